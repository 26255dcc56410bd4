package operator

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/reqauth"
)

// Chain is what the daemon reads from its own node; *ethclient.Client and
// the simulated backend's client implement it.
type Chain interface {
	ChainID(ctx context.Context) (*big.Int, error)
	BlockNumber(ctx context.Context) (uint64, error)
	StorageAt(ctx context.Context, account common.Address, key common.Hash, blockNumber *big.Int) ([]byte, error)
	CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Config configures a Daemon. Key, Executor, Chain, Callers and Game are
// required.
type Config struct {
	Key      *bls.KeyPair   // the operator's BLS key (registered in the OperatorRegistry)
	Address  common.Address // the operator's ECDSA address (reported by GET /v1/operator)
	Executor Executor
	Chain    Chain
	Fault    Fault
	// Callers are the ECDSA addresses (the aggregators', the shard
	// coordinators') whose signed requests (package reqauth) the signing
	// endpoints serve: POST /v1/tasks, /v1/batches, /v1/epochs/sign and
	// /v1/shard/*. Anything else is answered 401 and nothing is signed.
	Callers []common.Address
	// AuthWindow is how far a request's timestamp may be from the
	// daemon's clock (default reqauth.DefaultWindow); Now is the clock
	// (default time.Now).
	AuthWindow time.Duration
	Now        func() time.Time
	// Game is the deployment's DisputeGame: the daemon signs only for
	// consumers its owner admitted with the executor's manifest
	// (admitted(consumer)), read once per consumer.
	Game common.Address
	// MaxReferenceAge is how many blocks behind the node's head a task's
	// reference block may lie (default DefaultMaxReferenceAge): the
	// challenge window counts from it, so an old one leaves challengers
	// less time than the deployment promises.
	MaxReferenceAge uint64
	CacheSize       int // executions kept by task id (default 4096)
	Logger          *slog.Logger
	Metrics         prometheus.Registerer // nil: no metrics

	// Attester, when set, also attests every answer to the aggregator's
	// epoch intake (the attestation mode, attest/SPEC.md).
	Attester *Attester
	// Shard, when set, also serves this operator's part of a sharded
	// committee (SPEC.md §12) under /v1/shard/ (ShardWorker.ShardHandler).
	Shard *ShardWorker
	// Answers, when set, is handed every task transition the daemon signs
	// with its signature share (nil: off). economy.SelfProver keeps those of
	// the paid tasks the operator accepted and proves them to the market
	// itself near their deadline if no answer landed by then, so that an
	// aggregator holding the landing back cannot get the operator slashed.
	Answers AnswerRecorder
}

// AnswerRecorder is told of each task transition the daemon signed (its
// digest signed by the operator's BLS key: sig). RecordAnswer runs on the
// signing path, so it must return at once; it sees every signature the
// daemon gives, also for tasks nobody paid for, and keeps what it needs.
type AnswerRecorder interface {
	RecordAnswer(t protocol.Transition, sig blsagg.G1)
}

// Daemon is an operator: it executes, signs and answers tasks. Create it
// with New; it is safe for concurrent use.
type Daemon struct {
	cfg  Config
	log  *slog.Logger
	id   blsagg.OperatorID
	pk1  blsagg.G1
	pk2  blsagg.G2
	m    *daemonMetrics
	base context.Context
	stop context.CancelFunc

	mu        sync.Mutex
	fault     Fault
	chainID   uint64
	consumers map[common.Address]bool // admitted to the game with the executor's manifest
	window    uint64                  // the registry's reference window (0: not read yet)
	auth      *reqauth.Verifier
	tasks     map[string]*taskEntry
	order     []string // task ids, oldest first, for eviction
}

type taskEntry struct {
	prompt   []int
	n        int
	due      uint64 // the SLA's deadline block, for the batch's order
	manifest inference.Hash
	done     chan struct{}
	exec     Execution
	err      error
}

// DefaultMaxReferenceAge is Config.MaxReferenceAge's default, in blocks:
// an aggregator names a recent block (its head when the round starts), so
// anything older is a stale or steered request.
const DefaultMaxReferenceAge = 64

// New builds a daemon. Nothing is read from the chain until the first task.
func New(cfg Config) (*Daemon, error) {
	if cfg.Key == nil || cfg.Executor == nil || cfg.Chain == nil {
		return nil, errors.New("operator: Key, Executor and Chain are required")
	}
	if len(cfg.Callers) == 0 {
		return nil, errors.New("operator: Callers is required: the addresses whose signed requests the daemon serves")
	}
	if cfg.Game == (common.Address{}) {
		return nil, errors.New("operator: Game is required: the DisputeGame whose admitted consumers the daemon signs for")
	}
	if cfg.CacheSize <= 0 {
		cfg.CacheSize = 4096
	}
	if cfg.MaxReferenceAge == 0 {
		cfg.MaxReferenceAge = DefaultMaxReferenceAge
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	d := &Daemon{cfg: cfg, fault: cfg.Fault, consumers: map[common.Address]bool{}, tasks: map[string]*taskEntry{}}
	d.pk1, d.pk2 = blsagg.PubG1(cfg.Key), blsagg.PubG2(cfg.Key)
	d.id = blsagg.IDOf(&d.pk1)
	d.log = cfg.Logger.With("operator", d.id.String())
	d.auth = &reqauth.Verifier{Allowed: reqauth.Allow(cfg.Callers...), Window: cfg.AuthWindow, Now: cfg.Now,
		Logger: d.log.With("part", "auth")}
	if cfg.Attester != nil {
		cfg.Attester.setCheck(d.checkAttestContext)
	}
	d.base, d.stop = context.WithCancel(context.Background())
	var err error
	if d.m, err = newDaemonMetrics(cfg.Metrics, cfg.Executor); err != nil {
		return nil, err
	}
	return d, nil
}

// Close stops executions still running in the background.
func (d *Daemon) Close() { d.stop() }

// ID is the operator id (blsagg.IDOf of the G1 key).
func (d *Daemon) ID() blsagg.OperatorID { return d.id }

// SetFault changes the daemon's fault at run time (tests: go offline mid-task).
func (d *Daemon) SetFault(f Fault) {
	d.mu.Lock()
	d.fault = f
	d.mu.Unlock()
	d.log.Warn("fault set", "fault", f.String())
}

// Fault is the fault in force.
func (d *Daemon) Fault() Fault {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.fault
}

// Info describes the operator (GET /v1/operator).
func (d *Daemon) Info(ctx context.Context) OperatorInfo {
	p1, p2 := blsagg.MarshalG1(&d.pk1), blsagg.MarshalG2(&d.pk2)
	chainID, _ := d.chain(ctx)
	return OperatorInfo{OperatorID: inference.Hash(d.id), Address: d.cfg.Address, PubG1: p1[:], PubG2: p2[:],
		Manifest: d.cfg.Executor.Manifest(), ChainID: chainID, Engine: d.cfg.Executor.Name()}
}

func (d *Daemon) chain(ctx context.Context) (uint64, error) {
	d.mu.Lock()
	id := d.chainID
	d.mu.Unlock()
	if id != 0 {
		return id, nil
	}
	v, err := d.cfg.Chain.ChainID(ctx)
	if err != nil {
		return 0, fmt.Errorf("%w: chain id: %v", ErrChain, err)
	}
	if !v.IsUint64() || v.Sign() == 0 {
		return 0, fmt.Errorf("%w: chain id %s", ErrChain, v)
	}
	d.mu.Lock()
	d.chainID = v.Uint64()
	d.mu.Unlock()
	return v.Uint64(), nil
}

// Handle executes (or finds the cached execution of) a task, builds its
// transition and signs it. Errors wrap the package's sentinels.
func (d *Daemon) Handle(ctx context.Context, req TaskRequest) (resp *TaskResponse, err error) {
	start := time.Now()
	defer func() { d.m.observe(start, err) }()
	if err := req.Validate(); err != nil {
		return nil, err
	}
	chainID, err := d.checkChainManifest(ctx, "task", req.ChainID, req.Manifest)
	if err != nil {
		return nil, err
	}
	if err := inference.CheckRequest(d.cfg.Executor.Config(), req.Prompt, req.N); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if err := d.checkReferenceConsumer(ctx, req.ReferenceBlock, req.Consumer); err != nil {
		return nil, err
	}

	return d.answer(ctx, req, chainID)
}

// checkChainManifest refuses a task or batch (what) for another chain or
// another model, and returns the node's chain id.
func (d *Daemon) checkChainManifest(ctx context.Context, what string, chainID uint64, manifest inference.Hash) (uint64, error) {
	node, err := d.chain(ctx)
	if err != nil {
		return 0, err
	}
	if chainID != node {
		return 0, fmt.Errorf("%w: %s chain %d, node chain %d", ErrWrongChain, what, chainID, node)
	}
	if manifest != d.cfg.Executor.Manifest() {
		return 0, fmt.Errorf("%w: %s manifest %s, operator runs %s", ErrWrongManifest, what, manifest, d.cfg.Executor.Manifest())
	}
	return node, nil
}

// checkReferenceConsumer refuses a reference block the node has not seen yet
// and a consumer the game did not admit with the operator's model.
func (d *Daemon) checkReferenceConsumer(ctx context.Context, ref uint64, consumer common.Address) error {
	head, err := d.cfg.Chain.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("%w: block number: %v", ErrChain, err)
	}
	if ref > head {
		return fmt.Errorf("%w: reference block %d is past the node's head %d", ErrBadReference, ref, head)
	}
	if head-ref > d.cfg.MaxReferenceAge {
		return fmt.Errorf("%w: reference block %d is %d blocks behind the node's head %d (at most %d)", ErrBadReference, ref, head-ref, head, d.cfg.MaxReferenceAge)
	}
	return d.checkAdmitted(ctx, consumer)
}

// answer executes a checked task, reads the slot's old value at the
// reference block (refusing a written slot), builds the transition and
// signs it.
func (d *Daemon) answer(ctx context.Context, req TaskRequest, chainID uint64) (*TaskResponse, error) {
	x, err := d.execute(ctx, req)
	if err != nil {
		return nil, err
	}
	fault := d.Fault()
	x = fault.corrupt(x, d.cfg.Executor.Config().Vocab)

	input := inference.InputHash(req.Prompt, req.N)
	slot := inference.Hash(protocol.ResultSlot(input))
	value := protocol.ResultValue(x.Root, x.Tokens)
	old, err := d.checkSlot(ctx, req.Consumer, slot, req.ReferenceBlock, value)
	if err != nil {
		return nil, err
	}
	t := protocol.Transition{
		ChainID: chainID, Consumer: req.Consumer, Index: req.Index, Manifest: req.Manifest, Input: input,
		Slot: slot, Old: old, New: value, ReferenceBlock: req.ReferenceBlock,
	}
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	digest := t.Digest()
	sig := blsagg.Sign(d.cfg.Key, digest)
	sb := blsagg.MarshalG1(&sig)
	if d.cfg.Answers != nil {
		d.cfg.Answers.RecordAnswer(t, sig)
	}
	if d.cfg.Attester != nil {
		d.cfg.Attester.AttestClaim(attest.Claim{Prompt: req.Prompt, N: req.N, Root: x.Root, Tokens: x.Tokens})
	}
	d.log.Debug("task signed", "task", req.TaskID, "index", req.Index, "reference_block", req.ReferenceBlock,
		"tokens", len(x.Tokens), "root", x.Root.String(), "digest", inference.Hash(digest).String(), "fault", fault.String())
	return &TaskResponse{
		TaskID: req.TaskID, OperatorID: inference.Hash(d.id), Tokens: x.Tokens, Root: x.Root, Checkpoints: x.Checkpoints,
		Transition: TransitionOf(t), Digest: digest, Signature: sb[:], Engine: d.cfg.Executor.Name(),
	}, nil
}

// execute runs the task once per id; concurrent and later requests for the
// same id share the result. The run is detached from ctx (a retry after a
// client timeout finds it finished) but stops with Close.
func (d *Daemon) execute(ctx context.Context, req TaskRequest) (Execution, error) {
	d.mu.Lock()
	e := d.tasks[req.TaskID]
	if e != nil && (e.n != req.N || e.manifest != req.Manifest || !slices.Equal(e.prompt, req.Prompt)) {
		d.mu.Unlock()
		return Execution{}, fmt.Errorf("%w: %s", ErrTaskConflict, req.TaskID)
	}
	if e == nil {
		e = &taskEntry{prompt: slices.Clone(req.Prompt), n: req.N, due: req.DeadlineBlock, manifest: req.Manifest, done: make(chan struct{})}
		d.tasks[req.TaskID] = e
		d.order = append(d.order, req.TaskID)
		d.evictLocked()
		go d.run(req.TaskID, e)
	}
	d.mu.Unlock()
	select {
	case <-e.done:
		return e.exec, e.err
	case <-ctx.Done():
		return Execution{}, ctx.Err()
	}
}

func (d *Daemon) run(id string, e *taskEntry) {
	start := time.Now()
	e.exec, e.err = d.cfg.Executor.Execute(WithDueBlock(d.base, e.due), e.prompt, e.n)
	if e.err != nil {
		e.err = fmt.Errorf("execute task %s: %w", id, e.err)
		d.mu.Lock()
		if d.tasks[id] == e { // a failed run is not cached: the next request retries
			delete(d.tasks, id)
		}
		d.mu.Unlock()
	}
	d.m.execSeconds.Observe(time.Since(start).Seconds())
	d.log.Debug("executed", "task", id, "engine", d.cfg.Executor.Name(), "elapsed", time.Since(start), "err", e.err)
	close(e.done)
}

func (d *Daemon) evictLocked() {
	for len(d.order) > d.cfg.CacheSize {
		id := d.order[0]
		d.order = d.order[1:]
		if e := d.tasks[id]; e != nil {
			select {
			case <-e.done:
				delete(d.tasks, id)
			default: // still running: keep it, drop it from the order only
			}
		}
	}
}

// Cached is the number of task executions held.
func (d *Daemon) Cached() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.tasks)
}
