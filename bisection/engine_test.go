package bisection

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

func loadTrace(t *testing.T, model string, prompt []int, n, chunkMACs int) *EngineTrace {
	t.Helper()
	return loadTraceOpts(t, model, prompt, n, EngineOptions{ChunkMACs: chunkMACs})
}

func loadTraceOpts(t *testing.T, model string, prompt []int, n int, opt EngineOptions) *EngineTrace {
	t.Helper()
	m, mf, err := inference.LoadDir(filepath.Join("..", "testdata", "manifests", model))
	if err != nil {
		t.Fatal(err)
	}
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := NewEngineTrace(e, prompt, n, opt)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

var engineModels = []string{"rand-odd40", "rand-qknorm", "rand-gqa3-halfsplit", "rand-vocab5k", "rand-wide", "stories260K"}

// The engine trace is the engine's: level 0 is Generate's checkpoint chain,
// every op and chunk level refines its parent (last leaf = parent leaf,
// anchor = parent's predecessor), op outputs have the shapes StepOps
// predicts, and the op level's leaves chain the op hashes of SPEC.md §8.
func TestEngineTraceIsConsistent(t *testing.T) {
	ctx := context.Background()
	for _, model := range engineModels {
		tr := loadTrace(t, model, []int{1, 7}, 3, 256)
		res, err := tr.Result(ctx)
		if err != nil {
			t.Fatal(err)
		}
		root, _ := RootOf(ctx, tr)
		anchor, _ := tr.Anchor(ctx)
		if tr.Leaves(nil) != len(res.Checkpoints) || root != res.Root {
			t.Fatalf("%s: level 0 is not the checkpoint chain", model)
		}
		chunked := 0
		for k := range tr.Steps() {
			outs, err := tr.Outputs(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			ops := tr.Ops(k)
			if len(ops) != inference.OpsPerStep(tr.eng.Model.Config, k >= 1) || tr.Leaves([]int{k}) != len(ops)+1 {
				t.Fatalf("%s step %d: %d ops", model, k, len(ops))
			}
			prev := anchor
			if k > 0 {
				prev = res.Checkpoints[k-1]
			}
			link := prev
			if p, _ := Prev(ctx, tr, []int{k, 0}); p != prev {
				t.Fatalf("%s step %d: op level does not start from link_{k-1}", model, k)
			}
			for j, op := range ops {
				checkLongChunks(ctx, t, tr, []int{k, j}, prev, outs[j])
				h := inference.OpHash(outs[j])
				prev = OpLeaf(link, prev, j, h)
				if got, _ := tr.Hash(ctx, []int{k}, j); got != prev {
					t.Fatalf("%s step %d op %d: chain leaf differs", model, k, j)
				}
				n := tr.Leaves([]int{k, j})
				if last, _ := tr.Hash(ctx, []int{k, j}, n-1); last != prev {
					t.Fatalf("%s step %d op %d: chunk level does not end at the op leaf", model, k, j)
				}
				for i := range n {
					checkSegmentLevel(ctx, t, tr, []int{k, j, i}, outs[j])
				}
				if op.Chunks() > 1 {
					chunked++
					if n != op.Chunks()+1 {
						t.Fatalf("%s %s: %d leaves for %d chunks", model, op.Name, n, op.Chunks())
					}
				}
			}
			if seal, _ := tr.Hash(ctx, []int{k}, len(ops)); seal != res.Checkpoints[k] {
				t.Fatalf("%s step %d: op level does not end at link_k", model, k)
			}
			checkLinkLevel(ctx, t, tr, k, prev)
		}
		if chunked == 0 {
			t.Fatalf("%s: no op was cut into chunks", model)
		}
	}
}

// StepOps cuts as documented: matrix rows by whole 16-row blocks under the
// MAC budget (one block at least), heads for RoPE, QK-norm and attention,
// elementwise ops whole.
func TestStepOpsChunking(t *testing.T) {
	c := inference.Config{Dim: 64, HiddenDim: 172, Layers: 1, Heads: 8, KVHeads: 4, HeadSize: 8, Vocab: 512, QKNorm: true}
	ops := StepOps(c, true, 1024)
	byName := map[string]OpShape{}
	for i, op := range ops {
		if op.Index != i {
			t.Fatalf("op %d has index %d", i, op.Index)
		}
		byName[op.Name] = op
	}
	for name, want := range map[string][2]int{ // chunk, chunks
		"embed": {64, 1}, "layers.0.wq": {16, 4}, "layers.0.w1": {16, 11}, "layers.0.w2": {16, 4},
		"layers.0.q_norm": {8, 8}, "layers.0.k_norm": {8, 4}, "layers.0.rope": {8, 12}, "layers.0.attention": {8, 8},
		"layers.0.swiglu": {172, 1}, "classifier": {16, 32}, "argmax": {1, 1},
	} {
		op := byName[name]
		if op.Chunk != want[0] || op.Chunks() != want[1] {
			t.Errorf("%s: chunk %d × %d, want %d × %d", name, op.Chunk, op.Chunks(), want[0], want[1])
		}
		if op.Kind == OpMatVec && op.Chunk*op.Cols > 1024 && op.Chunk > BlockRows {
			t.Errorf("%s: a chunk of %d MACs", name, op.Chunk*op.Cols)
		}
		if op.Kind == OpMatVec && op.Chunk%BlockRows != 0 && op.Chunk != op.Out {
			t.Errorf("%s: a chunk of %d rows is not whole blocks", name, op.Chunk)
		}
	}
	if len(ops) != inference.OpsPerStep(c, true) {
		t.Fatalf("%d ops, want %d", len(ops), inference.OpsPerStep(c, true))
	}
}

// Games over the real engine: divergence at checkpoint, op and chunk level,
// both liars, every golden model. The honest side wins at the liar's first
// wrong leaf, and each level takes ⌈log₂ leaves⌉ rounds.
func TestEngineGames(t *testing.T) {
	ctx := context.Background()
	for _, model := range engineModels {
		tr := loadTrace(t, model, []int{1, 7}, 4, 256) // 5 steps: 1 prompt-only, 4 classifying
		steps := tr.Steps()
		last := steps - 1
		ops := tr.Ops(last)
		op := func(name string) int {
			for _, o := range ops {
				if o.Name == name {
					return o.Index
				}
			}
			t.Fatalf("%s: no op %s", model, name)
			return 0
		}
		cls := op("classifier")
		points := [][]int{
			{0}, {last}, {2}, // checkpoint level: the first op of the step is the first lie
			{1, op("layers.0.attention")}, {last, len(ops)}, // op level, the link seal
			{3, op(fmt.Sprintf("layers.%d.w1", tr.eng.Model.Config.Layers-1)), 1}, {last, cls, ops[cls].Chunks()}, // chunk level, the op-hash seal
			{0, 0, 0}, {last, cls, 0}, {last, cls, ops[cls].Chunks() - 1},
		}
		if n, ok := tr.argmaxRanges([]int{last, op("argmax"), 0}); ok {
			// a long argmax's ranges (SPEC.md §8.3): the first, the last, the seal
			points = append(points, []int{last, op("argmax"), 0, 0}, []int{last, op("argmax"), 0, n - 1}, []int{last, op("argmax"), 0, n})
		}
		for _, from := range points {
			for _, liar := range []Side{Defender, Challenger} {
				sides := [2]TraceProvider{tr, tr}
				sides[liar] = Lie(tr, from)
				got, err := Play(ctx, PlayConfig{
					Referee: Referee{Shape: tr, Step: EngineOneStep{Trace: tr}},
					Rules:   testRules, Defender: sides[Defender], Challenger: sides[Challenger],
				})
				if err != nil {
					t.Fatalf("%s from %v, liar %s: %v", model, from, liar, err)
				}
				checkHonestWin(t, got, liar.Other(), fullPath(from, 4))
				if got.Leaves[0] != steps || got.Leaves[1] != tr.Leaves(from[:1]) {
					t.Fatalf("%s: levels %v", model, got.Leaves)
				}
			}
		}
	}
}

// The engine oracle takes only the witness of the isolated leaf, from its
// true predecessor.
func TestEngineOneStepRejects(t *testing.T) {
	ctx := context.Background()
	tr := loadTrace(t, "rand-odd40", []int{1}, 2, 256)
	o := EngineOneStep{Trace: tr}
	path := []int{1, 2, 0, 0}
	data, err := tr.StepData(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	pre, _ := Prev(ctx, tr, path)
	post, err := o.Step(path, pre, data)
	if want, _ := tr.Hash(ctx, path[:3], path[3]); err != nil || post != want {
		t.Fatalf("honest step: %s %v", post, err)
	}
	other, _ := tr.StepData(ctx, []int{1, 3, 0, 0})
	var w EngineWitness
	_ = json.Unmarshal(data.Witness, &w)
	w.Hi++
	widened, _ := json.Marshal(w)
	for name, c := range map[string]struct {
		path []int
		pre  Hash
		data StepData
	}{
		"another op's witness":  {path, pre, other},
		"a widened range":       {path, pre, StepData{Witness: widened}},
		"garbage":               {path, pre, StepData{Witness: []byte("{")}},
		"unknown field":         {path, pre, StepData{Witness: []byte(`{"step":1,"extra":1}`)}},
		"wrong pre-state":       {path, Forge(pre), data},
		"no such leaf":          {[]int{9, 0, 0, 0}, pre, data},
		"a segment of a matvec": {[]int{1, 2, 0, 1}, pre, data},
	} {
		if _, err := o.Step(c.path, c.pre, c.data); !errors.Is(err, ErrBadProof) {
			t.Errorf("%s: %v, want ErrBadProof", name, err)
		}
	}
	if w, _ := tr.Describe([]int{1, 2, 0, 0}); w.Name != "layers.0.wq" || w.Kind != string(OpMatVec) || w.Lo != 0 || w.Hi != 16 {
		t.Errorf("describe: %+v", w)
	}
	ops := tr.Ops(1)
	if w, _ := tr.Describe([]int{1, len(ops), 0, 0}); w.Kind != "kv_layer" || w.Name != "layers.0.kv" {
		t.Errorf("describe the link level's first leaf: %+v", w)
	}
	if w, _ := tr.Describe([]int{1, len(ops), tr.eng.Model.Config.Layers, 0}); w.Kind != "link" {
		t.Errorf("describe the link seal: %+v", w)
	}
	if !slices.Equal(fullPath([]int{4}, 4), []int{4, 0, 0, 0}) {
		t.Error("fullPath")
	}
}

// checkLinkLevel recomputes step k's link level (SPEC.md §8.2) from the
// engine's keys and values: one leaf per layer chaining its new root from
// the op chain's last leaf cLast, then link_k, whose KV root is the Merkle
// root of those layer roots.
func checkLinkLevel(ctx context.Context, t *testing.T, tr *EngineTrace, k int, cLast Hash) {
	t.Helper()
	c := tr.eng.Model.Config
	path := []int{k, len(tr.Ops(k))}
	if n := tr.Leaves(path); n != c.Layers+1 {
		t.Fatalf("step %d: link level of %d leaves, want %d", k, n, c.Layers+1)
	}
	rows, err := tr.eng.KVLeaves(ctx, tr.prompt, tr.n, k+1)
	if err != nil {
		t.Fatal(err)
	}
	f := inference.NewKVForest(c)
	for p, row := range rows {
		f.SetRow(p, row)
	}
	w := cLast
	for l, r := range f.LayerRoots() {
		w = inference.Keccak256(w[:], word(uint64(l)), r[:])
		if got, _ := tr.Hash(ctx, path, l); got != w {
			t.Fatalf("step %d: link level leaf %d differs", k, l)
		}
	}
	res, err := tr.Result(ctx)
	if err != nil {
		t.Fatal(err)
	}
	prev, _ := tr.link(ctx, k-1)
	toks := append(append([]int(nil), tr.prompt[1:]...), res.Tokens...) // y_0, y_1, …
	x := tr.prompt[0]
	if k > 0 {
		x = toks[k-1]
	}
	if inference.Link(prev, k, x, toks[k], inference.MerkleRoot(f.LayerRoots())) != res.Checkpoints[k] {
		t.Fatalf("step %d: link_k's KV root is not the root of the layer roots", k)
	}
	if got, _ := tr.Hash(ctx, path, c.Layers); got != res.Checkpoints[k] {
		t.Fatalf("step %d: the link level does not end at link_k", k)
	}
}

// checkSegmentLevel: below every level-2 leaf the level refines it (last
// leaf = parent, anchor = parent's predecessor); below an attention head it
// has 3n + 1 leaves whose seal recomputes the head's output bit for bit.
func checkSegmentLevel(ctx context.Context, t *testing.T, tr *EngineTrace, path []int, out []int32) {
	t.Helper()
	n := tr.Leaves(path)
	parent, _ := tr.Hash(ctx, path[:2], path[2])
	if last, _ := tr.Hash(ctx, path, n-1); last != parent {
		t.Fatalf("%v: segment level does not end at the parent leaf", path)
	}
	if ranges, ok := tr.argmaxRanges(path); ok {
		checkArgmaxLevel(ctx, t, tr, path, ranges)
		return
	}
	if ranges, ok := tr.colRanges(path); ok {
		checkColumnLevel(ctx, t, tr, path, ranges, out)
		return
	}
	h, ok := tr.attnHead(path)
	if !ok {
		if n != 1 {
			t.Fatalf("%v: %d segment leaves below a non-attention leaf", path, n)
		}
		return
	}
	if n != 3*tr.Segments(path[0])+1 {
		t.Fatalf("%v: %d segment leaves for %d segments", path, n, tr.Segments(path[0]))
	}
	a, err := tr.attention(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	hs := tr.eng.Model.Config.HeadSize
	if !slices.Equal(a.out, out[h*hs:(h+1)*hs]) {
		t.Fatalf("%v: segments give head output %v, the engine %v", path, a.out, out[h*hs:(h+1)*hs])
	}
	seal, err := tr.attentionSeal(ctx, append(slices.Clone(path), n-1))
	if err != nil || seal != parent {
		t.Fatalf("%v: the seal gives %s (%v), the parent is %s", path, seal, err, parent)
	}
	first := append(slices.Clone(path), 0)
	pre, _ := Prev(ctx, tr, first)
	want, _ := Prev(ctx, tr, path)
	if pre != want {
		t.Fatalf("%v: segment level does not start from the parent's predecessor", path)
	}
}

// checkLongChunks recomputes the chunk level of a matvec longer than P
// (SPEC.md §8.3) from its definition: leaf i is keccak256(c_{j−1} ‖ i ‖ the
// root of the blocks of chunks 0 … i, zero blocks after them, at the whole
// tree's depth); the last of them carries the op hash.
// checkColumnLevel checks a wide matvec chunk's column range level (SPEC.md
// §8.4): n ranges of ColRange columns and a seal, starting from the chunk
// leaf's predecessor, whose last sums with the row scales applied are the
// engine's rows.
func checkColumnLevel(ctx context.Context, t *testing.T, tr *EngineTrace, path []int, ranges int, out []int32) {
	t.Helper()
	op := tr.Ops(path[0])[path[1]]
	if want := (op.Cols + ColRange - 1) / ColRange; ranges != want || tr.Leaves(path) != want+1 {
		t.Fatalf("%v: %d column ranges (%d leaves) for %d columns", path, ranges, tr.Leaves(path), op.Cols)
	}
	a, err := tr.columns(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	mat, err := opMatrix(tr.eng.Model, op.Name)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi := chunkRows(op, path[2])
	for r := lo; r < hi; r++ {
		var v int32
		if m := int64(mat.M[r]); m != 0 {
			v = inference.Clamp(inference.RSR(a.states[ranges-1][r-lo]*m, int(mat.R[r])))
		}
		if v != out[r] {
			t.Fatalf("%v: row %d from the last sums is %d, the engine's %d", path, r, v, out[r])
		}
	}
	if pre, _ := Prev(ctx, tr, append(slices.Clone(path), 0)); pre != mustPrev(ctx, t, tr, path) {
		t.Fatalf("%v: column level does not start from the chunk leaf's predecessor", path)
	}
}

func mustPrev(ctx context.Context, t *testing.T, tr *EngineTrace, path []int) Hash {
	t.Helper()
	h, err := Prev(ctx, tr, path)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func checkLongChunks(ctx context.Context, t *testing.T, tr *EngineTrace, path []int, cPrev Hash, out []int32) {
	t.Helper()
	op := tr.Ops(path[0])[path[1]]
	if op.Kind != OpMatVec || op.Out <= inference.OpHashMax {
		return
	}
	var blocks []Hash
	for b := 0; b < op.Out; b += inference.BlockLen {
		blocks = append(blocks, inference.VectorHash(out[b:min(op.Out, b+inference.BlockLen)]))
	}
	full := 1
	for full < len(blocks) {
		full *= 2
	}
	for _, i := range []int{0, 1, op.Chunks() / 2, op.Chunks() - 1} {
		prefix := make([]Hash, full)
		copy(prefix, blocks[:min(len(blocks), (i+1)*op.Chunk/inference.BlockLen)])
		root := inference.MerkleRoot(prefix)
		if got, _ := tr.Hash(ctx, path, i); got != inference.Keccak256(cPrev[:], word(uint64(i)), root[:]) {
			t.Fatalf("%v: long chunk leaf %d is not the block tree's prefix root", path, i)
		}
		if i == op.Chunks()-1 && root != inference.OpHash(out) {
			t.Fatalf("%v: the last chunk's tree root is not the op hash", path)
		}
	}
}

// checkArgmaxLevel recomputes a long argmax's range level (SPEC.md §8.3):
// running maximum and lowest index per range of P logits, chained from the
// op's predecessor; the output is the last index.
func checkArgmaxLevel(ctx context.Context, t *testing.T, tr *EngineTrace, path []int, ranges int) {
	t.Helper()
	if n := tr.Leaves(path); n != ranges+1 {
		t.Fatalf("%v: %d argmax leaves for %d ranges", path, n, ranges)
	}
	outs, err := tr.Outputs(ctx, path[0])
	if err != nil {
		t.Fatal(err)
	}
	logits := outs[path[1]-1]
	u, _ := Prev(ctx, tr, path)
	best := 0
	for s := range ranges {
		for i := s * inference.OpHashMax; i < min(len(logits), (s+1)*inference.OpHashMax); i++ {
			if logits[i] > logits[best] {
				best = i
			}
		}
		h := StateHash([]int64{int64(logits[best]), int64(best)})
		u = inference.Keccak256(u[:], word(uint64(s)), h[:])
		if got, _ := tr.Hash(ctx, path, s); got != u {
			t.Fatalf("%v: argmax range leaf %d differs", path, s)
		}
	}
	if int(outs[path[1]][0]) != best {
		t.Fatalf("%v: ranges give index %d, the engine %d", path, best, outs[path[1]][0])
	}
}

// The segment level over many segments: with B = 3 and B = 1, every
// attention head of several steps reproduces the engine's output, and the
// default B for stories260K (12) on a request past 24 positions too.
func TestAttentionSegmentsReproduceTheEngine(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		model string
		seg   int
		n     int
	}{{"rand-gqa3-halfsplit", 3, 12}, {"rand-qknorm", 1, 6}, {"stories260K", 0, 29}} {
		m, mf, err := inference.LoadDir(filepath.Join("..", "testdata", "manifests", c.model))
		if err != nil {
			t.Fatal(err)
		}
		e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
		tr, err := NewEngineTrace(e, []int{1, 7}, c.n, EngineOptions{ChunkMACs: 256, SegmentLen: c.seg})
		if err != nil {
			t.Fatal(err)
		}
		if c.seg == 0 && tr.SegmentLen() != SegmentLen(m.Config) {
			t.Fatalf("default B %d, want %d", tr.SegmentLen(), SegmentLen(m.Config))
		}
		for _, k := range []int{0, 1, tr.Steps() / 2, tr.Steps() - 1} {
			outs, err := tr.Outputs(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			for j, op := range tr.Ops(k) {
				if op.Kind != OpAttention {
					continue
				}
				for i := range tr.Leaves([]int{k, j}) {
					checkSegmentLevel(ctx, t, tr, []int{k, j, i}, outs[j])
				}
			}
		}
		if c.seg == 0 && (tr.SegmentLen() != 256 || tr.Segments(tr.Steps()-1) != 1) {
			t.Fatalf("stories260K: B = %d, %d segments at step %d", tr.SegmentLen(), tr.Segments(tr.Steps()-1), tr.Steps()-1)
		}
	}
}

// SegmentLen follows the KV leaf size: one head's key and value.
func TestSegmentLen(t *testing.T) {
	for _, c := range []struct {
		cfg  inference.Config
		want int
	}{
		{inference.Config{Layers: 5, KVHeads: 4, HeadSize: 8}, 256},   // stories260K: 64-byte leaves
		{inference.Config{Layers: 28, KVHeads: 8, HeadSize: 128}, 16}, // Qwen3-0.6B: 1 KiB leaves, whatever the depth
		{inference.Config{Layers: 1, KVHeads: 1, HeadSize: 4096}, 1},  // 32 KiB leaves: one position
	} {
		if got := SegmentLen(c.cfg); got != c.want {
			t.Errorf("%+v: B = %d, want %d", c.cfg, got, c.want)
		}
	}
}

// AttentionPath names the segment leaves the trace has.
func TestAttentionPath(t *testing.T) {
	tr := loadTrace(t, "stories260K", []int{1, 7}, 30, 0) // steps 0 … 30, B = 256: one segment
	c := tr.eng.Model.Config
	for _, x := range []struct {
		k, l, h int
		pass    string
		s       int
		want    []int
	}{
		{0, 0, 0, "max", 0, []int{0, 6, 0, 0}},
		{30, 4, 5, "acc", 0, []int{30, 62, 5, 2}}, // n = 1
		{30, 4, 5, "seal", 0, []int{30, 62, 5, 3}},
		{12, 1, 7, "sum", 0, []int{12, 20, 7, 1}},
	} {
		got, err := AttentionPath(c, x.k >= 1, x.k, x.l, x.h, x.pass, x.s)
		if err != nil || !slices.Equal(got, x.want) {
			t.Errorf("%+v: %v %v", x, got, err)
			continue
		}
		if w, err := tr.Describe(got); err != nil || w.Pass != x.pass {
			t.Errorf("%v: %+v %v", got, w, err)
		}
	}
	for _, bad := range [][2]any{{"acc", 1}, {"seal", 1}, {"min", 0}} {
		if _, err := AttentionPath(c, true, 30, 0, 0, bad[0].(string), bad[1].(int)); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// OpChains gives, from one run, what OpChain gives step by step, long
// matvecs (rand-vocab5k's classifier, whose op hash is its block tree's
// root) included.
func TestOpChainsIsOpChainEveryStep(t *testing.T) {
	ctx := context.Background()
	for _, model := range engineModels {
		tr := loadTrace(t, model, []int{1, 2}, 3, 0)
		chains, links, err := tr.OpChains(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(chains) != tr.Steps() || len(links) != tr.Steps() {
			t.Fatalf("%s: %d chains, %d links for %d steps", model, len(chains), len(links), tr.Steps())
		}
		for k := range tr.Steps() {
			_, chain, link, err := tr.OpChain(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			if link != links[k] || !slices.Equal(chain, chains[k]) {
				t.Errorf("%s step %d: OpChains is not OpChain's", model, k)
			}
		}
	}
}
