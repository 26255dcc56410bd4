package bisection

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// ManualClock is a Clock that moves only when told: games played in process
// use it so that clocks and timeouts are exact and tests take no real time.
type ManualClock struct {
	mu sync.Mutex
	t  time.Time
}

// NewManualClock starts a manual clock at t.
func NewManualClock(t time.Time) *ManualClock { return &ManualClock{t: t} }

// Now implements Clock.
func (c *ManualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock forward by d.
func (c *ManualClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// Set moves the clock to t (never backwards).
func (c *ManualClock) Set(t time.Time) {
	c.mu.Lock()
	if t.After(c.t) {
		c.t = t
	}
	c.mu.Unlock()
}

// Player decides a side's moves in a game: the solver over a trace, or a
// test strategy.
type Player interface {
	NextMoves(ctx context.Context, g Game) ([]Action, error)
}

// TracePlayer is the solver playing one trace: honest over an honest trace.
type TracePlayer struct {
	Solver Solver
	Trace  TraceProvider
}

// NextMoves implements Player.
func (p TracePlayer) NextMoves(ctx context.Context, g Game) ([]Action, error) {
	return p.Solver.NextMoves(ctx, g, p.Trace)
}

// Stall wraps a player that stops acting once the game has made `from`
// moves: a side that goes silent, to be ended by its clock.
func Stall(p Player, from int) Player { return stalling{p, from} }

type stalling struct {
	Player
	from int
}

func (s stalling) NextMoves(ctx context.Context, g Game) ([]Action, error) {
	if g.Moves >= s.from {
		return nil, nil
	}
	return s.Player.NextMoves(ctx, g)
}

// PlayConfig describes one game played in process.
type PlayConfig struct {
	Referee Referee
	Rules   Rules
	// Defender's trace gives the landed root; Challenger's decides whether
	// to dispute it (only if its root differs).
	Defender, Challenger TraceProvider
	// Players override the solver for a side (nil: the solver over that
	// side's trace).
	Players [2]Player
	// Clock drives the game; nil: a manual clock at a fixed epoch.
	Clock *ManualClock
	// Think is how long each move takes on the mover's clock (default 1 m).
	Think time.Duration
	// MaxMoves bounds a runaway game (default 100,000).
	MaxMoves int
}

// Epoch is the manual clock's default start, fixed so transcripts are
// reproducible.
var Epoch = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Play runs one whole game between two traces in process, with no chain:
// the challenger disputes the defender's root if its own differs, both sides
// move through their players, every move goes through Referee.Apply, and the
// transcript records each one. A move the referee rejects is an error (an
// honest solver never makes one).
func Play(ctx context.Context, cfg PlayConfig) (*Transcript, error) {
	clock := cfg.Clock
	if clock == nil {
		clock = NewManualClock(Epoch)
	}
	think := cfg.Think
	if think == 0 {
		think = time.Minute
	}
	maxMoves := cfg.MaxMoves
	if maxMoves == 0 {
		maxMoves = 100_000
	}
	players := cfg.Players
	for s, tp := range [2]TraceProvider{cfg.Defender, cfg.Challenger} {
		if players[s] == nil {
			players[s] = TracePlayer{Solver: Solver{Side: Side(s), Shape: cfg.Referee.Shape, Clock: clock}, Trace: tp}
		}
	}
	anchor, err := cfg.Defender.Anchor(ctx)
	if err != nil {
		return nil, err
	}
	if a, err := cfg.Challenger.Anchor(ctx); err != nil {
		return nil, err
	} else if a != anchor {
		return nil, errors.New("the two traces start from different anchors: not the same request")
	}
	root, err := RootOf(ctx, cfg.Defender)
	if err != nil {
		return nil, err
	}
	theirs, err := RootOf(ctx, cfg.Challenger)
	if err != nil {
		return nil, err
	}
	tr := &Transcript{Anchor: anchor, Root: root, ChallengerRoot: theirs, Rules: cfg.Rules}
	for l := range cfg.Referee.Shape.Levels() {
		tr.LevelNames = append(tr.LevelNames, cfg.Referee.Shape.LevelName(l))
	}
	if root == theirs {
		return tr, nil
	}
	tr.Disputed = true
	g, err := cfg.Referee.Open(anchor, root, cfg.Rules, clock.Now())
	if err != nil {
		return tr, err
	}
	for g.Phase != Over {
		if g.Moves >= maxMoves {
			return tr, fmt.Errorf("game still running after %d moves", g.Moves)
		}
		if err := ctx.Err(); err != nil {
			return tr, err
		}
		clock.Advance(think)
		acted := false
		for _, side := range [2]Side{g.Turn, g.Turn.Other()} {
			acts, err := players[side].NextMoves(ctx, g)
			if err != nil {
				return tr, fmt.Errorf("%s: %w", side, err)
			}
			if len(acts) == 0 {
				continue
			}
			next, err := cfg.Referee.Apply(g, acts[0].Move, clock.Now())
			if err != nil {
				return tr, fmt.Errorf("%s's %s rejected: %w", side, acts[0].Move.Kind, err)
			}
			tr.record(g, next, acts[0])
			g, acted = next, true
			break
		}
		if acted {
			continue
		}
		if g.Expired(clock.Now()) {
			// Neither side acts, not even to claim the timeout: anyone may.
			m := Move{Kind: Timeout, By: g.Turn.Other()}
			next, err := cfg.Referee.Apply(g, m, clock.Now())
			if err != nil {
				return tr, err
			}
			tr.record(g, next, Action{Move: m, Why: "timeout claimed by a bystander"})
			g = next
			continue
		}
		// Nobody moves: let the silent side's clock run out.
		clock.Set(g.Deadline().Add(time.Second))
	}
	tr.Leaves = nil
	for l := 0; l <= g.Level; l++ {
		tr.Leaves = append(tr.Leaves, cfg.Referee.Shape.Leaves(g.Path[:l]))
	}
	tr.Final = g
	tr.Outcome = g.Outcome
	tr.Rounds = g.Rounds
	return tr, nil
}

// Transcript is the record of one game: what `bisect lab` prints and the
// browser lab draws.
type Transcript struct {
	LevelNames []string `json:"levels"`
	// Leaves is the number of leaves of each level the game reached.
	Leaves         []int    `json:"leaves"`
	Anchor         Hash     `json:"anchor"`
	Root           Hash     `json:"root"`            // the defender's landed root
	ChallengerRoot Hash     `json:"challenger_root"` // the challenger's value for it
	Disputed       bool     `json:"disputed"`        // false: the roots agree, no game
	Rules          Rules    `json:"rules"`
	Entries        []Entry  `json:"entries"`
	Rounds         []int    `json:"rounds"` // verdicts per level
	Outcome        *Outcome `json:"outcome,omitempty"`
	Final          Game     `json:"-"`
}

// Entry is one applied move.
type Entry struct {
	Move  int      `json:"move"` // 1-based
	By    Side     `json:"by"`
	Kind  MoveKind `json:"kind"`
	Level int      `json:"level"` // where the move started
	Path  []int    `json:"path"`
	// Window is the disputed window before the move; After the one after it
	// (at AfterLevel, which is Level+1 or more when the move descended).
	Window     Window  `json:"window"`
	Verdict    Verdict `json:"verdict"`
	Judged     *Claim  `json:"judged,omitempty"` // the claim the verdict answers
	Posted     *Claim  `json:"posted,omitempty"` // the mover's new midpoint claim
	AfterLevel int     `json:"after_level"`
	After      Window  `json:"after"`
	// Round counts verdicts so far over the whole game.
	Round int              `json:"round"`
	Clock [2]time.Duration `json:"clock"` // left after the move
	Why   string           `json:"why"`
}

func (t *Transcript) record(before, after Game, a Action) {
	e := Entry{
		Move: after.Moves, By: a.Move.By, Kind: a.Move.Kind,
		Level: before.Level, Path: before.Path, Window: before.Window,
		AfterLevel: after.Level, After: after.Window,
		Round: after.TotalRounds(), Clock: after.Clock, Why: a.Why,
	}
	if a.Move.Kind == Bisect {
		e.Verdict = a.Move.Verdict
		e.Judged = before.Pending
		e.Posted = after.Pending
	}
	t.Entries = append(t.Entries, e)
}

// Write prints the transcript as text, one line per move.
func (t *Transcript) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "anchor          %s\n", t.Anchor)
	fmt.Fprintf(&b, "landed root     %s (defender)\n", t.Root)
	fmt.Fprintf(&b, "challenger root %s\n", t.ChallengerRoot)
	if !t.Disputed {
		b.WriteString("the roots agree: no dispute\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	for l, n := range t.Leaves {
		fmt.Fprintf(&b, "level %d %-12s %d leaves, %d rounds\n", l, t.LevelNames[l], n, Depth(n))
	}
	fmt.Fprintf(&b, "%4s %-10s %-7s %-14s %-10s %-9s %-22s %s\n", "move", "by", "kind", "level", "window", "verdict", "claim", "why")
	for _, e := range t.Entries {
		claim := "-"
		if e.Posted != nil {
			claim = fmt.Sprintf("%d:%d=%s…", e.Posted.At.Level, e.Posted.At.Index, e.Posted.Hash.String()[:10])
		}
		fmt.Fprintf(&b, "%4d %-10s %-7s %-14s %-10s %-9s %-22s %s\n", e.Move, e.By, e.Kind,
			fmt.Sprintf("%d:%s", e.Level, t.LevelNames[e.Level]),
			fmt.Sprintf("(%d,%d]", e.Window.Lo, e.Window.Hi), e.Verdict, claim, e.Why)
	}
	if o := t.Outcome; o != nil {
		fmt.Fprintf(&b, "%s wins by %s at leaf %v; %s's bond of %d is slashed; payout defender %d, challenger %d\n",
			o.Winner, o.Reason, o.Path, o.Loser, o.Slashed, o.Payout[Defender], o.Payout[Challenger])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// DefaultRules are the lab's: a day on each clock, bonds of 100 units for
// the defender and 10 for the challenger.
var DefaultRules = Rules{Clock: 24 * time.Hour, Bonds: [2]uint64{100, 10}}

// LabConfig is a simulated game on the alphabet trace: what
// `bisect lab --tokens N --diverge K --liar challenger|defender` runs.
type LabConfig struct {
	Tokens  int   // leaves of level 0 (steps)
	Sub     []int // sizes of finer levels, if any (ops, rows …)
	Diverge int   // the first level-0 leaf the liar gets wrong
	Liar    Side  // which side lies
	Rules   Rules // zero: DefaultRules
}

// Lab plays one whole game between the honest alphabet trace and one that
// lies from leaf Diverge on, and returns its transcript.
func Lab(ctx context.Context, cfg LabConfig) (*Transcript, error) {
	if cfg.Diverge < 0 || cfg.Diverge >= cfg.Tokens {
		return nil, fmt.Errorf("lab: diverge %d outside 0 … %d", cfg.Diverge, cfg.Tokens-1)
	}
	sizes := append([]int{cfg.Tokens}, cfg.Sub...)
	honest, err := NewAlphabet(sizes...)
	if err != nil {
		return nil, err
	}
	rules := cfg.Rules
	if rules.Clock == 0 {
		rules = DefaultRules
	}
	sides := [2]TraceProvider{honest, honest}
	sides[cfg.Liar] = Lie(honest, []int{cfg.Diverge})
	return Play(ctx, PlayConfig{
		Referee:  Referee{Shape: honest, Step: AlphabetOneStep{Sizes: sizes}},
		Rules:    rules,
		Defender: sides[Defender], Challenger: sides[Challenger],
	})
}
