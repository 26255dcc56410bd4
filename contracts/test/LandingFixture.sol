// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFixture} from "./MarketFixture.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {Transition} from "../src/DeepcallConsumer.sol";

/// @notice MarketFixture with landings: answers signed by any subset of its operators landed on the
/// consumer, the challenge window rolled past, and challenges of them opened.
abstract contract LandingFixture is MarketFixture {
    uint256 internal constant ALL = 7; // operators 0, 1, 2: 6 of 6 ether
    bytes32 internal constant ROOT = keccak256("a root");
    address internal constant CHALLENGER = address(0xC4A1);
    uint64 internal nextIndex = 1;

    // ------------------------------------------------------------------ helpers

    function _tokens(uint256 n) internal pure returns (uint256[] memory tokens) {
        tokens = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            tokens[i] = 40 + i;
        }
    }

    /// @dev The answer transition of `in_` with `n` tokens under ROOT, signed at `ref`.
    function _transition(bytes32 in_, uint256 n, uint32 ref) internal returns (Transition memory t) {
        t = _answer(in_);
        t.index = nextIndex++;
        t.referenceBlock = ref;
        t.newValue = consumer.resultValue(ROOT, _tokens(n));
    }

    /// @dev Lands an n-token answer of `in_` signed by the operators of `mask` at `ref`.
    function _land(bytes32 in_, uint256 mask, uint256 n, uint32 ref)
        internal
        returns (Transition[] memory ts, QuorumSignature memory s)
    {
        ts = new Transition[](1);
        ts[0] = _transition(in_, n, ref);
        s = _signedBy(mask, consumer.transitionDigest(ts[0]), ref);
        consumer.verifyAndUpdate(ts[0], s, ROOT, _tokens(n));
    }

    function _previous() internal view returns (uint32) {
        return uint32(block.number - 1);
    }

    /// @dev Rolls past the challenge window of `in_`'s landing.
    function _pastWindow(bytes32 in_) internal {
        vm.roll(consumer.landedAt(in_) + CHALLENGE_WINDOW + 1);
    }

    function _open(Transition memory t, uint256 n) internal returns (uint256) {
        return _openBy(t, n, ALL);
    }

    /// @dev Opens a challenge of t (n tokens under ROOT) landed by the operators of `mask`.
    function _openBy(Transition memory t, uint256 n, uint256 mask) internal returns (uint256 challengeId) {
        return _openOf(t, 1, n, mask);
    }

    /// @dev _openBy of the answer to _prompt(first).
    function _openOf(Transition memory t, uint256 first, uint256 n, uint256 mask) internal returns (uint256) {
        vm.deal(CHALLENGER, BOND);
        vm.prank(CHALLENGER);
        return game.open{value: BOND}(
            address(consumer),
            _prompt(first),
            4,
            ROOT,
            _tokens(n),
            t,
            consumer.quorumSignatory(t.referenceBlock, _nonSigners(mask)),
            new bytes32[](0)
        );
    }

    /// @dev The ids of the operators outside (or, _signerIds, inside) `mask`, ascending.
    function _nonSigners(uint256 mask) internal view returns (bytes32[] memory) {
        return _idsOf(mask, false);
    }

    function _signerIds(uint256 mask) internal view returns (bytes32[] memory) {
        return _idsOf(mask, true);
    }

    function _idsOf(uint256 mask, bool inside) internal view returns (bytes32[] memory ids) {
        bytes32[] memory all = _sortedIds();
        uint256 k;
        ids = new bytes32[](OPS);
        for (uint256 i; i < OPS; ++i) {
            for (uint256 o; o < OPS; ++o) {
                if (id[o] == all[i] && ((mask >> o & 1 == 1) == inside)) ids[k++] = all[i];
            }
        }
        assembly ("memory-safe") {
            mstore(ids, k)
        }
    }
}
