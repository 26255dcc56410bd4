package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"testing"
)

// bench load on the devnet: a short burst through the router, every task
// accounted for on chain.
func TestBenchLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	var out, errb bytes.Buffer
	args := []string{"bench", "load", "--rate", "20", "--duration", "2s", "--drain", "60s", "--tokens", "4", "--block-period", "250ms",
		"--json", "--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep loadReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Offered != 40 || rep.Accepted != rep.Offered || rep.Landed != rep.Accepted || rep.Lost != 0 || rep.Duplicates != 0 ||
		rep.NotOnChain != 0 || rep.TasksPerS <= 0 || rep.P99MS < rep.P50MS || rep.GasPerAnswer <= 0 || rep.Txs < 1 {
		t.Fatalf("report %+v", rep.Report)
	}
	if rep.Setup.Operators != 4 || rep.Inputs.Tokens != 4 || rep.Inputs.Rate != 20 {
		t.Fatalf("inputs %+v %+v", rep.Setup, rep.Inputs)
	}
}

// --committee pays each task on the market; its drawn committee executes
// and lands it, each answer its own verifyAndUpdateCommittee.
func TestBenchLoadCommittee(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	var out, errb bytes.Buffer
	args := []string{"bench", "load", "--rate", "5", "--duration", "2s", "--drain", "90s", "--tokens", "4", "--block-period", "250ms",
		"--operators", "6", "--committee", "3", "--json", "--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep loadReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Offered != 10 || rep.Landed != rep.Offered || rep.Lost != 0 || rep.Duplicates != 0 || rep.AnswersPerTx != 1 {
		t.Fatalf("report %+v", rep.Report)
	}
	if rep.Setup.Operators != 6 || rep.Setup.Committee != 3 {
		t.Fatalf("setup %+v", rep.Setup)
	}
}

func TestBenchLoadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"bench", "load", "--rate", "0"},
		{"bench", "load", "--operators", "4", "--committee", "5"},
		{"bench", "load", "--committee", "2", "--rpc", "http://127.0.0.1:1", "--router", "http://127.0.0.1:2"},
		{"bench", "load", "--rpc", "http://127.0.0.1:1"},
		{"bench", "load", "--router", "http://127.0.0.1:1"},
		{"bench", "load", "--rpc", "http://127.0.0.1:1", "--router", "http://127.0.0.1:2", "--consumer", "nope"},
	} {
		var out, errb bytes.Buffer
		if err := cmdBench(context.Background(), args[1:], &out, &errb); !errors.Is(err, errUsage) {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
}

// bench prefix on the devnet: both prompts of each pair land; every
// operator's run of a pair's second prompt finds the prefix cached (the
// first prompt's runs may too, when one operator's finished before
// another's started: on stories260K they are quick).
func TestBenchPrefix(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	var out, errb bytes.Buffer
	args := []string{"bench", "prefix", "--prefix", "32", "--pairs", "2", "--tokens", "3", "--block-period", "250ms",
		"--json", "--manifest", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep prefixReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Pairs) != 2 || rep.ColdMedianMS <= 0 || rep.HitMedianMS <= 0 {
		t.Fatalf("report %+v", rep)
	}
	for _, p := range rep.Pairs {
		if p.SharedTokens < 32 || p.SharedTokens >= p.PromptTokens[0] {
			t.Fatalf("pair %+v: the prompts share %d tokens, want at least 32 and less than all", p, p.SharedTokens)
		}
	}
	if c := rep.Cache; c.Hits+c.Misses != 2*2*4 || c.Hits < 2*4 || c.Misses < 2 || c.Blocks < 2*2 {
		t.Fatalf("cache %+v: want 16 runs, a hit for each operator's second prompt, a miss for each pair's first run, each pair's 2 blocks", rep.Cache)
	}
}

func TestBenchPrefixUsage(t *testing.T) {
	for _, args := range [][]string{{"--prefix", "15"}, {"--pairs", "0"}, {"--tokens", "0"}, {"--prefix", "600"}} {
		var out, errb bytes.Buffer
		code := run(context.Background(), append([]string{"bench", "prefix", "--manifest", "../../testdata/manifests/stories260K"}, args...), &out, &errb)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (usage): %s", args, code, errb.String())
		}
	}
}
