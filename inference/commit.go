package inference

import (
	"encoding/binary"
	"math/bits"
)

// Commitments of SPEC.md §7: the input hash, the checkpoint chain and the KV
// tree each link commits to.

var checkpointDomain = Keccak256([]byte("deepcall/checkpoint/v1"))

// InputHash is keccak256 of the 32-byte words [n, len(prompt), prompt...]:
// Solidity's keccak256(abi.encodePacked(n, uint256(prompt.length), prompt))
// for a uint256[] prompt.
func InputHash(prompt []int, n int) Hash {
	vs := make([]int64, 0, 2+len(prompt))
	vs = append(vs, int64(n), int64(len(prompt)))
	for _, t := range prompt {
		vs = append(vs, int64(t))
	}
	return Keccak256(words(vs...))
}

// Genesis is the link before step 0: it binds the manifest and the input, so a
// result under other weights or another prompt differs from the first link on.
func Genesis(manifest, input Hash) Hash {
	return Keccak256(checkpointDomain[:], manifest[:], input[:])
}

// Link is one step's checkpoint: keccak256(prev ‖ pos ‖ in ‖ out ‖ kvRoot),
// with pos, the input token and the output token as 32-byte words.
func Link(prev Hash, pos, in, out int, kvRoot Hash) Hash {
	return Keccak256(prev[:], words(int64(pos), int64(in), int64(out)), kvRoot[:])
}

// VectorHash is keccak256 of int32 values in 4-byte big-endian two's
// complement: the hash of an op's output in a trace, and of a KV leaf's parts.
func VectorHash(vs ...[]int32) Hash {
	n := 0
	for _, v := range vs {
		n += 4 * len(v)
	}
	buf := make([]byte, n)
	off := 0
	for _, v := range vs {
		for _, x := range v {
			binary.BigEndian.PutUint32(buf[off:], uint32(x))
			off += 4
		}
	}
	return Keccak256(buf)
}

// KVTree is the fixed-depth Merkle tree over positions whose root each link
// commits to. Leaf p is VectorHash(K[0][p], V[0][p], K[1][p], V[1][p], …);
// unset leaves are zero.
type KVTree struct {
	depth  int
	levels [][]Hash // levels[0] = leaves, levels[depth] = [root]
	zero   []Hash   // zero[d] = root of an empty subtree of height d
}

// KVDepth is ceil(log2(seqLen)).
func KVDepth(seqLen int) int { return bits.Len(uint(seqLen - 1)) }

// NewKVTree returns an empty tree for seqLen positions.
func NewKVTree(seqLen int) *KVTree {
	d := KVDepth(seqLen)
	t := &KVTree{depth: d, levels: make([][]Hash, d+1), zero: make([]Hash, d+1)}
	for i := 1; i <= d; i++ {
		t.zero[i] = Keccak256(t.zero[i-1][:], t.zero[i-1][:])
	}
	for i := range t.levels {
		t.levels[i] = make([]Hash, 1<<(d-i))
		for j := range t.levels[i] {
			t.levels[i][j] = t.zero[i]
		}
	}
	return t
}

// Set writes leaf p and updates the path to the root.
func (t *KVTree) Set(p int, leaf Hash) {
	t.levels[0][p] = leaf
	for d := 1; d <= t.depth; d++ {
		p /= 2
		l, r := t.levels[d-1][2*p], t.levels[d-1][2*p+1]
		t.levels[d][p] = Keccak256(l[:], r[:])
	}
}

// Root is the current root.
func (t *KVTree) Root() Hash { return t.levels[t.depth][0] }

// Proof is the sibling path of leaf p, bottom up.
func (t *KVTree) Proof(p int) []Hash {
	out := make([]Hash, t.depth)
	for d := 0; d < t.depth; d++ {
		out[d] = t.levels[d][p^1]
		p /= 2
	}
	return out
}
