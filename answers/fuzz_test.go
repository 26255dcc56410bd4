package answers

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/inference"
)

// FuzzDecodeLanding: whatever a node returns as a log (any topics, any
// data) is decoded without a panic, and a landing taken is of the input
// asked for with token ids below 2³².
func FuzzDecodeLanding(f *testing.F) {
	input := inference.Hash{0xa}
	good := updatedLog(&testing.T{}, input, inference.Hash{0xb}, []int{1, 2, 3})
	abi := consumerABI.GetABI()
	f.Add(good.Topics[0].Bytes(), good.Topics[2].Bytes(), good.Data)
	f.Add(abi.Events["Inferred"].ID.Bytes(), input[:], good.Data)
	f.Add([]byte{}, []byte{}, []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, topic0, topic1, data []byte) {
		for _, l := range []*types.Log{
			{Topics: []common.Hash{common.BytesToHash(topic0), common.BytesToHash(topic1)}, Data: data},
			{Topics: []common.Hash{common.BytesToHash(topic0), {}, common.BytesToHash(topic1)}, Data: data},
		} {
			_, toks, ok := decodeLanding(l, input)
			if !ok {
				continue
			}
			for _, tok := range toks {
				if tok < 0 || tok >= 1<<32 {
					t.Fatalf("token %d taken", tok)
				}
			}
		}
	})
}
