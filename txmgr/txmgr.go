package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// MaxTxGas is EIP-7825's cap on one transaction's gas limit: a limit above
// it is refused by the node, so the estimate's headroom stops there.
const MaxTxGas = 1 << 24

// Backend is what sending needs of a node; *ethclient.Client and the
// simulated backend's client have it.
type Backend interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	NonceAt(ctx context.Context, account common.Address, block *big.Int) (uint64, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// Candidate is a transaction to send: to (nil for a contract creation),
// calldata, value (nil: none). GasLimit 0 means the node's estimate with
// headroom. What names it in errors and logs.
type Candidate struct {
	What     string
	To       *common.Address
	Data     []byte
	Value    *big.Int
	GasLimit uint64
}

// Call is a Candidate calling to.
func Call(what string, to common.Address, data []byte, value *big.Int) Candidate {
	return Candidate{What: what, To: &to, Data: data, Value: value}
}

var (
	// ErrReverted: a transaction was mined but reverted (the estimate passed;
	// the state changed before it landed).
	ErrReverted = errors.New("transaction reverted on chain")
	// ErrNotMined: a sent transaction had no receipt within Config.MaxWait.
	ErrNotMined = errors.New("transaction not mined in time")
)

// Config configures a Manager.
type Config struct {
	Backend Backend
	Key     *ecdsa.PrivateKey
	ChainID *big.Int
	// Mine, if set, is called after each send: a simulated chain's Commit.
	// Nil on a real chain, whose blocks come by themselves.
	Mine func()
	// Poll is how often a receipt is looked for (default 100 ms).
	Poll time.Duration
	// MaxWait bounds the wait for a receipt (default 5 min): a transaction
	// the node dropped (a restart that lost its pool) must not hold its
	// sender for ever. The next send then re-reads the account's nonce.
	MaxWait time.Duration
	// Retries bounds resending after transient refusals (default 3).
	Retries int
	Log     *slog.Logger
}

// Manager sends from one key. It counts nonces itself (a node's pending
// nonce lags a transaction just sent), so transactions sent back to back
// queue in order; it is safe for concurrent use and must be the only
// sender from its key.
type Manager struct {
	cfg  Config
	from common.Address

	mu        sync.Mutex
	nonce     uint64
	haveNonce bool
	// floor is the lowest nonce a re-read may hand out: a Queue's
	// transactions hold the nonces below it even while no node has them.
	floor uint64
}

// New is a Manager for cfg; cfg.Backend, Key and ChainID are required.
func New(cfg Config) *Manager {
	if cfg.Poll <= 0 {
		cfg.Poll = 100 * time.Millisecond
	}
	if cfg.MaxWait <= 0 {
		cfg.MaxWait = 5 * time.Minute
	}
	if cfg.Retries <= 0 {
		cfg.Retries = 3
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	return &Manager{cfg: cfg, from: crypto.PubkeyToAddress(cfg.Key.PublicKey)}
}

// ChainIDReader reads a node's chain id.
type ChainIDReader interface {
	ChainID(ctx context.Context) (*big.Int, error)
}

// Dial is New with the chain id read from the node.
func Dial(ctx context.Context, b interface {
	Backend
	ChainIDReader
}, key *ecdsa.PrivateKey) (*Manager, error) {
	id, err := b.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id: %w", err)
	}
	return New(Config{Backend: b, Key: key, ChainID: id}), nil
}

// From is the sending account.
func (m *Manager) From() common.Address { return m.from }

// ChainID is the chain the Manager signs for.
func (m *Manager) ChainID() *big.Int { return new(big.Int).Set(m.cfg.ChainID) }

// Backend is the node the Manager sends to.
func (m *Manager) Backend() Backend { return m.cfg.Backend }

// Caller is the Manager's node as a contract backend, for the reads and
// generated bindings that go with its sends; nil when the Backend given to
// New is not one (the node clients, ethclient's and the simulated chain's,
// all are).
func (m *Manager) Caller() bind.ContractBackend {
	b, _ := m.cfg.Backend.(bind.ContractBackend)
	return b
}

// Send sends c and waits for its receipt. A mined transaction that
// reverted returns its receipt and an error wrapping ErrReverted.
func (m *Manager) Send(ctx context.Context, c Candidate) (*types.Receipt, error) {
	tx, err := m.Submit(ctx, c)
	if err != nil {
		return nil, err
	}
	rs, err := m.wait(ctx, c.What, tx)
	if len(rs) == 1 {
		return rs[0], err
	}
	return nil, err
}

// Deploy sends a contract creation and returns the new contract's address.
func (m *Manager) Deploy(ctx context.Context, what string, code []byte) (common.Address, *types.Receipt, error) {
	r, err := m.Send(ctx, Candidate{What: what, Data: code})
	if err != nil {
		return common.Address{}, r, err
	}
	return r.ContractAddress, r, nil
}

// Submit estimates, signs and sends c at the next nonce without waiting.
// A call that would revert is not sent: the error carries the revert data.
func (m *Manager) Submit(ctx context.Context, c Candidate) (*types.Transaction, error) {
	value := c.Value
	if value == nil {
		value = new(big.Int)
	}
	gas := c.GasLimit
	if gas == 0 {
		est, err := m.Estimate(ctx, c)
		if err != nil {
			return nil, err
		}
		gas = WithHeadroom(est)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for attempt := 0; ; attempt++ {
		if err := m.loadNonceLocked(ctx); err != nil {
			return nil, fmt.Errorf("%s: %w", c.What, err)
		}
		tx, err := m.sign(ctx, c.To, c.Data, value, gas, m.nonce, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.What, err)
		}
		err = m.cfg.Backend.SendTransaction(ctx, tx)
		if err == nil {
			m.nonce++
			if m.cfg.Mine != nil {
				m.cfg.Mine()
			}
			return tx, nil
		}
		m.haveNonce = false // re-read: a refused send may have used it, or not
		if attempt >= m.cfg.Retries || !Transient(err) {
			return nil, fmt.Errorf("send %s: %w", c.What, err)
		}
		m.cfg.Log.Warn("resending", "what", c.What, "attempt", attempt+1, "err", err)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Duration(attempt+1) * 100 * time.Millisecond):
		}
	}
}

// loadNonceLocked reads the account's next nonce from the node when the
// Manager does not know it; m.mu is held.
func (m *Manager) loadNonceLocked(ctx context.Context) error {
	if m.haveNonce {
		return nil
	}
	n, err := m.cfg.Backend.PendingNonceAt(ctx, m.from)
	if err != nil {
		return fmt.Errorf("nonce of %s: %w", m.from, err)
	}
	m.nonce, m.haveNonce = max(n, m.floor), true
	return nil
}

// forgetNonce makes the next send read the nonce from the node again.
func (m *Manager) forgetNonce() {
	m.mu.Lock()
	m.haveNonce = false
	m.mu.Unlock()
}

// Estimate is the node's gas estimate for c from the Manager's account; a
// call that would revert is a *RevertError when the node gave its data.
func (m *Manager) Estimate(ctx context.Context, c Candidate) (uint64, error) {
	gas, err := m.cfg.Backend.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: c.To, Data: c.Data, Value: c.Value})
	if err != nil {
		return 0, fmt.Errorf("%s: estimate gas: %w", c.What, WithRevert(err))
	}
	return gas, nil
}

// WithHeadroom is the gas limit for an estimate: a quarter more, as the
// state may move between estimate and inclusion, within EIP-7825's cap.
func WithHeadroom(est uint64) uint64 {
	limit := est + est/4 + 10_000
	if est <= MaxTxGas && limit > MaxTxGas {
		limit = MaxTxGas
	}
	return limit
}

// Fees is the one fee rule: the node's suggested tip, and a fee cap of the
// tip plus twice the head's base fee (room for the base fee to double).
func (m *Manager) Fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	tip, err = m.cfg.Backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("suggest tip: %w", err)
	}
	head, err := m.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("read head: %w", err)
	}
	feeCap = new(big.Int).Set(tip)
	if head.BaseFee != nil {
		feeCap.Add(feeCap, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	}
	return tip, feeCap, nil
}

// Bump raises a fee by 30% for a replacement (nodes want at least 10%).
func Bump(v *big.Int) *big.Int {
	b := new(big.Int).Mul(v, big.NewInt(13))
	b.Div(b, big.NewInt(10))
	if b.Cmp(v) <= 0 {
		b.Add(v, big.NewInt(1))
	}
	return b
}

// sign signs a dynamic-fee transaction at nonce; fees nil means Fees now.
func (m *Manager) sign(ctx context.Context, to *common.Address, data []byte, value *big.Int, gas, nonce uint64, fees *[2]*big.Int) (*types.Transaction, error) {
	var tip, feeCap *big.Int
	if fees != nil {
		tip, feeCap = fees[0], fees[1]
	} else {
		var err error
		if tip, feeCap, err = m.Fees(ctx); err != nil {
			return nil, err
		}
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: m.cfg.ChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap,
		Gas: gas, To: to, Value: value, Data: data})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(m.cfg.ChainID), m.cfg.Key)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	return signed, nil
}

// Transient reports whether resending (with a fresh nonce) may succeed.
func Transient(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"nonce too low", "replacement transaction underpriced", "already known", "connection", "timeout", "eof"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// IsKnown reports a node's answer that it already has the transaction.
func IsKnown(err error) bool {
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "already known") || strings.Contains(s, "known transaction")
}

// IsNonceTooLow reports a node's answer that the nonce is already used.
func IsNonceTooLow(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "nonce too low")
}

// Wait waits for every transaction's receipt; a reverted one is an error
// wrapping ErrReverted (the receipts come back with it).
func (m *Manager) Wait(ctx context.Context, txs ...*types.Transaction) ([]*types.Receipt, error) {
	return m.wait(ctx, "", txs...)
}

func (m *Manager) wait(ctx context.Context, what string, txs ...*types.Transaction) ([]*types.Receipt, error) {
	out := make([]*types.Receipt, len(txs))
	for i, tx := range txs {
		r, err := m.receipt(ctx, tx.Hash())
		if errors.Is(err, ErrNotMined) {
			m.forgetNonce() // dropped, or still pending: the node says which nonce is next
		}
		if err != nil {
			return nil, named(what, err)
		}
		out[i] = r
		if r.Status != types.ReceiptStatusSuccessful {
			return out[:i+1], named(what, fmt.Errorf("%w: %s (block %d, gas used %d of %d)", ErrReverted, tx.Hash(), r.BlockNumber, r.GasUsed, tx.Gas()))
		}
	}
	if err := m.waitHead(ctx, out); err != nil {
		return out, err
	}
	return out, nil
}

func named(what string, err error) error {
	if what == "" {
		return err
	}
	return fmt.Errorf("%s: %w", what, err)
}

func (m *Manager) receipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	deadline := time.Now().Add(m.cfg.MaxWait)
	for {
		r, err := m.cfg.Backend.TransactionReceipt(ctx, hash)
		if err == nil && r != nil {
			return r, nil
		}
		// A node still indexing its transactions answers with an error
		// rather than "not found": both mean "not yet".
		if err != nil && !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
			return nil, fmt.Errorf("receipt of %s: %w", hash, err)
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("%w: %s after %v", ErrNotMined, hash, m.cfg.MaxWait)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", hash, ctx.Err())
		case <-time.After(m.cfg.Poll):
		}
	}
}

// waitHead waits until the head has reached the receipts' blocks: a node
// can serve a block's receipts a moment before it makes that block the
// head, and calls against "latest" in that moment would not see them.
func (m *Manager) waitHead(ctx context.Context, rs []*types.Receipt) error {
	var last uint64
	for _, r := range rs {
		last = max(last, r.BlockNumber.Uint64())
	}
	for len(rs) > 0 {
		head, err := m.cfg.Backend.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("read the head: %w", err)
		}
		if head.Number.Uint64() >= last {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for block %d to be the head: %w", last, ctx.Err())
		case <-time.After(m.cfg.Poll):
		}
	}
	return nil
}

// Bound turns a generated binding's transact call into a Candidate: build
// is called with options that send nothing, and what it would have sent
// becomes the candidate (estimated and signed again by Send).
func (m *Manager) Bound(what string, build func(*bind.TransactOpts) (*types.Transaction, error)) (Candidate, error) {
	o := &bind.TransactOpts{
		From:      m.from,
		Signer:    func(_ common.Address, tx *types.Transaction) (*types.Transaction, error) { return tx, nil },
		Nonce:     new(big.Int),
		GasLimit:  1, // set, so the binding does not estimate
		GasTipCap: big.NewInt(1),
		GasFeeCap: big.NewInt(1),
		NoSend:    true,
		Context:   context.Background(),
	}
	tx, err := build(o)
	if err != nil {
		return Candidate{}, fmt.Errorf("%s: %w", what, WithRevert(err))
	}
	return Candidate{What: what, To: tx.To(), Data: tx.Data(), Value: tx.Value()}, nil
}

// SubmitBound is Bound then Submit: a binding's call sent without waiting.
func (m *Manager) SubmitBound(ctx context.Context, what string, build func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	c, err := m.Bound(what, build)
	if err != nil {
		return nil, err
	}
	return m.Submit(ctx, c)
}

// SubmitWithMargin is SubmitBound with the gas limit the estimate plus
// margin percent, for calls whose cost depends on what lands before them in
// the same block (the estimate runs against the latest block).
func (m *Manager) SubmitWithMargin(ctx context.Context, what string, margin uint64, build func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	c, err := m.Bound(what, build)
	if err != nil {
		return nil, err
	}
	est, err := m.Estimate(ctx, c)
	if err != nil {
		return nil, err
	}
	c.GasLimit = est + est*margin/100
	return m.Submit(ctx, c)
}

// Transact is Bound then Send.
func (m *Manager) Transact(ctx context.Context, what string, build func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Receipt, error) {
	c, err := m.Bound(what, build)
	if err != nil {
		return nil, err
	}
	return m.Send(ctx, c)
}

// RevertError is a call the node refused because it reverts, with the
// revert data (a custom error's selector and arguments) the node gave.
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

// RevertData is the revert data an error carries: a *RevertError's, or a
// JSON-RPC data error's (what nodes answer to eth_call and
// eth_estimateGas that revert).
func RevertData(err error) ([]byte, bool) {
	var re *RevertError
	if errors.As(err, &re) {
		return re.Data, true
	}
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return nil, false
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil, false
	}
	data, derr := hexutil.Decode(s)
	if derr != nil {
		return nil, false
	}
	return data, true
}

// WithRevert wraps an error that carries revert data into a *RevertError.
func WithRevert(err error) error {
	var re *RevertError
	if errors.As(err, &re) {
		return err
	}
	data, ok := RevertData(err)
	if !ok {
		return err
	}
	return &RevertError{Err: err, Data: data}
}
