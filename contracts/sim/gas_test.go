package sim_test

import (
	"context"
	"testing"

	"github.com/deepcall/deepcall/contracts/sim"
)

// TestGasPerToken logs the marginal gas of one generated stories260K token
// at positions 0, 64, 256 and 511 under Osaka: generate from prompt [1] with
// n = p+1 minus n = p (position 0: the n = 1 call minus its intrinsic gas,
// one-time setup included). It uses its own deployment so it can run beside
// TestVectors.
func TestGasPerToken(t *testing.T) {
	if testing.Short() {
		t.Skip("about 1,500 stories260K steps of EVM; skipped in -short mode")
	}
	t.Parallel()
	e := freshEVM(t, "stories260K", sim.Options{})
	ctx := context.Background()
	gen := func(n int) *sim.Generation {
		g, err := e.Generate(ctx, []int{1}, n)
		if err != nil {
			t.Fatalf("generate n=%d: %v", n, err)
		}
		return g
	}
	one := gen(1)
	data, err := sim.GenerateCall([]int{1}, 1, e.Model().ChunkHashes())
	if err != nil {
		t.Fatal(err)
	}
	intrinsic, err := sim.IntrinsicGas(data)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("stories260K position   0: %11d gas (n=1 call %d minus intrinsic %d; includes setup)", one.GasUsed-intrinsic, one.GasUsed, intrinsic)
	prev := map[int]uint64{}
	for _, p := range []int{64, 256, 511} {
		lo, hi := gen(p), gen(p+1)
		prev[p] = hi.GasUsed - lo.GasUsed
		if hi.GasUsed <= lo.GasUsed {
			t.Fatalf("position %d: n=%d used %d gas, n=%d %d", p, p+1, hi.GasUsed, p, lo.GasUsed)
		}
		t.Logf("stories260K position %3d: %11d gas per token (n=%d: %d, n=%d: %d)", p, hi.GasUsed-lo.GasUsed, p+1, hi.GasUsed, p, lo.GasUsed)
	}
	if !(prev[64] <= prev[256] && prev[256] <= prev[511]) {
		t.Errorf("gas per token should grow with the position (attention): %v", prev)
	}
}
