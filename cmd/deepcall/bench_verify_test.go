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

func TestBenchVerifyBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "verify", "--operators", "4", "--nonsigners", "4"},
		{"bench", "verify", "--operators", "0"},
		{"bench", "verify", "--tokens", "0", "--manifest", "../../testdata/manifests/stories260K"},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb); code != 2 || !strings.Contains(errb.String(), "--") {
			t.Fatalf("%v: exit %d, %q", args, code, errb.String())
		}
	}
}
