package aggregator

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
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

// plan starts rounds for queued jobs, oldest first, up to MaxBatch jobs a
// round and Rounds rounds at once. A round starts when MaxBatch jobs are
// queued or the oldest has waited BatchWait: a lone job is signed alone
// after at most BatchWait rather than wait for company, and under load
// rounds fill up so that one signature lands many answers. (Answers land at
// block boundaries, so a short wait costs less than it seems: a landing
// sent just after a block waits for the next one anyway.) A committee job
// is signed alone, at once: its round asks only its members.
func (a *Aggregator) plan(ctx context.Context, head uint64) error {
	for {
		now := time.Now()
		a.mu.Lock()
		if a.signing >= a.cfg.Rounds || a.closed && a.stopped {
			a.mu.Unlock()
			return nil
		}
		var take []*state
		var solo *state // the first committee job ready
		var oldest time.Time
		for _, st := range a.pending {
			if st.phase == phaseQueued && !now.Before(st.notBefore) {
				if st.committee {
					if solo == nil {
						solo = st
					}
					continue
				}
				take = append(take, st)
				if oldest.IsZero() || st.queuedAt.Before(oldest) {
					oldest = st.queuedAt
				}
				if len(take) == a.cfg.MaxBatch {
					break
				}
			}
		}
		if solo != nil {
			take = []*state{solo}
		} else if len(take) == 0 || len(take) < a.cfg.MaxBatch && now.Sub(oldest) < a.cfg.BatchWait {
			a.mu.Unlock()
			return nil
		}
		for _, st := range take {
			st.phase = phaseSigning
		}
		a.signing++
		a.mu.Unlock()
		// The reference block must lie before the block that runs the call,
		// and gas estimation runs in the context of the head itself.
		start := a.startRound
		if solo != nil {
			start = a.startCommitteeRound
		}
		if err := start(ctx, take, max(head, 2)-1); err != nil {
			a.mu.Lock()
			a.signing--
			for _, st := range take {
				st.phase = phaseQueued
			}
			a.mu.Unlock()
			return err
		}
	}
}

// startRound gives jobs their indices (stored with them before anyone signs
// them) and signs them in the background: alone through the task API, or
// as a batch.
func (a *Aggregator) startRound(ctx context.Context, sts []*state, ref uint64) error {
	qs, err := a.chain.OperatorSet(ctx, ref)
	if err != nil {
		return err
	}
	return a.launchRound(ctx, sts, ref, qs, nil)
}

// launchRound signs jobs at reference block ref with the operator set qs
// there; cm, when set, restricts the one job's round to its committee.
func (a *Aggregator) launchRound(ctx context.Context, sts []*state, ref uint64, qs *QuorumSet, cm *committeeRound) error {
	set := qs
	if cm != nil {
		set = cm.set
	}
	ids := make([]string, len(sts))
	for i, st := range sts {
		ids[i] = st.id
	}
	a.indexMu.Lock()
	a.mu.Lock()
	first := a.index
	next := first + uint64(len(sts))
	a.mu.Unlock()
	js, err := a.updateMany(ids, &next, func(i int, j *Job) {
		j.Status, j.Index, j.ReferenceBlock, j.Quorum, j.Signed = StatusSigning, first+uint64(i), ref, set.Set.Len(), 0
		j.Attempts++
		j.Aggregate, j.Tx, j.RawTx, j.Batch, j.Sharded = nil, nil, nil, 0, nil
	})
	if err == nil {
		a.mu.Lock()
		a.index = next
		a.mu.Unlock()
	}
	a.indexMu.Unlock()
	if err != nil {
		return err
	}
	c := a.chain.Consumer()
	rounds := make([]round, len(js))
	for i, j := range js {
		rounds[i] = round{taskID: j.TaskID, prompt: j.Prompt, n: j.N, input: j.Input, index: j.Index, ref: ref, qs: set,
			expected: protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: j.Index, Manifest: c.Manifest,
				Input: j.Input, Slot: ResultSlotOf(j.Input), ReferenceBlock: ref}, committee: cm}
	}
	a.log.Debug("signing round", "jobs", len(sts), "first_index", first, "reference_block", ref, "operators", set.Set.Len(), "committee", cm != nil)
	a.rounds.Add(1)
	go func() {
		defer a.rounds.Done()
		start := time.Now()
		var l *landing
		var errs []error
		if a.cfg.Shards != nil && cm == nil {
			res, err := a.signSharded(ctx, rounds[0])
			errs = []error{err}
			if err == nil {
				l = &landing{states: sts, items: []*roundResult{res}}
			}
		} else if len(rounds) == 1 {
			r := rounds[0]
			res, err := a.sign(ctx, ctx, r, func(signed int, rejected []Rejection) {
				a.touch(r.taskID, func(j *Job) {
					if j.Index == r.index && j.Status == StatusSigning {
						j.Signed, j.Rejected = signed, slices.Clone(rejected)
					}
				})
			})
			errs = []error{err}
			if err == nil {
				l = &landing{states: sts, items: []*roundResult{res}}
			}
		} else {
			items, batch, berrs := a.signBatch(ctx, rounds, qs)
			errs = berrs
			l = &landing{batch: batch}
			for i, it := range items {
				if it != nil {
					l.states, l.items = append(l.states, sts[i]), append(l.items, it)
				}
			}
			if len(l.states) == 0 {
				l = nil
			}
		}
		a.m.signSeconds.Observe(time.Since(start).Seconds())
		a.roundDone(ctx, sts, l, errs)
	}()
	return nil
}

// roundDone records what a round produced: the signed jobs wait for the
// sender (as one landing, or one each when the batch fell back to single
// signatures), the others go back to the queue or fail.
func (a *Aggregator) roundDone(ctx context.Context, sts []*state, l *landing, errs []error) {
	defer func() {
		a.mu.Lock()
		a.signing--
		a.notifyLocked()
		a.mu.Unlock()
	}()

	if ctx.Err() != nil {
		return
	}
	var signed []*state
	var landings []*landing
	if l != nil {
		signed = l.states
		if l.batch != nil || len(l.states) == 1 {
			landings = append(landings, l)
		} else {
			for i := range l.states {
				landings = append(landings, &landing{states: l.states[i : i+1], items: l.items[i : i+1]})
			}
		}
	}
	if len(signed) > 0 {
		items := map[*state]*roundResult{}
		for i, st := range l.states {
			items[st] = l.items[i]
		}
		ids := make([]string, len(signed))
		for i, st := range signed {
			ids[i] = st.id
		}
		// Each job's landing calldata, which anyone may send to the consumer
		// (a payload that does not pack is left out: the sender reports it).
		payloads := map[*state][]byte{}
		for _, ld := range landings {
			if data, err := ld.calldata(); err == nil {
				for _, st := range ld.states {
					payloads[st] = data
				}
			}
		}
		if _, err := a.updateMany(ids, nil, func(i int, j *Job) {
			res := items[signed[i]]
			j.Landing = payloads[signed[i]]
			root, nv := res.root, inference.Hash(res.t.New)
			j.Status, j.Tokens, j.Root, j.New, j.Error = StatusSigned, res.tokens, &root, &nv, ""
			j.Checkpoints = slices.Clone(res.checkpoints)
			j.Rejected = res.rejected
			if l.batch != nil {
				j.Signed, j.Batch = len(l.batch.agg.Signers), len(l.states)
				j.Signers = idsOf(l.batch.agg.Signers)
			} else if res.agg != nil {
				j.Signed, j.Signers = len(res.agg.Signers), idsOf(res.agg.Signers)
			} else if res.shards != nil {
				j.Signed, j.Signers = 0, nil
				j.Sharded = &ShardedLanding{Old: res.t.Old, Transition: res.t.Digest(), Shards: res.shards}
				for _, ev := range res.shards {
					j.Signed += len(ev.Signers)
					j.Signers = append(j.Signers, ev.Signers...)
				}
			}
		}); err != nil {
			a.log.Error("store signed jobs", "err", err)
			a.requeue(signed, err, false)
			return
		}
		if a.cfg.HoldFor > 0 {
			until := time.Now().Add(a.cfg.HoldFor)
			for _, ld := range landings {
				ld.holdUntil = until
			}
		}
		a.mu.Lock()
		for _, st := range signed {
			st.phase = phaseReady
		}
		a.ready = append(a.ready, landings...)
		a.mu.Unlock()
	}
	inLanding := map[*state]bool{}
	for _, st := range signed {
		inLanding[st] = true
	}
	for i, st := range sts {
		if inLanding[st] {
			continue
		}
		err := errs[i]
		if err == nil {
			err = ErrNoQuorum
		}
		if errors.Is(err, ErrAlreadyLanded) {
			if done, cerr := a.checkLanded(ctx, st); cerr == nil && done {
				continue
			}
		}
		a.requeue([]*state{st}, err, !errors.Is(err, ErrAlreadyLanded))
	}
}

// requeue sends jobs back for another round; counted failures make a job
// fail for good at MaxRounds (alone: nothing else waits on it).
func (a *Aggregator) requeue(sts []*state, cause error, count bool) {
	for _, st := range sts {
		a.mu.Lock()
		if count {
			st.failures++
		}
		failures := st.failures
		st.lastErr = cause
		a.mu.Unlock()
		if failures >= a.cfg.MaxRounds {
			a.finish(st, func(j *Job) { j.Status, j.Error = StatusFailed, cause.Error() })
			continue
		}
		if _, err := a.update(st.id, func(j *Job) {
			j.Status, j.Error, j.Tx, j.RawTx = StatusQueued, cause.Error(), nil, nil
		}); err != nil {
			a.log.Error("requeue job", "task", st.id, "err", err)
		}
		a.mu.Lock()
		st.phase, st.queuedAt = phaseQueued, time.Now()
		// Back off a little so a quorum that refuses is not asked in a loop.
		st.notBefore = time.Now().Add(time.Duration(failures) * a.cfg.RetryEvery)
		a.mu.Unlock()
		a.log.Warn("job back in the queue", "task", st.id, "failures", failures, "err", cause)
	}
}

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
