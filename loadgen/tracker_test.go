package loadgen

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/inference"
)

func TestPromptsDistinct(t *testing.T) {
	seen := map[inference.Hash]bool{}
	for _, seed := range []uint64{1, 2, 510*510 + 1} {
		for i := range 2000 {
			p := Prompt(512, 1, seed, i)
			if len(p) != 1+PromptDigits || p[0] != 1 {
				t.Fatalf("prompt %v", p)
			}
			for _, id := range p[1:] {
				if id < 2 || id >= 512 {
					t.Fatalf("prompt %v has id %d outside [2, 512)", p, id)
				}
			}
			h := inference.InputHash(p, 8)
			if seed == 510*510+1 { // same seed as 1 modulo (vocab−2)²: the same prompts again
				if !seen[h] {
					t.Fatalf("seed %d, i %d: expected the prompt of seed 1", seed, i)
				}
				continue
			}
			if seen[h] {
				t.Fatalf("seed %d, i %d: prompt %v repeated", seed, i, p)
			}
			seen[h] = true
		}
	}
}

func TestTrackerReport(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	in := func(i byte) inference.Hash { return inference.Hash{i} }
	tx := func(i byte) common.Hash { return common.Hash{0xee, i} }
	type task struct {
		id      string
		input   byte
		offerMS int
		final   *Outcome
	}
	landed := func(ms int) *Outcome { return &Outcome{Landed: true, At: t0.Add(time.Duration(ms) * time.Millisecond)} }
	failed := func(reason string) *Outcome { return &Outcome{At: t0, Reason: reason} }
	cases := []struct {
		name   string
		tasks  []task
		events []Landed
		gas    map[common.Hash]uint64
		check  func(t *testing.T, r Report)
	}{
		{
			name:  "all landed, one batch of two and a single",
			tasks: []task{{"a", 1, 0, landed(1000)}, {"b", 2, 100, landed(1100)}, {"c", 3, 200, landed(2200)}},
			events: []Landed{{Input: in(1), Tx: tx(1), Block: 5}, {Input: in(2), Tx: tx(1), Block: 5},
				{Input: in(3), Tx: tx(2), Block: 6}, {Input: in(9), Tx: tx(3), Block: 6}}, // in(9): not ours
			gas: map[common.Hash]uint64{tx(1): 100_000, tx(2): 80_000, tx(3): 1},
			check: func(t *testing.T, r Report) {
				want := Report{Accepted: 3, Landed: 3, Txs: 2, Blocks: 2, GasTotal: 180_000, GasPerAnswer: 60_000, AnswersPerTx: 1.5,
					P50MS: 1000, P99MS: 2000, MaxMS: 2000, TasksPerS: 3 / 2.2, SpanS: 2.2}
				if r.Landed != want.Landed || r.Lost != 0 || r.Duplicates != 0 || r.Txs != want.Txs || r.Blocks != want.Blocks ||
					r.GasTotal != want.GasTotal || r.GasPerAnswer != want.GasPerAnswer || r.AnswersPerTx != want.AnswersPerTx ||
					r.P50MS != want.P50MS || r.P99MS != want.P99MS || r.MaxMS != want.MaxMS || r.SpanS != want.SpanS {
					t.Fatalf("report %+v, want %+v", r, want)
				}
				if d := r.TasksPerS - want.TasksPerS; d > 1e-9 || d < -1e-9 {
					t.Fatalf("tasks_per_s %v, want %v", r.TasksPerS, want.TasksPerS)
				}
			},
		},
		{
			name:   "one landed twice on chain",
			tasks:  []task{{"a", 1, 0, landed(500)}, {"b", 2, 0, landed(500)}},
			events: []Landed{{Input: in(1), Tx: tx(1)}, {Input: in(1), Tx: tx(2)}, {Input: in(1), Tx: tx(3)}, {Input: in(2), Tx: tx(3)}},
			check: func(t *testing.T, r Report) {
				if r.Duplicates != 2 || r.Landed != 2 || r.OnChain != 2 {
					t.Fatalf("duplicates %d landed %d, want 2 and 2", r.Duplicates, r.Landed)
				}
			},
		},
		{
			name:   "open, failed with and without a reason, landed without an event",
			tasks:  []task{{"a", 1, 0, nil}, {"b", 2, 0, failed("execution_failed: no quorum")}, {"c", 3, 0, failed("")}, {"d", 4, 0, landed(10)}},
			events: nil,
			check: func(t *testing.T, r Report) {
				if r.Lost != 2 || r.Failed != 1 || r.Failures["execution_failed: no quorum"] != 1 || r.NotOnChain != 1 || r.Landed != 1 || r.OnChain != 0 {
					t.Fatalf("report %+v", r)
				}
			},
		},
		{
			name: "nothing accepted",
			check: func(t *testing.T, r Report) {
				if r.Landed != 0 || r.TasksPerS != 0 || r.P99MS != 0 || r.GasPerAnswer != 0 {
					t.Fatalf("report %+v", r)
				}
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := NewTracker()
			for _, k := range tc.tasks {
				at := t0.Add(time.Duration(k.offerMS) * time.Millisecond)
				tr.Offer(at)
				tr.Accepted(k.id, in(k.input), at, true)
				if k.final != nil {
					tr.Finish(k.id, *k.final)
					tr.Finish(k.id, Outcome{Reason: "a second outcome is ignored"})
				}
			}
			tc.check(t, tr.Report(tc.events, tc.gas, time.Second))
		})
	}
}

func TestQuantile(t *testing.T) {
	xs := make([]float64, 100)
	for i := range xs {
		xs[i] = float64(i + 1)
	}
	for _, c := range []struct{ q, want float64 }{{0.5, 50}, {0.99, 99}, {1, 100}, {0, 1}} {
		if got := quantile(xs, c.q); got != c.want {
			t.Errorf("quantile %v = %v, want %v", c.q, got, c.want)
		}
	}
}
