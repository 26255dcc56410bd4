// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Test} from "forge-std/Test.sol";
import {EpochRegistry, IQuorumCheck} from "../src/EpochRegistry.sol";

/// The Go ≡ Solidity golden vector of testdata/attest/vector.json (go test ./attest -run TestGoldenVector).
contract EpochRegistryTest is Test {
    EpochRegistry reg;

    function setUp() public {
        vm.chainId(31337);
        reg = new EpochRegistry(IQuorumCheck(address(0)), 2, 3, 300, 2, 16);
    }

    function _atts(uint256 i) internal pure returns (bytes32 input, bytes32 output) {
        input = bytes32(uint256(0x01) << 248 | (i & 0xff) << 240 | ((i >> 8) & 0xff) << 232);
        output = bytes32(uint256(0x02) << 248 | (i & 0xff) << 240);
    }

    function _leaf(uint256 i) internal view returns (bytes32) {
        (bytes32 input, bytes32 output) = _atts(i);
        return reg.leaf(input, output, address(0xa11ce), 7, keccak256("cpu-avx512"), uint64(1_800_000_000 + i));
    }

    function testGoldenLeafAndProof() public view {
        assertEq(_leaf(0), bytes32(0xea2075c8f1070202272354a53f825b81978fcc706f6789181497fe5516e18870));
        bytes32[] memory p = new bytes32[](3);
        (p[0],p[1],p[2]) = (bytes32(0x17c7fa852ee4db844f3ffc303e63581c82aca82616f3c66b33852f3ddca381c6),bytes32(0xaeee9de85d8c33815989e424ba69db257f650efb4f2e76117a74c13ed1f57041),bytes32(0xfa9347ecdbb5064cccebb66fe6a6c0957c10f247fc510ba20593ba1e0d37c2d6));
        assertTrue(this.under(bytes32(0x5dc4d5ee9f91677ffbad0c147aaebf88844c3e29aac5ca9dc48501e3a84a88c7), 5, _leaf(3), 3, p));
        assertFalse(this.under(bytes32(0x5dc4d5ee9f91677ffbad0c147aaebf88844c3e29aac5ca9dc48501e3a84a88c7), 5, _leaf(2), 3, p));
        assertFalse(this.under(bytes32(0x5dc4d5ee9f91677ffbad0c147aaebf88844c3e29aac5ca9dc48501e3a84a88c7), 5, _leaf(3), 5, p));
    }

    function under(bytes32 root, uint64 count, bytes32 l, uint64 pos, bytes32[] calldata p) external view returns (bool) {
        return reg.underRoot(root, count, l, pos, p);
    }

    function testGoldenSample() public view {
        bytes32 seed = keccak256(abi.encodePacked(bytes32(uint256(0xaa) << 248), bytes32(0x5dc4d5ee9f91677ffbad0c147aaebf88844c3e29aac5ca9dc48501e3a84a88c7)));
        assertEq(seed, bytes32(0xdf610d580a37dc27f1271a4bbfd7a3551ff4ab93c227393de4ab7e41bebf4364));
        uint64[30] memory want = [uint64(527), uint64(940), uint64(594), uint64(181), uint64(500), uint64(398), uint64(299), uint64(723), uint64(228), uint64(68), uint64(979), uint64(337), uint64(371), uint64(549), uint64(231), uint64(739), uint64(839), uint64(57), uint64(508), uint64(327), uint64(914), uint64(426), uint64(420), uint64(924), uint64(890), uint64(173), uint64(757), uint64(711), uint64(368), uint64(948)];
        assertEq(reg.sampleSize(1000), want.length);
        for (uint256 j; j < want.length; ++j) assertEq(reg.sampleAtSeed(seed, 1000, j), want[j]);
    }

    function testGoldenEpochDigest() public {
        EpochRegistry at = EpochRegistry(address(0xe90c4));
        vm.etch(address(at), address(reg).code);
        assertEq(at.epochDigest(7, bytes32(0x5dc4d5ee9f91677ffbad0c147aaebf88844c3e29aac5ca9dc48501e3a84a88c7), 5), bytes32(0x95cb8bbfebf3b168c66fa443ad0c57810e792805f8e878020e1175a34834d398));
    }
}
