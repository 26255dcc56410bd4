package protocol

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// BatchDomain is keccak256("deepcall/batch/v1"), the first word of the
// message a quorum signs for a batch of transitions.
var BatchDomain = keccak256([]byte("deepcall/batch/v1"))

// MaxBatch is the most transitions one batch holds
// (LLMConsumer.verifyAndUpdateBatch, BatchTree.MAX).
const MaxBatch = 256

// Batch errors.
var (
	ErrBatchSize   = errors.New("protocol: a batch holds 1 to 256 transitions")
	ErrBatchProof  = errors.New("protocol: batch proof does not lead to the batch digest")
	ErrBatchTokens = errors.New("protocol: malformed batch token blob")
)

// BatchRoot is the root of the Merkle tree over the k transition digests
// (1 ≤ k ≤ MaxBatch), in batch order, padded with zero words to the next
// power of two; a parent is keccak256(left ‖ right). The root of one leaf is
// the leaf.
func BatchRoot(leaves [][32]byte) ([32]byte, error) {
	if len(leaves) == 0 || len(leaves) > MaxBatch {
		return [32]byte{}, fmt.Errorf("%w: %d", ErrBatchSize, len(leaves))
	}
	level := make([][32]byte, padded(len(leaves)))
	copy(level, leaves)
	for len(level) > 1 {
		for j := range len(level) / 2 {
			level[j] = keccak256(append(level[2*j][:], level[2*j+1][:]...))
		}
		level = level[:len(level)/2]
	}
	return level[0], nil
}

// BatchDigest is the one message a quorum signs for a batch of transitions
// with these digests (Transition.Digest, in order):
// keccak256(abi.encode(BatchDomain, BatchRoot(leaves), k)). Binding k fixes
// the tree's depth, so no inner node passes for a leaf; a batch of one still
// differs from the single landing of its transition, which signs the
// transition digest itself.
func BatchDigest(leaves [][32]byte) ([32]byte, error) {
	root, err := BatchRoot(leaves)
	if err != nil {
		return [32]byte{}, err
	}
	return batchDigestOf(root, len(leaves)), nil
}

func batchDigestOf(root [32]byte, k int) [32]byte {
	b := make([]byte, 96)
	copy(b, BatchDomain[:])
	copy(b[32:], root[:])
	binary.BigEndian.PutUint64(b[88:], uint64(k))
	return keccak256(b)
}

// BatchProof is the Merkle path of leaf i of the batch: its siblings from
// the leaf level up, ⌈log₂ k⌉ of them (none for a batch of one). With k and i
// it is what DisputeGame.resolve takes for an answer landed in a batch.
func BatchProof(leaves [][32]byte, i int) ([][32]byte, error) {
	if len(leaves) == 0 || len(leaves) > MaxBatch {
		return nil, fmt.Errorf("%w: %d", ErrBatchSize, len(leaves))
	}
	if i < 0 || i >= len(leaves) {
		return nil, fmt.Errorf("%w: position %d of %d", ErrBatchProof, i, len(leaves))
	}
	level := make([][32]byte, padded(len(leaves)))
	copy(level, leaves)
	var sib [][32]byte
	for len(level) > 1 {
		sib = append(sib, level[i^1])
		for j := range len(level) / 2 {
			level[j] = keccak256(append(level[2*j][:], level[2*j+1][:]...))
		}
		level = level[:len(level)/2]
		i /= 2
	}
	return sib, nil
}

// VerifyBatchProof checks that leaf is leaf i of a batch of k transitions
// whose digest is batchDigest, given its siblings (BatchProof), as
// BatchTree.digestFromProof does on chain: 1 ≤ k ≤ MaxBatch, i < k, and
// exactly ⌈log₂ k⌉ siblings.
func VerifyBatchProof(batchDigest, leaf [32]byte, k, i int, siblings [][32]byte) error {
	if k <= 0 || k > MaxBatch || i < 0 || i >= k {
		return fmt.Errorf("%w: position %d of %d", ErrBatchProof, i, k)
	}
	depth := 0
	for 1<<depth < k {
		depth++
	}
	if len(siblings) != depth {
		return fmt.Errorf("%w: %d siblings, want %d", ErrBatchProof, len(siblings), depth)
	}
	node := leaf
	for l, s := range siblings {
		if (i>>l)&1 == 0 {
			node = keccak256(append(node[:], s[:]...))
		} else {
			node = keccak256(append(s[:], node[:]...))
		}
	}
	if batchDigestOf(node, k) != batchDigest {
		return ErrBatchProof
	}
	return nil
}

func padded(k int) int {
	p := 1
	for p < k {
		p <<= 1
	}
	return p
}

// PackBatchTokens is the tokens argument of
// LLMConsumer.verifyAndUpdateBatch: for each answer in batch order, its
// count as a 4-byte big-endian integer, then its ids, 4 bytes each,
// big-endian (PackEventTokens; Updated carries exactly these bytes). An id
// outside uint32, or an answer of 2³² ids or more, is ErrBatchTokens.
func PackBatchTokens(answers [][]int) ([]byte, error) {
	n := 0
	for _, a := range answers {
		n += 4 + 4*len(a)
	}
	out := make([]byte, 0, n)
	for k, a := range answers {
		if uint64(len(a)) > math.MaxUint32 {
			return nil, fmt.Errorf("%w: answer %d has %d ids", ErrBatchTokens, k, len(a))
		}
		p, ok := PackEventTokens(a)
		if !ok {
			return nil, fmt.Errorf("%w: answer %d has an id outside uint32", ErrBatchTokens, k)
		}
		out = binary.BigEndian.AppendUint32(out, uint32(len(a)))
		out = append(out, p...)
	}
	return out, nil
}

// DecodeBatchTokens parses a token blob of k answers (PackBatchTokens). It
// is strict, as the contract is: the blob must hold exactly k answers and
// nothing after them.
func DecodeBatchTokens(b []byte, k int) ([][]int, error) {
	if k < 0 {
		return nil, fmt.Errorf("%w: %d answers", ErrBatchTokens, k)
	}
	out := make([][]int, 0, min(k, MaxBatch))
	for i := range k {
		if len(b) < 4 {
			return nil, fmt.Errorf("%w: answer %d: no count", ErrBatchTokens, i)
		}
		n := uint64(binary.BigEndian.Uint32(b))
		b = b[4:]
		if uint64(len(b)) < 4*n {
			return nil, fmt.Errorf("%w: answer %d: %d ids, %d bytes left", ErrBatchTokens, i, n, len(b))
		}
		ids, err := EventTokens(b[:4*n])
		if err != nil {
			return nil, err
		}
		out = append(out, ids)
		b = b[4*n:]
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("%w: %d bytes after the last answer", ErrBatchTokens, len(b))
	}
	return out, nil
}
