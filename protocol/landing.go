package protocol

import (
	"encoding/binary"

	"github.com/deepcall/deepcall/inference"
)

// Landing records: what a consumer keeps beside a result slot when a
// transition lands, naming the signature that landed it, so that a dispute
// charges exactly who signed (DeepcallConsumer, DisputeGame.open and
// resolve). The record of a slot is
//
//	LandingRecord(digest, signatory) = keccak256(abi.encode(digest, signatory))
//
// at LandingSlot(slot), digest the transition's Digest and signatory one of:
//
//	QuorumSignatory(ref, nonSigners)  = keccak256(abi.encode(QUORUM_DOMAIN, ref,
//	                                      keccak256(abi.encodePacked(nonSigners))))
//	ShardSignatory(ref, shards)       = keccak256(abi.encode(SHARDS_DOMAIN, ref, shards))
//	AttesterSignatory(ref, id)        = keccak256(abi.encode(ATTESTER_DOMAIN, ref, id))
//
// for a quorum landing (single or batched: the non-signers of the quorum
// signature, operator ids ascending), a sharded one (ShardsRecord of each
// shard's signers and boundaries) and a presented attestation (its
// attester's operator id). Vectors: testdata/protocol/landing.json.
//
// The slot does not hold the record whole but a landing word,
//
//	LandingWord(record, block) = block << 224 | record & RecordMask
//
// the block the transition landed in over the record's low 224 bits: when an
// answer landed is the chain's to say, not its signers' (a quorum picks its
// reference block and could backdate it), and fees, SLAs and finality are
// timed by it (LLMConsumer.landedAt, isFinal) at no extra storage write. A
// landing is matched by the low 224 bits alone (DisputeGame.open,
// TaskMarket.settle): 2²²⁴ is far past any search for a second signer set.
// LLMConsumer.infer writes the word of its block over Computed: no record,
// nobody to challenge, final at once.

// Domains of the landing records (DeepcallConsumer.QUORUM_SIGNATORY,
// LLMConsumer.SHARDS_SIGNATORY and COMMITTEE_SIGNATORY,
// AttestationConsumer.ATTESTER_SIGNATORY, DeepcallConsumer.LANDING_DOMAIN).
var (
	QuorumSignatoryDomain    = keccak256([]byte("deepcall/signatory/quorum/v1"))
	ShardsSignatoryDomain    = keccak256([]byte("deepcall/signatory/shards/v1"))
	CommitteeSignatoryDomain = keccak256([]byte("deepcall/signatory/committee/v1"))
	AttesterSignatoryDomain  = keccak256([]byte("deepcall/signatory/attester/v1"))
	LandingDomain            = keccak256([]byte("deepcall/landing/v1"))
)

// QuorumSignatory is the signatory of a quorum landing at reference block
// ref whose signature lists nonSigners (operator ids, ascending): the
// operator set of ref less them is exactly who signed.
func QuorumSignatory(ref uint32, nonSigners [][32]byte) [32]byte {
	return signatory(QuorumSignatoryDomain, ref, PackedHash(nonSigners))
}

// ShardSignatory is the signatory of a sharded landing at reference block
// ref, shards its ShardsRecord.
func ShardSignatory(ref uint32, shards [32]byte) [32]byte {
	return signatory(ShardsSignatoryDomain, ref, shards)
}

// CommitteeSignatory is the signatory of a committee landing
// (LLMConsumer.verifyAndUpdateCommittee) at reference block ref, signed by
// signers (operator ids, ascending), all members of the task's drawn
// committee.
func CommitteeSignatory(ref uint32, signers [][32]byte) [32]byte {
	return signatory(CommitteeSignatoryDomain, ref, PackedHash(signers))
}

// AttesterSignatory is the signatory of a presented attestation: its
// reference block and its attester's operator id.
func AttesterSignatory(ref uint32, operator [32]byte) [32]byte {
	return signatory(AttesterSignatoryDomain, ref, operator)
}

// ShardsRecord is ShardCommittee.shardsRecord: keccak256 over, shard by
// shard in plan order, keccak256 of its signers' packed ids (ascending), its
// in boundary and its out boundary.
func ShardsRecord(ids [][][32]byte, bounds [][2][32]byte) [32]byte {
	b := make([]byte, 0, 96*len(ids))
	for s, signers := range ids {
		h := PackedHash(signers)
		b = append(append(append(b, h[:]...), bounds[s][0][:]...), bounds[s][1][:]...)
	}
	return keccak256(b)
}

// LandingRecord is the record of a landed transition; its consumer keeps
// the low 224 bits in the landing word (LandingWord).
func LandingRecord(digest, signatory [32]byte) [32]byte {
	return inference.Keccak256(digest[:], signatory[:])
}

// RecordMask is the low 224 bits of a landing word: the part of the record
// it keeps (DeepcallConsumer.RECORD_MASK).
var RecordMask = [32]byte{0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}

// Computed is the low bits of the landing word LLMConsumer.infer writes
// (LLMConsumer.COMPUTED): a result the chain computed, which no signature
// landed; no record's low 224 bits are 2 but with chance 2⁻²²⁴.
var Computed = [32]byte{31: 2}

// LandingWord is what a consumer stores at LandingSlot when a transition
// with this record lands in block: the block in the top 32 bits, the
// record's low 224 bits below (DeepcallConsumer._record). A block past
// uint32 keeps its low 32 bits, as the contract's shift does.
func LandingWord(record [32]byte, block uint64) [32]byte {
	w := record
	binary.BigEndian.PutUint32(w[:4], uint32(block))
	return w
}

// LandedAt is the block a landing word was written in (LLMConsumer.landedAt;
// 0: none, the word 0 or Requested).
func LandedAt(word [32]byte) uint64 {
	return uint64(binary.BigEndian.Uint32(word[:4]))
}

// SameRecord reports whether a landing word keeps record: their low 224
// bits are equal (how DisputeGame.open and TaskMarket.settle match one).
func SameRecord(word, record [32]byte) bool {
	return [28]byte(word[4:]) == [28]byte(record[4:])
}

// LandingSlot is DeepcallConsumer.landingSlot(slot): where the landing
// record of a result slot is kept, keccak256(abi.encode(LandingDomain,
// slot)).
func LandingSlot(slot [32]byte) [32]byte {
	return inference.Keccak256(LandingDomain[:], slot[:])
}

func signatory(domain [32]byte, ref uint32, h [32]byte) [32]byte {
	var w [32]byte
	binary.BigEndian.PutUint32(w[28:], ref)
	return inference.Keccak256(domain[:], w[:], h[:])
}

// PackedHash is keccak256(abi.encodePacked(ids)) of a bytes32[]: how a
// landing record and a resolved challenge's loss (DisputeGame.loss) name a
// list of operator ids.
func PackedHash(ids [][32]byte) [32]byte {
	b := make([]byte, 0, 32*len(ids))
	for _, id := range ids {
		b = append(b, id[:]...)
	}
	return keccak256(b)
}
