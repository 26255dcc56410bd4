package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/internal/repo"
)

func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{nil, 2, "Commands:"},
		{[]string{"nope"}, 2, "unknown command"},
		{[]string{"help"}, 0, "p ≥ C/(S+C)"},
		{[]string{"lab", "--help"}, 0, "Exit status"},
		{[]string{"lab", "--liar", "both"}, 2, "--liar"},
		{[]string{"lab", "--tokens", "4", "--diverge", "4"}, 2, "--diverge 4 outside"},
		{[]string{"lab", "--sub", "4,x"}, 2, "--sub"},
		{[]string{"lab", "extra"}, 2, "unexpected argument"},
		{[]string{"status", "--game", "0x12"}, 2, "not an address"},
		{[]string{"status", "--game", "0x0000000000000000000000000000000000000001", "--market", "0x12"}, 2, "--market"},
		{[]string{"challenge", "--help"}, 0, "p ≥ C/(S+C)"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--sample-rate", "2"}, 2, "--sample-rate"},
		{[]string{"defend", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--key", "/nonexistent"}, 2, "--key"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--task", "x"}, 2, "no key"},
		{[]string{"challenge", "--help"}, 0, "GET /v1/tasks?input="},
		{[]string{"challenge", "--help"}, 0, "--movers"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--movers", "/nonexistent"}, 2, "--movers"},
		{[]string{"defend", "--help"}, 0, "--router"},
		{[]string{"defend", "--help"}, 0, "[--prover evm|gnark|sp1]"},
		{[]string{"challenge", "--help"}, 0, "[--prover evm|gnark|sp1]"},
		{[]string{"defend", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--prover", "gnark", "--zk-pk", "/nonexistent/res64.pk"}, 2, "needs the residual circuit's proving key"},
		{[]string{"defend", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--prover", "sp1"}, 2, "no SP1 Groth16 prover here"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--prover", "plonk"}, 2, "want evm, gnark or sp1"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--router", "localhost:8645"}, 2, "want an http(s) base URL"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--aggregator", "localhost:8646"}, 2, "--aggregator \"localhost:8646\": want an http(s) base URL"},
		{[]string{"challenge", "--consumer", "0x0000000000000000000000000000000000000001", "--game", "0x0000000000000000000000000000000000000002", "--aggregator", "http://127.0.0.1:8646"}, 2, "--aggregator needs --router"},
		{[]string{"challenge", "--help"}, 0, "--aggregator"},
	} {
		t.Setenv("BISECT_KEY", "")
		code, out, errs := runCmd(t, c.args...)
		if code != c.code || !strings.Contains(out+errs, c.want) {
			t.Errorf("%v: exit %d, want %d with %q; got %q", c.args, code, c.code, c.want, out+errs)
		}
	}
}

func TestLabJSON(t *testing.T) {
	for _, liar := range []string{"defender", "challenger"} {
		code, out, errs := runCmd(t, "lab", "--tokens", "9", "--diverge", "4", "--liar", liar, "--json")
		if code != 0 {
			t.Fatalf("liar %s: exit %d: %s", liar, code, errs)
		}
		var rep struct {
			Transcript struct {
				Entries []json.RawMessage `json:"entries"`
				Outcome struct {
					Winner string `json:"winner"`
				} `json:"outcome"`
			} `json:"transcript"`
			Gas         []uint64 `json:"gas"`
			MaxMoveGas  uint64   `json:"max_move_gas"`
			Rounds      int      `json:"rounds"`
			ResultValid bool     `json:"result_valid"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		winner := "challenger"
		if liar == "challenger" {
			winner = "defender"
		}
		if rep.Transcript.Outcome.Winner != winner {
			t.Errorf("liar %s: winner %q", liar, rep.Transcript.Outcome.Winner)
		}
		// under 150k gas a move
		if rep.Rounds != 4+2+2 || rep.MaxMoveGas == 0 || rep.MaxMoveGas > 150_000 || len(rep.Gas) != len(rep.Transcript.Entries) {
			t.Errorf("liar %s: rounds %d, max gas %d, %d gas figures for %d moves", liar, rep.Rounds, rep.MaxMoveGas, len(rep.Gas), len(rep.Transcript.Entries))
		}
		if rep.ResultValid != (liar == "challenger") {
			t.Errorf("liar %s: result valid %v", liar, rep.ResultValid)
		}
	}
	code, out, _ := runCmd(t, "lab", "--tokens", "5", "--diverge", "2")
	if code != 0 || !strings.Contains(out, "challenger wins by one-step") || !strings.Contains(out, "gas per move:") {
		t.Errorf("text transcript: exit %d\n%s", code, out)
	}
}

// An engine game whose liar departs inside attention (layer 4's attention
// at the last checkpoint, head 5, segment leaf 2: the weighted-sum pass of
// its one segment) ends in a segment step.
func TestLabEngineAttentionSegment(t *testing.T) {
	code, out, errs := runCmd(t, "lab", "--engine", "--tokens", "20", "--diverge", "19", "--op", "62", "--chunk", "5", "--segment", "2")
	if code != 0 || !strings.Contains(out, "challenger wins by one-step at leaf [19 62 5 2]") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
}

// An engine game whose liar departs in the link level (step 12's op 74 is
// link_12: layer 2's KV update) ends in that layer's step.
func TestLabEngineKVUpdate(t *testing.T) {
	code, out, errs := runCmd(t, "lab", "--engine", "--tokens", "14", "--diverge", "12", "--op", "74", "--chunk", "2", "--liar", "challenger")
	if code != 0 || !strings.Contains(out, "defender wins by one-step at leaf [12 74 2 0]") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
}

func TestStatusReadsGames(t *testing.T) {
	ctx := context.Background()
	env, err := labchain.Start(ctx, labchain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer env.Close()
	if _, err := env.PlayAlphabet(ctx, labchain.AlphabetGame{Tokens: 6, Diverge: 1, Liar: bisection.Defender}); err != nil {
		t.Fatal(err)
	}
	list, err := challengeStatuses(ctx, env.Client, env.Game, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != 1 || list[0].State != bisection.Resolved || list[0].Challenger != env.Challenger.Address() ||
		len(list[0].Defences) != 1 {
		t.Fatalf("status %+v", list)
	}
	g := list[0].Defences[0]
	if g.ID != 1 || g.ChallengeID != 1 || g.Phase != bisection.Over || g.Outcome == nil || g.Outcome.Winner != bisection.Challenger ||
		g.Defender != env.Operators[0].Address() {
		t.Fatalf("defence %+v", g)
	}
	if _, err := challengeStatuses(ctx, env.Client, env.Game, 2); !errors.Is(err, bisection.ErrNoChallenge) {
		t.Errorf("challenge 2: %v, want ErrNoChallenge", err)
	}
}

// A daemon started while its node is down waits for it (logging each try)
// until it is interrupted; with --once it tries once and fails.
func TestDaemonWaitsForItsNode(t *testing.T) {
	reqs := filepath.Join(t.TempDir(), "requests.jsonl")
	if err := os.WriteFile(reqs, []byte(`{"prompt": [1, 2], "n": 2}`+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("BISECT_KEY", "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	args := []string{"--rpc", "http://127.0.0.1:1", "--consumer", "0x0000000000000000000000000000000000000001",
		"--game", "0x0000000000000000000000000000000000000002", "--requests", reqs, "--model", filepath.Join(root, "testdata/manifests/stories260K")}
	for _, cmd := range []string{"challenge", "defend"} {
		code, _, errs := runCmd(t, append([]string{cmd, "--once"}, args...)...)
		if code != 1 || !strings.Contains(errs, "chain id") {
			t.Errorf("%s --once, node down: exit %d, want 1 naming the chain id read; stderr %q", cmd, code, errs)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 4*time.Second)
		var out, errb bytes.Buffer
		start := time.Now()
		code = run(ctx, append([]string{cmd}, args...), &out, &errb)
		cancel()
		if time.Since(start) < 3*time.Second || strings.Count(errb.String(), "waiting for the node") < 2 {
			t.Errorf("%s, node down: exit %d after %v, want it waiting until interrupted; stderr %q", cmd, code, time.Since(start), errb.String())
		}
	}
}
