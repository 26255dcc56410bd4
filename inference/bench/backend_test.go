package bench

import (
	"context"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/reference"
)

// otherCPU is the CPU backend under another name and with a device, as a
// device's backend would be recorded.
type otherCPU struct{ inference.CPU }

func (otherCPU) Name() string   { return "gpu" }
func (otherCPU) Device() string { return "a CPU in disguise" }

// liar is otherCPU answering token 0 at every classifying step from
// position from on: its tokens (and so its links) part from the CPU's.
type liar struct {
	otherCPU
	from int
}

func (l liar) Open(m *inference.Model) (inference.Runner, error) {
	r, err := l.CPU.Open(m)
	return lyingRunner{r, l.from}, err
}

type lyingRunner struct {
	inference.Runner
	from int
}

func (r lyingRunner) Step(pos, tok int, classify bool, trace inference.TraceFunc) (int, error) {
	next, err := r.Runner.Step(pos, tok, classify, trace)
	if classify && pos >= r.from {
		next = 0
	}
	return next, err
}

// StepBatch hands the CPU its own runners, then lies as Step does.
func (l liar) StepBatch(rows []inference.BatchStep) error {
	for i := range rows {
		rows[i].Runner = rows[i].Runner.(lyingRunner).Runner
	}
	err := l.CPU.StepBatch(rows)
	for i := range rows {
		rows[i].Runner = lyingRunner{rows[i].Runner, l.from}
		if rows[i].Classify && rows[i].Pos >= l.from {
			rows[i].Next = 0
		}
	}
	return err
}

var tinyConfig = reference.Config{Dim: 64, HiddenDim: 176, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 16,
	Vocab: 300, SeqLen: 32, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}

// Another backend is measured on the same figures, recorded by name and
// device, and compared with the CPU engine token by token and link by
// link: a conforming one has no mismatch, a lying one has some.
func TestEngineOtherBackend(t *testing.T) {
	cfg := tinyConfig
	for _, tc := range []struct {
		b    inference.Backend
		want func(int) bool
	}{
		{otherCPU{}, func(n int) bool { return n == 0 }},
		{liar{from: 5}, func(n int) bool { return n > 0 }},
	} {
		rep, err := Engine(context.Background(), EngineOptions{Config: &cfg, Seed: 7, Tokens: 16, Warmup: 2, Rounds: 2, StreamPasses: 1, Backend: tc.b})
		if err != nil {
			t.Fatal(err)
		}
		if m := rep.Metrics.Mismatches; m == nil || !tc.want(*m) {
			t.Errorf("%T: mismatches %v", tc.b, m)
		}
		if in := rep.Inputs; in.Backend != "gpu" || in.Device != "a CPU in disguise" {
			t.Errorf("%T: recorded as backend %q, device %q", tc.b, in.Backend, in.Device)
		}
	}
	rep, err := Engine(context.Background(), EngineOptions{Config: &cfg, Seed: 7, Tokens: 4, Warmup: 1, Rounds: 1, StreamPasses: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Metrics.Mismatches != nil || rep.Inputs.Backend != "cpu" || rep.Inputs.Device != "" {
		t.Errorf("the CPU compared with itself: mismatches %v, backend %q, device %q", rep.Metrics.Mismatches, rep.Inputs.Backend, rep.Inputs.Device)
	}
}

func TestBatchOtherBackend(t *testing.T) {
	cfg := tinyConfig
	for _, tc := range []struct {
		b    inference.Backend
		want func(int) bool
	}{
		{otherCPU{}, func(n int) bool { return n == 0 }},
		{liar{from: 3}, func(n int) bool { return n > 0 }},
	} {
		rep, err := Batch(context.Background(), BatchOptions{EngineOptions: EngineOptions{Config: &cfg, Seed: 7, Tokens: 8, Rounds: 2, Backend: tc.b},
			Batches: []int{1, 3}})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Metrics) != 2 || rep.Inputs.Device != "a CPU in disguise" {
			t.Fatalf("%T: %+v", tc.b, rep)
		}
		for _, m := range rep.Metrics {
			if m.Mismatches == nil || !tc.want(*m.Mismatches) {
				t.Errorf("%T batch %d: mismatches %v", tc.b, m.Batch, m.Mismatches)
			}
		}
	}
}

func TestMismatches(t *testing.T) {
	a := &inference.Result{Tokens: []int{1, 2, 3}, Checkpoints: []inference.Hash{{1}, {2}}}
	b := &inference.Result{Tokens: []int{1, 5}, Checkpoints: []inference.Hash{{1}, {3}, {4}}}
	if n := Mismatches(a, a); n != 0 {
		t.Errorf("a result against itself: %d", n)
	}
	// token 2 and the missing third; link 2 and the missing third
	if n := Mismatches(a, b); n != 4 {
		t.Errorf("%d mismatches, want 4", n)
	}
}
