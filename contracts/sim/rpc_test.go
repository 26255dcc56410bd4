//go:build unix

package sim_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference/golden"
)

func startAnvil(t *testing.T) *sim.Anvil {
	t.Helper()
	bin := filepath.Join(golden.Dir(), "..", "node_modules", ".bin", "anvil")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, err := sim.StartAnvil(ctx, bin)
	if errors.Is(err, sim.ErrNoAnvil) && os.Getenv("DEEPCALL_REQUIRE_FORGE") != "1" {
		t.Skipf("%v (run make setup; DEEPCALL_REQUIRE_FORGE=1 makes this a failure)", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Error(err)
		}
	})
	t.Logf("anvil pid %d on %s", a.PID(), a.URL)
	return a
}

// TestRPC runs the canonical call on anvil: the engine deployed by a
// transaction, the weight chunks supplied as state overrides; the result
// must equal the golden vectors, a bad request must revert with the named
// error, and debug_traceCall's prestate diff of generate (a view) must be
// empty.
func TestRPC(t *testing.T) {
	a := startAnvil(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	node := &sim.RPC{Client: a.Client, From: a.Account}
	for _, name := range models(t) {
		model, err := sim.LoadModel(filepath.Join(golden.Dir(), "manifests", name))
		if err != nil {
			t.Fatal(err)
		}
		engine, err := node.DeployEngine(ctx, model.Manifest)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		vec, err := golden.ReadVectors(golden.Dir(), name)
		if err != nil {
			t.Fatal(err)
		}
		for ci, c := range vec.Cases {
			if c.N > 64 {
				continue // the long stories260K run is covered in process
			}
			start := time.Now()
			g, err := node.Generate(ctx, engine, model, c.Prompt, c.N)
			if err != nil {
				t.Fatalf("%s case %d: %v", name, ci, err)
			}
			if g.Root() != c.Root || len(g.Checkpoints) != len(c.Checkpoints) {
				t.Fatalf("%s case %d over RPC: root %s, want %s", name, ci, g.Root(), c.Root)
			}
			for i := range c.Tokens {
				if g.Tokens[i] != c.Tokens[i] {
					t.Fatalf("%s case %d over RPC: tokens %v, want %v", name, ci, g.Tokens, c.Tokens)
				}
			}
			t.Logf("%s case %d: root matches over RPC (%v)", name, ci, time.Since(start).Round(time.Millisecond))
		}
		if name != "rand-odd40" {
			continue
		}
		_, err = node.Generate(ctx, engine, model, []int{model.Manifest.Config.Vocab}, 1)
		if !errors.Is(err, &sim.RevertError{Name: "TokenOutOfRange"}) {
			t.Fatalf("out-of-range token over RPC: want TokenOutOfRange, got %v", err)
		}
		data, err := sim.GenerateCall(vec.Cases[1].Prompt, vec.Cases[1].N, model.ChunkHashes())
		if err != nil {
			t.Fatal(err)
		}
		diff, err := node.TraceDiff(ctx, engine, data, sim.OverlayOverride(model))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("debug_traceCall prestate diff of generate: %s", truncate(diff))
		var d struct {
			Pre, Post map[string]struct{ Storage map[string]string }
		}
		if err := jsonUnmarshal(diff, &d); err != nil {
			t.Fatal(err)
		}
		for addr, acct := range d.Post {
			if len(acct.Storage) != 0 {
				t.Fatalf("generate wrote storage of %s: %s", addr, truncate(diff))
			}
		}
	}
}
