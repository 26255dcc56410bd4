package systest

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/devnet"
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
		// kill kills d once busy says it is busy (waiting at most half of
		// settle for it), after half of settle.
		kill := func(d *Daemon, busy func() string, down time.Duration) bool {
			time.Sleep(settle / 2)
			state := busy()
			pid := d.PID()
			away, err := d.Restart(ctx, down)
			if err != nil {
				t.Errorf("restart %s: %v", d.Name, err)
				return false
			}
			log.add("kill -9 %s (pid %d) %s; left down %s, back as pid %d, serving again after %s",
				d.Name, pid, state, down, d.PID(), away.Round(time.Millisecond))
			return true
		}
		holding := func(d *Daemon) func() string {
			return func() string {
				return fmt.Sprintf("while the %s holds %d tasks", d.Name, d.WaitBusy(ctx, P/10, settle/2))
			}
		}
		// The aggregator is killed with a verifyAndUpdate of its sent and
		// not yet mined (its pending nonce ahead of its mined one): the
		// moment a restart could land an answer twice.
		inPool := func() string {
			pending, mined, ok := waitInPool(ctx, cl, crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey), P/20, settle/2)
			if !ok {
				return fmt.Sprintf("with no transaction seen in the pool (nonce %d)", mined)
			}
			if pending-mined == 1 {
				return fmt.Sprintf("with its transaction of nonce %d sent and not mined", mined)
			}
			return fmt.Sprintf("with %d transactions sent and not mined (nonces %d–%d)", pending-mined, mined, pending-1)
		}
		// The router comes back at once (an offer it misses is offered
		// again); the aggregator and the operator stay down for `down`, so
		// that tasks are handed to an aggregator that is not there and
		// rounds run with an operator missing.
		down := 5 * P
		if !kill(c.Router, holding(c.Router), 0) || !kill(c.Aggregator, inPool, down) || !kill(c.Operators[1], holding(c.Aggregator), down) {
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

// waitInPool polls the account's pending and mined nonces until a sent
// transaction waits in the pool (pending > mined) or within passes.
func waitInPool(ctx context.Context, cl *ethclient.Client, from common.Address, every, within time.Duration) (pending, mined uint64, ok bool) {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		p, perr := cl.PendingNonceAt(ctx, from)
		m, merr := cl.NonceAt(ctx, from, nil)
		if perr == nil && merr == nil {
			pending, mined = p, m
			if p > m {
				return p, m, true
			}
		}
		select {
		case <-ctx.Done():
			return pending, mined, false
		case <-t.C:
		}
	}
}
