// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumFixture} from "./DeepcallQuorum.t.sol";
import {CapacityRegistry, PriceTable, IStakeReader} from "../src/CapacityRegistry.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";

/// @notice Capacity commitments against the real OperatorRegistry of the quorum fixture (operator i of
/// the vectors, 1-based, holds i ether of stake).
contract CapacityRegistryTest is QuorumFixture {
    bytes32 internal constant GPU = keccak256("gpu-h200");
    bytes32 internal constant CPU = keccak256("cpu-avx512");
    uint64 internal constant DELAY = 10;

    PriceTable internal table;
    CapacityRegistry internal cap;
    address internal op1 = address(0x0B0b000000000000000000000000000000000001); // 1 ether
    address internal op4 = address(0x0b0B000000000000000000000000000000000004); // 4 ether
    address internal market = address(0xA55);

    function setUp() public override {
        super.setUp();
        table = new PriceTable();
        table.setPrice(GPU, 0.1 ether);
        table.setPrice(CPU, 0.01 ether);
        cap = new CapacityRegistry(IStakeReader(address(registry)), table, DELAY);
        cap.setAssigner(market);
    }

    function test_RegisterAtKappaBoundary() public {
        vm.prank(op1);
        cap.register(GPU, 5); // 2 · 5 · 0.1 = 1 ether = op1's stake
        _eq(cap.commitment(op1, GPU).count, 5, "count");
        _eq(cap.required(op1), 1 ether, "required");
        _eq(cap.freeCapacity(op1, GPU), 5, "free");
    }

    function test_RegisterBelowKappa() public {
        vm.prank(op1);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.BelowKappa.selector, 1 ether, 1.2 ether));
        cap.register(GPU, 6);
        _eq(cap.commitment(op1, GPU).count, 0, "nothing written");
    }

    function test_KappaSumsClasses() public {
        vm.startPrank(op1);
        cap.register(GPU, 4); // 0.8 ether
        cap.register(CPU, 10); // 0.2 ether: exactly 1 ether in all
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.BelowKappa.selector, 1 ether, 1.02 ether));
        cap.raise(CPU, 11);
        vm.stopPrank();
    }

    function test_OwnerSetsKappa() public {
        cap.setKappa(1000); // κ = 1
        vm.prank(op1);
        cap.register(GPU, 10);
        vm.expectRevert(CapacityRegistry.ZeroKappa.selector);
        cap.setKappa(0);
        vm.prank(op1);
        vm.expectRevert(CapacityRegistry.NotOwner.selector);
        cap.setKappa(3000);
    }

    function test_UnknownClassAndZeroCount() public {
        vm.startPrank(op4);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.UnknownClass.selector, keccak256("tpu")));
        cap.register(keccak256("tpu"), 1);
        vm.expectRevert(CapacityRegistry.ZeroCount.selector);
        cap.register(GPU, 0);
        cap.register(GPU, 1);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.AlreadyCommitted.selector, op4, GPU));
        cap.register(GPU, 1);
        vm.stopPrank();
    }

    function test_NotOperator() public {
        vm.prank(address(0xBEEF));
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NotOperator.selector, address(0xBEEF)));
        cap.register(GPU, 1);
    }

    function test_RaiseLowerWithDelay() public {
        vm.startPrank(op4);
        cap.register(GPU, 10);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NotARaise.selector, 10, 10));
        cap.raise(GPU, 10);
        cap.raise(GPU, 20); // 4 ether: the whole stake
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NotALowering.selector, 20, 20));
        cap.lower(GPU, 20);
        cap.lower(GPU, 5);
        vm.stopPrank();
        uint64 due = uint64(block.number) + DELAY;
        _eq(cap.commitment(op4, GPU).count, 20, "old count stands until due");
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.LoweringNotDue.selector, due));
        cap.applyLowering(op4, GPU);
        vm.roll(due);
        cap.applyLowering(op4, GPU);
        _eq(cap.commitment(op4, GPU).count, 5, "lowered");
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NoPendingLowering.selector, op4, GPU));
        cap.applyLowering(op4, GPU);
    }

    function test_LowerBelowInUse() public {
        vm.prank(op4);
        cap.register(GPU, 3);
        vm.startPrank(market);
        cap.acquire(op4, GPU);
        cap.acquire(op4, GPU);
        vm.stopPrank();
        _eq(cap.freeCapacity(op4, GPU), 1, "free");
        vm.prank(op4);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.BelowInUse.selector, 1, 2));
        cap.lower(GPU, 1);
        vm.prank(op4);
        cap.lower(GPU, 2);
        // capacity taken while the lowering waits keeps it from applying
        vm.prank(market);
        cap.acquire(op4, GPU);
        vm.roll(block.number + DELAY);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.BelowInUse.selector, 2, 3));
        cap.applyLowering(op4, GPU);
        vm.prank(market);
        cap.release(op4, GPU);
        cap.applyLowering(op4, GPU);
        _eq(cap.commitment(op4, GPU).count, 2, "lowered");
    }

    function test_WithdrawDropsClass() public {
        vm.startPrank(op4);
        cap.register(GPU, 2);
        cap.register(CPU, 2);
        cap.withdraw(GPU);
        vm.stopPrank();
        vm.roll(block.number + DELAY);
        cap.applyLowering(op4, GPU);
        bytes32[] memory cls = cap.classesOf(op4);
        _eq(cls.length, 1, "one class left");
        _eq(cls[0], CPU, "cpu left");
        _eq(cap.required(op4), 0.04 ether, "required");
        vm.prank(op4);
        cap.register(GPU, 1); // may commit the class again
    }

    function test_NoFreeCapacity() public {
        vm.prank(op4);
        cap.register(GPU, 1);
        vm.startPrank(market);
        cap.acquire(op4, GPU);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NoFreeCapacity.selector, op4, GPU));
        cap.acquire(op4, GPU);
        cap.release(op4, GPU);
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NothingInUse.selector, op4, GPU));
        cap.release(op4, GPU);
        vm.stopPrank();
        vm.expectRevert(CapacityRegistry.NotAssigner.selector);
        cap.acquire(op4, GPU);
    }

    function test_StakeCutUncovers() public {
        vm.prank(op1);
        cap.register(GPU, 5);
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setStake(op1, 0.5 ether);
        _eq(cap.covered(op1) ? 1 : 0, 0, "uncovered");
        _eq(cap.freeCapacity(op1, GPU), 0, "no free capacity while uncovered");
        // a price rise does the same; a price removal refuses the class
        table.setPrice(GPU, 0);
        _eq(cap.freeCapacity(op1, GPU), 0, "unpriced class");
    }
}

/// @notice The registry's SLA slashers: the owner allows the task market to slash beside the dispute game.
contract SlaSlasherTest is QuorumFixture {
    address internal op1 = address(0x0B0b000000000000000000000000000000000001);

    function test_SlaSlasherMaySlash() public {
        address market = address(0x5A1A);
        vm.prank(market);
        vm.expectRevert(OperatorRegistry.NotSlasher.selector);
        registry.slash(op1, 0.1 ether);
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setSlaSlasher(market, true);
        vm.prank(market);
        registry.slash(op1, 0.1 ether);
        _eq(registry.stakeOf(op1), 0.9 ether, "stake after the cut");
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setSlaSlasher(market, false);
        vm.prank(market);
        vm.expectRevert(OperatorRegistry.NotSlasher.selector);
        registry.slash(op1, 0.1 ether);
    }

    function test_SetSlaSlasherOnlyOwner() public {
        vm.expectRevert(OperatorRegistry.NotOwner.selector);
        registry.setSlaSlasher(address(this), true);
    }
}
