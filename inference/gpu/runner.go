//go:build opencl && cgo

package gpu

import (
	"fmt"
	"runtime"

	"github.com/deepcall/deepcall/inference"
)

// runner is one sequence: its KV cache in a range of the backend's arena
// and, on the host, every position's key and value rows in the order the
// checkpoint chain hashes them (K[0] ‖ V[0] ‖ K[1] ‖ …), which KV serves.
type runner struct {
	b    *Backend
	w    *weights
	c    inference.Config
	next int
	kv   *region
	rows []int32 // position p's row at [p·rowLen, (p+1)·rowLen)
}

// region is a runner's range of the arena: for each layer its keys, then
// for each layer its values, cap positions each.
type region struct {
	b   *Backend
	at  int64 // element offset
	cap int   // positions
	n   int64 // elements
}

func (g *region) free() {
	if g.n > 0 && g.b.free != nil { // a closed backend has no arena left
		g.b.free.give(g.at, g.n)
		g.n = 0
	}
}

func newRunner(b *Backend, w *weights) *runner {
	r := &runner{b: b, w: w, c: w.m.Config, kv: &region{b: b}}
	// A runner dropped without Release still gives its range back.
	runtime.AddCleanup(r, func(g *region) {
		g.b.mu.Lock()
		defer g.b.mu.Unlock()
		g.free()
	}, r.kv)
	return r
}

func (r *runner) rowLen() int { return 2 * r.c.Layers * r.c.KVDim() }

// KV implements inference.Runner.
func (r *runner) KV(l, pos int) ([]int32, []int32) {
	d := r.c.KVDim()
	base := pos*r.rowLen() + 2*l*d
	return r.rows[base : base+d], r.rows[base+d : base+2*d]
}

// Step implements inference.Runner.
func (r *runner) Step(pos, tok int, classify bool, trace inference.TraceFunc) (int, error) {
	rows := []inference.BatchStep{{Runner: r, Pos: pos, Tok: tok, Classify: classify}}
	if err := r.b.stepBatch(rows, trace); err != nil {
		return -1, err
	}
	return rows[0].Next, nil
}

// Reserve implements inference.Reserver: room for positions positions on
// the device, or ErrKVFull.
func (r *runner) Reserve(positions int) error {
	r.b.mu.Lock()
	defer r.b.mu.Unlock()
	if err := r.ensure(positions); err != nil {
		return err
	}
	if cap(r.rows) < positions*r.rowLen() {
		r.rows = append(make([]int32, 0, positions*r.rowLen()), r.rows...)
	}
	return nil
}

// ensure gives the runner room for positions positions, moving its cache
// to a larger range when it has less (the caller holds b.mu).
func (r *runner) ensure(positions int) error {
	if r.b.free == nil {
		return ErrClosed
	}
	if positions <= r.kv.cap {
		return nil
	}
	positions = min(max(positions, 2*r.kv.cap, 16), r.c.SeqLen)
	d := int64(r.c.KVDim())
	blocks := int64(2 * r.c.Layers)
	n := blocks * int64(positions) * d
	at, ok := r.b.free.take(n)
	if !ok {
		return fmt.Errorf("%w: %d positions of %d layers need %d bytes", ErrKVFull, positions, r.c.Layers, 4*n)
	}
	old := *r.kv
	for i := range blocks {
		if used := int64(r.next) * d; used > 0 {
			if err := r.b.dev.copyInts(r.b.arena, r.b.arena, old.at+i*int64(old.cap)*d, at+i*int64(positions)*d, used); err != nil {
				r.b.free.give(at, n)
				return err
			}
		}
	}
	r.kv.free()
	r.kv.at, r.kv.cap, r.kv.n = at, positions, n
	return nil
}

// LoadRow implements inference.RowLoader: position p's keys and values, a
// row as KV returns them, stored as stepping p would have (a cached
// prefix).
func (r *runner) LoadRow(p int, row []int32) error {
	if p != r.next || len(row) != r.rowLen() {
		return fmt.Errorf("gpu backend: row of %d values at position %d, expected %d at %d", len(row), p, r.rowLen(), r.next)
	}
	b := r.b
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := r.ensure(p + 1); err != nil {
		return err
	}
	d := r.c.KVDim()
	for l := range r.c.Layers {
		k, v := row[2*l*d:(2*l+1)*d], row[(2*l+1)*d:(2*l+2)*d]
		if err := write(b.dev, b.arena, int(r.kv.at)+(l*r.kv.cap+p)*d, k); err != nil {
			return err
		}
		if err := write(b.dev, b.arena, int(r.kv.at)+((r.c.Layers+l)*r.kv.cap+p)*d, v); err != nil {
			return err
		}
	}
	r.rows = append(r.rows, row...)
	r.next++
	return nil
}

// Discard is Release for a runner whose step failed: there is no pool to
// keep it from, so its range is simply given back.
func (r *runner) Discard() { r.Release() }

// Release gives the runner's arena range back; it must not be used after.
func (r *runner) Release() {
	r.b.mu.Lock()
	defer r.b.mu.Unlock()
	r.kv.free()
	r.kv.cap = 0
	r.rows = nil
}
