package router

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/deepcall/deepcall/inference"
)

// Progress is an intermediate state a dispatcher reports while it works: a
// quorum dispatcher reports StatusSigned with Signatures as they arrive, then
// StatusSubmitted with Result.Tx. The router stores each one it accepts.
type Progress struct {
	Status     Status
	Signatures *Signatures
	Result     *Result // partial: tokens and root once known, the transaction once sent
}

// Dispatcher hands tasks to whoever executes them. Dispatch blocks until the
// task is finished and returns its result (with the final status, StatusDone
// or StatusLanded), or an error. It may be called again for a task it has
// seen before (after a restart the router re-dispatches unfinished tasks), so
// it must be idempotent by task id: operators key their work by Task.ID.
// When ctx ends, Dispatch returns promptly with ctx's error; the router then
// leaves the task unfinished so that it resumes on the next start.
type Dispatcher interface {
	Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error)
}

// ErrUnknownModel is returned by a dispatcher asked to run a model it lacks.
var ErrUnknownModel = errors.New("unknown model")

// LocalDispatcher runs tasks in this process on inference.Engine with the CPU
// backend: the router is then usable end to end without operators. Results
// are final as StatusDone (nothing is signed or landed).
type LocalDispatcher struct {
	mu      sync.RWMutex
	engines map[inference.Hash]*inference.Engine
	workers int
}

// NewLocalDispatcher runs each task on workers goroutines of the CPU backend
// (0 means GOMAXPROCS).
func NewLocalDispatcher(workers int) *LocalDispatcher {
	return &LocalDispatcher{engines: map[inference.Hash]*inference.Engine{}, workers: workers}
}

// AddModel makes a model runnable under its manifest hash.
func (d *LocalDispatcher) AddModel(m *inference.Model, mf *inference.Manifest) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.engines[mf.Hash] = &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: d.workers}}
}

// Dispatch implements Dispatcher.
func (d *LocalDispatcher) Dispatch(ctx context.Context, t Task, _ func(Progress)) (Status, *Result, error) {
	d.mu.RLock()
	e := d.engines[t.Model]
	d.mu.RUnlock()
	if e == nil {
		return "", nil, fmt.Errorf("%w %s", ErrUnknownModel, t.Model)
	}
	res, err := e.Generate(ctx, t.Prompt, t.N, nil)
	if err != nil {
		return "", nil, err
	}
	root := res.Root
	return StatusDone, &Result{
		Tokens:      res.Tokens,
		Root:        &root,
		Steps:       len(res.Checkpoints),
		Checkpoints: res.Checkpoints,
		Ops:         res.Ops,
		Backend:     e.Backend.Name(),
	}, nil
}
