package aggregator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// track settles what was mined: each landed answer finishes its job, a
// skipped item or a reverted transaction sends its jobs back to the queue,
// and one whose nonce went to another transaction has its jobs checked.
// (The queue replaces what is stuck and rebroadcasts.)
func (a *Aggregator) track(ctx context.Context) error {
	done, err := a.q.Track(ctx)
	if err != nil {
		return err
	}
	for _, d := range done {
		if d.Err != nil {
			a.log.Warn("landing dropped", "jobs", len(d.Ref), "err", d.Err)
			a.recheck(ctx, d.Ref, fmt.Errorf("transaction dropped: %w", d.Err))
			continue
		}
		a.settle(ctx, d.Ref, d.Receipt)
	}
	return nil
}

// settle reads a mined transaction's events: Updated finishes a job,
// Skipped (or a reverted transaction) sends it back.
func (a *Aggregator) settle(ctx context.Context, sts []*state, rcpt *types.Receipt) {
	a.m.gasTotal.Add(float64(rcpt.GasUsed))
	if rcpt.Status != types.ReceiptStatusSuccessful {
		a.m.submissions.WithLabelValues("reverted").Inc()
		a.log.Warn("landing reverted", "tx", rcpt.TxHash, "block", rcpt.BlockNumber, "jobs", len(sts))
		a.recheck(ctx, sts, fmt.Errorf("%w: tx %s in block %d", ErrReverted, rcpt.TxHash, rcpt.BlockNumber))
		return
	}
	a.m.submissions.WithLabelValues("landed").Inc()
	a.m.gasUsed.Observe(float64(rcpt.GasUsed))
	c := a.chain.Consumer()
	landed := map[inference.Hash]*Landed{}
	skipped := map[inference.Hash]string{}
	for _, l := range rcpt.Logs {
		if l.Address != c.Address || len(l.Topics) == 0 {
			continue
		}
		switch l.Topics[0] {
		case updatedID:
			if ev, err := decodeUpdated(*l); err == nil {
				landed[ev.input] = &ev.Landed
			}
		case skippedID:
			if len(l.Topics) == 3 && len(l.Data) >= 4 {
				skipped[inference.Hash(l.Topics[2])] = skipReason(l.Data[:4])
			}
		}
	}
	var done []*state
	var results []*Landed
	var again []*state
	for _, st := range sts {
		if ev := landed[st.input]; ev != nil {
			done, results = append(done, st), append(results, ev)
			continue
		}
		again = append(again, st)
	}
	if len(done) > 0 {
		a.finishMany(done, func(i int, j *Job) {
			ev := results[i]
			tx := rcpt.TxHash
			j.Status, j.Block, j.GasUsed, j.Error, j.Tx, j.Index = StatusLanded, rcpt.BlockNumber.Uint64(), rcpt.GasUsed, "", &tx, ev.Index
			j.Batch, j.LandedWith = len(sts), "tx"
			if len(sts) > 1 {
				j.LandedWith = "batch"
			}
		})
	}
	if len(again) > 0 {
		reasons := map[string]int{}
		for _, st := range again {
			reasons[skipped[st.input]]++
		}
		a.log.Warn("items skipped by the consumer", "tx", rcpt.TxHash, "skipped", len(again), "reasons", reasons)
		a.recheck(ctx, again, fmt.Errorf("skipped by the consumer in tx %s", rcpt.TxHash))
	}
}

// checkHeld looks, once a block, for held answers someone else landed, so
// that their jobs end landed then rather than when the hold ends.
func (a *Aggregator) checkHeld(ctx context.Context) {
	a.mu.Lock()
	var held []*landing
	for _, l := range a.ready {
		if !l.holdUntil.IsZero() && time.Now().Before(l.holdUntil) {
			held = append(held, l)
		}
	}
	a.mu.Unlock()
	done := map[*landing]bool{}
	for _, l := range held {
		if a.landedMeanwhile(ctx, l) {
			done[l] = true
		}
	}
	if len(done) == 0 {
		return
	}
	a.mu.Lock()
	a.ready = slices.DeleteFunc(a.ready, func(l *landing) bool { return done[l] })
	a.mu.Unlock()
}

// landedMeanwhile finishes the jobs of a held landing whose answers someone
// else landed during the hold (found), and reports whether nothing is left
// to send. A batch of which only some landed is signed again for the rest:
// its calldata would land the others beside answers already there.
func (a *Aggregator) landedMeanwhile(ctx context.Context, l *landing) bool {
	var rest []*state
	for _, st := range l.states {
		if done, err := a.checkLanded(ctx, st); err != nil || !done {
			rest = append(rest, st)
		}
	}
	switch {
	case len(rest) == len(l.states):
		return false
	case len(rest) > 0:
		a.requeue(rest, errors.New("part of the held batch was landed by others"), false)
	}
	a.m.heldLandedByOthers.Add(float64(len(l.states) - len(rest)))
	return true
}

// recheck settles jobs whose transaction did not land them: a slot that
// holds a result finishes the job, anything else is signed again.
func (a *Aggregator) recheck(ctx context.Context, sts []*state, cause error) {
	for _, st := range sts {
		if done, err := a.checkLanded(ctx, st); err == nil && done {
			continue
		}
		a.requeue([]*state{st}, cause, true)
	}
}

// checkLanded finishes a job when its slot already holds a result (landed
// before a restart, or under another task id with the same input); an empty
// or a requested slot (protocol.Requested) holds none.
func (a *Aggregator) checkLanded(ctx context.Context, st *state) (bool, error) {
	v, err := a.chain.Slot(ctx, ResultSlotOf(st.input))
	if err != nil || !protocol.IsResult(v) {
		return false, err
	}
	l, err := a.chain.FindLanded(ctx, st.input)
	if err != nil {
		return false, err
	}
	var gas uint64
	if l != nil {
		if r, err := a.cfg.Backend.TransactionReceipt(ctx, l.Tx); err == nil {
			gas = r.GasUsed
		}
	}
	a.finish(st, func(j *Job) {
		j.GasUsed = gas
		j.Status = StatusLanded
		if j.Tx == nil || l == nil || *j.Tx != l.Tx {
			j.LandedWith = "found"
		} else {
			j.LandedWith = "tx"
		}
		j.New = &v
		if l != nil {
			tx := l.Tx
			j.Tx, j.Block, j.Index = &tx, l.Block, l.Index
			root := inference.Hash(l.Root)
			// Links kept for another root (someone else's result landed) do not describe this one.
			if j.Root == nil || *j.Root != root {
				j.Checkpoints = nil
			}
			j.Root, j.Tokens = &root, l.Tokens
		}
	})
	return true, nil
}
