package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
)

// startDevnet starts a devnet of four operators whose game has the given
// move clock and join window, bond and a whole-stake slash, and attaches a
// lab env to it (its operators, for landing results). Its blocks are 1 s
// apart: they keep the chain clock on the wall clock, where faster blocks
// run it ahead until the node refuses future blocks. The caller closes the
// devnet.
func startDevnet(ctx context.Context, t *testing.T, clock, join time.Duration, bond *big.Int) (*devnet.Chain, *labchain.Env) {
	t.Helper()
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second,
		Game: deploy.GameConfig{Clock: clock, JoinWindow: join, Bond: bond, SlashBips: 10_000}})
	if err != nil {
		t.Fatal(err)
	}
	d := ch.Deployment.Contracts
	set, err := ch.OperatorSet()
	if err != nil {
		ch.Close()
		t.Fatal(err)
	}
	var ops []labchain.AttachOperator
	for _, o := range ch.Operators {
		ops = append(ops, labchain.AttachOperator{Key: o.Key, BLS: o.BLS})
	}
	env, err := labchain.Attach(ctx, ch.Client(), d.Engine, d.Registry, d.Consumer, d.Game, ch.Model.Manifest, set, ch.DeployerKey, ops, bond)
	if err != nil {
		ch.Close()
		t.Fatal(err)
	}
	return ch, env
}

// writeKey writes k hex-encoded to dir/name, the form --key reads, and
// returns the file's path.
func writeKey(t *testing.T, dir, name string, k *ecdsa.PrivateKey) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(hex.EncodeToString(crypto.FromECDSA(k))), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}
