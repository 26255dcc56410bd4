package economy

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
)

// TestSignedAcceptance: an acceptance travels as JSON and checks only as
// its operator's for its market, chain, task and deadline; a replay onto
// another task or deadline, another signer's name, the malleable twin or
// a cut signature is ErrForgedAcceptance.
func TestSignedAcceptance(t *testing.T) {
	key := simchain.AccountKey(1)
	op := crypto.PubkeyToAddress(key.PublicKey)
	market := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	input := [32]byte(crypto.Keccak256([]byte("task")))
	a, err := Accept(key, 31337, market, input, 120)
	if err != nil {
		t.Fatal(err)
	}
	good := a.Signed(op)
	back, err := good.Acceptance(31337, market)
	if err != nil || back != a {
		t.Fatalf("round trip: %+v, %v; want %+v", back, err, a)
	}
	mut := func(f func(*SignedAcceptance)) SignedAcceptance {
		s := good
		s.Signature = append([]byte(nil), good.Signature...)
		f(&s)
		return s
	}
	// s' = n − s with the other v is the same signature's twin
	twin := mut(func(s *SignedAcceptance) {
		n := crypto.S256().Params().N
		sv := new(big.Int).Sub(n, new(big.Int).SetBytes(s.Signature[32:64]))
		sv.FillBytes(s.Signature[32:64])
		s.Signature[64] ^= 1
	})
	for name, c := range map[string]struct {
		s       SignedAcceptance
		chainID uint64
		market  common.Address
	}{
		"another task":     {mut(func(s *SignedAcceptance) { s.Input[0] ^= 1 }), 31337, market},
		"another deadline": {mut(func(s *SignedAcceptance) { s.Deadline++ }), 31337, market},
		"another operator": {mut(func(s *SignedAcceptance) { s.Operator = common.Address{1} }), 31337, market},
		"another market":   {good, 31337, common.Address{2}},
		"another chain":    {good, 1, market},
		"malleable twin":   {twin, 31337, market},
		"cut signature":    {mut(func(s *SignedAcceptance) { s.Signature = s.Signature[:64] }), 31337, market},
		"bad v":            {mut(func(s *SignedAcceptance) { s.Signature[64] = 1 }), 31337, market},
	} {
		if _, err := c.s.Acceptance(c.chainID, c.market); !errors.Is(err, ErrForgedAcceptance) {
			t.Errorf("%s: %v, want ErrForgedAcceptance", name, err)
		}
	}
}

// TestSettleCalldataRefuses: calldata that is no landing is ErrNotALanding.
func TestSettleCalldataRefuses(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":     nil,
		"short":     {1, 2},
		"unknown":   {0xde, 0xad, 0xbe, 0xef, 0},
		"request":   consumerABI.Methods["request"].ID,
		"truncated": append(append([]byte(nil), consumerABI.Methods["verifyAndUpdateBatch"].ID...), 0, 0, 0),
	} {
		if _, _, err := SettleCalldata(data); !errors.Is(err, ErrNotALanding) {
			t.Errorf("%s: %v, want ErrNotALanding", name, err)
		}
	}
}
