//go:build goexperiment.simd

package inference

import (
	"math/rand/v2"
	"simd/archsimd"
	"slices"
	"testing"
)

// The AVX2 loops are tested on every CPU that has AVX2, whether or not the
// dispatcher picked them (an AVX-512 CPU runs its own kernels).
func init() {
	if !archsimd.X86.AVX2() {
		return
	}
	dotKernels = append(dotKernels, dotKernel{"avx2Rows2", func(r0, r1 []int16, a []int32) (int64, int64) {
		n := len(a)
		p0, p1 := make([]int16, n), make([]int16, n)
		if n%vecCols != 0 || avx2Split(&a[0], n, &p0[0], &p1[0], 2*vecCols) != 0 {
			return dotInt16(r0, a), dotInt16(r1, a)
		}
		q := append(slices.Clip(r0), r1...)
		var s [2]int64
		avx2Rows2(&q[0], n, &p0[0], &p1[0], &s[0], 2, prefetchDist)
		return s[0], s[1]
	}})
}

// splitScalar is avx2Split's digits one value at a time: a = d0 + 2^11·d1
// + 2^22·t, d0 and d1 in [−1023, 1024].
func splitScalar(a []int32, d0, d1 []int16) (top bool) {
	for j, x := range a {
		v := int64(x)
		lo := (v+1023)&(1<<11-1) - 1023
		v = (v - lo) >> 11
		hi := (v+1023)&(1<<11-1) - 1023
		d0[j], d1[j] = int16(lo), int16(hi)
		top = top || (v-hi)>>11 != 0
	}
	return top
}

func TestAVX2Split(t *testing.T) {
	if !archsimd.X86.AVX2() {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	edges := []int32{0, -1, 1023, 1024, 1025, -1023, -1024, -1025, 2047, -2047, 2048,
		1024 + 2048*1024, -1023 - 2048*1023, 1024 + 2048*1025, -1024 * 2049, MaxAct, -MaxAct, 1 << 30, -1 << 31}
	for _, n := range []int{32, 64, 96, 1024, 3072} {
		for _, amp := range []int64{1 << 10, 1 << 21, 1 << 31} {
			a := fill32(n, func(j int) int32 {
				if j%3 == 0 {
					return edges[rng.IntN(len(edges))]
				}
				return int32(rng.Int64N(2*amp) - amp)
			})
			// Two strided destinations, as the group layout has them.
			const stride = 3 * vecCols
			g0, g1 := make([]int16, n/vecCols*stride), make([]int16, n/vecCols*stride)
			gotTop := avx2Split(&a[0], n, &g0[0], &g1[0], 2*stride) != 0
			w0, w1 := make([]int16, n), make([]int16, n)
			wantTop := splitScalar(a, w0, w1)
			if gotTop != wantTop {
				t.Fatalf("n=%d amp %d: top %v, want %v", n, amp, gotTop, wantTop)
			}
			for j := range n {
				o := j/vecCols*stride + j%vecCols
				if g0[o] != w0[j] || g1[o] != w1[j] {
					t.Fatalf("n=%d amp %d: digit %d of %d: %d, %d want %d, %d", n, amp, j, a[j], g0[o], g1[o], w0[j], w1[j])
				}
				if !wantTop && int64(w0[j])+int64(w1[j])<<11 != int64(a[j]) {
					t.Fatalf("digits of %d do not add up", a[j])
				}
			}
		}
	}
}

func TestAVX2KernelSelected(t *testing.T) {
	if hasAVX512() || !archsimd.X86.AVX2() {
		t.Skip("AVX-512, or no AVX2")
	}
	if KernelName() != "avx2-vpmaddwd" {
		t.Errorf("kernel %q, want avx2-vpmaddwd", KernelName())
	}
}

// TestAVX2GroupRows holds the AVX2 group loop and its scalar rescale to
// math/big on any CPU with AVX2 (the dispatch tests reach it only where it
// is the installed kernel): odd row counts, row ranges that start inside a
// matrix, weights of −32768 against low digits of 1024 (an int32 lane at
// exactly −2^31 after 32 additions), and widths of one and many blocks.
func TestAVX2GroupRows(t *testing.T) {
	if !archsimd.X86.AVX2() {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for _, sh := range [][2]int{{1, 32}, {3, 64}, {67, 1024}, {9, 3072}, {7, 1056}, {5, 4096}} {
		rows, cols := sh[0], sh[1]
		for _, edge := range []bool{false, true} {
			w := NewMatrix(rows, cols)
			for i := range w.Q {
				w.Q[i] = int16(rng.IntN(65536) - 32768)
				if edge {
					w.Q[i] = -32768
				}
			}
			for r := range rows {
				w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(1+rng.IntN(62))
			}
			in := make([][]int32, groupSize)
			outs := make([][]int32, groupSize)
			for b := range in {
				in[b] = fill32(cols, func(j int) int32 {
					switch {
					case edge:
						return int32(1024 + 2048*(b-2)) // low digit 1024
					case j%9 == 0:
						// The ends of the two-digit range.
						return [...]int32{1024 + 2048*1024, -1023 - 2048*1023}[j%2]
					}
					return int32(rng.IntN(1<<21+1) - 1<<20)
				})
				outs[b] = make([]int32, rows)
			}
			p := avx2Pack(in, cols)
			if p == nil {
				t.Fatalf("%d×%d: the two-digit vectors were not packed", rows, cols)
			}
			lo := rows / 3
			groupRows(groupAVX2, &w, []*[]int16{p}, outs, lo, rows)
			releaseGroup(p)
			for b := range in {
				if want := bigMatVec(&w, in[b]); !equal(outs[b][lo:], want[lo:]) {
					t.Fatalf("%d×%d edge %v: vector %d differs", rows, cols, edge, b)
				}
			}
		}
	}
}
