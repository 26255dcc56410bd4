package inference_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// single runs one generation on the single-sequence path: a trace that
// never fires keeps Generate off the decoder.
func single(t testing.TB, e *inference.Engine, prompt []int, n int) *inference.Result {
	t.Helper()
	res, err := e.Generate(context.Background(), prompt, n, &inference.StepTrace{Step: -1, Func: func(inference.Op, []int32) {}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

type job struct {
	prompt []int
	n      int
	join   int // the decoder step before which it is added
}

// jobs makes b generations of mixed prompt lengths, lengths and start
// times, so every batch mixes positions and phases.
func jobs(rng *rand.Rand, c inference.Config, b int) []job {
	out := make([]job, b)
	for i := range out {
		l := 1 + rng.IntN(min(24, c.SeqLen/2))
		n := 1 + rng.IntN(min(12, c.SeqLen-l))
		p := make([]int, l)
		for j := range p {
			p[j] = rng.IntN(c.Vocab)
		}
		out[i] = job{prompt: p, n: n, join: rng.IntN(8)}
	}
	return out
}

// TestBatchedEqualsSingle is the batching invariant: on every committed
// model, for batches of 1 to 64 sequences that join at different steps and
// read their prompts in chunks, each sequence's tokens, checkpoints, KV roots
// and counts equal its single run's.
func TestBatchedEqualsSingle(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("..", "testdata", "manifests", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no committed models: %v", err)
	}
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, "manifest.json")); err != nil {
			continue
		}
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			m, mf, err := inference.LoadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 2}}
			rng := rand.New(rand.NewPCG(uint64(len(dir)), 7))
			for _, b := range []int{1, 2, 7, 64} {
				for _, rows := range []int{1, 5, 0} {
					js := jobs(rng, m.Config, b)
					got := decodeAll(t, e, js, rows)
					for i, j := range js {
						want := single(t, e, j.prompt, j.n)
						if !reflect.DeepEqual(got[i], want) {
							t.Fatalf("B=%d rows=%d seq %d (prompt %d, n %d): batched result differs from the single run\n got tokens %v root %s\nwant tokens %v root %s",
								b, rows, i, len(j.prompt), j.n, got[i].Tokens, got[i].Root, want.Tokens, want.Root)
						}
					}
				}
			}
		})
	}
}

// decodeAll runs js on one decoder, each added before its join step.
func decodeAll(t testing.TB, e *inference.Engine, js []job, rows int) []*inference.Result {
	t.Helper()
	ctx := context.Background()
	d, err := e.NewDecoder(rows)
	if err != nil {
		t.Fatal(err)
	}
	seqs := make([]*inference.Sequence, len(js))
	added := 0
	for step := 0; added < len(js) || d.Len() > 0; step++ {
		for i, j := range js {
			if seqs[i] == nil && j.join <= step {
				if seqs[i], err = d.Add(j.prompt, j.n); err != nil {
					t.Fatal(err)
				}
				added++
			}
		}
		if _, err := d.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	out := make([]*inference.Result, len(js))
	for i, s := range seqs {
		if out[i], err = s.Wait(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestDecoderRefusesBadRequestsAndDrops(t *testing.T) {
	m := smallModel(t)
	e := &inference.Engine{Model: m, Backend: inference.CPU{Workers: 1}}
	d, err := e.NewDecoder(0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Add(nil, 1); !errors.Is(err, inference.ErrEmptyPrompt) {
		t.Fatalf("empty prompt: %v", err)
	}
	if _, err := d.Add([]int{m.Config.Vocab}, 1); !errors.Is(err, inference.ErrTokenOutOfRange) {
		t.Fatalf("token out of range: %v", err)
	}
	if _, err := d.Add([]int{1}, m.Config.SeqLen+1); !errors.Is(err, inference.ErrContextOverflow) {
		t.Fatalf("overflow: %v", err)
	}
	s, err := d.Add([]int{1, 2, 3}, 4)
	if err != nil {
		t.Fatal(err)
	}
	keep, err := d.Add([]int{1}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Step(context.Background()); err != nil {
		t.Fatal(err)
	}
	d.Drop(s)
	if _, err := s.Wait(context.Background()); !errors.Is(err, inference.ErrDropped) {
		t.Fatalf("dropped sequence: %v", err)
	}
	for d.Len() > 0 {
		if _, err := d.Step(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	got, err := keep.Wait(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if want := single(t, e, []int{1}, 2); !reflect.DeepEqual(got, want) {
		t.Fatalf("the sequence beside a dropped one: %v, want %v", got.Tokens, want.Tokens)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Add([]int{1}, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Step(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled step: %v", err)
	}
}

func TestStepBatchRefusesOutOfOrderRows(t *testing.T) {
	m := smallModel(t)
	b := inference.CPU{Workers: 1}
	r, err := b.Open(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, rows := range [][]inference.BatchStep{
		{{Runner: r, Pos: 1, Tok: 1}},                              // skips position 0
		{{Runner: r, Pos: 0, Tok: 1}, {Runner: r, Pos: 0, Tok: 1}}, // position 0 twice
	} {
		if err := b.StepBatch(rows); !errors.Is(err, inference.ErrBatchOrder) {
			t.Fatalf("rows %v: %v, want ErrBatchOrder", rows, err)
		}
	}
	if err := b.StepBatch([]inference.BatchStep{{Runner: r, Pos: 0, Tok: m.Config.Vocab}}); !errors.Is(err, inference.ErrTokenOutOfRange) {
		t.Fatalf("token out of range: %v", err)
	}
}
