// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {StepContext} from "./IOneStep.sol";

/// @title IProvenStep
/// @notice A one-step rule that can also decide its last-level leaf from a proof (SPEC.md §8.5) instead of
/// re-executing it: the same post-state as IOneStep.step, from the agreed pre-state and a proof of the leaf's
/// statement (for zkstep: a gnark Groth16 proof with the hashes it binds). DisputeGame.stepProven calls it
/// on its one-step rule; a rule without it simply cannot end a game by proof.
interface IProvenStep {
    /// @notice The post-state of the leaf at `path` from `pre`, established by `proof`; reverts when the proof
    /// does not verify or does not bind to the game (another leaf, manifest or pre-state).
    function stepProven(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata proof)
        external
        view
        returns (bytes32 post);
}
