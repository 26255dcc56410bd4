package audit

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"

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
	liarDone := make(chan error, 1)
	go func() {
		players := map[uint64]bool{}
		var list []*bisection.ChainPlayer
		for ctx.Err() == nil {
			rec, err := ch.Read(ctx)
			if err != nil {
				liarDone <- err
				return
			}
			if rec.State == bisection.ChallengeFailed {
				liarDone <- nil
				return
			}
			for _, id := range rec.Games {
				if !players[id] {
					players[id] = true
					list = append(list, &bisection.ChainPlayer{Game: ch.Game(id), Side: bisection.Challenger, Trace: lie, Shape: tr, Sender: e.Challenger.Sender})
				}
			}
			if _, err := bisection.PlayRound(ctx, list); err != nil {
				liarDone <- err
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		liarDone <- ctx.Err()
	}()
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
// open a challenge on it and, in the same block, land a second (wrong) value
// for the same input, so that whenever an honest defender looks, the
// consumer's slot no longer holds the value the challenge disputes. The
// honest Defender must judge the challenge by its recorded value: it defends
// the correct answer and wins by the one step, and no signer of that answer
// is slashed. Judged by the slot, it stands down, the challenge succeeds
// undefended, and its resolution slashes the honest operator 3.
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
	wrong := slices.Clone(res.Tokens)
	wrong[len(wrong)-1] = (wrong[len(wrong)-1] + 1) % e.Model.Config.Vocab
	open, err := bisection.GameABI().TryPackOpen(e.Consumer, bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)), res.Root, bisection.BigInts(res.Tokens), first.Transition)
	if err != nil {
		t.Fatal(err)
	}
	// Both from attacker 0's account, nonces in order, mined in one block:
	// its sender seals no block of its own meanwhile.
	attacker := e.Operators[0].Sender
	mine := attacker.Mine
	attacker.Mine = nil
	base, err := e.Client.PendingNonceAt(ctx, attacker.From())
	if err != nil {
		t.Fatal(err)
	}
	opened, landed := make(chan *types.Receipt, 1), make(chan error, 1)
	go func() {
		r, err := attacker.Send(ctx, e.Game, open, e.Opts.Bond)
		if err != nil {
			t.Errorf("the sham challenge: %v", err)
		}
		opened <- r
	}()
	for n := base; n == base; time.Sleep(time.Millisecond) {
		if n, err = e.Client.PendingNonceAt(ctx, attacker.From()); err != nil {
			t.Fatal(err)
		}
	}
	go func() {
		_, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: wrong}, []int{0, 1, 2})
		landed <- err
	}()
	for n := base + 1; n == base+1; time.Sleep(time.Millisecond) {
		if n, err = e.Client.PendingNonceAt(ctx, attacker.From()); err != nil {
			t.Fatal(err)
		}
	}
	e.Backend.Commit()
	rcpt := <-opened
	if err := <-landed; err != nil {
		t.Fatalf("the second landing: %v", err)
	}
	attacker.Mine = mine
	if rcpt == nil {
		t.FailNow()
	}
	var ch bisection.ChainChallenge
	for _, lg := range rcpt.Logs {
		if ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
			ch = bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: ev.ChallengeId.Uint64()}
		}
	}
	block := rcpt.BlockNumber.Uint64()
	ups, err := Updates(ctx, e.Client, e.Consumer, block, block)
	if err != nil {
		t.Fatal(err)
	}
	if ch.ID == 0 || len(ups) != 1 || ups[0].Input != input || !slices.Equal(ups[0].Tokens, wrong) {
		t.Fatalf("block %d: challenge %d, landings %+v; want the opening and the second landing", block, ch.ID, ups)
	}
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Consumer, Data: consumerABI.PackResult(input)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if slot, _ := consumerABI.UnpackResult(out); slot != protocol.ResultValue(res.Root, wrong) {
		t.Fatalf("the consumer's slot %x is not the second value", slot)
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
func playChallenger(ctx context.Context, ch bisection.ChainChallenge, trace bisection.TraceProvider, shape bisection.Shape, s *bisection.Sender) error {
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
