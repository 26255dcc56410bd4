package operator

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/deepcall/deepcall/inference"
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
