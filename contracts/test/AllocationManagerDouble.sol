// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IAllocationManager, IAVSRegistrar, IStrategy, OperatorSet} from "../src/IEigenLayer.sol";
import {DelegationManagerDouble} from "./DelegationManagerDouble.sol";

/// @notice A hand-written stand-in for EigenLayer's AllocationManager in forge tests of the registry in
/// operator-set mode (the real contracts run in Go, on the simulated backend with EigenLayer's bytecode):
/// allocations the test sets, the registrar hooks called as the AllocationManager calls them, and a slash
/// that cuts the allocation and the operator's shares in a DelegationManagerDouble as EigenLayer would
/// (magnitude rounded up). It can be told to refuse slashes.
contract AllocationManagerDouble is IAllocationManager {
    error SlashRefused();
    error NotTheAVS();

    DelegationManagerDouble public immutable dm;
    mapping(address avs => bool) public registeredAVS;
    mapping(address avs => IStrategy) public setStrategy;
    mapping(address operator => uint256) public allocated;
    bool public refuse;
    /// @notice Blocks a deallocation stays slashable (the dump's 900 unless a test sets another).
    uint32 public DEALLOCATION_DELAY = 900;
    uint256 public lastWad;
    uint256 public slashes;

    constructor(DelegationManagerDouble dm_) {
        dm = dm_;
    }

    function setAllocated(address operator, uint256 stake) external {
        allocated[operator] = stake;
    }

    function setDeallocationDelay(uint32 blocks) external {
        DEALLOCATION_DELAY = blocks;
    }

    function setRefuse(bool yes) external {
        refuse = yes;
    }

    function updateAVSMetadataURI(address avs, string calldata) external {
        if (msg.sender != avs) revert NotTheAVS();
        registeredAVS[avs] = true;
    }

    function createOperatorSets(address avs, CreateSetParams[] calldata params) external {
        if (msg.sender != avs || !registeredAVS[avs]) revert NotTheAVS();
        setStrategy[avs] = params[0].strategies[0];
    }

    /// @dev registerForOperatorSets' call of the registrar.
    function registerFor(address operator, address avs, uint32 setId, bytes calldata data) external {
        uint32[] memory ids = new uint32[](1);
        ids[0] = setId;
        IAVSRegistrar(avs).registerOperator(operator, avs, ids, data);
    }

    /// @dev deregisterFromOperatorSets' call of the registrar.
    function deregisterFor(address operator, address avs) external {
        uint32[] memory ids = new uint32[](1);
        IAVSRegistrar(avs).deregisterOperator(operator, avs, ids);
    }

    function slashOperator(address avs, SlashingParams calldata params) external {
        if (msg.sender != avs) revert NotTheAVS();
        if (refuse) revert SlashRefused();
        uint256 wad = params.wadsToSlash[0];
        uint256 a = allocated[params.operator];
        uint256 cut = (a * wad + 1e18 - 1) / 1e18;
        allocated[params.operator] = a - cut;
        IStrategy s = params.strategies[0];
        dm.setShares(params.operator, s, dm.operatorShares(params.operator, s) - cut);
        lastWad = wad;
        ++slashes;
    }

    function getAllocatedStake(OperatorSet memory, address[] memory operators, IStrategy[] memory)
        external
        view
        returns (uint256[][] memory out)
    {
        out = new uint256[][](1);
        out[0] = new uint256[](1);
        out[0][0] = allocated[operators[0]];
    }

    function isMemberOfOperatorSet(address, OperatorSet memory) external pure returns (bool) {
        return false;
    }
}
