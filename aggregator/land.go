package aggregator

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"reflect"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Errors of SendLanding.
var (
	// ErrNotALanding: calldata that is not verifyAndUpdateHinted,
	// verifyAndUpdateBatch, verifyAndUpdateSharded or
	// verifyAndUpdateCommittee of a consumer.
	ErrNotALanding = errors.New("aggregator: not a landing's calldata")
	// ErrLandingRefused: the consumer would revert the landing (the answer
	// landed already, its index is used, its reference block went stale …);
	// the *RevertError names why. Nothing was sent.
	ErrLandingRefused = errors.New("aggregator: the consumer refuses the landing")
	// ErrNothingLanded: a batch whose every item the consumer skipped.
	ErrNothingLanded = errors.New("aggregator: the batch landed nothing")
)

// LandReceipt is a landing sent by SendLanding.
type LandReceipt struct {
	Consumer common.Address
	Tx       common.Hash
	Block    uint64
	GasUsed  uint64
	Landed   []inference.Hash  // inputs whose answers it landed (Updated)
	Skipped  map[string]string // input → the error a single landing would have reverted with (Skipped)
}

// LandingConsumer is the consumer a landing's calldata is for: its
// transitions name it.
func LandingConsumer(data []byte) (common.Address, error) {
	if len(data) < 4 {
		return common.Address{}, ErrNotALanding
	}
	m, err := consumerABI.MethodById(data[:4])
	if err != nil || (m.Name != "verifyAndUpdateHinted" && m.Name != "verifyAndUpdateBatch" && m.Name != "verifyAndUpdateSharded" &&
		m.Name != "verifyAndUpdateCommittee") {
		return common.Address{}, fmt.Errorf("%w: selector %x", ErrNotALanding, data[:4])
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil || len(args) == 0 {
		return common.Address{}, fmt.Errorf("%w: %s: %v", ErrNotALanding, m.Name, err)
	}
	t := reflect.ValueOf(args[0])
	if t.Kind() == reflect.Slice {
		if t.Len() == 0 {
			return common.Address{}, fmt.Errorf("%w: an empty batch", ErrNotALanding)
		}
		t = t.Index(0)
	}
	f := t.FieldByName("Consumer")
	if !f.IsValid() {
		return common.Address{}, fmt.Errorf("%w: no consumer in the transition", ErrNotALanding)
	}
	return f.Interface().(common.Address), nil
}

// SendLanding sends a landing's calldata (a job's Landing, the router's
// result.landing) to its consumer from key and waits for the receipt: the
// user lands its own answer. A landing the consumer would refuse is found
// by estimating it first and comes back as ErrLandingRefused wrapping the
// *RevertError; a batch that landed nothing is ErrNothingLanded.
func SendLanding(ctx context.Context, b Backend, key *ecdsa.PrivateKey, data []byte) (*LandReceipt, error) {
	consumer, err := LandingConsumer(data)
	if err != nil {
		return nil, err
	}
	m, err := txmgr.Dial(ctx, b, key)
	if err != nil {
		return nil, err
	}
	r, err := m.Send(ctx, txmgr.Call("the landing", consumer, data, nil))
	if _, ok := txmgr.RevertData(err); ok {
		return nil, fmt.Errorf("%w: %w", ErrLandingRefused, reverts.Error(err))
	}
	if errors.Is(err, txmgr.ErrReverted) {
		// Someone landed it in the same block: say why it reverted.
		if _, cerr := b.CallContract(ctx, ethereum.CallMsg{From: m.From(), To: &consumer, Data: data}, r.BlockNumber); cerr != nil {
			if data, ok := txmgr.RevertData(cerr); ok && len(data) >= 4 {
				return nil, fmt.Errorf("landing %s reverted: %w: %w", r.TxHash, ErrLandingRefused, reverts.Error(txmgr.WithRevert(cerr)))
			}
		}
		return nil, fmt.Errorf("landing %s reverted, %d gas used", r.TxHash, r.GasUsed)
	}
	if err != nil {
		return nil, err
	}
	tx := r.TxHash
	out := &LandReceipt{Consumer: consumer, Tx: tx, Block: r.BlockNumber.Uint64(), GasUsed: r.GasUsed, Skipped: map[string]string{}}
	for _, l := range r.Logs {
		if l.Address != consumer || len(l.Topics) < 3 {
			continue
		}
		switch l.Topics[0] {
		case updatedID:
			out.Landed = append(out.Landed, inference.Hash(l.Topics[2]))
		case skippedID:
			vals, err := consumerABI.Events["Skipped"].Inputs.NonIndexed().Unpack(l.Data)
			reason := "unknown"
			if err == nil && len(vals) == 1 {
				sel := vals[0].([4]byte)
				reason = skipReason(sel[:])
			}
			out.Skipped[inference.Hash(l.Topics[2]).String()] = reason
		}
	}
	if len(out.Landed) == 0 {
		return out, fmt.Errorf("%w: tx %s skipped %v", ErrNothingLanded, tx, out.Skipped)
	}
	return out, nil
}
