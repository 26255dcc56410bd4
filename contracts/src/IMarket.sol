// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumSignature} from "./BlsSignatureChecker.sol";
import {Transition} from "./DeepcallConsumer.sol";

/// @notice What TaskMarket needs of LLMConsumer.
interface IMarketConsumer {
    function request(uint256[] calldata prompt, uint256 n) external returns (bytes32 input);
    function inputHash(uint256[] calldata prompt, uint256 n) external pure returns (bytes32);
    function result(bytes32 input) external view returns (bytes32);
    function invalid(bytes32 input) external view returns (bool);
    function landing(bytes32 input) external view returns (bytes32);
    function landedAt(bytes32 input) external view returns (uint256);
    function isFinal(bytes32 input) external view returns (bool);
    function transitionDigest(Transition calldata t) external pure returns (bytes32);
    function batchDigest(bytes32[] calldata digests) external pure returns (bytes32);
    function thresholdNumerator() external view returns (uint256);
    function thresholdDenominator() external view returns (uint256);
    function manifest() external view returns (bytes32);
    function shardCommittee() external view returns (address);
    function shardSignatory(uint32 referenceBlock, bytes32 shards) external pure returns (bytes32);
    function committeeSignatory(uint32 referenceBlock, bytes32 signers) external pure returns (bytes32);
}

/// @notice What TaskMarket reads of the consumer's ShardCommittee: the hash a sharded landing's signatory
/// records of its shards' signers and boundaries.
interface IShardRecord {
    function shardsRecord(bytes32[][] calldata ids, bytes32[2][] calldata bounds) external view returns (bytes32);
}

/// @notice What TaskMarket needs of CapacityRegistry (it is the registry's assigner).
interface IMarketCapacity {
    function acquire(address operator, bytes32 class) external;
    function release(address operator, bytes32 class) external;
}

/// @notice What TaskMarket needs of AssignmentDraw: a task's committee from its draw block's header and the
/// operator set at its request block.
interface IMarketDraw {
    function drawFor(
        bytes32 taskId,
        uint256 drawBlock,
        bytes calldata header,
        uint32 ref,
        bytes32[] calldata ids,
        uint256 k
    ) external view returns (bytes32 randomness, bytes32[] memory members);
}

/// @notice What TaskMarket needs of OperatorRegistry.
interface IMarketRegistry {
    function checkSignaturesAt(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake);
    function operatorIdOf(address operator) external view returns (bytes32);
    function stakeOf(address operator) external view returns (uint96);
    function slash(address operator, uint96 amount) external;
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
    function lockStake(address operator, uint64 until) external;
}
