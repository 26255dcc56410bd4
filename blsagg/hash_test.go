package blsagg

import (
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
)

// hashToG1Spec is the on-chain algorithm written out with big integers:
// x = m mod p, increment until x³+3 is a square, y = (x³+3)^((p+1)/4).
func hashToG1Spec(m [32]byte) (x, y *big.Int, tries int) {
	p := fp.Modulus()
	e := new(big.Int).Rsh(new(big.Int).Add(p, big.NewInt(1)), 2)
	x = new(big.Int).Mod(new(big.Int).SetBytes(m[:]), p)
	for tries = 1; ; tries++ {
		beta := new(big.Int).Exp(x, big.NewInt(3), p)
		beta.Add(beta, big.NewInt(3)).Mod(beta, p)
		y = new(big.Int).Exp(beta, e, p)
		if new(big.Int).Exp(y, big.NewInt(2), p).Cmp(beta) == 0 {
			return x, y, tries
		}
		x.Add(x, big.NewInt(1)).Mod(x, p)
	}
}

func TestHashToG1MatchesOnChainAlgorithm(t *testing.T) {
	var ff [32]byte
	for i := range ff {
		ff[i] = 0xff
	}
	digests := [][32]byte{{}, ff, digestOf("a"), digestOf("b")}
	seen := map[int]bool{}
	for i := 0; i < 64; i++ {
		digests = append(digests, digestOf(string(rune('A'+i))))
	}
	for _, m := range digests {
		x, y, tries := hashToG1Spec(m)
		seen[tries] = true
		h := HashToG1(m)
		if h.X.BigInt(new(big.Int)).Cmp(x) != 0 || h.Y.BigInt(new(big.Int)).Cmp(y) != 0 {
			t.Fatalf("HashToG1(%x) differs from the on-chain algorithm", m)
		}
		if !h.IsOnCurve() {
			t.Fatal("off curve")
		}
	}
	if !seen[1] || !seen[2] {
		t.Fatalf("vectors should cover one and several tries: %v", seen)
	}
}
