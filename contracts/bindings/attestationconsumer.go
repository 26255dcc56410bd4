// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// AttestationConsumerPresented is an auto generated low-level Go binding around an user-defined struct.
type AttestationConsumerPresented struct {
	Operator       common.Address
	ReferenceBlock uint32
	Digest         [32]byte
	Input          [32]byte
}

// AttesterSignature is an auto generated low-level Go binding around an user-defined struct.
type AttesterSignature struct {
	Sigma    G1Point
	Pk2      G2Point
	Pk1      G1Point
	Count    *big.Int
	Position *big.Int
	Siblings [][32]byte
}

// AttestationConsumerMetaData contains all meta data concerning the AttestationConsumer contract.
var AttestationConsumerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"epochs_\",\"type\":\"address\",\"internalType\":\"contractIEpochSource\"},{\"name\":\"game_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"manifest_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"fee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"auditBlocks_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"revealBlocks_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"forfeitBps_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ATTESTER_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_ATTESTER\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"attesterSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"auditBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"auditEnd\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"caught\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claims\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"invalid\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"epochs\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIEpochSource\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"forfeit\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"a\",\"type\":\"tuple\",\"internalType\":\"structAttesterSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"forfeitBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"forfeited\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fund\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landing\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leaf\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"liability\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"paid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"payEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"operators\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"counts\",\"type\":\"uint64[]\",\"internalType\":\"uint64[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"payer\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"present\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"a\",\"type\":\"tuple\",\"internalType\":\"structAttesterSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"presented\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"presentedOf\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple[]\",\"internalType\":\"structAttestationConsumer.Presented[]\",\"components\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reveal\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"revealBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revealEnd\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"revealed\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"scan\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"scanned\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"AttestationPresented\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Caught\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EpochFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EpochPaid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"toOperators\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Forfeited\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"cut\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Revealed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AlreadyPaid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AuditClosed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AuditOpen\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadAttesterSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBatchProof\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBooks\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadTerms\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotAnAttestation\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotForfeitable\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotLiable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotSampled\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sampleSize\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotScanned\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"scanned\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"presented\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotUnderRoot\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"RevealClosed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"RevealOpen\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Undecided\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"UnknownEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongAnswer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongFunding\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AttestationConsumer",
	Bin: "0x610160604052348015610010575f5ffd5b506040516136cf3803806136cf83398101604081905261002f916100a6565b828210158061003f575061271081115b1561005d57604051638dc5992160e01b815260040160405180910390fd5b6001600160a01b039687166080529490951660a05260c09290925260e052610100526101209190915261014052610108565b6001600160a01b03811681146100a3575f5ffd5b50565b5f5f5f5f5f5f5f60e0888a0312156100bc575f5ffd5b87516100c78161008f565b60208901519097506100d88161008f565b604089015160608a015160808b015160a08c015160c0909c01519a9d939c50919a90999198509650945092505050565b60805160a05160c05160e0516101005161012051610140516134c76102085f395f81816107cd015261190701525f81816104bf01526112e701525f81816102890152611a6601525f818161069801528181610a890152818161122d0152611ba001525f81816107680152611e3c01525f818161063a0152818161079801528181610b630152818161132a015261154001525f8181610395015281816107f301528181611137015281816116990152818161188101528181611a9601528181611d7b01528181611eeb01528181611fbf0152818161207201528181612102015281816121cc0152818161235701528181612414015261249401526134c75ff3fe6080604052600436106101c3575f3560e01c80636d40f480116100f15780636d40f480146104ae57806373357fda146104e157806376621158146105005780637b103999146105345780637f1c0ee8146105485780638a46e2141461057357806390a7146f146105935780639581b609146105b2578063a07ea544146105d1578063ad13977e1461060a578063c3fe3e2814610629578063d5d44d801461065c578063ddca3f4314610687578063e15dcce1146106ba578063e4027914146106ee578063eff0f5921461070d578063f5baf0d714610757578063fe25e00a1461078a578063ff3504b5146107bc575f5ffd5b80630266cf9c146101c757806309fc75d0146101e85780630b927b321461020757806310f6b9f41461024a578063131935ed146102785780631c2f38ff146102b9578063224ba650146102e757806339a926c4146103065780633ccfd60b146103315780634217806d146103455780634f9c09cc1461037157806358152d07146103845780635ef647e3146103c4578063628f9c5c146103d8578063658b1a08146103f857806369ecc3cf146104175780636a938567146104365780636bd80d92146104555780636cf52e0014610483575b5f5ffd5b3480156101d2575f5ffd5b506101e66101e13660046129aa565b6107ef565b005b3480156101f3575f5ffd5b506101e6610202366004612a2a565b610ae2565b348015610212575f5ffd5b50610235610221366004612a54565b60076020525f908152604090205460ff1681565b60405190151581526020015b60405180910390f35b348015610255575f5ffd5b50610235610264366004612a54565b60036020525f908152604090205460ff1681565b348015610283575f5ffd5b506102ab7f000000000000000000000000000000000000000000000000000000000000000081565b604051908152602001610241565b3480156102c4575f5ffd5b506102356102d3366004612a6b565b60056020525f908152604090205460ff1681565b3480156102f2575f5ffd5b506101e6610301366004612a9d565b610d88565b348015610311575f5ffd5b506102ab610320366004612a54565b5f9081526020819052604090205490565b34801561033c575f5ffd5b506101e6610fce565b348015610350575f5ffd5b5061036461035f366004612a6b565b611077565b6040516102419190612b3a565b6101e661037f366004612a6b565b61111e565b34801561038f575f5ffd5b506103b77f000000000000000000000000000000000000000000000000000000000000000081565b6040516102419190612bae565b3480156103cf575f5ffd5b506102ab600381565b3480156103e3575f5ffd5b506102ab5f5160206134525f395f51905f5281565b348015610403575f5ffd5b506102ab610412366004612a6b565b6112e4565b348015610422575f5ffd5b506101e6610431366004612a54565b61131f565b348015610441575f5ffd5b50610235610450366004612a54565b6113bf565b348015610460575f5ffd5b5061023561046f366004612a54565b60086020525f908152604090205460ff1681565b34801561048e575f5ffd5b506102ab61049d366004612a6b565b600a6020525f908152604090205481565b3480156104b9575f5ffd5b506102ab7f000000000000000000000000000000000000000000000000000000000000000081565b3480156104ec575f5ffd5b506101e66104fb366004612bc2565b6113e8565b34801561050b575f5ffd5b5061051f61051a366004612ca3565b61153b565b60408051928352602083019190915201610241565b34801561053f575f5ffd5b506103b7611696565b348015610553575f5ffd5b506102ab610562366004612a54565b5f9081526001602052604090205490565b34801561057e575f5ffd5b506102ab5f5160206134725f395f51905f5281565b34801561059e575f5ffd5b506102ab6105ad366004612d18565b61171c565b3480156105bd575f5ffd5b506102ab6105cc366004612d4f565b61175a565b3480156105dc575f5ffd5b506102356105eb366004612d7f565b600960209081525f928352604080842090915290825290205460ff1681565b348015610615575f5ffd5b506101e6610624366004612a9d565b6117a2565b348015610634575f5ffd5b506103b77f000000000000000000000000000000000000000000000000000000000000000081565b348015610667575f5ffd5b506102ab610676366004612db6565b60066020525f908152604090205481565b348015610692575f5ffd5b506102ab7f000000000000000000000000000000000000000000000000000000000000000081565b3480156106c5575f5ffd5b506103b76106d4366004612a6b565b60046020525f90815260409020546001600160a01b031681565b3480156106f9575f5ffd5b506102ab610708366004612a6b565b611a63565b348015610718575f5ffd5b50610742610727366004612a54565b5f602081905290815260409020805460019091015460ff1682565b60408051928352901515602083015201610241565b348015610762575f5ffd5b506102ab7f000000000000000000000000000000000000000000000000000000000000000081565b348015610795575f5ffd5b507f00000000000000000000000000000000000000000000000000000000000000006103b7565b3480156107c7575f5ffd5b506102ab7f000000000000000000000000000000000000000000000000000000000000000081565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634bd2d7f9886040518263ffffffff1660e01b815260040161083d9190612dd1565b60a060405180830381865afa158015610858573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061087c9190612dfb565b945050509250505f61088d88611a63565b9050804310156108bd578781604051631bf0a4ef60e11b81526004016108b4929190612e59565b60405180910390fd5b6001600160401b0388165f908152600460205260409020546001600160a01b0316806108fe57886040516373dc867560e11b81526004016108b49190612dd1565b6001600160401b0389165f9081526005602052604090205460ff1615610939578860405163586643f560e11b81526004016108b49190612dd1565b6001600160401b0389165f90815260026020908152604080832054600a909252909120548114610999576001600160401b038a165f908152600a602052604090819020549051630f8856ed60e01b81526108b4918c918490600401612e72565b87861415806109d4575083898989896040516020016109bb9493929190612e93565b6040516020818303038152906040528051906020012014155b156109f2576040516304f230bb60e31b815260040160405180910390fd5b6001600160401b038a165f908152600560205260408120805460ff1916600117905580610a238c858d8d8d8d611a8e565b91509150866001600160401b03168214610a50576040516304f230bb60e31b815260040160405180910390fd5b8b6001600160401b03167f9d1f71fea6efe29ab620bf997c3dc37b208a04833bd7d734dc5470c88a76392e82838a6001600160401b03167f0000000000000000000000000000000000000000000000000000000000000000610ab29190612f20565b610abc9190612f37565b6040805192835260208301919091520160405180910390a2505050505050505050505050565b5f610aec83611a63565b905080431015610b13578281604051631bf0a4ef60e11b81526004016108b4929190612e59565b6001600160401b0383165f908152600260209081526040808320600a9092528220548154919290918590610b48908490612f37565b11610b54578254610b5e565b610b5e8583612f4a565b90505f7f000000000000000000000000000000000000000000000000000000000000000090505f816001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa158015610bc1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610be59190612f5d565b9050835b83811015610d63575f868281548110610c0457610c04612f74565b5f91825260209091206003909102018054909150610c30908490600160a01b900463ffffffff16612f4a565b43111580610cac5750600281015460405163e66d043f60e01b81526001600160a01b0386169163e66d043f91610c6a913091600401612f88565b602060405180830381865afa158015610c85573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ca99190612f5d565b15155b15610cd257806002015460405163f35892c960e01b81526004016108b491815260200190565b60018101546040516336e3b85d60e11b815260048101919091526001600160a01b03851690636dc770ba90602401602060405180830381865afa158015610d1b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d3f9190612fb0565b15610d5a578054610d5a908b906001600160a01b0316611ce2565b50600101610be9565b5050506001600160401b039095165f908152600a602052604090209490945550505050565b5f610d938786611d77565b90505f610d9f88611a63565b9050804310610dc55787816040516313fd77f960e31b81526004016108b4929190612e59565b5f610dd38989858989611ee6565b905060a08701355f610de68583886121a9565b5f8681526003602052604090205490915060ff16610ece575f858152600360209081526040808320805460ff191660011790556001600160401b038e16835260028252918290208251608081019093526001600160a01b038516835291908101610e586101208d016101008e01612fc9565b63ffffffff908116825260208083018a905260808e01356040938401528454600181810187555f968752958290208551600390920201805492860151909316600160a01b026001600160c01b03199092166001600160a01b03909116171781559082015192810192909255606001516002909101555b60408051808201825260e08b013581525f602080830182815260808e01358352908290529290209051815590516001909101805460ff191691151591909117905584610f2b610f256101208c016101008d01612fc9565b8361175a565b60408051602081019390935282015260600160408051808303601f19018152828252805160209182012060808d01355f81815260018452849020919091558d84526001600160401b0387811692850192909252918301919091526001600160a01b03841691908d16907e62602c1911b9e22786645df28237f1866ce22df635b9d845f0b0b7f891076d906060015b60405180910390a35050505050505050505050565b335f9081526006602052604081205490819003610ffe57604051631d42c86760e21b815260040160405180910390fd5b335f818152600660205260408082208290555190919083908381818185875af1925050503d805f811461104c576040519150601f19603f3d011682016040523d82523d5f602084013e611051565b606091505b505090508061107357604051631d42c86760e21b815260040160405180910390fd5b5050565b6001600160401b0381165f908152600260209081526040808320805482518185028101850190935280835260609492939192909184015b82821015611113575f848152602090819020604080516080810182526003860290920180546001600160a01b0381168452600160a01b900463ffffffff16838501526001808201549284019290925260020154606083015290835290920191016110ae565b505050509050919050565b604051634bd2d7f960e01b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f99061116c908590600401612dd1565b60a060405180830381865afa158015611187573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111ab9190612dfb565b505050915050806001600160401b03165f036111dc5781604051632938879b60e21b81526004016108b49190612dd1565b6001600160401b0382165f908152600460205260409020546001600160a01b03161561121d57816040516351c9322760e01b81526004016108b49190612dd1565b5f6112516001600160401b0383167f0000000000000000000000000000000000000000000000000000000000000000612f20565b905080341461127c576040516346da3a2760e01b8152346004820152602481018290526044016108b4565b6001600160401b0383165f818152600460205260409081902080546001600160a01b0319163390811790915590517f6ead22fcbaf6c74ec51e5bde1c7c7bee4995ce80c2ff9f87270dbe0a4788328d916112d7918590612f88565b60405180910390a2505050565b5f7f000000000000000000000000000000000000000000000000000000000000000061130f83612352565b6113199190612f4a565b92915050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461136a57336040516339063ae160e11b81526004016108b49190612bae565b5f81815260208181526040918290206001808201805460ff1916909117905554915191825282917f50930c92389a663936275dd174834ea9f9ef9da91cbf5c0fd6df3ee447fd6d8a910160405180910390a250565b5f8181526020819052604081208054158015906113e15750600181015460ff16155b9392505050565b5f6113f38c8b611d77565b90505f6113ff8d6112e4565b9050804310611425578c816040516352ea797b60e01b81526004016108b4929190612e59565b6114328d8d848d8d611ee6565b5060405160808c0135906114509088908a908c90829060200161300b565b604051602081830303815290604052805190602001201415806114a157508a60e001358585856040516020016114889392919061302d565b6040516020818303038152906040528051906020012014155b156114bf57604051630beb144560e21b815260040160405180910390fd5b5f8281526007602052604090819020805460ff191660011790555160808c0135906001600160401b038f16907fa17d3ab1a4d6bd30d46f5b37f204d3ee92ea370b2fc2e6eb41f2c384e3076e03906115249086908d908d908d908d908d908d9061306f565b60405180910390a350505050505050505050505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ab82d9a0876040518263ffffffff1660e01b815260040161158c91815260200190565b61024060405180830381865afa1580156115a8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115cc9190613130565b60a08101519091506001600160a01b0316301415806115ec575060408414155b1561160d5760405163f0b80d1360e01b8152600481018790526024016108b4565b5f8061161b86880188613264565b91509150600382141580611642575082610220015161163f8461010001518361175a565b14155b156116635760405163f0b80d1360e01b8152600481018990526024016108b4565b60408051602081018390520160405160208183030381529060405280519060200120600194509450505050935093915050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa1580156116f3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117179190613284565b905090565b5f5f5160206134725f395f51905f528260405160200161173d92919061329f565b604051602081830303815290604052805190602001209050919050565b604080515f5160206134525f395f51905f5260208083019190915263ffffffff9490941681830152606080820193909352815180820390930183526080019052805191012090565b5f6117ad8786611d77565b90505f6117b9886112e4565b9050804310806117d157506117cd88611a63565b4310155b156117f357878160405163dc58fa0d60e01b81526004016108b4929190612e59565b5f8281526007602052604090205460ff168061181c57505f8281526008602052604090205460ff165b1561183d5760405163019d2b5b60e61b8152600481018390526024016108b4565b61184a8888848888611ee6565b5060a086013561185b8382866121a9565b505f838152600860205260409020805460ff1916600117905561187e8982611ce2565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa1580156118db573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118ff9190613284565b90505f6127107f0000000000000000000000000000000000000000000000000000000000000000836001600160a01b03166342623360866040518263ffffffff1660e01b81526004016119529190612bae565b602060405180830381865afa15801561196d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611991919061334b565b6001600160601b03166119a49190612f20565b6119ae9190613371565b60405163c61b4cc360e01b81526001600160a01b0385811660048301526001600160601b03831660248301529192509083169063c61b4cc3906044015f604051808303815f87803b158015611a01575f5ffd5b505af1158015611a13573d5f5f3e3d5ffd5b505060408051888152602081018590526001600160a01b03871693506001600160401b038f1692507f9207d1014c5c9d3a464fa559b3ceaf7b1200a03a1a5bb43bcc6f07c1262ddd119101610fb9565b5f7f000000000000000000000000000000000000000000000000000000000000000061130f83612352565b5f5f5f5f5f1b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663450a5d218b6040518263ffffffff1660e01b8152600401611ae09190612dd1565b602060405180830381865afa158015611afb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b1f9190612f5d565b141590505f5b86811015611cd557858582818110611b3f57611b3f612f74565b9050602002016020810190611b549190612a6b565b611b67906001600160401b031685612f4a565b93505f868683818110611b7c57611b7c612f74565b9050602002016020810190611b919190612a6b565b611bc4906001600160401b03167f0000000000000000000000000000000000000000000000000000000000000000612f20565b9050828015611c2b57506001600160401b038b165f908152600960205260408120908a8a85818110611bf857611bf8612f74565b9050602002016020810190611c0d9190612db6565b6001600160a01b0316815260208101919091526040015f205460ff16155b15611c9f578060065f8b8b86818110611c4657611c46612f74565b9050602002016020810190611c5b9190612db6565b6001600160a01b03166001600160a01b031681526020019081526020015f205f828254611c889190612f4a565b90915550611c9890508185612f4a565b9350611ccc565b6001600160a01b038a165f9081526006602052604081208054839290611cc6908490612f4a565b90915550505b50600101611b25565b5050965096945050505050565b6001600160401b0382165f9081526009602090815260408083206001600160a01b038516845290915290205460ff16611073576001600160401b0382165f8181526009602090815260408083206001600160a01b0386168085529252808320805460ff19166001179055519092917fcff411cd0d7e92c11ddedce0f387576ea8f6195da348243f523f16da87f7516491a35050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634bd2d7f9856040518263ffffffff1660e01b8152600401611dc59190612dd1565b60a060405180830381865afa158015611de0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e049190612dfb565b509350309250611e1d9150506040850160208601612db6565b6001600160a01b0316141580611e34575082354614155b80611e6357507f0000000000000000000000000000000000000000000000000000000000000000836060013514155b80611e8f57506001600160401b038416611e836060850160408601612a6b565b6001600160401b031614155b80611eb7575063ffffffff8116611eae61012085016101008601612fc9565b63ffffffff1614155b15611ed55760405163eef2c18760e01b815260040160405180910390fd5b611ede8361171c565b949350505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634bd2d7f9896040518263ffffffff1660e01b8152600401611f359190612dd1565b60a060405180830381865afa158015611f50573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f749190612dfb565b50505091509150806001600160401b03165f03611fa65787604051632938879b60e21b81526004016108b49190612dd1565b604051635637828560e01b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690635637828590611ff4908590600401612dd1565b602060405180830381865afa15801561200f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120339190612f5d565b905080881061205b578888826040516336ea681160e11b81526004016108b493929190612e72565b604051632ff211c360e21b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063bfc8470c906120a9908c908c90600401612e59565b602060405180830381865afa1580156120c4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120e89190613390565b60405163189bf41360e11b81529094506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690633137e8269061214190869086908c908a908d908d906004016133ab565b602060405180830381865afa15801561215c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906121809190612fb0565b61219d5760405163441752f160e11b815260040160405180910390fd5b50505095945050505050565b60c08101355f90815260e0820135602052604081209050826001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015612226573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061224a9190613284565b6001600160a01b03166363ea4ab2836040518263ffffffff1660e01b815260040161227791815260200190565b602060405180830381865afa158015612292573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122b69190613284565b6001600160a01b03161415806122d357506001600160a01b038316155b156122f15760405163350e415960e11b815260040160405180910390fd5b5f612315856101008501356101208601356123106101408801886133f4565b61252f565b90508261232c8260c083013560e08401358461262d565b6123495760405163350e415960e11b815260040160405180910390fd5b50509392505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634bd2d7f9856040518263ffffffff1660e01b81526004016123a19190612dd1565b60a060405180830381865afa1580156123bc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123e09190612dfb565b50509250925050816001600160401b03165f036124125783604051632938879b60e21b81526004016108b49190612dd1565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a94db4a66040518163ffffffff1660e01b8152600401602060405180830381865afa15801561246e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124929190612f5d565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663cc55d7b46040518163ffffffff1660e01b8152600401602060405180830381865afa1580156124ee573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125129190612f5d565b612525906001600160401b038416612f4a565b611ede9190612f4a565b5f84158061253e575061010085115b806125495750848410155b1561256657604051628fcaf760e81b815260040160405180910390fd5b5f5b85816001901b10156125845761257d81613439565b9050612568565b8281146125a357604051628fcaf760e81b815260040160405180910390fd5b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e875f5b83811015612607578060051b870135600189831c165f81146125ef57815f52836020526125f7565b835f52816020525b505060405f2091506001016125c7565b506040518281528160208201528860408201526060812094505050505095945050505050565b5f61263b855f868686612644565b95945050505050565b5f5f5f865f036126615761265788612702565b909250905061266b565b5050845160208601515b61267361291d565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e08201526126f5816127bd565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa612791575f5ffd5b815193508083858609036127a557506127b6565b50602081528160018508935061276e565b5050915091565b5f612911565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6127f45750611319565b825160408501526020830151606085015260408360808660065afa6128195750611319565b60018452600260208501528060408501525060408360608560075afa156113195760c0820151604084015260e08201516060840152604060c0830160808560065afa15611319577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156113195750505160011490565b611319604051836127c3565b604051806101800160405280600c906020820280368337509192915050565b6001600160401b0381168114612950575f5ffd5b50565b803561295e8161293c565b919050565b5f5f83601f840112612973575f5ffd5b5081356001600160401b03811115612989575f5ffd5b6020830191508360208260051b85010111156129a3575f5ffd5b9250929050565b5f5f5f5f5f606086880312156129be575f5ffd5b85356129c98161293c565b945060208601356001600160401b038111156129e3575f5ffd5b6129ef88828901612963565b90955093505060408601356001600160401b03811115612a0d575f5ffd5b612a1988828901612963565b969995985093965092949392505050565b5f5f60408385031215612a3b575f5ffd5b8235612a468161293c565b946020939093013593505050565b5f60208284031215612a64575f5ffd5b5035919050565b5f60208284031215612a7b575f5ffd5b81356113e18161293c565b5f6101208284031215612a97575f5ffd5b50919050565b5f5f5f5f5f5f6101a08789031215612ab3575f5ffd5b8635612abe8161293c565b955060208701359450612ad48860408901612a86565b93506101608701356001600160401b03811115612aef575f5ffd5b612afb89828a01612963565b9094509250506101808701356001600160401b03811115612b1a575f5ffd5b8701610160818a031215612b2c575f5ffd5b809150509295509295509295565b602080825282518282018190525f918401906040840190835b81811015612ba357835180516001600160a01b0316845260208082015163ffffffff1681860152604080830151908601526060918201519185019190915290930192608090920191600101612b53565b509095945050505050565b6001600160a01b0391909116815260200190565b5f5f5f5f5f5f5f5f5f5f5f6102008c8e031215612bdd575f5ffd5b612be68c612953565b9a5060208c01359950612bfc8d60408e01612a86565b98506101608c01356001600160401b03811115612c17575f5ffd5b612c238e828f01612963565b9099509750506101808c01356001600160401b03811115612c42575f5ffd5b612c4e8e828f01612963565b9097509550506101a08c013593506101c08c013592506101e08c01356001600160401b03811115612c7d575f5ffd5b612c898e828f01612963565b915080935050809150509295989b509295989b9093969950565b5f5f5f60408486031215612cb5575f5ffd5b8335925060208401356001600160401b03811115612cd1575f5ffd5b8401601f81018613612ce1575f5ffd5b80356001600160401b03811115612cf6575f5ffd5b866020828401011115612d07575f5ffd5b939660209190910195509293505050565b5f6101208284031215612d29575f5ffd5b6113e18383612a86565b63ffffffff81168114612950575f5ffd5b803561295e81612d33565b5f5f60408385031215612d60575f5ffd5b8235612a4681612d33565b6001600160a01b0381168114612950575f5ffd5b5f5f60408385031215612d90575f5ffd5b8235612d9b8161293c565b91506020830135612dab81612d6b565b809150509250929050565b5f60208284031215612dc6575f5ffd5b81356113e181612d6b565b6001600160401b0391909116815260200190565b805161295e8161293c565b805161295e81612d33565b5f5f5f5f5f60a08688031215612e0f575f5ffd5b85516020870151909550612e228161293c565b6040870151909450612e338161293c565b6060870151909350612e4481612d33565b60809690960151949793965091949392915050565b6001600160401b03929092168252602082015260400190565b6001600160401b039390931683526020830191909152604082015260600190565b5f8186825b87811015612ec9578135612eab81612d6b565b6001600160a01b031683526020928301929190910190600101612e98565b50859190505f5b85811015612f00578235612ee38161293c565b6001600160401b0316825260209283019290910190600101612ed0565b50979650505050505050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761131957611319612f0c565b8181038181111561131957611319612f0c565b8082018082111561131957611319612f0c565b5f60208284031215612f6d575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b6001600160a01b03929092168252602082015260400190565b8051801515811461295e575f5ffd5b5f60208284031215612fc0575f5ffd5b6113e182612fa1565b5f60208284031215612fd9575f5ffd5b81356113e181612d33565b5f6001600160fb1b03831115612ff8575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f613023604083018486612fe4565b9695505050505050565b8381525f61263b602083018486612fe4565b8183525f6001600160fb1b03831115613056575f5ffd5b8260051b80836020870137939093016020019392505050565b87815260a060208201525f61308860a08301888a61303f565b86604084015285606084015282810360808401526130a781858761303f565b9a9950505050505050505050565b60405161024081016001600160401b03811182821017156130e457634e487b7160e01b5f52604160045260245ffd5b60405290565b805161295e81612d6b565b805165ffffffffffff8116811461295e575f5ffd5b805160ff8116811461295e575f5ffd5b80516001600160801b038116811461295e575f5ffd5b5f610240828403128015613142575f5ffd5b5061314b6130b5565b613154836130ea565b8152613162602084016130f5565b60208201526131736040840161310a565b604082015261318460608401612fa1565b606082015261319560808401612df0565b60808201526131a660a084016130ea565b60a08201526131b760c08401612df0565b60c08201526131c860e08401612df0565b60e08201526131da6101008401612df0565b61010082015261012083810151908201526101408084015190820152610160808401519082015261320e6101808401612de5565b6101808201526132216101a08401612de5565b6101a08201526132346101c0840161311a565b6101c08201526101e083810151908201526102008084015190820152610220928301519281019290925250919050565b5f5f60408385031215613275575f5ffd5b50508035926020909101359150565b5f60208284031215613294575f5ffd5b81516113e181612d6b565b82815281356020808301919091526101408201908301356132bf81612d6b565b6001600160a01b03166040838101919091526132dc908401612953565b6001600160401b038116606084015250606083013560808381019190915283013560a08084019190915283013560c08084019190915283013560e08084019190915283013561010080840191909152613336908401612d44565b63ffffffff8116610120840152509392505050565b5f6020828403121561335b575f5ffd5b81516001600160601b03811681146113e1575f5ffd5b5f8261338b57634e487b7160e01b5f52601260045260245ffd5b500490565b5f602082840312156133a0575f5ffd5b81516113e18161293c565b8681526001600160401b03861660208201528460408201526001600160401b038416606082015260a060808201525f6133e860a08301848661303f565b98975050505050505050565b5f5f8335601e19843603018112613409575f5ffd5b8301803591506001600160401b03821115613422575f5ffd5b6020019150600581901b36038213156129a3575f5ffd5b5f6001820161344a5761344a612f0c565b506001019056fe420202f27e3e9970e3d8afde8de1185a95838d3ff8049e0ad331cae97cca5cb6c272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5a264697066735822122024b2be89e4716340f86a1ce3cd0d11542d81fea3a871ce25ffcb2ef104f6f7d364736f6c63430008250033",
}

// AttestationConsumer is an auto generated Go binding around an Ethereum contract.
type AttestationConsumer struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AttestationConsumer) GetABI() abi.ABI {
	return c.abi
}

// NewAttestationConsumer creates a new instance of AttestationConsumer.
func NewAttestationConsumer() *AttestationConsumer {
	parsed, err := AttestationConsumerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AttestationConsumer{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AttestationConsumer) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address epochs_, address game_, bytes32 manifest_, uint256 fee_, uint256 auditBlocks_, uint256 revealBlocks_, uint256 forfeitBps_) returns()
func (attestationConsumer *AttestationConsumer) PackConstructor(epochs_ common.Address, game_ common.Address, manifest_ [32]byte, fee_ *big.Int, auditBlocks_ *big.Int, revealBlocks_ *big.Int, forfeitBps_ *big.Int) []byte {
	enc, err := attestationConsumer.abi.Pack("", epochs_, game_, manifest_, fee_, auditBlocks_, revealBlocks_, forfeitBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackATTESTERSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x628f9c5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ATTESTER_SIGNATORY() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackATTESTERSIGNATORY() []byte {
	enc, err := attestationConsumer.abi.Pack("ATTESTER_SIGNATORY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackATTESTERSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x628f9c5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ATTESTER_SIGNATORY() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackATTESTERSIGNATORY() ([]byte, error) {
	return attestationConsumer.abi.Pack("ATTESTER_SIGNATORY")
}

// UnpackATTESTERSIGNATORY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x628f9c5c.
//
// Solidity: function ATTESTER_SIGNATORY() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackATTESTERSIGNATORY(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("ATTESTER_SIGNATORY", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLIABLEATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ef647e3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LIABLE_ATTESTER() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackLIABLEATTESTER() []byte {
	enc, err := attestationConsumer.abi.Pack("LIABLE_ATTESTER")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLIABLEATTESTER is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ef647e3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LIABLE_ATTESTER() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackLIABLEATTESTER() ([]byte, error) {
	return attestationConsumer.abi.Pack("LIABLE_ATTESTER")
}

// UnpackLIABLEATTESTER is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5ef647e3.
//
// Solidity: function LIABLE_ATTESTER() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackLIABLEATTESTER(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("LIABLE_ATTESTER", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTRANSITIONDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a46e214.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackTRANSITIONDOMAIN() []byte {
	enc, err := attestationConsumer.abi.Pack("TRANSITION_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTRANSITIONDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a46e214.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackTRANSITIONDOMAIN() ([]byte, error) {
	return attestationConsumer.abi.Pack("TRANSITION_DOMAIN")
}

// UnpackTRANSITIONDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a46e214.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackTRANSITIONDOMAIN(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("TRANSITION_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbiter() view returns(address)
func (attestationConsumer *AttestationConsumer) PackArbiter() []byte {
	enc, err := attestationConsumer.abi.Pack("arbiter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbiter() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackArbiter() ([]byte, error) {
	return attestationConsumer.abi.Pack("arbiter")
}

// UnpackArbiter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe25e00a.
//
// Solidity: function arbiter() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackArbiter(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("arbiter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackAttesterSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9581b609.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attesterSignatory(uint32 referenceBlock, bytes32 operatorId) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackAttesterSignatory(referenceBlock uint32, operatorId [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("attesterSignatory", referenceBlock, operatorId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttesterSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9581b609.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attesterSignatory(uint32 referenceBlock, bytes32 operatorId) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackAttesterSignatory(referenceBlock uint32, operatorId [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("attesterSignatory", referenceBlock, operatorId)
}

// UnpackAttesterSignatory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9581b609.
//
// Solidity: function attesterSignatory(uint32 referenceBlock, bytes32 operatorId) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackAttesterSignatory(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("attesterSignatory", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAuditBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x131935ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackAuditBlocks() []byte {
	enc, err := attestationConsumer.abi.Pack("auditBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuditBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x131935ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackAuditBlocks() ([]byte, error) {
	return attestationConsumer.abi.Pack("auditBlocks")
}

// UnpackAuditBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x131935ed.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackAuditBlocks(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("auditBlocks", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAuditEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4027914.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackAuditEnd(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("auditEnd", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuditEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4027914.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackAuditEnd(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("auditEnd", epoch)
}

// UnpackAuditEnd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4027914.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackAuditEnd(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("auditEnd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCaught is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa07ea544.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function caught(uint64 epoch, address operator) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackCaught(epoch uint64, operator common.Address) []byte {
	enc, err := attestationConsumer.abi.Pack("caught", epoch, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCaught is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa07ea544.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function caught(uint64 epoch, address operator) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackCaught(epoch uint64, operator common.Address) ([]byte, error) {
	return attestationConsumer.abi.Pack("caught", epoch, operator)
}

// UnpackCaught is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa07ea544.
//
// Solidity: function caught(uint64 epoch, address operator) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackCaught(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("caught", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackClaims is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeff0f592.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) PackClaims(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("claims", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaims is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeff0f592.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) TryPackClaims(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("claims", input)
}

// ClaimsOutput serves as a container for the return parameters of contract
// method Claims.
type ClaimsOutput struct {
	Value   [32]byte
	Invalid bool
}

// UnpackClaims is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeff0f592.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) UnpackClaims(data []byte) (ClaimsOutput, error) {
	out, err := attestationConsumer.abi.Unpack("claims", data)
	outstruct := new(ClaimsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Invalid = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackCredit(account common.Address) []byte {
	enc, err := attestationConsumer.abi.Pack("credit", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackCredit(account common.Address) ([]byte, error) {
	return attestationConsumer.abi.Pack("credit", account)
}

// UnpackCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5d44d80.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackCredit(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("credit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58152d07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) PackEpochs() []byte {
	enc, err := attestationConsumer.abi.Pack("epochs")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58152d07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackEpochs() ([]byte, error) {
	return attestationConsumer.abi.Pack("epochs")
}

// UnpackEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x58152d07.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackEpochs(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("epochs", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackFee() []byte {
	enc, err := attestationConsumer.abi.Pack("fee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackFee() ([]byte, error) {
	return attestationConsumer.abi.Pack("fee")
}

// UnpackFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddca3f43.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackFee(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("fee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackForfeit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad13977e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forfeit(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256),uint256,uint256,bytes32[]) a) returns()
func (attestationConsumer *AttestationConsumer) PackForfeit(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, a AttesterSignature) []byte {
	enc, err := attestationConsumer.abi.Pack("forfeit", epoch, draw, t, siblings, a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForfeit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad13977e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forfeit(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256),uint256,uint256,bytes32[]) a) returns()
func (attestationConsumer *AttestationConsumer) TryPackForfeit(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, a AttesterSignature) ([]byte, error) {
	return attestationConsumer.abi.Pack("forfeit", epoch, draw, t, siblings, a)
}

// PackForfeitBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff3504b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forfeitBps() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackForfeitBps() []byte {
	enc, err := attestationConsumer.abi.Pack("forfeitBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForfeitBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xff3504b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forfeitBps() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackForfeitBps() ([]byte, error) {
	return attestationConsumer.abi.Pack("forfeitBps")
}

// UnpackForfeitBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xff3504b5.
//
// Solidity: function forfeitBps() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackForfeitBps(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("forfeitBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackForfeited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bd80d92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function forfeited(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackForfeited(digest [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("forfeited", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackForfeited is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6bd80d92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function forfeited(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackForfeited(digest [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("forfeited", digest)
}

// UnpackForfeited is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6bd80d92.
//
// Solidity: function forfeited(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackForfeited(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("forfeited", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9c09cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint64 epoch) payable returns()
func (attestationConsumer *AttestationConsumer) PackFund(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("fund", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9c09cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint64 epoch) payable returns()
func (attestationConsumer *AttestationConsumer) TryPackFund(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("fund", epoch)
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) PackGame() []byte {
	enc, err := attestationConsumer.abi.Pack("game")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackGame() ([]byte, error) {
	return attestationConsumer.abi.Pack("game")
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3fe3e28.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackGame(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("game", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInvalidate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ecc3cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalidate(bytes32 input) returns()
func (attestationConsumer *AttestationConsumer) PackInvalidate(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("invalidate", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvalidate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ecc3cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invalidate(bytes32 input) returns()
func (attestationConsumer *AttestationConsumer) TryPackInvalidate(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("invalidate", input)
}

// PackIsValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a938567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackIsValid(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("isValid", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a938567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackIsValid(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("isValid", input)
}

// UnpackIsValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a938567.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackIsValid(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("isValid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLanding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f1c0ee8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackLanding(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("landing", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLanding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f1c0ee8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackLanding(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("landing", input)
}

// UnpackLanding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7f1c0ee8.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackLanding(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("landing", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90a7146f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackLeaf(t Transition) []byte {
	enc, err := attestationConsumer.abi.Pack("leaf", t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90a7146f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackLeaf(t Transition) ([]byte, error) {
	return attestationConsumer.abi.Pack("leaf", t)
}

// UnpackLeaf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x90a7146f.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackLeaf(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("leaf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLiability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76621158.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (attestationConsumer *AttestationConsumer) PackLiability(challengeId *big.Int, proof []byte) []byte {
	enc, err := attestationConsumer.abi.Pack("liability", challengeId, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76621158.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (attestationConsumer *AttestationConsumer) TryPackLiability(challengeId *big.Int, proof []byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("liability", challengeId, proof)
}

// UnpackLiability is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76621158.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (attestationConsumer *AttestationConsumer) UnpackLiability(data []byte) (LiabilityOutput, error) {
	out, err := attestationConsumer.abi.Unpack("liability", data)
	outstruct := new(LiabilityOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Signers = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Count = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackManifest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5baf0d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackManifest() []byte {
	enc, err := attestationConsumer.abi.Pack("manifest")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackManifest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5baf0d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackManifest() ([]byte, error) {
	return attestationConsumer.abi.Pack("manifest")
}

// UnpackManifest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5baf0d7.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackManifest(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("manifest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2f38ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackPaid(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("paid", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2f38ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackPaid(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("paid", epoch)
}

// UnpackPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c2f38ff.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackPaid(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("paid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPayEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0266cf9c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payEpoch(uint64 epoch, address[] operators, uint64[] counts) returns()
func (attestationConsumer *AttestationConsumer) PackPayEpoch(epoch uint64, operators []common.Address, counts []uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("payEpoch", epoch, operators, counts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0266cf9c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payEpoch(uint64 epoch, address[] operators, uint64[] counts) returns()
func (attestationConsumer *AttestationConsumer) TryPackPayEpoch(epoch uint64, operators []common.Address, counts []uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("payEpoch", epoch, operators, counts)
}

// PackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe15dcce1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) PackPayer(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("payer", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe15dcce1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackPayer(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("payer", epoch)
}

// UnpackPayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe15dcce1.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackPayer(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("payer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPresent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x224ba650.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function present(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256),uint256,uint256,bytes32[]) a) returns()
func (attestationConsumer *AttestationConsumer) PackPresent(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, a AttesterSignature) []byte {
	enc, err := attestationConsumer.abi.Pack("present", epoch, draw, t, siblings, a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x224ba650.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function present(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256),uint256,uint256,bytes32[]) a) returns()
func (attestationConsumer *AttestationConsumer) TryPackPresent(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, a AttesterSignature) ([]byte, error) {
	return attestationConsumer.abi.Pack("present", epoch, draw, t, siblings, a)
}

// PackPresented is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f6b9f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackPresented(digest [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("presented", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresented is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f6b9f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackPresented(digest [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("presented", digest)
}

// UnpackPresented is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x10f6b9f4.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackPresented(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("presented", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPresentedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4217806d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,uint32,bytes32,bytes32)[])
func (attestationConsumer *AttestationConsumer) PackPresentedOf(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("presentedOf", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresentedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4217806d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,uint32,bytes32,bytes32)[])
func (attestationConsumer *AttestationConsumer) TryPackPresentedOf(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("presentedOf", epoch)
}

// UnpackPresentedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4217806d.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,uint32,bytes32,bytes32)[])
func (attestationConsumer *AttestationConsumer) UnpackPresentedOf(data []byte) ([]AttestationConsumerPresented, error) {
	out, err := attestationConsumer.abi.Unpack("presentedOf", data)
	if err != nil {
		return *new([]AttestationConsumerPresented), err
	}
	out0 := *abi.ConvertType(out[0], new([]AttestationConsumerPresented)).(*[]AttestationConsumerPresented)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (attestationConsumer *AttestationConsumer) PackRegistry() []byte {
	enc, err := attestationConsumer.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackRegistry() ([]byte, error) {
	return attestationConsumer.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39a926c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackResult(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("result", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39a926c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackResult(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("result", input)
}

// UnpackResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39a926c4.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackResult(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("result", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73357fda.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reveal(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens) returns()
func (attestationConsumer *AttestationConsumer) PackReveal(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int) []byte {
	enc, err := attestationConsumer.abi.Pack("reveal", epoch, draw, t, siblings, prompt, n, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReveal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73357fda.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reveal(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens) returns()
func (attestationConsumer *AttestationConsumer) TryPackReveal(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return attestationConsumer.abi.Pack("reveal", epoch, draw, t, siblings, prompt, n, root, tokens)
}

// PackRevealBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d40f480.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackRevealBlocks() []byte {
	enc, err := attestationConsumer.abi.Pack("revealBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d40f480.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackRevealBlocks() ([]byte, error) {
	return attestationConsumer.abi.Pack("revealBlocks")
}

// UnpackRevealBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6d40f480.
//
// Solidity: function revealBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackRevealBlocks(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("revealBlocks", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRevealEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x658b1a08.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackRevealEnd(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("revealEnd", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x658b1a08.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackRevealEnd(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("revealEnd", epoch)
}

// UnpackRevealEnd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x658b1a08.
//
// Solidity: function revealEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackRevealEnd(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("revealEnd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRevealed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b927b32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function revealed(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackRevealed(digest [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("revealed", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRevealed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b927b32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function revealed(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackRevealed(digest [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("revealed", digest)
}

// UnpackRevealed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b927b32.
//
// Solidity: function revealed(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackRevealed(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("revealed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackScan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09fc75d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scan(uint64 epoch, uint256 max) returns()
func (attestationConsumer *AttestationConsumer) PackScan(epoch uint64, max *big.Int) []byte {
	enc, err := attestationConsumer.abi.Pack("scan", epoch, max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScan is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09fc75d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scan(uint64 epoch, uint256 max) returns()
func (attestationConsumer *AttestationConsumer) TryPackScan(epoch uint64, max *big.Int) ([]byte, error) {
	return attestationConsumer.abi.Pack("scan", epoch, max)
}

// PackScanned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf52e00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scanned(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackScanned(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("scanned", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScanned is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf52e00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scanned(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackScanned(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("scanned", epoch)
}

// UnpackScanned is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6cf52e00.
//
// Solidity: function scanned(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackScanned(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("scanned", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (attestationConsumer *AttestationConsumer) PackWithdraw() []byte {
	enc, err := attestationConsumer.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (attestationConsumer *AttestationConsumer) TryPackWithdraw() ([]byte, error) {
	return attestationConsumer.abi.Pack("withdraw")
}

// AttestationConsumerAttestationPresented represents a AttestationPresented event raised by the AttestationConsumer contract.
type AttestationConsumerAttestationPresented struct {
	Epoch    uint64
	Draw     *big.Int
	Position uint64
	Operator common.Address
	Input    [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerAttestationPresentedEventName = "AttestationPresented"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerAttestationPresented) ContractEventName() string {
	return AttestationConsumerAttestationPresentedEventName
}

// UnpackAttestationPresentedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AttestationPresented(uint64 indexed epoch, uint256 draw, uint64 position, address indexed operator, bytes32 input)
func (attestationConsumer *AttestationConsumer) UnpackAttestationPresentedEvent(log *types.Log) (*AttestationConsumerAttestationPresented, error) {
	event := "AttestationPresented"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerAttestationPresented)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerCaught represents a Caught event raised by the AttestationConsumer contract.
type AttestationConsumerCaught struct {
	Epoch    uint64
	Operator common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerCaughtEventName = "Caught"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerCaught) ContractEventName() string {
	return AttestationConsumerCaughtEventName
}

// UnpackCaughtEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Caught(uint64 indexed epoch, address indexed operator)
func (attestationConsumer *AttestationConsumer) UnpackCaughtEvent(log *types.Log) (*AttestationConsumerCaught, error) {
	event := "Caught"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerCaught)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerEpochFunded represents a EpochFunded event raised by the AttestationConsumer contract.
type AttestationConsumerEpochFunded struct {
	Epoch  uint64
	Payer  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerEpochFundedEventName = "EpochFunded"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerEpochFunded) ContractEventName() string {
	return AttestationConsumerEpochFundedEventName
}

// UnpackEpochFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochFunded(uint64 indexed epoch, address payer, uint256 amount)
func (attestationConsumer *AttestationConsumer) UnpackEpochFundedEvent(log *types.Log) (*AttestationConsumerEpochFunded, error) {
	event := "EpochFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerEpochFunded)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerEpochPaid represents a EpochPaid event raised by the AttestationConsumer contract.
type AttestationConsumerEpochPaid struct {
	Epoch       uint64
	ToOperators *big.Int
	Refunded    *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerEpochPaidEventName = "EpochPaid"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerEpochPaid) ContractEventName() string {
	return AttestationConsumerEpochPaidEventName
}

// UnpackEpochPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochPaid(uint64 indexed epoch, uint256 toOperators, uint256 refunded)
func (attestationConsumer *AttestationConsumer) UnpackEpochPaidEvent(log *types.Log) (*AttestationConsumerEpochPaid, error) {
	event := "EpochPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerEpochPaid)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerForfeited represents a Forfeited event raised by the AttestationConsumer contract.
type AttestationConsumerForfeited struct {
	Epoch    uint64
	Operator common.Address
	Digest   [32]byte
	Cut      *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerForfeitedEventName = "Forfeited"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerForfeited) ContractEventName() string {
	return AttestationConsumerForfeitedEventName
}

// UnpackForfeitedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Forfeited(uint64 indexed epoch, address indexed operator, bytes32 digest, uint256 cut)
func (attestationConsumer *AttestationConsumer) UnpackForfeitedEvent(log *types.Log) (*AttestationConsumerForfeited, error) {
	event := "Forfeited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerForfeited)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerInvalidated represents a Invalidated event raised by the AttestationConsumer contract.
type AttestationConsumerInvalidated struct {
	Input [32]byte
	Value [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerInvalidatedEventName = "Invalidated"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerInvalidated) ContractEventName() string {
	return AttestationConsumerInvalidatedEventName
}

// UnpackInvalidatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Invalidated(bytes32 indexed input, bytes32 value)
func (attestationConsumer *AttestationConsumer) UnpackInvalidatedEvent(log *types.Log) (*AttestationConsumerInvalidated, error) {
	event := "Invalidated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerInvalidated)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AttestationConsumerRevealed represents a Revealed event raised by the AttestationConsumer contract.
type AttestationConsumerRevealed struct {
	Epoch  uint64
	Input  [32]byte
	Digest [32]byte
	Prompt []*big.Int
	N      *big.Int
	Root   [32]byte
	Tokens []*big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerRevealedEventName = "Revealed"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerRevealed) ContractEventName() string {
	return AttestationConsumerRevealedEventName
}

// UnpackRevealedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Revealed(uint64 indexed epoch, bytes32 indexed input, bytes32 digest, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens)
func (attestationConsumer *AttestationConsumer) UnpackRevealedEvent(log *types.Log) (*AttestationConsumerRevealed, error) {
	event := "Revealed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerRevealed)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (attestationConsumer *AttestationConsumer) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AlreadyFunded"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAlreadyFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AlreadyPaid"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AuditClosed"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAuditClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AuditOpen"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAuditOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["BadAttesterSignature"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackBadAttesterSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["BadBatchProof"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackBadBatchProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["BadBooks"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackBadBooksError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["BadTerms"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackBadTermsError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotAnAttestation"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotAnAttestationError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotForfeitable"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotForfeitableError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotFunded"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotLiable"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotLiableError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotSampled"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotSampledError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotScanned"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotScannedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotUnderRoot"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotUnderRootError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["RevealClosed"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackRevealClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["RevealOpen"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackRevealOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["Undecided"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackUndecidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["UnknownEpoch"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackUnknownEpochError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["WithdrawFailed"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackWithdrawFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["WrongAnswer"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackWrongAnswerError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["WrongFunding"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackWrongFundingError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AttestationConsumerAlreadyFunded represents a AlreadyFunded error raised by the AttestationConsumer contract.
type AttestationConsumerAlreadyFunded struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyFunded(uint64 epoch)
func AttestationConsumerAlreadyFundedErrorID() common.Hash {
	return common.HexToHash("0x51c93227d8eec31fd4484288deb704b8a0bd910acb80d4a6b30149d509619261")
}

// UnpackAlreadyFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyFunded(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackAlreadyFundedError(raw []byte) (*AttestationConsumerAlreadyFunded, error) {
	out := new(AttestationConsumerAlreadyFunded)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AlreadyFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAlreadyPaid represents a AlreadyPaid error raised by the AttestationConsumer contract.
type AttestationConsumerAlreadyPaid struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyPaid(uint64 epoch)
func AttestationConsumerAlreadyPaidErrorID() common.Hash {
	return common.HexToHash("0xb0cc87ea68de2463e6379254db5624ccee70d07cd4e94f31df2f9eaeb68a51a0")
}

// UnpackAlreadyPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyPaid(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackAlreadyPaidError(raw []byte) (*AttestationConsumerAlreadyPaid, error) {
	out := new(AttestationConsumerAlreadyPaid)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AlreadyPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAuditClosed represents a AuditClosed error raised by the AttestationConsumer contract.
type AttestationConsumerAuditClosed struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuditClosed(uint64 epoch, uint256 end)
func AttestationConsumerAuditClosedErrorID() common.Hash {
	return common.HexToHash("0x9febbfc859cbe8bdedd60f8ffafed73f16ecc73b3208acd416e104ee016edc56")
}

// UnpackAuditClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuditClosed(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackAuditClosedError(raw []byte) (*AttestationConsumerAuditClosed, error) {
	out := new(AttestationConsumerAuditClosed)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AuditClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAuditOpen represents a AuditOpen error raised by the AttestationConsumer contract.
type AttestationConsumerAuditOpen struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuditOpen(uint64 epoch, uint256 end)
func AttestationConsumerAuditOpenErrorID() common.Hash {
	return common.HexToHash("0x37e149de824deef5f2e812d60e09d547af326b899d7b18bf71ed7343495c5141")
}

// UnpackAuditOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuditOpen(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackAuditOpenError(raw []byte) (*AttestationConsumerAuditOpen, error) {
	out := new(AttestationConsumerAuditOpen)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AuditOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerBadAttesterSignature represents a BadAttesterSignature error raised by the AttestationConsumer contract.
type AttestationConsumerBadAttesterSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadAttesterSignature()
func AttestationConsumerBadAttesterSignatureErrorID() common.Hash {
	return common.HexToHash("0x6a1c82b2cc8b44cbd4b05c352f4fe2823ce39026aaaf4d91965e652882151ba3")
}

// UnpackBadAttesterSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadAttesterSignature()
func (attestationConsumer *AttestationConsumer) UnpackBadAttesterSignatureError(raw []byte) (*AttestationConsumerBadAttesterSignature, error) {
	out := new(AttestationConsumerBadAttesterSignature)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "BadAttesterSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerBadBatchProof represents a BadBatchProof error raised by the AttestationConsumer contract.
type AttestationConsumerBadBatchProof struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBatchProof()
func AttestationConsumerBadBatchProofErrorID() common.Hash {
	return common.HexToHash("0x8fcaf70005893ef6ece4a8bdd4a5d5923d5f4ab795a89daf8a1f7e62e4d63a3f")
}

// UnpackBadBatchProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBatchProof()
func (attestationConsumer *AttestationConsumer) UnpackBadBatchProofError(raw []byte) (*AttestationConsumerBadBatchProof, error) {
	out := new(AttestationConsumerBadBatchProof)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "BadBatchProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerBadBooks represents a BadBooks error raised by the AttestationConsumer contract.
type AttestationConsumerBadBooks struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBooks()
func AttestationConsumerBadBooksErrorID() common.Hash {
	return common.HexToHash("0x279185d8a7ec522f21e23960ebbbc34129013b763f85b59a476849ee2fa931e5")
}

// UnpackBadBooksError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBooks()
func (attestationConsumer *AttestationConsumer) UnpackBadBooksError(raw []byte) (*AttestationConsumerBadBooks, error) {
	out := new(AttestationConsumerBadBooks)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "BadBooks", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerBadTerms represents a BadTerms error raised by the AttestationConsumer contract.
type AttestationConsumerBadTerms struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadTerms()
func AttestationConsumerBadTermsErrorID() common.Hash {
	return common.HexToHash("0x8dc599212cab654299a2bf31d0baab479b0ef032e5276a7206a05bbb2910ec06")
}

// UnpackBadTermsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadTerms()
func (attestationConsumer *AttestationConsumer) UnpackBadTermsError(raw []byte) (*AttestationConsumerBadTerms, error) {
	out := new(AttestationConsumerBadTerms)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "BadTerms", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotAnAttestation represents a NotAnAttestation error raised by the AttestationConsumer contract.
type AttestationConsumerNotAnAttestation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAnAttestation()
func AttestationConsumerNotAnAttestationErrorID() common.Hash {
	return common.HexToHash("0xeef2c187d0bfda713699f140566cd503200d4b09d6eb9aaa990bc2527f8617da")
}

// UnpackNotAnAttestationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAnAttestation()
func (attestationConsumer *AttestationConsumer) UnpackNotAnAttestationError(raw []byte) (*AttestationConsumerNotAnAttestation, error) {
	out := new(AttestationConsumerNotAnAttestation)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotAnAttestation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotArbiter represents a NotArbiter error raised by the AttestationConsumer contract.
type AttestationConsumerNotArbiter struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotArbiter(address sender)
func AttestationConsumerNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x720c75c28bf729d07d907a7cb2128014dd379623a8d7da4275d1c2374b21e016")
}

// UnpackNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotArbiter(address sender)
func (attestationConsumer *AttestationConsumer) UnpackNotArbiterError(raw []byte) (*AttestationConsumerNotArbiter, error) {
	out := new(AttestationConsumerNotArbiter)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotForfeitable represents a NotForfeitable error raised by the AttestationConsumer contract.
type AttestationConsumerNotForfeitable struct {
	Digest [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotForfeitable(bytes32 digest)
func AttestationConsumerNotForfeitableErrorID() common.Hash {
	return common.HexToHash("0x674ad6c00744512fd48f37a918aa73aadd73f4a557df33e7d73946c780ea89ae")
}

// UnpackNotForfeitableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotForfeitable(bytes32 digest)
func (attestationConsumer *AttestationConsumer) UnpackNotForfeitableError(raw []byte) (*AttestationConsumerNotForfeitable, error) {
	out := new(AttestationConsumerNotForfeitable)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotForfeitable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotFunded represents a NotFunded error raised by the AttestationConsumer contract.
type AttestationConsumerNotFunded struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFunded(uint64 epoch)
func AttestationConsumerNotFundedErrorID() common.Hash {
	return common.HexToHash("0xe7b90ceaad42ee545f8fd7a8eeda7e24ab9792cbfd3421b9b33499a57be8c071")
}

// UnpackNotFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFunded(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackNotFundedError(raw []byte) (*AttestationConsumerNotFunded, error) {
	out := new(AttestationConsumerNotFunded)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotLiable represents a NotLiable error raised by the AttestationConsumer contract.
type AttestationConsumerNotLiable struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLiable(uint256 challengeId)
func AttestationConsumerNotLiableErrorID() common.Hash {
	return common.HexToHash("0xf0b80d1352be4909013ed44170792fb6d5b0ebdc17f6b75b6f19dfd027040222")
}

// UnpackNotLiableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLiable(uint256 challengeId)
func (attestationConsumer *AttestationConsumer) UnpackNotLiableError(raw []byte) (*AttestationConsumerNotLiable, error) {
	out := new(AttestationConsumerNotLiable)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotLiable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotSampled represents a NotSampled error raised by the AttestationConsumer contract.
type AttestationConsumerNotSampled struct {
	Epoch      uint64
	Draw       *big.Int
	SampleSize *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSampled(uint64 epoch, uint256 draw, uint256 sampleSize)
func AttestationConsumerNotSampledErrorID() common.Hash {
	return common.HexToHash("0x6dd4d02223f5099cc12f566db1f6eafb80bcbd10a3edf1a074c3b8e956be9401")
}

// UnpackNotSampledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSampled(uint64 epoch, uint256 draw, uint256 sampleSize)
func (attestationConsumer *AttestationConsumer) UnpackNotSampledError(raw []byte) (*AttestationConsumerNotSampled, error) {
	out := new(AttestationConsumerNotSampled)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotSampled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotScanned represents a NotScanned error raised by the AttestationConsumer contract.
type AttestationConsumerNotScanned struct {
	Epoch     uint64
	Scanned   *big.Int
	Presented *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotScanned(uint64 epoch, uint256 scanned, uint256 presented)
func AttestationConsumerNotScannedErrorID() common.Hash {
	return common.HexToHash("0x0f8856ed98cbf9e28cf1dd3b523ebda4889cc117f2abbef09e23a0cd51dcc29c")
}

// UnpackNotScannedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotScanned(uint64 epoch, uint256 scanned, uint256 presented)
func (attestationConsumer *AttestationConsumer) UnpackNotScannedError(raw []byte) (*AttestationConsumerNotScanned, error) {
	out := new(AttestationConsumerNotScanned)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotScanned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotUnderRoot represents a NotUnderRoot error raised by the AttestationConsumer contract.
type AttestationConsumerNotUnderRoot struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotUnderRoot()
func AttestationConsumerNotUnderRootErrorID() common.Hash {
	return common.HexToHash("0x882ea5e2692623afbbf1261f7b9ccff4d9564e2d12b727e34461e5ae859cf5f1")
}

// UnpackNotUnderRootError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotUnderRoot()
func (attestationConsumer *AttestationConsumer) UnpackNotUnderRootError(raw []byte) (*AttestationConsumerNotUnderRoot, error) {
	out := new(AttestationConsumerNotUnderRoot)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotUnderRoot", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerRevealClosed represents a RevealClosed error raised by the AttestationConsumer contract.
type AttestationConsumerRevealClosed struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RevealClosed(uint64 epoch, uint256 end)
func AttestationConsumerRevealClosedErrorID() common.Hash {
	return common.HexToHash("0x52ea797bee5b4900c840ce9a0cf9f6c1ab1cbabe1b27012c681520cfd2265d49")
}

// UnpackRevealClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RevealClosed(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackRevealClosedError(raw []byte) (*AttestationConsumerRevealClosed, error) {
	out := new(AttestationConsumerRevealClosed)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "RevealClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerRevealOpen represents a RevealOpen error raised by the AttestationConsumer contract.
type AttestationConsumerRevealOpen struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RevealOpen(uint64 epoch, uint256 end)
func AttestationConsumerRevealOpenErrorID() common.Hash {
	return common.HexToHash("0xdc58fa0d8d4aea69f14789c3a7c17954c275d0723c9b93389eb9db738770cb3a")
}

// UnpackRevealOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RevealOpen(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackRevealOpenError(raw []byte) (*AttestationConsumerRevealOpen, error) {
	out := new(AttestationConsumerRevealOpen)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "RevealOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerUndecided represents a Undecided error raised by the AttestationConsumer contract.
type AttestationConsumerUndecided struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Undecided(bytes32 input)
func AttestationConsumerUndecidedErrorID() common.Hash {
	return common.HexToHash("0xf35892c9d009f33330b31671126f9bdac13a8a05fd93067653712793bf4b6577")
}

// UnpackUndecidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Undecided(bytes32 input)
func (attestationConsumer *AttestationConsumer) UnpackUndecidedError(raw []byte) (*AttestationConsumerUndecided, error) {
	out := new(AttestationConsumerUndecided)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "Undecided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerUnknownEpoch represents a UnknownEpoch error raised by the AttestationConsumer contract.
type AttestationConsumerUnknownEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func AttestationConsumerUnknownEpochErrorID() common.Hash {
	return common.HexToHash("0xa4e21e6c8f881eff51b5764f98a67304231c1cb1ba8af636f941098552d2bd6c")
}

// UnpackUnknownEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackUnknownEpochError(raw []byte) (*AttestationConsumerUnknownEpoch, error) {
	out := new(AttestationConsumerUnknownEpoch)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "UnknownEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerWithdrawFailed represents a WithdrawFailed error raised by the AttestationConsumer contract.
type AttestationConsumerWithdrawFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawFailed()
func AttestationConsumerWithdrawFailedErrorID() common.Hash {
	return common.HexToHash("0x750b219cf41756317cec42a05eeadd7c26774653485899be023c221c437fe020")
}

// UnpackWithdrawFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawFailed()
func (attestationConsumer *AttestationConsumer) UnpackWithdrawFailedError(raw []byte) (*AttestationConsumerWithdrawFailed, error) {
	out := new(AttestationConsumerWithdrawFailed)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "WithdrawFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerWrongAnswer represents a WrongAnswer error raised by the AttestationConsumer contract.
type AttestationConsumerWrongAnswer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongAnswer()
func AttestationConsumerWrongAnswerErrorID() common.Hash {
	return common.HexToHash("0x2fac5114cc1a9cfc8352d5c811afc5e68418cfd1fcc0364da2fc823cd38865a3")
}

// UnpackWrongAnswerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongAnswer()
func (attestationConsumer *AttestationConsumer) UnpackWrongAnswerError(raw []byte) (*AttestationConsumerWrongAnswer, error) {
	out := new(AttestationConsumerWrongAnswer)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "WrongAnswer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerWrongFunding represents a WrongFunding error raised by the AttestationConsumer contract.
type AttestationConsumerWrongFunding struct {
	Sent     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongFunding(uint256 sent, uint256 required)
func AttestationConsumerWrongFundingErrorID() common.Hash {
	return common.HexToHash("0x46da3a274bb4a160a03dc9eaebd9de310c5e62d1eddf05eca6ba4829cb9e9c26")
}

// UnpackWrongFundingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongFunding(uint256 sent, uint256 required)
func (attestationConsumer *AttestationConsumer) UnpackWrongFundingError(raw []byte) (*AttestationConsumerWrongFunding, error) {
	out := new(AttestationConsumerWrongFunding)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "WrongFunding", raw); err != nil {
		return nil, err
	}
	return out, nil
}
