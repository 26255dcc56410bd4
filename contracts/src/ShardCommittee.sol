// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {ShardClaim} from "./DisputeGame.sol";

/// @notice What a ShardCommittee needs of the operator registry: stake at a block.
interface IStakeHistory {
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
}

/// @notice One shard's aggregate signature over its shard message (ShardCommittee.shardDigest).
/// @param sigma Σ σᵢ over the shard's signers (G1)
/// @param apkG2 Σ pk2ᵢ over them (G2, X.A1 ‖ X.A0 ‖ Y.A1 ‖ Y.A0)
/// @param signerKeys their G1 keys, strictly ascending by operator id, each a member of the shard
/// @param inBoundary protocol.BoundaryCommitment of the op-chain values entering the shard, one per step (0
///        for the first shard, which embeds the tokens itself)
/// @param outBoundary the same for the op-chain values after its last op, one per step
struct ShardSignature {
    G1Point sigma;
    G2Point apkG2;
    G1Point[] signerKeys;
    bytes32 inBoundary;
    bytes32 outBoundary;
}

/// @notice What opens one shard's claim at one step of a sharded landing (ShardCommittee.claim).
/// @param shard the shard
/// @param step the step disputed
/// @param ids every shard's recorded signer ids (ascending), in plan order
/// @param bounds every shard's recorded (in, out) boundaries, in plan order
/// @param ins the values the shard's in boundary commits to, one per step (empty for the first shard)
/// @param outs the values its out boundary commits to, one per step
/// @param open (link_{step−1}, c_{e−1}, h_e): the preimage of its out value at `step`, e its last op (read for
///        the first shard only, whose in value is that link)
struct ShardOpening {
    uint256 shard;
    uint256 step;
    bytes32[][] ids;
    bytes32[2][] bounds;
    bytes32[] ins;
    bytes32[] outs;
    bytes32[3] open;
}

/// @title ShardCommittee
/// @notice A committee that splits the model by layer ranges (SPEC.md §12): shard s of `shardCount` runs
/// layers [start, end) of every step, the first one the embedding too, the last one the final norm, the
/// classifier and the argmax, and each hands the residual stream on to the next. Each shard has its own
/// operators and signs, per answer, its own message: the transition digest (which holds the slot value),
/// its index and layer range, and the boundary commitments of the residuals it took in and handed on.
///
/// Landing (`check`, called by LLMConsumer.verifyAndUpdateSharded): every shard signs, each shard's signers
/// hold the threshold of that shard's stake at the reference block (the threshold holds per shard: one
/// shard's stake cannot stand in for another's), and the boundaries chain (shard s's in = shard s−1's out).
/// It returns the shards' record (`shardsRecord`: each shard's exact signer ids and boundaries), which the
/// consumer keeps with the landing, so what is charged later is exactly who signed.
///
/// Per-shard claims (`claim`, called by LLMConsumer.shardClaim for DisputeGame.openShard): the boundaries
/// are leaves of the op chain the dispute game bisects, so shard s's signed lists state, step by step, that
/// its ops take its in value to its out value. A per-shard challenge disputes that statement at one step,
/// and its defences bisect the shard's own ops only: a shard is charged only when its own claim is shown
/// wrong, whatever other shards, challengers or defenders do. Whom it charges is the shard's signer set of
/// the landing's record, never a list a challenger picks.
///
/// The plan is fixed at construction: contiguous ranges in layer order covering every layer exactly once,
/// each shard with its own members (an operator serves at most one shard).
contract ShardCommittee {
    bytes32 public constant SHARD_DOMAIN = keccak256("deepcall/shard/v1");

    struct Range {
        uint32 start;
        uint32 end;
    }

    /// @notice Layers before `start` of shard `shard` are covered by no shard.
    error ShardGap(uint256 shard, uint256 start, uint256 expected);
    /// @notice Shard `shard` starts at a layer an earlier shard already covers.
    error ShardOverlap(uint256 shard, uint256 start, uint256 expected);
    /// @notice Shard `shard` ends past the model's layers, or the last shard ends before them.
    error ShardOutOfRange(uint256 shard, uint256 end, uint256 layers);
    /// @notice Shard `shard` holds no layer (end ≤ start).
    error ShardEmpty(uint256 shard);
    /// @notice Shard `shard` has no member, or the plan has no shard, or the member lists do not match it.
    error NoMembers(uint256 shard);
    /// @notice An operator is a member of two shards (or twice of one).
    error MemberTwice(bytes32 id);
    /// @notice A landing carries `given` shard signatures for a plan of `shards`.
    error WrongShardCount(uint256 given, uint256 shards);
    /// @notice Shard `shard`'s inBoundary is not shard shard−1's outBoundary (or the first's in is not
    /// zero).
    error BoundaryMismatch(uint256 shard);
    /// @notice A signer of shard `shard` is not one of its members.
    error NotShardMember(uint256 shard, bytes32 id);
    /// @notice Shard `shard`'s signer keys are not strictly ascending by id.
    error SignersNotSorted(uint256 shard);
    /// @notice Shard `shard`'s signers hold less than the threshold of its stake at the reference block.
    error ShardBelowThreshold(uint256 shard, uint256 signedStake, uint256 totalStake);
    /// @notice Shard `shard`'s aggregate signature does not verify over its shard message.
    error ShardBadSignature(uint256 shard);
    /// @notice A shard claim that does not open shard `shard`'s recorded boundaries at its step (a list
    /// that is not the signed one, a step past it, the first shard's out value not opened on its link).
    error BadShardClaim(uint256 shard);

    IStakeHistory public immutable registry;
    /// @notice The model's layers.
    uint256 public immutable layers;
    /// @notice Ops of one layer in a step's op chain (SPEC.md §8): 14, or 16 with QK-norm.
    uint256 public immutable opsPerLayer;

    Range[] internal _ranges;
    bytes32[][] internal _members;
    /// @notice The shard an operator id serves, plus one (0: none).
    mapping(bytes32 id => uint256) public shardPlusOne;

    constructor(
        IStakeHistory registry_,
        uint256 layers_,
        bool qkNorm,
        Range[] memory ranges,
        bytes32[][] memory members
    ) {
        registry = registry_;
        layers = layers_;
        opsPerLayer = qkNorm ? 16 : 14;
        if (ranges.length == 0 || members.length != ranges.length) revert NoMembers(ranges.length);
        uint256 next;
        for (uint256 s; s < ranges.length; ++s) {
            Range memory r = ranges[s];
            if (r.end <= r.start) revert ShardEmpty(s);
            if (r.end > layers_) revert ShardOutOfRange(s, r.end, layers_);
            if (r.start > next) revert ShardGap(s, r.start, next);
            if (r.start < next) revert ShardOverlap(s, r.start, next);
            next = r.end;
            _ranges.push(r);
            if (members[s].length == 0) revert NoMembers(s);
            for (uint256 i; i < members[s].length; ++i) {
                bytes32 id = members[s][i];
                if (shardPlusOne[id] != 0) revert MemberTwice(id);
                shardPlusOne[id] = s + 1;
            }
            _members.push(members[s]);
        }
        if (next != layers_) revert ShardOutOfRange(ranges.length - 1, next, layers_);
    }

    /// @notice The number of shards.
    function shardCount() external view returns (uint256) {
        return _ranges.length;
    }

    /// @notice Shard s's layers [start, end).
    function range(uint256 s) external view returns (uint256 start, uint256 end) {
        Range memory r = _ranges[s];
        return (r.start, r.end);
    }

    /// @notice Shard s's member operator ids.
    function members(uint256 s) external view returns (bytes32[] memory) {
        return _members[s];
    }

    /// @notice The message shard s's operators sign for a transition (protocol.ShardClaim.Digest):
    /// keccak256(abi.encode(SHARD_DOMAIN, transitionDigest, s, start, end, layers, inBoundary, outBoundary)).
    function shardDigest(bytes32 transitionDigest, uint256 s, bytes32 inBoundary, bytes32 outBoundary)
        public
        view
        returns (bytes32)
    {
        Range memory r = _ranges[s];
        return keccak256(
            abi.encode(SHARD_DOMAIN, transitionDigest, s, uint256(r.start), uint256(r.end), layers, inBoundary, outBoundary)
        );
    }

    /// @notice Checks a sharded landing of the transition with digest `digest` at reference block `ref`:
    /// one signature per shard, in plan order, boundaries chained, each shard's signers members of it
    /// holding numerator/denominator of its members' stake at `ref`, each aggregate signature valid over
    /// its shard message. Reverts with the first failure; the reference block's window is the caller's.
    /// @return shards the landing's shardsRecord: its signers' ids and boundaries, shard by shard
    function check(bytes32 digest, uint32 ref, ShardSignature[] calldata sigs, uint256 numerator, uint256 denominator)
        external
        view
        returns (bytes32 shards)
    {
        uint256 n = _ranges.length;
        if (sigs.length != n) revert WrongShardCount(sigs.length, n);
        // the boundaries chain before any signature is checked (the cheap refusal first)
        for (uint256 s; s < n; ++s) {
            bytes32 prevOut = s == 0 ? bytes32(0) : sigs[s - 1].outBoundary;
            if (sigs[s].inBoundary != prevOut) revert BoundaryMismatch(s);
        }
        bytes32[] memory entries = new bytes32[](3 * n);
        for (uint256 s; s < n; ++s) {
            entries[3 * s] = _checkShard(s, digest, ref, sigs[s], numerator, denominator);
            entries[3 * s + 1] = sigs[s].inBoundary;
            entries[3 * s + 2] = sigs[s].outBoundary;
        }
        return keccak256(abi.encodePacked(entries));
    }

    /// @notice The record of a sharded landing (protocol.ShardsRecord): keccak256 of, shard by shard in plan
    /// order, keccak256(abi.encodePacked(its signers' operator ids, ascending)), its in boundary and its out
    /// boundary. What `check` returns for the landing those signers and boundaries made.
    function shardsRecord(bytes32[][] calldata ids, bytes32[2][] calldata bounds) external view returns (bytes32) {
        return _record(ids, bounds);
    }

    function _record(bytes32[][] memory ids, bytes32[2][] memory bounds) internal view returns (bytes32) {
        uint256 n = _ranges.length;
        if (ids.length != n || bounds.length != n) revert WrongShardCount(ids.length, n);
        bytes32[] memory entries = new bytes32[](3 * n);
        for (uint256 s; s < n; ++s) {
            entries[3 * s] = keccak256(abi.encodePacked(ids[s]));
            entries[3 * s + 1] = bounds[s][0];
            entries[3 * s + 2] = bounds[s][1];
        }
        return keccak256(abi.encodePacked(entries));
    }

    /// @dev One shard's part of check: its signers, its threshold, its signature; returns the hash of its
    /// signers' packed ids.
    function _checkShard(
        uint256 s,
        bytes32 digest,
        uint32 ref,
        ShardSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) internal view returns (bytes32 ids) {
        uint256 ax;
        uint256 ay;
        uint256 signed;
        (ax, ay, signed, ids) = _signers(s, sig.signerKeys, ref);
        uint256 total;
        bytes32[] storage m = _members[s];
        for (uint256 i; i < m.length; ++i) {
            total += registry.stakeAt(m[i], ref);
        }
        if (signed == 0 || signed * denominator < total * numerator) revert ShardBelowThreshold(s, signed, total);
        if (!_pairing(shardDigest(digest, s, sig.inBoundary, sig.outBoundary), ax, ay, sig)) {
            revert ShardBadSignature(s);
        }
    }

    /// @notice Opens a shard's claim at one step of a sharded landing for a per-shard challenge
    /// (DisputeGame.openShard, through LLMConsumer.shardClaim, which checks `record` against the landing).
    /// `claim` is abi.encode(ShardOpening): `ids` and `bounds` the landing's
    /// signers and boundaries shard by shard, `ins` and `outs` the values the shard's in and out boundaries
    /// commit to, one per step, and `open` = (link_{step−1}, c_{e−1}, h_e), the preimage of its out value at
    /// `step` (read for the first shard only, whose in value is that link). `promptLen` is the request's
    /// prompt length: a step classifies from promptLen − 1 on.
    /// @return record the landing's shardsRecord those ids and bounds make
    /// @return c the claim: the shard's ops at the step, its in and out values, its signers
    function claim(uint256 promptLen, bytes calldata claim_) external view returns (bytes32 record, ShardClaim memory c) {
        ShardOpening memory o = abi.decode(claim_, (ShardOpening));
        record = _record(o.ids, o.bounds);
        uint256 s = o.shard;
        uint256 k = o.step;
        if (s >= _ranges.length || k >= o.outs.length || _commit(o.outs) != o.bounds[s][1]) revert BadShardClaim(s);
        (uint256 f, uint256 e) = _opsAt(s, k, promptLen);
        if (s == 0) {
            if (_leaf(o.open[0], o.open[1], e, o.open[2]) != o.outs[k]) revert BadShardClaim(s);
            c.lo = o.open[0];
        } else {
            if (k >= o.ins.length || _commit(o.ins) != o.bounds[s][0]) revert BadShardClaim(s);
            c.lo = o.ins[k];
        }
        c.hi = o.outs[k];
        c.signers = keccak256(abi.encodePacked(o.ids[s]));
        // casting to 'uint32' is safe: steps, ops and signers of a landing are far below 2^32
        // forge-lint: disable-next-item(unsafe-typecast)
        (c.step, c.first, c.last, c.count, c.shard) =
            (uint32(k), uint32(f), uint32(e), uint32(o.ids[s].length), uint32(s));
    }

    /// @dev Shard s's ops at step k: the first f and the last e (the step's last op for the last shard).
    function _opsAt(uint256 s, uint256 k, uint256 promptLen) internal view returns (uint256 f, uint256 e) {
        Range memory r = _ranges[s];
        f = s == 0 ? 0 : 1 + r.start * opsPerLayer;
        e = s == _ranges.length - 1 ? layers * opsPerLayer + (k + 1 >= promptLen ? 3 : 0) : r.end * opsPerLayer;
    }

    /// @dev protocol.BoundaryCommitment: keccak256(word(n) ‖ v_0 ‖ … ‖ v_{n−1}).
    function _commit(bytes32[] memory v) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(v.length, v));
    }

    /// @dev Op-chain leaf j (SPEC.md §8): keccak256(link ‖ prev ‖ word(j) ‖ h).
    function _leaf(bytes32 link, bytes32 prev, uint256 j, bytes32 h) internal pure returns (bytes32) {
        return keccak256(abi.encode(link, prev, j, h));
    }

    /// @dev The sum of shard s's signer keys (ascending, members), their stake at `ref` and the hash of their
    /// packed ids.
    function _signers(uint256 s, G1Point[] calldata keys, uint32 ref)
        internal
        view
        returns (uint256 ax, uint256 ay, uint256 stake, bytes32 idsHash)
    {
        bytes32[] memory ids = new bytes32[](keys.length);
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev) revert SignersNotSorted(s);
            if (shardPlusOne[id] != s + 1) revert NotShardMember(s, id);
            prev = id;
            ids[i] = id;
            stake += registry.stakeAt(id, ref);
            (ax, ay) = BlsBn254.add(ax, ay, keys[i].X, keys[i].Y);
        }
        idsHash = keccak256(abi.encodePacked(ids));
    }

    /// @dev BlsQuorum's pairing check of (σ, apkG2) by the signers' apk: a ShardSignature starts with the same
    /// two fields as a QuorumSignature, which is all the check reads.
    function _pairing(bytes32 message, uint256 ax, uint256 ay, ShardSignature calldata sig)
        internal
        view
        returns (bool)
    {
        QuorumSignature calldata q;
        assembly ("memory-safe") {
            q := sig
        }
        return BlsQuorum.verify(message, ax, ay, q);
    }
}
