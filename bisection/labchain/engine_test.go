package labchain

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/deepcall/deepcall/bisection"
)

// Engine games on chain: the liar forges the trace from one leaf of a
// chosen op on, the game isolates that leaf and EngineStep re-executes it
// through IQ16Engine.runOp from inputs opened against the agreed pre-state.
// stories260K, prompt [1 5], 2 tokens: 3 checkpoints, 71 ops a step (74 with
// the classifier ops, steps 1 and 2), then the link seal.
func TestEngineOneStepOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: a few seconds")
	}
	e := startEnv(t, Options{Engine: true})
	ctx := context.Background()
	cases := []struct {
		name    string
		diverge []int
		liar    bisection.Side
	}{
		{"embed (prompt position)", []int{0, 0}, bisection.Defender},
		{"layers.2.attn_norm", []int{1, 29}, bisection.Defender},
		{"layers.1.wq", []int{1, 16}, bisection.Challenger},
		{"layers.0.rope chunk 0", []int{1, 5}, bisection.Defender},
		{"layers.0.rope chunk 5", []int{1, 5, 5}, bisection.Challenger},
		{"layers.0.wo", []int{1, 7}, bisection.Defender},
		{"layers.0.attn_residual", []int{1, 8}, bisection.Defender},
		{"layers.4.w1 chunk 2", []int{2, 66, 2}, bisection.Defender},
		{"layers.0.swiglu", []int{1, 12}, bisection.Defender},
		{"layers.0.w2 chunk 1", []int{1, 13, 1}, bisection.Defender},
		{"layers.0.ffn_residual", []int{1, 14}, bisection.Challenger},
		{"final_norm", []int{2, 71}, bisection.Defender},
		{"classifier chunk 7", []int{2, 72, 7}, bisection.Defender},
		{"classifier op seal", []int{2, 72, 8}, bisection.Defender},
		{"argmax", []int{2, 73}, bisection.Challenger},
		{"link seal, step 0 (prompt)", []int{0, 71}, bisection.Defender},
		{"link seal, step 2 (classifier)", []int{2, 74}, bisection.Defender},
		{"link seal, step 1", []int{1, 74}, bisection.Challenger},
		{"embed at a generated position", []int{2, 0}, bisection.Defender},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := e.PlayEngine(ctx, EngineGame{Prompt: []int{1, 5 + i}, N: 2, Diverge: c.diverge, Liar: c.liar})
			if err != nil {
				t.Fatal(err)
			}
			o := res.Final.Outcome
			if o == nil || o.Winner != c.liar.Other() || o.Reason != bisection.ByStep {
				t.Fatalf("outcome %+v, want the honest %s to win by the one step", o, c.liar.Other())
			}
			var stepGas uint64
			for j, en := range res.Transcript.Entries {
				if en.Kind == bisection.Step {
					stepGas = res.Gas[j]
				}
			}
			if stepGas > 2_000_000 {
				t.Errorf("one step used %d gas, above 2M", stepGas)
			}
			t.Logf("%s: leaf %v, step transaction %d gas, max move %d gas", c.name, o.Path, stepGas, res.MaxGas())
		})
	}
	// Attention is not re-executable on chain: the solver says so.
	_, err := e.PlayEngine(ctx, EngineGame{Prompt: []int{1, 99}, N: 2, Diverge: []int{1, 6}, Liar: bisection.Defender})
	if !errors.Is(err, bisection.ErrNoChainStep) {
		t.Errorf("attention leaf: %v, want ErrNoChainStep", err)
	}
	_ = fmt.Sprint
}
