// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// @notice A BN254 G1 point in the precompile layout (EIP-196): X, Y. The point at infinity is (0, 0).
struct G1Point {
    uint256 X;
    uint256 Y;
}

/// @notice A BN254 G2 point in the precompile layout (EIP-197), imaginary part first:
/// X = [X.A1, X.A0], Y = [Y.A1, Y.A0] — EigenLayer's BN254.G2Point, and blsagg.MarshalG2.
struct G2Point {
    uint256[2] X;
    uint256[2] Y;
}

/// @title BlsBn254
/// @notice The BN254 pieces of deepcall's BLS quorum, on the precompiles 0x05 (MODEXP), 0x06 (ECADD),
/// 0x07 (ECMUL) and 0x08 (pairing). The scheme is EigenLayer's (and package blsagg's): σ = sk·H(m) in G1,
/// public keys pk1 = sk·g1 and pk2 = sk·g2, H the try-and-increment hash to G1.
library BlsBn254 {
    /// @dev Base field modulus p.
    uint256 internal constant P = 21888242871839275222246405745257275088696311157297823662689037894645226208583;
    /// @dev Group order r (γ scalars are reduced modulo r).
    uint256 internal constant R = 21888242871839275222246405745257275088548364400416034343698204186575808495617;
    /// @dev (p + 1) / 4: y = β^((p+1)/4) is a square root of β whenever one exists (p ≡ 3 mod 4).
    uint256 internal constant SQRT_EXP = 0xc19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f52;

    // −g2, the negated G2 generator, in precompile order (X.A1, X.A0, Y.A1, Y.A0).
    uint256 internal constant NEG_G2_X1 = 11559732032986387107991004021392285783925812861821192530917403151452391805634;
    uint256 internal constant NEG_G2_X0 = 10857046999023057135944570762232829481370756359578518086990519993285655852781;
    uint256 internal constant NEG_G2_Y1 = 17805874995975841540914202342111839520379459829704422454583296818431106115052;
    uint256 internal constant NEG_G2_Y0 = 13392588948715843804641432497768002650278120570034223513918757245338268106653;

    /// @notice A point given to ECADD/ECMUL is not on the curve (or has a coordinate ≥ p).
    error InvalidG1Point();

    /// @notice EigenLayer's BN254.hashToG1: x = m mod p; while x³ + 3 is not a square, x = x + 1 mod p;
    /// y = (x³ + 3)^((p+1)/4) mod p (this root, not its negation). One MODEXP per try; most
    /// digests need one or two tries.
    function hashToG1(bytes32 m) internal view returns (uint256 x, uint256 y) {
        uint256 fp = P; // on the stack, not copied from code at each use
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, 0x20)
            mstore(add(f, 0x20), 0x20)
            mstore(add(f, 0x40), 0x20)
            mstore(add(f, 0x80), SQRT_EXP)
            mstore(add(f, 0xa0), fp)
            x := mod(m, fp)
            for {} 1 {} {
                let beta := addmod(mulmod(mulmod(x, x, fp), x, fp), 3, fp)
                mstore(add(f, 0x60), beta)
                if iszero(staticcall(gas(), 0x05, f, 0xc0, f, 0x20)) { revert(0, 0) }
                y := mload(f)
                if eq(mulmod(y, y, fp), beta) { break }
                // The MODEXP output overwrote the base-length word; restore it.
                mstore(f, 0x20)
                x := addmod(x, 1, fp)
            }
        }
    }

    /// @notice Hash-to-G1 hints that do not prove hashToG1 of the digest (see hashToG1Hinted).
    error BadHashToG1Hints();

    /// @notice hashToG1(m), checked against hints with MULMOD instead of a MODEXP square root per try
    /// (blsagg.HashToG1Hints computes them). For the tries x = m mod p, x + 1, … and β = x³ + 3, `hints` is
    /// z₀ … z_{k−1}, y, w: each rejected try proves β ≠ 0 a non-square with z² ≡ −β (−1 is a non-residue
    /// as p ≡ 3 mod 4), and the accepted one gives y < p with y² ≡ β and w² ≡ y. Of the roots ±y exactly
    /// one is a square, and β^((p+1)/4), hashToG1's root, is one (its Legendre symbol is
    /// (β^((p−1)/2))^((p+1)/4) = 1), so the point is hashToG1's, bit for bit. Reverts BadHashToG1Hints
    /// otherwise; a wrong try count cannot pass, since each try is either proven a non-square or a square.
    function hashToG1Hinted(bytes32 m, uint256[] calldata hints) internal pure returns (uint256 x, uint256 y) {
        bool ok;
        // p on the stack: the optimizer would otherwise copy the 32-byte literal from code at each use.
        uint256 fp = P;
        assembly ("memory-safe") {
            if gt(hints.length, 1) {
                x := mod(m, fp)
                let p := hints.offset
                let last := add(p, shl(5, sub(hints.length, 2)))
                ok := 1
                for {} lt(p, last) { p := add(p, 0x20) } {
                    let beta := addmod(mulmod(mulmod(x, x, fp), x, fp), 3, fp)
                    let z := calldataload(p)
                    // fails unless β ≠ 0 and z² + β ≡ 0
                    if or(iszero(beta), addmod(mulmod(z, z, fp), beta, fp)) {
                        ok := 0
                        break
                    }
                    x := addmod(x, 1, fp)
                }
                if ok {
                    let beta := addmod(mulmod(mulmod(x, x, fp), x, fp), 3, fp)
                    y := calldataload(p)
                    let w := calldataload(add(p, 0x20))
                    ok := and(lt(y, fp), and(eq(mulmod(y, y, fp), beta), eq(mulmod(w, w, fp), y)))
                }
            }
        }
        if (!ok) revert BadHashToG1Hints();
    }

    /// @notice a + b on G1 (reverts InvalidG1Point on a point off the curve).
    function add(uint256 ax, uint256 ay, uint256 bx, uint256 by) internal view returns (uint256 x, uint256 y) {
        bool ok;
        assembly ("memory-safe") {
            let f := mload(0x40)
            mstore(f, ax)
            mstore(add(f, 0x20), ay)
            mstore(add(f, 0x40), bx)
            mstore(add(f, 0x60), by)
            ok := staticcall(gas(), 0x06, f, 0x80, f, 0x40)
            x := mload(f)
            y := mload(add(f, 0x20))
        }
        if (!ok) revert InvalidG1Point();
    }

    /// @notice −y mod p (the Y coordinate of −(x, y)).
    function negY(uint256 y) internal pure returns (uint256) {
        return y == 0 ? 0 : P - (y % P);
    }

    /// @notice EigenLayer's BN254.hashG1Point, the operator id (pubkeyHash): keccak256(X ‖ Y).
    function hashG1(uint256 x, uint256 y) internal pure returns (bytes32 h) {
        assembly ("memory-safe") {
            mstore(0x00, x)
            mstore(0x20, y)
            h := keccak256(0x00, 0x40)
        }
    }

    /// @notice The γ-combined check of EigenLayer's BLSApkRegistry (proof of possession) and
    /// BLSSignatureChecker.trySignatureAndApkVerification: e(s + γ·a, −g2) · e(h + γ·g1, b) = 1,
    /// which holds (but for negligible probability over γ) exactly when s = sk·h and a = sk·g1 for
    /// the sk with b = sk·g2.
    /// @param w twelve words, overwritten: [0,1] s, [2,3] a, [4] γ (< r), [5] unused, [6,7] h, [8..11] b (X.A1, X.A0, Y.A1, Y.A0).
    /// @return ok false when the equation fails or a precompile rejects a point (off the curve,
    /// a coordinate ≥ p, b outside the G2 subgroup).
    function combinedPairing(uint256[12] memory w) internal view returns (bool ok) {
        assembly ("memory-safe") {
            // A precompile that rejects its input burns the gas it was given; stop at the first one.
            function run(w_, f) -> r {
                let g := mload(add(w_, 0x80))
                // f ← γ·a; w[0,1] ← s + γ·a
                mstore(f, mload(add(w_, 0x40)))
                mstore(add(f, 0x20), mload(add(w_, 0x60)))
                mstore(add(f, 0x40), g)
                if iszero(staticcall(gas(), 0x07, f, 0x60, f, 0x40)) { leave }
                mstore(add(f, 0x40), mload(w_))
                mstore(add(f, 0x60), mload(add(w_, 0x20)))
                if iszero(staticcall(gas(), 0x06, f, 0x80, w_, 0x40)) { leave }
                // f ← γ·g1; w[6,7] ← h + γ·g1
                mstore(f, 1)
                mstore(add(f, 0x20), 2)
                mstore(add(f, 0x40), g)
                if iszero(staticcall(gas(), 0x07, f, 0x60, f, 0x40)) { leave }
                mstore(add(f, 0x40), mload(add(w_, 0xc0)))
                mstore(add(f, 0x60), mload(add(w_, 0xe0)))
                if iszero(staticcall(gas(), 0x06, f, 0x80, add(w_, 0xc0), 0x40)) { leave }
                // w[2..5] ← −g2: the pairing input is (s + γa, −g2), (h + γg1, b)
                mstore(add(w_, 0x40), 11559732032986387107991004021392285783925812861821192530917403151452391805634)
                mstore(add(w_, 0x60), 10857046999023057135944570762232829481370756359578518086990519993285655852781)
                mstore(add(w_, 0x80), 17805874995975841540914202342111839520379459829704422454583296818431106115052)
                mstore(add(w_, 0xa0), 13392588948715843804641432497768002650278120570034223513918757245338268106653)
                if iszero(staticcall(gas(), 0x08, w_, 0x180, f, 0x20)) { leave }
                r := eq(mload(f), 1)
            }
            ok := run(w, mload(0x40))
        }
    }
}
