// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {DeepcallReceiver} from "@deepcall/contracts/DeepcallReceiver.sol";
import {Failure, IDeepcallRelay} from "@deepcall/contracts/IDeepcall.sol";

/// @title StoryBook
/// @notice A story the model writes a page at a time. Anyone pays for the next page (`writePage`); the page is
/// minted to whoever paid for it when deepcall's answer is final, through the relay's callback, and never
/// before. One page is in flight at a time. The model is stories260K (a 512-token vocabulary, a context of
/// 512 tokens): each prompt is the end of the story so far, at most SEQ_LEN - pageLength tokens.
contract StoryBook is DeepcallReceiver {
    /// @notice The model's context: a prompt and its page fit in it.
    uint256 public constant SEQ_LEN = 512;
    /// @notice The model's vocabulary: every token id is below it.
    uint256 public constant VOCAB = 512;

    /// @notice The capacity class the pages are computed on: keccak256 of its name.
    bytes32 public immutable class;
    /// @notice The tokens of a page: what each request asks the model for.
    uint256 public immutable pageLength;
    /// @notice The gas each page's callback may use (the relay gives it exactly this).
    uint32 public immutable callbackGas;
    /// @notice The most tokens of the story a prompt holds: SEQ_LEN - pageLength.
    uint256 public immutable window;

    /// @dev Token ids 4 bytes each, big-endian (as LLMConsumer's Updated event carries them): a page of
    /// 32 tokens is 4 storage words.
    struct Page {
        address owner;
        bytes tokens;
    }

    address internal immutable _market;
    bytes internal _opening;
    Page[] internal _pages;
    /// @dev The relay's id of the page in flight (0: none), who pays for it and the market fee it escrowed.
    uint256 internal _pendingId;
    address internal _writer;
    uint96 internal _fee;

    /// @notice What each writer may claim: the market fees of its pages that failed.
    mapping(address writer => uint256) public refundOf;

    /// @notice `writer` paid for page `page` (relay request `requestId`, the model's input `input`): `fee` to the
    /// market, `reward` to whoever delivers the answer.
    event PageRequested(
        uint256 indexed page, address indexed writer, uint256 requestId, bytes32 input, uint256 fee, uint256 reward
    );
    /// @notice Page `page` was written: the final answer `tokens` of `input`, owned by `owner`, who paid for it.
    event PageMinted(uint256 indexed page, address indexed owner, bytes32 input, uint256[] tokens);
    /// @notice The request of page `page` will never be answered (`reason`); `writer` may claim its fee back.
    event PageFailed(uint256 indexed page, address indexed writer, uint256 requestId, bytes32 input, Failure reason);
    /// @notice The relay ended request `requestId` without a successful callback; the next page may be written.
    event PageReleased(uint256 indexed requestId);

    /// @notice A page length of zero, or one that leaves no room for a prompt in SEQ_LEN.
    error BadPageLength(uint256 pageLength);
    /// @notice A callback gas limit the relay would refuse.
    error BadCallbackGas(uint256 callbackGas);
    /// @notice A story needs an opening of at least one token.
    error EmptyOpening();
    /// @notice A token id outside the model's vocabulary.
    error BadToken(uint256 token);
    /// @notice writePage while page request `requestId` is in flight.
    error PageInFlight(uint256 requestId);
    /// @notice release with no page in flight.
    error NoPageInFlight();
    /// @notice release while the relay may still call back for request `requestId`.
    error StillOpen(uint256 requestId);
    /// @notice A callback for request `requestId`, which is not the page in flight.
    error UnexpectedRequest(uint256 requestId);
    /// @notice page(i) past the last page.
    error NoSuchPage(uint256 page);
    /// @notice claimRefund with nothing to claim.
    error NothingToClaim();
    /// @notice The refund could not be sent.
    error RefundFailed();
    /// @notice Ether from anyone but the market (the book takes ether only as refunds).
    error NotMarket(address sender);

    /// @notice A story opening with `opening_` (token ids), written `pageLength_` tokens a page on capacity
    /// `class_` through `relay_`; each page's callback gets `callbackGas_` gas.
    /// @param relay_ The DeepcallRelay that takes the requests and calls back.
    /// @param class_ The capacity class to pay for: keccak256 of its name (the devnet's: "cpu-avx512").
    /// @param pageLength_ Tokens a page, from 1 to SEQ_LEN - 1.
    /// @param callbackGas_ Each callback's gas, at most the relay's MAX_CALLBACK_GAS.
    /// @param opening_ The story's first tokens, ids below VOCAB (stories260K: 1 is the start of a text).
    constructor(
        IDeepcallRelay relay_,
        bytes32 class_,
        uint256 pageLength_,
        uint32 callbackGas_,
        uint256[] memory opening_
    ) DeepcallReceiver(relay_) {
        if (pageLength_ == 0 || pageLength_ >= SEQ_LEN) revert BadPageLength(pageLength_);
        if (callbackGas_ == 0 || callbackGas_ > relay_.MAX_CALLBACK_GAS()) revert BadCallbackGas(callbackGas_);
        if (opening_.length == 0) revert EmptyOpening();
        for (uint256 i; i < opening_.length; i++) {
            if (opening_[i] >= VOCAB) revert BadToken(opening_[i]);
        }
        class = class_;
        pageLength = pageLength_;
        callbackGas = callbackGas_;
        window = SEQ_LEN - pageLength_;
        _market = address(relay_.market());
        _opening = _pack(opening_);
    }

    /// @notice Refunds withdrawn from the market (claimRefund); nobody else sends ether here.
    receive() external payable {
        if (msg.sender != _market) revert NotMarket(msg.sender);
    }

    // ------------------------------------------------------------------ writing

    /// @notice Asks the model for the next page: the continuation of nextPrompt(). msg.value pays quote() to the
    /// market; everything above it is the reward of whoever delivers the answer (nothing is refunded). The page
    /// is minted to the caller once the answer is final; if it fails, the caller may claim the fee back.
    /// @return requestId The relay's request of the page.
    function writePage() external payable returns (uint256 requestId) {
        if (_pendingId != 0) revert PageInFlight(_pendingId);
        uint256[] memory prompt = nextPrompt();
        uint256 fee = relay.quote(prompt, pageLength, class);
        bytes32 input;
        (requestId, input) = _request(prompt, pageLength, class, callbackGas, msg.value);
        _pendingId = requestId;
        // the relay took msg.value ≥ fee: far below 2⁹⁶ wei
        // forge-lint: disable-next-line(unsafe-typecast)
        (_writer, _fee) = (msg.sender, uint96(fee));
        emit PageRequested(_pages.length, msg.sender, requestId, input, fee, msg.value - fee);
    }

    /// @notice Frees the page slot when the relay ended the page's request but its callback did not complete
    /// (it reverted or ran out of its gas): the answer stays final on chain, this book just skips it (and a
    /// failed page's fee stays with the book). Anyone may call it.
    function release() external {
        uint256 id = _pendingId;
        if (id == 0) revert NoPageInFlight();
        if (relay.requestOf(id).app != address(0)) revert StillOpen(id);
        _clearPending();
        emit PageReleased(id);
    }

    /// @notice Sends the caller the fees of its failed pages, withdrawing the book's refunds from the market
    /// when the book holds too little.
    function claimRefund() external {
        uint256 amount = refundOf[msg.sender];
        if (amount == 0) revert NothingToClaim();
        refundOf[msg.sender] = 0;
        if (address(this).balance < amount) _withdrawRefunds();
        (bool sent,) = msg.sender.call{value: amount}("");
        if (!sent) revert RefundFailed();
    }

    /// @dev The page in flight's answer, kept cheap (it runs under callbackGas): two slots read and cleared, the
    /// owner and the packed tokens written, one event.
    function _onAnswer(uint256 requestId, bytes32 input, uint256[] calldata tokens) internal override {
        (address writer,) = _takePending(requestId);
        uint256 index = _pages.length;
        Page storage p = _pages.push();
        p.owner = writer;
        p.tokens = _pack(tokens);
        emit PageMinted(index, writer, input, tokens);
    }

    /// @dev The market fee comes back to the book (the requester): it is owed to the page's writer.
    function _onFailure(uint256 requestId, bytes32 input, Failure reason) internal override {
        (address writer, uint256 fee) = _takePending(requestId);
        if (fee > 0) refundOf[writer] += fee;
        emit PageFailed(_pages.length, writer, requestId, input, reason);
    }

    function _takePending(uint256 requestId) internal returns (address writer, uint256 fee) {
        if (requestId != _pendingId) revert UnexpectedRequest(requestId);
        (writer, fee) = (_writer, _fee);
        _clearPending();
    }

    function _clearPending() internal {
        delete _pendingId;
        delete _writer;
        delete _fee;
    }

    // ------------------------------------------------------------------ reading

    /// @notice How many pages are written.
    /// @return The number of pages; page(i) reads page i for i below it.
    function pages() external view returns (uint256) {
        return _pages.length;
    }

    /// @notice Page `i` (from 0): its token ids and its owner, who paid for it.
    /// @param i The page's index, below pages().
    /// @return tokens The page's token ids, the model's answer.
    /// @return owner Who paid for the page.
    function page(uint256 i) external view returns (uint256[] memory tokens, address owner) {
        if (i >= _pages.length) revert NoSuchPage(i);
        Page storage p = _pages[i];
        bytes memory packed = p.tokens;
        tokens = new uint256[](packed.length / 4);
        _unpack(packed, 0, tokens, 0);
        owner = p.owner;
    }

    /// @notice The page in flight: its relay request id (0: none) and who pays for it.
    /// @return requestId The relay's request of the page in flight, 0 when none is.
    /// @return writer Who paid for it (the page's owner once it is minted).
    function pending() external view returns (uint256 requestId, address writer) {
        return (_pendingId, _writer);
    }

    /// @notice The whole story: the opening, then every page in order.
    /// @return tokens The story's token ids.
    function story() external view returns (uint256[] memory tokens) {
        return _tail(type(uint256).max);
    }

    /// @notice The prompt of the next page: the last `window` tokens of the story (all of it while shorter).
    /// @return The token ids writePage asks the continuation of.
    function nextPrompt() public view returns (uint256[] memory) {
        return _tail(window);
    }

    /// @notice The least msg.value writePage takes now: the market fee of the next page (0 when its prompt was
    /// paid for or answered already: then all of msg.value is the delivery reward).
    /// @return The fee in wei.
    function quote() external view returns (uint256) {
        return relay.quote(nextPrompt(), pageLength, class);
    }

    /// @dev The story's last `max` tokens. Chunk 0 is the opening, chunk c the page c - 1.
    function _tail(uint256 max) internal view returns (uint256[] memory tokens) {
        uint256 c = _pages.length + 1;
        uint256 have;
        while (c > 0 && have < max) {
            c--;
            have += _chunk(c).length / 4;
        }
        uint256 skip = have > max ? have - max : 0; // falls inside chunk c
        tokens = new uint256[](have - skip);
        uint256 pos;
        for (; c <= _pages.length; c++) {
            pos = _unpack(_chunk(c), skip, tokens, pos);
            skip = 0;
        }
    }

    function _chunk(uint256 c) internal view returns (bytes storage) {
        return c == 0 ? _opening : _pages[c - 1].tokens;
    }

    /// @dev Token ids 4 bytes each. Written in ascending order, each mstore's 28 trailing zero bytes are
    /// overwritten by the next token, and the last leaves the padding zero.
    function _pack(uint256[] memory tokens) internal pure returns (bytes memory packed) {
        packed = new bytes(tokens.length * 4);
        assembly ("memory-safe") {
            let src := add(tokens, 0x20)
            let dst := add(packed, 0x20)
            for { let i := 0 } lt(i, mload(tokens)) { i := add(i, 1) } {
                mstore(add(dst, mul(i, 4)), shl(224, mload(add(src, mul(i, 0x20)))))
            }
        }
    }

    /// @dev Writes the token ids of `packed` from the `skip`th into `out` from `pos`; returns where it stopped.
    function _unpack(bytes memory packed, uint256 skip, uint256[] memory out, uint256 pos)
        internal
        pure
        returns (uint256)
    {
        uint256 n = packed.length / 4;
        for (uint256 i = skip; i < n; i++) {
            uint256 t;
            assembly ("memory-safe") {
                t := shr(224, mload(add(add(packed, 0x20), mul(i, 4))))
            }
            out[pos++] = t;
        }
        return pos;
    }
}
