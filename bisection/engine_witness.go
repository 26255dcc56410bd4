package bisection

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/inference"
)

// ChainEngineTrace is an engine trace whose step witnesses are the ones the
// on-chain EngineStep (contracts/src/EngineStep.sol) reads, instead of the
// JSON leaf description the Go oracle takes: the previous link, c_{f−1} and
// the op hashes h_f … h_{j−1} that open c_{j−1} (f the first op the leaf
// reads), the chunk hashes that open r_{i−1}, the op's inputs a and b, the
// whole output for an op seal, the prompt for an embed at a prompt
// position, and the weight bytes the leaf reads as pieces with their
// multiproof against the blob root; for an attention segment, an argmax or
// a column range also the state hashes that open u_{s−1} and the state it
// continues from, and for a segment the KV leaves of its positions with
// their multiproof.
type ChainEngineTrace struct {
	*EngineTrace
}

// ErrNoChainStep: the leaf's re-execution is not implemented on chain
// (an op outside the step's op list; see EngineStep's documentation).
var ErrNoChainStep = errors.New("no on-chain one-step for this leaf")

// StepWitness is EngineStep.Witness (contracts/src/EngineStepBase.sol), the
// witness ChainEngineTrace.StepData encodes; exported so that tools and tests
// can inspect or alter one (DecodeStepWitness, Encode).
type StepWitness struct {
	LinkPrev    [32]byte
	ChainFrom   [32]byte
	OpHashes    [][32]byte
	OpFrom      *big.Int
	ChunkHashes [][32]byte
	A           []byte // int32 big-endian, as VectorHash hashes them
	B           []byte
	Full        []byte
	Prompt      []*big.Int
	PrevLink    [32]byte
	PrevIn      *big.Int
	PrevOut     *big.Int
	PrevKvRoot  [32]byte
	Siblings    [][32]byte
	SegHashes   [][32]byte
	SegM        *big.Int
	SegS        *big.Int
	SegPrev     []*big.Int
	Kv          []byte
	LayerRoots  [][32]byte
	Pieces      []byte
	PieceRuns   []*big.Int
	PieceProof  [][32]byte
}

var witnessArgs = func() abi.Arguments {
	t, err := abi.NewType("tuple", "", []abi.ArgumentMarshaling{
		{Name: "linkPrev", Type: "bytes32"},
		{Name: "chainFrom", Type: "bytes32"},
		{Name: "opHashes", Type: "bytes32[]"},
		{Name: "opFrom", Type: "uint256"},
		{Name: "chunkHashes", Type: "bytes32[]"},
		{Name: "a", Type: "bytes"},
		{Name: "b", Type: "bytes"},
		{Name: "full", Type: "bytes"},
		{Name: "prompt", Type: "uint256[]"},
		{Name: "prevLink", Type: "bytes32"},
		{Name: "prevIn", Type: "uint256"},
		{Name: "prevOut", Type: "uint256"},
		{Name: "prevKvRoot", Type: "bytes32"},
		{Name: "siblings", Type: "bytes32[]"},
		{Name: "segHashes", Type: "bytes32[]"},
		{Name: "segM", Type: "int256"},
		{Name: "segS", Type: "int256"},
		{Name: "segPrev", Type: "int256[]"},
		{Name: "kv", Type: "bytes"},
		{Name: "layerRoots", Type: "bytes32[]"},
		{Name: "pieces", Type: "bytes"},
		{Name: "pieceRuns", Type: "uint256[]"},
		{Name: "pieceProof", Type: "bytes32[]"},
	})
	if err != nil {
		panic(err)
	}
	return abi.Arguments{{Type: t}}
}()

// packed is v as int32 big-endian: a witness vector costs 4 calldata bytes a
// value instead of an ABI word's 32, and its VectorHash is the keccak256 of
// the bytes as they stand.
func packed(v []int32) []byte {
	out := make([]byte, 0, 4*len(v))
	for _, x := range v {
		out = binary.BigEndian.AppendUint32(out, uint32(x))
	}
	return out
}

func ints(v []int32) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}

// StepData implements TraceProvider with EngineStep's witness.
func (t ChainEngineTrace) StepData(ctx context.Context, path []int) (StepData, error) {
	w, err := t.Describe(path)
	if err != nil {
		return StepData{}, err
	}
	k, j, i := path[0], path[1], path[2]
	ops := t.Ops(k)
	outs, err := t.Outputs(ctx, k)
	if err != nil {
		return StepData{}, err
	}
	prev, err := t.link(ctx, k-1)
	if err != nil {
		return StepData{}, err
	}
	ew := StepWitness{LinkPrev: prev, OpHashes: [][32]byte{}, ChunkHashes: [][32]byte{}, A: []byte{}, B: []byte{}, Full: []byte{},
		Prompt: ints(int32s(t.prompt)), PrevIn: new(big.Int), PrevOut: new(big.Int), Siblings: [][32]byte{},
		SegHashes: [][32]byte{}, SegM: new(big.Int), SegS: new(big.Int), SegPrev: []*big.Int{}, Kv: []byte{}, LayerRoots: [][32]byte{},
		Pieces: []byte{}, PieceRuns: []*big.Int{}, PieceProof: [][32]byte{}}
	// link_{k−1}'s preimage: the link level (x_k, kvroot_{k−1}) and an embed at a generated position read it
	// and an attention segment with positions before k (their KV leaves are in kvroot_{k−1})
	link := w.Kind == "link" || w.Kind == "kv_layer"
	segment := w.Kind == string(OpAttention) && w.Pass != "" && w.Pass != "seal" && w.From < k
	needPrev := k >= 1 && (link || (w.Kind == string(OpEmbed) && k >= len(t.prompt)) || segment)
	// the op chain opens from the first op the leaf reads, and inside op j > 0
	// from op j − 1 at the latest: every op leaf repeats link_{k−1}, so an
	// opened leaf binds it (and its preimage, where the leaf reads that)
	from := 0
	if !link {
		if from, err = opFrom(ops, j, w); err != nil {
			return StepData{}, err
		}
		from = min(from, max(0, j-1))
	} else {
		// the link seal reads h_{M−1} (y_k when the step classifies); layer l's
		// KV update its wv and RoPE outputs
		from = len(ops) - 1
		if w.Kind == "kv_layer" {
			from = opIndex(ops, fmt.Sprintf("layers.%d.wv", w.Lo))
		}
	}
	if from > 0 {
		s, err := t.step(ctx, k)
		if err != nil {
			return StepData{}, err
		}
		ew.ChainFrom = s.chain[from-1]
	}
	ew.OpFrom = big.NewInt(int64(from))
	for x := from; x < j; x++ {
		ew.OpHashes = append(ew.OpHashes, inference.OpHash(outs[x]))
	}
	var kv *inference.KVForest
	if needPrev || link {
		if kv, err = t.kvForest(ctx, k); err != nil {
			return StepData{}, err
		}
	}
	if needPrev {
		if ew.PrevLink, err = t.link(ctx, k-2); err != nil {
			return StepData{}, err
		}
		x, y, err := t.tokens(ctx, k-1)
		if err != nil {
			return StepData{}, err
		}
		ew.PrevIn, ew.PrevOut, ew.PrevKvRoot = big.NewInt(int64(x)), big.NewInt(int64(y)), kv.Root()
	}
	if link {
		u, err := t.kvUpdate(ctx, k)
		if err != nil {
			return StepData{}, err
		}
		if w.Kind == "link" {
			// the seal: every layer's new root, and y_k
			for _, r := range u.roots {
				ew.LayerRoots = append(ew.LayerRoots, r)
			}
			if k >= len(t.prompt)-1 {
				ew.A = packed(outs[len(ops)-1]) // the argmax: y_k
			}
			return packWitness(ew, path)
		}
		// layer l: the roots before it open w_{l−1}; its keys (RoPE output)
		// and values (wv output); position k's path in each of its KV heads'
		// trees, then R_l's path among kvroot_{k−1}'s layer roots
		l := w.Lo
		for _, r := range u.roots[:l] {
			ew.LayerRoots = append(ew.LayerRoots, r)
		}
		rope, wv := opIndex(ops, fmt.Sprintf("layers.%d.rope", l)), opIndex(ops, fmt.Sprintf("layers.%d.wv", l))
		ew.A, ew.B = packed(outs[rope]), packed(outs[wv])
		for h := range t.eng.Model.Config.KVHeads {
			for _, s := range kv.Tree(l, h).Proof(k) {
				ew.Siblings = append(ew.Siblings, s)
			}
		}
		for _, s := range inference.MerkleProof(kv.LayerRoots(), l) {
			ew.Siblings = append(ew.Siblings, s)
		}
		return packWitness(ew, path)
	}
	op := ops[j]
	if op.Kind == OpArgmax && w.Pass != "" {
		return t.argmaxWitness(ctx, ew, path, w, outs[j-1])
	}
	rs, err := t.weightRanges(ctx, w, op, k)
	if err != nil {
		return StepData{}, err
	}
	if len(rs) > 0 {
		t.pieces().attach(&ew, rs)
	}
	if op.Kind == OpMatVec && w.Pass != "" {
		return t.columnsWitness(ctx, ew, path, w, outs)
	}
	if w.Pass != "" {
		return t.segmentWitness(ctx, ew, path, w, kv, outs)
	}
	seal := w.Kind == "op_hash"
	if op.long() {
		// SPEC.md §8.3: the block tree's frontier before chunk i, or its root
		// for the seal
		tree := inference.BlockTree(outs[j])
		if seal {
			ew.ChunkHashes = append(ew.ChunkHashes, tree.Root())
			return packWitness(ew, path)
		}
		for _, h := range tree.Frontier(i * op.Chunk / inference.BlockLen) {
			ew.ChunkHashes = append(ew.ChunkHashes, h)
		}
	}
	nChunks := i
	if seal {
		nChunks = op.Chunks()
		ew.Full = packed(outs[j])
	}
	if op.Chunks() > 1 && !op.long() {
		for x := range nChunks {
			lo, hi := x*op.Chunk, min(op.Out, (x+1)*op.Chunk)
			ew.ChunkHashes = append(ew.ChunkHashes, inference.VectorHash(outs[j][lo:hi]))
		}
	}
	if !seal {
		if op.Kind != OpEmbed {
			a, b, err := opInputs(ops, j)
			if err != nil {
				return StepData{}, err
			}
			for _, src := range a {
				ew.A = append(ew.A, packed(outs[src])...)
			}
			if b >= 0 {
				ew.B = packed(outs[b])
			}
		}
	}
	return packWitness(ew, path)
}

// segmentWitness completes ew (op hashes and, where needed, link_{k−1}'s
// preimage already set) for an attention segment leaf: the chunk hashes that
// open r_{i−1}, the state hashes that open u_{s−1}, the states the step
// continues from, the RoPE and wv outputs (a, b: the query head and
// position k's key and value), and the KV leaves of positions From … k−1
// in the tree of the head's layer and KV head, with their multiproof in that
// tree and the tree root's path in kvroot_{k−1}.
func (t ChainEngineTrace) segmentWitness(ctx context.Context, ew StepWitness, path []int, w EngineWitness, kv *inference.KVForest, outs [][]int32) (StepData, error) {
	k, j, i := path[0], path[1], path[2]
	op := t.Ops(k)[j]
	if op.Chunks() > 1 {
		for x := range i {
			lo, hi := x*op.Chunk, min(op.Out, (x+1)*op.Chunk)
			ew.ChunkHashes = append(ew.ChunkHashes, inference.VectorHash(outs[j][lo:hi]))
		}
	}
	a, err := t.attention(ctx, path[:3])
	if err != nil {
		return StepData{}, err
	}
	x, n := path[3], t.Segments(k)
	for y := range x {
		ew.SegHashes = append(ew.SegHashes, StateHash(a.states[y]))
	}
	words := func(v []int64) []*big.Int {
		out := make([]*big.Int, len(v))
		for z, e := range v {
			out[z] = big.NewInt(e)
		}
		return out
	}
	pass := x / n
	if pass >= 1 && pass < 3 {
		ew.SegM = big.NewInt(a.states[n-1][0])
	}
	if pass == 2 {
		ew.SegS = big.NewInt(a.states[2*n-1][0])
	}
	if x%n > 0 || pass == 3 {
		ew.SegPrev = words(a.states[x-1])
	}
	if pass == 3 {
		return packWitness(ew, path)
	}
	var l int
	fmt.Sscanf(op.Name, "layers.%d.", &l)
	ew.A = packed(outs[opIndex(t.Ops(k), fmt.Sprintf("layers.%d.rope", l))])
	ew.B = packed(outs[opIndex(t.Ops(k), fmt.Sprintf("layers.%d.wv", l))])
	if hi := min(w.To, k); w.From < hi {
		c := t.eng.Model.Config
		hs, kvd := c.HeadSize, c.KVDim()
		g := path[2] / (c.Heads / c.KVHeads) // the query head's KV head
		if op.Chunks() == 1 {
			g = 0
		}
		rows, err := t.kvLeaves(ctx, k)
		if err != nil {
			return StepData{}, err
		}
		for p := w.From; p < hi; p++ {
			// leaf p of T_{l,g}: the head's key, then its value
			off := 2*l*kvd + g*hs
			ew.Kv = append(append(ew.Kv, packed(rows[p][off:off+hs])...), packed(rows[p][off+kvd:off+kvd+hs])...)
		}
		tree := kv.Tree(l, g)
		for _, h := range append(tree.RangeProof(w.From, hi), kv.RootPath(l, g)...) {
			ew.Siblings = append(ew.Siblings, h)
		}
	}
	return packWitness(ew, path)
}

// columnsWitness completes ew for a leaf of a matvec chunk's column range
// level (SPEC.md §8.4): what opens the chunk leaf's predecessor (the chunk
// hashes before it, or a long op's block frontier), the state hashes that
// open u_{s−1} and the sums it continues from; a range also takes the
// op's input.
func (t ChainEngineTrace) columnsWitness(ctx context.Context, ew StepWitness, path []int, w EngineWitness, outs [][]int32) (StepData, error) {
	k, j, i, x := path[0], path[1], path[2], path[3]
	ops := t.Ops(k)
	op := ops[j]
	switch {
	case op.long():
		for _, h := range inference.BlockTree(outs[j]).Frontier(i * op.Chunk / inference.BlockLen) {
			ew.ChunkHashes = append(ew.ChunkHashes, h)
		}
	case op.Chunks() > 1:
		for y := range i {
			lo, hi := chunkRows(op, y)
			ew.ChunkHashes = append(ew.ChunkHashes, inference.VectorHash(outs[j][lo:hi]))
		}
	}
	a, err := t.columns(ctx, path[:3])
	if err != nil {
		return StepData{}, err
	}
	for y := range x {
		ew.SegHashes = append(ew.SegHashes, StateHash(a.states[y]))
	}
	if x > 0 {
		for _, v := range a.states[x-1] {
			ew.SegPrev = append(ew.SegPrev, big.NewInt(v))
		}
	}
	if w.Pass == "columns" {
		src, _, err := opInputs(ops, j)
		if err != nil {
			return StepData{}, err
		}
		ew.A = packed(outs[src[0]])
	}
	return packWitness(ew, path)
}

// argmaxWitness completes ew for a leaf of a long argmax's range level
// (SPEC.md §8.3): the state hashes that open u_{s−1} and the state it
// continues from; for a range, its logits and the path of the block tree's
// node at height 8 over them.
func (t ChainEngineTrace) argmaxWitness(ctx context.Context, ew StepWitness, path []int, w EngineWitness, logits []int32) (StepData, error) {
	a, err := t.argmax(ctx, path[:3])
	if err != nil {
		return StepData{}, err
	}
	x := path[3]
	for y := range x {
		ew.SegHashes = append(ew.SegHashes, StateHash(a.states[y]))
	}
	if x > 0 {
		ew.SegPrev = []*big.Int{big.NewInt(a.states[x-1][0]), big.NewInt(a.states[x-1][1])}
	}
	if w.Pass == "range" {
		ew.A = packed(logits[w.From:w.To])
		tree := inference.BlockTree(logits)
		const h = 8 // a range's 256 blocks sit under one node at height 8
		node := w.From / inference.BlockLen >> h
		for d := h; d < tree.Depth(); d++ {
			ew.Siblings = append(ew.Siblings, tree.Node(d, node^1))
			node /= 2
		}
	}
	return packWitness(ew, path)
}

// opFrom is the first op whose output hash the leaf w of op j reads: its
// inputs' producers (an attention segment: the layer's RoPE and wv outputs;
// a long argmax range: the classifier), or j for a leaf that reads none (a
// seal of chunks, segments, ranges or column ranges).
func opFrom(ops []OpShape, j int, w EngineWitness) (int, error) {
	if w.Kind == "op_hash" || w.Pass == "seal" {
		return j, nil
	}
	op := ops[j]
	if op.Kind == OpEmbed {
		return 0, nil
	}
	if op.Kind == OpAttention {
		var l int
		fmt.Sscanf(op.Name, "layers.%d.", &l)
		return min(opIndex(ops, fmt.Sprintf("layers.%d.rope", l)), opIndex(ops, fmt.Sprintf("layers.%d.wv", l))), nil
	}
	a, b, err := opInputs(ops, j)
	if err != nil {
		return 0, err
	}
	from := j
	for _, x := range append(a, b) {
		if x >= 0 {
			from = min(from, x)
		}
	}
	return from, nil
}

// DecodeStepWitness decodes an EngineStep witness.
func DecodeStepWitness(b []byte) (StepWitness, error) {
	v, err := witnessArgs.Unpack(b)
	if err != nil {
		return StepWitness{}, fmt.Errorf("decode an EngineStep witness: %w", err)
	}
	return *abi.ConvertType(v[0], new(StepWitness)).(*StepWitness), nil
}

// Encode is the witness as EngineStep.step takes it.
func (w StepWitness) Encode() ([]byte, error) { return witnessArgs.Pack(w) }

func packWitness(ew StepWitness, path []int) (StepData, error) {
	data, err := witnessArgs.Pack(ew)
	if err != nil {
		return StepData{}, fmt.Errorf("encode the witness at %v: %w", path, err)
	}
	return StepData{Witness: data}, nil
}

// tokens are step p's input x_p and output y_p (the next prompt token, or
// the generated one).
func (t ChainEngineTrace) tokens(ctx context.Context, p int) (x, y int, err error) {
	res, err := t.Result(ctx)
	if err != nil {
		return 0, 0, err
	}
	tok := func(q int) int { // y_q
		if q < len(t.prompt)-1 {
			return t.prompt[q+1]
		}
		return res.Tokens[q-(len(t.prompt)-1)]
	}
	x = t.prompt[0]
	if p > 0 {
		x = tok(p - 1)
	}
	return x, tok(p), nil
}

func int32s(v []int) []int32 {
	out := make([]int32, len(v))
	for i, x := range v {
		out[i] = int32(x)
	}
	return out
}

// opInputs names the ops whose outputs are op j's inputs a (concatenated)
// and b (−1: none), as IQ16Engine.runOp documents them.
func opInputs(ops []OpShape, j int) (a []int, b int, err error) {
	index := make(map[string]int, len(ops))
	for _, o := range ops {
		index[o.Name] = o.Index
	}
	name := ops[j].Name
	layer, base := "", name
	if rest, ok := strings.CutPrefix(name, "layers."); ok {
		l, op, _ := strings.Cut(rest, ".")
		layer, base = "layers."+l+".", op
	}
	find := func(n string) int {
		i, ok := index[n]
		if !ok && err == nil {
			err = fmt.Errorf("op %q: no op %q in the step", name, n)
		}
		return i
	}
	// the residual stream entering a layer: the previous layer's output, or the embedding
	streamIn := func() int {
		var l int
		fmt.Sscanf(layer, "layers.%d.", &l)
		if l == 0 {
			return find("embed")
		}
		return find(fmt.Sprintf("layers.%d.ffn_residual", l-1))
	}
	b = -1
	switch base {
	case "attn_norm":
		a = []int{streamIn()}
	case "wq", "wk", "wv":
		a = []int{find(layer + "attn_norm")}
	case "q_norm":
		a = []int{find(layer + "wq")}
	case "k_norm":
		a = []int{find(layer + "wk")}
	case "rope":
		q, k := layer+"wq", layer+"wk"
		if _, ok := index[layer+"q_norm"]; ok {
			q, k = layer+"q_norm", layer+"k_norm"
		}
		a = []int{find(q), find(k)}
	case "wo":
		a = []int{find(layer + "attention")}
	case "attn_residual":
		a, b = []int{streamIn()}, find(layer+"wo")
	case "ffn_norm":
		a = []int{find(layer + "attn_residual")}
	case "w1", "w3":
		a = []int{find(layer + "ffn_norm")}
	case "swiglu":
		a, b = []int{find(layer + "w1")}, find(layer+"w3")
	case "w2":
		a = []int{find(layer + "swiglu")}
	case "ffn_residual":
		a, b = []int{find(layer + "attn_residual")}, find(layer+"w2")
	case "final_norm", "classifier", "argmax":
		a = []int{j - 1}
	default:
		return nil, -1, fmt.Errorf("%w: op %q", ErrNoChainStep, name)
	}
	return a, b, err
}
