package gasbench

import (
	"context"
	"encoding/json"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/reference"
)

// TestRunSmall runs the whole bench on small settings, and checks the
// extrapolation method: the figure extrapolated from (1, v), (2, v) and
// (1, vocab) must match a direct measurement of the target shape.
func TestRunSmall(t *testing.T) {
	ctx := context.Background()
	target := reference.Config{Dim: 64, HiddenDim: 160, Layers: 3, Heads: 4, KVHeads: 2, HeadSize: 16,
		Vocab: 200, SeqLen: 16, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit, QKNorm: true}
	opts := Options{
		Stories260K:    filepath.Join(golden.Dir(), "manifests", "stories260K"),
		Positions:      []int{0, 1, 8},
		SpeedTokens:    8,
		Qwen:           &target,
		QwenLayerVocab: 32,
		Logger:         slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
	}
	rep, err := Run(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", js)
	for _, k := range []string{"gas_per_token_stories260k", "gas_per_token_0p6b", "sim_mgas_per_s", "native_over_evm_speedup"} {
		if v, ok := rep.Metrics[k]; !ok || !(v > 0) {
			t.Fatalf("metric %s = %v", k, v)
		}
	}
	opts.defaults()
	direct, _, err := qwenShape(ctx, &opts, target.Layers, target.Vocab)
	if err != nil {
		t.Fatal(err)
	}
	got := rep.Metrics["gas_per_token_0p6b"]
	if rel := math.Abs(got-float64(direct)) / float64(direct); rel > 0.01 {
		t.Fatalf("extrapolated %.0f gas, measured %d directly (%.3f%% off)", got, direct, 100*rel)
	}
	t.Logf("extrapolated %.0f, measured %d", got, direct)
}

// TestFull runs the default bench (minutes; set DEEPCALL_GASBENCH_FULL=1)
// and prints the report.
func TestFull(t *testing.T) {
	if os.Getenv("DEEPCALL_GASBENCH_FULL") != "1" {
		t.Skip("set DEEPCALL_GASBENCH_FULL=1 to run the full gas bench")
	}
	rep, err := Run(context.Background(), Options{
		Stories260K: filepath.Join(golden.Dir(), "manifests", "stories260K"),
		Logger:      slog.New(slog.NewTextHandler(os.Stderr, nil)),
	})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", js)
}
