package main

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
)

// `bisect challenge --once` against a devnet over JSON-RPC: three of four
// operators land a wrong result and nobody defends it; the challenger
// recomputes, challenges, and resolves once the (short) join window closed
// without a defence; `bisect status` then shows the resolved challenge.
func TestChallengeCommandOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// The devnet's own game, with a short join window so the undefended
	// challenge succeeds within the test, and a whole-stake slash.
	bond := big.NewInt(1e15)
	ch, env := startDevnet(ctx, t, 5*time.Second, 5*time.Second, bond)
	defer ch.Close()
	d := ch.Deployment.Contracts
	game := d.Game
	prompt, n := []int{1, 42}, 3
	if _, err := env.Land(ctx, labchain.Request{Prompt: prompt, N: n, Root: inference.Hash{0xba, 0xd}, Tokens: []int{7, 7, 7}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	keyFile := writeKey(t, dir, "key", ch.DeployerKey)
	reqFile := filepath.Join(dir, "requests.jsonl")
	if err := os.WriteFile(reqFile, []byte(fmt.Sprintf("{\"prompt\": [1, 42], \"n\": %d}\n", n)), 0o600); err != nil {
		t.Fatal(err)
	}
	// An operator's secret-sampled committee auditor leaves a whole-quorum
	// landing alone: every operator executed it already.
	sampleKey := filepath.Join(dir, "bls.key.json")
	if err := deploy.WriteBLSKey(sampleKey, devnet.OperatorBLSKey(3), "pw", deploy.LightKDF); err != nil {
		t.Fatal(err)
	}
	t.Setenv("BISECT_SAMPLE_KEY_PASSWORD", "pw")
	code, out, errs := runCmd(t, "challenge", "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", game.Hex(),
		"--key", keyFile, "--model", ch.ModelDir, "--requests", reqFile, "--once", "--committee-only", "--sample-key", sampleKey)
	if code != 0 || strings.Contains(out, "challenge 1") {
		t.Fatalf("committee-only challenge of a quorum landing: exit %d\n%s\n%s", code, out, errs)
	}
	if code, _, errs := runCmd(t, "challenge", "--consumer", d.Consumer.Hex(), "--game", game.Hex(), "--sample-key", filepath.Join(dir, "none")); code != 2 || !strings.Contains(errs, "--sample-key") {
		t.Fatalf("a missing sample key: exit %d, %s", code, errs)
	}
	code, out, errs = runCmd(t, "challenge", "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", game.Hex(),
		"--key", keyFile, "--model", ch.ModelDir, "--requests", reqFile, "--once")
	if code != 0 || !strings.Contains(out, "correct false challenge 1 games 0 resolved true") {
		t.Fatalf("challenge: exit %d\n%s\n%s", code, out, errs)
	}
	if valid, _ := env.IsValid(ctx, inference.InputHash(prompt, n)); valid {
		t.Error("result still valid")
	}
	for i, o := range ch.Operators {
		registered, _ := env.IsRegistered(ctx, o.Address)
		if registered == (i < 3) {
			t.Errorf("operator %d registered %v after a whole-stake slash", i, registered)
		}
	}
	code, out, errs = runCmd(t, "status", "--rpc", ch.HTTPURL, "--game", game.Hex())
	if code != 0 || !strings.Contains(out, "challenge 1  resolved") || !strings.Contains(out, "challenger won 0 of 0 games") {
		t.Errorf("status: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, errs = runCmd(t, "status", "--rpc", ch.HTTPURL, "--game", game.Hex(), "--market", d.Market.Hex())
	if code != 0 || !strings.Contains(out, "challenge 1  resolved") || !strings.Contains(out, "0 paid tasks") {
		t.Errorf("status --market: exit %d\n%s\n%s", code, out, errs)
	}
}
