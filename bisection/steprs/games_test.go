package steprs

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
)

// game is one model's request whose every leaf witness is checked: the
// requests the on-chain engine games play (bisection/labchain).
type game struct {
	model  string
	prompt []int
	n      int
	steps  []int // the steps whose leaves are checked; nil: all
}

var games = []game{
	{"stories260K", []int{1, 5}, 2, nil},
	{"rand-wide", []int{1, 5}, 2, nil},
	{"rand-vocab5k", []int{1, 5}, 2, nil},
	{"rand-odd40", []int{1, 5}, 2, nil},
	{"rand-gqa3-halfsplit", []int{1, 5}, 2, nil},
	{"rand-qknorm", []int{1, 5}, 2, nil},
	// a late position: two attention segments a head (B = 256), KV leaves proven by range multiproofs
	{"stories260K", []int{1, 9}, 259, []int{259}},
}

type setup struct {
	trace bisection.ChainEngineTrace
	base  Request
	steps []int
	dir   string
}

func newSetup(t testing.TB, g game) setup {
	t.Helper()
	dir := filepath.Join("..", "..", "testdata", "manifests", g.model)
	m, mf, blob, err := inference.LoadDirBlob(dir)
	if err != nil {
		t.Fatal(err)
	}
	eng := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewEngineTrace(eng, g.prompt, g.n, bisection.EngineOptions{Blob: blob})
	if err != nil {
		t.Fatal(err)
	}
	return setup{
		trace: bisection.ChainEngineTrace{EngineTrace: tr},
		base: Request{Config: m.Config, BlobSize: mf.Weights.Size, BlobRoot: mf.Weights.BlobRoot, Manifest: mf.Hash,
			Input: inference.InputHash(g.prompt, g.n), Steps: tr.Steps(), PromptLen: len(g.prompt)},
		steps: g.steps,
		dir:   dir,
	}
}

// leaves lists every last-level leaf of the trace.
func (s setup) leaves() [][]int {
	var out [][]int
	tr := s.trace
	steps := s.steps
	if steps == nil {
		for k := range tr.Leaves(nil) {
			steps = append(steps, k)
		}
	}
	for _, k := range steps {
		for j := range tr.Leaves([]int{k}) {
			for i := range tr.Leaves([]int{k, j}) {
				for x := range tr.Leaves([]int{k, j, i}) {
					out = append(out, []int{k, j, i, x})
				}
			}
		}
	}
	return out
}

// request is the Rust step request of the leaf at path with its honest
// witness and pre-state, and the post-state the Go trace holds there.
func (s setup) request(t testing.TB, path []int) (Request, inference.Hash, string) {
	t.Helper()
	ctx := context.Background()
	d, err := s.trace.StepData(ctx, path)
	if err != nil {
		t.Fatalf("witness at %v: %v", path, err)
	}
	pre, err := bisection.Prev(ctx, s.trace, path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := s.trace.Hash(ctx, path[:3], path[3])
	if err != nil {
		t.Fatal(err)
	}
	w, err := s.trace.Describe(path)
	if err != nil {
		t.Fatal(err)
	}
	kind := w.Kind
	if w.Pass != "" {
		kind += "/" + w.Pass
	}
	r := s.base
	r.Path, r.Pre, r.Witness = path, pre, d.Witness
	return r, want, kind
}
