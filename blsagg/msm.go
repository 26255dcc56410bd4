package blsagg

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/consensys/gnark-crypto/ecc/bn254"
)

// The G2 side of a batch check, Σ rᵢ·pkᵢ over the set's keys with fresh
// random rᵢ, is most of its cost. The keys are fixed for the set's life, so
// each key's multiples 2^(c·w)·pk for every window w of a scalar (up to 128
// bits; batch checks use 64) are computed once (keyTable); a sum is then
// one bucket pass over all (key,
// window) pairs with one reduction, instead of a bucket pass and a
// reduction per window with doublings between them. Points enter buckets
// with affine additions whose slopes share one field inversion per batch
// (Montgomery's trick): about 6 multiplications in Fp² an addition, against
// 10 for the extended-Jacobian mixed addition a general multi-scalar
// multiplication uses.

const (
	// tableC is the window width: 11 signed windows cover 129 bits, and
	// 2,048 buckets take one reduction (≈ 4,100 additions) per sum.
	tableC       = 12
	tableWindows = (128 + tableC) / tableC
	tableBuckets = 1 << (tableC - 1)
	// tableBatch is how many bucket additions share one inversion.
	tableBatch = 256
	// tableMinSigs is the smallest batch whose key sum uses the table: its
	// one reduction (≈ 4,100 additions) outweighs the saving below that.
	tableMinSigs = 128
)

// keyTable holds, for key i and window w, 2^(tableC·w)·pkᵢ at
// [i·tableWindows + w].
type keyTable struct {
	pts []G2
}

// newKeyTable computes the multiples of every key.
func newKeyTable(keys []G2) *keyTable {
	t := &keyTable{pts: make([]G2, len(keys)*tableWindows)}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(keys)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(keys); i = int(next.Add(1) - 1) {
				t.fill(keys, i)
			}
		}()
	}
	wg.Wait()
	return t
}

// fill computes key i's multiples.
func (t *keyTable) fill(keys []G2, i int) {
	{
		var j bn254.G2Jac
		j.FromAffine(&keys[i])
		jac := make([]bn254.G2Jac, tableWindows)
		for w := range tableWindows {
			if w > 0 {
				for range tableC {
					j.DoubleAssign()
				}
			}
			jac[w] = j
		}
		for w := range tableWindows {
			t.pts[i*tableWindows+w].FromJacobian(&jac[w])
		}
	}
}

// signedDigits writes the tableWindows signed base-2^tableC digits of the
// 128-bit value (lo, hi), lowest first: each in [−2^(c−1), 2^(c−1)).
func signedDigits(lo, hi uint64, out *[tableWindows]int32) {
	carry := uint64(0)
	for w := range tableWindows {
		o := uint(w * tableC)
		var x uint64
		switch {
		case o < 64:
			x = lo>>o | hi<<(64-o)
		case o < 128:
			x = hi >> (o - 64)
		}
		d := x&(1<<tableC-1) + carry
		carry = 0
		if d >= 1<<(tableC-1) {
			out[w] = int32(d) - 1<<tableC
			carry = 1
		} else {
			out[w] = int32(d)
		}
	}
}

// sum returns Σ sᵢ·pkᵢ over the keys at positions idx (in the table's key
// order), sᵢ = (lo[i], hi[i]) below 2^128. The keys are cut into up to
// parts contiguous shares, each filling its own buckets on its own
// goroutine; the shares' buckets are then added together (batched affine
// additions again) and reduced once.
func (t *keyTable) sum(idx []int, lo, hi []uint64, parts int) bn254.G2Jac {
	parts = max(1, min(parts, len(idx)))
	accs := make([]bucketAcc, parts)
	var wg sync.WaitGroup
	for p := range parts {
		a, b := p*len(idx)/parts, (p+1)*len(idx)/parts
		wg.Add(1)
		go func() {
			defer wg.Done()
			accs[p].init()
			t.accumulate(&accs[p], idx[a:b], lo[a:b], hi[a:b])
		}()
	}
	wg.Wait()
	acc := &accs[0]
	for p := 1; p < parts; p++ {
		for b := range tableBuckets {
			if accs[p].full[b] {
				acc.add(b, &accs[p].buckets[b], false)
			}
		}
		acc.drain()
	}
	// Σ (b+1)·bucket[b]: a running sum from the top bucket down.
	var running, total bn254.G2Jac
	for b := tableBuckets - 1; b >= 0; b-- {
		if acc.full[b] {
			running.AddMixed(&acc.buckets[b])
		}
		total.AddAssign(&running)
	}
	return total
}

// accumulate adds every (key, window) multiple of one share of the sum to
// acc's buckets.
func (t *keyTable) accumulate(acc *bucketAcc, idx []int, lo, hi []uint64) {
	var ds [tableWindows]int32
	for k, i := range idx {
		signedDigits(lo[k], hi[k], &ds)
		base := i * tableWindows
		for w, d := range ds {
			switch {
			case d > 0:
				acc.add(int(d-1), &t.pts[base+w], false)
			case d < 0:
				acc.add(int(-d-1), &t.pts[base+w], true)
			}
		}
	}
	acc.drain()
}

// pending is a point waiting for a bucket that is busy in the open batch.
type pending struct {
	bucket int
	pt     *G2
	neg    bool
}

// bucketAcc accumulates points into affine buckets in batches of additions
// that share one inversion; a bucket takes at most one addition per batch.
type bucketAcc struct {
	buckets  []G2
	full     []bool
	busy     []bool
	batch    []pending
	deferred []pending
	dx, pre  []bn254.E2
}

func (a *bucketAcc) init() {
	a.buckets = make([]G2, tableBuckets)
	a.full = make([]bool, tableBuckets)
	a.busy = make([]bool, tableBuckets)
	a.batch = make([]pending, 0, tableBatch)
	a.dx = make([]bn254.E2, tableBatch)
	a.pre = make([]bn254.E2, tableBatch)
}

func (a *bucketAcc) add(b int, p *G2, neg bool) {
	switch {
	case !a.full[b]:
		a.buckets[b] = *p
		if neg {
			a.buckets[b].Y.Neg(&a.buckets[b].Y)
		}
		a.full[b] = true
	case a.busy[b]:
		a.deferred = append(a.deferred, pending{b, p, neg})
	default:
		a.busy[b] = true
		a.batch = append(a.batch, pending{b, p, neg})
		if len(a.batch) == tableBatch {
			a.flush()
		}
	}
}

// drain flushes the open batch and then the additions it deferred, until
// every point is in its bucket.
func (a *bucketAcc) drain() {
	a.flush()
	for len(a.deferred) > 0 {
		again := a.deferred
		a.deferred = nil
		for _, p := range again {
			a.add(p.bucket, p.pt, p.neg)
		}
		a.flush()
	}
}

// flush adds the open batch's points to their buckets: the slopes'
// denominators x₂ − x₁ are inverted together; a pair with equal x (the
// bucket holds the point or its negation) is added on its own.
func (a *bucketAcc) flush() {
	n := 0
	var acc bn254.E2
	acc.SetOne()
	for _, e := range a.batch {
		bk := &a.buckets[e.bucket]
		var d bn254.E2
		d.Sub(&e.pt.X, &bk.X)
		if d.IsZero() {
			continue
		}
		a.dx[n] = d
		a.pre[n] = acc
		acc.Mul(&acc, &d)
		n++
	}
	var inv bn254.E2
	if n > 0 {
		inv.Inverse(&acc)
	}
	// Back to front: inv holds 1 / (dx₀ ⋯ dx_k) on entry to step k.
	k := n
	for j := len(a.batch) - 1; j >= 0; j-- {
		e := a.batch[j]
		a.busy[e.bucket] = false
		bk := &a.buckets[e.bucket]
		var py bn254.E2
		py = e.pt.Y
		if e.neg {
			py.Neg(&py)
		}
		var d bn254.E2
		d.Sub(&e.pt.X, &bk.X)
		if d.IsZero() {
			a.addSlow(e.bucket, e.pt.X, py)
			continue
		}
		k--
		var dInv bn254.E2
		dInv.Mul(&inv, &a.pre[k])
		inv.Mul(&inv, &a.dx[k])
		// λ = (y₂ − y₁)/(x₂ − x₁), x₃ = λ² − x₁ − x₂, y₃ = λ(x₁ − x₃) − y₁
		var lambda, x3, y3 bn254.E2
		lambda.Sub(&py, &bk.Y)
		lambda.Mul(&lambda, &dInv)
		x3.Square(&lambda)
		x3.Sub(&x3, &bk.X)
		x3.Sub(&x3, &e.pt.X)
		y3.Sub(&bk.X, &x3)
		y3.Mul(&y3, &lambda)
		y3.Sub(&y3, &bk.Y)
		bk.X, bk.Y = x3, y3
	}
	a.batch = a.batch[:0]
}

// addSlow adds (x, y) to bucket b, which holds a point of the same x: a
// doubling, or the point at infinity (the bucket empties).
func (a *bucketAcc) addSlow(b int, x, y bn254.E2) {
	var j bn254.G2Jac
	j.FromAffine(&a.buckets[b])
	j.AddMixed(&G2{X: x, Y: y})
	if j.Z.IsZero() {
		a.full[b] = false
		a.buckets[b] = G2{}
		return
	}
	a.buckets[b].FromJacobian(&j)
}

// tableOnce builds an operator set's key table on first use.
type tableOnce struct {
	once sync.Once
	t    *keyTable
}

// keyTable returns the set's key table, built on first use (about 0.25 ms
// of CPU a key).
func (s *OperatorSet) keyTable() *keyTable {
	s.table.once.Do(func() {
		keys := make([]G2, len(s.ops))
		for i := range s.ops {
			keys[i] = s.ops[i].PubG2
		}
		s.table.t = newKeyTable(keys)
	})
	return s.table.t
}
