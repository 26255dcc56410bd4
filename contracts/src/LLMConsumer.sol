// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallConsumer, Transition} from "./DeepcallConsumer.sol";
import {IDeepcallConsumer} from "../package/src/IDeepcall.sol";
import {OperatorRegistry} from "./OperatorRegistry.sol";
import {QuorumSignature, checkReferenceBlock} from "./BlsSignatureChecker.sol";
import {BatchTree} from "./BatchTree.sol";
import {ShardCommittee, ShardSignature} from "./ShardCommittee.sol";
import {G1Point} from "./BlsBn254.sol";
import {DisputeGame, ShardClaim} from "./DisputeGame.sol";
import {CommitteeCheck, CommitteeSignature, ICommitteeDraw} from "./CommitteeCheck.sol";

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
///
/// Requests. Anyone may `request(prompt, n)` first: it writes REQUESTED into the input's empty result slot and
/// its landing record's slot, so the requester pays for creating both storage words (zero-to-nonzero
/// SSTOREs, 22.1k gas each) in its own transaction and the answer's landing later makes nonzero-to-nonzero
/// writes (5k each). Operators sign the slot's current value as the transition's old value, REQUESTED or 0
/// alike; an input never requested lands as before. REQUESTED is not a result: `isValid` is false for it,
/// and `result` returns it as the raw slot.
///
/// Results are written once (DeepcallConsumer): by one quorum landing, or by `infer`, never both and never
/// twice. A landed result's record names the signature that landed it; `liability` turns it into the exact
/// signer set the dispute game charges when a challenge on it succeeds.
contract LLMConsumer is DeepcallConsumer, IDeepcallConsumer {
    bytes32 public constant RESULT_DOMAIN = keccak256("deepcall/llm/result/v1");
    // REQUESTED (DeepcallConsumer) is what the result slot of a requested, unanswered input holds. No result
    // can equal it: a result value is keccak256(root ‖ tokens), so equality would be a keccak256 preimage of
    // the word 1, which nobody can find (2²⁵⁶ work); and `infer` writes the same kind of hash.

    /// @notice The low bits of the landing word `infer` writes: computed on chain, signed by nobody.
    uint256 public constant COMPUTED = 2;

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
    /// @notice A batch whose roots or token blob do not describe its k transitions, or a transition word
    /// with dirty padding (a consumer above 160 bits, an index above 64, a reference block above 32).
    error BadBatch();
    /// @notice A batch item whose reference block is not the batch's (its first item's): the batch is
    /// signed by the operator set of one block. Only ever a Skipped reason.
    error ReferenceBlockMismatch(uint32 referenceBlock, uint32 batchReferenceBlock);

    /// @notice request of an input that is already requested and not yet answered.
    error AlreadyRequested(bytes32 inputHash);
    /// @notice request of an input whose result slot holds a result (`value`; an invalidated one included).
    error AlreadyAnswered(bytes32 inputHash, bytes32 value);
    /// @notice request with an empty prompt or n = 0: no answer could ever land for it.
    error EmptyRequest();

    /// @notice `requester` asked for the answer of (prompt, n); its result slot now holds REQUESTED.
    event Requested(bytes32 indexed inputHash, address indexed requester, uint256[] prompt, uint256 n);
    /// @notice `infer` ran on chain and wrote resultValue(root, tokens) for `inputHash`.
    event Inferred(bytes32 indexed inputHash, bytes32 root, uint256[] tokens);
    /// @notice A quorum-signed result landed: the slot of `inputHash` now holds resultValue(root, tokens).
    /// @param tokens the answer's token ids packed, 4 bytes (big-endian uint32) per token in order — a
    /// 32-token answer is 128 bytes rather than 32 words of event data, about 7k gas less per landing.
    /// resultValue still hashes them as uint256 words: token i is uint32(bytes4(tokens[4i:4i+4])).
    event Updated(uint64 indexed index, bytes32 indexed inputHash, bytes32 root, bytes tokens);
    /// @notice An item of verifyAndUpdateBatch did not land: `reason` is the selector of the error a
    /// single landing of it would revert with (WrongChain, WrongConsumer, ReferenceBlockMismatch, IndexUsed,
    /// WrongManifest, WrongSlot, Overwrite, StaleOldValue, TokensMismatch). Nothing of it was written; its index stays
    /// unused.
    event Skipped(uint64 indexed index, bytes32 indexed inputHash, bytes4 reason);
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

    /// @notice The landing record of `input`'s result (DeepcallConsumer.landingOf; 0 or REQUESTED: no quorum
    /// landed it): what DisputeGame.open checks a challenged transition against.
    function landing(bytes32 input) public view returns (bytes32) {
        return landingOf(resultSlot(input));
    }

    /// @notice The block the result of `input` landed in (0: none landed).
    function landedAt(bytes32 input) public view returns (uint256) {
        return landedAtSlot(resultSlot(input));
    }

    /// @notice Whether the result of `input` is final — what apps and the market act on: it landed, is
    /// valid, and is past dispute: either `infer` computed it on chain, or the challenge window has passed
    /// since its landing block (no challenge can open any more: the window counts from the signed
    /// reference block, at or before the landing) and no challenge of it is undecided in the arbiter. A
    /// final result stays final: only a resolved challenge invalidates one, and none is left to resolve.
    function isFinal(bytes32 input) public view returns (bool) {
        uint256 w = uint256(landing(input));
        uint256 landedIn = w >> 224;
        if (landedIn == 0 || invalid[input]) return false;
        if (w & RECORD_MASK == COMPUTED) return true;
        address a = arbiter;
        if (a == address(0)) return false; // nobody could have challenged it
        DisputeGame g = DisputeGame(a);
        return block.number > landedIn + g.challengeWindow() && g.undecided(address(this), input) == 0;
    }

    /// @notice Whether `tokens`, with the checkpoint root `root`, are the final answer of `input`: isFinal and
    /// the result slot holds resultValue(root, tokens). How an app reads an answer on chain: the slot keeps
    /// one hash, and the tokens (from the Updated or Inferred event) come in calldata — cheaper than storing
    /// them at every landing (docs/solidity-apps.md measures both).
    function isFinalAnswer(bytes32 input, bytes32 root, uint256[] calldata tokens) external view returns (bool) {
        return isFinal(input) && result(input) == resultValue(root, tokens);
    }

    /// @notice Whether `input` has a result that the arbiter has not invalidated (REQUESTED is none).
    function isValid(bytes32 input) external view returns (bool) {
        bytes32 v = result(input);
        return v != bytes32(0) && v != REQUESTED && !invalid[input];
    }

    /// @notice Whether `input` was requested and has no result yet.
    function requested(bytes32 input) external view returns (bool) {
        return result(input) == REQUESTED;
    }

    /// @notice Asks for the answer of (prompt, n): writes REQUESTED into its empty result slot (paying for
    /// the slot's creation here, so that the answer lands with a nonzero-to-nonzero write) and emits
    /// Requested. Anyone may call it. Reverts EmptyRequest, AlreadyRequested, or AlreadyAnswered when the
    /// slot holds a result. Not payable yet: fees are not escrowed here (a later `payable` keeps the
    /// selector).
    function request(uint256[] calldata prompt, uint256 n) external returns (bytes32 input) {
        if (prompt.length == 0 || n == 0) revert EmptyRequest();
        input = inputHash(prompt, n);
        bytes32 slot = resultSlot(input);
        bytes32 current;
        assembly ("memory-safe") {
            current := sload(slot)
        }
        if (current == REQUESTED) revert AlreadyRequested(input);
        if (current != bytes32(0)) revert AlreadyAnswered(input, current);
        bytes32 marker = REQUESTED;
        bytes32 rs = landingSlot(slot);
        assembly ("memory-safe") {
            sstore(slot, marker)
            sstore(rs, marker)
        }
        emit Requested(input, msg.sender, prompt, n);
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
    /// writes resultValue(root, tokens) to the result slot of inputHash(prompt, n), which must be empty
    /// (AlreadyAnswered: results are written once). Its landing word names no signer (COMPUTED): nobody
    /// can challenge what the chain computed itself, and it is final at once.
    function infer(uint256[] calldata prompt, uint256 n) external returns (bytes32 root, uint256[] memory tokens) {
        bytes32 input = inputHash(prompt, n);
        bytes32 slot = resultSlot(input);
        bytes32 current;
        assembly ("memory-safe") {
            current := sload(slot)
        }
        if (uint256(current) > 1) revert AlreadyAnswered(input, current);
        bytes32[] memory checkpoints;
        (tokens, checkpoints) = engine.generate(prompt, n, _chunkHashes);
        root = checkpoints[checkpoints.length - 1];
        bytes32 value = keccak256(abi.encodePacked(root, tokens));
        // a landing word with no signer: the block, over COMPUTED (no record's low bits are 2)
        bytes32 word = bytes32((block.number << 224) | COMPUTED);
        bytes32 rs = landingSlot(slot);
        assembly ("memory-safe") {
            sstore(slot, value)
            sstore(rs, word)
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


    /// @notice Lands a batch of k quorum-signed results (1 ≤ k ≤ 256) with one BLS check: the quorum signs
    /// the batch digest (BatchTree: the Merkle root of the k transition digests, in order, and k), at the
    /// reference block of the first transition. Then each item is checked as a single landing is — chain,
    /// consumer, its reference block (the batch's), index unused, manifest, slot, old value against the
    /// slot as the earlier items left it, resultValue(root, tokens) against the signed new value — and
    /// either lands (the slot is written, the index used, Updated emitted exactly as verifyAndUpdate does)
    /// or is skipped (Skipped, with the selector of the error a single landing would revert with). Each
    /// landed answer is read by its slot and challenged on its own (DisputeGame.resolve takes the batch
    /// proof of its transition digest).
    ///
    /// Reverts (nothing lands) for what concerns the whole batch: BatchSize, BadBatch, the quorum check's
    /// errors (StaleReferenceBlock, BelowThreshold, BadSignature, BadHashToG1Hints …).
    /// @param ts the transitions, in the batch's order
    /// @param roots the checkpoint-chain root of each answer
    /// @param tokens the answers' token ids, item after item: a 4-byte big-endian count n, then n ids
    ///        as 4-byte big-endian uint32s — the Updated event's packing, so an item's ids are copied into
    ///        its event as they are (protocol.PackBatchTokens). 4 bytes an id rather than a 32-byte word:
    ///        about 110 gas less calldata per token, for about 25 gas of unpacking.
    /// @param hashHints blsagg.HashToG1Hints of the batch digest (empty: hashToG1 with MODEXP)
    /// @return landed bit i set when item i landed
    function verifyAndUpdateBatch(
        Transition[] calldata ts,
        bytes32[] calldata roots,
        bytes calldata tokens,
        QuorumSignature calldata sig,
        uint256[] calldata hashHints
    ) external returns (uint256 landed) {
        uint256 k = ts.length;
        if (k == 0 || k > BatchTree.MAX) revert BatchTree.BatchSize(k);
        if (roots.length != k) revert BadBatch();
        uint32 ref = ts[0].referenceBlock;
        bytes32 nonSigners = _checkQuorum(_batchDigestOf(ts), ref, sig, hashHints);
        return _landBatch(ts, roots, tokens, ref, _quorumSignatory(ref, nonSigners));
    }

    /// @dev The batch digest of `ts` (their transition digests as leaves); reverts BadBatch on a word with
    /// dirty padding, so that the digest hashes a canonical encoding as the single path's decoder ensures.
    function _batchDigestOf(Transition[] calldata ts) internal pure returns (bytes32) {
        bytes32 domain = TRANSITION_DOMAIN;
        uint256 k = ts.length;
        uint256 leaves;
        bool dirty;
        assembly ("memory-safe") {
            leaves := mload(0x40)
            let width := 1
            for {} lt(width, k) {} { width := shl(1, width) }
            let f := add(leaves, shl(5, width))
            mstore(0x40, add(f, 0x140))
            mstore(f, domain)
            for { let i := 0 } lt(i, k) { i := add(i, 1) } {
                let t := add(ts.offset, mul(i, 0x120))
                dirty := or(dirty, or(shr(160, calldataload(add(t, 0x20))),
                    or(shr(64, calldataload(add(t, 0x40))), shr(32, calldataload(add(t, 0x100))))))
                calldatacopy(add(f, 0x20), t, 0x120)
                mstore(add(leaves, shl(5, i)), keccak256(f, 0x140))
            }
        }
        if (dirty) revert BadBatch();
        return BatchTree.digestInPlace(leaves, k);
    }

    /// @dev The item loop of verifyAndUpdateBatch, after the quorum check. The used-index word of the
    /// current item stays on the stack while items share it and is written once when they leave it, so
    /// a batch of consecutive indices writes one bitmap word (two at a 256 boundary).
    function _landBatch(
        Transition[] calldata ts,
        bytes32[] calldata roots,
        bytes calldata tokens,
        uint32 ref,
        bytes32 signatory
    ) internal returns (uint256 landed) {
        Cursor memory c;
        c.ref = ref;
        c.signatory = signatory;
        c.wordPos = type(uint256).max; // none loaded
        assembly ("memory-safe") {
            mstore(c, tokens.offset) // c.p
            mstore(add(c, 0x20), add(tokens.offset, tokens.length)) // c.end
        }
        for (uint256 i; i < ts.length; ++i) {
            uint256 t;
            assembly ("memory-safe") {
                t := add(ts.offset, mul(i, 0x120))
            }
            if (_item(t, roots[i], c)) landed |= uint256(1) << i;
        }
        if (c.p != c.end) revert BadBatch();
        _storeUsedWord(c.wordPos, c.bits);
    }

    /// @dev Where the item loop of a batch stands: its token cursor and the end of the blob, the
    /// used-index word in hand (written back when an item leaves it), the batch's reference block and the
    /// signatory every landed item records.
    struct Cursor {
        uint256 p;
        uint256 end;
        uint256 wordPos;
        uint256 bits;
        uint32 ref;
        bytes32 signatory;
    }

    function _storeUsedWord(uint256 wordPos, uint256 bits) internal {
        assembly ("memory-safe") {
            let s := add(USED_INDEX_BASE, wordPos)
            if iszero(eq(sload(s), bits)) { sstore(s, bits) }
        }
    }

    /// @dev Checks and lands (or skips) the batch item at calldata `t` whose tokens start at `p`; returns
    /// whether it landed and where the next item's tokens start.
    function _item(uint256 t, bytes32 root, Cursor memory c) internal returns (bool) {
        (bytes32 value, uint256 q, uint256 n) = _hashTokens(root, c);
        bytes32 input;
        uint64 index;
        assembly ("memory-safe") {
            input := calldataload(add(t, 0x80))
            index := calldataload(add(t, 0x40))
        }
        bytes32 slot = resultSlot(input);
        uint256 bit = _usedBit(c, index);
        bytes4 reason = _reason(t, slot, value, c.ref, c.bits & bit != 0);
        if (reason != bytes4(0)) {
            emit Skipped(index, input, reason);
            return false;
        }
        c.bits |= bit;
        bytes32 topic = Updated.selector;
        bytes32 record = _record(_digestAt(t), c.signatory);
        bytes32 rs = landingSlot(slot);
        assembly ("memory-safe") {
            sstore(slot, value)
            sstore(rs, record)
            // Updated's data, abi.encode(root, packed ids), in free memory
            let f := mload(0x40)
            let len := shl(2, n)
            mstore(f, root)
            mstore(add(f, 0x20), 0x40)
            mstore(add(f, 0x40), len)
            calldatacopy(add(f, 0x60), q, len)
            mstore(add(add(f, 0x60), len), 0) // zero padding
            log3(f, add(0x60, and(add(len, 31), not(31))), topic, index, input)
        }
        return true;
    }

    /// @dev Takes the next item's ids from the token blob (advancing the cursor): resultValue(root, ids)
    /// (the root, then each id as a word, hashed in free memory), where its packed ids start, how many.
    function _hashTokens(bytes32 root, Cursor memory c) internal pure returns (bytes32 value, uint256 q, uint256 n) {
        uint256 p = c.p;
        assembly ("memory-safe") {
            n := shr(224, calldataload(p))
            q := add(p, 4)
        }
        if (q + 4 * n > c.end) revert BadBatch();
        c.p = q + 4 * n;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, root)
            // eight ids per calldata word, unrolled (a loop turn per id costs about 50 gas)
            let d := add(f, 0x20)
            let end8 := add(q, shl(5, shr(3, n)))
            for { let r := q } lt(r, end8) {
                r := add(r, 0x20)
                d := add(d, 0x100)
            } {
                let w := calldataload(r)
                mstore(d, shr(224, w))
                mstore(add(d, 0x20), and(shr(192, w), 0xffffffff))
                mstore(add(d, 0x40), and(shr(160, w), 0xffffffff))
                mstore(add(d, 0x60), and(shr(128, w), 0xffffffff))
                mstore(add(d, 0x80), and(shr(96, w), 0xffffffff))
                mstore(add(d, 0xa0), and(shr(64, w), 0xffffffff))
                mstore(add(d, 0xc0), and(shr(32, w), 0xffffffff))
                mstore(add(d, 0xe0), and(w, 0xffffffff))
            }
            for { let r := end8 } lt(r, add(q, shl(2, n))) {
                r := add(r, 4)
                d := add(d, 0x20)
            } { mstore(d, shr(224, calldataload(r))) }
            value := keccak256(f, add(0x20, shl(5, n)))
        }
    }

    /// @dev Brings the used-index word of `index` into the cursor (writing back the one it held) and
    /// returns the index's bit in it.
    function _usedBit(Cursor memory c, uint64 index) internal returns (uint256) {
        uint256 pos = index >> 8;
        if (pos != c.wordPos) {
            if (c.wordPos != type(uint256).max) _storeUsedWord(c.wordPos, c.bits);
            c.wordPos = pos;
            c.bits = usedIndexWord(pos);
        }
        return uint256(1) << (index & 0xff);
    }

    /// @dev Why the batch item at calldata `t` cannot land (0: it can), as the selector of the error a
    /// single landing would revert with, checked in the single landing's order.
    function _reason(uint256 t, bytes32 slot, bytes32 value, uint32 ref, bool used) internal view returns (bytes4) {
        uint256 w;
        assembly ("memory-safe") {
            w := calldataload(t)
        }
        if (w != block.chainid) return WrongChain.selector;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0x20))
        }
        if (w != uint256(uint160(address(this)))) return WrongConsumer.selector;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0x100))
        }
        if (w != ref) return ReferenceBlockMismatch.selector;
        if (used) return IndexUsed.selector;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0x60))
        }
        if (bytes32(w) != manifest) return WrongManifest.selector;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0xa0))
        }
        if (bytes32(w) != slot) return WrongSlot.selector;
        bytes32 current;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0xc0))
            current := sload(slot)
        }
        if (w > 1) return Overwrite.selector;
        if (bytes32(w) != current) return StaleOldValue.selector;
        assembly ("memory-safe") {
            w := calldataload(add(t, 0xe0))
        }
        if (bytes32(w) != value) return TokensMismatch.selector;
        return bytes4(0);
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

    // ------------------------------------------------------------------ sharded committees (SPEC.md §12)

    /// @notice keccak256("deepcall/signatory/shards/v1"), the first word of a sharded landing's signatory.
    bytes32 public constant SHARDS_SIGNATORY = keccak256("deepcall/signatory/shards/v1");

    /// @notice The committee whose shards may land results with verifyAndUpdateSharded (0: none).
    ShardCommittee public shardCommittee;

    /// @notice verifyAndUpdateSharded on a consumer without a shard committee.
    error NotSharded();
    /// @notice setShardCommittee a second time, or with address(0).
    error BadShardCommittee();

    event ShardCommitteeSet(address indexed committee);

    /// @notice Sets the shard committee, once; only the deployer may.
    function setShardCommittee(ShardCommittee c) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (address(shardCommittee) != address(0) || address(c) == address(0)) revert BadShardCommittee();
        shardCommittee = c;
        emit ShardCommitteeSet(address(c));
    }

    /// @notice The signatory of a sharded landing (protocol.ShardSignatory): the reference block and the
    /// committee's record of the shards' signers and boundaries (ShardCommittee.shardsRecord).
    function shardSignatory(uint32 referenceBlock, bytes32 shards) public pure returns (bytes32) {
        return keccak256(abi.encode(SHARDS_SIGNATORY, referenceBlock, shards));
    }

    /// @notice Lands a result signed by a sharded committee: each shard's operators signed their shard
    /// message over this transition's digest (ShardCommittee.check: every shard, boundaries chained, the
    /// threshold held per shard at the reference block). The same transition checks (write-once included),
    /// the same slot value, the same Updated event as verifyAndUpdate; the landing record names each shard's
    /// signers and boundaries, so a won dispute charges a shard only with a proof that its own signed values
    /// are wrong (liability).
    function verifyAndUpdateSharded(
        Transition calldata t,
        ShardSignature[] calldata sigs,
        bytes32 root,
        uint256[] calldata tokens
    ) external {
        ShardCommittee sc = shardCommittee;
        if (address(sc) == address(0)) revert NotSharded();
        bytes memory packed = _packChecked(t, root, tokens);
        bytes32 slot = _checkTransition(t);
        _store(slot, t.newValue, t.index, _shardedRecord(sc, t, sigs));
        emit Updated(t.index, t.input, root, packed);
    }

    /// @dev The committee's check of a sharded landing of `t`, and the landing record it makes.
    function _shardedRecord(ShardCommittee sc, Transition calldata t, ShardSignature[] calldata sigs)
        internal
        view
        returns (bytes32)
    {
        bytes32 d = transitionDigest(t);
        bytes32 shards = sc.check(d, t.referenceBlock, sigs, thresholdNumerator, thresholdDenominator);
        return _record(d, shardSignatory(t.referenceBlock, shards));
    }

    /// @dev The tokens packed as Updated carries them (length set), after checking that t.newValue is
    /// resultValue(root, tokens) (TokensMismatch) and every id fits 32 bits (TokenOutOfRange).
    function _packChecked(Transition calldata t, bytes32 root, uint256[] calldata tokens)
        internal
        pure
        returns (bytes memory packed)
    {
        packed = new bytes(4 * tokens.length + 31);
        uint256 q;
        assembly ("memory-safe") {
            q := add(packed, 0x20)
        }
        if (!_pack(q, tokens)) revert TokenOutOfRange();
        bytes32 expected = keccak256(abi.encodePacked(root, tokens));
        if (t.newValue != expected) revert TokensMismatch(t.newValue, expected);
        assembly ("memory-safe") {
            mstore(packed, shl(2, tokens.length))
        }
    }

    /// @dev Writes a landing: the value to its slot, its record, its index's bit.
    function _store(bytes32 slot, bytes32 value, uint64 index, bytes32 record) internal {
        bytes32 rs = landingSlot(slot);
        uint256 wordSlot = USED_INDEX_BASE + (index >> 8);
        uint256 bit = uint256(1) << (index & 0xff);
        assembly ("memory-safe") {
            sstore(slot, value)
            sstore(rs, record)
            sstore(wordSlot, or(sload(wordSlot), bit))
        }
    }

    /// @dev verifyAndUpdate's transition checks, in its order, for a sharded or committee landing (whose
    /// quorum check is the shards' or the committee's); returns the slot.
    function _checkTransition(Transition calldata t) internal view returns (bytes32 slot) {
        if (t.chainId != block.chainid) revert WrongChain(t.chainId, block.chainid);
        if (t.consumer != address(this)) revert WrongConsumer(t.consumer);
        if (indexUsed(t.index)) revert IndexUsed(t.index);
        if (t.manifest != manifest) revert WrongManifest(t.manifest, manifest);
        _checkSlot(t);
        slot = _checkWriteOnce(t);
        checkReferenceBlock(t.referenceBlock, _referenceWindow);
    }

    // ------------------------------------------------------------------ committee landings

    /// @notice The domain of a committee landing's signatory.
    bytes32 public constant COMMITTEE_SIGNATORY = keccak256("deepcall/signatory/committee/v1");

    /// @notice The market whose drawn committees may land their tasks' answers (verifyAndUpdateCommittee).
    ICommitteeDraw public market;
    /// @notice The largest fee a market task may carry and still be landed by its committee alone. The fee is
    /// what the payer declared the answer worth, and a committee puts a few operators' stake behind an
    /// answer where the quorum puts all of it: above the cap only the whole quorum lands. 0 (the default):
    /// no committee lands anything.
    uint256 public committeeFeeCap;

    /// @notice setMarket was refused: the market is set already, or the address is zero.
    error BadMarket();
    /// @notice verifyAndUpdateCommittee without a market set.
    error NoMarket();

    /// @notice The task's fee is over the committee fee cap: only the whole quorum may land its answer.
    error OverCommitteeCap(uint256 fee, uint256 cap);

    event MarketSet(address indexed market);
    event CommitteeFeeCapSet(uint256 cap);

    /// @notice Sets the market whose committees may land answers, once; only the deployer may.
    function setMarket(ICommitteeDraw m) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (address(market) != address(0) || address(m) == address(0)) revert BadMarket();
        market = m;
        emit MarketSet(address(m));
    }

    /// @notice Sets the committee fee cap (committeeFeeCap); only the deployer may. Lowering it sends the
    /// open tasks above the new cap to the whole quorum.
    function setCommitteeFeeCap(uint256 cap) external {
        if (msg.sender != deployer) revert NotDeployer();
        committeeFeeCap = cap;
        emit CommitteeFeeCapSet(cap);
    }

    /// @notice The signatory of a committee landing (protocol.CommitteeSignatory): the reference block and
    /// the hash of the signers' packed operator ids, ascending.
    function committeeSignatory(uint32 referenceBlock, bytes32 signers) public pure returns (bytes32) {
        return keccak256(abi.encode(COMMITTEE_SIGNATORY, referenceBlock, signers));
    }

    /// @notice Lands a result signed by the committee the market drew for the task (TaskMarket.fixDraw)
    /// rather than by the whole quorum: the signers must be members of that committee (`members`, in the
    /// draw's order) and hold the consumer's threshold of the members' stake at the reference block, over
    /// the same transition digest. The same transition checks (write-once included), the same slot value,
    /// the same Updated event as verifyAndUpdate; the landing record names the signers, so a won dispute
    /// charges exactly them (liability, LIABLE_COMMITTEE). The task's fee must be at most committeeFeeCap.
    /// Reverts NoMarket, OverCommitteeCap, CommitteeCheck's errors.
    function verifyAndUpdateCommittee(
        Transition calldata t,
        CommitteeSignature calldata sig,
        bytes32[] calldata members,
        bytes32 root,
        uint256[] calldata tokens
    ) external {
        if (address(market) == address(0)) revert NoMarket();
        bytes memory packed = _packChecked(t, root, tokens);
        bytes32 slot = _checkTransition(t);
        _store(slot, t.newValue, t.index, _committeeRecord(t, sig, members));
        emit Updated(t.index, t.input, root, packed);
    }

    /// @dev The committee's check of a committee landing of `t`, and the landing record it makes.
    function _committeeRecord(Transition calldata t, CommitteeSignature calldata sig, bytes32[] calldata members)
        internal
        view
        returns (bytes32)
    {
        bytes32 d = transitionDigest(t);
        uint32 ref = t.referenceBlock;
        (uint256 total, uint256 fee) = CommitteeCheck.committeeStake(market, registry, t.input, members, ref);
        if (fee > committeeFeeCap) revert OverCommitteeCap(fee, committeeFeeCap);
        (uint256 signed, bytes32 signers) = CommitteeCheck.signedBy(registry, d, ref, sig, members);
        if (signed == 0 || signed * thresholdDenominator < total * thresholdNumerator) {
            revert CommitteeCheck.CommitteeBelowThreshold(signed, total);
        }
        return _record(d, committeeSignatory(ref, signers));
    }

    // ------------------------------------------------------------------ liability (DisputeGame.resolve)

    /// @notice liability proof kind: a quorum landing, abi.encode(LIABLE_QUORUM, nonSignerIds, signerIds).
    uint256 public constant LIABLE_QUORUM = 1;
    /// @notice liability proof kind: a sharded landing challenged whole, abi.encode(LIABLE_NOBODY,
    /// shardsRecord): nobody is charged (a shard is charged only by a per-shard challenge of its own claim).
    uint256 public constant LIABLE_NOBODY = 0;
    /// @notice liability proof kind: a committee landing, abi.encode(LIABLE_COMMITTEE, signerIds).
    uint256 public constant LIABLE_COMMITTEE = 2;

    /// @notice A liability proof that does not open this challenge's landing record, or of an unknown kind.
    error NotLiable(uint256 challengeId);
    /// @notice A shard claim that does not open a sharded landing's record (or no shard committee is set).
    error NotAShardClaim();

    /// @notice Who a succeeded challenge on one of this consumer's landings charges (DisputeGame.resolve
    /// calls it): the hash of the packed operator ids and their count, from `proof`, which must open the
    /// signatory the challenge bound at opening (the landing record's):
    /// - LIABLE_QUORUM: the non-signer ids the quorum signature listed (ascending) and the signer ids
    ///   (ascending): the registry checks that they are exactly the operator set of the reference block
    ///   minus those non-signers (OperatorRegistry.signersAt), so every signer is charged, no subset;
    /// - LIABLE_COMMITTEE: a committee landing's signer ids (ascending), as verifyAndUpdateCommittee
    ///   recorded them: every one of them is charged;
    /// - LIABLE_NOBODY: a sharded landing's record; nobody is charged. A whole-trace game cannot say which
    ///   shard's layers were wrong (where it steps is the defender's choice), so it only invalidates; each
    ///   shard answers for its own claim in a per-shard challenge (DisputeGame.openShard, shardClaim).
    /// Reverts NotLiable otherwise, and with the registry's or committee's errors.
    function liability(uint256 challengeId, bytes calldata proof)
        external
        view
        returns (bytes32 signers, uint256 count)
    {
        DisputeGame.Challenge memory c = DisputeGame(arbiter).challenge(challengeId);
        if (c.consumer != address(this) || proof.length < 32) revert NotLiable(challengeId);
        uint256 kind = uint256(bytes32(proof[:32]));
        if (kind == LIABLE_QUORUM) {
            (, bytes32[] memory nonSigners, bytes32[] memory ids) = abi.decode(proof, (uint256, bytes32[], bytes32[]));
            if (_quorumSignatory(c.referenceBlock, keccak256(abi.encodePacked(nonSigners))) != c.signatory) {
                revert NotLiable(challengeId);
            }
            registry.signersAt(c.referenceBlock, nonSigners, ids);
            return (keccak256(abi.encodePacked(ids)), ids.length);
        }
        if (kind == LIABLE_COMMITTEE) {
            (, bytes32[] memory signers) = abi.decode(proof, (uint256, bytes32[]));
            bytes32 h = keccak256(abi.encodePacked(signers));
            if (signers.length == 0 || committeeSignatory(c.referenceBlock, h) != c.signatory) {
                revert NotLiable(challengeId);
            }
            return (h, signers.length);
        }
        if (address(shardCommittee) == address(0) || kind != LIABLE_NOBODY) revert NotLiable(challengeId);
        (, bytes32 shards) = abi.decode(proof, (uint256, bytes32));
        if (shardSignatory(c.referenceBlock, shards) != c.signatory) revert NotLiable(challengeId);
        return (bytes32(0), 0);
    }

    /// @notice The shard claim a per-shard challenge disputes (DisputeGame.openShard): `claim` must open the
    /// record of the sharded landing whose signatory is `signatory` at `referenceBlock` (see
    /// ShardCommittee.claim for its encoding). Reverts NotAShardClaim otherwise.
    function shardClaim(uint32 referenceBlock, bytes32 signatory, uint256 promptLen, bytes calldata claim)
        external
        view
        returns (ShardClaim memory c)
    {
        ShardCommittee sc = shardCommittee;
        if (address(sc) == address(0)) revert NotAShardClaim();
        bytes32 record;
        (record, c) = sc.claim(promptLen, claim);
        if (shardSignatory(referenceBlock, record) != signatory) revert NotAShardClaim();
    }
}
