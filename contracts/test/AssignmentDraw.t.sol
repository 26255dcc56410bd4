// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {AssignmentDraw, IDrawCapacity, IDrawStakes} from "../src/AssignmentDraw.sol";

/// @notice The Solidity draw recomputes every golden draw of economy.Draw (testdata/economy/draw.json).
contract AssignmentDrawTest is DeepcallVmTest {
    AssignmentDraw internal d;

    function setUp() public {
        d = new AssignmentDraw(IDrawCapacity(address(0)), IDrawStakes(address(0)));
    }

    function test_GoldenDraws() public view {
        string memory json = vm.readFile("testdata/economy/draw.json");
        for (uint256 v; v < 8; ++v) {
            string memory p = string.concat(".vectors[", vm.toString(v), "]");
            bytes32 s = d.seed(vm.parseJsonBytes32(json, string.concat(p, ".randomness")),
                vm.parseJsonBytes32(json, string.concat(p, ".taskId")));
            _eq(s, vm.parseJsonBytes32(json, string.concat(p, ".seed")), "seed");
            uint256[] memory fr = vm.parseJsonUintArray(json, string.concat(p, ".free"));
            uint64[] memory free = new uint64[](fr.length);
            for (uint256 i; i < fr.length; ++i) {
                free[i] = uint64(fr[i]);
            }
            address[] memory committee = d.draw(
                s,
                vm.parseJsonAddressArray(json, string.concat(p, ".candidates")),
                vm.parseJsonUintArray(json, string.concat(p, ".stakes")),
                free,
                vm.parseJsonUint(json, string.concat(p, ".k"))
            );
            address[] memory want = vm.parseJsonAddressArray(json, string.concat(p, ".committee"));
            _eq(committee.length, want.length, "committee size");
            for (uint256 i; i < want.length; ++i) {
                _eq(uint256(uint160(committee[i])), uint256(uint160(want[i])), "member");
            }
        }
    }

    function test_RefusesWithoutCapacity() public {
        address[] memory c = new address[](2);
        c[0] = address(1);
        c[1] = address(2);
        uint256[] memory st = new uint256[](2);
        st[0] = 1;
        st[1] = 1;
        uint64[] memory fr = new uint64[](2);
        fr[1] = 1;
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.NotEnoughCapacity.selector, 1, 2));
        d.draw(bytes32(0), c, st, fr, 2);
        address[] memory r = d.draw(bytes32(0), c, st, fr, 1);
        _eq(uint256(uint160(r[0])), 2, "the one with capacity");
        (c[0], c[1]) = (c[1], c[0]);
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.CandidatesNotSorted.selector, 1));
        d.draw(bytes32(0), c, st, fr, 1);
    }
}
