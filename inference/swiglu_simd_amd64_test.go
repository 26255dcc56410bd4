//go:build goexperiment.simd

package inference

import (
	"math"
	"math/rand/v2"
	"reflect"
	"simd/archsimd"
	"testing"
)

// testExp2 is the spec's exp table (quantize.Exp2Table, which this package
// cannot import).
func testExp2() *Exp2Tables {
	var t Exp2Tables
	for k := range 256 {
		t[0][k] = int64(math.Round(math.Ldexp(1, 30) * math.Exp2(-float64(k)/256)))
		t[1][k] = int64(math.Round(math.Ldexp(1, 30) * math.Exp2(-float64(k)/65536)))
	}
	return &t
}

// TestRecip60 checks recip60 at every divisor it can be given, d in
// [2^30, 2^31], by its remainder: 0 ≤ 2^60 − d·q < d.
func TestRecip60(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	step := archsimd.LoadInt64x8Slice([]int64{0, 1, 2, 3, 4, 5, 6, 7})
	eight := archsimd.BroadcastInt64x8(8)
	two60 := archsimd.BroadcastInt64x8(1 << 60)
	zero := archsimd.BroadcastInt64x8(0)
	last := archsimd.BroadcastInt64x8(1 << 31)
	d := archsimd.BroadcastInt64x8(1 << 30).Add(step)
	for range 1<<27 + 1 { // 2^30 + 1 divisors, eight a vector
		d = d.Min(last) // the last vector repeats 2^31
		r := two60.Sub(d.Mul(recip60(d)))
		if bad := r.Less(zero).Or(r.GreaterEqual(d)).ToBits(); bad != 0 {
			var ds, qs [8]int64
			d.Store(&ds)
			recip60(d).Store(&qs)
			for i := range ds {
				if bad>>i&1 != 0 {
					t.Fatalf("recip60(%d) = %d, want %d", ds[i], qs[i], (1<<60)/ds[i])
				}
			}
		}
		d = d.Add(eight)
	}
}

// TestSwiGLUVector checks swigluAVX512 against SwiGLU: every h1 in
// [−1.5M, 1.5M] (beyond it e^−|h1| is 0 in Q30, so this takes every value
// the division can see, both signs), the ends of the int32 range, random
// values, and every length up to 130 for the scalar tail.
func TestSwiGLUVector(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	exp := testExp2()
	log2e := int64(math.Round(math.Log2E * 65536))
	rng := rand.New(rand.NewPCG(7, 11))
	check := func(h1, h3 []int32) {
		t.Helper()
		want, got := make([]int32, len(h1)), make([]int32, len(h1))
		SwiGLU(exp, log2e, h1, h3, want)
		swigluAVX512(exp, log2e, h1, h3, got)
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("h1 %d, h3 %d (element %d of %d): got %d, want %d", h1[i], h3[i], i, len(h1), got[i], want[i])
			}
		}
	}
	const span = 1_500_000
	h1, h3 := make([]int32, 2*span+1), make([]int32, 2*span+1)
	for i := range h1 {
		h1[i] = int32(i - span)
		h3[i] = rng.Int32() - rng.Int32()
	}
	check(h1, h3)
	edges := []int32{0, 1, -1, MaxAct, -MaxAct, math.MinInt32, 1 << 20, -1 << 20, 1<<16 - 1, -(1 << 16)}
	for _, a := range edges {
		for _, b := range edges {
			check([]int32{a, a, a, a, a, a, a, a}, []int32{b, b, b, b, b, b, b, b})
		}
	}
	for n := range 131 {
		h1, h3 := make([]int32, n), make([]int32, n)
		for i := range n {
			h1[i], h3[i] = int32(rng.Uint32()), int32(rng.Uint32())
			if i%3 == 0 {
				h1[i] >>= rng.IntN(31)
			}
		}
		check(h1, h3)
	}
}

// TestSwiGLUSelected: the engine runs the vector form where there is one.
func TestSwiGLUSelected(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	if reflect.ValueOf(swiglu).Pointer() != reflect.ValueOf(swigluAVX512).Pointer() {
		t.Fatal("swiglu is not swigluAVX512 on a CPU with AVX-512")
	}
}
