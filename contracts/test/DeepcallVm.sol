// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";

/// @notice Logging and assertion helpers of the quorum tests.
abstract contract DeepcallVmTest is VmTest {
    event log_named_uint(string key, uint256 val);
    event log_named_bytes32(string key, bytes32 val);

    error Mismatch(string what);

    function _eq(uint256 a, uint256 b, string memory what) internal pure {
        if (a != b) revert Mismatch(what);
    }

    function _eq(bytes32 a, bytes32 b, string memory what) internal pure {
        if (a != b) revert Mismatch(what);
    }
}
