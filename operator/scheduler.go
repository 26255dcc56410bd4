package operator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// Continuous batching. Tasks of one engine share one inference.Decoder:
// every step reads the weights once for the whole batch, which on a CPU is
// what a token costs. Execute queues a job and waits; one goroutine drives
// the decoder, admitting queued jobs between steps while the batch has room
// (MaxBatch sequences) and the KV caches fit the memory budget, in order of
// deadline then arrival. The goroutine runs while there is work and ends
// when the queue and the batch are empty, so an idle scheduler holds no
// goroutine and one nobody closes leaks nothing.

// Defaults of BatchOptions.
const (
	DefaultMaxBatch    = 16
	DefaultKVBudget    = 1 << 30 // bytes
	DefaultPrefixCache = 1 << 28 // bytes
)

// BatchOptions bound a Native executor's batch.
type BatchOptions struct {
	MaxBatch int   // sequences decoded together (0: DefaultMaxBatch)
	KVBudget int64 // bytes of KV cache the batch may hold (0: DefaultKVBudget)
	// PrefixCache is the bytes of shared prompt prefixes kept
	// (inference.PrefixCache; 0: DefaultPrefixCache, negative: none).
	PrefixCache int64
}

func (o BatchOptions) withDefaults() BatchOptions {
	if o.MaxBatch <= 0 {
		o.MaxBatch = DefaultMaxBatch
	}
	if o.KVBudget <= 0 {
		o.KVBudget = DefaultKVBudget
	}
	if o.PrefixCache == 0 {
		o.PrefixCache = DefaultPrefixCache
	}
	return o
}

// dueKey carries a task's SLA deadline block in its context.
type dueKey struct{}

// WithDueBlock marks the task run under ctx as due by block b, its SLA's
// deadline on the market: a batching executor admits tasks due earlier
// first. It only orders; nothing is cancelled at the block.
func WithDueBlock(ctx context.Context, b uint64) context.Context {
	if b == 0 {
		return ctx
	}
	return context.WithValue(ctx, dueKey{}, b)
}

func dueBlockOf(ctx context.Context) uint64 {
	b, _ := ctx.Value(dueKey{}).(uint64)
	return b
}

// ErrTooLarge is a task whose KV cache alone exceeds the executor's memory
// budget: it could never be admitted, so it is refused at once (a bad
// request for this operator: asking again does not help).
var ErrTooLarge = fmt.Errorf("%w: the task's KV cache exceeds the operator's memory budget", ErrBadRequest)

// ErrClosed is a task queued or running when its executor was closed.
var ErrClosed = errors.New("operator: executor closed")

// BatchStats is a batching executor's state at one moment.
type BatchStats struct {
	Batch   int   // sequences being decoded
	Queued  int   // jobs waiting for room
	KVBytes int64 // KV cache budgeted to the batch
	Prefix  inference.PrefixStats
}

// job is one Execute call.
type job struct {
	prompt   []int
	n        int
	need     int64     // KV bytes at its last position
	due      uint64    // the SLA's deadline block (WithDueBlock); zero: none
	deadline time.Time // the caller's context deadline; zero: none
	arrival  uint64
	ctx      context.Context // the caller's: once it ends, the job is dropped

	ready chan struct{}       // closed once admitted (seq set) or refused (err set)
	seq   *inference.Sequence // set by the loop before ready closes
	err   error               // set by the loop before ready closes
	fail  error               // set by the loop before it drops seq (Close)
}

// before orders the queue: the earlier SLA deadline block first, then the
// earlier context deadline; a job without one after every job with one,
// and arrival order among equals.
func before(a, b *job) bool {
	switch {
	case (a.due == 0) != (b.due == 0):
		return a.due != 0
	case a.due != b.due:
		return a.due < b.due
	case a.deadline.IsZero() != b.deadline.IsZero():
		return !a.deadline.IsZero()
	case !a.deadline.Equal(b.deadline):
		return a.deadline.Before(b.deadline)
	}
	return a.arrival < b.arrival
}

// admissible is the admission policy: how many jobs at the head of queue
// (in order) join a batch of running sequences holding inUse bytes. It stops
// at the first job that does not fit: a later, smaller job never passes a
// waiting one, so a large job is admitted as soon as enough memory frees.
func admissible(queue []*job, running int, inUse int64, o BatchOptions) int {
	k := 0
	for _, j := range queue {
		if running+k >= o.MaxBatch || inUse+j.need > o.KVBudget {
			break
		}
		inUse += j.need
		k++
	}
	return k
}

// scheduler batches an engine's generations (see the top of the file).
type scheduler struct {
	dec    *inference.Decoder
	cfg    inference.Config
	opts   BatchOptions
	prefix *inference.PrefixCache // nil: none
	bytes  func(positions int) int64

	mu       sync.Mutex
	queue    []*job // sorted by before
	arrivals uint64
	running  bool // a loop goroutine is driving dec
	closed   bool
	stats    BatchStats
	peak     BatchStats // the highest Batch and KVBytes seen (tests)
	loops    sync.WaitGroup

	active []*job // admitted, owned by the loop goroutine
}

func newScheduler(e *inference.Engine, o BatchOptions) (*scheduler, error) {
	d, err := e.NewDecoder(0)
	if err != nil {
		return nil, err
	}
	o = o.withDefaults()
	var pc *inference.PrefixCache
	if o.PrefixCache > 0 {
		pc = inference.NewPrefixCache(o.PrefixCache)
		d.UsePrefixCache(pc)
	}
	c := e.Model.Config
	return &scheduler{dec: d, cfg: c, opts: o, prefix: pc, bytes: func(p int) int64 { return inference.KVBytes(c, p) }}, nil
}

// generate queues the generation and waits for its result. A bad request
// fails at once with the engine's sentinel errors, a task too large for the
// budget with ErrTooLarge.
func (s *scheduler) generate(ctx context.Context, prompt []int, n int) (*inference.Result, error) {
	if err := inference.CheckRequest(s.cfg, prompt, n); err != nil {
		return nil, err
	}
	positions := len(prompt) + n - 1
	j := &job{prompt: prompt, n: n, need: s.bytes(positions), ctx: ctx, ready: make(chan struct{})}
	if j.need > s.opts.KVBudget {
		return nil, fmt.Errorf("%w: %d positions need %d bytes, the budget is %d", ErrTooLarge, positions, j.need, s.opts.KVBudget)
	}
	j.deadline, _ = ctx.Deadline()
	j.due = dueBlockOf(ctx)
	if err := s.enqueue(j); err != nil {
		return nil, err
	}
	select {
	case <-j.ready:
	case <-ctx.Done():
		if s.withdraw(j) {
			return nil, ctx.Err()
		}
		<-j.ready // the loop took it meanwhile: it answers at once
	}
	if j.err != nil {
		return nil, j.err
	}
	select {
	case <-j.seq.Done():
	case <-ctx.Done():
		return nil, ctx.Err() // the loop drops the sequence at its next step
	}
	if j.fail != nil {
		return nil, j.fail
	}
	return j.seq.Wait(context.Background()) // done: returns at once
}

// enqueue puts j in the queue in its place and starts the loop if none runs.
func (s *scheduler) enqueue(j *job) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	s.arrivals++
	j.arrival = s.arrivals
	i, _ := slices.BinarySearchFunc(s.queue, j, func(a, b *job) int {
		if before(a, b) {
			return -1
		}
		return 1
	})
	s.queue = slices.Insert(s.queue, i, j)
	s.stats.Queued = len(s.queue)
	if !s.running {
		s.running = true
		s.loops.Add(1)
		go s.loop()
	}
	return nil
}

// withdraw takes a job its caller gave up on out of the queue; false when
// the loop already took it.
func (s *scheduler) withdraw(j *job) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := slices.Index(s.queue, j)
	if i < 0 {
		return false
	}
	s.queue = slices.Delete(s.queue, i, i+1)
	s.stats.Queued = len(s.queue)
	return true
}

// loop drives the decoder until there is nothing to do or the scheduler
// closes. Only it touches dec and active.
func (s *scheduler) loop() {
	defer s.loops.Done()
	for s.iterate() {
	}
}

// iterate admits what fits, drops what nobody waits for, and runs one step
// of the batch; false when the loop should end.
func (s *scheduler) iterate() bool {
	admitted, ok := s.take()
	if !ok {
		return false
	}
	for _, j := range admitted {
		s.start(j)
	}
	s.dropAbandoned()
	if s.dec.Len() == 0 {
		return true // every admitted job was refused or abandoned
	}
	// Not the scheduler's context: a step is short, and Close waits for it
	// rather than leave sequences half-stepped.
	finished, err := s.dec.Step(context.Background())
	s.retire(finished, err)
	return true
}

// take pops the jobs the policy admits and books their memory. It reports
// false when the loop should end: the scheduler closed (the batch is failed
// with ErrClosed) or there is no work left.
func (s *scheduler) take() ([]*job, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		for _, j := range s.active {
			j.fail = ErrClosed
			s.dec.Drop(j.seq)
		}
		s.active = nil
		s.stats = BatchStats{}
		s.running = false
		return nil, false
	}
	if len(s.queue) == 0 && len(s.active) == 0 {
		s.running = false
		return nil, false
	}
	k := admissible(s.queue, len(s.active), s.stats.KVBytes, s.opts)
	admitted := slices.Clone(s.queue[:k])
	s.queue = slices.Delete(s.queue, 0, k)
	for _, j := range admitted {
		s.stats.KVBytes += j.need
	}
	s.active = append(s.active, admitted...)
	s.stats.Batch, s.stats.Queued = len(s.active), len(s.queue)
	s.peak.Batch, s.peak.KVBytes = max(s.peak.Batch, s.stats.Batch), max(s.peak.KVBytes, s.stats.KVBytes)
	return admitted, true
}

// start adds an admitted job to the decoder and wakes its caller.
func (s *scheduler) start(j *job) {
	j.seq, j.err = s.dec.Add(j.prompt, j.n)
	if j.err != nil {
		s.remove(func(a *job) bool { return a == j })
	}
	close(j.ready)
}

// dropAbandoned drops the sequences whose callers stopped waiting.
func (s *scheduler) dropAbandoned() {
	s.remove(func(j *job) bool {
		if j.ctx.Err() == nil {
			return false
		}
		s.dec.Drop(j.seq)
		return true
	})
}

// retire releases what left the batch: the finished sequences, or, after a
// failed step, every sequence (the decoder failed them all with the error,
// which their callers get; the loop goes on with the next jobs).
func (s *scheduler) retire(finished []*inference.Sequence, err error) {
	if err != nil {
		s.remove(func(*job) bool { return true })
		return
	}
	if len(finished) > 0 {
		s.remove(func(j *job) bool { return slices.Contains(finished, j.seq) })
	}
}

// remove takes the active jobs del picks out of the batch's books.
func (s *scheduler) remove(del func(*job) bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.active = slices.DeleteFunc(s.active, func(j *job) bool {
		if !del(j) {
			return false
		}
		s.stats.KVBytes -= j.need
		return true
	})
	s.stats.Batch = len(s.active)
}

// Stats reports the batch, the queue and the KV memory budgeted now.
func (s *scheduler) Stats() BatchStats {
	s.mu.Lock()
	st := s.stats
	s.mu.Unlock()
	if s.prefix != nil {
		st.Prefix = s.prefix.Stats()
	}
	return st
}

// close fails every queued and running job with ErrClosed and waits for
// the loop to end; later generations fail with ErrClosed.
func (s *scheduler) close() {
	s.mu.Lock()
	if !s.closed {
		s.closed = true
		for _, j := range s.queue {
			j.err = ErrClosed
			close(j.ready)
		}
		s.queue = nil
		s.stats.Queued = 0
	}
	s.mu.Unlock()
	s.loops.Wait()
}
