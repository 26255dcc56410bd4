package main

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/txmgr"
)

// auditOptions are `operator run`'s auditor flags (attest/SPEC.md, Audit).
type auditOptions struct {
	registry, consumer common.Address
	aggregator         string                    // the aggregator's base URL (from --attest-url)
	peers              map[common.Address]string // the quorum's operator daemons, for their claims
	lag                uint64
}

// parseAudit checks the auditor flags; nil when --audit-registry is unset.
func parseAudit(registry, consumer, peers, attestURL string, lag uint64) (*auditOptions, error) {
	if registry == "" {
		if consumer != "" || peers != "" {
			return nil, fmt.Errorf("%w: --audit-consumer and --audit-peers need --audit-registry", errUsage)
		}
		return nil, nil
	}
	if !common.IsHexAddress(registry) || !common.IsHexAddress(consumer) {
		return nil, fmt.Errorf("%w: --audit-registry and --audit-consumer must be 0x addresses, have %q and %q", errUsage, registry, consumer)
	}
	base, ok := strings.CutSuffix(attestURL, "/v1/attest")
	if !ok {
		return nil, fmt.Errorf("%w: --audit-registry needs --attest-url …/v1/attest (the epochs are read from that aggregator)", errUsage)
	}
	o := &auditOptions{registry: common.HexToAddress(registry), consumer: common.HexToAddress(consumer), aggregator: base,
		peers: map[common.Address]string{}, lag: lag}
	for p := range strings.SplitSeq(peers, ",") {
		if p == "" {
			continue
		}
		addr, url, ok := strings.Cut(p, "=")
		if !ok || !common.IsHexAddress(addr) || !(strings.HasPrefix(url, "http://") || strings.HasPrefix(url, "https://")) {
			return nil, fmt.Errorf("%w: --audit-peers entry %q: want 0xADDRESS=http://host:port", errUsage, p)
		}
		o.peers[common.HexToAddress(addr)] = url
	}
	return o, nil
}

// startAuditor runs an attest.Auditor for this operator until ctx ends:
// the rules from the contracts, the epochs from the aggregator, the claims
// from the peers' daemons (self at selfURL), re-execution on executor. Beside
// it runs an attest.Revealer that reveals, on chain and before each epoch's
// revealEnd, the answers behind this operator's own sampled attestations
// (kept by attester; a sampled attestation not revealed in time is
// forfeited). Both send from the operator's account through one sender,
// which owns its nonces.
func startAuditor(ctx context.Context, o *auditOptions, client *ethclient.Client, llmConsumer common.Address, k keys, self common.Address,
	selfURL string, executor operator.Executor, attester *operator.Attester, logger *slog.Logger) error {
	rules, err := attest.ReadRules(ctx, client, o.registry, o.consumer)
	if err != nil {
		return err
	}
	id, err := client.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	chain, err := aggregator.NewChain(ctx, client, llmConsumer)
	if err != nil {
		return err
	}
	peers := map[common.Address]string{self: selfURL}
	for a, u := range o.peers {
		peers[a] = u
	}
	engine := func(ctx context.Context, prompt []int, n int) ([32]byte, []int, error) {
		x, err := executor.Execute(ctx, prompt, n)
		if err != nil {
			return [32]byte{}, nil, err
		}
		return x.Root, x.Tokens, nil
	}
	epochs := &attest.HTTPEpochs{URL: o.aggregator, Context: attest.Context{ChainID: id.Uint64(), Consumer: o.consumer, Manifest: executor.Manifest()}}
	ch := &attest.ChainAudit{Backend: client, Sender: txmgr.New(txmgr.Config{Backend: client, Key: k.ECDSA, ChainID: new(big.Int).Set(id)}), Registry: o.registry,
		Consumer: o.consumer, Game: rules.Game, OperatorsAt: chain.OperatorStakes, KeysAt: chain.OperatorKeys}
	au := &attest.Auditor{Self: self, Engine: engine, Claims: &attest.HTTPClaims{URLs: peers}, Epochs: epochs, Chain: ch,
		RateBps: rules.RateBps, SampleDelay: rules.SampleDelay, SampleWindow: rules.SampleWindow, DrawLag: o.lag,
		Every: time.Second, Logger: logger.With("part", "auditor")}
	go func() { _ = au.Run(ctx) }()
	logger.Info("auditing epochs", "registry", o.registry, "consumer", o.consumer, "game", rules.Game, "sample_bps", rules.RateBps,
		"reveal_blocks", rules.RevealBlocks, "audit_blocks", rules.AuditBlocks, "forfeit_bps", rules.ForfeitBps)
	if attester != nil {
		rv := &attest.Revealer{Self: self, Chain: ch, Epochs: epochs, Answers: attester, RateBps: rules.RateBps,
			SampleDelay: rules.SampleDelay, SampleWindow: rules.SampleWindow, Every: time.Second, Logger: logger.With("part", "revealer")}
		go func() { _ = rv.Run(ctx) }()
		logger.Info("revealing the answers behind this operator's sampled attestations", "consumer", o.consumer,
			"reveal_blocks", rules.RevealBlocks)
	}
	return nil
}
