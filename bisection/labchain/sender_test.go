package labchain

import (
	"context"
	"errors"
	"testing"

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
