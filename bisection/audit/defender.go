package audit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
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
	Sender   *bisection.Sender
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
		return time.Now()
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
		if _, err := d.Sender.Send(ctx, d.Game, data, nil); err != nil && !reverted[*bindings.DisputeGameGameOver](err, bisection.ErrGameOver) {
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

// Run defends the challenges opened from block `from` on, until ctx ends:
// it joins each new one at once (the join window is short next to the
// clocks) and plays all its games together, one move per game a round. It
// returns only once ctx ends (nil) or on an error a restart cannot fix
// (Permanent): whatever else fails (a node that does not answer, a refused
// send, a router that is down) is logged and tried again after d.Backoff,
// each challenge and game on its own; a lost game is logged and dropped.
func (d *Defender) Run(ctx context.Context, from uint64, poll time.Duration) error {
	if poll == 0 {
		poll = 2 * time.Second
	}
	if err := d.config(); err != nil {
		return err
	}
	r := &defenderRun{from: from}
	return runPasses(ctx, d.log(), "defence pass failed: trying again", d.Backoff, d.now, &r.node, &r.checked,
		func() (bool, error) { return d.pass(ctx, r) },
		func() bool { return sleep(ctx, poll) })
}

// defenderRun is Defender.Run's state between passes.
type defenderRun struct {
	from    uint64 // the first block not yet scanned
	checked bool   // the chain and contracts were checked since the last failure
	node    Retry  // the pass's own reads of the node
	todo    []*pendingJoin
	active  []*defence
}

// pendingJoin is a challenge not yet looked at, or whose defence failed.
type pendingJoin struct {
	id    uint64
	retry Retry
}

// defence is a game this Defender plays.
type defence struct {
	out    *Defense
	player *bisection.ChainPlayer
	retry  Retry
}

// config checks that d has what Run needs.
func (d *Defender) config() error {
	switch {
	case d.Backend == nil || d.Sender == nil || d.Engine == nil || d.Prompts == nil:
		return fmt.Errorf("%w: the defender needs a backend, a sender, an engine and a request source", ErrBadConfig)
	case d.Consumer == (common.Address{}) || d.Game == (common.Address{}):
		return fmt.Errorf("%w: the defender needs the consumer and game addresses", ErrBadConfig)
	}
	return nil
}

// pass is one round of Run: it scans the blocks new since the last pass for
// challenges, joins those due, and makes one move in every game due. Its
// error is the node's (the chain check, the head, the events) or a
// Permanent one; a challenge's or a game's failure is theirs, paced on their
// own.
func (d *Defender) pass(ctx context.Context, r *defenderRun) (bool, error) {
	if !r.checked {
		if err := CheckChain(ctx, d.Backend, d.Sender.ChainID, Contract{"consumer", d.Consumer}, Contract{"dispute game", d.Game}); err != nil {
			return false, err
		}
		r.checked = true
	}
	head, err := d.Backend.BlockNumber(ctx)
	if err != nil {
		return false, fmt.Errorf("latest block: %w", err)
	}
	if head >= r.from {
		ids, err := Challenges(ctx, d.Backend, d.Game, r.from, head)
		if err != nil {
			return false, err
		}
		for _, id := range ids {
			r.todo = append(r.todo, &pendingJoin{id: id})
		}
		r.from = head + 1
	}
	now := d.now()
	failed := false
	todo := r.todo[:0]
	for _, p := range r.todo {
		if !p.retry.Due(now) {
			todo = append(todo, p)
			continue
		}
		out := &Defense{ChallengeID: p.id}
		pl, err := d.join(ctx, p.id, out)
		switch {
		case reverted[*bindings.DisputeGameJoinClosed](err, bisection.ErrJoinClosed) ||
			reverted[*bindings.DisputeGameChallengeDecided](err, bisection.ErrChallengeDecided):
			// too late for this one (the window closed or a defender won while
			// recomputing): nothing is lost, the others go on
			d.log().Warn("challenge not defended", "challenge", p.id, "err", err)
		case err == nil:
			if pl != nil {
				r.active = append(r.active, &defence{out: out, player: pl})
			}
		case ctx.Err() != nil:
			return false, ctx.Err()
		case Permanent(err):
			return false, err
		default:
			// A failed look-up (a router down, a node hiccup) must not stop
			// the games in play: try again while the join window is open
			// (join refuses to defend once it closed).
			failed = true
			wait := p.retry.failed(d.Backoff, now)
			d.log().Warn("defence failed: trying again", "challenge", p.id, "err", err, "retry_in", wait, "failures", p.retry.Failures)
			todo = append(todo, p)
		}
	}
	r.todo = todo
	var (
		due     []*defence
		players []*bisection.ChainPlayer
	)
	for _, a := range r.active {
		if a.retry.Due(now) {
			due = append(due, a)
			players = append(players, a.player)
		}
	}
	// one game's failure is in rd.Failed; the others moved
	rd, _ := bisection.PlayRound(ctx, players)
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	gone := map[*defence]bool{}
	for _, a := range due {
		id := a.out.GameID
		if err, bad := rd.Failed[id]; bad {
			failed = true
			wait := a.retry.failed(d.Backoff, now)
			d.log().Warn("defence: move failed, trying again", "challenge", a.out.ChallengeID, "game", id, "err", err, "retry_in", wait, "failures", a.retry.Failures)
			continue
		}
		g, over := rd.Over[id]
		if !over {
			a.retry.ok()
			continue
		}
		switch err := d.settle(ctx, a.out, g); {
		case err == nil:
			gone[a] = true
		case errors.Is(err, ErrLost):
			d.log().Error("defence lost", "challenge", a.out.ChallengeID, "game", id, "err", err)
			gone[a] = true
		default:
			failed = true
			wait := a.retry.failed(d.Backoff, now)
			d.log().Warn("defence: release failed, trying again", "challenge", a.out.ChallengeID, "game", id, "err", err, "retry_in", wait, "failures", a.retry.Failures)
		}
	}
	active := r.active[:0]
	for _, a := range r.active {
		if !gone[a] {
			active = append(active, a)
		}
	}
	r.active = active
	if failed {
		r.checked = false
	}
	return len(rd.Moves) > 0, nil
}
