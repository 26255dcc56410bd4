package inference

import (
	"math/bits"
	"slices"
	"sync"
)

// attendHeads is one layer's attention at position pos (SPEC.md §4.5): for
// every query head, scores against keys 0..pos, softmax, and the weighted
// sum of values into o. kc and vc hold pos+1 rows of KVDim; kb holds, for
// every position and KV head, the bit length of that key's largest magnitude
// (keyBits), so a score's exactness check costs one compare instead of a
// pass over the key. Heads are independent and each gives exactly the bits
// of Score, Softmax and AttendValues, so spreading them over workers changes
// no bit.
//
// kT, when the vector kernels are installed (see keepKeysT), is the key
// cache transposed in blocks of positions (appendKeyT).
func attendHeads(workers int, m *Model, q, kc, vc []int32, kb []uint8, kT []int32, o []int32, pos int) {
	c := m.Config
	hs := c.HeadSize
	// One head costs ~3·hs·(pos+1) multiply-adds plus pos+1 exponentials;
	// below ~2^16 the hand-off to a helper costs more than it saves.
	if hs*(pos+1)*c.Heads < 1<<16 {
		workers = 1
	}
	parallelFor(workers, c.Heads, 1, func(lo, hi int) {
		sc := attnScratchPool.Get().(*attnScratch)
		if cap(sc.scores) < pos+1 {
			sc.scores, sc.probs = make([]int32, pos+1, c.SeqLen), make([]int64, pos+1, c.SeqLen)
			sc.raw = make([]int64, pos+1, c.SeqLen)
		}
		if cap(sc.acc) < hs {
			sc.acc = make([]int64, hs)
		}
		for h := lo; h < hi; h++ {
			attendHead(m, h, q, kc, vc, kb, kT, o, pos, sc)
		}
		attnScratchPool.Put(sc)
	})
}

// attendHead is one query head h of attendHeads.
func attendHead(m *Model, h int, q, kc, vc []int32, kb []uint8, kT []int32, o []int32, pos int, sc *attnScratch) {
	c := m.Config
	hs, kvd, kvh := c.HeadSize, c.KVDim(), c.KVHeads
	g := h / (c.Heads / kvh) // the KV head this query head reads
	off := g * hs
	scores, probs := sc.scores[:pos+1], sc.probs[:pos+1]
	qh := q[h*hs : (h+1)*hs]

	// Score's int64 path is exact when bits(q)+bits(k)+bits(hs) ≤ 48; the
	// same test, with bits(k) read from kb. Keys that fail it go through
	// Score itself. The maximum is kept on the way for the softmax.
	lim := 48 - maxAbsBits(qh) - bits.Len(uint(hs))
	isq := c.ISQ
	mx := int32(-MaxAct)
	if kT != nil {
		raw := sc.raw[:pos+1]
		vecScores(qh, kT, kvd, off, raw)
		vecFinish(raw, isq, scores)
		for t, s := range scores {
			if int(kb[t*kvh+g]) > lim {
				s = Score(qh, kc[t*kvd+off:t*kvd+off+hs], isq)
				scores[t] = s
			}
			mx = max(mx, s)
		}
	} else {
		for t := range scores {
			kt := kc[t*kvd+off : t*kvd+off+hs]
			var s int32
			if int(kb[t*kvh+g]) <= lim {
				s = Clamp(RSR(RSR(dot32(qh, kt), 16)*isq, 30))
			} else {
				s = Score(qh, kt, isq)
			}
			scores[t] = s
			mx = max(mx, s)
		}
	}
	softmax(&m.Exp2, c.Log2E, mx, scores, probs)

	// The weighted sum of values, a position at a time so the cache rows
	// are read in address order (AttendValues walks one column down all
	// positions). Every p_t ≥ 0 and Σp_t ≤ 2^30, so each partial sum of
	// p_t·v_t stays below 2^61: the order of the additions is free.
	acc := sc.acc[:hs]
	if vecValues != nil && hs%8 == 0 {
		vecValues(probs, vc, kvd, off, acc)
	} else {
		clear(acc)
		for t, pt := range probs {
			row := vc[t*kvd+off : t*kvd+off+hs]
			for i, v := range row {
				acc[i] += pt * int64(v)
			}
		}
	}
	oh := o[h*hs : (h+1)*hs]
	for i, s := range acc {
		oh[i] = Clamp(RSR(s, 30))
	}
}

// dot32 is Σ q[i]·k[i] in int64; the caller has checked that it cannot
// overflow. Four independent sums, bounds checks hoisted by the windows.
func dot32(q, k []int32) int64 {
	k = k[:len(q)]
	var s0, s1, s2, s3 int64
	for len(q) >= 4 {
		a, b := q[:4:4], k[:4:4]
		s0 += int64(a[0]) * int64(b[0])
		s1 += int64(a[1]) * int64(b[1])
		s2 += int64(a[2]) * int64(b[2])
		s3 += int64(a[3]) * int64(b[3])
		q, k = q[4:], k[4:]
	}
	for i, a := range q {
		s0 += int64(a) * int64(k[i])
	}
	return s0 + s1 + s2 + s3
}

// softmax is Softmax given the maximum score mx, with the divisions by the
// sum done by a multiply with its reciprocal and an exact correction.
func softmax(exp2 *Exp2Tables, log2e int64, mx int32, scores []int32, p []int64) {
	p = p[:len(scores)]
	var sum int64
	if vecExpArg != nil {
		vecExpArg(mx, log2e, scores, p) // p[t] = the exponent, then its exp
		for t, z := range p {
			e := Exp2Neg(exp2, z)
			p[t] = e
			sum += e
		}
	} else {
		for t, s := range scores {
			// 0 ≤ mx − s < 2^32 and log2e < 2^17: the product fits.
			e := Exp2Neg(exp2, RSR((int64(mx)-int64(s))*log2e, 16))
			p[t] = e
			sum += e
		}
	}
	// floor(e·2^30 / sum) for e ≤ 2^30 and 2^30 ≤ sum < 2^63. With
	// inv = floor((2^64−1)/sum), hi(n·inv) undershoots n/sum by less than
	// n/2^64 + n/(sum·2^64) < 1 for n = e·2^30 ≤ 2^60, so the quotient is
	// that estimate or one more; the remainder tells which.
	if vecDivide != nil {
		vecDivide(p, sum)
		return
	}
	d := uint64(sum)
	inv := ^uint64(0) / d
	for t, e := range p {
		n := uint64(e) << 30
		q, _ := bits.Mul64(n, inv)
		if n-q*d >= d {
			q++
		}
		p[t] = int64(q)
	}
}

// keyBits appends, for each KV head of one position's key row k, the bit
// length of its largest magnitude.
func keyBits(kb []uint8, k []int32, kvHeads, hs int) []uint8 {
	for g := range kvHeads {
		kb = append(kb, uint8(maxAbsBits(k[g*hs:(g+1)*hs])))
	}
	return kb
}

// The vector attention kernels, when the build and the CPU have them
// (kernel_attn_simd_amd64.go): vecScores writes the raw score sums of every
// position from the transposed key cache, vecValues the weighted value sums
// (head sizes that are multiples of 8).
var (
	vecScores func(q []int32, kT []int32, kvd, off int, d []int64)
	vecValues func(p []int64, vc []int32, kvd, off int, acc []int64)
	// vecFinish rescales raw score sums as Score does (wrapping where a
	// sum was not exact); vecDivide is softmax's division by the sum.
	vecFinish func(d []int64, isq int64, out []int32)
	vecDivide func(p []int64, sum int64)
	// vecExpArg writes softmax's exponents rsr((mx − s)·log2e, 16).
	vecExpArg func(mx int32, log2e int64, scores []int32, z []int64)
)

// keepKeysT says whether runners keep the transposed key cache vecScores
// reads.
func keepKeysT() bool { return vecScores != nil }

// keyBlock is the positions in one block of the transposed key cache.
const keyBlock = 8

// appendKeyT writes key k (KVDim values) of position pos into kT, the key
// cache transposed in blocks of keyBlock positions: dimension i of the key
// at t is kT[(t/8)·kvd·8 + i·8 + t%8]. One head's dimensions of one block
// are then one run of hs·8 values that vecScores reads in order, eight
// positions a vector, and a new key is written inside one block (each
// dimension a slice of its own took 1,024 scattered appends a layer for
// Qwen3-0.6B, and the appends' reallocations). Positions after pos in its
// block are zero until written.
func appendKeyT(kT, k []int32, pos int) []int32 {
	kvd := len(k)
	if pos%keyBlock == 0 {
		n := len(kT)
		kT = slices.Grow(kT, kvd*keyBlock)[:n+kvd*keyBlock]
		clear(kT[n:])
	}
	blk := kT[pos/keyBlock*kvd*keyBlock+pos%keyBlock:]
	for i, v := range k {
		blk[i*keyBlock] = v
	}
	return kT
}

// attnScratch is one goroutine's score and probability rows and sums.
type attnScratch struct {
	scores []int32
	probs  []int64
	raw    []int64 // raw score sums (vector kernel)
	acc    []int64
}

var attnScratchPool = sync.Pool{New: func() any { return new(attnScratch) }}
