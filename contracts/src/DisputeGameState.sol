// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep} from "./IOneStep.sol";
import {DisputeGame, ISlashingRegistry, ShardClaim} from "./DisputeGame.sol";

/// @title DisputeGameState
/// @notice DisputeGame's constants, parameters and storage, shared with DisputeSettlement, which runs the
/// game's resolution code in the game's own storage (DELEGATECALL): both inherit this one layout, so the two
/// cannot disagree on where a variable lives. The types stay declared in DisputeGame (its ABI names them).
abstract contract DisputeGameState {
    /// @notice The most levels a trace may have.
    uint256 internal constant MAX_LEVELS = 4;

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
    /// @notice The fewest blocks a landing naming the oldest accepted reference block still leaves to
    /// challenge it (deploy.MinChallengePeriod): challengeWindow ≥ registry.referenceWindow() + this.
    uint256 internal constant MIN_CHALLENGE_PERIOD = 64;

    /// @notice challengeState: defences may join.
    uint8 internal constant JOINING = 0;
    /// @notice challengeState: the join window closed, some game still runs.
    uint8 internal constant PLAYING = 1;
    /// @notice challengeState: a defender won; the result stands.
    uint8 internal constant CHALLENGE_FAILED = 2;
    /// @notice challengeState: the join window closed and the challenger won every game; resolvable.
    uint8 internal constant SUCCEEDED = 3;
    /// @notice challengeState: resolved.
    uint8 internal constant CHALLENGE_RESOLVED = 4;
    /// @notice challengeState: succeeded, never resolved, ended by `expire` (bonds paid, nothing slashed).
    uint8 internal constant CHALLENGE_EXPIRED = 5;

    /// @notice The one-step rule (and the trace's shape) every game here uses.
    IOneStep public immutable oneStep;
    /// @notice The operator registry whose operators the game slashes (it must be the registry's slasher).
    ISlashingRegistry public immutable registry;
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
    mapping(uint256 challengeId => DisputeGame.Challenge) internal _challenges;
    mapping(uint256 challengeId => uint256[] gameIds) internal _defences;
    mapping(uint256 gameId => DisputeGame.Game) internal _games;
    /// @notice The defence game of an account on a challenge (0: none).
    mapping(uint256 challengeId => mapping(address defender => uint256 gameId)) public defenceOf;
    /// @notice How many challenges of a consumer's input are open: neither failed, resolved nor expired. A
    /// result is final (LLMConsumer.isFinal) only when none is, after its challenge window.
    mapping(address consumer => mapping(bytes32 input => uint256)) public undecided;
    /// @notice Bonds won or returned, awaiting withdraw.
    mapping(address account => uint256) public credit;
    /// @notice Whether the loss of the landed transition with this digest was recorded (its signers are
    /// slashed by `slash`): one wrong landing is charged once, however many challenges on it are resolved.
    mapping(bytes32 digest => bool) public slashedFor;
    /// @notice Who may admit consumers: the deployment's governance.
    address public owner;
    /// @notice The manifest an admitted consumer pinned when it was admitted (0: not admitted). Admission
    /// is for good: a consumer's landed results stay challengeable.
    mapping(address consumer => bytes32 manifest) public admitted;
    /// @dev The loss a resolved challenge recorded.
    mapping(uint256 challengeId => DisputeGame.Loss) internal _losses;
    /// @notice Whether `mover` may move for `principal` (setMover).
    mapping(address principal => mapping(address mover => bool)) public moverOf;
    /// @notice The shard claim a per-shard challenge disputes (openShard; none: count = 0, a shard's signers
    /// being at least one).
    mapping(uint256 challengeId => ShardClaim) internal _shardClaims;

    constructor(
        IOneStep oneStep_,
        ISlashingRegistry registry_,
        uint256 challengeWindow_,
        uint48 joinWindow_,
        uint48 clock_,
        uint256 challengerBond_,
        uint256 defenderBond_,
        uint256 slashBips_
    ) {
        oneStep = oneStep_;
        registry = registry_;
        challengeWindow = challengeWindow_;
        joinWindow = joinWindow_;
        clock = clock_;
        challengerBond = challengerBond_;
        defenderBond = defenderBond_;
        slashBips = slashBips_;
    }

    /// @notice When a succeeded challenge was decided: its join window's close or its last game's end,
    /// whichever is later (the opening, for a refused request).
    function decidedAt(uint256 challengeId) public view returns (uint256) {
        DisputeGame.Challenge storage s = _challenges[challengeId];
        if (s.refused) return s.openedAt;
        uint256 closes = uint256(s.openedAt) + joinWindow;
        return s.lastEndedAt > closes ? s.lastEndedAt : closes;
    }
}
