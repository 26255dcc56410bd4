//go:build opencl && cgo

package gpu

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

// cpuResult is the CPU engine's generation, what the device must equal.
func cpuResult(t testing.TB, m *inference.Model, manifest inference.Hash, prompt []int, n int) *inference.Result {
	t.Helper()
	e := &inference.Engine{Model: m, Manifest: manifest, Backend: inference.CPU{}}
	res, err := e.Generate(context.Background(), prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func tokens(rng *rand.Rand, c inference.Config, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = rng.IntN(c.Vocab)
	}
	return p
}

type seqJob struct {
	prompt []int
	n      int
	join   int // the decoder step before which it is added
}

// TestBatchedEqualsCPU decodes batches of sequences with mixed prompts,
// lengths and start steps on the device, prompts read in chunks of 1, 5 and
// 64 rows, through a prefix cache; each result (tokens, checkpoints, KV
// roots, counts) equals the CPU engine's single run.
func TestBatchedEqualsCPU(t *testing.T) {
	b := testBackend(t)
	for _, name := range golden.ModelNames() {
		t.Run(name, func(t *testing.T) {
			m, mf, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", name))
			if err != nil {
				t.Fatal(err)
			}
			c := m.Config
			rng := rand.New(rand.NewPCG(uint64(len(name)), 29))
			// An opening long enough for a cached block, shared by about
			// half the prompts.
			shared := tokens(rng, c, min(inference.PrefixBlock+4, c.SeqLen-2))
			pc := inference.NewPrefixCache(1 << 24)
			for _, rows := range []int{1, 5, 64} {
				var js []seqJob
				for range 1 + rng.IntN(18) {
					var p []int
					if rng.IntN(2) == 0 {
						p = append(slices.Clone(shared), tokens(rng, c, rng.IntN(min(3, c.SeqLen-1-len(shared))))...)
					} else {
						p = tokens(rng, c, 1+rng.IntN(min(24, c.SeqLen/2)))
					}
					js = append(js, seqJob{prompt: p, n: 1 + rng.IntN(min(12, c.SeqLen-len(p))), join: rng.IntN(8)})
				}
				e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: b}
				d, err := e.NewDecoder(rows)
				if err != nil {
					t.Fatal(err)
				}
				d.UsePrefixCache(pc)
				seqs := make([]*inference.Sequence, len(js))
				for step := 0; ; step++ {
					for i, j := range js {
						if seqs[i] == nil && j.join <= step {
							if seqs[i], err = d.Add(j.prompt, j.n); err != nil {
								t.Fatal(err)
							}
						}
					}
					if d.Len() == 0 && step > 8 {
						break
					}
					if _, err := d.Step(context.Background()); err != nil {
						t.Fatal(err)
					}
				}
				for i, j := range js {
					got, err := seqs[i].Wait(context.Background())
					if err != nil {
						t.Fatal(err)
					}
					if want := cpuResult(t, m, mf.Hash, j.prompt, j.n); !reflect.DeepEqual(got, want) {
						t.Fatalf("rows=%d seq %d (prompt %d, n %d): tokens %v, CPU %v (or checkpoints differ)", rows, i, len(j.prompt), j.n, got.Tokens, want.Tokens)
					}
				}
			}
			// A context of 16 cannot hold a whole cached block and a step after.
			if st := pc.Stats(); st.Hits == 0 && c.SeqLen > inference.PrefixBlock+2 {
				t.Fatalf("no prompt resumed from the cache: %+v", st)
			}
		})
	}
}

// TestQwen3ShapeToken runs a prompt and a generated token of the
// Qwen3-0.6B shape (28 layers, 151,936-token vocabulary, QK-norm) with
// random weights on the device and compares it with the CPU engine.
func TestQwen3ShapeToken(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 0.6B-parameter model")
	}
	b := testBackend(t)
	m, err := quantize.Model(synth.Model(synth.Qwen3_0p6B(16), 29, true))
	if err != nil {
		t.Fatal(err)
	}
	defer b.forget(m)
	prompt := []int{151643, 9707, 11, 1879}
	e := &inference.Engine{Model: m, Backend: b}
	got, err := e.Generate(context.Background(), prompt, 2, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := cpuResult(t, m, inference.Hash{}, prompt, 2); !reflect.DeepEqual(got, want) {
		t.Fatalf("tokens %v, CPU %v (or checkpoints differ)", got.Tokens, want.Tokens)
	}
}

// TestSmolLM2Paris runs the real SmolLM2-135M-Instruct on the device when
// DEEPCALL_SMOLLM2_GGUF names its GGUF file: asked for the capital of
// France in ChatML, it answers "The capital of France is Paris." with the
// CPU engine's checkpoints.
func TestSmolLM2Paris(t *testing.T) {
	path := os.Getenv("DEEPCALL_SMOLLM2_GGUF")
	if path == "" {
		t.Skip("DEEPCALL_SMOLLM2_GGUF not set")
	}
	b := testBackend(t)
	l, err := loader.Load(path, loader.Options{MaxSeqLen: 64})
	if err != nil {
		t.Fatal(err)
	}
	defer b.forget(l.Model)
	prompt := []int{1, 4093, 198, 1780, 314, 260, 3575, 282, 4649, 47, 2, 198, 1, 520, 9531, 198}
	answer := []int{504, 3575, 282, 4649, 314, 7042, 30, 2}
	e := &inference.Engine{Model: l.Model, Manifest: l.Manifest.Hash, Backend: b}
	got, err := e.Generate(context.Background(), prompt, len(answer), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Tokens, answer) {
		t.Fatalf("answers %v, want %v", got.Tokens, answer)
	}
	if want := cpuResult(t, l.Model, l.Manifest.Hash, prompt, len(answer)); !reflect.DeepEqual(got, want) {
		t.Fatal("checkpoints differ from the CPU engine's")
	}
}
