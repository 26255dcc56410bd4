package bisection

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"path/filepath"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// shardLanding is a landed sharded answer of stories260K with a lying
// shard: landed is the trace of the run the answer was built from (a
// pipeline whose liar adds delta to x[0] after its first layer from step
// `from` on), eng the honest operators' engine.
type shardLanding struct {
	eng    *inference.Engine
	mf     *inference.Manifest
	plan   inference.ShardPlan
	landed *EngineTrace
	prompt []int
	n      int
}

func landSharded(t testing.TB, plan string, liar, from int, delta int32) *shardLanding {
	t.Helper()
	m, mf, err := inference.LoadDir(filepath.Join("..", "testdata", "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := inference.ParseShardPlan(plan, m.Config.Layers)
	if err != nil {
		t.Fatal(err)
	}
	first := p[liar].Start
	pipe := inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: p, Lies: map[int]*inference.Lie{
		liar: {Layer: first, At: func(pos int, x []int32) {
			if pos >= from {
				x[0] += delta
			}
		}}}}
	l := &shardLanding{eng: &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}, mf: mf, plan: p,
		prompt: []int{1, 7, 12}, n: 4}
	l.landed, err = NewEngineTrace(&inference.Engine{Model: m, Manifest: mf.Hash, Backend: pipe}, l.prompt, l.n, EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// ops is shard s's first and last op at step k.
func (l *shardLanding) ops(s, k int) (f, e int) {
	c := l.eng.Model.Config
	return ShardOps(l.plan, s, k, c.Layers, c.QKNorm, len(l.prompt))
}

// view is what shard s's operators kept of the landed answer.
func (l *shardLanding) view(ctx context.Context, t testing.TB, s int) ShardView {
	t.Helper()
	res, err := l.landed.Result(ctx)
	if err != nil {
		t.Fatal(err)
	}
	v := ShardView{Shard: s, Plan: l.plan, Links: slices.Clone(res.Checkpoints), Tokens: slices.Clone(res.Tokens)}
	f, _ := l.ops(s, 0)
	for p := range l.landed.Steps() {
		kv, err := l.landed.kvForest(ctx, p+1)
		if err != nil {
			t.Fatal(err)
		}
		v.LayerRoots = append(v.LayerRoots, kv.LayerRoots())
		if s == 0 {
			continue
		}
		outs, err := l.landed.Outputs(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		_, chain, _, err := l.landed.OpChain(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		v.Residuals = append(v.Residuals, slices.Clone(outs[f-1]))
		v.In, v.Prev = append(v.In, chain[f-1]), append(v.Prev, chain[f-2])
	}
	return v
}

// forgeRoots is the answer whose liar (shard liar) also reported garbage KV
// roots for its own layers: links rebuilt from them, and shard s's view of
// it (its in values refolded under the new links). chains[k] is step k's
// op chain c_0 … c_{M−1} of the landed run's op hashes under the new link
// (the values the shards signed).
func (l *shardLanding) forgeRoots(ctx context.Context, t testing.TB, v ShardView, liar int) (ShardView, [][]Hash) {
	t.Helper()
	v.LayerRoots = slices.Clone(v.LayerRoots)
	v.Links = slices.Clone(v.Links)
	v.In, v.Prev = slices.Clone(v.In), slices.Clone(v.Prev)
	ys := append(slices.Clone(l.prompt[1:]), v.Tokens...)
	link, x := inference.Genesis(l.mf.Hash, inference.InputHash(l.prompt, l.n)), l.prompt[0]
	f, _ := l.ops(v.Shard, 0)
	var chains [][]Hash
	for p := range v.Links {
		hashes, _, _, err := l.landed.OpChain(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		chain, c := []Hash{}, link
		for j, h := range hashes {
			c = OpLeaf(link, c, j, h)
			chain = append(chain, c)
		}
		chains = append(chains, chain)
		if v.Shard > 0 {
			v.In[p], v.Prev[p] = chain[f-1], chain[f-2]
		}
		roots := slices.Clone(v.LayerRoots[p])
		for ly := l.plan[liar].Start; ly < l.plan[liar].End; ly++ {
			roots[ly] = inference.Keccak256([]byte(fmt.Sprintf("garbage %d %d", p, ly)))
		}
		v.LayerRoots[p] = roots
		link = inference.Link(link, p, x, ys[p], inference.MerkleRoot(roots))
		v.Links[p], x = link, ys[p]
	}
	return v, chains
}

// witnessPaths are leaves inside shard s's ops at step k: its first op, a
// chunk of its first layer's w1, two segments of an attention head that
// read earlier positions' KV (k ≥ 1), and its last op.
func (l *shardLanding) witnessPaths(t testing.TB, s, k int) [][]int {
	t.Helper()
	c := l.eng.Model.Config
	f, e := l.ops(s, k)
	ly := l.plan[s].Start
	classify := k >= len(l.prompt)-1
	w1 := opIndex(StepOps(c, classify, 0), fmt.Sprintf("layers.%d.w1", ly))
	maxSeg, err := AttentionPath(c, classify, k, ly, 3, "max", 0)
	if err != nil {
		t.Fatal(err)
	}
	accSeg, err := AttentionPath(c, classify, k, l.plan[s].End-1, 6, "acc", 0)
	if err != nil {
		t.Fatal(err)
	}
	return [][]int{{k, f, 0, 0}, {k, w1, 1, 0}, maxSeg, accSeg, {k, e, 0, 0}}
}

// checkShardLeaves: tr's op-level leaves f−1 … e at every step are want's.
func checkShardLeaves(ctx context.Context, t *testing.T, l *shardLanding, tr *EngineTrace, s int, want func(k, j int) Hash) {
	t.Helper()
	for k := range tr.Steps() {
		f, e := l.ops(s, k)
		for j := f - 1; j <= e; j++ {
			if j < 0 {
				continue
			}
			got, err := tr.Hash(ctx, []int{k}, j)
			if err != nil {
				t.Fatal(err)
			}
			if w := want(k, j); got != w {
				t.Fatalf("shard %d step %d op %d: leaf %s, the shard signed %s", s, k, j, got, w)
			}
		}
	}
}

// checkSubLeaves: below every op of shard s at step k, tr's chunk and
// segment levels are ref's (the landed run's: the same inputs, the same
// link).
func checkSubLeaves(ctx context.Context, t *testing.T, l *shardLanding, tr, ref *EngineTrace, s, k int) {
	t.Helper()
	f, e := l.ops(s, k)
	for j := f; j <= e; j++ {
		for i := range tr.Leaves([]int{k, j}) {
			path := []int{k, j, i}
			for x := range tr.Leaves(path) {
				got, err1 := tr.Hash(ctx, path, x)
				want, err2 := ref.Hash(ctx, path, x)
				if err1 != nil || err2 != nil || got != want {
					t.Fatalf("shard %d leaf %v/%d: %s (%v), landed %s (%v)", s, path, x, got, err1, want, err2)
				}
			}
		}
	}
}

// checkOneStep: at each path the Go oracle, given tr's JSON witness and
// tr's predecessor, yields want(path); and tr's EngineStep witness opens
// what it claims against the view (checkWitnessOpens).
func checkOneStep(ctx context.Context, t *testing.T, tr *EngineTrace, v ShardView, paths [][]int, want func(path []int) Hash) {
	t.Helper()
	proved := 0
	for _, path := range paths {
		pre, err := Prev(ctx, tr, path)
		if err != nil {
			t.Fatal(err)
		}
		data, err := tr.StepData(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		post, err := EngineOneStep{Trace: tr}.Step(path, pre, data)
		if err != nil || post != want(path) {
			t.Fatalf("one-step at %v: %s (%v), want %s", path, post, err, want(path))
		}
		sd, err := ChainEngineTrace{EngineTrace: tr}.StepData(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		w, err := DecodeStepWitness(sd.Witness)
		if err != nil {
			t.Fatal(err)
		}
		if checkWitnessOpens(ctx, t, tr, v, path, w) {
			proved++
		}
	}
	if proved < 2 {
		t.Fatalf("%d witnesses proved KV leaves against kvroot_{k−1}, want the two segments'", proved)
	}
}

// checkWitnessOpens checks, as EngineStep does, an EngineStep witness's
// openings: link_{k−1} is the view's; ChainFrom folded with the op hashes
// is c_{j−1} (the handed-in value for the shard's first op); where it
// opens link_{k−1}'s preimage, its KV root is the view's; and its KV
// leaves prove against that root (proved: it had KV leaves).
func checkWitnessOpens(ctx context.Context, t *testing.T, tr *EngineTrace, v ShardView, path []int, w StepWitness) (proved bool) {
	t.Helper()
	k, j := path[0], path[1]
	link, _ := tr.Anchor(ctx)
	if k > 0 {
		link = v.Links[k-1]
	}
	if w.LinkPrev != link {
		t.Fatalf("%v: the witness's link_{k−1} is not the answer's", path)
	}
	c, from := Hash(w.ChainFrom), int(w.OpFrom.Int64())
	if from == 0 {
		c = link
	}
	for x, h := range w.OpHashes {
		c = OpLeaf(link, c, from+x, h)
	}
	if want, _ := Prev(ctx, tr, []int{k, j}); c != want {
		t.Fatalf("%v: the opened op chain ends at %s, not c_{j−1} %s", path, c, want)
	}
	if f, _ := ShardOps(v.Plan, v.Shard, k, tr.eng.Model.Config.Layers, tr.eng.Model.Config.QKNorm, len(tr.prompt)); v.Shard > 0 && j == f && c != v.In[k] {
		t.Fatalf("%v: the shard's first op does not start from its in value", path)
	}
	if w.PrevKvRoot == ([32]byte{}) {
		return false
	}
	if w.PrevKvRoot != inference.MerkleRoot(v.LayerRoots[k-1]) ||
		inference.Link(w.PrevLink, k-1, int(w.PrevIn.Int64()), int(w.PrevOut.Int64()), w.PrevKvRoot) != link {
		t.Fatalf("%v: link_{k−1}'s preimage is not the answer's", path)
	}
	if len(w.Kv) > 0 && !kvRangeProves(tr, path, w) {
		t.Fatalf("%v: the KV leaves do not prove against kvroot_{k−1}", path)
	}
	return len(w.Kv) > 0
}

// kvRangeProves folds an attention segment's KV leaves with the witness's
// range multiproof (KVTree.RangeProof) to its tree's root, and that root
// with the rest of the siblings (KVForest.RootPath) to PrevKvRoot.
func kvRangeProves(tr *EngineTrace, path []int, w StepWitness) bool {
	c := tr.eng.Model.Config
	d, _ := tr.Describe(path)
	lo, hi := d.From, min(d.To, path[0])
	var layer int
	fmt.Sscanf(d.Name, "layers.%d.", &layer)
	g := path[2] / (c.Heads / c.KVHeads)
	var nodes []Hash
	for p := range hi - lo {
		leaf := w.Kv[p*8*c.HeadSize : (p+1)*8*c.HeadSize]
		vals := make([]int32, 2*c.HeadSize)
		for i := range vals {
			vals[i] = int32(binary.BigEndian.Uint32(leaf[4*i:]))
		}
		nodes = append(nodes, inference.HeadLeaf(vals[:c.HeadSize], vals[c.HeadSize:]))
	}
	sib := w.Siblings
	next := func() Hash { h := Hash(sib[0]); sib = sib[1:]; return h }
	for range inference.NewKVTree(c.SeqLen).Depth() {
		if lo%2 == 1 {
			nodes, lo = append([]Hash{next()}, nodes...), lo-1
		}
		if hi%2 == 1 {
			nodes, hi = append(nodes, next()), hi+1
		}
		var up []Hash
		for i := 0; i < len(nodes); i += 2 {
			up = append(up, inference.Keccak256(nodes[i][:], nodes[i+1][:]))
		}
		nodes, lo, hi = up, lo/2, hi/2
	}
	rest := make([]Hash, len(sib))
	for i := range sib {
		rest[i] = sib[i]
	}
	headBits := bits.Len(uint(c.KVHeads - 1))
	return len(nodes) == 1 && inference.VerifyMerkleProof(w.PrevKvRoot, nodes[0], layer<<headBits|g, rest)
}

// An honest shard downstream of a lie (and an honest first shard upstream
// of one, on the answer's tokens) defends from its view: the shard trace's
// leaves over its ops are the ones it signed at every step, the canonical
// trace's are not, and its witnesses inside its ops win a one-step.
func TestShardTraceReproducesTheLandedShard(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		liar  int
		delta int32
		views []int
	}{{0, 3, []int{1, 2}}, {1, 1 << 16, []int{0, 2}}} {
		l := landSharded(t, "0-1,2-3,4-4", c.liar, 2, c.delta)
		honest, err := NewEngineTrace(l.eng, l.prompt, l.n, EngineOptions{})
		if err != nil {
			t.Fatal(err)
		}
		hres, err1 := honest.Result(ctx)
		lres, err2 := l.landed.Result(ctx)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if c.liar > 0 && slices.Equal(hres.Tokens, lres.Tokens) {
			// the first shard then embeds tokens the canonical run does not
			t.Fatalf("liar %d: the lie did not change the tokens", c.liar)
		}
		for _, s := range c.views {
			t.Run(fmt.Sprintf("liar %d, shard %d", c.liar, s), func(t *testing.T) {
				v := l.view(ctx, t, s)
				tr, err := NewShardTrace(l.eng, l.prompt, l.n, v, EngineOptions{})
				if err != nil {
					t.Fatal(err)
				}
				checkShardLeaves(ctx, t, l, tr, s, func(k, j int) Hash {
					h, err := l.landed.Hash(ctx, []int{k}, j)
					if err != nil {
						t.Fatal(err)
					}
					return h
				})
				last := tr.Steps() - 1
				_, e := l.ops(s, last)
				if a, b := mustHash(ctx, t, honest, []int{last}, e), mustHash(ctx, t, tr, []int{last}, e); a == b {
					t.Fatal("the canonical trace agrees with the shard: the lie did not reach it")
				}
				checkSubLeaves(ctx, t, l, tr, l.landed, s, last)
				checkOneStep(ctx, t, tr, v, l.witnessPaths(t, s, last), func(path []int) Hash {
					return mustHash(ctx, t, l.landed, path[:3], path[3])
				})
			})
		}
	}
}

// A liar that also reported garbage KV roots for its own layers (the
// answer's links built from them) puts link values no full-model run
// reproduces into every op leaf; the shard trace still gives the honest
// shard's signed values and witnesses that open against those links.
func TestShardTraceUnderForgedLayerRoots(t *testing.T) {
	ctx := context.Background()
	l := landSharded(t, "0-1,2-3,4-4", 0, 2, 3)
	for _, s := range []int{1, 2} {
		v, chains := l.forgeRoots(ctx, t, l.view(ctx, t, s), 0)
		tr, err := NewShardTrace(l.eng, l.prompt, l.n, v, EngineOptions{})
		if err != nil {
			t.Fatal(err)
		}
		checkShardLeaves(ctx, t, l, tr, s, func(k, j int) Hash { return chains[k][j] })
		last := tr.Steps() - 1
		f, _ := l.ops(s, last)
		if mustHash(ctx, t, l.landed, []int{last}, f) == chains[last][f] {
			t.Fatal("the forged roots did not change the links")
		}
		checkOneStep(ctx, t, tr, v, l.witnessPaths(t, s, last), func(path []int) Hash {
			return mustHash(ctx, t, tr, path[:3], path[3])
		})
	}
}

// A view that does not fit the request is refused with ErrShardView.
func TestShardTraceRejectsABadView(t *testing.T) {
	ctx := context.Background()
	l := landSharded(t, "0-1,2-3,4-4", 0, 2, 3)
	good := l.view(ctx, t, 1)
	for name, change := range map[string]func(v *ShardView){
		"a short residual":        func(v *ShardView) { v.Residuals[3] = v.Residuals[3][:10] },
		"a residual missing":      func(v *ShardView) { v.Residuals = v.Residuals[1:] },
		"a link missing":          func(v *ShardView) { v.Links = v.Links[1:] },
		"a token too many":        func(v *ShardView) { v.Tokens = append(v.Tokens, 5) },
		"a token out of vocab":    func(v *ShardView) { v.Tokens[0] = 1 << 20 },
		"a layer root short":      func(v *ShardView) { v.LayerRoots[2] = v.LayerRoots[2][1:] },
		"a root not in the links": func(v *ShardView) { v.LayerRoots[2][0][0] ^= 1 },
		"an in value not folded":  func(v *ShardView) { v.In[1][0] ^= 1 },
		"a shard past the plan":   func(v *ShardView) { v.Shard = 3 },
		"a plan with a gap":       func(v *ShardView) { v.Plan = inference.ShardPlan{{Start: 0, End: 2}, {Start: 3, End: 5}} },
	} {
		v := good
		v.Residuals, v.Links, v.Tokens, v.In = slices.Clone(v.Residuals), slices.Clone(v.Links), slices.Clone(v.Tokens), slices.Clone(v.In)
		v.LayerRoots = make([][]Hash, len(good.LayerRoots))
		for p := range v.LayerRoots {
			v.LayerRoots[p] = slices.Clone(good.LayerRoots[p])
		}
		change(&v)
		if _, err := NewShardTrace(l.eng, l.prompt, l.n, v, EngineOptions{}); !errors.Is(err, ErrShardView) {
			t.Errorf("%s: %v, want ErrShardView", name, err)
		}
	}
	if _, err := NewShardTrace(l.eng, l.prompt, l.n, good, EngineOptions{}); err != nil {
		t.Fatalf("the good view: %v", err)
	}
}

func mustHash(ctx context.Context, t testing.TB, tr *EngineTrace, path []int, i int) Hash {
	t.Helper()
	h, err := tr.Hash(ctx, path, i)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// ShardTraceCase is a shard trace of a landed lying answer and the step
// whose leaves inside the shard's ops (F … E) an independent one-step
// re-executes: shardtrace_rust_test.go (package bisection_test, which may
// import steprs) runs the Rust EngineStep on their witnesses.
type ShardTraceCase struct {
	Name     string
	Trace    *EngineTrace
	Manifest *inference.Manifest
	Prompt   []int
	N        int
	Step     int
	F, E     int
}

// ShardTraceCases are the shard traces of the tests above: the honest
// shard 1 under a lying shard 0, the first shard under a lying shard 1 that
// changed the tokens, and shards 1 and 2 under a liar that also forged its
// layers' KV roots.
func ShardTraceCases(t testing.TB) []ShardTraceCase {
	t.Helper()
	ctx := context.Background()
	var out []ShardTraceCase
	add := func(name string, l *shardLanding, v ShardView) {
		tr, err := NewShardTrace(l.eng, l.prompt, l.n, v, EngineOptions{})
		if err != nil {
			t.Fatal(err)
		}
		k := tr.Steps() - 1
		f, e := l.ops(v.Shard, k)
		out = append(out, ShardTraceCase{Name: name, Trace: tr, Manifest: l.mf, Prompt: l.prompt, N: l.n, Step: k, F: f, E: e})
	}
	l0 := landSharded(t, "0-1,2-3,4-4", 0, 2, 3)
	add("liar 0, shard 1", l0, l0.view(ctx, t, 1))
	l1 := landSharded(t, "0-1,2-3,4-4", 1, 2, 1<<16)
	add("liar 1, shard 0", l1, l1.view(ctx, t, 0))
	for _, s := range []int{1, 2} {
		v, _ := l0.forgeRoots(ctx, t, l0.view(ctx, t, s), 0)
		add(fmt.Sprintf("forged roots, shard %d", s), l0, v)
	}
	return out
}
