package eigen

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Backend is what a Sender needs of a node; *ethclient.Client has it.
type Backend interface {
	bind.ContractBackend
	bind.DeployBackend
	ChainID(ctx context.Context) (*big.Int, error)
}

// ErrReverted means a mined transaction failed (receipt status 0).
var ErrReverted = errors.New("transaction reverted")

// Sender sends transactions from one key and waits for them. It counts
// nonces itself (the node's pending nonce lags a transaction just sent), so
// transactions sent back to back queue in order; it is safe for concurrent
// use, and it is the only thing that should send from its key meanwhile.
type Sender struct {
	Backend Backend
	Key     *ecdsa.PrivateKey
	ChainID *big.Int
	// Poll is how often receipts are polled (default 100 ms; blocks may be
	// shorter than bind.WaitMined's one second).
	Poll time.Duration

	mu    sync.Mutex
	nonce *uint64 // the next nonce, once known
}

// NewSender reads the chain id from the node.
func NewSender(ctx context.Context, b Backend, key *ecdsa.PrivateKey) (*Sender, error) {
	id, err := b.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id: %w", err)
	}
	return &Sender{Backend: b, Key: key, ChainID: id}, nil
}

// Address is the sending account.
func (s *Sender) Address() common.Address { return crypto.PubkeyToAddress(s.Key.PublicKey) }

// Opts are transaction options signed by the key, bound to ctx.
func (s *Sender) Opts(ctx context.Context) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(s.Key, s.ChainID)
	o.Context = ctx
	return o
}

// Tx is a sent transaction with what it does, for errors.
type Tx struct {
	What string
	Tx   *types.Transaction
}

// Send signs and sends one transaction built by f, without waiting.
func (s *Sender) Send(ctx context.Context, what string, f func(*bind.TransactOpts) (*types.Transaction, error)) (Tx, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.nonce == nil {
		n, err := s.Backend.PendingNonceAt(ctx, s.Address())
		if err != nil {
			return Tx{}, fmt.Errorf("%s: nonce of %s: %w", what, s.Address(), err)
		}
		s.nonce = &n
	}
	o := s.Opts(ctx)
	o.Nonce = new(big.Int).SetUint64(*s.nonce)
	tx, err := f(o)
	if err != nil {
		// Nothing was sent, or the node refused it: ask the node next time.
		s.nonce = nil
		return Tx{}, fmt.Errorf("%s from %s: %w", what, s.Address(), withRevert(err))
	}
	*s.nonce++
	return Tx{What: what, Tx: tx}, nil
}

// SendWithMargin is Send with the gas limit set to the node's estimate plus
// margin percent. Use it for calls whose cost depends on what lands before
// them in the same block (an estimate is made against the latest block, so
// a transaction that follows others touching the same storage may need
// more than estimated).
func (s *Sender) SendWithMargin(ctx context.Context, what string, margin int, f func(*bind.TransactOpts) (*types.Transaction, error)) (Tx, error) {
	o := s.Opts(ctx)
	o.NoSend = true
	// The nonce does not affect the estimate; a placeholder keeps bind from asking.
	o.Nonce = new(big.Int)
	probe, err := f(o)
	if err != nil {
		return Tx{}, fmt.Errorf("%s from %s: %w", what, s.Address(), withRevert(err))
	}
	limit := probe.Gas() + probe.Gas()*uint64(margin)/100
	return s.Send(ctx, what, func(o *bind.TransactOpts) (*types.Transaction, error) {
		o.GasLimit = limit
		return f(o)
	})
}

// Do sends one transaction and waits for its receipt.
func (s *Sender) Do(ctx context.Context, what string, f func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Receipt, error) {
	t, err := s.Send(ctx, what, f)
	if err != nil {
		return nil, err
	}
	rs, err := s.Wait(ctx, t)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}

// Wait waits for every transaction's receipt; a reverted one is an error
// wrapping ErrReverted.
func (s *Sender) Wait(ctx context.Context, txs ...Tx) ([]*types.Receipt, error) {
	return WaitAll(ctx, s.Backend, s.Poll, txs...)
}

// WaitAll waits for every transaction's receipt on b, polling every poll
// (default 100 ms).
func WaitAll(ctx context.Context, b bind.DeployBackend, poll time.Duration, txs ...Tx) ([]*types.Receipt, error) {
	if poll <= 0 {
		poll = 100 * time.Millisecond
	}
	out := make([]*types.Receipt, len(txs))
	for i, t := range txs {
		for {
			r, err := b.TransactionReceipt(ctx, t.Tx.Hash())
			if err == nil && r != nil {
				if r.Status != types.ReceiptStatusSuccessful {
					return nil, fmt.Errorf("%s (tx %s, block %d, gas used %d of %d): %w",
						t.What, t.Tx.Hash(), r.BlockNumber, r.GasUsed, t.Tx.Gas(), ErrReverted)
				}
				out[i] = r
				break
			}
			// A node still indexing transactions answers with an error
			// rather than "not found"; both mean: ask again.
			if err != nil && !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
				return nil, fmt.Errorf("%s: receipt of %s: %w", t.What, t.Tx.Hash(), err)
			}
			select {
			case <-ctx.Done():
				return nil, fmt.Errorf("%s: waiting for %s: %w", t.What, t.Tx.Hash(), ctx.Err())
			case <-time.After(poll):
			}
		}
	}
	if err := waitHead(ctx, b, poll, out); err != nil {
		return nil, err
	}
	return out, nil
}

// waitHead waits, on a backend that tells its head, until the head has
// reached the receipts' blocks: a node can serve a block's receipts a moment
// before it makes that block the head, and calls against "latest" in that
// moment would not see the transactions' effects.
func waitHead(ctx context.Context, b bind.DeployBackend, poll time.Duration, rs []*types.Receipt) error {
	h, ok := b.(interface {
		HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	})
	if !ok || len(rs) == 0 {
		return nil
	}
	var last uint64
	for _, r := range rs {
		last = max(last, r.BlockNumber.Uint64())
	}
	for {
		head, err := h.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("read the head: %w", err)
		}
		if head.Number.Uint64() >= last {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for block %d to be the head: %w", last, ctx.Err())
		case <-time.After(poll):
		}
	}
}

// RevertError is a call that the node refused because it reverts, with the
// revert data (a custom error's selector and arguments) when the node gave it.
type RevertError struct {
	Err  error
	Data []byte
}

func (e *RevertError) Error() string {
	if len(e.Data) >= 4 {
		return fmt.Sprintf("%v (revert data %s)", e.Err, hexutil.Encode(e.Data))
	}
	return e.Err.Error()
}

func (e *RevertError) Unwrap() error { return e.Err }

// Selector is the custom error's 4-byte selector (zero if none).
func (e *RevertError) Selector() [4]byte {
	var s [4]byte
	if len(e.Data) >= 4 {
		copy(s[:], e.Data)
	}
	return s
}

// withRevert wraps an error that carries revert data (a JSON-RPC data error
// from gas estimation or eth_call) into a RevertError.
func withRevert(err error) error {
	data, ok := sim.RevertData(err)
	if !ok {
		return err
	}
	return &RevertError{Err: err, Data: data}
}

// RevertSelector returns the custom error selector an error carries, if any.
func RevertSelector(err error) ([4]byte, bool) {
	var re *RevertError
	if errors.As(err, &re) && len(re.Data) >= 4 {
		return re.Selector(), true
	}
	return [4]byte{}, false
}
