package txmgr

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
)

// ErrNonceTaken: a queued transaction's nonce was mined with another
// transaction (one signed before a restart and never recorded, or a
// replacement race), so nothing of the queued one landed.
var ErrNonceTaken = errors.New("nonce used by another transaction")

// Journal records a Queue's signed transactions, so that a restart sends
// them again rather than signing anew at another nonce. Ref names what a
// transaction is for (the aggregator's jobs).
type Journal[Ref any] interface {
	// Record stores tx, signed for ref, before it is sent; replacements
	// are recorded the same way.
	Record(ref Ref, tx *types.Transaction) error
	// Recorded is what was recorded and not settled yet, read by Resume.
	Recorded() ([]Journaled[Ref], error)
}

// Journaled is one recorded transaction and what it is for.
type Journaled[Ref any] struct {
	Ref Ref
	Tx  *types.Transaction
}

// QueueConfig configures a Queue.
type QueueConfig struct {
	// ReceiptTimeout is how long a transaction may go unmined before it is
	// replaced with fees 30% higher (default 30 s).
	ReceiptTimeout time.Duration
	// ResendEvery is how often an unmined transaction is broadcast again:
	// a node that restarted lost its pool, and the nonces behind a lost
	// one wait (default 5 s).
	ResendEvery time.Duration
	// Count, if set, is told each event: "sent", "send_error", "resent"
	// (replaced), "rebroadcast".
	Count func(event string)
}

// Settled is a queued transaction that is done: mined (Receipt, which may
// have reverted), or its nonce taken by another (Err is ErrNonceTaken).
type Settled[Ref any] struct {
	Ref     Ref
	Receipt *types.Receipt
	Err     error
}

// Queue pipelines transactions from a Manager's key: Send signs at the
// Manager's next nonce, records and sends without waiting, and Track
// settles what was mined, replaces what is stuck and rebroadcasts what a
// node may have lost. The Manager's other sends interleave with the
// queue's safely. A Queue is driven by one goroutine (a run loop).
type Queue[Ref any] struct {
	m        *Manager
	journal  Journal[Ref]
	cfg      QueueConfig
	inflight []*inflight[Ref] // by nonce
}

// inflight is a transaction sent and not settled: its replacements (same
// nonce, higher fees) are kept, since any of them may be mined.
type inflight[Ref any] struct {
	ref       Ref
	nonce     uint64
	txs       []*types.Transaction
	sentAt    time.Time // of the latest replacement
	broadcast time.Time // last (re)broadcast
}

// NewQueue is a Queue sending from m and recording in j.
func NewQueue[Ref any](m *Manager, j Journal[Ref], cfg QueueConfig) *Queue[Ref] {
	if cfg.ReceiptTimeout <= 0 {
		cfg.ReceiptTimeout = 30 * time.Second
	}
	if cfg.ResendEvery <= 0 {
		cfg.ResendEvery = 5 * time.Second
	}
	if cfg.Count == nil {
		cfg.Count = func(string) {}
	}
	return &Queue[Ref]{m: m, journal: j, cfg: cfg}
}

// Len is how many transactions are in flight.
func (q *Queue[Ref]) Len() int { return len(q.inflight) }

// Resume puts the journal's transactions back in flight (they are
// broadcast again, and replaced if not mined, on the next Track) and
// returns what they are for.
func (q *Queue[Ref]) Resume() ([]Ref, error) {
	recorded, err := q.journal.Recorded()
	if err != nil {
		return nil, fmt.Errorf("read the journal: %w", err)
	}
	refs := make([]Ref, 0, len(recorded))
	for _, r := range recorded {
		if r.Tx.Nonce() >= q.floor() {
			q.setFloor(r.Tx.Nonce() + 1)
		}
		q.inflight = append(q.inflight, &inflight[Ref]{ref: r.Ref, nonce: r.Tx.Nonce(), txs: []*types.Transaction{r.Tx}})
		refs = append(refs, r.Ref)
	}
	slices.SortStableFunc(q.inflight, func(x, y *inflight[Ref]) int { return cmp.Compare(x.nonce, y.nonce) })
	return refs, nil
}

func (q *Queue[Ref]) floor() uint64 {
	q.m.mu.Lock()
	defer q.m.mu.Unlock()
	return q.m.floor
}

// setFloor keeps the Manager's re-read nonces above n-1: a resumed
// transaction holds its nonce whether or not the node has it.
func (q *Queue[Ref]) setFloor(n uint64) {
	q.m.mu.Lock()
	defer q.m.mu.Unlock()
	q.m.floor = max(q.m.floor, n)
	if q.m.haveNonce {
		q.m.nonce = max(q.m.nonce, n)
	}
}

// Send estimates c (a call that would revert is not sent: the error
// carries the revert data), signs it at the Manager's next nonce, records
// it and sends it. A transaction the node refused stays in flight:
// rebroadcasts and Track settle it, so only an error before the record
// returns no transaction.
func (q *Queue[Ref]) Send(ctx context.Context, ref Ref, c Candidate) (*types.Transaction, error) {
	gas := c.GasLimit
	if gas == 0 {
		est, err := q.m.Estimate(ctx, c)
		if err != nil {
			return nil, err
		}
		gas = WithHeadroom(est)
	}
	value := c.Value
	if value == nil {
		value = new(big.Int)
	}
	m := q.m
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.loadNonceLocked(ctx); err != nil {
		return nil, fmt.Errorf("%s: %w", c.What, err)
	}
	tx, err := m.sign(ctx, c.To, c.Data, value, gas, m.nonce, nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.What, err)
	}
	// Recorded before it is sent: a restart finds it and sends it again.
	if err := q.journal.Record(ref, tx); err != nil {
		return nil, fmt.Errorf("%s: record %s: %w", c.What, tx.Hash(), err)
	}
	m.nonce++
	m.floor = max(m.floor, m.nonce)
	now := time.Now()
	q.inflight = append(q.inflight, &inflight[Ref]{ref: ref, nonce: tx.Nonce(), txs: []*types.Transaction{tx}, sentAt: now, broadcast: now})
	err = m.cfg.Backend.SendTransaction(ctx, tx)
	if m.cfg.Mine != nil {
		m.cfg.Mine()
	}
	if err != nil && !IsKnown(err) {
		if IsNonceTooLow(err) {
			m.haveNonce = false // the receipts decide what became of this one
		}
		q.cfg.Count("send_error")
		m.cfg.Log.Warn("send", "what", c.What, "tx", tx.Hash(), "nonce", tx.Nonce(), "err", err)
		return tx, nil
	}
	q.cfg.Count("sent")
	m.cfg.Log.Debug("sent", "what", c.What, "tx", tx.Hash(), "nonce", tx.Nonce(), "gas", gas)
	return tx, nil
}

// Track settles what was mined or lost its nonce to another transaction,
// replaces what went unmined for ReceiptTimeout, and rebroadcasts.
func (q *Queue[Ref]) Track(ctx context.Context) ([]Settled[Ref], error) {
	b := q.m.cfg.Backend
	confirmed, err := b.NonceAt(ctx, q.m.from, nil)
	if err != nil {
		return nil, fmt.Errorf("read the nonce of %s: %w", q.m.from, err)
	}
	var done []Settled[Ref]
	keep := q.inflight[:0]
	for _, f := range q.inflight {
		var rcpt *types.Receipt
		for _, tx := range slices.Backward(f.txs) {
			if r, err := b.TransactionReceipt(ctx, tx.Hash()); err == nil && r != nil {
				rcpt = r
				break
			}
		}
		switch {
		case rcpt != nil:
			done = append(done, Settled[Ref]{Ref: f.ref, Receipt: rcpt})
		case f.nonce < confirmed:
			q.m.cfg.Log.Warn("nonce taken by another transaction", "nonce", f.nonce)
			done = append(done, Settled[Ref]{Ref: f.ref, Err: fmt.Errorf("%w: nonce %d", ErrNonceTaken, f.nonce)})
		case time.Since(f.sentAt) > q.cfg.ReceiptTimeout:
			if err := q.replace(ctx, f); err != nil {
				q.m.cfg.Log.Warn("replace stuck transaction", "nonce", f.nonce, "err", err)
			}
			keep = append(keep, f)
		default:
			keep = append(keep, f)
		}
	}
	clear(q.inflight[len(keep):])
	q.inflight = keep
	q.Rebroadcast(ctx)
	return done, nil
}

// Rebroadcast sends each unmined transaction's latest version again once
// every ResendEvery.
func (q *Queue[Ref]) Rebroadcast(ctx context.Context) {
	for _, f := range q.inflight {
		if time.Since(f.broadcast) < q.cfg.ResendEvery {
			continue
		}
		f.broadcast = time.Now()
		tx := f.txs[len(f.txs)-1]
		if err := q.m.cfg.Backend.SendTransaction(ctx, tx); err != nil && !IsKnown(err) && !IsNonceTooLow(err) {
			q.m.cfg.Log.Debug("rebroadcast", "tx", tx.Hash(), "err", err)
			continue
		}
		q.cfg.Count("rebroadcast")
	}
}

// replace signs the stuck transaction again at its nonce with bumped fees,
// records it and sends it.
func (q *Queue[Ref]) replace(ctx context.Context, f *inflight[Ref]) error {
	old := f.txs[len(f.txs)-1]
	tx, err := q.m.sign(ctx, old.To(), old.Data(), old.Value(), old.Gas(), old.Nonce(), &[2]*big.Int{Bump(old.GasTipCap()), Bump(old.GasFeeCap())})
	if err != nil {
		return err
	}
	if err := q.journal.Record(f.ref, tx); err != nil {
		return fmt.Errorf("record %s: %w", tx.Hash(), err)
	}
	f.txs = append(f.txs, tx)
	f.sentAt, f.broadcast = time.Now(), time.Now()
	q.cfg.Count("resent")
	q.m.cfg.Log.Info("transaction replaced with higher fees", "nonce", tx.Nonce(), "tx", tx.Hash(), "replaces", old.Hash())
	err = q.m.cfg.Backend.SendTransaction(ctx, tx)
	if q.m.cfg.Mine != nil {
		q.m.cfg.Mine()
	}
	if err != nil && !IsKnown(err) {
		return fmt.Errorf("send replacement %s: %w", tx.Hash(), err)
	}
	return nil
}
