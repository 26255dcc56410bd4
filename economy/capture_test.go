package economy

import (
	"errors"
	"math"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// TestCaptureMatchesTheDraw: Capture's exact odds are what Draw itself
// gives, over 20,000 draws of a committee of 4 among 9 operators of
// unequal stakes, four of them (9 of the 27 stake, a third) the adversary's.
func TestCaptureMatchesTheDraw(t *testing.T) {
	stakes := []uint64{5, 1, 3, 2, 4, 2, 6, 1, 3}
	adversary := []bool{false, true, false, false, true, false, false, true, true}
	const k, draws = 4, 20_000
	odds, err := Capture(stakes, adversary, k, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	cands := candidates(len(stakes), func(i int) *big.Int { return new(big.Int).SetUint64(stakes[i]) })
	bad := map[common.Hash]bool{}
	stakeOf := map[common.Hash]uint64{}
	for i, c := range cands {
		bad[c.ID], stakeOf[c.ID] = adversary[i], stakes[i]
	}
	var land, block int
	for d := range draws {
		var task [32]byte
		big.NewInt(int64(d)).FillBytes(task[:])
		committee, err := Draw(Seed(common.Hash(crypto.Keccak256([]byte("capture"))), task), cands, k)
		if err != nil {
			t.Fatal(err)
		}
		var adv, all uint64
		for _, m := range committee {
			all += stakeOf[m.ID]
			if bad[m.ID] {
				adv += stakeOf[m.ID]
			}
		}
		if 3*adv >= 2*all {
			land++
		}
		if 3*(all-adv) < 2*all {
			block++
		}
	}
	// four standard errors of a 20,000-draw frequency
	near := func(name string, p float64, hits int) {
		f := float64(hits) / draws
		if se := math.Sqrt(p * (1 - p) / draws); math.Abs(f-p) > 4*se+1e-9 {
			t.Errorf("%s: exact %.5f, the draw %.5f over %d", name, p, f, draws)
		}
		t.Logf("%s: exact %.5f, the draw %.5f", name, p, f)
	}
	near("land", odds.Land, land)
	near("block", odds.Block, block)
}

// TestCaptureEqualStakesIsHypergeometric: with equal stakes Capture is the
// hypergeometric tail: a third of 12 operators (4) capture a committee of 4
// at a two-thirds threshold (3 seats) with odds 33/495.
func TestCaptureEqualStakesIsHypergeometric(t *testing.T) {
	stakes := make([]uint64, 12)
	adversary := make([]bool, 12)
	for i := range stakes {
		stakes[i] = 7
		adversary[i] = i%3 == 0
	}
	odds, err := Capture(stakes, adversary, 4, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	want := 33.0 / 495
	if math.Abs(odds.Land-want) > 1e-12 || math.Abs(HypergeometricTail(12, 4, 4, 3)-want) > 1e-12 {
		t.Errorf("land odds %.12f, hypergeometric %.12f, want %.12f", odds.Land, HypergeometricTail(12, 4, 4, 3), want)
	}
	// blocking needs 2 of 4 seats: honest 2 of 4 < two thirds
	if b := HypergeometricTail(12, 4, 4, 2); math.Abs(odds.Block-b) > 1e-12 {
		t.Errorf("block odds %.12f, hypergeometric %.12f", odds.Block, b)
	}
	if SeatsToLand(4, 2, 3) != 3 || SeatsToLand(3, 2, 3) != 2 || SeatsToLand(100, 2, 3) != 67 {
		t.Error("SeatsToLand")
	}
}

// TestCommitteeFor: the committee a bound needs grows with the bound and
// meets it; a whole set the adversary cannot capture needs no more.
func TestCommitteeFor(t *testing.T) {
	prev := 0
	for _, eps := range []float64{1e-3, 1e-6, 1e-9} {
		k := CommitteeFor(300, 100, eps, 2, 3)
		if k == 0 || k < prev || HypergeometricTail(300, 100, k, SeatsToLand(k, 2, 3)) > eps {
			t.Errorf("eps %g: committee %d", eps, k)
		}
		if k > 1 && HypergeometricTail(300, 100, k-1, SeatsToLand(k-1, 2, 3)) <= eps {
			t.Errorf("eps %g: %d is not the smallest", eps, k)
		}
		prev = k
	}
	if k := CommitteeFor(12, 8, 1e-9, 2, 3); k != 0 {
		t.Errorf("an adversary with two thirds of the operators: committee %d, want none", k)
	}
}

func TestCaptureRefuses(t *testing.T) {
	for name, c := range map[string]struct {
		stakes []uint64
		adv    []bool
		k      int
	}{
		"no operators":      {nil, nil, 1},
		"marks":             {[]uint64{1, 2}, []bool{true}, 1},
		"committee of 0":    {[]uint64{1, 2}, []bool{true, false}, 0},
		"committee too big": {[]uint64{1, 2}, []bool{true, false}, 3},
		"zero stake":        {[]uint64{1, 0}, []bool{true, false}, 1},
		"too many":          {make([]uint64, MaxCaptureOperators+1), make([]bool, MaxCaptureOperators+1), 1},
	} {
		if _, err := Capture(c.stakes, c.adv, c.k, 2, 3); !errors.Is(err, ErrCaptureInput) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
