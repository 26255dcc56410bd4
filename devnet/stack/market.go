package stack

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
)

// Drawer draws the devnet market's committees: the candidates are the
// registry's operator set at a task's request block.
func Drawer(ctx context.Context, c *devnet.Chain) (*economy.Drawer, error) {
	ch, err := aggregator.NewChain(ctx, c.Client(), c.Deployment.Contracts.Consumer)
	if err != nil {
		return nil, fmt.Errorf("drawer: %w", err)
	}
	return &economy.Drawer{Chain: c.Client(), Market: c.Deployment.Contracts.Market, Operators: func(ctx context.Context, block uint64) ([]economy.Candidate, error) {
		qs, err := ch.OperatorSet(ctx, block)
		if err != nil {
			return nil, err
		}
		out := make([]economy.Candidate, qs.Set.Len())
		for i := range out {
			o := qs.Set.At(i)
			out[i] = economy.Candidate{ID: common.Hash(o.ID), Operator: o.Address, Stake: o.Stake}
		}
		return out, nil
	}}, nil
}

// setCommitteeSize names the devnet market's AssignmentDraw and committee
// size (TaskMarket.setDraw, once, from the deployer: the market's owner); a
// market set before to the same size is left as it is.
func setCommitteeSize(ctx context.Context, c *devnet.Chain, size int) error {
	tm := bindings.NewTaskMarket()
	market := c.Deployment.Contracts.Market
	raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &market, Data: tm.PackCommitteeSize()}, nil)
	if err != nil {
		return fmt.Errorf("market committee size: %w", err)
	}
	have, err := tm.UnpackCommitteeSize(raw)
	if err != nil {
		return fmt.Errorf("market committee size: %w", err)
	}
	switch {
	case have.Sign() == 0:
	case have.Cmp(big.NewInt(int64(size))) == 0:
		return nil
	default:
		return fmt.Errorf("the devnet market draws committees of %s, not %d", have, size)
	}
	s := c.Sender(devnet.DeployerKey())
	_, err = s.Transact(ctx, "TaskMarket.setDraw", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(tm.Instance(c.Client(), market), o, tm.PackSetDraw(c.Deployment.Contracts.Draw, big.NewInt(int64(size))))
	})
	if err != nil {
		return fmt.Errorf("TaskMarket.setDraw: %w (%v)", err, economy.RevertOf(err))
	}
	return nil
}

// marketProver posts the aggregator's proofs of answers to the market, for
// the tasks open there.
func marketProver(mc *economy.MarketClient) aggregator.ProverFunc {
	return func(ctx context.Context, p aggregator.AnswerProof) error {
		_, err := mc.ProveIfOpen(ctx, p.Input, p.Calldata)
		return err
	}
}
