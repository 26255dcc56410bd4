// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title BatchTree
/// @notice The one message a quorum signs for a batch of k transitions (protocol.BatchDigest):
///     leaves   = the k transition digests in batch order, 1 ≤ k ≤ 256
///     tree     = padded with zero words to the next power of two, parent = keccak256(left ‖ right)
///     digest   = keccak256(abi.encode(BATCH_DOMAIN, root, k)), BATCH_DOMAIN = keccak256("deepcall/batch/v1")
/// A batch of one has the leaf itself as root, and still its own digest: a single landing signs the
/// transition digest, never a batch digest, so the two messages cannot be confused. k is bound in the
/// digest, so the tree's depth is fixed by it and an inner node can never pass for a leaf.
library BatchTree {
    /// @notice keccak256("deepcall/batch/v1").
    bytes32 internal constant DOMAIN = keccak256("deepcall/batch/v1");
    /// @notice The most transitions a batch holds (each landed index is one bit of a 256-bit word, and
    /// the landed mask a batch returns is one word).
    uint256 internal constant MAX = 256;

    /// @notice A batch of 0 or more than 256 transitions.
    error BatchSize(uint256 k);
    /// @notice A batch proof whose count, position or sibling count does not describe a leaf of a tree.
    error BadBatchProof();

    /// @dev The batch digest over the k leaves at memory `leaves` (one word each); the words from
    /// `leaves` to `leaves` + 32·padded(k) are overwritten (the tree is built in place).
    function digestInPlace(uint256 leaves, uint256 k) internal pure returns (bytes32 d) {
        if (k == 0 || k > MAX) revert BatchSize(k);
        bytes32 domain = DOMAIN;
        assembly ("memory-safe") {
            let width := 1
            for {} lt(width, k) {} { width := shl(1, width) }
            // zero padding
            for { let p := add(leaves, shl(5, k)) } lt(p, add(leaves, shl(5, width))) { p := add(p, 0x20) } {
                mstore(p, 0)
            }
            // level by level, in place: node j of the next level is keccak256(node 2j ‖ node 2j+1)
            for {} gt(width, 1) { width := shr(1, width) } {
                for { let j := 0 } lt(j, shr(1, width)) { j := add(j, 1) } {
                    mstore(add(leaves, shl(5, j)), keccak256(add(leaves, shl(6, j)), 0x40))
                }
            }
            let f := mload(0x40)
            mstore(f, domain)
            mstore(add(f, 0x20), mload(leaves))
            mstore(add(f, 0x40), k)
            d := keccak256(f, 0x60)
        }
    }

    /// @dev The batch digest of a tree of `count` leaves holding `leaf` at `position`, from its siblings
    /// bottom-up (protocol.BatchProof). Reverts BadBatchProof unless 1 ≤ count ≤ 256, position < count
    /// and there is exactly one sibling per level (⌈log₂ count⌉).
    function digestFromProof(bytes32 leaf, uint256 count, uint256 position, bytes32[] calldata siblings)
        internal
        pure
        returns (bytes32 d)
    {
        if (count == 0 || count > MAX || position >= count) revert BadBatchProof();
        uint256 depth;
        while ((uint256(1) << depth) < count) ++depth;
        if (siblings.length != depth) revert BadBatchProof();
        bytes32 domain = DOMAIN;
        assembly ("memory-safe") {
            let node := leaf
            for { let l := 0 } lt(l, depth) { l := add(l, 1) } {
                let s := calldataload(add(siblings.offset, shl(5, l)))
                switch and(shr(l, position), 1)
                case 0 {
                    mstore(0x00, node)
                    mstore(0x20, s)
                }
                default {
                    mstore(0x00, s)
                    mstore(0x20, node)
                }
                node := keccak256(0x00, 0x40)
            }
            let f := mload(0x40)
            mstore(f, domain)
            mstore(add(f, 0x20), node)
            mstore(add(f, 0x40), count)
            d := keccak256(f, 0x60)
        }
    }
}
