package aggregator

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// The aggregator daemon's sharded mode (Config.Shards): every job is run
// through the shards' workers by a ShardCoordinator, one job a round, and
// landed with LLMConsumer.verifyAndUpdateSharded. What a challenger needs
// to challenge a shard's claim later (each shard's signed claim, signers and op-chain
// values) is kept with the job (Job.Shards).

// ShardSetup is a sharded committee as the aggregator daemon drives it.
type ShardSetup struct {
	Plan   inference.ShardPlan
	Layers int // the model's layer count
	// URLs[s] are shard s's operators' shard APIs (operator daemons
	// serving /v1/shard/), IDs[s] their registry ids in the same order
	// (each shard's threshold is held over these operators' stakes at the
	// reference block, as ShardCommittee.check holds it).
	URLs [][]string
	IDs  [][]blsagg.OperatorID
}

// ShardSignature is a shard's evidence as verifyAndUpdateSharded takes it.
func ShardSignature(e *api.Shard) (bindings.ShardSignature, error) {
	sigma, err1 := blsagg.ParseG1(e.Sigma)
	apk, err2 := blsagg.ParseG2(e.ApkG2)
	if err := errors.Join(err1, err2); err != nil {
		return bindings.ShardSignature{}, fmt.Errorf("shard %d evidence: %w", e.Shard, err)
	}
	g := ShardAggregate{Sigma: sigma, ApkG2: apk, Claim: protocol.ShardClaim{In: e.In, Out: e.Out}}
	for i, k := range e.SignerKeys {
		p, err := blsagg.ParseG1(k)
		if err != nil {
			return bindings.ShardSignature{}, fmt.Errorf("shard %d signer %d: %w", e.Shard, i, err)
		}
		g.SignerKeys = append(g.SignerKeys, p)
	}
	return g.Binding(), nil
}

// ReasonWrongShard is the rejection reason of a shard operator that runs
// another layer range than its shard's (operator.ErrWrongShard).
const ReasonWrongShard = "wrong_shard"

// ErrShardSetup: a ShardSetup whose plan, URLs and ids do not agree.
var ErrShardSetup = errors.New("aggregator: shard setup does not match its plan")

func (s *ShardSetup) validate() error {
	if err := s.Plan.Validate(s.Layers); err != nil {
		return fmt.Errorf("%w: %w", ErrShardSetup, err)
	}
	if len(s.URLs) != len(s.Plan) || len(s.IDs) != len(s.Plan) {
		return fmt.Errorf("%w: %d url lists and %d id lists for %d shards", ErrShardSetup, len(s.URLs), len(s.IDs), len(s.Plan))
	}
	for i := range s.Plan {
		if len(s.URLs[i]) == 0 || len(s.URLs[i]) != len(s.IDs[i]) {
			return fmt.Errorf("%w: shard %d has %d urls and %d ids", ErrShardSetup, i, len(s.URLs[i]), len(s.IDs[i]))
		}
	}
	return nil
}

// signSharded runs round r through the shards and has each shard sign its
// claim on the transition of the answer; the result lands with
// verifyAndUpdateSharded.
func (a *Aggregator) signSharded(ctx context.Context, r round) (*roundResult, error) {
	ctx, cancel := context.WithTimeout(ctx, a.cfg.SignTimeout)
	defer cancel()
	s := a.cfg.Shards
	c := a.chain.Consumer()
	co := &ShardCoordinator{Plan: s.Plan, Threshold: c.Threshold, Manifest: c.Manifest, Layers: s.Layers, Log: a.log}
	for i := range s.Plan {
		var nodes []ShardNode
		var stakes []*big.Int
		for k, url := range s.URLs[i] {
			nodes = append(nodes, &HTTPShardNode{URL: url, Client: a.cfg.HTTPClient})
			// an operator outside the set at the reference block has no stake there
			stake := new(big.Int)
			if pos, ok := r.qs.Set.Lookup(s.IDs[i][k]); ok {
				stake = r.qs.Set.At(pos).Stake
			}
			stakes = append(stakes, stake)
		}
		co.Nodes, co.Stakes = append(co.Nodes, nodes), append(co.Stakes, stakes)
	}
	// A task id per round: a worker opens a task once, and a round that
	// failed half-way leaves its task open there.
	task := fmt.Sprintf("%s@%d", r.taskID, r.index)
	ans, runErr := co.Run(ctx, task, r.prompt, r.n)
	if runErr != nil {
		return nil, a.shardFailure(runErr, ans)
	}
	old, err := a.chain.Slot(ctx, ResultSlotOf(r.input))
	if err != nil {
		return nil, err
	}
	t := r.expected
	t.Old, t.New = old, protocol.ResultValue(ans.Root, ans.Tokens)
	if t.Old == t.New {
		return nil, fmt.Errorf("%w: the slot holds this answer", ErrAlreadyLanded)
	}
	aggs, err := co.Sign(ctx, ans, t)
	if err != nil {
		return nil, a.shardFailure(err, ans)
	}
	res := &roundResult{index: r.index, ref: r.ref, t: t, tokens: ans.Tokens, root: ans.Root, qs: r.qs,
		rejected: a.shardRejections(s, ans), checkpoints: slices.Clone(ans.Links)}
	for i := range aggs {
		g := &aggs[i]
		sigma, apk := blsagg.MarshalG1(&g.Sigma), blsagg.MarshalG2(&g.ApkG2)
		ev := api.Shard{Shard: i, Range: s.Plan[i], Layers: s.Layers, In: g.Claim.In, Out: g.Claim.Out, ClaimHash: g.Claim.Digest(),
			Sigma: sigma[:], ApkG2: apk[:], Chains: slices.Clone(ans.Chains[i]), Ops: ans.Ops[i]}
		for k, id := range g.Signers {
			key := blsagg.MarshalG1(&g.SignerKeys[k])
			ev.Signers, ev.SignerKeys = append(ev.Signers, inference.Hash(id)), append(ev.SignerKeys, key[:])
		}
		for k, err := range ans.Refused[i] {
			if err != nil {
				ev.Refused = append(ev.Refused, a.shardRejection(s.URLs[i][k], err))
			}
		}
		res.shards = append(res.shards, ev)
		res.sigs = append(res.sigs, g.Binding())
	}
	return res, nil
}

// shardFailure is a round's error naming every operator refused on the way
// (a shard below its threshold says which of its operators dropped out).
func (a *Aggregator) shardFailure(err error, ans *ShardedAnswer) error {
	if ans == nil {
		return err
	}
	var why []string
	for s, rs := range ans.Refused {
		for i, e := range rs {
			if e != nil {
				why = append(why, fmt.Sprintf("shard %d %s: %s", s, a.cfg.Shards.URLs[s][i], e))
			}
		}
	}
	if len(why) == 0 {
		return err
	}
	return fmt.Errorf("%w (refused: %s)", err, strings.Join(why, "; "))
}

func (a *Aggregator) shardRejections(s *ShardSetup, ans *ShardedAnswer) []api.Rejection {
	var out []api.Rejection
	for i, rs := range ans.Refused {
		for k, err := range rs {
			if err != nil {
				out = append(out, a.shardRejection(s.URLs[i][k], err))
			}
		}
	}
	return out
}

func (a *Aggregator) shardRejection(url string, err error) api.Rejection {
	reason := ReasonRefused
	switch {
	case errors.Is(err, operator.ErrWrongShard), errors.Is(err, ErrShardWrongRange):
		reason = ReasonWrongShard
	case errors.Is(err, ErrShardDisagrees):
		reason = ReasonMismatch
	case errors.Is(err, ErrShardBadSig):
		reason = ReasonInvalidSignature
	}
	return a.rejection(blsagg.OperatorID{}, url, reason, err.Error())
}

// shardedCalldata packs verifyAndUpdateSharded for a sharded round's result.
func shardedCalldata(r *roundResult) ([]byte, error) {
	tokens := make([]*big.Int, len(r.tokens))
	for i, v := range r.tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	t := r.t
	bt := bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
	return consumerABI.Pack("verifyAndUpdateSharded", bt, r.sigs, [32]byte(r.root), tokens)
}
