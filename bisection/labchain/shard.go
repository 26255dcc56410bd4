package labchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

var shardABI = bindings.NewShardCommittee()

// DeployShards deploys a ShardCommittee (SPEC.md §12) for the engine's
// model over plan, shard s's members being the operators at members[s],
// and sets it as the consumer's shard committee.
func (e *Env) DeployShards(ctx context.Context, plan inference.ShardPlan, members [][]int) (common.Address, error) {
	c := e.Manifest.Config
	ranges := make([]bindings.ShardCommitteeRange, len(plan))
	for s, r := range plan {
		ranges[s] = bindings.ShardCommitteeRange{Start: uint32(r.Start), End: uint32(r.End)}
	}
	ids := make([][][32]byte, len(members))
	for s, ops := range members {
		ids[s] = [][32]byte{}
		for _, i := range ops {
			pk := blsagg.PubG1(e.Operators[i].BLS)
			ids[s] = append(ids[s], blsagg.IDOf(&pk))
		}
	}
	args := shardABI.PackConstructor(e.Registry, big.NewInt(int64(c.Layers)), c.QKNorm, ranges, ids)
	addr, err := e.create(ctx, append(common.FromHex(bindings.ShardCommitteeMetaData.Bin), args...))
	if err != nil {
		return common.Address{}, fmt.Errorf("shard committee: %w", err)
	}
	if _, err := e.Deployer.Sender.Send(ctx, e.Consumer, consumerABI.PackSetShardCommittee(addr), nil); err != nil {
		return common.Address{}, fmt.Errorf("set shard committee: %w", err)
	}
	return addr, nil
}

// ShardedLanded is a result landed by a sharded committee.
type ShardedLanded struct {
	Landed
	Shards []bindings.ShardSignature
}

// ShardTransition is the transition that would land req's answer now (an
// unused index, the slot's current value, the latest block but one as the
// reference block), for the shards to sign.
func (e *Env) ShardTransition(ctx context.Context, req Request) (protocol.Transition, error) {
	input := inference.InputHash(req.Prompt, req.N)
	index, err := e.unusedIndex(ctx)
	if err != nil {
		return protocol.Transition{}, err
	}
	out, err := e.call(ctx, e.Consumer, consumerABI.PackResult(input))
	if err != nil {
		return protocol.Transition{}, err
	}
	old, err := consumerABI.UnpackResult(out)
	if err != nil {
		return protocol.Transition{}, err
	}
	head, err := e.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return protocol.Transition{}, err
	}
	return protocol.Transition{ChainID: e.ChainID.Uint64(), Consumer: e.Consumer, Index: index, Manifest: e.Manifest.Hash,
		Input: input, Slot: protocol.ResultSlot(input), Old: old, New: protocol.ResultValue(req.Root, req.Tokens),
		ReferenceBlock: head.Number.Uint64() - 1}, nil
}

// LandSharded sends t with the shards' signatures to
// LLMConsumer.verifyAndUpdateSharded from operator `from`.
func (e *Env) LandSharded(ctx context.Context, req Request, t protocol.Transition, sigs []bindings.ShardSignature, from int) (*ShardedLanded, error) {
	bt := bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
	data := consumerABI.PackVerifyAndUpdateSharded(bt, sigs, req.Root, bisection.BigInts(req.Tokens))
	rcpt, err := e.Operators[from].Sender.Send(ctx, e.Consumer, data, nil)
	if err != nil {
		return nil, fmt.Errorf("verifyAndUpdateSharded: %w", err)
	}
	return &ShardedLanded{Landed: Landed{Request: req, Transition: bt, Gas: rcpt.GasUsed, Tx: rcpt.TxHash}, Shards: sigs}, nil
}

// ResolveSharded settles a won challenge on a sharded landing through
// LLMConsumer.resolveSharded. With blame nil it charges every shard (game
// 0, allowed only when no game ended by a step); otherwise the shard
// blame.Shard, whose fault at game gameID's located leaf blame proves
// (ShardBlame). It hands over the charged shards' claim words and their
// signatures in the registry's quorum form, and returns the gas used and
// the shard charged (ShardCommittee.ALL as the max uint).
func (e *Env) ResolveSharded(ctx context.Context, challengeID uint64, l *ShardedLanded, gameID uint64, blame *bindings.Blame) (uint64, *big.Int, error) {
	committee, err := e.shardCommittee(ctx)
	if err != nil {
		return 0, nil, err
	}
	cid, gid := new(big.Int).SetUint64(challengeID), new(big.Int).SetUint64(gameID)
	shards := []int{}
	b := bindings.Blame{Shard: new(big.Int), Hashes: [][32]byte{}, Ins: [][32]byte{}, Outs: [][32]byte{}}
	if blame != nil {
		b = *blame
		shards = append(shards, int(blame.Shard.Int64()))
	} else {
		for s := range l.Shards {
			shards = append(shards, s)
		}
	}
	var sigs []bindings.QuorumSignature
	var keys [][]bindings.G1Point
	var claims [][6][32]byte
	for _, s := range shards {
		q, err := e.shardQuorumSig(ctx, l.Shards[s], l.Transition.ReferenceBlock)
		if err != nil {
			return 0, nil, err
		}
		out, err := e.call(ctx, committee, shardABI.PackRange(big.NewInt(int64(s))))
		if err != nil {
			return 0, nil, err
		}
		r, err := shardABI.UnpackRange(out)
		if err != nil {
			return 0, nil, err
		}
		var c [6][32]byte
		for i, v := range []*big.Int{big.NewInt(int64(s)), r.Start, r.End, big.NewInt(int64(e.Manifest.Config.Layers))} {
			v.FillBytes(c[i][:])
		}
		c[4], c[5] = l.Shards[s].InBoundary, l.Shards[s].OutBoundary
		sigs, keys, claims = append(sigs, q), append(keys, l.Shards[s].SignerKeys), append(claims, c)
	}
	return e.sendResolveSharded(ctx, e.Bystander, consumerABI.PackResolveSharded(cid, gid, sigs, keys, claims, b))
}

// SettleSharded has the challenger settle a won challenge on a sharded
// landing charging nobody (LLMConsumer.resolveSharded with no claim): the
// result is invalidated and the bonds paid out.
func (e *Env) SettleSharded(ctx context.Context, challengeID, gameID uint64, from *Account) (uint64, *big.Int, error) {
	b := bindings.Blame{Shard: new(big.Int), Hashes: [][32]byte{}, Ins: [][32]byte{}, Outs: [][32]byte{}}
	data := consumerABI.PackResolveSharded(new(big.Int).SetUint64(challengeID), new(big.Int).SetUint64(gameID),
		[]bindings.QuorumSignature{}, [][]bindings.G1Point{}, [][6][32]byte{}, b)
	return e.sendResolveSharded(ctx, from, data)
}

func (e *Env) sendResolveSharded(ctx context.Context, from *Account, data []byte) (uint64, *big.Int, error) {
	rcpt, err := from.Sender.Send(ctx, e.Consumer, data, nil)
	if err != nil {
		return 0, nil, fmt.Errorf("resolveSharded: %w", err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := consumerABI.UnpackShardChargedEvent(lg); err == nil {
			return rcpt.GasUsed, ev.Shard, nil
		}
	}
	return rcpt.GasUsed, nil, errors.New("resolveSharded: no ShardCharged event")
}

func (e *Env) shardCommittee(ctx context.Context) (common.Address, error) {
	out, err := e.call(ctx, e.Consumer, consumerABI.PackShardCommittee())
	if err != nil {
		return common.Address{}, err
	}
	return consumerABI.UnpackShardCommittee(out)
}

// ErrNoBlame: the located leaf is neither an op of the shard nor after its
// last op, so no blame of the shard can follow it (SPEC.md §12).
var ErrNoBlame = bisection.ErrNoBlame

// ShardBlame builds the proof that shard s of plan is at fault at the leaf
// game gameID located (ShardCommittee.charge's Blame): `chains` are the
// shards' signed out values per step (aggregator.ShardedAnswer.Chains),
// `canonical` the challenger's trace (the agreed values) and `signed` the
// trace the shards actually ran (the landed one), which gives the shard's
// own op hashes. The proof is built whether or not it holds: the committee
// judges it (BlameUnproven). bisection.BuildShardBlame has the logic.
func (e *Env) ShardBlame(ctx context.Context, gameID uint64, plan inference.ShardPlan, s int, chains [][]inference.Hash,
	canonical, signed *bisection.EngineTrace, promptLen int) (*bindings.Blame, error) {
	out, err := e.call(ctx, e.Game, bisection.GameABI().PackGame(new(big.Int).SetUint64(gameID)))
	if err != nil {
		return nil, err
	}
	g, err := bisection.GameABI().UnpackGame(out)
	if err != nil {
		return nil, err
	}
	k, j := int(g.Path[0]), int(g.Path[1])
	c := e.Manifest.Config
	ch, cc, link, err := canonical.OpChain(ctx, k)
	if err != nil {
		return nil, err
	}
	sh, _, _, err := signed.OpChain(ctx, k)
	if err != nil {
		return nil, err
	}
	f, last := bisection.ShardOps(plan, s, k, c.Layers, c.QKNorm, promptLen)
	return bisection.BuildShardBlame(k, j, plan, s, c.Layers, c.QKNorm, promptLen, chains,
		bisection.CanonicalOps{Hashes: ch, Chain: cc, Link: link}, sh[f:last+1])
}

// shardQuorumSig is a shard's aggregate in the registry's quorum form at
// block ref: its σ and G2 key sum, every registered operator that is not
// one of its signers as a non-signer (ascending by id), the apk hints.
func (e *Env) shardQuorumSig(ctx context.Context, sig bindings.ShardSignature, ref uint32) (bindings.QuorumSignature, error) {
	signer := map[[32]byte]bool{}
	for _, k := range sig.SignerKeys {
		signer[KeyID(k)] = true
	}
	q := bindings.QuorumSignature{Sigma: sig.Sigma, ApkG2: sig.ApkG2, NonSignerKeys: []bindings.G1Point{}}
	for i := range e.Set.Len() {
		op := e.Set.At(i)
		if !signer[op.ID] {
			q.NonSignerKeys = append(q.NonSignerKeys, G1(&op.PubG1))
		}
	}
	out, err := e.call(ctx, e.Registry, registryABI.PackApkIndexAt(ref))
	if err != nil {
		return q, err
	}
	if q.ApkIndex, err = registryABI.UnpackApkIndexAt(out); err != nil {
		return q, err
	}
	if out, err = e.call(ctx, e.Registry, registryABI.PackApkEntryAt(big.NewInt(int64(q.ApkIndex)))); err != nil {
		return q, err
	}
	entry, err := registryABI.UnpackApkEntryAt(out)
	if err != nil {
		return q, err
	}
	q.Apk, q.ApkEntry = entry.Apk, entry.ApkEntry
	return q, nil
}

// KeyID is the operator id of a G1 key: keccak256(X ‖ Y).
func KeyID(p bindings.G1Point) [32]byte {
	return crypto.Keccak256Hash(common.LeftPadBytes(p.X.Bytes(), 32), common.LeftPadBytes(p.Y.Bytes(), 32))
}

// PlayDefence has operator def defend challenge ch with trace `defender`
// against the challenger's `challenger` and plays the game out.
func (e *Env) PlayDefence(ctx context.Context, ch bisection.ChainChallenge, shape bisection.Shape, defender, challenger bisection.TraceProvider, def int) (bisection.ChainGame, *bisection.ChainResult, error) {
	rules := bisection.Rules{Clock: e.Opts.Clock, Bonds: [2]uint64{e.Opts.DefenderBond.Uint64(), e.Opts.Bond.Uint64()}}
	tr, err := bisection.NewChainTranscript(ctx, shape, defender, challenger, rules)
	if err != nil {
		return bisection.ChainGame{}, nil, err
	}
	game, _, err := e.Defend(ctx, ch, &e.Operators[def].Account)
	if err != nil {
		return bisection.ChainGame{}, nil, err
	}
	var m bisection.ChainMatch
	m.Players[bisection.Defender] = &bisection.ChainPlayer{Game: game, Side: bisection.Defender, Trace: defender, Shape: shape, Sender: e.Operators[def].Sender}
	m.Players[bisection.Challenger] = &bisection.ChainPlayer{Game: game, Side: bisection.Challenger, Trace: challenger, Shape: shape, Sender: e.Challenger.Sender}
	m.Advance = func(d time.Duration) error { return e.Advance(d) }
	res, err := m.Play(ctx, tr)
	return game, res, err
}
