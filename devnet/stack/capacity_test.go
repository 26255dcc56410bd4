package stack

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
)

// TestFullCapacityCannotAccept: an operator whose committed units are all
// held by accepted, unlanded paid tasks (TaskMarket.accept) has no free
// capacity. The draw cannot know it (free capacity has no history on
// chain) and may draw it, but it cannot accept: TaskMarket.accept reverts
// NoFreeCapacity and its Holder says ErrNoFreeCapacity. A task it holds a
// unit for lands through the router with the same committee (a repost of
// its acceptance is held still), and once the unit is released it accepts
// again.
func TestFullCapacityCannotAccept(t *testing.T) {
	m := startMarketDevnet(t, nil)
	full := m.c.Operators[0]
	dr := must(Drawer(m.ctx, m.c))
	poster := m.market(devnet.ChallengerKey())
	h := &economy.Holder{Market: poster, Drawer: dr, Operator: full.Address}
	accept := func(a *economy.Assignment) economy.SignedAcceptance {
		t.Helper()
		acc, err := economy.Accept(full.Key, m.c.ChainID, m.d.market, a.Input, a.Deadline, a.CommitteeHash())
		if err != nil {
			t.Fatal(err)
		}
		return acc.Signed(full.Address)
	}
	free := func() uint64 {
		t.Helper()
		_, f, err := economy.ReadCapacity(m.ctx, m.c.Client(), m.d.capacity, m.d.registry, devnet.CapacityClass, full.Address, must(m.c.Client().BlockNumber(m.ctx)))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	withFull := func(a *economy.Assignment) bool { return slices.Contains(a.Committee, full.Address) }

	// a task it holds a unit for lands through the router with the same
	// committee: the operator's acceptor reposts its acceptance, held still
	prompt, first := m.drawn(dr, withFull)
	if err := h.Hold(m.ctx, first, accept(first)); err != nil {
		t.Fatalf("hold a unit for %x: %v", first.Input, err)
	}
	task := m.post(prompt, 3, func(task *api.Task) bool {
		if task.Status == api.StatusFailed {
			t.Fatalf("task failed: %+v", task.Error)
		}
		return task.Status == api.StatusLanded
	})
	a := task.Result.Assignment
	if a == nil || !slices.Equal(a.Members, first.Members) || a.Block != first.Block || len(a.Acceptances) != len(a.Committee) {
		t.Fatalf("landed with assignment %+v, want the drawn committee %v, all accepting", a, first.Committee)
	}
	if n := len(m.unitEvents("UnitHeld", first.Input)); n != len(a.Committee) {
		t.Fatalf("%d units held for the task, want %d: one a member", n, len(a.Committee))
	}
	// its unit comes back once the task landed (this holder's release or
	// the operator daemon's, whichever comes first)
	released := func(want uint64) {
		t.Helper()
		for free() < want {
			if _, err := h.ReleaseOver(m.ctx); err != nil {
				t.Fatal(err)
			}
			if m.ctx.Err() != nil {
				t.Fatalf("free capacity %d, want %d: units never released", free(), want)
			}
			time.Sleep(m.c.BlockPeriod)
		}
	}
	released(devnet.CapacityUnits)

	// all its units held: drawn again, it cannot accept
	var held []*economy.Assignment
	for free() > 0 {
		_, a := m.drawn(dr, withFull)
		if err := h.Hold(m.ctx, a, accept(a)); err != nil {
			t.Fatalf("hold a unit for %x: %v", a.Input, err)
		}
		if held = append(held, a); len(held) > 1 {
			continue
		}
		// at once, while its task is open: a repost of a held acceptance (a
		// retried assignment) is held still, and its unit is not released
		if err := h.Hold(m.ctx, a, accept(a)); err != nil {
			t.Fatalf("hold again: %v", err)
		}
		if _, err := poster.Release(m.ctx, a.Input, full.Address); !economy.IsRevert(err, "TaskOpen") {
			t.Fatalf("release of an open task's unit: %v, want TaskOpen", err)
		}
	}
	_, extra := m.drawn(dr, withFull)
	if err := h.Hold(m.ctx, extra, accept(extra)); !errors.Is(err, economy.ErrNoFreeCapacity) {
		t.Fatalf("holder beyond capacity: %v, want ErrNoFreeCapacity", err)
	}
	if _, err := poster.Hold(m.ctx, accept(extra)); !economy.IsRevert(err, "NoFreeCapacity") {
		t.Fatalf("acceptance beyond capacity: %v, want NoFreeCapacity", err)
	}
	// past their deadlines the units come back, and it accepts again
	released(1)
	_, next := m.drawn(dr, withFull)
	if err := h.Hold(m.ctx, next, accept(next)); err != nil {
		t.Fatalf("hold after the release: %v", err)
	}
}

// unitEvents are the market's UnitHeld or UnitReleased logs for input.
func (m *marketDevnet) unitEvents(name string, input common.Hash) []common.Address {
	m.t.Helper()
	logs, err := m.c.Client().FilterLogs(m.ctx, ethereum.FilterQuery{Addresses: []common.Address{m.d.market},
		Topics: [][]common.Hash{{m.tm.GetABI().Events[name].ID}, {input}}})
	if err != nil {
		m.t.Fatal(err)
	}
	out := make([]common.Address, len(logs))
	for i, l := range logs {
		out[i] = common.BytesToAddress(l.Topics[2][:])
	}
	return out
}

// inUse is op's capacity in use of the devnet's class.
func (m *marketDevnet) inUse(op common.Address) uint64 {
	m.t.Helper()
	cr := bindings.NewCapacityRegistry()
	c := must(cr.UnpackCommitment(m.call(m.d.capacity, cr.PackCommitment(op, devnet.CapacityClass), nil)))
	return c.InUse
}
