package bindings

import (
	"math/big"

	"github.com/deepcall/deepcall/blsagg"
)

// This file is written by hand, beside the generated bindings: the one
// conversion of blsagg's BN254 points to the structs every binding takes.

// G1PointOf is p as the contracts take it (BN254.G1Point): its affine
// coordinates; the point at infinity is (0, 0), as blsagg.MarshalG1.
func G1PointOf(p *blsagg.G1) G1Point {
	return G1Point{X: p.X.BigInt(new(big.Int)), Y: p.Y.BigInt(new(big.Int))}
}

// G2PointOf is p as the contracts take it (BN254.G2Point): each coordinate
// imaginary part first, the order of the EVM's pairing precompile and of
// blsagg.MarshalG2.
func G2PointOf(p *blsagg.G2) G2Point {
	return G2Point{
		X: [2]*big.Int{p.X.A1.BigInt(new(big.Int)), p.X.A0.BigInt(new(big.Int))},
		Y: [2]*big.Int{p.Y.A1.BigInt(new(big.Int)), p.Y.A0.BigInt(new(big.Int))},
	}
}
