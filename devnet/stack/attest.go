package stack

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/operator"
)

// AttestOptions configure the attestation mode (attest/SPEC.md) of a stack.
// Zero fields take the defaults below.
type AttestOptions struct {
	// Period seals, co-signs and commits the open epoch this often
	// (default 5s).
	Period time.Duration
	// SampleBps is the share of an epoch's attestations drawn for
	// re-execution, in basis points (default 300: 3 %).
	SampleBps uint64
	// SampleDelay and SampleWindow: the sample is drawn SampleDelay blocks
	// after the commit, within SampleWindow blocks (defaults 2 and 60).
	SampleDelay, SampleWindow uint64
	// AuditBlocks is how long after the sample window presentations stay
	// open before the epoch can be paid (default 40).
	AuditBlocks uint64
	// RevealBlocks is how long after the sample window a sampled
	// attestation's answer may be revealed before anyone may forfeit it
	// (default AuditBlocks/2).
	RevealBlocks uint64
	// ForfeitBps is the share of a forfeiting attester's stake slashed
	// (default attest.DefaultForfeitBps).
	ForfeitBps uint64
	// Fee is what a payer escrows per attestation, in wei (default 10¹⁵).
	Fee *big.Int
	// Hardware is the class the operators attest (default "cpu-avx512").
	Hardware string
}

func (o AttestOptions) withDefaults() AttestOptions {
	if o.Period <= 0 {
		o.Period = 5 * time.Second
	}
	if o.SampleBps == 0 {
		o.SampleBps = 300
	}
	if o.SampleDelay == 0 {
		o.SampleDelay = 2
	}
	if o.SampleWindow == 0 {
		o.SampleWindow = 60
	}
	if o.AuditBlocks == 0 {
		o.AuditBlocks = 40
	}
	if o.RevealBlocks == 0 {
		o.RevealBlocks = o.AuditBlocks / 2
	}
	if o.ForfeitBps == 0 {
		o.ForfeitBps = attest.DefaultForfeitBps
	}
	if o.Fee == nil {
		o.Fee = big.NewInt(1e15)
	}
	if o.Hardware == "" {
		o.Hardware = "cpu-avx512"
	}
	return o
}

// AttestMode is a running stack's attestation mode: the contracts it
// deployed and the aggregator's epoch service.
type AttestMode struct {
	Registry common.Address // EpochRegistry
	Consumer common.Address // AttestationConsumer
	Options  AttestOptions  // with the defaults filled in
	Epochs   *aggregator.Epochs
}

// attestURL is the intake the operator daemons attest to ("" without the
// attestation mode): the aggregator's listener opens now, before it starts.
func (o *Operators) attestURL(ctx context.Context) (string, error) {
	if o.intake == nil {
		return "", nil
	}
	if err := o.intake.listen(ctx); err != nil {
		return "", fmt.Errorf("aggregator listener: %w", err)
	}
	if o.stopAttest == nil {
		var actx context.Context
		actx, o.stopAttest = context.WithCancel(context.Background())
		o.attestCtx = actx
	}
	return o.intake.URL() + "/v1/attest", nil
}

// attester is operator op's attester: it posts until the service stops.
func (o *Operators) attester(url string, op devnet.Operator) *operator.Attester {
	opts := o.intake.opts.Attest.withDefaults()
	a := operator.NewAttester(o.attestCtx, operator.AttesterConfig{URL: url, Key: op.BLS, Address: op.Address,
		Hardware: attest.HardwareClass(opts.Hardware), Logger: o.log.With("operator", op.Index, "part", "attester")})
	o.attesters = append(o.attesters, a)
	return a
}

// Attesters are the operator daemons' attesters, in operator order (none
// without the attestation mode).
func (o *Operators) Attesters() []*operator.Attester { return o.attesters }

// startEpochs deploys EpochRegistry (at the chain's threshold) and
// AttestationConsumer (over the devnet's DisputeGame and model; admitted by
// the game and made an SLA slasher of the registry, both owned by the
// deployer, so that forfeits slash), and runs the epoch service, sending
// from the aggregator's key, until run ends; it returns api with the intake mounted on
// /v1/attest.
func (a *Aggregator) startEpochs(ctx, run context.Context, c *devnet.Chain, api http.Handler) (http.Handler, error) {
	opts := a.opts.Attest.withDefaults()
	dep := c.Sender(devnet.DeployerKey())
	d := c.Deployment
	reg, _, err := dep.Deploy(ctx, "deploy", append(common.FromHex(bindings.EpochRegistryMetaData.Bin), bindings.NewEpochRegistry().PackConstructor(
		d.Contracts.Registry, new(big.Int).SetUint64(d.Threshold[0]), new(big.Int).SetUint64(d.Threshold[1]),
		new(big.Int).SetUint64(opts.SampleBps), new(big.Int).SetUint64(opts.SampleDelay), new(big.Int).SetUint64(opts.SampleWindow))...))
	if err != nil {
		return nil, fmt.Errorf("deploy EpochRegistry: %w", err)
	}
	ac, _, err := attest.DeployConsumer(ctx, dep, dep, attest.ConsumerDeployment{Epochs: reg, Game: d.Contracts.Game, Registry: d.Contracts.Registry,
		Manifest: c.Model.Manifest.Hash, Terms: attest.ConsumerTerms{Fee: opts.Fee, AuditBlocks: opts.AuditBlocks, RevealBlocks: opts.RevealBlocks,
			ForfeitBps: opts.ForfeitBps}})
	if err != nil {
		return nil, err
	}
	chain, err := aggregator.NewChain(ctx, c.Client(), d.Contracts.Consumer)
	if err != nil {
		return nil, err
	}
	ep, err := aggregator.NewEpochs(ctx, aggregator.EpochConfig{Backend: c.Client(), Chain: chain, Registry: reg, Consumer: ac,
		Key: devnet.AggregatorKey(), Sender: a.sender, Operators: a.ops.URLs(), Period: opts.Period, Logger: a.opts.Logger.With("service", "epochs")})
	if err != nil {
		return nil, fmt.Errorf("attestation intake: %w", err)
	}
	a.Attest = &AttestMode{Registry: reg, Consumer: ac, Options: opts, Epochs: ep}
	a.wg.Go(func() {
		if err := ep.Run(run); err != nil && !errors.Is(err, context.Canceled) {
			a.opts.Logger.Error("epoch service stopped", "err", err)
		}
	})
	if err := a.startAuditors(run, c, chain, reg, ac); err != nil {
		return nil, fmt.Errorf("auditors: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("/v1/attest", ep.Handler())
	mux.Handle("/v1/attest/", ep.Handler())
	mux.Handle("/", api)
	return mux, nil
}

// startAuditors runs an attest.Auditor and an attest.Revealer for every
// operator until run ends: the auditor draws the sample of every committed
// epoch once its window opens, re-executes the draws the seed assigns to
// its operator and forfeits the unrevealed draws it is the forfeiter of;
// the revealer reveals the answers behind its operator's sampled
// attestations (kept by the operator daemon's attester). Both read the
// epochs from the aggregator's API and send from the operator's account
// through one sender.
func (a *Aggregator) startAuditors(run context.Context, c *devnet.Chain, chain *aggregator.Chain, reg, ac common.Address) error {
	urls := a.ops.URLs()
	claims := &attest.HTTPClaims{URLs: map[common.Address]string{}}
	for i, op := range c.Operators {
		claims.URLs[op.Address] = urls[i]
	}
	epochs := &attest.HTTPEpochs{URL: a.URL(), Context: attest.Context{ChainID: c.ChainID, Consumer: ac, Manifest: c.Model.Manifest.Hash}}
	operatorsAt := chain.OperatorStakes
	native := operator.NewNative(c.Weights, c.Model.Manifest, 1)
	engine := func(ctx context.Context, prompt []int, n int) ([32]byte, []int, error) {
		x, err := native.Execute(ctx, prompt, n)
		if err != nil {
			return [32]byte{}, nil, err
		}
		return x.Root, x.Tokens, nil
	}
	// the rules as an operator outside the devnet reads them (operator run --audit-registry)
	rules, err := attest.ReadRules(run, c.Client(), reg, ac)
	if err != nil {
		return err
	}
	attesters := a.ops.Attesters()
	for _, op := range c.Operators {
		s := c.Sender(op.Key)
		ch := &attest.ChainAudit{Backend: c.Client(), Sender: s, Registry: reg, Consumer: ac, Game: rules.Game, OperatorsAt: operatorsAt,
			KeysAt: chain.OperatorKeys}
		au := &attest.Auditor{Self: op.Address, Engine: engine, Claims: claims, Epochs: epochs, Chain: ch,
			RateBps: rules.RateBps, SampleDelay: rules.SampleDelay, SampleWindow: rules.SampleWindow,
			// two blocks apart: the first drawer's transaction lands before the next tries
			DrawLag: 2 * uint64(op.Index),
			Every:   c.BlockPeriod, Logger: a.opts.Logger.With("service", "auditor", "operator", op.Index)}
		a.wg.Go(func() { _ = au.Run(run) })
		if op.Index < len(attesters) {
			rv := &attest.Revealer{Self: op.Address, Chain: ch, Epochs: epochs, Answers: attesters[op.Index],
				RateBps: rules.RateBps, SampleDelay: rules.SampleDelay, SampleWindow: rules.SampleWindow,
				Every: c.BlockPeriod, Logger: a.opts.Logger.With("service", "revealer", "operator", op.Index)}
			a.wg.Go(func() { _ = rv.Run(run) })
		}
	}
	return nil
}
