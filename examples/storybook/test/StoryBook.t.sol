// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Failure, IDeepcallConsumer, IDeepcallMarket, IDeepcallRelay} from "@deepcall/contracts/IDeepcall.sol";
import {DeepcallReceiver} from "@deepcall/contracts/DeepcallReceiver.sol";
import {StoryBook} from "../src/StoryBook.sol";

/// @notice The few forge cheatcodes these tests use (no forge-std: nothing to install).
interface Vm {
    function prank(address sender) external;
    function deal(address who, uint256 balance) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit() external;
}

/// @notice A STAND-IN market for StoryBook's unit tests: it holds the fees the stand-in relay escrows and
/// refunds a failed request's fee to its requester's balance, as TaskMarket's reclaim does.
contract MarketStandIn is IDeepcallMarket {
    mapping(address => uint256) public balanceOf;

    function hold() external payable {}

    function refund(address to, uint256 fee) external {
        balanceOf[to] += fee;
    }

    function withdraw() external {
        uint256 b = balanceOf[msg.sender];
        balanceOf[msg.sender] = 0;
        (bool ok,) = msg.sender.call{value: b}("");
        require(ok, "market: transfer");
    }
}

/// @notice A STAND-IN for DeepcallRelay, for StoryBook's unit tests only. It keeps requests and calls the app
/// back as the real relay does (with exactly the request's gas, recording whether the callback returned, the
/// request ended before the call), but it takes whatever it is handed as the final answer: finality and the
/// answer's check against LLMConsumer are the real relay's, tested with the real contracts in the repository's
/// contracts/test/DeepcallRelay.t.sol and on the devnet.
contract RelayStandIn is IDeepcallRelay {
    uint256 public constant MAX_CALLBACK_GAS = 5_000_000;
    /// A fee of 1 gwei a token of prompt and answer.
    uint256 public constant PRICE = 1 gwei;

    MarketStandIn internal immutable _market = new MarketStandIn();
    uint256 public nextRequestId = 1;
    mapping(uint256 => Request) internal _requests;
    mapping(uint256 => uint256) public feeOf;
    uint256[] internal _lastPrompt;
    uint256 public lastN;
    bytes32 public lastClass;
    bool public lastOk;
    uint256 public lastGas;

    function consumer() external pure returns (IDeepcallConsumer) {
        return IDeepcallConsumer(address(0));
    }

    function market() external view returns (IDeepcallMarket) {
        return _market;
    }

    function quote(uint256[] calldata prompt, uint256 n, bytes32) public pure returns (uint256) {
        return PRICE * (prompt.length + n);
    }

    function request(uint256[] calldata prompt, uint256 n, bytes32 class, uint32 callbackGas)
        external
        payable
        returns (uint256 requestId, bytes32 input)
    {
        if (callbackGas == 0 || callbackGas > MAX_CALLBACK_GAS) {
            revert BadCallbackGas(callbackGas, MAX_CALLBACK_GAS);
        }
        uint256 fee = quote(prompt, n, class);
        if (msg.value < fee) revert FeeTooLow(fee, msg.value);
        input = keccak256(abi.encodePacked(n, prompt.length, prompt));
        requestId = nextRequestId++;
        _requests[requestId] = Request({
            app: msg.sender,
            callbackGas: callbackGas,
            expiresAt: uint64(block.number + 30),
            input: input,
            reward: uint96(msg.value - fee)
        });
        feeOf[requestId] = fee;
        (_lastPrompt, lastN, lastClass) = (prompt, n, class);
        _market.hold{value: fee}();
    }

    function deliver(uint256 requestId, bytes32, uint256[] calldata tokens) external {
        Request memory r = _take(requestId);
        _callback(r, abi.encodeCall(DeepcallReceiver.onAnswer, (requestId, r.input, tokens)));
        _pay(r.reward);
    }

    function fail(uint256 requestId) external {
        failWith(requestId, Failure.Expired);
    }

    function failWith(uint256 requestId, Failure reason) public {
        Request memory r = _take(requestId);
        _market.refund(r.app, feeOf[requestId]);
        _callback(r, abi.encodeCall(DeepcallReceiver.onFailure, (requestId, r.input, reason)));
        _pay(r.reward);
    }

    function requestOf(uint256 requestId) external view returns (Request memory) {
        return _requests[requestId];
    }

    function lastPrompt() external view returns (uint256[] memory) {
        return _lastPrompt;
    }

    function _take(uint256 requestId) internal returns (Request memory r) {
        r = _requests[requestId];
        if (r.app == address(0)) revert UnknownRequest(requestId);
        delete _requests[requestId];
    }

    /// @dev The callback with exactly its limit; lastGas is what it cost, the call itself included.
    function _callback(Request memory r, bytes memory data) internal {
        uint256 limit = r.callbackGas;
        address app = r.app;
        bool ok;
        uint256 before = gasleft();
        assembly ("memory-safe") {
            ok := call(limit, app, 0, add(data, 0x20), mload(data), 0, 0)
        }
        lastGas = before - gasleft();
        lastOk = ok;
    }

    function _pay(uint96 reward) internal {
        (bool sent,) = msg.sender.call{value: reward}("");
        if (!sent) revert RewardTransferFailed();
    }
}

/// @notice StoryBook's own logic over the stand-in relay: pages minted only by the relay's callback, one in
/// flight, failures and stuck callbacks freeing the slot, the prompt window, owners and refunds, and the
/// callback's gas.
contract StoryBookTest {
    event log_named_uint(string key, uint256 val);

    Vm internal constant vm = Vm(address(uint160(uint256(keccak256("hevm cheat code")))));
    bytes32 internal constant CLASS = keccak256("cpu-avx512");
    uint256 internal constant N = 32;
    uint32 internal constant GAS = 200_000;
    uint256 internal constant REWARD = 0.001 ether;
    address internal constant ALICE = address(0xA11CE);
    address internal constant BOB = address(0xB0B);
    address internal constant DELIVERER = address(0xDE11);

    RelayStandIn internal relay;
    StoryBook internal book;
    uint256[] internal opening;

    receive() external payable {} // the reward of the requests this contract fails

    function setUp() public {
        relay = new RelayStandIn();
        opening = [uint256(1), 403, 261, 378];
        book = new StoryBook(relay, CLASS, N, GAS, opening);
        vm.deal(ALICE, 10 ether);
        vm.deal(BOB, 10 ether);
    }

    function _write(StoryBook b, address writer) internal returns (uint256 id) {
        uint256 value = b.quote() + REWARD;
        vm.prank(writer);
        return b.writePage{value: value}();
    }

    /// @dev `n` token ids below the vocabulary, different for each seed.
    function _tokens(uint256 n, uint256 seed) internal pure returns (uint256[] memory t) {
        t = new uint256[](n);
        for (uint256 i; i < n; i++) {
            t[i] = uint256(keccak256(abi.encode(seed, i))) % 512;
        }
    }

    function _deliver(uint256 id, uint256[] memory tokens) internal {
        vm.prank(DELIVERER);
        relay.deliver(id, bytes32(0), tokens);
    }

    function _eq(uint256[] memory a, uint256[] memory b, string memory what) internal pure {
        require(keccak256(abi.encode(a)) == keccak256(abi.encode(b)), what);
    }

    // ------------------------------------------------------------------ minting

    /// writePage only asks: the page exists once the relay calls back with the final answer, owned by its payer.
    function test_pageMintedOnlyByTheCallback() public {
        uint256 id = _write(book, ALICE);
        require(book.pages() == 0, "no page before the answer");
        (uint256 pendingId, address writer) = book.pending();
        require(pendingId == id && writer == ALICE, "pending");
        require(relay.lastN() == N && relay.lastClass() == CLASS, "request terms");
        _eq(relay.lastPrompt(), opening, "the first prompt is the opening");

        uint256[] memory tokens = _tokens(N, 1);
        vm.expectEmit();
        emit StoryBook.PageMinted(0, ALICE, relay.requestOf(id).input, tokens);
        _deliver(id, tokens);
        require(relay.lastOk(), "callback returned");
        require(book.pages() == 1, "one page");
        (uint256[] memory got, address owner) = book.page(0);
        _eq(got, tokens, "page tokens");
        require(owner == ALICE, "owner is the payer");
        (pendingId,) = book.pending();
        require(pendingId == 0, "nothing in flight");
    }

    /// Nobody but the relay reaches the callbacks: not the writer, not a would-be deliverer.
    function test_onlyTheRelayCallsBack() public {
        uint256 id = _write(book, ALICE);
        bytes32 input = relay.requestOf(id).input;
        address[2] memory callers = [ALICE, DELIVERER];
        for (uint256 i; i < callers.length; i++) {
            vm.prank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(DeepcallReceiver.OnlyRelay.selector, callers[i]));
            book.onAnswer(id, input, _tokens(N, 2));
            vm.prank(callers[i]);
            vm.expectRevert(abi.encodeWithSelector(DeepcallReceiver.OnlyRelay.selector, callers[i]));
            book.onFailure(id, input, Failure.Expired);
        }
        require(book.pages() == 0, "no page");
    }

    /// A callback for anything but the page in flight is refused (and recorded as failed by the relay).
    function test_callbackOfAnotherRequestRefused() public {
        uint256 id = _write(book, ALICE);
        vm.prank(address(relay));
        vm.expectRevert(abi.encodeWithSelector(StoryBook.UnexpectedRequest.selector, id + 1));
        book.onAnswer(id + 1, bytes32(0), _tokens(N, 3));
    }

    function test_onePageInFlight() public {
        uint256 id = _write(book, ALICE);
        uint256 value = book.quote() + REWARD;
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.PageInFlight.selector, id));
        book.writePage{value: value}();
        _deliver(id, _tokens(N, 4));
        _write(book, BOB); // the slot is free again
    }

    // ------------------------------------------------------------------ failures

    /// A failed request frees the slot, mints nothing, and its fee is the writer's to claim.
    function test_failureFreesTheSlotAndRefundsTheWriter() public {
        uint256 id = _write(book, ALICE);
        uint256 fee = relay.feeOf(id);
        require(fee > 0, "a fee was paid");
        vm.expectEmit();
        emit StoryBook.PageFailed(0, ALICE, id, relay.requestOf(id).input, Failure.Invalidated);
        relay.failWith(id, Failure.Invalidated);
        require(relay.lastOk(), "onFailure returned");
        require(book.pages() == 0, "no page");
        require(book.refundOf(ALICE) == fee, "fee owed to the writer");

        uint256 before = ALICE.balance;
        vm.prank(ALICE);
        book.claimRefund();
        require(ALICE.balance == before + fee, "refund paid");
        require(book.refundOf(ALICE) == 0, "claimed once");
        vm.prank(ALICE);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.NothingToClaim.selector));
        book.claimRefund();

        uint256 next = _write(book, BOB);
        _deliver(next, _tokens(N, 5));
        (, address owner) = book.page(0);
        require(owner == BOB, "the next page is Bob's");
    }

    /// A callback that runs out of its gas leaves the page in flight; release frees it once the relay ended
    /// the request, and not before.
    function test_releaseAfterAFailedCallback() public {
        StoryBook starved = new StoryBook(relay, CLASS, N, 30_000, opening);
        uint256 id = _write(starved, ALICE);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.StillOpen.selector, id));
        starved.release();
        _deliver(id, _tokens(N, 6));
        require(!relay.lastOk(), "the callback ran out of gas");
        require(starved.pages() == 0, "no page");
        vm.expectRevert(abi.encodeWithSelector(StoryBook.PageInFlight.selector, id));
        starved.writePage{value: 1 ether}();

        vm.expectEmit();
        emit StoryBook.PageReleased(id);
        starved.release();
        (uint256 pendingId,) = starved.pending();
        require(pendingId == 0, "released");
        vm.expectRevert(abi.encodeWithSelector(StoryBook.NoPageInFlight.selector));
        starved.release();
        _write(starved, BOB);
    }

    // ------------------------------------------------------------------ prompts and pages

    /// The prompt is the story's last SEQ_LEN - n tokens: all of it while shorter, then a sliding window.
    function test_promptWindow() public {
        uint256 n = 100; // window 412: the fifth page overflows it
        StoryBook wide = new StoryBook(relay, CLASS, n, 1_000_000, opening);
        require(wide.window() == 412, "window");
        uint256 total = opening.length;
        for (uint256 p; p < 6; p++) {
            uint256 id = _write(wide, p % 2 == 0 ? ALICE : BOB);
            uint256[] memory prompt = relay.lastPrompt();
            uint256[] memory story = wide.story();
            require(story.length == total, "story length");
            uint256 want = total < 412 ? total : 412;
            require(prompt.length == want, "prompt length");
            require(prompt.length + n <= wide.SEQ_LEN(), "prompt and page fit the context");
            for (uint256 i; i < want; i++) {
                require(prompt[i] == story[total - want + i], "prompt is the story's end");
            }
            _eq(prompt, wide.nextPrompt(), "nextPrompt is what was asked");
            _deliver(id, _tokens(n, 10 + p));
            total += n;
        }
    }

    /// The story is the opening then the pages in order; each page is its payer's, not its deliverer's.
    function test_storyAndOwners() public {
        uint256[] memory want = opening;
        address[3] memory writers = [ALICE, BOB, ALICE];
        for (uint256 p; p < writers.length; p++) {
            uint256 id = _write(book, writers[p]);
            uint256[] memory tokens = _tokens(N, 20 + p);
            _deliver(id, tokens);
            want = _concat(want, tokens);
            (uint256[] memory got, address owner) = book.page(p);
            _eq(got, tokens, "page");
            require(owner == writers[p], "owner");
        }
        _eq(book.story(), want, "story");
        vm.expectRevert(abi.encodeWithSelector(StoryBook.NoSuchPage.selector, 3));
        book.page(3);
    }

    /// msg.value above the fee is the deliverer's reward: nothing comes back to the writer.
    function test_valueAboveTheFeeRewardsTheDeliverer() public {
        uint256 fee = book.quote();
        uint256 before = ALICE.balance;
        uint256 id = _write(book, ALICE);
        require(ALICE.balance == before - fee - REWARD, "writer paid fee and reward");
        require(relay.requestOf(id).reward == REWARD, "reward");
        _deliver(id, _tokens(N, 30));
        require(DELIVERER.balance == REWARD, "deliverer rewarded");
        require(address(book).balance == 0, "the book keeps nothing");

        fee = book.quote();
        vm.prank(BOB);
        vm.expectRevert(abi.encodeWithSelector(IDeepcallRelay.FeeTooLow.selector, fee, fee - 1));
        book.writePage{value: fee - 1}();
    }

    function test_constructorChecks() public {
        uint256[] memory none = new uint256[](0);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.BadPageLength.selector, 0));
        new StoryBook(relay, CLASS, 0, GAS, opening);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.BadPageLength.selector, 512));
        new StoryBook(relay, CLASS, 512, GAS, opening);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.BadCallbackGas.selector, 5_000_001));
        new StoryBook(relay, CLASS, N, 5_000_001, opening);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.EmptyOpening.selector));
        new StoryBook(relay, CLASS, N, GAS, none);
        uint256[] memory bad = new uint256[](2);
        (bad[0], bad[1]) = (1, 512);
        vm.expectRevert(abi.encodeWithSelector(StoryBook.BadToken.selector, 512));
        new StoryBook(relay, CLASS, N, GAS, bad);
    }

    /// Ether reaches the book only as the market's refunds.
    function test_refusesStrayEther() public {
        vm.prank(ALICE);
        (bool ok,) = address(book).call{value: 1}("");
        require(!ok, "stray ether refused");
    }

    // ------------------------------------------------------------------ gas

    /// What a page's callback costs (the relay's CALL included), logged for the README; it must fit GAS.
    function test_callbackGas() public {
        uint256 id = _write(book, ALICE);
        _deliver(id, _tokens(N, 40));
        require(relay.lastOk(), "callback returned");
        emit log_named_uint("StoryBook onAnswer gas, first page of 32 tokens", relay.lastGas());
        uint256 first = relay.lastGas();
        id = _write(book, BOB);
        _deliver(id, _tokens(N, 41));
        emit log_named_uint("StoryBook onAnswer gas, second page of 32 tokens", relay.lastGas());
        require(first < GAS && relay.lastGas() < GAS, "callback fits its limit");

        id = _write(book, ALICE);
        relay.failWith(id, Failure.Expired);
        emit log_named_uint("StoryBook onFailure gas", relay.lastGas());
    }

    function _concat(uint256[] memory a, uint256[] memory b) internal pure returns (uint256[] memory c) {
        c = new uint256[](a.length + b.length);
        for (uint256 i; i < a.length; i++) {
            c[i] = a[i];
        }
        for (uint256 i; i < b.length; i++) {
            c[a.length + i] = b[i];
        }
    }
}
