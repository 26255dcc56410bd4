package inference

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// Independent math/big renderings of SPEC.md's op definitions. The engine's
// ops take int64 fast paths; these follow the text literally on unbounded
// integers, so a disagreement means the fast path is wrong.

func bi(v int64) *big.Int { return big.NewInt(v) }

func specRSR(v *big.Int, s int) *big.Int { return rsrBig(v, s) }

func specClamp(v *big.Int) int32 {
	a := bi(MaxAct)
	if v.Cmp(a) > 0 {
		return MaxAct
	}
	if v.Cmp(new(big.Int).Neg(a)) < 0 {
		return -MaxAct
	}
	return int32(v.Int64())
}

func specMatVec(w *Matrix, a []int32) []int32 {
	out := make([]int32, w.Rows)
	for r := range w.Rows {
		if w.M[r] == 0 {
			continue
		}
		acc := new(big.Int)
		for c := range w.Cols {
			acc.Add(acc, new(big.Int).Mul(bi(int64(w.Q[r*w.Cols+c])), bi(int64(a[c]))))
		}
		out[r] = specClamp(specRSR(acc.Mul(acc, bi(int64(w.M[r]))), int(w.R[r])))
	}
	return out
}

func specRMSNorm(x, g []int32, eps int64) []int32 {
	ss := new(big.Int)
	for _, v := range x {
		ss.Add(ss, new(big.Int).Mul(bi(int64(v)), bi(int64(v))))
	}
	ms := new(big.Int).Lsh(ss, 16)
	ms.Quo(ms, bi(int64(len(x))))
	ms.Add(ms, bi(eps))
	r := new(big.Int).Sqrt(ms)
	inv := new(big.Int).Quo(new(big.Int).Lsh(bi(1), 56), r)
	out := make([]int32, len(x))
	for i, v := range x {
		t := specRSR(new(big.Int).Mul(bi(int64(v)), inv), 32)
		out[i] = specClamp(specRSR(t.Mul(t, bi(int64(g[i]))), 16))
	}
	return out
}

func specScore(q, k []int32, isq int64) int32 {
	d := new(big.Int)
	for i := range q {
		d.Add(d, new(big.Int).Mul(bi(int64(q[i])), bi(int64(k[i]))))
	}
	d = specRSR(d, 16)
	return specClamp(specRSR(d.Mul(d, bi(isq)), 30))
}

func randAct(rng *rand.Rand) int32 {
	switch rng.IntN(6) {
	case 0:
		return MaxAct
	case 1:
		return -MaxAct
	case 2:
		return int32(rng.Int64N(1<<32) - 1<<31 + 1)
	default:
		return int32(rng.Int64N(1<<24) - 1<<23)
	}
}

func TestOpsMatchSpec(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		rows, cols := 1+rng.IntN(20), 1+rng.IntN(300)
		if i%50 == 0 {
			cols = MaxWidth // the widest allowed row, all at the extremes
		}
		w := NewMatrix(rows, cols)
		a := make([]int32, cols)
		for c := range a {
			a[c] = randAct(rng)
			if i%50 == 0 {
				a[c] = MaxAct
			}
		}
		for r := range rows {
			if rng.IntN(8) > 0 {
				w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(1+rng.IntN(62))
			}
			for c := range cols {
				w.Q[r*cols+c] = int16(rng.IntN(65535) - 32767)
				if i%50 == 0 {
					w.Q[r*cols+c] = 32767
				}
			}
		}
		have := make([]int32, rows)
		MatVec(&w, a, have)
		want := specMatVec(&w, a)
		for r := range have {
			if have[r] != want[r] {
				t.Fatalf("matvec case %d row %d: have %d, want %d", i, r, have[r], want[r])
			}
		}

		n := 1 + rng.IntN(200)
		x, g := make([]int32, n), make([]int32, n)
		for j := range x {
			x[j], g[j] = randAct(rng), randAct(rng)
			if i%3 == 0 {
				x[j] = int32(rng.IntN(1<<18)) - 1<<17
			}
		}
		eps := int64(1 + rng.Int64N(1<<40))
		out := make([]int32, n)
		RMSNorm(x, g, eps, out)
		if want := specRMSNorm(x, g, eps); !equal(out, want) {
			t.Fatalf("rmsnorm case %d: have %v, want %v", i, out, want)
		}

		hs := 2 * (1 + rng.IntN(64))
		q, k := make([]int32, hs), make([]int32, hs)
		for j := range q {
			q[j], k[j] = randAct(rng), randAct(rng)
		}
		isq := int64(1 + rng.Int64N(1<<30))
		if have, want := Score(q, k, isq), specScore(q, k, isq); have != want {
			t.Fatalf("score case %d: have %d, want %d", i, have, want)
		}
	}
}

func equal(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRSR(t *testing.T) {
	for _, c := range []struct {
		v    int64
		s    int
		want int64
	}{
		{3, 1, 2}, {-3, 1, -1}, {5, 1, 3}, {-5, 1, -2}, {1, 1, 1}, {-1, 1, 0},
		{6, 2, 2}, {-6, 2, -1}, {7, 0, 7}, {3, -2, 12}, {-3, -2, -12},
		{1 << 62, 63, 1}, {-(1 << 62), 63, 0}, {1<<62 - 1, 63, 0}, {12345, 64, 0},
		{3 << 61, 62, 2}, {-(3 << 61), 62, -1}, {-1 << 63, 62, -2}, {1<<63 - 1, 1, 1 << 62}, {-1 << 63, 64, 0}, {-5, 70, 0},
	} {
		if have := RSR(c.v, c.s); have != c.want {
			t.Errorf("rsr(%d, %d): have %d, want %d", c.v, c.s, have, c.want)
		}
		if have := rsrBig(bi(c.v), c.s); have.Int64() != c.want {
			t.Errorf("rsrBig(%d, %d): have %d, want %d", c.v, c.s, have, c.want)
		}
	}
}

func TestISqrt(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		n := rng.Uint64() >> uint(rng.IntN(64))
		r := ISqrt(n)
		want := new(big.Int).Sqrt(new(big.Int).SetUint64(n)).Uint64()
		if r != want {
			t.Fatalf("isqrt(%d): have %d, want %d", n, r, want)
		}
	}
	for _, n := range []uint64{0, 1, 2, 3, 4, 1<<64 - 1, 1 << 63, (1<<32 - 1) * (1<<32 - 1)} {
		if r, want := ISqrt(n), new(big.Int).Sqrt(new(big.Int).SetUint64(n)).Uint64(); r != want {
			t.Errorf("isqrt(%d): have %d, want %d", n, r, want)
		}
	}
}

func TestArgmaxLowestIndex(t *testing.T) {
	for _, c := range []struct {
		x    []int32
		want int
	}{{[]int32{1, 3, 3}, 1}, {[]int32{-2, -2}, 0}, {[]int32{0, MaxAct, -MaxAct, MaxAct}, 1}} {
		if have := Argmax(c.x); have != c.want {
			t.Errorf("argmax(%v): have %d, want %d", c.x, have, c.want)
		}
	}
}

func TestRSRExhaustiveSmall(t *testing.T) {
	for v := int64(-300); v <= 300; v++ {
		for s := 1; s <= 9; s++ {
			if have, want := RSR(v, s), rsrBig(bi(v), s).Int64(); have != want {
				t.Fatalf("rsr(%d, %d): have %d, want %d", v, s, have, want)
			}
		}
	}
}
