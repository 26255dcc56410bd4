package audit

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Defender defends the challenges against results it computed: a challenge
// whose landed value is the engine's own answer, or a per-shard challenge of
// a shard claim on the engine's own chain, gets a defence (the contract's
// defender bond) and the Defender plays that game, its own, to the end. Any
// account may defend; an operator that signed the result should.
type Defender struct {
	Backend  Backend
	Consumer common.Address
	Game     common.Address
	Sender   bisection.Sender
	Engine   *inference.Engine
	Prompts  Prompts
	// ChunkMACs is the engine trace's matvec chunking (0: the default).
	ChunkMACs int
	// Prover, when set, makes the side's prover over its trace: it ends a
	// game with DisputeGame.stepProven where it covers the leaf (nil: the
	// EVM step, `bisect defend --prover evm`).
	Prover func(*bisection.EngineTrace) bisection.LeafProver
	// Own, when set, is this operator's shard worker: a per-shard
	// challenge of a claim it signed is defended from what the shard kept
	// (ownTrace), which no full-model run reproduces when a shard upstream
	// lied.
	Own     OwnShards
	Advance func(time.Duration) error
	// Clock paces Run's retries (nil: the wall clock).
	Clock bisection.Clock
	Poll  time.Duration
	// Backoff paces Run's retries of what failed (zero: 1 s doubling to 30 s).
	Backoff Backoff
	Log     *slog.Logger
}

// Defense is what a Defender did about one challenge.
type Defense struct {
	ChallengeID uint64
	Input       inference.Hash
	Defended    bool   // the landed result is this engine's: a defence was played
	GameID      uint64 // the defence game (0: none)
	Outcome     *bisection.Outcome
	Released    bool // another defender won first: this game ended and its bond came back
}

// now is the time on d's clock.
func (d *Defender) now() time.Time {
	if d.Clock == nil {
		return bisection.SystemClock{}.Now()
	}
	return d.Clock.Now()
}

func (d *Defender) log() *slog.Logger {
	if d.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return d.Log
}

// join looks at challenge id and, if its result is this engine's answer and
// the join window is open, defends it; it returns the player of this
// account's game (nil: none to play).
func (d *Defender) join(ctx context.Context, id uint64, out *Defense) (*bisection.ChainPlayer, error) {
	ch := bisection.ChainChallenge{Client: d.Backend, Address: d.Game, ID: id}
	rec, err := ch.Read(ctx)
	if err != nil {
		return nil, err
	}
	out.Input = rec.Input
	if rec.Consumer != d.Consumer {
		return nil, nil
	}
	if rec.Refused {
		// the request itself is refused: no result of it is defensible
		d.log().Info("challenge of a result for a refused request: not defending", "challenge", id, "input", rec.Input)
		return nil, nil
	}
	// this account's game, if it defends already (a restarted daemon plays on)
	gid, err := callUint(ctx, d.Backend, d.Game, bisection.GameABI().PackDefenceOf(new(big.Int).SetUint64(id), d.Sender.From()), bisection.GameABI().UnpackDefenceOf)
	if err != nil {
		return nil, err
	}
	if gid == 0 && rec.State != bisection.Joining {
		// Too late to join: nothing to recompute, and a look-up that keeps
		// failing is not retried for ever.
		d.log().Warn("challenge past its join window, not defended by this account", "challenge", id, "input", rec.Input, "state", rec.State)
		return nil, nil
	}
	tr, err := d.trace(ctx, rec)
	if err != nil || tr == nil {
		return nil, err
	}
	if gid == 0 {
		raw, err := d.Backend.CallContract(ctx, ethereum.CallMsg{To: &d.Game, Data: bisection.GameABI().PackDefenderBond()}, nil)
		if err != nil {
			return nil, fmt.Errorf("defender bond: %w", err)
		}
		bond, err := bisection.GameABI().UnpackDefenderBond(raw)
		if err != nil {
			return nil, fmt.Errorf("defender bond: %w", err)
		}
		if gid, _, err = bisection.SendDefend(ctx, d.Sender, d.Game, id, bond); err != nil {
			return nil, err
		}
		d.log().Info("defending", "challenge", id, "game", gid)
	}
	out.Defended, out.GameID = true, gid
	p := &bisection.ChainPlayer{Game: ch.Game(gid), Side: bisection.Defender, Trace: bisection.ChainEngineTrace{EngineTrace: tr}, Shape: tr, Sender: d.Sender}
	if d.Prover != nil {
		p.Prover = d.Prover(tr)
	}
	return p, nil
}

// trace is the trace this Defender defends challenge rec with (nil: it
// does not defend it): this operator's own shard's, when the challenge
// disputes a claim its shard signed (ownTrace), else the engine's canonical
// one when the challenge disputes what the engine computes (agrees).
func (d *Defender) trace(ctx context.Context, rec bisection.ChallengeRecord) (*bisection.EngineTrace, error) {
	if tr, err := d.ownTrace(rec); err != nil || tr != nil {
		return tr, err
	}
	req, ok, err := d.Prompts.Lookup(ctx, rec.Input)
	if err != nil {
		return nil, err
	}
	if !ok {
		d.log().Info("request unknown: challenge skipped", "challenge", rec.ID, "input", rec.Input)
		return nil, nil
	}
	tr, err := bisection.NewEngineTrace(d.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: d.ChunkMACs})
	if err != nil {
		return nil, err
	}
	res, err := tr.Result(ctx)
	if err != nil {
		return nil, err
	}
	// Judged by the value the challenge disputes, never by the consumer's
	// slot now: a quorum can land a second value on the input in the block
	// that opens a sham challenge, and defenders reading the slot would stand
	// down while the undefended challenge slashes the disputed answer's
	// signers.
	agrees, err := d.agrees(ctx, rec, tr, res, len(req.Prompt))
	if err != nil {
		return nil, err
	}
	if !agrees {
		d.log().Warn("challenge of a result this engine disagrees with: not defending", "challenge", rec.ID, "input", rec.Input)
		return nil, nil
	}
	return tr, nil
}

// agrees tells whether challenge rec disputes what this engine computed:
// the landed result itself (a challenge of the whole trace, whose root is
// the result's), or a shard's claim that is on the canonical chain (a
// per-shard challenge, whose root is the shard's out value). An honest
// shard's claim is defended even in a wrong landing: undefended, the
// challenge would charge that shard.
func (d *Defender) agrees(ctx context.Context, rec bisection.ChallengeRecord, tr *bisection.EngineTrace, res *inference.Result, promptLen int) (bool, error) {
	if rec.Root == res.Root {
		return rec.Value == protocol.ResultValue(res.Root, res.Tokens), nil
	}
	claim, err := openedShard(ctx, d.Backend, d.Game, rec.ID, rec.ReferenceBlock)
	if err != nil || claim == nil {
		return false, err
	}
	return onCanonicalChain(ctx, d.Backend, d.Consumer, claim, tr, d.Engine.Model.Config.QKNorm, promptLen)
}

// callUint reads a uint view.
func callUint(ctx context.Context, b Backend, to common.Address, data []byte, unpack func([]byte) (*big.Int, error)) (uint64, error) {
	out, err := b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return 0, bisection.GameError(err)
	}
	v, err := unpack(out)
	if err != nil {
		return 0, err
	}
	return v.Uint64(), nil
}

// settle handles this account's finished game: a game left running when
// another defender won is released (its bond comes back); a lost one is
// ErrLost.
func (d *Defender) settle(ctx context.Context, out *Defense, g bisection.Game) error {
	out.Outcome = g.Outcome
	if g.Outcome == nil || g.Outcome.Winner != bisection.Defender {
		return fmt.Errorf("game %d: %w (%+v)", out.GameID, ErrLost, g.Outcome)
	}
	if g.Outcome.Reason == bisection.ByDecision {
		data := bisection.GameABI().PackRelease(new(big.Int).SetUint64(out.GameID))
		if _, err := bisection.Send(ctx, d.Sender, "call", d.Game, data, nil); err != nil && !reverts.Is[*bindings.DisputeGameGameOver](err) {
			return fmt.Errorf("release game %d: %w", out.GameID, err)
		}
		out.Released = true
	}
	d.log().Info("defence over: the challenge failed", "challenge", out.ChallengeID, "game", out.GameID, "reason", g.Outcome.Reason)
	return nil
}

// Defend defends challenge id if its result is this engine's, and plays the
// defence game to its end.
func (d *Defender) Defend(ctx context.Context, id uint64) (*Defense, error) {
	out := &Defense{ChallengeID: id}
	p, err := d.join(ctx, id, out)
	if err != nil || p == nil {
		return out, err
	}
	m := bisection.ChainMatch{Advance: d.Advance, Poll: d.Poll}
	m.Players[bisection.Defender] = p
	played, err := m.Play(ctx, &bisection.Transcript{Disputed: true})
	if err != nil {
		return out, fmt.Errorf("game %d: %w", out.GameID, err)
	}
	return out, d.settle(ctx, out, played.Final)
}

// Challenges lists the challenges opened on the contract in blocks from … to.
func Challenges(ctx context.Context, b Backend, game common.Address, from, to uint64) ([]uint64, error) {
	ev := bisection.GameABI().GetABI().Events["ChallengeOpened"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{game}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read ChallengeOpened events: %w", err)
	}
	var ids []uint64
	for _, lg := range logs {
		ids = append(ids, new(big.Int).SetBytes(lg.Topics[1][:]).Uint64())
	}
	return ids, nil
}
