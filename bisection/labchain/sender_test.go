package labchain

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
)

// Two senders on one account: the second one's nonce goes stale when the
// first sends; it re-reads the nonce and resends. A call the contract would
// revert is refused at the estimate, with the referee's sentinel, and costs
// no nonce.
func TestSenderRetriesStaleNonce(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	a := bisection.NewSender(e.Client, e.Bystander.Key, e.ChainID)
	b := bisection.NewSender(e.Client, e.Bystander.Key, e.ChainID)
	for _, s := range []*bisection.Sender{a, b} {
		s.Mine = func() { e.Backend.Commit() }
	}
	poke := bisection.GameABI().PackGameCount() // a harmless call
	if _, err := b.Send(ctx, e.Game, poke, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Send(ctx, e.Game, poke, nil); err != nil {
		t.Fatal(err)
	}
	// b still believes the nonce a just used is free
	if _, err := b.Send(ctx, e.Game, poke, nil); err != nil {
		t.Fatalf("stale nonce not recovered: %v", err)
	}
	data, err := bisection.Calldata(1, bisection.Move{Kind: bisection.Timeout})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Send(ctx, e.Game, data, nil); !errors.Is(err, bisection.ErrGameOver) {
		t.Fatalf("timeout of a game that does not exist: %v, want ErrGameOver", err)
	}
	if _, err := a.Send(ctx, e.Game, poke, nil); err != nil {
		t.Fatalf("after a refused call: %v", err)
	}
}

// A transaction that is not mined (here: nobody seals a block) does not hold
// its sender for ever: Send gives up after MaxWait with ErrNotMined, and the
// sender's next transaction goes out with the nonce the node reports.
func TestSenderGivesUpOnUnminedTransaction(t *testing.T) {
	e := startEnv(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s := bisection.NewSender(e.Client, e.Bystander.Key, e.ChainID)
	s.Poll, s.MaxWait = 5*time.Millisecond, 100*time.Millisecond
	poke := bisection.GameABI().PackGameCount()
	if _, err := s.Send(ctx, e.Game, poke, nil); !errors.Is(err, bisection.ErrNotMined) {
		t.Fatalf("send with no block sealed: %v, want %v", err, bisection.ErrNotMined)
	}
	s.Mine = func() { e.Backend.Commit() }
	rcpt, err := s.Send(ctx, e.Game, poke, nil)
	if err != nil {
		t.Fatalf("the next send: %v", err)
	}
	// both landed, in order, in the one block sealed
	nonce, err := e.Client.NonceAt(ctx, s.From(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if nonce < 2 || rcpt.Status != 1 {
		t.Errorf("nonce %d after two sends, receipt status %d", nonce, rcpt.Status)
	}
}
