package systest

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/deepcall/deepcall/loadgen"
)

// Chaos under load: while loadgen offers tasks at a steady rate, the
// router, the aggregator and an operator are each killed with SIGKILL and
// started again, and the chain's RPC goes away for 30 s; every task the
// router accepted must then land exactly once (the consumer's Updated
// events by input hash), none may fail, and the router must call each
// landed.
//
// DEEPCALL_CHAOS_RATE sets the offered rate (tasks per second, default
// 0.5: half of one answer per block, so that the backlog an outage builds
// drains within the bound below whatever the aggregator's batching).
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
	log.add("cluster up: chain pid %d, operators pids %d %d %d %d, aggregator pid %d, router pid %d; block period %s",
		c.Chain.PID(), c.Operators[0].PID(), c.Operators[1].PID(), c.Operators[2].PID(), c.Operators[3].PID(),
		c.Aggregator.PID(), c.Router.PID(), P)
	cl := chainClient(t, ctx, c)

	// Every accepted task lands within: one block each at one answer per
	// block (twice, for the margin of a loaded machine), plus one signing
	// round and one receipt wait for the last.
	offered := int(rate*loadFor.Seconds()) + 1
	drain := time.Duration(2*offered)*P + cfg.SignTimeout + cfg.ReceiptTimeout
	opts := loadOptions(rate, loadFor, drain)
	log.add("load: %.2g tasks/s of %d tokens for %s (≈%d tasks), drain bound %s", rate, opts.Tokens, loadFor, offered, drain)

	faults := make(chan struct{})
	go func() {
		defer close(faults)
		// kill kills d while busy holds work (the router's and the
		// aggregator's health say how much; an operator is killed while the
		// aggregator holds jobs, so likely mid-signing), waiting at most
		// half of settle for some.
		kill := func(d, busy *Daemon) bool {
			time.Sleep(settle / 2)
			held := busy.WaitBusy(ctx, P/10, settle/2)
			pid := d.PID()
			away, err := d.Restart(ctx)
			if err != nil {
				t.Errorf("restart %s: %v", d.Name, err)
				return false
			}
			log.add("kill -9 %s (pid %d), %s in flight: %d; back as pid %d, serving again after %s",
				d.Name, pid, busy.Name, held, d.PID(), away.Round(time.Millisecond))
			return true
		}
		if !kill(c.Router, c.Router) || !kill(c.Aggregator, c.Aggregator) || !kill(c.Operators[1], c.Aggregator) {
			return
		}
		time.Sleep(settle)
		if err := c.RPC.Cut(); err != nil {
			t.Error(err)
			return
		}
		log.add("chain RPC cut (proxy %s → %s)", c.RPC.Addr(), c.RPC.Target)
		time.Sleep(rpcOutage)
		if err := c.RPC.Restore(ctx, 10*time.Second); err != nil {
			t.Error(err)
			return
		}
		log.add("chain RPC restored after %s", rpcOutage)
	}()
	rep, err := loadgen.Run(ctx, opts, loadgen.NewHTTPRouter(c.Router.URL), &loadgen.EthChain{B: cl, Consumer: c.Record.Contracts.Consumer})
	<-faults
	if err != nil {
		t.Fatal(err)
	}
	log.add("load done: %s", summary(rep))
	for _, d := range c.Daemons() {
		if n := countLines(d.LogPath, "level=WARN", "level=ERROR"); n > 0 {
			log.add("%s logged %d warnings and errors", d.Name, n)
		}
	}
	t.Logf("chaos log:\n%s", log)
	if bad := faultless(rep); bad != "" {
		t.Fatalf("chaos: %s", bad)
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
