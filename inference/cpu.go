package inference

import (
	"fmt"
	"runtime"
	"slices"
	"sync"
)

// CPU is the native backend: plain Go over int16 weights, matrix rows spread
// over Workers goroutines. Row sums are exact, so the split never changes a
// bit of the result.
type CPU struct {
	Workers int // 0 means GOMAXPROCS
}

// Name implements Backend.
func (CPU) Name() string { return "cpu" }

func (b CPU) workers() int {
	if b.Workers <= 0 {
		return runtime.GOMAXPROCS(0)
	}
	return b.Workers
}

// Open implements Backend.
func (b CPU) Open(m *Model) (Runner, error) {
	if err := m.Config.Validate(); err != nil {
		return nil, err
	}
	if r, ok := runnerPool.Get().(*cpuRunner); ok {
		if r.m == m && r.lo == 0 && r.hi == m.Config.Layers {
			r.reset(b.workers())
			return r, nil
		}
	}
	c := m.Config
	r := &cpuRunner{m: m, workers: b.workers(),
		x: make([]int32, c.Dim), xb: make([]int32, c.Dim), a: make([]int32, c.Dim),
		q: make([]int32, c.QDim()), k: make([]int32, c.KVDim()), v: make([]int32, c.KVDim()),
		qk: make([]int32, c.QDim()+c.KVDim()), o: make([]int32, c.QDim()),
		h1: make([]int32, c.HiddenDim), h3: make([]int32, c.HiddenDim), hid: make([]int32, c.HiddenDim),
		logits: make([]int32, c.Vocab),
		kc:     make([][]int32, c.Layers), vc: make([][]int32, c.Layers), kb: make([][]uint8, c.Layers),
	}
	if keepKeysT() {
		r.kT = make([][]int32, c.Layers)
	}
	r.lo, r.hi = 0, c.Layers
	return r, nil
}

type cpuRunner struct {
	m       *Model
	workers int
	next    int // the position the next Step must have
	lo, hi  int // the layers this runner runs, [lo, hi): all of them but in a shard (shard.go)

	x, xb, a, q, k, v, qk, o, h1, h3, hid, logits []int32
	kc, vc                                        [][]int32 // per layer, pos × KVDim
	kb                                            [][]uint8 // per layer, pos × KVHeads: keyBits of each head's key
	kT                                            [][]int32 // per layer, the keys transposed (appendKeyT), when keepKeysT
}

// runnerPool holds released runners: a KV cache is large, and memory fresh
// from the OS costs a page fault a page to touch, so a server reuses them.
var runnerPool sync.Pool

// Release hands the runner back for reuse by a later Open on the same
// model; it must not be used after.
func (r *cpuRunner) Release() { runnerPool.Put(r) }

// reset empties a released runner for a new sequence.
func (r *cpuRunner) reset(workers int) {
	r.workers, r.next = workers, 0
	for l := range r.kc {
		r.kc[l], r.vc[l], r.kb[l] = r.kc[l][:0], r.vc[l][:0], r.kb[l][:0]
		if r.kT != nil {
			r.kT[l] = r.kT[l][:0]
		}
	}
}

// Reserve implements Reserver: it sizes the KV cache for positions
// positions, so that appending to it never copies it.
func (r *cpuRunner) Reserve(positions int) error {
	c := r.m.Config
	d := c.KVDim()
	for l := r.lo; l < r.hi; l++ {
		r.kc[l] = slices.Grow(r.kc[l], positions*d)
		r.vc[l] = slices.Grow(r.vc[l], positions*d)
		r.kb[l] = slices.Grow(r.kb[l], positions*c.KVHeads)
		if r.kT != nil {
			r.kT[l] = slices.Grow(r.kT[l], (positions+keyBlock-1)/keyBlock*keyBlock*d)
		}
	}
	return nil
}

// LoadRow implements RowLoader: it appends position p's keys and values of
// every layer, what stepping p would have stored (a cached prefix's rows).
func (r *cpuRunner) LoadRow(p int, row []int32) error {
	c := r.m.Config
	d := c.KVDim()
	if p != r.next || len(row) != 2*c.Layers*d || r.lo != 0 || r.hi != c.Layers {
		return fmt.Errorf("cpu backend: row of %d values at position %d, expected %d at %d", len(row), p, 2*c.Layers*d, r.next)
	}
	for l := range c.Layers {
		r.store(l, p, row[2*l*d:(2*l+1)*d], row[(2*l+1)*d:(2*l+2)*d])
	}
	r.next++
	return nil
}

// store appends position pos's key and value at layer l to the cache
// (positions come in order).
func (r *cpuRunner) store(l, pos int, k, v []int32) {
	c := r.m.Config
	r.kc[l] = append(r.kc[l], k...)
	r.vc[l] = append(r.vc[l], v...)
	r.kb[l] = keyBits(r.kb[l], k, c.KVHeads, c.HeadSize)
	if r.kT != nil {
		r.kT[l] = appendKeyT(r.kT[l], k, pos)
	}
}

// Embed is SPEC.md's embedding of tok: x_i = clamp(rsr(q·M, R−16)).
func Embed(m *Model, tok int, x []int32) {
	e, d := &m.Embed, m.Config.Dim
	for i := range d {
		x[i] = Clamp(RSR(int64(e.Q[tok*d+i])*int64(e.M[tok]), int(e.R[tok])-16))
	}
}

// qkNorm is the per-head RMSNorm of the queries and keys (QK-norm models).
func qkNorm(c Config, l *Layer, q, k []int32) {
	hs := c.HeadSize
	for h := range c.Heads {
		rmsNorm(q[h*hs:(h+1)*hs], l.QNorm, c.Eps, q[h*hs:(h+1)*hs])
	}
	for h := range c.KVHeads {
		rmsNorm(k[h*hs:(h+1)*hs], l.KNorm, c.Eps, k[h*hs:(h+1)*hs])
	}
}

// rope rotates every query and key head by the position's cos and sin.
func rope(c Config, q, k, cos, sin []int32) {
	hs := c.HeadSize
	for h := range c.Heads {
		ropeHead(q[h*hs:(h+1)*hs], cos, sin, c.RopeLayout == RopeHalfSplit)
	}
	for h := range c.KVHeads {
		ropeHead(k[h*hs:(h+1)*hs], cos, sin, c.RopeLayout == RopeHalfSplit)
	}
}

// KVBytes is the memory the CPU backend's KV cache of one sequence holds at
// positions positions (what Reserve sizes): keys and values, KVDim int32s a
// layer each, a byte of key bits per KV head, and, when the vector kernels
// are on, the keys again, transposed in blocks of keyBlock positions. A
// scheduler budgets a batch's memory with it.
func KVBytes(c Config, positions int) int64 {
	l, d, p := int64(c.Layers), int64(c.KVDim()), int64(positions)
	b := l * p * (2*d*4 + int64(c.KVHeads))
	if keepKeysT() {
		b += l * ((p + keyBlock - 1) / keyBlock * keyBlock) * d * 4
	}
	return b
}

func (r *cpuRunner) KV(l, pos int) ([]int32, []int32) {
	d := r.m.Config.KVDim()
	return r.kc[l][pos*d : (pos+1)*d], r.vc[l][pos*d : (pos+1)*d]
}

func (r *cpuRunner) matVec(w *Matrix, in, out []int32) {
	parallelMatVec(r.workers, w, in, out) // kernel.go
}

func (r *cpuRunner) Step(pos, tok int, classify bool, trace TraceFunc) (int, error) {
	return r.run(pos, tok, nil, classify, trace)
}

// run is Step over the runner's layers [lo, hi): the first shard embeds tok,
// a later one starts from the residual in; only the last classifies. Ops
// keep their step-wide indices, so a shard's trace is a piece of the step's.
func (r *cpuRunner) run(pos, tok int, in []int32, classify bool, trace TraceFunc) (int, error) {
	m, c := r.m, r.m.Config
	if pos != r.next {
		return -1, fmt.Errorf("cpu backend: step at position %d, expected %d", pos, r.next)
	}
	if pos >= c.SeqLen {
		return -1, fmt.Errorf("%w: position %d, context is %d", ErrContextOverflow, pos, c.SeqLen)
	}
	if r.lo == 0 && (tok < 0 || tok >= c.Vocab) {
		return -1, fmt.Errorf("%w: %d at position %d", ErrTokenOutOfRange, tok, pos)
	}
	if r.lo > 0 && len(in) != c.Dim {
		return -1, fmt.Errorf("%w: %d values at layer %d, dim is %d", ErrResidualSize, len(in), r.lo, c.Dim)
	}
	idx := 0
	if r.lo > 0 {
		idx = 1 + r.lo*opsPerLayer(c)
	}
	emit := func(name string, out []int32) {
		if trace != nil {
			trace(Op{Index: idx, Name: name}, out)
		}
		idx++
	}
	// Layer ops are named only when traced: no string work on the hot path.
	var li int
	emitL := func(op string, out []int32) {
		if trace != nil {
			trace(Op{Index: idx, Name: fmt.Sprintf("layers.%d.%s", li, op)}, out)
		}
		idx++
	}
	half := c.HeadSize / 2
	cos := m.RopeCos[pos*half : (pos+1)*half]
	sin := m.RopeSin[pos*half : (pos+1)*half]

	if r.lo == 0 {
		Embed(m, tok, r.x)
		emit("embed", r.x)
	} else {
		copy(r.x, in)
	}

	for li = r.lo; li < r.hi; li++ {
		l := &m.Layers[li]
		rmsNorm(r.x, l.AttnNorm, c.Eps, r.xb)
		emitL("attn_norm", r.xb)
		// wq, wk and wv read the same vector: one fan-out for the three.
		parallelMatVecs(r.workers, []*Matrix{&l.Wq, &l.Wk, &l.Wv}, r.xb, [][]int32{r.q, r.k, r.v})
		emitL("wq", r.q)
		emitL("wk", r.k)
		emitL("wv", r.v)
		if c.QKNorm {
			qkNorm(c, l, r.q, r.k)
			emitL("q_norm", r.q)
			emitL("k_norm", r.k)
		}
		rope(c, r.q, r.k, cos, sin)
		if trace != nil {
			copy(r.qk, r.q)
			copy(r.qk[c.QDim():], r.k)
			emitL("rope", r.qk)
		} else {
			idx++
		}
		r.store(li, pos, r.k, r.v)
		var kT []int32
		if r.kT != nil {
			kT = r.kT[li]
		}
		kc, vc := r.kc[li], r.vc[li]

		attendHeads(r.workers, m, r.q, kc, vc, r.kb[li], kT, r.o, pos) // kernel_attn.go
		emitL("attention", r.o)
		parallelMatVecAdd(r.workers, &l.Wo, r.o, r.a, r.x) // r.a = wo·o, r.x += r.a
		emitL("wo", r.a)
		emitL("attn_residual", r.x)
		rmsNorm(r.x, l.FFNNorm, c.Eps, r.xb)
		emitL("ffn_norm", r.xb)
		parallelGateUp(r.workers, &l.W1, &l.W3, r.xb, r.h1, r.h3, r.hid, &m.Exp2, c.Log2E) // w1, w3 and swiglu
		emitL("w1", r.h1)
		emitL("w3", r.h3)
		emitL("swiglu", r.hid)
		parallelMatVecAdd(r.workers, &l.W2, r.hid, r.a, r.x) // r.a = w2·hid, r.x += r.a
		emitL("w2", r.a)
		emitL("ffn_residual", r.x)
	}
	r.next++
	if !classify || r.hi < c.Layers {
		return -1, nil
	}
	rmsNorm(r.x, m.FinalNorm, c.Eps, r.xb)
	emit("final_norm", r.xb)
	r.matVec(m.Output(), r.xb, r.logits)
	emit("classifier", r.logits)
	next := Argmax(r.logits)
	emit("argmax", []int32{int32(next)})
	return next, nil
}
