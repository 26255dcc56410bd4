// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IDelegationManager, IStrategy} from "../src/IEigenLayer.sol";

/// @notice A hand-written stand-in for EigenLayer's DelegationManager in forge tests of the wired
/// OperatorRegistry: the three views it reads, over values the test sets (the real EigenLayer contracts run
/// in the Go devnet). Shares are kept per operator and strategy, so a registry reading the wrong strategy
/// sees none.
contract DelegationManagerDouble is IDelegationManager {
    mapping(address operator => bool) public isOperator;
    mapping(address operator => mapping(IStrategy strategy => uint256)) public operatorShares;

    function setOperator(address operator, bool yes) external {
        isOperator[operator] = yes;
    }

    function setShares(address operator, IStrategy strategy, uint256 shares) external {
        operatorShares[operator][strategy] = shares;
    }

    function getOperatorShares(address operator, IStrategy[] memory strategies)
        external
        view
        returns (uint256[] memory shares)
    {
        shares = new uint256[](strategies.length);
        for (uint256 i; i < strategies.length; ++i) {
            shares[i] = operatorShares[operator][strategies[i]];
        }
    }
}
