//go:build goexperiment.simd

package inference

import "simd/archsimd"

// The AVX-512 attention kernels (GOEXPERIMENT=simd): eight int64 lanes of
// exact int32×int32 products. Scores run eight positions at a time over the
// transposed key cache, so no lane sums need adding across; the weighted
// values run eight columns at a time down the positions.

func init() {
	if hasAVX512() {
		vecScores, vecValues = avx512Scores, avx512Values
	}
}

// avx512Scores writes d[t] = Σ_i q[i]·kT[i][t] for t < len(d), wrapping
// like int64 adds; the caller uses only the sums it has proven exact.
func avx512Scores(q []int32, kT [][]int32, d []int64) {
	n := len(d)
	kT = kT[:len(q)]
	t := 0
	for ; t+8 <= n; t += 8 {
		var acc archsimd.Int64x8
		for i, qi := range q {
			k := archsimd.LoadInt32x8Slice(kT[i][t : t+8]).ExtendToInt64()
			acc = acc.Add(archsimd.BroadcastInt64x8(int64(qi)).Mul(k))
		}
		acc.StoreSlice(d[t : t+8])
	}
	for ; t < n; t++ {
		var s int64
		for i, qi := range q {
			s += int64(qi) * int64(kT[i][t])
		}
		d[t] = s
	}
}

// avx512Values writes acc[i] = Σ_t p[t]·v[t·kvd+off+i] for i < len(acc),
// len(acc) a multiple of 8.
func avx512Values(p []int64, vc []int32, kvd, off int, acc []int64) {
	for j := 0; j+8 <= len(acc); j += 8 {
		var a archsimd.Int64x8
		for t, pt := range p {
			o := t*kvd + off + j
			v := archsimd.LoadInt32x8Slice(vc[o : o+8]).ExtendToInt64()
			a = a.Add(archsimd.BroadcastInt64x8(pt).Mul(v))
		}
		a.StoreSlice(acc[j : j+8])
	}
}
