// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";
import {IProvenStep} from "./IProvenStep.sol";
import {Transition} from "./DeepcallConsumer.sol";
import {DisputeGameState} from "./DisputeGameState.sol";
import {DisputeSettlement} from "./DisputeSettlement.sol";

/// @notice What a DisputeGame needs of a consumer whose results it referees (LLMConsumer, AttestationConsumer).
/// Only consumers the game's owner admitted are ever called, and each is trusted code of the deployment: it
/// names this game as its arbiter and this game's registry as its own, records which signature landed each
/// result (`landing`), and says whom a succeeded challenge charges (`liability`).
interface IDisputedConsumer {
    function manifest() external view returns (bytes32);
    function registry() external view returns (address);
    function arbiter() external view returns (address);
    /// @notice keccak256(abi.encode(transitionDigest, signatory)) of the transition that wrote `input`'s
    /// result (0 or REQUESTED: none): results are written once, so this never changes after landing.
    function landing(bytes32 input) external view returns (bytes32 record);
    function isValid(bytes32 input) external view returns (bool);
    function invalidate(bytes32 input) external;
    /// @notice The operators a succeeded challenge charges, from a proof that opens the challenge's
    /// signatory: the hash of their packed ids and how many (0: nobody: a sharded landing's whole-trace
    /// challenge). Reverts when the proof does not open the record.
    function liability(uint256 challengeId, bytes calldata proof) external view returns (bytes32 signers, uint256 count);
}

/// @notice One shard's signed claim at one step, as a per-shard challenge disputes it (SPEC.md §12, "Per-shard
/// games"): the shard's ops `first` … `last` of step `step` take its in value `lo` (c_{first−1}; the first
/// shard: link_{step−1}) to its signed out value `hi`; `signers` (the hash of its recorded signer ids, packed)
/// and `count` are whom a won challenge charges.
struct ShardClaim {
    bytes32 lo;
    bytes32 hi;
    bytes32 signers;
    uint32 step;
    uint32 first;
    uint32 last;
    uint32 count;
    uint32 shard;
}

/// @notice What openShard needs of a consumer with sharded landings (LLMConsumer): the claim `claim` opens,
/// checked against the landing's signatory. Reverts when it does not open it.
interface IShardedConsumer {
    function shardClaim(uint32 referenceBlock, bytes32 signatory, uint256 promptLen, bytes calldata claim)
        external
        view
        returns (ShardClaim memory);
}

/// @notice What a DisputeGame needs of the operator registry: stakes by block, the operators behind ids,
/// and slashing (the game must be the registry's slasher).
interface ISlashingRegistry {
    function stakeAt(bytes32 operatorId, uint32 blockNumber) external view returns (uint256);
    function operatorOf(bytes32 operatorId) external view returns (address);
    function stakeOf(address operator) external view returns (uint96);
    function slash(address operator, uint96 amount) external;
    function referenceWindow() external view returns (uint256);
}

/// @title DisputeGame
/// @notice The on-chain referee of deepcall's bisection game (package bisection is its model: the same
/// rules, positions and errors, so the Go solver plays against it unchanged).
///
/// One deployment, one closed set. The game is built over one operator registry and one one-step rule; its
/// owner (the deployment's governance: a timelock in production) admits consumers (`admit`), each only if it
/// names this game as its arbiter and uses this registry, and the game pins the consumer's manifest then.
/// Nothing a caller supplies — a consumer address, a threshold, a signer subset — decides whom the game may
/// charge: a challenge names an admitted consumer, a result that consumer recorded as landed, and the
/// liability comes from the consumer's own record of who signed.
///
/// A dispute is a *challenge* and the *defence games* played on it. A challenger disputes a result landed on
/// an admitted consumer within `challengeWindow` blocks of the transition's reference block (`open`), by
/// posting `challengerBond` wei and naming the request (prompt, n), the claimed root and tokens (checked
/// against the transition's new value: keccak256(root ‖ tokens)) and the landed transition with its
/// signatory (checked against the consumer's landing record of the input: keccak256(abi.encode(digest,
/// signatory))). Opening plays nothing: for `joinWindow` seconds after it, anyone may `defend` the challenge
/// by posting `defenderBond` wei, at most once per challenge and account (never the challenger). Each
/// defence is a game of its own between that defender and the challenger, with its own chess clocks, over the
/// window (lo, hi] of level 0 of the IOneStep's trace: lo = −1 with the anchor (the genesis link), hi = the
/// last checkpoint with the landed root, claimed by the defender.
///
/// Some landed results are wrong on their face, and a challenge on them succeeds at opening, with no game:
/// a request the one-step refuses (IOneStep.refuses: no result exists for it); a token list whose length is
/// not n; and a root whose own checkpoint chain chose another token than the landed one at some step (a
/// `mismatch` proof: SPEC.md §7.4's links from the step before it to the root, which only the root's true
/// chain can give). So the landed tokens are bound to the refereed trace: a quorum that lands the canonical
/// root with made-up tokens loses to the mismatch proof, and one that lands made-up tokens with a root of
/// their own loses the bisection.
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
/// once the window closes).
///
/// Per-shard challenges. A sharded landing's shards each signed that their ops take their in value to their
/// out value at every step; `openShard` disputes one shard's statement at one step, and its games start
/// inside that step's op level, from the in value (agreed) to the out value (the challenge's root), so a
/// shard is charged only when its own claim loses (inference/SPEC.md §12).
///
/// Resolution fits any quorum. `resolve` (anyone) asks the consumer whom the challenge charges
/// (`liability`: for a quorum landing, exactly the operator set of the reference block minus the recorded
/// non-signers, every one of them; for a sharded landing's whole-trace challenge, nobody; a per-shard
/// challenge charges the shard's recorded signers it stored at opening), invalidates the result, credits
/// the challenger its bond plus the bond of every defender it beat, and records the loss: the hash of the
/// charged ids and their count. That is one bounded transaction (no BLS check, one stake read per signer).
/// `slash` (anyone) then slashes the recorded signers in pages of the caller's size, in order, each
/// `slashBips`/10,000 of its stake at the reference block capped at its stake now, so a resolution of
/// hundreds of signers in EigenLayer's operator-set mode (≈ 440k gas a slash) is a handful of transactions
/// each well under EIP-7825's 16,777,216 gas, and nobody can stop the pages before every signer is slashed.
/// Only the first challenge resolved on a landing (its transition digest) records a loss; later ones only
/// pay out. Credits are withdrawn (`withdraw`).
///
/// Why honest parties cannot lose: an honest defender wins its own game against a lying challenger (the
/// bisection property), whatever other defenders do, and one defender win fails the challenge; no
/// challenge can be opened on a result nobody landed, nor succeed at opening on a correct one (its count
/// is n and its root's chain chose its tokens); an honest challenger wins every game against defenders of a
/// wrong result, so the challenge succeeds, and each defence against it costs the defender its bond; and
/// a signer is charged only for a transition it signed, as recorded when it landed, under a consumer the
/// owner admitted. Several challenges may run on one result, so an accomplice of the signers cannot shut
/// the honest challenger out with a sham one.
///
/// Slashing takes slashBips of the signer's stake at the transition's reference block (`stakeAt`), that
/// stake capped at what the signer holds now. The stake at the reference block is what backed the
/// signature (the threshold counted it), so it is what the signature put at risk: an operator that raised
/// its stake after signing loses no more than its share of the stake that signed, since the new stake never
/// vouched for the result. The cap: slashing cannot take stake that is gone, and stake already cut by
/// another resolved challenge since the reference block is not counted twice. An operator that withdraws
/// after signing shrinks its penalty by what it withdrew, which is why withdrawals must take longer than
/// the challenge window plus the resolve window (EigenLayer's withdrawal and deallocation delays do).
///
/// Expiry. A challenge that succeeded but is never resolved (a consumer whose liability reverts, a
/// registry that refuses the game's calls) would lock its bonds for good. RESOLVE_WINDOW after its decision
/// (the join window's close or its last game's end, whichever is later), anyone may `expire` it: the bonds
/// pay out exactly as the games decided, nothing is invalidated and nobody is slashed.
///
/// Movers. Every account may authorize other accounts to move for it (`setMover`): bisect moves in any game
/// where it plays, on its side. A challenger playing many games at once then moves from several keys and
/// nonces. A mover acts for its principal only, who may revoke it; a sender authorized by both sides of one
/// game is refused (NotAPlayer). What flooding costs a challenger is bounded: in each defence game it moves
/// about once per two bisection rounds plus once per level (about 14 moves for stories260K), each ≤ 150k
/// gas, and may send the one step (≤ 1.41M gas): ≈ 3.5M gas a game. A defenderBond worth at least that
/// much gas makes every flooding game pay the honest challenger its costs, since it wins every game against
/// defenders of a wrong result and takes their bonds. Every game ends within joinWindow + 2·clock of the
/// opening (plus the step), so a challenge is decided within that time.
///
/// Code. release, resolve, slash and expire run in DisputeSettlement, which the constructor creates, through
/// DELEGATECALL: in this contract's storage (the layout both inherit from DisputeGameState) and as this
/// contract, so that the game's own code fits EIP-170 at the default optimizer settings.
contract DisputeGame is DisputeGameState {
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
    /// @notice The transition does not belong to this consumer, chain or manifest.
    error TransitionMismatch();
    /// @notice inputHash(prompt, n) is not the transition's input.
    error InputMismatch(bytes32 input, bytes32 expected);
    /// @notice keccak256(root ‖ tokens) is not `landed`, the transition's new value.
    error ResultMismatch(bytes32 landed);
    /// @notice n does not fit 32 bits.
    error BadRequest();
    /// @notice The consumer has no landing record of this transition and signatory for `input` (nothing
    /// landed, or another transition did).
    error NotLanded(bytes32 input);
    /// @notice The consumer was not admitted to this game.
    error NotAdmitted(address consumer);
    /// @notice admit refused: the consumer has no code, does not name this game as arbiter or this game's
    /// registry as its own, pins no manifest, or was admitted already.
    error BadConsumer(address consumer);
    /// @notice A mismatch proof that does not lead to the root, or whose step chose the landed token.
    error BadMismatch();
    /// @notice An owner-only function called by another account.
    error NotOwner();
    /// @notice slash on a challenge with nothing left to slash.
    error NothingToSlash(uint256 challengeId);
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
    /// @notice slash with ids that are not the recorded signer list of the challenge.
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
    /// @notice A succeeded challenge was resolved: the result is invalidated, the challenger paid; `signers`
    /// operators are charged, `owed` of them recorded for slashing (0 when an earlier challenge on the same
    /// landing recorded its loss already).
    event Resolved(uint256 indexed challengeId, uint256 signers, uint256 owed);
    /// @notice Recorded signers `from` … `to` − 1 of a resolved challenge were slashed.
    event SlashedPage(uint256 indexed challengeId, uint256 from, uint256 to);
    /// @notice The owner admitted `consumer`, pinning its manifest.
    event Admitted(address indexed consumer, bytes32 manifest);
    event OwnershipTransferred(address indexed from, address indexed to);
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
        bytes32 value; // the disputed value, keccak256(root ‖ tokens) (the transition's new value)
        // slot 8
        bytes32 signatory; // the landing's signatory (the consumer's record is keccak256(digest, signatory))
    }

    /// @notice What a resolved challenge still owes: the hash of the charged signers' packed ids, how many,
    /// and how many of them `slash` has slashed.
    struct Loss {
        bytes32 signers;
        uint64 count;
        uint64 done;
    }

    /// @notice Where release, resolve, slash and expire run (DisputeSettlement, created by the constructor).
    DisputeSettlement internal immutable settlement;

    constructor(
        IOneStep oneStep_,
        ISlashingRegistry registry_,
        uint256 challengeWindow_,
        uint48 joinWindow_,
        uint48 clock_,
        uint256 challengerBond_,
        uint256 defenderBond_,
        uint256 slashBips_
    )
        DisputeGameState(
            oneStep_, registry_, challengeWindow_, joinWindow_, clock_, challengerBond_, defenderBond_, slashBips_
        )
    {
        // A free defence would let a lying quorum's accomplices flood a challenge with games for nothing.
        if (
            address(oneStep_).code.length == 0 || address(registry_).code.length == 0 || clock_ == 0
                || joinWindow_ == 0 || defenderBond_ == 0 || slashBips_ > 10_000
        ) {
            revert BadConfig();
        }
        // A landing may name a reference block referenceWindow blocks old; its challenge window, counted
        // from that block, must still leave MIN_CHALLENGE_PERIOD blocks to challenge it in.
        if (challengeWindow_ < registry_.referenceWindow() + MIN_CHALLENGE_PERIOD) revert BadConfig();
        uint256 levels_ = oneStep_.levels();
        if (levels_ == 0 || levels_ > MAX_LEVELS) revert BadShape(levels_, 0);
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        // created here, its creation code is part of this constructor's alone, not of the game's code
        settlement = new DisputeSettlement(
            oneStep_, registry_, challengeWindow_, joinWindow_, clock_, challengerBond_, defenderBond_, slashBips_
        );
    }

    // ------------------------------------------------------------------ the deployment

    /// @notice Admits `consumer` to the game (owner only), pinning its manifest: it must have code, name this
    /// game as its arbiter and this game's registry as its own, and pin a manifest. Admission is for good.
    function admit(address consumer) external {
        if (msg.sender != owner) revert NotOwner();
        if (consumer.code.length == 0 || admitted[consumer] != bytes32(0)) revert BadConsumer(consumer);
        IDisputedConsumer c = IDisputedConsumer(consumer);
        bytes32 m = c.manifest();
        if (c.arbiter() != address(this) || c.registry() != address(registry) || m == bytes32(0)) {
            revert BadConsumer(consumer);
        }
        admitted[consumer] = m;
        emit Admitted(consumer, m);
    }

    /// @notice Hands the owner's role to `to` (a timelocked governance contract in production).
    function transferOwnership(address to) external {
        if (msg.sender != owner) revert NotOwner();
        emit OwnershipTransferred(owner, to);
        owner = to;
    }

    // ------------------------------------------------------------------ opening

    /// @notice Challenges the result landed by `t` on the admitted `consumer`: (prompt, n) must hash to
    /// t.input, keccak256(root ‖ tokens) must be t.newValue, and the consumer's landing record of t.input
    /// must be keccak256(abi.encode(digest(t), signatory)). Pays challengerBond. Opens no game: defenders
    /// join with `defend` for joinWindow seconds — unless the result is wrong on its face, when the challenge
    /// has succeeded at once: the one-step refuses the request (IOneStep.refuses), tokens.length is not n,
    /// or `mismatch` (non-empty) proves that the root's own chain chose another token (IOneStep.mismatch).
    /// @return challengeId the new challenge
    function open(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        bytes32 root,
        uint256[] calldata tokens,
        Transition calldata t,
        bytes32 signatory,
        bytes32[] calldata mismatch
    ) external payable returns (uint256 challengeId) {
        if (msg.value != challengerBond) revert WrongBond(msg.value, challengerBond);
        bytes32 digest = _checkOpening(consumer, prompt, n, t, signatory);
        if (keccak256(abi.encodePacked(root, tokens)) != t.newValue) revert ResultMismatch(t.newValue);
        if (!IDisputedConsumer(consumer).isValid(t.input)) revert AlreadyInvalid(t.input);
        challengeId = _newChallenge(consumer, digest, root, t, signatory);
        // A request the canonical computation refuses (empty, outside the vocabulary, past the context)
        // has no result; a count other than n is no answer to the request; a root whose chain chose other
        // tokens does not go with them: whatever landed is wrong and there is nothing to bisect, so the
        // challenge succeeds without games, and resolve may follow at once.
        bool wrong = tokens.length != n || oneStep.refuses(prompt, n);
        if (!wrong && mismatch.length != 0) {
            if (!oneStep.mismatch(prompt, tokens, root, mismatch)) revert BadMismatch();
            wrong = true;
        }
        _shape(challengeId, wrong, prompt.length, n);
    }

    /// @notice Challenges one shard's claim in the sharded landing `t` on `consumer` (SPEC.md §12, "Per-shard
    /// games"), opened as `open` checks a landing, with `claim` opening the shard's recorded signers and
    /// boundaries and naming a step (the consumer checks it against the landing's signatory:
    /// IShardedConsumer.shardClaim). Its defences play that shard's ops at that step only, from its signed in
    /// value to its signed out value, so only a claim of the shard's own that is wrong can lose; a succeeded
    /// challenge invalidates the result and charges that shard's signers alone. It may be opened on a result
    /// already invalidated: a lying shard stays chargeable within the challenge window.
    /// @return challengeId the new challenge
    function openShard(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        Transition calldata t,
        bytes32 signatory,
        bytes calldata claim
    ) external payable returns (uint256 challengeId) {
        if (msg.value != challengerBond) revert WrongBond(msg.value, challengerBond);
        bytes32 digest = _checkOpening(consumer, prompt, n, t, signatory);
        // the consumer (trusted code of the deployment) checks the claim and places it inside its step's ops
        ShardClaim memory sc = IShardedConsumer(consumer).shardClaim(t.referenceBlock, signatory, prompt.length, claim);
        challengeId = _newChallenge(consumer, digest, sc.hi, t, signatory);
        _shardClaims[challengeId] = sc;
        _shape(challengeId, false, prompt.length, n);
    }

    /// @dev Stores a new challenge of msg.sender on the checked transition `t`; returns its id.
    function _newChallenge(address consumer, bytes32 digest, bytes32 root, Transition calldata t, bytes32 signatory)
        internal
        returns (uint256 challengeId)
    {
        challengeId = ++challengeCount;
        undecided[consumer][t.input]++;
        Challenge storage c = _challenges[challengeId];
        c.challenger = msg.sender;
        c.openedAt = uint48(block.timestamp);
        c.consumer = consumer;
        c.referenceBlock = t.referenceBlock;
        c.input = t.input;
        c.digest = digest;
        c.root = root;
        c.value = t.newValue;
        c.signatory = signatory;
        c.bond = uint128(msg.value);
    }

    /// @dev Marks a challenge wrong on its face (succeeded at once) or sets its trace's shape, and emits
    /// ChallengeOpened.
    function _shape(uint256 challengeId, bool wrong, uint256 promptLen, uint256 n) internal {
        Challenge storage c = _challenges[challengeId];
        uint64 steps;
        if (wrong) {
            c.refused = true;
        } else {
            // casting to 'uint64' is safe because n < 2^32 and the prompt is calldata
            // forge-lint: disable-next-line(unsafe-typecast)
            steps = uint64(promptLen + n - 1);
            c.steps = steps;
            // forge-lint: disable-next-line(unsafe-typecast)
            c.promptLen = uint64(promptLen);
            // A shape the one-step refuses would let every defence revert and the challenge succeed
            // undefended: refuse it here instead.
            StepContext memory ctx =
                StepContext({manifest: admitted[c.consumer], input: c.input, steps: steps, promptLen: promptLen});
            uint256 leaves = oneStep.leaves(ctx, new uint256[](0));
            if (leaves == 0 || leaves > type(uint32).max) revert BadShape(0, leaves);
        }
        emit ChallengeOpened(challengeId, c.consumer, c.input, msg.sender, c.root, steps, block.timestamp + joinWindow);
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

    /// @dev Checks an opening against the admitted consumer's landing record; returns the transition's
    /// digest.
    function _checkOpening(
        address consumer,
        uint256[] calldata prompt,
        uint256 n,
        Transition calldata t,
        bytes32 signatory
    ) internal view returns (bytes32 digest) {
        bytes32 m = admitted[consumer];
        if (m == bytes32(0)) revert NotAdmitted(consumer);
        if (n > type(uint32).max) revert BadRequest();
        bytes32 input = keccak256(abi.encodePacked(n, prompt.length, prompt));
        if (input != t.input) revert InputMismatch(input, t.input);
        if (t.consumer != consumer || t.chainId != block.chainid || t.manifest != m) revert TransitionMismatch();
        IDisputedConsumer c = IDisputedConsumer(consumer);
        digest = _digest(t);
        // the landing word keeps the record's low 224 bits under its landing block (DeepcallConsumer)
        if (uint256(c.landing(input)) << 32 != uint256(keccak256(abi.encode(digest, signatory))) << 32) {
            revert NotLanded(input);
        }
        if (block.number > uint256(t.referenceBlock) + challengeWindow) {
            revert WindowClosed(uint256(t.referenceBlock) + challengeWindow);
        }
    }

    /// @dev Sets the clocks and level 0's window (lo = −1 at the anchor, hi = the root) and stores the game.
    function _start(Game memory g, uint256 gameId) internal {
        g.turnStart = uint48(block.timestamp);
        g.clockDefender = clock;
        g.clockChallenger = clock;
        g.levels = uint8(oneStep.levels());
        g.hiBy = DEFENDER;
        g.turn = DEFENDER;
        // a per-shard game plays the shard's ops at its step, from its in value (agreed) to its out value (the
        // challenge's root); any other game level 0, from the anchor to the root (its shape checked at opening)
        ShardClaim storage sc = _shardClaims[g.challengeId];
        bool shard = sc.count != 0;
        if (shard) {
            g.level = 1;
            g.path[0] = sc.step;
        }
        StepContext memory ctx = _ctx(g);
        g.leaves = uint64(oneStep.leaves(ctx, _leafPath(g)));
        g.loHash = shard ? sc.lo : oneStep.anchor(ctx);
        g.lo = shard ? int64(uint64(sc.first)) - 1 : -1;
        g.hi = shard ? sc.last : uint64(_padded(g.leaves) - 1);
        _settle(g);
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
            _settle(g);
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
    /// staticcall serves both (one copy of the code: code size is scarce under EIP-170). A one-step rule
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
    // Run by DisputeSettlement in this contract's storage (see _settlement).

    /// @notice Ends game `gameId`, left running when a defender won another game of its challenge, and
    /// credits its defender's bond back. Anyone may call it.
    function release(uint256 gameId) external {
        gameId; // named for the ABI, read by DisputeSettlement from msg.data
        _settlement();
    }

    /// @notice Settles a challenge that succeeded (the join window closed, the challenger won every game, or
    /// the result was wrong on its face): asks the challenge's consumer whom it charges (`liability`, from
    /// `proof`, which must open the landing's signatory), invalidates the result, credits the challenger its
    /// bond plus the bonds of the defenders it beat, and — for the first challenge resolved on this landing —
    /// records the loss that `slash` then executes (a per-shard challenge: once per landing and shard). Anyone
    /// may call it; a per-shard challenge's proof is not read.
    function resolve(uint256 challengeId, bytes calldata proof) external {
        (challengeId, proof); // named for the ABI, read by DisputeSettlement from msg.data
        _settlement();
    }

    /// @notice Slashes the next `max` (at least one) of the signers a resolved challenge recorded, in the
    /// order of `ids` — the recorded list itself, whole — each slashBips of its stake at the reference block
    /// capped at its stake now. Anyone may call it, until every recorded signer is slashed.
    function slash(uint256 challengeId, bytes32[] calldata ids, uint256 max) external {
        (challengeId, ids, max); // named for the ABI, read by DisputeSettlement from msg.data
        _settlement();
    }

    /// @notice Ends a succeeded challenge that nobody resolved within RESOLVE_WINDOW of its decision (a
    /// forged transition, a misconfigured arbiter or registry, a stake history no longer kept): credits the
    /// challenger its bond plus the bonds of the defenders it beat, as resolve would, and invalidates and
    /// slashes nothing. Anyone may call it.
    function expire(uint256 challengeId) external {
        challengeId; // named for the ABI, read by DisputeSettlement from msg.data
        _settlement();
    }

    /// @dev Runs msg.data, a call of one of the functions above, in DisputeSettlement, in this contract's
    /// storage and as this contract, and passes its revert on.
    function _settlement() internal {
        (bool ok, bytes memory ret) = address(settlement).delegatecall(msg.data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 32), mload(ret))
            }
        }
    }

    /// @notice The loss a resolved challenge recorded: the hash of the charged signers' packed ids, how
    /// many, how many are slashed so far.
    function loss(uint256 challengeId) external view returns (Loss memory) {
        return _losses[challengeId];
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
    function _settle(Game memory g) internal view {
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
            undecided[c.consumer][c.input]--;
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
        return StepContext({manifest: admitted[g.consumer], input: g.input, steps: g.steps, promptLen: g.promptLen});
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
}
