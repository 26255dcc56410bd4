// Package protocol defines the message every deepcall operator signs: one
// storage-slot transition of a consumer contract, and its 32-byte digest.
//
// The digest is defined here and nowhere else. Go code that signs, aggregates
// or checks signatures calls [Transition.Digest]; the Solidity side rebuilds
// the same bytes and is tested against the shared vectors in
// testdata/protocol/digest.json.
//
// # Encoding
//
// The digest is keccak256 over the Solidity ABI encoding (abi.encode, not
// abi.encodePacked) of ten static values, each one 32-byte word, 320 bytes in
// all:
//
//	word  type     value
//	0     bytes32  DOMAIN = keccak256("deepcall/transition/v1")
//	1     uint256  chainId         (block.chainid)
//	2     address  consumer        (12 zero bytes, then the 20 address bytes)
//	3     uint64   index           (transition index / nonce of the consumer)
//	4     bytes32  manifest        (model manifest hash)
//	5     bytes32  input           (inference.InputHash of prompt and n)
//	6     bytes32  slot            (the storage slot that changes)
//	7     bytes32  old             (its value before)
//	8     bytes32  new             (its value after)
//	9     uint32   referenceBlock  (the block whose operator set signs)
//
// Integers are big-endian and left-padded with zeros to 32 bytes, so uint64,
// uint32 and uint256 encode alike for the same value. In Solidity:
//
//	bytes32 constant TRANSITION_DOMAIN = keccak256("deepcall/transition/v1");
//	bytes32 digest = keccak256(abi.encode(
//	    TRANSITION_DOMAIN, block.chainid, address(this), index,
//	    manifest, input, slot, oldValue, newValue, referenceBlock));
//
// referenceBlock is a uint32 on chain because EigenLayer's BLS signature
// checker takes its reference block number as uint32; [Transition.Validate]
// refuses values that do not fit. The digest is then the msgHash given to
// the BLS check: operators sign hashToG1(digest) on BN254 (see package
// blsagg).
//
// # Indices
//
// Index is a nonce of the consumer usable once, in any order: the consumer
// keeps a bitmap of used indices (DeepcallConsumer.indexUsed, 256 to a
// storage word), not a global sequence. A sequence would make every
// transition wait for the one before it, so one slow or failing signing
// round would hold up every task behind it (head-of-line blocking), and a
// batch could not skip a bad item without shifting the rest. Replay
// protection only needs each signed transition to land once; the order that
// matters is per slot, and each transition still carries the slot's old
// value, which the consumer compares before writing (StaleOldValue), so two
// transitions of one slot never both land from the same old value. Whoever
// submits hands out fresh indices (the aggregator, from its own counter).
//
// # Batches
//
// k transitions (1 ≤ k ≤ MaxBatch) can be signed as one message and landed
// with one BLS check (LLMConsumer.verifyAndUpdateBatch): [BatchDigest] is
// keccak256(abi.encode(keccak256("deepcall/batch/v1"), root, k)), root the
// Merkle root of the k transition digests in batch order, padded with zero
// words to the next power of two, parent = keccak256(left ‖ right). Each
// answer stays individually checkable: [BatchProof] gives the siblings of
// one transition digest, which DisputeGame.resolve takes to check the
// quorum signature over the batch. Vectors: testdata/protocol/batch.json.
package protocol
