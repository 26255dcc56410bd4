// Command aggregator lands deepcall results on chain: it takes tasks over
// HTTP (from the router's quorum dispatcher or any client), fans each out to
// the operators, verifies and aggregates their BLS signatures at the
// consumer's stake threshold and submits LLMConsumer.verifyAndUpdate.
// Pending work is kept in a Pebble store and resumes after a restart.
//
// One key (--key-file) sends everything: the landings, the attestation
// epochs' commitEpoch (--epoch-registry) and the proofs that operators
// answered (--market), through one transaction sender (txmgr.Manager) that
// owns its nonces.
//
// "aggregator --help" gives every flag and its environment variable;
// docs/cli/aggregator.md is the same text, generated from the same flag set
// by make docs. The job API is aggregator/openapi.yaml.
//
// Exit status: 0 clean shutdown, 1 failure, 2 bad usage.
package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/delivery"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/envflag"
	"github.com/deepcall/deepcall/metrics"
	"github.com/deepcall/deepcall/txmgr"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr, nil)
	stop()
	os.Exit(code)
}

const usageHead = `aggregator — collects operator signatures and lands deepcall results

Usage: aggregator [flags]

Every flag can also be set by the environment variable shown in brackets;
a flag on the command line wins over the variable.

Flags:
`

const usageTail = `
API:
  POST /v1/jobs        {"task_id", "prompt": [ids], "n": N, "model": "0x…"} → 202 job (200: the same task again)
  GET  /v1/jobs/{id}   the job: status (queued, signing, signed, submitted, landed, failed), index,
                       signatures k of n, rejected operators, tokens, root, tx; ?after=VERSION&wait=20s long-polls
  GET  /v1/healthz     liveness, consumer, pending jobs
  GET  /metrics        Prometheus metrics (see --metrics-addr)

SIGINT or SIGTERM stops; unfinished jobs stay in --store and resume on the next start.

Exit status: 0 clean shutdown, 1 failure, 2 bad usage.
`

// run is main without the process. ready, when non-nil, receives the address
// the API listens on.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer, ready chan<- string) int {
	fs := envflag.New("aggregator", "DEEPCALL_AGGREGATOR_", stderr)

	listen := fs.String("listen", "127.0.0.1:8650", "`ADDR` of the job API")
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC `URL` of the chain (http, ws or ipc)")
	consumer := fs.String("consumer", "", "LLMConsumer `ADDRESS` (required unless --deployment names it)")
	deployment := fs.String("deployment", "", "deployment record `FILE` (deployment.json of deepcall deploy or the devnet): the consumer and the chain id, checked against --rpc's node")
	var operators envflag.List
	fs.Var(&operators, "operators", "operator API `URLS`, comma-separated or repeated (required)")
	keyFile := fs.String("key-file", "", "`FILE` holding the hex ECDSA key that sends every transaction: landings, commitEpoch, proveAnswered (or set DEEPCALL_AGGREGATOR_KEY)")
	storeDir := fs.String("store", "aggregator-data", "`DIR` of the job database (created if missing)")
	modelDir := fs.String("model", "", "manifest `DIR` of the consumer's model: requests are checked against it before they queue (optional)")
	signTimeout := fs.Duration("sign-timeout", 2*time.Minute, "one signing round: how long to wait for the stake threshold")
	retry := fs.Duration("retry-every", time.Second, "re-ask an unreachable operator this often within a round")
	maxRounds := fs.Int("max-rounds", 3, "signing rounds (or reverted submissions) before a job fails")
	rounds := fs.Int("rounds", 8, "signing rounds in flight at once")
	maxBatch := fs.Int("max-batch", 16, "jobs signed and landed together (verifyAndUpdateBatch), 1 to 256")
	batchWait := fs.Duration("batch-wait", 100*time.Millisecond, "how long a queued job may wait for company before its round starts")
	poll := fs.Duration("poll", 250*time.Millisecond, "chain polling interval (head, receipts)")
	hold := fs.Duration("hold", 0, "hold a signed answer this long before sending it, so its user can land it from its own wallet with the job's landing calldata (0: send at once)")
	receiptTimeout := fs.Duration("receipt-timeout", 30*time.Second, "resend with 30% higher fees when a transaction is not mined within this")
	metricsAddr := fs.String("metrics-addr", "", "`ADDR` for /metrics on its own listener; empty: on the API listener; \"off\": none")
	epochRegistry := fs.String("epoch-registry", "", "EpochRegistry `ADDRESS`: run the attestation intake (POST/GET /v1/attest) and commit its epochs there (attest/SPEC.md)")
	attestConsumer := fs.String("attest-consumer", "", "AttestationConsumer `ADDRESS` the epochs' leaves are transitions of (required with --epoch-registry)")
	epochPeriod := fs.Duration("epoch-period", 10*time.Second, "seal and commit an attestation epoch this often")
	market := fs.String("market", "", "TaskMarket `ADDRESS`: the answers of a round short of the quorum are proven to it (proveAnswered), so that operators that answered are no SLA no-shows (\"deployment\": --deployment's market; default \"off\": none)")
	relay := fs.String("relay", "", "DeepcallRelay `ADDRESS`: take the tasks contracts request through it and deliver their answers to them once final, from the aggregator's key, which earns the requests' rewards (\"deployment\": --deployment's relay; default \"off\": none)")
	proveAfter := fs.Duration("prove-after", 0, "prove the answers of a round still short of the quorum this long after it started (0: half of --sign-timeout); keep it well inside the market's SLA window")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	logFormat := fs.String("log-format", "text", "text or json")

	usage := func(w io.Writer) {
		fmt.Fprint(w, usageHead)
		fs.PrintFlags(w)
		fmt.Fprintln(w, "  DEEPCALL_AGGREGATOR_KEY\n    \tthe hex ECDSA key itself, instead of --key-file")
		fmt.Fprint(w, usageTail)
	}
	fs.Usage = func() { usage(stderr) }
	if err := fs.Parse(args, getenv); err != nil {
		if errors.Is(err, envflag.ErrHelp) {
			usage(stdout)
			return 0
		}
		return 2
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "aggregator: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q", fs.Arg(0))
	}
	var wantChain uint64
	var rec *deploy.Record
	if *deployment != "" {
		var err error
		if rec, err = deploy.ReadRecord(*deployment); err != nil {
			return bad("--deployment: %v", err)
		}
		if *consumer == "" {
			*consumer = rec.Contracts.Consumer.Hex()
		} else if common.HexToAddress(*consumer) != rec.Contracts.Consumer {
			return bad("--consumer %s is not the consumer of --deployment %s (%s)", *consumer, *deployment, rec.Contracts.Consumer)
		}
		wantChain = rec.ChainID
	}
	var side sideServices
	for _, f := range []struct {
		name string
		v    string
		of   func(deploy.Addresses) common.Address
		to   *common.Address
	}{
		{"market", *market, func(a deploy.Addresses) common.Address { return a.Market }, &side.market},
		{"relay", *relay, func(a deploy.Addresses) common.Address { return a.Relay }, &side.relay},
	} {
		at, err := addressFlag(f.name, f.v, rec, f.of)
		if err != nil {
			return bad("%v", err)
		}
		*f.to = at
	}
	if !common.IsHexAddress(*consumer) {
		return bad("--consumer must be a 0x address, have %q", *consumer)
	}
	if len(operators) == 0 {
		return bad("--operators is required")
	}
	for _, u := range operators {
		if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
			return bad("operator URL %q must start with http:// or https://", u)
		}
	}
	key, err := loadKey(*keyFile, getenv("DEEPCALL_AGGREGATOR_KEY"))
	if err != nil {
		return bad("%v", err)
	}
	var epochs *aggregator.EpochConfig
	if *epochRegistry != "" {
		if !common.IsHexAddress(*epochRegistry) || !common.IsHexAddress(*attestConsumer) {
			return bad("--epoch-registry and --attest-consumer must be 0x addresses, have %q and %q", *epochRegistry, *attestConsumer)
		}
		epochs = &aggregator.EpochConfig{Registry: common.HexToAddress(*epochRegistry), Consumer: common.HexToAddress(*attestConsumer),
			Key: key, Operators: operators, Period: *epochPeriod}
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return bad("--log-level %q: %v", *logLevel, err)
	}
	opts := &slog.HandlerOptions{Level: level}
	var log *slog.Logger
	switch *logFormat {
	case "text":
		log = slog.New(slog.NewTextHandler(stderr, opts))
	case "json":
		log = slog.New(slog.NewJSONHandler(stderr, opts))
	default:
		return bad("--log-format must be text or json, not %q", *logFormat)
	}
	var modelCfg inference.Config
	if *modelDir != "" {
		_, mf, err := inference.LoadDir(*modelDir)
		if err != nil {
			return bad("--model %s: %v", *modelDir, err)
		}
		modelCfg = mf.Config
	}
	cfg := aggregator.Config{Consumer: common.HexToAddress(*consumer), Operators: operators, Key: key, Model: modelCfg,
		SignTimeout: *signTimeout, RetryEvery: *retry, MaxRounds: *maxRounds, Rounds: *rounds, MaxBatch: *maxBatch, BatchWait: *batchWait, PollEvery: *poll,
		ReceiptTimeout: *receiptTimeout, HoldFor: *hold, ProveAfter: *proveAfter, Logger: log}
	if err := serve(ctx, log, *listen, *rpcURL, *storeDir, *metricsAddr, wantChain, cfg, epochs, side, ready); err != nil {
		log.Error("aggregator failed", "err", err)
		if errors.Is(err, errWrongChain) {
			return 2
		}
		return 1
	}
	return 0
}

// loadKey reads the sender key from a file or the variable's value.
func loadKey(file, value string) (*ecdsa.PrivateKey, error) {
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("--key-file: %w", err)
		}
		value = string(b)
	}
	value = strings.TrimPrefix(strings.TrimSpace(value), "0x")
	if value == "" {
		return nil, errors.New("a sender key is required: --key-file FILE or DEEPCALL_AGGREGATOR_KEY")
	}
	k, err := crypto.HexToECDSA(value)
	if err != nil {
		return nil, fmt.Errorf("sender key: %w", err)
	}
	return k, nil
}

// errWrongChain: the node serves another chain than the deployment record's.
var errWrongChain = errors.New("the node serves another chain than the deployment record")

// sideServices are the contracts the aggregator serves beside its consumer
// (zero: none): the market answers short of the quorum are proven to, and
// the relay whose requests it takes and delivers.
type sideServices struct {
	market, relay common.Address
}

// addressFlag reads a contract flag: a 0x address, "deployment" (the
// record's address, of), or "" / "off" (none).
func addressFlag(name, v string, rec *deploy.Record, of func(deploy.Addresses) common.Address) (common.Address, error) {
	switch {
	case v == "" || v == "off":
		return common.Address{}, nil
	case v == "deployment" && rec == nil:
		return common.Address{}, fmt.Errorf("--%s deployment needs --deployment", name)
	case v == "deployment":
		if at := of(rec.Contracts); at != (common.Address{}) {
			return at, nil
		}
		return common.Address{}, fmt.Errorf("--%s deployment: the deployment record names no %s", name, name)
	case !common.IsHexAddress(v):
		return common.Address{}, fmt.Errorf("--%s must be a 0x address, deployment or off, have %q", name, v)
	}
	return common.HexToAddress(v), nil
}

// serve runs the aggregator and the side services.
func serve(ctx context.Context, log *slog.Logger, listen, rpcURL, storeDir, metricsAddr string, wantChain uint64, cfg aggregator.Config,
	epochs *aggregator.EpochConfig, side sideServices, ready chan<- string) error {
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", rpcURL, err)
	}
	defer client.Close()
	id, err := client.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("%s: chain id: %w", rpcURL, err)
	}
	if wantChain != 0 && id.Uint64() != wantChain {
		return fmt.Errorf("%w: %s is chain %s, the record %d", errWrongChain, rpcURL, id, wantChain)
	}
	// The one sender for the one key: landings, epochs and proofs take
	// their nonces from it.
	cfg.Sender = txmgr.New(txmgr.Config{Backend: client, Key: cfg.Key, ChainID: id, Log: log.With("part", "sender")})
	if market := side.market; market != (common.Address{}) {
		mc := &economy.MarketClient{Market: market, Sender: cfg.Sender}
		cfg.Prover = aggregator.ProverFunc(func(ctx context.Context, p aggregator.AnswerProof) error {
			_, err := mc.ProveIfOpen(ctx, p.Input, p.Calldata) // unpaid tasks: nothing to prove
			return err
		})
		log.Info("proving answers short of the quorum to the market", "market", market, "from", cfg.Sender.From())
	}
	store, err := aggregator.OpenStore(storeDir)
	if err != nil {
		return err
	}
	defer func() {
		if err := store.Close(); err != nil {
			log.Error("close store", "err", err)
		}
	}()
	reg := metrics.NewRegistry()
	cfg.Backend, cfg.Store, cfg.Metrics = client, store, reg
	a, err := aggregator.New(ctx, cfg)
	if err != nil {
		return err
	}
	var apiMetrics http.Handler
	switch metricsAddr {
	case "":
		apiMetrics = metrics.Handler(reg)
	case "off":
	default:
		mln, err := net.Listen("tcp", metricsAddr)
		if err != nil {
			return err
		}
		msrv := &http.Server{Handler: metrics.Handler(reg), ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = msrv.Serve(mln) }()
		defer msrv.Close()
		log.Info("metrics listening", "addr", mln.Addr().String())
	}
	handler := a.Handler(apiMetrics)
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	epochDone := make(chan error, 1)
	if epochs != nil {
		chain, err := aggregator.NewChain(ctx, client, cfg.Consumer)
		if err != nil {
			return err
		}
		epochs.Backend, epochs.Chain, epochs.Sender, epochs.Logger = client, chain, cfg.Sender, log.With("part", "epochs")
		ep, err := aggregator.NewEpochs(ctx, *epochs)
		if err != nil {
			return fmt.Errorf("attestation intake: %w", err)
		}
		mux := http.NewServeMux()
		mux.Handle("/v1/attest", ep.Handler())
		mux.Handle("/v1/attest/", ep.Handler())
		mux.Handle("/", handler)
		handler = mux
		go func() { epochDone <- ep.Run(runCtx) }()
		log.Info("attestation intake", "registry", epochs.Registry, "consumer", epochs.Consumer, "period", epochs.Period)
	} else {
		close(epochDone)
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	runDone := make(chan error, 1)
	go func() { runDone <- a.Run(runCtx) }()
	deliveryDone := make(chan error, 1)
	if side.relay != (common.Address{}) {
		d, err := delivery.New(delivery.Config{Backend: client, Sender: cfg.Sender, Relay: side.relay, Consumer: cfg.Consumer,
			Submit: a.SubmitRelayed, PollEvery: cfg.PollEvery, Logger: log.With("part", "delivery")})
		if err != nil {
			return err
		}
		go func() { deliveryDone <- d.Run(runCtx) }()
		log.Info("delivering relay requests", "relay", side.relay, "from", cfg.Sender.From())
	} else {
		close(deliveryDone)
	}
	log.Info("aggregator listening", "addr", ln.Addr().String(), "rpc", rpcURL, "store", storeDir)
	if ready != nil {
		ready <- ln.Addr().String()
	}
	var serveErr error
	select {
	case serveErr = <-errc:
	case <-ctx.Done():
	}
	a.Close()
	sctx, scancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer scancel()
	_ = srv.Shutdown(sctx)
	cancel()
	<-runDone // the store stays open until the run loop is out
	<-epochDone
	<-deliveryDone
	log.Info("stopped")
	if serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		return serveErr
	}
	return nil
}
