package stack

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/router"
)

// TestShardedLandingRefundedThroughTheMarket: a task paid through the
// market on `devnet --shards 2` is run by the daemons' shard workers and
// lands with verifyAndUpdateSharded. Sharded committees are not paid
// through the market yet, so once the answer is final its payer reclaims
// the whole fee (reclaimSharded) with the landing's recorded shard signers
// and boundaries, those the aggregator's job serves; before finality the
// reclaim is NotFinal, and a second one finds no task.
func TestShardedLandingRefundedThroughTheMarket(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and its services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 250 * time.Millisecond, Shards: "2",
		ReferenceWindow: marketReferenceWindow, Game: deploy.GameConfig{ChallengeWindow: marketChallengeWindow}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := New(Options{})
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	sh := &shardDevnet{t: t, ctx: ctx, c: c, s: s}
	m := &marketDevnet{t: t, ctx: ctx, c: c, s: s, tm: bindings.NewTaskMarket(), reg: bindings.NewOperatorRegistry()}
	m.d.market, m.d.registry = c.Deployment.Contracts.Market, c.Deployment.Contracts.Registry
	m.payer = m.sender(devnet.WalletKey())

	prompt, n := []int{1, 33, 7}, 4
	paid, _ := m.pay(prompt, n)
	task := sh.run(prompt, n)
	if task.Status != router.StatusLanded {
		t.Fatalf("sharded task %s: %+v", task.Status, task.Error)
	}
	j := sh.job(task.ID)
	if j.Sharded == nil || len(j.Sharded.Shards) != 2 || j.Input != paid.Input {
		t.Fatalf("job %+v: no sharded landing of the paid input %x", j, paid.Input)
	}
	// the calldata built from the landing names exactly the job's recorded
	// shard signers and boundaries
	data, err := economy.ReclaimShardedCalldata(j.Landing)
	if err != nil {
		t.Fatal(err)
	}
	cons := c.Deployment.Contracts.Consumer
	tr := bindings.Transition{ChainId: new(big.Int).SetUint64(c.ChainID), Consumer: cons, Index: j.Index, Manifest: c.Model.Manifest.Hash,
		Input: j.Input, Slot: protocol.ResultSlot(j.Input), OldValue: j.Sharded.Old, NewValue: *j.New, ReferenceBlock: uint32(j.ReferenceBlock)}
	var ids [][][32]byte
	var bounds [][2][32]byte
	for _, ev := range j.Sharded.Shards {
		var shard [][32]byte
		for _, id := range ev.Signers {
			shard = append(shard, id)
		}
		ids, bounds = append(ids, shard), append(bounds, [2][32]byte{ev.In, ev.Out})
	}
	if !bytes.Equal(data, m.tm.PackReclaimSharded(tr, ids, bounds)) {
		t.Fatal("reclaimSharded calldata from the landing does not name the job's recorded shards")
	}

	payer := m.market(devnet.WalletKey())
	before := must(payer.Balance(ctx, m.payer.Address()))
	// a stranger may send it: the fee goes to the payer, never the sender
	stranger := m.market(devnet.ChallengerKey())
	var ev *bindings.TaskMarketReclaimed
	early := 0
	for {
		e, rc, err := stranger.ReclaimSharded(ctx, j.Landing)
		if economy.IsRevert(err, "NotFinal") {
			early++
			time.Sleep(c.BlockPeriod)
			continue
		}
		if err != nil {
			t.Fatalf("reclaimSharded: %v", err)
		}
		ev = e
		t.Logf("reclaimSharded: gas %d in block %d (landed in %d, challenge window %d blocks; %d NotFinal tries before)",
			rc.GasUsed, rc.BlockNumber, task.Result.Block, marketChallengeWindow, early)
		break
	}
	if early == 0 {
		t.Error("reclaimSharded was never NotFinal: the answer was final at once")
	}
	if ev.Payer != m.payer.Address() || ev.Fee.Cmp(paid.Fee) != 0 || common.Hash(ev.Input) != common.Hash(paid.Input) {
		t.Fatalf("Reclaimed %+v, want payer %s, fee %s", ev, m.payer.Address(), paid.Fee)
	}
	after := must(payer.Balance(ctx, m.payer.Address()))
	if d := new(big.Int).Sub(after, before); d.Cmp(paid.Fee) != 0 {
		t.Fatalf("payer's market balance rose by %s, want the fee %s", d, paid.Fee)
	}
	if _, _, err := stranger.ReclaimSharded(ctx, j.Landing); !economy.IsRevert(err, "UnknownTask") {
		t.Fatalf("second reclaimSharded: %v, want UnknownTask", err)
	}
}
