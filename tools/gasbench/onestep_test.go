package gasbench

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
)

// TestOneStepSmall runs the one-step measurement end to end on a tiny
// 0.6B-like shape (QK-norm, grouped KV heads, tied, two layers) and checks
// the harness: every kind is there, every step returned the honest leaf
// (measureStep compares it) with positive gas, and the figures are
// consistent.
func TestOneStepSmall(t *testing.T) {
	shape := reference.Config{Dim: 64, HiddenDim: 160, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 16,
		Vocab: 200, SeqLen: 64, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit, QKNorm: true}
	rep, err := OneStep(context.Background(), OneStepOptions{Shape: &shape, Position: 40, ChunkMACs: 1024,
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))})
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", js)
	want := []string{"embed", "embed_generated", "attn_norm", "wq", "wq_first", "wq_seal", "wk", "wv", "q_norm", "q_norm_seal",
		"k_norm", "rope", "rope_seal", "attention_max", "attention_sum", "attention_acc", "attention_seal", "attention_op_seal",
		"wo", "wo_seal", "attn_residual", "ffn_norm", "w1", "w1_seal", "w3", "swiglu", "w2", "w2_seal", "ffn_residual",
		"final_norm", "classifier", "classifier_first", "classifier_seal", "argmax", "kv_layer", "link"}
	for _, k := range want {
		f := rep.Steps[k]
		if f == nil {
			t.Errorf("no figure for %s", k)
			continue
		}
		if f.CalldataBytes <= 4+3*32 || f.Gas < f.IntrinsicGas {
			t.Errorf("%s: calldata %d bytes, gas %d below its intrinsic %d", k, f.CalldataBytes, f.Gas, f.IntrinsicGas)
		}
		if f.Error != "" {
			t.Errorf("%s at %v: %s", k, f.Path, f.Error)
			continue
		}
		if f.ExecGas == 0 || f.Gas == 0 || f.Fits != (f.Gas <= StepGasBudget && f.CalldataBytes <= StepCalldataBudget) {
			t.Errorf("%s: %+v", k, f)
		}
		// 26 more layers: every leaf opens the op chain from its inputs, in
		// its own layer; what grows is the link level's layer roots and a
		// layer root's Merkle path (1 hash at 2 layers, 5 at 28)
		grow := 0
		switch k {
		case "kv_layer":
			grow = 26*32 + 4*32
		case "link":
			grow = 26 * 32
		case "attention_max", "attention_sum", "attention_acc":
			grow = 4 * 32
		}
		if f.FitsTarget == nil || f.GasTarget < f.Gas || f.CalldataTarget != f.CalldataBytes+grow {
			t.Errorf("%s: extrapolation to 28 layers %+v", k, f)
		}
		if rep.MaxGas < f.Gas {
			t.Errorf("max gas %d below %s's %d", rep.MaxGas, k, f.Gas)
		}
	}
	// The last chunk opens every chunk before it: more calldata than the first
	// (the weight pieces and their proofs differ between chunks too).
	if a, b := rep.Steps["classifier"], rep.Steps["classifier_first"]; a.CalldataBytes <= b.CalldataBytes {
		t.Errorf("classifier chunk %d has %d calldata bytes, chunk 0 %d", a.Path[2], a.CalldataBytes, b.CalldataBytes)
	}
	if b := rep.SegmentLen; b < 1 || rep.Segments != (rep.Position+b)/b || !strings.Contains(rep.Steps["attention_seal"].Leaf, "seal") {
		t.Errorf("%d segments of %d at position %d, seal %q", rep.Segments, b, rep.Position, rep.Steps["attention_seal"].Leaf)
	}
}

// TestOneStepFull runs the default measurement (Qwen3-0.6B widths, 2
// layers, the full vocabulary; minutes and a few GB: set
// DEEPCALL_ONESTEP_FULL=1) and prints the report. DEEPCALL_ONESTEP_LAYERS
// sets the layer count (28: the real model's depth, ≈ 6 GB).
func TestOneStepFull(t *testing.T) {
	if os.Getenv("DEEPCALL_ONESTEP_FULL") != "1" {
		t.Skip("set DEEPCALL_ONESTEP_FULL=1 to run the 0.6B-shaped one-step measurement")
	}
	opts := OneStepOptions{Logger: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	if v := os.Getenv("DEEPCALL_ONESTEP_LAYERS"); v != "" {
		// the real depth (28) measures what the default run extrapolates
		layers, err := strconv.Atoi(v)
		if err != nil || layers < 1 {
			t.Fatalf("DEEPCALL_ONESTEP_LAYERS=%q: want a layer count", v)
		}
		q := Qwen3_0p6B()
		q.Layers = layers
		opts.Shape = &q
	}
	rep, err := OneStep(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	js, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", js)
}
