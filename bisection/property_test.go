package bisection

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"
)

var testRules = Rules{Clock: 24 * time.Hour, Bonds: [2]uint64{100, 10}}

// checkHonestWin asserts what every game with one honest side must end in:
// the honest side wins and is paid its bond plus the liar's; when wantPath
// is given, the game isolated exactly the liar's first wrong leaf; every
// level reached took exactly ⌈log₂ leaves⌉ rounds.
func checkHonestWin(t *testing.T, tr *Transcript, honest Side, wantPath []int) {
	t.Helper()
	if !tr.Disputed {
		t.Fatalf("no dispute: roots %s and %s", tr.Root, tr.ChallengerRoot)
	}
	o := tr.Outcome
	if o == nil || o.Winner != honest {
		t.Fatalf("honest %s did not win: %+v", honest, o)
	}
	b := tr.Rules.Bonds
	if o.Payout[honest] != b[honest]+b[honest.Other()] || o.Payout[honest.Other()] != 0 || o.Slashed != b[honest.Other()] {
		t.Fatalf("payout %+v for bonds %v", o, b)
	}
	if wantPath != nil {
		if o.Reason != ByStep || !slices.Equal(o.Path, wantPath) {
			t.Fatalf("ended by %s at %v, want a one-step at %v", o.Reason, o.Path, wantPath)
		}
	}
	if len(tr.Rounds) != len(tr.Leaves) {
		t.Fatalf("rounds %v for levels %v", tr.Rounds, tr.Leaves)
	}
	for l, n := range tr.Leaves {
		if tr.Rounds[l] != Depth(n) {
			t.Fatalf("level %d of %d leaves took %d rounds, want %d", l, n, tr.Rounds[l], Depth(n))
		}
	}
	// One verdict per move except the first and the deciding one.
	verdicts := 0
	for _, e := range tr.Entries {
		if e.Verdict != NoVerdict {
			verdicts++
		}
	}
	if verdicts != tr.Final.TotalRounds() {
		t.Fatalf("%d verdicts, %d rounds", verdicts, tr.Final.TotalRounds())
	}
}

// fullPath zero-pads a divergence path to one index per level: the first
// leaf the liar gets wrong.
func fullPath(from []int, levels int) []int {
	p := make([]int, levels)
	copy(p, from)
	return p
}

// alphabets caches honest traces by their sizes: a sweep plays many games
// over each.
var alphabets = map[string]*Alphabet{}

func playAlphabet(t *testing.T, sizes []int, from []int, liar Side, players [2]Player) *Transcript {
	t.Helper()
	key := fmt.Sprint(sizes)
	honest := alphabets[key]
	if honest == nil {
		var err error
		if honest, err = NewAlphabet(sizes...); err != nil {
			t.Fatal(err)
		}
		alphabets[key] = honest
	}
	sides := [2]TraceProvider{honest, honest}
	sides[liar] = Lie(honest, from)
	tr, err := Play(context.Background(), PlayConfig{
		Referee: Referee{Shape: honest, Step: AlphabetOneStep{Sizes: sizes}},
		Rules:   testRules, Defender: sides[Defender], Challenger: sides[Challenger],
		Players: players,
	})
	if err != nil {
		t.Fatalf("sizes %v from %v liar %s: %v", sizes, from, liar, err)
	}
	return tr
}

// divergencePoints is every leaf for small n, else a seeded sample that
// always holds the first, the last, and every power of two (and its
// neighbours).
func divergencePoints(n int, rng *rand.Rand, every int) []int {
	if n <= every {
		pts := make([]int, n)
		for i := range pts {
			pts[i] = i
		}
		return pts
	}
	set := map[int]bool{0: true, n - 1: true}
	for p := 1; p < n; p *= 2 {
		for _, q := range []int{p - 1, p, p + 1} {
			if q < n {
				set[q] = true
			}
		}
	}
	for range 8 {
		set[rng.IntN(n)] = true
	}
	pts := make([]int, 0, len(set))
	for p := range set {
		pts = append(pts, p)
	}
	slices.Sort(pts)
	return pts
}

// For every trace length 1 … 512 and every divergence point (all of them up
// to 96 leaves, a sample beyond): an honest challenger beats a lying
// defender, an honest defender beats a lying challenger, the game isolates
// the liar's first wrong leaf, the honest side keeps its bond, and every
// game takes exactly ⌈log₂ n⌉ rounds.
func TestHonestWinsOneLevel(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 512))
	every := 96
	if testing.Short() {
		every = 24
	}
	games := 0
	for n := 1; n <= 512; n++ {
		for _, k := range divergencePoints(n, rng, every) {
			for _, liar := range []Side{Defender, Challenger} {
				tr := playAlphabet(t, []int{n}, []int{k}, liar, [2]Player{})
				checkHonestWin(t, tr, liar.Other(), []int{k})
				games++
			}
		}
	}
	t.Logf("%d games", games)
}

// The same over nested levels (tokens, ops, rows …) of seeded random sizes,
// with divergence points anywhere in the nested trace, including first and
// last leaves of every level.
func TestHonestWinsNestedLevels(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for c := range 300 {
		levels := 2 + rng.IntN(3)
		sizes := make([]int, levels)
		for l := range sizes {
			sizes[l] = 1 + rng.IntN(17)
		}
		from := make([]int, levels)
		for l, n := range sizes {
			switch c % 3 {
			case 0:
				from[l] = rng.IntN(n)
			case 1:
				from[l] = 0
			case 2:
				from[l] = n - 1
			}
		}
		from = from[:1+rng.IntN(levels)] // a short path diverges at the block's start
		for _, liar := range []Side{Defender, Challenger} {
			tr := playAlphabet(t, sizes, from, liar, [2]Player{})
			checkHonestWin(t, tr, liar.Other(), fullPath(from, levels))
		}
	}
}

// chaos plays legal-looking but random moves for a side: random verdicts,
// claims that are the honest value, the forged one or noise, steps and
// timeouts whenever the solver would. It stands for every dishonest
// strategy a sampler can reach.
type chaos struct {
	side  Side
	trace TraceProvider
	clock Clock
	rng   *rand.Rand
}

func (c *chaos) NextMoves(ctx context.Context, g Game) ([]Action, error) {
	acts, err := Solver{Side: c.side, Clock: c.clock}.NextMoves(ctx, g, c.trace)
	if err != nil || len(acts) == 0 || acts[0].Move.Kind != Bisect {
		return acts, err
	}
	m := acts[0].Move
	if m.Verdict != NoVerdict && c.rng.IntN(2) == 0 {
		m.Verdict = 3 - m.Verdict // flip agree/disagree
		// The verdict moved the window: repost at the new midpoint.
		next := g
		next.judge(m.Verdict)
		if err := next.settle(c.trace); err != nil {
			return nil, err
		}
		m.Claim, m.At = nil, Position{}
		if next.Phase == Bisecting {
			h, err := LeafValue(ctx, c.trace, next.Path, next.Mid().Index)
			if err != nil {
				return nil, err
			}
			m.Claim, m.At = &h, next.Mid()
		}
	}
	if m.Claim != nil {
		switch c.rng.IntN(3) {
		case 0:
			h := Forge(*m.Claim)
			m.Claim = &h
		case 1:
			var h Hash
			for i := range h {
				h[i] = byte(c.rng.IntN(256))
			}
			m.Claim = &h
		}
	}
	return []Action{{Move: m, Why: "chaos"}}, nil
}

// However the liar plays, the honest side wins and keeps its bond, and the
// rounds per level stay ⌈log₂ leaves⌉.
func TestHonestBeatsChaos(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 13))
	for c := range 600 {
		sizes := []int{1 + rng.IntN(40)}
		if c%2 == 1 {
			sizes = append(sizes, 1+rng.IntN(9), 1+rng.IntN(5))
		}
		honest, _ := NewAlphabet(sizes...)
		liar := Side(rng.IntN(2))
		from := []int{rng.IntN(sizes[0])}
		clock := NewManualClock(Epoch)
		lying := Lie(honest, from)
		players := [2]Player{}
		players[liar] = &chaos{side: liar, trace: lying, clock: clock, rng: rng}
		sides := [2]TraceProvider{honest, honest}
		sides[liar] = lying
		tr, err := Play(context.Background(), PlayConfig{
			Referee: Referee{Shape: honest, Step: AlphabetOneStep{Sizes: sizes}},
			Rules:   testRules, Defender: sides[Defender], Challenger: sides[Challenger],
			Players: players, Clock: clock,
		})
		if err != nil {
			t.Fatalf("case %d: %v", c, err)
		}
		checkHonestWin(t, tr, liar.Other(), nil)
	}
}

// A side that stops moving loses on time, honest or not, and the time it
// lost on is exactly its chess clock.
func TestStallerLosesOnTime(t *testing.T) {
	sizes := []int{37, 5}
	for _, liar := range []Side{Defender, Challenger} {
		for _, staller := range []Side{Defender, Challenger} {
			timeouts := 0
			for from := 0; from < 16; from++ {
				honest, _ := NewAlphabet(sizes...)
				sides := [2]TraceProvider{honest, honest}
				sides[liar] = Lie(honest, []int{20, 3})
				clock := NewManualClock(Epoch)
				players := [2]Player{}
				for s := range players {
					players[s] = TracePlayer{Solver: Solver{Side: Side(s), Clock: clock}, Trace: sides[s]}
				}
				players[staller] = Stall(players[staller], from)
				tr, err := Play(context.Background(), PlayConfig{
					Referee: Referee{Shape: honest, Step: AlphabetOneStep{Sizes: sizes}},
					Rules:   testRules, Defender: sides[Defender], Challenger: sides[Challenger],
					Players: players, Clock: clock, Think: time.Second,
				})
				if err != nil {
					t.Fatal(err)
				}
				o := tr.Outcome
				name := fmt.Sprintf("liar %s, %s stalls from move %d", liar, staller, from)
				if o.Reason != ByTimeout {
					// The game may end before the stall begins, or the
					// opponent may step while the staller is silent.
					if o.Winner != liar.Other() {
						t.Fatalf("%s: %+v", name, o)
					}
					continue
				}
				timeouts++
				if o.Loser != staller || tr.Final.Clock[staller] != 0 {
					t.Fatalf("%s: %+v, clocks %v", name, o, tr.Final.Clock)
				}
				if o.Payout[o.Winner] != 110 {
					t.Fatalf("%s: payout %v", name, o.Payout)
				}
				// The winner spent one think per move it made.
				moves := 0
				for _, e := range tr.Entries {
					if e.By == o.Winner && e.Kind != Timeout {
						moves++
					}
				}
				if want := testRules.Clock - time.Duration(moves)*time.Second; tr.Final.Clock[o.Winner] != want {
					t.Fatalf("%s: winner's clock %v, want %v", name, tr.Final.Clock[o.Winner], want)
				}
			}
			if timeouts < 8 {
				t.Fatalf("liar %s, %s stalls: only %d games ended on time", liar, staller, timeouts)
			}
		}
	}
}

// Two honest sides agree on the root: there is nothing to dispute.
func TestNoDisputeBetweenHonestSides(t *testing.T) {
	a, _ := NewAlphabet(9, 2)
	tr, err := Play(context.Background(), PlayConfig{
		Referee: Referee{Shape: a, Step: AlphabetOneStep{Sizes: []int{9, 2}}},
		Rules:   testRules, Defender: a, Challenger: a,
	})
	if err != nil || tr.Disputed || tr.Outcome != nil {
		t.Fatalf("%+v %v", tr, err)
	}
}

// The lab's transcript is the game: one entry per move, windows that halve,
// and an outcome that names the divergence.
func TestLabTranscript(t *testing.T) {
	for _, liar := range []Side{Defender, Challenger} {
		tr, err := Lab(context.Background(), LabConfig{Tokens: 100, Sub: []int{7}, Diverge: 42, Liar: liar})
		if err != nil {
			t.Fatal(err)
		}
		checkHonestWin(t, tr, liar.Other(), []int{42, 0})
		if len(tr.Entries) != tr.Final.Moves {
			t.Fatalf("%d entries for %d moves", len(tr.Entries), tr.Final.Moves)
		}
		for i, e := range tr.Entries {
			if e.Move != i+1 || e.By != tr.Entries[0].By && i%2 == 0 && e.Kind == Bisect {
				t.Fatalf("entry %d: %+v", i, e)
			}
			if e.Kind == Bisect && e.AfterLevel == e.Level && e.Verdict != NoVerdict && e.After.Width()*2 != e.Window.Width() {
				t.Fatalf("entry %d: window %+v → %+v", i, e.Window, e.After)
			}
		}
		if !reflect.DeepEqual(tr.Leaves, []int{100, 7}) {
			t.Fatalf("leaves %v", tr.Leaves)
		}
	}
	if _, err := Lab(context.Background(), LabConfig{Tokens: 4, Diverge: 4}); err == nil {
		t.Fatal("divergence past the trace accepted")
	}
}

// Divergence inside an attention op, at the segment level: over positions
// (first, last, powers of two and their neighbours, a sample; p = 0 where
// T = 1), heads, layers and segment leaves of every pass and the seal, with
// B = 4 so heads have many segments, an honest challenger beats a lying
// defender and an honest defender a lying challenger, the game isolates the
// liar's first wrong segment leaf and EngineOneStep decides it; a chaotic
// liar loses too.
func TestHonestWinsInsideAttention(t *testing.T) {
	ctx := context.Background()
	tr := loadTraceOpts(t, "stories260K", []int{1, 7}, 40, EngineOptions{ChunkMACs: 256, SegmentLen: 4}) // 41 steps
	rng := rand.New(rand.NewPCG(5, 8))
	ref := Referee{Shape: tr, Step: EngineOneStep{Trace: tr}}
	games := 0
	for _, k := range divergencePoints(tr.Steps(), rng, 0) {
		var attn []int
		for _, op := range tr.Ops(k) {
			if op.Kind == OpAttention {
				attn = append(attn, op.Index)
			}
		}
		j := attn[rng.IntN(len(attn))]
		heads := tr.Leaves([]int{k, j}) - 1 // the last chunk leaf is the op seal
		n := tr.Segments(k)
		if k == 0 && n != 1 {
			t.Fatalf("step 0: %d segments, want 1 (T = 1)", n)
		}
		for _, h := range []int{0, heads - 1, rng.IntN(heads)} {
			for _, x := range []int{0, n - 1, n, 2*n - 1, 2 * n, 3*n - 1, 3 * n, rng.IntN(3*n + 1)} {
				from := []int{k, j, h, x}
				for _, liar := range []Side{Defender, Challenger} {
					sides := [2]TraceProvider{tr, tr}
					sides[liar] = Lie(tr, from)
					got, err := Play(ctx, PlayConfig{Referee: ref, Rules: testRules, Defender: sides[Defender], Challenger: sides[Challenger]})
					if err != nil {
						t.Fatalf("from %v, liar %s: %v", from, liar, err)
					}
					checkHonestWin(t, got, liar.Other(), from)
					if got.Leaves[3] != 3*n+1 {
						t.Fatalf("from %v: segment level of %d leaves, want %d", from, got.Leaves[3], 3*n+1)
					}
					games++
				}
			}
		}
		// a liar that plays randomly inside the same head
		liar := Side(rng.IntN(2))
		clock := NewManualClock(Epoch)
		lying := Lie(tr, []int{k, j, 0, rng.IntN(3*n + 1)})
		players := [2]Player{}
		players[liar] = &chaos{side: liar, trace: lying, clock: clock, rng: rng}
		sides := [2]TraceProvider{tr, tr}
		sides[liar] = lying
		got, err := Play(ctx, PlayConfig{Referee: ref, Rules: testRules, Defender: sides[Defender], Challenger: sides[Challenger], Players: players, Clock: clock})
		if err != nil {
			t.Fatalf("chaos at step %d: %v", k, err)
		}
		checkHonestWin(t, got, liar.Other(), nil)
	}
	if games < 200 {
		t.Fatalf("only %d games", games)
	}
}
