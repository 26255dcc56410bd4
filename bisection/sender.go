package bisection

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
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// SendBackend is what sending transactions needs of a node (ethclient and
// the simulated backend's client both have it).
type SendBackend interface {
	ChainReader
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error)
}

// Sender owns one account's nonces: it estimates, signs, sends and waits
// for each transaction in order, and retries what a node refuses for
// transient reasons (a stale nonce, an underpriced replacement, a dropped
// connection). A call the contract would revert is not sent: the gas
// estimate fails first and Send returns GameError of it.
type Sender struct {
	Client  SendBackend
	Key     *ecdsa.PrivateKey
	ChainID *big.Int
	// Mine, if set, is called after each send: a simulated chain's Commit.
	// Nil on a real chain, whose blocks come by themselves.
	Mine func()
	// Poll is how often a receipt is looked for (default 200 ms).
	Poll time.Duration
	// Retries bounds resending after transient errors (default 3).
	Retries int
	// MaxWait bounds the wait for a sent transaction's receipt (default 5
	// min): a transaction the node dropped (a restart that lost its pool)
	// must not hold its sender for ever. Send then fails with ErrNotMined,
	// and the next send re-reads the account's nonce.
	MaxWait time.Duration
	Log     *slog.Logger

	mu        sync.Mutex
	nonce     uint64
	haveNonce bool
}

// NewSender is a Sender for key on a chain.
func NewSender(client SendBackend, key *ecdsa.PrivateKey, chainID *big.Int) *Sender {
	return &Sender{Client: client, Key: key, ChainID: chainID}
}

// From is the sending account.
func (s *Sender) From() common.Address { return crypto.PubkeyToAddress(s.Key.PublicKey) }

// ErrTxFailed: a transaction was mined but reverted (the estimate passed,
// the state changed before it landed).
var ErrTxFailed = errors.New("transaction reverted on chain")

// ErrNotMined: a sent transaction had no receipt within Sender.MaxWait.
var ErrNotMined = errors.New("transaction not mined in time")

// Send sends one call with value (nil: none) and waits for its receipt.
func (s *Sender) Send(ctx context.Context, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	return s.send(ctx, &to, data, value)
}

// Deploy sends a contract creation and returns the new contract's address.
func (s *Sender) Deploy(ctx context.Context, code []byte) (common.Address, *types.Receipt, error) {
	rcpt, err := s.send(ctx, nil, code, nil)
	if err != nil {
		return common.Address{}, rcpt, err
	}
	return rcpt.ContractAddress, rcpt, nil
}

func (s *Sender) send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	tx, err := s.submit(ctx, to, data, value)
	if err != nil {
		return nil, err
	}
	if s.Mine != nil {
		s.Mine()
	}
	rcpt, err := s.wait(ctx, tx.Hash())
	if errors.Is(err, ErrNotMined) {
		// dropped, or still pending: either way the nonce is the node's to say
		s.mu.Lock()
		s.haveNonce = false
		s.mu.Unlock()
	}
	if err != nil {
		return nil, err
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		return rcpt, fmt.Errorf("%w: %s (gas %d)", ErrTxFailed, tx.Hash(), rcpt.GasUsed)
	}
	return rcpt, nil
}

func (s *Sender) submit(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Transaction, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	from := s.From()
	if value == nil {
		value = new(big.Int)
	}
	gas, err := s.Client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: to, Data: data, Value: value})
	if err != nil {
		return nil, GameError(err)
	}
	gas += gas/5 + 10_000 // headroom: the state may move between estimate and inclusion
	retries := s.Retries
	if retries == 0 {
		retries = 3
	}
	for attempt := 0; ; attempt++ {
		if !s.haveNonce {
			n, err := s.Client.PendingNonceAt(ctx, from)
			if err != nil {
				return nil, fmt.Errorf("nonce of %s: %w", from, err)
			}
			s.nonce, s.haveNonce = n, true
		}
		tx, err := s.sign(ctx, to, data, value, gas)
		if err != nil {
			return nil, err
		}
		err = s.Client.SendTransaction(ctx, tx)
		if err == nil {
			s.nonce++
			return tx, nil
		}
		if attempt >= retries || !transient(err) {
			return nil, fmt.Errorf("send: %w", err)
		}
		if s.Log != nil {
			s.Log.Warn("resending", "attempt", attempt+1, "err", err)
		}
		s.haveNonce = false // re-read: another sender may have used it
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Duration(attempt+1) * 100 * time.Millisecond):
		}
	}
}

func (s *Sender) sign(ctx context.Context, to *common.Address, data []byte, value *big.Int, gas uint64) (*types.Transaction, error) {
	tip, err := s.Client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("gas tip: %w", err)
	}
	head, err := s.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("latest block: %w", err)
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx := types.NewTx(&types.DynamicFeeTx{
		ChainID: s.ChainID, Nonce: s.nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: to, Value: value, Data: data,
	})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(s.ChainID), s.Key)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	return signed, nil
}

// transient reports whether resending (with a fresh nonce) may succeed.
func transient(err error) bool {
	msg := strings.ToLower(err.Error())
	for _, s := range []string{"nonce too low", "replacement transaction underpriced", "already known", "connection", "timeout", "eof"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

func (s *Sender) wait(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	poll := s.Poll
	if poll == 0 {
		poll = 200 * time.Millisecond
	}
	maxWait := s.MaxWait
	if maxWait == 0 {
		maxWait = 5 * time.Minute
	}
	deadline := time.Now().Add(maxWait)
	for {
		rcpt, err := s.Client.TransactionReceipt(ctx, hash)
		if err == nil {
			return rcpt, nil
		}
		// A node still indexing its transactions answers with an error
		// rather than "not found": both mean "not yet".
		if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
			return nil, fmt.Errorf("receipt of %s: %w", hash, err)
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("%w: %s after %v", ErrNotMined, hash, maxWait)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("waiting for %s: %w", hash, ctx.Err())
		case <-time.After(poll):
		}
	}
}

// SendDefend defends challenge id of the DisputeGame at game from s's
// account, paying bond; it returns the new game's id.
func SendDefend(ctx context.Context, s *Sender, game common.Address, id uint64, bond *big.Int) (uint64, *types.Receipt, error) {
	data, err := gameABI.TryPackDefend(new(big.Int).SetUint64(id))
	if err != nil {
		return 0, nil, err
	}
	rcpt, err := s.Send(ctx, game, data, bond)
	if err != nil {
		return 0, rcpt, fmt.Errorf("defend challenge %d: %w", id, err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := gameABI.UnpackDefenceOpenedEvent(lg); err == nil {
			return ev.GameId.Uint64(), rcpt, nil
		}
	}
	return 0, rcpt, fmt.Errorf("defend challenge %d: no DefenceOpened event", id)
}
