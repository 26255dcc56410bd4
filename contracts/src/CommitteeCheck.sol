// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {OperatorRegistry} from "./OperatorRegistry.sol";

/// @notice A drawn committee's signature of a transition (LLMConsumer.verifyAndUpdateCommittee): the
/// aggregate signature, the signers' aggregate G2 key and their G1 keys in ascending order of operator id.
/// Its first two fields are a QuorumSignature's, which is all the pairing check reads.
struct CommitteeSignature {
    G1Point sigma;
    G2Point apkG2;
    G1Point[] signerKeys;
}

/// @notice What LLMConsumer reads of TaskMarket to find the committee the chain drew for a task.
interface ICommitteeDraw {
    function tasks(bytes32 input) external view returns (address payer, uint64 deadline, uint128 fee, uint128 rateWork);
    function drawn(bytes32 key) external view returns (bytes32 committee);
}

/// @title CommitteeCheck
/// @notice The check of a committee landing: every signer a member of the committee the market drew for
/// the task (TaskMarket.fixDraw), the signers holding the threshold of the members' stake at the
/// reference block, the aggregate signature valid for their keys. Membership is what stops a rogue key:
/// every member is a registered operator whose key came with a proof of possession.
library CommitteeCheck {
    /// @notice The task has no committee on record: not a market task, no longer open, or not drawn yet.
    error NotDrawn(bytes32 input);
    /// @notice `members` are not the committee the market recorded for the task.
    error CommitteeMismatch(bytes32 input);
    /// @notice A signer key is not a member's, or the keys are not in ascending order of id.
    error NotCommitteeSigner(bytes32 id);
    /// @notice The signers hold `signed` of the members' `total` stake, under the threshold.
    error CommitteeBelowThreshold(uint256 signed, uint256 total);
    /// @notice The aggregate signature does not verify for the signers' keys.
    error CommitteeBadSignature();

    /// @notice The stake at `ref` of `members`, after checking that they are the committee the market drew
    /// for `input` (in the draw's order, as TaskMarket.CommitteeDrawn lists them), and the task's fee.
    function committeeStake(
        ICommitteeDraw market,
        OperatorRegistry registry,
        bytes32 input,
        bytes32[] calldata members,
        uint32 ref
    ) internal view returns (uint256 total, uint256 fee) {
        uint64 deadline;
        (, deadline, fee,) = market.tasks(input);
        bytes32 record = deadline == 0 ? bytes32(0) : market.drawn(keccak256(abi.encode(input, deadline)));
        if (record == bytes32(0)) revert NotDrawn(input);
        if (keccak256(abi.encodePacked(members)) != record) revert CommitteeMismatch(input);
        for (uint256 i; i < members.length; ++i) {
            total += registry.stakeAt(members[i], ref);
        }
    }

    /// @notice Checks `sig` over `digest` by signers who are all `members`; returns their stake at `ref`
    /// and the hash of their packed ids (ascending).
    function signedBy(
        OperatorRegistry registry,
        bytes32 digest,
        uint32 ref,
        CommitteeSignature calldata sig,
        bytes32[] calldata members
    ) internal view returns (uint256 signed, bytes32 ids) {
        uint256 ax;
        uint256 ay;
        (ax, ay, signed, ids) = _signers(registry, sig.signerKeys, members, ref);
        QuorumSignature calldata q;
        assembly ("memory-safe") {
            q := sig
        }
        if (!BlsQuorum.verify(digest, ax, ay, q)) revert CommitteeBadSignature();
    }

    /// @dev The sum of the signer keys (ascending ids, each a member), their stake at `ref` and the hash of
    /// their packed ids.
    function _signers(OperatorRegistry registry, G1Point[] calldata keys, bytes32[] calldata members, uint32 ref)
        private
        view
        returns (uint256 ax, uint256 ay, uint256 stake, bytes32 idsHash)
    {
        bytes32[] memory ids = _ids(keys, members);
        for (uint256 i; i < keys.length; ++i) {
            stake += registry.stakeAt(ids[i], ref);
            (ax, ay) = BlsBn254.add(ax, ay, keys[i].X, keys[i].Y);
        }
        idsHash = keccak256(abi.encodePacked(ids));
    }

    /// @dev The operator ids of `keys`, checked ascending and each a member.
    function _ids(G1Point[] calldata keys, bytes32[] calldata members) private pure returns (bytes32[] memory ids) {
        ids = new bytes32[](keys.length);
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev || !_isMember(members, id)) revert NotCommitteeSigner(id);
            prev = id;
            ids[i] = id;
        }
    }

    function _isMember(bytes32[] calldata members, bytes32 id) private pure returns (bool) {
        for (uint256 i; i < members.length; ++i) {
            if (members[i] == id) return true;
        }
        return false;
    }
}
