// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";

/// @notice A quorum's aggregate signature over one digest, as the aggregator submits it.
/// @param sigma Σ σᵢ over the signers (G1)
/// @param apkG2 Σ pk2ᵢ over the signers (G2, X.A1 ‖ X.A0 ‖ Y.A1 ‖ Y.A0)
/// @param nonSignerKeys the G1 keys of the registered operators that did not sign, in strictly ascending
///        operator-id order (id = keccak256(X ‖ Y)), as blsagg.Aggregate.NonSignerKeys lists them
/// @param apkIndex position in the registry's apk history of the entry in force at the reference block
///        (OperatorRegistry.apkIndexAt gives it); a hint that is checked, never trusted
/// @param apk the aggregate G1 key of that entry (OperatorRegistry.apkHistory(apkIndex).x, .y)
/// @param apkEntry that entry's word fromBlock | nextBlock << 32 | totalStake << 64
///        (OperatorRegistry.apkEntryAt(apkIndex)); apk and apkEntry are hints too: the registry keeps
///        keccak256(apk.X ‖ apk.Y ‖ apkEntry) per entry and the check refuses any other value
struct QuorumSignature {
    G1Point sigma;
    G2Point apkG2;
    G1Point[] nonSignerKeys;
    uint32 apkIndex;
    G1Point apk;
    uint256 apkEntry;
}

/// @notice The reference block is older than the registry's window allows.
error StaleReferenceBlock(uint32 referenceBlock, uint256 currentBlock, uint256 window);
/// @notice The reference block is the current block or later: its operator set is not final.
error FutureReferenceBlock(uint32 referenceBlock, uint256 currentBlock);
/// @notice apkIndex does not point at the apk history entry in force at the reference block.
error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex);
/// @notice The apk or apkEntry given is not what the registry recorded for history entry apkIndex.
error ApkMismatch(uint256 apkIndex);
/// @notice Non-signer ids are not strictly ascending (a repeat would be subtracted twice).
error NonSignersNotSorted(uint256 position);
/// @notice A non-signer key was not registered (with stake) at the reference block.
error NonSignerNotRegistered(bytes32 operatorId);
/// @notice The stake record a landing reads no longer holds this operator's stake at the reference block (it
/// changed twice since: sign a newer block). Judging after the fact (checkSignaturesAt, stakeAt) reads the
/// registry's full history instead.
error OperatorHistoryUnavailable(bytes32 operatorId, uint32 referenceBlock);
/// @notice The signers hold less than the threshold of the stake at the reference block.
error BelowThreshold(uint256 signedStake, uint256 totalStake);
/// @notice The aggregate signature, apkG2 and the signers' G1 apk do not pass the pairing check.
error BadSignature();
/// @notice A threshold outside (0, 1].
error InvalidThreshold(uint256 numerator, uint256 denominator);

/// @title BlsQuorum
/// @notice EigenLayer's BLSSignatureChecker.checkSignatures, lean, over words its caller loaded from the
/// registry's storage: one quorum, the non-signers' keys in calldata (one storage word each: their stake
/// record), the apk history entry as a calldata hint checked against one storage word (its hash), the
/// signers' G1 apk computed as apk(referenceBlock) − Σ non-signer keys, and one two-pair pairing with
/// hashToG1(digest). The registry runs it on its own storage (checkSignatures); a consumer runs it in its
/// own frame on the words one call to the registry returns (OperatorRegistry.quorumWords).
///
/// The words, in memory from `w`: w[0] the registry's hash of apk history entry apkIndex, w[1 + i] the
/// stake record of the i-th non-signer (stake | since << 96 | prevStake << 128 | prevSince << 224).
/// The reference-block window is the caller's to check.
library BlsQuorum {
    uint256 private constant MASK32 = 0xffffffff;
    uint256 private constant MASK96 = 0xffffffffffffffffffffffff;

    /// @dev Writes the non-signers' ids keccak256(X ‖ Y) to memory from `ids` (already allocated), one
    /// word each; reverts NonSignersNotSorted unless strictly ascending (no key subtracted twice).
    function nonSignerIds(G1Point[] calldata ns, uint256 ids) internal pure {
        assembly ("memory-safe") {
            let prev := 0
            let p := ns.offset
            let end := add(p, shl(6, ns.length))
            for {} lt(p, end) { p := add(p, 0x40) } {
                calldatacopy(0x00, p, 0x40)
                let id := keccak256(0x00, 0x40)
                if iszero(gt(id, prev)) {
                    mstore(0x00, 0xff0c6f9e00000000000000000000000000000000000000000000000000000000)
                    mstore(0x04, shr(6, sub(p, ns.offset)))
                    revert(0x00, 0x24) // NonSignersNotSorted(i)
                }
                prev := id
                mstore(ids, id)
                ids := add(ids, 0x20)
            }
        }
    }

    /// @dev Checks `sig` over `digest` by the operator set of `referenceBlock` against the words at `w`.
    /// Reverts with WrongApkIndex, ApkMismatch, NonSignerNotRegistered, OperatorHistoryUnavailable,
    /// BelowThreshold or BadSignature. The threshold (numerator, denominator) must lie in (0, 1].
    function check(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator,
        uint256 w
    ) internal view returns (uint256 signedStake, uint256 totalStake) {
        return _check(digest, 0, referenceBlock, sig, numerator, denominator, w);
    }

    /// @dev check, with H(digest) proven by `hashHints` (BlsBn254.hashToG1Hinted: MULMOD instead of one
    /// MODEXP per try); empty hints hash with MODEXP as check does. Also reverts BadHashToG1Hints.
    function checkHinted(
        bytes32 digest,
        uint256[] calldata hashHints,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator,
        uint256 w
    ) internal view returns (uint256 signedStake, uint256 totalStake) {
        uint256 h;
        if (hashHints.length != 0) {
            (uint256 hx, uint256 hy) = BlsBn254.hashToG1Hinted(digest, hashHints);
            assembly ("memory-safe") {
                h := mload(0x40)
                mstore(h, hx)
                mstore(add(h, 0x20), hy)
                mstore(0x40, add(h, 0x40))
            }
        }
        return _check(digest, h, referenceBlock, sig, numerator, denominator, w);
    }

    /// @dev check with H(digest) at memory `h` (X, Y), or hashed here when h is 0.
    function _check(
        bytes32 digest,
        uint256 h,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator,
        uint256 w
    ) private view returns (uint256 signedStake, uint256 totalStake) {
        uint256 ax;
        uint256 ay;
        (ax, ay, totalStake) = _apkAt(referenceBlock, sig, w);
        uint256 nonSigning;
        (ax, ay, nonSigning) = _subtractNonSigners(ax, ay, sig.nonSignerKeys, referenceBlock, w + 0x20);
        signedStake = totalStake - nonSigning;
        if (signedStake == 0 || signedStake * denominator < totalStake * numerator) {
            revert BelowThreshold(signedStake, totalStake);
        }
        if (!_pairing(digest, h, ax, ay, sig)) revert BadSignature();
    }

    /// @dev The apk and total stake of the hinted history entry, which must be the recorded one (its hash
    /// at w[0]) and in force at `referenceBlock`.
    function _apkAt(uint32 referenceBlock, QuorumSignature calldata sig, uint256 w)
        private
        pure
        returns (uint256 x, uint256 y, uint256 total)
    {
        uint256 index = sig.apkIndex;
        bool recorded;
        bool same;
        uint256 e;
        assembly ("memory-safe") {
            let stored := mload(w)
            let f := mload(0x40)
            calldatacopy(f, add(sig, 0x100), 0x60) // apk.X, apk.Y, apkEntry
            x := mload(f)
            y := mload(add(f, 0x20))
            e := mload(add(f, 0x40))
            recorded := iszero(iszero(stored))
            same := eq(keccak256(f, 0x60), stored)
        }
        if (!recorded) revert WrongApkIndex(referenceBlock, index);
        if (!same) revert ApkMismatch(index);
        uint256 from = e & MASK32;
        uint256 next = (e >> 32) & MASK32;
        if (referenceBlock < from || (next != 0 && referenceBlock >= next)) {
            revert WrongApkIndex(referenceBlock, index);
        }
        total = e >> 64;
    }

    /// @dev (ax, ay) − Σ non-signer keys, and Σ their stakes at the reference block (records from `r`).
    /// Each must have had stake at the reference block, which makes it a registered key, on the curve
    /// with 0 < y < p, whose negation is (x, p − y).
    function _subtractNonSigners(uint256 ax, uint256 ay, G1Point[] calldata ns, uint32 referenceBlock, uint256 r)
        private
        view
        returns (uint256, uint256, uint256 nonSigning)
    {
        uint256 fp = BlsBn254.P; // on the stack, not copied from code for each key
        assembly ("memory-safe") {
            // The running sum stays where ECADD writes it (f, f + 0x20); each key goes in after it.
            let f := mload(0x40)
            mstore(f, ax)
            mstore(add(f, 0x20), ay)
            let q := add(f, 0x40)
            let p := ns.offset
            let end := add(p, shl(6, ns.length))
            for {} lt(p, end) {
                p := add(p, 0x40)
                r := add(r, 0x20)
            } {
                let rec := mload(r)
                let stake := and(rec, MASK96)
                if lt(referenceBlock, and(shr(96, rec), MASK32)) {
                    if lt(referenceBlock, shr(224, rec)) {
                        calldatacopy(0x00, p, 0x40)
                        let id := keccak256(0x00, 0x40)
                        // OperatorHistoryUnavailable(id, referenceBlock)
                        mstore(0x00, 0xce96c2b400000000000000000000000000000000000000000000000000000000)
                        mstore(0x04, id)
                        mstore(0x24, referenceBlock)
                        revert(0x00, 0x44)
                    }
                    stake := and(shr(128, rec), MASK96)
                }
                if iszero(stake) {
                    calldatacopy(0x00, p, 0x40)
                    let id := keccak256(0x00, 0x40)
                    // NonSignerNotRegistered(id)
                    mstore(0x00, 0x42b9036f00000000000000000000000000000000000000000000000000000000)
                    mstore(0x04, id)
                    revert(0x00, 0x24)
                }
                nonSigning := add(nonSigning, stake)
                calldatacopy(q, p, 0x20)
                mstore(
                    add(f, 0x60),
                    sub(fp, calldataload(add(p, 0x20)))
                )
                if iszero(staticcall(gas(), 0x06, f, 0x80, f, 0x40)) {
                    mstore(0x00, 0x80200a7200000000000000000000000000000000000000000000000000000000) // InvalidG1Point()
                    revert(0x00, 0x04)
                }
            }
            ax := mload(f)
            ay := mload(add(f, 0x20))
        }
        return (ax, ay, nonSigning);
    }

    /// @notice The pairing check alone, for signers whose G1 apk (ax, ay) the caller summed itself
    /// (ShardCommittee): only sig's σ and apkG2 are read.
    function verify(bytes32 digest, uint256 ax, uint256 ay, QuorumSignature calldata sig) internal view returns (bool) {
        return _pairing(digest, 0, ax, ay, sig);
    }

    /// @dev e(σ + γ·apk, −g2)·e(H(digest) + γ·g1, apkG2) = 1 (H at memory `h`, or hashed here when h is 0) with
    /// γ = keccak256(digest, apk.X, apk.Y, apkG2.X[0], apkG2.X[1], apkG2.Y[0], apkG2.Y[1], σ.X, σ.Y) mod r.
    function _pairing(bytes32 digest, uint256 h, uint256 ax, uint256 ay, QuorumSignature calldata sig)
        private
        view
        returns (bool)
    {
        uint256 hx;
        uint256 hy;
        if (h == 0) {
            (hx, hy) = BlsBn254.hashToG1(digest);
        } else {
            assembly ("memory-safe") {
                hx := mload(h)
                hy := mload(add(h, 0x20))
            }
        }
        uint256[12] memory w;
        assembly ("memory-safe") {
            // γ's preimage in w: digest, apk, apkG2 (4 words), σ (2 words): ten words
            mstore(w, digest)
            mstore(add(w, 0x20), ax)
            mstore(add(w, 0x40), ay)
            calldatacopy(add(w, 0x60), add(sig, 0x40), 0x80)
            calldatacopy(add(w, 0xe0), sig, 0x40)
            let gamma := mod(keccak256(w, 0x140), 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001)
            // the layout combinedPairing takes: σ, apk, γ, _, H, apkG2
            calldatacopy(add(w, 0x100), add(sig, 0x40), 0x80)
            calldatacopy(w, sig, 0x40)
            mstore(add(w, 0x40), ax)
            mstore(add(w, 0x60), ay)
            mstore(add(w, 0x80), gamma)
            mstore(add(w, 0xc0), hx)
            mstore(add(w, 0xe0), hy)
        }
        return BlsBn254.combinedPairing(w);
    }
}

/// @title BlsSignatureChecker
/// @notice The storage a quorum check reads and the check over it (BlsQuorum), as EigenLayer's
/// BLSSignatureChecker.checkSignatures; the registry that inherits it writes the storage:
/// - `_apkHistory[i]`: the aggregate G1 key and total stake in force from block `fromBlock` (inclusive) to
///   `nextBlock` (exclusive; 0 while current) — BLSApkRegistry's ApkUpdate with StakeRegistry's total.
/// - the apk hash of entry i, keccak256(x ‖ y ‖ fromBlock | nextBlock << 32 | totalStake << 64), at slot
///   APK_HASH_BASE + i: the one word of the history a check reads (the entry itself comes as a hint in
///   calldata).
/// - the stake record of an operator at slot `operatorId` itself, one word: stake | since << 96 |
///   prevStake << 128 | prevSince << 224 — the stake from block `since` on and the one before (0: not
///   registered).
/// Both are raw slots rather than mappings so that a check reads each word with one SLOAD and no hashing;
/// an operator id is a keccak256 output, as a mapping's slot is, and so lies apart from every other slot.
abstract contract BlsSignatureChecker {
    struct ApkUpdate {
        uint256 x;
        uint256 y;
        uint32 fromBlock;
        uint32 nextBlock;
        uint96 totalStake;
    }

    /// @dev Entries 0 … count − 1 (a mapping, so reading one needs no length check: an entry that does
    /// not exist has fromBlock 0 and hash 0, which no real entry has).
    mapping(uint256 index => ApkUpdate) internal _apkHistory;

    /// @dev keccak256("deepcall/registry/apk-hashes/v1"): the slot of the apk hash of history entry 0.
    uint256 internal constant APK_HASH_BASE = 0xf7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d;

    uint256 private constant MASK32 = 0xffffffff;
    uint256 private constant MASK96 = 0xffffffffffffffffffffffff;

    /// @notice Checks a quorum signature over `digest` by the operator set of `referenceBlock`.
    /// Reverts with StaleReferenceBlock, FutureReferenceBlock, WrongApkIndex, ApkMismatch,
    /// NonSignersNotSorted, NonSignerNotRegistered, OperatorHistoryUnavailable, BelowThreshold or BadSignature.
    /// @param numerator,denominator the threshold: signedStake·denominator ≥ totalStake·numerator
    /// (reaching it exactly is enough; 2/3 is the consumers' default); nobody signing never passes
    /// @return signedStake the stake of the signers at the reference block
    /// @return totalStake the registry's total stake at the reference block
    function checkSignatures(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake) {
        checkReferenceBlock(referenceBlock, _referenceWindow());
        return _checkSignatures(digest, referenceBlock, sig, numerator, denominator);
    }

    /// @notice checkSignatures without the reference-block window, for judging after the fact a signature
    /// that already landed (DisputeGame.resolve): the apk history and every operator's full stake history
    /// are kept, so each non-signer's stake at any reference block is known (_stakeAt), however often it
    /// changed since. The window only matters when a signature lands; here it would let a slow resolution
    /// fail.
    function checkSignaturesAt(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake) {
        return _checkSignatures(digest, referenceBlock, sig, numerator, denominator, true);
    }

    function _checkSignatures(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) internal view returns (uint256 signedStake, uint256 totalStake) {
        return _checkSignatures(digest, referenceBlock, sig, numerator, denominator, false);
    }

    /// @dev With `fullHistory`, each non-signer's word is its stake at the reference block from _stakeAt
    /// (as a record whose stake took effect at block 0) rather than its two-entry record.
    function _checkSignatures(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator,
        bool fullHistory
    ) internal view returns (uint256 signedStake, uint256 totalStake) {
        if (numerator == 0 || numerator > denominator) {
            revert InvalidThreshold(numerator, denominator);
        }
        uint256 n = sig.nonSignerKeys.length;
        uint256 w;
        assembly ("memory-safe") {
            w := mload(0x40)
            mstore(0x40, add(w, shl(5, add(n, 1))))
        }
        BlsQuorum.nonSignerIds(sig.nonSignerKeys, w + 0x20);
        uint256 index = sig.apkIndex;
        if (fullHistory) {
            for (uint256 i; i < n; ++i) {
                uint256 p = w + 0x20 * (i + 1);
                bytes32 id;
                assembly ("memory-safe") {
                    id := mload(p)
                }
                uint256 stake = _stakeAt(id, referenceBlock);
                assembly ("memory-safe") {
                    mstore(p, stake)
                }
            }
            assembly ("memory-safe") {
                mstore(w, sload(add(APK_HASH_BASE, index)))
            }
        } else {
            assembly ("memory-safe") {
                mstore(w, sload(add(APK_HASH_BASE, index)))
                for {
                    let p := add(w, 0x20)
                    let end := add(p, shl(5, n))
                } lt(p, end) { p := add(p, 0x20) } {
                    mstore(p, sload(mload(p)))
                }
            }
        }
        return BlsQuorum.check(digest, referenceBlock, sig, numerator, denominator, w);
    }

    /// @dev The stake record of `operatorId` (0: never registered).
    function _record(bytes32 operatorId) internal view returns (uint256 r) {
        assembly ("memory-safe") {
            r := sload(operatorId)
        }
    }

    function _setRecord(bytes32 operatorId, uint256 r) internal {
        assembly ("memory-safe") {
            sstore(operatorId, r)
        }
    }

    /// @dev The apk hash of history entry `index` (0: no such entry).
    function _apkHash(uint256 index) internal view returns (bytes32 h) {
        assembly ("memory-safe") {
            h := sload(add(APK_HASH_BASE, index))
        }
    }

    function _setApkHash(uint256 index, bytes32 h) internal {
        assembly ("memory-safe") {
            sstore(add(APK_HASH_BASE, index), h)
        }
    }

    /// @dev How many blocks back a reference block may lie.
    function _referenceWindow() internal view virtual returns (uint256);

    /// @dev An operator's stake at `referenceBlock` (0: not registered then): from its record when one of
    /// its two entries covers the block, else from the full history (_stakeBefore).
    function _stakeAt(bytes32 operatorId, uint32 referenceBlock) internal view returns (uint256 stake) {
        uint256 r = _record(operatorId);
        stake = r & MASK96;
        if (referenceBlock < (r >> 96) & MASK32) {
            if (referenceBlock < r >> 224) return _stakeBefore(operatorId, referenceBlock);
            stake = (r >> 128) & MASK96;
        }
    }

    /// @dev The stake at a block before both entries of the operator's record (the registry's full
    /// history); OperatorHistoryUnavailable where none is kept.
    function _stakeBefore(bytes32 operatorId, uint32 referenceBlock) internal view virtual returns (uint256) {
        revert OperatorHistoryUnavailable(operatorId, referenceBlock);
    }
}

/// @dev Reverts FutureReferenceBlock unless `referenceBlock` is before the current block, and
/// StaleReferenceBlock when it lies more than `window` blocks back.
function checkReferenceBlock(uint32 referenceBlock, uint256 window) view {
    if (referenceBlock >= block.number) revert FutureReferenceBlock(referenceBlock, block.number);
    if (block.number - referenceBlock > window) {
        revert StaleReferenceBlock(referenceBlock, block.number, window);
    }
}
