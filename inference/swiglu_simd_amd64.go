//go:build goexperiment.simd

package inference

import "simd/archsimd"

// SwiGLU on AVX-512, bit-identical to SwiGLU (ops.go, the definition). At
// 16 sequences the gate's SwiGLU took ~7% of a step in scalar Go, much of
// it one 64-bit division an element (σ = 2^60 / (2^30 + e)) and branches on
// the input's sign; here the division is an integer Newton iteration in
// int64 lanes with an exact correction, eight elements at a time, and
// Exp2Neg's two table lookups stay scalar, its argument's sign taken
// without a branch. On a Zen 5 that is 1.3–1.5× the scalar loop's speed.

func init() {
	if hasAVX512() {
		swiglu = swigluAVX512
	}
}

// swigluAVX512 is SwiGLU: e^−|v| for up to 64 elements at a time in scalar
// Go, the rest in vectors; the last n mod 8 elements through SwiGLU.
func swigluAVX512(exp2 *Exp2Tables, log2e int64, h1, h3, out []int32) {
	n := len(h1)
	h3, out = h3[:n], out[:n]
	n8 := n &^ 7
	var e [64]int64
	for i := 0; i < n8; i += len(e) {
		m := min(len(e), n8-i)
		for j, v := range h1[i : i+m] {
			// |v| without a branch: the signs of the gate's inputs are
			// coin flips to a branch predictor.
			a := int64(v)
			a = (a ^ a>>63) - a>>63
			e[j] = Exp2Neg(exp2, RSR(a*log2e, 16))
		}
		swigluLanes(e[:m], h1[i:i+m], h3[i:i+m], out[i:i+m])
	}
	if n8 < n {
		SwiGLU(exp2, log2e, h1[n8:], h3[n8:], out[n8:])
	}
}

// swigluLanes finishes SwiGLU from e = e^−|v| in Q30 (0 ≤ e ≤ 2^30), eight
// elements at a time; len(e) is a multiple of 8.
func swigluLanes(e []int64, h1, h3, out []int32) {
	one30 := archsimd.BroadcastInt64x8(1 << 30)
	one := archsimd.BroadcastInt64x8(1)
	zero := archsimd.BroadcastInt64x8(0)
	hi, lo := archsimd.BroadcastInt64x8(MaxAct), archsimd.BroadcastInt64x8(-MaxAct)
	for j := 0; j+8 <= len(e); j += 8 {
		v := archsimd.LoadInt32x8Slice(h1[j : j+8]).ExtendToInt64()
		q := recip60(archsimd.LoadInt64x8Slice(e[j : j+8]).Add(one30))
		sig := q.Merge(one30.Sub(q), v.GreaterEqual(zero)) // v < 0: 2^30 − σ
		p := v.Mul(sig)                                    // |p| < 2^61
		g := p.ShiftAllRight(30).Add(p.ShiftAllRight(29).And(one))
		p = g.Mul(archsimd.LoadInt32x8Slice(h3[j : j+8]).ExtendToInt64()) // |g| ≤ |v|: |p| < 2^62
		o := p.ShiftAllRight(16).Add(p.ShiftAllRight(15).And(one))
		o.Max(lo).Min(hi).TruncateToInt32().StoreSlice(out[j : j+8])
	}
}

// recip60 is ⌊2^60 / d⌋ in each lane, for d in [2^30, 2^31] (so the
// quotient is in [2^29, 2^30]). A linear seed good to 1/17, three Newton
// steps q += q·(2^60 − d·q) / 2^60 (the error term cut to 31 bits first,
// so that no product leaves int64), then the remainder puts q right: the
// steps leave it within one unit either way (TestRecip60 checks every d).
func recip60(d archsimd.Int64x8) archsimd.Int64x8 {
	two60 := archsimd.BroadcastInt64x8(1 << 60)
	one := archsimd.BroadcastInt64x8(1)
	zero := archsimd.BroadcastInt64x8(0)
	// 2^60/d = 2^29/m with m = d/2^31 in [1/2, 1], and 1/m ≈ (48 − 32m)/17:
	// q ≈ (3·2^33 − 8d)/17, the division by 17 as ·3855/2^16.
	q := archsimd.BroadcastInt64x8(3 << 33).Sub(d.ShiftAllLeft(3)).Mul(archsimd.BroadcastInt64x8(3855)).ShiftAllRight(16)
	for range 3 {
		r := two60.Sub(d.Mul(q)) // |r| < 2^57 after the seed
		q = q.Add(q.Mul(r.ShiftAllRight(26)).ShiftAllRight(34))
	}
	r := two60.Sub(d.Mul(q))
	neg := r.Less(zero)
	q = q.Sub(one.Masked(neg))
	r = r.Add(d.Masked(neg))
	return q.Add(one.Masked(r.GreaterEqual(d)))
}
