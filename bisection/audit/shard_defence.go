package audit

import (
	"fmt"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

// OwnShards finds what this operator's shard kept of an answer it signed
// (operator.ShardWorker.Signed).
type OwnShards interface {
	Signed(input inference.Hash) (*operator.ShardRecord, bool, error)
}

// ownTrace is the trace of this operator's own shard for challenge rec when
// rec disputes the claim that shard signed (nil otherwise): a per-shard
// challenge's root is the shard's out value at the disputed step, and its
// value the answer's. The trace re-runs the shard's ops from the residuals
// and links it was handed (bisection.NewShardTrace), so the shard defends
// its true claim even when an upstream shard lied and the canonical chain
// leaves its in value behind. Read from the challenge record alone, not
// from the opening's calldata, so an opening sent through a contract is
// defended all the same.
func (d *Defender) ownTrace(rec bisection.ChallengeRecord) (*bisection.EngineTrace, error) {
	if d.Own == nil {
		return nil, nil
	}
	r, ok, err := d.Own.Signed(rec.Input)
	if err != nil {
		return nil, fmt.Errorf("challenge %d: the shard's record: %w", rec.ID, err)
	}
	if !ok || r.Value != rec.Value {
		return nil, nil
	}
	k, ok := r.StepOf(rec.Root)
	if !ok {
		return nil, nil
	}
	tr, err := bisection.NewShardTrace(d.Engine, r.Prompt, r.N, ShardView(r), bisection.EngineOptions{ChunkMACs: d.ChunkMACs})
	if err != nil {
		return nil, fmt.Errorf("challenge %d: the shard's own trace: %w", rec.ID, err)
	}
	d.log().Info("defending this shard's own claim", "challenge", rec.ID, "input", rec.Input, "shard", r.Shard, "step", k)
	return tr, nil
}

// ShardView is the view of its answer a shard's record gives
// bisection.NewShardTrace.
func ShardView(r *operator.ShardRecord) bisection.ShardView {
	return bisection.ShardView{Shard: r.Shard, Plan: r.Plan, Residuals: r.Residuals, In: r.In, Prev: r.Prev,
		Links: r.Links, Tokens: r.Tokens, LayerRoots: r.LayerRoots}
}
