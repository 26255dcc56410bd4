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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/bench"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/internal/memstat"
	"github.com/deepcall/deepcall/operator"
)

// e2eReport is `deepcall bench e2e --json`: prompt → answer landed on the
// devnet (go-ethereum in process, EigenLayer core, 1 s blocks) through the
// operator daemons and the aggregator, over their HTTP APIs.
type e2eReport struct {
	Metrics struct {
		// BlocksToLand is the median of (block that holds verifyAndUpdate) −
		// (head when the task was submitted).
		BlocksToLand float64 `json:"blocks_to_land"`
		// BlocksAfterSigned is the median of (block that holds
		// verifyAndUpdate) − (head when the quorum's signatures met the
		// threshold): settlement alone, the execution time left out.
		BlocksAfterSigned float64 `json:"blocks_to_land_after_signed"`
		MsToLandMedian    float64 `json:"ms_to_land_median"`
		MsMedian          float64 `json:"ms_median"` // the same figure: prompt submitted → answer landed
		MsToLandMax       float64 `json:"ms_to_land_max"`
		MsToSignMedian    float64 `json:"ms_to_sign_median"` // submission → the stake threshold met
		GasMedian         float64 `json:"verify_and_update_gas_median"`
		// PrefillMS and PerTokenMS are the operators' means: a task's prompt
		// steps, and one generated token's step.
		PrefillMS  float64 `json:"prefill_ms"`
		PerTokenMS float64 `json:"per_token_ms"`
		// Operators are each operator's own figures.
		Operators []e2eOperator `json:"operators"`
		// Memory is this process's resident memory after the runs: every
		// operator daemon runs in it and reads one copy of the weights.
		Memory memstat.Resident `json:"memory"`
	} `json:"metrics"`
	Inputs struct {
		Runs        int     `json:"runs"`
		Tokens      int     `json:"tokens"`
		Operators   int     `json:"operators"`
		BlockPeriod string  `json:"block_period"`
		Manifest    string  `json:"manifest"`
		Model       string  `json:"model"`
		Prompt      []int   `json:"prompt_of_run_0"`
		Shape       string  `json:"shape"`
		LoadMS      float64 `json:"model_load_ms"`
		WeightBytes int     `json:"weight_bytes"`
		Chain       string  `json:"chain"`
		StartupMS   float64 `json:"devnet_startup_ms"`
	} `json:"inputs"`
	Runs []e2eRun `json:"runs"`
}

// e2eOperator is one operator daemon's engine: its mean step times over
// the runs and its resident memory. The daemons share one process and read
// one copy of the weights, so an operator's resident figure is its share of
// the process's.
type e2eOperator struct {
	Index      int     `json:"index"`
	PrefillMS  float64 `json:"prefill_ms"`
	PerTokenMS float64 `json:"per_token_ms"`
	Steps      int     `json:"steps"`
	RSSShare   uint64  `json:"rss_share_bytes"`
}

type e2eRun struct {
	Task   string `json:"task"`
	Blocks uint64 `json:"blocks"`
	// BlocksAfterSigned counts from the head when the signatures met the threshold.
	BlocksAfterSigned uint64  `json:"blocks_after_signed"`
	MS                float64 `json:"ms"`
	SignMS            float64 `json:"sign_ms"`
	Gas               uint64  `json:"gas"`
	Tx                string  `json:"tx"`
}

// e2eHelp explains the report's figures under --help.
const e2eHelp = `
Each run submits one task (a new prompt: BOS and 1+i, --tokens tokens) to the
aggregator over the operator daemons' HTTP APIs and follows it until its
verifyAndUpdate is mined on the devnet. Figures, medians over the runs:
  blocks_to_land               the block holding the landing minus the chain's
                               head when the task was submitted: execution,
                               signing and settlement together, so on a large
                               model it also counts the seconds the operators
                               computed (one block a second)
  blocks_to_land_after_signed  the block holding the landing minus the head when
                               the aggregator was first seen holding signatures
                               that meet the stake threshold (job signed or
                               submitted; polled, so a task that landed between
                               two polls counts from the block before its
                               landing): settlement alone; 1 is the next block
  ms_median, ms_to_land_median submission to landed, wall time (the same figure)
  ms_to_sign_median            submission to the threshold met
  prefill_ms, per_token_ms     the operators' engine: a task's prompt steps, one
                               generated token's step (means over the operators)
  memory                       this process's resident memory: every daemon runs
                               in it and reads one copy of the weights
`

func ms64(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func benchE2E(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench e2e", "bench e2e [--model PATH|synth:qwen3-0.6b] [--runs N] [--tokens T] [--operators K] [--block-period D] [--json] [--out FILE]", stderr)
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, e2eHelp)
	}
	asJSON := fs.Bool("json", false, "print the report as JSON")
	runs := fs.Int("runs", 5, "tasks landed one after another (the median is reported)")
	tokens := fs.Int("tokens", 32, "tokens generated per task")
	operators := fs.Int("operators", 4, "operators on the devnet, each with its daemon")
	period := fs.Duration("block-period", time.Second, "devnet block period")
	modelPath := fs.String("model", filepath.Join("testdata", "manifests", "stories260K"), "the model the devnet pins and the operators run: a manifest folder, a llama2.c checkpoint, a Hugging Face folder or synth:qwen3-0.6b")
	fs.StringVar(modelPath, "manifest", *modelPath, "the same as --model")
	verbose := fs.Bool("v", false, "log the devnet, the operators and the aggregator to stderr")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *runs < 1 || *runs > 100 || *operators < 1 || *period <= 0 {
		return fmt.Errorf("%w: --runs 1-100, --operators ≥ 1, --block-period > 0", errUsage)
	}
	path, err := resolveModel(ctx, *modelPath, 0, stderr)
	if err != nil {
		return err
	}
	loadStart := time.Now()
	l, err := loader.Load(path, loader.Options{})
	if err != nil {
		return err
	}
	loadTime := time.Since(loadStart)
	m, mf := l.Model, l.Manifest
	if *tokens < 1 || *tokens >= mf.Config.SeqLen {
		return fmt.Errorf("%w: --tokens %d: 1 to %d", errUsage, *tokens, mf.Config.SeqLen-1)
	}
	log := slog.New(slog.DiscardHandler)
	if *verbose {
		log = slog.New(slog.NewTextHandler(stderr, nil))
	}
	chain, err := devnet.Start(ctx, devnet.Options{Operators: *operators, BlockPeriod: *period, Loaded: l, Logger: log})
	if err != nil {
		return err
	}
	defer chain.Close()
	client := chain.Client()

	// Each operator runs its own engine (one worker: the daemons share the
	// cores) over the one decoded model, timed step by step.
	var urls []string
	var timed []*operator.TimedBackend
	for i, op := range chain.Operators {
		tb := &operator.TimedBackend{Backend: inference.CPU{Workers: 1}}
		timed = append(timed, tb)
		native := &operator.Native{Engine: &inference.Engine{Model: m, Manifest: mf.Hash, Backend: tb}}
		// the aggregator below signs its requests with the deployer's key
		d, err := operator.New(operator.Config{Key: op.BLS, Address: op.Address, Executor: native, Chain: client,
			Callers: []common.Address{crypto.PubkeyToAddress(devnet.DeployerKey().PublicKey)}, Game: chain.Deployment.Contracts.Game,
			Logger: log.With("operator", i)})
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
	var blocks, afterSigned, ms, signMS, gas []float64
	for i := range *runs {
		id := fmt.Sprintf("bench-e2e-%d-%d", time.Now().UnixNano(), i)
		head, err := client.BlockNumber(ctx)
		if err != nil {
			return err
		}
		start := time.Now()
		prompt := []int{max(mf.Config.BOS, 0), 1 + i}
		if i == 0 {
			rep.Inputs.Prompt = prompt
		}
		if _, _, err := agg.Submit(api.JobRequest{TaskID: api.TaskID(id), Prompt: prompt, N: *tokens}); err != nil {
			return err
		}
		var signed time.Duration
		var signedHead uint64
		j, err := agg.Job(id)
		for err == nil && !j.Status.Final() {
			if signed == 0 && (j.Status == aggregator.StatusSigned || j.Status == aggregator.StatusSubmitted) {
				signed = time.Since(start)
				if signedHead, err = client.BlockNumber(ctx); err != nil {
					return err
				}
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
		if signed == 0 { // landed between two polls: signed no later than landed
			signed, signedHead = elapsed, j.Block-1
		}
		r := e2eRun{Task: id, Blocks: j.Block - head, BlocksAfterSigned: j.Block - signedHead, MS: float64(elapsed.Microseconds()) / 1000,
			SignMS: float64(signed.Microseconds()) / 1000, Gas: j.GasUsed}
		if j.Tx != nil {
			r.Tx = j.Tx.Hex()
		}
		rep.Runs = append(rep.Runs, r)
		blocks, ms, signMS, gas = append(blocks, float64(r.Blocks)), append(ms, r.MS), append(signMS, r.SignMS), append(gas, float64(r.Gas))
		afterSigned = append(afterSigned, float64(r.BlocksAfterSigned))
	}
	rep.Metrics.BlocksToLand = bench.Median(blocks)
	rep.Metrics.BlocksAfterSigned = bench.Median(afterSigned)
	rep.Metrics.MsToLandMedian = bench.Median(ms)
	rep.Metrics.MsMedian = rep.Metrics.MsToLandMedian
	if rep.Metrics.Memory, err = memstat.Self(); err != nil {
		return err
	}
	var prefill, perTok time.Duration
	for i, tb := range timed {
		t := tb.Times()
		prefill += t.PrefillPerGeneration()
		perTok += t.PerToken()
		rep.Metrics.Operators = append(rep.Metrics.Operators, e2eOperator{Index: i, PrefillMS: ms64(t.PrefillPerGeneration()),
			PerTokenMS: ms64(t.PerToken()), Steps: t.PrefillSteps + t.TokenSteps, RSSShare: rep.Metrics.Memory.RSS / uint64(len(timed))})
	}
	rep.Metrics.PrefillMS = ms64(prefill / time.Duration(len(timed)))
	rep.Metrics.PerTokenMS = ms64(perTok / time.Duration(len(timed)))
	c := mf.Config
	rep.Inputs.Model = *modelPath
	rep.Inputs.Shape = fmt.Sprintf("dim %d, hidden %d, %d layers, %d/%d heads of %d, vocab %d, context %d, %d weight chunks",
		c.Dim, c.HiddenDim, c.Layers, c.Heads, c.KVHeads, c.HeadSize, c.Vocab, c.SeqLen, len(mf.Weights.Chunks))
	rep.Inputs.LoadMS = ms64(loadTime)
	rep.Inputs.WeightBytes = mf.Weights.Size
	rep.Metrics.MsToLandMax = slices.Max(ms)
	rep.Metrics.MsToSignMedian = bench.Median(signMS)
	rep.Metrics.GasMedian = bench.Median(gas)
	rep.Inputs.Runs, rep.Inputs.Tokens, rep.Inputs.Operators = *runs, *tokens, len(chain.Operators)
	rep.Inputs.BlockPeriod = period.String()
	rep.Inputs.Manifest = mf.Hash.String()
	rep.Inputs.Chain = "devnet: go-ethereum node in process, EigenLayer core, operators over HTTP on 127.0.0.1"
	rep.Inputs.StartupMS = float64(chain.StartupTime.Microseconds()) / 1000
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "landed %d tasks of %d tokens: median %.0f ms, %.1f blocks (max %.0f ms), %d operators, %s blocks; prefill %.0f ms, %.0f ms a token; resident %d MiB\n",
			*runs, *tokens, rep.Metrics.MsToLandMedian, rep.Metrics.BlocksToLand, rep.Metrics.MsToLandMax, len(chain.Operators), period,
			rep.Metrics.PrefillMS, rep.Metrics.PerTokenMS, rep.Metrics.Memory.RSS>>20)
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
