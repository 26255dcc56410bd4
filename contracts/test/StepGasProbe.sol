// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {EngineStep} from "../src/EngineStep.sol";
import {StepContext} from "../src/IOneStep.sol";

/// @notice For tests that measure one-steps: called as this.stepGas, the step runs from a fresh call
/// frame whose memory holds only the encoded arguments, as a transaction's would.
abstract contract StepGasProbe {
    /// @notice s.step's result and the gas of the call.
    function stepGas(EngineStep s, StepContext calldata c, uint256[] calldata path, bytes32 pre, bytes calldata w)
        external
        view
        returns (bytes32 u, uint256 used)
    {
        uint256 g = gasleft();
        u = s.step(c, path, pre, w);
        used = g - gasleft();
    }
}
