package economy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// ChainReader is what a draw reads from a node: contract state at a block
// and headers (a block's prevrandao is its header's mixDigest).
type ChainReader interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// Assignment is a task's committee as drawn, with everything anyone needs
// to recompute it from chain data: the committee of Size is
// Draw(Seed(prevrandao(Block), Input), candidates at Block) where the
// candidates are the registry's operators at Block with their stakes
// (OperatorRegistry.stakeOf) and free capacity of Class
// (CapacityRegistry.freeCapacity) read at Block.
type Assignment struct {
	ChainID    uint64           `json:"chain_id"`
	Market     common.Address   `json:"market"`
	Input      common.Hash      `json:"input"`
	Class      common.Hash      `json:"class"`
	Block      uint64           `json:"block"`
	Randomness common.Hash      `json:"randomness"`
	Committee  []common.Address `json:"committee"`
	// Deadline is the block by which the committee promises the answer
	// landed: the market's deadline for a paid task.
	Deadline uint64 `json:"deadline"`
	// Acceptances are the members' signed promises, in committee order.
	Acceptances []SignedAcceptance `json:"acceptances,omitempty"`
}

// Drawer draws committees from one chain's registries.
type Drawer struct {
	Chain    ChainReader
	Capacity common.Address // CapacityRegistry
	Registry common.Address // OperatorRegistry (stakes)
	Class    [32]byte
	// Operators lists the registry's operators at a block (the candidates
	// before stake and capacity).
	Operators func(ctx context.Context, block uint64) ([]common.Address, error)
	Size      int // committee size
}

// ReadCandidates reads each operator's stake and free capacity of class
// at block, in ascending address order (Draw's order).
func ReadCandidates(ctx context.Context, c ChainReader, capacity, registry common.Address, class [32]byte, ops []common.Address, block uint64) ([]Candidate, error) {
	ops = slices.Clone(ops)
	slices.SortFunc(ops, func(a, b common.Address) int { return bytes.Compare(a[:], b[:]) })
	ops = slices.Compact(ops)
	at := new(big.Int).SetUint64(block)
	reg, cr := bindings.NewOperatorRegistry(), bindings.NewCapacityRegistry()
	out := make([]Candidate, 0, len(ops))
	for _, op := range ops {
		raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &registry, Data: reg.PackStakeOf(op)}, at)
		if err != nil {
			return nil, fmt.Errorf("economy: stake of %s at block %d: %w", op, block, err)
		}
		stake, err := reg.UnpackStakeOf(raw)
		if err != nil {
			return nil, fmt.Errorf("economy: stake of %s: %w", op, err)
		}
		raw, err = c.CallContract(ctx, ethereum.CallMsg{To: &capacity, Data: cr.PackFreeCapacity(op, class)}, at)
		if err != nil {
			return nil, fmt.Errorf("economy: free capacity of %s at block %d: %w", op, block, err)
		}
		free, err := cr.UnpackFreeCapacity(raw)
		if err != nil {
			return nil, fmt.Errorf("economy: free capacity of %s: %w", op, err)
		}
		out = append(out, Candidate{Operator: op, Stake: stake, Free: free})
	}
	return out, nil
}

// At draws the committee for input from block's prevrandao and the
// registries' state at block (a block that exists).
func (d *Drawer) At(ctx context.Context, input [32]byte, block uint64) (*Assignment, error) {
	h, err := d.Chain.HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	if err != nil {
		return nil, fmt.Errorf("economy: header %d: %w", block, err)
	}
	cands, err := d.candidates(ctx, block)
	if err != nil {
		return nil, err
	}
	committee, err := Draw(Seed(h.MixDigest, input), cands, d.Size)
	if err != nil {
		return nil, err
	}
	return &Assignment{Input: input, Class: d.Class, Block: block, Randomness: h.MixDigest, Committee: committee}, nil
}

func (d *Drawer) candidates(ctx context.Context, block uint64) ([]Candidate, error) {
	ops, err := d.Operators(ctx, block)
	if err != nil {
		return nil, fmt.Errorf("economy: operators at block %d: %w", block, err)
	}
	return ReadCandidates(ctx, d.Chain, d.Capacity, d.Registry, d.Class, ops, block)
}

// Next waits for the first block after the current head and draws from it:
// the randomness is a block nobody had seen when the task arrived.
func (d *Drawer) Next(ctx context.Context, input [32]byte) (*Assignment, error) {
	head, err := d.Chain.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("economy: head: %w", err)
	}
	for {
		if n, err := d.Chain.BlockNumber(ctx); err == nil && n > head {
			return d.At(ctx, input, head+1)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// ErrRandomness: an assignment names randomness other than its block's.
var ErrRandomness = errors.New("economy: randomness is not the block's prevrandao")

// Verify recomputes a's committee from chain data: ErrRandomness,
// ErrNoFreeCapacity (a member without free capacity at the block) or
// ErrNotDrawn when it is not the draw's.
func (d *Drawer) Verify(ctx context.Context, a *Assignment) error {
	if a.Class != d.Class {
		return fmt.Errorf("%w: class %s, this drawer's %x", ErrNotDrawn, a.Class, d.Class)
	}
	h, err := d.Chain.HeaderByNumber(ctx, new(big.Int).SetUint64(a.Block))
	if err != nil {
		return fmt.Errorf("economy: header %d: %w", a.Block, err)
	}
	if h.MixDigest != a.Randomness {
		return fmt.Errorf("%w: block %d has %s, the assignment %s", ErrRandomness, a.Block, h.MixDigest, a.Randomness)
	}
	cands, err := d.candidates(ctx, a.Block)
	if err != nil {
		return err
	}
	return Verify(Seed(a.Randomness, a.Input), cands, a.Committee)
}

// MarketDeadline is the block by which input's answer is due: the
// market's deadline for a paid task, else slaBlocks after block.
func MarketDeadline(ctx context.Context, c ChainReader, market common.Address, input [32]byte, block uint64) (uint64, error) {
	tm := bindings.NewTaskMarket()
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &market, Data: tm.PackTasks(input)}, nil)
	if err != nil {
		return 0, fmt.Errorf("economy: market task %x: %w", input, err)
	}
	t, err := tm.UnpackTasks(raw)
	if err != nil {
		return 0, fmt.Errorf("economy: market task %x: %w", input, err)
	}
	if t.Deadline != 0 {
		return t.Deadline, nil
	}
	if raw, err = c.CallContract(ctx, ethereum.CallMsg{To: &market, Data: tm.PackSlaBlocks()}, nil); err != nil {
		return 0, fmt.Errorf("economy: market slaBlocks: %w", err)
	}
	sla, err := tm.UnpackSlaBlocks(raw)
	if err != nil {
		return 0, fmt.Errorf("economy: market slaBlocks: %w", err)
	}
	return block + sla, nil
}

// Clone is a deep copy (nil for nil).
func (a *Assignment) Clone() *Assignment {
	if a == nil {
		return nil
	}
	c := *a
	c.Committee = slices.Clone(a.Committee)
	c.Acceptances = make([]SignedAcceptance, len(a.Acceptances))
	for i, x := range a.Acceptances {
		x.Signature = slices.Clone(x.Signature)
		c.Acceptances[i] = x
	}
	if a.Acceptances == nil {
		c.Acceptances = nil
	}
	return &c
}
