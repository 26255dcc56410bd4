// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ChallengeStates} from "../ChallengeStates.sol";
import {DisputeGame} from "../../src/DisputeGame.sol";
import {OperatorRegistry} from "../../src/OperatorRegistry.sol";
import {LLMConsumer} from "../../src/LLMConsumer.sol";
import {Transition} from "../../src/DeepcallConsumer.sol";
import {QuorumSignature} from "../../src/BlsSignatureChecker.sol";
import {BlsBn254, G1Point, G2Point} from "../../src/BlsBn254.sol";
import {InvBls} from "./InvBls.sol";

/// @notice The cheatcodes the invariant suite uses (forge-std is not vendored).
interface InvVm {
    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function roll(uint256 blockNumber) external;
    function warp(uint256 timestamp) external;
    function deal(address who, uint256 balance) external;
    function readFile(string calldata path) external view returns (string memory);
    function parseJsonAddress(string calldata json, string calldata key) external pure returns (address);
    function parseJsonAddressArray(string calldata json, string calldata key) external pure returns (address[] memory);
    function parseJsonBytes32Array(string calldata json, string calldata key) external pure returns (bytes32[] memory);
}

/// @notice The registry's operators as the handler sees them: 0, 1, 2 dishonest, 3, 4 honest (vector indices).
struct Ops {
    address[5] addr;
    bytes32[5] id;
    G1Point[5] pk1;
    G2Point[5] pk2;
    uint256[5] sk;
    /// @dev operator positions in ascending id order (the order quorum signatures list ids in)
    uint8[5] byId;
}

/// @notice Drives one DisputeGame (over the real AlphabetStep, see DisputeInvariants.t.sol), one real
/// LLMConsumer and one real OperatorRegistry with bounded random actions of honest and adversarial actors,
/// and keeps the ghost state the invariants compare against.
///
/// Actors. HC, the honest challenger: opens only on wrong landed answers (at once when one lands, and
/// when the fuzzer picks it), plays honestly, resolves its succeeded challenges with the true liability
/// proof. HD, the honest defender: defends every challenge on a correct answer as soon as it is opened
/// (a vigilant watcher), plays honestly. Honest players act at once at every step of the run
/// (`_honestAct` after every action): they spend no clock time, step stepping games, time out players
/// whose clock ran out, release games of failed challenges. Griefers G0..G2: open on any landed answer
/// (with arbitrary mismatch proofs), defend anything, move with a lying trace, the honest one or random
/// claims, resolve with arbitrary proofs, slash with arbitrary id lists, time out, release, expire,
/// withdraw at any time. Operators 3 and 4 are honest: they sign only correct answers; wrong answers are
/// signed by subsets of operators 0–2.
contract DisputeHandler {
    InvVm internal constant vm = InvVm(address(uint160(uint256(keccak256("hevm cheat code")))));
    bytes32 internal constant LIE_DOMAIN = keccak256("deepcall/bisection/lie");
    bytes32 internal constant ALPHABET_ANCHOR = keccak256("deepcall/alphabet/v1");
    uint256 internal constant LEVELS = 3; // AlphabetStep([2, 2])
    uint256 internal constant SUB = 2;

    DisputeGame public immutable game;
    OperatorRegistry public immutable registry;
    LLMConsumer public immutable consumer;
    address public immutable owner; // the registry's owner (setStake)

    address public constant HC = address(0x4C4C);
    address public constant HD = address(0x4D4D);
    address[3] internal griefers = [address(0x6001), address(0x6002), address(0x6003)];

    Ops internal ops;

    struct Landing {
        bytes32 input;
        uint256[] prompt;
        uint256 n;
        bytes32 root;
        uint256[] tokens;
        Transition t;
        bytes32 signatory;
        bytes32[] nonSigners;
        bytes32[] signers;
        bool correct;
        uint8 kind;
    }

    struct Ch {
        uint256 id;
        uint256 landing;
        address challenger;
    }

    Landing[] internal landings;
    Ch[] internal chs;
    /// @dev challenge id → index in chs + 1
    mapping(uint256 => uint256) internal chIndex;
    /// @dev games with an honest player, not yet seen over
    uint256[] internal honestGames;

    // ghosts
    uint256 public ghostDeposited;
    uint256 public ghostWithdrawn;
    /// @dev Σ stake the owner assigned (initial and setStake), per the registry's standalone book-keeping
    uint256 public ghostAssigned;
    /// @dev Σ of the stake drops measured around slash calls
    uint256 public ghostSlashed;
    /// @dev the stake the owner last assigned to each operator (honest ones never change)
    uint256[5] public ghostStakeSet;
    /// @dev an honest action that reverted (an honest player could not make its move)
    uint256 public honestFailures;
    bytes public lastHonestFailure;
    uint256 public hcOpened;
    uint256 public hcResolved;
    uint256 public resolvedByOthers;
    uint256 public pagesSlashed;
    uint256 public gamesPlayedToStep;
    uint256 internal nonce;

    /// @dev how often each action ran and what it reached (for debugging a run)
    mapping(bytes32 => uint256) public calls;

    constructor(DisputeGame game_, OperatorRegistry registry_, LLMConsumer consumer_, address owner_, Ops memory ops_) {
        game = game_;
        registry = registry_;
        consumer = consumer_;
        owner = owner_;
        for (uint256 i; i < 5; ++i) {
            ops.addr[i] = ops_.addr[i];
            ops.id[i] = ops_.id[i];
            ops.pk1[i] = ops_.pk1[i];
            ops.pk2[i] = ops_.pk2[i];
            ops.sk[i] = ops_.sk[i];
            ops.byId[i] = ops_.byId[i];
        }
        for (uint256 i; i < 5; ++i) {
            ghostStakeSet[i] = registry_.stakeOf(ops_.addr[i]);
            ghostAssigned += ghostStakeSet[i];
        }
        vm.deal(HC, 1e9 ether);
        vm.deal(HD, 1e9 ether);
        for (uint256 i; i < 3; ++i) {
            vm.deal(griefers[i], 1e9 ether);
        }
    }

    // ================================================================ actions

    /// @notice A quorum lands an answer: correct (signers any subset over the threshold, honest ones
    /// included) or wrong (signers among operators 0–2 only) — a lying root, a random root, a token count
    /// other than n, or a refused request (n = 0). The honest challenger opens on a wrong one unless
    /// `hcSkips` says it missed it.
    function land(uint256 kindSeed, uint256 maskSeed, uint256 shapeSeed, bool hcSkips) external {
        if (_land(kindSeed, maskSeed, shapeSeed) && !hcSkips) {
            uint256 before = chs.length;
            _open(HC, landings.length - 1, new bytes32[](0));
            if (chs.length > before && (kindSeed >> 8) % 3 != 0) _defend(griefers[(kindSeed >> 16) % 3], chs[before].id);
        }
        _honestAct();
    }

    /// @dev Lands an answer of the kind kindSeed picks; whether a wrong answer landed. When the honest
    /// challenger opens on it, a griefer (the quorum's accomplice) defends when kindSeed says so.
    function _land(uint256 kindSeed, uint256 maskSeed, uint256 shapeSeed) internal returns (bool wrongLanded) {
        calls["land"]++;
        uint8 kind = uint8(kindSeed % 6);
        bool correct = kind < 2;
        uint256 len = 1 + shapeSeed % 2;
        uint256 n = kind == 5 ? 0 : 1 + (shapeSeed >> 1) % 4;
        uint256[] memory prompt = new uint256[](len);
        for (uint256 j; j < len; ++j) {
            prompt[j] = ++nonce;
        }
        uint256 steps = len + n - 1;
        uint256[] memory tokens = new uint256[](kind == 4 ? n + 1 : n);
        for (uint256 j; j < tokens.length; ++j) {
            tokens[j] = 100 + j + (maskSeed >> 8) % 1000;
        }
        bytes32 root;
        if (kind == 2) root = keccak256(abi.encodePacked(LIE_DOMAIN, _state(_lastT(steps))));
        else if (kind == 3) root = keccak256(abi.encode("random root", maskSeed, nonce));
        else if (kind != 5) root = _state(_lastT(steps));
        else root = keccak256("refused");

        uint256 mask = correct ? maskSeed % 32 : maskSeed % 8;
        if (mask == 0 || !_overThreshold(mask)) mask |= 7;
        if (!correct) require(mask & 24 == 0, "honest in a wrong quorum");

        Transition memory t;
        t.chainId = block.chainid;
        t.consumer = address(consumer);
        t.index = uint64(nonce);
        t.manifest = consumer.manifest();
        t.input = keccak256(abi.encodePacked(n, len, prompt));
        t.slot = consumer.resultSlot(t.input);
        t.newValue = keccak256(abi.encodePacked(root, tokens));
        t.referenceBlock = uint32(block.number - 1);
        (QuorumSignature memory sig, bytes32[] memory nonSigners, bytes32[] memory signers) = _sign(t, mask);
        try consumer.verifyAndUpdate(t, sig, root, tokens) {}
        catch {
            return false;
        }
        calls["landed"]++;
        Landing storage l = landings.push();
        l.input = t.input;
        l.prompt = prompt;
        l.n = n;
        l.root = root;
        l.tokens = tokens;
        l.t = t;
        l.signatory = consumer.quorumSignatory(t.referenceBlock, nonSigners);
        l.nonSigners = nonSigners;
        l.signers = signers;
        l.correct = correct;
        l.kind = kind;
        wrongLanded = !correct;
    }

    /// @notice Someone opens a challenge on a landed answer: HC only on wrong ones; griefers on any, with
    /// a made-up mismatch proof when `proofSeed` says so.
    function open(uint256 actorSeed, uint256 landingSeed, uint256 proofSeed) external {
        calls["open"]++;
        if (landings.length == 0) return;
        uint256 li = landingSeed % landings.length;
        address who = actorSeed % 4 == 3 ? HC : griefers[actorSeed % 3];
        if (who == HC && landings[li].correct) who = griefers[0];
        bytes32[] memory mismatch;
        if (who != HC && proofSeed % 3 == 0) {
            uint256 len = 2 + (proofSeed >> 8) % 6;
            mismatch = new bytes32[](len);
            for (uint256 i; i < len; ++i) {
                mismatch[i] = keccak256(abi.encode(proofSeed, i));
            }
            mismatch[0] = bytes32((proofSeed >> 16) % 4);
        }
        _open(who, li, mismatch);
        _honestAct();
    }

    /// @notice A griefer defends a challenge.
    function defend(uint256 actorSeed, uint256 chSeed) external {
        calls["defend"]++;
        if (chs.length == 0) return;
        Ch memory c = chs[chSeed % chs.length];
        _defend(griefers[actorSeed % 3], c.id);
        _honestAct();
    }

    /// @notice Up to 1 + strat % 12 moves in one game: the griefer on turn moves by its strategy (a lying
    /// trace from some level-0 leaf, the honest trace, or random claims and verdicts), fixed for the call;
    /// honest players answer at once (`_honestAct`) between the griefer's moves.
    function move(uint256 gameSeed, uint256 strat) external {
        calls["move"]++;
        uint256 count = game.gameCount();
        if (count == 0) return;
        uint256 gid = 1 + gameSeed % count;
        uint256 moves = 1 + strat % 12;
        strat >>= 4;
        for (uint256 k; k < moves; ++k) {
            DisputeGame.Game memory g = game.game(gid);
            if (g.phase == 2) break;
            if (g.phase == 1) {
                try game.step(gid, "") {} catch {}
                break;
            }
            address mover = g.turn == 0 ? g.defender : g.challenger;
            if (mover == HC || mover == HD) break;
            uint256 mode = strat % 3;
            uint256 from = mode == 1 ? type(uint256).max : (strat >> 8) % (g.steps + 1);
            Move memory m = _bisectArgs(g, from);
            if (mode == 2) {
                if (g.pending) m.verdict = uint8(1 + uint256(keccak256(abi.encode(strat, k))) % 2);
                if (m.hasClaim) m.claim = keccak256(abi.encode(strat, gid, k));
            }
            vm.prank(mover);
            try game.bisect(gid, m.verdict, m.on, m.hasClaim, m.claim, m.pos) {} catch {
                break;
            }
            _honestAct();
        }
        _honestAct();
    }

    /// @notice Anyone steps a game with an arbitrary witness.
    function step(uint256 gameSeed, bool withWitness) external {
        calls["step"]++;
        uint256 count = game.gameCount();
        if (count == 0) return;
        try game.step(1 + gameSeed % count, withWitness ? bytes("x") : bytes("")) {} catch {}
        _honestAct();
    }

    /// @notice Time passes (honest players act before and after).
    function pass(uint256 dt, uint256 blocks) external {
        calls["pass"]++;
        _honestAct();
        uint48 clock = game.clock();
        vm.warp(block.timestamp + 1 + dt % (2 * uint256(clock)));
        vm.roll(block.number + blocks % 8);
        _honestAct();
    }

    /// @notice A long pause: past every clock and the resolve window (7 days) sometimes.
    function sleep(bool long) external {
        calls["sleep"]++;
        _honestAct();
        vm.warp(block.timestamp + (long ? 8 days : uint256(game.joinWindow()) + 2 * uint256(game.clock()) + 1));
        vm.roll(block.number + 20);
        _honestAct();
    }

    function timeout(uint256 gameSeed) external {
        calls["timeout"]++;
        uint256 count = game.gameCount();
        if (count == 0) return;
        try game.timeout(1 + gameSeed % count) {} catch {}
        _honestAct();
    }

    function release(uint256 gameSeed) external {
        calls["release"]++;
        uint256 count = game.gameCount();
        if (count == 0) return;
        try game.release(1 + gameSeed % count) {} catch {}
        _honestAct();
    }

    /// @notice Anyone resolves a challenge with an arbitrary liability proof: the true one, one adding an
    /// honest operator to the signers, one dropping a signer, one moving an honest non-signer to the
    /// signers, a sharded kind, random bytes, or another landing's true proof.
    function resolve(uint256 chSeed, uint256 proofSeed, uint256 callerSeed) external {
        calls["resolve"]++;
        if (chs.length == 0) return;
        Ch memory c = chs[chSeed % chs.length];
        Landing storage l = landings[c.landing];
        bytes memory proof;
        uint256 mode = proofSeed % 7;
        if (mode == 0) {
            proof = abi.encode(uint256(1), l.nonSigners, l.signers);
        } else if (mode == 1) {
            proof = abi.encode(uint256(1), l.nonSigners, _withHonest(l.signers, proofSeed));
        } else if (mode == 2 && l.signers.length > 1) {
            proof = abi.encode(uint256(1), l.nonSigners, _drop(l.signers, proofSeed >> 8));
        } else if (mode == 3) {
            (bytes32[] memory ns, bytes32[] memory s) = _moveHonest(l.nonSigners, l.signers);
            proof = abi.encode(uint256(1), ns, s);
        } else if (mode == 4) {
            proof = abi.encode(uint256(0), keccak256(abi.encode(proofSeed)));
        } else if (mode == 5) {
            proof = abi.encodePacked(keccak256(abi.encode(proofSeed)), proofSeed);
        } else {
            Landing storage o = landings[(proofSeed >> 8) % landings.length];
            proof = abi.encode(uint256(1), o.nonSigners, o.signers);
        }
        address who = callerSeed % 5 == 4 ? HC : (callerSeed % 5 == 3 ? HD : griefers[callerSeed % 3]);
        vm.prank(who);
        try game.resolve(c.id, proof) {
            resolvedByOthers++;
        } catch {}
        _honestAct();
    }

    /// @notice Anyone slashes a page of a resolved challenge with an arbitrary id list: the true list, one
    /// with an honest operator added, the list reversed, or one with a signer dropped.
    function slash(uint256 chSeed, uint256 idsSeed, uint256 max) external {
        calls["slash"]++;
        if (chs.length == 0) return;
        Ch memory c = chs[chSeed % chs.length];
        bytes32[] memory ids = landings[c.landing].signers;
        uint256 mode = idsSeed % 4;
        if (mode == 1) ids = _withHonest(ids, idsSeed >> 8);
        else if (mode == 2) ids = _reversed(ids);
        else if (mode == 3 && ids.length > 1) ids = _drop(ids, idsSeed >> 8);
        uint256 before = _totalStakeOf();
        try game.slash(c.id, ids, max % 4) {
            pagesSlashed++;
        } catch {}
        ghostSlashed += before - _totalStakeOf();
        _honestAct();
    }

    function expire(uint256 chSeed) external {
        calls["expire"]++;
        if (chs.length == 0) return;
        try game.expire(chs[chSeed % chs.length].id) {} catch {}
        _honestAct();
    }

    function withdraw(uint256 actorSeed) external {
        calls["withdraw"]++;
        address who = actorSeed % 5 == 4 ? HC : (actorSeed % 5 == 3 ? HD : griefers[actorSeed % 3]);
        uint256 before = who.balance;
        vm.prank(who);
        try game.withdraw() {
            ghostWithdrawn += who.balance - before;
        } catch {}
        _honestAct();
    }

    /// @notice The registry's owner changes a dishonest operator's stake (standalone mode).
    function setStake(uint256 opSeed, uint256 amount) external {
        calls["setStake"]++;
        uint256 i = opSeed % 3;
        uint96 s = uint96(1 ether + amount % 40 ether);
        uint256 old = registry.stakeOf(ops.addr[i]);
        vm.prank(owner);
        registry.setStake(ops.addr[i], s);
        ghostAssigned = ghostAssigned + s - old;
        ghostStakeSet[i] = s;
        _honestAct();
    }

    // ================================================================ honest players

    /// @dev Every honest move due now: step stepping games, time out expired sides, answer on turn,
    /// release games of failed challenges; HC resolves its succeeded challenges with the true proof.
    function _honestAct() internal {
        for (uint256 round; round < 8; ++round) {
            bool progressed;
            for (uint256 k; k < honestGames.length; ++k) {
                if (_honestMove(honestGames[k])) progressed = true;
            }
            if (!progressed) break;
        }
        // prune the games that are over
        for (uint256 k; k < honestGames.length;) {
            if (game.game(honestGames[k]).phase == 2) {
                honestGames[k] = honestGames[honestGames.length - 1];
                honestGames.pop();
            } else {
                ++k;
            }
        }
        for (uint256 k; k < chs.length; ++k) {
            Ch memory c = chs[k];
            if (c.challenger != HC) continue;
            if (game.challengeState(c.id) != ChallengeStates.SUCCEEDED) continue;
            Landing storage l = landings[c.landing];
            vm.prank(HC);
            try game.resolve(c.id, abi.encode(uint256(1), l.nonSigners, l.signers)) {
                hcResolved++;
            } catch (bytes memory err) {
                _failed(err);
            }
        }
    }

    /// @dev One honest action in game `gid`, if one is due; whether something happened.
    function _honestMove(uint256 gid) internal returns (bool) {
        DisputeGame.Game memory g = game.game(gid);
        if (g.phase == 2) return false;
        uint8 state = game.challengeState(g.challengeId);
        if (state == ChallengeStates.CHALLENGE_FAILED) {
            try game.release(gid) {} catch (bytes memory err) {
                _failed(err);
            }
            return true;
        }
        if (state == ChallengeStates.CHALLENGE_RESOLVED || state == ChallengeStates.CHALLENGE_EXPIRED) return false;
        if (block.timestamp > uint256(g.turnStart) + (g.turn == 0 ? g.clockDefender : g.clockChallenger)) {
            try game.timeout(gid) {} catch (bytes memory err) {
                _failed(err);
            }
            return true;
        }
        if (g.phase == 1) {
            gamesPlayedToStep++;
            try game.step(gid, "") {} catch (bytes memory err) {
                _failed(err);
            }
            return true;
        }
        uint8 honestSide = g.challenger == HC ? 1 : 0;
        if (g.turn != honestSide) return false;
        Move memory m = _bisectArgs(g, type(uint256).max);
        vm.prank(honestSide == 1 ? HC : HD);
        try game.bisect(gid, m.verdict, m.on, m.hasClaim, m.claim, m.pos) {} catch (bytes memory err) {
            _failed(err);
        }
        return true;
    }

    function _failed(bytes memory err) internal {
        honestFailures++;
        lastHonestFailure = err;
    }

    // ================================================================ opening and defending

    function _open(address who, uint256 li, bytes32[] memory mismatch) internal {
        Landing storage l = landings[li];
        uint256 bond = game.challengerBond();
        vm.prank(who);
        try game.open{value: bond}(address(consumer), l.prompt, l.n, l.root, l.tokens, l.t, l.signatory, mismatch)
        returns (uint256 cid) {
            ghostDeposited += bond;
            chs.push(Ch({id: cid, landing: li, challenger: who}));
            chIndex[cid] = chs.length;
            if (who == HC) hcOpened++;
            calls["opened"]++;
            // the vigilant honest defender joins every challenge on a correct answer at once
            if (l.correct) _defend(HD, cid);
        } catch {}
    }

    function _defend(address who, uint256 cid) internal {
        uint256 bond = game.defenderBond();
        vm.prank(who);
        try game.defend{value: bond}(cid) returns (uint256 gid) {
            ghostDeposited += bond;
            calls["defended"]++;
            Ch storage c = chs[chIndex[cid] - 1];
            if (who == HD || c.challenger == HC) honestGames.push(gid);
        } catch (bytes memory err) {
            if (who == HD) _failed(err);
        }
    }

    // ================================================================ the alphabet trace (AlphabetStep)

    /// @dev s_t of the alphabet trace (AlphabetStep.alphabetStep folded from the anchor).
    function _state(uint256 t) internal pure returns (bytes32 s) {
        s = ALPHABET_ANCHOR;
        for (uint256 i; i <= t; ++i) {
            s = keccak256(abi.encodePacked(s, i, 97 + i % 26));
        }
    }

    function _lastT(uint256 steps) internal pure returns (uint256) {
        return steps * SUB * SUB - 1;
    }

    function _size(uint256 steps, uint256 level) internal pure returns (uint256) {
        return level == 0 ? steps : SUB;
    }

    /// @dev Leaf i (padding: the last leaf) under `path`, honest, or forged from level-0 leaf `from` on
    /// (AlphabetPlayer of DisputeGame.t.sol; from = max: honest).
    function _value(uint256 steps, uint256[] memory path, uint256 i, uint256 from) internal pure returns (bytes32 h) {
        uint256 n = _size(steps, path.length);
        if (i >= n) i = n - 1;
        uint256 t;
        for (uint256 l; l < LEVELS; ++l) {
            uint256 k = l < path.length ? path[l] : (l == path.length ? i : _size(steps, l) - 1);
            t = t * _size(steps, l) + k;
        }
        h = _state(t);
        bool forged = true;
        for (uint256 k; k <= path.length; ++k) {
            uint256 a = k < path.length ? path[k] : i;
            uint256 b = k == 0 ? from : 0;
            if (a != b) {
                forged = a > b;
                break;
            }
        }
        if (forged) h = keccak256(abi.encodePacked(LIE_DOMAIN, h));
    }

    function _padded(uint256 n) internal pure returns (uint256 q) {
        q = 1;
        while (q < n) q <<= 1;
    }

    struct Move {
        uint8 verdict;
        DisputeGame.Position on;
        bool hasClaim;
        bytes32 claim;
        DisputeGame.Position pos;
    }

    struct Window {
        uint256 steps;
        int256 lo;
        uint256 hi;
        uint256 level;
        uint256[] path;
    }

    /// @dev The mover's next bisect by the solver's rule over its trace (bisection.Solver; the
    /// _bisectArgs of DisputeGame.t.sol).
    function _bisectArgs(DisputeGame.Game memory g, uint256 from) internal pure returns (Move memory m) {
        Window memory w;
        w.steps = g.steps;
        w.path = new uint256[](g.level);
        for (uint256 l; l < g.level; ++l) {
            w.path[l] = g.path[l];
        }
        w.lo = g.lo;
        w.hi = g.hi;
        w.level = g.level;
        if (g.pending) {
            m.on = DisputeGame.Position(g.level, g.pendingIndex);
            bool agree = _value(w.steps, w.path, g.pendingIndex, from) == g.pendingHash;
            m.verdict = agree ? 1 : 2;
            if (agree) w.lo = int256(uint256(g.pendingIndex));
            else w.hi = g.pendingIndex;
            while (int256(w.hi) - w.lo == 1 && w.hi < _size(w.steps, w.level) && w.level < LEVELS - 1) {
                uint256[] memory deeper = new uint256[](w.path.length + 1);
                for (uint256 l; l < w.path.length; ++l) {
                    deeper[l] = w.path[l];
                }
                deeper[w.path.length] = w.hi;
                w.path = deeper;
                w.level++;
                w.lo = -1;
                w.hi = _padded(_size(w.steps, w.level)) - 1;
            }
            if (int256(w.hi) - w.lo == 1) return m;
        }
        uint256 mid = uint256(w.lo + (int256(w.hi) - w.lo) / 2);
        m.pos = DisputeGame.Position(uint64(w.level), uint64(mid));
        m.hasClaim = true;
        m.claim = _value(w.steps, w.path, mid, from);
    }

    // ================================================================ signing

    function _overThreshold(uint256 mask) internal view returns (bool) {
        uint256 signed;
        uint256 total;
        for (uint256 i; i < 5; ++i) {
            uint256 s = registry.stakeOf(ops.addr[i]);
            total += s;
            if (mask & (1 << i) != 0) signed += s;
        }
        return signed * 3 >= total * 2;
    }

    /// @dev The quorum signature of the operators in `mask` over t's digest, at t's reference block;
    /// the non-signer and signer ids ascending.
    function _sign(Transition memory t, uint256 mask)
        internal
        view
        returns (QuorumSignature memory sig, bytes32[] memory nonSigners, bytes32[] memory signers)
    {
        (uint256 hx, uint256 hy) = BlsBn254.hashToG1(consumer.transitionDigest(t));
        uint256 sk;
        uint256 ns;
        for (uint256 i; i < 5; ++i) {
            if (mask & (1 << i) != 0) {
                sk = addmod(sk, ops.sk[i], InvBls.R);
                sig.apkG2 = InvBls.g2Add(sig.apkG2, ops.pk2[i]);
            } else {
                ns++;
            }
        }
        (sig.sigma.X, sig.sigma.Y) = InvBls.mul(hx, hy, sk);
        nonSigners = new bytes32[](ns);
        signers = new bytes32[](5 - ns);
        sig.nonSignerKeys = new G1Point[](ns);
        uint256 a;
        uint256 b;
        for (uint256 k; k < 5; ++k) {
            uint256 i = ops.byId[k];
            if (mask & (1 << i) != 0) {
                signers[b++] = ops.id[i];
            } else {
                nonSigners[a] = ops.id[i];
                sig.nonSignerKeys[a++] = ops.pk1[i];
            }
        }
        sig.apkIndex = registry.apkIndexAt(t.referenceBlock);
        (sig.apk, sig.apkEntry) = registry.apkEntryAt(sig.apkIndex);
    }

    // ================================================================ id lists

    function _withHonest(bytes32[] memory ids, uint256 seed) internal view returns (bytes32[] memory out) {
        bytes32 h = ops.id[3 + seed % 2];
        out = new bytes32[](ids.length + 1);
        uint256 j;
        bool placed;
        for (uint256 i; i < ids.length; ++i) {
            if (!placed && h < ids[i]) {
                out[j++] = h;
                placed = true;
            }
            out[j++] = ids[i];
        }
        if (!placed) out[j] = h;
    }

    function _drop(bytes32[] memory ids, uint256 seed) internal pure returns (bytes32[] memory out) {
        uint256 d = seed % ids.length;
        out = new bytes32[](ids.length - 1);
        uint256 j;
        for (uint256 i; i < ids.length; ++i) {
            if (i != d) out[j++] = ids[i];
        }
    }

    function _reversed(bytes32[] memory ids) internal pure returns (bytes32[] memory out) {
        out = new bytes32[](ids.length);
        for (uint256 i; i < ids.length; ++i) {
            out[i] = ids[ids.length - 1 - i];
        }
    }

    /// @dev The honest non-signers moved to the signers (both lists kept ascending).
    function _moveHonest(bytes32[] memory ns, bytes32[] memory s)
        internal
        view
        returns (bytes32[] memory nsOut, bytes32[] memory sOut)
    {
        uint256 moved;
        for (uint256 i; i < ns.length; ++i) {
            if (ns[i] == ops.id[3] || ns[i] == ops.id[4]) moved++;
        }
        nsOut = new bytes32[](ns.length - moved);
        sOut = new bytes32[](s.length + moved);
        uint256 a;
        uint256 b;
        for (uint256 k; k < 5; ++k) {
            bytes32 id = ops.id[ops.byId[k]];
            bool wasNon;
            for (uint256 i; i < ns.length; ++i) {
                if (ns[i] == id) wasNon = true;
            }
            bool honest = id == ops.id[3] || id == ops.id[4];
            if (wasNon && !honest) nsOut[a++] = id;
            else sOut[b++] = id;
        }
    }

    // ================================================================ views for the invariants

    function _totalStakeOf() internal view returns (uint256 s) {
        for (uint256 i; i < 5; ++i) {
            s += registry.stakeOf(ops.addr[i]);
        }
    }

    function totalStakeOf() external view returns (uint256) {
        return _totalStakeOf();
    }

    function totalSlashedOf() external view returns (uint256 s) {
        for (uint256 i; i < 5; ++i) {
            s += registry.slashedOf(ops.addr[i]);
        }
    }

    function operator(uint256 i) external view returns (address) {
        return ops.addr[i];
    }

    function actors() public view returns (address[5] memory a) {
        a = [HC, HD, griefers[0], griefers[1], griefers[2]];
    }

    function credits() external view returns (uint256 s) {
        address[5] memory a = actors();
        for (uint256 i; i < 5; ++i) {
            s += game.credit(a[i]);
        }
    }

    function challengeCount() external view returns (uint256) {
        return chs.length;
    }

    function challengeAt(uint256 k) external view returns (uint256 id, bool honest, bytes32 input, bool correct) {
        Ch memory c = chs[k];
        return (c.id, c.challenger == HC, landings[c.landing].input, landings[c.landing].correct);
    }

    function landingCount() external view returns (uint256) {
        return landings.length;
    }
}
