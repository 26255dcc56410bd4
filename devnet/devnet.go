package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	_ "github.com/ethereum/go-ethereum/eth/tracers/native" // prestateTracer, callTracer for debug_trace*
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/txmgr"
)

// Defaults of Options.
const (
	DefaultOperators   = 4
	DefaultBlockPeriod = time.Second
	DefaultAddr        = "127.0.0.1:0"
	DefaultModelDir    = "testdata/manifests/stories260K"
	// MaxOperators bounds Options.Operators (each one is a few transactions
	// and a pairing check on chain).
	MaxOperators = 64
	// GasLimit is the block gas limit.
	GasLimit = 60_000_000
)

// ErrBadOptions marks Options that cannot start a devnet.
var ErrBadOptions = errors.New("devnet: bad options")

// Fund is what the deployer, the aggregator key and every operator hold at
// genesis: 10⁶ ether.
var Fund = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// OperatorStake is what each operator deposits into the EigenLayer
// strategy: 1000 tokens of 18 decimals.
var OperatorStake = new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))

// Options configure Start. The zero value starts 4 operators, 1 s blocks,
// free ports on 127.0.0.1 and stories260K.
type Options struct {
	// Operators is how many operators register (default 4, at most MaxOperators).
	Operators int
	// HTTPAddr and WSAddr are host:port for JSON-RPC over HTTP and
	// WebSocket (default 127.0.0.1:0: a free port). When both ports are
	// equal (both 0 included) one listener serves both.
	HTTPAddr, WSAddr string
	// BlockPeriod is the time between blocks (default 1 s). Blocks are
	// sealed on this clock whether or not transactions wait; block
	// timestamps advance by at least one second per block.
	BlockPeriod time.Duration
	// ModelDir is the model the engine pins: a manifest folder, a
	// llama2.c checkpoint or a Hugging Face safetensors folder (default
	// testdata/manifests/stories260K, looked up from the working directory
	// and its parents). A checkpoint or Hugging Face folder is exported into
	// the data folder's model/ first, so every daemon reads one manifest
	// folder (Chain.ModelDir).
	ModelDir string
	// PinOnly deploys the model pinned but not mounted (deploy.Config.PinOnly);
	// a model of more than deploy.MaxMountedChunks chunks always is.
	PinOnly bool
	// Loaded, when set, is the model already loaded (loader.Load of
	// ModelDir): the caller and the devnet then share one copy of the
	// weights.
	Loaded *loader.Loaded
	// DataDir receives deployment.json ("" : a temporary folder that Close removes).
	DataDir string
	// Logger reports progress (default: discard).
	Logger *slog.Logger
	// Game configures the dispute game deployed with the contracts (zero:
	// deploy's defaults; a short Clock lets a test see a timeout).
	Game deploy.GameConfig
	// ReferenceWindow is how many blocks back a quorum signature's
	// reference block may lie (0: deploy's default, 256). The game's
	// challenge window must outlast it by deploy.MinChallengePeriod, and an
	// answer is final only that window after it landed: a test that must see
	// answers become final (settle, claim) starts a devnet with short ones,
	// e.g. ReferenceWindow 16 and Game.ChallengeWindow 80.
	ReferenceWindow uint64
	// Shards, when set, splits the model across the operators by layer
	// ranges (SPEC.md §12): a shard count ("2") or ranges ("0-2,3-4"). A
	// ShardCommittee over the plan is deployed and set on the consumer,
	// operator i serving shard i mod S (Chain.Shards).
	Shards string
}

// Operator is one registered devnet operator.
type Operator struct {
	Index   int
	Address common.Address
	// Key and BLS are the operator's dev keys (OperatorKey, OperatorBLSKey).
	Key *ecdsa.PrivateKey
	BLS *bls.KeyPair
	ID  blsagg.OperatorID
	// Stake is its registry stake: its EigenLayer delegated shares in the strategy.
	Stake *big.Int
}

// Chain is a running devnet: a go-ethereum node in this process with
// EigenLayer core in its genesis, deepcall deployed and operators
// registered.
type Chain struct {
	ChainID uint64
	// HTTPURL and WSURL are the JSON-RPC endpoints (http://127.0.0.1:port, ws://127.0.0.1:port).
	HTTPURL, WSURL string
	DataDir        string
	BlockPeriod    time.Duration
	EigenLayer     eigen.Addresses
	Deployment     *deploy.Deployment
	DeployerKey    *ecdsa.PrivateKey
	Operators      []Operator
	Model          *sim.Model
	ModelDir       string // the manifest folder Model was loaded from
	// Weights is the decoded model every in-process engine shares
	// read-only; Tokenizer the tokenizer.json its manifest pins ("" : none).
	Weights   *inference.Model
	Tokenizer string
	// StartupTime is how long Start took (node, deployment, registration).
	StartupTime time.Duration
	// Shards is the sharded committee (Options.Shards; nil: none).
	Shards *ShardRecord

	log       *slog.Logger
	stack     *node.Node
	rpc       *rpc.Client
	client    *ethclient.Client
	stopSeal  chan struct{}
	sealDone  chan struct{}
	tempDir   bool
	mu        sync.Mutex
	senders   map[common.Address]*txmgr.Manager
	services  []Service
	closeOnce sync.Once
	closeErr  error
}

// Start runs a devnet: the node, then deepcall's contracts, then every
// operator's EigenLayer registration and stake and its AVS registration. On
// error everything started is stopped. ctx bounds the start only; the chain
// runs until Close.
func Start(ctx context.Context, opts Options) (_ *Chain, err error) {
	begin := time.Now()
	if err := opts.defaults(); err != nil {
		return nil, err
	}
	log := opts.Logger
	state, err := eigen.LoadState()
	if err != nil {
		return nil, err
	}
	c := &Chain{BlockPeriod: opts.BlockPeriod, EigenLayer: state.Addresses, DeployerKey: DeployerKey(), log: log}
	defer func() {
		if err != nil {
			c.Close()
		}
	}()
	if err := c.openDataDir(opts.DataDir); err != nil {
		return nil, err
	}
	if err := c.loadModel(opts); err != nil {
		return nil, err
	}
	var plan inference.ShardPlan
	var members [][]int
	if opts.Shards != "" {
		if plan, members, err = shardPlan(opts.Shards, c.Model.Manifest.Config.Layers, opts.Operators); err != nil {
			return nil, err
		}
	}
	for i := range opts.Operators {
		k := OperatorKey(i)
		c.Operators = append(c.Operators, Operator{Index: i, Address: crypto.PubkeyToAddress(k.PublicKey), Key: k, BLS: OperatorBLSKey(i)})
	}
	if err := c.startNode(opts, state); err != nil {
		return nil, err
	}
	log.Info("devnet node up", "http", c.HTTPURL, "ws", c.WSURL, "chainId", c.ChainID, "blockPeriod", c.BlockPeriod)
	if err := c.deployAndRegister(ctx, opts, state.Addresses); err != nil {
		return nil, err
	}
	if plan != nil {
		if err := c.deployShards(ctx, plan, members); err != nil {
			return nil, err
		}
	}
	if err := c.writeDeployment(); err != nil {
		return nil, err
	}
	c.StartupTime = time.Since(begin)
	log.Info("devnet ready", "engine", c.Deployment.Contracts.Engine, "registry", c.Deployment.Contracts.Registry,
		"consumer", c.Deployment.Contracts.Consumer, "game", c.Deployment.Contracts.Game, "operators", len(c.Operators),
		"startup", c.StartupTime.Round(time.Millisecond))
	return c, nil
}

// ModelFolder is the data folder's subfolder a checkpoint or Hugging Face
// model is exported to.
const ModelFolder = "model"

// loadModel loads the model once (or takes Options.Loaded) and, for a
// source that is not a manifest folder, exports it into the data folder.
func (c *Chain) loadModel(opts Options) error {
	l := opts.Loaded
	if l == nil {
		var err error
		if l, err = loader.Load(opts.ModelDir, loader.Options{}); err != nil {
			return fmt.Errorf("devnet: load model %s: %w", opts.ModelDir, err)
		}
	}
	c.ModelDir = l.Path
	if l.Kind != loader.KindManifest {
		c.ModelDir = filepath.Join(c.DataDir, ModelFolder)
		if err := loader.WriteDir(c.ModelDir, l.Manifest, l.Blob, l.Tokenizer); err != nil {
			return fmt.Errorf("devnet: export %s: %w", l.Path, err)
		}
		// A GGUF source's tokenizer.json and chat template, made from its metadata.
		if err := loader.WriteExtras(c.ModelDir, l.Manifest, l); err != nil {
			return fmt.Errorf("devnet: export %s: %w", l.Path, err)
		}
		c.log.Info("model exported", "from", l.Path, "kind", l.Kind, "to", c.ModelDir, "manifest", l.Manifest.Hash)
	}
	c.Tokenizer = l.Tokenizer
	if l.Manifest.Tokenizer != (inference.Hash{}) && l.Kind != loader.KindManifest {
		c.Tokenizer = filepath.Join(c.ModelDir, inference.TokenizerFile)
	}
	c.Weights = l.Model
	c.Model = sim.NewModel(l.Manifest, l.Blob)
	return nil
}

func (o *Options) defaults() error {
	if o.Operators == 0 {
		o.Operators = DefaultOperators
	}
	if o.Operators < 0 || o.Operators > MaxOperators {
		return fmt.Errorf("%w: %d operators (1 to %d)", ErrBadOptions, o.Operators, MaxOperators)
	}
	if o.BlockPeriod == 0 {
		o.BlockPeriod = DefaultBlockPeriod
	}
	if o.BlockPeriod < 0 {
		return fmt.Errorf("%w: negative block period %s", ErrBadOptions, o.BlockPeriod)
	}
	if o.HTTPAddr == "" {
		o.HTTPAddr = DefaultAddr
	}
	if o.WSAddr == "" {
		o.WSAddr = DefaultAddr
	}
	for _, a := range []string{o.HTTPAddr, o.WSAddr} {
		if _, _, err := splitHostPort(a); err != nil {
			return fmt.Errorf("%w: %w", ErrBadOptions, err)
		}
	}
	if o.ModelDir == "" && o.Loaded == nil {
		o.ModelDir = findUp(DefaultModelDir)
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}

func splitHostPort(addr string) (string, int, error) {
	host, p, err := net.SplitHostPort(addr)
	if err != nil {
		return "", 0, fmt.Errorf("address %q: %w", addr, err)
	}
	port, err := strconv.Atoi(p)
	if err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("address %q: bad port", addr)
	}
	if host == "" {
		return "", 0, fmt.Errorf("address %q: no host", addr)
	}
	return host, port, nil
}

// findUp returns rel under the working directory or its nearest parent that
// has it (so tests and commands run from any folder of the repository), or
// rel unchanged.
func findUp(rel string) string {
	dir, err := os.Getwd()
	if err != nil {
		return rel
	}
	for {
		p := filepath.Join(dir, rel)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return rel
		}
		dir = parent
	}
}

func (c *Chain) openDataDir(dir string) error {
	if dir == "" {
		tmp, err := os.MkdirTemp("", "deepcall-devnet-")
		if err != nil {
			return fmt.Errorf("devnet: data folder: %w", err)
		}
		c.DataDir, c.tempDir = tmp, true
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("devnet: data folder: %w", err)
	}
	c.DataDir = dir
	return nil
}

// Client is an ethclient over the node's in-process RPC.
func (c *Chain) Client() *ethclient.Client { return c.client }

// Sender is the one sender of key's account for every service of this
// process on the chain: a process must not count one key's nonces twice.
func (c *Chain) Sender(key *ecdsa.PrivateKey) *txmgr.Manager {
	c.mu.Lock()
	defer c.mu.Unlock()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	if m, ok := c.senders[addr]; ok {
		return m
	}
	if c.senders == nil {
		c.senders = map[common.Address]*txmgr.Manager{}
	}
	m := txmgr.New(txmgr.Config{Backend: c.client, Key: key, ChainID: new(big.Int).SetUint64(c.ChainID),
		Poll: min(50*time.Millisecond, max(c.BlockPeriod/2, time.Millisecond)), Log: c.log.With("sender", addr)})
	c.senders[addr] = m
	return m
}

// RPC is the node's in-process RPC client.
func (c *Chain) RPC() *rpc.Client { return c.rpc }

// PoPContext is the proof-of-possession context of this chain's registry.
func (c *Chain) PoPContext() blsagg.PoPContext {
	return blsagg.PoPContext{ChainID: c.ChainID, Registry: c.Deployment.Contracts.Registry}
}

// OperatorSet is the registered operators as a blsagg set (each key's proof
// of possession checked again), for aggregating their signatures.
func (c *Chain) OperatorSet() (*blsagg.OperatorSet, error) {
	regs := make([]blsagg.Registration, len(c.Operators))
	for i, op := range c.Operators {
		regs[i] = blsagg.NewRegistration(op.BLS, c.PoPContext(), op.Address, op.Stake)
	}
	return blsagg.NewOperatorSet(c.PoPContext(), regs)
}

// Close stops the services (last started first), the block clock and the
// node, and removes a temporary data folder. It is safe to call twice.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		var errs []error
		c.mu.Lock()
		svcs := c.services
		c.services = nil
		c.mu.Unlock()
		for i := len(svcs) - 1; i >= 0; i-- {
			if err := svcs[i].Stop(); err != nil {
				errs = append(errs, fmt.Errorf("stop %s: %w", svcs[i].Name(), err))
			}
		}
		if c.stopSeal != nil {
			close(c.stopSeal)
			// A seal in progress finishes first; should one hang (a node
			// that cannot build its block), closing the node releases it.
			select {
			case <-c.sealDone:
			case <-time.After(10 * time.Second):
				c.log.Warn("devnet: block sealing did not stop; closing the node under it")
			}
		}
		if c.rpc != nil {
			c.rpc.Close()
		}
		if c.stack != nil {
			if err := c.stack.Close(); err != nil {
				errs = append(errs, fmt.Errorf("stop node: %w", err))
			}
		}
		if c.tempDir {
			if err := os.RemoveAll(c.DataDir); err != nil {
				errs = append(errs, err)
			}
		}
		c.closeErr = errors.Join(errs...)
	})
	return c.closeErr
}
