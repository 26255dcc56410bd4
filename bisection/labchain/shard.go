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
	addr, _, err := e.Deployer.Sender.Deploy(ctx, "deploy ShardCommittee", append(common.FromHex(bindings.ShardCommitteeMetaData.Bin), args...))
	if err != nil {
		return common.Address{}, fmt.Errorf("shard committee: %w", err)
	}
	if _, err := bisection.Send(ctx, e.Deployer.Sender, "setShardCommittee", e.Consumer, consumerABI.PackSetShardCommittee(addr), nil); err != nil {
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
	rcpt, err := bisection.Send(ctx, e.Operators[from].Sender, "call", e.Consumer, data, nil)
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

// OpenShard has `from` challenge one shard's claim in a sharded landing
// (DisputeGame.openShard): shard s at step k, opened from the shards'
// published out values (chains[t][p]), shard s's op hashes at step k and
// link_{k−1} (bisection.NewShardOpening). It returns the challenge and
// openShard's gas.
func (e *Env) OpenShard(ctx context.Context, l *ShardedLanded, plan inference.ShardPlan, s, k int, chains [][]inference.Hash,
	ops []inference.Hash, link inference.Hash, from *Account) (bisection.ChainChallenge, uint64, error) {
	c := e.Manifest.Config
	o, err := bisection.NewShardOpening(plan, s, k, c.Layers, c.QKNorm, len(l.Request.Prompt), l.ShardIDs(), l.Bounds(), chains, link, ops)
	if err != nil {
		return bisection.ChainChallenge{}, 0, err
	}
	return e.openShard(ctx, l, o.Encode(), from)
}

func (e *Env) openShard(ctx context.Context, l *ShardedLanded, claim []byte, from *Account) (bisection.ChainChallenge, uint64, error) {
	data, err := bisection.GameABI().TryPackOpenShard(e.Consumer, bisection.BigInts(l.Request.Prompt), big.NewInt(int64(l.Request.N)),
		l.Transition, l.Signatory, claim)
	if err != nil {
		return bisection.ChainChallenge{}, 0, err
	}
	rcpt, err := bisection.Send(ctx, from.Sender, "call", e.Game, data, e.Opts.Bond)
	if err != nil {
		return bisection.ChainChallenge{}, 0, fmt.Errorf("openShard: %w", err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
			return bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: ev.ChallengeId.Uint64()}, rcpt.GasUsed, nil
		}
	}
	return bisection.ChainChallenge{}, 0, errors.New("openShard: no ChallengeOpened event")
}

// ResolveShard settles a won per-shard challenge of shard s (from the
// bystander: anyone may; the game charges the shard it stored at opening,
// so the proof is empty) and slashes shard s's recorded signers; it returns
// resolve's gas.
func (e *Env) ResolveShard(ctx context.Context, challengeID uint64, l *ShardedLanded, s int) (uint64, error) {
	gas, err := bisection.Resolve(ctx, e.Bystander.Sender, e.Client, e.Game, challengeID, []byte{}, l.ShardIDs()[s])
	if len(gas) == 0 {
		return 0, err
	}
	return gas[0], err
}

// SettleSharded has `from` (anyone) settle a won whole-trace challenge on a
// sharded landing, which charges nobody (a LIABLE_NOBODY proof): the result
// is invalidated and the bonds paid out.
func (e *Env) SettleSharded(ctx context.Context, challengeID uint64, l *ShardedLanded, from *Account) (uint64, error) {
	proof := bisection.LiableNobody(protocol.ShardsRecord(l.ShardIDs(), l.Bounds()))
	gas, err := bisection.Resolve(ctx, from.Sender, e.Client, e.Game, challengeID, proof, nil)
	if len(gas) == 0 {
		return 0, err
	}
	return gas[0], err
}

// KeyID is the operator id of a G1 key: keccak256(X ‖ Y).
func KeyID(p bindings.G1Point) [32]byte {
	return crypto.Keccak256Hash(common.LeftPadBytes(p.X.Bytes(), 32), common.LeftPadBytes(p.Y.Bytes(), 32))
}

// PlayDefence has operator def defend challenge ch with trace `defender`
// against the challenger's `challenger` and plays the game out.
func (e *Env) PlayDefence(ctx context.Context, ch bisection.ChainChallenge, shape bisection.Shape, defender, challenger bisection.TraceProvider, def int) (bisection.ChainGame, *bisection.ChainResult, error) {
	return e.PlayDefenceAgainst(ctx, ch, shape, defender, challenger, def, e.Challenger)
}

// PlayDefenceAgainst is PlayDefence for a challenge opened by `by`.
func (e *Env) PlayDefenceAgainst(ctx context.Context, ch bisection.ChainChallenge, shape bisection.Shape, defender, challenger bisection.TraceProvider,
	def int, by *Account) (bisection.ChainGame, *bisection.ChainResult, error) {
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
	m.Players[bisection.Challenger] = &bisection.ChainPlayer{Game: game, Side: bisection.Challenger, Trace: challenger, Shape: shape, Sender: by.Sender}
	m.Advance = func(d time.Duration) error { return e.Advance(d) }
	res, err := m.Play(ctx, tr)
	return game, res, err
}
