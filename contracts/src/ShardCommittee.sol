// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {DisputeGame} from "./DisputeGame.sol";

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

/// @notice What a resolver hands ShardCommittee.charge to blame one shard for the leaf a challenger won by
/// one-step at step k, op j (SPEC.md §12, "Blame"): the shard's signed boundary lists and the op hashes that
/// tie them to the game's op-level pair (agreed c_{j−1}, disputed c_j and who claimed it: DisputeGame.opPair).
/// @param shard the shard charged
/// @param link link_{k−1}, the first word of every op-chain leaf of step k
/// @param open when `shard` ran op j: (c_{j−2}, h_{j−1}), the preimage of the agreed c_{j−1} (unused for
///        j = 0, where c_{−1} = link_{k−1}); when its ops all come before j: (c_{e−1}, h_e), the preimage of
///        its signed out value at step k (e its last op)
/// @param hashes when `shard` ran op j: h_j … h_e, folding the disputed c_j on to its signed out value; when
///        its ops come before j: h_f … h_{j−1} from its first op f, folding its signed in value (link_{k−1}
///        for the first shard) on to the agreed c_{j−1}
/// @param ins the op-chain values the shard's in commitment hashes, one per step (empty for the first)
/// @param outs the same for its out commitment
struct Blame {
    uint256 shard;
    bytes32 link;
    bytes32[2] open;
    bytes32[] hashes;
    bytes32[] ins;
    bytes32[] outs;
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
/// Blame (`charge`, called by LLMConsumer.liability): the boundaries are leaves of the op chain the
/// dispute game bisects, each binding link_{k−1} and every op output of step k before it, so a shard's
/// signed lists commit it to its whole trace. A shard is charged for a leaf won by one-step only with a
/// proof (Blame) that its own signed values are wrong: either its signed chain runs through the agreed
/// c_{j−1} and the disputed c_j the one-step refuted, or its signed in value lies on the agreed chain and its
/// signed out value off it. Where the defender's trace departs from every shard's signed values nobody is
/// provably at fault and nobody is charged. Whom a charged shard's blame slashes is its signer set of the
/// landing's record, never a list a resolver picks.
///
/// The plan is fixed at construction: contiguous ranges in layer order covering every layer exactly once,
/// each shard with its own members (an operator serves at most one shard).
contract ShardCommittee {
    bytes32 public constant SHARD_DOMAIN = keccak256("deepcall/shard/v1");
    /// @notice blame's answer when the leaf belongs to no single shard: every shard is charged.
    uint256 public constant ALL = type(uint256).max;

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
    /// @notice charge named a game that is not a one-step win of the challenger in this challenge, or
    /// named none (0) while such a game exists: the blame must follow a located leaf.
    error NotBlamable(uint256 gameId);
    /// @notice The Blame given does not show that shard `shard`'s signed values are wrong at the located
    /// leaf (its lists do not open its commitments, or its chain neither runs through the refuted leaf nor
    /// leaves the agreed chain between its in and out values).
    error BlameUnproven(uint256 shard);

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

    /// @notice The shard a won challenge on a sharded landing charges (LLMConsumer.liability), given the
    /// landing's recorded boundaries (`bounds[s]`: shard s's in and out, checked against the record by the
    /// caller). With gameId 0, allowed only when no game of the challenge ended by a step (no defence,
    /// timeouts), no leaf is located and every shard is charged, as a single committee is (ALL; `b` unused).
    /// Otherwise game `gameId` must be a one-step win of the challenger in this challenge, and `b` must prove
    /// shard b.shard's signed values wrong at the leaf it located (SPEC.md §12, "Blame").
    /// @return shard the shard charged (ALL: every one)
    function charge(DisputeGame game, uint256 challengeId, uint256 gameId, bytes32[2][] calldata bounds, Blame calldata b)
        external
        view
        returns (uint256 shard)
    {
        if (bounds.length != _ranges.length) revert WrongShardCount(bounds.length, _ranges.length);
        if (gameId == 0) {
            uint256[] memory games = game.defences(challengeId);
            for (uint256 i; i < games.length; ++i) {
                if (game.game(games[i]).reason == 0) revert NotBlamable(0); // BY_STEP
            }
            return ALL;
        }
        shard = b.shard;
        if (shard >= _ranges.length) revert BlameUnproven(shard);
        DisputeGame.Challenge memory c = game.challenge(challengeId);
        _prove(game, gameId, challengeId, c.promptLen, bounds[shard][0], bounds[shard][1], b);
    }

    /// @dev Reverts unless `b` proves shard b.shard's signed values (its claim's in and out commitments)
    /// wrong at the leaf game g located (see charge, SPEC.md §12). With the honest challenger's agreement
    /// the agreed c_{j−1} is the canonical chain's, so the shard (a) signed a chain through it and through the
    /// refuted c_j, or (b) received the canonical value and handed on another, on the canonical link_{k−1}:
    /// either way an operator that runs its layers faithfully would not have signed.
    function _prove(
        DisputeGame game,
        uint256 gameId,
        uint256 challengeId,
        uint256 promptLen,
        bytes32 inC,
        bytes32 outC,
        Blame calldata b
    ) internal view {
        DisputeGame.Game memory g = game.game(gameId);
        // winner 1: the challenger, reason 0: by step, below the op level (level ≥ 2)
        if (g.challengeId != challengeId || g.phase != 2 || g.winner != 1 || g.reason != 0 || g.level < 2) {
            revert NotBlamable(gameId);
        }
        uint256 s = b.shard;
        uint256 k = g.path[0];
        if (_commit(b.outs) != outC || (s > 0 && (_commit(b.ins) != inC || k >= b.ins.length)) || k >= b.outs.length) {
            revert BlameUnproven(s);
        }
        (uint256 f, uint256 e) = _opsAt(s, k, promptLen);
        if (!_located(game, gameId, g.path[1], f, e, b, s == 0 ? b.link : b.ins[k], b.outs[k])) revert BlameUnproven(s);
    }

    /// @dev Shard s's ops at step k: the first f and the last e (the step's last op for the last shard).
    function _opsAt(uint256 s, uint256 k, uint256 promptLen) internal view returns (uint256 f, uint256 e) {
        Range memory r = _ranges[s];
        f = s == 0 ? 0 : 1 + r.start * opsPerLayer;
        e = s == _ranges.length - 1 ? layers * opsPerLayer + (k + 1 >= promptLen ? 3 : 0) : r.end * opsPerLayer;
    }

    /// @dev Whether `b` proves the shard of ops f … e at fault at op j of the game's located leaf, its signed
    /// in value `inV` and out value `out` at that step.
    function _located(
        DisputeGame game,
        uint256 gameId,
        uint256 j,
        uint256 f,
        uint256 e,
        Blame calldata b,
        bytes32 inV,
        bytes32 out
    ) internal view returns (bool) {
        (bytes32 opLo, bytes32 opHi, uint256 hiBy) = game.opPair(gameId);
        if (j >= f && j <= e) return _ranOp(opLo, opHi, hiBy == 1, j, e, b, out); // 1: the challenger
        if (e < j) return _leftChain(opLo, j, f, e, b, inV, out);
        return false;
    }

    /// @dev (a) The shard ran op j: the agreed c_{j−1} (opLo) on link_{k−1}, then a c_j that is not the
    /// canonical one — the defender's refuted claim (opHi), or anything but the challenger's claim the
    /// one-step upheld (opHi, `byChallenger`) — and its signed out value folded on from there.
    function _ranOp(bytes32 opLo, bytes32 opHi, bool byChallenger, uint256 j, uint256 e, Blame calldata b, bytes32 out)
        internal
        pure
        returns (bool)
    {
        bytes32 link = b.link;
        bytes32[] calldata h = b.hashes;
        if (opLo != (j == 0 ? link : _leaf(link, b.open[0], j - 1, b.open[1])) || h.length != e - j + 1) return false;
        bytes32 v = _leaf(link, opLo, j, h[0]);
        if ((v == opHi) == byChallenger) return false;
        for (uint256 t = 1; t < h.length; ++t) {
            v = _leaf(link, v, j + t, h[t]);
        }
        return v == out;
    }

    /// @dev (b) The shard's ops f … e come before j: its signed in value `v` (link_{k−1} for the first shard)
    /// folds on to the agreed c_{j−1} (opLo), and its signed out value, a leaf e on the same link, is not
    /// the agreed chain's leaf e.
    function _leftChain(bytes32 opLo, uint256 j, uint256 f, uint256 e, Blame calldata b, bytes32 v, bytes32 out)
        internal
        pure
        returns (bool)
    {
        bytes32 link = b.link;
        bytes32[] calldata h = b.hashes;
        if (h.length != j - f) return false;
        bytes32 atE;
        for (uint256 t; t < h.length; ++t) {
            v = _leaf(link, v, f + t, h[t]);
            if (f + t == e) atE = v;
        }
        return v == opLo && out == _leaf(link, b.open[0], e, b.open[1]) && out != atE;
    }

    /// @dev protocol.BoundaryCommitment: keccak256(word(n) ‖ v_0 ‖ … ‖ v_{n−1}).
    function _commit(bytes32[] calldata v) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(v.length, v));
    }

    /// @dev Op-chain leaf j (SPEC.md §8): keccak256(link ‖ prev ‖ word(j) ‖ h).
    function _leaf(bytes32 link, bytes32 prev, uint256 j, bytes32 h) internal pure returns (bytes32) {
        return keccak256(abi.encode(link, prev, j, h));
    }

    /// @notice The shard that ran the leaf at (k, j, i) (SPEC.md §12): `k` the checkpoint (step), `j` the op
    /// leaf of level 1 and `i` the leaf of level 2 below it, `promptLen` the request's prompt length (a step
    /// classifies from promptLen − 1 on). The embedding is the first shard's, the final norm, classifier and
    /// argmax the last's, op j of layer l and the KV-update leaf l (§8.2) the shard of layer l; the link
    /// seal is ALL. Where the game stepped is the defender's choice, so this names no one's fault: charge
    /// asks for a Blame.
    function blame(uint256 k, uint256 j, uint256 i, uint256 promptLen) external view returns (uint256) {
        uint256 body = 1 + layers * opsPerLayer;
        uint256 m = body + (k + 1 >= promptLen ? 3 : 0);
        if (j == 0) return 0;
        if (j < body) return shardOf((j - 1) / opsPerLayer);
        if (j < m) return _ranges.length - 1;
        return i < layers ? shardOf(i) : ALL;
    }

    /// @notice The shard whose range holds layer l.
    function shardOf(uint256 l) public view returns (uint256) {
        uint256 n = _ranges.length;
        for (uint256 s; s < n; ++s) {
            if (l < _ranges[s].end) return s;
        }
        return ALL;
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
