package systest

import (
	"math"
	"testing"
	"time"
)

func TestGrowthJudge(t *testing.T) {
	const n = 60
	at := make([]time.Duration, n)
	for i := range at {
		at[i] = time.Duration(i) * 5 * time.Second
	}
	series := func(f func(i int) float64) []float64 {
		v := make([]float64, n)
		for i := range v {
			v[i] = f(i)
		}
		return v
	}
	rule := Growth{Abs: 25, Rel: 0.10}
	for _, tc := range []struct {
		name string
		vals []float64
		grew bool
	}{
		{"flat", series(func(int) float64 { return 40 }), false},
		// Warm-up: a steep climb in the first half, flat after.
		{"warm-up then flat", series(func(i int) float64 { return 40 + 200*math.Min(float64(i), 30)/30 }), false},
		// Garbage collection's sawtooth around a level.
		{"sawtooth", series(func(i int) float64 { return 100 + float64(i%6)*15 }), false},
		// One spike in the judged half (a burst of requests).
		{"one spike", series(func(i int) float64 {
			if i == 45 {
				return 400
			}
			return 40
		}), false},
		// A leak of one goroutine a sample: 29 over the judged half.
		{"leak", series(func(i int) float64 { return 40 + float64(i) }), true},
		// The same slope on a large base stays under 10% of it.
		{"slope under the relative limit", series(func(i int) float64 { return 1000 + float64(i) }), false},
		// A leak that starts in the judged half.
		{"late leak", series(func(i int) float64 { return 40 + 3*math.Max(0, float64(i-40)) }), true},
		// Shrinking is never growth.
		{"shrinking", series(func(i int) float64 { return 500 - 5*float64(i) }), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, err := rule.Judge(at, tc.vals)
			if err != nil {
				t.Fatal(err)
			}
			if v.Grew != tc.grew {
				t.Errorf("grew %v, want %v: %s", v.Grew, tc.grew, v)
			}
		})
	}
}

func TestGrowthJudgeBadInput(t *testing.T) {
	at := []time.Duration{0, time.Second, 2 * time.Second}
	for _, tc := range []struct {
		name string
		at   []time.Duration
		vals []float64
	}{
		{"lengths differ", at, []float64{1, 2}},
		{"too few samples", at, []float64{1, 2, 3}},
		{"no time", make([]time.Duration, 2*MinJudged), make([]float64, 2*MinJudged)},
	} {
		if _, err := (Growth{Abs: 1}).Judge(tc.at, tc.vals); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
}
