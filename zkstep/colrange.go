// Package zkstep proves deepcall's one-step re-executions (inference/SPEC.md
// §8) with Groth16 over BN254, so that a dispute game can end in a proof whose
// on-chain check costs the same for any model width.
//
// A step's statement is split in two (SPEC.md §8.5): the circuit checks the
// bulk data a step reads (weight pieces, the input vector, the previous state)
// against their keccak256 hashes and runs the step's arithmetic, and folds
// every hash it touched into one public value, the digest; the contract
// recomputes the digest from the same hashes, which it binds to what the game
// agreed on (blob root, op chain, pre-state) with the short keccak openings the
// EVM step already does. No bulk byte goes on chain.
package zkstep

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/hash/sha3"
	"github.com/consensys/gnark/std/math/uints"
)

// PieceSize is the blob piece of SPEC.md §6.3.
const PieceSize = 1024

// WordsPerPiece is how many 32-byte column words one piece holds.
const WordsPerPiece = PieceSize / 32

// Errors callers branch on.
var (
	ErrShape   = errors.New("zkstep: shape out of range")
	ErrWitness = errors.New("zkstep: witness does not fit the shape")
)

// Shape fixes one column-range circuit (SPEC.md §8.4): one verifying key per
// shape. A model needs one shape per distinct (rows, input length) of its
// wide matrices; Cols is the spec's COL_RANGE.
type Shape struct {
	Rows     int // rows of the chunk (16, fewer at a matrix's end)
	Cols     int // columns of one range (COL_RANGE)
	InputLen int // length of the matvec's input vector (the matrix's columns)
}

// Ranges is n − 1 of SPEC.md §8.4: the column ranges of the matrix.
func (s Shape) Ranges() int { return (s.InputLen + s.Cols - 1) / s.Cols }

// Pieces is how many whole pieces carry the range's Cols column words,
// whatever their word offset inside the first piece.
func (s Shape) Pieces() int { return (s.Cols + WordsPerPiece - 1 + WordsPerPiece - 1) / WordsPerPiece }

// Check refuses shapes the circuit cannot express.
func (s Shape) Check() error {
	if s.Rows < 1 || s.Rows > 16 || s.Cols < 1 || s.InputLen < 1 || s.Ranges() > 255 {
		return fmt.Errorf("%w: rows %d, cols %d, input %d", ErrShape, s.Rows, s.Cols, s.InputLen)
	}
	return nil
}

// String names the shape (file and contract names).
func (s Shape) String() string { return fmt.Sprintf("r%dc%di%d", s.Rows, s.Cols, s.InputLen) }

// ColumnRange is the circuit of one column range leaf of a matvec chunk
// (SPEC.md §8.4): new_r = prev_r + Σ_c W[r][c]·a[c] over the range's columns,
// every sum exact. All private data is bytes, exactly as hashed.
type ColumnRange struct {
	// Digest is the only public input: the first 31 bytes of keccak256 of
	// the statement's hashes (Statement.Digest).
	Digest frontend.Variable `gnark:",public"`

	Pieces [][]uints.U8        // Pieces() × 1,024 blob bytes, the range's column words inside
	Input  []uints.U8          // InputLen int32 big-endian: the whole input vector
	Prev   []uints.U8          // Rows words: the sums before the range (zero for range 0)
	Next   []uints.U8          // Rows words: the sums after it
	Off    []frontend.Variable // one-hot over 32: the first column word's index in piece 0
	Range  []frontend.Variable // one-hot over Ranges(): the range index s

	shape Shape
}

// NewColumnRange allocates the circuit of a shape (for compiling).
func NewColumnRange(s Shape) (*ColumnRange, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	c := &ColumnRange{shape: s}
	c.Pieces = make([][]uints.U8, s.Pieces())
	for i := range c.Pieces {
		c.Pieces[i] = make([]uints.U8, PieceSize)
	}
	c.Input = make([]uints.U8, 4*s.InputLen)
	c.Prev = make([]uints.U8, 32*s.Rows)
	c.Next = make([]uints.U8, 32*s.Rows)
	c.Off = make([]frontend.Variable, WordsPerPiece)
	c.Range = make([]frontend.Variable, s.Ranges())
	return c, nil
}

// Define implements frontend.Circuit.
func (c *ColumnRange) Define(api frontend.API) error {
	s := c.shape
	bf, err := uints.NewBytes(api)
	if err != nil {
		return fmt.Errorf("zkstep: bytes api: %w", err)
	}
	keccak := func(parts ...[]uints.U8) ([]uints.U8, error) {
		h, err := sha3.NewLegacyKeccak256(api)
		if err != nil {
			return nil, fmt.Errorf("zkstep: keccak: %w", err)
		}
		for _, p := range parts {
			h.Write(p)
		}
		return h.Sum(), nil
	}
	var pre []uints.U8 // the digest's preimage
	for _, p := range c.Pieces {
		h, err := keccak(p)
		if err != nil {
			return err
		}
		pre = append(pre, h...)
	}
	for _, v := range [][]uints.U8{c.Input, c.Prev, c.Next} {
		h, err := keccak(v)
		if err != nil {
			return err
		}
		pre = append(pre, h...)
	}
	off := oneHot(api, c.Off)
	rng := oneHot(api, c.Range)
	pre = append(pre, wordOf(bf, off)...)
	pre = append(pre, wordOf(bf, rng)...)
	d, err := keccak(pre)
	if err != nil {
		return err
	}
	var digest frontend.Variable = 0
	for _, b := range d[:31] {
		digest = api.Add(api.Mul(digest, 256), bf.Value(b))
	}
	api.AssertIsEqual(digest, c.Digest)

	// a[c] for the range's columns: a_sel[i] = Σ_s [s]·a[Cols·s + i] (zero past the input)
	a := make([]frontend.Variable, s.InputLen)
	for i := range a {
		a[i] = decodeInt(api, bf, c.Input[4*i:4*i+4], 4)
	}
	sel := make([]frontend.Variable, s.Cols)
	for i := range sel {
		var acc frontend.Variable = 0
		for r := range c.Range {
			if j := s.Cols*r + i; j < s.InputLen {
				acc = api.Add(acc, api.Mul(c.Range[r], a[j]))
			}
		}
		sel[i] = acc
	}
	// shifted to the carried words: x[w] = Σ_k [off = k]·a_sel[w − k]
	words := len(c.Pieces) * WordsPerPiece
	x := make([]frontend.Variable, words)
	for w := range x {
		var acc frontend.Variable = 0
		for k := range c.Off {
			if i := w - k; i >= 0 && i < s.Cols {
				acc = api.Add(acc, api.Mul(c.Off[k], sel[i]))
			}
		}
		x[w] = acc
	}
	for r := range s.Rows {
		sum := decodeInt(api, bf, c.Prev[32*r:32*r+32], 8)
		for w := range words {
			p := c.Pieces[w/WordsPerPiece][32*(w%WordsPerPiece):]
			// lane r of the word: big-endian uint16 at byte 2r, offset binary (SPEC.md §5)
			lane := api.Add(api.Mul(bf.Value(p[2*r]), 256), bf.Value(p[2*r+1]), -32768)
			sum = api.Add(sum, api.Mul(lane, x[w]))
		}
		api.AssertIsEqual(sum, decodeInt(api, bf, c.Next[32*r:32*r+32], 8))
	}
	return nil
}

// oneHot asserts sel is a one-hot vector and returns the index it marks.
func oneHot(api frontend.API, sel []frontend.Variable) frontend.Variable {
	var n, idx frontend.Variable = 0, 0
	for k, b := range sel {
		api.AssertIsBoolean(b)
		n = api.Add(n, b)
		idx = api.Add(idx, api.Mul(b, k))
	}
	api.AssertIsEqual(n, 1)
	return idx
}

// wordOf is the 32-byte big-endian word of a value below 256.
func wordOf(bf *uints.Bytes, v frontend.Variable) []uints.U8 {
	w := make([]uints.U8, 32)
	for i := range 31 {
		w[i] = uints.NewU8(0)
	}
	w[31] = bf.ValueOf(v)
	return w
}

// decodeInt reads a big-endian two's complement integer whose value has
// `width` significant bytes (4: an int32; 8: a sum, sign-extended to a 32-byte
// word). Bytes above the width must repeat the sign, so each value has one
// encoding and the field value equals the integer.
func decodeInt(api frontend.API, bf *uints.Bytes, b []uints.U8, width int) frontend.Variable {
	hi := len(b) - width
	top := api.ToBinary(bf.Value(b[hi]), 8)
	neg := top[7]
	var v frontend.Variable = 0
	for _, x := range b[hi:] {
		v = api.Add(api.Mul(v, 256), bf.Value(x))
	}
	for _, x := range b[:hi] {
		api.AssertIsEqual(bf.Value(x), api.Mul(neg, 255))
	}
	return api.Sub(v, api.Mul(neg, new(big.Int).Lsh(big.NewInt(1), uint(8*width))))
}

// perms is how many keccak-f permutations keccak256 of n bytes takes.
func perms(n int) int { return n/136 + 1 }

// Permutations is the keccak-f permutations the shape's circuit runs: each
// piece, the input, the two sum vectors, the digest. They dominate its
// constraints (about 106k each with gnark's keccak).
func (s Shape) Permutations() int {
	return s.Pieces()*perms(PieceSize) + perms(4*s.InputLen) + 2*perms(32*s.Rows) + perms(32*s.Pieces()+96+64)
}

// ArithmeticTerms counts the circuit's products outside keccak: the range
// selection, the offset shift and the row sums (an estimate's second term).
func (s Shape) ArithmeticTerms() int {
	words := s.Pieces() * WordsPerPiece
	return s.Cols*s.Ranges() + words*WordsPerPiece + s.Rows*words
}
