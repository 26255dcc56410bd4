// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {QuorumFixture} from "./DeepcallQuorum.t.sol";
import {DisputeCheats} from "./DisputeGame.t.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {DisputeConsumerHarness} from "./DisputeConsumerHarness.sol";
import {ILLMEngine} from "../src/LLMConsumer.sol";
import {DisputeGame, ISlashingRegistry} from "../src/DisputeGame.sol";
import {ZkColumnRange, IColumnRangeVerifier} from "../src/ZkColumnRange.sol";
import {ZkColRangeVerifierR2C1I2} from "../src/zk/ZkColRangeVerifierR2C1I2.sol";
import {ColumnRangeTrace} from "./ColumnRangeTrace.sol";

/// @notice The honest and lying values of ColumnRangeTrace's two leaves: u_0 from the committed proof's
/// previous sums, u_1 from its next sums; the liar forges leaf 1.
contract RangePlayer {
    bytes32 public immutable u0;
    bytes32 public immutable u1;
    uint256 public constant steps = 2;

    constructor(bytes32 anchor, bytes32 prevHash, bytes32 nextHash) {
        u0 = keccak256(abi.encodePacked(anchor, uint256(0), prevHash));
        u1 = keccak256(abi.encodePacked(u0, uint256(1), nextHash));
    }

    function value(uint256 i, bool lie) public view returns (bytes32) {
        if (i == 0) return u0;
        return lie ? keccak256(abi.encodePacked("forged", u1)) : u1;
    }
}

/// @notice Whole games on DisputeGame whose leaf is decided by a gnark proof (DisputeGame.stepProven → the
/// trace's IProvenStep → ZkColumnRange → the exported verifier), with the committed proof of testdata/zkstep.
/// The trace has one level of two leaves, so a game is: the defender's root stands at leaf 1, one claim at
/// leaf 0 (both sides agree on u_0), then the step of leaf 1 from u_0.
contract ProvenGameTest is QuorumFixture {
    DisputeCheats internal constant cheats = DisputeCheats(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint48 internal constant CLOCK = 3600;
    /// @dev DisputeConsumerHarness.HARNESS_SIGNATORY (a constant here: no call between a prank and its call).
    bytes32 internal constant HSIG = keccak256("deepcall/test/harness-signatory");
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant DEF_BOND = 0.25 ether;
    address internal constant CHALLENGER = address(0xC4A11);

    ColumnRangeTrace internal trace;
    DisputeGame internal game;
    DisputeConsumerHarness internal sc;
    address internal defender;
    string internal fx;

    function setUp() public override {
        super.setUp();
        fx = vm.readFile("testdata/zkstep/r2c1i2.proof.json");
        ZkColRangeVerifierR2C1I2 verifier = new ZkColRangeVerifierR2C1I2();
        ZkColumnRange zk = new ZkColumnRange(IColumnRangeVerifier(address(verifier)), 2, 1, 2);
        // the proven range is s = 1 of a 1-column range at piece 2, word off: column 0 sits one word before
        trace = new ColumnRangeTrace(
            zk, _root(), 4, vm.parseJsonBytes32(fx, ".inputHash"), 2 * 32 + vm.parseJsonUint(fx, ".off") - 1
        );
        game = new DisputeGame(trace, ISlashingRegistry(address(registry)), 400, 600, CLOCK, BOND, DEF_BOND, 5000);
        sc = new DisputeConsumerHarness(registry, ILLMEngine(address(engine)), chunks);
        sc.setArbiter(address(game));
        game.admit(address(sc));
        defender = vm.parseJsonAddressArray(json, ".operators.addresses")[0];
        cheats.deal(CHALLENGER, 100 ether);
        cheats.deal(defender, 100 ether);
        cheats.warp(1_000_000);
    }

    /// @dev Lands the (lying or honest) root for prompt [1] and 2 tokens, opens a challenge and the defender's game.
    function _open(RangePlayer p, bool defenderLies) internal returns (uint256 id) {
        uint256[] memory prompt = new uint256[](1);
        prompt[0] = 1;
        uint256[] memory toks = new uint256[](2);
        (toks[0], toks[1]) = (100, 101);
        bytes32 root = p.value(1, defenderLies);
        Transition memory t;
        t.chainId = block.chainid;
        t.consumer = address(sc);
        t.manifest = sc.manifest();
        t.input = keccak256(abi.encodePacked(uint256(2), uint256(1), prompt));
        t.newValue = keccak256(abi.encodePacked(root, toks));
        t.referenceBlock = uint32(block.number - 1);
        sc.land(t);
        vm.prank(CHALLENGER);
        uint256 cid = game.open{value: BOND}(address(sc), prompt, 2, root, toks, t, HSIG, new bytes32[](0));
        vm.prank(defender);
        id = game.defend{value: DEF_BOND}(cid);
    }

    /// @dev A blob of 4 pieces whose piece 2 is the proven one.
    function _root() internal view returns (bytes32) {
        bytes32 l2 = vm.parseJsonBytes32Array(fx, ".pieceHashes")[0];
        bytes32 left = keccak256(abi.encodePacked(keccak256("piece 0"), keccak256("piece 1")));
        return keccak256(abi.encodePacked(left, keccak256(abi.encodePacked(l2, keccak256("piece 3")))));
    }

    function _claim() internal view returns (bytes memory) {
        ZkColumnRange.Claim memory c;
        c.pieceHashes = vm.parseJsonBytes32Array(fx, ".pieceHashes");
        c.firstPiece = 2;
        c.pieceProof = new bytes32[](2);
        c.pieceProof[0] = keccak256("piece 3");
        c.pieceProof[1] = keccak256(abi.encodePacked(keccak256("piece 0"), keccak256("piece 1")));
        c.inputHash = vm.parseJsonBytes32(fx, ".inputHash");
        c.segHashes = new bytes32[](1);
        c.segHashes[0] = vm.parseJsonBytes32(fx, ".prevHash");
        c.nextHash = vm.parseJsonBytes32(fx, ".nextHash");
        c.off = vm.parseJsonUint(fx, ".off");
        c.s = 1;
        c.proof = vm.parseJsonBytes(fx, ".proof");
        return abi.encode(c);
    }

    function _rangePlayer() internal returns (RangePlayer) {
        return
            new RangePlayer(trace.ANCHOR(), vm.parseJsonBytes32(fx, ".prevHash"), vm.parseJsonBytes32(fx, ".nextHash"));
    }

    /// @dev The bisection to leaf 1: the side on turn claims u_0 at leaf 0 (the midpoint of the window (−1, 1]),
    /// the other agrees (both sides compute u_0 alike), which isolates leaf 1.
    function _toLeaf(uint256 id, RangePlayer p, bool defenderLies) internal {
        DisputeGame.Game memory g = game.game(id);
        _eq(g.phase, 0, "bisecting");
        DisputeGame.Position memory none;
        address first = g.turn == 0 ? defender : CHALLENGER;
        bool firstLies = g.turn == 0 ? defenderLies : !defenderLies;
        bytes32 u0 = p.value(0, firstLies); // before the prank: it would go to this call
        cheats.warp(block.timestamp + 60);
        vm.prank(first);
        game.bisect(id, 0, none, true, u0, DisputeGame.Position(0, 0));
        cheats.warp(block.timestamp + 60);
        vm.prank(first == defender ? CHALLENGER : defender);
        game.bisect(id, 1, DisputeGame.Position(0, 0), false, bytes32(0), none);
        _eq(game.game(id).phase, 1, "stepping at leaf 1");
    }

    /// @dev Plays to the leaf, then ends the game with `proof`; returns stepProven's gas.
    function _playProven(uint256 id, RangePlayer p, bool defenderLies, bytes memory proof)
        internal
        returns (uint256 stepGas)
    {
        _toLeaf(id, p, defenderLies);
        uint256 before = gasleft();
        game.stepProven(id, proof);
        stepGas = before - gasleft();
        _eq(game.game(id).phase, 2, "over");
    }

    function test_provenGame_honestChallengerBeatsLyingDefender() public {
        RangePlayer p = _rangePlayer();
        uint256 id = _open(p, true);
        uint256 gas = _playProven(id, p, true, _claim());
        _eq(game.game(id).winner, 1, "challenger wins by proof");
        _eq(game.game(id).reason, 0, "ended by the step");
        emit log_named_uint("DisputeGame.stepProven gas", gas);
    }

    function test_provenGame_honestDefenderBeatsLyingChallenger() public {
        RangePlayer p = _rangePlayer();
        uint256 id = _open(p, false);
        _playProven(id, p, false, _claim());
        _eq(game.game(id).winner, 0, "defender wins by proof");
    }

    function test_provenGame_badProofsRefused() public {
        RangePlayer p = _rangePlayer();
        uint256 id = _open(p, true);
        bytes memory good = _claim();
        _toLeaf(id, p, true);
        _eq(game.game(id).phase, 1, "stepping");
        ZkColumnRange.Claim memory c = abi.decode(good, (ZkColumnRange.Claim));
        bytes[] memory bad = new bytes[](6);
        c.proof[7] ^= 0x01; // flipped byte
        bad[0] = abi.encode(c);
        c = abi.decode(good, (ZkColumnRange.Claim));
        c.nextHash = keccak256("forged sums"); // a post-state the proof does not give
        bad[1] = abi.encode(c);
        c = abi.decode(good, (ZkColumnRange.Claim));
        c.s = 0; // a proof for another leaf
        bad[2] = abi.encode(c);
        c = abi.decode(good, (ZkColumnRange.Claim));
        c.pieceHashes[0] = keccak256("another manifest's piece");
        bad[3] = abi.encode(c);
        c = abi.decode(good, (ZkColumnRange.Claim));
        c.inputHash = keccak256("another step's input");
        bad[4] = abi.encode(c);
        c = abi.decode(good, (ZkColumnRange.Claim));
        c.off = (c.off + 1) % 32; // other weight words of the same piece
        bad[5] = abi.encode(c);
        for (uint256 i; i < bad.length; ++i) {
            try game.stepProven(id, bad[i]) {
                revert Mismatch("a bad proof ended the game");
            } catch (bytes memory reason) {
                require(bytes4(reason) == DisputeGame.BadProof.selector, "refused as BadProof");
            }
        }
        _eq(game.game(id).phase, 1, "still stepping");
        game.stepProven(id, good);
        _eq(game.game(id).winner, 1, "the good proof decides");
    }
}
