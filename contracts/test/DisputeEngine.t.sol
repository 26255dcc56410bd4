// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ModelFixture} from "./IQ16Engine.t.sol";
import {ModelConfig} from "../src/IQ16Engine.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {EngineStep, IRunOp} from "../src/EngineStep.sol";
import {StepContext} from "../src/IOneStep.sol";

/// @notice EngineStep over stories260K (dim 64, hidden 172, 5 layers, 8 heads of 8, 4 KV heads, vocab
/// 512, no QK-norm): the levels' shape as bisection.StepOps gives it, re-execution of ops from inputs
/// opened against the pre-state, attention segments (opened KV leaves, chained states, the seal checked
/// against IQ16Engine.runOp's attention), and the leaves and witnesses it refuses. (Go plays whole engine
/// games on chain through every op kind and attention at position 511: go test ./bisection/labchain -run
/// TestEngine.)
contract DisputeEngineTest is ModelFixture {
    event log_named_uint(string key, uint256 val);

    error Mismatch(string what);

    EngineHarness internal engine;
    bytes32[] internal chunks;
    EngineStep internal step;
    StepContext internal ctx;

    function setUp() public {
        (engine, chunks) = _load("stories260K");
        step = new EngineStep(
            IRunOp(address(engine)), EngineStep.Shape(64, 172, 5, 8, 4, 8, 512, false, 512), 4096, chunks
        );
        // prompt [1, 5], 2 tokens: 3 checkpoints
        ctx = StepContext({
            manifest: engine.manifestHash(),
            input: keccak256(abi.encodePacked(uint256(2), uint256(2), uint256(1), uint256(5))),
            steps: 3,
            promptLen: 2
        });
    }

    function _path(uint256 a) internal pure returns (uint256[] memory p) {
        p = new uint256[](1);
        p[0] = a;
    }

    function _path(uint256 a, uint256 b) internal pure returns (uint256[] memory p) {
        p = new uint256[](2);
        (p[0], p[1]) = (a, b);
    }

    function _path(uint256 a, uint256 b, uint256 c) internal pure returns (uint256[] memory p) {
        p = new uint256[](3);
        (p[0], p[1], p[2]) = (a, b, c);
    }

    function _path(uint256 a, uint256 b, uint256 c, uint256 d) internal pure returns (uint256[] memory p) {
        p = new uint256[](4);
        (p[0], p[1], p[2], p[3]) = (a, b, c, d);
    }

    /// @dev A witness with op hashes, input a and the prompt (the other fields empty).
    function _w(bytes32 linkPrev, bytes32[] memory hs, int256[] memory a, uint256[] memory prompt)
        internal
        pure
        returns (EngineStep.Witness memory w)
    {
        w.linkPrev = linkPrev;
        w.opHashes = hs;
        w.a = a;
        w.prompt = prompt;
    }

    function _vh(int256[] memory v) internal pure returns (bytes32) {
        bytes memory b;
        for (uint256 i; i < v.length; ++i) {
            b = abi.encodePacked(b, uint32(uint256(v[i]) & 0xffffffff));
        }
        return keccak256(b);
    }

    function _ids(uint256 len, uint256 fill) internal pure returns (uint256[] memory p) {
        p = new uint256[](len);
        for (uint256 i; i < len; ++i) {
            p[i] = fill;
        }
    }

    /// @dev refuses mirrors IQ16Engine's request checks: every request it refuses, and only those.
    function test_refuses_whatTheEngineRefuses() public view {
        uint256[] memory one = _ids(1, 1);
        if (step.refuses(one, 1)) revert Mismatch("[1], n = 1");
        if (step.refuses(one, 512)) revert Mismatch("[1], n = 512: positions 0 to 511");
        if (!step.refuses(one, 513)) revert Mismatch("[1], n = 513: position 512");
        if (step.refuses(_ids(512, 1), 1)) revert Mismatch("512 prompt tokens, n = 1");
        if (!step.refuses(_ids(512, 1), 2)) revert Mismatch("512 prompt tokens, n = 2");
        if (!step.refuses(_ids(0, 1), 1)) revert Mismatch("empty prompt");
        if (!step.refuses(one, 0)) revert Mismatch("n = 0");
        if (!step.refuses(_ids(2, 512), 1)) revert Mismatch("token 512 of a 512-word vocabulary");
        if (step.refuses(_ids(2, 511), 1)) revert Mismatch("token 511");
        if (!step.refuses(one, type(uint256).max)) revert Mismatch("n = 2^256 - 1 does not wrap");
    }

    /// @dev bisection.StepOps for stories260K: 71 ops a step, 74 from step promptLen − 1 on.
    function test_shape_matchesStepOps() public view {
        if (step.levels() != 4) revert Mismatch("levels");
        if (step.segmentLen() != 12) revert Mismatch("B: 16 KiB of 1,280-byte KV leaves");
        if (step.leaves(ctx, _path(1, 6, 3)) != 4) revert Mismatch("attention head at step 1: 1 segment, 3 passes + seal");
        if (step.leaves(ctx, _path(1, 6, 8)) != 1) revert Mismatch("attention op seal");
        if (step.leaves(ctx, _path(1, 2, 0)) != 1) revert Mismatch("a matvec leaf has no segments");
        if (step.segments(11) != 1 || step.segments(12) != 2 || step.segments(511) != 43) revert Mismatch("segments");
        if (step.leaves(ctx, new uint256[](0)) != 3) revert Mismatch("checkpoints");
        if (step.leaves(ctx, _path(0)) != 72) revert Mismatch("ops of step 0 (+ link seal)");
        if (step.leaves(ctx, _path(1)) != 75) revert Mismatch("ops of step 1 (+ link seal)");
        if (step.leaves(ctx, _path(1, 2)) != 1) revert Mismatch("wq: 64 rows of 64, one chunk");
        if (step.leaves(ctx, _path(1, 5)) != 13) revert Mismatch("rope: 12 heads + seal");
        if (step.leaves(ctx, _path(1, 10)) != 4) revert Mismatch("w1: 172 rows by 64, 3 chunks + seal");
        if (step.leaves(ctx, _path(1, 13)) != 4) revert Mismatch("w2: 64 rows by 23, 3 chunks + seal");
        if (step.leaves(ctx, _path(1, 72)) != 9) revert Mismatch("classifier: 8 chunks + seal");
        if (step.leaves(ctx, _path(1, 74)) != 1) revert Mismatch("link seal");
        if (step.anchor(ctx) != keccak256(abi.encodePacked(keccak256("deepcall/checkpoint/v1"), ctx.manifest, ctx.input))) {
            revert Mismatch("genesis");
        }
    }

    /// @dev The embed op of step 0 from the genesis link, then attn_norm from it: the re-executed leaves
    /// are the op chain's c_0 and c_1.
    function test_gas_engineStep_embedThenNorm() public {
        bytes32 genesis = step.anchor(ctx);
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (1, 5);
        bytes memory w = abi.encode(
            _w(genesis, new bytes32[](0), new int256[](0), prompt)
        );
        uint256 g = gasleft();
        bytes32 c0 = step.step(ctx, _path(0, 0, 0, 0), genesis, w);
        emit log_named_uint("engine one-step gas: embed", g - gasleft());
        int256[] memory tok = new int256[](1);
        tok[0] = 1;
        int256[] memory x = engine.runOp(0, 0, 0, tok, new int256[](0), chunks);
        if (c0 != keccak256(abi.encodePacked(genesis, uint256(0), _vh(x)))) revert Mismatch("c_0");

        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        w = abi.encode(_w(genesis, hs, x, new uint256[](0)));
        g = gasleft();
        bytes32 c1 = step.step(ctx, _path(0, 1, 0, 0), c0, w);
        emit log_named_uint("engine one-step gas: attn_norm", g - gasleft());
        int256[] memory xb = engine.runOp(1, 0, 0, x, new int256[](0), chunks);
        if (c1 != keccak256(abi.encodePacked(c0, uint256(1), _vh(xb)))) revert Mismatch("c_1");

        // wq from attn_norm's output
        bytes32[] memory hs2 = new bytes32[](2);
        (hs2[0], hs2[1]) = (hs[0], _vh(xb));
        w = abi.encode(_w(genesis, hs2, xb, new uint256[](0)));
        g = gasleft();
        step.step(ctx, _path(0, 2, 0, 0), c1, w);
        emit log_named_uint("engine one-step gas: wq (64 x 64)", g - gasleft());
    }

    // ---- matvec leaves: rows computed in EngineStep from the weight overlays ----

    /// @dev cols pseudo-random inputs in [−mag, mag].
    function _input(uint256 cols, uint256 seed, int256 mag) internal pure returns (int256[] memory a) {
        a = new int256[](cols);
        for (uint256 i; i < cols; ++i) {
            a[i] = int256(uint256(keccak256(abi.encode(seed, i))) % uint256(2 * mag + 1)) - mag;
        }
    }

    /// @dev For every matvec kind and layer of `model`, rows lo … hi − 1 of EngineStep.matvecRows equal
    /// IQ16Engine.runOp's output sliced, for every chunk of `chunkRows` rows, on small and full-range
    /// (clamping) inputs.
    function _checkMatvecRows(string memory model, uint256 chunkRows) internal {
        (EngineHarness e, bytes32[] memory hs) = _load(model);
        ModelConfig memory c = _config(vm.readFile(string.concat("testdata/manifests/", model, "/manifest.json")));
        EngineStep st = new EngineStep(
            IRunOp(address(e)),
            EngineStep.Shape(c.dim, c.hiddenDim, c.layers, c.heads, c.kvHeads, c.headSize, c.vocab, c.qkNorm, c.seqLen),
            4096,
            hs
        );
        uint8[8] memory kinds = [2, 3, 4, 9, 12, 13, 15, 18];
        for (uint256 ki; ki < 8; ++ki) {
            uint256 cols = kinds[ki] == 9 ? c.heads * c.headSize : kinds[ki] == 15 ? c.hiddenDim : c.dim;
            for (uint256 ly; ly < (kinds[ki] == 18 ? 1 : c.layers); ++ly) {
                _checkKind(e, hs, st, kinds[ki], ly, _input(cols, ki * 1000 + ly * 10, 1 << 20), chunkRows);
                _checkKind(e, hs, st, kinds[ki], ly, _input(cols, ki * 1000 + ly * 10 + 1, 0x7fffffff), chunkRows);
            }
        }
    }

    function _checkKind(
        EngineHarness e,
        bytes32[] memory hs,
        EngineStep st,
        uint256 kind,
        uint256 ly,
        int256[] memory a,
        uint256 chunkRows
    ) internal view {
        _checkRows(st, e.runOp(kind, ly, 0, a, new int256[](0), hs), kind, ly, a, chunkRows);
    }

    function _checkRows(EngineStep st, int256[] memory full, uint256 kind, uint256 ly, int256[] memory a, uint256 chunkRows)
        internal
        view
    {
        for (uint256 lo; lo < full.length; lo += chunkRows) {
            uint256 hi = lo + chunkRows > full.length ? full.length : lo + chunkRows;
            int256[] memory rows = st.matvecRows(kind, ly, lo, hi, a);
            if (rows.length != hi - lo) revert Mismatch("rows length");
            for (uint256 r; r < rows.length; ++r) {
                if (rows[r] != full[lo + r]) revert Mismatch(string.concat("kind ", _dec(kind), " row ", _dec(lo + r)));
            }
        }
    }

    /// @dev stories260K (tied): wq, wk, wv, wo, w1, w3, w2 of every layer and the classifier, by the trace's
    /// chunks (4096 multiply-adds: 64 rows, 23 for w2) and by 7-row ranges that straddle the 16-row blocks.
    function test_matvecRows_equalRunOp_stories260K() public {
        _checkMatvecRows("stories260K", 64);
        _checkMatvecRows("stories260K", 23);
        _checkMatvecRows("stories260K", 7);
    }

    /// @dev An untied classifier (its own section after final_norm), QK-norm's shifted sections, odd widths.
    function test_matvecRows_equalRunOp_otherLayouts() public {
        _checkMatvecRows("rand-gqa3-halfsplit", 11);
        _checkMatvecRows("rand-qknorm", 16);
        _checkMatvecRows("rand-odd40", 9);
    }

    /// @dev The classifier's last chunk (rows 448 … 511) through step: the leaf is r_7 over VectorHash of
    /// runOp's slice. Logs the step's gas.
    function test_gas_engineStep_classifierChunk() public {
        int256[] memory xb = _input(64, 99, 1 << 20);
        int256[] memory logits = engine.runOp(18, 0, 0, xb, new int256[](0), chunks);
        bytes32[] memory hs = new bytes32[](72);
        for (uint256 i; i < 71; ++i) hs[i] = keccak256(abi.encode("op", i));
        hs[71] = _vh(xb); // final_norm, the classifier's input
        EngineStep.Witness memory w = _w(bytes32(uint256(3)), hs, xb, new uint256[](0));
        bytes32 r = w.linkPrev;
        for (uint256 i; i < 72; ++i) r = keccak256(abi.encodePacked(r, i, hs[i]));
        w.chunkHashes = new bytes32[](7);
        for (uint256 i; i < 7; ++i) {
            int256[] memory part = new int256[](64);
            for (uint256 e; e < 64; ++e) part[e] = logits[64 * i + e];
            w.chunkHashes[i] = _vh(part);
            r = keccak256(abi.encodePacked(r, i, w.chunkHashes[i]));
        }
        int256[] memory last = new int256[](64);
        for (uint256 e; e < 64; ++e) last[e] = logits[448 + e];
        bytes memory wb = abi.encode(w);
        uint256 g = gasleft();
        bytes32 post = step.step(ctx, _path(1, 72, 7, 0), r, wb);
        emit log_named_uint("engine one-step gas: classifier chunk 7 (64 rows x 64)", g - gasleft());
        if (post != keccak256(abi.encodePacked(r, uint256(7), _vh(last)))) revert Mismatch("classifier chunk leaf");
    }

    /// @dev A weight overlay whose code is not the manifest's chunk: the matvec step refuses it.
    function test_RevertWhen_weightChunkTampered() public {
        int256[] memory xb = _input(64, 5, 1 << 20);
        bytes32[] memory hs = new bytes32[](2);
        hs[1] = _vh(xb);
        bytes32 c1 = keccak256(abi.encodePacked(keccak256(abi.encodePacked(bytes32(0), uint256(0), hs[0])), uint256(1), hs[1]));
        // wq of layer 0 starts at blob byte 86,272 (exp2 2,048 + RoPE 16,384 + embed 67,584 + attn_norm
        // 256): chunk 3, which holds bytes 73,725 … 98,299
        address a = engine.overlayAddress(3);
        bytes memory code = a.code;
        code[1 + 86272 - 73725] ^= 0x01;
        vm.etch(a, code);
        vm.expectRevert(abi.encodeWithSelector(EngineStep.WeightChunkMismatch.selector, 3, a));
        step.step(ctx, _path(0, 2, 0, 0), c1, abi.encode(_w(bytes32(0), hs, xb, new uint256[](0))));
    }

    /// @dev A matvec input of the wrong width is refused before any weight is read.
    function test_RevertWhen_matvecInputWrongWidth() public {
        int256[] memory xb = _input(63, 5, 1 << 20);
        bytes32[] memory hs = new bytes32[](2);
        hs[1] = _vh(xb);
        bytes32 c1 = keccak256(abi.encodePacked(keccak256(abi.encodePacked(bytes32(0), uint256(0), hs[0])), uint256(1), hs[1]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadWitness.selector, "matvec"));
        step.step(ctx, _path(0, 2, 0, 0), c1, abi.encode(_w(bytes32(0), hs, xb, new uint256[](0))));
    }

    function test_RevertWhen_preStateDoesNotOpen() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        bytes memory w =
            abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 wrongPre = bytes32(uint256(1));
        bytes32 opened = keccak256(abi.encodePacked(genesis, uint256(0), hs[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.PreStateMismatch.selector, opened, wrongPre));
        step.step(ctx, _path(0, 1, 0, 0), wrongPre, w);
    }

    function test_RevertWhen_inputDoesNotMatchItsOpHash() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = bytes32(uint256(7)); // not VectorHash(x)
        bytes memory w =
            abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 pre = keccak256(abi.encodePacked(genesis, uint256(0), hs[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.InputMismatch.selector, 0));
        step.step(ctx, _path(0, 1, 0, 0), pre, w);
    }

    function test_RevertWhen_linkSealHasNoChunks() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 2, 1));
        step.step(ctx, _path(1, 74, 1, 0), bytes32(0), "");
    }

    function test_RevertWhen_pathOutsideTheTrace() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 1, 75));
        step.step(ctx, _path(1, 75, 0, 0), bytes32(0), "");
    }

    // ---- attention segments: step 1 (T = 2: position 0 from the KV tree, position 1 from this step's
    // outputs), layer 0's attention (op 6), head 3 (KV head 1), one segment: leaves max, sum, acc, seal ----

    uint256 internal constant HS = 8;
    uint256 internal constant KVD = 32; // kvHeads · headSize
    uint256 internal constant HEAD = 3;

    /// @dev A synthetic but consistent pre-state: op outputs of step 1 up to RoPE, a KV leaf at position 0
    /// under kvroot_0 inside link_0's preimage.
    struct Fix {
        int256[] rope; // q ‖ k after RoPE (96)
        int256[] wv; // v (32)
        bytes kv; // KV leaf 0: 5 layers of K ‖ V, int32 big-endian
        bytes32[] siblings;
        EngineStep.Witness w;
        bytes32 anchor; // r_{HEAD−1}
    }

    function _fixture() internal pure returns (Fix memory f) {
        f.rope = new int256[](96);
        for (uint256 i; i < 96; ++i) f.rope[i] = int256((i * 7919) % 40000) - 20000;
        f.wv = new int256[](32);
        for (uint256 i; i < 32; ++i) f.wv[i] = int256((i * 104729) % 60000) - 30000;
        for (uint256 i; i < 320; ++i) {
            f.kv = abi.encodePacked(f.kv, uint32(uint256(int256((i * 15485863) % 50000) - 25000) & 0xffffffff));
        }
        f.siblings = new bytes32[](9);
        bytes32 root = keccak256(f.kv);
        for (uint256 d; d < 9; ++d) {
            root = keccak256(abi.encodePacked(root, f.siblings[d]));
            if (d + 1 < 9) f.siblings[d + 1] = keccak256(abi.encodePacked(f.siblings[d], f.siblings[d]));
        }
        bytes32[] memory hs = new bytes32[](6);
        for (uint256 i; i < 4; ++i) hs[i] = keccak256(abi.encode("op", i));
        (hs[4], hs[5]) = (_vh(f.wv), _vh(f.rope));
        f.w.prevLink = bytes32(uint256(11));
        (f.w.prevIn, f.w.prevOut, f.w.prevKvRoot) = (1, 5, root);
        f.w.linkPrev = keccak256(abi.encodePacked(f.w.prevLink, uint256(0), uint256(1), uint256(5), root));
        f.w.opHashes = hs;
        f.w.chunkHashes = new bytes32[](HEAD);
        bytes32 c = f.w.linkPrev;
        for (uint256 i; i < 6; ++i) c = keccak256(abi.encodePacked(c, i, hs[i]));
        for (uint256 i; i < HEAD; ++i) {
            f.w.chunkHashes[i] = keccak256(abi.encode("head", i));
            c = keccak256(abi.encodePacked(c, i, f.w.chunkHashes[i]));
        }
        f.anchor = c;
        f.w.a = f.rope;
        f.w.b = f.wv;
        f.w.kv = f.kv;
        f.w.siblings = f.siblings;
        f.w.segPrev = new int256[](0);
    }

    /// @dev Position t's key and value of the head's KV head (layer 0).
    function _kvOf(Fix memory f, uint256 t) internal pure returns (int256[] memory k, int256[] memory v) {
        (k, v) = (new int256[](HS), new int256[](HS));
        uint256 kh = (HEAD / 2) * HS;
        for (uint256 e; e < HS; ++e) {
            if (t == 0) {
                k[e] = int256(int32(uint32(bytes4(_slice4(f.kv, 4 * (kh + e))))));
                v[e] = int256(int32(uint32(bytes4(_slice4(f.kv, 4 * (KVD + kh + e))))));
            } else {
                (k[e], v[e]) = (f.rope[64 + kh + e], f.wv[kh + e]);
            }
        }
    }

    function _slice4(bytes memory b, uint256 off) internal pure returns (bytes4 r) {
        assembly { r := mload(add(add(b, 0x20), off)) }
    }

    /// @dev A reference of SPEC.md §4.5's pieces, written plainly (the seal is checked against runOp).
    function _refScore(Fix memory f, uint256 t) internal view returns (int256) {
        (int256[] memory k,) = _kvOf(f, t);
        int256 d;
        for (uint256 e; e < HS; ++e) d += f.rope[HEAD * HS + e] * k[e];
        int256 isq = int256(engine.attentionScale() >> 32);
        return _refClamp(((d + (1 << 15)) >> 16) * isq + (1 << 29) >> 30);
    }

    function _refClamp(int256 v) internal pure returns (int256) {
        return v > 0x7fffffff ? int256(0x7fffffff) : v < -0x7fffffff ? -int256(0x7fffffff) : v;
    }

    function _refExp(int256 m, int256 st) internal view returns (int256) {
        int256 log2e = int256(engine.attentionScale() & 0xffffffff);
        uint256 z = uint256(((m - st) * log2e + (1 << 15)) >> 16);
        if (z >> 16 >= 31) return 0;
        bytes memory code = engine.overlayAddress(0).code;
        uint256 hi = uint32(bytes4(_slice4(code, 1 + 4 * ((z >> 8) & 0xff))));
        uint256 lo = uint32(bytes4(_slice4(code, 1 + 1024 + 4 * (z & 0xff))));
        return int256(((hi * lo + (1 << 29)) >> 30) >> (z >> 16));
    }

    function _one(int256 v) internal pure returns (int256[] memory a) {
        a = new int256[](1);
        a[0] = v;
    }

    /// @dev Steps leaf x with witness w from pre and checks the post-state is u_x over `state`.
    function _stepSeg(Fix memory f, uint256 x, bytes32 pre, int256[] memory state, string memory what)
        internal
        returns (bytes32 u)
    {
        uint256 g = gasleft();
        u = step.step(ctx, _path(1, 6, HEAD, x), pre, abi.encode(f.w));
        emit log_named_uint(string.concat("attention segment step gas: ", what), g - gasleft());
        if (u != keccak256(abi.encodePacked(pre, x, keccak256(abi.encodePacked(state))))) revert Mismatch(what);
    }

    /// @dev The whole segment level of one head: max, sum, acc, then the seal, which must give the chunk
    /// leaf of IQ16Engine.runOp's attention output for the head.
    function test_gas_attentionSegments() public {
        Fix memory f = _fixture();
        int256 m = _refScore(f, 0);
        if (_refScore(f, 1) > m) m = _refScore(f, 1);
        bytes32 u0 = _stepSeg(f, 0, f.anchor, _one(m), "max");

        int256 sum = _refExp(m, _refScore(f, 0)) + _refExp(m, _refScore(f, 1));
        f.w.segHashes = new bytes32[](1);
        f.w.segHashes[0] = keccak256(abi.encodePacked(m));
        f.w.segM = m;
        bytes32 u1 = _stepSeg(f, 1, u0, _one(sum), "sum");

        int256[] memory acc = new int256[](HS);
        for (uint256 t; t < 2; ++t) {
            int256 pt = (_refExp(m, _refScore(f, t)) << 30) / sum;
            (, int256[] memory v) = _kvOf(f, t);
            for (uint256 e; e < HS; ++e) acc[e] += pt * v[e];
        }
        f.w.segHashes = new bytes32[](2);
        (f.w.segHashes[0], f.w.segHashes[1]) = (keccak256(abi.encodePacked(m)), keccak256(abi.encodePacked(sum)));
        f.w.segS = sum;
        bytes32 u2 = _stepSeg(f, 2, u1, acc, "acc");

        // the seal: o from A, hashed into r_HEAD = keccak256(r_{HEAD−1} ‖ HEAD ‖ VectorHash(o))
        EngineStep.Witness memory sw;
        (sw.linkPrev, sw.opHashes, sw.chunkHashes) = (f.w.linkPrev, f.w.opHashes, f.w.chunkHashes);
        sw.segHashes = new bytes32[](3);
        (sw.segHashes[0], sw.segHashes[1], sw.segHashes[2]) = (f.w.segHashes[0], f.w.segHashes[1], keccak256(abi.encodePacked(acc)));
        sw.segPrev = acc;
        uint256 g = gasleft();
        bytes32 seal = step.step(ctx, _path(1, 6, HEAD, 3), u2, abi.encode(sw));
        emit log_named_uint("attention segment step gas: seal", g - gasleft());

        // runOp's attention over the same two positions (layer 0 rows: K ‖ V of every KV head)
        int256[] memory rows = new int256[](2 * 2 * KVD);
        for (uint256 j; j < 2 * KVD; ++j) {
            rows[j] = int256(int32(uint32(bytes4(_slice4(f.kv, 4 * j)))));
        }
        for (uint256 j; j < KVD; ++j) (rows[2 * KVD + j], rows[3 * KVD + j]) = (f.rope[64 + j], f.wv[j]);
        int256[] memory q = new int256[](64);
        for (uint256 j; j < 64; ++j) q[j] = f.rope[j];
        int256[] memory o = engine.runOp(8, 0, 1, q, rows, chunks);
        int256[] memory oh = new int256[](HS);
        for (uint256 e; e < HS; ++e) oh[e] = o[HEAD * HS + e];
        if (seal != keccak256(abi.encodePacked(f.anchor, HEAD, _vh(oh)))) revert Mismatch("seal vs runOp attention");
    }

    function test_RevertWhen_segmentKvLeafTampered() public {
        Fix memory f = _fixture();
        f.w.kv[100] = bytes1(uint8(f.w.kv[100]) ^ 1);
        bytes32 root = keccak256(f.w.kv);
        for (uint256 d; d < 9; ++d) root = keccak256(abi.encodePacked(root, f.siblings[d]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.KvRootMismatch.selector, root, f.w.prevKvRoot));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentKvRangeWrong() public {
        Fix memory f = _fixture();
        f.w.kv = abi.encodePacked(f.kv, f.kv); // two leaves where the segment has one below k
        vm.expectRevert(abi.encodeWithSelector(EngineStep.KvRangeLength.selector, 2560, 1280));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentProofWrong() public {
        Fix memory f = _fixture();
        f.w.siblings[4] = bytes32(uint256(5));
        bytes32 root = keccak256(f.kv);
        for (uint256 d; d < 9; ++d) root = keccak256(abi.encodePacked(root, f.w.siblings[d]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.KvRootMismatch.selector, root, f.w.prevKvRoot));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentStateWrong() public {
        Fix memory f = _fixture();
        f.w.segHashes = new bytes32[](1);
        f.w.segHashes[0] = keccak256(abi.encodePacked(int256(1000)));
        f.w.segM = 1001; // not the committed max
        bytes32 pre = keccak256(abi.encodePacked(f.anchor, uint256(0), f.w.segHashes[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.SegmentStateMismatch.selector, 0));
        step.step(ctx, _path(1, 6, HEAD, 1), pre, abi.encode(f.w));
    }

    function test_RevertWhen_segmentPreStateWrong() public {
        Fix memory f = _fixture();
        bytes32 wrong = bytes32(uint256(9));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.PreStateMismatch.selector, f.anchor, wrong));
        step.step(ctx, _path(1, 6, HEAD, 0), wrong, abi.encode(f.w));
    }

    function test_RevertWhen_segmentQueryNotTheRopeOutput() public {
        Fix memory f = _fixture();
        f.w.a[HEAD * HS] += 1;
        vm.expectRevert(abi.encodeWithSelector(EngineStep.InputMismatch.selector, 5));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev An op input 2^32 away from the committed value has the same 32-bit hash: refused.
    function test_RevertWhen_opInputBeyondInt32() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        x[0] = int256(1 << 32);
        bytes memory w = abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 pre = keccak256(abi.encodePacked(genesis, uint256(0), hs[0]));
        vm.expectRevert(EngineStep.NotInt32.selector);
        step.step(ctx, _path(0, 1, 0, 0), pre, w);
    }

    function test_RevertWhen_segmentInputBeyondInt32() public {
        Fix memory f = _fixture();
        f.w.a[64 + 8] += int256(1 << 32); // position 1's key, 2^32 away: the same op hash
        vm.expectRevert(EngineStep.NotInt32.selector);
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev A KV tree of depth D = ⌈log₂ seqLen⌉ holds positions below 2^D. A segment range crossing 2^D
    /// (a request longer than the context) would fold to the root of its first 2^D leaves and leave the rest
    /// unchecked: here seqLen 2, step 3, and position 2's leaf is forged. Refused.
    function test_RevertWhen_segmentRangeCrossesTheTree() public {
        EngineStep small = new EngineStep(
            IRunOp(address(engine)), EngineStep.Shape(64, 172, 5, 8, 4, 8, 512, false, 2), 4096, chunks
        );
        StepContext memory c4 = ctx;
        c4.steps = 4;
        Fix memory f = _fixture();
        bytes memory leaf1 = abi.encodePacked(f.kv);
        leaf1[0] = bytes1(uint8(leaf1[0]) ^ 1);
        bytes memory forged = new bytes(f.kv.length); // any values at position 2
        bytes32 root = keccak256(abi.encodePacked(keccak256(f.kv), keccak256(leaf1)));
        f.w.kv = abi.encodePacked(f.kv, leaf1, forged);
        f.w.siblings = new bytes32[](1); // position 2's right neighbour at height 0: anything
        f.w.siblings[0] = bytes32(uint256(7));
        f.w.prevKvRoot = root;
        f.w.linkPrev = keccak256(abi.encodePacked(f.w.prevLink, uint256(2), f.w.prevIn, f.w.prevOut, root));
        bytes32 anchor = f.w.linkPrev;
        for (uint256 i; i < 6; ++i) anchor = keccak256(abi.encodePacked(anchor, i, f.w.opHashes[i]));
        for (uint256 i; i < HEAD; ++i) anchor = keccak256(abi.encodePacked(anchor, i, f.w.chunkHashes[i]));
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadWitness.selector, "kv range"));
        small.step(c4, _path(3, 6, HEAD, 0), anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentOutsideTheLevel() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 3, 4));
        step.step(ctx, _path(1, 6, HEAD, 4), bytes32(0), "");
        vm.expectRevert(abi.encodeWithSelector(EngineStep.BadPath.selector, 3, 1));
        step.step(ctx, _path(1, 2, 0, 1), bytes32(0), "");
    }
}
