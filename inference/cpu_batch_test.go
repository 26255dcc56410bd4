package inference

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestBatchArgmax: the classifier's greedy tokens are Argmax of the exact
// logits, over many fan-out chunks, with the maximum repeated in every chunk
// (the lowest index must win) and without.
func TestBatchArgmax(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	const cols = 64 // chunkBytes/(2·64) = 768 rows a chunk
	for _, c := range [][2]int{{3000, 7}, {3000, 3000}, {2500, 2500}, {4001, 1999}, {5, 5}} {
		rows, period := c[0], c[1]
		w := NewMatrix(rows, cols)
		for r := range rows {
			if r < period {
				for j := range cols {
					w.Q[r*cols+j] = int16(rng.IntN(65536) - 32768)
				}
				w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(20+rng.IntN(10))
				continue
			}
			copy(w.Q[r*cols:(r+1)*cols], w.Q[(r%period)*cols:])
			w.M[r], w.R[r] = w.M[r%period], w.R[r%period]
		}
		for _, b := range []int{1, 5, 70} {
			if b > 8 && rows > 8 {
				continue // more than 64 rows' maxima: the small matrix suffices
			}
			in, logits := make([][]int32, b), make([][]int32, b)
			for i := range in {
				in[i] = fill32(cols, func(int) int32 { return int32(rng.IntN(1<<20) - 1<<19) })
				logits[i] = make([]int32, rows)
			}
			want := make([][]int32, b)
			for i := range in {
				want[i] = bigMatVec(&w, in[i])
			}
			for _, workers := range []int{1, 2} {
				got := batchArgmax(workers, &w, in, logits)
				for i := range in {
					if want := Argmax(want[i]); got[i] != want {
						t.Fatalf("period %d B=%d workers %d: vector %d's token %d, want %d", period, b, workers, i, got[i], want)
					}
				}
			}
		}
	}
}

// TestBatchProductsExact holds the batched products (the four-vector kernel
// where built, its fallbacks, and the scalar kernel) to math/big: batches of
// 1 to 9 vectors, so groups and leftovers mix; activations at the edges of
// the two-digit split and past it (a group with one such vector falls back);
// weights at -32768; shifts that leave sums above 2^47 unrescaled by the
// vector path.
func TestBatchProductsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	edges := []int32{-1023, 1024, -1024, 1025, 2047, -2047, 1<<21 - 1, -(1 << 21), 1 << 22, MaxAct, -MaxAct}
	for _, sh := range [][2]int{{1, 32}, {3, 64}, {9, 96}, {33, 1024}, {20, 3072}, {5, 1056}, {7, 100}} {
		rows, cols := sh[0], sh[1]
		w := NewMatrix(rows, cols)
		for i := range w.Q {
			w.Q[i] = int16(rng.IntN(65536) - 32768)
			if i%7 == 0 {
				w.Q[i] = -32768
			}
		}
		for r := range rows {
			if r%11 == 5 {
				continue // M = 0
			}
			w.M[r] = int32(1<<14 + rng.IntN(1<<14))
			w.R[r] = uint8(1 + rng.IntN(62))
		}
		for _, b := range []int{1, 4, 5, 8, 9} {
			for _, amp := range []int64{1 << 10, 1 << 20, 1<<21 - 1, MaxAct} {
				in := make([][]int32, b)
				want := make([][]int32, b)
				out := make([][]int32, b)
				for i := range in {
					in[i] = fill32(cols, func(j int) int32 {
						if j%5 == 0 && amp > 1<<20 {
							return edges[rng.IntN(len(edges))]
						}
						return int32(rng.Int64N(2*amp+1) - amp)
					})
					want[i] = bigMatVec(&w, in[i])
					out[i] = make([]int32, rows)
				}
				for _, workers := range []int{1, 2} {
					name := fmt.Sprintf("%s %d×%d B=%d amp %d workers %d", KernelName(), rows, cols, b, amp, workers)
					batchProducts(workers, []*Matrix{&w}, in, [][][]int32{out}, nil)
					for i := range out {
						if !equal(out[i], want[i]) {
							t.Fatalf("%s: vector %d differs", name, i)
						}
					}
				}
			}
		}
	}
}

// TestRescaleEdges drives the four-vector kernel's sums past 2^47, where
// its vector rescale hands them to the scalar one: 4,096 columns of the
// largest weight against the largest two-digit activations.
func TestRescaleEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	const cols = 4096
	w := NewMatrix(12, cols)
	for r := range w.Rows {
		w.M[r] = int32(1<<14 + rng.IntN(1<<14))
		w.R[r] = uint8(1 + rng.IntN(62))
		for j := range cols {
			switch r % 3 {
			case 0:
				w.Q[r*cols+j] = -32768 // |sum| ≈ 2^48
			case 1:
				w.Q[r*cols+j] = int16(rng.IntN(65536) - 32768)
			default:
				w.Q[r*cols+j] = int16(-32768 + r*j%3) // just past and below the bound
			}
		}
	}
	in := make([][]int32, 4)
	out := make([][]int32, 4)
	for i := range in {
		v := int32(1<<21 - 1 - i*(1<<19))
		in[i] = fill32(cols, func(j int) int32 { return v * int32(1-2*(i%2)) })
		out[i] = make([]int32, w.Rows)
	}
	batchProducts(1, []*Matrix{&w}, in, [][][]int32{out}, nil)
	for i := range out {
		if want := bigMatVec(&w, in[i]); !equal(out[i], want) {
			t.Fatalf("%s: vector %d: rescale of large sums differs", KernelName(), i)
		}
	}
}

// TestGroupKernelLaneBound is the int32 lane at its limit: 1,024 columns of
// -32768 against activations whose low digit is 1024, the end of the digit
// range that keeps 32 multiply-adds a lane within int32 (-2^31 exactly).
func TestGroupKernelLaneBound(t *testing.T) {
	const cols = 1024
	w := NewMatrix(2, cols)
	for i := range w.Q {
		w.Q[i] = -32768
	}
	for r := range w.Rows {
		w.M[r], w.R[r] = 1<<14, 40
	}
	in := make([][]int32, 4)
	out := make([][]int32, 4)
	for i := range in {
		v := int32(1024 + 2048*i) // low digit 1024, high digit i
		in[i] = fill32(cols, func(int) int32 { return v })
		out[i] = make([]int32, w.Rows)
	}
	batchProducts(1, []*Matrix{&w}, in, [][][]int32{out}, nil)
	for i := range out {
		if want := bigMatVec(&w, in[i]); !equal(out[i], want) {
			t.Fatalf("%s: vector %d: %v, want %v", KernelName(), i, out[i], want)
		}
	}
}
