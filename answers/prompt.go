package answers

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/inference"
)

// ErrNoRequest: no LLMConsumer.Requested event of the input in the blocks
// searched (it was never requested on chain, or earlier).
var ErrNoRequest = errors.New("answers: no on-chain request of the input")

// Prompt finds the prompt and n of input in LLMConsumer's Requested events
// of blocks from … to (to nil: the head). The chain stores only the input
// hash of an answer; a request made on chain (LLMConsumer.request, directly
// or through TaskMarket or DeepcallRelay) also logged its prompt. An event
// counts only if its prompt and n hash to input.
func Prompt(ctx context.Context, b ethereum.LogFilterer, consumer common.Address, input inference.Hash, from uint64, to *big.Int) (
	prompt []int, n int, err error) {
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: to, Addresses: []common.Address{consumer},
		Topics: [][]common.Hash{{consumerABI.GetABI().Events["Requested"].ID}, {common.Hash(input)}},
	})
	if err != nil {
		return nil, 0, fmt.Errorf("answers: Requested events of %s: %w", common.Hash(input), err)
	}
	for i := range logs {
		e, err := consumerABI.UnpackRequestedEvent(&logs[i])
		if err != nil || !e.N.IsInt64() || e.N.Int64() > 1<<31 {
			continue
		}
		prompt := make([]int, 0, len(e.Prompt))
		for _, t := range e.Prompt {
			if !t.IsInt64() || t.Int64() >= 1<<32 {
				break
			}
			prompt = append(prompt, int(t.Int64()))
		}
		if len(prompt) == len(e.Prompt) && inference.InputHash(prompt, int(e.N.Int64())) == input {
			return prompt, int(e.N.Int64()), nil
		}
	}
	return nil, 0, fmt.Errorf("%w: %s", ErrNoRequest, common.Hash(input))
}
