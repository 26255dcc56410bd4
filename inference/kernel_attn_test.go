package inference

import (
	"math"
	"math/rand/v2"
	"testing"
)

// attnModel is a model header with valid exp tables, enough for attention.
func attnModel(heads, kvHeads, hs, seq int) *Model {
	m := &Model{Config: Config{Heads: heads, KVHeads: kvHeads, HeadSize: hs, SeqLen: seq,
		ISQ: int64(math.Round(math.Ldexp(1/math.Sqrt(float64(hs)), 30))), Log2E: int64(math.Round(math.Log2E * 65536))}}
	for k := range 256 {
		m.Exp2[0][k] = int64(math.Round(math.Exp2(30 - float64(k)/256)))
		m.Exp2[1][k] = int64(math.Round(math.Exp2(30 - float64(k)/65536)))
	}
	return m
}

// refAttention is SPEC.md §4.5 through the reference ops, head by head.
func refAttention(m *Model, q, kc, vc []int32, pos int) []int32 {
	c := m.Config
	hs, kvd := c.HeadSize, c.KVDim()
	o := make([]int32, c.QDim())
	scores, probs := make([]int32, pos+1), make([]int64, pos+1)
	for h := range c.Heads {
		off := h / (c.Heads / c.KVHeads) * hs
		for t := 0; t <= pos; t++ {
			scores[t] = Score(q[h*hs:(h+1)*hs], kc[t*kvd+off:t*kvd+off+hs], c.ISQ)
		}
		Softmax(&m.Exp2, c.Log2E, scores, probs)
		for i := range hs {
			o[h*hs+i] = AttendValues(probs, vc, off+i, kvd)
		}
	}
	return o
}

// TestAttendHeadsMatchesOps checks the attention kernel against the reference
// ops on activations of every size, so both the int64 score path and the
// fallback to Score run, on one worker and several.
func TestAttendHeadsMatchesOps(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	for _, sh := range []struct{ heads, kv, hs, pos int }{{8, 4, 8, 0}, {8, 4, 8, 300}, {4, 1, 12, 39}, {16, 8, 128, 70}, {6, 2, 10, 5}} {
		m := attnModel(sh.heads, sh.kv, sh.hs, sh.pos+1)
		c := m.Config
		for _, scale := range []int{12, 20, 24, 31, 0} {
			// scale 0: each head of each row at its own magnitude, so
			// small queries meet large keys and the other way round.
			act := func(j int) int32 {
				s := scale
				if s == 0 {
					s = 4 + int(uint(j/c.HeadSize*2654435761)%28)
				}
				if s == 31 {
					return int32(rng.Int64N(2*MaxAct+1) - MaxAct)
				}
				return int32(rng.Int64N(1<<s) - 1<<(s-1))
			}
			q := fill32(c.QDim(), act)
			kc := fill32((sh.pos+1)*c.KVDim(), act)
			vc := fill32((sh.pos+1)*c.KVDim(), act)
			var kb []uint8
			var kT []int32
			for p := 0; p <= sh.pos; p++ {
				kb = keyBits(kb, kc[p*c.KVDim():(p+1)*c.KVDim()], c.KVHeads, c.HeadSize)
				kT = appendKeyT(kT, kc[p*c.KVDim():(p+1)*c.KVDim()], p)
			}
			if !keepKeysT() {
				kT = nil
			}
			want := refAttention(m, q, kc, vc, sh.pos)
			for _, workers := range []int{1, 2, 3} {
				got := make([]int32, c.QDim())
				attendHeads(workers, m, q, kc, vc, kb, kT, got, sh.pos)
				if !equal(got, want) {
					t.Errorf("heads %d/%d × %d, pos %d, |act| < 2^%d, %d workers: differs", sh.heads, sh.kv, sh.hs, sh.pos, scale, workers)
				}
			}
		}
	}
}

// TestSoftmaxMatchesOps checks the reciprocal division against Softmax on
// rows of every length and spread: all equal (the largest sums), one
// dominant score, and random ones.
func TestSoftmaxMatchesOps(t *testing.T) {
	m := attnModel(1, 1, 8, 1)
	rng := rand.New(rand.NewPCG(43, 44))
	for _, n := range []int{1, 2, 7, 512, 4096, 40960} {
		for _, spread := range []int{0, 1, 8, 16, 24, 31} {
			scores := fill32(n, func(int) int32 {
				if spread == 0 {
					return 12345
				}
				return int32(rng.Int64N(1<<spread) - 1<<(spread-1))
			})
			mx := scores[0]
			for _, s := range scores {
				mx = max(mx, s)
			}
			want, got := make([]int64, n), make([]int64, n)
			Softmax(&m.Exp2, m.Config.Log2E, scores, want)
			softmax(&m.Exp2, m.Config.Log2E, mx, scores, got)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("n %d spread 2^%d: p[%d] = %d, want %d", n, spread, i, got[i], want[i])
				}
			}
		}
	}
}
