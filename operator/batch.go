package operator

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// BatchRequest is the body of POST /v1/batches: up to protocol.MaxBatch
// tasks of one consumer, each at its own index, all at one reference block
// (LLMConsumer.verifyAndUpdateBatch lands them under one signature).
type BatchRequest struct {
	ChainID        uint64         `json:"chain_id"`
	Consumer       common.Address `json:"consumer"`
	Manifest       inference.Hash `json:"manifest"`
	ReferenceBlock uint64         `json:"reference_block"`
	Tasks          []BatchTask    `json:"tasks"`
}

// BatchTask is one task of a batch and its assigned index.
type BatchTask struct {
	TaskID string `json:"task_id"`
	Prompt []int  `json:"prompt"`
	N      int    `json:"n"`
	Index  uint64 `json:"index"`
}

// BatchResponse answers a batch. Items follow the request's order; each is
// a signed answer (a TaskResponse: the transition signed on its own, so a
// batch whose results the quorum disagrees on still lands the items it
// agrees on one by one, without asking again) or the item's error.
// BatchSignature signs protocol.BatchDigest of the item digests and is
// present only when every item was answered.
type BatchResponse struct {
	OperatorID     inference.Hash  `json:"operator_id"`
	Items          []BatchItem     `json:"items"`
	BatchDigest    *inference.Hash `json:"batch_digest,omitempty"`
	BatchSignature hexutil.Bytes   `json:"batch_signature,omitempty"`
	Engine         string          `json:"engine"`
}

// BatchItem is one item's answer or error.
type BatchItem struct {
	*TaskResponse
	Error *ItemError `json:"error,omitempty"`
}

// ItemError is why an operator did not answer an item (the API's codes).
type ItemError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Err turns an item error back into the package's sentinels (errors.Is).
func (e *ItemError) Err() error {
	return &RemoteError{Status: statusOf(e.Code), Code: e.Code, Message: e.Message}
}

// ErrBatchSize is a batch with no task or more than protocol.MaxBatch.
var ErrBatchSize = fmt.Errorf("%w: a batch holds 1 to %d tasks", ErrBadRequest, protocol.MaxBatch)

// HandleBatch executes, signs and answers a batch. Errors that concern the
// whole batch (shape, chain, model, reference block) are returned; an
// item's own failure is its BatchItem.Error.
func (d *Daemon) HandleBatch(ctx context.Context, req BatchRequest) (resp *BatchResponse, err error) {
	start := time.Now()
	defer func() { d.m.observe(start, err) }()
	if len(req.Tasks) == 0 || len(req.Tasks) > protocol.MaxBatch {
		return nil, ErrBatchSize
	}
	seen := map[string]bool{}
	reqs := make([]TaskRequest, len(req.Tasks))
	for i, t := range req.Tasks {
		reqs[i] = TaskRequest{TaskID: t.TaskID, ChainID: req.ChainID, Consumer: req.Consumer, Manifest: req.Manifest,
			Prompt: t.Prompt, N: t.N, Index: t.Index, ReferenceBlock: req.ReferenceBlock}
		if err := reqs[i].Validate(); err != nil {
			return nil, fmt.Errorf("task %d: %w", i, err)
		}
		if seen[t.TaskID] {
			return nil, fmt.Errorf("%w: task %s twice in the batch", ErrBadRequest, t.TaskID)
		}
		seen[t.TaskID] = true
	}
	chainID, err := d.checkChainManifest(ctx, "batch", req.ChainID, req.Manifest)
	if err != nil {
		return nil, err
	}
	if err := d.checkReferenceConsumer(ctx, req.ReferenceBlock, req.Consumer); err != nil {
		return nil, err
	}
	resp = &BatchResponse{OperatorID: inference.Hash(d.id), Items: make([]BatchItem, len(reqs)), Engine: d.cfg.Executor.Name()}
	var wg sync.WaitGroup
	for i := range reqs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := reqs[i]
			var a *TaskResponse
			err := inference.CheckRequest(d.cfg.Executor.Config(), r.Prompt, r.N)
			if err != nil {
				err = fmt.Errorf("%w: %w", ErrBadRequest, err)
			} else {
				a, err = d.answer(ctx, r, chainID)
			}
			if err != nil {
				resp.Items[i] = BatchItem{Error: &ItemError{Code: codeOf(err), Message: err.Error()}}
				return
			}
			resp.Items[i] = BatchItem{TaskResponse: a}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	leaves := make([][32]byte, len(reqs))
	for i, it := range resp.Items {
		if it.Error != nil {
			d.log.Info("batch answered without a batch signature", "items", len(reqs), "first_error", it.Error.Message)
			return resp, nil
		}
		leaves[i] = it.Digest
	}
	bd, err := protocol.BatchDigest(leaves)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	sig := blsagg.Sign(d.cfg.Key, bd)
	sb := blsagg.MarshalG1(&sig)
	h := inference.Hash(bd)
	resp.BatchDigest, resp.BatchSignature = &h, sb[:]
	d.log.Info("batch signed", "items", len(reqs), "reference_block", req.ReferenceBlock, "batch_digest", h.String(),
		"elapsed", time.Since(start).Round(time.Millisecond))
	return resp, nil
}

func (d *Daemon) serveBatch(w http.ResponseWriter, r *http.Request) {
	if d.dropIfOffline(w) {
		return
	}
	var req BatchRequest
	if !decodeBody(w, r, &req) {
		return
	}
	resp, err := d.HandleBatch(r.Context(), req)
	if !d.delay(r.Context()) {
		return
	}
	if err != nil {
		d.log.Warn("batch refused", "tasks", len(req.Tasks), "err", err)
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// Batch posts a batch and returns the answers.
func (c *Client) Batch(ctx context.Context, req BatchRequest) (*BatchResponse, error) {
	var resp BatchResponse
	if err := c.post(ctx, "/v1/batches", &req, &resp); err != nil {
		return nil, err
	}
	if len(resp.Items) != len(req.Tasks) {
		return nil, errors.New("operator: batch answer with another number of items")
	}
	return &resp, nil
}
