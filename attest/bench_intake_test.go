package attest

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
)

// BenchmarkIntakeAdd4096: encoding (leaves, 16 batch signatures) and
// taking (leaves, batch digests, one batched pairing check) a full body.
func BenchmarkIntakeAdd4096(b *testing.B) {
	kp := simchain.OperatorBLSKey(0)
	addr := crypto.PubkeyToAddress(simchain.OperatorKey(0).PublicKey)
	pk := blsagg.PubG2(kp)
	atts := sampleAttestations(4096, 3)
	for i := range atts {
		atts[i].Operator = addr
	}
	sign := func(d [32]byte) blsagg.G1 { return blsagg.Sign(kp, d) }
	b.Run("encode", func(b *testing.B) {
		for b.Loop() {
			if _, err := EncodeBody(sign, &testContext, addr, 3, atts); err != nil {
				b.Fatal(err)
			}
		}
	})
	body, _ := EncodeBody(sign, &testContext, addr, 3, atts)
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			in, _ := NewIntake(map[common.Address]*blsagg.G2{addr: &pk}, testContext, 3, false, nil)
			if _, err := in.Add(body); err != nil {
				b.Fatal(err)
			}
		}
	})
}
