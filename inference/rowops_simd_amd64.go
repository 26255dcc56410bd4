//go:build goexperiment.simd

package inference

import "simd/archsimd"

// RMSNorm and RoPE on AVX-512, bit-identical to RMSNorm and Rope (ops.go,
// the definitions). A 16-sequence step of the 0.6B shape runs 57 norms of
// 1,024 values and 672 of 128 a sequence (the QK-norm's heads) and 672
// head rotations; in scalar Go the norms were ~4% of the step and RoPE ~1%.

func init() {
	if hasAVX512() {
		rmsNorm = rmsNormAVX512
		ropeHead = ropeAVX512
	}
}

// ropeAVX512 is Rope, eight pairs at a time when the pairs are (i,
// i+half) (Hugging Face's layout, contiguous in both halves); the
// interleaved layout and the last half mod 8 pairs go through Rope.
func ropeAVX512(head, cos, sin []int32, halfSplit bool) {
	if !halfSplit {
		Rope(head, cos, sin, false)
		return
	}
	half := len(head) / 2
	lo, hi := head[:half], head[half:2*half]
	cos, sin = cos[:half], sin[:half]
	one := archsimd.BroadcastInt64x8(1)
	top, bottom := archsimd.BroadcastInt64x8(MaxAct), archsimd.BroadcastInt64x8(-MaxAct)
	i := 0
	for ; i+8 <= half; i += 8 {
		v0 := archsimd.LoadInt32x8Slice(lo[i : i+8]).ExtendToInt64()
		v1 := archsimd.LoadInt32x8Slice(hi[i : i+8]).ExtendToInt64()
		c := archsimd.LoadInt32x8Slice(cos[i : i+8]).ExtendToInt64()
		s := archsimd.LoadInt32x8Slice(sin[i : i+8]).ExtendToInt64()
		// |v| < 2^31 and |c|,|s| ≤ 2^30: each sum is below 2^62.
		a, b := v0.Mul(c).Sub(v1.Mul(s)), v0.Mul(s).Add(v1.Mul(c))
		a = a.ShiftAllRight(30).Add(a.ShiftAllRight(29).And(one))
		b = b.ShiftAllRight(30).Add(b.ShiftAllRight(29).And(one))
		a.Max(bottom).Min(top).TruncateToInt32().StoreSlice(lo[i : i+8])
		b.Max(bottom).Min(top).TruncateToInt32().StoreSlice(hi[i : i+8])
	}
	if i < half {
		// The remaining pairs (i+j, i+j+half): Rope on a copy laid out
		// as one head.
		n := half - i
		var tmp [16]int32
		copy(tmp[:n], lo[i:])
		copy(tmp[n:2*n], hi[i:])
		Rope(tmp[:2*n], cos[i:], sin[i:], true)
		copy(lo[i:], tmp[:n])
		copy(hi[i:], tmp[n:2*n])
	}
}

// rmsNormAVX512 is RMSNorm, eight values at a time; x and y may be the same
// slice.
func rmsNormAVX512(x, g []int32, eps int64, y []int32) {
	n := len(x)
	g, y = g[:n], y[:n]
	hi, lo, ok := sumSquaresLanes(x)
	if !ok {
		hi, lo = sumSquares(x)
	}
	inv := rmsInvOf(hi, lo, uint64(n), eps)
	invs, one := archsimd.BroadcastInt64x8(inv), archsimd.BroadcastInt64x8(1)
	top, bottom := archsimd.BroadcastInt64x8(MaxAct), archsimd.BroadcastInt64x8(-MaxAct)
	i := 0
	for ; i+8 <= n; i += 8 {
		// RSR(v, s) = v>>s + (v>>(s−1))&1, as in RSR: the products wrap
		// exactly as int64 multiplication does.
		p := archsimd.LoadInt32x8Slice(x[i : i+8]).ExtendToInt64().Mul(invs)
		p = p.ShiftAllRight(32).Add(p.ShiftAllRight(31).And(one))
		p = p.Mul(archsimd.LoadInt32x8Slice(g[i : i+8]).ExtendToInt64())
		p = p.ShiftAllRight(16).Add(p.ShiftAllRight(15).And(one))
		p.Max(bottom).Min(top).TruncateToInt32().StoreSlice(y[i : i+8])
	}
	for ; i < n; i++ {
		y[i] = Clamp(RSR(RSR(int64(x[i])*inv, 32)*int64(g[i]), 16))
	}
}

// sumSquaresLanes is sumSquares in int64 lanes when no lane can overflow:
// n·max|x|² < 2^63. ok is false otherwise (a residual stream with values
// past ~2^26 at width 1,024), and the caller takes sumSquares.
func sumSquaresLanes(x []int32) (hi, lo uint64, ok bool) {
	n := len(x)
	n16 := n &^ 15
	mx, mn := archsimd.BroadcastInt32x16(0), archsimd.BroadcastInt32x16(0)
	for i := 0; i < n16; i += 16 {
		v := archsimd.LoadInt32x16Slice(x[i : i+16])
		mx, mn = mx.Max(v), mn.Min(v)
	}
	var a, b [16]int32
	mx.Store(&a)
	mn.Store(&b)
	var m uint64 // max |x|
	for j := range a {
		m = max(m, uint64(a[j]), uint64(-int64(b[j])))
	}
	for _, v := range x[n16:] {
		m = max(m, uint64(max(int64(v), -int64(v))))
	}
	if m > 1<<31 || m*m >= (1<<63)/uint64(max(n, 1)) {
		return 0, 0, false
	}
	acc := archsimd.BroadcastInt64x8(0)
	i := 0
	for ; i+8 <= n; i += 8 {
		v := archsimd.LoadInt32x8Slice(x[i : i+8]).ExtendToInt64()
		acc = acc.Add(v.Mul(v))
	}
	var s [8]int64
	acc.Store(&s)
	for _, v := range s {
		lo += uint64(v)
	}
	for _, v := range x[i:] {
		lo += uint64(int64(v) * int64(v))
	}
	return 0, lo, true
}
