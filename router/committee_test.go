package router

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
)

// drawn is an Assigner with a fixed answer, counting its calls.
type drawn struct {
	a     *economy.Assignment
	err   error
	calls int
}

func (d *drawn) Assign(_ context.Context, input [32]byte) (*economy.Assignment, error) {
	d.calls++
	if d.err != nil {
		return nil, d.err
	}
	a := d.a.Clone()
	a.Input = input
	return a, nil
}

// CommitteeDispatcher: a failed draw fails the dispatch with its named
// error before anything runs; an unpaid task runs without a committee; an
// assignment rides on every progress and on the result; a task dispatched
// again keeps its assignment (no redraw).
func TestCommitteeDispatcher(t *testing.T) {
	_, mf := testModel(t)
	task := Task{ID: "c", Model: mf.Hash, Prompt: []int{1, 5}, N: 3}
	var progressed []Progress
	progress := func(p Progress) { progressed = append(progressed, p) }

	refused := &drawn{err: economy.ErrNotEnoughOperators}
	d := &CommitteeDispatcher{Inner: localDispatcher(t), Assigner: refused}
	if _, _, err := d.Dispatch(context.Background(), task, progress); !errors.Is(err, economy.ErrNotEnoughOperators) || len(progressed) != 0 {
		t.Fatalf("refused draw: %v, %d progress reports", err, len(progressed))
	}
	unpaid := &CommitteeDispatcher{Inner: localDispatcher(t), Assigner: &drawn{err: economy.ErrUnpaid}}
	if st, res, err := unpaid.Dispatch(context.Background(), task, func(Progress) {}); err != nil || st != StatusDone || res.Assignment != nil {
		t.Fatalf("unpaid task: %s %+v %v, want done without an assignment", st, res, err)
	}

	acc := economy.SignedAcceptance{Operator: common.Address{7}, Deadline: 40, Signature: make([]byte, 65)}
	ok := &drawn{a: &economy.Assignment{Block: 12, Deadline: 40, Committee: []common.Address{{7}}, Acceptances: []economy.SignedAcceptance{acc}}}
	d = &CommitteeDispatcher{Inner: localDispatcher(t), Assigner: ok}
	status, res, err := d.Dispatch(context.Background(), task, progress)
	if err != nil || status != StatusDone {
		t.Fatalf("dispatch: %s %v", status, err)
	}
	input := inference.InputHash(task.Prompt, task.N)
	if res.Assignment == nil || res.Assignment.Input != common.Hash(input) || res.Assignment.Block != 12 || len(res.Tokens) != 3 {
		t.Fatalf("result %+v", res)
	}
	if len(progressed) != 1 || progressed[0].Status != StatusExecuting || progressed[0].Result.Assignment == nil {
		t.Fatalf("progress %+v, want the assignment reported first", progressed)
	}
	again := task
	again.Result = res
	if _, res2, err := d.Dispatch(context.Background(), again, progress); err != nil || ok.calls != 1 || res2.Assignment.Block != 12 {
		t.Fatalf("dispatched again: %v, %d draws, %+v", err, ok.calls, res2.Assignment)
	}
}
