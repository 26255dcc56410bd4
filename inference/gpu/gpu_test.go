//go:build opencl && cgo

package gpu

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

var (
	shared     *Backend
	sharedErr  error
	sharedOnce sync.Once
)

// testBackend opens the backend the tests share (kernels are built once). With
// DEEPCALL_GPU=require or any, a missing device fails the test instead of
// skipping it; a kernel that does not build always fails.
func testBackend(t testing.TB) *Backend {
	t.Helper()
	sharedOnce.Do(func() { shared, sharedErr = Open(OptionsFromEnv()) })
	if sharedErr != nil {
		if Demanded() || !errors.Is(sharedErr, ErrUnavailable) {
			t.Fatalf("DEEPCALL_GPU=%s: %v", Env(), sharedErr)
		}
		t.Skip(sharedErr)
	}
	return shared
}

// TestModelVectors runs every committed model's golden cases on the device:
// tokens, checkpoints, root, op counts and every traced step's op hashes
// equal the vectors the CPU engine wrote.
func TestModelVectors(t *testing.T) {
	b := testBackend(t)
	dir := golden.Dir()
	for _, name := range golden.ModelNames() {
		t.Run(name, func(t *testing.T) {
			m, mf, err := inference.LoadDir(filepath.Join(dir, "manifests", name))
			if err != nil {
				t.Fatal(err)
			}
			vec, err := golden.ReadVectors(dir, name)
			if err != nil {
				t.Fatal(err)
			}
			e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: b}
			for ci, c := range vec.Cases {
				res, err := e.Generate(context.Background(), c.Prompt, c.N, nil)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(res.Tokens, c.Tokens) || !reflect.DeepEqual(res.Checkpoints, c.Checkpoints) || res.Root != c.Root {
					t.Fatalf("case %d: tokens %v, want %v (or the checkpoints differ)", ci, res.Tokens, c.Tokens)
				}
				if res.Ops != c.Ops || res.MACs != c.MACs {
					t.Fatalf("case %d: ops/macs %d/%d, want %d/%d", ci, res.Ops, res.MACs, c.Ops, c.MACs)
				}
				for _, tr := range c.Traces {
					have, err := golden.RunOn(b, m, mf.Hash, c.Prompt, c.N, []int{tr.Step})
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(have.Traces[0], tr) {
						t.Fatalf("case %d: trace of step %d differs: %s", ci, tr.Step, firstDiff(have.Traces[0].Ops, tr.Ops))
					}
				}
			}
		})
	}
}

// firstDiff names the first op whose output differs.
func firstDiff(have, want []golden.TraceOp) string {
	for i := range min(len(have), len(want)) {
		if have[i] != want[i] {
			return fmt.Sprintf("op %d: have %+v, want %+v", i, have[i], want[i])
		}
	}
	return fmt.Sprintf("%d ops, want %d", len(have), len(want))
}
