package economy

import (
	"errors"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// Class is the on-chain id of a capacity class: keccak256 of its name
// (what an operator runs, engine and hardware: "cpu-avx512", "gpu-h200").
func Class(name string) [32]byte {
	return crypto.Keccak256Hash([]byte(name))
}

// DefaultKappaNum is κ = 2 in CapacityRegistry's units (KAPPA_DEN = 1000).
const (
	KappaDen        = 1000
	DefaultKappaNum = 2 * KappaDen
)

// Revert is a named error of the economy contracts (or of the registry
// they call) decoded from revert data.
type Revert struct {
	Name string
	Args []any
}

func (r *Revert) Error() string { return "economy: reverted " + r.Name }

var economyErrors = func() map[[4]byte]abi.Error {
	m := map[[4]byte]abi.Error{}
	for _, a := range []abi.ABI{bindings.NewCapacityRegistry().GetABI(), bindings.NewPriceTable().GetABI(), bindings.NewTaskMarket().GetABI(), bindings.NewAssignmentDraw().GetABI(), bindings.NewOperatorRegistry().GetABI()} {
		for _, e := range a.Errors {
			var id [4]byte
			copy(id[:], e.ID[:4])
			m[id] = e
		}
	}
	return m
}()

// DecodeRevert names the custom error in an economy contract's revert data;
// nil when the data matches none.
func DecodeRevert(data []byte) *Revert {
	if len(data) < 4 {
		return nil
	}
	var id [4]byte
	copy(id[:], data[:4])
	e, ok := economyErrors[id]
	if !ok {
		return nil
	}
	args, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return nil
	}
	return &Revert{Name: e.Name, Args: args}
}

// RevertOf finds the revert data in an error from a node (eth_call or gas
// estimation) and decodes it; nil when there is none or it is not ours.
func RevertOf(err error) *Revert {
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return nil
	}
	var data []byte
	switch d := de.ErrorData().(type) {
	case string:
		b, herr := hexBytes(d)
		if herr != nil {
			return nil
		}
		data = b
	case []byte:
		data = d
	}
	return DecodeRevert(data)
}
