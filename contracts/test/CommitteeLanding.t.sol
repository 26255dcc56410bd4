// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {MarketFixture} from "./MarketFixture.sol";
import {QuorumFixture} from "./DeepcallQuorum.t.sol";
import {G1Point} from "../src/BlsBn254.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer} from "../src/LLMConsumer.sol";
import {TaskMarket} from "../src/TaskMarket.sol";
import {TaskMarketSla} from "../src/TaskMarketSla.sol";
import {CommitteeCheck, CommitteeSignature, ICommitteeDraw} from "../src/CommitteeCheck.sol";

/// @notice Committee landings (LLMConsumer.verifyAndUpdateCommittee): the market draws two of the three
/// operators for each task, and only that committee's threshold lands its answer; a wrong answer charges
/// exactly its signers; a final one pays exactly them. MarketFixture: the real registry, LLMConsumer,
/// DisputeGame, TaskMarket and AssignmentDraw.
contract CommitteeLandingTest is MarketFixture {
    bytes32 internal constant ROOT = keccak256("a committee root");
    address internal constant CHALLENGER = address(0xC4A1);

    bytes32[] internal members; // the drawn committee of `input`, in draw order
    uint256 internal memberMask; // bit i: operator i is a member
    uint256 internal outsider; // the operator left out of the draw

    function _committeeSize() internal pure override returns (uint256) {
        return 2;
    }

    function setUp() public override {
        super.setUp();
        consumer.setMarket(ICommitteeDraw(address(market)));
        consumer.setCommitteeFeeCap(1 ether);
    }

    // ------------------------------------------------------------------ helpers

    /// @dev Fixes the draw of `input` and reads its members from the draw itself.
    function _draw() internal {
        _fix(input, deadline);
        uint256 drawAt = uint256(deadline) - SLA + DRAW_DELAY;
        (, bytes32[] memory m) = drawer.drawFor(
            input, drawAt, _header(drawAt, keccak256(abi.encode("mix", input))), uint32(deadline - SLA), _sortedIds(), 2
        );
        members = m;
        for (uint256 i; i < OPS; ++i) {
            bool isMember = id[i] == m[0] || id[i] == m[1];
            if (isMember) memberMask |= uint256(1) << i;
            else outsider = i;
        }
    }

    function _tokens(uint256 n) internal pure returns (uint256[] memory tokens) {
        tokens = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            tokens[i] = 40 + i;
        }
    }

    function _transition(uint256 n) internal view returns (Transition memory t) {
        t = _answer(input);
        t.index = 7;
        t.newValue = consumer.resultValue(ROOT, _tokens(n));
    }

    /// @dev The operators of `mask` signing `digest` as a committee: Σ sk_i·H(digest), their G2 keys' sum from
    /// the vectors, their G1 keys in ascending order of id.
    function _committeeSig(uint256 mask, bytes32 digest) internal view returns (CommitteeSignature memory s) {
        string memory name;
        uint256 n;
        for (uint256 i; i < OPS; ++i) {
            if (mask >> i & 1 == 0) continue;
            name = string.concat(name, vm.toString(i));
            G1Point memory part = _sign(sk[i], digest);
            if (n++ == 0) {
                s.sigma = part;
            } else {
                (bool ok, bytes memory out) = address(0x06).staticcall(abi.encode(s.sigma.X, s.sigma.Y, part.X, part.Y));
                require(ok);
                (s.sigma.X, s.sigma.Y) = abi.decode(out, (uint256, uint256));
            }
        }
        bytes32[] memory a2 = vm.parseJsonBytes32Array(vectors, string.concat(".apk2Of3.", name));
        s.apkG2.X = [uint256(a2[0]), uint256(a2[1])];
        s.apkG2.Y = [uint256(a2[2]), uint256(a2[3])];
        bytes32[] memory ids = _signerIds(mask);
        s.signerKeys = new G1Point[](ids.length);
        for (uint256 k; k < ids.length; ++k) {
            for (uint256 i; i < OPS; ++i) {
                if (id[i] == ids[k]) s.signerKeys[k] = pk1[i];
            }
        }
    }

    /// @dev The ids of the operators of `mask`, ascending.
    function _signerIds(uint256 mask) internal view returns (bytes32[] memory ids) {
        bytes32[] memory all = _sortedIds();
        ids = new bytes32[](OPS);
        uint256 k;
        for (uint256 j; j < OPS; ++j) {
            for (uint256 i; i < OPS; ++i) {
                if (id[i] == all[j] && mask >> i & 1 == 1) ids[k++] = all[j];
            }
        }
        assembly ("memory-safe") {
            mstore(ids, k)
        }
    }

    function _landBy(uint256 mask, uint256 n) internal returns (Transition memory t) {
        t = _transition(n);
        consumer.verifyAndUpdateCommittee(t, _committeeSig(mask, consumer.transitionDigest(t)), members, ROOT, _tokens(n));
    }

    function _expectLandRevert(uint256 mask, bytes memory err) internal {
        Transition memory t = _transition(4);
        CommitteeSignature memory s = _committeeSig(mask, consumer.transitionDigest(t));
        bytes32[] memory m = members;
        uint256[] memory toks = _tokens(4);
        vm.expectRevert(err);
        consumer.verifyAndUpdateCommittee(t, s, m, ROOT, toks);
    }

    // ------------------------------------------------------------------ who may land

    /// The drawn committee lands the answer on its own threshold: two of three operators' keys, no
    /// signature from the operator left out of the draw.
    function test_committeeLandsItsTask() public {
        _draw();
        _landBy(memberMask, 4);
        _eq(consumer.result(input), consumer.resultValue(ROOT, _tokens(4)), "landed value");
        _eq(consumer.landedAt(input), block.number, "landed now");
    }

    /// The operator left out of the draw cannot add its key to a committee landing (its signature would let
    /// an outsider count toward, or stand in for, the committee).
    function test_RevertWhen_anOutsiderSigns() public {
        _draw();
        _expectLandRevert(
            memberMask | (uint256(1) << outsider),
            abi.encodeWithSelector(CommitteeCheck.NotCommitteeSigner.selector, id[outsider])
        );
    }

    /// The outsider alone, signing as a one-member "committee", lands nothing.
    function test_RevertWhen_theOutsiderLandsAlone() public {
        _draw();
        _expectLandRevert(
            uint256(1) << outsider, abi.encodeWithSelector(CommitteeCheck.NotCommitteeSigner.selector, id[outsider])
        );
    }

    /// One member alone holds less than two thirds of the committee's stake.
    function test_RevertWhen_belowTheCommitteesThreshold() public {
        _draw();
        uint256 least = 0;
        while (memberMask >> least & 1 == 0) ++least; // the member with the least stake (stakes grow with i)
        uint256 total;
        for (uint256 i; i < OPS; ++i) {
            if (memberMask >> i & 1 == 1) total += (i + 1) * 1e18;
        }
        _expectLandRevert(
            uint256(1) << least,
            abi.encodeWithSelector(CommitteeCheck.CommitteeBelowThreshold.selector, (least + 1) * 1e18, total)
        );
    }

    /// Before the chain draws the committee there is none to land with.
    function test_RevertWhen_notDrawnYet() public {
        members = _signerIds(3);
        _expectLandRevert(3, abi.encodeWithSelector(CommitteeCheck.NotDrawn.selector, input));
    }

    /// A task nobody paid for on the market has no committee: it lands only through the whole quorum.
    function test_RevertWhen_theTaskIsNotOnTheMarket() public {
        _draw();
        input = consumer.request(_prompt(9), 4); // requested on the consumer, not paid on the market
        _expectLandRevert(memberMask, abi.encodeWithSelector(CommitteeCheck.NotDrawn.selector, input));
    }

    /// The members presented must be the drawn committee: naming every operator (so that any two of them
    /// would do) is refused.
    function test_RevertWhen_theMembersAreNotTheDraw() public {
        _draw();
        members = _sortedIds();
        _expectLandRevert(memberMask, abi.encodeWithSelector(CommitteeCheck.CommitteeMismatch.selector, input));
    }

    /// The committee's keys with a signature of another transition.
    function test_RevertWhen_theSignatureIsOfAnotherTransition() public {
        _draw();
        Transition memory t = _transition(4);
        Transition memory other = _transition(5);
        CommitteeSignature memory s = _committeeSig(memberMask, consumer.transitionDigest(other));
        bytes32[] memory m = members;
        uint256[] memory toks = _tokens(4);
        vm.expectRevert(CommitteeCheck.CommitteeBadSignature.selector);
        consumer.verifyAndUpdateCommittee(t, s, m, ROOT, toks);
    }

    /// A task whose fee is over the committee fee cap is worth more than a committee may vouch for alone:
    /// its committee cannot land it (the whole quorum can), and with no cap set no committee lands anything.
    function test_RevertWhen_theFeeIsOverTheCommitteeCap() public {
        _draw();
        (,, uint128 fee,) = market.tasks(input);
        consumer.setCommitteeFeeCap(fee - 1);
        _expectLandRevert(memberMask, abi.encodeWithSelector(LLMConsumer.OverCommitteeCap.selector, fee, fee - 1));
        consumer.setCommitteeFeeCap(0);
        _expectLandRevert(memberMask, abi.encodeWithSelector(LLMConsumer.OverCommitteeCap.selector, fee, 0));
        consumer.setCommitteeFeeCap(fee);
        _landBy(memberMask, 4);
        vm.prank(address(0xbad));
        vm.expectRevert(LLMConsumer.NotDeployer.selector);
        consumer.setCommitteeFeeCap(type(uint256).max);
    }

    /// Only the consumer's deployer sets the market, once.
    function test_RevertWhen_theMarketIsSetAgain() public {
        vm.expectRevert(LLMConsumer.BadMarket.selector);
        consumer.setMarket(ICommitteeDraw(address(0xbad)));
        vm.prank(address(0xbad));
        vm.expectRevert(LLMConsumer.NotDeployer.selector);
        consumer.setMarket(ICommitteeDraw(address(0xbad)));
    }

    // ------------------------------------------------------------------ who answers for it, who is paid

    /// A committee's wrong answer (3 tokens where 4 were asked) is invalidated and charges exactly its
    /// signers: the liability proof must list them, and the operator outside the committee is never charged.
    function test_wrongCommitteeAnswerChargesExactlyItsSigners() public {
        _draw();
        Transition memory t = _landBy(memberMask, 3);
        bytes32[] memory signers = _signerIds(memberMask);
        vm.deal(CHALLENGER, BOND);
        vm.prank(CHALLENGER);
        uint256 c = game.open{value: BOND}(
            address(consumer),
            _prompt(1),
            4,
            ROOT,
            _tokens(3),
            t,
            consumer.committeeSignatory(t.referenceBlock, keccak256(abi.encodePacked(signers))),
            new bytes32[](0)
        );
        vm.roll(consumer.landedAt(input) + CHALLENGE_WINDOW + 1);
        // every operator named, or the quorum's kind of proof: not this landing's record
        uint256 kind = consumer.LIABLE_COMMITTEE();
        bytes memory asQuorum = abi.encode(consumer.LIABLE_QUORUM(), new bytes32[](0), _sortedIds());
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, c));
        game.resolve(c, abi.encode(kind, _sortedIds()));
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, c));
        game.resolve(c, asQuorum);
        game.resolve(c, abi.encode(kind, signers));
        require(consumer.invalid(input), "invalidated");
        uint96 before = registry.stakeOf(op[outsider]);
        game.slash(c, signers, 10);
        _eq(registry.stakeOf(op[outsider]), before, "the outsider keeps its stake");
        for (uint256 i; i < OPS; ++i) {
            if (memberMask >> i & 1 == 1) require(registry.stakeOf(op[i]) < (i + 1) * 1e18, "a signer is slashed");
        }
    }

    /// A final committee answer is paid to its signers alone, pro rata (settleSharded with the one list of
    /// signers); the outsider has no share.
    function test_finalCommitteeAnswerPaysItsSigners() public {
        _draw();
        Transition memory t = _landBy(memberMask, 4);
        bytes32[][] memory lists = new bytes32[][](1);
        lists[0] = _signerIds(memberMask);
        vm.expectRevert(abi.encodeWithSelector(TaskMarketSla.NotFinal.selector, input));
        market.settleSharded(t, lists, new bytes32[2][](0));
        vm.roll(consumer.landedAt(input) + CHALLENGE_WINDOW + 1);
        // a list naming the outsider too does not open the landing record
        bytes32[][] memory padded = new bytes32[][](1);
        padded[0] = _sortedIds();
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.NotShardedLanding.selector, input));
        market.settleSharded(t, padded, new bytes32[2][](0));
        uint256 pool = market.settleSharded(t, lists, new bytes32[2][](0));
        uint256 paid;
        for (uint256 i; i < OPS; ++i) {
            if (memberMask >> i & 1 == 0) continue;
            vm.prank(op[i]);
            paid += market.claimSharded(pool, lists[0]);
        }
        uint256 amount = market.poolOf(pool).amount;
        require(amount > 0 && paid <= amount && amount - paid < 2, "the signers share the whole payout, to a wei");
        vm.prank(op[outsider]);
        vm.expectRevert(abi.encodeWithSelector(TaskMarket.NotASigner.selector, op[outsider], pool));
        market.claimSharded(pool, lists[0]);
    }
}

/// @notice A market stand-in that records one drawn committee: what LLMConsumer reads of TaskMarket.
contract DrawnCommittee is ICommitteeDraw {
    bytes32 internal _input;
    bytes32 internal _committee;

    function set(bytes32 input, bytes32[] calldata members) external {
        (_input, _committee) = (input, keccak256(abi.encodePacked(members)));
    }

    function tasks(bytes32 input) external view returns (address, uint64, uint128, uint128) {
        return (address(0), input == _input ? 1000 : 0, 0, 0);
    }

    function drawn(bytes32 key) external view returns (bytes32) {
        return key == keccak256(abi.encode(_input, uint64(1000))) ? _committee : bytes32(0);
    }
}

/// @notice Committee landings against Go's vectors (testdata/bls/vectors.json "committees": 100 registered
/// operators, a committee of four, signatures made by blsagg), and the gas of one.
contract CommitteeVectorsTest is QuorumFixture {
    DrawnCommittee internal draw;

    function setUp() public override {
        super.setUp();
        draw = new DrawnCommittee();
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        consumer.setMarket(draw);
        draw.set(_transition(0).input, _members());
    }

    function _members() internal view returns (bytes32[] memory) {
        return vm.parseJsonBytes32Array(json, ".committees.three.members");
    }

    function _committee(string memory name) internal view returns (CommitteeSignature memory s) {
        string memory p = string.concat(".committees.", name);
        s.sigma = _g1(vm.parseJsonBytes32Array(json, string.concat(p, ".sigma")), 0);
        s.apkG2 = _g2(vm.parseJsonBytes32Array(json, string.concat(p, ".apkG2")), 0);
        bytes32[] memory keys = vm.parseJsonBytes32Array(json, string.concat(p, ".signerKeys"));
        s.signerKeys = new G1Point[](keys.length / 2);
        for (uint256 i; i < s.signerKeys.length; ++i) {
            s.signerKeys[i] = _g1(keys, i);
        }
    }

    function _expect(string memory name, bytes memory err) internal {
        Transition memory t = _transition(0);
        CommitteeSignature memory s = _committee(name);
        bytes32[] memory m = _members();
        bytes32 root = _root(0);
        uint256[] memory toks = _tokens(0);
        vm.expectRevert(err);
        consumer.verifyAndUpdateCommittee(t, s, m, root, toks);
    }

    function test_vectors_threeOfFourLand() public {
        Transition memory t = _transition(0);
        consumer.verifyAndUpdateCommittee(t, _committee("three"), _members(), _root(0), _tokens(0));
        _eq(consumer.result(t.input), t.newValue, "landed");
    }

    function test_vectors_belowThreshold() public {
        _expect("below", abi.encodeWithSelector(CommitteeCheck.CommitteeBelowThreshold.selector, 47e18, 143e18));
    }

    function test_vectors_outsider() public {
        bytes32 id50 = vm.parseJsonBytes32Array(json, ".operators.ids")[50];
        _expect("outsider", abi.encodeWithSelector(CommitteeCheck.NotCommitteeSigner.selector, id50));
    }

    function test_vectors_badSignature() public {
        _expect("badSignature", abi.encodeWithSelector(CommitteeCheck.CommitteeBadSignature.selector));
    }

    /// The gas of a committee landing of three signers of four, with 100 operators registered (compare
    /// test_gas_verifyAndUpdate_100ops_10nonSigners, the whole quorum's).
    function test_gas_verifyAndUpdateCommittee_3of4() public {
        vm.pauseGasMetering();
        Transition memory t = _transition(0);
        CommitteeSignature memory s = _committee("three");
        bytes32[] memory m = _members();
        bytes32 root = _root(0);
        uint256[] memory toks = _tokens(0);
        vm.resumeGasMetering();
        uint256 g = gasleft();
        consumer.verifyAndUpdateCommittee(t, s, m, root, toks);
        g -= gasleft();
        emit log_named_uint("verifyAndUpdateCommittee, 3 of 4 members sign, 100 operators registered", g);
    }
}
