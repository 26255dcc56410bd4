// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LLMHarness} from "./SymHarness.sol";

/// @title TokenPackSymbolic
/// @notice halmos: the result's token ids. LLMConsumer._pack (the ids as Updated carries them) round-trips
/// for every list of 3 and of 9 ids (the 8-id main loop and the tail) and refuses one over 32 bits; the
/// result value (protocol.ResultValue) is keccak256(abi.encodePacked(root, tokens)) and binds root and ids.
contract TokenPackSymbolic {
    LLMHarness internal h;

    function setUp() public {
        h = new LLMHarness();
    }

    function _roundTrip(uint256[] memory ts) internal view {
        (bool ok, bytes memory packed, bytes32 pad) = h.pack(ts);
        uint256 high; // the bits above 32 of any id, without a branch per id
        for (uint256 k; k < ts.length; ++k) {
            high |= ts[k] >> 32;
        }
        assert(ok == (high == 0));
        if (!ok) return;
        assert(packed.length == 4 * ts.length);
        for (uint256 k; k < ts.length; ++k) {
            uint256 v = uint32(bytes4(packed[4 * k]) | bytes4(packed[4 * k + 1]) >> 8
                | bytes4(packed[4 * k + 2]) >> 16 | bytes4(packed[4 * k + 3]) >> 24);
            assert(v == ts[k]);
        }
        assert(pad == bytes32(0));
    }

    function check_packRoundTrips3(uint256[3] memory t) public view {
        uint256[] memory ts = new uint256[](3);
        for (uint256 k; k < 3; ++k) ts[k] = t[k];
        _roundTrip(ts);
    }

    function check_packRoundTrips9(uint256[9] memory t) public view {
        uint256[] memory ts = new uint256[](9);
        for (uint256 k; k < 9; ++k) ts[k] = t[k];
        _roundTrip(ts);
    }

    function check_resultValueIsSpec(bytes32 root, uint256[3] memory t) public view {
        uint256[] memory ts = new uint256[](3);
        for (uint256 k; k < 3; ++k) ts[k] = t[k];
        assert(h.resultValue(root, ts) == keccak256(abi.encodePacked(root, ts)));
    }

    function check_resultValueInjective(bytes32 r1, uint256[2] memory a, bytes32 r2, uint256[2] memory b) public view {
        uint256[] memory x = new uint256[](2);
        uint256[] memory y = new uint256[](2);
        x[0] = a[0];
        x[1] = a[1];
        y[0] = b[0];
        y[1] = b[1];
        if (h.resultValue(r1, x) == h.resultValue(r2, y)) {
            assert(r1 == r2 && a[0] == b[0] && a[1] == b[1]);
        }
    }
}
