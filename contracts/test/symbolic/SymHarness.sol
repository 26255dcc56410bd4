// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LLMConsumer, ILLMEngine} from "../../src/LLMConsumer.sol";
import {OperatorRegistry} from "../../src/OperatorRegistry.sol";

/// @dev The cheatcodes halmos runs these checks with (forge-std's Vm address).
interface SymVm {
    function assume(bool) external pure;
}

/// @dev The cheatcode address (forge-std's `vm`): `SYM_VM.assume(cond)` cuts inputs out of a check.
SymVm constant SYM_VM = SymVm(address(uint160(uint256(keccak256("hevm cheat code")))));

/// @dev What DeepcallConsumer's constructor reads from its registry: code, and referenceWindow().
contract RegistryStub {
    function referenceWindow() external pure returns (uint256) {
        return 256;
    }
}

/// @dev What LLMConsumer's constructor reads from its engine: the manifest hash.
contract EngineStub {
    function manifestHash() external pure returns (bytes32) {
        return keccak256("deepcall/symbolic/manifest");
    }
}

/// @title LLMHarness
/// @notice LLMConsumer (a DeepcallConsumer) with the internals the symbolic checks reach exposed. The
/// public surface it inherits (transitionDigest, indexUsed, usedIndexWord, resultValue, the four-argument
/// verifyAndUpdate) is the deployed code itself.
contract LLMHarness is LLMConsumer {
    /// @dev A fixed slot for the marks' value writes, far from USED_INDEX_BASE's range.
    bytes32 internal constant MARK_SLOT = bytes32(uint256(0x1000));

    constructor()
        LLMConsumer(
            OperatorRegistry(address(new RegistryStub())), ILLMEngine(address(new EngineStub())), new bytes32[](0), 2, 3
        )
    {}

    /// @notice Marks `index` as the single and sharded landings do (LLMConsumer._store).
    function markStore(uint64 index) external {
        _store(MARK_SLOT, bytes32(uint256(2)), index, bytes32(uint256(3)));
    }

    /// @notice Marks `a` then `b` as a batch does: the used word in the cursor, written back when the next
    /// index leaves it, the last one at the end (LLMConsumer._usedBit, _storeUsedWord).
    function markBatch(uint64 a, uint64 b) external {
        Cursor memory c;
        c.wordPos = type(uint256).max;
        c.bits |= _usedBit(c, a);
        c.bits |= _usedBit(c, b);
        _storeUsedWord(c.wordPos, c.bits);
    }

    /// @notice The ids packed as the Updated event carries them (LLMConsumer._pack): 4 bytes each, big-endian;
    /// ok false when one is 2^32 or more. `padded` is the packed bytes up to the whole word (the padding).
    function pack(uint256[] calldata tokens) external pure returns (bool ok, bytes memory packed, bytes32 pad) {
        uint256 len = 4 * tokens.length;
        packed = new bytes(len + 31);
        uint256 q;
        assembly ("memory-safe") {
            q := add(packed, 0x20)
        }
        ok = _pack(q, tokens);
        assembly ("memory-safe") {
            // the bytes from the end of the packed ids to the end of their last word, left-aligned
            pad := mload(add(q, len))
            mstore(packed, len)
        }
        pad = len % 32 == 0 ? bytes32(0) : pad >> (8 * (len % 32));
    }
}
