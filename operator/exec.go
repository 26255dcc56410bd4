package operator

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
)

// Execution is what running the canonical call produced.
type Execution struct {
	Tokens      []int
	Root        inference.Hash
	Checkpoints []inference.Hash // one link per step; the last is Root
}

// Executor runs greedy generation for one manifest.
type Executor interface {
	Execute(ctx context.Context, prompt []int, n int) (Execution, error)
	Manifest() inference.Hash
	Config() inference.Config
	Name() string // "native", "evm" or "both"
}

// Native runs the Go engine. Concurrent tasks share batched decoding
// steps (scheduler.go) when the engine's backend can batch (the CPU and
// GPU backends can); otherwise each runs alone.
type Native struct {
	Engine *inference.Engine
	// Batch bounds the batch; read at the first Execute.
	Batch BatchOptions

	once  sync.Once
	sched *scheduler // nil: the backend cannot batch
}

// NewNative runs m on the CPU backend, each batched step on workers
// goroutines (0: GOMAXPROCS); opts, when given, bound the batch (the first
// is used).
func NewNative(m *inference.Model, mf *inference.Manifest, workers int, opts ...BatchOptions) *Native {
	return NewNativeOn(m, mf, inference.CPU{Workers: workers}, opts...)
}

// NewNativeOn runs m on backend b (a device's, package internal/backend),
// batched when b is an inference.BatchBackend; opts as NewNative's. The
// caller keeps b and releases it after Close.
func NewNativeOn(m *inference.Model, mf *inference.Manifest, b inference.Backend, opts ...BatchOptions) *Native {
	x := &Native{Engine: &inference.Engine{Model: m, Manifest: mf.Hash, Backend: b}}
	if len(opts) > 0 {
		x.Batch = opts[0]
	}
	return x
}

func (x *Native) scheduler() *scheduler {
	x.once.Do(func() {
		if s, err := newScheduler(x.Engine, x.Batch); err == nil {
			x.sched = s
		}
	})
	return x.sched
}

// Execute implements Executor. A task queued or running when ctx ends is
// dropped; one whose KV cache exceeds the budget fails with ErrTooLarge.
func (x *Native) Execute(ctx context.Context, prompt []int, n int) (Execution, error) {
	var res *inference.Result
	var err error
	if s := x.scheduler(); s != nil {
		res, err = s.generate(ctx, prompt, n)
	} else {
		res, err = x.Engine.Generate(ctx, prompt, n, nil)
	}
	if err != nil {
		return Execution{}, err
	}
	return Execution{Tokens: res.Tokens, Root: res.Root, Checkpoints: res.Checkpoints}, nil
}

// BatchStats reports the batch (zero when the backend cannot batch).
func (x *Native) BatchStats() BatchStats {
	if s := x.scheduler(); s != nil {
		return s.Stats()
	}
	return BatchStats{}
}

// Close fails the tasks queued or running with ErrClosed and refuses later
// ones (on a backend that cannot batch it does nothing). A daemon does not
// close its executor, which several daemons may share: the program that
// built it does.
func (x *Native) Close() {
	if s := x.scheduler(); s != nil {
		s.close()
	}
}

func (x *Native) Manifest() inference.Hash { return x.Engine.Manifest }
func (x *Native) Config() inference.Config { return x.Engine.Model.Config }
func (x *Native) Name() string             { return "native" }

// EVM runs IQ16Engine.generate in the in-process EVM of contracts/sim, the
// consumer's canonical call with unbounded gas. Calls are serialised: the
// simulated state is not safe for concurrent use.
type EVM struct {
	mu  sync.Mutex
	evm *sim.EVM
	cfg inference.Config
}

// NewEVM deploys the engine for model in a fresh simulation, its weight
// chunks written to the simulated state as code (what a state override
// gives a node's eth_call): nothing of the weights is deployed, and the
// chunks are slices of the model's blob, not copies. Options can log a
// long call's progress (a 0.6B-shaped model runs for minutes).
func NewEVM(ctx context.Context, model *sim.Model, opts ...sim.Options) (*EVM, error) {
	var o sim.Options
	if len(opts) > 0 {
		o = opts[0]
	}
	e, err := sim.New(ctx, model, o)
	if err != nil {
		return nil, fmt.Errorf("start EVM simulation: %w", err)
	}
	return &EVM{evm: e, cfg: model.Manifest.Config}, nil
}

// Execute implements Executor.
func (x *EVM) Execute(ctx context.Context, prompt []int, n int) (Execution, error) {
	if err := inference.CheckRequest(x.cfg, prompt, n); err != nil {
		return Execution{}, err
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	g, err := x.evm.Generate(ctx, prompt, n)
	if err != nil {
		return Execution{}, err
	}
	return Execution{Tokens: g.Tokens, Root: g.Root(), Checkpoints: g.Checkpoints}, nil
}

func (x *EVM) Manifest() inference.Hash { return x.evm.Model().Manifest.Hash }
func (x *EVM) Config() inference.Config { return x.cfg }
func (x *EVM) Name() string             { return "evm" }

// Both runs two executors side by side and returns ErrEngineMismatch (with
// both answers) when they differ: a daemon then refuses to sign.
type Both struct {
	A, B Executor
}

// Execute implements Executor.
func (x *Both) Execute(ctx context.Context, prompt []int, n int) (Execution, error) {
	var ra, rb Execution
	var ea, eb error
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); rb, eb = x.B.Execute(ctx, prompt, n) }()
	ra, ea = x.A.Execute(ctx, prompt, n)
	wg.Wait()
	if ea != nil {
		return Execution{}, fmt.Errorf("%s: %w", x.A.Name(), ea)
	}
	if eb != nil {
		return Execution{}, fmt.Errorf("%s: %w", x.B.Name(), eb)
	}
	if ra.Root != rb.Root || !slices.Equal(ra.Tokens, rb.Tokens) {
		return Execution{}, fmt.Errorf("%w: %s root %s, %s root %s", ErrEngineMismatch, x.A.Name(), ra.Root, x.B.Name(), rb.Root)
	}
	return ra, nil
}

// Close closes whichever of the two executors has a Close.
func (x *Both) Close() {
	for _, e := range []Executor{x.A, x.B} {
		if c, ok := e.(interface{ Close() }); ok {
			c.Close()
		}
	}
}

func (x *Both) Manifest() inference.Hash { return x.A.Manifest() }
func (x *Both) Config() inference.Config { return x.A.Config() }
func (x *Both) Name() string             { return "both" }
