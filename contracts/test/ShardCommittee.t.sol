// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ShardCommittee, ShardSignature, IStakeHistory} from "../src/ShardCommittee.sol";
import {G1Point, G2Point} from "../src/BlsBn254.sol";

/// @notice A registry stand-in for the plan checks: every member holds stake 1.
contract UnitStakes is IStakeHistory {
    function stakeAt(bytes32, uint32) external pure returns (uint256) {
        return 1;
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
}
