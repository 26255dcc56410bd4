package inference

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"

	"golang.org/x/crypto/sha3"
)

// Hash is a 32-byte keccak256 digest.
type Hash [32]byte

// Keccak256 hashes the concatenation of parts.
func Keccak256(parts ...[]byte) Hash {
	h := sha3.NewLegacyKeccak256()
	for _, p := range parts {
		h.Write(p)
	}
	var out Hash
	h.Sum(out[:0])
	return out
}

// String is 0x-prefixed lowercase hex.
func (h Hash) String() string { return "0x" + hex.EncodeToString(h[:]) }

// MarshalText implements encoding.TextMarshaler.
func (h Hash) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (h *Hash) UnmarshalText(b []byte) error {
	s := string(b)
	if len(s) != 66 || s[:2] != "0x" {
		return fmt.Errorf("hash %q: want 0x and 64 hex digits", s)
	}
	_, err := hex.Decode(h[:], b[2:])
	if err != nil {
		return fmt.Errorf("hash %q: %w", s, err)
	}
	return nil
}

// word encodes v as a 32-byte big-endian two's-complement word, as Solidity's
// abi.encode does for int256.
func word(v int64) []byte {
	var w [32]byte
	if v < 0 {
		for i := range w {
			w[i] = 0xff
		}
	}
	binary.BigEndian.PutUint64(w[24:], uint64(v))
	return w[:]
}

// words concatenates 32-byte words.
func words(vs ...int64) []byte {
	out := make([]byte, 0, 32*len(vs))
	for _, v := range vs {
		out = append(out, word(v)...)
	}
	return out
}

// MerkleRoot is SPEC.md §6.2's binary keccak tree: the leaves padded with
// zero hashes to a power of two, parent = keccak256(left ‖ right), a single
// leaf is its own root. Padding a level with an odd count by the root of an
// empty subtree of that height is the same tree without materialising it.
func MerkleRoot(leaves []Hash) Hash {
	if len(leaves) == 0 {
		return Hash{}
	}
	level := append([]Hash(nil), leaves...)
	var empty Hash // root of an all-zero subtree of the current height
	for len(level) > 1 {
		level = merkleLevel(level, empty)
		empty = Keccak256(empty[:], empty[:])
	}
	return level[0]
}

// merkleLevel hashes one level into its parents, padding with empty.
func merkleLevel(level []Hash, empty Hash) []Hash {
	if len(level)%2 == 1 {
		level = append(level, empty)
	}
	next := make([]Hash, 0, len(level)/2)
	for i := 0; i < len(level); i += 2 {
		next = append(next, Keccak256(level[i][:], level[i+1][:]))
	}
	return next
}

// MerkleProof returns the sibling path from leaf i to the root of leaves.
func MerkleProof(leaves []Hash, i int) []Hash {
	var proof []Hash
	level := append([]Hash(nil), leaves...)
	var empty Hash
	for len(level) > 1 {
		if len(level)%2 == 1 {
			level = append(level, empty)
		}
		proof = append(proof, level[i^1])
		level, i = merkleLevel(level, empty), i/2
		empty = Keccak256(empty[:], empty[:])
	}
	return proof
}

// VerifyMerkleProof checks that leaf sits at index i under root.
func VerifyMerkleProof(root, leaf Hash, i int, proof []Hash) bool {
	h := leaf
	for _, p := range proof {
		if i%2 == 0 {
			h = Keccak256(h[:], p[:])
		} else {
			h = Keccak256(p[:], h[:])
		}
		i /= 2
	}
	return i == 0 && h == root
}

// keccak8, when the build and the CPU have a vector keccak
// (keccak_simd_amd64.go), hashes up to eight messages of one length at once.
var keccak8 func(msgs [][]byte, out []Hash)

// KeccakBatch sets out[k] = Keccak256(msgs[k]) for every k; all messages
// have the same length. Eight at a time with the vector keccak, where the
// build and the CPU have one (package attest hashes its leaves with it).
func KeccakBatch(msgs [][]byte, out []Hash) { keccakBatch(msgs, out) }

// keccakBatch sets out[k] = Keccak256(msgs[k]) for every k; all messages
// have the same length.
func keccakBatch(msgs [][]byte, out []Hash) {
	if keccak8 == nil || len(msgs) < 2 {
		for k, m := range msgs {
			out[k] = Keccak256(m)
		}
		return
	}
	for len(msgs) > 0 {
		n := min(8, len(msgs))
		keccak8(msgs[:n], out[:n])
		msgs, out = msgs[n:], out[n:]
	}
}
