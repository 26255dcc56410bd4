// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {
    Failure,
    IDeepcallConsumer,
    IDeepcallMarket,
    IDeepcallReceiver,
    IDeepcallRelay
} from "../package/src/IDeepcall.sol";

/// @notice What the relay reads of LLMConsumer beyond what apps read.
interface IRelayConsumer is IDeepcallConsumer {
    function result(bytes32 input) external view returns (bytes32);
    function landedAt(bytes32 input) external view returns (uint256);
}

/// @notice What the relay uses of TaskMarket.
interface IRelayMarket is IDeepcallMarket {
    function requestFor(uint256[] calldata prompt, uint256 n, bytes32 class, address payer)
        external
        payable
        returns (bytes32 input);
    function feeFor(bytes32 class, uint256 promptLen, uint256 n) external view returns (uint256);
    function tasks(bytes32 input) external view returns (address payer, uint64 deadline, uint128 fee, uint128 rateWork);
    function reclaim(bytes32 input) external;
    function slaBlocks() external view returns (uint64);
    function graceBlocks() external view returns (uint64);
}

/// @title DeepcallRelay
/// @notice Requests from contracts, and callbacks to them once their answers are final (IDeepcallRelay).
///
/// Who can do what, and what they gain: a requester pays the market fee (refunds are its own, on the
/// market) and the delivery reward. A deliverer gains the reward only by handing the consumer's final
/// answer (checked against the result slot: nobody can deliver other tokens, or deliver before finality)
/// or by failing a request that cannot be answered (invalidated, or expired unanswered). Each request is
/// ended once, before its callback runs, so a callback that re-enters cannot end it twice. The callback
/// gets exactly the gas the requester named, or the call reverts (InsufficientGas): a deliverer cannot make
/// a callback fail by starving it (EIP-150 forwards at most 63/64 of what is left). Whatever the callback
/// does (reverts, runs out of gas, returns a huge buffer, which is never copied) is recorded as `ok` and
/// changes nothing else.
contract DeepcallRelay is IDeepcallRelay {
    /// @inheritdoc IDeepcallRelay
    uint256 public constant MAX_CALLBACK_GAS = 5_000_000;
    /// @notice Gas kept for the relay's own work after the callback returns (event, reward transfer).
    uint256 public constant CALLBACK_RESERVE = 40_000;
    /// @dev The result slot of a requested, unanswered input (LLMConsumer.REQUESTED).
    bytes32 internal constant REQUESTED = bytes32(uint256(1));

    IRelayConsumer internal immutable _consumer;
    IRelayMarket internal immutable _market;
    uint256 public nextRequestId = 1;
    mapping(uint256 requestId => Request) internal _requests;

    constructor(IRelayConsumer consumer_, IRelayMarket market_) {
        _consumer = consumer_;
        _market = market_;
    }

    /// @inheritdoc IDeepcallRelay
    function consumer() external view returns (IDeepcallConsumer) {
        return _consumer;
    }

    /// @inheritdoc IDeepcallRelay
    function market() external view returns (IDeepcallMarket) {
        return _market;
    }

    /// @inheritdoc IDeepcallRelay
    function quote(uint256[] calldata prompt, uint256 n, bytes32 class) external view returns (uint256 fee) {
        (fee,,) = _terms(prompt, n, class, _consumer.inputHash(prompt, n));
    }

    /// @inheritdoc IDeepcallRelay
    function requestOf(uint256 requestId) external view returns (Request memory) {
        return _requests[requestId];
    }

    /// @inheritdoc IDeepcallRelay
    function request(uint256[] calldata prompt, uint256 n, bytes32 class, uint32 callbackGas)
        external
        payable
        returns (uint256 requestId, bytes32 input)
    {
        if (callbackGas == 0 || callbackGas > MAX_CALLBACK_GAS) {
            revert BadCallbackGas(callbackGas, MAX_CALLBACK_GAS);
        }
        input = _consumer.inputHash(prompt, n);
        (uint256 fee, uint64 expiresAt, bool stale) = _terms(prompt, n, class, input);
        if (msg.value < fee) revert FeeTooLow(fee, msg.value);
        requestId = nextRequestId++;
        uint96 reward = uint96(msg.value - fee); // ≤ msg.value: below 2⁹⁶ wei for any real supply
        _requests[requestId] =
            Request({app: msg.sender, callbackGas: callbackGas, expiresAt: expiresAt, input: input, reward: reward});
        emit Requested(requestId, msg.sender, input, fee, reward, callbackGas, expiresAt);
        // the market last: its refunds of an expired task go to that task's payer, not here
        if (stale) _market.reclaim(input);
        if (fee > 0) _market.requestFor{value: fee}(prompt, n, class, msg.sender);
    }

    /// @dev What a request of `input` pays the market now, when it expires, and whether an expired paid task
    /// of it must be reclaimed first (a paid task blocks new ones until it is reclaimed).
    function _terms(uint256[] calldata prompt, uint256 n, bytes32 class, bytes32 input)
        internal
        view
        returns (uint256 fee, uint64 expiresAt, bool stale)
    {
        bytes32 v = _consumer.result(input);
        uint64 grace = _market.graceBlocks();
        if (v != bytes32(0) && v != REQUESTED) return (0, uint64(block.number), false); // answered
        if (v == REQUESTED) {
            (address payer, uint64 deadline,,) = _market.tasks(input);
            if (payer != address(0)) {
                if (block.number <= deadline + grace) return (0, deadline + grace, false); // paid and open
                stale = true;
            }
        }
        fee = _market.feeFor(class, prompt.length, n);
        expiresAt = uint64(block.number) + _market.slaBlocks() + grace;
    }

    /// @inheritdoc IDeepcallRelay
    function deliver(uint256 requestId, bytes32 root, uint256[] calldata tokens) external {
        Request memory r = _take(requestId);
        if (!_consumer.isFinal(r.input)) revert NotFinal(r.input);
        if (_consumer.result(r.input) != keccak256(abi.encodePacked(root, tokens))) revert WrongAnswer(r.input);
        bool ok = _callback(r, abi.encodeCall(IDeepcallReceiver.onAnswer, (requestId, r.input, tokens)));
        emit Delivered(requestId, r.input, msg.sender, ok);
        _pay(r.reward);
    }

    /// @inheritdoc IDeepcallRelay
    function fail(uint256 requestId) external {
        Request memory r = _take(requestId);
        Failure reason;
        if (_consumer.invalid(r.input)) {
            reason = Failure.Invalidated;
        } else if (_consumer.landedAt(r.input) == 0 && block.number > r.expiresAt) {
            reason = Failure.Expired;
        } else {
            revert NotFailed(r.input);
        }
        // The fee back to its payer where the market has it (reverts when it was settled, reclaimed or not
        // ours to end): a failure is final whatever the market says.
        try _market.reclaim(r.input) {} catch {}
        bool ok = _callback(r, abi.encodeCall(IDeepcallReceiver.onFailure, (requestId, r.input, reason)));
        emit Failed(requestId, r.input, reason, ok);
        _pay(r.reward);
    }

    /// @dev Ends an open request: it is deleted before anything is called.
    function _take(uint256 requestId) internal returns (Request memory r) {
        r = _requests[requestId];
        if (r.app == address(0)) revert UnknownRequest(requestId);
        delete _requests[requestId];
    }

    /// @dev Calls the app with exactly its gas limit, copying no return data.
    function _callback(Request memory r, bytes memory data) internal returns (bool ok) {
        uint256 limit = r.callbackGas;
        address app = r.app;
        uint256 left = gasleft();
        // the CALL forwards min(limit, 63/64 of what is left): demand the whole limit plus the reserve
        if (left - left / 64 < limit + CALLBACK_RESERVE) revert InsufficientGas(limit + CALLBACK_RESERVE, left);
        assembly ("memory-safe") {
            ok := call(limit, app, 0, add(data, 0x20), mload(data), 0, 0)
        }
    }

    /// @dev Pays the reward to the caller (a deliverer that refuses ether refuses its own call).
    function _pay(uint96 reward) internal {
        if (reward == 0) return;
        (bool sent,) = msg.sender.call{value: reward}("");
        if (!sent) revert RewardTransferFailed();
    }
}
