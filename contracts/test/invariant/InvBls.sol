// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {G2Point} from "../../src/BlsBn254.sol";

/// @notice BN254 BLS signing for the invariant tests, over the operators of testdata/bls/vectors.json: their
/// secret keys are blsagg's testKey("deepcall/evm-vectors/operator", i) = keccak256(label ‖ uint64be(i)) mod r
/// (blsagg/fixture_test.go), checked against the vectors' pk1 at set-up. σ = (Σ sk)·H(digest) with the ecMul
/// precompile; the signers' G2 aggregate is the sum of the vectors' pk2 (affine G2 addition here: the EVM has
/// no G2 precompile). Nothing of the consumer's or registry's check is stood in: landings go through the
/// real verifyAndUpdate and BlsQuorum pairing check.
library InvBls {
    uint256 internal constant P = 21888242871839275222246405745257275088696311157297823662689037894645226208583;
    uint256 internal constant R = 21888242871839275222246405745257275088548364400416034343698204186575808495617;

    function secretKey(uint256 i) internal pure returns (uint256) {
        return uint256(keccak256(abi.encodePacked("deepcall/evm-vectors/operator", uint64(i)))) % R;
    }

    /// @dev s·(x, y) on G1.
    function mul(uint256 x, uint256 y, uint256 s) internal view returns (uint256 rx, uint256 ry) {
        (bool ok, bytes memory out) = address(0x07).staticcall(abi.encode(x, y, s));
        require(ok && out.length == 64, "ecMul");
        (rx, ry) = abi.decode(out, (uint256, uint256));
    }

    function _sub(uint256 a, uint256 b) private pure returns (uint256) {
        return addmod(a, P - b, P);
    }

    /// @dev (a0 + a1·u)(b0 + b1·u), u² = −1; elements as [real, imaginary].
    function _mul2(uint256[2] memory a, uint256[2] memory b) private pure returns (uint256[2] memory c) {
        c[0] = addmod(mulmod(a[0], b[0], P), P - mulmod(a[1], b[1], P), P);
        c[1] = addmod(mulmod(a[0], b[1], P), mulmod(a[1], b[0], P), P);
    }

    function _inv2(uint256[2] memory a) private view returns (uint256[2] memory c) {
        uint256 t = addmod(mulmod(a[0], a[0], P), mulmod(a[1], a[1], P), P);
        (bool ok, bytes memory out) = address(0x05).staticcall(abi.encode(32, 32, 32, t, P - 2, P));
        require(ok, "modexp");
        uint256 ti = abi.decode(out, (uint256));
        c[0] = mulmod(a[0], ti, P);
        c[1] = mulmod(P - a[1], ti, P);
    }

    /// @dev a + b on G2 (affine; a zero point is the identity; a ≠ ±b). EVM layout: X = [A1, A0].
    function g2Add(G2Point memory a, G2Point memory b) internal view returns (G2Point memory c) {
        if ((a.X[0] | a.X[1] | a.Y[0] | a.Y[1]) == 0) return b;
        uint256[2] memory x1 = [a.X[1], a.X[0]];
        uint256[2] memory y1 = [a.Y[1], a.Y[0]];
        uint256[2] memory x2 = [b.X[1], b.X[0]];
        uint256[2] memory y2 = [b.Y[1], b.Y[0]];
        require(x1[0] != x2[0] || x1[1] != x2[1], "g2Add: a = +-b");
        uint256[2] memory l =
            _mul2([_sub(y2[0], y1[0]), _sub(y2[1], y1[1])], _inv2([_sub(x2[0], x1[0]), _sub(x2[1], x1[1])]));
        uint256[2] memory l2 = _mul2(l, l);
        uint256[2] memory x3 = [_sub(_sub(l2[0], x1[0]), x2[0]), _sub(_sub(l2[1], x1[1]), x2[1])];
        uint256[2] memory y3 = _mul2(l, [_sub(x1[0], x3[0]), _sub(x1[1], x3[1])]);
        y3 = [_sub(y3[0], y1[0]), _sub(y3[1], y1[1])];
        c.X = [x3[1], x3[0]];
        c.Y = [y3[1], y3[0]];
    }
}
