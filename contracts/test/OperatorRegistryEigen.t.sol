// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ModelFixture} from "./IQ16Engine.t.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {QuorumFixture, QuorumCheats} from "./DeepcallQuorum.t.sol";
import {DelegationManagerDouble} from "./DelegationManagerDouble.sol";
import {AllocationManagerDouble} from "./AllocationManagerDouble.sol";
import {OperatorSetAVS} from "../src/OperatorSetAVS.sol";
import {G1Point, G2Point} from "../src/BlsBn254.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";
import {IStrategy} from "../src/IEigenLayer.sol";

/// @notice The registry wired to EigenLayer (a DelegationManager double): the vectors' 100 operators
/// register as EigenLayer operators with delegated shares equal to their stakes, so the apk, the total
/// stake and the quorum signatures of testdata/bls/vectors.json hold as in standalone mode.
contract OperatorRegistryEigenTest is DeepcallVmTest, ModelFixture {
    string internal constant VECTORS = "testdata/bls/vectors.json";
    uint256 internal constant WINDOW = 300;
    IStrategy internal constant STRATEGY = IStrategy(address(0x57A7));
    IStrategy internal constant OTHER_STRATEGY = IStrategy(address(0x57A8));
    address internal constant SLASHER = address(0x51A5);

    string internal json;
    uint256 internal refBlock;
    address internal deployer;
    address[] internal addrs;
    bytes32[] internal stakes;
    bytes32[] internal pk1;
    bytes32[] internal pk2;
    bytes32[] internal pop;
    DelegationManagerDouble internal dm;
    OperatorRegistry internal registry;
    EngineHarness internal engine;
    LLMConsumer internal consumer;

    function setUp() public {
        json = vm.readFile(VECTORS);
        refBlock = vm.parseJsonUint(json, ".referenceBlock");
        vm.roll(refBlock);
        deployer = vm.parseJsonAddress(json, ".deployer");
        addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        stakes = vm.parseJsonBytes32Array(json, ".operators.stakes");
        pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        bytes32[] memory chunks;
        (engine, chunks) = _load("stories260K");
        dm = new DelegationManagerDouble();
        // The PoPs bind CREATE(deployer, 0) and the digests CREATE(deployer, 1).
        vm.startPrank(deployer);
        registry = new OperatorRegistry(WINDOW, address(dm), address(STRATEGY));
        consumer = new LLMConsumer(registry, ILLMEngine(address(engine)), chunks, 2, 3);
        registry.setSlasher(SLASHER);
        vm.stopPrank();
        if (address(registry) != vm.parseJsonAddress(json, ".registry")) revert Mismatch("registry address");
        if (address(consumer) != vm.parseJsonAddress(json, ".consumer")) revert Mismatch("consumer address");
    }

    // ------------------------------------------------------------------ helpers

    function _g1(bytes32[] memory w, uint256 i) internal pure returns (G1Point memory) {
        return G1Point(uint256(w[2 * i]), uint256(w[2 * i + 1]));
    }

    function _g2(bytes32[] memory w, uint256 i) internal pure returns (G2Point memory p) {
        p.X = [uint256(w[4 * i]), uint256(w[4 * i + 1])];
        p.Y = [uint256(w[4 * i + 2]), uint256(w[4 * i + 3])];
    }

    /// @dev Makes operator i an EigenLayer operator with `shares` of the strategy delegated to it.
    function _delegate(uint256 i, uint256 shares) internal {
        dm.setOperator(addrs[i], true);
        dm.setShares(addrs[i], STRATEGY, shares);
    }

    function _register(uint256 i) internal {
        vm.prank(addrs[i]);
        registry.registerOperator(_g1(pk1, i), _g2(pk2, i), _g1(pop, i));
    }

    function _id(uint256 i) internal view returns (bytes32) {
        return registry.operatorIdOf(addrs[i]);
    }

    function _total() internal view returns (uint256 total) {
        (, total) = registry.currentApk();
    }

    // ------------------------------------------------------------------ registration

    function test_wired_stakeIsDelegatedShares() public {
        if (!registry.wired()) revert Mismatch("wired");
        _eq(uint256(uint160(address(registry.delegationManager()))), uint256(uint160(address(dm))), "dm");
        _delegate(3, 7e18);
        dm.setShares(addrs[3], OTHER_STRATEGY, 1e30); // another strategy's shares do not count
        _register(3);
        if (!registry.isRegistered(addrs[3])) revert Mismatch("registered");
        _eq(registry.stakeOf(addrs[3]), 7e18, "stake");
        _eq(_total(), 7e18, "total");
    }

    /// All 100 vector operators registered through EigenLayer give the vectors' apk and total stake, and
    /// a consumer on the wired registry lands the vectors' quorum-signed transition.
    function test_wired_quorumLands() public {
        for (uint256 i; i < addrs.length; ++i) {
            _delegate(i, uint256(stakes[i]));
            _register(i);
        }
        (G1Point memory apk, uint256 total) = registry.currentApk();
        bytes32[] memory want = vm.parseJsonBytes32Array(json, ".apk");
        _eq(apk.X, uint256(want[0]), "apk.X");
        _eq(apk.Y, uint256(want[1]), "apk.Y");
        _eq(total, uint256(vm.parseJsonBytes32(json, ".totalStake")), "total stake");
        vm.roll(refBlock + 1);

        string memory q = ".quorums.valid";
        QuorumSignature memory s;
        s.sigma = _g1(vm.parseJsonBytes32Array(json, string.concat(q, ".sigma")), 0);
        s.apkG2 = _g2(vm.parseJsonBytes32Array(json, string.concat(q, ".apkG2")), 0);
        bytes32[] memory keys = vm.parseJsonBytes32Array(json, string.concat(q, ".nonSignerKeys"));
        s.nonSignerKeys = new G1Point[](keys.length / 2);
        for (uint256 i; i < keys.length / 2; ++i) {
            s.nonSignerKeys[i] = _g1(keys, i);
        }
        (s.apk, s.apkEntry) = registry.apkEntryAt(0);
        Transition memory t;
        t.chainId = vm.parseJsonUint(json, ".transitions[0].chainId");
        t.consumer = address(consumer);
        t.manifest = vm.parseJsonBytes32(json, ".transitions[0].manifest");
        t.input = vm.parseJsonBytes32(json, ".transitions[0].input");
        t.slot = vm.parseJsonBytes32(json, ".transitions[0].slot");
        t.newValue = vm.parseJsonBytes32(json, ".transitions[0].new");
        t.referenceBlock = uint32(refBlock);
        bytes32[] memory toks = vm.parseJsonBytes32Array(json, ".transitions[0].tokens");
        uint256[] memory tokens;
        assembly {
            tokens := toks
        }
        consumer.verifyAndUpdate(t, s, vm.parseJsonBytes32(json, ".transitions[0].root"), tokens);
        _eq(consumer.result(t.input), t.newValue, "landed");
    }

    function test_RevertWhen_notEigenLayerOperator() public {
        dm.setShares(addrs[0], STRATEGY, 1e18); // shares, but not an operator
        vm.prank(addrs[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotEigenLayerOperator.selector, addrs[0]));
        registry.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    function test_RevertWhen_wiredWithoutShares() public {
        _delegate(0, 0);
        dm.setShares(addrs[0], OTHER_STRATEGY, 1e18);
        vm.prank(addrs[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NoStake.selector, addrs[0]));
        registry.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    function test_RevertWhen_wiredSharesPastUint96() public {
        _delegate(0, uint256(type(uint96).max) + 1);
        vm.prank(addrs[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.StakeOverflow.selector, uint256(type(uint96).max) + 1));
        registry.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    /// EigenLayer membership does not replace the proof of possession: a rogue key is still refused.
    function test_RevertWhen_wiredRogueKey() public {
        address rogue = vm.parseJsonAddress(json, ".rogue.address");
        dm.setOperator(rogue, true);
        dm.setShares(rogue, STRATEGY, 1e24);
        vm.prank(rogue);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.InvalidProofOfPossession.selector, rogue));
        registry.registerOperator(
            _g1(vm.parseJsonBytes32Array(json, ".rogue.pk1"), 0),
            _g2(vm.parseJsonBytes32Array(json, ".rogue.pk2"), 0),
            _g1(vm.parseJsonBytes32Array(json, ".rogue.pop"), 0)
        );
    }

    function test_RevertWhen_setStakeWired() public {
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.WiredToEigenLayer.selector));
        registry.setStake(addrs[0], 1e18);
    }

    // ------------------------------------------------------------------ syncStake

    /// Anyone re-reads the shares; the history keeps the stake at older reference blocks; 0 ejects.
    function test_wired_syncStake() public {
        _delegate(0, 5e18);
        _delegate(1, 2e18);
        _register(0);
        _register(1);
        vm.roll(refBlock + 1);
        dm.setShares(addrs[0], STRATEGY, 9e18);
        vm.prank(address(0xCA11E4));
        registry.syncStake(addrs[0]);
        _eq(registry.stakeOf(addrs[0]), 9e18, "synced");
        _eq(registry.stakeAt(_id(0), uint32(refBlock)), 5e18, "stake at the older block");
        _eq(registry.stakeAt(_id(0), uint32(refBlock + 1)), 9e18, "stake now");
        _eq(_total(), 11e18, "total");

        uint256 entries = registry.apkHistoryLength();
        registry.syncStake(addrs[0]); // unchanged shares: nothing new in the history
        _eq(registry.apkHistoryLength(), entries, "no-op sync");

        vm.roll(refBlock + 2);
        dm.setShares(addrs[1], STRATEGY, 0);
        registry.syncStake(addrs[1]);
        if (registry.isRegistered(addrs[1])) revert Mismatch("zero shares eject");
        _eq(_total(), 9e18, "total after ejection");
    }

    function test_RevertWhen_syncStakeUnregistered() public {
        _delegate(0, 5e18);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotRegistered.selector, addrs[0]));
        registry.syncStake(addrs[0]);
    }

    // ------------------------------------------------------------------ stake locked for owed work

    /// The operator accepted a task (the market locked its stake until the report window closes); its
    /// delegators withdraw everything. Before: syncStake ejected it at once and the no-show report cut 0.
    /// Now the registry stake stays at the locked stake until the lock ends, the operator cannot deregister,
    /// and the slash takes its share of the locked stake; after the lock the withdrawal applies.
    function test_wired_lockedStakeOutlastsAWithdrawal() public {
        _delegate(0, 5e18);
        _register(0);
        vm.prank(addrs[0]);
        vm.expectRevert(OperatorRegistry.NotSlasher.selector);
        registry.lockStake(addrs[0], uint64(refBlock + 30));
        vm.prank(registry.owner());
        registry.setSlaSlasher(address(this), true);
        registry.lockStake(addrs[0], uint64(refBlock + 30));
        _eq(registry.lockedStake(addrs[0]), 5e18, "locked");
        vm.roll(refBlock + 1);
        dm.setShares(addrs[0], STRATEGY, 0);
        registry.syncStake(addrs[0]);
        _eq(registry.stakeOf(addrs[0]), 5e18, "a drop stops at the locked stake");
        if (!registry.isRegistered(addrs[0])) revert Mismatch("not ejected while locked");
        vm.prank(addrs[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.StakeLocked.selector, addrs[0], uint64(refBlock + 30)));
        registry.deregisterOperator();
        registry.slash(addrs[0], 5e17);
        _eq(registry.stakeOf(addrs[0]), 45e17, "the slash takes from the locked stake");
        // a shorter lock never shortens the one in force
        registry.lockStake(addrs[0], uint64(refBlock + 2));
        _eq(registry.lockedUntil(addrs[0]), refBlock + 30, "longest lock kept");
        vm.roll(refBlock + 31);
        registry.syncStake(addrs[0]);
        if (registry.isRegistered(addrs[0])) revert Mismatch("the withdrawal applies after the lock");
    }

    // ------------------------------------------------------------------ slashing

    /// A slash cuts the live stake at once and stays cut through later syncs of the shares.
    function test_wired_slashSurvivesSync() public {
        _delegate(0, 5e18);
        _register(0);
        vm.roll(refBlock + 1);
        vm.prank(SLASHER);
        registry.slash(addrs[0], 2e18);
        _eq(registry.stakeOf(addrs[0]), 3e18, "slashed stake");
        _eq(registry.slashedOf(addrs[0]), 2e18, "slashed amount");
        _eq(registry.stakeAt(_id(0), uint32(refBlock)), 5e18, "stake before the slash");
        _eq(_total(), 3e18, "total");
        registry.syncStake(addrs[0]);
        _eq(registry.stakeOf(addrs[0]), 3e18, "sync keeps the slash");
        dm.setShares(addrs[0], STRATEGY, 10e18);
        registry.syncStake(addrs[0]);
        _eq(registry.stakeOf(addrs[0]), 8e18, "new shares less the slash");
    }

    /// Leaving the set does not escape a slash: it cuts the stake the operator would come back with.
    function test_wired_slashAfterLeaving() public {
        _delegate(0, 5e18);
        _register(0);
        vm.prank(addrs[0]);
        registry.deregisterOperator();
        vm.roll(refBlock + 1);
        vm.prank(SLASHER);
        registry.slash(addrs[0], 4e18);
        _eq(registry.slashedOf(addrs[0]), 4e18, "slashed");
        _register(0);
        _eq(registry.stakeOf(addrs[0]), 1e18, "registers with shares less the slash");
        vm.roll(refBlock + 2);
        vm.prank(SLASHER);
        registry.slash(addrs[0], 5e18); // more than is left: ejects
        if (registry.isRegistered(addrs[0])) revert Mismatch("ejected");
        _eq(registry.slashedOf(addrs[0]), 5e18, "cut only what was left");
        vm.prank(addrs[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NoStake.selector, addrs[0]));
        registry.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    function test_RevertWhen_notSlasher() public {
        _delegate(0, 5e18);
        _register(0);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotSlasher.selector));
        registry.slash(addrs[0], 1);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotOwner.selector));
        registry.setSlasher(address(this));
    }

    // ------------------------------------------------------------------ construction

    function test_RevertWhen_badEigenLayerConfig() public {
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.DelegationManagerWithoutCode.selector));
        new OperatorRegistry(WINDOW, address(0xD00D), address(STRATEGY));
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.BadStrategy.selector, address(0)));
        new OperatorRegistry(WINDOW, address(dm), address(0));
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.BadStrategy.selector, address(STRATEGY)));
        new OperatorRegistry(WINDOW, address(0), address(STRATEGY));
    }

    // ------------------------------------------------------------------ operator sets (doubles)

    /// @dev Operator-set mode over doubles: the AVS on an AllocationManagerDouble, set on the registry.
    function _withAVS() internal returns (AllocationManagerDouble am, OperatorSetAVS avs) {
        vm.etch(address(STRATEGY), hex"00"); // the AVS wants a strategy with code
        am = new AllocationManagerDouble(dm);
        avs = new OperatorSetAVS(address(am), address(registry), address(STRATEGY), "https://deepcall.invalid/avs.json");
        vm.prank(deployer);
        registry.setAVS(address(avs));
        if (address(am.setStrategy(address(avs))) != address(STRATEGY)) revert Mismatch("set strategy");
    }

    function _data(uint256 i) internal view returns (bytes memory) {
        return abi.encode(_g1(pk1, i), _g2(pk2, i), _g1(pop, i));
    }

    /// Joining through the operator set counts the allocated stake; a slash reaches the shares in the
    /// DelegationManager as a wad of the allocation and the registry reads the stake back.
    function test_operatorSet_registerAndSlash() public {
        (AllocationManagerDouble am, OperatorSetAVS avs) = _withAVS();
        _delegate(3, 9e18);
        am.setAllocated(addrs[3], 8e18); // part of the shares allocated: the allocation is the stake
        am.registerFor(addrs[3], address(avs), 0, _data(3));
        _eq(registry.stakeOf(addrs[3]), 8e18, "stake");
        _eq(_total(), 8e18, "total");
        vm.prank(SLASHER);
        registry.slash(addrs[3], 2e18);
        _eq(am.lastWad(), 0.25e18, "wad");
        _eq(dm.operatorShares(addrs[3], STRATEGY), 7e18, "shares after the slash");
        _eq(registry.stakeOf(addrs[3]), 6e18, "stake after the slash");
        _eq(_total(), 6e18, "total after the slash");
        // a cut that does not divide the allocation: the wad rounds up, the stake follows EigenLayer's
        vm.prank(SLASHER);
        registry.slash(addrs[3], 1e18);
        _eq(am.lastWad(), (1e18 * uint256(1e18) + 6e18 - 1) / 6e18, "rounded wad");
        _eq(registry.stakeOf(addrs[3]), am.allocated(addrs[3]), "stake follows the allocation");
        if (am.allocated(addrs[3]) > 5e18 || am.allocated(addrs[3]) < 5e18 - 10) revert Mismatch("rounding");
        _eq(registry.slashedOf(addrs[3]), 0, "nothing kept here");
        // leaving the set leaves the registry; leaving again (already out) does not fail
        am.deregisterFor(addrs[3], address(avs));
        if (registry.isRegistered(addrs[3])) revert Mismatch("still registered");
        am.deregisterFor(addrs[3], address(avs));
    }

    /// EigenLayer refuses: the registry keeps the cut itself, the shares stay.
    function test_operatorSet_refusedSlashKeptHere() public {
        (AllocationManagerDouble am, OperatorSetAVS avs) = _withAVS();
        _delegate(4, 7e18);
        am.setAllocated(addrs[4], 7e18);
        am.registerFor(addrs[4], address(avs), 0, _data(4));
        am.setRefuse(true);
        vm.prank(SLASHER);
        registry.slash(addrs[4], 3e18);
        _eq(am.slashes(), 0, "EigenLayer slashes");
        _eq(dm.operatorShares(addrs[4], STRATEGY), 7e18, "shares");
        _eq(registry.slashedOf(addrs[4]), 3e18, "kept here");
        _eq(registry.stakeOf(addrs[4]), 4e18, "stake");
        // and syncStake cannot undo it
        registry.syncStake(addrs[4]);
        _eq(registry.stakeOf(addrs[4]), 4e18, "stake after sync");
    }

    function test_RevertWhen_operatorSetSlashGasTooLow() public {
        (AllocationManagerDouble am, OperatorSetAVS avs) = _withAVS();
        _delegate(5, 7e18);
        am.setAllocated(addrs[5], 7e18);
        am.registerFor(addrs[5], address(avs), 0, _data(5));
        vm.prank(SLASHER);
        vm.expectPartialRevert(OperatorRegistry.SlashGasTooLow.selector);
        registry.slash{gas: 400_000}(addrs[5], 1e18);
    }

    function test_RevertWhen_operatorSetDirectPaths() public {
        (AllocationManagerDouble am, OperatorSetAVS avs) = _withAVS();
        _delegate(6, 7e18);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.UseOperatorSet.selector));
        _register(6);
        vm.prank(addrs[6]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotAVS.selector));
        registry.registerFromAVS(addrs[6], _g1(pk1, 6), _g2(pk2, 6), _g1(pop, 6));
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotAVS.selector));
        registry.deregisterFromAVS(addrs[6]);
        // the hooks answer only the AllocationManager, for set 0 of this AVS
        uint32[] memory ids = new uint32[](1);
        vm.expectRevert(abi.encodeWithSelector(OperatorSetAVS.NotAllocationManager.selector));
        avs.registerOperator(addrs[6], address(avs), ids, _data(6));
        vm.expectRevert(abi.encodeWithSelector(OperatorSetAVS.UnknownOperatorSet.selector, address(avs)));
        am.registerFor(addrs[6], address(avs), 1, _data(6));
        vm.expectRevert(abi.encodeWithSelector(OperatorSetAVS.NotRegistry.selector));
        avs.slash(addrs[6], 1e18);
        // a member with nothing allocated is refused
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NoStake.selector, addrs[6]));
        am.registerFor(addrs[6], address(avs), 0, _data(6));
        am.setAllocated(addrs[6], 7e18);
        am.registerFor(addrs[6], address(avs), 0, _data(6));
        vm.prank(addrs[6]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.UseOperatorSet.selector));
        registry.deregisterOperator();
        if (!avs.supportsAVS(address(avs)) || avs.supportsAVS(address(registry))) revert Mismatch("supportsAVS");
    }

    function test_RevertWhen_setAVSRefused() public {
        vm.etch(address(STRATEGY), hex"00");
        AllocationManagerDouble am = new AllocationManagerDouble(dm);
        OperatorRegistry other = new OperatorRegistry(WINDOW, address(dm), address(STRATEGY));
        OperatorSetAVS foreign = new OperatorSetAVS(address(am), address(other), address(STRATEGY), "x");
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.BadAVS.selector, address(foreign)));
        registry.setAVS(address(foreign));
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotOwner.selector));
        registry.setAVS(address(foreign));
        // not once operators registered directly
        _delegate(7, 7e18);
        _register(7);
        OperatorSetAVS late = new OperatorSetAVS(address(am), address(registry), address(STRATEGY), "x");
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.BadAVS.selector, address(late)));
        registry.setAVS(address(late));
    }

    /// Stake that backs accepted work must not leave EigenLayer before the report window closes: with
    /// operator sets, a market whose slaBlocks + graceBlocks outlast the AllocationManager's
    /// DEALLOCATION_DELAY is refused as an SLA slasher; a delay that covers it is taken.
    function test_RevertWhen_deallocationShorterThanTheReportWindow() public {
        (AllocationManagerDouble am,) = _withAVS();
        SlaTermsStub market = new SlaTermsStub(20, 10);
        am.setDeallocationDelay(29);
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.DeallocationTooShort.selector, uint256(29), uint256(30)));
        registry.setSlaSlasher(address(market), true);
        am.setDeallocationDelay(30);
        vm.prank(deployer);
        registry.setSlaSlasher(address(market), true);
        if (!registry.slaSlashers(address(market)) || registry.slaWindow() != 30) revert Mismatch("market allowed");
        // a slasher stating no terms (the attestation consumer's kind) adds no window
        vm.prank(deployer);
        registry.setSlaSlasher(address(this), true);
        _eq(registry.slaWindow(), 30, "window of a slasher without terms");
    }

    /// The same when the market was allowed first: switching to operator sets under a delay shorter than its
    /// report window is refused.
    function test_RevertWhen_setAVSUnderAMarketsReportWindow() public {
        SlaTermsStub market = new SlaTermsStub(20, 10);
        vm.prank(deployer);
        registry.setSlaSlasher(address(market), true);
        vm.etch(address(STRATEGY), hex"00");
        AllocationManagerDouble am = new AllocationManagerDouble(dm);
        am.setDeallocationDelay(25);
        OperatorSetAVS avs = new OperatorSetAVS(address(am), address(registry), address(STRATEGY), "x");
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.DeallocationTooShort.selector, uint256(25), uint256(30)));
        registry.setAVS(address(avs));
        am.setDeallocationDelay(900);
        vm.prank(deployer);
        registry.setAVS(address(avs));
        if (address(registry.avs()) != address(avs)) revert Mismatch("avs");
    }
}

/// @notice An SLA slasher's terms as TaskMarket states them.
contract SlaTermsStub {
    uint64 public slaBlocks;
    uint64 public graceBlocks;

    constructor(uint64 sla, uint64 grace) {
        slaBlocks = sla;
        graceBlocks = grace;
    }
}

/// @notice Slashing and syncStake in standalone mode, on the quorum fixture's registry.
contract OperatorRegistrySlashTest is QuorumFixture {
    address internal constant SLASHER = address(0x51A5);

    function setUp() public override {
        super.setUp();
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setSlasher(SLASHER);
    }

    /// A slash is a stake change like setStake: the history keeps the stake at older reference blocks, so
    /// a transition signed before it still lands (operator 10 is a non-signer of "valid").
    function test_slash_cutsLiveStakeWithHistory() public {
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        bytes32[] memory ids = vm.parseJsonBytes32Array(json, ".operators.ids");
        (, uint256 before) = registry.currentApk();
        vm.prank(SLASHER);
        registry.slash(addrs[10], 5e18);
        _eq(registry.stakeOf(addrs[10]), 6e18, "stake");
        _eq(registry.slashedOf(addrs[10]), 5e18, "slashed");
        (, uint256 total) = registry.currentApk();
        _eq(total, before - 5e18, "total");
        vm.roll(refBlock + 2);
        _eq(registry.stakeAt(ids[10], uint32(refBlock)), 11e18, "stake at the reference block");
        _refreshApk();
        _land(0, "valid");
    }

    function test_slash_wholeStakeEjects() public {
        address op = vm.parseJsonAddressArray(json, ".operators.addresses")[4];
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        vm.prank(SLASHER);
        registry.slash(op, type(uint96).max);
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        bool seen;
        for (uint256 i; i < logs.length; ++i) {
            if (logs[i].topics[0] == OperatorRegistry.Slashed.selector) {
                _eq(logs[i].topics[1], bytes32(uint256(uint160(op))), "slashed operator");
                _eq(abi.decode(logs[i].data, (uint256)), 5e18, "Slashed carries the cut");
                seen = true;
            }
        }
        if (!seen) revert Mismatch("Slashed emitted");
        if (registry.isRegistered(op)) revert Mismatch("ejected");
        _eq(registry.slashedOf(op), 5e18, "cut the whole stake, no more");
        _eq(registry.stakeOf(op), 0, "no stake left");
        vm.prank(SLASHER);
        registry.slash(op, 1); // nothing left: a no-op, never a revert for the game
        _eq(registry.slashedOf(op), 5e18, "unchanged");
    }

    function test_RevertWhen_standaloneSlashNotSlasher() public {
        address op = vm.parseJsonAddressArray(json, ".operators.addresses")[4];
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotSlasher.selector));
        registry.slash(op, 1);
    }

    function test_RevertWhen_syncStakeStandalone() public {
        address op = vm.parseJsonAddressArray(json, ".operators.addresses")[4];
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.NotWiredToEigenLayer.selector));
        registry.syncStake(op);
    }
}
