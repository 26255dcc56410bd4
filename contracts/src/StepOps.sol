// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IQ16Ops} from "./IQ16Ops.sol";
import {ModelConfig} from "./IQ16Engine.sol";

/// @title StepOps — one non-matvec op of a step's forward pass (inference/SPEC.md §4, §8)
/// @notice A dispute's one-step re-executes one op from its inputs. IQ16Engine.runOp does that by
/// building the whole forward pass's memory (vocabulary-sized buffers) and reading weights from the
/// overlays, which needs every chunk hash: hundreds of millions of gas for a large model, for an op
/// that reads a few gains. StepOps computes the same ops from the inputs and the exact weight bytes
/// they read, supplied by the caller in calldata as they stand in the blob (SPEC.md §5); the caller
/// proves those bytes against the manifest. Its memory is proportional to the op's vectors, and it
/// holds nothing but the header.
/// @dev Vectors travel as int32 big-endian, 4 bytes a value (as VectorHash hashes them); inside, each
/// value is a word, the layout of the IQ16Ops kernels, which do all the arithmetic.
contract StepOps {
    // Op kinds: IQ16Engine.runOp's numbering.
    uint256 internal constant EMBED = 0;
    uint256 internal constant ATTN_NORM = 1;
    uint256 internal constant Q_NORM = 5;
    uint256 internal constant K_NORM = 6;
    uint256 internal constant ROPE = 7;
    uint256 internal constant ATTN_RESIDUAL = 10;
    uint256 internal constant FFN_NORM = 11;
    uint256 internal constant SWIGLU = 14;
    uint256 internal constant FFN_RESIDUAL = 16;
    uint256 internal constant FINAL_NORM = 17;
    uint256 internal constant ARGMAX = 19;
    /// @dev Logits decoded per argmax round: memory stays at 8 KiB for any vocabulary.
    uint256 internal constant ARGMAX_CHUNK = 256;

    /// @notice The header violates SPEC.md §2.1's limits.
    error InvalidConfig();
    /// @notice `kind` is not an op StepOps executes (matvecs and attention are not).
    error UnknownKind(uint256 kind);
    /// @notice q_norm / k_norm on a model without QK norm.
    error NoQKNorm(uint256 kind);
    /// @notice Input `input` (0: a, 1: b, 2: w) of op `kind` is `have` bytes long, the op needs `want`.
    error BadOpInput(uint256 kind, uint256 input, uint256 have, uint256 want);
    /// @notice embed of a token that is not below the vocabulary size.
    error TokenOutOfRange(uint256 token, uint256 vocab);

    uint256 internal immutable DIM;
    uint256 internal immutable HID;
    uint256 internal immutable HEADS;
    uint256 internal immutable KVH;
    uint256 internal immutable HS;
    uint256 internal immutable VOCAB;
    bool internal immutable QK_NORM;
    bool internal immutable HALF_SPLIT;
    uint256 internal immutable EPS;
    uint256 internal immutable LOG2E;

    /// @param cfg the model header (the engine's; only the widths and the constants the ops use are kept)
    constructor(ModelConfig memory cfg) {
        if (
            cfg.dim == 0 || cfg.dim > 1 << 16 || cfg.hiddenDim == 0 || cfg.hiddenDim > 1 << 16 || cfg.kvHeads == 0
                || cfg.heads == 0 || cfg.heads % cfg.kvHeads != 0 || cfg.headSize == 0 || cfg.headSize % 2 != 0
                || cfg.heads * cfg.headSize > 1 << 16 || cfg.vocab == 0 || cfg.vocab > 1 << 24 || cfg.ropeLayout > 1
                || cfg.eps == 0 || cfg.eps >= 1 << 62 || cfg.log2e >= 1 << 17
        ) revert InvalidConfig();
        DIM = cfg.dim;
        HID = cfg.hiddenDim;
        HEADS = cfg.heads;
        KVH = cfg.kvHeads;
        HS = cfg.headSize;
        VOCAB = cfg.vocab;
        QK_NORM = cfg.qkNorm;
        HALF_SPLIT = cfg.ropeLayout == 1;
        EPS = cfg.eps;
        LOG2E = cfg.log2e;
    }

    /// @notice Executes one op of a step (SPEC.md §8) from its inputs and its weight bytes.
    /// @dev Per kind (Q = heads·headSize, KV = kvHeads·headSize; lengths in values, 4 bytes each;
    /// w as it stands in the blob):
    ///   0 embed            a, b empty; w = row `token`'s 4-byte scale word (blob offset
    ///                      embed + 4·token), then the dim·32-byte column block holding the row
    ///                      (block token/16); token < vocab
    ///   1 attn_norm, 11 ffn_norm, 17 final_norm   a = x (dim); w = the dim gains
    ///   5 q_norm, 6 k_norm a = q (Q) / k (KV); w = the headSize gains (qk_norm models only)
    ///   7 rope             a = q ‖ k (Q + KV); w = the position's cos row then its sin row
    ///                      (headSize/2 each)
    ///  10 attn_residual, 16 ffn_residual   a = x, b = the added vector (dim); w empty
    ///  14 swiglu           a = h1, b = h3 (hidden); w = exp2_hi then exp2_lo (512 values, blob offset 0)
    ///  19 argmax           a = logits (vocab); w empty
    /// `token` is read by embed alone. Every length is checked (BadOpInput).
    /// @return out the op's output, int32 big-endian (argmax: one value)
    function run(uint256 kind, uint256 token, bytes calldata a, bytes calldata b, bytes calldata w)
        external
        view
        returns (bytes memory out)
    {
        if (kind == EMBED) {
            _len(kind, 0, a.length, 0);
            _len(kind, 1, b.length, 0);
            _len(kind, 2, w.length, 4 + 32 * DIM);
            if (token >= VOCAB) revert TokenOutOfRange(token, VOCAB);
            (out,) = _embed(token, w);
            _return(out, DIM);
        }
        if (kind == ATTN_NORM || kind == FFN_NORM || kind == FINAL_NORM) {
            _len(kind, 0, a.length, 4 * DIM);
            _len(kind, 1, b.length, 0);
            _len(kind, 2, w.length, 4 * DIM);
            uint256 x;
            (out, x) = _vector(a);
            IQ16Ops.rmsnormPacked(x, _bytes(w), DIM, EPS, x);
            _return(out, DIM);
        }
        if (kind == Q_NORM || kind == K_NORM) {
            if (!QK_NORM) revert NoQKNorm(kind);
            uint256 n = (kind == Q_NORM ? HEADS : KVH) * HS;
            _len(kind, 0, a.length, 4 * n);
            _len(kind, 1, b.length, 0);
            _len(kind, 2, w.length, 4 * HS);
            uint256 x;
            (out, x) = _vector(a);
            uint256 gp = _bytes(w);
            uint256 hb = 32 * HS;
            for (uint256 h = x; h < x + 32 * n; h += hb) IQ16Ops.rmsnormPacked(h, gp, HS, EPS, h);
            _return(out, n);
        }
        if (kind == ROPE) {
            uint256 n = (HEADS + KVH) * HS;
            _len(kind, 0, a.length, 4 * n);
            _len(kind, 1, b.length, 0);
            _len(kind, 2, w.length, 4 * HS);
            uint256 x;
            (out, x) = _vector(a);
            IQ16Ops.ropeHeads(x, HEADS + KVH, HS, _words(w), HALF_SPLIT);
            _return(out, n);
        }
        if (kind == ATTN_RESIDUAL || kind == FFN_RESIDUAL) {
            _len(kind, 0, a.length, 4 * DIM);
            _len(kind, 1, b.length, 4 * DIM);
            _len(kind, 2, w.length, 0);
            uint256 x;
            (out, x) = _vector(a);
            IQ16Ops.residual(x, _words(b), DIM);
            _return(out, DIM);
        }
        if (kind == SWIGLU) {
            _len(kind, 0, a.length, 4 * HID);
            _len(kind, 1, b.length, 4 * HID);
            _len(kind, 2, w.length, 2048);
            uint256 x;
            (out, x) = _vector(a);
            uint256 h3 = _words(b);
            IQ16Ops.swiglu(_words(w), LOG2E, x, h3, HID, x);
            _return(out, HID);
        }
        if (kind == ARGMAX) {
            _len(kind, 0, a.length, 4 * VOCAB);
            _len(kind, 1, b.length, 0);
            _len(kind, 2, w.length, 0);
            uint256 best = _argmax(a);
            uint256 x;
            (out, x) = _alloc(1);
            assembly { mstore(x, best) }
            _return(out, 1);
        }
        revert UnknownKind(kind);
    }

    /// @notice An elementwise op (10 attn_residual, 16 ffn_residual, 14 swiglu; run's inputs and weights) over
    /// equal slices a and b of its inputs: output value i depends on a_i and b_i alone, so this is the chunk of
    /// the op the dispute game cuts there (bisection.StepOps), at the chunk's cost. 1 ≤ values ≤ the op's width.
    /// Embed (0) too: a = [token] (one value), b empty, w = the token's row scale word, then the words of the
    /// columns of its column block that the chunk covers (value i reads column word i alone).
    /// @return out the slice's outputs, int32 big-endian
    function chunk(uint256 kind, bytes calldata a, bytes calldata b, bytes calldata w)
        external
        view
        returns (bytes memory out)
    {
        if (kind == EMBED) {
            _len(kind, 0, a.length, 4);
            _len(kind, 1, b.length, 0);
            uint256 cols = w.length < 36 ? 0 : (w.length - 4) >> 5;
            if (cols == 0 || cols > DIM || w.length != 4 + 32 * cols) revert BadOpInput(kind, 2, w.length, 4 + 32 * DIM);
            uint256 token = uint32(bytes4(a));
            if (token >= VOCAB) revert TokenOutOfRange(token, VOCAB);
            uint256 x;
            (out, x) = _alloc(cols);
            IQ16Ops.embed(_bytes(w[4:]), uint32(bytes4(w[:4])), token, cols, x);
            _return(out, cols);
        }
        if (kind != SWIGLU && kind != ATTN_RESIDUAL && kind != FFN_RESIDUAL) revert UnknownKind(kind);
        uint256 width = kind == SWIGLU ? HID : DIM;
        uint256 n = a.length >> 2;
        if (a.length & 3 != 0 || n == 0 || n > width) revert BadOpInput(kind, 0, a.length, 4 * width);
        _len(kind, 1, b.length, a.length);
        _len(kind, 2, w.length, kind == SWIGLU ? 2048 : 0);
        uint256 x;
        (out, x) = _vector(a);
        if (kind == SWIGLU) IQ16Ops.swiglu(_words(w), LOG2E, x, _words(b), n, x);
        else IQ16Ops.residual(x, _words(b), n);
        _return(out, n);
    }

    function _len(uint256 kind, uint256 input, uint256 have, uint256 want) private pure {
        if (have != want) revert BadOpInput(kind, input, have, want);
    }

    /// @dev The output buffer: 64 bytes for the ABI head (offset, length), then n words, where the
    /// op computes and _return packs in place.
    function _alloc(uint256 n) private pure returns (bytes memory out, uint256 x) {
        assembly {
            out := add(mload(0x40), 0x20)
            x := add(out, 0x20)
            mstore(0x40, add(x, shl(5, n)))
        }
    }

    /// @dev The output buffer holding v's values as words.
    function _vector(bytes calldata v) private pure returns (bytes memory out, uint256 x) {
        (out, x) = _alloc(v.length >> 2);
        _unpack(v, x);
    }

    /// @dev A fresh run of words holding v's values.
    function _words(bytes calldata v) private pure returns (uint256 p) {
        assembly {
            p := mload(0x40)
            mstore(0x40, add(p, shl(3, v.length)))
        }
        _unpack(v, p);
    }

    /// @dev A fresh copy of v's bytes (+32: rmsnormPacked reads whole words).
    function _bytes(bytes calldata v) private pure returns (uint256 p) {
        assembly {
            p := mload(0x40)
            calldatacopy(p, v.offset, v.length)
            mstore(0x40, add(p, and(add(v.length, 63), not(31))))
        }
    }

    /// @dev The int32 big-endian values of v as signed words at dst: eight values per calldata word.
    function _unpack(bytes calldata v, uint256 dst) private pure {
        assembly {
            let src := v.offset
            let e8 := add(src, and(v.length, not(31)))
            for {} lt(src, e8) { src := add(src, 0x20) } {
                let c := calldataload(src)
                mstore(dst, sar(224, c))
                mstore(add(dst, 0x20), sar(224, shl(32, c)))
                mstore(add(dst, 0x40), sar(224, shl(64, c)))
                mstore(add(dst, 0x60), sar(224, shl(96, c)))
                mstore(add(dst, 0x80), sar(224, shl(128, c)))
                mstore(add(dst, 0xa0), sar(224, shl(160, c)))
                mstore(add(dst, 0xc0), sar(224, shl(192, c)))
                mstore(add(dst, 0xe0), sar(224, shl(224, c)))
                dst := add(dst, 0x100)
            }
            // The last values of a length that is not a multiple of 8.
            for { let e := add(v.offset, v.length) } lt(src, e) { src := add(src, 4) } {
                mstore(dst, sar(224, calldataload(src)))
                dst := add(dst, 0x20)
            }
        }
    }

    /// @dev Returns the n words at out + 32 as int32 big-endian bytes, ABI-encoded in place: eight values
    /// make one word, stored at or below the first word they came from (already read), so nothing is
    /// copied.
    function _return(bytes memory out, uint256 n) private pure {
        assembly {
            let src := add(out, 0x20)
            let dst := src
            let m := 0xffffffff
            for { let e8 := add(src, shl(5, and(n, not(7)))) } lt(src, e8) { src := add(src, 0x100) } {
                mstore(
                    dst,
                    or(
                        or(
                            or(shl(224, mload(src)), shl(192, and(mload(add(src, 0x20)), m))),
                            or(shl(160, and(mload(add(src, 0x40)), m)), shl(128, and(mload(add(src, 0x60)), m)))
                        ),
                        or(
                            or(shl(96, and(mload(add(src, 0x80)), m)), shl(64, and(mload(add(src, 0xa0)), m))),
                            or(shl(32, and(mload(add(src, 0xc0)), m)), and(mload(add(src, 0xe0)), m))
                        )
                    )
                )
                dst := add(dst, 0x20)
            }
            // The last n mod 8 values; each store clobbers only bytes past it, of words already read.
            for { let e := add(out, add(0x20, shl(5, n))) } lt(src, e) { src := add(src, 0x20) } {
                mstore(dst, shl(224, mload(src)))
                dst := add(dst, 4)
            }
            mstore(dst, 0) // the padding of the last word
            let len := shl(2, n)
            mstore(out, len)
            mstore(sub(out, 0x20), 0x20)
            return(sub(out, 0x20), add(0x40, and(add(len, 31), not(31))))
        }
    }

    /// @dev x_i = clamp(rsr(q[t][i]·M_t, R_t − 16)) (SPEC.md §4.1) by IQ16Ops.embed, as IQ16Engine._embed, with
    /// the scale word and the column block read from w.
    function _embed(uint256 tok, bytes calldata w) private view returns (bytes memory out, uint256 x) {
        (out, x) = _alloc(DIM);
        uint256 wb = _bytes(w[4:]);
        IQ16Ops.embed(wb, uint32(bytes4(w[:4])), tok, DIM, x);
    }

    /// @dev The lowest index of the maximum of the logits in a (SPEC.md §4.8), ARGMAX_CHUNK values at
    /// a time through IQ16Ops.argmax: a later chunk wins only with a strictly greater value.
    function _argmax(bytes calldata a) private pure returns (uint256 best) {
        uint256 buf;
        assembly {
            buf := mload(0x40)
            mstore(0x40, add(buf, shl(5, ARGMAX_CHUNK)))
        }
        uint256 total = a.length >> 2;
        int256 m;
        for (uint256 i; i < total; i += ARGMAX_CHUNK) {
            uint256 n = total - i;
            if (n > ARGMAX_CHUNK) n = ARGMAX_CHUNK;
            _unpack(a[4 * i:4 * (i + n)], buf);
            uint256 j = IQ16Ops.argmax(buf, n);
            int256 v;
            assembly { v := mload(add(buf, shl(5, j))) }
            if (i == 0 || v > m) (m, best) = (v, i + j);
        }
    }
}
