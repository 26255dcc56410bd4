// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {StepContext} from "./IOneStep.sol";
import {ModelConfig} from "./IQ16Engine.sol";

/// @notice What the one-step contracts need of IQ16Engine: the manifest's weight commitments (the blob root of
/// SPEC.md §6.3 for weights in calldata, the chunk root and overlay addresses for weights in overlays), and the
/// attention constants.
interface IStepEngine {
    function overlayAddress(uint256 i) external view returns (address);

    function attentionScale() external view returns (uint256 isqLog2e);

    function chunkRoot() external view returns (bytes32);

    function blobRoot() external view returns (bytes32);

    function merkleRoot(bytes32[] calldata leaves) external pure returns (bytes32);

    function blobSize() external view returns (uint256);
}

/// @title EngineStepBase
/// @notice What EngineStep and KvStep share: the model's shape, the witness, the errors, reading weight bytes
/// (from the witness's pieces checked against the blob root, or from overlays checked against the chunk
/// hashes) and the hashing rules of SPEC.md §6.2, §7 and §8. EngineStep.step hands the leaves that read the
/// KV cache (the link level and attention segments) to KvStep, so that each contract stays under EIP-170.
abstract contract EngineStepBase {
    /// @notice keccak256("deepcall/checkpoint/v1"), the genesis link's domain (inference.Genesis).
    bytes32 public constant CHECKPOINT_DOMAIN = keccak256("deepcall/checkpoint/v1");
    uint256 internal constant NONE = type(uint256).max;
    /// @notice The KV leaf bytes one attention segment opens at most (bisection.SegmentBytes).
    uint256 public constant SEGMENT_BYTES = 16384;

    // runOp's op kinds
    uint8 internal constant EMBED = 0;
    uint8 internal constant ROPE = 7;
    uint8 internal constant ATTENTION = 8;
    uint8 internal constant SWIGLU = 14;
    uint8 internal constant ARGMAX = 19;
    /// @notice P of SPEC.md §8: OpHash of a longer vector is the Merkle root of its 16-value blocks.
    uint256 internal constant P = 4096;
    /// @notice The weight blob's chunk length (SPEC.md §6.1).
    uint256 internal constant BLOB_CHUNK = 24575;
    /// @notice The weight blob's piece length (SPEC.md §6.3).
    uint256 internal constant PIECE = 1024;

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
    /// @notice The weights' root is `have`, the manifest's is `want`: the chunk root for the constructor's chunk
    /// hashes, the blob root (SPEC.md §6.3) for a witness's pieces.
    error WeightsMismatch(bytes32 have, bytes32 want);
    /// @notice Weight blob bytes off … off + len − 1 are in no piece run of the witness, and there are no
    /// overlays to read them from.
    error WeightsMissing(uint256 off, uint256 len);
    /// @notice An attention segment's states are out of range (a final max below a score, a sum below 1).
    error SegmentOutOfRange();
    /// @notice A vector checked against its hash holds a value outside int32.
    error NotInt32();
    /// @notice Weight chunk `index` at `overlay` is missing or does not have the manifest's code hash.
    error WeightChunkMismatch(uint256 index, address overlay);

    IStepEngine public immutable engine;
    Shape internal _shape;
    /// @dev The weight chunk code hashes, for overlays; empty when every step brings its weights in calldata.
    bytes32[] internal _weights;

    /// @param engine_ the IQ16Engine of the consumer's manifest
    /// @param cfg its model config (IQ16Engine's constructor argument)
    /// @param weights the manifest's weight chunk code hashes, to read weights from overlays; empty when steps
    /// bring their weights in calldata (a large model: its list would not fit a constructor's initcode)
    constructor(IStepEngine engine_, ModelConfig memory cfg, bytes32[] memory weights) {
        if (weights.length != 0) {
            bytes32 root = engine_.merkleRoot(weights);
            if (root != engine_.chunkRoot()) revert WeightsMismatch(root, engine_.chunkRoot());
        }
        engine = engine_;
        _shape = Shape(
            cfg.dim, cfg.hiddenDim, cfg.layers, cfg.heads, cfg.kvHeads, cfg.headSize, cfg.vocab, cfg.qkNorm, cfg.seqLen
        );
        _weights = weights;
    }

    struct Witness {
        // link_{k−1}, c_{f−1} (unused for f = 0: c_{−1} is link_{k−1}) and the op hashes h_f … h_{j−1} that
        // open c_{j−1} from it (SPEC.md §8): a leaf opens the op chain from the first op whose output it reads,
        // f = opFrom, and from op j − 1 at the latest
        bytes32 linkPrev;
        bytes32 chainFrom;
        bytes32[] opHashes;
        uint256 opFrom;
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
        // the weight bytes the step reads (SPEC.md §6.3): runs of whole pieces, pieceRuns = [first piece, count]
        // per run, their bytes one after the other in `pieces`, and per run its range multiproof in the blob
        // root's tree, one after the other in pieceProof
        bytes pieces;
        uint256[] pieceRuns;
        bytes32[] pieceProof;
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

    /// @notice Where a step reads weight bytes: the witness's checked piece runs, else the overlays.
    struct Blob {
        bytes pieces;
        uint256[] runs;
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

    function _perLayer(Shape memory s) internal pure returns (uint256) {
        return s.qkNorm ? 16 : 14;
    }

    /// @dev The prompt, checked against the input hash.
    function _prompt(StepContext calldata ctx, Witness memory w) internal pure returns (uint256[] memory) {
        uint256 n = ctx.steps + 1 - ctx.promptLen;
        if (keccak256(abi.encodePacked(n, w.prompt.length, w.prompt)) != ctx.input) revert BadWitness("prompt");
        return w.prompt;
    }

    /// @dev Checks the witness's piece runs against the blob root (SPEC.md §6.3): together they fill `pieces`
    /// exactly, and each run's leaves (keccak256 of each piece) fold with its multiproof to the root.
    function _checkPieces(Witness memory w) internal view {
        uint256[] memory runs = w.pieceRuns;
        if (runs.length % 2 != 0) revert BadWitness("piece runs");
        uint256 depth = _log2Ceil((engine.blobSize() + PIECE - 1) / PIECE);
        bytes32 want = engine.blobRoot();
        uint256 from;
        uint256 used;
        for (uint256 r; r < runs.length; r += 2) {
            uint256 n = runs[r + 1];
            if (n == 0 || n > w.pieces.length / PIECE || from + n * PIECE > w.pieces.length) revert BadWitness("pieces");
            bytes32 root;
            (root, used) = _rangeRoot(w.pieces, from, PIECE, runs[r], runs[r] + n, w.pieceProof, used, depth);
            if (root != want) revert WeightsMismatch(root, want);
            from += n * PIECE;
        }
        if (from != w.pieces.length || used != w.pieceProof.length) revert BadWitness("pieces");
    }

    /// @dev Checks the preimage of link_{k−1} (k ≥ 1).
    function _openPrevLink(Witness memory w, uint256 k) internal pure {
        bytes32 h = keccak256(abi.encodePacked(w.prevLink, k - 1, w.prevIn, w.prevOut, w.prevKvRoot));
        if (h != w.linkPrev) revert BadWitness("link preimage");
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

    /// @dev u chained with hs: u ← keccak256(u ‖ x ‖ hs[x]) for each x (the chunk, layer and segment chains).
    function _chain(bytes32 u, bytes32[] memory hs) internal pure returns (bytes32) {
        for (uint256 x; x < hs.length; ++x) {
            u = keccak256(abi.encodePacked(u, x, hs[x]));
        }
        return u;
    }

    /// @dev Op leaf j of the op chain (SPEC.md §8): c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ h_j).
    function _opLeaf(Witness memory w, bytes32 prev, uint256 j, bytes32 h) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(w.linkPrev, prev, j, h));
    }

    /// @dev h_idx from the witness's op hashes (h_opFrom …): the leaf must have opened the chain from op idx or
    /// before.
    function _opHashAt(Witness memory w, uint256 idx) internal pure returns (bytes32) {
        if (idx < w.opFrom) revert BadWitness("op hashes");
        return w.opHashes[idx - w.opFrom];
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

    function _allocBytes(uint256 len) internal pure returns (uint256 p) {
        assembly ("memory-safe") {
            p := mload(0x40)
            mstore(0x40, add(p, and(add(len, 31), not(31))))
        }
    }

    /// @dev Copies len weight-blob bytes at offset off to memory dst: from the piece run that holds them all
    /// (checked against the blob root by step), else from the overlays chunk by chunk, each chunk's overlay
    /// checked against the manifest's code hash (IQ16Engine reads the same addresses).
    function _copyBlob(Blob memory bl, uint256 dst, uint256 off, uint256 len) internal view {
        uint256[] memory runs = bl.runs;
        uint256 pos; // the run's first byte in pieces
        for (uint256 r; r < runs.length; r += 2) {
            uint256 start = runs[r] * PIECE;
            uint256 size = runs[r + 1] * PIECE;
            if (off >= start && off + len <= start + size) {
                bytes memory p = bl.pieces;
                assembly ("memory-safe") {
                    mcopy(dst, add(add(add(p, 0x20), pos), sub(off, start)), len)
                }
                return;
            }
            pos += size;
        }
        if (_weights.length == 0) revert WeightsMissing(off, len);
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

    /// @dev The root of a tree of the given depth (a KV tree, or the blob's pieces) from its leaves lo … hi − 1
    /// (keccak256 of each leafLen-byte slice of kvb from byte `at`) and their multiproof in proof from word
    /// `used`, folding the range up one height at a time; returns the root and the first proof word after it.
    function _rangeRoot(
        bytes memory kvb,
        uint256 from,
        uint256 leafLen,
        uint256 lo,
        uint256 hi,
        bytes32[] memory proof,
        uint256 used,
        uint256 depth
    ) internal pure returns (bytes32, uint256) {
        // A range past 2^depth would fold to several nodes, nodes[1] the root of the first 2^depth
        // positions alone: the leaves beyond it would go unchecked.
        if (hi > 1 << depth) revert BadWitness("kv range");
        // nodes[0] is a free slot for a left neighbour; the range starts from nodes[1]
        bytes32[] memory nodes = new bytes32[](hi - lo + 2);
        assembly ("memory-safe") {
            let src := add(add(kvb, 0x20), from)
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

    function _a32(uint256 n) internal pure returns (uint256) {
        return (n + 31) & ~uint256(31);
    }

    /// @dev Decodes the witness of leaf l and opens c_{j−1} from its op hashes (checking its piece runs).
    function _open(Leaf memory l, bytes calldata witness) internal view returns (Witness memory w, bytes32 cPrev) {
        w = abi.decode(witness, (Witness));
        if (w.a.length % 4 != 0 || w.b.length % 4 != 0 || w.full.length % 4 != 0) revert BadWitness("packed vector");
        // at least h_{j−1} is opened inside op j > 0, so every opening binds link_{k−1}: each op leaf repeats it
        if (w.opFrom + w.opHashes.length != l.j || (l.j != 0 && w.opHashes.length == 0)) revert BadWitness("op hashes");
        if (w.pieceRuns.length != 0) _checkPieces(w);
        cPrev = w.opFrom == 0 ? w.linkPrev : w.chainFrom;
        for (uint256 x; x < w.opHashes.length; ++x) {
            cPrev = _opLeaf(w, cPrev, w.opFrom + x, w.opHashes[x]);
        }
    }
}
