// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {IQ16Ops} from "../src/IQ16Ops.sol";

/// @notice Exposes IQ16Ops on plain arrays so the per-op vectors can drive the same kernels
/// the engine runs (matrices and the KV cache are packed here exactly as the engine packs them).
contract OpsHarness {
    function _ptr(int256[] memory a) private pure returns (uint256 p) {
        assembly { p := add(a, 0x20) }
    }

    function _tables(int256[] memory hi, int256[] memory lo) private pure returns (uint256 tab) {
        int256[] memory t = new int256[](512);
        for (uint256 i; i < 256; ++i) {
            t[i] = hi[i];
            t[256 + i] = lo[i];
        }
        tab = _ptr(t);
    }

    function rsr(int256 v, int256 s) external pure returns (int256) {
        return IQ16Ops.rsr(v, s);
    }

    function isqrt(uint256 n) external pure returns (uint256) {
        return IQ16Ops.isqrt(n);
    }

    function exp2neg(int256[] memory hi, int256[] memory lo, uint256 z) external pure returns (uint256) {
        return IQ16Ops.exp2neg(_tables(hi, lo), z);
    }

    function rmsnorm(int256[] memory x, int256[] memory g, uint256 eps) external pure returns (int256[] memory y) {
        y = new int256[](x.length);
        IQ16Ops.rmsnorm(_ptr(x), _ptr(g), x.length, eps, _ptr(y));
    }

    /// @param q row-major weights, m and r the row scales
    function matvec(uint256 rows, uint256 cols, int256[] memory q, int256[] memory m, bytes memory r, int256[] memory a)
        external
        pure
        returns (int256[] memory out)
    {
        // Lay the matrix out as a blob section: scale words, then column blocks.
        bytes memory scales = new bytes(4 * rows + 32);
        for (uint256 i; i < rows; ++i) {
            uint32 w = uint32(uint256(m[i])) << 8 | uint8(r[i]);
            scales[4 * i] = bytes1(uint8(w >> 24));
            scales[4 * i + 1] = bytes1(uint8(w >> 16));
            scales[4 * i + 2] = bytes1(uint8(w >> 8));
            scales[4 * i + 3] = bytes1(uint8(w));
        }
        uint256[] memory blocks = _blocks(rows, cols, q);
        out = new int256[](rows);
        uint256 sp;
        uint256 bp;
        assembly {
            sp := add(scales, 0x20)
            bp := add(blocks, 0x20)
        }
        _run(bp, sp, rows, cols, _ptr(a), _ptr(out));
    }

    function _run(uint256 bp, uint256 sp, uint256 rows, uint256 cols, uint256 a, uint256 out) private pure {
        uint256[] memory mv = new uint256[](24);
        mv[0] = bp;
        mv[1] = a;
        mv[2] = cols;
        mv[3] = rows;
        mv[4] = sp;
        mv[5] = out;
        uint256 p;
        assembly { p := add(mv, 0x20) }
        IQ16Ops.matvec(p);
    }

    /// @notice Gas of IQ16Ops.matvec alone on a rows × cols matrix already in memory, as the
    /// engine holds a streamed block: pseudo-random weights (offset-binary fields, never the
    /// invalid −32768) and activations (inside the clamp range) from `seed`, every row scaled
    /// by 2^14·2^−48. Returns the gas and, for each row r, out[r] next to the exact
    /// Σ_c q[r][c]·a_c it must round from.
    function matvecGas(uint256 rows, uint256 cols, uint256 seed)
        external
        view
        returns (uint256 gas, int256[] memory out, int256[] memory acc)
    {
        uint256 nb = (rows + 15) / 16;
        uint256[] memory blocks = new uint256[](nb * cols);
        for (uint256 i; i < blocks.length; ++i) {
            blocks[i] = uint256(keccak256(abi.encode(seed, i))) | 0x0001000100010001000100010001000100010001000100010001000100010001;
        }
        int256[] memory a = new int256[](cols);
        for (uint256 c; c < cols; ++c) {
            a[c] = int256(uint256(keccak256(abi.encode(seed, "a", c))) % ((1 << 32) - 1)) - ((1 << 31) - 1);
        }
        bytes memory scales = new bytes(4 * rows + 32);
        for (uint256 r; r < rows; ++r) {
            scales[4 * r + 1] = 0x40; // M = 2^14 (the word is M·2^8 + R, big-endian)
            scales[4 * r + 3] = 0x30; // R = 48
        }
        out = new int256[](rows);
        acc = _exact(blocks, a, rows);
        uint256 bp;
        uint256 sp;
        assembly {
            bp := add(blocks, 0x20)
            sp := add(scales, 0x20)
        }
        gas = gasleft();
        _run(bp, sp, rows, cols, _ptr(a), _ptr(out));
        gas -= gasleft();
    }

    /// @dev Σ_c q[r][c]·a_c of every row, field by field.
    function _exact(uint256[] memory blocks, int256[] memory a, uint256 rows) private pure returns (int256[] memory acc) {
        uint256 cols = a.length;
        acc = new int256[](rows);
        for (uint256 r; r < rows; ++r) {
            uint256 shift = 16 * (15 - r % 16);
            uint256 b = (r / 16) * cols;
            int256 s;
            for (uint256 c; c < cols; ++c) {
                s += (int256((blocks[b + c] >> shift) & 0xffff) - 32768) * a[c];
            }
            acc[r] = s;
        }
    }

    function _blocks(uint256 rows, uint256 cols, int256[] memory q) private pure returns (uint256[] memory blocks) {
        uint256 nb = (rows + 15) / 16;
        blocks = new uint256[](nb * cols);
        for (uint256 b; b < nb; ++b) {
            for (uint256 c; c < cols; ++c) {
                uint256 word;
                for (uint256 j; j < 16; ++j) {
                    uint256 row = 16 * b + j;
                    int256 v = row < rows ? q[row * cols + c] : int256(0);
                    word |= uint256(v + 32768) << (16 * (15 - j));
                }
                blocks[b * cols + c] = word;
            }
        }
    }

    function rope(int256[] memory head, int256[] memory cs, int256[] memory sn, bool halfSplit)
        external
        pure
        returns (int256[] memory)
    {
        int256[] memory t = new int256[](cs.length * 2);
        for (uint256 i; i < cs.length; ++i) {
            t[i] = cs[i];
            t[cs.length + i] = sn[i];
        }
        IQ16Ops.ropeHeads(_ptr(head), 1, head.length, _ptr(t), halfSplit);
        return head;
    }

    function swiglu(int256[] memory hi, int256[] memory lo, uint256 log2e, int256[] memory h1, int256[] memory h3)
        external
        pure
        returns (int256[] memory out)
    {
        out = new int256[](h1.length);
        IQ16Ops.swiglu(_tables(hi, lo), log2e, _ptr(h1), _ptr(h3), h1.length, _ptr(out));
    }

    function argmax(int256[] memory x) external pure returns (uint256) {
        return IQ16Ops.argmax(_ptr(x), x.length);
    }

    /// @param keys, values (p+1)·hs words, row t = position t
    function attention(
        int256[] memory hi,
        int256[] memory lo,
        uint256 log2e,
        uint256 isq,
        int256[] memory q,
        int256[] memory keys,
        int256[] memory values,
        uint256 kmax
    ) external pure returns (int256[] memory out) {
        uint256 hs = q.length;
        uint256 n = keys.length / hs;
        IQ16Ops.Attn memory att = _packKV(keys, values, hs);
        // 0: no bound on the keys known (the clamping path); else > max |K|, as the engine tracks it,
        // which lets attend take its clamp-free path when the scores cannot reach the clamp.
        att.kmax = kmax;
        att.isq = isq;
        att.log2e = log2e;
        att.tab = _tables(hi, lo);
        out = new int256[](hs);
        IQ16Ops.attend(att, _ptr(q), n - 1, _ptr(out));
    }

    function _packKV(int256[] memory keys, int256[] memory values, uint256 hs) private pure returns (IQ16Ops.Attn memory att) {
        uint256 n = keys.length / hs;
        uint256 vw = (hs + 3) / 4;
        uint256 slabWords = hs + 3 * vw;
        uint256 groups = (n + 2) / 3;
        uint256[] memory kv = new uint256[](groups * slabWords);
        assembly { mstore(att, add(kv, 0x20)) }
        att.slab = slabWords * 32;
        att.vOff = hs * 32;
        att.vStride = vw * 32;
        att.hs = hs;
        att.scores = _ptr(new int256[](3 * groups + vw));
        int256[] memory row = new int256[](hs);
        for (uint256 t; t < n; ++t) {
            uint256 slab = att.kv + (t / 3) * att.slab;
            for (uint256 i; i < hs; ++i) {
                IQ16Ops.packKey(slab + 32 * i, t % 3, keys[t * hs + i]);
                row[i] = values[t * hs + i];
            }
            IQ16Ops.packValues(slab + att.vOff + (t % 3) * att.vStride, _ptr(row), hs);
        }
    }
}
