// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ModelFixture} from "./IQ16Engine.t.sol";
import {ModelConfig} from "../src/IQ16Engine.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {EngineStep} from "../src/EngineStep.sol";
import {KvStep} from "../src/KvStep.sol";
import {StepOps} from "../src/StepOps.sol";
import {EngineStepBase, IStepEngine} from "../src/EngineStepBase.sol";
import {StepContext} from "../src/IOneStep.sol";
import {StepGasProbe} from "./StepGasProbe.sol";

/// @notice EngineStep over stories260K (dim 64, hidden 172, 5 layers, 8 heads of 8, 4 KV heads, vocab
/// 512, no QK-norm): the levels' shape as bisection.StepOps gives it, re-execution of ops from inputs
/// opened against the pre-state, attention segments (opened KV leaves, chained states, the seal checked
/// against IQ16Engine.runOp's attention), and the leaves and witnesses it refuses. (Go plays whole engine
/// games on chain through every op kind and attention at position 511: go test ./bisection/labchain -run
/// TestEngine.)
contract DisputeEngineTest is ModelFixture, StepGasProbe {
    event log_named_uint(string key, uint256 val);

    error Mismatch(string what);

    EngineHarness internal engine;
    bytes32[] internal chunks;
    EngineStep internal step;
    StepContext internal ctx;

    function setUp() public {
        (engine, chunks) = _load("stories260K");
        step = _newStep(IStepEngine(address(engine)), _stories(), chunks);
        // prompt [1, 5], 2 tokens: 3 checkpoints
        ctx = StepContext({
            manifest: engine.manifestHash(),
            input: keccak256(abi.encodePacked(uint256(2), uint256(2), uint256(1), uint256(5))),
            steps: 3,
            promptLen: 2
        });
    }

    /// @dev EngineStep over engine e (chunks of 4,096 multiply-adds, weights from overlays), with its KvStep and
    /// StepOps.
    function _newStep(IStepEngine e, ModelConfig memory c, bytes32[] memory hs) internal returns (EngineStep) {
        return new EngineStep(e, c, 4096, hs, new KvStep(e, c, hs), new StepOps(c));
    }

    /// @dev stories260K's config (dim 64, hidden 172, 5 layers, 8 heads of 8, 4 KV heads, vocab 512).
    function _stories() internal view returns (ModelConfig memory) {
        return _config(vm.readFile("testdata/manifests/stories260K/manifest.json"));
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
        w.a = _pk(a);
        w.prompt = prompt;
    }

    /// @dev Op leaf j of step k's op chain: c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ h_j) (SPEC.md §8).
    function _op(bytes32 link, bytes32 prev, uint256 j, bytes32 h) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(link, prev, j, h));
    }

    /// @dev v packed as int32 big-endian, as witnesses carry vectors.
    function _pk(int256[] memory v) internal pure returns (bytes memory b) {
        for (uint256 i; i < v.length; ++i) {
            b = abi.encodePacked(b, uint32(uint256(v[i]) & 0xffffffff));
        }
    }

    function _vh(int256[] memory v) internal pure returns (bytes32) {
        return keccak256(_pk(v));
    }

    /// @dev Adds d to value i of a packed vector.
    function _bump(bytes memory v, uint256 i, int256 d) internal pure {
        int256 x = int256(int32(uint32(bytes4(_slice4(v, 4 * i))))) + d;
        bytes4 y = bytes4(uint32(uint256(x) & 0xffffffff));
        for (uint256 b; b < 4; ++b) v[4 * i + b] = y[b];
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
        if (step.segmentLen() != 256) revert Mismatch("B: 16 KiB of one head's 64-byte KV leaves");
        if (step.leaves(ctx, _path(1, 6, 3)) != 4) revert Mismatch("attention head at step 1: 1 segment, 3 passes + seal");
        if (step.leaves(ctx, _path(1, 6, 8)) != 1) revert Mismatch("attention op seal");
        if (step.leaves(ctx, _path(1, 2, 0)) != 1) revert Mismatch("a matvec leaf has no segments");
        if (step.segments(11) != 1 || step.segments(12) != 1 || step.segments(255) != 1) revert Mismatch("segments");
        if (step.segments(256) != 2 || step.segments(511) != 2) revert Mismatch("segments past B");
        if (step.leaves(ctx, new uint256[](0)) != 3) revert Mismatch("checkpoints");
        if (step.leaves(ctx, _path(0)) != 72) revert Mismatch("ops of step 0 (+ link seal)");
        if (step.leaves(ctx, _path(1)) != 75) revert Mismatch("ops of step 1 (+ link seal)");
        if (step.leaves(ctx, _path(1, 2)) != 1) revert Mismatch("wq: 64 rows of 64, one chunk");
        if (step.leaves(ctx, _path(1, 5)) != 13) revert Mismatch("rope: 12 heads + seal");
        if (step.leaves(ctx, _path(1, 10)) != 4) revert Mismatch("w1: 172 rows by 64, 3 chunks + seal");
        if (step.leaves(ctx, _path(1, 13)) != 5) revert Mismatch("w2: 64 rows by 16 (one block of 172 columns), 4 chunks + seal");
        if (step.leaves(ctx, _path(1, 72)) != 9) revert Mismatch("classifier: 8 chunks + seal");
        if (step.leaves(ctx, _path(1, 74)) != 6) revert Mismatch("link level: 5 layers + the link seal");
        if (step.leaves(ctx, _path(1, 74, 2)) != 1) revert Mismatch("a link level leaf has no segments");
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
        if (c0 != _op(genesis, genesis, 0, _vh(x))) revert Mismatch("c_0");

        bytes32[] memory hs = new bytes32[](1);
        hs[0] = _vh(x);
        w = abi.encode(_w(genesis, hs, x, new uint256[](0)));
        g = gasleft();
        bytes32 c1 = step.step(ctx, _path(0, 1, 0, 0), c0, w);
        emit log_named_uint("engine one-step gas: attn_norm", g - gasleft());
        int256[] memory xb = engine.runOp(1, 0, 0, x, new int256[](0), chunks);
        if (c1 != _op(genesis, c0, 1, _vh(xb))) revert Mismatch("c_1");

        // wq from attn_norm's output
        bytes32[] memory hs2 = new bytes32[](2);
        (hs2[0], hs2[1]) = (hs[0], _vh(xb));
        w = abi.encode(_w(genesis, hs2, xb, new uint256[](0)));
        g = gasleft();
        bytes32 c2 = step.step(ctx, _path(0, 2, 0, 0), c1, w);
        emit log_named_uint("engine one-step gas: wq (64 x 64)", g - gasleft());

        // the same leaf with the op chain opened from wq's input (attn_norm, op 1): c_0 given outright
        EngineStep.Witness memory late = _w(genesis, new bytes32[](1), xb, new uint256[](0));
        (late.opHashes[0], late.opFrom, late.chainFrom) = (_vh(xb), 1, c0);
        if (step.step(ctx, _path(0, 2, 0, 0), c1, abi.encode(late)) != c2) revert Mismatch("wq opened from op 1");
        // opened after its input: h_1 is not in the witness
        (late.opHashes, late.opFrom, late.chainFrom) = (new bytes32[](0), 2, c1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "op hashes"));
        step.step(ctx, _path(0, 2, 0, 0), c1, abi.encode(late));
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
        EngineStep st = _newStep(IStepEngine(address(e)), c, hs);
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
        for (uint256 i; i < 72; ++i) r = _op(w.linkPrev, r, i, hs[i]);
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
        bytes32 c1 = _op(bytes32(0), _op(bytes32(0), bytes32(0), 0, hs[0]), 1, hs[1]);
        // wq of layer 0 starts at blob byte 86,272 (exp2 2,048 + RoPE 16,384 + embed 67,584 + attn_norm
        // 256): chunk 3, which holds bytes 73,725 … 98,299
        address a = engine.overlayAddress(3);
        bytes memory code = a.code;
        code[1 + 86272 - 73725] ^= 0x01;
        vm.etch(a, code);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.WeightChunkMismatch.selector, 3, a));
        step.step(ctx, _path(0, 2, 0, 0), c1, abi.encode(_w(bytes32(0), hs, xb, new uint256[](0))));
    }

    /// @dev A matvec input of the wrong width is refused before any weight is read.
    function test_RevertWhen_matvecInputWrongWidth() public {
        int256[] memory xb = _input(63, 5, 1 << 20);
        bytes32[] memory hs = new bytes32[](2);
        hs[1] = _vh(xb);
        bytes32 c1 = _op(bytes32(0), _op(bytes32(0), bytes32(0), 0, hs[0]), 1, hs[1]);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "matvec"));
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
        bytes32 opened = _op(genesis, genesis, 0, hs[0]);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.PreStateMismatch.selector, opened, wrongPre));
        step.step(ctx, _path(0, 1, 0, 0), wrongPre, w);
    }

    function test_RevertWhen_inputDoesNotMatchItsOpHash() public {
        bytes32 genesis = step.anchor(ctx);
        int256[] memory x = new int256[](64);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = bytes32(uint256(7)); // not VectorHash(x)
        bytes memory w =
            abi.encode(_w(genesis, hs, x, new uint256[](0)));
        bytes32 pre = _op(genesis, genesis, 0, hs[0]);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, 0));
        step.step(ctx, _path(0, 1, 0, 0), pre, w);
    }

    /// @dev The link level has one leaf per layer and the seal: 6 for stories260K.
    function test_RevertWhen_linkLevelLeafOutside() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadPath.selector, 2, 6));
        step.step(ctx, _path(1, 74, 6, 0), bytes32(0), "");
    }

    function test_RevertWhen_pathOutsideTheTrace() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadPath.selector, 1, 75));
        step.step(ctx, _path(1, 75, 0, 0), bytes32(0), "");
    }

    // ---- the link level: step 0 of prompt [1, 5] from runOp's outputs, against generate's link_0 ----

    /// @dev Op outputs of step 0 (token 1) through runOp: their hashes (71 ops) and `full`, per layer the RoPE
    /// output then the wv output.
    function _step0() internal view returns (bytes32[] memory hs, int256[] memory full) {
        hs = new bytes32[](71);
        full = new int256[](5 * 128);
        int256[] memory x = new int256[](1);
        x[0] = 1;
        x = engine.runOp(0, 0, 0, x, new int256[](0), chunks);
        hs[0] = _vh(x);
        for (uint256 l; l < 5; ++l) {
            x = _attn0(l, x, hs, full);
            x = _ffn0(l, x, hs);
        }
    }

    /// @dev Layer l's ops 0 … 7 at step 0 (attn_norm … attn_residual).
    function _attn0(uint256 l, int256[] memory x, bytes32[] memory hs, int256[] memory full)
        internal
        view
        returns (int256[] memory)
    {
        uint256 j = 1 + 14 * l;
        int256[] memory none = new int256[](0);
        int256[] memory xb = engine.runOp(1, l, 0, x, none, chunks);
        int256[] memory q = engine.runOp(2, l, 0, xb, none, chunks);
        int256[] memory k = engine.runOp(3, l, 0, xb, none, chunks);
        int256[] memory v = engine.runOp(4, l, 0, xb, none, chunks);
        (hs[j], hs[j + 1], hs[j + 2], hs[j + 3]) = (_vh(xb), _vh(q), _vh(k), _vh(v));
        int256[] memory qk = new int256[](96);
        for (uint256 e; e < 64; ++e) qk[e] = q[e];
        for (uint256 e; e < 32; ++e) qk[64 + e] = k[e];
        qk = engine.runOp(7, l, 0, qk, none, chunks);
        hs[j + 4] = _vh(qk);
        for (uint256 e; e < 96; ++e) full[128 * l + e] = qk[e];
        for (uint256 e; e < 32; ++e) full[128 * l + 96 + e] = v[e];
        (q, k) = (new int256[](64), new int256[](64));
        for (uint256 e; e < 64; ++e) q[e] = qk[e];
        for (uint256 e; e < 32; ++e) (k[e], k[32 + e]) = (qk[64 + e], v[e]);
        q = engine.runOp(8, l, 0, q, k, chunks);
        hs[j + 5] = _vh(q);
        q = engine.runOp(9, l, 0, q, none, chunks);
        hs[j + 6] = _vh(q);
        x = engine.runOp(10, l, 0, x, q, chunks);
        hs[j + 7] = _vh(x);
        return x;
    }

    /// @dev Layer l's ops 8 … 13 at step 0 (ffn_norm … ffn_residual).
    function _ffn0(uint256 l, int256[] memory x, bytes32[] memory hs) internal view returns (int256[] memory) {
        uint256 j = 1 + 14 * l + 8;
        int256[] memory none = new int256[](0);
        int256[] memory xb = engine.runOp(11, l, 0, x, none, chunks);
        int256[] memory h1 = engine.runOp(12, l, 0, xb, none, chunks);
        int256[] memory h3 = engine.runOp(13, l, 0, xb, none, chunks);
        (hs[j], hs[j + 1], hs[j + 2]) = (_vh(xb), _vh(h1), _vh(h3));
        h1 = engine.runOp(14, l, 0, h1, h3, chunks);
        h3 = engine.runOp(15, l, 0, h1, none, chunks);
        x = engine.runOp(16, l, 0, x, h3, chunks);
        (hs[j + 3], hs[j + 4], hs[j + 5]) = (_vh(h1), _vh(h3), _vh(x));
        return x;
    }

    /// @dev Layer ly's new root R'_ly at step 0: each KV head's leaf (K ‖ V from full) at position 0 of an
    /// otherwise empty tree, the §6.2 root over the 4 heads.
    function _newLayerRoot0(int256[] memory full, uint256 ly) internal pure returns (bytes32) {
        bytes32[] memory z = _zeros();
        bytes32[] memory heads = new bytes32[](4);
        for (uint256 h; h < 4; ++h) {
            bytes memory leaf;
            for (uint256 e; e < HS; ++e) leaf = abi.encodePacked(leaf, uint32(uint256(full[128 * ly + 64 + h * HS + e]) & 0xffffffff));
            for (uint256 e; e < HS; ++e) leaf = abi.encodePacked(leaf, uint32(uint256(full[128 * ly + 96 + h * HS + e]) & 0xffffffff));
            bytes32 node = keccak256(leaf);
            for (uint256 d; d < DEPTH; ++d) node = keccak256(abi.encodePacked(node, z[d]));
            heads[h] = node;
        }
        return _refMerkle(heads);
    }

    /// @dev The link level of step 0 (SPEC.md §8.2): its witness base (the op chain from the genesis link, the
    /// prompt), c_70, and every layer's new root.
    function _link0()
        internal
        view
        returns (EngineStep.Witness memory w, bytes32 c70, bytes32[] memory roots, int256[] memory full)
    {
        bytes32[] memory hs;
        (hs, full) = _step0();
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (1, 5);
        w = _w(step.anchor(ctx), hs, new int256[](0), prompt);
        c70 = w.linkPrev;
        for (uint256 j; j < 71; ++j) c70 = _op(w.linkPrev, c70, j, hs[j]);
        roots = new bytes32[](5);
        for (uint256 ly; ly < 5; ++ly) roots[ly] = _newLayerRoot0(full, ly);
    }

    /// @dev Leaf ly of the link level at step 0: w_{ly−1} opened by the roots before it, layer ly's RoPE and wv
    /// outputs, position 0's siblings in its 4 empty trees, and R_ly's path among the 5 empty layer roots.
    function _kvLayer0(
        EngineStep.Witness memory base,
        int256[] memory full,
        bytes32 c70,
        bytes32[] memory roots,
        uint256 ly
    ) internal pure returns (EngineStep.Witness memory w, bytes32 pre) {
        w = _w(base.linkPrev, base.opHashes, new int256[](0), base.prompt);
        int256[] memory rope = new int256[](96);
        int256[] memory wv = new int256[](32);
        for (uint256 e; e < 96; ++e) rope[e] = full[128 * ly + e];
        for (uint256 e; e < 32; ++e) wv[e] = full[128 * ly + 96 + e];
        (w.a, w.b) = (_pk(rope), _pk(wv));
        bytes32[] memory z = _zeros();
        bytes32[] memory empty = new bytes32[](5);
        bytes32[] memory heads = new bytes32[](4);
        for (uint256 h; h < 4; ++h) heads[h] = z[DEPTH];
        for (uint256 l; l < 5; ++l) empty[l] = _refMerkle(heads);
        bytes32[] memory lp = _refPath(empty, ly);
        w.siblings = new bytes32[](4 * DEPTH + lp.length);
        for (uint256 t; t < 4; ++t) {
            for (uint256 d; d < DEPTH; ++d) w.siblings[t * DEPTH + d] = z[d];
        }
        for (uint256 i; i < lp.length; ++i) w.siblings[4 * DEPTH + i] = lp[i];
        w.layerRoots = new bytes32[](ly);
        pre = c70;
        for (uint256 l; l < ly; ++l) {
            w.layerRoots[l] = roots[l];
            pre = keccak256(abi.encodePacked(pre, l, roots[l]));
        }
    }

    /// @dev Leaf ly of the link level at step 0 with its pre-state.
    function _kvLayer0(uint256 ly) internal view returns (EngineStep.Witness memory w, bytes32 pre) {
        (EngineStep.Witness memory base, bytes32 c70, bytes32[] memory roots, int256[] memory full) = _link0();
        return _kvLayer0(base, full, c70, roots, ly);
    }

    /// @dev The whole link level of step 0 from runOp's outputs: each layer's leaf sets position 0 in its four
    /// trees (w_l = keccak256(w_{l−1} ‖ l ‖ R'_l), R'_l computed here from SPEC.md §7.3 written plainly), and
    /// the seal gives IQ16Engine.generate's first checkpoint.
    function test_gas_linkLevel_equalsGenerate() public {
        uint256[] memory prompt = new uint256[](2);
        (prompt[0], prompt[1]) = (1, 5);
        (, bytes32[] memory cps) = engine.generate(prompt, 2, chunks);
        (EngineStep.Witness memory base, bytes32 c70, bytes32[] memory roots, int256[] memory full) = _link0();
        uint256 most;
        for (uint256 ly; ly < 5; ++ly) {
            (EngineStep.Witness memory w, bytes32 pre) = _kvLayer0(base, full, c70, roots, ly);
            (bytes32 leaf, uint256 used) = this.stepGas(step, ctx, _path(0, 71, ly, 0), pre, abi.encode(w));
            if (leaf != keccak256(abi.encodePacked(pre, ly, roots[ly]))) revert Mismatch("link level leaf");
            if (used > most) most = used;
        }
        emit log_named_uint("engine one-step gas: link level, one layer's KV update at step 0 (most)", most);
        EngineStep.Witness memory s = base;
        s.layerRoots = roots;
        bytes32 w4 = c70;
        for (uint256 l; l < 5; ++l) w4 = keccak256(abi.encodePacked(w4, l, roots[l]));
        (bytes32 link, uint256 sealGas) = this.stepGas(step, ctx, _path(0, 71, 5, 0), w4, abi.encode(s));
        emit log_named_uint("engine one-step gas: link seal, step 0", sealGas);
        if (link != cps[0]) revert Mismatch("link_0");
    }

    function test_RevertWhen_kvLayerSiblingsWrongLength() public {
        (EngineStep.Witness memory w, bytes32 pre) = _kvLayer0(2);
        bytes32[] memory all = new bytes32[](20 * DEPTH); // every tree's path: the whole forest's update
        w.siblings = all;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "siblings"));
        step.step(ctx, _path(0, 71, 2, 0), pre, abi.encode(w));
    }

    /// @dev A sibling of one tree (the last head's) that is not its empty subtree: position 0 was not empty in
    /// the tree the witness describes, so the old roots do not give the empty forest's KV root.
    function test_RevertWhen_kvLayerPathNotEmpty() public {
        (EngineStep.Witness memory w, bytes32 pre) = _kvLayer0(1);
        w.siblings[3 * DEPTH + 3] = bytes32(uint256(1));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "kv path"));
        step.step(ctx, _path(0, 71, 1, 0), pre, abi.encode(w));
    }

    /// @dev R_l's path among the layer roots is wrong.
    function test_RevertWhen_kvLayerLayerPathWrong() public {
        (EngineStep.Witness memory w, bytes32 pre) = _kvLayer0(4);
        w.siblings[4 * DEPTH + 2] = bytes32(uint256(1));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "kv path"));
        step.step(ctx, _path(0, 71, 4, 0), pre, abi.encode(w));
    }

    /// @dev A key that is not layer 3's RoPE output (op 1 + 3·14 + 4).
    function test_RevertWhen_kvLayerKeyNotTheRopeOutput() public {
        (EngineStep.Witness memory w, bytes32 pre) = _kvLayer0(3);
        _bump(w.a, 64 + 9, 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, 47));
        step.step(ctx, _path(0, 71, 3, 0), pre, abi.encode(w));
    }

    /// @dev The seal's layer roots must open its pre-state w_{L−1}: one root too few, or one changed.
    function test_RevertWhen_linkSealLayerRootsWrong() public {
        (EngineStep.Witness memory s, bytes32 c70, bytes32[] memory roots,) = _link0();
        bytes32 w4 = c70;
        for (uint256 l; l < 5; ++l) w4 = keccak256(abi.encodePacked(w4, l, roots[l]));
        bytes32[] memory four = new bytes32[](4);
        for (uint256 l; l < 4; ++l) four[l] = roots[l];
        s.layerRoots = four;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "layer roots"));
        step.step(ctx, _path(0, 71, 5, 0), w4, abi.encode(s));
        roots[2] = bytes32(uint256(5));
        s.layerRoots = roots;
        bytes32 opened = c70;
        for (uint256 l; l < 5; ++l) opened = keccak256(abi.encodePacked(opened, l, roots[l]));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.PreStateMismatch.selector, opened, w4));
        step.step(ctx, _path(0, 71, 5, 0), w4, abi.encode(s));
    }

    // ---- attention segments: step 1 (T = 2: position 0 from the KV tree, position 1 from this step's
    // outputs), layer 0's attention (op 6), head 3 (KV head 1), one segment: leaves max, sum, acc, seal ----

    uint256 internal constant HS = 8;
    uint256 internal constant KVD = 32; // kvHeads · headSize
    uint256 internal constant HEAD = 3;
    uint256 internal constant G = 1; // HEAD's KV head
    uint256 internal constant DEPTH = 9; // ⌈log₂ 512⌉

    /// @dev A synthetic but consistent pre-state: op outputs of step 1 up to RoPE, leaf 0 of T_{0,G} under
    /// kvroot_0 (the other 19 trees hold arbitrary roots) inside link_0's preimage.
    struct Fix {
        int256[] rope; // q ‖ k after RoPE (96)
        int256[] wv; // v (32)
        bytes kv; // leaf 0 of T_{0,G}: K ‖ V of KV head G, int32 big-endian
        bytes32[] siblings; // its multiproof (9), then T_{0,G}'s root path among layer 0's 4 roots (2), R_0's among 5 (3)
        bytes32[] trees; // the 20 tree roots, layer-major
        EngineStep.Witness w;
        bytes32 anchor; // r_{HEAD−1}
    }

    /// @dev Roots of empty subtrees of heights 0 … 9.
    function _zeros() internal pure returns (bytes32[] memory z) {
        z = new bytes32[](DEPTH + 1);
        for (uint256 d = 1; d <= DEPTH; ++d) z[d] = keccak256(abi.encodePacked(z[d - 1], z[d - 1]));
    }

    /// @dev SPEC.md §6.2 written plainly: the leaves padded with zero hashes to a power of two, halved.
    function _refMerkle(bytes32[] memory leaves) internal pure returns (bytes32) {
        uint256 n = 1;
        while (n < leaves.length) n *= 2;
        bytes32[] memory lv = new bytes32[](n);
        for (uint256 i; i < leaves.length; ++i) lv[i] = leaves[i];
        for (; n > 1; n /= 2) {
            for (uint256 i; i < n / 2; ++i) lv[i] = keccak256(abi.encodePacked(lv[2 * i], lv[2 * i + 1]));
        }
        return lv[0];
    }

    /// @dev Leaf i's siblings in _refMerkle(leaves), bottom up.
    function _refPath(bytes32[] memory leaves, uint256 i) internal pure returns (bytes32[] memory path) {
        uint256 n = 1;
        uint256 d;
        while (n < leaves.length) (n, d) = (n * 2, d + 1);
        path = new bytes32[](d);
        bytes32[] memory lv = new bytes32[](n);
        for (uint256 x; x < leaves.length; ++x) lv[x] = leaves[x];
        for (uint256 h; h < d; ++h) {
            path[h] = lv[i ^ 1];
            for (uint256 x; x < n / 2; ++x) lv[x] = keccak256(abi.encodePacked(lv[2 * x], lv[2 * x + 1]));
            (n, i) = (n / 2, i / 2);
        }
    }

    /// @dev kvroot of SPEC.md §7.3 from the 20 tree roots (5 layers of 4 KV heads).
    function _refKvRoot(bytes32[] memory trees) internal pure returns (bytes32) {
        bytes32[] memory lr = new bytes32[](5);
        for (uint256 l; l < 5; ++l) lr[l] = _refMerkle(_layerTrees(trees, l));
        return _refMerkle(lr);
    }

    function _layerTrees(bytes32[] memory trees, uint256 l) internal pure returns (bytes32[] memory r) {
        r = new bytes32[](4);
        for (uint256 h; h < 4; ++h) r[h] = trees[4 * l + h];
    }

    /// @dev Tree t's root path in kvroot: its siblings among its layer's roots, then the layer root's.
    function _treePath(bytes32[] memory trees, uint256 t) internal pure returns (bytes32[] memory path) {
        bytes32[] memory lr = new bytes32[](5);
        for (uint256 l; l < 5; ++l) lr[l] = _refMerkle(_layerTrees(trees, l));
        bytes32[] memory a = _refPath(_layerTrees(trees, t / 4), t % 4);
        bytes32[] memory b = _refPath(lr, t / 4);
        path = new bytes32[](a.length + b.length);
        for (uint256 i; i < a.length; ++i) path[i] = a[i];
        for (uint256 i; i < b.length; ++i) path[a.length + i] = b[i];
    }

    /// @dev kvroot with leaf 0 of T_{0,G} holding `leaf` (positions ≥ 1 empty) and the fixture's other trees.
    function _kvRootWithLeaf(Fix memory f, bytes memory leaf) internal pure returns (bytes32) {
        bytes32[] memory z = _zeros();
        bytes32 node = keccak256(leaf);
        for (uint256 d; d < DEPTH; ++d) node = keccak256(abi.encodePacked(node, z[d]));
        bytes32[] memory trees = new bytes32[](20);
        for (uint256 t; t < 20; ++t) trees[t] = f.trees[t];
        trees[G] = node;
        return _refKvRoot(trees);
    }

    /// @dev The root the segment step folds from leaf bytes `leaf` and `siblings` (one leaf at position 0 of
    /// T_{0,G}): the tree path, then the head path (G = 1 among 4), then the layer path (0 among 5).
    function _foldLeaf(bytes memory leaf, bytes32[] memory sib) internal pure returns (bytes32 node) {
        node = keccak256(leaf);
        for (uint256 d; d < DEPTH; ++d) node = keccak256(abi.encodePacked(node, sib[d]));
        node = keccak256(abi.encodePacked(sib[DEPTH], node)); // G = 1: a right child
        node = keccak256(abi.encodePacked(node, sib[DEPTH + 1]));
        for (uint256 d = DEPTH + 2; d < DEPTH + 5; ++d) node = keccak256(abi.encodePacked(node, sib[d]));
    }

    /// @dev Link_0's preimage with kvroot_0 = root, and the anchor r_{HEAD−1} above it.
    function _openLink0(Fix memory f, bytes32 root, uint256 k) internal pure {
        f.w.prevKvRoot = root;
        f.w.linkPrev = keccak256(abi.encodePacked(f.w.prevLink, k - 1, f.w.prevIn, f.w.prevOut, root));
        bytes32 c = f.w.linkPrev;
        for (uint256 i; i < 6; ++i) c = _op(f.w.linkPrev, c, i, f.w.opHashes[i]);
        for (uint256 i; i < HEAD; ++i) c = keccak256(abi.encodePacked(c, i, f.w.chunkHashes[i]));
        f.anchor = c;
    }

    function _fixture() internal pure returns (Fix memory f) {
        f.rope = new int256[](96);
        for (uint256 i; i < 96; ++i) f.rope[i] = int256((i * 7919) % 40000) - 20000;
        f.wv = new int256[](32);
        for (uint256 i; i < 32; ++i) f.wv[i] = int256((i * 104729) % 60000) - 30000;
        for (uint256 i; i < 2 * HS; ++i) {
            f.kv = abi.encodePacked(f.kv, uint32(uint256(int256((i * 15485863) % 50000) - 25000) & 0xffffffff));
        }
        // T_{0,G}: leaf 0 set, the rest empty; every other tree some committed root
        bytes32[] memory z = _zeros();
        f.trees = new bytes32[](20);
        for (uint256 t; t < 20; ++t) f.trees[t] = keccak256(abi.encode("tree", t));
        bytes32 node = keccak256(f.kv);
        for (uint256 d; d < DEPTH; ++d) node = keccak256(abi.encodePacked(node, z[d]));
        f.trees[G] = node;
        bytes32[] memory path = _treePath(f.trees, G);
        f.siblings = new bytes32[](DEPTH + path.length);
        for (uint256 d; d < DEPTH; ++d) f.siblings[d] = z[d]; // the range [0, 1)'s right neighbours
        for (uint256 i; i < path.length; ++i) f.siblings[DEPTH + i] = path[i];
        bytes32[] memory hs = new bytes32[](6);
        for (uint256 i; i < 4; ++i) hs[i] = keccak256(abi.encode("op", i));
        (hs[4], hs[5]) = (_vh(f.wv), _vh(f.rope));
        f.w.prevLink = bytes32(uint256(11));
        (f.w.prevIn, f.w.prevOut) = (1, 5);
        f.w.opHashes = hs;
        f.w.chunkHashes = new bytes32[](HEAD);
        for (uint256 i; i < HEAD; ++i) f.w.chunkHashes[i] = keccak256(abi.encode("head", i));
        _openLink0(f, _refKvRoot(f.trees), 1);
        f.w.a = _pk(f.rope);
        f.w.b = _pk(f.wv);
        f.w.kv = f.kv;
        f.w.siblings = f.siblings;
        f.w.segPrev = new int256[](0);
    }

    /// @dev Position t's key and value of the head's KV head (layer 0).
    function _kvOf(Fix memory f, uint256 t) internal pure returns (int256[] memory k, int256[] memory v) {
        (k, v) = (new int256[](HS), new int256[](HS));
        uint256 kh = G * HS;
        for (uint256 e; e < HS; ++e) {
            if (t == 0) {
                k[e] = int256(int32(uint32(bytes4(_slice4(f.kv, 4 * e)))));
                v[e] = int256(int32(uint32(bytes4(_slice4(f.kv, 4 * (HS + e))))));
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
        bytes memory wb = abi.encode(f.w);
        uint256[] memory path = _path(1, 6, HEAD, x);
        uint256 g = gasleft();
        u = step.step(ctx, path, pre, wb);
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

        // runOp's attention over the same two positions (layer 0 rows: K ‖ V of every KV head; at position
        // 0 only KV head G's, which alone reaches query head HEAD)
        int256[] memory rows = new int256[](2 * 2 * KVD);
        (int256[] memory k0, int256[] memory v0) = _kvOf(f, 0);
        for (uint256 e; e < HS; ++e) (rows[G * HS + e], rows[KVD + G * HS + e]) = (k0[e], v0[e]);
        for (uint256 j; j < KVD; ++j) (rows[2 * KVD + j], rows[3 * KVD + j]) = (f.rope[64 + j], f.wv[j]);
        int256[] memory q = new int256[](64);
        for (uint256 j; j < 64; ++j) q[j] = f.rope[j];
        int256[] memory o = engine.runOp(8, 0, 1, q, rows, chunks);
        int256[] memory oh = new int256[](HS);
        for (uint256 e; e < HS; ++e) oh[e] = o[HEAD * HS + e];
        if (seal != keccak256(abi.encodePacked(f.anchor, HEAD, _vh(oh)))) revert Mismatch("seal vs runOp attention");
    }

    // ---- a full segment: step 256 of a 257-step run, layer 0, head HEAD: segment 0 opens positions
    // 0 … 255 of T_{0,G} (16 KiB of leaves), segment 1 is position 256 from the step's outputs ----

    /// @dev K_t ‖ V_t of position t < 256 of T_{0,G}: small values, so that the scores lie close together
    /// and every exp2neg of the sum and acc passes is computed.
    function _bigKv() internal pure returns (bytes memory kv) {
        kv = new bytes(256 * 8 * HS);
        for (uint256 i; i < 256 * 2 * HS; ++i) {
            uint32 v = uint32(uint256(int256(uint256(keccak256(abi.encode("kv", i))) % 601) - 300) & 0xffffffff);
            assembly { mstore(add(add(kv, 0x20), shl(2, i)), or(shl(224, v), and(mload(add(add(kv, 0x20), shl(2, i))), sub(shl(224, 1), 1)))) }
        }
    }

    /// @dev K_t or V_t (part 0 / 1) of the big segment's position t from the leaves or (t = 256) the outputs.
    function _bigPart(Fix memory f, uint256 t, uint256 part) internal pure returns (int256[] memory r) {
        r = new int256[](HS);
        for (uint256 e; e < HS; ++e) {
            if (t < 256) r[e] = int256(int32(uint32(bytes4(_slice4(f.w.kv, 4 * (t * 2 * HS + part * HS + e))))));
            else r[e] = part == 0 ? f.rope[64 + G * HS + e] : f.wv[G * HS + e];
        }
    }

    function _bigScore(Fix memory f, uint256 t) internal view returns (int256) {
        int256[] memory k = _bigPart(f, t, 0);
        int256 d;
        for (uint256 e; e < HS; ++e) d += f.rope[HEAD * HS + e] * k[e];
        int256 isq = int256(engine.attentionScale() >> 32);
        return _refClamp(((d + (1 << 15)) >> 16) * isq + (1 << 29) >> 30);
    }

    /// @dev The fixture moved to step 256: T_{0,G} holds positions 0 … 255; the proof of [0, 256) is the empty
    /// right half's root at height 8, then the tree's root path.
    function _bigFixture() internal pure returns (Fix memory f, StepContext memory c) {
        f = _fixture();
        f.w.kv = _bigKv();
        bytes32[] memory lv = new bytes32[](256);
        for (uint256 t; t < 256; ++t) {
            bytes memory leaf = new bytes(8 * HS);
            for (uint256 b; b < 8 * HS; ++b) leaf[b] = f.w.kv[t * 8 * HS + b];
            lv[t] = keccak256(leaf);
        }
        for (uint256 n = 256; n > 1; n /= 2) {
            for (uint256 i; i < n / 2; ++i) lv[i] = keccak256(abi.encodePacked(lv[2 * i], lv[2 * i + 1]));
        }
        bytes32[] memory z = _zeros();
        f.trees[G] = keccak256(abi.encodePacked(lv[0], z[8]));
        bytes32[] memory path = _treePath(f.trees, G);
        f.w.siblings = new bytes32[](1 + path.length);
        f.w.siblings[0] = z[8];
        for (uint256 i; i < path.length; ++i) f.w.siblings[1 + i] = path[i];
        _openLink0(f, _refKvRoot(f.trees), 256);
        c.steps = 257;
        c.promptLen = 1;
    }

    /// @dev Gas of the passes over a full segment (256 opened positions), each post-state checked against
    /// the reference; logs the step gas (the call, not the calldata: 16 KiB of leaves in a ~17 KiB witness).
    function test_gas_attentionSegmentFull() public {
        (Fix memory f, StepContext memory c) = _bigFixture();
        if (step.segments(256) != 2) revert Mismatch("two segments at step 256");
        int256 m0 = -0x7fffffff;
        for (uint256 t; t < 256; ++t) if (_bigScore(f, t) > m0) m0 = _bigScore(f, t);
        int256 m = _bigScore(f, 256) > m0 ? _bigScore(f, 256) : m0;
        int256 s0;
        for (uint256 t; t < 256; ++t) s0 += _refExp(m, _bigScore(f, t));
        int256 sum = s0 + _refExp(m, _bigScore(f, 256));
        int256[] memory a0 = new int256[](HS);
        for (uint256 t; t < 256; ++t) {
            int256 pt = (_refExp(m, _bigScore(f, t)) << 30) / sum;
            int256[] memory v = _bigPart(f, t, 1);
            for (uint256 e; e < HS; ++e) a0[e] += pt * v[e];
        }
        // the state hashes of leaves 0 … 3: max of segments 0, 1, sum of segments 0, 1
        bytes32[] memory sh = new bytes32[](4);
        (sh[0], sh[1], sh[2], sh[3]) = (
            keccak256(abi.encodePacked(m0)),
            keccak256(abi.encodePacked(m)),
            keccak256(abi.encodePacked(s0)),
            keccak256(abi.encodePacked(sum))
        );
        bytes32 u = f.anchor;
        bytes32[] memory us = new bytes32[](5);
        for (uint256 x; x < 4; ++x) {
            us[x] = u;
            u = keccak256(abi.encodePacked(u, x, sh[x]));
        }
        us[4] = u;
        _bigStep(f, c, 0, us[0], _one(m0), "max, 256 positions");
        f.w.segM = m;
        f.w.segHashes = new bytes32[](2);
        (f.w.segHashes[0], f.w.segHashes[1]) = (sh[0], sh[1]);
        _bigStep(f, c, 2, us[2], _one(s0), "sum, 256 positions");
        f.w.segS = sum;
        f.w.segHashes = sh;
        _bigStep(f, c, 4, us[4], a0, "acc, 256 positions");
    }

    function _bigStep(Fix memory f, StepContext memory c, uint256 x, bytes32 pre, int256[] memory state, string memory what)
        internal
    {
        // measured in a fresh call frame: this one's memory is large after the reference's arithmetic
        (bytes32 u, uint256 used) = this.stepGas(step, c, _path(256, 6, HEAD, x), pre, abi.encode(f.w));
        emit log_named_uint(string.concat("attention segment step gas: ", what), used);
        if (u != keccak256(abi.encodePacked(pre, x, keccak256(abi.encodePacked(state))))) revert Mismatch(what);
    }

    function test_RevertWhen_segmentKvLeafTampered() public {
        Fix memory f = _fixture();
        f.w.kv[40] = bytes1(uint8(f.w.kv[40]) ^ 1); // a value of the leaf
        bytes32 root = _foldLeaf(f.w.kv, f.siblings);
        if (root != _kvRootWithLeaf(f, f.w.kv)) revert Mismatch("fold of the tampered leaf");
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.KvRootMismatch.selector, root, f.w.prevKvRoot));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev The fixture's proof folds to kvroot_0 (so the reverts below come from the changed word alone).
    function test_segmentProofFoldsToKvRoot() public pure {
        Fix memory f = _fixture();
        if (_foldLeaf(f.kv, f.siblings) != f.w.prevKvRoot) revert Mismatch("fixture proof");
        if (f.siblings.length != 14) revert Mismatch("9 tree + 2 head + 3 layer siblings");
    }

    function test_RevertWhen_segmentKvRangeWrong() public {
        Fix memory f = _fixture();
        f.w.kv = abi.encodePacked(f.kv, f.kv); // two leaves where the segment has one below k
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.KvRangeLength.selector, 128, 64));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev A leaf of all 5 layers' K ‖ V (the spec v1 leaf) is refused by its length.
    function test_RevertWhen_segmentKvIsTheV1Leaf() public {
        Fix memory f = _fixture();
        f.w.kv = new bytes(1280);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.KvRangeLength.selector, 1280, 64));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev A changed sibling at index i (tree, head path or layer path) folds to another root.
    function _proofWrong(uint256 i) internal {
        Fix memory f = _fixture();
        f.w.siblings[i] = bytes32(uint256(5));
        bytes32 root = _foldLeaf(f.kv, f.w.siblings);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.KvRootMismatch.selector, root, f.w.prevKvRoot));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentProofWrong() public {
        _proofWrong(4);
    }

    function test_RevertWhen_segmentHeadPathWrong() public {
        _proofWrong(DEPTH); // root(T_{0,0}), G's left neighbour among layer 0's trees
        _proofWrong(DEPTH + 1);
    }

    function test_RevertWhen_segmentLayerPathWrong() public {
        _proofWrong(DEPTH + 2); // R_1
        _proofWrong(DEPTH + 4); // the root over R_4 and the padding
    }

    /// @dev The proof of another KV head's tree (the query head's group is G = 1): its leaf does not open.
    function test_RevertWhen_segmentProvesAnotherHeadsTree() public {
        Fix memory f = _fixture();
        // the leaf sits in T_{0,0} instead, T_{0,G} holds something else
        (f.trees[0], f.trees[G]) = (f.trees[G], keccak256(abi.encode("tree", G)));
        _openLink0(f, _refKvRoot(f.trees), 1);
        bytes32[] memory path = _treePath(f.trees, 0);
        for (uint256 i; i < path.length; ++i) f.w.siblings[DEPTH + i] = path[i];
        // a valid proof of the leaf, but in head 0's tree
        bytes32 node = keccak256(f.kv);
        for (uint256 d; d < DEPTH; ++d) node = keccak256(abi.encodePacked(node, f.w.siblings[d]));
        node = keccak256(abi.encodePacked(node, f.w.siblings[DEPTH])); // head 0: a left child
        node = keccak256(abi.encodePacked(node, f.w.siblings[DEPTH + 1]));
        for (uint256 d = DEPTH + 2; d < DEPTH + 5; ++d) node = keccak256(abi.encodePacked(node, f.w.siblings[d]));
        if (node != f.w.prevKvRoot) revert Mismatch("head 0's proof");
        // folded as head G's, it gives another root
        bytes32 root = _foldLeaf(f.kv, f.w.siblings);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.KvRootMismatch.selector, root, f.w.prevKvRoot));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentSiblingsCountWrong() public {
        Fix memory f = _fixture();
        bytes32[] memory more = new bytes32[](f.siblings.length + 1);
        for (uint256 i; i < f.siblings.length; ++i) more[i] = f.siblings[i];
        f.w.siblings = more;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "siblings"));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
        bytes32[] memory fewer = new bytes32[](DEPTH + 4); // the layer path one short
        for (uint256 i; i < fewer.length; ++i) fewer[i] = f.siblings[i];
        f.w.siblings = fewer;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "siblings"));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentStateWrong() public {
        Fix memory f = _fixture();
        f.w.segHashes = new bytes32[](1);
        f.w.segHashes[0] = keccak256(abi.encodePacked(int256(1000)));
        f.w.segM = 1001; // not the committed max
        bytes32 pre = keccak256(abi.encodePacked(f.anchor, uint256(0), f.w.segHashes[0]));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.SegmentStateMismatch.selector, 0));
        step.step(ctx, _path(1, 6, HEAD, 1), pre, abi.encode(f.w));
    }

    function test_RevertWhen_segmentPreStateWrong() public {
        Fix memory f = _fixture();
        bytes32 wrong = bytes32(uint256(9));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.PreStateMismatch.selector, f.anchor, wrong));
        step.step(ctx, _path(1, 6, HEAD, 0), wrong, abi.encode(f.w));
    }

    function test_RevertWhen_segmentQueryNotTheRopeOutput() public {
        Fix memory f = _fixture();
        _bump(f.w.a, HEAD * HS, 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, 5));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev Witness vectors are packed int32: a length that is not a multiple of 4 bytes is refused, so no
    /// value can sit outside int32 or straddle two values.
    function test_RevertWhen_packedVectorCut() public {
        Fix memory f = _fixture();
        bytes memory a = f.w.a;
        assembly { mstore(a, sub(mload(a), 1)) }
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "packed vector"));
        step.step(ctx, _path(1, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    /// @dev A KV tree of depth D = ⌈log₂ seqLen⌉ holds positions below 2^D. A segment range crossing 2^D
    /// (a request longer than the context) would fold to the root of its first 2^D leaves and leave the rest
    /// unchecked: here seqLen 2, step 3, and position 2's leaf is forged. Refused.
    function test_RevertWhen_segmentRangeCrossesTheTree() public {
        ModelConfig memory c2 = _stories();
        c2.seqLen = 2;
        EngineStep small = _newStep(IStepEngine(address(engine)), c2, chunks);
        StepContext memory c4 = ctx;
        c4.steps = 4;
        Fix memory f = _fixture();
        bytes memory leaf1 = abi.encodePacked(f.kv);
        leaf1[0] = bytes1(uint8(leaf1[0]) ^ 1);
        bytes memory forged = new bytes(f.kv.length); // any values at position 2
        f.w.kv = abi.encodePacked(f.kv, leaf1, forged);
        // T_{0,G} of depth 1 over positions 0 and 1, its root path as before: all of it would fold
        f.trees[G] = keccak256(abi.encodePacked(keccak256(f.kv), keccak256(leaf1)));
        bytes32[] memory path = _treePath(f.trees, G);
        f.w.siblings = new bytes32[](1 + path.length); // position 2's right neighbour at height 0: anything
        f.w.siblings[0] = bytes32(uint256(7));
        for (uint256 i; i < path.length; ++i) f.w.siblings[1 + i] = path[i];
        _openLink0(f, _refKvRoot(f.trees), 3);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "kv range"));
        small.step(c4, _path(3, 6, HEAD, 0), f.anchor, abi.encode(f.w));
    }

    function test_RevertWhen_segmentOutsideTheLevel() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadPath.selector, 3, 4));
        step.step(ctx, _path(1, 6, HEAD, 4), bytes32(0), "");
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadPath.selector, 3, 1));
        step.step(ctx, _path(1, 2, 0, 1), bytes32(0), "");
    }
}
