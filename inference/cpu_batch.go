package inference

import (
	"errors"
	"fmt"
	"sync"
)

// Batched steps on the CPU backend. Decoding one token streams every weight
// of the model from memory, and on a CPU the stream, not the arithmetic, is
// what a step costs; a batched step reads each block of weight rows once
// and multiplies it with every row of the batch while it sits in L1. Every
// product is the same exact row sum as in Step, taken by the same kernel, so
// a token's bits do not depend on what it was batched with (cpu_batch_test.go
// checks tokens, checkpoints and KV rows against single steps).

// ErrBatchOrder is a batch whose rows of one runner are not consecutive
// positions starting at the runner's next one.
var ErrBatchOrder = errors.New("batch rows out of order")

// BatchStep is one row of a batched step: Runner at position Pos on input
// token Tok. Next is set to the greedy next token when Classify, else -1.
type BatchStep struct {
	Runner   Runner
	Pos, Tok int
	Classify bool
	Next     int
}

// BatchBackend is a Backend that can run the rows of many runners in one
// pass over the weights.
type BatchBackend interface {
	Backend
	// StepBatch runs every row; rows of one runner come in position order.
	// The runners must have been opened by this backend, on one model.
	StepBatch(rows []BatchStep) error
}

// batchScratch is a batched step's activations, row i of each at [i·width].
type batchScratch struct {
	x, xb, a, q, k, v, o, h1, h3, hid, logits []int32
}

var batchScratchPool = sync.Pool{New: func() any { return new(batchScratch) }}

func grow(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}

func (s *batchScratch) size(c Config, rows, classify int) {
	s.x, s.xb, s.a = grow(s.x, rows*c.Dim), grow(s.xb, rows*c.Dim), grow(s.a, rows*c.Dim)
	s.q, s.o = grow(s.q, rows*c.QDim()), grow(s.o, rows*c.QDim())
	s.k, s.v = grow(s.k, rows*c.KVDim()), grow(s.v, rows*c.KVDim())
	s.h1, s.h3, s.hid = grow(s.h1, rows*c.HiddenDim), grow(s.h3, rows*c.HiddenDim), grow(s.hid, rows*c.HiddenDim)
	s.logits = grow(s.logits, classify*c.Vocab)
}

// split cuts buf into n rows of width w.
func split(buf []int32, n, w int) [][]int32 {
	out := make([][]int32, n)
	for i := range out {
		out[i] = buf[i*w : (i+1)*w : (i+1)*w]
	}
	return out
}

// StepBatch implements BatchBackend.
func (b CPU) StepBatch(rows []BatchStep) error {
	if len(rows) == 0 {
		return nil
	}
	rs := make([]*cpuRunner, len(rows))
	seen := map[*cpuRunner]int{} // a runner's next position within the batch
	for i := range rows {
		r, ok := rows[i].Runner.(*cpuRunner)
		if !ok {
			return fmt.Errorf("cpu backend: row %d has a %T runner", i, rows[i].Runner)
		}
		if i > 0 && r.m != rs[0].m || r.lo != 0 || r.hi != r.m.Config.Layers {
			return fmt.Errorf("cpu backend: row %d: runners of another model or a shard cannot be batched", i)
		}
		want, ok := seen[r]
		if !ok {
			want = r.next
		}
		if rows[i].Pos != want {
			return fmt.Errorf("%w: row %d at position %d, its runner's next is %d", ErrBatchOrder, i, rows[i].Pos, want)
		}
		seen[r] = want + 1
		c := r.m.Config
		if rows[i].Pos >= c.SeqLen {
			return fmt.Errorf("%w: position %d, context is %d", ErrContextOverflow, rows[i].Pos, c.SeqLen)
		}
		if rows[i].Tok < 0 || rows[i].Tok >= c.Vocab {
			return fmt.Errorf("%w: %d at position %d", ErrTokenOutOfRange, rows[i].Tok, rows[i].Pos)
		}
		rs[i] = r
	}
	workers := b.workers()
	sc := batchScratchPool.Get().(*batchScratch)
	defer batchScratchPool.Put(sc)
	stepRows(workers, rs, rows, sc)
	return nil
}

// stepRows is StepBatch on validated rows: the ops of SPEC.md §4 in spec
// order, each over every row before the next.
func stepRows(workers int, rs []*cpuRunner, rows []BatchStep, sc *batchScratch) {
	m, c := rs[0].m, rs[0].m.Config
	n := len(rows)
	var cls []int // the rows that classify
	for i := range rows {
		if rows[i].Classify {
			cls = append(cls, i)
		}
	}
	sc.size(c, n, len(cls))
	x, xb, a := split(sc.x, n, c.Dim), split(sc.xb, n, c.Dim), split(sc.a, n, c.Dim)
	q, o := split(sc.q, n, c.QDim()), split(sc.o, n, c.QDim())
	k, v := split(sc.k, n, c.KVDim()), split(sc.v, n, c.KVDim())
	h1, h3, hid := split(sc.h1, n, c.HiddenDim), split(sc.h3, n, c.HiddenDim), split(sc.hid, n, c.HiddenDim)
	for i, row := range rows {
		Embed(m, row.Tok, x[i])
	}
	half := c.HeadSize / 2
	for li := range c.Layers {
		l := &m.Layers[li]
		eachRow(workers, n, func(i int) { rmsNorm(x[i], l.AttnNorm, c.Eps, xb[i]) })
		batchProducts(workers, []*Matrix{&l.Wq, &l.Wk, &l.Wv}, xb, [][][]int32{q, k, v}, nil)
		eachRow(workers, n, func(i int) {
			if c.QKNorm {
				qkNorm(c, l, q[i], k[i])
			}
			p := rows[i].Pos
			rope(c, q[i], k[i], m.RopeCos[p*half:(p+1)*half], m.RopeSin[p*half:(p+1)*half])
		})
		for i, row := range rows {
			// Rows of one runner are in position order, so each key and
			// value lands at its position, and a row's attention below
			// reads only positions up to its own.
			rs[i].store(li, row.Pos, k[i], v[i])
		}
		attendRows(workers, m, li, rs, rows, q, o)
		batchProducts(workers, []*Matrix{&l.Wo}, o, [][][]int32{a}, x)
		eachRow(workers, n, func(i int) { rmsNorm(x[i], l.FFNNorm, c.Eps, xb[i]) })
		batchGateUp(workers, &l.W1, &l.W3, xb, h1, h3, hid, &m.Exp2, c.Log2E)
		batchProducts(workers, []*Matrix{&l.W2}, hid, [][][]int32{a}, x)
	}
	for i := range rows {
		rs[i].next++
		rows[i].Next = -1
	}
	if len(cls) == 0 {
		return
	}
	in := make([][]int32, len(cls))
	for j, i := range cls {
		rmsNorm(x[i], m.FinalNorm, c.Eps, xb[i])
		in[j] = xb[i]
	}
	logits := split(sc.logits, len(cls), c.Vocab)
	for j, next := range classify(workers, m, in, logits) {
		rows[cls[j]].Next = next
	}
}

// vecArgmax, when the vector kernel has one, is batchArgmax's tokens for
// m's classifier without every logit exactly (boundedArgmax), or nil when it
// cannot take the batch.
var vecArgmax func(workers int, m *Model, in, logits [][]int32) []int

// classify is the greedy token of each of in: vecArgmax's when it takes the
// batch, else batchArgmax's. logits is scratch, one row a vector.
func classify(workers int, m *Model, in, logits [][]int32) []int {
	if vecArgmax != nil {
		if next := vecArgmax(workers, m, in, logits); next != nil {
			return next
		}
	}
	return batchArgmax(workers, m.Output(), in, logits)
}

// eachRow runs f on rows [0, n), spread over the workers when there are
// several rows: the per-row ops between the products (norms, QK-norm, RoPE)
// are a few microseconds a row, ~7% of a 16-row step when run in turn.
func eachRow(workers, n int, f func(i int)) {
	if n < 4 {
		workers = 1
	}
	parallelFor(workers, n, 1, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			f(i)
		}
	})
}

// attendRows is every row's attention at layer li, spread over the pairs
// (row, head): each pair is attendHead's exact computation for that row's
// position over its runner's cache.
func attendRows(workers int, m *Model, li int, rs []*cpuRunner, rows []BatchStep, q, o [][]int32) {
	c := m.Config
	heads := c.Heads
	work, maxPos := 0, 0
	for _, row := range rows {
		work += c.HeadSize * (row.Pos + 1) * heads
		maxPos = max(maxPos, row.Pos)
	}
	if work < 1<<16 {
		workers = 1
	}
	parallelFor(workers, len(rows)*heads, 1, func(lo, hi int) {
		sc := attnScratchPool.Get().(*attnScratch)
		if cap(sc.scores) < maxPos+1 {
			sc.scores, sc.probs = make([]int32, maxPos+1, c.SeqLen), make([]int64, maxPos+1, c.SeqLen)
			sc.raw = make([]int64, maxPos+1, c.SeqLen)
		}
		if cap(sc.acc) < c.HeadSize {
			sc.acc = make([]int64, c.HeadSize)
		}
		for j := lo; j < hi; j++ {
			i, h := j/heads, j%heads
			r := rs[i]
			var kT []int32
			if r.kT != nil {
				kT = r.kT[li]
			}
			attendHead(m, h, q[i], r.kc[li], r.vc[li], r.kb[li], kT, o[i], rows[i].Pos, sc)
		}
		attnScratchPool.Put(sc)
	})
}

// batchProducts computes outs[k][i] = ws[k]·in[i] for every matrix k and
// row i in one fan-out over the matrices' rows; with res, it then adds
// outs[0][i] into res[i] (the residual, clamped) for the rows it computed.
func batchProducts(workers int, ws []*Matrix, in [][]int32, outs [][][]int32, res [][]int32) {
	cols := ws[0].Cols
	ops := prepareAll(in, cols)
	total := 0
	for _, w := range ws {
		total += w.Rows
	}
	chunk := max(1, chunkBytes/(2*cols))
	if total*cols*len(in) < 1<<15 {
		workers = 1
	}
	parallelFor(workers, total, chunk, func(lo, hi int) {
		base := 0
		for k, w := range ws {
			if lo < base+w.Rows && hi > base {
				a, b := max(lo, base)-base, min(hi, base+w.Rows)-base
				rowsForAll(w, ops, outs[k], a, b)
				if res != nil {
					for i := range res {
						for r := a; r < b; r++ {
							res[i][r] = Clamp(int64(res[i][r]) + int64(outs[k][i][r]))
						}
					}
				}
			}
			base += w.Rows
		}
	})
	releaseAll(ops)
}

// batchArgmax is the classifier: logits[j] = w·in[j] and the greedy token
// of each (Argmax). Each range of rows takes its maxima in the fan-out,
// while its logits are in cache, and merges them under a lock, ties going
// to the lower index as in Argmax.
func batchArgmax(workers int, w *Matrix, in, logits [][]int32) []int {
	ops := prepareAll(in, w.Cols)
	defer releaseAll(ops)
	next := make([]int, len(in))
	for j := range next {
		next[j] = -1
	}
	var mu sync.Mutex
	parallelFor(workers, w.Rows, max(1, chunkBytes/(2*w.Cols)), func(lo, hi int) {
		rowsForAll(w, ops, logits, lo, hi)
		for j0 := 0; j0 < len(logits); j0 += 64 {
			part := logits[j0:min(j0+64, len(logits))]
			var best [64]int
			for j, l := range part {
				best[j] = lo + Argmax(l[lo:hi])
			}
			mu.Lock()
			for j, l := range part {
				k, g := best[j], next[j0+j]
				if g < 0 || l[k] > l[g] || l[k] == l[g] && k < g {
					next[j0+j] = k
				}
			}
			mu.Unlock()
		}
	})
	return next
}

// batchGateUp is parallelGateUp for every row: w1 and w3 and the SwiGLU of
// the two, a range of hidden rows at a time.
func batchGateUp(workers int, w1, w3 *Matrix, in, h1, h3, hid [][]int32, exp2 *Exp2Tables, log2e int64) {
	cols := w1.Cols
	ops := prepareAll(in, cols)
	chunk := max(1, chunkBytes/(4*cols))
	if 2*w1.Rows*cols*len(in) < 1<<15 {
		workers = 1
	}
	parallelFor(workers, w1.Rows, chunk, func(lo, hi int) {
		rowsForAll(w1, ops, h1, lo, hi)
		rowsForAll(w3, ops, h3, lo, hi)
		for i := range in {
			swiglu(exp2, log2e, h1[i][lo:hi], h3[i][lo:hi], hid[i][lo:hi])
		}
	})
	releaseAll(ops)
}

// The vector kernel's group form, when it has one: vecGroupPack prepares
// groupSize activation vectors together (nil when it cannot take them) and
// vecGroupRows runs rows for all of them, each weight loaded once.
var (
	vecGroupPack    func(in [][]int32, cols int) *[]int16
	vecGroupRelease func(*[]int16)
	vecGroupRows    func(w *Matrix, groups []*[]int16, outs [][]int32, lo, hi int)
)

const groupSize = 4

// operands are a batched product's prepared rows: the first groups packed
// for the group kernel, the rest one by one.
type operands struct {
	groups []*[]int16 // group g is rows g·groupSize to (g+1)·groupSize
	ops    []operand  // the rows after the groups
}

func prepareAll(in [][]int32, cols int) operands {
	var o operands
	g := 0
	for vecGroupPack != nil && g+groupSize <= len(in) {
		p := vecGroupPack(in[g:g+groupSize], cols)
		if p == nil {
			break
		}
		o.groups = append(o.groups, p)
		g += groupSize
	}
	for _, a := range in[g:] {
		o.ops = append(o.ops, prepare(a[:cols]))
	}
	return o
}

func releaseAll(o operands) {
	for i := range o.ops {
		o.ops[i].release()
	}
	for _, p := range o.groups {
		vecGroupRelease(p)
	}
}

// rowsForAll computes rows [lo, hi) of w, one fan-out chunk (chunkBytes of
// weights), for every operand: the first read the rows from memory, the
// others from L2. The whole chunk is one block: on a Zen 3 (AVX2) and a
// Zen 5 (AVX-512) that ran 16 vectors 10–15% faster than 64 KiB blocks,
// which split each chunk unevenly and prefetch past its end.
func rowsForAll(w *Matrix, o operands, outs [][]int32, lo, hi int) {
	grouped := len(o.groups) * groupSize
	if grouped > 0 {
		vecGroupRows(w, o.groups, outs, lo, hi)
	}
	for i := range o.ops {
		o.ops[i].rows(w, outs[grouped+i], lo, hi)
	}
}
