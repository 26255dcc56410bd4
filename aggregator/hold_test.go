package aggregator

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/reverts"
)

// TestHoldLetsTheUserLand: with HoldFor set, a signed answer's landing
// calldata is out while the aggregator holds it; the user sends it from
// its own account and the job ends landed by that transaction ("found")
// within a block or two, the aggregator sending nothing for it. An answer nobody lands is sent by
// the aggregator once the hold ends, not before.
func TestHoldLetsTheUserLand(t *testing.T) {
	const hold = 4 * time.Second
	w := newWorld(t, worldOpts{cfg: func(c *Config) { c.HoldFor = hold; c.MaxBatch = 1 }})
	ctx := context.Background()
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "user", Prompt: []int{1, 3}, N: 4}); err != nil {
		t.Fatal(err)
	}
	j := w.waitSigned("user")
	r, err := SendLanding(ctx, w.chain.Client, simchain.AccountKey(2), j.Landing)
	if err != nil {
		t.Fatalf("the user's landing: %v", err)
	}
	if r.Consumer != w.chain.Consumer || len(r.Landed) != 1 || r.Landed[0] != j.Input {
		t.Fatalf("landing receipt %+v, want input %s on the consumer", r, j.Input)
	}
	t.Logf("the user's landing: %d gas", r.GasUsed)
	sentAt := time.Now()
	got := w.waitFinal("user", time.Minute)
	if got.Status != StatusLanded || got.LandedWith != "found" || got.Tx == nil || *got.Tx != r.Tx {
		t.Fatalf("job %s with %q tx %v, want landed by the user's %s", got.Status, got.LandedWith, got.Tx, r.Tx)
	}
	// seen at the next block, not when the hold ends
	if d := time.Since(sentAt); d >= hold/2 {
		t.Errorf("the user's landing seen %v after it was mined (hold %v)", d, hold)
	}
	// the same landing again is refused by name, nothing sent
	_, err = SendLanding(ctx, w.chain.Client, simchain.AccountKey(2), j.Landing)
	if !errors.Is(err, ErrLandingRefused) || reverts.Name(err) == "" {
		t.Fatalf("landing twice: %v, want ErrLandingRefused with a named revert", err)
	}
	t.Logf("landing twice: refused %s", reverts.Name(err))
	if n := w.counter("held_landed_by_others_total"); n != 1 {
		t.Errorf("held_landed_by_others_total %v, want 1", n)
	}

	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "nobody", Prompt: []int{1, 4}, N: 4}); err != nil {
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

func TestLandingConsumerRefuses(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":   nil,
		"short":   {1, 2, 3},
		"request": RequestCalldata([]int{1}, 1),
		"cut":     append(append([]byte(nil), consumerABI.Methods["verifyAndUpdateBatch"].ID...), 1, 2),
	} {
		if _, err := LandingConsumer(data); !errors.Is(err, ErrNotALanding) {
			t.Errorf("%s: %v, want ErrNotALanding", name, err)
		}
	}
}
