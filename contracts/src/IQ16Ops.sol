// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @title IQ16Ops — the integer primitives and op kernels of inference/SPEC.md (§3, §4)
/// @notice Every function works on raw memory: a "vector" is a run of 32-byte words, each
/// holding one value as a 256-bit two's-complement integer. All intermediate values
/// stay far below 2^255 (SPEC.md bounds them by 2^95), so plain EVM arithmetic is exact
/// and only the rounding/clamping written in the spec is applied.
///
/// Packed layouts used by the hot kernels (the reason this library exists):
///  * matrix column blocks (SPEC.md §5): one word = 16 offset-binary uint16 weights of one
///    column. Masking every 4th uint16 gives four 64-bit lanes; one MUL by a signed
///    activation multiplies four weights at once, and lane sums stay below 2^63.
///  * attention keys: three positions per word in 80-bit lanes (K_{t,i} for t = 3g+lane);
///    one MUL by q_i gives three partial dot products, |Σ_i q_i K_{t,i}| < 2^78.
///  * attention values: four head elements per word in 64-bit lanes; one MUL by the
///    probability π_t (≤ 2^30) accumulates four outputs, |Σ_t π_t V_{t,i}| < 2^61.
library IQ16Ops {
    /// @dev Largest activation magnitude, 2^31 − 1 (SPEC.md §3.1).
    int256 internal constant MAX_ACT = 2147483647;
    /// @dev Four 64-bit lanes, each keeping the low 16 bits.
    uint256 internal constant LANE_MASK = 0x000000000000ffff000000000000ffff000000000000ffff000000000000ffff;

    /// @notice rsr(v, s) of SPEC.md §3.1: round half up for s ≥ 1, exact shift left for s < 0.
    function rsr(int256 v, int256 s) internal pure returns (int256 r) {
        assembly {
            switch sgt(s, 0)
            case 1 { r := sar(s, add(v, shl(sub(s, 1), 1))) }
            default { r := shl(sub(0, s), v) }
        }
    }

    /// @notice floor(sqrt(n)).
    function isqrt(uint256 n) internal pure returns (uint256 x) {
        assembly {
            if n {
                // Start at 2^ceil(bitlen/2) ≥ sqrt(n); Newton's iterates then fall
                // monotonically to floor(sqrt(n)).
                let b := 0
                let t := n
                if gt(t, 0xffffffffffffffffffffffffffffffff) { b := 128 t := shr(128, t) }
                if gt(t, 0xffffffffffffffff) { b := add(b, 64) t := shr(64, t) }
                if gt(t, 0xffffffff) { b := add(b, 32) t := shr(32, t) }
                if gt(t, 0xffff) { b := add(b, 16) t := shr(16, t) }
                if gt(t, 0xff) { b := add(b, 8) t := shr(8, t) }
                if gt(t, 0xf) { b := add(b, 4) t := shr(4, t) }
                if gt(t, 0x3) { b := add(b, 2) t := shr(2, t) }
                if gt(t, 0x1) { b := add(b, 1) }
                // bitlen = b + 1
                x := shl(shr(1, add(b, 2)), 1)
                for {} 1 {} {
                    let y := shr(1, add(x, div(n, x)))
                    if iszero(lt(y, x)) { break }
                    x := y
                }
            }
        }
    }

    /// @notice exp2neg(z) of SPEC.md §3.2; `tab` points at 512 words: exp2_hi then exp2_lo.
    function exp2neg(uint256 tab, uint256 z) internal pure returns (uint256 e) {
        assembly {
            // hi·lo/2^30 ≤ 2^30 < 2^31, so a shift by n ≥ 31 yields 0 as the spec demands.
            let hl := mul(mload(add(tab, shl(5, and(shr(8, z), 0xff)))), mload(add(tab, add(0x2000, shl(5, and(z, 0xff))))))
            e := shr(shr(16, z), shr(30, add(hl, 0x20000000)))
        }
    }

    /// @notice RMSNorm (SPEC.md §4.2) of n words at x with gains g (words) into y (may alias x).
    function rmsnorm(uint256 x, uint256 g, uint256 n, uint256 eps, uint256 y) internal pure {
        uint256 inv = _invRms(x, n, eps);
        assembly {
            let dg := sub(g, x)
            let dy := sub(y, x)
            for { let e := add(x, shl(5, n)) } lt(x, e) { x := add(x, 0x20) } {
                let t := sar(16, add(mul(sar(32, add(mul(mload(x), inv), 0x80000000)), mload(add(x, dg))), 0x8000))
                // |t| ≤ 2^31 − 1  ⇔  t + 2^31 − 1 ≤ 2^32 − 2 (unsigned)
                if gt(add(t, 0x7fffffff), 0xfffffffe) {
                    switch slt(t, 0)
                    case 0 { t := 0x7fffffff }
                    default { t := not(0x7ffffffe) }
                }
                mstore(add(x, dy), t)
            }
        }
    }

    /// @notice Embed (SPEC.md §4.1): x_i = clamp(rsr(q[t][i]·M_t, R_t − 16)) for the n = dim words at x, from
    /// token t's row scale word sw (M·2^8 + R) and the column block holding its row at wb (dim words; row t is
    /// field 15 − t mod 16 of each, offset by 32768).
    function embed(uint256 wb, uint256 sw, uint256 t, uint256 n, uint256 x) internal pure {
        uint256 lane = 16 * (15 - t % 16);
        assembly {
            let m := shr(8, sw)
            let r := sub(and(sw, 0xff), 16)
            let e := add(x, shl(5, n))
            let d := sub(wb, x)
            switch sgt(r, 0)
            case 1 {
                // |q·M| < 2^30, so a right shift by r ≥ 1 stays inside the clamp range.
                let h := shl(sub(r, 1), 1)
                for {} lt(x, e) { x := add(x, 0x20) } {
                    mstore(x, sar(r, add(mul(sub(and(shr(lane, mload(add(x, d))), 0xffff), 32768), m), h)))
                }
            }
            default {
                let l := sub(0, r)
                for {} lt(x, e) { x := add(x, 0x20) } {
                    let v := shl(l, mul(sub(and(shr(lane, mload(add(x, d))), 0xffff), 32768), m))
                    if sgt(v, 0x7fffffff) { v := 0x7fffffff }
                    if slt(v, not(0x7ffffffe)) { v := not(0x7ffffffe) }
                    mstore(x, v)
                }
            }
        }
    }

    /// @notice As rmsnorm, with the gains packed as in the blob: n big-endian int32 at gp.
    function rmsnormPacked(uint256 x, uint256 gp, uint256 n, uint256 eps, uint256 y) internal pure {
        uint256 inv = _invRms(x, n, eps);
        assembly {
            let dy := sub(y, x)
            if and(n, 1) {
                let t := sar(16, add(mul(sar(32, add(mul(mload(x), inv), 0x80000000)), signextend(3, shr(224, mload(gp)))), 0x8000))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(x, dy), t)
                gp := add(gp, 4)
                x := add(x, 0x20)
            }
            for { let e := add(x, shl(5, and(n, not(1)))) } lt(x, e) { x := add(x, 0x40) } {
                let gw := mload(gp)
                let t := sar(16, add(mul(sar(32, add(mul(mload(x), inv), 0x80000000)), signextend(3, shr(224, gw))), 0x8000))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(x, dy), t)
                t := sar(16, add(mul(sar(32, add(mul(mload(add(x, 0x20)), inv), 0x80000000)), signextend(3, shr(192, gw))), 0x8000))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(add(x, dy), 0x20), t)
                gp := add(gp, 8)
            }
            function clampOut(v) -> r {
                r := 0x7fffffff
                if slt(v, 0) { r := not(0x7ffffffe) }
            }
        }
    }

    /// @dev inv = div(2^56, isqrt(div(Σx²·2^16, n) + eps)) (SPEC.md §4.2).
    function _invRms(uint256 x, uint256 n, uint256 eps) private pure returns (uint256) {
        uint256 ss;
        assembly {
            for { let e := add(x, shl(5, and(n, 3))) } lt(x, e) { x := add(x, 0x20) } {
                let v := mload(x)
                ss := add(ss, mul(v, v))
            }
            for { let e := add(x, shl(5, and(n, not(3)))) } lt(x, e) { x := add(x, 0x80) } {
                let v0 := mload(x)
                let v1 := mload(add(x, 0x20))
                let v2 := mload(add(x, 0x40))
                let v3 := mload(add(x, 0x60))
                ss := add(ss, add(add(mul(v0, v0), mul(v1, v1)), add(mul(v2, v2), mul(v3, v3))))
            }
        }
        return (uint256(1) << 56) / isqrt((ss << 16) / n + eps);
    }

    /// @notice Matrix-vector product (SPEC.md §4.3) of a whole matrix section held in memory:
    /// matvecInput, then matvecBlocks.
    /// @param mv parameter words: w (the first column block; blocks follow each other,
    ///           `cols` words each, 16 offset-binary uint16 weights per word), a (the input,
    ///           cols words), cols, rows, scales (the packed 4-byte row-scale words M·2^8 + R),
    ///           out (row r goes to word r); words 6 … 23 are scratch (24 words in all).
    function matvec(uint256 mv) internal pure {
        matvecInput(mv);
        matvecBlocks(mv);
    }

    /// @notice The input's share of matvec, the same for every group of rows of one product (a, cols):
    /// word 6 ← 2^63 − 32768·Σa in four 64-bit lanes, word 23 ← the clamp-free test's per-lane term.
    function matvecInput(uint256 mv) internal pure {
        assembly {
            let a := mload(add(mv, 0x20))
            let e := add(a, shl(5, mload(add(mv, 0x40))))
            let s := 0
            // Σ (a_c xor sign(a_c)) = Σ|a_c| − #negatives, so S1 = that + cols ≥ Σ|a_c|.
            let s1 := mload(add(mv, 0x40))
            if and(s1, 1) {
                let v := mload(a)
                s := v
                s1 := add(s1, xor(v, sar(255, v)))
                a := add(a, 0x20)
            }
            for {} lt(a, e) { a := add(a, 0x40) } {
                let v := mload(a)
                let u := mload(add(a, 0x20))
                s := add(s, add(v, u))
                s1 := add(s1, add(xor(v, sar(255, v)), xor(u, sar(255, u))))
            }
            // 2^63 − 32768·Σa in each of the four 64-bit lanes (matvecBlocks' @dev)
            mstore(add(mv, 0xc0), mul(sub(shl(63, 1), shl(15, s)), 0x0000000000000001000000000000000100000000000000010000000000000001))
            // Clamp-free finishing: with S1 ≥ Σ|a_c|, |acc_r·M_r| < 2^15·S1·2^15. When every row
            // has R_r ≥ T = ceil(log2 S1) (so S1 ≤ 2^R_r), |acc_r·M_r| < 2^(R_r+30) and
            // |rsr(acc_r·M_r, R_r)| ≤ 2^30: no clamp can bind. Zero rows (R = 0) and S1 = 0
            // (T = 256) fail the test and keep the clamping path.
            let t := sub(256, clz(sub(s1, 1)))
            // lane j of a scale word: R in its low byte; R ≥ T ⇔ bit 8 of R + 256 − T.
            mstore(add(mv, 0x2e0), mul(sub(256, t), 0x0000000100000001000000010000000100000001000000010000000100000001))
        }
    }

    /// @notice The rows of mv (w, scales, rows, out) over an input prepared by matvecInput.
    /// @dev Σ(u−32768)·a = Σu·a − 32768·Σa. Field i (bits 16i…16i+15) of a column word is row
    /// r0 + 15 − i; acc_k (k = 1, 2, 3) adds the products of the word shifted by 16k and masked to
    /// every 4th field, four 64-bit lanes per MUL. Each lane starts at 2^63 − 32768·Σa and ends at
    /// 2^63 + Σq·a ∈ [0, 2^64) (|Σq·a| < 2^62): no lane borrows from the next, so every lane decodes
    /// on its own. acc0 adds the unmasked products x·a = Σ_i u_i·a·2^16i (one AND and one DUP fewer
    /// per word); mod 2^256, acc0 − 2^16·acc1 − 2^32·acc2 − 2^48·acc3 then leaves the lanes of the
    /// fields i ≡ 0 (mod 4), hence acc0's start, (1 + 2^16 + 2^32 + 2^48) times the lanes' start.
    function matvecBlocks(uint256 mv) internal pure {
        assembly {
            let noClamp := 0
            {
                let k := mload(add(mv, 0x2e0))
                let sp := mload(add(mv, 0x80))
                let rows := mload(add(mv, 0x60))
                let bad := 0
                for { let se := add(sp, shl(5, shr(3, rows))) } lt(sp, se) { sp := add(sp, 0x20) } {
                    bad := or(bad, xor(and(add(and(mload(sp), 0x000000ff000000ff000000ff000000ff000000ff000000ff000000ff000000ff), k), 0x0000010000000100000001000000010000000100000001000000010000000100), 0x0000010000000100000001000000010000000100000001000000010000000100))
                }
                if and(rows, 7) {
                    // The padding lanes of the last word count as R = 255.
                    let wv := or(mload(sp), shr(shl(5, and(rows, 7)), 0x000000ff000000ff000000ff000000ff000000ff000000ff000000ff000000ff))
                    bad := or(bad, xor(and(add(and(wv, 0x000000ff000000ff000000ff000000ff000000ff000000ff000000ff000000ff), k), 0x0000010000000100000001000000010000000100000001000000010000000100), 0x0000010000000100000001000000010000000100000001000000010000000100))
                }
                noClamp := iszero(bad)
            }
            let w := mload(mv)
            for { let r0 := 0 } lt(r0, mload(add(mv, 0x60))) { r0 := add(r0, 16) } {
                let acc1 := mload(add(mv, 0xc0))
                let acc2 := acc1
                let acc3 := acc1
                let acc0 := mul(acc1, 0x0001000100010001) // the unmasked sums start there (see @dev)
                {
                    let pa := mload(add(mv, 0x20))
                    let end := add(w, shl(5, mload(add(mv, 0x40))))
                    // The mask lives on the stack (mload(0x60) is the zero slot, which keeps the
                    // optimizer from turning the literal into a CODECOPY of a stored constant).
                    let mask := or(mload(0x60), LANE_MASK)
                    // cols mod 9 single columns, then nine per iteration: three groups of three whose
                    // products are summed before each accumulator update (a group of four would not fit
                    // the 16 reachable stack slots). Both loops test at the bottom (one JUMPI a turn).
                    let e1 := add(w, shl(5, mod(mload(add(mv, 0x40)), 9)))
                    if lt(w, e1) {
                        for {} 1 {} {
                            let x := mload(w)
                            let av := mload(pa)
                            acc0 := add(acc0, mul(x, av))
                            acc1 := add(acc1, mul(and(shr(16, x), mask), av))
                            acc2 := add(acc2, mul(and(shr(32, x), mask), av))
                            acc3 := add(acc3, mul(and(shr(48, x), mask), av))
                            w := add(w, 0x20)
                            pa := add(pa, 0x20)
                            if iszero(lt(w, e1)) { break }
                        }
                    }
                    if lt(w, end) {
                        for {} 1 {} {
                            {
                                let x0 := mload(w)
                                let x1 := mload(add(w, 0x20))
                                let x2 := mload(add(w, 0x40))
                                let a0 := mload(pa)
                                let a1 := mload(add(pa, 0x20))
                                let a2 := mload(add(pa, 0x40))
                                acc0 := add(acc0, add(add(mul(x0, a0), mul(x1, a1)), mul(x2, a2)))
                                acc1 := add(acc1, add(add(mul(and(shr(16, x0), mask), a0), mul(and(shr(16, x1), mask), a1)), mul(and(shr(16, x2), mask), a2)))
                                acc2 := add(acc2, add(add(mul(and(shr(32, x0), mask), a0), mul(and(shr(32, x1), mask), a1)), mul(and(shr(32, x2), mask), a2)))
                                acc3 := add(acc3, add(add(mul(and(shr(48, x0), mask), a0), mul(and(shr(48, x1), mask), a1)), mul(and(shr(48, x2), mask), a2)))
                            }
                            {
                                let x0 := mload(add(w, 0x60))
                                let x1 := mload(add(w, 0x80))
                                let x2 := mload(add(w, 0xa0))
                                let a0 := mload(add(pa, 0x60))
                                let a1 := mload(add(pa, 0x80))
                                let a2 := mload(add(pa, 0xa0))
                                acc0 := add(acc0, add(add(mul(x0, a0), mul(x1, a1)), mul(x2, a2)))
                                acc1 := add(acc1, add(add(mul(and(shr(16, x0), mask), a0), mul(and(shr(16, x1), mask), a1)), mul(and(shr(16, x2), mask), a2)))
                                acc2 := add(acc2, add(add(mul(and(shr(32, x0), mask), a0), mul(and(shr(32, x1), mask), a1)), mul(and(shr(32, x2), mask), a2)))
                                acc3 := add(acc3, add(add(mul(and(shr(48, x0), mask), a0), mul(and(shr(48, x1), mask), a1)), mul(and(shr(48, x2), mask), a2)))
                            }
                            {
                                let x0 := mload(add(w, 0xc0))
                                let x1 := mload(add(w, 0xe0))
                                let x2 := mload(add(w, 0x100))
                                let a0 := mload(add(pa, 0xc0))
                                let a1 := mload(add(pa, 0xe0))
                                let a2 := mload(add(pa, 0x100))
                                acc0 := add(acc0, add(add(mul(x0, a0), mul(x1, a1)), mul(x2, a2)))
                                acc1 := add(acc1, add(add(mul(and(shr(16, x0), mask), a0), mul(and(shr(16, x1), mask), a1)), mul(and(shr(16, x2), mask), a2)))
                                acc2 := add(acc2, add(add(mul(and(shr(32, x0), mask), a0), mul(and(shr(32, x1), mask), a1)), mul(and(shr(32, x2), mask), a2)))
                                acc3 := add(acc3, add(add(mul(and(shr(48, x0), mask), a0), mul(and(shr(48, x1), mask), a1)), mul(and(shr(48, x2), mask), a2)))
                            }
                            w := add(w, 0x120)
                            pa := add(pa, 0x120)
                            if iszero(lt(w, end)) { break }
                        }
                    }
                }
                // Strip the other fields' products from the unmasked sums (see @dev).
                acc0 := sub(acc0, add(add(shl(16, acc1), shl(32, acc2)), shl(48, acc3)))
                // Lane J of acc_k holds row r0 + 15 − k − 4J. A partial last block is finished
                // into the scratch words and its rows copied out.
                let op := add(mload(add(mv, 0xa0)), shl(5, r0))
                let full := iszero(gt(add(r0, 16), mload(add(mv, 0x60))))
                if iszero(full) { op := add(mv, 0xe0) }
                let sp := add(mload(add(mv, 0x80)), shl(2, r0))
                fin(acc0, add(sp, 60), add(op, 480))
                fin(acc1, add(sp, 56), add(op, 448))
                fin(acc2, add(sp, 52), add(op, 416))
                fin(acc3, add(sp, 48), add(op, 384))
                if iszero(noClamp) {
                    // Some row may leave the clamp range: clamp the block's 16 words in place (a pass
                    // apart, so the common clamp-free matrices pay no check and fin exists once).
                    for { let q := op } 1 {} {
                        let v := mload(q)
                        if gt(add(v, 0x7fffffff), 0xfffffffe) { mstore(q, clampOut(v)) }
                        v := mload(add(q, 0x20))
                        if gt(add(v, 0x7fffffff), 0xfffffffe) { mstore(add(q, 0x20), clampOut(v)) }
                        q := add(q, 0x40)
                        if eq(q, add(op, 512)) { break }
                    }
                }
                if iszero(full) {
                    mcopy(add(mload(add(mv, 0xa0)), shl(5, r0)), op, shl(5, sub(mload(add(mv, 0x60)), r0)))
                }
            }
            // out_r = rsr(acc_r·M_r, R_r), unclamped, for the four rows of acc: lane J (bits 64J …
            // 64J + 63, holding 2^63 + acc_r) is the row at sp − 16J, op − 128J. A zero row
            // (M = R = 0) yields 0 unbranched: shl(2^256 − 1, 1) = 0.
            function fin(acc, sp, op) {
                let h := shl(63, 1)
                {
                    let sw := shr(224, mload(sp))
                    let rr := and(sw, 0xff)
                    mstore(op, sar(rr, add(mul(signextend(7, sub(acc, h)), shr(8, sw)), shl(sub(rr, 1), 1))))
                }
                {
                    let sw := shr(224, mload(sub(sp, 16)))
                    let rr := and(sw, 0xff)
                    mstore(sub(op, 128), sar(rr, add(mul(signextend(7, sub(shr(64, acc), h)), shr(8, sw)), shl(sub(rr, 1), 1))))
                }
                {
                    let sw := shr(224, mload(sub(sp, 32)))
                    let rr := and(sw, 0xff)
                    mstore(sub(op, 256), sar(rr, add(mul(signextend(7, sub(shr(128, acc), h)), shr(8, sw)), shl(sub(rr, 1), 1))))
                }
                let sw := shr(224, mload(sub(sp, 48)))
                let rr := and(sw, 0xff)
                mstore(sub(op, 384), sar(rr, add(mul(sub(shr(192, acc), h), shr(8, sw)), shl(sub(rr, 1), 1))))
            }
            function clampOut(x) -> y {
                y := 0x7fffffff
                if slt(x, 0) { y := not(0x7ffffffe) }
            }
        }
    }

    /// @notice RoPE (SPEC.md §4.4) of one head of hs words at h, in place; cs points at
    /// hs/2 cos words followed by hs/2 sin words.
    function rope(uint256 h, uint256 hs, uint256 cs, bool halfSplit) internal pure {
        ropeHeads(h, 1, hs, cs, halfSplit);
    }

    /// @notice RoPE of `heads` consecutive heads of hs words at h (as `rope` on each), in place.
    function ropeHeads(uint256 h, uint256 heads, uint256 hs, uint256 cs, bool halfSplit) internal pure {
        assembly {
            let half := shr(1, hs)
            // Pair i of a head: (a, b) = (2i, 2i+1), or (i, i + half) when halfSplit.
            let da := 0x40
            let db := 0x20
            let hb := shl(5, hs)
            if halfSplit {
                da := 0x20
                db := shl(5, half)
                hb := shl(5, hs)
            }
            let sn := shl(5, half) // sin words follow the cos words
            let cend := add(cs, sn)
            for { let he := add(h, mul(heads, hb)) } lt(h, he) { h := add(h, hb) } {
                let pa := h
                for { let c := cs } lt(c, cend) { c := add(c, 0x20) } {
                    let v0 := mload(pa)
                    let v1 := mload(add(pa, db))
                    let co := mload(c)
                    let si := mload(add(c, sn))
                    let r0 := sar(30, add(sub(mul(v0, co), mul(v1, si)), 0x20000000))
                    let r1 := sar(30, add(add(mul(v0, si), mul(v1, co)), 0x20000000))
                    // |r| ≤ 2^31 − 1  ⇔  r + 2^31 − 1 ≤ 2^32 − 2 (unsigned)
                    if gt(add(r0, 0x7fffffff), 0xfffffffe) { r0 := clampOut(r0) }
                    if gt(add(r1, 0x7fffffff), 0xfffffffe) { r1 := clampOut(r1) }
                    mstore(pa, r0)
                    mstore(add(pa, db), r1)
                    pa := add(pa, da)
                }
            }
            function clampOut(x) -> y {
                y := 0x7fffffff
                if slt(x, 0) { y := not(0x7ffffffe) }
            }
        }
    }

    /// @notice SwiGLU (SPEC.md §4.6) over n words: out_i from h1_i, h3_i (out may alias either).
    function swiglu(uint256 tab, uint256 log2e, uint256 h1, uint256 h3, uint256 n, uint256 out) internal pure {
        assembly {
            let lo := add(tab, 0x2000)
            let d3 := sub(h3, h1)
            let dout := sub(out, h1)
            // Per element (branch-free sign): sg = 0 or −1 is the sign of v, |v| = (v xor sg) − sg;
            // z = rsr(|v|·log2e, 16); E = exp2neg(z) (a shift ≥ 31 leaves 0 since the rounded
            // product is ≤ 2^30); σ = div(2^60, 2^30 + E), and for v < 0
            // 2^30 − σ = (σ xor −1) + 2^30 + 1 = (σ xor sg) + (sg and (2^30 + 1)).
            if and(n, 1) {
                let v := mload(h1)
                let sg := sar(255, v)
                let z := shr(16, add(mul(sub(xor(v, sg), sg), log2e), 0x8000))
                let sig := div(0x1000000000000000, add(0x40000000, shr(shr(16, z), shr(30, add(mul(mload(add(tab, and(shr(3, z), 0x1fe0))), mload(add(lo, and(shl(5, z), 0x1fe0)))), 0x20000000)))))
                let t := sar(16, add(mul(sar(30, add(mul(v, add(xor(sig, sg), and(sg, 0x40000001))), 0x20000000)), mload(add(h1, d3))), 0x8000))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(h1, dout), t)
                h1 := add(h1, 0x20)
            }
            for { let end := add(h1, shl(5, and(n, not(1)))) } lt(h1, end) { h1 := add(h1, 0x40) } {
                {
                    let v := mload(h1)
                    let sg := sar(255, v)
                    let z := shr(16, add(mul(sub(xor(v, sg), sg), log2e), 0x8000))
                    let sig := div(0x1000000000000000, add(0x40000000, shr(shr(16, z), shr(30, add(mul(mload(add(tab, and(shr(3, z), 0x1fe0))), mload(add(lo, and(shl(5, z), 0x1fe0)))), 0x20000000)))))
                    let t := sar(16, add(mul(sar(30, add(mul(v, add(xor(sig, sg), and(sg, 0x40000001))), 0x20000000)), mload(add(h1, d3))), 0x8000))
                    if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                    mstore(add(h1, dout), t)
                }
                let v := mload(add(h1, 0x20))
                let sg := sar(255, v)
                let z := shr(16, add(mul(sub(xor(v, sg), sg), log2e), 0x8000))
                let sig := div(0x1000000000000000, add(0x40000000, shr(shr(16, z), shr(30, add(mul(mload(add(tab, and(shr(3, z), 0x1fe0))), mload(add(lo, and(shl(5, z), 0x1fe0)))), 0x20000000)))))
                let t := sar(16, add(mul(sar(30, add(mul(v, add(xor(sig, sg), and(sg, 0x40000001))), 0x20000000)), mload(add(add(h1, d3), 0x20))), 0x8000))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(add(h1, dout), 0x20), t)
            }
            function clampOut(x) -> y {
                y := 0x7fffffff
                if slt(x, 0) { y := not(0x7ffffffe) }
            }
        }
    }

    /// @notice x_i = clamp(x_i + a_i) over n words (SPEC.md §4.7).
    function residual(uint256 x, uint256 a, uint256 n) internal pure {
        assembly {
            let da := sub(a, x)
            if and(n, 1) {
                let t := add(mload(x), mload(add(x, da)))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(x, t)
                x := add(x, 0x20)
            }
            for { let e := add(x, shl(5, and(n, not(1)))) } lt(x, e) { x := add(x, 0x40) } {
                let t := add(mload(x), mload(add(x, da)))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(x, t)
                t := add(mload(add(x, 0x20)), mload(add(add(x, da), 0x20)))
                if gt(add(t, 0x7fffffff), 0xfffffffe) { t := clampOut(t) }
                mstore(add(x, 0x20), t)
            }
            function clampOut(v) -> r {
                r := 0x7fffffff
                if slt(v, 0) { r := not(0x7ffffffe) }
            }
        }
    }

    /// @notice The lowest index of the maximum of n words at x (SPEC.md §4.8).
    function argmax(uint256 x, uint256 n) internal pure returns (uint256 best) {
        assembly {
            let m := mload(x)
            let bp := x
            let p := add(x, 0x20)
            for { let e := add(p, shl(5, and(sub(n, 1), 3))) } lt(p, e) { p := add(p, 0x20) } {
                let v := mload(p)
                if sgt(v, m) { m := v bp := p }
            }
            for { let e := add(x, shl(5, n)) } lt(p, e) { p := add(p, 0x80) } {
                let v := mload(p)
                if sgt(v, m) { m := v bp := p }
                v := mload(add(p, 0x20))
                if sgt(v, m) { m := v bp := add(p, 0x20) }
                v := mload(add(p, 0x40))
                if sgt(v, m) { m := v bp := add(p, 0x40) }
                v := mload(add(p, 0x60))
                if sgt(v, m) { m := v bp := add(p, 0x60) }
            }
            best := shr(5, sub(bp, x))
        }
    }

    /// @notice Where attention finds one kv head's packed cache, and its scratch space.
    /// Slab g (positions 3g … 3g+2) starts at `kv + g·slab`; in it, key element i of the head
    /// is the word at `kOff + 32·i` (three 80-bit lanes, lane = t mod 3) and the value words
    /// of position t are at `vOff + (t mod 3)·vStride`, ceil(hs/4) words of four 64-bit lanes.
    struct Attn {
        uint256 kv;
        uint256 slab;
        uint256 kOff;
        uint256 vOff;
        uint256 vStride;
        uint256 hs;
        uint256 isq;
        uint256 log2e;
        uint256 tab;
        uint256 scores; // scratch: 3·ceil((p+1)/3) words
        uint256 kmax; // 0: unknown; else > max |K_t,i| over the cache, which bounds the scores
    }

    /// @notice Attention of one query head (SPEC.md §4.5) over positions 0 … p: reads the
    /// hs query words at q and writes hs output words at out.
    function attend(Attn memory att, uint256 q, uint256 p, uint256 out) internal pure {
        uint256 groups = p / 3 + 1;
        int256 m = _scores(att, q, groups, p);
        uint256 s = _exps(att, m, p);
        _values(att, s, groups, p, out);
    }

    /// @dev The packed dot q·K of every slab (three positions in 80-bit lanes), written to the
    /// score word of the slab's last position; head size 8 with the query on the stack.
    /// Returns Σ_i |q_i|. (attend computes these dots inside _scores8 or _dotsN instead; this
    /// one measures the dots alone.)
    function _dots8(Attn memory att, uint256 q, uint256 groups) internal pure returns (uint256 qa) {
        assembly {
            let q0 := mload(q)
            let q1 := mload(add(q, 0x20))
            let q2 := mload(add(q, 0x40))
            let q3 := mload(add(q, 0x60))
            let q4 := mload(add(q, 0x80))
            let q5 := mload(add(q, 0xa0))
            let q6 := mload(add(q, 0xc0))
            let q7 := mload(add(q, 0xe0))
            qa := add(add(add(ab(q0), ab(q1)), add(ab(q2), ab(q3))), add(add(ab(q4), ab(q5)), add(ab(q6), ab(q7))))
            function ab(x) -> y {
                let sg := sar(255, x)
                y := sub(xor(x, sg), sg)
            }
            let slab := mload(add(att, 0x20))
            let kp := add(mload(att), mload(add(att, 0x40)))
            let dp := add(mload(add(att, 0x120)), 0x40)
            for { let dend := add(dp, mul(groups, 0x60)) } lt(dp, dend) { dp := add(dp, 0x60) } {
                mstore(
                    dp,
                    add(
                        add(
                            add(mul(mload(kp), q0), mul(mload(add(kp, 0x20)), q1)),
                            add(mul(mload(add(kp, 0x40)), q2), mul(mload(add(kp, 0x60)), q3))
                        ),
                        add(
                            add(mul(mload(add(kp, 0x80)), q4), mul(mload(add(kp, 0xa0)), q5)),
                            add(mul(mload(add(kp, 0xc0)), q6), mul(mload(add(kp, 0xe0)), q7))
                        )
                    )
                )
                kp := add(kp, slab)
            }
        }
    }

    /// @dev As _dots8, any head size, without Σ_i |q_i| (_scores has it).
    function _dotsN(Attn memory att, uint256 q, uint256 groups) private pure {
        assembly {
            let slab := mload(add(att, 0x20))
            let qend := add(q, shl(5, mload(add(att, 0xa0))))
            let kp := add(mload(att), mload(add(att, 0x40)))
            let dp := add(mload(add(att, 0x120)), 0x40)
            for { let dend := add(dp, mul(groups, 0x60)) } lt(dp, dend) { dp := add(dp, 0x60) } {
                let d := 0
                let k := kp
                for { let qi := q } lt(qi, qend) { qi := add(qi, 0x20) } {
                    d := add(d, mul(mload(k), mload(qi)))
                    k := add(k, 0x20)
                }
                mstore(dp, d)
                kp := add(kp, slab)
            }
        }
    }

    /// @dev Pass 1 for head size 8 when no score needs the clamp (see _scores): the packed dot
    /// of every slab before the last one is peeled straight from the stack; the last slab's dot
    /// goes to its last score word for _scores to peel. Writes (s_t + β)·log2e, β = 2^33·isq,
    /// and returns the maximum of the s_t + β written (0 if none).
    function _scores8(Attn memory att, uint256 q, uint256 p) private pure returns (int256 m) {
        assembly {
            // The loop needs every stack slot: isq and log2e wait in the scratch words, and the
            // slots the loop reaches least come first.
            let fend := mul(div(p, 3), 0x60)
            let slab := mload(add(att, 0x20))
            let sc := mload(add(att, 0x120))
            let kp := add(mload(att), mload(add(att, 0x40)))
            fend := add(fend, sc)
            mstore(0, mload(add(att, 0xc0)))
            mstore(0x20, mload(add(att, 0xe0)))
            let q0 := mload(q)
            let q1 := mload(add(q, 0x20))
            let q2 := mload(add(q, 0x40))
            let q3 := mload(add(q, 0x60))
            let q4 := mload(add(q, 0x80))
            let q5 := mload(add(q, 0xa0))
            let q6 := mload(add(q, 0xc0))
            let q7 := mload(add(q, 0xe0))
            let mx := 0
            for {} 1 {} {
                let d :=
                    add(
                        mul(mload(add(kp, 0xe0)), q7),
                        add(
                            mul(mload(add(kp, 0xc0)), q6),
                            add(
                                mul(mload(add(kp, 0xa0)), q5),
                                add(
                                    mul(mload(add(kp, 0x80)), q4),
                                    add(
                                        mul(mload(add(kp, 0x60)), q3),
                                        add(
                                            mul(mload(add(kp, 0x40)), q2),
                                            add(mul(mload(add(kp, 0x20)), q1), mul(mload(kp), q0))
                                        )
                                    )
                                )
                            )
                        )
                    )
                // The last slab (positions up to p only) is left to _scores.
                if eq(sc, fend) {
                    mstore(add(sc, 0x40), d)
                    break
                }
                // Lane j ≥ 0 of d + Σ_j (2^79 + 2^15)·2^80j is u_j = l_j + 2^79 + 2^15 ∈ [0, 2^80), so
                // u_j >> 16 = rsr(l_j, 16) + 2^63 and ((u_j >> 16)·isq + 2^29) >> 30 = s_j + β,
                // β = 2^33·isq: every score carries the same β, which pass 2's differences cancel.
                d := add(d, 0x800000000000000080008000000000000000800080000000000000008000)
                let l := shr(30, add(mul(and(shr(16, d), 0xffffffffffffffff), mload(0)), 0x20000000))
                mstore(sc, mul(l, mload(0x20)))
                if gt(l, mx) { mx := l }
                l := shr(30, add(mul(and(shr(96, d), 0xffffffffffffffff), mload(0)), 0x20000000))
                mstore(add(sc, 0x20), mul(l, mload(0x20)))
                if gt(l, mx) { mx := l }
                d := shr(30, add(mul(shr(176, d), mload(0)), 0x20000000))
                mstore(add(sc, 0x40), mul(d, mload(0x20)))
                if gt(d, mx) { mx := d }
                sc := add(sc, 0x60)
                kp := add(kp, slab)
            }
            mstore(0, mx)
        }
        assembly { m := mload(0) }
    }

    /// @dev Pass 1: s_t·log2e for every t ≤ p at scores + 32t; returns max_t s_t·log2e (log2e > 0
    /// keeps the order, and the product spares pass 2 one multiplication per position).
    /// Head size 8 without the clamp peels each slab's packed dot (three positions in 80-bit
    /// lanes) as it is computed (_scores8); otherwise the packed dot of every slab first goes to
    /// the word of the slab's last position, then each slab's three lanes are peeled in place.
    function _scores(Attn memory att, uint256 q, uint256 groups, uint256 p) internal pure returns (int256 m) {
        // With kmax known, |Σ_i q_i K_t,i| ≤ D = Σ|q_i|·kmax, so |rsr(dot, 16)| ≤ R = ⌊D/2^16⌋ + 1 and
        // |s_t| ≤ ⌊(R·isq + 2^29)/2^30⌋ ≤ 2^31 − 1 whenever R·isq ≤ (2^31 − 2)·2^30, i.e. R ≤ A =
        // ⌊(2^31 − 2)·2^30 / isq⌋, which holds when Σ|q_i| < lim = ⌊A·2^16 / kmax⌋ (kmax = 0: lim = 0):
        // then no score needs the clamp.
        uint256 lim;
        assembly { lim := div(shl(16, div(0x1fffffff80000000, mload(add(att, 0xc0)))), mload(add(att, 0x140))) }
        bool fused;
        if (att.hs == 8) {
            assembly {
                function ax(x) -> y {
                    y := xor(x, sar(255, x))
                }
                // x ^ (x >> 255) = |x| − [x < 0], so this sum + 8 ≥ Σ|q_i|.
                fused := lt(
                    add(
                        add(add(ax(mload(q)), ax(mload(add(q, 0x20)))), add(ax(mload(add(q, 0x40))), ax(mload(add(q, 0x60))))),
                        add(add(ax(mload(add(q, 0x80))), ax(mload(add(q, 0xa0)))), add(ax(mload(add(q, 0xc0))), add(ax(mload(add(q, 0xe0))), 8)))
                    ),
                    lim
                )
            }
            if (fused) m = _scores8(att, q, p);
        }
        bool fast = fused;
        if (!fused) {
            assembly {
                let qa := 0
                for {
                    let qi := q
                    let qe := add(q, shl(5, mload(add(att, 0xa0))))
                } lt(qi, qe) { qi := add(qi, 0x20) } {
                    let x := mload(qi)
                    let sg := sar(255, x)
                    qa := add(qa, sub(xor(x, sg), sg))
                }
                fast := lt(qa, lim)
            }
            _dotsN(att, q, groups);
        }
        assembly {
            let sc := mload(add(att, 0x120))
            let isq := mload(add(att, 0xc0))
            let l2 := mload(add(att, 0xe0))
            let n := add(p, 1)
            let fend := add(sc, mul(div(n, 3), 0x60))
            // The scores _scores8 wrote carry β (see there): so do the last slab's, and m.
            let bias := 0
            switch fused
            case 0 { m := not(0x7ffffffe) } // every score is ≥ −(2^31 − 1)
            default {
                bias := shl(33, isq)
                m := sub(m, bias)
                // Only the last slab is left, for the peel after the loops.
                sc := add(sc, mul(div(p, 3), 0x60))
                fend := sc
            }
            if fast {
                for {} lt(sc, fend) { sc := add(sc, 0x60) } {
                    let d := mload(add(sc, 0x40))
                    let l := signextend(9, d)
                    d := sar(80, sub(d, l))
                    let v := sar(30, add(mul(sar(16, add(l, 0x8000)), isq), 0x20000000))
                    mstore(sc, mul(v, l2))
                    if sgt(v, m) { m := v }
                    l := signextend(9, d)
                    d := sar(80, sub(d, l))
                    v := sar(30, add(mul(sar(16, add(l, 0x8000)), isq), 0x20000000))
                    mstore(add(sc, 0x20), mul(v, l2))
                    if sgt(v, m) { m := v }
                    v := sar(30, add(mul(sar(16, add(d, 0x8000)), isq), 0x20000000))
                    mstore(add(sc, 0x40), mul(v, l2))
                    if sgt(v, m) { m := v }
                }
            }
            for {} lt(sc, fend) { sc := add(sc, 0x60) } {
                let d := mload(add(sc, 0x40))
                let l := signextend(9, d)
                d := sar(80, sub(d, l))
                let v := sar(30, add(mul(sar(16, add(l, 0x8000)), isq), 0x20000000))
                // |v| ≤ 2^31 − 1  ⇔  v + 2^31 − 1 ≤ 2^32 − 2 (unsigned)
                if gt(add(v, 0x7fffffff), 0xfffffffe) { v := clampOut(v) }
                mstore(sc, mul(v, l2))
                if sgt(v, m) { m := v }
                l := signextend(9, d)
                d := sar(80, sub(d, l))
                v := sar(30, add(mul(sar(16, add(l, 0x8000)), isq), 0x20000000))
                if gt(add(v, 0x7fffffff), 0xfffffffe) { v := clampOut(v) }
                mstore(add(sc, 0x20), mul(v, l2))
                if sgt(v, m) { m := v }
                v := sar(30, add(mul(sar(16, add(d, 0x8000)), isq), 0x20000000))
                if gt(add(v, 0x7fffffff), 0xfffffffe) { v := clampOut(v) }
                mstore(add(sc, 0x40), mul(v, l2))
                if sgt(v, m) { m := v }
            }
            // The last slab's lanes up to p (past p they are not scores).
            let d := mload(add(sc, 0x40))
            for { let send := add(mload(add(att, 0x120)), shl(5, n)) } lt(sc, send) { sc := add(sc, 0x20) } {
                let l := signextend(9, d)
                d := sar(80, sub(d, l))
                let v := sar(30, add(mul(sar(16, add(l, 0x8000)), isq), 0x20000000))
                if gt(add(v, 0x7fffffff), 0xfffffffe) { v := clampOut(v) }
                mstore(sc, mul(add(v, bias), l2))
                if sgt(v, m) { m := v }
            }
            m := mul(add(m, bias), l2)
            function clampOut(x) -> y {
                y := 0x7fffffff
                if slt(x, 0) { y := not(0x7ffffffe) }
            }
        }
    }

    /// @dev Pass 2: E_t = e_t·2^30, e_t = exp2neg(rsr((m − s_t)·log2e, 16)), in place of s_t·log2e
    /// (`ml` = m·log2e, from pass 1); returns S = Σe_t. Storing e_t·2^30 spares pass 3 a shift.
    function _exps(Attn memory att, int256 ml, uint256 p) internal pure returns (uint256 s) {
        assembly {
            let sc := mload(add(att, 0x120))
            let hi := mload(add(att, 0x100))
            let lo := add(hi, 0x2000)
            let c := add(ml, 0x8000)
            let mask := not(0x3fffffff)
            let end := add(sc, shl(5, add(p, 1)))
            // With x = (m − s_t)·log2e + 2^15, z = rsr(·, 16) = x >> 16: exp2neg is
            // hi[z>>8 & 255]·lo[z & 255] (word tables), rounded, then >> (z >> 16); the word
            // offsets 32·(z & 255) = (x >> 11) & 0x1fe0 and 32·(z>>8 & 255) = (x >> 19) & 0x1fe0,
            // and z >> 16 = x >> 32. A shift ≥ 31 leaves 0 since the rounded product is ≤ 2^30.
            // e·2^30 = ((r >> 30) >> k) << 30 = (r >> k) & ~(2^30 − 1) for the rounded product r.
            // (p + 1) mod 4 positions one by one, then groups of four.
            for { let r := and(add(p, 1), 3) } r { r := sub(r, 1) } {
                let x := sub(c, mload(sc))
                let e := and(
                    shr(
                        shr(32, x),
                        add(mul(mload(add(hi, and(shr(19, x), 0x1fe0))), mload(add(lo, and(shr(11, x), 0x1fe0)))), 0x20000000)
                    ),
                    mask
                )
                mstore(sc, e)
                s := add(s, e)
                sc := add(sc, 0x20)
            }
            for {} lt(sc, end) { sc := add(sc, 0x80) } {
                let x := sub(c, mload(sc))
                let e0 := and(
                    shr(
                        shr(32, x),
                        add(mul(mload(add(hi, and(shr(19, x), 0x1fe0))), mload(add(lo, and(shr(11, x), 0x1fe0)))), 0x20000000)
                    ),
                    mask
                )
                mstore(sc, e0)
                x := sub(c, mload(add(sc, 0x20)))
                let e1 := and(
                    shr(
                        shr(32, x),
                        add(mul(mload(add(hi, and(shr(19, x), 0x1fe0))), mload(add(lo, and(shr(11, x), 0x1fe0)))), 0x20000000)
                    ),
                    mask
                )
                mstore(add(sc, 0x20), e1)
                x := sub(c, mload(add(sc, 0x40)))
                let e2 := and(
                    shr(
                        shr(32, x),
                        add(mul(mload(add(hi, and(shr(19, x), 0x1fe0))), mload(add(lo, and(shr(11, x), 0x1fe0)))), 0x20000000)
                    ),
                    mask
                )
                mstore(add(sc, 0x40), e2)
                x := sub(c, mload(add(sc, 0x60)))
                let e3 := and(
                    shr(
                        shr(32, x),
                        add(mul(mload(add(hi, and(shr(19, x), 0x1fe0))), mload(add(lo, and(shr(11, x), 0x1fe0)))), 0x20000000)
                    ),
                    mask
                )
                mstore(add(sc, 0x60), e3)
                s := add(s, add(add(e0, e1), add(e2, e3)))
            }
            s := shr(30, s)
        }
    }

    /// @dev Pass 3: π_t = floor(e_t·2^30 / S) from pass 2's e_t·2^30, o_i = clamp(rsr(Σ π_t V_{t,i}, 30)).
    function _values(Attn memory att, uint256 s, uint256 groups, uint256 p, uint256 out) internal pure {
        uint256 hs = att.hs;
        uint256 vw = (hs + 3) >> 2;
        // The vw accumulator words live in the scratch after the scores.
        uint256 acc = att.scores + 96 * groups;
        if (vw == 2) _accumulate2(att, s, p, acc);
        else _accumulateN(att, s, p, acc, vw << 5);
        assembly {
            // Lane k of accumulator word w is element 4w + k. No clamp: Σπ_t ≤ 2^30 (a sum of
            // floors) and |V| ≤ 2^31 − 1 give |Σ π_t V_t,i| ≤ 2^61 − 2^30, so |o_i| ≤ 2^31 − 1.
            let a := 0
            for { let i := 0 } lt(i, hs) { i := add(i, 1) } {
                switch and(i, 3)
                case 0 { a := mload(add(acc, shl(3, i))) }
                default { a := sar(64, a) }
                let l := signextend(7, a)
                a := sub(a, l)
                mstore(add(out, shl(5, i)), sar(30, add(l, 0x20000000)))
            }
        }
    }

    /// @dev Value accumulation for head sizes 5 … 8 (two value words), accumulators on the stack.
    function _accumulate2(Attn memory att, uint256 s, uint256 p, uint256 acc) private pure {
        assembly {
            let slab := mload(add(att, 0x20))
            let vs := mload(add(att, 0x80))
            let vp := add(mload(att), mload(add(att, 0x60)))
            let ep := mload(add(att, 0x120))
            let n := add(p, 1)
            let fend := add(ep, mul(div(n, 3), 0x60))
            let a0 := 0
            let a1 := 0
            // One slab per round; one update of each accumulator per slab.
            for {} lt(ep, fend) { ep := add(ep, 0x60) } {
                let p0 := div(mload(ep), s)
                let p1 := div(mload(add(ep, 0x20)), s)
                let p2 := div(mload(add(ep, 0x40)), s)
                let v1 := add(vp, vs)
                let v2 := add(v1, vs)
                a0 := add(a0, add(add(mul(p0, mload(vp)), mul(p1, mload(v1))), mul(p2, mload(v2))))
                a1 := add(a1, add(add(mul(p0, mload(add(vp, 0x20))), mul(p1, mload(add(v1, 0x20)))), mul(p2, mload(add(v2, 0x20)))))
                vp := add(vp, slab)
            }
            for { let r := mod(n, 3) } r { r := sub(r, 1) } {
                let pi := div(mload(ep), s)
                a0 := add(a0, mul(pi, mload(vp)))
                a1 := add(a1, mul(pi, mload(add(vp, 0x20))))
                ep := add(ep, 0x20)
                vp := add(vp, vs)
            }
            mstore(acc, a0)
            mstore(add(acc, 0x20), a1)
        }
    }

    /// @dev Value accumulation for any head size, accumulators in memory.
    function _accumulateN(Attn memory att, uint256 s, uint256 p, uint256 acc, uint256 vbytes) private pure {
        assembly {
            for { let w := 0 } lt(w, vbytes) { w := add(w, 0x20) } { mstore(add(acc, w), 0) }
            let vp := add(mload(att), mload(add(att, 0x60)))
            let sc := mload(add(att, 0x120))
            let t := 0
            for {} 1 {} {
                let v := vp
                for { let lane := 0 } lt(lane, 3) { lane := add(lane, 1) } {
                    let pi := div(mload(add(sc, shl(5, t))), s)
                    for { let w := 0 } lt(w, vbytes) { w := add(w, 0x20) } {
                        let ap := add(acc, w)
                        mstore(ap, add(mload(ap), mul(pi, mload(add(v, w)))))
                    }
                    t := add(t, 1)
                    if gt(t, p) { break }
                    v := add(v, mload(add(att, 0x80)))
                }
                if gt(t, p) { break }
                vp := add(vp, mload(add(att, 0x20)))
            }
        }
    }

    /// @notice Adds key value `v` of position t (element i) into its slab word: lane t mod 3.
    function packKey(uint256 word, uint256 lane, int256 v) internal pure {
        assembly { mstore(word, add(mload(word), shl(mul(lane, 80), v))) }
    }

    /// @notice Packs hs value words at v into ceil(hs/4) words of four 64-bit lanes at dst.
    function packValues(uint256 dst, uint256 v, uint256 hs) internal pure {
        assembly {
            let vw := shr(2, add(hs, 3))
            for { let w := 0 } lt(w, vw) { w := add(w, 1) } { mstore(add(dst, shl(5, w)), 0) }
            for { let i := 0 } lt(i, hs) { i := add(i, 1) } {
                let d := add(dst, shl(5, shr(2, i)))
                mstore(d, add(mload(d), shl(shl(6, and(i, 3)), mload(add(v, shl(5, i))))))
            }
        }
    }
}
