package answers

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

func TestStatus(t *testing.T) {
	v := protocol.ResultValue([32]byte{1}, []int{5, 6})
	for _, c := range []struct {
		value          [32]byte
		landedAt       uint64
		invalid, final bool
		want           Status
	}{
		{[32]byte{}, 0, false, false, StatusNone},
		{protocol.Requested, 0, false, false, StatusRequested},
		{v, 10, false, false, StatusLanded},
		{v, 10, false, true, StatusFinal},
		{v, 10, true, false, StatusInvalid},
	} {
		if got := status(c.value, c.landedAt, c.invalid, c.final); got != c.want {
			t.Errorf("status(%x, %d, %v, %v) = %s, want %s", c.value[:2], c.landedAt, c.invalid, c.final, got, c.want)
		}
	}
}

// updatedLog is an Updated event of input as LLMConsumer emits it.
func updatedLog(t *testing.T, input, root inference.Hash, tokens []int) *types.Log {
	t.Helper()
	ev := consumerABI.GetABI().Events["Updated"]
	packed, ok := protocol.PackEventTokens(tokens)
	if !ok {
		t.Fatal("tokens out of range")
	}
	data, err := ev.Inputs.NonIndexed().Pack(root, packed)
	if err != nil {
		t.Fatal(err)
	}
	return &types.Log{Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(7)), common.Hash(input)}, Data: data}
}

func TestDecodeLanding(t *testing.T) {
	input, root := inference.Hash{0xa}, inference.Hash{0xb}
	tokens := []int{1, 2, 511}
	r, toks, ok := decodeLanding(updatedLog(t, input, root, tokens), input)
	if !ok || r != root || len(toks) != 3 || toks[2] != 511 {
		t.Fatalf("decodeLanding = %x %v %v", r, toks, ok)
	}
	if _, _, ok := decodeLanding(updatedLog(t, input, root, tokens), inference.Hash{0xc}); ok {
		t.Error("an event of another input was taken")
	}
	ev := consumerABI.GetABI().Events["Inferred"]
	words := []*big.Int{big.NewInt(9), big.NewInt(1 << 33)}
	data, err := ev.Inputs.NonIndexed().Pack(root, words)
	if err != nil {
		t.Fatal(err)
	}
	inferred := &types.Log{Topics: []common.Hash{ev.ID, common.Hash(input)}, Data: data}
	if _, _, ok := decodeLanding(inferred, input); ok {
		t.Error("a token id past 2³² was taken")
	}
	words[1] = big.NewInt(3)
	if data, err = ev.Inputs.NonIndexed().Pack(root, words); err != nil {
		t.Fatal(err)
	}
	inferred.Data = data
	if r, toks, ok := decodeLanding(inferred, input); !ok || r != root || toks[1] != 3 {
		t.Errorf("Inferred: %x %v %v", r, toks, ok)
	}
}
