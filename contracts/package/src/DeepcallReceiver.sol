// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Failure, IDeepcallConsumer, IDeepcallReceiver, IDeepcallRelay} from "./IDeepcall.sol";

/// @title DeepcallReceiver
/// @notice A base for contracts that ask deepcall for answers: `_request` asks the relay, and the relay's
/// callbacks reach `_onAnswer` and `_onFailure` only when they come from the relay.
abstract contract DeepcallReceiver is IDeepcallReceiver {
    /// @notice The relay this contract requests from and is called back by.
    IDeepcallRelay public immutable relay;

    /// @notice A callback from anyone but the relay.
    error OnlyRelay(address caller);

    constructor(IDeepcallRelay relay_) {
        relay = relay_;
    }

    /// @inheritdoc IDeepcallReceiver
    function onAnswer(uint256 requestId, bytes32 input, uint256[] calldata tokens) external {
        if (msg.sender != address(relay)) revert OnlyRelay(msg.sender);
        _onAnswer(requestId, input, tokens);
    }

    /// @inheritdoc IDeepcallReceiver
    function onFailure(uint256 requestId, bytes32 input, Failure reason) external {
        if (msg.sender != address(relay)) revert OnlyRelay(msg.sender);
        _onFailure(requestId, input, reason);
    }

    /// @notice Asks the relay for the answer of (prompt, n), paying `value` (the market fee, relay.quote,
    /// plus the delivery reward) from this contract's balance.
    function _request(uint256[] memory prompt, uint256 n, bytes32 class, uint32 callbackGas, uint256 value)
        internal
        returns (uint256 requestId, bytes32 input)
    {
        return relay.request{value: value}(prompt, n, class, callbackGas);
    }

    /// @notice Withdraws this contract's refunds from the market: the contract must accept ether (`receive`).
    function _withdrawRefunds() internal {
        relay.market().withdraw();
    }

    /// @notice The consumer whose answers the relay delivers.
    function _consumer() internal view returns (IDeepcallConsumer) {
        return relay.consumer();
    }

    /// @notice The final answer of request `requestId`, checked by the relay. Keep it within the gas limit
    /// the request named: past it the call fails and is not retried.
    function _onAnswer(uint256 requestId, bytes32 input, uint256[] calldata tokens) internal virtual;

    /// @notice Request `requestId` will never be answered. The default does nothing.
    function _onFailure(uint256 requestId, bytes32 input, Failure reason) internal virtual {}
}
