// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {BlsBn254, G1Point, G2Point} from "./BlsBn254.sol";
import {DisputeGame} from "./DisputeGame.sol";

/// @notice What a ShardCommittee needs of the operator registry: stake at a block.
interface IStakeHistory {
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
}

/// @notice One shard's aggregate signature over its shard message (ShardCommittee.shardDigest).
/// @param sigma Σ σᵢ over the shard's signers (G1)
/// @param apkG2 Σ pk2ᵢ over them (G2, X.A1 ‖ X.A0 ‖ Y.A1 ‖ Y.A0)
/// @param signerKeys their G1 keys, strictly ascending by operator id, each a member of the shard
/// @param inBoundary protocol.BoundaryCommitment of the residuals entering the shard, one per step (0 for
///        the first shard, which embeds the tokens itself)
/// @param outBoundary the same for the residuals it hands on (0 for the last shard, whose output is the
///        answer's tokens, bound by the transition)
struct ShardSignature {
    G1Point sigma;
    G2Point apkG2;
    G1Point[] signerKeys;
    bytes32 inBoundary;
    bytes32 outBoundary;
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
///
/// Blame (`charge`, called by LLMConsumer.resolveSharded): the boundaries are leaves of the op chain the
/// dispute game bisects (the residual after layer b−1 is op layers.(b−1).ffn_residual's output), so the
/// one-step a challenger wins on names an op of one layer, and only the shard that ran that layer is
/// slashed (`blame`). The KV-update leaves of §8.2 name a layer too; the link seal, which every shard signs
/// by signing the root, blames every shard. The game itself checks each charged claim's signature over the
/// disputed transition before it slashes (DisputeGame.resolveShard).
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
    /// @notice Shard `shard`'s inBoundary is not shard shard−1's outBoundary (or the first's in / the
    /// last's out is not zero).
    error BoundaryMismatch(uint256 shard);
    /// @notice A signer of shard `shard` is not one of its members.
    error NotShardMember(uint256 shard, bytes32 id);
    /// @notice Shard `shard`'s signer keys are not strictly ascending by id.
    error SignersNotSorted(uint256 shard);
    /// @notice Shard `shard`'s signers hold less than the threshold of its stake at the reference block.
    error ShardBelowThreshold(uint256 shard, uint256 signedStake, uint256 totalStake);
    /// @notice Shard `shard`'s aggregate signature does not verify over its shard message.
    error ShardBadSignature(uint256 shard);
    /// @notice A claim handed to charge is not the charged shard `shard`'s (index, range, layers).
    error NotCharged(uint256 shard);
    /// @notice charge named a game that is not a one-step win of the challenger in this challenge, or
    /// named none (0) while such a game exists: the blame must follow a located leaf.
    error NotBlamable(uint256 gameId);

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
    function check(bytes32 digest, uint32 ref, ShardSignature[] calldata sigs, uint256 numerator, uint256 denominator)
        external
        view
    {
        uint256 n = _ranges.length;
        if (sigs.length != n) revert WrongShardCount(sigs.length, n);
        // the boundaries chain before any signature is checked (the cheap refusal first)
        for (uint256 s; s < n; ++s) {
            bytes32 prevOut = s == 0 ? bytes32(0) : sigs[s - 1].outBoundary;
            if (sigs[s].inBoundary != prevOut || (s == n - 1 && sigs[s].outBoundary != bytes32(0))) {
                revert BoundaryMismatch(s);
            }
        }
        for (uint256 s; s < n; ++s) {
            _checkShard(s, digest, ref, sigs[s], numerator, denominator);
        }
    }

    /// @dev One shard's part of check: its signers, its threshold, its signature.
    function _checkShard(
        uint256 s,
        bytes32 digest,
        uint32 ref,
        ShardSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) internal view {
        (uint256 ax, uint256 ay, uint256 signed) = _signers(s, sig.signerKeys, ref);
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

    /// @notice The operator ids and their stakes at `ref` of shard s's signers (keys ascending by id, each a
    /// member of s): what DisputeGame.resolveSharded slashes.
    function signers(uint256 s, G1Point[] calldata keys, uint32 ref)
        external
        view
        returns (bytes32[] memory ids, uint256[] memory stakes)
    {
        ids = new bytes32[](keys.length);
        stakes = new uint256[](keys.length);
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev) revert SignersNotSorted(s);
            if (shardPlusOne[id] != s + 1) revert NotShardMember(s, id);
            prev = id;
            ids[i] = id;
            stakes[i] = registry.stakeAt(id, ref);
        }
    }

    /// @notice Checks what LLMConsumer.resolveSharded hands DisputeGame.resolveShard for a won challenge on a
    /// sharded landing: the shard blamed by game `gameId` — a game of this challenge the challenger won by
    /// one-step, whose leaf (step, op, the layer leaf of a KV update) names a layer (`blame`); with gameId
    /// 0, allowed only when no game of the challenge ended by a step (no defence, timeouts), no leaf is
    /// located and every shard is charged, as a single committee is — and that `claims` are exactly the
    /// charged shards' claims (shard, start, end, layers, in, out) in plan order, each with its signers'
    /// keys (members of that shard, ascending by id). The game then checks the signatures over the
    /// transition it bound at opening and slashes.
    /// @return shard the shard charged (ALL: every one)
    function charge(
        DisputeGame game,
        uint256 challengeId,
        uint256 gameId,
        G1Point[][] calldata keys,
        bytes32[6][] calldata claims
    ) external view returns (uint256 shard) {
        DisputeGame.Challenge memory c = game.challenge(challengeId);
        shard = blamed(game, challengeId, gameId);
        uint256 n = shard == ALL ? _ranges.length : 1;
        if (claims.length != n || keys.length != n) revert WrongShardCount(claims.length, n);
        for (uint256 i; i < n; ++i) {
            uint256 sh = shard == ALL ? i : shard;
            Range memory r = _ranges[sh];
            if (
                uint256(claims[i][0]) != sh || uint256(claims[i][1]) != r.start || uint256(claims[i][2]) != r.end
                    || uint256(claims[i][3]) != layers
            ) revert NotCharged(sh);
            this.signers(sh, keys[i], c.referenceBlock);
        }
    }

    /// @notice The shard a won challenge on a sharded landing charges (see charge; ALL: every one).
    function blamed(DisputeGame game, uint256 challengeId, uint256 gameId) public view returns (uint256) {
        return _blamed(game, challengeId, gameId, game.challenge(challengeId).promptLen);
    }

    /// @dev The shard charge blames (see there).
    function _blamed(DisputeGame game, uint256 challengeId, uint256 gameId, uint256 promptLen)
        internal
        view
        returns (uint256)
    {
        uint8 byStep = 0; // DisputeGame's BY_STEP
        if (gameId == 0) {
            uint256[] memory games = game.defences(challengeId);
            for (uint256 i; i < games.length; ++i) {
                if (game.game(games[i]).reason == byStep) revert NotBlamable(0);
            }
            return ALL;
        }
        DisputeGame.Game memory g = game.game(gameId);
        // winner 1: the challenger; the engine trace steps at level 3, below (step, op, chunk)
        if (g.challengeId != challengeId || g.phase != 2 || g.winner != 1 || g.reason != byStep || g.level < 2) {
            revert NotBlamable(gameId);
        }
        return this.blame(g.path[0], g.path[1], g.path[2], promptLen);
    }

    /// @notice The shard charged for the last-level leaf a challenger won by one-step (SPEC.md §12): `k` the
    /// checkpoint (step), `j` the op leaf of level 1 and `i` the leaf of level 2 below it, `promptLen` the
    /// request's prompt length (a step classifies from promptLen − 1 on). The embedding is the first
    /// shard's, the final norm, classifier and argmax the last's, op j of layer l and the KV-update leaf l
    /// (§8.2) the shard of layer l; the link seal is ALL.
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

    /// @dev The sum of shard s's signer keys (ascending, members) and their stake at `ref`.
    function _signers(uint256 s, G1Point[] calldata keys, uint32 ref)
        internal
        view
        returns (uint256 ax, uint256 ay, uint256 stake)
    {
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev) revert SignersNotSorted(s);
            if (shardPlusOne[id] != s + 1) revert NotShardMember(s, id);
            prev = id;
            stake += registry.stakeAt(id, ref);
            (ax, ay) = BlsBn254.add(ax, ay, keys[i].X, keys[i].Y);
        }
    }

    /// @dev e(σ + γ·apk, −g2)·e(H(m) + γ·g1, apkG2) = 1 with γ = keccak256(m, apk, apkG2, σ) mod r
    /// (BlsQuorum's check, the apk being the signers' sum).
    function _pairing(bytes32 message, uint256 ax, uint256 ay, ShardSignature calldata sig)
        internal
        view
        returns (bool)
    {
        (uint256 hx, uint256 hy) = BlsBn254.hashToG1(message);
        uint256[12] memory w;
        assembly ("memory-safe") {
            mstore(w, message)
            mstore(add(w, 0x20), ax)
            mstore(add(w, 0x40), ay)
            calldatacopy(add(w, 0x60), add(sig, 0x40), 0x80)
            calldatacopy(add(w, 0xe0), sig, 0x40)
            let gamma := mod(keccak256(w, 0x140), 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001)
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
