package audit

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/loader"
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
	challengeFaultyQuorum(t, "", 4*time.Minute, 20*time.Second)
}

// The same game on a devnet serving the Qwen3-0.6B shape (synth:qwen3-0.6b,
// pinned, not mounted: every one-step carries its weight pieces). Gated:
// it generates or reads the 1.2 GB model and holds about 4 GB.
//
//	DEEPCALL_BIG_MODEL=1 go test ./bisection/audit -run Big -v
func TestBigDevnetChallengeOn0p6B(t *testing.T) {
	if os.Getenv(loader.EnvBigModel) == "" {
		t.Skipf("set %s=1 to dispute on the 0.6B-shaped model", loader.EnvBigModel)
	}
	s, err := loader.LookupSynth("synth:qwen3-0.6b", 0)
	if err != nil {
		t.Fatal(err)
	}
	root, err := loader.CacheRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := loader.EnsureSynth(context.Background(), s, root, filepath.Join(golden.Dir(), "..", s.Tokenizer), nil)
	if err != nil {
		t.Fatal(err)
	}
	challengeFaultyQuorum(t, dir, 20*time.Minute, 2*time.Minute)
}

// challengeFaultyQuorum plays the test above on the model at modelDir (""
// : the devnet's default).
func challengeFaultyQuorum(t *testing.T, modelDir string, timeout, join time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	// a join window of seconds: the challenger resolves soon after the faulty defence lost
	start := time.Now()
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second, ModelDir: modelDir, Game: deploy.GameConfig{JoinWindow: join}}) // blocks of 1 s keep the chain clock on the wall clock: faster blocks run it ahead until the node refuses future blocks
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("devnet up in %s (model loaded and checked, pin-only %v)", time.Since(start).Round(time.Millisecond), ch.Deployment.PinOnly)
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
	eng := &inference.Engine{Model: ch.Weights, Manifest: m.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	req := Request{Prompt: []int{1, 9}, N: 2}
	tr, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{Blob: m.Blob})
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
			id, err := bisection.LatestChallenge(ctx, client, game, d.Consumer, input)
			if err == nil {
				if id > 0 {
					g, _, err := env.Defend(ctx, bisection.ChainChallenge{Client: client, Address: game, ID: id}, &env.Operators[0].Account)
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
	challenger := NewChallenger(Config{Backend: client, Consumer: d.Consumer, Registry: d.Registry, Game: game,
		Sender: env.Challenger.Sender, Engine: eng, Prompts: known, Bond: bond, Poll: 50 * time.Millisecond, Policy: Policy{SampleRate: 1}})
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
	// Every transaction of the dispute (open, defend, moves, the one-step,
	// resolve) fits the design's 2M gas, whatever the model's size.
	end, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var txs int
	var most, total uint64
	for b := head; b <= end; b++ {
		blk, err := client.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != game {
				continue
			}
			r, err := client.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				t.Fatal(err)
			}
			txs, total, most = txs+1, total+r.GasUsed, max(most, r.GasUsed)
			if r.GasUsed > 2_000_000 {
				t.Errorf("a dispute transaction used %d gas", r.GasUsed)
			}
		}
	}
	t.Logf("dispute on chain: %d transactions to the game, %d gas in all, the largest %d", txs, total, most)
	t.Logf("devnet: challenge %d won by %s at leaf %v; startup %v; the game took %s", findings[0].ChallengeID, findings[0].Outcome.Reason, findings[0].Outcome.Path, ch.StartupTime, time.Since(start).Round(time.Millisecond))
}
