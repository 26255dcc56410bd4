package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/agreement"
	"github.com/deepcall/deepcall/inference/bench"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/inference/tokenizer"
	"github.com/deepcall/deepcall/internal/backend"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/tools/gasbench"
)

var errHelp = cli.ErrHelp

// isInputError reports errors caused by what the user passed rather than by
// the machine.
func isInputError(err error) bool {
	for _, target := range []error{
		inference.ErrEmptyPrompt, inference.ErrTokenOutOfRange, inference.ErrContextOverflow,
		inference.ErrBadCount, inference.ErrInvalidModel, inference.ErrManifestMismatch,
		loader.ErrUnknownFormat, loader.ErrBadSource, os.ErrNotExist, tokenizer.ErrUnsupported,
		aggregator.ErrAlreadyRequested, aggregator.ErrAlreadyAnswered, aggregator.ErrEmptyRequest,
		aggregator.ErrLandingRefused, aggregator.ErrNotALanding,
	} {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: deepcall %s\n\nFlags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseIDs reads "1,2,3".
func parseIDs(s string) ([]int, error) {
	var out []int
	for i, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%w: --prompt-ids item %d: %q is not an integer", errUsage, i, f)
		}
		out = append(out, v)
	}
	return out, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// inferOutput is `deepcall infer --json`.
type inferOutput struct {
	Manifest inference.Hash `json:"manifest"`
	Prompt   []int          `json:"prompt"`
	Tokens   []int          `json:"tokens"`
	Text     *string        `json:"text"` // null without a tokenizer; with --chat, the reply
	// PromptText is the prompt --chat rendered with the model's template.
	PromptText *string `json:"prompt_text,omitempty"`
	// Finished (--chat): the reply ended with the end-of-turn token within n.
	Finished    *bool            `json:"finished,omitempty"`
	Checkpoints []inference.Hash `json:"checkpoints"`
	Root        inference.Hash   `json:"root"`
	Ops         int64            `json:"ops"`
	MACs        int64            `json:"macs"`
}

func cmdInfer(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("infer", "infer --model PATH (--prompt-ids 1,2,3 | --prompt TEXT [--tokenizer PATH] | --chat MESSAGE) -n N [--backend cpu|gpu [--gpu-device SUBSTR]] [--json]", stderr)
	model := fs.String("model", "", "llama2.c checkpoint, safetensors folder, GGUF file or manifest folder (required)")
	ids := fs.String("prompt-ids", "", "prompt as comma-separated token ids")
	prompt := fs.String("prompt", "", "prompt text, tokenized with the model's pinned tokenizer (or --tokenizer)")
	message := fs.String("chat", "", "a user message, rendered with the model's chat template; text is the reply up to its end-of-turn token")
	tokPath := fs.String("tokenizer", "", "Hugging Face tokenizer.json for --prompt and the output text, when the model pins none")
	n := fs.Int("n", 16, "tokens to generate")
	asJSON := fs.Bool("json", false, "print one JSON object")
	maxSeq := fs.Int("max-seq-len", 0, "cap the context of a Hugging Face or GGUF model (0: its config)")
	bf := backend.AddFlags(fs)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *model == "" {
		return fmt.Errorf("%w: --model is required", errUsage)
	}
	if err := bf.Check(); err != nil {
		return err
	}
	if given := btoi(*ids != "") + btoi(*prompt != "") + btoi(*message != ""); given != 1 {
		return fmt.Errorf("%w: give exactly one of --prompt-ids, --prompt and --chat", errUsage)
	}
	l, err := loader.Load(*model, loader.Options{MaxSeqLen: *maxSeq})
	if err != nil {
		return err
	}
	tok, err := l.OpenTokenizer()
	if err != nil {
		return err
	}
	if *tokPath != "" {
		if tok, err = loadTokenizer(*tokPath, l.Manifest, stderr); err != nil {
			return err
		}
	}
	if tok == nil && *ids == "" {
		return fmt.Errorf("%w: the model pins no tokenizer: give --tokenizer, or --prompt-ids", errUsage)
	}
	var promptIDs []int
	var tmpl *chat.Template
	var rendered *string
	switch {
	case *ids != "":
		if promptIDs, err = parseIDs(*ids); err != nil {
			return err
		}
	case *prompt != "":
		promptIDs = tok.EncodeSpecial(*prompt) // as the router tokenizes text
	default:
		if tmpl, err = l.ChatTemplate(tok); err != nil {
			return err
		}
		if tmpl == nil {
			return fmt.Errorf("%w: model %s has no chat template: give --prompt", errUsage, *model)
		}
		text, err := tmpl.Render([]chat.Message{{Role: "user", Content: *message}})
		if err != nil {
			return fmt.Errorf("%w: %v", errUsage, err)
		}
		promptIDs, rendered = tok.Encode(text), &text
	}
	b, err := backend.Open(bf.Options(0, 0))
	if err != nil {
		return err
	}
	defer backend.Close(b)
	e := &inference.Engine{Model: l.Model, Manifest: l.Manifest.Hash, Backend: b}
	res, err := e.Generate(ctx, promptIDs, *n, nil)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	out := inferOutput{Manifest: l.Manifest.Hash, Prompt: res.Prompt, Tokens: res.Tokens,
		Checkpoints: res.Checkpoints, Root: res.Root, Ops: res.Ops, MACs: res.MACs, PromptText: rendered}
	if tok != nil {
		reply := res.Tokens
		if tmpl != nil {
			var done bool
			reply, done = tmpl.Answer(res.Tokens)
			out.Finished = &done
		}
		text, err := tok.Decode(reply)
		if err != nil {
			return fmt.Errorf("decode output: %w", err)
		}
		out.Text = &text
	}
	if *asJSON {
		return writeJSON(stdout, out)
	}
	fmt.Fprintf(stdout, "manifest %s\nprompt   %v\ntokens   %v\n", out.Manifest, out.Prompt, out.Tokens)
	if out.Text != nil {
		fmt.Fprintf(stdout, "text     %q\n", *out.Text)
	}
	fmt.Fprintf(stdout, "root     %s (%d checkpoints, %d ops, %d MACs)\n", out.Root, len(out.Checkpoints), out.Ops, out.MACs)
	fmt.Fprintf(stdout, "backend  %s\n", backend.Describe(b))
	return nil
}

// loadTokenizer reads tokenizer.json and, when the manifest pins a tokenizer,
// insists on that exact file.
func loadTokenizer(path string, mf *inference.Manifest, stderr io.Writer) (*tokenizer.Tokenizer, error) {
	h, err := loader.TokenizerHash(path, false)
	if err != nil {
		return nil, err
	}
	if mf.Tokenizer != (inference.Hash{}) && h != mf.Tokenizer {
		return nil, fmt.Errorf("%w: tokenizer %s hashes to %s, the manifest pins %s", inference.ErrManifestMismatch, path, h, mf.Tokenizer)
	}
	tok, err := tokenizer.LoadFile(path)
	if err != nil {
		return nil, err
	}
	if tok.VocabSize() > mf.Config.Vocab {
		fmt.Fprintf(stderr, "warning: tokenizer has %d ids, the model %d: ids past the model's vocabulary will be refused\n", tok.VocabSize(), mf.Config.Vocab)
	}
	return tok, nil
}

func cmdAgree(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("agree", "agree --model PATH -n N [--json]", stderr)
	model := fs.String("model", "", "llama2.c checkpoint, safetensors folder or GGUF file: agreement needs the float model (required)")
	n := fs.Int("n", 512, "positions to compare, greedy from the prompt")
	ids := fs.String("prompt-ids", "", "prompt ids (default: the model's BOS token)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *model == "" {
		return fmt.Errorf("%w: --model is required", errUsage)
	}
	l, err := loader.Load(*model, loader.Options{})
	if err != nil {
		return err
	}
	if l.Float == nil {
		return fmt.Errorf("%w: %s is an exported manifest folder; agree needs the float checkpoint it came from", errUsage, *model)
	}
	prompt := []int{l.Float.Config.BOS}
	if *ids != "" {
		if prompt, err = parseIDs(*ids); err != nil {
			return err
		}
	} else if prompt[0] < 0 {
		return fmt.Errorf("%w: the model has no BOS token; pass --prompt-ids", errUsage)
	}
	rep, err := agreement.Compare(ctx, l.Float, l.Model, prompt, *n)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(stdout, rep)
	}
	fmt.Fprintf(stdout, "positions %d: identical greedy prefix %d, teacher-forced top-1 agreement %d\n", rep.Positions, rep.IdenticalPrefix, rep.TeacherForcedAgree)
	return nil
}

func cmdExport(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("export", "export (--from llama2c|hf|gguf PATH | --from synth:NAME) --out DIR [--tokenizer PATH] [--max-seq-len N]", stderr)
	from := fs.String("from", "", "source: llama2c, hf or gguf followed by the source path (a gguf file's chat template is kept in chat.json beside the manifest), or synth:qwen3-0.6b (a seeded random model of Qwen3-0.6B's shape with Qwen3's tokenizer pinned)")
	out := fs.String("out", "", "output folder (required; for synth: the model cache, $DEEPCALL_CACHE or $XDG_CACHE_HOME/deepcall, when left out)")
	tokPath := fs.String("tokenizer", "", "tokenizer.json to pin in the manifest (an hf folder's own tokenizer.json is pinned by default)")
	maxSeq := fs.Int("max-seq-len", 0, "cap the context of a Hugging Face or GGUF model (0: its config), or set a synth: model's (0: 2048)")
	// The source path sits after --from's value: "--from hf PATH --out DIR".
	var src string
	rest := args
	for i := 0; i+1 < len(args); i++ {
		if (args[i] == "--from" || args[i] == "-from") && i+2 < len(args) && !strings.HasPrefix(args[i+2], "-") {
			src = args[i+2]
			rest = append(append([]string(nil), args[:i+2]...), args[i+3:]...)
			break
		}
	}
	if err := cli.Parse(fs, rest); err != nil {
		return err
	}
	if strings.HasPrefix(*from, loader.SynthPrefix) {
		return exportSynth(ctx, *from, *out, *tokPath, *maxSeq, stdout, stderr)
	}
	if *from != loader.KindLlama2c && *from != loader.KindHF && *from != loader.KindGGUF {
		return fmt.Errorf("%w: --from must be llama2c, hf or gguf, have %q", errUsage, *from)
	}
	if src == "" || *out == "" {
		return fmt.Errorf("%w: need --from KIND PATH and --out DIR", errUsage)
	}
	kind, err := loader.Detect(src)
	if err != nil {
		return err
	}
	if kind != *from {
		return fmt.Errorf("%w: %s is a %s source, not %s", errUsage, src, kind, *from)
	}
	l, err := loader.Load(src, loader.Options{MaxSeqLen: *maxSeq})
	if err != nil {
		return err
	}
	mf, blob, tok := l.Manifest, l.Blob, l.Tokenizer
	if *tokPath != "" {
		h, err := loader.TokenizerHash(*tokPath, false)
		if err != nil {
			return err
		}
		mf, blob = inference.NewManifest(l.Name, l.Model, h)
		tok = *tokPath
	}
	if err := loader.WriteDir(*out, mf, blob, tok); err != nil {
		return err
	}
	if err := loader.WriteExtras(*out, mf, l); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: manifest %s, %d chunks, %d weight bytes\n", *out, mf.Hash, len(mf.Weights.Chunks), mf.Weights.Size)
	return nil
}

// exportSynth is `export --from synth:NAME`: the model is generated a layer
// at a time into its folder (the cache's when out is empty).
func exportSynth(ctx context.Context, src, out, tokPath string, seqLen int, stdout, stderr io.Writer) error {
	s, err := loader.LookupSynth(src, seqLen)
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if out == "" {
		root, err := loader.CacheRoot()
		if err != nil {
			return err
		}
		out = s.CacheFolder(root)
	}
	tok, err := synthTokenizer(s, tokPath)
	if err != nil {
		return err
	}
	mf, err := loader.ExportSynth(ctx, s, out, tok, synthProgress(stderr, out))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %s: manifest %s, %d chunks, %d weight bytes, blob root %s\n", out, mf.Hash, len(mf.Weights.Chunks), mf.Weights.Size, mf.Weights.BlobRoot)
	return nil
}

func cmdBench(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: bench needs a target: %s", errUsage, benchTargets)
	}
	switch args[0] {
	case "engine":
		return benchEngine(ctx, args[1:], stdout, stderr)
	case "gas":
		return benchGas(ctx, args[1:], stdout, stderr)
	case "dispute":
		return benchDispute(ctx, args[1:], stdout, stderr)
	case "verify":
		return benchVerify(ctx, args[1:], stdout, stderr)
	case "e2e":
		return benchE2E(ctx, args[1:], stdout, stderr)
	case "load":
		return benchLoad(ctx, args[1:], stdout, stderr)
	case "prefix":
		return benchPrefix(ctx, args[1:], stdout, stderr)
	case "fault":
		return benchFault(ctx, args[1:], stdout, stderr)
	case "zk":
		return benchZK(ctx, args[1:], stdout, stderr)
	case "attest":
		return benchAttest(ctx, args[1:], stdout, stderr)
	case "committee":
		return benchCommittee(ctx, args[1:], stdout, stderr)
	case "onestep":
		return benchOneStep(ctx, args[1:], stdout, stderr)
	case "accuracy":
		return benchAccuracy(ctx, args[1:], stdout, stderr)
	}
	return fmt.Errorf("%w: bench needs a target: %s, have %q", errUsage, benchTargets, args[0])
}

// benchTargets names what cmdBench dispatches, for its usage errors.
const benchTargets = "engine, gas, verify, e2e, load, dispute, fault, zk, attest, committee, onestep or accuracy"

// writeReport writes a bench report to stdout (JSON or a summary line) and,
// with --out, to a file, so every figure is kept with its inputs.
func writeReport(rep any, asJSON bool, outFile string, stdout io.Writer, summary func()) error {
	if outFile != "" {
		f, err := os.Create(outFile)
		if err != nil {
			return err
		}
		if err := writeJSON(f, rep); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	if asJSON {
		return writeJSON(stdout, rep)
	}
	summary()
	return nil
}

func benchEngine(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench engine", "bench engine [--json] [--tokens N] [--workers N] [--batch B,...] [--model PATH | --shape NAME] [--backend cpu|gpu [--gpu-device SUBSTR]] [--vs-runc PATH/run [--runc-checkpoint FILE] [--runc-repeats N]] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	tokens := fs.Int("tokens", 0, "tokens to time (0: the default)")
	workers := fs.Int("workers", 0, "engine worker goroutines, and the bound's readers (0: GOMAXPROCS)")
	model := fs.String("model", "", "run this model instead of a random one: a manifest folder, llama2.c checkpoint or safetensors folder")
	shape := fs.String("shape", "bench", "the seeded random model without --model: "+strings.Join(slices.Sorted(maps.Keys(bench.Shapes)), " or "))
	runc := fs.String("vs-runc", "", "llama2.c's run.c binary (built beside the project): also time it against the engine on --runc-checkpoint; without it that comparison is skipped")
	runcCkpt := fs.String("runc-checkpoint", bench.DefaultRuncCheckpoint, "llama2.c checkpoint both programs run")
	runcRepeats := fs.Int("runc-repeats", 0, "measured run.c/engine pairs (0: the default)")
	batch := fs.String("batch", "", "batch sizes, comma-separated (1,4,16): measure batched decoding at each, in interleaved rounds, instead of one sequence")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	bf := backend.AddFlags(fs)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if err := bf.Check(); err != nil {
		return err
	}
	opts := bench.EngineOptions{Tokens: *tokens, Workers: *workers}
	if *model != "" {
		l, err := loader.Load(*model, loader.Options{})
		if err != nil {
			return err
		}
		opts.Model, opts.ModelPath = l.Model, *model
	} else {
		mk, ok := bench.Shapes[*shape]
		if !ok {
			return fmt.Errorf("%w: --shape %q: want %s", errUsage, *shape, strings.Join(slices.Sorted(maps.Keys(bench.Shapes)), " or "))
		}
		cfg := mk()
		opts.Config = &cfg
	}
	var sizes []int
	if *batch != "" {
		var err error
		if sizes, err = parseInts(*batch); err != nil {
			return fmt.Errorf("%w: --batch: %w", errUsage, err)
		}
	}
	// A device decodes in place of the CPU, which then decodes the same
	// prompts for the report's mismatches.
	if o := bf.Options(0, *workers); o.Name == backend.GPU {
		b, err := backend.Open(o)
		if err != nil {
			return err
		}
		defer backend.Close(b)
		opts.Backend = b
	}
	if sizes != nil {
		return benchBatch(ctx, bench.BatchOptions{EngineOptions: opts, Batches: sizes}, *asJSON, *outFile, stdout)
	}
	rep, err := bench.Engine(ctx, opts)
	if err != nil {
		return err
	}
	if rep.VsRunc, err = bench.VsRunc(ctx, bench.RuncOptions{Binary: *runc, Checkpoint: *runcCkpt, Repeats: *runcRepeats}); err != nil {
		return err
	}
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		m := rep.Metrics
		fmt.Fprintf(stdout, "engine: %.2f tokens/s, %.3g MAC/s; bound %.2f tokens/s (%.1f GB/s); ratio %.3f (to the best pass %.3f)\n",
			m.TokensPerS, m.MACsPerS, m.StreamBoundTokensPerS, m.StreamGBPerS, m.RatioToBound, m.RatioToBestBound)
		if m.Mismatches != nil {
			fmt.Fprintf(stdout, "backend %s on %s: %.1f GB/s of weights; %d mismatches with the CPU engine (bound above: the host's memory)\n",
				rep.Inputs.Backend, rep.Inputs.Device, m.WeightGBPerS, *m.Mismatches)
		}
		if r := rep.VsRunc; r.Metrics == nil {
			fmt.Fprintf(stdout, "vs run.c: skipped: %s\n", r.Skipped)
		} else {
			fmt.Fprintf(stdout, "vs run.c (%s, %d tokens, median of %d pairs): engine %.0f tokens/s, run.c %.0f tokens/s (%.0f whole process); ratio %.2f (CPU time %.2f)\n",
				r.Inputs.Checkpoint, r.Inputs.Tokens, r.Inputs.Repeats, r.Metrics.EngineTokensPerS, r.Metrics.RuncTokensPerS,
				r.Metrics.RuncProcessTokensPerS, r.Metrics.Ratio, r.Metrics.RatioCPU)
		}
	})
}

func benchBatch(ctx context.Context, opts bench.BatchOptions, asJSON bool, outFile string, stdout io.Writer) error {
	rep, err := bench.Batch(ctx, opts)
	if err != nil {
		return err
	}
	return writeReport(rep, asJSON, outFile, stdout, func() {
		for _, m := range rep.Metrics {
			fmt.Fprintf(stdout, "batch %d: %.1f tokens/s (%.2f× batch %d); bound %.1f tokens/s, ratio %.3f",
				m.Batch, m.TokensPerS, m.SpeedupToFirst, rep.Metrics[0].Batch, m.StreamBoundTokensPerS, m.RatioToBound)
			if m.Mismatches != nil {
				fmt.Fprintf(stdout, "; %d mismatches with the CPU engine", *m.Mismatches)
			}
			fmt.Fprintln(stdout)
		}
		if d := rep.Inputs.Device; d != "" {
			fmt.Fprintf(stdout, "backend %s on %s (bounds above: the host's memory)\n", rep.Inputs.Backend, d)
		}
	})
}

// parseInts parses a comma-separated list of positive integers.
func parseInts(s string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || v < 1 {
			return nil, fmt.Errorf("%q is not a positive integer", f)
		}
		out = append(out, v)
	}
	return out, nil
}

func benchGas(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench gas", "bench gas [--json] [--model DIR] [--qwen PATH|synth:qwen3-0.6b] [--extrapolate-0p6b] [--skip-0p6b] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	model := fs.String("model", filepath.Join("testdata", "manifests", "stories260K"), "stories260K manifest folder")
	skipQwen := fs.Bool("skip-0p6b", false, "leave out the 0.6B-shaped measurement")
	qwenDir := fs.String("qwen", "synth:qwen3-0.6b", "the 0.6B-shaped model measured on all its layers (a manifest folder, or a synth: model from the cache, exported on first use): about 17G gas of simulation, minutes, ~4 GB of memory")
	extrapolate := fs.Bool("extrapolate-0p6b", false, "measure the 0.6B shape on one and two layers and extrapolate in layers, as before the whole model could be run (no export needed)")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	opts := gasbench.Options{Stories260K: *model, SkipQwen: *skipQwen, Logger: logger}
	if !*skipQwen && !*extrapolate {
		var err error
		if opts.QwenDir, err = resolveModel(ctx, *qwenDir, 0, stderr); err != nil {
			return err
		}
	}
	rep, err := gasbench.Run(ctx, opts)
	if err != nil {
		return err
	}
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		keys := make([]string, 0, len(rep.Metrics))
		for k := range rep.Metrics {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(stdout, "%-36s %.0f\n", k, rep.Metrics[k])
		}
	})
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
