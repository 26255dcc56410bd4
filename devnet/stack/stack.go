// Package stack runs deepcall's off-chain services beside a devnet, each in
// this process on 127.0.0.1 with a free port: an operator daemon for every
// registered operator (package operator, native engine), the aggregator in
// front of them (package aggregator, paying with devnet.AggregatorKey) and
// the router in front of the aggregator (package router, QuorumDispatcher).
// A prompt posted to the router then ends as a verifyAndUpdate landed on
// the devnet's LLMConsumer.
//
// Options.Committee has the router draw each task's committee and collect
// its members' SLA acceptances first (each operator daemon also serves
// economy.AcceptPath, and proves its own answer to a task it accepted when
// none has landed near the deadline: economy.SelfProver); Options.HoldFor
// has the aggregator hold signed answers for their users to land;
// Options.Metrics exports the
// aggregator's and the market's metrics. On a sharded devnet
// (devnet.Options.Shards) each operator daemon also serves its shard
// worker and the aggregator runs every task through the shards
// (aggregator.Config.Shards), landing it with verifyAndUpdateSharded.
//
//	chain, _ := devnet.Start(ctx, devnet.Options{})
//	s := stack.New(stack.Options{})
//	chain.StartServices(ctx, s.Services()...)
//	s.Router.RouterURL()    // the task API (router/openapi.yaml)
package stack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

// Options configure the services.
type Options struct {
	// DataDir holds the aggregator's and the router's stores ("": the
	// chain's data folder).
	DataDir string
	// RouterCapacity is how many unfinished tasks the router holds before
	// it answers 429 (default 10,000).
	RouterCapacity int
	// MaxBatch and BatchWait configure the aggregator's rounds (zero:
	// aggregator.Config's defaults).
	MaxBatch  int
	BatchWait time.Duration
	// Faults make operators misbehave on purpose, by operator index (none:
	// all honest), as `operator run --fault` does (`deepcall devnet --fault`).
	// On a sharded devnet wrong-from=K makes the operator's shard worker
	// hand on a wrong residual from step K on, and offline drops its shard
	// requests too.
	Faults map[int]operator.Fault
	// Committee, when positive, has the router draw each task's committee
	// of this many operators (stake-weighted among those with free
	// capacity, router.CommitteeDispatcher) and collect their SLA
	// acceptances before the aggregator runs the task, and each operator
	// prove its own answers to the tasks it accepted (economy.SelfProver);
	// 0: no draw.
	Committee int
	// CommitteeLands, with Committee, has each paid task's drawn committee
	// alone execute it and land it (LLMConsumer.verifyAndUpdateCommittee),
	// and every operator audit a secret sample of the committee landings it
	// did not sign (audit.SecretSampler). Off, the whole quorum executes
	// every task and the committee only holds capacity and answers for the
	// SLA.
	CommitteeLands bool
	// AuditRate is the fraction of committee landings each operator
	// re-executes with CommitteeLands (0: DefaultAuditRate).
	AuditRate float64
	// HoldFor holds each signed answer this long before the aggregator
	// sends it, for its user to land it (aggregator.Config.HoldFor; 0: send
	// at once).
	HoldFor time.Duration
	// Metrics, when set, receives the aggregator's metrics and the
	// market's (economy.Metrics: the router's draws and SLA outcomes, and a
	// watcher of the chain's market events, capacity and stake).
	Metrics prometheus.Registerer
	// ShardPlans, on a sharded devnet (devnet.Options.Shards), gives
	// operators by index another plan than the chain's for their shard
	// worker: a misconfigured operator, whose range the aggregator refuses
	// (operator.ErrWrongShard) while its shard's others carry the task.
	ShardPlans map[int]string
	// Attest, when set, runs the attestation mode (attest/SPEC.md): the
	// aggregator deploys EpochRegistry and AttestationConsumer, mounts the
	// intake on its API and seals, has co-signed and commits an epoch every
	// Attest.Period; every operator daemon attests each answer it gives.
	Attest *AttestOptions
	// Backend runs the operator daemons' native engine (nil: the CPU;
	// `deepcall devnet --backend gpu` gives a device's, package
	// internal/backend). The caller releases it once the services have
	// stopped. Shard workers, auditors and defenders re-execute on the CPU.
	Backend inference.Backend
	Logger  *slog.Logger
}

// Stack is the services, started in order by Chain.StartServices.
type Stack struct {
	Operators  *Operators
	Aggregator *Aggregator
	Router     *Router
	// Auditors run with CommitteeLands (nil otherwise).
	Auditors *Auditors
}

// New makes the services; nothing runs until they are started.
func New(o Options) *Stack {
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	ops := &Operators{log: o.Logger, faults: o.Faults, committee: o.Committee, plans: o.ShardPlans, opts: o}
	agg := &Aggregator{opts: o, ops: ops}
	if o.Attest != nil {
		ops.intake = agg
	}
	st := &Stack{Operators: ops, Aggregator: agg, Router: &Router{opts: o, agg: agg}}
	if o.CommitteeLands {
		st.Auditors = &Auditors{opts: o, router: st.Router}
	}
	return st
}

// Services lists the services in start order.
func (s *Stack) Services() []devnet.Service {
	out := []devnet.Service{s.Operators, s.Aggregator, s.Router}
	if s.Auditors != nil {
		out = append(out, s.Auditors)
	}
	return out
}

// server is an HTTP server on a free loopback port.
type server struct {
	srv  *http.Server
	ln   net.Listener
	done chan error
}

func serve(ctx context.Context, h http.Handler) (*server, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &server{srv: &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}, ln: ln, done: make(chan error, 1)}
	go func() { s.done <- s.srv.Serve(ln) }()
	return s, nil
}

func (s *server) url() string { return "http://" + s.ln.Addr().String() }

func (s *server) stop() error {
	if s == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := s.srv.Shutdown(ctx)
	if serr := <-s.done; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return err
}

func dataDir(o Options, c *devnet.Chain, name string) (string, error) {
	base := o.DataDir
	if base == "" {
		base = c.DataDir
	}
	dir := filepath.Join(base, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("%s store: %w", name, err)
	}
	return dir, nil
}
