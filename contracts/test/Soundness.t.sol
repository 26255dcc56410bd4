// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ChallengeStates} from "./ChallengeStates.sol";
import {DeepcallVmTest} from "./DeepcallVm.sol";
import {DisputeGame, ISlashingRegistry} from "../src/DisputeGame.sol";
import {AlphabetStep} from "../src/AlphabetStep.sol";
import {IOneStep} from "../src/IOneStep.sol";
import {Transition} from "../src/DeepcallConsumer.sol";

/// @dev A registry stand-in: code, a reference window, and nothing else the tests here reach.
contract RegistryStandIn {
    uint256 public referenceWindow = 36;

    function setReferenceWindow(uint256 w) external {
        referenceWindow = w;
    }

    function stakeAt(bytes32, uint32) external pure returns (uint256) {
        return 0;
    }
}

/// @dev A consumer whose every answer to the game is set by the test: its manifest, registry, arbiter,
/// landing records and liability (or a revert of every view).
contract ConsumerDouble {
    bytes32 public manifest;
    address public registry;
    address public arbiter;
    bool public broken;
    bytes32 public signers;
    uint256 public count;
    mapping(bytes32 => bytes32) public landing;
    mapping(bytes32 => bool) public invalid;

    constructor(bytes32 m, address r, address a) {
        (manifest, registry, arbiter) = (m, r, a);
    }

    function setBroken(bool b) external {
        broken = b;
    }

    function setLanding(bytes32 input, bytes32 record) external {
        landing[input] = record;
    }

    function setLiability(bytes32 s, uint256 c) external {
        (signers, count) = (s, c);
    }

    function isValid(bytes32 input) external view returns (bool) {
        return !invalid[input];
    }

    function invalidate(bytes32 input) external {
        require(msg.sender == arbiter, "arbiter");
        invalid[input] = true;
    }

    function liability(uint256, bytes calldata) external view returns (bytes32, uint256) {
        return (signers, count);
    }
}

/// @dev ConsumerDouble whose views the game reads at admission revert.
contract RevertingConsumer {
    function manifest() external pure returns (bytes32) {
        revert("no");
    }

    function registry() external pure returns (address) {
        revert("no");
    }

    function arbiter() external pure returns (address) {
        revert("no");
    }
}

interface SoundCheats {
    function deal(address who, uint256 balance) external;
    function warp(uint256 timestamp) external;
}

/// @notice The soundness rules of the redesigned DisputeGame that need no quorum fixture: admission (only
/// the owner, only consumers that name this game and its registry and pin a manifest), openings only on
/// admitted consumers' recorded landings, a token count other than n wrong on its face, and a settlement
/// charging nobody open to anyone. (Signer lists, write-once slots and slash pages are tested
/// against the real registry and consumer in DisputeGame.t.sol and DeepcallQuorum.t.sol.)
contract SoundnessTest is DeepcallVmTest {
    SoundCheats internal constant cheats = SoundCheats(address(uint160(uint256(keccak256("hevm cheat code")))));
    bytes32 internal constant MANIFEST = bytes32(uint256(0x3a));
    bytes32 internal constant SIGNATORY = keccak256("signatory");
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant DEF_BOND = 0.25 ether;
    uint48 internal constant JOIN = 600;
    address internal constant CHALLENGER = address(0xC4A11);

    AlphabetStep internal alphabet;
    RegistryStandIn internal reg;
    DisputeGame internal game;
    ConsumerDouble internal c;

    function setUp() public {
        uint256[] memory sizes = new uint256[](2);
        (sizes[0], sizes[1]) = (4, 3);
        alphabet = new AlphabetStep(sizes);
        reg = new RegistryStandIn();
        game = new DisputeGame(alphabet, ISlashingRegistry(address(reg)), 100, JOIN, 3600, BOND, DEF_BOND, 5000);
        c = new ConsumerDouble(MANIFEST, address(reg), address(game));
        cheats.deal(CHALLENGER, 100 ether);
        cheats.deal(address(0xB0B), 100 ether);
        cheats.warp(1_000_000);
        vm.roll(10);
    }

    // ------------------------------------------------------------------ (a) admission

    function test_admit_ownerAdmitsAConsumerOfThisGame() public {
        game.admit(address(c));
        _eq(game.admitted(address(c)), MANIFEST, "manifest pinned");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.BadConsumer.selector, address(c)));
        game.admit(address(c)); // once
    }

    function test_RevertWhen_nonOwnerAdmits() public {
        vm.prank(address(0xB0B));
        vm.expectRevert(DisputeGame.NotOwner.selector);
        game.admit(address(c));
        // ownership moves, and with it the right to admit
        game.transferOwnership(address(0xB0B));
        vm.expectRevert(DisputeGame.NotOwner.selector);
        game.admit(address(c));
        vm.prank(address(0xB0B));
        game.admit(address(c));
    }

    /// Windows enforced on chain (issue: a landing naming the oldest accepted reference block must stay
    /// challengeable): a game whose challenge window does not outlast the registry's reference window by
    /// 64 blocks is refused at deployment.
    function test_RevertWhen_challengeWindowDoesNotOutlastTheReferenceWindow() public {
        reg.setReferenceWindow(37); // 37 + 64 > 100
        vm.expectRevert(DisputeGame.BadConfig.selector);
        new DisputeGame(alphabet, ISlashingRegistry(address(reg)), 100, JOIN, 3600, BOND, DEF_BOND, 5000);
        reg.setReferenceWindow(36);
        new DisputeGame(alphabet, ISlashingRegistry(address(reg)), 100, JOIN, 3600, BOND, DEF_BOND, 5000);
    }

    function test_RevertWhen_admittingAConsumerOfAnotherGame() public {
        DisputeGame other =
            new DisputeGame(alphabet, ISlashingRegistry(address(reg)), 100, JOIN, 3600, BOND, DEF_BOND, 5000);
        ConsumerDouble d = new ConsumerDouble(MANIFEST, address(reg), address(other));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.BadConsumer.selector, address(d)));
        game.admit(address(d));
    }

    function test_RevertWhen_admittingAConsumerOfAnotherRegistry() public {
        ConsumerDouble d = new ConsumerDouble(MANIFEST, address(new RegistryStandIn()), address(game));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.BadConsumer.selector, address(d)));
        game.admit(address(d));
    }

    function test_RevertWhen_admittingAConsumerWithoutManifest() public {
        ConsumerDouble d = new ConsumerDouble(bytes32(0), address(reg), address(game));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.BadConsumer.selector, address(d)));
        game.admit(address(d));
    }

    function test_RevertWhen_admittingAnAccountWithoutCode() public {
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.BadConsumer.selector, address(0xC0FFEE)));
        game.admit(address(0xC0FFEE));
    }

    function test_RevertWhen_admittingARevertingConsumer() public {
        RevertingConsumer r = new RevertingConsumer();
        vm.expectRevert();
        game.admit(address(r));
        _eq(game.admitted(address(r)), bytes32(0), "not admitted");
    }

    function test_RevertWhen_openingOnANeverAdmittedConsumer() public {
        // everything else in order: the consumer names this game, records the landing
        (Transition memory t, uint256[] memory prompt, uint256[] memory toks) = _landed(4, 4);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotAdmitted.selector, address(c)));
        game.open{value: BOND}(address(c), prompt, 4, bytes32(uint256(7)), toks, t, SIGNATORY, new bytes32[](0));
    }

    // ------------------------------------------------------------------ (b) a token count other than n

    function test_open_tokenCountOtherThanNSucceedsAtOnce() public {
        game.admit(address(c));
        for (uint256 k; k < 2; ++k) {
            uint256 count = k == 0 ? 3 : 5; // n = 4
            (Transition memory t, uint256[] memory prompt, uint256[] memory toks) = _landed(4, count);
            vm.prank(CHALLENGER);
            uint256 cid = game.open{value: BOND}(
                address(c), prompt, 4, bytes32(uint256(7)), toks, t, SIGNATORY, new bytes32[](0)
            );
            _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded at opening");
            vm.prank(address(0xB0B));
            vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
            game.defend{value: DEF_BOND}(cid);
            c.setLanding(t.input, bytes32(0));
        }
        // the count n itself is bisected: the challenge waits for defences
        (Transition memory t4, uint256[] memory p4, uint256[] memory toks4) = _landed(4, 4);
        vm.prank(CHALLENGER);
        uint256 id =
            game.open{value: BOND}(address(c), p4, 4, bytes32(uint256(7)), toks4, t4, SIGNATORY, new bytes32[](0));
        _eq(game.challengeState(id), ChallengeStates.JOINING, "joining");
    }

    // ------------------------------------------------------------------ (c) a settlement charging nobody

    /// A settlement charging nobody (a sharded landing challenged whole) only invalidates and pays the
    /// challenger: anyone may make it, as any other.
    function test_zeroChargeSettledByAnyone() public {
        game.admit(address(c));
        (Transition memory t, uint256[] memory prompt, uint256[] memory toks) = _landed(4, 3);
        vm.prank(CHALLENGER);
        uint256 cid =
            game.open{value: BOND}(address(c), prompt, 4, bytes32(uint256(7)), toks, t, SIGNATORY, new bytes32[](0));
        c.setLiability(bytes32(0), 0);
        vm.prank(address(0xB0B));
        game.resolve(cid, "");
        _eq(game.challengeState(cid), ChallengeStates.CHALLENGE_RESOLVED, "resolved");
        _eq(game.loss(cid).count, 0, "nobody charged");
        _eq(game.credit(CHALLENGER), BOND, "bond back to the challenger");
        _eq(game.credit(address(0xB0B)), 0, "nothing to the resolver");
        if (c.isValid(t.input)) revert Mismatch("result invalidated");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid));
        game.resolve(cid, "");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, cid));
        game.slash(cid, new bytes32[](0), 1);
    }

    /// A consumer whose liability names signers: anyone may resolve, and the loss records exactly them.
    function test_chargeRecordedAndSlashNeedsTheRecordedList() public {
        game.admit(address(c));
        (Transition memory t, uint256[] memory prompt, uint256[] memory toks) = _landed(4, 3);
        vm.prank(CHALLENGER);
        uint256 cid =
            game.open{value: BOND}(address(c), prompt, 4, bytes32(uint256(7)), toks, t, SIGNATORY, new bytes32[](0));
        bytes32[] memory ids = new bytes32[](2);
        (ids[0], ids[1]) = (bytes32(uint256(1)), bytes32(uint256(2)));
        c.setLiability(keccak256(abi.encodePacked(ids)), 2);
        vm.prank(address(0xB0B));
        game.resolve(cid, "");
        DisputeGame.Loss memory l = game.loss(cid);
        _eq(l.count, 2, "two charged");
        _eq(l.signers, keccak256(abi.encodePacked(ids)), "their list");
        // another list, a shorter one, a page of zero: refused
        bytes32[] memory wrong = new bytes32[](2);
        (wrong[0], wrong[1]) = (ids[1], ids[0]);
        vm.expectRevert(DisputeGame.SignersMismatch.selector);
        game.slash(cid, wrong, 2);
        bytes32[] memory one = new bytes32[](1);
        one[0] = ids[0];
        vm.expectRevert(DisputeGame.SignersMismatch.selector);
        game.slash(cid, one, 1);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, cid));
        game.slash(cid, ids, 0);
    }

    /// An opening names a recorded landing: nothing recorded, or another signatory, is NotLanded.
    function test_RevertWhen_openingWhatDidNotLand() public {
        game.admit(address(c));
        (Transition memory t, uint256[] memory prompt, uint256[] memory toks) = _landed(4, 4);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.open{value: BOND}(
            address(c), prompt, 4, bytes32(uint256(7)), toks, t, keccak256("other"), new bytes32[](0)
        );
        c.setLanding(t.input, bytes32(0));
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.open{value: BOND}(address(c), prompt, 4, bytes32(uint256(7)), toks, t, SIGNATORY, new bytes32[](0));
    }

    // ------------------------------------------------------------------ helpers

    /// @dev A transition of `c` answering prompt [1] with n tokens (count of them landed), recorded as landed
    /// with SIGNATORY.
    function _landed(uint256 n, uint256 count)
        internal
        returns (Transition memory t, uint256[] memory prompt, uint256[] memory toks)
    {
        prompt = new uint256[](1);
        prompt[0] = 1;
        toks = new uint256[](count);
        for (uint256 i; i < count; ++i) {
            toks[i] = 100 + i;
        }
        t.chainId = block.chainid;
        t.consumer = address(c);
        t.manifest = MANIFEST;
        t.input = keccak256(abi.encodePacked(n, uint256(1), prompt));
        t.newValue = keccak256(abi.encodePacked(bytes32(uint256(7)), toks));
        t.referenceBlock = uint32(block.number - 1);
        c.setLanding(t.input, keccak256(abi.encode(_digest(t), SIGNATORY)));
    }

    /// @dev protocol.Transition.Digest.
    function _digest(Transition memory t) internal pure returns (bytes32) {
        return keccak256(
            abi.encode(
                keccak256("deepcall/transition/v1"),
                t.chainId,
                t.consumer,
                t.index,
                t.manifest,
                t.input,
                t.slot,
                t.oldValue,
                t.newValue,
                t.referenceBlock
            )
        );
    }
}
