package bisection

import (
	"context"
	"errors"
	"fmt"

	"github.com/deepcall/deepcall/inference"
)

// The alphabet trace is a toy computation whose every step is one keccak, so
// whole games run in microseconds and its one-step has a Solidity twin of a
// few lines:
//
//	bytes32 constant ALPHABET_ANCHOR = keccak256("deepcall/alphabet/v1");
//	function alphabetStep(bytes32 pre, uint256 t) pure returns (bytes32) {
//	    return keccak256(abi.encodePacked(pre, t, 97 + t % 26));
//	}
//
// State s_t after micro-step t (t = 0 … T−1) is alphabetStep(s_{t−1}, t),
// with s_{−1} = ALPHABET_ANCHOR; 97 + t % 26 is the letter 'a' … 'z' the step
// "reads", as a uint256. The trace is cut into levels by sizes n_0, n_1, …:
// T = n_0·n_1·…, leaf i of level 0 is the state after its block of
// n_1·n_2·… micro-steps, and each level below refines one leaf of the level
// above into n_l sub-blocks; a last-level leaf is a single micro-step. The
// leaf at path (i_0, …, i_{L−1}) is micro-step t = ((i_0·n_1 + i_1)·n_2 + …).

// AlphabetAnchor is s_{−1} = keccak256("deepcall/alphabet/v1").
var AlphabetAnchor = inference.Keccak256([]byte("deepcall/alphabet/v1"))

// AlphabetStep is one micro-step: keccak256(pre ‖ uint256(t) ‖ uint256(97 + t mod 26)).
func AlphabetStep(pre Hash, t int) Hash {
	return inference.Keccak256(pre[:], word(uint64(t)), word(uint64(97+t%26)))
}

// Alphabet is the honest alphabet trace for the given level sizes.
type Alphabet struct {
	sizes  []int
	states []Hash // s_0 … s_{T−1}
}

// NewAlphabet computes the trace of n_0·n_1·… micro-steps cut into levels of
// the given sizes (each ≥ 1).
func NewAlphabet(sizes ...int) (*Alphabet, error) {
	if len(sizes) == 0 {
		return nil, errors.New("alphabet: no levels")
	}
	total := 1
	for _, n := range sizes {
		if n < 1 || total > 1<<24/n {
			return nil, fmt.Errorf("alphabet: level sizes %v out of range", sizes)
		}
		total *= n
	}
	a := &Alphabet{sizes: append([]int(nil), sizes...), states: make([]Hash, total)}
	s := AlphabetAnchor
	for t := range a.states {
		s = AlphabetStep(s, t)
		a.states[t] = s
	}
	return a, nil
}

// Levels implements Shape.
func (a *Alphabet) Levels() int { return len(a.sizes) }

// Leaves implements Shape: every leaf of level l has n_{l+1} sub-leaves.
func (a *Alphabet) Leaves(path []int) int { return a.sizes[len(path)] }

// LevelName implements Shape.
func (a *Alphabet) LevelName(level int) string {
	if level == 0 {
		return "tokens"
	}
	return fmt.Sprintf("sub%d", level)
}

// Anchor implements TraceProvider.
func (a *Alphabet) Anchor(context.Context) (Hash, error) { return AlphabetAnchor, nil }

// Hash implements TraceProvider: the state after the last micro-step of the
// leaf's block.
func (a *Alphabet) Hash(_ context.Context, path []int, i int) (Hash, error) {
	t, err := lastMicroStep(a.sizes, path, i)
	if err != nil {
		return Hash{}, err
	}
	return a.states[t], nil
}

// StepData implements TraceProvider: the alphabet step needs no witness, its
// pre-state is the agreed hash itself.
func (a *Alphabet) StepData(_ context.Context, path []int) (StepData, error) {
	if len(path) != len(a.sizes) {
		return StepData{}, fmt.Errorf("alphabet: step at %v, want a path of %d levels", path, len(a.sizes))
	}
	return StepData{}, nil
}

// lastMicroStep is the index of the last micro-step inside leaf i under path.
func lastMicroStep(sizes, path []int, i int) (int, error) {
	if len(path) >= len(sizes) {
		return 0, fmt.Errorf("alphabet: path %v too deep for %d levels", path, len(sizes))
	}
	t := 0
	for l, n := range sizes {
		var k int
		switch {
		case l < len(path):
			k = path[l]
		case l == len(path):
			k = i
		default:
			k = n - 1
		}
		if k < 0 || k >= n {
			return 0, fmt.Errorf("alphabet: index %d at level %d of size %d", k, l, n)
		}
		t = t*n + k
	}
	return t, nil
}

// AlphabetOneStep is the alphabet's one-step rule, the Go twin of
// alphabetStep above.
type AlphabetOneStep struct {
	Sizes []int
}

// Step implements OneStep.
func (o AlphabetOneStep) Step(path []int, pre Hash, data StepData) (Hash, error) {
	if len(data.Witness) != 0 {
		return Hash{}, fmt.Errorf("%w: the alphabet step takes no witness", ErrBadProof)
	}
	if len(path) != len(o.Sizes) {
		return Hash{}, fmt.Errorf("%w: path %v, want %d levels", ErrBadProof, path, len(o.Sizes))
	}
	t, err := lastMicroStep(o.Sizes, path[:len(path)-1], path[len(path)-1])
	if err != nil {
		return Hash{}, fmt.Errorf("%w: %w", ErrBadProof, err)
	}
	return AlphabetStep(pre, t), nil
}
