package labchain

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/txmgr"
)

// shardEnv is a lab chain with the engine of a manifest and a 2-shard
// committee: operators 0 and 1 run shard 0, operators 2 and 3 shard 1.
type shardEnv struct {
	*Env
	plan    inference.ShardPlan
	members [][]int
}

func startShardEnv(t *testing.T, manifest string) *shardEnv {
	t.Helper()
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	e := startEnv(t, Options{Engine: true, ManifestDir: filepath.Join(root, "testdata", "manifests", manifest),
		Clock: time.Hour, JoinWindow: 30 * time.Minute})
	plan, err := inference.EvenShards(e.Model.Config.Layers, 2)
	if err != nil {
		t.Fatal(err)
	}
	se := &shardEnv{Env: e, plan: plan, members: [][]int{{0, 1}, {2, 3}}}
	if _, err := e.DeployShards(context.Background(), plan, se.members); err != nil {
		t.Fatal(err)
	}
	return se
}

// coordinator is the committee's coordinator over in-process workers, the
// operators of shard `liar` lying from step 2 at their first layer.
func (se *shardEnv) coordinator(t *testing.T, liar int) *aggregator.ShardCoordinator {
	t.Helper()
	c := &aggregator.ShardCoordinator{Plan: se.plan, Threshold: blsagg.DefaultThreshold, Manifest: se.Manifest.Hash, Layers: se.Model.Config.Layers}
	for s, ops := range se.members {
		var nodes []aggregator.ShardNode
		for _, i := range ops {
			var fault *inference.Lie
			if s == liar {
				fault = se.lie(s)
			}
			w, err := operator.NewShardWorker(operator.ShardConfig{Model: se.Model, Manifest: se.Manifest.Hash, Plan: se.plan, Shard: s,
				Key: se.Operators[i].BLS, Workers: 1, Fault: fault})
			if err != nil {
				t.Fatal(err)
			}
			nodes = append(nodes, w)
		}
		c.Nodes = append(c.Nodes, nodes)
	}
	return c
}

// lie perturbs the residual after the first layer of shard s from step 2 on.
func (se *shardEnv) lie(s int) *inference.Lie {
	return &inference.Lie{Layer: se.plan[s].Start, At: func(pos int, x []int32) {
		if pos >= 2 {
			x[0] += 3
		}
	}}
}

// landSharded runs the request through the committee and lands it.
func (se *shardEnv) landSharded(ctx context.Context, t *testing.T, c *aggregator.ShardCoordinator, task string, prompt []int, n int) (*aggregator.ShardedAnswer, *ShardedLanded) {
	t.Helper()
	a, err := c.Run(ctx, task, prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	req := Request{Prompt: prompt, N: n, Root: a.Root, Tokens: a.Tokens}
	tr, err := se.ShardTransition(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	aggs, err := c.Sign(ctx, a, tr)
	if err != nil {
		t.Fatal(err)
	}
	var sigs []bindings.ShardSignature
	for i := range aggs {
		sigs = append(sigs, aggs[i].Binding())
	}
	l, err := se.LandSharded(ctx, req, tr, sigs, 0)
	if err != nil {
		t.Fatal(err)
	}
	return a, l
}

func (se *shardEnv) slot(ctx context.Context, t *testing.T, input inference.Hash) [32]byte {
	t.Helper()
	out, err := se.call(ctx, se.Consumer, consumerABI.PackResult(input))
	if err != nil {
		t.Fatal(err)
	}
	v, err := consumerABI.UnpackResult(out)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestShardedCommitteeLandsTheUnshardedValue: a 2-shard committee of 2
// operators per shard lands exactly the slot value an unsharded committee
// of the same 4 operators lands for the same request, on stories260K and a
// random 3-layer model; the gas of both landings is logged.
func TestShardedCommitteeLandsTheUnshardedValue(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	for _, manifest := range []string{"stories260K", "rand-gqa3-halfsplit"} {
		t.Run(manifest, func(t *testing.T) {
			unsharded := startEnv(t, Options{Engine: true, ManifestDir: filepath.Join(must(repo.Root()), "testdata", "manifests", manifest)})
			se := startShardEnv(t, manifest)
			prompt, n := []int{1, 7}, 8
			eng := &inference.Engine{Model: se.Model, Manifest: se.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
			want, err := eng.Generate(ctx, prompt, n, nil)
			if err != nil {
				t.Fatal(err)
			}
			ul, err := unsharded.Land(ctx, Request{Prompt: prompt, N: n, Root: want.Root, Tokens: want.Tokens}, []int{0, 1, 2, 3})
			if err != nil {
				t.Fatal(err)
			}
			a, sl := se.landSharded(ctx, t, se.coordinator(t, -1), "honest", prompt, n)
			if !slices.Equal(a.Tokens, want.Tokens) || a.Root != want.Root {
				t.Fatalf("sharded answer %v %x, unsharded %v %x", a.Tokens, a.Root, want.Tokens, want.Root)
			}
			input := inference.InputHash(prompt, n)
			got, ref := se.slot(ctx, t, input), (&shardEnv{Env: unsharded}).slot(ctx, t, input)
			if got != ref || got == ([32]byte{}) {
				t.Fatalf("sharded slot %x, unsharded %x", got, ref)
			}
			t.Logf("%s: %d tokens; unsharded landing (4 signers) %d gas, sharded landing (2 shards × 2 signers) %d gas", manifest, n, ul.Gas, sl.Gas)
		})
	}
}

// reverted reports whether err is a revert with the named custom error.
func reverted(err error, sig string) bool {
	if err == nil {
		return false
	}
	if data, _ := txmgr.RevertData(err); len(data) >= 4 {
		return bytes.Equal(data[:4], crypto.Keccak256([]byte(sig))[:4])
	}
	// the game's sender names the error it decoded (bisection.GameError)
	name, _, _ := strings.Cut(sig, "(")
	return errors.Is(err, bisection.ErrReverted) && strings.Contains(err.Error(), ": "+name)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestLyingShardIsSlashedAlone: shard 1's operators hand on a wrong
// residual from step 2; the answer lands (shard 0 signs its honest part),
// the challenger's bisection beats a liar's defence on chain at an op of
// TestLyingShardIsSlashedAlone: shard 1 lies from step 2 and lands its
// answer. The challenger finds the first step where a shard's out value
// leaves the canonical chain while its in value is on it, and challenges
// that shard's claim there (openShard); the liar defends its pipeline's
// values and loses at a one-step inside its own ops; resolve charges shard
// 1's recorded signers only, with no proof, and invalidates the answer.
// A claim that does not open the landing's record is refused at opening.
func TestLyingShardIsSlashedAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	const liar = 1
	prompt, n := []int{1}, 5
	a, l := se.landSharded(ctx, t, se.coordinator(t, liar), "lie", prompt, n)
	honest := se.trace(t, prompt, n, nil)
	lying := se.trace(t, prompt, n, map[int]*inference.Lie{liar: se.lie(liar)})
	if root, err := bisection.RootOf(ctx, bisection.ChainEngineTrace{EngineTrace: lying}); err != nil || root != a.Root {
		t.Fatalf("the liar's trace ends at %x (%v), the landed root is %x", root, err, a.Root)
	}
	s, k := se.firstLie(ctx, t, a, honest, len(prompt))
	if s != liar {
		t.Fatalf("the first departing shard is %d (step %d), want %d", s, k, liar)
	}
	_, _, link, err := honest.OpChain(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	// refused: another shard's values under the liar's record, a bent list
	bent := slices.Clone(a.Chains)
	bent[liar] = slices.Clone(a.Chains[liar])
	bent[liar][k][0] ^= 1
	if _, _, err := se.OpenShard(ctx, l, se.plan, liar, k, bent, a.Ops[liar][k], link, se.Challenger); !reverted(err, "BadShardClaim(uint256)") {
		t.Fatalf("a claim whose values are not the signed ones: %v, want BadShardClaim", err)
	}
	ch, gas, err := se.OpenShard(ctx, l, se.plan, liar, k, a.Chains, a.Ops[liar][k], link, se.Challenger)
	if err != nil {
		t.Fatal(err)
	}
	game, res, err := se.PlayDefence(ctx, ch, honest, bisection.ChainEngineTrace{EngineTrace: lying}, bisection.ChainEngineTrace{EngineTrace: honest}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger || o.Reason != bisection.ByStep {
		t.Fatalf("game outcome %+v, want the challenger by step", res.Final.Outcome)
	}
	f, e := bisection.ShardOps(se.plan, liar, k, se.Model.Config.Layers, se.Model.Config.QKNorm, len(prompt))
	if path := res.Final.Outcome.Path; path[0] != k || path[1] < f || path[1] > e {
		t.Fatalf("the game stepped leaf %v, outside shard %d's ops %d…%d at step %d", path, liar, f, e, k)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before := se.stakes(ctx)
	rgas, err := se.ResolveShard(ctx, ch.ID, l, liar)
	if err != nil {
		t.Fatal(err)
	}
	if valid, _ := se.IsValid(ctx, inference.InputHash(prompt, n)); valid {
		t.Error("the lying answer is still valid")
	}
	se.checkSlashed(ctx, t, before, liar)
	t.Logf("openShard %d gas; game %d stepped leaf %v (shard %d's ops %d…%d); resolve %d gas", gas, game.ID, res.Final.Outcome.Path, liar, f, e, rgas)
}

// firstLie is the first shard and step whose published out value leaves
// the canonical chain while its in value is on it.
func (se *shardEnv) firstLie(ctx context.Context, t *testing.T, a *aggregator.ShardedAnswer, honest *bisection.EngineTrace, promptLen int) (s, k int) {
	t.Helper()
	c := se.Model.Config
	canon, links, err := honest.OpChains(ctx)
	if err != nil {
		t.Fatal(err)
	}
	s, k, err = bisection.FirstLyingShard(se.plan, c.Layers, c.QKNorm, promptLen, a.Chains, a.Ops, canon, links)
	if err != nil {
		t.Fatal(err)
	}
	return s, k
}

// trace is the engine trace of a pipeline over the plan, shard s perturbed
// by faults[s].
func (se *shardEnv) trace(t *testing.T, prompt []int, n int, faults map[int]*inference.Lie) *bisection.EngineTrace {
	t.Helper()
	eng := &inference.Engine{Model: se.Model, Manifest: se.Manifest.Hash,
		Backend: inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: se.plan, Lies: faults}}
	tr, err := bisection.NewEngineTrace(eng, prompt, n, bisection.EngineOptions{ChunkMACs: se.Opts.ChunkMACs})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// stakes reads every operator's stake.
func (se *shardEnv) stakes(ctx context.Context) map[int]*big.Int {
	m := map[int]*big.Int{}
	for i, o := range se.Operators {
		m[i] = must(se.StakeOf(ctx, o.Address()))
	}
	return m
}

// checkSlashed checks that exactly shard `slashed`'s members (none for −1)
// lost slashBips of their stake since `before`.
func (se *shardEnv) checkSlashed(ctx context.Context, t *testing.T, before map[int]*big.Int, slashed int) {
	t.Helper()
	for i, o := range se.Operators {
		s := must(se.StakeOf(ctx, o.Address()))
		want := before[i]
		if slashed >= 0 && slices.Contains(se.members[slashed], i) {
			want = new(big.Int).Div(new(big.Int).Mul(before[i], big.NewInt(int64(10_000-se.Opts.SlashBips))), big.NewInt(10_000))
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d (shard %d) stake %s, want %s", i, i/2, s, want)
		}
	}
}

// TestShamShardChallengeCannotFrameTheHonestShard: shard 0 lies from step
// 2 and lands its answer, so the honest shard 1 ran on a wrong residual. The
// liar's accomplice challenges shard 1's claim at that step and plays the
// canonical trace; shard 1's member defends from what its worker kept when
// it signed (its residuals, links and every layer's roots: no full-model
// run reproduces them) and wins at the one-step: the challenge
// fails, nobody is slashed and the answer is not invalidated by it. The
// honest challenger's challenge of the liar's own claim then charges shard
// 0 alone. On the old blame a sham game framed shard 1 (SPEC.md §12).
func TestShamShardChallengeCannotFrameTheHonestShard(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	const liar, framed = 0, 1
	prompt, n := []int{1}, 5
	c := se.coordinator(t, liar)
	a, l := se.landSharded(ctx, t, c, "sham", prompt, n)
	honest := se.trace(t, prompt, n, nil)
	landed := se.trace(t, prompt, n, map[int]*inference.Lie{liar: se.lie(liar)})
	s, k := se.firstLie(ctx, t, a, honest, len(prompt))
	if s != liar {
		t.Fatalf("the first departing shard is %d (step %d), want %d", s, k, liar)
	}
	// the sham: shard 1's claim at the liar's step, opened on the landed link
	_, _, link, err := landed.OpChain(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	before := se.stakes(ctx)
	sham, _, err := se.OpenShard(ctx, l, se.plan, framed, k, a.Chains, a.Ops[framed][k], link, se.Bystander)
	if err != nil {
		t.Fatal(err)
	}
	// the honest shard's member defends from what its worker kept when it
	// signed: the residuals and links it was handed, every layer's roots
	own := se.ownTrace(t, c, framed, inference.InputHash(prompt, n))
	_, res, err := se.PlayDefenceAgainst(ctx, sham, honest, bisection.ChainEngineTrace{EngineTrace: own},
		bisection.ChainEngineTrace{EngineTrace: honest}, 2, se.Bystander)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Defender || o.Reason != bisection.ByStep {
		t.Fatalf("the sham game's outcome %+v, want the honest shard's defender by step", res.Final.Outcome)
	}
	if st, err := sham.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("the sham challenge is %v (%v), want failed", st, err)
	}
	se.checkSlashed(ctx, t, before, -1)
	if valid, _ := se.IsValid(ctx, inference.InputHash(prompt, n)); !valid {
		t.Fatal("a failed sham challenge invalidated the answer")
	}
	// the honest challenger charges the liar on its own claim
	_, _, canonLink, err := honest.OpChain(ctx, k)
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := se.OpenShard(ctx, l, se.plan, liar, k, a.Chains, a.Ops[liar][k], canonLink, se.Challenger)
	if err != nil {
		t.Fatal(err)
	}
	_, res, err = se.PlayDefence(ctx, ch, honest, bisection.ChainEngineTrace{EngineTrace: landed}, bisection.ChainEngineTrace{EngineTrace: honest}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("the liar's game outcome %+v, want the challenger", res.Final.Outcome)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	if _, err := se.ResolveShard(ctx, ch.ID, l, liar); err != nil {
		t.Fatal(err)
	}
	se.checkSlashed(ctx, t, before, liar)
}

// TestShardedLandingRefusals: a sharded landing that loses a shard's
// threshold, carries a signer of another shard, breaks the boundary chain
// or comes with a signature of another shard's claim is refused by name and
// lands nothing; the honest one then lands.
func TestShardedLandingRefusals(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	c := se.coordinator(t, -1)
	prompt, n := []int{1, 2}, 4
	a, err := c.Run(ctx, "refusals", prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	req := Request{Prompt: prompt, N: n, Root: a.Root, Tokens: a.Tokens}
	tr, err := se.ShardTransition(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	aggs, err := c.Sign(ctx, a, tr)
	if err != nil {
		t.Fatal(err)
	}
	honest := []bindings.ShardSignature{aggs[0].Binding(), aggs[1].Binding()}
	for _, tc := range []struct {
		name string
		bend func([]bindings.ShardSignature)
		want string
	}{
		{"one signer of two", func(s []bindings.ShardSignature) { s[1].SignerKeys = s[1].SignerKeys[:1] }, "ShardBelowThreshold(uint256,uint256,uint256)"},
		{"a signer of the other shard", func(s []bindings.ShardSignature) {
			id := func(p bindings.G1Point) []byte { k := KeyID(p); return k[:] }
			s[1].SignerKeys = append(s[1].SignerKeys, s[0].SignerKeys[0])
			slices.SortFunc(s[1].SignerKeys, func(a, b bindings.G1Point) int { return bytes.Compare(id(a), id(b)) })
		}, "NotShardMember(uint256,bytes32)"},
		{"broken boundary chain", func(s []bindings.ShardSignature) { s[1].InBoundary[0] ^= 1 }, "BoundaryMismatch(uint256)"},
		{"shard 0's signature as shard 1's", func(s []bindings.ShardSignature) { s[1].Sigma = s[0].Sigma }, "ShardBadSignature(uint256)"},
		{"shards swapped", func(s []bindings.ShardSignature) { s[0], s[1] = s[1], s[0] }, "BoundaryMismatch(uint256)"},
		{"one shard only", func(s []bindings.ShardSignature) {}, "WrongShardCount(uint256,uint256)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sigs := slices.Clone(honest)
			for i := range sigs {
				sigs[i].SignerKeys = slices.Clone(sigs[i].SignerKeys)
			}
			tc.bend(sigs)
			if tc.name == "one shard only" {
				sigs = sigs[:1]
			}
			if _, err := se.LandSharded(ctx, req, tr, sigs, 0); !reverted(err, tc.want) {
				t.Fatalf("landing: %v, want %s", err, tc.want)
			}
			if se.slot(ctx, t, tr.Input) != ([32]byte{}) {
				t.Fatal("a refused landing wrote the slot")
			}
		})
	}
	if _, err := se.LandSharded(ctx, req, tr, honest, 0); err != nil {
		t.Fatal(err)
	}
	// a consumer without a committee refuses sharded landings
	plain := startEnv(t, Options{Engine: true})
	if _, err := plain.LandSharded(ctx, req, tr, honest, 0); !reverted(err, "NotSharded()") {
		t.Fatalf("landing on a consumer without shards: %v, want NotSharded", err)
	}
}

// ownTrace is shard s's trace of the answer to input from what its first
// operator's worker kept when it signed (operator.ShardRecord).
func (se *shardEnv) ownTrace(t *testing.T, c *aggregator.ShardCoordinator, s int, input inference.Hash) *bisection.EngineTrace {
	t.Helper()
	r, ok, err := c.Nodes[s][0].(*operator.ShardWorker).Signed(input)
	if err != nil || !ok {
		t.Fatalf("shard %d's worker kept no record of %s (%v)", s, input, err)
	}
	view := bisection.ShardView{Shard: r.Shard, Plan: r.Plan, Residuals: r.Residuals, In: r.In, Prev: r.Prev,
		Links: r.Links, Tokens: r.Tokens, LayerRoots: r.LayerRoots}
	eng := &inference.Engine{Model: se.Model, Manifest: se.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewShardTrace(eng, r.Prompt, r.N, view, bisection.EngineOptions{ChunkMACs: se.Opts.ChunkMACs})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestWholeChallengeOfAShardedLandingChargesNobody: a whole-trace game
// cannot say which shard's layers were wrong (where it steps is the
// defender's choice), so a won whole challenge on a sharded landing, here
// an undefended one opened by the liars themselves, invalidates the answer
// and charges nobody; anyone may settle it. On the old blame it charged
// every shard, the honest one included.
func TestWholeChallengeOfAShardedLandingChargesNobody(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	_, l := se.landSharded(ctx, t, se.coordinator(t, 0), "undefended", []int{1}, 4)
	ch, _, err := se.OpenFrom(ctx, &l.Landed, &se.Operators[0].Account)
	if err != nil {
		t.Fatal(err)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before := se.stakes(ctx)
	// a quorum's liability proof does not open a sharded landing's record
	if _, err := se.Resolve(ctx, ch.ID, &l.Landed); !reverted(err, "NotLiable(uint256)") {
		t.Fatalf("resolving with a quorum proof: %v, want NotLiable", err)
	}
	gas, err := se.SettleSharded(ctx, ch.ID, l, se.Bystander)
	if err != nil {
		t.Fatal(err)
	}
	if valid, _ := se.IsValid(ctx, inference.InputHash([]int{1}, 4)); valid {
		t.Error("the challenged answer is still valid")
	}
	se.checkSlashed(ctx, t, before, -1)
	t.Logf("whole challenge settled charging nobody: %d gas", gas)
}
