// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallConsumer, Transition} from "../../src/DeepcallConsumer.sol";
import {QuorumSignature} from "../../src/BlsSignatureChecker.sol";
import {LLMHarness} from "./SymHarness.sol";

/// @title UsedIndexSymbolic
/// @notice halmos: the used-index bitmap (DeepcallConsumer's USED_INDEX_BASE words). Marking index i
/// (LLMConsumer._store, the batch cursor) sets exactly bit i; a landing of a marked index is refused
/// (IndexUsed) and one of an unmarked index is not refused for its index.
contract UsedIndexSymbolic {
    LLMHarness internal h;

    function setUp() public {
        h = new LLMHarness();
    }

    function check_markSetsExactlyThatIndex(uint64 i, uint64 j) public {
        h.markStore(i);
        assert(h.indexUsed(j) == (j == i));
        // the word holds that one bit
        assert(h.usedIndexWord(j >> 8) == ((j >> 8) == (i >> 8) ? uint256(1) << (i & 0xff) : 0));
    }

    function check_batchMarksExactlyItsIndices(uint64 a, uint64 b, uint64 j) public {
        h.markBatch(a, b);
        assert(h.indexUsed(j) == (j == a || j == b));
    }

    function check_markedIndexRefused(uint64 i, uint64 j, bytes32 root) public {
        h.markStore(i);
        Transition memory t;
        t.chainId = block.chainid;
        t.consumer = address(h);
        t.index = j;
        t.manifest = ~h.manifest(); // a wrong manifest: the check after the index's fails, before the quorum's
        t.newValue = keccak256(abi.encodePacked(root)); // resultValue(root, no tokens)
        QuorumSignature memory sig;
        try h.verifyAndUpdate(t, sig, root, new uint256[](0)) {
            assert(false);
        } catch (bytes memory err) {
            assert((bytes4(err) == DeepcallConsumer.IndexUsed.selector) == (j == i));
        }
    }
}
