// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";

/// @notice LLMConsumer with one extra entry point for the dispute tests: `land` writes a result value as
/// a landed transition would, without a quorum signature, so games can be played over any root. Every
/// other function (result, isValid, invalidate, the arbiter) is the real contract's.
contract DisputeConsumerHarness is LLMConsumer {
    constructor(OperatorRegistry registry_, ILLMEngine engine_, bytes32[] memory chunkHashes_)
        LLMConsumer(registry_, engine_, chunkHashes_, 2, 3)
    {}

    /// @notice Writes `value` to the result slot of `input` (what verifyAndUpdate does after its checks).
    function land(bytes32 input, bytes32 value) external {
        bytes32 slot = resultSlot(input);
        assembly ("memory-safe") {
            sstore(slot, value)
        }
    }
}
