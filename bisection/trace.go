package bisection

import (
	"context"
	"encoding/binary"
	"fmt"

	"github.com/deepcall/deepcall/inference"
)

// Hash is the 32-byte keccak256 value every leaf, claim and anchor is.
type Hash = inference.Hash

// Shape is the public structure of a game's trace: how many levels there are
// and how many leaves each level has below a given path. Both sides and the
// referee must compute the same shape from public data (the model config and
// the request for the engine), which is why the referee holds its own Shape
// rather than trusting a side's provider.
type Shape interface {
	// Levels is the number of levels, ≥ 1. The last level's leaves are the
	// steps small enough to re-execute.
	Levels() int
	// Leaves is the number of leaves (≥ 1) of level len(path), inside the
	// leaf path[len(path)−1] of the level above (path[l] is the leaf chosen at
	// level l). The last leaf of a level always has the value of the parent
	// leaf it refines, and the level's anchor the value of the parent's
	// predecessor, so a disagreement carries down unchanged.
	Leaves(path []int) int
	// LevelName names a level for transcripts: "checkpoints", "ops", ….
	LevelName(level int) string
}

// StepData is what a side submits to end the game with a one-step check: the
// witness that opens the agreed pre-state for the leaf to re-execute. Its
// format belongs to the OneStep that reads it.
type StepData struct {
	Witness []byte `json:"witness,omitempty"`
}

// TraceProvider is one side's view of the trace. An honest provider computes
// it; a lying one (Lie) forges part of it. The solver plays whatever trace it
// is given faithfully.
type TraceProvider interface {
	Shape
	// Anchor is the value before the first leaf of level 0 (the genesis link
	// for the engine): public, and computable on-chain.
	Anchor(ctx context.Context) (Hash, error)
	// Hash is the value of leaf i (0 ≤ i < Leaves(path)) of level len(path).
	Hash(ctx context.Context, path []int, i int) (Hash, error)
	// StepData is the witness for re-executing the last-level leaf at path
	// (len(path) == Levels()).
	StepData(ctx context.Context, path []int) (StepData, error)
}

// OneStep is the re-execution oracle: the one place a game is decided on the
// merits. On-chain it is the contract's step function; here an honest Go
// implementation of the same rule.
type OneStep interface {
	// Step re-executes the last-level leaf at path from the agreed pre-state
	// value pre, using a submitted witness, and returns the post-state value.
	// An error means the witness does not fit (ErrBadProof is wrapped).
	Step(path []int, pre Hash, data StepData) (Hash, error)
}

// LeafValue is the value at position i of level len(path), padding included:
// a position past the last leaf has the last leaf's value.
func LeafValue(ctx context.Context, tp TraceProvider, path []int, i int) (Hash, error) {
	n := tp.Leaves(path)
	if i < 0 || i >= Padded(n) {
		return Hash{}, fmt.Errorf("position %d outside a level of %d leaves", i, n)
	}
	return tp.Hash(ctx, path, min(i, n-1))
}

// Prev is the value just before the leaf at path in trace order: the previous
// leaf of the same level, or for a level's first leaf the value before its
// parent leaf, down to the anchor. It is the pre-state a one-step starts from.
func Prev(ctx context.Context, tp TraceProvider, path []int) (Hash, error) {
	for l := len(path) - 1; l >= 0; l-- {
		if path[l] > 0 {
			return tp.Hash(ctx, path[:l], path[l]-1)
		}
	}
	return tp.Anchor(ctx)
}

// RootOf is the value a provider claims for its whole trace: the last leaf of
// level 0.
func RootOf(ctx context.Context, tp TraceProvider) (Hash, error) {
	return tp.Hash(ctx, nil, tp.Leaves(nil)-1)
}

// lieDomain separates forged values from any honest value.
var lieDomain = inference.Keccak256([]byte("deepcall/bisection/lie"))

// Forge is the value a lying provider substitutes for an honest one.
func Forge(h Hash) Hash { return inference.Keccak256(lieDomain[:], h[:]) }

// Lie wraps an honest provider so that it diverges from leaf `from` on: every
// leaf at or after that point in trace order, at every level, is forged, and
// every leaf before it is honest. from is a path (one index per level,
// missing trailing indices are 0), so Lie(p, []int{k}) claims a wrong
// checkpoint k and everything after it, and Lie(p, []int{k, j}) also agrees
// on the first j ops of step k. A defender built on it lands a wrong root; a
// challenger built on it disputes a correct one.
func Lie(honest TraceProvider, from []int) TraceProvider {
	return &liar{TraceProvider: honest, from: append([]int(nil), from...)}
}

type liar struct {
	TraceProvider
	from []int
}

func (l *liar) Hash(ctx context.Context, path []int, i int) (Hash, error) {
	h, err := l.TraceProvider.Hash(ctx, path, i)
	if err != nil {
		return h, err
	}
	if l.forged(path, i) {
		return Forge(h), nil
	}
	return h, nil
}

// forged reports whether leaf i under path ends at or after the divergence
// point: compare path‖i with from cut (or zero-padded) to the same length. A
// leaf equal to that prefix contains the divergence point, and its value is
// its last sub-leaf's, so it is forged too.
func (l *liar) forged(path []int, i int) bool {
	for k := 0; k <= len(path); k++ {
		a := i
		if k < len(path) {
			a = path[k]
		}
		b := 0
		if k < len(l.from) {
			b = l.from[k]
		}
		if a != b {
			return a > b
		}
	}
	return true
}

// word is v as a 32-byte big-endian word, like Solidity's uint256.
func word(v uint64) []byte {
	var w [32]byte
	binary.BigEndian.PutUint64(w[24:], v)
	return w[:]
}
