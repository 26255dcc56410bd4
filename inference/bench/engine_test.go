package bench

import (
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference/reference"
)

// TestEngineTiny runs the whole measurement on a small model so it stays fast.
func TestEngineTiny(t *testing.T) {
	cfg := reference.Config{Dim: 64, HiddenDim: 176, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 16,
		Vocab: 300, SeqLen: 32, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}
	rep, err := Engine(context.Background(), EngineOptions{Config: &cfg, Seed: 7, Tokens: 16, Warmup: 2,
		StreamTime: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	m, in := rep.Metrics, rep.Inputs
	if m.TokensPerS <= 0 || m.MACsPerS <= 0 || m.StreamBoundTokensPerS <= 0 || m.RatioToBound <= 0 {
		t.Errorf("non-positive metrics: %+v", m)
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
