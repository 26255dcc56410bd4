package inference

import (
	"context"
	"fmt"
)

// Read-only views for the dispute game's attention steps: they recompute
// what Generate computes and change nothing it does.

// KVLeaves runs the first `steps` positions of a request and returns, per
// position t, its keys and values of every layer, K[0][t] ‖ V[0][t] ‖
// K[1][t] ‖ V[1][t] ‖ … (KVForest.SetRow's row; SPEC.md §7.3).
func (e *Engine) KVLeaves(ctx context.Context, prompt []int, n, steps int) ([][]int32, error) {
	c := e.Model.Config
	if err := CheckRequest(c, prompt, n); err != nil {
		return nil, err
	}
	if steps < 0 || steps > len(prompt)+n-1 {
		return nil, fmt.Errorf("kv leaves: %d steps outside a request of %d", steps, len(prompt)+n-1)
	}
	r, err := e.Backend.Open(e.Model)
	if err != nil {
		return nil, fmt.Errorf("open %s backend: %w", e.Backend.Name(), err)
	}
	rows := make([][]int32, 0, steps)
	tok := prompt[0]
	for p := range steps {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("step %d: %w", p, err)
		}
		classify := p >= len(prompt)-1
		next, err := r.Step(p, tok, classify, nil)
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", p, err)
		}
		if !classify {
			next = prompt[p+1]
		}
		row := make([]int32, 0, 2*c.Layers*c.KVDim())
		for l := range c.Layers {
			k, v := r.KV(l, p)
			row = append(append(row, k...), v...)
		}
		rows = append(rows, row)
		tok = next
	}
	return rows, nil
}

// Depth is the tree's depth D = ⌈log₂ seq_len⌉.
func (t *KVTree) Depth() int { return t.depth }

// RangeProof is the multiproof of the contiguous leaves lo … hi−1 (lo < hi):
// bottom up, at each height the left neighbour of the range when its first
// node is a right child, then the right neighbour when its last node is a
// left child. Folding the range's leaves with it, pairing neighbours at each
// height, gives the root.
func (t *KVTree) RangeProof(lo, hi int) []Hash {
	var out []Hash
	for d := 0; d < t.depth; d++ {
		if lo%2 == 1 {
			out = append(out, t.Node(d, lo-1))
			lo--
		}
		if hi%2 == 1 {
			out = append(out, t.Node(d, hi))
			hi++
		}
		lo, hi = lo/2, hi/2
	}
	return out
}
