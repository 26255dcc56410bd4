package audit

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
)

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
// challenges and carries out PlanDefence on what it knows: it joins the
// challenges due and makes one move in every game due. Its error is the
// node's (the chain check, the head, the events) or a Permanent one; a
// challenge's or a game's failure is theirs, paced on their own.
func (d *Defender) pass(ctx context.Context, r *defenderRun) (bool, error) {
	if err := d.scan(ctx, r); err != nil {
		return false, err
	}
	now := d.now()
	joins, games := make([]Retry, len(r.todo)), make([]Retry, len(r.active))
	for i, p := range r.todo {
		joins[i] = p.retry
	}
	for i, a := range r.active {
		games[i] = a.retry
	}
	var (
		failed  bool
		joined  = map[int]bool{}
		due     []*defence
		players []*bisection.ChainPlayer
	)
	for _, a := range PlanDefence(now, joins, games) {
		switch a.Kind {
		case JoinChallenge:
			done, err := d.joinDue(ctx, r, r.todo[a.At], now)
			if err != nil {
				return false, err
			}
			joined[a.At], failed = done, failed || !done
		case PlayDefence:
			due = append(due, r.active[a.At])
			players = append(players, r.active[a.At].player)
		}
	}
	r.todo = without(r.todo, joined)
	moved, playFailed, err := d.play(ctx, r, due, players, now)
	if err != nil {
		return false, err
	}
	if failed || playFailed {
		r.checked = false
	}
	return moved, nil
}

// scan checks the chain when it must and queues the challenges opened
// since the last pass.
func (d *Defender) scan(ctx context.Context, r *defenderRun) error {
	if !r.checked {
		if err := CheckChain(ctx, d.Backend, d.Sender.ChainID(), Contract{"consumer", d.Consumer}, Contract{"dispute game", d.Game}); err != nil {
			return err
		}
		r.checked = true
	}
	head, err := d.Backend.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("latest block: %w", err)
	}
	if head < r.from {
		return nil
	}
	ids, err := Challenges(ctx, d.Backend, d.Game, r.from, head)
	if err != nil {
		return err
	}
	for _, id := range ids {
		r.todo = append(r.todo, &pendingJoin{id: id})
	}
	r.from = head + 1
	return nil
}

// joinDue looks at challenge p and defends it when it should: it is done
// unless that failed and is tried again. Its error is ctx's or a Permanent
// one.
func (d *Defender) joinDue(ctx context.Context, r *defenderRun, p *pendingJoin, now time.Time) (done bool, err error) {
	out := &Defense{ChallengeID: p.id}
	pl, err := d.join(ctx, p.id, out)
	switch {
	case reverts.Is[*bindings.DisputeGameJoinClosed](err) ||
		reverts.Is[*bindings.DisputeGameChallengeDecided](err):
		// too late for this one (the window closed or a defender won while
		// recomputing): nothing is lost, the others go on
		d.log().Warn("challenge not defended", "challenge", p.id, "err", err)
		return true, nil
	case err == nil:
		if pl != nil {
			r.active = append(r.active, &defence{out: out, player: pl})
		}
		return true, nil
	case ctx.Err() != nil:
		return false, ctx.Err()
	case Permanent(err):
		return false, err
	}
	// A failed look-up (a router down, a node hiccup) must not stop the
	// games in play: try again while the join window is open (join refuses
	// to defend once it closed).
	wait := p.retry.failed(d.Backoff, now)
	d.log().Warn("defence failed: trying again", "challenge", p.id, "err", err, "retry_in", wait, "failures", p.retry.Failures)
	return false, nil
}

// play makes one move in every game of due together and settles those that
// ended; it reports whether any moved and whether one failed. Its error is
// ctx's.
func (d *Defender) play(ctx context.Context, r *defenderRun, due []*defence, players []*bisection.ChainPlayer, now time.Time) (moved, failed bool, err error) {
	// one game's failure is in rd.Failed; the others moved
	rd, _ := bisection.PlayRound(ctx, players)
	if ctx.Err() != nil {
		return false, false, ctx.Err()
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
	return len(rd.Moves) > 0, failed, nil
}
