package loadgen

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// HTTPRouter is a Router over the router's HTTP API (api.RouterClient).
type HTTPRouter struct {
	c *api.RouterClient
}

// NewHTTPRouter returns a client for the router at base, with a 30 s
// timeout and a large idle pool.
func NewHTTPRouter(base string) *HTTPRouter {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 512, 512
	return &HTTPRouter{api.NewRouterClient(base, &http.Client{Timeout: 30 * time.Second, Transport: tr})}
}

// Submit implements Router.
func (h *HTTPRouter) Submit(ctx context.Context, prompt []int, n int) (Submitted, error) {
	t, created, err := h.c.Submit(ctx, api.TaskRequest{Prompt: prompt, N: n})
	var e *api.Error
	if errors.As(err, &e) && (e.Status == http.StatusTooManyRequests || e.Status == http.StatusServiceUnavailable) {
		return Submitted{}, &BusyError{Status: e.Status, RetryAfter: e.RetryAfter, Message: e.Error()}
	}
	if err != nil {
		return Submitted{}, err
	}
	return Submitted{ID: string(t.ID), Input: t.InputHash, Created: created}, nil
}

// Task implements Router.
func (h *HTTPRouter) Task(ctx context.Context, id string) (TaskStatus, error) {
	t, err := h.c.Task(ctx, api.TaskID(id))
	if err != nil {
		return TaskStatus{}, err
	}
	s := TaskStatus{ID: string(t.ID), Status: t.Status, Updated: t.Updated}
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
