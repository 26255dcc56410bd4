//go:build goexperiment.simd

package inference

import "simd/archsimd"

// The AVX-512 attention kernels (GOEXPERIMENT=simd): eight int64 lanes of
// exact int32×int32 products. Scores run eight positions at a time over the
// blocked transposed key cache, so no lane sums need adding across; the
// weighted values run sixty-four columns at a time along the positions.

func init() {
	if hasAVX512() {
		vecScores, vecValues, vecFinish, vecDivide = avx512Scores, avx512Values, avx512Finish, avx512Divide
		vecExpArg = avx512ExpArg
	}
}

// avx512Scores writes d[t] = Σ_i q[i]·k_t[off+i] for t < len(d), from kT,
// the key cache transposed in blocks of eight positions (appendKeyT), kvd
// values a key; wrapping like int64 adds: the caller uses only the sums it
// has proven exact. Four accumulators, so the multiply-adds of one block do
// not wait on each other.
func avx512Scores(q []int32, kT []int32, kvd, off int, d []int64) {
	n, hs := len(d), len(q)
	for t := 0; t < n; t += keyBlock {
		base := t*kvd + off*keyBlock // block t/8 starts at t/8·kvd·8 = t·kvd
		blk := kT[base : base+hs*keyBlock : base+hs*keyBlock]
		var a0, a1, a2, a3 archsimd.Int64x8
		i := 0
		for ; i+4 <= hs; i += 4 {
			k := blk[i*keyBlock : i*keyBlock+4*keyBlock : i*keyBlock+4*keyBlock]
			a0 = a0.Add(archsimd.BroadcastInt64x8(int64(q[i])).Mul(archsimd.LoadInt32x8Slice(k[0:8]).ExtendToInt64()))
			a1 = a1.Add(archsimd.BroadcastInt64x8(int64(q[i+1])).Mul(archsimd.LoadInt32x8Slice(k[8:16]).ExtendToInt64()))
			a2 = a2.Add(archsimd.BroadcastInt64x8(int64(q[i+2])).Mul(archsimd.LoadInt32x8Slice(k[16:24]).ExtendToInt64()))
			a3 = a3.Add(archsimd.BroadcastInt64x8(int64(q[i+3])).Mul(archsimd.LoadInt32x8Slice(k[24:32]).ExtendToInt64()))
		}
		for ; i < hs; i++ {
			a0 = a0.Add(archsimd.BroadcastInt64x8(int64(q[i])).Mul(archsimd.LoadInt32x8Slice(blk[i*keyBlock : i*keyBlock+8]).ExtendToInt64()))
		}
		acc := a0.Add(a1).Add(a2.Add(a3))
		if t+keyBlock <= n {
			acc.StoreSlice(d[t : t+keyBlock])
			continue
		}
		var last [keyBlock]int64 // the block's positions after the last one are not keys yet
		acc.Store(&last)
		copy(d[t:n], last[:])
	}
}

// avx512Values writes acc[i] = Σ_t p[t]·v[t·kvd+off+i] for i < len(acc),
// len(acc) a multiple of 8. Sixty-four columns at a time in eight
// accumulators, positions outermost: each position's 256 bytes of values
// are read once, in order. (Eight columns down all the positions, then the
// next eight, read a 4 KiB-strided column a page per position: about a
// tenth of a Qwen3-0.6B token went there.)
func avx512Values(p []int64, vc []int32, kvd, off int, acc []int64) {
	j := 0
	for ; j+64 <= len(acc); j += 64 {
		var a0, a1, a2, a3, a4, a5, a6, a7 archsimd.Int64x8
		for t, pt := range p {
			pb := archsimd.BroadcastInt64x8(pt)
			v := vc[t*kvd+off+j : t*kvd+off+j+64 : t*kvd+off+j+64]
			a0 = a0.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[0:8]).ExtendToInt64()))
			a1 = a1.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[8:16]).ExtendToInt64()))
			a2 = a2.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[16:24]).ExtendToInt64()))
			a3 = a3.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[24:32]).ExtendToInt64()))
			a4 = a4.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[32:40]).ExtendToInt64()))
			a5 = a5.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[40:48]).ExtendToInt64()))
			a6 = a6.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[48:56]).ExtendToInt64()))
			a7 = a7.Add(pb.Mul(archsimd.LoadInt32x8Slice(v[56:64]).ExtendToInt64()))
		}
		for k, a := range [...]archsimd.Int64x8{a0, a1, a2, a3, a4, a5, a6, a7} {
			a.StoreSlice(acc[j+8*k : j+8*k+8])
		}
	}
	for ; j+8 <= len(acc); j += 8 {
		var a archsimd.Int64x8
		for t, pt := range p {
			o := t*kvd + off + j
			v := archsimd.LoadInt32x8Slice(vc[o : o+8]).ExtendToInt64()
			a = a.Add(archsimd.BroadcastInt64x8(pt).Mul(v))
		}
		a.StoreSlice(acc[j : j+8])
	}
}

// rsr8 is RSR(v, s) on each lane, s ≥ 1.
func rsr8(v archsimd.Int64x8, s uint64) archsimd.Int64x8 {
	return v.ShiftAllRight(s).Add(v.ShiftAllRight(s - 1).And(archsimd.BroadcastInt64x8(1)))
}

// avx512Finish writes out[t] = clamp(rsr(rsr(d[t], 16)·isq, 30)) for every
// t (wrapping where d[t] was not exact: the caller replaces those).
func avx512Finish(d []int64, isq int64, out []int32) {
	out = out[:len(d)]
	is := archsimd.BroadcastInt64x8(isq)
	lo, hi := archsimd.BroadcastInt64x8(-MaxAct), archsimd.BroadcastInt64x8(MaxAct)
	t := 0
	for ; t+8 <= len(d); t += 8 {
		v := rsr8(rsr8(archsimd.LoadInt64x8Slice(d[t:t+8]), 16).Mul(is), 30)
		v.Max(lo).Min(hi).TruncateToInt32().StoreSlice(out[t : t+8])
	}
	for ; t < len(d); t++ {
		out[t] = Clamp(RSR(RSR(d[t], 16)*isq, 30))
	}
}

// avx512Divide sets p[t] = floor(p[t]·2^30 / sum) for p[t] ∈ [0, 2^30] and
// 2^30 ≤ sum < 2^63. With inv = floor(2^62/sum), (e·inv) >> 32 is below
// e·2^30/sum by less than e/2^32 ≤ 1/4, so it is the quotient or one less;
// e·inv ≤ 2^62 fits a lane, and the remainder decides.
func avx512Divide(p []int64, sum int64) {
	inv := archsimd.BroadcastInt64x8(int64((uint64(1) << 62) / uint64(sum)))
	d := archsimd.BroadcastInt64x8(sum)
	one := archsimd.BroadcastInt64x8(1)
	t := 0
	for ; t+8 <= len(p); t += 8 {
		e := archsimd.LoadInt64x8Slice(p[t : t+8])
		q := e.Mul(inv).ShiftAllRight(32)
		r := e.ShiftAllLeft(30).Sub(q.Mul(d)).Sub(d) // remainder − sum: ≥ 0 when q is one short
		q = q.Add(one).Add(r.ShiftAllRight(63))      // r < 0: the sign, −1
		q.StoreSlice(p[t : t+8])
	}
	for ; t < len(p); t++ {
		p[t] = (p[t] << 30) / sum
	}
}

// avx512ExpArg writes z[t] = rsr((mx − scores[t])·log2e, 16); the product
// is below 2^32·2^17.
func avx512ExpArg(mx int32, log2e int64, scores []int32, z []int64) {
	z = z[:len(scores)]
	m, l := archsimd.BroadcastInt64x8(int64(mx)), archsimd.BroadcastInt64x8(log2e)
	t := 0
	for ; t+8 <= len(scores); t += 8 {
		s := archsimd.LoadInt32x8Slice(scores[t : t+8]).ExtendToInt64()
		rsr8(m.Sub(s).Mul(l), 16).StoreSlice(z[t : t+8])
	}
	for ; t < len(scores); t++ {
		z[t] = RSR((int64(mx)-int64(scores[t]))*log2e, 16)
	}
}
