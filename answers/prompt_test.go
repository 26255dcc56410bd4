package answers

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/inference"
)

// logs is a node's log filter over a fixed set of logs (topic filters only).
type logs []types.Log

func (l logs) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	var out []types.Log
	for _, x := range l {
		match := true
		for i, want := range q.Topics {
			if len(want) > 0 && (i >= len(x.Topics) || !slices.Contains(want, x.Topics[i])) {
				match = false
			}
		}
		if match {
			out = append(out, x)
		}
	}
	return out, nil
}

func (logs) SubscribeFilterLogs(context.Context, ethereum.FilterQuery, chan<- types.Log) (ethereum.Subscription, error) {
	return nil, errors.New("no subscriptions")
}

// requested is LLMConsumer's Requested event of input, carrying prompt and n.
func requested(t *testing.T, input inference.Hash, prompt []int, n int) types.Log {
	t.Helper()
	ev := consumerABI.GetABI().Events["Requested"]
	words := make([]*big.Int, len(prompt))
	for i, p := range prompt {
		words[i] = big.NewInt(int64(p))
	}
	data, err := ev.Inputs.NonIndexed().Pack(words, big.NewInt(int64(n)))
	if err != nil {
		t.Fatal(err)
	}
	return types.Log{Topics: []common.Hash{ev.ID, common.Hash(input), common.BytesToHash([]byte{0xaa})}, Data: data}
}

// The prompt of an input requested on chain is read from its Requested
// event; an event whose prompt does not hash to the input is not taken.
func TestPrompt(t *testing.T) {
	ctx := context.Background()
	input := inference.InputHash([]int{1, 7}, 4)
	chain := logs{
		requested(t, input, []int{1, 8}, 4), // a lie under the input's topic
		requested(t, input, []int{1, 7}, 4),
	}
	prompt, n, err := Prompt(ctx, chain, common.Address{}, input, 0, nil)
	if err != nil || !slices.Equal(prompt, []int{1, 7}) || n != 4 {
		t.Fatalf("Prompt = %v, %d, %v", prompt, n, err)
	}
	if _, _, err := Prompt(ctx, chain[:1], common.Address{}, input, 0, nil); !errors.Is(err, ErrNoRequest) {
		t.Fatalf("only a lie: %v", err)
	}
	if _, _, err := Prompt(ctx, chain, common.Address{}, inference.Hash{1}, 0, nil); !errors.Is(err, ErrNoRequest) {
		t.Fatalf("another input: %v", err)
	}
}
