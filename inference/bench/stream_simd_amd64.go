//go:build goexperiment.simd

package bench

import "simd/archsimd"

// With AVX-512 the bound also takes a 512-bit scan: the vector matrix kernel
// reads weights in 64-byte loads, so a bound from narrower scans alone could
// sit below what the kernel itself streams.
func init() {
	if archsimd.X86.AVX512() {
		streamMethods = append(streamMethods, streamMethod{"or_fold_avx512", orFold512})
	}
}

// orFold512 ORs the buffer together 64 bytes at a time into four
// independent accumulators.
func orFold512(b []byte) uint64 {
	var a0, a1, a2, a3 archsimd.Uint8x64
	i := 0
	for ; i+256 <= len(b); i += 256 {
		a0 = a0.Or(archsimd.LoadUint8x64((*[64]uint8)(b[i : i+64])))
		a1 = a1.Or(archsimd.LoadUint8x64((*[64]uint8)(b[i+64 : i+128])))
		a2 = a2.Or(archsimd.LoadUint8x64((*[64]uint8)(b[i+128 : i+192])))
		a3 = a3.Or(archsimd.LoadUint8x64((*[64]uint8)(b[i+192 : i+256])))
	}
	var t [64]uint8
	a0.Or(a1).Or(a2).Or(a3).Store(&t)
	var acc uint64
	for _, c := range t {
		acc |= uint64(c)
	}
	for _, c := range b[i:] {
		acc |= uint64(c)
	}
	return acc
}
