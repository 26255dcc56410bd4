// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ChallengeStates} from "./ChallengeStates.sol";
import {QuorumFixture} from "./DeepcallQuorum.t.sol";
import {BatchTree} from "../src/BatchTree.sol";
import {DisputeConsumerHarness} from "./DisputeConsumerHarness.sol";
import {ILLMEngine} from "../src/LLMConsumer.sol";
import {DisputeGame, ISlashingRegistry, IShardedConsumer, ShardClaim} from "../src/DisputeGame.sol";
import {DisputeSettlement} from "../src/DisputeSettlement.sol";
import {AlphabetStep} from "../src/AlphabetStep.sol";
import {IOneStep, StepContext} from "../src/IOneStep.sol";
import {Transition} from "../src/DeepcallConsumer.sol";
import {G1Point} from "../src/BlsBn254.sol";
import {QuorumSignature} from "../src/BlsSignatureChecker.sol";
import {LLMConsumer} from "../src/LLMConsumer.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {ShardCommittee, ShardOpening, IStakeHistory} from "../src/ShardCommittee.sol";

/// @notice The alphabet trace of bisection/alphabet.go and the lying trace of bisection.Lie, for playing
/// whole games from Solidity: level 0 has `steps` leaves, level l ≥ 1 has sizes[l − 1].
contract AlphabetPlayer {
    bytes32 internal constant LIE_DOMAIN = keccak256("deepcall/bisection/lie");

    uint256 public immutable steps;
    uint256[] internal sizes;
    /// @dev the liar's divergence point (a level-0 leaf); a side lies iff it is the liar
    uint256 public immutable from;

    constructor(uint256 steps_, uint256[] memory sizes_, uint256 from_) {
        steps = steps_;
        sizes = sizes_;
        from = from_;
    }

    function size(uint256 level) public view returns (uint256) {
        return level == 0 ? steps : sizes[level - 1];
    }

    function levels() public view returns (uint256) {
        return sizes.length + 1;
    }

    /// @notice The honest state s_t.
    function state(uint256 t) public pure returns (bytes32 s) {
        s = keccak256("deepcall/alphabet/v1");
        for (uint256 i; i <= t; ++i) {
            s = keccak256(abi.encodePacked(s, i, 97 + i % 26));
        }
    }

    /// @notice The value of leaf i (padding: the last leaf) under path, honest or lying from `from`.
    function value(uint256[] memory path, uint256 i, bool lie) public view returns (bytes32) {
        uint256 n = size(path.length);
        if (i >= n) i = n - 1;
        uint256 t;
        for (uint256 l; l < levels(); ++l) {
            uint256 k = l < path.length ? path[l] : (l == path.length ? i : size(l) - 1);
            t = t * size(l) + k;
        }
        bytes32 h = state(t);
        if (lie && _forged(path, i)) h = keccak256(abi.encodePacked(LIE_DOMAIN, h));
        return h;
    }

    function _forged(uint256[] memory path, uint256 i) internal view returns (bool) {
        for (uint256 k; k <= path.length; ++k) {
            uint256 a = k < path.length ? path[k] : i;
            uint256 b = k == 0 ? from : 0;
            if (a != b) return a > b;
        }
        return true;
    }
}

/// @notice Cheatcodes the shared Vm interface lacks.
interface DisputeCheats {
    function deal(address who, uint256 balance) external;
    function warp(uint256 timestamp) external;
    function store(address target, bytes32 slot, bytes32 value) external;
}

/// @notice A consumer with sharded landings for the per-shard challenge tests: LLMConsumer's part of
/// DisputeGame.openShard without its ShardCommittee. Landing records are set by the test; shardClaim returns
/// the ShardClaim that `claim` encodes (as LLMConsumer returns the claim its committee opened) for the
/// landing's signatory only. Its liability reverts: a per-shard challenge charges its claim's signers
/// without asking the consumer.
contract ShardedConsumerDouble is IShardedConsumer {
    address public immutable registry;
    address public immutable arbiter;
    bytes32 public immutable signatory;
    mapping(bytes32 input => bytes32 record) public landing;
    mapping(bytes32 input => bool) public invalid;

    error NotAShardClaim();
    error LiabilityAsked();

    constructor(address registry_, address arbiter_, bytes32 signatory_) {
        (registry, arbiter, signatory) = (registry_, arbiter_, signatory_);
    }

    function manifest() external pure returns (bytes32) {
        return keccak256("deepcall/test/sharded-manifest");
    }

    function setLanding(bytes32 input, bytes32 record) external {
        landing[input] = record;
    }

    function isValid(bytes32 input) external view returns (bool) {
        return !invalid[input];
    }

    function invalidate(bytes32 input) external {
        require(msg.sender == arbiter, "arbiter");
        invalid[input] = true;
    }

    function liability(uint256, bytes calldata) external pure returns (bytes32, uint256) {
        revert LiabilityAsked();
    }

    function shardClaim(uint32, bytes32 signatory_, uint256, bytes calldata claim)
        external
        view
        returns (ShardClaim memory)
    {
        if (signatory_ != signatory) revert NotAShardClaim();
        return abi.decode(claim, (ShardClaim));
    }
}

contract DisputeGameTest is QuorumFixture {
    DisputeCheats internal constant cheats = DisputeCheats(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint48 internal constant CLOCK = 3600;
    /// @dev DisputeConsumerHarness.HARNESS_SIGNATORY (a constant here: no call between a prank and its call).
    bytes32 internal constant HSIG = keccak256("deepcall/test/harness-signatory");
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant DEF_BOND = 0.25 ether;
    uint48 internal constant JOIN = 600;
    uint256 internal constant WINDOW_BLOCKS = 400;
    address internal constant CHALLENGER = address(0xC4A11);
    address internal constant COLLUDER = address(0xC011);
    address internal constant SECOND = address(0xD2);

    AlphabetStep internal alphabet;
    DisputeGame internal game;
    DisputeConsumerHarness internal sc;
    address internal defender;
    /// @dev seconds each move of _play waits
    uint256 internal stepWait = 60;
    uint256[] internal subSizes;
    /// @dev who moves for the challenger in _playAs (the challenger, or a mover it authorized)
    address internal challengerSeat = CHALLENGER;

    function setUp() public override {
        super.setUp();
        subSizes.push(4);
        subSizes.push(3);
        alphabet = new AlphabetStep(subSizes);
        game = new DisputeGame(
            alphabet, ISlashingRegistry(address(registry)), WINDOW_BLOCKS, JOIN, CLOCK, BOND, DEF_BOND, 5000
        );
        sc = new DisputeConsumerHarness(registry, ILLMEngine(address(engine)), chunks);
        sc.setArbiter(address(game));
        game.admit(address(sc));
        defender = vm.parseJsonAddressArray(json, ".operators.addresses")[0];
        cheats.deal(CHALLENGER, 100 ether);
        cheats.deal(defender, 100 ether);
        cheats.deal(COLLUDER, 100 ether);
        cheats.deal(SECOND, 100 ether);
        cheats.warp(1_000_000);
    }

    // ------------------------------------------------------------------ helpers

    function _prompt() internal pure returns (uint256[] memory p) {
        p = new uint256[](1);
        p[0] = 1;
    }

    function _answer(uint256 n) internal pure returns (uint256[] memory t) {
        t = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            t[i] = 100 + i;
        }
    }

    /// @dev Lands `root` for prompt [1] and n tokens; returns the transition.
    function _landRoot(bytes32 root, uint256 n) internal returns (Transition memory t) {
        uint256[] memory toks = _answer(n);
        t.chainId = block.chainid;
        t.consumer = address(sc);
        t.manifest = sc.manifest();
        t.input = keccak256(abi.encodePacked(n, uint256(1), _prompt()));
        t.newValue = keccak256(abi.encodePacked(root, toks));
        t.referenceBlock = uint32(block.number - 1);
        sc.land(t);
    }

    /// @dev No mismatch proof.
    function _none() internal pure returns (bytes32[] memory) {
        return new bytes32[](0);
    }

    /// @dev Operator ids of `keys` (keccak256(X ‖ Y)), ascending.
    function _ids(G1Point[] memory keys) internal pure returns (bytes32[] memory ids) {
        ids = new bytes32[](keys.length);
        for (uint256 i; i < keys.length; ++i) {
            ids[i] = keccak256(abi.encode(keys[i].X, keys[i].Y));
        }
        for (uint256 i = 1; i < ids.length; ++i) {
            bytes32 k = ids[i];
            uint256 j = i;
            while (j > 0 && ids[j - 1] > k) {
                ids[j] = ids[j - 1];
                --j;
            }
            ids[j] = k;
        }
    }

    /// @dev The non-signer ids of a named quorum, ascending.
    function _nonSignerIds(string memory quorum) internal view returns (bytes32[] memory) {
        return _ids(_quorum(quorum).nonSignerKeys);
    }

    /// @dev The signatory a landing under the named quorum recorded (at the vectors' reference block).
    function _signatory(string memory quorum, uint32 ref) internal view returns (bytes32) {
        // DeepcallConsumer.quorumSignatory, computed here: no call between a prank and its call
        return keccak256(
            abi.encode(
                keccak256("deepcall/signatory/quorum/v1"), ref, keccak256(abi.encodePacked(_nonSignerIds(quorum)))
            )
        );
    }

    /// @dev The LIABLE_QUORUM proof of a landing under the named quorum: its non-signers and every signer.
    function _liable(string memory quorum) internal view returns (bytes memory) {
        return abi.encode(uint256(1), _nonSignerIds(quorum), _ids(_signers(quorum)));
    }

    /// @dev Resolves challenge `cid` with the named quorum's liability proof and slashes every recorded
    /// signer in one page.
    function _resolve(uint256 cid, string memory quorum) internal {
        game.resolve(cid, _liable(quorum));
        game.slash(cid, _ids(_signers(quorum)), type(uint256).max);
    }

    /// @dev Opens a challenge on a result whose landed root is the (lying or honest) defender's.
    function _challenge(AlphabetPlayer p, bool defenderLies) internal returns (uint256 cid) {
        uint256 n = p.steps(); // prompt length 1: steps = n
        uint256[] memory none = new uint256[](0);
        bytes32 root = p.value(none, n - 1, defenderLies);
        Transition memory t = _landRoot(root, n);
        vm.prank(CHALLENGER);
        cid = game.open{value: BOND}(address(sc), _prompt(), n, root, _answer(n), t, HSIG, _none());
    }

    function _defend(uint256 cid, address who) internal returns (uint256 id) {
        vm.prank(who);
        id = game.defend{value: DEF_BOND}(cid);
    }

    /// @dev Opens a challenge and `defender`'s game on it.
    function _open(AlphabetPlayer p, bool defenderLies) internal returns (uint256 id) {
        id = _defend(_challenge(p, defenderLies), defender);
    }

    function _player(uint256 steps, uint256 from) internal returns (AlphabetPlayer) {
        return new AlphabetPlayer(steps, subSizes, from);
    }

    /// @dev The mover's next bisect, as bisection.Solver computes it (judge, settle, midpoint claim).
    function _bisectArgs(AlphabetPlayer p, DisputeGame.Game memory g, bool lie)
        internal
        view
        returns (
            uint8 verdict,
            DisputeGame.Position memory on,
            bool hasClaim,
            bytes32 claim,
            DisputeGame.Position memory pos
        )
    {
        uint256[] memory path = _path(g);
        int256 lo = g.lo;
        uint256 hi = g.hi;
        uint256 level = g.level;
        if (g.pending) {
            on = DisputeGame.Position(g.level, g.pendingIndex);
            bool agree = p.value(path, g.pendingIndex, lie) == g.pendingHash;
            verdict = agree ? 1 : 2;
            if (agree) lo = int256(uint256(g.pendingIndex));
            else hi = g.pendingIndex;
            // settle: descend through single-position windows of real inner leaves
            while (int256(hi) - lo == 1 && hi < p.size(level) && level < p.levels() - 1) {
                uint256[] memory deeper = new uint256[](path.length + 1);
                for (uint256 l; l < path.length; ++l) {
                    deeper[l] = path[l];
                }
                deeper[path.length] = hi;
                path = deeper;
                level++;
                lo = -1;
                hi = _padded(p.size(level)) - 1;
            }
            if (int256(hi) - lo == 1) return (verdict, on, false, bytes32(0), pos);
        }
        uint256 mid = uint256(lo + (int256(hi) - lo) / 2);
        pos = DisputeGame.Position(uint64(level), uint64(mid));
        hasClaim = true;
        claim = p.value(path, mid, lie);
    }

    function _path(DisputeGame.Game memory g) internal pure returns (uint256[] memory path) {
        path = new uint256[](g.level);
        for (uint256 l; l < g.level; ++l) {
            path[l] = g.path[l];
        }
    }

    function _padded(uint256 n) internal pure returns (uint256 q) {
        q = 1;
        while (q < n) q <<= 1;
    }

    /// @dev Plays game `id` to the end, both sides by the solver's rule; returns the most gas a move used.
    function _play(uint256 id, AlphabetPlayer p, bool defenderLies) internal returns (uint256 maxGas) {
        maxGas = _playAs(id, p, defenderLies, defender);
    }

    /// @dev _play with the defender seat held by `who`.
    function _playAs(uint256 id, AlphabetPlayer p, bool defenderLies, address who) internal returns (uint256 maxGas) {
        for (uint256 guard; guard < 200; ++guard) {
            DisputeGame.Game memory g = game.game(id);
            if (g.phase == 2) return maxGas;
            cheats.warp(block.timestamp + stepWait);
            uint256 before;
            if (g.phase == 1) {
                before = gasleft();
                game.step(id, "");
            } else {
                bool lie = g.turn == 0 ? defenderLies : !defenderLies;
                (uint8 v, DisputeGame.Position memory on, bool hc, bytes32 c, DisputeGame.Position memory pos) =
                    _bisectArgs(p, g, lie);
                vm.prank(g.turn == 0 ? who : challengerSeat);
                before = gasleft();
                game.bisect(id, v, on, hc, c, pos);
            }
            uint256 used = before - gasleft();
            if (used > maxGas) maxGas = used;
        }
        revert Mismatch("game did not end");
    }

    // ------------------------------------------------------------------ whole games

    function test_wholeGame_honestChallengerBeatsLyingDefender() public {
        uint256[5] memory ns = [uint256(1), 2, 5, 16, 33];
        for (uint256 c; c < ns.length; ++c) {
            uint256[3] memory ks = [uint256(0), ns[c] / 2, ns[c] - 1];
            for (uint256 j; j < 3; ++j) {
                AlphabetPlayer p = _player(ns[c], ks[j]);
                uint256 id = _open(p, true);
                _play(id, p, true);
                DisputeGame.Game memory g = game.game(id);
                _eq(g.winner, 1, "challenger wins");
                // the next game needs the input free again: a new transition index is not needed here
                sc.clear(g.input);
            }
        }
    }

    function test_wholeGame_honestDefenderBeatsLyingChallenger() public {
        uint256[4] memory ns = [uint256(1), 3, 8, 17];
        for (uint256 c; c < ns.length; ++c) {
            uint256[2] memory ks = [uint256(0), ns[c] - 1];
            for (uint256 j; j < 2; ++j) {
                AlphabetPlayer p = _player(ns[c], ks[j]);
                uint256 id = _open(p, false);
                _play(id, p, false);
                _eq(game.game(id).winner, 0, "defender wins");
            }
        }
        _eq(game.credit(defender), 8 * (BOND + DEF_BOND), "defender won every challenger bond, its own back");
    }

    function test_gas_alphabetGame512() public {
        AlphabetPlayer p = _player(512, 300);
        uint256 id = _open(p, true);
        uint256 maxGas = _play(id, p, true);
        DisputeGame.Game memory g = game.game(id);
        emit log_named_uint("max move gas (512 checkpoints, levels 512/4/3)", maxGas);
        _eq(g.winner, 1, "challenger wins");
        _eq(uint256(g.rounds[0]) + g.rounds[1] + g.rounds[2], 9 + 2 + 2, "rounds");
        if (maxGas > 150_000) revert Mismatch("a move above 150k gas");
    }

    // ------------------------------------------------------------------ reverts

    function test_RevertWhen_challengerMovesFirst() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotYourTurn.selector, uint8(1), uint8(0)));
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
    }

    function test_RevertWhen_notAPlayer() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(address(0xBAD));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotAPlayer.selector, address(0xBAD)));
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
    }

    function test_RevertWhen_claimAtWrongPosition() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongPosition.selector, 0, 2, 0, 3));
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 2));
    }

    function test_RevertWhen_verdictOnWrongPosition() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(defender);
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongPosition.selector, 0, 4, 0, 3));
        game.bisect(id, 2, DisputeGame.Position(0, 4), true, bytes32(uint256(2)), DisputeGame.Position(0, 1));
    }

    function test_RevertWhen_verdictWithNothingPending() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(defender);
        vm.expectRevert(DisputeGame.BadMove.selector);
        game.bisect(id, 1, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
    }

    function test_RevertWhen_noVerdictOnPendingClaim() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(defender);
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
        vm.prank(CHALLENGER);
        vm.expectRevert(DisputeGame.BadMove.selector);
        game.bisect(id, 0, DisputeGame.Position(0, 3), true, bytes32(uint256(2)), DisputeGame.Position(0, 1));
    }

    function test_RevertWhen_claimMissing() public {
        uint256 id = _open(_player(8, 3), true);
        vm.prank(defender);
        vm.expectRevert(DisputeGame.BadMove.selector);
        game.bisect(id, 0, DisputeGame.Position(0, 0), false, bytes32(0), DisputeGame.Position(0, 3));
    }

    function test_RevertWhen_stepWhileBisecting() public {
        uint256 id = _open(_player(8, 3), true);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongPhase.selector, uint8(0)));
        game.step(id, "");
    }

    function test_RevertWhen_bisectWhileStepping() public {
        AlphabetPlayer p = _player(1, 0);
        // one checkpoint and levels 1/4/3: the defender's first claim is at level 1
        uint256 id = _open(p, true);
        DisputeGame.Game memory g = game.game(id);
        _eq(g.level, 1, "descended at opening");
        // play until stepping, then try to bisect
        for (uint256 guard; guard < 20 && game.game(id).phase == 0; ++guard) {
            g = game.game(id);
            (uint8 v, DisputeGame.Position memory on, bool hc, bytes32 c, DisputeGame.Position memory pos) =
                _bisectArgs(p, g, g.turn == 0);
            vm.prank(g.turn == 0 ? defender : CHALLENGER);
            game.bisect(id, v, on, hc, c, pos);
        }
        g = game.game(id);
        _eq(g.phase, 1, "stepping");
        vm.prank(g.turn == 0 ? defender : CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongPhase.selector, uint8(1)));
        game.bisect(id, 1, DisputeGame.Position(0, 0), false, bytes32(0), DisputeGame.Position(0, 0));
        // a witness the alphabet step does not take
        vm.expectPartialRevert(DisputeGame.BadProof.selector);
        game.step(id, hex"01");
        game.step(id, "");
        _eq(game.game(id).winner, 1, "challenger wins the step");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.GameOver.selector, id));
        game.step(id, "");
    }

    function test_RevertWhen_moveAfterClock() public {
        uint256 id = _open(_player(8, 3), true);
        cheats.warp(block.timestamp + CLOCK + 1);
        vm.prank(defender);
        vm.expectPartialRevert(DisputeGame.ClockExpired.selector);
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
    }

    function test_moveAtDeadlineIsOnTime() public {
        uint256 id = _open(_player(8, 3), true);
        cheats.warp(block.timestamp + CLOCK);
        vm.prank(defender);
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
        DisputeGame.Game memory g = game.game(id);
        _eq(g.clockDefender, 0, "defender's clock used up");
        _eq(g.turn, 1, "challenger on turn");
    }

    function test_RevertWhen_timeoutBeforeDeadline() public {
        uint256 id = _open(_player(8, 3), true);
        cheats.warp(block.timestamp + CLOCK);
        vm.expectPartialRevert(DisputeGame.NotExpired.selector);
        game.timeout(id);
    }

    function test_timeout_stallingDefenderLoses() public {
        uint256 id = _open(_player(8, 3), true);
        cheats.warp(block.timestamp + CLOCK + 1);
        vm.prank(address(0xB0B)); // anyone
        game.timeout(id);
        DisputeGame.Game memory g = game.game(id);
        _eq(g.winner, 1, "challenger wins");
        _eq(g.reason, 2, "by timeout");
        _eq(game.challengeState(g.challengeId), ChallengeStates.SUCCEEDED, "challenger won the only game");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.GameOver.selector, id));
        game.timeout(id);
    }

    function test_timeout_stallingChallengerLosesItsBond() public {
        uint256 id = _open(_player(8, 3), false);
        cheats.warp(block.timestamp + 10);
        vm.prank(defender);
        game.bisect(id, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 3));
        cheats.warp(block.timestamp + CLOCK + 1);
        game.timeout(id);
        _eq(game.game(id).winner, 0, "defender wins");
        _eq(game.credit(defender), BOND + DEF_BOND, "bonds credited");
        uint256 before = defender.balance;
        vm.prank(defender);
        game.withdraw();
        _eq(defender.balance - before, BOND + DEF_BOND, "withdrawn");
        vm.prank(defender);
        vm.expectRevert(DisputeGame.WithdrawFailed.selector);
        game.withdraw();
    }

    function test_RevertWhen_resolveWithoutChallengerWin() public {
        uint256 id = _open(_player(8, 3), true);
        uint256 cid = game.game(id).challengeId;
        uint256 closes = block.timestamp + JOIN;
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.JoinOpen.selector, closes));
        game.resolve(cid, _liable("valid"));
        // the window closed, the game still runs
        cheats.warp(closes + 1);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid));
        game.resolve(cid, _liable("valid"));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid + 1));
        game.resolve(cid + 1, _liable("valid"));
    }

    // ------------------------------------------------------------------ opening

    function test_RevertWhen_wrongBond() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongBond.selector, 1, BOND));
        game.open{value: 1}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
    }

    function test_RevertWhen_resultMismatch() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ResultMismatch.selector, t.newValue));
        game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(8)), _answer(4), t, HSIG, _none());
    }

    function test_RevertWhen_inputMismatch() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        vm.prank(CHALLENGER);
        vm.expectPartialRevert(DisputeGame.InputMismatch.selector);
        game.open{value: BOND}(address(sc), _prompt(), 3, bytes32(uint256(7)), _answer(3), t, HSIG, _none());
    }

    function test_RevertWhen_badRequest() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        uint256 n = uint256(type(uint32).max) + 1;
        vm.prank(CHALLENGER);
        vm.expectRevert(DisputeGame.BadRequest.selector);
        game.open{value: BOND}(address(sc), _prompt(), n, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
    }

    /// @notice A landed token list whose length is not the request's n is no answer to it: the challenge
    /// succeeds at opening (it used to be refused as a bad request, leaving the wrong result standing).
    function test_open_tokenCountOtherThanNSucceedsAtOnce() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        t.newValue = keccak256(abi.encodePacked(bytes32(uint256(7)), _answer(3))); // 3 tokens for n = 4
        sc.land(t, HSIG);
        vm.prank(CHALLENGER);
        uint256 cid =
            game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(3), t, HSIG, _none());
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded at opening");
        if (!game.challenge(cid).refused) revert Mismatch("wrong on its face");
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
        game.defend{value: DEF_BOND}(cid);
        // too many tokens alike
        t.newValue = keccak256(abi.encodePacked(bytes32(uint256(7)), _answer(5)));
        sc.land(t, HSIG);
        vm.prank(CHALLENGER);
        cid = game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(5), t, HSIG, _none());
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded at opening (5 tokens)");
        // resolving it needs a liability proof that opens the landing (the harness's opens no quorum)
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, cid));
        game.resolve(cid, _liable("valid"));
    }

    /// @notice A result landed for a request the one-step refuses (here the alphabet's empty prompt; for
    /// the engine a token outside the vocabulary or a request past the context) is wrong by definition:
    /// the challenge has succeeded at opening, takes no defence, and resolve need not wait for the join
    /// window (it then fails only on the signature, here a quorum signature of another transition).
    function test_open_refusedRequestSucceedsAtOnce() public {
        uint256[] memory empty = new uint256[](0);
        Transition memory t;
        t.chainId = block.chainid;
        t.consumer = address(sc);
        t.manifest = sc.manifest();
        t.input = keccak256(abi.encodePacked(uint256(2), uint256(0)));
        t.newValue = keccak256(abi.encodePacked(bytes32(uint256(7)), _answer(2)));
        t.referenceBlock = uint32(block.number - 1);
        sc.land(t);
        vm.prank(CHALLENGER);
        uint256 cid = game.open{value: BOND}(address(sc), empty, 2, bytes32(uint256(7)), _answer(2), t, HSIG, _none());
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded at opening");
        if (!game.challenge(cid).refused) revert Mismatch("marked refused");
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
        game.defend{value: DEF_BOND}(cid);
        try game.resolve(cid, _liable("valid")) {
            revert Mismatch("resolved with another landing's signers");
        } catch (bytes memory reason) {
            if (bytes4(reason) == DisputeGame.JoinOpen.selector) revert Mismatch("resolve waited for the join window");
        }
    }

    function test_RevertWhen_freeDefence() public {
        vm.expectRevert(DisputeGame.BadConfig.selector);
        new DisputeGame(alphabet, ISlashingRegistry(address(registry)), WINDOW_BLOCKS, JOIN, CLOCK, BOND, 0, 5000);
    }

    function test_RevertWhen_transitionOfAnotherConsumer() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        t.consumer = address(0xC0);
        vm.prank(CHALLENGER);
        vm.expectRevert(DisputeGame.TransitionMismatch.selector);
        game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
    }

    function test_RevertWhen_windowClosed() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        vm.roll(block.number + WINDOW_BLOCKS + 2);
        vm.prank(CHALLENGER);
        vm.expectPartialRevert(DisputeGame.WindowClosed.selector);
        game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
    }

    /// @dev A game on a result (say a sham one, on a made-up transition, stalled by an accomplice of the
    /// signers) never shuts out another challenger: both run, each with its own clocks.
    function test_open_secondGameOnSameResult() public {
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        vm.prank(CHALLENGER);
        uint256 first =
            game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
        cheats.deal(address(0xC2), 2 * BOND);
        // another (never landed) transition for the same value is no landing: NotLanded
        Transition memory other = abi.decode(abi.encode(t), (Transition));
        other.referenceBlock = t.referenceBlock + 1;
        vm.prank(address(0xC2));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), other, HSIG, _none());
        // the landed transition itself, by another challenger
        vm.prank(address(0xC2));
        uint256 second =
            game.open{value: BOND}(address(sc), _prompt(), 4, bytes32(uint256(7)), _answer(4), t, HSIG, _none());
        require(second == first + 1, "second challenge opened");
        _eq(game.undecided(address(sc), t.input), 2, "two challenges undecided");
        uint256 g1 = _defend(first, defender);
        uint256 g2 = _defend(second, defender);
        _eq(game.game(g1).phase, game.game(g2).phase, "both running");
    }

    // ------------------------------------------------------------------ resolution: invalidation, slashing

    /// @dev Lands vector transition 0 on the real LLMConsumer with the "valid" quorum (90 of 100 sign) and
    /// opens a challenge on it; the vector root is no alphabet root, so an honest challenger wins.
    function _vectorChallenge() internal returns (uint256 cid, AlphabetPlayer p) {
        address deployer_ = vm.parseJsonAddress(json, ".deployer");
        vm.startPrank(deployer_);
        consumer.setArbiter(address(game));
        registry.setSlasher(address(game));
        vm.stopPrank();
        game.admit(address(consumer));
        _land(0, "valid");
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(_tp(0), ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(_tp(0), ".n"));
        vm.prank(CHALLENGER);
        cid = game.open{value: BOND}(
            address(consumer), prompt, n, _root(0), _tokens(0), _transition(0), _vectorSignatory(), _none()
        );
        p = new AlphabetPlayer(prompt.length + n - 1, subSizes, 0);
    }

    /// @dev The signatory vector transition 0's landing under "valid" recorded.
    function _vectorSignatory() internal view returns (bytes32) {
        return _signatory("valid", _transition(0).referenceBlock);
    }

    /// @dev _vectorChallenge with one (lying) defence, played out and won by the challenger; the join
    /// window closed: resolvable.
    function _disputeVector() internal returns (uint256 cid) {
        AlphabetPlayer p;
        (cid, p) = _vectorChallenge();
        uint256 id = _defend(cid, defender);
        _play(id, p, true);
        _eq(game.game(id).winner, 1, "challenger wins");
        cheats.warp(uint256(game.challenge(cid).openedAt) + JOIN + 1);
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded");
    }

    /// @dev The signers of a quorum: every registered key but its non-signers, ascending by id.
    function _signers(string memory quorum) internal view returns (G1Point[] memory keys) {
        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        G1Point[] memory non = _quorum(quorum).nonSignerKeys;
        uint256 all = pk1.length / 2;
        keys = new G1Point[](all - non.length);
        uint256 m;
        for (uint256 i; i < all; ++i) {
            G1Point memory k = _g1(pk1, i);
            bool signed = true;
            for (uint256 j; j < non.length; ++j) {
                if (non[j].X == k.X && non[j].Y == k.Y) signed = false;
            }
            if (signed) keys[m++] = k;
        }
        // insertion sort by operator id
        for (uint256 i = 1; i < keys.length; ++i) {
            G1Point memory k = keys[i];
            bytes32 id = keccak256(abi.encode(k.X, k.Y));
            uint256 j = i;
            while (j > 0 && keccak256(abi.encode(keys[j - 1].X, keys[j - 1].Y)) > id) {
                keys[j] = keys[j - 1];
                --j;
            }
            keys[j] = k;
        }
    }

    function test_resolve_invalidatesAndSlashesSigners() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        uint256[] memory before = new uint256[](addrs.length);
        for (uint256 i; i < addrs.length; ++i) {
            before[i] = registry.stakeOf(addrs[i]);
        }
        bytes memory proof = _liable("valid");
        bytes32[] memory ids = _ids(keys);
        uint256 g = gasleft();
        game.resolve(id, proof);
        emit log_named_uint("resolve gas (90 signers charged)", g - gasleft());
        DisputeGame.Loss memory l = game.loss(id);
        _eq(l.count, keys.length, "every signer recorded");
        _eq(l.signers, keccak256(abi.encodePacked(ids)), "the signer list recorded");
        g = gasleft();
        game.slash(id, ids, ids.length);
        emit log_named_uint("slash gas (90 signers, one page)", g - gasleft());
        bytes32 input = _transition(0).input;
        if (consumer.isValid(input)) revert Mismatch("result still valid");
        if (!consumer.invalid(input)) revert Mismatch("not invalidated");
        uint256 slashed;
        for (uint256 i; i < addrs.length; ++i) {
            uint256 nowStake = registry.stakeOf(addrs[i]);
            if (nowStake != before[i]) {
                _eq(nowStake, before[i] - before[i] * 5000 / 10_000, "half the stake slashed");
                ++slashed;
            }
        }
        _eq(slashed, keys.length, "exactly the signers slashed");
        _eq(game.credit(CHALLENGER), BOND + DEF_BOND, "bond back to the challenger, and the beaten defender's");
        _eq(game.challengeState(id), ChallengeStates.CHALLENGE_RESOLVED, "resolved");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, id));
        game.resolve(id, proof);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, id));
        game.slash(id, ids, ids.length);
        // an invalidated result cannot be disputed again
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(_tp(0), ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(_tp(0), ".n"));
        Transition memory t = _transition(0);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.AlreadyInvalid.selector, input));
        game.open{value: BOND}(address(consumer), prompt, n, _root(0), _tokens(0), t, _vectorSignatory(), _none());
    }

    function test_resolve_secondWonGameSlashesNothingMore() public {
        uint256 first = _disputeVector();
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(_tp(0), ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(_tp(0), ".n"));
        vm.prank(CHALLENGER);
        uint256 second = game.open{value: BOND}(
            address(consumer), prompt, n, _root(0), _tokens(0), _transition(0), _vectorSignatory(), _none()
        );
        cheats.warp(block.timestamp + JOIN + 1); // undefended: succeeds once the join window closes
        _eq(game.challengeState(second), ChallengeStates.SUCCEEDED, "undefended challenge succeeds");
        G1Point[] memory keys = _signers("valid");
        _resolve(first, "valid");
        address signer = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        uint256 afterFirst = registry.stakeOf(signer);
        game.resolve(second, _liable("valid"));
        _eq(game.loss(second).count, 0, "no second loss recorded");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, second));
        game.slash(second, _ids(keys), keys.length);
        _eq(registry.stakeOf(signer), afterFirst, "one wrong result is slashed once");
        _eq(game.credit(CHALLENGER), 2 * BOND + DEF_BOND, "both bonds back and the beaten defender's, nothing more");
    }

    /// @notice Results are written once: while the challenge runs, nothing (here `infer`, with the right
    /// answer) rewrites the disputed slot, so the result resolve invalidates is the one disputed, and the
    /// signers of that landing are slashed.
    function test_resolve_slotCannotBeRewritten() public {
        uint256 id = _disputeVector();
        bytes32 input = _transition(0).input;
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(_tp(0), ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(_tp(0), ".n"));
        bytes32 landed = consumer.result(input);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.AlreadyAnswered.selector, input, landed));
        consumer.infer(prompt, n);
        G1Point[] memory keys = _signers("valid");
        address signer = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        uint256 stake = registry.stakeOf(signer);
        _resolve(id, "valid");
        if (consumer.isValid(input) || !consumer.invalid(input)) revert Mismatch("the disputed result stands");
        _eq(registry.stakeOf(signer), stake - stake / 2, "the wrong landing's signers are slashed");
        _eq(game.challengeState(id), ChallengeStates.CHALLENGE_RESOLVED, "resolved");
    }

    function test_resolve_slashesSignersThatLeft() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        address leaver = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        uint256 stake = registry.stakeOf(leaver);
        vm.prank(leaver);
        registry.deregisterOperator();
        _resolve(id, "valid");
        _eq(registry.stakeOf(leaver), stake - stake / 2, "a signer that deregistered is slashed too");
    }

    function test_RevertWhen_resolveWithWrongSigners() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        G1Point[] memory fewer = new G1Point[](keys.length - 1);
        for (uint256 i; i < fewer.length; ++i) {
            fewer[i] = keys[i + 1];
        }
        bytes32[] memory non = _nonSignerIds("valid");
        vm.expectRevert(OperatorRegistry.SignersMismatch.selector);
        game.resolve(id, abi.encode(uint256(1), non, _ids(fewer)));
        // out of order
        bytes32[] memory ids = _ids(keys);
        (ids[0], ids[1]) = (ids[1], ids[0]);
        vm.expectRevert(OperatorRegistry.SignersMismatch.selector);
        game.resolve(id, abi.encode(uint256(1), non, ids));
    }

    /// Soundness (c): the resolver names the landing's whole signer set or nothing. A subset (one left out),
    /// a superset (a non-signer added), a duplicate, an unsorted list, an id registered to nobody (an empty
    /// key), an empty list, or non-signers that are not the recorded ones: all refused.
    function test_RevertWhen_resolverNamesAnythingButEverySigner() public {
        uint256 id = _disputeVector();
        bytes32[] memory non = _nonSignerIds("valid");
        bytes32[] memory ids = _ids(_signers("valid"));
        uint256 m = ids.length;
        // a subset: the last signer left out
        bytes32[] memory x = new bytes32[](m - 1);
        for (uint256 i; i < m - 1; ++i) {
            x[i] = ids[i];
        }
        _mismatched(id, non, x);
        // a duplicate in place of the last signer
        x = _copy(ids);
        x[m - 1] = x[m - 2];
        _mismatched(id, non, x);
        // unsorted
        x = _copy(ids);
        (x[3], x[4]) = (x[4], x[3]);
        _mismatched(id, non, x);
        // an id with no key behind it (registered to nobody) in place of a signer
        x = _copy(ids);
        x[m - 1] = bytes32(type(uint256).max);
        _mismatched(id, non, x);
        // a non-signer named as a signer too (sorted in)
        _mismatched(id, non, _insert(ids, non[0]));
        // nobody
        _mismatched(id, non, new bytes32[](0));
        // the recorded non-signers reordered, or one dropped (and charged instead), open no record
        x = _copy(non);
        (x[0], x[1]) = (x[1], x[0]);
        _unliable(id, abi.encode(uint256(1), x, ids));
        x = new bytes32[](non.length - 1);
        for (uint256 i; i < x.length; ++i) {
            x[i] = non[i + 1];
        }
        _unliable(id, abi.encode(uint256(1), x, _insert(ids, non[0])));
        // a proof of an unknown kind, a proof too short
        _unliable(id, abi.encode(uint256(9), non, ids));
        _unliable(id, hex"01");
        _eq(game.challengeState(id), ChallengeStates.SUCCEEDED, "still resolvable");
        _resolve(id, "valid");
        _eq(game.loss(id).count, m, "every signer charged");
    }

    function _mismatched(uint256 id, bytes32[] memory non, bytes32[] memory signers) internal {
        vm.expectRevert(OperatorRegistry.SignersMismatch.selector);
        game.resolve(id, abi.encode(uint256(1), non, signers));
    }

    function _unliable(uint256 id, bytes memory proof) internal {
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, id));
        game.resolve(id, proof);
    }

    /// Soundness (e): slash goes in pages of the caller's size, each bounded, in the recorded order, until the
    /// whole signer list is slashed; then NothingToSlash. Anyone may send a page.
    function test_slash_pagesCoverEverySignerOnce() public {
        uint256 id = _disputeVector();
        bytes32[] memory ids = _ids(_signers("valid"));
        uint256 m = ids.length;
        uint256[] memory before = new uint256[](m);
        for (uint256 i; i < m; ++i) {
            before[i] = registry.stakeOf(registry.operatorOf(ids[i]));
        }
        game.resolve(id, _liable("valid"));
        uint256 page = 7;
        uint256 done;
        uint256 maxGas;
        while (done < m) {
            vm.prank(address(uint160(0xA000 + done))); // anyone
            uint256 g = gasleft();
            game.slash(id, ids, page);
            g -= gasleft();
            if (g > maxGas) maxGas = g;
            uint256 to = done + page > m ? m : done + page;
            _eq(game.loss(id).done, to, "the page's end");
            for (uint256 i; i < m; ++i) {
                uint256 st = registry.stakeOf(registry.operatorOf(ids[i]));
                uint256 want = i < to ? before[i] - before[i] * 5000 / 10_000 : before[i];
                _eq(st, want, i < to ? "slashed once, in order" : "not yet slashed");
            }
            done = to;
        }
        emit log_named_uint("slash gas, the largest page of 7 signers", maxGas);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, id));
        game.slash(id, ids, page);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, id));
        game.slash(id, ids, type(uint256).max);
    }

    function _copy(bytes32[] memory a) internal pure returns (bytes32[] memory b) {
        b = new bytes32[](a.length);
        for (uint256 i; i < a.length; ++i) {
            b[i] = a[i];
        }
    }

    /// @dev `a` (ascending) with `x` sorted in.
    function _insert(bytes32[] memory a, bytes32 x) internal pure returns (bytes32[] memory b) {
        b = new bytes32[](a.length + 1);
        uint256 j;
        bool put;
        for (uint256 i; i < a.length; ++i) {
            if (!put && x < a[i]) {
                b[j++] = x;
                put = true;
            }
            b[j++] = a[i];
        }
        if (!put) b[j] = x;
    }

    /// A liability proof naming other non-signers than the landing's (another quorum's) opens no record.
    function test_RevertWhen_resolveWithOtherNonSigners() public {
        uint256 id = _disputeVector();
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, id));
        game.resolve(id, _liable("threshold"));
    }

    // ------------------------------------------------------------------ batches, stake at the reference block, expiry, movers

    /// @dev The batch vector b16 (signed in Go over its batch digest) landed through verifyAndUpdateBatch;
    /// a challenge on item `k`, one lying defence played out and won by the challenger; resolvable.
    function _disputeBatchItem(uint256 k) internal returns (uint256 cid) {
        address deployer_ = vm.parseJsonAddress(json, ".deployer");
        vm.startPrank(deployer_);
        consumer.setArbiter(address(game));
        registry.setSlasher(address(game));
        vm.stopPrank();
        game.admit(address(consumer));
        string memory b = ".batches.b16";
        uint256 m = vm.parseJsonBytes32Array(json, string.concat(b, ".roots")).length;
        Transition[] memory ts = new Transition[](m);
        for (uint256 i; i < m; ++i) {
            ts[i] = _batchTransition(i);
        }
        QuorumSignature memory s = _batchQuorum();
        consumer.verifyAndUpdateBatch(
            ts,
            vm.parseJsonBytes32Array(json, string.concat(b, ".roots")),
            vm.parseJsonBytes(json, string.concat(b, ".tokens")),
            s,
            _uints(vm.parseJsonBytes32Array(json, string.concat(b, ".hashHints")))
        );
        cid = _openBatchItem(k, ts[k]);
    }

    function _openBatchItem(uint256 k, Transition memory t) internal returns (uint256 cid) {
        string memory p = string.concat(".batches.b16.transitions[", vm.toString(k), "]");
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(p, ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(p, ".n"));
        bytes32 root = vm.parseJsonBytes32(json, string.concat(p, ".root"));
        uint256[] memory toks = _uints(vm.parseJsonBytes32Array(json, string.concat(p, ".tokens")));
        bytes32 signatory = consumer.quorumSignatory(t.referenceBlock, _ids(_batchQuorum().nonSignerKeys));
        vm.prank(CHALLENGER);
        cid = game.open{value: BOND}(address(consumer), prompt, n, root, toks, t, signatory, _none());
        AlphabetPlayer pl = new AlphabetPlayer(prompt.length + n - 1, subSizes, 0);
        uint256 id = _defend(cid, defender);
        _play(id, pl, true);
        cheats.warp(uint256(game.challenge(cid).openedAt) + JOIN + 1);
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded");
    }

    function _batchTransition(uint256 i) internal view returns (Transition memory t) {
        string memory p = string.concat(".batches.b16.transitions[", vm.toString(i), "]");
        t.chainId = vm.parseJsonUint(json, string.concat(p, ".chainId"));
        t.consumer = vm.parseJsonAddress(json, string.concat(p, ".consumer"));
        t.index = uint64(vm.parseJsonUint(json, string.concat(p, ".index")));
        t.manifest = vm.parseJsonBytes32(json, string.concat(p, ".manifest"));
        t.input = vm.parseJsonBytes32(json, string.concat(p, ".input"));
        t.slot = vm.parseJsonBytes32(json, string.concat(p, ".slot"));
        t.oldValue = vm.parseJsonBytes32(json, string.concat(p, ".old"));
        t.newValue = vm.parseJsonBytes32(json, string.concat(p, ".new"));
        t.referenceBlock = uint32(vm.parseJsonUint(json, string.concat(p, ".referenceBlock")));
    }

    function _batchQuorum() internal view returns (QuorumSignature memory s) {
        string memory p = ".batches.b16.quorum";
        bytes32[] memory sigma = vm.parseJsonBytes32Array(json, string.concat(p, ".sigma"));
        bytes32[] memory apk2 = vm.parseJsonBytes32Array(json, string.concat(p, ".apkG2"));
        bytes32[] memory keys = vm.parseJsonBytes32Array(json, string.concat(p, ".nonSignerKeys"));
        s.sigma = _g1(sigma, 0);
        s.apkG2 = _g2(apk2, 0);
        s.nonSignerKeys = new G1Point[](keys.length / 2);
        for (uint256 i; i < keys.length / 2; ++i) {
            s.nonSignerKeys[i] = _g1(keys, i);
        }
        (s.apk, s.apkEntry) = (apkHint, apkEntryHint);
    }

    function _batchProof(uint256 k) internal view returns (bytes32[] memory) {
        return vm.parseJsonBytes32Array(json, string.concat(".batches.b16.proofs[", vm.toString(k), "]"));
    }

    /// An answer landed in a batch records its own transition's digest with the batch signature's
    /// signatory: it is resolved like a single landing, the result invalidated, its signers slashed.
    function test_resolve_batchLanding() public {
        uint256 cid = _disputeBatchItem(3);
        G1Point[] memory keys = _signers("valid"); // the batch's non-signers are "valid"'s: 0, 10, …, 90
        address signer = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        uint256 stake = registry.stakeOf(signer);
        _eq(
            keccak256(abi.encodePacked(_ids(_batchQuorum().nonSignerKeys))),
            keccak256(abi.encodePacked(_nonSignerIds("valid"))),
            "the batch's non-signers are valid's"
        );
        _resolve(cid, "valid");
        bytes32 input = _batchTransition(3).input;
        if (consumer.isValid(input) || !consumer.invalid(input)) revert Mismatch("not invalidated");
        if (!consumer.isValid(_batchTransition(4).input)) revert Mismatch("the batch's other answers stand");
        _eq(registry.stakeOf(signer), stake - stake / 2, "signers slashed");
        _eq(game.challengeState(cid), ChallengeStates.CHALLENGE_RESOLVED, "resolved");
    }

    /// A batch item's landing record binds its own transition and the batch signature's signatory: a
    /// challenge naming another signatory, or another item's transition for this input, is no landing; a
    /// liability proof of other non-signers or of a subset of the signers is refused.
    function test_RevertWhen_batchItemWrongRecordOrLiability() public {
        uint256 cid = _disputeBatchItem(3);
        Transition memory t = _batchTransition(3);
        string memory p = ".batches.b16.transitions[3]";
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(p, ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(p, ".n"));
        bytes32 root = vm.parseJsonBytes32(json, string.concat(p, ".root"));
        uint256[] memory toks = _uints(vm.parseJsonBytes32Array(json, string.concat(p, ".tokens")));
        bytes32 wrong = consumer.quorumSignatory(t.referenceBlock, _nonSignerIds("threshold"));
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.open{value: BOND}(address(consumer), prompt, n, root, toks, t, wrong, _none());
        bytes32 right = consumer.quorumSignatory(t.referenceBlock, _nonSignerIds("valid"));
        t.index = _batchTransition(4).index; // another index: another digest
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.open{value: BOND}(address(consumer), prompt, n, root, toks, t, right, _none());
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, cid));
        game.resolve(cid, _liable("threshold"));
        bytes32[] memory ids = _ids(_signers("valid"));
        bytes32[] memory fewer = new bytes32[](ids.length - 1);
        for (uint256 i; i < fewer.length; ++i) {
            fewer[i] = ids[i];
        }
        vm.expectRevert(OperatorRegistry.SignersMismatch.selector);
        game.resolve(cid, abi.encode(uint256(1), _nonSignerIds("valid"), fewer));
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "still resolvable");
        _resolve(cid, "valid");
    }

    /// Slashing takes slashBips of the stake at the reference block: a signer that raised its stake after
    /// signing loses half of what signed, not half of what it holds now.
    function test_resolve_slashesStakeAtReferenceBlock_raised() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        address signer = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        uint256 signed = registry.stakeOf(signer);
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setStake(signer, uint96(signed * 10));
        vm.roll(block.number + 1);
        _refreshApk();
        _resolve(id, "valid");
        _eq(registry.stakeOf(signer), signed * 10 - signed / 2, "half the stake that signed");
    }

    /// A signer that lowered its stake after signing loses half of what is left of the stake that signed
    /// (the stake at the reference block, capped at its stake now): lowered to 3/4 it keeps 3/8, to 1/4
    /// it keeps 1/8. Slashing cannot take stake that is gone.
    function test_resolve_slashesStakeAtReferenceBlock_lowered() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        address a = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        address b = registry.operatorOf(keccak256(abi.encode(keys[1].X, keys[1].Y)));
        (uint256 sa, uint256 sb) = (registry.stakeOf(a), registry.stakeOf(b));
        vm.startPrank(vm.parseJsonAddress(json, ".deployer"));
        registry.setStake(a, uint96(sa * 3 / 4));
        registry.setStake(b, uint96(sb / 4));
        vm.stopPrank();
        vm.roll(block.number + 1);
        _refreshApk();
        _resolve(id, "valid");
        _eq(registry.stakeOf(a), sa * 3 / 4 - (sa * 3 / 4) / 2, "half of what is left");
        _eq(registry.stakeOf(b), sb / 4 - (sb / 4) / 2, "half of what is left");
    }

    /// The registry keeps every stake change: a signer and a non-signer whose stakes changed three times
    /// (in three blocks) since the reference block still resolve, and the signer loses half of the stake
    /// that signed (its record alone would have forgotten it: OperatorHistoryUnavailable).
    function test_resolve_stakeChangedThriceSinceReferenceBlock() public {
        uint256 id = _disputeVector();
        G1Point[] memory keys = _signers("valid");
        address signer = registry.operatorOf(keccak256(abi.encode(keys[0].X, keys[0].Y)));
        address nonSigner = registry.operatorOf(
            keccak256(abi.encode(_quorum("valid").nonSignerKeys[0].X, _quorum("valid").nonSignerKeys[0].Y))
        );
        uint256 signed = registry.stakeOf(signer);
        uint256 absent = registry.stakeOf(nonSigner);
        bytes32 sid = registry.operatorIdOf(signer);
        uint256 before = registry.stakeHistoryLength(sid);
        uint32 ref = _transition(0).referenceBlock;
        vm.startPrank(vm.parseJsonAddress(json, ".deployer"));
        for (uint256 m = 2; m <= 4; ++m) {
            vm.roll(block.number + 1);
            registry.setStake(signer, uint96(signed * m));
            registry.setStake(nonSigner, uint96(absent * m));
        }
        vm.stopPrank();
        vm.roll(block.number + 1);
        _refreshApk();
        _eq(registry.stakeHistoryLength(sid), before + 3, "three checkpoints more");
        _eq(registry.stakeAt(sid, ref), signed, "stake at the reference block");
        _eq(registry.stakeAt(sid, uint32(block.number - 2)), signed * 3, "stake two blocks back");
        _eq(registry.stakeAt(sid, uint32(block.number)), signed * 4, "stake now");
        _resolve(id, "valid");
        _eq(registry.stakeOf(signer), signed * 4 - signed / 2, "half the stake that signed");
        _eq(registry.stakeOf(nonSigner), absent * 4, "the non-signer untouched");
    }

    /// A succeeded challenge that cannot be resolved (here: a landing whose record no liability proof
    /// opens, so every resolve reverts) is ended by anyone RESOLVE_WINDOW after its decision: bonds as the
    /// games decided, nothing invalidated, nothing slashed.
    function test_expire_unresolvableChallenge() public {
        AlphabetPlayer p = _player(8, 3);
        uint256 gid = _open(p, true);
        uint256 id = game.game(gid).challengeId;
        _play(gid, p, true);
        cheats.warp(uint256(game.challenge(id).openedAt) + JOIN + 1);
        _eq(game.challengeState(id), ChallengeStates.SUCCEEDED, "succeeded");
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotLiable.selector, id));
        game.resolve(id, _liable("valid"));
        uint256 decided = game.decidedAt(id);
        _eq(decided, uint256(game.challenge(id).openedAt) + JOIN, "decided when the join window closed");
        uint256 until = decided + game.RESOLVE_WINDOW();
        cheats.warp(until);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ResolveWindowOpen.selector, until));
        game.expire(id);
        cheats.warp(until + 1);
        vm.prank(address(0xB0B)); // anyone
        game.expire(id);
        _eq(game.challengeState(id), ChallengeStates.CHALLENGE_EXPIRED, "expired");
        _eq(game.credit(CHALLENGER), BOND + DEF_BOND, "bond back and the beaten defender's, as the game decided");
        _eq(game.loss(id).count, 0, "nobody charged");
        if (!sc.isValid(game.challenge(id).input)) revert Mismatch("nothing invalidated");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, id));
        game.expire(id);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, id));
        game.resolve(id, _liable("valid"));
    }

    /// Expiry never touches a challenge that is not decided for the challenger: a running game, or a
    /// failed challenge, stays as it is.
    /// The settlement code runs only as its game (through the game's DELEGATECALL): called directly, every one
    /// of its functions refuses, so nobody settles anything against its own empty storage or in its name.
    function test_RevertWhen_settlementCalledDirectly() public {
        // the game's first creation (a contract's nonce starts at 1): rlp([game, 1])
        address settlement = address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xd6), bytes1(0x94), address(game), bytes1(0x01)))))
        );
        require(settlement.code.length > 0, "no settlement where the game created it");
        bytes[4] memory calls = [
            abi.encodeCall(DisputeSettlement.release, (1)),
            abi.encodeCall(DisputeSettlement.resolve, (1, "")),
            abi.encodeCall(DisputeSettlement.slash, (1, new bytes32[](0), 1)),
            abi.encodeCall(DisputeSettlement.expire, (1))
        ];
        for (uint256 i; i < calls.length; ++i) {
            (bool ok, bytes memory ret) = settlement.call(calls[i]);
            require(!ok, "a direct call settled");
            require(bytes4(ret) == DisputeSettlement.NotTheGame.selector, "refused with another error");
        }
    }

    function test_RevertWhen_expireUndecided() public {
        AlphabetPlayer p = _player(16, 5);
        uint256 cid = _challenge(p, false);
        _defend(cid, defender);
        cheats.warp(block.timestamp + JOIN + 30 days);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid));
        game.expire(cid); // its game still runs (it could be timed out, not expired)
    }

    /// The decision of a challenge whose last game ended after the join window is that game's end.
    function test_decidedAt_lastGameEnd() public {
        AlphabetPlayer p = _player(16, 5);
        uint256 id = _open(p, true);
        uint256 cid = game.game(id).challengeId;
        cheats.warp(block.timestamp + JOIN + 100);
        _play(id, p, true);
        _eq(game.decidedAt(cid), block.timestamp, "the last game's end");
    }

    /// A challenger authorizes a mover, which plays the challenger's side; revoked, it may not; a sender
    /// authorized by both sides of a game may move for neither.
    function test_movers_moveForTheirPrincipal() public {
        address mover = address(0x3017E);
        vm.prank(CHALLENGER);
        game.setMover(mover, true);
        if (!game.moverOf(CHALLENGER, mover)) revert Mismatch("authorized");
        AlphabetPlayer p = _player(16, 5);
        uint256 id = _open(p, true);
        challengerSeat = mover;
        _play(id, p, true);
        _eq(game.game(id).winner, 1, "the challenger wins, every challenger move sent by the mover");

        uint256 id2 = _open(_player(8, 3), true);
        // defender on turn first: let it move, then try the mover revoked
        DisputeGame.Game memory g = game.game(id2);
        (uint8 v, DisputeGame.Position memory on, bool hc, bytes32 c, DisputeGame.Position memory pos) =
            _bisectArgs(_player(8, 3), g, true);
        vm.prank(defender);
        game.bisect(id2, v, on, hc, c, pos);
        vm.prank(CHALLENGER);
        game.setMover(mover, false);
        g = game.game(id2);
        (v, on, hc, c, pos) = _bisectArgs(_player(8, 3), g, false);
        vm.prank(mover);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotAPlayer.selector, mover));
        game.bisect(id2, v, on, hc, c, pos);
        // authorized by both sides: refused
        vm.prank(CHALLENGER);
        game.setMover(mover, true);
        vm.prank(defender);
        game.setMover(mover, true);
        vm.prank(mover);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotAPlayer.selector, mover));
        game.bisect(id2, v, on, hc, c, pos);
        // the challenger itself still moves
        vm.prank(CHALLENGER);
        game.bisect(id2, v, on, hc, c, pos);
    }

    // ------------------------------------------------------------------ challenges and their defences

    /// @dev A lying challenger disputes a correct result. A colluding defender takes the first game and
    /// stalls (the challenger wins it on time), a second colluder takes a game and idles; the honest
    /// defender plays its own game and wins: the challenge fails, the result stays valid, nothing is
    /// resolved or slashed, the challenger's bond goes to the honest defender, the stalled colluder's to
    /// the challenger, and the idle one's comes back by `release`.
    function test_collusion_honestDefenderWinsItsOwnGame() public {
        AlphabetPlayer p = _player(16, 5);
        uint256 cid = _challenge(p, false); // the landed root is honest, the challenger lies
        uint256 t0 = block.timestamp;
        uint256 stalled = _defend(cid, COLLUDER);
        uint256 idle = _defend(cid, SECOND);
        cheats.warp(t0 + JOIN); // the last second of the join window
        uint256 honest = _defend(cid, defender);
        _eq(game.challenge(cid).games, 3, "three defences");
        uint256[] memory ids = game.defences(cid);
        _eq(ids.length, 3, "listed");
        _eq(ids[0], stalled, "in order");
        _eq(ids[2], honest, "in order");
        _eq(game.defenceOf(cid, defender), honest, "the honest defender's game");
        if (game.game(honest).defender != defender) revert Mismatch("seat bound at defend");
        // the honest defender opens its game; the stalling colluder's clock runs out meanwhile
        (uint8 v, DisputeGame.Position memory on, bool hc, bytes32 c, DisputeGame.Position memory pos) =
            _bisectArgs(p, game.game(honest), false);
        vm.prank(defender);
        game.bisect(honest, v, on, hc, c, pos);
        cheats.warp(t0 + CLOCK + 1);
        game.timeout(stalled);
        _eq(game.game(stalled).winner, 1, "the challenger beat the stalling colluder");
        _eq(game.challengeState(cid), ChallengeStates.PLAYING, "playing");
        stepWait = 10;
        _play(honest, p, false);
        _eq(game.game(honest).winner, 0, "the honest defender wins its own game");
        _eq(game.challengeState(cid), ChallengeStates.CHALLENGE_FAILED, "the challenge failed");
        _eq(game.challenge(cid).decidedBy, honest, "decided by the honest game");
        if (!sc.isValid(game.challenge(cid).input)) revert Mismatch("an honest result invalidated");
        // the idle colluder's game takes no more moves; release returns its bond
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
        game.timeout(idle);
        vm.prank(SECOND);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
        game.bisect(idle, 0, DisputeGame.Position(0, 0), true, bytes32(uint256(1)), DisputeGame.Position(0, 7));
        game.release(idle);
        _eq(game.game(idle).reason, 3, "ended by the decision");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.GameOver.selector, idle));
        game.release(idle);
        cheats.deal(address(0xD3), DEF_BOND);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.ChallengeDecided.selector, cid));
        _defend(cid, address(0xD3));
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid));
        game.resolve(cid, _liable("valid"));
        _eq(game.credit(defender), BOND + DEF_BOND, "the challenger's bond to the honest defender");
        _eq(game.credit(CHALLENGER), DEF_BOND, "the stalling colluder's bond to the challenger");
        _eq(game.credit(SECOND), DEF_BOND, "the idle defender's bond back");
        _eq(game.credit(COLLUDER), 0, "the stalling colluder lost its bond");
        _eq(address(game).balance, BOND + 3 * DEF_BOND, "every wei accounted for");
    }

    /// @dev An honest challenger against two lying defenders of a wrong result: it must win both games, and
    /// only then (the join window closed) resolves, invalidates and slashes, taking both defender bonds.
    function test_honestChallengerBeatsTwoLyingDefenders() public {
        stepWait = 1;
        (uint256 cid, AlphabetPlayer p) = _vectorChallenge();
        uint256 g1 = _defend(cid, defender);
        uint256 g2 = _defend(cid, SECOND);
        _play(g1, p, true);
        _eq(game.game(g1).winner, 1, "challenger beats the first");
        uint256 closes = uint256(game.challenge(cid).openedAt) + JOIN;
        bytes memory sig = _liable("valid");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.JoinOpen.selector, closes));
        game.resolve(cid, sig);
        cheats.warp(closes + 1);
        _eq(game.challengeState(cid), ChallengeStates.PLAYING, "one game still runs");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotResolvable.selector, cid));
        game.resolve(cid, sig);
        _playAs(g2, p, true, SECOND);
        _eq(game.game(g2).winner, 1, "challenger beats the second");
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "succeeded");
        uint256 gas = gasleft();
        game.resolve(cid, sig);
        emit log_named_uint("resolve gas (90 signers charged, 2 defences)", gas - gasleft());
        game.slash(cid, _ids(_signers("valid")), type(uint256).max);
        if (consumer.isValid(_transition(0).input)) revert Mismatch("wrong result still valid");
        _eq(game.credit(CHALLENGER), BOND + 2 * DEF_BOND, "its bond and both defenders'");
        _eq(game.credit(defender) + game.credit(SECOND), 0, "lying defenders lose their bonds");
    }

    function test_gas_openDefend() public {
        AlphabetPlayer p = _player(512, 300);
        uint256 n = 512;
        uint256[] memory none = new uint256[](0);
        bytes32 root = p.value(none, n - 1, true);
        Transition memory t = _landRoot(root, n);
        uint256[] memory answer = _answer(n);
        uint256[] memory prompt = _prompt();
        vm.prank(CHALLENGER);
        uint256 gas = gasleft();
        uint256 cid = game.open{value: BOND}(address(sc), prompt, n, root, answer, t, HSIG, _none());
        emit log_named_uint("open gas (512 tokens, calldata not counted)", gas - gasleft());
        vm.prank(defender);
        gas = gasleft();
        game.defend{value: DEF_BOND}(cid);
        emit log_named_uint("defend gas (first defence)", gas - gasleft());
        vm.prank(SECOND);
        gas = gasleft();
        game.defend{value: DEF_BOND}(cid);
        emit log_named_uint("defend gas (second defence)", gas - gasleft());
    }

    function test_RevertWhen_defendAfterJoinWindow() public {
        uint256 cid = _challenge(_player(8, 3), true);
        uint256 closes = block.timestamp + JOIN;
        cheats.warp(closes + 1);
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.JoinClosed.selector, closes));
        game.defend{value: DEF_BOND}(cid);
    }

    function test_RevertWhen_defendTwice() public {
        uint256 cid = _challenge(_player(8, 3), true);
        uint256 id = _defend(cid, defender);
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.AlreadyDefending.selector, cid, id));
        game.defend{value: DEF_BOND}(cid);
    }

    function test_RevertWhen_badDefence() public {
        uint256 cid = _challenge(_player(8, 3), true);
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongBond.selector, BOND, DEF_BOND));
        game.defend{value: BOND}(cid);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotAPlayer.selector, CHALLENGER));
        game.defend{value: DEF_BOND}(cid);
        vm.prank(defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NoChallenge.selector, cid + 1));
        game.defend{value: DEF_BOND}(cid + 1);
        uint256 id = _defend(cid, defender);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotReleasable.selector, id));
        game.release(id);
    }

    function test_undefendedChallengeSucceedsOnlyAfterJoinWindow() public {
        uint256 cid = _challenge(_player(8, 3), true);
        _eq(game.challengeState(cid), ChallengeStates.JOINING, "joining");
        cheats.warp(block.timestamp + JOIN);
        _eq(game.challengeState(cid), ChallengeStates.JOINING, "the last second still joins");
        cheats.warp(block.timestamp + 1);
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "no defence: succeeded");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NoChallenge.selector, cid + 1));
        game.challengeState(cid + 1);
    }

    // ------------------------------------------------------------------ per-shard challenges (SPEC.md §12)

    /// @dev The signatory of ShardedConsumerDouble's landing.
    bytes32 internal constant SHARDS_SIG = keccak256("deepcall/test/shards-signatory");
    /// @dev The sharded landing answers prompt [1] with N_SHARDED tokens: N_SHARDED steps (level 0), each of
    /// 4 ops (level 1, the alphabet's first sub-level) of 3 micro-steps each.
    uint256 internal constant N_SHARDED = 5;

    /// @dev An admitted ShardedConsumerDouble with a result landed under SHARDS_SIG; the game is the
    /// registry's slasher.
    function _landSharded() internal returns (ShardedConsumerDouble d, Transition memory t) {
        d = new ShardedConsumerDouble(address(registry), address(game), SHARDS_SIG);
        game.admit(address(d));
        address deployer_ = vm.parseJsonAddress(json, ".deployer");
        vm.prank(deployer_);
        registry.setSlasher(address(game));
        t.chainId = block.chainid;
        t.consumer = address(d);
        t.manifest = d.manifest();
        t.input = keccak256(abi.encodePacked(N_SHARDED, uint256(1), _prompt()));
        t.newValue = keccak256(abi.encodePacked(bytes32(uint256(7)), _answer(N_SHARDED)));
        t.referenceBlock = uint32(block.number - 1);
        d.setLanding(t.input, keccak256(abi.encode(sc.transitionDigest(t), SHARDS_SIG)));
    }

    /// @dev Shard s's recorded signers: two registered operators of their own.
    function _shardIds(uint256 s) internal view returns (bytes32[] memory ids) {
        bytes32[] memory all = _ids(_signers("valid"));
        ids = new bytes32[](2);
        (ids[0], ids[1]) = (all[2 * s], all[2 * s + 1]);
    }

    /// @dev Shard s's claim at step k over ops first … last of p's trace: its in value the agreed c_{first−1}
    /// (for first = 0 the step's link: the previous step's value, or the anchor), its out value c_last,
    /// honest or p's lie.
    function _shardClaim(AlphabetPlayer p, uint256 s, uint256 k, uint256 first, uint256 last, bool lie)
        internal
        view
        returns (ShardClaim memory c)
    {
        uint256[] memory path = new uint256[](1);
        path[0] = k;
        if (first > 0) c.lo = p.value(path, first - 1, false);
        else c.lo = k == 0 ? alphabet.ANCHOR() : p.value(new uint256[](0), k - 1, false);
        c.hi = p.value(path, last, lie);
        c.signers = keccak256(abi.encodePacked(_shardIds(s)));
        // forge-lint: disable-next-line(unsafe-typecast)
        (c.step, c.first, c.last, c.count, c.shard) = (uint32(k), uint32(first), uint32(last), 2, uint32(s));
    }

    function _openShard(ShardedConsumerDouble d, Transition memory t, ShardClaim memory c)
        internal
        returns (uint256 cid)
    {
        bytes memory claim = abi.encode(c);
        vm.prank(CHALLENGER);
        cid = game.openShard{value: BOND}(address(d), _prompt(), N_SHARDED, t, SHARDS_SIG, claim);
    }

    /// @dev The current stakes of `ids`' operators.
    function _stakes(bytes32[] memory ids) internal view returns (uint256[] memory s) {
        s = new uint256[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            s[i] = registry.stakeOf(registry.operatorOf(ids[i]));
        }
    }

    /// @notice A defence of a per-shard challenge plays the shard's ops at its step only: level 1 under the
    /// step, from the shard's signed in value at first − 1 to its signed out value at last.
    function test_shardGameStartsAtTheShardsOps() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        AlphabetPlayer p = _player(N_SHARDED, 2);
        ShardClaim memory c = _shardClaim(p, 1, 2, 1, 3, true);
        uint256 cid = _openShard(d, t, c);
        _eq(game.challenge(cid).root, c.hi, "the challenge disputes the shard's out value");
        _eq(game.challenge(cid).steps, N_SHARDED, "the request's steps");
        DisputeGame.Game memory g = game.game(_defend(cid, defender));
        _eq(g.level, 1, "the op level");
        _eq(g.path[0], c.step, "under the claim's step");
        if (g.lo != int64(uint64(c.first)) - 1) revert Mismatch("lo: first - 1");
        _eq(g.hi, c.last, "hi: last");
        _eq(g.loHash, c.lo, "the shard's in value agreed");
        _eq(g.hiHash, c.hi, "its out value disputed");
        _eq(g.leaves, 4, "the step's ops");
        _eq(g.phase, 0, "bisecting");
        _eq(g.turn, 0, "the defender on turn");
        // the first shard: from the step's link (op -1)
        c = _shardClaim(p, 0, 2, 0, 1, true);
        g = game.game(_defend(_openShard(d, t, c), defender));
        _eq(g.level, 1, "the op level");
        if (g.lo != -1) revert Mismatch("lo: the link");
        _eq(g.hi, 1, "hi: last");
        _eq(g.loHash, c.lo, "the link agreed");
        _eq(g.hiHash, c.hi, "its out value disputed");
        // a shard of one op: its window is that op, refined at once
        c = _shardClaim(p, 1, 3, 2, 2, true);
        g = game.game(_defend(_openShard(d, t, c), defender));
        _eq(g.level, 2, "below the op");
        _eq(g.path[0], 3, "the step");
        _eq(g.path[1], 2, "the op");
        if (g.lo != -1) revert Mismatch("lo: the op's anchor");
        _eq(g.hi, 3, "the op's micro-steps, padded");
        _eq(g.loHash, c.lo, "the shard's in value agreed");
        _eq(g.hiHash, c.hi, "its out value disputed");
    }

    /// @notice Per-shard games are played over the shard's ops alone, to the one-step: an honest challenger
    /// beats the defence of a wrong out value, an honest defender the challenge of a right one — shards
    /// inside a step, the first shard from its step's link, shards of one op.
    function test_shardGame_playedOverTheShardsOpsOnly() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        uint256[2][5] memory ops = [[uint256(1), 3], [uint256(0), 3], [uint256(2), 3], [uint256(1), 1], [uint256(0), 0]];
        for (uint256 k; k < N_SHARDED; k += 2) {
            AlphabetPlayer p = _player(N_SHARDED, k);
            for (uint256 i; i < ops.length; ++i) {
                for (uint256 lie; lie < 2; ++lie) {
                    uint256 cid = _openShard(d, t, _shardClaim(p, 1, k, ops[i][0], ops[i][1], lie == 1));
                    uint256 id = _defend(cid, defender);
                    _play(id, p, lie == 1);
                    DisputeGame.Game memory g = game.game(id);
                    _eq(g.winner, lie, "the side of the wrong claim loses");
                    _eq(g.reason, 0, "by step");
                    _eq(g.path[0], k, "at the claim's step");
                }
            }
        }
    }

    /// @notice An undefended per-shard challenge succeeds after the join window; resolving it (anyone, with
    /// no liability proof: the consumer is not asked) invalidates the result and records the loss of that
    /// shard's signers alone, once per landing and shard, and slash takes exactly their stake.
    function test_shardChallengeChargesOnlyItsShard() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        ShardClaim memory c = _shardClaim(_player(N_SHARDED, 1), 1, 1, 1, 3, true);
        uint256 cid = _openShard(d, t, c);
        _eq(game.challengeState(cid), ChallengeStates.JOINING, "joining");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.JoinOpen.selector, block.timestamp + JOIN));
        game.resolve(cid, "");
        cheats.warp(block.timestamp + JOIN + 1);
        _eq(game.challengeState(cid), ChallengeStates.SUCCEEDED, "undefended: succeeded");
        bytes32[] memory mine = _shardIds(1);
        bytes32[] memory others = _shardIds(0);
        uint256[] memory mineBefore = _stakes(mine);
        uint256[] memory othersBefore = _stakes(others);
        vm.prank(address(0xB0B));
        game.resolve(cid, hex"deadbeef");
        _eq(game.challengeState(cid), ChallengeStates.CHALLENGE_RESOLVED, "resolved");
        DisputeGame.Loss memory l = game.loss(cid);
        _eq(l.signers, c.signers, "the shard's signers recorded");
        _eq(l.count, c.count, "and their count");
        if (d.isValid(t.input) || !d.invalid(t.input)) revert Mismatch("result invalidated");
        bytes32 digest = sc.transitionDigest(t);
        if (!game.slashedFor(keccak256(abi.encode(digest, uint256(c.shard))))) {
            revert Mismatch("the loss keyed by landing and shard");
        }
        if (game.slashedFor(digest)) revert Mismatch("no whole-landing loss");
        _eq(game.credit(CHALLENGER), BOND, "bond back");
        vm.expectRevert(DisputeGame.SignersMismatch.selector);
        game.slash(cid, others, 2);
        game.slash(cid, mine, 2);
        uint256[] memory mineAfter = _stakes(mine);
        uint256[] memory othersAfter = _stakes(others);
        for (uint256 i; i < 2; ++i) {
            _eq(mineAfter[i], mineBefore[i] - mineBefore[i] / 2, "the shard's signers slashed");
            _eq(othersAfter[i], othersBefore[i], "another shard's signers untouched");
        }
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, cid));
        game.slash(cid, mine, 2);
    }

    /// @notice A shard is charged once per landing: a second won challenge of the same shard (another step)
    /// records no loss, while another shard's challenge records its own.
    function test_secondShardChallengeOfTheSameShardRecordsNoSecondLoss() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        AlphabetPlayer p = _player(N_SHARDED, 0);
        uint256 a = _openShard(d, t, _shardClaim(p, 1, 0, 1, 3, true));
        uint256 b = _openShard(d, t, _shardClaim(p, 1, 4, 1, 2, true));
        uint256 o = _openShard(d, t, _shardClaim(p, 2, 2, 2, 3, true));
        cheats.warp(block.timestamp + JOIN + 1);
        bytes32[] memory one = _shardIds(1);
        bytes32[] memory two = _shardIds(2);
        uint256[] memory oneBefore = _stakes(one);
        uint256[] memory twoBefore = _stakes(two);
        game.resolve(a, "");
        _eq(game.loss(a).count, 2, "shard 1 charged");
        game.slash(a, one, 2);
        game.resolve(b, "");
        _eq(game.challengeState(b), ChallengeStates.CHALLENGE_RESOLVED, "the second resolved");
        _eq(game.loss(b).count, 0, "no second loss for shard 1");
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NothingToSlash.selector, b));
        game.slash(b, one, 2);
        game.resolve(o, "");
        _eq(game.loss(o).count, 2, "shard 2 charged for its own claim");
        _eq(game.loss(o).signers, keccak256(abi.encodePacked(two)), "shard 2's signers");
        game.slash(o, two, 2);
        uint256[] memory oneAfter = _stakes(one);
        uint256[] memory twoAfter = _stakes(two);
        for (uint256 i; i < 2; ++i) {
            _eq(oneAfter[i], oneBefore[i] - oneBefore[i] / 2, "shard 1 slashed once");
            _eq(twoAfter[i], twoBefore[i] - twoBefore[i] / 2, "shard 2 slashed once");
        }
        _eq(game.credit(CHALLENGER), 3 * BOND, "every bond back");
        _eq(game.undecided(address(d), t.input), 0, "nothing undecided");
    }

    /// @notice A per-shard challenge may be opened on a result already invalidated (a whole-trace challenge
    /// may not): a lying shard stays chargeable within the challenge window, and its game is played as any.
    function test_openShardOnAnInvalidatedResult() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        AlphabetPlayer p = _player(N_SHARDED, 3);
        uint256 first = _openShard(d, t, _shardClaim(p, 0, 1, 0, 2, true));
        cheats.warp(block.timestamp + JOIN + 1);
        game.resolve(first, "");
        if (d.isValid(t.input)) revert Mismatch("invalidated");
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.AlreadyInvalid.selector, t.input));
        game.open{value: BOND}(
            address(d), _prompt(), N_SHARDED, bytes32(uint256(7)), _answer(N_SHARDED), t, SHARDS_SIG, _none()
        );
        ShardClaim memory c = _shardClaim(p, 2, 3, 1, 3, true);
        uint256 cid = _openShard(d, t, c);
        _eq(game.challengeState(cid), ChallengeStates.JOINING, "opened, joining");
        uint256 id = _defend(cid, defender);
        _play(id, p, true);
        _eq(game.game(id).winner, 1, "the honest challenger wins");
        cheats.warp(uint256(game.challenge(cid).openedAt) + JOIN + 1);
        game.resolve(cid, "");
        _eq(game.loss(cid).signers, c.signers, "the lying shard charged");
        _eq(game.loss(cid).count, 2, "both its signers");
        if (d.isValid(t.input)) revert Mismatch("still invalid");
        _eq(game.credit(CHALLENGER), 2 * BOND + DEF_BOND, "bonds back and the beaten defender's");
    }

    /// @notice openShard checks the landing as open does, and asks the consumer for the claim: a consumer
    /// without shard claims (LLMConsumer with no committee) refuses it.
    function test_RevertWhen_openShardOfNoShardClaim() public {
        (ShardedConsumerDouble d, Transition memory t) = _landSharded();
        bytes memory claim = abi.encode(_shardClaim(_player(N_SHARDED, 0), 1, 1, 1, 3, true));
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.WrongBond.selector, 1, BOND));
        game.openShard{value: 1}(address(d), _prompt(), N_SHARDED, t, SHARDS_SIG, claim);
        vm.prank(CHALLENGER);
        vm.expectRevert(abi.encodeWithSelector(DisputeGame.NotLanded.selector, t.input));
        game.openShard{value: BOND}(address(d), _prompt(), N_SHARDED, t, HSIG, claim);
        Transition memory q = _landRoot(bytes32(uint256(7)), 4);
        vm.prank(CHALLENGER);
        vm.expectRevert(LLMConsumer.NotAShardClaim.selector);
        game.openShard{value: BOND}(address(sc), _prompt(), 4, q, HSIG, claim);
        vm.roll(block.number + WINDOW_BLOCKS + 2);
        vm.prank(CHALLENGER);
        vm.expectPartialRevert(DisputeGame.WindowClosed.selector);
        game.openShard{value: BOND}(address(d), _prompt(), N_SHARDED, t, SHARDS_SIG, claim);
    }

    /// @dev One value a step of shard `s`'s out boundary, over `steps` steps.
    function _outs(uint256 s, uint256 steps) internal pure returns (bytes32[] memory v) {
        v = new bytes32[](steps);
        for (uint256 k; k < steps; ++k) {
            v[k] = keccak256(abi.encode("out", s, k));
        }
    }

    /// @notice openShard on LLMConsumer with its ShardCommittee: the claim must open the sharded landing's
    /// record (LLMConsumer.shardClaim: its signatory), and the committee places it at the shard's ops — here
    /// the last of two one-layer shards, ops 15 … 31 of a classifying step — charging its recorded signers.
    function test_openShard_throughTheShardCommittee() public {
        ShardCommittee.Range[] memory ranges = new ShardCommittee.Range[](2);
        ranges[0] = ShardCommittee.Range(0, 1);
        ranges[1] = ShardCommittee.Range(1, 2);
        bytes32[][] memory ids = new bytes32[][](2);
        (ids[0], ids[1]) = (_shardIds(0), _shardIds(1));
        ShardCommittee committee = new ShardCommittee(IStakeHistory(address(registry)), 2, false, ranges, ids);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotAShardClaim.selector));
        sc.shardClaim(0, bytes32(0), 1, "");
        sc.setShardCommittee(committee);
        address deployer_ = vm.parseJsonAddress(json, ".deployer");
        vm.prank(deployer_);
        registry.setSlasher(address(game));
        // a sharded landing of prompt [1] and 4 tokens (4 steps)
        ShardOpening memory o;
        o.shard = 1;
        o.step = 2;
        o.ids = ids;
        o.ins = _outs(0, 4);
        o.outs = _outs(1, 4);
        o.bounds = new bytes32[2][](2);
        o.bounds[0] = [bytes32(0), keccak256(abi.encodePacked(uint256(4), o.ins))];
        o.bounds[1] = [o.bounds[0][1], keccak256(abi.encodePacked(uint256(4), o.outs))];
        Transition memory t = _landRoot(bytes32(uint256(7)), 4);
        bytes32 sig = sc.shardSignatory(t.referenceBlock, committee.shardsRecord(ids, o.bounds));
        sc.land(t, sig);
        // a claim on another record (other boundaries) is no claim of this landing
        ShardOpening memory forged = abi.decode(abi.encode(o), (ShardOpening));
        forged.bounds[0][0] = bytes32(uint256(1));
        bytes memory bad = abi.encode(forged);
        vm.prank(CHALLENGER);
        vm.expectRevert(LLMConsumer.NotAShardClaim.selector);
        game.openShard{value: BOND}(address(sc), _prompt(), 4, t, sig, bad);
        // a defence starts at the shard's ops of the step
        bytes memory claim = abi.encode(o);
        vm.prank(CHALLENGER);
        uint256 cid = game.openShard{value: BOND}(address(sc), _prompt(), 4, t, sig, claim);
        _eq(game.challenge(cid).root, o.outs[2], "the shard's out value at the step");
        DisputeGame.Game memory g = game.game(_defend(cid, defender));
        _eq(g.path[0], 2, "the step");
        if (g.lo != 14) revert Mismatch("lo: the op before layer 1's first");
        _eq(g.hi, 2 * 14 + 3, "hi: the step's argmax");
        _eq(g.loHash, o.ins[2], "its in value agreed");
        // an undefended claim of the same shard at another step: charges its recorded signers
        o.step = 0;
        claim = abi.encode(o);
        vm.prank(CHALLENGER);
        uint256 other = game.openShard{value: BOND}(address(sc), _prompt(), 4, t, sig, claim);
        cheats.warp(block.timestamp + JOIN + 1);
        uint256[] memory before = _stakes(ids[1]);
        game.resolve(other, "");
        _eq(game.loss(other).signers, keccak256(abi.encodePacked(ids[1])), "shard 1's recorded signers");
        _eq(game.loss(other).count, 2, "both");
        game.slash(other, ids[1], 2);
        uint256[] memory afterSlash = _stakes(ids[1]);
        for (uint256 i; i < 2; ++i) {
            _eq(afterSlash[i], before[i] - before[i] / 2, "slashed");
        }
        if (sc.isValid(t.input)) revert Mismatch("invalidated");
    }

    function test_alphabetStep_matchesGo() public view {
        // bisection.AlphabetStep(AlphabetAnchor, 0) and (…, 27): the Go twin's rule
        bytes32 a = alphabet.ANCHOR();
        _eq(a, keccak256("deepcall/alphabet/v1"), "anchor");
        _eq(alphabet.alphabetStep(a, 27), keccak256(abi.encodePacked(a, uint256(27), uint256(98))), "step 27 reads b");
    }
}
