package golden

import (
	"math/rand/v2"
	"path/filepath"
	"strconv"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
)

// Per-op vectors. Values that can exceed 2^53 are decimal strings so that
// JSON readers with float64 numbers (JavaScript) read them exactly; int32
// vectors are plain numbers.

// I64 is an int64 that travels as a decimal string.
type I64 int64

// MarshalJSON implements json.Marshaler.
func (v I64) MarshalJSON() ([]byte, error) {
	return []byte(strconv.Quote(strconv.FormatInt(int64(v), 10))), nil
}

// UnmarshalJSON implements json.Unmarshaler.
func (v *I64) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return err
	}
	n, err := strconv.ParseInt(s, 10, 64)
	*v = I64(n)
	return err
}

// Tables is testdata/ops/tables.json: the constants every op file assumes.
type Tables struct {
	Exp2Hi []I64 `json:"exp2_hi"`
	Exp2Lo []I64 `json:"exp2_lo"`
	Log2E  I64   `json:"log2e"`
}

// Op case types, one per file.
type (
	RSRCase struct {
		V   I64 `json:"v"`
		S   int `json:"s"`
		Out I64 `json:"out"`
	}
	ISqrtCase struct {
		N   I64 `json:"n"`
		Out I64 `json:"out"`
	}
	Exp2NegCase struct {
		Z   I64 `json:"z"`
		Out I64 `json:"out"`
	}
	MatVecCase struct {
		Rows int     `json:"rows"`
		Cols int     `json:"cols"`
		Q    []int16 `json:"q"` // row-major
		M    []int32 `json:"m"`
		R    []uint8 `json:"r"`
		A    []int32 `json:"a"`
		Out  []int32 `json:"out"`
	}
	RMSNormCase struct {
		Eps I64     `json:"eps"`
		X   []int32 `json:"x"`
		G   []int32 `json:"g"`
		Out []int32 `json:"out"`
	}
	RopeCase struct {
		HalfSplit bool    `json:"half_split"`
		Head      []int32 `json:"head"`
		Cos       []int32 `json:"cos"`
		Sin       []int32 `json:"sin"`
		Out       []int32 `json:"out"`
	}
	AttentionCase struct {
		ISQ    I64       `json:"isq"`
		Q      []int32   `json:"q"`
		Keys   [][]int32 `json:"keys"`
		Values [][]int32 `json:"values"`
		Scores []int32   `json:"scores"`
		Probs  []I64     `json:"probs"`
		Out    []int32   `json:"out"`
	}
	SwiGLUCase struct {
		H1  []int32 `json:"h1"`
		H3  []int32 `json:"h3"`
		Out []int32 `json:"out"`
	}
	ArgmaxCase struct {
		X   []int32 `json:"x"`
		Out int     `json:"out"`
	}
)

func i64s(vs []int64) []I64 {
	out := make([]I64, len(vs))
	for i, v := range vs {
		out[i] = I64(v)
	}
	return out
}

const maxAct = inference.MaxAct

func writeOps(dir string) error {
	rng := rand.New(rand.NewPCG(7, 11))
	exp := quantize.Exp2Table()
	log2e := int64(94548)
	put := func(name string, v any) error { return writeJSON(filepath.Join(dir, name+".json"), v) }
	if err := put("tables", Tables{Exp2Hi: i64s(exp[0][:]), Exp2Lo: i64s(exp[1][:]), Log2E: I64(log2e)}); err != nil {
		return err
	}
	// act draws an activation: mostly realistic Q16 magnitudes, sometimes
	// the extremes.
	act := func() int32 {
		switch rng.IntN(8) {
		case 0:
			return maxAct
		case 1:
			return -maxAct
		case 2:
			return int32(rng.IntN(5)) - 2
		default:
			return int32(rng.Int64N(1<<22) - 1<<21)
		}
	}
	acts := func(n int) []int32 {
		out := make([]int32, n)
		for i := range out {
			out[i] = act()
		}
		return out
	}

	var rsr []RSRCase
	for _, c := range [][2]int64{{0, 1}, {1, 1}, {-1, 1}, {2, 1}, {3, 1}, {-3, 1}, {5, 2}, {6, 2}, {-6, 2}, {-5, 2}, {-7, 2},
		{1 << 15, 16}, {-(1 << 15), 16}, {1<<15 - 1, 16}, {-(1<<15 + 1), 16}, {7, 0}, {-7, 0}, {3, -4}, {-3, -4},
		{1<<62 - 1, 62}, {-(1 << 62), 62}, {1<<62 + 1<<61, 62}, {12345, 63}, {-(1 << 62), 63}} {
		rsr = append(rsr, RSRCase{V: I64(c[0]), S: int(c[1]), Out: I64(inference.RSR(c[0], int(c[1])))})
	}
	for range 64 {
		v, s := rng.Int64N(1<<50)-1<<49, rng.IntN(40)+1
		rsr = append(rsr, RSRCase{V: I64(v), S: s, Out: I64(inference.RSR(v, s))})
	}

	var isq []ISqrtCase
	for _, n := range []uint64{0, 1, 2, 3, 4, 15, 16, 17, 1<<32 - 1, 1 << 32, 1<<32 + 1, (1<<31 - 1) * (1<<31 - 1), (1<<31-1)*(1<<31-1) - 1, 1<<63 - 1} {
		isq = append(isq, ISqrtCase{N: I64(n), Out: I64(inference.ISqrt(n))})
	}
	for range 64 {
		n := rng.Uint64() >> uint(1+rng.IntN(62))
		isq = append(isq, ISqrtCase{N: I64(n), Out: I64(inference.ISqrt(n))})
	}

	var e2 []Exp2NegCase
	for _, z := range []int64{0, 1, 255, 256, 257, 0xFFFF, 0x10000, 30<<16 + 0xFFFF, 31 << 16, 1 << 40} {
		e2 = append(e2, Exp2NegCase{Z: I64(z), Out: I64(inference.Exp2Neg(&exp, z))})
	}
	for range 64 {
		z := rng.Int64N(32 << 16)
		e2 = append(e2, Exp2NegCase{Z: I64(z), Out: I64(inference.Exp2Neg(&exp, z))})
	}

	var mv []MatVecCase
	for i, shape := range [][2]int{{1, 1}, {3, 5}, {17, 9}, {16, 33}, {5, 172}, {2, 64}} {
		rows, cols := shape[0], shape[1]
		w := inference.NewMatrix(rows, cols)
		for r := range rows {
			switch {
			case r == 0 && i > 0:
				// a zero row
			default:
				w.M[r], w.R[r] = int32(1<<14+rng.IntN(1<<14)), uint8(1+rng.IntN(40))
				for j := range cols {
					switch rng.IntN(6) {
					case 0:
						w.Q[r*cols+j] = 32767
					case 1:
						w.Q[r*cols+j] = -32767
					default:
						w.Q[r*cols+j] = int16(rng.IntN(65535) - 32767)
					}
				}
			}
		}
		a := acts(cols)
		out := make([]int32, rows)
		inference.MatVec(&w, a, out)
		mv = append(mv, MatVecCase{Rows: rows, Cols: cols, Q: w.Q, M: w.M, R: w.R, A: a, Out: out})
	}

	var rn []RMSNormCase
	for _, n := range []int{1, 2, 7, 64, 172} {
		for _, kind := range []int{0, 1, 2} {
			x := acts(n)
			switch kind {
			case 1:
				x = make([]int32, n) // all zero: eps alone
			case 2:
				for i := range x {
					x[i] = int32(rng.IntN(1<<17)) - 1<<16 // realistic
				}
			}
			g := make([]int32, n)
			for i := range g {
				g[i] = int32(rng.IntN(1<<18)) - 1<<16
			}
			eps := int64(2814750) // round(1e-5 · 2^48)
			out := make([]int32, n)
			inference.RMSNorm(x, g, eps, out)
			rn = append(rn, RMSNormCase{Eps: I64(eps), X: x, G: g, Out: out})
		}
	}

	var rp []RopeCase
	cos, sin := quantize.RopeTables(512, 8, 10000)
	for _, pos := range []int{0, 1, 100, 511} {
		for _, hs := range []bool{false, true} {
			head := acts(8)
			out := append([]int32(nil), head...)
			c, s := cos[pos*4:pos*4+4], sin[pos*4:pos*4+4]
			inference.Rope(out, c, s, hs)
			rp = append(rp, RopeCase{HalfSplit: hs, Head: head, Cos: c, Sin: s, Out: out})
		}
	}

	var at []AttentionCase
	for i, t := range []int{1, 2, 5, 33} {
		for _, hs := range []int{2, 8} {
			isqv := int64(float64(1<<30)/[]float64{1.4142135623730951, 2.8284271247461903}[hs/8] + 0.5)
			q := acts(hs)
			if i == 0 {
				for j := range q {
					q[j] = maxAct // the wide path
				}
			}
			keys, vals := make([][]int32, t), make([][]int32, t)
			for j := range keys {
				keys[j], vals[j] = acts(hs), acts(hs)
			}
			if t == 5 {
				keys[3] = keys[1] // a tie in the scores
			}
			c := attend(&exp, log2e, isqv, q, keys, vals)
			at = append(at, c)
		}
	}

	var sw []SwiGLUCase
	{
		h1 := []int32{0, 1, -1, maxAct, -maxAct, 1 << 16, -(1 << 16), 10 << 16, -(10 << 16), 32 << 16}
		h3 := []int32{5, maxAct, maxAct, maxAct, maxAct, 1 << 16, 1 << 16, -(3 << 16), 3 << 16, 1}
		h1, h3 = append(h1, acts(54)...), append(h3, acts(54)...)
		out := make([]int32, len(h1))
		inference.SwiGLU(&exp, log2e, h1, h3, out)
		sw = append(sw, SwiGLUCase{H1: h1, H3: h3, Out: out})
	}

	var am []ArgmaxCase
	for _, x := range [][]int32{{0}, {3, 3, 3}, {-5, -2, -2, -9}, {1, 9, 4, 9}, {-maxAct, maxAct, maxAct}, acts(97)} {
		am = append(am, ArgmaxCase{X: x, Out: inference.Argmax(x)})
	}

	for name, v := range map[string]any{"rsr": rsr, "isqrt": isq, "exp2neg": e2, "matvec": mv, "rmsnorm": rn,
		"rope": rp, "attention": at, "swiglu": sw, "argmax": am} {
		if err := put(name, v); err != nil {
			return err
		}
	}
	return nil
}

// attend runs one head the way the engine does and records every stage.
func attend(exp *inference.Exp2Tables, log2e, isq int64, q []int32, keys, vals [][]int32) AttentionCase {
	hs := len(q)
	scores := make([]int32, len(keys))
	for t, k := range keys {
		scores[t] = inference.Score(q, k, isq)
	}
	p := make([]int64, len(keys))
	inference.Softmax(exp, log2e, scores, p)
	flat := make([]int32, 0, len(vals)*hs)
	for _, v := range vals {
		flat = append(flat, v...)
	}
	out := make([]int32, hs)
	for i := range out {
		out[i] = inference.AttendValues(p, flat, i, hs)
	}
	return AttentionCase{ISQ: I64(isq), Q: q, Keys: keys, Values: vals, Scores: scores, Probs: i64s(p), Out: out}
}
