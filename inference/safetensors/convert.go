package safetensors

import (
	"encoding/binary"
	"fmt"
	"math"
)

// decodeFloat32 converts little-endian F32, F16 or BF16 bytes to float32.
// The caller has checked the dtype and that len(raw) is a whole number of
// elements.
func decodeFloat32(dt DType, raw []byte) []float32 {
	out := make([]float32, len(raw)/dt.Size())
	switch dt {
	case F32:
		for i := range out {
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
		}
	case F16:
		for i := range out {
			out[i] = F16ToF32(binary.LittleEndian.Uint16(raw[2*i:]))
		}
	case BF16:
		for i := range out {
			// BF16 is the top half of a float32, so widening is a shift.
			out[i] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(raw[2*i:])) << 16)
		}
	}
	return out
}

// F16ToF32 widens an IEEE 754 binary16 value exactly (GGUF's F16 tensors and
// quantization scales use it too).
func F16ToF32(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h) & 0x3ff
	switch exp {
	case 0:
		// Zero or subnormal: mant × 2⁻²⁴. Both factors are exact in float32
		// and the product is a normal float32, so this is exact.
		v := float32(mant) * (1.0 / (1 << 24))
		if sign != 0 {
			v = -v
		}
		return v
	case 0x1f:
		// Infinity or NaN; the NaN payload moves to the top of the wider
		// mantissa so a NaN stays a NaN.
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	}
	// Normal: rebias the exponent from 15 to 127.
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}

// f32ToF16 narrows a float32 to binary16, rounding to nearest with ties to
// even, as PyTorch's .half() does. Values too large become ±Inf.
func f32ToF16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int32(b>>23) & 0xff
	mant := b & 0x7fffff
	if exp == 0xff {
		if mant == 0 {
			return sign | 0x7c00
		}
		return sign | 0x7e00 | uint16(mant>>13) // quiet NaN, keeping the payload's top bits
	}
	e := exp - 127 + 15 // binary16 biased exponent
	switch {
	case e >= 0x1f:
		return sign | 0x7c00
	case e <= 0:
		// Subnormal (or zero) in binary16: the result is m × 2⁻²⁴ with
		// m = significand × 2^(e-14), where the significand carries its
		// implicit leading one. Below e = -10 even the rounding cannot reach
		// the smallest subnormal. Float32 subnormals have exp 0 and land here.
		if e < -10 {
			return sign
		}
		// A carry out of the subnormal range yields the smallest normal,
		// which is the right answer.
		return sign | uint16(roundShift(mant|0x800000, uint32(14-e)))
	}
	// Normal. A rounding carry out of the mantissa bumps the exponent, and
	// from the largest exponent it produces exactly the Inf bit pattern.
	return sign | uint16(roundShift(uint32(e)<<23|mant, 13))
}

// f32ToBF16 narrows a float32 to bfloat16, rounding to nearest with ties to
// even.
func f32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if b&0x7fffffff > 0x7f800000 { // NaN: keep it a quiet NaN rather than round it to Inf
		return uint16(b>>16) | 0x40
	}
	return uint16(roundShift(b, 16))
}

// roundShift returns x >> s rounded to nearest, ties to even. s is in 1..31.
func roundShift(x, s uint32) uint32 {
	q := x >> s
	r := x & (1<<s - 1)
	half := uint32(1) << (s - 1)
	if r > half || (r == half && q&1 == 1) {
		q++
	}
	return q
}

// EncodeFloat32 encodes values as little-endian bytes of dtype F32, F16 or
// BF16, rounding to nearest-even when narrowing. NaN and infinite inputs are
// kept as they are (tests use them to build broken files), but a finite value
// that overflows the narrower type is an error, because silently turning a
// weight into Inf would write a file the reader then refuses.
func EncodeFloat32(dt DType, values []float32) ([]byte, error) {
	switch dt {
	case F32:
		out := make([]byte, 4*len(values))
		for i, v := range values {
			binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
		}
		return out, nil
	case F16, BF16:
		narrow, inf := f32ToF16, uint16(0x7c00)
		if dt == BF16 {
			narrow, inf = f32ToBF16, 0x7f80
		}
		out := make([]byte, 2*len(values))
		for i, v := range values {
			h := narrow(v)
			if h&0x7fff == inf && !math.IsInf(float64(v), 0) {
				return nil, fmt.Errorf("safetensors: value %v at index %d overflows %s", v, i, dt)
			}
			binary.LittleEndian.PutUint16(out[2*i:], h)
		}
		return out, nil
	}
	return nil, fmt.Errorf("safetensors: cannot encode float32 values as %s (want F32, F16 or BF16)", dt)
}
