// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFixture} from "./MarketFixture.sol";
import {QuorumSignature, BadSignature} from "../src/BlsSignatureChecker.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {TaskMarketSla} from "../src/TaskMarketSla.sol";
import {IMarketConsumer, IMarketRegistry} from "../src/IMarket.sol";

/// @notice TaskMarket's SLA (MarketFixture: the real registry, consumer and game). An operator that
/// answered in time (proveAnswered) cannot be reported as a no-show; the others can.
contract TaskMarketSlaTest is MarketFixture {
    /// @dev Operator i's proof of its answer of the task.
    function _prove(uint256 i) internal returns (uint256 gas) {
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(i, i, consumer.transitionDigest(t), t.referenceBlock);
        bytes32[] memory ids = _ids(i);
        gas = gasleft();
        market.proveAnswered(t, s, ids);
        gas -= gasleft();
    }

    // ------------------------------------------------------------------ tests

    /// Operator 0 answered and proved it at the deadline; 1 and 2 did not answer: after the deadline
    /// reporting 0 reverts Answered and it keeps its stake, 1 and 2 are slashed.
    function test_answeredOperatorIsNotANoShow() public {
        vm.roll(deadline);
        uint256 gas = _prove(0);
        emit log_named_uint("proveAnswered gas (one signer of 3)", gas);
        require(
            market.answeredValue(keccak256(abi.encode(input, deadline, id[0]))) == _answer(input).newValue,
            "answeredValue"
        );
        vm.roll(deadline + 1);
        uint96 before0 = registry.stakeOf(op[0]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.Answered.selector, input, op[0]));
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
        require(
            market.answeredValue(keccak256(abi.encode(input, deadline, id[0]))) == _answer(input).newValue,
            "answeredValue kept"
        );
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
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.LateProof.selector, deadline));
        market.proveAnswered(t, s, _ids(0));
    }

    /// Naming an operator the signature does not cover (a non-signer): NotSigned.
    function test_proveAnswered_namesNonSigner_reverts() public {
        Transition memory t = _answer(input);
        QuorumSignature memory s = _alone(0, 0, consumer.transitionDigest(t), t.referenceBlock);
        bytes32[] memory ids = new bytes32[](2);
        (ids[0], ids[1]) = (id[0], id[1]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotSigned.selector, id[1]));
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
            vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotAnswerOf.selector, input));
            this.prove(t, s, _ids(0));
        }
        Transition memory u = _answer(keccak256("never paid"));
        QuorumSignature memory q = _alone(0, 0, consumer.transitionDigest(u), u.referenceBlock);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.UnknownTask.selector, u.input));
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
        bytes32 c = _fix(input, deadline);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[0], market.acceptanceDigest(input, deadline, c));
        bytes32 here = market.DOMAIN_SEPARATOR();
        vm.chainId(block.chainid + 1);
        _eq(market.DOMAIN_SEPARATOR() == here ? 1 : 0, 0, "the domain follows the chain id");
        vm.roll(deadline + 1);
        uint96 before = registry.stakeOf(op[0]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.ForgedAcceptance.selector));
        market.reportNoShow(input, deadline, c, v, r, s);
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
            drawDelay: DRAW_DELAY,
            bonus: 500,
            treasury: address(0),
            slashBps: 1000,
            reporterBps: 5000
        });
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.ZeroTreasury.selector));
        new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
    }
}
