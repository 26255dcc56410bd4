package aggregator

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/router"
)

// updatedCount counts the consumer's Updated events for an input.
func updatedCount(t *testing.T, w *world, input inference.Hash) int {
	t.Helper()
	logs, err := w.chain.Client.FilterLogs(context.Background(), ethereum.FilterQuery{
		Addresses: []common.Address{w.chain.Consumer},
		Topics:    [][]common.Hash{{consumerABI.Events["Updated"].ID}, nil, {common.Hash(input)}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return len(logs)
}

// Many tasks in flight: each takes its own index and lands once.
func TestManyInFlightLandOnce(t *testing.T) {
	w := newWorld(t, worldOpts{})
	const k = 6
	for i := range k {
		if _, _, err := w.agg.Submit(api.JobRequest{TaskID: api.TaskID(fmt.Sprintf("m%d", i)), Prompt: []int{1, 100 + i}, N: 4}); err != nil {
			t.Fatal(err)
		}
	}
	indices := map[uint64]bool{}
	for i := range k {
		j := w.waitFinal(fmt.Sprintf("m%d", i), time.Minute)
		if j.Status != StatusLanded || indices[j.Index] {
			t.Fatalf("job %d: %s at index %d (%s), indices so far %v", i, j.Status, j.Index, j.Error, indices)
		}
		indices[j.Index] = true
		if c := updatedCount(t, w, j.Input); c != 1 {
			t.Fatalf("job %d landed %d times", i, c)
		}
		if used, err := w.agg.chain.IndexUsed(context.Background(), j.Index); err != nil || !used {
			t.Fatalf("job %d: indexUsed(%d) = %v, %v", i, j.Index, used, err)
		}
	}
}

// The aggregator stops (as in a crash: the store closed under it) while
// tasks are signing and one is submitted; a new aggregator on the same store
// lands every task exactly once.
func TestRestartMidTaskNothingLostNothingTwice(t *testing.T) {
	slow := operator.Fault{Delay: 150 * time.Millisecond}
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{0: slow, 1: slow, 2: slow, 3: slow}})
	const k = 4
	for i := range k {
		if _, _, err := w.agg.Submit(api.JobRequest{TaskID: api.TaskID(fmt.Sprintf("r%d", i)), Prompt: []int{1, 200 + i}, N: 3}); err != nil {
			t.Fatal(err)
		}
	}
	// Stop the moment the first transaction is out.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for j, _ := w.agg.Job("r0"); j.Status != StatusSubmitted && !j.Status.Final(); j, _ = w.agg.Wait(ctx, "r0", j.Version) {
		if ctx.Err() != nil {
			t.Fatal("r0 never submitted")
		}
	}
	w.stop()
	// Meanwhile the chain goes on (the sent transaction may land without us).
	time.Sleep(200 * time.Millisecond)
	w.start(nil)
	for i := range k {
		j := w.waitFinal(fmt.Sprintf("r%d", i), time.Minute)
		if j.Status != StatusLanded {
			t.Fatalf("job %d: %s (%s)", i, j.Status, j.Error)
		}
		if c := updatedCount(t, w, j.Input); c != 1 {
			t.Fatalf("job %d landed %d times", i, c)
		}
	}
	// Submitting a landed task again is idempotent: the same job, no new work.
	j, created, err := w.agg.Submit(api.JobRequest{TaskID: "r0", Prompt: []int{1, 200}, N: 3})
	if err != nil || created || j.Status != StatusLanded {
		t.Fatalf("resubmit: %v %v %v", j.Status, created, err)
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "r0", Prompt: []int{1, 201}, N: 3}); err == nil {
		t.Fatal("another request under a used task id was accepted")
	}
}

// The router's QuorumDispatcher drives a task through the aggregator's HTTP
// API and reports signed, submitted and landed.
func TestRouterQuorumDispatcher(t *testing.T) {
	w := newWorld(t, worldOpts{})
	srv := httptest.NewServer(w.agg.Handler(nil))
	t.Cleanup(srv.Close)
	d := &router.QuorumDispatcher{BaseURL: srv.URL, Wait: 2 * time.Second}
	var seen []router.Status
	prompt, n := []int{1, 7}, 5
	task := router.Task{ID: "rt1", Model: w.chain.Model.Manifest.Hash, Prompt: prompt, N: n}
	status, res, err := d.Dispatch(context.Background(), task, func(p router.Progress) { seen = append(seen, p.Status) })
	if err != nil {
		t.Fatal(err)
	}
	want, _ := w.native.Execute(context.Background(), prompt, n)
	if status != router.StatusLanded || !slices.Equal(res.Tokens, want.Tokens) || res.Tx == nil || res.Block == 0 {
		t.Fatalf("status %s result %+v", status, res)
	}
	if !slices.Equal(res.Checkpoints, want.Checkpoints) || res.Steps != len(want.Checkpoints) {
		t.Fatalf("checkpoints %v, want %v", res.Checkpoints, want.Checkpoints)
	}
	if !slices.Contains(seen, router.StatusSigned) {
		t.Fatalf("progress %v has no signed step", seen)
	}
	// Dispatching again (a router restart) returns the landed job.
	status, res2, err := d.Dispatch(context.Background(), task, func(router.Progress) {})
	if err != nil || status != router.StatusLanded || *res2.Tx != *res.Tx {
		t.Fatalf("re-dispatch: %s %v", status, err)
	}
}

// The whole path over HTTP: router API → QuorumDispatcher → aggregator API →
// operator daemons → verifyAndUpdate; the router's task ends landed with the
// engine's tokens and the transaction.
func TestRouterToChain(t *testing.T) {
	w := newWorld(t, worldOpts{})
	aggSrv := httptest.NewServer(w.agg.Handler(nil))
	t.Cleanup(aggSrv.Close)
	store, err := router.OpenPebble(filepath.Join(t.TempDir(), "router"))
	if err != nil {
		t.Fatal(err)
	}
	mf := w.chain.Model.Manifest
	rt, err := router.New(router.Config{Store: store, Dispatcher: &router.QuorumDispatcher{BaseURL: aggSrv.URL, Wait: time.Second},
		Models: []router.Model{router.ModelOf(mf)}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(rt.Handler())
	t.Cleanup(func() {
		srv.Close()
		_ = rt.Shutdown(context.Background())
		_ = store.Close()
	})
	res, err := http.Post(srv.URL+"/v1/tasks", "application/json", strings.NewReader(`{"prompt": [1, 33], "n": 7}`))
	if err != nil {
		t.Fatal(err)
	}
	var task router.Task
	err = json.NewDecoder(res.Body).Decode(&task)
	res.Body.Close()
	if err != nil || res.StatusCode != http.StatusAccepted {
		t.Fatalf("submit: %d %v", res.StatusCode, err)
	}
	deadline := time.Now().Add(time.Minute)
	for !task.Status.Final() && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		res, err := http.Get(srv.URL + "/v1/tasks/" + task.ID)
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(res.Body).Decode(&task)
		res.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	want, _ := w.native.Execute(context.Background(), []int{1, 33}, 7)
	if task.Status != router.StatusLanded || task.Result == nil || !slices.Equal(task.Result.Tokens, want.Tokens) ||
		task.Result.Tx == nil || task.Result.Block == 0 || task.Signatures == nil || task.Signatures.Quorum != 4 {
		t.Fatalf("task %+v result %+v", task, task.Result)
	}
	j, err := w.agg.Job(task.ID)
	if err != nil || j.Status != StatusLanded || common.Hash(*task.Result.Tx) != *j.Tx {
		t.Fatalf("aggregator job %+v %v", j, err)
	}
	// The router hands out the landing calldata: what the landing transaction carried.
	tx, _, err := w.chain.Client.TransactionByHash(context.Background(), *j.Tx)
	if err != nil {
		t.Fatal(err)
	}
	if len(task.Result.Landing) == 0 || !bytes.Equal(task.Result.Landing, tx.Data()) {
		t.Fatalf("task's landing payload: %d bytes, the transaction's %d", len(task.Result.Landing), len(tx.Data()))
	}
}

// A transaction stored before a crash but never mined, whose nonce another
// transaction of the same key took meanwhile (a replacement that was sent
// but not stored, another process using the key): after the restart its
// job is neither lost nor stuck; it is signed again and lands once.
func TestRestartWithStoredTransactionWhoseNonceWasTaken(t *testing.T) {
	w := newWorld(t, worldOpts{})
	ctx := context.Background()
	w.stop()
	key := simchain.AccountKey(0)
	nonce, err := w.chain.Client.PendingNonceAt(ctx, senderAddr)
	if err != nil {
		t.Fatal(err)
	}
	chainID := new(big.Int).SetUint64(w.chain.ChainID)
	stored, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1),
		GasFeeCap: big.NewInt(1e12), Gas: 100_000, To: &w.chain.Consumer, Data: []byte{1, 2, 3, 4}}), types.LatestSignerForChainID(chainID), key)
	if err != nil {
		t.Fatal(err)
	}
	// The nonce goes to another transaction of the same key.
	if _, err := w.chain.Transact(ctx, key, senderAddr, nil); err != nil {
		t.Fatal(err)
	}
	raw, _ := stored.MarshalBinary()
	h := stored.Hash()
	prompt := []int{1, 470}
	now := time.Now().UTC()
	j := &Job{Job: api.Job{TaskID: "orphan", Status: StatusSubmitted, Prompt: prompt, N: 3, Input: inference.InputHash(prompt, 3), Seq: 1,
		Created: now, Updated: now, Version: 3, Attempts: 1, Tx: &h}, RawTx: raw}
	store, err := OpenStore(w.storeDir)
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Put(j); err != nil {
		t.Fatal(err)
	}
	_ = store.Close()
	w.start(nil)
	got := w.waitFinal("orphan", time.Minute)
	if got.Status != StatusLanded || got.Attempts != 2 || *got.Tx == h {
		t.Fatalf("status %s after %d attempts, tx %s (the stored one %s): %s", got.Status, got.Attempts, got.Tx, h, got.Error)
	}
	if c := updatedCount(t, w, got.Input); c != 1 {
		t.Fatalf("landed %d times", c)
	}
}
