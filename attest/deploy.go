package attest

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/txmgr"
)

// DefaultForfeitBps is the share of a forfeiting attester's stake slashed
// when ConsumerTerms leave it unset: 10 %. A forfeit is the cheapest way out
// of a lie being disputed, so it must cost more than the fees a withheld
// answer earns; the whole epoch's fee is lost besides (SPEC.md, Audit).
const DefaultForfeitBps = 1000

// ErrBadTerms: consumer terms AttestationConsumer's constructor refuses
// (BadTerms): a reveal window not shorter than the audit window, or a
// forfeit share over 10,000 basis points.
var ErrBadTerms = errors.New("attest: bad AttestationConsumer terms")

// ConsumerTerms are AttestationConsumer's constructor terms.
type ConsumerTerms struct {
	Fee *big.Int // wei per attestation
	// AuditBlocks and RevealBlocks count from the end of an epoch's sample
	// window: presentations and forfeits end at the first, reveals at the
	// second (default AuditBlocks/2, so that a forfeit has the rest).
	AuditBlocks, RevealBlocks uint64
	// ForfeitBps is the share of a forfeiting attester's stake slashed
	// (default DefaultForfeitBps).
	ForfeitBps uint64
}

// WithDefaults fills RevealBlocks and ForfeitBps in and checks the terms.
func (t ConsumerTerms) WithDefaults() (ConsumerTerms, error) {
	if t.Fee == nil {
		t.Fee = new(big.Int)
	}
	if t.RevealBlocks == 0 {
		t.RevealBlocks = t.AuditBlocks / 2
	}
	if t.ForfeitBps == 0 {
		t.ForfeitBps = DefaultForfeitBps
	}
	if t.RevealBlocks == 0 || t.RevealBlocks >= t.AuditBlocks || t.ForfeitBps > 10_000 {
		return t, fmt.Errorf("%w: reveal %d blocks, audit %d blocks, forfeit %d bps", ErrBadTerms, t.RevealBlocks, t.AuditBlocks, t.ForfeitBps)
	}
	return t, nil
}

// ConsumerDeployment is where an AttestationConsumer goes: over EpochRegistry
// Epochs, refereed by DisputeGame Game (the OperatorRegistry Registry's
// slasher), for the model Manifest.
type ConsumerDeployment struct {
	Epochs, Game, Registry common.Address
	Manifest               [32]byte
	Terms                  ConsumerTerms
}

// DeployConsumer deploys AttestationConsumer from deployer and wires it
// from owner, the owner of the game and of the operator registry: the game
// admits it (it referees presented attestations only then), and the
// registry makes it an SLA slasher (forfeit slashes the attester's stake
// through it; without that every forfeit reverts). It returns the
// consumer's address and the terms deployed.
func DeployConsumer(ctx context.Context, deployer, owner *txmgr.Manager, d ConsumerDeployment) (common.Address, ConsumerTerms, error) {
	t, err := d.Terms.WithDefaults()
	if err != nil {
		return common.Address{}, t, err
	}
	code := append(common.FromHex(bindings.AttestationConsumerMetaData.Bin), acABI.PackConstructor(d.Epochs, d.Game, d.Manifest, t.Fee,
		new(big.Int).SetUint64(t.AuditBlocks), new(big.Int).SetUint64(t.RevealBlocks), new(big.Int).SetUint64(t.ForfeitBps))...)
	ac, _, err := deployer.Deploy(ctx, "deploy", code)
	if err != nil {
		return common.Address{}, t, fmt.Errorf("deploy AttestationConsumer: %w", err)
	}
	if _, err := bisection.Send(ctx, owner, "admit", d.Game, bisection.GameABI().PackAdmit(ac), nil); err != nil {
		return ac, t, fmt.Errorf("admit AttestationConsumer to the game: %w", err)
	}
	if _, err := bisection.Send(ctx, owner, "setSlaSlasher", d.Registry, bindings.NewOperatorRegistry().PackSetSlaSlasher(ac, true), nil); err != nil {
		return ac, t, fmt.Errorf("let AttestationConsumer slash forfeits (OperatorRegistry.setSlaSlasher): %w", err)
	}
	return ac, t, nil
}
