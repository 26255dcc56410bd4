//go:build goexperiment.simd

package inference

import "simd/archsimd"

// The AVX2 kernel, for x86 CPUs without AVX-512 (AMD before Zen 4, Intel
// client cores): the AVX-512 kernels' two digit planes, row sums and group
// layout, with VPMADDWD on 256-bit vectors (kernel_avx2_amd64.s). Without
// it such a CPU multiplies in scalar Go, about a sixth of its memory's
// speed, and a batch gains nothing from sharing the weights.

//go:noescape
func avx2Split(a *int32, n int, d0, d1 *int16, stride int) int32

//go:noescape
func avx2Rows2(q *int16, cols int, p0, p1 *int16, sums *int64, nrows, dist int)

//go:noescape
func avx2Rows2x4(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)

func init() {
	if hasAVX512() || !archsimd.X86.AVX2() {
		return
	}
	vecName = "avx2-vpmaddwd"
	vecPrepare, vecRelease, vecRows = avx2Planes, releasePlanes, avx2Rows
	vecGroupPack, vecGroupRelease = avx2Pack, releaseGroup
	vecGroupRows = func(w *Matrix, groups []*[]int16, outs [][]int32, lo, hi int) {
		groupRows(groupAVX2, w, groups, outs, lo, hi)
	}
}

// avx2Planes returns a's two planes, back to back, or nil (the scalar
// kernel) when len(a) is not a multiple of 32 or a value needs a third
// digit (|a| above ~2^21).
func avx2Planes(a []int32) *[]int16 {
	n := len(a)
	if n == 0 || n%vecCols != 0 {
		return nil
	}
	bp := pooled(&planePool, 2*n)
	buf := *bp
	if avx2Split(&a[0], n, &buf[0], &buf[n], 2*vecCols) != 0 {
		planePool.Put(bp)
		return nil
	}
	return bp
}

// avx2Rows computes rows [lo, hi) from the planes.
func avx2Rows(w *Matrix, planes []int16, out []int32, lo, hi int) {
	cols := w.Cols
	planeRows(planeAVX2, w, planes[:cols:cols], planes[cols:2*cols:2*cols], out, lo, hi)
}

// avx2Pack is packGroup on AVX2: groupSize vectors' planes in the group
// layout, or nil when they cannot all be taken.
func avx2Pack(in [][]int32, cols int) *[]int16 {
	if cols == 0 || cols%vecCols != 0 || len(in) != groupSize {
		return nil
	}
	bp := pooled(&groupPool, 2*groupSize*cols)
	buf := *bp
	for b, a := range in {
		a = a[:cols]
		o := 2 * b * vecCols
		if avx2Split(&a[0], cols, &buf[o], &buf[o+vecCols], 2*2*groupSize*vecCols) != 0 {
			groupPool.Put(bp)
			return nil
		}
	}
	return bp
}

// rescaleRowsScalar is rescaleRows without 64-bit vector multiplies, which
// AVX2 lacks: rescale's fast path inlined (|s| < 2^47, so |s·m| < 2^62, and
// a shift in [1, 62]), the rest through rescale.
func rescaleRowsScalar(s []int64, m []int32, sh []uint8, out []int32) {
	m, sh, out = m[:len(s)], sh[:len(s)], out[:len(s)]
	for i, v := range s {
		r := uint64(sh[i])
		if uint64(v+1<<47) >= 1<<48 || r-1 >= 62 {
			out[i] = rescale(v, m[i], sh[i])
			continue
		}
		p := v * int64(m[i])
		out[i] = int32(min(max(p>>r+(p>>(r-1))&1, -MaxAct), MaxAct))
	}
}
