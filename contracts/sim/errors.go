package sim

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
)

// engineABI packs and unpacks the engine's calls.
var engineABI = bindings.NewIQ16Engine()

func engineBin() ([]byte, error) {
	bin, err := hex.DecodeString(strings.TrimPrefix(bindings.IQ16EngineMetaData.Bin, "0x"))
	if err != nil {
		return nil, fmt.Errorf("IQ16Engine bytecode in bindings: %w", err)
	}
	return bin, nil
}

// ErrReverted is wrapped by every *RevertError.
var ErrReverted = errors.New("execution reverted")

// RevertError is a call that reverted. Name and Args are the decoded custom
// error of the engine's ABI ("Error" with the reason string for require
// messages, "Panic" with the code for Solidity panics); Name is empty when the
// data matches no known error.
type RevertError struct {
	Data []byte
	Name string
	Args []any
}

func (e *RevertError) Error() string {
	switch {
	case e.Name != "":
		return fmt.Sprintf("%v: %s%v", ErrReverted, e.Name, e.Args)
	case len(e.Data) == 0:
		return ErrReverted.Error()
	default:
		return fmt.Sprintf("%v: data 0x%x", ErrReverted, e.Data)
	}
}

func (e *RevertError) Unwrap() error { return ErrReverted }

// Is lets errors.Is(err, &RevertError{Name: "X"}) match a revert with
// custom error X.
func (e *RevertError) Is(target error) bool {
	t, ok := target.(*RevertError)
	return ok && t.Name != "" && t.Name == e.Name
}

// solidityPanic is the selector of Panic(uint256).
var solidityPanic = []byte{0x4e, 0x48, 0x7b, 0x71}

// DecodeRevert decodes revert data against the custom errors of the engine
// and of StepOps and Solidity's Error(string) and Panic(uint256).
func DecodeRevert(data []byte) *RevertError {
	e := &RevertError{Data: common.CopyBytes(data)}
	if len(data) < 4 {
		return e
	}
	for _, parsed := range []abi.ABI{engineABI.GetABI(), stepOpsABI.GetABI()} {
		for name, ce := range parsed.Errors {
			if !bytes.Equal(ce.ID[:4], data[:4]) {
				continue
			}
			v, err := ce.Unpack(data)
			if err != nil {
				return e
			}
			e.Name = name
			if args, ok := v.([]any); ok {
				e.Args = args
			}
			return e
		}
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		e.Name, e.Args = "Error", []any{reason}
		if bytes.Equal(data[:4], solidityPanic) {
			e.Name = "Panic"
		}
	}
	return e
}

// EngineABI returns the generated IQ16Engine binding (calldata packers and
// result and error decoders).
func EngineABI() *bindings.IQ16Engine { return engineABI }
