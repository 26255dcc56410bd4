package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// A sharded landing (LLMConsumer.verifyAndUpdateSharded, SPEC.md §12) is
// disputed shard by shard. Each shard signed, per step, that its ops take
// its in value to its out value; a per-shard challenge
// (DisputeGame.openShard) disputes that claim at one step, its games bisect
// only the shard's ops, and a won one charges that shard's signers alone.
// The Challenger opens one on the first shard whose own values depart from
// the canonical chain (bisection.FirstLyingShard), from what the shards
// published (a ShardSource). A challenge of the whole trace still
// invalidates a wrong result but charges nobody: a whole-trace game cannot
// say whose layers were wrong (where it steps is the defender's choice), so
// charging by it would let an honest shard be framed. It is the fallback
// when no shard's claim can be opened. The Defender defends a shard's claim
// that is on its canonical chain: undefended, it would charge that shard.

var shardABI = bindings.NewShardCommittee()

// shardedLanding decodes verifyAndUpdateSharded(t, sigs, root, tokens).
func shardedLanding(data []byte, in abi.Arguments, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	args, err := in.Unpack(data)
	if err != nil || len(args) != 4 {
		return nil, fmt.Errorf("%w: %s: verifyAndUpdateSharded: %v", ErrNotALanding, tx, err)
	}
	l := &Landing{
		Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition),
		Shards:     *abi.ConvertType(args[1], new([]bindings.ShardSignature)).(*[]bindings.ShardSignature),
		Root:       args[2].([32]byte),
		Tokens:     args[3].([]*big.Int),
	}
	if l.Transition.Input != input || l.Transition.Index != index || len(l.Shards) == 0 {
		return nil, fmt.Errorf("%w: %s lands no sharded transition %d of %s", ErrNotALanding, tx, index, input)
	}
	return l, nil
}

// NoShard is Finding.Charged of a won challenge of a sharded landing's
// whole trace: the result is invalidated and nobody is charged.
var NoShard = big.NewInt(-1)

// ShardTarget is the claim a per-shard challenge disputes: shard Shard's at
// step Step. Both are −1 for a shard challenge whose opening could not be
// read here (not a direct openShard call); a won one still charges its
// shard, found from the loss's signers.
type ShardTarget struct {
	Shard, Step int
}

// shardChallenge finds the per-shard challenge to open on d's wrong sharded
// landing: the first shard whose own values depart from the canonical chain
// and the claim (bisection.ShardOpening) that opens it. A nil claim means
// the whole trace is to be challenged, charging nobody: with no source of
// the shards' values, values that are not the landed ones, or no shard's
// chain values departing (the fault is then in the layer roots or the
// tokens, which only a whole-trace game reaches). A source or node that
// fails is an error, tried again.
func (c *Challenger) shardChallenge(ctx context.Context, d *dispute, promptLen int) (*ShardTarget, []byte, error) {
	u, l := d.f.Update, d.landing
	if c.cfg.Shards == nil {
		c.log().Warn("no source of the shards' published values (--aggregator): challenging the whole trace, charging nobody", "input", u.Input, "index", u.Index)
		return nil, nil, nil
	}
	vals, err := c.cfg.Shards.ShardValues(ctx, u.Input, u.Index)
	if err == nil {
		err = CheckShardValues(vals, l.Shards, d.tr.Steps())
	}
	switch {
	case errors.Is(err, ErrNoShardValues) || errors.Is(err, ErrBadShardValues):
		c.log().Warn("the shards' values are not usable: challenging the whole trace, charging nobody", "input", u.Input, "index", u.Index, "err", err)
		return nil, nil, nil
	case err != nil:
		return nil, nil, fmt.Errorf("shard values of %s: %w", u.Input, err)
	}
	plan, layers, err := shardPlan(ctx, c.cfg.Backend, c.cfg.Consumer, len(l.Shards))
	if err != nil {
		return nil, nil, err
	}
	qk := c.cfg.Engine.Model.Config.QKNorm
	canon, links, err := d.tr.OpChains(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("canonical op chains of %s: %w", u.Input, err)
	}
	s, k, err := bisection.FirstLyingShard(plan, layers, qk, promptLen, vals.Chains, vals.Ops, canon, links)
	switch {
	case errors.Is(err, bisection.ErrNoLyingShard) || errors.Is(err, bisection.ErrShardInput):
		c.log().Warn("no shard's claim to open: challenging the whole trace, charging nobody", "input", u.Input, "index", u.Index, "err", err)
		return nil, nil, nil
	case err != nil:
		return nil, nil, fmt.Errorf("lying shard of %s: %w", u.Input, err)
	}
	o, err := bisection.NewShardOpening(plan, s, k, layers, qk, promptLen, l.ShardIDs(), l.Bounds(), vals.Chains, links[k], vals.Ops[s][k])
	if err != nil {
		return nil, nil, fmt.Errorf("opening shard %d at step %d: %w", s, k, err)
	}
	return &ShardTarget{Shard: s, Step: k}, o.Encode(), nil
}

// shardClaimRefused tells whether the game refuses the per-shard opening
// data for its claim itself (the committee does not place it, or the
// consumer does not know its record), by a call before it is sent: the
// whole trace is challenged instead, so that the wrong result does not
// stand while the same opening is tried again until the window closes.
// Any other failure is the send's to report.
func (c *Challenger) shardClaimRefused(ctx context.Context, data []byte, t *ShardTarget) bool {
	_, err := c.cfg.Backend.CallContract(ctx, ethereum.CallMsg{From: c.cfg.Sender.From(), To: &c.cfg.Game, Data: data, Value: c.cfg.Bond}, nil)
	if !reverts.Is[*bindings.ShardCommitteeBadShardClaim](err) && !reverts.Is[*bindings.LLMConsumerNotAShardClaim](err) {
		return false
	}
	c.log().Error("per-shard challenge refused: challenging the whole trace, charging nobody", "shard", t.Shard, "step", t.Step, "err", reverts.Name(err))
	return true
}

// resolveSharded settles d's won challenge on a sharded landing; the result
// is invalidated either way. A per-shard challenge charges its shard (the
// game stored the signers at opening, so the proof is empty); a challenge of
// the whole trace charges nobody (a LIABLE_NOBODY proof).
func (c *Challenger) resolveSharded(ctx context.Context, d *dispute) error {
	t, ids := d.f.Shard, d.landing.ShardIDs()
	switch {
	case t == nil:
		proof := bisection.LiableNobody(protocol.ShardsRecord(ids, d.landing.Bounds()))
		return c.sendResolveSharded(ctx, d, proof, NoShard, nil, "whole trace: result invalidated, nobody charged")
	case t.Shard >= 0 && t.Shard < len(ids):
		return c.sendResolveSharded(ctx, d, []byte{}, big.NewInt(int64(t.Shard)), ids[t.Shard], "lying shard charged")
	}
	// The shard is not known here: resolved alone, its signers are then
	// found by the hash the loss names them by.
	cid := new(big.Int).SetUint64(d.f.ChallengeID)
	if _, err := bisection.Send(ctx, c.cfg.Sender, "resolve", c.cfg.Game, bisection.GameABI().PackResolve(cid, []byte{}), nil); err != nil {
		return fmt.Errorf("resolve shard challenge %d: %w", d.f.ChallengeID, err)
	}
	d.f.Resolved = true
	return c.finishSlashing(ctx, d)
}

// sendResolveSharded resolves d's challenge with a liability proof charging
// `charged` (a shard, or NoShard) and slashes its signers (ids).
func (c *Challenger) sendResolveSharded(ctx context.Context, d *dispute, proof []byte, charged *big.Int, ids [][32]byte, msg string) error {
	gas, err := bisection.Resolve(ctx, c.cfg.Sender, c.cfg.Backend, c.cfg.Game, d.f.ChallengeID, proof, ids)
	if len(gas) > 0 {
		d.f.Resolved, d.f.Charged = true, charged
	}
	if err != nil {
		return fmt.Errorf("resolve sharded challenge %d: %w", d.f.ChallengeID, err)
	}
	c.log().Info("challenge won: "+msg, "challenge", d.f.ChallengeID, "shard", charged, "gas", gas[0], "slash_pages", len(gas)-1)
	return nil
}

// chargedShard records in f that shard s was charged (its signers matched
// the loss), naming the shard of a challenge whose opening was not read.
func chargedShard(f *Finding, s int) {
	f.Charged = big.NewInt(int64(s))
	if f.Shard != nil && f.Shard.Shard < 0 {
		f.Shard.Shard = s
	}
}

// shardPlan reads the consumer's shard committee: its n shards' layer
// ranges and the model's layer count it holds (what it places the shards'
// ops by).
func shardPlan(ctx context.Context, b Backend, consumer common.Address, n int) (inference.ShardPlan, int, error) {
	out, err := b.CallContract(ctx, ethereum.CallMsg{To: &consumer, Data: consumerABI.PackShardCommittee()}, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("shard committee: %w", err)
	}
	committee, err := consumerABI.UnpackShardCommittee(out)
	if err != nil || committee == (common.Address{}) {
		return nil, 0, fmt.Errorf("shard committee: %w (%s)", errors.Join(err, errors.New("none set")), committee)
	}
	layers, err := callUint(ctx, b, committee, shardABI.PackLayers(), shardABI.UnpackLayers)
	if err != nil {
		return nil, 0, fmt.Errorf("shard committee layers: %w", err)
	}
	plan := make(inference.ShardPlan, n)
	for s := range n {
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &committee, Data: shardABI.PackRange(big.NewInt(int64(s)))}, nil)
		if err != nil {
			return nil, 0, fmt.Errorf("shard %d range: %w", s, err)
		}
		r, err := shardABI.UnpackRange(out)
		if err != nil {
			return nil, 0, fmt.Errorf("shard %d range: %w", s, err)
		}
		plan[s] = inference.LayerRange{Start: int(r.Start.Int64()), End: int(r.End.Int64())}
	}
	return plan, int(layers), nil
}

// openedClaim is the shard claim a per-shard challenge disputes, read from
// its openShard call: shard Shard of Shards at step Step, from its in value
// Lo to its out value Hi (what the game plays between, ShardCommittee.claim).
type openedClaim struct {
	Shard, Shards, Step int
	Lo, Hi              inference.Hash
}

var openShardMethod = bisection.GameABI().GetABI().Methods["openShard"]

// openedShard reads the claim challenge id disputes from the transaction
// that opened it (the chain keeps it internal to the game), looked for from
// block `from` on: nil for a challenge of the whole trace, or one not
// opened by a direct call.
func openedShard(ctx context.Context, b Backend, game common.Address, id, from uint64) (*openedClaim, error) {
	ev := bisection.GameABI().GetABI().Events["ChallengeOpened"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{game},
		Topics: [][]common.Hash{{ev.ID}, {common.BigToHash(new(big.Int).SetUint64(id))}},
	})
	if err != nil {
		return nil, fmt.Errorf("read ChallengeOpened event of %d: %w", id, err)
	}
	for _, lg := range logs {
		if lg.Removed {
			continue
		}
		tx, _, err := b.TransactionByHash(ctx, lg.TxHash)
		if err != nil {
			return nil, fmt.Errorf("opening of challenge %d: %w", id, err)
		}
		return decodeShardClaim(tx.Data())
	}
	return nil, nil
}

// decodeShardClaim decodes an openShard call's claim (nil: another call).
func decodeShardClaim(data []byte) (*openedClaim, error) {
	if len(data) < 4 || !slices.Equal(data[:4], openShardMethod.ID) {
		return nil, nil
	}
	args, err := openShardMethod.Inputs.Unpack(data[4:])
	if err != nil || len(args) != 6 {
		return nil, fmt.Errorf("decode openShard: %v", err)
	}
	o, err := bisection.DecodeShardOpening(args[5].([]byte))
	if err != nil {
		return nil, fmt.Errorf("decode shard claim: %w", err)
	}
	c := &openedClaim{Shard: o.Shard, Shards: len(o.IDs), Step: o.Step, Lo: o.Open[0], Hi: o.Outs[o.Step]}
	if o.Shard > 0 {
		c.Lo = o.Ins[o.Step]
	}
	return c, nil
}

// onCanonicalChain tells whether claim's in and out values are tr's at its
// shard's ops: an honest shard's claim, which the canonical trace defends
// and wins, and a challenger loses.
func onCanonicalChain(ctx context.Context, b Backend, consumer common.Address, claim *openedClaim, tr *bisection.EngineTrace, qkNorm bool, promptLen int) (bool, error) {
	plan, layers, err := shardPlan(ctx, b, consumer, claim.Shards)
	if err != nil {
		return false, err
	}
	f, e := bisection.ShardOps(plan, claim.Shard, claim.Step, layers, qkNorm, promptLen)
	_, chain, link, err := tr.OpChain(ctx, claim.Step)
	if err != nil {
		return false, fmt.Errorf("op chain of step %d: %w", claim.Step, err)
	}
	if e >= len(chain) || f > e {
		return false, nil
	}
	in := link
	if f > 0 {
		in = chain[f-1]
	}
	return in == claim.Lo && chain[e] == claim.Hi, nil
}

// shardTargetOf is the ShardTarget of a challenge disputing claim on a
// sharded landing whose root is not the challenge's (a shard challenge,
// its claim unread when nil).
func shardTargetOf(claim *openedClaim) *ShardTarget {
	if claim == nil {
		return &ShardTarget{Shard: -1, Step: -1}
	}
	return &ShardTarget{Shard: claim.Shard, Step: claim.Step}
}
