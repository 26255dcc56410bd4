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

// TestArenaFullAndClosed: a sequence whose KV cache does not fit the arena
// fails with ErrKVFull, reserved up front or grown step by step, and
// leaves the arena as it was, so smaller ones then run; a closed backend
// refuses runners and steps.
func TestArenaFullAndClosed(t *testing.T) {
	testBackend(t)
	m, mf, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	c := m.Config
	row := int64(2 * c.Layers * c.KVDim() * 4) // bytes a position
	opts := OptionsFromEnv()
	opts.KVBytes = 40 * row // 45 positions with the arena's eighth
	b, err := Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: b}
	if _, err := e.Generate(context.Background(), []int{1}, 100, nil); !errors.Is(err, ErrKVFull) {
		t.Fatalf("100 positions in an arena of 45: %v, want ErrKVFull", err)
	}
	// A traced run is not reserved: its cache grows until the arena is
	// full, and the failed runner's range is given back at once.
	never := &inference.StepTrace{Step: -1, Func: func(inference.Op, []int32) {}}
	if _, err := e.Generate(context.Background(), []int{1}, 100, never); !errors.Is(err, ErrKVFull) {
		t.Fatalf("100 traced positions in an arena of 45: %v, want ErrKVFull", err)
	}
	for range 3 {
		res, err := e.Generate(context.Background(), []int{1, 400}, 30, nil)
		if err != nil {
			t.Fatalf("30 positions after the refusal: %v", err)
		}
		if want := cpuResult(t, m, mf.Hash, []int{1, 400}, 30); !reflect.DeepEqual(res, want) {
			t.Fatal("result differs from the CPU engine's")
		}
	}
	r, err := b.Open(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Open(m); !errors.Is(err, ErrClosed) {
		t.Fatalf("Open after Close: %v", err)
	}
	if err := b.StepBatch([]inference.BatchStep{{Runner: r, Pos: 0, Tok: 1}}); !errors.Is(err, ErrClosed) {
		t.Fatalf("StepBatch after Close: %v", err)
	}
	if err := r.(inference.Reserver).Reserve(8); !errors.Is(err, ErrClosed) {
		t.Fatalf("Reserve after Close: %v", err)
	}
	r.(interface{ Release() }).Release() // nothing left to give back, and no panic
}
