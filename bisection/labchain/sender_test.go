package labchain

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/txmgr"
)

// Two senders on one account: the second one's nonce goes stale when the
// first sends; it re-reads the nonce and resends. A call the contract would
// revert is refused at the estimate, with the referee's sentinel, and costs
// no nonce.
func TestSenderRetriesStaleNonce(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	cfg := txmgr.Config{Backend: e.Client, Key: e.Bystander.Key, ChainID: e.ChainID, Mine: e.Commit}
	a, b := txmgr.New(cfg), txmgr.New(cfg)
	poke := bisection.GameABI().PackGameCount() // a harmless call
	if _, err := bisection.Send(ctx, b, "poke", e.Game, poke, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := bisection.Send(ctx, a, "poke", e.Game, poke, nil); err != nil {
		t.Fatal(err)
	}
	// b still believes the nonce a just used is free
	if _, err := bisection.Send(ctx, b, "poke", e.Game, poke, nil); err != nil {
		t.Fatalf("stale nonce not recovered: %v", err)
	}
	data, err := bisection.Calldata(1, bisection.Move{Kind: bisection.Timeout})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bisection.Send(ctx, a, "timeout", e.Game, data, nil); !errors.Is(err, bisection.ErrGameOver) {
		t.Fatalf("timeout of a game that does not exist: %v, want ErrGameOver", err)
	}
	if _, err := bisection.Send(ctx, a, "poke", e.Game, poke, nil); err != nil {
		t.Fatalf("after a refused call: %v", err)
	}
}

// A transaction that is not mined (here: nobody seals a block) does not hold
// its sender for ever: Send gives up after MaxWait with ErrNotMined, and the
// account's next transaction goes out with the nonce the node reports.
func TestSenderGivesUpOnUnminedTransaction(t *testing.T) {
	e := startEnv(t, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cfg := txmgr.Config{Backend: e.Client, Key: e.Bystander.Key, ChainID: e.ChainID, Poll: 5 * time.Millisecond, MaxWait: 100 * time.Millisecond}
	s := txmgr.New(cfg)
	poke := bisection.GameABI().PackGameCount()
	if _, err := bisection.Send(ctx, s, "poke", e.Game, poke, nil); !errors.Is(err, txmgr.ErrNotMined) {
		t.Fatalf("send with no block sealed: %v, want %v", err, txmgr.ErrNotMined)
	}
	cfg.Mine = e.Commit
	rcpt, err := bisection.Send(ctx, txmgr.New(cfg), "poke", e.Game, poke, nil)
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
