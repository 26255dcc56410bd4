package main

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
)

// bench e2e on the devnet: real node, EigenLayer core, operators and the
// aggregator over HTTP; one short task so the suite stays quick.
func TestBenchE2E(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	var out, errb bytes.Buffer
	args := []string{"bench", "e2e", "--runs", "2", "--tokens", "8", "--block-period", "250ms", "--json",
		"--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep e2eReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Runs) != 2 || rep.Metrics.BlocksToLand < 1 || rep.Metrics.MsToLandMedian <= 0 || rep.Metrics.GasMedian < 100_000 {
		t.Fatalf("report %+v", rep)
	}
	m := rep.Metrics
	if len(m.Operators) != rep.Inputs.Operators || m.Memory.RSS == 0 || m.BlocksAfterSigned < 1 || m.BlocksAfterSigned > m.BlocksToLand || m.PrefillMS <= 0 {
		t.Fatalf("operators %+v, memory %+v, blocks after signed %v, prefill %v ms", m.Operators, m.Memory, m.BlocksAfterSigned, m.PrefillMS)
	}
	for _, op := range m.Operators {
		if op.Steps != 2*(2-1+8) { // two runs of a 2-token prompt and 8 tokens
			t.Errorf("operator %d stepped %d times", op.Index, op.Steps)
		}
	}
	for _, r := range rep.Runs {
		if r.Tx == "" || r.Blocks < 1 {
			t.Fatalf("run %+v", r)
		}
	}
}
