package aggregator

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// slotOf reads the result slot of input on the world's consumer.
func slotOf(t *testing.T, w *world, input inference.Hash) [32]byte {
	t.Helper()
	raw, err := w.chain.Client.StorageAt(context.Background(), w.chain.Consumer, common.Hash(protocol.ResultSlot(input)), nil)
	if err != nil {
		t.Fatal(err)
	}
	var v [32]byte
	copy(v[32-len(raw):], raw)
	return v
}

// checkAnswered checks that a landed job's slot holds its result.
func checkAnswered(t *testing.T, w *world, j *Job) {
	t.Helper()
	if j.Root == nil {
		t.Fatalf("%s: no root", j.TaskID)
	}
	if got, want := slotOf(t, w, j.Input), protocol.ResultValue(*j.Root, j.Tokens); got != want {
		t.Fatalf("%s: slot %x, want its result %x", j.TaskID, got, want)
	}
}

// A requested input's slot holds protocol.Requested; the operators sign it
// as the old value and the answer lands over it. Requesting it again, before
// or after the answer, and an empty request are refused by name, and send
// nothing.
func TestRequestedInputLands(t *testing.T) {
	w := newWorld(t, worldOpts{})
	ctx := context.Background()
	key := simchain.AccountKey(1)
	prompt := []int{1, 410}
	rq, err := SendRequest(ctx, w.chain.Client, w.chain.Consumer, key, prompt, 3)
	if err != nil {
		t.Fatal(err)
	}
	if rq.Input != inference.InputHash(prompt, 3) || rq.GasUsed == 0 {
		t.Fatalf("request receipt %+v", rq)
	}
	if got := slotOf(t, w, rq.Input); got != protocol.Requested {
		t.Fatalf("requested slot holds %x, want protocol.Requested", got)
	}
	if _, err := SendRequest(ctx, w.chain.Client, w.chain.Consumer, key, prompt, 3); !errors.Is(err, ErrAlreadyRequested) {
		t.Fatalf("second request: %v, want ErrAlreadyRequested", err)
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "requested", Prompt: prompt, N: 3}); err != nil {
		t.Fatal(err)
	}
	j := waitLandedOnce(t, w, "requested")
	checkAnswered(t, w, j)
	_, err = SendRequest(ctx, w.chain.Client, w.chain.Consumer, key, prompt, 3)
	if !errors.Is(err, ErrAlreadyAnswered) || !reverts.Is[*bindings.LLMConsumerAlreadyAnswered](err) {
		t.Fatalf("request of an answered input: %v, want ErrAlreadyAnswered", err)
	}
	for _, bad := range []struct {
		prompt []int
		n      int
	}{{nil, 3}, {prompt, 0}} {
		if _, err := SendRequest(ctx, w.chain.Client, w.chain.Consumer, key, bad.prompt, bad.n); !errors.Is(err, ErrEmptyRequest) {
			t.Fatalf("request(%v, %d): %v, want ErrEmptyRequest", bad.prompt, bad.n, err)
		}
	}
}

// One batch lands requested and unrequested inputs side by side: each item
// signs its own slot's value (protocol.Requested or 0) as its old value.
func TestBatchMixesRequestedAndUnrequested(t *testing.T) {
	w := newWorld(t, worldOpts{})
	ctx := context.Background()
	prompts := [][]int{{1, 421}, {1, 422}, {1, 423}, {1, 424}}
	for _, p := range [][]int{prompts[0], prompts[2]} {
		if _, err := SendRequest(ctx, w.chain.Client, w.chain.Consumer, simchain.AccountKey(1), p, 3); err != nil {
			t.Fatal(err)
		}
	}
	ids := w.queueStored(nil, prompts...)
	var batchTx common.Hash
	for i, id := range ids {
		j := waitLandedOnce(t, w, id)
		if j.LandedWith != "batch" || j.Batch != len(prompts) {
			t.Fatalf("%s: landed with %q in a batch of %d", id, j.LandedWith, j.Batch)
		}
		if i == 0 {
			batchTx = *j.Tx
		} else if *j.Tx != batchTx {
			t.Fatalf("%s landed in %s, the batch in %s", id, j.Tx, batchTx)
		}
		checkAnswered(t, w, j)
	}
}

// requestFirst is the aggregator's node, where someone's request of input
// lands just before the aggregator's first landing is estimated: the answer
// in hand was signed against the empty slot.
type requestFirst struct {
	Backend
	once sync.Once
	do   func()
}

func (b *requestFirst) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	b.once.Do(b.do)
	return b.Backend.EstimateGas(ctx, msg)
}

// A request that lands between the signing round and the landing makes the
// signed old value (0) stale: the job is not taken for landed (the slot
// holds protocol.Requested, not a result), but signed again over Requested,
// and lands.
func TestRequestRacingTheLanding(t *testing.T) {
	prompt := []int{1, 430}
	var w *world
	var reqErr error
	w = newWorld(t, worldOpts{cfg: func(c *Config) {
		c.Backend = &requestFirst{Backend: c.Backend, do: func() {
			_, reqErr = SendRequest(context.Background(), w.chain.Client, w.chain.Consumer, simchain.AccountKey(1), prompt, 3)
		}}
	}})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "raced", Prompt: prompt, N: 3}); err != nil {
		t.Fatal(err)
	}
	j := waitLandedOnce(t, w, "raced")
	if reqErr != nil {
		t.Fatal(reqErr)
	}
	if j.LandedWith != "tx" || j.Attempts != 2 {
		t.Fatalf("landed with %q after %d attempts, want a transaction of the second", j.LandedWith, j.Attempts)
	}
	checkAnswered(t, w, j)
}
