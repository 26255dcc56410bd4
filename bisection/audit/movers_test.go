package audit

import (
	"context"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// Two liars defend a wrong result, each in a game of its own; the
// challenger's moves in the two games come from two mover accounts it
// allowed, one game each, while its own account only opens, allows the
// movers and resolves. It wins both games: the result is invalid and its
// three signers slashed.
func TestChallengerMovesFromMovers(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two engine games on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	req := Request{Prompt: []int{1, 18}, N: 2}
	input := inference.InputHash(req.Prompt, req.N)
	tr, res := engineResult(ctx, t, eng, req)
	lie := landLie(ctx, t, e, tr, req, res.Tokens, 2, 72, 3)
	// Liars 0 and 1 defend once the challenge is open and play to the end.
	liars := []*labchain.Account{&e.Operators[0].Account, &e.Operators[1].Account}
	joined := make(chan struct{}, len(liars))
	var liarDone []<-chan error
	for _, a := range liars {
		liarDone = append(liarDone, defendLie(ctx, e, input, a, lie, tr, func(bisection.ChainGame, error) { joined <- struct{}{} }))
	}
	movers := []*labchain.Account{e.Deployer, e.Bystander}
	nonces := func() []uint64 {
		var out []uint64
		for _, a := range append([]*labchain.Account{e.Challenger}, movers...) {
			n, err := e.Client.NonceAt(ctx, a.Address(), nil)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, n)
		}
		return out
	}
	before := nonces()
	known := Known{}
	known.Add(req)
	var waited int
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Movers: []bisection.Sender{e.Deployer.Sender, e.Bystander.Sender},
		Engine: eng, Prompts: known, Bond: e.Opts.Bond, Poll: 5 * time.Millisecond,
		// the chain's clock moves only once both liars joined
		Advance: func(d time.Duration) error {
			for ; waited < len(liars); waited++ {
				<-joined
			}
			time.Sleep(2 * time.Millisecond)
			return e.Advance(min(d, time.Second))
		},
		Policy: Policy{SampleRate: 1},
	})
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	for _, done := range liarDone {
		if err := <-done; err != nil {
			t.Fatalf("lying defender: %v", err)
		}
	}
	if len(findings) != 1 || !findings[0].Resolved || len(findings[0].Games) != 2 {
		t.Fatalf("findings %+v", findings)
	}
	if valid, _ := e.IsValid(ctx, input); valid {
		t.Error("the wrong result is still valid")
	}
	checkHalved(ctx, t, e, 3)
	after := nonces()
	// the challenger's account: open, two setMover, resolve, one slash page
	if sent := after[0] - before[0]; sent != 5 {
		t.Errorf("the challenger's account sent %d transactions, want 5 (open, two movers allowed, resolve, one slash page)", sent)
	}
	for i := range movers {
		if sent := after[i+1] - before[i+1]; sent == 0 {
			t.Errorf("mover %d sent no move", i)
		}
	}
	t.Logf("transactions sent: challenger %d, movers %d and %d", after[0]-before[0], after[1]-before[1], after[2]-before[2])
}
