package audit

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/deepcall/deepcall/bisection"
)

// The challenger's decisions, apart from its I/O: the scheduler (run.go)
// reads what the daemon knows into a View, Plan turns it into Actions, and
// the executor carries them out. Plan is pure: the same view and policy
// give the same actions, whatever the chain or the clock do meanwhile, so
// each ordering and retry rule is a row of plan_test.go.

// Policy is what a challenger chooses to do: its modes, as filters on the
// actions and the results it audits.
type Policy struct {
	// SampleRate is the fraction of results audited (1: all). With a gain C
	// from a wrong result and a stake S slashed when caught, auditing
	// p ≥ C/(S+C) makes cheating unprofitable (bisection/doc.go).
	SampleRate float64
	// Rand draws SampleRate's sample (nil: a fresh source).
	Rand *rand.Rand
	// Sample, when set, chooses the results audited instead of SampleRate
	// and Rand, by the result's input hash: a SecretSampler, so that no
	// operator can tell which of its answers this auditor checks, and a
	// restarted daemon checks the same ones.
	Sample func(input [32]byte) bool
	// CommitteeOnly audits only committee landings (verifyAndUpdateCommittee):
	// the few operators of a drawn committee executed those alone, while a
	// whole quorum's landing was executed by every operator already.
	CommitteeOnly bool
	// Assist also plays the challenges other accounts opened and allowed
	// this one to move for (DisputeGame.setMover), when the result they
	// dispute is wrong (assist.go).
	Assist bool
	// NoOpen opens no challenge of its own (with Assist: it only plays the
	// challenges of others).
	NoOpen bool
}

// Retry is the retry state of one thing the daemon does (a result's audit,
// a challenge, a defence, its own reads of the node): how many times in a
// row it failed, and the time before which it is not tried again.
type Retry struct {
	Failures int
	NextTry  time.Time
}

// Due reports whether it may be tried at now.
func (r Retry) Due(now time.Time) bool { return !now.Before(r.NextTry) }

// failed records a failure at now and returns the wait before the next try.
func (r *Retry) failed(b Backoff, now time.Time) time.Duration {
	r.Failures++
	d := b.Delay(r.Failures)
	r.NextTry = now.Add(d)
	return d
}

// ok records a success.
func (r *Retry) ok() { *r = Retry{} }

// View is what the challenger knows at one moment.
type View struct {
	Now    time.Time // the daemon's clock, which paces its retries
	Head   uint64    // the chain's latest block
	Window uint64    // the game's challenge window, in blocks
	// Landings are the landed results not yet audited, or whose audit
	// failed; Assists the challenges of other accounts not yet taken up
	// (Policy.Assist); Disputes the challenges this daemon plays.
	Landings []LandingView
	Assists  []AssistView
	Disputes []DisputeView
}

// LandingView is a landed result waiting for its audit.
type LandingView struct {
	Update Updated
	Retry  Retry
}

// AssistView is another account's challenge not yet taken up.
type AssistView struct {
	ID    uint64
	Retry Retry
}

// DisputeView is a challenge this daemon plays: Plan reads its Retry, and
// PlanDispute the rest, read from the chain when the challenge is advanced.
type DisputeView struct {
	ID    uint64
	Retry Retry
	State bisection.ChallengeState
	// JoinUntil is the last second a defence may join (Joining).
	JoinUntil time.Time
	// ResolveFailed: a resolve of this succeeded challenge failed; ChainNow
	// and ResolveBy (after which DisputeGame.expire may end it) are then
	// read too.
	ResolveFailed bool
	ChainNow      time.Time
	ResolveBy     time.Time
}

// ActionKind is what an Action does.
type ActionKind int

const (
	// AuditLanding re-executes a landed result (when the policy samples it)
	// and opens a challenge on it if it is wrong.
	AuditLanding ActionKind = iota + 1
	// GiveUpLanding drops a result whose challenge window closed while its
	// audit kept failing.
	GiveUpLanding
	// SkipLanding drops a result the policy does not audit (NoOpen).
	SkipLanding
	// TakeUpAssist reads another account's challenge and plays it when this
	// account may and its result is wrong.
	TakeUpAssist
	// Advance reads a challenge and does what PlanDispute says of it.
	Advance
	// The actions of PlanDispute, in one challenge read from the chain.

	// Play makes one move in every running defence game of a challenge,
	// taking up the games that joined since.
	Play
	// Resolve settles a won challenge (invalidation and slashing); with
	// OrExpire, a resolve that fails is followed by DisputeGame.expire.
	Resolve
	// FinishSlashing slashes the signers a resolved challenge recorded and
	// nobody slashed yet; the challenge is then over.
	FinishSlashing
	// Lost drops a challenge a defender won.
	Lost
	// Ended drops a challenge that expired unresolved.
	Ended

	// The Defender's actions (PlanDefence).

	// JoinChallenge looks at a challenge and defends it when the result it
	// disputes is this engine's.
	JoinChallenge
	// PlayDefence makes one move in a defence game; the games due move
	// together, in one round.
	PlayDefence
)

var kindNames = map[ActionKind]string{
	AuditLanding: "audit", GiveUpLanding: "give-up", SkipLanding: "skip", TakeUpAssist: "assist", Advance: "advance",
	Play: "play", Resolve: "resolve", FinishSlashing: "finish-slashing", Lost: "lost", Ended: "ended",
	JoinChallenge: "join", PlayDefence: "play-defence",
}

func (k ActionKind) String() string {
	if s, ok := kindNames[k]; ok {
		return s
	}
	return fmt.Sprintf("action(%d)", int(k))
}

// Action is one thing the daemon should do now. At is the position of its
// subject in the View's list of that kind (Landings for AuditLanding,
// GiveUpLanding and SkipLanding, Assists for TakeUpAssist, Disputes for
// Advance; PlanDefence's joins and games for its own); PlanDispute's
// actions are about the challenge it was given.
type Action struct {
	Kind     ActionKind
	At       int
	OrExpire bool // Resolve: expire if the resolve fails
}

// Plan is what the challenger does now, in this order: take up the
// assisted challenges due, audit the results due (give up those whose
// window closed while their audit kept failing), then advance the
// challenges due. Nothing is tried before its retry's NextTry; the
// policy's NoOpen skips every result, and Assist gates the assisted
// challenges.
func Plan(v View, p Policy) []Action {
	var out []Action
	if p.Assist {
		for i, a := range v.Assists {
			if a.Retry.Due(v.Now) {
				out = append(out, Action{Kind: TakeUpAssist, At: i})
			}
		}
	}
	for i, l := range v.Landings {
		switch {
		case p.NoOpen:
			out = append(out, Action{Kind: SkipLanding, At: i})
		case l.Retry.Failures > 0 && v.Head > l.Update.Block+v.Window:
			// its window closed while its audit kept failing (it opens from
			// the reference block, before the landing)
			out = append(out, Action{Kind: GiveUpLanding, At: i})
		case l.Retry.Due(v.Now):
			out = append(out, Action{Kind: AuditLanding, At: i})
		}
	}
	for i, d := range v.Disputes {
		if d.Retry.Due(v.Now) {
			out = append(out, Action{Kind: Advance, At: i})
		}
	}
	return out
}

// PlanDispute is what to do in a challenge read from the chain: play its
// games while it runs, resolve it once it succeeded (and expire it once a
// resolve failed and its resolve window passed: one that never resolves, a
// forged transition or a registry that no longer holds the reference
// block's stakes, would lock the bonds), finish the slashing of a resolved
// one (resolved by another account, anyone may, or by a send of this one
// whose receipt was not seen), and drop one that failed or expired.
func PlanDispute(d DisputeView) Action {
	switch d.State {
	case bisection.ChallengeFailed:
		return Action{Kind: Lost}
	case bisection.Expired:
		return Action{Kind: Ended}
	case bisection.Resolved:
		return Action{Kind: FinishSlashing}
	case bisection.Succeeded:
		return Action{Kind: Resolve, OrExpire: d.ResolveFailed && d.ChainNow.After(d.ResolveBy)}
	}
	return Action{Kind: Play}
}

// PlanDefence is what a Defender does now, given the retry states of the
// challenges it has still to look at (joins) and of its games: look at the
// challenges due first, so that a defence joins while its window is open,
// then move in the games due. At indexes joins or games.
func PlanDefence(now time.Time, joins, games []Retry) []Action {
	var out []Action
	for i, r := range joins {
		if r.Due(now) {
			out = append(out, Action{Kind: JoinChallenge, At: i})
		}
	}
	for i, r := range games {
		if r.Due(now) {
			out = append(out, Action{Kind: PlayDefence, At: i})
		}
	}
	return out
}

// Wake is when time must have passed for a challenge that moved nothing to
// go on: its join window's close while it is Joining, or the earliest game
// deadline (zero: none).
func Wake(d DisputeView, deadline time.Time) time.Time {
	if d.State == bisection.Joining {
		return earliest(deadline, d.JoinUntil)
	}
	return deadline
}

// earliest is the earlier of two wake-up times, a zero one meaning none.
func earliest(next, n time.Time) time.Time {
	if !n.IsZero() && (next.IsZero() || n.Before(next)) {
		return n
	}
	return next
}
