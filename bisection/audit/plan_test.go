package audit

import (
	"context"
	"errors"
	"log/slog"
	"reflect"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
)

// t0 is the planner tests' clock reading.
var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// waiting is the retry state of something that failed once and may be
// tried again only in a minute.
var waiting = Retry{Failures: 1, NextTry: t0.Add(time.Minute)}

// landed is a landing in block `block`.
func landed(block uint64, r Retry) LandingView {
	return LandingView{Update: Updated{Block: block, Index: block}, Retry: r}
}

// Each ordering and retry rule the daemon has had to follow, as a view in
// and the actions out.
func TestPlan(t *testing.T) {
	for _, c := range []struct {
		name   string
		view   View
		policy Policy
		want   []Action
	}{
		{name: "nothing known, nothing done", view: View{Now: t0}},
		{
			name: "a new landing is audited",
			view: View{Now: t0, Head: 10, Window: 100, Landings: []LandingView{landed(9, Retry{})}},
			want: []Action{{Kind: AuditLanding}},
		},
		{
			name:   "no-open skips every landing, failed or not",
			view:   View{Now: t0, Head: 10, Window: 100, Landings: []LandingView{landed(9, Retry{}), landed(8, waiting)}},
			policy: Policy{NoOpen: true},
			want:   []Action{{Kind: SkipLanding}, {Kind: SkipLanding, At: 1}},
		},
		{
			name: "a failed audit waits for its backoff",
			view: View{Now: t0, Head: 10, Window: 100, Landings: []LandingView{landed(9, waiting)}},
		},
		{
			name: "a failed audit is tried again once its backoff passed",
			view: View{Now: t0.Add(time.Minute), Head: 10, Window: 100, Landings: []LandingView{landed(9, waiting)}},
			want: []Action{{Kind: AuditLanding}},
		},
		{
			name: "a failing audit is given up once its window closed, backoff or not",
			view: View{Now: t0, Head: 110, Window: 100, Landings: []LandingView{landed(9, waiting), landed(10, waiting)}},
			want: []Action{{Kind: GiveUpLanding}},
		},
		{
			// its opening is refused (WindowClosed): found unchallengeable,
			// not retried, and the later results are still audited
			name: "a landing first seen after its window is still audited",
			view: View{Now: t0, Head: 500, Window: 100, Landings: []LandingView{landed(9, Retry{}), landed(499, Retry{})}},
			want: []Action{{Kind: AuditLanding}, {Kind: AuditLanding, At: 1}},
		},
		{
			name: "others' challenges are left alone without assist",
			view: View{Now: t0, Assists: []AssistView{{ID: 3}}},
		},
		{
			name:   "assist takes up the challenges due",
			view:   View{Now: t0, Assists: []AssistView{{ID: 3, Retry: waiting}, {ID: 4}}},
			policy: Policy{Assist: true},
			want:   []Action{{Kind: TakeUpAssist, At: 1}},
		},
		{
			name:   "assist and no-open: only others' challenges are played",
			view:   View{Now: t0, Head: 10, Window: 100, Assists: []AssistView{{ID: 3}}, Landings: []LandingView{landed(9, Retry{})}},
			policy: Policy{Assist: true, NoOpen: true},
			want:   []Action{{Kind: TakeUpAssist}, {Kind: SkipLanding}},
		},
		{
			// played one after the other, a stalling defence would let the
			// next result's challenge window close
			name: "every landing is audited before any challenge moves",
			view: View{Now: t0, Head: 10, Window: 100,
				Disputes: []DisputeView{{ID: 1}},
				Landings: []LandingView{landed(8, Retry{}), landed(9, Retry{})},
				Assists:  []AssistView{{ID: 2}}},
			policy: Policy{Assist: true},
			want:   []Action{{Kind: TakeUpAssist}, {Kind: AuditLanding}, {Kind: AuditLanding, At: 1}, {Kind: Advance}},
		},
		{
			name: "a refused move waits for its backoff, the other challenges go on",
			view: View{Now: t0, Disputes: []DisputeView{{ID: 1, Retry: waiting}, {ID: 2}}},
			want: []Action{{Kind: Advance, At: 1}},
		},
		{
			name: "a refused move is tried again after its backoff",
			view: View{Now: t0.Add(2 * time.Minute), Disputes: []DisputeView{{ID: 1, Retry: waiting}}},
			want: []Action{{Kind: Advance}},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Plan(c.view, c.policy); !reflect.DeepEqual(got, c.want) {
				t.Errorf("Plan: %v, want %v", got, c.want)
			}
		})
	}
}

// What the challenger does in one challenge, by what the chain says of it.
func TestPlanDispute(t *testing.T) {
	decided := t0.Add(-time.Hour)
	for _, c := range []struct {
		name string
		view DisputeView
		want Action
	}{
		{"defences may still join: play", DisputeView{State: bisection.Joining}, Action{Kind: Play}},
		{"games running: play", DisputeView{State: bisection.Playing}, Action{Kind: Play}},
		{"won every game after the window: resolve", DisputeView{State: bisection.Succeeded}, Action{Kind: Resolve}},
		{
			"a failed resolve inside the resolve window: no expiry",
			DisputeView{State: bisection.Succeeded, ResolveFailed: true, ChainNow: decided, ResolveBy: decided},
			Action{Kind: Resolve},
		},
		{
			"a failed resolve past the resolve window: expire",
			DisputeView{State: bisection.Succeeded, ResolveFailed: true, ChainNow: decided.Add(time.Second), ResolveBy: decided},
			Action{Kind: Resolve, OrExpire: true},
		},
		{
			"past the window but no resolve failed yet: resolve first",
			DisputeView{State: bisection.Succeeded, ChainNow: decided.Add(time.Hour), ResolveBy: decided},
			Action{Kind: Resolve},
		},
		{"resolved meanwhile (by anyone): finish the slashing", DisputeView{State: bisection.Resolved}, Action{Kind: FinishSlashing}},
		{"a defender won: lost", DisputeView{State: bisection.ChallengeFailed}, Action{Kind: Lost}},
		{"expired by another account: over", DisputeView{State: bisection.Expired}, Action{Kind: Ended}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := PlanDispute(c.view); got != c.want {
				t.Errorf("PlanDispute: %+v, want %+v", got, c.want)
			}
		})
	}
}

// A challenge that moved nothing waits for the earliest of its join
// window's close and its games' deadlines.
func TestWake(t *testing.T) {
	join, deadline := t0.Add(time.Hour), t0.Add(2*time.Hour)
	for _, c := range []struct {
		name     string
		view     DisputeView
		deadline time.Time
		want     time.Time
	}{
		{"joining, no game yet: the join window", DisputeView{State: bisection.Joining, JoinUntil: join}, time.Time{}, join},
		{"joining, a later deadline: the join window", DisputeView{State: bisection.Joining, JoinUntil: join}, deadline, join},
		{"joining, an earlier deadline", DisputeView{State: bisection.Joining, JoinUntil: deadline}, join, join},
		{"playing: the deadline", DisputeView{State: bisection.Playing, JoinUntil: join}, deadline, deadline},
		{"playing, no deadline: none", DisputeView{State: bisection.Playing, JoinUntil: join}, time.Time{}, time.Time{}},
	} {
		if got := Wake(c.view, c.deadline); !got.Equal(c.want) {
			t.Errorf("%s: wake %v, want %v", c.name, got, c.want)
		}
	}
}

// A failure paces its next try by the backoff, doubling to its cap; a
// success starts it over.
func TestRetryPacing(t *testing.T) {
	b := Backoff{Min: time.Second, Max: 4 * time.Second}
	var r Retry
	for i, want := range []time.Duration{time.Second, 2 * time.Second, 4 * time.Second, 4 * time.Second} {
		if got := r.failed(b, t0); got != want || !r.NextTry.Equal(t0.Add(want)) || r.Failures != i+1 {
			t.Fatalf("failure %d: wait %v next %v, want %v", i+1, got, r.NextTry, want)
		}
	}
	if r.Due(t0.Add(3 * time.Second)) {
		t.Error("due before its backoff passed")
	}
	if !r.Due(t0.Add(4 * time.Second)) {
		t.Error("not due once its backoff passed")
	}
	r.ok()
	if r != (Retry{}) || !r.Due(t0) {
		t.Errorf("after a success: %+v", r)
	}
}

// Committee-only audits committee landings alone; the others audit every
// landing they sample.
func TestPolicyAdmits(t *testing.T) {
	quorum, committee := &Landing{}, &Landing{Committee: &bindings.CommitteeSignature{}}
	for _, c := range []struct {
		p    Policy
		l    *Landing
		want bool
	}{
		{Policy{}, quorum, true},
		{Policy{}, committee, true},
		{Policy{CommitteeOnly: true}, quorum, false},
		{Policy{CommitteeOnly: true}, committee, true},
	} {
		if got := c.p.admits(c.l); got != c.want {
			t.Errorf("committee-only %v, committee landing %v: admitted %v, want %v", c.p.CommitteeOnly, c.l.Committee != nil, got, c.want)
		}
	}
}

// The Defender looks at the challenges due before it moves, and paces each
// challenge and game on its own.
func TestPlanDefence(t *testing.T) {
	for _, c := range []struct {
		name         string
		now          time.Time
		joins, games []Retry
		want         []Action
	}{
		{name: "nothing to do", now: t0},
		{
			name:  "joins first, then every game due",
			now:   t0,
			joins: []Retry{{}},
			games: []Retry{{}, {}},
			want:  []Action{{Kind: JoinChallenge}, {Kind: PlayDefence}, {Kind: PlayDefence, At: 1}},
		},
		{
			name:  "a failed look-up and a refused move wait for their backoff, the rest go on",
			now:   t0,
			joins: []Retry{waiting, {}},
			games: []Retry{waiting, {}},
			want:  []Action{{Kind: JoinChallenge, At: 1}, {Kind: PlayDefence, At: 1}},
		},
		{
			name:  "both are tried again once their backoff passed",
			now:   t0.Add(time.Minute),
			joins: []Retry{waiting},
			games: []Retry{waiting},
			want:  []Action{{Kind: JoinChallenge}, {Kind: PlayDefence}},
		},
	} {
		if got := PlanDefence(c.now, c.joins, c.games); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The daemons' loop paces a failed pass on the clock it is given, not the
// wall clock, and has the chain checked again after it.
func TestRunPassesPacesOnItsClock(t *testing.T) {
	clock := bisection.NewManualClock(t0)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var (
		node    Retry
		checked = true
		passes  int
	)
	pass := func() (bool, error) {
		if passes++; passes == 1 {
			return false, errors.New("node away")
		}
		cancel()
		return false, nil
	}
	err := runPasses(ctx, slog.New(slog.DiscardHandler), "pass failed", Backoff{Min: time.Millisecond}, clock.Now, &node, &checked, pass, func() bool { return true })
	if err != nil || passes != 2 {
		t.Fatalf("runPasses: %v after %d passes", err, passes)
	}
	if node.Failures != 1 || !node.NextTry.Equal(t0.Add(time.Millisecond)) || checked {
		t.Errorf("after a failed pass: %+v, checked %v; want one failure, next try at %v, checked false", node, checked, t0.Add(time.Millisecond))
	}
}
