// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ChallengeStates} from "../ChallengeStates.sol";
import {DisputeInvariantsTest} from "./DisputeInvariants.t.sol";
import {DisputeGame} from "../../src/DisputeGame.sol";

/// @notice Scripted runs of the DisputeHandler, so the invariant suite is not vacuous: each reaches the
/// outcome the invariants speak about (a game played down to the one step, a wrong answer invalidated and
/// its signers slashed, a griefing challenge on a correct answer failed) and then checks every invariant.
/// It inherits the invariants too: forge runs them here as well, bounded as in DisputeInvariantsTest.
/// forge-config: default.invariant.runs = 8
/// forge-config: default.invariant.depth = 40
/// forge-config: default.invariant.shrink-run-limit = 2000
contract DisputeHandlerSanityTest is DisputeInvariantsTest {
    function _all() internal view {
        invariant_etherConserved();
        invariant_stakeConserved();
        invariant_honestSignerKeepsStake();
        invariant_wrongAnswerEndsInvalid();
        invariant_honestMovesNeverRevert();
    }

    /// A lying root: HC opens, the quorum's accomplice defends and plays its lying trace to the step;
    /// HC wins by the step, resolves, the answer is invalid; the slash pages cut the signers (operators
    /// 0–2) by half and leave the honest operators whole.
    function test_wrongAnswer_playedToStep_invalidated_signersSlashed() public {
        uint256 before0 = registry.stakeOf(handler.operator(0));
        handler.land(260, 7, 6, false); // kind 2 (lying root), signers {0,1,2}, an accomplice defends
        require(handler.challengeCount() == 1 && game.gameCount() == 1, "opened and defended");
        for (uint256 i; i < 4; ++i) {
            handler.move(1, 11); // the accomplice lies from leaf 0; HC answers each move
        }
        DisputeGame.Game memory g = game.game(1);
        require(g.phase == 2 && g.winner == 1 && g.reason == 0, "challenger won by the step");
        require(handler.gamesPlayedToStep() == 1, "stepped by the honest player");
        handler.sleep(false);
        (uint256 id,, bytes32 input,) = handler.challengeAt(0);
        require(game.challengeState(id) == ChallengeStates.CHALLENGE_RESOLVED, "resolved");
        require(!consumer.isValid(input), "invalid");
        handler.slash(0, 0, 2); // the true list, a page of 2
        handler.slash(0, 0, 3); // the rest
        require(game.loss(id).done == 3, "every signer slashed");
        require(registry.stakeOf(handler.operator(0)) == before0 / 2, "signer lost half");
        handler.withdraw(4); // HC
        _all();
    }

    /// A correct answer: a griefer opens, the honest defender joins at once and wins its game (the
    /// griefer plays random claims); the challenge fails and nothing is slashed.
    function test_correctAnswer_griefingChallengeFails() public {
        handler.land(0, 31, 6, false); // kind 0 (correct), every operator signs
        handler.open(0, 0, 1); // griefer 0 opens on landing 0 (no mismatch proof)
        require(handler.challengeCount() == 1 && game.gameCount() == 1, "opened, HD defended");
        for (uint256 i; i < 4; ++i) {
            handler.move(1, 11 | (2 << 4)); // random claims and verdicts
        }
        handler.sleep(false);
        (uint256 id,,,) = handler.challengeAt(0);
        require(game.challengeState(id) == ChallengeStates.CHALLENGE_FAILED, "the challenge failed");
        handler.resolve(0, 0, 0); // a griefer tries the true liability proof: refused
        require(game.challengeState(id) == ChallengeStates.CHALLENGE_FAILED, "still failed");
        _all();
    }

    /// Wrong on its face (a token count other than n, a refused request): HC's challenge succeeds at once.
    function test_wrongOnItsFace_resolvedAtOnce() public {
        handler.land(4, 7, 6, false); // kind 4: n + 1 tokens
        handler.land(5, 7, 6, false); // kind 5: n = 0
        require(handler.challengeCount() == 2, "both opened");
        for (uint256 j; j < 2; ++j) {
            (uint256 id,, bytes32 input,) = handler.challengeAt(j);
            require(game.challengeState(id) == ChallengeStates.CHALLENGE_RESOLVED, "resolved at once");
            require(!consumer.isValid(input), "invalid");
        }
        _all();
    }
}
