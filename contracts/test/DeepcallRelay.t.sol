// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {LandingFixture} from "./LandingFixture.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {DeepcallRelay, IRelayConsumer, IRelayMarket} from "../src/DeepcallRelay.sol";
import {Failure, IDeepcallRelay} from "../package/src/IDeepcall.sol";
import {DeepcallReceiver} from "../package/src/DeepcallReceiver.sol";

/// @notice An app as a developer writes one: it records what it is called back with.
contract RecordingApp is DeepcallReceiver {
    uint256 public answered;
    uint256[] public lastTokens;
    uint256 public failed;
    Failure public lastFailure;
    bool public revertNext;
    uint256 public burn; // gas to burn in the callback

    constructor(IDeepcallRelay r) DeepcallReceiver(r) {}

    receive() external payable {}

    function ask(uint256[] memory prompt, uint256 n, bytes32 class, uint32 gas, uint256 value)
        external
        returns (uint256 id, bytes32 input)
    {
        return _request(prompt, n, class, gas, value);
    }

    function setRevert(bool r) external {
        revertNext = r;
    }

    function setBurn(uint256 g) external {
        burn = g;
    }

    function withdrawRefunds() external {
        _withdrawRefunds();
    }

    function _onAnswer(uint256, bytes32, uint256[] calldata tokens) internal override {
        if (revertNext) revert("app: no");
        uint256 stop = gasleft() > burn ? gasleft() - burn : 0;
        while (gasleft() > stop) {}
        answered++;
        lastTokens = tokens;
    }

    function _onFailure(uint256, bytes32, Failure reason) internal override {
        if (revertNext) revert("app: no");
        failed++;
        lastFailure = reason;
    }
}

/// @notice A callback that returns a megabyte: the relay must not copy it.
contract ReturnBomb {
    fallback() external {
        assembly {
            return(0, 1000000)
        }
    }
}

/// @notice A deliverer that re-enters deliver from the callback.
contract Reentrant {
    DeepcallRelay internal relay;
    uint256 internal id;
    bytes32 internal root;
    uint256[] internal tokens;
    bool public reentered;

    constructor(DeepcallRelay r) {
        relay = r;
    }

    function arm(uint256 id_, bytes32 root_, uint256[] memory tokens_) external {
        (id, root, tokens) = (id_, root_, tokens_);
    }

    function onAnswer(uint256, bytes32, uint256[] calldata) external {
        try relay.deliver(id, root, tokens) {
            reentered = true;
        } catch {}
    }

    receive() external payable {}
}

/// @notice DeepcallRelay over the real consumer, market and dispute game: request with a callback, delivery
/// only of the final answer, and every way a requester, deliverer or app could try to gain.
contract DeepcallRelayTest is LandingFixture {
    uint32 internal constant GAS = 200_000;
    uint256 internal constant REWARD = 0.001 ether;
    address internal constant DELIVERER = address(0xDE11);
    DeepcallRelay internal relay;
    RecordingApp internal app;

    receive() external payable {} // a deliverer's reward

    function setUp() public override {
        super.setUp();
        relay = new DeepcallRelay(IRelayConsumer(address(consumer)), IRelayMarket(address(market)));
        app = new RecordingApp(relay);
        vm.deal(address(app), 10 ether);
    }

    function _ask(uint256 first) internal returns (uint256 id, bytes32 in_) {
        uint256 fee = relay.quote(_prompt(first), 4, CLASS);
        return app.ask(_prompt(first), 4, CLASS, GAS, fee + REWARD);
    }

    /// @dev Lands the 4-token answer of `in_` with every operator's signature and rolls it final.
    function _final(bytes32 in_) internal {
        _land(in_, ALL, 4, _previous());
        _pastWindow(in_);
    }

    function _deliver(uint256 id) internal {
        vm.prank(DELIVERER);
        relay.deliver(id, ROOT, _tokens(4));
    }

    // ------------------------------------------------------------------ request

    /// The app pays the market fee as the task's payer, and the rest is the delivery reward.
    function test_requestPaysTheMarketAsTheApp() public {
        uint256 fee = relay.quote(_prompt(7), 4, CLASS);
        _eq(fee, market.feeFor(CLASS, 2, 4), "quote");
        (uint256 id, bytes32 in_) = _ask(7);
        (address payer,, uint128 paid,) = market.tasks(in_);
        require(payer == address(app), "payer");
        _eq(paid, fee, "fee");
        IDeepcallRelay.Request memory r = relay.requestOf(id);
        require(r.app == address(app) && r.input == in_, "request");
        _eq(r.reward, REWARD, "reward");
        _eq(r.expiresAt, block.number + SLA + GRACE, "expiry");
        require(consumer.requested(in_), "slot requested");
    }

    /// A second request of an input already paid for pays no second fee: it waits on the same task.
    function test_requestOfAPaidInputPaysOnlyTheReward() public {
        _eq(relay.quote(_prompt(1), 4, CLASS), 0, "the fixture paid input 1");
        uint256 before = address(market).balance;
        (uint256 id,) = app.ask(_prompt(1), 4, CLASS, GAS, REWARD);
        _eq(address(market).balance, before, "no fee");
        (, uint64 due,,) = market.tasks(input);
        _eq(relay.requestOf(id).expiresAt, due + GRACE, "the task's expiry");
    }

    function test_RevertWhen_requestUnderpays() public {
        uint256 fee = relay.quote(_prompt(7), 4, CLASS);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.FeeTooLow.selector, fee, fee - 1));
        app.ask(_prompt(7), 4, CLASS, GAS, fee - 1);
    }

    /// requestFor names the payer whose balance takes the refunds: naming nobody would strand them.
    function test_RevertWhen_requestForNobody() public {
        uint256 fee = market.feeFor(CLASS, 2, 4);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.ZeroPayer.selector));
        market.requestFor{value: fee}(_prompt(7), 4, CLASS, address(0));
    }

    function test_RevertWhen_callbackGasOutOfRange() public {
        uint256 max = relay.MAX_CALLBACK_GAS();
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.BadCallbackGas.selector, max + 1, max));
        app.ask(_prompt(7), 4, CLASS, uint32(max + 1), 1 ether);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.BadCallbackGas.selector, 0, max));
        app.ask(_prompt(7), 4, CLASS, 0, 1 ether);
    }

    // ------------------------------------------------------------------ deliver

    /// The whole path: requested, landed, final, delivered; the app gets the tokens, the deliverer the
    /// reward, and the request is over.
    function test_finalAnswerIsDelivered() public {
        (uint256 id, bytes32 in_) = _ask(7);
        _final(in_);
        require(consumer.isFinalAnswer(in_, ROOT, _tokens(4)), "final answer");
        _deliver(id);
        _eq(app.answered(), 1, "answered");
        _eq(app.lastTokens(3), 43, "tokens");
        _eq(DELIVERER.balance, REWARD, "reward");
        require(relay.requestOf(id).app == address(0), "closed");
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.UnknownRequest.selector, id));
        _deliver(id);
    }

    /// An answer that landed but can still be challenged is not delivered: an app acts only on what
    /// nobody can overturn.
    function test_RevertWhen_deliveringBeforeFinality() public {
        (uint256 id, bytes32 in_) = _ask(7);
        _land(in_, ALL, 4, _previous());
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.NotFinal.selector, in_));
        _deliver(id);
    }

    /// A deliverer cannot hand the app other tokens than the landed answer's.
    function test_RevertWhen_deliveringOtherTokens() public {
        (uint256 id, bytes32 in_) = _ask(7);
        _final(in_);
        uint256[] memory forged = _tokens(4);
        forged[0] = 1;
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.WrongAnswer.selector, in_));
        relay.deliver(id, ROOT, forged);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.WrongAnswer.selector, in_));
        relay.deliver(id, keccak256("another root"), _tokens(4));
    }

    /// A reverting callback ends the request all the same: the answer stays final and readable, the fee is
    /// settled as usual, the deliverer is paid.
    function test_revertingCallbackLocksNothing() public {
        (uint256 id, bytes32 in_) = _ask(7);
        app.setRevert(true);
        (Transition[] memory ts, QuorumSignature memory s) = _land(in_, ALL, 4, _previous());
        _pastWindow(in_);
        _deliver(id);
        _eq(DELIVERER.balance, REWARD, "reward");
        require(consumer.isFinalAnswer(in_, ROOT, _tokens(4)), "still final");
        _eq(market.settleSingle(ts, s), 0, "the fee settles");
    }

    /// A callback that burns its whole limit, or returns a megabyte, costs the relay nothing more.
    function test_hostileCallbacksAreContained() public {
        (uint256 id, bytes32 in_) = _ask(7);
        app.setBurn(type(uint256).max);
        _final(in_);
        _deliver(id);

        ReturnBomb bomb = new ReturnBomb();
        uint256 fee = relay.quote(_prompt(8), 4, CLASS);
        vm.deal(address(bomb), 1 ether);
        vm.prank(address(bomb));
        (uint256 id2, bytes32 in2) = relay.request{value: fee}(_prompt(8), 4, CLASS, GAS);
        _final(in2);
        uint256 g = gasleft();
        relay.deliver(id2, ROOT, _tokens(4));
        require(g - gasleft() < GAS + 100_000, "return data copied");
    }

    /// A deliverer cannot starve the callback (EIP-150's 63/64) to make it fail: the delivery reverts
    /// instead, and the request stays open.
    function test_RevertWhen_deliveringWithTooLittleGas() public {
        (uint256 id, bytes32 in_) = _ask(7);
        _final(in_);
        bytes memory call = abi.encodeCall(DeepcallRelay.deliver, (id, ROOT, _tokens(4)));
        (bool ok,) = address(relay).call{gas: GAS}(call);
        require(!ok, "delivered with too little gas");
        require(relay.requestOf(id).app == address(app), "still open");
        _deliver(id);
        _eq(app.answered(), 1, "answered in full");
    }

    /// A callback that re-enters deliver cannot end its request twice.
    function test_reentrantDeliveryEndsOnce() public {
        Reentrant r = new Reentrant(relay);
        uint256 fee = relay.quote(_prompt(7), 4, CLASS);
        vm.deal(address(r), 1 ether);
        vm.prank(address(r));
        (uint256 id, bytes32 in_) = relay.request{value: fee + REWARD}(_prompt(7), 4, CLASS, GAS);
        _final(in_);
        r.arm(id, ROOT, _tokens(4));
        _deliver(id);
        require(!r.reentered(), "delivered twice");
        _eq(DELIVERER.balance, REWARD, "one reward");
    }

    /// Only the relay calls an app back.
    function test_RevertWhen_anyoneElseCallsBack() public {
        vm.expectRevert(abi.encodeWithSelector(DeepcallReceiver.OnlyRelay.selector, address(this)));
        app.onAnswer(1, input, _tokens(4));
        vm.expectRevert(abi.encodeWithSelector(DeepcallReceiver.OnlyRelay.selector, address(this)));
        app.onFailure(1, input, Failure.Expired);
    }

    // ------------------------------------------------------------------ fail

    /// An invalidated answer fails its request: onFailure runs, the whole fee is back with the app.
    function test_invalidatedAnswerFailsAndRefunds() public {
        (uint256 id, bytes32 in_) = _ask(7);
        (,, uint128 fee,) = market.tasks(in_);
        (Transition[] memory ts,) = _land(in_, ALL, 3, _previous()); // 3 tokens of n = 4: wrong
        uint256 c = _openOf(ts[0], 7, 3, ALL);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.NotFailed.selector, in_));
        relay.fail(id);
        _pastWindow(in_);
        game.resolve(c, abi.encode(consumer.LIABLE_QUORUM(), new bytes32[](0), _sortedIds()));
        vm.prank(DELIVERER);
        relay.fail(id);
        _eq(app.failed(), 1, "onFailure");
        require(app.lastFailure() == Failure.Invalidated, "reason");
        _eq(market.balanceOf(address(app)), fee, "fee refunded");
        uint256 before = address(app).balance;
        app.withdrawRefunds();
        _eq(address(app).balance - before, fee, "withdrawn");
        _eq(DELIVERER.balance, REWARD, "reward");
    }

    /// A request nobody answered fails after its expiry, not before, and refunds the fee.
    function test_expiredRequestFailsAndRefunds() public {
        (uint256 id, bytes32 in_) = _ask(7);
        (,, uint128 fee,) = market.tasks(in_);
        uint64 expiry = relay.requestOf(id).expiresAt;
        vm.roll(expiry);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.NotFailed.selector, in_));
        relay.fail(id);
        vm.roll(expiry + 1);
        relay.fail(id);
        require(app.lastFailure() == Failure.Expired, "reason");
        _eq(market.balanceOf(address(app)), fee, "fee refunded");
    }

    /// A landed answer never expires: however late it is final, it is delivered, not failed.
    function test_RevertWhen_failingALandedAnswer() public {
        (uint256 id, bytes32 in_) = _ask(7);
        vm.roll(relay.requestOf(id).expiresAt);
        _land(in_, ALL, 4, _previous());
        vm.roll(block.number + 100);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.NotFailed.selector, in_));
        relay.fail(id);
    }

    /// An expired paid task no longer blocks the input: a new request reclaims it (for its payer) and
    /// pays anew.
    function test_requestAfterAnExpiredTaskPaysAnew() public {
        (, uint64 due,,) = market.tasks(input);
        vm.roll(due + GRACE + 1);
        uint256 fee = relay.quote(_prompt(1), 4, CLASS);
        _eq(fee, market.feeFor(CLASS, 2, 4), "a fee again");
        (, bytes32 in_) = app.ask(_prompt(1), 4, CLASS, GAS, fee);
        (address payer,,,) = market.tasks(in_);
        require(payer == address(app), "the app pays now");
        require(market.balanceOf(address(this)) > 0, "the old payer refunded");
    }

    // ------------------------------------------------------------------ gas (forge snapshot)

    /// Gas of an app's request with a callback (the market fee escrowed, the slot requested): the snapshot
    /// meters the request alone.
    function test_gas_requestWithCallback() public {
        vm.pauseGasMetering();
        uint256[] memory prompt = _prompt(7);
        uint256 value = relay.quote(prompt, 4, CLASS) + REWARD;
        vm.resumeGasMetering();
        app.ask(prompt, 4, CLASS, GAS, value);
    }

    /// Gas of a delivery of 4 tokens to a callback that does nothing: the relay's own cost (the checks of
    /// finality and the answer, the call, the reward).
    function test_gas_deliverToAnEmptyCallback() public {
        vm.pauseGasMetering();
        NoopApp noop = new NoopApp(relay);
        uint256 fee = relay.quote(_prompt(7), 4, CLASS);
        vm.deal(address(noop), 1 ether);
        vm.prank(address(noop));
        (uint256 id, bytes32 in_) = relay.request{value: fee + REWARD}(_prompt(7), 4, CLASS, GAS);
        _final(in_);
        uint256[] memory tokens = _tokens(4);
        vm.resumeGasMetering();
        relay.deliver(id, ROOT, tokens);
    }

    /// How an app reads a final answer of 32 tokens: the tokens in calldata checked against the slot's hash
    /// (isFinalAnswer), against test_gas_storeTokens32, what storing them would add to each landing.
    function test_gas_isFinalAnswer32() public {
        vm.pauseGasMetering();
        uint256[] memory tokens = _tokens(32);
        Transition memory t = _transition(input, 32, _previous());
        consumer.verifyAndUpdate(t, _signedBy(ALL, consumer.transitionDigest(t), t.referenceBlock), ROOT, tokens);
        _pastWindow(input);
        vm.resumeGasMetering();
        require(consumer.isFinalAnswer(input, ROOT, tokens), "final answer");
    }

    function test_gas_storeTokens32() public {
        vm.pauseGasMetering();
        StoredTokens s = new StoredTokens();
        bytes memory packed = abi.encodePacked(keccak256("0"), keccak256("1"), keccak256("2"), keccak256("3")); // 32 token ids, 4 bytes each
        vm.resumeGasMetering();
        s.store(input, packed);
    }

    /// Gas of a delivery of 4 tokens to RecordingApp, which stores them (4 new words) and counts.
    function test_gas_deliverToARecordingApp() public {
        vm.pauseGasMetering();
        (uint256 id, bytes32 in_) = _ask(7);
        _final(in_);
        uint256[] memory tokens = _tokens(4);
        vm.resumeGasMetering();
        relay.deliver(id, ROOT, tokens);
    }
}

/// @notice What storing an answer's tokens would add to every landing: the tokens packed 4 bytes each, as
/// LLMConsumer's Updated event carries them, written to fresh storage (the alternative to checking them in
/// calldata against the one stored hash, isFinalAnswer).
contract StoredTokens {
    mapping(bytes32 input => bytes) internal _tokens;

    function store(bytes32 input, bytes calldata packed) external {
        _tokens[input] = packed;
    }
}

/// @notice An app whose callbacks do nothing: what delivery costs beyond the app's own work.
contract NoopApp is DeepcallReceiver {
    constructor(IDeepcallRelay r) DeepcallReceiver(r) {}

    function _onAnswer(uint256, bytes32, uint256[] calldata) internal override {}
}
