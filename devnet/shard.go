package devnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// ShardRecord is a devnet's sharded committee in deployment.json.
type ShardRecord = deploy.ShardRecord

// shardPlan reads Options.Shards for the model: a shard count or layer
// ranges ("0-3,4-7"), each shard needing at least one operator.
func shardPlan(spec string, layers, operators int) (inference.ShardPlan, [][]int, error) {
	plan, err := inference.ParseShardPlan(spec, layers)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: --shards %q: %w", ErrBadOptions, spec, err)
	}
	if len(plan) > operators {
		return nil, nil, fmt.Errorf("%w: --shards %q: %d shards for %d operators (each shard needs its own)", ErrBadOptions, spec, len(plan), operators)
	}
	// operators dealt out in turn: shard s gets operators s, s + S, s + 2S, …
	members := make([][]int, len(plan))
	for i := range operators {
		members[i%len(plan)] = append(members[i%len(plan)], i)
	}
	return plan, members, nil
}

// deployShards deploys the ShardCommittee of the plan and sets it on the
// consumer.
func (c *Chain) deployShards(ctx context.Context, plan inference.ShardPlan, members [][]int) error {
	s, err := txmgr.Dial(ctx, c.client, c.DeployerKey)
	if err != nil {
		return err
	}
	cfg := c.Model.Manifest.Config
	ranges := make([]bindings.ShardCommitteeRange, len(plan))
	for i, r := range plan {
		ranges[i] = bindings.ShardCommitteeRange{Start: uint32(r.Start), End: uint32(r.End)}
	}
	ids := make([][][32]byte, len(members))
	for i, ops := range members {
		for _, o := range ops {
			ids[i] = append(ids[i], c.Operators[o].ID)
		}
	}
	ctor := bindings.NewShardCommittee().PackConstructor(c.Deployment.Contracts.Registry, big.NewInt(int64(cfg.Layers)), cfg.QKNorm, ranges, ids)
	rcpt, err := s.Transact(ctx, "deploy ShardCommittee", func(o *bind.TransactOpts) (*types.Transaction, error) {
		_, tx, err := bind.DeployContract(o, common.FromHex(bindings.ShardCommitteeMetaData.Bin), s.Caller(), ctor)
		return tx, err
	})
	if err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	consumer := bindings.NewLLMConsumer()
	inst := consumer.Instance(c.client, c.Deployment.Contracts.Consumer)
	if _, err := s.Transact(ctx, "LLMConsumer.setShardCommittee", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(inst, o, consumer.PackSetShardCommittee(rcpt.ContractAddress))
	}); err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	c.Shards = &ShardRecord{Committee: rcpt.ContractAddress, Plan: plan.String(), Ranges: plan, Members: members}
	c.log.Info("devnet shards", "committee", rcpt.ContractAddress, "plan", plan.String(), "members", members)
	return nil
}
