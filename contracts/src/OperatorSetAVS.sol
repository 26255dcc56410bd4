// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {G1Point, G2Point} from "./BlsBn254.sol";
import {IAllocationManager, IAVSRegistrar, IStrategy, OperatorSet} from "./IEigenLayer.sol";

/// @notice What OperatorSetAVS calls on deepcall's registry: registration and leave, on EigenLayer's word.
interface IOperatorSetRegistry {
    /// @notice Registers `operator` with its BLS keys and proof of possession (as registerOperator does).
    function registerFromAVS(address operator, G1Point calldata pk1, G2Point calldata pk2, G1Point calldata pop)
        external;

    /// @notice `operator` left the operator set; the registry drops it if it is still registered.
    function deregisterFromAVS(address operator) external;
}

/// @title OperatorSetAVS
/// @notice deepcall as an EigenLayer AVS with one operator set (id 0) over one strategy: the AVS identity
/// EigenLayer's AllocationManager knows (metadata URI, the set) and the set's AVSRegistrar. An operator
/// joins with AllocationManager.registerForOperatorSets(operator, {avs: this, operatorSetIds: [0], data}),
/// data = abi.encode(pk1, pk2, pop) — the keys and proof of possession of OperatorRegistry.registerOperator —
/// and the registry records it with its allocated slashable stake; leaving the set leaves the registry. The
/// registry (and only it) slashes through this contract, so the cut reaches the operator's shares in
/// EigenLayer's DelegationManager.
///
/// It holds no state: everything it needs is immutable.
contract OperatorSetAVS is IAVSRegistrar {
    /// @notice The one operator set's id.
    uint32 public constant OPERATOR_SET_ID = 0;

    /// @notice A hook called by anyone but the AllocationManager.
    error NotAllocationManager();
    /// @notice slash called by anyone but the registry.
    error NotRegistry();
    /// @notice A hook for another AVS or for sets other than exactly [OPERATOR_SET_ID].
    error UnknownOperatorSet(address avs);
    /// @notice A zero or code-less AllocationManager, registry or strategy.
    error BadAddress(address a);

    IAllocationManager public immutable allocationManager;
    IOperatorSetRegistry public immutable registry;
    IStrategy public immutable strategy;

    /// @notice Registers this contract as an AVS with EigenLayer (metadata URI) and creates its operator set
    /// over `strategy_`. The AllocationManager falls back to the AVS itself as the registrar, so this
    /// contract is its own AVSRegistrar without a setAVSRegistrar call (which would ask supportsAVS of a
    /// contract still under construction).
    constructor(address allocationManager_, address registry_, address strategy_, string memory metadataURI) {
        if (allocationManager_.code.length == 0) revert BadAddress(allocationManager_);
        if (registry_.code.length == 0) revert BadAddress(registry_);
        if (strategy_.code.length == 0) revert BadAddress(strategy_);
        allocationManager = IAllocationManager(allocationManager_);
        registry = IOperatorSetRegistry(registry_);
        strategy = IStrategy(strategy_);
        IAllocationManager(allocationManager_).updateAVSMetadataURI(address(this), metadataURI);
        IAllocationManager.CreateSetParams[] memory sets = new IAllocationManager.CreateSetParams[](1);
        sets[0].operatorSetId = OPERATOR_SET_ID;
        sets[0].strategies = new IStrategy[](1);
        sets[0].strategies[0] = IStrategy(strategy_);
        IAllocationManager(allocationManager_).createOperatorSets(address(this), sets);
    }

    modifier onlyAllocationManager() {
        if (msg.sender != address(allocationManager)) revert NotAllocationManager();
        _;
    }

    /// @notice The operator set: this AVS, id 0.
    function operatorSet() public view returns (OperatorSet memory) {
        return OperatorSet(address(this), OPERATOR_SET_ID);
    }

    /// @inheritdoc IAVSRegistrar
    function supportsAVS(address avs) external view returns (bool) {
        return avs == address(this);
    }

    /// @inheritdoc IAVSRegistrar
    /// @dev data = abi.encode(pk1, pk2, pop); the registry checks the proof and the stake, and reverts (which
    /// refuses the registration in EigenLayer too) when either is missing.
    function registerOperator(address operator, address avs, uint32[] calldata operatorSetIds, bytes calldata data)
        external
        onlyAllocationManager
    {
        _checkSet(avs, operatorSetIds);
        (G1Point memory pk1, G2Point memory pk2, G1Point memory pop) = abi.decode(data, (G1Point, G2Point, G1Point));
        registry.registerFromAVS(operator, pk1, pk2, pop);
    }

    /// @inheritdoc IAVSRegistrar
    function deregisterOperator(address operator, address avs, uint32[] calldata operatorSetIds)
        external
        onlyAllocationManager
    {
        _checkSet(avs, operatorSetIds);
        registry.deregisterFromAVS(operator);
    }

    /// @notice The registry slashes `operator`'s allocation to the set by `wad` (1e18 = all of it).
    function slash(address operator, uint256 wad) external {
        if (msg.sender != address(registry)) revert NotRegistry();
        IStrategy[] memory strategies = new IStrategy[](1);
        strategies[0] = strategy;
        uint256[] memory wads = new uint256[](1);
        wads[0] = wad;
        allocationManager.slashOperator(
            address(this),
            IAllocationManager.SlashingParams({
                operator: operator,
                operatorSetId: OPERATOR_SET_ID,
                strategies: strategies,
                wadsToSlash: wads,
                description: "deepcall: dispute lost"
            })
        );
    }

    /// @notice `operator`'s slashable stake in the strategy allocated to the set now (0: none, or not an
    /// operator): the stake the registry counts.
    function allocatedStake(address operator) external view returns (uint256) {
        address[] memory operators = new address[](1);
        operators[0] = operator;
        IStrategy[] memory strategies = new IStrategy[](1);
        strategies[0] = strategy;
        return allocationManager.getAllocatedStake(operatorSet(), operators, strategies)[0][0];
    }

    function _checkSet(address avs, uint32[] calldata operatorSetIds) internal view {
        if (avs != address(this) || operatorSetIds.length != 1 || operatorSetIds[0] != OPERATOR_SET_ID) {
            revert UnknownOperatorSet(avs);
        }
    }
}
