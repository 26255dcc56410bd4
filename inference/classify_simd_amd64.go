//go:build goexperiment.simd

package inference

import (
	"math/bits"
	"simd/archsimd"
	"sync"
)

// The classifier of a batched step, in about half its multiply-adds. Its
// matrix is a quarter of the 0.6B shape's weights, yet a step needs only the
// greedy token of each row, not the logits. With each activation split as
// the group kernel splits it, a = d0 + 2^11·d1, a row's exact sum is
// S = 2^11·S1 + S0 with S1 = Σ q·d1 and S0 = Σ q·d0, and by Cauchy–Schwarz
// |S0| ≤ ⌈‖q‖⌉·⌈‖d0‖⌉ =: e. So one pass over the high digits alone gives
// every row's logit to within [rescale(2^11·S1 − e), rescale(2^11·S1 + e)]
// (rescale is monotone). The greedy row's upper end is at least its logit,
// which is at least every row's lower end; so only rows whose upper end
// reaches the largest lower end can be the answer, and those few (1 to ~40
// of 151,936 on the 0.6B shape) are computed exactly. The token is the
// same as Argmax over exact logits, ties included (TestBoundedArgmax).

//go:noescape
func vnniRowsHi2x8(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)

// hiGroup is the vectors of one vnniRowsHi2x8 pass.
const hiGroup = 8

// maxExact bounds the rows computed exactly for one vector; past it (a
// degenerate input whose logits the bounds cannot tell apart, such as a
// zero vector) the vector takes the exact pass.
const maxExact = 1024

func init() {
	if hasAVX512() && hasVNNI {
		vecArgmax = boundedArgmax
	}
}

// highPlanes is a batch's high digits packed for vnniRowsHi2x8, hiGroup
// vectors a group (zero past the batch), and each vector's ⌈‖d0‖⌉.
type highPlanes struct {
	groups [][]int16
	bound  []int64
}

// packHigh splits every vector as packGroup does; ok is false when cols is
// not a multiple of vecCols or a value needs a third digit.
func packHigh(in [][]int32, cols int) (p highPlanes, ok bool) {
	if cols%vecCols != 0 {
		return p, false
	}
	p.bound = make([]int64, len(in))
	for g := 0; g < len(in); g += hiGroup {
		buf := make([]int16, hiGroup*cols)
		for b, a := range in[g:min(g+hiGroup, len(in))] {
			var ss uint64 // ≤ cols·2^20
			for c, v := range a[:cols] {
				d1 := (int64(v) + planeHalf - 1) >> planeBits
				d0 := int64(v) - d1<<planeBits // in [−1023, 1024]
				if d1 < 1-planeHalf || d1 > planeHalf {
					return p, false
				}
				buf[c/vecCols*hiGroup*vecCols+b*vecCols+c%vecCols] = int16(d1)
				ss += uint64(d0 * d0)
			}
			p.bound[g+b] = ceilSqrt(ss)
		}
		p.groups = append(p.groups, buf)
	}
	return p, true
}

// ceilSqrt is ⌈√n⌉.
func ceilSqrt(n uint64) int64 {
	s := ISqrt(n)
	if s*s < n {
		s++
	}
	return int64(s)
}

// rowNorms is ⌈‖q_r‖⌉ for every row of the classifier, made once a model.
func rowNorms(workers int, m *Model) []int64 {
	if p := m.outNorms.Load(); p != nil {
		return *p
	}
	w := m.Output()
	norms := make([]int64, w.Rows)
	parallelFor(workers, w.Rows, 1024, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			var ss uint64 // ≤ cols·2^30
			for _, q := range w.Q[r*w.Cols : (r+1)*w.Cols] {
				ss += uint64(int64(q) * int64(q))
			}
			norms[r] = ceilSqrt(ss)
		}
	})
	m.outNorms.CompareAndSwap(nil, &norms)
	return *m.outNorms.Load()
}

// candidate is a row that may be a vector's greedy row, with its logit's
// upper end.
type candidate struct {
	row int
	hi  int32
}

// bounds is the shared state of one boundedArgmax: per vector, the largest
// lower end so far and the rows whose upper end reached it when they were
// seen (filtered again at the end).
type bounds struct {
	mu    sync.Mutex
	best  []int32
	cands [][]candidate
	over  []bool // more than maxExact rows: take the exact pass
}

// add merges one block's lower-end maximum and its candidates for vector j
// (the caller holds mu).
func (s *bounds) add(j int, best int32, cs []candidate) {
	if s.over[j] {
		return
	}
	s.best[j] = max(s.best[j], best)
	for _, c := range cs {
		if c.hi >= s.best[j] {
			s.cands[j] = append(s.cands[j], c)
		}
	}
	if len(s.cands[j]) > 2*maxExact {
		s.cands[j] = s.keep(j)
		if len(s.cands[j]) > maxExact {
			s.over[j], s.cands[j] = true, nil
		}
	}
}

// keep is vector j's candidates that can still win.
func (s *bounds) keep(j int) []candidate {
	cs := s.cands[j][:0]
	for _, c := range s.cands[j] {
		if c.hi >= s.best[j] {
			cs = append(cs, c)
		}
	}
	return cs
}

// boundedArgmax is batchArgmax(w, in, logits)'s tokens for the classifier w
// of m, through the high digits' pass; nil when it cannot take the batch
// (fewer than hiGroup vectors, or a value with a third digit).
func boundedArgmax(workers int, m *Model, in, logits [][]int32) []int {
	w := m.Output()
	if len(in) < hiGroup {
		return nil
	}
	p, ok := packHigh(in, w.Cols)
	if !ok {
		return nil
	}
	norms := rowNorms(workers, m)
	s := &bounds{best: make([]int32, len(in)), cands: make([][]candidate, len(in)), over: make([]bool, len(in))}
	for j := range s.best {
		s.best[j] = -MaxAct // every logit is at least this
	}
	parallelFor(workers, w.Rows, max(1, chunkBytes/(2*w.Cols)), func(lo, hi int) {
		boundRows(w, p, norms, s, len(in), lo, hi)
	})
	next := make([]int, len(in))
	var exact []int // the vectors with too many candidates
	for j, a := range in {
		cs := s.keep(j)
		if s.over[j] || len(cs) > maxExact {
			exact = append(exact, j)
			continue
		}
		next[j] = exactBest(w, a, cs)
	}
	if len(exact) > 0 {
		sub, subLogits := make([][]int32, len(exact)), make([][]int32, len(exact))
		for i, j := range exact {
			sub[i], subLogits[i] = in[j], logits[j]
		}
		for i, t := range batchArgmax(workers, w, sub, subLogits) {
			next[exact[i]] = t
		}
	}
	return next
}

// exactBest is the greedy row among cs (in any order) by exact logits,
// ties going to the lower index as in Argmax; -1 when cs is empty.
func exactBest(w *Matrix, a []int32, cs []candidate) int {
	best, top := -1, int32(0)
	for _, c := range cs {
		r := c.row
		l := rescale(dotInt16(w.Q[r*w.Cols:(r+1)*w.Cols], a), w.M[r], w.R[r])
		if best < 0 || l > top || l == top && r < best {
			best, top = r, l
		}
	}
	return best
}

// boundRows is one fan-out chunk of boundedArgmax: rows [lo, hi) of w
// against every group of high digits, 64 rows at a time.
func boundRows(w *Matrix, p highPlanes, norms []int64, s *bounds, n, lo, hi int) {
	cols := w.Cols
	var sums [hiGroup * sumStride]int64
	var ug [hiGroup][64]int32
	var best [hiGroup]int32
	var cs [hiGroup][]candidate
	var buf [hiGroup][64]candidate
	for r := lo; r < hi; r += 64 {
		rows := min(64, hi-r)
		_ = w.Q[(r+rows)*cols-1]
		m, sh, nr := w.M[r:r+rows], w.R[r:r+rows], norms[r:r+rows]
		for g, planes := range p.groups {
			dist := prefetchDist
			if g > 0 {
				dist = 2 * rows * cols // as in groupRows
			}
			clear(sums[:])
			for c := 0; c < cols; c += tileCols {
				vnniRowsHi2x8(&w.Q[r*cols+c], min(tileCols, cols-c), cols, &planes[hiGroup*c], &sums[0], rows, dist)
			}
			vecs := min(hiGroup, n-g*hiGroup)
			for b := range vecs {
				best[b], cs[b] = blockBounds(sums[b*sumStride:b*sumStride+rows], p.bound[g*hiGroup+b], nr, m, sh, r, &ug[b], buf[b][:0])
			}
			s.mu.Lock()
			for b := range vecs {
				s.add(g*hiGroup+b, best[b], cs[b])
			}
			s.mu.Unlock()
		}
	}
}

// blockBounds is one vector's bounds on a block of rows (first row r0):
// with sums its S1, e its ⌈‖d0‖⌉ and nr the rows' ⌈‖q‖⌉, it writes each
// row's upper end into ug and returns the block's largest lower end and the
// rows whose upper end reaches it (appended to cs), eight or sixteen rows
// at a time.
func blockBounds(sums []int64, e int64, nr []int64, m []int32, sh []uint8, r0 int, ug *[64]int32, cs []candidate) (int32, []candidate) {
	rows := len(sums)
	var l, u [64]int64
	var lg [64]int32
	eb := archsimd.BroadcastInt64x8(e)
	for i := 0; i < rows; i += 8 {
		// |S1| ≤ 2^41 and ⌈‖q‖⌉·⌈‖d0‖⌉ ≤ 2^41 (cols ≤ 2^16): no overflow.
		c := archsimd.LoadInt64x8SlicePart(sums[i:]).ShiftAllLeft(planeBits)
		d := archsimd.LoadInt64x8SlicePart(nr[i:rows]).Mul(eb)
		c.Sub(d).StoreSlicePart(l[i:rows])
		c.Add(d).StoreSlicePart(u[i:rows])
	}
	rescaleRows(l[:rows], m, sh, lg[:rows])
	rescaleRows(u[:rows], m, sh, ug[:rows])
	for i := rows; i < len(lg); i++ {
		lg[i] = -MaxAct // no row: below every lower end
	}
	top := archsimd.BroadcastInt32x16(-MaxAct)
	for i := 0; i < rows; i += 16 {
		top = top.Max(archsimd.LoadInt32x16Slice(lg[i : i+16]))
	}
	var lanes [16]int32
	top.Store(&lanes)
	best := lanes[0]
	for _, v := range lanes[1:] {
		best = max(best, v)
	}
	bb := archsimd.BroadcastInt32x16(best)
	for i := 0; i < rows; i += 16 {
		hit := archsimd.LoadInt32x16Slice(ug[i : i+16]).GreaterEqual(bb).ToBits()
		if rows-i < 16 {
			hit &= 1<<(rows-i) - 1
		}
		for ; hit != 0; hit &= hit - 1 {
			k := i + bits.TrailingZeros16(hit)
			cs = append(cs, candidate{row: r0 + k, hi: ug[k]})
		}
	}
	return best, cs
}
