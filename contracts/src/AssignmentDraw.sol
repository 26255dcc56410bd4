// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice What AssignmentDraw reads of OperatorRegistry: the operator set and stakes at a past block.
interface IDrawRegistry {
    function signersAt(uint32 ref, bytes32[] calldata nonSignerIds, bytes32[] calldata signerIds)
        external
        view
        returns (uint256 signedStake);
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
}

/// @title AssignmentDraw
/// @notice The stake-weighted committee draw of a paid task, computed on chain (TaskMarket.fixDraw) and
/// recomputed by anyone off chain (Go: economy.Draw, economy.Drawer).
///
/// A task requested at block q is drawn from the prevrandao (the header's mixHash) of block q + D, D ≥ 2
/// (TaskMarket.drawDelay): nobody knows it when the task is requested, the router cannot pick it (there is
/// one draw block per task, and the candidates are fixed at q), and that block's proposer can steer it only
/// by withholding its block. The randomness is read here from the block's own header, checked against
/// blockhash. seed = keccak256(randomness ‖ taskId). The candidates are the registry's operator set at q in
/// ascending operator-id order, each weighted by its stake at q (stakeAt): history nobody can rewrite after
/// the request. Pick j of k takes r = keccak256(seed ‖ j) mod the total stake of the operators not yet
/// picked and walks their cumulative stakes in id order.
contract AssignmentDraw {
    error LengthMismatch();
    error IdsNotSorted(uint256 position);
    /// @notice Fewer operators with stake than the committee needs.
    error NotEnoughOperators(uint256 operators, uint256 k);
    /// @notice A header that is not the named block's (blockhash mismatch, or the block is out of the
    /// BLOCKHASH window), or not a well-formed RLP header.
    error BadHeader(uint256 blockNumber);

    /// @notice Field 13 of an RLP block header: mixHash, the block's prevrandao since the merge.
    uint256 internal constant MIX_HASH_FIELD = 13;

    IDrawRegistry public immutable registry;

    constructor(IDrawRegistry registry_) {
        registry = registry_;
    }

    function seed(bytes32 randomness, bytes32 taskId) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(randomness, taskId));
    }

    /// @notice The prevrandao of block `blockNumber` (within the last 256 blocks, not the current one), read
    /// from its RLP header, which must hash to the block's hash. Reverts BadHeader.
    function randomness(uint256 blockNumber, bytes calldata header) public view returns (bytes32 mix) {
        bytes32 h = blockhash(blockNumber);
        if (h == bytes32(0) || keccak256(header) != h) revert BadHeader(blockNumber);
        uint256 end = header.length;
        // the outer list: its payload must end exactly at the header's end
        (uint256 p, uint256 len, bool list) = _item(header, 0, blockNumber);
        if (!list || p + len != end) revert BadHeader(blockNumber);
        for (uint256 i; i < MIX_HASH_FIELD; ++i) {
            (uint256 q, uint256 l,) = _item(header, p, blockNumber);
            p = q + l;
            if (p > end) revert BadHeader(blockNumber);
        }
        (uint256 start, uint256 size, bool isList) = _item(header, p, blockNumber);
        if (isList || size != 32 || start + 32 > end) revert BadHeader(blockNumber);
        mix = bytes32(header[start:start + 32]);
    }

    /// @dev The RLP item at `p`: where its payload starts, its length, and whether it is a list. Reverts
    /// BadHeader when the prefix runs past the end.
    function _item(bytes calldata b, uint256 p, uint256 blockNumber)
        private
        pure
        returns (uint256 start, uint256 len, bool list)
    {
        if (p >= b.length) revert BadHeader(blockNumber);
        uint256 x = uint8(b[p]);
        if (x < 0x80) return (p, 1, false);
        if (x < 0xb8) return (p + 1, x - 0x80, false);
        if (x < 0xc0) return _long(b, p, x - 0xb7, false, blockNumber);
        if (x < 0xf8) return (p + 1, x - 0xc0, true);
        return _long(b, p, x - 0xf7, true, blockNumber);
    }

    /// @dev A long item: `n` (1..8) big-endian length bytes after the prefix, no leading zero, at least 56.
    function _long(bytes calldata b, uint256 p, uint256 n, bool list, uint256 blockNumber)
        private
        pure
        returns (uint256 start, uint256 len, bool)
    {
        if (p + 1 + n > b.length || b[p + 1] == 0) revert BadHeader(blockNumber);
        for (uint256 i; i < n; ++i) {
            len = (len << 8) | uint8(b[p + 1 + i]);
        }
        if (len < 56) revert BadHeader(blockNumber);
        return (p + 1 + n, len, list);
    }

    /// @notice The committee of k among operators `ids` (ascending) with the given stakes.
    function draw(bytes32 s, bytes32[] memory ids, uint256[] memory stakes, uint256 k)
        public
        pure
        returns (bytes32[] memory committee)
    {
        uint256 m = ids.length;
        if (stakes.length != m) revert LengthMismatch();
        uint256 total;
        for (uint256 i; i < m; ++i) {
            if (i > 0 && ids[i - 1] >= ids[i]) revert IdsNotSorted(i);
            total += stakes[i];
        }
        // the caller's arrays are copies (memory): the pool shrinks in place
        bytes32[] memory pool = ids;
        uint256[] memory w = stakes;
        uint256 live;
        for (uint256 i; i < m; ++i) {
            if (w[i] > 0) {
                (pool[live], w[live]) = (pool[i], w[i]);
                ++live;
            }
        }
        m = live;
        if (m < k) revert NotEnoughOperators(m, k);
        committee = new bytes32[](k);
        for (uint256 j; j < k; ++j) {
            uint256 r = uint256(keccak256(abi.encodePacked(s, j))) % total;
            for (uint256 i; i < m; ++i) {
                if (r < w[i]) {
                    committee[j] = pool[i];
                    total -= w[i];
                    for (uint256 q = i; q + 1 < m; ++q) {
                        pool[q] = pool[q + 1];
                        w[q] = w[q + 1];
                    }
                    --m;
                    break;
                }
                r -= w[i];
            }
        }
    }

    /// @notice The committee of k drawn with `s` among the registry's operator set at block `ref`: `ids` must
    /// be exactly that set in ascending order (the registry's signersAt reverts SignersMismatch otherwise),
    /// each weighted by its stake at `ref`.
    function committee(bytes32 s, uint32 ref, bytes32[] calldata ids, uint256 k)
        public
        view
        returns (bytes32[] memory)
    {
        registry.signersAt(ref, new bytes32[](0), ids);
        uint256 n = ids.length;
        uint256[] memory st = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            st[i] = registry.stakeAt(ids[i], ref);
        }
        return draw(s, ids, st, k);
    }

    /// @notice The committee of k for `taskId` requested at block `ref` and drawn at block `drawBlock`
    /// (its header `header`): what TaskMarket.fixDraw records.
    function drawFor(bytes32 taskId, uint256 drawBlock, bytes calldata header, uint32 ref, bytes32[] calldata ids, uint256 k)
        external
        view
        returns (bytes32 rnd, bytes32[] memory members)
    {
        rnd = randomness(drawBlock, header);
        members = committee(seed(rnd, taskId), ref, ids, k);
    }
}
