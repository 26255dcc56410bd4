package audit

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
)

// End to end on the devnet (a go-ethereum node with EigenLayer core, the
// registry wired to it, four operators registered the EigenLayer way, the
// dispute game over EngineStep deployed as the consumer's arbiter and the
// registry's slasher): three of the four operators sign a wrong stories260K
// result and it lands; the challenger's audit recomputes it with the native
// engine, disputes it, beats the faulty operators' defense by the on-chain
// one-step, and resolves: the consumer marks the result invalid and exactly
// the three signers are slashed.
func TestDevnetChallengeSlashesFaultyQuorum(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	// a join window of seconds: the challenger resolves soon after the faulty defence lost
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second, Game: deploy.GameConfig{JoinWindow: 20 * time.Second}}) // blocks of 1 s keep the chain clock on the wall clock: faster blocks run it ahead until the node refuses future blocks
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	client := ch.Client()
	d := ch.Deployment.Contracts
	// The game the devnet deployed over EngineStep, wired in as the
	// consumer's arbiter and the registry's slasher.
	game, bond := d.Game, ch.Deployment.Game.Bond

	set, err := ch.OperatorSet()
	if err != nil {
		t.Fatal(err)
	}
	var ops []labchain.AttachOperator
	for _, o := range ch.Operators {
		ops = append(ops, labchain.AttachOperator{Key: o.Key, BLS: o.BLS})
	}
	env, err := labchain.Attach(ctx, client, d.Engine, d.Registry, d.Consumer, game, ch.Model.Manifest, set, ch.DeployerKey, ops, bond)
	if err != nil {
		t.Fatal(err)
	}
	// A faulty quorum: operators 0, 1, 2 sign a root whose trace departs
	// from the engine's inside the last step's classifier.
	m := ch.Model
	model, _, err := inference.LoadDir(ch.ModelDir)
	if err != nil {
		t.Fatal(err)
	}
	eng := &inference.Engine{Model: model, Manifest: m.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	req := Request{Prompt: []int{1, 9}, N: 2}
	tr, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := tr.Result(ctx)
	if err != nil {
		t.Fatal(err)
	}
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{2, 72, 5})
	root, _ := bisection.RootOf(ctx, lie)
	if _, err := env.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash(req.Prompt, req.N)
	if valid, err := env.IsValid(ctx, input); err != nil || !valid {
		t.Fatalf("the wrong result did not land: valid %v, %v", valid, err)
	}
	before := make([]*big.Int, len(ch.Operators))
	for i, o := range ch.Operators {
		before[i], _ = env.StakeOf(ctx, o.Address)
	}

	// The faulty operators defend their root once it is challenged.
	liarDone := make(chan error, 1)
	go func() {
		for ctx.Err() == nil {
			out, err := client.CallContract(ctx, ethereum.CallMsg{To: &game, Data: bisection.GameABI().PackLatestChallenge(d.Consumer, input)}, nil)
			if err == nil {
				if id, _ := bisection.GameABI().UnpackLatestChallenge(out); id != nil && id.Sign() > 0 {
					g, _, err := env.Defend(ctx, bisection.ChainChallenge{Client: client, Address: game, ID: id.Uint64()}, &env.Operators[0].Account)
					if err != nil {
						liarDone <- err
						return
					}
					mt := bisection.ChainMatch{Poll: 50 * time.Millisecond}
					mt.Players[bisection.Defender] = &bisection.ChainPlayer{Game: g, Side: bisection.Defender, Trace: lie, Shape: tr, Sender: env.Operators[0].Sender}
					_, err = mt.Play(ctx, &bisection.Transcript{})
					liarDone <- err
					return
				}
			}
			time.Sleep(50 * time.Millisecond)
		}
		liarDone <- ctx.Err()
	}()

	known := Known{}
	known.Add(req)
	challenger := &Challenger{Backend: client, Consumer: d.Consumer, Registry: d.Registry, Game: game,
		Sender: env.Challenger.Sender, Engine: eng, Prompts: known, SampleRate: 1, Bond: bond, Poll: 50 * time.Millisecond}
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := challenger.Scan(ctx, ch.Deployment.Block, head)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("faulty defender: %v", err)
	}
	if len(findings) != 1 || !findings[0].Resolved || findings[0].Outcome.Winner != bisection.Challenger {
		t.Fatalf("findings %+v", findings)
	}
	if valid, _ := env.IsValid(ctx, input); valid {
		t.Error("the consumer still holds the wrong result valid")
	}
	for i, o := range ch.Operators {
		s, _ := env.StakeOf(ctx, o.Address)
		slashed := s.Cmp(before[i]) < 0
		if slashed != (i < 3) {
			t.Errorf("operator %d: stake %s → %s", i, before[i], s)
		}
	}
	t.Logf("devnet: challenge %d won by %s at leaf %v; startup %v", findings[0].ChallengeID, findings[0].Outcome.Reason, findings[0].Outcome.Path, ch.StartupTime)
}
