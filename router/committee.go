package router

import (
	"context"
	"errors"
	"fmt"

	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
)

// Assigner draws a task's committee and collects its members' acceptances
// (economy.Assigner over the chain's registries and the operators' APIs).
type Assigner interface {
	Assign(ctx context.Context, input [32]byte) (*economy.Assignment, error)
}

// CommitteeDispatcher draws each paid task's committee before handing the
// task on: the committee is drawn on chain's terms, stake-weighted among the
// registry's operators at the task's request block, from the prevrandao of
// the request block + the market's drawDelay (nobody knew it when the task
// was paid, and the router cannot pick another block: each member recomputes
// the draw from the task's own request block, economy.Drawer.Verify, and
// TaskMarket.fixDraw records it). Each member is asked once to sign its SLA
// acceptance, which names the committee; a member that refuses (no free
// capacity) is counted and the rest stand. There is no redraw: a retried
// task gets the same assignment. The assignment rides on the task's result
// from the first progress on, so a reporter reads the acceptances from the
// router (GET /v1/tasks/{id}) and posts them as evidence if the answer does
// not land by the deadline. A task nobody paid for on the market has no
// committee: it goes to Inner as it is.
type CommitteeDispatcher struct {
	Inner    Dispatcher
	Assigner Assigner
	Metrics  *economy.Metrics // nil: none
}

// Dispatch implements Dispatcher.
func (d *CommitteeDispatcher) Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error) {
	// A task dispatched again (a restart, a retry) keeps its assignment:
	// the draw is the same, and the acceptances stand as evidence.
	var a *economy.Assignment
	if t.Result != nil && t.Result.Assignment != nil {
		a = t.Result.Assignment
	} else {
		var err error
		a, err = d.Assigner.Assign(ctx, inference.InputHash(t.Prompt, t.N))
		switch {
		case errors.Is(err, economy.ErrUnpaid):
			return d.Inner.Dispatch(ctx, t, progress)
		case err != nil:
			if ctx.Err() == nil {
				d.Metrics.AssignFailed(err)
			}
			return "", nil, fmt.Errorf("assign committee: %w", err)
		}
		d.Metrics.Assigned(a)
	}
	progress(Progress{Status: StatusExecuting, Result: &Result{Assignment: a}})
	// Inner sees the assignment on the task (QuorumDispatcher.Committee
	// hands its members on as the task's executors).
	if t.Result == nil {
		t.Result = &Result{}
	} else {
		r := *t.Result
		t.Result = &r
	}
	t.Result.Assignment = a
	st, res, err := d.Inner.Dispatch(ctx, t, func(p Progress) {
		if p.Result != nil {
			r := *p.Result
			r.Assignment = a
			p.Result = &r
		}
		progress(p)
	})
	if res != nil {
		res.Assignment = a
	}
	switch {
	case err == nil && res != nil && res.Block > 0:
		d.Metrics.Outcome(a, res.Block)
	case err != nil && ctx.Err() == nil:
		d.Metrics.Outcome(a, 0)
	}
	return st, res, err
}
