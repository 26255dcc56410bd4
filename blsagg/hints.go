package blsagg

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
)

// ErrBadHashHints: hash-to-G1 hints that do not prove HashToG1(digest).
var ErrBadHashHints = errors.New("blsagg: hash-to-G1 hints do not check")

var (
	fpModulus = fp.Modulus()
	// sqrtExp is (p + 1) / 4: β^sqrtExp is a square root of β whenever β is a square (p ≡ 3 mod 4).
	sqrtExp = new(big.Int).Rsh(new(big.Int).Add(fp.Modulus(), big.NewInt(1)), 2)
)

// HashToG1Hints are the words with which BlsBn254.hashToG1Hinted checks
// HashToG1(digest) on chain with MULMOD alone instead of one MODEXP square
// root per try. With x₀ = digest mod p, xᵢ = x₀ + i and βᵢ = xᵢ³ + 3, for a
// digest accepted at try k (0-based) they are z₀ … z_{k−1}, y, w:
//
//   - zᵢ² ≡ −βᵢ for each rejected try: −1 is a non-residue (p ≡ 3 mod 4), so
//     a square −βᵢ ≠ 0 proves βᵢ is not a square;
//   - y² ≡ β_k with y < p: the point's Y;
//   - w² ≡ y: of the two roots ±y of β_k exactly one is a square (−1 is a
//     non-residue), and β_k^((p+1)/4), the root the unhinted algorithm takes,
//     is one: its Legendre symbol is (β_k^((p−1)/2))^((p+1)/4) = 1. So the
//     hinted point is bit for bit HashToG1's.
//
// Most digests need one or two tries: two or three words.
func HashToG1Hints(digest [32]byte) []*big.Int {
	p := fpModulus
	x := new(big.Int).Mod(new(big.Int).SetBytes(digest[:]), p)
	var hints []*big.Int
	for {
		beta := curveRHS(x)
		if beta.Sign() == 0 || big.Jacobi(beta, p) == 1 {
			y := new(big.Int).Exp(beta, sqrtExp, p)
			w := new(big.Int).Exp(y, sqrtExp, p)
			return append(hints, y, w)
		}
		negBeta := new(big.Int).Sub(p, beta)
		hints = append(hints, new(big.Int).Exp(negBeta, sqrtExp, p))
		x.Add(x, big.NewInt(1)).Mod(x, p)
	}
}

// CheckHashToG1Hints runs BlsBn254.hashToG1Hinted's checks off chain and
// returns the point they prove, so that a submitter can refuse hints the
// contract would refuse. It fails with ErrBadHashHints.
func CheckHashToG1Hints(digest [32]byte, hints []*big.Int) (G1, error) {
	p := fpModulus
	if len(hints) < 2 {
		return G1{}, fmt.Errorf("%w: %d words, want at least 2", ErrBadHashHints, len(hints))
	}
	sq := func(v *big.Int) *big.Int { return new(big.Int).Exp(v, big.NewInt(2), p) }
	x := new(big.Int).Mod(new(big.Int).SetBytes(digest[:]), p)
	k := len(hints) - 2
	for i, z := range hints[:k] {
		beta := curveRHS(x)
		if z.Sign() < 0 || beta.Sign() == 0 || new(big.Int).Mod(new(big.Int).Add(sq(z), beta), p).Sign() != 0 {
			return G1{}, fmt.Errorf("%w: try %d is not proven a non-residue", ErrBadHashHints, i)
		}
		x.Add(x, big.NewInt(1)).Mod(x, p)
	}
	y, w := hints[k], hints[k+1]
	if y.Sign() < 0 || y.Cmp(p) >= 0 || w.Sign() < 0 || sq(y).Cmp(curveRHS(x)) != 0 || sq(w).Cmp(y) != 0 {
		return G1{}, fmt.Errorf("%w: try %d has no square root y that is itself a square", ErrBadHashHints, k)
	}
	var h G1
	h.X.SetBigInt(x)
	h.Y.SetBigInt(y)
	return h, nil
}

// curveRHS is x³ + 3 mod p.
func curveRHS(x *big.Int) *big.Int {
	b := new(big.Int).Exp(x, big.NewInt(3), fpModulus)
	return b.Add(b, big.NewInt(3)).Mod(b, fpModulus)
}
