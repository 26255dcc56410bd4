package operator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/reqauth"
)

// TestShardWorkerDropsOldestTask: tasks that a failed round left open are
// bounded; the oldest is dropped and a later step of it is named.
func TestShardWorkerDropsOldestTask(t *testing.T) {
	m, mf := model(t)
	plan, err := inference.EvenShards(m.Config.Layers, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sk fr.Element
	sk.SetUint64(77)
	w, err := NewShardWorker(ShardConfig{Model: m, Manifest: mf.Hash, Plan: plan, Shard: 0, Key: bls.NewKeyPair(&sk), Workers: 1, MaxTasks: 2})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	prompt, n := []int{1, 5}, 3
	link := inference.Genesis(mf.Hash, inference.InputHash(prompt, n))
	for i := range 3 {
		if _, err := w.Step(ctx, ShardStep{Task: fmt.Sprint(i), Range: plan[0], Prompt: prompt, N: n, Token: 1, Link: link}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		task string
		want error
	}{{"0", ErrShardTask}, {"1", nil}, {"2", nil}} {
		_, err := w.Step(ctx, ShardStep{Task: tc.task, Range: plan[0], Pos: 1, Token: 5, Link: link})
		if !errors.Is(err, tc.want) {
			t.Errorf("task %s step 1: %v, want %v", tc.task, err, tc.want)
		}
	}
}

// TestShardWorkerRefusesAnInValueOffItsInputs: a later shard takes the op
// chain on only from the leaf of the step's link and the residual it is
// handed (SPEC.md §12): a per-shard game re-executes its first op from that
// leaf's preimage, so an upstream shard that handed on a value built on
// another link or another residual would have the honest shard lose it.
func TestShardWorkerRefusesAnInValueOffItsInputs(t *testing.T) {
	m, mf := model(t)
	plan, err := inference.EvenShards(m.Config.Layers, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sk fr.Element
	sk.SetUint64(78)
	first, err := NewShardWorker(ShardConfig{Model: m, Manifest: mf.Hash, Plan: plan, Shard: 0, Key: bls.NewKeyPair(&sk), Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	prompt, n := []int{1, 5}, 2
	link := inference.Genesis(mf.Hash, inference.InputHash(prompt, n))
	res, err := first.Step(ctx, ShardStep{Task: "t", Range: plan[0], Prompt: prompt, N: n, Token: 1, Link: link})
	if err != nil {
		t.Fatal(err)
	}
	// c_{e−1}: the first shard's chain before its last op
	prev := link
	for i, h := range res.Ops[:len(res.Ops)-1] {
		prev = inference.OpLeaf(link, prev, i, h)
	}
	other := inference.Keccak256([]byte("another link"))
	for _, tc := range []struct {
		name  string
		chain inference.Hash
		want  error
	}{
		{"built on another link", inference.OpLeaf(other, prev, len(res.Ops)-1, res.OutHash), ErrShardChain},
		{"another residual's leaf", inference.OpLeaf(link, prev, len(res.Ops)-1, inference.Keccak256([]byte("x"))), ErrShardChain},
		{"the leaf of its inputs", res.OutChain, nil},
	} {
		sk.SetUint64(79)
		second, err := NewShardWorker(ShardConfig{Model: m, Manifest: mf.Hash, Plan: plan, Shard: 1, Key: bls.NewKeyPair(&sk), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		_, err = second.Step(ctx, ShardStep{Task: "t", Shard: 1, Range: plan[1], Prompt: prompt, N: n, Token: 1, Link: link,
			Residual: res.Residual, Chain: tc.chain, Prev: prev})
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

// A daemon's shard API serves only its callers' signed requests.
func TestShardAPINeedsACaller(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	m, mf := model(t)
	plan, err := inference.EvenShards(m.Config.Layers, 2)
	if err != nil {
		t.Fatal(err)
	}
	op := fx.chain.Operators[0]
	w, err := NewShardWorker(ShardConfig{Model: m, Manifest: mf.Hash, Plan: plan, Shard: 0, Key: op.BLS, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	d, err := New(Config{Key: op.BLS, Address: op.Address, Executor: NewNative(m, mf, 1), Chain: fx.chain.Client,
		Callers: []common.Address{callerAddr}, Game: fx.chain.Game, Shard: w})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	srv := httptest.NewServer(d.Handler(nil))
	defer srv.Close()
	body, _ := json.Marshal(ShardStep{Task: "s", Shard: 0, Range: w.Range(), Prompt: []int{1, 5}, N: 2, Pos: 0, Token: 1,
		Link: inference.Genesis(mf.Hash, inference.InputHash([]int{1, 5}, 2))})
	for _, c := range []*http.Client{http.DefaultClient, reqauth.Client(nil, simchain.AccountKey(2))} {
		res, err := c.Post(srv.URL+"/v1/shard/step", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Fatalf("shard step by a stranger: %d", res.StatusCode)
		}
	}
	res, err := reqauth.Client(nil, callerKey).Post(srv.URL+"/v1/shard/step", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out ShardStepResult
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&out) != nil || len(out.Residual) == 0 {
		t.Fatalf("shard step by the caller: %d", res.StatusCode)
	}
}
