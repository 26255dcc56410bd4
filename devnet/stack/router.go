package stack

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/router"
)

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
