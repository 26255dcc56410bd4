package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"time"

	"github.com/deepcall/deepcall/inference/agreement"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/tools/gasbench"
)

// Benches of one real model: its one-step gas per leaf kind, and how closely
// the integer engine follows the float reference on chat prompts.

func benchOneStep(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench onestep", "bench onestep [--model PATH|smollm2] [--position K] [--json] [--out FILE]", stderr)
	modelPath := fs.String("model", "smollm2", "the model whose real weights are stepped, all its layers (a path, or a fetched model's name)")
	position := fs.Int("position", 40, "the disputed step: its attention reads position+1 cached positions")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	path, err := resolveModel(ctx, *modelPath, 0, stderr)
	if err != nil {
		return err
	}
	l, err := loader.Load(path, loader.Options{})
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	rep, err := gasbench.OneStep(ctx, gasbench.OneStepOptions{Position: *position, Logger: logger,
		Model: &gasbench.Weights{Model: l.Model, Manifest: l.Manifest, Blob: l.Blob}})
	if err != nil {
		return err
	}
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "%s one-steps (%d layers, position %d): most gas of an honest step %d\n", l.Name, l.Model.Config.Layers, *position, rep.MaxGas)
		printStepFigures(stdout, rep.Steps)
	})
}

// accuracyReport is `deepcall bench accuracy --json`.
type accuracyReport struct {
	Model    string  `json:"model"`
	Manifest string  `json:"manifest"`
	N        int     `json:"n"`
	Seconds  float64 `json:"seconds"`
	agreement.ChatReport
}

func benchAccuracy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench accuracy", "bench accuracy [--model PATH|smollm2] [--prompts FILE] [-n N] [--json] [--out FILE]", stderr)
	modelPath := fs.String("model", "smollm2", "a chat model with its float weights (a GGUF file, or a fetched model's name)")
	promptsFile := fs.String("prompts", "testdata/chat/prompts.json", `{"prompts": [...]}: each sent as one user message through the model's chat template`)
	n := fs.Int("n", 32, "positions compared after each prompt")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	var file struct {
		Prompts []string `json:"prompts"`
	}
	raw, err := os.ReadFile(*promptsFile)
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if err := json.Unmarshal(raw, &file); err != nil || len(file.Prompts) == 0 {
		return fmt.Errorf("%w: %s: want {\"prompts\": [text, ...]} (%v)", errUsage, *promptsFile, err)
	}
	path, err := resolveModel(ctx, *modelPath, 0, stderr)
	if err != nil {
		return err
	}
	start := time.Now()
	l, err := loader.Load(path, loader.Options{})
	if err != nil {
		return err
	}
	if l.Float == nil {
		return fmt.Errorf("%w: %s is an exported manifest folder; accuracy needs the float source", errUsage, path)
	}
	tok, err := l.OpenTokenizer()
	if err != nil {
		return err
	}
	tmpl, err := l.ChatTemplate(tok)
	if err != nil {
		return err
	}
	if tmpl == nil {
		return fmt.Errorf("%w: %s has no chat template", errUsage, path)
	}
	prompts := make([]agreement.ChatPrompt, len(file.Prompts))
	for i, p := range file.Prompts {
		text, err := tmpl.Render([]chat.Message{{Role: "user", Content: p}})
		if err != nil {
			return fmt.Errorf("%w: prompt %d: %v", errUsage, i, err)
		}
		prompts[i] = agreement.ChatPrompt{Text: p, IDs: tok.Encode(text)}
	}
	cr, err := agreement.Chat(ctx, l.Float, l.Model, prompts, *n, tmpl.EOS)
	if err != nil {
		return err
	}
	rep := accuracyReport{Model: l.Name, Manifest: l.Manifest.Hash.String(), N: *n, Seconds: time.Since(start).Seconds(), ChatReport: *cr}
	return writeReport(rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "%s, %d prompts, %d positions each: leading identical tokens median %.1f, worst %d; teacher-forced top-1 %.4f; whole replies identical %d of %d (%.0f s)\n",
			rep.Model, len(rep.Cases), rep.N, rep.IdenticalPrefixMedian, rep.IdenticalPrefixWorst, rep.TeacherForcedAgreement, rep.AnswersIdentical, len(rep.Cases), rep.Seconds)
	})
}
