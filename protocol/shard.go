package protocol

import (
	"encoding/binary"

	"github.com/deepcall/deepcall/inference"
)

// ShardDomain is keccak256("deepcall/shard/v1"), the first word of every
// shard message.
var ShardDomain = keccak256([]byte("deepcall/shard/v1"))

// ShardClaim is what the operators of one shard of a sharded committee sign
// for a transition (SPEC.md §12): the transition (its digest, which holds
// the answer's slot value), which shard of how many layers it ran, and the
// boundary commitments that chain it to its neighbours.
type ShardClaim struct {
	Transition [32]byte // Transition.Digest()
	Shard      uint64   // its index in the plan
	Start, End uint64   // its layers [Start, End)
	Layers     uint64   // the model's layers
	In, Out    [32]byte // BoundaryCommitment of the residuals entering and leaving it (zero: the first's In, the last's Out)
}

// Digest is ShardCommittee.shardDigest: keccak256(abi.encode(ShardDomain,
// transition, shard, start, end, layers, in, out)), what the shard's
// operators BLS-sign.
func (c *ShardClaim) Digest() [32]byte {
	var b [8 * 32]byte
	copy(b[0:], ShardDomain[:])
	copy(b[32:], c.Transition[:])
	putUint(b[64:96], c.Shard)
	putUint(b[96:128], c.Start)
	putUint(b[128:160], c.End)
	putUint(b[160:192], c.Layers)
	copy(b[192:], c.In[:])
	copy(b[224:], c.Out[:])
	return keccak256(b[:])
}

// BoundaryCommitment commits to the residual stream crossing one shard
// boundary at every step of an answer: keccak256(word(steps) ‖ h_0 ‖ … ‖
// h_{steps−1}), h_p the op hash (SPEC.md §8) of the residual at step p —
// the trace leaf of op layers.(b−1).ffn_residual for a boundary at layer b.
func BoundaryCommitment(hashes []inference.Hash) [32]byte {
	b := make([]byte, 32+32*len(hashes))
	binary.BigEndian.PutUint64(b[24:32], uint64(len(hashes)))
	for i, h := range hashes {
		copy(b[32+32*i:], h[:])
	}
	return keccak256(b)
}
