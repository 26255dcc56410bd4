package inference

import (
	"sync"
	"sync/atomic"
	"time"
)

// Fan-out for the CPU backend. Starting a goroutine per product and waiting
// for all of them cost about half the engine's throughput on the bench
// machine: a decode step runs ~60 products of ~0.1–1 ms each, and each
// hand-off to a parked thread took a wake-up, after which the caller idled
// until the slower half finished. Instead:
//   - the caller works too, and rows are claimed in chunks from an atomic
//     counter, so the work balances itself whenever a helper starts late;
//   - helpers are persistent goroutines parked on a channel, woken by the
//     caller's hand-off, so no goroutine is created per product.
//
// Two things tried here that measured worse at normal priority on the shared
// bench machine: waking helpers through an eventfd on the runtime's poller
// (hand-off ~5 µs instead of ~75 µs, BenchmarkWakeHelper; 15–20 % faster
// decoding under real-time priority, but 10–25 % slower in every loaded run:
// a prompt wake-up there seems mostly to hand the helper a chunk it is then
// preempted in), and one contiguous share per worker with stealing from the
// others' ends (a two-core product read 5–10 % faster that way in isolation,
// but with this slow hand-off the caller seemingly spent most products
// stealing the late helper's share backwards).
//
// The pool is shared by every runner in the process. A task never depends on
// a helper: if all helpers are busy elsewhere the caller does the whole task
// itself, so concurrent runners stay correct, merely slower.

// helperSpin is how long an idle helper polls for the next task before it
// parks. Products within a step come back to back, so polling looks
// attractive, but on the shared 2-core bench machine any polling lost to
// parking at once (ratio to bound 0.38 at 0 vs 0.24–0.37 at 200 µs and 1 ms):
// a polling helper takes CPU from the caller whenever the machine is
// oversubscribed. 0 still polls a few hundred times before parking.
const helperSpin = 0

// task is a range [0, n) processed in chunks by whoever claims them.
type task struct {
	body  func(lo, hi int)
	n     int
	chunk int
	next  atomic.Int64  // start of the next unclaimed chunk
	done  atomic.Int64  // items finished
	fin   chan struct{} // gets one value when done reaches n
}

// work claims and runs chunks until none is left.
func (t *task) work() {
	for {
		lo := int(t.next.Add(int64(t.chunk))) - t.chunk
		if lo >= t.n {
			return
		}
		hi := min(lo+t.chunk, t.n)
		t.body(lo, hi)
		if t.done.Add(int64(hi-lo)) == int64(t.n) {
			t.fin <- struct{}{} // buffered: never blocks
		}
	}
}

// parallelFor runs body over [0, n) in chunks of chunk items on the caller
// and up to workers-1 helpers, and returns when all of it has run. body must
// be safe to call concurrently on disjoint ranges.
func parallelFor(workers, n, chunk int, body func(lo, hi int)) {
	chunks := (n + chunk - 1) / chunk
	if workers <= 1 || chunks <= 1 {
		body(0, n)
		return
	}
	t := &task{body: body, n: n, chunk: chunk, fin: make(chan struct{}, 1)}
	for _, h := range helpers(min(workers, chunks) - 1) {
		h.give(t)
	}
	t.work()
	// Every chunk is claimed; wait for those still running elsewhere (at
	// most one chunk each, a few microseconds): poll a little, then block,
	// so a helper the OS has descheduled does not cost a spinning core.
	for range 1000 {
		if t.done.Load() == int64(n) {
			return
		}
	}
	<-t.fin
}

type helper struct {
	task   atomic.Pointer[task]
	parked atomic.Bool
	wake   chan struct{}
}

var pool struct {
	mu sync.Mutex
	hs []*helper
}

// helpers returns k helpers, starting any that do not exist yet.
func helpers(k int) []*helper {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	for len(pool.hs) < k {
		h := &helper{wake: make(chan struct{}, 1)}
		pool.hs = append(pool.hs, h)
		go h.loop()
	}
	return pool.hs[:k]
}

// give hands t to h. If h is busy with another task it will find t (or a
// later one) when done; if t is finished by then, work returns at once.
func (h *helper) give(t *task) {
	h.task.Store(t)
	// Paired with the Store/Swap order in wait: either h sees the task
	// before parking, or we see it parked and wake it.
	if h.parked.Load() {
		select {
		case h.wake <- struct{}{}:
		default:
		}
	}
}

func (h *helper) loop() {
	for {
		h.wait().work()
	}
}

// wait returns the next task: polling for up to helperSpin, then parked.
func (h *helper) wait() *task {
	start := time.Now()
	for spins := 0; ; spins++ {
		if t := h.task.Swap(nil); t != nil {
			return t
		}
		if spins&255 == 255 && time.Since(start) > helperSpin {
			h.parked.Store(true)
			if t := h.task.Swap(nil); t != nil {
				h.parked.Store(false)
				return t
			}
			<-h.wake
			h.parked.Store(false)
			start = time.Now()
		}
	}
}
