// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {AssignmentDraw, IDrawRegistry} from "../src/AssignmentDraw.sol";

/// @notice The Solidity draw recomputes every golden draw of economy.Draw (testdata/economy/draw.json), and
/// reads a block's prevrandao only from a header that is that block's.
contract AssignmentDrawTest is DeepcallVmTest {
    AssignmentDraw internal d;

    function setUp() public {
        d = new AssignmentDraw(IDrawRegistry(address(0)));
        vm.roll(1000);
    }

    function test_GoldenDraws() public view {
        string memory json = vm.readFile("testdata/economy/draw.json");
        for (uint256 v; v < 8; ++v) {
            string memory p = string.concat(".vectors[", vm.toString(v), "]");
            bytes32 s = d.seed(vm.parseJsonBytes32(json, string.concat(p, ".randomness")),
                vm.parseJsonBytes32(json, string.concat(p, ".taskId")));
            _eq(s, vm.parseJsonBytes32(json, string.concat(p, ".seed")), "seed");
            bytes32[] memory committee = d.draw(
                s,
                vm.parseJsonBytes32Array(json, string.concat(p, ".ids")),
                vm.parseJsonUintArray(json, string.concat(p, ".stakes")),
                vm.parseJsonUint(json, string.concat(p, ".k"))
            );
            bytes32[] memory want = vm.parseJsonBytes32Array(json, string.concat(p, ".committee"));
            _eq(committee.length, want.length, "committee size");
            for (uint256 i; i < want.length; ++i) {
                _eq(committee[i], want[i], "member");
            }
        }
    }

    function test_RefusesTooFewOrUnsorted() public {
        bytes32[] memory ids = new bytes32[](2);
        (ids[0], ids[1]) = (bytes32(uint256(1)), bytes32(uint256(2)));
        uint256[] memory st = new uint256[](2);
        st[1] = 1; // operator 1 has no stake
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.NotEnoughOperators.selector, 1, 2));
        d.draw(bytes32(0), ids, st, 2);
        bytes32[] memory r = d.draw(bytes32(0), ids, st, 1);
        _eq(uint256(r[0]), 2, "the one with stake");
        (ids[0], ids[1]) = (ids[1], ids[0]);
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.IdsNotSorted.selector, 1));
        d.draw(bytes32(0), ids, st, 1);
    }

    // ------------------------------------------------------------------ randomness

    /// @dev A header of 15 fields whose field 13 is `mix`: short hashes, a 256-byte bloom (a long string),
    /// so the list is long.
    function _header(bytes32 mix) internal pure returns (bytes memory) {
        bytes memory payload = abi.encodePacked(bytes1(0xa0), keccak256("parent"), bytes1(0xa0), keccak256("ommers"));
        payload = abi.encodePacked(payload, bytes1(0x94), address(0xc0ffee), bytes1(0xa0), keccak256("state"));
        payload = abi.encodePacked(payload, bytes1(0xa0), keccak256("txs"), bytes1(0xa0), keccak256("receipts"));
        payload = abi.encodePacked(payload, hex"b90100", new bytes(256), hex"80", hex"8203e7", hex"8401c9c380");
        payload = abi.encodePacked(payload, hex"80", hex"8465000000", hex"80", bytes1(0xa0), mix, hex"880000000000000000");
        return abi.encodePacked(hex"f9", uint16(payload.length), payload);
    }

    function randomnessOf(uint256 n, bytes calldata h) external view returns (bytes32) {
        return d.randomness(n, h);
    }

    function test_RandomnessFromTheBlocksHeader() public {
        bytes32 mix = keccak256("prevrandao of 999");
        bytes memory h = _header(mix);
        vm.setBlockhash(999, keccak256(h));
        _eq(d.randomness(999, h), mix, "mixHash");
        // another block's header, a forged header, the current block, a block out of the window
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, 998));
        d.randomness(998, h);
        bytes memory forged = _header(keccak256("steered"));
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, 999));
        d.randomness(999, forged);
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, 1000));
        d.randomness(1000, h);
        vm.roll(999 + 257);
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, 999));
        d.randomness(999, h);
    }

    /// Headers that hash to the block's hash but are not well-formed lists with a 32-byte field 13.
    function test_RefusesMalformedHeaders() public {
        bytes[] memory bad = new bytes[](6);
        bad[0] = hex"";
        bad[1] = hex"80"; // a string, not a list
        bad[2] = abi.encodePacked(hex"c3", hex"808080"); // too few fields
        bytes memory h = _header(bytes32(uint256(7)));
        bad[3] = abi.encodePacked(h, hex"00"); // a byte past the list
        bytes memory cut = new bytes(h.length - 1);
        for (uint256 i; i < cut.length; ++i) {
            cut[i] = h[i];
        }
        bad[4] = cut; // the list runs past the header
        bad[5] = abi.encodePacked(hex"f90000"); // a long length with a leading zero
        for (uint256 i; i < bad.length; ++i) {
            vm.setBlockhash(900 + i, keccak256(bad[i]));
            vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, 900 + i));
            this.randomnessOf(900 + i, bad[i]);
        }
    }
}
