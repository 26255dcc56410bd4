// Package audit runs the two sides of deepcall's dispute game against a
// chain: a Challenger watches a consumer's landed results (its Updated
// events), recomputes each one it samples with the native engine,
// challenges the wrong ones on the DisputeGame contract, plays every defence
// game opened on its challenge and, once it won them all and the join window
// closed, resolves (invalidation and slashing); a Defender defends the
// challenges against results it computed itself, each in a game of its own.
//
// Both need the request (prompt and n) behind a landed input hash, which
// the chain does not carry: a Prompts source supplies it (the requests
// known to this process, or a router's tasks looked up by input hash).
package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
)

// Finding is the audit of one landed result.
type Finding struct {
	Update  Updated
	Sampled bool
	Known   bool // the request was found
	Correct bool // the landed root and tokens are the engine's
	// Refused: the engine refuses the request (empty, a token outside the
	// vocabulary, past the context), so whatever landed for it is wrong.
	Refused     bool
	ChallengeID uint64 // the challenge opened on a wrong result
	// Unchallengeable: the result is wrong but open refused it (its
	// challenge window closed, or it is already invalid).
	Unchallengeable bool
	// Games are the defence games played on it, with their outcomes.
	Games    map[uint64]*bisection.Outcome
	Outcome  *bisection.Outcome // of the last game to end (nil: undefended)
	Resolved bool
	// Shard is the shard claim a challenge of a sharded landing disputes
	// (nil: the whole trace).
	Shard *ShardTarget
	// Charged is the shard a won challenge on a sharded landing charged
	// (NoShard: none, a challenge of the whole trace).
	Charged *big.Int
}

// Audit checks one landed result and, if it is wrong, disputes it to the end.
func (c *Challenger) Audit(ctx context.Context, u Updated) (*Finding, error) {
	f, d, err := c.open(ctx, u)
	if err != nil || d == nil {
		return f, err
	}
	return f, c.playOut(ctx, []*dispute{d})
}

// dispute is a challenge this Challenger opened and still plays.
type dispute struct {
	f       *Finding
	ch      bisection.ChainChallenge
	landing *Landing
	trace   bisection.TraceProvider
	tr      *bisection.EngineTrace // the canonical trace behind trace (nil: a refused request)
	shape   bisection.Shape
	prover  bisection.LeafProver     // how the challenger ends its games (nil: the EVM step)
	players []*bisection.ChainPlayer // one per defence game, in order
	retry   Retry                    // Run's retries of a failed move or resolve
	// sender moves in every game of the dispute (nil: the movers in turn);
	// an assisted challenge is played from the account its challenger allowed.
	sender bisection.Sender
	// mismatch proves, at opening, that the landed root's own chain chose
	// other tokens than the landed ones (nil: none to prove)
	mismatch [][32]byte
}

// open checks one landed result and, if it is wrong, opens a challenge on
// it; the dispute is nil when there is nothing to play.
func (c *Challenger) open(ctx context.Context, u Updated) (*Finding, *dispute, error) {
	f := &Finding{Update: u}
	landing, chosen, err := c.choose(ctx, u)
	if err != nil || !chosen {
		return f, nil, err
	}
	f.Sampled = true
	req, ok, err := c.cfg.Prompts.Lookup(ctx, u.Input)
	if err != nil {
		return f, nil, err
	}
	if !ok {
		// Not this auditor's to judge: without the prompt there is nothing
		// to recompute, and one unknown result must not stop the others.
		c.log().Info("request unknown: result skipped", "input", u.Input, "index", u.Index, "block", u.Block)
		return f, nil, nil
	}
	f.Known = true
	d := &dispute{f: f}
	tr, err := bisection.NewEngineTrace(c.cfg.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: c.cfg.ChunkMACs, Blob: c.cfg.Blob})
	switch {
	case refusedRequest(err):
		// The canonical computation refuses the request, so any result
		// landed for it is wrong, and the game's one-step refuses it too:
		// the challenge succeeds at opening, with no trace to play.
		f.Refused = true
		c.log().Warn("result landed for a refused request: disputing", "input", u.Input, "index", u.Index, "err", err)
	case err != nil:
		return f, nil, fmt.Errorf("result %s: %w", u.Input, err)
	default:
		res, err := tr.Result(ctx)
		if err != nil {
			return f, nil, err
		}
		if res.Root == u.Root && slices.Equal(res.Tokens, u.Tokens) {
			f.Correct = true
			c.log().Info("result correct", "input", u.Input, "index", u.Index)
			return f, nil, nil
		}
		c.log().Warn("wrong result: disputing", "input", u.Input, "landed", u.Root, "engine", res.Root)
		if res.Root == u.Root {
			// the canonical root with other tokens: its own chain shows it
			d.mismatch = bisection.MismatchProof(res, inference.Genesis(c.cfg.Engine.Manifest, u.Input), len(req.Prompt), u.Tokens)
		}
		d.trace, d.shape, d.tr = bisection.ChainEngineTrace{EngineTrace: tr}, tr, tr
		if c.cfg.Prover != nil {
			d.prover = c.cfg.Prover(tr)
		}
	}
	if landing == nil {
		if landing, err = LandingOf(ctx, c.cfg.Backend, c.cfg.Consumer, u.Tx, u.Input, u.Index); err != nil {
			return f, nil, err
		}
	}
	if landing.Transition.Manifest != c.cfg.Engine.Manifest {
		// another model's answer: this engine cannot judge it
		return f, nil, fmt.Errorf("%w: landed for manifest %x, this engine serves %x", ErrOtherManifest, landing.Transition.Manifest, c.cfg.Engine.Manifest)
	}
	f.Games = map[uint64]*bisection.Outcome{}
	d.landing = landing
	// A challenge this account opened on the result before (a restarted
	// daemon) is played on, not opened again: left alone, its games would
	// time out and its bond be lost.
	mine, err := c.ownChallenge(ctx, u)
	if err != nil {
		return f, nil, err
	}
	if mine != 0 {
		// a failed resume is tried again whole: a dispute is returned only
		// once, or Run would play it twice
		if err := c.resume(ctx, d, mine); err != nil {
			return f, nil, err
		}
		return f, d, nil
	}
	data, err := c.openData(ctx, d, req)
	if err != nil {
		return f, nil, err
	}
	if err := c.sendOpen(ctx, d, data); err != nil || f.ChallengeID == 0 {
		return f, nil, err
	}
	return f, d, nil
}

// resume takes up challenge id, which this account opened on d's result
// before (a restarted daemon): left alone, its games would time out and its
// bond be lost. On a sharded landing it reads which claim it disputes.
func (c *Challenger) resume(ctx context.Context, d *dispute, id uint64) error {
	c.log().Info("resuming this account's challenge", "input", d.f.Update.Input, "challenge", id)
	d.f.ChallengeID = id
	d.ch = bisection.ChainChallenge{Client: c.cfg.Backend, Address: c.cfg.Game, ID: id}
	if len(d.landing.Shards) == 0 {
		return nil
	}
	claim, err := openedShard(ctx, c.cfg.Backend, c.cfg.Game, id, d.f.Update.Block)
	if err != nil {
		return fmt.Errorf("challenge %d: %w", id, err)
	}
	if claim != nil {
		d.f.Shard = shardTargetOf(claim)
	}
	return nil
}

// openData is the call that opens d's challenge: on a sharded landing, a
// per-shard challenge of its lying shard where one is found
// (shardChallenge); otherwise a challenge of the whole trace.
func (c *Challenger) openData(ctx context.Context, d *dispute, req Request) ([]byte, error) {
	l := d.landing
	// a mismatch proof or a refused request decides the whole trace at
	// opening, with no game: nothing for a shard's game to add
	if len(l.Shards) > 0 && d.mismatch == nil && d.tr != nil {
		target, claim, err := c.shardChallenge(ctx, d, len(req.Prompt))
		if err != nil {
			return nil, err
		}
		if claim != nil {
			data, err := bisection.GameABI().TryPackOpenShard(c.cfg.Consumer, bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)),
				l.Transition, l.Signatory(), claim)
			if err != nil {
				return nil, err
			}
			if !c.shardClaimRefused(ctx, data, target) {
				d.f.Shard = target
				c.log().Warn("lying shard found: opening a per-shard challenge", "input", d.f.Update.Input, "shard", target.Shard, "step", target.Step)
				return data, nil
			}
		}
	}
	return c.openWhole(d, req)
}

// openWhole is the call that opens a challenge of d's whole trace, with the
// mismatch proof when there is one.
func (c *Challenger) openWhole(d *dispute, req Request) ([]byte, error) {
	mismatch := [][32]byte{}
	if d.mismatch != nil {
		// the landed root is the canonical one, its tokens are not: the
		// root's own chain proves it at opening, with no game to play
		mismatch = d.mismatch
		c.log().Warn("landed tokens are not the root's: opening with a mismatch proof", "input", d.f.Update.Input, "step", new(big.Int).SetBytes(mismatch[0][:]))
	}
	u, l := d.f.Update, d.landing
	return bisection.GameABI().TryPackOpen(c.cfg.Consumer, bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)), u.Root, l.Tokens,
		l.Transition, l.Signatory(), mismatch)
}

// sendOpen sends d's opening call with the bond and records the challenge.
// A result too late to challenge is not an error (f.ChallengeID stays 0):
// the later results must still be audited.
func (c *Challenger) sendOpen(ctx context.Context, d *dispute, data []byte) error {
	f, u := d.f, d.f.Update
	rcpt, err := bisection.Send(ctx, c.cfg.Sender, "call", c.cfg.Game, data, c.cfg.Bond)
	if reverts.Is[*bindings.DisputeGameWindowClosed](err) ||
		reverts.Is[*bindings.DisputeGameAlreadyInvalid](err) {
		// found after its window, or already invalidated by another challenge
		f.Unchallengeable = true
		c.log().Warn("wrong result can no longer be challenged", "input", u.Input, "index", u.Index, "block", u.Block, "err", err)
		return nil
	}
	if err != nil {
		return fmt.Errorf("challenge %s: %w", u.Input, err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
			f.ChallengeID = ev.ChallengeId.Uint64()
		}
	}
	if f.ChallengeID == 0 {
		return errors.New("open: no ChallengeOpened event")
	}
	c.log().Info("challenge opened", "input", u.Input, "challenge", f.ChallengeID, "shard", f.Shard, "gas", rcpt.GasUsed)
	d.ch = bisection.ChainChallenge{Client: c.cfg.Backend, Address: c.cfg.Game, ID: f.ChallengeID}
	return nil
}

// refusedRequest tells whether err is the engine refusing the request
// itself (what IQ16Engine reverts on and EngineStep.refuses reports), as
// opposed to failing to run it.
func refusedRequest(err error) bool {
	return errors.Is(err, inference.ErrEmptyPrompt) || errors.Is(err, inference.ErrBadCount) ||
		errors.Is(err, inference.ErrTokenOutOfRange) || errors.Is(err, inference.ErrContextOverflow)
}

// ownChallenge is the latest challenge this account opened on u's result
// that is not decided yet (0: none).
func (c *Challenger) ownChallenge(ctx context.Context, u Updated) (uint64, error) {
	ev := bisection.GameABI().GetABI().Events["ChallengeOpened"]
	logs, err := c.cfg.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(u.Block), Addresses: []common.Address{c.cfg.Game},
		Topics: [][]common.Hash{{ev.ID}, nil, {common.BytesToHash(c.cfg.Consumer.Bytes())}, {common.Hash(u.Input)}},
	})
	if err != nil {
		return 0, fmt.Errorf("read ChallengeOpened events: %w", err)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		opened, err := bisection.GameABI().UnpackChallengeOpenedEvent(&logs[i])
		if err != nil {
			return 0, fmt.Errorf("decode ChallengeOpened event: %w", err)
		}
		if opened.Challenger != c.cfg.Sender.From() {
			continue
		}
		ch := bisection.ChainChallenge{Client: c.cfg.Backend, Address: c.cfg.Game, ID: opened.ChallengeId.Uint64()}
		st, err := ch.State(ctx)
		if err != nil {
			return 0, err
		}
		if st == bisection.Joining || st == bisection.Playing || st == bisection.Succeeded {
			return ch.ID, nil
		}
	}
	return 0, nil
}

// ErrLost: the honest side lost a game, or its challenge (never expected).
var ErrLost = errors.New("the honest side lost the game")

// Scan audits every result landed in blocks from … to. It opens a challenge
// on each wrong one first and only then plays them all together: played one
// after the other, a stalling defence of one challenge (up to its clocks)
// would let the challenge windows of the wrong results after it close.
func (c *Challenger) Scan(ctx context.Context, from, to uint64) ([]*Finding, error) {
	out, active, err := c.openRange(ctx, from, to)
	// the challenges opened before a failure are played all the same: their
	// bonds are posted
	return out, errors.Join(err, c.playOut(ctx, active))
}

// openRange audits the results landed in blocks from … to and opens a
// challenge on each wrong one; it returns the findings, the disputes to play
// and the failures (joined).
func (c *Challenger) openRange(ctx context.Context, from, to uint64) ([]*Finding, []*dispute, error) {
	ups, err := Updates(ctx, c.cfg.Backend, c.cfg.Consumer, from, to)
	if err != nil {
		return nil, nil, err
	}
	var (
		out    []*Finding
		active []*dispute
		errs   []error
	)
	for _, u := range ups {
		f, d, err := c.open(ctx, u)
		if f != nil {
			out = append(out, f)
		}
		if d != nil {
			active = append(active, d)
		}
		if err != nil {
			if ctx.Err() != nil {
				return out, active, err
			}
			// one result's failure does not keep the later ones from their audit
			errs = append(errs, fmt.Errorf("result %d: %w", u.Index, err))
		}
	}
	return out, active, errors.Join(errs...)
}
