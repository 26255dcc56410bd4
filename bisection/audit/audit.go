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
	"log/slog"
	"math/big"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Backend is what auditing needs of a node (ethclient.Client has it).
type Backend interface {
	bisection.SendBackend
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error)
	BlockNumber(ctx context.Context) (uint64, error)
	ChainChecker
}

// Request is the public request behind an input hash.
type Request struct {
	Prompt []int `json:"prompt"`
	N      int   `json:"n"`
}

// Prompts finds the request behind an input hash.
type Prompts interface {
	// Lookup returns the request, or ok false when it is not known here.
	Lookup(ctx context.Context, input inference.Hash) (req Request, ok bool, err error)
}

// Known is a fixed set of requests, keyed by their input hashes.
type Known map[inference.Hash]Request

// Add records a request.
func (k Known) Add(r Request) { k[inference.InputHash(r.Prompt, r.N)] = r }

// Lookup implements Prompts.
func (k Known) Lookup(_ context.Context, input inference.Hash) (Request, bool, error) {
	r, ok := k[input]
	return r, ok, nil
}

var (
	consumerABI = bindings.NewLLMConsumer()
	registryABI = bindings.NewOperatorRegistry()
)

// Challenger disputes wrong results of one consumer.
type Challenger struct {
	Backend  Backend
	Consumer common.Address
	Registry common.Address
	Game     common.Address
	Sender   *bisection.Sender
	Engine   *inference.Engine
	Prompts  Prompts
	// SampleRate is the fraction of results audited (1: all). With a gain C
	// from a wrong result and a stake S slashed when caught, auditing
	// p ≥ C/(S+C) makes cheating unprofitable (bisection/doc.go).
	SampleRate float64
	Rand       *rand.Rand
	// Sample, when set, chooses the results audited instead of SampleRate
	// and Rand, by the result's input hash: a SecretSampler, so that no
	// operator can tell which of its answers this auditor checks, and a
	// restarted daemon checks the same ones.
	Sample func(input [32]byte) bool
	// CommitteeOnly audits only committee landings (verifyAndUpdateCommittee):
	// the few operators of a drawn committee executed those alone, while a
	// whole quorum's landing was executed by every operator already.
	CommitteeOnly bool
	ChunkMACs     int
	Bond          *big.Int
	// Prover: as Defender.Prover, for the challenger's games.
	Prover func(*bisection.EngineTrace) bisection.LeafProver
	// Advance moves a simulated chain's clock while waiting (nil: real
	// time): for the join window to close, or for a silent defender's clock
	// to run out.
	Advance func(time.Duration) error
	// Poll is how often the game is read while waiting for the opponent.
	Poll time.Duration
	// Backoff paces Run's retries of what failed (zero: 1 s doubling to 30 s).
	Backoff Backoff
	// Movers send the challenger side's moves, each game's from one of them
	// in turn (nil: all from Sender). Sender's account allows each of them
	// on the game before playing (DisputeGame.setMover); they pay their own
	// gas.
	Movers []*bisection.Sender
	// Assist: Run also plays the challenges other accounts opened and
	// allowed this one to move for (DisputeGame.setMover from the
	// challenger's account, before or after opening), when the result they
	// dispute is wrong: every defence game on the challenger's side, from
	// Sender, then resolve (anyone may; the bonds go to the challenger's
	// account). assist.go has the sequence.
	Assist bool
	// NoOpen: Run opens no challenge of its own (with Assist: it only plays
	// the challenges of others).
	NoOpen bool
	// Blob is the model's encoded weight blob when the caller holds it
	// already (bisection.EngineOptions.Blob; nil: encoded when a one-step
	// first needs its weights).
	Blob []byte
	// Shards finds what a sharded committee's shards published with their
	// claims (their out values and op hashes), to open a per-shard challenge
	// on the lying shard of a wrong sharded landing, which charges that
	// shard (nil: the whole trace is challenged, which invalidates the
	// result but charges nobody).
	Shards ShardSource
	Log    *slog.Logger

	dealt int // games dealt out to Movers
}

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

func (c *Challenger) log() *slog.Logger {
	if c.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Log
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
	pace    pacing                   // Run's retries of a failed move or resolve
	// sender moves in every game of the dispute (nil: the movers in turn);
	// an assisted challenge is played from the account its challenger allowed.
	sender *bisection.Sender
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
	req, ok, err := c.Prompts.Lookup(ctx, u.Input)
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
	tr, err := bisection.NewEngineTrace(c.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: c.ChunkMACs, Blob: c.Blob})
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
			d.mismatch = bisection.MismatchProof(res, inference.Genesis(c.Engine.Manifest, u.Input), len(req.Prompt), u.Tokens)
		}
		d.trace, d.shape, d.tr = bisection.ChainEngineTrace{EngineTrace: tr}, tr, tr
		if c.Prover != nil {
			d.prover = c.Prover(tr)
		}
	}
	if landing == nil {
		if landing, err = LandingOf(ctx, c.Backend, c.Consumer, u.Tx, u.Input, u.Index); err != nil {
			return f, nil, err
		}
	}
	if landing.Transition.Manifest != c.Engine.Manifest {
		// another model's answer: this engine cannot judge it
		return f, nil, fmt.Errorf("%w: landed for manifest %x, this engine serves %x", ErrOtherManifest, landing.Transition.Manifest, c.Engine.Manifest)
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
	d.ch = bisection.ChainChallenge{Client: c.Backend, Address: c.Game, ID: id}
	if len(d.landing.Shards) == 0 {
		return nil
	}
	claim, err := openedShard(ctx, c.Backend, c.Game, id, d.f.Update.Block)
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
			data, err := bisection.GameABI().TryPackOpenShard(c.Consumer, bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)),
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
	return bisection.GameABI().TryPackOpen(c.Consumer, bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)), u.Root, l.Tokens,
		l.Transition, l.Signatory(), mismatch)
}

// sendOpen sends d's opening call with the bond and records the challenge.
// A result too late to challenge is not an error (f.ChallengeID stays 0):
// the later results must still be audited.
func (c *Challenger) sendOpen(ctx context.Context, d *dispute, data []byte) error {
	f, u := d.f, d.f.Update
	rcpt, err := c.Sender.Send(ctx, c.Game, data, c.Bond)
	if errors.Is(err, bisection.ErrWindowClosed) || errors.Is(err, bisection.ErrAlreadyInvalid) {
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
	d.ch = bisection.ChainChallenge{Client: c.Backend, Address: c.Game, ID: f.ChallengeID}
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
	logs, err := c.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(u.Block), Addresses: []common.Address{c.Game},
		Topics: [][]common.Hash{{ev.ID}, nil, {common.BytesToHash(c.Consumer.Bytes())}, {common.Hash(u.Input)}},
	})
	if err != nil {
		return 0, fmt.Errorf("read ChallengeOpened events: %w", err)
	}
	for i := len(logs) - 1; i >= 0; i-- {
		opened, err := bisection.GameABI().UnpackChallengeOpenedEvent(&logs[i])
		if err != nil {
			return 0, fmt.Errorf("decode ChallengeOpened event: %w", err)
		}
		if opened.Challenger != c.Sender.From() {
			continue
		}
		ch := bisection.ChainChallenge{Client: c.Backend, Address: c.Game, ID: opened.ChallengeId.Uint64()}
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

// advance makes at most one move in every running defence game of d (new
// games as they join) and resolves d once it succeeded. It reports whether
// d is over, whether it moved, and, when it did neither, when time must have
// passed for it to go on (the join window's close or a deadline). A failed
// challenge is ErrLost.
func (c *Challenger) advance(ctx context.Context, d *dispute) (over, moved bool, next time.Time, err error) {
	rec, err := d.ch.Read(ctx)
	if err != nil {
		return false, false, next, err
	}
	for _, id := range rec.Games[len(d.players):] {
		c.log().Info("defence joined: playing it", "challenge", d.ch.ID, "game", id)
		s := d.sender
		if s == nil {
			s = c.mover()
		}
		d.players = append(d.players, &bisection.ChainPlayer{Game: d.ch.Game(id), Side: bisection.Challenger, Trace: d.trace, Shape: d.shape, Sender: s, Prover: d.prover})
	}
	switch rec.State {
	case bisection.ChallengeFailed:
		return true, false, next, fmt.Errorf("challenge %d: %w: a defender won game %d", d.ch.ID, ErrLost, rec.DecidedBy)
	case bisection.Expired:
		c.log().Warn("challenge expired unresolved: bonds paid as the games decided, nothing slashed", "challenge", d.ch.ID)
		return true, false, next, nil
	case bisection.Resolved:
		// resolved by another account (anyone may), or by a send of this one
		// whose receipt was not seen: the bond is credited to this account
		// all the same; signers still to slash are slashed here (anyone may)
		if !d.f.Resolved {
			d.f.Resolved = true
			c.log().Info("challenge resolved", "challenge", d.ch.ID)
		}
		if err := c.finishSlashing(ctx, d); err != nil {
			return false, false, next, err
		}
		return true, false, next, nil
	case bisection.Succeeded:
		// a failed resolve leaves the dispute running: it is tried again
		err := c.resolve(ctx, d)
		if err == nil {
			return true, false, next, nil
		}
		// One that never resolves (a forged transition, a registry that no
		// longer holds the reference block's stakes) would lock the bonds:
		// once the game's resolve window passed, expire pays them out.
		if expired, xerr := c.expire(ctx, d); xerr != nil {
			return false, false, next, errors.Join(err, xerr)
		} else if expired {
			return true, false, next, nil
		}
		return false, false, next, err
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
	next = r.Next
	if rec.State == bisection.Joining && (next.IsZero() || rec.JoinUntil.Before(next)) {
		next = rec.JoinUntil
	}
	return false, false, next, nil
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
	ids, err := SignerIDs(ctx, c.Backend, c.Registry, sig, d.landing.Transition.ReferenceBlock)
	if err != nil {
		return err
	}
	gas, err := bisection.Resolve(ctx, c.Sender, c.Game, f.ChallengeID, bisection.LiableQuorum(KeyIDs(sig.NonSignerKeys), ids), ids)
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
	out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.Game, Data: bisection.GameABI().PackLoss(cid)}, nil)
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
		ids, err := SignerIDs(ctx, c.Backend, c.Registry, d.landing.Sig, d.landing.Transition.ReferenceBlock)
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
			pages, err := bisection.SlashPages(ctx, c.Sender, c.Game, d.ch.ID, ids)
			c.log().Info("recorded signers slashed", "challenge", d.ch.ID, "pages", len(pages), "err", err)
			return err
		}
	}
	return fmt.Errorf("challenge %d: its recorded signers are none of the landing's signer lists", d.ch.ID)
}

// expire ends d's succeeded challenge with DisputeGame.expire if its resolve
// window has passed; it reports whether it did.
func (c *Challenger) expire(ctx context.Context, d *dispute) (bool, error) {
	id := new(big.Int).SetUint64(d.ch.ID)
	decided, err := callUint(ctx, c.Backend, c.Game, bisection.GameABI().PackDecidedAt(id), bisection.GameABI().UnpackDecidedAt)
	if err != nil {
		return false, fmt.Errorf("challenge %d decided at: %w", d.ch.ID, err)
	}
	window, err := callUint(ctx, c.Backend, c.Game, bisection.GameABI().PackRESOLVEWINDOW(), bisection.GameABI().UnpackRESOLVEWINDOW)
	if err != nil {
		return false, fmt.Errorf("resolve window: %w", err)
	}
	now, err := (&bisection.ChainClock{Client: c.Backend}).Read(ctx)
	if err != nil {
		return false, err
	}
	if uint64(now.Unix()) <= decided+window {
		return false, nil
	}
	if _, err := c.Sender.Send(ctx, c.Game, bisection.GameABI().PackExpire(id), nil); err != nil {
		return false, fmt.Errorf("expire challenge %d: %w", d.ch.ID, err)
	}
	c.log().Warn("challenge expired unresolved: bonds paid as the games decided, nothing slashed", "challenge", d.ch.ID, "input", d.f.Update.Input)
	return true, nil
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

// earliest is the earlier of two wake-up times, a zero one meaning none.
func earliest(next, n time.Time) time.Time {
	if !n.IsZero() && (next.IsZero() || n.Before(next)) {
		return n
	}
	return next
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
	clock := &bisection.ChainClock{Client: c.Backend}
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
	if c.Advance != nil {
		now, err := clock.Read(ctx)
		if err != nil {
			return err
		}
		return c.Advance(max(time.Second, until.Sub(now)+time.Second))
	}
	poll := c.Poll
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
	ups, err := Updates(ctx, c.Backend, c.Consumer, from, to)
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

// Run audits new blocks as they come, from block `from`, until ctx ends:
// each pass opens challenges on the wrong results landed since the last one
// and makes one move in every game of the challenges still running, so a
// long dispute never holds up the audit of later results. It returns only
// once ctx ends (nil) or on an error a restart cannot fix (Permanent):
// whatever else fails (a node that does not answer, a refused send, a
// router that is down) is logged and tried again after c.Backoff, each
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
		if c.Advance != nil && !next.IsZero() && !r.failed {
			// a simulated chain: its time moves only when told to (and not
			// while a move of this side waits to be tried again)
			if err := c.wait(ctx, &bisection.ChainClock{Client: c.Backend}, next); err != nil && ctx.Err() == nil {
				c.log().Warn("moving the chain's clock", "err", err)
			}
			return true
		}
		return sleep(ctx, poll)
	}
	return runPasses(ctx, c.log(), "audit pass failed: trying again", c.Backoff, &r.node, &r.checked, pass, idle)
}

// runPasses is the loop of Challenger.Run and Defender.Run: it makes passes
// until ctx ends (nil) or one fails for good (its error). A pass that fails
// otherwise is the node's: it is logged (msg), the chain is checked again by
// the next pass (a node swapped for another chain answers, but wrongly), and
// the next pass waits for the node's backoff. After a pass that moved nothing,
// idle waits and reports whether to go on.
func runPasses(ctx context.Context, log *slog.Logger, msg string, backoff Backoff, node *pacing, checked *bool,
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
			wait := node.failed(backoff, time.Now())
			log.Warn(msg, "err", err, "retry_in", wait, "failures", node.failures)
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

// challengerRun is Challenger.Run's state between passes.
type challengerRun struct {
	from    uint64 // the first block not yet scanned
	checked bool   // the chain and contracts were checked since the last failure
	window  uint64 // the game's challenge window, in blocks
	node    pacing // the pass's own reads of the node
	todo    []*pendingAudit
	assists []*pendingAssist // challenges of others not yet played (Assist)
	active  []*dispute
	failed  bool // something failed in the last pass and waits to be tried again
}

// pendingAudit is a landed result not yet audited, or whose audit failed.
type pendingAudit struct {
	u    Updated
	pace pacing
}

// config checks that c has what Run needs.
func (c *Challenger) config() error {
	switch {
	case c.Backend == nil || c.Sender == nil || c.Engine == nil || c.Prompts == nil:
		return fmt.Errorf("%w: the challenger needs a backend, a sender, an engine and a request source", ErrBadConfig)
	case c.Consumer == (common.Address{}) || c.Game == (common.Address{}) || c.Registry == (common.Address{}):
		return fmt.Errorf("%w: the challenger needs the consumer, game and registry addresses", ErrBadConfig)
	case c.Bond == nil || c.Bond.Sign() <= 0:
		return fmt.Errorf("%w: no challenger bond", ErrBadConfig)
	case slices.Contains(c.Movers, nil):
		return fmt.Errorf("%w: a mover without a sender", ErrBadConfig)
	}
	return nil
}

// check verifies the chain (its id, the contracts' code) and that the bond
// is the contract's.
func (c *Challenger) check(ctx context.Context) error {
	if err := CheckChain(ctx, c.Backend, c.Sender.ChainID, Contract{"consumer", c.Consumer}, Contract{"dispute game", c.Game}, Contract{"registry", c.Registry}); err != nil {
		return err
	}
	bond, err := callUint(ctx, c.Backend, c.Game, bisection.GameABI().PackChallengerBond(), bisection.GameABI().UnpackChallengerBond)
	if err != nil {
		return fmt.Errorf("challenger bond: %w", err)
	}
	if !c.Bond.IsUint64() || c.Bond.Uint64() != bond {
		return fmt.Errorf("%w: challenger bond %s, the contract's is %d", ErrBadConfig, c.Bond, bond)
	}
	return c.authorizeMovers(ctx)
}

// challengeWindow is the game's challenge window in blocks.
func (c *Challenger) challengeWindow(ctx context.Context) (uint64, error) {
	w, err := callUint(ctx, c.Backend, c.Game, bisection.GameABI().PackChallengeWindow(), bisection.GameABI().UnpackChallengeWindow)
	if err != nil {
		return 0, fmt.Errorf("challenge window: %w", err)
	}
	return w, nil
}

// pass is one round of Run: it scans the blocks new since the last pass,
// audits the results due, and advances every challenge due once. Its error
// is the node's (the chain check, the head, the events) or a Permanent one;
// a result's or a challenge's failure is theirs, paced on their own.
func (c *Challenger) pass(ctx context.Context, r *challengerRun) (moved bool, next time.Time, err error) {
	if !r.checked {
		if err := c.check(ctx); err != nil {
			return false, next, err
		}
		if r.window, err = c.challengeWindow(ctx); err != nil {
			return false, next, err
		}
		r.checked = true
	}
	head, err := c.Backend.BlockNumber(ctx)
	if err != nil {
		return false, next, fmt.Errorf("latest block: %w", err)
	}
	if head >= r.from {
		ups, err := Updates(ctx, c.Backend, c.Consumer, r.from, head)
		if err != nil {
			return false, next, err
		}
		if !c.NoOpen {
			for _, u := range ups {
				r.todo = append(r.todo, &pendingAudit{u: u})
			}
		}
		if c.Assist {
			if err := c.scanAssists(ctx, r, r.from, head); err != nil {
				return false, next, err
			}
		}
		r.from = head + 1
	}
	now := time.Now()
	failed := c.assistDue(ctx, r, now)
	todo := r.todo[:0]
	for _, p := range r.todo {
		if p.pace.failures > 0 && head > p.u.Block+r.window {
			// its window closed while its audit kept failing (it opens from
			// the reference block, before the landing): give up on it
			c.log().Error("result's challenge window closed before its audit succeeded", "input", p.u.Input, "index", p.u.Index, "block", p.u.Block, "failures", p.pace.failures)
			continue
		}
		if !p.pace.ready(now) {
			todo = append(todo, p)
			continue
		}
		_, d, err := c.open(ctx, p.u)
		if d != nil {
			r.active = append(r.active, d)
		}
		switch {
		case err == nil:
		case ctx.Err() != nil:
			return moved, next, ctx.Err()
		case errors.Is(err, ErrNotALanding) || errors.Is(err, ErrOtherManifest):
			// landed through another contract (no transition to resolve
			// with), or another model's: skipped, the others go on
			c.log().Error("wrong result not challengeable by this daemon", "input", p.u.Input, "index", p.u.Index, "err", err)
		default:
			// One failed audit (a router down, a node hiccup) must not stop
			// the games in play nor the other results: try it again.
			failed = true
			wait := p.pace.failed(c.Backoff, now)
			c.log().Warn("audit failed: trying again", "input", p.u.Input, "index", p.u.Index, "err", err, "retry_in", wait, "failures", p.pace.failures)
			todo = append(todo, p)
		}
	}
	r.todo = todo
	active := r.active[:0]
	for _, d := range r.active {
		if !d.pace.ready(now) {
			active = append(active, d)
			continue
		}
		over, m, n, err := c.advance(ctx, d)
		switch {
		case err == nil:
			d.pace.ok()
		case ctx.Err() != nil:
			return moved, next, ctx.Err()
		case errors.Is(err, ErrLost):
			// nothing left to play in it; the daemon goes on with the others
			c.log().Error("challenge lost", "challenge", d.ch.ID, "input", d.f.Update.Input, "err", err)
			over = true
		case Permanent(err):
			return moved, next, err
		default:
			failed, over = true, false
			wait := d.pace.failed(c.Backoff, now)
			c.log().Warn("challenge: move or resolve failed, trying again", "challenge", d.ch.ID, "err", err, "retry_in", wait, "failures", d.pace.failures)
		}
		moved = moved || m
		next = earliest(next, n)
		if !over {
			active = append(active, d)
		}
	}
	r.active = active
	r.failed = failed
	if failed {
		// a failure of a result or a game may be the chain's: check it again
		r.checked = false
	}
	return moved, next, nil
}
