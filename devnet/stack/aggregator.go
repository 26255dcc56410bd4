package stack

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/delivery"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/common"
)

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
	if relay := c.Deployment.Contracts.Relay; relay != (common.Address{}) {
		if err := a.startDelivery(runCtx, c, relay, poll); err != nil {
			return err
		}
	}
	var h http.Handler = a.agg.Handler(nil)
	if a.opts.Attest != nil {
		if h, err = a.startEpochs(ctx, runCtx, c, h); err != nil {
			return err
		}
	}
	a.front.Store(&h)
	return nil
}

// startDelivery serves DeepcallRelay beside the aggregator: contracts'
// requests become its jobs, and their final answers are delivered from its
// key (the relay pays it the requests' rewards).
func (a *Aggregator) startDelivery(ctx context.Context, c *devnet.Chain, relay common.Address, poll time.Duration) error {
	d, err := delivery.New(delivery.Config{Backend: c.Client(), Sender: a.sender, Relay: relay,
		Consumer: c.Deployment.Contracts.Consumer, Submit: a.agg.SubmitRelayed, PollEvery: poll,
		Logger: a.opts.Logger.With("service", "delivery")})
	if err != nil {
		return err
	}
	a.wg.Add(1)
	go func() {
		defer a.wg.Done()
		if err := d.Run(ctx); err != nil && !errors.Is(err, context.Canceled) {
			a.opts.Logger.Error("delivery stopped", "err", err)
		}
	}()
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
