//go:build goexperiment.simd

package inference

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestRMSNormVector holds rmsNormAVX512 to RMSNorm: every length up to 130
// and the model widths, values from a few units to ±2^31 (past the lanes'
// bound the sum of squares is taken in 128 bits), gains of both signs at
// the int32 ends, and x and y the same slice (QK-norm's heads).
func TestRMSNormVector(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	rng := rand.New(rand.NewPCG(21, 22))
	lengths := []int{128, 1024, 3072}
	for n := 1; n <= 130; n++ {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		for _, scale := range []int64{1 << 4, 1 << 16, 1 << 22, 1 << 27, 1 << 31} {
			x, g := make([]int32, n), make([]int32, n)
			for i := range x {
				x[i] = int32(max(-1<<31, min(1<<31-1, rng.Int64N(2*scale)-scale)))
				g[i] = int32(rng.Int64N(1<<33) - 1<<32)
			}
			if n > 3 {
				x[1], x[2], g[3] = -1<<31, 1<<31-1, -1<<31
			}
			eps := 1 + rng.Int64N(1<<40)
			want := make([]int32, n)
			RMSNorm(x, g, eps, want)
			got := make([]int32, n)
			rmsNormAVX512(x, g, eps, got)
			if !slices.Equal(got, want) {
				t.Fatalf("n=%d scale 2^%d: %v\nwant %v", n, bitsOf(scale), got, want)
			}
			rmsNormAVX512(x, g, eps, x) // in place
			if !slices.Equal(x, want) {
				t.Fatalf("n=%d scale 2^%d in place: %v\nwant %v", n, bitsOf(scale), x, want)
			}
		}
	}
}

func bitsOf(v int64) int {
	b := 0
	for v > 1 {
		v, b = v/2, b+1
	}
	return b
}

// TestRopeVector holds ropeAVX512 to Rope: both layouts, every head
// length up to 130 (odd ones leave the last value alone), values at the
// int32 ends and table entries at ±2^30.
func TestRopeVector(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	rng := rand.New(rand.NewPCG(23, 24))
	for n := 1; n <= 130; n++ {
		for _, half := range []bool{true, false} {
			head := make([]int32, n)
			cos, sin := make([]int32, n/2), make([]int32, n/2)
			for i := range head {
				head[i] = int32(rng.Uint32())
			}
			for i := range cos {
				cos[i], sin[i] = int32(rng.Int64N(1<<31+1)-1<<30), int32(rng.Int64N(1<<31+1)-1<<30)
			}
			if n > 4 {
				head[0], head[1], cos[0], sin[1] = -1<<31, 1<<31-1, 1<<30, -1<<30
			}
			want := slices.Clone(head)
			Rope(want, cos, sin, half)
			ropeAVX512(head, cos, sin, half)
			if !slices.Equal(head, want) {
				t.Fatalf("n=%d half-split %v: %v\nwant %v", n, half, head, want)
			}
		}
	}
}

func TestRowOpsSelected(t *testing.T) {
	if !hasAVX512() {
		t.Skip("no AVX-512")
	}
	if reflect.ValueOf(rmsNorm).Pointer() != reflect.ValueOf(rmsNormAVX512).Pointer() {
		t.Fatal("rmsNorm is not rmsNormAVX512 on a CPU with AVX-512")
	}
	if reflect.ValueOf(ropeHead).Pointer() != reflect.ValueOf(ropeAVX512).Pointer() {
		t.Fatal("ropeHead is not ropeAVX512 on a CPU with AVX-512")
	}
}
