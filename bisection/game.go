package bisection

import (
	"errors"
	"fmt"
	"time"
)

// Side is one of the two parties of a game.
type Side uint8

const (
	// Defender stands behind the landed result (the operators' root).
	Defender Side = iota
	// Challenger disputes it.
	Challenger
)

// Other is the opponent.
func (s Side) Other() Side { return 1 - s }

func (s Side) String() string {
	switch s {
	case Defender:
		return "defender"
	case Challenger:
		return "challenger"
	}
	return fmt.Sprintf("side(%d)", uint8(s))
}

// MarshalText implements encoding.TextMarshaler.
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// ParseSide reads "defender" or "challenger".
func ParseSide(s string) (Side, error) {
	switch s {
	case "defender":
		return Defender, nil
	case "challenger":
		return Challenger, nil
	}
	return 0, fmt.Errorf("side %q: want defender or challenger", s)
}

// Verdict is a side's answer to the opponent's pending claim.
type Verdict uint8

const (
	// NoVerdict: nothing was pending (the first move of a game).
	NoVerdict Verdict = iota
	// Agree: the claim matches my trace; the disagreement lies after it.
	Agree
	// Disagree: the claim differs from my trace; the disagreement lies at or
	// before it.
	Disagree
)

func (v Verdict) String() string {
	switch v {
	case NoVerdict:
		return "-"
	case Agree:
		return "agree"
	case Disagree:
		return "disagree"
	}
	return fmt.Sprintf("verdict(%d)", uint8(v))
}

// MarshalText implements encoding.TextMarshaler.
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// Position is a position at a level of the current game (the path to the
// level is fixed by the game's history, so level and index name it).
type Position struct {
	Level int `json:"level"`
	Index int `json:"index"`
}

// Claim is a hash one side posted for a position.
type Claim struct {
	At   Position `json:"at"`
	Hash Hash     `json:"hash"`
	By   Side     `json:"by"`
}

// Phase is where a game stands.
type Phase uint8

const (
	// Bisecting: the side on turn answers the pending claim and posts the
	// next midpoint claim.
	Bisecting Phase = iota
	// Stepping: one leaf of the last level is isolated; either side may
	// submit the one-step witness.
	Stepping
	// Over: Outcome is set.
	Over
)

func (p Phase) String() string {
	switch p {
	case Bisecting:
		return "bisecting"
	case Stepping:
		return "stepping"
	case Over:
		return "over"
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// MarshalText implements encoding.TextMarshaler.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// Rules are a game's parameters, fixed when it opens.
type Rules struct {
	// Clock is each side's chess clock: the total time it may spend on its
	// turns over the whole game. A side whose clock runs out loses.
	Clock time.Duration `json:"clock"`
	// Bonds are what each side stakes, in the bond token's smallest unit:
	// Bonds[Defender] is what an operator set forfeits for a wrong result,
	// Bonds[Challenger] what a challenger forfeits for a wrong dispute.
	Bonds [2]uint64 `json:"bonds"`
}

// Reason says how a game ended.
type Reason uint8

const (
	// ByStep: the one-step re-execution decided the isolated leaf.
	ByStep Reason = iota
	// ByPadding: the isolated position was padding, whose value must equal
	// its agreed predecessor's; no re-execution needed.
	ByPadding
	// ByTimeout: the side on turn let its clock run out.
	ByTimeout
)

func (r Reason) String() string {
	switch r {
	case ByStep:
		return "one-step"
	case ByPadding:
		return "padding"
	case ByTimeout:
		return "timeout"
	case ByDecision:
		return "challenge decided"
	}
	return fmt.Sprintf("reason(%d)", uint8(r))
}

// MarshalText implements encoding.TextMarshaler.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Outcome is a finished game's result and the bond transfer it orders: the
// winner gets its bond back plus the loser's, the loser gets nothing.
type Outcome struct {
	Winner Side   `json:"winner"`
	Loser  Side   `json:"loser"`
	Reason Reason `json:"reason"`
	// Path is the leaf decided, one index per level reached (nil on timeout
	// before any leaf was isolated).
	Path []int `json:"path,omitempty"`
	// Payout is what each side receives when the game settles.
	Payout [2]uint64 `json:"payout"`
	// Slashed is the loser's bond, moved to the winner.
	Slashed uint64 `json:"slashed"`
}

// Game is the whole state of one dispute: what a contract stores. It is a
// value; Referee.Apply returns a new one and never changes its argument.
type Game struct {
	Rules  Rules `json:"rules"`
	Levels int   `json:"levels"`
	// Level is the level being bisected; Path[l] the leaf chosen at each
	// level above it.
	Level int   `json:"level"`
	Path  []int `json:"path"`
	// Leaves is the number of real leaves at Level; positions from Leaves to
	// Padded(Leaves)−1 are padding.
	Leaves int    `json:"leaves"`
	Window Window `json:"window"`
	// LoHash is the agreed value at Window.Lo; HiHash the disputed claim at
	// Window.Hi, posted by HiBy. Both carry down unchanged into a sub-level.
	LoHash Hash `json:"lo_hash"`
	HiHash Hash `json:"hi_hash"`
	HiBy   Side `json:"hi_by"`
	// Pending is the claim at Window.Mid awaiting the side on turn's verdict.
	Pending *Claim `json:"pending,omitempty"`
	Phase   Phase  `json:"phase"`
	Turn    Side   `json:"turn"`
	// TurnStart is when the side on turn's clock started running; Clock is
	// what each side has left (not counting the running turn).
	TurnStart time.Time        `json:"turn_start"`
	Clock     [2]time.Duration `json:"clock"`
	// Rounds counts verdicts (halvings) per level.
	Rounds  []int    `json:"rounds"`
	Moves   int      `json:"moves"`
	Outcome *Outcome `json:"outcome,omitempty"`
}

// Mid is the position the next claim must be posted at.
func (g *Game) Mid() Position { return Position{Level: g.Level, Index: g.Window.Mid()} }

// LeafPath is the path of the isolated last-level leaf (Stepping phase).
func (g *Game) LeafPath() []int {
	return append(append([]int(nil), g.Path...), g.Window.Hi)
}

// Deadline is when the side on turn's clock runs out.
func (g *Game) Deadline() time.Time { return g.TurnStart.Add(g.Clock[g.Turn]) }

// Expired reports whether the side on turn has run out of time at now: a
// move at the deadline itself is still on time.
func (g *Game) Expired(now time.Time) bool { return now.After(g.Deadline()) }

// TotalRounds is the number of verdicts so far over all levels.
func (g *Game) TotalRounds() int {
	n := 0
	for _, r := range g.Rounds {
		n += r
	}
	return n
}

// ErrBadShape: the shape gave a level with no leaves.
var ErrBadShape = errors.New("shape has a level with no leaves")

// judge applies a verdict on the pending claim: the window halves.
func (g *Game) judge(v Verdict) {
	c := g.Pending
	g.Pending = nil
	if v == Agree {
		g.Window = g.Window.Agree()
		g.LoHash = c.Hash
	} else {
		g.Window = g.Window.Disagree()
		g.HiHash, g.HiBy = c.Hash, c.By
	}
	g.Rounds = append([]int(nil), g.Rounds...) // copy on write: games are values
	g.Rounds[g.Level]++
}

// settle moves a game whose window has narrowed to one position on: a
// padding position is decided at once; a real leaf of an inner level opens
// the level below it; a real leaf of the last level waits for the one step.
// A window of width ≥ 2 stays in bisection.
func (g *Game) settle(shape Shape) error {
	for {
		if !g.Window.Single() {
			g.Phase = Bisecting
			return nil
		}
		k := g.Window.Hi
		if k >= g.Leaves {
			// Padding repeats the last leaf, so the honest value at k is the
			// agreed value at k−1: the claim stands iff it equals it.
			if g.HiHash == g.LoHash {
				g.finish(g.HiBy, ByPadding)
			} else {
				g.finish(g.HiBy.Other(), ByPadding)
			}
			return nil
		}
		if g.Level == g.Levels-1 {
			g.Phase = Stepping
			return nil
		}
		g.Path = append(append([]int(nil), g.Path...), k)
		g.Level++
		n := shape.Leaves(g.Path)
		if n < 1 {
			return fmt.Errorf("%w: level %d under %v", ErrBadShape, g.Level, g.Path)
		}
		g.Leaves = n
		g.Window = Full(n)
		g.Rounds = append(append([]int(nil), g.Rounds...), 0)
	}
}

// finish ends the game and orders the bond transfer.
func (g *Game) finish(winner Side, why Reason) {
	loser := winner.Other()
	o := &Outcome{Winner: winner, Loser: loser, Reason: why, Slashed: g.Rules.Bonds[loser]}
	if why != ByTimeout || g.Phase == Stepping {
		o.Path = g.LeafPath()
	}
	o.Payout[winner] = g.Rules.Bonds[winner] + g.Rules.Bonds[loser]
	g.Outcome = o
	g.Phase = Over
}
