// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {IQ16Engine, ModelConfig} from "../src/IQ16Engine.sol";
import {OverlayMounter} from "../src/OverlayMounter.sol";
import {EngineHarness} from "./EngineHarness.sol";

/// @notice Loads a model folder into an engine (chunks etched at their overlay addresses) and
/// checks runs against testdata/vectors.
abstract contract ModelFixture is VmTest {
    error TokenMismatch(uint256 i, uint256 have, uint256 want);
    error CheckpointMismatch(uint256 i, bytes32 have, bytes32 want);

    function _dec(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        bytes memory b;
        while (v > 0) {
            b = abi.encodePacked(bytes1(uint8(48 + v % 10)), b);
            v /= 10;
        }
        return string(b);
    }

    function _chunkFile(string memory model, uint256 i) internal pure returns (string memory) {
        string memory d = _dec(i);
        while (bytes(d).length < 4) d = string.concat("0", d);
        return string.concat("testdata/manifests/", model, "/chunks/", d, ".bin");
    }

    function _config(string memory m) internal pure returns (ModelConfig memory c) {
        c.dim = vm.parseJsonUint(m, ".config.dim");
        c.hiddenDim = vm.parseJsonUint(m, ".config.hidden_dim");
        c.layers = vm.parseJsonUint(m, ".config.layers");
        c.heads = vm.parseJsonUint(m, ".config.heads");
        c.kvHeads = vm.parseJsonUint(m, ".config.kv_heads");
        c.headSize = vm.parseJsonUint(m, ".config.head_size");
        c.vocab = vm.parseJsonUint(m, ".config.vocab");
        c.seqLen = vm.parseJsonUint(m, ".config.seq_len");
        c.ropeLayout = vm.parseJsonUint(m, ".config.rope_layout");
        c.qkNorm = vm.parseJsonBool(m, ".config.qk_norm");
        c.tied = vm.parseJsonBool(m, ".config.tied");
        c.eps = vm.parseJsonUint(m, ".config.eps");
        c.isq = vm.parseJsonUint(m, ".config.isq");
        c.log2e = vm.parseJsonUint(m, ".config.log2e");
        c.bos = vm.parseJsonInt(m, ".config.bos");
        c.eos = vm.parseJsonInt(m, ".config.eos");
    }

    /// @dev Deploys the engine for a model and etches its chunks; returns the chunk hashes.
    function _load(string memory model) internal returns (EngineHarness e, bytes32[] memory hashes) {
        string memory m = vm.readFile(string.concat("testdata/manifests/", model, "/manifest.json"));
        hashes = vm.parseJsonBytes32Array(m, ".weights.chunks");
        e = new EngineHarness(
            _config(m),
            vm.parseJsonUint(m, ".weights.size"),
            hashes.length,
            vm.parseJsonBytes32(m, ".weights.root"),
            vm.parseJsonBytes32(m, ".weights.blob_root"),
            vm.parseJsonBytes32(m, ".tokenizer")
        );
        require(e.manifestHash() == vm.parseJsonBytes32(m, ".hash"), "manifest hash");
        require(e.blobRoot() == vm.parseJsonBytes32(m, ".weights.blob_root"), "blob root");
        for (uint256 i; i < hashes.length; ++i) {
            vm.etch(e.overlayAddress(i), abi.encodePacked(bytes1(0), vm.readFileBinary(_chunkFile(model, i))));
        }
    }

    /// @dev Runs case c of the model's vectors with at most nMax tokens and checks the prefix.
    function _case(EngineHarness e, bytes32[] memory hashes, string memory model, uint256 ci, uint256 nMax) internal view {
        string memory v = vm.readFile(string.concat("testdata/vectors/", model, ".json"));
        string memory k = string.concat(".cases[", _dec(ci), "]");
        uint256[] memory prompt = vm.parseJsonUintArray(v, string.concat(k, ".prompt"));
        uint256 n = vm.parseJsonUint(v, string.concat(k, ".n"));
        uint256[] memory want = vm.parseJsonUintArray(v, string.concat(k, ".tokens"));
        bytes32[] memory wantCp = vm.parseJsonBytes32Array(v, string.concat(k, ".checkpoints"));
        if (n > nMax) n = nMax;
        (uint256[] memory tokens, bytes32[] memory cps) = e.generate(prompt, n, hashes);
        require(tokens.length == n && cps.length == prompt.length + n - 1, "lengths");
        for (uint256 i; i < n; ++i) if (tokens[i] != want[i]) revert TokenMismatch(i, tokens[i], want[i]);
        // A shorter run commits to another n (input hash), so its links differ: tokens only.
        if (n == vm.parseJsonUint(v, string.concat(k, ".n"))) {
            for (uint256 i; i < cps.length; ++i) {
                if (cps[i] != wantCp[i]) revert CheckpointMismatch(i, cps[i], wantCp[i]);
            }
            require(cps[cps.length - 1] == vm.parseJsonBytes32(v, string.concat(k, ".root")), "root");
        }
    }

}

/// @notice Whole-model golden vectors: every model under testdata/manifests, tokens and every
/// checkpoint compared.
contract IQ16EngineTest is ModelFixture {
    function test_randOdd40() public {
        (EngineHarness e, bytes32[] memory h) = _load("rand-odd40");
        _case(e, h, "rand-odd40", 0, type(uint256).max);
        _case(e, h, "rand-odd40", 1, type(uint256).max);
    }

    function test_randGqa3HalfSplit() public {
        (EngineHarness e, bytes32[] memory h) = _load("rand-gqa3-halfsplit");
        _case(e, h, "rand-gqa3-halfsplit", 0, type(uint256).max);
        _case(e, h, "rand-gqa3-halfsplit", 1, type(uint256).max);
    }

    function test_randQkNorm() public {
        (EngineHarness e, bytes32[] memory h) = _load("rand-qknorm");
        _case(e, h, "rand-qknorm", 0, type(uint256).max);
        _case(e, h, "rand-qknorm", 1, type(uint256).max);
    }

    /// @dev A 5,000-word vocabulary: the logits' op hash is a block tree (SPEC.md §8); the checkpoints are as
    /// for any model.
    function test_randVocab5k() public {
        (EngineHarness e, bytes32[] memory h) = _load("rand-vocab5k");
        _case(e, h, "rand-vocab5k", 0, type(uint256).max);
        _case(e, h, "rand-vocab5k", 1, type(uint256).max);
    }

    function test_stories260K_prompt() public {
        (EngineHarness e, bytes32[] memory h) = _load("stories260K");
        _case(e, h, "stories260K", 1, type(uint256).max);
    }

    /// @dev The full 512-token run from BOS (the whole context): tokens, 512 links, root.
    function test_stories260K_full512() public {
        (EngineHarness e, bytes32[] memory h) = _load("stories260K");
        _case(e, h, "stories260K", 0, type(uint256).max);
    }

    /// @notice Marginal gas of the steps at positions 0, 64, 256 and 511 inside one 512-token
    /// run from BOS (gasleft() before minus after step p), printed with -vv. (vm.snapshotValue
    /// would write snapshots/ at the repository root, outside this tree, so it is not used.)
    function test_gas_stories260K_perToken() public {
        (EngineHarness e, bytes32[] memory h) = _load("stories260K");
        uint256[] memory prompt = new uint256[](1);
        prompt[0] = 1;
        (,, uint256[] memory g) = e.generateGas(prompt, 512, h);
        uint256[4] memory positions = [uint256(0), 64, 256, 511];
        for (uint256 i; i < 4; ++i) {
            uint256 p = positions[i];
            uint256 used = g[p] - g[p + 1];
            emit log_named_uint(string.concat("gas of step at position ", _dec(p)), used);
        }
    }

    event log_named_uint(string key, uint256 val);

    /// @notice Per-op gas breakdown for stories260K (layer 0, position 0).
    function test_gas_stories260K_breakdown() public {
        (EngineHarness e, bytes32[] memory h) = _load("stories260K");
        uint256[] memory g = e.probe(h);
        string[12] memory names = ["embed", "rmsnorm(64)", "matvec wq 64x64", "matvec w1 172x64", "matvec w2 64x172", "swiglu(172)", "storeKV", "attention 1 head p=0", "final_norm+classifier+argmax", "extcodecopy 2KB", "rope 1 head", "kv leaf+root+link"];
        for (uint256 i; i < 12; ++i) emit log_named_uint(names[i], g[i]);
    }

    /// @notice Gas of one attention head at positions 0 and 299 (slope per position).
    function test_gas_stories260K_attention() public {
        (EngineHarness a, bytes32[] memory hashes) = _load("stories260K");
        uint256 g0 = a.attnGas(hashes, 0);
        uint256 g1 = a.attnGas(hashes, 299);
        emit log_named_uint("attention 1 head p=0", g0);
        emit log_named_uint("attention 1 head p=299", g1);
        emit log_named_uint("attention per head-position (x100)", (g1 - g0) * 100 / 299);
        uint256[4] memory parts = a.attnParts(hashes, 299);
        emit log_named_uint("p=299 dots", parts[0]);
        emit log_named_uint("p=299 dots+scores", parts[1]);
        emit log_named_uint("p=299 exps", parts[2]);
        emit log_named_uint("p=299 values", parts[3]);
    }

    function test_stories260K_bos64() public {
        (EngineHarness e, bytes32[] memory h) = _load("stories260K");
        _case(e, h, "stories260K", 0, 64);
    }
}

/// @notice Every named error of generate and mountChunk.
contract IQ16EngineErrorsTest is ModelFixture {
    EngineHarness internal e;
    bytes32[] internal h;

    function setUp() public {
        (e, h) = _load("rand-qknorm");
    }

    function _one(uint256 t) internal pure returns (uint256[] memory p) {
        p = new uint256[](1);
        p[0] = t;
    }

    function test_err_emptyPrompt() public {
        vm.expectRevert(IQ16Engine.EmptyPrompt.selector);
        e.generate(new uint256[](0), 1, h);
    }

    function test_err_zeroCount() public {
        vm.expectRevert(IQ16Engine.ZeroCount.selector);
        e.generate(_one(1), 0, h);
    }

    function test_err_tokenOutOfRange() public {
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.TokenOutOfRange.selector, 0, 64, 64));
        e.generate(_one(64), 1, h);
    }

    function test_err_contextOverflow() public {
        // seq_len 40: a 1-token prompt may generate 40 tokens (40 positions), not 41.
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.ContextOverflow.selector, 41, 40));
        e.generate(_one(1), 41, h);
    }

    function test_err_wrongChunkCount() public {
        bytes32[] memory short = new bytes32[](2);
        short[0] = h[0];
        short[1] = h[1];
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.WrongChunkCount.selector, 2, 3));
        e.generate(_one(1), 1, short);
    }

    function test_err_wrongChunkRoot() public {
        bytes32[] memory bad = new bytes32[](3);
        bad[0] = h[0];
        bad[1] = h[1];
        bad[2] = keccak256("another manifest");
        vm.expectRevert();
        e.generate(_one(1), 1, bad);
    }

    function test_err_chunkMissing() public {
        address at = e.overlayAddress(1);
        vm.etch(at, "");
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.ChunkMissing.selector, 1, at));
        e.generate(_one(1), 1, h);
    }

    function test_err_chunkTampered() public {
        address at = e.overlayAddress(2);
        bytes memory code = at.code;
        code[100] = code[100] ^ 0x01;
        vm.etch(at, code);
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.ChunkTampered.selector, 2, keccak256(code), h[2]));
        e.generate(_one(1), 1, h);
    }

    /// @dev Chunk i's Merkle path in the chunk root (SPEC.md §6.2: leaves padded with zero hashes to
    /// a power of two), bottom up.
    function _chunkProof(uint256 i) internal view returns (bytes32[] memory proof) {
        uint256 width = 1;
        uint256 depth;
        while (width < h.length) (width, depth) = (width << 1, depth + 1);
        bytes32[] memory level = new bytes32[](width);
        for (uint256 j; j < h.length; ++j) level[j] = h[j];
        proof = new bytes32[](depth);
        for (uint256 d; d < depth; ++d) {
            proof[d] = level[i ^ 1];
            for (uint256 j; j < width / 2; ++j) level[j] = keccak256(abi.encode(level[2 * j], level[2 * j + 1]));
            (width, i) = (width / 2, i / 2);
        }
    }

    /// @dev Real deployment: CREATE2 every chunk with its Merkle path, then generate from the mounted
    /// overlays (the etched copies are removed first).
    function test_mountChunks_generate() public {
        for (uint256 i; i < h.length; ++i) {
            vm.etch(e.overlayAddress(i), "");
            e.mounter().mountChunk(i, vm.readFileBinary(_chunkFile("rand-qknorm", i)), _chunkProof(i));
            require(e.overlayAddress(i).codehash == h[i], "mounted hash");
        }
        _case(e, h, "rand-qknorm", 1, type(uint256).max);
    }

    function test_err_mountWrongData() public {
        bytes memory d = vm.readFileBinary(_chunkFile("rand-qknorm", 0));
        d[0] = d[0] ^ 0x01;
        bytes32[] memory proof = _chunkProof(0);
        OverlayMounter m = e.mounter();
        vm.expectRevert(abi.encodeWithSelector(OverlayMounter.WrongChunkRoot.selector, _root(d, proof), e.chunkRoot()));
        m.mountChunk(0, d, proof);
    }

    /// @dev The Merkle root a chunk's bytes and path give, as a chunk at index 0.
    function _root(bytes memory d, bytes32[] memory proof) internal pure returns (bytes32 node) {
        node = keccak256(abi.encodePacked(bytes1(0), d));
        for (uint256 i; i < proof.length; ++i) node = keccak256(abi.encode(node, proof[i]));
    }

    function test_err_mountChunkPastTheLast() public {
        OverlayMounter m = e.mounter();
        vm.expectRevert(abi.encodeWithSelector(OverlayMounter.ChunkIndexOutOfRange.selector, h.length));
        m.mountChunk(h.length, "", new bytes32[](0));
    }

    function test_err_mountChunkTooLong() public {
        OverlayMounter m = e.mounter();
        vm.expectRevert(abi.encodeWithSelector(OverlayMounter.ChunkTooLong.selector, 0, 24576));
        m.mountChunk(0, new bytes(24576), _chunkProof(0));
    }

    function test_err_setMountedOnlyByMounter() public {
        vm.expectRevert(abi.encodeWithSelector(IQ16Engine.NotMounter.selector, address(this)));
        e.setMounted(0, address(this));
    }
}

/// @notice runOp reproduces, op by op, the per-op traces of the vectors (SPEC.md §8).
contract IQ16RunOpTest is ModelFixture {
    error TraceMismatch(uint256 op, bytes32 have, bytes32 want);

    EngineHarness internal e;
    bytes32[] internal h;
    bytes32[] internal want;
    uint256 internal next;

    function _hash(int256[] memory v) internal pure returns (bytes32) {
        bytes memory b = new bytes(4 * v.length);
        for (uint256 i; i < v.length; ++i) {
            uint32 u = uint32(uint256(v[i]));
            b[4 * i] = bytes1(uint8(u >> 24));
            b[4 * i + 1] = bytes1(uint8(u >> 16));
            b[4 * i + 2] = bytes1(uint8(u >> 8));
            b[4 * i + 3] = bytes1(uint8(u));
        }
        return keccak256(b);
    }

    function _op(uint256 op, uint256 l, int256[] memory a, int256[] memory b) internal returns (int256[] memory out) {
        out = e.runOp(op, l, 0, a, b, h);
        if (_hash(out) != want[next]) revert TraceMismatch(next, _hash(out), want[next]);
        ++next;
    }

    function _slice(int256[] memory v, uint256 from, uint256 to) internal pure returns (int256[] memory r) {
        r = new int256[](to - from);
        for (uint256 i; i < r.length; ++i) r[i] = v[from + i];
    }

    function _cat(int256[] memory x, int256[] memory y) internal pure returns (int256[] memory r) {
        r = new int256[](x.length + y.length);
        for (uint256 i; i < x.length; ++i) r[i] = x[i];
        for (uint256 i; i < y.length; ++i) r[x.length + i] = y[i];
    }

    /// @dev Step 0 of a case whose first trace is step 0: chain every op and compare hashes.
    function _traceStep0(string memory model, uint256 ci, bool qk) internal {
        (e, h) = _load(model);
        string memory v = vm.readFile(string.concat("testdata/vectors/", model, ".json"));
        string memory k = string.concat(".cases[", _dec(ci), "]");
        require(vm.parseJsonUint(v, string.concat(k, ".traces[0].step")) == 0, "trace step");
        uint256 nOps;
        while (vm.keyExistsJson(v, string.concat(k, ".traces[0].ops[", _dec(nOps), "]"))) ++nOps;
        want = new bytes32[](nOps);
        for (uint256 i; i < nOps; ++i) {
            want[i] = vm.parseJsonBytes32(v, string.concat(k, ".traces[0].ops[", _dec(i), "].hash"));
        }
        uint256 layers = (nOps - 4) / (qk ? 16 : 14);
        int256[] memory none = new int256[](0);
        int256[] memory tok = new int256[](1);
        tok[0] = int256(vm.parseJsonUintArray(v, string.concat(k, ".prompt"))[0]);
        int256[] memory x = _op(0, 0, tok, none);
        for (uint256 l; l < layers; ++l) x = _layerOps(l, x, qk);
        int256[] memory logits = _op(18, 0, _op(17, 0, x, none), none);
        _op(19, 0, logits, none);
        require(next == nOps, "op count");
    }

    function _e() internal pure returns (int256[] memory) {
        return new int256[](0);
    }

    function _layerOps(uint256 l, int256[] memory x, bool qk) internal returns (int256[] memory) {
        int256[] memory xb = _op(1, l, x, _e());
        int256[] memory q = _op(2, l, xb, _e());
        int256[] memory kk = _op(3, l, xb, _e());
        int256[] memory vv = _op(4, l, xb, _e());
        if (qk) {
            q = _op(5, l, q, _e());
            kk = _op(6, l, kk, _e());
        }
        q = _op(7, l, _cat(q, kk), _e()); // q ‖ k after RoPE
        kk = _slice(q, q.length - kk.length, q.length);
        q = _slice(q, 0, q.length - kk.length);
        xb = _op(8, l, q, _cat(kk, vv));
        xb = _op(9, l, xb, _e());
        x = _op(10, l, x, xb);
        xb = _op(11, l, x, _e());
        q = _op(12, l, xb, _e());
        kk = _op(13, l, xb, _e());
        q = _op(14, l, q, kk);
        q = _op(15, l, q, _e());
        return _op(16, l, x, q);
    }

    function test_runOp_trace_randQkNorm() public {
        _traceStep0("rand-qknorm", 1, true);
    }

    function test_runOp_trace_randGqa3() public {
        _traceStep0("rand-gqa3-halfsplit", 1, false);
    }

    function test_runOp_trace_stories260K() public {
        _traceStep0("stories260K", 0, false);
    }
}
