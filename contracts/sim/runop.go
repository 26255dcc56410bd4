package sim

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// runOp's op kinds (IQ16Engine.runOp's NatSpec) by the name the trace gives
// the op (SPEC.md §8), without the "layers.<l>." prefix.
var opKinds = map[string]int{
	"embed": 0, "attn_norm": 1, "wq": 2, "wk": 3, "wv": 4, "q_norm": 5, "k_norm": 6, "rope": 7,
	"attention": 8, "wo": 9, "attn_residual": 10, "ffn_norm": 11, "w1": 12, "w3": 13, "swiglu": 14,
	"w2": 15, "ffn_residual": 16, "final_norm": 17, "classifier": 18, "argmax": 19,
}

// OpKind maps a trace op name ("embed", "layers.3.wq", "argmax", …) to
// runOp's op kind and layer (0 for the ops outside the layers).
func OpKind(name string) (kind, layer int, err error) {
	base := name
	if rest, ok := strings.CutPrefix(name, "layers."); ok {
		l, op, ok := strings.Cut(rest, ".")
		if !ok {
			return 0, 0, fmt.Errorf("op name %q: no op after the layer", name)
		}
		if layer, err = strconv.Atoi(l); err != nil || layer < 0 {
			return 0, 0, fmt.Errorf("op name %q: bad layer", name)
		}
		base = op
	}
	kind, ok := opKinds[base]
	if !ok {
		return 0, 0, fmt.Errorf("op name %q: unknown op", name)
	}
	switch inLayer := kind >= 1 && kind <= 16; {
	case inLayer && base == name:
		return 0, 0, fmt.Errorf("op name %q: a layer op without a layer", name)
	case !inLayer && base != name:
		return 0, 0, fmt.Errorf("op name %q: not a layer op", name)
	}
	return kind, layer, nil
}

// RunOp calls runOp(kind, layer, pos, a, b, manifest chunk hashes): one op
// of a step's trace computed from its inputs (see IQ16Engine.runOp's NatSpec
// for what a and b hold per kind). It returns the op's output and the gas a
// transaction with this calldata would use.
func (e *EVM) RunOp(ctx context.Context, kind, layer, pos int, a, b []int32) ([]int32, uint64, error) {
	data, err := engineABI.TryPackRunOp(big.NewInt(int64(kind)), big.NewInt(int64(layer)), big.NewInt(int64(pos)),
		bigInts(a), bigInts(b), e.model.ChunkHashes())
	if err != nil {
		return nil, 0, fmt.Errorf("encode runOp: %w", err)
	}
	ret, gas, err := e.Call(ctx, e.engine, data)
	if err != nil {
		return nil, 0, fmt.Errorf("runOp(%d, layer %d, pos %d): %w", kind, layer, pos, err)
	}
	out, err := engineABI.UnpackRunOp(ret)
	if err != nil {
		return nil, 0, fmt.Errorf("decode runOp result: %w", err)
	}
	v, err := Int32s(out)
	if err != nil {
		return nil, 0, fmt.Errorf("runOp(%d, layer %d, pos %d) result: %w", kind, layer, pos, err)
	}
	return v, gas, nil
}

func bigInts(v []int32) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}

// Int32s converts decoded int256 values to int32, failing on any value
// outside the int32 range.
func Int32s(v []*big.Int) ([]int32, error) {
	out := make([]int32, len(v))
	for i, x := range v {
		if !x.IsInt64() || x.Int64() != int64(int32(x.Int64())) {
			return nil, fmt.Errorf("value %d is %s, not an int32", i, x)
		}
		out[i] = int32(x.Int64())
	}
	return out, nil
}
