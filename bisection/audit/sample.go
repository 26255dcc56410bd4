package audit

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
)

// Secret sampled re-execution (the approval checking of Polkadot's
// parachains): each auditor re-executes a fraction of the landed results,
// chosen by a secret only it holds. A committee that lands a wrong answer
// cannot tell which auditors will check it, so with many auditors each
// sampling at rate p, the chance that none checks a given answer falls as
// (1−p)^auditors, while each auditor pays for a fraction p of the work.

// sampleDomain is the message an operator's BLS key signs to derive its
// sampling secret (SampleSecret).
var sampleDomain = crypto.Keccak256Hash([]byte("deepcall/audit-sample/v1"))

// SampleSecret is an auditor's sampling secret, derived from its operator
// BLS key: keccak256 of its signature of a fixed domain message. BLS
// signatures are deterministic, so the same key gives the same secret after
// a restart, and nobody without the key can compute it. The signature must
// never be published (it is of no protocol message: the domain is its own).
func SampleSecret(kp *bls.KeyPair) [32]byte {
	sig := blsagg.Sign(kp, sampleDomain)
	b := blsagg.MarshalG1(&sig)
	return crypto.Keccak256Hash(b[:])
}

// SecretSampler chooses an input when keccak256(secret ‖ input), read as a
// 256-bit integer, is below rate·2^256: a fraction rate of all inputs
// (rate ≥ 1: every one; ≤ 0: none), the same choice every time, and one
// nobody can predict without the secret.
func SecretSampler(secret [32]byte, rate float64) func(input [32]byte) bool {
	switch {
	case rate >= 1:
		return func([32]byte) bool { return true }
	case !(rate > 0): // zero, negative or NaN
		return func([32]byte) bool { return false }
	}
	bound := sampleBound(rate)
	return func(input [32]byte) bool {
		h := crypto.Keccak256(secret[:], input[:])
		return new(big.Int).SetBytes(h).Cmp(bound) < 0
	}
}

// sampleBound is ⌊rate·2^256⌋ for 0 < rate < 1 (exact: a float64 times a
// power of two).
func sampleBound(rate float64) *big.Int {
	f := new(big.Float).SetFloat64(rate)
	f.SetMantExp(f, 256)
	b, _ := f.Int(nil)
	return b
}

// samples tells whether u is in p's sample: by Sample when set, else by
// SampleRate with Rand.
func (p Policy) samples(u Updated) bool {
	if p.Sample != nil {
		return p.Sample(u.Input)
	}
	if p.SampleRate >= 1 {
		return true
	}
	r := p.Rand
	if r == nil {
		r = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	return r.Float64() < p.SampleRate
}

// admits tells whether landing l, once sampled, is audited: with
// CommitteeOnly, only a committee landing is.
func (p Policy) admits(l *Landing) bool { return !p.CommitteeOnly || l.Committee != nil }

// choose tells whether u is audited: sampled and admitted by the policy. It
// returns the landing when it read it to tell (nil otherwise). A landing
// that is not a direct call of the consumer cannot be told a committee's,
// and is left alone under CommitteeOnly.
func (c *Challenger) choose(ctx context.Context, u Updated) (*Landing, bool, error) {
	p := c.cfg.Policy
	if !p.samples(u) {
		return nil, false, nil
	}
	if !p.CommitteeOnly {
		return nil, true, nil
	}
	l, err := LandingOf(ctx, c.cfg.Backend, c.cfg.Consumer, u.Tx, u.Input, u.Index)
	switch {
	case errors.Is(err, ErrNotALanding):
		c.log().Info("landing not decodable: not a committee landing to audit", "input", u.Input, "index", u.Index, "tx", u.Tx)
		return nil, false, nil
	case err != nil:
		return nil, false, err
	}
	return l, p.admits(l), nil
}
