package operator

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/inference"
)

func TestAdmissible(t *testing.T) {
	q := func(needs ...int64) []*job {
		out := make([]*job, len(needs))
		for i, n := range needs {
			out[i] = &job{need: n}
		}
		return out
	}
	o := BatchOptions{MaxBatch: 3, KVBudget: 100}
	for _, tc := range []struct {
		name    string
		queue   []*job
		running int
		inUse   int64
		want    int
	}{
		{"empty queue", nil, 0, 0, 0},
		{"all fit", q(10, 20, 30), 0, 0, 3},
		{"batch bound", q(1, 1, 1, 1), 0, 0, 3},
		{"batch bound with running", q(1, 1, 1), 2, 2, 1},
		{"batch full", q(1), 3, 3, 0},
		{"budget exactly", q(40, 60), 0, 0, 2},
		{"budget stops the second", q(40, 61), 0, 0, 1},
		{"head waits, no jumping", q(70, 10, 10), 1, 40, 0},
		{"fits beside the running", q(60), 1, 40, 1},
		{"stops at the first that does not fit", q(20, 50, 5), 0, 40, 1},
		{"whole budget on an empty batch", q(100), 0, 0, 1},
	} {
		if got := admissible(tc.queue, tc.running, tc.inUse, o); got != tc.want {
			t.Errorf("%s: admissible = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestQueueOrder(t *testing.T) {
	t0 := time.Unix(1000, 0)
	for _, tc := range []struct {
		name string
		a, b job
		want bool
	}{
		{"earlier arrival", job{arrival: 1}, job{arrival: 2}, true},
		{"later arrival", job{arrival: 2}, job{arrival: 1}, false},
		{"a deadline before none", job{arrival: 9, deadline: t0}, job{arrival: 1}, true},
		{"none after a deadline", job{arrival: 1}, job{arrival: 9, deadline: t0}, false},
		{"earlier deadline", job{arrival: 9, deadline: t0}, job{arrival: 1, deadline: t0.Add(time.Second)}, true},
		{"equal deadlines: arrival", job{arrival: 2, deadline: t0}, job{arrival: 1, deadline: t0}, false},
		{"an SLA block before none", job{arrival: 9, due: 50}, job{arrival: 1, deadline: t0}, true},
		{"none after an SLA block", job{arrival: 1, deadline: t0}, job{arrival: 9, due: 50}, false},
		{"earlier SLA block", job{arrival: 9, due: 40}, job{arrival: 1, due: 50, deadline: t0}, true},
		{"equal SLA blocks: the context deadline", job{arrival: 9, due: 50, deadline: t0}, job{arrival: 1, due: 50}, true},
	} {
		if got := before(&tc.a, &tc.b); got != tc.want {
			t.Errorf("%s: before = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// single is a generation on the engine's one-sequence path (a trace that
// never fires keeps Generate off the decoder): what a batched task must equal.
func single(t *testing.T, e *inference.Engine, prompt []int, n int) Execution {
	t.Helper()
	res, err := e.Generate(context.Background(), prompt, n, &inference.StepTrace{Step: -1, Func: func(inference.Op, []int32) {}})
	if err != nil {
		t.Fatal(err)
	}
	return Execution{Tokens: res.Tokens, Root: res.Root, Checkpoints: res.Checkpoints}
}

func sameExecution(t *testing.T, what string, got, want Execution) {
	t.Helper()
	if !slices.Equal(got.Tokens, want.Tokens) || got.Root != want.Root || !slices.Equal(got.Checkpoints, want.Checkpoints) {
		t.Errorf("%s: tokens %v root %s (%d checkpoints), want tokens %v root %s (%d)", what,
			got.Tokens, got.Root, len(got.Checkpoints), want.Tokens, want.Root, len(want.Checkpoints))
	}
}

type task struct {
	prompt []int
	n      int
}

func randomTasks(rng *rand.Rand, c inference.Config, k int) []task {
	out := make([]task, k)
	for i := range out {
		p := make([]int, 1+rng.IntN(20))
		for j := range p {
			p[j] = rng.IntN(c.Vocab)
		}
		out[i] = task{prompt: p, n: 1 + rng.IntN(30)}
	}
	return out
}

// TestNativeBatchesConcurrentTasks: 20 concurrent tasks of mixed prompts and
// lengths each get exactly the single run's tokens, root and checkpoints,
// while the batch never holds more than MaxBatch sequences nor more KV
// memory than the budget, and does batch.
func TestNativeBatchesConcurrentTasks(t *testing.T) {
	m, mf := model(t)
	c := m.Config
	tasks := randomTasks(rand.New(rand.NewPCG(1, 2)), c, 20)
	budget := 3 * inference.KVBytes(c, 50) // a few tasks at a time: the budget binds before MaxBatch does, now and then
	x := NewNative(m, mf, 1, BatchOptions{MaxBatch: 4, KVBudget: budget})
	defer x.Close()
	got := make([]Execution, len(tasks))
	var wg sync.WaitGroup
	for i, tk := range tasks {
		wg.Go(func() {
			var err error
			if got[i], err = x.Execute(context.Background(), tk.prompt, tk.n); err != nil {
				t.Errorf("task %d: %v", i, err)
			}
		})
	}
	wg.Wait()
	for i, tk := range tasks {
		sameExecution(t, fmt.Sprintf("task %d", i), got[i], single(t, x.Engine, tk.prompt, tk.n))
	}
	s := x.sched
	s.mu.Lock()
	peak, now := s.peak, s.stats
	s.mu.Unlock()
	if peak.Batch > 4 || peak.KVBytes > budget {
		t.Errorf("peak batch %d (at most 4), peak KV %d bytes (budget %d)", peak.Batch, peak.KVBytes, budget)
	}
	if peak.Batch < 2 {
		t.Errorf("peak batch %d: 20 concurrent tasks were never batched", peak.Batch)
	}
	if now != (BatchStats{}) {
		t.Errorf("after every task: %+v, want nothing held", now)
	}
}

// manual returns a scheduler whose loop the test drives (iterate): enqueue
// sees one running and starts none.
func manual(t *testing.T, b inference.Backend, o BatchOptions) *scheduler {
	t.Helper()
	m, mf := model(t)
	s, err := newScheduler(&inference.Engine{Model: m, Manifest: mf.Hash, Backend: b}, o)
	if err != nil {
		t.Fatal(err)
	}
	s.running = true
	return s
}

type outcome struct {
	res *inference.Result
	err error
}

// submit starts a generation and waits until it is queued.
func submit(t *testing.T, ctx context.Context, s *scheduler, prompt []int, n int) <-chan outcome {
	t.Helper()
	before := s.arrivalsNow()
	out := make(chan outcome, 1)
	go func() {
		res, err := s.generate(ctx, prompt, n)
		out <- outcome{res, err}
	}()
	for deadline := time.Now().Add(10 * time.Second); s.arrivalsNow() == before; {
		if time.Now().After(deadline) {
			t.Fatal("the generation was never queued")
		}
		time.Sleep(time.Millisecond)
	}
	return out
}

func (s *scheduler) arrivalsNow() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.arrivals
}

func (s *scheduler) activePrompts() [][]int {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out [][]int
	for _, j := range s.active {
		out = append(out, j.prompt)
	}
	return out
}

func wantStats(t *testing.T, s *scheduler, what string, want BatchStats) {
	t.Helper()
	if got := s.Stats(); got != want {
		t.Fatalf("%s: %+v, want %+v", what, got, want)
	}
}

// TestSchedulerDoesNotStarveALargeTask: a large task at the head of the
// queue that does not fit beside the running one waits, and a small task
// behind it that would fit does not pass it; the large one is admitted as
// soon as the running one frees its memory, before the small one.
func TestSchedulerDoesNotStarveALargeTask(t *testing.T) {
	m, mf := model(t)
	c := m.Config
	kv := func(prompt []int, n int) int64 { return inference.KVBytes(c, len(prompt)+n-1) }
	a, b, small := []int{1, 5}, []int{1, 9, 30, 40}, []int{1, 7}
	const na, nb, ns = 3, 100, 10
	s := manual(t, inference.CPU{Workers: 1}, BatchOptions{MaxBatch: 8, KVBudget: kv(a, na) + kv(b, nb) - 1})
	if kv(a, na)+kv(small, ns) > s.opts.KVBudget || kv(b, nb)+kv(small, ns) <= s.opts.KVBudget {
		t.Fatal("the sizes do not make the case")
	}
	ctx := context.Background()
	ra := submit(t, ctx, s, a, na)
	s.iterate()
	wantStats(t, s, "a admitted", BatchStats{Batch: 1, KVBytes: kv(a, na)})
	rb := submit(t, ctx, s, b, nb)
	rs := submit(t, ctx, s, small, ns)
	for s.activePrompts() != nil && slices.Equal(s.activePrompts()[0], a) {
		wantStats(t, s, "while a runs", BatchStats{Batch: 1, Queued: 2, KVBytes: kv(a, na)})
		s.iterate()
	}
	s.iterate() // a has left the batch: the next boundary admits
	if p := s.activePrompts(); len(p) != 1 || !slices.Equal(p[0], b) {
		t.Fatalf("after a: the batch holds %v, want the large task alone", p)
	}
	wantStats(t, s, "b admitted", BatchStats{Batch: 1, Queued: 1, KVBytes: kv(b, nb)})
	for s.Stats() != (BatchStats{}) {
		s.iterate()
	}
	for _, r := range []struct {
		ch     <-chan outcome
		prompt []int
		n      int
	}{{ra, a, na}, {rb, b, nb}, {rs, small, ns}} {
		o := <-r.ch
		if o.err != nil {
			t.Fatal(o.err)
		}
		want := single(t, &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}, r.prompt, r.n)
		sameExecution(t, fmt.Sprint(r.prompt), Execution{Tokens: o.res.Tokens, Root: o.res.Root, Checkpoints: o.res.Checkpoints}, want)
	}
}

// TestSchedulerAdmitsEarlierDeadlinesFirst: of queued tasks, one whose
// caller has a deadline goes before one that has none, whatever came first.
func TestSchedulerAdmitsEarlierDeadlinesFirst(t *testing.T) {
	s := manual(t, inference.CPU{Workers: 1}, BatchOptions{MaxBatch: 1})
	first := submit(t, context.Background(), s, []int{1, 2}, 2)
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	late := submit(t, ctx, s, []int{1, 3}, 2)
	s.iterate()
	if p := s.activePrompts(); len(p) != 1 || !slices.Equal(p[0], []int{1, 3}) {
		t.Fatalf("admitted %v, want the task with a deadline", p)
	}
	for s.Stats() != (BatchStats{}) {
		s.iterate()
	}
	for _, ch := range []<-chan outcome{first, late} {
		if o := <-ch; o.err != nil {
			t.Fatal(o.err)
		}
	}
}

// TestSchedulerCancellation: a task whose caller gives up while queued
// leaves the queue at once; one given up while running is dropped at the
// next step, its memory freed.
func TestSchedulerCancellation(t *testing.T) {
	s := manual(t, inference.CPU{Workers: 1}, BatchOptions{MaxBatch: 1})
	running := submit(t, context.Background(), s, []int{1, 2}, 50)
	s.iterate()
	ctx, cancel := context.WithCancel(context.Background())
	queued := submit(t, ctx, s, []int{1, 4}, 5)
	wantStats(t, s, "one queued", BatchStats{Batch: 1, Queued: 1, KVBytes: s.bytes(51)})
	cancel()
	if o := <-queued; !errors.Is(o.err, context.Canceled) {
		t.Fatalf("cancelled while queued: %v", o.err)
	}
	wantStats(t, s, "withdrawn", BatchStats{Batch: 1, KVBytes: s.bytes(51)})

	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	s2 := manual(t, inference.CPU{Workers: 1}, BatchOptions{})
	dropped := submit(t, ctx2, s2, []int{1, 2}, 50)
	s2.iterate()
	wantStats(t, s2, "admitted", BatchStats{Batch: 1, KVBytes: s2.bytes(51)})
	cancel2()
	if o := <-dropped; !errors.Is(o.err, context.Canceled) {
		t.Fatalf("cancelled while running: %v", o.err)
	}
	s2.iterate()
	wantStats(t, s2, "dropped", BatchStats{})
	if s2.dec.Len() != 0 {
		t.Fatalf("the decoder still holds %d sequences", s2.dec.Len())
	}
	if s2.iterate() {
		t.Fatal("the loop goes on with nothing to do")
	}

	for s.Stats() != (BatchStats{}) {
		s.iterate()
	}
	if o := <-running; o.err != nil {
		t.Fatal(o.err)
	}
}

// gateCPU is the CPU backend whose batched steps wait for proceed to
// close, telling entered (when it has room) as each begins.
type gateCPU struct {
	inference.CPU
	entered chan struct{}
	proceed chan struct{}
}

func (b *gateCPU) StepBatch(rows []inference.BatchStep) error {
	select {
	case b.entered <- struct{}{}:
	default:
	}
	<-b.proceed
	return b.CPU.StepBatch(rows)
}

// TestSchedulerClose: closing fails the running and the queued tasks with
// ErrClosed, waits for the loop to end at the step under way, and refuses
// later tasks.
func TestSchedulerClose(t *testing.T) {
	m, mf := model(t)
	gate := &gateCPU{CPU: inference.CPU{Workers: 1}, entered: make(chan struct{}, 1), proceed: make(chan struct{})}
	x := &Native{Engine: &inference.Engine{Model: m, Manifest: mf.Hash, Backend: gate}, Batch: BatchOptions{MaxBatch: 1}}
	s := x.scheduler()
	running := submit(t, context.Background(), s, []int{1, 2}, 50)
	<-gate.entered // the loop is in its first step
	queued := submit(t, context.Background(), s, []int{1, 3}, 5)
	wantStats(t, s, "before Close", BatchStats{Batch: 1, Queued: 1, KVBytes: s.bytes(51)})
	closed := make(chan struct{})
	go func() { x.Close(); close(closed) }()
	if o := <-queued; !errors.Is(o.err, ErrClosed) {
		t.Errorf("queued task at Close: %v, want ErrClosed", o.err)
	}
	select {
	case <-closed:
		t.Fatal("Close returned with the loop in a step")
	case <-time.After(20 * time.Millisecond):
	}
	close(gate.proceed)
	<-closed
	if o := <-running; !errors.Is(o.err, ErrClosed) {
		t.Errorf("running task at Close: %v, want ErrClosed", o.err)
	}
	wantStats(t, s, "after Close", BatchStats{})
	if s.running || s.dec.Len() != 0 {
		t.Errorf("after Close: loop running %v, %d sequences in the decoder", s.running, s.dec.Len())
	}
	if _, err := x.Execute(context.Background(), []int{1}, 1); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v, want ErrClosed", err)
	}
}

// TestNativeRefusals: a task whose KV cache exceeds the whole budget is
// refused at once, as a bad request; malformed tasks get the engine's
// sentinel errors unchanged.
func TestNativeRefusals(t *testing.T) {
	m, mf := model(t)
	x := NewNative(m, mf, 1, BatchOptions{KVBudget: inference.KVBytes(m.Config, 10)})
	defer x.Close()
	if _, err := x.Execute(context.Background(), []int{1, 2}, 9); err != nil {
		t.Fatalf("exactly the budget: %v", err)
	}
	_, err := x.Execute(context.Background(), []int{1, 2}, 10)
	if !errors.Is(err, ErrTooLarge) || !errors.Is(err, ErrBadRequest) {
		t.Fatalf("one position over the budget: %v", err)
	}
	if code := codeOf(fmt.Errorf("execute task x: %w", err)); code != CodeBadRequest || statusOf(code) != http.StatusBadRequest {
		t.Errorf("too large: code %s, status %d", code, statusOf(code))
	}
	for _, tc := range []struct {
		prompt []int
		n      int
		want   error
	}{
		{nil, 1, inference.ErrEmptyPrompt},
		{[]int{1, m.Config.Vocab}, 1, inference.ErrTokenOutOfRange},
		{[]int{1}, 0, inference.ErrBadCount},
		{[]int{1}, m.Config.SeqLen + 1, inference.ErrContextOverflow},
	} {
		if _, err := x.Execute(context.Background(), tc.prompt, tc.n); !errors.Is(err, tc.want) {
			t.Errorf("prompt %v n %d: %v, want %v", tc.prompt, tc.n, err, tc.want)
		}
	}
	if st := x.BatchStats(); st != (BatchStats{}) {
		t.Errorf("refusals left %+v", st)
	}
}

// failingCPU is the CPU backend with a switch that fails its batched steps.
type failingCPU struct {
	inference.CPU
	fail atomic.Bool
}

var errStepFault = errors.New("injected step fault")

func (b *failingCPU) StepBatch(rows []inference.BatchStep) error {
	if b.fail.Load() {
		return errStepFault
	}
	return b.CPU.StepBatch(rows)
}

// TestSchedulerStepFailure: a failed step fails the tasks of the batch with
// its error and frees their memory; the next task runs as usual.
func TestSchedulerStepFailure(t *testing.T) {
	b := &failingCPU{CPU: inference.CPU{Workers: 1}}
	s := manual(t, b, BatchOptions{})
	r1 := submit(t, context.Background(), s, []int{1, 2}, 5)
	r2 := submit(t, context.Background(), s, []int{1, 3}, 5)
	b.fail.Store(true)
	s.iterate()
	for _, ch := range []<-chan outcome{r1, r2} {
		if o := <-ch; !errors.Is(o.err, errStepFault) {
			t.Errorf("task in the failed step: %v", o.err)
		}
	}
	wantStats(t, s, "after the failure", BatchStats{})
	b.fail.Store(false)
	r3 := submit(t, context.Background(), s, []int{1, 4}, 5)
	for s.iterate() {
	}
	o := <-r3
	if o.err != nil {
		t.Fatal(o.err)
	}
	m, mf := model(t)
	want := single(t, &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}, []int{1, 4}, 5)
	sameExecution(t, "after the failure", Execution{Tokens: o.res.Tokens, Root: o.res.Root, Checkpoints: o.res.Checkpoints}, want)
}

// TestBatchMetrics: a daemon whose executor batches exports the batch's
// gauges.
func TestBatchMetrics(t *testing.T) {
	m, mf := model(t)
	x := NewNative(m, mf, 1)
	defer x.Close()
	for _, exec := range []Executor{x, &Both{A: x, B: x}} {
		reg := prometheus.NewRegistry()
		if _, err := newDaemonMetrics(reg, exec); err != nil {
			t.Fatal(err)
		}
		fams, err := reg.Gather()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, f := range fams {
			names = append(names, f.GetName())
		}
		for _, want := range []string{"deepcall_operator_batch_sequences", "deepcall_operator_queued_tasks", "deepcall_operator_kv_bytes"} {
			if !slices.Contains(names, want) {
				t.Errorf("%s: no %s in %v", exec.Name(), want, names)
			}
		}
	}
}

// TestNativeSharesPromptPrefixes: a task whose prompt starts with another
// one's whole blocks reads them from the prefix cache, and its answer is
// still the single run's; with the cache off nothing is kept.
func TestNativeSharesPromptPrefixes(t *testing.T) {
	m, mf := model(t)
	rng := rand.New(rand.NewPCG(4, 5))
	system := make([]int, 2*inference.PrefixBlock)
	for i := range system {
		system[i] = rng.IntN(m.Config.Vocab)
	}
	for _, size := range []int64{0, -1} {
		x := NewNative(m, mf, 1, BatchOptions{PrefixCache: size})
		for q := range 3 {
			prompt := append(slices.Clone(system), 1+q, 2+q, 3)
			got, err := x.Execute(context.Background(), prompt, 4)
			if err != nil {
				t.Fatal(err)
			}
			sameExecution(t, fmt.Sprintf("cache %d, question %d", size, q), got, single(t, x.Engine, prompt, 4))
		}
		st := x.BatchStats().Prefix
		switch {
		case size == 0 && (st.Hits != 2 || st.Blocks != 2):
			t.Errorf("default cache: %+v, want 2 blocks and 2 hits", st)
		case size < 0 && st != (inference.PrefixStats{}):
			t.Errorf("no cache: %+v, want nothing", st)
		}
		x.Close()
	}
}

// recordingExecutor is Native that notes the SLA block each task's
// context carries.
type recordingExecutor struct {
	*Native
	mu  sync.Mutex
	due []uint64
}

func (x *recordingExecutor) Execute(ctx context.Context, prompt []int, n int) (Execution, error) {
	x.mu.Lock()
	x.due = append(x.due, dueBlockOf(ctx))
	x.mu.Unlock()
	return x.Native.Execute(ctx, prompt, n)
}

// A task request's SLA deadline block reaches the executor's context (the
// batch's order); it changes nothing of the signed answer.
func TestDaemonHandsTheSLABlockToTheBatch(t *testing.T) {
	m, mf := model(t)
	x := &recordingExecutor{Native: NewNative(m, mf, 1)}
	fx := newFixture(t, x, Fault{})
	ctx := context.Background()
	plain, err := fx.d.Handle(ctx, fx.req)
	if err != nil {
		t.Fatal(err)
	}
	due := fx.req
	due.TaskID, due.DeadlineBlock = "task-due", 77
	got, err := fx.d.Handle(ctx, due)
	if err != nil {
		t.Fatal(err)
	}
	if got.Digest != plain.Digest || got.Root != plain.Root {
		t.Fatalf("the deadline changed the answer: %s, want %s", got.Digest, plain.Digest)
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if !slices.Equal(x.due, []uint64{0, 77}) {
		t.Fatalf("SLA blocks seen by the executor %v, want [0 77]", x.due)
	}
}
