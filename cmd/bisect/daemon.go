package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/deepcall/deepcall/internal/ethcall"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/deepcall/deepcall/zkstep"
	"github.com/deepcall/deepcall/zkstep/zkgame"
)

// daemonFlags are what challenge and defend share.
type daemonFlags struct {
	rpc, consumer, game, key, model, requests, task, router, deployment *string
	prover, zkPK                                                        *string
	from, chainID                                                       *uint64
	once                                                                *bool
	poll                                                                *time.Duration
}

func addDaemonFlags(fs *flag.FlagSet) daemonFlags {
	return daemonFlags{
		rpc:        fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC endpoint"),
		deployment: fs.String("deployment", "", "deployment record (deployment.json of deepcall deploy or the devnet): --consumer, --game and --chain-id from it"),
		consumer:   fs.String("consumer", "", "LLMConsumer address"),
		game:       fs.String("game", "", "DisputeGame address"),
		key:        fs.String("key", "", "file holding the account's hex private key (default: $BISECT_KEY)"),
		model:      fs.String("model", "testdata/manifests/stories260K", "manifest folder of the consumer's model (the native engine recomputes with it)"),
		requests:   fs.String("requests", "", "JSON-lines file of known requests {\"prompt\": [ids], \"n\": N}"),
		task:       fs.String("task", "", "one router task id: audit (or defend) its result only (needs --router)"),
		router:     fs.String("router", "", "router base URL: look up the request behind each landed input hash (GET /v1/tasks?input=); results it does not know are logged and skipped"),
		from:       fs.Uint64("from-block", 0, "first block to scan"),
		chainID:    fs.Uint64("chain-id", 0, "the chain the daemon signs for (0: the node's at start); a node serving another exits with status 2"),
		once:       fs.Bool("once", false, "scan up to the latest block, play what it finds, and exit"),
		poll:       fs.Duration("poll", 2*time.Second, "how often new blocks are scanned"),
		prover: fs.String("prover", "evm", "how this side ends a game at its leaf: evm (re-execution, DisputeGame.step), gnark (a Groth16 proof through the "+
			"game's ZkEngineStep where a circuit covers the leaf, residual ops today; the EVM step elsewhere) or sp1 (refused: no SP1 Groth16 prover runs here)"),
		zkPK: fs.String("zk-pk", "", "gnark: the residual circuit's proving key (default ~/.cache/deepcall/zkstep/res<dim>.pk; "+
			"go run ./zkstep/cmd/zkgen -root . -pk FILE writes it)"),
	}
}

// checkProver refuses a --prover value it does not know, or one it cannot run here.
func (f daemonFlags) checkProver() error {
	switch *f.prover {
	case "evm":
		return nil
	case "gnark":
		if *f.zkPK != "" {
			if _, err := os.Stat(*f.zkPK); err != nil {
				return fmt.Errorf("%w: --prover gnark needs the residual circuit's proving key: %v (make it with `go run ./zkstep/cmd/zkgen -root . -pk %s`)", errUsage, err, *f.zkPK)
			}
		}
		return nil
	case "sp1":
		return fmt.Errorf("%w: --prover sp1: %v; ZkEngineStep's SP1 route (an ISP1Verifier configured at deployment) is tested with a stand-in verifier only (docs/status.md)", errUsage, zkgame.ErrNoSP1Prover)
	}
	return fmt.Errorf("%w: --prover %q: want evm, gnark or sp1", errUsage, *f.prover)
}

// leafProver is the side's prover for --prover (nil: the EVM step).
func (f daemonFlags) leafProver(m *inference.Model, log *slog.Logger) (func(*bisection.EngineTrace) bisection.LeafProver, error) {
	if *f.prover != "gnark" {
		return nil, nil
	}
	dim := m.Config.Dim
	path := *f.zkPK
	if path == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return nil, fmt.Errorf("%w: --prover gnark: no home folder for the default --zk-pk: %v", errUsage, err)
		}
		path = filepath.Join(home, ".cache", "deepcall", "zkstep", zkstep.ResidualName(dim)+".pk")
	}
	if dim != zkstep.ResidualGame.Dim {
		return nil, fmt.Errorf("%w: --prover gnark: the residual circuit's verifier is set up for dim %d, the model's is %d", errUsage, zkstep.ResidualGame.Dim, dim)
	}
	pk, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: --prover gnark needs the residual circuit's proving key: %v (make it with `go run ./zkstep/cmd/zkgen -root . -pk %s`)", errUsage, err, path)
	}
	defer pk.Close()
	keys, err := zkstep.LoadResidualKeys(dim, pk)
	if err != nil {
		return nil, fmt.Errorf("%w: --prover gnark: %v", errUsage, err)
	}
	log.Info("gnark prover ready: residual leaves end by proof, other leaves by the EVM step", "proving_key", path)
	return func(tr *bisection.EngineTrace) bisection.LeafProver {
		return zkgame.Residual{Ops: tr.Ops, Source: keys}
	}, nil
}

// setup is what both daemons build from their flags.
type setup struct {
	client   *ethclient.Client
	consumer common.Address
	game     common.Address
	sender   *txmgr.Manager
	engine   *inference.Engine
	blob     []byte // the model's weight blob (mapped for a large model's folder): one-steps read their pieces from it
	prompts  audit.Prompts
	log      *slog.Logger
}

func (f daemonFlags) setup(ctx context.Context, stderr io.Writer) (*setup, error) {
	s := &setup{log: slog.New(slog.NewTextHandler(stderr, nil))}
	var err error
	if *f.deployment != "" {
		if err := f.fromRecord(*f.deployment); err != nil {
			return nil, err
		}
	}
	if s.consumer, err = parseAddress("consumer", *f.consumer); err != nil {
		return nil, err
	}
	if s.game, err = parseAddress("game", *f.game); err != nil {
		return nil, err
	}
	if *f.router != "" {
		if u, err := url.Parse(*f.router); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("%w: --router %q: want an http(s) base URL", errUsage, *f.router)
		}
	}
	key, err := readKey(*f.key)
	if err != nil {
		return nil, err
	}
	if *f.task != "" && *f.router == "" {
		return nil, fmt.Errorf("%w: --task needs --router", errUsage)
	}
	known := audit.Known{}
	if *f.requests != "" {
		if err := readRequests(*f.requests, known); err != nil {
			return nil, err
		}
	}
	// The chain's own requests (LLMConsumer.Requested) are added once the
	// node is dialled; --task audits one task only.
	var onChain bool
	switch {
	case *f.task != "":
		// One task only: the router is asked for it once, not per result.
		r, err := routerTask(ctx, *f.router, *f.task)
		if err != nil {
			return nil, err
		}
		known.Add(r)
		s.prompts = known
	case *f.router != "":
		s.prompts, onChain = audit.Sources{known, audit.Router{BaseURL: *f.router}}, true
	default:
		s.prompts, onChain = known, true
	}
	m, mf, blob, err := inference.LoadDirBlob(*f.model)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errUsage, err)
	}
	s.blob = blob
	s.engine = &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
	if s.client, err = ethclient.DialContext(ctx, *f.rpc); err != nil {
		return nil, fmt.Errorf("dial %s: %w", *f.rpc, err)
	}
	var chainID *big.Int
	err = f.retry(ctx, s.log, "the node", func() error {
		id, err := s.client.ChainID(ctx)
		if err != nil {
			return fmt.Errorf("chain id: %w", err)
		}
		if *f.chainID != 0 && id.Cmp(new(big.Int).SetUint64(*f.chainID)) != 0 {
			return fmt.Errorf("%w: --rpc %s serves chain %s, not --chain-id %d", audit.ErrWrongChain, *f.rpc, id, *f.chainID)
		}
		chainID = id
		return audit.CheckChain(ctx, s.client, id, audit.Contract{Name: "consumer", Address: s.consumer}, audit.Contract{Name: "dispute game", Address: s.game})
	})
	if err != nil {
		s.client.Close()
		return nil, err
	}
	s.sender = txmgr.New(txmgr.Config{Backend: s.client, Key: key, ChainID: chainID, Log: s.log})
	if onChain {
		s.prompts = audit.Sources{s.prompts, audit.Chain{Backend: s.client, Consumer: s.consumer}}
	}
	return s, nil
}

// fromRecord fills --consumer, --game and --chain-id from a deployment
// record; a flag given as well must agree with it.
func (f daemonFlags) fromRecord(path string) error {
	rec, err := deploy.ReadRecord(path)
	if err != nil {
		return fmt.Errorf("%w: --deployment: %v", errUsage, err)
	}
	for _, v := range []struct {
		name string
		flag *string
		addr common.Address
	}{{"consumer", f.consumer, rec.Contracts.Consumer}, {"game", f.game, rec.Contracts.Game}} {
		switch {
		case *v.flag == "":
			*v.flag = v.addr.Hex()
		case common.HexToAddress(*v.flag) != v.addr:
			return fmt.Errorf("%w: --%s %s is not the %s of --deployment %s (%s)", errUsage, v.name, *v.flag, v.name, path, v.addr)
		}
	}
	switch {
	case *f.chainID == 0:
		*f.chainID = rec.ChainID
	case *f.chainID != rec.ChainID:
		return fmt.Errorf("%w: --chain-id %d, --deployment %s is chain %d", errUsage, *f.chainID, path, rec.ChainID)
	}
	return nil
}

// retry runs fn until it succeeds: a daemon started before its node (or
// while it restarts) waits for it, with the daemons' backoff, while --once
// tries once. What a restart cannot fix (audit.Permanent: another chain, no
// contract code) is bad input at once.
func (f daemonFlags) retry(ctx context.Context, log *slog.Logger, what string, fn func() error) error {
	var b audit.Backoff
	for failures := 1; ; failures++ {
		err := fn()
		switch {
		case err == nil:
			return nil
		case audit.Permanent(err):
			return fmt.Errorf("%w: %w", errUsage, err)
		case *f.once || ctx.Err() != nil:
			return err
		}
		wait := b.Delay(failures)
		log.Warn("waiting for "+what, "rpc", *f.rpc, "err", err, "retry_in", wait, "failures", failures)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
}

// readKeyFile reads a hex private key from path (flag names it in errors).
func readKeyFile(flag, path string) (*ecdsa.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errUsage, flag, err)
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(string(b)), "0x"))
	if err != nil {
		return nil, fmt.Errorf("%w: %s %s: %v", errUsage, flag, path, err)
	}
	return k, nil
}

func readKey(path string) (*ecdsa.PrivateKey, error) {
	hexKey := os.Getenv("BISECT_KEY")
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w: --key: %v", errUsage, err)
		}
		hexKey = string(b)
	}
	if strings.TrimSpace(hexKey) == "" {
		return nil, fmt.Errorf("%w: no key: give --key FILE or set BISECT_KEY", errUsage)
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		return nil, fmt.Errorf("%w: key: %v", errUsage, err)
	}
	return k, nil
}

func readRequests(path string, into audit.Known) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%w: --requests: %v", errUsage, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r audit.Request
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || len(r.Prompt) == 0 || r.N < 1 {
			return fmt.Errorf("%w: --requests line %d: want {\"prompt\": [ids], \"n\": N}", errUsage, line)
		}
		into.Add(r)
	}
	return sc.Err()
}

// routerTask reads a task's request from the router (GET /v1/tasks/{id}).
func routerTask(ctx context.Context, base, id string) (audit.Request, error) {
	t, err := api.NewRouterClient(base, nil).Task(ctx, api.TaskID(id))
	if err != nil {
		return audit.Request{}, fmt.Errorf("router task %s: %w", id, err)
	}
	return audit.Request{Prompt: t.Prompt, N: t.N}, nil
}

func cmdChallenge(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("challenge", "challenge --rpc URL --consumer ADDR --game ADDR --key FILE --model DIR [--router URL] [--requests FILE] [--task ID --router URL] [--aggregator URL] [--sample-rate p] [--prover evm|gnark|sp1] [--once]",
		`Watches the consumer's Updated events (landed results), recomputes each sampled
result with the native engine, and disputes every wrong one: opens a challenge
(paying the contract's challenger bond), plays every defence game opened on it
with the solver (all at once, new ones as they join), and once the join window has
closed and every game is won, resolves it with the landed transition's quorum
signature, which invalidates the result and slashes its signers. An undefended
challenge is resolved when the join window closes. A won challenge it cannot
resolve is expired once the game's resolve window passed: its bonds come back.

Without --once it runs until interrupted. What fails (the node going away, a
refused send, a router that is down, a lost game) is logged and tried again with
backoff (1 s doubling to 30 s), each result and challenge on its own; it waits for
the node at start too. It exits only on what a restart cannot fix, with status 2:
the node serves another chain (than --chain-id, or than at start), the consumer,
game or registry address holds no contract, or its bond is not the contract's.

A landed result carries its input hash, not its prompt. A request made on chain
(LLMConsumer.request, TaskMarket, DeepcallRelay) logged its prompt, and the daemon
reads it there (LLMConsumer's Requested event). With --router URL each sampled
result's input hash is also looked up on the router (GET /v1/tasks?input=HASH), so
every result the router accepted can be audited; results nobody knows are logged
and skipped. --requests FILE adds requests known locally (tried first); --task ID
--router URL audits that one task's result only.

A sharded committee's landing (verifyAndUpdateSharded, SPEC.md §12) is challenged
shard by shard: the daemon finds the first shard whose own signed values depart
from the canonical computation and opens a per-shard challenge of that shard's
claim at that step (DisputeGame.openShard), played as any other; won, it
invalidates the result and charges that shard's signers alone. Opening it needs
what the shards published with their claims (their chain values and op hashes),
which the chain holds only commitments of: --aggregator URL reads them from the
aggregator that landed the answer (the job of the router's task,
GET /v1/jobs/{id}, "sharded"), checked against the landed claims. Without them
(or when no shard's values depart: a fault in the layer roots or the tokens) the
whole trace is challenged instead, which invalidates the result but charges
nobody.

Many games at once (parallel challenges, or one flooded with defences) need many
moves in time: --movers KEYFILE,… sends the challenger side's moves from those
accounts, each game's from one of them in turn, after the --key account allows each
on the game (DisputeGame.setMover); opening, resolving and the bonds stay with it.

Sampling (--sample-rate p): auditing a random fraction p of the results catches a
cheating operator set with probability p; with a gain C from a wrong result and a
stake S slashed when caught, cheating pays (1−p)·C − p·S, negative exactly when
p ≥ C/(S+C). A stake ten times the gain needs p ≥ 1/11.

Secret sampling (--sample-key FILE, an operator's BLS keystore, decrypted with
BISECT_SAMPLE_KEY_PASSWORD): the fraction --sample-rate is chosen by a secret
derived from the key, so nobody else can tell which results this auditor
checks, and it makes the same choice after a restart. --committee-only audits
only the answers drawn committees landed (verifyAndUpdateCommittee): a
whole-quorum answer was executed by every operator already. An operator
audits committee landings with both (docs/committees.md).
`, stderr)
	f := addDaemonFlags(fs)
	rate := fs.Float64("sample-rate", 1, "fraction of results recomputed, in (0, 1]")
	aggregator := fs.String("aggregator", "", "aggregator base URL: the shards' published values of a sharded landing, to challenge its lying shard (needs --router)")
	sampleKey := fs.String("sample-key", "", "an operator's BLS keystore: --sample-rate picks results by a secret derived from it (BISECT_SAMPLE_KEY_PASSWORD decrypts it)")
	committeeOnly := fs.Bool("committee-only", false, "audit only committee landings (verifyAndUpdateCommittee)")
	moverKeys := fs.String("movers", "", "comma-separated files of hex private keys: funded accounts that send the challenger side's moves, each game's from one of them in turn (the --key account allows them on the game first)")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *rate <= 0 || *rate > 1 {
		return fmt.Errorf("%w: --sample-rate %v outside (0, 1]", errUsage, *rate)
	}
	if err := f.checkProver(); err != nil {
		return err
	}
	if *aggregator != "" {
		if u, err := url.Parse(*aggregator); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("%w: --aggregator %q: want an http(s) base URL", errUsage, *aggregator)
		}
		if *f.router == "" {
			return fmt.Errorf("%w: --aggregator needs --router (its jobs are the router's tasks)", errUsage)
		}
	}
	var sample func([32]byte) bool
	if *sampleKey != "" {
		kp, err := deploy.ReadBLSKey(*sampleKey, os.Getenv("BISECT_SAMPLE_KEY_PASSWORD"))
		if err != nil {
			return fmt.Errorf("%w: --sample-key: %v", errUsage, err)
		}
		sample = audit.SecretSampler(audit.SampleSecret(kp), *rate)
	}
	var movers []*ecdsa.PrivateKey
	for _, path := range strings.Split(*moverKeys, ",") {
		if path = strings.TrimSpace(path); path == "" {
			continue
		}
		k, err := readKeyFile("--movers", path)
		if err != nil {
			return err
		}
		movers = append(movers, k)
	}
	s, err := f.setup(ctx, stderr)
	if err != nil {
		return err
	}
	defer s.client.Close()
	var (
		registry common.Address
		bond     *big.Int
	)
	err = f.retry(ctx, s.log, "the contracts", func() error {
		var err error
		if registry, err = ethcall.View(ctx, s.client, s.consumer, nil, bindings.NewLLMConsumer().PackRegistry(), bindings.NewLLMConsumer().UnpackRegistry); err != nil {
			return fmt.Errorf("consumer's registry: %w", err)
		}
		if bond, err = ethcall.View(ctx, s.client, s.game, nil, bisection.GameABI().PackChallengerBond(), bisection.GameABI().UnpackChallengerBond); err != nil {
			return fmt.Errorf("challenger bond: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	prover, err := f.leafProver(s.engine.Model, s.log)
	if err != nil {
		return err
	}
	cfg := audit.Config{
		Backend: s.client, Consumer: s.consumer, Registry: registry, Game: s.game, Sender: s.sender,
		Engine: s.engine, Prompts: s.prompts, Bond: bond, Blob: s.blob, Log: s.log, Prover: prover,
		Policy: audit.Policy{SampleRate: *rate, Sample: sample, CommitteeOnly: *committeeOnly},
	}
	if *aggregator != "" {
		cfg.Shards = audit.AggregatorShards{Router: *f.router, Aggregator: *aggregator}
	}
	for _, k := range movers {
		cfg.Movers = append(cfg.Movers, txmgr.New(txmgr.Config{Backend: s.client, Key: k, ChainID: s.sender.ChainID(), Log: s.log}))
	}
	c := audit.NewChallenger(cfg)
	if !*f.once {
		return daemonExit(c.Run(ctx, *f.from, *f.poll))
	}
	head, err := s.client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	findings, err := c.Scan(ctx, *f.from, head)
	for _, fd := range findings {
		fmt.Fprintf(stdout, "result %d input %s: sampled %v known %v correct %v challenge %d games %d resolved %v",
			fd.Update.Index, fd.Update.Input, fd.Sampled, fd.Known, fd.Correct, fd.ChallengeID, len(fd.Games), fd.Resolved)
		if fd.Shard != nil {
			fmt.Fprintf(stdout, " shard %d step %d", fd.Shard.Shard, fd.Shard.Step)
		}
		switch {
		case fd.Charged == nil:
		case fd.Charged.Cmp(audit.NoShard) == 0:
			fmt.Fprint(stdout, " charged no shard")
		default:
			fmt.Fprintf(stdout, " charged shard %s", fd.Charged)
		}
		fmt.Fprintln(stdout)
	}
	return lostExit(err)
}

// daemonExit is the exit of a daemon's Run: it returns only on what a
// restart cannot fix (audit.Permanent), which is bad input (exit status 2).
func daemonExit(err error) error {
	if audit.Permanent(err) {
		return fmt.Errorf("%w: %w", errUsage, err)
	}
	return err
}

// lostExit maps a game (or challenge) lost by the side this process played
// honestly to errLost (exit status 3); other errors pass through.
func lostExit(err error) error {
	if errors.Is(err, audit.ErrLost) {
		return fmt.Errorf("%w: %v", errLost, err)
	}
	return err
}

func cmdDefend(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("defend", "defend --rpc URL --consumer ADDR --game ADDR --key FILE --model DIR [--router URL] [--requests FILE] [--task ID --router URL] [--prover evm|gnark|sp1] [--once]",
		`Defends the consumer's results against challenges: for each ChallengeOpened event,
recomputes the disputed request with the native engine and, if the landed value is
this engine's answer and the challenge's join window is open, defends it (paying
the contract's defender bond; once per challenge and account) and plays its own
defence game to the end with the solver. Every defender gets a game of its own, so
another defender that stalls or throws its game cannot make this one lose: the
first defender to win fails the challenge and takes the challenger's bond; a game
left running then is released and its bond returned. The request behind a
challenge's input hash comes from --requests, from the chain (the Requested event
of a request made on chain), or from the router (--router URL: looked up by input
hash); challenges of inputs nobody knows are logged and skipped. A challenge is judged by the value it disputes (recorded by the game at
its opening), not by what the consumer's slot holds now. Any funded account may
defend; an operator that signed the result should.

Without --once it runs until interrupted. What fails (the node going away, a
refused send, a router that is down, a lost game) is logged and tried again with
backoff (1 s doubling to 30 s), each challenge and game on its own; it waits for the
node at start too. It exits only on what a restart cannot fix, with status 2: the
node serves another chain (than --chain-id, or than at start), or the consumer or
game address holds no contract.
`, stderr)
	f := addDaemonFlags(fs)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if err := f.checkProver(); err != nil {
		return err
	}
	s, err := f.setup(ctx, stderr)
	if err != nil {
		return err
	}
	defer s.client.Close()
	prover, err := f.leafProver(s.engine.Model, s.log)
	if err != nil {
		return err
	}
	d := &audit.Defender{Backend: s.client, Consumer: s.consumer, Game: s.game, Sender: s.sender, Engine: s.engine, Prompts: s.prompts, Log: s.log, Prover: prover}
	if !*f.once {
		return daemonExit(d.Run(ctx, *f.from, *f.poll))
	}
	head, err := s.client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	ids, err := audit.Challenges(ctx, s.client, s.game, *f.from, head)
	if err != nil {
		return err
	}
	for _, id := range ids {
		def, err := d.Defend(ctx, id)
		if err != nil {
			return lostExit(err)
		}
		fmt.Fprintf(stdout, "challenge %d input %s: defended %v game %d outcome %+v\n", def.ChallengeID, def.Input, def.Defended, def.GameID, def.Outcome)
	}
	return nil
}
