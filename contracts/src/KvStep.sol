// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {StepContext} from "./IOneStep.sol";
import {ModelConfig} from "./IQ16Engine.sol";
import {EngineStepBase, IStepEngine} from "./EngineStepBase.sol";

/// @title KvStep
/// @notice EngineStep's leaves that read the KV cache (see EngineStep for the levels and the witness): a leaf of
/// the link level (SPEC.md §8.2: one layer's KV trees set at position k, or the link seal) and a leaf of an
/// attention head's segment level (SPEC.md §8.1: the arithmetic of §4.5 over one segment of positions, their
/// KV leaves proven against kvroot_{k−1}). EngineStep creates it and hands it these leaves with the witness.
contract KvStep is EngineStepBase {
    constructor(IStepEngine engine_, ModelConfig memory cfg, bytes32[] memory weights)
        EngineStepBase(engine_, cfg, weights)
    {}

    /// @notice EngineStep.step for leaf l (already checked to be in the trace) of the link level or of a segment
    /// level.
    function step(StepContext calldata ctx, Leaf memory l, bytes32 pre, bytes calldata witness)
        external
        view
        returns (bytes32)
    {
        (Witness memory w, bytes32 cPrev) = _open(l, witness);
        if (l.j == l.m) return l.i < _shape.layers ? _kvLayer(w, l, cPrev, pre) : _linkSeal(ctx, w, l, cPrev, pre);
        return _segment(w, l, cPrev, pre);
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
            if (w.a.length != 4 || _packedHash(w.a, 0, 1) != _opHashAt(w, l.m - 1)) revert InputMismatch(l.m - 1);
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
        if (w.a.length != 4 * (s.heads * s.headSize + kv) || _opHash(w.a) != _opHashAt(w, rope)) {
            revert InputMismatch(rope);
        }
        if (w.b.length != 4 * kv || _opHash(w.b) != _opHashAt(w, base + 3)) revert InputMismatch(base + 3);
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
    /// and the state hashes, checks the states the pass continues from, and runs the segment (or the seal).
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
            if (l.c == 1) return _opLeaf(w, g.anchor, l.j, _vectorHash(o, 0, o.length));
            return keccak256(abi.encodePacked(g.anchor, l.i, _vectorHash(o, 0, o.length)));
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
        ar.tab = _expTables(w);
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
    /// each, at blob byte 0) as 512 words in memory.
    function _expTables(Witness memory w) internal view returns (uint256 tab) {
        assembly ("memory-safe") {
            tab := mload(0x40)
            mstore(0x40, add(tab, 0x4000))
        }
        // 2048 packed bytes in the last quarter: expanding never overtakes them
        _copyBlob(Blob(w.pieces, w.pieceRuns), tab + 0x3800, 0, 0x800);
        assembly ("memory-safe") {
            let raw := add(tab, 0x3800)
            for { let i := 0 } lt(i, 512) { i := add(i, 1) } {
                mstore(add(tab, shl(5, i)), signextend(3, shr(224, mload(add(raw, shl(2, i))))))
            }
        }
    }

    /// @dev The query head from the layer's RoPE output (a), after checking a and the wv output (b) against
    /// their op hashes.
    function _queryHead(Witness memory w, Leaf memory l, Seg memory g) internal view returns (int256[] memory qh) {
        Shape memory s = _shape;
        uint256 q = s.heads * s.headSize;
        uint256 kv = s.kvHeads * s.headSize;
        uint256 base = 1 + l.op.layer * _perLayer(s);
        if (w.a.length != 4 * (q + kv) || _opHash(w.a) != _opHashAt(w, l.op.srcA)) revert InputMismatch(l.op.srcA);
        if (w.b.length != 4 * kv || _opHash(w.b) != _opHashAt(w, base + 3)) revert InputMismatch(base + 3);
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
        (node, used) = _rangeRoot(w.kv, 0, 8 * s.headSize, lo, hi, w.siblings, 0, _log2Ceil(s.seqLen));
        uint256 hd = _log2Ceil(s.kvHeads);
        uint256 ld = _log2Ceil(s.layers);
        if (used + hd + ld != w.siblings.length) revert BadWitness("siblings");
        node = _path(node, head, w.siblings, used, hd);
        node = _path(node, layer, w.siblings, used + hd, ld);
    }

    /// @notice IOneStep.mismatch for the engine trace (EngineStep forwards it): whether `p` proves that the root's checkpoint chain (SPEC.md §7.4: link_q = keccak256(link_{q−1} ‖
    /// word(q) ‖ word(x_q) ‖ word(y_q) ‖ kvroot_q)) chose at step k a token other than the landed one:
    /// p = [k, link_{k−1}, y_k, kvroot_k, y_{k+1}, kvroot_{k+1}, …] up to the last step L + n − 2, with
    /// L − 1 ≤ k, y_k ≠ tokens[k − L + 1], x_k the prompt's last token (k = L − 1) or the landed token before
    /// (tokens[k − L]: the first mismatch), x_{q+1} = y_q, folding to `root`. A correct result's root is the
    /// chain of its own tokens, so no such p exists for it (a second preimage of keccak256).
    function mismatch(uint256[] calldata prompt, uint256[] calldata tokens, bytes32 root, bytes32[] calldata p)
        external
        pure
        returns (bool)
    {
        uint256 l = prompt.length;
        uint256 k = uint256(p[0]);
        uint256 last = l + tokens.length - 2; // the last step (l ≥ 1 and n ≥ 1 here: the request is not refused)
        if (k < l - 1 || k > last || p.length != 2 * (last - k + 2)) return false;
        if (uint256(p[2]) == tokens[k + 1 - l]) return false;
        uint256 x = k + 1 == l ? prompt[l - 1] : tokens[k - l];
        bytes32 h = p[1];
        for (uint256 q = k; q <= last; ++q) {
            uint256 y = uint256(p[2 * (q - k) + 2]);
            h = keccak256(abi.encode(h, q, x, y, p[2 * (q - k) + 3]));
            x = y;
        }
        return h == root;
    }
}
