// Command router serves deepcall's task API: prompt token ids in over HTTP,
// status and results out by polling or WebSocket. Tasks are stored in a
// Pebble database and executed by the in-process CPU engine until operators
// take over.
//
// Usage:
//
//	router [--listen ADDR] [--store DIR] [--model DIR]... [--rate R] [--ttl D] …
//
// Run "router --help" for every flag and its environment variable.
package main

import (
	"context"
	"errors"
	"flag"
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

	"github.com/deepcall/deepcall/inference"
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
  GET  /v1/tasks/{id}   status (queued, executing, signed, submitted, landed, done, failed) and result
  GET  /v1/healthz      liveness and queue depth
  GET  /v1/stream       WebSocket: send {"subscribe": [ids]}, receive every change

SIGINT or SIGTERM stops taking tasks, lets running ones finish for
--shutdown-grace, and leaves the rest stored: they resume on the next start.

Exit status: 0 clean shutdown, 1 failure, 2 bad usage.
`

type multi []string

func (m *multi) String() string { return strings.Join(*m, ",") }
func (m *multi) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*m = append(*m, s)
		}
	}
	return nil
}

// run is main without the process. ready, when non-nil, receives the address
// the server listens on.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer, ready chan<- string) int {
	fs := flag.NewFlagSet("router", flag.ContinueOnError)
	fs.SetOutput(stderr)
	env := map[string]string{}
	def := func(name, envVar string) { env[name] = envVar }

	listen := fs.String("listen", "127.0.0.1:8645", "`ADDR` to listen on (loopback only unless you change it)")
	def("listen", "DEEPCALL_ROUTER_LISTEN")
	storeDir := fs.String("store", "router-data", "`DIR` of the task database (created if missing)")
	def("store", "DEEPCALL_ROUTER_STORE")
	var models multi
	fs.Var(&models, "model", "manifest `DIR` of a served model, repeatable or comma-separated; the first is the default (default testdata/manifests/stories260K)")
	def("model", "DEEPCALL_ROUTER_MODEL")
	rate := fs.Float64("rate", 2, "task submissions per second per API key or client IP; 0 turns limiting off")
	def("rate", "DEEPCALL_ROUTER_RATE")
	burst := fs.Int("burst", 10, "submissions a key may make at once before the rate applies")
	def("burst", "DEEPCALL_ROUTER_BURST")
	ttl := fs.Duration("ttl", 15*time.Minute, "an unfinished task fails this long after it was accepted; also the dedup window")
	def("ttl", "DEEPCALL_ROUTER_TTL")
	var keys multi
	fs.Var(&keys, "api-keys", "comma-separated `KEYS` accepted in X-API-Key (prefer the variable: flags show in ps)")
	def("api-keys", "DEEPCALL_ROUTER_API_KEYS")
	maxBody := fs.Int64("max-body", 1<<20, "request body limit in bytes")
	def("max-body", "DEEPCALL_ROUTER_MAX_BODY")
	maxPrompt := fs.Int("max-prompt", 0, "longest prompt in tokens; 0 means the model's seq_len")
	def("max-prompt", "DEEPCALL_ROUTER_MAX_PROMPT")
	workers := fs.Int("workers", 0, "tasks executed at once; 0 means GOMAXPROCS")
	def("workers", "DEEPCALL_ROUTER_WORKERS")
	engineWorkers := fs.Int("engine-workers", 1, "goroutines per task in the CPU engine; 0 means GOMAXPROCS")
	def("engine-workers", "DEEPCALL_ROUTER_ENGINE_WORKERS")
	var origins multi
	fs.Var(&origins, "allow-origin", "browser `ORIGINS` allowed to call the API and open streams, comma-separated; * for any")
	def("allow-origin", "DEEPCALL_ROUTER_ALLOW_ORIGIN")
	grace := fs.Duration("shutdown-grace", 10*time.Second, "how long running tasks may finish on shutdown")
	def("shutdown-grace", "DEEPCALL_ROUTER_SHUTDOWN_GRACE")
	aggregatorURL := fs.String("aggregator", "", "`URL` of a deepcall aggregator: tasks are landed on chain by the operator quorum (default: executed in process)")
	def("aggregator", "DEEPCALL_ROUTER_AGGREGATOR")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	def("log-level", "DEEPCALL_ROUTER_LOG_LEVEL")
	logFormat := fs.String("log-format", "text", "text or json")
	def("log-format", "DEEPCALL_ROUTER_LOG_FORMAT")

	usage := func(w io.Writer) {
		fmt.Fprint(w, usageHead)
		fs.VisitAll(func(f *flag.Flag) {
			name, text := flag.UnquoteUsage(f)
			fmt.Fprintf(w, "  --%s %s  [%s]\n    \t%s", f.Name, name, env[f.Name], text)
			if f.DefValue != "" && f.DefValue != "0" {
				fmt.Fprintf(w, " (default %s)", f.DefValue)
			}
			fmt.Fprintln(w)
		})
		fmt.Fprint(w, usageTail)
	}
	fs.Usage = func() { usage(stderr) }
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" || a == "help" {
			usage(stdout)
			return 0
		}
		if a == "--" {
			break
		}
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	onCommandLine := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { onCommandLine[f.Name] = true })
	for name, v := range env {
		if val := getenv(v); val != "" && !onCommandLine[name] {
			if err := fs.Set(name, val); err != nil {
				fmt.Fprintf(stderr, "router: %s=%q: %v\n", v, val, err)
				return 2
			}
		}
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "router: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if len(models) == 0 {
		models = multi{"testdata/manifests/stories260K"}
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
			Limits: router.Limits{MaxPrompt: *maxPrompt}, Workers: *workers, AllowOrigin: origins, Logger: log,
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
		disp.AddModel(m, mf)
		c.router.Models = append(c.router.Models, router.ModelOf(mf))
		log.Info("model loaded", "dir", dir, "name", mf.Name, "manifest", mf.Hash.String(), "vocab", mf.Config.Vocab, "seq_len", mf.Config.SeqLen)
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
	srv := &http.Server{
		Handler:           r.Handler(),
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
