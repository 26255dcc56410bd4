package aggregator

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/aggregator/simchain"
)

// TestHoldLetsTheUserLand: with HoldFor set, a signed answer's landing
// calldata is out while the aggregator holds it; the user sends it from
// its own account and the job ends landed by that transaction ("found"),
// the aggregator sending nothing for it. An answer nobody lands is sent by
// the aggregator once the hold ends, not before.
func TestHoldLetsTheUserLand(t *testing.T) {
	const hold = 2 * time.Second
	w := newWorld(t, worldOpts{cfg: func(c *Config) { c.HoldFor = hold; c.MaxBatch = 1 }})
	ctx := context.Background()
	if _, _, err := w.agg.Submit(Request{TaskID: "user", Prompt: []int{1, 3}, N: 4}); err != nil {
		t.Fatal(err)
	}
	j := w.waitSigned("user")
	r, err := w.chain.Transact(ctx, simchain.AccountKey(2), w.chain.Consumer, j.Landing)
	if err != nil {
		t.Fatalf("the user's landing: %v", err)
	}
	got := w.waitFinal("user", time.Minute)
	if got.Status != StatusLanded || got.LandedWith != "found" || got.Tx == nil || *got.Tx != r.TxHash {
		t.Fatalf("job %s with %q tx %v, want landed by the user's %s", got.Status, got.LandedWith, got.Tx, r.TxHash)
	}
	if n := w.counter("held_landed_by_others_total"); n != 1 {
		t.Errorf("held_landed_by_others_total %v, want 1", n)
	}

	if _, _, err := w.agg.Submit(Request{TaskID: "nobody", Prompt: []int{1, 4}, N: 4}); err != nil {
		t.Fatal(err)
	}
	signed := w.waitSigned("nobody")
	signedAt := time.Now()
	got = w.waitFinal("nobody", time.Minute)
	if got.Status != StatusLanded || got.LandedWith != "tx" {
		t.Fatalf("job %s with %q, want landed by the aggregator", got.Status, got.LandedWith)
	}
	tx, _, err := w.chain.Client.TransactionByHash(ctx, *got.Tx)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(tx.Data(), signed.Landing) {
		t.Fatal("the aggregator sent other calldata than the held landing")
	}
	// Signing is seen at most a poll late, so the send is at least hold − PollEvery after it.
	if d := time.Since(signedAt); d < hold-w.agg.cfg.PollEvery {
		t.Fatalf("landed %v after signing, inside the %v hold", d, hold)
	}
}

// waitSigned waits for a job to carry its landing calldata.
func (w *world) waitSigned(id string) *Job {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	after := int64(-1)
	for {
		j, err := w.agg.Wait(ctx, id, after)
		if err != nil {
			w.t.Fatal(err)
		}
		if len(j.Landing) > 0 {
			return j
		}
		if j.Status.Final() || ctx.Err() != nil {
			w.t.Fatalf("job %s %s without a landing (error %q)", id, j.Status, j.Error)
		}
		after = j.Version
	}
}

// counter reads one of the aggregator's counters by its name under the
// aggregator's namespace.
func (w *world) counter(name string) float64 {
	w.t.Helper()
	mfs, err := w.reg.Gather()
	if err != nil {
		w.t.Fatal(err)
	}
	for _, mf := range mfs {
		if strings.HasSuffix(mf.GetName(), "_aggregator_"+name) {
			return mf.GetMetric()[0].GetCounter().GetValue()
		}
	}
	w.t.Fatalf("no metric %s", name)
	return 0
}
