package aggregator

import (
	"bytes"
	"context"
	"slices"
	"testing"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

func TestLandsNativeResult(t *testing.T) {
	w := newWorld(t, worldOpts{})
	prompt, n := []int{1}, 8
	want, err := w.native.Execute(context.Background(), prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	if _, created, err := w.agg.Submit(api.JobRequest{TaskID: "t1", Prompt: prompt, N: n}); err != nil || !created {
		t.Fatalf("submit: created %v, %v", created, err)
	}
	j := w.waitFinal("t1", time.Minute)
	if j.Status != StatusLanded {
		t.Fatalf("status %s: %s", j.Status, j.Error)
	}
	if !slices.Equal(j.Tokens, want.Tokens) || *j.Root != want.Root {
		t.Fatalf("landed tokens %v root %s, engine %v %s", j.Tokens, j.Root, want.Tokens, want.Root)
	}
	ctx := context.Background()
	v, err := w.agg.chain.Slot(ctx, ResultSlotOf(inference.InputHash(prompt, n)))
	if err != nil {
		t.Fatal(err)
	}
	if v != protocol.ResultValue(want.Root, want.Tokens) {
		t.Fatalf("slot holds %s", v)
	}
	l, err := w.agg.chain.FindLanded(ctx, j.Input)
	if err != nil || l == nil {
		t.Fatalf("Updated event: %v %v", l, err)
	}
	if !slices.Equal(l.Tokens, want.Tokens) || l.Root != want.Root || l.Tx != *j.Tx || l.Index != j.Index {
		t.Fatalf("event %+v, job index %d", l, j.Index)
	}
	if used, err := w.agg.chain.IndexUsed(ctx, j.Index); err != nil || !used {
		t.Fatalf("indexUsed(%d) = %v, %v", j.Index, used, err)
	}
	// The job's landing payload is exactly what the landing transaction carried.
	tx, _, err := w.chain.Client.TransactionByHash(ctx, *j.Tx)
	if err != nil {
		t.Fatal(err)
	}
	if len(j.Landing) == 0 || !bytes.Equal(j.Landing, tx.Data()) {
		t.Fatalf("job landing payload %d bytes, the transaction's %d bytes, equal %v", len(j.Landing), len(tx.Data()), bytes.Equal(j.Landing, tx.Data()))
	}
	t.Logf("landed in block %d, gas %d, %d of %d signed", j.Block, j.GasUsed, j.Signed, j.Quorum)
}
