package bisection

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// rulesFixture is a game over the alphabet [5, 3] opened by an honest
// challenger against a defender lying from leaf 2.
type rulesFixture struct {
	ref    Referee
	honest *Alphabet
	lie    TraceProvider
	g      Game
	now    time.Time
}

func newRulesFixture(t *testing.T) *rulesFixture {
	t.Helper()
	sizes := []int{5, 3}
	honest, err := NewAlphabet(sizes...)
	if err != nil {
		t.Fatal(err)
	}
	f := &rulesFixture{ref: Referee{Shape: honest, Step: AlphabetOneStep{Sizes: sizes}}, honest: honest, lie: Lie(honest, []int{2}), now: Epoch}
	root, _ := RootOf(context.Background(), f.lie)
	f.g, err = f.ref.Open(AlphabetAnchor, root, Rules{Clock: time.Hour, Bonds: [2]uint64{100, 10}}, f.now)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// solve is the move the solver for side over tp makes in g at now.
func (f *rulesFixture) solve(t *testing.T, side Side, tp TraceProvider) Move {
	t.Helper()
	acts, err := Solver{Side: side, Clock: NewManualClock(f.now)}.NextMoves(context.Background(), f.g, tp)
	if err != nil || len(acts) != 1 {
		t.Fatalf("%s: %v %v", side, acts, err)
	}
	return acts[0].Move
}

func (f *rulesFixture) apply(t *testing.T, m Move) {
	t.Helper()
	g, err := f.ref.Apply(f.g, m, f.now)
	if err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	f.g = g
}

func expectErr(t *testing.T, f *rulesFixture, m Move, at time.Time, want error) {
	t.Helper()
	before := f.g
	g, err := f.ref.Apply(f.g, m, at)
	if !errors.Is(err, want) {
		t.Fatalf("%+v: error %v, want %v", m, err, want)
	}
	if !reflect.DeepEqual(g, before) || !reflect.DeepEqual(f.g, before) {
		t.Fatalf("%+v: a rejected move changed the game", m)
	}
}

func hashp(h Hash) *Hash { return &h }

func TestRejectedMoves(t *testing.T) {
	f := newRulesFixture(t)
	first := f.solve(t, Defender, f.lie) // posts the claim at the first midpoint
	if first.Verdict != NoVerdict || first.Claim == nil || first.At != (Position{0, 3}) {
		t.Fatalf("first move %+v", first)
	}

	t.Run("open", func(t *testing.T) {
		if _, err := f.ref.Open(AlphabetAnchor, Hash{}, Rules{}, f.now); !errors.Is(err, ErrBadRules) {
			t.Fatalf("zero clock: %v", err)
		}
	})
	t.Run("out of turn", func(t *testing.T) {
		m := first
		m.By = Challenger
		expectErr(t, f, m, f.now, ErrNotYourTurn)
	})
	t.Run("unknown side", func(t *testing.T) {
		m := first
		m.By = 7
		expectErr(t, f, m, f.now, ErrBadMove)
	})
	t.Run("verdict with nothing pending", func(t *testing.T) {
		m := first
		m.Verdict = Agree
		expectErr(t, f, m, f.now, ErrBadMove)
	})
	t.Run("missing claim", func(t *testing.T) {
		m := first
		m.Claim = nil
		expectErr(t, f, m, f.now, ErrBadMove)
	})
	t.Run("claim off the midpoint", func(t *testing.T) {
		for _, at := range []Position{{0, 2}, {0, 4}, {1, 3}} {
			m := first
			m.At = at
			expectErr(t, f, m, f.now, ErrWrongPosition)
		}
	})
	t.Run("step while bisecting", func(t *testing.T) {
		expectErr(t, f, Move{Kind: Step, By: Defender}, f.now, ErrWrongPhase)
	})
	t.Run("unknown kind", func(t *testing.T) {
		m := first
		m.Kind = 9
		expectErr(t, f, m, f.now, ErrBadMove)
	})
	t.Run("dated before the turn", func(t *testing.T) {
		expectErr(t, f, first, f.now.Add(-time.Second), ErrClockSkew)
	})
	t.Run("after the clock ran out", func(t *testing.T) {
		expectErr(t, f, first, f.now.Add(time.Hour+time.Nanosecond), ErrClockExpired)
		// At the deadline itself the move is still on time.
		if _, err := f.ref.Apply(f.g, first, f.now.Add(time.Hour)); err != nil {
			t.Fatalf("move at the deadline: %v", err)
		}
	})
	t.Run("timeout too early", func(t *testing.T) {
		expectErr(t, f, Move{Kind: Timeout, By: Challenger}, f.now.Add(time.Hour), ErrNotExpired)
	})

	f.now = f.now.Add(time.Minute)
	f.apply(t, first)
	if f.g.Clock[Defender] != time.Hour-time.Minute || f.g.Turn != Challenger || f.g.Pending == nil {
		t.Fatalf("after the first move: %+v", f.g)
	}
	reply := f.solve(t, Challenger, f.honest)
	t.Run("verdict on the wrong position", func(t *testing.T) {
		m := reply
		m.On = Position{0, 1}
		expectErr(t, f, m, f.now, ErrWrongPosition)
	})
	t.Run("no verdict on a pending claim", func(t *testing.T) {
		m := reply
		m.Verdict = NoVerdict
		expectErr(t, f, m, f.now, ErrBadMove)
	})
	t.Run("the defender again", func(t *testing.T) {
		m := reply
		m.By = Defender
		expectErr(t, f, m, f.now, ErrNotYourTurn)
	})

	// Play the game out to the step phase.
	probedClosed := false
	for f.g.Phase == Bisecting {
		f.now = f.now.Add(time.Minute)
		tp := f.lie
		if f.g.Turn == Challenger {
			tp = f.honest
		}
		m := f.solve(t, f.g.Turn, tp)
		if m.Claim != nil && f.g.Pending != nil {
			// A claim where the window is already closed is malformed.
			probe := f.g
			probe.judge(m.Verdict)
			if err := probe.settle(f.ref.Shape); err != nil {
				t.Fatal(err)
			}
			if probe.Phase != Bisecting {
				t.Fatalf("solver posted a claim into a closed window")
			}
		}
		if f.g.Pending != nil && f.g.Window.Width() == 2 && f.g.Level == 1 {
			extra := m
			extra.Claim, extra.At = hashp(Hash{1}), Position{1, 0}
			expectErr(t, f, extra, f.now, ErrBadMove)
			probedClosed = true
		}
		f.apply(t, m)
	}
	if !probedClosed {
		t.Fatal("never probed a claim into a closed window")
	}
	if f.g.Phase != Stepping || !reflect.DeepEqual(f.g.LeafPath(), []int{2, 0}) {
		t.Fatalf("phase %v at %v, want stepping at [2 0]", f.g.Phase, f.g.LeafPath())
	}
	t.Run("bisect while stepping", func(t *testing.T) {
		expectErr(t, f, Move{Kind: Bisect, By: f.g.Turn, Claim: hashp(Hash{})}, f.now, ErrWrongPhase)
	})
	t.Run("bad witness", func(t *testing.T) {
		expectErr(t, f, Move{Kind: Step, By: Challenger, Data: StepData{Witness: []byte{1}}}, f.now, ErrBadProof)
	})

	t.Run("timeout", func(t *testing.T) {
		late := f.g.Deadline().Add(time.Nanosecond)
		expectErr(t, f, Move{Kind: Step, By: Challenger}, late, ErrClockExpired)
		g, err := f.ref.Apply(f.g, Move{Kind: Timeout, By: Defender}, late)
		if err != nil {
			t.Fatal(err)
		}
		if g.Outcome.Loser != f.g.Turn || g.Outcome.Reason != ByTimeout || g.Clock[f.g.Turn] != 0 {
			t.Fatalf("timeout outcome %+v", g.Outcome)
		}
	})

	// Either side may step, even the one not on turn; the liar's step
	// still loses.
	for _, by := range []Side{Defender, Challenger} {
		g, err := f.ref.Apply(f.g, Move{Kind: Step, By: by}, f.now)
		if err != nil {
			t.Fatal(err)
		}
		o := g.Outcome
		if o.Winner != Challenger || o.Reason != ByStep || o.Payout != [2]uint64{0, 110} || o.Slashed != 100 {
			t.Fatalf("step by %s: outcome %+v", by, o)
		}
		over := &rulesFixture{ref: f.ref, g: g}
		for _, m := range []Move{{Kind: Step, By: by}, {Kind: Timeout, By: by}, first} {
			expectErr(t, over, m, f.now.Add(100*time.Hour), ErrGameOver)
		}
	}
}

// Apply never changes the game it is given: every state of a played game
// still reads as it did when it was returned.
func TestApplyKeepsGamesImmutable(t *testing.T) {
	f := newRulesFixture(t)
	var states []Game
	var copies []Game
	for f.g.Phase != Over {
		states = append(states, f.g)
		copies = append(copies, deepCopy(f.g))
		f.now = f.now.Add(time.Second)
		tp := f.lie
		if f.g.Turn == Challenger || f.g.Phase == Stepping {
			tp = f.honest
		}
		f.apply(t, f.solve(t, map[bool]Side{true: Challenger, false: f.g.Turn}[f.g.Phase == Stepping], tp))
	}
	for i := range states {
		if !reflect.DeepEqual(states[i], copies[i]) {
			t.Fatalf("state %d changed after later moves", i)
		}
	}
}

func deepCopy(g Game) Game {
	g.Path = append([]int(nil), g.Path...)
	g.Rounds = append([]int(nil), g.Rounds...)
	if g.Pending != nil {
		c := *g.Pending
		g.Pending = &c
	}
	return g
}
