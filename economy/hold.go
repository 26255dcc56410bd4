package economy

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Holder is an operator's side of capacity in use: it posts the operator's
// acceptances of paid tasks (TaskMarket.accept takes one unit of its
// capacity of the task's class), remembers them, and gives each unit back
// (TaskMarket.releaseUnit) once its task is over: landed, settled,
// reclaimed or past its deadline. The operator is the party that wants its
// capacity back, so the release is its to pull.
type Holder struct {
	Market   *MarketClient // any key: accept carries the operator's signature
	Drawer   *Drawer       // reads the draw block's header and the operator set for fixDraw
	Operator common.Address
	Logger   *slog.Logger // nil: slog.Default()

	mu   sync.Mutex
	held map[common.Hash]struct{}
}

// Hold posts acc, an acceptance of as, recording as's committee on chain
// first (TaskMarket.fixDraw) when nobody has. A task the market does not
// know (an unpaid task) holds nothing and is no error; an acceptance posted
// already (a retried assignment) is held still. NoFreeCapacity comes back as
// ErrNoFreeCapacity.
func (h *Holder) Hold(ctx context.Context, as *Assignment, acc SignedAcceptance) error {
	if err := h.fix(ctx, as); err != nil {
		return err
	}
	_, err := h.Market.Hold(ctx, acc)
	switch {
	case IsRevert(err, "UnknownTask"):
		return nil
	case IsRevert(err, "NoFreeCapacity"):
		return fmt.Errorf("%w: holding a unit for %s: %w", ErrNoFreeCapacity, acc.Input, err)
	case err != nil && !IsRevert(err, "AlreadyAccepted"):
		return fmt.Errorf("economy: hold a unit for %s: %w", acc.Input, err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.held == nil {
		h.held = map[common.Hash]struct{}{}
	}
	h.held[acc.Input] = struct{}{}
	return nil
}

// fix records as's committee unless the market has a record of it. Several
// members fix at once: a lost race (AlreadyDrawn, or a reverted send) is
// fine when the record is there afterwards.
func (h *Holder) fix(ctx context.Context, as *Assignment) error {
	if got, err := h.Market.Drawn(ctx, as.Input, as.Deadline); err != nil || got != (common.Hash{}) {
		return err
	}
	header, err := h.Drawer.Header(ctx, as.Block)
	if err != nil {
		return err
	}
	cands, err := h.Drawer.Candidates(ctx, as.RequestBlock)
	if err != nil {
		return err
	}
	ids := make([]common.Hash, len(cands))
	for i, c := range cands {
		ids[i] = c.ID
	}
	_, ferr := h.Market.FixDraw(ctx, as.Input, header, ids)
	if IsRevert(ferr, "UnknownTask") {
		return nil // unpaid: Hold's accept says so too
	}
	got, err := h.Market.Drawn(ctx, as.Input, as.Deadline)
	switch {
	case err != nil:
		return err
	case got == (common.Hash{}):
		return fmt.Errorf("economy: record the committee of %s: %w", as.Input, ferr)
	case got != as.CommitteeHash():
		return fmt.Errorf("%w: the market recorded committee %s for %s, the assignment names %s", ErrNotDrawn, got, as.Input, as.CommitteeHash())
	}
	return nil
}

// Held is how many units the holder holds now.
func (h *Holder) Held() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.held)
}

// ReleaseOver releases the unit of every held task that is over and
// returns how many it released; units of open tasks (TaskOpen) stay.
func (h *Holder) ReleaseOver(ctx context.Context) (int, error) {
	h.mu.Lock()
	inputs := make([]common.Hash, 0, len(h.held))
	for in := range h.held {
		inputs = append(inputs, in)
	}
	h.mu.Unlock()
	released := 0
	for _, in := range inputs {
		_, err := h.Market.Release(ctx, in, h.Operator)
		switch {
		case IsRevert(err, "TaskOpen"):
			continue
		case err != nil && !IsRevert(err, "NotHeld") && !h.releasedByAnother(ctx, in):
			return released, fmt.Errorf("economy: release the unit of %s: %w", in, err)
		}
		if err == nil {
			released++
		}
		h.mu.Lock()
		delete(h.held, in)
		h.mu.Unlock()
	}
	return released, nil
}

// Run calls ReleaseOver every period until ctx ends.
func (h *Holder) Run(ctx context.Context, every time.Duration) {
	log := h.Logger
	if log == nil {
		log = slog.Default()
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if h.Held() == 0 {
			continue
		}
		if n, err := h.ReleaseOver(ctx); err != nil && ctx.Err() == nil {
			log.Warn("capacity release", "operator", h.Operator, "err", err)
		} else if n > 0 {
			log.Debug("capacity released", "operator", h.Operator, "units", n)
		}
	}
}

// releasedByAnother: anyone may release a unit once its task is over, so a
// release that reverted after its estimate passed most likely lost that
// race; the unit is gone either way when the market no longer holds it.
func (h *Holder) releasedByAnother(ctx context.Context, input common.Hash) bool {
	held, err := h.Market.Holding(ctx, input, h.Operator)
	return err == nil && !held
}
