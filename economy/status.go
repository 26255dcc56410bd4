package economy

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// Task states in SLAStatus.
const (
	TaskOpen     = "open"     // paid, not landed, before its deadline
	TaskOverdue  = "overdue"  // past its deadline, not landed: acceptances are SLA evidence; the payer reclaims after the grace
	TaskLanded   = "landed"   // answered; its fee settles once final (landed after its deadline, acceptances are still SLA evidence)
	TaskSettled  = "settled"  // paid out (or refunded whole, if invalidated)
	TaskReturned = "returned" // reclaimed by its payer
)

// PaidTask is one paid task as the chain holds it now.
type PaidTask struct {
	Input    common.Hash    `json:"input"`
	Payer    common.Address `json:"payer"`
	Fee      *big.Int       `json:"fee"`
	Deadline uint64         `json:"deadline"`
	State    string         `json:"state"`
}

// NoShowReport is one NoShowSlashed event: SLA evidence that slashed.
type NoShowReport struct {
	Input    common.Hash    `json:"input"`
	Operator common.Address `json:"operator"`
	Reporter common.Address `json:"reporter"`
	Cut      *big.Int       `json:"cut"`
	Reward   *big.Int       `json:"reward"`
	Block    uint64         `json:"block"`
}

// SLAStatus is the market's SLA picture at a block: its paid tasks and the
// no-shows slashed so far.
type SLAStatus struct {
	Block   uint64         `json:"block"`
	Tasks   []PaidTask     `json:"tasks"`
	NoShows []NoShowReport `json:"no_shows"`
}

// ReadSLAStatus reads every task paid to market and every no-show slashed
// from block `from` on, with each task's state at the head.
func ReadSLAStatus(ctx context.Context, c LogReader, market common.Address, from uint64) (*SLAStatus, error) {
	head, err := c.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("economy: head: %w", err)
	}
	call := func(data []byte) ([]byte, error) {
		return c.CallContract(ctx, ethereum.CallMsg{To: &market, Data: data}, new(big.Int).SetUint64(head))
	}
	raw, err := call(taskMarket.PackConsumer())
	if err != nil {
		return nil, fmt.Errorf("economy: market consumer: %w", err)
	}
	consumer, err := taskMarket.UnpackConsumer(raw)
	if err != nil {
		return nil, fmt.Errorf("economy: market consumer: %w", err)
	}
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{market},
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(head)})
	if err != nil {
		return nil, fmt.Errorf("economy: market logs: %w", err)
	}
	out := &SLAStatus{Block: head, Tasks: []PaidTask{}, NoShows: []NoShowReport{}}
	closed := map[common.Hash]string{}
	for i := range logs {
		l := &logs[i]
		if e, err := taskMarket.UnpackTaskPaidEvent(l); err == nil {
			out.Tasks = append(out.Tasks, PaidTask{Input: e.Input, Payer: e.Payer, Fee: e.Fee, Deadline: e.Deadline})
		} else if e, err := taskMarket.UnpackTaskSettledEvent(l); err == nil {
			closed[e.Input] = TaskSettled
		} else if e, err := taskMarket.UnpackReclaimedEvent(l); err == nil {
			closed[e.Input] = TaskReturned
		} else if e, err := taskMarket.UnpackNoShowSlashedEvent(l); err == nil {
			out.NoShows = append(out.NoShows, NoShowReport{Input: e.Input, Operator: e.Operator, Reporter: e.Reporter,
				Cut: e.Cut, Reward: e.Reward, Block: l.BlockNumber})
		}
	}
	cons := bindings.NewLLMConsumer()
	for i := range out.Tasks {
		t := &out.Tasks[i]
		if s, ok := closed[t.Input]; ok {
			t.State = s
			continue
		}
		raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &consumer, Data: cons.PackResult(t.Input)}, new(big.Int).SetUint64(head))
		if err != nil {
			return nil, fmt.Errorf("economy: result of %s: %w", t.Input, err)
		}
		v, err := cons.UnpackResult(raw)
		if err != nil {
			return nil, fmt.Errorf("economy: result of %s: %w", t.Input, err)
		}
		switch {
		case v != [32]byte{} && v != [32]byte{31: 1}:
			t.State = TaskLanded
		case head > t.Deadline:
			t.State = TaskOverdue
		default:
			t.State = TaskOpen
		}
	}
	return out, nil
}
