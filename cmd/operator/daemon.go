package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/metrics"
	"github.com/deepcall/deepcall/operator"
)

// Engines of `operator run --engine`.
const (
	engineNative = "native"
	engineEVM    = "evm"
	engineBoth   = "both"
)

// daemonOptions are run's flags beyond operator.yaml.
type daemonOptions struct {
	engine string
	fault  operator.Fault
}

func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("run", "run --config operator.yaml [--engine native|evm|both] [--fault SPEC]", stderr)
	path := fs.String("config", "", "operator.yaml (required; listen_address and model_dir set the daemon up)")
	engine := fs.String("engine", engineNative, "what runs the canonical call: native (the Go engine), evm (IQ16Engine in an in-process EVM, as the consumer runs it) or both (side by side; a mismatch is refused, never signed)")
	faultSpec := fs.String("fault", "none", "misbehave on purpose, for tests and drills: comma-separated wrong-from=K (sign a wrong answer from token K on), offline (drop every task), delay=D (hold every answer D); none: honest")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	// The flags are checked before anything is read or dialled: a typo
	// fails at once, whatever the state of the config or the node.
	switch *engine {
	case engineNative, engineEVM, engineBoth:
	default:
		return fmt.Errorf("%w: --engine %q: want native, evm or both", errUsage, *engine)
	}
	fault, err := operator.ParseFault(*faultSpec)
	if err != nil {
		return fmt.Errorf("%w: --fault: %w", errUsage, err)
	}
	if *path == "" {
		return fmt.Errorf("%w: --config is required", errUsage)
	}
	cfg, k, err := loadOperator(*path)
	if err != nil {
		return err
	}
	if cfg.ListenAddress == "" || cfg.ModelDir == "" {
		return fmt.Errorf("%w: operator run needs listen_address and model_dir", deploy.ErrConfig)
	}
	return runDaemon(ctx, cfg, k, daemonOptions{engine: *engine, fault: fault}, stdout, stderr)
}

// newExecutor builds the --engine executor for the model folder.
func newExecutor(ctx context.Context, engine, dir string) (operator.Executor, inference.Hash, error) {
	var native, evm operator.Executor
	var manifest inference.Hash
	if engine == engineNative || engine == engineBoth {
		m, mf, err := inference.LoadDir(dir)
		if err != nil {
			return nil, manifest, fmt.Errorf("%w: model_dir: %w", deploy.ErrConfig, err)
		}
		native, manifest = operator.NewNative(m, mf, 0), mf.Hash
	}
	if engine == engineEVM || engine == engineBoth {
		model, err := sim.LoadModel(dir)
		if err != nil {
			return nil, manifest, fmt.Errorf("%w: model_dir: %w", deploy.ErrConfig, err)
		}
		x, err := operator.NewEVM(ctx, model)
		if err != nil {
			return nil, manifest, err
		}
		evm, manifest = x, model.Manifest.Hash
	}
	switch engine {
	case engineNative:
		return native, manifest, nil
	case engineEVM:
		return evm, manifest, nil
	default:
		return &operator.Both{A: native, B: evm}, manifest, nil
	}
}

// runDaemon serves package operator's daemon on listen_address until ctx
// ends, with its Prometheus metrics at /metrics. A variable so that a
// richer daemon (aggregator registration) can replace it.
var runDaemon = func(ctx context.Context, cfg *deploy.OperatorConfig, k keys, opts daemonOptions, stdout, stderr io.Writer) error {
	executor, manifest, err := newExecutor(ctx, opts.engine, cfg.ModelDir)
	if err != nil {
		return err
	}
	client, s, err := dial(ctx, cfg, k.ECDSA)
	if err != nil {
		return err
	}
	defer client.Close()
	reg := metrics.NewRegistry()
	d, err := operator.New(operator.Config{
		Key: k.BLS, Address: s.Address(), Executor: executor, Chain: client, Fault: opts.fault,
		Logger: slog.New(slog.NewTextHandler(stderr, nil)), Metrics: reg,
	})
	if err != nil {
		return err
	}
	defer d.Close()
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", cfg.ListenAddress)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.ListenAddress, err)
	}
	srv := &http.Server{Handler: d.Handler(metrics.Handler(reg)), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "operator %s (id %s) serving on http://%s, model %s, engine %s, fault %s\n",
		s.Address(), d.ID(), ln.Addr(), manifest, executor.Name(), opts.fault)
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-done; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return err
}
