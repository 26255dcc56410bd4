// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ShardCommittee, ShardSignature, IStakeHistory, Blame} from "../src/ShardCommittee.sol";
import {DisputeGame} from "../src/DisputeGame.sol";
import {G1Point, G2Point} from "../src/BlsBn254.sol";

/// @notice A registry stand-in for the plan checks: every member holds stake 1.
contract UnitStakes is IStakeHistory {
    function stakeAt(bytes32, uint32) external pure returns (uint256) {
        return 1;
    }
}

/// @notice The views of a DisputeGame that ShardCommittee.charge reads, set by the test: one challenge, one
/// game won by the challenger's one-step at (k, j), its op-level pair.
contract StubGame {
    DisputeGame.Challenge internal _c;
    DisputeGame.Game internal _g;
    DisputeGame.OpPair internal _pair;

    function set(uint32 k, uint32 j, uint64 promptLen, bytes32 lo, bytes32 hi, bool byChallenger) external {
        _c.promptLen = promptLen;
        _g.challengeId = 1;
        _g.phase = 2;
        _g.winner = 1;
        _g.level = 3;
        _g.path[0] = k;
        _g.path[1] = j;
        _pair = DisputeGame.OpPair(lo, hi, byChallenger ? 1 : 0);
    }

    function challenge(uint256) external view returns (DisputeGame.Challenge memory) {
        return _c;
    }

    function game(uint256) external view returns (DisputeGame.Game memory) {
        return _g;
    }

    function opPair(uint256) external view returns (bytes32, bytes32, uint256) {
        return (_pair.lo, _pair.hi, _pair.hiBy);
    }
}

/// @notice ShardCommittee against the golden shard claims (testdata/protocol/shard.json, Go's
/// protocol.ShardClaim), its plan checks and its blame map.
contract ShardCommitteeTest is DeepcallVmTest {
    string internal constant VECTORS = "testdata/protocol/shard.json";
    IStakeHistory internal stakes = new UnitStakes();

    function _ranges(uint32[2][] memory rs) internal pure returns (ShardCommittee.Range[] memory out) {
        out = new ShardCommittee.Range[](rs.length);
        for (uint256 i; i < rs.length; ++i) {
            out[i] = ShardCommittee.Range(rs[i][0], rs[i][1]);
        }
    }

    function _members(uint256 shards) internal pure returns (bytes32[][] memory m) {
        m = new bytes32[][](shards);
        for (uint256 s; s < shards; ++s) {
            m[s] = new bytes32[](2);
            m[s][0] = keccak256(abi.encode("member", s, 0));
            m[s][1] = keccak256(abi.encode("member", s, 1));
        }
    }

    function _plan(uint32 a0, uint32 a1, uint32 b0, uint32 b1) internal pure returns (uint32[2][] memory rs) {
        rs = new uint32[2][](2);
        rs[0] = [a0, a1];
        rs[1] = [b0, b1];
    }

    function _golden() internal returns (ShardCommittee c) {
        uint32[2][] memory rs = new uint32[2][](3);
        rs[0] = [uint32(0), 3];
        rs[1] = [uint32(3), 5];
        rs[2] = [uint32(5), 8];
        c = new ShardCommittee(stakes, 8, false, _ranges(rs), _members(3));
    }

    function testGoldenShardDigests() public {
        string memory json = vm.readFile(VECTORS);
        ShardCommittee c = _golden();
        _eq(c.SHARD_DOMAIN(), vm.parseJsonBytes32(json, ".domain"), "domain");
        for (uint256 i; i < 6; ++i) {
            string memory p = string.concat(".claims[", vm.toString(i), "]");
            uint256 s = vm.parseJsonUint(json, string.concat(p, ".shard"));
            (uint256 start, uint256 end) = c.range(s);
            _eq(start, vm.parseJsonUint(json, string.concat(p, ".start")), "start");
            _eq(end, vm.parseJsonUint(json, string.concat(p, ".end")), "end");
            bytes32 d = c.shardDigest(
                vm.parseJsonBytes32(json, string.concat(p, ".transition")),
                s,
                vm.parseJsonBytes32(json, string.concat(p, ".in")),
                vm.parseJsonBytes32(json, string.concat(p, ".out"))
            );
            _eq(d, vm.parseJsonBytes32(json, string.concat(p, ".digest")), "digest");
        }
    }

    function testPlanGap() public {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.ShardGap.selector, 1, 4, 3));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 4, 8)), _members(2));
    }

    function testPlanOverlap() public {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.ShardOverlap.selector, 1, 2, 3));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 2, 8)), _members(2));
    }

    function testPlanPastTheModel() public {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.ShardOutOfRange.selector, 1, 9, 8));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 3, 9)), _members(2));
    }

    function testPlanShortOfTheModel() public {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.ShardOutOfRange.selector, 1, 7, 8));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 3, 7)), _members(2));
    }

    function testPlanEmptyShard() public {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.ShardEmpty.selector, 1));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 3, 3)), _members(2));
    }

    function testPlanMemberTwice() public {
        bytes32[][] memory m = _members(2);
        m[1][1] = m[0][0];
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.MemberTwice.selector, m[0][0]));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 3, 8)), m);
    }

    function testPlanShardWithoutMembers() public {
        bytes32[][] memory m = _members(2);
        m[1] = new bytes32[](0);
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.NoMembers.selector, 1));
        new ShardCommittee(stakes, 8, false, _ranges(_plan(0, 3, 3, 8)), m);
    }

    /// @notice Ops and KV-update leaves map to their layer's shard (SPEC.md §8: 1 + 14·layers ops, then
    /// final_norm, classifier, argmax on a classifying step; the link seal's layer leaves, then the link).
    function testBlame() public {
        ShardCommittee c = _golden();
        uint256 body = 1 + 8 * 14;
        _eq(c.blame(0, 0, 0, 1), 0, "embed");
        _eq(c.blame(0, 1 + 2 * 14 + 13, 0, 1), 0, "layer 2's ffn_residual");
        _eq(c.blame(0, 1 + 3 * 14, 0, 1), 1, "layer 3's attn_norm");
        _eq(c.blame(0, 1 + 7 * 14 + 5, 0, 1), 2, "layer 7");
        _eq(c.blame(0, body, 0, 1), 2, "final_norm");
        _eq(c.blame(0, body + 2, 0, 1), 2, "argmax");
        _eq(c.blame(0, body + 3, 4, 1), 1, "KV update of layer 4");
        _eq(c.blame(0, body + 3, 8, 1), c.ALL(), "the link seal");
        // a prompt step has no classifier: op `body` is its link level
        _eq(c.blame(0, body, 6, 3), 2, "KV update of layer 6 on a prompt step");
    }

    function testCheckRefusesMalformedLandings() public {
        ShardCommittee c = _golden();
        ShardSignature[] memory two = new ShardSignature[](2);
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.WrongShardCount.selector, 2, 3));
        c.check(bytes32(uint256(1)), 1, two, 2, 3);
        ShardSignature[] memory three = new ShardSignature[](3);
        three[0].outBoundary = bytes32(uint256(7));
        three[1].inBoundary = bytes32(uint256(8));
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BoundaryMismatch.selector, 1));
        c.check(bytes32(uint256(1)), 1, three, 2, 3);
    }

    // ------------------------------------------------------------------ blame proofs (SPEC.md §12)

    uint256 internal constant M = 1 + 8 * 14 + 3; // ops of a classifying step of the golden 8-layer plan
    bytes32 internal constant LINK = keccak256("link_{k-1}");

    function _leaf(bytes32 prev, uint256 j, bytes32 h) internal pure returns (bytes32) {
        return keccak256(abi.encode(LINK, prev, j, h));
    }

    /// @dev Op hashes of one step: canonical, or wrong from op `from` on (a lying shard's trace).
    function _hashes(uint256 from) internal pure returns (bytes32[] memory h) {
        h = new bytes32[](M);
        for (uint256 j; j < M; ++j) {
            h[j] = keccak256(abi.encode(j >= from ? "wrong" : "op", j));
        }
    }

    function _chain(bytes32[] memory h) internal pure returns (bytes32[] memory c) {
        c = new bytes32[](h.length);
        bytes32 prev = LINK;
        for (uint256 j; j < h.length; ++j) {
            prev = _leaf(prev, j, h[j]);
            c[j] = prev;
        }
    }

    function _slice(bytes32[] memory v, uint256 from, uint256 to) internal pure returns (bytes32[] memory out) {
        out = new bytes32[](to - from);
        for (uint256 i = from; i < to; ++i) {
            out[i - from] = v[i];
        }
    }

    function _one(bytes32 v) internal pure returns (bytes32[] memory out) {
        out = new bytes32[](1);
        out[0] = v;
    }

    /// @dev charge for shard s of the golden plan, one step: its recorded boundaries (in, out) from its
    /// in/out lists; the other shards' boundaries are not read.
    function _charge(ShardCommittee c, StubGame g, Blame memory b) internal view returns (uint256) {
        bytes32[2][] memory bounds = new bytes32[2][](c.shardCount());
        bounds[b.shard] = [
            b.shard == 0 ? bytes32(0) : keccak256(abi.encodePacked(b.ins.length, b.ins)),
            keccak256(abi.encodePacked(b.outs.length, b.outs))
        ];
        return c.charge(DisputeGame(address(g)), 1, 1, bounds, b);
    }

    /// @notice Form (a): shard 1 (layers 3–4, ops 43 … 70) went wrong at op 50 and the defender defended its
    /// trace: its signed out value folds on from the refuted c_50. The honest shards' values prove nothing,
    /// nor does shard 1's own honest chain.
    function testBlameTheShardThatRanTheOp() public {
        ShardCommittee c = _golden();
        StubGame g = new StubGame();
        bytes32[] memory ok = _chain(_hashes(M));
        bytes32[] memory lieH = _hashes(50);
        bytes32[] memory lie = _chain(lieH);
        g.set(0, 50, 1, ok[49], lie[50], false);
        Blame memory b = Blame(1, LINK, [ok[48], _hashes(M)[49]], _slice(lieH, 50, 71), _one(ok[42]), _one(lie[70]));
        _eq(_charge(c, g, b), 1, "the liar");
        // its honest chain does not run through the refuted leaf
        Blame memory honest =
            Blame(1, LINK, [ok[48], _hashes(M)[49]], _slice(_hashes(M), 50, 71), _one(ok[42]), _one(ok[70]));
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 1));
        this.chargeExt(c, g, honest);
        // shard 0's values (ops 0 … 42) are the agreed chain's: no form (b) against it
        Blame memory first =
            Blame(0, LINK, [ok[41], _hashes(M)[42]], _slice(_hashes(M), 0, 50), new bytes32[](0), _one(ok[42]));
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 0));
        this.chargeExt(c, g, first);
        // shard 2's ops come after the leaf
        Blame memory last =
            Blame(2, LINK, [ok[48], _hashes(M)[49]], _slice(lieH, 50, M), _one(lie[70]), _one(lie[M - 1]));
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 2));
        this.chargeExt(c, g, last);
        // the challenger posted the disputed claim (the canonical c_50, upheld): the liar's leaf differs from it
        g.set(0, 50, 1, ok[49], ok[50], true);
        _eq(_charge(c, g, b), 1, "the liar, against the challenger's claim");
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 1));
        this.chargeExt(c, g, honest);
    }

    /// @notice Form (b): shard 0 handed on a wrong out value at op 42 while a colluding defence stepped at op 60,
    /// in the honest shard 1: shard 0's in value (link_{k−1}) folds to the agreed c_59 and its signed out
    /// value is off that chain. Shard 1, which ran op 60, signed no chain through the refuted leaf.
    function testBlameTheShardThatLeftTheAgreedChain() public {
        ShardCommittee c = _golden();
        StubGame g = new StubGame();
        bytes32[] memory okH = _hashes(M);
        bytes32[] memory ok = _chain(okH);
        bytes32[] memory lie0H = _hashes(42);
        bytes32[] memory lie0 = _chain(lie0H); // shard 0's trace, wrong from its out op on
        bytes32[] memory steer = _chain(_hashes(60)); // the defence: canonical to op 59
        g.set(0, 60, 1, ok[59], steer[60], false);
        Blame memory b = Blame(0, LINK, [lie0[41], lie0H[42]], _slice(okH, 0, 60), new bytes32[](0), _one(lie0[42]));
        _eq(_charge(c, g, b), 0, "the liar upstream");
        // shard 1's signed chain starts from the liar's value: it runs through neither c_59 nor c_60
        bytes32[] memory fromLie = new bytes32[](M);
        bytes32 prev = lie0[42];
        for (uint256 j = 43; j < 71; ++j) {
            prev = _leaf(prev, j, okH[j]);
            fromLie[j] = prev;
        }
        Blame memory framed =
            Blame(1, LINK, [ok[58], okH[59]], _slice(_hashes(60), 60, 71), _one(lie0[42]), _one(fromLie[70]));
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 1));
        this.chargeExt(c, g, framed);
        // a shard past the plan is refused by name
        b.shard = 3;
        uint256 shards = c.shardCount();
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BlameUnproven.selector, 3));
        c.charge(DisputeGame(address(g)), 1, 1, new bytes32[2][](shards), b);
        // boundaries of another plan's size
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.WrongShardCount.selector, uint256(1), shards));
        c.charge(DisputeGame(address(g)), 1, 1, new bytes32[2][](1), b);
    }

    function chargeExt(ShardCommittee c, StubGame g, Blame memory b) external view returns (uint256) {
        return _charge(c, g, b);
    }
}
