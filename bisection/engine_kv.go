package bisection

import (
	"context"

	"github.com/deepcall/deepcall/inference"
)

// kvUpdate is the link level of one step (SPEC.md §8.2): per layer, its
// root R'_l after the step and the leaf w_l.
type kvUpdate struct {
	roots  []Hash
	leaves []Hash
}

// kvLeaves are the KV leaf values of positions 0 … k−1 (computed once for
// the whole request).
func (t *EngineTrace) kvLeaves(ctx context.Context, k int) ([][]int32, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.kv) < k {
		rows, err := t.eng.KVLeaves(ctx, t.prompt, t.n, t.Steps())
		if err != nil {
			return nil, err
		}
		t.kv = rows
	}
	return t.kv[:k], nil
}

// kvForest is the KV forest after the first p positions.
func (t *EngineTrace) kvForest(ctx context.Context, p int) (*inference.KVForest, error) {
	rows, err := t.kvLeaves(ctx, p)
	if err != nil {
		return nil, err
	}
	f := inference.NewKVForest(t.eng.Model.Config)
	for q, row := range rows {
		f.SetRow(q, row)
	}
	t.view.fixRoots(f, p, t.eng.Model.Config.Layers)
	return f, nil
}

// kvUpdate computes (once) step k's link level: w_l = keccak256(w_{l−1} ‖
// l ‖ R'_l) from w_{−1} = c_{M−1}.
func (t *EngineTrace) kvUpdate(ctx context.Context, k int) (*kvUpdate, error) {
	t.mu.Lock()
	u := t.kvUps[k]
	t.mu.Unlock()
	if u != nil {
		return u, nil
	}
	s, err := t.step(ctx, k)
	if err != nil {
		return nil, err
	}
	f, err := t.kvForest(ctx, k+1)
	if err != nil {
		return nil, err
	}
	u = &kvUpdate{roots: f.LayerRoots()}
	w := s.chain[len(s.chain)-1]
	for l, r := range u.roots {
		w = inference.Keccak256(w[:], word(uint64(l)), r[:])
		u.leaves = append(u.leaves, w)
	}
	t.mu.Lock()
	t.kvUps[k] = u
	t.mu.Unlock()
	return u, nil
}
