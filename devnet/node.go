package devnet

import (
	"fmt"
	"maps"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/eigen"
)

// genesis is the chain config (Osaka, no later fork) and the alloc:
// go-ethereum's system contracts, EigenLayer's state, and the funded
// deployer and operators. Each operator's stake tokens are moved from the
// deployer's balance to its own in the test token's storage, as a transfer
// would, so the deployer's transactions (and the contract addresses) are
// the same whatever the number of operators.
func (c *Chain) genesis(state *eigen.State) (*core.Genesis, error) {
	alloc := core.SystemContractAllocs()
	maps.Copy(alloc, state.Alloc)
	if err := c.creditStake(alloc, state.Addresses.Token); err != nil {
		return nil, err
	}
	fund := func(a common.Address) {
		acc := alloc[a] // keeps the nonce the dump gives the deployer
		acc.Balance = new(big.Int).Set(Fund)
		alloc[a] = acc
	}
	fund(crypto.PubkeyToAddress(c.DeployerKey.PublicKey))
	fund(crypto.PubkeyToAddress(AggregatorKey().PublicKey))
	fund(crypto.PubkeyToAddress(HolderKey().PublicKey))
	fund(crypto.PubkeyToAddress(ChallengerKey().PublicKey))
	fund(crypto.PubkeyToAddress(WalletKey().PublicKey))
	for _, op := range c.Operators {
		fund(op.Address)
	}
	return &core.Genesis{
		Config:     sim.ChainConfig(),
		GasLimit:   GasLimit,
		BaseFee:    big.NewInt(1_000_000_000),
		Difficulty: new(big.Int),
		Timestamp:  uint64(time.Now().Unix()),
		Alloc:      alloc,
	}, nil
}

// tokenBalanceSlot is the storage slot of balanceOf(holder) in the state's
// test token: OpenZeppelin's ERC20 keeps _balances at slot 0.
func tokenBalanceSlot(holder common.Address) common.Hash {
	return crypto.Keccak256Hash(common.LeftPadBytes(holder[:], 32), make([]byte, 32))
}

func (c *Chain) creditStake(alloc types.GenesisAlloc, token common.Address) error {
	acc, ok := alloc[token]
	if !ok {
		return fmt.Errorf("devnet: the EigenLayer state has no token at %s", token)
	}
	storage := maps.Clone(acc.Storage)
	from := tokenBalanceSlot(crypto.PubkeyToAddress(c.DeployerKey.PublicKey))
	have := storage[from].Big()
	need := new(big.Int).Mul(OperatorStake, big.NewInt(int64(len(c.Operators))))
	if have.Cmp(need) < 0 {
		return fmt.Errorf("devnet: the deployer holds %s test tokens, the operators need %s", have, need)
	}
	storage[from] = common.BigToHash(have.Sub(have, need))
	for _, op := range c.Operators {
		storage[tokenBalanceSlot(op.Address)] = common.BigToHash(OperatorStake)
	}
	acc.Storage = storage
	alloc[token] = acc
	return nil
}

func (c *Chain) startNode(opts Options, state *eigen.State) error {
	httpHost, httpPort, _ := splitHostPort(opts.HTTPAddr)
	wsHost, wsPort, _ := splitHostPort(opts.WSAddr)
	modules := []string{"eth", "net", "web3", "debug", "txpool"}
	stack, err := node.New(&node.Config{
		Name:             "deepcall-devnet",
		DataDir:          "", // in memory: a devnet starts from genesis every time
		IPCPath:          "",
		HTTPHost:         httpHost,
		HTTPPort:         httpPort,
		HTTPModules:      modules,
		HTTPVirtualHosts: []string{"*"},
		HTTPCors:         []string{"*"},
		WSHost:           wsHost,
		WSPort:           wsPort,
		WSModules:        modules,
		WSOrigins:        []string{"*"},
		P2P:              p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""},
	})
	if err != nil {
		return fmt.Errorf("devnet: node: %w", err)
	}
	c.stack = stack
	gen, err := c.genesis(state)
	if err != nil {
		return err
	}
	c.ChainID = gen.Config.ChainID.Uint64()
	cfg := ethconfig.Defaults
	cfg.NetworkId = c.ChainID
	cfg.Genesis = gen
	cfg.SyncMode = ethconfig.FullSync
	cfg.Miner.GasCeil = GasLimit
	// Canonical calls (a whole inference) run far past a block's gas and
	// go-ethereum's 5 s eth_call limit; a devnet serves them in full.
	cfg.RPCGasCap = 0
	cfg.RPCEVMTimeout = 0
	cfg.RPCTxFeeCap = 0
	backend, err := eth.New(stack, &cfg)
	if err != nil {
		return fmt.Errorf("devnet: eth service: %w", err)
	}
	fs := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(fs)}})
	// debug_traceCall, debug_traceTransaction … (geth registers them itself).
	stack.RegisterAPIs(tracers.APIs(backend.APIBackend))
	// The simulated beacon, as geth --dev has it, with period 0: blocks are
	// sealed by our own clock (sealLoop), which also allows sub-second
	// periods. Its dev_ API is left out: with period 0 it would also seal a
	// block on every new transaction, racing the clock.
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		return fmt.Errorf("devnet: simulated beacon: %w", err)
	}
	stack.RegisterLifecycle(beacon)
	if err := stack.Start(); err != nil {
		return fmt.Errorf("devnet: start node: %w", err)
	}
	c.HTTPURL, c.WSURL = stack.HTTPEndpoint(), stack.WSEndpoint()
	c.rpc = stack.Attach()
	c.client = ethclient.NewClient(c.rpc)
	c.stopSeal, c.sealDone = make(chan struct{}), make(chan struct{})
	go c.sealLoop(beacon, c.BlockPeriod)
	return nil
}

func (c *Chain) sealLoop(beacon *catalyst.SimulatedBeacon, period time.Duration) {
	defer close(c.sealDone)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-c.stopSeal:
			return
		case <-t.C:
			beacon.Commit()
		}
	}
}
