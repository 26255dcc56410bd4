// Package reverts decodes what a deepcall contract reverted with into the
// typed errors its generated binding declares, so callers branch with
//
//	if e, ok := reverts.As[*bindings.LLMConsumerIndexUsed](err); ok { ... }
//
// rather than by matching a name or a message.
package reverts

import (
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/accounts/abi"
)

type unpacker interface{ UnpackError(raw []byte) (any, error) }

// contracts are every binding with custom errors, in the order a selector
// shared by several is attributed (the consumer and the game first). Each
// binding parses its ABI when made: once, on the first revert decoded, not
// at the start of every binary that imports this package.
var contracts = sync.OnceValue(func() []unpacker {
	return []unpacker{
		bindings.NewLLMConsumer(), bindings.NewDisputeGame(), bindings.NewTaskMarket(), bindings.NewOperatorRegistry(),
		bindings.NewShardCommittee(), bindings.NewCapacityRegistry(), bindings.NewEpochRegistry(), bindings.NewAttestationConsumer(),
		bindings.NewAssignmentDraw(), bindings.NewOperatorSetAVS(), bindings.NewEngineStep(), bindings.NewKvStep(),
		bindings.NewZkEngineStep(), bindings.NewZkColumnRange(), bindings.NewIQ16Engine(), bindings.NewStepOps(),
		bindings.NewAlphabetStep(), bindings.NewOverlayMounter(), bindings.NewPriceTable(), bindings.NewSp1VerifierStandIn(),
		bindings.NewZkColRangeVerifierR2C1I2(), bindings.NewZkResidualVerifierN64(),
	}
})

// Decode is the typed error of revert data: a binding's error struct (for
// example *bindings.DisputeGameWindowClosed), or nil when no contract
// declares the selector.
func Decode(data []byte) any {
	if len(data) < 4 {
		return nil
	}
	for _, c := range contracts() {
		if v, err := c.UnpackError(data); err == nil && v != nil {
			return v
		}
	}
	return nil
}

// As reports whether err carries revert data that decodes to a T, a
// binding's error struct pointer, and returns it.
func As[T any](err error) (T, bool) {
	var zero T
	data, ok := txmgr.RevertData(err)
	if !ok || len(data) < 4 {
		return zero, false
	}
	for _, c := range contracts() {
		if v, uerr := c.UnpackError(data); uerr == nil {
			if t, ok := v.(T); ok {
				return t, true
			}
		}
	}
	return zero, false
}

// Is reports whether err carries a revert that decodes to a T.
func Is[T any](err error) bool {
	_, ok := As[T](err)
	return ok
}

// Name is the Solidity name of the error err reverted with ("" when err
// carries no revert data a contract declares): for logs and metrics, not
// for branching.
func Name(err error) string {
	data, ok := txmgr.RevertData(err)
	if !ok {
		return ""
	}
	if v := Decode(data); v != nil {
		t := reflect.TypeOf(v)
		for t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		return solidityName(t.Name())
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		return "Error(" + reason + ")"
	}
	return ""
}

// solidityName strips the binding's contract prefix from a type name.
func solidityName(goName string) string {
	for _, c := range contracts() {
		prefix := reflect.TypeOf(c).Elem().Name()
		if rest, ok := strings.CutPrefix(goName, prefix); ok && rest != "" {
			return rest
		}
	}
	return goName
}

// Describe is revert data as a message names it, "IndexUsed{Index:7}"
// ("" when no contract declares its selector).
func Describe(data []byte) string {
	v := Decode(data)
	if v == nil {
		return ""
	}
	t := reflect.TypeOf(v)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return fmt.Sprintf("%s%+v", solidityName(t.Name()), reflect.Indirect(reflect.ValueOf(v)).Interface())
}

// Error is err with its decoded revert named, for messages: "estimate
// land: execution reverted: IndexUsed{Index:7}".
func Error(err error) error {
	data, ok := txmgr.RevertData(err)
	if !ok {
		return err
	}
	if d := Describe(data); d != "" {
		return fmt.Errorf("%w: %s", err, d)
	}
	return err
}
