package labchain

import (
	"context"
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
	l := &ShardedLanded{Landed: Landed{Request: req, Transition: bt, Gas: rcpt.GasUsed, Tx: rcpt.TxHash}, Shards: sigs}
	l.Signatory = protocol.ShardSignatory(bt.ReferenceBlock, protocol.ShardsRecord(l.ShardIDs(), l.Bounds()))
	return l, nil
}

// ShardIDs are the landing's signers, shard by shard (ascending ids).
func (l *ShardedLanded) ShardIDs() [][][32]byte {
	ids := make([][][32]byte, len(l.Shards))
	for s, sig := range l.Shards {
		ids[s] = make([][32]byte, len(sig.SignerKeys))
		for i, k := range sig.SignerKeys {
			ids[s][i] = KeyID(k)
		}
	}
	return ids
}

// Bounds are the landing's (in, out) boundary commitments, shard by shard.
func (l *ShardedLanded) Bounds() [][2][32]byte {
	b := make([][2][32]byte, len(l.Shards))
	for s, sig := range l.Shards {
		b[s] = [2][32]byte{sig.InBoundary, sig.OutBoundary}
	}
	return b
}

// AllShards and NoShard are what ResolveSharded and SettleSharded report
// charged besides a shard index: every shard (ShardCommittee.ALL) or none.
var (
	AllShards = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	NoShard   = new(big.Int).Sub(AllShards, big.NewInt(1))
)

// ResolveSharded settles a won challenge on a sharded landing (from the
// bystander: anyone may) with a LIABLE_SHARDS proof and slashes the charged
// signers. With blame nil it charges every shard (game 0, allowed only when
// no game ended by a step); otherwise the shard blame.Shard, whose fault at
// game gameID's located leaf blame proves (ShardBlame). It returns resolve's
// gas and the shard charged (AllShards for every one).
func (e *Env) ResolveSharded(ctx context.Context, challengeID uint64, l *ShardedLanded, gameID uint64, blame *bindings.Blame) (uint64, *big.Int, error) {
	ids, charged, list := l.ShardIDs(), AllShards, [][32]byte{}
	b := bindings.Blame{}
	if blame != nil {
		b, charged = *blame, blame.Shard
		list = ids[blame.Shard.Int64()]
	} else {
		for _, s := range ids {
			list = append(list, s...)
		}
	}
	gas, err := bisection.Resolve(ctx, e.Bystander.Sender, e.Game, challengeID, bisection.LiableShards(gameID, ids, l.Bounds(), b), list)
	if len(gas) == 0 {
		return 0, nil, err
	}
	return gas[0], charged, err
}

// SettleSharded has `from` settle a won challenge on a sharded landing
// charging nobody (a LIABLE_NOBODY proof: only the challenger may): the
// result is invalidated and the bonds paid out.
func (e *Env) SettleSharded(ctx context.Context, challengeID uint64, l *ShardedLanded, from *Account) (uint64, *big.Int, error) {
	proof := bisection.LiableNobody(protocol.ShardsRecord(l.ShardIDs(), l.Bounds()))
	gas, err := bisection.Resolve(ctx, from.Sender, e.Game, challengeID, proof, nil)
	if len(gas) == 0 {
		return 0, nil, err
	}
	return gas[0], NoShard, err
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
