// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";
import {IProvenStep} from "./IProvenStep.sol";
import {Transition} from "./DeepcallConsumer.sol";
import {QuorumSignature} from "./BlsSignatureChecker.sol";
import {BlsBn254, G1Point} from "./BlsBn254.sol";
import {BatchTree} from "./BatchTree.sol";

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
    function checkSignaturesAt(
        bytes32 digest,
        uint32 referenceBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) external view returns (uint256 signedStake, uint256 totalStake);
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
/// A dispute is a *challenge* and the *defence games* played on it. A challenger disputes a result a
/// quorum landed on an LLMConsumer within `challengeWindow` blocks of the transition's reference block
/// (`open`), by posting `challengerBond` wei and naming the request (prompt, n), the claimed root and
/// tokens (checked against the result slot: keccak256(root ‖ tokens)) and the landed transition (checked
/// against the consumer, the input and the slot value; its signature is checked only at resolution).
/// Opening plays nothing: for `joinWindow` seconds after it, anyone may `defend` the challenge by
/// posting `defenderBond` wei, at most once per challenge and account (never the challenger). Each
/// defence is a game of its own between that defender and the challenger, with its own chess clocks,
/// over the window (lo, hi] of level 0 of the IOneStep's trace: lo = −1 with the anchor (the genesis
/// link), hi = the last checkpoint with the landed root, claimed by the defender.
///
/// In a game the sides move in turn, defender first (bisection/doc.go, "The rules"): `bisect` answers the
/// claim pending at the window's midpoint (agree moves lo onto it, disagree moves hi) and posts the
/// mover's claim at the next midpoint; a window of one position settles — padding by comparing hashes,
/// an inner level's leaf by opening the level below, a last-level leaf by waiting for `step`, which
/// anyone may call, re-executes that leaf through the IOneStep from the agreed pre-state, and decides for
/// the owner of the disputed claim exactly when the result equals it. Each side has a chess clock of
/// `clock` seconds per game; `timeout` (anyone) ends a game whose side on turn ran out, against that side.
///
/// Decision. The challenge FAILS as soon as any defender wins its game: that defender is credited its
/// own bond and the challenger's; every other game of the challenge still running is over (moves revert
/// with ChallengeDecided) and `release` (anyone) returns its defender's bond; the bonds of the defenders
/// the challenger had already beaten are credited to the challenger. The challenge SUCCEEDS only when
/// the join window has closed and the challenger has won every game opened on it (none opened: success
/// once the window closes). Only then may `resolve` — given the landed transition's quorum signature and
/// the signers' keys, verified against the digest bound at opening — run: it invalidates the result on
/// the consumer (unless the slot was rewritten since: then it holds a result nobody disputed here),
/// slashes every signer `slashBips`/10,000 of its stake on the registry, and credits the challenger its
/// bond plus the bond of every defender it beat. Only the first challenge resolved on a landing slashes;
/// later ones just pay out. Credits are withdrawn (`withdraw`).
///
/// Why honest parties cannot lose: an honest defender wins its own game against a lying challenger (the
/// bisection property), whatever other defenders do, and one defender win fails the challenge; an
/// honest challenger wins every game against defenders of a wrong result, so the challenge succeeds, and
/// each defence against it costs the defender its bond. Several challenges may run on one result:
/// `open` does not check the quorum signature, so a lock per result would let an accomplice of the
/// signers open a sham challenge on a made-up transition and shut out the honest challenger.
///
/// Batches. A result landed by LLMConsumer.verifyAndUpdateBatch was signed as a leaf of a batch digest
/// (BatchTree); `resolve` takes the batch proof of the challenge's transition digest (count, position,
/// siblings; count 0 for a single landing, whose signature is over the transition digest itself) and
/// checks the quorum signature over the batch digest the proof leads to. Any signed tree that holds the
/// digest proves that its signers signed this transition.
///
/// Slashing takes slashBips of the signer's stake at the transition's reference block (`stakeAt`), that
/// stake capped at what the signer holds now. The stake at the reference block is what backed the
/// signature (the threshold counted it), so it is what the signature put at risk: an operator that raised
/// its stake after signing loses no more than its share of the stake that signed, since the new stake never
/// vouched for the result (a share of the current stake would punish stake that never signed). The cap:
/// slashing cannot take stake that is gone, and stake already cut by another resolved challenge since the
/// reference block is not counted twice (two wrong results signed at one block cost a share of what is
/// left each, never more than the operator has). An operator that withdraws after signing shrinks its
/// penalty by what it withdrew, which is why withdrawals must take longer than the challenge window
/// (EigenLayer's withdrawal delay does).
///
/// Expiry. A challenge that succeeded but cannot be resolved — a forged transition the quorum never signed,
/// an arbiter or registry that refuses the game's calls —
/// would lock its bonds for good. RESOLVE_WINDOW after its decision (the join window's close or its last
/// game's end, whichever is later), anyone may `expire` it: the bonds pay out exactly as the games decided
/// (the challenger its bond and every beaten defender's), nothing is invalidated and nobody is slashed.
/// Incentives: expiry pays the challenger what resolve pays it, so a challenger with a real signature loses
/// nothing by resolving within the window and has no reason to wait; nobody gains from expiring early (it
/// pays nobody but the challenger), and expiring at all only ends a challenge that no one resolved in seven
/// days. A colluder of the signers who waits out the window gains only if the challenger neglects to
/// resolve; anyone else may resolve in the challenger's place (resolve pays the challenger all the same).
///
/// Movers. Every account may authorize other accounts to move for it (`setMover`): bisect moves in any game
/// where it plays, on its side. A challenger playing many games at once — parallel challenges, or one
/// flooded with defences — then moves from several keys and nonces instead of queueing every move behind
/// one account's nonce. A mover acts for its principal only, who may revoke it; a sender authorized by
/// both sides of one game is refused (NotAPlayer). What flooding costs a challenger is bounded too: in each
/// defence game the challenger moves at most about once per two bisection rounds plus once per level, about
/// 14 moves for stories260K (13 rounds for 512 checkpoints with op and chunk levels), each ≤ 132k gas (the
/// largest bisection or timeout move measured, README; the one move that takes a game below its op level
/// pays ≤ 45k more to record the op pair, opLo/opHi), and may have to send the one step (≤ 1.41M gas):
/// ≤ 1.9M + 1.41M ≈ 3.3M gas a game. A defenderBond worth at least that much gas at the chain's gas price
/// (3.3M × 2 gwei ≈ 0.0066 ETH) makes every flooding game pay the honest challenger its costs, since it
/// wins every game against defenders of a wrong result and takes their bonds.
///
/// Limits: the transition is not signature-checked at opening (that would put a BLS check, ≈ 200k gas, in
/// `open`); a challenger that passes a forged one (say, with a later reference block to stretch the window)
/// can win its games but never resolve: nothing is invalidated or slashed, and expiry returns the bonds as
/// the games decided. The registry keeps every operator's full stake history (checkpoints searched by
/// block: stakeAt, checkSignaturesAt), so however often a signer's or non-signer's stake changed since the
/// reference block, resolve counts and slashes the stake at that block.
/// `resolve` costs about 80k gas per signer (one registry slash each): 7.6M for 90 signers, so a quorum
/// of a few hundred operators fits one block. Every game ends within joinWindow + 2·clock of the opening
/// (plus the step), so a challenge is decided within that time.
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
    /// @dev A game left running when its challenge failed, ended by `release`.
    uint8 internal constant BY_DECISION = 3;

    /// @notice Stored challenge status: open (joining or playing), failed, resolved.
    uint8 internal constant OPEN = 0;
    uint8 internal constant FAILED = 1;
    uint8 internal constant RESOLVED = 2;
    uint8 internal constant EXPIRED = 3;

    /// @notice How long after its decision a succeeded challenge may be resolved before anyone may
    /// `expire` it (see the contract's notice).
    uint256 public constant RESOLVE_WINDOW = 7 days;

    /// @notice challengeState: defences may join.
    uint8 public constant JOINING = 0;
    /// @notice challengeState: the join window closed, some game still runs.
    uint8 public constant PLAYING = 1;
    /// @notice challengeState: a defender won; the result stands.
    uint8 public constant CHALLENGE_FAILED = 2;
    /// @notice challengeState: the join window closed and the challenger won every game; resolvable.
    uint8 public constant SUCCEEDED = 3;
    /// @notice challengeState: resolved.
    uint8 public constant CHALLENGE_RESOLVED = 4;
    /// @notice challengeState: succeeded, never resolved, ended by `expire` (bonds paid, nothing slashed).
    uint8 public constant CHALLENGE_EXPIRED = 5;

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

    /// @notice msg.sender may not move for either side of this game (or, in defend, is the challenger).
    error NotAPlayer(address sender);
    /// @notice The bond sent is not the one required (challengerBond in open, defenderBond in defend).
    error WrongBond(uint256 sent, uint256 required);
    /// @notice The transition does not belong to this consumer, input, manifest or slot value.
    error TransitionMismatch();
    /// @notice inputHash(prompt, n) is not the transition's input.
    error InputMismatch(bytes32 input, bytes32 expected);
    /// @notice keccak256(root ‖ tokens) is not the landed slot value (or no result landed).
    error ResultMismatch(bytes32 value, bytes32 landed);
    /// @notice tokens.length is not n, or n does not fit 32 bits.
    error BadRequest();
    /// @notice The challenge window of the result closed at block `closedAt`.
    error WindowClosed(uint256 closedAt);
    /// @notice The consumer already marked this result invalid.
    error AlreadyInvalid(bytes32 input);
    /// @notice No challenge has this id.
    error NoChallenge(uint256 challengeId);
    /// @notice defend after the challenge's join window closed (at timestamp `closedAt`).
    error JoinClosed(uint256 closedAt);
    /// @notice resolve while defences may still join (until timestamp `until`).
    error JoinOpen(uint256 until);
    /// @notice msg.sender already defends this challenge, in game `gameId`.
    error AlreadyDefending(uint256 challengeId, uint256 gameId);
    /// @notice The challenge failed or was resolved: no defence, move or resolution is taken any more.
    error ChallengeDecided(uint256 challengeId);
    /// @notice release of a game whose challenge has not failed.
    error NotReleasable(uint256 gameId);
    /// @notice resolve on a challenge the challenger has not (yet) won, or twice.
    error NotResolvable(uint256 challengeId);
    /// @notice The signer keys are not ascending, not registered at the reference block, or do not add
    /// up to the signing set of the quorum signature.
    error SignersMismatch();
    /// @notice Nothing to withdraw, or the transfer failed.
    error WithdrawFailed();
    /// @notice Constructor parameters out of range.
    error BadConfig();
    /// @notice expire before RESOLVE_WINDOW has passed since the decision (until timestamp `until`).
    error ResolveWindowOpen(uint256 until);

    // ------------------------------------------------------------------ events

    event ChallengeOpened(
        uint256 indexed challengeId,
        address indexed consumer,
        bytes32 indexed input,
        address challenger,
        bytes32 root,
        uint256 steps,
        uint256 joinUntil
    );
    /// @notice A defence game opened on a challenge, with the defender on turn.
    event DefenceOpened(uint256 indexed gameId, uint256 indexed challengeId, address indexed defender);
    /// @notice A bisect move: the verdict on the claim at `on`, and the mover's claim at `at` (if any).
    event Bisected(
        uint256 indexed gameId, uint8 side, uint8 verdict, Position on, bool hasClaim, bytes32 claim, Position at
    );
    event Stepped(uint256 indexed gameId, address by, bytes32 post);
    event GameEnded(uint256 indexed gameId, uint8 winner, uint8 reason);
    /// @notice A defender won game `gameId`: the challenge failed, the result stands.
    event ChallengeFailed(uint256 indexed challengeId, uint256 gameId, address defender);
    event Resolved(uint256 indexed challengeId, uint256 signers, uint256 slashedOperators);
    /// @notice A succeeded challenge nobody resolved in time was ended: bonds paid as the games decided.
    event Expired(uint256 indexed challengeId);
    /// @notice `principal` allowed (or disallowed) `mover` to move for it.
    event MoverSet(address indexed principal, address indexed mover, bool allowed);

    /// @notice A position at a level of a game (the path to the level is fixed by the game's history).
    struct Position {
        uint64 level;
        uint64 index;
    }

    /// @notice The whole state of one defence game (bisection.Game), packed.
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
        address defender; // the account that called defend
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
        uint8 winner;
        uint8 reason;
        uint48 challengeId;
        // slots 9, 10
        bytes32 input;
        uint64 steps;
        uint64 promptLen;
    }

    /// @notice One challenge: the disputed result and the tally of its defence games.
    struct Challenge {
        // slot 0
        address challenger;
        uint48 openedAt; // block timestamp; defences join until openedAt + joinWindow
        uint8 status; // OPEN, FAILED, RESOLVED, EXPIRED
        bool refused; // the one-step refuses the request: no trace, no defence, the result is wrong
        uint32 lastEndedAt; // when its last game ended (block timestamp; 0: none yet)
        // slot 1
        address consumer;
        uint32 games; // defence games opened
        uint32 won; // games the challenger won
        uint32 referenceBlock;
        // slots 2, 3, 4
        bytes32 input;
        bytes32 digest; // the landed transition's digest, checked at resolution
        bytes32 root; // the landed root, every defender's claim at hi
        // slot 5
        uint64 steps;
        uint64 promptLen;
        uint128 bond;
        // slot 6
        uint256 decidedBy; // the game whose defender won (FAILED)
        // slot 7
        bytes32 value; // the disputed slot value, keccak256(root ‖ tokens)
    }

    /// @notice The one-step rule (and the trace's shape) every game here uses.
    IOneStep public immutable oneStep;
    /// @notice How many blocks after a transition's reference block its result may be challenged.
    uint256 public immutable challengeWindow;
    /// @notice How many seconds after a challenge's opening defences may join it.
    uint48 public immutable joinWindow;
    /// @notice Each side's chess clock per game, seconds.
    uint48 public immutable clock;
    /// @notice The challenger's bond, wei.
    uint256 public immutable challengerBond;
    /// @notice Each defender's bond, wei.
    uint256 public immutable defenderBond;
    /// @notice The share of each signer's stake slashed when a challenge is resolved, in 1/10,000.
    uint256 public immutable slashBips;

    uint256 public challengeCount;
    uint256 public gameCount;
    mapping(uint256 challengeId => Challenge) internal _challenges;
    mapping(uint256 challengeId => uint256[] gameIds) internal _defences;
    mapping(uint256 gameId => Game) internal _games;
    /// @notice The defence game of an account on a challenge (0: none).
    mapping(uint256 challengeId => mapping(address defender => uint256 gameId)) public defenceOf;
    /// @notice The latest challenge opened on a consumer's input (0: none). Several may run on one result
    /// (see the contract's notice).
    mapping(address consumer => mapping(bytes32 input => uint256 challengeId)) public latestChallenge;
    /// @notice Bonds won or returned, awaiting withdraw.
    mapping(address account => uint256) public credit;
    /// @notice Whether the signers of the landed transition with this digest were slashed: one wrong
    /// landing is slashed once, however many challenges on it are resolved.
    mapping(bytes32 digest => bool) public slashedFor;
    /// @notice Whether `mover` may move for `principal` (setMover).
    mapping(address principal => mapping(address mover => bool)) public moverOf;
    /// @notice A game's agreed c_{j−1} at its op level (level 1 of an engine trace) once it went below it:
    /// a sharded landing's blame is proven against it and opHi (SPEC.md §12).
    mapping(uint256 gameId => bytes32) public opLo;
    /// @notice The disputed c_j at the op level, with opLo.
    mapping(uint256 gameId => bytes32) public opHi;
    /// @notice Whether opHi is the challenger's claim (the defender disagreed with it), not the defender's.
    mapping(uint256 gameId => bool) public opHiByChallenger;
    /// @dev The challenge resolveShard is settling in this transaction (its further shards may follow).
    uint256 transient _resolvingShards;

    constructor(
        IOneStep oneStep_,
        uint256 challengeWindow_,
        uint48 joinWindow_,
        uint48 clock_,
        uint256 challengerBond_,
        uint256 defenderBond_,
        uint256 slashBips_
    ) {
        // A free defence would let a lying quorum's accomplices flood a challenge with games for nothing.
        if (
            address(oneStep_).code.length == 0 || clock_ == 0 || joinWindow_ == 0 || defenderBond_ == 0
                || slashBips_ > 10_000
        ) {
            revert BadConfig();
        }
        uint256 levels_ = oneStep_.levels();
        if (levels_ == 0 || levels_ > MAX_LEVELS) revert BadShape(levels_, 0);
        oneStep = oneStep_;
        challengeWindow = challengeWindow_;
        joinWindow = joinWindow_;
        clock = clock_;
        challengerBond = challengerBond_;
        defenderBond = defenderBond_;
        slashBips = slashBips_;
    }

    // ------------------------------------------------------------------ opening

    /// @notice Challenges the result landed by `t` on `consumer`: (prompt, n) must hash to t.input, and
    /// keccak256(root ‖ tokens) must be the landed slot value t.newValue. Pays challengerBond. Opens no
    /// game: defenders join with `defend` for joinWindow seconds — unless the one-step refuses the
    /// request (IOneStep.refuses), when the challenge has succeeded at once.
    /// @return challengeId the new challenge
    function open(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        bytes32 root,
        uint256[] calldata tokens,
        Transition calldata t
    ) external payable returns (uint256 challengeId) {
        if (msg.value != challengerBond) revert WrongBond(msg.value, challengerBond);
        bytes32 input = _checkOpening(consumer, prompt, n, root, tokens, t);
        challengeId = ++challengeCount;
        latestChallenge[consumer][input] = challengeId;
        Challenge storage c = _challenges[challengeId];
        c.challenger = msg.sender;
        c.openedAt = uint48(block.timestamp);
        c.consumer = consumer;
        c.referenceBlock = t.referenceBlock;
        c.input = input;
        c.digest = _digest(t);
        c.root = root;
        c.value = t.newValue; // = the landed value (checked)
        c.bond = uint128(msg.value);
        // A request the canonical computation refuses (empty, outside the vocabulary, past the context)
        // has no result, so whatever landed for it is wrong and there is no trace to bisect: the
        // challenge succeeds without games, and resolve may follow at once.
        uint64 steps;
        if (oneStep.refuses(prompt, n)) {
            c.refused = true;
        } else {
            // casting to 'uint64' is safe because n < 2^32 and the prompt is calldata
            // forge-lint: disable-next-line(unsafe-typecast)
            steps = uint64(prompt.length + n - 1);
            c.steps = steps;
            c.promptLen = uint64(prompt.length);
            // A shape the one-step refuses would let every defence revert and the challenge succeed
            // undefended: refuse it here instead.
            StepContext memory ctx = StepContext({
                manifest: IDisputedConsumer(consumer).manifest(), input: input, steps: steps, promptLen: uint64(prompt.length)
            });
            uint256 leaves = oneStep.leaves(ctx, new uint256[](0));
            if (leaves == 0 || leaves > type(uint32).max) revert BadShape(0, leaves);
        }
        emit ChallengeOpened(challengeId, consumer, input, msg.sender, root, steps, block.timestamp + joinWindow);
    }

    /// @notice Defends challenge `challengeId`: pays defenderBond and opens a game between msg.sender (the
    /// defender, claiming the landed root) and the challenger, defender on turn. Once per account and
    /// challenge, within joinWindow seconds of the opening, while no defender has won.
    /// @return gameId the new game
    function defend(uint256 challengeId) external payable returns (uint256 gameId) {
        Challenge storage c = _challenges[challengeId];
        address challenger = c.challenger;
        if (challenger == address(0)) revert NoChallenge(challengeId);
        if (c.status != OPEN || c.refused) revert ChallengeDecided(challengeId);
        uint256 closes = uint256(c.openedAt) + joinWindow;
        if (block.timestamp > closes) revert JoinClosed(closes);
        if (msg.value != defenderBond) revert WrongBond(msg.value, defenderBond);
        if (msg.sender == challenger) revert NotAPlayer(msg.sender);
        uint256 prior = defenceOf[challengeId][msg.sender];
        if (prior != 0) revert AlreadyDefending(challengeId, prior);
        gameId = ++gameCount;
        defenceOf[challengeId][msg.sender] = gameId;
        _defences[challengeId].push(gameId);
        c.games++;
        Game memory g;
        g.challenger = challenger;
        g.defender = msg.sender;
        g.consumer = c.consumer;
        // casting to 'uint48' is safe: challenge ids count transactions
        // forge-lint: disable-next-line(unsafe-typecast)
        g.challengeId = uint48(challengeId);
        g.input = c.input;
        g.steps = c.steps;
        g.promptLen = c.promptLen;
        g.hiHash = c.root;
        emit DefenceOpened(gameId, challengeId, msg.sender);
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
        if (n > type(uint32).max || tokens.length != n) revert BadRequest();
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
        if (g.phase == OVER) _ended(gameId, g.challengeId, g.defender, g.winner, g.reason);
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
        uint8 side = _seat(g);
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
        if (g.phase == OVER) _ended(gameId, g.challengeId, g.defender, g.winner, g.reason);
    }

    /// @notice Re-executes the isolated last-level leaf from the agreed pre-state with `witness`; the
    /// owner of the disputed claim wins exactly when the result equals it. Anyone may call it: the result
    /// is objective, and a liar on turn cannot delay it by stalling.
    function step(uint256 gameId, bytes calldata witness) external {
        _step(gameId, IOneStep.step.selector, witness);
    }

    /// @notice `step`, with the leaf decided by a proof through the one-step rule's IProvenStep (SPEC.md §8.5:
    /// a gnark proof checked by its exported verifier) instead of its re-execution: the same post-state, at a
    /// cost that does not grow with the model's width. The re-execution stays available; either ends the game.
    function stepProven(uint256 gameId, bytes calldata proof) external {
        _step(gameId, IProvenStep.stepProven.selector, proof);
    }

    /// @dev `step` and `stepProven`: the two take the same arguments and give the same post-state, so one
    /// staticcall serves both (one copy of the code: DisputeGame is near EIP-170's size limit). A one-step rule
    /// that reverts, or answers anything but one word, is a rejected witness.
    function _step(uint256 gameId, bytes4 selector, bytes calldata data) internal {
        Game memory g = _games[gameId];
        _live(g, gameId);
        if (g.phase != STEPPING) revert WrongPhase(g.phase);
        (bool ok, bytes memory ret) =
            address(oneStep).staticcall(abi.encodeWithSelector(selector, _ctx(g), _leafPath(g), g.loHash, data));
        if (!ok || ret.length != 32) revert BadProof(ret);
        bytes32 post = abi.decode(ret, (bytes32));
        _finish(g, post == g.hiHash ? g.hiBy : 1 - g.hiBy, BY_STEP);
        _charge(g);
        _games[gameId] = g;
        emit Stepped(gameId, msg.sender, post);
        _ended(gameId, g.challengeId, g.defender, g.winner, g.reason);
    }

    /// @notice Ends the game against the side on turn once its clock has run out. Anyone may call it.
    function timeout(uint256 gameId) external {
        // storage, not a memory copy of the whole game: a few fields change
        Game storage g = _games[gameId];
        if (g.phase == OVER || g.challenger == address(0)) revert GameOver(gameId);
        uint256 challengeId = g.challengeId;
        if (_challenges[challengeId].status != OPEN) revert ChallengeDecided(challengeId);
        uint8 turn = g.turn;
        uint256 d = uint256(g.turnStart) + (turn == DEFENDER ? g.clockDefender : g.clockChallenger);
        if (block.timestamp <= d) revert NotExpired(d);
        if (turn == DEFENDER) g.clockDefender = 0;
        else g.clockChallenger = 0;
        g.moves++;
        g.phase = OVER;
        g.pending = false;
        g.winner = 1 - turn;
        g.reason = BY_TIMEOUT;
        _ended(gameId, challengeId, g.defender, 1 - turn, BY_TIMEOUT);
    }

    // ------------------------------------------------------------------ decision and resolution

    /// @notice Ends game `gameId`, left running when a defender won another game of its challenge, and
    /// credits its defender's bond back. Anyone may call it.
    function release(uint256 gameId) external {
        // storage, not a memory copy of the whole game: only the outcome fields change
        Game storage g = _games[gameId];
        if (g.phase == OVER || g.challenger == address(0)) revert GameOver(gameId);
        if (_challenges[g.challengeId].status != FAILED) revert NotReleasable(gameId);
        g.phase = OVER;
        g.pending = false;
        g.winner = DEFENDER;
        g.reason = BY_DECISION;
        credit[g.defender] += defenderBond;
        emit GameEnded(gameId, DEFENDER, BY_DECISION);
    }

    /// @notice Settles a challenge that succeeded (the join window closed, the challenger won every
    /// game): verifies `sig` over the message the quorum signed for the transition bound at opening — its
    /// digest for a single landing (batchCount 0, no siblings), or the batch digest the proof leads to for
    /// an answer landed in a batch (BatchTree.digestFromProof: batchCount leaves, the transition digest at
    /// batchPosition) — by the operator set of its reference block; checks that `signerKeys` (ascending by
    /// id, each registered then) are exactly the signing set (their sum plus the non-signers' is the set's
    /// aggregate key, their stakes sum to the signed stake), invalidates the result on the consumer, slashes
    /// each signer's operator slashBips of its stake at the reference block (that stake capped at its stake
    /// now), and
    /// credits the challenger its bond plus the bonds of the defenders it beat. The result is invalidated
    /// only while the slot still holds the disputed value; the first challenge resolved on a landing (its
    /// transition digest) slashes, later ones only pay out. Anyone may call it.
    function resolve(
        uint256 challengeId,
        QuorumSignature calldata sig,
        G1Point[] calldata signerKeys,
        uint256 batchCount,
        uint256 batchPosition,
        bytes32[] calldata batchSiblings
    ) external {
        Challenge storage s = _challenges[challengeId];
        _succeeded(s, challengeId);
        s.status = RESOLVED;
        bytes32 message = s.digest;
        if (batchCount != 0) {
            message = BatchTree.digestFromProof(message, batchCount, batchPosition, batchSiblings);
        } else if (batchPosition != 0 || batchSiblings.length != 0) {
            revert BatchTree.BadBatchProof();
        }
        _resolveWith(challengeId, s, sig, signerKeys, message);
    }

    /// @dev resolve once the signed message is known.
    function _resolveWith(
        uint256 challengeId,
        Challenge storage s,
        QuorumSignature calldata sig,
        G1Point[] calldata signerKeys,
        bytes32 message
    ) internal {
        IDisputedConsumer c = IDisputedConsumer(s.consumer);
        uint256 threshold = c.thresholdNumerator() << 128 | c.thresholdDenominator();
        _settleResolved(s, c);
        _chargeSigners(challengeId, s, ISlashingRegistry(c.registry()), sig, signerKeys, message, threshold, s.digest);
    }

    /// @dev Checks `sig` over `message` at the challenge's reference block (threshold: numerator << 128 |
    /// denominator), checks `keys` are its signers, slashes them once per `guard` and emits Resolved.
    function _chargeSigners(
        uint256 challengeId,
        Challenge storage s,
        ISlashingRegistry reg,
        QuorumSignature calldata sig,
        G1Point[] calldata keys,
        bytes32 message,
        uint256 threshold,
        bytes32 guard
    ) internal {
        uint256 signedStake = _checkQuorum(reg, message, s.referenceBlock, sig, threshold >> 128, uint128(threshold));
        (bytes32[] memory ids, uint256[] memory stakes) = _checkSigners(reg, sig, keys, s.referenceBlock, signedStake);
        emit Resolved(challengeId, ids.length, _slash(reg, guard, ids, stakes));
    }

    /// @notice resolve for a result landed by a sharded committee (LLMConsumer.verifyAndUpdateSharded, SPEC.md
    /// §12), called by the challenge's consumer only (LLMConsumer.resolveSharded, after its ShardCommittee chose
    /// the shard the challenger's one-step blames), once per charged shard claim: `claim` the words (shard,
    /// start, end, layers, in, out) after the transition digest in the shard message. Checks that `sig` is a
    /// signature of the registry's operators at the reference block over keccak256(abi.encode(
    /// keccak256("deepcall/shard/v1"), the digest bound at opening, claim)) and that `signerKeys` are its
    /// signers, and slashes them (once per claim): a consumer can charge only operators who signed a shard
    /// claim on the very transition the challenge disputes. The first call settles the challenge as resolve
    /// does (invalidate, pay out); further calls in the same transaction charge further shards (every shard,
    /// when no leaf was located). Emits Resolved per claim. With no signer keys it only settles: the consumer
    /// found no shard provably at fault (SPEC.md §12), and charges nobody.
    function resolveShard(
        uint256 challengeId,
        QuorumSignature calldata sig,
        G1Point[] calldata signerKeys,
        bytes32[6] calldata claim
    ) external {
        Challenge storage s = _challenges[challengeId];
        if (msg.sender != s.consumer) revert NotAPlayer(msg.sender);
        IDisputedConsumer c = IDisputedConsumer(s.consumer);
        if (_resolvingShards != challengeId) {
            _succeeded(s, challengeId);
            s.status = RESOLVED;
            _resolvingShards = challengeId;
            _settleResolved(s, c);
        }
        // no keys: the consumer settles without charging anyone (no shard's blame was proven)
        if (signerKeys.length == 0) return;
        // keccak256(abi.encode(keccak256("deepcall/shard/v1"), s.digest, claim)), in scratch memory
        bytes32 domain = keccak256("deepcall/shard/v1");
        bytes32 d = s.digest;
        bytes32 m;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, domain)
            mstore(add(f, 0x20), d)
            calldatacopy(add(f, 0x40), claim, 0xc0)
            m := keccak256(f, 0x100)
        }
        // any signed stake will do (threshold 2⁻¹²⁷): what binds the signers is their signature on this claim
        _chargeSigners(challengeId, s, ISlashingRegistry(c.registry()), sig, signerKeys, m, 1 << 128 | 1 << 127, m);
    }

    /// @dev The end of a resolution: invalidate the disputed value (if the slot still holds it), credit the
    /// challenger.
    function _settleResolved(Challenge storage s, IDisputedConsumer c) internal {
        // Invalidate only the disputed value: if the slot was rewritten since the opening (infer, or a
        // later transition), the input now holds another result, which this challenge did not dispute.
        if (c.isValid(s.input) && c.result(s.input) == s.value) c.invalidate(s.input);
        _payChallenger(s);
    }

    /// @dev Credits a succeeded challenge's challenger its bond and the bonds of the defenders it beat.
    function _payChallenger(Challenge storage s) internal {
        credit[s.challenger] += s.bond + uint256(s.won) * defenderBond;
    }

    /// @dev Slashes each signer slashBips of its stake at the reference block (`stakes`) capped at its
    /// stake now — once per landed transition digest. Returns how many were slashed.
    function _slash(ISlashingRegistry reg, bytes32 digest, bytes32[] memory ids, uint256[] memory stakes)
        internal
        returns (uint256 slashed)
    {
        // One wrong landing is slashed once: a later challenge won on it only pays out.
        if (slashedFor[digest]) return 0;
        slashedFor[digest] = true;
        for (uint256 i; i < ids.length; ++i) {
            // deregistering after signing does not escape: the registry slashes an operator's stake
            // whether or not it is still registered
            address op = reg.operatorOf(ids[i]);
            uint256 base = stakes[i];
            uint256 now_ = reg.stakeOf(op);
            if (base > now_) base = now_;
            uint256 amount = base * slashBips / 10_000;
            if (amount == 0) continue;
            // casting to 'uint96' is safe because amount ≤ a uint96 stake
            // forge-lint: disable-next-line(unsafe-typecast)
            reg.slash(op, uint96(amount));
            ++slashed;
        }
    }

    /// @notice Ends a succeeded challenge that nobody resolved within RESOLVE_WINDOW of its decision (a
    /// forged transition, a misconfigured arbiter or registry, a stake history no longer kept): credits the
    /// challenger its bond plus the bonds of the defenders it beat, as resolve would, and invalidates and
    /// slashes nothing. Anyone may call it.
    function expire(uint256 challengeId) external {
        Challenge storage s = _challenges[challengeId];
        _succeeded(s, challengeId);
        uint256 until = decidedAt(challengeId) + RESOLVE_WINDOW;
        if (block.timestamp <= until) revert ResolveWindowOpen(until);
        s.status = EXPIRED;
        _payChallenger(s);
        emit Expired(challengeId);
    }

    /// @notice When a succeeded challenge was decided: its join window's close or its last game's end,
    /// whichever is later (the opening, for a refused request).
    function decidedAt(uint256 challengeId) public view returns (uint256) {
        Challenge storage s = _challenges[challengeId];
        if (s.refused) return s.openedAt;
        uint256 closes = uint256(s.openedAt) + joinWindow;
        return s.lastEndedAt > closes ? s.lastEndedAt : closes;
    }

    /// @dev Reverts NotResolvable unless the challenge succeeded and is neither resolved nor expired,
    /// JoinOpen while defences may still join.
    function _succeeded(Challenge storage s, uint256 challengeId) internal view {
        if (s.challenger == address(0) || s.status != OPEN) revert NotResolvable(challengeId);
        uint256 closes = uint256(s.openedAt) + joinWindow;
        if (!s.refused && block.timestamp <= closes) revert JoinOpen(closes);
        if (s.won != s.games) revert NotResolvable(challengeId); // a game still runs
    }

    /// @notice Allows (or disallows) `mover` to move for msg.sender: bisect in every game where
    /// msg.sender is the challenger or the defender, on its side (see the contract's notice).
    function setMover(address mover, bool allowed) external {
        moverOf[msg.sender][mover] = allowed;
        emit MoverSet(msg.sender, mover, allowed);
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

    /// @notice The whole state of a game (as stored: a game left running when its challenge failed reads
    /// as running until `release`; challengeState tells).
    function game(uint256 gameId) external view returns (Game memory) {
        return _games[gameId];
    }

    /// @notice The whole record of a challenge.
    function challenge(uint256 challengeId) external view returns (Challenge memory) {
        return _challenges[challengeId];
    }

    /// @notice The defence games of a challenge, in the order they were opened.
    function defences(uint256 challengeId) external view returns (uint256[] memory) {
        return _defences[challengeId];
    }

    /// @notice Where a challenge stands: JOINING, PLAYING, CHALLENGE_FAILED, SUCCEEDED or
    /// CHALLENGE_RESOLVED (NoChallenge if there is none).
    function challengeState(uint256 challengeId) external view returns (uint8) {
        Challenge storage c = _challenges[challengeId];
        if (c.challenger == address(0)) revert NoChallenge(challengeId);
        if (c.status == FAILED) return CHALLENGE_FAILED;
        if (c.status == RESOLVED) return CHALLENGE_RESOLVED;
        if (c.status == EXPIRED) return CHALLENGE_EXPIRED;
        if (c.refused) return SUCCEEDED;
        if (block.timestamp <= uint256(c.openedAt) + joinWindow) return JOINING;
        return c.won == c.games ? SUCCEEDED : PLAYING;
    }

    /// @notice When the side on turn's clock runs out (a move at this timestamp is still on time).
    function deadline(uint256 gameId) external view returns (uint256) {
        // read from storage field by field: a memory copy of the whole game costs code size
        Game storage g = _games[gameId];
        return uint256(g.turnStart) + (g.turn == DEFENDER ? g.clockDefender : g.clockChallenger);
    }

    /// @notice The path of the isolated leaf (stepping) or the path to the current level (bisecting).
    function leafPath(uint256 gameId) external view returns (uint256[] memory path) {
        Game storage g = _games[gameId];
        uint256 level = g.level;
        bool stepping = g.phase == STEPPING;
        path = new uint256[](level + (stepping ? 1 : 0));
        for (uint256 l; l < level; ++l) {
            path[l] = g.path[l];
        }
        if (stepping) path[level] = g.hi;
    }

    // ------------------------------------------------------------------ internals

    function _live(Game memory g, uint256 gameId) internal view {
        if (g.phase == OVER || g.challenger == address(0)) revert GameOver(gameId);
        _undecided(g);
        uint256 d = _deadline(g);
        if (block.timestamp > d) revert ClockExpired(d);
    }

    /// @dev A game whose challenge a defender already won takes no more moves (`release` ends it).
    function _undecided(Game memory g) internal view {
        if (_challenges[g.challengeId].status != OPEN) revert ChallengeDecided(g.challengeId);
    }

    /// @dev The side msg.sender moves for: its own, or its principal's (setMover); a sender that could
    /// move for both sides is refused.
    function _seat(Game memory g) internal view returns (uint8) {
        bool c = msg.sender == g.challenger || moverOf[g.challenger][msg.sender];
        bool d = msg.sender == g.defender || moverOf[g.defender][msg.sender];
        if (c == d) revert NotAPlayer(msg.sender);
        return c ? CHALLENGER : DEFENDER;
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
    function _settle(Game memory g, uint256 gameId) internal {
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
            if (g.level == 1) {
                (opLo[gameId], opHi[gameId]) = (g.loHash, g.hiHash);
                if (g.hiBy == CHALLENGER) opHiByChallenger[gameId] = true;
            }
            g.level++;
            // the path to the new level (the phase is not STEPPING here)
            uint256 n = oneStep.leaves(_ctx(g), _leafPath(g));
            if (n == 0 || n > type(uint32).max) revert BadShape(g.level, n);
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

    /// @dev Book-keeping once a game is over. A defender win fails the challenge: the defender is credited
    /// its bond and the challenger's, the challenger the bonds of the defenders it had beaten. A
    /// challenger win is tallied; its defender's bond is paid out when the challenge is decided.
    function _ended(uint256 gameId, uint256 challengeId, address defender, uint8 winner, uint8 reason) internal {
        Challenge storage c = _challenges[challengeId];
        if (winner == DEFENDER) {
            c.status = FAILED;
            c.decidedBy = gameId;
            credit[defender] += uint256(c.bond) + defenderBond;
            uint256 beaten = c.won;
            if (beaten > 0) credit[c.challenger] += beaten * defenderBond;
            emit ChallengeFailed(challengeId, gameId, defender);
        } else {
            c.won++;
            // casting to 'uint32' is safe until 2106
            // forge-lint: disable-next-line(unsafe-typecast)
            c.lastEndedAt = uint32(block.timestamp);
        }
        emit GameEnded(gameId, winner, reason);
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

    /// @dev The registry's checkSignaturesAt: the quorum check without the reference-block window (the
    /// transition already landed; the history it names is kept).
    function _checkQuorum(
        ISlashingRegistry reg,
        bytes32 digest,
        uint32 refBlock,
        QuorumSignature calldata sig,
        uint256 numerator,
        uint256 denominator
    ) internal view returns (uint256 signedStake) {
        (signedStake,) = reg.checkSignaturesAt(digest, refBlock, sig, numerator, denominator);
    }

    /// @dev The signers' ids and stakes at `refBlock`, after checking the keys are the signing set of `sig`.
    function _checkSigners(
        ISlashingRegistry reg,
        QuorumSignature calldata sig,
        G1Point[] calldata keys,
        uint32 refBlock,
        uint256 signedStake
    ) internal view returns (bytes32[] memory ids, uint256[] memory stakes) {
        ids = new bytes32[](keys.length);
        stakes = new uint256[](keys.length);
        uint256 stake;
        bytes32 prev;
        for (uint256 i; i < keys.length; ++i) {
            bytes32 id = BlsBn254.hashG1(keys[i].X, keys[i].Y);
            if (id <= prev) revert SignersMismatch();
            prev = id;
            ids[i] = id;
            uint256 s = reg.stakeAt(id, refBlock);
            if (s == 0) revert SignersMismatch();
            stakes[i] = s;
            stake += s;
        }
        (uint256 x, uint256 y) = _sum(keys, 0, 0);
        (x, y) = _sum(sig.nonSignerKeys, x, y);
        if (stake != signedStake || x != sig.apk.X || y != sig.apk.Y) revert SignersMismatch();
    }

    /// @dev (x, y) plus every key.
    function _sum(G1Point[] calldata keys, uint256 x, uint256 y) internal view returns (uint256, uint256) {
        for (uint256 i; i < keys.length; ++i) {
            (x, y) = BlsBn254.add(x, y, keys[i].X, keys[i].Y);
        }
        return (x, y);
    }
}
