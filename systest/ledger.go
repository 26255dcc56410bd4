package systest

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// Landing is one Updated event of the consumer.
type Landing struct {
	Input inference.Hash
	Block uint64
	Tx    common.Hash
}

// LogsBlockSpan bounds one eth_getLogs request's block range.
const LogsBlockSpan = 5000

// Landings reads every Updated event of consumer from block 0 to the head,
// in order.
func Landings(ctx context.Context, client *ethclient.Client, consumer common.Address) ([]Landing, error) {
	out, _, err := LandingsFrom(ctx, client, consumer, 0)
	return out, err
}

// LandingsFrom reads the Updated events of consumer from block from to the
// head, and returns the block to read from next time (from itself on
// error). The input hash is
// read by the event argument's name, so the check follows the ABI rather
// than a topic position.
func LandingsFrom(ctx context.Context, client *ethclient.Client, consumer common.Address, from uint64) ([]Landing, uint64, error) {
	ev, ok := bindings.NewLLMConsumer().GetABI().Events["Updated"]
	if !ok {
		return nil, from, fmt.Errorf("systest: LLMConsumer has no Updated event")
	}
	topic := -1
	k := 1 // topic 0 is the event id
	for _, in := range ev.Inputs {
		if !in.Indexed {
			continue
		}
		if in.Name == "inputHash" {
			topic = k
		}
		k++
	}
	if topic < 0 {
		return nil, from, fmt.Errorf("systest: Updated has no indexed inputHash")
	}
	head, err := client.BlockNumber(ctx)
	if err != nil {
		return nil, from, fmt.Errorf("read head: %w", err)
	}
	var out []Landing
	for at := from; at <= head; at += LogsBlockSpan {
		to := min(at+LogsBlockSpan-1, head)
		logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(at), ToBlock: new(big.Int).SetUint64(to),
			Addresses: []common.Address{consumer}, Topics: [][]common.Hash{{ev.ID}},
		})
		if err != nil {
			return nil, from, fmt.Errorf("Updated logs %d–%d: %w", at, to, err)
		}
		for _, l := range logs {
			if l.Removed || len(l.Topics) <= topic {
				continue
			}
			out = append(out, Landing{Input: inference.Hash(l.Topics[topic]), Block: l.BlockNumber, Tx: l.TxHash})
		}
	}
	return out, head + 1, nil
}

// Tally reconciles what was offered and accepted with what landed.
type Tally struct {
	Offered  int // distinct tasks offered
	Accepted int // acknowledged by the router (202 or the same task again)
	Landed   int // accepted tasks with an Updated event
	// Lost: accepted, never landed.
	Lost []inference.Hash
	// Duplicates: inputs with more than one Updated event.
	Duplicates []inference.Hash
	// Unacknowledged: offered, the answer lost (a router killed mid-request),
	// landed anyway: the router had stored it. Not an error; at most once
	// is still checked through Duplicates.
	Unacknowledged int
	// Foreign: Updated events of inputs never offered (none on a fresh chain).
	Foreign int
}

func (t Tally) String() string {
	return fmt.Sprintf("offered %d, accepted %d, landed %d, lost %d, duplicated %d, landed unacknowledged %d, foreign %d",
		t.Offered, t.Accepted, t.Landed, len(t.Lost), len(t.Duplicates), t.Unacknowledged, t.Foreign)
}

// Reconcile compares offered inputs (accepted[i]: the router acknowledged
// offered[i]) with the chain's landings.
func Reconcile(offered []inference.Hash, accepted []bool, landings []Landing) Tally {
	count := map[inference.Hash]int{}
	for _, l := range landings {
		count[l.Input]++
	}
	t := Tally{Offered: len(offered)}
	known := map[inference.Hash]bool{}
	for i, in := range offered {
		known[in] = true
		n := count[in]
		switch {
		case accepted[i]:
			t.Accepted++
			if n > 0 {
				t.Landed++
			} else {
				t.Lost = append(t.Lost, in)
			}
		case n > 0:
			t.Unacknowledged++
		}
	}
	for in, n := range count {
		if n > 1 {
			t.Duplicates = append(t.Duplicates, in)
		}
		if !known[in] {
			t.Foreign++
		}
	}
	slices.SortFunc(t.Duplicates, func(a, b inference.Hash) int { return slices.Compare(a[:], b[:]) })
	return t
}
