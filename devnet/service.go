package devnet

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
)

// Service is something that runs beside a devnet once its contracts are
// deployed and its operators registered: operator daemons, the aggregator,
// the router. `deepcall devnet` starts the services it knows after Start
// and stops them, last started first, before the node.
type Service interface {
	// Name is how logs and errors call the service.
	Name() string
	// Start starts the service against the chain and returns once it
	// runs; ctx bounds the start only.
	Start(ctx context.Context, c *Chain) error
	// Stop stops it and waits for it to finish.
	Stop() error
}

// RouterService is implemented by a service that serves the router's HTTP
// and WebSocket API; the devnet's web origin proxies /v1/ to RouterURL
// ("http://host:port").
type RouterService interface {
	Service
	RouterURL() string
}

// AggregatorService is implemented by the service that runs the
// aggregator's HTTP API (GET /v1/jobs/{id}: what a sharded landing's shards
// published, for a challenger's per-shard challenge).
type AggregatorService interface {
	Service
	AggregatorURL() string
}

// ChallengerService is implemented by the devnet's challenger daemon
// (package devnet/dispute); /config.json names it (WebConfig.Challenger).
type ChallengerService interface {
	Service
	Challenger() ChallengerRecord
}

// ChallengerRecord is the devnet's challenger daemon in /config.json.
//
// A page that opens a challenge from its own wallet has the daemon play
// its challenger side by allowing the daemon's address to move for it:
// DisputeGame.setMover(address, true) from the wallet, before or after
// DisputeGame.open (the challenger's bond is the wallet's). When Assists is
// true the daemon then recomputes the disputed result, and if it is wrong,
// plays every defence game of that challenge on the challenger's side and
// resolves it once the join window closed (anyone may resolve; the bonds
// are credited to the wallet, which withdraws them).
type ChallengerRecord struct {
	Address common.Address `json:"address"`
	// Opens: the daemon opens a challenge of its own on every wrong result
	// it finds (with its own bond).
	Opens bool `json:"opens"`
	// Assists: the daemon plays the challenges of accounts that allowed it
	// with setMover.
	Assists bool `json:"assists"`
	// Faulty are the operators made to lie (devnet --fault), by index.
	Faulty []int `json:"faulty"`
	// Fault is their fault, as `operator run --fault` takes it ("" : none).
	Fault string `json:"fault"`
}

// StartServices starts each service in order; if one fails, the ones
// already started keep running and are stopped by Close.
func (c *Chain) StartServices(ctx context.Context, svcs ...Service) error {
	for _, s := range svcs {
		if err := s.Start(ctx, c); err != nil {
			return fmt.Errorf("devnet: start %s: %w", s.Name(), err)
		}
		c.mu.Lock()
		c.services = append(c.services, s)
		c.mu.Unlock()
		c.log.Info("devnet service started", "service", s.Name())
	}
	return nil
}

// Services are the running services, in start order.
func (c *Chain) Services() []Service {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Service(nil), c.services...)
}

// RouterURL is the first running RouterService's URL, or "".
func (c *Chain) RouterURL() string {
	for _, s := range c.Services() {
		if r, ok := s.(RouterService); ok {
			return r.RouterURL()
		}
	}
	return ""
}

// AggregatorURL is the first running AggregatorService's URL, or "".
func (c *Chain) AggregatorURL() string {
	for _, s := range c.Services() {
		if a, ok := s.(AggregatorService); ok {
			return a.AggregatorURL()
		}
	}
	return ""
}

// ServiceFunc adapts a pair of functions to a Service.
type ServiceFunc struct {
	ServiceName string
	StartFunc   func(ctx context.Context, c *Chain) error
	StopFunc    func() error
}

// Name implements Service.
func (f ServiceFunc) Name() string { return f.ServiceName }

// Start implements Service.
func (f ServiceFunc) Start(ctx context.Context, c *Chain) error {
	if f.StartFunc == nil {
		return nil
	}
	return f.StartFunc(ctx, c)
}

// Stop implements Service.
func (f ServiceFunc) Stop() error {
	if f.StopFunc == nil {
		return nil
	}
	return f.StopFunc()
}
