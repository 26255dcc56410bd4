package inference

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The kernels must give the exact integer row sums whatever their order of
// evaluation; these tests hold them to math/big.

// bigDot is the textbook Σ row[j]·a[j] on unbounded integers.
func bigDot(row []int16, a []int32) *big.Int {
	s, t := new(big.Int), new(big.Int)
	for j, q := range row {
		s.Add(s, t.Mul(big.NewInt(int64(q)), big.NewInt(int64(a[j]))))
	}
	return s
}

// dotKernel computes the exact sums of two rows of len(a) entries.
type dotKernel struct {
	name string
	dot2 func(r0, r1 []int16, a []int32) (int64, int64)
}

// dotKernels lists every raw dot kernel of this build; the build-tagged test
// files append their vector kernels.
var dotKernels = []dotKernel{
	{"dotInt16", func(r0, r1 []int16, a []int32) (int64, int64) {
		return dotInt16(r0, a), dotInt16(r1, a)
	}},
}

// dotCase is two rows and an activation vector.
type dotCase struct {
	name   string
	r0, r1 []int16
	a      []int32
}

func fill16(n int, f func(j int) int16) []int16 {
	s := make([]int16, n)
	for j := range s {
		s[j] = f(j)
	}
	return s
}

func fill32(n int, f func(j int) int32) []int32 {
	s := make([]int32, n)
	for j := range s {
		s[j] = f(j)
	}
	return s
}

// dotCases covers every length 1..300 (all vector tails and block edges of
// the small sizes), the model's widths, block-boundary sizes and 2^16, with
// random values and the extremes of the spec's ranges.
func dotCases() []dotCase {
	rng := rand.New(rand.NewPCG(11, 12))
	rq := func(int) int16 { return int16(rng.IntN(65535) - 32767) }
	ra := func(int) int32 { return int32(rng.Int64N(2*MaxAct+1) - MaxAct) }
	// Small activations, as after a norm: mostly one or two planes.
	rs := func(int) int32 { return int32(rng.IntN(1<<18) - 1<<17) }
	sign := func(j int) int64 { return 1 - 2*int64(rng.IntN(2)) }
	var cs []dotCase
	add := func(name string, n int, q0, q1 func(int) int16, a func(int) int32) {
		cs = append(cs, dotCase{fmt.Sprintf("%s/%d", name, n), fill16(n, q0), fill16(n, q1), fill32(n, a)})
	}
	maxQ := func(int) int16 { return 32767 }
	minQ := func(int) int16 { return -32767 }
	maxA := func(int) int32 { return MaxAct }
	minA := func(int) int32 { return -MaxAct }
	alt := func(j int) int32 { return int32(int64(MaxAct) * (1 - 2*int64(j&1))) }
	rsgnQ := func(j int) int16 { return int16(32767 * sign(j)) }
	rsgnA := func(j int) int32 { return int32(MaxAct * sign(j)) }
	// Activations whose planes sit at their extremes: digits of ±1024·k.
	edgeA := func(j int) int32 {
		vs := [...]int32{1023, -1024, 1024, -1025, 1<<21 - 1, -(1 << 21), 1<<22 - 1, -(1 << 22), MaxAct, -MaxAct, 0, -1}
		return vs[j%len(vs)]
	}
	sizes := []int{}
	for n := 1; n <= 300; n++ {
		sizes = append(sizes, n)
	}
	sizes = append(sizes, 511, 512, 513, 544, 1023, 1024, 1025, 2816, 4096+31, 1<<16-1, 1<<16)
	for _, n := range sizes {
		if n > 300 || n%7 == 0 {
			add("extreme++", n, maxQ, minQ, maxA)
			add("extreme--", n, minQ, maxQ, minA)
			add("alternating", n, maxQ, rsgnQ, alt)
			add("random-signs", n, rsgnQ, rsgnQ, rsgnA)
			add("plane-edges", n, rq, maxQ, edgeA)
		}
		add("random", n, rq, rq, ra)
		add("small-acts", n, rq, rq, rs)
	}
	// Outside the spec's ranges but still exact in int64 for these widths:
	// weight -32768 and activation -2^31 must not break a kernel either.
	for _, n := range []int{1, 33, 64, 100, 513, 4096} {
		add("int-min", n, func(int) int16 { return -32768 }, rq, func(int) int32 { return -1 << 31 })
	}
	// The largest VPMADDWD lanes the two-plane kernels can see: weight
	// -32768 against digits of -1024 in both low planes (a = -1024·2049).
	for _, n := range []int{512, 1024, 1088, 2048, 2816} {
		add("two-plane-max", n, func(int) int16 { return -32768 }, func(int) int16 { return -32768 }, func(int) int32 { return -1024 * 2049 })
	}
	return cs
}

func TestDotKernelsExact(t *testing.T) {
	cases := dotCases()
	for _, k := range dotKernels {
		for _, c := range cases {
			w0, w1 := bigDot(c.r0, c.a), bigDot(c.r1, c.a)
			s0, s1 := k.dot2(c.r0, c.r1, c.a)
			if !w0.IsInt64() || s0 != w0.Int64() || !w1.IsInt64() || s1 != w1.Int64() {
				t.Errorf("%s %s: got %d, %d want %v, %v", k.name, c.name, s0, s1, w0, w1)
			}
		}
	}
}

// bigMatVec is SPEC.md §4.3 on unbounded integers.
func bigMatVec(w *Matrix, a []int32) []int32 {
	out := make([]int32, w.Rows)
	lim := big.NewInt(MaxAct)
	nlim := big.NewInt(-MaxAct)
	for r := range w.Rows {
		if w.M[r] == 0 {
			continue
		}
		v := bigDot(w.Q[r*w.Cols:(r+1)*w.Cols], a)
		v.Mul(v, big.NewInt(int64(w.M[r])))
		s := uint(w.R[r])
		v.Add(v, new(big.Int).Lsh(big.NewInt(1), s-1))
		v.Rsh(v, s) // floor
		switch {
		case v.Cmp(lim) > 0:
			out[r] = MaxAct
		case v.Cmp(nlim) < 0:
			out[r] = -MaxAct
		default:
			out[r] = int32(v.Int64())
		}
	}
	return out
}

// TestMatVecKernel runs the dispatching kernel (vector where built) over
// whole matrices and row ranges, with scales that keep low bits visible.
func TestMatVecKernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, sh := range [][2]int{{1, 1}, {3, 7}, {5, 31}, {7, 32}, {9, 64}, {13, 95}, {17, 300}, {33, 513}, {64, 1024}, {37, 2816}, {4, 1 << 16}} {
		rows, cols := sh[0], sh[1]
		w := NewMatrix(rows, cols)
		for i := range w.Q {
			w.Q[i] = int16(rng.IntN(65535) - 32767)
		}
		for r := range rows {
			if r%11 == 5 {
				continue // M = 0 row
			}
			w.M[r] = int32(1<<14 + rng.IntN(1<<14))
			w.R[r] = uint8(1 + rng.IntN(62))
			if r%3 == 0 {
				w.R[r] = uint8(40 + rng.IntN(23)) // large sums unclamped
			}
		}
		for _, amp := range []int64{1 << 8, 1 << 20, MaxAct} {
			a := fill32(cols, func(int) int32 { return int32(rng.Int64N(2*amp+1) - amp) })
			want := bigMatVec(&w, a)
			got := make([]int32, rows)
			MatVec(&w, a, got)
			if !equal(got, want) {
				t.Errorf("%s %d×%d amp %d: MatVec differs", KernelName(), rows, cols, amp)
			}
			// Odd row ranges, as the CPU backend's workers cut them.
			got2 := make([]int32, rows)
			for lo := 0; lo < rows; {
				hi := min(rows, lo+1+rng.IntN(5))
				matVecRows(&w, a, got2, lo, hi)
				lo = hi
			}
			if !equal(got2, want) {
				t.Errorf("%s %d×%d amp %d: split rows differ", KernelName(), rows, cols, amp)
			}
			scalar := make([]int32, rows)
			scalarRows(&w, a, scalar, 0, rows)
			if !equal(scalar, want) {
				t.Errorf("scalar %d×%d amp %d: differs", rows, cols, amp)
			}
		}
	}
}

// BenchmarkMatVec times one worker on the bench model's largest matrix shape
// (w1/w3: 2816×1024) and w2's transpose shape; MB/s is int16 weight bytes.
// The matrices together are larger than the caches, so this is the
// memory-streaming rate, not a cache-resident one.
func BenchmarkMatVec(b *testing.B) {
	for _, sh := range [][2]int{{2816, 1024}, {1024, 2816}} {
		rows, cols := sh[0], sh[1]
		b.Run(fmt.Sprintf("%s/%dx%d", KernelName(), rows, cols), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			ms := dramMatrices(rng, rows, cols)
			a := fill32(cols, func(int) int32 { return int32(rng.IntN(1<<20) - 1<<19) })
			out := make([]int32, rows)
			b.SetBytes(int64(2 * rows * cols))
			i := 0
			for b.Loop() {
				MatVec(&ms[i%len(ms)], a, out)
				i++
			}
		})
	}
}

// TestParallelMatVec checks the chunked fan-out against the serial kernel for
// several worker counts, chunk sizes included (small matrices go serial).
func TestParallelMatVec(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for _, sh := range [][2]int{{1, 64}, {7, 100}, {300, 64}, {513, 96}, {200, 1000}, {64, 4096}} {
		rows, cols := sh[0], sh[1]
		w := NewMatrix(rows, cols)
		for i := range w.Q {
			w.Q[i] = int16(rng.IntN(65535) - 32767)
		}
		for r := range rows {
			w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(20+rng.IntN(20))
		}
		a := fill32(cols, func(int) int32 { return int32(rng.Int64N(2*MaxAct+1) - MaxAct) })
		want := make([]int32, rows)
		MatVec(&w, a, want)
		for _, workers := range []int{1, 2, 3, 8} {
			got := make([]int32, rows)
			parallelMatVec(workers, &w, a, got)
			if !equal(got, want) {
				t.Errorf("%d×%d workers %d: differs", rows, cols, workers)
			}
		}
	}
}

// TestParallelForCoversOnce runs many concurrent fan-outs on the shared
// helpers and checks every item runs exactly once.
func TestParallelForCoversOnce(t *testing.T) {
	done := make(chan bool)
	for g := range 4 {
		go func() {
			ok := true
			for it := range 200 {
				n := 1 + (g*7+it*13)%500
				hits := make([]int32, n)
				parallelFor(3, n, 1+it%9, func(lo, hi int) {
					for i := lo; i < hi; i++ {
						hits[i]++
					}
				})
				for _, h := range hits {
					ok = ok && h == 1
				}
			}
			done <- ok
		}()
	}
	for range 4 {
		if !<-done {
			t.Error("an item ran zero or several times")
		}
	}
}

// TestParallelForStealsFromStalledHelper stalls whoever takes the first
// chunk of the helper's share (a helper the OS has descheduled) until every
// other item has run: the caller must steal the rest of that share from its
// back, or the test times out.
func TestParallelForStealsFromStalledHelper(t *testing.T) {
	const n, chunk = 64, 4
	for it := range 20 {
		var ran atomic.Int64
		release := make(chan struct{})
		finished := make(chan struct{})
		var stallers atomic.Int64
		go func() {
			defer close(finished)
			parallelFor(2, n, chunk, func(lo, hi int) {
				if lo == n/2 { // the helper's share starts at its middle
					stallers.Add(1)
					for ran.Load() < n-chunk {
						select {
						case <-release:
							return
						default:
						}
						time.Sleep(10 * time.Microsecond)
					}
				}
				ran.Add(int64(hi - lo))
			})
		}()
		select {
		case <-finished:
		case <-time.After(10 * time.Second):
			close(release)
			t.Fatalf("iteration %d: %d of %d items ran; the stalled share was not stolen", it, ran.Load(), n)
		}
		if ran.Load() != n || stallers.Load() != 1 {
			t.Fatalf("iteration %d: %d items ran, %d stalled chunks; want %d and 1", it, ran.Load(), stallers.Load(), n)
		}
	}
}

// TestShareEnds checks that a share's front and back takes cover it exactly
// once, whatever the interleaving, and that an empty share stays empty.
func TestShareEnds(t *testing.T) {
	for _, c := range []struct{ lo, hi, chunk int }{{0, 0, 3}, {0, 1, 3}, {5, 17, 3}, {0, 1 << 20, 7}, {1<<32 - 10, 1<<32 - 1, 4}} {
		var s share
		s.v.Store(packRange(c.lo, c.hi))
		seen := map[int]int{}
		var mu sync.Mutex
		var wg sync.WaitGroup
		for g := range 4 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					take := s.front
					if g%2 == 1 {
						take = s.back
					}
					lo, hi, ok := take(c.chunk)
					if !ok {
						return
					}
					if hi-lo > c.chunk || hi <= lo {
						t.Errorf("%v: took [%d, %d)", c, lo, hi)
						return
					}
					mu.Lock()
					for i := lo; i < hi && i-c.lo < 64; i++ {
						seen[i]++
					}
					seen[-1] += hi - lo
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if seen[-1] != c.hi-c.lo {
			t.Errorf("%v: took %d items in all, want %d", c, seen[-1], c.hi-c.lo)
		}
		for i := c.lo; i < min(c.hi, c.lo+64); i++ {
			if seen[i] != 1 {
				t.Errorf("%v: item %d taken %d times", c, i, seen[i])
			}
		}
		if _, _, ok := s.front(1); ok {
			t.Errorf("%v: an emptied share gave more", c)
		}
	}
}

// TestParallelMatVecs checks the fused fan-out of several matrices over one
// vector against MatVec of each, chunks crossing the matrices' boundaries.
func TestParallelMatVecs(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 34))
	for _, rows := range [][]int{{64, 32, 32}, {1000, 300, 300}, {2816, 2816}, {5, 1, 700}} {
		cols := 96 + rng.IntN(900)
		ws := make([]*Matrix, len(rows))
		for i, n := range rows {
			w := NewMatrix(n, cols)
			for j := range w.Q {
				w.Q[j] = int16(rng.IntN(65535) - 32767)
			}
			for r := range n {
				w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(20+rng.IntN(20))
			}
			ws[i] = &w
		}
		a := fill32(cols, func(int) int32 { return int32(rng.Int64N(2*MaxAct+1) - MaxAct) })
		for _, workers := range []int{1, 2, 3} {
			outs := make([][]int32, len(ws))
			for i, w := range ws {
				outs[i] = make([]int32, w.Rows)
			}
			parallelMatVecs(workers, ws, a, outs)
			for i, w := range ws {
				want := make([]int32, w.Rows)
				MatVec(w, a, want)
				if !equal(outs[i], want) {
					t.Errorf("rows %v × %d, %d workers: matrix %d differs", rows, cols, workers, i)
				}
			}
		}
	}
}

// dramMatrices makes enough distinct random rows×cols matrices (~64 MiB)
// that each pass of a benchmark over them comes from DRAM.
func dramMatrices(rng *rand.Rand, rows, cols int) []Matrix {
	ms := make([]Matrix, max(1, (64<<20)/(2*rows*cols)))
	for i := range ms {
		ms[i] = NewMatrix(rows, cols)
		for j := range ms[i].Q {
			ms[i].Q[j] = int16(rng.IntN(65535) - 32767)
		}
		for r := range rows {
			ms[i].M[r], ms[i].R[r] = 1<<14, 40
		}
	}
	return ms
}

// TestFusedFanOuts checks the fan-outs that do an op's elementwise tail in
// the workers (w1, w3 and SwiGLU; a product and its residual add) against
// MatVec and the ops themselves, on 1 to 3 workers and widths whose chunks
// do not divide the rows.
func TestFusedFanOuts(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	m := attnModel(1, 1, 2, 1) // only its exp tables
	randMatrix := func(rows, cols int) *Matrix {
		w := NewMatrix(rows, cols)
		for j := range w.Q {
			w.Q[j] = int16(rng.IntN(65535) - 32767)
		}
		for r := range rows {
			w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(24+rng.IntN(12))
		}
		return &w
	}
	act := func(n int) []int32 { return fill32(n, func(int) int32 { return int32(rng.IntN(1<<21) - 1<<20) }) }
	for _, shape := range [][2]int{{7, 64}, {700, 96}, {2816, 1024}, {3072, 1024}, {1000, 2816}} {
		rows, cols := shape[0], shape[1]
		w1, w3 := randMatrix(rows, cols), randMatrix(rows, cols)
		a := act(cols)
		want1, want3, wantHid := make([]int32, rows), make([]int32, rows), make([]int32, rows)
		MatVec(w1, a, want1)
		MatVec(w3, a, want3)
		SwiGLU(&m.Exp2, m.Config.Log2E, want1, want3, wantHid)

		w2 := randMatrix(cols, rows)
		x := act(cols)
		wantA, wantX := make([]int32, cols), slices.Clone(x)
		MatVec(w2, wantHid, wantA)
		for i := range wantX {
			wantX[i] = Clamp(int64(wantX[i]) + int64(wantA[i]))
		}
		for _, workers := range []int{1, 2, 3} {
			h1, h3, hid := make([]int32, rows), make([]int32, rows), make([]int32, rows)
			parallelGateUp(workers, w1, w3, a, h1, h3, hid, &m.Exp2, m.Config.Log2E)
			if !equal(h1, want1) || !equal(h3, want3) || !equal(hid, wantHid) {
				t.Errorf("gate/up %d×%d, %d workers: differs", rows, cols, workers)
			}
			out, xs := make([]int32, cols), slices.Clone(x)
			parallelMatVecAdd(workers, w2, hid, out, xs)
			if !equal(out, wantA) || !equal(xs, wantX) {
				t.Errorf("product and residual %d×%d, %d workers: differs", cols, rows, workers)
			}
		}
	}
}

// BenchmarkWakeHelper measures the hand-off: how long after a fan-out
// starts a parked helper begins its chunk (the caller spends 300 µs on its
// own chunk, then 300 µs alone between fan-outs, so the helper parks). On
// a machine whose other core is busy with other processes it measures
// their time slices instead.
func BenchmarkWakeHelper(b *testing.B) {
	busy := func(d time.Duration) {
		for s := time.Now(); time.Since(s) < d; {
		}
	}
	var lat []time.Duration
	for b.Loop() {
		busy(300 * time.Microsecond)
		start := time.Now()
		var took atomic.Int64
		var d time.Duration
		parallelFor(2, 2, 1, func(lo, hi int) {
			if took.Add(1) == 1 {
				busy(300 * time.Microsecond) // the caller's chunk: the helper takes the other
				return
			}
			d = time.Since(start)
		})
		lat = append(lat, d)
	}
	slices.Sort(lat)
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds())/1e3, "µs-median")
		b.ReportMetric(float64(lat[len(lat)*9/10].Nanoseconds())/1e3, "µs-p90")
	}
}
