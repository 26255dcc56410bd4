package router

import (
	"context"
	"fmt"

	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
)

// Assigner draws a task's committee and collects its members' acceptances
// (economy.Assigner over the chain's registries and the operators' APIs).
type Assigner interface {
	Assign(ctx context.Context, input [32]byte) (*economy.Assignment, error)
}

// CommitteeDispatcher draws each task's committee before handing the task
// on: the committee is drawn stake-weighted among operators with free
// committed capacity from a block after the task arrived (anyone recomputes
// it from chain data: economy.Drawer.Verify), each member signs its SLA
// acceptance with the market's deadline, and the task goes on to Inner
// only once all have. The assignment rides on the task's result from the
// first progress on, so a reporter reads the acceptances from the router
// (GET /v1/tasks/{id}) and posts them as evidence if the answer does not
// land by the deadline.
//
// A refusal (a member without free capacity, not drawn, a forged
// acceptance) fails the attempt; the router's next attempt draws again from
// a later block.
type CommitteeDispatcher struct {
	Inner    Dispatcher
	Assigner Assigner
	Metrics  *economy.Metrics // nil: none
}

// Dispatch implements Dispatcher.
func (d *CommitteeDispatcher) Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error) {
	// A task dispatched again (a restart, a retry) keeps the committee
	// that accepted it: their acceptances stand as the task's evidence.
	var a *economy.Assignment
	if t.Result != nil && t.Result.Assignment != nil && len(t.Result.Assignment.Acceptances) == len(t.Result.Assignment.Committee) {
		a = t.Result.Assignment
	} else {
		var err error
		if a, err = d.Assigner.Assign(ctx, inference.InputHash(t.Prompt, t.N)); err != nil {
			if ctx.Err() == nil {
				d.Metrics.AssignFailed(err)
			}
			return "", nil, fmt.Errorf("assign committee: %w", err)
		}
		d.Metrics.Assigned(a)
	}
	progress(Progress{Status: StatusExecuting, Result: &Result{Assignment: a}})
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
