package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/backend"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/internal/memstat"
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
	// attestURL, when set, is the aggregator's attestation intake
	// (…/v1/attest): every answer is also attested there (attest/SPEC.md).
	attestURL string
	hardware  string
	// audit, when set, runs the operator's auditor (--audit-registry).
	audit *auditOptions
	// callers are the addresses whose signed requests the signing
	// endpoints serve (--callers); game the DisputeGame whose admitted
	// consumers the daemon signs for (--game, or the --deployment record's).
	callers []common.Address
	game    common.Address
	// batch bounds the native engine's batched decoding (--max-batch,
	// --kv-budget).
	batch operator.BatchOptions
	// backend is what runs the native engine's steps (--backend,
	// --gpu-device).
	backend backend.Options
}

func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("run", "run --config operator.yaml --callers 0xADDR,… [--game ADDR] [--deployment FILE] [--rpc URL] [--engine native|evm|both] [--backend cpu|gpu [--gpu-device SUBSTR]] [--max-batch N] [--kv-budget SIZE] [--prefix-cache SIZE] [--fault SPEC] [--attest-url URL [--audit-registry ADDR --audit-consumer ADDR [--audit-peers ADDR=URL,…] [--audit-draw-lag N]]]", stderr)
	path := fs.String("config", "", "operator.yaml (required; listen_address and model_dir set the daemon up)")
	engine := fs.String("engine", engineNative, "what runs the canonical call: native (the Go engine), evm (IQ16Engine in an in-process EVM, as the consumer runs it) or both (side by side; a mismatch is refused, never signed)")
	maxBatch := fs.Int("max-batch", operator.DefaultMaxBatch, "the native engine's batch: at most `N` tasks decoded together, in one pass over the weights a token (more wait their turn, earliest deadline first)")
	kvBudget := fs.String("kv-budget", defaultKVBudget, "the memory the native engine's batch may hold in KV caches: a `SIZE` in bytes, or with a KiB, MiB, GiB or TiB suffix; a task is admitted when its cache (its prompt and answer tokens long) fits beside the running ones, and refused as a bad request when it alone exceeds the budget")
	prefixCache := fs.String("prefix-cache", defaultPrefixCache, "the memory kept for shared prompt prefixes (whole 16-token blocks' KV rows, keyed by the model and the tokens): a task whose prompt starts with cached blocks skips reading them; a `SIZE` like --kv-budget's, 0 for none")
	chain := addChainFlags(fs)
	attestURL := fs.String("attest-url", "", "the aggregator's attestation intake `URL` (http://host:port/v1/attest): attest every answer there, in signed bodies (the epoch attestation mode)")
	hardware := fs.String("hardware-class", "", "the hardware class named in attestations (default: cpu-avx512, or gpu-opencl with --backend gpu)")
	auditRegistry := fs.String("audit-registry", "", "EpochRegistry `ADDRESS`: audit the epochs committed there (attest/SPEC.md, Audit): draw each sample when its window opens, re-execute the draws the seed assigns to this operator against the answers revealed on chain (or served by the attesters' daemons), present and dispute a mismatch, forfeit a draw left unrevealed, and reveal the answers behind this operator's own sampled attestations before the reveal window closes (needs --attest-url, whose aggregator serves the epochs, and --audit-consumer)")
	auditConsumer := fs.String("audit-consumer", "", "AttestationConsumer `ADDRESS` of the audited epochs")
	auditPeers := fs.String("audit-peers", "", "the quorum's other operator daemons, `0xADDR=URL,…`: an auditor asks an attester's daemon for the answer behind its attestation")
	auditLag := fs.Uint64("audit-draw-lag", 0, "blocks into a sample window this auditor waits for another to draw (give each operator of a quorum another)")
	callersFlag := fs.String("callers", "", "the aggregators' (and shard coordinators', epoch services') ECDSA `addresses`, comma-separated: the only callers whose signed requests POST /v1/tasks, /v1/batches, /v1/epochs/sign and /v1/shard/* serve (required)")
	gameFlag := fs.String("game", "", "the deployment's DisputeGame `ADDRESS`: only consumers it admitted with this model are signed for (default: the --deployment record's game; one of the two is required)")
	bf := backend.AddFlags(fs)
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
	if err := bf.Check(); err != nil {
		return err
	}
	if bf.Name() == backend.GPU && *engine == engineEVM {
		return fmt.Errorf("%w: --backend gpu runs the native engine: want --engine native or both", errUsage)
	}
	if *maxBatch < 1 {
		return fmt.Errorf("%w: --max-batch %d: want at least 1", errUsage, *maxBatch)
	}
	budget, err := parseSize(*kvBudget)
	if err != nil {
		return fmt.Errorf("%w: --kv-budget: %w", errUsage, err)
	}
	prefix := int64(-1) // BatchOptions' "none"
	if strings.TrimSpace(*prefixCache) != "0" {
		if prefix, err = parseSize(*prefixCache); err != nil {
			return fmt.Errorf("%w: --prefix-cache: %w", errUsage, err)
		}
	}
	fault, err := operator.ParseFault(*faultSpec)
	if err != nil {
		return fmt.Errorf("%w: --fault: %w", errUsage, err)
	}
	audit, err := parseAudit(*auditRegistry, *auditConsumer, *auditPeers, *attestURL, *auditLag)
	if err != nil {
		return err
	}
	callers, err := parseCallers(*callersFlag)
	if err != nil {
		return err
	}
	game, err := gameAddress(*gameFlag, *chain.deployment)
	if err != nil {
		return err
	}
	if *path == "" {
		return fmt.Errorf("%w: --config is required", errUsage)
	}
	cfg, k, err := loadOperator(*path, chain)
	if err != nil {
		return err
	}
	if cfg.ListenAddress == "" || cfg.ModelDir == "" {
		return fmt.Errorf("%w: operator run needs listen_address and model_dir", deploy.ErrConfig)
	}
	if *attestURL != "" && !strings.HasPrefix(*attestURL, "http://") && !strings.HasPrefix(*attestURL, "https://") {
		return fmt.Errorf("%w: --attest-url %q must start with http:// or https://", errUsage, *attestURL)
	}
	if audit != nil && cfg.ConsumerAddress == "" {
		return fmt.Errorf("%w: --audit-registry needs the consumer_address (the operator set is read from it)", errUsage)
	}
	if *hardware == "" {
		*hardware = "cpu-avx512"
		if bf.Name() == backend.GPU {
			*hardware = "gpu-opencl"
		}
	}
	return runDaemon(ctx, cfg, k, daemonOptions{engine: *engine, fault: fault, attestURL: *attestURL, hardware: *hardware, audit: audit,
		callers: callers, game: game, batch: operator.BatchOptions{MaxBatch: *maxBatch, KVBudget: budget, PrefixCache: prefix},
		backend: bf.Options(budget, 0)}, stdout, stderr)
}

// The defaults of --kv-budget and --prefix-cache: operator.DefaultKVBudget
// and operator.DefaultPrefixCache.
const (
	defaultKVBudget    = "1GiB"
	defaultPrefixCache = "256MiB"
)

// sizeUnits are the suffixes --kv-budget takes.
var sizeUnits = []struct {
	suffix string
	shift  uint
}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40}, {"B", 0}, {"", 0}}

// parseSize reads a positive byte count, bare or with a binary suffix
// (1GiB, 512MiB).
func parseSize(s string) (int64, error) {
	for _, u := range sizeUnits {
		num, ok := strings.CutSuffix(strings.TrimSpace(s), u.suffix)
		if !ok {
			continue
		}
		v, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
		if err != nil || v < 1 || v > math.MaxInt64>>u.shift {
			break
		}
		return v << u.shift, nil
	}
	return 0, fmt.Errorf("%q: want a positive number of bytes, bare or with KiB, MiB, GiB or TiB", s)
}

// parseCallers reads --callers: one or more comma-separated addresses.
func parseCallers(s string) ([]common.Address, error) {
	var out []common.Address
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if !common.IsHexAddress(part) {
			return nil, fmt.Errorf("%w: --callers: %q is not an address", errUsage, part)
		}
		out = append(out, common.HexToAddress(part))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: --callers is required: the addresses of the aggregators whose signed requests the daemon serves", errUsage)
	}
	return out, nil
}

// gameAddress is --game, or the --deployment record's DisputeGame.
func gameAddress(flag, deployment string) (common.Address, error) {
	if flag != "" {
		if !common.IsHexAddress(flag) || common.HexToAddress(flag) == (common.Address{}) {
			return common.Address{}, fmt.Errorf("%w: --game %q is not an address", errUsage, flag)
		}
		return common.HexToAddress(flag), nil
	}
	if deployment != "" {
		r, err := deploy.ReadRecord(deployment)
		if err != nil {
			return common.Address{}, fmt.Errorf("%w: --deployment: %w", errUsage, err)
		}
		if r.Contracts.Game != (common.Address{}) {
			return r.Contracts.Game, nil
		}
	}
	return common.Address{}, fmt.Errorf("%w: --game is required (or a --deployment record that names the game)", errUsage)
}

// newExecutor builds the --engine executor for the model folder, its
// native engine on backend b. The folder is read once: both engines share
// the checked weight blob (mapped, for a folder with one weight file), and
// only the native engine decodes it. A folder whose weights do not hash to
// its manifest is refused, the first bad piece or chunk named.
func newExecutor(ctx context.Context, engine, dir string, b inference.Backend, batch operator.BatchOptions, log *slog.Logger) (operator.Executor, inference.Hash, error) {
	var native, evm operator.Executor
	var mf *inference.Manifest
	var blob []byte
	var err error
	if engine == engineNative || engine == engineBoth {
		var m *inference.Model
		if m, mf, blob, err = inference.LoadDirBlob(dir); err != nil {
			return nil, inference.Hash{}, fmt.Errorf("%w: model_dir: %w", deploy.ErrConfig, err)
		}
		native = operator.NewNativeOn(m, mf, b, batch)
	} else if mf, blob, err = inference.ReadDirBlob(dir); err != nil {
		return nil, inference.Hash{}, fmt.Errorf("%w: model_dir: %w", deploy.ErrConfig, err)
	}
	if engine == engineEVM || engine == engineBoth {
		// A large model's EVM run lasts minutes: sim logs its progress (the
		// opcode hook that counts it slows small runs, so only then).
		var opts sim.Options
		if len(mf.Weights.Chunks) > deploy.MaxMountedChunks {
			opts = sim.Options{Logger: log, ProgressInterval: 30 * time.Second, Progress: func(sim.Progress) {}}
		}
		x, err := operator.NewEVM(ctx, sim.NewModel(mf, blob), opts)
		if err != nil {
			return nil, mf.Hash, err
		}
		evm = x
	}
	switch engine {
	case engineNative:
		return native, mf.Hash, nil
	case engineEVM:
		return evm, mf.Hash, nil
	default:
		return &operator.Both{A: native, B: evm}, mf.Hash, nil
	}
}

// errPinMismatch: the model folder is not the model the consumer pins.
var errPinMismatch = fmt.Errorf("%w: the model is not the one the consumer pins", inference.ErrManifestMismatch)

// checkPin refuses to serve a consumer that pins another manifest than the
// model folder's: every answer would be refused on chain.
func checkPin(ctx context.Context, client bind.ContractBackend, consumer common.Address, manifest inference.Hash) error {
	abi := bindings.NewLLMConsumer()
	pinned, err := bind.Call(abi.Instance(client, consumer), &bind.CallOpts{Context: ctx}, abi.PackManifest(), abi.UnpackManifest)
	if err != nil {
		return fmt.Errorf("read the manifest consumer %s pins: %w", consumer, err)
	}
	if inference.Hash(pinned) != manifest {
		return fmt.Errorf("%w: model_dir holds manifest %s, consumer %s pins %s", errPinMismatch, manifest, consumer, inference.Hash(pinned))
	}
	return nil
}

// runDaemon serves package operator's daemon on listen_address until ctx
// ends, with its Prometheus metrics at /metrics. A variable so that a
// richer daemon (aggregator registration) can replace it.
var runDaemon = func(ctx context.Context, cfg *deploy.OperatorConfig, k keys, opts daemonOptions, stdout, stderr io.Writer) error {
	loadStart := time.Now()
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	// The device is opened before the model is read: a missing one fails
	// at once.
	b, err := backend.Open(opts.backend)
	if err != nil {
		return err
	}
	defer backend.Close(b) // after the executor's tasks have ended
	executor, manifest, err := newExecutor(ctx, opts.engine, cfg.ModelDir, b, opts.batch, logger)
	if err != nil {
		return err
	}
	if c, ok := executor.(interface{ Close() }); ok {
		defer c.Close() // after the daemon: its tasks still running end with ErrClosed
	}
	loadTime := time.Since(loadStart)
	client, s, err := dial(ctx, cfg, k.ECDSA)
	if err != nil {
		return err
	}
	defer client.Close()
	if cfg.ConsumerAddress != "" {
		if err := checkPin(ctx, client, common.HexToAddress(cfg.ConsumerAddress), manifest); err != nil {
			return err
		}
	}
	reg := metrics.NewRegistry()
	var attester *operator.Attester
	if opts.attestURL != "" {
		attester = operator.NewAttester(ctx, operator.AttesterConfig{URL: opts.attestURL, Key: k.BLS, Address: s.From(),
			Hardware: attest.HardwareClass(opts.hardware), Logger: logger.With("part", "attester")})
	}
	d, err := operator.New(operator.Config{
		Key: k.BLS, Address: s.From(), Executor: executor, Chain: client, Fault: opts.fault,
		Callers: opts.callers, Game: opts.game, Logger: logger, Metrics: reg, Attester: attester,
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
	if opts.audit != nil {
		if err := startAuditor(ctx, opts.audit, client, common.HexToAddress(cfg.ConsumerAddress), k, s.From(), "http://"+ln.Addr().String(),
			executor, attester, logger); err != nil {
			_ = srv.Close()
			return fmt.Errorf("auditor: %w", err)
		}
	}
	fmt.Fprintf(stdout, "operator %s (id %s) serving on http://%s, model %s, engine %s, backend %s, fault %s\n",
		s.From(), d.ID(), ln.Addr(), manifest, executor.Name(), backend.Describe(b), opts.fault)
	// What holding the model costs this process: the decoded weights are
	// private (anon), the mapped weight file's pages are the page cache's.
	if mem, err := memstat.Self(); err == nil {
		fmt.Fprintf(stdout, "model loaded and checked in %s; resident %d MiB (private %d MiB, mapped weight file %d MiB)\n",
			loadTime.Round(time.Millisecond), mem.RSS>>20, mem.Anon>>20, mem.File>>20)
	}
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
