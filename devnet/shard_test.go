package devnet

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

func TestShardPlanOptions(t *testing.T) {
	for _, tc := range []struct {
		spec    string
		ops     int
		want    error
		members [][]int
	}{
		{"2", 4, nil, [][]int{{0, 2}, {1, 3}}},
		{"0-2,3-4", 5, nil, [][]int{{0, 2, 4}, {1, 3}}},
		{"0-1,3-4", 4, inference.ErrShardGap, nil},
		{"0-2,2-4", 4, inference.ErrShardOverlap, nil},
		{"0-2,3-5", 4, inference.ErrShardOutOfRange, nil},
		{"5", 4, ErrBadOptions, nil},
		{"x", 4, inference.ErrBadShardPlan, nil},
	} {
		_, members, err := shardPlan(tc.spec, 5, tc.ops)
		if !errors.Is(err, tc.want) || (err != nil && !errors.Is(err, ErrBadOptions)) {
			t.Errorf("%q: %v, want %v (and ErrBadOptions)", tc.spec, err, tc.want)
		}
		if err == nil && !slices.EqualFunc(members, tc.members, slices.Equal) {
			t.Errorf("%q: members %v, want %v", tc.spec, members, tc.members)
		}
	}
}

// TestShardedDevnet: `devnet --shards 0-2,3-4` deploys the committee and
// wires it into the consumer; its shards, run by the devnet's operators,
// land the unsharded engine's slot value on the devnet chain.
func TestShardedDevnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := Start(ctx, Options{Operators: 4, BlockPeriod: testPeriod, Shards: "0-2,3-4"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if c.Shards == nil || c.Record().Shards == nil || c.Shards.Plan != "0-2,3-4" {
		t.Fatalf("shard record %+v", c.Shards)
	}
	consumer := bindings.NewLLMConsumer()
	call := func(data []byte) []byte {
		to := c.Deployment.Contracts.Consumer
		out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if got, _ := consumer.UnpackShardCommittee(call(consumer.PackShardCommittee())); got != c.Shards.Committee {
		t.Fatalf("consumer's committee %s, deployed %s", got, c.Shards.Committee)
	}

	plan := inference.ShardPlan(c.Shards.Ranges)
	mf := c.Model.Manifest.Hash
	co := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: mf, Layers: c.Weights.Config.Layers}
	for s, ops := range c.Shards.Members {
		var nodes []aggregator.ShardNode
		for _, i := range ops {
			w, err := operator.NewShardWorker(operator.ShardConfig{Model: c.Weights, Manifest: mf, Plan: plan, Shard: s, Key: OperatorBLSKey(i), Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			nodes = append(nodes, w)
		}
		co.Nodes = append(co.Nodes, nodes)
	}
	prompt, n := []int{1, 40}, 6
	a, err := co.Run(ctx, "devnet", prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	head, err := c.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash(prompt, n)
	tr := protocol.Transition{ChainID: c.ChainID, Consumer: c.Deployment.Contracts.Consumer, Index: 1 << 40, Manifest: mf, Input: input,
		Slot: protocol.ResultSlot(input), New: protocol.ResultValue(a.Root, a.Tokens), ReferenceBlock: head - 1}
	aggs, err := co.Sign(ctx, a, tr)
	if err != nil {
		t.Fatal(err)
	}
	var sigs []bindings.ShardSignature
	for i := range aggs {
		sigs = append(sigs, aggs[i].Binding())
	}
	bt := bindings.Transition{ChainId: new(big.Int).SetUint64(tr.ChainID), Consumer: tr.Consumer, Index: tr.Index, Manifest: tr.Manifest,
		Input: tr.Input, Slot: tr.Slot, NewValue: tr.New, ReferenceBlock: uint32(tr.ReferenceBlock)}
	tokens := make([]*big.Int, len(a.Tokens))
	for i, v := range a.Tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	s := txmgr.New(txmgr.Config{Backend: c.Client(), Key: OperatorKey(0), ChainID: new(big.Int).SetUint64(c.ChainID)})
	inst := consumer.Instance(c.Client(), c.Deployment.Contracts.Consumer)
	rcpt, err := s.Transact(ctx, "verifyAndUpdateSharded", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(inst, o, consumer.PackVerifyAndUpdateSharded(bt, sigs, a.Root, tokens))
	})
	if err != nil {
		t.Fatal(err)
	}
	eng := &inference.Engine{Model: c.Weights, Manifest: mf, Backend: inference.CPU{Workers: 1}}
	want, err := eng.Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := consumer.UnpackResult(call(consumer.PackResult(input)))
	if got != protocol.ResultValue(want.Root, want.Tokens) {
		t.Fatalf("slot %x, the unsharded engine's value %x", got, protocol.ResultValue(want.Root, want.Tokens))
	}
	t.Logf("sharded landing on the devnet: %d gas", rcpt.GasUsed)
}
