package audit

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
)

// A daemon that only assists (Assist, NoOpen) plays for another account's
// challenge exactly when that account allowed it and the disputed result is
// wrong: a challenge of a wrong result waits, undefended and won, until its
// opener calls setMover, and then the daemon resolves it (the signers
// slashed, the bonds to the opener); a challenge of a correct result by the
// same opener is never played.
func TestChallengerAssistsOnlyAllowedWrongChallenges(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{JoinWindow: time.Minute})
	defer e.Close()
	wrong, right := Request{Prompt: []int{1, 21}, N: 2}, Request{Prompt: []int{1, 22}, N: 2}
	known := Known{}
	known.Add(wrong)
	known.Add(right)

	// the wallet (the lab's challenger account) opens on a wrong result,
	// allowing nobody yet
	tr, res := engineResult(ctx, t, eng, wrong)
	root, err := bisection.RootOf(ctx, bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{2, 72, 1}))
	if err != nil {
		t.Fatal(err)
	}
	lw, err := e.Land(ctx, labchain.Request{Prompt: wrong.Prompt, N: wrong.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	chWrong, _, err := e.Open(ctx, lw)
	if err != nil {
		t.Fatal(err)
	}

	daemon := e.Bystander
	before, err := e.StakeOf(ctx, e.Operators[0].Address())
	if err != nil {
		t.Fatal(err)
	}
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: daemon.Sender,
		Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond, Backoff: Backoff{Min: 5 * time.Millisecond, Max: 20 * time.Millisecond},
		Policy: Policy{SampleRate: 1, Assist: true, NoOpen: true},
	})
	stop, done := runDaemon(ctx, c.Run, 5*time.Millisecond)
	defer stop()
	// the join window closes: won undefended, but not the daemon's to resolve
	if err := e.Advance(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	for range 20 {
		tick(ctx, t, done, 10*time.Millisecond, "")
	}
	if st, err := chWrong.State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("challenge of the wrong result: %v, %v; want succeeded and left alone", st, err)
	}

	// a correct result, challenged by the same wallet, which now allows the daemon
	resRight, err := eng.Generate(ctx, right.Prompt, right.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	l, err := e.Land(ctx, labchain.Request{Prompt: right.Prompt, N: right.N, Root: resRight.Root, Tokens: resRight.Tokens}, []int{0, 1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	chRight, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bisection.Send(ctx, e.Challenger.Sender, "setMover", e.Game, bisection.GameABI().PackSetMover(daemon.Address(), true), nil); err != nil {
		t.Fatal(err)
	}
	for {
		st, err := chWrong.State(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st == bisection.Resolved {
			// resolve records the loss; the daemon's slash pages follow
			if loss, err := bisection.GameABI().UnpackLoss(callGame(ctx, t, e, bisection.GameABI().PackLoss(new(big.Int).SetUint64(chWrong.ID)))); err == nil && loss.Count > 0 && loss.Done == loss.Count {
				break
			}
		}
		tick(ctx, t, done, 10*time.Millisecond, "the allowed challenge of the wrong result was never resolved and slashed")
	}
	after, err := e.StakeOf(ctx, e.Operators[0].Address())
	if err != nil {
		t.Fatal(err)
	}
	if after.Cmp(before) >= 0 {
		t.Errorf("signer's stake %s → %s: not slashed", before, after)
	}
	if err := e.Advance(2 * time.Minute); err != nil {
		t.Fatal(err)
	}
	for range 20 {
		tick(ctx, t, done, 10*time.Millisecond, "")
	}
	if st, err := chRight.State(ctx); err != nil || st != bisection.Succeeded {
		t.Errorf("challenge of the correct result: %v, %v; want left alone (succeeded, unresolved)", st, err)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
}
