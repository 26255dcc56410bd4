package systest

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/deepcall/deepcall/loadgen"
)

// DefaultSoak is the soak's length in go test; make soak runs 30 minutes
// (DEEPCALL_SOAK=30m).
const DefaultSoak = 150 * time.Second

// The soak: loadgen offers tasks at a steady rate for DEEPCALL_SOAK
// (default DefaultSoak) while every daemon's goroutines and resident
// memory are read from its /metrics; the run fails when a series grows
// by the rule of Growth (GoroutineGrowth, RSSGrowth), or when any task is
// lost, duplicated or failed. The chain's resident memory (from /proc; it
// grows with the chain it keeps in memory) is reported, not judged.
//
// DEEPCALL_SOAK_RATE sets the rate (tasks per second, default 0.5).
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the chain and six daemons as processes for minutes")
	}
	length := DefaultSoak
	if v := os.Getenv("DEEPCALL_SOAK"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			t.Fatalf("DEEPCALL_SOAK=%q: want a positive duration", v)
		}
		length = d
	}
	rate := envFloat(t, "DEEPCALL_SOAK_RATE", 0.5)
	// About 60 samples whatever the length (so the judged half has 30),
	// at most one a second and at least one every 30 s.
	every := min(max(length/60, time.Second), 30*time.Second)
	cfg := Config{}
	cfg.defaults()
	offered := int(rate*length.Seconds()) + 1
	drain := time.Duration(2*offered)*cfg.BlockPeriod + cfg.SignTimeout + cfg.ReceiptTimeout
	ctx, cancel := context.WithTimeout(context.Background(), length+drain+5*time.Minute)
	defer cancel()

	c := startCluster(t, ctx, cfg)
	cl := chainClient(t, ctx, c)
	daemons := c.Daemons()
	series := make([][]Sample, len(daemons))
	var chainRSS []float64
	var scrapeErrs []string
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		begin := time.Now()
		tick := time.NewTicker(every)
		defer tick.Stop()
		for n := 0; n <= int(length/every); n++ {
			at := time.Since(begin)
			for i, d := range daemons {
				sctx, scancel := context.WithTimeout(ctx, every)
				g, rss, err := Scrape(sctx, d.URL)
				scancel()
				if err != nil {
					scrapeErrs = append(scrapeErrs, fmt.Sprintf("%s at %s: %v", d.Name, at.Round(time.Second), err))
					continue
				}
				series[i] = append(series[i], Sample{At: at, Goroutines: g, RSS: rss})
			}
			if rss, err := ProcRSS(c.Chain.PID()); err == nil {
				chainRSS = append(chainRSS, rss)
			}
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	rep, err := loadgen.Run(ctx, loadOptions(rate, length, drain), loadgen.NewHTTPRouter(c.Router.URL),
		&loadgen.EthChain{B: cl, Consumer: c.Record.Contracts.Consumer})
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}

	var report strings.Builder
	fmt.Fprintf(&report, "soak %s at %.2g tasks/s, a sample every %s; %s\n", length, rate, every, summary(rep))
	fmt.Fprintf(&report, "%-11s %-10s %s\n", "daemon", "series", "verdict (judged: the second half)")
	var grew []string
	for i, d := range daemons {
		at := make([]time.Duration, len(series[i]))
		gs, rs := make([]float64, len(series[i])), make([]float64, len(series[i]))
		for k, s := range series[i] {
			at[k], gs[k], rs[k] = s.At, s.Goroutines, s.RSS/(1<<20)
		}
		for _, j := range []struct {
			name string
			vals []float64
			rule Growth
		}{{"goroutines", gs, GoroutineGrowth}, {"RSS MiB", rs, Growth{Abs: RSSGrowth.Abs / (1 << 20), Rel: RSSGrowth.Rel}}} {
			v, err := j.rule.Judge(at, j.vals)
			if err != nil {
				t.Errorf("%s %s: %v", d.Name, j.name, err)
				continue
			}
			fmt.Fprintf(&report, "%-11s %-10s %s\n", d.Name, j.name, v)
			if v.Grew {
				grew = append(grew, d.Name+" "+j.name)
			}
		}
	}
	if len(chainRSS) > 0 {
		fmt.Fprintf(&report, "%-11s %-10s first %.0f last %.0f (not judged: the chain is kept in memory)\n", "chain", "RSS MiB",
			chainRSS[0]/(1<<20), chainRSS[len(chainRSS)-1]/(1<<20))
	}
	t.Logf("soak report:\n%s", report.String())
	if len(scrapeErrs) > 0 {
		t.Errorf("%d scrapes failed, first: %s", len(scrapeErrs), scrapeErrs[0])
	}
	if len(grew) > 0 {
		t.Errorf("growth beyond the rule: %s", strings.Join(grew, ", "))
	}
	if bad := faultless(rep); bad != "" {
		t.Errorf("soak: %s", bad)
	}
}
