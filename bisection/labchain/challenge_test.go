package labchain

import (
	"context"
	"errors"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// playAll plays every game of players to its end, one move per game a
// round, moving the chain's clock only when nobody has a move.
func playAll(ctx context.Context, t *testing.T, e *Env, players []*bisection.ChainPlayer) map[uint64]bisection.Game {
	t.Helper()
	for range 2_000 {
		r, err := bisection.PlayRound(ctx, players)
		if err != nil {
			t.Fatal(err)
		}
		if r.Running == 0 {
			return r.Over
		}
		if len(r.Moves) > 0 {
			continue
		}
		now, err := (&bisection.ChainClock{Client: e.Client}).Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := e.Advance(max(time.Second, r.Next.Sub(now)+time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("games still running after 2,000 rounds")
	return nil
}

func credits(ctx context.Context, t *testing.T, e *Env, who ...*Account) []*big.Int {
	t.Helper()
	var out []*big.Int
	for _, a := range who {
		c, err := e.Credit(ctx, a.Address())
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// A lying challenger disputes a correct result. Operator 1 colludes: it
// defends and throws its game (it plays the challenger's own trace); operator
// 2 defends and goes silent; operator 0 defends honestly and wins its own
// game. The challenge fails, the result stays valid, nobody is slashed, the
// challenger's bond goes to the honest defender, the thrower's bond to the
// challenger, and the silent defender's comes back by release.
func TestCollusionCannotBeatHonestDefender(t *testing.T) {
	defBond := big.NewInt(250_000)
	e := startEnv(t, Options{Clock: time.Hour, JoinWindow: 10 * time.Minute, DefenderBond: defBond})
	ctx := context.Background()
	honest, err := bisection.NewAlphabet(40, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	liar := bisection.Lie(honest, []int{17})
	root, _ := bisection.RootOf(ctx, honest)
	l, err := e.Land(ctx, Request{Prompt: []int{5000}, N: 40, Root: root, Tokens: make([]int, 40)}, []int{0, 1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	op := func(i int) *Account { return &e.Operators[i].Account }
	thrown, _, err := e.Defend(ctx, ch, op(1))
	if err != nil {
		t.Fatal(err)
	}
	silent, _, err := e.Defend(ctx, ch, op(2))
	if err != nil {
		t.Fatal(err)
	}
	own, _, err := e.Defend(ctx, ch, op(0))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Defend(ctx, ch, op(0)); !errors.Is(err, bisection.ErrAlreadyDefending) {
		t.Fatalf("defending twice: %v, want ErrAlreadyDefending", err)
	}
	player := func(g bisection.ChainGame, side bisection.Side, tr bisection.TraceProvider, a *Account) *bisection.ChainPlayer {
		return &bisection.ChainPlayer{Game: g, Side: side, Trace: tr, Shape: honest, Sender: a.Sender}
	}
	// the thrower loses first
	over := playAll(ctx, t, e, []*bisection.ChainPlayer{
		player(thrown, bisection.Challenger, liar, e.Challenger), player(thrown, bisection.Defender, liar, op(1)),
	})
	if o := over[thrown.ID].Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("thrown game: %+v", o)
	}
	// the challenger plays every game; the honest defender its own
	over = playAll(ctx, t, e, []*bisection.ChainPlayer{
		player(silent, bisection.Challenger, liar, e.Challenger),
		player(own, bisection.Challenger, liar, e.Challenger), player(own, bisection.Defender, honest, op(0)),
	})
	if o := over[own.ID].Outcome; o == nil || o.Winner != bisection.Defender || o.Reason == bisection.ByDecision {
		t.Fatalf("honest defender's game: %+v", o)
	}
	if o := over[silent.ID].Outcome; o == nil || o.Reason != bisection.ByDecision {
		t.Fatalf("silent defender's game: %+v, want ended by the decision", o)
	}
	rec, err := ch.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rec.State != bisection.ChallengeFailed || rec.DecidedBy != own.ID || len(rec.Games) != 3 || rec.Won != 1 {
		t.Fatalf("challenge %+v", rec)
	}
	if err := e.Release(ctx, silent.ID); err != nil {
		t.Fatal(err)
	}
	if err := e.Release(ctx, silent.ID); !errors.Is(err, bisection.ErrGameOver) {
		t.Errorf("second release: %v, want ErrGameOver", err)
	}
	if err := e.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Resolve(ctx, ch.ID, l); !errors.Is(err, bisection.ErrNotResolvable) {
		t.Errorf("resolve of a failed challenge: %v, want ErrNotResolvable", err)
	}
	if valid, err := e.IsValid(ctx, inference.InputHash([]int{5000}, 40)); err != nil || !valid {
		t.Errorf("the correct result: valid %v (%v)", valid, err)
	}
	for i, o := range e.Operators {
		if s, _ := e.StakeOf(ctx, o.Address()); s.Cmp(Stake) != 0 {
			t.Errorf("operator %d stake %s: slashed", i, s)
		}
	}
	got := credits(ctx, t, e, op(0), e.Challenger, op(2), op(1))
	want := []*big.Int{new(big.Int).Add(e.Opts.Bond, defBond), defBond, defBond, new(big.Int)}
	for i, name := range []string{"honest defender", "challenger", "silent defender", "thrower"} {
		if got[i].Cmp(want[i]) != 0 {
			t.Errorf("%s credit %s, want %s", name, got[i], want[i])
		}
	}
}

// An honest challenger against two lying defenders of a wrong result: it
// wins both games, may not resolve while the join window is open, and then
// resolves: the result is invalidated, the signers slashed, and it takes its
// bond and both defenders'. A defence after the window is refused.
func TestHonestChallengerBeatsEveryDefence(t *testing.T) {
	e := startEnv(t, Options{Clock: time.Hour, JoinWindow: 30 * time.Minute})
	ctx := context.Background()
	honest, err := bisection.NewAlphabet(24, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	liar := bisection.Lie(honest, []int{9})
	root, _ := bisection.RootOf(ctx, liar)
	l, err := e.Land(ctx, Request{Prompt: []int{5001}, N: 24, Root: root, Tokens: make([]int, 24)}, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	ch, openGas, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	var players []*bisection.ChainPlayer
	var games []bisection.ChainGame
	var defendGas uint64
	for _, i := range []int{0, 1} {
		g, gas, err := e.Defend(ctx, ch, &e.Operators[i].Account)
		if err != nil {
			t.Fatal(err)
		}
		defendGas = max(defendGas, gas)
		games = append(games, g)
		players = append(players,
			&bisection.ChainPlayer{Game: g, Side: bisection.Challenger, Trace: honest, Shape: honest, Sender: e.Challenger.Sender},
			&bisection.ChainPlayer{Game: g, Side: bisection.Defender, Trace: liar, Shape: honest, Sender: e.Operators[i].Sender})
	}
	// the first game alone: the challenge is not resolvable yet
	over := playAll(ctx, t, e, players[:2])
	if o := over[games[0].ID].Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("first game %+v", o)
	}
	if _, err := e.Resolve(ctx, ch.ID, l); !errors.Is(err, bisection.ErrJoinOpen) {
		t.Fatalf("resolve in the join window: %v, want ErrJoinOpen", err)
	}
	if err := e.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Defend(ctx, ch, &e.Operators[3].Account); !errors.Is(err, bisection.ErrJoinClosed) {
		t.Fatalf("defence after the window: %v, want ErrJoinClosed", err)
	}
	if _, err := e.Resolve(ctx, ch.ID, l); !errors.Is(err, bisection.ErrNotResolvable) {
		t.Fatalf("resolve with a game running: %v, want ErrNotResolvable", err)
	}
	over = playAll(ctx, t, e, players[2:])
	if o := over[games[1].ID].Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("second game %+v", o)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("challenge state %v (%v), want succeeded", st, err)
	}
	resolveGas, err := e.Resolve(ctx, ch.ID, l)
	if err != nil {
		t.Fatal(err)
	}
	if valid, _ := e.IsValid(ctx, inference.InputHash([]int{5001}, 24)); valid {
		t.Error("the wrong result is still valid")
	}
	half := new(big.Int).Div(Stake, big.NewInt(2))
	for i, o := range e.Operators {
		s, _ := e.StakeOf(ctx, o.Address())
		want := Stake
		if i < 3 {
			want = half
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}
	want := new(big.Int).Add(e.Opts.Bond, new(big.Int).Mul(e.Opts.DefenderBond, big.NewInt(2)))
	if got := credits(ctx, t, e, e.Challenger)[0]; got.Cmp(want) != 0 {
		t.Errorf("challenger credit %s, want %s", got, want)
	}
	t.Logf("open %d gas, defend %d gas, resolve %d gas (3 signers, 2 defences)", openGas, defendGas, resolveGas)
}

// heldReceipts hands out no receipt until `want` transactions were sent: a
// player that waits for each move to be mined before sending the next one
// never gets past its first.
type heldReceipts struct {
	txmgr.Backend
	want int
	sent atomic.Int32
}

func (h *heldReceipts) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	err := h.Backend.SendTransaction(ctx, tx)
	if err == nil {
		h.sent.Add(1)
	}
	return err
}

func (h *heldReceipts) TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	if int(h.sent.Load()) < h.want {
		return nil, ethereum.NotFound
	}
	return h.Backend.TransactionReceipt(ctx, hash)
}

// Three defences join a challenge at once; one round of the challenger
// sends its move in every game before any of them is mined, so a round
// over k games does not take k blocks of the challenger's clocks.
func TestPlayRoundSendsEveryGameMoveAtOnce(t *testing.T) {
	e := startEnv(t, Options{Clock: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	honest, err := bisection.NewAlphabet(24, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	liar := bisection.Lie(honest, []int{9})
	root, _ := bisection.RootOf(ctx, liar)
	l, err := e.Land(ctx, Request{Prompt: []int{5002}, N: 24, Root: root, Tokens: make([]int, 24)}, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	held := &heldReceipts{Backend: e.Client, want: 3}
	sender := txmgr.New(txmgr.Config{Backend: held, Key: e.Challenger.Key, ChainID: e.ChainID, Mine: e.Commit, Poll: time.Millisecond})
	var defenders, challenger []*bisection.ChainPlayer
	for i := range 3 {
		g, _, err := e.Defend(ctx, ch, &e.Operators[i].Account)
		if err != nil {
			t.Fatal(err)
		}
		defenders = append(defenders, &bisection.ChainPlayer{Game: g, Side: bisection.Defender, Trace: liar, Shape: honest, Sender: e.Operators[i].Sender})
		challenger = append(challenger, &bisection.ChainPlayer{Game: g, Side: bisection.Challenger, Trace: honest, Shape: honest, Sender: sender})
	}
	if r, err := bisection.PlayRound(ctx, defenders); err != nil || len(r.Moves) != 3 {
		t.Fatalf("the defenders' first moves: %d, %v", len(r.Moves), err)
	}
	r, err := bisection.PlayRound(ctx, challenger)
	if err != nil {
		t.Fatalf("the challenger's round: %v", err)
	}
	if len(r.Moves) != 3 || r.Running != 3 {
		t.Fatalf("the challenger's round: %d moves, %d running, want 3 and 3", len(r.Moves), r.Running)
	}
	for _, m := range r.Moves {
		if m.After.Moves != 2 || m.After.Turn != bisection.Defender {
			t.Errorf("game after the challenger's move: %d moves, %s on turn", m.After.Moves, m.After.Turn)
		}
	}
}
