package bisection

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/deepcall/deepcall/inference"
)

// attnTrace is the segment level of one attention head.
type attnTrace struct {
	states [][]int64 // per leaf < 3n
	leaves []Hash    // u_0 … u_{3n−1}
	out    []int32   // o of the head (the seal)
}

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

// The passes of an attention head's segment level.
var segmentPasses = [...]string{"max", "sum", "acc", "seal"}

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
