package inference

import "fmt"

// Lie is a shard that lies on purpose (tests, `deepcall bench fault`, the
// devnet's lying operators): at every position, after layer Layer's last op
// (ffn_residual), At may change the residual x — before that op is traced,
// the next layer reads it or it is handed on.
type Lie struct {
	Layer int
	At    func(pos int, x []int32)
}

// LyingRange is a ShardRunner that tells a Lie: the shard's layers run as two
// honest RangeRunners split after the lie's layer, with the lie told on the
// residual between them. So the deterministic engine knows nothing of lies,
// and a lying shard's trace, KV cache and output are those the engine would
// compute from the changed residual on.
type LyingRange struct {
	below, above *RangeRunner // [Start, Layer+1) and [Layer+1, End); above nil when empty and not the top
	lie          Lie
	held         int // the step-wide index of the lie layer's ffn_residual
	Range        LayerRange
}

// OpenLyingRange prepares a runner for layers r of one sequence of m that
// tells lie, whose layer must be in r.
func (b CPU) OpenLyingRange(m *Model, r LayerRange, lie Lie) (*LyingRange, error) {
	if err := (ShardPlan{r}).validateRange(m.Config.Layers); err != nil {
		return nil, err
	}
	if !r.Contains(lie.Layer) || lie.At == nil {
		return nil, fmt.Errorf("%w: a lie at layer %d of shard %s", ErrShardOutOfRange, lie.Layer, r)
	}
	lr := &LyingRange{lie: lie, held: (lie.Layer + 1) * opsPerLayer(m.Config), Range: r}
	var err error
	if lr.below, err = b.openRange(m, LayerRange{Start: r.Start, End: lie.Layer + 1}); err != nil {
		return nil, err
	}
	// The top shard's classifier head must read the changed residual: when
	// the lie is at the model's last layer, above runs the head alone.
	if lie.Layer+1 < r.End || r.End == m.Config.Layers {
		if lr.above, err = b.openRange(m, LayerRange{Start: lie.Layer + 1, End: r.End}); err != nil {
			return nil, err
		}
	}
	return lr, nil
}

// Step implements ShardRunner.
func (lr *LyingRange) Step(pos, tok int, in []int32, classify bool, trace TraceFunc) ([]int32, int, error) {
	var held *Op
	below := trace
	if trace != nil {
		below = func(op Op, out []int32) {
			if op.Index == lr.held {
				held = &op // traced once the lie is told
				return
			}
			trace(op, out)
		}
	}
	x, _, err := lr.below.Step(pos, tok, in, false, below)
	if err != nil {
		return nil, -1, err
	}
	lr.lie.At(pos, x)
	if held != nil {
		trace(*held, x)
	}
	if lr.above == nil {
		return x, -1, nil
	}
	return lr.above.Step(pos, tok, x, classify, trace)
}

// KV implements ShardRunner.
func (lr *LyingRange) KV(l, pos int) (k, v []int32) {
	if l <= lr.lie.Layer {
		return lr.below.KV(l, pos)
	}
	return lr.above.KV(l, pos)
}
