// Package answers reads deepcall answers from the chain, as an app or a
// deliverer sees them: whether the answer of an input is requested, landed,
// final or invalidated, and its root and tokens from the event that landed
// it, checked against the result slot. It is the Go client of what
// LLMConsumer holds; api.RouterClient is the client of the router.
package answers

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/ethcall"
	"github.com/deepcall/deepcall/protocol"
)

// Status is where an input's answer stands on chain.
type Status string

const (
	StatusNone      Status = "none"      // nobody requested it and no answer landed
	StatusRequested Status = "requested" // its slot is requested, no answer yet
	StatusLanded    Status = "landed"    // an answer landed and may still be challenged
	StatusFinal     Status = "final"     // landed, past its challenge window, nothing undecided: it stands
	StatusInvalid   Status = "invalid"   // the dispute game ruled the landed answer wrong
)

// Answer is one input's answer as the chain holds it at Block.
type Answer struct {
	Input  inference.Hash `json:"input"`
	Status Status         `json:"status"`
	// Value is the result slot (0, protocol.Requested or resultValue(root, tokens)).
	Value inference.Hash `json:"value"`
	// LandedAt is the block the answer landed in (0: none). Root and Tokens
	// are its checkpoint root and token ids, read from the landing's event
	// and checked against Value; Tx the landing transaction.
	LandedAt uint64         `json:"landed_at,omitempty"`
	Root     inference.Hash `json:"root,omitzero"`
	Tokens   []int          `json:"tokens,omitempty"`
	Tx       common.Hash    `json:"tx,omitzero"`
	Block    uint64         `json:"block"` // the block the state was read at
}

// Backend is what Read needs of a node.
type Backend interface {
	bind.ContractCaller
	ethereum.LogFilterer
	BlockNumber(ctx context.Context) (uint64, error)
}

// ErrNoEvent: the slot holds an answer but no event of its landing block
// carries root and tokens that hash to it (a node that pruned its logs, or
// the wrong consumer).
var ErrNoEvent = errors.New("answers: no landing event matches the result slot")

var consumerABI = bindings.NewLLMConsumer()

// Read returns the answer of input on consumer at the head block.
func Read(ctx context.Context, b Backend, consumer common.Address, input inference.Hash) (*Answer, error) {
	head, err := b.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("answers: head block: %w", err)
	}
	a, err := readState(ctx, b, consumer, input, head)
	if err != nil || a.LandedAt == 0 {
		return a, err
	}
	if a.Root, a.Tokens, a.Tx, err = landed(ctx, b, consumer, input, a.Value, a.LandedAt); err != nil {
		return nil, err
	}
	return a, nil
}

// Settled reports whether the answer can no longer change: final or invalid.
func (a *Answer) Settled() bool { return a.Status == StatusFinal || a.Status == StatusInvalid }

// Wait reads the answer of input every `every` until it is settled (final
// or invalid), or ctx ends.
func Wait(ctx context.Context, b Backend, consumer common.Address, input inference.Hash, every time.Duration) (*Answer, error) {
	for {
		a, err := Read(ctx, b, consumer, input)
		if err != nil || a.Settled() {
			return a, err
		}
		select {
		case <-ctx.Done():
			return a, ctx.Err()
		case <-time.After(every):
		}
	}
}

// readState reads the slot, the landing block, validity and finality, all
// at one block so they agree.
func readState(ctx context.Context, b Backend, consumer common.Address, input inference.Hash, at uint64) (*Answer, error) {
	blk := new(big.Int).SetUint64(at)
	a := &Answer{Input: input, Block: at}
	var err error
	if a.Value, err = ethcall.View(ctx, b, consumer, blk, consumerABI.PackResult(input), consumerABI.UnpackResult); err != nil {
		return nil, fmt.Errorf("answers: LLMConsumer.result at %s: %w", consumer, err)
	}
	landedAt, err := ethcall.View(ctx, b, consumer, blk, consumerABI.PackLandedAt(input), consumerABI.UnpackLandedAt)
	if err != nil {
		return nil, fmt.Errorf("answers: LLMConsumer.landedAt: %w", err)
	}
	a.LandedAt = landedAt.Uint64()
	invalid, err := ethcall.View(ctx, b, consumer, blk, consumerABI.PackInvalid(input), consumerABI.UnpackInvalid)
	if err != nil {
		return nil, fmt.Errorf("answers: LLMConsumer.invalid: %w", err)
	}
	final, err := ethcall.View(ctx, b, consumer, blk, consumerABI.PackIsFinal(input), consumerABI.UnpackIsFinal)
	if err != nil {
		return nil, fmt.Errorf("answers: LLMConsumer.isFinal: %w", err)
	}
	a.Status = status(a.Value, a.LandedAt, invalid, final)
	return a, nil
}

// status folds the consumer's views into a Status.
func status(value [32]byte, landedAt uint64, invalid, final bool) Status {
	switch {
	case invalid:
		return StatusInvalid
	case final:
		return StatusFinal
	case landedAt != 0 && protocol.IsResult(value):
		return StatusLanded
	case value == protocol.Requested:
		return StatusRequested
	}
	return StatusNone
}

// landed finds the event of block `at` that landed input's answer (Updated
// for a quorum, committee or sharded landing, Inferred for one computed on
// chain) and returns the root and tokens that hash to the slot's value.
func landed(ctx context.Context, b Backend, consumer common.Address, input inference.Hash, value [32]byte, at uint64) (
	root inference.Hash, tokens []int, tx common.Hash, err error) {
	abi := consumerABI.GetABI()
	updated, inferred := abi.Events["Updated"].ID, abi.Events["Inferred"].ID
	blk := new(big.Int).SetUint64(at)
	// Updated indexes (index, inputHash); Inferred indexes inputHash alone.
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: blk, ToBlock: blk, Addresses: []common.Address{consumer},
		Topics: [][]common.Hash{{updated, inferred}}})
	if err != nil {
		return root, nil, tx, fmt.Errorf("answers: landing events of block %d: %w", at, err)
	}
	for i := range logs {
		r, toks, ok := decodeLanding(&logs[i], input)
		if ok && protocol.ResultValue(r, toks) == value {
			return r, toks, logs[i].TxHash, nil
		}
	}
	return root, nil, tx, fmt.Errorf("%w: input %s, block %d", ErrNoEvent, common.Hash(input), at)
}

// decodeLanding reads root and tokens from an Updated or Inferred log of input.
func decodeLanding(l *types.Log, input inference.Hash) (root inference.Hash, tokens []int, ok bool) {
	if u, err := consumerABI.UnpackUpdatedEvent(l); err == nil {
		toks, err := protocol.EventTokens(u.Tokens)
		return u.Root, toks, err == nil && u.InputHash == input
	}
	if e, err := consumerABI.UnpackInferredEvent(l); err == nil && e.InputHash == input {
		toks := make([]int, len(e.Tokens))
		for i, t := range e.Tokens {
			if !t.IsUint64() || t.Uint64() >= 1<<32 {
				return root, nil, false
			}
			toks[i] = int(t.Uint64())
		}
		return e.Root, toks, true
	}
	return root, nil, false
}
