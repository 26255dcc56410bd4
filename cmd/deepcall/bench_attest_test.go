package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// bench attest folds at least one epoch, commits it through the quorum
// check, draws its sample on chain and finds the Go draws and proofs equal to
// the chain's. Throughput is reported, not asserted.
func TestBenchAttest(t *testing.T) {
	var out, errb bytes.Buffer
	args := []string{"bench", "attest", "--operators", "4", "--conns", "1", "--body", "128", "--duration", "1s", "--epoch", "400ms",
		"--json", "--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep attestReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics
	if m.Epochs < 1 || m.Attestations == 0 || len(m.EpochCommitGas) != m.Epochs || !m.SampleChecked || m.ProofsChecked == 0 {
		t.Fatalf("report %+v", m)
	}
	// one quorum check (two pairings and a hash to the curve) and two fresh slots
	if m.EpochCommitGasMax < 150_000 || m.EpochCommitGasMax > 400_000 {
		t.Fatalf("implausible commitEpoch gas %d", m.EpochCommitGasMax)
	}
	var sum uint64
	for _, n := range m.EpochSizes {
		sum += n
	}
	if sum != m.Attestations || m.SampleSize != (m.EpochSizes[0]*300+9999)/10000 {
		t.Fatalf("epoch sizes %v, sample %d", m.EpochSizes, m.SampleSize)
	}
	if m.DeterrentRateBps != 200 {
		t.Fatalf("deterrent rate for fee 1e15, slash 5e16: %d bps, want 200", m.DeterrentRateBps)
	}
}

func TestBenchAttestBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "attest", "--sample-bps", "100"},
		{"bench", "attest", "--sample-bps", "600"},
		{"bench", "attest", "--body", "0"},
		{"bench", "attest", "--operators", "0"},
		{"bench", "attest", "--duration", "0s"},
		{"bench", "attest", "--fee", "x"},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb); code != 2 || !strings.Contains(errb.String(), "--") {
			t.Fatalf("%v: exit %d, %q", args, code, errb.String())
		}
	}
}
