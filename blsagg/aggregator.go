package blsagg

import (
	"errors"
	"fmt"
	"math/big"
	"sync"
)

// Attestation is one operator's signature as it arrives: who claims to have
// signed, the digest it claims to have signed, and the signature.
type Attestation struct {
	Operator OperatorID
	Digest   [32]byte
	Sig      G1
}

// Reasons an attestation is rejected (inside a *RejectError), besides
// ErrUnknownOperator and ErrInvalidSignature.
var (
	ErrWrongDigest = errors.New("blsagg: signature over another digest")
	ErrReplay      = errors.New("blsagg: operator already signed")
)

// RejectError names the operator whose attestation was refused and why.
type RejectError struct {
	Operator OperatorID
	Err      error
}

func (e *RejectError) Error() string {
	return fmt.Sprintf("operator %s rejected: %v", e.Operator, e.Err)
}

func (e *RejectError) Unwrap() error { return e.Err }

// State is where an Aggregator stands.
type State int

const (
	// Collecting: signatures are being verified; the threshold is not met.
	Collecting State = iota
	// Reached: the verified signatures carry the threshold; Aggregate succeeds.
	Reached
)

func (s State) String() string {
	if s == Reached {
		return "reached"
	}
	return "collecting"
}

// Aggregator collects the signatures of one task (one digest, one operator
// set) and produces the aggregate once the stake threshold is met. Every
// signature is verified before it counts, so an aggregate it returns was
// signed by the operators it names, and they hold the threshold. Signatures
// that arrive after the threshold still count (fewer non-signers make the
// on-chain check cheaper). It is safe for concurrent use; verification runs
// outside its lock.
type Aggregator struct {
	v         *Verifier
	threshold Threshold

	mu     sync.Mutex
	signed []bool // by position in the set
	sigs   []G1
	stake  *big.Int
	count  int
}

// NewAggregator starts a task: digest (protocol.Transition.Digest) signed by
// set, complete at threshold.
func NewAggregator(set *OperatorSet, digest [32]byte, threshold Threshold) (*Aggregator, error) {
	if err := threshold.Validate(); err != nil {
		return nil, err
	}
	return &Aggregator{
		v:         NewVerifier(set, digest),
		threshold: threshold,
		signed:    make([]bool, set.Len()),
		sigs:      make([]G1, set.Len()),
		stake:     new(big.Int),
	}, nil
}

// precheck finds the operator and refuses what needs no pairing: unknown
// operators, other digests, operators that already signed.
func (a *Aggregator) precheck(att *Attestation) (int, error) {
	i, ok := a.v.set.Lookup(att.Operator)
	if !ok {
		return -1, ErrUnknownOperator
	}
	if att.Digest != a.v.digest {
		return -1, ErrWrongDigest
	}
	a.mu.Lock()
	dup := a.signed[i]
	a.mu.Unlock()
	if dup {
		return -1, ErrReplay
	}
	return i, nil
}

// commit records a verified signature unless the operator signed meanwhile.
// a.mu must be held.
func (a *Aggregator) commit(i int, sig *G1) error {
	if a.signed[i] {
		return ErrReplay
	}
	a.signed[i] = true
	a.sigs[i] = *sig
	a.stake.Add(a.stake, a.v.set.ops[i].Stake)
	a.count++
	return nil
}

// Add verifies one attestation on arrival. It returns nil if the signature
// now counts, or a *RejectError naming the operator and wrapping
// ErrUnknownOperator, ErrWrongDigest, ErrReplay or ErrInvalidSignature. A
// rejected attestation changes nothing: an invalid signature does not stop
// the operator's valid one from counting later.
func (a *Aggregator) Add(att Attestation) error {
	i, err := a.precheck(&att)
	if err == nil {
		err = a.v.Verify(i, &att.Sig)
	}
	if err == nil {
		a.mu.Lock()
		err = a.commit(i, &att.Sig)
		a.mu.Unlock()
	}
	if err != nil {
		return &RejectError{Operator: att.Operator, Err: err}
	}
	return nil
}

// AddBatch verifies many attestations at once (one random linear
// combination; bisection if it fails) and returns, for each, what Add would
// have: nil or a *RejectError. When one operator appears several times, its
// first valid signature counts and the others are replays.
func (a *Aggregator) AddBatch(atts []Attestation) []error {
	errs := make([]error, len(atts))
	pos := make([]int, 0, len(atts)) // attestation index
	ops := make([]int, 0, len(atts)) // operator position in the set
	sigs := make([]G1, 0, len(atts))
	for k := range atts {
		i, err := a.precheck(&atts[k])
		if err != nil {
			errs[k] = err
			continue
		}
		pos, ops, sigs = append(pos, k), append(ops, i), append(sigs, atts[k].Sig)
	}
	bad := a.v.VerifyBatch(ops, sigs)
	a.mu.Lock()
	for j, k := range pos {
		if len(bad) > 0 && bad[0] == j {
			bad = bad[1:]
			errs[k] = ErrInvalidSignature
			continue
		}
		errs[k] = a.commit(ops[j], &sigs[j])
	}
	a.mu.Unlock()
	for k, err := range errs {
		if err != nil {
			errs[k] = &RejectError{Operator: atts[k].Operator, Err: err}
		}
	}
	return errs
}

// State reports whether the verified signatures carry the threshold.
func (a *Aggregator) State() State {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.stateLocked()
}

func (a *Aggregator) stateLocked() State {
	if a.count > 0 && a.threshold.Met(a.stake, a.v.set.total) {
		return Reached
	}
	return Collecting
}

// SignedStake is the stake of the operators whose signatures were verified.
func (a *Aggregator) SignedStake() *big.Int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return new(big.Int).Set(a.stake)
}

// Signed reports whether the operator's signature has been verified and counts.
func (a *Aggregator) Signed(id OperatorID) bool {
	i, ok := a.v.set.Lookup(id)
	if !ok {
		return false
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.signed[i]
}

// Aggregate returns the aggregate of every signature verified so far, or an
// error wrapping ErrBelowThreshold while the signed stake is short of the
// threshold. The result is checked again, as a whole and in the on-chain
// form, before it is returned.
func (a *Aggregator) Aggregate() (*Aggregate, error) {
	a.mu.Lock()
	if a.stateLocked() != Reached {
		err := fmt.Errorf("%w: %s of %s signed, need %s", ErrBelowThreshold,
			a.stake, a.v.set.total, a.threshold)
		a.mu.Unlock()
		return nil, err
	}
	agg := aggregate(a.v.set, a.v.digest, a.signed, a.sigs)
	a.mu.Unlock()
	if !a.threshold.Met(agg.SignedStake, agg.TotalStake) {
		return nil, ErrBelowThreshold // unreachable unless the state above is wrong
	}
	if err := agg.Verify(); err != nil {
		return nil, err
	}
	return agg, nil
}

// Partial returns the aggregate of every signature verified so far, at or
// below the threshold (ErrNoSigners when there is none): it shows on chain
// which operators signed (TaskMarket.proveAnswered checks it at any stake)
// when the quorum was not met. It is checked as a whole before it is
// returned.
func (a *Aggregator) Partial() (*Aggregate, error) {
	a.mu.Lock()
	if a.count == 0 {
		a.mu.Unlock()
		return nil, ErrNoSigners
	}
	agg := aggregate(a.v.set, a.v.digest, a.signed, a.sigs)
	a.mu.Unlock()
	if err := agg.Verify(); err != nil {
		return nil, err
	}
	return agg, nil
}
