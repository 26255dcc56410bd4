package reverts_test

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// dataError is what a node's JSON-RPC error looks like to a client.
type dataError struct{ data string }

func (e dataError) Error() string  { return "execution reverted" }
func (e dataError) ErrorData() any { return e.data }

func indexUsed(index uint64) []byte {
	word := common.LeftPadBytes(new(big.Int).SetUint64(index).Bytes(), 32)
	return append(bindings.LLMConsumerIndexUsedErrorID().Bytes()[:4], word...)
}

func TestAsDecodesTheBindingsTypedError(t *testing.T) {
	err := fmt.Errorf("land: %w", txmgr.WithRevert(dataError{hexutil.Encode(indexUsed(7))}))
	e, ok := reverts.As[*bindings.LLMConsumerIndexUsed](err)
	if !ok || e.Index != 7 {
		t.Fatalf("As = %+v, %v; want IndexUsed{7}", e, ok)
	}
	if reverts.Is[*bindings.DisputeGameWindowClosed](err) {
		t.Fatal("an IndexUsed revert decoded as DisputeGame's WindowClosed")
	}
	if got := reverts.Name(err); got != "IndexUsed" {
		t.Fatalf("Name = %q", got)
	}
	if msg := reverts.Error(err).Error(); !strings.Contains(msg, "IndexUsed{Index:7}") {
		t.Fatalf("Error = %q", msg)
	}
}

func TestNoRevertDataIsNoMatch(t *testing.T) {
	for _, err := range []error{
		errors.New("connection refused"),
		dataError{"0x"},
		dataError{"0x1234"},
		dataError{"not hex"},
		dataError{hexutil.Encode([]byte{0xde, 0xad, 0xbe, 0xef, 1})},
	} {
		if reverts.Is[*bindings.LLMConsumerIndexUsed](err) || reverts.Name(err) != "" {
			t.Fatalf("%v decoded as a revert", err)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(indexUsed(1))
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = reverts.Decode(data) // must not panic on any input
	})
}
