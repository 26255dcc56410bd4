package bisection

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// defenderKind is how a defender plays its game.
type defenderKind int

const (
	honestDefender defenderKind = iota // plays the landed (honest) root's trace
	throwsGame                         // colludes with the challenger: plays its lying trace, loses
	stalls                             // colludes: never moves, loses on time
	idles                              // colludes: never moves, and nobody claims its timeout before the end
)

// refereeWinner plays one real in-process game (the referee and solver of
// this package) between an honest trace and one lying from a random leaf,
// and returns its winner: the bisection property decides every game an
// honest side plays.
func refereeWinner(t *testing.T, r *rand.Rand, liar Side) Side {
	t.Helper()
	n := 1 + r.IntN(40)
	tr, err := Lab(context.Background(), LabConfig{Tokens: n, Sub: []int{3}, Diverge: r.IntN(n), Liar: liar})
	if err != nil {
		t.Fatal(err)
	}
	return tr.Outcome.Winner
}

// Property of the challenge layer: with k defenders of which any subset
// colludes with a lying challenger (throwing, stalling or idling its game),
// in any order of game ends and of the join window's closing, an honest
// defender never loses its bond and the challenge fails; against an honest
// challenger, every lying defence loses, the challenge succeeds and the
// challenger gets back at least its bond. No wei is created or lost.
func TestChallengeLedgerHonestPartiesKeepTheirBonds(t *testing.T) {
	const chalBond, defBond = 1000, 300
	r := rand.New(rand.NewPCG(3, 5))
	runs := 400
	if testing.Short() {
		runs = 60
	}
	for run := range runs {
		honestChallenger := r.IntN(2) == 0
		k := 1 + r.IntN(6)
		kinds := make([]defenderKind, k)
		for i := range kinds {
			kinds[i] = defenderKind(r.IntN(4))
		}
		if !honestChallenger && !containsKind(kinds, honestDefender) {
			kinds[r.IntN(k)] = honestDefender // the signers' honest operator defends
		}
		if honestChallenger {
			for i := range kinds {
				if kinds[i] == honestDefender {
					kinds[i] = throwsGame // nobody honest defends a wrong result: a liar plays its trace
				}
			}
		}
		name := fmt.Sprintf("run %d honest challenger %v kinds %v", run, honestChallenger, kinds)
		l := NewLedger("challenger", chalBond, defBond)
		// Defences join in a random order; the window may close before the
		// last colluders join (an honest defender joins in time).
		order := r.Perm(k)
		joined := map[int]int{} // defender → game index
		honestLeft := 0
		for _, kd := range kinds {
			if kd == honestDefender {
				honestLeft++
			}
		}
		for _, d := range order {
			if kinds[d] == honestDefender {
				honestLeft--
			} else if honestLeft == 0 && r.IntN(5) == 0 {
				l.JoinClosed = true // a live honest defender has joined by then
			}
			who := fmt.Sprint("defender", d)
			g, err := l.Defend(who)
			if l.JoinClosed {
				if !errors.Is(err, ErrJoinClosed) {
					t.Fatalf("%s: defence after the window: %v", name, err)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if _, err := l.Defend(who); !errors.Is(err, ErrAlreadyDefending) {
				t.Fatalf("%s: second defence: %v", name, err)
			}
			joined[d] = g
		}
		if len(joined) > 0 || !l.JoinClosed { // (undefended after the window: resolvable, below)
			want := ErrJoinOpen
			if l.JoinClosed {
				want = ErrNotResolvable
			}
			if err := l.Resolve(); !errors.Is(err, want) {
				t.Fatalf("%s: resolve too early: %v, want %v", name, err, want)
			}
		}
		l.JoinClosed = true
		// Games end in a random order; idle colluders' games never end by play.
		var ends []int
		for d := range joined {
			if kinds[d] != idles {
				ends = append(ends, d)
			}
		}
		r.Shuffle(len(ends), func(i, j int) { ends[i], ends[j] = ends[j], ends[i] })
		for _, d := range ends {
			var winner Side
			switch {
			case kinds[d] == honestDefender:
				winner = refereeWinner(t, r, Challenger) // the challenger lies
			case honestChallenger:
				winner = refereeWinner(t, r, Defender) // the defence lies
			default:
				winner = Challenger // a colluder throws or stalls
			}
			err := l.End(joined[d], winner)
			if l.State() == ChallengeFailed && err != nil && !errors.Is(err, ErrChallengeDecided) {
				t.Fatalf("%s: end: %v", name, err)
			}
		}
		if l.State() == ChallengeFailed {
			for _, g := range l.Running() {
				if err := l.Release(g); err != nil {
					t.Fatalf("%s: release: %v", name, err)
				}
			}
		} else if l.State() == Playing {
			// idle colluders: their clocks run out, against them
			for _, g := range l.Running() {
				if err := l.End(g, Challenger); err != nil {
					t.Fatalf("%s: timeout: %v", name, err)
				}
			}
		}
		switch {
		case honestChallenger:
			if l.State() != Succeeded {
				t.Fatalf("%s: state %v, want succeeded", name, l.State())
			}
			if err := l.Resolve(); err != nil {
				t.Fatalf("%s: resolve: %v", name, err)
			}
			if got := l.Credit["challenger"]; got < chalBond || got != chalBond+uint64(len(joined))*defBond {
				t.Fatalf("%s: honest challenger credit %d", name, got)
			}
		default:
			if l.State() != ChallengeFailed {
				t.Fatalf("%s: state %v: a lying challenge did not fail", name, l.State())
			}
			if err := l.Resolve(); !errors.Is(err, ErrNotResolvable) {
				t.Fatalf("%s: resolve of a failed challenge: %v", name, err)
			}
			for d := range joined {
				if who := fmt.Sprint("defender", d); kinds[d] == honestDefender && l.Credit[who] < defBond {
					t.Fatalf("%s: honest %s lost its bond: credit %d", name, who, l.Credit[who])
				}
			}
		}
		var total uint64
		for _, c := range l.Credit {
			total += c
		}
		if want := chalBond + uint64(len(joined))*defBond; total != want {
			t.Fatalf("%s: credits add up to %d, want the %d posted", name, total, want)
		}
	}
}

func containsKind(ks []defenderKind, k defenderKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func TestChallengeLedgerRefusals(t *testing.T) {
	l := NewLedger("c", 10, 5)
	if _, err := l.Defend("c"); !errors.Is(err, ErrBadMove) {
		t.Errorf("challenger defends: %v", err)
	}
	g, _ := l.Defend("a")
	if err := l.Release(g); !errors.Is(err, ErrNotReleasable) {
		t.Errorf("release before a failure: %v", err)
	}
	if err := l.End(g, Defender); err != nil {
		t.Fatal(err)
	}
	if err := l.End(g, Defender); !errors.Is(err, ErrGameOver) {
		t.Errorf("ending twice: %v", err)
	}
	if _, err := l.Defend("b"); !errors.Is(err, ErrChallengeDecided) {
		t.Errorf("defence of a failed challenge: %v", err)
	}
	if l.State() != ChallengeFailed || l.Credit["a"] != 15 {
		t.Errorf("state %v credit %v", l.State(), l.Credit)
	}
}

// A game read from the chain reports what its players were paid: a game
// released after its challenge failed paid its defender back its own bond
// only and slashed nobody, the same before and after the release; a game
// won moves the loser's bond.
func TestGameFromChainOutcomePayouts(t *testing.T) {
	const defBond, chalBond = 3, 5
	for _, c := range []struct {
		name    string
		winner  Side
		reason  Reason
		payout  [2]uint64
		slashed uint64
		path    bool
	}{
		{"released", Defender, ByDecision, [2]uint64{defBond, 0}, 0, false},
		{"defender by step", Defender, ByStep, [2]uint64{defBond + chalBond, 0}, chalBond, true},
		{"challenger by step", Challenger, ByStep, [2]uint64{0, defBond + chalBond}, defBond, true},
		{"challenger by timeout", Challenger, ByTimeout, [2]uint64{0, defBond + chalBond}, defBond, false},
	} {
		s := bindings.DisputeGameGame{
			Phase: uint8(Over), Winner: uint8(c.winner), Reason: uint8(c.reason), Levels: 1, Hi: 4, Lo: 3,
			TurnStart: big.NewInt(0), ClockDefender: big.NewInt(0), ClockChallenger: big.NewInt(0), ChallengeId: big.NewInt(1),
		}
		o := GameFromChain(s, [2]uint64{defBond, chalBond}).Outcome
		if o == nil || o.Winner != c.winner || o.Reason != c.reason || o.Payout != c.payout || o.Slashed != c.slashed || (o.Path != nil) != c.path {
			t.Errorf("%s: outcome %+v", c.name, o)
		}
	}
}
