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
			var fault func(int, int, []int32)
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
func (se *shardEnv) lie(s int) func(int, int, []int32) {
	layer := se.plan[s].Start
	return func(pos, l int, x []int32) {
		if pos >= 2 && l == layer {
			x[0] += 3
		}
	}
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
	if data := bisection.RevertData(err); len(data) >= 4 {
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
// shard 1's layers, and resolveSharded slashes shard 1's signers only.
func TestLyingShardIsSlashedAlone(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	const liar = 1
	prompt, n := []int{1}, 5
	a, l := se.landSharded(ctx, t, se.coordinator(t, liar), "lie", prompt, n)

	honestEng := &inference.Engine{Model: se.Model, Manifest: se.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	want, err := honestEng.Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if a.Root == want.Root {
		t.Fatal("the lying shard landed the honest root")
	}
	honest := se.trace(t, prompt, n, nil)
	lying := se.trace(t, prompt, n, map[int]func(int, int, []int32){liar: se.lie(liar)})
	if root, err := bisection.RootOf(ctx, bisection.ChainEngineTrace{EngineTrace: lying}); err != nil || root != a.Root {
		t.Fatalf("the liar's trace ends at %x (%v), the landed root is %x", root, err, a.Root)
	}

	ch, _, err := se.Open(ctx, &l.Landed)
	if err != nil {
		t.Fatal(err)
	}
	game, res, err := se.PlayDefence(ctx, ch, honest, bisection.ChainEngineTrace{EngineTrace: lying}, bisection.ChainEngineTrace{EngineTrace: honest}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("game outcome %+v, want the challenger", res.Final.Outcome)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	blame, err := se.ShardBlame(ctx, game.ID, se.plan, liar, a.Chains, honest, lying, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	// Bad resolutions: no game named while one ended by a step, a game of
	// no challenge, the honest shard named (its signed values are the
	// agreed ones), the liar's proof bent.
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, 0, nil); !reverted(err, "NotBlamable(uint256)") {
		t.Fatalf("resolve naming no game: %v, want NotBlamable", err)
	}
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID+7, blame); !reverted(err, "NotBlamable(uint256)") {
		t.Fatalf("resolve naming game %d: %v, want NotBlamable", game.ID+7, err)
	}
	honestBlame, err := se.ShardBlame(ctx, game.ID, se.plan, 1-liar, a.Chains, honest, lying, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, honestBlame); !reverted(err, "BlameUnproven(uint256)") {
		t.Fatalf("blaming the honest shard: %v, want BlameUnproven", err)
	}
	bent := *blame
	bent.Hashes = slices.Clone(blame.Hashes)
	bent.Hashes[len(bent.Hashes)-1][0] ^= 1
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, &bent); !reverted(err, "BlameUnproven(uint256)") {
		t.Fatalf("a bent blame: %v, want BlameUnproven", err)
	}
	// the charged signers are the landing's record: a proof naming the liar's
	// shard with no signer, or with one of them left out, is refused
	for name, cut := range map[string]func([][32]byte) [][32]byte{
		"no signer":       func([][32]byte) [][32]byte { return [][32]byte{} },
		"one signer left": func(ids [][32]byte) [][32]byte { return ids[1:] },
	} {
		ids := l.ShardIDs()
		ids[liar] = cut(ids[liar])
		data := bisection.GameABI().PackResolve(new(big.Int).SetUint64(ch.ID), bisection.LiableShards(game.ID, ids, l.Bounds(), *blame))
		if _, err := se.Bystander.Sender.Send(ctx, se.Game, data, nil); !reverted(err, "NotLiable(uint256)") {
			t.Fatalf("a blame naming %s of the liar's shard: %v, want NotLiable", name, err)
		}
	}
	before := map[int]*big.Int{}
	for i, o := range se.Operators {
		before[i] = must(se.StakeOf(ctx, o.Address()))
	}
	gas, shard, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, blame)
	if err != nil {
		t.Fatal(err)
	}
	if shard.Cmp(big.NewInt(liar)) != 0 {
		t.Fatalf("shard %s charged, want %d", shard, liar)
	}
	if valid, _ := se.IsValid(ctx, inference.InputHash(prompt, n)); valid {
		t.Error("the lying answer is still valid")
	}
	se.checkSlashed(ctx, t, before, liar)
	path := res.Final.Outcome.Path
	t.Logf("the game stepped leaf %v (layer %d's op); resolveSharded (shard %d's proof: %d op hashes) %d gas", path, (path[1]-1)/14, liar, len(blame.Hashes), gas)
}

// trace is the engine trace of a pipeline over the plan, shard s perturbed
// by faults[s].
func (se *shardEnv) trace(t *testing.T, prompt []int, n int, faults map[int]func(int, int, []int32)) *bisection.EngineTrace {
	t.Helper()
	eng := &inference.Engine{Model: se.Model, Manifest: se.Manifest.Hash,
		Backend: inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: se.plan, Faults: faults}}
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

// TestSteeredBlameFallsOnTheLiar: shard 0 lies from step 2 and lands its
// answer; a defender colluding with it defends a trace that is honest
// through shard 0 and goes wrong in shard 1's first layer at step 2, so
// the challenger's one-step lands in the honest shard 1's layers (which the
// stepped leaf alone would blame). The honest shard's signed chain does not
// run through the refuted leaf, so blaming it is refused; the liar's signed
// in value (link_{k−1}) lies on the agreed chain and its signed out value
// off it, so the liar is charged, and only its signers are slashed.
func TestSteeredBlameFallsOnTheLiar(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	const liar, framed = 0, 1
	prompt, n := []int{1}, 5
	a, l := se.landSharded(ctx, t, se.coordinator(t, liar), "steer", prompt, n)
	honest := se.trace(t, prompt, n, nil)
	landed := se.trace(t, prompt, n, map[int]func(int, int, []int32){liar: se.lie(liar)})
	steered := se.trace(t, prompt, n, map[int]func(int, int, []int32){framed: se.lie(framed)})
	ch, _, err := se.Open(ctx, &l.Landed)
	if err != nil {
		t.Fatal(err)
	}
	game, res, err := se.PlayDefence(ctx, ch, honest, bisection.ChainEngineTrace{EngineTrace: steered}, bisection.ChainEngineTrace{EngineTrace: honest}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("game outcome %+v, want the challenger", res.Final.Outcome)
	}
	path := res.Final.Outcome.Path
	if owner := se.ownerOf(ctx, t, path, len(prompt)); owner != framed {
		t.Fatalf("the game stepped leaf %v, of shard %d: the defence did not steer onto shard %d", path, owner, framed)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before := se.stakes(ctx)
	frame, err := se.ShardBlame(ctx, game.ID, se.plan, framed, a.Chains, honest, landed, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, frame); !reverted(err, "BlameUnproven(uint256)") {
		t.Fatalf("blaming the framed shard: %v, want BlameUnproven", err)
	}
	// the steering trace's own op hashes do not help: the framed shard
	// never signed them
	frame2, err := se.ShardBlame(ctx, game.ID, se.plan, framed, a.Chains, honest, steered, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, frame2); !reverted(err, "BlameUnproven(uint256)") {
		t.Fatalf("blaming the framed shard with the steering trace: %v, want BlameUnproven", err)
	}
	blame, err := se.ShardBlame(ctx, game.ID, se.plan, liar, a.Chains, honest, landed, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	gas, shard, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, blame)
	if err != nil {
		t.Fatal(err)
	}
	if shard.Cmp(big.NewInt(liar)) != 0 {
		t.Fatalf("shard %s charged, want %d", shard, liar)
	}
	se.checkSlashed(ctx, t, before, liar)
	t.Logf("steered to leaf %v (shard %d's layers); the liar's blame (%d op hashes) resolved for %d gas", path, framed, len(blame.Hashes), gas)
}

// TestSteeredBlameWithoutProofChargesNobody: shard 1 (the last) lies from
// step 2; a colluding defence goes wrong in shard 0's layers at step 1,
// before any shard's signed value departs from the canonical chain. No
// shard is provably at fault there: blaming the honest shard 0 is refused,
// the liar's ops come after the leaf, and the challenger settles the
// challenge charging nobody (the answer is invalidated, no honest operator
// pays). Only the challenger may settle so.
func TestSteeredBlameWithoutProofChargesNobody(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	const liar, framed = 1, 0
	prompt, n := []int{1}, 5
	a, l := se.landSharded(ctx, t, se.coordinator(t, liar), "steer-early", prompt, n)
	honest := se.trace(t, prompt, n, nil)
	landed := se.trace(t, prompt, n, map[int]func(int, int, []int32){liar: se.lie(liar)})
	early := func(pos, l int, x []int32) {
		if pos == 1 && l == 0 {
			x[1] -= 5
		}
	}
	steered := se.trace(t, prompt, n, map[int]func(int, int, []int32){framed: early})
	ch, _, err := se.Open(ctx, &l.Landed)
	if err != nil {
		t.Fatal(err)
	}
	game, res, err := se.PlayDefence(ctx, ch, honest, bisection.ChainEngineTrace{EngineTrace: steered}, bisection.ChainEngineTrace{EngineTrace: honest}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger {
		t.Fatalf("game outcome %+v, want the challenger", res.Final.Outcome)
	}
	if owner := se.ownerOf(ctx, t, res.Final.Outcome.Path, len(prompt)); owner != framed {
		t.Fatalf("the game stepped leaf %v, of shard %d, want %d", res.Final.Outcome.Path, owner, framed)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	before := se.stakes(ctx)
	frame, err := se.ShardBlame(ctx, game.ID, se.plan, framed, a.Chains, honest, landed, len(prompt))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, game.ID, frame); !reverted(err, "BlameUnproven(uint256)") {
		t.Fatalf("blaming the framed shard: %v, want BlameUnproven", err)
	}
	if _, err := se.ShardBlame(ctx, game.ID, se.plan, liar, a.Chains, honest, landed, len(prompt)); !errors.Is(err, ErrNoBlame) {
		t.Fatalf("a blame of the liar, whose ops follow the leaf: %v, want ErrNoBlame", err)
	}
	if _, _, err := se.SettleSharded(ctx, ch.ID, l, se.Bystander); !reverted(err, "NotAPlayer(address)") {
		t.Fatalf("a bystander settling: %v, want NotAPlayer", err)
	}
	gas, shard, err := se.SettleSharded(ctx, ch.ID, l, se.Challenger)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(2)); shard.Cmp(want) != 0 {
		t.Fatalf("charged %s, want none (ALL − 1)", shard)
	}
	if valid, _ := se.IsValid(ctx, inference.InputHash(prompt, n)); valid {
		t.Error("the lying answer is still valid")
	}
	se.checkSlashed(ctx, t, before, -1)
	t.Logf("settled without a blame: %d gas", gas)
}

// ownerOf is the shard that ran the leaf at path (ShardCommittee.blame).
func (se *shardEnv) ownerOf(ctx context.Context, t *testing.T, path []int, promptLen int) int {
	t.Helper()
	committee, err := se.shardCommittee(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out, err := se.call(ctx, committee, shardABI.PackBlame(big.NewInt(int64(path[0])), big.NewInt(int64(path[1])), big.NewInt(int64(path[2])), big.NewInt(int64(promptLen))))
	if err != nil {
		t.Fatal(err)
	}
	s, err := shardABI.UnpackBlame(out)
	if err != nil {
		t.Fatal(err)
	}
	return int(s.Int64())
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

// TestUndefendedShardedChallengeChargesEveryShard: with no defence there is
// no located leaf, so the won challenge charges every shard's signers (one
// resolveShard per claim, in one transaction), as an unsharded committee's.
func TestUndefendedShardedChallengeChargesEveryShard(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain with the engine")
	}
	ctx := context.Background()
	se := startShardEnv(t, "stories260K")
	_, l := se.landSharded(ctx, t, se.coordinator(t, 0), "undefended", []int{1}, 4)
	ch, _, err := se.Open(ctx, &l.Landed)
	if err != nil {
		t.Fatal(err)
	}
	if err := se.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	gas, shard, err := se.ResolveSharded(ctx, ch.ID, l, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("resolveSharded charging both shards (4 signers): %d gas", gas)
	if shard.Cmp(new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))) != 0 {
		t.Fatalf("charged %s, want ALL", shard)
	}
	half := new(big.Int).Div(new(big.Int).Mul(Stake, big.NewInt(int64(10_000-se.Opts.SlashBips))), big.NewInt(10_000))
	for i, o := range se.Operators {
		if s := must(se.StakeOf(ctx, o.Address())); s.Cmp(half) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, half)
		}
	}
	// resolved once: a second resolution is refused
	if _, _, err := se.ResolveSharded(ctx, ch.ID, l, 0, nil); err == nil {
		t.Fatal("a second resolution went through")
	}
}
