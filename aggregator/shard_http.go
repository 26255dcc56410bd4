package aggregator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/deepcall/deepcall/operator"
)

// HTTPShardNode drives a shard worker served by operator.ShardWorker's
// ShardHandler at URL (POST /v1/shard/step and /v1/shard/sign).
type HTTPShardNode struct {
	URL    string
	Client *http.Client // nil: http.DefaultClient
}

// Step implements ShardNode.
func (n *HTTPShardNode) Step(ctx context.Context, req operator.ShardStep) (*operator.ShardStepResult, error) {
	var res operator.ShardStepResult
	if err := n.post(ctx, "/v1/shard/step", req, &res); err != nil {
		return nil, err
	}
	return &res, nil
}

// Sign implements ShardNode.
func (n *HTTPShardNode) Sign(ctx context.Context, req operator.ShardSign) (*operator.ShardAttestation, error) {
	var w operator.ShardAttestationWire
	if err := n.post(ctx, "/v1/shard/sign", req, &w); err != nil {
		return nil, err
	}
	return w.Attestation()
}

// post sends v as JSON and decodes the answer into out; a refusal comes
// back wrapping the worker's named error (operator.ShardErrors).
func (n *HTTPShardNode) post(ctx context.Context, path string, v, out any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.URL+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	c := n.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("shard node %s: %w", n.URL, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return fmt.Errorf("shard node %s: %w", n.URL, err)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct{ Error, Code string }
		_ = json.Unmarshal(data, &e)
		if sentinel, ok := operator.ShardErrors[e.Code]; ok {
			return fmt.Errorf("shard node %s: %w: %s", n.URL, sentinel, e.Error)
		}
		return fmt.Errorf("shard node %s: %s: %s", n.URL, resp.Status, bytes.TrimSpace(data))
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("shard node %s: %w", n.URL, errors.Join(errBadShardAnswer, err))
	}
	return nil
}

var errBadShardAnswer = errors.New("malformed shard answer")
