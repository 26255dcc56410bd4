package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/loadgen"
	"github.com/deepcall/deepcall/txmgr"
)

// loadReport is `deepcall bench load --json`: package loadgen's report with
// what it ran against.
type loadReport struct {
	loadgen.Report
	Setup struct {
		Operators   int     `json:"operators"`
		Committee   int     `json:"committee,omitempty"`
		BlockPeriod string  `json:"block_period"`
		Manifest    string  `json:"manifest"`
		Chain       string  `json:"chain"`
		Consumer    string  `json:"consumer"`
		StartupMS   float64 `json:"devnet_startup_ms,omitempty"`
		CPUs        int     `json:"cpus"`
		Capacity    int     `json:"router_capacity,omitempty"`
		MaxBatch    int     `json:"max_batch,omitempty"`
		BatchWait   string  `json:"batch_wait,omitempty"`
	} `json:"setup"`
	// CPU is this process's CPU time during the run (user + system): with an
	// in-process devnet, everything (chain, operators, aggregator, router,
	// load generator), so CPUMSPerTask holds on a machine shared with other
	// work, where tasks_per_s does not.
	CPU struct {
		Seconds      float64 `json:"seconds"`
		MSPerTask    float64 `json:"ms_per_landed_task"`
		LoadAvgStart string  `json:"loadavg_start,omitempty"`
		LoadAvgEnd   string  `json:"loadavg_end,omitempty"`
	} `json:"cpu"`
}

const benchLoadUsage = `bench load [--rate R] [--duration D] [--drain D] [--tokens T] [--operators K] [--committee C] [--block-period D]
       [--capacity N] [--max-batch K] [--batch-wait D] [--rpc URL --router URL [--consumer ADDR]] [--manifest MODEL] [--cpuprofile FILE] [--json] [--out FILE]

Offers R distinct tasks a second for D to the router over HTTP (honouring
429 Retry-After), follows each to landed or failed, then reads the
consumer's Updated events and receipts. Without --rpc it starts a devnet in
this process (go-ethereum, EigenLayer core, K operators, blocks every
--block-period) with the operator daemons, the aggregator and the router on
loopback; with --rpc and --router it measures a running one. --committee C
pays for each task on the market first (from the devnet's wallet key); the
router draws its committee of C operators, and that committee alone executes
the task and lands it (verifyAndUpdateCommittee), the other operators
auditing a secret sample; without it the whole quorum executes every task.

The report: tasks_per_s (landed / first offer → last landing), p50_ms and
p99_ms (first offer → landed), lost (accepted, neither landed nor failed
with a reason by the end of --drain), duplicates (Updated events beyond the
first per input), gas_per_answer (gas of the transactions carrying the run's
answers / answers), with the inputs.`

func benchLoad(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench load", benchLoadUsage, stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	rate := fs.Float64("rate", 60, "distinct tasks offered per second")
	duration := fs.Duration("duration", 60*time.Second, "how long tasks are offered")
	drain := fs.Duration("drain", 60*time.Second, "after the window, how long accepted tasks may take to end before they count as lost")
	tokens := fs.Int("tokens", 8, "tokens generated per task")
	operators := fs.Int("operators", 4, "operators on the devnet (in-process devnet only)")
	committee := fs.Int("committee", 0, "committee size: tasks are paid on the market and executed by their drawn committee (in-process devnet only; 0: the whole quorum executes)")
	period := fs.Duration("block-period", time.Second, "devnet block period (in-process devnet only)")
	capacity := fs.Int("capacity", 10000, "router capacity of unfinished tasks before 429 (in-process devnet only)")
	maxBatch := fs.Int("max-batch", 16, "answers the aggregator lands under one signature (in-process devnet only)")
	batchWait := fs.Duration("batch-wait", 100*time.Millisecond, "how long a queued task may wait for company before its round starts (in-process devnet only)")
	rpcURL := fs.String("rpc", "", "JSON-RPC `URL` of a running devnet (with --router)")
	routerURL := fs.String("router", "", "router `URL` of a running devnet (with --rpc)")
	consumer := fs.String("consumer", "0xdF46e54aAadC1d55198A4a8b4674D7a4c927097A", "LLMConsumer `ADDR` of a running devnet")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "the model the tasks are for: a manifest folder, a GGUF file, a fetched model's name (smollm2) or synth:NAME")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of this process (the whole in-process devnet) to `FILE`")
	verbose := fs.Bool("v", false, "log the devnet and the services to stderr")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *rate <= 0 || *duration <= 0 || *drain <= 0 || *operators < 1 || *period <= 0 || *capacity < 1 || *maxBatch < 1 || *maxBatch > 256 || *batchWait < 0 {
		return fmt.Errorf("%w: --rate, --duration, --drain, --block-period > 0, --operators ≥ 1, --capacity ≥ 1, --max-batch 1-256, --batch-wait ≥ 0", errUsage)
	}
	if *committee < 0 || *committee > *operators || (*committee > 0 && *rpcURL != "") {
		return fmt.Errorf("%w: --committee 0 to --operators, on the in-process devnet", errUsage)
	}
	if (*rpcURL == "") != (*routerURL == "") {
		return fmt.Errorf("%w: --rpc and --router go together (a running devnet), or neither (one in process)", errUsage)
	}
	if *rpcURL != "" && !common.IsHexAddress(*consumer) {
		return fmt.Errorf("%w: --consumer %q is not an address", errUsage, *consumer)
	}
	// A manifest folder, a GGUF file, a fetched model's name or synth:NAME.
	src, loaded, err := loadModel(ctx, *manifest, stderr)
	if err != nil {
		return err
	}
	mf := loaded.Manifest
	if *tokens < 1 || *tokens+1+loadgen.PromptDigits > mf.Config.SeqLen {
		return fmt.Errorf("%w: --tokens %d: 1 to %d", errUsage, *tokens, mf.Config.SeqLen-1-loadgen.PromptDigits)
	}
	log := slog.New(slog.DiscardHandler)
	if *verbose {
		log = slog.New(slog.NewTextHandler(stderr, nil))
	}

	var rep loadReport
	var eth *ethclient.Client
	var pay func(context.Context, []int, int) error
	rURL, consumerAddr := *routerURL, common.HexToAddress(*consumer)
	if *rpcURL == "" {
		chain, err := devnet.Start(ctx, devnet.Options{Operators: *operators, BlockPeriod: *period, ModelDir: src, Loaded: loaded, Logger: log})
		if err != nil {
			return err
		}
		defer chain.Close()
		st := stack.New(stack.Options{Logger: log, RouterCapacity: *capacity, MaxBatch: *maxBatch, BatchWait: max(*batchWait, time.Nanosecond),
			Committee: *committee, CommitteeLands: *committee > 0})
		if err := chain.StartServices(ctx, st.Services()...); err != nil {
			return err
		}
		if *committee > 0 {
			if pay, err = marketPayer(ctx, chain, 1+loadgen.PromptDigits, *tokens); err != nil {
				return err
			}
			rep.Setup.Committee = *committee
		}
		eth, rURL, consumerAddr = chain.Client(), st.Router.RouterURL(), chain.Deployment.Contracts.Consumer
		rep.Setup.Operators, rep.Setup.BlockPeriod, rep.Setup.Capacity = len(chain.Operators), period.String(), *capacity
		rep.Setup.MaxBatch, rep.Setup.BatchWait = *maxBatch, batchWait.String()
		rep.Setup.Chain = "devnet in this process: go-ethereum node, EigenLayer core, operator daemons, aggregator and router on 127.0.0.1"
		rep.Setup.StartupMS = float64(chain.StartupTime.Microseconds()) / 1000
	} else {
		if eth, err = ethclient.DialContext(ctx, *rpcURL); err != nil {
			return fmt.Errorf("dial %s: %w", *rpcURL, err)
		}
		defer eth.Close()
		rep.Setup.Chain = "running devnet at " + *rpcURL
	}
	rep.Setup.Manifest, rep.Setup.Consumer, rep.Setup.CPUs = mf.Hash.String(), consumerAddr.Hex(), runtime.NumCPU()

	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	rep.CPU.LoadAvgStart = loadAvg()
	cpu0 := cpuTime()
	r, err := loadgen.Run(ctx, loadgen.Options{Rate: *rate, Duration: *duration, Drain: *drain, Tokens: *tokens,
		Vocab: mf.Config.Vocab, BOS: mf.Config.BOS, RouterName: rURL, Pay: pay, Logger: log.With("part", "loadgen")},
		loadgen.NewHTTPRouter(rURL), &loadgen.EthChain{B: eth, Consumer: consumerAddr})
	if err != nil {
		return err
	}
	rep.Report = *r
	rep.CPU.Seconds = (cpuTime() - cpu0).Seconds()
	rep.CPU.LoadAvgEnd = loadAvg()
	if r.Landed > 0 {
		rep.CPU.MSPerTask = rep.CPU.Seconds * 1000 / float64(r.Landed)
	}
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "offered %d (%.1f/s), accepted %d, landed %d: %.1f tasks/s, p50 %.0f ms, p99 %.0f ms, lost %d, duplicates %d, failed %d, %.0f gas per answer (%.1f per tx), %.1f CPU ms per task\n",
			r.Offered, r.OfferedPerS, r.Accepted, r.Landed, r.TasksPerS, r.P50MS, r.P99MS, r.Lost, r.Duplicates, r.Failed, r.GasPerAnswer, r.AnswersPerTx, rep.CPU.MSPerTask)
	})
}

// cpuTime is this process's user + system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loadAvg is /proc/loadavg's first three fields ("" where there is none).
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}

// marketPayer pays for each task on the devnet's market (TaskMarket.request
// at its fee for a prompt of promptLen and n tokens) from the devnet's wallet
// key, waiting for the payment to land: the router draws a committee only
// for a paid task.
func marketPayer(ctx context.Context, c *devnet.Chain, promptLen, n int) (func(context.Context, []int, int) error, error) {
	tm := bindings.NewTaskMarket()
	market := c.Deployment.Contracts.Market
	raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &market,
		Data: tm.PackFeeFor(devnet.CapacityClass, big.NewInt(int64(promptLen)), big.NewInt(int64(n)))}, nil)
	if err != nil {
		return nil, fmt.Errorf("market fee: %w", err)
	}
	fee, err := tm.UnpackFeeFor(raw)
	if err != nil {
		return nil, fmt.Errorf("market fee: %w", err)
	}
	s := txmgr.New(txmgr.Config{Backend: c.Client(), Key: devnet.WalletKey(), ChainID: new(big.Int).SetUint64(c.ChainID)})
	return func(ctx context.Context, prompt []int, n int) error {
		words := make([]*big.Int, len(prompt))
		for i, v := range prompt {
			words[i] = big.NewInt(int64(v))
		}
		_, err := s.Transact(ctx, "TaskMarket.request", func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.Value = fee
			return bind.Transact(tm.Instance(c.Client(), market), o, tm.PackRequest(words, big.NewInt(int64(n)), devnet.CapacityClass))
		})
		return err
	}, nil
}
