package stack

import (
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/router"
)

// TestFullCapacityNotDrawn: an operator whose committed units are all held
// by accepted, unlanded paid tasks (TaskMarket.accept) has no free
// capacity: a further acceptance is NoFreeCapacity, the router's committees
// leave it out, and once one of its tasks lands and its unit is released
// it is eligible and drawn again.
func TestFullCapacityNotDrawn(t *testing.T) {
	m := startMarketDevnet(t, nil)
	full := m.c.Operators[0]
	poster := m.market(devnet.ChallengerKey())
	accept := func(paid *bindings.TaskMarketTaskPaid) economy.SignedAcceptance {
		t.Helper()
		acc, err := economy.Accept(full.Key, m.c.ChainID, m.d.market, paid.Input, paid.Deadline)
		if err != nil {
			t.Fatal(err)
		}
		return acc.Signed(full.Address)
	}
	free := func(block uint64) uint64 {
		t.Helper()
		cands, err := economy.ReadCandidates(m.ctx, m.c.Client(), m.d.capacity, m.d.registry, devnet.CapacityClass, []common.Address{full.Address}, block)
		if err != nil {
			t.Fatal(err)
		}
		return cands[0].Free
	}

	prompts := [][]int{{3, 5}, {3, 6}}
	held := make([]*bindings.TaskMarketTaskPaid, devnet.CapacityUnits)
	for i := range held {
		held[i], _ = m.pay(prompts[i], 3)
		rc, err := poster.Hold(m.ctx, accept(held[i]))
		if err != nil {
			t.Fatalf("hold unit %d: %v", i, err)
		}
		t.Logf("accept (hold a unit): gas %d", rc.GasUsed)
	}
	extra, _ := m.pay([]int{3, 7}, 3)
	if _, err := poster.Hold(m.ctx, accept(extra)); !economy.IsRevert(err, "NoFreeCapacity") {
		t.Fatalf("acceptance beyond capacity: %v, want NoFreeCapacity", err)
	}
	// the operator's Holder: a repost of a held acceptance (a retried
	// assignment) is held still, an unpaid task holds nothing, a unit
	// beyond capacity is ErrNoFreeCapacity
	h := &economy.Holder{Market: poster, Operator: full.Address}
	for _, p := range held {
		if err := h.Hold(m.ctx, accept(p)); err != nil {
			t.Fatalf("hold again: %v", err)
		}
	}
	unpaid := &bindings.TaskMarketTaskPaid{Input: common.Hash{1}, Deadline: held[0].Deadline}
	if err := h.Hold(m.ctx, accept(unpaid)); err != nil || h.Held() != 2 {
		t.Fatalf("hold of an unpaid task: %v, %d held, want nil, 2", err, h.Held())
	}
	if err := h.Hold(m.ctx, accept(extra)); !errors.Is(err, economy.ErrNoFreeCapacity) {
		t.Fatalf("holder beyond capacity: %v, want ErrNoFreeCapacity", err)
	}
	if n, err := h.ReleaseOver(m.ctx); err != nil || n != 0 || h.Held() != 2 {
		t.Fatalf("release of open tasks: %d released, %v, %d held", n, err, h.Held())
	}
	if _, err := poster.Release(m.ctx, held[0].Input, full.Address); !economy.IsRevert(err, "TaskOpen") {
		t.Fatalf("release of an open task's unit: %v, want TaskOpen", err)
	}

	// the router draws held[0]'s task among the others and lands it
	task := m.post(prompts[0], 3, func(task *router.Task) bool {
		if task.Status == router.StatusFailed {
			t.Fatalf("task failed: %+v", task.Error)
		}
		return task.Status == router.StatusLanded
	})
	a := task.Result.Assignment
	if a == nil || len(a.Committee) != 3 {
		t.Fatalf("landed task without a committee of 3: %+v", task.Result)
	}
	if slices.Contains(a.Committee, full.Address) {
		t.Fatalf("operator at full capacity drawn: committee %v", a.Committee)
	}
	if f := free(a.Block); f != 0 {
		t.Fatalf("free capacity at the draw block %d: %d, want 0", a.Block, f)
	}
	// the members' daemons held a unit each with their acceptances and
	// release it now that the task landed
	held0 := m.unitEvents("UnitHeld", held[0].Input)
	if len(held0) != 4 {
		t.Fatalf("%d units held for the task, want 4 (the full operator's and its committee's)", len(held0))
	}
	for _, op := range a.Committee {
		for m.inUse(op) != 0 {
			if m.ctx.Err() != nil {
				t.Fatalf("member %s still holds %d units", op, m.inUse(op))
			}
			time.Sleep(m.c.BlockPeriod)
		}
	}
	t.Logf("the committee's units: held %d, released %d", len(held0)-1, len(m.unitEvents("UnitReleased", held[0].Input)))

	if n, err := h.ReleaseOver(m.ctx); err != nil || n != 1 || h.Held() != 1 {
		t.Fatalf("release after landing: %d released, %v, %d held; want 1, nil, 1", n, err, h.Held())
	}
	if _, err := poster.Release(m.ctx, held[0].Input, full.Address); !economy.IsRevert(err, "NotHeld") {
		t.Fatalf("second release: %v, want NotHeld", err)
	}
	head, err := m.c.Client().HeaderByNumber(m.ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f := free(head.Number.Uint64()); f != 1 {
		t.Fatalf("free capacity after the release: %d, want 1", f)
	}
	ops := make([]common.Address, len(m.c.Operators))
	for i, op := range m.c.Operators {
		ops[i] = op.Address
	}
	cands, err := economy.ReadCandidates(m.ctx, m.c.Client(), m.d.capacity, m.d.registry, devnet.CapacityClass, ops, head.Number.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	drawn := 0
	for d := range 50 {
		var id [32]byte
		big.NewInt(int64(d)).FillBytes(id[:])
		committee, err := economy.Draw(economy.Seed(head.MixDigest, id), cands, 3)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(committee, full.Address) {
			drawn++
		}
	}
	if drawn == 0 {
		t.Fatal("released operator never drawn in 50 committees of 3 of 4")
	}
	t.Logf("after the release the operator sits in %d of 50 committees of 3 of 4", drawn)
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
