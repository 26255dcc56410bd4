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
/// whole LLM inference as EVM code, far past any block's gas — and writes the result value of the answer to
/// the result slot of the input. Operators run it off-chain and the quorum's signed transition lands the
/// same slot through `verifyAndUpdate`.
///
/// Result slot of an input: keccak256(abi.encode(RESULT_DOMAIN, inputHash)) with
/// RESULT_DOMAIN = keccak256("deepcall/llm/result/v1") and inputHash = inference.InputHash(prompt, n) =
/// keccak256(abi.encodePacked(n, prompt.length, prompt)); transitions may write no other slot.
///
/// Result value (what the slot holds and the quorum signs): resultValue(root, tokens) =
/// keccak256(abi.encodePacked(root, tokens)), root the last link of the checkpoint chain (SPEC.md §7) and
/// tokens the answer's token ids, one 32-byte word each (protocol.ResultValue in Go). `verifyAndUpdate`
/// carries root and tokens in calldata and checks them on chain against the signed value before anything
/// lands (TokensMismatch), so the tokens in `Updated` are exactly the ones the quorum signed. Whether the
/// quorum computed them right is the dispute game's question: a wrong token changes a checkpoint link,
/// which bisects to one step re-executed on chain. The game, as the arbiter, then invalidates the result;
/// readers should trust a result only while `isValid` and after the challenge window.
contract LLMConsumer is DeepcallConsumer {
    bytes32 public constant RESULT_DOMAIN = keccak256("deepcall/llm/result/v1");

    /// @notice The signed new value is not resultValue(root, tokens) of the root and tokens given.
    error TokensMismatch(bytes32 value, bytes32 expected);
    /// @notice The two-argument verifyAndUpdate of the base: a result lands only with its root and tokens.
    error TokensRequired();
    /// @notice setArbiter by anyone but the deployer.
    error NotDeployer();
    /// @notice setArbiter a second time: the arbiter is set once.
    error ArbiterAlreadySet();
    /// @notice setArbiter(address(0)).
    error ZeroArbiter();
    /// @notice invalidate by anyone but the arbiter.
    error NotArbiter();

    /// @notice `infer` ran on chain and wrote resultValue(root, tokens) for `inputHash`.
    event Inferred(bytes32 indexed inputHash, bytes32 root, uint256[] tokens);
    /// @notice A quorum-signed result landed: the slot of `inputHash` now holds resultValue(root, tokens).
    event Updated(uint64 indexed index, bytes32 indexed inputHash, bytes32 root, uint256[] tokens);
    event ArbiterSet(address indexed arbiter);
    /// @notice The arbiter ruled the result of `inputHash` wrong.
    event Invalidated(bytes32 indexed inputHash);

    /// @notice The engine whose manifest this consumer pins.
    ILLMEngine public immutable engine;
    /// @notice Who deployed the consumer: the one account that may set the arbiter.
    address public immutable deployer;
    /// @notice Who may invalidate results (the dispute game); set once by the deployer.
    address public arbiter;
    /// @notice Inputs whose landed result the arbiter invalidated. An invalidated input stays invalid.
    mapping(bytes32 inputHash => bool) public invalid;
    /// @dev The manifest's chunk code hashes, handed to every `generate` (the engine checks their root).
    bytes32[] internal _chunkHashes;

    constructor(
        OperatorRegistry registry_,
        ILLMEngine engine_,
        bytes32[] memory chunkHashes_,
        uint256 numerator,
        uint256 denominator
    ) DeepcallConsumer(registry_, engine_.manifestHash(), numerator, denominator) {
        engine = engine_;
        deployer = msg.sender;
        _chunkHashes = chunkHashes_;
    }

    /// @notice inference.InputHash: keccak256(abi.encodePacked(n, prompt.length, prompt)).
    function inputHash(uint256[] calldata prompt, uint256 n) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(n, prompt.length, prompt));
    }

    /// @notice The storage slot holding the result value of `input` (protocol.ResultSlot).
    function resultSlot(bytes32 input) public pure returns (bytes32) {
        return keccak256(abi.encode(RESULT_DOMAIN, input));
    }

    /// @notice The value a result writes: keccak256(abi.encodePacked(root, tokens)) (protocol.ResultValue).
    function resultValue(bytes32 root, uint256[] calldata tokens) public pure returns (bytes32 value) {
        assembly ("memory-safe") {
            let f := mload(0x40)
            let n := shl(5, tokens.length)
            mstore(f, root)
            calldatacopy(add(f, 0x20), tokens.offset, n)
            value := keccak256(f, add(n, 0x20))
        }
    }

    /// @notice The result value of `input` (0: none yet).
    function result(bytes32 input) public view returns (bytes32 value) {
        bytes32 slot = resultSlot(input);
        assembly ("memory-safe") {
            value := sload(slot)
        }
    }

    /// @notice Whether `input` has a result that the arbiter has not invalidated.
    function isValid(bytes32 input) external view returns (bool) {
        return result(input) != bytes32(0) && !invalid[input];
    }

    function chunkHashes() external view returns (bytes32[] memory) {
        return _chunkHashes;
    }

    /// @notice Sets the arbiter (the dispute game), once; only the deployer may.
    function setArbiter(address a) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (arbiter != address(0)) revert ArbiterAlreadySet();
        if (a == address(0)) revert ZeroArbiter();
        arbiter = a;
        emit ArbiterSet(a);
    }

    /// @notice The arbiter marks the result of `input` invalid (a lost dispute).
    function invalidate(bytes32 input) external {
        if (msg.sender != arbiter) revert NotArbiter();
        invalid[input] = true;
        emit Invalidated(input);
    }

    /// @notice The canonical expensive function: greedy generation of n tokens after `prompt` (SPEC.md §7);
    /// writes resultValue(root, tokens) to the result slot of inputHash(prompt, n).
    function infer(uint256[] calldata prompt, uint256 n) external returns (bytes32 root, uint256[] memory tokens) {
        bytes32[] memory checkpoints;
        (tokens, checkpoints) = engine.generate(prompt, n, _chunkHashes);
        root = checkpoints[checkpoints.length - 1];
        bytes32 input = inputHash(prompt, n);
        bytes32 slot = resultSlot(input);
        bytes32 value = keccak256(abi.encodePacked(root, tokens));
        assembly ("memory-safe") {
            sstore(slot, value)
        }
        emit Inferred(input, root, tokens);
    }

    /// @notice Lands a quorum-signed result with its root and tokens: reverts TokensMismatch unless
    /// t.newValue == resultValue(root, tokens), then checks and lands the transition as the base does
    /// (DeepcallConsumer.verifyAndUpdate) and emits Updated instead of Transitioned.
    function verifyAndUpdate(
        Transition calldata t,
        QuorumSignature calldata sig,
        bytes32 root,
        uint256[] calldata tokens
    ) external {
        // The event's data, abi.encode(root, tokens), laid out once: root, 0x40, length, tokens. The value
        // is hashed over root ‖ tokens first, with root standing where the length goes.
        uint256 f;
        uint256 size;
        bytes32 expected;
        assembly ("memory-safe") {
            f := mload(0x40)
            let n := shl(5, tokens.length)
            size := add(0x60, n)
            mstore(0x40, add(f, size))
            mstore(add(f, 0x40), root)
            calldatacopy(add(f, 0x60), tokens.offset, n)
            expected := keccak256(add(f, 0x40), add(0x20, n))
            mstore(f, root)
            mstore(add(f, 0x20), 0x40)
            mstore(add(f, 0x40), tokens.length)
        }
        if (t.newValue != expected) revert TokensMismatch(t.newValue, expected);
        _verifyAndUpdate(t, sig);
        bytes32 topic = Updated.selector;
        uint64 index = t.index;
        bytes32 input = t.input;
        assembly ("memory-safe") {
            log3(f, size, topic, index, input)
        }
    }

    /// @notice Refused (TokensRequired): a result lands only through the four-argument verifyAndUpdate,
    /// which checks its tokens.
    function verifyAndUpdate(Transition calldata, QuorumSignature calldata) external pure override {
        revert TokensRequired();
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
