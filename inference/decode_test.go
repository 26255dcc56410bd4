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
	join   int  // the decoder step before which it is added
	after  bool // added only once every sequence added before is done
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
	return decodeAllCached(t, e, js, rows, nil)
}

// decodeAllCached is decodeAll with a prefix cache (when pc is not nil).
func decodeAllCached(t testing.TB, e *inference.Engine, js []job, rows int, pc *inference.PrefixCache) []*inference.Result {
	t.Helper()
	ctx := context.Background()
	d, err := e.NewDecoder(rows)
	if err != nil {
		t.Fatal(err)
	}
	if pc != nil {
		d.UsePrefixCache(pc)
	}
	seqs := make([]*inference.Sequence, len(js))
	added := 0
	for step := 0; added < len(js) || d.Len() > 0; step++ {
		for i, j := range js {
			if seqs[i] == nil && j.join <= step {
				if j.after && d.Len() > 0 {
					break // not yet
				}
				for _, s := range seqs[:i] {
					if j.after {
						<-s.Done()
					}
				}
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

// TestPrefixCacheHitEqualsMiss: sequences whose prompts share a cached
// prefix (in whole blocks, or part of one) give exactly their single runs'
// results, whether the prefix was cached by an earlier sequence or by one
// in the same batch, with a budget that holds everything or forces
// evictions.
func TestPrefixCacheHitEqualsMiss(t *testing.T) {
	for _, dir := range []string{"stories260K", "rand-qknorm", "rand-gqa3-halfsplit"} {
		t.Run(dir, func(t *testing.T) {
			m, mf, err := inference.LoadDir(filepath.Join("..", "testdata", "manifests", dir))
			if err != nil {
				t.Fatal(err)
			}
			c := m.Config
			e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 2}}
			rng := rand.New(rand.NewPCG(3, uint64(len(dir))))
			// Two whole blocks and a part where the context allows, one
			// and a part where it is short.
			blocks := min(2, (c.SeqLen-16)/inference.PrefixBlock)
			common := make([]int, blocks*inference.PrefixBlock+5)
			for i := range common {
				common[i] = rng.IntN(c.Vocab)
			}
			var js []job
			for i, cut := range []int{len(common), len(common), blocks * inference.PrefixBlock, blocks*inference.PrefixBlock + 1, inference.PrefixBlock + 2, 3, len(common) - 1} {
				p := append([]int(nil), common[:cut]...)
				for range 1 + rng.IntN(5) {
					p = append(p, rng.IntN(c.Vocab))
				}
				// The first two start together (neither finds the other's
				// blocks); the rest come once the first have cached theirs.
				js = append(js, job{prompt: p, n: 1 + rng.IntN(4), join: []int{0, 0, 1, 1, 2, 2, 3}[i], after: i >= 2})
			}
			for _, budget := range []int64{1 << 30, 1 << 16} {
				pc := inference.NewPrefixCache(budget)
				got := decodeAllCached(t, e, js, 0, pc)
				for i, j := range js {
					if want := single(t, e, j.prompt, j.n); !reflect.DeepEqual(got[i], want) {
						t.Fatalf("budget %d seq %d: result with the prefix cache differs from the single run", budget, i)
					}
				}
				st := pc.Stats()
				if st.Bytes > budget {
					t.Fatalf("cache holds %d bytes over its budget %d", st.Bytes, budget)
				}
				if budget == 1<<30 && st.Hits != 4 {
					t.Fatalf("%d sequences found a cached prefix, want the 4 that share a whole block: %+v", st.Hits, st)
				}
				t.Logf("budget %d: %+v", budget, st)
			}
		})
	}
}
