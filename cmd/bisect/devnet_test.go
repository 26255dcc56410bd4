package main

import (
	"context"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

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
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second, // blocks of 1 s keep the chain clock on the wall clock: faster blocks run it ahead until the node refuses future blocks
		Game: deploy.GameConfig{Clock: 5 * time.Second, JoinWindow: 5 * time.Second, Bond: bond, SlashBips: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	client := ch.Client()
	d := ch.Deployment.Contracts
	game := d.Game

	set, err := ch.OperatorSet()
	if err != nil {
		t.Fatal(err)
	}
	var ops []labchain.AttachOperator
	for _, o := range ch.Operators {
		ops = append(ops, labchain.AttachOperator{Key: o.Key, BLS: o.BLS})
	}
	env, err := labchain.Attach(ctx, client, d.Engine, d.Registry, d.Consumer, game, ch.Model.Manifest, set, ch.DeployerKey, ops, bond)
	if err != nil {
		t.Fatal(err)
	}
	prompt, n := []int{1, 42}, 3
	if _, err := env.Land(ctx, labchain.Request{Prompt: prompt, N: n, Root: inference.Hash{0xba, 0xd}, Tokens: []int{7, 7, 7}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	keyFile := filepath.Join(dir, "key")
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(crypto.FromECDSA(ch.DeployerKey))), 0o600); err != nil {
		t.Fatal(err)
	}
	reqFile := filepath.Join(dir, "requests.jsonl")
	if err := os.WriteFile(reqFile, []byte(fmt.Sprintf("{\"prompt\": [1, 42], \"n\": %d}\n", n)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCmd(t, "challenge", "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", game.Hex(),
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
}
