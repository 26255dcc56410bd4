package blsagg

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc/bn254"
)

// Threshold is the fraction Num/Den of the total stake that must sign.
// Reaching it exactly is enough: signed·Den ≥ total·Num.
type Threshold struct{ Num, Den uint64 }

// DefaultThreshold is two thirds of the stake.
var DefaultThreshold = Threshold{Num: 2, Den: 3}

// Threshold and aggregation errors.
var (
	ErrBadThreshold     = errors.New("blsagg: threshold must be a fraction in (0, 1]")
	ErrBelowThreshold   = errors.New("blsagg: signed stake below the threshold")
	ErrInvalidAggregate = errors.New("blsagg: aggregate signature does not verify")
	// ErrNoSigners: Partial with no signature verified yet.
	ErrNoSigners = errors.New("blsagg: no signature verified")
)

// Validate refuses a zero denominator and fractions outside (0, 1].
func (t Threshold) Validate() error {
	if t.Den == 0 || t.Num == 0 || t.Num > t.Den {
		return fmt.Errorf("%w: %d/%d", ErrBadThreshold, t.Num, t.Den)
	}
	return nil
}

// Met reports whether signed reaches the fraction of total.
func (t Threshold) Met(signed, total *big.Int) bool {
	l := new(big.Int).Mul(signed, new(big.Int).SetUint64(t.Den))
	r := new(big.Int).Mul(total, new(big.Int).SetUint64(t.Num))
	return l.Cmp(r) >= 0
}

func (t Threshold) String() string { return fmt.Sprintf("%d/%d", t.Num, t.Den) }

// Aggregate is a quorum's signature over one digest and what an on-chain
// checker needs to verify it.
type Aggregate struct {
	Digest [32]byte
	Sigma  G1 // Σ σᵢ over the signers
	ApkG1  G1 // Σ pk1ᵢ over the signers (= the set's apk minus the non-signers' keys)
	ApkG2  G2 // Σ pk2ᵢ over the signers

	Signers       []OperatorID // ascending
	NonSigners    []OperatorID // ascending, as EigenLayer's checkSignatures requires
	NonSignerKeys []G1         // G1 keys of NonSigners, same order

	SignedStake *big.Int
	TotalStake  *big.Int
}

// Verify checks the aggregate signature two ways: e(σ, g2) = e(H, apkG2),
// and the on-chain form [CheckApkAndSignature], which also ties ApkG1 to ApkG2.
func (a *Aggregate) Verify() error {
	h := HashToG1(a.Digest)
	if verifyHashed(&h, &a.ApkG2, &a.Sigma) != nil {
		return ErrInvalidAggregate
	}
	return CheckApkAndSignature(a.Digest, &a.ApkG1, &a.ApkG2, &a.Sigma)
}

// CheckApkAndSignature is the check of EigenLayer middleware's
// BLSSignatureChecker.trySignatureAndApkVerification: with
//
//	γ = keccak256(abi.encodePacked(msgHash, apk.X, apk.Y, apkG2.X[0],
//	    apkG2.X[1], apkG2.Y[0], apkG2.Y[1], σ.X, σ.Y)) mod r
//
// it requires e(σ + γ·apk, −g2) · e(H(msgHash) + γ·g1, apkG2) = 1, i.e.
// σ = sk·H and apk = sk·g1 for the sk of apkG2 = sk·g2.
func CheckApkAndSignature(digest [32]byte, apk *G1, apkG2 *G2, sigma *G1) error {
	a1, a2, s := MarshalG1(apk), MarshalG2(apkG2), MarshalG1(sigma)
	gamma := scalarOf(keccak256(digest[:], a1[:], a2[:], s[:]))
	h := HashToG1(digest)
	var left, right, t G1
	t.ScalarMultiplication(apk, gamma)
	left.Add(sigma, &t)
	t.ScalarMultiplication(&g1Gen, gamma)
	right.Add(&h, &t)
	ok, err := bn254.PairingCheck([]G1{left, right}, []G2{negG2Gen, *apkG2})
	if err != nil || !ok {
		return ErrInvalidAggregate
	}
	return nil
}

// aggregate sums the signatures and keys of the signers (positions in the
// set, ascending) and lists the non-signers.
func aggregate(set *OperatorSet, digest [32]byte, signed []bool, sigs []G1) *Aggregate {
	a := &Aggregate{Digest: digest, SignedStake: new(big.Int), TotalStake: set.TotalStake()}
	var sigma, apk1 bn254.G1Jac
	var apk2 bn254.G2Jac
	for i := range set.ops {
		o := &set.ops[i]
		if !signed[i] {
			a.NonSigners = append(a.NonSigners, o.ID)
			a.NonSignerKeys = append(a.NonSignerKeys, o.PubG1)
			continue
		}
		a.Signers = append(a.Signers, o.ID)
		a.SignedStake.Add(a.SignedStake, o.Stake)
		sigma.AddMixed(&sigs[i])
		apk1.AddMixed(&o.PubG1)
		apk2.AddMixed(&o.PubG2)
	}
	a.Sigma.FromJacobian(&sigma)
	a.ApkG1.FromJacobian(&apk1)
	a.ApkG2.FromJacobian(&apk2)
	return a
}
