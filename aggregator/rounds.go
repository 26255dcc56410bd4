package aggregator

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

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
		rounds[i] = round{taskID: string(j.TaskID), prompt: j.Prompt, n: j.N, input: j.Input, index: j.Index, ref: ref, qs: set,
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
			res, err := a.sign(ctx, ctx, r, func(signed int, rejected []api.Rejection) {
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
				j.Sharded = &api.Sharded{Old: res.t.Old, Transition: res.t.Digest(), Shards: res.shards}
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
