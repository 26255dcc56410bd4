package sim_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

// models lists the manifest folders under testdata/manifests.
func models(t *testing.T) []string {
	t.Helper()
	ents, err := os.ReadDir(filepath.Join(golden.Dir(), "manifests"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	if len(out) == 0 {
		t.Fatal("no models under testdata/manifests")
	}
	return out
}

// goldenModel reads a golden model's vectors and its manifest folder.
func goldenModel(t *testing.T, name string) (*golden.ModelVectors, *inference.Model, *inference.Manifest) {
	t.Helper()
	vec, err := golden.ReadVectors(golden.Dir(), name)
	if err != nil {
		t.Fatal(err)
	}
	m, mf, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", name))
	if err != nil {
		t.Fatal(err)
	}
	return vec, m, mf
}

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(tWriter{t}, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

type tWriter struct{ t *testing.T }

func (w tWriter) Write(p []byte) (int, error) { w.t.Log(string(p[:len(p)-1])); return len(p), nil }

// deployments caches one EVM per model: deploying stories260K's overlays is
// cheap, but tests share generate results through runs.
var (
	deployMu    sync.Mutex
	deployments = map[string]*deployment{}
)

type deployment struct {
	mu   sync.Mutex
	evm  *sim.EVM
	runs map[string]*sim.Generation
}

func deploy(t *testing.T, name string) *deployment {
	t.Helper()
	deployMu.Lock()
	defer deployMu.Unlock()
	if d, ok := deployments[name]; ok {
		return d
	}
	model, err := sim.LoadModel(filepath.Join(golden.Dir(), "manifests", name))
	if err != nil {
		t.Fatal(err)
	}
	e, err := sim.New(context.Background(), model, sim.Options{Logger: testLogger(t), ProgressInterval: 30 * time.Second})
	if err != nil {
		t.Fatalf("deploy %s: %v", name, err)
	}
	d := &deployment{evm: e, runs: map[string]*sim.Generation{}}
	deployments[name] = d
	return d
}

// generate runs (or recalls) generate(prompt, n).
func (d *deployment) generate(t *testing.T, prompt []int, n int) *sim.Generation {
	t.Helper()
	key, _ := json.Marshal([]any{prompt, n})
	d.mu.Lock()
	defer d.mu.Unlock()
	if g, ok := d.runs[string(key)]; ok {
		return g
	}
	start := time.Now()
	g, err := d.evm.Generate(context.Background(), prompt, n)
	if err != nil {
		t.Fatalf("generate(%v, %d): %v", prompt, n, err)
	}
	el := time.Since(start)
	t.Logf("generate(prompt %d ids, n=%d): %d gas in %v (%.0f Mgas/s)", len(prompt), n, g.GasUsed, el.Round(time.Millisecond),
		float64(g.GasUsed)/1e6/el.Seconds())
	d.runs[string(key)] = g
	return g
}

// TestVectors requires the EVM to reproduce every golden vector bit for bit:
// the generated tokens and every checkpoint link.
func TestVectors(t *testing.T) {
	for _, name := range models(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			vec, err := golden.ReadVectors(golden.Dir(), name)
			if err != nil {
				t.Fatal(err)
			}
			d := deploy(t, name)
			if got := d.evm.Model().Manifest.Hash; got != vec.Manifest {
				t.Fatalf("manifest %s, vectors were made for %s", got, vec.Manifest)
			}
			for ci, c := range vec.Cases {
				if testing.Short() && c.N > 64 {
					t.Logf("case %d (n=%d) skipped in -short mode", ci, c.N)
					continue
				}
				g := d.generate(t, c.Prompt, c.N)
				if len(g.Tokens) != len(c.Tokens) {
					t.Fatalf("case %d: %d tokens, want %d", ci, len(g.Tokens), len(c.Tokens))
				}
				for i := range c.Tokens {
					if g.Tokens[i] != c.Tokens[i] {
						t.Fatalf("case %d: token %d is %d, want %d (tokens %v)", ci, i, g.Tokens[i], c.Tokens[i], g.Tokens)
					}
				}
				if len(g.Checkpoints) != len(c.Checkpoints) {
					t.Fatalf("case %d: %d checkpoints, want %d", ci, len(g.Checkpoints), len(c.Checkpoints))
				}
				for i := range c.Checkpoints {
					if g.Checkpoints[i] != c.Checkpoints[i] {
						t.Fatalf("case %d: checkpoint %d is %s, want %s", ci, i, g.Checkpoints[i], c.Checkpoints[i])
					}
				}
				if g.Root() != c.Root {
					t.Fatalf("case %d: root %s, want %s", ci, g.Root(), c.Root)
				}
			}
		})
	}
}
