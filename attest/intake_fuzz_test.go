package attest

import (
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
)

// FuzzIntakeAdd: any body is taken whole (as many attestations as its
// header says) or refused with a named error and adds nothing.
func FuzzIntakeAdd(f *testing.F) {
	kp := simchain.OperatorBLSKey(0)
	addr := crypto.PubkeyToAddress(simchain.OperatorKey(0).PublicKey)
	pk := blsagg.PubG2(kp)
	sign := func(d [32]byte) blsagg.G1 { return blsagg.Sign(kp, d) }
	atts := sampleAttestations(3, 3)
	for i := range atts {
		atts[i].Operator = addr
	}
	good, err := EncodeBody(sign, &testContext, addr, 3, atts)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:fixedLen])
	f.Add(good[:len(good)-1])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, body []byte) {
		in, err := NewIntake(map[common.Address]*blsagg.G2{addr: &pk}, testContext, 3, true, nil)
		if err != nil {
			t.Fatal(err)
		}
		n, err := in.Add(body)
		sealed := in.Seal(1)
		leaves, kept := sealed.Leaves, sealed.Atts
		if err != nil {
			if !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnknownOperator) && !errors.Is(err, ErrBadSignature) && !errors.Is(err, ErrWrongEpoch) && !errors.Is(err, ErrReplayed) {
				t.Fatalf("unnamed error %v", err)
			}
			if n != 0 || len(leaves) != 0 || len(kept) != 0 {
				t.Fatalf("refused body (%v) added %d leaves", err, len(leaves))
			}
			return
		}
		if n == 0 || n != len(leaves) || n != len(kept) {
			t.Fatalf("took %d, sealed %d leaves and %d attestations", n, len(leaves), len(kept))
		}
	})
}
