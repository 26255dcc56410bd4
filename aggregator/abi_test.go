package aggregator

import (
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// assemblyErrors are raised by BlsQuorum's assembly with their selectors
// written out (contracts/src/BlsSignatureChecker.sol): no ABI lists them.
var assemblyErrors = map[string]bool{"NonSignersNotSorted": true, "NonSignerNotRegistered": true}

// The aggregator's ABI fragments are exact slices of the generated
// bindings: every method, event and error it uses has the same selector (and
// so the same argument types) and the same outputs in the real contract.
func TestABIFragmentsMatchBindings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		frag  abi.ABI
		whole abi.ABI
	}{
		{"LLMConsumer", consumerABI, bindings.NewLLMConsumer().GetABI()},
		{"OperatorRegistry", registryABI, bindings.NewOperatorRegistry().GetABI()},
	} {
		byID := map[string]abi.Method{}
		for _, m := range tc.whole.Methods {
			byID[string(m.ID)] = m
		}
		for name, m := range tc.frag.Methods {
			w, ok := byID[string(m.ID)]
			if !ok {
				t.Errorf("%s: %s is not in the contract", tc.name, m.Sig)
				continue
			}
			if len(w.Outputs) != len(m.Outputs) {
				t.Errorf("%s.%s: %d outputs, contract %d", tc.name, name, len(m.Outputs), len(w.Outputs))
				continue
			}
			for i := range m.Outputs {
				if w.Outputs[i].Type.String() != m.Outputs[i].Type.String() {
					t.Errorf("%s.%s output %d: %s, contract %s", tc.name, name, i, m.Outputs[i].Type, w.Outputs[i].Type)
				}
			}
		}
		for name, e := range tc.frag.Events {
			w, ok := tc.whole.Events[name]
			if !ok || w.ID != e.ID {
				t.Errorf("%s: event %s differs from the contract's", tc.name, e.Sig)
				continue
			}
			for i := range e.Inputs {
				if w.Inputs[i].Indexed != e.Inputs[i].Indexed {
					t.Errorf("%s: event %s input %d indexed differs", tc.name, name, i)
				}
			}
		}
		for name, e := range tc.frag.Errors {
			w, ok := tc.whole.Errors[name]
			if !ok {
				w, ok = bindings.NewOperatorRegistry().GetABI().Errors[name] // the checker's errors surface through the registry
			}
			if !ok && assemblyErrors[name] {
				continue
			}
			if !ok || w.ID != e.ID {
				t.Errorf("%s: error %s differs from the contract's (or is not one of its errors)", tc.name, e.Sig)
			}
		}
		if tc.frag.Constructor.Inputs != nil && len(tc.frag.Constructor.Inputs) != len(tc.whole.Constructor.Inputs) {
			t.Errorf("%s: constructor takes %d arguments, contract %d", tc.name, len(tc.frag.Constructor.Inputs), len(tc.whole.Constructor.Inputs))
		}
	}
}
