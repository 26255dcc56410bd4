// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";
import {IQ16Ops} from "./IQ16Ops.sol";
import {ModelConfig} from "./IQ16Engine.sol";
import {EngineStepBase, IStepEngine} from "./EngineStepBase.sol";
import {KvStep} from "./KvStep.sol";
import {StepOps} from "./StepOps.sol";

/// @title EngineStep
/// @notice The one-step rule of the engine trace (bisection/engine.go): levels checkpoints → ops → chunks →
/// segments, re-execution of one chunk of one op (a matvec's rows, or one column range of them, here; every
/// other op in StepOps), of one segment of one attention head or one leaf of the link level (in KvStep, which
/// this contract creates and hands those leaves), from inputs opened against the agreed pre-state and weight
/// bytes proven against the manifest's blob root.
///
/// Levels (the referee's Shape, from the model config alone): level 0 has one leaf per checkpoint
/// (ctx.steps); inside step k, one leaf per op of SPEC.md §8 (the classifier ops only when k ≥ prompt
/// length − 1) plus link_k; inside op j, C + 1 leaves when its output is cut into C > 1 chunks
/// (matvec rows by whole 16-row blocks, as many as keep a chunk within CHUNK_MACS multiply-adds and one at
/// least; RoPE, QK-norm and attention by heads; SwiGLU by SWIGLU_CHUNK values; embed by COL_RANGE values), one
/// otherwise; inside link_k (j = M), the link level of SPEC.md §8.2: one leaf per layer, w_l =
/// keccak256(w_{l−1} ‖ l ‖ R'_l) from w_{−1} = c_{M−1}, then the link seal; inside one attention head (a chunk i < C, or the op's single leaf when C = 1), 3n + 1
/// segment leaves (SPEC.md §8.1, "Trace inside attention"); inside the argmax over vocab > P logits, n_a + 1
/// leaves (SPEC.md §8.3): one per range of P logits (n_a = ⌈vocab/P⌉), then the seal; inside a chunk of a
/// matvec over more than COL_RANGE columns (one 16-row block), n_c + 1 leaves (SPEC.md §8.4): one per range of
/// COL_RANGE columns, then the seal; one leaf inside every other level-2 leaf.
/// The op chain c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ h_j) starts from c_{−1} = link_{k−1}, h_j = OpHash(op j's
/// output) (SPEC.md §8: VectorHash up to P = 4,096 values, else the §6.2 Merkle root of the VectorHashes of
/// its 16-value blocks, the last shorter); the chunk chain r_i = keccak256(r_{i−1} ‖ i ‖ VectorHash(chunk i))
/// from r_{−1} = c_{j−1}. A matvec of more than P rows accumulates its block tree instead (SPEC.md §8.3):
/// chunk leaf i = keccak256(c_{j−1} ‖ i ‖ t_i), t_i the root, at the tree's depth D = ⌈log₂ ⌈out/16⌉⌉, of
/// the blocks of chunks 0 … i with zero leaves after them, so t_{C−1} = h_j. An argmax range leaf s is
/// u_s = keccak256(u_{s−1} ‖ s ‖ keccak256(abi.encodePacked(m_s, i_s))) from u_{−1} = c_{j−1}, (m_s, i_s) the
/// maximum of logits 0 … min(vocab, P(s+1)) − 1 and its lowest index; the seal is c_j.
///
/// Segments: attention of query head h at step k reads T = k + 1 positions, cut into n = ⌈T/B⌉ segments of
/// B = max(1, SEGMENT_BYTES / (8·headSize)) positions (stories260K: 256; head size 128: 16). Leaf s is pass "max"
/// over segment s (state [m_s]), leaf n + s pass "sum" ([S_s], using m = m_{n−1}), leaf 2n + s pass "acc"
/// (A_s, head_size words, using m and S = S_{n−1}), each u_x = keccak256(u_{x−1} ‖ x ‖
/// keccak256(abi.encodePacked(state))) from u_{−1} = r_{i−1} (c_{j−1} when C = 1); leaf 3n, the seal, is
/// the chunk leaf keccak256(u_{−1} ‖ i ‖ VectorHash(o)) (j for C = 1) with o_i = clamp(rsr(A_{n−1,i}, 30)).
///
/// Witness: abi.encode(Witness). Vectors (a, b, full) travel packed, int32 big-endian, so VectorHash is the
/// keccak256 of their bytes (OpHash of a longer vector its blocks' tree) and a value costs 4 calldata bytes,
/// not an ABI word's 32. linkPrev is link_{k−1}; chainFrom = c_{f−1} (c_{−1} = link_{k−1} for f = 0) and opHashes
/// (h_f … h_{j−1}, f = opFrom) open c_{j−1}: a leaf opens the op chain from the first op whose output it reads,
/// and inside op j > 0 from op j − 1 at the latest, so that an opened leaf binds link_{k−1} (its preimage gives
/// x_k and kvroot_{k−1}) whatever the depth; chunkHashes (VectorHash of chunks 0 … i − 1) open r_{i−1}; the opening must
/// reproduce the agreed pre-state. a and b are the op's inputs (StepOps.run's convention), each checked against the
/// op hash of the op that produced it. For the op seal (leaf C of a chunked op) chunkHashes lists all C
/// chunks and `full` is the whole output, checked chunk by chunk. A chunk of a matvec of more than P rows
/// opens t_{i−1} from chunkHashes = the frontier of the b = i·chunk/16 blocks before it (for each height d,
/// ascending, where bit d of b is 1: the root of the 2^d blocks ending at b's prefix above d; empty for
/// i = 0, whose pre-state is c_{j−1}), and appends its rows' blocks; its op seal reads chunkHashes = [t_{C−1}]
/// and no `full`. An argmax range s reads segHashes (the state hashes of ranges 0 … s − 1), segPrev =
/// [m_{s−1}, i_{s−1}] (empty for s = 0), a = its logits and siblings = the D − 8 siblings (bottom up) of its
/// height-8 node (the root of its blocks padded with zero leaves to 256) in the logits' block tree, folding
/// to the classifier's op hash; the argmax seal reads all n_a state hashes and the last [m, i], and hashes
/// i as the op's one-value output. `prompt` (checked against the input hash) gives the input token at prompt
/// positions; prevLink, prevIn, prevOut and prevKvRoot are link_{k−1}'s preimage (SPEC.md §7.4), whose
/// prevOut = y_{k−1} is the input token at generated positions. A link level leaf opens c_{M−1} (from layer l's wv op, or
/// op M − 1 for the seal), then w_{l−1} from layerRoots (R'_0 … R'_{l−1}). Leaf l < L sets position k in layer l's trees
/// (SPEC.md §7.3: leaf keccak256(K[l][k][h] ‖ V[l][k][h]) per KV head h) from the layer's RoPE output (a) and
/// wv output (b), checked against their op hashes; `siblings` is, head by head, position k's D siblings in
/// T_{l,h} (D = ⌈log₂ seqLen⌉, bottom up), then ⌈log₂ layers⌉ siblings of R_l among the layer roots: folding
/// a zero leaf along the tree paths gives the old R_l, whose path must give kvroot_{k−1} (the position was
/// empty), and folding the new leaves gives R'_l. The link seal (leaf L) takes all L new roots and
/// recomputes link_k = keccak256(link_{k−1} ‖ k ‖ x_k ‖ y_k ‖ kvroot_k), kvroot_k their Merkle root: y_k is
/// the argmax output (in a) or the next prompt token.
/// A segment step x: segHashes (the state hashes of leaves 0 … x − 1) open u_{x−1} = pre; segM, segS and
/// segPrev are the final max, the final sum and the previous state where the pass needs them, each checked
/// against its state hash; a is the layer's RoPE output (the query head, position k's key) and b its wv
/// output (position k's value); kv is the KV leaves of the segment's positions below k in the tree T_{l,g} of
/// the op's layer l and the query head's KV head g = h / (heads / kvHeads) (per position K[l][t][g] ‖
/// V[l][t][g], 2·headSize int32 big-endian: the leaf's preimage), and siblings their multiproof in T_{l,g}
/// (bottom up: per height the left neighbour of the range if its first node is a right child, then the right
/// neighbour if its last node is a left child), then ⌈log₂ kvHeads⌉ siblings of g among layer l's tree roots,
/// then ⌈log₂ layers⌉ siblings of l among the layer roots, folding to kvroot_{k−1}, which link_{k−1}'s
/// preimage opens. The seal takes segHashes of all 3n leaves and segPrev = A_{n−1}.
/// A column range s of a matvec chunk reads segHashes (the state hashes of ranges 0 … s − 1), segPrev = the
/// chunk's sums after range s − 1 (empty for s = 0) and a = the whole input; its seal reads all n_c state
/// hashes and the last sums. pieces, pieceRuns and pieceProof carry the weight bytes the leaf reads (SPEC.md
/// §8.4): runs of whole 1 KiB pieces of the blob, each with its range multiproof against the blob root. The
/// overlays (weights as contract code, checked against the chunk hashes given to the constructor) serve a
/// step that brings no pieces, where a consumer deployed them and passed the list.
///
/// Supported: every leaf. Cost: a segment's calldata is at most SEGMENT_BYTES (16 KiB) of one head's leaves
/// whatever the model's depth and width. A long argmax range reads at most P logits (16 KiB packed) and D − 8
/// siblings; a long matvec chunk at most D frontier nodes besides its input; a matvec leaf at most
/// CHUNK_MACS multiply-adds' weights, or 16 rows × COL_RANGE columns (16 KiB) of a wider matrix.
///
/// A matvec leaf (one chunk of rows, or the whole op when C = 1) multiplies the chunk's row scales and the
/// column blocks holding its rows (SPEC.md §5) by IQ16Ops.matvec, the engine's own §4.3 kernel; a column range
/// sums exactly over its columns, and its seal applies the scales. Every other op runs in StepOps (the
/// IQ16Ops kernels, memory in proportion to the op) on the weight bytes read here. The section offsets follow
/// SPEC.md §5 from the config (the classifier is the embedding when tied).
contract EngineStep is IOneStep, EngineStepBase {
    /// @notice The columns of one range of a wide matvec chunk (SPEC.md §8.4, bisection.ColRange).
    uint256 public constant COL_RANGE = 512;
    /// @notice The values of one chunk of SwiGLU (bisection.SwiGLUChunk).
    uint256 public constant SWIGLU_CHUNK = 1024;

    /// @notice The link level and attention segments (the leaves that read the KV cache).
    KvStep public immutable kv;
    /// @notice The non-matvec ops of a step, from their inputs and the weight bytes read here.
    StepOps public immutable ops;
    uint256 public immutable chunkMacs;

    // SPEC.md §5 byte offsets of the sections (layer sections: layer0 + layer·stride + o*)
    uint256 internal immutable _embed;
    uint256 internal immutable _sin;
    uint256 internal immutable _layer0;
    uint256 internal immutable _stride;
    uint256 internal immutable _oWq;
    uint256 internal immutable _oWk;
    uint256 internal immutable _oWv;
    uint256 internal immutable _oQn;
    uint256 internal immutable _oWo;
    uint256 internal immutable _oFn;
    uint256 internal immutable _oW1;
    uint256 internal immutable _oW3;
    uint256 internal immutable _oW2;
    uint256 internal immutable _final;
    uint256 internal immutable _cls;

    /// @param engine_ the IQ16Engine of the consumer's manifest
    /// @param cfg its model config (IQ16Engine's constructor argument)
    /// @param chunkMacs_ the chunking of matvec ops (bisection.DefaultChunkMACs = 4096)
    /// @param weights the manifest's weight chunk code hashes, to read weights from overlays; empty when steps
    /// bring their weights in calldata (a large model: its list would not fit a constructor's initcode)
    /// @param kv_ the KvStep over the same engine, config and weights (deployed apart: the three contracts'
    /// creation code together is past EIP-3860's initcode limit; not called here, so a deployment may send the
    /// three transactions at once)
    /// @param ops_ the StepOps of the same config
    constructor(
        IStepEngine engine_,
        ModelConfig memory cfg,
        uint256 chunkMacs_,
        bytes32[] memory weights,
        KvStep kv_,
        StepOps ops_
    ) EngineStepBase(engine_, cfg, weights) {
        kv = kv_;
        ops = ops_;
        chunkMacs = chunkMacs_ == 0 ? 4096 : chunkMacs_;
        // SPEC.md §5, as IQ16Engine's constructor lays it out
        uint256 q = cfg.heads * cfg.headSize;
        uint256 kvd = cfg.kvHeads * cfg.headSize;
        uint256 rope = _a32(4 * (cfg.seqLen * cfg.headSize / 2));
        _sin = 2048 + rope;
        uint256 embed = 2048 + 2 * rope;
        _embed = embed;
        uint256 lo = _a32(4 * cfg.dim);
        _oWq = lo;
        lo += _msize(q, cfg.dim);
        _oWk = lo;
        lo += _msize(kvd, cfg.dim);
        _oWv = lo;
        lo += _msize(kvd, cfg.dim);
        _oQn = lo;
        if (cfg.qkNorm) lo += 2 * _a32(4 * cfg.headSize);
        _oWo = lo;
        lo += _msize(cfg.dim, q);
        _oFn = lo;
        lo += _a32(4 * cfg.dim);
        _oW1 = lo;
        lo += _msize(cfg.hiddenDim, cfg.dim);
        _oW3 = lo;
        lo += _msize(cfg.hiddenDim, cfg.dim);
        _oW2 = lo;
        lo += _msize(cfg.dim, cfg.hiddenDim);
        _stride = lo;
        _layer0 = embed + _msize(cfg.vocab, cfg.dim);
        uint256 fin = _layer0 + cfg.layers * lo;
        _final = fin;
        fin += _a32(4 * cfg.dim);
        // untied: the classifier section follows final_norm and ends the blob; tied: it is the embedding
        _cls = cfg.tied ? embed : fin;
    }

    /// @inheritdoc IOneStep
    /// @dev IQ16Engine._checkRequest's rules, as a verdict instead of a revert.
    function refuses(uint256[] calldata prompt, uint256 n) external view returns (bool) {
        if (prompt.length == 0 || n == 0) return true;
        uint256 vocab = _shape.vocab;
        for (uint256 i; i < prompt.length; ++i) {
            if (prompt[i] >= vocab) return true;
        }
        return n > _shape.seqLen || prompt.length > _shape.seqLen - n + 1;
    }

    /// @inheritdoc IOneStep
    /// @dev The checkpoint chain is the link level's, KvStep's.
    function mismatch(uint256[] calldata prompt, uint256[] calldata tokens, bytes32 root, bytes32[] calldata proof)
        external
        view
        returns (bool)
    {
        return kv.mismatch(prompt, tokens, root, proof);
    }

    /// @inheritdoc IOneStep
    function levels() external pure returns (uint256) {
        return 4;
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
        if (path[1] >= m) return path.length == 2 ? _shape.layers + 1 : 1; // the link level (SPEC.md §8.2)
        Op memory op = opAt(path[1], m);
        uint256 c = _chunks(op);
        if (path.length == 2) return c > 1 ? c + 1 : 1;
        return _inner(op, c, path[2], path[0]);
    }

    /// @dev The leaves inside leaf i of op `op` (C chunks) at step k: an attention head's segment level, a long
    /// argmax's ranges and seal (SPEC.md §8.3), one otherwise.
    function _inner(Op memory op, uint256 c, uint256 i, uint256 k) internal view returns (uint256) {
        if (op.kind == ATTENTION && (c == 1 || i < c)) return 3 * segments(k) + 1;
        uint256 cols = _cols(op.kind);
        if (cols > COL_RANGE && (c == 1 || i < c)) return (cols + COL_RANGE - 1) / COL_RANGE + 1;
        uint256 v = _shape.vocab;
        return op.kind == ARGMAX && v > P ? (v + P - 1) / P + 1 : 1;
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
            // whole 16-row blocks (a step reads a block's words whole), one at least
            chunk = 16 * (chunkMacs / (16 * cols));
            if (chunk == 0) chunk = 16;
        } else if (k == 5 || k == 6 || k == ROPE || k == ATTENTION) {
            chunk = s.headSize;
        } else if (k == SWIGLU) {
            chunk = SWIGLU_CHUNK;
        } else if (k == EMBED) {
            chunk = COL_RANGE;
        }
        if (chunk > op.out) chunk = op.out;
    }

    function _chunks(Op memory op) internal pure returns (uint256) {
        return (op.out + op.chunk - 1) / op.chunk;
    }

    /// @inheritdoc IOneStep
    function step(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata witness)
        external
        view
        returns (bytes32)
    {
        Leaf memory l = _leaf(ctx, path);
        if (l.j == l.m || l.attn) return kv.step(ctx, l, pre, witness);
        (Witness memory w, bytes32 cPrev) = _open(l, witness);
        if (l.op.kind == ARGMAX && _shape.vocab > P) return _argmax(w, l, cPrev, pre);
        bool seal = l.c > 1 && l.i == l.c;
        if (_cols(l.op.kind) != 0) {
            if (!seal) return _matvecLeaf(w, l, cPrev, pre);
            if (l.op.out > P) return _longSeal(w, l, cPrev, pre);
        }
        if (seal) return _opSeal(w, l, cPrev, pre);
        return _reexecute(ctx, w, l, cPrev, pre);
    }

    /// @notice The opening a proof of an op's single leaf needs (ZkEngineStep, SPEC.md §8.5): opens c_{j−1} = pre
    /// from `witness`'s op hashes as `step` does (its vectors unused) and returns the op's kind, its inputs' op
    /// hashes (zero where it has none) and the op leaf c_j for output hash h. Reverts for a leaf that is not an
    /// op's single leaf.
    function openOp(StepContext calldata ctx, uint256[] calldata path, bytes32 pre, bytes calldata witness, bytes32 h)
        external
        view
        returns (uint256 kind, bytes32 ha, bytes32 hb, bytes32 post)
    {
        Leaf memory l = _leaf(ctx, path);
        if (l.j == l.m || l.c != 1 || l.attn) revert BadPath(2, l.i);
        (Witness memory w, bytes32 cPrev) = _open(l, witness);
        _opens(cPrev, pre);
        if (l.op.srcA != NONE) ha = _opHashAt(w, l.op.srcA);
        if (l.op.srcB != NONE) hb = _opHashAt(w, l.op.srcB);
        return (l.op.kind, ha, hb, _opLeaf(w, cPrev, l.j, h));
    }

    function _leaf(StepContext calldata ctx, uint256[] calldata path) internal view returns (Leaf memory l) {
        if (path.length != 4 || path[0] >= ctx.steps) revert BadPath(path.length, 0);
        (l.k, l.j, l.i, l.x) = (path[0], path[1], path[2], path[3]);
        uint256 m = opCount(ctx, l.k);
        if (l.j > m) revert BadPath(1, l.j);
        l.m = m;
        if (l.j == m) {
            if (l.i > _shape.layers) revert BadPath(2, l.i);
            if (l.x != 0) revert BadPath(3, l.x);
            return l;
        }
        l.op = opAt(l.j, m);
        l.c = _chunks(l.op);
        if (l.i > (l.c > 1 ? l.c : 0)) revert BadPath(2, l.i);
        l.attn = l.op.kind == ATTENTION && (l.c == 1 || l.i < l.c);
        if (l.x >= _inner(l.op, l.c, l.i, l.k)) revert BadPath(3, l.x);
    }

    /// @dev A leaf of a non-matvec op (C = 1) or one chunk of it: opens the pre-state, runs the op, hashes the
    /// leaf.
    function _reexecute(StepContext calldata ctx, Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre)
        internal
        view
        returns (bytes32)
    {
        // the pre-state: c_{j−1}, or r_{i−1} inside a chunked op
        if (w.chunkHashes.length != l.i) revert BadWitness("chunk hashes");
        bytes32 r = _chain(cPrev, w.chunkHashes);
        _opens(r, pre);
        uint256 lo = l.c == 1 ? 0 : l.i * l.op.chunk;
        uint256 hi = lo + l.op.chunk > l.op.out ? l.op.out : lo + l.op.chunk;
        if (l.c == 1) hi = l.op.out;
        // the op's output, or for SwiGLU and embed (each output value from its own inputs and weights) just the
        // chunk's values lo … hi − 1
        bytes memory out = _run(ctx, w, l.op, l.k, lo, hi);
        bool part = l.op.kind == SWIGLU || l.op.kind == EMBED;
        if (part) (lo, hi) = (0, hi - lo);
        if (out.length != 4 * (part ? hi : l.op.out)) revert BadWitness("output length");
        if (l.c == 1) return _opLeaf(w, cPrev, l.j, _opHash(out));
        return keccak256(abi.encodePacked(r, l.i, _packedHash(out, lo, hi)));
    }

    /// @dev The input width of a matvec op kind (0: not a matvec).
    function _cols(uint8 kind) internal view returns (uint256) {
        if (kind == 2 || kind == 3 || kind == 4 || kind == 12 || kind == 13 || kind == 18) return _shape.dim;
        if (kind == 9) return _shape.heads * _shape.headSize;
        if (kind == 15) return _shape.hidden;
        return 0;
    }

    /// @notice Rows lo … hi − 1 of the matvec op `kind` (runOp's kinds 2, 3, 4, 9, 12, 13, 15, 18) of layer
    /// `layer` on input a (SPEC.md §4.3), from the weight overlays: equal to runOp's output sliced there.
    function matvecRows(uint256 kind, uint256 layer, uint256 lo, uint256 hi, int256[] memory a)
        external
        view
        returns (int256[] memory)
    {
        return _matvecRows(kind, layer, lo, hi, a, "", new uint256[](0));
    }

    /// @dev matvecRows with the weights read from piece runs (Witness.pieces, pieceRuns), else overlays.
    function _matvecRows(
        uint256 kind,
        uint256 layer,
        uint256 lo,
        uint256 hi,
        int256[] memory a,
        bytes memory pieces,
        uint256[] memory runs
    ) internal view returns (int256[] memory out) {
        (uint256 sec, uint256 rows, uint256 cols) = _matrix(kind, layer);
        if (a.length != cols) revert BadWitness("matvec");
        if (lo >= hi || hi > rows) revert BadWitness("matvec rows");
        // the 16-row column blocks holding rows lo … hi − 1: kernel rows r0 … r0 + n − 1
        uint256 r0 = lo / 16 * 16;
        uint256 n = ((hi + 15) / 16 * 16 > rows ? rows : (hi + 15) / 16 * 16) - r0;
        int256[] memory all =
            _kernel(Blob(pieces, runs), sec + 4 * r0, sec + _a32(4 * rows) + r0 / 16 * cols * 32, cols, n, a);
        out = new int256[](hi - lo);
        for (uint256 e; e < out.length; ++e) out[e] = all[lo - r0 + e];
    }

    /// @dev The section offset, rows and columns of a matvec op's matrix (SPEC.md §5).
    function _matrix(uint256 kind, uint256 layer) internal view returns (uint256 sec, uint256 rows, uint256 cols) {
        Shape memory s = _shape;
        // casting is safe: checked below 20
        // forge-lint: disable-next-line(unsafe-typecast)
        cols = kind < 20 ? _cols(uint8(kind)) : 0;
        if (cols == 0 || layer >= s.layers) revert BadWitness("matvec");
        uint256 base = _layer0 + layer * _stride;
        rows = s.dim;
        if (kind == 2) (sec, rows) = (base + _oWq, s.heads * s.headSize);
        else if (kind == 3 || kind == 4) (sec, rows) = (base + (kind == 3 ? _oWk : _oWv), s.kvHeads * s.headSize);
        else if (kind == 9) sec = base + _oWo;
        else if (kind == 12 || kind == 13) (sec, rows) = (base + (kind == 12 ? _oW1 : _oW3), s.hidden);
        else if (kind == 15) sec = base + _oW2;
        else (sec, rows) = (_cls, s.vocab);
    }

    /// @dev IQ16Ops.matvec over n rows (whole 16-row blocks but at a matrix's end) of cols columns: their row
    /// scales at blob offset sc and their column blocks at blk (SPEC.md §5), copied from the witness's pieces or
    /// the overlays.
    function _kernel(Blob memory bl, uint256 sc, uint256 blk, uint256 cols, uint256 n, int256[] memory a)
        internal
        view
        returns (int256[] memory all)
    {
        uint256 scales = _allocBytes(_a32(4 * n) + 64); // the kernel reads a partial block's 16 words
        _copyBlob(bl, scales, sc, 4 * n);
        uint256 wlen = (n + 15) / 16 * cols * 32;
        uint256 wts = _allocBytes(wlen);
        _copyBlob(bl, wts, blk, wlen);
        all = new int256[](n);
        uint256 mv = _allocBytes(24 * 32);
        assembly ("memory-safe") {
            mstore(mv, wts)
            mstore(add(mv, 0x20), add(a, 0x20))
            mstore(add(mv, 0x40), cols)
            mstore(add(mv, 0x60), n)
            mstore(add(mv, 0x80), scales)
            mstore(add(mv, 0xa0), add(all, 0x20))
        }
        IQ16Ops.matvec(mv);
    }

    /// @dev Checks input a against its producer's op hash (a matvec has no input b).
    function _checkInputs(Witness memory w, Op memory op) internal pure {
        if (_opHash(w.a) != _opHashAt(w, op.srcA)) revert InputMismatch(op.srcA);
        if (w.b.length != 0) revert BadWitness("b");
    }

    /// @dev Leaf C of a chunked op: h_j from the whole output, checked against the chunk chain.
    function _opSeal(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal pure returns (bytes32) {
        Op memory op = l.op;
        if (w.chunkHashes.length != l.c || w.full.length != 4 * op.out) revert BadWitness("op seal");
        for (uint256 x; x < l.c; ++x) {
            uint256 lo = x * op.chunk;
            uint256 hi = lo + op.chunk > op.out ? op.out : lo + op.chunk;
            if (_packedHash(w.full, lo, hi) != w.chunkHashes[x]) revert BadWitness("chunk");
        }
        _opens(_chain(cPrev, w.chunkHashes), pre);
        return _opLeaf(w, cPrev, l.j, _opHash(w.full));
    }

    /// @notice Where a matvec chunk leaf starts: its rows lo … hi − 1 and the anchor r it chains from, r_{i−1}
    /// (c_{j−1} when C = 1); for an op of more than P rows (SPEC.md §8.3), keccak256(c_{j−1} ‖ i−1 ‖ t_{i−1})
    /// (c_{j−1} for i = 0) and the frontier f of the b blocks before the chunk in its block tree of `depth`.
    struct Chunk {
        uint256 lo;
        uint256 hi;
        bytes32 r;
        bytes32[] f;
        uint256 b;
        uint256 depth;
    }

    /// @dev Opens the anchor of matvec chunk leaf l from the witness's chunk hashes (a long op: its frontier).
    function _chunkAnchor(Witness memory w, Leaf memory l, bytes32 cPrev) internal pure returns (Chunk memory ch) {
        Op memory op = l.op;
        ch.lo = l.c == 1 ? 0 : l.i * op.chunk;
        ch.hi = ch.lo + op.chunk > op.out || l.c == 1 ? op.out : ch.lo + op.chunk;
        if (l.c > 1 && op.out > P) {
            ch.depth = _log2Ceil((op.out + 15) / 16);
            (ch.f, ch.b, ch.r) = _openFrontier(w, l.i, ch.lo / 16, ch.depth, cPrev);
        } else {
            if (w.chunkHashes.length != l.i) revert BadWitness("chunk hashes");
            ch.r = _chain(cPrev, w.chunkHashes);
        }
    }

    /// @dev The chunk leaf of packed rows: keccak256(r ‖ i ‖ OpHash(rows)) (j for C = 1), or for a long op
    /// keccak256(c_{j−1} ‖ i ‖ t_i) with the rows' blocks appended to the frontier.
    function _chunkLeaf(Witness memory w, Leaf memory l, bytes32 cPrev, Chunk memory ch, bytes memory rows)
        internal
        pure
        returns (bytes32)
    {
        if (ch.f.length != 0) {
            uint256 b = _append(ch.f, ch.b, rows);
            return keccak256(abi.encodePacked(cPrev, l.i, _frontierRoot(ch.f, b, ch.depth)));
        }
        if (l.c == 1) return _opLeaf(w, ch.r, l.j, _opHash(rows));
        return keccak256(abi.encodePacked(ch.r, l.i, _opHash(rows)));
    }

    /// @dev A matvec chunk leaf (the op's leaf when C = 1): its rows from the whole input, or, for a matrix
    /// wider than COL_RANGE columns, one leaf of the chunk's column range level (SPEC.md §8.4).
    function _matvecLeaf(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal view returns (bytes32) {
        Chunk memory ch = _chunkAnchor(w, l, cPrev);
        if (_cols(l.op.kind) > COL_RANGE) return _columns(w, l, cPrev, pre, ch);
        _opens(ch.r, pre);
        _checkInputs(w, l.op);
        int256[] memory rows = _matvecRows(l.op.kind, l.op.layer, ch.lo, ch.hi, _ints(w.a), w.pieces, w.pieceRuns);
        return _chunkLeaf(w, l, cPrev, ch, _pack(rows, 0, rows.length));
    }

    /// @dev The op seal of a matvec of more than P rows (SPEC.md §8.3): opens keccak256(c_{j−1} ‖ C−1 ‖ t) from
    /// chunkHashes = [t] and returns c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ t): t is the output's OpHash.
    function _longSeal(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal pure returns (bytes32) {
        if (w.chunkHashes.length != 1 || w.full.length != 0) revert BadWitness("op seal");
        _opens(keccak256(abi.encodePacked(cPrev, l.c - 1, w.chunkHashes[0])), pre);
        return _opLeaf(w, cPrev, l.j, w.chunkHashes[0]);
    }

    /// @dev A leaf of the column range level of a matvec chunk (SPEC.md §8.4; the chunk is one 16-row block,
    /// rows lo … hi − 1). Range s < n = ⌈cols/COL_RANGE⌉ continues the exact sums acc_r = Σ q[r][c]·a_c over
    /// columns COL_RANGE·s … min(cols, COL_RANGE·(s+1)) − 1 from segPrev (the state of range s − 1, zeros for
    /// s = 0) and returns u_s = keccak256(u_{s−1} ‖ s ‖ keccak256(abi.encodePacked(acc))); u_{−1} is the chunk
    /// anchor and segHashes open u_{s−1} = pre. The seal (s = n) applies the row scales, out_r = 0 if M_r = 0
    /// else clamp(rsr(acc_r·M_r, R_r)) (SPEC.md §4.3), and returns the chunk leaf.
    function _columns(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre, Chunk memory ch)
        internal
        view
        returns (bytes32)
    {
        uint256 s = l.x;
        if (w.segHashes.length != s) revert BadWitness("segment hashes");
        _opens(_chain(ch.r, w.segHashes), pre);
        uint256 rows = ch.hi - ch.lo;
        if (w.segPrev.length != (s == 0 ? 0 : rows)) revert BadWitness("segment prev");
        if (s != 0) _checkState(w.segHashes, s - 1, w.segPrev);
        (uint256 sec, uint256 mrows, uint256 cols) = _matrix(l.op.kind, l.op.layer);
        Blob memory bl = Blob(w.pieces, w.pieceRuns);
        if (s == (cols + COL_RANGE - 1) / COL_RANGE) {
            uint256 sp = _allocBytes(4 * rows + 28);
            _copyBlob(bl, sp, sec + 4 * ch.lo, 4 * rows); // the rows' scale words M·2^8 + R
            int256[] memory out = w.segPrev; // acc_r, replaced by out_r
            for (uint256 e; e < rows; ++e) {
                uint256 sw;
                assembly ("memory-safe") {
                    sw := shr(224, mload(add(sp, shl(2, e))))
                }
                // casting is safe: M < 2^24
                // forge-lint: disable-next-line(unsafe-typecast)
                out[e] = sw >> 8 == 0 ? int256(0) : _clamp(_rsr(out[e] * int256(sw >> 8), sw & 0xff));
            }
            return _chunkLeaf(w, l, cPrev, ch, _pack(out, 0, rows));
        }
        _checkInputs(w, l.op);
        int256[] memory sums = s == 0 ? new int256[](rows) : w.segPrev;
        _rangeSums(bl, sums, w.a, sec + _a32(4 * mrows) + ch.lo / 16 * cols * 32, s * COL_RANGE, cols);
        return keccak256(abi.encodePacked(pre, s, keccak256(abi.encodePacked(sums))));
    }

    /// @dev sums_j += Σ q[j][c]·a_c over columns c0 … min(cols, c0 + COL_RANGE) − 1 of the 16-row column block at
    /// blob offset `blk` (SPEC.md §5: field i of a column word, bits 16i …, holds u = q + 32768 of the block's
    /// row 15 − i). Four rows share a MUL: acc_k adds the word shifted by 16k and masked to every fourth field,
    /// so its 64-bit lane J sums u·a of row 15 − 4J − k. Every lane starts at 2^63 − 32768·Σa and ends at
    /// 2^63 + Σq·a ∈ [0, 2^64) (|Σq·a| < 512·2^15·2^31 = 2^55): the lanes' borrows on the way cancel mod 2^256.
    function _rangeSums(Blob memory bl, int256[] memory sums, bytes memory a, uint256 blk, uint256 c0, uint256 cols)
        internal
        view
    {
        uint256 n = cols - c0 > COL_RANGE ? COL_RANGE : cols - c0;
        uint256 words = _allocBytes(32 * n);
        _copyBlob(bl, words, blk + 32 * c0, 32 * n);
        assembly ("memory-safe") {
            let mask := 0x000000000000ffff000000000000ffff000000000000ffff000000000000ffff
            let pa := add(add(a, 0x20), shl(2, c0))
            let sa := 0
            for { let c := 0 } lt(c, n) { c := add(c, 1) } {
                sa := add(sa, signextend(3, shr(224, mload(add(pa, shl(2, c))))))
            }
            let start := mul(sub(shl(63, 1), shl(15, sa)), 0x0000000000000001000000000000000100000000000000010000000000000001)
            let acc0 := start
            let acc1 := start
            let acc2 := start
            let acc3 := start
            for { let c := 0 } lt(c, n) { c := add(c, 1) } {
                let x := mload(add(words, shl(5, c)))
                let av := signextend(3, shr(224, mload(add(pa, shl(2, c)))))
                acc0 := add(acc0, mul(and(x, mask), av))
                acc1 := add(acc1, mul(and(shr(16, x), mask), av))
                acc2 := add(acc2, mul(and(shr(32, x), mask), av))
                acc3 := add(acc3, mul(and(shr(48, x), mask), av))
            }
            // row r = 15 − 4J − k: lane J of acc_k
            let out := add(sums, 0x20)
            let rows := mload(sums)
            for { let r := 0 } lt(r, rows) { r := add(r, 1) } {
                let f := sub(15, r) // the field, 4J + k
                let acc := acc0
                switch and(f, 3)
                case 1 { acc := acc1 }
                case 2 { acc := acc2 }
                case 3 { acc := acc3 }
                let lane := and(shr(shl(6, shr(2, f)), acc), 0xffffffffffffffff)
                let slot := add(out, shl(5, r))
                mstore(slot, add(mload(slot), sub(lane, shl(63, 1))))
            }
        }
    }

    /// @dev The frontier of the b blocks before chunk i from chunkHashes (f[d]: the node at height d, for each 1
    /// bit d of b), and the anchor it opens: c_{j−1} for i = 0, else keccak256(c_{j−1} ‖ i−1 ‖ t_{i−1}).
    function _openFrontier(Witness memory w, uint256 i, uint256 b, uint256 depth, bytes32 cPrev)
        internal
        pure
        returns (bytes32[] memory f, uint256, bytes32 r)
    {
        f = new bytes32[](depth + 1);
        uint256 used;
        for (uint256 d; d < depth; ++d) {
            if ((b >> d) & 1 == 1 && used < w.chunkHashes.length) f[d] = w.chunkHashes[used++];
        }
        if (used != w.chunkHashes.length || used != _popcount(b)) revert BadWitness("chunk hashes");
        r = i == 0 ? cPrev : keccak256(abi.encodePacked(cPrev, i - 1, _frontierRoot(f, b, depth)));
        return (f, b, r);
    }

    /// @dev Appends the 16-value blocks of packed rows (the last may be shorter) to the frontier f of b blocks:
    /// block b closes the subtrees of b's low 1 bits. Returns the new block count.
    function _append(bytes32[] memory f, uint256 b, bytes memory rows) internal pure returns (uint256) {
        uint256 n = rows.length / 4;
        for (uint256 x; x < n; x += 16) {
            bytes32 node = _packedHash(rows, x, x + 16 > n ? n : x + 16);
            uint256 d;
            for (; (b >> d) & 1 == 1; ++d) node = _hash2(f[d], node);
            f[d] = node;
            ++b;
        }
        return b;
    }

    /// @dev The root at `depth` of a block tree whose first b leaves are summarised by frontier f (f[d] for each
    /// 1 bit d of b), zero leaves after them.
    function _frontierRoot(bytes32[] memory f, uint256 b, uint256 depth) internal pure returns (bytes32 node) {
        if (b == 1 << depth) return f[depth];
        bytes32 z; // the empty subtree root of height d
        for (uint256 d; d < depth; ++d) {
            node = (b >> d) & 1 == 1 ? _hash2(f[d], node) : _hash2(node, z);
            z = _hash2(z, z);
        }
    }

    function _popcount(uint256 b) internal pure returns (uint256 n) {
        for (; b != 0; b >>= 1) n += b & 1;
    }

    /// @dev Checks that a holds logits P·s … min(vocab, P(s+1)) − 1 of the classifier output (op src): the
    /// range's blocks, zero blocks up to 256, give the height-8 node whose path along siblings folds to its op
    /// hash (the logits' block tree is D = ⌈log₂ ⌈vocab/16⌉⌉ high, D > 8 as vocab > P).
    function _checkLogits(Witness memory w, uint256 src, uint256 s, uint256 vocab) internal pure {
        uint256 n = vocab - s * P > P ? P : vocab - s * P;
        uint256 depth = _log2Ceil((vocab + 15) / 16);
        if (w.a.length != 4 * n) revert BadWitness("logits range");
        if (w.siblings.length != depth - 8) revert BadWitness("siblings");
        if (_path(_blockRoot(w.a, 0, n, 8), s, w.siblings, 0, depth - 8) != _opHashAt(w, src)) revert InputMismatch(src);
    }

    /// @dev The running (max, lowest index) (m, at) continued over packed logits a, the first at index lo, with
    /// a strict > in ascending order; fresh: start from a's first value.
    function _maxFrom(bytes memory a, uint256 lo, bool fresh, int256 m, int256 idx) internal pure returns (int256, int256) {
        assembly ("memory-safe") {
            let p := add(a, 0x20)
            let e := 0
            if fresh {
                m := signextend(3, shr(224, mload(p)))
                idx := lo
                e := 1
            }
            for { let n := shr(2, mload(a)) } lt(e, n) { e := add(e, 1) } {
                let v := signextend(3, shr(224, mload(add(p, shl(2, e)))))
                if sgt(v, m) {
                    m := v
                    idx := add(lo, e)
                }
            }
        }
        return (m, idx);
    }

    /// @dev A leaf of an argmax over vocab > P logits (SPEC.md §8.3): range s < n_a = ⌈vocab/P⌉ continues the
    /// running (max, lowest index) over logits P·s … min(vocab, P(s+1)) − 1 (in a, proven by the siblings of
    /// the range's height-8 node in the logits' block tree against the classifier's op hash); leaf n_a, the
    /// seal, returns c_j with VectorHash of the final index. segHashes open u_{s−1} = pre from c_{j−1}, segPrev
    /// is the previous state [m, i].
    function _argmax(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal view returns (bytes32) {
        uint256 s = l.x;
        uint256 vocab = _shape.vocab;
        if (w.segHashes.length != s) revert BadWitness("segment hashes");
        _opens(_chain(cPrev, w.segHashes), pre);
        int256 m;
        int256 idx;
        if (w.segPrev.length != (s == 0 ? 0 : 2)) revert BadWitness("segment prev");
        if (s != 0) {
            _checkState(w.segHashes, s - 1, w.segPrev);
            (m, idx) = (w.segPrev[0], w.segPrev[1]);
        }
        uint256 lo = s * P;
        if (lo >= vocab) return _opLeaf(w, cPrev, l.j, _opHashInts(_one(idx)));
        _checkLogits(w, l.op.srcA, s, vocab);
        (m, idx) = _maxFrom(w.a, lo, s == 0, m, idx);
        return keccak256(abi.encodePacked(pre, s, keccak256(abi.encodePacked(m, idx))));
    }

    /// @dev Checks the op's inputs against the op hashes and runs it in StepOps with the weight bytes it reads.
    function _run(StepContext calldata ctx, Witness memory w, Op memory op, uint256 k, uint256 lo, uint256 hi)
        internal
        view
        returns (bytes memory)
    {
        uint256 token;
        if (op.kind == EMBED) {
            // the input token: the prompt's, or (generated positions) the previous step's output y_{k−1}
            if (k < ctx.promptLen) {
                token = _prompt(ctx, w)[k];
            } else {
                _openPrevLink(w, k);
                token = w.prevOut;
            }
            if (token >= _shape.vocab || w.a.length != 0 || w.b.length != 0) revert BadWitness("embed");
        } else {
            uint256 n = w.a.length / 4;
            uint256 split = n;
            if (op.srcA2 != NONE) {
                split = _shape.heads * _shape.headSize;
                if (n < split) revert InputMismatch(op.srcA);
                if (_opHashOf(w.a, split, n) != _opHashAt(w, op.srcA2)) revert InputMismatch(op.srcA2);
            }
            if (_opHashOf(w.a, 0, split) != _opHashAt(w, op.srcA)) revert InputMismatch(op.srcA);
            if (op.srcB == NONE) {
                if (w.b.length != 0) revert BadWitness("b");
            } else if (_opHash(w.b) != _opHashAt(w, op.srcB)) {
                revert InputMismatch(op.srcB);
            }
        }
        if (op.kind == SWIGLU) {
            return ops.chunk(SWIGLU, _slice(w.a, lo, hi), _slice(w.b, lo, hi), _opWeights(w, op, k, token, lo, hi));
        }
        if (op.kind == EMBED) return ops.chunk(EMBED, abi.encodePacked(uint32(token)), "", _opWeights(w, op, k, token, lo, hi));
        return ops.run(op.kind, token, w.a, w.b, _opWeights(w, op, k, token, lo, hi));
    }

    /// @dev Embed's weight bytes for its values lo … hi − 1: the token's row scale word, then those columns'
    /// words of the column block holding its row (SPEC.md §5).
    function _embedWeights(Witness memory w, uint256 token, uint256 lo, uint256 hi)
        internal
        view
        returns (bytes memory out)
    {
        out = new bytes(4 + 32 * (hi - lo));
        uint256 dst;
        assembly ("memory-safe") {
            dst := add(out, 0x20)
        }
        Blob memory bl = Blob(w.pieces, w.pieceRuns);
        _copyBlob(bl, dst, _embed + 4 * token, 4);
        Shape memory s = _shape;
        _copyBlob(bl, dst + 4, _embed + _a32(4 * s.vocab) + token / 16 * s.dim * 32 + 32 * lo, 32 * (hi - lo));
    }

    /// @dev Values lo … hi − 1 of a packed vector (in range: its length was checked against its op).
    function _slice(bytes memory v, uint256 lo, uint256 hi) internal pure returns (bytes memory out) {
        out = new bytes(4 * (hi - lo));
        assembly ("memory-safe") {
            mcopy(add(out, 0x20), add(add(v, 0x20), shl(2, lo)), shl(2, sub(hi, lo)))
        }
    }

    /// @dev The weight bytes StepOps takes for a non-matvec op (SPEC.md §5 offsets): embed the row scale of
    /// `token` and the words of the chunk's columns lo … hi − 1 of its column block; a norm its gains; RoPE the
    /// position's cos and sin rows; SwiGLU the exp2 tables; nothing otherwise.
    function _opWeights(Witness memory w, Op memory op, uint256 k, uint256 token, uint256 lo, uint256 hi)
        internal
        view
        returns (bytes memory out)
    {
        Shape memory s = _shape;
        uint256 kind = op.kind;
        uint256 base = _layer0 + op.layer * _stride;
        uint256 off;
        uint256 len;
        if (kind == EMBED) {
            return _embedWeights(w, token, lo, hi);
        } else if (kind == 1 || kind == 11 || kind == 17) {
            len = 4 * s.dim;
            off = kind == 1 ? base : kind == 11 ? base + _oFn : _final;
        } else if (kind == 5 || kind == 6) {
            len = 4 * s.headSize;
            off = base + _oQn + (kind == 6 ? _a32(len) : 0);
        } else if (kind == ROPE) {
            len = 4 * s.headSize;
            off = 2048 + 4 * k * (s.headSize / 2);
        } else if (kind == SWIGLU) {
            len = 2048;
        } else {
            return out;
        }
        out = new bytes(len);
        uint256 dst;
        assembly ("memory-safe") {
            dst := add(out, 0x20)
        }
        Blob memory bl = Blob(w.pieces, w.pieceRuns);
        if (kind == ROPE) {
            // the cos row, then the sin row
            _copyBlob(bl, dst, off, len / 2);
            _copyBlob(bl, dst + len / 2, off - 2048 + _sin, len / 2);
        } else {
            _copyBlob(bl, dst, off, len);
        }
    }

    /// @dev The bytes of a matrix section of SPEC.md §5 (row scales, then ⌈rows/16⌉ column blocks).
    function _msize(uint256 rows, uint256 cols) internal pure returns (uint256) {
        return _a32(4 * rows) + (rows + 15) / 16 * cols * 32;
    }
}
