package audit

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// A correct stories260K result is challenged by a liar, and an accomplice
// of the liar defends first and stalls. The honest operator's Defender
// recomputes, defends (a game of its own) and wins it by the one step: the
// challenge fails, the result stays valid, nobody is slashed, and the
// challenger's bond is credited to the honest defender.
func TestDefenderWinsItsOwnGameDespiteAccomplice(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	req := Request{Prompt: []int{1, 11}, N: 2}
	tr, res := engineResult(ctx, t, eng, req)
	ch := landChallenged(ctx, t, e, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens})
	stalled, _, err := e.Defend(ctx, ch, &e.Operators[1].Account) // the accomplice: never moves
	if err != nil {
		t.Fatal(err)
	}
	// The lying challenger plays every game of its challenge.
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{1, 8})
	liarDone := challengeWithLie(ctx, e, ch, lie, tr)
	known := Known{}
	known.Add(req)
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[0].Sender, Engine: eng, Prompts: known, Poll: 5 * time.Millisecond}
	def, err := d.Defend(ctx, ch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying challenger: %v", err)
	}
	if !def.Defended || def.GameID == 0 || def.GameID == stalled.ID || def.Outcome == nil ||
		def.Outcome.Winner != bisection.Defender || def.Outcome.Reason != bisection.ByStep {
		t.Fatalf("defence %+v outcome %+v", def, def.Outcome)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("challenge state %v (%v), want failed", st, err)
	}
	if valid, err := e.IsValid(ctx, inference.InputHash(req.Prompt, req.N)); err != nil || !valid {
		t.Errorf("the correct result: valid %v (%v)", valid, err)
	}
	for i, o := range e.Operators {
		if s, _ := e.StakeOf(ctx, o.Address()); s.Cmp(labchain.Stake) != 0 {
			t.Errorf("operator %d slashed: stake %s", i, s)
		}
	}
	want := new(big.Int).Add(e.Opts.Bond, e.Opts.DefenderBond)
	if got, _ := e.Credit(ctx, e.Operators[0].Address()); got.Cmp(want) != 0 {
		t.Errorf("honest defender credit %s, want %s", got, want)
	}
	// The accomplice's game is over by the decision; releasing returns its bond.
	if g, rec, err := stalled.Read(ctx); err != nil || !rec.Decided || g.Outcome == nil || g.Outcome.Reason != bisection.ByDecision {
		t.Errorf("the stalled game: %+v %+v %v", g.Outcome, rec, err)
	}
	if err := e.Release(ctx, stalled.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := e.Credit(ctx, e.Operators[1].Address()); got.Cmp(e.Opts.DefenderBond) != 0 {
		t.Errorf("accomplice credit %s, want its bond back %s", got, e.Opts.DefenderBond)
	}
}

// The defender daemon's look-up of a challenged request fails once: the
// daemon keeps running and defends on its next pass, within the join window.
func TestDefenderRunRetriesFailedJoin(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	req := Request{Prompt: []int{1, 4}, N: 2}
	res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	ch := landChallenged(ctx, t, e, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}) // a liar disputes the correct result
	known := Known{}
	known.Add(req)
	prompts := &flaky{Prompts: known}
	prompts.fails.Store(1)
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[0].Sender, Engine: eng, Prompts: prompts}
	stop, done := runDaemon(ctx, d.Run, 5*time.Millisecond)
	for {
		out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Game, Data: bisection.GameABI().PackDefenceOf(new(big.Int).SetUint64(ch.ID), e.Operators[0].Address())}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if id, _ := bisection.GameABI().UnpackDefenceOf(out); id != nil && id.Sign() > 0 {
			break
		}
		tick(ctx, t, done, 5*time.Millisecond, "the challenge was never defended")
	}
	stop()
	if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
		t.Errorf("daemon: %v", err)
	}
}

// The sham-challenge attack: operators 0–2 (a quorum on their own) and the
// honest operator 3 land the correct answer to a request. The attackers then
// open a challenge on it and try to land a second (wrong) value for the same
// input, so that an honest defender would find the consumer's slot no longer
// holding the value the challenge disputes: the result is written once, so
// that landing is refused (Overwrite). The honest Defender defends the
// correct answer and wins by the one step, and no signer of it is slashed.
func TestDefenderDefendsDisputedValueAfterSlotRewrite(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	req := Request{Prompt: []int{1, 9}, N: 2}
	input := inference.InputHash(req.Prompt, req.N)
	tr, res := engineResult(ctx, t, eng, req)
	// the correct answer, signed by all four and sent by the honest one
	first, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, []int{3, 0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	// The attackers open a sham challenge on the correct answer and try to
	// land a second (wrong) value for the same input, so that an honest
	// defender would find the slot no longer holding the disputed value:
	// results are written once, so the second landing is refused.
	wrong := slices.Clone(res.Tokens)
	wrong[len(wrong)-1] = (wrong[len(wrong)-1] + 1) % e.Model.Config.Vocab
	ch, _, err := e.OpenFrom(ctx, first, &e.Operators[0].Account)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: wrong}, []int{0, 1, 2}); err == nil ||
		!strings.Contains(bisection.GameError(err).Error(), "Overwrite") {
		t.Fatalf("the second landing: %v, want Overwrite", err)
	}
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Consumer, Data: consumerABI.PackResult(input)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if slot, _ := consumerABI.UnpackResult(out); slot != protocol.ResultValue(res.Root, res.Tokens) {
		t.Fatalf("the consumer's slot %x is not the first value", slot)
	}

	// The attackers play their challenge with a trace that departs from the
	// engine's.
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{1, 8})
	liarDone := make(chan error, 1)
	go func() { liarDone <- playChallenger(ctx, ch, lie, tr, e.Operators[0].Sender) }()

	known := Known{}
	known.Add(req)
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[3].Sender, Engine: eng, Prompts: known, Poll: 5 * time.Millisecond}
	def, err := d.Defend(ctx, ch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !def.Defended {
		// The attack goes through: undefended, the challenge succeeds and its
		// resolution slashes every signer of the correct answer.
		err := e.CloseJoin(ctx, ch)
		if err == nil {
			_, err = e.Resolve(ctx, ch.ID, first)
		}
		s, _ := e.StakeOf(ctx, e.Operators[3].Address())
		t.Fatalf("the honest defender stood down on a challenge of the correct answer (resolve: %v; honest operator's stake %s of %s)", err, s, labchain.Stake)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("attacking challenger: %v", err)
	}
	if def.Outcome == nil || def.Outcome.Winner != bisection.Defender || def.Outcome.Reason != bisection.ByStep {
		t.Fatalf("defence %+v outcome %+v", def, def.Outcome)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("challenge state %v (%v), want failed", st, err)
	}
	if _, err := e.Resolve(ctx, ch.ID, first); !errors.Is(err, bisection.ErrNotResolvable) {
		t.Errorf("resolving the failed challenge: %v, want %v", err, bisection.ErrNotResolvable)
	}
	for i, o := range e.Operators {
		if s, _ := e.StakeOf(ctx, o.Address()); s.Cmp(labchain.Stake) != 0 {
			t.Errorf("operator %d slashed: stake %s", i, s)
		}
	}
}

// playChallenger plays the challenger's side of every game of ch with trace
// until the challenge is decided.
func playChallenger(ctx context.Context, ch bisection.ChainChallenge, trace bisection.TraceProvider, shape bisection.Shape, s bisection.Sender) error {
	players := map[uint64]bool{}
	var list []*bisection.ChainPlayer
	for ctx.Err() == nil {
		rec, err := ch.Read(ctx)
		if err != nil {
			return err
		}
		if rec.State == bisection.ChallengeFailed || rec.State == bisection.Resolved {
			return nil
		}
		for _, id := range rec.Games {
			if !players[id] {
				players[id] = true
				list = append(list, &bisection.ChainPlayer{Game: ch.Game(id), Side: bisection.Challenger, Trace: trace, Shape: shape, Sender: s})
			}
		}
		if _, err := bisection.PlayRound(ctx, list); err != nil {
			return err
		}
		time.Sleep(5 * time.Millisecond)
	}
	return ctx.Err()
}
