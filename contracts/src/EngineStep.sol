// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IOneStep, StepContext} from "./IOneStep.sol";
import {IQ16Ops} from "./IQ16Ops.sol";

/// @notice What EngineStep needs of IQ16Engine: one op of a step from its inputs, and where the weight blob's
/// chunks live (an attention segment reads the exp2 tables, blob bytes 0 … 2047, from chunk 0).
interface IRunOp {
    function runOp(uint256 op, uint256 layer, uint256 pos, int256[] calldata a, int256[] calldata b, bytes32[] calldata chunkHashes)
        external
        view
        returns (int256[] memory out);

    function overlayAddress(uint256 i) external view returns (address);

    function attentionScale() external view returns (uint256 isqLog2e);

    function chunkRoot() external view returns (bytes32);

    function merkleRoot(bytes32[] calldata leaves) external pure returns (bytes32);

    function blobSize() external view returns (uint256);
}

/// @title EngineStep
/// @notice The one-step rule of the engine trace (bisection/engine.go): levels checkpoints → ops → chunks →
/// segments, re-execution of one chunk of one op (a matvec's rows here, from the weight overlays; every other
/// op through IQ16Engine.runOp), or of one segment of one
/// attention head (the arithmetic of SPEC.md §4.5 here, the exp2 tables read from the engine's weight chunk 0,
/// isq and log2e from IQ16Engine.attentionScale), from inputs opened against the agreed pre-state.
///
/// Levels (the referee's Shape, from the model config alone): level 0 has one leaf per checkpoint
/// (ctx.steps); inside step k, one leaf per op of SPEC.md §8 (the classifier ops only when k ≥ prompt
/// length − 1) plus link_k; inside op j, C + 1 leaves when its output is cut into C > 1 chunks
/// (matvec rows by whole 16-row blocks, as many as keep a chunk within CHUNK_MACS multiply-adds and one at
/// least; RoPE, QK-norm and attention by heads), one
/// otherwise; inside link_k (j = M), the link level of SPEC.md §8.2: one leaf per layer, w_l =
/// keccak256(w_{l−1} ‖ l ‖ R'_l) from w_{−1} = c_{M−1}, then the link seal; inside one attention head (a chunk i < C, or the op's single leaf when C = 1), 3n + 1
/// segment leaves (SPEC.md §8.1, "Trace inside attention"); inside the argmax over vocab > P logits, n_a + 1
/// leaves (SPEC.md §8.3): one per range of P logits (n_a = ⌈vocab/P⌉), then the seal; one leaf inside every
/// other level-2 leaf.
/// The op chain c_j = keccak256(c_{j−1} ‖ j ‖ h_j) starts from c_{−1} = link_{k−1}, h_j = OpHash(op j's
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
/// not an ABI word's 32. linkPrev and opHashes
/// (h_0 … h_{j−1}) open c_{j−1}; chunkHashes (VectorHash of chunks 0 … i − 1) open r_{i−1}; the opening must
/// reproduce the agreed pre-state. a and b are the op's inputs (runOp's convention), each checked against the
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
/// prevOut = y_{k−1} is the input token at generated positions. A link level leaf opens c_{M−1} from all M
/// op hashes, then w_{l−1} from layerRoots (R'_0 … R'_{l−1}). Leaf l < L sets position k in layer l's trees
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
///
/// Supported: every leaf. Cost: a segment's calldata is at most SEGMENT_BYTES (16 KiB) of one head's leaves
/// whatever the model's depth and width (stories260K at position 511: at most 1.37M gas a step transaction,
/// calldata included). A long argmax range reads at most P logits (16 KiB packed) and D − 8 siblings; a long
/// matvec chunk at most D frontier nodes besides its input.
///
/// A matvec leaf (one chunk of rows, or the whole op when C = 1) is computed here, not through runOp: the
/// chunk's row scales and the column blocks holding its rows (SPEC.md §5) are read from the weight
/// overlays (each chunk's code hash checked against the manifest's list) and multiplied by
/// IQ16Ops.matvec, the engine's own §4.3 kernel, so a step reads about rows·cols·2 weight bytes of its
/// chunk (whole 16-row blocks: at most CHUNK_MACS multiply-adds, or one block of a wider matrix), not the
/// whole matrix. The section offsets follow SPEC.md §5 from the shape (the classifier is tied to the
/// embedding when the engine's blob has no classifier section).
contract EngineStep is IOneStep {
    /// @notice keccak256("deepcall/checkpoint/v1"), the genesis link's domain (inference.Genesis).
    bytes32 public constant CHECKPOINT_DOMAIN = keccak256("deepcall/checkpoint/v1");
    uint256 internal constant NONE = type(uint256).max;
    /// @notice The KV leaf bytes one attention segment opens at most (bisection.SegmentBytes).
    uint256 public constant SEGMENT_BYTES = 16384;

    // runOp's op kinds
    uint8 internal constant EMBED = 0;
    uint8 internal constant ROPE = 7;
    uint8 internal constant ATTENTION = 8;
    uint8 internal constant ARGMAX = 19;
    /// @notice P of SPEC.md §8: OpHash of a longer vector is the Merkle root of its 16-value blocks.
    uint256 internal constant P = 4096;

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
    /// @notice A segment state does not hash to the state hash of leaf `leaf` of the segment level.
    error SegmentStateMismatch(uint256 leaf);
    /// @notice The segment's KV leaves do not have the length of its positions below k.
    error KvRangeLength(uint256 have, uint256 want);
    /// @notice The KV leaves and multiproof give `root`, link_{k−1}'s preimage says `want`.
    error KvRootMismatch(bytes32 root, bytes32 want);
    /// @notice The weight chunk hashes' root is `have`, the engine's chunk root `want`.
    error WeightsMismatch(bytes32 have, bytes32 want);
    /// @notice Chunk 0 of the weight blob (the exp2 tables) is not at the engine's overlay address.
    error ExpTablesMissing(address overlay);
    /// @notice An attention segment's states are out of range (a final max below a score, a sum below 1).
    error SegmentOutOfRange();
    /// @notice A vector checked against its hash holds a value outside int32.
    error NotInt32();
    /// @notice Weight chunk `index` at `overlay` is missing or does not have the manifest's code hash.
    error WeightChunkMismatch(uint256 index, address overlay);

    IRunOp public immutable engine;
    uint256 public immutable chunkMacs;
    Shape internal _shape;
    bytes32[] internal _weights;

    /// @notice The weight blob's chunk length (SPEC.md §6.1).
    uint256 internal constant BLOB_CHUNK = 24575;
    // SPEC.md §5 byte offsets of the matrix sections (layer sections: layer0 + layer·stride + o*)
    uint256 internal immutable _layer0;
    uint256 internal immutable _stride;
    uint256 internal immutable _oWq;
    uint256 internal immutable _oWk;
    uint256 internal immutable _oWv;
    uint256 internal immutable _oWo;
    uint256 internal immutable _oW1;
    uint256 internal immutable _oW3;
    uint256 internal immutable _oW2;
    uint256 internal immutable _cls;

    /// @param engine_ the IQ16Engine of the consumer's manifest
    /// @param shape_ its model shape
    /// @param chunkMacs_ the chunking of matvec ops (bisection.DefaultChunkMACs = 4096)
    /// @param weights the manifest's weight chunk code hashes (runOp's chunkHashes)
    constructor(IRunOp engine_, Shape memory shape_, uint256 chunkMacs_, bytes32[] memory weights) {
        bytes32 root = engine_.merkleRoot(weights);
        if (root != engine_.chunkRoot()) revert WeightsMismatch(root, engine_.chunkRoot());
        engine = engine_;
        _shape = shape_;
        chunkMacs = chunkMacs_ == 0 ? 4096 : chunkMacs_;
        _weights = weights;
        // SPEC.md §5, as IQ16Engine's constructor lays it out
        uint256 q = shape_.heads * shape_.headSize;
        uint256 kv = shape_.kvHeads * shape_.headSize;
        uint256 embed = 2048 + 2 * _a32(4 * (shape_.seqLen * shape_.headSize / 2));
        uint256 lo = _a32(4 * shape_.dim);
        _oWq = lo;
        lo += _msize(q, shape_.dim);
        _oWk = lo;
        lo += _msize(kv, shape_.dim);
        _oWv = lo;
        lo += _msize(kv, shape_.dim);
        if (shape_.qkNorm) lo += 2 * _a32(4 * shape_.headSize);
        _oWo = lo;
        lo += _msize(shape_.dim, q) + _a32(4 * shape_.dim);
        _oW1 = lo;
        lo += _msize(shape_.hidden, shape_.dim);
        _oW3 = lo;
        lo += _msize(shape_.hidden, shape_.dim);
        _oW2 = lo;
        lo += _msize(shape_.dim, shape_.hidden);
        _stride = lo;
        _layer0 = embed + _msize(shape_.vocab, shape_.dim);
        uint256 fin = _layer0 + shape_.layers * lo + _a32(4 * shape_.dim);
        // untied: the classifier section follows final_norm and ends the blob; tied: it is the embedding
        _cls = engine_.blobSize() == fin + _msize(shape_.vocab, shape_.dim) ? fin : embed;
    }

    function _a32(uint256 n) internal pure returns (uint256) {
        return (n + 31) & ~uint256(31);
    }

    /// @dev The bytes of a matrix section of SPEC.md §5 (row scales, then ⌈rows/16⌉ column blocks).
    function _msize(uint256 rows, uint256 cols) internal pure returns (uint256) {
        return _a32(4 * rows) + (rows + 15) / 16 * cols * 32;
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
    function levels() external pure returns (uint256) {
        return 4;
    }

    /// @notice B = max(1, SEGMENT_BYTES / (8·headSize)), the positions of one attention segment: the KV
    /// leaves of one head (SPEC.md §7.3) it opens fit SEGMENT_BYTES.
    function segmentLen() public view returns (uint256 b) {
        b = SEGMENT_BYTES / (8 * _shape.headSize);
        if (b == 0) b = 1;
    }

    /// @notice n = ⌈(k + 1)/B⌉, the segments of an attention head at step k.
    function segments(uint256 k) public view returns (uint256) {
        uint256 b = segmentLen();
        return (k + b) / b;
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
        // vectors packed as int32 big-endian (4 bytes a value; VectorHash is their keccak256)
        bytes a;
        bytes b;
        bytes full;
        uint256[] prompt;
        // the preimage of link_{k−1} = keccak256(prevLink ‖ k−1 ‖ prevIn ‖ prevOut ‖ prevKvRoot), for
        // steps k ≥ 1 of the link seal and embeds at generated positions
        bytes32 prevLink;
        uint256 prevIn;
        uint256 prevOut;
        bytes32 prevKvRoot;
        // the link seal: per (layer, KV head) tree, position k's siblings, bottom up; a segment: the multiproof
        // of its KV leaves in their tree, then the tree root's path among its layer's, then the layer root's
        bytes32[] siblings;
        // a segment step: the state hashes of leaves 0 … x − 1, the final max and sum, the previous state
        bytes32[] segHashes;
        int256 segM;
        int256 segS;
        int256[] segPrev;
        // a segment step: the KV leaves of its positions below k in one (layer, KV head) tree, 8·headSize
        // bytes each
        bytes kv;
        // the link level: the new layer roots R'_0 … R'_{l−1} that open w_{l−1} (the seal: all of them)
        bytes32[] layerRoots;
    }

    /// @notice The leaf a step re-executes.
    struct Leaf {
        uint256 k; // step
        uint256 j; // op
        uint256 i; // chunk (C: the op seal)
        uint256 c; // the op's chunk count
        uint256 m; // ops in the step (j == m: the link level; i its leaf, i == layers the link seal)
        uint256 x; // segment leaf
        bool attn; // an attention head: the leaf is a segment's
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
        if (w.a.length % 4 != 0 || w.b.length % 4 != 0 || w.full.length % 4 != 0) revert BadWitness("packed vector");
        if (w.opHashes.length != l.j) revert BadWitness("op hashes");
        bytes32 cPrev = _chain(w.linkPrev, w.opHashes);
        if (l.j == l.m) return l.i < _shape.layers ? _kvLayer(w, l, cPrev, pre) : _linkSeal(ctx, w, l, cPrev, pre);
        if (l.attn) return _segment(w, l, cPrev, pre);
        if (l.op.kind == ARGMAX && _shape.vocab > P) return _argmax(w, l, cPrev, pre);
        if (l.c > 1 && l.op.out > P && _cols(l.op.kind) != 0) return _longChunk(w, l, cPrev, pre);
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

    /// @dev w_{l−1} of the link level (SPEC.md §8.2): c_{M−1} chained with the first n layer roots.
    function _openLayers(Witness memory w, uint256 n, bytes32 cPrev, bytes32 pre) internal pure {
        if (w.layerRoots.length != n) revert BadWitness("layer roots");
        _opens(_chain(cPrev, w.layerRoots), pre);
    }

    /// @dev The link seal: link_k = keccak256(link_{k−1} ‖ k ‖ x_k ‖ y_k ‖ kvroot_k), kvroot_k the Merkle root
    /// of the layer roots R'_0 … R'_{L−1} that open the pre-state w_{L−1}.
    function _linkSeal(StepContext calldata ctx, Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre)
        internal
        view
        returns (bytes32)
    {
        _openLayers(w, _shape.layers, cPrev, pre);
        uint256 k = l.k;
        // x_k
        uint256 x;
        if (k == 0) {
            if (w.linkPrev != keccak256(abi.encodePacked(CHECKPOINT_DOMAIN, ctx.manifest, ctx.input))) {
                revert BadWitness("genesis");
            }
            x = _prompt(ctx, w)[0];
        } else {
            _openPrevLink(w, k);
            x = w.prevOut;
        }
        // y_k: the argmax (classifier steps) or the next prompt token
        uint256 y;
        if (k + 1 >= ctx.promptLen) {
            if (w.a.length != 4 || _packedHash(w.a, 0, 1) != w.opHashes[l.m - 1]) revert InputMismatch(l.m - 1);
            // casting is safe: the argmax is a token id
            // forge-lint: disable-next-line(unsafe-typecast)
            y = uint256(_at(w.a, 0));
        } else {
            y = _prompt(ctx, w)[k + 1];
        }
        bytes32 root = _merkleRoot(w.layerRoots, 0, w.layerRoots.length);
        return keccak256(abi.encodePacked(w.linkPrev, k, x, y, root));
    }

    /// @dev Leaf l < L of the link level: sets position k in layer l's kvHeads trees (SPEC.md §7.3) from the
    /// layer's RoPE output (a: q ‖ k) and wv output (b), each checked against its op hash.
    /// siblings[h·D …] is position k's path in T_{l,h} (bottom up): folding a zero leaf along it gives the
    /// tree's old root, folding the new leaf its new root. The last ⌈log₂ L⌉ siblings are R_l's path among
    /// the layer roots of kvroot_{k−1} (the empty forest's at k = 0), which the old roots must reproduce, so
    /// position k was empty in every tree. Returns w_l = keccak256(w_{l−1} ‖ l ‖ R'_l).
    function _kvLayer(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal view returns (bytes32) {
        _openLayers(w, l.i, cPrev, pre);
        Shape memory s = _shape;
        uint256 depth = _log2Ceil(s.seqLen);
        if (w.siblings.length != s.kvHeads * depth + _log2Ceil(s.layers)) revert BadWitness("siblings");
        _checkLayerKv(w, s, l.i);
        (bytes32 before, bytes32 root) = _layerUpdate(w, s, l.k, depth);
        bytes32 oldRoot;
        if (l.k == 0) {
            oldRoot = _emptyForestRoot(s, depth);
        } else {
            _openPrevLink(w, l.k);
            oldRoot = w.prevKvRoot;
        }
        if (_path(before, l.i, w.siblings, s.kvHeads * depth, _log2Ceil(s.layers)) != oldRoot) {
            revert BadWitness("kv path");
        }
        return keccak256(abi.encodePacked(pre, l.i, root));
    }

    /// @dev Checks layer ly's RoPE output (a) and wv output (b) against their op hashes.
    function _checkLayerKv(Witness memory w, Shape memory s, uint256 ly) internal pure {
        uint256 base = 1 + ly * _perLayer(s);
        uint256 rope = base + (s.qkNorm ? 6 : 4);
        uint256 kv = s.kvHeads * s.headSize;
        if (w.a.length != 4 * (s.heads * s.headSize + kv) || _opHash(w.a) != w.opHashes[rope]) {
            revert InputMismatch(rope);
        }
        if (w.b.length != 4 * kv || _opHash(w.b) != w.opHashes[base + 3]) revert InputMismatch(base + 3);
    }

    /// @dev The layer's root R_l without position k (every tree's path folded from a zero leaf) and R'_l with
    /// each KV head's new leaf there.
    function _layerUpdate(Witness memory w, Shape memory s, uint256 k, uint256 depth)
        internal
        pure
        returns (bytes32, bytes32)
    {
        uint256 hs = s.headSize;
        uint256 q = s.heads * hs;
        bytes32[] memory before = new bytes32[](s.kvHeads);
        bytes32[] memory roots = new bytes32[](s.kvHeads);
        for (uint256 h; h < s.kvHeads; ++h) {
            bytes32 leaf = _headLeaf(w.a, q + h * hs, w.b, h * hs, hs);
            (before[h], roots[h]) = _setLeaf(w.siblings, h * depth, depth, k, leaf);
        }
        return (_merkleRoot(before, 0, s.kvHeads), _merkleRoot(roots, 0, s.kvHeads));
    }

    /// @dev The KV root before step 0: every tree the empty subtree root of height D.
    function _emptyForestRoot(Shape memory s, uint256 depth) internal pure returns (bytes32) {
        bytes32 empty;
        for (uint256 d; d < depth; ++d) {
            empty = _hash2(empty, empty);
        }
        bytes32[] memory roots = new bytes32[](s.layers * s.kvHeads);
        for (uint256 t; t < roots.length; ++t) roots[t] = empty;
        return _forestRoot(roots, s.kvHeads);
    }

    /// @dev keccak256(K ‖ V), hs int32 each, K at value kAt of packed k and V at value vAt of packed v (in
    /// range: the caller checked both vectors' lengths).
    function _headLeaf(bytes memory k, uint256 kAt, bytes memory v, uint256 vAt, uint256 hs)
        internal
        pure
        returns (bytes32 h)
    {
        assembly ("memory-safe") {
            let f := mload(0x40)
            let n := shl(2, hs)
            mcopy(f, add(add(k, 0x20), shl(2, kAt)), n)
            mcopy(add(f, n), add(add(v, 0x20), shl(2, vAt)), n)
            h := keccak256(f, shl(1, n))
        }
    }

    /// @dev One tree's roots along siblings[from … from + depth − 1] (bottom up) with position k empty
    /// (before) and holding `leaf` (root).
    function _setLeaf(bytes32[] memory siblings, uint256 from, uint256 depth, uint256 k, bytes32 leaf)
        internal
        pure
        returns (bytes32 before, bytes32 root)
    {
        root = leaf;
        for (uint256 d; d < depth; ++d) {
            bytes32 sib = siblings[from + d];
            if ((k >> d) & 1 == 0) {
                (before, root) = (_hash2(before, sib), _hash2(root, sib));
            } else {
                (before, root) = (_hash2(sib, before), _hash2(sib, root));
            }
        }
    }

    /// @dev The KV root of SPEC.md §7.3 over the tree roots, layer-major: the §6.2 root of the layers'
    /// roots, each the §6.2 root of its `heads` tree roots.
    function _forestRoot(bytes32[] memory roots, uint256 heads) internal pure returns (bytes32) {
        uint256 layers = roots.length / heads;
        bytes32[] memory lr = new bytes32[](layers);
        for (uint256 ly; ly < layers; ++ly) lr[ly] = _merkleRoot(roots, ly * heads, heads);
        return _merkleRoot(lr, 0, layers);
    }

    /// @dev The §6.2 Merkle root of v[from … from + n − 1] (n ≥ 1): zero leaves up to a power of two,
    /// parent keccak256(left ‖ right), a single leaf its own root. An odd level is padded with the empty
    /// subtree root of its height, which is the same tree.
    function _merkleRoot(bytes32[] memory v, uint256 from, uint256 n) internal pure returns (bytes32) {
        bytes32[] memory level = new bytes32[](n + 1);
        for (uint256 i; i < n; ++i) level[i] = v[from + i];
        bytes32 empty;
        while (n > 1) {
            if (n & 1 == 1) level[n++] = empty;
            n >>= 1;
            for (uint256 i; i < n; ++i) level[i] = _hash2(level[2 * i], level[2 * i + 1]);
            empty = _hash2(empty, empty);
        }
        return level[0];
    }

    /// @dev u chained with hs: u ← keccak256(u ‖ x ‖ hs[x]) for each x (the op, chunk, layer and segment chains).
    function _chain(bytes32 u, bytes32[] memory hs) internal pure returns (bytes32) {
        for (uint256 x; x < hs.length; ++x) {
            u = keccak256(abi.encodePacked(u, x, hs[x]));
        }
        return u;
    }

    /// @dev Reverts PreStateMismatch unless the opening gives the agreed pre-state.
    function _opens(bytes32 opened, bytes32 pre) internal pure {
        if (opened != pre) revert PreStateMismatch(opened, pre);
    }

    /// @dev keccak256(a ‖ b) without allocating.
    function _hash2(bytes32 a, bytes32 b) internal pure returns (bytes32 h) {
        assembly ("memory-safe") {
            mstore(0, a)
            mstore(0x20, b)
            h := keccak256(0, 0x40)
        }
    }

    /// @dev ⌈log₂ n⌉: the KV tree's depth for n = seqLen, a root path's length among n roots.
    function _log2Ceil(uint256 n) internal pure returns (uint256 d) {
        while ((1 << d) < n) ++d;
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

    /// @dev A leaf of an op (C = 1) or one chunk of it: opens the pre-state, runs the op, hashes the leaf.
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
        if (_cols(l.op.kind) != 0) {
            _checkInputs(w, l.op);
            int256[] memory rows = matvecRows(l.op.kind, l.op.layer, lo, hi, _ints(w.a));
            // C = 1: the op's output (OpHash); else a chunk of at most P rows (a longer op is _longChunk's)
            return keccak256(abi.encodePacked(r, l.c == 1 ? l.j : l.i, _opHashInts(rows)));
        }
        int256[] memory out = _run(ctx, w, l.op, l.k);
        if (out.length != l.op.out) revert BadWitness("output length");
        if (l.c == 1) return keccak256(abi.encodePacked(cPrev, l.j, _opHashInts(out)));
        return keccak256(abi.encodePacked(r, l.i, _vectorHash(out, lo, hi)));
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
        public
        view
        returns (int256[] memory out)
    {
        (uint256 sec, uint256 rows, uint256 cols) = _matrix(kind, layer);
        if (a.length != cols) revert BadWitness("matvec");
        if (lo >= hi || hi > rows) revert BadWitness("matvec rows");
        // the 16-row column blocks holding rows lo … hi − 1: kernel rows r0 … r0 + n − 1
        uint256 r0 = lo / 16 * 16;
        uint256 n = ((hi + 15) / 16 * 16 > rows ? rows : (hi + 15) / 16 * 16) - r0;
        int256[] memory all = _kernel(sec, rows, cols, r0, n, a);
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

    /// @dev IQ16Ops.matvec over rows r0 … r0 + n − 1 (r0 a multiple of 16) of the section at sec: their row
    /// scales and their column blocks, copied from the overlays.
    function _kernel(uint256 sec, uint256 rows, uint256 cols, uint256 r0, uint256 n, int256[] memory a)
        internal
        view
        returns (int256[] memory all)
    {
        uint256 scales = _allocBytes(_a32(4 * n) + 64); // the kernel reads a partial block's 16 words
        _copyBlob(scales, sec + 4 * r0, 4 * n);
        uint256 wlen = (n + 15) / 16 * cols * 32;
        uint256 wts = _allocBytes(wlen);
        _copyBlob(wts, sec + _a32(4 * rows) + r0 / 16 * cols * 32, wlen);
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

    function _allocBytes(uint256 len) internal pure returns (uint256 p) {
        assembly ("memory-safe") {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(len, 31), not(31))))
        }
    }

    /// @dev Copies len weight-blob bytes at offset off to memory dst, chunk by chunk, each chunk's overlay
    /// checked against the manifest's code hash (IQ16Engine reads the same addresses).
    function _copyBlob(uint256 dst, uint256 off, uint256 len) internal view {
        while (len != 0) {
            uint256 i = off / BLOB_CHUNK;
            uint256 within = off - i * BLOB_CHUNK;
            uint256 n = BLOB_CHUNK - within;
            if (len < n) n = len;
            address a = engine.overlayAddress(i);
            if (i >= _weights.length || a.codehash != _weights[i]) revert WeightChunkMismatch(i, a);
            assembly ("memory-safe") {
                extcodecopy(a, dst, add(within, 1), n)
            }
            dst += n;
            off += n;
            len -= n;
        }
    }

    /// @dev Checks input a against its producer's op hash (a matvec has no input b).
    function _checkInputs(Witness memory w, Op memory op) internal pure {
        if (_opHash(w.a) != w.opHashes[op.srcA]) revert InputMismatch(op.srcA);
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
        return keccak256(abi.encodePacked(cPrev, l.j, _opHash(w.full)));
    }

    /// @dev A leaf of a matvec op with more than P rows (SPEC.md §8.3): the chunk level accumulates the
    /// output's block tree of depth D = ⌈log₂ ⌈out/16⌉⌉ instead of chaining chunk hashes. Chunk i opens
    /// t_{i−1} from the frontier of the b = i·chunk/16 blocks before it (chunkHashes: the left node F_d of
    /// each height d where bit d of b is 1, ascending), computes its rows, appends their block hashes and
    /// returns keccak256(c_{j−1} ‖ i ‖ t_i). The op seal opens keccak256(c_{j−1} ‖ C−1 ‖ t) from
    /// chunkHashes = [t] and returns c_j = keccak256(c_{j−1} ‖ j ‖ t): t is the output's OpHash.
    function _longChunk(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal view returns (bytes32) {
        if (l.i == l.c) {
            if (w.chunkHashes.length != 1 || w.full.length != 0) revert BadWitness("op seal");
            bytes32 r = keccak256(abi.encodePacked(cPrev, l.c - 1, w.chunkHashes[0]));
            _opens(r, pre);
            return keccak256(abi.encodePacked(cPrev, l.j, w.chunkHashes[0]));
        }
        uint256 depth = _log2Ceil((l.op.out + 15) / 16);
        uint256 lo = l.i * l.op.chunk;
        (bytes32[] memory f, uint256 b) = _openFrontier(w, l.i, lo / 16, depth, cPrev, pre);
        b = _append(f, b, _chunkRows(w, l.op, lo));
        return keccak256(abi.encodePacked(cPrev, l.i, _frontierRoot(f, b, depth)));
    }

    /// @dev The rows of the matvec chunk starting at row lo, packed, its input a checked first.
    function _chunkRows(Witness memory w, Op memory op, uint256 lo) internal view returns (bytes memory) {
        _checkInputs(w, op);
        uint256 hi = lo + op.chunk > op.out ? op.out : lo + op.chunk;
        return _pack(matvecRows(op.kind, op.layer, lo, hi, _ints(w.a)), 0, hi - lo);
    }

    /// @dev The frontier of the b blocks before chunk i from chunkHashes (f[d]: the node at height d, for each 1
    /// bit d of b), checked to open pre: c_{j−1} for i = 0, else keccak256(c_{j−1} ‖ i−1 ‖ t_{i−1}).
    function _openFrontier(Witness memory w, uint256 i, uint256 b, uint256 depth, bytes32 cPrev, bytes32 pre)
        internal
        pure
        returns (bytes32[] memory f, uint256)
    {
        f = new bytes32[](depth + 1);
        uint256 used;
        for (uint256 d; d < depth; ++d) {
            if ((b >> d) & 1 == 1 && used < w.chunkHashes.length) f[d] = w.chunkHashes[used++];
        }
        if (used != w.chunkHashes.length || used != _popcount(b)) revert BadWitness("chunk hashes");
        bytes32 r = i == 0 ? cPrev : keccak256(abi.encodePacked(cPrev, i - 1, _frontierRoot(f, b, depth)));
        _opens(r, pre);
        return (f, b);
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
        if (_path(_blockRoot(w.a, 0, n, 8), s, w.siblings, 0, depth - 8) != w.opHashes[src]) revert InputMismatch(src);
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
        if (lo >= vocab) return keccak256(abi.encodePacked(cPrev, l.j, _opHashInts(_one(idx))));
        _checkLogits(w, l.op.srcA, s, vocab);
        (m, idx) = _maxFrom(w.a, lo, s == 0, m, idx);
        return keccak256(abi.encodePacked(pre, s, keccak256(abi.encodePacked(m, idx))));
    }

    /// @dev Checks the op's inputs against the op hashes and runs it.
    function _run(StepContext calldata ctx, Witness memory w, Op memory op, uint256 k)
        internal
        view
        returns (int256[] memory)
    {
        int256[] memory a;
        int256[] memory b;
        if (op.kind == EMBED) {
            // the input token: the prompt's, or (generated positions) the previous step's output y_{k−1}
            uint256 token;
            if (k < ctx.promptLen) {
                token = _prompt(ctx, w)[k];
            } else {
                _openPrevLink(w, k);
                token = w.prevOut;
            }
            a = new int256[](1);
            // casting is safe: a token id below the vocabulary (runOp checks it)
            // forge-lint: disable-next-line(unsafe-typecast)
            a[0] = int256(token);
        } else {
            uint256 n = w.a.length / 4;
            uint256 split = n;
            if (op.srcA2 != NONE) {
                split = _shape.heads * _shape.headSize;
                if (n < split) revert InputMismatch(op.srcA);
                if (_opHashOf(w.a, split, n) != w.opHashes[op.srcA2]) revert InputMismatch(op.srcA2);
            }
            if (_opHashOf(w.a, 0, split) != w.opHashes[op.srcA]) revert InputMismatch(op.srcA);
            if (op.srcB == NONE) {
                if (w.b.length != 0) revert BadWitness("b");
            } else if (_opHash(w.b) != w.opHashes[op.srcB]) {
                revert InputMismatch(op.srcB);
            }
            (a, b) = (_ints(w.a), _ints(w.b));
        }
        return engine.runOp(op.kind, op.layer, k, a, b, _weights);
    }

    /// @notice Where one segment step stands (kept in memory: the stack is short).
    struct Seg {
        uint256 n; // segments
        uint256 pass; // 0 max, 1 sum, 2 acc, 3 seal
        uint256 lo; // first position
        uint256 hi; // past the last position
        bytes32 anchor; // u_{−1}: r_{i−1}, or c_{j−1} when C = 1
        uint256 h; // query head
    }

    /// @dev One leaf of an attention head's segment level: opens u_{x−1} = pre from the chunk (or op) chain
    /// and the state hashes, checks the states the pass continues from, and runs the segment (or the seal)
    /// through the engine.
    function _segment(Witness memory w, Leaf memory l, bytes32 cPrev, bytes32 pre) internal view returns (bytes32) {
        Seg memory g;
        if (w.chunkHashes.length != (l.c > 1 ? l.i : 0)) revert BadWitness("chunk hashes");
        g.anchor = _chain(cPrev, w.chunkHashes);
        g.n = segments(l.k);
        g.pass = l.x / g.n;
        if (w.segHashes.length != l.x) revert BadWitness("segment hashes");
        _opens(_chain(g.anchor, w.segHashes), pre);
        if (g.pass == 1 || g.pass == 2) _checkState(w.segHashes, g.n - 1, _one(w.segM));
        if (g.pass == 2) _checkState(w.segHashes, 2 * g.n - 1, _one(w.segS));
        if (l.x % g.n != 0 || g.pass == 3) _checkState(w.segHashes, l.x - 1, w.segPrev);
        else if (w.segPrev.length != 0) revert BadWitness("segment prev");
        if (g.pass == 3) {
            int256[] memory o = w.segPrev;
            if (o.length != _shape.headSize) revert BadWitness("segment prev");
            for (uint256 e; e < o.length; ++e) o[e] = _clamp(_rsr(o[e], 30));
            // one head's output, headSize ≤ P values: its VectorHash is its OpHash when C = 1
            return keccak256(abi.encodePacked(g.anchor, l.c > 1 ? l.i : l.j, _vectorHash(o, 0, o.length)));
        }
        g.h = l.c > 1 ? l.i : 0;
        uint256 b = segmentLen();
        g.lo = (l.x % g.n) * b;
        g.hi = g.lo + b > l.k + 1 ? l.k + 1 : g.lo + b;
        int256[] memory q = _queryHead(w, l, g);
        int256[] memory state = _runSegment(g.pass, q, _segmentKv(w, l, g), w);
        return keccak256(abi.encodePacked(pre, l.x, keccak256(abi.encodePacked(state))));
    }

    /// @dev One segment of one attention head, SPEC.md §4.5 split over positions (the sums are exact
    /// integers; bisection.AttentionSegment is the Go twin), over the KV leaves in w.kv (positions below k)
    /// and `own` (position k's K ‖ V, or empty), each position K_t ‖ V_t as 2·headSize big-endian int32:
    ///   pass 0 (max): [max(prev, s_t …)], prev = −(2^31 − 1) for the first segment;
    ///   pass 1 (sum): [prev + Σ e_t], e_t = exp2neg(rsr((m − s_t)·log2e, 16)), m = segM, the final max;
    ///   pass 2 (acc): [prev_i + Σ π_t·V_t,i], π_t = div(e_t·2^30, S), S = segS, the final sum.
    function _runSegment(uint256 pass, int256[] memory q, bytes memory own, Witness memory w)
        internal
        view
        returns (int256[] memory state)
    {
        int256[] memory prev = w.segPrev;
        if (prev.length != 0 && prev.length != (pass == 2 ? q.length : 1)) revert BadWitness("segment prev");
        Arith memory ar;
        uint256 sc = engine.attentionScale();
        // casting is safe: the engine bounds isq ≤ 2^30 and log2e < 2^17
        // forge-lint: disable-next-line(unsafe-typecast)
        (ar.isq, ar.log2e) = (int256(sc >> 32), int256(sc & 0xffffffff));
        ar.pass = pass;
        if (pass == 0) {
            ar.acc = prev.length == 0 ? -int256(0x7fffffff) : prev[0];
            _positions(ar, q, w.kv, own);
            return _one(ar.acc);
        }
        ar.tab = _expTables();
        ar.m = w.segM;
        if (pass == 1) {
            _positions(ar, q, w.kv, own);
            // casting is safe: at most 2^16 positions of e ≤ 2^30
            // forge-lint: disable-next-line(unsafe-typecast)
            return _one((prev.length == 0 ? int256(0) : prev[0]) + ar.acc);
        }
        if (w.segS < 1) revert SegmentOutOfRange();
        // casting is safe: segS ≥ 1
        // forge-lint: disable-next-line(unsafe-typecast)
        ar.s = uint256(w.segS);
        state = new int256[](q.length);
        ar.delta = state;
        _positions(ar, q, w.kv, own);
        // the segment's Σ π_t·V_t,i is below 2^108 in magnitude: only the previous state can overflow
        for (uint256 e; e < prev.length; ++e) state[e] += prev[e];
    }

    /// @notice The attention constants and running values of one segment step.
    struct Arith {
        uint256 tab; // the exp2 word tables in memory (passes sum and acc)
        int256 isq;
        int256 log2e;
        int256 m; // the final max (passes sum and acc)
        uint256 s; // the final sum (pass acc)
        uint256 pass; // 0 max, 1 sum, 2 acc
        int256 acc; // pass max: the running max; pass sum: Σ e_t
        int256[] delta; // pass acc: Σ π_t·V_t,i
    }

    /// @dev Runs ar.pass over the positions of kv and then of own.
    function _positions(Arith memory ar, int256[] memory q, bytes memory kv, bytes memory own) internal pure {
        _pass(ar, q, kv);
        _pass(ar, q, own);
    }

    /// @dev One pass over the positions packed in kv (K_t ‖ V_t, q.length big-endian int32 each; the keys and
    /// values are proven int32 by their tree or op hash, q by its op hash, so no sum here can overflow).
    /// s_t = clamp(rsr(rsr(Σ q_i·K_t,i, 16)·isq, 30)); e_t = exp2neg(rsr((m − s_t)·log2e, 16)) (SPEC.md §3.2)
    /// from the word tables (hi, then lo), reverting SegmentOutOfRange where m < s_t and, as checked
    /// arithmetic would, Panic(0x11) where (m − s_t)·log2e leaves int256 (m is the witness's word).
    function _pass(Arith memory ar, int256[] memory q, bytes memory kv) internal pure {
        bytes4 outOfRange = SegmentOutOfRange.selector;
        assembly ("memory-safe") {
            function score(qp, p, hs, isq) -> st {
                let d := 0
                for { let e := 0 } lt(e, hs) { e := add(e, 1) } {
                    d := add(d, mul(mload(add(qp, shl(5, e))), signextend(3, shr(224, mload(add(p, shl(2, e)))))))
                }
                st := sar(30, add(mul(sar(16, add(d, 0x8000)), isq), 0x20000000))
                if sgt(st, 0x7fffffff) { st := 0x7fffffff }
                if slt(st, sub(0, 0x7fffffff)) { st := sub(0, 0x7fffffff) }
            }
            function exp2neg(a, st, oor) -> et {
                let m := mload(add(a, 0x60))
                if slt(m, st) {
                    mstore(0, oor)
                    revert(0, 4)
                }
                let log2e := mload(add(a, 0x40))
                let diff := sub(m, st) // m ≥ s_t: as unsigned, exact
                let lim := sub(shl(255, 1), 1)
                if log2e { lim := div(lim, log2e) }
                if gt(diff, lim) {
                    mstore(0, shl(224, 0x4e487b71))
                    mstore(4, 0x11)
                    revert(0, 0x24)
                }
                let z := shr(16, add(mul(diff, log2e), 0x8000))
                if lt(shr(16, z), 31) {
                    let tab := mload(a)
                    let hi := mload(add(tab, shl(5, and(shr(8, z), 0xff))))
                    let lo := mload(add(add(tab, 0x2000), shl(5, and(z, 0xff))))
                    et := shr(shr(16, z), shr(30, add(mul(hi, lo), 0x20000000)))
                }
            }
            function accumulate(a, vp, hs, et) {
                let pt := div(shl(30, et), mload(add(a, 0x80)))
                let dl := add(mload(add(a, 0xe0)), 0x20)
                for { let e := 0 } lt(e, hs) { e := add(e, 1) } {
                    let w := add(dl, shl(5, e))
                    mstore(w, add(mload(w), mul(pt, signextend(3, shr(224, mload(add(vp, shl(2, e))))))))
                }
            }
            let hs := mload(q)
            let rec := shl(3, hs) // bytes per position
            let pass := mload(add(ar, 0xa0))
            let acc := mload(add(ar, 0xc0))
            let p := add(kv, 0x20)
            for { let end := add(p, mload(kv)) } lt(p, end) { p := add(p, rec) } {
                let st := score(add(q, 0x20), p, hs, mload(add(ar, 0x20)))
                switch pass
                case 0 { if sgt(st, acc) { acc := st } }
                case 1 { acc := add(acc, exp2neg(ar, st, outOfRange)) }
                default { accumulate(ar, add(p, shl(2, hs)), hs, exp2neg(ar, st, outOfRange)) }
            }
            mstore(add(ar, 0xc0), acc)
        }
    }

    /// @dev The exp2 tables of the weight blob (SPEC.md §5: exp2_hi then exp2_lo, 256 big-endian int32
    /// each, at byte 0 of chunk 0, whose code is 0x00 ‖ blob bytes) as 512 words in memory.
    function _expTables() internal view returns (uint256 tab) {
        address a = engine.overlayAddress(0);
        if (a.code.length < 2049 || a.codehash != _weights[0]) revert ExpTablesMissing(a);
        assembly ("memory-safe") {
            tab := mload(0x40)
            mstore(0x40, add(tab, 0x4000))
            let raw := add(tab, 0x3800) // 2048 packed bytes in the last quarter: expanding never overtakes them
            extcodecopy(a, raw, 1, 0x800)
            for { let i := 0 } lt(i, 512) { i := add(i, 1) } {
                mstore(add(tab, shl(5, i)), signextend(3, shr(224, mload(add(raw, shl(2, i))))))
            }
        }
    }

    /// @dev rsr of SPEC.md §3.1 for sh ≥ 1.
    function _rsr(int256 v, uint256 sh) internal pure returns (int256 r) {
        assembly { r := sar(sh, add(v, shl(sub(sh, 1), 1))) }
    }

    function _clamp(int256 v) internal pure returns (int256) {
        if (v > 0x7fffffff) return 0x7fffffff;
        if (v < -0x7fffffff) return -0x7fffffff;
        return v;
    }

    function _one(int256 v) internal pure returns (int256[] memory a) {
        a = new int256[](1);
        a[0] = v;
    }

    /// @dev Checks that `state` hashes to the state hash of segment leaf x.
    function _checkState(bytes32[] memory hashes, uint256 x, int256[] memory state) internal pure {
        if (keccak256(abi.encodePacked(state)) != hashes[x]) revert SegmentStateMismatch(x);
    }

    /// @dev The query head from the layer's RoPE output (a), after checking a and the wv output (b) against
    /// their op hashes.
    function _queryHead(Witness memory w, Leaf memory l, Seg memory g) internal view returns (int256[] memory qh) {
        Shape memory s = _shape;
        uint256 q = s.heads * s.headSize;
        uint256 kv = s.kvHeads * s.headSize;
        uint256 base = 1 + l.op.layer * _perLayer(s);
        if (w.a.length != 4 * (q + kv) || _opHash(w.a) != w.opHashes[l.op.srcA]) revert InputMismatch(l.op.srcA);
        if (w.b.length != 4 * kv || _opHash(w.b) != w.opHashes[base + 3]) revert InputMismatch(base + 3);
        qh = new int256[](s.headSize);
        for (uint256 e; e < s.headSize; ++e) qh[e] = _at(w.a, g.h * s.headSize + e);
    }

    /// @dev Checks the KV leaves of the segment's positions below k in w.kv, in the tree T_{layer,g} of the
    /// query head's KV head g, against kvroot_{k−1}; returns position k's K ‖ V (as a leaf, from this step's
    /// RoPE and wv outputs) when the segment holds it, else nothing.
    function _segmentKv(Witness memory w, Leaf memory l, Seg memory g) internal view returns (bytes memory own) {
        Shape memory s = _shape;
        uint256 hs = s.headSize;
        uint256 kvh = g.h / (s.heads / s.kvHeads);
        uint256 below = g.hi > l.k ? l.k : g.hi; // positions lo … below − 1 come from the tree
        if (w.kv.length != (below - g.lo) * 8 * hs) revert KvRangeLength(w.kv.length, (below - g.lo) * 8 * hs);
        if (below > g.lo) {
            _openPrevLink(w, l.k);
            bytes32 root = _kvRangeRoot(w, s, l.op.layer, kvh, g.lo, below);
            if (root != w.prevKvRoot) revert KvRootMismatch(root, w.prevKvRoot);
        } else if (w.siblings.length != 0) {
            revert BadWitness("siblings");
        }
        if (g.hi == l.k + 1) {
            // the key follows q in the RoPE output (a); a and b are checked against their op hashes
            own = new bytes(8 * hs);
            uint256 n = 4 * hs;
            bytes memory a = w.a;
            bytes memory b = w.b;
            uint256 ka = 4 * (s.heads + kvh) * hs;
            uint256 vb = 4 * kvh * hs;
            assembly ("memory-safe") {
                mcopy(add(own, 0x20), add(add(a, 0x20), ka), n)
                mcopy(add(add(own, 0x20), n), add(add(b, 0x20), vb), n)
            }
        }
    }

    /// @dev kvroot_{k−1} from the leaves lo … hi − 1 of T_{layer,head} in w.kv and w.siblings: their range
    /// multiproof in the tree, then the tree root's path among the layer's kvHeads roots, then R_layer's among
    /// the layers' roots (§6.2 paths, bottom up).
    function _kvRangeRoot(Witness memory w, Shape memory s, uint256 layer, uint256 head, uint256 lo, uint256 hi)
        internal
        pure
        returns (bytes32 node)
    {
        uint256 used;
        (node, used) = _rangeRoot(w.kv, 8 * s.headSize, lo, hi, w.siblings, _log2Ceil(s.seqLen));
        uint256 hd = _log2Ceil(s.kvHeads);
        uint256 ld = _log2Ceil(s.layers);
        if (used + hd + ld != w.siblings.length) revert BadWitness("siblings");
        node = _path(node, head, w.siblings, used, hd);
        node = _path(node, layer, w.siblings, used + hd, ld);
    }

    /// @dev The root above `node` at index i along proof[from … from + n − 1], bottom up.
    function _path(bytes32 node, uint256 i, bytes32[] memory proof, uint256 from, uint256 n)
        internal
        pure
        returns (bytes32)
    {
        for (uint256 d; d < n; ++d) {
            node = (i >> d) & 1 == 0 ? _hash2(node, proof[from + d]) : _hash2(proof[from + d], node);
        }
        return node;
    }

    /// @dev The root of a KV tree of the given depth from its leaves lo … hi − 1 (keccak256 of each leafLen-byte
    /// slice of kvb) and their multiproof at the start of proof, folding the range up one height at a time;
    /// `used` is the number of proof words it took.
    function _rangeRoot(bytes memory kvb, uint256 leafLen, uint256 lo, uint256 hi, bytes32[] memory proof, uint256 depth)
        internal
        pure
        returns (bytes32, uint256 used)
    {
        // A range past 2^depth would fold to several nodes, nodes[1] the root of the first 2^depth
        // positions alone: the leaves beyond it would go unchecked.
        if (hi > 1 << depth) revert BadWitness("kv range");
        // nodes[0] is a free slot for a left neighbour; the range starts at nodes[1]
        bytes32[] memory nodes = new bytes32[](hi - lo + 2);
        assembly ("memory-safe") {
            let src := add(kvb, 0x20)
            let dst := add(nodes, 0x40)
            for { let e := add(dst, shl(5, sub(hi, lo))) } lt(dst, e) { dst := add(dst, 0x20) } {
                mstore(dst, keccak256(src, leafLen))
                src := add(src, leafLen)
            }
        }
        for (uint256 d; d < depth; ++d) {
            uint256 first = 1; // index in nodes of the range's first node
            if (lo & 1 == 1) {
                if (used == proof.length) revert BadWitness("siblings");
                nodes[0] = proof[used++];
                (first, lo) = (0, lo - 1);
            }
            if (hi & 1 == 1) {
                if (used == proof.length) revert BadWitness("siblings");
                nodes[first + hi - lo] = proof[used++];
                ++hi;
            }
            // nodes[p + 1] = keccak256(nodes[first + 2p] ‖ nodes[first + 2p + 1]): each write lands on a node
            // already read
            assembly ("memory-safe") {
                let base := add(nodes, 0x20)
                let src := add(base, shl(5, first))
                for { let p := 0 } lt(p, shr(1, sub(hi, lo))) { p := add(p, 1) } {
                    mstore(add(base, shl(5, add(p, 1))), keccak256(add(src, shl(6, p)), 0x40))
                }
            }
            (lo, hi) = (lo / 2, hi / 2);
        }
        return (nodes[1], used);
    }

    /// @dev VectorHash of values lo … hi − 1 of a packed vector (int32 big-endian, as witnesses carry them).
    function _packedHash(bytes memory v, uint256 lo, uint256 hi) internal pure returns (bytes32 h) {
        if (lo > hi || 4 * hi > v.length) revert BadWitness("vector range");
        assembly ("memory-safe") {
            h := keccak256(add(add(v, 0x20), shl(2, lo)), shl(2, sub(hi, lo)))
        }
    }

    /// @dev Value i of a packed vector (in range: the caller checked the length).
    function _at(bytes memory v, uint256 i) internal pure returns (int256 x) {
        assembly ("memory-safe") {
            x := signextend(3, shr(224, mload(add(add(v, 0x20), shl(2, i)))))
        }
    }

    /// @dev A packed vector as int256 words (its length a multiple of 4: step checks it).
    function _ints(bytes memory v) internal pure returns (int256[] memory out) {
        uint256 n = v.length / 4;
        out = new int256[](n);
        assembly ("memory-safe") {
            let src := add(v, 0x20)
            let dst := add(out, 0x20)
            for { let i := 0 } lt(i, n) { i := add(i, 1) } {
                mstore(add(dst, shl(5, i)), signextend(3, shr(224, mload(add(src, shl(2, i))))))
            }
        }
    }

    /// @dev inference.VectorHash of v[lo:hi]: keccak256 of int32 values, 4-byte big-endian each.
    function _vectorHash(int256[] memory v, uint256 lo, uint256 hi) internal pure returns (bytes32) {
        return keccak256(_pack(v, lo, hi));
    }

    /// @dev OpHash (SPEC.md §8) of an int256 vector.
    function _opHashInts(int256[] memory v) internal pure returns (bytes32) {
        return _opHash(_pack(v, 0, v.length));
    }

    /// @dev OpHash (SPEC.md §8) of a packed vector.
    function _opHash(bytes memory v) internal pure returns (bytes32) {
        return _opHashOf(v, 0, v.length / 4);
    }

    /// @dev OpHash of values lo … hi − 1 of a packed vector: VectorHash up to P values, else the §6.2 root of
    /// its 16-value blocks' VectorHashes.
    function _opHashOf(bytes memory v, uint256 lo, uint256 hi) internal pure returns (bytes32) {
        if (hi - lo <= P) return _packedHash(v, lo, hi);
        return _blockRoot(v, lo, hi, _log2Ceil((hi - lo + 15) / 16));
    }

    /// @dev The root at `depth` of the tree whose leaves are the VectorHashes of the 16-value blocks of packed
    /// values lo … hi − 1 (the last shorter), zero leaves after them (⌈(hi − lo)/16⌉ ≤ 2^depth; in range of v:
    /// the callers check its length). Folded in place, an odd level padded with its height's empty root.
    function _blockRoot(bytes memory v, uint256 lo, uint256 hi, uint256 depth) internal pure returns (bytes32 root) {
        uint256 nb = (hi - lo + 15) / 16;
        bytes32[] memory h = new bytes32[](nb + 1);
        assembly ("memory-safe") {
            let base := add(h, 0x20)
            for { let x := 0 } lt(x, nb) { x := add(x, 1) } {
                let a := add(lo, shl(4, x))
                let e := add(a, 16)
                if gt(e, hi) { e := hi }
                mstore(add(base, shl(5, x)), keccak256(add(add(v, 0x20), shl(2, a)), shl(2, sub(e, a))))
            }
            let z := 0
            for { let d := 0 } lt(d, depth) { d := add(d, 1) } {
                if and(nb, 1) {
                    mstore(add(base, shl(5, nb)), z)
                    nb := add(nb, 1)
                }
                nb := shr(1, nb)
                for { let i := 0 } lt(i, nb) { i := add(i, 1) } {
                    mstore(add(base, shl(5, i)), keccak256(add(base, shl(6, i)), 0x40))
                }
                mstore(0, z)
                mstore(0x20, z)
                z := keccak256(0, 0x40)
            }
            root := mload(base)
        }
    }

    /// @dev v[lo:hi] packed as int32 big-endian. Reverts NotInt32 for a value outside int32: the hash keeps
    /// only 32 bits of each word, so an input 2^32 away from the committed one would otherwise pass its op
    /// hash and change the re-execution.
    function _pack(int256[] memory v, uint256 lo, uint256 hi) internal pure returns (bytes memory out) {
        bool bad;
        out = new bytes(4 * (hi - lo));
        assembly ("memory-safe") {
            let p := add(out, 0x20)
            for { let x := lo } lt(x, hi) { x := add(x, 1) } {
                let w := mload(add(v, shl(5, add(x, 1))))
                bad := or(bad, iszero(eq(signextend(3, w), w)))
                mstore(p, shl(224, and(w, 0xffffffff)))
                p := add(p, 4)
            }
        }
        if (bad) revert NotInt32();
    }
}
