//go:build opencl && cgo

package gpu

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
)

// Edge values: the widest sums the spec allows, compared with the Go
// primitives (themselves checked against math/big in package inference).
// Each returns its mismatches, so the mutant self-test can reuse it.

// matVecMismatches multiplies a 65,536-column matrix whose rows are all
// +32767, all −32767, zero or random, at scales across [1, 62], with 20
// vectors (more than one launch's NB) at and near ±(2^31−1).
func matVecMismatches(t *testing.T, d *device) int {
	rng := rand.New(rand.NewPCG(29, 1))
	const rows, cols = 9, 1 << 16
	w := inference.NewMatrix(rows, cols)
	for r := range rows {
		for j := range cols {
			switch r {
			case 0:
				w.Q[r*cols+j] = 32767
			case 1:
				w.Q[r*cols+j] = -32767
			case 2: // an all-zero row has a zero scale
			default:
				w.Q[r*cols+j] = int16(rng.Uint32())
			}
		}
		if r != 2 {
			w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(1+rng.IntN(62))
		}
	}
	w.R[0], w.R[1], w.R[3] = 1, 62, 31
	as := make([][]int32, 20)
	for i := range as {
		switch i {
		case 0:
			as[i] = fill(cols, inference.MaxAct)
		case 1:
			as[i] = fill(cols, -inference.MaxAct)
		default:
			as[i] = extremes(rng, cols)
		}
	}
	bad := 0
	for i, have := range devMatVec(t, d, &w, as) {
		want := make([]int32, rows)
		inference.MatVec(&w, as[i], want)
		for r := range want {
			if have[r] != want[r] {
				bad++
			}
		}
	}
	return bad
}

func fill(n int, v int32) []int32 {
	out := make([]int32, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// attentionMismatches runs heads of 128 over 1 to 300 positions, with keys
// and queries at the activation limits (sums beyond 64 bits) and with
// moderate ones (scores that do not saturate, so rounding shows).
func attentionMismatches(t *testing.T, d *device) int {
	rng := rand.New(rand.NewPCG(29, 2))
	m := &inference.Model{Exp2: quantize.Exp2Table()}
	const hs, log2e = 128, 94548
	isq := int64(1<<30) / 11
	bad := 0
	moderate := func(rng *rand.Rand, n int) []int32 {
		out := make([]int32, n)
		for i := range out {
			out[i] = int32(rng.IntN(1<<13)) - 1<<12
		}
		return out
	}
	for _, c := range []struct {
		np   int
		draw func(*rand.Rand, int) []int32
	}{{1, extremes}, {2, extremes}, {65, extremes}, {300, extremes}, {3, moderate}, {300, moderate}} {
		np := c.np
		q := c.draw(rng, hs)
		keys, vals := make([][]int32, np), make([][]int32, np)
		for t := range np {
			keys[t], vals[t] = c.draw(rng, hs), extremes(rng, hs)
		}
		sc, pr, out := devAttention(t, d, &m.Exp2, log2e, isq, q, keys, vals)
		want := make([]int32, np)
		for i, k := range keys {
			want[i] = inference.Score(q, k, isq)
		}
		probs := make([]int64, np)
		inference.Softmax(&m.Exp2, log2e, want, probs)
		for i := range want {
			if sc[i] != want[i] || pr[i] != probs[i] {
				bad++
			}
		}
		col := make([]int32, 0, np*hs)
		for _, v := range vals {
			col = append(col, v...)
		}
		for i := range hs {
			if out[i] != inference.AttendValues(probs, col, i, hs) {
				bad++
			}
		}
	}
	return bad
}

func TestMatVecEdges(t *testing.T) {
	if bad := matVecMismatches(t, testBackend(t).dev); bad != 0 {
		t.Fatalf("%d mismatched rows", bad)
	}
}

func TestAttentionEdges(t *testing.T) {
	if bad := attentionMismatches(t, testBackend(t).dev); bad != 0 {
		t.Fatalf("%d mismatched values", bad)
	}
}

// TestNormEdges covers RMSNorm's 128-bit sum of squares (65,536 values at
// the limit), the smallest and largest eps, and a one-value vector; SwiGLU
// and RoPE at the limits.
func TestNormEdges(t *testing.T) {
	d := testBackend(t).dev
	rng := rand.New(rand.NewPCG(29, 3))
	for _, n := range []int{1, 7, 1024, 1 << 16} {
		for _, eps := range []int64{1, 1<<62 - 1, 2814750} {
			for _, x := range [][]int32{fill(n, inference.MaxAct), fill(n, -inference.MaxAct), extremes(rng, n), fill(n, 1)} {
				g := extremes(rng, n)
				want := make([]int32, n)
				inference.RMSNorm(x, g, eps, want)
				if have := devRMSNorm(t, d, x, g, eps); !reflect.DeepEqual(have, want) {
					t.Fatalf("rmsnorm n=%d eps=%d: differs", n, eps)
				}
			}
		}
	}
	m := &inference.Model{Exp2: quantize.Exp2Table()}
	h1, h3 := extremes(rng, 4096), extremes(rng, 4096)
	h1[0], h3[0], h1[1], h3[1] = inference.MaxAct, inference.MaxAct, -inference.MaxAct, inference.MaxAct
	want := make([]int32, len(h1))
	inference.SwiGLU(&m.Exp2, 94548, h1, h3, want)
	if have := devSwiGLU(t, d, &m.Exp2, 94548, h1, h3); !reflect.DeepEqual(have, want) {
		t.Fatal("swiglu differs at the limits")
	}
	for _, half := range []bool{false, true} {
		head := extremes(rng, 128)
		cos, sin := fill(64, 1<<30), fill(64, -1<<30)
		want := append([]int32(nil), head...)
		inference.Rope(want, cos, sin, half)
		if have := devRope(t, d, head, cos, sin, half); !reflect.DeepEqual(have, want) {
			t.Fatalf("rope (half split %v) differs at the limits", half)
		}
	}
}

// TestMutantCaught builds the kernels with rounding replaced by truncation
// in the 128-bit shift and checks that the edge tests see it: the
// comparisons above can fail.
func TestMutantCaught(t *testing.T) {
	testBackend(t)
	mb, err := open(OptionsFromEnv(), "-DDEEPCALL_MUTANT")
	if err != nil {
		t.Fatal(err)
	}
	defer mb.Close()
	mv, at := matVecMismatches(t, mb.dev), attentionMismatches(t, mb.dev)
	t.Logf("mutant kernels: %d matvec rows and %d attention values differ", mv, at)
	if mv == 0 || at == 0 {
		t.Fatalf("the mutant went unnoticed: %d matvec, %d attention mismatches", mv, at)
	}
}
