// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ShardCommittee, ShardSignature, ShardOpening, IStakeHistory} from "../src/ShardCommittee.sol";
import {ShardClaim} from "../src/DisputeGame.sol";

/// @notice A registry stand-in for the plan checks: every member holds stake 1.
contract UnitStakes is IStakeHistory {
    function stakeAt(bytes32, uint32) external pure returns (uint256) {
        return 1;
    }
}

/// @notice ShardCommittee against the golden shard claims (testdata/protocol/shard.json, Go's
/// protocol.ShardClaim), its plan checks and the shard claims a per-shard challenge opens.
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

    // ------------------------------------------------------------------ shard claims (SPEC.md §12, "Per-shard games")

    /// @dev Steps of the landing the claim tests open.
    uint256 internal constant STEPS = 3;
    /// @dev Shard 0's last op in the golden plan (layers 0–2: ops 0 … 3·14).
    uint256 internal constant E0 = 3 * 14;

    function _link(uint256 k) internal pure returns (bytes32) {
        return keccak256(abi.encode("link_{k-1}", k));
    }

    /// @dev c_{e−1} and h_e of shard 0's last op at step k.
    function _open0(uint256 k) internal pure returns (bytes32[3] memory) {
        return [_link(k), keccak256(abi.encode("c_{e-1}", k)), keccak256(abi.encode("h_e", k))];
    }

    /// @dev protocol.BoundaryCommitment, as the committee computes it.
    function _commit(bytes32[] memory v) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(uint256(v.length), v));
    }

    /// @dev A sharded landing of the golden plan over STEPS steps: its signers (shard 1 with one signer, the
    /// others with two), each shard's out values (shard 0's the op-chain leaf E0 of each step's link) and
    /// its boundaries, chained (shard s's in list is shard s−1's out list).
    function _landing() internal pure returns (bytes32[][] memory ids, bytes32[][] memory outs, bytes32[2][] memory bounds) {
        ids = _members(3);
        bytes32[] memory one = new bytes32[](1);
        one[0] = ids[1][1];
        ids[1] = one;
        outs = new bytes32[][](3);
        bounds = new bytes32[2][](3);
        for (uint256 s; s < 3; ++s) {
            outs[s] = new bytes32[](STEPS);
            for (uint256 k; k < STEPS; ++k) {
                bytes32[3] memory o = _open0(k);
                outs[s][k] = s == 0 ? keccak256(abi.encode(o[0], o[1], E0, o[2])) : keccak256(abi.encode("out", s, k));
            }
            bounds[s] = [s == 0 ? bytes32(0) : bounds[s - 1][1], _commit(outs[s])];
        }
    }

    /// @dev The opening of shard s's claim at step k of _landing (fresh arrays on every call).
    function _opening(uint256 s, uint256 k) internal pure returns (ShardOpening memory o) {
        (bytes32[][] memory ids, bytes32[][] memory outs, bytes32[2][] memory bounds) = _landing();
        o.shard = s;
        o.step = k;
        o.ids = ids;
        o.bounds = bounds;
        o.ins = s == 0 ? new bytes32[](0) : outs[s - 1];
        o.outs = outs[s];
        if (s == 0) o.open = _open0(k); // read for the first shard only
    }

    function _claim(ShardCommittee c, uint256 promptLen, ShardOpening memory o)
        internal
        view
        returns (bytes32 record, ShardClaim memory cl)
    {
        return c.claim(promptLen, abi.encode(o));
    }

    function _refused(ShardCommittee c, ShardOpening memory o, uint256 shard) internal {
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.BadShardClaim.selector, shard));
        c.claim(1, abi.encode(o));
    }

    /// @notice A middle shard's claim at a step: from its signed in value to its signed out value over its
    /// own ops (1 + start·14 … end·14), charging its recorded signers; the record is the landing's.
    function testClaimOfAMiddleShard() public {
        ShardCommittee c = _golden();
        (bytes32[][] memory ids, bytes32[][] memory outs, bytes32[2][] memory bounds) = _landing();
        for (uint256 k; k < STEPS; ++k) {
            (bytes32 record, ShardClaim memory cl) = _claim(c, 1, _opening(1, k));
            _eq(record, c.shardsRecord(ids, bounds), "the landing's record");
            _eq(cl.lo, outs[0][k], "lo: its in value, shard 0's out value at the step");
            _eq(cl.hi, outs[1][k], "hi: its out value at the step");
            _eq(cl.step, k, "step");
            _eq(cl.first, 1 + 3 * 14, "first: layer 3's first op");
            _eq(cl.last, 5 * 14, "last: layer 4's last op");
            _eq(cl.shard, 1, "shard");
            _eq(cl.signers, keccak256(abi.encodePacked(ids[1])), "its signers");
            _eq(cl.count, 1, "one signer");
            // a prompt step: the middle shard's ops are the same
            (, ShardClaim memory atPrompt) = _claim(c, STEPS + 1, _opening(1, k));
            _eq(atPrompt.first, cl.first, "first at a prompt step");
            _eq(atPrompt.last, cl.last, "last at a prompt step");
        }
    }

    /// @notice The last shard's ops run to the step's last op: final_norm, classifier and argmax on a
    /// classifying step (step + 1 ≥ promptLen), none on a prompt step.
    function testClaimOfTheLastShard() public {
        ShardCommittee c = _golden();
        (bytes32[][] memory ids, bytes32[][] memory outs,) = _landing();
        for (uint256 k; k < STEPS; ++k) {
            (, ShardClaim memory cl) = _claim(c, 2, _opening(2, k));
            _eq(cl.first, 1 + 5 * 14, "first: layer 5's first op");
            _eq(cl.last, k + 1 >= 2 ? uint256(8 * 14 + 3) : 8 * 14, "last: argmax, or the last layer's last op");
            _eq(cl.lo, outs[1][k], "lo: shard 1's out value");
            _eq(cl.hi, outs[2][k], "hi");
            _eq(cl.signers, keccak256(abi.encodePacked(ids[2])), "its signers");
            _eq(cl.count, 2, "two signers");
            _eq(cl.shard, 2, "shard");
        }
        (, ShardClaim memory prompt) = _claim(c, STEPS + 1, _opening(2, STEPS - 1));
        _eq(prompt.last, 8 * 14, "every step a prompt step");
        (, ShardClaim memory classify) = _claim(c, 1, _opening(2, 0));
        _eq(classify.last, 8 * 14 + 3, "every step classifying");
    }

    /// @notice The first shard's in value is the step's link, opened with its out value: (link, c_{e−1},
    /// h_e) must hash, as op-chain leaf e, to its signed out value at the step.
    function testClaimOfTheFirstShard() public {
        ShardCommittee c = _golden();
        (bytes32[][] memory ids, bytes32[][] memory outs,) = _landing();
        for (uint256 k; k < STEPS; ++k) {
            (, ShardClaim memory cl) = _claim(c, 1, _opening(0, k));
            _eq(cl.lo, _link(k), "lo: the step's link");
            _eq(cl.hi, outs[0][k], "hi");
            _eq(cl.first, 0, "first: the embedding");
            _eq(cl.last, E0, "last: layer 2's last op");
            _eq(cl.signers, keccak256(abi.encodePacked(ids[0])), "its signers");
            _eq(cl.count, 2, "two signers");
        }
        // its in list is not read (its in boundary is zero)
        ShardOpening memory o = _opening(0, 1);
        o.ins = new bytes32[](2);
        o.ins[1] = bytes32(uint256(9));
        (, ShardClaim memory any) = _claim(c, 1, o);
        _eq(any.lo, _link(1), "the link, whatever the in list");
        // another link, another c_{e−1}, another h_e, another step's opening: refused
        for (uint256 i; i < 3; ++i) {
            o = _opening(0, 1);
            o.open[i] = keccak256(abi.encode("forged", i));
            _refused(c, o, 0);
        }
        o = _opening(0, 1);
        o.open = _open0(2);
        _refused(c, o, 0);
        // out values that are leaves of another op than the shard's last: refused, committed or not
        o = _opening(0, 1);
        bytes32[3] memory p = _open0(1);
        o.outs[1] = keccak256(abi.encode(p[0], p[1], E0 - 1, p[2]));
        o.bounds[0][1] = _commit(o.outs);
        _refused(c, o, 0);
    }

    /// @notice A claim that does not open the shard's recorded boundaries at its step is refused.
    function testClaimRefusals() public {
        ShardCommittee c = _golden();
        // out values that are not the list its out boundary commits to: one changed, a prefix, another shard's
        ShardOpening memory o = _opening(1, 1);
        o.outs[2] = bytes32(uint256(1));
        _refused(c, o, 1);
        o = _opening(1, 1);
        bytes32[] memory prefix = new bytes32[](2);
        (prefix[0], prefix[1]) = (o.outs[0], o.outs[1]);
        o.outs = prefix;
        _refused(c, o, 1);
        o = _opening(2, 0);
        o.outs = o.ins; // another shard's list
        _refused(c, o, 2);
        // in values that are not the list its in boundary commits to
        o = _opening(1, 1);
        o.ins[0] = bytes32(uint256(1));
        _refused(c, o, 1);
        o = _opening(2, 1);
        o.ins = new bytes32[](0);
        _refused(c, o, 2);
        // a step past the lists
        _refused(c, _opening(1, STEPS), 1);
        _refused(c, _opening(0, STEPS), 0);
        _refused(c, _opening(2, STEPS + 5), 2);
        // a shard past the plan
        o = _opening(1, 1);
        o.shard = 3;
        _refused(c, o, 3);
        // signers and boundaries of another plan's size
        o = _opening(1, 1);
        bytes32[][] memory two = new bytes32[][](2);
        (two[0], two[1]) = (o.ids[0], o.ids[1]);
        o.ids = two;
        vm.expectRevert(abi.encodeWithSelector(ShardCommittee.WrongShardCount.selector, 2, 3));
        c.claim(1, abi.encode(o));
    }
}
