package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/protocol"
)

// advance reads d's challenge and does what PlanDispute says of it: at
// most one move in every running defence game (new games as they join), or
// its resolve once it succeeded. It reports whether d is over, whether it
// moved, and, when it did neither, when time must have passed for it to go
// on (the join window's close or a deadline). A failed challenge is ErrLost.
func (c *Challenger) advance(ctx context.Context, d *dispute) (over, moved bool, next time.Time, err error) {
	rec, err := d.ch.Read(ctx)
	if err != nil {
		return false, false, next, err
	}
	c.takeUpGames(d, rec.Games)
	v := DisputeView{ID: d.ch.ID, State: rec.State, JoinUntil: rec.JoinUntil}
	switch a := PlanDispute(v); a.Kind {
	case Lost:
		return true, false, next, fmt.Errorf("challenge %d: %w: a defender won game %d", d.ch.ID, ErrLost, rec.DecidedBy)
	case Ended:
		c.log().Warn("challenge expired unresolved: bonds paid as the games decided, nothing slashed", "challenge", d.ch.ID)
		return true, false, next, nil
	case FinishSlashing:
		// the bond is credited to this account all the same; signers still
		// to slash are slashed here (anyone may)
		if !d.f.Resolved {
			d.f.Resolved = true
			c.log().Info("challenge resolved", "challenge", d.ch.ID)
		}
		if err := c.finishSlashing(ctx, d); err != nil {
			return false, false, next, err
		}
		return true, false, next, nil
	case Resolve:
		// a failed resolve leaves the dispute running: it is tried again
		return c.settle(ctx, d, v)
	}
	r, err := bisection.PlayRound(ctx, d.players)
	if err != nil {
		return false, false, next, err
	}
	for id, g := range r.Over {
		if _, seen := d.f.Games[id]; !seen {
			d.f.Games[id], d.f.Outcome = g.Outcome, g.Outcome
		}
	}
	if len(r.Moves) > 0 {
		return false, true, next, nil
	}
	// Nothing to do until time passes: the join window closes or a silent
	// defender's clock runs out.
	return false, false, Wake(v, r.Next), nil
}

// takeUpGames adds a player for each of games (the challenge's defence
// games, in order) that joined since d was last advanced.
func (c *Challenger) takeUpGames(d *dispute, games []uint64) {
	for _, id := range games[len(d.players):] {
		c.log().Info("defence joined: playing it", "challenge", d.ch.ID, "game", id)
		s := d.sender
		if s == nil {
			s = c.mover()
		}
		d.players = append(d.players, &bisection.ChainPlayer{Game: d.ch.Game(id), Side: bisection.Challenger, Trace: d.trace, Shape: d.shape, Sender: s, Prover: d.prover})
	}
}

// settle resolves d's succeeded challenge; when that fails it reads when
// the challenge may be expired, and expires it where PlanDispute says so.
func (c *Challenger) settle(ctx context.Context, d *dispute, v DisputeView) (over, moved bool, next time.Time, err error) {
	err = c.resolve(ctx, d)
	if err == nil {
		return true, false, next, nil
	}
	v.ResolveFailed = true
	var xerr error
	if v.ChainNow, v.ResolveBy, xerr = c.resolveDeadline(ctx, d); xerr != nil {
		return false, false, next, errors.Join(err, xerr)
	}
	if !PlanDispute(v).OrExpire {
		return false, false, next, err
	}
	if xerr := c.expire(ctx, d); xerr != nil {
		return false, false, next, errors.Join(err, xerr)
	}
	return true, false, next, nil
}

// resolve settles d's succeeded challenge: invalidation and slashing.
func (c *Challenger) resolve(ctx context.Context, d *dispute) error {
	if len(d.landing.Shards) > 0 {
		return c.resolveSharded(ctx, d)
	}
	if d.landing.Committee != nil {
		return c.resolveCommittee(ctx, d)
	}
	f := d.f
	sig := d.landing.Sig
	ids, err := SignerIDs(ctx, c.cfg.Backend, c.cfg.Registry, sig, d.landing.Transition.ReferenceBlock)
	if err != nil {
		return err
	}
	gas, err := bisection.Resolve(ctx, c.cfg.Sender, c.cfg.Backend, c.cfg.Game, f.ChallengeID, bisection.LiableQuorum(KeyIDs(sig.NonSignerKeys), ids), ids)
	if len(gas) > 0 {
		// resolved: the pages left (a failed send) are tried again below
		f.Resolved = true
	}
	if err != nil {
		return err
	}
	c.log().Info("challenge won: result invalidated, signers slashed", "challenge", f.ChallengeID, "games", len(f.Games),
		"signers", len(ids), "resolve_gas", gas[0], "slash_pages", len(gas)-1)
	return nil
}

// finishSlashing slashes the signers a resolved challenge recorded and
// nobody slashed yet: the loss names them by the hash of their list, which
// is the landing's signer set (a quorum or committee landing) or one
// shard's (a per-shard challenge of a sharded one; a whole-trace one
// charges nobody).
func (c *Challenger) finishSlashing(ctx context.Context, d *dispute) error {
	cid := new(big.Int).SetUint64(d.ch.ID)
	out, err := c.cfg.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.cfg.Game, Data: bisection.GameABI().PackLoss(cid)}, nil)
	if err != nil {
		return fmt.Errorf("loss of challenge %d: %w", d.ch.ID, err)
	}
	loss, err := bisection.GameABI().UnpackLoss(out)
	if err != nil || loss.Done >= loss.Count || d.landing == nil {
		return err
	}
	var lists [][][32]byte
	switch {
	case len(d.landing.Shards) > 0:
		lists = d.landing.ShardIDs()
	case d.landing.Committee != nil:
		lists = [][][32]byte{d.landing.CommitteeIDs()}
	default:
		ids, err := SignerIDs(ctx, c.cfg.Backend, c.cfg.Registry, d.landing.Sig, d.landing.Transition.ReferenceBlock)
		if err != nil {
			return err
		}
		lists = [][][32]byte{ids}
	}
	for i, ids := range lists {
		if protocol.PackedHash(ids) == loss.Signers {
			if len(d.landing.Shards) > 0 {
				chargedShard(d.f, i)
			}
			pages, err := bisection.SlashPages(ctx, c.cfg.Sender, c.cfg.Backend, c.cfg.Game, d.ch.ID, ids)
			c.log().Info("recorded signers slashed", "challenge", d.ch.ID, "pages", len(pages), "err", err)
			return err
		}
	}
	return fmt.Errorf("challenge %d: its recorded signers are none of the landing's signer lists", d.ch.ID)
}

// resolveDeadline reads the chain's time and when d's succeeded challenge
// may be expired: once DisputeGame's RESOLVE_WINDOW after its decision
// passed.
func (c *Challenger) resolveDeadline(ctx context.Context, d *dispute) (now, by time.Time, err error) {
	id := new(big.Int).SetUint64(d.ch.ID)
	decided, err := callUint(ctx, c.cfg.Backend, c.cfg.Game, bisection.GameABI().PackDecidedAt(id), bisection.GameABI().UnpackDecidedAt)
	if err != nil {
		return now, by, fmt.Errorf("challenge %d decided at: %w", d.ch.ID, err)
	}
	window, err := callUint(ctx, c.cfg.Backend, c.cfg.Game, bisection.GameABI().PackRESOLVEWINDOW(), bisection.GameABI().UnpackRESOLVEWINDOW)
	if err != nil {
		return now, by, fmt.Errorf("resolve window: %w", err)
	}
	now, err = (&bisection.ChainClock{Client: c.cfg.Backend}).Read(ctx)
	if err != nil {
		return now, by, err
	}
	return now, time.Unix(int64(decided+window), 0), nil
}

// expire ends d's succeeded challenge with DisputeGame.expire.
func (c *Challenger) expire(ctx context.Context, d *dispute) error {
	id := new(big.Int).SetUint64(d.ch.ID)
	if _, err := bisection.Send(ctx, c.cfg.Sender, "expire", c.cfg.Game, bisection.GameABI().PackExpire(id), nil); err != nil {
		return fmt.Errorf("expire challenge %d: %w", d.ch.ID, err)
	}
	c.log().Warn("challenge expired unresolved: bonds paid as the games decided, nothing slashed", "challenge", d.ch.ID, "input", d.f.Update.Input)
	return nil
}

// round advances every dispute once and drops those that are over; it
// returns the disputes left, whether any moved, and the earliest time one
// waits for.
func (c *Challenger) round(ctx context.Context, active []*dispute) ([]*dispute, bool, time.Time, error) {
	var (
		moved bool
		next  time.Time
	)
	still := active[:0]
	for _, d := range active {
		over, m, n, err := c.advance(ctx, d)
		if err != nil {
			return still, moved, next, err
		}
		moved = moved || m
		next = earliest(next, n)
		if !over {
			still = append(still, d)
		}
	}
	return still, moved, next, nil
}

// playOut plays the disputes together, one move per game a round, until
// every one is decided: nil once all succeeded and were resolved, ErrLost
// if a defender won one.
func (c *Challenger) playOut(ctx context.Context, active []*dispute) error {
	if len(active) > 0 {
		if err := c.authorizeMovers(ctx); err != nil {
			return err
		}
	}
	clock := &bisection.ChainClock{Client: c.cfg.Backend}
	for len(active) > 0 {
		var (
			moved bool
			next  time.Time
			err   error
		)
		if active, moved, next, err = c.round(ctx, active); err != nil {
			return err
		}
		if len(active) == 0 || moved {
			continue
		}
		if err := c.wait(ctx, clock, next); err != nil {
			return err
		}
	}
	return nil
}

// wait lets the chain's time reach until (plus a second): by Advance on a
// simulated chain, else by polling.
func (c *Challenger) wait(ctx context.Context, clock *bisection.ChainClock, until time.Time) error {
	if c.cfg.Advance != nil {
		now, err := clock.Read(ctx)
		if err != nil {
			return err
		}
		return c.cfg.Advance(max(time.Second, until.Sub(now)+time.Second))
	}
	poll := c.cfg.Poll
	if poll == 0 {
		poll = time.Second
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(poll):
		return nil
	}
}
