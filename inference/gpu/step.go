//go:build opencl && cgo

package gpu

import (
	"fmt"
	"slices"

	"github.com/deepcall/deepcall/inference"
)

// scratch is a step's device buffers, grown to the largest step seen.
type scratch struct {
	x, xb, a, q, k, v, qn, kn, o *buffer
	h1, h3, hid                  *buffer
	cls, logits, next, stage     *buffer
	pos, kbase, kcap, idx        *buffer
	scores, probs                *buffer
}

func (s *scratch) all() []**buffer {
	return []**buffer{&s.x, &s.xb, &s.a, &s.q, &s.k, &s.v, &s.qn, &s.kn, &s.o, &s.h1, &s.h3, &s.hid,
		&s.cls, &s.logits, &s.next, &s.stage, &s.pos, &s.kbase, &s.kcap, &s.idx, &s.scores, &s.probs}
}

func (s *scratch) release() {
	for _, b := range s.all() {
		(*b).release()
		*b = nil
	}
}

// fit makes *b hold at least bytes bytes.
func (d *device) fit(b **buffer, bytes int64) error {
	if *b != nil && (*b).bytes >= bytes {
		return nil
	}
	(*b).release()
	nb, err := d.alloc(max(bytes, 64))
	*b = nb
	return err
}

// StepBatch implements inference.BatchBackend.
func (b *Backend) StepBatch(rows []inference.BatchStep) error { return b.stepBatch(rows, nil) }

// runners checks rows as the CPU backend does and returns their runners.
func (b *Backend) runners(rows []inference.BatchStep) ([]*runner, error) {
	rs := make([]*runner, len(rows))
	seen := map[*runner]int{}
	for i := range rows {
		r, ok := rows[i].Runner.(*runner)
		if !ok || r.b != b {
			return nil, fmt.Errorf("gpu backend: row %d has a runner of another backend (%T)", i, rows[i].Runner)
		}
		if i > 0 && r.w != rs[0].w {
			return nil, fmt.Errorf("gpu backend: row %d: runners of another model cannot be batched", i)
		}
		want, ok := seen[r]
		if !ok {
			want = r.next
		}
		if rows[i].Pos != want {
			return nil, fmt.Errorf("%w: row %d at position %d, its runner's next is %d", inference.ErrBatchOrder, i, rows[i].Pos, want)
		}
		seen[r] = want + 1
		if rows[i].Pos >= r.c.SeqLen {
			return nil, fmt.Errorf("%w: position %d, context is %d", inference.ErrContextOverflow, rows[i].Pos, r.c.SeqLen)
		}
		if rows[i].Tok < 0 || rows[i].Tok >= r.c.Vocab {
			return nil, fmt.Errorf("%w: %d at position %d", inference.ErrTokenOutOfRange, rows[i].Tok, rows[i].Pos)
		}
		rs[i] = r
	}
	for r, end := range seen {
		if err := r.ensure(end); err != nil {
			return nil, err
		}
	}
	return rs, nil
}

// step is one batched step's state: the rows, their runners, the model.
type step struct {
	d     *device
	b     *Backend
	w     *weights
	c     inference.Config
	rows  []inference.BatchStep
	rs    []*runner
	n     int
	trace inference.TraceFunc
	idx   int
	layer int
}

func (b *Backend) stepBatch(rows []inference.BatchStep, trace inference.TraceFunc) error {
	if len(rows) == 0 {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.free == nil {
		return ErrClosed
	}
	rs, err := b.runners(rows)
	if err != nil {
		return err
	}
	s := &step{d: b.dev, b: b, w: rs[0].w, c: rs[0].c, rows: rows, rs: rs, n: len(rows), trace: trace}
	if err := s.run(); err != nil {
		return fmt.Errorf("gpu backend: %w", err)
	}
	return nil
}

// emit hands op name's output to the trace: bufs are pairs of a buffer and
// the number of values to read from its start (a traced step has one row).
func (s *step) emit(name string, bufs ...any) error {
	if s.trace == nil {
		s.idx++
		return nil
	}
	if s.layer >= 0 {
		name = fmt.Sprintf("layers.%d.%s", s.layer, name)
	}
	var out []int32
	for i := 0; i < len(bufs); i += 2 {
		part := make([]int32, bufs[i+1].(int))
		if err := read(s.d, bufs[i].(*buffer), 0, part); err != nil {
			return err
		}
		out = append(out, part...)
	}
	s.trace(inference.Op{Index: s.idx, Name: name}, out)
	s.idx++
	return nil
}

// size grows the scratch for this step.
func (s *step) size(ncls, stride int) error {
	c, n, sc := s.c, int64(s.n), &s.b.sc
	for _, f := range []struct {
		b     **buffer
		bytes int64
	}{
		{&sc.x, 4 * n * int64(c.Dim)}, {&sc.xb, 4 * n * int64(c.Dim)}, {&sc.a, 4 * n * int64(c.Dim)},
		{&sc.q, 4 * n * int64(c.QDim())}, {&sc.o, 4 * n * int64(c.QDim())},
		{&sc.k, 4 * n * int64(c.KVDim())}, {&sc.v, 4 * n * int64(c.KVDim())},
		{&sc.qn, 4 * n * int64(c.QDim())}, {&sc.kn, 4 * n * int64(c.KVDim())},
		{&sc.h1, 4 * n * int64(c.HiddenDim)}, {&sc.h3, 4 * n * int64(c.HiddenDim)}, {&sc.hid, 4 * n * int64(c.HiddenDim)},
		{&sc.cls, 4 * int64(ncls) * int64(c.Dim)}, {&sc.logits, 4 * int64(ncls) * int64(c.Vocab)},
		{&sc.next, 4 * int64(ncls)}, {&sc.idx, 4 * int64(ncls)},
		{&sc.stage, 4 * n * int64(s.rs[0].rowLen())},
		{&sc.pos, 4 * n}, {&sc.kbase, 4 * n}, {&sc.kcap, 4 * n},
		{&sc.scores, 4 * n * int64(c.Heads) * int64(stride)}, {&sc.probs, 8 * n * int64(c.Heads) * int64(stride)},
	} {
		if err := s.d.fit(f.b, f.bytes); err != nil {
			return err
		}
	}
	return nil
}

// run is SPEC.md §4's step over every row, each op over all rows before
// the next, as the CPU backend's batched step.
func (s *step) run() error {
	c, d, sc, w := s.c, s.d, &s.b.sc, s.w
	var cls []int32
	stride := 0
	pos, kbase, kcap := make([]int32, s.n), make([]uint32, s.n), make([]int32, s.n)
	x := make([]int32, s.n*c.Dim)
	for i, row := range s.rows {
		if row.Classify {
			cls = append(cls, int32(i))
		}
		stride = max(stride, row.Pos+1)
		pos[i], kbase[i], kcap[i] = int32(row.Pos), uint32(s.rs[i].kv.at), int32(s.rs[i].kv.cap)
		inference.Embed(w.m, row.Tok, x[i*c.Dim:(i+1)*c.Dim])
	}
	if err := s.size(len(cls), stride); err != nil {
		return err
	}
	// The inputs are queued, not waited for: the step's first wait is its
	// last read.
	if err := d.stageFor(4 * (len(pos) + len(kbase) + len(kcap) + len(x) + len(cls) + 5*16)); err != nil {
		return err
	}
	for _, e := range []error{writeAsync(d, sc.pos, 0, pos), writeAsync(d, sc.kbase, 0, kbase), writeAsync(d, sc.kcap, 0, kcap),
		writeAsync(d, sc.x, 0, x), writeAsync(d, sc.idx, 0, cls)} {
		if e != nil {
			return e
		}
	}
	s.layer = -1
	if err := s.emit("embed", sc.x, c.Dim); err != nil {
		return err
	}
	for li := range c.Layers {
		s.layer = li
		if err := s.layerOps(li, stride); err != nil {
			return fmt.Errorf("layer %d: %w", li, err)
		}
	}
	s.layer = -1
	next, err := s.classify(cls)
	if err != nil {
		return err
	}
	// One read for every row's keys and values, into a host buffer the
	// backend keeps (a step's rows are appended to their runners below).
	s.b.stage = slices.Grow(s.b.stage[:0], s.n*s.rs[0].rowLen())[:s.n*s.rs[0].rowLen()]
	stage := s.b.stage
	if err := read(d, sc.stage, 0, stage); err != nil {
		return err
	}
	rl := s.rs[0].rowLen()
	for i := range s.rows {
		r := s.rs[i]
		r.rows = append(r.rows, stage[i*rl:(i+1)*rl]...)
		r.next++
		s.rows[i].Next = -1
	}
	for j, i := range cls {
		s.rows[i].Next = int(next[j])
	}
	return nil
}

// layerOps runs layer li's ops: eight kernels, whose outputs a traced step
// reads op by op.
func (s *step) layerOps(li, stride int) error {
	c, d, sc, l, w := s.c, s.d, &s.b.sc, &s.w.layers[li], s.w
	n, hs := s.n, c.HeadSize
	qknorm, qg, kg := 0, w.final, w.final // the gains are unread without QK-norm
	if c.QKNorm {
		qknorm, qg, kg = 1, l.qNorm, l.kNorm
	}
	keep, half := 0, 0
	if s.trace != nil {
		keep = 1
	}
	if c.RopeLayout == inference.RopeHalfSplit {
		half = 1
	}
	steps := []func() error{
		func() error { return d.run("rmsnorm", n*wg, wg, sc.x, sc.xb, l.attnNorm, c.Dim, i64(c.Eps)) },
		func() error { return s.emit("attn_norm", sc.xb, c.Dim) },
		func() error { return d.matvec(l.qkv, sc.xb, n, nil, sc.q, sc.k, sc.v) },
		func() error { return s.emit("wq", sc.q, c.QDim()) },
		func() error { return s.emit("wk", sc.k, c.KVDim()) },
		func() error { return s.emit("wv", sc.v, c.KVDim()) },
		func() error {
			return d.run("heads", n*(c.Heads+c.KVHeads)*wg, wg, sc.q, sc.k, sc.v, sc.qn, sc.kn, keep, qg, kg, qknorm, i64(c.Eps),
				w.cos, w.sin, sc.pos, c.Heads, c.KVHeads, hs, half, s.b.arena, sc.kbase, sc.kcap, c.Layers, li, sc.stage)
		},
	}
	if c.QKNorm {
		steps = append(steps,
			func() error { return s.emit("q_norm", sc.qn, c.QDim()) },
			func() error { return s.emit("k_norm", sc.kn, c.KVDim()) })
	}
	steps = append(steps,
		func() error { return s.emit("rope", sc.q, c.QDim(), sc.k, c.KVDim()) },
		func() error {
			return d.run("attention", n*c.Heads*wg, wg, sc.q, s.b.arena, sc.kbase, sc.kcap, sc.pos, c.Layers, li, c.Heads, c.KVHeads, hs,
				i64(c.ISQ), i64(c.Log2E), w.exp2, sc.scores, sc.probs, stride, sc.o)
		},
		func() error { return s.emit("attention", sc.o, c.QDim()) },
		func() error { return d.matvec(l.wo, sc.o, n, sc.x, sc.a) },
		func() error { return s.emit("wo", sc.a, c.Dim) },
		func() error { return s.emit("attn_residual", sc.x, c.Dim) },
		func() error { return d.run("rmsnorm", n*wg, wg, sc.x, sc.xb, l.ffnNorm, c.Dim, i64(c.Eps)) },
		func() error { return s.emit("ffn_norm", sc.xb, c.Dim) },
		func() error { return d.gateUp(l.w1, l.w3, sc.xb, n, sc.h1, sc.h3, sc.hid, w.exp2, c.Log2E) },
		func() error { return s.emit("w1", sc.h1, c.HiddenDim) },
		func() error { return s.emit("w3", sc.h3, c.HiddenDim) },
		func() error { return s.emit("swiglu", sc.hid, c.HiddenDim) },
		func() error { return d.matvec(l.w2, sc.hid, n, sc.x, sc.a) },
		func() error { return s.emit("w2", sc.a, c.Dim) },
		func() error { return s.emit("ffn_residual", sc.x, c.Dim) },
	)
	for _, f := range steps {
		if err := f(); err != nil {
			return err
		}
	}
	return nil
}

// matvec multiplies rows vectors of in (w.cols apart) with w, NB a launch,
// into outs: one buffer, or one per part of a fused matrix. With x, the
// residual x += out, clamped.
func (d *device) matvec(w dmat, in *buffer, rows int, x *buffer, outs ...*buffer) error {
	add := 0
	if x != nil {
		add = 1
	} else {
		x = outs[0]
	}
	for len(outs) < 3 {
		outs = append(outs, outs[0])
	}
	for c := 0; c < rows; c += nb {
		k := min(nb, rows-c)
		if err := d.run("matvec", w.rows*wg, wg, w.q, w.m, w.r, w.rows, w.cols, in, c*w.cols, k,
			outs[0], outs[1], outs[2], w.split1, w.split2, c, x, add); err != nil {
			return err
		}
	}
	return nil
}

// gateUp is h1 = w1·in, h3 = w3·in and hid = SwiGLU(h1, h3) for rows
// vectors, NB a launch.
func (d *device) gateUp(w1, w3 dmat, in *buffer, rows int, h1, h3, hid, exp2 *buffer, log2e int64) error {
	for c := 0; c < rows; c += nb {
		k := min(nb, rows-c)
		if err := d.run("gateup", w1.rows*wg, wg, w1.q, w1.m, w1.r, w3.q, w3.m, w3.r, w1.rows, w1.cols, in, c*w1.cols, k,
			h1, h3, hid, c, exp2, i64(log2e)); err != nil {
			return err
		}
	}
	return nil
}

// classify runs the final norm, the classifier and argmax on the rows in
// cls, returning their next tokens.
func (s *step) classify(cls []int32) ([]int32, error) {
	if len(cls) == 0 {
		return nil, nil
	}
	c, d, sc, w := s.c, s.d, &s.b.sc, s.w
	if err := d.run("rmsnorm", s.n*wg, wg, sc.x, sc.xb, w.final, c.Dim, i64(c.Eps)); err != nil {
		return nil, err
	}
	if err := s.emit("final_norm", sc.xb, c.Dim); err != nil {
		return nil, err
	}
	k := len(cls)
	if err := d.run("gather", k*c.Dim, wg, sc.xb, sc.cls, sc.idx, c.Dim, k*c.Dim); err != nil {
		return nil, err
	}
	if err := d.matvec(w.output, sc.cls, k, nil, sc.logits); err != nil {
		return nil, err
	}
	if err := s.emit("classifier", sc.logits, c.Vocab); err != nil {
		return nil, err
	}
	if err := d.run("argmax", k*wg, wg, sc.logits, c.Vocab, sc.next); err != nil {
		return nil, err
	}
	next := make([]int32, k)
	if err := read(d, sc.next, 0, next); err != nil {
		return nil, err
	}
	if s.trace != nil {
		s.trace(inference.Op{Index: s.idx, Name: "argmax"}, []int32{next[0]})
	}
	s.idx++
	return next, nil
}
