// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";

/// @title AlphabetStep
/// @notice The Solidity twin of bisection/alphabet.go: a toy trace whose every micro-step is one keccak,
/// s_t = keccak256(s_{t−1} ‖ uint256(t) ‖ uint256(97 + t mod 26)) from s_{−1} = keccak256("deepcall/alphabet/v1"),
/// so whole dispute games run in a second. Level 0 has one leaf per checkpoint of the request (ctx.steps);
/// each finer level l refines a leaf into sizes[l − 1] sub-leaves; a last-level leaf is one micro-step,
/// the one at t = ((i_0·n_1 + i_1)·n_2 + …). The step takes no witness: its pre-state is the agreed hash.
contract AlphabetStep is IOneStep {
    /// @notice s_{−1}.
    bytes32 public constant ANCHOR = keccak256("deepcall/alphabet/v1");

    /// @notice A level size of zero, or too many levels.
    error BadSizes();
    /// @notice The path does not name a last-level leaf of this trace.
    error BadPath(uint256 level, uint256 index);
    /// @notice The alphabet step takes no witness.
    error UnexpectedWitness(uint256 length);

    uint256[] internal _sizes;

    /// @param sizes the sizes of the levels below level 0 (may be empty: one level)
    constructor(uint256[] memory sizes) {
        if (sizes.length > 3) revert BadSizes();
        for (uint256 i; i < sizes.length; ++i) {
            if (sizes[i] == 0 || sizes[i] > type(uint32).max) revert BadSizes();
        }
        _sizes = sizes;
    }

    /// @notice The sizes of the levels below level 0.
    function subSizes() external view returns (uint256[] memory) {
        return _sizes;
    }

    /// @inheritdoc IOneStep
    /// @dev The alphabet trace has no vocabulary or context: only an empty request is refused.
    function refuses(uint256[] calldata prompt, uint256 n) external pure returns (bool) {
        return prompt.length == 0 || n == 0;
    }

    /// @inheritdoc IOneStep
    /// @dev The alphabet trace has no token chain.
    function mismatch(uint256[] calldata, uint256[] calldata, bytes32, bytes32[] calldata) external pure returns (bool) {
        return false;
    }

    /// @inheritdoc IOneStep
    function levels() external view returns (uint256) {
        return _sizes.length + 1;
    }

    /// @inheritdoc IOneStep
    function leaves(StepContext calldata ctx, uint256[] calldata path) external view returns (uint256) {
        if (path.length == 0) return ctx.steps;
        return _sizes[path.length - 1];
    }

    /// @inheritdoc IOneStep
    function anchor(StepContext calldata) external pure returns (bytes32) {
        return ANCHOR;
    }

    /// @notice One micro-step: keccak256(pre ‖ uint256(t) ‖ uint256(97 + t mod 26)).
    function alphabetStep(bytes32 pre, uint256 t) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(pre, t, 97 + t % 26));
    }

    /// @inheritdoc IOneStep
    function step(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata witness)
        external
        view
        returns (bytes32)
    {
        if (witness.length != 0) revert UnexpectedWitness(witness.length);
        if (path.length != _sizes.length + 1) revert BadPath(path.length, 0);
        uint256 t;
        for (uint256 l; l < path.length; ++l) {
            uint256 n = l == 0 ? ctx.steps : _sizes[l - 1];
            if (path[l] >= n) revert BadPath(l, path[l]);
            t = t * n + path[l];
        }
        return alphabetStep(pre, t);
    }
}
