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
	"os/signal"
	"syscall"
	"time"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/backend"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/metrics"
	"github.com/deepcall/deepcall/operator"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// devnetServices make more services for `deepcall devnet` to start once
// the chain is deployed, its operators registered and the stack (operator
// daemons, aggregator, router: package devnet/stack) running, in order.
// Packages that provide one add a constructor here from an init function in
// their own file of this command.
var devnetServices []func(o DevnetServiceOptions) (devnet.Service, error)

// DevnetServiceOptions are the command's settings a service may use.
type DevnetServiceOptions struct {
	DataDir string
	Logger  *slog.Logger
}

func cmdDevnet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("devnet", "devnet [--operators N] [--http ADDR] [--ws ADDR] [--block-period 1s] [--data DIR] [--web ADDR] [--model PATH|synth:qwen3-0.6b] [--pin-only] [--fault SPEC [--faulty I,J,…|all]] [--challenger auto|assist|off] [--join-window D] [--shards N|A-B,C-D,…] [--attest [--epoch-period D] [--sample-bps B]] [--backend cpu|gpu [--gpu-device SUBSTR]]", stderr)
	operators := fs.Int("operators", devnet.DefaultOperators, "operators to register")
	httpAddr := fs.String("http", "127.0.0.1:8545", "JSON-RPC over HTTP, host:port (port 0: a free port)")
	wsAddr := fs.String("ws", "127.0.0.1:8546", "JSON-RPC over WebSocket, host:port (the same as --http: one listener)")
	period := fs.Duration("block-period", devnet.DefaultBlockPeriod, "time between blocks")
	dataDir := fs.String("data", "", "folder for deployment.json (default: a temporary folder removed on exit)")
	webAddr := fs.String("web", "", "serve the dapp, /config.json, /rpc and /v1/ on host:port (off when empty)")
	webDist := fs.String("web-dist", "", "the built dapp (default web/dist)")
	pinOnly := fs.Bool("pin-only", false, "pin the model without mounting its chunks as contract code (always so above 256 chunks)")
	modelDir := fs.String("model", "", "the model to pin and serve: a manifest folder, a llama2.c checkpoint or a Hugging Face folder (exported into the data folder's model/), or synth:qwen3-0.6b (the cached export, made on first use) (default testdata/manifests/stories260K)")
	committee := fs.Int("committee", 0, "draw each task's committee of this many operators (stake-weighted among the operators at its request block, from the prevrandao of the block 2 after it was paid on the market) and collect their SLA acceptances before the aggregator runs it (0: no draw; each draw waits for its block; unpaid tasks get none)")
	lands := fs.Bool("committee-lands", false, "with --committee: the drawn committee alone executes each paid task and lands it (LLMConsumer.verifyAndUpdateCommittee), and every honest operator re-executes a secret sample of the committee landings (--audit-rate) and challenges a wrong one; off, the whole quorum executes every task")
	auditRate := fs.Float64("audit-rate", stack.DefaultAuditRate, "with --committee-lands: the fraction of committee landings each operator re-executes (above 0, at most 1)")
	metricsAddr := fs.String("metrics", "", "serve Prometheus /metrics on host:port: the aggregator's and the market's (draws, SLA outcomes, capacity, stake, fees, payouts; dashboard deploy/grafana/deepcall-market.json) (off when empty)")
	hold := fs.Duration("hold", 0, "the aggregator holds each signed answer this long before landing it, so the user can land it from its own wallet (the task's result.landing); 0: it lands at once")
	shards := fs.String("shards", "", "split the model across the operators by layer ranges (SPEC.md §12): a shard count N or inclusive ranges such as 0-2,3-4 covering every layer once; deploys a ShardCommittee for LLMConsumer.verifyAndUpdateSharded, operator i serving shard i mod N; the aggregator then runs every task through the operators' shard workers and lands it with verifyAndUpdateSharded (off when empty)")
	attestMode := fs.Bool("attest", false, "the attestation mode (attest/SPEC.md): deploy EpochRegistry and AttestationConsumer, mount the aggregator's intake (/v1/attest) and have every operator daemon attest each answer it gives; every --epoch-period the aggregator seals the open epoch, has it co-signed by the operators and commits it")
	epochPeriod := fs.Duration("epoch-period", 5*time.Second, "with --attest: seal, co-sign and commit an epoch this often")
	sampleBps := fs.Uint64("sample-bps", 300, "with --attest: the share of each epoch's attestations drawn for re-execution, in basis points (1 to 10000)")
	services := fs.Bool("services", true, "run an operator daemon per operator, the aggregator and the router beside the chain")
	verbose := fs.Bool("v", false, "log progress to stderr")
	ff := addFaultFlags(fs)
	bf := backend.AddFlags(fs)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if err := bf.Check(); err != nil {
		return err
	}
	// The devnet runs until interrupted: stop cleanly on SIGINT and SIGTERM
	// whoever started the command.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *operators < 1 || *operators > devnet.MaxOperators {
		return fmt.Errorf("%w: --operators %d: want 1 to %d", errUsage, *operators, devnet.MaxOperators)
	}
	if *period <= 0 {
		return fmt.Errorf("%w: --block-period %s: want a positive duration", errUsage, *period)
	}
	if *hold < 0 {
		return fmt.Errorf("%w: --hold %s: want a duration ≥ 0", errUsage, *hold)
	}
	if *committee < 0 || *committee > *operators {
		return fmt.Errorf("%w: --committee %d: want 0 (no draw) to --operators (%d)", errUsage, *committee, *operators)
	}
	if *lands && (*committee == 0 || !(*auditRate > 0 && *auditRate <= 1)) {
		return fmt.Errorf("%w: --committee-lands needs --committee K, and --audit-rate above 0, at most 1", errUsage)
	}
	if *attestMode && (*epochPeriod <= 0 || *sampleBps == 0 || *sampleBps > 10000) {
		return fmt.Errorf("%w: --epoch-period %s --sample-bps %d: want a positive period and 1 to 10000 bps", errUsage, *epochPeriod, *sampleBps)
	}
	fp, err := ff.plan(*operators)
	if err != nil {
		return err
	}
	if !*services && (len(fp.faulty) > 0 || fp.challenger != challengerOff) {
		return fmt.Errorf("%w: --fault and --challenger need the services (--services=false)", errUsage)
	}
	if !*services && *attestMode {
		return fmt.Errorf("%w: --attest needs the services (--services=false)", errUsage)
	}
	if !*services && bf.Name() == backend.GPU {
		return fmt.Errorf("%w: --backend gpu runs the operator daemons' engine: it needs the services (--services=false)", errUsage)
	}
	logger := slog.New(slog.DiscardHandler)
	if *verbose {
		logger = slog.New(slog.NewTextHandler(stderr, nil))
	}
	// The device is opened before the chain starts: a missing one fails at
	// once. The daemons share one executor, whose KV budget is an
	// operator's default times the operators (devnet/stack).
	var b inference.Backend
	if *services {
		if b, err = backend.Open(bf.Options(operator.DefaultKVBudget*int64(*operators), 0)); err != nil {
			return err
		}
		defer backend.Close(b) // after the chain and its services have stopped
	}
	model, err := resolveModel(ctx, *modelDir, 0, stderr)
	if err != nil {
		return err
	}
	refWindow, challengeWindow := devnetWindows(*period, *hold)
	if fp.game.ChallengeWindow == 0 {
		fp.game.ChallengeWindow = challengeWindow
	}
	chain, err := devnet.Start(ctx, devnet.Options{
		Operators: *operators, HTTPAddr: *httpAddr, WSAddr: *wsAddr, BlockPeriod: *period,
		ModelDir: model, DataDir: *dataDir, Logger: logger, PinOnly: *pinOnly, Game: fp.game, Shards: *shards,
		ReferenceWindow: refWindow,
	})
	if errors.Is(err, devnet.ErrBadOptions) {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if err != nil {
		return err
	}
	defer chain.Close()
	var svcs []devnet.Service
	var st *stack.Stack
	if *services {
		opts := stack.Options{Logger: logger, Faults: fp.faults(), Committee: *committee, HoldFor: *hold,
			CommitteeLands: *lands, AuditRate: *auditRate, Backend: b}
		if *attestMode {
			opts.Attest = &stack.AttestOptions{Period: *epochPeriod, SampleBps: *sampleBps}
		}
		if *metricsAddr != "" {
			reg := metrics.NewRegistry()
			opts.Metrics = reg
			ln, err := net.Listen("tcp", *metricsAddr)
			if err != nil {
				return fmt.Errorf("%w: --metrics %s: %v", errUsage, *metricsAddr, err)
			}
			srv := &http.Server{Handler: metrics.Handler(reg), ReadHeaderTimeout: 10 * time.Second}
			go func() { _ = srv.Serve(ln) }()
			defer srv.Close()
			fmt.Fprintf(stdout, "metrics on http://%s/metrics\n", ln.Addr())
		}
		st = stack.New(opts)
		svcs = append(svcs, st.Services()...)
		svcs = append(svcs, fp.services(logger)...)
	}
	for _, mk := range devnetServices {
		s, err := mk(DevnetServiceOptions{DataDir: chain.DataDir, Logger: logger})
		if err != nil {
			return err
		}
		svcs = append(svcs, s)
	}
	var web *devnet.WebService
	if *webAddr != "" {
		web = &devnet.WebService{Addr: *webAddr, Dist: *webDist}
		svcs = append(svcs, web)
	}
	if err := chain.StartServices(ctx, svcs...); err != nil {
		return err
	}
	printDevnet(stdout, chain, web, st, *dataDir != "")
	fp.print(stdout, chain)
	fmt.Fprintln(stdout, "press Ctrl-C to stop")
	<-ctx.Done()
	fmt.Fprintln(stdout, "stopping")
	return chain.Close()
}

// devnetLandingTime is how long the devnet's aggregator may take from the
// operators' signatures to the landing's block (aggregation, sending,
// inclusion), beyond any hold.
const devnetLandingTime = 10 * time.Second

// devnetChallengeTime is the least time a challenger has to open a
// challenge on the devnet: a person reading an answer in the dapp and
// challenging it from the wallet, not only the challenger daemon.
const devnetChallengeTime = 2 * time.Minute

// devnetWindows are the interactive devnet's reference and challenge
// windows, in blocks: as short as its operators and challengers allow, so
// that fees settle minutes after landing rather than after deploy's 256 /
// 1000 blocks. Operators sign no reference block more than
// operator.DefaultMaxReferenceAge blocks behind their head, and the landing
// follows within devnetLandingTime, or after the hold (--hold), whose
// answer must still land on its reference block. The challenge window
// outlasts that by deploy.MinChallengePeriod blocks, the least the game
// takes, or devnetChallengeTime where that is longer.
func devnetWindows(period, hold time.Duration) (reference, challenge uint64) {
	blocks := func(d time.Duration) uint64 { return uint64((d + period - 1) / period) }
	reference = operator.DefaultMaxReferenceAge + blocks(hold+devnetLandingTime)
	return reference, reference + max(deploy.MinChallengePeriod, blocks(devnetChallengeTime))
}

func printDevnet(w io.Writer, c *devnet.Chain, web *devnet.WebService, st *stack.Stack, keepData bool) {
	r := c.Record()
	p := func(k string, v any) { fmt.Fprintf(w, "  %-22s %v\n", k, v) }
	fmt.Fprintf(w, "deepcall devnet ready in %s\n", c.StartupTime.Round(time.Millisecond))
	p("chain id", r.ChainID)
	p("rpc (http)", r.RPCURL)
	p("rpc (ws)", r.WSURL)
	p("block period", c.BlockPeriod)
	if web != nil {
		p("web", web.URL())
	}
	if u := c.RouterURL(); u != "" {
		p("router", u+"/v1/")
	}
	if st != nil {
		p("aggregator", st.Aggregator.URL()+"/v1/")
		for i, u := range st.Operators.URLs() {
			p(fmt.Sprintf("operator %d daemon", i), u+"/v1/")
		}
		if b := st.Operators.Backend(); b != nil {
			p("operator backend", backend.Describe(b))
		}
	}
	for _, s := range c.Services() {
		switch s.(type) {
		case *devnet.WebService, *stack.Operators, *stack.Aggregator, *stack.Router:
		default:
			p("service", s.Name())
		}
	}
	dep := c.DataDir + "/" + devnet.DeploymentFile
	if !keepData {
		dep += " (removed on exit)"
	}
	p("deployment", dep)
	fmt.Fprintln(w, "contracts")
	p("engine", r.Contracts.Engine)
	p("registry", r.Contracts.Registry)
	p("consumer", r.Contracts.Consumer)
	p("game", r.Contracts.Game)
	p("one-step", r.Contracts.Step)
	if r.Contracts.Market != (common.Address{}) {
		p("market", r.Contracts.Market)
		p("relay", fmt.Sprintf("%s (contracts' requests, delivered by the aggregator once final)", r.Contracts.Relay))
		w := devnet.WalletKey()
		p("dev wallet", fmt.Sprintf("%s, key %s (public: for the devnet only)", crypto.PubkeyToAddress(w.PublicKey), hexutil.Encode(crypto.FromECDSA(w))))
	}
	if st != nil && st.Aggregator.Attest != nil {
		am := st.Aggregator.Attest
		p("epoch registry", am.Registry)
		p("attest consumer", am.Consumer)
		o := am.Options
		p("epochs", fmt.Sprintf("every %s, sample %d bps drawn %d–%d blocks after a commit, answers revealed within %d blocks more (else forfeited: %d bps of stake), audit %d blocks more, fee %s wei an attestation, an auditor and a revealer per operator daemon; intake %s/v1/attest",
			o.Period, o.SampleBps, o.SampleDelay, o.SampleDelay+o.SampleWindow, o.RevealBlocks, o.ForfeitBps, o.AuditBlocks, o.Fee, st.Aggregator.URL()))
	}
	if r.Shards != nil {
		p("shard committee", fmt.Sprintf("%s (layers %s, operators %v)", r.Shards.Committee, r.Shards.Plan, r.Shards.Members))
	}
	g := c.Deployment.Game
	p("windows", fmt.Sprintf("reference %d blocks, challenge %d blocks: an answer is final (and its fee settles) %s after it lands",
		c.Deployment.ReferenceWindow, g.ChallengeWindow, time.Duration(g.ChallengeWindow)*c.BlockPeriod))
	p("dispute rules", fmt.Sprintf("window %d blocks, clock %s, bond %s wei, slash %d bips", g.ChallengeWindow, g.Clock, g.Bond, g.SlashBips))
	p("model", c.ModelDir)
	if c.Tokenizer != "" {
		p("tokenizer", c.Tokenizer)
	} else {
		p("tokenizer", "none pinned: token ids only")
	}
	p("manifest", r.Manifest)
	if r.PinOnly {
		p("weight chunks", fmt.Sprintf("none mounted: pinned by manifest (%d chunks, blob root %s), overlays supplied as state overrides", len(c.Model.Manifest.Weights.Chunks), c.Model.Manifest.Weights.BlobRoot))
	} else {
		p("weight chunks", len(r.Chunks))
	}
	p("threshold", fmt.Sprintf("%d/%d of the stake", r.Threshold[0], r.Threshold[1]))
	fmt.Fprintln(w, "eigenlayer")
	el := r.EigenLayer
	p("delegation manager", el.DelegationManager)
	p("strategy manager", el.StrategyManager)
	p("allocation manager", el.AllocationManager)
	p("avs directory", el.AVSDirectory)
	p("strategy", el.Strategy)
	p("token", el.Token)
	fmt.Fprintln(w, "operators")
	for i, op := range r.Operators {
		fmt.Fprintf(w, "  %d %s id %s stake %s\n", i, op.Address, op.ID, op.Stake)
	}
	fmt.Fprintln(w, "dev keys (public test keys: never use them on a real network)")
	p("deployer", fmt.Sprintf("%s key 0x%s", r.Deployer, devnet.DeployerKeyHex))
	fmt.Fprintln(w, "  operator i: ECDSA keccak256(\"deepcall/devnet/operator/ecdsa/<i>\"), BLS keccak256(\"deepcall/devnet/operator/bls/<i>\") mod r")
}
