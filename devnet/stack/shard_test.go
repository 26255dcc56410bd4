package stack

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// shardDevnet is a devnet with the services, sharded when spec is set.
type shardDevnet struct {
	t   *testing.T
	ctx context.Context
	c   *devnet.Chain
	s   *Stack
}

func startShardDevnet(ctx context.Context, t *testing.T, operators int, spec string, plans map[int]string, faults map[int]operator.Fault) *shardDevnet {
	t.Helper()
	c, err := devnet.Start(ctx, devnet.Options{Operators: operators, BlockPeriod: 250 * time.Millisecond, Shards: spec})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	s := New(Options{ShardPlans: plans, Faults: faults})
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	return &shardDevnet{t: t, ctx: ctx, c: c, s: s}
}

// run posts a prompt to the router and polls the task until it ends.
func (d *shardDevnet) run(prompt []int, n int) *api.Task {
	d.t.Helper()
	rc := api.NewRouterClient(d.c.RouterURL(), nil)
	task, created, err := rc.Submit(d.ctx, api.TaskRequest{Prompt: prompt, N: n})
	if err != nil || !created {
		d.t.Fatalf("POST /v1/tasks: created %v, %v", created, err)
	}
	for {
		if task.Status == api.StatusLanded || task.Status == api.StatusFailed {
			return task
		}
		if d.ctx.Err() != nil {
			d.t.Fatalf("task %s %s: %v", task.ID, task.Status, task.Error)
		}
		time.Sleep(100 * time.Millisecond)
		if task, err = rc.Task(d.ctx, task.ID); err != nil {
			d.t.Fatal(err)
		}
	}
}

// job is the aggregator's record of a task (GET /v1/jobs/{id}).
func (d *shardDevnet) job(id api.TaskID) *api.Job {
	d.t.Helper()
	j, err := api.NewAggregatorClient(d.s.Aggregator.URL(), nil).Job(d.ctx, id)
	if err != nil {
		d.t.Fatal(err)
	}
	return j
}

// slot is the consumer's result slot for (prompt, n).
func (d *shardDevnet) slot(prompt []int, n int) inference.Hash {
	d.t.Helper()
	abi := bindings.NewLLMConsumer()
	got, err := bind.Call(abi.Instance(d.c.Client(), d.c.Deployment.Contracts.Consumer), &bind.CallOpts{Context: d.ctx},
		abi.PackResult(inference.InputHash(prompt, n)), abi.UnpackResult)
	if err != nil {
		d.t.Fatal(err)
	}
	return got
}

// otherPlan is a plan of the model whose shard 1 is not plan's.
func otherPlan(plan inference.ShardPlan) string {
	if plan[1].Start == 3 {
		return "0-1,2-4"
	}
	return "0-2,3-4"
}

// TestShardedPromptLands: on `devnet --shards 2` a prompt posted to the
// router is run by the operator daemons' shard workers, each its own layer
// range, and landed with verifyAndUpdateSharded; its slot holds the value
// an unsharded devnet lands for the same prompt. One operator of shard 1
// runs another range and one of shard 0 hands on a wrong residual: each is
// refused by name (wrong_shard, mismatch) and its shard's other two carry
// the threshold. The aggregator serves what each shard signed: enough to
// check every shard's aggregate and boundary and to rebuild the landing.
func TestShardedPromptLands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts two devnets and their services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	prompt, n := []int{1, 33, 7}, 6

	plain := startShardDevnet(ctx, t, 4, "", nil, nil)
	pt := plain.run(prompt, n)
	if pt.Status != api.StatusLanded {
		t.Fatalf("unsharded task %s: %+v", pt.Status, pt.Error)
	}
	want := plain.slot(prompt, n)

	// stories260K: 5 layers, "2" is 0-2,3-4; shard s has operators s, s+2, s+4
	liar, _ := operator.ParseFault("wrong-from=2")
	sh := startShardDevnet(ctx, t, 6, "2", map[int]string{1: "0-1,2-4"}, map[int]operator.Fault{2: liar})
	plan := inference.ShardPlan(sh.c.Shards.Ranges)
	if otherPlan(plan) != "0-1,2-4" {
		t.Fatalf("plan %s: the misconfigured operator's plan must differ in shard 1", plan)
	}
	st := sh.run(prompt, n)
	if st.Status != api.StatusLanded {
		t.Fatalf("sharded task %s: %+v", st.Status, st.Error)
	}
	if got := sh.slot(prompt, n); got != want {
		t.Fatalf("sharded devnet's slot %x, unsharded devnet's %x", got, want)
	}
	if st.Result == nil || st.Result.Root == nil || protocol.ResultValue(*st.Result.Root, st.Result.Tokens) != want {
		t.Fatalf("router's result %+v does not give the slot value", st.Result)
	}
	j := sh.job(st.ID)
	if j.Sharded == nil || len(j.Sharded.Shards) != 2 || j.GasUsed == 0 {
		t.Fatalf("job %+v: no sharded landing", j)
	}
	if len(j.Checkpoints) != len(prompt)+n-1 || j.Checkpoints[len(j.Checkpoints)-1] != *j.Root {
		t.Fatalf("checkpoints %d, want %d ending at the root", len(j.Checkpoints), len(prompt)+n-1)
	}
	// operator 1 (shard 1) runs the wrong range, operator 2 (shard 0) lies:
	// each refused by name, each shard landing on its other two
	for s, tc := range []struct {
		op     int
		reason string
	}{{2, aggregator.ReasonMismatch}, {1, aggregator.ReasonWrongShard}} {
		url := sh.s.Operators.URLs()[tc.op]
		refused := false
		for _, r := range j.Rejected {
			refused = refused || r.URL == url && strings.HasPrefix(r.Reason, tc.reason)
		}
		ev := j.Sharded.Shards[s]
		if !refused || len(ev.Refused) != 1 || ev.Refused[0].URL != url {
			t.Fatalf("operator %d (%s) not refused as %s: %+v, shard %d refused %+v", tc.op, url, tc.reason, j.Rejected, s, ev.Refused)
		}
	}
	// the served evidence rebuilds the landing's calldata exactly
	cons := sh.c.Deployment.Contracts.Consumer
	tr := bindings.Transition{ChainId: new(big.Int).SetUint64(sh.c.ChainID), Consumer: cons, Index: j.Index, Manifest: sh.c.Model.Manifest.Hash,
		Input: j.Input, Slot: protocol.ResultSlot(j.Input), OldValue: j.Sharded.Old, NewValue: *j.New, ReferenceBlock: uint32(j.ReferenceBlock)}
	lt := protocol.Transition{ChainID: sh.c.ChainID, Consumer: cons, Index: j.Index, Manifest: tr.Manifest,
		Input: tr.Input, Slot: tr.Slot, Old: tr.OldValue, New: tr.NewValue, ReferenceBlock: j.ReferenceBlock}
	if tr.NewValue != want || inference.Hash(lt.Digest()) != j.Sharded.Transition {
		t.Fatal("served transition digest is not the job's transition")
	}
	var sigs []bindings.ShardSignature
	for _, ev := range j.Sharded.Shards {
		sig, err := aggregator.ShardSignature(&ev)
		if err != nil {
			t.Fatal(err)
		}
		sigs = append(sigs, sig)
	}
	tokens := make([]*big.Int, len(j.Tokens))
	for i, v := range j.Tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	if !bytes.Equal(bindings.NewLLMConsumer().PackVerifyAndUpdateSharded(tr, sigs, *j.Root, tokens), j.Landing) {
		t.Fatal("the served evidence does not rebuild the landing")
	}
	// and its user could land it (aggregator.SendLanding takes it)
	if to, err := aggregator.LandingConsumer(j.Landing); err != nil || to != cons {
		t.Fatalf("landing's consumer %s, %v", to, err)
	}
	for s, ev := range j.Sharded.Shards {
		if len(ev.Signers) != 2 || ev.Range != plan[s] || len(ev.Chains) != len(prompt)+n-1 ||
			ev.Out != protocol.BoundaryCommitment(ev.Chains) {
			t.Fatalf("shard %d evidence: %d signers, range %s, %d chain values", s, len(ev.Signers), ev.Range, len(ev.Chains))
		}
		if s > 0 && ev.In != j.Sharded.Shards[s-1].Out {
			t.Fatalf("shard %d's in is not shard %d's out", s, s-1)
		}
		// the served claim and aggregate verify: a challenger can use them
		claim := protocol.ShardClaim{Transition: j.Sharded.Transition, Shard: uint64(s), Start: uint64(ev.Range.Start),
			End: uint64(ev.Range.End), Layers: uint64(ev.Layers), In: ev.In, Out: ev.Out}
		if claim.Digest() != ev.ClaimHash {
			t.Fatalf("shard %d: served claim digest is not the claim's", s)
		}
		var apk blsagg.G1
		for _, k := range ev.SignerKeys {
			p, err := blsagg.ParseG1(k)
			if err != nil {
				t.Fatal(err)
			}
			apk.Add(&apk, &p)
		}
		sigma, _ := blsagg.ParseG1(ev.Sigma)
		apk2, _ := blsagg.ParseG2(ev.ApkG2)
		if err := blsagg.CheckApkAndSignature(ev.ClaimHash, &apk, &apk2, &sigma); err != nil {
			t.Fatalf("shard %d aggregate: %v", s, err)
		}
	}
	t.Logf("sharded landing from the daemons (2 shards, 3+3 operators of which 2+2 sign, %d tokens): %d gas", n, j.GasUsed)
}

// TestShardedWrongRangeFails: with one of shard 1's two operators running
// another range, shard 1 is below the threshold in every round; the task
// fails cleanly (not lost, not landed) naming the refusal.
func TestShardedWrongRangeFails(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and its services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	sh := startShardDevnet(ctx, t, 4, "2", map[int]string{1: "0-1,2-4"}, nil)
	prompt, n := []int{1, 9}, 4
	task := sh.run(prompt, n)
	if task.Status != api.StatusFailed || task.Error == nil {
		t.Fatalf("task %s, want failed", task.Status)
	}
	msg := task.Error.Message
	if !strings.Contains(msg, aggregator.ErrShardQuorum.Error()) || !strings.Contains(msg, "operator: request for another shard or layer range") {
		t.Fatalf("task error %q does not name the quorum and the wrong range", msg)
	}
	j := sh.job(task.ID)
	if j.Status != aggregator.StatusFailed || j.Attempts < 2 || j.Sharded != nil {
		t.Fatalf("job %s after %d attempts (sharded %v)", j.Status, j.Attempts, j.Sharded != nil)
	}
	if v := sh.slot(prompt, n); protocol.IsResult(v) {
		t.Fatalf("slot holds %x", v)
	}
}
