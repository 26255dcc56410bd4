//go:build goexperiment.simd

package inference

import "testing"

// The vector kernels are tested on every CPU that can run them, whether or
// not the dispatcher picked them.
func init() {
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
	splitPlanes(a, p0, p1, p2)
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

func TestSIMDKernelSelected(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	if KernelName() != "avx512-vpmaddwd" {
		t.Errorf("kernel %q, want the AVX-512 one", KernelName())
	}
}
