// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumFixture, QuorumCheats} from "./DeepcallQuorum.t.sol";
import {QuorumSignature, BadSignature} from "../src/BlsSignatureChecker.sol";
import {G1Point} from "../src/BlsBn254.sol";
import {DeepcallConsumer, Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer} from "../src/LLMConsumer.sol";
import {BatchTree} from "../src/BatchTree.sol";

/// @dev BatchTree.digestFromProof, exposed.
contract BatchProofHarness {
    function digestFromProof(bytes32 leaf, uint256 count, uint256 position, bytes32[] calldata siblings)
        external
        pure
        returns (bytes32)
    {
        return BatchTree.digestFromProof(leaf, count, position, siblings);
    }
}

/// @notice LLMConsumer.verifyAndUpdateBatch on the batch vectors of testdata/bls/vectors.json (signed in Go
/// over protocol.BatchDigest) and the tree vectors of testdata/protocol/batch.json.
contract DeepcallBatchTest is QuorumFixture {
    string internal constant TREES = "testdata/protocol/batch.json";

    // ------------------------------------------------------------------ vector helpers

    function _bp(string memory b) internal pure returns (string memory) {
        return string.concat(".batches.", b);
    }

    function _btp(string memory b, uint256 i) internal view returns (string memory) {
        return string.concat(_bp(b), ".transitions[", vm.toString(i), "]");
    }

    function _count(string memory b) internal view returns (uint256) {
        return vm.parseJsonBytes32Array(json, string.concat(_bp(b), ".roots")).length;
    }

    function _bt(string memory b, uint256 i) internal view returns (Transition memory t) {
        string memory p = _btp(b, i);
        t.chainId = vm.parseJsonUint(json, string.concat(p, ".chainId"));
        t.consumer = vm.parseJsonAddress(json, string.concat(p, ".consumer"));
        t.index = uint64(vm.parseJsonUint(json, string.concat(p, ".index")));
        t.manifest = vm.parseJsonBytes32(json, string.concat(p, ".manifest"));
        t.input = vm.parseJsonBytes32(json, string.concat(p, ".input"));
        t.slot = vm.parseJsonBytes32(json, string.concat(p, ".slot"));
        t.oldValue = vm.parseJsonBytes32(json, string.concat(p, ".old"));
        t.newValue = vm.parseJsonBytes32(json, string.concat(p, ".new"));
        t.referenceBlock = uint32(vm.parseJsonUint(json, string.concat(p, ".referenceBlock")));
    }

    function _bts(string memory b) internal view returns (Transition[] memory ts) {
        ts = new Transition[](_count(b));
        for (uint256 i; i < ts.length; ++i) {
            ts[i] = _bt(b, i);
        }
    }

    function _broots(string memory b) internal view returns (bytes32[] memory) {
        return vm.parseJsonBytes32Array(json, string.concat(_bp(b), ".roots"));
    }

    function _btokens(string memory b, uint256 i) internal view returns (uint256[] memory) {
        return _uints(vm.parseJsonBytes32Array(json, string.concat(_btp(b, i), ".tokens")));
    }

    function _blob(string memory b) internal view returns (bytes memory) {
        return vm.parseJsonBytes(json, string.concat(_bp(b), ".tokens"));
    }

    function _bhints(string memory b) internal view returns (uint256[] memory) {
        return _uints(vm.parseJsonBytes32Array(json, string.concat(_bp(b), ".hashHints")));
    }

    function _bquorum(string memory b) internal view returns (QuorumSignature memory s) {
        string memory p = string.concat(_bp(b), ".quorum");
        bytes32[] memory sigma = vm.parseJsonBytes32Array(json, string.concat(p, ".sigma"));
        bytes32[] memory apk2 = vm.parseJsonBytes32Array(json, string.concat(p, ".apkG2"));
        bytes32[] memory keys = vm.parseJsonBytes32Array(json, string.concat(p, ".nonSignerKeys"));
        s.sigma = _g1(sigma, 0);
        s.apkG2 = _g2(apk2, 0);
        s.nonSignerKeys = new G1Point[](keys.length / 2);
        for (uint256 i; i < keys.length / 2; ++i) {
            s.nonSignerKeys[i] = _g1(keys, i);
        }
        (s.apk, s.apkEntry) = (apkHint, apkEntryHint);
    }

    function _landBatch(string memory b) internal returns (uint256) {
        return consumer.verifyAndUpdateBatch(_bts(b), _broots(b), _blob(b), _bquorum(b), _bhints(b));
    }

    // ------------------------------------------------------------------ the digest

    /// The consumer's batchDigest and BatchTree's proofs agree with protocol.BatchDigest / BatchProof on
    /// every golden tree.
    function test_batchDigest_matchesGo() public {
        string memory trees = vm.readFile(TREES);
        if (vm.parseJsonBytes32(trees, ".domain") != keccak256("deepcall/batch/v1")) revert Mismatch("domain");
        BatchProofHarness h = new BatchProofHarness();
        for (uint256 c; c < 9; ++c) {
            string memory p = string.concat(".batches[", vm.toString(c), "]");
            bytes32[] memory leaves = vm.parseJsonBytes32Array(trees, string.concat(p, ".leaves"));
            bytes32 want = vm.parseJsonBytes32(trees, string.concat(p, ".digest"));
            _eq(consumer.batchDigest(leaves), want, "batch digest");
            for (uint256 i; i < leaves.length; ++i) {
                bytes32[] memory sib =
                    vm.parseJsonBytes32Array(trees, string.concat(p, ".proofs[", vm.toString(i), "]"));
                _eq(h.digestFromProof(leaves[i], leaves.length, i, sib), want, "proof");
            }
        }
        // the vectors' own batches
        for (uint256 j; j < 2; ++j) {
            string memory b = j == 0 ? "b16" : "mixed";
            Transition[] memory ts = _bts(b);
            bytes32[] memory leaves = new bytes32[](ts.length);
            for (uint256 i; i < ts.length; ++i) {
                leaves[i] = consumer.transitionDigest(ts[i]);
            }
            _eq(consumer.batchDigest(leaves), vm.parseJsonBytes32(json, string.concat(_bp(b), ".digest")), "digest");
        }
    }

    function test_RevertWhen_batchProofMalformed() public {
        BatchProofHarness h = new BatchProofHarness();
        bytes32[] memory none = new bytes32[](0);
        bytes32[] memory one = new bytes32[](1);
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BadBatchProof.selector));
        h.digestFromProof(bytes32(uint256(1)), 0, 0, none); // no leaves
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BadBatchProof.selector));
        h.digestFromProof(bytes32(uint256(1)), 2, 2, one); // past the last leaf
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BadBatchProof.selector));
        h.digestFromProof(bytes32(uint256(1)), 3, 0, one); // one sibling short
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BadBatchProof.selector));
        h.digestFromProof(bytes32(uint256(1)), 257, 0, new bytes32[](9));
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BatchSize.selector, uint256(0)));
        consumer.batchDigest(none);
    }

    // ------------------------------------------------------------------ landing

    /// 16 answers land under one signature: every slot written, every index used, one Updated each,
    /// exactly as a single landing emits it.
    function test_verifyAndUpdateBatch_lands16() public {
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        uint256 landed = _landBatch("b16");
        _eq(landed, 0xffff, "landed mask");
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 16, "one event per answer");
        for (uint256 i; i < 16; ++i) {
            Transition memory t = _bt("b16", i);
            _eq(consumer.result(t.input), t.newValue, "result");
            if (!consumer.indexUsed(t.index)) revert Mismatch("index used");
            _eq(logs[i].topics[0], LLMConsumer.Updated.selector, "Updated");
            _eq(logs[i].topics[1], bytes32(uint256(t.index)), "index topic");
            _eq(logs[i].topics[2], t.input, "input topic");
            _eq(
                keccak256(logs[i].data),
                keccak256(abi.encode(_broots("b16")[i], _packed(_btokens("b16", i)))),
                "data as a single landing"
            );
        }
        _eq(consumer.usedIndexWord(0), uint256(0xffff) << 200, "one bitmap word, bits 200-215");
    }

    /// Items that fail their own checks are skipped with the reason a single landing would revert with;
    /// the others land.
    function test_verifyAndUpdateBatch_skipsBadItems() public {
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        uint256 landed = _landBatch("mixed");
        _eq(landed, (1 << 0) | (1 << 2) | (1 << 9), "items 0, 2 and 9 land");
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 10, "one event per item");
        bytes4[10] memory reasons = [
            bytes4(0),
            DeepcallConsumer.WrongManifest.selector,
            bytes4(0),
            DeepcallConsumer.IndexUsed.selector,
            LLMConsumer.ReferenceBlockMismatch.selector,
            DeepcallConsumer.WrongSlot.selector,
            DeepcallConsumer.WrongConsumer.selector,
            DeepcallConsumer.WrongChain.selector,
            DeepcallConsumer.Overwrite.selector, // its old value is a written one: slots are write-once
            bytes4(0)
        ];
        for (uint256 i; i < 10; ++i) {
            Transition memory t = _bt("mixed", i);
            bool good = reasons[i] == bytes4(0);
            _eq(logs[i].topics[0], good ? LLMConsumer.Updated.selector : LLMConsumer.Skipped.selector, "event");
            _eq(logs[i].topics[1], bytes32(uint256(t.index)), "index topic");
            _eq(logs[i].topics[2], t.input, "input topic");
            if (!good) {
                _eq(keccak256(logs[i].data), keccak256(abi.encode(reasons[i])), "reason");
                if (i != 3) _eq(consumer.result(t.input), bytes32(0), "skipped: nothing written");
            } else {
                _eq(consumer.result(t.input), t.newValue, "landed");
            }
        }
        if (consumer.indexUsed(301) || consumer.indexUsed(304)) revert Mismatch("a skipped index stays unused");
    }

    /// An item whose tokens are not the signed value is skipped (TokensMismatch); the signature, over
    /// the transitions, still holds for the rest.
    function test_verifyAndUpdateBatch_tokensMismatchSkipped() public {
        bytes memory blob = _blob("b16");
        // item 0's count word, then its first id: bump the id's last byte
        blob[7] = bytes1(uint8(blob[7]) ^ 1);
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        uint256 landed =
            consumer.verifyAndUpdateBatch(_bts("b16"), _broots("b16"), blob, _bquorum("b16"), _bhints("b16"));
        _eq(landed, 0xfffe, "all but item 0");
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs[0].topics[0], LLMConsumer.Skipped.selector, "Skipped");
        _eq(keccak256(logs[0].data), keccak256(abi.encode(LLMConsumer.TokensMismatch.selector)), "reason");
        if (consumer.indexUsed(200)) revert Mismatch("index of a skipped item");
    }

    /// Replaying a landed batch lands nothing: every item is skipped as IndexUsed.
    function test_verifyAndUpdateBatch_replaySkipped() public {
        _landBatch("b16");
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        _eq(_landBatch("b16"), 0, "nothing lands twice");
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 16, "16 skips");
        for (uint256 i; i < 16; ++i) {
            _eq(logs[i].topics[0], LLMConsumer.Skipped.selector, "Skipped");
            _eq(keccak256(logs[i].data), keccak256(abi.encode(DeepcallConsumer.IndexUsed.selector)), "IndexUsed");
        }
    }

    /// A single landing and a batch share the bitmap: an index a single landing used is skipped in a batch.
    function test_verifyAndUpdateBatch_afterSingleLanding() public {
        _land(0, "valid"); // index 0
        _landBatch("b16"); // 200…215
        _eq(consumer.usedIndexWord(0), (uint256(0xffff) << 200) | 1, "both in word 0");
    }

    /// The signature must be over the batch digest: a good quorum signature over another message (a single
    /// transition's digest), or the batch's over a reordered batch, is refused and nothing lands.
    function test_RevertWhen_batchSignatureWrong() public {
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        consumer.verifyAndUpdateBatch(_bts("b16"), _broots("b16"), _blob("b16"), _quorum("valid"), new uint256[](0));
        Transition[] memory ts = _bts("b16");
        (ts[0], ts[1]) = (ts[1], ts[0]);
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        consumer.verifyAndUpdateBatch(ts, _broots("b16"), _blob("b16"), _bquorum("b16"), new uint256[](0));
        // one transition left out
        Transition[] memory short = new Transition[](15);
        for (uint256 i; i < 15; ++i) {
            short[i] = _bt("b16", i);
        }
        bytes32[] memory roots = _broots("b16");
        assembly {
            mstore(roots, 15)
        }
        vm.expectRevert(); // the blob then has an answer too many (BadBatch) or the signature fails
        consumer.verifyAndUpdateBatch(short, roots, _blob("b16"), _bquorum("b16"), new uint256[](0));
        _eq(consumer.usedIndexWord(0), 0, "nothing landed");
    }

    function test_RevertWhen_batchMalformed() public {
        Transition[] memory ts = _bts("b16");
        bytes32[] memory roots = _broots("b16");
        bytes memory blob = _blob("b16");
        QuorumSignature memory s = _bquorum("b16");
        uint256[] memory h = _bhints("b16");
        vm.expectRevert(abi.encodeWithSelector(BatchTree.BatchSize.selector, uint256(0)));
        consumer.verifyAndUpdateBatch(new Transition[](0), new bytes32[](0), "", s, h);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.BadBatch.selector));
        consumer.verifyAndUpdateBatch(ts, new bytes32[](15), blob, s, h);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.BadBatch.selector));
        consumer.verifyAndUpdateBatch(ts, roots, abi.encodePacked(blob, uint8(0)), s, h); // a byte after the last answer
        bytes memory cut = new bytes(blob.length - 4);
        for (uint256 i; i < cut.length; ++i) {
            cut[i] = blob[i];
        }
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.BadBatch.selector));
        consumer.verifyAndUpdateBatch(ts, roots, cut, s, h); // the last answer one id short
        bytes memory bad = abi.encodeCall(LLMConsumer.verifyAndUpdateBatch, (ts, roots, blob, s, h));
        // dirty padding above item 0's uint64 index (selector, 5 head words, the array's length, then the
        // items' words)
        bad[4 + 32 * 6 + 0x40 + 20] = 0x01;
        (bool ok, bytes memory ret) = address(consumer).call(bad);
        if (ok || bytes4(ret) != LLMConsumer.BadBatch.selector) revert Mismatch("dirty index refused");
        _eq(consumer.usedIndexWord(0), 0, "nothing landed");
    }

    // ------------------------------------------------------------------ gas

    /// Gas of verifyAndUpdateBatch landing 16 answers of 32 tokens, 100 operators, 10 not signing, fresh
    /// slots and a fresh bitmap word (what `deepcall bench verify --batch 16` measures on a chain). Executed
    /// gas in the consumer's frame, as test_gas_verifyAndUpdate_100ops_10nonSigners measures it.
    function test_gas_verifyAndUpdateBatch16_100ops_10nonSigners() public {
        vm.pauseGasMetering();
        bytes memory data = abi.encodeCall(
            LLMConsumer.verifyAndUpdateBatch,
            (_bts("b16"), _broots("b16"), _blob("b16"), _bquorum("b16"), _bhints("b16"))
        );
        address target = address(consumer);
        address empty = address(0xE0E0);
        vm.resumeGasMetering();
        uint256 g0 = gasleft();
        (bool ok0,) = empty.call(data);
        g0 -= gasleft();
        uint256 g = gasleft();
        (bool ok,) = target.call(data);
        g -= gasleft();
        vm.pauseGasMetering();
        if (!ok0 || !ok) revert Mismatch("verifyAndUpdateBatch failed");
        g -= g0;
        if (!consumer.indexUsed(215)) revert Mismatch("landed");
        emit log_named_uint("verifyAndUpdateBatch(16) executed, 100 operators, 10 non-signers, 32 tokens", g);
        emit log_named_uint("  per answer, executed", g / 16);
        emit log_named_uint("  calldata bytes", data.length);
        emit log_named_uint("  per answer, with intrinsic (21000 + calldata)", (g + _intrinsic(data)) / 16);
        vm.resumeGasMetering();
    }
}
