// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {TaskMarket} from "../src/TaskMarket.sol";
import {TaskMarketSla} from "../src/TaskMarketSla.sol";
import {IMarketConsumer, IMarketRegistry, IMarketCapacity, IMarketDraw} from "../src/IMarket.sol";
import {CapacityRegistry, PriceTable, IStakeReader} from "../src/CapacityRegistry.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {G1Point} from "../src/BlsBn254.sol";

/// @notice The cheatcodes this test needs beyond contracts/test/Vm.sol.
interface VmKeys {
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function addr(uint256 privateKey) external pure returns (address);
    function deal(address who, uint256 amount) external;
    function roll(uint256 blockNumber) external;
    function prank(address sender) external;
    function expectRevert(bytes calldata revertData) external;
}

/// @notice The consumer's side of a task as TaskMarket reads it: REQUESTED (1) on request, the answer and a
/// landing word (block, record) once landed, final when the test says so. Its digests are plain hashes (the
/// market only passes them to the registry's check and the record). The real consumer's side of the books
/// is TaskMarketFinality.t.sol's.
contract ConsumerDouble is IMarketConsumer {
    mapping(bytes32 => bytes32) public result;
    mapping(bytes32 => bool) public invalid;
    mapping(bytes32 => bytes32) public landing;
    mapping(bytes32 => bool) public isFinal;

    function inputHash(uint256[] calldata prompt, uint256 n) public pure returns (bytes32) {
        return keccak256(abi.encode(prompt, n));
    }

    function request(uint256[] calldata prompt, uint256 n) external returns (bytes32 input) {
        input = inputHash(prompt, n);
        result[input] = bytes32(uint256(1));
    }

    function land(bytes32 input, bytes32 value) external {
        land(input, value, bytes32(uint256(3)));
    }

    /// @dev Lands `value` with landing record `record` (its low 224 bits kept under the block, as the
    /// real consumer keeps them), final at once.
    function land(bytes32 input, bytes32 value, bytes32 record) public {
        result[input] = value;
        landing[input] = bytes32((block.number << 224) | (uint256(record) & type(uint224).max));
        isFinal[input] = true;
    }

    function landedAt(bytes32 input) external view returns (uint256) {
        return uint256(landing[input]) >> 224;
    }

    function shardCommittee() external pure returns (address) {
        return address(0);
    }

    function shardSignatory(uint32, bytes32) external pure returns (bytes32) {
        return bytes32(0);
    }

    function committeeSignatory(uint32, bytes32) external pure returns (bytes32) {
        return bytes32(0);
    }

    function transitionDigest(Transition calldata t) external pure returns (bytes32) {
        return keccak256(abi.encode(t));
    }

    function batchDigest(bytes32[] calldata d) external pure returns (bytes32) {
        return keccak256(abi.encode(d));
    }

    function manifest() external pure returns (bytes32) {
        return keccak256("capacity test manifest");
    }

    function thresholdNumerator() external pure returns (uint256) {
        return 2;
    }

    function thresholdDenominator() external pure returns (uint256) {
        return 3;
    }
}

/// @notice Stakes as CapacityRegistry and TaskMarket read them; every signature check passes with all the
/// stake signed (the BLS path is covered by the quorum tests; here only the market's books matter).
contract RegistryDouble is IMarketRegistry, IStakeReader {
    mapping(address => uint96) internal _stake;

    function setStake(address op, uint96 s) external {
        _stake[op] = s;
    }

    function stakeOf(address op) external view override(IMarketRegistry, IStakeReader) returns (uint96) {
        return _stake[op];
    }

    function isRegistered(address op) external view returns (bool) {
        return _stake[op] > 0;
    }

    function operatorIdOf(address op) external view returns (bytes32) {
        return _stake[op] > 0 ? keccak256(abi.encode(op)) : bytes32(0);
    }

    mapping(address => uint64) public lockedUntil;

    function slash(address op, uint96 amount) external {
        _stake[op] -= amount < _stake[op] ? amount : _stake[op];
    }

    function lockStake(address op, uint64 until) external {
        if (until > lockedUntil[op]) lockedUntil[op] = until;
    }

    function checkSignaturesAt(bytes32, uint32, QuorumSignature calldata, uint256, uint256)
        external
        pure
        returns (uint256, uint256)
    {
        return (10 ether, 10 ether);
    }

    function stakeAt(bytes32, uint32) external pure returns (uint256) {
        return 1 ether;
    }
}

/// @notice A draw that ignores the header and names both test operators (ids as RegistryDouble gives them):
/// the draw itself is AssignmentDraw's and TaskMarketDraw.t.sol's.
contract DrawDouble is IMarketDraw {
    bytes32[] internal ids;

    constructor(address a, address b) {
        ids.push(keccak256(abi.encode(a)));
        ids.push(keccak256(abi.encode(b)));
    }

    function drawFor(bytes32, uint256, bytes calldata, uint32, bytes32[] calldata, uint256)
        external
        view
        returns (bytes32, bytes32[] memory)
    {
        return (bytes32(uint256(1)), ids);
    }
}

/// @notice Capacity in use: TaskMarket.accept takes a unit in the real CapacityRegistry, releaseUnit gives
/// it back once the task is over (landed, settled, reported, lapsed, reclaimed).
contract TaskMarketCapacityTest {
    VmKeys internal constant vm = VmKeys(address(uint160(uint256(keccak256("hevm cheat code")))));
    bytes32 internal constant CPU = keccak256("cpu-avx512");
    uint64 internal constant SLA = 20;
    uint64 internal constant GRACE = 5;

    ConsumerDouble internal consumer;
    RegistryDouble internal reg;
    CapacityRegistry internal cap;
    TaskMarket internal market;
    uint256 internal constant KEY_A = 0xA11CE;
    uint256 internal constant KEY_B = 0xB0B;
    address internal opA;
    address internal opB;
    uint256 internal nextPrompt = 1;

    error Mismatch(string what, uint256 got, uint256 want);

    function setUp() public {
        vm.roll(100);
        consumer = new ConsumerDouble();
        reg = new RegistryDouble();
        PriceTable table = new PriceTable();
        table.setPrice(CPU, 0.25 ether);
        cap = new CapacityRegistry(IStakeReader(address(reg)), table, 10);
        market = new TaskMarket(
            consumer,
            reg,
            TaskMarket.Shape({dim: 8, hiddenDim: 16, layers: 2, heads: 2, kvHeads: 2, headSize: 4, vocab: 32, seqLen: 64}),
            TaskMarket.Terms({
                slaBlocks: SLA,
                graceBlocks: GRACE,
                claimWindow: 50,
                drawDelay: 2,
                bonus: 500,
                treasury: address(0x7EA),
                slashBps: 1000,
                reporterBps: 5000
            })
        );
        market.setBaseRate(CPU, 1);
        cap.setAssigner(address(market));
        market.setCapacity(IMarketCapacity(address(cap)));
        opA = vm.addr(KEY_A);
        opB = vm.addr(KEY_B);
        market.setDraw(new DrawDouble(opA, opB), 2);
        reg.setStake(opA, 1 ether); // κ = 2: 2 units of 0.25 ether
        reg.setStake(opB, 1 ether);
        vm.prank(opA);
        cap.register(CPU, 2);
        vm.prank(opB);
        cap.register(CPU, 2);
        vm.deal(address(this), 100 ether);
    }

    function _eq(uint256 got, uint256 want, string memory what) internal pure {
        if (got != want) revert Mismatch(what, got, want);
    }

    function _request() internal returns (bytes32 input, uint64 deadline) {
        uint256[] memory prompt = new uint256[](2);
        prompt[0] = nextPrompt++;
        prompt[1] = 7;
        uint256 fee = market.feeFor(CPU, 2, 3);
        input = market.request{value: fee}(prompt, 3, CPU);
        (, deadline,,) = market.tasks(input);
    }

    /// @dev Recorded committees, by keccak256(input, deadline) (read without a call, after expectRevert).
    mapping(bytes32 => bytes32) internal committeeOf;

    /// @dev The committee of the task (input, deadline), drawn on first use (rolling past its draw block);
    /// an arbitrary hash for a task that does not exist.
    function _c(bytes32 input, uint64 deadline) internal returns (bytes32 c) {
        bytes32 k = keccak256(abi.encode(input, deadline));
        c = committeeOf[k];
        if (c != bytes32(0)) return c;
        (, uint64 due,,) = market.tasks(input);
        if (due == 0 || due != deadline) return keccak256("not drawn");
        uint256 drawAt = market.drawBlock(input);
        if (block.number <= drawAt) vm.roll(drawAt + 1);
        market.fixDraw(input, "", new bytes32[](0));
        c = market.drawn(k);
        committeeOf[k] = c;
    }

    function _accept(uint256 key, bytes32 input, uint64 deadline) internal {
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(key, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
    }

    function _free(address op) internal view returns (uint256) {
        return cap.freeCapacity(op, CPU);
    }

    function test_AcceptAcquires() public {
        (bytes32 input, uint64 deadline) = _request();
        _eq(_free(opA), 2, "free before");
        _accept(KEY_A, input, deadline);
        _eq(_free(opA), 1, "free after accept");
        _eq(cap.commitment(opA, CPU).inUse, 1, "in use");
        _eq(_free(opB), 2, "other operator untouched");
        if (!market.holding(keccak256(abi.encode(input, opA)))) revert Mismatch("holding", 0, 1);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(KEY_A, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.AlreadyAccepted.selector, input, opA));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
    }

    function test_RefusedBeyondCapacity() public {
        (bytes32 i1, uint64 d1) = _request();
        (bytes32 i2, uint64 d2) = _request();
        (bytes32 i3, uint64 d3) = _request();
        _accept(KEY_A, i1, d1);
        _accept(KEY_A, i2, d2);
        _eq(_free(opA), 0, "full");
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(KEY_A, market.acceptanceDigest(i3, d3, _c(i3, d3)));
        vm.expectRevert(abi.encodeWithSelector(CapacityRegistry.NoFreeCapacity.selector, opA, CPU));
        market.accept(i3, d3, committeeOf[keccak256(abi.encode(i3, d3))], v, r, s);
        if (market.holding(keccak256(abi.encode(i3, opA)))) revert Mismatch("refused acceptance held", 1, 0);
        // the capacity comes back when a task lands, and the third is then accepted
        consumer.land(i1, bytes32(uint256(42)));
        market.releaseUnit(i1, opA);
        _accept(KEY_A, i3, d3);
        _eq(cap.commitment(opA, CPU).inUse, 2, "in use");
    }

    function test_AcceptBadInput() public {
        (bytes32 input, uint64 deadline) = _request();
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(KEY_A, market.acceptanceDigest(input, deadline + 1, _c(input, deadline + 1)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.DeadlineMismatch.selector, deadline + 1, deadline));
        market.accept(input, deadline + 1, committeeOf[keccak256(abi.encode(input, deadline + 1))], v, r, s);
        bytes32 unknown = keccak256("no such task");
        (v, r, s) = vm.sign(KEY_A, market.acceptanceDigest(unknown, deadline, _c(unknown, deadline)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.UnknownTask.selector, unknown));
        market.accept(unknown, deadline, committeeOf[keccak256(abi.encode(unknown, deadline))], v, r, s);
        // a signer that is no registered operator is no member of the drawn committee
        (v, r, s) = vm.sign(0xC0FFEE, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.ForgedAcceptance.selector));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
        (v, r, s) = vm.sign(KEY_A, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.ForgedAcceptance.selector));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, bytes32(uint256(r) ^ 1), s);
        vm.roll(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.AcceptanceExpired.selector, deadline));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
        vm.roll(deadline);
        consumer.land(input, bytes32(uint256(42)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.TaskLanded.selector, input));
        market.accept(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
    }

    function test_ReleaseWhileOpenRefused() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.TaskOpen.selector, input, deadline));
        market.releaseUnit(input, opA);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotHeld.selector, input, opB));
        market.releaseUnit(input, opB);
    }

    function test_ReleaseOnSettle() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        _accept(KEY_B, input, deadline);
        bytes32 answer = bytes32(uint256(42));
        Transition[] memory ts = new Transition[](1);
        ts[0] = Transition({
            chainId: block.chainid,
            consumer: address(consumer),
            index: 0,
            manifest: bytes32(0),
            input: input,
            slot: bytes32(0),
            oldValue: bytes32(uint256(1)),
            newValue: answer,
            referenceBlock: uint32(block.number)
        });
        // the record of an all-signed landing: no non-signers
        bytes32 signatory = keccak256(
            abi.encode(keccak256("deepcall/signatory/quorum/v1"), ts[0].referenceBlock, keccak256(""))
        );
        consumer.land(input, answer, keccak256(abi.encode(consumer.transitionDigest(ts[0]), signatory)));
        vm.roll(block.number + 3);
        QuorumSignature memory sig;
        market.settleSingle(ts, sig);
        (address payer,,,) = market.tasks(input);
        _eq(uint160(payer), 0, "settled");
        market.releaseUnit(input, opA);
        market.releaseUnit(input, opB);
        _eq(_free(opA), 2, "A free");
        _eq(_free(opB), 2, "B free");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotHeld.selector, input, opA));
        market.releaseUnit(input, opA);
    }

    function test_ReleaseOnNoShowReport() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        _eq(_free(opA), 1, "held");
        vm.roll(deadline + 1);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(KEY_A, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        vm.prank(address(0x5EE));
        market.reportNoShow(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
        _eq(cap.commitment(opA, CPU).inUse, 0, "released by the report");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotHeld.selector, input, opA));
        market.releaseUnit(input, opA);
    }

    function test_ReleaseOnLapse() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        vm.roll(deadline);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.TaskOpen.selector, input, deadline));
        market.releaseUnit(input, opA);
        vm.roll(deadline + 1);
        vm.prank(address(0xD00D)); // anyone
        market.releaseUnit(input, opA);
        _eq(cap.commitment(opA, CPU).inUse, 0, "released after the deadline");
    }

    function test_ReleaseAfterReclaim() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        vm.roll(deadline + GRACE + 1);
        market.reclaim(input);
        market.releaseUnit(input, opA);
        _eq(_free(opA), 2, "free after reclaim");
    }

    function test_SetCapacityOnce() public {
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.CapacityAlreadySet.selector));
        market.setCapacity(IMarketCapacity(address(cap)));
        vm.prank(address(0xBAD));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotOwner.selector));
        market.setCapacity(IMarketCapacity(address(cap)));
    }

    receive() external payable {}

    /// The member's delegators withdraw after it accepted: the no-show slash is a share of the stake that
    /// backed the acceptance (before: of what was left, 0.001 ether instead of 0.1), and accept locked that
    /// stake in the registry until the report window closes; a report after it is refused.
    function test_NoShowSlashTakesTheStakeAtAcceptance() public {
        (bytes32 input, uint64 deadline) = _request();
        _accept(KEY_A, input, deadline);
        _eq(reg.lockedUntil(opA), deadline + GRACE, "locked until the report window closes");
        _eq(market.acceptedStake(keccak256(abi.encode(input, deadline, opA))), 1 ether, "stake at acceptance");
        reg.setStake(opA, 0.01 ether); // withdrawn (a registry without the lock)
        vm.roll(deadline + 1);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(KEY_A, market.acceptanceDigest(input, deadline, _c(input, deadline)));
        market.reportNoShow(input, deadline, committeeOf[keccak256(abi.encode(input, deadline))], v, r, s);
        _eq(reg.stakeOf(opA), 0, "cut 0.1 ether, capped at what is left");
        (bytes32 other, uint64 due) = _request();
        (v, r, s) = vm.sign(KEY_B, market.acceptanceDigest(other, due, _c(other, due)));
        vm.roll(due + GRACE + 1);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.ReportWindowClosed.selector, uint256(due + GRACE)));
        market.reportNoShow(other, due, committeeOf[keccak256(abi.encode(other, due))], v, r, s);
    }
}
