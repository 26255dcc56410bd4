package bisection

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// ChainPlayer plays one side of a game on chain: it reads the game, asks
// the solver over its trace what to do, and sends that as a transaction.
type ChainPlayer struct {
	Game   ChainGame
	Side   Side
	Trace  TraceProvider
	Shape  Shape // the referee's shape; nil: the trace's
	Sender Sender
	Clock  Clock // nil: the chain's clock
	// StallFrom, if positive, makes the player go silent once the game has
	// made that many moves (tests and labs of a side that stops answering).
	StallFrom int
	// Prover, when set, ends the game at its leaf with a proof
	// (DisputeGame.stepProven) where it covers the leaf's kind; elsewhere the
	// player falls back to the EVM re-execution (`step`). Nil: always `step`.
	Prover LeafProver
}

// LeafProver ends a game at its isolated leaf with a proof instead of the
// one-step re-execution (SPEC.md §8.5).
type LeafProver interface {
	// Name says which prover (logs).
	Name() string
	// ProveLeaf returns stepProven's proof argument for the leaf at path,
	// given the side's re-execution witness of it; ErrNotProvable when the
	// prover has no circuit for the leaf's kind.
	ProveLeaf(ctx context.Context, path []int, w StepData) ([]byte, error)
}

// ErrNotProvable is a leaf a LeafProver has no circuit for: the player ends
// the game with the re-execution instead.
var ErrNotProvable = errors.New("bisection: no proof for this leaf's kind")

// Played is one move sent by a ChainPlayer.
type Played struct {
	Before, After Game
	Action        Action
	Receipt       *types.Receipt
}

// Act makes the player's next move in game g (as last read), if any: nil
// when there is nothing to do now.
func (p *ChainPlayer) Act(ctx context.Context, g Game) (*Played, error) {
	a, data, err := p.plan(ctx, g)
	if err != nil || data == nil {
		return nil, err
	}
	return p.send(ctx, g, a, data)
}

// plan is the player's next move in game g and its calldata (nil: none
// now). It is the part of a move that reads the trace.
func (p *ChainPlayer) plan(ctx context.Context, g Game) (Action, []byte, error) {
	if p.StallFrom > 0 && g.Moves >= p.StallFrom && g.Phase != Over {
		return Action{}, nil, nil
	}
	clock := p.Clock
	if clock == nil {
		clock = &ChainClock{Client: p.Game.Client}
	}
	acts, err := Solver{Side: p.Side, Shape: p.Shape, Clock: clock}.NextMoves(ctx, g, p.Trace)
	if err != nil || len(acts) == 0 {
		return Action{}, nil, err
	}
	if acts[0].Move.Kind == Step && p.Prover != nil {
		proof, err := p.Prover.ProveLeaf(ctx, g.LeafPath(), acts[0].Move.Data)
		switch {
		case err == nil:
			data, err := gameABI.TryPackStepProven(new(big.Int).SetUint64(p.Game.ID), proof)
			return acts[0], data, err
		case errors.Is(err, ErrNotProvable):
			slog.Info("leaf not covered by the prover: ending with the EVM step", "prover", p.Prover.Name(), "leaf", g.LeafPath(), "err", err)
		default:
			return Action{}, nil, fmt.Errorf("%s prover, leaf %v: %w", p.Prover.Name(), g.LeafPath(), err)
		}
	}
	data, err := Calldata(p.Game.ID, acts[0].Move)
	if err != nil {
		return Action{}, nil, err
	}
	return acts[0], data, nil
}

// send sends a planned move of game g and reads the game after it.
func (p *ChainPlayer) send(ctx context.Context, g Game, a Action, data []byte) (*Played, error) {
	rcpt, err := Send(ctx, p.Sender, "move", p.Game.Address, data, nil)
	if err != nil {
		// A move raced by another one (the opponent stepped first, a
		// bystander claimed the timeout) fails against the new state:
		// nothing is lost, the caller reads the game again.
		if now, _, rerr := p.Game.Read(ctx); rerr == nil && (now.Moves != g.Moves || now.Phase != g.Phase) {
			return nil, nil
		}
		return nil, fmt.Errorf("%s's %s: %w", p.Side, a.Move.Kind, err)
	}
	after, _, err := p.Game.Read(ctx)
	if err != nil {
		return nil, err
	}
	return &Played{Before: g, After: after, Action: a, Receipt: rcpt}, nil
}

// ChainMatch is a whole game played on chain by two ChainPlayers in one
// process: the lab, the benchmark and the tests use it. (The challenge and
// defend daemons run one ChainPlayer each.)
type ChainMatch struct {
	Players [2]*ChainPlayer // by Side; both on the same ChainGame
	// Advance moves the chain's clock forward when nobody has a move to
	// make (a simulated chain's AdjustTime); nil: wait for real blocks.
	Advance func(d time.Duration) error
	// MaxMoves bounds a runaway game (default 10,000).
	MaxMoves int
	// Poll is how long to wait for the opponent when Advance is nil
	// (default 1 s).
	Poll time.Duration
}

// ChainResult is a finished on-chain game: its transcript and the gas of
// every move.
type ChainResult struct {
	Transcript *Transcript
	Gas        []uint64 // per entry of Transcript.Entries
	Final      Game
}

// MaxGas is the most gas one move used.
func (r *ChainResult) MaxGas() uint64 {
	var m uint64
	for _, g := range r.Gas {
		m = max(m, g)
	}
	return m
}

// Play runs the game to its end. tr is the transcript to fill (its header:
// anchor, roots, level names), typically from NewChainTranscript.
func (m ChainMatch) Play(ctx context.Context, tr *Transcript) (*ChainResult, error) {
	maxMoves := m.MaxMoves
	if maxMoves == 0 {
		maxMoves = 10_000
	}
	var first *ChainPlayer
	for _, p := range m.Players {
		if p != nil && first == nil {
			first = p
		}
	}
	if first == nil {
		return nil, errors.New("chain match without players")
	}
	game := first.Game
	res := &ChainResult{Transcript: tr}
	for {
		g, _, err := game.Read(ctx)
		if err != nil {
			return res, err
		}
		if g.Phase == Over {
			res.Final = g
			tr.Final, tr.Outcome, tr.Rounds = g, g.Outcome, g.Rounds
			tr.Leaves = nil
			shape := first.Shape
			if shape == nil {
				shape = first.Trace
			}
			for l := 0; l <= g.Level; l++ {
				tr.Leaves = append(tr.Leaves, shape.Leaves(g.Path[:l]))
			}
			return res, nil
		}
		if g.Moves >= maxMoves {
			return res, fmt.Errorf("game still running after %d moves", g.Moves)
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		var played *Played
		var refused error
		for _, side := range [2]Side{g.Turn, g.Turn.Other()} {
			if m.Players[side] == nil {
				continue
			}
			played, err = m.Players[side].Act(ctx, g)
			if g.Phase == Stepping && errors.Is(err, ErrBadProof) {
				// a trace that does not hold the agreed pre-state (a
				// liar's, or a challenger's of a claim off its chain)
				// cannot step; the other side may
				refused = err
				continue
			}
			if err != nil {
				return res, err
			}
			if played != nil {
				break
			}
		}
		if played == nil && refused != nil {
			return res, refused
		}
		if played != nil {
			tr.record(played.Before, played.After, played.Action)
			res.Gas = append(res.Gas, played.Receipt.GasUsed)
			continue
		}
		// Nobody moves: let the silent side's clock run out.
		if m.Advance == nil {
			poll := m.Poll
			if poll == 0 {
				poll = time.Second
			}
			select {
			case <-ctx.Done():
				return res, ctx.Err()
			case <-time.After(poll):
			}
			continue
		}
		now, err := (&ChainClock{Client: game.Client}).Read(ctx)
		if err != nil {
			return res, err
		}
		wait := g.Deadline().Sub(now) + time.Second
		if wait < time.Second {
			wait = time.Second
		}
		if err := m.Advance(wait); err != nil {
			return res, fmt.Errorf("advance the chain clock: %w", err)
		}
	}
}

// NewChainTranscript starts the transcript of a game between two traces.
func NewChainTranscript(ctx context.Context, shape Shape, defender, challenger TraceProvider, rules Rules) (*Transcript, error) {
	anchor, err := defender.Anchor(ctx)
	if err != nil {
		return nil, err
	}
	root, err := RootOf(ctx, defender)
	if err != nil {
		return nil, err
	}
	theirs, err := RootOf(ctx, challenger)
	if err != nil {
		return nil, err
	}
	if root == theirs {
		return nil, errors.New("the two traces agree on the root: nothing to dispute")
	}
	tr := &Transcript{Anchor: anchor, Root: root, ChallengerRoot: theirs, Disputed: true, Rules: rules}
	for l := range shape.Levels() {
		tr.LevelNames = append(tr.LevelNames, shape.LevelName(l))
	}
	return tr, nil
}

// Round is what one PlayRound did.
type Round struct {
	Moves   []*Played // the moves made, one game each at most
	Running int       // games not over after the round
	// Next is the earliest deadline of a running game (zero if none): when
	// nobody has anything to do, time must pass until then.
	Next time.Time
	// Over holds each game's state once it is over (by game id).
	Over map[uint64]Game
	// Failed holds, by game id, why a game could not be read or its move
	// planned or sent this round (a node that did not answer, a refused
	// send); the other games were played all the same.
	Failed map[uint64]error
}

// MaxInFlight bounds the moves PlayRound has in flight at once.
const MaxInFlight = 32

// PlayRound makes at most one move in each game of players that is not yet
// over, reading each game once. A side playing several games at once (a
// challenger against every defence of its challenge, a defender of several
// challenges) calls it in a loop, so no game's clock runs out while another
// is played to its end. The moves are planned one game after the other (a
// trace is read by one goroutine) and then sent together, up to MaxInFlight
// at a time, without waiting for one to be mined before sending the next:
// sent one by one, a round over k games would take k blocks, and enough
// defences joined at once would run the challenger's clocks out. One game's
// failure does not keep the others from their move: it is in Round.Failed,
// and the error returned joins every game's.
func PlayRound(ctx context.Context, players []*ChainPlayer) (Round, error) {
	r := Round{Over: map[uint64]Game{}, Failed: map[uint64]error{}}
	type move struct {
		g      Game
		a      Action
		data   []byte
		played *Played
		err    error
	}
	moves := make([]move, len(players))
	for i, p := range players {
		g, _, err := p.Game.Read(ctx)
		if err != nil {
			moves[i].err = err
			continue
		}
		moves[i].g = g
		if g.Phase == Over {
			continue
		}
		if moves[i].a, moves[i].data, err = p.plan(ctx, g); err != nil {
			moves[i].err = err
		}
	}
	var wg sync.WaitGroup
	slots := make(chan struct{}, MaxInFlight)
	for i, p := range players {
		if moves[i].data == nil {
			continue
		}
		wg.Add(1)
		slots <- struct{}{}
		go func() {
			defer func() { <-slots; wg.Done() }()
			moves[i].played, moves[i].err = p.send(ctx, moves[i].g, moves[i].a, moves[i].data)
		}()
	}
	wg.Wait()
	var errs []error
	for i, p := range players {
		m := moves[i]
		if m.err != nil {
			r.Failed[p.Game.ID] = m.err
			errs = append(errs, fmt.Errorf("game %d: %w", p.Game.ID, m.err))
			continue
		}
		g := m.g
		if m.played != nil {
			r.Moves = append(r.Moves, m.played)
			g = m.played.After
		}
		if g.Phase == Over {
			r.Over[p.Game.ID] = g
			continue
		}
		r.Running++
		if d := g.Deadline(); r.Next.IsZero() || d.Before(r.Next) {
			r.Next = d
		}
	}
	return r, errors.Join(errs...)
}
