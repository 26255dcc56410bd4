package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/txmgr"
)

var (
	errWrongChain  = errors.New("the node's chain id is not chain_id")
	errKeyMismatch = errors.New("the ECDSA key is not operator.address's")
)

// keys are an operator's decrypted keys.
type keys struct {
	ECDSA *ecdsa.PrivateKey
	BLS   *bls.KeyPair
}

// loadOperator reads operator.yaml and decrypts its keys with the
// passwords from the environment.
func loadOperator(path string, chain chainFlags) (*deploy.OperatorConfig, keys, error) {
	var rec *deploy.Record
	if *chain.deployment != "" {
		r, err := deploy.ReadRecord(*chain.deployment)
		if err != nil {
			return nil, keys{}, fmt.Errorf("%w: --deployment: %w", errUsage, err)
		}
		rec = r
	}
	cfg, err := deploy.LoadOperatorConfigWith(path, rec, *chain.rpc)
	if err != nil {
		return nil, keys{}, err
	}
	ecdsaPass, err := password(deploy.EnvECDSAPassword)
	if err != nil {
		return nil, keys{}, err
	}
	blsPass, err := password(deploy.EnvBLSPassword)
	if err != nil {
		return nil, keys{}, err
	}
	k, err := deploy.ReadECDSAKey(cfg.PrivateKeyStorePath, ecdsaPass)
	if err != nil {
		return nil, keys{}, err
	}
	if a := crypto.PubkeyToAddress(k.PublicKey); a != cfg.Address() {
		return nil, keys{}, fmt.Errorf("%w: key %s, operator.address %s", errKeyMismatch, a, cfg.Address())
	}
	kp, err := deploy.ReadBLSKey(cfg.BLSPrivateKeyStorePath, blsPass)
	if err != nil {
		return nil, keys{}, err
	}
	return cfg, keys{ECDSA: k, BLS: kp}, nil
}

// chainFlags are register's and run's way to a deployment other than
// operator.yaml's own fields.
type chainFlags struct{ deployment, rpc *string }

func addChainFlags(fs interface {
	String(name, value, usage string) *string
}) chainFlags {
	return chainFlags{
		deployment: fs.String("deployment", "", "deployment record (deepcall deploy's or the devnet's deployment.json): chain_id, the DelegationManager, registry and consumer addresses from it (operator.yaml may leave them empty; set, they must agree)"),
		rpc:        fs.String("rpc", "", "JSON-RPC URL of the chain, instead of operator.yaml's eth_rpc_url"),
	}
}

// dial connects to eth_rpc_url and checks chain_id.
func dial(ctx context.Context, cfg *deploy.OperatorConfig, key *ecdsa.PrivateKey) (*ethclient.Client, *txmgr.Manager, error) {
	client, err := ethclient.DialContext(ctx, cfg.EthRPCURL)
	if err != nil {
		return nil, nil, fmt.Errorf("connect to %s: %w", cfg.EthRPCURL, err)
	}
	s, err := txmgr.Dial(ctx, client, key)
	if err != nil {
		client.Close()
		return nil, nil, fmt.Errorf("%s: %w", cfg.EthRPCURL, err)
	}
	if s.ChainID().Uint64() != cfg.ChainID {
		client.Close()
		return nil, nil, fmt.Errorf("%w: node %s, chain_id %d", errWrongChain, s.ChainID(), cfg.ChainID)
	}
	return client, s, nil
}

func cmdRegister(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("register", "register --config operator.yaml [--deployment FILE] [--rpc URL] [--eigenlayer]", stderr)
	path := fs.String("config", "", "operator.yaml (required)")
	withEL := fs.Bool("eigenlayer", false, "register with EigenLayer first (and deposit el_deposit_amount); for devnets")
	timeout := fs.Duration("timeout", 5*time.Minute, "give up after this long")
	chain := addChainFlags(fs)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *path == "" {
		return fmt.Errorf("%w: --config is required", errUsage)
	}
	cfg, k, err := loadOperator(*path, chain)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	client, s, err := dial(ctx, cfg, k.ECDSA)
	if err != nil {
		return err
	}
	defer client.Close()
	fmt.Fprintf(stdout, "operator      %s on chain %d\n", s.From(), cfg.ChainID)
	if *withEL {
		if err := registerEigenLayer(ctx, cfg, s, stdout); err != nil {
			return err
		}
	}
	registry := cfg.Registry()
	if r, err := deploy.ReadOperator(ctx, client, registry, s.From()); err == nil {
		fmt.Fprintf(stdout, "registry      %s: already registered, id %s, stake %s\n", registry, r.ID, r.Stake)
		return nil
	} else if !errors.Is(err, deploy.ErrNotRegistered) {
		return err
	}
	// A registry in operator-set mode takes operators through EigenLayer's
	// AllocationManager (allocation, then registerForOperatorSets).
	r, err := deploy.Register(ctx, s, registry, k.BLS)
	if errors.Is(err, eigen.ErrAllocationDelayUnset) {
		return fmt.Errorf("%w (the AllocationManager applies an operator's allocation delay only ALLOCATION_CONFIGURATION_DELAY blocks after it is set; retry then)", err)
	}
	if errors.Is(err, deploy.ErrNotEigenLayerOperator) {
		return fmt.Errorf("%w (register with EigenLayer first: the eigenlayer CLI, or --eigenlayer on a devnet)", err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "registry      %s: registered, id %s, stake %s\n", registry, r.ID, r.Stake)
	return nil
}

// registerEigenLayer is the EigenLayer part: registerAsOperator unless
// registered, and the deposit when el_deposit_amount is set.
func registerEigenLayer(ctx context.Context, cfg *deploy.OperatorConfig, s *txmgr.Manager, stdout io.Writer) error {
	core := eigen.Core{
		DelegationManager: common.HexToAddress(cfg.ELDelegationManagerAddress),
		StrategyManager:   common.HexToAddress(cfg.ELStrategyManagerAddress),
	}
	details := eigen.OperatorDetails{
		DelegationApprover: common.HexToAddress(cfg.Operator.DelegationApproverAddress),
		AllocationDelay:    cfg.Operator.AllocationDelay,
		MetadataURL:        cfg.Operator.MetadataURL,
	}
	amount, err := cfg.DepositAmount()
	if err != nil {
		return err
	}
	if amount.Sign() == 0 {
		sent, err := eigen.RegisterAsOperator(ctx, s, core, details)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "eigenlayer    %s (registered now: %t)\n", core.DelegationManager, sent)
		return nil
	}
	strategy := common.HexToAddress(cfg.ELStrategyAddress)
	token, err := eigen.StrategyToken(ctx, s.Caller(), strategy)
	if err != nil {
		return err
	}
	shares, err := eigen.Stake(ctx, s, core, strategy, token, amount, details)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "eigenlayer    %s: operator, %s shares of strategy %s delegated\n", core.DelegationManager, shares, strategy)
	return nil
}
