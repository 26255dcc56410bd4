package bisection

import (
	"context"

	"github.com/deepcall/deepcall/inference"
)

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
