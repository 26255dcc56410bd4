package main

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"path/filepath"
	"slices"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/tools/gasbench"
)

// disputeReport is `deepcall bench dispute --json`: figures from whole games
// played on an in-process chain against the real contracts.
type disputeReport struct {
	Metrics struct {
		// MaxMoveGas is the most gas any bisect or timeout transaction used
		// (whole transactions, intrinsic gas included), alphabet and engine
		// games alike.
		MaxMoveGas uint64 `json:"max_move_gas"`
		// OneStepGas is the most gas an engine step transaction used
		// (EngineStep re-executing one leaf of stories260K: a matvec chunk
		// from its rows of the weight overlays, an attention segment, or
		// another op through IQ16Engine.runOp; witness calldata included).
		OneStepGas uint64 `json:"one_step_gas"`
		// AttentionStepGas is the most gas of an attention segment step:
		// EngineStep re-executing one segment of one query head's attention
		// at position 511 (the longest cache), its positions' KV leaves and
		// their range proof in calldata. Included in OneStepGas.
		AttentionStepGas uint64 `json:"attention_step_gas"`
		// AlphabetStepGas is the same for the alphabet's one keccak.
		AlphabetStepGas uint64 `json:"alphabet_step_gas"`
		// Rounds512 is the verdicts of a game over 512 checkpoints (levels
		// 512 × sub sizes).
		Rounds512 int `json:"rounds_512"`
		// MaxOpenGas is open (a challenge, no game yet); MaxDefendGas is
		// defend (one defence game opened on a challenge: its clocks and
		// level 0's window, over the one-step's anchor and shape).
		MaxOpenGas   uint64 `json:"max_open_gas"`
		MaxDefendGas uint64 `json:"max_defend_gas"`
		// MaxResolveGas: resolve with all four operators signing (BLS
		// check, invalidation, four slashes).
		MaxResolveGas uint64  `json:"max_resolve_gas"`
		Games         int     `json:"games"`
		Seconds       float64 `json:"seconds"`
		// OneStep0p6b is EngineStep.step on one leaf of every kind of a
		// Qwen3-0.6B-shaped model (2 layers, full vocabulary), by kind;
		// OneStep0p6bMaxGas the most gas of those that returned the honest
		// leaf. Absent with --skip-0p6b.
		OneStep0p6b       map[string]*gasbench.StepFigure `json:"one_step_0p6b,omitempty"`
		OneStep0p6bMaxGas uint64                          `json:"one_step_0p6b_max_gas,omitempty"`
	} `json:"metrics"`
	Inputs struct {
		SubSizes  []int    `json:"sub_sizes"`
		Games     []string `json:"games"`
		Operators int      `json:"operators"`
		Chain     string   `json:"chain"`
		// OneStep0p6b is that measurement's model shape, request and
		// disputed position, and its time and memory.
		OneStep0p6b *gasbench.OneStepInputs `json:"one_step_0p6b,omitempty"`
	} `json:"inputs"`
	Notes []string `json:"notes,omitempty"`
}

func benchDispute(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench dispute", "bench dispute [--json] [--manifest DIR] [--skip-0p6b] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "manifest folder the engine is deployed for")
	skip0p6b := fs.Bool("skip-0p6b", false, "leave out the one-steps of the 0.6B-shaped model (2 layers, the full 151,936-word vocabulary: minutes, a few GB of memory)")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	start := time.Now()
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	env, err := labchain.Start(ctx, labchain.Options{ManifestDir: *manifest})
	if err != nil {
		return err
	}
	defer env.Close()
	var rep disputeReport
	rep.Inputs.SubSizes = env.Opts.SubSizes
	rep.Inputs.Operators = len(env.Operators)
	rep.Inputs.Chain = "go-ethereum simulated backend, Osaka (contracts/sim.ChainConfig)"
	games := []labchain.AlphabetGame{
		{Tokens: 512, Diverge: 300, Liar: bisection.Defender},
		{Tokens: 512, Diverge: 0, Liar: bisection.Challenger},
		{Tokens: 512, Diverge: 511, Liar: bisection.Defender},
		{Tokens: 100, Diverge: 64, Liar: bisection.Challenger},
		{Tokens: 1, Diverge: 0, Liar: bisection.Defender},
	}
	for i, g := range games {
		g.PromptToken = i + 1
		res, err := env.PlayAlphabet(ctx, g)
		if err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
		if o := res.Final.Outcome; o == nil || o.Winner == g.Liar {
			return fmt.Errorf("game %d: the lying %s won", i, g.Liar)
		}
		rep.Inputs.Games = append(rep.Inputs.Games, fmt.Sprintf("tokens=%d diverge=%d liar=%s", g.Tokens, g.Diverge, g.Liar))
		m := &rep.Metrics
		moves, step := splitGas(res.ChainResult)
		m.MaxMoveGas = max(m.MaxMoveGas, moves)
		m.AlphabetStepGas = max(m.AlphabetStepGas, step)
		if g.Tokens == 512 {
			m.Rounds512 = max(m.Rounds512, res.Final.TotalRounds())
		}
		m.MaxOpenGas = max(m.MaxOpenGas, res.OpenGas)
		m.MaxDefendGas = max(m.MaxDefendGas, res.DefendGas)
		m.MaxResolveGas = max(m.MaxResolveGas, res.ResolveGas)
		m.Games++
	}
	if err := env.Close(); err != nil {
		return err
	}
	// Engine games: the liar forges the trace from one op's leaf on; the
	// leaves are the costliest kinds to re-execute (the 512-row classifier,
	// argmax over 512 logits, a 172-row matvec chunk, the embedding, one
	// layer's KV update with its four tree paths, the link seal, an embed at
	// a generated position).
	eng, err := labchain.Start(ctx, labchain.Options{ManifestDir: *manifest, Engine: true})
	if err != nil {
		return err
	}
	defer eng.Close()
	// The last game lies inside attention at position 511, in the first
	// segment of the weighted-sum pass (path: step 511, op 62 = layer 4's
	// attention, head 5, segment leaf 4 of 2·3 + 1: positions 0 … 255, all
	// opened from the KV tree), the costliest segment step.
	engineGames := []labchain.EngineGame{
		{Prompt: []int{1, 5}, N: 2, Diverge: []int{2, 72, 7}},
		{Prompt: []int{1, 6}, N: 2, Diverge: []int{2, 73}},
		{Prompt: []int{1, 7}, N: 2, Diverge: []int{2, 66, 2}},
		{Prompt: []int{1, 8}, N: 2, Diverge: []int{0, 0}},
		{Prompt: []int{1, 9}, N: 2, Diverge: []int{2, 74, 4}},
		{Prompt: []int{1, 11}, N: 2, Diverge: []int{2, 74, 5}},
		{Prompt: []int{1, 10}, N: 2, Diverge: []int{2, 0}},
		{Prompt: []int{1, 9}, N: 511, Diverge: []int{511, 62, 5, 4}},
	}
	for _, g := range engineGames {
		g.Liar = bisection.Defender
		d := g.Diverge
		res, err := eng.PlayEngine(ctx, g)
		if err != nil {
			return fmt.Errorf("engine game %v: %w", d, err)
		}
		if o := res.Final.Outcome; o == nil || o.Winner != bisection.Challenger {
			return fmt.Errorf("engine game %v: the lying defender won", d)
		}
		rep.Inputs.Games = append(rep.Inputs.Games, fmt.Sprintf("engine stories260K prompt=%v n=%d diverge=%v liar=defender", g.Prompt, g.N, d))
		moves, step := splitGas(res.ChainResult)
		m := &rep.Metrics
		m.MaxMoveGas = max(m.MaxMoveGas, moves)
		m.OneStepGas = max(m.OneStepGas, step)
		if len(d) == 4 {
			m.AttentionStepGas = max(m.AttentionStepGas, step)
		}
		m.MaxOpenGas = max(m.MaxOpenGas, res.OpenGas)
		m.MaxDefendGas = max(m.MaxDefendGas, res.DefendGas)
		m.Games++
	}
	if err := eng.Close(); err != nil {
		return err
	}
	if !*skip0p6b {
		one, err := gasbench.OneStep(ctx, gasbench.OneStepOptions{Logger: logger})
		if err != nil {
			return err
		}
		rep.Metrics.OneStep0p6b, rep.Metrics.OneStep0p6bMaxGas = one.Steps, one.MaxGas
		rep.Inputs.OneStep0p6b = &one.OneStepInputs
		rep.Notes = append(rep.Notes, one.Notes...)
	}
	rep.Metrics.Seconds = time.Since(start).Seconds()
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		m := rep.Metrics
		fmt.Fprintf(stdout, "dispute: max move gas %d, engine one-step gas %d (attention segment %d, alphabet %d), rounds at 512 checkpoints %d, open %d, defend %d, resolve %d (%d games, %.1fs)\n",
			m.MaxMoveGas, m.OneStepGas, m.AttentionStepGas, m.AlphabetStepGas, m.Rounds512, m.MaxOpenGas, m.MaxDefendGas, m.MaxResolveGas, m.Games, m.Seconds)
		if m.OneStep0p6b != nil {
			fmt.Fprintf(stdout, "0.6B-shaped one-steps (%d layers, position %d): most gas of an honest step %d\n",
				rep.Inputs.OneStep0p6b.Shape["layers"], rep.Inputs.OneStep0p6b.Position, m.OneStep0p6bMaxGas)
			printStepFigures(stdout, m.OneStep0p6b)
		}
	})
}

// splitGas is the most gas of a game's bisect and timeout moves, and of its
// step.
func splitGas(r *bisection.ChainResult) (moves, step uint64) {
	for j, e := range r.Transcript.Entries {
		if e.Kind == bisection.Step {
			step = max(step, r.Gas[j])
		} else {
			moves = max(moves, r.Gas[j])
		}
	}
	return moves, step
}

// printStepFigures lists one-step figures by leaf kind, a line each.
func printStepFigures(w io.Writer, steps map[string]*gasbench.StepFigure) {
	for _, k := range slices.Sorted(maps.Keys(steps)) {
		f := steps[k]
		status := "fits"
		switch {
		case f.Error != "":
			status = "error: " + f.Error
		case !f.Fits:
			status = "does not fit"
		}
		fmt.Fprintf(w, "  %-20s gas %10d  calldata %9d bytes  %s\n", k, f.Gas, f.CalldataBytes, status)
	}
}
