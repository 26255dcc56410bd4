package systest

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"
)

// Chaos under load: while tasks are offered at a steady rate, the router,
// the aggregator and an operator are each killed with SIGKILL and started
// again, and the chain's RPC goes away for RPCOutage; then every task the
// router accepted must land exactly once (the consumer's Updated events by
// input hash) and end landed in the router.
//
// DEEPCALL_CHAOS_RATE sets the offered rate (tasks per second, default
// 0.5: half the one answer per block the aggregator lands today, so the
// backlog an outage builds drains in bounded time).
func TestChaos(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the chain and six daemons as processes for a few minutes")
	}
	rate := envFloat(t, "DEEPCALL_CHAOS_RATE", 0.5)
	cfg := Config{}
	cfg.defaults()
	P := cfg.BlockPeriod
	// settle is the load between faults: enough blocks for the backlog of
	// the last fault to start moving again.
	settle := 10 * P
	const rpcOutage = 30 * time.Second
	loadFor := settle*5 + rpcOutage // four faults, a settle before each and after the last
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()

	log := newEventLog()
	c := startCluster(t, ctx, cfg)
	log.add("cluster up: chain pid %d, %d operators, aggregator pid %d, router pid %d; block period %s, rate %.2g tasks/s",
		c.Chain.PID(), len(c.Operators), c.Aggregator.PID(), c.Router.PID(), P, rate)
	cl := chainClient(t, ctx, c)
	w := &Watcher{Client: cl, Consumer: c.Record.Contracts.Consumer}
	wctx, wstop := context.WithCancel(ctx)
	defer wstop()
	go w.Follow(wctx, P)

	// An offer made while the router is down is retried until the router
	// is back: at most its readiness bound.
	load := &Load{RouterURL: c.Router.URL, Rate: rate, N: 8, RetryWithin: daemonReady + 5*time.Second}
	loadDone := make(chan struct{})
	go func() {
		load.Run(ctx, loadFor)
		close(loadDone)
	}()
	log.add("load: %.2g tasks/s of 8 tokens for %s", rate, loadFor)

	kill := func(d *Daemon) {
		time.Sleep(settle)
		pid := d.PID()
		away, err := d.Restart(ctx)
		if err != nil {
			t.Fatalf("restart %s: %v", d.Name, err)
		}
		log.add("kill -9 %s (pid %d); back as pid %d, ready after %s (accepted so far %d)",
			d.Name, pid, d.PID(), away.Round(time.Millisecond), len(acceptedInputs(load.Offers())))
	}
	kill(c.Router)
	kill(c.Aggregator)
	kill(c.Operators[1])
	time.Sleep(settle)
	if err := c.RPC.Cut(); err != nil {
		t.Fatal(err)
	}
	log.add("chain RPC cut for %s (proxy %s)", rpcOutage, c.RPC.Addr())
	time.Sleep(rpcOutage)
	if err := c.RPC.Restore(ctx, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	log.add("chain RPC restored")
	<-loadDone
	offers := load.Offers()
	accepted := acceptedInputs(offers)
	log.add("load stopped: %d offered, %d accepted", len(offers), len(accepted))

	// Every accepted task lands within: one block each at today's one
	// answer per block (twice, for the margin of a loaded machine), plus
	// one signing round and one receipt wait for the last.
	drain := time.Duration(2*len(accepted))*P + cfg.SignTimeout + cfg.ReceiptTimeout
	missing, err := w.WaitLanded(ctx, accepted, P, drain)
	if err != nil {
		log.add("drain: %v", err)
		for _, in := range missing[:min(len(missing), 10)] {
			for _, o := range offers {
				if o.Input == in {
					st, serr := TaskStatus(ctx, c.Router.URL, o.ID)
					t.Logf("missing task %s input %s: router says %q %v", o.ID, in, st, serr)
				}
			}
		}
	} else {
		log.add("all accepted tasks landed (drain bound %s)", drain)
	}
	tally, err := reconcile(ctx, cl, c, offers)
	if err != nil {
		t.Fatal(err)
	}
	// The router's own view: every accepted task ends landed.
	notLanded := 0
	for _, o := range offers {
		if !o.Accepted {
			continue
		}
		if st, err := TaskStatus(ctx, c.Router.URL, o.ID); err != nil || st != "landed" {
			notLanded++
			if notLanded <= 5 {
				t.Logf("router: task %s is %q %v", o.ID, st, err)
			}
		}
	}
	lat := latencies(offers, w)
	log.add("tally: %s; router reports %d accepted tasks not landed", tally, notLanded)
	log.add("accepted → landed: p50 %s, p99 %s, max %s", percentile(lat, 0.5).Round(time.Millisecond),
		percentile(lat, 0.99).Round(time.Millisecond), percentile(lat, 1).Round(time.Millisecond))
	t.Logf("chaos log:\n%s", log)
	if len(tally.Lost) > 0 || len(tally.Duplicates) > 0 || tally.Foreign > 0 || notLanded > 0 || tally.Accepted == 0 {
		t.Fatalf("chaos: %s, %d not landed in the router; lost %v duplicated %v", tally, notLanded, tally.Lost, tally.Duplicates)
	}
	if tally.Accepted < len(offers) {
		// Every offer is retried for longer than a restart takes: a
		// refusal left is a router that did not come back in time.
		t.Errorf("%d of %d offers never accepted", len(offers)-tally.Accepted, len(offers))
	}
}

func envFloat(t *testing.T, name string, def float64) float64 {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f <= 0 {
		t.Fatalf("%s=%q: want a positive number", name, v)
	}
	return f
}
