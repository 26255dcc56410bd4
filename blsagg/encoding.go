package blsagg

import (
	"errors"
	"fmt"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
)

// G1 and G2 are BN254 points in affine form (gnark-crypto's types, the same
// ones eigensdk-go's crypto/bls wraps).
type (
	G1 = bn254.G1Affine
	G2 = bn254.G2Affine
)

// Encoded sizes, in the layout of the EVM precompiles (EIP-196/197).
const (
	G1Len = 64
	G2Len = 128
)

// Point decoding and checking errors.
var (
	ErrPointLength  = errors.New("blsagg: wrong encoded point length")
	ErrNonCanonical = errors.New("blsagg: coordinate not below the field modulus")
	ErrNotOnCurve   = errors.New("blsagg: point not on the curve")
	ErrNotInGroup   = errors.New("blsagg: G2 point outside the prime-order subgroup")
	ErrInfinity     = errors.New("blsagg: point at infinity")
)

// MarshalG1 encodes p as the EVM does: X ‖ Y, 32-byte big-endian each; the
// point at infinity is 64 zero bytes.
func MarshalG1(p *G1) [G1Len]byte {
	var b [G1Len]byte
	fp.BigEndian.PutElement((*[32]byte)(b[0:32]), p.X)
	fp.BigEndian.PutElement((*[32]byte)(b[32:64]), p.Y)
	return b
}

// MarshalG2 encodes p as the EVM pairing precompile and EigenLayer's
// BN254.G2Point do: X.A1 ‖ X.A0 ‖ Y.A1 ‖ Y.A0 (imaginary part first), 32-byte
// big-endian each. Note that eigensdk-go's G2Point.Serialize uses the other
// order (A0 first); this one is what Solidity sees.
func MarshalG2(p *G2) [G2Len]byte {
	var b [G2Len]byte
	fp.BigEndian.PutElement((*[32]byte)(b[0:32]), p.X.A1)
	fp.BigEndian.PutElement((*[32]byte)(b[32:64]), p.X.A0)
	fp.BigEndian.PutElement((*[32]byte)(b[64:96]), p.Y.A1)
	fp.BigEndian.PutElement((*[32]byte)(b[96:128]), p.Y.A0)
	return b
}

// ParseG1 decodes a [MarshalG1] encoding and checks it: canonical
// coordinates, on the curve, not infinity. G1 has cofactor 1, so a point on
// the curve is in the group. Use it for signatures and G1 public keys.
func ParseG1(b []byte) (G1, error) {
	var p G1
	if len(b) != G1Len {
		return p, fmt.Errorf("%w: %d bytes, want %d", ErrPointLength, len(b), G1Len)
	}
	var err error
	if p.X, err = fp.BigEndian.Element((*[32]byte)(b[0:32])); err != nil {
		return G1{}, ErrNonCanonical
	}
	if p.Y, err = fp.BigEndian.Element((*[32]byte)(b[32:64])); err != nil {
		return G1{}, ErrNonCanonical
	}
	return p, CheckG1(&p)
}

// ParseG2 decodes a [MarshalG2] encoding and checks it: canonical
// coordinates, on the twist, in the prime-order subgroup, not infinity.
func ParseG2(b []byte) (G2, error) {
	var p G2
	if len(b) != G2Len {
		return p, fmt.Errorf("%w: %d bytes, want %d", ErrPointLength, len(b), G2Len)
	}
	dst := []*fp.Element{&p.X.A1, &p.X.A0, &p.Y.A1, &p.Y.A0}
	for i, e := range dst {
		v, err := fp.BigEndian.Element((*[32]byte)(b[32*i : 32*i+32]))
		if err != nil {
			return G2{}, ErrNonCanonical
		}
		*e = v
	}
	return p, CheckG2(&p)
}

// CheckG1 reports why p is not a usable signature or G1 key, or nil.
func CheckG1(p *G1) error {
	switch {
	case p.IsInfinity():
		return ErrInfinity
	case !p.IsOnCurve():
		return ErrNotOnCurve
	}
	return nil
}

// CheckG2 reports why p is not a usable G2 key, or nil.
func CheckG2(p *G2) error {
	switch {
	case p.IsInfinity():
		return ErrInfinity
	case !p.IsOnCurve():
		return ErrNotOnCurve
	case !p.IsInSubGroup():
		return ErrNotInGroup
	}
	return nil
}
