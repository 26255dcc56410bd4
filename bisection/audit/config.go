package audit

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Backend is what auditing needs of a node (ethclient.Client has it).
type Backend interface {
	bisection.ChainReader
	txmgr.Backend
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error)
	BlockNumber(ctx context.Context) (uint64, error)
	ChainChecker
}

// Request is the public request behind an input hash.
type Request struct {
	Prompt []int `json:"prompt"`
	N      int   `json:"n"`
}

// Prompts finds the request behind an input hash.
type Prompts interface {
	// Lookup returns the request, or ok false when it is not known here.
	Lookup(ctx context.Context, input inference.Hash) (req Request, ok bool, err error)
}

// Known is a fixed set of requests, keyed by their input hashes.
type Known map[inference.Hash]Request

// Add records a request.
func (k Known) Add(r Request) { k[inference.InputHash(r.Prompt, r.N)] = r }

// Lookup implements Prompts.
func (k Known) Lookup(_ context.Context, input inference.Hash) (Request, bool, error) {
	r, ok := k[input]
	return r, ok, nil
}

var (
	consumerABI = bindings.NewLLMConsumer()
	registryABI = bindings.NewOperatorRegistry()
)

// Config is what a Challenger needs: the chain, its contracts and accounts,
// the engine that re-executes, and its policy.
type Config struct {
	Backend  Backend
	Consumer common.Address
	Registry common.Address
	Game     common.Address
	Sender   bisection.Sender
	// Movers send the challenger side's moves, each game's from one of them
	// in turn (nil: all from Sender). Sender's account allows each of them
	// on the game before playing (DisputeGame.setMover); they pay their own
	// gas (movers.go).
	Movers  []bisection.Sender
	Engine  *inference.Engine
	Prompts Prompts
	Bond    *big.Int
	// ChunkMACs is the engine trace's matvec chunking (0: the default).
	ChunkMACs int
	// Blob is the model's encoded weight blob when the caller holds it
	// already (bisection.EngineOptions.Blob; nil: encoded when a one-step
	// first needs its weights).
	Blob []byte
	// Prover: as Defender.Prover, for the challenger's games.
	Prover func(*bisection.EngineTrace) bisection.LeafProver
	// Shards finds what a sharded committee's shards published with their
	// claims (their out values and op hashes), to open a per-shard challenge
	// on the lying shard of a wrong sharded landing, which charges that
	// shard (nil: the whole trace is challenged, which invalidates the
	// result but charges nobody).
	Shards ShardSource
	Policy Policy
	// Clock paces Run's retries (nil: the wall clock). The games' clocks are
	// the chain's, read from it.
	Clock bisection.Clock
	// Backoff paces Run's retries of what failed (zero: 1 s doubling to 30 s).
	Backoff Backoff
	// Advance moves a simulated chain's clock while waiting (nil: real
	// time): for the join window to close, or for a silent defender's clock
	// to run out.
	Advance func(time.Duration) error
	// Poll is how often the game is read while waiting for the opponent.
	Poll time.Duration
	Log  *slog.Logger
}

// Challenger disputes wrong results of one consumer.
type Challenger struct {
	cfg   Config
	dealt int // games dealt out to Movers
}

// NewChallenger is a Challenger with configuration cfg (Run checks it).
func NewChallenger(cfg Config) *Challenger {
	if cfg.Clock == nil {
		cfg.Clock = bisection.SystemClock{}
	}
	return &Challenger{cfg: cfg}
}

func (c *Challenger) log() *slog.Logger {
	if c.cfg.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.cfg.Log
}

// now is the time on c's clock.
func (c *Challenger) now() time.Time { return c.cfg.Clock.Now() }

// config checks that c has what Run needs.
func (c *Challenger) config() error {
	switch {
	case c.cfg.Backend == nil || c.cfg.Sender == nil || c.cfg.Engine == nil || c.cfg.Prompts == nil:
		return fmt.Errorf("%w: the challenger needs a backend, a sender, an engine and a request source", ErrBadConfig)
	case c.cfg.Consumer == (common.Address{}) || c.cfg.Game == (common.Address{}) || c.cfg.Registry == (common.Address{}):
		return fmt.Errorf("%w: the challenger needs the consumer, game and registry addresses", ErrBadConfig)
	case c.cfg.Bond == nil || c.cfg.Bond.Sign() <= 0:
		return fmt.Errorf("%w: no challenger bond", ErrBadConfig)
	case slices.Contains(c.cfg.Movers, nil):
		return fmt.Errorf("%w: a mover without a sender", ErrBadConfig)
	}
	return nil
}

// check verifies the chain (its id, the contracts' code) and that the bond
// is the contract's.
func (c *Challenger) check(ctx context.Context) error {
	if err := CheckChain(ctx, c.cfg.Backend, c.cfg.Sender.ChainID(), Contract{"consumer", c.cfg.Consumer}, Contract{"dispute game", c.cfg.Game}, Contract{"registry", c.cfg.Registry}); err != nil {
		return err
	}
	bond, err := callUint(ctx, c.cfg.Backend, c.cfg.Game, bisection.GameABI().PackChallengerBond(), bisection.GameABI().UnpackChallengerBond)
	if err != nil {
		return fmt.Errorf("challenger bond: %w", err)
	}
	if !c.cfg.Bond.IsUint64() || c.cfg.Bond.Uint64() != bond {
		return fmt.Errorf("%w: challenger bond %s, the contract's is %d", ErrBadConfig, c.cfg.Bond, bond)
	}
	return c.authorizeMovers(ctx)
}

// challengeWindow is the game's challenge window in blocks.
func (c *Challenger) challengeWindow(ctx context.Context) (uint64, error) {
	w, err := callUint(ctx, c.cfg.Backend, c.cfg.Game, bisection.GameABI().PackChallengeWindow(), bisection.GameABI().UnpackChallengeWindow)
	if err != nil {
		return 0, fmt.Errorf("challenge window: %w", err)
	}
	return w, nil
}
