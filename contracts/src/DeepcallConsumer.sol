// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {OperatorRegistry} from "./OperatorRegistry.sol";
import {BlsQuorum, QuorumSignature, InvalidThreshold, checkReferenceBlock} from "./BlsSignatureChecker.sol";
import {G1Point} from "./BlsBn254.sol";

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
/// Transitions land in index order (0, 1, 2, …), each once. An app pins its manifest, says which slots a
/// transition may write (`_checkSlot`) and reads its results from those slots.
abstract contract DeepcallConsumer {
    /// @notice keccak256("deepcall/transition/v1"), the first word of the signed message.
    bytes32 public constant TRANSITION_DOMAIN = keccak256("deepcall/transition/v1");

    /// @notice The transition is for another chain.
    error WrongChain(uint256 chainId, uint256 expected);
    /// @notice The transition is for another consumer contract.
    error WrongConsumer(address consumer);
    /// @notice The transition index is not the next one: a replay (lower) or a gap (higher).
    error WrongIndex(uint64 index, uint64 expected);
    /// @notice The transition was computed under another manifest than the pinned one.
    error WrongManifest(bytes32 manifest, bytes32 expected);
    /// @notice The slot's value is no longer the transition's old value.
    error StaleOldValue(bytes32 slot, bytes32 current, bytes32 oldValue);
    /// @notice This consumer's transitions may not write that slot.
    error WrongSlot(bytes32 slot);
    /// @notice The registry given at construction has no code.
    error RegistryWithoutCode();

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

    /// @dev nextIndex + 1, so that the word never returns to zero and each bump costs a warm
    /// nonzero-to-nonzero SSTORE rather than a zero-to-nonzero one.
    uint256 private _nextIndexPlusOne = 1;

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

    /// @notice The index the next transition must carry.
    function nextIndex() public view returns (uint64) {
        // casting to 'uint64' is safe because the index only grows by one per landed uint64-indexed transition
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint64(_nextIndexPlusOne - 1);
    }

    /// @notice The digest the quorum signs for `t` (protocol.Transition.Digest).
    function transitionDigest(Transition calldata t) public pure returns (bytes32 d) {
        bytes32 domain = TRANSITION_DOMAIN;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, domain)
            calldatacopy(add(f, 0x20), t, 0x120)
            d := keccak256(f, 0x140)
        }
    }

    /// @notice Lands a transition signed by the quorum: checks the chain, the consumer, the index (the
    /// next one: no replay), the manifest, the slot, the old value, then the quorum signature at the
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
        uint256 next = _nextIndexPlusOne - 1;
        // casting to 'uint64' is safe because next equals a uint64 index or the revert reports it as such
        // forge-lint: disable-next-line(unsafe-typecast)
        if (t.index != next) revert WrongIndex(t.index, uint64(next));
        if (t.manifest != manifest) revert WrongManifest(t.manifest, manifest);
        _checkSlot(t);
        bytes32 slot = t.slot;
        bytes32 current;
        assembly ("memory-safe") {
            current := sload(slot)
        }
        if (current != t.oldValue) revert StaleOldValue(slot, current, t.oldValue);
        // The word checks above read every field through the ABI decoder (dirty uint64/uint32/address
        // padding reverts), so the raw calldata the digest hashes is the canonical encoding.
        _checkQuorum(transitionDigest(t), t.referenceBlock, sig, hashHints);
        bytes32 v = t.newValue;
        assembly ("memory-safe") {
            sstore(slot, v)
        }
        _nextIndexPlusOne = next + 2;
    }

    /// @dev The registry's checkSignatures(digest, referenceBlock, sig, thresholdNumerator,
    /// thresholdDenominator) run in this frame: the reference block against the window, the non-signer ids,
    /// one call to the registry for the storage words the check reads (OperatorRegistry.quorumWords: the
    /// apk history entry's hash and the non-signers' stake records), then BlsQuorum.check. Reverts with the
    /// checker's errors (StaleReferenceBlock, WrongApkIndex, BelowThreshold, BadSignature …).
    /// hashHints as BlsQuorum.checkHinted takes them (empty: hashToG1 with MODEXP).
    function _checkQuorum(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256[] calldata hashHints
    ) internal view {
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
