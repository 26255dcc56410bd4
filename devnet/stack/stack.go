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
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/router"
	"github.com/deepcall/deepcall/txmgr"
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
	Logger *slog.Logger
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

// Operators runs one operator daemon per devnet operator.
type Operators struct {
	log       *slog.Logger
	faults    map[int]operator.Fault
	committee int
	plans     map[int]string
	daemons   []*operator.Daemon
	servers   []*server
	// intake, in the attestation mode, is the aggregator whose intake the
	// daemons attest to (its listener opens before it starts).
	intake     *Aggregator
	attestCtx  context.Context
	stopAttest context.CancelFunc
	attesters  []*operator.Attester
	holders    sync.WaitGroup
	stopHold   context.CancelFunc
	opts       Options
	// records are the shard workers' record stores, closed at Stop.
	records []*operator.DiskRecords
}

// Name implements devnet.Service.
func (o *Operators) Name() string { return "operators" }

// URLs are the daemons' base URLs, in operator order.
func (o *Operators) URLs() []string {
	out := make([]string, len(o.servers))
	for i, s := range o.servers {
		out[i] = s.url()
	}
	return out
}

// Start implements devnet.Service.
func (o *Operators) Start(ctx context.Context, c *devnet.Chain) error {
	// Every daemon's engine reads the chain's one decoded copy of the
	// weights: they are read-only, so a process holds a model once.
	m, mf := c.Weights, c.Model.Manifest
	// One engine worker per execution: executions run side by side (one per
	// task and operator), so splitting each matrix-vector product across
	// goroutines only adds scheduling.
	native := operator.NewNative(m, mf, 1)
	attestURL, err := o.attestURL(ctx)
	if err != nil {
		return err
	}
	hctx, stopHold := context.WithCancel(context.Background())
	o.stopHold = stopHold
	// One sender for every operator's holder: the devnet's holder key, so
	// that holding never races an operator's own sends on its nonces.
	poster := &economy.MarketClient{Market: c.Deployment.Contracts.Market,
		Sender: c.Sender(devnet.HolderKey())}
	var sets *aggregator.Chain // the registry's operator sets, read once for every self-prover
	if o.committee > 0 {
		if sets, err = aggregator.NewChain(ctx, c.Client(), c.Deployment.Contracts.Consumer); err != nil {
			return fmt.Errorf("self-provers: %w", err)
		}
	}
	for _, op := range c.Operators {
		sw, err := o.shardWorker(c, op)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		if sw != nil && !o.faults[op.Index].WrongFromSet {
			// An honest shard member defends its own shard's claims from
			// what its worker kept (a per-shard challenge behind a lying
			// shard is defensible from nothing else).
			d := o.shardDefender(c, op, sw)
			o.holders.Go(func() { _ = d.Run(hctx, 0, c.BlockPeriod) })
		}
		var att *operator.Attester
		if attestURL != "" {
			att = o.attester(attestURL, op)
		}
		var prover *economy.SelfProver
		if o.committee > 0 {
			prover = o.selfProver(c, op, sets)
		}
		cfg := operator.Config{
			Key: op.BLS, Address: op.Address, Executor: native, Chain: c.Client(),
			Callers: Callers(), Game: c.Deployment.Contracts.Game,
			Fault: o.faults[op.Index], Logger: o.log.With("operator", op.Index), Shard: sw, Attester: att,
		}
		if prover != nil {
			cfg.Answers = prover
		}
		d, err := operator.New(cfg)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		o.daemons = append(o.daemons, d)
		h := d.Handler(nil)
		if o.committee > 0 {
			// The operator's SLA side beside its task API: it accepts
			// assignments it recomputes from chain data.
			dr, err := Drawer(ctx, c)
			if err != nil {
				return err
			}
			// Its acceptances of paid tasks hold units of its capacity on
			// chain (recording the task's committee first), released once
			// their tasks are over.
			holder := &economy.Holder{Operator: op.Address, Logger: o.log.With("operator", op.Index), Market: poster, Drawer: dr}
			o.holders.Go(func() { holder.Run(hctx, c.BlockPeriod) })
			// It proves its own answers to the tasks it accepted when no
			// answer has landed near the deadline.
			o.holders.Go(func() { prover.Run(hctx, c.BlockPeriod) })
			mux := http.NewServeMux()
			mux.Handle(economy.AcceptPath, (&economy.Acceptor{Key: op.Key, ChainID: c.ChainID, Market: c.Deployment.Contracts.Market,
				Drawer: dr, Holder: holder, Prover: prover}).Handler())
			mux.Handle("/", h)
			h = mux
		}
		s, err := serve(ctx, h)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		o.servers = append(o.servers, s)
	}
	return nil
}

// selfProver is operator op's economy.SelfProver: it packs its proofs
// against the registry's operator sets (sets) and sends them from the
// operator's own key through the chain's one sender for that key
// (devnet.Chain.Sender), which the operator's other services here (shard
// defence, auditing) share, so no two of them count the key's nonces.
// Something outside (a test's claim, `deepcall market`) taking a nonce
// meanwhile makes the node refuse the proof; the sender reads the nonce
// again and the prover's next pass posts it (while the deadline allows:
// Margin blocks are several passes).
func (o *Operators) selfProver(c *devnet.Chain, op devnet.Operator, sets *aggregator.Chain) *economy.SelfProver {
	s := c.Sender(op.Key)
	return &economy.SelfProver{ID: op.ID, Consumer: c.Deployment.Contracts.Consumer,
		Market: &economy.MarketClient{Market: c.Deployment.Contracts.Market, Sender: s},
		Packer: &aggregator.SoleProver{Chain: sets, ID: op.ID}, Logger: o.log.With("operator", op.Index, "part", "self-prover")}
}

// shardRecordRetention is how long the devnet's shard workers keep what
// they signed: far past any devnet challenge window.
const shardRecordRetention = 24 * time.Hour

// shardDefender is operator op's defence of its shard's claims: an
// audit.Defender over its worker's records (Own), sending from the
// operator's key. It knows no request, so it defends nothing else.
func (o *Operators) shardDefender(c *devnet.Chain, op devnet.Operator, sw *operator.ShardWorker) *audit.Defender {
	eng := &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	return &audit.Defender{Backend: c.Client(), Consumer: c.Deployment.Contracts.Consumer, Game: c.Deployment.Contracts.Game,
		Sender: c.Sender(op.Key), Engine: eng, Prompts: audit.Known{},
		Own: sw, Log: o.log.With("operator", op.Index, "part", "shard-defender")}
}

// Callers are the addresses the devnet's operator daemons take signed
// requests from (package reqauth): the aggregator's key, which asks for
// tasks, batches, the shard coordinator's shares and epoch signatures.
func Callers() []common.Address {
	return []common.Address{crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey)}
}

// shardWorker is operator op's worker on a sharded devnet (nil on an
// unsharded one): its shard is the one whose members list it.
func (o *Operators) shardWorker(c *devnet.Chain, op devnet.Operator) (*operator.ShardWorker, error) {
	if c.Shards == nil {
		return nil, nil
	}
	plan := inference.ShardPlan(c.Shards.Ranges)
	if spec, ok := o.plans[op.Index]; ok {
		p, err := inference.ParseShardPlan(spec, c.Weights.Config.Layers)
		if err != nil {
			return nil, fmt.Errorf("shard plan %q: %w", spec, err)
		}
		plan = p
	}
	for s, members := range c.Shards.Members {
		if slices.Contains(members, op.Index) {
			cfg := operator.ShardConfig{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Plan: plan, Shard: s, Key: op.BLS, Workers: 1}
			cfg.Fault = o.faults[op.Index].ShardResidual(plan[s].Start)
			// what it signs is kept on disk, to defend through restarts
			dir, err := dataDir(o.opts, c, fmt.Sprintf("shard-records-%d", op.Index))
			if err != nil {
				return nil, err
			}
			rec, err := operator.OpenDiskRecords(dir, shardRecordRetention)
			if err != nil {
				return nil, err
			}
			o.records = append(o.records, rec)
			cfg.Records = rec
			return operator.NewShardWorker(cfg)
		}
	}
	return nil, nil // in no shard: it serves no shard API
}

// SetFault changes operator i's fault at run time (a test stops an
// operator, or brings it back).
func (o *Operators) SetFault(i int, f operator.Fault) { o.daemons[i].SetFault(f) }

// Drawer draws the devnet market's committees: the candidates are the
// registry's operator set at a task's request block.
func Drawer(ctx context.Context, c *devnet.Chain) (*economy.Drawer, error) {
	ch, err := aggregator.NewChain(ctx, c.Client(), c.Deployment.Contracts.Consumer)
	if err != nil {
		return nil, fmt.Errorf("drawer: %w", err)
	}
	return &economy.Drawer{Chain: c.Client(), Market: c.Deployment.Contracts.Market, Operators: func(ctx context.Context, block uint64) ([]economy.Candidate, error) {
		qs, err := ch.OperatorSet(ctx, block)
		if err != nil {
			return nil, err
		}
		out := make([]economy.Candidate, qs.Set.Len())
		for i := range out {
			o := qs.Set.At(i)
			out[i] = economy.Candidate{ID: common.Hash(o.ID), Operator: o.Address, Stake: o.Stake}
		}
		return out, nil
	}}, nil
}

// setCommitteeSize names the devnet market's AssignmentDraw and committee
// size (TaskMarket.setDraw, once, from the deployer: the market's owner); a
// market set before to the same size is left as it is.
func setCommitteeSize(ctx context.Context, c *devnet.Chain, size int) error {
	tm := bindings.NewTaskMarket()
	market := c.Deployment.Contracts.Market
	raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &market, Data: tm.PackCommitteeSize()}, nil)
	if err != nil {
		return fmt.Errorf("market committee size: %w", err)
	}
	have, err := tm.UnpackCommitteeSize(raw)
	if err != nil {
		return fmt.Errorf("market committee size: %w", err)
	}
	switch {
	case have.Sign() == 0:
	case have.Cmp(big.NewInt(int64(size))) == 0:
		return nil
	default:
		return fmt.Errorf("the devnet market draws committees of %s, not %d", have, size)
	}
	s := c.Sender(devnet.DeployerKey())
	_, err = s.Transact(ctx, "TaskMarket.setDraw", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(tm.Instance(c.Client(), market), o, tm.PackSetDraw(c.Deployment.Contracts.Draw, big.NewInt(int64(size))))
	})
	if err != nil {
		return fmt.Errorf("TaskMarket.setDraw: %w (%v)", err, economy.RevertOf(err))
	}
	return nil
}

// Stop implements devnet.Service.
func (o *Operators) Stop() error {
	if o.stopAttest != nil {
		o.stopAttest()
	}
	if o.stopHold != nil {
		o.stopHold()
		o.holders.Wait()
	}
	var errs []error
	for _, s := range o.servers {
		errs = append(errs, s.stop())
	}
	for _, d := range o.daemons {
		d.Close()
	}
	for _, r := range o.records {
		errs = append(errs, r.Close())
	}
	return errors.Join(errs...)
}

// Aggregator runs the aggregator over the operator daemons.
type Aggregator struct {
	opts   Options
	ops    *Operators
	agg    *aggregator.Aggregator
	sender *txmgr.Manager // the aggregator's key: landings, proofs, epochs
	store  *aggregator.Store
	srv    *server
	front  atomic.Pointer[http.Handler]
	cancel context.CancelFunc
	wg     sync.WaitGroup
	// Attest is the attestation mode's contracts and epoch service (nil
	// without Options.Attest).
	Attest *AttestMode
}

// Name implements devnet.Service.
func (a *Aggregator) Name() string { return "aggregator" }

// URL is the aggregator's base URL.
func (a *Aggregator) URL() string { return a.srv.url() }

// AggregatorURL implements devnet.AggregatorService.
func (a *Aggregator) AggregatorURL() string { return a.URL() }

// Start implements devnet.Service.
func (a *Aggregator) Start(ctx context.Context, c *devnet.Chain) error {
	if err := a.listen(ctx); err != nil {
		return err
	}
	dir, err := dataDir(a.opts, c, "aggregator")
	if err != nil {
		return err
	}
	if a.store, err = aggregator.OpenStore(dir); err != nil {
		return err
	}
	var shards *aggregator.ShardSetup
	if c.Shards != nil {
		urls := a.ops.URLs()
		shards = &aggregator.ShardSetup{Plan: inference.ShardPlan(c.Shards.Ranges), Layers: c.Weights.Config.Layers}
		for _, members := range c.Shards.Members {
			var us []string
			var ids []blsagg.OperatorID
			for _, i := range members {
				us, ids = append(us, urls[i]), append(ids, c.Operators[i].ID)
			}
			shards.URLs, shards.IDs = append(shards.URLs, us), append(shards.IDs, ids)
		}
	}
	poll := min(250*time.Millisecond, c.BlockPeriod/2)
	a.sender = c.Sender(devnet.AggregatorKey())
	a.agg, err = aggregator.New(ctx, aggregator.Config{
		Backend: c.Client(), Consumer: c.Deployment.Contracts.Consumer, Operators: a.ops.URLs(),
		Key: devnet.AggregatorKey(), Sender: a.sender, Store: a.store, Model: c.Model.Manifest.Config,
		PollEvery: poll, Logger: a.opts.Logger.With("service", "aggregator"),
		MaxBatch: a.opts.MaxBatch, BatchWait: a.opts.BatchWait, HoldFor: a.opts.HoldFor, Metrics: a.opts.Metrics,
		Shards: shards,
		// Operators that answered a task the quorum did not land are proven to
		// the market a third into its SLA window, well before the deadline.
		Prover:     marketProver(&economy.MarketClient{Market: c.Deployment.Contracts.Market, Sender: a.sender}),
		ProveAfter: c.BlockPeriod * devnet.MarketSLABlocks / 3,
	})
	if err != nil {
		return err
	}
	runCtx, cancel := context.WithCancel(context.Background())
	a.cancel = cancel
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		if err := a.agg.Run(runCtx); err != nil && !errors.Is(err, context.Canceled) {
			a.opts.Logger.Error("aggregator stopped", "err", err)
		}
	}()
	var h http.Handler = a.agg.Handler(nil)
	if a.opts.Attest != nil {
		if h, err = a.startEpochs(ctx, runCtx, c, h); err != nil {
			return err
		}
	}
	a.front.Store(&h)
	return nil
}

// listen opens the aggregator's listener once, before it starts: the
// operator daemons, started first, are told its intake's URL. Until Start
// has its handler it answers 503.
func (a *Aggregator) listen(ctx context.Context) error {
	if a.srv != nil {
		return nil
	}
	var err error
	a.srv, err = serve(ctx, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if h := a.front.Load(); h != nil {
			(*h).ServeHTTP(w, r)
			return
		}
		http.Error(w, "aggregator starting", http.StatusServiceUnavailable)
	}))
	return err
}

// Stop implements devnet.Service.
func (a *Aggregator) Stop() error {
	err := a.srv.stop()
	if a.cancel != nil {
		a.cancel()
		a.wg.Wait()
	}
	if a.agg != nil {
		a.agg.Close()
	}
	if a.store != nil {
		err = errors.Join(err, a.store.Close())
	}
	return err
}

// Router runs the router, dispatching to the aggregator; it is the
// devnet's RouterService (the web origin's /v1/).
type Router struct {
	opts    Options
	agg     *Aggregator
	r       *router.Router
	store   *router.PebbleStore
	srv     *server
	stopW   context.CancelFunc
	watcher sync.WaitGroup
	// Market is the market's metrics (Options.Metrics; nil without).
	Market *economy.Metrics
}

// Name implements devnet.Service.
func (r *Router) Name() string { return "router" }

// RouterURL implements devnet.RouterService.
func (r *Router) RouterURL() string { return r.srv.url() }

// Start implements devnet.Service.
func (r *Router) Start(ctx context.Context, c *devnet.Chain) error {
	dir, err := dataDir(r.opts, c, "router")
	if err != nil {
		return err
	}
	if r.store, err = router.OpenPebble(dir); err != nil {
		return err
	}
	model, err := router.ModelFromDir(c.Model.Manifest, c.ModelDir)
	if errors.Is(err, router.ErrTokenizerMissing) {
		// As the loader and the web origin do: without the file, ids only.
		r.opts.Logger.Warn("the model pins a tokenizer its folder lacks: the router takes token ids only", "err", err)
		model, err = router.ModelOf(c.Model.Manifest), nil
	}
	if err != nil {
		return err
	}
	if r.opts.Metrics != nil {
		if r.Market, err = economy.NewMetrics(r.opts.Metrics); err != nil {
			return err
		}
		ch, err := aggregator.NewChain(ctx, c.Client(), c.Deployment.Contracts.Consumer)
		if err != nil {
			return err
		}
		d := c.Deployment.Contracts
		w := &economy.Watcher{Chain: c.Client(), Market: d.Market, Capacity: d.Capacity, Registry: d.Registry, Class: devnet.CapacityClass,
			Operators: ch.OperatorAddresses, Metrics: r.Market, Every: c.BlockPeriod, Logger: r.opts.Logger.With("service", "market metrics")}
		wctx, cancel := context.WithCancel(context.Background())
		r.stopW = cancel
		r.watcher.Go(func() { _ = w.Run(wctx) })
	}
	var disp router.Dispatcher = &router.QuorumDispatcher{BaseURL: r.agg.URL(), Committee: r.opts.CommitteeLands}
	if r.opts.Committee > 0 {
		if err := setCommitteeSize(ctx, c, r.opts.Committee); err != nil {
			return err
		}
		dr, err := Drawer(ctx, c)
		if err != nil {
			return err
		}
		urls := map[common.Address]string{}
		for i, op := range c.Operators {
			urls[op.Address] = r.agg.ops.URLs()[i]
		}
		market := r.Market
		disp = &router.CommitteeDispatcher{Inner: disp, Assigner: &economy.Assigner{Drawer: dr, ChainID: c.ChainID,
			Market: c.Deployment.Contracts.Market, URLs: urls, Refused: func(_ common.Address, err error) { market.AssignFailed(err) }},
			Metrics: r.Market}
	}
	r.r, err = router.New(router.Config{
		Store: r.store, Dispatcher: disp,
		Models: []router.Model{model}, AllowOrigin: []string{"*"},
		// Each dispatch mostly waits on the aggregator's long poll.
		Workers: 1024, MaxPending: r.opts.RouterCapacity,
		Logger: r.opts.Logger.With("service", "router"),
	})
	if err != nil {
		return err
	}
	r.srv, err = serve(ctx, r.r.Handler())
	return err
}

// Stop implements devnet.Service.
func (r *Router) Stop() error {
	if r.stopW != nil {
		r.stopW()
		r.watcher.Wait()
	}
	err := r.srv.stop()
	if r.r != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err = errors.Join(err, r.r.Shutdown(ctx))
		cancel()
	}
	if r.store != nil {
		err = errors.Join(err, r.store.Close())
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

// marketProver posts the aggregator's proofs of answers to the market, for
// the tasks open there.
func marketProver(mc *economy.MarketClient) aggregator.ProverFunc {
	return func(ctx context.Context, p aggregator.AnswerProof) error {
		_, err := mc.ProveIfOpen(ctx, p.Input, p.Calldata)
		return err
	}
}
