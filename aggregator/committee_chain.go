package aggregator

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
)

// marketABI is TaskMarket's (tasks, drawn, drawBlock: what a committee
// landing is checked against).
var marketABI = taskMarketABI.GetABI()

// MarketDraw is what the consumer's market holds of a task's committee.
type MarketDraw struct {
	Market common.Address // the consumer's market; zero: the consumer takes no committee landings
	// Deadline is the open market task's deadline; zero: the market has no
	// open task of the input (never paid, settled or reclaimed).
	Deadline uint64
	// Drawn is the committee TaskMarket.fixDraw recorded,
	// keccak256(abi.encodePacked(member ids)); zero: not drawn yet.
	Drawn inference.Hash
	// DrawBlock is the block whose prevrandao draws the committee, read
	// while it is not drawn: fixDraw needs that block's hash, which the
	// chain keeps for 256 blocks.
	DrawBlock uint64
	// Fee is the open task's fee and Cap the consumer's committee fee cap
	// (LLMConsumer.committeeFeeCap): a committee lands no task whose fee
	// is over it.
	Fee, Cap *big.Int
}

// Market is the consumer's market (LLMConsumer.market), zero when none is
// set. It can be set only once, so a set one is kept.
func (c *Chain) Market(ctx context.Context) (common.Address, error) {
	c.mu.Lock()
	m := c.market
	c.mu.Unlock()
	if m != (common.Address{}) {
		return m, nil
	}
	out, err := c.call(ctx, c.consumer.Address, consumerABI, "market", nil)
	if err != nil {
		return common.Address{}, err
	}
	m = out[0].(common.Address)
	c.mu.Lock()
	c.market = m
	c.mu.Unlock()
	return m, nil
}

// MarketDraw reads, at the head, the committee the consumer's market drew
// for input: the open task's deadline (TaskMarket.tasks), then
// drawn[keccak256(abi.encode(input, deadline))], as
// LLMConsumer.verifyAndUpdateCommittee reads them.
func (c *Chain) MarketDraw(ctx context.Context, input inference.Hash) (MarketDraw, error) {
	var d MarketDraw
	var err error
	if d.Market, err = c.Market(ctx); err != nil || d.Market == (common.Address{}) {
		return d, err
	}
	out, err := c.call(ctx, d.Market, marketABI, "tasks", nil, [32]byte(input))
	if err != nil {
		return d, err
	}
	if d.Deadline = out[1].(uint64); d.Deadline == 0 {
		return d, nil
	}
	d.Fee = out[2].(*big.Int)
	capOut, err := c.call(ctx, c.consumer.Address, consumerABI, "committeeFeeCap", nil)
	if err != nil {
		return d, err
	}
	d.Cap = capOut[0].(*big.Int)
	key := crypto.Keccak256Hash(input[:], common.BigToHash(new(big.Int).SetUint64(d.Deadline)).Bytes())
	if out, err = c.call(ctx, d.Market, marketABI, "drawn", nil, [32]byte(key)); err != nil {
		return d, err
	}
	if d.Drawn = out[0].([32]byte); d.Drawn != (inference.Hash{}) {
		return d, nil
	}
	if out, err = c.call(ctx, d.Market, marketABI, "drawBlock", nil, [32]byte(input)); err != nil {
		return d, err
	}
	d.DrawBlock = out[0].(*big.Int).Uint64()
	return d, nil
}

// CommitteeSet is the part of qs (the operator set at a reference block)
// that members make up: the set whose stake a committee landing's threshold
// is of (a member not in qs has no stake there and cannot sign). Its
// ApkIndex, Apk and ApkEntry are left zero: they are the registry's whole
// set's, which a committee landing does not name.
func (c *Chain) CommitteeSet(qs *QuorumSet, members []inference.Hash) (*QuorumSet, error) {
	var regs []blsagg.Registration
	c.mu.Lock()
	for _, id := range members {
		k, ok := qs.Set.Lookup(blsagg.OperatorID(id))
		if !ok {
			continue
		}
		op := qs.Set.At(k)
		reg, ok := c.keys[op.ID]
		if !ok {
			// Every operator of a set went through registration, which keeps its keys.
			c.mu.Unlock()
			return nil, fmt.Errorf("%w %s: keys not read", ErrRegistration, op.ID)
		}
		reg.Stake = op.Stake
		regs = append(regs, reg)
	}
	c.mu.Unlock()
	if len(regs) == 0 {
		return nil, fmt.Errorf("%w: none of the %d members is in the operator set", ErrNoCommittee, len(members))
	}
	set, err := blsagg.NewOperatorSet(blsagg.PoPContext{ChainID: c.consumer.ChainID, Registry: c.consumer.Registry}, regs)
	if err != nil {
		return nil, fmt.Errorf("committee set: %w", err)
	}
	return &QuorumSet{Set: set}, nil
}
