// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ModelFixture} from "./IQ16Engine.t.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {BlsBn254, G1Point, G2Point} from "../src/BlsBn254.sol";
import {QuorumSignature, BadSignature} from "../src/BlsSignatureChecker.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";
import {TaskMarket, IMarketConsumer, IMarketRegistry} from "../src/TaskMarket.sol";

/// @notice TaskMarket's SLA against a real registry and LLMConsumer: three operators with the BLS keys of
/// testdata/bls/vectors.json (sk_i = keccak256("deepcall/evm-vectors/operator" ‖ be64(i)) mod r, as
/// blsagg's fixture derives them; each signature here is sk_i·hashToG1(digest) by the EVM's own ecMul)
/// and ECDSA operator keys of their own. An operator that answered in time (proveAnswered) cannot be
/// reported as a no-show; the others can.
contract TaskMarketSlaTest is DeepcallVmTest, ModelFixture {
    uint256 internal constant OPS = 3;
    uint64 internal constant SLA = 20;
    bytes32 internal constant CLASS = "cpu-test";

    OperatorRegistry internal registry;
    LLMConsumer internal consumer;
    TaskMarket internal market;
    uint256[OPS] internal sk;
    uint256[OPS] internal ecdsaKey;
    address[OPS] internal op;
    G1Point[OPS] internal pk1;
    G2Point[OPS] internal pk2;
    bytes32[OPS] internal id;

    bytes32 internal input; // the task every test works on
    uint64 internal deadline;

    function setUp() public {
        vm.roll(100);
        (EngineHarness engine, bytes32[] memory chunks) = _load("stories260K");
        registry = new OperatorRegistry(300, address(0), address(0));
        consumer = new LLMConsumer(registry, ILLMEngine(address(engine)), chunks, 2, 3);
        string memory json = vm.readFile("testdata/bls/vectors.json");
        bytes32[] memory k1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory k2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        for (uint256 i; i < OPS; ++i) {
            sk[i] = uint256(keccak256(abi.encodePacked("deepcall/evm-vectors/operator", uint64(i)))) % BlsBn254.R;
            pk1[i] = G1Point(uint256(k1[2 * i]), uint256(k1[2 * i + 1]));
            pk2[i].X = [uint256(k2[4 * i]), uint256(k2[4 * i + 1])];
            pk2[i].Y = [uint256(k2[4 * i + 2]), uint256(k2[4 * i + 3])];
            id[i] = keccak256(abi.encodePacked(pk1[i].X, pk1[i].Y));
            ecdsaKey[i] = 0x5e1a0 + i;
            op[i] = vm.addr(ecdsaKey[i]);
            registry.setStake(op[i], uint96((i + 1) * 1e18));
            G1Point memory pop = _sign(sk[i], registry.popMessage(op[i], pk1[i], pk2[i]));
            vm.prank(op[i]);
            registry.registerOperator(pk1[i], pk2[i], pop);
        }
        market = new TaskMarket(
            IMarketConsumer(address(consumer)),
            IMarketRegistry(address(registry)),
            TaskMarket.Shape({
                dim: 64, hiddenDim: 172, layers: 5, heads: 8, kvHeads: 4, headSize: 8, vocab: 512, seqLen: 512
            }),
            TaskMarket.Terms({
                slaBlocks: SLA,
                graceBlocks: 10,
                claimWindow: 100,
                bonus: 500,
                treasury: address(0x7ea5),
                finalityBlocks: 5,
                slashBps: 1000,
                reporterBps: 5000
            })
        );
        market.setBaseRate(CLASS, 1);
        registry.setSlaSlasher(address(market), true);
        vm.roll(101);
        (input, deadline) = _pay(1);
    }

    // ------------------------------------------------------------------ helpers

    function _pay(uint256 first) internal returns (bytes32 in_, uint64 due) {
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (first, 5);
        uint256 fee = market.feeFor(CLASS, 2, 4);
        in_ = market.request{value: fee}(prompt, 4, CLASS);
        (,due,,) = market.tasks(in_);
    }

    /// @dev sk·hashToG1(m) on the EVM's ecMul.
    function _sign(uint256 key, bytes32 m) internal view returns (G1Point memory p) {
        (uint256 x, uint256 y) = BlsBn254.hashToG1(m);
        (bool ok, bytes memory out) = address(0x07).staticcall(abi.encode(x, y, key));
        require(ok);
        (p.X, p.Y) = abi.decode(out, (uint256, uint256));
    }

    /// @dev An answer transition of `in_` signed at the previous block, with the consumer's manifest.
    function _answer(bytes32 in_) internal view returns (Transition memory t) {
        t = Transition({
            chainId: block.chainid,
            consumer: address(consumer),
            index: 0,
            manifest: consumer.manifest(),
            input: in_,
            slot: consumer.resultSlot(in_),
            oldValue: bytes32(uint256(1)),
            newValue: bytes32(uint256(0xa05e)),
            referenceBlock: uint32(block.number - 1)
        });
    }

    /// @dev Operator `signer` alone signing `digest` (by the key sk[keyOf]), every other one a non-signer.
    function _alone(uint256 signer, uint256 keyOf, bytes32 digest, uint32 ref)
        internal
        view
        returns (QuorumSignature memory s)
    {
        s.sigma = _sign(sk[keyOf], digest);
        s.apkG2 = pk2[signer];
        s.nonSignerKeys = new G1Point[](OPS - 1);
        uint256 k;
        for (uint256 i; i < OPS; ++i) {
            if (i != signer) s.nonSignerKeys[k++] = pk1[i];
        }
        // ascending operator ids, as the checker requires
        for (uint256 i = 1; i < k; ++i) {
            for (uint256 j = i; j > 0; --j) {
                G1Point memory a = s.nonSignerKeys[j - 1];
                G1Point memory b = s.nonSignerKeys[j];
                if (keccak256(abi.encodePacked(a.X, a.Y)) <= keccak256(abi.encodePacked(b.X, b.Y))) break;
                (s.nonSignerKeys[j - 1], s.nonSignerKeys[j]) = (b, a);
            }
        }
        s.apkIndex = registry.apkIndexAt(ref);
        (s.apk, s.apkEntry) = registry.apkEntryAt(s.apkIndex);
    }

    function _ids(uint256 i) internal view returns (bytes32[] memory ids) {
        ids = new bytes32[](1);
        ids[0] = id[i];
    }

    /// @dev Operator i's proof of its answer of the task.
    function _prove(uint256 i) internal returns (uint256 gas) {
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(i, i, consumer.transitionDigest(t), t.referenceBlock);
        bytes32[] memory ids = _ids(i);
        gas = gasleft();
        market.proveAnswered(t, s, ids);
        gas -= gasleft();
    }

    function _report(uint256 i) internal {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[i], market.acceptanceDigest(input, deadline));
        market.reportNoShow(input, deadline, v, r, s);
    }

    // ------------------------------------------------------------------ tests

    /// Operator 0 answered and proved it at the deadline; 1 and 2 did not answer: after the deadline
    /// reporting 0 reverts Answered and it keeps its stake, 1 and 2 are slashed.
    function test_answeredOperatorIsNotANoShow() public {
        vm.roll(deadline);
        uint256 gas = _prove(0);
        emit log_named_uint("proveAnswered gas (one signer of 3)", gas);
        _eq(market.answeredAt(keccak256(abi.encode(input, id[0]))), deadline, "answeredAt");
        vm.roll(deadline + 1);
        uint96 before0 = registry.stakeOf(op[0]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.Answered.selector, input, op[0]));
        this.report(0);
        _eq(registry.stakeOf(op[0]), before0, "answering operator keeps its stake");
        for (uint256 i = 1; i < OPS; ++i) {
            uint96 before = registry.stakeOf(op[i]);
            _report(i);
            _eq(registry.stakeOf(op[i]), before - before / 10, "no-show slashed 10%");
        }
        // a second proof of the same answer changes nothing
        vm.roll(deadline);
        _prove(0);
        _eq(market.answeredAt(keccak256(abi.encode(input, id[0]))), deadline, "answeredAt kept");
    }

    function report(uint256 i) external {
        _report(i);
    }

    function prove(Transition calldata t, QuorumSignature calldata s, bytes32[] calldata ids) external {
        market.proveAnswered(t, s, ids);
    }

    /// Operator 1's signature posed as operator 0's (0 the signer, 1 and 2 non-signers): BadSignature.
    function test_proveAnswered_badSignature_reverts() public {
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(0, 1, consumer.transitionDigest(t), t.referenceBlock);
        vm.expectRevert(BadSignature.selector);
        market.proveAnswered(t, s, _ids(0));
    }

    /// Operator 0's signature of another task's answer, posted for this task: the digest binds the
    /// input, so it does not verify.
    function test_proveAnswered_replayFromAnotherTask_reverts() public {
        (bytes32 other,) = _pay(7);
        Transition memory t = _answer(other);
        QuorumSignature memory s = _alone(0, 0, consumer.transitionDigest(t), t.referenceBlock);
        market.proveAnswered(t, s, _ids(0)); // good for the other task
        t.input = input;
        t.slot = consumer.resultSlot(input);
        vm.expectRevert(BadSignature.selector);
        market.proveAnswered(t, s, _ids(0));
    }

    /// A proof after the deadline: LateProof, even with a good signature.
    function test_proveAnswered_afterDeadline_reverts() public {
        vm.roll(deadline + 1);
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(0, 0, consumer.transitionDigest(t), t.referenceBlock);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.LateProof.selector, deadline));
        market.proveAnswered(t, s, _ids(0));
    }

    /// Naming an operator the signature does not cover (a non-signer): NotSigned.
    function test_proveAnswered_namesNonSigner_reverts() public {
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(0, 0, consumer.transitionDigest(t), t.referenceBlock);
        bytes32[] memory ids = new bytes32[](2);
        (ids[0], ids[1]) = (id[0], id[1]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.NotSigned.selector, id[1]));
        market.proveAnswered(t, s, ids);
    }

    /// Not an answer of the task on this consumer: another old value, manifest, chain or consumer, or a
    /// reference block not yet past; and a task never paid.
    function test_proveAnswered_notAnAnswer_reverts() public {
        for (uint256 k; k < 5; ++k) {
            Transition memory t = _answer(input);
            if (k == 0) t.oldValue = bytes32(0);
            if (k == 1) t.manifest = keccak256("another model");
            if (k == 2) t.chainId = block.chainid + 1;
            if (k == 3) t.consumer = address(market);
            if (k == 4) t.referenceBlock = uint32(block.number);
            QuorumSignature memory s = _alone(0, 0, consumer.transitionDigest(t), uint32(block.number - 1));
            vm.expectRevert(abi.encodeWithSelector(TaskMarket.NotAnswerOf.selector, input));
            this.prove(t, s, _ids(0));
        }
        Transition memory u = _answer(keccak256("never paid"));
        QuorumSignature memory q = _alone(0, 0, consumer.transitionDigest(u), u.referenceBlock);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.UnknownTask.selector, u.input));
        market.proveAnswered(u, q, _ids(0));
    }

    /// Without a proof, the answering operator's acceptance is evidence as before (the proof is what
    /// protects it).
    function test_unprovenOperatorIsSlashed() public {
        vm.roll(deadline + 1);
        uint96 before = registry.stakeOf(op[0]);
        _report(0);
        _eq(registry.stakeOf(op[0]), before - before / 10, "slashed");
    }

    /// An acceptance signed on this chain is no evidence on a chain with another id (a fork): the
    /// EIP-712 domain follows block.chainid instead of being fixed at deployment.
    function test_acceptanceFromAnotherChain_reverts() public {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[0], market.acceptanceDigest(input, deadline));
        bytes32 here = market.DOMAIN_SEPARATOR();
        vm.chainId(block.chainid + 1);
        _eq(market.DOMAIN_SEPARATOR() == here ? 1 : 0, 0, "the domain follows the chain id");
        vm.roll(deadline + 1);
        uint96 before = registry.stakeOf(op[0]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.ForgedAcceptance.selector));
        market.reportNoShow(input, deadline, v, r, s);
        _eq(registry.stakeOf(op[0]), before, "not slashed");
    }

    /// A market whose treasury is the zero address would strand what it sweeps: refused.
    function test_zeroTreasury_reverts() public {
        TaskMarket.Shape memory sh =
            TaskMarket.Shape({dim: 64, hiddenDim: 172, layers: 5, heads: 8, kvHeads: 4, headSize: 8, vocab: 512, seqLen: 512});
        TaskMarket.Terms memory t = TaskMarket.Terms({
            slaBlocks: SLA,
            graceBlocks: 10,
            claimWindow: 100,
            bonus: 500,
            treasury: address(0),
            finalityBlocks: 5,
            slashBps: 1000,
            reporterBps: 5000
        });
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.ZeroTreasury.selector));
        new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
    }
}
