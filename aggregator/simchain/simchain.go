// Package simchain starts an in-process go-ethereum chain (the simulated
// backend under the Osaka rules of contracts/sim) with deepcall's quorum
// contracts deployed by deploy.Contracts — IQ16Engine for a manifest,
// OperatorRegistry in standalone mode (owner-set stakes), LLMConsumer —
// and N operators registered with their BLS keys and proofs
// of possession. The aggregator's tests and `deepcall bench verify` run on
// it; the devnet (package devnet) is the same contracts on a real node with
// EigenLayer core.
package simchain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/txmgr"
)

// Options configure Start.
type Options struct {
	Operators       int                  // registered operators (default 4)
	Stake           func(i int) *big.Int // operator i's stake (default 10¹⁸ each)
	ReferenceWindow uint64               // registry window in blocks (default 256)
	Threshold       [2]uint64            // consumer threshold (default 2/3)
	Model           *sim.Model           // the engine's manifest (required)
	BlockPeriod     time.Duration        // mine a block this often (0: only when Commit is called)
	// Admit are consumers the stand-in game (Chain.Game) admits with the
	// model's manifest besides the chain's LLMConsumer.
	Admit []common.Address
	// ChallengeWindow, when set, deploys a real DisputeGame instead of the
	// stand-in: the consumer's arbiter and the registry's slasher, with this
	// challenge window (at least ReferenceWindow + MinChallengePeriod, as the
	// game requires), the consumer admitted. A landed answer is final
	// (LLMConsumer.isFinal, what TaskMarket pays on) only where an arbiter
	// could have challenged it, ChallengeWindow blocks after it landed; with
	// the stand-in none ever is. Its one-step is an AlphabetStep, not the
	// engine's: challenges that succeed at opening (a wrong token count, a
	// refused request) resolve, no engine game can be played. Admit must be
	// empty (the game admits only consumers that name it their arbiter).
	ChallengeWindow uint64
}

// MinChallengePeriod is how much longer than the reference window the
// game's challenge window must be (DisputeGame's MIN_CHALLENGE_PERIOD,
// deploy.MinChallengePeriod).
const MinChallengePeriod = deploy.MinChallengePeriod

// GameBond is the real game's challenger and defender bond
// (Options.ChallengeWindow): 1 ether.
var GameBond = big.NewInt(1e18)

// The real game's other terms: the join window and each side's clock in
// seconds, the share of a faulty signer's stake slashed in basis points.
const (
	gameJoinWindow = 600
	gameClock      = 3600
	gameSlashBips  = 5000
)

// Operator is one registered operator.
type Operator struct {
	Index   int
	Key     *ecdsa.PrivateKey
	Address common.Address
	BLS     *bls.KeyPair
	ID      blsagg.OperatorID
	Stake   *big.Int
}

// Chain is a running simulated chain with the contracts deployed.
type Chain struct {
	Backend  *simulated.Backend
	Client   simulated.Client
	ChainID  uint64
	Deployer *ecdsa.PrivateKey
	Engine   common.Address
	Registry common.Address
	Consumer common.Address
	// Game stands in for the deployment's DisputeGame where operators read
	// it: admitted(Consumer) is the model's manifest (so is that of each
	// Options.Admit; 0 for any other address) and registry() is Registry
	// (GameStub). With Options.ChallengeWindow it is a real DisputeGame,
	// the consumer's arbiter.
	Game      common.Address
	Operators []Operator
	Model     *sim.Model

	mu       sync.Mutex // serialises Commit
	stop     chan struct{}
	done     chan struct{}
	closeErr error
	once     sync.Once
}

// OperatorKey is operator i's ECDSA key, keccak256("deepcall/simchain/ecdsa/<i>").
func OperatorKey(i int) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("deepcall/simchain/ecdsa/%d", i))))
	if err != nil {
		panic(err)
	}
	return k
}

// OperatorBLSKey is operator i's BLS key, keccak256("deepcall/simchain/bls/<i>") mod r.
func OperatorBLSKey(i int) *bls.KeyPair {
	var sk fr.Element
	sk.SetBigInt(new(big.Int).SetBytes(crypto.Keccak256([]byte(fmt.Sprintf("deepcall/simchain/bls/%d", i)))))
	return bls.NewKeyPair(&sk)
}

// DeployerKey deploys the contracts and owns the registry.
func DeployerKey() *ecdsa.PrivateKey {
	k, _ := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/simchain/deployer")))
	return k
}

// AccountKey is a funded account for anything else (the aggregator's sender), keccak256("deepcall/simchain/account/<i>").
func AccountKey(i int) *ecdsa.PrivateKey {
	k, _ := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("deepcall/simchain/account/%d", i))))
	return k
}

// Accounts is how many AccountKey accounts are funded.
const Accounts = 4

var fund = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// registryABI is OperatorRegistry.registerOperator with the points as
// simchain's structs.
var registryABI = mustABI(`[{"type":"function","name":"registerOperator","inputs":[{"name":"pk1","type":"tuple","components":[{"name":"X","type":"uint256"},{"name":"Y","type":"uint256"}]},
 {"name":"pk2","type":"tuple","components":[{"name":"X","type":"uint256[2]"},{"name":"Y","type":"uint256[2]"}]},
 {"name":"pop","type":"tuple","components":[{"name":"X","type":"uint256"},{"name":"Y","type":"uint256"}]}],"outputs":[]}]`)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(err)
	}
	return a
}

// Start deploys the contracts and registers the operators; every operator
// registers in one block, so the apk history has one entry before the first
// task.
func Start(ctx context.Context, opts Options) (*Chain, error) {
	if opts.Model == nil {
		return nil, errors.New("simchain: a model is required")
	}
	if opts.Operators <= 0 {
		opts.Operators = 4
	}
	if opts.Stake == nil {
		opts.Stake = func(int) *big.Int { return big.NewInt(1e18) }
	}
	if opts.ReferenceWindow == 0 {
		opts.ReferenceWindow = 256
	}
	if opts.Threshold == [2]uint64{} {
		opts.Threshold = [2]uint64{2, 3}
	}
	if opts.ChallengeWindow > 0 && len(opts.Admit) > 0 {
		return nil, errors.New("simchain: a real dispute game admits only the chain's consumer (Admit is for the stand-in)")
	}
	c := &Chain{Deployer: DeployerKey(), Model: opts.Model, stop: make(chan struct{}), done: make(chan struct{})}
	alloc := types.GenesisAlloc{crypto.PubkeyToAddress(c.Deployer.PublicKey): {Balance: fund}}
	for i := range Accounts {
		alloc[crypto.PubkeyToAddress(AccountKey(i).PublicKey)] = types.Account{Balance: fund}
	}
	for i := range opts.Operators {
		k := OperatorKey(i)
		kp := OperatorBLSKey(i)
		pk1 := blsagg.PubG1(kp)
		op := Operator{Index: i, Key: k, Address: crypto.PubkeyToAddress(k.PublicKey), BLS: kp, ID: blsagg.IDOf(&pk1), Stake: opts.Stake(i)}
		c.Operators = append(c.Operators, op)
		alloc[op.Address] = types.Account{Balance: fund}
	}
	c.Backend = simulated.NewBackend(alloc, simulated.WithBlockGasLimit(1<<30), func(_ *node.Config, e *ethconfig.Config) {
		e.Genesis.Config = sim.ChainConfig() // Osaka: the rules gas figures are quoted under
		e.RPCTxFeeCap = 0
	})
	c.Client = c.Backend.Client()
	id, err := c.Client.ChainID(ctx)
	if err != nil {
		c.Backend.Close()
		return nil, err
	}
	c.ChainID = id.Uint64()

	if err := c.deploy(ctx, opts); err != nil {
		return nil, c.fail(err)
	}
	deployer := c.sender(c.Deployer)
	popCtx := blsagg.PoPContext{ChainID: c.ChainID, Registry: c.Registry}
	var regTxs []*types.Transaction
	if opts.ChallengeWindow == 0 {
		tx, err := send(ctx, deployer, nil, GameStub(opts.Model.Manifest.Hash, c.Registry, append([]common.Address{c.Consumer}, opts.Admit...)...), 200_000)
		if err != nil {
			return nil, c.fail(err)
		}
		regTxs = append(regTxs, tx)
	}
	for _, op := range c.Operators {
		pk1, pk2 := blsagg.PubG1(op.BLS), blsagg.PubG2(op.BLS)
		pop := blsagg.SignPoP(op.BLS, popCtx, op.Address)
		data, err := registryABI.Pack("registerOperator", bindings.G1PointOf(&pk1), bindings.G2PointOf(&pk2), bindings.G1PointOf(&pop))
		if err != nil {
			return nil, c.fail(err)
		}
		tx, err := send(ctx, c.sender(op.Key), &c.Registry, data, 1_000_000)
		if err != nil {
			return nil, c.fail(err)
		}
		regTxs = append(regTxs, tx)
	}
	c.Commit()
	rs, err := c.receipts(ctx, regTxs...)
	if err != nil {
		return nil, c.fail(fmt.Errorf("register operators: %w", err))
	}
	if opts.ChallengeWindow == 0 {
		c.Game = rs[0].ContractAddress
	}
	c.Commit() // the registration block is now a past block: a reference block
	if opts.BlockPeriod > 0 {
		go c.mine(opts.BlockPeriod)
	} else {
		close(c.done)
	}
	return c, nil
}

// deploy deploys the contracts as every deepcall chain does
// (deploy.Contracts): a standalone registry holding the operators' stakes,
// the consumer with the chunk list but no chunk mounted, and, with
// Options.ChallengeWindow, the real game over an AlphabetStep of two levels
// below the top, the consumer admitted. Each transaction is mined as it is
// sent.
func (c *Chain) deploy(ctx context.Context, opts Options) error {
	cfg := deploy.Config{
		Model:                opts.Model,
		ReferenceWindow:      opts.ReferenceWindow,
		ThresholdNumerator:   opts.Threshold[0],
		ThresholdDenominator: opts.Threshold[1],
		Standalone:           true,
		Unmounted:            true,
		NoGame:               opts.ChallengeWindow == 0,
		Step:                 deploy.OneStep{Alphabet: []int{4, 3}},
		Game: deploy.GameConfig{ChallengeWindow: opts.ChallengeWindow, JoinWindow: gameJoinWindow * time.Second,
			Clock: gameClock * time.Second, Bond: GameBond, DefenderBond: GameBond, SlashBips: gameSlashBips},
	}
	for _, op := range c.Operators {
		cfg.Stakes = append(cfg.Stakes, deploy.Stake{Operator: op.Address, Amount: op.Stake})
	}
	m := txmgr.New(txmgr.Config{Backend: c.Client, Key: c.Deployer, ChainID: new(big.Int).SetUint64(c.ChainID), Mine: c.Commit, Poll: time.Millisecond})
	d, err := deploy.Contracts(ctx, m, cfg)
	if err != nil {
		return fmt.Errorf("simchain: %w", err)
	}
	c.Engine, c.Registry, c.Consumer = d.Contracts.Engine, d.Contracts.Registry, d.Contracts.Consumer
	if !cfg.NoGame {
		c.Game = d.Contracts.Game
	}
	return nil
}

// GameStub is the creation code of a stand-in for DisputeGame's views that
// operators read: its storage maps each consumer's word to manifest and
// the word 0 to registry, and every call returns sload(calldataload(4)),
// so admitted(consumer) is manifest for the consumers given (0 for other
// addresses) and registry() is registry.
func GameStub(manifest [32]byte, registry common.Address, consumers ...common.Address) []byte {
	runtime := []byte{0x60, 0x04, 0x35, 0x54, 0x60, 0x00, 0x52, 0x60, 0x20, 0x60, 0x00, 0xf3}
	var code []byte
	for _, c := range consumers {
		code = append(append(append(code, 0x7f), manifest[:]...), 0x73) // PUSH32 manifest PUSH20 consumer
		code = append(append(code, c[:]...), 0x55)                      // SSTORE
	}
	code = append(append(append(code, 0x73), registry[:]...), 0x60, 0x00, 0x55) // PUSH20 registry PUSH1 0 SSTORE
	n := len(runtime)
	off := len(code) + 13 // the copy and return below: PUSH1 n PUSH2 off PUSH1 0 CODECOPY PUSH1 n PUSH1 0 RETURN
	code = append(code, 0x60, byte(n), 0x61, byte(off>>8), byte(off), 0x60, 0x00, 0x39, 0x60, byte(n), 0x60, 0x00, 0xf3)
	return append(code, runtime...)
}

func (c *Chain) fail(err error) error {
	c.Backend.Close()
	return err
}

// Commit mines a block now.
func (c *Chain) Commit() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.Backend.Commit()
}

func (c *Chain) mine(period time.Duration) {
	defer close(c.done)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			c.Commit()
		}
	}
}

// Close stops mining and the node.
func (c *Chain) Close() error {
	c.once.Do(func() {
		close(c.stop)
		<-c.done
		c.closeErr = c.Backend.Close()
	})
	return c.closeErr
}

// sender is a Manager for key on the chain; the caller mines (Commit).
func (c *Chain) sender(key *ecdsa.PrivateKey) *txmgr.Manager {
	return txmgr.New(txmgr.Config{Backend: c.Client, Key: key, ChainID: new(big.Int).SetUint64(c.ChainID), Poll: 10 * time.Millisecond})
}

// send sends data to `to` (nil: a creation) from m with the gas limit
// given (the setup's transactions follow each other unmined, so the node
// could not estimate them), without waiting.
func send(ctx context.Context, m *txmgr.Manager, to *common.Address, data []byte, gas uint64) (*types.Transaction, error) {
	return m.Submit(ctx, txmgr.Candidate{What: "setup", To: to, Data: data, GasLimit: gas})
}

func (c *Chain) receipts(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	out := make([]*types.Receipt, len(txs))
	for i, tx := range txs {
		r, err := c.Client.TransactionReceipt(ctx, tx.Hash())
		// The node indexes a new block's transactions in the background, and
		// a transaction that reached the pool after the block was built waits
		// for the next one: poll, and mine again now and then.
		for tries := 1; err != nil && tries <= 300; tries++ {
			time.Sleep(10 * time.Millisecond)
			if tries%20 == 0 {
				c.Commit()
			}
			r, err = c.Client.TransactionReceipt(ctx, tx.Hash())
		}
		if err != nil {
			return nil, fmt.Errorf("receipt of %s: %w", tx.Hash(), err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return nil, fmt.Errorf("transaction %d (%s) reverted, %d gas used", i, tx.Hash(), r.GasUsed)
		}
		out[i] = r
	}
	return out, nil
}

// Transact sends data to `to` from key with the gas the node estimates,
// mines it and returns its receipt (a reverted transaction is an error).
func (c *Chain) Transact(ctx context.Context, key *ecdsa.PrivateKey, to common.Address, data []byte) (*types.Receipt, error) {
	m := c.sender(key)
	tx, err := m.Submit(ctx, txmgr.Call("transact", to, data, nil))
	if err != nil {
		return nil, err
	}
	c.Commit()
	rs, err := c.receipts(ctx, tx)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}
