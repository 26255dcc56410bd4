// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {ModelConfig} from "../src/IQ16Engine.sol";
import {EngineHarness} from "./EngineHarness.sol";
import {EngineStep} from "../src/EngineStep.sol";
import {KvStep} from "../src/KvStep.sol";
import {StepOps} from "../src/StepOps.sol";
import {EngineStepBase, IStepEngine} from "../src/EngineStepBase.sol";
import {StepContext} from "../src/IOneStep.sol";
import {StepGasProbe} from "./StepGasProbe.sol";

/// @notice EngineStep's internals for long vectors, exposed.
contract LongProbe is EngineStep {
    constructor(IStepEngine engine_, ModelConfig memory cfg, bytes32[] memory weights, KvStep kv_, StepOps ops_)
        EngineStep(engine_, cfg, 4096, weights, kv_, ops_)
    {}

    function opHash(bytes memory v) external pure returns (bytes32) {
        return _opHash(v);
    }

    /// @notice The root at `depth` after appending the 16-value blocks of `rows` to frontier f of b blocks.
    function appendRoot(bytes32[] memory f, uint256 b, bytes memory rows, uint256 depth)
        external
        pure
        returns (bytes32, uint256)
    {
        b = _append(f, b, rows);
        return (_frontierRoot(f, b, depth), b);
    }
}

/// @notice SPEC.md §8.3 in EngineStep over a model with more than P = 4,096 logits: a synthetic model (dim 24,
/// 1 layer, vocab 5,000, tied classifier) whose weight blob is pseudo-random bytes etched at the overlay
/// addresses, so IQ16Engine.runOp gives the classifier's logits the chunk steps must reproduce. The classifier
/// is chunked by 160 rows (10 blocks: C = 32, the last chunk 40 rows), its block tree is 9 high (313 blocks,
/// the last 8 values); the argmax has 2 ranges (4,096 and 904 logits) and a seal. The references (block tree,
/// frontier, argmax) are written plainly here.
contract EngineStepLongTest is VmTest, StepGasProbe {
    event log_named_uint(string key, uint256 val);

    error Mismatch(string what);

    uint256 internal constant VOCAB = 5000;
    uint256 internal constant DIM = 24;
    uint256 internal constant CLS = 16; // op index of the classifier (1 + 14 + 1)
    uint256 internal constant ARG = 17; // the argmax
    uint256 internal constant CHUNK = 160;

    EngineHarness internal engine;
    bytes32[] internal chunks;
    LongProbe internal step;
    StepContext internal ctx;

    function setUp() public {
        ModelConfig memory c;
        (c.dim, c.hiddenDim, c.layers, c.heads, c.kvHeads, c.headSize, c.vocab, c.seqLen) =
            (DIM, 32, 1, 2, 1, 12, VOCAB, 8);
        (c.tied, c.eps, c.isq, c.log2e) = (true, 1, 1 << 28, 94548);
        uint256 size = _blobSize(c);
        bytes memory blob = _blob(size);
        uint256 n = (size + 24574) / 24575;
        bytes[] memory code = new bytes[](n);
        chunks = new bytes32[](n);
        for (uint256 i; i < n; ++i) {
            uint256 len = i + 1 == n ? size - i * 24575 : 24575;
            bytes memory cc = new bytes(len + 1);
            for (uint256 e; e < len; ++e) cc[e + 1] = blob[i * 24575 + e];
            code[i] = cc;
            chunks[i] = keccak256(cc);
        }
        engine = new EngineHarness(c, size, n, _root(chunks, _log2Ceil(n)), _blobRoot(blob), bytes32(0));
        for (uint256 i; i < n; ++i) vm.etch(engine.overlayAddress(i), code[i]);
        IStepEngine se = IStepEngine(address(engine));
        step = new LongProbe(se, c, chunks, new KvStep(se, c, chunks), new StepOps(c));
        ctx = StepContext({manifest: engine.manifestHash(), input: bytes32(0), steps: 1, promptLen: 1});
    }

    // ---- the synthetic model ----

    function _a32(uint256 n) internal pure returns (uint256) {
        return (n + 31) & ~uint256(31);
    }

    function _msize(uint256 rows, uint256 cols) internal pure returns (uint256) {
        return _a32(4 * rows) + (rows + 15) / 16 * cols * 32;
    }

    /// @dev SPEC.md §5's blob size for a tied model without QK-norm.
    function _blobSize(ModelConfig memory c) internal pure returns (uint256) {
        uint256 q = c.heads * c.headSize;
        uint256 kv = c.kvHeads * c.headSize;
        uint256 layer = _a32(4 * c.dim) + _msize(q, c.dim) + 2 * _msize(kv, c.dim) + _msize(c.dim, q)
            + _a32(4 * c.dim) + 2 * _msize(c.hiddenDim, c.dim) + _msize(c.dim, c.hiddenDim);
        return 2048 + 2 * _a32(4 * (c.seqLen * c.headSize / 2)) + _msize(c.vocab, c.dim) + c.layers * layer
            + _a32(4 * c.dim);
    }

    /// @dev Pseudo-random bytes, the classifier's row scales (blob offset 2,432) kept below 2^16.
    function _blob(uint256 size) internal pure returns (bytes memory b) {
        b = new bytes(size);
        assembly {
            let p := add(b, 0x20)
            for { let i := 0 } lt(i, size) { i := add(i, 0x20) } {
                mstore(0, i)
                mstore(add(p, i), keccak256(0, 0x20))
            }
            mstore(add(p, size), 0)
        }
        uint256 scales = 2048 + 2 * 192;
        for (uint256 r; r < VOCAB; ++r) {
            b[scales + 4 * r] = 0;
            b[scales + 4 * r + 1] = 0;
        }
    }

    // ---- plain references ----

    /// @dev SPEC.md §6.3's blob root: keccak256 of each 1,024-byte piece (the last zero-filled), their §6.2 root.
    function _blobRoot(bytes memory blob) internal pure returns (bytes32) {
        uint256 n = (blob.length + 1023) / 1024;
        bytes32[] memory h = new bytes32[](n);
        for (uint256 i; i < n; ++i) {
            bytes memory piece = new bytes(1024); // zero-filled past the blob's end
            uint256 len = blob.length - i * 1024;
            if (len > 1024) len = 1024;
            assembly {
                mcopy(add(piece, 0x20), add(add(blob, 0x20), mul(i, 1024)), len)
            }
            h[i] = keccak256(piece);
        }
        return _root(h, _log2Ceil(n));
    }

    function _log2Ceil(uint256 n) internal pure returns (uint256 d) {
        while ((1 << d) < n) ++d;
    }

    function _hash2(bytes32 a, bytes32 b) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(a, b));
    }

    /// @dev The root at `depth` of leaves, zero leaves after them (a full array, folded level by level).
    function _root(bytes32[] memory leaves, uint256 depth) internal pure returns (bytes32) {
        bytes32[] memory level = new bytes32[](1 << depth);
        for (uint256 i; i < leaves.length; ++i) level[i] = leaves[i];
        for (uint256 n = level.length; n > 1; n /= 2) {
            for (uint256 i; i < n / 2; ++i) level[i] = _hash2(level[2 * i], level[2 * i + 1]);
        }
        return level[0];
    }

    function _slice(bytes32[] memory v, uint256 lo, uint256 hi) internal pure returns (bytes32[] memory r) {
        r = new bytes32[](hi - lo);
        for (uint256 i; i < r.length; ++i) r[i] = v[lo + i];
    }

    /// @dev v packed as int32 big-endian.
    function _pk(int256[] memory v, uint256 lo, uint256 hi) internal pure returns (bytes memory b) {
        b = new bytes(4 * (hi - lo));
        for (uint256 i = lo; i < hi; ++i) {
            bytes4 x = bytes4(uint32(uint256(v[i]) & 0xffffffff));
            for (uint256 e; e < 4; ++e) b[4 * (i - lo) + e] = x[e];
        }
    }

    /// @dev keccak256 of each 16-value block of v (the last shorter).
    function _blocks(int256[] memory v) internal pure returns (bytes32[] memory h) {
        h = new bytes32[]((v.length + 15) / 16);
        for (uint256 x; x < h.length; ++x) {
            h[x] = keccak256(_pk(v, 16 * x, 16 * x + 16 > v.length ? v.length : 16 * x + 16));
        }
    }

    /// @dev SPEC.md §8's OpHash.
    function _refOpHash(int256[] memory v) internal pure returns (bytes32) {
        if (v.length <= 4096) return keccak256(_pk(v, 0, v.length));
        bytes32[] memory h = _blocks(v);
        return _root(h, _log2Ceil(h.length));
    }

    /// @dev The frontier of the first b blocks: for each 1 bit d of b (ascending) the root of the 2^d blocks
    /// ending at the prefix of b above bit d.
    function _frontier(bytes32[] memory blocks, uint256 b) internal pure returns (bytes32[] memory f) {
        uint256 n;
        for (uint256 d; d < 256; ++d) if ((b >> d) & 1 == 1) ++n;
        f = new bytes32[](n);
        n = 0;
        for (uint256 d; (b >> d) != 0; ++d) {
            if ((b >> d) & 1 == 0) continue;
            uint256 start = (b >> (d + 1)) << (d + 1);
            f[n++] = _root(_slice(blocks, start, start + (1 << d)), d);
        }
    }

    function _path(uint256 a, uint256 b, uint256 c, uint256 d) internal pure returns (uint256[] memory p) {
        p = new uint256[](4);
        (p[0], p[1], p[2], p[3]) = (a, b, c, d);
    }

    function _input(uint256 seed) internal pure returns (int256[] memory a) {
        a = new int256[](DIM);
        for (uint256 i; i < DIM; ++i) a[i] = int256(uint256(keccak256(abi.encode(seed, i))) % (1 << 17)) - (1 << 16);
    }

    /// @dev Op hashes 0 … j − 1 (the classifier's input, op 15, is xb) and c_{j−1}.
    function _ops(uint256 j, int256[] memory xb, bytes32 cls) internal pure returns (bytes32[] memory hs, bytes32 c) {
        hs = new bytes32[](j);
        for (uint256 i; i < j; ++i) hs[i] = keccak256(abi.encode("op", i));
        hs[15] = keccak256(_pk(xb, 0, xb.length));
        if (j > CLS) hs[CLS] = cls;
        c = bytes32(uint256(3));
        for (uint256 i; i < j; ++i) c = keccak256(abi.encodePacked(bytes32(uint256(3)), c, i, hs[i]));
    }

    // ---- OpHash and the frontier arithmetic ----

    /// @dev OpHash of packed vectors of 1, 4,096 (one VectorHash), 4,097 and 5,000 values (block trees with a
    /// one-value and an eight-value last block) against the plain reference.
    function test_opHash_packedEqualsReference() public view {
        uint256[4] memory ns = [uint256(1), 4096, 4097, 5000];
        for (uint256 t; t < 4; ++t) {
            int256[] memory v = _logits(ns[t], t);
            if (step.opHash(_pk(v, 0, v.length)) != _refOpHash(v)) revert Mismatch("op hash");
        }
        int256[] memory w = _logits(4096, 9);
        if (step.opHash(_pk(w, 0, 4096)) != keccak256(_pk(w, 0, 4096))) revert Mismatch("short op hash");
    }

    /// @dev Appending blocks to a frontier gives the root of the reference tree with zero leaves after the
    /// blocks, for runs starting and ending at every kind of position (a full tree included).
    function test_frontierAppend_equalsReference() public view {
        int256[] memory v = _logits(16 * 64, 3);
        bytes32[] memory blocks = _blocks(v);
        uint256[6] memory from = [uint256(0), 1, 10, 31, 37, 50];
        uint256[6] memory to = [uint256(3), 32, 20, 33, 64, 64];
        for (uint256 t; t < 6; ++t) {
            bytes32[] memory fr = _frontier(blocks, from[t]);
            bytes32[] memory f = new bytes32[](7);
            uint256 used;
            for (uint256 d; d < 7; ++d) if ((from[t] >> d) & 1 == 1) f[d] = fr[used++];
            (bytes32 r, uint256 b) = step.appendRoot(f, from[t], _pk(v, 16 * from[t], 16 * to[t]), 6);
            if (b != to[t] || r != _root(_slice(blocks, 0, to[t]), 6)) revert Mismatch("frontier root");
        }
    }

    function _logits(uint256 n, uint256 seed) internal pure returns (int256[] memory v) {
        v = new int256[](n);
        for (uint256 i; i < n; ++i) {
            v[i] = int256(uint256(keccak256(abi.encode(seed, i))) % (1 << 32)) - (1 << 31);
        }
    }

    // ---- the long classifier's chunk level ----

    function test_shape_longOps() public view {
        uint256[] memory p = new uint256[](2);
        (p[0], p[1]) = (0, CLS);
        if (step.leaves(ctx, p) != 33) revert Mismatch("classifier leaves");
        p[1] = ARG;
        if (step.leaves(ctx, p) != 1) revert Mismatch("argmax chunks");
        uint256[] memory q = new uint256[](3);
        (q[0], q[1]) = (0, ARG);
        if (step.leaves(ctx, q) != 3) revert Mismatch("argmax ranges");
        q[1] = CLS;
        if (step.leaves(ctx, q) != 1) revert Mismatch("classifier chunk");
    }

    /// @dev Chunk i's witness and pre-state: the frontier of its 10·i blocks.
    function _chunkStep(int256[] memory xb, bytes32[] memory blocks, uint256 i)
        internal
        pure
        returns (EngineStep.Witness memory w, bytes32 pre)
    {
        bytes32 cPrev;
        (w.opHashes, cPrev) = _ops(CLS, xb, 0);
        w.linkPrev = bytes32(uint256(3));
        w.a = _pk(xb, 0, DIM);
        w.chunkHashes = _frontier(blocks, 10 * i);
        pre = i == 0 ? cPrev : keccak256(abi.encodePacked(cPrev, i - 1, _root(_slice(blocks, 0, 10 * i), 9)));
    }

    /// @dev Every chunk of the classifier in turn (each leaf the next one's pre-state), then the op seal: the
    /// last chunk leaf holds the logits' OpHash and the seal gives c_j with it. Logs the gas of chunk 13, the
    /// last chunk and the seal.
    function test_gas_longClassifier_chunksAndSeal() public {
        int256[] memory xb = _input(7);
        int256[] memory logits = engine.runOp(18, 0, 0, xb, new int256[](0), chunks);
        bytes32[] memory blocks = _blocks(logits);
        (, bytes32 cPrev) = _ops(CLS, xb, 0);
        bytes32 leaf;
        for (uint256 i; i < 32; ++i) {
            (EngineStep.Witness memory w, bytes32 pre) = _chunkStep(xb, blocks, i);
            if (i > 0 && pre != leaf) revert Mismatch("chain");
            uint256 g;
            (leaf, g) = this.stepGas(step, ctx, _path(0, CLS, i, 0), pre, abi.encode(w));
            if (i == 13) emit log_named_uint("engine one-step gas: long classifier chunk 13 (160 rows x 24)", g);
            if (i == 31) emit log_named_uint("engine one-step gas: long classifier chunk 31 (40 rows x 24)", g);
            uint256 b = 10 * i + 10 > 313 ? 313 : 10 * i + 10;
            if (leaf != keccak256(abi.encodePacked(cPrev, i, _root(_slice(blocks, 0, b), 9)))) {
                revert Mismatch("chunk leaf");
            }
        }
        bytes32 t = _refOpHash(logits);
        if (leaf != keccak256(abi.encodePacked(cPrev, uint256(31), t))) revert Mismatch("last chunk holds OpHash");
        EngineStep.Witness memory s;
        (s.opHashes,) = _ops(CLS, xb, 0);
        s.linkPrev = bytes32(uint256(3));
        s.chunkHashes = new bytes32[](1);
        s.chunkHashes[0] = t;
        (bytes32 cj, uint256 gs) = this.stepGas(step, ctx, _path(0, CLS, 32, 0), leaf, abi.encode(s));
        emit log_named_uint("engine one-step gas: long classifier op seal", gs);
        if (cj != keccak256(abi.encodePacked(bytes32(uint256(3)), cPrev, CLS, t))) revert Mismatch("op seal");
    }

    function test_RevertWhen_longChunkFrontierNodeWrong() public {
        int256[] memory xb = _input(8);
        bytes32[] memory blocks = _blocks(engine.runOp(18, 0, 0, xb, new int256[](0), chunks));
        // chunk 13: b = 130 blocks, frontier heights 1 and 7
        (EngineStep.Witness memory w, bytes32 pre) = _chunkStep(xb, blocks, 13);
        if (w.chunkHashes.length != 2) revert Mismatch("frontier length");
        w.chunkHashes[1] = bytes32(uint256(w.chunkHashes[1]) ^ 1);
        vm.expectPartialRevert(EngineStepBase.PreStateMismatch.selector);
        step.step(ctx, _path(0, CLS, 13, 0), pre, abi.encode(w));
    }

    function test_RevertWhen_longChunkFrontierLengthWrong() public {
        int256[] memory xb = _input(8);
        bytes32[] memory blocks = _blocks(engine.runOp(18, 0, 0, xb, new int256[](0), chunks));
        (EngineStep.Witness memory w, bytes32 pre) = _chunkStep(xb, blocks, 13);
        bytes32[] memory three = new bytes32[](3);
        (three[0], three[1]) = (w.chunkHashes[0], w.chunkHashes[1]);
        w.chunkHashes = three;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "chunk hashes"));
        step.step(ctx, _path(0, CLS, 13, 0), pre, abi.encode(w));
        w.chunkHashes = _slice(three, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "chunk hashes"));
        step.step(ctx, _path(0, CLS, 13, 0), pre, abi.encode(w));
        // chunk 0 opens c_{j−1} alone
        (w, pre) = _chunkStep(xb, blocks, 0);
        w.chunkHashes = _slice(three, 0, 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "chunk hashes"));
        step.step(ctx, _path(0, CLS, 0, 0), pre, abi.encode(w));
    }

    /// @dev The chunk's input must be the classifier input's op hash.
    function test_RevertWhen_longChunkInputWrong() public {
        int256[] memory xb = _input(8);
        bytes32[] memory blocks = _blocks(engine.runOp(18, 0, 0, xb, new int256[](0), chunks));
        (EngineStep.Witness memory w, bytes32 pre) = _chunkStep(xb, blocks, 5);
        xb[3] += 1;
        w.a = _pk(xb, 0, DIM);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, 15));
        step.step(ctx, _path(0, CLS, 5, 0), pre, abi.encode(w));
    }

    function test_RevertWhen_longSealWrong() public {
        int256[] memory xb = _input(8);
        (bytes32[] memory hs, bytes32 cPrev) = _ops(CLS, xb, 0);
        bytes32 t = keccak256("t");
        EngineStep.Witness memory s;
        (s.linkPrev, s.opHashes) = (bytes32(uint256(3)), hs);
        s.chunkHashes = new bytes32[](1);
        s.chunkHashes[0] = bytes32(uint256(t) ^ 1);
        bytes32 pre = keccak256(abi.encodePacked(cPrev, uint256(31), t));
        vm.expectRevert(
            abi.encodeWithSelector(EngineStepBase.PreStateMismatch.selector, keccak256(abi.encodePacked(cPrev, uint256(31), s.chunkHashes[0])), pre)
        );
        step.step(ctx, _path(0, CLS, 32, 0), pre, abi.encode(s));
        s.chunkHashes[0] = t;
        s.full = hex"00000001";
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "op seal"));
        step.step(ctx, _path(0, CLS, 32, 0), pre, abi.encode(s));
        s.full = "";
        s.chunkHashes = new bytes32[](2);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "op seal"));
        step.step(ctx, _path(0, CLS, 32, 0), pre, abi.encode(s));
    }

    // ---- the argmax over 5,000 logits ----

    struct Arg {
        int256[] logits;
        bytes32[] blocks;
        bytes32[] hs;
        bytes32 cPrev;
    }

    function _arg(int256[] memory logits) internal pure returns (Arg memory a) {
        a.logits = logits;
        a.blocks = _blocks(logits);
        (a.hs, a.cPrev) = _ops(ARG, _input(1), _refOpHash(logits));
    }

    /// @dev Range s's witness: its logits and the sibling of its height-8 node (D = 9).
    function _rangeStep(Arg memory a, uint256 s, bytes32[] memory segHashes, int256[] memory prev)
        internal
        pure
        returns (EngineStep.Witness memory w)
    {
        (w.linkPrev, w.opHashes, w.segHashes, w.segPrev) = (bytes32(uint256(3)), a.hs, segHashes, prev);
        if (s < 2) {
            w.a = _pk(a.logits, 4096 * s, s == 0 ? 4096 : VOCAB);
            w.siblings = new bytes32[](1);
            w.siblings[0] = _root(s == 0 ? _slice(a.blocks, 256, 313) : _slice(a.blocks, 0, 256), 8);
        }
    }

    function _two(int256 m, int256 i) internal pure returns (int256[] memory v) {
        v = new int256[](2);
        (v[0], v[1]) = (m, i);
    }

    /// @dev Both ranges and the seal on chain, each leaf the next one's pre-state: returns c_j and the index;
    /// logs the gas of each leaf.
    function _argmaxGame(Arg memory a, bool log) internal returns (bytes32 u, int256 idx) {
        bytes32[] memory hs = new bytes32[](2);
        int256[] memory prev = new int256[](0);
        u = a.cPrev;
        for (uint256 s; s < 2; ++s) {
            (bytes32 next, uint256 g) =
                this.stepGas(step, ctx, _path(0, ARG, 0, s), u, abi.encode(_rangeStep(a, s, _slice(hs, 0, s), prev)));
            if (log) emit log_named_uint(s == 0 ? "engine one-step gas: argmax range 0 (4096 logits)" : "engine one-step gas: argmax range 1 (904 logits)", g);
            (int256 m, int256 i) = _refMax(a.logits, 0, s == 0 ? 4096 : VOCAB);
            hs[s] = keccak256(abi.encodePacked(m, i));
            if (next != keccak256(abi.encodePacked(u, s, hs[s]))) revert Mismatch("range leaf");
            (u, prev, idx) = (next, _two(m, i), i);
        }
        uint256 gs;
        (u, gs) = this.stepGas(step, ctx, _path(0, ARG, 0, 2), u, abi.encode(_rangeStep(a, 2, hs, prev)));
        if (log) emit log_named_uint("engine one-step gas: argmax seal", gs);
    }

    /// @dev The maximum of v[0 … hi − 1] and its lowest index.
    function _refMax(int256[] memory v, uint256, uint256 hi) internal pure returns (int256 m, int256 idx) {
        m = v[0];
        for (uint256 i = 1; i < hi; ++i) {
            if (v[i] > m) (m, idx) = (v[i], int256(i));
        }
    }

    /// @dev Random logits with the maximum in range 1: the seal's c_j hashes its index, equal to runOp's argmax.
    function test_gas_longArgmax_rangesAndSeal() public {
        int256[] memory v = _logits(VOCAB, 11);
        v[4321] = 0x7fffffff;
        Arg memory a = _arg(v);
        (bytes32 cj, int256 idx) = _argmaxGame(a, true);
        if (idx != 4321) revert Mismatch("argmax index");
        int256[] memory out = engine.runOp(19, 0, 0, v, new int256[](0), chunks);
        if (out.length != 1 || out[0] != 4321) revert Mismatch("runOp argmax");
        if (cj != keccak256(abi.encodePacked(bytes32(uint256(3)), a.cPrev, ARG, keccak256(abi.encodePacked(uint32(4321)))))) {
            revert Mismatch("argmax seal");
        }
    }

    /// @dev A tie across the ranges keeps the lower index (the strict > of the running maximum).
    function test_longArgmax_tieKeepsLowestIndex() public {
        int256[] memory v = _logits(VOCAB, 12);
        (v[100], v[4500], v[4999]) = (0x7fffffff, 0x7fffffff, 0x7fffffff);
        (, int256 idx) = _argmaxGame(_arg(v), false);
        if (idx != 100) revert Mismatch("tie");
        // the maximum as the first logit of range 1
        v[100] = 0;
        (v[4096], v[4500], v[4999]) = (0x7fffffff, 0x7fffffff, 0x7fffffff);
        (, idx) = _argmaxGame(_arg(v), false);
        if (idx != 4096) revert Mismatch("range start");
    }

    function _rangeOne(Arg memory a) internal pure returns (EngineStep.Witness memory w, bytes32 pre) {
        (int256 m0, int256 i0) = _refMax(a.logits, 0, 4096);
        bytes32[] memory hs = new bytes32[](1);
        hs[0] = keccak256(abi.encodePacked(m0, i0));
        w = _rangeStep(a, 1, hs, _two(m0, i0));
        pre = keccak256(abi.encodePacked(a.cPrev, uint256(0), hs[0]));
    }

    function test_RevertWhen_argmaxSiblingWrong() public {
        (EngineStep.Witness memory w, bytes32 pre) = _rangeOne(_arg(_logits(VOCAB, 13)));
        w.siblings[0] = bytes32(uint256(w.siblings[0]) ^ 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, CLS));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
        w.siblings = new bytes32[](2);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "siblings"));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
    }

    function test_RevertWhen_argmaxLogitWrong() public {
        Arg memory a = _arg(_logits(VOCAB, 13));
        (EngineStep.Witness memory w, bytes32 pre) = _rangeOne(a);
        w.a[4 * 903 + 3] ^= 0x01; // the last logit
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.InputMismatch.selector, CLS));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
    }

    function test_RevertWhen_argmaxRangeLengthWrong() public {
        Arg memory a = _arg(_logits(VOCAB, 14));
        (EngineStep.Witness memory w, bytes32 pre) = _rangeOne(a);
        w.a = _pk(a.logits, 4096, VOCAB - 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "logits range"));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
        // range 0 with range 1's length
        w = _rangeStep(a, 0, new bytes32[](0), new int256[](0));
        w.a = _pk(a.logits, 0, 904);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "logits range"));
        step.step(ctx, _path(0, ARG, 0, 0), a.cPrev, abi.encode(w));
    }

    function test_RevertWhen_argmaxPreviousStateWrong() public {
        Arg memory a = _arg(_logits(VOCAB, 15));
        (EngineStep.Witness memory w, bytes32 pre) = _rangeOne(a);
        w.segPrev[0] += 1;
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.SegmentStateMismatch.selector, 0));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
        w.segPrev = new int256[](1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "segment prev"));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
        // the seal's [m, i] against the last state hash
        (int256 m1, int256 i1) = _refMax(a.logits, 0, VOCAB);
        bytes32[] memory both = new bytes32[](2);
        (both[0], both[1]) = (w.segHashes[0], keccak256(abi.encodePacked(m1, i1)));
        EngineStep.Witness memory s = _rangeStep(a, 2, both, _two(m1, i1 + 1));
        bytes32 u1 = keccak256(abi.encodePacked(pre, uint256(1), both[1]));
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.SegmentStateMismatch.selector, 1));
        step.step(ctx, _path(0, ARG, 0, 2), u1, abi.encode(s));
    }

    function test_RevertWhen_argmaxPreStateWrong() public {
        Arg memory a = _arg(_logits(VOCAB, 16));
        (EngineStep.Witness memory w, bytes32 pre) = _rangeOne(a);
        bytes32 wrong = bytes32(uint256(pre) ^ 1);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.PreStateMismatch.selector, pre, wrong));
        step.step(ctx, _path(0, ARG, 0, 1), wrong, abi.encode(w));
        w.segHashes = new bytes32[](0);
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadWitness.selector, "segment hashes"));
        step.step(ctx, _path(0, ARG, 0, 1), pre, abi.encode(w));
    }

    function test_RevertWhen_argmaxLeafOutside() public {
        vm.expectRevert(abi.encodeWithSelector(EngineStepBase.BadPath.selector, 3, 3));
        step.step(ctx, _path(0, ARG, 0, 3), bytes32(0), "");
    }
}
