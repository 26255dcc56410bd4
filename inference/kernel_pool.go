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
//   - the caller works too, and rows are claimed in chunks (see task), so
//     the work balances itself whenever a helper starts late;
//   - helpers are persistent goroutines, parked between tasks, so no
//     goroutine is created per product;
//   - helpers are woken through a channel. A goroutine a channel wakes
//     goes to the waker's own run queue slot (runnext), and an idle
//     processor may take it from there only after a short sleep that the
//     kernel's timer slack stretches: in this VM a hand-off takes ~75 µs at
//     the median (BenchmarkWakeHelper), longer than many products, so on a
//     quiet machine the helper often starts late. Waking it through an
//     eventfd on the runtime's poller took ~5 µs and decoded 15–20 % faster
//     under real-time priority, but 10–25 % slower in every run at normal
//     priority on the shared, loaded bench machine (a prompt wake-up there
//     seems mostly to hand the helper a chunk it is then preempted in, and
//     the caller waits a time slice for it), so the channel stays.
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

// task is a range [0, n) processed in chunks by whoever claims them. It is
// cut into one contiguous share per worker; each worker claims chunks from
// the front of its own share, so it streams its own stretch of weights in
// address order, and when that is empty takes chunks from the back of the
// others' shares, so a late or descheduled helper never leaves the caller
// waiting for more than a chunk. On the bench machine two contiguous halves
// read the weights 5–10 % faster than the same chunks dealt out alternately
// from one counter (0.88–0.95 vs 0.82–0.87 of a plain two-core scan).
type task struct {
	body   func(lo, hi int)
	n      int
	chunk  int
	shares []atomic.Uint64 // unclaimed [lo, hi) of each share: lo in the low 32 bits, hi in the high
	joined atomic.Int32    // helpers that have started: the next one's share is joined+1
	done   atomic.Int64    // items finished
	fin    chan struct{}   // gets one value when done reaches n
}

// claim takes a chunk from the front (own share) or the back (another's) of
// share i; ok is false when that share is empty.
func (t *task) claim(i int, front bool) (lo, hi int, ok bool) {
	sp := &t.shares[i]
	for {
		s := sp.Load()
		lo, hi = int(uint32(s)), int(s>>32)
		if lo >= hi {
			return 0, 0, false
		}
		if front {
			hi = min(lo+t.chunk, hi)
			if sp.CompareAndSwap(s, s>>32<<32|uint64(hi)) {
				return lo, hi, true
			}
		} else {
			lo = max(hi-t.chunk, lo)
			if sp.CompareAndSwap(s, uint64(lo)<<32|uint64(uint32(s))) {
				return lo, hi, true
			}
		}
	}
}

// work runs chunks of share own, then of the others, until none is left.
func (t *task) work(own int) {
	for j := range len(t.shares) {
		i := (own + j) % len(t.shares)
		for {
			lo, hi, ok := t.claim(i, i == own)
			if !ok {
				break
			}
			t.body(lo, hi)
			if t.done.Add(int64(hi-lo)) == int64(t.n) {
				t.fin <- struct{}{} // buffered: never blocks
			}
		}
	}
}

// helperWork is work for a helper: the next share not yet taken by one.
func (t *task) helperWork() {
	t.work(int(t.joined.Add(1)) % len(t.shares))
}

// parallelFor runs body over [0, n) in chunks of chunk items on the caller
// and up to workers-1 helpers, and returns when all of it has run. body must
// be safe to call concurrently on disjoint ranges.
func parallelFor(workers, n, chunk int, body func(lo, hi int)) {
	chunks := (n + chunk - 1) / chunk
	if workers <= 1 || chunks <= 1 || n >= 1<<32 { // shares hold 32-bit ends
		body(0, n)
		return
	}
	hs := helpers(min(workers, chunks) - 1)
	t := &task{body: body, n: n, chunk: chunk, shares: make([]atomic.Uint64, 1+len(hs)), fin: make(chan struct{}, 1)}
	for i := range t.shares {
		lo, hi := i*n/len(t.shares), (i+1)*n/len(t.shares)
		t.shares[i].Store(uint64(hi)<<32 | uint64(lo))
	}
	for _, h := range hs {
		h.give(t)
	}
	t.work(0)
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
	// before parking, or we see it parked and wake it; the CAS makes one
	// wake per park.
	if h.parked.CompareAndSwap(true, false) {
		h.wake <- struct{}{} // buffered, and one per park: never blocks
	}
}

func (h *helper) loop() {
	for {
		h.wait().helperWork()
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
				if !h.parked.CompareAndSwap(true, false) {
					<-h.wake // a giver saw us parked: take its wake
				}
				return t
			}
			<-h.wake
			start = time.Now()
		}
	}
}
