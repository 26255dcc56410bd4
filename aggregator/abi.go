package aggregator

import (
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// The contracts' ABIs come from the generated bindings (contracts/bindings,
// regenerated with the artifacts), so they cannot drift from the Solidity.
// The 4-argument verifyAndUpdate is "verifyAndUpdate0" there: the inherited
// 2-argument one keeps the plain name.
var (
	consumerABI = bindings.NewLLMConsumer().GetABI()
	registryABI = bindings.NewOperatorRegistry().GetABI()
	// revertErrors name the selectors a Skipped event carries (for logs
	// and LandReceipt.Skipped): the consumer's errors, the signature
	// checker's (they surface in the registry's ABI), and two that
	// BlsQuorum raises from assembly and no ABI lists. Callers that branch
	// on a revert use package reverts.
	revertErrors = mergeErrors(consumerABI, registryABI, bindings.NewShardCommittee().GetABI(), mustABI(`[`+
		`{"type":"error","name":"NonSignersNotSorted","inputs":[{"name":"position","type":"uint256"}]},`+
		`{"type":"error","name":"NonSignerNotRegistered","inputs":[{"name":"operatorId","type":"bytes32"}]}]`))
)

func mustABI(j string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(j))
	if err != nil {
		panic("aggregator: bad ABI: " + err.Error())
	}
	return a
}

func mergeErrors(abis ...abi.ABI) map[string]abi.Error {
	m := map[string]abi.Error{}
	for _, a := range abis {
		for name, e := range a.Errors {
			if _, ok := m[name]; !ok {
				m[name] = e
			}
		}
	}
	return m
}

// ABI-side structs (field names as abi's ToCamelCase of the component names).
type g1Point struct{ X, Y *big.Int }

type g2Point struct{ X, Y [2]*big.Int }

type abiTransition struct {
	ChainId        *big.Int
	Consumer       [20]byte
	Index          uint64
	Manifest       [32]byte
	Input          [32]byte
	Slot           [32]byte
	OldValue       [32]byte
	NewValue       [32]byte
	ReferenceBlock uint32
}

type abiQuorumSignature struct {
	Sigma         g1Point
	ApkG2         g2Point
	NonSignerKeys []g1Point
	ApkIndex      uint32
	Apk           g1Point
	ApkEntry      *big.Int
}
