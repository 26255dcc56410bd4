package operator

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/protocol"
)

func (fx *fixture) batch(k int) BatchRequest {
	req := BatchRequest{ChainID: fx.req.ChainID, Consumer: fx.req.Consumer, Manifest: fx.req.Manifest, ReferenceBlock: fx.req.ReferenceBlock}
	for i := range k {
		req.Tasks = append(req.Tasks, BatchTask{TaskID: fmt.Sprintf("b-%d", i), Prompt: []int{1, 400 + i}, N: 3, Index: uint64(100 + i)})
	}
	return req
}

// A batch answer carries, per item, the answer POST /v1/tasks gives, and a
// signature over protocol.BatchDigest of the item digests; both verify.
func TestBatchSignsItemsAndDigest(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	srv := httptest.NewServer(fx.d.Handler(nil))
	defer srv.Close()
	ctx := context.Background()
	req := fx.batch(5)
	resp, err := (&Client{BaseURL: srv.URL, Key: callerKey}).Batch(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	pk2 := blsagg.PubG2(fx.chain.Operators[0].BLS)
	leaves := make([][32]byte, len(req.Tasks))
	for i, it := range resp.Items {
		if it.Error != nil || it.TaskResponse == nil {
			t.Fatalf("item %d: %+v", i, it.Error)
		}
		single := TaskRequest{TaskID: req.Tasks[i].TaskID, ChainID: req.ChainID, Consumer: req.Consumer, Manifest: req.Manifest,
			Prompt: req.Tasks[i].Prompt, N: req.Tasks[i].N, Index: req.Tasks[i].Index, ReferenceBlock: req.ReferenceBlock}
		alone, err := fx.d.Handle(ctx, single)
		if err != nil || alone.Digest != it.Digest || string(alone.Signature) != string(it.Signature) {
			t.Fatalf("item %d differs from the single answer: %v", i, err)
		}
		sig, _ := blsagg.ParseG1(it.Signature)
		if err := blsagg.Verify(it.Digest, &pk2, &sig); err != nil {
			t.Fatalf("item %d signature: %v", i, err)
		}
		leaves[i] = it.Digest
	}
	bd, err := protocol.BatchDigest(leaves)
	if err != nil || resp.BatchDigest == nil || [32]byte(*resp.BatchDigest) != bd {
		t.Fatalf("batch digest %v, want %x (%v)", resp.BatchDigest, bd, err)
	}
	sig, err := blsagg.ParseG1(resp.BatchSignature)
	if err != nil {
		t.Fatal(err)
	}
	if err := blsagg.Verify(bd, &pk2, &sig); err != nil {
		t.Fatalf("batch signature: %v", err)
	}
}

// What concerns the whole batch is refused with the API's codes; an item's
// own failure is that item's error, and then no batch signature is given.
func TestBatchRefuses(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	ctx := context.Background()
	tests := []struct {
		name string
		edit func(*BatchRequest)
		want error
	}{
		{"empty", func(r *BatchRequest) { r.Tasks = nil }, ErrBadRequest},
		{"too many", func(r *BatchRequest) {
			for len(r.Tasks) <= protocol.MaxBatch {
				r.Tasks = append(r.Tasks, BatchTask{TaskID: fmt.Sprintf("x-%d", len(r.Tasks)), Prompt: []int{1}, N: 1})
			}
		}, ErrBadRequest},
		{"a task twice", func(r *BatchRequest) { r.Tasks[1].TaskID = r.Tasks[0].TaskID }, ErrBadRequest},
		{"a task without prompt", func(r *BatchRequest) { r.Tasks[1].Prompt = nil }, ErrBadRequest},
		{"another chain", func(r *BatchRequest) { r.ChainID = 1 }, ErrWrongChain},
		{"another model", func(r *BatchRequest) { r.Manifest[0] ^= 1 }, ErrWrongManifest},
		{"future reference block", func(r *BatchRequest) { r.ReferenceBlock = 1 << 20 }, ErrBadReference},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := fx.batch(3)
			tc.edit(&r)
			if _, err := fx.d.HandleBatch(ctx, r); !errors.Is(err, tc.want) {
				t.Fatalf("%v, want %v", err, tc.want)
			}
		})
	}
	// One item outside the vocabulary: the others are answered, no batch signature.
	r := fx.batch(3)
	r.Tasks[2].Prompt = []int{1, 1 << 20}
	resp, err := fx.d.HandleBatch(ctx, r)
	if err != nil {
		t.Fatal(err)
	}
	if resp.Items[0].TaskResponse == nil || resp.Items[1].TaskResponse == nil || resp.Items[2].Error == nil ||
		resp.Items[2].Error.Code != CodeBadRequest || resp.BatchDigest != nil || len(resp.BatchSignature) != 0 {
		t.Fatalf("answer %+v", resp)
	}
	var re *RemoteError
	if !errors.As(resp.Items[2].Error.Err(), &re) || re.Status != 400 {
		t.Fatalf("item error as a remote error: %v", resp.Items[2].Error.Err())
	}
}
