package bisection

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/deepcall/deepcall/inference"
)

// The engine trace has three levels (doc.go explains why each is shaped so):
//
//	level 0 "checkpoints": leaf p = link_p of SPEC.md §7.4, p = 0 … L+n−2;
//	    anchor = the genesis link.
//	level 1 "ops", inside step k (M = its op count, SPEC.md §8):
//	    leaf j < M = c_j = keccak256(c_{j−1} ‖ uint256(j) ‖ h_j), h_j the op
//	    hash (VectorHash of op j's output), c_{−1} = link_{k−1};
//	    leaf M = link_k (the "link" seal: recomputed from c_{M−1}'s ops).
//	level 2 "chunks", inside op j of step k, whose output is cut into C
//	    chunks (OpShape.Chunk elements each):
//	    C = 1: one leaf, c_j (the whole op is re-executed);
//	    C > 1: leaf i < C = r_i = keccak256(r_{i−1} ‖ uint256(i) ‖
//	    VectorHash(chunk_i)), r_{−1} = c_{j−1}; leaf C = c_j (the "op" seal:
//	    h_j from the chunks, then c_j).
//	    Inside the link seal (j = M): one leaf, link_k.
//
// Each level's last leaf equals the parent leaf and its anchor the parent's
// predecessor, as Shape requires.

// DefaultChunkMACs bounds the multiply-adds of one chunk of a matrix-vector
// op: rows are grouped so a chunk stays under it.
const DefaultChunkMACs = 4096

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

// StepOps lists the ops of one step in spec order, with the chunking the
// game uses: a matrix-vector op by groups of rows of at most chunkMACs
// multiply-adds, RoPE, QK-norm and attention by heads (attention's cost
// grows with the position, one head keeps it smallest), elementwise ops
// whole (they are linear in the width).
func StepOps(c inference.Config, classify bool, chunkMACs int) []OpShape {
	if chunkMACs < 1 {
		chunkMACs = DefaultChunkMACs
	}
	var ops []OpShape
	add := func(name string, kind OpKind, out, rows, cols int) {
		chunk := out
		switch kind {
		case OpMatVec:
			chunk = max(1, chunkMACs/cols)
		case OpHeadNorm, OpRope, OpAttention:
			chunk = c.HeadSize
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

// EngineOptions tune the engine trace.
type EngineOptions struct {
	ChunkMACs int // 0: DefaultChunkMACs
}

// EngineTrace is the honest trace of one request computed by an
// inference.Engine: checkpoints from Generate, op outputs from a traced
// Generate of the one disputed step (cached).
type EngineTrace struct {
	eng    *inference.Engine
	prompt []int
	n      int
	ops    [2][]OpShape // [classify]

	mu    sync.Mutex
	res   *inference.Result
	steps map[int]*engineStep
}

type engineStep struct {
	outs   [][]int32
	chain  []Hash   // c_0 … c_{M−1}
	chunks [][]Hash // per op: r_0 … r_{C−1} (only when C > 1)
}

// NewEngineTrace prepares the trace of prompt and n generated tokens; it
// computes nothing until asked.
func NewEngineTrace(e *inference.Engine, prompt []int, n int, opt EngineOptions) (*EngineTrace, error) {
	if err := inference.CheckRequest(e.Model.Config, prompt, n); err != nil {
		return nil, err
	}
	t := &EngineTrace{eng: e, prompt: append([]int(nil), prompt...), n: n, steps: map[int]*engineStep{}}
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
func (t *EngineTrace) Levels() int { return 3 }

// LevelName implements Shape.
func (t *EngineTrace) LevelName(level int) string {
	return [...]string{"checkpoints", "ops", "chunks"}[level]
}

// Leaves implements Shape.
func (t *EngineTrace) Leaves(path []int) int {
	switch len(path) {
	case 0:
		return t.Steps()
	case 1:
		return len(t.Ops(path[0])) + 1
	}
	ops := t.Ops(path[0])
	if path[1] == len(ops) {
		return 1
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
	prev, err := t.link(ctx, k-1)
	if err != nil {
		return nil, err
	}
	s.chunks = make([][]Hash, len(ops))
	for j, op := range ops {
		if c := op.Chunks(); c > 1 {
			r := prev
			for i := range c {
				lo, hi := i*op.Chunk, min(op.Out, (i+1)*op.Chunk)
				h := inference.VectorHash(s.outs[j][lo:hi])
				r = inference.Keccak256(r[:], word(uint64(i)), h[:])
				s.chunks[j] = append(s.chunks[j], r)
			}
		}
		h := inference.VectorHash(s.outs[j])
		prev = inference.Keccak256(prev[:], word(uint64(j)), h[:])
		s.chain = append(s.chain, prev)
	}
	t.mu.Lock()
	t.steps[k] = s
	t.mu.Unlock()
	return s, nil
}

// link is link_k, the genesis link for k = −1.
func (t *EngineTrace) link(ctx context.Context, k int) (Hash, error) {
	if k < 0 {
		return t.Anchor(ctx)
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
	k := path[0]
	ops := t.Ops(k)
	j := i
	if len(path) == 2 {
		j = path[1]
	}
	if j == len(ops) {
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
// will also take the op's inputs, opened against the pre-state.
type EngineWitness struct {
	Step int    `json:"step"`
	Op   int    `json:"op"`
	Name string `json:"name"`
	// Kind is the op kind, or "link" (recompute link_k from the step's ops)
	// or "op_hash" (recompute c_j from all of op j's chunks).
	Kind string `json:"kind"`
	// Lo, Hi: the output elements re-executed (op kinds only).
	Lo int `json:"lo"`
	Hi int `json:"hi"`
}

// Describe is the witness of the last-level leaf at path.
func (t *EngineTrace) Describe(path []int) (EngineWitness, error) {
	if len(path) != 3 || path[0] < 0 || path[0] >= t.Steps() || path[1] < 0 || path[1] >= t.Leaves(path[:1]) || path[2] < 0 || path[2] >= t.Leaves(path[:2]) {
		return EngineWitness{}, fmt.Errorf("engine trace: no leaf at %v", path)
	}
	k, j, i := path[0], path[1], path[2]
	ops := t.Ops(k)
	if j == len(ops) {
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
	return o.Trace.Hash(ctx, path[:2], path[2])
}
