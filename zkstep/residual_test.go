package zkstep

import (
	"context"
	"errors"
	"math"
	"testing"

	"github.com/consensys/gnark/std/math/uints"
)

// TestResidualOut: SPEC.md §4.7 at and past the clamp bounds.
func TestResidualOut(t *testing.T) {
	a := []int32{1, math.MaxInt32, math.MinInt32, math.MaxInt32, -5, math.MinInt32}
	b := []int32{2, 1, -1, math.MaxInt32, 5, math.MinInt32}
	want := []int32{3, math.MaxInt32, -math.MaxInt32, math.MaxInt32, 0, -math.MaxInt32}
	got := ResidualOut(a, b)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("out[%d] = %d, want %d", i, got[i], want[i])
		}
	}
}

// TestResidualSolver: the circuit accepts the honest output at and past the
// clamp bounds and refuses a wrong value, a wrong digest and a non-canonical
// (sign-extended wrongly) clamp (solver only, no setup).
func TestResidualSolver(t *testing.T) {
	a := []int32{1, math.MaxInt32, math.MinInt32, -7, math.MaxInt32 - 3}
	b := []int32{2, 1, -1, 7, 2}
	k, err := CompileResidual(len(a))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("residual of %d values: %d constraints", len(a), k.CS.GetNbConstraints())
	good, _, err := ResidualAssignment(a, b)
	if err != nil {
		t.Fatal(err)
	}
	if err := solves(&k.Keys, good); err != nil {
		t.Fatalf("honest residual refused: %v", err)
	}
	bad := map[string]func(c *Residual){
		"output off by one": func(c *Residual) {
			out := ResidualOut(a, b)
			out[0]++
			c.Out = uints.NewU8Array(int32Bytes(out))
		},
		"unclamped output": func(c *Residual) {
			out := ResidualOut(a, b)
			out[2] = math.MinInt32 // the sum is −2^31: the clamp gives −2^31 + 1
			c.Out = uints.NewU8Array(int32Bytes(out))
		},
		"digest": func(c *Residual) { c.Digest = 12345 },
	}
	for name, f := range bad {
		c, _, _ := ResidualAssignment(a, b)
		f(c)
		if err := solves(&k.Keys, c); err == nil {
			t.Errorf("%s: solved", name)
		}
	}
	if _, _, err := ResidualAssignment(a, b[:2]); !errors.Is(err, ErrWitness) {
		t.Errorf("unequal inputs: %v, want ErrWitness", err)
	}
}

// TestResidualProof: a seeded setup, a proof that verifies natively, and
// refusals of another statement and a flipped byte.
func TestResidualProof(t *testing.T) {
	needSetup(t)
	a, b := []int32{3, -4}, []int32{math.MaxInt32, 9}
	k, err := SetupResidual(2, []byte("residual test"))
	if err != nil {
		t.Fatal(err)
	}
	p, st, err := k.Prove(context.Background(), a, b)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Verify(p, st); err != nil {
		t.Fatal(err)
	}
	other := st
	other.OutHash[0] ^= 1
	if err := k.Verify(p, other); !errors.Is(err, ErrProof) {
		t.Errorf("another statement: %v", err)
	}
	flipped := Proof{Bytes: append([]byte{}, p.Bytes...), Digest: p.Digest}
	flipped.Bytes[40] ^= 1
	if err := k.Verify(flipped, st); !errors.Is(err, ErrProof) {
		t.Errorf("flipped byte: %v", err)
	}
}
