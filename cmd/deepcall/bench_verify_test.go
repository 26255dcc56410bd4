package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestBenchVerify(t *testing.T) {
	var out, errb bytes.Buffer
	args := []string{"bench", "verify", "--operators", "8", "--nonsigners", "2", "--tokens", "8", "--json", "--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep verifyReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics
	// A BLS check is two pairings plus a hash to the curve: well over 100k gas;
	// a few non-signers and 8 tokens keep it well under 400k.
	if m.VerifyAndUpdateGas < 150_000 || m.VerifyAndUpdateGas > 400_000 || m.VerifyAndUpdateGas+m.IntrinsicGas != m.ReceiptGas || m.HashToG1Tries < 1 {
		t.Fatalf("implausible gas figures %+v", m)
	}
	if rep.Inputs.Operators != 8 || rep.Inputs.NonSigners != 2 {
		t.Fatalf("inputs %+v", rep.Inputs)
	}
}

// --batch K lands K answers with one verifyAndUpdateBatch after the single
// landings, over requested inputs and over unrequested ones: its per-answer
// gas is the batch's executed gas over K, and the fixed costs of each answer
// (its slot write, its event) are below the per-answer share the two
// measured batches give.
func TestBenchVerifyBatch(t *testing.T) {
	var out, errb bytes.Buffer
	args := []string{"bench", "verify", "--operators", "8", "--nonsigners", "2", "--tokens", "8", "--batch", "4", "--json",
		"--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep verifyReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	m, b := rep.Metrics, rep.Metrics.Batched
	if b == nil || b.Answers != 4 || rep.Inputs.Batch != 4 {
		t.Fatalf("no batched report: %s", out.String())
	}
	if b.ExecutedGas+b.IntrinsicGas != b.ReceiptGas || m.GasPerTaskBatched != b.ExecutedGas/4 || m.GasPerTaskBatchedWithIntrinsic != b.ReceiptGas/4 {
		t.Fatalf("inconsistent batched figures %+v", b)
	}
	if b.PerAnswerGas < int64(b.ResultSlotGas+b.UpdatedLogGas) || b.SharedGas < 100_000 || m.GasPerTaskBatched >= m.VerifyAndUpdateGas {
		t.Fatalf("implausible batched gas %+v (single %d)", b, m.VerifyAndUpdateGas)
	}
	u := m.BatchedUnrequested
	if !b.Requested || u == nil || u.Requested || u.Answers != 4 || m.GasPerTaskBatchedUnrequested != u.ExecutedGas/4 {
		t.Fatalf("requested and unrequested batches %+v, %+v", b, u)
	}
	// An answer over a requested slot writes its result and its landing
	// record nonzero-to-nonzero (2,900 each) instead of creating both slots
	// (20,000 each): 34,200 less per answer, give or take a hash-to-G1 try
	// (the digests differ).
	if d := u.PerAnswerGas - b.PerAnswerGas; d < 33_000 || d > 35_600 || b.ResultSlotGas != 5000 || u.ResultSlotGas != 22100 {
		t.Fatalf("per answer %d requested, %d unrequested: %d less, want about 34,200", b.PerAnswerGas, u.PerAnswerGas, d)
	}
	// The requester creates the slot: 21,000 + 22,100 and more.
	if m.RequestGas < 43_100 || b.RequestsGas < 4*m.RequestGas-4*1000 ||
		m.GasPerTaskWithRequest != (b.ReceiptGas+b.RequestsGas)/4 {
		t.Fatalf("request gas %d, the batch's requests %d, per task with request %d", m.RequestGas, b.RequestsGas, m.GasPerTaskWithRequest)
	}
	// the first index of a bitmap word: a zero-to-nonzero SSTORE (20,000)
	// instead of a nonzero-to-nonzero one (2,900), give or take a hash-to-G1
	// try or two (about 1,700 each: the two answers' digests differ, and
	// with them how many tries each takes)
	if d := int64(m.FreshWordGas) - int64(m.VerifyAndUpdateGas); d < 13_700 || d > 20_500 {
		t.Fatalf("fresh bitmap word %d against %d: %d more, want about 17,100", m.FreshWordGas, m.VerifyAndUpdateGas, d)
	}
}

func TestBenchVerifyBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "verify", "--operators", "4", "--nonsigners", "4"},
		{"bench", "verify", "--operators", "0"},
		{"bench", "verify", "--tokens", "0", "--manifest", "../../testdata/manifests/stories260K"},
		{"bench", "verify", "--batch", "257"},
		{"bench", "verify", "--batch", "-1"},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb); code != 2 || !strings.Contains(errb.String(), "--") {
			t.Fatalf("%v: exit %d, %q", args, code, errb.String())
		}
	}
}
