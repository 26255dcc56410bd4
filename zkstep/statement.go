package zkstep

import (
	"encoding/binary"
	"fmt"
	"math/big"

	"github.com/consensys/gnark/std/math/uints"
	"golang.org/x/crypto/sha3"
)

// Statement is what a column-range proof asserts, in the hashes the contract
// binds to the game: the pieces' hashes (checked against the blob root), the
// input's VectorHash (checked against the op chain), the state hashes of the
// sums before and after the range (the pre-state's and post-state's last
// element, SPEC.md §8.4), the word offset and the range index.
type Statement struct {
	PieceHashes [][32]byte
	InputHash   [32]byte
	PrevHash    [32]byte
	NextHash    [32]byte
	Off         int
	Range       int
}

// Digest is the circuit's one public input: keccak256 of
// pieceHashes ‖ inputHash ‖ prevHash ‖ nextHash ‖ word(off) ‖ word(range), its
// first 31 bytes as a big-endian integer (below the BN254 scalar field).
// ZkColumnRange.digest computes the same on chain.
func (st Statement) Digest() *big.Int {
	h := sha3.NewLegacyKeccak256()
	for _, p := range st.PieceHashes {
		h.Write(p[:])
	}
	h.Write(st.InputHash[:])
	h.Write(st.PrevHash[:])
	h.Write(st.NextHash[:])
	h.Write(word(int64(st.Off)))
	h.Write(word(int64(st.Range)))
	return new(big.Int).SetBytes(h.Sum(nil)[:31])
}

// Leaf is the data of one column range leaf, as the EVM step reads it.
type Leaf struct {
	Pieces [][]byte // whole 1 KiB pieces holding the range's column words
	Off    int      // the first column word's index in Pieces[0]
	Range  int      // s
	Input  []int32  // the whole input vector
	Prev   []int64  // the sums before the range (nil or zeros for s = 0)
}

// Sums re-executes the range (SPEC.md §8.4): prev_r + Σ W[r][c]·a[c] over the
// range's columns, from the carried pieces.
func (l Leaf) Sums(s Shape) ([]int64, error) {
	if err := l.check(s); err != nil {
		return nil, err
	}
	out := make([]int64, s.Rows)
	copy(out, l.Prev)
	buf := concat(l.Pieces)
	for i := range s.Cols {
		c := s.Cols*l.Range + i
		if c >= s.InputLen {
			break
		}
		w := buf[32*(l.Off+i):]
		for r := range s.Rows {
			q := int64(binary.BigEndian.Uint16(w[2*r:])) - 32768
			out[r] += q * int64(l.Input[c])
		}
	}
	return out, nil
}

func (l Leaf) check(s Shape) error {
	if err := s.Check(); err != nil {
		return err
	}
	switch {
	case len(l.Pieces) != s.Pieces():
		return fmt.Errorf("%w: %d pieces, shape needs %d", ErrWitness, len(l.Pieces), s.Pieces())
	case l.Off < 0 || l.Off >= WordsPerPiece:
		return fmt.Errorf("%w: word offset %d", ErrWitness, l.Off)
	case l.Range < 0 || l.Range >= s.Ranges():
		return fmt.Errorf("%w: range %d of %d", ErrWitness, l.Range, s.Ranges())
	case len(l.Input) != s.InputLen:
		return fmt.Errorf("%w: input of %d values, shape has %d", ErrWitness, len(l.Input), s.InputLen)
	case l.Prev != nil && len(l.Prev) != s.Rows:
		return fmt.Errorf("%w: %d previous sums for %d rows", ErrWitness, len(l.Prev), s.Rows)
	}
	for i, p := range l.Pieces {
		if len(p) != PieceSize {
			return fmt.Errorf("%w: piece %d has %d bytes", ErrWitness, i, len(p))
		}
	}
	return nil
}

// Statement returns the leaf's statement and its next sums.
func (l Leaf) Statement(s Shape) (Statement, []int64, error) {
	next, err := l.Sums(s)
	if err != nil {
		return Statement{}, nil, err
	}
	st := Statement{Off: l.Off, Range: l.Range}
	for _, p := range l.Pieces {
		st.PieceHashes = append(st.PieceHashes, keccak(p))
	}
	st.InputHash = keccak(int32Bytes(l.Input))
	st.PrevHash = keccak(sumWords(l.prev(s)))
	st.NextHash = keccak(sumWords(next))
	return st, next, nil
}

func (l Leaf) prev(s Shape) []int64 {
	if l.Prev != nil {
		return l.Prev
	}
	return make([]int64, s.Rows)
}

// Assignment is the full witness of the leaf's circuit.
func (l Leaf) Assignment(s Shape) (*ColumnRange, Statement, error) {
	st, next, err := l.Statement(s)
	if err != nil {
		return nil, Statement{}, err
	}
	c, err := NewColumnRange(s)
	if err != nil {
		return nil, Statement{}, err
	}
	c.Digest = st.Digest()
	for i, p := range l.Pieces {
		c.Pieces[i] = uints.NewU8Array(p)
	}
	c.Input = uints.NewU8Array(int32Bytes(l.Input))
	c.Prev = uints.NewU8Array(sumWords(l.prev(s)))
	c.Next = uints.NewU8Array(sumWords(next))
	for k := range c.Off {
		c.Off[k] = b2i(k == l.Off)
	}
	for k := range c.Range {
		c.Range[k] = b2i(k == l.Range)
	}
	return c, st, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func concat(ps [][]byte) []byte {
	var out []byte
	for _, p := range ps {
		out = append(out, p...)
	}
	return out
}

func keccak(b []byte) (h [32]byte) {
	k := sha3.NewLegacyKeccak256()
	k.Write(b)
	copy(h[:], k.Sum(nil))
	return h
}

// word is v as a 256-bit two's complement big-endian word.
func word(v int64) []byte {
	w := make([]byte, 32)
	if v < 0 {
		for i := range 24 {
			w[i] = 0xff
		}
	}
	binary.BigEndian.PutUint64(w[24:], uint64(v))
	return w
}

func sumWords(v []int64) []byte {
	var out []byte
	for _, x := range v {
		out = append(out, word(x)...)
	}
	return out
}

func int32Bytes(v []int32) []byte {
	out := make([]byte, 4*len(v))
	for i, x := range v {
		binary.BigEndian.PutUint32(out[4*i:], uint32(x))
	}
	return out
}
