//go:build goexperiment.simd

package inference

import (
	"encoding/binary"
	"simd/archsimd"
	"sync"
)

// The four-vector kernel of batched products (vnniRows2x4 in
// kernel_rows_amd64.s), installed when the CPU has VPDPWSSD.

//go:noescape
func vnniRows2x4(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)

func init() {
	if hasAVX512() && hasVNNI {
		vecGroupPack, vecGroupRelease = packGroup, releaseGroup
		vecGroupRows = func(w *Matrix, groups []*[]int16, outs [][]int32, lo, hi int) {
			groupRows(groupVNNI, w, groups, outs, lo, hi)
		}
	}
}

// groupPool recycles packed plane buffers: one per group of a product.
var groupPool = sync.Pool{New: func() any { return new([]int16) }}

func releaseGroup(bp *[]int16) { groupPool.Put(bp) }

// packGroup cuts groupSize activation vectors into two digit planes each,
// a = p0 + 2^11·p1 with p0, p1 in [−1023, 1024], packed in vnniRows2x4's
// layout. It returns nil when cols is not a multiple of 32 or a value
// needs a third digit (|a| above ~2^21), and the caller takes the vectors
// one by one.
func packGroup(in [][]int32, cols int) *[]int16 {
	if cols%vecCols != 0 || len(in) != groupSize {
		return nil
	}
	bp := pooled(&groupPool, 2*groupSize*cols)
	buf := *bp
	mask, bias := archsimd.BroadcastInt32x16(planeMask), archsimd.BroadcastInt32x16(planeHalf-1)
	var top archsimd.Int32x16
	for b, a := range in {
		a = a[:cols]
		for j := 0; j < cols; j += 16 {
			// v = 2^11·q + r, 0 ≤ r < 2^11; the digit is r − 2^11·c with
			// c = 1 when r > 1024, and c goes into q.
			v := archsimd.LoadInt32x16Slice(a[j : j+16])
			r := v.And(mask)
			c := r.Add(bias).ShiftAllRight(planeBits)
			d0 := r.Sub(c.ShiftAllLeft(planeBits))
			v = v.ShiftAllRight(planeBits).Add(c)
			r = v.And(mask)
			c = r.Add(bias).ShiftAllRight(planeBits)
			d1 := r.Sub(c.ShiftAllLeft(planeBits))
			top = top.Or(v.ShiftAllRight(planeBits).Add(c))
			o := j/vecCols*2*groupSize*vecCols + 2*b*vecCols + j%vecCols
			d0.TruncateToInt16().StoreSlice(buf[o : o+16])
			d1.TruncateToInt16().StoreSlice(buf[o+vecCols : o+vecCols+16])
		}
	}
	var lanes [16]int32
	top.Store(&lanes)
	for _, t := range lanes {
		if t != 0 {
			groupPool.Put(bp)
			return nil
		}
	}
	return bp
}

// sumStride is the distance between two vectors' sums in vnniRows2x4's
// output.
const sumStride = 66

// groupKernel names a group row loop and the rescale that goes with it.
// It is a name, not a func value: groupRows then calls the kernel and the
// rescale directly, so that the sums they share stay on its stack (through
// func values they moved to the heap, an allocation every call).
type groupKernel uint8

const (
	groupVNNI groupKernel = iota // vnniRows2x4, rescaleRows
	groupAVX2                    // avx2Rows2x4, rescaleRowsScalar
)

func (k groupKernel) rows(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int) {
	if k == groupAVX2 {
		avx2Rows2x4(q, cols, stride, planes, sums, nrows, dist)
		return
	}
	vnniRows2x4(q, cols, stride, planes, sums, nrows, dist)
}

func (k groupKernel) rescale(s []int64, m []int32, sh []uint8, out []int32) {
	if k == groupAVX2 {
		rescaleRowsScalar(s, m, sh, out)
		return
	}
	rescaleRows(s, m, sh, out)
}

// tileCols is the columns of one kernel pass: a group's planes for them
// (16 KiB) stay in L1 while the block's rows go by. A wider matrix (the
// down projection's 3,072 columns, 48 KiB of planes) is taken a tile at a
// time, its sums added up, instead of reading its planes from L2 for every
// pair of rows (on a Zen 5 that ran the kernel at ~0.55 of its rate).
const tileCols = 1024

// groupRows computes rows [lo, hi) of w for the operands of every group
// (group g's outputs are outs[g·groupSize:]) through kernel k.
func groupRows(k groupKernel, w *Matrix, groups []*[]int16, outs [][]int32, lo, hi int) {
	cols := w.Cols
	var sums [groupSize * sumStride]int64
	for r := lo; r < hi; r += 64 {
		n := min(64, hi-r)
		_ = w.Q[(r+n)*cols-1] // every row the kernel reads is in bounds
		m, sh := w.M[r:r+n], w.R[r:r+n]
		for g, p := range groups {
			packed := (*p)[:2*groupSize*cols]
			// The first group reads the rows from memory, prefetching
			// just ahead; the others, reading them from cache, prefetch
			// the next n rows, so that the first group's next rows come
			// from cache too and memory runs beside the multiplies.
			dist := prefetchDist
			if g > 0 {
				dist = 2 * n * cols
			}
			clear(sums[:])
			for c := 0; c < cols; c += tileCols {
				k.rows(&w.Q[r*cols+c], min(tileCols, cols-c), cols, &packed[2*groupSize*c], &sums[0], n, dist)
			}
			for b, o := range outs[g*groupSize : (g+1)*groupSize] {
				k.rescale(sums[b*sumStride:b*sumStride+n], m, sh, o[r:r+n])
			}
		}
	}
}

// rescaleRows is out[i] = rescale(s[i], m[i], sh[i]), eight at a time in
// int64 lanes while every |s| < 2^47 (the product then fits), the rest
// through rescale.
func rescaleRows(s []int64, m []int32, sh []uint8, out []int32) {
	n := len(s)
	m, sh, out = m[:n], sh[:n], out[:n]
	lim, nlim := archsimd.BroadcastInt64x8(1<<47), archsimd.BroadcastInt64x8(-1<<47)
	one := archsimd.BroadcastInt64x8(1)
	hi, lo := archsimd.BroadcastInt64x8(MaxAct), archsimd.BroadcastInt64x8(-MaxAct)
	i := 0
	for ; i+8 <= n; i += 8 {
		v := archsimd.LoadInt64x8Slice(s[i : i+8])
		if v.Less(lim).And(v.Greater(nlim)).ToBits() != 0xff {
			break
		}
		r := archsimd.BroadcastUint64x2(binary.LittleEndian.Uint64(sh[i : i+8])).AsUint8x16().ExtendLo8ToUint64().AsInt64x8()
		p := v.Mul(archsimd.LoadInt32x8Slice(m[i : i+8]).ExtendToInt64()) // |p| < 2^62
		// RSR for shifts in [1, 62]: p >> r plus the last bit shifted out.
		q := p.ShiftRight(r).Add(p.ShiftRight(r.Sub(one)).And(one))
		q.Max(lo).Min(hi).TruncateToInt32().StoreSlice(out[i : i+8])
	}
	for ; i < n; i++ {
		out[i] = rescale(s[i], m[i], sh[i])
	}
}
