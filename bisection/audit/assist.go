package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/protocol"
)

// Assisting a challenge another account opened (Policy.Assist): the
// account that opens a challenge need not play it. A wallet in a browser,
// say, opens it and has a challenger daemon move for it:
//
//  1. the wallet sends DisputeGame.setMover(daemon, true): the daemon may now
//     bisect on the wallet's side in every game where the wallet plays;
//  2. the wallet sends DisputeGame.open(consumer, prompt, n, root, tokens,
//     transition) with the challenger bond (steps 1 and 2 in either order:
//     the daemon checks each running challenge's mover again every pass);
//  3. the daemon recomputes the disputed result; if the landed value is
//     wrong it plays every defence game of the challenge on the
//     challenger's side from its own account (paying the gas), the one-step
//     included, and once the join window closed and every game is won it
//     resolves (anyone may): the result is invalidated, its signers
//     slashed, and the bonds credited to the wallet;
//  4. the wallet withdraws its credit (DisputeGame.withdraw) and may revoke
//     the daemon with setMover(daemon, false).
//
// A challenge of a correct result is left alone (the daemon would lose it),
// as is one of a request the daemon's request source does not know.

// assisted reads challenge id and returns the dispute to play for its
// challenger, or done when there never will be one (decided, not another
// account's, of another consumer, of a correct result, of an unknown
// request). Neither: the challenger has not allowed this account yet.
func (c *Challenger) assisted(ctx context.Context, id uint64) (d *dispute, done bool, err error) {
	ch := bisection.ChainChallenge{Client: c.cfg.Backend, Address: c.cfg.Game, ID: id}
	rec, err := ch.Read(ctx)
	if err != nil {
		return nil, false, err
	}
	me := c.cfg.Sender.From()
	if rec.Consumer != c.cfg.Consumer || rec.Challenger == me {
		return nil, true, nil
	}
	if rec.State != bisection.Joining && rec.State != bisection.Playing && rec.State != bisection.Succeeded {
		return nil, true, nil
	}
	out, err := c.cfg.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.cfg.Game, Data: bisection.GameABI().PackMoverOf(rec.Challenger, me)}, nil)
	if err != nil {
		return nil, false, fmt.Errorf("mover of %s: %w", rec.Challenger, bisection.GameError(err))
	}
	allowed, err := bisection.GameABI().UnpackMoverOf(out)
	if err != nil || !allowed {
		return nil, false, err
	}
	req, ok, err := c.cfg.Prompts.Lookup(ctx, rec.Input)
	if err != nil {
		return nil, false, err
	}
	if !ok {
		c.log().Info("assist: request unknown, challenge not played", "challenge", id, "input", rec.Input)
		return nil, true, nil
	}
	d = &dispute{ch: ch, sender: c.cfg.Sender}
	tr, err := bisection.NewEngineTrace(c.cfg.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: c.cfg.ChunkMACs, Blob: c.cfg.Blob})
	switch {
	case refusedRequest(err):
		// refused at opening as well: no game, only the resolve
	case err != nil:
		return nil, false, fmt.Errorf("challenge %d: %w", id, err)
	default:
		res, err := tr.Result(ctx)
		if err != nil {
			return nil, false, err
		}
		// judged by the value, not the root: a per-shard challenge's root is
		// the shard's out value, and a correct result has no lying shard
		if protocol.ResultValue(res.Root, res.Tokens) == rec.Value {
			c.log().Warn("assist: the challenge disputes a correct result: not playing it", "challenge", id, "challenger", rec.Challenger, "input", rec.Input)
			return nil, true, nil
		}
		d.trace, d.shape, d.tr = bisection.ChainEngineTrace{EngineTrace: tr}, tr, tr
	}
	u, landing, err := c.landingOf(ctx, rec)
	if err != nil {
		return nil, false, err
	}
	d.landing = landing
	d.f = &Finding{Update: u, Sampled: true, Known: true, Refused: rec.Refused, ChallengeID: id, Games: map[uint64]*bisection.Outcome{}}
	if len(landing.Shards) > 0 && rec.Root != u.Root {
		// a per-shard challenge (a whole one's root is the landed root)
		honest, err := c.assistedShard(ctx, d, rec)
		if err != nil || honest {
			return nil, honest, err
		}
	}
	return d, false, nil
}

// assistedShard reads the claim the per-shard challenge rec disputes into
// d, and tells whether it is an honest shard's (on the canonical chain):
// its challenger would lose, so it is not played.
func (c *Challenger) assistedShard(ctx context.Context, d *dispute, rec bisection.ChallengeRecord) (honest bool, err error) {
	claim, err := openedShard(ctx, c.cfg.Backend, c.cfg.Game, rec.ID, d.f.Update.Block)
	if err != nil {
		return false, fmt.Errorf("challenge %d: %w", rec.ID, err)
	}
	d.f.Shard = shardTargetOf(claim)
	if claim == nil || d.tr == nil {
		return false, nil
	}
	honest, err = onCanonicalChain(ctx, c.cfg.Backend, c.cfg.Consumer, claim, d.tr, c.cfg.Engine.Model.Config.QKNorm, int(rec.PromptLen))
	if honest {
		c.log().Warn("assist: the challenge disputes an honest shard's claim: not playing it", "challenge", rec.ID, "shard", claim.Shard, "step", claim.Step)
	}
	return honest, err
}

// errNoLanding: no landed result matches a challenge's disputed transition.
var errNoLanding = errors.New("no landing of the disputed transition")

// landingOf finds the landing a challenge disputes: the Updated event of
// its input whose verifyAndUpdate call carried the transition bound at
// opening (its digest).
func (c *Challenger) landingOf(ctx context.Context, rec bisection.ChallengeRecord) (Updated, *Landing, error) {
	ev := consumerABI.GetABI().Events["Updated"]
	logs, err := c.cfg.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{c.cfg.Consumer},
		Topics: [][]common.Hash{{ev.ID}, nil, {common.Hash(rec.Input)}},
	})
	if err != nil {
		return Updated{}, nil, fmt.Errorf("read Updated events: %w", err)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		ups, err := decodeUpdated(logs[i : i+1])
		if err != nil {
			return Updated{}, nil, err
		}
		u := ups[0]
		if protocol.ResultValue(u.Root, u.Tokens) != rec.Value {
			continue
		}
		l, err := LandingOf(ctx, c.cfg.Backend, c.cfg.Consumer, u.Tx, u.Input, u.Index)
		if err != nil {
			return Updated{}, nil, err
		}
		t := protocolTransition(l.Transition)
		if t.Digest() == rec.Digest {
			return u, l, nil
		}
	}
	return Updated{}, nil, fmt.Errorf("challenge %d: %w", rec.ID, errNoLanding)
}
