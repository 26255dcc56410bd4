package aggregator

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// queueStored stops the aggregator, stores queued jobs (and, when set, the
// next index it hands out) the way Submit would, and starts it again: its
// first round then takes them all as one batch.
func (w *world) queueStored(next *uint64, prompts ...[]int) []string {
	w.t.Helper()
	w.stop()
	store, err := OpenStore(w.storeDir)
	if err != nil {
		w.t.Fatal(err)
	}
	now := time.Now().UTC()
	var ids []string
	var jobs []*Job
	for i, p := range prompts {
		id := fmt.Sprintf("stored-%d", i)
		ids = append(ids, id)
		jobs = append(jobs, &Job{Job: api.Job{TaskID: api.TaskID(id), Status: StatusQueued, Prompt: p, N: 3, Input: inference.InputHash(p, 3),
			Seq: uint64(1000 + i), Created: now, Updated: now, Version: 1}})
	}
	if err := store.PutMany(jobs, next); err != nil {
		w.t.Fatal(err)
	}
	_ = store.Close()
	w.start(nil)
	return ids
}

// A batch item the consumer refuses (its index was used already) is
// skipped: the other items land in the batch's transaction, and the skipped
// one is signed again at a new index and lands by itself.
func TestBatchWithOneBadItemLandsTheRest(t *testing.T) {
	w := newWorld(t, worldOpts{})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "first", Prompt: []int{1, 500}, N: 3}); err != nil {
		t.Fatal(err)
	}
	first := w.waitFinal("first", time.Minute)
	if first.Status != StatusLanded {
		t.Fatalf("first: %s %s", first.Status, first.Error)
	}
	used := first.Index
	ids := w.queueStored(&used, []int{1, 501}, []int{1, 502}, []int{1, 503}, []int{1, 504})
	var batchTx string
	for i, id := range ids {
		j := waitLandedOnce(t, w, id)
		switch {
		case i == 0: // took the used index: skipped, then signed again
			if j.Attempts != 2 || j.Index == used {
				t.Fatalf("%s: %d attempts, index %d (the used one is %d)", id, j.Attempts, j.Index, used)
			}
		case j.LandedWith != "batch" || j.Batch != 4 || j.Attempts != 1:
			t.Fatalf("%s: landed with %q in a batch of %d after %d attempts", id, j.LandedWith, j.Batch, j.Attempts)
		case batchTx == "":
			batchTx = j.Tx.Hex()
		case j.Tx.Hex() != batchTx:
			t.Fatalf("%s landed in %s, the batch in %s", id, j.Tx.Hex(), batchTx)
		}
	}
	if got := counterValue(t, w.agg.m.submissions.WithLabelValues("refused")); got != 0 {
		t.Fatalf("%v landings refused: a batch with one bad item must still be sent", got)
	}
}

// forgeBatch answers batches like an honest operator, then rewrites item
// `item` to another result and signs it (and the batch) with key: a
// consistent dishonest operator.
func forgeBatch(t *testing.T, honest http.Handler, key *bls.KeyPair, item int) *httptest.Server {
	return forgeAt(t, honest, "/v1/batches", func(resp *operator.BatchResponse) {
		if item < len(resp.Items) && resp.Items[item].TaskResponse != nil {
			it := resp.Items[item].TaskResponse
			it.Tokens[0] = (it.Tokens[0] + 1) % 512
			it.Transition.New = protocol.ResultValue(it.Root, it.Tokens)
			tr := it.Transition.Protocol()
			it.Digest = tr.Digest()
			sig := blsagg.Sign(key, it.Digest)
			b := blsagg.MarshalG1(&sig)
			it.Signature = b[:]
			leaves := make([][32]byte, len(resp.Items))
			for i, x := range resp.Items {
				leaves[i] = x.Digest
			}
			bd, _ := protocol.BatchDigest(leaves)
			h := inference.Hash(bd)
			bs := blsagg.Sign(key, bd)
			bb := blsagg.MarshalG1(&bs)
			resp.BatchDigest, resp.BatchSignature = &h, bb[:]
		}
	})
}

// Half the quorum signs another result for one item of a batch: no batch
// digest reaches the threshold, so the items everyone agrees on land one by
// one from the per-item signatures of the same answers (no second round),
// and the disputed item goes back to the queue alone (signed alone, it
// lands: the forgers only rewrite batches).
func TestBatchDisagreementFallsBackToSingles(t *testing.T) {
	w := newWorld(t, worldOpts{})
	for _, i := range []int{2, 3} {
		w.servers[i] = forgeBatch(t, w.daemons[i].Handler(nil), w.chain.Operators[i].BLS, 1)
	}
	ids := w.queueStored(nil, []int{1, 401}, []int{1, 402}, []int{1, 403})
	for i, id := range ids {
		j := waitLandedOnce(t, w, id)
		wantAttempts := 1
		if i == 1 {
			wantAttempts = 2
		}
		if j.Batch != 1 || j.LandedWith != "tx" || j.Attempts != wantAttempts {
			t.Fatalf("%s: landed with %q in a batch of %d after %d attempts, want alone after %d", id, j.LandedWith, j.Batch, j.Attempts, wantAttempts)
		}
	}
}

// An operator whose answer arrives twice (here: listed twice) counts once:
// the second answer is rejected as a replay, alone or in a batch, and every
// job still lands once.
func TestOperatorAnsweringTwiceCountsOnce(t *testing.T) {
	for _, k := range []int{1, 3} {
		t.Run(fmt.Sprintf("round of %d", k), func(t *testing.T) {
			w := newWorld(t, worldOpts{})
			w.stop()
			// Operators 0, 0 again and 1: the threshold (3 of 4) needs operator 2 or 3 as well.
			w.servers = []*httptest.Server{w.servers[0], w.servers[0], w.servers[1], w.servers[2]}
			// Both copies of operator 0 answer before the quorum can be met.
			for _, i := range []int{1, 2} {
				w.daemons[i].SetFault(operator.Fault{Delay: 300 * time.Millisecond})
			}
			var prompts [][]int
			for i := range k {
				prompts = append(prompts, []int{1, 450 + i})
			}
			ids := w.queueStored(nil, prompts...)
			for _, id := range ids {
				j := w.waitFinal(id, time.Minute)
				if j.Status != StatusLanded || updatedCount(t, w, j.Input) != 1 {
					t.Fatalf("%s: %s (%s)", id, j.Status, j.Error)
				}
				if j.Signed != 3 {
					t.Fatalf("%s: %d signers, want 3 distinct", id, j.Signed)
				}
			}
			if got := counterValue(t, w.agg.m.rejections.WithLabelValues(w.chain.Operators[0].ID.String(), ReasonReplay)); got < 1 {
				t.Fatalf("replays rejected: %v", got)
			}
		})
	}
}

// waitLandedOnce waits up to a minute for job id to land and checks that its
// result slot was written exactly once.
func waitLandedOnce(t *testing.T, w *world, id string) *Job {
	t.Helper()
	j := w.waitFinal(id, time.Minute)
	if j.Status != StatusLanded {
		t.Fatalf("%s: %s (%s)", id, j.Status, j.Error)
	}
	if c := updatedCount(t, w, j.Input); c != 1 {
		t.Fatalf("%s landed %d times", id, c)
	}
	return j
}
