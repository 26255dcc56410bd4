// Package dispute runs the dispute side of a devnet as services: a
// challenger daemon (the core of `bisect challenge`, package audit) that
// audits every landed answer and disputes the wrong ones, and, for a devnet
// with a faulty quorum (`deepcall devnet --fault`), the faulty operators'
// defence: one of them defends each challenge of their wrong answer by
// playing a lying trace, so the game is played to the one-step rather than
// won undefended.
//
//	chain, _ := devnet.Start(ctx, devnet.Options{})
//	s := stack.New(stack.Options{Faults: map[int]operator.Fault{0: f, 1: f, 2: f}})
//	chain.StartServices(ctx, append(s.Services(),
//		&dispute.Challenger{Opens: true, Assists: true},
//		&dispute.Liar{Operator: 0, Fault: f})...)
//
// Both find the request behind a landed input hash on the chain's router
// (GET /v1/tasks?input=), so they start after it.
package dispute

import (
	"context"
	"errors"
	"log/slog"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// ErrNoRouter: a service was started on a chain with no router running.
var ErrNoRouter = errors.New("dispute: no router running on the devnet (start the stack first)")

// Challenger is the devnet's challenger daemon, from devnet.ChallengerKey:
// audit.Challenger.Run over the chain, recomputing every landed answer with
// the native engine. It implements devnet.ChallengerService, so
// /config.json names it.
type Challenger struct {
	// Opens: open a challenge on every wrong answer found (with the
	// challenger's own bond).
	Opens bool
	// Assists: play the challenger's side of challenges other accounts
	// opened and allowed this daemon to move for (setMover; the sequence is
	// in package audit's assist.go and devnet.ChallengerRecord).
	Assists bool
	// Faulty and Fault describe the devnet's faulty operators, for
	// /config.json only.
	Faulty []int
	Fault  string
	Logger *slog.Logger

	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// Name implements devnet.Service.
func (s *Challenger) Name() string { return "challenger" }

// Challenger implements devnet.ChallengerService.
func (s *Challenger) Challenger() devnet.ChallengerRecord {
	return devnet.ChallengerRecord{Address: crypto.PubkeyToAddress(devnet.ChallengerKey().PublicKey), Opens: s.Opens, Assists: s.Assists,
		Faulty: append([]int{}, s.Faulty...), Fault: s.Fault}
}

// Start implements devnet.Service: the daemon runs until Stop.
func (s *Challenger) Start(ctx context.Context, c *devnet.Chain) error {
	router := c.RouterURL()
	if router == "" {
		return ErrNoRouter
	}
	log := s.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	log = log.With("service", "challenger")
	client := c.Client()
	sender := txmgr.New(txmgr.Config{Backend: client, Key: devnet.ChallengerKey(), ChainID: new(big.Int).SetUint64(c.ChainID), Log: log})
	d := c.Deployment
	cfg := audit.Config{
		Backend: client, Consumer: d.Contracts.Consumer, Registry: d.Contracts.Registry, Game: d.Contracts.Game,
		Sender: sender, Engine: engine(c), Prompts: audit.Sources{audit.Router{BaseURL: router}, audit.Chain{Backend: client, Consumer: d.Contracts.Consumer, From: d.Block}},
		Bond: d.Game.Bond, ChunkMACs: d.Game.ChunkMACs, Poll: c.BlockPeriod, Blob: c.Model.Blob, Log: log,
		Policy: audit.Policy{SampleRate: 1, Assist: s.Assists, NoOpen: !s.Opens},
	}
	if agg := c.AggregatorURL(); agg != "" {
		// a per-shard challenge of a sharded landing opens the shards'
		// values, which the aggregator publishes
		cfg.Shards = audit.AggregatorShards{Router: router, Aggregator: agg}
	}
	ac := audit.NewChallenger(cfg)
	runCtx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if err := ac.Run(runCtx, d.Block, c.BlockPeriod); err != nil {
			log.Error("challenger stopped", "err", err)
		}
	}()
	return nil
}

// Stop implements devnet.Service.
func (s *Challenger) Stop() error {
	if s.cancel != nil {
		s.cancel()
		s.wg.Wait()
	}
	return nil
}

// engine is a native engine over the chain's shared weights, one worker:
// the daemons of a devnet share the process.
func engine(c *devnet.Chain) *inference.Engine {
	return &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
}

// ErrBadLiar: the Liar's options cannot make a defence.
var ErrBadLiar = errors.New("dispute: bad faulty defender")
