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
    /// @notice A token id of 2³² or more: Updated carries token ids as uint32.
    error TokenOutOfRange();
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
    /// @param tokens the answer's token ids packed, 4 bytes (big-endian uint32) per token in order — a
    /// 32-token answer is 128 bytes rather than 32 words of event data, about 7k gas less per landing.
    /// resultValue still hashes them as uint256 words: token i is uint32(bytes4(tokens[4i:4i+4])).
    event Updated(uint64 indexed index, bytes32 indexed inputHash, bytes32 root, bytes tokens);
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
        uint256[] calldata none;
        assembly ("memory-safe") {
            none.offset := 0
            none.length := 0
        }
        _land(t, sig, root, tokens, none);
    }

    /// @notice verifyAndUpdate(t, sig, root, tokens) with the hash of the signed digest to G1 proven by
    /// `hashHints` (blsagg.HashToG1Hints: one word per rejected try, then y and √y; see
    /// BlsBn254.hashToG1Hinted) instead of computed with one MODEXP square root per try — about 4k gas
    /// less per try. Same checks, same effects, same events; also reverts BadHashToG1Hints. Empty hints
    /// hash with MODEXP, as verifyAndUpdate does.
    function verifyAndUpdateHinted(
        Transition calldata t,
        QuorumSignature calldata sig,
        bytes32 root,
        uint256[] calldata tokens,
        uint256[] calldata hashHints
    ) external {
        _land(t, sig, root, tokens, hashHints);
    }

    function _land(
        Transition calldata t,
        QuorumSignature calldata sig,
        bytes32 root,
        uint256[] calldata tokens,
        uint256[] calldata hashHints
    ) internal {
        // resultValue is hashed over root ‖ tokens (words) at f + 0x40; then the event's data,
        // abi.encode(root, packed), is written over it from f: root, 0x40, 4·length, the packed ids.
        uint256 f;
        uint256 size;
        bytes32 expected;
        assembly ("memory-safe") {
            f := mload(0x40)
            let n := shl(5, tokens.length)
            mstore(0x40, add(f, add(0x60, n)))
            mstore(add(f, 0x40), root)
            calldatacopy(add(f, 0x60), tokens.offset, n)
            expected := keccak256(add(f, 0x40), add(0x20, n))
            mstore(f, root)
            mstore(add(f, 0x20), 0x40)
            mstore(add(f, 0x40), shl(2, tokens.length))
            size := add(0x60, and(add(shl(2, tokens.length), 31), not(31)))
        }
        if (!_pack(f + 0x60, tokens)) revert TokenOutOfRange();
        if (t.newValue != expected) revert TokensMismatch(t.newValue, expected);
        _verifyAndUpdate(t, sig, hashHints);
        bytes32 topic = Updated.selector;
        uint64 index = t.index;
        bytes32 input = t.input;
        assembly ("memory-safe") {
            log3(f, size, topic, index, input)
        }
    }

    /// @dev Writes the token ids to memory from `q` as 4-byte big-endian words, zero-padded to a whole
    /// word (q's memory, 32 bytes per token, is allocated and its tokens already hashed); false when one
    /// is 2³² or more. Eight ids per word in the main loop: a loop turn costs about 100 gas.
    function _pack(uint256 q, uint256[] calldata tokens) internal pure returns (bool ok) {
        assembly ("memory-safe") {
            let p := tokens.offset
            let bits := 0 // the OR of all ids: out of range when above 32 bits
            for { let end := add(p, shl(8, shr(3, tokens.length))) } lt(p, end) {
                p := add(p, 0x100)
                q := add(q, 0x20)
            } {
                let hi := 0
                {
                    let a := calldataload(p)
                    let b := calldataload(add(p, 0x20))
                    let c := calldataload(add(p, 0x40))
                    let d := calldataload(add(p, 0x60))
                    bits := or(bits, or(or(a, b), or(c, d)))
                    hi := or(or(shl(224, a), shl(192, b)), or(shl(160, c), shl(128, d)))
                }
                let a := calldataload(add(p, 0x80))
                let b := calldataload(add(p, 0xa0))
                let c := calldataload(add(p, 0xc0))
                let d := calldataload(add(p, 0xe0))
                bits := or(bits, or(or(a, b), or(c, d)))
                mstore(q, or(hi, or(or(shl(96, a), shl(64, b)), or(shl(32, c), d))))
            }
            // the last (fewer than eight) ids one by one; each mstore's zero tail is overwritten by the
            // next id, the last one's is the padding
            for { let end := add(tokens.offset, shl(5, tokens.length)) } lt(p, end) {
                p := add(p, 0x20)
                q := add(q, 4)
            } {
                let v := calldataload(p)
                bits := or(bits, v)
                mstore(q, shl(224, v))
            }
            ok := lt(bits, 0x100000000)
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
