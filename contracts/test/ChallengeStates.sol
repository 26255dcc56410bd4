// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice DisputeGame.challengeState's answers (internal constants there, outside its ABI).
library ChallengeStates {
    uint8 internal constant JOINING = 0;
    uint8 internal constant PLAYING = 1;
    uint8 internal constant CHALLENGE_FAILED = 2;
    uint8 internal constant SUCCEEDED = 3;
    uint8 internal constant CHALLENGE_RESOLVED = 4;
    uint8 internal constant CHALLENGE_EXPIRED = 5;
}
