// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IQ16Ops} from "./IQ16Ops.sol";
import {OverlayMounter} from "./OverlayMounter.sol";

/// @notice A model header (SPEC.md §2.1), in manifest-hash order (§6.4).
struct ModelConfig {
    uint256 dim;
    uint256 hiddenDim;
    uint256 layers;
    uint256 heads;
    uint256 kvHeads;
    uint256 headSize;
    uint256 vocab;
    uint256 seqLen;
    uint256 ropeLayout;
    bool qkNorm;
    bool tied;
    uint256 eps;
    uint256 isq;
    uint256 log2e;
    int256 bos;
    int256 eos;
}

/// @title IQ16Engine — the canonical EVM execution of an IQ16 model (inference/SPEC.md)
/// @notice One engine per manifest. The weight blob (SPEC.md §5) lives in overlay contracts:
/// chunk i is the code `0x00 ‖ blob[i·24575 : (i+1)·24575]`, read with EXTCODECOPY. Every
/// chunk read is checked against the caller-supplied chunk hash list, which is itself checked
/// against the manifest's chunk root, so the result is a function of the manifest alone.
contract IQ16Engine {
    uint256 internal constant CHUNK = 24575;
    uint256 internal constant SPEC_VERSION = 3;
    /// @dev The weight buffer's cap in bytes (256 KiB: 8,192 words of memory).
    uint256 internal constant WBUF_MAX = 1 << 18;
    bytes32 internal constant OVERLAY_DOMAIN = keccak256("deepcall/overlay/v1");
    bytes32 internal constant MANIFEST_DOMAIN = keccak256("deepcall/manifest/v1");
    bytes32 internal constant CHECKPOINT_DOMAIN = keccak256("deepcall/checkpoint/v1");

    /// @notice Chunk `index` has no code at `overlay`.
    error ChunkMissing(uint256 index, address overlay);
    /// @notice Chunk `index`'s code hash is `have`, the manifest says `want`.
    error ChunkTampered(uint256 index, bytes32 have, bytes32 want);
    /// @notice The chunk hash list has `have` entries, the manifest `want`.
    error WrongChunkCount(uint256 have, uint256 want);
    /// @notice The chunk hash list's Merkle root is `have`, the manifest's `want`.
    error WrongChunkRoot(bytes32 have, bytes32 want);
    /// @notice prompt[index] = token is not below the vocabulary size.
    error TokenOutOfRange(uint256 index, uint256 token, uint256 vocab);
    /// @notice The prompt is empty.
    error EmptyPrompt();
    /// @notice n = 0 tokens requested.
    error ZeroCount();
    /// @notice The request needs `needed` positions (prompt + n − 1), the context has `seqLen`.
    error ContextOverflow(uint256 needed, uint256 seqLen);
    /// @notice The header violates SPEC.md §2.1's limits.
    error InvalidConfig();
    /// @notice blobSize / chunkCount disagree with the size the header implies.
    error BlobSizeMismatch(uint256 have, uint256 want);
    /// @notice setMounted from another account than the engine's OverlayMounter.
    error NotMounter(address caller);
    /// @notice runOp: unknown op or wrongly sized inputs.
    error BadOp(uint256 op);

    // ---- header ----
    uint256 internal immutable DIM;
    uint256 internal immutable HID;
    uint256 internal immutable LAYERS;
    uint256 internal immutable HEADS;
    uint256 internal immutable KVH;
    uint256 internal immutable HS;
    uint256 internal immutable VOCAB;
    uint256 internal immutable SEQ;
    bool internal immutable HALF_SPLIT;
    bool internal immutable QK_NORM;
    uint256 internal immutable EPS;
    uint256 internal immutable ISQ;
    uint256 internal immutable LOG2E;

    /// @notice Blob length in bytes.
    uint256 public immutable blobSize;
    /// @notice Number of 24,575-byte chunks.
    uint256 public immutable chunkCount;
    /// @notice Merkle root of the chunk code hashes (SPEC.md §6.2).
    bytes32 public immutable chunkRoot;
    /// @notice Merkle root of the blob's 1,024-byte piece hashes (SPEC.md §6.3): what a dispute step
    /// proves the weights it carries in calldata against.
    bytes32 public immutable blobRoot;
    bytes32 internal immutable MANIFEST;

    // ---- blob layout (SPEC.md §5), byte offsets ----
    uint256 internal immutable OFF_COS;
    uint256 internal immutable OFF_SIN;
    uint256 internal immutable OFF_EMBED;
    uint256 internal immutable OFF_LAYER0;
    uint256 internal immutable LAYER_STRIDE;
    uint256 internal immutable O_WQ; // offsets inside a layer; attn_norm is at 0
    uint256 internal immutable O_WK;
    uint256 internal immutable O_WV;
    uint256 internal immutable O_QN;
    uint256 internal immutable O_KN;
    uint256 internal immutable O_WO;
    uint256 internal immutable O_FN;
    uint256 internal immutable O_W1;
    uint256 internal immutable O_W3;
    uint256 internal immutable O_W2;
    uint256 internal immutable OFF_FINAL;
    uint256 internal immutable OFF_CLS;

    /// @notice Deploys the weight chunks for real (OverlayMounter.mountChunk), recording them here.
    OverlayMounter public immutable mounter;
    /// @notice Overlays deployed by the mounter (zero: the derived address is used).
    mapping(uint256 => address) public mounted;

    /// @param cfg the header; blobSize, chunkCount, chunkRoot, blobRoot, tokenizerHash as in the manifest
    constructor(
        ModelConfig memory cfg,
        uint256 blobSize_,
        uint256 chunkCount_,
        bytes32 chunkRoot_,
        bytes32 blobRoot_,
        bytes32 tokenizerHash
    ) {
        if (
            cfg.dim == 0 || cfg.dim > 1 << 16 || cfg.hiddenDim == 0 || cfg.hiddenDim > 1 << 16 || cfg.layers == 0
                || cfg.layers > 1 << 10 || cfg.kvHeads == 0 || cfg.heads == 0 || cfg.heads % cfg.kvHeads != 0
                || cfg.headSize == 0 || cfg.headSize % 2 != 0 || cfg.heads * cfg.headSize > 1 << 16 || cfg.vocab == 0
                || cfg.vocab > 1 << 24 || cfg.seqLen == 0 || cfg.seqLen > 1 << 16 || cfg.ropeLayout > 1 || cfg.eps == 0
                || cfg.eps >= 1 << 62 || cfg.isq == 0 || cfg.isq > 1 << 30 || cfg.log2e >= 1 << 17
        ) revert InvalidConfig();
        DIM = cfg.dim;
        HID = cfg.hiddenDim;
        LAYERS = cfg.layers;
        HEADS = cfg.heads;
        KVH = cfg.kvHeads;
        HS = cfg.headSize;
        VOCAB = cfg.vocab;
        SEQ = cfg.seqLen;
        HALF_SPLIT = cfg.ropeLayout == 1;
        QK_NORM = cfg.qkNorm;
        EPS = cfg.eps;
        ISQ = cfg.isq;
        LOG2E = cfg.log2e;

        uint256 q = cfg.heads * cfg.headSize;
        uint256 kv = cfg.kvHeads * cfg.headSize;
        uint256 off = 2048; // exp2_hi, exp2_lo
        uint256 ropeBytes = _a32(4 * (cfg.seqLen * cfg.headSize / 2));
        OFF_COS = off;
        OFF_SIN = off + ropeBytes;
        off += 2 * ropeBytes;
        OFF_EMBED = off;
        off += _msize(cfg.vocab, cfg.dim);
        OFF_LAYER0 = off;
        uint256 lo = _a32(4 * cfg.dim);
        O_WQ = lo;
        lo += _msize(q, cfg.dim);
        O_WK = lo;
        lo += _msize(kv, cfg.dim);
        O_WV = lo;
        lo += _msize(kv, cfg.dim);
        O_QN = lo;
        O_KN = lo + _a32(4 * cfg.headSize);
        if (cfg.qkNorm) lo += 2 * _a32(4 * cfg.headSize);
        O_WO = lo;
        lo += _msize(cfg.dim, q);
        O_FN = lo;
        lo += _a32(4 * cfg.dim);
        O_W1 = lo;
        lo += _msize(cfg.hiddenDim, cfg.dim);
        O_W3 = lo;
        lo += _msize(cfg.hiddenDim, cfg.dim);
        O_W2 = lo;
        lo += _msize(cfg.dim, cfg.hiddenDim);
        LAYER_STRIDE = lo;
        off += cfg.layers * lo;
        OFF_FINAL = off;
        off += _a32(4 * cfg.dim);
        OFF_CLS = cfg.tied ? OFF_EMBED : off;
        if (!cfg.tied) off += _msize(cfg.vocab, cfg.dim);
        if (blobSize_ != off) revert BlobSizeMismatch(blobSize_, off);
        if (chunkCount_ != (off + CHUNK - 1) / CHUNK) revert BlobSizeMismatch(chunkCount_, (off + CHUNK - 1) / CHUNK);

        blobSize = blobSize_;
        chunkCount = chunkCount_;
        chunkRoot = chunkRoot_;
        blobRoot = blobRoot_;
        // abi.encode of the struct is its 16 fields as words, in the spec's order.
        MANIFEST = keccak256(
            abi.encodePacked(
                MANIFEST_DOMAIN,
                SPEC_VERSION,
                abi.encode(cfg),
                blobSize_,
                CHUNK,
                chunkCount_,
                chunkRoot_,
                blobRoot_,
                tokenizerHash
            )
        );
        mounter = new OverlayMounter(MANIFEST, chunkCount_, chunkRoot_);
    }

    function _a32(uint256 n) private pure returns (uint256) {
        return (n + 31) & ~uint256(31);
    }

    function _msize(uint256 rows, uint256 cols) private pure returns (uint256) {
        return _a32(4 * rows) + (rows + 15) / 16 * cols * 32;
    }

    // =====================================================================================
    // Manifest and overlays
    // =====================================================================================

    /// @notice The manifest hash of SPEC.md §6.4.
    function manifestHash() external view returns (bytes32) {
        return MANIFEST;
    }

    /// @notice Where chunk i's code is read: the mounted overlay, else the derived address
    /// keccak256(abi.encode(keccak256("deepcall/overlay/v1"), manifestHash, i)) (where a
    /// chain operator or test places the chunk code).
    function overlayAddress(uint256 i) public view returns (address a) {
        a = mounted[i];
        if (a == address(0)) {
            bytes32 d = OVERLAY_DOMAIN;
            bytes32 m = MANIFEST;
            // keccak256(abi.encode(d, m, i)) without allocating (generate's KV cache lives
            // past the free memory pointer).
            assembly {
                let fp := mload(0x40)
                mstore(0, d)
                mstore(0x20, m)
                mstore(0x40, i)
                a := and(keccak256(0, 0x60), 0xffffffffffffffffffffffffffffffffffffffff)
                mstore(0x40, fp)
            }
        }
    }

    /// @notice The header's attention constants (SPEC.md §2.1), isq · 2^32 + log2e, for an attention
    /// segment's step outside the engine (one word: engine code is scarce under EIP-170).
    function attentionScale() external view returns (uint256) {
        return ISQ << 32 | LOG2E;
    }

    /// @notice Records chunk i's overlay, deployed and proven by this engine's OverlayMounter.
    function setMounted(uint256 i, address overlay) external {
        if (msg.sender != address(mounter)) revert NotMounter(msg.sender);
        mounted[i] = overlay;
    }

    function _checkChunkList(bytes32[] calldata hashes) internal view {
        if (hashes.length != chunkCount) revert WrongChunkCount(hashes.length, chunkCount);
        bytes32 root = merkleRoot(hashes);
        if (root != chunkRoot) revert WrongChunkRoot(root, chunkRoot);
    }

    /// @notice The chunk root of SPEC.md §6.2: the leaves padded with zero hashes to a power of
    /// two, parent = keccak256(left ‖ right). A level with an odd count is padded with the root of
    /// an empty subtree of its height, which is the same tree without materialising the padding.
    function merkleRoot(bytes32[] calldata leaves) public pure returns (bytes32 root) {
        uint256 n = leaves.length;
        if (n == 0) return bytes32(0);
        bytes32[] memory level = new bytes32[](n + 1);
        for (uint256 i; i < n; ++i) level[i] = leaves[i];
        bytes32 empty;
        while (n > 1) {
            if (n & 1 == 1) level[n++] = empty;
            n >>= 1;
            for (uint256 i; i < n; ++i) level[i] = keccak256(abi.encode(level[2 * i], level[2 * i + 1]));
            empty = keccak256(abi.encode(empty, empty));
        }
        return level[0];
    }

    // =====================================================================================
    // Run state
    // =====================================================================================

    /// @dev Every buffer of one call, as memory pointers. Nothing allocates inside the step
    /// loop: the KV cache is the last region and grows with the position, so memory
    /// expansion is paid for the positions actually used.
    struct Ctx {
        uint256 addrs; // verified overlay address of chunk i at addrs + 32i (0: not yet checked)
        uint256 hashes; // calldata offset of the chunk hash list
        uint256 tab; // exp2_hi ‖ exp2_lo, 512 words
        uint256 x;
        uint256 xb;
        uint256 q;
        uint256 k;
        uint256 v;
        uint256 att;
        uint256 h1;
        uint256 h3;
        uint256 tmp;
        uint256 wbuf; // one group of a matrix's rows: their scales, then their column blocks
        uint256 gains; // decoded gain / rope words
        uint256 cs; // rope cos ‖ sin for the current position
        uint256 leaf; // the KV leaf bytes of the current position, one leaf per (layer, KV head)
        uint256 hbuf; // link hashing (5 words); before that, the KV tree roots of a layer, then the layer roots
        uint256 frontier; // KV trees: per tree (layer-major), the latest left node per level
        uint256 zeros; // empty subtree roots by height
        uint256 depth; // of every KV tree
        uint256 kv; // KV slabs (last region)
        uint256 slab; // bytes per slab (3 positions)
        uint256 kPart; // bytes of the key part of a slab
        uint256 vw; // value words per head
        uint256 leafLen; // bytes of a KV leaf (one KV head: K ‖ V)
        uint256 mv; // IQ16Ops.matvec's parameter words
        uint256 gasLog; // tests: word 0 = gasleft() before step 0, word p+1 = after step p (0: off)
        uint256 wlen; // bytes of wbuf
    }

    function _alloc(uint256 bytes_) internal pure returns (uint256 p) {
        assembly {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(bytes_, 31), not(31))))
        }
    }

    function _newCtx(bytes32[] calldata chunkHashes) internal view returns (Ctx memory c) {
        uint256 qd = HEADS * HS;
        uint256 kvd = KVH * HS;
        uint256 maxV = DIM > HID ? DIM : HID;
        if (qd > maxV) maxV = qd;
        c.addrs = _alloc(32 * chunkCount);
        assembly { mstore(add(c, 0x20), chunkHashes.offset) }
        c.tab = _alloc(512 * 32);
        c.x = _alloc(32 * DIM);
        c.xb = _alloc(32 * DIM);
        c.q = _alloc(32 * qd);
        c.k = _alloc(32 * kvd);
        c.v = _alloc(32 * kvd);
        c.att = _alloc(32 * qd);
        c.h1 = _alloc(32 * HID);
        c.h3 = _alloc(32 * HID);
        c.tmp = _alloc(32 * (VOCAB > maxV ? VOCAB : maxV));
        c.wlen = _wbufLen(qd, kvd);
        c.wbuf = _alloc(c.wlen);
        c.gains = _alloc(32 * (maxV > HS ? maxV : HS));
        c.cs = _alloc(32 * HS);
        c.leaf = _alloc(8 * LAYERS * kvd + 32);
        c.mv = _alloc(24 * 32);
        _newForest(c);
        c.vw = (HS + 3) / 4;
        c.kPart = 32 * LAYERS * KVH * HS;
        c.slab = c.kPart + 3 * 32 * LAYERS * KVH * c.vw;
        c.leafLen = 8 * HS;
        // The exp tables: 512 big-endian int32 at blob offset 0.
        _loadInts(c, c.tab, 0, 512);
    }

    /// @dev The KV forest's buffers (SPEC.md §7.3): a frontier of depth words per (layer, KV head) tree, the
    /// empty subtree roots up to the highest tree or root list, and hbuf: a layer's tree roots, then the
    /// layer roots (each list with a slot for its padding), or the link's 5 words.
    function _newForest(Ctx memory c) private view {
        uint256 nl = LAYERS;
        uint256 nh = KVH;
        uint256 d;
        while ((uint256(1) << d) < SEQ) ++d;
        c.depth = d;
        unchecked {
            c.hbuf = _alloc(32 * (nh + nl + 2 > 5 ? nh + nl + 2 : 5));
            c.frontier = _alloc(32 * d * nl * nh + 32);
            while ((uint256(1) << d) < nl || (uint256(1) << d) < nh) ++d;
            c.zeros = _alloc(32 * d + 32);
        }
        uint256 z = c.zeros;
        assembly {
            mstore(z, 0)
            for { let i := 1 } iszero(gt(i, d)) { i := add(i, 1) } {
                let prev := mload(add(z, shl(5, sub(i, 1))))
                mstore(0, prev)
                mstore(0x20, prev)
                mstore(add(z, shl(5, i)), keccak256(0, 0x40))
            }
        }
    }

    /// @dev The weight buffer: the largest matrix section (+32: a section's scales may be 32 bytes
    /// shorter than 4 bytes per row of its 16-row blocks, so every section fits one group), capped at
    /// WBUF_MAX, and at least one 16-row group of the widest matrix. Memory gas grows with the square of
    /// the memory used, so a whole large-vocabulary classifier section in memory would dominate a call.
    function _wbufLen(uint256 qd, uint256 kvd) internal view returns (uint256 m) {
        m = _msize(VOCAB, DIM);
        uint256[5] memory s =
            [_msize(qd, DIM), _msize(kvd, DIM), _msize(DIM, qd), _msize(HID, DIM), _msize(DIM, HID)];
        for (uint256 i; i < 5; ++i) if (s[i] > m) m = s[i];
        m += 32;
        if (m > WBUF_MAX) m = WBUF_MAX;
        uint256 wide = DIM > qd ? DIM : qd;
        if (HID > wide) wide = HID;
        if (m < 64 + 32 * wide) m = 64 + 32 * wide;
    }

    /// @dev Copies len blob bytes at offset off to memory dst, across chunk boundaries.
    function _copy(Ctx memory c, uint256 dst, uint256 off, uint256 len) internal view {
        while (len != 0) {
            uint256 i = off / CHUNK;
            uint256 within = off - i * CHUNK;
            uint256 n = CHUNK - within;
            if (len < n) n = len;
            address a;
            assembly { a := mload(add(mload(c), shl(5, i))) }
            if (a == address(0)) a = _verifyChunk(c, i);
            assembly { extcodecopy(a, dst, add(within, 1), n) }
            dst += n;
            off += n;
            len -= n;
        }
    }

    /// @dev Checks chunk i's overlay against its hash, once per call.
    function _verifyChunk(Ctx memory c, uint256 i) internal view returns (address a) {
        a = overlayAddress(i);
        bytes32 want;
        assembly { want := calldataload(add(mload(add(c, 0x20)), shl(5, i))) }
        if (a.code.length == 0) revert ChunkMissing(i, a);
        bytes32 have = a.codehash;
        if (have != want) revert ChunkTampered(i, have, want);
        assembly { mstore(add(mload(c), shl(5, i)), a) }
    }

    /// @dev Loads n big-endian int32 at blob offset off as signed words at dst (via c.raw when
    /// n fits it, else straight into dst's tail).
    function _loadInts(Ctx memory c, uint256 dst, uint256 off, uint256 n) internal view {
        // Copy the bytes into the upper end of dst, then expand upwards from the start:
        // word i (32 bytes at 32i) never overtakes byte 4i of the packed source.
        uint256 src = dst + 28 * n;
        _copy(c, src, off, 4 * n);
        assembly {
            for { let e := add(dst, shl(5, n)) } lt(dst, e) { dst := add(dst, 0x20) } {
                mstore(dst, signextend(3, shr(224, mload(src))))
                src := add(src, 4)
            }
        }
    }

    // =====================================================================================
    // Generation
    // =====================================================================================

    /// @notice Greedy generation of SPEC.md §7: exactly n tokens after the prompt, no stop token.
    /// @param prompt the prompt ids (≥ 1, each < vocab)
    /// @param n tokens to generate (≥ 1, prompt.length + n − 1 ≤ seqLen)
    /// @param chunkHashes the manifest's chunk code hashes (checked against chunkRoot)
    /// @return tokens the n generated ids
    /// @return checkpoints every link of the checkpoint chain (prompt.length + n − 1); the last is the root
    function generate(uint256[] calldata prompt, uint256 n, bytes32[] calldata chunkHashes)
        external
        view
        returns (uint256[] memory tokens, bytes32[] memory checkpoints)
    {
        return _generate(prompt, n, chunkHashes, 0);
    }

    function _checkRequest(uint256[] calldata prompt, uint256 n) internal view {
        if (prompt.length == 0) revert EmptyPrompt();
        if (n == 0) revert ZeroCount();
        for (uint256 i; i < prompt.length; ++i) {
            if (prompt[i] >= VOCAB) revert TokenOutOfRange(i, prompt[i], VOCAB);
        }
        uint256 needed = n > type(uint256).max - prompt.length ? type(uint256).max : prompt.length + n - 1;
        if (needed > SEQ) revert ContextOverflow(needed, SEQ);
    }

    /// @dev gasLog ≠ 0: word p receives gasleft() after step p (gas measurements in tests).
    function _generate(uint256[] calldata prompt, uint256 n, bytes32[] calldata chunkHashes, uint256 gasLog)
        internal
        view
        returns (uint256[] memory tokens, bytes32[] memory checkpoints)
    {
        _checkRequest(prompt, n);
        _checkChunkList(chunkHashes);
        uint256 steps = prompt.length + n - 1;
        tokens = new uint256[](n);
        checkpoints = new bytes32[](steps);
        Ctx memory c = _newCtx(chunkHashes);
        IQ16Ops.Attn memory att = _newAttn(c);
        bytes32 link = keccak256(
            abi.encode(CHECKPOINT_DOMAIN, MANIFEST, keccak256(abi.encodePacked(n, prompt.length, prompt)))
        );
        c.gasLog = gasLog;
        // From here on nothing may allocate: the KV cache grows past the free memory pointer.
        c.kv = _freePtr();
        _run(c, att, prompt, tokens, checkpoints, link);
    }

    function _freePtr() private pure returns (uint256 p) {
        assembly { p := mload(0x40) }
    }

    function _run(
        Ctx memory c,
        IQ16Ops.Attn memory att,
        uint256[] calldata prompt,
        uint256[] memory tokens,
        bytes32[] memory checkpoints,
        bytes32 link
    ) internal view {
        uint256 tok = prompt[0];
        uint256 gl = c.gasLog;
        if (gl != 0) {
            assembly { mstore(gl, gas()) }
        }
        for (uint256 p; p < checkpoints.length; ++p) {
            _step(c, att, p, tok);
            uint256 y;
            if (p + 1 < prompt.length) {
                y = prompt[p + 1];
            } else {
                y = _classify(c);
                tokens[p + 1 - prompt.length] = y;
            }
            link = _link(c, link, p, tok, y);
            checkpoints[p] = link;
            tok = y;
            if (gl != 0) {
                assembly { mstore(add(gl, shl(5, add(p, 1))), gas()) }
            }
        }
    }

    function _newAttn(Ctx memory c) internal view returns (IQ16Ops.Attn memory att) {
        att.slab = c.slab;
        att.vStride = 32 * LAYERS * KVH * c.vw;
        att.hs = HS;
        att.isq = ISQ;
        att.kmax = 1; // the cache is empty
        att.log2e = LOG2E;
        att.tab = c.tab;
        att.scores = _alloc(32 * (3 * (SEQ / 3 + 1) + c.vw));
    }

    /// @dev The KV root after setting position p's leaves, and the next link (SPEC.md §7.3–7.4).
    function _link(Ctx memory c, bytes32 prev, uint256 p, uint256 x, uint256 y) internal view returns (bytes32 link) {
        bytes32 kvRoot = _kvRoot(c, p);
        uint256 h = c.hbuf;
        assembly {
            mstore(h, prev)
            mstore(add(h, 0x20), p)
            mstore(add(h, 0x40), x)
            mstore(add(h, 0x60), y)
            mstore(add(h, 0x80), kvRoot)
            link := keccak256(h, 0xa0)
        }
    }

    /// @dev kvroot_p: the §6.2 root of the layers' roots R_l, each the §6.2 root of the layer's KV tree
    /// roots, after position p's leaves are set.
    function _kvRoot(Ctx memory c, uint256 p) internal view returns (bytes32) {
        uint256 nl = LAYERS;
        uint256 nh = KVH;
        uint256 lr = c.hbuf + 32 * (nh + 1); // the layer roots follow a layer's tree roots and their padding slot
        uint256 leaf = c.leaf;
        uint256 fr = c.frontier;
        unchecked {
            for (uint256 l; l < nl; ++l) {
                bytes32 r = _layerRoot(c, leaf, fr, p, nh);
                assembly { mstore(add(lr, shl(5, l)), r) }
                leaf += nh * c.leafLen;
                fr += 32 * nh * c.depth;
            }
        }
        return _mroot(lr, nl, c.zeros);
    }

    /// @dev R_l from the layer's nh KV leaves at `leaf` and its trees' frontiers at fr (depth words each),
    /// the tree roots gathered in c.hbuf. Each tree keeps, per level, its latest left node (leaves arrive
    /// in order), so its root costs depth hashes per step and no 2^depth-word tree.
    function _layerRoot(Ctx memory c, uint256 leaf, uint256 fr, uint256 p, uint256 nh) private pure returns (bytes32) {
        uint256 zs = c.zeros;
        uint256 d = c.depth;
        uint256 h = c.hbuf;
        uint256 len = c.leafLen;
        assembly {
            for { let t := 0 } lt(t, nh) { t := add(t, 1) } {
                let node := keccak256(leaf, len)
                leaf := add(leaf, len)
                for { let i := 0 } lt(i, d) { i := add(i, 1) } {
                    switch and(shr(i, p), 1)
                    case 0 {
                        mstore(add(fr, shl(5, i)), node)
                        mstore(0, node)
                        mstore(0x20, mload(add(zs, shl(5, i))))
                    }
                    default {
                        mstore(0, mload(add(fr, shl(5, i))))
                        mstore(0x20, node)
                    }
                    node := keccak256(0, 0x40)
                }
                fr := add(fr, shl(5, d))
                mstore(add(h, shl(5, t)), node)
            }
        }
        return _mroot(h, nh, zs);
    }

    /// @dev The §6.2 root of n ≥ 1 words at r, computed in place (r[n] is free): a level with an odd count
    /// is padded with the empty subtree root of its height (zs), as zero leaves up to a power of two give.
    function _mroot(uint256 r, uint256 n, uint256 zs) private pure returns (bytes32 root) {
        assembly {
            for { let ht := 0 } gt(n, 1) { ht := add(ht, 1) } {
                if and(n, 1) {
                    mstore(add(r, shl(5, n)), mload(add(zs, shl(5, ht))))
                    n := add(n, 1)
                }
                n := shr(1, n)
                for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                    mstore(add(r, shl(5, i)), keccak256(add(r, shl(6, i)), 0x40))
                }
            }
            root := mload(r)
        }
    }

    // =====================================================================================
    // The forward pass (SPEC.md §8)
    // =====================================================================================

    function _step(Ctx memory c, IQ16Ops.Attn memory att, uint256 p, uint256 tok) internal view {
        _embed(c, tok);
        // This position's RoPE row: hs/2 cos values, then hs/2 sin values.
        uint256 half = HS / 2;
        _loadInts(c, c.cs, OFF_COS + 4 * p * half, half);
        _loadInts(c, c.cs + 32 * half, OFF_SIN + 4 * p * half, half);
        for (uint256 l; l < LAYERS; ++l) {
            _attentionBlock(c, att, l, p);
            _ffnBlock(c, l);
        }
    }

    /// @dev x_i = clamp(rsr(q[t][i]·M_t, R_t − 16)) (SPEC.md §4.1), by IQ16Ops.embed.
    function _embed(Ctx memory c, uint256 tok) internal view {
        uint256 dim = DIM;
        uint256 wbuf = c.wbuf;
        uint256 x = c.x;
        _copy(c, wbuf, OFF_EMBED + 4 * tok, 4);
        uint256 sw;
        assembly { sw := shr(224, mload(wbuf)) }
        _copy(c, wbuf, OFF_EMBED + _a32(4 * VOCAB) + (tok / 16) * dim * 32, dim * 32);
        IQ16Ops.embed(wbuf, sw, tok, dim, x);
    }

    /// @dev RMSNorm of n words at x with the gain vector at blob offset gOff into y.
    function _norm(Ctx memory c, uint256 x, uint256 n, uint256 gOff, uint256 y) internal view {
        uint256 gp = c.gains;
        _copy(c, gp, gOff, 4 * n);
        IQ16Ops.rmsnormPacked(x, gp, n, EPS, y);
    }

    /// @dev out = W·in for the matrix section at blob offset sec (SPEC.md §4.3), in groups of rows
    /// (multiples of 16) whose scales and column blocks fill the weight buffer: a model whose sections
    /// fit it runs each matrix in one group; a larger one keeps its memory at the buffer's size. The
    /// input's sums are taken once for all groups.
    function _matvec(Ctx memory c, uint256 sec, uint256 rows, uint256 cols, uint256 inP, uint256 outP) internal view {
        uint256 mv = c.mv;
        uint256 wbuf = c.wbuf;
        assembly {
            mstore(add(mv, 0x20), inP)
            mstore(add(mv, 0x40), cols)
        }
        IQ16Ops.matvecInput(mv);
        unchecked {
            uint256 g = c.wlen / (64 + 32 * cols) * 16;
            for (uint256 r0; r0 < rows; r0 += g) {
                uint256 n = rows - r0;
                if (n > g) n = g;
                // r0 is a multiple of 16, so the group's scales end on a word boundary, or where the
                // section's padded scales end for the last group; a whole section is one copy.
                uint256 sb = _a32(4 * n);
                if (n == rows) {
                    _copy(c, wbuf, sec, sb + (n + 15) / 16 * cols * 32);
                } else {
                    _copy(c, wbuf, sec + 4 * r0, sb);
                    _copy(c, wbuf + sb, sec + _a32(4 * rows) + r0 * cols * 2, (n + 15) / 16 * cols * 32);
                }
                assembly {
                    mstore(mv, add(wbuf, sb))
                    mstore(add(mv, 0x60), n)
                    mstore(add(mv, 0x80), wbuf)
                    mstore(add(mv, 0xa0), add(outP, shl(5, r0)))
                }
                IQ16Ops.matvecBlocks(mv);
            }
        }
    }

    function _attentionBlock(Ctx memory c, IQ16Ops.Attn memory att, uint256 l, uint256 p) internal view {
        uint256 base = OFF_LAYER0 + l * LAYER_STRIDE;
        uint256 qd = HEADS * HS;
        uint256 kvd = KVH * HS;
        _norm(c, c.x, DIM, base, c.xb);
        _matvec(c, base + O_WQ, qd, DIM, c.xb, c.q);
        _matvec(c, base + O_WK, kvd, DIM, c.xb, c.k);
        _matvec(c, base + O_WV, kvd, DIM, c.xb, c.v);
        if (QK_NORM) {
            _loadInts(c, c.gains, base + O_QN, HS);
            for (uint256 h; h < HEADS; ++h) IQ16Ops.rmsnorm(c.q + 32 * HS * h, c.gains, HS, EPS, c.q + 32 * HS * h);
            _loadInts(c, c.gains, base + O_KN, HS);
            for (uint256 h; h < KVH; ++h) IQ16Ops.rmsnorm(c.k + 32 * HS * h, c.gains, HS, EPS, c.k + 32 * HS * h);
        }
        IQ16Ops.ropeHeads(c.q, HEADS, HS, c.cs, HALF_SPLIT);
        IQ16Ops.ropeHeads(c.k, KVH, HS, c.cs, HALF_SPLIT);
        uint256 km = _storeKV(c, l, p);
        if (km >= att.kmax) att.kmax = km + 1;
        uint256 group = HEADS / KVH;
        for (uint256 h; h < HEADS; ++h) {
            uint256 kvh = h / group;
            att.kv = c.kv;
            att.kOff = 32 * (l * KVH + kvh) * HS;
            att.vOff = c.kPart + 32 * (l * KVH + kvh) * c.vw;
            IQ16Ops.attend(att, c.q + 32 * HS * h, p, c.att + 32 * HS * h);
        }
        _matvec(c, base + O_WO, DIM, qd, c.att, c.tmp);
        IQ16Ops.residual(c.x, c.tmp, DIM);
    }

    function _ffnBlock(Ctx memory c, uint256 l) internal view {
        uint256 base = OFF_LAYER0 + l * LAYER_STRIDE;
        _norm(c, c.x, DIM, base + O_FN, c.xb);
        _matvec(c, base + O_W1, HID, DIM, c.xb, c.h1);
        _matvec(c, base + O_W3, HID, DIM, c.xb, c.h3);
        IQ16Ops.swiglu(c.tab, LOG2E, c.h1, c.h3, HID, c.h1);
        _matvec(c, base + O_W2, DIM, HID, c.h1, c.tmp);
        IQ16Ops.residual(c.x, c.tmp, DIM);
    }

    /// @dev Appends layer l's post-RoPE keys and values at position p to the packed cache and
    /// writes them, as big-endian int32, into the KV leaves of layer l's trees (SPEC.md §7.3): the
    /// leaf of (l, h) at byte (l·kvHeads + h)·8·headSize. Returns max |k_j|.
    function _storeKV(Ctx memory c, uint256 l, uint256 p) internal view returns (uint256 km) {
        uint256 kvd = KVH * HS;
        uint256 slab = c.kv + (p / 3) * c.slab;
        uint256 lane = p % 3;
        if (lane == 0 && l == 0) {
            // A new slab: make sure it is zero (keys are added into their lanes).
            uint256 sb = c.slab;
            assembly { calldatacopy(slab, calldatasize(), sb) }
        }
        uint256 kBase = slab + 32 * l * kvd;
        uint256 k = c.k;
        uint256 v = c.v;
        assembly {
            let sh := mul(lane, 80)
            for { let j := 0 } lt(j, kvd) { j := add(j, 1) } {
                let w := add(kBase, shl(5, j))
                let x := mload(add(k, shl(5, j)))
                mstore(w, add(mload(w), shl(sh, x)))
                let sg := sar(255, x)
                x := sub(xor(x, sg), sg)
                if gt(x, km) { km := x }
            }
        }
        uint256 vw = c.vw;
        uint256 vBase = slab + c.kPart + 32 * (lane * LAYERS * KVH + l * KVH) * vw;
        for (uint256 h; h < KVH; ++h) IQ16Ops.packValues(vBase + 32 * h * vw, v + 32 * h * HS, HS);
        uint256 leaf = c.leaf + l * 8 * kvd;
        uint256 hs = c.leafLen >> 3;
        assembly {
            // Per KV head, its keys then its values (the (l, h) tree's leaf). Sequential 32-byte stores:
            // each clobbers only bytes written next (the next head's, the next layer's, or the slack).
            for { let j := 0 } lt(j, kvd) {} {
                let e := add(j, hs)
                for { let i := j } lt(i, e) { i := add(i, 1) } {
                    mstore(leaf, shl(224, mload(add(k, shl(5, i)))))
                    leaf := add(leaf, 4)
                }
                for {} lt(j, e) { j := add(j, 1) } {
                    mstore(leaf, shl(224, mload(add(v, shl(5, j)))))
                    leaf := add(leaf, 4)
                }
            }
        }
    }

    /// @dev The classifier and argmax (SPEC.md §8); the logits go to c.tmp.
    function _classify(Ctx memory c) internal view returns (uint256) {
        _norm(c, c.x, DIM, OFF_FINAL, c.xb);
        _matvec(c, OFF_CLS, VOCAB, DIM, c.xb, c.tmp);
        return IQ16Ops.argmax(c.tmp, VOCAB);
    }

    // =====================================================================================
    // Single-op execution (dispute game)
    // =====================================================================================

    /// @notice Executes ONE op of a step's trace (SPEC.md §8) from its inputs, under this
    /// manifest's weights, for the last stage of a dispute.
    /// @dev op kinds and their inputs (vectors are int32 values as int256; `layer` is ignored
    /// by embed, final_norm, classifier and argmax; `pos` is used by rope and attention):
    ///   0 embed          a = [token]
    ///   1 attn_norm      a = x (dim)              11 ffn_norm    a = x (dim)
    ///   2 wq, 3 wk, 4 wv a = xb (dim)             12 w1, 13 w3   a = xb (dim)
    ///   5 q_norm         a = q (Q)                14 swiglu      a = h1, b = h3 (hidden)
    ///   6 k_norm         a = k (KV)               15 w2          a = hid (hidden)
    ///   7 rope           a = q ‖ k (Q + KV)       16 ffn_residual a = x, b = w2 output (dim)
    ///   8 attention      a = q after RoPE (Q); b = for t = 0 … pos the layer's cached
    ///                    K[layer][t] ‖ V[layer][t] (2·KV each; row pos is this step's) —
    ///                    the caller proves these rows against the checkpoint's KV trees
    ///   9 wo             a = o (Q)                17 final_norm  a = x (dim)
    ///  10 attn_residual  a = x, b = wo output     18 classifier  a = xb (dim)
    ///                                             19 argmax      a = logits (vocab)
    /// @return out the op's output vector (argmax: one value), as hashed in the trace
    function runOp(uint256 op, uint256 layer, uint256 pos, int256[] calldata a, int256[] calldata b, bytes32[] calldata chunkHashes)
        external
        view
        returns (int256[] memory out)
    {
        _checkChunkList(chunkHashes);
        if (layer >= LAYERS || pos >= SEQ || op > 19) revert BadOp(op);
        Ctx memory c = _newCtx(chunkHashes);
        if (op == 0) {
            _need(op, a.length == 1 && b.length == 0 && a[0] >= 0 && uint256(a[0]) < VOCAB);
            _embed(c, uint256(a[0]));
            return _vec(c.x, DIM);
        }
        if (op == 7) {
            _need(op, a.length == (HEADS + KVH) * HS && b.length == 0);
            return _opRope(c, _words(a), pos);
        }
        if (op == 8) {
            _need(op, a.length == HEADS * HS && b.length == (pos + 1) * 2 * KVH * HS);
            return _attentionOp(c, _words(a), b, pos);
        }
        return _opLayer(c, op, OFF_LAYER0 + layer * LAYER_STRIDE, _words(a), a.length, _words(b), b.length);
    }

    function _opRope(Ctx memory c, uint256 x, uint256 pos) private view returns (int256[] memory) {
        uint256 half = HS / 2;
        _loadInts(c, c.cs, OFF_COS + 4 * pos * half, half);
        _loadInts(c, c.cs + 32 * half, OFF_SIN + 4 * pos * half, half);
        IQ16Ops.ropeHeads(x, HEADS + KVH, HS, c.cs, HALF_SPLIT);
        return _vec(x, (HEADS + KVH) * HS);
    }

    /// @dev Every op but embed, rope and attention; x / y are the inputs a / b as words.
    function _opLayer(Ctx memory c, uint256 op, uint256 base, uint256 x, uint256 alen, uint256 y, uint256 blen)
        private
        view
        returns (int256[] memory out)
    {
        if (op == 1 || op == 11 || op == 17) {
            _need(op, alen == DIM && blen == 0);
            _norm(c, x, DIM, op == 1 ? base : op == 11 ? base + O_FN : OFF_FINAL, x);
            return _vec(x, DIM);
        }
        if (op == 2 || op == 3 || op == 4 || op == 12 || op == 13 || op == 18) {
            _need(op, alen == DIM && blen == 0);
            uint256 rows = op == 2 ? HEADS * HS : op <= 4 ? KVH * HS : op <= 13 ? HID : VOCAB;
            uint256 sec = op == 2 ? base + O_WQ : op == 3 ? base + O_WK : op == 4 ? base + O_WV : op == 12
                ? base + O_W1
                : op == 13 ? base + O_W3 : OFF_CLS;
            _matvec(c, sec, rows, DIM, x, c.tmp);
            return _vec(c.tmp, rows);
        }
        if (op == 9 || op == 15) {
            uint256 cols = op == 9 ? HEADS * HS : HID;
            _need(op, alen == cols && blen == 0);
            _matvec(c, base + (op == 9 ? O_WO : O_W2), DIM, cols, x, c.tmp);
            return _vec(c.tmp, DIM);
        }
        if (op == 5 || op == 6) {
            uint256 heads = op == 5 ? HEADS : KVH;
            _need(op, QK_NORM && alen == heads * HS && blen == 0);
            _loadInts(c, c.gains, base + (op == 5 ? O_QN : O_KN), HS);
            for (uint256 h; h < heads; ++h) IQ16Ops.rmsnorm(x + 32 * HS * h, c.gains, HS, EPS, x + 32 * HS * h);
            return _vec(x, heads * HS);
        }
        if (op == 10 || op == 16) {
            _need(op, alen == DIM && blen == DIM);
            IQ16Ops.residual(x, y, DIM);
            return _vec(x, DIM);
        }
        if (op == 14) {
            _need(op, alen == HID && blen == HID);
            IQ16Ops.swiglu(c.tab, LOG2E, x, y, HID, x);
            return _vec(x, HID);
        }
        _need(op, op == 19 && alen == VOCAB && blen == 0);
        out = new int256[](1);
        out[0] = int256(IQ16Ops.argmax(x, VOCAB));
    }

    function _need(uint256 op, bool ok) private pure {
        if (!ok) revert BadOp(op);
    }

    /// @dev Calldata int256 values as a memory run of words.
    function _words(int256[] calldata v) private pure returns (uint256 p) {
        p = _alloc(32 * v.length + 32);
        assembly { calldatacopy(p, v.offset, shl(5, v.length)) }
    }

    function _vec(uint256 p, uint256 n) private pure returns (int256[] memory out) {
        out = new int256[](n);
        assembly { mcopy(add(out, 0x20), p, shl(5, n)) }
    }

    /// @dev Attention of every query head over the given rows, packed as generate packs one
    /// layer's cache.
    function _attentionOp(Ctx memory c, uint256 q, int256[] calldata rows, uint256 pos) private view returns (int256[] memory) {
        IQ16Ops.Attn memory att = _newAttn(c);
        att.slab = 32 * KVH * HS + 96 * KVH * c.vw;
        att.vStride = 32 * KVH * c.vw;
        att.kv = _alloc((pos / 3 + 1) * att.slab);
        _packRows(c, att, rows, pos);
        uint256 group = HEADS / KVH;
        uint256 o = c.att;
        for (uint256 h; h < HEADS; ++h) {
            att.kOff = 32 * (h / group) * HS;
            att.vOff = 32 * KVH * HS + 32 * (h / group) * c.vw;
            IQ16Ops.attend(att, q + 32 * HS * h, pos, o + 32 * HS * h);
        }
        return _vec(o, HEADS * HS);
    }

    function _packRows(Ctx memory c, IQ16Ops.Attn memory att, int256[] calldata rows, uint256 pos) private view {
        uint256 kvd = KVH * HS;
        uint256 row = _alloc(32 * kvd);
        for (uint256 t; t <= pos; ++t) {
            uint256 slab = att.kv + (t / 3) * att.slab;
            for (uint256 j; j < kvd; ++j) {
                int256 kj = rows[t * 2 * kvd + j];
                IQ16Ops.packKey(slab + 32 * j, t % 3, kj);
                uint256 ka;
                unchecked { ka = kj < 0 ? uint256(-kj) : uint256(kj); } // 2^255 for the minimum: no bound
                if (ka >= att.kmax) att.kmax = ka + 1;
            }
            uint256 off = t * 2 * kvd + kvd;
            assembly { calldatacopy(row, add(rows.offset, shl(5, off)), shl(5, kvd)) }
            uint256 vBase = slab + 32 * kvd + (t % 3) * att.vStride;
            for (uint256 h; h < KVH; ++h) IQ16Ops.packValues(vBase + 32 * h * c.vw, row + 32 * h * HS, HS);
        }
    }
}
