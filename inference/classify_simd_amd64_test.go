//go:build goexperiment.simd

package inference

import (
	"math/rand/v2"
	"testing"
)

// TestHighKernelExact holds vnniRowsHi2x8 to the plain sum Σ q·h for eight
// digit vectors: odd and even row counts, a stride wider than the tile, and
// the lane bound's edge (every weight −32768 against digits −1023 and 1024
// over a whole 1,024-column tile).
func TestHighKernelExact(t *testing.T) {
	if !hasAVX512() || !hasVNNI {
		t.Skip("no VPDPWSSD")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct{ rows, cols, stride int }{{1, 32, 32}, {2, 64, 64}, {7, 1024, 1024}, {64, 1024, 1024}, {5, 1024, 3072}, {9, 96, 160}} {
		for _, edge := range []bool{false, true} {
			q := make([]int16, c.rows*c.stride)
			h := make([][]int16, hiGroup)
			for i := range q {
				q[i] = int16(rng.IntN(65536) - 32768)
				if edge {
					q[i] = -32768
				}
			}
			planes := make([]int16, hiGroup*c.cols)
			for b := range h {
				h[b] = make([]int16, c.cols)
				for j := range h[b] {
					h[b][j] = int16(rng.IntN(2048) - 1023)
					if edge {
						h[b][j] = []int16{-1023, 1024}[b%2]
					}
					planes[j/vecCols*hiGroup*vecCols+b*vecCols+j%vecCols] = h[b][j]
				}
			}
			var sums [hiGroup * sumStride]int64
			for i := range sums {
				sums[i] = int64(i) // the kernel adds
			}
			vnniRowsHi2x8(&q[0], c.cols, c.stride, &planes[0], &sums[0], c.rows, prefetchDist)
			for b := range hiGroup {
				for r := range c.rows {
					want := int64(b*sumStride + r)
					for j := range c.cols {
						want += int64(q[r*c.stride+j]) * int64(h[b][j])
					}
					if got := sums[b*sumStride+r]; got != want {
						t.Fatalf("%+v edge %v: vector %d row %d: %d, want %d", c, edge, b, r, got, want)
					}
				}
			}
		}
	}
}

// TestBoundedArgmax holds boundedArgmax to Argmax over exact logits:
// classifiers whose rows are near copies of a few (logits close together,
// so the bounds overlap and the exact pass decides), exact copies (ties:
// the lowest index wins), zero rows, batches that are not whole groups, a
// zero vector (every logit equal: too many candidates, the exact pass) and
// a value that needs a third digit (the caller's batchArgmax).
func TestBoundedArgmax(t *testing.T) {
	if vecArgmax == nil {
		t.Skip("no bounded classifier on this CPU")
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for _, c := range []struct{ rows, cols, bases int }{{3000, 64, 3}, {2000, 1024, 40}, {700, 1056, 700}, {4001, 32, 1}} {
		w := NewMatrix(c.rows, c.cols)
		for r := range c.bases {
			for j := range c.cols {
				w.Q[r*c.cols+j] = int16(rng.IntN(65535) - 32767)
			}
			w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(30+rng.IntN(4))
		}
		for r := c.bases; r < c.rows; r++ {
			base := rng.IntN(c.bases)
			w.M[r], w.R[r] = w.M[base], w.R[base]
			copy(w.Q[r*c.cols:(r+1)*c.cols], w.Q[base*c.cols:])
			switch r % 4 {
			case 0: // an exact copy
			case 1: // a zero row
				clear(w.Q[r*c.cols : (r+1)*c.cols])
				w.M[r], w.R[r] = 0, 0
			default: // a near copy
				for range 3 {
					j := r*c.cols + rng.IntN(c.cols)
					w.Q[j] = max(-32767, min(32767, w.Q[j]+int16(rng.IntN(201)-100)))
				}
			}
		}
		m := &Model{Classifier: w}
		for _, b := range []int{8, 9, 16, 23} {
			in, logits := make([][]int32, b), make([][]int32, b)
			for i := range in {
				scale := []int{1 << 10, 1 << 16, 1 << 20}[i%3]
				in[i] = fill32(c.cols, func(int) int32 { return int32(rng.IntN(2*scale) - scale) })
				logits[i] = make([]int32, c.rows)
			}
			if b == 9 {
				clear(in[3])
			}
			for _, workers := range []int{1, 2} {
				got := boundedArgmax(workers, m, in, logits)
				if got == nil {
					t.Fatalf("%+v B=%d: refused a batch it can take", c, b)
				}
				for i := range in {
					if want := Argmax(bigMatVec(&w, in[i])); got[i] != want {
						t.Fatalf("%+v B=%d workers %d: vector %d's token %d, want %d", c, b, workers, i, got[i], want)
					}
				}
			}
			// A classifier made for vector 0: rows mixing its low and high
			// digits, so that the rows' order by S1 alone is not their
			// order by S, and S0 comes near its Cauchy–Schwarz bound.
			aligned := NewMatrix(c.rows, c.cols)
			a := in[0]
			for r := range c.rows {
				alpha, beta := rng.IntN(61)-30, rng.IntN(9)-4
				for j, v := range a {
					d1 := (int64(v) + planeHalf - 1) >> planeBits
					d0 := int64(v) - d1<<planeBits
					q := int64(alpha)*d0/32 + int64(beta)*d1 + int64(rng.IntN(21)-10)
					aligned.Q[r*c.cols+j] = int16(max(-32767, min(32767, q)))
				}
				aligned.M[r], aligned.R[r] = 1<<14, 20
			}
			got := boundedArgmax(2, &Model{Classifier: aligned}, in, logits)
			for i := range in {
				if want := Argmax(bigMatVec(&aligned, in[i])); got[i] != want {
					t.Fatalf("%+v B=%d aligned: vector %d's token %d, want %d", c, b, i, got[i], want)
				}
			}
			in[b-1][0] = 1 << 22 // a third digit
			if boundedArgmax(2, m, in, logits) != nil {
				t.Fatalf("%+v B=%d: took a value with a third digit", c, b)
			}
		}
		if boundedArgmax(2, m, make([][]int32, 7), nil) != nil {
			t.Fatalf("%+v: took fewer vectors than a group", c)
		}
	}
}

// TestExactBestTies: among equal logits the lowest row wins, in whatever
// order the fan-out appended the candidates.
func TestExactBestTies(t *testing.T) {
	w := NewMatrix(6, 32)
	for r := range w.Rows {
		for j := range w.Cols {
			w.Q[r*w.Cols+j] = int16(100 * (j + 1))
		}
		w.M[r], w.R[r] = 1<<14, 20
	}
	w.Q[4*w.Cols] = 0 // row 4 a little lower
	a := fill32(w.Cols, func(j int) int32 { return int32(j) << 8 })
	cs := []candidate{{row: 5}, {row: 4}, {row: 3}, {row: 1}}
	if got := exactBest(&w, a, cs); got != 1 {
		t.Fatalf("greedy row %d, want 1 (rows 1, 3 and 5 tie)", got)
	}
	if got := exactBest(&w, a, nil); got != -1 {
		t.Fatalf("no candidates: %d, want -1", got)
	}
}

// BenchmarkClassifier is the 0.6B shape's classifier (151,936 × 1,024) for
// 16 vectors: the bounded pass against the exact one, in one run.
func BenchmarkClassifier(b *testing.B) {
	if vecArgmax == nil {
		b.Skip("no bounded classifier on this CPU")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const rows, cols = 151936, 1024
	w := NewMatrix(rows, cols)
	for i := range w.Q {
		w.Q[i] = int16(rng.IntN(65535) - 32767)
	}
	for r := range rows {
		w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), 36
	}
	m := &Model{Classifier: w}
	in, logits := make([][]int32, 16), make([][]int32, 16)
	for i := range in {
		in[i] = fill32(cols, func(int) int32 { return int32(rng.IntN(1<<18) - 1<<17) })
		logits[i] = make([]int32, rows)
	}
	rowNorms(2, m)
	b.Run("exact", func(b *testing.B) {
		for b.Loop() {
			batchArgmax(2, &w, in, logits)
		}
	})
	b.Run("bounded", func(b *testing.B) {
		for b.Loop() {
			boundedArgmax(2, m, in, logits)
		}
	})
}
