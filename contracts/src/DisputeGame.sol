// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";
import {Transition} from "./DeepcallConsumer.sol";
import {BlsQuorum, QuorumSignature} from "./BlsSignatureChecker.sol";
import {BlsBn254, G1Point} from "./BlsBn254.sol";

/// @notice What a DisputeGame needs of the consumer whose results it referees (LLMConsumer). The game must
/// be the consumer's arbiter (LLMConsumer.setArbiter) for a won challenge to invalidate the result.
interface IDisputedConsumer {
    function result(bytes32 input) external view returns (bytes32 value);
    function manifest() external view returns (bytes32);
    function registry() external view returns (address);
    function isValid(bytes32 input) external view returns (bool);
    function invalidate(bytes32 input) external;
    function thresholdNumerator() external view returns (uint256);
    function thresholdDenominator() external view returns (uint256);
}

/// @notice What a DisputeGame needs of the operator registry: the quorum check's storage words, the
/// operators behind keys, and slashing (the game must be the registry's slasher).
interface ISlashingRegistry {
    function quorumWords(uint256 apkIndex, bytes32[] calldata ids)
        external
        view
        returns (bytes32 apkHash, uint256[] memory records);
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
    function operatorOf(bytes32 operatorId) external view returns (address);
    function isRegistered(address operator) external view returns (bool);
    function stakeOf(address operator) external view returns (uint96);
    function slash(address operator, uint96 amount) external;
}

/// @title DisputeGame
/// @notice The on-chain referee of deepcall's bisection game (package bisection is its model: the same
/// rules, positions and errors, so the Go solver plays against it unchanged).
///
/// A challenger disputes a result a quorum landed on an LLMConsumer within `challengeWindow` blocks of
/// the transition's reference block, by posting `challengerBond` wei and naming the request (prompt, n),
/// the claimed root and tokens (checked against the result slot: keccak256(root ‖ tokens)) and the landed
/// transition (checked against the consumer, the input and the slot value; its signature is checked only
/// at resolution). The game opens with the window (lo, hi] over level 0 of the IOneStep's trace: lo = −1
/// with the anchor (the genesis link), hi = the last checkpoint with the landed root, claimed by the
/// defender.
///
/// The sides then move in turn, defender first (bisection/doc.go, "The rules"): `bisect` answers the
/// claim pending at the window's midpoint (agree moves lo onto it, disagree moves hi) and posts the
/// mover's claim at the next midpoint; a window of one position settles — padding by comparing hashes,
/// an inner level's leaf by opening the level below, a last-level leaf by waiting for `step`, which
/// anyone may call, re-executes that leaf through the IOneStep from the agreed pre-state, and decides for
/// the owner of the disputed claim exactly when the result equals it. Each side has a chess clock of
/// `clock` seconds; `timeout` (anyone) ends a game whose side on turn ran out, against that side.
///
/// Bonds: the challenger posts `challengerBond`; the defender posts none, because the signers' stake
/// stands as its bond. The defender seat is open to any operator registered in the consumer's registry
/// and is bound to the first one that moves (an outsider cannot throw the operators' game; a registered
/// operator colluding with a challenger could, which binding the seat to the transition's signers would
/// close, at the cost of verifying the signature at opening). If the defender wins, the challenger's bond
/// is credited to the defender (to the caller that ended the game when no operator ever moved). If the
/// challenger wins, `resolve` — given the landed transition's quorum signature and the signers' keys,
/// verified against the digest bound at opening — invalidates the result on the consumer, slashes every
/// signer `slashBips`/10,000 of its stake on the registry and returns the bond. Credits are withdrawn.
///
/// Limits: the transition is not signature-checked at opening (that would put a BLS check, ≈ 200k gas, in
/// `open`); a challenger that passes a forged one (say, with a later reference block to stretch the window)
/// can win the game but never resolve it: nothing is invalidated or slashed and its bond stays locked.
/// `resolve` costs about 80k gas per signer (one registry slash each): 7.6M for 90 signers, so a quorum
/// of a few hundred operators fits one block.
contract DisputeGame {
    /// @notice The most levels a trace may have.
    uint256 public constant MAX_LEVELS = 4;

    uint8 internal constant DEFENDER = 0;
    uint8 internal constant CHALLENGER = 1;
    uint8 internal constant BISECTING = 0;
    uint8 internal constant STEPPING = 1;
    uint8 internal constant OVER = 2;
    uint8 internal constant NO_VERDICT = 0;
    uint8 internal constant AGREE = 1;
    uint8 internal constant DISAGREE = 2;
    uint8 internal constant BY_STEP = 0;
    uint8 internal constant BY_PADDING = 1;
    uint8 internal constant BY_TIMEOUT = 2;

    // ------------------------------------------------------------------ errors (bisection's sentinels)

    /// @notice bisection.ErrGameOver: the game has ended (or does not exist).
    error GameOver(uint256 gameId);
    /// @notice bisection.ErrNotYourTurn: the other side is on turn.
    error NotYourTurn(uint8 side, uint8 turn);
    /// @notice bisection.ErrClockExpired: the side on turn's clock ran out at `deadline`.
    error ClockExpired(uint256 deadline);
    /// @notice bisection.ErrNotExpired: the side on turn still has time until `deadline`.
    error NotExpired(uint256 deadline);
    /// @notice bisection.ErrWrongPosition: the move names another position than the rules require.
    error WrongPosition(uint64 level, uint64 index, uint64 wantLevel, uint64 wantIndex);
    /// @notice bisection.ErrWrongPhase: a bisect while stepping, or a step while bisecting.
    error WrongPhase(uint8 phase);
    /// @notice bisection.ErrBadMove: a verdict missing or unexpected, a claim missing or unexpected.
    error BadMove();
    /// @notice bisection.ErrBadProof: the one-step rule rejected the witness (its revert data attached).
    error BadProof(bytes reason);
    /// @notice bisection.ErrBadShape: the trace has a level with no leaves, or too many levels.
    error BadShape(uint256 level, uint256 leaves);

    /// @notice msg.sender may not move for either side of this game.
    error NotAPlayer(address sender);
    /// @notice The bond sent is not challengerBond.
    error WrongBond(uint256 sent, uint256 required);
    /// @notice The transition does not belong to this consumer, input, manifest or slot value.
    error TransitionMismatch();
    /// @notice inputHash(prompt, n) is not the transition's input.
    error InputMismatch(bytes32 input, bytes32 expected);
    /// @notice keccak256(root ‖ tokens) is not the landed slot value (or no result landed).
    error ResultMismatch(bytes32 value, bytes32 landed);
    /// @notice tokens.length is not n, or n or the prompt is empty.
    error BadRequest();
    /// @notice The challenge window of the result closed at block `closedAt`.
    error WindowClosed(uint256 closedAt);
    /// @notice The consumer already marked this result invalid.
    error AlreadyInvalid(bytes32 input);
    /// @notice resolve on a game the challenger did not win, or twice.
    error NotResolvable(uint256 gameId);
    /// @notice The signer keys are not ascending, not registered at the reference block, or do not add
    /// up to the signing set of the quorum signature.
    error SignersMismatch();
    /// @notice Nothing to withdraw, or the transfer failed.
    error WithdrawFailed();
    /// @notice Constructor parameters out of range.
    error BadConfig();

    // ------------------------------------------------------------------ events

    event GameOpened(
        uint256 indexed gameId,
        address indexed consumer,
        bytes32 indexed input,
        address challenger,
        bytes32 anchor,
        bytes32 root,
        uint256 steps
    );
    event DefenderJoined(uint256 indexed gameId, address defender);
    /// @notice A bisect move: the verdict on the claim at `on`, and the mover's claim at `at` (if any).
    event Bisected(
        uint256 indexed gameId, uint8 side, uint8 verdict, Position on, bool hasClaim, bytes32 claim, Position at
    );
    event Stepped(uint256 indexed gameId, address by, bytes32 post);
    event GameEnded(uint256 indexed gameId, uint8 winner, uint8 reason);
    event Resolved(uint256 indexed gameId, uint256 signers, uint256 slashedOperators);

    /// @notice A position at a level of a game (the path to the level is fixed by the game's history).
    struct Position {
        uint64 level;
        uint64 index;
    }

    /// @notice The whole state of one game (bisection.Game), packed.
    struct Game {
        // slot 0
        address challenger;
        uint48 turnStart; // when the side on turn's clock started (block timestamp)
        uint8 phase;
        uint8 turn;
        uint8 hiBy; // the side that posted the disputed claim at hi
        uint8 level;
        uint8 levels;
        bool pending; // a claim at the window's midpoint awaits the side on turn's verdict
        // slot 1
        address defender; // 0 until an operator takes the seat
        uint48 clockDefender; // seconds left, not counting the running turn
        uint48 clockChallenger;
        // slot 2
        int64 lo; // −1: the level's anchor
        uint64 hi;
        uint64 leaves; // real leaves at `level`; positions leaves … padded − 1 are padding
        uint64 pendingIndex;
        // slots 3, 4, 5
        bytes32 loHash; // agreed value at lo
        bytes32 hiHash; // disputed claim at hi
        bytes32 pendingHash; // the claim at pendingIndex, by the side not on turn
        // slots 6, 7
        uint32[4] path; // leaf chosen at each level above `level`
        uint32[4] rounds; // verdicts per level
        // slot 8
        address consumer;
        uint32 moves;
        uint32 referenceBlock;
        uint8 winner;
        uint8 reason;
        bool resolved;
        // slots 9, 10, 11
        bytes32 input;
        bytes32 digest; // the landed transition's digest, checked at resolution
        uint64 steps;
        uint64 promptLen;
        uint128 bond;
    }

    /// @notice The one-step rule (and the trace's shape) every game here uses.
    IOneStep public immutable oneStep;
    /// @notice How many blocks after a transition's reference block its result may be challenged.
    uint256 public immutable challengeWindow;
    /// @notice Each side's chess clock, seconds.
    uint48 public immutable clock;
    /// @notice The challenger's bond, wei.
    uint256 public immutable challengerBond;
    /// @notice The share of each signer's stake slashed when the challenger wins, in 1/10,000.
    uint256 public immutable slashBips;

    uint256 public gameCount;
    mapping(uint256 gameId => Game) internal _games;
    /// @notice The latest running game on a consumer's input (0: none). Several games may run on one
    /// result: `open` does not check the quorum signature, so a lock per result would let an accomplice of
    /// the signers open a sham game on a made-up transition and stall it past the window, shutting out the
    /// honest challenger.
    mapping(address consumer => mapping(bytes32 input => uint256 gameId)) public activeGame;
    /// @notice Bonds won or returned, awaiting withdraw.
    mapping(address account => uint256) public credit;

    constructor(IOneStep oneStep_, uint256 challengeWindow_, uint48 clock_, uint256 challengerBond_, uint256 slashBips_) {
        if (address(oneStep_).code.length == 0 || clock_ == 0 || slashBips_ > 10_000) revert BadConfig();
        uint256 levels_ = oneStep_.levels();
        if (levels_ == 0 || levels_ > MAX_LEVELS) revert BadShape(levels_, 0);
        oneStep = oneStep_;
        challengeWindow = challengeWindow_;
        clock = clock_;
        challengerBond = challengerBond_;
        slashBips = slashBips_;
    }

    // ------------------------------------------------------------------ opening

    /// @notice Disputes the result landed by `t` on `consumer`: (prompt, n) must hash to t.input, and
    /// keccak256(root ‖ tokens) must be the landed slot value t.newValue. Pays challengerBond.
    /// @return gameId the new game, with the defender on turn
    function open(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        bytes32 root,
        uint256[] calldata tokens,
        Transition calldata t
    ) external payable returns (uint256 gameId) {
        if (msg.value != challengerBond) revert WrongBond(msg.value, challengerBond);
        bytes32 input = _checkOpening(consumer, prompt, n, root, tokens, t);
        gameId = ++gameCount;
        activeGame[consumer][input] = gameId;
        Game memory g;
        g.challenger = msg.sender;
        g.consumer = consumer;
        g.input = input;
        g.digest = _digest(t);
        g.referenceBlock = t.referenceBlock;
        // casting to 'uint64' is safe because n < 2^32 and the prompt is calldata
        // forge-lint: disable-next-line(unsafe-typecast)
        g.steps = uint64(prompt.length + n - 1);
        g.promptLen = uint64(prompt.length);
        g.bond = uint128(msg.value);
        g.hiHash = root;
        _start(g, gameId);
    }

    /// @dev Checks an opening against the consumer; returns the input hash.
    function _checkOpening(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        bytes32 root,
        uint256[] calldata tokens,
        Transition calldata t
    ) internal view returns (bytes32 input) {
        if (prompt.length == 0 || n == 0 || n > type(uint32).max || tokens.length != n) revert BadRequest();
        input = keccak256(abi.encodePacked(n, prompt.length, prompt));
        if (input != t.input) revert InputMismatch(input, t.input);
        IDisputedConsumer c = IDisputedConsumer(consumer);
        if (t.consumer != consumer || t.chainId != block.chainid || t.manifest != c.manifest()) {
            revert TransitionMismatch();
        }
        bytes32 landed = c.result(input);
        bytes32 value = keccak256(abi.encodePacked(root, tokens));
        if (landed == bytes32(0) || value != landed) revert ResultMismatch(value, landed);
        if (t.newValue != landed) revert TransitionMismatch();
        if (block.number > uint256(t.referenceBlock) + challengeWindow) {
            revert WindowClosed(uint256(t.referenceBlock) + challengeWindow);
        }
        if (!c.isValid(input)) revert AlreadyInvalid(input);
    }

    /// @dev Sets the clocks and level 0's window (lo = −1 at the anchor, hi = the root) and stores the game.
    function _start(Game memory g, uint256 gameId) internal {
        g.turnStart = uint48(block.timestamp);
        g.clockDefender = clock;
        g.clockChallenger = clock;
        g.levels = uint8(oneStep.levels());
        g.hiBy = DEFENDER;
        g.turn = DEFENDER;
        StepContext memory ctx = _ctx(g);
        g.loHash = oneStep.anchor(ctx);
        g.leaves = uint64(oneStep.leaves(ctx, new uint256[](0)));
        if (g.leaves == 0 || g.leaves > type(uint32).max) revert BadShape(0, g.leaves);
        g.lo = -1;
        g.hi = uint64(_padded(g.leaves) - 1);
        _settle(g, gameId);
        _games[gameId] = g;
        emit GameOpened(gameId, g.consumer, g.input, g.challenger, g.loHash, g.hiHash, g.steps);
        if (g.phase == OVER) _ended(g, gameId);
    }

    // ------------------------------------------------------------------ moves

    /// @notice Answers the claim pending at `on` (verdict 1 agree, 2 disagree; 0 when nothing is
    /// pending) and, unless the verdict closed the window, posts `claim` at `at`, the new midpoint.
    function bisect(uint256 gameId, uint8 verdict, Position calldata on, bool hasClaim, bytes32 claim, Position calldata at)
        external
    {
        Game memory g = _games[gameId];
        _live(g, gameId);
        if (g.phase != BISECTING) revert WrongPhase(g.phase);
        uint8 side = _seat(g, gameId);
        if (side != g.turn) revert NotYourTurn(side, g.turn);
        if (g.pending) {
            if (verdict != AGREE && verdict != DISAGREE) revert BadMove();
            if (on.level != g.level || on.index != g.pendingIndex) {
                revert WrongPosition(on.level, on.index, g.level, g.pendingIndex);
            }
            g.pending = false;
            uint64 mid = g.pendingIndex;
            if (verdict == AGREE) {
                // casting to 'int64' is safe because positions are below 2^32
                // forge-lint: disable-next-line(unsafe-typecast)
                g.lo = int64(mid);
                g.loHash = g.pendingHash;
            } else {
                g.hi = mid;
                g.hiHash = g.pendingHash;
                g.hiBy = 1 - g.turn;
            }
            g.rounds[g.level]++;
            _settle(g, gameId);
        } else if (verdict != NO_VERDICT) {
            revert BadMove();
        }
        if (g.phase == BISECTING) {
            if (!hasClaim) revert BadMove();
            uint64 mid = _mid(g);
            if (at.level != g.level || at.index != mid) revert WrongPosition(at.level, at.index, g.level, mid);
            g.pending = true;
            g.pendingIndex = mid;
            g.pendingHash = claim;
        } else if (hasClaim) {
            revert BadMove();
        }
        _charge(g);
        _games[gameId] = g;
        emit Bisected(gameId, side, verdict, on, hasClaim, claim, at);
        if (g.phase == OVER) _ended(g, gameId);
    }

    /// @notice Re-executes the isolated last-level leaf from the agreed pre-state with `witness`; the
    /// owner of the disputed claim wins exactly when the result equals it. Anyone may call it: the result
    /// is objective, and a liar on turn cannot delay it by stalling.
    function step(uint256 gameId, bytes calldata witness) external {
        Game memory g = _games[gameId];
        _live(g, gameId);
        if (g.phase != STEPPING) revert WrongPhase(g.phase);
        uint256[] memory path = _leafPath(g);
        bytes32 post;
        try oneStep.step(_ctx(g), path, g.loHash, witness) returns (bytes32 p) {
            post = p;
        } catch (bytes memory reason) {
            revert BadProof(reason);
        }
        _finish(g, post == g.hiHash ? g.hiBy : 1 - g.hiBy, BY_STEP);
        _charge(g);
        _games[gameId] = g;
        emit Stepped(gameId, msg.sender, post);
        _ended(g, gameId);
    }

    /// @notice Ends the game against the side on turn once its clock has run out. Anyone may call it.
    function timeout(uint256 gameId) external {
        Game memory g = _games[gameId];
        if (g.phase == OVER || g.challenger == address(0)) revert GameOver(gameId);
        uint256 d = _deadline(g);
        if (block.timestamp <= d) revert NotExpired(d);
        if (g.turn == DEFENDER) g.clockDefender = 0;
        else g.clockChallenger = 0;
        g.moves++;
        _finish(g, 1 - g.turn, BY_TIMEOUT);
        _games[gameId] = g;
        _ended(g, gameId);
    }

    // ------------------------------------------------------------------ resolution

    /// @notice Settles a game the challenger won: verifies `sig` over the transition digest bound at
    /// opening (the operator set of its reference block), checks that `signerKeys` (ascending by id, each
    /// registered then) are exactly the signing set (their sum plus the non-signers' is the set's aggregate
    /// key, their stakes sum to the signed stake), invalidates the result on the consumer, slashes each
    /// signer's operator slashBips of its stake, and credits the challenger its bond. Only the first game
    /// resolved on a result invalidates and slashes; later ones return their challenger's bond.
    function resolve(uint256 gameId, QuorumSignature calldata sig, G1Point[] calldata signerKeys) external {
        Game storage s = _games[gameId];
        if (s.phase != OVER || s.winner != CHALLENGER || s.resolved) revert NotResolvable(gameId);
        s.resolved = true;
        IDisputedConsumer c = IDisputedConsumer(s.consumer);
        ISlashingRegistry reg = ISlashingRegistry(c.registry());
        uint32 refBlock = s.referenceBlock;
        uint256 signedStake = _checkQuorum(reg, c, s.digest, refBlock, sig);
        bytes32[] memory ids = _checkSigners(reg, sig, signerKeys, refBlock, signedStake);
        uint256 slashed;
        // One wrong result is slashed once: a later game won on the same result only returns its bond.
        bool first = c.isValid(s.input);
        if (first) c.invalidate(s.input);
        for (uint256 i; first && i < ids.length; ++i) {
            // deregistering after signing does not escape: the registry slashes an operator's stake
            // whether or not it is still registered
            address op = reg.operatorOf(ids[i]);
            uint256 amount = uint256(reg.stakeOf(op)) * slashBips / 10_000;
            if (amount == 0) continue;
            // casting to 'uint96' is safe because amount ≤ a uint96 stake
            // forge-lint: disable-next-line(unsafe-typecast)
            reg.slash(op, uint96(amount));
            ++slashed;
        }
        credit[s.challenger] += s.bond;
        emit Resolved(gameId, ids.length, slashed);
    }

    /// @notice Pays out msg.sender's credit.
    function withdraw() external {
        uint256 amount = credit[msg.sender];
        if (amount == 0) revert WithdrawFailed();
        credit[msg.sender] = 0;
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert WithdrawFailed();
    }

    // ------------------------------------------------------------------ views

    /// @notice The whole state of a game.
    function game(uint256 gameId) external view returns (Game memory) {
        return _games[gameId];
    }

    /// @notice When the side on turn's clock runs out (a move at this timestamp is still on time).
    function deadline(uint256 gameId) external view returns (uint256) {
        return _deadline(_games[gameId]);
    }

    /// @notice The path of the isolated leaf (stepping) or the path to the current level (bisecting).
    function leafPath(uint256 gameId) external view returns (uint256[] memory) {
        return _leafPath(_games[gameId]);
    }

    // ------------------------------------------------------------------ internals

    function _live(Game memory g, uint256 gameId) internal view {
        if (g.phase == OVER || g.challenger == address(0)) revert GameOver(gameId);
        uint256 d = _deadline(g);
        if (block.timestamp > d) revert ClockExpired(d);
    }

    /// @dev The side msg.sender moves for, binding the defender seat to the first registered operator.
    function _seat(Game memory g, uint256 gameId) internal returns (uint8) {
        if (msg.sender == g.challenger) return CHALLENGER;
        if (msg.sender == g.defender) return DEFENDER;
        if (g.defender == address(0)) {
            address reg = IDisputedConsumer(g.consumer).registry();
            if (ISlashingRegistry(reg).isRegistered(msg.sender)) {
                g.defender = msg.sender;
                emit DefenderJoined(gameId, msg.sender);
                return DEFENDER;
            }
        }
        revert NotAPlayer(msg.sender);
    }

    function _deadline(Game memory g) internal pure returns (uint256) {
        return uint256(g.turnStart) + (g.turn == DEFENDER ? g.clockDefender : g.clockChallenger);
    }

    /// @dev Stops the running clock now and, unless the game ended, hands the turn over.
    function _charge(Game memory g) internal view {
        uint48 used = uint48(block.timestamp) - g.turnStart;
        if (g.turn == DEFENDER) g.clockDefender -= used;
        else g.clockChallenger -= used;
        g.turnStart = uint48(block.timestamp);
        g.moves++;
        if (g.phase != OVER) g.turn = 1 - g.turn;
    }

    function _mid(Game memory g) internal pure returns (uint64) {
        // casting is safe: lo ≥ −1 and hi > lo, so the midpoint is ≥ 0
        // forge-lint: disable-next-line(unsafe-typecast)
        return uint64(int64(g.lo) + int64((int64(g.hi) - g.lo) / 2));
    }

    /// @dev Moves a game whose window narrowed to one position on (bisection.Game.settle).
    function _settle(Game memory g, uint256 gameId) internal view {
        while (true) {
            if (int64(g.hi) - g.lo != 1) {
                g.phase = BISECTING;
                return;
            }
            uint64 k = g.hi;
            if (k >= g.leaves) {
                // padding repeats the last leaf: the claim stands iff it equals the agreed predecessor
                _finish(g, g.hiHash == g.loHash ? g.hiBy : 1 - g.hiBy, BY_PADDING);
                return;
            }
            if (g.level == g.levels - 1) {
                g.phase = STEPPING;
                return;
            }
            // casting to 'uint32' is safe: a level has at most 2^32 leaves (oneStep.leaves is checked)
            // forge-lint: disable-next-line(unsafe-typecast)
            g.path[g.level] = uint32(k);
            g.level++;
            uint256[] memory path = new uint256[](g.level);
            for (uint256 l; l < g.level; ++l) {
                path[l] = g.path[l];
            }
            uint256 n = oneStep.leaves(_ctx(g), path);
            if (n == 0 || n > type(uint32).max) revert BadShape(g.level, n);
            gameId; // the level's shape depends on the game's request only
            // casting to 'uint64' is safe because n < 2^32 was checked
            // forge-lint: disable-next-line(unsafe-typecast)
            g.leaves = uint64(n);
            g.lo = -1;
            g.hi = uint64(_padded(n) - 1);
        }
    }

    function _finish(Game memory g, uint8 winner, uint8 reason) internal pure {
        g.winner = winner;
        g.reason = reason;
        g.phase = OVER;
        g.pending = false;
    }

    /// @dev Book-keeping once a game is over: frees the input for another game and, if the defender won,
    /// credits it the challenger's bond.
    function _ended(Game memory g, uint256 gameId) internal {
        if (activeGame[g.consumer][g.input] == gameId) delete activeGame[g.consumer][g.input];
        if (g.winner == DEFENDER) {
            address to = g.defender == address(0) ? msg.sender : g.defender;
            credit[to] += g.bond;
        }
        emit GameEnded(gameId, g.winner, g.reason);
    }

    function _leafPath(Game memory g) internal pure returns (uint256[] memory path) {
        uint256 n = g.level + (g.phase == STEPPING ? 1 : 0);
        path = new uint256[](n);
        for (uint256 l; l < g.level; ++l) {
            path[l] = g.path[l];
        }
        if (g.phase == STEPPING) path[g.level] = g.hi;
    }

    function _ctx(Game memory g) internal view returns (StepContext memory) {
        return StepContext({
            manifest: IDisputedConsumer(g.consumer).manifest(), input: g.input, steps: g.steps, promptLen: g.promptLen
        });
    }

    /// @dev 2^⌈log₂ n⌉ (bisection.Padded).
    function _padded(uint256 n) internal pure returns (uint256 p) {
        p = 1;
        while (p < n) p <<= 1;
    }

    /// @dev protocol.Transition.Digest, as DeepcallConsumer.transitionDigest.
    function _digest(Transition calldata t) internal pure returns (bytes32) {
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

    /// @dev BlsQuorum.check over the registry's words, as DeepcallConsumer._checkQuorum but without the
    /// reference-block window: the transition already landed, the history it names is kept.
    function _checkQuorum(
        ISlashingRegistry reg,
        IDisputedConsumer c,
        bytes32 digest,
        uint32 refBlock,
        QuorumSignature calldata sig
    ) internal view returns (uint256 signedStake) {
        uint256 w = _quorumWords(reg, sig);
        uint256 num = c.thresholdNumerator();
        uint256 den = c.thresholdDenominator();
        (signedStake,) = BlsQuorum.check(digest, refBlock, sig, num, den, w);
    }

    /// @dev The words BlsQuorum.check reads, in memory: the apk entry's hash, then the non-signers' records.
    function _quorumWords(ISlashingRegistry reg, QuorumSignature calldata sig) internal view returns (uint256 w) {
        uint256 m = sig.nonSignerKeys.length;
        bytes32[] memory ids = new bytes32[](m);
        uint256 idsData;
        assembly ("memory-safe") {
            idsData := add(ids, 0x20)
        }
        BlsQuorum.nonSignerIds(sig.nonSignerKeys, idsData);
        (bytes32 apkHash, uint256[] memory records) = reg.quorumWords(sig.apkIndex, ids);
        if (records.length != m) revert SignersMismatch();
        uint256[] memory words = new uint256[](m + 1);
        words[0] = uint256(apkHash);
        for (uint256 i; i < m; ++i) {
            words[i + 1] = records[i];
        }
        assembly ("memory-safe") {
            w := add(words, 0x20)
        }
    }

    /// @dev The signers' ids, after checking the keys are the signing set of `sig` at `refBlock`.
    function _checkSigners(
        ISlashingRegistry reg,
        QuorumSignature calldata sig,
        G1Point[] calldata keys,
        uint32 refBlock,
        uint256 signedStake
    ) internal view returns (bytes32[] memory ids) {
        ids = new bytes32[](keys.length);
        uint256 x;
        uint256 y;
        uint256 stake;
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev) revert SignersMismatch();
            prev = id;
            ids[i] = id;
            uint256 s = reg.stakeAt(id, refBlock);
            if (s == 0) revert SignersMismatch();
            stake += s;
            (x, y) = BlsBn254.add(x, y, keys[i].X, keys[i].Y);
        }
        for (uint256 i; i < sig.nonSignerKeys.length; ++i) {
            (x, y) = BlsBn254.add(x, y, sig.nonSignerKeys[i].X, sig.nonSignerKeys[i].Y);
        }
        if (stake != signedStake || x != sig.apk.X || y != sig.apk.Y) revert SignersMismatch();
    }
}
