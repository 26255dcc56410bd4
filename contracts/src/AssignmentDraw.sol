// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice What AssignmentDraw reads of CapacityRegistry and OperatorRegistry.
interface IDrawCapacity {
    function freeCapacity(address operator, bytes32 class) external view returns (uint64);
}

interface IDrawStakes {
    function stakeOf(address operator) external view returns (uint96);
}

/// @title AssignmentDraw
/// @notice The stake-weighted committee draw anyone can recompute (Go: economy.Draw). A task's seed mixes
/// a future block's prevrandao (fixed after the task is requested, known to nobody at request time, and
/// steerable by that block's proposer only by withholding the block) with the task id:
/// seed = keccak256(randomness ‖ taskId). Pick j of k takes r = keccak256(seed ‖ j) mod the total stake of
/// the eligible operators not yet picked and walks their cumulative stakes in ascending address order.
/// Eligible: stake > 0 and free committed capacity in the task's class.
contract AssignmentDraw {
    error CandidatesNotSorted(uint256 position);
    error LengthMismatch();
    /// @notice Fewer eligible operators than the committee needs.
    error NotEnoughCapacity(uint256 eligible, uint256 k);

    IDrawCapacity public immutable capacity;
    IDrawStakes public immutable stakes;

    constructor(IDrawCapacity capacity_, IDrawStakes stakes_) {
        capacity = capacity_;
        stakes = stakes_;
    }

    function seed(bytes32 randomness, bytes32 taskId) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(randomness, taskId));
    }

    /// @notice The committee of k among `candidates` (ascending addresses) with the given stakes and free
    /// capacities.
    function draw(bytes32 s, address[] memory candidates, uint256[] memory stake, uint64[] memory free, uint256 k)
        public
        pure
        returns (address[] memory committee)
    {
        uint256 n = candidates.length;
        if (stake.length != n || free.length != n) revert LengthMismatch();
        address[] memory pool = new address[](n);
        uint256[] memory w = new uint256[](n);
        uint256 m;
        uint256 total;
        for (uint256 i; i < n; ++i) {
            if (i > 0 && candidates[i - 1] >= candidates[i]) revert CandidatesNotSorted(i);
            if (free[i] > 0 && stake[i] > 0) {
                pool[m] = candidates[i];
                w[m] = stake[i];
                total += stake[i];
                ++m;
            }
        }
        if (m < k) revert NotEnoughCapacity(m, k);
        committee = new address[](k);
        for (uint256 j; j < k; ++j) {
            uint256 r = uint256(keccak256(abi.encodePacked(s, j))) % total;
            for (uint256 i; i < m; ++i) {
                if (r < w[i]) {
                    committee[j] = pool[i];
                    total -= w[i];
                    // remove i, keeping the order
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

    /// @notice The committee of k for `taskId` in `class` from the registries' stakes and free capacity now.
    function committeeOf(bytes32 randomness, bytes32 taskId, bytes32 class, address[] calldata candidates, uint256 k)
        external
        view
        returns (address[] memory)
    {
        uint256 n = candidates.length;
        uint256[] memory st = new uint256[](n);
        uint64[] memory fr = new uint64[](n);
        for (uint256 i; i < n; ++i) {
            st[i] = stakes.stakeOf(candidates[i]);
            fr[i] = capacity.freeCapacity(candidates[i], class);
        }
        return draw(seed(randomness, taskId), candidates, st, fr, k);
    }
}
