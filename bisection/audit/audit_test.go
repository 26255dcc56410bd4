package audit

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// Three of four operators land a wrong stories260K result (their trace
// departs from the engine's inside the classifier of the last step); the
// challenger audits the consumer's Updated events, recomputes with the
// native engine, challenges, beats the lying operators' defence and, once
// the join window closed, resolves: the result is invalid and exactly the
// three signers are slashed. The honest fourth operator's defender stays
// out of it.
func TestChallengerCatchesLyingQuorum(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, err := labchain.Start(ctx, labchain.Options{Engine: true, Clock: time.Hour, JoinWindow: 2 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	req := Request{Prompt: []int{1, 7}, N: 2}
	tr, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := tr.Result(ctx)
	if err != nil {
		t.Fatal(err)
	}
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{2, 72, 3})
	root, _ := bisection.RootOf(ctx, lie)
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	known := Known{}
	known.Add(req)
	input := inference.InputHash(req.Prompt, req.N)

	// The lying operators defend their root once it is challenged.
	liarDone, joined := make(chan error, 1), make(chan struct{})
	go func() {
		for ctx.Err() == nil {
			out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Game, Data: bisection.GameABI().PackLatestChallenge(e.Consumer, input)}, nil)
			if err != nil {
				liarDone <- err
				return
			}
			id, _ := bisection.GameABI().UnpackLatestChallenge(out)
			if id != nil && id.Sign() > 0 {
				ch := bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: id.Uint64()}
				game, _, err := e.Defend(ctx, ch, &e.Operators[0].Account)
				close(joined)
				if err != nil {
					liarDone <- err
					return
				}
				m := bisection.ChainMatch{Poll: 5 * time.Millisecond}
				m.Players[bisection.Defender] = &bisection.ChainPlayer{Game: game, Side: bisection.Defender, Trace: lie, Shape: tr, Sender: e.Operators[0].Sender}
				_, err = m.Play(ctx, &bisection.Transcript{})
				liarDone <- err
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		liarDone <- ctx.Err()
	}()

	c := &Challenger{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, SampleRate: 1, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond,
		// The chain's clock moves a second at a time, and only once the
		// liars joined, so the join window closes after their defence and
		// their clock never runs out while they compute.
		Advance: func(d time.Duration) error {
			<-joined
			time.Sleep(2 * time.Millisecond)
			return e.Advance(min(d, time.Second))
		},
	}
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying defender: %v", err)
	}
	if len(findings) != 1 {
		t.Fatalf("%d findings, want 1", len(findings))
	}
	f := findings[0]
	if f.Correct || !f.Resolved || f.Outcome == nil || f.Outcome.Winner != bisection.Challenger || f.Outcome.Reason != bisection.ByStep {
		t.Fatalf("finding %+v outcome %+v", f, f.Outcome)
	}
	if valid, _ := e.IsValid(ctx, input); valid {
		t.Error("the wrong result is still valid")
	}
	for i, o := range e.Operators {
		s, _ := e.StakeOf(ctx, o.Address())
		want := labchain.Stake
		if i < 3 {
			want = new(big.Int).Div(labchain.Stake, big.NewInt(2))
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}

	// The honest operator would not have defended it.
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[3].Sender, Engine: eng, Prompts: known}
	def, err := d.Defend(ctx, f.ChallengeID)
	if err != nil || def.Defended {
		t.Errorf("honest defender on a resolved challenge: %+v, %v", def, err)
	}
}

// A correct result is audited and left alone; an unknown request is
// skipped; a sample rate of 0 audits nothing.
func TestChallengerLeavesCorrectResults(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx := context.Background()
	e, err := labchain.Start(ctx, labchain.Options{Engine: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	req := Request{Prompt: []int{1}, N: 3}
	res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, []int{0, 1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	head, _ := e.Client.BlockNumber(ctx)
	known := Known{}
	known.Add(req)
	// A router that accepted the request, and one that never saw it.
	withTask, empty := serveRouter(t), serveRouter(t)
	submitTask(t, withTask, req)
	for _, c := range []struct {
		rate    float64
		prompts Prompts
		want    Finding
	}{
		{1, known, Finding{Sampled: true, Known: true, Correct: true}},
		{1, Known{}, Finding{Sampled: true}},
		{1, Router{BaseURL: withTask}, Finding{Sampled: true, Known: true, Correct: true}},
		{1, Router{BaseURL: empty}, Finding{Sampled: true}},
		{0, known, Finding{}},
	} {
		ch := &Challenger{Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender, Engine: eng, Prompts: c.prompts, SampleRate: c.rate}
		fs, err := ch.Scan(ctx, 0, head)
		if err != nil || len(fs) != 1 {
			t.Fatalf("rate %v: %d findings, %v", c.rate, len(fs), err)
		}
		f := fs[0]
		if f.Sampled != c.want.Sampled || f.Known != c.want.Known || f.Correct != c.want.Correct || f.ChallengeID != 0 {
			t.Errorf("rate %v: %+v, want %+v", c.rate, f, c.want)
		}
	}
	_ = errors.New
}
