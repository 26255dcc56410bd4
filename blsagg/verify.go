package blsagg

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"slices"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
)

// ErrInvalidSignature means a signature does not verify under the key of
// the operator it claims to come from.
var ErrInvalidSignature = errors.New("blsagg: invalid signature")

// Verify checks one signature σ over digest against a G2 public key:
// e(σ, g2) = e(HashToG1(digest), pk2). Every point is checked first (the
// key's subgroup too), so it is safe on untrusted input.
func Verify(digest [32]byte, pk2 *G2, sig *G1) error {
	if err := CheckG2(pk2); err != nil {
		return fmt.Errorf("G2 public key: %w", err)
	}
	h := HashToG1(digest)
	return verifyHashed(&h, pk2, sig)
}

// verifyHashed is Verify with the message already on the curve and pk2
// already checked.
func verifyHashed(h *G1, pk2 *G2, sig *G1) error {
	if err := CheckG1(sig); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidSignature, err)
	}
	var neg G1
	neg.Neg(sig)
	ok, err := bn254.PairingCheck([]G1{*h, neg}, []G2{*pk2, g2Gen})
	if err != nil || !ok {
		return ErrInvalidSignature
	}
	return nil
}

// Verifier checks signatures over one digest from the operators of one set.
// The set's keys were checked (subgroup, proof of possession) when it was
// built, so only the signatures are checked here. It is safe for concurrent
// use.
type Verifier struct {
	set    *OperatorSet
	digest [32]byte
	h      G1
}

// NewVerifier hashes the digest to G1 once for all signatures over it.
func NewVerifier(set *OperatorSet, digest [32]byte) *Verifier {
	return &Verifier{set: set, digest: digest, h: HashToG1(digest)}
}

// Digest is the message hash this verifier checks signatures over.
func (v *Verifier) Digest() [32]byte { return v.digest }

// Verify checks the signature of the operator at index i of the set.
func (v *Verifier) Verify(i int, sig *G1) error {
	return verifyHashed(&v.h, &v.set.ops[i].PubG2, sig)
}

// VerifyBatch checks the signatures sigs[k] of operators ops[k] (indices in
// the set) together and returns the positions k whose signature is invalid,
// ascending; nil means all are valid. All signatures valid costs one
// random linear combination: two multi-scalar multiplications (G1 over the
// signatures, G2 over the keys) and one two-pair pairing check. When that
// check fails, the batch is bisected to name the bad signers; every
// position returned has also failed a check on its own, so an honest
// signer is never accused.
func (v *Verifier) VerifyBatch(ops []int, sigs []G1) []int {
	if len(ops) != len(sigs) {
		panic("blsagg: VerifyBatch: ops and sigs differ in length")
	}
	n := len(sigs)
	var bad []int
	// Points off the curve are rejected up front: they must never reach
	// the multi-scalar multiplication.
	keep := make([]int, 0, n)
	for k := range n {
		if CheckG1(&sigs[k]) != nil {
			bad = append(bad, k)
			continue
		}
		keep = append(keep, k)
	}
	ss := make([]G1, len(keep))
	idx := make([]int, len(keep))
	for j, k := range keep {
		ss[j] = sigs[k]
		idx[j] = ops[k]
	}
	var found []int
	b := batch{set: v.set, h: &v.h, idx: idx, sigs: ss}
	if !b.check(0, len(ss)) {
		b.bisect(0, len(ss), &found)
	}
	for _, j := range found {
		bad = append(bad, keep[j])
	}
	if len(bad) == 0 {
		return nil
	}
	slices.Sort(bad)
	return bad
}

// batch holds one digest's signatures and the positions of their keys.
type batch struct {
	set  *OperatorSet
	h    *G1
	idx  []int
	sigs []G1
}

// check reports whether every signature in [lo, hi) is valid. A single
// signature is checked exactly; more are combined with random scalars rᵢ
// of batchBits bits: e(Σ rᵢσᵢ, g2) = e(H, Σ rᵢ pkᵢ), one two-pair pairing
// check. If any signature is invalid the check passes with probability at
// most 2⁻⁶⁴; if all are valid it always passes. Σ rᵢσᵢ is a multi-scalar
// multiplication over the fresh signatures; Σ rᵢ pkᵢ uses the set's table
// of key multiples (msm.go) from tableMinSigs signatures on (below, its
// fixed reduction costs more than a plain multi-scalar multiplication),
// filled by every core, both at once.
func (b *batch) check(lo, hi int) bool {
	switch hi - lo {
	case 0:
		return true
	case 1:
		return verifyHashed(b.h, &b.set.ops[b.idx[lo]].PubG2, &b.sigs[lo]) == nil
	}
	sigs, idx := b.sigs[lo:hi], b.idx[lo:hi]
	rlo, rhi := randomWords(len(sigs), batchBits)
	r := scalars(rlo, rhi)
	cfg := ecc.MultiExpConfig{NbTasks: runtime.GOMAXPROCS(0)}
	var s G1
	var p G2
	var errS, errP error
	done := make(chan struct{})
	go func() {
		defer close(done)
		_, errS = s.MultiExp(sigs, r, cfg)
	}()
	if len(idx) >= tableMinSigs {
		// A share below tableMinSigs costs its merge more than it saves.
		pj := b.set.keyTable().sum(idx, rlo, rhi, min(runtime.GOMAXPROCS(0), len(idx)/tableMinSigs))
		p.FromJacobian(&pj)
	} else {
		pks := make([]G2, len(idx))
		for k, i := range idx {
			pks[k] = b.set.ops[i].PubG2
		}
		_, errP = p.MultiExp(pks, r, cfg)
	}
	<-done
	if errS != nil || errP != nil {
		return false
	}
	s.Neg(&s)
	ok, err := bn254.PairingCheck([]G1{*b.h, s}, []G2{p, g2Gen})
	return err == nil && ok
}

// bisect appends to out the indices of invalid signatures in [lo, hi),
// which is known to hold at least one.
func (b *batch) bisect(lo, hi int, out *[]int) {
	if hi-lo == 1 {
		// Known bad from its parent's failure; confirm on its own so the
		// accusation never rests on a random combination.
		if !b.check(lo, hi) {
			*out = append(*out, lo)
		}
		return
	}
	mid := lo + (hi-lo)/2
	if b.check(lo, mid) {
		b.bisect(mid, hi, out) // the bad one is on the right
		return
	}
	if mid-lo == 1 {
		*out = append(*out, lo) // a single signature checked exactly
	} else {
		b.bisect(lo, mid, out)
	}
	if !b.check(mid, hi) {
		if hi-mid == 1 {
			*out = append(*out, mid)
		} else {
			b.bisect(mid, hi, out)
		}
	}
}

// batchBits is the size of a batch check's random scalars. An invalid
// signature slips through one check with probability 2⁻⁶⁴, the margin
// Ethereum's consensus clients take for the same check: the signer must
// guess the verifier's private randomness, and a slip only makes the
// aggregate fail the contract's own check: the landing reverts and nothing
// wrong lands. Against 128 bits it cuts both multi-scalar multiplications
// (gnark's skips the empty high windows; the key table's digits there are
// zero).
const batchBits = 64

// scalars returns the values (lo[i], hi[i]) as scalars.
func scalars(lo, hi []uint64) []fr.Element {
	r := make([]fr.Element, len(lo))
	for i := range r {
		var w [16]byte
		binary.BigEndian.PutUint64(w[:8], hi[i])
		binary.BigEndian.PutUint64(w[8:], lo[i])
		r[i].SetBytes(w[:])
	}
	return r
}

// randomWords returns n values uniform in [1, 2^bits) from crypto/rand
// (bits is 64 or 128), as their low and high 64-bit words.
func randomWords(n, bits int) (lo, hi []uint64) {
	buf := make([]byte, 16*n)
	if _, err := rand.Read(buf); err != nil {
		panic("blsagg: crypto/rand: " + err.Error())
	}
	lo, hi = make([]uint64, n), make([]uint64, n)
	for i := range n {
		if bits > 64 {
			hi[i] = binary.BigEndian.Uint64(buf[16*i:])
		}
		lo[i] = binary.BigEndian.Uint64(buf[16*i+8:])
		if lo[i]|hi[i] == 0 {
			lo[i] = 1
		}
	}
	return lo, hi
}
