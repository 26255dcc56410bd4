//go:build goexperiment.simd

package inference

import (
	"simd/archsimd"
	"sync"
	"unsafe"
)

// The AVX-512 kernel (GOEXPERIMENT=simd). x86 has no int16×int32 multiply
// that widens to 64 bits, but it has VPMADDWD: 32 int16×int16 products,
// adjacent pairs summed into 16 int32 lanes. So the activation vector is cut
// once per product into three int16 "planes" (balanced base-2^11 digits),
//
//	a = p0 + p1·2^11 + p2·2^22,  p0, p1 ∈ [-1024, 1023],  p2 ∈ [-512, 512],
//
// and Σ q·a = Σ q·p0 + 2^11·Σ q·p1 + 2^22·Σ q·p2, each sum taken with
// VPMADDWD. When every |a| is below ~2^21 (the usual case) p2 is all zero and
// is skipped. Two or three multiplies per 32 weights is more arithmetic than
// the weights' memory traffic needs, so the kernel stays memory-bound.
//
// Exactness, for any int16 weight (even -32768) and any int32 activation:
// one VPMADDWD lane is at most 2·2^15·2^10 = 2^26 in magnitude, so 16 of them
// (blockVecs) sum to at most 2^30 and an int32 lane never overflows. Each
// block's lanes are then sign-extended, shifted by their plane's weight and
// added into int64 lanes. int64 adds wrap like the true sum's low 64 bits, so
// the result is exact whenever the true row sum fits an int64, which
// cols ≤ 2^16 guarantees (below 2^62 within the spec's ranges). Columns past
// the last multiple of 64 go through the scalar formula.

func hasAVX512() bool { return archsimd.X86.AVX512() }

func init() {
	if hasAVX512() {
		vecName = "avx512-vpmaddwd"
		if hasVNNI {
			vecName = "avx512-vpdpwssd" // the two-plane rows through vnniRows2
		}
		vecPrepare, vecRelease, vecRows = preparePlanes, releasePlanes, avx512Rows
	}
}

const (
	planeBits = 11
	planeHalf = 1 << (planeBits - 1) // 1024
	planeMask = 1<<planeBits - 1
	vecCols   = 32 // int16 lanes in a 512-bit vector
	blockVecs = 16 // VPMADDWD results summed per int32 lane before widening
	blockCols = blockVecs * vecCols
	// pairCols is a block of the two-vector loops: each of their int32
	// accumulators takes every other vector, so blockVecs of its products
	// span twice blockCols columns.
	pairCols = 2 * blockCols
	minCols  = 2 * vecCols // below this the scalar kernel is as good
)

// planePool recycles plane buffers: one per product, 3·cols int16.
var planePool = sync.Pool{New: func() any { return new([]int16) }}

// pooled returns a buffer of n int16 from p (a pool of *[]int16), grown
// when the one it holds is too short.
func pooled(p *sync.Pool, n int) *[]int16 {
	bp := p.Get().(*[]int16)
	if cap(*bp) < n {
		*bp = make([]int16, n)
	}
	*bp = (*bp)[:n]
	return bp
}

// preparePlanes returns a's three planes, back to back; nil (the scalar
// kernel) for short vectors.
func preparePlanes(a []int32) *[]int16 {
	n := len(a)
	if n < minCols {
		return nil
	}
	bp := pooled(&planePool, 3*n)
	buf := *bp
	if !splitPlanes(a, buf[:n:n], buf[n:2*n:2*n], buf[2*n:]) {
		// The top plane is all zero (|a| < ~2^21, the usual case: the
		// bench model's activations stay below 2^20): drop it, and the
		// kernel does two multiplies per vector instead of three.
		*bp = buf[:2*n]
	}
	return bp
}

func releasePlanes(bp *[]int16) { planePool.Put(bp) }

// avx512Rows computes rows [lo, hi) from the planes. One row at a time: the
// weights are then read strictly in address order, one stream per
// goroutine, which the hardware prefetchers follow at full memory speed.
// Interleaving two rows (to share the plane loads) measured a third of the
// bandwidth on the bench machine.
func avx512Rows(w *Matrix, planes []int16, out []int32, lo, hi int) {
	cols := w.Cols
	p0, p1 := planes[:cols:cols], planes[cols:2*cols:2*cols]
	if len(planes) == 2*cols && hasVNNI && cols%vnniCols == 0 {
		planeRows(planeVNNI, w, p0, p1, out, lo, hi)
		return
	}
	if len(planes) == 2*cols && cols <= blockCols {
		for r := lo; r < hi; r++ {
			out[r] = rescale(dotPlanes2Short(w.Q[r*cols:(r+1)*cols], p0, p1), w.M[r], w.R[r])
		}
		return
	}
	if len(planes) == 2*cols {
		for r := lo; r < hi; r++ {
			out[r] = rescale(dotPlanes2(w.Q[r*cols:(r+1)*cols], p0, p1), w.M[r], w.R[r])
		}
		return
	}
	p2 := planes[2*cols : 3*cols]
	for r := lo; r < hi; r++ {
		out[r] = rescale(dotPlanes(w.Q[r*cols:(r+1)*cols], p0, p1, p2), w.M[r], w.R[r])
	}
}

// hasVNNI says the CPU has VPDPWSSD, which vnniRows2 (kernel_rows_amd64.s)
// needs.
var hasVNNI = archsimd.X86.AVX512VNNI()

const (
	vnniCols = 2 * vecCols // columns one iteration of vnniRows2 takes
	// prefetchDist is how far ahead of the weights being multiplied
	// vnniRows2 prefetches, in bytes. On the bench machine two cores read
	// through vnniRows2 at ~0.9 of a plain scan's rate without it and at
	// the scan's rate from 4 KiB ahead (0 to 16 KiB measured; the compiled
	// archsimd loop reached ~0.75).
	prefetchDist = 4 << 10
)

// vnniRows2 is in kernel_rows_amd64.s.
//
//go:noescape
func vnniRows2(q *int16, cols int, p0, p1 *int16, sums *int64, nrows, dist int)

// planeKernel names a two-plane row loop, called directly for the reason
// groupKernel gives.
type planeKernel uint8

const (
	planeVNNI planeKernel = iota // vnniRows2
	planeAVX2                    // avx2Rows2
)

func (k planeKernel) rows(q *int16, cols int, p0, p1 *int16, sums *int64, nrows, dist int) {
	if k == planeAVX2 {
		avx2Rows2(q, cols, p0, p1, sums, nrows, dist)
		return
	}
	vnniRows2(q, cols, p0, p1, sums, nrows, dist)
}

// planeRows runs rows [lo, hi) of w through kernel k, 64 rows at a time.
func planeRows(k planeKernel, w *Matrix, p0, p1 []int16, out []int32, lo, hi int) {
	cols := w.Cols
	var sums [64]int64
	for r := lo; r < hi; r += len(sums) {
		n := min(len(sums), hi-r)
		_ = w.Q[(r+n)*cols-1] // the rows the kernel reads are in bounds
		_, _ = p0[cols-1], p1[cols-1]
		k.rows(&w.Q[r*cols], cols, &p0[0], &p1[0], &sums[0], n, prefetchDist)
		for i, s := range sums[:n] {
			out[r+i] = rescale(s, w.M[r+i], w.R[r+i])
		}
	}
}

// splitPlanes writes the balanced base-2^11 digits of each activation and
// reports whether any top digit is non-zero: sixteen lanes at a time, the
// rest through splitPlanesScalar, which defines it. In int32 lanes, with
// v = 2^11·q + r, 0 ≤ r < 2^11, the digit is r − 2^11·c and the carry
// c = (r + 2^10) >> 11 goes into q: nothing is formed that could
// overflow (v + 2^10 would, for v near MaxAct).
func splitPlanes(a []int32, p0, p1, p2 []int16) bool {
	n := len(a)
	p0, p1, p2 = p0[:n], p1[:n], p2[:n]
	mask, half := archsimd.BroadcastInt32x16(planeMask), archsimd.BroadcastInt32x16(planeHalf)
	var top archsimd.Int32x16
	j := 0
	for ; j+16 <= n; j += 16 {
		v := archsimd.LoadInt32x16Slice(a[j : j+16])
		r := v.And(mask)
		c := r.Add(half).ShiftAllRight(planeBits)
		d0 := r.Sub(c.ShiftAllLeft(planeBits))
		v = v.ShiftAllRight(planeBits).Add(c) // |v| ≤ 2^20
		r = v.And(mask)
		c = r.Add(half).ShiftAllRight(planeBits)
		d1 := r.Sub(c.ShiftAllLeft(planeBits))
		d2 := v.ShiftAllRight(planeBits).Add(c)
		top = top.Or(d2)
		d0.TruncateToInt16().StoreSlice(p0[j : j+16])
		d1.TruncateToInt16().StoreSlice(p1[j : j+16])
		d2.TruncateToInt16().StoreSlice(p2[j : j+16])
	}
	var lanes [16]int32
	top.Store(&lanes)
	nz := splitPlanesScalar(a[j:], p0[j:], p1[j:], p2[j:])
	for _, d := range lanes {
		nz = nz || d != 0
	}
	return nz
}

// splitPlanesScalar is splitPlanes one value at a time.
func splitPlanesScalar(a []int32, p0, p1, p2 []int16) bool {
	p0, p1, p2 = p0[:len(a)], p1[:len(a)], p2[:len(a)]
	var top int64
	for j, x := range a {
		v := int64(x)
		d0 := (v+planeHalf)&planeMask - planeHalf
		v = (v - d0) >> planeBits
		d1 := (v+planeHalf)&planeMask - planeHalf
		d2 := (v - d1) >> planeBits
		p0[j], p1[j], p2[j] = int16(d0), int16(d1), int16(d2)
		top |= d2
	}
	return top != 0
}

// unplane reassembles activation j (for the scalar column tail).
func unplane(p0, p1, p2 []int16, j int) int64 {
	return int64(p0[j]) + int64(p1[j])<<planeBits + int64(p2[j])<<(2*planeBits)
}

func load32(s []int16, j int) archsimd.Int16x32 {
	return archsimd.LoadInt16x32((*[vecCols]int16)(s[j : j+vecCols]))
}

// loadAt loads the 32 int16 from element j of the array at p; the caller
// guarantees j+32 is within it.
func loadAt(p unsafe.Pointer, j int) archsimd.Int16x32 {
	return archsimd.LoadInt16x32((*[vecCols]int16)(unsafe.Add(p, 2*j)))
}

// widen sign-extends 16 int32 lanes and folds them into 8 int64 lanes.
func widen(x archsimd.Int32x16) archsimd.Int64x8 {
	return x.GetLo().ExtendToInt64().Add(x.GetHi().ExtendToInt64())
}

// combine is t0 + t1·2^11 + t2·2^22 over int64 lanes.
func combine(t0, t1, t2 archsimd.Int32x16) archsimd.Int64x8 {
	return widen(t0).Add(widen(t1).ShiftAllLeft(planeBits)).Add(widen(t2).ShiftAllLeft(2 * planeBits))
}

func hsum(x archsimd.Int64x8) int64 {
	// Halve in registers (a store and eight loads waited on the store).
	y := x.GetLo().Add(x.GetHi())
	z := y.GetLo().Add(y.GetHi())
	return z.GetElem(0) + z.GetElem(1)
}

// dotPlanes returns the exact Σ row[j]·a[j] from a's planes. Two vectors (64
// columns) per iteration into separate accumulators: six independent
// multiply-add chains keep the vector units busy.
func dotPlanes(row, p0, p1, p2 []int16) int64 {
	n := len(p0)
	row, p1, p2 = row[:n], p1[:n], p2[:n]
	nv := n &^ (2*vecCols - 1)
	var t archsimd.Int64x8
	for b := 0; b < nv; b += pairCols {
		e := min(b+pairCols, nv)
		var a0, a1, a2, c0, c1, c2 archsimd.Int32x16
		for j := b; j < e; j += 2 * vecCols {
			w, v := load32(row, j), load32(row, j+vecCols)
			a0 = a0.Add(w.DotProductPairs(load32(p0, j)))
			a1 = a1.Add(w.DotProductPairs(load32(p1, j)))
			a2 = a2.Add(w.DotProductPairs(load32(p2, j)))
			c0 = c0.Add(v.DotProductPairs(load32(p0, j+vecCols)))
			c1 = c1.Add(v.DotProductPairs(load32(p1, j+vecCols)))
			c2 = c2.Add(v.DotProductPairs(load32(p2, j+vecCols)))
		}
		t = t.Add(combine(a0, a1, a2)).Add(combine(c0, c1, c2))
	}
	s := hsum(t)
	for j := nv; j < n; j++ {
		s += int64(row[j]) * unplane(p0, p1, p2, j)
	}
	return s
}

// dotPlanes2Short is dotPlanes2 for rows of at most blockCols: at most
// blockVecs products reach each int32 lane, so the lanes are widened once per
// row, and the columns past the last multiple of 32 go through one
// zero-filled vector instead of the scalar formula (the small models' rows
// are 64 to a few hundred columns, where those per-row costs dominate).
func dotPlanes2Short(row, p0, p1 []int16) int64 {
	n := len(p0)
	row, p1 = row[:n], p1[:n]
	var a0, a1 archsimd.Int32x16
	j := 0
	for ; j+vecCols <= n; j += vecCols {
		w := load32(row, j)
		a0 = a0.Add(w.DotProductPairs(load32(p0, j)))
		a1 = a1.Add(w.DotProductPairs(load32(p1, j)))
	}
	if j < n {
		// Zero-filled copies (archsimd's partial loads trip the race
		// detector's pointer checks on short slices).
		var tw, t0, t1 [vecCols]int16
		copy(tw[:], row[j:])
		copy(t0[:], p0[j:])
		copy(t1[:], p1[j:])
		w := archsimd.LoadInt16x32(&tw)
		a0 = a0.Add(w.DotProductPairs(archsimd.LoadInt16x32(&t0)))
		a1 = a1.Add(w.DotProductPairs(archsimd.LoadInt16x32(&t1)))
	}
	return hsum(widen(a0).Add(widen(a1).ShiftAllLeft(planeBits)))
}

// dotPlanes2 is dotPlanes when the top plane is zero.
func dotPlanes2(row, p0, p1 []int16) int64 {
	n := len(p0)
	row, p1 = row[:n], p1[:n]
	nv := n &^ (2*vecCols - 1)
	var t archsimd.Int64x8
	for b := 0; b < nv; b += pairCols {
		e := min(b+pairCols, nv)
		var a0, a1, c0, c1 archsimd.Int32x16
		// Pointers instead of indexed loads: row, p0 and p1 hold n ≥ e
		// values (re-sliced above), so every load is in bounds, and the
		// loop is a third of the instructions with the checks, which lets
		// the core keep more of the weight stream in flight.
		pw := unsafe.Pointer(unsafe.SliceData(row))
		pp0, pp1 := unsafe.Pointer(unsafe.SliceData(p0)), unsafe.Pointer(unsafe.SliceData(p1))
		for j := b; j < e; j += 2 * vecCols {
			w, v := loadAt(pw, j), loadAt(pw, j+vecCols)
			a0 = a0.Add(w.DotProductPairs(loadAt(pp0, j)))
			a1 = a1.Add(w.DotProductPairs(loadAt(pp1, j)))
			c0 = c0.Add(v.DotProductPairs(loadAt(pp0, j+vecCols)))
			c1 = c1.Add(v.DotProductPairs(loadAt(pp1, j+vecCols)))
		}
		t = t.Add(widen(a0).Add(widen(c0))).Add(widen(a1).Add(widen(c1)).ShiftAllLeft(planeBits))
	}
	s := hsum(t)
	for j := nv; j < n; j++ {
		s += int64(row[j]) * (int64(p0[j]) + int64(p1[j])<<planeBits)
	}
	return s
}
