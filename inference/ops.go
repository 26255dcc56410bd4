package inference

import (
	"math/big"
	"math/bits"
)

// The integer primitives of SPEC.md §3. Every function here is defined by its
// mathematical result on unbounded integers; the code takes a fast int64 path
// when the operands' magnitudes prove it exact and falls back to math/big
// otherwise, so both paths give the same bits.

// MaxAct is the largest magnitude of an activation: every vector an op writes
// is clamped to [-MaxAct, MaxAct] (SPEC.md §3.1). The range is symmetric so
// that negation and absolute values never overflow.
const MaxAct = 1<<31 - 1

// Clamp saturates v to the activation range.
func Clamp(v int64) int32 {
	if v > MaxAct {
		return MaxAct
	}
	if v < -MaxAct {
		return -MaxAct
	}
	return int32(v)
}

// RSR is the rounding shift right of SPEC.md §3.1: floor((v + 2^(s-1)) / 2^s)
// for s ≥ 1 (round half up), v for s = 0, and v·2^-s for s < 0 (the caller
// guarantees that a left shift's result fits). For s ≥ 1 it is exact for
// every int64: with v = q·2^s + r, the result is q plus bit s−1 of r, and
// Go's arithmetic shifts compute both without forming v + 2^(s-1).
func RSR(v int64, s int) int64 {
	switch {
	case s > 0:
		return v>>s + (v>>(s-1))&1
	case s == 0:
		return v
	default:
		return v << -s
	}
}

// rsrBig is RSR on an unbounded integer, used by the wide paths.
func rsrBig(v *big.Int, s int) *big.Int {
	r := new(big.Int).Set(v)
	switch {
	case s > 0:
		r.Add(r, new(big.Int).Lsh(big.NewInt(1), uint(s-1)))
		return r.Rsh(r, uint(s)) // big.Int.Rsh is an arithmetic (floor) shift
	case s < 0:
		return r.Lsh(r, uint(-s))
	}
	return r
}

// clampBig saturates an unbounded integer to the activation range.
func clampBig(v *big.Int) int32 {
	if v.IsInt64() {
		return Clamp(v.Int64())
	}
	if v.Sign() > 0 {
		return MaxAct
	}
	return -MaxAct
}

// ISqrt returns floor(sqrt(n)) for n ≥ 0 (exact).
func ISqrt(n uint64) uint64 {
	if n < 2 {
		return n
	}
	// Start above the root (2^ceil(bitlen/2)) and run Newton down: the
	// iterates decrease monotonically to floor(sqrt(n)).
	x := uint64(1) << ((bits.Len64(n) + 1) / 2)
	for {
		y := (x + n/x) / 2
		if y >= x {
			return x
		}
		x = y
	}
}

// bitlen of |v|.
func absBits(v int64) int {
	if v < 0 {
		v = -v
	}
	return bits.Len64(uint64(v))
}

// maxAbsBits is the bit length of the largest magnitude in xs.
func maxAbsBits(xs []int32) int {
	var m uint32
	for _, x := range xs {
		a := uint32(x)
		if x < 0 {
			a = uint32(-x)
		}
		m |= a
	}
	// The OR of magnitudes has the same bit length as their maximum.
	return bits.Len32(m)
}

// Exp2Neg is SPEC.md §3.2: for z ≥ 0 in Q16 it returns 2^(-z/65536) in Q30,
// from the model's two 256-entry tables: hi[a] = round(2^(30−a/256)) and
// lo[b] = round(2^(30−b/65536)) with z = 65536·n + 256·a + b.
func Exp2Neg(t *Exp2Tables, z int64) int64 {
	n := z >> 16
	if n >= 31 {
		return 0
	}
	// Both factors are ≤ 2^30: the product fits an int64.
	return RSR(t[0][(z>>8)&0xFF]*t[1][z&0xFF], 30) >> n
}

// Exp2Tables holds the hi and lo tables of Exp2Neg.
type Exp2Tables [2][256]int64

// MatVec computes out[r] = clamp(rsr(Σ_j q[r][j]·a[j] · M_r, R_r)) for every
// row of w (SPEC.md §4.3). The sum is exact; rows with M_r = 0 give 0.
func MatVec(w *Matrix, a []int32, out []int32) {
	matVecRows(w, a, out, 0, w.Rows)
}

// matVecRows and the dot-product kernels live in kernel.go.

// rescale is clamp(rsr(acc·m, r)) with the product taken exactly.
func rescale(acc int64, m int32, r uint8) int32 {
	if m == 0 {
		return 0
	}
	// m < 2^15, so the product fits an int64 when |acc| < 2^47.
	if absBits(acc) <= 47 {
		return Clamp(RSR(acc*int64(m), int(r)))
	}
	p := new(big.Int).Mul(big.NewInt(acc), big.NewInt(int64(m)))
	return clampBig(rsrBig(p, int(r)))
}

// RMSNorm is SPEC.md §4.2: y_i = clamp(rsr(rsr(x_i·inv, 32)·g_i, 16)) with
// inv = floor(2^56 / isqrt(floor(Σx²·2^16 / n) + eps)), eps = round(ε·2^48).
func RMSNorm(x, g []int32, eps int64, y []int32) {
	inv := rmsInv(x, eps)
	for i, v := range x {
		y[i] = Clamp(RSR(RSR(int64(v)*inv, 32)*int64(g[i]), 16))
	}
}

// rmsNorm is RMSNorm as the engine runs it: a vector form where the CPU
// has one (rowops_simd_amd64.go), with the same bits.
var rmsNorm = RMSNorm

// ropeHead is Rope as the engine runs it: a vector form where the CPU has
// one (rowops_simd_amd64.go), with the same bits.
var ropeHead = Rope

// rmsInv returns floor(2^56 / r), r = isqrt(floor(ss·2^16/n) + eps).
func rmsInv(x []int32, eps int64) int64 {
	hi, lo := sumSquares(x)
	return rmsInvOf(hi, lo, uint64(len(x)), eps)
}

// sumSquares is ss = Σx², exact in 128 bits (< n·2^62).
func sumSquares(x []int32) (hi, lo uint64) {
	for _, v := range x {
		sq := uint64(int64(v) * int64(v))
		var c uint64
		lo, c = bits.Add64(lo, sq, 0)
		hi += c
	}
	return hi, lo
}

// rmsInvOf is rmsInv from ss = hi·2^64 + lo over n values.
func rmsInvOf(hi, lo, n uint64, eps int64) int64 {
	var r uint64
	if hi == 0 && lo < 1<<46 {
		// ss·2^16 < 2^62, and adding eps (< 2^62) stays below 2^63.
		r = ISqrt((lo<<16)/n + uint64(eps))
	} else {
		ss := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
		ss.Or(ss, new(big.Int).SetUint64(lo))
		ss.Lsh(ss, 16)
		ss.Quo(ss, new(big.Int).SetUint64(n))
		ss.Add(ss, big.NewInt(eps))
		r = ss.Sqrt(ss).Uint64() // ≤ 2^47: fits
	}
	// eps ≥ 1 (validated), so r ≥ 1.
	return int64((uint64(1) << 56) / r)
}

// Rope rotates one head in place by the table row of its position (SPEC.md
// §4.4): (v0, v1) → (clamp(rsr(v0·c − v1·s, 30)), clamp(rsr(v0·s + v1·c, 30))).
// Pairs are (2i, 2i+1) when interleaved, (i, i+half) when half-split.
func Rope(head []int32, cos, sin []int32, halfSplit bool) {
	half := len(head) / 2
	for i := 0; i < half; i++ {
		a, b := 2*i, 2*i+1
		if halfSplit {
			a, b = i, i+half
		}
		v0, v1 := int64(head[a]), int64(head[b])
		c, s := int64(cos[i]), int64(sin[i])
		// |v| < 2^31 and |c|,|s| ≤ 2^30: each sum is below 2^62.
		head[a] = Clamp(RSR(v0*c-v1*s, 30))
		head[b] = Clamp(RSR(v0*s+v1*c, 30))
	}
}

// Score is SPEC.md §4.5's attention score of one query head against one key:
// clamp(rsr(rsr(Σ q_i·k_i, 16)·isq, 30)), isq = round(2^30/√head_size).
func Score(q, k []int32, isq int64) int32 {
	// Fast path when the sum and the product with isq (< 2^30) provably fit
	// an int64: |Σ| < 2^(bq+bk+bn), so |rsr(Σ,16)·isq| < 2^(bq+bk+bn−16+30).
	if maxAbsBits(q)+maxAbsBits(k)+bits.Len(uint(len(q))) <= 48 {
		var d int64
		for i := range q {
			d += int64(q[i]) * int64(k[i])
		}
		return Clamp(RSR(RSR(d, 16)*isq, 30))
	}
	d := new(big.Int)
	t := new(big.Int)
	for i := range q {
		d.Add(d, t.Mul(big.NewInt(int64(q[i])), big.NewInt(int64(k[i]))))
	}
	d = rsrBig(d, 16)
	return clampBig(rsrBig(d.Mul(d, big.NewInt(isq)), 30))
}

// Softmax turns scores into probabilities in Q30 (SPEC.md §4.5):
// e_t = exp2neg(rsr((m − s_t)·log2e, 16)), p_t = floor(e_t·2^30 / Σe).
func Softmax(exp2 *Exp2Tables, log2e int64, scores []int32, p []int64) {
	m := scores[0]
	for _, s := range scores[1:] {
		if s > m {
			m = s
		}
	}
	var sum int64
	for t, s := range scores {
		// 0 ≤ m − s < 2^32 and log2e < 2^17: the product fits.
		e := Exp2Neg(exp2, RSR((int64(m)-int64(s))*log2e, 16))
		p[t] = e
		sum += e // ≥ 2^30 (the maximum contributes 2^30); ≤ 2^30·MaxSeqLen
	}
	for t := range p {
		p[t] = (p[t] << 30) / sum // e ≤ 2^30: the shift stays below 2^60
	}
}

// AttendValues is one output element of a head: clamp(rsr(Σ_t p_t·v_t, 30))
// where v_t is the value at stride apart; Σp_t ≤ 2^30 keeps the sum below
// 2^61.
func AttendValues(p []int64, v []int32, off, stride int) int32 {
	var s int64
	for t, pt := range p {
		s += pt * int64(v[t*stride+off])
	}
	return Clamp(RSR(s, 30))
}

// SwiGLU is SPEC.md §4.6: hid_i = clamp(rsr(g·h3_i, 16)) with
// g = rsr(h1_i·σ, 30), σ = floor(2^60 / (2^30 + e^−|h1_i|)) in Q30 (and
// 2^30 − σ for negative h1_i), e^−|h1_i| from the exp table.
func SwiGLU(exp2 *Exp2Tables, log2e int64, h1, h3, out []int32) {
	for i, v := range h1 {
		a := int64(v)
		if a < 0 {
			a = -a
		}
		e := Exp2Neg(exp2, RSR(a*log2e, 16)) // e^-|v| in Q30
		sig := (int64(1) << 60) / (int64(1)<<30 + e)
		if v < 0 {
			sig = 1<<30 - sig
		}
		g := RSR(int64(v)*sig, 30) // |v·σ| < 2^61; |g| ≤ |v|
		out[i] = Clamp(RSR(g*int64(h3[i]), 16))
	}
}

// swiglu is SwiGLU as the engine runs it: a vector form where the CPU has
// one (swiglu_simd_amd64.go), with the same bits.
var swiglu = SwiGLU

// Argmax returns the lowest index of the maximum.
func Argmax(xs []int32) int {
	best := 0
	for i, x := range xs {
		if x > xs[best] {
			best = i
		}
	}
	return best
}
