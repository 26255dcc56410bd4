package router

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/maphash"
	"log/slog"
	"net/http"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// Model is a model the router accepts tasks for.
type Model struct {
	Hash   inference.Hash
	Name   string
	Config inference.Config
	// Tokenizer is the manifest's pinned tokenizer, loaded (ModelFromDir);
	// nil serves token ids only.
	Tokenizer     *tokenizer.Tokenizer
	TokenizerHash inference.Hash // the manifest's pin, with Tokenizer
	// Chat is the model's chat template (chat.json beside tokenizer.json);
	// nil: the model takes no messages.
	Chat *chat.Template
}

// ModelOf describes a loaded manifest, for token ids only; ModelFromDir also
// loads the tokenizer the manifest pins.
func ModelOf(mf *inference.Manifest) Model {
	return Model{Hash: mf.Hash, Name: mf.Name, Config: mf.Config}
}

// Config configures a Router. Store, Dispatcher and at least one model are
// required; every other field has a default.
type Config struct {
	Store      Store
	Dispatcher Dispatcher
	Models     []Model // the first is the default for requests without "model"

	TTL         time.Duration // an unfinished task fails this long after creation; dedup window (default 15m)
	RateLimit   float64       // task submissions per second per key; 0 disables (default 0)
	Burst       int           // bucket size (default ⌈RateLimit⌉, at least 1)
	APIKeys     []string      // when set, an X-API-Key header must be one of them and is the rate-limit key
	MaxBody     int64         // request body limit in bytes (default 1 MiB)
	Limits                    // per-request limits beyond the model's context
	Workers     int           // tasks dispatched at once (default GOMAXPROCS; a QuorumDispatcher waits on I/O: give it hundreds)
	MaxPending  int           // unfinished tasks before new ones get 429 with a Retry-After hint (default 10,000)
	MaxAttempts int           // dispatches of one task before it fails (default 3)
	AllowOrigin []string      // browser origins allowed (CORS and WebSocket); "*" for any
	SweepEvery  time.Duration // how often expiry runs (default min(TTL/10, 1s))
	Logger      *slog.Logger
	Now         func() time.Time
}

// Router is the task service. Create it with New, serve Handler, stop it
// with Shutdown.
type Router struct {
	cfg    Config
	log    *slog.Logger
	models map[inference.Hash]Model
	def    inference.Hash
	keys   map[[32]byte]bool
	lim    *limiter
	hub    *hub
	mux    http.Handler
	start  time.Time

	stripes [64]sync.Mutex // serialise changes per task id and per dedup key
	seed    maphash.Seed

	mu       sync.Mutex
	cond     *sync.Cond
	active   map[string]*entry // every unfinished task
	queue    []string
	stopping bool

	closing   atomic.Bool
	running   atomic.Int64
	completed atomic.Int64
	finished  atomic.Int64  // tasks that reached a final status (any), for the drain rate
	drainRate atomic.Uint64 // math.Float64bits of finished tasks per second (moving average)

	runCtx    context.Context
	cancelRun context.CancelFunc
	workers   sync.WaitGroup
	sweeper   sync.WaitGroup
	stopSweep chan struct{}
	shutdown  sync.Once
}

type entry struct {
	task   Task
	cancel context.CancelFunc // set while a dispatcher runs it
}

// New opens the router on its store: unfinished tasks from an earlier run
// are resumed (or expired, when their TTL passed meanwhile) and the workers
// start.
func New(cfg Config) (*Router, error) {
	if cfg.Store == nil || cfg.Dispatcher == nil || len(cfg.Models) == 0 {
		return nil, errors.New("router: Store, Dispatcher and a model are required")
	}
	if cfg.TTL <= 0 {
		cfg.TTL = 15 * time.Minute
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = 1 << 20
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.GOMAXPROCS(0)
	}
	if cfg.MaxPending <= 0 {
		cfg.MaxPending = 10000
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	if cfg.SweepEvery <= 0 {
		cfg.SweepEvery = min(cfg.TTL/10, time.Second)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	r := &Router{
		cfg: cfg, log: cfg.Logger, models: map[inference.Hash]Model{}, def: cfg.Models[0].Hash,
		lim: newLimiter(cfg.RateLimit, cfg.Burst, cfg.Now), active: map[string]*entry{},
		seed: maphash.MakeSeed(), stopSweep: make(chan struct{}), start: cfg.Now(),
	}
	r.cond = sync.NewCond(&r.mu)
	for _, m := range cfg.Models {
		if err := m.Config.Validate(); err != nil {
			return nil, fmt.Errorf("router: model %s: %w", m.Hash, err)
		}
		r.models[m.Hash] = m
	}
	if len(cfg.APIKeys) > 0 {
		r.keys = map[[32]byte]bool{}
		for _, k := range cfg.APIKeys {
			r.keys[sha256.Sum256([]byte(k))] = true
		}
	}
	r.hub = newHub(r)
	r.mux = r.routes()
	r.runCtx, r.cancelRun = context.WithCancel(context.Background())

	if err := r.resume(); err != nil {
		return nil, err
	}
	for range cfg.Workers {
		r.workers.Add(1)
		go r.worker()
	}
	r.sweeper.Add(1)
	go r.sweep()
	return r, nil
}

// resume loads the unfinished tasks of an earlier run.
func (r *Router) resume() error {
	tasks, err := r.cfg.Store.Unfinished()
	if err != nil {
		return fmt.Errorf("router: read unfinished tasks: %w", err)
	}
	sort.SliceStable(tasks, func(i, j int) bool { return tasks[i].Created.Before(tasks[j].Created) })
	now := r.cfg.Now()
	var expired []string
	r.mu.Lock()
	for _, t := range tasks {
		r.active[t.ID] = &entry{task: t}
		if !now.Before(t.Expires) {
			expired = append(expired, t.ID)
			continue
		}
		r.queue = append(r.queue, t.ID)
	}
	r.mu.Unlock()
	for _, id := range expired {
		r.expire(id)
	}
	if len(tasks) > 0 {
		r.log.Info("resumed unfinished tasks", "resumed", len(tasks)-len(expired), "expired", len(expired))
	}
	return nil
}

// Handler serves the HTTP API.
func (r *Router) Handler() http.Handler { return r.mux }

// Completed counts the tasks this Router brought to a final, successful status.
func (r *Router) Completed() int64 { return r.completed.Load() }

// Shutdown stops taking tasks, lets running dispatches finish until ctx
// ends, then cancels the rest (they stay unfinished in the store and resume
// on the next start) and closes every stream. It does not close the store.
func (r *Router) Shutdown(ctx context.Context) error {
	var err error
	r.shutdown.Do(func() {
		r.closing.Store(true)
		r.mu.Lock()
		r.stopping = true
		r.cond.Broadcast()
		r.mu.Unlock()
		done := make(chan struct{})
		go func() { r.workers.Wait(); close(done) }()
		select {
		case <-done:
		case <-ctx.Done():
			err = ctx.Err()
			r.cancelRun()
			<-done
		}
		r.cancelRun()
		close(r.stopSweep)
		r.sweeper.Wait()
		r.hub.closeAll()
	})
	return err
}

func (r *Router) stripe(s string) *sync.Mutex {
	return &r.stripes[maphash.String(r.seed, s)%uint64(len(r.stripes))]
}

func newID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Get returns a task by id.
func (r *Router) Get(id string) (Task, error) {
	r.mu.Lock()
	if e := r.active[id]; e != nil {
		t := e.task.clone()
		r.mu.Unlock()
		return t, nil
	}
	r.mu.Unlock()
	return r.cfg.Store.Get(id)
}

// Submit validates and accepts a request. It returns the task and whether it
// is new (false: a dedup hit on an earlier task).
func (r *Router) Submit(req *Request) (Task, bool, *Error) {
	model := r.def
	if req.Model != nil {
		model = *req.Model
	}
	m, ok := r.models[model]
	if !ok {
		return Task{}, false, apiErr(http.StatusUnprocessableEntity, CodeUnknownModel, "model", "this router does not serve model %s", model)
	}
	prompt, text, e := PromptIDs(m, r.cfg.Limits, req)
	if e != nil {
		return Task{}, false, e
	}
	if r.closing.Load() {
		return Task{}, false, apiErr(http.StatusServiceUnavailable, CodeShuttingDown, "", "the router is shutting down")
	}
	input := inference.InputHash(prompt, req.N)
	key := dedupKey(model, input)
	mu := r.stripe(string(key[:]))
	mu.Lock()
	defer mu.Unlock()
	now := r.cfg.Now()
	if id, err := r.cfg.Store.Lookup(key); err == nil {
		if t, err := r.Get(id); err == nil && t.Status != StatusFailed && now.Before(t.Created.Add(r.cfg.TTL)) {
			return t, false, nil
		}
	} else if !errors.Is(err, ErrNotFound) {
		r.log.Error("dedup lookup", "err", err)
		return Task{}, false, apiErr(http.StatusInternalServerError, CodeInternal, "", "the task store failed")
	}
	r.mu.Lock()
	pending := len(r.active)
	r.mu.Unlock()
	if pending >= r.cfg.MaxPending {
		wait := r.drainWait(pending - r.cfg.MaxPending + 1)
		e := apiErr(http.StatusTooManyRequests, CodeOverloaded, "", "%d tasks are unfinished (capacity %d); retry in %s", pending, r.cfg.MaxPending, wait)
		e.RetryAfter = wait
		return Task{}, false, e
	}
	t := Task{
		ID: newID(), Status: StatusQueued, Model: model, InputHash: input,
		Prompt: prompt, PromptText: text, N: req.N,
		Created: now, Updated: now, Expires: now.Add(r.cfg.TTL), Version: 1,
	}
	if err := r.cfg.Store.Create(t, key); err != nil {
		r.log.Error("store task", "id", t.ID, "err", err)
		return Task{}, false, apiErr(http.StatusInternalServerError, CodeInternal, "", "the task store failed")
	}
	r.mu.Lock()
	r.active[t.ID] = &entry{task: t.clone()}
	r.queue = append(r.queue, t.ID)
	r.cond.Signal()
	r.mu.Unlock()
	r.hub.publish(t)
	r.log.Debug("task accepted", "id", t.ID, "prompt", len(t.Prompt), "n", t.N)
	return t, true, nil
}

// change applies f to an unfinished task, stores the result and publishes
// it. f returns false to leave the task as it is. Changes to one task are
// serialised, and each is durable before anyone sees it.
func (r *Router) change(id string, f func(t *Task) bool) (Task, bool, error) {
	mu := r.stripe(id)
	mu.Lock()
	defer mu.Unlock()
	r.mu.Lock()
	e := r.active[id]
	if e == nil {
		r.mu.Unlock()
		return Task{}, false, nil
	}
	t := e.task.clone()
	r.mu.Unlock()
	if t.Status.Final() || !f(&t) {
		return t, false, nil
	}
	r.decodeResult(&t)
	t.Version++
	t.Updated = r.cfg.Now()
	if err := r.cfg.Store.Update(t); err != nil {
		return t, false, fmt.Errorf("store task %s: %w", id, err)
	}
	r.mu.Lock()
	if t.Status.Final() {
		delete(r.active, id)
		r.finished.Add(1)
	} else {
		e.task = t.clone()
	}
	r.mu.Unlock()
	r.hub.publish(t)
	return t, true, nil
}

// stats for healthz.
func (r *Router) stats() (queued, executing int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, e := range r.active {
		if e.task.Status == StatusQueued {
			queued++
		} else {
			executing++
		}
	}
	return
}
