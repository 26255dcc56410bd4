// Command router serves deepcall's task API: prompt token ids in over HTTP,
// status and results out by polling or WebSocket. Tasks are stored in a
// Pebble database and handed to the operator quorum through an aggregator
// (--aggregator), or executed by the in-process CPU engine without one.
//
// "router --help" gives every flag and its environment variable;
// docs/cli/router.md is the same text, generated from the same flag set by
// make docs. The task API is router/openapi.yaml.
//
// Exit status: 0 clean shutdown, 1 failure, 2 bad usage.
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
	"path/filepath"
	"syscall"
	"time"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/envflag"
	"github.com/deepcall/deepcall/metrics"
	"github.com/deepcall/deepcall/router"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr, nil)
	stop()
	os.Exit(code)
}

const usageHead = `router — deepcall's task API (HTTP + WebSocket)

Usage: router [flags]

Every flag can also be set by the environment variable shown in brackets;
a flag on the command line wins over the variable.

Flags:
`

const usageTail = `
API (described in full at GET /v1/openapi.yaml):
  POST /v1/tasks        {"prompt": [ids], "n": N, "model": "0x…"} → 202 {"id", "status": "queued", "input_hash", …}
                        "prompt": "text" when the model's manifest pins a tokenizer (DIR/tokenizer.json);
                        the task then carries prompt_text and result.text
  GET  /v1/tasks/{id}   status (queued, executing, signed, submitted, landed, done, failed) and result
  GET  /v1/tasks?input=0x…  {"tasks": [...]}: the tasks whose prompt and n hash to a landed input hash
  GET  /v1/healthz      liveness and queue depth
  GET  /v1/stream       WebSocket: send {"subscribe": [ids]}, receive every change
  GET  /metrics         Prometheus metrics: the Go runtime and the process

SIGINT or SIGTERM stops taking tasks, lets running ones finish for
--shutdown-grace, and leaves the rest stored: they resume on the next start.

Exit status: 0 clean shutdown, 1 failure, 2 bad usage.
`

// run is main without the process. ready, when non-nil, receives the address
// the server listens on.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer, ready chan<- string) int {
	fs := envflag.New("router", "DEEPCALL_ROUTER_", stderr)

	listen := fs.String("listen", "127.0.0.1:8645", "`ADDR` to listen on (loopback only unless you change it)")
	storeDir := fs.String("store", "router-data", "`DIR` of the task database (created if missing)")
	var models envflag.List
	fs.Var(&models, "model", "manifest `DIR` of a served model, repeatable or comma-separated; the first is the default (default testdata/manifests/stories260K); a manifest that pins a tokenizer needs DIR/tokenizer.json and takes text")
	rate := fs.Float64("rate", 2, "task submissions per second per API key or client IP; 0 turns limiting off")
	burst := fs.Int("burst", 10, "submissions a key may make at once before the rate applies")
	ttl := fs.Duration("ttl", 15*time.Minute, "an unfinished task fails this long after it was accepted; also the dedup window")
	var keys envflag.List
	fs.Var(&keys, "api-keys", "comma-separated `KEYS` accepted in X-API-Key (prefer the variable: flags show in ps)")
	maxBody := fs.Int64("max-body", 1<<20, "request body limit in bytes")
	maxPrompt := fs.Int("max-prompt", 0, "longest prompt in tokens; 0 means the model's seq_len")
	workers := fs.Int("workers", 0, "tasks executed at once; 0 means GOMAXPROCS, or 1024 with --aggregator (each dispatch mostly waits for the chain)")
	capacity := fs.Int("capacity", 10000, "unfinished tasks held; beyond it submissions get 429 with a Retry-After hint")
	engineWorkers := fs.Int("engine-workers", 1, "goroutines per task in the CPU engine; 0 means GOMAXPROCS")
	var origins envflag.List
	fs.Var(&origins, "allow-origin", "browser `ORIGINS` allowed to call the API and open streams, comma-separated; * for any")
	grace := fs.Duration("shutdown-grace", 10*time.Second, "how long running tasks may finish on shutdown")
	aggregatorURL := fs.String("aggregator", "", "`URL` of a deepcall aggregator: tasks are landed on chain by the operator quorum (default: executed in process)")
	deployment := fs.String("deployment", "", "deployment record `FILE` (deployment.json of deepcall deploy or the devnet): the default --model must be the manifest its engine pins (the router reaches no chain itself: the aggregator lands)")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	logFormat := fs.String("log-format", "text", "text or json")

	usage := func(w io.Writer) {
		fmt.Fprint(w, usageHead)
		fs.PrintFlags(w)
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
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "router: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if len(models) == 0 {
		models = envflag.List{"testdata/manifests/stories260K"}
	}
	if *deployment != "" {
		if err := checkPinned(*deployment, models[0]); err != nil {
			fmt.Fprintf(stderr, "router: %v\n", err)
			return 2
		}
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(stderr, "router: --log-level %q: %v\n", *logLevel, err)
		return 2
	}
	opts := &slog.HandlerOptions{Level: level}
	var log *slog.Logger
	switch *logFormat {
	case "text":
		log = slog.New(slog.NewTextHandler(stderr, opts))
	case "json":
		log = slog.New(slog.NewJSONHandler(stderr, opts))
	default:
		fmt.Fprintf(stderr, "router: --log-format must be text or json, not %q\n", *logFormat)
		return 2
	}

	if err := serve(ctx, log, config{
		listen: *listen, store: *storeDir, models: models, grace: *grace, engineWorkers: *engineWorkers, aggregator: *aggregatorURL,
		router: router.Config{
			TTL: *ttl, RateLimit: *rate, Burst: *burst, APIKeys: keys, MaxBody: *maxBody,
			Limits: router.Limits{MaxPrompt: *maxPrompt}, Workers: *workers, MaxPending: *capacity, AllowOrigin: origins, Logger: log,
		},
	}, ready); err != nil {
		log.Error("router failed", "err", err)
		return 1
	}
	return 0
}

type config struct {
	listen        string
	store         string
	models        []string
	grace         time.Duration
	engineWorkers int
	aggregator    string // when set, tasks go to this aggregator (router.QuorumDispatcher)
	router        router.Config
}

func serve(ctx context.Context, log *slog.Logger, c config, ready chan<- string) error {
	disp := router.NewLocalDispatcher(c.engineWorkers)
	for _, dir := range c.models {
		m, mf, err := inference.LoadDir(dir)
		if err != nil {
			return fmt.Errorf("load model %s: %w", dir, err)
		}
		rm, err := router.ModelFromDir(mf, dir)
		if err != nil {
			return fmt.Errorf("load model %s: %w", dir, err)
		}
		disp.AddModel(m, mf)
		c.router.Models = append(c.router.Models, rm)
		log.Info("model loaded", "dir", dir, "name", mf.Name, "manifest", mf.Hash.String(), "vocab", mf.Config.Vocab, "seq_len", mf.Config.SeqLen, "text", rm.Tokenizer != nil)
	}
	store, err := router.OpenPebble(c.store)
	if err != nil {
		return err
	}
	defer func() {
		if err := store.Close(); err != nil {
			log.Error("close store", "err", err)
		}
	}()
	c.router.Store, c.router.Dispatcher = store, disp
	if c.aggregator != "" {
		c.router.Dispatcher = &router.QuorumDispatcher{BaseURL: c.aggregator}
		if c.router.Workers <= 0 {
			c.router.Workers = 1024
		}
		log.Info("tasks go to the aggregator", "url", c.aggregator)
	}
	r, err := router.New(c.router)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", c.listen)
	if err != nil {
		_ = r.Shutdown(context.Background())
		return err
	}
	if host, _, _ := net.SplitHostPort(ln.Addr().String()); !net.ParseIP(host).IsLoopback() {
		log.Warn("listening beyond loopback: put the router behind TLS and set --api-keys", "addr", ln.Addr().String())
	}
	// The Go runtime's and the process's metrics (goroutines, resident
	// memory) beside the API, as the other daemons serve them.
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler(metrics.NewRegistry()))
	mux.Handle("/", r.Handler())
	srv := &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("router listening", "addr", ln.Addr().String(), "store", c.store, "ttl", c.router.TTL, "rate", c.router.RateLimit)
	if ready != nil {
		ready <- ln.Addr().String()
	}

	select {
	case err := <-errc:
		_ = r.Shutdown(context.Background())
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down", "grace", c.grace)
	sctx, cancel := context.WithTimeout(context.Background(), c.grace)
	defer cancel()
	herr := srv.Shutdown(sctx)
	if err := r.Shutdown(sctx); err != nil {
		log.Warn("tasks still running at the deadline were interrupted; they resume on the next start")
	}
	if herr != nil && !errors.Is(herr, context.DeadlineExceeded) {
		return herr
	}
	log.Info("stopped")
	return nil
}

// checkPinned checks that the manifest in dir is the one the deployment
// record's engine pins.
func checkPinned(record, dir string) error {
	rec, err := deploy.ReadRecord(record)
	if err != nil {
		return fmt.Errorf("--deployment: %w", err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, inference.ManifestFile))
	if err != nil {
		return fmt.Errorf("--model %s: %w", dir, err)
	}
	mf, err := inference.ReadManifest(raw)
	if err != nil {
		return fmt.Errorf("--model %s: %w", dir, err)
	}
	if mf.Hash.String() != rec.Manifest {
		return fmt.Errorf("--model %s is manifest %s; --deployment %s pins %s", dir, mf.Hash, record, rec.Manifest)
	}
	return nil
}
