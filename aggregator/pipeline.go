package aggregator

import (
	"context"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/txmgr"
)

// landing is what one transaction lands: one answer under its own
// signature (verifyAndUpdate), or several under one batch signature
// (verifyAndUpdateBatch).
type landing struct {
	states []*state
	items  []*roundResult // per state; for a batch each item's agg is nil
	batch  *batchResult   // nil: a single landing (items[0].agg)
	// holdUntil: not sent before (Config.HoldFor after signing), so that
	// whoever asked can land it first; zero: send at once.
	holdUntil time.Time
}

// Run works until ctx ends: it starts signing rounds for queued jobs,
// sends what they signed, and settles the transactions as they are mined.
// It returns ctx's error.
func (a *Aggregator) Run(ctx context.Context) error {
	t := time.NewTicker(a.cfg.PollEvery)
	defer t.Stop()
	defer func() {
		// No round may write to the store once Run has returned: the caller closes it next.
		a.rounds.Wait()
		a.mu.Lock()
		a.closed, a.stopped = true, true
		a.mu.Unlock()
	}()
	if err := a.resume(); err != nil && ctx.Err() == nil {
		a.log.Warn("resume sent transactions", "err", err)
	}
	for {
		start := time.Now()
		if err := a.step(ctx); err != nil && ctx.Err() == nil {
			a.log.Warn("aggregator step", "err", err)
			// Whatever failed (the node, most likely) is not asked again at once.
			sleepCtx(ctx, a.cfg.PollEvery)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-a.wake:
			// Every job update wakes the loop; under load a pass every
			// minStep is plenty and leaves the CPU to the work itself.
			sleepCtx(ctx, minStep-time.Since(start))
		case <-t.C:
		}
	}
}

// minStep is the shortest time between two passes of the run loop.
const minStep = 10 * time.Millisecond

func sleepCtx(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// resume puts the transactions stored by an earlier run back in flight;
// their jobs are settled by their receipts like any other.
func (a *Aggregator) resume() error {
	refs, err := a.q.Resume()
	if err != nil {
		return err
	}
	jobs := 0
	a.mu.Lock()
	for _, sts := range refs {
		for _, st := range sts {
			st.phase = phaseSent
		}
		jobs += len(sts)
	}
	a.mu.Unlock()
	if len(refs) > 0 {
		a.log.Info("resuming sent transactions", "transactions", len(refs), "jobs", jobs)
	}
	return nil
}

// journal is the job store as the landing queue's txmgr.Journal: a
// landing's signed transaction is stored with its jobs before it is sent,
// and a restart finds it there.
type journal struct{ a *Aggregator }

// Record stores tx with the jobs it lands (StatusSubmitted).
func (j journal) Record(sts []*state, tx *types.Transaction) error { return j.a.storeSent(sts, tx) }

// Recorded is the stored transactions of unfinished jobs, each with the
// jobs it lands.
func (j journal) Recorded() ([]txmgr.Journaled[[]*state], error) {
	a := j.a
	a.mu.Lock()
	defer a.mu.Unlock()
	var out []txmgr.Journaled[[]*state]
	byHash := map[common.Hash]int{}
	for _, st := range a.pending {
		job := a.jobs[st.id]
		if len(job.RawTx) == 0 {
			continue
		}
		tx := new(types.Transaction)
		if err := tx.UnmarshalBinary(job.RawTx); err != nil {
			a.log.Warn("stored transaction unreadable: signing again", "task", job.TaskID, "err", err)
			continue
		}
		i, ok := byHash[tx.Hash()]
		if !ok {
			i = len(out)
			byHash[tx.Hash()] = i
			out = append(out, txmgr.Journaled[[]*state]{Tx: tx})
		}
		out[i].Ref = append(out[i].Ref, st)
	}
	return out, nil
}

// step is one pass of the run loop.
func (a *Aggregator) step(ctx context.Context) error {
	head, err := a.chain.Head(ctx)
	if err != nil {
		return err
	}
	if err := a.plan(ctx, head); err != nil {
		return err
	}
	if a.cfg.HoldFor > 0 && head != a.heldHead {
		a.heldHead = head
		a.checkHeld(ctx)
	}
	if err := a.send(ctx); err != nil {
		return err
	}
	if a.q.Len() > 0 && head != a.lastHead {
		if err := a.track(ctx); err != nil {
			return err
		}
		a.lastHead = head
	} else if a.q.Len() > 0 {
		a.q.Rebroadcast(ctx)
	}
	return nil
}
