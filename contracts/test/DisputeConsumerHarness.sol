// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {Transition} from "../src/DeepcallConsumer.sol";

/// @notice LLMConsumer with extra entry points for the dispute tests: `land` writes a result value and its
/// landing record as a landed transition would, without a quorum signature, so games can be played over any
/// root; `clear` empties a slot and its record again. Every other function (result, landing, isValid,
/// invalidate, liability, the arbiter) is the real contract's.
contract DisputeConsumerHarness is LLMConsumer {
    /// @notice The signatory the harness records unless told otherwise (nobody's quorum: liability of it
    /// reverts NotLiable unless a test names it).
    bytes32 public constant HARNESS_SIGNATORY = keccak256("deepcall/test/harness-signatory");

    constructor(OperatorRegistry registry_, ILLMEngine engine_, bytes32[] memory chunkHashes_)
        LLMConsumer(registry_, engine_, chunkHashes_, 2, 3)
    {}

    /// @notice Writes t.newValue to the result slot of t.input and the landing record
    /// keccak256(abi.encode(transitionDigest(t), signatory)) (what verifyAndUpdate does after its checks).
    function land(Transition calldata t, bytes32 signatory) public {
        bytes32 slot = resultSlot(t.input);
        bytes32 rs = landingSlot(slot);
        bytes32 record = keccak256(abi.encode(transitionDigest(t), signatory));
        bytes32 value = t.newValue;
        assembly ("memory-safe") {
            sstore(slot, value)
            sstore(rs, record)
        }
    }

    /// @notice land with HARNESS_SIGNATORY.
    function land(Transition calldata t) external {
        land(t, HARNESS_SIGNATORY);
    }

    /// @notice Empties the result slot of `input` and its landing record (a test reusing an input).
    function clear(bytes32 input) external {
        bytes32 slot = resultSlot(input);
        bytes32 rs = landingSlot(slot);
        assembly ("memory-safe") {
            sstore(slot, 0)
            sstore(rs, 0)
        }
    }
}
