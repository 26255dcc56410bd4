package aggregator

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// The consumer's refusals of LLMConsumer.request, by its named errors.
var (
	// ErrAlreadyRequested: the input is requested already and not answered.
	ErrAlreadyRequested = errors.New("aggregator: the input is already requested")
	// ErrAlreadyAnswered: the input's result slot holds a result.
	ErrAlreadyAnswered = errors.New("aggregator: the input is already answered")
	// ErrEmptyRequest: an empty prompt or n = 0.
	ErrEmptyRequest = errors.New("aggregator: empty prompt or n = 0")
)

// RequestReceipt is a landed LLMConsumer.request.
type RequestReceipt struct {
	Input   inference.Hash // inference.InputHash(prompt, n): its result slot now holds protocol.Requested
	Tx      common.Hash
	Block   uint64
	GasUsed uint64 // the requester's whole transaction (receipt gasUsed)
}

// RequestCalldata is LLMConsumer.request(prompt, n)'s calldata.
func RequestCalldata(prompt []int, n int) []byte {
	p := make([]*big.Int, len(prompt))
	for i, t := range prompt {
		p[i] = big.NewInt(int64(t))
	}
	return bindings.NewLLMConsumer().PackRequest(p, big.NewInt(int64(n)))
}

// SendRequest sends LLMConsumer.request(prompt, n) to consumer from key and
// waits for its receipt: the requester pays for creating the input's result
// slot, so the answer lands later with a nonzero-to-nonzero write. A refusal
// is found by estimating the call first and comes back as ErrEmptyRequest,
// ErrAlreadyRequested or ErrAlreadyAnswered (wrapping the revert); nothing
// is sent then. key must send nothing else meanwhile.
func SendRequest(ctx context.Context, b Backend, consumer common.Address, key *ecdsa.PrivateKey, prompt []int, n int) (*RequestReceipt, error) {
	if len(prompt) == 0 || n <= 0 {
		return nil, fmt.Errorf("%w: prompt of %d ids, n %d", ErrEmptyRequest, len(prompt), n)
	}
	m, err := txmgr.Dial(ctx, b, key)
	if err != nil {
		return nil, err
	}
	data := RequestCalldata(prompt, n)
	r, err := m.Send(ctx, txmgr.Call("the request", consumer, data, nil))
	if _, ok := txmgr.RevertData(err); ok {
		return nil, requestRefusal(err)
	}
	if errors.Is(err, txmgr.ErrReverted) {
		// Someone else's request or answer landed first: say which.
		if _, cerr := b.CallContract(ctx, ethereum.CallMsg{From: m.From(), To: &consumer, Data: data}, r.BlockNumber); cerr != nil {
			return nil, fmt.Errorf("request %s reverted: %w", r.TxHash, requestRefusal(txmgr.WithRevert(cerr)))
		}
		return nil, fmt.Errorf("request %s reverted, %d gas used", r.TxHash, r.GasUsed)
	}
	if err != nil {
		return nil, err
	}
	return &RequestReceipt{Input: inference.InputHash(prompt, n), Tx: r.TxHash, Block: r.BlockNumber.Uint64(), GasUsed: r.GasUsed}, nil
}

// requestRefusal names a refusal of request by its custom error.
func requestRefusal(err error) error {
	if _, ok := txmgr.RevertData(err); !ok {
		return fmt.Errorf("estimate the request: %w", err)
	}
	err = reverts.Error(err)
	switch {
	case reverts.Is[*bindings.LLMConsumerAlreadyRequested](err):
		return fmt.Errorf("%w: %w", ErrAlreadyRequested, err)
	case reverts.Is[*bindings.LLMConsumerAlreadyAnswered](err):
		return fmt.Errorf("%w: %w", ErrAlreadyAnswered, err)
	case reverts.Is[*bindings.LLMConsumerEmptyRequest](err):
		return fmt.Errorf("%w: %w", ErrEmptyRequest, err)
	}
	return fmt.Errorf("request refused: %w", err)
}

// SubmitRelayed takes a task a contract requested through DeepcallRelay
// (delivery.SubmitFunc): its task id names the input, so every request of
// the same input, and a restart, finds the one job.
func (a *Aggregator) SubmitRelayed(_ context.Context, input inference.Hash, prompt []int, n int) error {
	id := api.TaskID("relay-" + hex.EncodeToString(input[:]))
	if _, _, err := a.Submit(api.JobRequest{TaskID: id, Prompt: prompt, N: n}); err != nil {
		return fmt.Errorf("aggregator: relayed task %s: %w", id, err)
	}
	return nil
}
