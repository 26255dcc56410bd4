// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";

/// @notice What EngineStep needs of IQ16Engine: one op of a step from its inputs.
interface IRunOp {
    function runOp(uint256 op, uint256 layer, uint256 pos, int256[] calldata a, int256[] calldata b, bytes32[] calldata chunkHashes)
        external
        view
        returns (int256[] memory out);
}

/// @title EngineStep
/// @notice The one-step rule of the engine trace (bisection/engine.go): levels checkpoints → ops → chunks,
/// re-execution of one chunk of one op through IQ16Engine.runOp from inputs opened against the agreed
/// pre-state.
///
/// Levels (the referee's Shape, from the model config alone): level 0 has one leaf per checkpoint
/// (ctx.steps); inside step k, one leaf per op of SPEC.md §8 (the classifier ops only when k ≥ prompt
/// length − 1) plus the link seal; inside op j, C + 1 leaves when its output is cut into C > 1 chunks
/// (matvec rows by groups of at most CHUNK_MACS multiply-adds, RoPE and QK-norm by heads), one otherwise.
/// The op chain c_j = keccak256(c_{j−1} ‖ j ‖ h_j) starts from c_{−1} = link_{k−1}, h_j = VectorHash(op j's
/// output); the chunk chain r_i = keccak256(r_{i−1} ‖ i ‖ VectorHash(chunk i)) from r_{−1} = c_{j−1}.
///
/// Witness: abi.encode(Witness). linkPrev and opHashes (h_0 … h_{j−1}) open c_{j−1}; chunkHashes
/// (VectorHash of chunks 0 … i − 1) open r_{i−1}; the opening must reproduce the agreed pre-state. a and b
/// are the op's inputs (runOp's convention), each checked against the op hash of the op that produced it.
/// For the op seal (leaf C of a chunked op) chunkHashes lists all C chunks and `full` is the whole output,
/// checked chunk by chunk. `prompt` (checked against the input hash) gives the input token at prompt
/// positions; prevLink, prevIn, prevOut and prevKvRoot are link_{k−1}'s preimage (SPEC.md §7.4), whose
/// prevOut = y_{k−1} is the input token at generated positions. The link seal (leaf j = M) opens c_{M−1}
/// from all M op hashes and recomputes link_k = keccak256(link_{k−1} ‖ k ‖ x_k ‖ y_k ‖ kvroot_k): y_k is
/// the argmax output (in a) or the next prompt token, the new KV leaf comes from every layer's RoPE output
/// and wv output (in full, checked against their op hashes), and `siblings` is position k's Merkle path in
/// kvroot_{k−1}, where the position must be empty.
///
/// Supported: every leaf but attention's. Not supported (revert Unsupported; the Go solver reports
/// bisection.ErrNoChainStep, and a game that isolates such a leaf is decided by the clocks): attention,
/// whose input is every earlier position's keys and values. A KV leaf (SPEC.md §7.3) holds all layers' K
/// and V of a position (stories260K: 5 × 2 × 32 = 320 int32), so attention at position p must open p + 1
/// whole leaves: at p = 511 that is 163,840 values, 655 KB even packed as int32 — about 10.5M gas of
/// calldata alone, past the 2M step budget, and growing with the model. The spec change that lifts it: one
/// KV tree (or one subtree) per layer and KV head, leaves of K ‖ V for that head (2·head_size = 16 values);
/// attention's chunk (one head) then opens a contiguous range of p + 1 leaves, whose root a prefix
/// multiproof of D siblings gives: at p = 511, 8,192 values (33 KB packed, ≈ 0.5M gas of calldata) plus
/// 512 leaf hashes and one head's 16k multiply-adds — inside the budget.
///
/// A matvec op is re-executed whole (runOp has no row range) and its chunk sliced: fine for stories260K's
/// widths; a model whose whole matvec exceeds the step budget needs a row-range runOp.
contract EngineStep is IOneStep {
    /// @notice keccak256("deepcall/checkpoint/v1"), the genesis link's domain (inference.Genesis).
    bytes32 public constant CHECKPOINT_DOMAIN = keccak256("deepcall/checkpoint/v1");
    uint256 internal constant NONE = type(uint256).max;

    // runOp's op kinds
    uint8 internal constant EMBED = 0;
    uint8 internal constant ROPE = 7;
    uint8 internal constant ATTENTION = 8;

    /// @notice The model's shape, as IQ16Engine's ModelConfig (seqLen fixes the KV tree's depth).
    struct Shape {
        uint256 dim;
        uint256 hidden;
        uint256 layers;
        uint256 heads;
        uint256 kvHeads;
        uint256 headSize;
        uint256 vocab;
        bool qkNorm;
        uint256 seqLen;
    }

    /// @notice One op of a step as the game sees it.
    struct Op {
        uint8 kind; // runOp's op kind
        uint256 layer;
        uint256 out; // output length
        uint256 chunk; // output elements per chunk
        uint256 srcA; // op whose output is input a (NONE: none)
        uint256 srcA2; // RoPE: the op whose output is a's second part (k)
        uint256 srcB; // op whose output is input b
    }

    /// @notice The path does not name a leaf of this trace.
    error BadPath(uint256 level, uint256 index);
    /// @notice The witness does not decode or does not fit the leaf.
    error BadWitness(string what);
    /// @notice The opening does not reproduce the agreed pre-state.
    error PreStateMismatch(bytes32 opened, bytes32 pre);
    /// @notice An input vector does not hash to its producer's op hash.
    error InputMismatch(uint256 op);
    /// @notice This leaf's re-execution is not implemented on chain (see the contract doc).
    error Unsupported(string what);

    IRunOp public immutable engine;
    uint256 public immutable chunkMacs;
    Shape internal _shape;
    bytes32[] internal _weights;

    /// @param engine_ the IQ16Engine of the consumer's manifest
    /// @param shape_ its model shape
    /// @param chunkMacs_ the chunking of matvec ops (bisection.DefaultChunkMACs = 4096)
    /// @param weights the manifest's weight chunk code hashes (runOp's chunkHashes)
    constructor(IRunOp engine_, Shape memory shape_, uint256 chunkMacs_, bytes32[] memory weights) {
        engine = engine_;
        _shape = shape_;
        chunkMacs = chunkMacs_ == 0 ? 4096 : chunkMacs_;
        _weights = weights;
    }

    /// @inheritdoc IOneStep
    function levels() external pure returns (uint256) {
        return 3;
    }

    /// @notice The number of ops of step k.
    function opCount(StepContext calldata ctx, uint256 k) public view returns (uint256) {
        Shape memory s = _shape;
        return 1 + s.layers * _perLayer(s) + (k + 1 >= ctx.promptLen ? 3 : 0);
    }

    /// @inheritdoc IOneStep
    function leaves(StepContext calldata ctx, uint256[] calldata path) external view returns (uint256) {
        if (path.length == 0) return ctx.steps;
        uint256 m = opCount(ctx, path[0]);
        if (path.length == 1) return m + 1;
        if (path[1] >= m) return 1; // the link seal
        Op memory op = opAt(path[1], m);
        uint256 c = _chunks(op);
        return c > 1 ? c + 1 : 1;
    }

    /// @inheritdoc IOneStep
    function anchor(StepContext calldata ctx) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(CHECKPOINT_DOMAIN, ctx.manifest, ctx.input));
    }

    /// @notice Op j of a step of m ops (m tells whether the classifier ops are there).
    function opAt(uint256 j, uint256 m) public view returns (Op memory op) {
        Shape memory s = _shape;
        uint256 per = _perLayer(s);
        uint256 q = s.heads * s.headSize;
        uint256 kv = s.kvHeads * s.headSize;
        op.srcA = NONE;
        op.srcA2 = NONE;
        op.srcB = NONE;
        if (j == 0) {
            op.kind = EMBED;
            op.out = s.dim;
        } else if (j < 1 + s.layers * per) {
            op.layer = (j - 1) / per;
            uint256 base = 1 + op.layer * per; // attn_norm
            uint256 xIn = op.layer == 0 ? 0 : base - 1;
            uint256 r = j - base;
            // without QK-norm the ops after wv shift down by two
            if (!s.qkNorm && r >= 4) r += 2;
            uint256 sh = s.qkNorm ? 0 : 2; // index shift back to this model's ops
            if (r == 0) (op.kind, op.out, op.srcA) = (1, s.dim, xIn);
            else if (r <= 3) (op.kind, op.out, op.srcA) = (uint8(1 + r), r == 1 ? q : kv, base);
            else if (r == 4) (op.kind, op.out, op.srcA) = (5, q, base + 1);
            else if (r == 5) (op.kind, op.out, op.srcA) = (6, kv, base + 2);
            else if (r == 6) {
                (op.kind, op.out) = (ROPE, q + kv);
                (op.srcA, op.srcA2) = s.qkNorm ? (base + 4, base + 5) : (base + 1, base + 2);
            } else if (r == 7) {
                (op.kind, op.out, op.srcA) = (ATTENTION, q, base + 6 - sh);
            } else if (r == 8) {
                (op.kind, op.out, op.srcA) = (9, s.dim, base + 7 - sh);
            } else if (r == 9) {
                (op.kind, op.out, op.srcA, op.srcB) = (10, s.dim, xIn, base + 8 - sh);
            } else if (r == 10) {
                (op.kind, op.out, op.srcA) = (11, s.dim, base + 9 - sh);
            } else if (r == 11 || r == 12) {
                (op.kind, op.out, op.srcA) = (uint8(r + 1), s.hidden, base + 10 - sh);
            } else if (r == 13) {
                (op.kind, op.out, op.srcA, op.srcB) = (14, s.hidden, base + 11 - sh, base + 12 - sh);
            } else if (r == 14) {
                (op.kind, op.out, op.srcA) = (15, s.dim, base + 13 - sh);
            } else {
                (op.kind, op.out, op.srcA, op.srcB) = (16, s.dim, base + 9 - sh, base + 14 - sh);
            }
        } else {
            uint256 f = j - (1 + s.layers * per);
            if (m != 1 + s.layers * per + 3 || f > 2) revert BadPath(1, j);
            if (f == 0) (op.kind, op.out, op.srcA) = (17, s.dim, j - 1);
            else if (f == 1) (op.kind, op.out, op.srcA) = (18, s.vocab, j - 1);
            else (op.kind, op.out, op.srcA) = (19, 1, j - 1);
        }
        op.chunk = _chunkOf(op, s, q);
    }

    /// @dev bisection.StepOps' chunking.
    function _chunkOf(Op memory op, Shape memory s, uint256 q) internal view returns (uint256 chunk) {
        uint8 k = op.kind;
        chunk = op.out;
        uint256 cols;
        if (k == 2 || k == 3 || k == 4 || k == 12 || k == 13 || k == 18) cols = s.dim;
        else if (k == 9) cols = q;
        else if (k == 15) cols = s.hidden;
        if (cols != 0) {
            chunk = chunkMacs / cols;
            if (chunk == 0) chunk = 1;
        } else if (k == 5 || k == 6 || k == ROPE || k == ATTENTION) {
            chunk = s.headSize;
        }
        if (chunk > op.out) chunk = op.out;
    }

    function _perLayer(Shape memory s) internal pure returns (uint256) {
        return s.qkNorm ? 16 : 14;
    }

    function _chunks(Op memory op) internal pure returns (uint256) {
        return (op.out + op.chunk - 1) / op.chunk;
    }

    struct Witness {
        bytes32 linkPrev;
        bytes32[] opHashes;
        bytes32[] chunkHashes;
        int256[] a;
        int256[] b;
        int256[] full;
        uint256[] prompt;
        // the preimage of link_{k−1} = keccak256(prevLink ‖ k−1 ‖ prevIn ‖ prevOut ‖ prevKvRoot), for
        // steps k ≥ 1 of the link seal and embeds at generated positions
        bytes32 prevLink;
        uint256 prevIn;
        uint256 prevOut;
        bytes32 prevKvRoot;
        // the link seal: position k's Merkle siblings in kvroot_{k−1}, bottom up
        bytes32[] siblings;
    }

    /// @notice The leaf a step re-executes.
    struct Leaf {
        uint256 k; // step
        uint256 j; // op
        uint256 i; // chunk (C: the op seal)
        uint256 c; // the op's chunk count
        uint256 m; // ops in the step (j == m: the link seal)
        Op op;
    }

    /// @inheritdoc IOneStep
    function step(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata witness)
        external
        view
        returns (bytes32)
    {
        Leaf memory l = _leaf(ctx, path);
        Witness memory w = abi.decode(witness, (Witness));
        if (w.opHashes.length != l.j) revert BadWitness("op hashes");
        bytes32 cPrev = w.linkPrev;
        for (uint256 x; x < l.j; ++x) {
            cPrev = keccak256(abi.encodePacked(cPrev, x, w.opHashes[x]));
        }
        if (l.j == l.m) return _linkSeal(ctx, w, l, cPrev, pre);
        if (l.c > 1 && l.i == l.c) return _opSeal(w, l, cPrev, pre);
        return _reexecute(ctx, w, l, cPrev, pre);
    }

    /// @dev The prompt, checked against the input hash.
    function _prompt(StepContext calldata ctx, Witness memory w) internal pure returns (uint256[] memory) {
        uint256 n = ctx.steps + 1 - ctx.promptLen;
        if (keccak256(abi.encodePacked(n, w.prompt.length, w.prompt)) != ctx.input) revert BadWitness("prompt");
        return w.prompt;
    }

    /// @dev Checks the preimage of link_{k−1} (k ≥ 1).
    function _openPrevLink(Witness memory w, uint256 k) internal pure {
        bytes32 h = keccak256(abi.encodePacked(w.prevLink, k - 1, w.prevIn, w.prevOut, w.prevKvRoot));
        if (h != w.linkPrev) revert BadWitness("link preimage");
    }

    /// @dev The link seal: link_k = keccak256(link_{k−1} ‖ k ‖ x_k ‖ y_k ‖ kvroot_k) from the step's op
    /// outputs (every layer's RoPE'd key and value, the argmax), link_{k−1}'s preimage and a Merkle path.
    function _linkSeal(StepContext calldata ctx, Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre)
        internal
        view
        returns (bytes32)
    {
        if (cPrev != pre) revert PreStateMismatch(cPrev, pre);
        uint256 k = l.k;
        Shape memory s = _shape;
        uint256 depth;
        while ((1 << depth) < s.seqLen) ++depth;
        if (w.siblings.length != depth) revert BadWitness("siblings");
        // x_k and kvroot_{k−1}
        uint256 x;
        bytes32 oldRoot;
        if (k == 0) {
            if (w.linkPrev != keccak256(abi.encodePacked(CHECKPOINT_DOMAIN, ctx.manifest, ctx.input))) {
                revert BadWitness("genesis");
            }
            x = _prompt(ctx, w)[0];
            for (uint256 d; d < depth; ++d) {
                oldRoot = keccak256(abi.encodePacked(oldRoot, oldRoot));
            }
        } else {
            _openPrevLink(w, k);
            (x, oldRoot) = (w.prevOut, w.prevKvRoot);
        }
        // y_k: the argmax (classifier steps) or the next prompt token
        uint256 y;
        if (k + 1 >= ctx.promptLen) {
            if (w.a.length != 1 || _vectorHash(w.a, 0, 1) != w.opHashes[l.m - 1]) revert InputMismatch(l.m - 1);
            // casting is safe: the argmax is a token id
            // forge-lint: disable-next-line(unsafe-typecast)
            y = uint256(w.a[0]);
        } else {
            y = _prompt(ctx, w)[k + 1];
        }
        bytes32 root = _setLeaf(w.siblings, k, _kvLeaf(w, s), oldRoot);
        return keccak256(abi.encodePacked(w.linkPrev, k, x, y, root));
    }

    /// @dev Checks that position k is empty under oldRoot along `siblings`, and returns the root with
    /// `leaf` set there.
    function _setLeaf(bytes32[] memory siblings, uint256 k, bytes32 leaf, bytes32 oldRoot)
        internal
        pure
        returns (bytes32 root)
    {
        bytes32 before;
        root = leaf;
        for (uint256 d; d < siblings.length; ++d) {
            bytes32 sib = siblings[d];
            if ((k >> d) & 1 == 0) {
                (before, root) = (keccak256(abi.encodePacked(before, sib)), keccak256(abi.encodePacked(root, sib)));
            } else {
                (before, root) = (keccak256(abi.encodePacked(sib, before)), keccak256(abi.encodePacked(sib, root)));
            }
        }
        if (before != oldRoot) revert BadWitness("kv path");
    }

    /// @dev The KV leaf of this position, VectorHash(K[0] ‖ V[0] ‖ K[1] ‖ …), from `full` = per layer the
    /// RoPE output (q ‖ k) and the wv output, each checked against its op hash.
    function _kvLeaf(Witness memory w, Shape memory s) internal pure returns (bytes32) {
        uint256 per = _perLayer(s);
        uint256 q = s.heads * s.headSize;
        uint256 kv = s.kvHeads * s.headSize;
        uint256 stride = q + 2 * kv;
        if (w.full.length != s.layers * stride) revert BadWitness("kv outputs");
        int256[] memory kvs = new int256[](s.layers * 2 * kv);
        for (uint256 ly; ly < s.layers; ++ly) {
            uint256 base = 1 + ly * per;
            uint256 off = ly * stride;
            if (_vectorHash(w.full, off, off + q + kv) != w.opHashes[base + (s.qkNorm ? 6 : 4)]) {
                revert InputMismatch(base + (s.qkNorm ? 6 : 4));
            }
            if (_vectorHash(w.full, off + q + kv, off + stride) != w.opHashes[base + 3]) revert InputMismatch(base + 3);
            for (uint256 t; t < kv; ++t) {
                kvs[ly * 2 * kv + t] = w.full[off + q + t];
                kvs[ly * 2 * kv + kv + t] = w.full[off + q + kv + t];
            }
        }
        return _vectorHash(kvs, 0, kvs.length);
    }

    function _leaf(StepContext calldata ctx, uint256[] calldata path) internal view returns (Leaf memory l) {
        if (path.length != 3 || path[0] >= ctx.steps) revert BadPath(path.length, 0);
        (l.k, l.j, l.i) = (path[0], path[1], path[2]);
        uint256 m = opCount(ctx, l.k);
        if (l.j > m) revert BadPath(1, l.j);
        l.m = m;
        if (l.j == m) {
            if (l.i != 0) revert BadPath(2, l.i);
            return l;
        }
        l.op = opAt(l.j, m);
        l.c = _chunks(l.op);
        if (l.i > (l.c > 1 ? l.c : 0)) revert BadPath(2, l.i);
    }

    /// @dev A leaf of an op (C = 1) or one chunk of it: opens the pre-state, runs the op, hashes the leaf.
    function _reexecute(StepContext calldata ctx, Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre)
        internal
        view
        returns (bytes32)
    {
        // the pre-state: c_{j−1}, or r_{i−1} inside a chunked op
        if (w.chunkHashes.length != l.i) revert BadWitness("chunk hashes");
        bytes32 r = cPrev;
        for (uint256 x; x < l.i; ++x) {
            r = keccak256(abi.encodePacked(r, x, w.chunkHashes[x]));
        }
        if (r != pre) revert PreStateMismatch(r, pre);
        int256[] memory out = _run(ctx, w, l.op, l.k);
        if (out.length != l.op.out) revert BadWitness("output length");
        if (l.c == 1) return keccak256(abi.encodePacked(cPrev, l.j, _vectorHash(out, 0, out.length)));
        uint256 lo = l.i * l.op.chunk;
        uint256 hi = lo + l.op.chunk > l.op.out ? l.op.out : lo + l.op.chunk;
        return keccak256(abi.encodePacked(r, l.i, _vectorHash(out, lo, hi)));
    }

    /// @dev Leaf C of a chunked op: h_j from the whole output, checked against the chunk chain.
    function _opSeal(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal pure returns (bytes32) {
        Op memory op = l.op;
        if (w.chunkHashes.length != l.c || w.full.length != op.out) revert BadWitness("op seal");
        bytes32 r = cPrev;
        for (uint256 x; x < l.c; ++x) {
            uint256 lo = x * op.chunk;
            uint256 hi = lo + op.chunk > op.out ? op.out : lo + op.chunk;
            if (_vectorHash(w.full, lo, hi) != w.chunkHashes[x]) revert BadWitness("chunk");
            r = keccak256(abi.encodePacked(r, x, w.chunkHashes[x]));
        }
        if (r != pre) revert PreStateMismatch(r, pre);
        return keccak256(abi.encodePacked(cPrev, l.j, _vectorHash(w.full, 0, w.full.length)));
    }

    /// @dev Checks the op's inputs against the op hashes and runs it.
    function _run(StepContext calldata ctx, Witness memory w, Op memory op, uint256 k)
        internal
        view
        returns (int256[] memory)
    {
        if (op.kind == ATTENTION) revert Unsupported("attention");
        if (op.kind == EMBED) {
            // the input token: the prompt's, or (generated positions) the previous step's output y_{k−1}
            uint256 token;
            if (k < ctx.promptLen) {
                token = _prompt(ctx, w)[k];
            } else {
                _openPrevLink(w, k);
                token = w.prevOut;
            }
            w.a = new int256[](1);
            // casting is safe: a token id below the vocabulary (runOp checks it)
            // forge-lint: disable-next-line(unsafe-typecast)
            w.a[0] = int256(token);
            w.b = new int256[](0);
        } else {
            uint256 split = w.a.length;
            if (op.srcA2 != NONE) {
                split = _shape.heads * _shape.headSize;
                if (w.a.length < split) revert InputMismatch(op.srcA);
                if (_vectorHash(w.a, split, w.a.length) != w.opHashes[op.srcA2]) revert InputMismatch(op.srcA2);
            }
            if (_vectorHash(w.a, 0, split) != w.opHashes[op.srcA]) revert InputMismatch(op.srcA);
            if (op.srcB == NONE) {
                if (w.b.length != 0) revert BadWitness("b");
            } else if (_vectorHash(w.b, 0, w.b.length) != w.opHashes[op.srcB]) {
                revert InputMismatch(op.srcB);
            }
        }
        return engine.runOp(op.kind, op.layer, k, w.a, w.b, _weights);
    }

    /// @dev inference.VectorHash of v[lo:hi]: keccak256 of int32 values, 4-byte big-endian each.
    function _vectorHash(int256[] memory v, uint256 lo, uint256 hi) internal pure returns (bytes32 h) {
        assembly ("memory-safe") {
            let f := mload(0x40)
            let p := f
            for { let x := lo } lt(x, hi) { x := add(x, 1) } {
                mstore(p, shl(224, and(mload(add(v, shl(5, add(x, 1)))), 0xffffffff)))
                p := add(p, 4)
            }
            h := keccak256(f, sub(p, f))
        }
    }
}
