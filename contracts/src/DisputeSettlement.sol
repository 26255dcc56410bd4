// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep} from "./IOneStep.sol";
import {DisputeGame, IDisputedConsumer, ISlashingRegistry, ShardClaim} from "./DisputeGame.sol";
import {DisputeGameState} from "./DisputeGameState.sol";

/// @title DisputeSettlement
/// @notice The code that settles DisputeGame's decided challenges and games (release, resolve, slash,
/// expire), run by the game through DELEGATECALL: in the game's storage, as the game (the registry's
/// slasher), so that DisputeGame's own code stays well under EIP-170's limit. The game creates it in its
/// constructor with its own parameters; DisputeGame documents each function. Called other than through the
/// game it refuses (NotTheGame): it would only act on an empty storage of its own.
contract DisputeSettlement is DisputeGameState {
    /// @notice The game this settles for: the only address it runs as.
    address private immutable _game;

    /// @notice A call that does not run in the game's context.
    error NotTheGame();

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
        _game = msg.sender;
    }

    modifier asGame() {
        if (address(this) != _game) revert NotTheGame();
        _;
    }

    /// @notice Ends game `gameId`, left running when a defender won another game of its challenge, and
    /// credits its defender's bond back. Anyone may call it.
    function release(uint256 gameId) external asGame {
        // storage, not a memory copy of the whole game: only the outcome fields change
        DisputeGame.Game storage g = _games[gameId];
        if (g.phase == OVER || g.challenger == address(0)) revert DisputeGame.GameOver(gameId);
        if (_challenges[g.challengeId].status != FAILED) revert DisputeGame.NotReleasable(gameId);
        g.phase = OVER;
        g.pending = false;
        g.winner = DEFENDER;
        g.reason = BY_DECISION;
        credit[g.defender] += defenderBond;
        emit DisputeGame.GameEnded(gameId, DEFENDER, BY_DECISION);
    }

    /// @notice Settles a challenge that succeeded (the join window closed, the challenger won every game, or
    /// the result was wrong on its face): asks the challenge's consumer whom it charges (`liability`, from
    /// `proof`, which must open the landing's signatory), invalidates the result, credits the challenger its
    /// bond plus the bonds of the defenders it beat, and — for the first challenge resolved on this landing —
    /// records the loss that `slash` then executes (a per-shard challenge: once per landing and shard). Anyone
    /// may call it; a per-shard challenge's proof is not read.
    function resolve(uint256 challengeId, bytes calldata proof) external asGame {
        DisputeGame.Challenge storage s = _challenges[challengeId];
        _succeeded(s, challengeId);
        IDisputedConsumer c = IDisputedConsumer(s.consumer);
        ShardClaim storage sc = _shardClaims[challengeId];
        bytes32 signers = sc.signers;
        uint256 count = sc.count;
        bytes32 key = s.digest;
        if (sc.count != 0) key = keccak256(abi.encode(key, sc.shard));
        else (signers, count) = c.liability(challengeId, proof);
        s.status = RESOLVED;
        undecided[s.consumer][s.input]--;
        if (c.isValid(s.input)) c.invalidate(s.input);
        _payChallenger(s);
        uint256 owed;
        if (count != 0 && !slashedFor[key]) {
            slashedFor[key] = true;
            // casting to 'uint64' is safe: count is the length of a list of operator ids
            // forge-lint: disable-next-line(unsafe-typecast)
            _losses[challengeId] = DisputeGame.Loss({signers: signers, count: uint64(count), done: 0});
            owed = count;
        }
        emit DisputeGame.Resolved(challengeId, count, owed);
    }

    /// @notice Slashes the next `max` (at least one) of the signers a resolved challenge recorded, in the
    /// order of `ids` — the recorded list itself, whole — each slashBips of its stake at the reference block
    /// capped at its stake now. Anyone may call it, until every recorded signer is slashed.
    function slash(uint256 challengeId, bytes32[] calldata ids, uint256 max) external asGame {
        DisputeGame.Loss storage l = _losses[challengeId];
        uint256 from = l.done;
        uint256 count = l.count;
        if (from >= count || max == 0) revert DisputeGame.NothingToSlash(challengeId);
        if (ids.length != count || keccak256(abi.encodePacked(ids)) != l.signers) revert DisputeGame.SignersMismatch();
        uint256 to = count - from > max ? from + max : count;
        // casting to 'uint64' is safe because to ≤ count, a uint64
        // forge-lint: disable-next-line(unsafe-typecast)
        l.done = uint64(to);
        uint32 ref = _challenges[challengeId].referenceBlock;
        for (uint256 i = from; i < to; ++i) {
            // deregistering after signing does not escape: the registry slashes an operator's stake
            // whether or not it is still registered
            address op = registry.operatorOf(ids[i]);
            uint256 base = registry.stakeAt(ids[i], ref);
            uint256 now_ = registry.stakeOf(op);
            if (base > now_) base = now_;
            uint256 amount = base * slashBips / 10_000;
            // casting to 'uint96' is safe because amount ≤ a uint96 stake
            // forge-lint: disable-next-line(unsafe-typecast)
            if (amount != 0) registry.slash(op, uint96(amount));
        }
        emit DisputeGame.SlashedPage(challengeId, from, to);
    }

    /// @notice Ends a succeeded challenge that nobody resolved within RESOLVE_WINDOW of its decision (a
    /// forged transition, a misconfigured arbiter or registry, a stake history no longer kept): credits the
    /// challenger its bond plus the bonds of the defenders it beat, as resolve would, and invalidates and
    /// slashes nothing. Anyone may call it.
    function expire(uint256 challengeId) external asGame {
        DisputeGame.Challenge storage s = _challenges[challengeId];
        _succeeded(s, challengeId);
        uint256 until = decidedAt(challengeId) + RESOLVE_WINDOW;
        if (block.timestamp <= until) revert DisputeGame.ResolveWindowOpen(until);
        s.status = EXPIRED;
        undecided[s.consumer][s.input]--;
        _payChallenger(s);
        emit DisputeGame.Expired(challengeId);
    }

    /// @dev Credits a succeeded challenge's challenger its bond and the bonds of the defenders it beat.
    function _payChallenger(DisputeGame.Challenge storage s) internal {
        credit[s.challenger] += s.bond + uint256(s.won) * defenderBond;
    }

    /// @dev Reverts NotResolvable unless the challenge succeeded and is neither resolved nor expired,
    /// JoinOpen while defences may still join.
    function _succeeded(DisputeGame.Challenge storage s, uint256 challengeId) internal view {
        if (s.challenger == address(0) || s.status != OPEN) revert DisputeGame.NotResolvable(challengeId);
        uint256 closes = uint256(s.openedAt) + joinWindow;
        if (!s.refused && block.timestamp <= closes) revert DisputeGame.JoinOpen(closes);
        if (s.won != s.games) revert DisputeGame.NotResolvable(challengeId); // a game still runs
    }
}
