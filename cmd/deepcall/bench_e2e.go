package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/operator"
)

// e2eReport is `deepcall bench e2e --json`: prompt → answer landed on the
// devnet (go-ethereum in process, EigenLayer core, 1 s blocks) through the
// operator daemons and the aggregator, over their HTTP APIs.
type e2eReport struct {
	Metrics struct {
		// BlocksToLand is the median of (block that holds verifyAndUpdate) −
		// (head when the task was submitted).
		BlocksToLand   float64 `json:"blocks_to_land"`
		MsToLandMedian float64 `json:"ms_to_land_median"`
		MsToLandMax    float64 `json:"ms_to_land_max"`
		MsToSignMedian float64 `json:"ms_to_sign_median"` // submission → the stake threshold met
		GasMedian      float64 `json:"verify_and_update_gas_median"`
	} `json:"metrics"`
	Inputs struct {
		Runs        int     `json:"runs"`
		Tokens      int     `json:"tokens"`
		Operators   int     `json:"operators"`
		BlockPeriod string  `json:"block_period"`
		Manifest    string  `json:"manifest"`
		Chain       string  `json:"chain"`
		StartupMS   float64 `json:"devnet_startup_ms"`
	} `json:"inputs"`
	Runs []e2eRun `json:"runs"`
}

type e2eRun struct {
	Task   string  `json:"task"`
	Blocks uint64  `json:"blocks"`
	MS     float64 `json:"ms"`
	SignMS float64 `json:"sign_ms"`
	Gas    uint64  `json:"gas"`
	Tx     string  `json:"tx"`
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func benchE2E(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench e2e", "bench e2e [--runs N] [--tokens T] [--operators K] [--block-period D] [--json] [--manifest DIR] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	runs := fs.Int("runs", 5, "tasks landed one after another (the median is reported)")
	tokens := fs.Int("tokens", 32, "tokens generated per task")
	operators := fs.Int("operators", 4, "operators on the devnet, each with its daemon")
	period := fs.Duration("block-period", time.Second, "devnet block period")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "manifest folder the engine pins")
	verbose := fs.Bool("v", false, "log the devnet, the operators and the aggregator to stderr")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *runs < 1 || *runs > 100 || *operators < 1 || *period <= 0 {
		return fmt.Errorf("%w: --runs 1-100, --operators ≥ 1, --block-period > 0", errUsage)
	}
	m, mf, err := inference.LoadDir(*manifest)
	if err != nil {
		return err
	}
	if *tokens < 1 || *tokens >= mf.Config.SeqLen {
		return fmt.Errorf("%w: --tokens %d: 1 to %d", errUsage, *tokens, mf.Config.SeqLen-1)
	}
	log := slog.New(slog.DiscardHandler)
	if *verbose {
		log = slog.New(slog.NewTextHandler(stderr, nil))
	}
	chain, err := devnet.Start(ctx, devnet.Options{Operators: *operators, BlockPeriod: *period, ModelDir: *manifest, Logger: log})
	if err != nil {
		return err
	}
	defer chain.Close()
	client := chain.Client()

	native := operator.NewNative(m, mf, 1)
	var urls []string
	for i, op := range chain.Operators {
		d, err := operator.New(operator.Config{Key: op.BLS, Address: op.Address, Executor: native, Chain: client,
			CheckConsumerManifest: true, Logger: log.With("operator", i)})
		if err != nil {
			return err
		}
		defer d.Close()
		url, stop, err := serveLocal(d.Handler(nil))
		if err != nil {
			return err
		}
		defer stop()
		urls = append(urls, url)
	}
	dir, err := os.MkdirTemp("", "deepcall-bench-e2e-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	store, err := aggregator.OpenStore(dir)
	if err != nil {
		return err
	}
	defer store.Close()
	agg, err := aggregator.New(ctx, aggregator.Config{Backend: client, Consumer: chain.Deployment.Contracts.Consumer, Operators: urls,
		Key: devnet.DeployerKey(), Store: store, Model: mf.Config, PollEvery: 50 * time.Millisecond, RetryEvery: 200 * time.Millisecond,
		SignTimeout: time.Minute, Logger: log.With("part", "aggregator")})
	if err != nil {
		return err
	}
	runCtx, cancel := context.WithCancel(ctx)
	runDone := make(chan error, 1)
	go func() { runDone <- agg.Run(runCtx) }()
	defer func() { cancel(); <-runDone }()

	var rep e2eReport
	var blocks, ms, signMS, gas []float64
	for i := range *runs {
		id := fmt.Sprintf("bench-e2e-%d-%d", time.Now().UnixNano(), i)
		head, err := client.BlockNumber(ctx)
		if err != nil {
			return err
		}
		start := time.Now()
		if _, _, err := agg.Submit(aggregator.Request{TaskID: id, Prompt: []int{mf.Config.BOS, 1 + i}, N: *tokens}); err != nil {
			return err
		}
		var signed time.Duration
		j, err := agg.Job(id)
		for err == nil && !j.Status.Final() {
			if signed == 0 && (j.Status == aggregator.StatusSigned || j.Status == aggregator.StatusSubmitted) {
				signed = time.Since(start)
			}
			wctx, wcancel := context.WithTimeout(ctx, 2*time.Minute)
			j, err = agg.Wait(wctx, id, j.Version)
			wcancel()
			if err == nil && !j.Status.Final() && time.Since(start) > 2*time.Minute {
				err = fmt.Errorf("task %s still %s after 2 minutes", id, j.Status)
			}
		}
		if err != nil {
			return err
		}
		elapsed := time.Since(start)
		if j.Status != aggregator.StatusLanded {
			return fmt.Errorf("task %s %s: %s", id, j.Status, j.Error)
		}
		r := e2eRun{Task: id, Blocks: j.Block - head, MS: float64(elapsed.Microseconds()) / 1000,
			SignMS: float64(signed.Microseconds()) / 1000, Gas: j.GasUsed}
		if j.Tx != nil {
			r.Tx = j.Tx.Hex()
		}
		rep.Runs = append(rep.Runs, r)
		blocks, ms, signMS, gas = append(blocks, float64(r.Blocks)), append(ms, r.MS), append(signMS, r.SignMS), append(gas, float64(r.Gas))
	}
	rep.Metrics.BlocksToLand = median(blocks)
	rep.Metrics.MsToLandMedian = median(ms)
	rep.Metrics.MsToLandMax = slices.Max(ms)
	rep.Metrics.MsToSignMedian = median(signMS)
	rep.Metrics.GasMedian = median(gas)
	rep.Inputs.Runs, rep.Inputs.Tokens, rep.Inputs.Operators = *runs, *tokens, len(chain.Operators)
	rep.Inputs.BlockPeriod = period.String()
	rep.Inputs.Manifest = mf.Hash.String()
	rep.Inputs.Chain = "devnet: go-ethereum node in process, EigenLayer core, operators over HTTP on 127.0.0.1"
	rep.Inputs.StartupMS = float64(chain.StartupTime.Microseconds()) / 1000
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "landed %d tasks of %d tokens: median %.0f ms, %.1f blocks (max %.0f ms), %d operators, %s blocks\n",
			*runs, *tokens, rep.Metrics.MsToLandMedian, rep.Metrics.BlocksToLand, rep.Metrics.MsToLandMax, len(chain.Operators), period)
	})
}

// serveLocal serves h on a free loopback port until stop is called.
func serveLocal(h http.Handler) (url string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			slog.Error("bench server", "err", err)
		}
	}()
	return "http://" + ln.Addr().String(), func() { _ = srv.Close() }, nil
}
