package zkstep

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/consensys/gnark/std/math/uints"
)

// tinyShape is the smallest shape with two ranges and a one-piece carry, so a
// proof runs in the test suite.
var tinyShape = Shape{Rows: 2, Cols: 1, InputLen: 2}

// needSetup skips a test that runs a Groth16 setup (1.5M constraints: many
// minutes on 2 shared cores) unless DEEPCALL_ZK_PROVE=1. The committed proof
// (TestFixtureProof, zkchain) is checked in every run; `go generate ./zkstep
// -force` reproduces it.
func needSetup(t *testing.T) {
	t.Helper()
	if os.Getenv("DEEPCALL_ZK_PROVE") != "1" {
		t.Skip("a Groth16 setup: set DEEPCALL_ZK_PROVE=1")
	}
}

func tinyLeaf(seed uint64, s Shape) Leaf {
	r := rand.New(rand.NewPCG(seed, 7))
	l := Leaf{Off: r.IntN(WordsPerPiece - s.Cols + 1), Range: s.Ranges() - 1}
	for range s.Pieces() {
		p := make([]byte, PieceSize)
		for i := range p {
			p[i] = byte(r.Uint32())
		}
		l.Pieces = append(l.Pieces, p)
	}
	for range s.InputLen {
		l.Input = append(l.Input, int32(r.Uint32()))
	}
	for range s.Rows {
		l.Prev = append(l.Prev, r.Int64N(1<<50)-(1<<49))
	}
	return l
}

func TestSumsMatchesSpec(t *testing.T) {
	s := Shape{Rows: 3, Cols: 4, InputLen: 6}
	l := Leaf{Pieces: [][]byte{make([]byte, PieceSize), make([]byte, PieceSize)}, Off: 30, Range: 1,
		Input: []int32{9, 9, 9, 9, -5, 7}, Prev: []int64{1, -2, 3}}
	// words 30, 31 (columns 4, 5) carry weights; word 32 would be column 6, past the input
	put := func(w, r int, q int) {
		b := l.Pieces[w/32][32*(w%32)+2*r:]
		b[0], b[1] = byte((q+32768)>>8), byte(q+32768)
	}
	put(30, 0, 2)
	put(31, 0, -3)
	put(30, 2, -32767)
	put(32, 1, 100)
	got, err := l.Sums(s)
	if err != nil {
		t.Fatal(err)
	}
	// every unset lane is stored 0, weight −32768
	want := []int64{1 + 2*-5 + -3*7, -2 + -32768*-5 + -32768*7, 3 + -32767*-5 + -32768*7}
	for r := range want {
		if got[r] != want[r] {
			t.Fatalf("row %d: got %d, want %d", r, got[r], want[r])
		}
	}
}

func TestLeafRefusesBadWitness(t *testing.T) {
	s := Shape{Rows: 2, Cols: 4, InputLen: 6}
	good := tinyLeaf(1, s)
	good.Off = 3
	cases := map[string]func(*Leaf){
		"missing piece": func(l *Leaf) { l.Pieces = l.Pieces[:1] },
		"short piece":   func(l *Leaf) { l.Pieces[0] = l.Pieces[0][:100] },
		"offset":        func(l *Leaf) { l.Off = 32 },
		"range":         func(l *Leaf) { l.Range = 2 },
		"input":         func(l *Leaf) { l.Input = l.Input[:5] },
		"prev":          func(l *Leaf) { l.Prev = l.Prev[:1] },
	}
	for name, f := range cases {
		l := good
		l.Pieces = append([][]byte{}, good.Pieces...)
		f(&l)
		if _, err := l.Sums(s); !errors.Is(err, ErrWitness) {
			t.Errorf("%s: got %v, want ErrWitness", name, err)
		}
	}
	if _, err := (Leaf{}).Sums(Shape{Rows: 17, Cols: 1, InputLen: 1}); !errors.Is(err, ErrShape) {
		t.Errorf("17 rows: got %v, want ErrShape", err)
	}
}

func TestSeededSetupIsReproducible(t *testing.T) {
	needSetup(t)
	var vks [2]bytes.Buffer
	for i := range vks {
		k, err := Setup(tinyShape, []byte("zkstep test"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := k.VK.WriteTo(&vks[i]); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(vks[0].Bytes(), vks[1].Bytes()) {
		t.Fatal("two setups from one seed gave different verifying keys")
	}
}

func TestProveVerifyAndBadInput(t *testing.T) {
	needSetup(t)
	k, err := Setup(tinyShape, []byte("zkstep test"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d constraints", tinyShape, k.CS.GetNbConstraints())
	l := tinyLeaf(2, tinyShape)
	p, st, err := k.Prove(context.Background(), l)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Verify(p, st); err != nil {
		t.Fatalf("honest proof: %v", err)
	}
	other := tinyLeaf(3, tinyShape)
	otherSt, _, err := other.Statement(tinyShape)
	if err != nil {
		t.Fatal(err)
	}
	bad := map[string]func() (Proof, Statement){
		"flipped byte": func() (Proof, Statement) {
			q := p
			q.Bytes = append([]byte{}, p.Bytes...)
			q.Bytes[40] ^= 1
			return q, st
		},
		"another leaf's statement": func() (Proof, Statement) { return p, otherSt },
		"next sums not the proven ones": func() (Proof, Statement) {
			s2 := st
			s2.NextHash[0] ^= 1
			return p, s2
		},
		"another range":  func() (Proof, Statement) { s2 := st; s2.Range = 0; return p, s2 },
		"another offset": func() (Proof, Statement) { s2 := st; s2.Off ^= 1; return p, s2 },
	}
	for name, f := range bad {
		q, s2 := f()
		if err := k.Verify(q, s2); !errors.Is(err, ErrProof) {
			t.Errorf("%s: got %v, want ErrProof", name, err)
		}
	}
	// a prover that lies about the sums gets no proof at all
	a, _, err := l.Assignment(tinyShape)
	if err != nil {
		t.Fatal(err)
	}
	a.Next[31].Val = 0x55
	if err := checkSolves(k, a); err == nil {
		t.Fatal("a witness with wrong sums solved the circuit")
	}
}

// The circuit accepts the honest witness and no witness whose sums, digest
// or selectors differ (the solver alone: no setup needed).
func TestCircuitRefusesWrongWitness(t *testing.T) {
	if testing.Short() {
		t.Skip("compiling the circuit (≈ 30 s)")
	}
	cs, err := Compile(tinyShape)
	if err != nil {
		t.Fatal(err)
	}
	k := &Keys{Shape: tinyShape, CS: cs}
	l := tinyLeaf(5, tinyShape)
	honest := func() *ColumnRange {
		a, _, err := l.Assignment(tinyShape)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if err := checkSolves(k, honest()); err != nil {
		t.Fatalf("honest witness: %v", err)
	}
	_, next, err := l.Statement(tinyShape)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func(a *ColumnRange){
		// a well-formed word one off the true sum: only the arithmetic can refuse it
		"next sum off by one": func(a *ColumnRange) {
			wrong := append([]int64{}, next...)
			wrong[1]++
			copy(a.Next, uints.NewU8Array(sumWords(wrong)))
		},
		"digest of another statement": func(a *ColumnRange) { a.Digest = 12345 },
		"two offsets at once": func(a *ColumnRange) {
			a.Off[(l.Off+1)%WordsPerPiece] = 1
		},
		"no range": func(a *ColumnRange) { a.Range[l.Range] = 0 },
		"non-canonical sign word": func(a *ColumnRange) {
			a.Prev[0] = uints.NewU8(0x7f)
		},
	}
	for name, f := range cases {
		a := honest()
		f(a)
		if err := checkSolves(k, a); err == nil {
			t.Errorf("%s: the circuit accepted it", name)
		}
	}
}
