package bisection

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/deepcall/deepcall/inference"
)

// The engine trace has four levels (doc.go explains why each is shaped so;
// SPEC.md §8.1 fixes the segment level):
//
//	level 0 "checkpoints": leaf p = link_p of SPEC.md §7.4, p = 0 … L+n−2;
//	    anchor = the genesis link.
//	level 1 "ops", inside step k (M = its op count, SPEC.md §8):
//	    leaf j < M = c_j = keccak256(c_{j−1} ‖ uint256(j) ‖ h_j), h_j the op
//	    hash (inference.OpHash of op j's output), c_{−1} = link_{k−1};
//	    leaf M = link_k (the "link" seal: recomputed from c_{M−1}'s ops).
//	level 2 "chunks", inside op j of step k, whose output is cut into C
//	    chunks (OpShape.Chunk elements each):
//	    C = 1: one leaf, c_j (the whole op is re-executed);
//	    C > 1: leaf i < C = r_i = keccak256(r_{i−1} ‖ uint256(i) ‖
//	    VectorHash(chunk_i)), r_{−1} = c_{j−1}; leaf C = c_j (the "op" seal:
//	    h_j from the chunks, then c_j). A matvec longer than OpHashMax
//	    (SPEC.md §8.3): leaf i < C = keccak256(c_{j−1} ‖ uint256(i) ‖ t_i),
//	    t_i its block tree's root over chunks 0 … i; leaf C = c_j.
//	    Inside the link seal (j = M): one leaf, link_k.
//	level 3 "segments", inside one query head h of an attention op of layer
//	    l at step k (a chunk leaf i < C, or the op's single leaf when C = 1),
//	    over the T = k + 1 cached positions cut into n = ⌈T/B⌉ segments of
//	    B = SegmentLen positions (segment s: positions s·B … min(T, (s+1)·B)−1):
//	    leaf s        (pass "max"): m_s = max of s_t over segments 0 … s;
//	    leaf n + s    (pass "sum"): S_s = Σ e_t over segments 0 … s (m = m_{n−1});
//	    leaf 2n + s   (pass "acc"): A_s[i] = Σ π_t·V_t,i over segments 0 … s
//	        (m, S = S_{n−1}), exact;
//	    leaf x < 3n = u_x = keccak256(u_{x−1} ‖ uint256(x) ‖ StateHash(state_x)),
//	    the state's values as int256 words, u_{−1} = the parent leaf's
//	    predecessor (r_{i−1}, or c_{j−1} when C = 1);
//	    leaf 3n = the parent leaf (the "seal": o_i = clamp(rsr(A_{n−1}[i], 30)),
//	    then r_i, or c_j when C = 1).
//	    Every other leaf of level 2: one leaf, its parent's value.
//
// Each level's last leaf equals the parent leaf and its anchor the parent's
// predecessor, as Shape requires.

// EngineOptions tune the engine trace.
type EngineOptions struct {
	ChunkMACs int // 0: DefaultChunkMACs
	// SegmentLen overrides B (0: SegmentLen of the model). Only the default
	// matches the on-chain EngineStep; the Go games use small B to exercise
	// many segments on short requests.
	SegmentLen int
	// Blob is the model's weight blob (SPEC.md §5) when the caller has it
	// encoded already; nil: encoded when a step first needs its weights.
	Blob []byte
}

// EngineTrace is the honest trace of one request computed by an
// inference.Engine: checkpoints from Generate, op outputs from a traced
// Generate of the one disputed step (cached).
type EngineTrace struct {
	eng    *inference.Engine
	prompt []int
	n      int
	ops    [2][]OpShape // [classify]
	seg    int          // B

	mu    sync.Mutex
	res   *inference.Result
	steps map[int]*engineStep
	kv    [][]int32               // KV leaf values of positions 0 … len−1
	segs  map[[3]int]*attnTrace   // by (step, op, head)
	kvUps map[int]*kvUpdate       // by step
	cols  map[[3]int]*argmaxTrace // column range levels, by (step, op, chunk)

	piecesOnce sync.Once
	blob       []byte // EngineOptions.Blob
	weights    *blobPieces

	view *shardOverride // NewShardTrace's: what is taken from a shard's view (nil: nothing)
}

type engineStep struct {
	outs   [][]int32
	chain  []Hash   // c_0 … c_{M−1}
	hashes []Hash   // h_0 … h_{M−1}
	chunks [][]Hash // per op: r_0 … r_{C−1} (only when C > 1)
}

// NewEngineTrace prepares the trace of prompt and n generated tokens; it
// computes nothing until asked.
func NewEngineTrace(e *inference.Engine, prompt []int, n int, opt EngineOptions) (*EngineTrace, error) {
	if err := inference.CheckRequest(e.Model.Config, prompt, n); err != nil {
		return nil, err
	}
	t := &EngineTrace{eng: e, prompt: append([]int(nil), prompt...), n: n, steps: map[int]*engineStep{}, segs: map[[3]int]*attnTrace{}, kvUps: map[int]*kvUpdate{},
		cols: map[[3]int]*argmaxTrace{}}
	t.seg = opt.SegmentLen
	t.blob = opt.Blob
	if t.seg < 1 {
		t.seg = SegmentLen(e.Model.Config)
	}
	t.ops[0] = StepOps(e.Model.Config, false, opt.ChunkMACs)
	t.ops[1] = StepOps(e.Model.Config, true, opt.ChunkMACs)
	return t, nil
}

// Steps is the number of checkpoints, L+n−1.
func (t *EngineTrace) Steps() int { return len(t.prompt) + t.n - 1 }

// Ops is step k's op list.
func (t *EngineTrace) Ops(k int) []OpShape {
	if k >= len(t.prompt)-1 {
		return t.ops[1]
	}
	return t.ops[0]
}

// Levels implements Shape.
func (t *EngineTrace) Levels() int { return 4 }

// LevelName implements Shape.
func (t *EngineTrace) LevelName(level int) string {
	return [...]string{"checkpoints", "ops", "chunks", "segments"}[level]
}

// SegmentLen is B, the positions of one attention segment.
func (t *EngineTrace) SegmentLen() int { return t.seg }

// Segments is n = ⌈(k+1)/B⌉, the segments of an attention head at step k.
func (t *EngineTrace) Segments(k int) int { return (k + t.seg) / t.seg }

// Leaves implements Shape.
func (t *EngineTrace) Leaves(path []int) int {
	switch len(path) {
	case 0:
		return t.Steps()
	case 1:
		return len(t.Ops(path[0])) + 1
	case 3:
		if _, ok := t.attnHead(path); ok {
			return 3*t.Segments(path[0]) + 1
		}
		if n, ok := t.argmaxRanges(path); ok {
			return n + 1
		}
		if n, ok := t.colRanges(path); ok {
			return n + 1
		}
		return 1
	}
	ops := t.Ops(path[0])
	if path[1] == len(ops) {
		return t.eng.Model.Config.Layers + 1 // the link level: one leaf per layer, then link_k
	}
	if c := ops[path[1]].Chunks(); c > 1 {
		return c + 1
	}
	return 1
}

// Anchor implements TraceProvider: the genesis link.
func (t *EngineTrace) Anchor(context.Context) (Hash, error) {
	return inference.Genesis(t.eng.Manifest, inference.InputHash(t.prompt, t.n)), nil
}

// Result runs (once) the whole generation.
func (t *EngineTrace) Result(ctx context.Context) (*inference.Result, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.res == nil {
		res, err := t.eng.Generate(ctx, t.prompt, t.n, nil)
		if err != nil {
			return nil, err
		}
		t.view.patch(res)
		t.res = res
	}
	return t.res, nil
}

// Outputs returns step k's op outputs in spec order (computed once).
func (t *EngineTrace) Outputs(ctx context.Context, k int) ([][]int32, error) {
	s, err := t.step(ctx, k)
	if err != nil {
		return nil, err
	}
	return s.outs, nil
}

func (t *EngineTrace) step(ctx context.Context, k int) (*engineStep, error) {
	t.mu.Lock()
	s := t.steps[k]
	t.mu.Unlock()
	if s != nil {
		return s, nil
	}
	if k < 0 || k >= t.Steps() {
		return nil, fmt.Errorf("engine trace: step %d outside 0 … %d", k, t.Steps()-1)
	}
	ops := t.Ops(k)
	s = &engineStep{}
	var bad error
	_, err := t.eng.Generate(ctx, t.prompt, t.n, &inference.StepTrace{Step: k, Func: func(op inference.Op, out []int32) {
		i := len(s.outs)
		if bad == nil && (i >= len(ops) || op.Index != i || op.Name != ops[i].Name || len(out) != ops[i].Out) {
			bad = fmt.Errorf("engine trace: step %d op %d %q (%d values) does not match the expected op list", k, op.Index, op.Name, len(out))
		}
		s.outs = append(s.outs, append([]int32(nil), out...))
	}})
	if err != nil {
		return nil, err
	}
	if bad == nil && len(s.outs) != len(ops) {
		bad = fmt.Errorf("engine trace: step %d traced %d ops, want %d", k, len(s.outs), len(ops))
	}
	if bad != nil {
		return nil, bad
	}
	link, err := t.link(ctx, k-1)
	if err != nil {
		return nil, err
	}
	prev := link // c_{−1}
	s.chunks = make([][]Hash, len(ops))
	for j, op := range ops {
		var h Hash // the op hash
		switch c := op.Chunks(); {
		case op.long():
			// SPEC.md §8.3: chunk leaf i = keccak256(c_{j−1} ‖ i ‖ t_i), t_i the
			// block tree's root over chunks 0 … i; the whole tree's is the op hash
			tree := inference.NewKVTree((op.Out + inference.BlockLen - 1) / inference.BlockLen)
			for i := range c {
				for b := i * op.Chunk / inference.BlockLen; b*inference.BlockLen < min(op.Out, (i+1)*op.Chunk); b++ {
					tree.Set(b, inference.VectorHash(s.outs[j][b*inference.BlockLen:min(op.Out, (b+1)*inference.BlockLen)]))
				}
				t := tree.Root()
				s.chunks[j] = append(s.chunks[j], inference.Keccak256(prev[:], word(uint64(i)), t[:]))
			}
			h = tree.Root()
		case c > 1:
			r := prev
			for i := range c {
				lo, hi := i*op.Chunk, min(op.Out, (i+1)*op.Chunk)
				ch := inference.VectorHash(s.outs[j][lo:hi])
				r = inference.Keccak256(r[:], word(uint64(i)), ch[:])
				s.chunks[j] = append(s.chunks[j], r)
			}
			h = inference.OpHash(s.outs[j])
		default:
			h = inference.OpHash(s.outs[j])
		}
		prev = t.view.chain(k, j, OpLeaf(link, prev, j, h))
		s.chain = append(s.chain, prev)
		s.hashes = append(s.hashes, h)
	}
	t.mu.Lock()
	t.steps[k] = s
	t.mu.Unlock()
	return s, nil
}

// OpChain returns step k's op hashes h_0 … h_{M−1} and op-chain leaves
// c_0 … c_{M−1} (SPEC.md §8), and link_{k−1}, the chain's first word.
func (t *EngineTrace) OpChain(ctx context.Context, k int) (hashes, chain []Hash, link Hash, err error) {
	s, err := t.step(ctx, k)
	if err != nil {
		return nil, nil, Hash{}, err
	}
	if link, err = t.link(ctx, k-1); err != nil {
		return nil, nil, Hash{}, err
	}
	return s.hashes, s.chain, link, nil
}

// OpChains is every step's op-chain leaves c_0 … c_{M−1} with link_{k−1}
// (what OpChain gives step by step) from one run of the model: OpChain
// reruns it for each step, so a caller that needs every step's chain (to
// find where a shard first left it) asks here.
func (t *EngineTrace) OpChains(ctx context.Context) (chains [][]Hash, links []Hash, err error) {
	var hashes [][]Hash
	if _, err := t.eng.Generate(ctx, t.prompt, t.n, &inference.StepTrace{All: true, Func: func(op inference.Op, out []int32) {
		if op.Index == 0 {
			hashes = append(hashes, nil)
		}
		hashes[len(hashes)-1] = append(hashes[len(hashes)-1], inference.OpHash(out))
	}}); err != nil {
		return nil, nil, err
	}
	if len(hashes) != t.Steps() {
		return nil, nil, fmt.Errorf("engine trace: %d steps traced, want %d", len(hashes), t.Steps())
	}
	for k, hs := range hashes {
		if len(hs) != len(t.Ops(k)) {
			return nil, nil, fmt.Errorf("engine trace: step %d traced %d ops, want %d", k, len(hs), len(t.Ops(k)))
		}
		link, err := t.link(ctx, k-1)
		if err != nil {
			return nil, nil, err
		}
		chain, prev := make([]Hash, len(hs)), link
		for j, h := range hs {
			prev = t.view.chain(k, j, OpLeaf(link, prev, j, h))
			chain[j] = prev
		}
		chains, links = append(chains, chain), append(links, link)
	}
	return chains, links, nil
}

// link is link_k, the genesis link for k = −1.
func (t *EngineTrace) link(ctx context.Context, k int) (Hash, error) {
	if k < 0 {
		return t.Anchor(ctx)
	}
	if l, ok := t.view.link(k); ok {
		return l, nil // no run needed
	}
	res, err := t.Result(ctx)
	if err != nil {
		return Hash{}, err
	}
	return res.Checkpoints[k], nil
}

// Hash implements TraceProvider.
func (t *EngineTrace) Hash(ctx context.Context, path []int, i int) (Hash, error) {
	if i < 0 || i >= t.Leaves(path) {
		return Hash{}, fmt.Errorf("engine trace: leaf %d under %v outside a level of %d", i, path, t.Leaves(path))
	}
	if len(path) == 0 {
		return t.link(ctx, i)
	}
	if len(path) == 3 {
		if i == t.Leaves(path)-1 {
			return t.Hash(ctx, path[:2], path[2])
		}
		if _, ok := t.argmaxRanges(path); ok {
			a, err := t.argmax(ctx, path)
			if err != nil {
				return Hash{}, err
			}
			return a.leaves[i], nil
		}
		if _, ok := t.colRanges(path); ok {
			a, err := t.columns(ctx, path)
			if err != nil {
				return Hash{}, err
			}
			return a.leaves[i], nil
		}
		a, err := t.attention(ctx, path)
		if err != nil {
			return Hash{}, err
		}
		return a.leaves[i], nil
	}
	k := path[0]
	ops := t.Ops(k)
	j := i
	if len(path) == 2 {
		j = path[1]
	}
	if j == len(ops) {
		if len(path) == 2 && i < t.eng.Model.Config.Layers {
			u, err := t.kvUpdate(ctx, k)
			if err != nil {
				return Hash{}, err
			}
			return u.leaves[i], nil
		}
		return t.link(ctx, k)
	}
	s, err := t.step(ctx, k)
	if err != nil {
		return Hash{}, err
	}
	if len(path) == 1 || i == len(s.chunks[j]) {
		return s.chain[j], nil
	}
	return s.chunks[j][i], nil
}

// EngineWitness names the piece of computation a last-level engine leaf
// stands for. The Go oracle checks it names the isolated leaf; the contract
// also takes the op's inputs, opened against the pre-state.
type EngineWitness struct {
	Step int    `json:"step"`
	Op   int    `json:"op"`
	Name string `json:"name"`
	// Kind is the op kind, or "kv_layer" (set position k in one layer's KV
	// trees: a leaf w_l of SPEC.md §8.2), "link" (recompute link_k from the
	// layers' roots) or "op_hash" (recompute c_j from all of op j's chunks).
	Kind string `json:"kind"`
	// Lo, Hi: the output elements re-executed (op kinds only).
	Lo int `json:"lo"`
	Hi int `json:"hi"`
	// Pass is an attention segment's pass, "max", "sum", "acc" or "seal";
	// From and To its positions From … To−1 (not for the seal). For a long
	// argmax (SPEC.md §8.3): "range" with the logits From … To−1, or "seal".
	// For a matvec chunk wider than ColRange (SPEC.md §8.4): "columns" with
	// the columns From … To−1 of rows Lo … Hi−1, or "seal".
	Pass string `json:"pass,omitempty"`
	From int    `json:"from,omitempty"`
	To   int    `json:"to,omitempty"`
}

// Describe is the witness of the last-level leaf at path.
func (t *EngineTrace) Describe(path []int) (EngineWitness, error) {
	if len(path) != 4 || path[0] < 0 || path[0] >= t.Steps() || path[1] < 0 || path[1] >= t.Leaves(path[:1]) || path[2] < 0 || path[2] >= t.Leaves(path[:2]) ||
		path[3] < 0 || path[3] >= t.Leaves(path[:3]) {
		return EngineWitness{}, fmt.Errorf("engine trace: no leaf at %v", path)
	}
	k, j, i := path[0], path[1], path[2]
	ops := t.Ops(k)
	if j == len(ops) {
		if i < t.eng.Model.Config.Layers {
			return EngineWitness{Step: k, Op: j, Name: fmt.Sprintf("layers.%d.kv", i), Kind: "kv_layer", Lo: i, Hi: i + 1}, nil
		}
		return EngineWitness{Step: k, Op: j, Name: "link", Kind: "link"}, nil
	}
	op := ops[j]
	w := EngineWitness{Step: k, Op: j, Name: op.Name, Kind: string(op.Kind), Hi: op.Out}
	switch c := op.Chunks(); {
	case c == 1:
	case i == c:
		w.Kind, w.Hi = "op_hash", 0
	default:
		w.Lo, w.Hi = i*op.Chunk, min(op.Out, (i+1)*op.Chunk)
	}
	if _, ok := t.attnHead(path[:3]); ok {
		n := t.Segments(k)
		w.Pass = segmentPasses[path[3]/n]
		if s := path[3] % n; w.Pass != "seal" {
			w.From, w.To = s*t.seg, min(k+1, (s+1)*t.seg)
		}
	}
	if n, ok := t.argmaxRanges(path[:3]); ok {
		w.Pass = "seal"
		if s := path[3]; s < n {
			w.Pass, w.From, w.To = "range", s*inference.OpHashMax, min(ops[j-1].Out, (s+1)*inference.OpHashMax)
		}
	}
	if n, ok := t.colRanges(path[:3]); ok {
		// the chunk's rows (Lo, Hi) over columns From … To−1, or the seal
		w.Pass = "seal"
		if s := path[3]; s < n {
			w.Pass, w.From, w.To = "columns", s*ColRange, min(op.Cols, (s+1)*ColRange)
		}
	}
	return w, nil
}

// StepData implements TraceProvider.
func (t *EngineTrace) StepData(_ context.Context, path []int) (StepData, error) {
	w, err := t.Describe(path)
	if err != nil {
		return StepData{}, err
	}
	b, err := json.Marshal(w)
	if err != nil {
		return StepData{}, err
	}
	return StepData{Witness: b}, nil
}

// EngineOneStep is the re-execution oracle for engine games: it recomputes
// the isolated leaf with the Go engine from the public request. It stands in
// for the on-chain step, which will recompute the same leaf from the op's
// inputs opened against the pre-state, and it is exactly as strict about
// what it accepts: the witness must name the isolated leaf and the pre-state
// must be the true predecessor.
type EngineOneStep struct {
	Trace *EngineTrace
}

// Step implements OneStep.
func (o EngineOneStep) Step(path []int, pre Hash, data StepData) (Hash, error) {
	want, err := o.Trace.Describe(path)
	if err != nil {
		return Hash{}, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	var got EngineWitness
	dec := json.NewDecoder(strings.NewReader(string(data.Witness)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		return Hash{}, fmt.Errorf("%w: witness: %w", ErrBadProof, err)
	}
	if got != want {
		return Hash{}, fmt.Errorf("%w: witness names %+v, the isolated leaf is %+v", ErrBadProof, got, want)
	}
	ctx := context.Background() // the contract's step has no deadline either
	truePre, err := Prev(ctx, o.Trace, path)
	if err != nil {
		return Hash{}, err
	}
	if truePre != pre {
		return Hash{}, fmt.Errorf("%w: the agreed pre-state %s is not the predecessor of %v", ErrBadProof, pre, path)
	}
	if _, ok := o.Trace.attnHead(path[:3]); ok && path[3] == o.Trace.Leaves(path[:3])-1 {
		// the seal: o from the last accumulator, hashed into the chunk leaf
		return o.Trace.attentionSeal(ctx, path)
	}
	return o.Trace.Hash(ctx, path[:3], path[3])
}

// OpLeaf is leaf j of step k's op level (SPEC.md §8): c_j =
// keccak256(link_{k−1} ‖ c_{j−1} ‖ word(j) ‖ h_j), h_j the op hash of op j's
// output. Every leaf repeats link_{k−1}, so a step that opens the chain
// from a late op still learns link_{k−1} (and, through its preimage,
// x_k and kvroot_{k−1}).
func OpLeaf(link, prev Hash, j int, h Hash) Hash { return inference.OpLeaf(link, prev, j, h) }
