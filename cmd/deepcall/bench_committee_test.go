package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"testing"
)

// TestBenchCommittee: the default report is the case, a third of
// the stake among 12 operators and committees of 4, whose worst holding
// (equal stakes) captures a committee with the hypergeometric odds 33/495.
func TestBenchCommittee(t *testing.T) {
	var out, errb bytes.Buffer
	if err := cmdBench(context.Background(), []string{"committee", "--json"}, &out, &errb); err != nil {
		t.Fatal(err, errb.String())
	}
	var rep committeeReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Metrics.Holdings) != 3 || math.Abs(rep.Metrics.LandOdds-33.0/495) > 1e-12 || len(rep.Metrics.Sizes) != 3 {
		t.Fatalf("report %+v", rep.Metrics)
	}
	for _, s := range rep.Metrics.Sizes[1:] {
		if s.ForBound["1e-06"] == 0 || s.ForBound["1e-06"] > s.ForBound["1e-09"] {
			t.Errorf("sizes %+v", s)
		}
	}
	for _, args := range [][]string{
		{"committee", "--share", "0"},
		{"committee", "--committee", "13"},
		{"committee", "--operators", "30"},
	} {
		if err := cmdBench(context.Background(), args, &out, &errb); !errors.Is(err, errUsage) {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
}
