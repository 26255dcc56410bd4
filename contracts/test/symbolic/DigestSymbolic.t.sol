// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {Transition} from "../../src/DeepcallConsumer.sol";
import {LLMHarness} from "./SymHarness.sol";

/// @title DigestSymbolic
/// @notice halmos: the transition digest (DeepcallConsumer.transitionDigest, protocol.Transition.Digest)
/// binds every field — it is the documented keccak256(abi.encode(domain, fields…)), and changing any one
/// field of a symbolic transition changes it.
contract DigestSymbolic {
    LLMHarness internal h;

    function setUp() public {
        h = new LLMHarness();
    }

    function check_digestIsSpec(Transition calldata t) public view {
        bytes32 want = keccak256(
            abi.encode(
                keccak256("deepcall/transition/v1"),
                t.chainId,
                t.consumer,
                t.index,
                t.manifest,
                t.input,
                t.slot,
                t.oldValue,
                t.newValue,
                t.referenceBlock
            )
        );
        assert(h.transitionDigest(t) == want);
    }

    /// @dev Field `k` (0..8 in struct order) of `t` set to `v` (truncated to the field's type); the
    /// caller assumes the field changed.
    function _with(Transition memory t, uint256 k, uint256 v) internal pure returns (Transition memory u, bool changed) {
        u = t;
        if (k == 0) { u.chainId = v; changed = u.chainId != t.chainId; }
        else if (k == 1) { u.consumer = address(uint160(v)); changed = u.consumer != t.consumer; }
        else if (k == 2) { u.index = uint64(v); changed = u.index != t.index; }
        else if (k == 3) { u.manifest = bytes32(v); changed = u.manifest != t.manifest; }
        else if (k == 4) { u.input = bytes32(v); changed = u.input != t.input; }
        else if (k == 5) { u.slot = bytes32(v); changed = u.slot != t.slot; }
        else if (k == 6) { u.oldValue = bytes32(v); changed = u.oldValue != t.oldValue; }
        else if (k == 7) { u.newValue = bytes32(v); changed = u.newValue != t.newValue; }
        else { u.referenceBlock = uint32(v); changed = u.referenceBlock != t.referenceBlock; }
    }

    function _bindsField(Transition memory t, uint256 k, uint256 v) internal view {
        (Transition memory u, bool changed) = _with(t, k, v);
        if (!changed) return;
        assert(h.transitionDigest(t) != h.transitionDigest(u));
    }

    function check_digestBindsChainId(Transition memory t, uint256 v) public view { _bindsField(t, 0, v); }
    function check_digestBindsConsumer(Transition memory t, uint256 v) public view { _bindsField(t, 1, v); }
    function check_digestBindsIndex(Transition memory t, uint256 v) public view { _bindsField(t, 2, v); }
    function check_digestBindsManifest(Transition memory t, uint256 v) public view { _bindsField(t, 3, v); }
    function check_digestBindsInput(Transition memory t, uint256 v) public view { _bindsField(t, 4, v); }
    function check_digestBindsSlot(Transition memory t, uint256 v) public view { _bindsField(t, 5, v); }
    function check_digestBindsOldValue(Transition memory t, uint256 v) public view { _bindsField(t, 6, v); }
    function check_digestBindsNewValue(Transition memory t, uint256 v) public view { _bindsField(t, 7, v); }
    function check_digestBindsReferenceBlock(Transition memory t, uint256 v) public view { _bindsField(t, 8, v); }
}
