package stack

import (
	"bytes"
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/protocol"
)

// TestShardedLandingPaidThroughTheMarket: a task paid through the market
// on `devnet --shards 2` is run by the daemons' shard workers and lands
// with verifyAndUpdateSharded. Once the answer is final anyone settles it
// (settleSharded) with the landing's recorded shard signers and
// boundaries, those the aggregator's job serves: the payout opens a pool
// of every shard's signers, the rest of the fee goes back to the payer, and
// each signer claims payout · stake / signed stake (claimSharded; the
// first through MarketClient.Collect, as `deepcall market claim`). Before
// finality settling is NotFinal; a second settlement finds no task, a
// second claim is AlreadyClaimed.
func TestShardedLandingPaidThroughTheMarket(t *testing.T) {
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
	if task.Status != api.StatusLanded {
		t.Fatalf("sharded task %s: %+v", task.Status, task.Error)
	}
	j := sh.job(task.ID)
	if j.Sharded == nil || len(j.Sharded.Shards) != 2 || j.Input != paid.Input {
		t.Fatalf("job %+v: no sharded landing of the paid input %x", j, paid.Input)
	}
	// the calldata built from the landing names exactly the job's recorded
	// shard signers and boundaries
	data, err := economy.SettleShardedCalldata(j.Landing)
	if err != nil {
		t.Fatal(err)
	}
	cons := c.Deployment.Contracts.Consumer
	tr := bindings.Transition{ChainId: new(big.Int).SetUint64(c.ChainID), Consumer: cons, Index: j.Index, Manifest: c.Model.Manifest.Hash,
		Input: j.Input, Slot: protocol.ResultSlot(j.Input), OldValue: j.Sharded.Old, NewValue: *j.New, ReferenceBlock: uint32(j.ReferenceBlock)}
	var ids [][][32]byte
	var bounds [][2][32]byte
	var signers [][32]byte
	for _, ev := range j.Sharded.Shards {
		var shard [][32]byte
		for _, id := range ev.Signers {
			shard = append(shard, id)
		}
		ids, bounds = append(ids, shard), append(bounds, [2][32]byte{ev.In, ev.Out})
		signers = append(signers, shard...)
	}
	if !bytes.Equal(data, m.tm.PackSettleSharded(tr, ids, bounds)) {
		t.Fatal("settleSharded calldata from the landing does not name the job's recorded shards")
	}

	payer := m.market(devnet.WalletKey())
	before := must(payer.Balance(ctx, m.payer.From()))
	// a stranger may send it: the refund goes to the payer, the payout to the signers
	stranger := m.market(devnet.ChallengerKey())
	var ev *bindings.TaskMarketTaskSettled
	early := 0
	for {
		e, rc, err := stranger.SettleSharded(ctx, j.Landing)
		if economy.IsRevert(err, "NotFinal") {
			early++
			time.Sleep(c.BlockPeriod)
			continue
		}
		if err != nil {
			t.Fatalf("settleSharded: %v", err)
		}
		ev = e
		t.Logf("settleSharded: gas %d in block %d (landed in %d, challenge window %d blocks; %d NotFinal tries before): payout %s, refund %s, μ %s",
			rc.GasUsed, rc.BlockNumber, task.Result.Block, marketChallengeWindow, early, e.Payout, e.Refund, e.Mu)
		break
	}
	if early == 0 {
		t.Error("settleSharded was never NotFinal: the answer was final at once")
	}
	if common.Hash(ev.Input) != common.Hash(paid.Input) || new(big.Int).Add(ev.Payout, ev.Refund).Cmp(paid.Fee) != 0 || ev.Payout.Sign() <= 0 {
		t.Fatalf("TaskSettled %+v, want the fee %s split into payout and refund", ev, paid.Fee)
	}
	after := must(payer.Balance(ctx, m.payer.From()))
	if d := new(big.Int).Sub(after, before); d.Cmp(ev.Refund) != 0 {
		t.Fatalf("payer's market balance rose by %s, want the refund %s", d, ev.Refund)
	}
	if _, _, err := stranger.SettleSharded(ctx, j.Landing); !economy.IsRevert(err, "UnknownTask") {
		t.Fatalf("second settleSharded: %v, want UnknownTask", err)
	}

	// each signer claims its stake's share of the payout
	signed := new(big.Int)
	stakeAt := map[[32]byte]*big.Int{}
	for _, id := range signers {
		st := must(m.reg.UnpackStakeAt(m.call(m.d.registry, m.reg.PackStakeAt(id, uint32(j.ReferenceBlock)), nil)))
		stakeAt[id] = st
		signed.Add(signed, st)
	}
	paidOut := new(big.Int)
	claimed := 0
	for _, op := range c.Operators {
		cl := m.market(op.Key)
		st, ok := stakeAt[op.ID]
		var share *big.Int
		if ok && claimed == 0 {
			// the first signer collects as `deepcall market claim` does: the
			// pool found from the settlement, its share claimed and withdrawn
			var out *economy.Collected
			if out, err = cl.Collect(ctx, j.Landing, paid.Input); err == nil {
				share = out.Share
				if out.Settled || out.Pool.Cmp(ev.Pool) != 0 || out.Withdrawn.Cmp(out.Share) != 0 {
					t.Errorf("operator %d collected %+v, want pool %s's share withdrawn", op.Index, out, ev.Pool)
				}
			}
		} else {
			share, _, err = cl.ClaimSharded(ctx, ev.Pool, signers)
		}
		if !ok {
			if !economy.IsRevert(err, "NotASigner") {
				t.Errorf("operator %d signed no shard: claim %v, want NotASigner", op.Index, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("operator %d: claimSharded: %v", op.Index, err)
		}
		want := new(big.Int).Quo(new(big.Int).Mul(ev.Payout, st), signed)
		if share.Cmp(want) != 0 {
			t.Errorf("operator %d: share %s, want payout · %s / %s = %s", op.Index, share, st, signed, want)
		}
		paidOut.Add(paidOut, share)
		claimed++
		if _, _, err := cl.ClaimSharded(ctx, ev.Pool, signers); !economy.IsRevert(err, "AlreadyClaimed") {
			t.Errorf("operator %d: second claim %v, want AlreadyClaimed", op.Index, err)
		}
	}
	if claimed != len(signers) || paidOut.Cmp(ev.Payout) > 0 {
		t.Fatalf("%d claims of %d signers paid %s of %s", claimed, len(signers), paidOut, ev.Payout)
	}
	t.Logf("%d shard signers claimed %s of the %s payout", claimed, paidOut, ev.Payout)
}
