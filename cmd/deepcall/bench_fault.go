package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/deepcall/deepcall/internal/ethcall"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/dispute"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// faultReport is `deepcall bench fault --json`: a devnet with a faulty
// quorum lands a wrong answer through its daemons, the first faulty
// operator defends it over a lying trace, and `bisect challenge` (the
// binary, as a process over JSON-RPC) disputes it to the slash. Every figure
// is read back from the chain.
type faultReport struct {
	Inputs struct {
		Model       string  `json:"model"`
		Manifest    string  `json:"manifest"`
		Shape       string  `json:"shape"`
		PinOnly     bool    `json:"pin_only"`
		Operators   int     `json:"operators"`
		Faulty      []int   `json:"faulty"`
		Fault       string  `json:"fault"`
		Prompt      []int   `json:"prompt"`
		Tokens      int     `json:"tokens"`
		BlockPeriod string  `json:"block_period"`
		JoinWindowS int64   `json:"join_window_s"`
		SlashBips   uint64  `json:"slash_bips"`
		Bisect      string  `json:"bisect"` // the challenger's command line
		Chain       string  `json:"chain"`
		StartupMS   float64 `json:"devnet_startup_ms"`
	} `json:"inputs"`
	Metrics faultMetrics `json:"metrics"`
}

type faultMetrics struct {
	// LandMS is the prompt posted to the router → the wrong answer landed.
	LandMS    float64 `json:"land_ms"`
	LandBlock uint64  `json:"land_block"`
	Challenge uint64  `json:"challenge"`
	Game      uint64  `json:"game"`
	Winner    string  `json:"winner"`
	Reason    string  `json:"reason"`
	// Leaf is the one-step's leaf, one index per level.
	Leaf []int `json:"leaf"`
	// Moves is the game's move count (bisect moves and the one-step).
	Moves int `json:"moves"`
	// Levels are the trace's levels with the verdicts (halvings) played in
	// each; LevelsPlayed those the game went through.
	Levels       []faultLevel `json:"levels"`
	LevelsPlayed int          `json:"levels_played"`
	Transactions []faultTx    `json:"transactions"`
	GasOpen      uint64       `json:"gas_open"`
	GasDefend    uint64       `json:"gas_defend"`
	GasOneStep   uint64       `json:"gas_one_step"`
	OneStepBy    string       `json:"one_step_by"`
	GasResolve   uint64       `json:"gas_resolve"`
	GasMoveMax   uint64       `json:"gas_bisect_move_max"`
	GasMoveMean  float64      `json:"gas_bisect_move_mean"`
	// ChallengerGas is every transaction the challenger's account sent to
	// the game (open, its moves, the one-step if it sent it, resolve);
	// DefenderGas the faulty defender's.
	ChallengerGas uint64 `json:"challenger_gas"`
	ChallengerTxs int    `json:"challenger_txs"`
	DefenderGas   uint64 `json:"defender_gas"`
	DefenderTxs   int    `json:"defender_txs"`
	// WallMS is `bisect challenge --once` from start to exit (model load,
	// recomputation, open, the game, the join window's close, resolve);
	// GameS is the open's block to the one-step's block, ResolveS the open's
	// block to the resolve's, in chain seconds.
	WallMS       float64  `json:"bisect_wall_ms"`
	GameS        uint64   `json:"game_chain_s"`
	ResolveS     uint64   `json:"open_to_resolve_chain_s"`
	BisectMaxRSS uint64   `json:"bisect_max_rss_bytes"`
	StakeBefore  []string `json:"stake_before"`
	StakeAfter   []string `json:"stake_after"`
	Slashed      []int    `json:"slashed"`
	ResultValid  bool     `json:"result_valid_after"`
}

type faultLevel struct {
	Name   string `json:"name"`
	Rounds int    `json:"rounds"`
}

type faultTx struct {
	Block  uint64 `json:"block"`
	By     string `json:"by"` // challenger, defender or the sender's address
	Method string `json:"method"`
	Level  *int   `json:"level,omitempty"` // bisect: the level of its claim (or verdict)
	Gas    uint64 `json:"gas"`
	Tx     string `json:"tx"`
}

// ErrNoBisect: bench fault found no bisect binary to run.
var ErrNoBisect = errors.New("no bisect binary: build it (make build) or give --bisect PATH")

func benchFault(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench fault", "bench fault [--model PATH|synth:qwen3-0.6b] [--tokens T] [--prompt-ids 1,2] [--operators K] [--fault SPEC] [--faulty I,J,…|all] [--join-window D] [--bisect PATH] [--json] [--out FILE]", stderr)
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, `
A dispute on a devnet, end to end: the devnet (1 s blocks) serves --model with
its daemons; the --faulty operators sign every answer with --fault (as
'deepcall devnet --fault'), so the prompt's wrong answer lands; the first
faulty operator defends it over a lying trace; 'bisect challenge --once
--task ID' (the binary, a separate process over JSON-RPC, with the devnet's
challenger key) recomputes it, opens a challenge, plays the game to the
one-step and resolves once the join window closed. The report gives the
game's moves, its rounds per level, every transaction's gas (the one-step's
apart), the challenger's total gas, the wall time of bisect, and each
operator's stake before and after.
`)
	}
	modelPath := fs.String("model", filepath.Join("testdata", "manifests", "stories260K"), "the model the devnet pins and serves: a manifest folder, a llama2.c checkpoint, a Hugging Face folder or synth:qwen3-0.6b")
	tokens := fs.Int("tokens", 4, "tokens generated for the prompt")
	promptIDs := fs.String("prompt-ids", "", "the prompt's token ids (default: BOS and 7)")
	operators := fs.Int("operators", devnet.DefaultOperators, "operators on the devnet")
	faultSpec := fs.String("fault", "wrong-from=1", "the faulty operators' fault (it must include wrong-from=K)")
	faultyList := fs.String("faulty", "", "the faulty operators: indices or all (default: all but the last)")
	join := fs.Duration("join-window", 30*time.Second, "the game's join window, whole seconds (the faulty defence must join within it)")
	bisectPath := fs.String("bisect", "", "the bisect binary (default: bisect beside this executable, else on the PATH)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	fault, err := operator.ParseFault(*faultSpec)
	if err != nil {
		return fmt.Errorf("%w: --fault: %v", errUsage, err)
	}
	if !fault.WrongFromSet {
		return fmt.Errorf("%w: --fault %s lands no wrong answer: give wrong-from=K", errUsage, fault)
	}
	if *operators < 1 || *operators > devnet.MaxOperators {
		return fmt.Errorf("%w: --operators %d: want 1 to %d", errUsage, *operators, devnet.MaxOperators)
	}
	faulty, err := parseFaulty(*faultyList, *operators)
	if err != nil {
		return err
	}
	if *join < time.Second || *join%time.Second != 0 {
		return fmt.Errorf("%w: --join-window %s: want whole seconds", errUsage, *join)
	}
	bisect, err := findBisect(*bisectPath)
	if err != nil {
		return err
	}
	path, err := resolveModel(ctx, *modelPath, 0, stderr)
	if err != nil {
		return err
	}
	chain, err := devnet.Start(ctx, devnet.Options{Operators: *operators, BlockPeriod: time.Second, ModelDir: path,
		Game: deploy.GameConfig{JoinWindow: *join}})
	if err != nil {
		return err
	}
	defer chain.Close()
	mf := chain.Model.Manifest
	prompt := []int{max(mf.Config.BOS, 0), 7 % mf.Config.Vocab}
	if *promptIDs != "" {
		if prompt, err = parseIDs(*promptIDs); err != nil {
			return fmt.Errorf("%w: --prompt-ids: %v", errUsage, err)
		}
	}
	if err := inference.CheckRequest(mf.Config, prompt, *tokens); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	faults := map[int]operator.Fault{}
	for _, i := range faulty {
		faults[i] = fault
	}
	st := stack.New(stack.Options{Faults: faults})
	if err := chain.StartServices(ctx, append(st.Services(), &dispute.Liar{Operator: faulty[0], Fault: fault})...); err != nil {
		return err
	}
	var rep faultReport
	in := &rep.Inputs
	c := mf.Config
	in.Model, in.Manifest, in.PinOnly = *modelPath, mf.Hash.String(), chain.Deployment.PinOnly
	in.Shape = fmt.Sprintf("dim %d, hidden %d, %d layers, %d/%d heads of %d, vocab %d, context %d, %d weight chunks",
		c.Dim, c.HiddenDim, c.Layers, c.Heads, c.KVHeads, c.HeadSize, c.Vocab, c.SeqLen, len(mf.Weights.Chunks))
	in.Operators, in.Faulty, in.Fault, in.Prompt, in.Tokens = len(chain.Operators), faulty, fault.String(), prompt, *tokens
	in.BlockPeriod, in.JoinWindowS, in.SlashBips = chain.BlockPeriod.String(), int64(join.Seconds()), chain.Deployment.Game.SlashBips
	in.Chain = "devnet: go-ethereum node in process, EigenLayer core, the operators, aggregator and router in process over HTTP; bisect a separate process over JSON-RPC"
	in.StartupMS = ms64(chain.StartupTime)
	m := &rep.Metrics
	client := chain.Client()
	if m.StakeBefore, err = faultStakes(ctx, client, chain); err != nil {
		return err
	}

	// the wrong answer lands
	posted := time.Now()
	landed, err := postTask(ctx, chain.RouterURL(), prompt, *tokens)
	if err != nil {
		return err
	}
	task := string(landed.ID)
	m.LandMS = ms64(time.Since(posted))
	d := chain.Deployment.Contracts
	input := inference.InputHash(prompt, *tokens)
	head, err := client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	ups, err := audit.Updates(ctx, client, d.Consumer, chain.Deployment.Block, head)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(ups, func(u audit.Updated) bool { return u.Input == input })
	if i < 0 {
		return fmt.Errorf("task %s landed but no Updated event holds its input %s", task, input)
	}
	m.LandBlock = ups[i].Block
	honest, err := (&inference.Engine{Model: chain.Weights, Manifest: mf.Hash, Backend: inference.CPU{}}).Generate(ctx, prompt, *tokens, nil)
	if err != nil {
		return err
	}
	if protocol.ResultValue(ups[i].Root, ups[i].Tokens) == protocol.ResultValue(honest.Root, honest.Tokens) {
		return fmt.Errorf("the faulty quorum landed the honest answer: do the faulty operators (%v) hold the threshold?", faulty)
	}

	// bisect challenge, as a process
	dir, err := os.MkdirTemp("", "deepcall-bench-fault-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	keyFile := filepath.Join(dir, "challenger.key")
	if err := os.WriteFile(keyFile, []byte(hexutil.Encode(crypto.FromECDSA(devnet.ChallengerKey()))), 0o600); err != nil {
		return err
	}
	bargs := []string{"challenge", "--rpc", chain.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", d.Game.Hex(), "--key", keyFile,
		"--model", chain.ModelDir, "--task", task, "--router", chain.RouterURL(), "--from-block", strconv.FormatUint(m.LandBlock, 10),
		"--chain-id", strconv.FormatUint(chain.ChainID, 10), "--poll", "250ms", "--once"}
	in.Bisect = bisect + " " + strings.Join(bargs, " ")
	cmd := exec.CommandContext(ctx, bisect, bargs...)
	var bout, berr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &bout, &berr
	start := time.Now()
	err = cmd.Run()
	m.WallMS = ms64(time.Since(start))
	if err != nil {
		return fmt.Errorf("bisect challenge: %w\n%s\n%s", err, bout.String(), tail(berr.String(), 4000))
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		m.BisectMaxRSS = uint64(ru.Maxrss) * 1024 // kilobytes on Linux
	}
	if err := faultFigures(ctx, client, chain, m, input, chain.Operators[faulty[0]].Address); err != nil {
		return err
	}
	if m.StakeAfter, err = faultStakes(ctx, client, chain); err != nil {
		return err
	}
	for i := range m.StakeBefore {
		if m.StakeAfter[i] != m.StakeBefore[i] {
			m.Slashed = append(m.Slashed, i)
		}
	}
	valid, err := ethcall.View(ctx, client, d.Consumer, nil, bindings.NewLLMConsumer().PackIsValid(input), bindings.NewLLMConsumer().UnpackIsValid)
	if err != nil {
		return err
	}
	m.ResultValid = valid
	var levels []string
	for _, l := range m.Levels {
		levels = append(levels, fmt.Sprintf("%s %d", l.Name, l.Rounds))
	}
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "wrong answer landed in %.0f ms; bisect challenge: challenge %d, game %d won by the %s by %s at leaf %v after %d moves (rounds: %s); one-step %d gas, largest move %d gas, challenger %d gas in %d transactions; bisect %.1f s wall (game %d s, open to resolve %d s); slashed %v, result valid %v\n",
			m.LandMS, m.Challenge, m.Game, m.Winner, m.Reason, m.Leaf, m.Moves, strings.Join(levels, ", "), m.GasOneStep, m.GasMoveMax, m.ChallengerGas, m.ChallengerTxs,
			m.WallMS/1000, m.GameS, m.ResolveS, m.Slashed, m.ResultValid)
	})
}

// findBisect resolves --bisect.
func findBisect(flagPath string) (string, error) {
	if flagPath != "" {
		if _, err := os.Stat(flagPath); err != nil {
			return "", fmt.Errorf("%w: --bisect: %v", errUsage, err)
		}
		return flagPath, nil
	}
	if exe, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(exe), "bisect")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	if p, err := exec.LookPath("bisect"); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("%w: %w", errUsage, ErrNoBisect)
}

// postTask posts a task to the router and waits until it landed; it
// returns the landed task (its Updated is when it landed).
func postTask(ctx context.Context, router string, prompt []int, n int) (*api.Task, error) {
	rc := api.NewRouterClient(router, nil)
	task, _, err := rc.Submit(ctx, api.TaskRequest{Prompt: prompt, N: n})
	if err != nil {
		return nil, fmt.Errorf("router: %w", err)
	}
	for task.Status != api.StatusLanded {
		if task.Status == api.StatusFailed {
			return nil, fmt.Errorf("task %s failed: %v", task.ID, task.Error)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if task, err = rc.Task(ctx, task.ID); err != nil {
			return nil, fmt.Errorf("router: %w", err)
		}
	}
	return task, nil
}

func faultStakes(ctx context.Context, client *ethclient.Client, chain *devnet.Chain) ([]string, error) {
	reg := bindings.NewOperatorRegistry()
	var out []string
	for _, op := range chain.Operators {
		s, err := ethcall.View(ctx, client, chain.Deployment.Contracts.Registry, nil, reg.PackStakeOf(op.Address), reg.UnpackStakeOf)
		if err != nil {
			return nil, fmt.Errorf("stake of operator %d: %w", op.Index, err)
		}
		out = append(out, s.String())
	}
	return out, nil
}

// faultFigures reads the challenge on input, its game and every transaction
// sent to the game since the landing.
func faultFigures(ctx context.Context, client *ethclient.Client, chain *devnet.Chain, m *faultMetrics, input inference.Hash, defender common.Address) error {
	d := chain.Deployment.Contracts
	gameABI := bisection.GameABI()
	id, err := bisection.LatestChallenge(ctx, client, d.Game, d.Consumer, input)
	if err != nil {
		return err
	}
	ch := bisection.ChainChallenge{Client: client, Address: d.Game, ID: id}
	rec, err := ch.Read(ctx)
	if err != nil {
		return err
	}
	if len(rec.Games) != 1 {
		return fmt.Errorf("challenge %d has %d games, want the faulty defence's one", rec.ID, len(rec.Games))
	}
	m.Challenge, m.Game = rec.ID, rec.Games[0]
	g, _, err := ch.Game(m.Game).Read(ctx)
	if err != nil {
		return err
	}
	if g.Outcome == nil {
		return fmt.Errorf("game %d is not over", m.Game)
	}
	m.Winner, m.Reason, m.Leaf, m.Moves = g.Outcome.Winner.String(), g.Outcome.Reason.String(), g.Outcome.Path, g.Moves
	// the level names are the engine trace's
	tr, err := bisection.NewEngineTrace(&inference.Engine{Model: chain.Weights, Manifest: chain.Model.Manifest.Hash}, []int{max(chain.Model.Manifest.Config.BOS, 0)}, 1, bisection.EngineOptions{})
	if err != nil {
		return err
	}
	for l := range tr.Levels() {
		r := 0
		if l < len(g.Rounds) {
			r = g.Rounds[l]
		}
		m.Levels = append(m.Levels, faultLevel{Name: tr.LevelName(l), Rounds: r})
	}
	m.LevelsPlayed = len(g.Outcome.Path)
	challenger := rec.Challenger
	head, err := client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(chain.ChainID))
	var (
		openTime, stepTime, resolveTime uint64
		moves                           []uint64
	)
	for b := m.LandBlock; b <= head; b++ {
		blk, err := client.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			return err
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != d.Game || len(tx.Data()) < 4 {
				continue
			}
			from, err := types.Sender(signer, tx)
			if err != nil {
				return err
			}
			r, err := client.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				return err
			}
			if r.Status != types.ReceiptStatusSuccessful {
				continue // a refused move (a race lost): not part of the game
			}
			ga := gameABI.GetABI()
			method, err := ga.MethodById(tx.Data()[:4])
			if err != nil {
				return fmt.Errorf("transaction %s to the game: %w", tx.Hash(), err)
			}
			ft := faultTx{Block: b, By: from.Hex(), Method: method.Name, Gas: r.GasUsed, Tx: tx.Hash().Hex()}
			switch from {
			case challenger:
				ft.By = "challenger"
				m.ChallengerGas += r.GasUsed
				m.ChallengerTxs++
			case defender:
				ft.By = "defender"
				m.DefenderGas += r.GasUsed
				m.DefenderTxs++
			}
			switch method.Name {
			case "open":
				m.GasOpen, openTime = r.GasUsed, blk.Time()
			case "defend":
				m.GasDefend = r.GasUsed
			case "step":
				m.GasOneStep, m.OneStepBy, stepTime = r.GasUsed, ft.By, blk.Time()
			case "resolve":
				m.GasResolve, resolveTime = r.GasUsed, blk.Time()
			case "bisect":
				moves = append(moves, r.GasUsed)
				m.GasMoveMax = max(m.GasMoveMax, r.GasUsed)
				for _, lg := range r.Logs {
					if ev, err := gameABI.UnpackBisectedEvent(lg); err == nil {
						lvl := int(ev.On.Level)
						if ev.HasClaim {
							lvl = int(ev.At.Level)
						}
						ft.Level = &lvl
					}
				}
			}
			m.Transactions = append(m.Transactions, ft)
		}
	}
	if len(moves) > 0 {
		var sum uint64
		for _, g := range moves {
			sum += g
		}
		m.GasMoveMean = float64(sum) / float64(len(moves))
	}
	if stepTime >= openTime {
		m.GameS = stepTime - openTime
	}
	if resolveTime >= openTime {
		m.ResolveS = resolveTime - openTime
	}
	return nil
}

// tail is the last n bytes of s.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
