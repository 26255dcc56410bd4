package bisection

import (
	"context"
	"fmt"

	"github.com/deepcall/deepcall/inference"
)

// ColRange is the most columns one leaf of a matvec chunk reads (SPEC.md
// §8.4). A chunk of a matrix wider than ColRange (always a single 16-row
// block: StepOps gives wide matrices one block a chunk) is refined into
// n = ⌈cols/ColRange⌉ range leaves and a seal, so a step carries 16 rows ×
// 512 columns of weights (16 KiB) however wide the matrix is.
const ColRange = 512

// colRanges says whether the level-2 leaf at path (step, op, chunk) is a
// matvec chunk refined into column ranges, and their number n.
func (t *EngineTrace) colRanges(path []int) (n int, ok bool) {
	ops := t.Ops(path[0])
	if path[1] >= len(ops) {
		return 0, false
	}
	op := ops[path[1]]
	if op.Kind != OpMatVec || op.Cols <= ColRange {
		return 0, false
	}
	if c := op.Chunks(); c > 1 && path[2] == c {
		return 0, false // the op seal
	}
	return (op.Cols + ColRange - 1) / ColRange, true
}

// opMatrix is the weight matrix of a matvec op.
func opMatrix(m *inference.Model, name string) (*inference.Matrix, error) {
	if name == "classifier" {
		return m.Output(), nil
	}
	var l int
	var w string
	if _, err := fmt.Sscanf(name, "layers.%d.%s", &l, &w); err != nil || l < 0 || l >= len(m.Layers) {
		return nil, fmt.Errorf("engine trace: %q is not a matvec op", name)
	}
	ly := &m.Layers[l]
	mats := map[string]*inference.Matrix{"wq": &ly.Wq, "wk": &ly.Wk, "wv": &ly.Wv, "wo": &ly.Wo, "w1": &ly.W1, "w3": &ly.W3, "w2": &ly.W2}
	if mat, ok := mats[w]; ok {
		return mat, nil
	}
	return nil, fmt.Errorf("engine trace: %q is not a matvec op", name)
}

// chunkRows are the rows lo … hi − 1 of a matvec op that the level-2 leaf
// (chunk i) computes.
func chunkRows(op OpShape, i int) (lo, hi int) {
	if op.Chunks() == 1 {
		return 0, op.Out
	}
	return i * op.Chunk, min(op.Out, (i+1)*op.Chunk)
}

// columns computes (once) the range level of the matvec chunk at path
// (step, op, chunk): state s is the exact sums acc_r = Σ q[r][c]·a_c of the
// chunk's rows over columns 0 … min(cols, ColRange·(s+1)) − 1 (SPEC.md §4.3
// before the row scale), u_s = keccak256(u_{s−1} ‖ s ‖ StateHash(acc)) from
// u_{−1} = the chunk leaf's predecessor.
func (t *EngineTrace) columns(ctx context.Context, path []int) (*argmaxTrace, error) {
	key := [3]int{path[0], path[1], path[2]}
	t.mu.Lock()
	a := t.cols[key]
	t.mu.Unlock()
	if a != nil {
		return a, nil
	}
	n, ok := t.colRanges(path)
	if !ok {
		return nil, fmt.Errorf("engine trace: %v is not a matvec chunk with column ranges", path)
	}
	op := t.Ops(path[0])[path[1]]
	mat, err := opMatrix(t.eng.Model, op.Name)
	if err != nil {
		return nil, err
	}
	outs, err := t.Outputs(ctx, path[0])
	if err != nil {
		return nil, err
	}
	src, _, err := opInputs(t.Ops(path[0]), path[1])
	if err != nil {
		return nil, err
	}
	in := outs[src[0]]
	u, err := Prev(ctx, t, path)
	if err != nil {
		return nil, err
	}
	lo, hi := chunkRows(op, path[2])
	acc := make([]int64, hi-lo)
	a = &argmaxTrace{}
	for s := range n {
		for r := lo; r < hi; r++ {
			row := mat.Q[r*mat.Cols : (r+1)*mat.Cols]
			for c := s * ColRange; c < min(mat.Cols, (s+1)*ColRange); c++ {
				acc[r-lo] += int64(row[c]) * int64(in[c])
			}
		}
		st := append([]int64(nil), acc...)
		h := StateHash(st)
		u = inference.Keccak256(u[:], word(uint64(s)), h[:])
		a.states = append(a.states, st)
		a.leaves = append(a.leaves, u)
	}
	t.mu.Lock()
	t.cols[key] = a
	t.mu.Unlock()
	return a, nil
}
