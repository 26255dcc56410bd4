package economy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rlp"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// ChainReader is what a draw reads from a node: contract state at a block
// and headers (a block's prevrandao is its header's mixDigest).
type ChainReader interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// Assignment is a paid task's committee as drawn, with everything anyone
// needs to recompute it from chain data: the task's request block is its
// market deadline − slaBlocks, its draw block (Block) the request block +
// drawDelay, and the committee of the market's committeeSize is
// Draw(Seed(prevrandao(Block), Input), the registry's operator set at the
// request block with its stakes there). TaskMarket.fixDraw records the same
// committee on chain; there is one per task.
type Assignment struct {
	ChainID      uint64         `json:"chain_id"`
	Market       common.Address `json:"market"`
	Input        common.Hash    `json:"input"`
	RequestBlock uint64         `json:"request_block"`
	Block        uint64         `json:"block"` // the draw block
	Randomness   common.Hash    `json:"randomness"`
	// Members are the committee's operator ids in draw order; Committee
	// their addresses.
	Members   []common.Hash    `json:"members"`
	Committee []common.Address `json:"committee"`
	// Deadline is the block by which the committee promises the answer
	// landed: the market's deadline.
	Deadline uint64 `json:"deadline"`
	// Acceptances are the signed promises of the members that accepted, in
	// committee order; a member that refused (no free capacity) has none.
	Acceptances []SignedAcceptance `json:"acceptances,omitempty"`
}

// CommitteeHash is the hash an acceptance of a names (CommitteeHash of its
// members).
func (a *Assignment) CommitteeHash() common.Hash { return CommitteeHash(a.Members) }

// Drawer draws paid tasks' committees from one market's chain data.
type Drawer struct {
	Chain  ChainReader
	Market common.Address // TaskMarket (tasks, slaBlocks, drawDelay, committeeSize)
	// Operators lists the registry's operator set at a block with ids and
	// stakes there (the candidates, in any order).
	Operators func(ctx context.Context, block uint64) ([]Candidate, error)

	mu    sync.Mutex
	terms drawTerms // read once all set (marketTerms)
}

// Draw errors of a task.
var (
	// ErrUnpaid: the market has no open paid task of the input, so no draw
	// (an unpaid task goes to the quorum without a committee).
	ErrUnpaid = errors.New("economy: no open paid task")
	// ErrDrawBlock: an assignment names another draw block than its task's
	// request block + drawDelay, or one the chain has not reached.
	ErrDrawBlock = errors.New("economy: not the task's draw block")
)

// Schedule is a paid task's draw schedule on the market: its request block
// (deadline − slaBlocks), draw block (request + drawDelay), deadline and
// committee size. ErrUnpaid when the market has no open task of input.
type Schedule struct {
	Request, Draw, Deadline uint64
	Size                    int
}

// Schedule reads input's task and the market's terms (at the head).
func (d *Drawer) Schedule(ctx context.Context, input [32]byte) (Schedule, error) {
	tm := bindings.NewTaskMarket()
	raw, err := d.Chain.CallContract(ctx, ethereum.CallMsg{To: &d.Market, Data: tm.PackTasks(input)}, nil)
	if err != nil {
		return Schedule{}, fmt.Errorf("economy: market task: %w", err)
	}
	t, err := tm.UnpackTasks(raw)
	if err != nil {
		return Schedule{}, fmt.Errorf("economy: market task %x: %w", input, err)
	}
	if t.Deadline == 0 {
		return Schedule{}, fmt.Errorf("%w: %x", ErrUnpaid, input)
	}
	terms, err := d.marketTerms(ctx)
	if err != nil {
		return Schedule{}, err
	}
	request := t.Deadline - terms.sla
	return Schedule{Request: request, Draw: request + terms.delay, Deadline: t.Deadline, Size: terms.size}, nil
}

// drawTerms are the market's slaBlocks and drawDelay (immutable) and
// committee size (set once by setDraw).
type drawTerms struct {
	sla, delay uint64
	size       int
}

// marketTerms reads the market's draw terms once they are all set, and
// keeps them: every acceptance and assignment needs them.
func (d *Drawer) marketTerms(ctx context.Context) (drawTerms, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.terms.size != 0 {
		return d.terms, nil
	}
	tm := bindings.NewTaskMarket()
	read := func(what string, data []byte) ([]byte, error) {
		raw, err := d.Chain.CallContract(ctx, ethereum.CallMsg{To: &d.Market, Data: data}, nil)
		if err != nil {
			return nil, fmt.Errorf("economy: market %s: %w", what, err)
		}
		return raw, nil
	}
	var t drawTerms
	var size *big.Int
	raw, err := read("slaBlocks", tm.PackSlaBlocks())
	if err == nil {
		t.sla, err = tm.UnpackSlaBlocks(raw)
	}
	if err == nil {
		if raw, err = read("drawDelay", tm.PackDrawDelay()); err == nil {
			t.delay, err = tm.UnpackDrawDelay(raw)
		}
	}
	if err == nil {
		if raw, err = read("committeeSize", tm.PackCommitteeSize()); err == nil {
			size, err = tm.UnpackCommitteeSize(raw)
		}
	}
	if err != nil {
		return drawTerms{}, fmt.Errorf("economy: market terms: %w", err)
	}
	if size.Sign() == 0 || !size.IsInt64() {
		return drawTerms{}, fmt.Errorf("economy: market %s draws no committees (setDraw)", d.Market)
	}
	t.size = int(size.Int64())
	d.terms = t
	return t, nil
}

// Candidates are the operator set at block with their stakes there, in
// ascending id order (Draw's order; fixDraw's ids).
func (d *Drawer) Candidates(ctx context.Context, block uint64) ([]Candidate, error) {
	cands, err := d.Operators(ctx, block)
	if err != nil {
		return nil, fmt.Errorf("economy: operators at block %d: %w", block, err)
	}
	cands = slices.Clone(cands)
	slices.SortFunc(cands, func(a, b Candidate) int { return bytes.Compare(a.ID[:], b.ID[:]) })
	return cands, nil
}

// at draws input's committee on schedule s (its draw block exists).
func (d *Drawer) at(ctx context.Context, input [32]byte, s Schedule) (*Assignment, error) {
	h, err := d.Chain.HeaderByNumber(ctx, new(big.Int).SetUint64(s.Draw))
	if err != nil {
		return nil, fmt.Errorf("economy: header %d: %w", s.Draw, err)
	}
	cands, err := d.Candidates(ctx, s.Request)
	if err != nil {
		return nil, err
	}
	drawn, err := Draw(Seed(h.MixDigest, input), cands, s.Size)
	if err != nil {
		return nil, err
	}
	a := &Assignment{Input: input, RequestBlock: s.Request, Block: s.Draw, Randomness: h.MixDigest, Deadline: s.Deadline}
	for _, c := range drawn {
		a.Members = append(a.Members, c.ID)
		a.Committee = append(a.Committee, c.Operator)
	}
	return a, nil
}

// Draw waits for the block after input's draw block and draws its
// committee: the same assignment however often it is asked (there is no
// redraw). The block after, because TaskMarket.fixDraw reads the draw
// block's hash, which a transaction sees only from the next block on (and
// a call at the head runs in the head's block).
func (d *Drawer) Draw(ctx context.Context, input [32]byte) (*Assignment, error) {
	s, err := d.Schedule(ctx, input)
	if err != nil {
		return nil, err
	}
	for {
		n, err := d.Chain.BlockNumber(ctx)
		if err == nil && n > s.Draw {
			return d.at(ctx, input, s)
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

// Verify recomputes a's committee from its task alone, never from a block a
// names: ErrUnpaid, ErrDrawBlock (a names another draw block, or the chain
// has not reached it), ErrRandomness, or ErrNotDrawn (another deadline,
// members or order than the draw's).
func (d *Drawer) Verify(ctx context.Context, a *Assignment) error {
	s, err := d.Schedule(ctx, a.Input)
	if err != nil {
		return err
	}
	if a.Block != s.Draw || a.RequestBlock != s.Request {
		return fmt.Errorf("%w: the assignment names block %d (request %d); the task was requested at %d and is drawn at %d",
			ErrDrawBlock, a.Block, a.RequestBlock, s.Request, s.Draw)
	}
	head, err := d.Chain.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("economy: head: %w", err)
	}
	if head < s.Draw {
		return fmt.Errorf("%w: block %d not reached (head %d)", ErrDrawBlock, s.Draw, head)
	}
	if a.Deadline != s.Deadline {
		return fmt.Errorf("%w: deadline %d, the task's %d", ErrNotDrawn, a.Deadline, s.Deadline)
	}
	want, err := d.at(ctx, a.Input, s)
	if err != nil {
		return err
	}
	if want.Randomness != a.Randomness {
		return fmt.Errorf("%w: block %d has %s, the assignment %s", ErrRandomness, s.Draw, want.Randomness, a.Randomness)
	}
	if !slices.Equal(want.Members, a.Members) || !slices.Equal(want.Committee, a.Committee) {
		return fmt.Errorf("%w: committee %v, the draw gives %v", ErrNotDrawn, a.Committee, want.Committee)
	}
	return nil
}

// Header is block's RLP header: the preimage of its hash, which
// TaskMarket.fixDraw reads its prevrandao from.
func (d *Drawer) Header(ctx context.Context, block uint64) ([]byte, error) {
	h, err := d.Chain.HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	if err != nil {
		return nil, fmt.Errorf("economy: header %d: %w", block, err)
	}
	raw, err := rlp.EncodeToBytes(h)
	if err != nil {
		return nil, fmt.Errorf("economy: encode header %d: %w", block, err)
	}
	return raw, nil
}

// ReadCapacity reads op's stake (OperatorRegistry.stakeOf) and free
// capacity of class (CapacityRegistry.freeCapacity) at block.
func ReadCapacity(ctx context.Context, c ChainReader, capacity, registry common.Address, class [32]byte, op common.Address, block uint64) (*big.Int, uint64, error) {
	at := new(big.Int).SetUint64(block)
	reg, cr := bindings.NewOperatorRegistry(), bindings.NewCapacityRegistry()
	raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &registry, Data: reg.PackStakeOf(op)}, at)
	if err != nil {
		return nil, 0, fmt.Errorf("economy: stake of %s at block %d: %w", op, block, err)
	}
	stake, err := reg.UnpackStakeOf(raw)
	if err != nil {
		return nil, 0, fmt.Errorf("economy: stake of %s: %w", op, err)
	}
	if raw, err = c.CallContract(ctx, ethereum.CallMsg{To: &capacity, Data: cr.PackFreeCapacity(op, class)}, at); err != nil {
		return nil, 0, fmt.Errorf("economy: free capacity of %s at block %d: %w", op, block, err)
	}
	free, err := cr.UnpackFreeCapacity(raw)
	if err != nil {
		return nil, 0, fmt.Errorf("economy: free capacity of %s: %w", op, err)
	}
	return stake, free, nil
}

// Clone is a deep copy (nil for nil).
func (a *Assignment) Clone() *Assignment {
	if a == nil {
		return nil
	}
	c := *a
	c.Committee = slices.Clone(a.Committee)
	c.Members = slices.Clone(a.Members)
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
