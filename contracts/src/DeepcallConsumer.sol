// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {OperatorRegistry} from "./OperatorRegistry.sol";
import {BlsQuorum, QuorumSignature, InvalidThreshold, checkReferenceBlock} from "./BlsSignatureChecker.sol";
import {G1Point} from "./BlsBn254.sol";
import {BatchTree} from "./BatchTree.sol";

/// @notice One storage-slot transition of a consumer, the message the quorum signs (package protocol's
/// Transition; the field order is the digest's word order).
struct Transition {
    uint256 chainId;
    address consumer;
    uint64 index;
    bytes32 manifest;
    bytes32 input;
    bytes32 slot;
    bytes32 oldValue;
    bytes32 newValue;
    uint32 referenceBlock;
}

/// @title DeepcallConsumer
/// @notice The base of every deepcall app: a function too expensive for a block is run by the operator
/// quorum off-chain, and `verifyAndUpdate` lands the one storage slot it would change once the quorum's
/// BLS signature over the transition checks out against the OperatorRegistry.
///
/// The signed digest is exactly protocol.Transition.Digest:
///     keccak256(abi.encode(keccak256("deepcall/transition/v1"), chainid, consumer, index, manifest,
///         input, slot, old, new, referenceBlock))
/// An app pins its manifest, says which slots a transition may write (`_checkSlot`) and reads its results
/// from those slots.
///
/// Indices are unordered nonces: each index lands at most once, in any order (a bitmap of used indices,
/// 256 to a storage word, as Permit2's unordered nonces). Why not one global sequence: a sequence makes
/// every transition wait for the one before it, so one slow or failing signing round holds up every
/// task behind it (head-of-line blocking), and a batch could not skip a bad item without shifting the
/// indices of the rest. Replay protection needs only "this signed transition lands once", which the
/// bitmap gives; the ordering that matters for correctness is per slot, and that is the compare-and-swap
/// on oldValue each transition still carries (StaleOldValue), so two transitions of one slot can never
/// both land from the same old value. An issuer (the aggregator) hands out fresh indices from its own
/// counter; a landing that fails leaves its index unused, and nothing else waits for it.
///
/// Write-once slots. A transition's old value must be empty — 0, or REQUESTED (the word 1) that a requester
/// wrote to pay for the slot's creation — and its new value must not be: a slot goes from empty to a value
/// once (Overwrite, EmptyValue). A wrong result can then never be replaced by another before it is
/// challenged, and whoever read it can always be made whole by the dispute game.
///
/// Landing records. Every landing records, beside the slot, which signature landed it: at
/// landingSlot(slot), record = keccak256(abi.encode(transitionDigest, signatory)) with, for a quorum landing,
/// signatory = keccak256(abi.encode(QUORUM_SIGNATORY, referenceBlock, keccak256(abi.encodePacked(
/// nonSignerIds)))) — EigenDA's signatory record: the operator set of the reference block minus these
/// non-signers is exactly who signed. The dispute game opens a challenge only on a recorded landing and
/// charges exactly that signer set (LLMConsumer.liability), never a subset a resolver picks.
///
/// The stored landing word also keeps when the landing happened (protocol.LandingWord): its top 32 bits
/// are the landing block, its low 224 bits the record's. Timing taken from the chain, not from what the
/// signers wrote: a quorum can backdate its signed reference block, never the block it landed in. Fees,
/// SLAs and finality are timed by it (landedAt), at no extra storage write.
abstract contract DeepcallConsumer {
    /// @notice keccak256("deepcall/transition/v1"), the first word of the signed message.
    bytes32 public constant TRANSITION_DOMAIN = keccak256("deepcall/transition/v1");
    /// @notice keccak256("deepcall/signatory/quorum/v1"), the first word of a quorum landing's signatory.
    bytes32 public constant QUORUM_SIGNATORY = keccak256("deepcall/signatory/quorum/v1");
    /// @notice keccak256("deepcall/landing/v1"): landingSlot(slot) = keccak256(abi.encode(LANDING_DOMAIN, slot)).
    bytes32 public constant LANDING_DOMAIN = keccak256("deepcall/landing/v1");
    /// @notice What an empty slot a requester paid for holds (protocol.Requested): the word 1.
    bytes32 public constant REQUESTED = bytes32(uint256(1));
    /// @notice The low 224 bits of a landing word: the part of the record it keeps (protocol.RecordMask).
    uint256 public constant RECORD_MASK = (uint256(1) << 224) - 1;

    /// @notice The transition is for another chain.
    error WrongChain(uint256 chainId, uint256 expected);
    /// @notice The transition is for another consumer contract.
    error WrongConsumer(address consumer);
    /// @notice The transition index was used already: a replay, or another transition with the same index.
    error IndexUsed(uint64 index);
    /// @notice The transition was computed under another manifest than the pinned one.
    error WrongManifest(bytes32 manifest, bytes32 expected);
    /// @notice The slot's value is no longer the transition's old value.
    error StaleOldValue(bytes32 slot, bytes32 current, bytes32 oldValue);
    /// @notice This consumer's transitions may not write that slot.
    error WrongSlot(bytes32 slot);
    /// @notice The registry given at construction has no code.
    error RegistryWithoutCode();
    /// @notice The transition's old value is not empty (0 or REQUESTED): a written slot is never rewritten.
    error Overwrite(bytes32 slot, bytes32 oldValue);
    /// @notice The transition's new value is empty (0 or REQUESTED): a landing must write a value.
    error EmptyValue(bytes32 slot);

    /// @notice A transition landed: `slot` went from `oldValue` to `newValue`.
    event Transitioned(uint64 indexed index, bytes32 indexed slot, bytes32 oldValue, bytes32 newValue);

    OperatorRegistry public immutable registry;
    /// @notice The pinned manifest hash: only transitions computed under it land.
    bytes32 public immutable manifest;
    /// @notice The signers must hold thresholdNumerator / thresholdDenominator of the stake.
    uint256 public immutable thresholdNumerator;
    uint256 public immutable thresholdDenominator;
    /// @dev The registry's referenceWindow (immutable there), read once at construction.
    uint256 internal immutable _referenceWindow;

    /// @dev keccak256("deepcall/consumer/used-indices/v1"): the slot of word 0 of the used-index bitmap;
    /// index i is bit i % 256 of the word at slot USED_INDEX_BASE + i / 256. Raw slots rather than a mapping:
    /// a lookup is one SLOAD with no hashing, and a reader can take a word with eth_getStorageAt. The 2⁵⁶
    /// words lie in a range starting at a keccak output, as far from every other slot as a mapping's are.
    uint256 internal constant USED_INDEX_BASE = 0x74c2d1ac7a72f41505dc24fd0ad0fc82ceeb8247c616291f4fc820ef062f5f05;

    /// @param numerator,denominator the stake threshold, in (0, 1]; 2 and 3 for the default two thirds
    constructor(OperatorRegistry registry_, bytes32 manifest_, uint256 numerator, uint256 denominator) {
        if (numerator == 0 || numerator > denominator) revert InvalidThreshold(numerator, denominator);
        // The quorum check is a raw STATICCALL: an address without code would "pass" every signature.
        if (address(registry_).code.length == 0) revert RegistryWithoutCode();
        registry = registry_;
        manifest = manifest_;
        thresholdNumerator = numerator;
        thresholdDenominator = denominator;
        _referenceWindow = registry_.referenceWindow();
    }

    /// @notice Whether a transition with this index has landed (each index lands at most once).
    function indexUsed(uint64 index) public view returns (bool) {
        return (usedIndexWord(index >> 8) >> (index & 0xff)) & 1 == 1;
    }

    /// @notice Word `wordPos` of the used-index bitmap: bit b is index 256·wordPos + b.
    function usedIndexWord(uint256 wordPos) public view returns (uint256 bits) {
        assembly ("memory-safe") {
            bits := sload(add(USED_INDEX_BASE, wordPos))
        }
    }

    /// @notice The storage slot holding the landing record of `slot` (0 or REQUESTED: nothing landed there).
    function landingSlot(bytes32 slot) public pure returns (bytes32 s) {
        bytes32 domain = LANDING_DOMAIN;
        assembly ("memory-safe") {
            mstore(0x00, domain)
            mstore(0x20, slot)
            s := keccak256(0x00, 0x40)
        }
    }

    /// @notice The landing word of `slot` (0 or REQUESTED: none): the landing block in the top 32 bits, the
    /// low 224 bits of keccak256(abi.encode(transitionDigest, signatory)) of the transition that wrote it.
    function landingOf(bytes32 slot) public view returns (bytes32 record) {
        bytes32 s = landingSlot(slot);
        assembly ("memory-safe") {
            record := sload(s)
        }
    }

    /// @notice The block the value of `slot` landed in (0: none landed with a record).
    function landedAtSlot(bytes32 slot) public view returns (uint256) {
        return uint256(landingOf(slot)) >> 224;
    }

    /// @notice The signatory of a quorum landing (protocol.QuorumSignatory): the reference block and the
    /// non-signers' operator ids, ascending, as the quorum signature listed them.
    function quorumSignatory(uint32 referenceBlock, bytes32[] calldata nonSignerIds) public pure returns (bytes32) {
        return keccak256(abi.encode(QUORUM_SIGNATORY, referenceBlock, keccak256(abi.encodePacked(nonSignerIds))));
    }

    /// @notice The digest the quorum signs for `t` (protocol.Transition.Digest).
    function transitionDigest(Transition calldata t) public pure returns (bytes32) {
        uint256 at;
        assembly ("memory-safe") {
            at := t
        }
        return _digestAt(at);
    }

    /// @dev The transition digest of the nine words at calldata offset `t` (a Transition, its words
    /// checked clean by the ABI decoder or the batch's own checks).
    function _digestAt(uint256 t) internal pure returns (bytes32 d) {
        bytes32 domain = TRANSITION_DOMAIN;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, domain)
            calldatacopy(add(f, 0x20), t, 0x120)
            d := keccak256(f, 0x140)
        }
    }

    /// @notice The message a quorum signs for a batch of transitions with these digests, in order
    /// (BatchTree, protocol.BatchDigest): keccak256(abi.encode(keccak256("deepcall/batch/v1"), root, k)),
    /// root of their zero-padded Merkle tree. Reverts BatchSize unless 1 ≤ k ≤ 256.
    function batchDigest(bytes32[] calldata digests) public pure returns (bytes32) {
        uint256 k = digests.length;
        if (k == 0 || k > BatchTree.MAX) revert BatchTree.BatchSize(k);
        uint256 leaves;
        assembly ("memory-safe") {
            leaves := mload(0x40)
            mstore(0x40, add(leaves, shl(13, 1))) // 256 words: any padded tree
            calldatacopy(leaves, digests.offset, shl(5, k))
        }
        return BatchTree.digestInPlace(leaves, k);
    }

    /// @notice Lands a transition signed by the quorum: checks the chain, the consumer, the index (unused:
    /// no replay), the manifest, the slot, the old value, then the quorum signature at the
    /// reference block (StaleReferenceBlock, BelowThreshold, BadSignature … from the registry); writes
    /// the slot and emits Transitioned.
    function verifyAndUpdate(Transition calldata t, QuorumSignature calldata sig) external virtual {
        _verifyAndUpdate(t, sig);
        emit Transitioned(t.index, t.slot, t.oldValue, t.newValue);
    }

    function _verifyAndUpdate(Transition calldata t, QuorumSignature calldata sig) internal {
        uint256[] calldata none;
        assembly ("memory-safe") {
            none.offset := 0
            none.length := 0
        }
        _verifyAndUpdate(t, sig, none);
    }

    /// @dev _verifyAndUpdate with H(digest) proven by `hashHints` (BlsBn254.hashToG1Hinted, computed by
    /// blsagg.HashToG1Hints); empty hints hash with MODEXP.
    function _verifyAndUpdate(Transition calldata t, QuorumSignature calldata sig, uint256[] calldata hashHints)
        internal
    {
        if (t.chainId != block.chainid) revert WrongChain(t.chainId, block.chainid);
        if (t.consumer != address(this)) revert WrongConsumer(t.consumer);
        uint64 index = t.index;
        uint256 wordSlot = USED_INDEX_BASE + (index >> 8);
        uint256 bit = uint256(1) << (index & 0xff);
        uint256 used;
        assembly ("memory-safe") {
            used := sload(wordSlot)
        }
        if (used & bit != 0) revert IndexUsed(index);
        if (t.manifest != manifest) revert WrongManifest(t.manifest, manifest);
        _checkSlot(t);
        bytes32 slot = _checkWriteOnce(t);
        // The word checks above read every field through the ABI decoder (dirty uint64/uint32/address
        // padding reverts), so the raw calldata the digest hashes is the canonical encoding.
        bytes32 d = transitionDigest(t);
        bytes32 nonSigners = _checkQuorum(d, t.referenceBlock, sig, hashHints);
        bytes32 v = t.newValue;
        bytes32 record = _record(d, _quorumSignatory(t.referenceBlock, nonSigners));
        bytes32 rs = landingSlot(slot);
        assembly ("memory-safe") {
            sstore(slot, v)
            sstore(wordSlot, or(used, bit))
            sstore(rs, record)
        }
    }

    /// @dev Reverts Overwrite unless t's old value is empty, EmptyValue unless its new value is not,
    /// StaleOldValue unless the slot holds the old value; returns the slot.
    function _checkWriteOnce(Transition calldata t) internal view returns (bytes32 slot) {
        slot = t.slot;
        if (uint256(t.oldValue) > 1) revert Overwrite(slot, t.oldValue);
        if (uint256(t.newValue) <= 1) revert EmptyValue(slot);
        bytes32 current;
        assembly ("memory-safe") {
            current := sload(slot)
        }
        if (current != t.oldValue) revert StaleOldValue(slot, current, t.oldValue);
    }

    /// @dev keccak256(abi.encode(QUORUM_SIGNATORY, referenceBlock, nonSigners)), nonSigners the hash of the
    /// packed non-signer ids.
    function _quorumSignatory(uint32 referenceBlock, bytes32 nonSigners) internal pure returns (bytes32 h) {
        bytes32 domain = QUORUM_SIGNATORY;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, domain)
            mstore(add(f, 0x20), referenceBlock)
            mstore(add(f, 0x40), nonSigners)
            h := keccak256(f, 0x60)
        }
    }

    /// @dev A landing word, landed now: the block number over the low 224 bits of
    /// keccak256(abi.encode(digest, signatory)).
    function _record(bytes32 digest, bytes32 signatory) internal view returns (bytes32 h) {
        assembly ("memory-safe") {
            mstore(0x00, digest)
            mstore(0x20, signatory)
            h := or(shl(224, number()), shr(32, shl(32, keccak256(0x00, 0x40))))
        }
    }

    /// @dev The registry's checkSignatures(digest, referenceBlock, sig, thresholdNumerator,
    /// thresholdDenominator) run in this frame: the reference block against the window, the non-signer ids,
    /// one call to the registry for the storage words the check reads (OperatorRegistry.quorumWords: the
    /// apk history entry's hash and the non-signers' stake records), then BlsQuorum.check. Reverts with the
    /// checker's errors (StaleReferenceBlock, WrongApkIndex, BelowThreshold, BadSignature …).
    /// hashHints as BlsQuorum.checkHinted takes them (empty: hashToG1 with MODEXP). Returns the hash of the
    /// packed non-signer ids (what a landing's signatory records).
    function _checkQuorum(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256[] calldata hashHints
    ) internal view returns (bytes32 nonSigners) {
        checkReferenceBlock(referenceBlock, _referenceWindow);
        address reg = address(registry);
        bytes4 selector = OperatorRegistry.quorumWords.selector;
        uint256 apkIndex = sig.apkIndex;
        G1Point[] calldata keys = sig.nonSignerKeys;
        uint256 f;
        assembly ("memory-safe") {
            f := mload(0x40)
            mstore(0x40, add(f, add(0x80, shl(5, keys.length))))
            mstore(f, selector)
            mstore(add(f, 0x04), apkIndex)
            mstore(add(f, 0x24), 0x40)
            mstore(add(f, 0x44), keys.length)
        }
        BlsQuorum.nonSignerIds(keys, f + 0x64);
        assembly ("memory-safe") {
            let n := shl(5, keys.length)
            nonSigners := keccak256(add(f, 0x64), n)
            if iszero(staticcall(gas(), reg, f, add(0x64, n), 0x00, 0x00)) {
                returndatacopy(f, 0x00, returndatasize())
                revert(f, returndatasize())
            }
            if iszero(eq(returndatasize(), add(0x60, n))) { revert(0x00, 0x00) }
            // the words BlsQuorum.check reads: apk hash, then the records (over the ids)
            returndatacopy(f, 0x00, 0x20)
            returndatacopy(add(f, 0x20), 0x60, n)
        }
        BlsQuorum.checkHinted(digest, hashHints, referenceBlock, sig, thresholdNumerator, thresholdDenominator, f);
    }

    /// @dev Reverts (WrongSlot) unless transitions of this consumer may write `t.slot` for `t.input`.
    /// Implementations must keep transitions off every other storage word of the contract.
    function _checkSlot(Transition calldata t) internal view virtual;
}
