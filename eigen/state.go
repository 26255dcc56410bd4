package eigen

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

//go:embed elstate.json.gz
var elstate []byte

// Addresses are the EigenLayer contracts of the state, by role.
type Addresses struct {
	DelegationManager    common.Address `json:"delegationManager"`
	StrategyManager      common.Address `json:"strategyManager"`
	AllocationManager    common.Address `json:"allocationManager"`
	AVSDirectory         common.Address `json:"avsDirectory"`
	RewardsCoordinator   common.Address `json:"rewardsCoordinator"`
	PermissionController common.Address `json:"permissionController"`
	EigenPodManager      common.Address `json:"eigenPodManager"`
	// Token is the state's test ERC-20 (all of its supply held by the
	// deployer) and Strategy its strategy (no deposit limit): the stake
	// devnet operators deposit. The state's other token and strategy
	// (erc20mock) cap deposits at 1000 tokens in all.
	Token    common.Address `json:"token"`
	Strategy common.Address `json:"strategy"`
	// The mock AVS of eigensdk-go (middleware contracts).
	RegistryCoordinator    common.Address `json:"registryCoordinator"`
	OperatorStateRetriever common.Address `json:"operatorStateRetriever"`
	ServiceManager         common.Address `json:"serviceManager"`
}

// State is EigenLayer core as genesis accounts.
type State struct {
	// Source names the module and file the accounts come from.
	Source    string
	Addresses Addresses
	// All is every address of the deployment outputs by its name there.
	All   map[string]common.Address
	Alloc types.GenesisAlloc
}

// LoadState decodes the embedded state. Each call returns a fresh copy.
func LoadState() (*State, error) {
	return decodeState(elstate)
}

type fileAccount struct {
	Nonce   uint64            `json:"nonce"`
	Balance string            `json:"balance"`
	Code    string            `json:"code"`
	Storage map[string]string `json:"storage"`
}

func decodeState(gz []byte) (*State, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("eigen: open state: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("eigen: read state: %w", err)
	}
	var f struct {
		Source    string                 `json:"source"`
		Addresses map[string]string      `json:"addresses"`
		Accounts  map[string]fileAccount `json:"accounts"`
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, fmt.Errorf("eigen: parse state: %w", err)
	}
	s := &State{Source: f.Source, All: make(map[string]common.Address, len(f.Addresses)),
		Alloc: make(types.GenesisAlloc, len(f.Accounts))}
	for name, a := range f.Addresses {
		if !common.IsHexAddress(a) {
			return nil, fmt.Errorf("eigen: state address %s = %q is not an address", name, a)
		}
		s.All[name] = common.HexToAddress(a)
	}
	for addr, a := range f.Accounts {
		acc, err := a.genesis()
		if err != nil {
			return nil, fmt.Errorf("eigen: state account %s: %w", addr, err)
		}
		s.Alloc[common.HexToAddress(addr)] = acc
	}
	roles := []struct {
		name string
		dst  *common.Address
	}{
		{"delegationManager", &s.Addresses.DelegationManager},
		{"strategyManager", &s.Addresses.StrategyManager},
		{"allocationManager", &s.Addresses.AllocationManager},
		{"avsDirectory", &s.Addresses.AVSDirectory},
		{"rewardsCoordinator", &s.Addresses.RewardsCoordinator},
		{"permissionController", &s.Addresses.PermissionController},
		{"eigenPodManager", &s.Addresses.EigenPodManager},
		{"TestToken", &s.Addresses.Token},
		{"strategy", &s.Addresses.Strategy},
		{"registryCoordinator", &s.Addresses.RegistryCoordinator},
		{"operatorStateRetriever", &s.Addresses.OperatorStateRetriever},
		{"mockAvsServiceManager", &s.Addresses.ServiceManager},
	}
	for _, r := range roles {
		a, ok := s.All[r.name]
		if !ok {
			return nil, fmt.Errorf("eigen: state names no %s", r.name)
		}
		if len(s.Alloc[a].Code) == 0 {
			return nil, fmt.Errorf("eigen: %s (%s) has no code in the state", r.name, a)
		}
		*r.dst = a
	}
	return s, nil
}

func (a fileAccount) genesis() (types.Account, error) {
	bal, ok := new(big.Int).SetString(strings.TrimPrefix(a.Balance, "0x"), 16)
	if !ok {
		return types.Account{}, fmt.Errorf("bad balance %q", a.Balance)
	}
	acc := types.Account{Nonce: a.Nonce, Balance: bal}
	if a.Code != "" {
		code, err := hexutil.Decode(a.Code)
		if err != nil {
			return types.Account{}, fmt.Errorf("bad code: %w", err)
		}
		acc.Code = code
	}
	if len(a.Storage) > 0 {
		acc.Storage = make(map[common.Hash]common.Hash, len(a.Storage))
		for k, v := range a.Storage {
			key, err := word(k)
			if err != nil {
				return types.Account{}, fmt.Errorf("storage key %q: %w", k, err)
			}
			val, err := word(v)
			if err != nil {
				return types.Account{}, fmt.Errorf("storage value %q: %w", v, err)
			}
			acc.Storage[key] = val
		}
	}
	return acc, nil
}

// word parses a 0x-prefixed hex quantity or word of up to 32 bytes.
func word(s string) (common.Hash, error) {
	v, ok := new(big.Int).SetString(strings.TrimPrefix(s, "0x"), 16)
	if !ok || v.Sign() < 0 || v.BitLen() > 256 {
		return common.Hash{}, fmt.Errorf("not a 32-byte word")
	}
	return common.BigToHash(v), nil
}
