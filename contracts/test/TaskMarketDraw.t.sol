// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFixture} from "./MarketFixture.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {AssignmentDraw, IDrawRegistry} from "../src/AssignmentDraw.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {TaskMarketSla} from "../src/TaskMarketSla.sol";
import {IMarketConsumer, IMarketRegistry, IMarketCapacity, IMarketDraw} from "../src/IMarket.sol";
import {ConsumerDouble} from "./TaskMarketCapacity.t.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";

/// @notice A capacity that always has a unit free (the draw tests are not about capacity).
contract OpenCapacity is IMarketCapacity {
    function acquire(address, bytes32) external {}
    function release(address, bytes32) external {}
}

/// @notice The draw recorded on chain (MarketFixture: the real registry; committees of 1 of 3): a committee is
/// drawn once per paid task from its request block's operator set and the prevrandao of request + drawDelay;
/// an acceptance is evidence, or holds capacity, only for that committee and by one of its members. The
/// attack of the draw issue is played here: a router that finds another block whose randomness draws its
/// target gets an acceptance that neither `accept` nor `reportNoShow` takes.
contract TaskMarketDrawTest is MarketFixture {
    function _committeeSize() internal pure override returns (uint256) {
        return 1;
    }

    function setUp() public override {
        super.setUp();
        market.setCapacity(new OpenCapacity());
    }

    function _stakesAt(uint32 ref, bytes32[] memory ids) internal view returns (uint256[] memory st) {
        st = new uint256[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            st[i] = registry.stakeAt(ids[i], ref);
        }
    }

    function _indexOf(bytes32 x) internal view returns (uint256) {
        for (uint256 i; i < OPS; ++i) {
            if (id[i] == x) return i;
        }
        revert Mismatch("not an operator");
    }

    function fix(bytes32 in_, bytes calldata header, bytes32[] calldata ids) external {
        market.fixDraw(in_, header, ids);
    }

    function test_drawBlockIsRequestPlusDelay() public view {
        _eq(market.drawBlock(input), 101 + DRAW_DELAY, "draw block");
        _eq(market.drawDelay(), DRAW_DELAY, "drawDelay");
    }

    /// fixDraw records the draw of the request block's set and stakes with the draw block's prevrandao,
    /// whatever the stakes are by then.
    function test_fixDrawRecordsTheDraw() public {
        uint256 drawAt = market.drawBlock(input);
        vm.roll(drawAt + 5);
        registry.setStake(op[0], 50 ether); // a stake raised after the request does not count
        bytes32 mix = keccak256("the draw block's prevrandao");
        bytes memory h = _setHeader(drawAt, mix);
        uint256 gas = gasleft();
        market.fixDraw(input, h, _sortedIds());
        emit log_named_uint("fixDraw gas (3 operators, committee of 1)", gas - gasleft());
        bytes32[] memory ids = _sortedIds();
        bytes32[] memory want = drawer.draw(drawer.seed(mix, input), ids, _stakesAt(101, _sortedIds()), 1);
        _eq(market.drawn(keccak256(abi.encode(input, deadline))), keccak256(abi.encodePacked(want)), "committee");
        if (!market.member(keccak256(abi.encode(input, deadline, want[0])))) revert Mismatch("member");
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.AlreadyDrawn.selector, input));
        market.fixDraw(input, h, _sortedIds());
    }

    function test_RevertWhen_fixDrawBeforeTheDrawBlock() public {
        uint256 drawAt = market.drawBlock(input);
        vm.roll(drawAt);
        bytes memory h = _header(drawAt, bytes32(uint256(1)));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.TooEarly.selector, drawAt));
        market.fixDraw(input, h, _sortedIds());
    }

    function test_RevertWhen_fixDrawWithAForgedHeader() public {
        uint256 drawAt = market.drawBlock(input);
        vm.roll(drawAt + 1);
        _setHeader(drawAt, keccak256("real"));
        bytes memory forged = _header(drawAt, keccak256("steered"));
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, drawAt));
        this.fix(input, forged, _sortedIds());
        // the real header of another block (the one a steering router picked)
        bytes memory other = _setHeader(drawAt - 1, keccak256("earlier"));
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, drawAt));
        this.fix(input, other, _sortedIds());
        // and the draw block's header once it left the BLOCKHASH window
        bytes memory h = _setHeader(drawAt, keccak256("real"));
        vm.roll(drawAt + 257);
        vm.expectRevert(abi.encodeWithSelector(AssignmentDraw.BadHeader.selector, drawAt));
        this.fix(input, h, _sortedIds());
    }

    function test_RevertWhen_fixDrawWithAnotherOperatorList() public {
        uint256 drawAt = market.drawBlock(input);
        vm.roll(drawAt + 1);
        bytes memory h = _setHeader(drawAt, keccak256("real"));
        bytes32[] memory all = _sortedIds();
        bytes32[] memory missing = new bytes32[](2);
        (missing[0], missing[1]) = (all[0], all[2]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.SignersMismatch.selector));
        this.fix(input, h, missing);
        bytes32[] memory unsorted = _sortedIds();
        (unsorted[0], unsorted[1]) = (unsorted[1], unsorted[0]);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.SignersMismatch.selector));
        this.fix(input, h, unsorted);
        // an operator that left after the request is still in the request block's set: leaving it out fails
        vm.prank(op[1]);
        registry.deregisterOperator();
        bytes32[] memory now_ = new bytes32[](2);
        uint256 k;
        for (uint256 i; i < OPS; ++i) {
            if (all[i] != id[1]) now_[k++] = all[i];
        }
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.SignersMismatch.selector));
        this.fix(input, h, now_);
        market.fixDraw(input, h, all);
    }

    /// The attack: the draw block's randomness drew someone; a router scans earlier blocks for one whose
    /// randomness draws its target and hands the target that assignment. The target's acceptance names a
    /// committee the chain did not draw: accept and reportNoShow refuse it (NotDrawn), before and after
    /// the real draw is recorded, and the target is not slashed.
    function test_steeredAssignmentIsNoEvidence() public {
        uint256 drawAt = market.drawBlock(input);
        vm.roll(drawAt + 1);
        bytes32 mix = keccak256("real prevrandao");
        bytes memory h = _setHeader(drawAt, mix);
        bytes32[] memory ids = _sortedIds();
        uint256[] memory st = _stakesAt(101, ids);
        bytes32 real = drawer.draw(drawer.seed(mix, input), ids, st, 1)[0];
        // the router's target: someone the real draw did not pick; its scan finds a block that draws it
        bytes32 target = real == ids[0] ? ids[1] : ids[0];
        uint256 tries;
        for (; drawer.draw(drawer.seed(keccak256(abi.encode(tries)), input), ids, _stakesAt(101, ids), 1)[0] != target; ++tries) {}
        emit log_named_uint("blocks a steering router scans to find its target", tries + 1);
        bytes32[] memory steered = new bytes32[](1);
        steered[0] = target;
        bytes32 c = keccak256(abi.encodePacked(steered));
        uint256 t = _indexOf(target);
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[t], market.acceptanceDigest(input, deadline, c));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotDrawn.selector, input, op[t]));
        market.accept(input, deadline, c, v, r, s);
        market.fixDraw(input, h, ids);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotDrawn.selector, input, op[t]));
        market.accept(input, deadline, c, v, r, s);
        vm.roll(deadline + 1);
        uint96 before = registry.stakeOf(op[t]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotDrawn.selector, input, op[t]));
        market.reportNoShow(input, deadline, c, v, r, s);
        _eq(registry.stakeOf(op[t]), before, "the steered target keeps its stake");
    }

    /// An operator that is not a member, signing the drawn committee's hash, is not bound either; the member
    /// is, and its acceptance holds (accept) and is evidence (reportNoShow).
    function test_onlyTheDrawnMemberIsBound() public {
        bytes32 c = _fix(input, deadline);
        uint256 m;
        while (!market.member(keccak256(abi.encode(input, deadline, id[m])))) ++m;
        uint256 outsider = (m + 1) % OPS;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(ecdsaKey[outsider], market.acceptanceDigest(input, deadline, c));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotDrawn.selector, input, op[outsider]));
        market.accept(input, deadline, c, v, r, s);
        (v, r, s) = vm.sign(ecdsaKey[m], market.acceptanceDigest(input, deadline, c));
        uint256 gas = gasleft();
        market.accept(input, deadline, c, v, r, s);
        emit log_named_uint("accept gas (3 operators)", gas - gasleft());
        vm.roll(deadline + 1);
        uint96 before = registry.stakeOf(op[m]);
        market.reportNoShow(input, deadline, c, v, r, s);
        _eq(registry.stakeOf(op[m]), before - before / 10, "the drawn no-show is slashed");
    }

    function test_RevertWhen_drawDelayIsGrindable() public {
        TaskMarket.Shape memory sh =
            TaskMarket.Shape({dim: 64, hiddenDim: 172, layers: 5, heads: 8, kvHeads: 4, headSize: 8, vocab: 512, seqLen: 512});
        TaskMarket.Terms memory t = TaskMarket.Terms({
            slaBlocks: SLA, graceBlocks: GRACE, claimWindow: 100, drawDelay: 1, bonus: 500, treasury: address(1),
            slashBps: 1000, reporterBps: 5000
        });
        for (uint64 d; d < 2; ++d) {
            t.drawDelay = d;
            vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.BadDrawDelay.selector, d));
            new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
        }
        t.drawDelay = SLA; // drawn drawAt the deadline
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.BadDrawDelay.selector, SLA));
        new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
        (t.drawDelay, t.slaBlocks) = (2, 201); // accepts would outlast the draw block's BLOCKHASH window
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.BadDrawDelay.selector, 2));
        new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
        (t.slaBlocks, t.graceBlocks) = (SLA, 1000); // a long report window is fine: accept records the draw
        new TaskMarket(IMarketConsumer(address(consumer)), IMarketRegistry(address(registry)), sh, t);
    }

    function test_RevertWhen_setDrawTwiceOrByAStranger() public {
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.DrawAlreadySet.selector));
        market.setDraw(IMarketDraw(address(drawer)), 1);
        vm.prank(address(0xbad));
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotOwner.selector));
        market.setDraw(IMarketDraw(address(drawer)), 1);
    }
}

/// @notice A registry of n operators with the cost shape of OperatorRegistry's history reads: each stake is
/// a checkpoint array (length and entry: two cold slots per operator, as _stakeAt's search over one
/// checkpoint), and signersAt sums them against the total.
contract HistoryStub {
    mapping(bytes32 => uint256[]) internal cps;
    mapping(address => bytes32) public operatorIdOf;
    uint256 internal total;

    function add(address op, bytes32 id_, uint256 stake) external {
        cps[id_].push(stake);
        operatorIdOf[op] = id_;
        total += stake;
    }

    function stakeAt(bytes32 id_, uint32) public view returns (uint256) {
        uint256[] storage c = cps[id_];
        return c.length == 0 ? 0 : c[c.length - 1];
    }

    function signersAt(uint32 ref, bytes32[] calldata, bytes32[] calldata ids) external view returns (uint256 s) {
        bytes32 prev;
        for (uint256 i; i < ids.length; ++i) {
            uint256 x = stakeAt(ids[i], ref);
            require(ids[i] > prev && x > 0, "mismatch");
            s += x;
            prev = ids[i];
        }
        require(s == total, "mismatch");
    }

    function stakeOf(address op) external view returns (uint96) {
        return uint96(stakeAt(operatorIdOf[op], 0));
    }

    function checkSignaturesAt(bytes32, uint32, QuorumSignature calldata, uint256, uint256)
        external
        pure
        returns (uint256, uint256)
    {
        return (0, 0);
    }

    function slash(address, uint96) external {}
    function lockStake(address, uint64) external {}
}

/// @notice fixDraw and accept gas at 12, 100 and 200 operators (committees of 3 and of 12): each must fit
/// EIP-7825's 16,777,216 gas at the largest quorum claimed (200).
contract TaskMarketDrawGasTest is MarketFixture {
    TaskMarket internal m;
    bytes32[] internal gIds;
    uint256[] internal gKeys;

    function _market(uint256 n, uint256 k) internal returns (bytes32 in_) {
        HistoryStub reg = new HistoryStub();
        delete gIds;
        delete gKeys;
        for (uint256 i; i < n; ++i) {
            gKeys.push(0xa000 + i);
            gIds.push(keccak256(abi.encode("op", i)));
        }
        for (uint256 i = 1; i < n; ++i) {
            for (uint256 j = i; j > 0 && gIds[j - 1] > gIds[j]; --j) {
                (gIds[j - 1], gIds[j]) = (gIds[j], gIds[j - 1]);
                (gKeys[j - 1], gKeys[j]) = (gKeys[j], gKeys[j - 1]);
            }
        }
        for (uint256 i; i < n; ++i) {
            reg.add(vm.addr(gKeys[i]), gIds[i], (1 + i % 7) * 1 ether);
        }
        m = new TaskMarket(
            IMarketConsumer(address(new ConsumerDouble())),
            IMarketRegistry(address(reg)),
            TaskMarket.Shape({dim: 8, hiddenDim: 16, layers: 2, heads: 2, kvHeads: 2, headSize: 4, vocab: 32, seqLen: 64}),
            TaskMarket.Terms({
                slaBlocks: SLA, graceBlocks: GRACE, claimWindow: 50, drawDelay: DRAW_DELAY, bonus: 500,
                treasury: address(1), slashBps: 1000, reporterBps: 5000
            })
        );
        m.setBaseRate(CLASS, 1);
        m.setCapacity(new OpenCapacity());
        m.setDraw(IMarketDraw(address(new AssignmentDraw(IDrawRegistry(address(reg))))), k);
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (n, k);
        in_ = m.request{value: m.feeFor(CLASS, 2, 3)}(prompt, 3, CLASS);
    }

    function _run(uint256 n, uint256 k) internal returns (uint256 fixGas, uint256 acceptGas) {
        bytes32 in_ = _market(n, k);
        (, uint64 due,,) = m.tasks(in_);
        uint256 drawAt = m.drawBlock(in_);
        vm.roll(drawAt + 1);
        bytes memory h = _setHeader(drawAt, keccak256(abi.encode(n, k)));
        bytes32[] memory ids = gIds;
        uint256 g = gasleft();
        m.fixDraw(in_, h, ids);
        fixGas = g - gasleft();
        bytes32 c = m.drawn(keccak256(abi.encode(in_, due)));
        uint256 who;
        while (!m.member(keccak256(abi.encode(in_, due, gIds[who])))) ++who;
        (uint8 v, bytes32 r, bytes32 s) = vm.sign(gKeys[who], m.acceptanceDigest(in_, due, c));
        g = gasleft();
        m.accept(in_, due, c, v, r, s);
        acceptGas = g - gasleft();
    }

    function test_drawGas() public {
        uint256[3] memory ns = [uint256(12), 100, 200];
        for (uint256 i; i < 3; ++i) {
            for (uint256 k = 3; k <= 12; k += 9) {
                (uint256 f, uint256 a) = _run(ns[i], k);
                emit log_named_uint(string.concat("fixDraw gas, ", vm.toString(ns[i]), " operators, k ", vm.toString(k)), f);
                emit log_named_uint(string.concat("accept gas, ", vm.toString(ns[i]), " operators, k ", vm.toString(k)), a);
                if (f > 16_777_216 || a > 16_777_216) revert Mismatch("over EIP-7825's cap");
            }
        }
    }

    receive() external payable {}
}
