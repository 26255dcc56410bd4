// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LandingFixture} from "./LandingFixture.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer} from "../src/LLMConsumer.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {TaskMarketSla} from "../src/TaskMarketSla.sol";

/// @notice The market pays only final answers, only to the signer set that landed them, timed by the block
/// they landed in; the SLA is timed by that block too; the small holes of the market (each test names its
/// attack). MarketFixture: the real registry, LLMConsumer and DisputeGame.
contract TaskMarketFinalityTest is LandingFixture {
    uint256 internal constant COALITION = 6; // operators 1, 2: 5 of 6 ether, over two thirds

    function _rateWork(bytes32 in_) internal view returns (uint256) {
        (,,, uint128 rw) = market.tasks(in_);
        return rw;
    }

    // ------------------------------------------------------------------ finality

    /// A wrong answer is not paid while it can still be disputed (the old market settled it 5 blocks after
    /// its reference block), and once the dispute game invalidates it, its payer takes the whole fee back
    /// at once.
    function test_wrongAnswerIsNeverPaid() public {
        (Transition[] memory ts, QuorumSignature memory s) = _land(input, ALL, 3, _previous()); // 3 tokens, n = 4
        vm.roll(block.number + 10);
        require(!consumer.isFinal(input), "final inside the challenge window");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        market.settleSingle(ts, s);
        uint256 c = _open(ts[0], 3); // a count other than n: succeeded at opening
        _eq(game.undecided(address(consumer), input), 1, "undecided");
        _pastWindow(input);
        require(!consumer.isFinal(input), "final with a challenge undecided");
        game.resolve(c, abi.encode(consumer.LIABLE_QUORUM(), new bytes32[](0), _sortedIds()));
        _eq(game.undecided(address(consumer), input), 0, "decided");
        require(consumer.invalid(input) && !consumer.isFinal(input), "invalidated, never final");
        _eq(market.settleSingle(ts, s), type(uint256).max, "nothing paid");
        (,, uint128 fee,) = market.tasks(input);
        market.reclaim(input);
        _eq(market.balanceOf(address(this)), fee, "whole fee back");
    }

    /// A challenge still undecided after the window holds the answer's pay, however old the landing.
    function test_undecidedChallengeHoldsFinality() public {
        (Transition[] memory ts, QuorumSignature memory s) = _land(input, ALL, 4, _previous());
        _open(ts[0], 4); // a sham: nobody has defended yet
        _pastWindow(input);
        require(!consumer.isFinal(input), "final with a challenge undecided");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        market.settleSingle(ts, s);
    }

    /// An answer nobody challenged is final after its window, and is paid then.
    function test_finalAnswerIsPaid() public {
        (Transition[] memory ts, QuorumSignature memory s) = _land(input, ALL, 4, _previous());
        vm.roll(consumer.landedAt(input) + CHALLENGE_WINDOW);
        require(!consumer.isFinal(input), "final on the window's last block");
        vm.roll(block.number + 1);
        require(consumer.isFinal(input), "not final after the window");
        uint256 pool = market.settleSingle(ts, s);
        _eq(pool, 0, "pool");
        vm.prank(op[0]);
        require(market.claim(pool, s.nonSignerKeys) > 0, "a signer's share");
        // a quorum pool is no sharded pool: a list of signers naming the caller does not open it
        vm.prank(op[1]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.NonSignersMismatch.selector, pool));
        market.claimSharded(pool, _ids(1));
    }

    // ------------------------------------------------------------------ the recorded signer set

    /// A two-thirds coalition (operators 1 and 2) re-signs the landed answer without operator 0, its
    /// co-signer, and settles with that signature to take the whole pool: the landing record names all
    /// three, so the coalition's settlement pays nothing and the landed signature pays every signer.
    function test_coalitionCannotCutItsCoSigners() public {
        (Transition[] memory ts, QuorumSignature memory all) = _land(input, ALL, 4, _previous());
        QuorumSignature memory coalition = _signedBy(COALITION, consumer.transitionDigest(ts[0]), ts[0].referenceBlock);
        _pastWindow(input);
        _eq(market.settleSingle(ts, coalition), type(uint256).max, "the coalition's settlement pays nothing");
        _eq(market.pools(), 0, "no pool");
        uint256 pool = market.settleSingle(ts, all);
        vm.prank(op[0]);
        require(market.claim(pool, all.nonSignerKeys) > 0, "the co-signer is paid");
    }

    // ------------------------------------------------------------------ time from the record

    /// The quorum answers 9 blocks after the deadline but signs at the request's block: μ is timed by the
    /// block the answer landed in (no bonus), not by the backdated reference block (the most bonus).
    function test_backdatedAnswerGetsNoBonus() public {
        uint32 asked = uint32(deadline - SLA);
        vm.roll(deadline + 9);
        (Transition[] memory ts, QuorumSignature memory s) = _land(input, ALL, 4, asked);
        uint256 rw = _rateWork(input);
        _pastWindow(input);
        uint256 pool = market.settleSingle(ts, s);
        _eq(market.poolOf(pool).amount, rw, "mu = 1 for a late landing");
    }

    /// An answer landed two blocks after the request earns μ by its landing block.
    function test_earlyAnswerEarnsItsBonus() public {
        vm.roll(deadline - SLA + 2);
        (Transition[] memory ts, QuorumSignature memory s) = _land(input, ALL, 4, _previous());
        uint256 rw = _rateWork(input);
        _pastWindow(input);
        uint256 pool = market.settleSingle(ts, s);
        _eq(market.poolOf(pool).amount, rw * market.mu(deadline, deadline - SLA + 2) / 1000, "mu of the landing block");
    }

    /// An answer landed after the deadline does not erase the no-show: operator 0, which accepted and did
    /// not show its answer in time, is slashed; operator 1, which proved the very answer that landed, is
    /// not. (The old market refused every report once anything had landed.)
    function test_lateLandingDoesNotEraseTheNoShow() public {
        vm.roll(deadline);
        Transition memory t = _transition(input, 4, _previous());
        QuorumSignature memory one = _alone(1, 1, consumer.transitionDigest(t), t.referenceBlock);
        market.proveAnswered(t, one, _ids(1));
        vm.roll(deadline + 5);
        QuorumSignature memory s = _signedBy(ALL, consumer.transitionDigest(t), t.referenceBlock);
        consumer.verifyAndUpdate(t, s, ROOT, _tokens(4));
        uint96 before = registry.stakeOf(op[0]);
        _report(0);
        _eq(registry.stakeOf(op[0]), before - before / 10, "late: slashed");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.Answered.selector, input, op[1]));
        this.report(1);
    }

    /// Landed by the deadline: no member is a no-show.
    function test_landingByTheDeadlineIsNoNoShow() public {
        vm.roll(deadline);
        _land(input, ALL, 4, _previous());
        vm.roll(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.TaskLanded.selector, input));
        this.report(0);
    }

    /// Operator 0 escapes the no-show slash by proving a signature over garbage in time, while the real
    /// answer lands late: a proof counts only for the value that landed. Which value was right is the
    /// dispute game's to say, so the report waits for the landed answer to be final.
    function test_provenGarbageDoesNotExcuse() public {
        _fix(input, deadline); // drawn while its block is in the BLOCKHASH window
        vm.roll(deadline);
        Transition memory garbage = _answer(input);
        market.proveAnswered(garbage, _alone(0, 0, consumer.transitionDigest(garbage), garbage.referenceBlock), _ids(0));
        vm.roll(deadline + 5);
        _land(input, ALL, 4, _previous());
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        this.report(0);
        _pastWindow(input);
        uint96 before = registry.stakeOf(op[0]);
        _report(0);
        _eq(registry.stakeOf(op[0]), before - before / 10, "garbage does not excuse");
    }

    /// The other way round: operator 0 proved the right answer in time, and a lying quorum (1 and 2) lands
    /// another one after the deadline. The honest prover is never slashed: the lie is challenged and
    /// invalidated, never final, so the report never goes through.
    function test_honestProofIsNotSlashedByALateLie() public {
        _fix(input, deadline); // drawn while its block is in the BLOCKHASH window
        vm.roll(deadline);
        Transition memory right = _transition(input, 4, _previous());
        market.proveAnswered(right, _alone(0, 0, consumer.transitionDigest(right), right.referenceBlock), _ids(0));
        vm.roll(deadline + 5);
        (Transition[] memory lie,) = _land(input, COALITION, 3, _previous()); // a count other than n: wrong
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        this.report(0);
        uint256 c = _openBy(lie[0], 3, COALITION);
        game.resolve(c, abi.encode(consumer.LIABLE_QUORUM(), _nonSigners(COALITION), _signerIds(COALITION)));
        _pastWindow(input);
        uint96 before = registry.stakeOf(op[0]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        this.report(0);
        _eq(registry.stakeOf(op[0]), before, "the honest prover keeps its stake");
    }

    function report(uint256 i) external {
        _report(i);
    }

    // ------------------------------------------------------------------ the small ones

    /// A free direct request on the consumer no longer front-runs a paid one; a second payment of an open
    /// task is refused.
    function test_freeRequestCannotFrontRunAPaidOne() public {
        consumer.request(_prompt(7), 4);
        (bytes32 in_,) = _pay(7);
        require(in_ == consumer.inputHash(_prompt(7), 4), "paid");
        uint256 fee = market.feeFor(CLASS, 2, 4);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.AlreadyPaid.selector, in_));
        market.request{value: fee}(_prompt(7), 4, CLASS);
    }

    /// Paying again for an answered prompt is refused with the consumer's AlreadyAnswered, even while the
    /// first task is open (landed, not yet final): the answer is there to read.
    function test_answeredPromptIsNotPaidAgain() public {
        (Transition[] memory ts,) = _land(input, ALL, 4, _previous());
        uint256 fee = market.feeFor(CLASS, 2, 4);
        uint256[] memory prompt = _prompt(1);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.AlreadyAnswered.selector, input, ts[0].newValue));
        market.request{value: fee}(prompt, 4, CLASS);
    }

    /// A task that expired unanswered and was reclaimed can be paid for again (its slot stays REQUESTED).
    function test_expiredTaskCanBePaidAgain() public {
        vm.roll(deadline + GRACE + 1);
        market.reclaim(input);
        (bytes32 again, uint64 due) = _pay(1);
        require(again == input && due == block.number + SLA, "paid again, with a new deadline");
    }

    /// A batch whose second item names another reference block: the item is skipped at landing, and
    /// settling the batch pays the first item and skips the second (the old market reverted the whole
    /// batch, locking the landed item's fee).
    function test_mixedBatchSettlesItsLandedItem() public {
        (bytes32 other,) = _pay(2);
        vm.roll(block.number + 2);
        Transition[] memory ts = new Transition[](2);
        ts[0] = _transition(input, 4, _previous());
        ts[1] = _transition(other, 4, _previous() - 1);
        bytes32[] memory digests = new bytes32[](2);
        (digests[0], digests[1]) = (consumer.transitionDigest(ts[0]), consumer.transitionDigest(ts[1]));
        QuorumSignature memory s = _signedBy(ALL, consumer.batchDigest(digests), ts[0].referenceBlock);
        bytes32[] memory roots = new bytes32[](2);
        (roots[0], roots[1]) = (ROOT, ROOT);
        bytes memory packed = abi.encodePacked(uint32(4), uint32(40), uint32(41), uint32(42), uint32(43));
        _eq(consumer.verifyAndUpdateBatch(ts, roots, bytes.concat(packed, packed), s, new uint256[](0)), 1, "landed");
        _pastWindow(input);
        _eq(market.settle(ts, s), 0, "the landed item paid");
        (address payer,,,) = market.tasks(other);
        require(payer == address(this), "the other task is still open");
    }

    /// An answer `infer` computed on chain is final at once and nobody signed it: its payer takes the fee
    /// back (the old market locked it).
    function test_inferredAnswerRefundsItsPayer() public {
        consumer.infer(_prompt(1), 4);
        require(consumer.isFinal(input), "computed on chain: final");
        (,, uint128 fee,) = market.tasks(input);
        market.reclaim(input);
        _eq(market.balanceOf(address(this)), fee, "fee back");
    }

    /// settleSharded pays only an answer a sharded committee landed: a quorum landing (or a consumer
    /// without shards) is not one, and its pool's claims cannot be made as a sharded pool's. (The sharded
    /// path itself: devnet/stack's sharded market test.)
    function test_RevertWhen_settlingAQuorumLandingAsSharded() public {
        (Transition[] memory ts,) = _land(input, ALL, 4, _previous());
        _pastWindow(input);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.NotShardedLanding.selector, input));
        market.settleSharded(ts[0], new bytes32[][](0), new bytes32[2][](0));
    }

    receive() external payable {}
}
