package audit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/deepcall/deepcall/bisection"
)

// Run audits new blocks as they come, from block `from`, until ctx ends:
// each pass opens challenges on the wrong results landed since the last one
// and makes one move in every game of the challenges still running, so a
// long dispute never holds up the audit of later results. It returns only
// once ctx ends (nil) or on an error a restart cannot fix (Permanent):
// whatever else fails (a node that does not answer, a refused send, a
// router that is down) is logged and tried again after Config.Backoff, each
// result and challenge on its own; a lost challenge is logged and dropped.
func (c *Challenger) Run(ctx context.Context, from uint64, poll time.Duration) error {
	if poll == 0 {
		poll = 2 * time.Second
	}
	if err := c.config(); err != nil {
		return err
	}
	r := &challengerRun{from: from}
	var next time.Time
	pass := func() (moved bool, err error) {
		moved, next, err = c.pass(ctx, r)
		return moved, err
	}
	idle := func() bool {
		if c.cfg.Advance != nil && !next.IsZero() && !r.failed {
			// a simulated chain: its time moves only when told to (and not
			// while a move of this side waits to be tried again)
			if err := c.wait(ctx, &bisection.ChainClock{Client: c.cfg.Backend}, next); err != nil && ctx.Err() == nil {
				c.log().Warn("moving the chain's clock", "err", err)
			}
			return true
		}
		return sleep(ctx, poll)
	}
	return runPasses(ctx, c.log(), "audit pass failed: trying again", c.cfg.Backoff, c.now, &r.node, &r.checked, pass, idle)
}

// runPasses is the loop of Challenger.Run and Defender.Run: it makes passes
// until ctx ends (nil) or one fails for good (its error). A pass that fails
// otherwise is the node's: it is logged (msg), the chain is checked again by
// the next pass (a node swapped for another chain answers, but wrongly), and
// the next pass waits for the node's backoff, paced on clock now. After a
// pass that moved nothing, idle waits and reports whether to go on.
func runPasses(ctx context.Context, log *slog.Logger, msg string, backoff Backoff, now func() time.Time, node *Retry, checked *bool,
	pass func() (bool, error), idle func() bool) error {
	for {
		moved, err := pass()
		switch {
		case ctx.Err() != nil:
			return nil
		case Permanent(err):
			return err
		case err != nil:
			*checked = false
			wait := node.failed(backoff, now())
			log.Warn(msg, "err", err, "retry_in", wait, "failures", node.Failures)
			if !sleep(ctx, wait) {
				return nil
			}
			continue
		}
		node.ok()
		if moved {
			continue
		}
		if !idle() {
			return nil
		}
	}
}

// challengerRun is Challenger.Run's state between passes: what its View is
// built from.
type challengerRun struct {
	from    uint64 // the first block not yet scanned
	checked bool   // the chain and contracts were checked since the last failure
	window  uint64 // the game's challenge window, in blocks
	node    Retry  // the pass's own reads of the node
	todo    []*pendingAudit
	assists []*pendingAssist // challenges of others not yet played (Policy.Assist)
	active  []*dispute
	failed  bool // something failed in the last pass and waits to be tried again
}

// pendingAudit is a landed result not yet audited, or whose audit failed.
type pendingAudit struct {
	u     Updated
	retry Retry
}

// pendingAssist is a challenge of another account not yet played.
type pendingAssist struct {
	id    uint64
	retry Retry
}

// view is what r knows at now, with the chain's head.
func (r *challengerRun) view(now time.Time, head uint64) View {
	v := View{Now: now, Head: head, Window: r.window}
	for _, p := range r.todo {
		v.Landings = append(v.Landings, LandingView{Update: p.u, Retry: p.retry})
	}
	for _, p := range r.assists {
		v.Assists = append(v.Assists, AssistView{ID: p.id, Retry: p.retry})
	}
	for _, d := range r.active {
		v.Disputes = append(v.Disputes, DisputeView{ID: d.ch.ID, Retry: d.retry})
	}
	return v
}

// pass is one round of Run, the scheduler: it reads the blocks new since
// the last pass into r, plans on r's view and carries the actions out. The
// landings and assisted challenges are planned first and the challenges
// after them, those just opened included: every wrong result found is
// opened before any game is played, as a stalling defence must not let
// another result's challenge window close. Its error is the node's (the
// chain check, the head, the events) or a Permanent one; a result's or a
// challenge's failure is theirs, paced on their own.
func (c *Challenger) pass(ctx context.Context, r *challengerRun) (moved bool, next time.Time, err error) {
	head, err := c.scan(ctx, r)
	if err != nil {
		return false, next, err
	}
	x := &executor{c: c, r: r, now: c.now()}
	v := r.view(x.now, head)
	v.Disputes = nil
	if err := x.do(ctx, Plan(v, c.cfg.Policy)); err != nil {
		return x.moved, x.next, err
	}
	v = View{Now: x.now, Disputes: r.view(x.now, head).Disputes}
	if err := x.do(ctx, Plan(v, c.cfg.Policy)); err != nil {
		return x.moved, x.next, err
	}
	r.failed = x.failed
	if x.failed {
		// a failure of a result or a game may be the chain's: check it again
		r.checked = false
	}
	return x.moved, x.next, nil
}

// scan checks the chain when it must and queues the results landed (and,
// with Policy.Assist, the challenges opened) since the last pass; it
// returns the chain's head.
func (c *Challenger) scan(ctx context.Context, r *challengerRun) (uint64, error) {
	if !r.checked {
		if err := c.check(ctx); err != nil {
			return 0, err
		}
		w, err := c.challengeWindow(ctx)
		if err != nil {
			return 0, err
		}
		r.window, r.checked = w, true
	}
	head, err := c.cfg.Backend.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("latest block: %w", err)
	}
	if head < r.from {
		return head, nil
	}
	ups, err := Updates(ctx, c.cfg.Backend, c.cfg.Consumer, r.from, head)
	if err != nil {
		return 0, err
	}
	for _, u := range ups {
		r.todo = append(r.todo, &pendingAudit{u: u})
	}
	if c.cfg.Policy.Assist {
		ids, err := Challenges(ctx, c.cfg.Backend, c.cfg.Game, r.from, head)
		if err != nil {
			return 0, err
		}
		for _, id := range ids {
			r.assists = append(r.assists, &pendingAssist{id: id})
		}
	}
	r.from = head + 1
	return head, nil
}

// executor carries out one pass's actions on r: At indexes r's lists as
// they were when the view was built (new disputes are appended after).
type executor struct {
	c      *Challenger
	r      *challengerRun
	now    time.Time
	moved  bool
	failed bool
	next   time.Time
}

// do carries out acts and drops from r what they finished. Its error is
// ctx's or a Permanent one.
func (x *executor) do(ctx context.Context, acts []Action) error {
	var (
		landings, assists, disputes = map[int]bool{}, map[int]bool{}, map[int]bool{}
		err                         error
	)
	for _, a := range acts {
		switch a.Kind {
		case TakeUpAssist:
			assists[a.At] = x.assist(ctx, x.r.assists[a.At])
		case AuditLanding:
			landings[a.At], err = x.audit(ctx, x.r.todo[a.At])
		case GiveUpLanding:
			p := x.r.todo[a.At]
			x.c.log().Error("result's challenge window closed before its audit succeeded", "input", p.u.Input, "index", p.u.Index, "block", p.u.Block, "failures", p.retry.Failures)
			landings[a.At] = true
		case SkipLanding:
			landings[a.At] = true
		case Advance:
			disputes[a.At], err = x.advance(ctx, x.r.active[a.At])
		default:
			// Plan returns none other: a new kind needs its executor here
			panic(fmt.Sprintf("audit: no executor for action %s", a.Kind))
		}
		if err != nil {
			break
		}
	}
	x.r.todo = without(x.r.todo, landings)
	x.r.assists = without(x.r.assists, assists)
	x.r.active = without(x.r.active, disputes)
	return err
}

// without is list less the items at the positions drop holds true.
func without[T any](list []T, drop map[int]bool) []T {
	keep := list[:0]
	for i, v := range list {
		if !drop[i] {
			keep = append(keep, v)
		}
	}
	return keep
}

// assist reads another account's challenge: one that became playable joins
// the active disputes, one that never will is done, the others wait (its
// challenger may allow this account later).
func (x *executor) assist(ctx context.Context, p *pendingAssist) (done bool) {
	d, done, err := x.c.assisted(ctx, p.id)
	switch {
	case err != nil && ctx.Err() == nil:
		x.failed = true
		wait := p.retry.failed(x.c.cfg.Backoff, x.now)
		x.c.log().Warn("assist: reading a challenge failed, trying again", "challenge", p.id, "err", err, "retry_in", wait, "failures", p.retry.Failures)
		return false
	case d != nil:
		x.c.log().Info("assisting a challenge: playing the challenger's side", "challenge", p.id, "input", d.f.Update.Input)
		x.r.active = append(x.r.active, d)
		return true
	}
	return done
}

// audit re-executes a landed result and opens a challenge on it if it is
// wrong; the result is done unless its audit failed and is tried again.
func (x *executor) audit(ctx context.Context, p *pendingAudit) (done bool, err error) {
	_, d, err := x.c.open(ctx, p.u)
	if d != nil {
		x.r.active = append(x.r.active, d)
	}
	switch {
	case err == nil:
		return true, nil
	case ctx.Err() != nil:
		return false, ctx.Err()
	case errors.Is(err, ErrNotALanding) || errors.Is(err, ErrOtherManifest):
		// landed through another contract (no transition to resolve with),
		// or another model's: skipped, the others go on
		x.c.log().Error("wrong result not challengeable by this daemon", "input", p.u.Input, "index", p.u.Index, "err", err)
		return true, nil
	}
	// One failed audit (a router down, a node hiccup) must not stop the
	// games in play nor the other results: try it again.
	x.failed = true
	wait := p.retry.failed(x.c.cfg.Backoff, x.now)
	x.c.log().Warn("audit failed: trying again", "input", p.u.Input, "index", p.u.Index, "err", err, "retry_in", wait, "failures", p.retry.Failures)
	return false, nil
}

// advance advances a dispute once (Challenger.advance); it is done once
// over or lost.
func (x *executor) advance(ctx context.Context, d *dispute) (done bool, err error) {
	over, moved, next, err := x.c.advance(ctx, d)
	switch {
	case err == nil:
		d.retry.ok()
	case ctx.Err() != nil:
		return false, ctx.Err()
	case errors.Is(err, ErrLost):
		// nothing left to play in it; the daemon goes on with the others
		x.c.log().Error("challenge lost", "challenge", d.ch.ID, "input", d.f.Update.Input, "err", err)
		over = true
	case Permanent(err):
		return false, err
	default:
		x.failed, over = true, false
		wait := d.retry.failed(x.c.cfg.Backoff, x.now)
		x.c.log().Warn("challenge: move or resolve failed, trying again", "challenge", d.ch.ID, "err", err, "retry_in", wait, "failures", d.retry.Failures)
	}
	x.moved = x.moved || moved
	x.next = earliest(x.next, next)
	return over, nil
}
