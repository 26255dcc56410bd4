package bisection

import (
	"context"
	"fmt"
	"time"
)

// Clock tells the time. The solver and the game runner take it injected so
// tests can run whole games, timeouts included, on a manual clock.
type Clock interface {
	Now() time.Time
}

// SystemClock is the wall clock.
type SystemClock struct{}

// Now implements Clock.
func (SystemClock) Now() time.Time { return time.Now() }

// Action is a move the solver wants made, as a plain value: a chain adapter
// turns it into a transaction, the in-process runner into Referee.Apply.
type Action struct {
	Move Move   `json:"move"`
	Why  string `json:"why"`
}

// Solver plays one side faithfully to the trace it is given: it agrees with
// a claim exactly when the claim equals its own value there, and posts its
// own values. Played over an honest trace it cannot lose (see doc.go); the
// same code over a lying trace is how tests build a liar.
type Solver struct {
	Side  Side
	Shape Shape // the public shape (the referee's); nil: the trace's own
	Clock Clock
}

// NextMoves returns what the solver's side should do now in game g: nothing
// when it is the opponent's turn and the opponent still has time, a Timeout
// claim once the opponent's clock has run out, the one-step witness as soon
// as a leaf is isolated, else its verdict on the pending claim with its own
// claim at the next midpoint.
func (s Solver) NextMoves(ctx context.Context, g Game, trace TraceProvider) ([]Action, error) {
	if g.Phase == Over {
		return nil, nil
	}
	if g.Expired(s.Clock.Now()) {
		if g.Turn == s.Side {
			return nil, nil // lost on time: nothing left to do
		}
		return []Action{{Move: Move{Kind: Timeout, By: s.Side}, Why: fmt.Sprintf("%s's clock ran out", g.Turn)}}, nil
	}
	if g.Phase == Stepping {
		path := g.LeafPath()
		data, err := trace.StepData(ctx, path)
		if err != nil {
			return nil, fmt.Errorf("step data at %v: %w", path, err)
		}
		return []Action{{Move: Move{Kind: Step, By: s.Side, Data: data}, Why: fmt.Sprintf("re-execute leaf %v", path)}}, nil
	}
	if g.Turn != s.Side {
		return nil, nil
	}
	shape := s.Shape
	if shape == nil {
		shape = trace
	}
	m := Move{Kind: Bisect, By: s.Side}
	next := g
	why := "open the bisection"
	if c := g.Pending; c != nil {
		mine, err := LeafValue(ctx, trace, g.Path, c.At.Index)
		if err != nil {
			return nil, fmt.Errorf("value at %+v: %w", c.At, err)
		}
		m.On = c.At
		if mine == c.Hash {
			m.Verdict, why = Agree, fmt.Sprintf("claim at %d matches", c.At.Index)
		} else {
			m.Verdict, why = Disagree, fmt.Sprintf("claim at %d differs", c.At.Index)
		}
		// Preview the referee's transition to learn where the next
		// midpoint is (it may be in a sub-level).
		next.judge(m.Verdict)
		if err := next.settle(shape); err != nil {
			return nil, err
		}
	}
	if next.Phase == Bisecting {
		at := next.Mid()
		h, err := LeafValue(ctx, trace, next.Path, at.Index)
		if err != nil {
			return nil, fmt.Errorf("value at %+v under %v: %w", at, next.Path, err)
		}
		m.Claim, m.At = &h, at
	}
	return []Action{{Move: m, Why: why}}, nil
}
