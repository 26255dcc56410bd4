package deploy

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	allocationmanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/AllocationManager"
	delegationmanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/DelegationManager"
	istrategy "github.com/Layr-Labs/eigensdk-go/contracts/bindings/IStrategy"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/eigen"
)

// Errors of a network's EigenLayer addresses, checked before a deployment
// sends anything.
var (
	// ErrNoNetwork: --eigenlayer names neither a shipped network nor a readable file.
	ErrNoNetwork = errors.New("deploy: unknown EigenLayer network")
	// ErrNoCode: an EigenLayer address holds no contract on the chain.
	ErrNoCode = errors.New("deploy: no contract at EigenLayer address")
	// ErrWrongContract: the contract at an EigenLayer address does not
	// answer as the role it is given (its cross-references disagree).
	ErrWrongContract = errors.New("deploy: EigenLayer address holds another contract")
	// ErrWrongChain: the node serves another chain than the network or
	// the deployment record says.
	ErrWrongChain = errors.New("deploy: node serves another chain")
)

//go:embed networks/*.json
var networkFiles embed.FS

// Network is a chain where EigenLayer lives: its core addresses and the
// strategy deepcall's operator set takes stake in, with where they were
// taken from. The shipped ones are networks/NAME.json.
type Network struct {
	Name string `json:"name"`
	// ChainID is the chain the addresses are on (0: any, for a FILE made
	// for a local chain).
	ChainID    uint64          `json:"chainId"`
	Source     string          `json:"source"`
	EigenLayer eigen.Addresses `json:"eigenlayer"`
}

// Networks are the names LoadNetwork knows without a file.
func Networks() []string {
	entries, _ := networkFiles.ReadDir("networks")
	var names []string
	for _, e := range entries {
		names = append(names, strings.TrimSuffix(e.Name(), ".json"))
	}
	return names
}

// LoadNetwork reads a shipped network by name (sepolia, mainnet) or a JSON
// file of the same shape.
func LoadNetwork(nameOrFile string) (*Network, error) {
	raw, err := networkFiles.ReadFile("networks/" + nameOrFile + ".json")
	if err != nil {
		if raw, err = os.ReadFile(nameOrFile); err != nil {
			return nil, fmt.Errorf("%w: %q is not one of %s, nor a file: %w", ErrNoNetwork, nameOrFile, strings.Join(Networks(), ", "), err)
		}
	}
	var n Network
	if err := json.Unmarshal(raw, &n); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrNoNetwork, nameOrFile, err)
	}
	el := n.EigenLayer
	for _, a := range []struct {
		name string
		addr common.Address
	}{{"delegationManager", el.DelegationManager}, {"strategyManager", el.StrategyManager},
		{"allocationManager", el.AllocationManager}, {"strategy", el.Strategy}} {
		if a.addr == (common.Address{}) {
			return nil, fmt.Errorf("%w: %s: eigenlayer.%s is missing", ErrNoNetwork, nameOrFile, a.name)
		}
	}
	if n.Name == "" {
		n.Name = nameOrFile
	}
	return &n, nil
}

// CodeReader is what the checks need of a node.
type CodeReader interface {
	bind.ContractBackend
}

// CheckEigenLayer checks, without sending anything, that each core address
// the deployment uses holds a contract and that they answer as EigenLayer's
// do about each other: the DelegationManager names the AllocationManager and
// StrategyManager, the AllocationManager names the DelegationManager, and
// the strategy has an underlying token. A wrong address in the file (a
// token, another network's proxy) fails here with ErrNoCode or
// ErrWrongContract.
func CheckEigenLayer(ctx context.Context, b CodeReader, el eigen.Addresses) error {
	roles := []struct {
		name string
		addr common.Address
	}{{"DelegationManager", el.DelegationManager}, {"StrategyManager", el.StrategyManager},
		{"AllocationManager", el.AllocationManager}, {"strategy", el.Strategy}}
	for _, r := range roles {
		code, err := b.CodeAt(ctx, r.addr, nil)
		if err != nil {
			return fmt.Errorf("read code of EigenLayer %s %s: %w", r.name, r.addr, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w: %s %s", ErrNoCode, r.name, r.addr)
		}
	}
	opts := &bind.CallOpts{Context: ctx}
	wrong := func(role string, addr common.Address, what string, err error) error {
		if err != nil {
			return fmt.Errorf("%w: %s %s does not answer %s: %v", ErrWrongContract, role, addr, what, err)
		}
		return fmt.Errorf("%w: %s %s: %s", ErrWrongContract, role, addr, what)
	}
	dm, err := delegationmanager.NewContractDelegationManagerCaller(el.DelegationManager, b)
	if err != nil {
		return err
	}
	am, err := dm.AllocationManager(opts)
	if err != nil {
		return wrong("DelegationManager", el.DelegationManager, "allocationManager()", err)
	}
	if am != el.AllocationManager {
		return wrong("DelegationManager", el.DelegationManager, fmt.Sprintf("names AllocationManager %s, the network %s", am, el.AllocationManager), nil)
	}
	sm, err := dm.StrategyManager(opts)
	if err != nil {
		return wrong("DelegationManager", el.DelegationManager, "strategyManager()", err)
	}
	if sm != el.StrategyManager {
		return wrong("DelegationManager", el.DelegationManager, fmt.Sprintf("names StrategyManager %s, the network %s", sm, el.StrategyManager), nil)
	}
	amc, err := allocationmanager.NewContractAllocationManagerCaller(el.AllocationManager, b)
	if err != nil {
		return err
	}
	d, err := amc.Delegation(opts)
	if err != nil {
		return wrong("AllocationManager", el.AllocationManager, "delegation()", err)
	}
	if d != el.DelegationManager {
		return wrong("AllocationManager", el.AllocationManager, fmt.Sprintf("names DelegationManager %s, the network %s", d, el.DelegationManager), nil)
	}
	st, err := istrategy.NewContractIStrategyCaller(el.Strategy, b)
	if err != nil {
		return err
	}
	tok, err := st.UnderlyingToken(opts)
	if err != nil {
		return wrong("strategy", el.Strategy, "underlyingToken()", err)
	}
	if tok == (common.Address{}) {
		return wrong("strategy", el.Strategy, "underlying token is the zero address", nil)
	}
	return nil
}
