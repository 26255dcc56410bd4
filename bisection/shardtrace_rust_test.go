package bisection_test

import (
	"context"
	"testing"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/steprs"
)

// Every leaf inside a shard's ops at a shard trace's last step wins the
// Rust EngineStep (the on-chain step's twin) from its predecessor with the
// trace's witness: an honest shard downstream of a lie can defend its
// claim from its own view. Needs the Rust step library (`make setup`,
// `-tags deepcall_rust`); skipped without it.
func TestShardTraceWitnessesPassTheRustStep(t *testing.T) {
	if !steprs.Available() {
		t.Skip(steprs.ErrUnavailable)
	}
	ctx := context.Background()
	for _, c := range bisection.ShardTraceCases(t) {
		ct := bisection.ChainEngineTrace{EngineTrace: c.Trace}
		step := steprs.OneStep{Base: steprs.ForGame(c.Manifest, c.Prompt, c.N, 0)}
		n := 0
		for j := c.F; j <= c.E; j++ {
			for i := range ct.Leaves([]int{c.Step, j}) {
				for x := range ct.Leaves([]int{c.Step, j, i}) {
					path := []int{c.Step, j, i, x}
					pre, err := bisection.Prev(ctx, ct, path)
					if err != nil {
						t.Fatal(err)
					}
					data, err := ct.StepData(ctx, path)
					if err != nil {
						t.Fatal(err)
					}
					want, err := ct.Hash(ctx, path[:3], path[3])
					if err != nil {
						t.Fatal(err)
					}
					if post, err := step.Step(path, pre, data); err != nil || post != want {
						t.Fatalf("%s at %v: %s (%v), want %s", c.Name, path, post, err, want)
					}
					n++
				}
			}
		}
		t.Logf("%s: %d leaves at step %d, ops %d … %d", c.Name, n, c.Step, c.F, c.E)
	}
}
