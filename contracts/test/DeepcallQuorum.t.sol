// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {DeepcallVmTest} from "./DeepcallVm.sol";
import {ModelFixture} from "./IQ16Engine.t.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {BlsBn254, G1Point, G2Point} from "../src/BlsBn254.sol";
import {
    QuorumSignature,
    StaleReferenceBlock,
    FutureReferenceBlock,
    WrongApkIndex,
    ApkMismatch,
    NonSignersNotSorted,
    NonSignerNotRegistered,
    OperatorHistoryUnavailable,
    BelowThreshold,
    BadSignature
} from "../src/BlsSignatureChecker.sol";
import {OperatorRegistry} from "../src/OperatorRegistry.sol";
import {DeepcallConsumer, Transition} from "../src/DeepcallConsumer.sol";
import {LLMConsumer, ILLMEngine} from "../src/LLMConsumer.sol";

contract BlsHashHarness {
    function hashToG1(bytes32 m) external view returns (uint256, uint256) {
        return BlsBn254.hashToG1(m);
    }

    function hashToG1Hinted(bytes32 m, uint256[] calldata hints) external pure returns (uint256, uint256) {
        return BlsBn254.hashToG1Hinted(m, hints);
    }

    /// @dev The hints of m computed here with MODEXP, independently of blsagg: z = (−β)^((p+1)/4) per
    /// rejected try, then y = β^((p+1)/4) and w = y^((p+1)/4).
    function hintsOf(bytes32 m) external view returns (uint256[] memory hints) {
        uint256 p = BlsBn254.P;
        uint256 x = uint256(m) % p;
        hints = new uint256[](0);
        for (;;) {
            uint256 beta = addmod(mulmod(mulmod(x, x, p), x, p), 3, p);
            uint256 y = _pow(beta, BlsBn254.SQRT_EXP);
            if (mulmod(y, y, p) == beta) {
                hints = _push(_push(hints, y), _pow(y, BlsBn254.SQRT_EXP));
                return hints;
            }
            hints = _push(hints, _pow(p - beta, BlsBn254.SQRT_EXP));
            x = addmod(x, 1, p);
        }
    }

    function _pow(uint256 b, uint256 e) internal view returns (uint256 r) {
        (bool ok, bytes memory out) = address(0x05).staticcall(abi.encode(32, 32, 32, b, e, BlsBn254.P));
        require(ok);
        r = abi.decode(out, (uint256));
    }

    function _push(uint256[] memory a, uint256 v) internal pure returns (uint256[] memory b) {
        b = new uint256[](a.length + 1);
        for (uint256 i; i < a.length; ++i) {
            b[i] = a[i];
        }
        b[a.length] = v;
    }
}

/// @dev LLMConsumer's token packing of the Updated event, exposed.
contract PackHarness is LLMConsumer {
    constructor(OperatorRegistry r, ILLMEngine e, bytes32[] memory c) LLMConsumer(r, e, c, 2, 3) {}

    /// @dev The packed bytes as _pack writes them, with the whole padded words it wrote (tail included).
    function pack(uint256[] calldata toks) external pure returns (bool ok, bytes memory padded) {
        uint256 words = (toks.length * 4 + 31) / 32;
        padded = new bytes(32 * (toks.length + 1)); // what the consumer allocates (and more)
        uint256 q;
        assembly {
            q := add(padded, 0x20)
            // dirty memory, as the hashed token words leave it
            for { let i := 0 } lt(i, mload(padded)) { i := add(i, 0x20) } { mstore(add(q, i), not(0)) }
        }
        ok = _pack(q, toks);
        assembly {
            mstore(padded, shl(5, words))
        }
    }
}

/// @notice The cheatcodes these tests use beyond the shared Vm interface.
interface QuorumCheats {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory);
}

/// @notice testdata/bls/vectors.json (go test ./blsagg -run TestEVMVectors -update): 100 operators with
/// stakes (i+1)·10¹⁸ registered at block 100 with their proofs of possession, an LLMConsumer whose
/// transitions reference block 100 — 0 and 1 in order, and 2, another transition 0 with a 32-token
/// answer — each writing protocol.ResultValue(root, tokens), and quorum signatures good and bad.
abstract contract QuorumFixture is DeepcallVmTest, ModelFixture {
    string internal constant VECTORS = "testdata/bls/vectors.json";
    uint256 internal constant WINDOW = 300;

    string internal json;
    uint256 internal refBlock;
    OperatorRegistry internal registry;
    EngineHarness internal engine;
    LLMConsumer internal consumer;
    bytes32[] internal chunks;
    /// @dev QuorumSignature.apk and .apkEntry of history entry 0, the one in force at the reference block.
    G1Point internal apkHint;
    uint256 internal apkEntryHint;

    function setUp() public virtual {
        json = vm.readFile(VECTORS);
        refBlock = vm.parseJsonUint(json, ".referenceBlock");
        vm.roll(refBlock);
        // The real engine over stories260K's overlays: the manifest the vectors' transitions pin.
        (engine, chunks) = _load("stories260K");
        if (engine.manifestHash() != vm.parseJsonBytes32(json, ".transitions[0].manifest")) {
            revert Mismatch("manifest");
        }

        // The PoPs bind the registry's address and the digests the consumer's: both are CREATEs of a
        // fixed deployer (nonces 0 and 1).
        address deployer = vm.parseJsonAddress(json, ".deployer");
        vm.startPrank(deployer);
        registry = new OperatorRegistry(WINDOW, address(0), address(0));
        consumer = new LLMConsumer(registry, ILLMEngine(address(engine)), chunks, 2, 3);
        if (address(registry) != vm.parseJsonAddress(json, ".registry")) revert Mismatch("registry address");
        if (address(consumer) != vm.parseJsonAddress(json, ".consumer")) revert Mismatch("consumer address");
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        bytes32[] memory stakes = vm.parseJsonBytes32Array(json, ".operators.stakes");
        for (uint256 i; i < addrs.length; ++i) {
            registry.setStake((addrs[i]), uint96(uint256(stakes[i])));
        }
        vm.stopPrank();

        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        bytes32[] memory pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        for (uint256 i; i < addrs.length; ++i) {
            vm.prank((addrs[i]));
            registry.registerOperator(_g1(pk1, i), _g2(pk2, i), _g1(pop, i));
        }
        vm.roll(refBlock + 1);
        _refreshApk();
    }

    // ------------------------------------------------------------------ JSON helpers

    function _addr(bytes32 w) internal pure returns (address) {
        return address(uint160(uint256(w)));
    }

    function _uints(bytes32[] memory w) internal pure returns (uint256[] memory u) {
        assembly {
            u := w
        }
    }

    function _g1(bytes32[] memory w, uint256 i) internal pure returns (G1Point memory) {
        return G1Point(uint256(w[2 * i]), uint256(w[2 * i + 1]));
    }

    function _g2(bytes32[] memory w, uint256 i) internal pure returns (G2Point memory p) {
        p.X = [uint256(w[4 * i]), uint256(w[4 * i + 1])];
        p.Y = [uint256(w[4 * i + 2]), uint256(w[4 * i + 3])];
    }

    function _transition(uint256 k) internal view returns (Transition memory t) {
        string memory p = _tp(k);
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

    /// @dev The JSON path of transition k (k < 10).
    function _tp(uint256 k) internal pure returns (string memory) {
        return string.concat(".transitions[", string(abi.encodePacked(bytes1(uint8(48 + k)))), "]");
    }

    function _tokens(uint256 k) internal view returns (uint256[] memory) {
        return _uints(vm.parseJsonBytes32Array(json, string.concat(_tp(k), ".tokens")));
    }

    /// @dev The checkpoint-chain root of transition k's answer.
    function _root(uint256 k) internal view returns (bytes32) {
        return vm.parseJsonBytes32(json, string.concat(_tp(k), ".root"));
    }

    function _quorum(string memory name) internal view returns (QuorumSignature memory s) {
        string memory p = string.concat(".quorums.", name);
        bytes32[] memory sigma = vm.parseJsonBytes32Array(json, string.concat(p, ".sigma"));
        bytes32[] memory apk2 = vm.parseJsonBytes32Array(json, string.concat(p, ".apkG2"));
        bytes32[] memory keys = vm.parseJsonBytes32Array(json, string.concat(p, ".nonSignerKeys"));
        s.sigma = _g1(sigma, 0);
        s.apkG2 = _g2(apk2, 0);
        s.nonSignerKeys = new G1Point[](keys.length / 2);
        for (uint256 i; i < keys.length / 2; ++i) {
            s.nonSignerKeys[i] = _g1(keys, i);
        }
        s.apkIndex = 0;
        (s.apk, s.apkEntry) = (apkHint, apkEntryHint);
    }

    /// @dev Re-reads the apk hint of history entry 0 (its nextBlock changes with the next set change).
    /// Call it after changing the set and before vm.expectRevert, which a registry call would consume.
    function _refreshApk() internal {
        (apkHint, apkEntryHint) = registry.apkEntryAt(0);
    }

    /// @dev Lands transition k with its root and tokens under the named quorum signature.
    function _land(uint256 k, string memory quorum) internal {
        consumer.verifyAndUpdate(_transition(k), _quorum(quorum), _root(k), _tokens(k));
    }

    /// @dev Token ids as Updated carries them: 4 bytes (big-endian uint32) each.
    function _packed(uint256[] memory toks) internal pure returns (bytes memory b) {
        for (uint256 i; i < toks.length; ++i) {
            b = abi.encodePacked(b, uint32(toks[i]));
        }
    }

    /// @dev blsagg.HashToG1Hints of transition k's digest.
    function _hints(uint256 k) internal view returns (uint256[] memory) {
        return _uints(vm.parseJsonBytes32Array(json, string.concat(_tp(k), ".hashHints")));
    }

    /// EIP-2028 calldata cost plus the base 21,000 (the EIP-7623 floor is lower here).
    function _intrinsic(bytes memory data) internal pure returns (uint256 gas) {
        gas = 21000;
        for (uint256 i; i < data.length; ++i) {
            gas += data[i] == 0 ? 4 : 16;
        }
    }

    /// @dev Submits `t` and `s` with the root and tokens of vector transition k.
    function _submit(Transition memory t, QuorumSignature memory s, uint256 k) internal {
        consumer.verifyAndUpdate(t, s, _root(k), _tokens(k));
    }
}

contract DeepcallQuorumTest is QuorumFixture {
    // ------------------------------------------------------------------ vectors agree

    function test_registry_apkAndStakeMatchGo() public view {
        (G1Point memory apk, uint256 total) = registry.currentApk();
        bytes32[] memory want = vm.parseJsonBytes32Array(json, ".apk");
        _eq(apk.X, uint256(want[0]), "apk.X");
        _eq(apk.Y, uint256(want[1]), "apk.Y");
        _eq(total, uint256(vm.parseJsonBytes32(json, ".totalStake")), "total stake");
        _eq(registry.apkHistoryLength(), 1, "one history entry (all registered in one block)");
        bytes32[] memory ids = vm.parseJsonBytes32Array(json, ".operators.ids");
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        for (uint256 i; i < ids.length; ++i) {
            _eq(registry.operatorIdOf((addrs[i])), ids[i], "operator id");
        }
    }

    function test_hashToG1_matchesGo() public {
        BlsHashHarness h = new BlsHashHarness();
        (uint256 x, uint256 y) = h.hashToG1(vm.parseJsonBytes32(json, ".hashToG1.digest"));
        bytes32[] memory want = vm.parseJsonBytes32Array(json, ".hashToG1.point");
        _eq(x, uint256(want[0]), "H.x");
        _eq(y, uint256(want[1]), "H.y");
    }

    /// blsagg.HashToG1Hints of each vector digest prove hashToG1's point, and the hints computed here agree.
    function test_hashToG1Hinted_matchesGo() public {
        BlsHashHarness h = new BlsHashHarness();
        for (uint256 k; k < 3; ++k) {
            bytes32 d = vm.parseJsonBytes32(json, string.concat(_tp(k), ".digest"));
            uint256[] memory hints = _hints(k);
            (uint256 x, uint256 y) = h.hashToG1(d);
            (uint256 hx, uint256 hy) = h.hashToG1Hinted(d, hints);
            _eq(hx, x, "hinted X");
            _eq(hy, y, "hinted Y");
            _eq(keccak256(abi.encode(h.hintsOf(d))), keccak256(abi.encode(hints)), "hints");
        }
        // The rejection path runs: some vector's digest needs more than one try
        // (how many depends on the digest, which the vectors' model fixes).
        uint256 most;
        for (uint256 k; k < 3; ++k) {
            if (_hints(k).length > most) most = _hints(k).length;
        }
        _eq(most > 2 ? 1 : 0, 1, "a vector needs more than one try");
    }

    /// For any digest the hinted hash is hashToG1's point: the square root that is itself a square is
    /// the one MODEXP returns.
    function testFuzz_hashToG1Hinted_equalsHashToG1(bytes32 m) public {
        BlsHashHarness h = new BlsHashHarness();
        uint256[] memory hints = h.hintsOf(m);
        (uint256 x, uint256 y) = h.hashToG1(m);
        (uint256 hx, uint256 hy) = h.hashToG1Hinted(m, hints);
        _eq(hx, x, "X");
        _eq(hy, y, "Y");
    }

    /// Hints for another point or another try count are refused.
    function testFuzz_hashToG1Hinted_refusesTampering(bytes32 m, uint256 salt) public {
        BlsHashHarness h = new BlsHashHarness();
        uint256 p = BlsBn254.P;
        uint256[] memory good = h.hintsOf(m);
        uint256 k = good.length - 2;
        uint256[] memory bad = _copy(good);
        bad[k] = p - good[k]; // the other root −y: no w with w² ≡ −y exists, try the one a root formula gives
        bad[k + 1] = salt;
        _refused(h, m, bad);
        bad = _copy(good);
        bad[k] += p; // y not reduced
        _refused(h, m, bad);
        bad = _copy(good);
        bad[k + 1] = salt == good[k + 1] || salt == p - good[k + 1] ? salt + 1 : salt; // another w
        _refused(h, m, bad);
        bad = new uint256[](good.length + 1); // an invented rejected try
        bad[0] = salt;
        for (uint256 i; i < good.length; ++i) {
            bad[i + 1] = good[i];
        }
        _refused(h, m, bad);
        if (k > 0) {
            bad = new uint256[](good.length - 1); // a skipped rejected try
            for (uint256 i = 1; i < good.length; ++i) {
                bad[i - 1] = good[i];
            }
            _refused(h, m, bad);
        }
        _refused(h, m, new uint256[](1));
        _refused(h, m, new uint256[](0));
    }

    function _refused(BlsHashHarness h, bytes32 m, uint256[] memory hints) internal {
        vm.expectRevert(abi.encodeWithSelector(BlsBn254.BadHashToG1Hints.selector));
        h.hashToG1Hinted(m, hints);
    }

    function _copy(uint256[] memory a) internal pure returns (uint256[] memory b) {
        b = new uint256[](a.length);
        for (uint256 i; i < a.length; ++i) {
            b[i] = a[i];
        }
    }

    function test_digest_matchesGo() public view {
        for (uint256 k; k < 3; ++k) {
            _eq(
                consumer.transitionDigest(_transition(k)),
                vm.parseJsonBytes32(json, string.concat(_tp(k), ".digest")),
                "digest"
            );
        }
    }

    /// The Go-made new values are resultValue(root, tokens) and the slots resultSlot(input).
    function test_resultValueAndSlot_matchGo() public view {
        for (uint256 k; k < 3; ++k) {
            Transition memory t = _transition(k);
            _eq(consumer.resultValue(_root(k), _tokens(k)), t.newValue, "result value");
            _eq(consumer.resultSlot(t.input), t.slot, "result slot");
        }
        _eq(_tokens(2).length, 32, "32-token transition");
    }

    // ------------------------------------------------------------------ landing

    function test_verifyAndUpdate_lands() public {
        Transition memory t = _transition(0);
        _eq(consumer.result(t.input), bytes32(0), "empty before");
        _land(0, "valid");
        _eq(consumer.result(t.input), t.newValue, "result root");
        _eq(consumer.usedIndexWord(0), 1, "index 0 used");
    }

    /// The hinted entry point lands the same result with the same event; empty hints hash with MODEXP.
    function test_verifyAndUpdateHinted_lands() public {
        QuorumCheats cheats = QuorumCheats(address(vm));
        Transition memory t = _transition(0);
        cheats.recordLogs();
        consumer.verifyAndUpdateHinted(t, _quorum("valid"), _root(0), _tokens(0), _hints(0));
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 1, "one event");
        _eq(logs[0].topics[0], LLMConsumer.Updated.selector, "Updated");
        _eq(keccak256(logs[0].data), keccak256(abi.encode(_root(0), _packed(_tokens(0)))), "data");
        _eq(consumer.result(t.input), t.newValue, "result value");
        consumer.verifyAndUpdateHinted(_transition(1), _quorum("second"), _root(1), _tokens(1), new uint256[](0));
        _eq(consumer.usedIndexWord(0), 3, "indices 0 and 1 used");
    }

    /// Hints of another digest, or tampered ones, are refused and nothing lands.
    function test_verifyAndUpdateHinted_badHints_reverts() public {
        Transition memory t = _transition(0);
        QuorumSignature memory s = _quorum("valid");
        uint256[] memory other = _hints(1);
        vm.expectRevert(abi.encodeWithSelector(BlsBn254.BadHashToG1Hints.selector));
        consumer.verifyAndUpdateHinted(t, s, _root(0), _tokens(0), other);
        uint256[] memory h = _hints(0);
        h[h.length - 2] = BlsBn254.P - h[h.length - 2]; // −y
        vm.expectRevert(abi.encodeWithSelector(BlsBn254.BadHashToG1Hints.selector));
        consumer.verifyAndUpdateHinted(t, s, _root(0), _tokens(0), h);
        _eq(consumer.usedIndexWord(0), 0, "nothing landed");
        // the hints do not stand in for the signature
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        consumer.verifyAndUpdateHinted(t, _quorum("badSignature"), _root(0), _tokens(0), _hints(0));
    }

    function test_verifyAndUpdate_twoInOrder() public {
        _land(0, "valid");
        _land(1, "second");
        _eq(consumer.result(_transition(1).input), _transition(1).newValue, "second root");
        _eq(consumer.usedIndexWord(0), 3, "indices 0 and 1 used");
    }

    function test_verifyAndUpdate_thresholdReachedExactly() public {
        _land(0, "threshold"); // 3367 of 5050: 3367·3 ≥ 5050·2
    }

    function test_verifyAndUpdate_allSign() public {
        _land(0, "allSign");
    }

    /// Updated carries the index, the input, the root and the tokens, exactly abi.encode(root, packed) with
    /// packed the token ids as 4-byte big-endian words.
    function test_verifyAndUpdate_emitsUpdated() public {
        QuorumCheats cheats = QuorumCheats(address(vm));
        Transition memory t = _transition(2);
        cheats.recordLogs();
        _land(2, "tokens32");
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 1, "one event");
        _eq(logs[0].topics.length, 3, "topics");
        _eq(logs[0].topics[0], LLMConsumer.Updated.selector, "Updated");
        _eq(logs[0].topics[1], bytes32(uint256(t.index)), "index topic");
        _eq(logs[0].topics[2], t.input, "input topic");
        _eq(keccak256(logs[0].data), keccak256(abi.encode(_root(2), _packed(_tokens(2)))), "data");
        _eq(consumer.result(t.input), t.newValue, "result value");
        if (!consumer.isValid(t.input)) revert Mismatch("valid after landing");
    }

    /// Any number of ids packs to abi.encodePacked of uint32s, zero-padded to a whole word.
    function testFuzz_packTokens(uint256[] memory toks, uint8 len) public {
        PackHarness h = new PackHarness(registry, ILLMEngine(address(engine)), chunks);
        uint256 n = len % 41;
        uint256[] memory ids = new uint256[](n);
        for (uint256 i; i < n; ++i) {
            ids[i] = i < toks.length ? toks[i] % (1 << 32) : i * 2654435761 % (1 << 32);
        }
        (bool ok, bytes memory padded) = h.pack(ids);
        if (!ok) revert Mismatch("in range");
        bytes memory want = _packed(ids);
        _eq(padded.length, (want.length + 31) / 32 * 32, "padded length");
        for (uint256 i; i < padded.length; ++i) {
            _eq(uint8(padded[i]), i < want.length ? uint8(want[i]) : 0, "packed byte");
        }
        if (n > 0) {
            ids[n - 1] |= 1 << (32 + (len % 200)); // one id out of range
            (ok,) = h.pack(ids);
            if (ok) revert Mismatch("out of range accepted");
        }
    }

    /// A token id that does not fit the event's uint32 is refused, even when the signed value binds it.
    function test_RevertWhen_tokenOutOfRange() public {
        Transition memory t = _transition(0);
        uint256[] memory toks = _tokens(0);
        toks[5] = 1 << 32;
        t.newValue = consumer.resultValue(_root(0), toks);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.TokenOutOfRange.selector));
        consumer.verifyAndUpdate(t, _quorum("valid"), _root(0), toks);
        toks[5] = type(uint32).max; // fits: refused only later, by the signature over another value
        t.newValue = consumer.resultValue(_root(0), toks);
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        consumer.verifyAndUpdate(t, _quorum("valid"), _root(0), toks);
    }

    /// The base's two-argument entry point is closed on LLMConsumer: results land with their tokens.
    function test_RevertWhen_noTokens() public {
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.TokensRequired.selector));
        consumer.verifyAndUpdate(_transition(0), _quorum("valid"));
    }

    /// Any other root or token list than the signed one is refused before the signature is looked at.
    function test_RevertWhen_tokensMismatch() public {
        Transition memory t = _transition(0);
        uint256[] memory toks = _tokens(0);
        bytes32 root = _root(0);
        QuorumSignature memory s = _quorum("valid");

        toks[3] += 1; // one token changed
        vm.expectRevert(
            abi.encodeWithSelector(LLMConsumer.TokensMismatch.selector, t.newValue, consumer.resultValue(root, toks))
        );
        consumer.verifyAndUpdate(t, s, root, toks);

        toks = new uint256[](7); // one token dropped
        uint256[] memory all = _tokens(0);
        for (uint256 i; i < 7; ++i) {
            toks[i] = all[i];
        }
        vm.expectPartialRevert(LLMConsumer.TokensMismatch.selector);
        consumer.verifyAndUpdate(t, s, root, toks);

        vm.expectPartialRevert(LLMConsumer.TokensMismatch.selector); // another root
        consumer.verifyAndUpdate(t, s, keccak256("another root"), all);

        vm.expectPartialRevert(LLMConsumer.TokensMismatch.selector); // no tokens
        consumer.verifyAndUpdate(t, s, root, new uint256[](0));
        _eq(consumer.usedIndexWord(0), 0, "nothing landed");
    }

    // ------------------------------------------------------------------ arbiter

    function test_arbiter_invalidates() public {
        address deployer = vm.parseJsonAddress(json, ".deployer");
        address arbiter = address(0xA4B1);
        _eq(uint256(uint160(consumer.deployer())), uint256(uint160(deployer)), "deployer");
        vm.prank(deployer);
        consumer.setArbiter(arbiter);
        _eq(uint256(uint160(consumer.arbiter())), uint256(uint160(arbiter)), "arbiter");

        Transition memory t = _transition(0);
        if (consumer.isValid(t.input)) revert Mismatch("valid before landing");
        _land(0, "valid");
        if (!consumer.isValid(t.input)) revert Mismatch("valid after landing");
        QuorumCheats cheats = QuorumCheats(address(vm));
        cheats.recordLogs();
        vm.prank(arbiter);
        consumer.invalidate(t.input);
        QuorumCheats.Log[] memory logs = cheats.getRecordedLogs();
        _eq(logs.length, 1, "one event");
        _eq(logs[0].topics[0], LLMConsumer.Invalidated.selector, "Invalidated");
        _eq(logs[0].topics[1], t.input, "invalidated input");
        if (!consumer.invalid(t.input)) revert Mismatch("marked invalid");
        if (consumer.isValid(t.input)) revert Mismatch("invalid after invalidation");
        _eq(consumer.result(t.input), t.newValue, "the value stays for the record");
    }

    function test_RevertWhen_setArbiterNotDeployer() public {
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotDeployer.selector));
        consumer.setArbiter(address(this));
    }

    function test_RevertWhen_setArbiterTwice() public {
        address deployer = vm.parseJsonAddress(json, ".deployer");
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.ZeroArbiter.selector));
        consumer.setArbiter(address(0));
        vm.prank(deployer);
        consumer.setArbiter(address(0xA4B1));
        vm.prank(deployer);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.ArbiterAlreadySet.selector));
        consumer.setArbiter(address(0xA4B2));
    }

    function test_RevertWhen_invalidateNotArbiter() public {
        Transition memory t = _transition(0);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotArbiter.selector));
        consumer.invalidate(t.input); // no arbiter yet
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        consumer.setArbiter(address(0xA4B1));
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.NotArbiter.selector));
        consumer.invalidate(t.input);
    }

    /// A reference block before an operator left still counts it: its key and stake at that block.
    function test_verifyAndUpdate_historyAfterDeregistration() public {
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        vm.prank((addrs[0])); // operator 0 is a non-signer of "valid"
        registry.deregisterOperator();
        vm.prank((addrs[5])); // operator 5 a signer
        registry.deregisterOperator();
        vm.roll(refBlock + 2);
        _refreshApk();
        _eq(registry.apkHistoryLength(), 2, "history entries");
        _eq(registry.apkIndexAt(uint32(refBlock)), 0, "apk index at the reference block");
        _land(0, "valid");
    }

    /// Stake changes after the reference block do not change what signed at it; two changes of one
    /// non-signer since then leave its stake at the reference block unknown.
    function test_verifyAndUpdate_stakeHistory() public {
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        bytes32[] memory ids = vm.parseJsonBytes32Array(json, ".operators.ids");
        address owner = vm.parseJsonAddress(json, ".deployer");
        vm.prank(owner);
        registry.setStake(addrs[10], 1e27); // a non-signer of "valid" grows past a third of the stake
        vm.roll(refBlock + 2);
        _eq(registry.stakeAt(ids[10], uint32(refBlock)), 11e18, "stake at the reference block");
        _eq(registry.stakeAt(ids[10], uint32(refBlock + 1)), 1e27, "stake after");
        _refreshApk();
        _land(0, "valid"); // one change since the reference block: its previous stake counts
        vm.prank(owner);
        registry.setStake(addrs[10], 5e18);
        vm.roll(refBlock + 3);
        _refreshApk();
        vm.expectRevert(abi.encodeWithSelector(OperatorHistoryUnavailable.selector, ids[10], uint32(refBlock)));
        _land(1, "second");
    }

    /// The full stake history answers stakeAt and checkSignaturesAt at any block; the landing's record
    /// (two entries) does not, as test_verifyAndUpdate_stakeHistory shows.
    function test_stakeHistory_everyChangeKept() public {
        address[] memory addrs = vm.parseJsonAddressArray(json, ".operators.addresses");
        bytes32[] memory ids = vm.parseJsonBytes32Array(json, ".operators.ids");
        vm.startPrank(vm.parseJsonAddress(json, ".deployer"));
        uint32 first = uint32(block.number);
        for (uint256 m = 2; m <= 6; ++m) {
            registry.setStake(addrs[10], uint96(11e18 * m)); // a non-signer of "valid"
            registry.setStake(addrs[10], uint96(11e18 * m + 1)); // same block: one checkpoint
            vm.roll(block.number + 1);
        }
        vm.stopPrank();
        _eq(registry.stakeHistoryLength(ids[10]), 6, "registration and five changes");
        (uint32 from, uint96 stake) = registry.stakeHistory(ids[10], 0);
        _eq(from, refBlock, "registered at the reference block");
        _eq(stake, 11e18, "with its first stake");
        _eq(registry.stakeAt(ids[10], uint32(refBlock - 1)), 0, "not registered before");
        _eq(registry.stakeAt(ids[10], uint32(refBlock)), 11e18, "stake at the reference block");
        for (uint256 m = 2; m <= 6; ++m) {
            _eq(registry.stakeAt(ids[10], uint32(first + m - 2)), 11e18 * m + 1, "stake at each block of change");
        }
        _refreshApk();
        Transition memory t = _transition(0);
        (uint256 signedStake, uint256 total) =
            registry.checkSignaturesAt(consumer.transitionDigest(t), uint32(refBlock), _quorum("valid"), 2, 3);
        _eq(total, 5050e18, "total stake at the reference block");
        if (signedStake == 0 || signedStake >= total) revert Mismatch("signed stake");
        vm.expectRevert(abi.encodeWithSelector(OperatorHistoryUnavailable.selector, ids[10], uint32(refBlock)));
        _land(0, "valid");
    }

    // ------------------------------------------------------------------ requests

    function _request(uint256 k) internal returns (bytes32) {
        uint256[] memory prompt = vm.parseJsonUintArray(json, string.concat(_tp(k), ".prompt"));
        uint256 n = vm.parseJsonUint(json, string.concat(_tp(k), ".n"));
        return consumer.request(prompt, n);
    }

    function test_request_writesMarker() public {
        Transition memory t = _transition(0);
        _eq(consumer.REQUESTED(), bytes32(uint256(1)), "REQUESTED is the word 1 (protocol.Requested)");
        QuorumCheats(address(vm)).recordLogs();
        vm.prank(address(0xB0B));
        bytes32 input = _request(0);
        _eq(input, t.input, "the input hash");
        _eq(consumer.result(input), consumer.REQUESTED(), "the slot holds REQUESTED");
        if (!consumer.requested(input)) revert Mismatch("requested");
        if (consumer.isValid(input)) revert Mismatch("a request is not a valid result");
        QuorumCheats.Log[] memory logs = QuorumCheats(address(vm)).getRecordedLogs();
        _eq(logs.length, 1, "one event");
        _eq(logs[0].topics[0], LLMConsumer.Requested.selector, "Requested");
        _eq(logs[0].topics[1], input, "its input");
        _eq(logs[0].topics[2], bytes32(uint256(uint160(address(0xB0B)))), "its requester");
        (uint256[] memory prompt, uint256 n) = abi.decode(logs[0].data, (uint256[], uint256));
        _eq(
            keccak256(abi.encode(prompt)),
            keccak256(abi.encode(vm.parseJsonUintArray(json, string.concat(_tp(0), ".prompt")))),
            "prompt"
        );
        _eq(n, vm.parseJsonUint(json, string.concat(_tp(0), ".n")), "n");
    }

    function test_RevertWhen_requestTwice() public {
        bytes32 input = _request(0);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.AlreadyRequested.selector, input));
        _request(0);
    }

    function test_RevertWhen_requestAnswered() public {
        _land(0, "valid");
        Transition memory t = _transition(0);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.AlreadyAnswered.selector, t.input, t.newValue));
        _request(0);
    }

    function test_RevertWhen_requestEmpty() public {
        uint256[] memory prompt = new uint256[](1);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.EmptyRequest.selector));
        consumer.request(prompt, 0);
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.EmptyRequest.selector));
        consumer.request(new uint256[](0), 1);
    }

    /// An answer signed against the empty slot (old value 0) does not land on a requested one: its old
    /// value is stale (the operators sign the slot's value, REQUESTED, once it is requested).
    function test_request_thenAnswerSignedForEmptySlotIsStale() public {
        bytes32 input = _request(0);
        vm.expectRevert(
            abi.encodeWithSelector(
                DeepcallConsumer.StaleOldValue.selector, consumer.resultSlot(input), consumer.REQUESTED(), bytes32(0)
            )
        );
        _land(0, "valid");
    }

    function test_infer_writesResultValue() public {
        Transition memory t = _transition(0);
        uint256[] memory prompt = vm.parseJsonUintArray(json, ".transitions[0].prompt");
        uint256 n = vm.parseJsonUint(json, ".transitions[0].n");
        _eq(consumer.inputHash(prompt, n), t.input, "input hash");
        (bytes32 root, uint256[] memory tokens) = consumer.infer(prompt, n);
        _eq(root, _root(0), "root");
        _eq(keccak256(abi.encode(tokens)), keccak256(abi.encode(_tokens(0))), "tokens");
        _eq(consumer.result(t.input), t.newValue, "result slot holds resultValue(root, tokens)");
        // A signed transition whose old value predates the on-chain run no longer lands.
        vm.expectPartialRevert(DeepcallConsumer.StaleOldValue.selector);
        _land(0, "valid");
    }

    // ------------------------------------------------------------------ refusals

    /// Soundness (d): a landed value is never overwritten. A transition from the landed value (signed or
    /// not: the check comes before the quorum's) reverts Overwrite, on either entry point; infer does not
    /// rewrite it either; the landed value and its landing record stay.
    function test_RevertWhen_overwritingALandedValue() public {
        _land(0, "valid");
        Transition memory t = _transition(0);
        bytes32 landed = t.newValue;
        bytes32 record = consumer.landingOf(t.slot);
        // the landing word: the landing block over the record's low 224 bits
        _eq(
            record,
            bytes32(
                (block.number << 224)
                    | uint256(
                        keccak256(
                            abi.encode(
                                consumer.transitionDigest(t),
                                consumer.quorumSignatory(t.referenceBlock, _nonSignerIdsOf("valid"))
                            )
                        )
                    ) & consumer.RECORD_MASK()
            ),
            "record"
        );
        _eq(bytes32(consumer.landedAt(t.input)), bytes32(block.number), "landed at");
        Transition memory over = _transition(0);
        over.index = 7;
        over.oldValue = landed;
        // the same signed value again (LLMConsumer checks the tokens against the new value first)
        over.newValue = landed;
        QuorumSignature memory s = _quorum("valid");
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.Overwrite.selector, t.slot, landed));
        consumer.verifyAndUpdate(over, s, _root(0), _tokens(0));
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.Overwrite.selector, t.slot, landed));
        consumer.verifyAndUpdateHinted(over, s, _root(0), _tokens(0), _hints(0));
        // and infer does not rewrite it
        uint256[] memory prompt = vm.parseJsonUintArray(json, ".transitions[0].prompt");
        uint256 n = vm.parseJsonUint(json, ".transitions[0].n");
        vm.expectRevert(abi.encodeWithSelector(LLMConsumer.AlreadyAnswered.selector, t.input, landed));
        consumer.infer(prompt, n);
        _eq(consumer.result(t.input), landed, "the landed value stays");
        _eq(consumer.landingOf(t.slot), record, "its record stays");
    }

    /// @dev The non-signer ids of a named quorum in its order (ascending, as signed).
    function _nonSignerIdsOf(string memory quorum) internal view returns (bytes32[] memory ids) {
        G1Point[] memory k = _quorum(quorum).nonSignerKeys;
        ids = new bytes32[](k.length);
        for (uint256 i; i < k.length; ++i) {
            ids[i] = keccak256(abi.encode(k[i].X, k[i].Y));
        }
    }

    function test_replay_reverts() public {
        _land(0, "valid");
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.IndexUsed.selector, uint64(0)));
        _land(0, "valid");
    }

    /// Indices are unordered nonces: index 1 lands before index 0, then each is used once.
    function test_outOfOrder_lands() public {
        if (consumer.indexUsed(0) || consumer.indexUsed(1)) revert Mismatch("used before landing");
        _land(1, "second");
        if (!consumer.indexUsed(1) || consumer.indexUsed(0)) revert Mismatch("index 1 only");
        _land(0, "valid");
        _eq(consumer.usedIndexWord(0), 3, "indices 0 and 1 used");
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.IndexUsed.selector, uint64(1)));
        _land(1, "second");
    }

    /// The bitmap's base slot is keccak256("deepcall/consumer/used-indices/v1"): index i is bit i % 256 of
    /// the word at base + i / 256.
    function test_usedIndexBitmap_layout() public {
        _land(1, "second");
        bytes32 base = keccak256("deepcall/consumer/used-indices/v1");
        _eq(uint256(vm.load(address(consumer), base)), 2, "word 0 holds bit 1");
    }

    function test_wrongChain_reverts() public {
        vm.chainId(1);
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.WrongChain.selector, uint256(31337), uint256(1)));
        _land(0, "valid");
    }

    function test_wrongConsumer_reverts() public {
        Transition memory t = _transition(0);
        t.consumer = address(0xbeef);
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.WrongConsumer.selector, address(0xbeef)));
        _submit(t, _quorum("valid"), 0);
    }

    function test_wrongManifest_reverts() public {
        Transition memory t = _transition(0);
        t.manifest = keccak256("another model");
        vm.expectPartialRevert(DeepcallConsumer.WrongManifest.selector);
        _submit(t, _quorum("valid"), 0);
    }

    function test_wrongSlot_reverts() public {
        Transition memory t = _transition(0);
        t.slot = bytes32(0); // the consumer's own index word
        vm.expectRevert(abi.encodeWithSelector(DeepcallConsumer.WrongSlot.selector, bytes32(0)));
        _submit(t, _quorum("valid"), 0);
    }

    function test_staleOldValue_reverts() public {
        Transition memory t = _transition(0);
        t.oldValue = bytes32(uint256(1));
        vm.expectPartialRevert(DeepcallConsumer.StaleOldValue.selector);
        _submit(t, _quorum("valid"), 0);
    }

    function test_staleReferenceBlock_reverts() public {
        vm.roll(refBlock + WINDOW + 1);
        vm.expectRevert(
            abi.encodeWithSelector(StaleReferenceBlock.selector, uint32(refBlock), refBlock + WINDOW + 1, WINDOW)
        );
        _land(0, "valid");
    }

    function test_referenceBlockAtWindowEdge_lands() public {
        vm.roll(refBlock + WINDOW);
        _land(0, "valid");
    }

    function test_futureReferenceBlock_reverts() public {
        vm.roll(refBlock);
        vm.expectRevert(abi.encodeWithSelector(FutureReferenceBlock.selector, uint32(refBlock), refBlock));
        _land(0, "valid");
    }

    function test_wrongApkIndex_reverts() public {
        QuorumSignature memory s = _quorum("valid");
        s.apkIndex = 1;
        vm.expectRevert(abi.encodeWithSelector(WrongApkIndex.selector, uint32(refBlock), uint256(1)));
        _submit(_transition(0), s, 0);
    }

    /// The apk hint must be the entry the registry recorded: another apk, or another total stake, is refused.
    function test_wrongApkHint_reverts() public {
        QuorumSignature memory s = _quorum("valid");
        s.apk = s.sigma;
        vm.expectRevert(abi.encodeWithSelector(ApkMismatch.selector, uint256(0)));
        _submit(_transition(0), s, 0);
        s = _quorum("valid");
        s.apkEntry += 1 << 64;
        vm.expectRevert(abi.encodeWithSelector(ApkMismatch.selector, uint256(0)));
        _submit(_transition(0), s, 0);
    }

    function test_belowThreshold_reverts() public {
        uint256 e = 1e18;
        vm.expectRevert(abi.encodeWithSelector(BelowThreshold.selector, 3366 * e, 5050 * e));
        _land(0, "below");
    }

    function test_badSignature_reverts() public {
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        _land(0, "badSignature");
    }

    function test_missingNonSigner_reverts() public {
        // σ and apkG2 are the signers', but one non-signer is not subtracted from the apk.
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        _land(0, "missingNonSigner");
    }

    /// Another answer, consistent with its own root and tokens, is not what the quorum signed.
    function test_signatureForOtherTransition_reverts() public {
        Transition memory t = _transition(0);
        uint256[] memory toks = _tokens(0);
        toks[0] += 1;
        t.newValue = consumer.resultValue(_root(0), toks);
        vm.expectRevert(abi.encodeWithSelector(BadSignature.selector));
        consumer.verifyAndUpdate(t, _quorum("valid"), _root(0), toks);
    }

    function test_unsortedNonSigners_reverts() public {
        QuorumSignature memory s = _quorum("valid");
        (s.nonSignerKeys[0], s.nonSignerKeys[1]) = (s.nonSignerKeys[1], s.nonSignerKeys[0]);
        vm.expectRevert(abi.encodeWithSelector(NonSignersNotSorted.selector, uint256(1)));
        _submit(_transition(0), s, 0);
    }

    function test_repeatedNonSigner_reverts() public {
        QuorumSignature memory s = _quorum("valid");
        s.nonSignerKeys[1] = s.nonSignerKeys[0];
        vm.expectRevert(abi.encodeWithSelector(NonSignersNotSorted.selector, uint256(1)));
        _submit(_transition(0), s, 0);
    }

    function test_unregisteredNonSigner_reverts() public {
        QuorumSignature memory s = _quorum("valid");
        bytes32[] memory rogue = vm.parseJsonBytes32Array(json, ".rogue.pk1");
        s.nonSignerKeys = new G1Point[](1);
        s.nonSignerKeys[0] = _g1(rogue, 0);
        vm.expectRevert(
            abi.encodeWithSelector(NonSignerNotRegistered.selector, keccak256(abi.encodePacked(rogue[0], rogue[1])))
        );
        _submit(_transition(0), s, 0);
    }

    // ------------------------------------------------------------------ registration

    function test_rogueKeyWithoutPoP_refused() public {
        address rogue = vm.parseJsonAddress(json, ".rogue.address");
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setStake(rogue, 1e24);
        vm.prank(rogue);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.InvalidProofOfPossession.selector, rogue));
        registry.registerOperator(
            _g1(vm.parseJsonBytes32Array(json, ".rogue.pk1"), 0),
            _g2(vm.parseJsonBytes32Array(json, ".rogue.pk2"), 0),
            _g1(vm.parseJsonBytes32Array(json, ".rogue.pop"), 0)
        );
    }

    /// The same proof from another address, or for another registry, does not verify.
    function test_popBoundToOperatorAndRegistry() public {
        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        bytes32[] memory pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        OperatorRegistry other = new OperatorRegistry(WINDOW, address(0), address(0));
        address thief = address(0x7e57);
        other.setStake(thief, 1);
        vm.prank(thief);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.InvalidProofOfPossession.selector, thief));
        other.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));

        address op0 = (vm.parseJsonAddressArray(json, ".operators.addresses")[0]);
        other.setStake(op0, 1);
        vm.prank(op0);
        vm.expectRevert(abi.encodeWithSelector(OperatorRegistry.InvalidProofOfPossession.selector, op0));
        other.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    function test_keyBoundToItsOperator() public {
        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        bytes32[] memory pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        address thief = address(0x7e57);
        vm.prank(vm.parseJsonAddress(json, ".deployer"));
        registry.setStake(thief, 1);
        vm.prank(thief);
        vm.expectPartialRevert(OperatorRegistry.KeyBoundToOtherOperator.selector);
        registry.registerOperator(_g1(pk1, 0), _g2(pk2, 0), _g1(pop, 0));
    }

    // ------------------------------------------------------------------ gas

    /// Gas of LLMConsumer.verifyAndUpdateHinted — what the aggregator submits — with 100 registered
    /// operators, 10 of them not signing, landing a 32-token answer (transition 2, whose digest needs one
    /// hashToG1 try; each further try adds one hint word: about 100 gas executed and 512 of calldata), and
    /// of the unhinted verifyAndUpdate (one MODEXP, about 4.1k, per try). What is logged as "executed" is
    /// the gas the call's own frame executes, which is what `deepcall bench verify` reports as executed
    /// (receipt − intrinsic) for a transaction to the consumer: the gas a CALL to the warm consumer uses,
    /// less that of the same CALL to a warm address without code (the CALL's own cost). The consumer's
    /// storage and the registry are cold, as in a transaction. Stable name for `forge snapshot`.
    function test_gas_verifyAndUpdate_100ops_10nonSigners() public {
        vm.pauseGasMetering();
        Transition memory t = _transition(2);
        QuorumSignature memory s = _quorum("tokens32");
        bytes memory hinted = abi.encodeCall(LLMConsumer.verifyAndUpdateHinted, (t, s, _root(2), _tokens(2), _hints(2)));
        uint256 g = _inCall(hinted);
        emit log_named_uint("verifyAndUpdateHinted executed, 100 operators / 10 non-signers / 32 tokens", g);
        emit log_named_uint("  calldata bytes", hinted.length);
        emit log_named_uint("  intrinsic gas (21000 + calldata)", _intrinsic(hinted));
        emit log_named_uint("  receipt gas (intrinsic + executed)", _intrinsic(hinted) + g);
        vm.resumeGasMetering();
    }

    /// The same landing through the unhinted verifyAndUpdate (hashToG1 with MODEXP).
    function test_gas_verifyAndUpdateUnhinted_100ops_10nonSigners() public {
        vm.pauseGasMetering();
        bytes memory plain = abi.encodeWithSignature(
            "verifyAndUpdate((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32),((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256),bytes32,uint256[])",
            _transition(2),
            _quorum("tokens32"),
            _root(2),
            _tokens(2)
        );
        uint256 g = _inCall(plain);
        emit log_named_uint("verifyAndUpdate (unhinted) executed, 100 operators / 10 non-signers / 32 tokens", g);
        emit log_named_uint("  calldata bytes", plain.length);
        emit log_named_uint("  intrinsic gas (21000 + calldata)", _intrinsic(plain));
        vm.resumeGasMetering();
    }

    /// @dev The gas `data` executes in the consumer's own frame (see test_gas_verifyAndUpdate_100ops_10nonSigners).
    function _inCall(bytes memory data) internal returns (uint256 g) {
        address target = address(consumer);
        address empty = address(0xE0E0);
        // Warm both accounts, as a transaction's own `to` is; the consumer's storage stays cold.
        if (target.code.length == 0 || empty.code.length != 0) revert Mismatch("accounts");
        vm.resumeGasMetering();
        uint256 g0 = gasleft();
        (bool ok0,) = empty.call(data);
        g0 -= gasleft();
        g = gasleft();
        (bool ok,) = target.call(data);
        g -= gasleft();
        vm.pauseGasMetering();
        if (!ok0 || !ok) revert Mismatch("verifyAndUpdate failed");
        g -= g0;
    }

    /// The registry's checkSignatures alone (cold registry, calldata prepared beforehand), 0 and 10
    /// non-signers.
    function test_gas_checkSignatures_100ops() public {
        vm.pauseGasMetering();
        bytes32 d = consumer.transitionDigest(_transition(0));
        uint32 ref = uint32(refBlock);
        bytes memory a = abi.encodeCall(registry.checkSignatures, (d, ref, _quorum("allSign"), 2, 3));
        bytes memory v = abi.encodeCall(registry.checkSignatures, (d, ref, _quorum("valid"), 2, 3));
        vm.resumeGasMetering();
        uint256 g0 = gasleft();
        (bool ok0,) = address(registry).staticcall(a);
        g0 -= gasleft();
        uint256 g1 = gasleft();
        (bool ok1,) = address(registry).staticcall(v);
        g1 -= gasleft();
        vm.pauseGasMetering();
        if (!ok0 || !ok1) revert Mismatch("checkSignatures failed");
        emit log_named_uint("checkSignatures gas, 0 non-signers (cold registry and apk)", g0);
        emit log_named_uint("checkSignatures gas, 10 non-signers (warm registry and apk)", g1);
        vm.resumeGasMetering();
    }

    /// A stake change of a registered operator in a block of its own: its record, its checkpoint (two
    /// share a storage word: the second of a word writes a nonzero word, the first of a new word creates
    /// one) and the apk history entry.
    function test_gas_setStake() public {
        vm.pauseGasMetering();
        address op = vm.parseJsonAddressArray(json, ".operators.addresses")[7];
        address owner = vm.parseJsonAddress(json, ".deployer");
        uint256 g;
        for (uint256 i = 1; i <= 2; ++i) {
            vm.roll(refBlock + 1 + i);
            vm.prank(owner);
            vm.resumeGasMetering();
            g = gasleft();
            registry.setStake(op, uint96(1e18 * (10 + i)));
            g -= gasleft();
            vm.pauseGasMetering();
            emit log_named_uint(i == 1 ? "setStake gas (second checkpoint)" : "setStake gas (third checkpoint)", g);
        }
        vm.resumeGasMetering();
    }

    function test_gas_registerOperator() public {
        vm.pauseGasMetering();
        bytes32[] memory pk1 = vm.parseJsonBytes32Array(json, ".operators.pk1");
        bytes32[] memory pk2 = vm.parseJsonBytes32Array(json, ".operators.pk2");
        bytes32[] memory pop = vm.parseJsonBytes32Array(json, ".operators.pop");
        address op = (vm.parseJsonAddressArray(json, ".operators.addresses")[7]);
        vm.prank(op);
        registry.deregisterOperator();
        vm.roll(refBlock + 2);
        (G1Point memory a, G2Point memory b, G1Point memory c) = (_g1(pk1, 7), _g2(pk2, 7), _g1(pop, 7));
        vm.prank(op);
        vm.resumeGasMetering();
        uint256 g = gasleft();
        registry.registerOperator(a, b, c);
        g -= gasleft();
        vm.pauseGasMetering();
        emit log_named_uint("registerOperator gas (re-registration with PoP)", g);
        vm.resumeGasMetering();
    }
}
