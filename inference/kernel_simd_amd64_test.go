//go:build goexperiment.simd

package inference

import (
	"math/rand/v2"
	"simd/archsimd"
	"slices"
	"testing"
	"time"
	"unsafe"
)

// The vector kernels are tested on every CPU that can run them, whether or
// not the dispatcher picked them; on one without AVX-512 they are not
// registered at all (calling them there is SIGILL).
func init() {
	if !hasAVX512() {
		return
	}
	dotKernels = append(dotKernels,
		dotKernel{"dotPlanes", func(r0, r1 []int16, a []int32) (int64, int64) {
			p0, p1, p2 := planesOf(a)
			return dotPlanes(r0, p0, p1, p2), dotPlanes(r1, p0, p1, p2)
		}},
		// The two-plane kernel where it applies (top plane zero), else the
		// dispatch the product uses.
		dotKernel{"dotPlanes2", func(r0, r1 []int16, a []int32) (int64, int64) {
			p0, p1, p2 := planesOf(a)
			for _, d := range p2 {
				if d != 0 {
					return dotPlanes(r0, p0, p1, p2), dotPlanes(r1, p0, p1, p2)
				}
			}
			return dotPlanes2(r0, p0, p1), dotPlanes2(r1, p0, p1)
		}},
		// The assembly two-plane kernel where it applies, on both rows in
		// one call, else the dispatch the product uses.
		dotKernel{"vnniRows2", func(r0, r1 []int16, a []int32) (int64, int64) {
			p0, p1, p2 := planesOf(a)
			n := len(a)
			if !hasVNNI || n%vnniCols != 0 || slices.ContainsFunc(p2, func(d int16) bool { return d != 0 }) {
				return dotPlanes(r0, p0, p1, p2), dotPlanes(r1, p0, p1, p2)
			}
			q := append(slices.Clip(r0), r1...)
			var s [2]int64
			vnniRows2(&q[0], n, &p0[0], &p1[0], &s[0], 2, prefetchDist)
			return s[0], s[1]
		}},
		// The short-row two-plane kernel on rows of at most blockCols.
		dotKernel{"dotPlanes2Short", func(r0, r1 []int16, a []int32) (int64, int64) {
			p0, p1, p2 := planesOf(a)
			for _, d := range p2 {
				if d != 0 || len(a) > blockCols {
					return dotPlanes(r0, p0, p1, p2), dotPlanes(r1, p0, p1, p2)
				}
			}
			return dotPlanes2Short(r0, p0, p1), dotPlanes2Short(r1, p0, p1)
		}},
	)
}

func planesOf(a []int32) (p0, p1, p2 []int16) {
	p0, p1, p2 = make([]int16, len(a)), make([]int16, len(a)), make([]int16, len(a))
	if hasAVX512() {
		splitPlanes(a, p0, p1, p2)
	} else {
		splitPlanesScalar(a, p0, p1, p2)
	}
	return
}

// TestSplitPlanesRange checks the digit ranges the int32 lane bound rests on.
func TestSplitPlanesRange(t *testing.T) {
	a := []int32{0, 1, -1, 1023, 1024, -1024, -1025, 1 << 21, -(1 << 21), 1<<22 - 1, -(1 << 22), MaxAct, -MaxAct, -1 << 31}
	for v := int32(-5000); v < 5000; v++ {
		a = append(a, v, v<<11, v<<20)
	}
	p0, p1, p2 := planesOf(a)
	for j, x := range a {
		if unplane(p0, p1, p2, j) != int64(x) {
			t.Fatalf("%d: planes %d %d %d do not sum back", x, p0[j], p1[j], p2[j])
		}
		if p0[j] < -1024 || p0[j] > 1023 || p1[j] < -1024 || p1[j] > 1023 || p2[j] < -512 || p2[j] > 512 {
			t.Fatalf("%d: planes %d %d %d out of range", x, p0[j], p1[j], p2[j])
		}
	}
}

// TestSplitPlanesVector checks the sixteen-lane split against the scalar
// one, value for value and in the top-plane flag, on every length up to a
// few vectors (so every tail) and at the extremes.
func TestSplitPlanesVector(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	rng := rand.New(rand.NewPCG(41, 42))
	edge := []int32{0, 1, -1, 1023, 1024, -1024, -1025, 2047, 2048, -2048, 1<<21 - 1, 1 << 21, -(1 << 21), MaxAct, -MaxAct, -1 << 31, MaxAct - 1023, MaxAct - 1024}
	for n := range 70 {
		for it := range 20 {
			a := make([]int32, n)
			for j := range a {
				switch it % 4 {
				case 0:
					a[j] = edge[rng.IntN(len(edge))]
				case 1:
					a[j] = int32(rng.IntN(1<<21) - 1<<20) // top plane zero
				default:
					a[j] = int32(rng.Uint32())
				}
			}
			w0, w1, w2 := make([]int16, n), make([]int16, n), make([]int16, n)
			g0, g1, g2 := make([]int16, n), make([]int16, n), make([]int16, n)
			wantTop := splitPlanesScalar(a, w0, w1, w2)
			gotTop := splitPlanes(a, g0, g1, g2)
			if gotTop != wantTop || !slices.Equal(g0, w0) || !slices.Equal(g1, w1) || !slices.Equal(g2, w2) {
				t.Fatalf("n=%d %v: vector split differs from scalar (top %v, want %v)", n, a, gotTop, wantTop)
			}
		}
	}
}

func TestSIMDKernelSelected(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	want := "avx512-vpmaddwd"
	if hasVNNI {
		want = "avx512-vpdpwssd"
	}
	if KernelName() != want {
		t.Errorf("kernel %q, want %q", KernelName(), want)
	}
}

// BenchmarkKernelVsScan reads the same ~64 MiB of int16 weights alternately
// through the matrix kernel and a plain 512-bit OR scan on one goroutine and
// reports the kernel's time over the scan's (1.0: the kernel streams as fast
// as a scan can read), paired pass by pass so both see the same machine.
func BenchmarkKernelVsScan(b *testing.B) {
	if !hasAVX512() {
		b.Skip("no AVX-512")
	}
	rows, cols := 1024, 2816
	rng := rand.New(rand.NewPCG(5, 6))
	ms := dramMatrices(rng, rows, cols)
	a := fill32(cols, func(int) int32 { return int32(rng.IntN(1<<20) - 1<<19) })
	out := make([]int32, rows)
	var ratios []float64
	fold := 0
	for b.Loop() {
		t0 := time.Now()
		for i := range ms {
			MatVec(&ms[i], a, out)
		}
		t1 := time.Now()
		for i := range ms {
			// Four independent ORs of 64 bytes, as the bench's scan.
			q := ms[i].Q
			p := unsafe.Pointer(unsafe.SliceData(q))
			var s0, s1, s2, s3 archsimd.Int16x32
			for j := 0; j+4*vecCols <= len(q); j += 4 * vecCols {
				s0 = s0.Or(loadAt(p, j))
				s1 = s1.Or(loadAt(p, j+vecCols))
				s2 = s2.Or(loadAt(p, j+2*vecCols))
				s3 = s3.Or(loadAt(p, j+3*vecCols))
			}
			var t0, t1 [32]int16
			s0.Or(s1).Store(&t0)
			s2.Or(s3).Store(&t1)
			fold |= int(t0[0]) | int(t1[0])
		}
		t2 := time.Now()
		ratios = append(ratios, float64(t1.Sub(t0))/float64(t2.Sub(t1)))
	}
	slices.Sort(ratios)
	b.ReportMetric(ratios[len(ratios)/2], "kernel/scan")
	b.ReportMetric(float64(fold&0), "fold")
}

// TestRowLoopsDoNotAllocate: the row loops keep their sums on the stack.
// Called through func values, the kernels moved them to the heap, an
// allocation every call (a tenth of the group loop's time in a
// microbenchmark, with its GC).
func TestRowLoopsDoNotAllocate(t *testing.T) {
	const rows, cols = 64, 1024
	w := NewMatrix(rows, cols)
	in := make([][]int32, groupSize)
	outs := make([][]int32, groupSize)
	for b := range in {
		in[b] = fill32(cols, func(j int) int32 { return int32(j*7 - b) })
		outs[b] = make([]int32, rows)
	}
	type loops struct {
		name  string
		g     groupKernel
		p     planeKernel
		pack  func([][]int32, int) *[]int16
		plane func([]int32) *[]int16
	}
	var ks []loops
	if hasAVX512() && hasVNNI {
		ks = append(ks, loops{"vnni", groupVNNI, planeVNNI, packGroup, preparePlanes})
	}
	if archsimd.X86.AVX2() {
		ks = append(ks, loops{"avx2", groupAVX2, planeAVX2, avx2Pack, avx2Planes})
	}
	if len(ks) == 0 {
		t.Skip("no vector kernel on this CPU")
	}
	for _, k := range ks {
		group, planes := k.pack(in, cols), k.plane(in[0])
		if group == nil || planes == nil {
			t.Fatalf("%s: the operands were not taken", k.name)
		}
		groups := []*[]int16{group}
		p := *planes
		if n := testing.AllocsPerRun(10, func() {
			groupRows(k.g, &w, groups, outs, 0, rows)
			planeRows(k.p, &w, p[:cols], p[cols:2*cols], outs[0], 0, rows)
		}); n != 0 {
			t.Errorf("%s: %.0f allocations a call, want 0", k.name, n)
		}
	}
}
