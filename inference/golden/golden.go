// Package golden builds and reads the language-neutral vectors under the
// repository's testdata/ tree. Every implementation of SPEC.md (the Go engine,
// the EVM contract, the Rust guest, a GPU backend) tests itself against these
// same files; Regenerate rewrites them and the Go tests fail when a rewrite
// would change a byte.
//
// Layout:
//
//	testdata/manifests/<model>/     exported integer models (manifest.json, chunks/)
//	testdata/vectors/<model>.json   whole-model runs: tokens, checkpoints, traces
//	testdata/ops/<op>.json          per-op cases with edge values
package golden

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/llama2c"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// Dir returns the repository's testdata directory, found from this source
// file so tests in any package can use it; DEEPCALL_TESTDATA names another
// copy, for a test binary run away from its checkout (the GPU device
// check's bundle, docs/gpu.md).
func Dir() string {
	if d := os.Getenv("DEEPCALL_TESTDATA"); d != "" {
		return d
	}
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}

// Case is one whole-model run.
type Case struct {
	Prompt      []int            `json:"prompt"`
	N           int              `json:"n"`
	InputHash   inference.Hash   `json:"input_hash"`
	Genesis     inference.Hash   `json:"genesis"`
	Tokens      []int            `json:"tokens"`
	Checkpoints []inference.Hash `json:"checkpoints"`
	Root        inference.Hash   `json:"root"`
	Ops         int64            `json:"ops"`
	MACs        int64            `json:"macs"`
	Traces      []Trace          `json:"traces"`
}

// Trace is the per-op trace of one step: the keccak256 of every op's output
// (int32 big-endian) in spec order, plus the leaf and root of the KV tree.
type Trace struct {
	Step int       `json:"step"`
	Ops  []TraceOp `json:"ops"`
}

// TraceOp is one op of a trace.
type TraceOp struct {
	Index int            `json:"index"`
	Name  string         `json:"name"`
	Len   int            `json:"len"`
	Hash  inference.Hash `json:"hash"`
}

// ModelVectors is testdata/vectors/<model>.json.
type ModelVectors struct {
	Model    string         `json:"model"`
	Manifest inference.Hash `json:"manifest"`
	Cases    []Case         `json:"cases"`
}

type modelSpec struct {
	name  string
	build func() (*inference.Model, error)
	// tokenizer is the tokenizer.json the manifest pins (nil: none)
	tokenizer func() ([]byte, error)
	cases     []struct {
		prompt []int
		n      int
		traces []int // steps to trace; negative counts from the end
	}
}

func caseList(cs ...any) []struct {
	prompt []int
	n      int
	traces []int
} {
	var out []struct {
		prompt []int
		n      int
		traces []int
	}
	for i := 0; i < len(cs); i += 3 {
		out = append(out, struct {
			prompt []int
			n      int
			traces []int
		}{cs[i].([]int), cs[i+1].(int), cs[i+2].([]int)})
	}
	return out
}

func models(dir string) []modelSpec {
	specs := []modelSpec{{
		name: "stories260K",
		build: func() (*inference.Model, error) {
			fm, err := llama2c.ReadFile(filepath.Join(dir, "models", "stories260K.bin"))
			if err != nil {
				return nil, err
			}
			return quantize.Model(fm)
		},
		// Its llama2.c vocabulary beside it, as the loader pins it.
		tokenizer: func() ([]byte, error) {
			data, err := os.ReadFile(filepath.Join(dir, "models", "tok512.bin"))
			if err != nil {
				return nil, err
			}
			v, err := tokenizer.ReadLlama2C(data, 512)
			if err != nil {
				return nil, err
			}
			return v.JSON()
		},
		// From BOS to the end of the context, and a short multi-token prompt.
		cases: caseList(
			[]int{1}, 512, []int{0, 1, 255, -1},
			[]int{1, 400, 401, 300, 12}, 8, []int{3, 4},
		),
	}}
	for _, s := range synth.GoldenShapes() {
		s := s
		seq := s.Config.SeqLen
		specs = append(specs, modelSpec{
			name: s.Name,
			build: func() (*inference.Model, error) {
				return quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
			},
			cases: caseList(
				[]int{1, 5, 9, 2}, seq-3, []int{0, 3, -1},
				[]int{s.Config.Vocab - 1}, 3, []int{0, 2},
			),
		})
	}
	return specs
}

// Regenerate rewrites every golden file under dir.
func Regenerate(dir string) error {
	for _, s := range models(dir) {
		m, err := s.build()
		if err != nil {
			return fmt.Errorf("golden model %s: %w", s.name, err)
		}
		var tok []byte
		var pin inference.Hash
		if s.tokenizer != nil {
			if tok, err = s.tokenizer(); err != nil {
				return fmt.Errorf("golden model %s: tokenizer: %w", s.name, err)
			}
			pin = inference.Keccak256(tok)
		}
		mf, blob := inference.NewManifest(s.name, m, pin)
		mdir := filepath.Join(dir, "manifests", s.name)
		if err := os.RemoveAll(mdir); err != nil {
			return err
		}
		if err := inference.WriteDir(mdir, mf, blob); err != nil {
			return err
		}
		if tok != nil {
			if err := os.WriteFile(filepath.Join(mdir, inference.TokenizerFile), tok, 0o644); err != nil {
				return err
			}
		}
		vec := ModelVectors{Model: s.name, Manifest: mf.Hash}
		for _, c := range s.cases {
			gc, err := Run(m, mf.Hash, c.prompt, c.n, c.traces)
			if err != nil {
				return fmt.Errorf("golden model %s: %w", s.name, err)
			}
			vec.Cases = append(vec.Cases, *gc)
		}
		if err := writeJSON(filepath.Join(dir, "vectors", s.name+".json"), vec); err != nil {
			return err
		}
	}
	return writeOps(filepath.Join(dir, "ops"))
}

// Run executes one case on the Go engine and records it, tracing the listed
// steps (negative: from the end).
func Run(m *inference.Model, manifest inference.Hash, prompt []int, n int, traces []int) (*Case, error) {
	return RunOn(inference.CPU{}, m, manifest, prompt, n, traces)
}

// RunOn is Run on backend b: what another backend's tests compare with the
// vectors.
func RunOn(b inference.Backend, m *inference.Model, manifest inference.Hash, prompt []int, n int, traces []int) (*Case, error) {
	e := &inference.Engine{Model: m, Manifest: manifest, Backend: b}
	in := inference.InputHash(prompt, n)
	c := &Case{Prompt: prompt, N: n, InputHash: in, Genesis: inference.Genesis(manifest, in)}
	steps := len(prompt) + n - 1
	for _, st := range traces {
		if st < 0 {
			st += steps
		}
		tr := Trace{Step: st}
		res, err := e.Generate(context.Background(), prompt, n, &inference.StepTrace{Step: st, Func: func(op inference.Op, out []int32) {
			tr.Ops = append(tr.Ops, TraceOp{Index: op.Index, Name: op.Name, Len: len(out), Hash: inference.OpHash(out)})
		}})
		if err != nil {
			return nil, err
		}
		c.Tokens, c.Checkpoints, c.Root, c.Ops, c.MACs = res.Tokens, res.Checkpoints, res.Root, res.Ops, res.MACs
		c.Traces = append(c.Traces, tr)
	}
	if len(traces) == 0 {
		return nil, errors.New("golden case without a traced step")
	}
	return c, nil
}

func writeJSON(path string, v any) error {
	js, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, append(js, '\n'), 0o644)
}

// ReadVectors loads testdata/vectors/<model>.json.
func ReadVectors(dir, model string) (*ModelVectors, error) {
	data, err := os.ReadFile(filepath.Join(dir, "vectors", model+".json"))
	if err != nil {
		return nil, err
	}
	var v ModelVectors
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("vectors %s: %w", model, err)
	}
	return &v, nil
}

// ModelNames lists the models with golden vectors.
func ModelNames() []string {
	var out []string
	for _, s := range models("") {
		out = append(out, s.name)
	}
	return out
}
