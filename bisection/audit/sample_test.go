package audit

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
)

// sampleInputs are n distinct inputs.
func sampleInputs(n int) [][32]byte {
	out := make([][32]byte, n)
	for i := range out {
		binary.BigEndian.PutUint64(out[i][24:], uint64(i))
	}
	return out
}

// chosen is how many of inputs sample chooses.
func chosen(sample func([32]byte) bool, inputs [][32]byte) int {
	n := 0
	for _, in := range inputs {
		if sample(in) {
			n++
		}
	}
	return n
}

// SecretSampler chooses every input at rate 1 and none at rate 0 (or below,
// or NaN); at rate p it chooses about p of 10,000 inputs (within five
// standard deviations), the same ones every time; two secrets choose
// differently.
func TestSecretSampler(t *testing.T) {
	inputs := sampleInputs(10_000)
	secret := [32]byte{1, 2, 3}
	for _, rate := range []float64{1, 1.5} {
		if got := chosen(SecretSampler(secret, rate), inputs); got != len(inputs) {
			t.Errorf("rate %v: %d of %d chosen, want all", rate, got, len(inputs))
		}
	}
	for _, rate := range []float64{0, -0.5, math.NaN()} {
		if got := chosen(SecretSampler(secret, rate), inputs); got != 0 {
			t.Errorf("rate %v: %d chosen, want none", rate, got)
		}
	}
	for _, rate := range []float64{0.01, 0.1, 0.5, 0.9} {
		got := chosen(SecretSampler(secret, rate), inputs)
		mean := rate * float64(len(inputs))
		if sd := math.Sqrt(mean * (1 - rate)); math.Abs(float64(got)-mean) > 5*sd {
			t.Errorf("rate %v: %d of %d chosen, want %.0f ± %.0f", rate, got, len(inputs), mean, 5*sd)
		}
	}
	a, again, b := SecretSampler(secret, 0.5), SecretSampler(secret, 0.5), SecretSampler([32]byte{4, 5, 6}, 0.5)
	differ := 0
	for _, in := range inputs {
		if a(in) != again(in) {
			t.Fatalf("input %x: the same secret chose differently", in)
		}
		if a(in) != b(in) {
			differ++
		}
	}
	// independent choices at rate ½ differ on about half the inputs
	if differ < len(inputs)/3 {
		t.Errorf("two secrets differ on %d of %d inputs", differ, len(inputs))
	}
}

// A key's sampling secret is the same every time it is derived, another
// key's differs, and neither is the signature's own encoding nor zero.
func TestSampleSecretIsTheKeys(t *testing.T) {
	key := func(i uint64) *bls.KeyPair {
		var sk fr.Element
		sk.SetUint64(1000 + i)
		return bls.NewKeyPair(&sk)
	}
	a, b := SampleSecret(key(1)), SampleSecret(key(2))
	if a != SampleSecret(key(1)) {
		t.Error("the same key gave two secrets")
	}
	if a == b || a == ([32]byte{}) {
		t.Errorf("secrets %x and %x", a, b)
	}
	// a sampler from each chooses differently
	inputs := sampleInputs(1000)
	sa, sb := SecretSampler(a, 0.5), SecretSampler(b, 0.5)
	same := 0
	for _, in := range inputs {
		if sa(in) == sb(in) {
			same++
		}
	}
	if same == len(inputs) {
		t.Error("two keys' samplers chose the same inputs")
	}
}

// A Policy with Sample set audits what it chooses, whatever SampleRate
// says; without it SampleRate decides.
func TestPolicySampleOverridesRate(t *testing.T) {
	u := Updated{Input: [32]byte{7}}
	never := func([32]byte) bool { return false }
	always := func([32]byte) bool { return true }
	for _, c := range []struct {
		p    Policy
		want bool
	}{
		{Policy{SampleRate: 1, Sample: never}, false},
		{Policy{SampleRate: 0, Sample: always}, true},
		{Policy{SampleRate: 1}, true},
		{Policy{SampleRate: 0}, false},
		{Policy{SampleRate: 0.5, Sample: SecretSampler([32]byte{9}, 1)}, true},
	} {
		if got := c.p.samples(u); got != c.want {
			t.Errorf("rate %v, sample set %v: sampled %v, want %v", c.p.SampleRate, c.p.Sample != nil, got, c.want)
		}
	}
}
