package aggregator

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/txmgr"
)

// send turns signed landings into transactions, one nonce after another,
// without waiting for receipts. A landing that would revert goes back to
// the queue (its jobs signed again at new indices).
func (a *Aggregator) send(ctx context.Context) error {
	for {
		a.mu.Lock()
		if len(a.ready) == 0 {
			a.mu.Unlock()
			return nil
		}
		l := a.ready[0]
		if !l.holdUntil.IsZero() && time.Now().Before(l.holdUntil) {
			// Landings are ready in signing order: the rest are held longer.
			a.mu.Unlock()
			return nil
		}
		a.ready = a.ready[1:]
		a.mu.Unlock()
		if !l.holdUntil.IsZero() && a.landedMeanwhile(ctx, l) {
			continue
		}
		if err := a.sendOne(ctx, l); err != nil {
			// Not sent: back to the front, tried again on the next pass.
			a.mu.Lock()
			a.ready = append([]*landing{l}, a.ready...)
			a.mu.Unlock()
			return err
		}
	}
}

func (a *Aggregator) sendOne(ctx context.Context, l *landing) error {
	data, err := l.calldata()
	if err != nil {
		a.requeue(l.states, fmt.Errorf("encode the landing: %w", err), true)
		return nil
	}
	c := txmgr.Call("landing", a.chain.Consumer().Address, data, nil)
	c.GasLimit = a.cfg.GasLimit
	tx, err := a.q.Send(ctx, l.states, c)
	if err != nil {
		if _, ok := txmgr.RevertData(err); ok {
			a.refused(ctx, l, err)
			return nil
		}
		return err
	}
	a.mu.Lock()
	for _, st := range l.states {
		st.phase = phaseSent
	}
	a.mu.Unlock()
	a.log.Debug("landing in flight", "jobs", len(l.states), "batch", l.batch != nil, "tx", tx.Hash(), "nonce", tx.Nonce())
	return nil
}

func (a *Aggregator) storeSent(sts []*state, tx *types.Transaction) error {
	raw, err := tx.MarshalBinary()
	if err != nil {
		return err
	}
	h := tx.Hash()
	ids := make([]string, len(sts))
	for i, st := range sts {
		ids[i] = st.id
	}
	_, err = a.updateMany(ids, nil, func(_ int, j *Job) { j.Status, j.Tx, j.RawTx = StatusSubmitted, &h, raw })
	return err
}

// refused handles a landing that would revert (gas estimation): reasons
// that the chain moved (time, another landing) cost the jobs nothing, the
// others count as a failed round. A job whose slot already holds a result
// is recorded as landed.
func (a *Aggregator) refused(ctx context.Context, l *landing, err error) {
	a.m.submissions.WithLabelValues("refused").Inc()
	err = reverts.Error(err)
	a.log.Warn("landing would revert", "jobs", len(l.states), "batch", l.batch != nil, "err", err)
	var again []*state
	for _, st := range l.states {
		if done, err := a.checkLanded(ctx, st); err == nil && done {
			continue
		}
		again = append(again, st)
	}
	a.requeue(again, fmt.Errorf("landing would revert: %w", err), !chainMoved(err))
}

// chainMoved reports a refusal because the chain moved on since the
// landing was signed (its index taken, its old value or reference block
// stale): no fault of the signed answer.
func chainMoved(err error) bool {
	return reverts.Is[*bindings.LLMConsumerIndexUsed](err) || reverts.Is[*bindings.LLMConsumerStaleOldValue](err) ||
		reverts.Is[*bindings.LLMConsumerStaleReferenceBlock](err) || reverts.Is[*bindings.LLMConsumerFutureReferenceBlock](err)
}
