package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
)

// labReport is what `bisect lab --json` prints.
type labReport struct {
	Transcript *bisection.Transcript `json:"transcript"`
	// Challenge is the challenge opened, Game its one defence game.
	Challenge uint64 `json:"challenge"`
	Game      uint64 `json:"game"`
	// Gas is each move's gas, in transcript order (whole transactions).
	Gas []uint64 `json:"gas"`
	// MaxMoveGas is the most gas of a bisect or timeout move; StepGas the
	// one-step's (0 if the game ended otherwise).
	MaxMoveGas         uint64 `json:"max_move_gas"`
	StepGas            uint64 `json:"step_gas"`
	OpenGas            uint64 `json:"open_gas"`
	DefendGas          uint64 `json:"defend_gas"`
	ResolveGas         uint64 `json:"resolve_gas,omitempty"`
	VerifyAndUpdateGas uint64 `json:"verify_and_update_gas"`
	Rounds             int    `json:"rounds"`
	ResultValid        bool   `json:"result_valid"`
	Contracts          struct {
		Engine, Registry, Consumer, Step, Game common.Address
	} `json:"contracts"`
}

func parseSizes(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return []int{}, nil
	}
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%w: --sub item %q is not a positive integer", errUsage, f)
		}
		out = append(out, v)
	}
	return out, nil
}

func cmdLab(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("lab", "lab --tokens N --diverge K --liar challenger|defender [--json] [--sub 4,3] [--clock 24h] [--manifest DIR]",
		`Plays one whole dispute game on an in-process chain (go-ethereum's simulated
backend, Osaka rules) with the real contracts: four operators registered with BLS
keys and proofs of possession, a quorum landing the defender's root through
LLMConsumer.verifyAndUpdate, DisputeGame over the alphabet one-step (level 0: one
leaf per token; finer levels of --sub leaves each). The liar diverges from the
honest trace at checkpoint --diverge. The challenger opens a challenge, the first
operator defends it (a game of its own), both sides play the solver, and a
challenger win is resolved once the join window has closed: the result is
invalidated and the signers slashed. Prints the transcript, the rounds and the gas of every move.
With --engine the trace is the model's (stories260K by default: prompt [1] and
--tokens answer tokens computed by the native engine) and the one-step is
EngineStep re-executing one chunk of one op (through IQ16Engine.runOp), one
segment of an attention head's cached positions, or one layer's KV update
(--op equal to the step's op count: the link level, --chunk the layer, or the
layer count for the link seal); the liar departs at (--diverge, --op,
--chunk[, --segment]).
`, stderr)
	tokens := fs.Int("tokens", 16, "checkpoints of the disputed result (answer tokens after a one-token prompt)")
	diverge := fs.Int("diverge", 0, "first checkpoint the liar gets wrong")
	liarFlag := fs.String("liar", "defender", "which side lies: defender (a wrong result landed) or challenger (a correct one disputed)")
	sub := fs.String("sub", "4,3", "sizes of the levels below the checkpoints, comma-separated (empty: none)")
	clock := fs.Duration("clock", 24*time.Hour, "each side's chess clock")
	manifest := fs.String("manifest", "", "manifest folder the engine is deployed for (default testdata/manifests/stories260K)")
	engine := fs.Bool("engine", false, "play the engine trace of the manifest's model (prompt [1], --tokens answer tokens) with EngineStep instead of the alphabet")
	op := fs.Int("op", 0, "with --engine: the op of checkpoint --diverge where the liar's trace departs")
	chunk := fs.Int("chunk", 0, "with --engine: the chunk of that op where it departs (in the link level: the layer)")
	segment := fs.Int("segment", -1, "with --engine, in an attention op: the segment leaf of that chunk (head) where it departs (SPEC.md §8.1; -1: depart at the chunk)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	liar, err := bisection.ParseSide(*liarFlag)
	if err != nil {
		return fmt.Errorf("%w: --liar: %v", errUsage, err)
	}
	sizes, err := parseSizes(*sub)
	if err != nil {
		return err
	}
	if *tokens < 1 || *tokens > 1<<16 {
		return fmt.Errorf("%w: --tokens %d outside 1 … 65536", errUsage, *tokens)
	}
	if *diverge < 0 || *diverge >= *tokens {
		return fmt.Errorf("%w: --diverge %d outside 0 … %d", errUsage, *diverge, *tokens-1)
	}
	if *clock < time.Second {
		return fmt.Errorf("%w: --clock %v below one second", errUsage, *clock)
	}
	if *engine && (*op < 0 || *chunk < 0) {
		return fmt.Errorf("%w: --op and --chunk must not be negative", errUsage)
	}
	env, err := labchain.Start(ctx, labchain.Options{ManifestDir: *manifest, SubSizes: sizes, Clock: *clock, Engine: *engine})
	if err != nil {
		return err
	}
	defer env.Close()
	var res *labchain.GameResult
	if *engine {
		if *tokens > env.Manifest.Config.SeqLen {
			return fmt.Errorf("%w: --tokens %d past the model's context of %d", errUsage, *tokens, env.Manifest.Config.SeqLen)
		}
		d := []int{*diverge, *op, *chunk}
		if *segment >= 0 {
			d = append(d, *segment)
		}
		res, err = env.PlayEngine(ctx, labchain.EngineGame{Prompt: []int{1}, N: *tokens, Diverge: d, Liar: liar})
	} else {
		res, err = env.PlayAlphabet(ctx, labchain.AlphabetGame{Tokens: *tokens, Diverge: *diverge, Liar: liar})
	}
	if err != nil {
		if errors.Is(err, bisection.ErrNoChainStep) {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		return err
	}
	rep := labReport{
		Transcript: res.Transcript, Challenge: res.ChallengeID, Game: res.GameID, Gas: res.Gas, OpenGas: res.OpenGas, DefendGas: res.DefendGas,
		ResolveGas: res.ResolveGas, VerifyAndUpdateGas: res.Landed.Gas, Rounds: res.Final.TotalRounds(),
	}
	for j, e := range res.Transcript.Entries {
		if e.Kind == bisection.Step {
			rep.StepGas = res.Gas[j]
		} else {
			rep.MaxMoveGas = max(rep.MaxMoveGas, res.Gas[j])
		}
	}
	rep.Contracts.Engine, rep.Contracts.Registry, rep.Contracts.Consumer = env.Engine, env.Registry, env.Consumer
	rep.Contracts.Step, rep.Contracts.Game = env.Step, env.Game
	if rep.ResultValid, err = env.IsValid(ctx, inference.InputHash(res.Landed.Request.Prompt, res.Landed.Request.N)); err != nil {
		return err
	}
	o := res.Final.Outcome
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(stdout, "challenge %d, defended by operator 0 in game %d\n", rep.Challenge, rep.Game)
		if err := res.Transcript.Write(stdout); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "gas per move:")
		for _, g := range res.Gas {
			fmt.Fprintf(stdout, " %d", g)
		}
		fmt.Fprintf(stdout, "\nrounds %d; max bisect/timeout move gas %d; one-step %d; open %d; defend %d; verifyAndUpdate %d",
			rep.Rounds, rep.MaxMoveGas, rep.StepGas, rep.OpenGas, rep.DefendGas, rep.VerifyAndUpdateGas)
		if rep.ResolveGas > 0 {
			fmt.Fprintf(stdout, "; resolve %d (result invalidated, %d signers slashed)", rep.ResolveGas, len(res.Landed.SignerKeys))
		}
		fmt.Fprintf(stdout, "\nresult valid on the consumer: %v\n", rep.ResultValid)
	}
	if o == nil || o.Winner == liar {
		return fmt.Errorf("%w: the lying %s won (%+v)", errLost, liar, o)
	}
	return nil
}
