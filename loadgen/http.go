package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// HTTPRouter is a Router over the router's HTTP API (POST /v1/tasks,
// GET /v1/tasks/{id}).
type HTTPRouter struct {
	BaseURL string       // e.g. http://127.0.0.1:8640
	Client  *http.Client // default: a client with a 30 s timeout and a large idle pool
}

// NewHTTPRouter returns a client for the router at base.
func NewHTTPRouter(base string) *HTTPRouter {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 512, 512
	return &HTTPRouter{BaseURL: strings.TrimRight(base, "/"), Client: &http.Client{Timeout: 30 * time.Second, Transport: tr}}
}

type apiTask struct {
	ID        string         `json:"id"`
	Status    string         `json:"status"`
	InputHash inference.Hash `json:"input_hash"`
	Updated   time.Time      `json:"updated_at"`
	Error     *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (h *HTTPRouter) do(ctx context.Context, method, path string, body []byte) (*http.Response, []byte, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, h.BaseURL+path, rd)
	if err != nil {
		return nil, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := h.Client.Do(req)
	if err != nil {
		return nil, nil, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 4<<20))
	if err != nil {
		return nil, nil, fmt.Errorf("%s %s: read body: %w", method, path, err)
	}
	return res, data, nil
}

// Submit implements Router.
func (h *HTTPRouter) Submit(ctx context.Context, prompt []int, n int) (Submitted, error) {
	body, err := json.Marshal(map[string]any{"prompt": prompt, "n": n})
	if err != nil {
		return Submitted{}, err
	}
	res, data, err := h.do(ctx, http.MethodPost, "/v1/tasks", body)
	if err != nil {
		return Submitted{}, err
	}
	switch res.StatusCode {
	case http.StatusOK, http.StatusAccepted:
		var t apiTask
		if err := json.Unmarshal(data, &t); err != nil || t.ID == "" {
			return Submitted{}, fmt.Errorf("POST /v1/tasks: undecodable answer %q: %v", data, err)
		}
		return Submitted{ID: t.ID, Input: t.InputHash, Created: res.StatusCode == http.StatusAccepted}, nil
	case http.StatusTooManyRequests, http.StatusServiceUnavailable:
		return Submitted{}, &BusyError{Status: res.StatusCode, RetryAfter: parseRetryAfter(res.Header.Get("Retry-After")),
			Message: strings.TrimSpace(string(data))}
	}
	return Submitted{}, fmt.Errorf("POST /v1/tasks: %d %s", res.StatusCode, strings.TrimSpace(string(data)))
}

// parseRetryAfter reads delay-seconds (the router's form); anything else is one second.
func parseRetryAfter(v string) time.Duration {
	if s, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	return time.Second
}

// Task implements Router.
func (h *HTTPRouter) Task(ctx context.Context, id string) (TaskStatus, error) {
	res, data, err := h.do(ctx, http.MethodGet, "/v1/tasks/"+id, nil)
	if err != nil {
		return TaskStatus{}, err
	}
	if res.StatusCode != http.StatusOK {
		return TaskStatus{}, fmt.Errorf("GET /v1/tasks/%s: %d %s", id, res.StatusCode, strings.TrimSpace(string(data)))
	}
	var t apiTask
	if err := json.Unmarshal(data, &t); err != nil {
		return TaskStatus{}, fmt.Errorf("GET /v1/tasks/%s: %w", id, err)
	}
	s := TaskStatus{ID: t.ID, Status: t.Status, Updated: t.Updated}
	if t.Error != nil {
		s.Reason = t.Error.Code + ": " + t.Error.Message
	}
	return s, nil
}

// EthBackend is what EthChain needs of a node (*ethclient.Client).
type EthBackend interface {
	BlockNumber(ctx context.Context) (uint64, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	TransactionReceipt(ctx context.Context, tx common.Hash) (*types.Receipt, error)
}

// EthChain is a Chain over JSON-RPC: the consumer's Updated logs and receipts.
type EthChain struct {
	B        EthBackend
	Consumer common.Address
}

var updatedEvent = func() abi.Event { return bindings.NewLLMConsumer().GetABI().Events["Updated"] }()

// Head implements Chain.
func (c *EthChain) Head(ctx context.Context) (uint64, error) { return c.B.BlockNumber(ctx) }

// logSpan is how many blocks one eth_getLogs asks for.
const logSpan = 2000

// Updated implements Chain.
func (c *EthChain) Updated(ctx context.Context, from, to uint64) ([]Landed, error) {
	var out []Landed
	for lo := from; lo <= to; lo += logSpan {
		hi := min(to, lo+logSpan-1)
		logs, err := c.B.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{c.Consumer},
			Topics: [][]common.Hash{{updatedEvent.ID}}, FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(hi)})
		if err != nil {
			return nil, fmt.Errorf("Updated logs of blocks %d-%d: %w", lo, hi, err)
		}
		for _, l := range logs {
			if len(l.Topics) != 3 {
				return nil, fmt.Errorf("Updated log in %s with %d topics", l.TxHash, len(l.Topics))
			}
			out = append(out, Landed{Index: new(big.Int).SetBytes(l.Topics[1][:]).Uint64(), Input: inference.Hash(l.Topics[2]),
				Tx: l.TxHash, Block: l.BlockNumber})
		}
	}
	return out, nil
}

// GasUsed implements Chain.
func (c *EthChain) GasUsed(ctx context.Context, tx common.Hash) (uint64, error) {
	r, err := c.B.TransactionReceipt(ctx, tx)
	if err != nil {
		return 0, err
	}
	if r == nil {
		return 0, errors.New("no receipt")
	}
	return r.GasUsed, nil
}
