package router

import (
	"context"

	"github.com/deepcall/deepcall/inference"
)

func (r *Router) next() (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for len(r.queue) == 0 && !r.stopping {
		r.cond.Wait()
	}
	if r.stopping {
		return "", false
	}
	id := r.queue[0]
	r.queue[0] = ""
	r.queue = r.queue[1:]
	return id, true
}

func (r *Router) worker() {
	defer r.workers.Done()
	for {
		id, ok := r.next()
		if !ok {
			return
		}
		r.run(id)
	}
}

// run dispatches one task and records how it ended.
func (r *Router) run(id string) {
	ctx, cancel := context.WithCancel(r.runCtx)
	defer cancel()
	r.mu.Lock()
	e := r.active[id]
	if e == nil || e.cancel != nil { // finished, or already running
		r.mu.Unlock()
		return
	}
	e.cancel = cancel
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		if e := r.active[id]; e != nil {
			e.cancel = nil
		}
		r.mu.Unlock()
	}()

	t, _, err := r.change(id, func(t *Task) bool {
		if t.Attempts >= r.cfg.MaxAttempts {
			t.Status = StatusFailed
			t.Error = apiErr(0, CodeTooManyAttempts, "", "dispatched %d times without finishing", t.Attempts)
			return true
		}
		t.Status = StatusExecuting
		t.Attempts++
		return true
	})
	if err != nil {
		r.log.Error("start task", "id", id, "err", err)
		return
	}
	if t.Status != StatusExecuting {
		return
	}
	r.running.Add(1)
	status, res, err := r.cfg.Dispatcher.Dispatch(ctx, t.clone(), func(p Progress) { r.progress(id, p) })
	r.running.Add(-1)
	switch {
	case err == nil:
		if status != StatusLanded {
			status = StatusDone
		}
		_, changed, serr := r.change(id, func(t *Task) bool {
			t.Status = status
			t.Result = mergeResult(t.Result, res)
			t.Error = nil
			return true
		})
		if serr != nil {
			r.log.Error("record result", "id", id, "err", serr)
		} else if changed {
			r.completed.Add(1)
			r.log.Info("task finished", "id", id, "status", status)
		}
	case r.runCtx.Err() != nil:
		r.log.Info("task interrupted by shutdown; it resumes on restart", "id", id)
	case ctx.Err() != nil:
		// Expired: already failed by the sweeper.
	default:
		msg := err.Error()
		if _, _, serr := r.change(id, func(t *Task) bool {
			t.Status = StatusFailed
			t.Error = apiErr(0, CodeExecutionFailed, "", "%s", msg)
			return true
		}); serr != nil {
			r.log.Error("record failure", "id", id, "err", serr)
		}
		r.log.Warn("task failed", "id", id, "err", err)
	}
}

// progress records an intermediate state reported by the dispatcher.
func (r *Router) progress(id string, p Progress) {
	if p.Status != StatusSigned && p.Status != StatusSubmitted && p.Status != StatusExecuting {
		return
	}
	if _, _, err := r.change(id, func(t *Task) bool {
		t.Status = p.Status
		if p.Signatures != nil {
			s := *p.Signatures
			t.Signatures = &s
		}
		t.Result = mergeResult(t.Result, p.Result)
		return true
	}); err != nil {
		r.log.Error("record progress", "id", id, "err", err)
	}
}

func mergeResult(old, upd *Result) *Result {
	if upd == nil {
		return old
	}
	var m Result
	if old != nil {
		m = *old
	}
	if upd.Tokens != nil {
		m.Tokens = append([]int(nil), upd.Tokens...)
	}
	if upd.Root != nil {
		h := *upd.Root
		m.Root = &h
	}
	if upd.Tx != nil {
		h := *upd.Tx
		m.Tx = &h
	}
	if upd.Steps != 0 {
		m.Steps = upd.Steps
	}
	if upd.Ops != 0 {
		m.Ops = upd.Ops
	}
	if upd.Backend != "" {
		m.Backend = upd.Backend
	}
	if upd.Block != 0 {
		m.Block = upd.Block
	}
	if upd.Checkpoints != nil {
		m.Checkpoints = append([]inference.Hash(nil), upd.Checkpoints...)
	}
	if upd.Landing != nil {
		m.Landing = append(upd.Landing[:0:0], upd.Landing...)
	}
	if upd.Assignment != nil {
		m.Assignment = upd.Assignment.Clone()
	}
	return &m
}
