package bisection

import (
	"errors"
	"fmt"
	"time"
)

// Errors the referee answers a rejected move with; the game is unchanged.
// The contract will revert with the same conditions.
var (
	ErrGameOver      = errors.New("game is over")
	ErrNotYourTurn   = errors.New("not this side's turn")
	ErrClockExpired  = errors.New("clock of the side on turn has run out")
	ErrNotExpired    = errors.New("clock of the side on turn has not run out")
	ErrClockSkew     = errors.New("move dated before the turn started")
	ErrWrongPosition = errors.New("move names the wrong position")
	ErrWrongPhase    = errors.New("move does not fit the game's phase")
	ErrBadMove       = errors.New("malformed move")
	ErrBadProof      = errors.New("one-step witness rejected")
	ErrBadRules      = errors.New("bad game rules")
)

// MoveKind is what a move does.
type MoveKind uint8

const (
	// Bisect answers the pending claim and posts the next midpoint claim.
	Bisect MoveKind = iota
	// Step submits the one-step witness for the isolated leaf.
	Step
	// Timeout ends the game against the side on turn once its clock has run
	// out; either side (on-chain: anyone) may call it.
	Timeout
)

func (k MoveKind) String() string {
	switch k {
	case Bisect:
		return "bisect"
	case Step:
		return "step"
	case Timeout:
		return "timeout"
	}
	return fmt.Sprintf("move(%d)", uint8(k))
}

// MarshalText implements encoding.TextMarshaler.
func (k MoveKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Move is one transaction of the game, as a plain value.
type Move struct {
	Kind MoveKind `json:"kind"`
	By   Side     `json:"by"`
	// Verdict on the pending claim, which must sit at On. NoVerdict exactly
	// when nothing is pending (the first move).
	Verdict Verdict  `json:"verdict"`
	On      Position `json:"on"`
	// Claim is the mover's hash at At, which must be the midpoint of the
	// window left after the verdict; nil exactly when no window is left to
	// bisect (the verdict isolated a leaf).
	Claim *Hash    `json:"claim,omitempty"`
	At    Position `json:"at"`
	// Data is the one-step witness (Step moves).
	Data StepData `json:"data"`
}

// Referee holds what the contract will hold: the public shape of the trace
// and the one-step rule.
type Referee struct {
	Shape Shape
	Step  OneStep
}

// Open starts a dispute of root, the defender's landed claim for the last
// leaf of level 0, from anchor, the agreed value before its first leaf. The
// defender moves first: it substantiates its claim by posting the first
// midpoint.
func (r Referee) Open(anchor, root Hash, rules Rules, now time.Time) (Game, error) {
	if rules.Clock <= 0 {
		return Game{}, fmt.Errorf("%w: clock %v", ErrBadRules, rules.Clock)
	}
	levels := r.Shape.Levels()
	n := r.Shape.Leaves(nil)
	if levels < 1 || n < 1 {
		return Game{}, fmt.Errorf("%w: %d levels, %d leaves at level 0", ErrBadShape, levels, n)
	}
	g := Game{
		Rules: rules, Levels: levels, Leaves: n, Window: Full(n),
		LoHash: anchor, HiHash: root, HiBy: Defender,
		Turn: Defender, TurnStart: now, Clock: [2]time.Duration{rules.Clock, rules.Clock},
		Rounds: []int{0},
	}
	if err := g.settle(r.Shape); err != nil {
		return Game{}, err
	}
	return g, nil
}

// Apply checks a move against the rules and returns the game after it. A
// rejected move returns the game unchanged and an error wrapping one of the
// Err values above.
func (r Referee) Apply(g Game, m Move, now time.Time) (Game, error) {
	if g.Phase == Over {
		return g, ErrGameOver
	}
	if m.By != Defender && m.By != Challenger {
		return g, fmt.Errorf("%w: side %d", ErrBadMove, m.By)
	}
	if now.Before(g.TurnStart) {
		return g, fmt.Errorf("%w: %v before %v", ErrClockSkew, now, g.TurnStart)
	}
	if m.Kind == Timeout {
		if !g.Expired(now) {
			return g, fmt.Errorf("%w: %v left", ErrNotExpired, g.Deadline().Sub(now))
		}
		g.Clock[g.Turn] = 0
		g.Moves++
		g.finish(g.Turn.Other(), ByTimeout)
		return g, nil
	}
	if g.Expired(now) {
		return g, fmt.Errorf("%w: %s's deadline was %v", ErrClockExpired, g.Turn, g.Deadline())
	}
	switch m.Kind {
	case Step:
		return r.step(g, m, now)
	case Bisect:
		return r.bisect(g, m, now)
	}
	return g, fmt.Errorf("%w: kind %v", ErrBadMove, m.Kind)
}

// step decides the isolated leaf. Either side may submit it: the result is
// objective, and letting the side not on turn step means a liar on turn
// cannot delay an honest win by stalling.
func (r Referee) step(g Game, m Move, now time.Time) (Game, error) {
	if g.Phase != Stepping {
		return g, fmt.Errorf("%w: step while %s", ErrWrongPhase, g.Phase)
	}
	post, err := r.Step.Step(g.LeafPath(), g.LoHash, m.Data)
	if err != nil {
		if !errors.Is(err, ErrBadProof) {
			err = fmt.Errorf("%w: %w", ErrBadProof, err)
		}
		return g, err
	}
	if post == g.HiHash {
		g.finish(g.HiBy, ByStep)
	} else {
		g.finish(g.HiBy.Other(), ByStep)
	}
	g.charge(now)
	return g, nil
}

func (r Referee) bisect(g Game, m Move, now time.Time) (Game, error) {
	if g.Phase != Bisecting {
		return g, fmt.Errorf("%w: bisect while %s", ErrWrongPhase, g.Phase)
	}
	if m.By != g.Turn {
		return g, fmt.Errorf("%w: %s moved, %s is on turn", ErrNotYourTurn, m.By, g.Turn)
	}
	next := g
	if g.Pending != nil {
		if m.Verdict != Agree && m.Verdict != Disagree {
			return g, fmt.Errorf("%w: a claim is pending at %+v, verdict %v", ErrBadMove, g.Pending.At, m.Verdict)
		}
		if m.On != g.Pending.At {
			return g, fmt.Errorf("%w: verdict on %+v, pending claim is at %+v", ErrWrongPosition, m.On, g.Pending.At)
		}
		next.judge(m.Verdict)
		if err := next.settle(r.Shape); err != nil {
			return g, err
		}
	} else if m.Verdict != NoVerdict {
		return g, fmt.Errorf("%w: verdict %v with no pending claim", ErrBadMove, m.Verdict)
	}
	if next.Phase == Bisecting {
		if m.Claim == nil {
			return g, fmt.Errorf("%w: no claim at %+v", ErrBadMove, next.Mid())
		}
		if m.At != next.Mid() {
			return g, fmt.Errorf("%w: claim at %+v, midpoint is %+v", ErrWrongPosition, m.At, next.Mid())
		}
		next.Pending = &Claim{At: m.At, Hash: *m.Claim, By: m.By}
	} else if m.Claim != nil {
		return g, fmt.Errorf("%w: claim at %+v but the window is closed", ErrBadMove, m.At)
	}
	next.charge(now)
	return next, nil
}

// charge stops the running clock at now and, unless the game ended, hands
// the turn over.
func (g *Game) charge(now time.Time) {
	g.Clock[g.Turn] -= now.Sub(g.TurnStart)
	g.TurnStart = now
	g.Moves++
	if g.Phase != Over {
		g.Turn = g.Turn.Other()
	}
}
