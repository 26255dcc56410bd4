package aggregator

import (
	"bytes"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
)

// The slice of LLMConsumer's and OperatorRegistry's ABIs the aggregator
// speaks (contracts/src; the Go side of the same structs). Tests deploy the
// real contracts from contracts/artifacts and call them through this ABI, so
// a drift from the Solidity fails them.
const (
	tG1         = `{"name":"%s","type":"tuple","components":[{"name":"X","type":"uint256"},{"name":"Y","type":"uint256"}]}`
	tG1Arr      = `{"name":"%s","type":"tuple[]","components":[{"name":"X","type":"uint256"},{"name":"Y","type":"uint256"}]}`
	tG2         = `{"name":"%s","type":"tuple","components":[{"name":"X","type":"uint256[2]"},{"name":"Y","type":"uint256[2]"}]}`
	tTransition = `{"name":"t","type":"tuple","components":[{"name":"chainId","type":"uint256"},{"name":"consumer","type":"address"},` +
		`{"name":"index","type":"uint64"},{"name":"manifest","type":"bytes32"},{"name":"input","type":"bytes32"},{"name":"slot","type":"bytes32"},` +
		`{"name":"oldValue","type":"bytes32"},{"name":"newValue","type":"bytes32"},{"name":"referenceBlock","type":"uint32"}]}`
)

func fn(name, mut string, inputs, outputs []string) string {
	return fmt.Sprintf(`{"type":"function","name":%q,"stateMutability":%q,"inputs":[%s],"outputs":[%s]}`,
		name, mut, strings.Join(inputs, ","), strings.Join(outputs, ","))
}

func arg(name, typ string) string { return fmt.Sprintf(`{"name":%q,"type":%q}`, name, typ) }

func errDef(name string, inputs ...string) string {
	return fmt.Sprintf(`{"type":"error","name":%q,"inputs":[%s]}`, name, strings.Join(inputs, ","))
}

var quorumSigType = `{"name":"sig","type":"tuple","components":[` + fmt.Sprintf(tG1, "sigma") + `,` + fmt.Sprintf(tG2, "apkG2") + `,` +
	fmt.Sprintf(tG1Arr, "nonSignerKeys") + `,{"name":"apkIndex","type":"uint32"},` + fmt.Sprintf(tG1, "apk") + `,{"name":"apkEntry","type":"uint256"}]}`

// contractErrors are the custom errors verifyAndUpdate can revert with.
var contractErrors = []string{
	errDef("WrongChain", arg("chainId", "uint256"), arg("expected", "uint256")),
	errDef("WrongConsumer", arg("consumer", "address")),
	errDef("WrongIndex", arg("index", "uint64"), arg("expected", "uint64")),
	errDef("WrongManifest", arg("manifest", "bytes32"), arg("expected", "bytes32")),
	errDef("StaleOldValue", arg("slot", "bytes32"), arg("current", "bytes32"), arg("oldValue", "bytes32")),
	errDef("WrongSlot", arg("slot", "bytes32")),
	errDef("TokensMismatch", arg("value", "bytes32"), arg("expected", "bytes32")),
	errDef("TokensRequired"),
	errDef("StaleReferenceBlock", arg("referenceBlock", "uint32"), arg("currentBlock", "uint256"), arg("window", "uint256")),
	errDef("FutureReferenceBlock", arg("referenceBlock", "uint32"), arg("currentBlock", "uint256")),
	errDef("WrongApkIndex", arg("referenceBlock", "uint32"), arg("apkIndex", "uint256")),
	errDef("ApkMismatch", arg("apkIndex", "uint256")),
	errDef("NonSignersNotSorted", arg("position", "uint256")),
	errDef("NonSignerNotRegistered", arg("operatorId", "bytes32")),
	errDef("OperatorHistoryUnavailable", arg("operatorId", "bytes32"), arg("referenceBlock", "uint32")),
	errDef("BelowThreshold", arg("signedStake", "uint256"), arg("totalStake", "uint256")),
	errDef("BadSignature"),
}

var consumerABI = mustABI(append([]string{
	fn("verifyAndUpdate", "nonpayable", []string{tTransition, quorumSigType, arg("root", "bytes32"), arg("tokens", "uint256[]")}, nil),
	fn("nextIndex", "view", nil, []string{arg("", "uint64")}),
	fn("manifest", "view", nil, []string{arg("", "bytes32")}),
	fn("registry", "view", nil, []string{arg("", "address")}),
	fn("thresholdNumerator", "view", nil, []string{arg("", "uint256")}),
	fn("thresholdDenominator", "view", nil, []string{arg("", "uint256")}),
	fn("transitionDigest", "pure", []string{tTransition}, []string{arg("", "bytes32")}),
	`{"type":"event","name":"Updated","anonymous":false,"inputs":[{"name":"index","type":"uint64","indexed":true},` +
		`{"name":"inputHash","type":"bytes32","indexed":true},{"name":"root","type":"bytes32","indexed":false},{"name":"tokens","type":"uint256[]","indexed":false}]}`,
	`{"type":"constructor","stateMutability":"nonpayable","inputs":[` + arg("registry_", "address") + `,` + arg("engine_", "address") + `,` +
		arg("chunkHashes_", "bytes32[]") + `,` + arg("numerator", "uint256") + `,` + arg("denominator", "uint256") + `]}`,
}, contractErrors...))

var registryABI = mustABI([]string{
	fn("referenceWindow", "view", nil, []string{arg("", "uint256")}),
	fn("apkIndexAt", "view", []string{arg("blockNumber", "uint32")}, []string{arg("", "uint32")}),
	fn("apkEntryAt", "view", []string{arg("index", "uint256")}, []string{fmt.Sprintf(tG1, "apk"), arg("apkEntry", "uint256")}),
	fn("stakeAt", "view", []string{arg("operatorId", "bytes32"), arg("blockNumber", "uint32")}, []string{arg("", "uint256")}),
	fn("registerOperator", "nonpayable", []string{fmt.Sprintf(tG1, "pk1"), fmt.Sprintf(tG2, "pk2"), fmt.Sprintf(tG1, "pop")}, nil),
	fn("setStake", "nonpayable", []string{arg("operator", "address"), arg("stake", "uint96")}, nil),
	`{"type":"event","name":"OperatorRegistered","anonymous":false,"inputs":[{"name":"operator","type":"address","indexed":true},` +
		`{"name":"operatorId","type":"bytes32","indexed":true},{"name":"stake","type":"uint256","indexed":false}]}`,
	`{"type":"constructor","stateMutability":"nonpayable","inputs":[` + arg("referenceWindow_", "uint256") + `,` + arg("delegationManager_", "address") + `,` + arg("strategy_", "address") + `]}`,
})

func mustABI(parts []string) abi.ABI {
	a, err := abi.JSON(strings.NewReader("[" + strings.Join(parts, ",") + "]"))
	if err != nil {
		panic("aggregator: bad ABI fragment: " + err.Error())
	}
	return a
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

// RevertError is a contract call that reverted with a known custom error.
type RevertError struct {
	Name string
	Args []any
	Data []byte
}

func (e *RevertError) Error() string {
	if e.Name == "" {
		return fmt.Sprintf("reverted with data 0x%x", e.Data)
	}
	return fmt.Sprintf("reverted: %s%v", e.Name, e.Args)
}

// decodeRevert names revert data by the custom errors of the consumer.
func decodeRevert(data []byte) *RevertError {
	e := &RevertError{Data: data}
	if len(data) < 4 {
		return e
	}
	for name, ce := range consumerABI.Errors {
		if bytes.Equal(ce.ID[:4], data[:4]) {
			e.Name = name
			if v, err := ce.Unpack(data); err == nil {
				if args, ok := v.([]any); ok {
					e.Args = args
				}
			}
			return e
		}
	}
	if reason, err := abi.UnpackRevert(data); err == nil {
		e.Name, e.Args = "Error", []any{reason}
	}
	return e
}
