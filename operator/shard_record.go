package operator

import "github.com/deepcall/deepcall/inference"

// ShardRecord is what a shard's operator keeps of an answer it signed, to
// defend its claim in a per-shard game (inference/SPEC.md §12). When a
// shard upstream lied, this shard ran on a residual and links that no
// full-model run reproduces: only what it was handed lets it re-run its own
// ops and open their inputs (bisection.NewShardTrace). Every list is per
// step p of the answer.
type ShardRecord struct {
	Shard  int
	Plan   inference.ShardPlan
	Prompt []int
	N      int
	// Value is the signed transition's new value (the answer's result).
	Value inference.Hash
	// Residuals are the residuals handed in, In the op-chain values handed
	// in with them and Prev their predecessors (none for the first shard).
	Residuals [][]int32
	In, Prev  []inference.Hash
	// Out are the shard's out values: what its claim's out boundary
	// commits to and a per-shard challenge of it names as its root.
	Out []inference.Hash
	// Links are the answer's checkpoints link_p, Tokens its generated
	// tokens and LayerRoots every layer's KV root after each step, as the
	// shard checked them before it signed.
	Links      []inference.Hash
	Tokens     []int
	LayerRoots [][]inference.Hash
}

// StepOf is the step whose out value is v (false: none): a per-shard
// challenge of this shard's claim disputes its out value at that step.
func (r *ShardRecord) StepOf(v inference.Hash) (int, bool) {
	for k, o := range r.Out {
		if o == v {
			return k, true
		}
	}
	return 0, false
}

// Signed is the record of the answer to input this worker signed last
// (false: none kept; the oldest are dropped past ShardConfig.MaxSigned).
func (w *ShardWorker) Signed(input inference.Hash) (*ShardRecord, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	r, ok := w.signed[input]
	return r, ok
}

func (w *ShardWorker) keep(input inference.Hash, r *ShardRecord) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, ok := w.signed[input]; !ok {
		w.signedOrder = append(w.signedOrder, input)
	}
	w.signed[input] = r
	for len(w.signedOrder) > w.cfg.MaxSigned {
		delete(w.signed, w.signedOrder[0])
		w.signedOrder = w.signedOrder[1:]
	}
}
