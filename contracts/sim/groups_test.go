package sim_test

import (
	"context"
	"testing"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

// TestRowGroupsMatchNative runs models whose classifier section is larger
// than IQ16Engine's 256 KiB weight buffer, so its matvec streams the rows in
// groups (the last one ending in a partial 16-row block), and requires the
// EVM's tokens and checkpoints to equal the native engine's, which the golden
// vectors pin to the spec.
func TestRowGroupsMatchNative(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		c    reference.Config
		tied bool
	}{
		// 4,500 rows of 64 columns: 577 KiB, groups of 1,984 rows (1,984 + 1,984 + 532).
		{"tied-vocab4500", reference.Config{Dim: 64, HiddenDim: 96, Layers: 1, Heads: 2, KVHeads: 1, HeadSize: 32,
			Vocab: 4500, SeqLen: 8, RopeTheta: 1e4, NormEps: 1e-5, BOS: 1, EOS: 2}, true},
		// Untied and wider: 2,100 rows of 136 columns (574 KiB), groups of 944 rows.
		{"untied-dim136", reference.Config{Dim: 136, HiddenDim: 200, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 34,
			Vocab: 2100, SeqLen: 8, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit, QKNorm: true,
			BOS: 1, EOS: 2}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := quantize.Model(synth.Model(tc.c, 11, tc.tied))
			if err != nil {
				t.Fatal(err)
			}
			mf, blob := inference.NewManifest(tc.name, m, inference.Hash{})
			e, err := sim.New(ctx, sim.NewModel(mf, blob), sim.Options{})
			if err != nil {
				t.Fatal(err)
			}
			native := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
			prompt, n := []int{1, 7, tc.c.Vocab - 1}, 4
			want, err := native.Generate(ctx, prompt, n, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := e.Generate(ctx, prompt, n)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want.Tokens {
				if got.Tokens[i] != want.Tokens[i] {
					t.Fatalf("token %d: EVM %d, native %d", i, got.Tokens[i], want.Tokens[i])
				}
			}
			for i := range want.Checkpoints {
				if got.Checkpoints[i] != want.Checkpoints[i] {
					t.Fatalf("checkpoint %d: EVM %s, native %s", i, got.Checkpoints[i], want.Checkpoints[i])
				}
			}
			t.Logf("%d tokens, %d checkpoints equal; %d gas", len(want.Tokens), len(want.Checkpoints), got.GasUsed)
		})
	}
}
