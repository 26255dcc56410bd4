package blsagg

import (
	"errors"
	"fmt"
	"math/big"
	"testing"
)

// The hinted hash proves exactly HashToG1's point, over digests that need one
// to several tries.
func TestHashToG1HintsMatchHashToG1(t *testing.T) {
	triesSeen := map[int]int{}
	for i := 0; i < 2000; i++ {
		m := digestOf(fmt.Sprintf("hint %d", i))
		hints := HashToG1Hints(m)
		_, _, tries := hashToG1Spec(m)
		if len(hints) != tries+1 {
			t.Fatalf("digest %x: %d hint words for %d tries", m, len(hints), tries)
		}
		triesSeen[tries]++
		got, err := CheckHashToG1Hints(m, hints)
		if err != nil {
			t.Fatalf("digest %x: %v", m, err)
		}
		if want := HashToG1(m); !got.Equal(&want) {
			t.Fatalf("digest %x: hinted point differs from HashToG1", m)
		}
	}
	if triesSeen[1] == 0 || triesSeen[2] == 0 || triesSeen[4] == 0 {
		t.Fatalf("digests should cover one, two and four tries: %v", triesSeen)
	}
}

// Every way to tamper with the hints is refused: the other root −y, a
// skipped or invented try, a wrong non-residue proof, a non-canonical y.
func TestHashToG1HintsRefused(t *testing.T) {
	p := fpModulus
	var several [32]byte // a digest with at least two tries
	for i := 0; ; i++ {
		several = digestOf(fmt.Sprintf("several %d", i))
		if len(HashToG1Hints(several)) >= 3 {
			break
		}
	}
	good := HashToG1Hints(several)
	k := len(good) - 2
	clone := func() []*big.Int {
		c := make([]*big.Int, len(good))
		for i, v := range good {
			c[i] = new(big.Int).Set(v)
		}
		return c
	}
	cases := []struct {
		name string
		edit func([]*big.Int) []*big.Int
	}{
		{"other root", func(h []*big.Int) []*big.Int {
			h[k].Sub(p, h[k])
			h[k+1] = new(big.Int).Exp(h[k], sqrtExp, p) // −y is no square: no w exists
			return h
		}},
		{"y plus p", func(h []*big.Int) []*big.Int { h[k].Add(h[k], p); return h }},
		{"w wrong", func(h []*big.Int) []*big.Int { h[k+1].Add(h[k+1], big.NewInt(1)); return h }},
		{"z wrong", func(h []*big.Int) []*big.Int { h[0].Add(h[0], big.NewInt(1)); return h }},
		{"try skipped", func(h []*big.Int) []*big.Int { return h[1:] }},
		{"try invented", func(h []*big.Int) []*big.Int { return append([]*big.Int{big.NewInt(0)}, h...) }},
		{"too short", func(h []*big.Int) []*big.Int { return h[k+1:] }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := CheckHashToG1Hints(several, c.edit(clone())); !errors.Is(err, ErrBadHashHints) {
				t.Fatalf("accepted or wrong error: %v", err)
			}
		})
	}
}
