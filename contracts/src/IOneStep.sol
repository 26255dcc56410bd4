// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice What a one-step rule learns about the disputed request: enough to derive the trace's public
/// shape and its anchor, never any value of the trace itself.
/// @param manifest the consumer's pinned manifest hash
/// @param input the input hash inference.InputHash(prompt, n)
/// @param steps the number of checkpoints, prompt length + n − 1
/// @param promptLen the prompt length
struct StepContext {
    bytes32 manifest;
    bytes32 input;
    uint256 steps;
    uint256 promptLen;
}

/// @title IOneStep
/// @notice The per-trace rule a DisputeGame referees with (bisection.Shape + bisection.OneStep in Go):
/// how many levels the trace has, how many leaves each level has below a path, the anchor (the value
/// before the first leaf of level 0), and the re-execution of one last-level leaf from the agreed
/// pre-state and a witness. Every level's last leaf equals the parent leaf it refines, and its anchor the
/// parent's predecessor, so a disagreement carries down unchanged (bisection/doc.go).
interface IOneStep {
    /// @notice Whether the canonical computation refuses the request (prompt, n) outright — an empty prompt,
    /// n = 0, a prompt token outside the vocabulary, more positions than the context (IQ16Engine reverts on
    /// each) — so that any result landed for it is wrong by definition and there is no trace to bisect.
    function refuses(uint256[] calldata prompt, uint256 n) external view returns (bool);

    /// @notice Whether `proof` shows that the checkpoint chain of the landed `root` chose another token than the
    /// landed `tokens` at some step (SPEC.md §7.5), so the result is wrong on its face whatever the trace: the
    /// links from the step before the first mismatch to the root. A trace without a token chain answers false.
    function mismatch(uint256[] calldata prompt, uint256[] calldata tokens, bytes32 root, bytes32[] calldata proof)
        external
        view
        returns (bool);

    /// @notice The number of levels (≥ 1, at most DisputeGame.MAX_LEVELS).
    function levels() external view returns (uint256);

    /// @notice The number of leaves (≥ 1) of level path.length inside leaf path[path.length − 1] of the
    /// level above (path empty: level 0).
    function leaves(StepContext calldata ctx, uint256[] calldata path) external view returns (uint256);

    /// @notice The value before the first leaf of level 0 (the genesis link for an engine trace).
    function anchor(StepContext calldata ctx) external view returns (bytes32);

    /// @notice Re-executes the last-level leaf at `path` (one index per level) from the agreed pre-state
    /// `pre` with `witness`; returns the post-state. Reverts when the witness does not fit.
    function step(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata witness)
        external
        view
        returns (bytes32 post);
}
