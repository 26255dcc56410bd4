package audit

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"slices"
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
// verifyAndUpdateSharded. The daemon's Challenger (Scan: the code path of
// Run and `bisect challenge --once`) decodes the landing and, with the
// shards' published values, opens a per-shard challenge on the lying shard,
// which charges that shard alone:
//   - shard 1 lying, defended by the landed pipeline: only operators 2
//     and 3 are slashed;
//   - shard 0 lying, a defence steered into shard 1's ops: shard 0's game
//     plays shard 0's ops only, so the liar is charged all the same
//     (operators 0 and 1);
//   - undefended: only the lying shard is charged, never every shard;
//   - without a source of the shards' values, or with values that are not
//     the landed ones: the whole trace is challenged, the answer
//     invalidated, nobody charged.
func TestChallengerResolvesShardedLanding(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	for _, tc := range []struct {
		name     string
		liar     int // the lying shard (0: operators 0 and 1; 1: operators 2 and 3)
		steer    int // the shard whose fault the defence plays (≠ liar: a steered defence)
		defended bool
		source   func(a *aggregator.ShardedAnswer) ShardSource
		shard    int // the shard challenged (−1: the whole trace)
		charged  *big.Int
		slashed  []int
	}{
		{name: "the lying shard charged", liar: 1, steer: 1, defended: true, shard: 1, charged: big.NewInt(1), slashed: []int{2, 3}},
		{name: "steered defence: the liar charged", liar: 0, steer: 1, defended: true, shard: 0, charged: big.NewInt(0), slashed: []int{0, 1}},
		{name: "undefended: only the liar", liar: 1, shard: 1, charged: big.NewInt(1), slashed: []int{2, 3}},
		{name: "no values: whole trace, nobody", liar: 1, steer: 1, defended: true, shard: -1, charged: NoShard,
			source: func(*aggregator.ShardedAnswer) ShardSource { return nil }},
		{name: "values not the landed ones: whole trace, nobody", liar: 1, steer: 1, defended: true, shard: -1, charged: NoShard,
			source: func(a *aggregator.ShardedAnswer) ShardSource {
				v := shardValuesOf(a)
				v.Chains[1][0][0] ^= 1
				return knownShards{inference.InputHash(a.Prompt, a.N): v}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			e, eng, plan := startShardChain(ctx, t)
			defer e.Close()
			req := lieRequest
			a, _, _ := landShardLie(ctx, t, e, plan, tc.liar)
			fault, _ := operator.ParseFault("wrong-from=1") // the liar's, replayed by its defence
			input := inference.InputHash(req.Prompt, req.N)
			known := Known{}
			known.Add(req)

			joined := make(chan struct{})
			var liarDone <-chan error
			if tc.defended {
				lp := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash,
					Backend: inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: plan, Lies: map[int]*inference.Lie{tc.steer: fault.ShardResidual(plan[tc.steer].Start)}}}
				landed, err := bisection.NewEngineTrace(lp, req.Prompt, req.N, bisection.EngineOptions{})
				if err != nil {
					t.Fatal(err)
				}
				// defendLie finds the challenge by its input, a per-shard one included
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
			cfg := shardConfig(e, eng, known, source)
			cfg.Advance = func(d time.Duration) error {
				<-joined
				time.Sleep(2 * time.Millisecond)
				return e.Advance(min(d, time.Second))
			}
			c := NewChallenger(cfg)
			head, err := e.Client.BlockNumber(ctx)
			if err != nil {
				t.Fatal(err)
			}
			findings, err := c.Scan(ctx, 0, head)
			if err != nil {
				t.Fatal(err)
			}
			<-liarDone // the liar's play ends with its refused step or the game
			if len(findings) != 1 || findings[0].Correct {
				t.Fatalf("findings %+v", findings)
			}
			f := findings[0]
			checkShardFinding(t, f, tc.shard, tc.charged)
			if valid, _ := e.IsValid(ctx, input); valid {
				t.Fatal("the wrong answer is valid after the challenge")
			}
			if tc.defended && (f.Outcome == nil || f.Outcome.Winner != bisection.Challenger || f.Outcome.Reason != bisection.ByStep) {
				t.Fatalf("outcome %+v", f.Outcome)
			}
			checkSlashed(ctx, t, e, before, tc.slashed)
		})
	}
}

// TestChallengerResumesShardChallenge: a daemon restarted after opening a
// per-shard challenge takes it up (ownChallenge, by consumer and input),
// reads which shard it disputes from its opening, and resolves it charging
// that shard.
func TestChallengerResumesShardChallenge(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng, plan := startShardChain(ctx, t)
	defer e.Close()
	req := lieRequest
	a, _, _ := landShardLie(ctx, t, e, plan, 1)
	known := Known{}
	known.Add(req)
	source := knownShards{inference.InputHash(req.Prompt, req.N): shardValuesOf(a)}
	ups, err := Updates(ctx, e.Client, e.Consumer, 0, must(e.Client.BlockNumber(ctx)))
	if err != nil || len(ups) != 1 {
		t.Fatalf("updates %v, %v", ups, err)
	}
	first, d, err := NewChallenger(shardConfig(e, eng, known, source)).open(ctx, ups[0])
	if err != nil || d == nil || first.Shard == nil || first.Shard.Shard != 1 {
		t.Fatalf("open: %+v, %v", first, err)
	}
	before := stakesOf(ctx, t, e)
	// the restarted daemon has no source: the opening says which shard
	cfg := shardConfig(e, eng, known, nil)
	cfg.Advance = func(d time.Duration) error { return e.Advance(min(d, time.Second)) }
	c := NewChallenger(cfg)
	findings, err := c.Scan(ctx, 0, must(e.Client.BlockNumber(ctx)))
	if err != nil || len(findings) != 1 {
		t.Fatalf("scan: %+v, %v", findings, err)
	}
	f := findings[0]
	if f.ChallengeID != first.ChallengeID || f.Shard == nil || *f.Shard != *first.Shard {
		t.Fatalf("resumed challenge %d shard %+v, opened %d shard %+v", f.ChallengeID, f.Shard, first.ChallengeID, first.Shard)
	}
	checkShardFinding(t, f, 1, big.NewInt(1))
	checkSlashed(ctx, t, e, before, []int{2, 3})
}

// TestDefenderDefendsHonestShard: in a landing whose shard 1 lied, a
// per-shard challenge of the honest shard 0 is defended by an operator's
// Defender (undefended, it would charge shard 0) and won when its
// challenger does not play; one of the lying shard 1 is not defended.
func TestDefenderDefendsHonestShard(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng, plan := startShardChain(ctx, t)
	defer e.Close()
	req := lieRequest
	a, l, _ := landShardLie(ctx, t, e, plan, 1)
	tr, _ := engineResult(ctx, t, eng, req)
	const k = 1 // the fault's first step: shard 0's claim is honest, shard 1's not
	_, _, link, err := tr.OpChain(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	sham, _, err := e.OpenShard(ctx, l, plan, 0, k, a.Chains, a.Ops[0][k], link, e.Challenger)
	if err != nil {
		t.Fatal(err)
	}
	known := Known{}
	known.Add(req)
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[0].Sender, Engine: eng, Prompts: known,
		Poll: 5 * time.Millisecond, Advance: func(d time.Duration) error { return e.Advance(min(d, time.Minute)) }}
	before := stakesOf(ctx, t, e)
	def, err := d.Defend(ctx, sham.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !def.Defended || def.Outcome == nil || def.Outcome.Winner != bisection.Defender {
		t.Fatalf("the honest shard's claim: defence %+v outcome %+v", def, def.Outcome)
	}
	if st, err := sham.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("challenge state %v (%v), want failed", st, err)
	}
	checkSlashed(ctx, t, e, before, nil)
	liar, _, err := e.OpenShard(ctx, l, plan, 1, k, a.Chains, a.Ops[1][k], link, e.Challenger)
	if err != nil {
		t.Fatal(err)
	}
	if def, err := d.Defend(ctx, liar.ID); err != nil || def.Defended {
		t.Fatalf("the lying shard's claim: defence %+v, %v", def, err)
	}
}

// TestShardMemberDefendsItsOwnClaimBehindALiar: shard 0 lies, so the
// honest shard 1 ran on a residual and links no full-model run gives, and
// the canonical Defender stands down on a challenge of its claim. Shard 1's
// operator's Defender, given its worker (Own), defends the claim from what
// the worker kept when it signed, and the sham challenge fails. Without Own
// the Defender stands down on it. (bisection/labchain's
// TestShamShardChallengeCannotFrameTheHonestShard plays the same defence to
// the one-step against an active challenger.)
func TestShardMemberDefendsItsOwnClaimBehindALiar(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng, plan := startShardChain(ctx, t)
	defer e.Close()
	req := lieRequest
	a, l, workers := landShardLie(ctx, t, e, plan, 0)
	const k = 1 // the fault's first step: shard 1's in value is off the canonical chain
	link := a.Links[k-1]
	known := Known{}
	known.Add(req)
	for _, own := range []bool{false, true} {
		sham, _, err := e.OpenShard(ctx, l, plan, 1, k, a.Chains, a.Ops[1][k], link, e.Challenger)
		if err != nil {
			t.Fatal(err)
		}
		d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[2].Sender, Engine: eng, Prompts: known,
			Poll: 5 * time.Millisecond, Advance: func(d time.Duration) error { return e.Advance(min(d, time.Minute)) }}
		if own {
			d.Own = workers[2]
		}
		def, err := d.Defend(ctx, sham.ID)
		if err != nil {
			t.Fatal(err)
		}
		if def.Defended != own {
			t.Fatalf("own %v: defended %v", own, def.Defended)
		}
		if !own {
			continue // another challenge of the same claim follows
		}
		if def.Outcome == nil || def.Outcome.Winner != bisection.Defender {
			t.Fatalf("the honest shard's own defence: outcome %+v", def.Outcome)
		}
		if st, err := sham.State(ctx); err != nil || st != bisection.ChallengeFailed {
			t.Fatalf("challenge state %v (%v), want failed", st, err)
		}
	}
}

// lieRequest is the request landShardLie lands.
var lieRequest = Request{Prompt: []int{1, 7}, N: 3}

// landShardLie lands lieRequest through shardMembers' workers with shard liar
// handing on a wrong residual from step 1 (operator.Fault wrong-from=1).
func landShardLie(ctx context.Context, t *testing.T, e *labchain.Env, plan inference.ShardPlan, liar int) (*aggregator.ShardedAnswer, *labchain.ShardedLanded, map[int]*operator.ShardWorker) {
	t.Helper()
	fault, err := operator.ParseFault("wrong-from=1")
	if err != nil {
		t.Fatal(err)
	}
	return landSharded(ctx, t, e, plan, shardMembers, map[int]*inference.Lie{liar: fault.ShardResidual(plan[liar].Start)}, lieRequest)
}

// shardMembers are the committee startShardChain's tests land with: shard
// 0 operators 0 and 1, shard 1 operators 2 and 3.
var shardMembers = [][]int{{0, 1}, {2, 3}}

// startShardChain starts an engine chain with a 2-shard committee of
// shardMembers, and returns its plan.
func startShardChain(ctx context.Context, t *testing.T) (*labchain.Env, *inference.Engine, inference.ShardPlan) {
	t.Helper()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute,
		ManifestDir: filepath.Join(must(repo.Root()), "testdata", "manifests", "stories260K")})
	plan, err := inference.EvenShards(e.Model.Config.Layers, 2)
	if err != nil {
		e.Close()
		t.Fatal(err)
	}
	if _, err := e.DeployShards(ctx, plan, shardMembers); err != nil {
		e.Close()
		t.Fatal(err)
	}
	return e, eng, plan
}

// shardConfig is the challenger daemon's configuration on the tests'
// sharded chain.
func shardConfig(e *labchain.Env, eng *inference.Engine, known Known, source ShardSource) Config {
	return Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond, Shards: source,
		Policy: Policy{SampleRate: 1},
	}
}

// checkShardFinding checks that f resolved a challenge of shard `shard`
// (−1: the whole trace) charging `charged`.
func checkShardFinding(t *testing.T, f *Finding, shard int, charged *big.Int) {
	t.Helper()
	switch {
	case shard < 0 && f.Shard != nil:
		t.Fatalf("challenged shard %+v, want the whole trace", f.Shard)
	case shard >= 0 && (f.Shard == nil || f.Shard.Shard != shard):
		t.Fatalf("challenged %+v, want shard %d", f.Shard, shard)
	case !f.Resolved || f.Charged == nil || f.Charged.Cmp(charged) != 0:
		t.Fatalf("resolved %v, charged %v, want %v", f.Resolved, f.Charged, charged)
	}
}

// checkSlashed checks that exactly the operators in slashed lost stake
// since before, each its slash share.
func checkSlashed(ctx context.Context, t *testing.T, e *labchain.Env, before []*big.Int, slashed []int) {
	t.Helper()
	after := stakesOf(ctx, t, e)
	for i := range e.Operators {
		want := new(big.Int).Set(before[i])
		if slices.Contains(slashed, i) {
			want.Sub(want, new(big.Int).Div(new(big.Int).Mul(before[i], big.NewInt(int64(e.Opts.SlashBips))), big.NewInt(10_000)))
		}
		if after[i].Cmp(want) != 0 {
			t.Errorf("operator %d: stake %s → %s, want %s", i, before[i], after[i], want)
		}
	}
}

// landSharded runs req through a committee of in-process shard workers
// (shard s's operators perturbed by faults[s]) and lands it. It
// returns the shards' workers too, by operator index.
func landSharded(ctx context.Context, t *testing.T, e *labchain.Env, plan inference.ShardPlan, members [][]int,
	faults map[int]*inference.Lie, req Request) (*aggregator.ShardedAnswer, *labchain.ShardedLanded, map[int]*operator.ShardWorker) {
	t.Helper()
	co := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: e.Manifest.Hash, Layers: e.Model.Config.Layers}
	workers := map[int]*operator.ShardWorker{}
	for s, ops := range members {
		var nodes []aggregator.ShardNode
		for _, i := range ops {
			w, err := operator.NewShardWorker(operator.ShardConfig{Model: e.Model, Manifest: e.Manifest.Hash, Plan: plan, Shard: s,
				Key: e.Operators[i].BLS, Workers: 1, Fault: faults[s]})
			if err != nil {
				t.Fatal(err)
			}
			nodes = append(nodes, w)
			workers[i] = w
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
	l, err := e.LandSharded(ctx, lr, tr, sigs, 0)
	if err != nil {
		t.Fatal(err)
	}
	return a, l, workers
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
