// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ChallengeStates} from "../ChallengeStates.sol";
import {DisputeGame, ISlashingRegistry} from "../../src/DisputeGame.sol";
import {OperatorRegistry} from "../../src/OperatorRegistry.sol";
import {LLMConsumer, ILLMEngine} from "../../src/LLMConsumer.sol";
import {AlphabetStep} from "../../src/AlphabetStep.sol";
import {G1Point, G2Point} from "../../src/BlsBn254.sol";
import {DisputeHandler, InvVm, Ops} from "./DisputeHandler.sol";
import {InvBls} from "./InvBls.sol";

/// @notice Only what LLMConsumer's constructor reads of an engine (its manifest hash); `generate` (infer)
/// is never called by these tests.
contract ManifestOnlyEngine is ILLMEngine {
    function manifestHash() external pure returns (bytes32) {
        return keccak256("deepcall/invariant/manifest");
    }

    function generate(uint256[] calldata, uint256, bytes32[] calldata)
        external
        pure
        returns (uint256[] memory, bytes32[] memory)
    {
        revert("not in these tests");
    }
}

/// @notice Invariants of the dispute game, the registry's stake and the consumer's results under random
/// sequences of the DisputeHandler's actions.
///
/// What is real and what is stood in:
/// - real: DisputeGame (every rule: opening, defences, bisection, clocks, step, timeouts, release,
///   resolve, slash pages, expire, bonds and credits), OperatorRegistry (standalone mode, stakes set by its
///   owner, stake history, signersAt, slashing by the game), LLMConsumer (write-once slots, landing
///   records, liability, invalidate) with landings through the real `verifyAndUpdate` and its BLS quorum
///   check (signatures made here with the vectors' operator keys, InvBls);
/// - stood in: the one-step rule is AlphabetStep (contracts/src, the toy trace DisputeGame.t.sol plays its
///   games with), levels [steps, 2, 2], instead of the stories260K EngineStep; so a "correct" answer here is
///   one whose root is the alphabet trace's last state and whose token count is n (the alphabet trace does
///   not bind the tokens, so wrong-tokens-with-a-true-root and the mismatch-proof path are not exercised
///   beyond griefers' made-up mismatch proofs, which must fail). The engine is ManifestOnlyEngine (the
///   consumer reads only its manifest hash).
/// Run: npx --no-install forge test --match-path 'contracts/test/invariant/*' (while other test files do not
/// build, add --skip 'contracts/test/[!i]*.t.sol': a plain 'contracts/test/*.t.sol' skip also matches the
/// files here).
/// Bounded runs: 64 runs of 80 handler calls per invariant (about 20 s for the suite on 2 cores). A
/// contract that inherits these invariants runs them under its own contract-level config.
/// forge-config: default.invariant.runs = 64
/// forge-config: default.invariant.depth = 80
/// forge-config: default.invariant.shrink-run-limit = 2000
contract DisputeInvariantsTest {
    InvVm internal constant vm = InvVm(address(uint160(uint256(keccak256("hevm cheat code")))));
    uint48 internal constant CLOCK = 3600;
    uint48 internal constant JOIN = 600;
    uint256 internal constant BOND = 1 ether;
    uint256 internal constant DEF_BOND = 0.25 ether;
    uint256 internal constant WINDOW_BLOCKS = 1000;
    uint256 internal constant REF_WINDOW = 300;

    DisputeGame internal game;
    OperatorRegistry internal registry;
    LLMConsumer internal consumer;
    DisputeHandler internal handler;
    uint256[5] internal initialHonest;

    function setUp() public {
        string memory json = vm.readFile("testdata/bls/vectors.json");
        vm.roll(100);
        vm.warp(1_000_000);
        // the proofs of possession bind the registry's address: CREATE(deployer, 0), as QuorumFixture does
        address deployer = vm.parseJsonAddress(json, ".deployer");
        vm.startPrank(deployer);
        registry = new OperatorRegistry(REF_WINDOW, address(0), address(0));
        vm.stopPrank();
        require(address(registry) == vm.parseJsonAddress(json, ".registry"), "registry address");

        Ops memory ops;
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        bytes32[] memory ids = vm.parseJsonBytes32Array(json, ".operators.ids");
        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        bytes32[] memory pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        for (uint256 i; i < 5; ++i) {
            ops.addr[i] = addrs[i];
            ops.id[i] = ids[i];
            ops.pk1[i] = G1Point(uint256(pk1[2 * i]), uint256(pk1[2 * i + 1]));
            ops.pk2[i].X = [uint256(pk2[4 * i]), uint256(pk2[4 * i + 1])];
            ops.pk2[i].Y = [uint256(pk2[4 * i + 2]), uint256(pk2[4 * i + 3])];
            ops.sk[i] = InvBls.secretKey(i);
            (uint256 x, uint256 y) = InvBls.mul(1, 2, ops.sk[i]);
            require(x == ops.pk1[i].X && y == ops.pk1[i].Y, "secret key derivation");
            // operators 0..2 (dishonest) 20 ether each, 3..4 (honest) 10 ether each: 60 of 80 ≥ 2/3
            vm.prank(deployer);
            registry.setStake(addrs[i], uint96(i < 3 ? 20 ether : 10 ether));
            vm.prank(addrs[i]);
            registry.registerOperator(ops.pk1[i], ops.pk2[i], G1Point(uint256(pop[2 * i]), uint256(pop[2 * i + 1])));
        }
        // ascending id order
        uint8[5] memory order = [0, 1, 2, 3, 4];
        for (uint256 i; i < 5; ++i) {
            for (uint256 j = i + 1; j < 5; ++j) {
                if (ops.id[order[j]] < ops.id[order[i]]) (order[i], order[j]) = (order[j], order[i]);
            }
        }
        ops.byId = order;

        uint256[] memory sizes = new uint256[](2);
        sizes[0] = 2;
        sizes[1] = 2;
        AlphabetStep alphabet = new AlphabetStep(sizes);
        game = new DisputeGame(
            alphabet, ISlashingRegistry(address(registry)), WINDOW_BLOCKS, JOIN, CLOCK, BOND, DEF_BOND, 5000
        );
        vm.prank(deployer);
        registry.setSlasher(address(game));
        consumer = new LLMConsumer(registry, new ManifestOnlyEngine(), new bytes32[](0), 2, 3);
        consumer.setArbiter(address(game));
        game.admit(address(consumer));

        handler = new DisputeHandler(game, registry, consumer, deployer, ops);
        for (uint256 i = 3; i < 5; ++i) {
            initialHonest[i] = registry.stakeOf(addrs[i]);
        }
        vm.roll(101);
    }

    function targetContracts() public view returns (address[] memory t) {
        t = new address[](1);
        t[0] = address(handler);
    }

    // ---------------------------------------------------------------- 1. conservation

    /// The game holds exactly the bonds paid in less what was withdrawn, and that ether is exactly the
    /// players' credits plus the bonds still at stake: an undecided challenge's bond and every defence's
    /// bond; a failed challenge's bonds of the games still to be released; nothing of a resolved or
    /// expired one (every bond went to a player: there is no treasury).
    function invariant_etherConserved() public view {
        uint256 bal = address(game).balance;
        require(bal == handler.ghostDeposited() - handler.ghostWithdrawn(), "game balance != paid in - withdrawn");
        uint256 locked;
        uint256 n = game.challengeCount();
        for (uint256 cid = 1; cid <= n; ++cid) {
            DisputeGame.Challenge memory c = game.challenge(cid);
            uint256[] memory gs = game.defences(cid);
            if (c.status == 0) {
                locked += c.bond + gs.length * DEF_BOND;
            } else if (c.status == 1) {
                for (uint256 k; k < gs.length; ++k) {
                    if (game.game(gs[k]).phase != 2) locked += DEF_BOND;
                }
            }
        }
        require(bal == handler.credits() + locked, "game balance != credits + bonds at stake");
    }

    /// Stake: what the owner assigned less what was slashed is what the operators hold; the registry's
    /// record of each cut (slashedOf) is what the slash calls took; its total stake is the operators'.
    function invariant_stakeConserved() public view {
        require(handler.totalStakeOf() + handler.totalSlashedOf() == handler.ghostAssigned(), "stake + slashed != assigned");
        require(handler.totalSlashedOf() == handler.ghostSlashed(), "slashedOf != stake taken by slash calls");
        (, uint256 total) = registry.currentApk();
        require(total == handler.totalStakeOf(), "registry total != sum of stakes");
    }

    // ---------------------------------------------------------------- 2. honest signers

    /// Operators 3 and 4 sign only correct answers: whatever anyone does (griefing challenges on correct
    /// answers, arbitrary liability proofs and slash id lists, timeouts), they keep their whole stake.
    function invariant_honestSignerKeepsStake() public view {
        for (uint256 i = 3; i < 5; ++i) {
            address op = handler.operator(i);
            require(registry.stakeOf(op) == initialHonest[i], "honest operator lost stake");
            require(registry.slashedOf(op) == 0, "honest operator slashed");
        }
        // and no challenge on a correct answer ever succeeded
        uint256 k = handler.challengeCount();
        for (uint256 j; j < k; ++j) {
            (uint256 id,,, bool correct) = handler.challengeAt(j);
            if (!correct) continue;
            uint8 s = game.challengeState(id);
            require(s != ChallengeStates.SUCCEEDED && s != ChallengeStates.CHALLENGE_RESOLVED && s != ChallengeStates.CHALLENGE_EXPIRED, "challenge on a correct answer won");
        }
    }

    // ---------------------------------------------------------------- 3. honest challenger

    /// Every challenge of the honest challenger (on a wrong landed answer) never fails nor expires, and once
    /// every clock can have run out (join window + 2·clock after the opening) it is resolved and the
    /// answer is invalid.
    function invariant_wrongAnswerEndsInvalid() public view {
        uint256 k = handler.challengeCount();
        for (uint256 j; j < k; ++j) {
            (uint256 id, bool honest, bytes32 input,) = handler.challengeAt(j);
            if (!honest) continue;
            uint8 s = game.challengeState(id);
            require(s != ChallengeStates.CHALLENGE_FAILED, "honest challenger lost");
            require(s != ChallengeStates.CHALLENGE_EXPIRED, "honest challenge expired");
            DisputeGame.Challenge memory c = game.challenge(id);
            if (block.timestamp > uint256(c.openedAt) + JOIN + 2 * uint256(CLOCK)) {
                require(s == ChallengeStates.CHALLENGE_RESOLVED, "honest challenge not resolved after the clocks");
            }
            if (s == ChallengeStates.CHALLENGE_RESOLVED) require(!consumer.isValid(input), "wrong answer still valid");
        }
    }

    /// Honest players could always make their move (no honest step, bisect, timeout, release, defence or
    /// resolution reverted).
    function invariant_honestMovesNeverRevert() public view {
        require(handler.honestFailures() == 0, string(handler.lastHonestFailure()));
    }
}
