package bench

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
)

// TestEngineTiny runs the whole measurement on a small model so it stays fast.
func TestEngineTiny(t *testing.T) {
	cfg := reference.Config{Dim: 64, HiddenDim: 176, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 16,
		Vocab: 300, SeqLen: 32, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}
	rep, err := Engine(context.Background(), EngineOptions{Config: &cfg, Seed: 7, Tokens: 16, Warmup: 2,
		Rounds: 4, StreamPasses: 1})
	if err != nil {
		t.Fatal(err)
	}
	m, in := rep.Metrics, rep.Inputs
	if m.TokensPerS <= 0 || m.MACsPerS <= 0 || m.StreamBoundTokensPerS <= 0 || m.RatioToBound <= 0 || m.RatioToBestBound <= 0 {
		t.Errorf("non-positive metrics: %+v", m)
	}
	// 16 steps in 4 blocks of 4, each with its own bound.
	if len(m.RoundRatios) != 4 || in.Rounds != 4 {
		t.Errorf("%d round ratios over %d rounds, want 4", len(m.RoundRatios), in.Rounds)
	}
	if in.Seed != 7 || in.Tokens != 16 || in.Model != cfg || in.Workers < 1 || in.GoVersion == "" {
		t.Errorf("inputs not recorded: %+v", in)
	}
	// Tied: every layer matrix plus the embedding as classifier, 2 bytes each.
	want := int64(2 * cfg.Layers * (2*64*64 + 2*32*64 + 3*64*176))
	want += 2 * 300 * 64
	if in.WeightBytes != want {
		t.Errorf("weight_bytes %d, want %d", in.WeightBytes, want)
	}
	if _, err := json.Marshal(rep); err != nil {
		t.Fatal(err)
	}
}

// TestEngineFull prints the full bench report; set DEEPCALL_BENCH_FULL=1.
func TestEngineFull(t *testing.T) {
	if os.Getenv("DEEPCALL_BENCH_FULL") == "" {
		t.Skip("set DEEPCALL_BENCH_FULL=1 to run the full engine bench")
	}
	rep, err := Engine(context.Background(), EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", b)
}

// TestVsRuncSkipsWithoutBinary: no binary, no measurement, and the report
// says why.
func TestVsRuncSkipsWithoutBinary(t *testing.T) {
	rep, err := VsRunc(context.Background(), RuncOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Skipped == "" || rep.Metrics != nil || len(rep.Runs) != 0 {
		t.Fatalf("want a skip and no figures: %+v", rep)
	}
}

// TestVsRuncBadBinary: a missing binary, and one that runs but reports no
// rate (true(1)), each get a clear error.
func TestVsRuncBadBinary(t *testing.T) {
	ckpt := filepath.Join("..", "..", DefaultRuncCheckpoint)
	if _, err := VsRunc(context.Background(), RuncOptions{Binary: filepath.Join(t.TempDir(), "run"), Checkpoint: ckpt}); err == nil {
		t.Error("a missing binary was accepted")
	}
	tru, err := exec.LookPath("true")
	if err != nil {
		t.Skip("no true(1) here")
	}
	_, err = VsRunc(context.Background(), RuncOptions{Binary: tru, Checkpoint: ckpt, Tokens: 4, Repeats: 1})
	if !errors.Is(err, ErrRuncOutput) {
		t.Errorf("have %v, want ErrRuncOutput", err)
	}
}

// TestVsRunc runs the comparison for real when DEEPCALL_RUNC names a run.c
// binary (llama2.c's run.c built with -O3 -march=native).
func TestVsRunc(t *testing.T) {
	bin := os.Getenv("DEEPCALL_RUNC")
	if bin == "" {
		t.Skip("set DEEPCALL_RUNC=PATH/run to compare with llama2.c's run.c")
	}
	rep, err := VsRunc(context.Background(), RuncOptions{Binary: bin, Checkpoint: filepath.Join("..", "..", DefaultRuncCheckpoint), Repeats: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Runs {
		if r.RuncTokens != rep.Inputs.Tokens || r.EngineTokensPerS <= 0 || r.RuncTokensPerS <= 0 {
			t.Errorf("run %+v: want %d run.c tokens and positive rates", r, rep.Inputs.Tokens)
		}
	}
	b, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", b)
}
