package txmgr

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/params"
)

// chain is a simulated chain with two funded keys.
type chain struct {
	b    *simulated.Backend
	keys []*ecdsa.PrivateKey
}

func newChain(t *testing.T) *chain {
	t.Helper()
	c := &chain{}
	alloc := types.GenesisAlloc{}
	for range 2 {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		c.keys = append(c.keys, k)
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: new(big.Int).Mul(big.NewInt(1000), big.NewInt(params.Ether))}
	}
	c.b = simulated.NewBackend(alloc)
	t.Cleanup(func() { c.b.Close() })
	return c
}

// manager sends from key i; mine: each send is mined at once.
func (c *chain) manager(i int, mine bool) *Manager {
	cfg := Config{Backend: c.b.Client(), Key: c.keys[i], ChainID: params.AllDevChainProtocolChanges.ChainID, Poll: 5 * time.Millisecond,
		MaxWait: 10 * time.Second}
	if mine {
		cfg.Mine = func() { c.b.Commit() }
	}
	return New(cfg)
}

// reverter's creation code: a contract whose every call reverts with the
// custom error selector 0xdeadbeef.
var reverter = hexutil.MustDecode("0x601080600b6000396000f3" + "63deadbeef60e01b60005260046000fd")

func TestSendKeepsNonceOrderUnderConcurrency(t *testing.T) {
	c := newChain(t)
	m := c.manager(0, true)
	ctx := context.Background()
	to := crypto.PubkeyToAddress(c.keys[1].PublicKey)
	const n = 16
	nonces := make([]uint64, n)
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			r, err := m.Send(ctx, Call("transfer", to, nil, big.NewInt(int64(i+1))))
			if err != nil {
				errs[i] = err
				return
			}
			tx, _, err := c.b.Client().TransactionByHash(ctx, r.TxHash)
			if err != nil {
				errs[i] = err
				return
			}
			nonces[i] = tx.Nonce()
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	slices.Sort(nonces)
	for i, got := range nonces {
		if got != uint64(i) {
			t.Fatalf("nonces %v: want 0..%d once each", nonces, n-1)
		}
	}
	if got, err := c.b.Client().NonceAt(ctx, m.From(), nil); err != nil || got != n {
		t.Fatalf("nonce after %d sends: %d, %v", n, got, err)
	}
}

func TestRevertIsRefusedBeforeSending(t *testing.T) {
	c := newChain(t)
	m := c.manager(0, true)
	ctx := context.Background()
	addr, _, err := m.Deploy(ctx, "reverter", reverter)
	if err != nil {
		t.Fatal(err)
	}
	before, err := c.b.Client().PendingNonceAt(ctx, m.From())
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.Send(ctx, Call("poke", addr, []byte{1}, nil))
	data, ok := RevertData(err)
	if !ok || !bytes.Equal(data, hexutil.MustDecode("0xdeadbeef")) {
		t.Fatalf("revert: %v, data %x, want 0xdeadbeef", err, data)
	}
	var re *RevertError
	if !errors.As(err, &re) {
		t.Fatalf("%v is not a *RevertError", err)
	}
	if after, err := c.b.Client().PendingNonceAt(ctx, m.From()); err != nil || after != before {
		t.Fatalf("pending nonce %d after a refused estimate, was %d (%v): something was sent", after, before, err)
	}
	// With its gas limit given, the same call is sent, mined and reverts.
	r, err := m.Send(ctx, Candidate{What: "poke", To: &addr, Data: []byte{1}, GasLimit: 100_000})
	if !errors.Is(err, ErrReverted) || r == nil || r.Status != types.ReceiptStatusFailed {
		t.Fatalf("sent revert: %v, receipt %v", err, r)
	}
}

func TestWithHeadroomStaysWithinEIP7825(t *testing.T) {
	for _, tc := range []struct{ est, want uint64 }{
		{21_000, 21_000 + 5_250 + 10_000},
		{MaxTxGas - 1000, MaxTxGas},
		{MaxTxGas, MaxTxGas},
		// an estimate above the cap is refused anyway: it is not cut to fit
		{MaxTxGas + 4, MaxTxGas + 4 + (MaxTxGas+4)/4 + 10_000},
	} {
		if got := WithHeadroom(tc.est); got != tc.want {
			t.Errorf("WithHeadroom(%d) = %d, want %d", tc.est, got, tc.want)
		}
	}
	for _, v := range []int64{0, 1, 9, 10, 1e9} {
		if b := Bump(big.NewInt(v)); b.Cmp(big.NewInt(v)) <= 0 || (v >= 10 && b.Int64() < v*11/10) {
			t.Errorf("Bump(%d) = %s: not a replacement's 10%% more", v, b)
		}
	}
}

// memJournal keeps the latest transaction recorded for each ref.
type memJournal struct {
	mu   sync.Mutex
	recs []Journaled[string]
	n    int // records made
}

func (j *memJournal) Record(ref string, tx *types.Transaction) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.n++
	for i := range j.recs {
		if j.recs[i].Ref == ref {
			j.recs[i].Tx = tx
			return nil
		}
	}
	j.recs = append(j.recs, Journaled[string]{Ref: ref, Tx: tx})
	return nil
}

func (j *memJournal) Recorded() ([]Journaled[string], error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return slices.Clone(j.recs), nil
}

// lossy is a node that loses every transaction sent to it (a node that
// restarts, a process that stops between record and send).
type lossy struct{ Backend }

var errLost = errors.New("connection refused")

func (lossy) SendTransaction(context.Context, *types.Transaction) error { return errLost }

func TestQueueReplacesStuckWithBumpedFees(t *testing.T) {
	c := newChain(t)
	m := c.manager(0, false)
	j := &memJournal{}
	q := NewQueue(m, j, QueueConfig{ReceiptTimeout: time.Millisecond, ResendEvery: time.Hour})
	ctx := context.Background()
	to := crypto.PubkeyToAddress(c.keys[1].PublicKey)
	first, err := q.Send(ctx, "a", Call("transfer", to, nil, big.NewInt(1)))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Millisecond)
	if done, err := q.Track(ctx); err != nil || len(done) != 0 {
		t.Fatalf("track before mining: %v, %v", done, err)
	}
	recs, _ := j.Recorded()
	second := recs[0].Tx
	if j.n != 2 || second.Nonce() != first.Nonce() || second.GasTipCap().Cmp(Bump(first.GasTipCap())) != 0 ||
		second.GasFeeCap().Cmp(Bump(first.GasFeeCap())) != 0 {
		t.Fatalf("replacement (%d records): nonce %d tip %s cap %s; first nonce %d tip %s cap %s", j.n, second.Nonce(),
			second.GasTipCap(), second.GasFeeCap(), first.Nonce(), first.GasTipCap(), first.GasFeeCap())
	}
	c.b.Commit()
	done, err := q.Track(ctx)
	if err != nil || len(done) != 1 || done[0].Ref != "a" || done[0].Receipt == nil || done[0].Receipt.TxHash != second.Hash() {
		t.Fatalf("settled %+v, %v; want the replacement %s mined", done, err, second.Hash())
	}
	if q.Len() != 0 {
		t.Fatalf("%d still in flight", q.Len())
	}
}

func TestQueueResendsJournalAfterRestart(t *testing.T) {
	c := newChain(t)
	ctx := context.Background()
	to := crypto.PubkeyToAddress(c.keys[1].PublicKey)
	j := &memJournal{}
	// The first process records its transaction and stops before any node has it.
	m1 := New(Config{Backend: lossy{c.b.Client()}, Key: c.keys[0], ChainID: params.AllDevChainProtocolChanges.ChainID})
	lost, err := NewQueue(m1, j, QueueConfig{}).Send(ctx, "a", Call("transfer", to, nil, big.NewInt(7)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.b.Client().TransactionReceipt(ctx, lost.Hash()); err == nil {
		t.Fatal("the lost transaction was mined")
	}
	// The next process resumes it; its other sends take the nonces after it.
	m2 := c.manager(0, false)
	q := NewQueue(m2, j, QueueConfig{ReceiptTimeout: time.Hour, ResendEvery: time.Millisecond})
	refs, err := q.Resume()
	if err != nil || !slices.Equal(refs, []string{"a"}) {
		t.Fatalf("resume: %v, %v", refs, err)
	}
	other, err := m2.Submit(ctx, Call("other", to, nil, big.NewInt(1)))
	if err != nil {
		t.Fatal(err)
	}
	if other.Nonce() != lost.Nonce()+1 {
		t.Fatalf("a send after resuming took nonce %d; the journal holds %d", other.Nonce(), lost.Nonce())
	}
	// A resumed transaction's age is unknown: it is replaced (at its
	// nonce, recorded) at once, which also broadcasts it.
	if done, err := q.Track(ctx); err != nil || len(done) != 0 {
		t.Fatalf("track: %v, %v", done, err)
	}
	recs, _ := j.Recorded()
	resent := recs[0].Tx
	if resent.Nonce() != lost.Nonce() {
		t.Fatalf("resent at nonce %d, recorded at %d", resent.Nonce(), lost.Nonce())
	}
	c.b.Commit()
	done, err := q.Track(ctx)
	if err != nil || len(done) != 1 || done[0].Receipt == nil || done[0].Receipt.TxHash != resent.Hash() {
		t.Fatalf("settled %+v, %v; want %s mined", done, err, resent.Hash())
	}
	if _, err := m2.Wait(ctx, other); err != nil {
		t.Fatal(err)
	}
}

func TestQueueDetectsNonceTakenByAnother(t *testing.T) {
	c := newChain(t)
	ctx := context.Background()
	to := crypto.PubkeyToAddress(c.keys[1].PublicKey)
	m := New(Config{Backend: lossy{c.b.Client()}, Key: c.keys[0], ChainID: params.AllDevChainProtocolChanges.ChainID})
	q := NewQueue(m, &memJournal{}, QueueConfig{ReceiptTimeout: time.Hour, ResendEvery: time.Hour})
	if _, err := q.Send(ctx, "a", Call("transfer", to, nil, big.NewInt(1))); err != nil {
		t.Fatal(err)
	}
	// Another sender from the same key (not sharing the Manager) takes the nonce.
	if _, err := c.manager(0, true).Send(ctx, Call("other", to, nil, big.NewInt(2))); err != nil {
		t.Fatal(err)
	}
	done, err := q.Track(ctx)
	if err != nil || len(done) != 1 || !errors.Is(done[0].Err, ErrNonceTaken) {
		t.Fatalf("settled %+v, %v; want ErrNonceTaken", done, err)
	}
}

// dataErr is a JSON-RPC error with data, as a node answers a call that reverts.
type dataErr struct{ msg, data string }

func (e dataErr) Error() string  { return e.msg }
func (e dataErr) ErrorData() any { return e.data }

func TestWithRevertKeepsTheNodesError(t *testing.T) {
	node := dataErr{msg: "execution reverted", data: "0xdeadbeef00"}
	err := WithRevert(node)
	var re *RevertError
	if !errors.As(err, &re) || !bytes.Equal(re.Data, hexutil.MustDecode("0xdeadbeef00")) || !errors.Is(err, node) {
		t.Fatalf("%v: want a *RevertError with the data, wrapping the node's error", err)
	}
	if _, ok := RevertData(errors.New("plain")); ok {
		t.Error("revert data from a plain error")
	}
}
