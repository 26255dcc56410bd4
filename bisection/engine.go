package bisection

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
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

// DefaultChunkMACs bounds the multiply-adds of one chunk of a matrix-vector
// op: rows are grouped in whole 16-row blocks so a chunk stays under it,
// with one block at least.
const DefaultChunkMACs = 4096

// BlockRows is the rows of one column block of a matrix (SPEC.md §5): a
// step reads a block's words whole, so a chunk of fewer rows costs as much
// as the block and only lengthens the chunk chain.
const BlockRows = 16

// OpKind is the kind of an op of SPEC.md §8, which decides how it is cut
// into chunks.
type OpKind string

// The op kinds.
const (
	OpEmbed     OpKind = "embed"
	OpNorm      OpKind = "norm"
	OpMatVec    OpKind = "matvec"
	OpHeadNorm  OpKind = "head_norm" // q_norm, k_norm: one RMSNorm per head
	OpRope      OpKind = "rope"
	OpAttention OpKind = "attention"
	OpResidual  OpKind = "residual"
	OpSwiGLU    OpKind = "swiglu"
	OpArgmax    OpKind = "argmax"
)

// OpShape is one op of a step as the game sees it: computable from the model
// config alone, so the contract can derive the ops level's shape.
type OpShape struct {
	Index int    `json:"index"`
	Name  string `json:"name"`
	Kind  OpKind `json:"kind"`
	Out   int    `json:"out"`            // output length
	Rows  int    `json:"rows,omitempty"` // matvec only
	Cols  int    `json:"cols,omitempty"`
	Chunk int    `json:"chunk"` // output elements per chunk
}

// Chunks is the number of chunks the op's output is cut into.
func (o OpShape) Chunks() int { return (o.Out + o.Chunk - 1) / o.Chunk }

// long says whether the op is a matvec longer than inference.OpHashMax cut
// into chunks, whose chunk level accumulates its block tree (SPEC.md §8.3);
// a single chunk is re-executed whole, as EngineStep does.
func (o OpShape) long() bool {
	return o.Kind == OpMatVec && o.Out > inference.OpHashMax && o.Chunks() > 1
}

// StepOps lists the ops of one step in spec order, with the chunking the
// game uses: a matrix-vector op by whole 16-row blocks, as many as keep a
// chunk within chunkMACs multiply-adds (one at least), RoPE, QK-norm and
// attention by heads (attention's cost grows with the position, one head
// keeps it smallest), SwiGLU by SwiGLUChunk values, embed by ColRange
// values, the other elementwise ops and the norms whole.
func StepOps(c inference.Config, classify bool, chunkMACs int) []OpShape {
	if chunkMACs < 1 {
		chunkMACs = DefaultChunkMACs
	}
	var ops []OpShape
	add := func(name string, kind OpKind, out, rows, cols int) {
		chunk := out
		switch kind {
		case OpMatVec:
			chunk = BlockRows * max(1, chunkMACs/(BlockRows*cols))
		case OpHeadNorm, OpRope, OpAttention:
			chunk = c.HeadSize
		case OpSwiGLU:
			chunk = SwiGLUChunk
		case OpEmbed:
			chunk = ColRange // one column word a value: 16 KiB of the token's column block
		}
		ops = append(ops, OpShape{Index: len(ops), Name: name, Kind: kind, Out: out, Rows: rows, Cols: cols, Chunk: min(chunk, out)})
	}
	q, kv := c.QDim(), c.KVDim()
	add("embed", OpEmbed, c.Dim, 0, 0)
	for l := range c.Layers {
		p := fmt.Sprintf("layers.%d.", l)
		add(p+"attn_norm", OpNorm, c.Dim, 0, 0)
		add(p+"wq", OpMatVec, q, q, c.Dim)
		add(p+"wk", OpMatVec, kv, kv, c.Dim)
		add(p+"wv", OpMatVec, kv, kv, c.Dim)
		if c.QKNorm {
			add(p+"q_norm", OpHeadNorm, q, 0, 0)
			add(p+"k_norm", OpHeadNorm, kv, 0, 0)
		}
		add(p+"rope", OpRope, q+kv, 0, 0)
		add(p+"attention", OpAttention, q, 0, 0)
		add(p+"wo", OpMatVec, c.Dim, c.Dim, q)
		add(p+"attn_residual", OpResidual, c.Dim, 0, 0)
		add(p+"ffn_norm", OpNorm, c.Dim, 0, 0)
		add(p+"w1", OpMatVec, c.HiddenDim, c.HiddenDim, c.Dim)
		add(p+"w3", OpMatVec, c.HiddenDim, c.HiddenDim, c.Dim)
		add(p+"swiglu", OpSwiGLU, c.HiddenDim, 0, 0)
		add(p+"w2", OpMatVec, c.Dim, c.Dim, c.HiddenDim)
		add(p+"ffn_residual", OpResidual, c.Dim, 0, 0)
	}
	if classify {
		add("final_norm", OpNorm, c.Dim, 0, 0)
		add("classifier", OpMatVec, c.Vocab, c.Vocab, c.Dim)
		add("argmax", OpArgmax, 1, 0, 0)
	}
	return ops
}

// SwiGLUChunk is the values of one chunk of SwiGLU: about 490 gas a value
// on chain (two exp2 lookups and a division), so a chunk stays near 0.5M
// gas however wide the hidden layer is.
const SwiGLUChunk = 1024

// SegmentBytes bounds the KV leaf bytes one attention segment opens on
// chain: B = SegmentBytes / (8·head_size) positions (a KV leaf holds one
// head's K ‖ V as int32, SPEC.md §7.3), at least 1. stories260K: 64-byte
// leaves, B = 256; head size 128: B = 16. 16 KiB keeps a segment's
// calldata near 0.65M gas at the calldata floor price (40 gas a byte) for
// any model.
const SegmentBytes = 16384

// SegmentLen is B, the positions of one attention segment, for a model.
func SegmentLen(c inference.Config) int {
	return max(1, SegmentBytes/(8*c.HeadSize))
}

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

// kvUpdate is the link level of one step (SPEC.md §8.2): per layer, its
// root R'_l after the step and the leaf w_l.
type kvUpdate struct {
	roots  []Hash
	leaves []Hash
}

// attnTrace is the segment level of one attention head.
type attnTrace struct {
	states [][]int64 // per leaf < 3n
	leaves []Hash    // u_0 … u_{3n−1}
	out    []int32   // o of the head (the seal)
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

// AttentionPath is the path of one leaf of the segment level: step k (T =
// k + 1 positions) of a request under model config c, layer l's attention
// op, query head h, pass "max", "sum", "acc" (segment s) or "seal", under
// the default SegmentLen (the on-chain one). It aims a divergence at an
// attention segment in benchmarks and tests; classify says whether step k
// runs the classifier (k ≥ prompt length − 1).
func AttentionPath(c inference.Config, classify bool, k, l, h int, pass string, s int) ([]int, error) {
	ops := StepOps(c, classify, 0)
	j := opIndex(ops, fmt.Sprintf("layers.%d.attention", l))
	b := SegmentLen(c)
	n := (k + b) / b
	x := slices.Index(segmentPasses[:], pass)
	switch {
	case j < 0 || h < 0 || h >= c.Heads || k < 0:
		return nil, fmt.Errorf("attention path: no head %d of layer %d at step %d", h, l, k)
	case x < 0 || s < 0 || s >= n || (x == 3 && s != 0):
		return nil, fmt.Errorf("attention path: no %q segment %d of %d", pass, s, n)
	}
	i := h
	if ops[j].Chunks() == 1 {
		i = 0
	}
	return []int{k, j, i, x*n + s}, nil
}

// attnHead reports whether the level-2 leaf at path (k, j, i) is one
// attention head with a segment level below it, and which head.
func (t *EngineTrace) attnHead(path []int) (head int, ok bool) {
	ops := t.Ops(path[0])
	if path[1] >= len(ops) || ops[path[1]].Kind != OpAttention {
		return 0, false
	}
	switch c := ops[path[1]].Chunks(); {
	case c == 1:
		return 0, true
	case path[2] < c:
		return path[2], true
	}
	return 0, false // the op seal
}

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

// The passes of an attention head's segment level.
var segmentPasses = [...]string{"max", "sum", "acc", "seal"}

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

// argmaxRanges says whether the leaf at path (step, op, chunk) is an argmax
// over more than OpHashMax logits, and its ranges n (SPEC.md §8.3).
func (t *EngineTrace) argmaxRanges(path []int) (n int, ok bool) {
	ops := t.Ops(path[0])
	if path[1] >= len(ops) || ops[path[1]].Kind != OpArgmax || path[2] != 0 {
		return 0, false
	}
	v := t.eng.Model.Config.Vocab
	if v <= inference.OpHashMax {
		return 0, false
	}
	return (v + inference.OpHashMax - 1) / inference.OpHashMax, true
}

// argmaxTrace is the range level of a long argmax: per range s, the
// maximum and its lowest index over logits 0 … the range's end, and u_s.
type argmaxTrace struct {
	states [][]int64 // [m_s, i_s]
	leaves []Hash
}

// argmax computes the range level of the long argmax at path (step, op, 0):
// u_s = keccak256(u_{s−1} ‖ s ‖ StateHash([m_s, i_s])) from u_{−1} = c_{j−1}.
func (t *EngineTrace) argmax(ctx context.Context, path []int) (*argmaxTrace, error) {
	outs, err := t.Outputs(ctx, path[0])
	if err != nil {
		return nil, err
	}
	u, err := Prev(ctx, t, path)
	if err != nil {
		return nil, err
	}
	logits := outs[path[1]-1]
	a := &argmaxTrace{}
	var m, idx int64
	for lo := 0; lo < len(logits); lo += inference.OpHashMax {
		for i := lo; i < min(len(logits), lo+inference.OpHashMax); i++ {
			if i == 0 || int64(logits[i]) > m {
				m, idx = int64(logits[i]), int64(i)
			}
		}
		st := []int64{m, idx}
		h := StateHash(st)
		u = inference.Keccak256(u[:], word(uint64(lo/inference.OpHashMax)), h[:])
		a.states = append(a.states, st)
		a.leaves = append(a.leaves, u)
	}
	return a, nil
}

// kvLeaves are the KV leaf values of positions 0 … k−1 (computed once for
// the whole request).
func (t *EngineTrace) kvLeaves(ctx context.Context, k int) ([][]int32, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.kv) < k {
		rows, err := t.eng.KVLeaves(ctx, t.prompt, t.n, t.Steps())
		if err != nil {
			return nil, err
		}
		t.kv = rows
	}
	return t.kv[:k], nil
}

// kvForest is the KV forest after the first p positions.
func (t *EngineTrace) kvForest(ctx context.Context, p int) (*inference.KVForest, error) {
	rows, err := t.kvLeaves(ctx, p)
	if err != nil {
		return nil, err
	}
	f := inference.NewKVForest(t.eng.Model.Config)
	for q, row := range rows {
		f.SetRow(q, row)
	}
	t.view.fixRoots(f, p, t.eng.Model.Config.Layers)
	return f, nil
}

// kvUpdate computes (once) step k's link level: w_l = keccak256(w_{l−1} ‖
// l ‖ R'_l) from w_{−1} = c_{M−1}.
func (t *EngineTrace) kvUpdate(ctx context.Context, k int) (*kvUpdate, error) {
	t.mu.Lock()
	u := t.kvUps[k]
	t.mu.Unlock()
	if u != nil {
		return u, nil
	}
	s, err := t.step(ctx, k)
	if err != nil {
		return nil, err
	}
	f, err := t.kvForest(ctx, k+1)
	if err != nil {
		return nil, err
	}
	u = &kvUpdate{roots: f.LayerRoots()}
	w := s.chain[len(s.chain)-1]
	for l, r := range u.roots {
		w = inference.Keccak256(w[:], word(uint64(l)), r[:])
		u.leaves = append(u.leaves, w)
	}
	t.mu.Lock()
	t.kvUps[k] = u
	t.mu.Unlock()
	return u, nil
}

// attentionInputs are the query head and, per position 0 … k, the key and
// value rows of its KV head (position k's from step k's RoPE and wv outputs).
func (t *EngineTrace) attentionInputs(ctx context.Context, path []int) (q []int32, keys, vals [][]int32, err error) {
	k, j := path[0], path[1]
	h, ok := t.attnHead(path)
	if !ok {
		return nil, nil, nil, fmt.Errorf("engine trace: %v is not an attention head", path)
	}
	c := t.eng.Model.Config
	hs, kvd := c.HeadSize, c.KVDim()
	kh := h / (c.Heads / c.KVHeads)
	ops := t.Ops(k)
	var l int
	fmt.Sscanf(ops[j].Name, "layers.%d.", &l)
	rope, wv := opIndex(ops, fmt.Sprintf("layers.%d.rope", l)), opIndex(ops, fmt.Sprintf("layers.%d.wv", l))
	outs, err := t.Outputs(ctx, k)
	if err != nil {
		return nil, nil, nil, err
	}
	rows, err := t.kvLeaves(ctx, k)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, row := range rows {
		off := 2*l*kvd + kh*hs
		keys = append(keys, row[off:off+hs])
		vals = append(vals, row[off+kvd:off+kvd+hs])
	}
	qd := c.QDim()
	keys = append(keys, outs[rope][qd+kh*hs:qd+(kh+1)*hs])
	vals = append(vals, outs[wv][kh*hs:(kh+1)*hs])
	return outs[rope][h*hs : (h+1)*hs], keys, vals, nil
}

// AttentionSegment is one segment's step of SPEC.md §4.5 over positions
// from … to−1, exact integers: pass "max" gives [max(m, s_t)], "sum" [S +
// Σ e_t] (with m the final max), "acc" [A_i + Σ π_t·V_t,i] (with m, S the
// final max and sum); prev is the previous segment's state of the same pass
// (nil for the first). EngineStep._runSegment is its Solidity twin.
func AttentionSegment(m *inference.Model, pass string, q []int32, keys, vals [][]int32, mx, sum int64, prev []int64) ([]int64, error) {
	c := m.Config
	score := func(t int) int64 { return int64(inference.Score(q, keys[t], c.ISQ)) }
	exp := func(t int) int64 { return inference.Exp2Neg(&m.Exp2, inference.RSR((mx-score(t))*c.Log2E, 16)) }
	switch pass {
	case "max":
		v := int64(-(1<<31 - 1)) // every score is ≥ −(2^31 − 1)
		if prev != nil {
			v = prev[0]
		}
		for t := range keys {
			v = max(v, score(t))
		}
		return []int64{v}, nil
	case "sum":
		var v int64
		if prev != nil {
			v = prev[0]
		}
		for t := range keys {
			v += exp(t)
		}
		return []int64{v}, nil
	case "acc":
		if sum <= 0 {
			return nil, fmt.Errorf("attention segment: sum %d", sum)
		}
		acc := make([]int64, len(q))
		copy(acc, prev)
		for t := range keys {
			p := (exp(t) << 30) / sum
			for i := range acc {
				acc[i] += p * int64(vals[t][i])
			}
		}
		return acc, nil
	}
	return nil, fmt.Errorf("attention segment: no pass %q", pass)
}

// StateHash is a segment state's hash: keccak256 of its values as int256
// words (Solidity's keccak256(abi.encodePacked(int256[]))).
func StateHash(v []int64) Hash {
	b := make([]byte, 32*len(v))
	for i, x := range v {
		w := b[32*i : 32*i+32]
		if x < 0 {
			for z := range w {
				w[z] = 0xff
			}
		}
		binary.BigEndian.PutUint64(w[24:], uint64(x))
	}
	return inference.Keccak256(b)
}

// attention computes (once) the segment level of the attention head at
// path (k, j, i).
func (t *EngineTrace) attention(ctx context.Context, path []int) (*attnTrace, error) {
	key := [3]int{path[0], path[1], path[2]}
	t.mu.Lock()
	a := t.segs[key]
	t.mu.Unlock()
	if a != nil {
		return a, nil
	}
	q, keys, vals, err := t.attentionInputs(ctx, path)
	if err != nil {
		return nil, err
	}
	u, err := Prev(ctx, t, path)
	if err != nil {
		return nil, err
	}
	n := t.Segments(path[0])
	a = &attnTrace{}
	var mx, sum int64
	for x := range 3 * n {
		pass, s := segmentPasses[x/n], x%n
		var prev []int64
		if s > 0 {
			prev = a.states[x-1]
		}
		lo, hi := s*t.seg, min(len(keys), (s+1)*t.seg)
		st, err := AttentionSegment(t.eng.Model, pass, q, keys[lo:hi], vals[lo:hi], mx, sum, prev)
		if err != nil {
			return nil, err
		}
		if s == n-1 && pass == "max" {
			mx = st[0]
		}
		if s == n-1 && pass == "sum" {
			sum = st[0]
		}
		h := StateHash(st)
		u = inference.Keccak256(u[:], word(uint64(x)), h[:])
		a.states = append(a.states, st)
		a.leaves = append(a.leaves, u)
	}
	for _, v := range a.states[3*n-1] {
		a.out = append(a.out, inference.Clamp(inference.RSR(v, 30)))
	}
	t.mu.Lock()
	t.segs[key] = a
	t.mu.Unlock()
	return a, nil
}

func opIndex(ops []OpShape, name string) int {
	for _, o := range ops {
		if o.Name == name {
			return o.Index
		}
	}
	return -1
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

// attentionSeal recomputes the head's chunk leaf from its segment level:
// keccak256(anchor ‖ index ‖ VectorHash(o)), anchor the level's predecessor
// (the op leaf c_j when the op is one chunk).
func (t *EngineTrace) attentionSeal(ctx context.Context, path []int) (Hash, error) {
	a, err := t.attention(ctx, path)
	if err != nil {
		return Hash{}, err
	}
	anchor, err := Prev(ctx, t, path[:3])
	if err != nil {
		return Hash{}, err
	}
	h := inference.VectorHash(a.out)
	if t.Ops(path[0])[path[1]].Chunks() == 1 {
		link, err := t.link(ctx, path[0]-1)
		if err != nil {
			return Hash{}, err
		}
		return OpLeaf(link, anchor, path[1], h), nil
	}
	return inference.Keccak256(anchor[:], word(uint64(path[2])), h[:]), nil
}

// OpLeaf is leaf j of step k's op level (SPEC.md §8): c_j =
// keccak256(link_{k−1} ‖ c_{j−1} ‖ word(j) ‖ h_j), h_j the op hash of op j's
// output. Every leaf repeats link_{k−1}, so a step that opens the chain
// from a late op still learns link_{k−1} (and, through its preimage,
// x_k and kvroot_{k−1}).
func OpLeaf(link, prev Hash, j int, h Hash) Hash { return inference.OpLeaf(link, prev, j, h) }
