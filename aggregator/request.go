package aggregator

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
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
// ErrAlreadyRequested or ErrAlreadyAnswered (wrapping the *RevertError);
// nothing is sent then.
func SendRequest(ctx context.Context, b Backend, consumer common.Address, key *ecdsa.PrivateKey, prompt []int, n int) (*RequestReceipt, error) {
	if len(prompt) == 0 || n <= 0 {
		return nil, fmt.Errorf("%w: prompt of %d ids, n %d", ErrEmptyRequest, len(prompt), n)
	}
	data := RequestCalldata(prompt, n)
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := b.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &consumer, Data: data})
	if err != nil {
		return nil, requestRefusal(err)
	}
	tx, r, err := sendAndWait(ctx, b, key, consumer, data, gas, "the request")
	if err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		// Someone else's request or answer landed first: say which.
		if _, err := b.CallContract(ctx, ethereum.CallMsg{From: from, To: &consumer, Data: data}, r.BlockNumber); err != nil {
			return nil, fmt.Errorf("request %s reverted: %w", tx.Hash(), requestRefusal(err))
		}
		return nil, fmt.Errorf("request %s reverted, %d gas used", tx.Hash(), r.GasUsed)
	}
	return &RequestReceipt{Input: inference.InputHash(prompt, n), Tx: tx.Hash(), Block: r.BlockNumber.Uint64(), GasUsed: r.GasUsed}, nil
}

// requestRefusal names a refusal of request by its custom error.
func requestRefusal(err error) error {
	var re *RevertError
	if !errors.As(revertErr(err), &re) {
		return fmt.Errorf("estimate the request: %w", err)
	}
	switch re.Name {
	case "AlreadyRequested":
		return fmt.Errorf("%w: %w", ErrAlreadyRequested, re)
	case "AlreadyAnswered":
		return fmt.Errorf("%w: %w", ErrAlreadyAnswered, re)
	case "EmptyRequest":
		return fmt.Errorf("%w: %w", ErrEmptyRequest, re)
	}
	return fmt.Errorf("request refused: %w", re)
}

// sendAndWait signs a dynamic-fee transaction of data to `to` from key with
// gas·1.25 (tip as suggested, fee cap the tip plus twice the head's base
// fee), sends it and waits for its receipt; what names the transaction in
// errors.
func sendAndWait(ctx context.Context, b Backend, key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64, what string) (*types.Transaction, *types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	chainID, err := b.ChainID(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("read chain id: %w", err)
	}
	nonce, err := b.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, nil, fmt.Errorf("read pending nonce of %s: %w", from, err)
	}
	tip, err := b.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("suggest tip: %w", err)
	}
	h, err := b.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("read head: %w", err)
	}
	feeCap := new(big.Int).Set(tip)
	if h.BaseFee != nil {
		feeCap.Add(feeCap, new(big.Int).Mul(h.BaseFee, big.NewInt(2)))
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
		Gas: gas + gas/4, To: &to, Data: data}), types.LatestSignerForChainID(chainID), key)
	if err != nil {
		return nil, nil, fmt.Errorf("sign %s: %w", what, err)
	}
	if err := b.SendTransaction(ctx, tx); err != nil {
		return nil, nil, fmt.Errorf("send %s: %w", what, err)
	}
	r, err := waitReceipt(ctx, b, tx.Hash())
	if err != nil {
		return nil, nil, err
	}
	return tx, r, nil
}

// waitReceipt polls for a transaction's receipt until ctx ends.
func waitReceipt(ctx context.Context, b Backend, tx common.Hash) (*types.Receipt, error) {
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		r, err := b.TransactionReceipt(ctx, tx)
		if err == nil {
			return r, nil
		}
		if !errors.Is(err, ethereum.NotFound) {
			return nil, fmt.Errorf("receipt of %s: %w", tx, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("receipt of %s: %w", tx, ctx.Err())
		case <-tick.C:
		}
	}
}
