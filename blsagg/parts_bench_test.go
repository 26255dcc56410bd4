package blsagg

// Component costs of one 2,000-signature batch check.

import (
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
)

func BenchmarkPartMSMG1(b *testing.B) {
	f := sharedFixture(b)
	_, sigs := batchInput(f, digestOf("x"))
	r := scalars(randomWords(len(sigs), batchBits))
	b.ResetTimer()
	for b.Loop() {
		var s G1
		s.MultiExp(sigs, r, ecc.MultiExpConfig{})
	}
}

func BenchmarkPartMSMG2(b *testing.B) {
	f := sharedFixture(b)
	pks := make([]G2, len(f.regs))
	for i := range pks {
		pks[i] = f.regs[i].PubG2
	}
	r := scalars(randomWords(len(pks), batchBits))
	b.ResetTimer()
	for b.Loop() {
		var s G2
		s.MultiExp(pks, r, ecc.MultiExpConfig{})
	}
}

func BenchmarkPartPairing2(b *testing.B) {
	h := HashToG1(digestOf("x"))
	for b.Loop() {
		bn254.PairingCheck([]G1{h, h}, []G2{g2Gen, negG2Gen})
	}
}
