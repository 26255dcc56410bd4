package audit

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
)

// The challenger side's moves from several accounts: the challenger's
// account allows each mover to move for it (DisputeGame.setMover), and its
// games are dealt out to the movers, so that many games at once (parallel
// challenges, or one flooded with defences) do not queue every move behind
// one account's nonce. Opening, resolving and the bonds stay with the
// challenger's account.

// authorizeMovers has the challenger's account allow each of c.cfg.Movers to
// move for it, where it does not already.
func (c *Challenger) authorizeMovers(ctx context.Context) error {
	principal := c.cfg.Sender.From()
	for _, m := range c.cfg.Movers {
		if m.From() == principal {
			continue
		}
		out, err := c.cfg.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.cfg.Game, Data: bisection.GameABI().PackMoverOf(principal, m.From())}, nil)
		if err != nil {
			return fmt.Errorf("mover %s: %w", m.From(), bisection.GameError(err))
		}
		ok, err := bisection.GameABI().UnpackMoverOf(out)
		if err != nil {
			return fmt.Errorf("mover %s: %w", m.From(), err)
		}
		if ok {
			continue
		}
		if _, err := bisection.Send(ctx, c.cfg.Sender, "setMover", c.cfg.Game, bisection.GameABI().PackSetMover(m.From(), true), nil); err != nil {
			return fmt.Errorf("allow mover %s: %w", m.From(), err)
		}
		c.log().Info("mover allowed to move for the challenger", "mover", m.From(), "challenger", principal)
	}
	return nil
}

// mover is the sender of the next game's challenger moves: the movers in
// turn, or the challenger's own account without any.
func (c *Challenger) mover() bisection.Sender {
	if len(c.cfg.Movers) == 0 {
		return c.cfg.Sender
	}
	m := c.cfg.Movers[c.dealt%len(c.cfg.Movers)]
	c.dealt++
	return m
}
