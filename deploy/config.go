package deploy

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"gopkg.in/yaml.v3"
)

// ErrConfig marks an operator.yaml that cannot be used.
var ErrConfig = errors.New("deploy: bad operator config")

// OperatorConfig is operator.yaml: the eigenlayer CLI's fields (operator,
// el_delegation_manager_address, eth_rpc_url, chain_id,
// private_key_store_path, signer_type) plus deepcall's. Other fields of the
// CLI's file (fireblocks, web3 …) are ignored. Relative paths are relative
// to the file. Passwords never live here: see EnvECDSAPassword and
// EnvBLSPassword.
type OperatorConfig struct {
	Operator struct {
		Address                   string `yaml:"address"`
		DelegationApproverAddress string `yaml:"delegation_approver_address"`
		MetadataURL               string `yaml:"metadata_url"`
		AllocationDelay           uint32 `yaml:"allocation_delay"`
	} `yaml:"operator"`
	ELDelegationManagerAddress string `yaml:"el_delegation_manager_address"`
	EthRPCURL                  string `yaml:"eth_rpc_url"`
	ChainID                    uint64 `yaml:"chain_id"`
	PrivateKeyStorePath        string `yaml:"private_key_store_path"`
	SignerType                 string `yaml:"signer_type"`

	// deepcall's fields.
	BLSPrivateKeyStorePath string `yaml:"bls_private_key_store_path"`
	RegistryAddress        string `yaml:"registry_address"`
	ConsumerAddress        string `yaml:"consumer_address"`
	// For `operator register --eigenlayer` (devnets; on a public network
	// the eigenlayer CLI and a staking UI do this): the StrategyManager and
	// strategy to deposit into, and how much of its token (decimal, in the
	// token's smallest unit; empty or 0: no deposit).
	ELStrategyManagerAddress string `yaml:"el_strategy_manager_address"`
	ELStrategyAddress        string `yaml:"el_strategy_address"`
	ELDepositAmount          string `yaml:"el_deposit_amount"`
	// For `operator run`: where the daemon listens and the model it runs.
	ListenAddress string `yaml:"listen_address"`
	ModelDir      string `yaml:"model_dir"`
}

// LoadOperatorConfig reads and checks operator.yaml.
func LoadOperatorConfig(path string) (*OperatorConfig, error) {
	return LoadOperatorConfigWith(path, nil, "")
}

// LoadOperatorConfigWith reads operator.yaml, takes the chain's fields from
// a deployment record (chain_id, el_delegation_manager_address,
// registry_address, consumer_address: those the file leaves empty are
// filled, those it sets must agree) and eth_rpc_url from rpcURL when given,
// then checks it. r may be nil.
func LoadOperatorConfigWith(path string, r *Record, rpcURL string) (*OperatorConfig, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	var c OperatorConfig
	if err := yaml.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrConfig, path, err)
	}
	dir := filepath.Dir(path)
	for _, p := range []*string{&c.PrivateKeyStorePath, &c.BLSPrivateKeyStorePath, &c.ModelDir} {
		if *p != "" && !filepath.IsAbs(*p) {
			*p = filepath.Join(dir, *p)
		}
	}
	if r != nil {
		if err := c.applyRecord(r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if rpcURL != "" {
		c.EthRPCURL = rpcURL
	}
	if err := c.Check(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &c, nil
}

func (c *OperatorConfig) applyRecord(r *Record) error {
	for _, f := range []struct {
		field string
		v     *string
		want  common.Address
	}{
		{"el_delegation_manager_address", &c.ELDelegationManagerAddress, r.EigenLayer.DelegationManager},
		{"registry_address", &c.RegistryAddress, r.Contracts.Registry},
		{"consumer_address", &c.ConsumerAddress, r.Contracts.Consumer},
	} {
		switch {
		case *f.v == "":
			*f.v = f.want.Hex()
		case !common.IsHexAddress(*f.v) || common.HexToAddress(*f.v) != f.want:
			return fmt.Errorf("%w: %s %s, the deployment record says %s", ErrConfig, f.field, *f.v, f.want)
		}
	}
	switch {
	case c.ChainID == 0:
		c.ChainID = r.ChainID
	case c.ChainID != r.ChainID:
		return fmt.Errorf("%w: chain_id %d, the deployment record says %d", ErrConfig, c.ChainID, r.ChainID)
	}
	return nil
}

// Check reports the first unusable field.
func (c *OperatorConfig) Check() error {
	bad := func(field, why string) error { return fmt.Errorf("%w: %s: %s", ErrConfig, field, why) }
	addrs := []struct {
		field, v string
		need     bool
	}{
		{"operator.address", c.Operator.Address, true},
		{"operator.delegation_approver_address", c.Operator.DelegationApproverAddress, false},
		{"el_delegation_manager_address", c.ELDelegationManagerAddress, true},
		{"registry_address", c.RegistryAddress, true},
		{"consumer_address", c.ConsumerAddress, false},
		{"el_strategy_manager_address", c.ELStrategyManagerAddress, false},
		{"el_strategy_address", c.ELStrategyAddress, false},
	}
	for _, a := range addrs {
		if a.v == "" {
			if a.need {
				return bad(a.field, "required")
			}
			continue
		}
		if !common.IsHexAddress(a.v) {
			return bad(a.field, fmt.Sprintf("%q is not an address", a.v))
		}
	}
	switch {
	case c.EthRPCURL == "":
		return bad("eth_rpc_url", "required")
	case !strings.HasPrefix(c.EthRPCURL, "http://") && !strings.HasPrefix(c.EthRPCURL, "https://") &&
		!strings.HasPrefix(c.EthRPCURL, "ws://") && !strings.HasPrefix(c.EthRPCURL, "wss://"):
		return bad("eth_rpc_url", fmt.Sprintf("%q is not an http(s) or ws(s) URL", c.EthRPCURL))
	case c.ChainID == 0:
		return bad("chain_id", "required")
	case c.SignerType != "local_keystore":
		return bad("signer_type", fmt.Sprintf("%q: only local_keystore is supported", c.SignerType))
	case c.PrivateKeyStorePath == "":
		return bad("private_key_store_path", "required")
	case c.BLSPrivateKeyStorePath == "":
		return bad("bls_private_key_store_path", "required")
	}
	if _, err := c.DepositAmount(); err != nil {
		return err
	}
	if amt, _ := c.DepositAmount(); amt.Sign() > 0 && (c.ELStrategyManagerAddress == "" || c.ELStrategyAddress == "") {
		return bad("el_deposit_amount", "a deposit needs el_strategy_manager_address and el_strategy_address")
	}
	return nil
}

// DepositAmount is el_deposit_amount (0 when empty).
func (c *OperatorConfig) DepositAmount() (*big.Int, error) {
	if c.ELDepositAmount == "" {
		return new(big.Int), nil
	}
	v, ok := new(big.Int).SetString(c.ELDepositAmount, 10)
	if !ok || v.Sign() < 0 {
		return nil, fmt.Errorf("%w: el_deposit_amount: %q is not a non-negative decimal integer", ErrConfig, c.ELDepositAmount)
	}
	return v, nil
}

// Address is operator.address.
func (c *OperatorConfig) Address() common.Address { return common.HexToAddress(c.Operator.Address) }

// Registry is registry_address.
func (c *OperatorConfig) Registry() common.Address { return common.HexToAddress(c.RegistryAddress) }
