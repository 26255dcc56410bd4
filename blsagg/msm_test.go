package blsagg

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
)

// want is Σ sᵢ·keys[idx[i]] by gnark's multi-scalar multiplication.
func wantSum(t *testing.T, keys []G2, idx []int, lo, hi []uint64) G2 {
	t.Helper()
	pts := make([]G2, len(idx))
	sc := make([]fr.Element, len(idx))
	for k, i := range idx {
		pts[k] = keys[i]
		var w [16]byte
		binary.BigEndian.PutUint64(w[:8], hi[k])
		binary.BigEndian.PutUint64(w[8:], lo[k])
		sc[k].SetBytes(w[:])
	}
	var p G2
	if _, err := p.MultiExp(pts, sc, ecc.MultiExpConfig{}); err != nil {
		t.Fatal(err)
	}
	return p
}

// The table's sum equals the plain multi-scalar multiplication: random
// scalars over the set's keys, scalars at the digit edges, keys repeated
// (a bucket doubles) and a key with its negation (a bucket empties).
func TestKeyTableSum(t *testing.T) {
	f := newFixture(t, 300, nil)
	keys := make([]G2, f.set.Len())
	for i := range keys {
		keys[i] = f.set.ops[i].PubG2
	}
	var neg G2
	neg.Neg(&keys[0])
	var dbl G2
	dbl.Add(&keys[1], &keys[1])
	odd := append(append([]G2{}, keys[:4]...), neg, dbl)
	edge := []uint64{0, 1, 2, 1<<(tableC-1) - 1, 1 << (tableC - 1), 1<<tableC - 1, 1 << tableC, 1<<63 + 1<<(tableC-1), math.MaxUint64}
	cases := []struct {
		name   string
		keys   []G2
		idx    []int
		lo, hi []uint64
	}{}
	for _, n := range []int{1, 2, 3, 64, 300} {
		idx := make([]int, n)
		for i := range idx {
			idx[i] = i
		}
		lo, hi := randomWords(n, 128)
		cases = append(cases, struct {
			name   string
			keys   []G2
			idx    []int
			lo, hi []uint64
		}{"random", keys, idx, lo, hi})
	}
	var elo, ehi []uint64
	var eidx []int
	for i, a := range edge {
		for j, b := range edge {
			if a|b == 0 {
				continue
			}
			elo, ehi, eidx = append(elo, a), append(ehi, b), append(eidx, (i*len(edge)+j)%len(keys))
		}
	}
	cases = append(cases, struct {
		name   string
		keys   []G2
		idx    []int
		lo, hi []uint64
	}{"digit edges", keys, eidx, elo, ehi})
	// keys 0 and its negation (4) with one scalar: every bucket they share empties; key 1 twice and 2·key1 (5)
	same := []uint64{0x0123456789abcdef, 0x0123456789abcdef, 0x0123456789abcdef, 0x0123456789abcdef, 0x0123456789abcdef}
	cases = append(cases, struct {
		name   string
		keys   []G2
		idx    []int
		lo, hi []uint64
	}{"equal points", odd, []int{0, 4, 1, 1, 5}, same, same})
	for _, c := range cases {
		tab := newKeyTable(c.keys)
		w := wantSum(t, c.keys, c.idx, c.lo, c.hi)
		// Shares split the keys anywhere, including between a point and
		// its negation: every split must give the same sum.
		for _, parts := range []int{1, 2, 3} {
			got := tab.sum(c.idx, c.lo, c.hi, parts)
			var g G2
			g.FromJacobian(&got)
			if !g.Equal(&w) {
				t.Fatalf("%s (%d keys, %d shares): table sum differs from the multi-scalar multiplication", c.name, len(c.idx), parts)
			}
		}
	}
	// A key and its negation under one scalar sum to nothing.
	tab := newKeyTable(odd)
	if got := tab.sum([]int{0, 4}, same[:2], same[:2], 1); !got.Z.IsZero() {
		t.Fatal("k·P + k·(−P) is not the point at infinity")
	}
}

func TestSignedDigits(t *testing.T) {
	for _, v := range [][2]uint64{{0, 0}, {1, 0}, {1<<(tableC-1) - 1, 0}, {1 << (tableC - 1), 0}, {math.MaxUint64, math.MaxUint64}, {0x8000000000000000, 0x8000000000000000}} {
		var ds [tableWindows]int32
		signedDigits(v[0], v[1], &ds)
		// Σ d_w·2^(c·w) mod 2^128 must give the value back, each digit in range
		var lo, hi uint64
		for w := tableWindows - 1; w >= 0; w-- {
			d := ds[w]
			if d < -(1<<(tableC-1)) || d >= 1<<(tableC-1) {
				t.Fatalf("%x: digit %d = %d out of range", v, w, d)
			}
			// (hi, lo) = (hi, lo)·2^c + d
			hi = hi<<tableC | lo>>(64-tableC)
			lo <<= tableC
			if d >= 0 {
				var c uint64
				lo, c = addc(lo, uint64(d))
				hi += c
			} else {
				var b uint64
				lo, b = subc(lo, uint64(-d))
				hi -= b
			}
		}
		if lo != v[0] || hi != v[1] {
			t.Fatalf("%x: digits %v give %x %x", v, ds, lo, hi)
		}
	}
}

func addc(a, b uint64) (uint64, uint64) {
	s := a + b
	if s < a {
		return s, 1
	}
	return s, 0
}

func subc(a, b uint64) (uint64, uint64) {
	if a < b {
		return a - b, 1
	}
	return a - b, 0
}

// Batches large enough for the key table: the bad signatures are named,
// whatever their place, and an all-valid batch passes.
func TestVerifyBatchWithTable(t *testing.T) {
	f := newFixture(t, 2*tableMinSigs, nil)
	d := digestOf("table")
	sigs := f.signAll(d)
	wrong := f.signAll(digestOf("table, another digest"))
	for _, bad := range [][]int{nil, {0}, {tableMinSigs + 3}, {5, 6, 2*tableMinSigs - 1}} {
		in := slices.Clone(sigs)
		for _, k := range bad {
			in[k] = wrong[k]
		}
		if got := NewVerifier(f.set, d).VerifyBatch(f.pos, in); !slices.Equal(got, bad) {
			t.Fatalf("bad = %v, want %v", got, bad)
		}
	}
}
