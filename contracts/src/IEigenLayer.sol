// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice An EigenLayer strategy (a vault of one restaked token). deepcall only passes its address to the
/// DelegationManager; the type keeps the selectors equal to EigenLayer's (an IStrategy is an address in
/// the ABI).
interface IStrategy {
    /// @notice The token the strategy holds.
    function underlyingToken() external view returns (address);
}

/// @notice The part of EigenLayer's DelegationManager (core, slashing release: eigensdk-go v1.0.0-rc.1's
/// binding) that OperatorRegistry reads. Written from that ABI: isOperator 0x6d70f7ae, operatorShares
/// 0x778e55f3, getOperatorShares 0x90041347.
interface IDelegationManager {
    /// @notice Whether `operator` has registered itself as an operator with EigenLayer.
    function isOperator(address operator) external view returns (bool);

    /// @notice The shares of `strategy` delegated to `operator` (its own and its stakers'), net of what
    /// EigenLayer has already slashed.
    function operatorShares(address operator, IStrategy strategy) external view returns (uint256 shares);

    /// @notice operatorShares for several strategies at once.
    function getOperatorShares(address operator, IStrategy[] memory strategies) external view returns (uint256[] memory);
}
