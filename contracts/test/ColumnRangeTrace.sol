// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "../src/IOneStep.sol";
import {IProvenStep} from "../src/IProvenStep.sol";
import {ZkColumnRange} from "../src/ZkColumnRange.sol";

/// @notice A test trace of one level: the segment chain of one matvec chunk's column ranges (SPEC.md §8.4),
/// u_s = keccak256(u_{s−1} ‖ s ‖ stateHash_s) from ANCHOR, over a blob whose root is fixed at deployment. Its
/// leaves are decided only by proof (ZkColumnRange): it stands in for EngineStep's column-range level so that a
/// whole DisputeGame can end in a gnark proof with the committed test verifier; it re-executes nothing. The
/// matvec's input hash is pinned at deployment, where EngineStep would open it from the op chain.
contract ColumnRangeTrace is IOneStep, IProvenStep {
    bytes32 public constant ANCHOR = keccak256("deepcall/test/column-range-trace");

    ZkColumnRange public immutable zk;
    bytes32 public immutable blobRoot;
    uint256 public immutable blobPieces;
    bytes32 public immutable inputHash;
    /// @notice The blob word of the matrix block's column 0 (range s starts at word0 + s·cols).
    uint256 public immutable word0;

    /// @notice This trace has no re-execution: its leaves end by proof.
    error ProofOnly();
    /// @notice The proof reads another input than the agreed one.
    error WrongInput(bytes32 proven, bytes32 agreed);
    /// @notice The proof is for another range than the leaf's.
    error WrongRange(uint256 proven, uint256 leaf);

    constructor(ZkColumnRange zk_, bytes32 blobRoot_, uint256 blobPieces_, bytes32 inputHash_, uint256 word0_) {
        zk = zk_;
        word0 = word0_;
        inputHash = inputHash_;
        blobRoot = blobRoot_;
        blobPieces = blobPieces_;
    }

    function refuses(uint256[] calldata prompt, uint256 n) external pure returns (bool) {
        return prompt.length == 0 || n == 0;
    }

    function mismatch(uint256[] calldata, uint256[] calldata, bytes32, bytes32[] calldata) external pure returns (bool) {
        return false;
    }

    function levels() external pure returns (uint256) {
        return 1;
    }

    function leaves(StepContext calldata ctx, uint256[] calldata) external pure returns (uint256) {
        return ctx.steps;
    }

    function anchor(StepContext calldata) external pure returns (bytes32) {
        return ANCHOR;
    }

    function step(StepContext calldata, uint256[] calldata, bytes32, bytes calldata) external pure returns (bytes32) {
        revert ProofOnly();
    }

    /// @param proof abi.encode(ZkColumnRange.Claim) for range path[0]
    function stepProven(StepContext calldata, uint256[] calldata path, bytes32 pre, bytes calldata proof)
        external
        view
        returns (bytes32)
    {
        ZkColumnRange.Claim memory c = abi.decode(proof, (ZkColumnRange.Claim));
        if (c.s != path[0]) revert WrongRange(c.s, path[0]);
        if (c.inputHash != inputHash) revert WrongInput(c.inputHash, inputHash);
        return zk.step(blobRoot, blobPieces, word0 + c.s * zk.cols(), ANCHOR, pre, c);
    }
}
