package inference

import (
	"sync"
	"sync/atomic"
	"time"
)

// Fan-out for the CPU backend. A decode step runs ~40–150 products of
// ~0.05–2 ms each, so what a fan-out costs beyond its weight stream decides
// how close a step gets to the memory bound. The design:
//   - helpers are persistent goroutines, shared by every runner in the
//     process; the caller works too;
//   - each participant owns one contiguous share of the rows and takes
//     chunks from its front, so each core reads one ascending address
//     stream (what the prefetchers follow best); whoever runs out steals
//     chunks from the back of the others' shares, so a helper that starts
//     late, or never, is covered by the caller;
//   - between fan-outs an idle helper polls for helperSpin before it
//     parks, and the caller polls for waitSpin for the chunks still running
//     elsewhere before it blocks. Waking a parked thread took ~100 µs in
//     this VM (BenchmarkWakeHelper), longer than most products: with
//     parking at once, the helper missed the start of nearly every product
//     and the caller slept through the end of many (the execution tracer
//     showed the caller runnable ~94 µs at the median after each such
//     block).
//
// Measured on the 2-core bench machine, `deepcall bench engine` ratio to
// the stream bound: park at once, chunks claimed in turn from one counter
// 0.57; with the polls 0.78; with the polls and contiguous shares 0.84 (four
// interleaved runs each, the AVX-512 assembly kernel in all three). The
// polls are bounded, so a process with no decode in flight is idle after
// helperSpin, and a helper the OS has descheduled costs the caller at most
// the chunk it holds.

const (
	// helperSpin covers the gaps between the products of a step and
	// between steps (norms, attention on short contexts, the engine's
	// bookkeeping: a few to a few tens of µs).
	helperSpin = 100 * time.Microsecond
	// waitSpin bounds the caller's wait for chunks running elsewhere (a
	// chunk is a few µs of streaming); past it the other goroutine is
	// descheduled, and the caller blocks instead of burning its core.
	waitSpin = 100 * time.Microsecond
)

// share is a range [lo, hi) of a task, packed as lo<<32 | hi so one CAS
// takes a chunk from either end. Padded to its own cache line: the
// participants take chunks from their own shares concurrently.
type share struct {
	v atomic.Uint64
	_ [56]byte
}

func packRange(lo, hi int) uint64 { return uint64(lo)<<32 | uint64(hi) }

func (s *share) load() (lo, hi int, v uint64) {
	v = s.v.Load()
	return int(v >> 32), int(v & (1<<32 - 1)), v
}

// front takes up to n items from the front; ok is false when it is empty.
func (s *share) front(n int) (lo, hi int, ok bool) {
	for {
		lo, hi, v := s.load()
		if lo >= hi {
			return 0, 0, false
		}
		if e := min(lo+n, hi); s.v.CompareAndSwap(v, packRange(e, hi)) {
			return lo, e, true
		}
	}
}

// back takes up to n items from the back; ok is false when it is empty.
func (s *share) back(n int) (lo, hi int, ok bool) {
	for {
		lo, hi, v := s.load()
		if lo >= hi {
			return 0, 0, false
		}
		if b := max(hi-n, lo); s.v.CompareAndSwap(v, packRange(lo, b)) {
			return b, hi, true
		}
	}
}

// task is a range [0, n) cut into one share per participant (the caller's
// is shares[0], helper i's shares[i+1]) and processed in chunks.
type task struct {
	body   func(lo, hi int)
	n      int
	chunk  int
	shares []share
	done   atomic.Int64  // items finished
	fin    chan struct{} // gets one value when done reaches n
}

// run runs one claimed range and counts it done.
func (t *task) run(lo, hi int) {
	t.body(lo, hi)
	if t.done.Add(int64(hi-lo)) == int64(t.n) {
		t.fin <- struct{}{} // buffered: never blocks
	}
}

// work runs participant me's share front to back, then steals from the
// backs of the others' until every share is empty.
func (t *task) work(me int) {
	for {
		lo, hi, ok := t.shares[me].front(t.chunk)
		if !ok {
			break
		}
		t.run(lo, hi)
	}
	for i := 1; i < len(t.shares); {
		lo, hi, ok := t.shares[(me+i)%len(t.shares)].back(t.chunk)
		if !ok {
			i++ // empty for good: shares never grow
			continue
		}
		t.run(lo, hi)
	}
}

// parallelFor runs body over [0, n) in chunks of at most chunk items on the
// caller and up to workers-1 helpers, and returns when all of it has run.
// body must be safe to call concurrently on disjoint ranges.
func parallelFor(workers, n, chunk int, body func(lo, hi int)) {
	chunks := (n + chunk - 1) / chunk
	if workers <= 1 || chunks <= 1 || n >= 1<<32 {
		body(0, n)
		return
	}
	hs := helpers(min(workers, chunks) - 1)
	k := len(hs) + 1
	t := &task{body: body, n: n, chunk: chunk, shares: make([]share, k), fin: make(chan struct{}, 1)}
	for i := range t.shares {
		// On chunk boundaries, so that each share is whole chunks but the
		// last.
		t.shares[i].v.Store(packRange(min(chunks*i/k*chunk, n), min(chunks*(i+1)/k*chunk, n)))
	}
	for _, h := range hs {
		h.give(t)
	}
	t.work(0)
	start := time.Now()
	for spins := 1; t.done.Load() != int64(n); spins++ {
		if spins%64 == 0 && time.Since(start) > waitSpin {
			<-t.fin
			return
		}
	}
}

type helper struct {
	share  int // its share in every task it is given
	task   atomic.Pointer[task]
	parked atomic.Bool
	wake   chan struct{}
}

var pool struct {
	mu sync.Mutex
	hs []*helper
}

// helpers returns k helpers, starting any that do not exist yet. Helper i
// is only ever given tasks of more than i+1 shares, and works share i+1.
func helpers(k int) []*helper {
	pool.mu.Lock()
	defer pool.mu.Unlock()
	for len(pool.hs) < k {
		h := &helper{share: len(pool.hs) + 1, wake: make(chan struct{}, 1)}
		pool.hs = append(pool.hs, h)
		go h.loop()
	}
	return pool.hs[:k]
}

// give hands t to h. If h is busy with another task it finds t (or a later
// one, whose caller then covers t's share of h) when done; if t is finished
// by then, work returns at once.
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
		h.wait().work(h.share)
	}
}

// wait returns the next task: polling for up to helperSpin, then parked.
func (h *helper) wait() *task {
	start := time.Now()
	for spins := 1; ; spins++ {
		// Load before Swap: polling a line the caller writes only when it
		// gives a task keeps the line shared instead of bouncing it.
		if h.task.Load() != nil {
			if t := h.task.Swap(nil); t != nil {
				return t
			}
		}
		if spins%64 == 0 && time.Since(start) > helperSpin {
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
