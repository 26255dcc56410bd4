// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {VmTest} from "./Vm.sol";
import {OpsHarness} from "./OpsHarness.sol";

/// @notice Every case of testdata/ops/*.json through the engine's op kernels, exact equality.
contract IQ16OpsTest is VmTest {
    error Mismatch(string op, uint256 caseIndex, uint256 element, int256 have, int256 want);

    OpsHarness internal h = new OpsHarness();
    int256[] internal hi;
    int256[] internal lo;
    uint256 internal log2e;

    constructor() {
        string memory t = vm.readFile("testdata/ops/tables.json");
        hi = vm.parseJsonIntArray(t, ".exp2_hi");
        lo = vm.parseJsonIntArray(t, ".exp2_lo");
        log2e = vm.parseJsonUint(t, ".log2e");
    }

    function _key(uint256 i, string memory field) internal pure returns (string memory) {
        return string.concat("[", _dec(i), "].", field);
    }

    function _dec(uint256 v) internal pure returns (string memory) {
        if (v == 0) return "0";
        bytes memory b;
        while (v > 0) {
            b = abi.encodePacked(bytes1(uint8(48 + v % 10)), b);
            v /= 10;
        }
        return string(b);
    }

    function _count(string memory j) internal view returns (uint256 n) {
        while (vm.keyExistsJson(j, string.concat("[", _dec(n), "]"))) ++n;
    }

    function _eq(string memory op, uint256 c, int256[] memory have, int256[] memory want) internal pure {
        require(have.length == want.length, "length");
        for (uint256 i; i < want.length; ++i) {
            if (have[i] != want[i]) revert Mismatch(op, c, i, have[i], want[i]);
        }
    }

    function test_rsr() public view {
        string memory j = vm.readFile("testdata/ops/rsr.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256 v = vm.parseJsonInt(j, _key(i, "v"));
            int256 s = vm.parseJsonInt(j, _key(i, "s"));
            int256 have = h.rsr(v, s);
            int256 want = vm.parseJsonInt(j, _key(i, "out"));
            if (have != want) revert Mismatch("rsr", i, 0, have, want);
        }
    }

    function test_isqrt() public view {
        string memory j = vm.readFile("testdata/ops/isqrt.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            uint256 have = h.isqrt(vm.parseJsonUint(j, _key(i, "n")));
            uint256 want = vm.parseJsonUint(j, _key(i, "out"));
            if (have != want) revert Mismatch("isqrt", i, 0, int256(have), int256(want));
        }
    }

    function test_exp2neg() public view {
        string memory j = vm.readFile("testdata/ops/exp2neg.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            uint256 have = h.exp2neg(hi, lo, vm.parseJsonUint(j, _key(i, "z")));
            uint256 want = vm.parseJsonUint(j, _key(i, "out"));
            if (have != want) revert Mismatch("exp2neg", i, 0, int256(have), int256(want));
        }
    }

    function test_rmsnorm() public view {
        string memory j = vm.readFile("testdata/ops/rmsnorm.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256[] memory y = h.rmsnorm(
                vm.parseJsonIntArray(j, _key(i, "x")), vm.parseJsonIntArray(j, _key(i, "g")), vm.parseJsonUint(j, _key(i, "eps"))
            );
            _eq("rmsnorm", i, y, vm.parseJsonIntArray(j, _key(i, "out")));
        }
    }

    function test_matvec() public view {
        string memory j = vm.readFile("testdata/ops/matvec.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256[] memory y = h.matvec(
                vm.parseJsonUint(j, _key(i, "rows")),
                vm.parseJsonUint(j, _key(i, "cols")),
                vm.parseJsonIntArray(j, _key(i, "q")),
                vm.parseJsonIntArray(j, _key(i, "m")),
                Base64.decode(vm.parseJsonString(j, _key(i, "r"))),
                vm.parseJsonIntArray(j, _key(i, "a"))
            );
            _eq("matvec", i, y, vm.parseJsonIntArray(j, _key(i, "out")));
        }
    }

    event log_named_uint(string key, uint256 val);

    /// @notice The matvec kernel alone at the Qwen3-0.6B widths (1,024 and 3,072 columns), its
    /// weights in memory: the gas per 16-weight word and per multiply-add, the figure a
    /// 0.6B-shaped token's gas is made of. Every row is checked against the exact sum.
    function test_gas_matvec_wide() public {
        uint256[2] memory widths = [uint256(1024), 3072];
        for (uint256 k; k < 2; ++k) {
            uint256 cols = widths[k];
            (uint256 gas, int256[] memory out, int256[] memory acc) = h.matvecGas(64, cols, k);
            for (uint256 r; r < 64; ++r) {
                // rsr(acc·2^14, 48) = rsr(acc, 34); |acc| < 3072·2^46 < 2^58, so no clamp binds.
                int256 want = (acc[r] + (1 << 33)) >> 34;
                if (out[r] != want) revert Mismatch("matvec wide", cols, r, out[r], want);
            }
            string memory w = _dec(cols);
            emit log_named_uint(string.concat("matvec 64x", w, " gas"), gas);
            emit log_named_uint(string.concat("matvec 64x", w, " gas per 16-weight word (x100)"), gas * 100 / (4 * cols));
            emit log_named_uint(string.concat("matvec 64x", w, " gas per multiply-add (x1000)"), gas * 1000 / (64 * cols));
        }
    }

    function test_rope() public view {
        string memory j = vm.readFile("testdata/ops/rope.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256[] memory y = h.rope(
                vm.parseJsonIntArray(j, _key(i, "head")),
                vm.parseJsonIntArray(j, _key(i, "cos")),
                vm.parseJsonIntArray(j, _key(i, "sin")),
                vm.parseJsonBool(j, _key(i, "half_split"))
            );
            _eq("rope", i, y, vm.parseJsonIntArray(j, _key(i, "out")));
        }
    }

    function test_swiglu() public view {
        string memory j = vm.readFile("testdata/ops/swiglu.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256[] memory y =
                h.swiglu(hi, lo, log2e, vm.parseJsonIntArray(j, _key(i, "h1")), vm.parseJsonIntArray(j, _key(i, "h3")));
            _eq("swiglu", i, y, vm.parseJsonIntArray(j, _key(i, "out")));
        }
    }

    function test_argmax() public view {
        string memory j = vm.readFile("testdata/ops/argmax.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            uint256 have = h.argmax(vm.parseJsonIntArray(j, _key(i, "x")));
            uint256 want = vm.parseJsonUint(j, _key(i, "out"));
            if (have != want) revert Mismatch("argmax", i, 0, int256(have), int256(want));
        }
    }

    function test_attention() public view {
        string memory j = vm.readFile("testdata/ops/attention.json");
        uint256 n = _count(j);
        require(n > 0);
        for (uint256 i; i < n; ++i) {
            int256[] memory q = vm.parseJsonIntArray(j, _key(i, "q"));
            uint256 T = _count2(j, _key(i, "keys"));
            int256[] memory keys = new int256[](T * q.length);
            int256[] memory values = new int256[](T * q.length);
            for (uint256 t; t < T; ++t) {
                int256[] memory kr = vm.parseJsonIntArray(j, string.concat(_key(i, "keys"), "[", _dec(t), "]"));
                int256[] memory vr = vm.parseJsonIntArray(j, string.concat(_key(i, "values"), "[", _dec(t), "]"));
                for (uint256 e; e < q.length; ++e) {
                    keys[t * q.length + e] = kr[e];
                    values[t * q.length + e] = vr[e];
                }
            }
            int256[] memory want = vm.parseJsonIntArray(j, _key(i, "out"));
            uint256 isq = vm.parseJsonUint(j, _key(i, "isq"));
            _eq("attention", i, h.attention(hi, lo, log2e, isq, q, keys, values, 0), want);
            // With the keys' bound known, as the engine runs it (its clamp-free path where that holds).
            uint256 kmax;
            for (uint256 e; e < keys.length; ++e) {
                uint256 a = uint256(keys[e] < 0 ? -keys[e] : keys[e]);
                if (a >= kmax) kmax = a + 1;
            }
            _eq("attention, keys bounded", i, h.attention(hi, lo, log2e, isq, q, keys, values, kmax), want);
        }
    }

    function _count2(string memory j, string memory key) internal view returns (uint256 n) {
        while (vm.keyExistsJson(j, string.concat(key, "[", _dec(n), "]"))) ++n;
    }
}

/// @notice Standard base64 decoding (Go encodes []byte fields of the vectors this way).
library Base64 {
    function decode(string memory s) internal pure returns (bytes memory out) {
        bytes memory b = bytes(s);
        uint256 pad;
        if (b.length > 0 && b[b.length - 1] == "=") ++pad;
        if (b.length > 1 && b[b.length - 2] == "=") ++pad;
        out = new bytes(b.length / 4 * 3 - pad);
        uint256 o;
        for (uint256 i; i < b.length; i += 4) {
            uint256 v;
            for (uint256 k; k < 4; ++k) v = v << 6 | _val(b[i + k]);
            for (uint256 k; k < 3 && o < out.length; ++k) out[o++] = bytes1(uint8(v >> (16 - 8 * k)));
        }
    }

    function _val(bytes1 c) private pure returns (uint256) {
        uint8 x = uint8(c);
        if (x >= 65 && x <= 90) return x - 65;
        if (x >= 97 && x <= 122) return x - 71;
        if (x >= 48 && x <= 57) return x + 4;
        if (x == 43) return 62;
        if (x == 47) return 63;
        return 0; // '=' padding
    }
}
