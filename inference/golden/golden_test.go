package golden

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestGoldenUpToDate regenerates the whole tree into a scratch folder and
// fails if any byte differs from what is committed.
func TestGoldenUpToDate(t *testing.T) {
	dir := Dir()
	if *update {
		if err := Regenerate(dir); err != nil {
			t.Fatal(err)
		}
		return
	}
	tmp := t.TempDir()
	// The generator reads the stories260K checkpoint from models/.
	if err := os.Symlink(filepath.Join(dir, "models"), filepath.Join(tmp, "models")); err != nil {
		t.Fatal(err)
	}
	if err := Regenerate(tmp); err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{"manifests", "vectors", "ops"} {
		compareTrees(t, filepath.Join(dir, sub), filepath.Join(tmp, sub))
	}
}

func compareTrees(t *testing.T, want, have string) {
	t.Helper()
	seen := map[string]bool{}
	err := filepath.WalkDir(have, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(have, p)
		seen[rel] = true
		h, _ := os.ReadFile(p)
		w, err := os.ReadFile(filepath.Join(want, rel))
		if err != nil {
			t.Errorf("%s: missing from testdata (run go test ./inference/golden -update)", rel)
			return nil
		}
		if !bytes.Equal(h, w) {
			t.Errorf("%s: regeneration changes it (run go test ./inference/golden -update and review)", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(want, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if rel, _ := filepath.Rel(want, p); !seen[rel] {
				t.Errorf("%s: committed but no longer generated", rel)
			}
		}
		return nil
	})
}

// TestModelVectors runs the Go engine on the committed manifests (not on
// freshly exported models) and checks every recorded value, on one worker
// and on two.
func TestModelVectors(t *testing.T) {
	dir := Dir()
	for _, name := range ModelNames() {
		t.Run(name, func(t *testing.T) {
			m, mf, err := inference.LoadDir(filepath.Join(dir, "manifests", name))
			if err != nil {
				t.Fatal(err)
			}
			vec, err := ReadVectors(dir, name)
			if err != nil {
				t.Fatal(err)
			}
			if vec.Manifest != mf.Hash {
				t.Fatalf("manifest: have %s, want %s", mf.Hash, vec.Manifest)
			}
			for ci, c := range vec.Cases {
				for _, workers := range []int{1, 2} {
					e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: workers}}
					res, err := e.Generate(context.Background(), c.Prompt, c.N, nil)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(res.Tokens, c.Tokens) || !reflect.DeepEqual(res.Checkpoints, c.Checkpoints) || res.Root != c.Root {
						t.Fatalf("case %d, %d workers: tokens/checkpoints differ from the vectors", ci, workers)
					}
					if res.Ops != c.Ops || res.MACs != c.MACs {
						t.Fatalf("case %d: ops/macs have %d/%d, want %d/%d", ci, res.Ops, res.MACs, c.Ops, c.MACs)
					}
				}
				if in := inference.InputHash(c.Prompt, c.N); in != c.InputHash || inference.Genesis(mf.Hash, in) != c.Genesis {
					t.Fatalf("case %d: input hash or genesis differs", ci)
				}
				for _, tr := range c.Traces {
					have, err := Run(m, mf.Hash, c.Prompt, c.N, []int{tr.Step})
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(have.Traces[0], tr) {
						t.Fatalf("case %d: trace of step %d differs", ci, tr.Step)
					}
					if len(tr.Ops) == 0 || tr.Ops[len(tr.Ops)-1].Index+1 != len(tr.Ops) {
						t.Fatalf("case %d: trace of step %d is not numbered 0..n-1", ci, tr.Step)
					}
				}
			}
		})
	}
}

func readOps[T any](t *testing.T, name string) []T {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(Dir(), "ops", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []T
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no cases", name)
	}
	return out
}

// TestOpVectors checks the Go primitives against the committed per-op files.
func TestOpVectors(t *testing.T) {
	var tables Tables
	data, err := os.ReadFile(filepath.Join(Dir(), "ops", "tables.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &tables); err != nil {
		t.Fatal(err)
	}
	var exp inference.Exp2Tables
	for k := range 256 {
		exp[0][k], exp[1][k] = int64(tables.Exp2Hi[k]), int64(tables.Exp2Lo[k])
	}
	log2e := int64(tables.Log2E)
	for i, c := range readOps[RSRCase](t, "rsr") {
		if have := inference.RSR(int64(c.V), c.S); have != int64(c.Out) {
			t.Errorf("rsr %d: rsr(%d, %d) = %d, want %d", i, c.V, c.S, have, c.Out)
		}
	}
	for i, c := range readOps[ISqrtCase](t, "isqrt") {
		if have := inference.ISqrt(uint64(c.N)); have != uint64(c.Out) {
			t.Errorf("isqrt %d: have %d, want %d", i, have, c.Out)
		}
	}
	for i, c := range readOps[Exp2NegCase](t, "exp2neg") {
		if have := inference.Exp2Neg(&exp, int64(c.Z)); have != int64(c.Out) {
			t.Errorf("exp2neg %d: have %d, want %d", i, have, c.Out)
		}
	}
	for i, c := range readOps[MatVecCase](t, "matvec") {
		w := inference.Matrix{Rows: c.Rows, Cols: c.Cols, Q: c.Q, M: c.M, R: c.R}
		out := make([]int32, c.Rows)
		inference.MatVec(&w, c.A, out)
		if !reflect.DeepEqual(out, c.Out) {
			t.Errorf("matvec %d: have %v, want %v", i, out, c.Out)
		}
	}
	for i, c := range readOps[RMSNormCase](t, "rmsnorm") {
		out := make([]int32, len(c.X))
		inference.RMSNorm(c.X, c.G, int64(c.Eps), out)
		if !reflect.DeepEqual(out, c.Out) {
			t.Errorf("rmsnorm %d: have %v, want %v", i, out, c.Out)
		}
	}
	for i, c := range readOps[RopeCase](t, "rope") {
		out := append([]int32(nil), c.Head...)
		inference.Rope(out, c.Cos, c.Sin, c.HalfSplit)
		if !reflect.DeepEqual(out, c.Out) {
			t.Errorf("rope %d: have %v, want %v", i, out, c.Out)
		}
	}
	for i, c := range readOps[AttentionCase](t, "attention") {
		if have := attend(&exp, log2e, int64(c.ISQ), c.Q, c.Keys, c.Values); !reflect.DeepEqual(have, c) {
			t.Errorf("attention %d: have %+v, want %+v", i, have, c)
		}
	}
	for i, c := range readOps[SwiGLUCase](t, "swiglu") {
		out := make([]int32, len(c.H1))
		inference.SwiGLU(&exp, log2e, c.H1, c.H3, out)
		if !reflect.DeepEqual(out, c.Out) {
			t.Errorf("swiglu %d: have %v, want %v", i, out, c.Out)
		}
	}
	for i, c := range readOps[ArgmaxCase](t, "argmax") {
		if have := inference.Argmax(c.X); have != c.Out {
			t.Errorf("argmax %d: have %d, want %d", i, have, c.Out)
		}
	}
}
