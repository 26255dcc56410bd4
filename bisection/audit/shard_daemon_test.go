package audit

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/operator"
)

// knownShards is a ShardSource over answers this process coordinated.
type knownShards map[inference.Hash]*ShardValues

func (k knownShards) ShardValues(_ context.Context, input inference.Hash, _ uint64) (*ShardValues, error) {
	if v, ok := k[input]; ok {
		return v, nil
	}
	return nil, ErrNoShardValues
}

// noStepTrace never sends the one-step (a liar's defence leaves it to the
// challenger, whose step refutes it).
type noStepTrace struct{ bisection.TraceProvider }

func (noStepTrace) StepData(context.Context, []int) (bisection.StepData, error) {
	return bisection.StepData{}, errors.New("no step")
}

// TestChallengerResolvesShardedLanding: a shard of a 2×2 committee hands on
// a wrong residual from step 1 and the answer lands through
// verifyAndUpdateSharded. The daemon's Challenger (Scan: the
// code path of Run and `bisect challenge --once`) decodes the landing,
// challenges and resolves through resolveSharded:
//   - defended by the landed pipeline, with the shards' values: shard 1's
//     blame holds, only operators 2 and 3 are slashed;
//   - shard 0 lying, a defence steered into shard 1's ops: the liar is
//     blamed all the same (form (b)), only operators 0 and 1 slashed;
//   - the same without a source of the shards' values: settled charging
//     nobody, the answer invalid all the same;
//   - with values that are not the landed ones: a named error
//     (ErrBadShardValues), nothing resolved;
//   - undefended: every shard charged, as an unsharded committee.
func TestChallengerResolvesShardedLanding(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	for _, tc := range []struct {
		name      string
		liar      int // the lying shard (0: operators 0 and 1; 1: operators 2 and 3)
		steer     int // the shard whose fault the defence plays (≠ liar: a steered defence)
		defended  bool
		source    func(a *aggregator.ShardedAnswer) ShardSource
		charged   *big.Int
		slashed   []int
		wantErr   error
		wantValid bool
	}{
		{name: "blame of the lying shard", liar: 1, steer: 1, defended: true, charged: big.NewInt(1), slashed: []int{2, 3}},
		// the defence loses in the honest shard 1's ops: its blame fails
		// (form (a)), the liar's holds (form (b))
		{name: "steered defence: the liar blamed", liar: 0, steer: 1, defended: true, charged: big.NewInt(0), slashed: []int{0, 1}},
		{name: "no values: settled", liar: 1, steer: 1, defended: true, source: func(*aggregator.ShardedAnswer) ShardSource { return nil }, charged: NoShard},
		{name: "values not the landed ones", liar: 1, steer: 1, defended: true, wantErr: ErrBadShardValues, wantValid: true, source: func(a *aggregator.ShardedAnswer) ShardSource {
			v := shardValuesOf(a)
			v.Chains[1][0][0] ^= 1
			return knownShards{inference.InputHash(a.Prompt, a.N): v}
		}},
		{name: "undefended: every shard", liar: 1, charged: AllShards, slashed: []int{0, 1, 2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute,
				ManifestDir: filepath.Join(must(repo.Root()), "testdata", "manifests", "stories260K")})
			defer e.Close()
			plan, err := inference.EvenShards(e.Model.Config.Layers, 2)
			if err != nil {
				t.Fatal(err)
			}
			members := [][]int{{0, 1}, {2, 3}}
			if _, err := e.DeployShards(ctx, plan, members); err != nil {
				t.Fatal(err)
			}
			fault, _ := operator.ParseFault("wrong-from=1")
			req := Request{Prompt: []int{1, 7}, N: 3}
			a := landSharded(ctx, t, e, plan, members, map[int]func(int, int, []int32){tc.liar: fault.ShardResidual(plan[tc.liar].Start)}, req)
			input := inference.InputHash(req.Prompt, req.N)
			known := Known{}
			known.Add(req)

			joined := make(chan struct{})
			var liarDone <-chan error
			if tc.defended {
				lp := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash,
					Backend: inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: plan, Faults: map[int]func(int, int, []int32){tc.steer: fault.ShardResidual(plan[tc.steer].Start)}}}
				landed, err := bisection.NewEngineTrace(lp, req.Prompt, req.N, bisection.EngineOptions{})
				if err != nil {
					t.Fatal(err)
				}
				liarDone = defendLie(ctx, e, input, &e.Operators[2].Account, noStepTrace{bisection.ChainEngineTrace{EngineTrace: landed}}, landed,
					func(bisection.ChainGame, error) { close(joined) })
			} else {
				close(joined)
				none := make(chan error, 1)
				none <- nil
				liarDone = none
			}
			var source ShardSource = knownShards{input: shardValuesOf(a)}
			if tc.source != nil {
				source = tc.source(a)
			}
			before := stakesOf(ctx, t, e)
			c := &Challenger{
				Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
				Sender: e.Challenger.Sender, Engine: eng, Prompts: known, SampleRate: 1, Bond: e.Opts.Bond,
				Poll: 5 * time.Millisecond, Shards: source,
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
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("scan: %v, want %v", err, tc.wantErr)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			<-liarDone // the liar's play ends with its refused step or the game
			if len(findings) != 1 || findings[0].Correct {
				t.Fatalf("findings %+v", findings)
			}
			f := findings[0]
			if valid, _ := e.IsValid(ctx, input); valid != tc.wantValid {
				t.Fatalf("valid %v after the challenge, want %v", valid, tc.wantValid)
			}
			if tc.wantErr != nil {
				if f.Resolved {
					t.Fatal("resolved with values not the landed ones")
				}
				return
			}
			if !f.Resolved || f.Charged == nil || f.Charged.Cmp(tc.charged) != 0 {
				t.Fatalf("resolved %v, charged %v, want %v", f.Resolved, f.Charged, tc.charged)
			}
			if tc.defended && (f.Outcome == nil || f.Outcome.Winner != bisection.Challenger || f.Outcome.Reason != bisection.ByStep) {
				t.Fatalf("outcome %+v", f.Outcome)
			}
			after := stakesOf(ctx, t, e)
			for i := range e.Operators {
				want := new(big.Int).Set(before[i])
				for _, s := range tc.slashed {
					if s == i {
						want.Sub(want, new(big.Int).Div(new(big.Int).Mul(before[i], big.NewInt(int64(e.Opts.SlashBips))), big.NewInt(10_000)))
					}
				}
				if after[i].Cmp(want) != 0 {
					t.Errorf("operator %d: stake %s → %s, want %s", i, before[i], after[i], want)
				}
			}
		})
	}
}

// landSharded runs req through a committee of in-process shard workers
// (shard s's operators perturbed by faults[s]) and lands it.
func landSharded(ctx context.Context, t *testing.T, e *labchain.Env, plan inference.ShardPlan, members [][]int,
	faults map[int]func(int, int, []int32), req Request) *aggregator.ShardedAnswer {
	t.Helper()
	co := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: e.Manifest.Hash, Layers: e.Model.Config.Layers}
	for s, ops := range members {
		var nodes []aggregator.ShardNode
		for _, i := range ops {
			w, err := operator.NewShardWorker(operator.ShardConfig{Model: e.Model, Manifest: e.Manifest.Hash, Plan: plan, Shard: s,
				Key: e.Operators[i].BLS, Workers: 1, Fault: faults[s]})
			if err != nil {
				t.Fatal(err)
			}
			nodes = append(nodes, w)
		}
		co.Nodes = append(co.Nodes, nodes)
	}
	a, err := co.Run(ctx, "sharded", req.Prompt, req.N)
	if err != nil {
		t.Fatal(err)
	}
	lr := labchain.Request{Prompt: req.Prompt, N: req.N, Root: a.Root, Tokens: a.Tokens}
	tr, err := e.ShardTransition(ctx, lr)
	if err != nil {
		t.Fatal(err)
	}
	aggs, err := co.Sign(ctx, a, tr)
	if err != nil {
		t.Fatal(err)
	}
	var sigs []bindings.ShardSignature
	for i := range aggs {
		sigs = append(sigs, aggs[i].Binding())
	}
	if _, err := e.LandSharded(ctx, lr, tr, sigs, 0); err != nil {
		t.Fatal(err)
	}
	return a
}

func shardValuesOf(a *aggregator.ShardedAnswer) *ShardValues {
	v := &ShardValues{}
	for s := range a.Chains {
		v.Chains = append(v.Chains, append([]inference.Hash{}, a.Chains[s]...))
		v.Ops = append(v.Ops, a.Ops[s])
	}
	return v
}

func stakesOf(ctx context.Context, t *testing.T, e *labchain.Env) []*big.Int {
	t.Helper()
	var out []*big.Int
	for _, o := range e.Operators {
		s, err := e.StakeOf(ctx, o.Address())
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
