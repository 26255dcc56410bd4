// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallConsumer, Transition} from "./DeepcallConsumer.sol";
import {OperatorRegistry} from "./OperatorRegistry.sol";
import {QuorumSignature} from "./BlsSignatureChecker.sol";

/// @notice What LLMConsumer needs of IQ16Engine.
interface ILLMEngine {
    function manifestHash() external view returns (bytes32);
    function generate(uint256[] calldata prompt, uint256 n, bytes32[] calldata chunkHashes)
        external
        view
        returns (uint256[] memory tokens, bytes32[] memory checkpoints);
}

/// @title LLMConsumer
/// @notice The canonical deepcall app: `infer(prompt, n)` runs greedy generation on the IQ16Engine — a
/// whole LLM inference as EVM code, far past any block's gas — and writes the result root (the last link
/// of the checkpoint chain) to the result slot of the input. Operators run it off-chain and the quorum's
/// signed transition lands the same slot through `verifyAndUpdate`.
///
/// Result slot of an input: keccak256(abi.encode(RESULT_DOMAIN, inputHash)) with
/// RESULT_DOMAIN = keccak256("deepcall/llm/result/v1") and inputHash = inference.InputHash(prompt, n) =
/// keccak256(abi.encodePacked(n, prompt.length, prompt)); transitions may write no other slot.
///
/// The answer's tokens: the root is a checkpoint chain over the tokens and the KV cache, so the tokens
/// cannot be re-hashed into it on chain cheaply. `verifyAndUpdate(t, sig, tokens)` therefore carries them
/// in calldata and emits them in `Updated` for readers; they are NOT checked against the root here. What
/// binds them is the dispute game (a wrong token changes a checkpoint link, which can be bisected to one
/// step and re-executed on chain); until that window has passed, treat emitted tokens as claimed, the root
/// as signed.
contract LLMConsumer is DeepcallConsumer {
    bytes32 public constant RESULT_DOMAIN = keccak256("deepcall/llm/result/v1");

    /// @notice The engine whose manifest this consumer pins.
    ILLMEngine public immutable engine;
    /// @dev The manifest's chunk code hashes, handed to every `generate` (the engine checks their root).
    bytes32[] internal _chunkHashes;

    /// @notice `infer` ran on chain and wrote `root` for `inputHash`.
    event Inferred(bytes32 indexed inputHash, bytes32 root, uint256[] tokens);
    /// @notice A quorum-signed result landed; `tokens` are as claimed by the submitter (see the contract doc).
    event Updated(uint64 indexed index, bytes32 indexed inputHash, bytes32 root, uint256[] tokens);

    constructor(
        OperatorRegistry registry_,
        ILLMEngine engine_,
        bytes32[] memory chunkHashes_,
        uint256 numerator,
        uint256 denominator
    ) DeepcallConsumer(registry_, engine_.manifestHash(), numerator, denominator) {
        engine = engine_;
        _chunkHashes = chunkHashes_;
    }

    /// @notice inference.InputHash: keccak256(abi.encodePacked(n, prompt.length, prompt)).
    function inputHash(uint256[] calldata prompt, uint256 n) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(n, prompt.length, prompt));
    }

    /// @notice The storage slot holding the result root of `input`.
    function resultSlot(bytes32 input) public pure returns (bytes32) {
        return keccak256(abi.encode(RESULT_DOMAIN, input));
    }

    /// @notice The result root of `input` (0: none yet).
    function result(bytes32 input) external view returns (bytes32 root) {
        bytes32 slot = resultSlot(input);
        assembly ("memory-safe") {
            root := sload(slot)
        }
    }

    function chunkHashes() external view returns (bytes32[] memory) {
        return _chunkHashes;
    }

    /// @notice The canonical expensive function: greedy generation of n tokens after `prompt` (SPEC.md §7);
    /// writes the result root to the result slot of inputHash(prompt, n).
    function infer(uint256[] calldata prompt, uint256 n) external returns (bytes32 root, uint256[] memory tokens) {
        bytes32[] memory checkpoints;
        (tokens, checkpoints) = engine.generate(prompt, n, _chunkHashes);
        root = checkpoints[checkpoints.length - 1];
        bytes32 input = inputHash(prompt, n);
        bytes32 slot = resultSlot(input);
        assembly ("memory-safe") {
            sstore(slot, root)
        }
        emit Inferred(input, root, tokens);
    }

    /// @notice `verifyAndUpdate` that also publishes the answer's token ids (bound by the dispute game,
    /// not checked here). Emits Updated instead of Transitioned.
    function verifyAndUpdate(Transition calldata t, QuorumSignature calldata sig, uint256[] calldata tokens) external {
        _verifyAndUpdate(t, sig);
        emit Updated(t.index, t.input, t.newValue, tokens);
    }

    function _checkSlot(Transition calldata t) internal pure override {
        bytes32 domain = RESULT_DOMAIN;
        bytes32 input = t.input;
        bytes32 slot;
        assembly ("memory-safe") {
            mstore(0x00, domain)
            mstore(0x20, input)
            slot := keccak256(0x00, 0x40)
        }
        if (t.slot != slot) revert WrongSlot(t.slot);
    }
}
