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

/// @notice An EigenLayer operator set: an AVS and an id it gave the set.
struct OperatorSet {
    address avs;
    uint32 id;
}

/// @notice The part of EigenLayer's AllocationManager (core, slashing release: the bytecode of eigensdk-go
/// v1.0.0-rc.1's state) that deepcall's AVS calls. Written from that ABI: updateAVSMetadataURI 0xa9821821,
/// createOperatorSets 0x261f84e0, slashOperator 0x36352057, getAllocatedStake 0x2b453a9a,
/// isMemberOfOperatorSet 0x670d3ba2, DEALLOCATION_DELAY 0x2981eb77.
interface IAllocationManager {
    /// @notice createOperatorSets' element: a new set's id and the strategies whose allocations it counts.
    struct CreateSetParams {
        uint32 operatorSetId;
        IStrategy[] strategies;
    }

    /// @notice slashOperator's argument: one operator of one set, a fraction of its allocation (in wad,
    /// 1e18 = all of it) per strategy (strategies in ascending address order), and a reason for the log.
    struct SlashingParams {
        address operator;
        uint32 operatorSetId;
        IStrategy[] strategies;
        uint256[] wadsToSlash;
        string description;
    }

    /// @notice Registers `avs` with EigenLayer (emits its metadata URI); needed before it creates sets.
    function updateAVSMetadataURI(address avs, string calldata metadataURI) external;

    /// @notice Creates operator sets of `avs` (msg.sender must be the AVS or its appointee).
    function createOperatorSets(address avs, CreateSetParams[] calldata params) external;

    /// @notice Slashes an operator of one of `avs`'s sets: its allocated magnitude, and with it its shares
    /// in the DelegationManager, fall by the given fractions.
    function slashOperator(address avs, SlashingParams calldata params) external;

    /// @notice Each operator's slashable stake in each strategy, allocated to the set now.
    function getAllocatedStake(
        OperatorSet memory operatorSet,
        address[] memory operators,
        IStrategy[] memory strategies
    ) external view returns (uint256[][] memory);

    /// @notice Whether `operator` is registered in the set.
    function isMemberOfOperatorSet(address operator, OperatorSet memory operatorSet) external view returns (bool);

    /// @notice How many blocks a deallocation (or an operator leaving a set) stays slashable.
    function DEALLOCATION_DELAY() external view returns (uint32);
}

/// @notice The hooks EigenLayer's AllocationManager calls on an AVS's registrar when an operator registers
/// for or leaves the AVS's operator sets (this release passes the AVS and asks supportsAVS when the
/// registrar is set: selectors 0xc63fd502, 0x303ca956, 0xb5265787 in the deployed bytecode).
interface IAVSRegistrar {
    /// @notice `operator` registers for `operatorSetIds` of `avs` with `data` for the AVS; reverting refuses.
    function registerOperator(address operator, address avs, uint32[] calldata operatorSetIds, bytes calldata data)
        external;

    /// @notice `operator` leaves `operatorSetIds` of `avs` (itself or the AVS asked).
    function deregisterOperator(address operator, address avs, uint32[] calldata operatorSetIds) external;

    /// @notice Whether this registrar serves `avs`.
    function supportsAVS(address avs) external view returns (bool);
}
