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
	Bin: "0x610160604052348015610010575f5ffd5b5060405161379b38038061379b83398101604081905261002f916100a6565b828210158061003f575061271081115b1561005d57604051638dc5992160e01b815260040160405180910390fd5b6001600160a01b039687166080529490951660a05260c09290925260e052610100526101209190915261014052610108565b6001600160a01b03811681146100a3575f5ffd5b50565b5f5f5f5f5f5f5f60e0888a0312156100bc575f5ffd5b87516100c78161008f565b60208901519097506100d88161008f565b604089015160608a015160808b015160a08c015160c0909c01519a9d939c50919a90999198509650945092505050565b60805160a05160c05160e0516101005161012051610140516135936102085f395f81816108580152611a5801525f818161053701526113d601525f81816102e30152611b9801525f818161072301528181610b420152818161131b0152611cd801525f81816107f30152611f7a01525f81816106c50152818161082301528181610c2a01528181611419015261163d01525f81816103ef015281816108a40152818161121601528181611796015281816119b201528181611bee01528181611ed90152818161205001528181612114015281816121e5015281816122700152818161233a015281816124ec01528181612592015261261201526135935ff3fe60806040526004361061021d575f3560e01c80636d40f4801161011e578063ad13977e116100a8578063e40279141161006d578063e402791414610779578063eff0f59214610798578063f5baf0d7146107e2578063fe25e00a14610815578063ff3504b514610847575f5ffd5b8063ad13977e14610695578063c3fe3e28146106b4578063d5d44d80146106e7578063ddca3f4314610712578063e15dcce114610745575f5ffd5b80637f1c0ee8116100ee5780637f1c0ee8146105c05780638a46e214146105eb57806390a7146f1461061e5780639581b6091461063d578063a07ea5441461065c575f5ffd5b80636d40f4801461052657806373357fda1461055957806376621158146105785780637b103999146105ac575f5ffd5b80634217806d116101aa578063658b1a081161016f578063658b1a081461047057806369ecc3cf1461048f5780636a938567146104ae5780636bd80d92146104cd5780636cf52e00146104fb575f5ffd5b80634217806d1461039f5780634f9c09cc146103cb57806358152d07146103de5780635ef647e314610429578063628f9c5c1461043d575f5ffd5b8063131935ed116101f0578063131935ed146102d25780631c2f38ff14610313578063224ba6501461034157806339a926c4146103605780633ccfd60b1461038b575f5ffd5b80630266cf9c1461022157806309fc75d0146102425780630b927b321461026157806310f6b9f4146102a4575b5f5ffd5b34801561022c575f5ffd5b5061024061023b366004612b28565b61087a565b005b34801561024d575f5ffd5b5061024061025c366004612ba8565b610b9b565b34801561026c575f5ffd5b5061028f61027b366004612bd2565b60076020525f908152604090205460ff1681565b60405190151581526020015b60405180910390f35b3480156102af575f5ffd5b5061028f6102be366004612bd2565b60036020525f908152604090205460ff1681565b3480156102dd575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b60405190815260200161029b565b34801561031e575f5ffd5b5061028f61032d366004612be9565b60056020525f908152604090205460ff1681565b34801561034c575f5ffd5b5061024061035b366004612c1b565b610e52565b34801561036b575f5ffd5b5061030561037a366004612bd2565b5f9081526020819052604090205490565b348015610396575f5ffd5b506102406110a6565b3480156103aa575f5ffd5b506103be6103b9366004612be9565b61114f565b60405161029b9190612cb8565b6102406103d9366004612be9565b6111f6565b3480156103e9575f5ffd5b506104117f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161029b565b348015610434575f5ffd5b50610305600381565b348015610448575f5ffd5b506103057f420202f27e3e9970e3d8afde8de1185a95838d3ff8049e0ad331cae97cca5cb681565b34801561047b575f5ffd5b5061030561048a366004612be9565b6113d3565b34801561049a575f5ffd5b506102406104a9366004612bd2565b61140e565b3480156104b9575f5ffd5b5061028f6104c8366004612bd2565b6114ae565b3480156104d8575f5ffd5b5061028f6104e7366004612bd2565b60086020525f908152604090205460ff1681565b348015610506575f5ffd5b50610305610515366004612be9565b600a6020525f908152604090205481565b348015610531575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b348015610564575f5ffd5b50610240610573366004612d2c565b6114d7565b348015610583575f5ffd5b50610597610592366004612e0d565b611638565b6040805192835260208301919091520161029b565b3480156105b7575f5ffd5b50610411611793565b3480156105cb575f5ffd5b506103056105da366004612bd2565b5f9081526001602052604090205490565b3480156105f6575f5ffd5b506103057fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced581565b348015610629575f5ffd5b50610305610638366004612e82565b611819565b348015610648575f5ffd5b50610305610657366004612eb9565b61186a565b348015610667575f5ffd5b5061028f610676366004612ee9565b600960209081525f928352604080842090915290825290205460ff1681565b3480156106a0575f5ffd5b506102406106af366004612c1b565b6118c5565b3480156106bf575f5ffd5b506104117f000000000000000000000000000000000000000000000000000000000000000081565b3480156106f2575f5ffd5b50610305610701366004612f20565b60066020525f908152604090205481565b34801561071d575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b348015610750575f5ffd5b5061041161075f366004612be9565b60046020525f90815260409020546001600160a01b031681565b348015610784575f5ffd5b50610305610793366004612be9565b611b95565b3480156107a3575f5ffd5b506107cd6107b2366004612bd2565b5f602081905290815260409020805460019091015460ff1682565b6040805192835290151560208301520161029b565b3480156107ed575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b348015610820575f5ffd5b507f0000000000000000000000000000000000000000000000000000000000000000610411565b348015610852575f5ffd5b506103057f000000000000000000000000000000000000000000000000000000000000000081565b604051634bd2d7f960e01b81526001600160401b03861660048201525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f99060240160a060405180830381865afa1580156108e9573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061090d9190612f51565b945050509250505f61091e88611b95565b90508043101561095857604051631bf0a4ef60e11b81526001600160401b0389166004820152602481018290526044015b60405180910390fd5b6001600160401b0388165f908152600460205260409020546001600160a01b0316806109a2576040516373dc867560e11b81526001600160401b038a16600482015260240161094f565b6001600160401b0389165f9081526005602052604090205460ff16156109e65760405163586643f560e11b81526001600160401b038a16600482015260240161094f565b6001600160401b0389165f90815260026020908152604080832054600a909252909120548114610a52576001600160401b038a165f818152600a602052604090819020549051630f8856ed60e01b8152600481019290925260248201526044810182905260640161094f565b8786141580610a8d57508389898989604051602001610a749493929190612faf565b6040516020818303038152906040528051906020012014155b15610aab576040516304f230bb60e31b815260040160405180910390fd5b6001600160401b038a165f908152600560205260408120805460ff1916600117905580610adc8c858d8d8d8d611bc0565b91509150866001600160401b03168214610b09576040516304f230bb60e31b815260040160405180910390fd5b8b6001600160401b03167f9d1f71fea6efe29ab620bf997c3dc37b208a04833bd7d734dc5470c88a76392e82838a6001600160401b03167f0000000000000000000000000000000000000000000000000000000000000000610b6b919061303c565b610b759190613053565b6040805192835260208301919091520160405180910390a2505050505050505050505050565b5f610ba583611b95565b905080431015610bda57604051631bf0a4ef60e11b81526001600160401b03841660048201526024810182905260440161094f565b6001600160401b0383165f908152600260209081526040808320600a9092528220548154919290918590610c0f908490613053565b11610c1b578254610c25565b610c258583613066565b90505f7f000000000000000000000000000000000000000000000000000000000000000090505f816001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c88573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cac9190613079565b9050835b83811015610e2d575f868281548110610ccb57610ccb613090565b5f91825260209091206003909102018054909150610cf7908490600160a01b900463ffffffff16613066565b43111580610d765750600281015460405163e66d043f60e01b815230600482015260248101919091526001600160a01b0385169063e66d043f90604401602060405180830381865afa158015610d4f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d739190613079565b15155b15610d9c57806002015460405163f35892c960e01b815260040161094f91815260200190565b60018101546040516336e3b85d60e11b815260048101919091526001600160a01b03851690636dc770ba90602401602060405180830381865afa158015610de5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e0991906130b3565b15610e24578054610e24908b906001600160a01b0316611e1a565b50600101610cb0565b5050506001600160401b039095165f908152600a602052604090209490945550505050565b5f610e5d8786611eaf565b90505f610e6988611b95565b9050804310610e9d576040516313fd77f960e31b81526001600160401b03891660048201526024810182905260440161094f565b5f610eab8989858989612024565b905060a08701355f610ebe858388612317565b5f8681526003602052604090205490915060ff16610fa6575f858152600360209081526040808320805460ff191660011790556001600160401b038e16835260028252918290208251608081019093526001600160a01b038516835291908101610f306101208d016101008e016130cc565b63ffffffff908116825260208083018a905260808e01356040938401528454600181810187555f968752958290208551600390920201805492860151909316600160a01b026001600160c01b03199092166001600160a01b03909116171781559082015192810192909255606001516002909101555b60408051808201825260e08b013581525f602080830182815260808e01358352908290529290209051815590516001909101805460ff191691151591909117905584611003610ffd6101208c016101008d016130cc565b8361186a565b60408051602081019390935282015260600160408051808303601f19018152828252805160209182012060808d01355f81815260018452849020919091558d84526001600160401b0387811692850192909252918301919091526001600160a01b03841691908d16907e62602c1911b9e22786645df28237f1866ce22df635b9d845f0b0b7f891076d906060015b60405180910390a35050505050505050505050565b335f90815260066020526040812054908190036110d657604051631d42c86760e21b815260040160405180910390fd5b335f818152600660205260408082208290555190919083908381818185875af1925050503d805f8114611124576040519150601f19603f3d011682016040523d82523d5f602084013e611129565b606091505b505090508061114b57604051631d42c86760e21b815260040160405180910390fd5b5050565b6001600160401b0381165f908152600260209081526040808320805482518185028101850190935280835260609492939192909184015b828210156111eb575f848152602090819020604080516080810182526003860290920180546001600160a01b0381168452600160a01b900463ffffffff1683850152600180820154928401929092526002015460608301529083529092019101611186565b505050509050919050565b604051634bd2d7f960e01b81526001600160401b03821660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634bd2d7f99060240160a060405180830381865afa158015611263573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112879190612f51565b505050915050806001600160401b03165f036112c157604051632938879b60e21b81526001600160401b038316600482015260240161094f565b6001600160401b0382165f908152600460205260409020546001600160a01b03161561130b576040516351c9322760e01b81526001600160401b038316600482015260240161094f565b5f61133f6001600160401b0383167f000000000000000000000000000000000000000000000000000000000000000061303c565b905080341461136a576040516346da3a2760e01b81523460048201526024810182905260440161094f565b6001600160401b0383165f8181526004602090815260409182902080546001600160a01b0319163390811790915582519081529081018490527f6ead22fcbaf6c74ec51e5bde1c7c7bee4995ce80c2ff9f87270dbe0a4788328d910160405180910390a2505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006113fe836124c0565b6114089190613066565b92915050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611459576040516339063ae160e11b815233600482015260240161094f565b5f81815260208181526040918290206001808201805460ff1916909117905554915191825282917f50930c92389a663936275dd174834ea9f9ef9da91cbf5c0fd6df3ee447fd6d8a910160405180910390a250565b5f8181526020819052604081208054158015906114d05750600181015460ff16155b9392505050565b5f6114e28c8b611eaf565b90505f6114ee8d6113d3565b9050804310611522576040516352ea797b60e01b81526001600160401b038e1660048201526024810182905260440161094f565b61152f8d8d848d8d612024565b5060405160808c01359061154d9088908a908c90829060200161310e565b6040516020818303038152906040528051906020012014158061159e57508a60e0013585858560405160200161158593929190613130565b6040516020818303038152906040528051906020012014155b156115bc57604051630beb144560e21b815260040160405180910390fd5b5f8281526007602052604090819020805460ff191660011790555160808c0135906001600160401b038f16907fa17d3ab1a4d6bd30d46f5b37f204d3ee92ea370b2fc2e6eb41f2c384e3076e03906116219086908d908d908d908d908d908d90613172565b60405180910390a350505050505050505050505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ab82d9a0876040518263ffffffff1660e01b815260040161168991815260200190565b61024060405180830381865afa1580156116a5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116c9919061323c565b60a08101519091506001600160a01b0316301415806116e9575060408414155b1561170a5760405163f0b80d1360e01b81526004810187905260240161094f565b5f8061171886880188613370565b9150915060038214158061173f575082610220015161173c8461010001518361186a565b14155b156117605760405163f0b80d1360e01b81526004810189905260240161094f565b60408051602081018390520160405160208183030381529060405280519060200120600194509450505050935093915050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa1580156117f0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118149190613390565b905090565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced58260405160200161184d9291906133ab565b604051602081830303815290604052805190602001209050919050565b604080517f420202f27e3e9970e3d8afde8de1185a95838d3ff8049e0ad331cae97cca5cb660208083019190915263ffffffff9490941681830152606080820193909352815180820390930183526080019052805191012090565b5f6118d08786611eaf565b90505f6118dc886113d3565b9050804310806118f457506118f088611b95565b4310155b156119245760405163dc58fa0d60e01b81526001600160401b03891660048201526024810182905260440161094f565b5f8281526007602052604090205460ff168061194d57505f8281526008602052604090205460ff165b1561196e5760405163019d2b5b60e61b81526004810183905260240161094f565b61197b8888848888612024565b5060a086013561198c838286612317565b505f838152600860205260409020805460ff191660011790556119af8982611e1a565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015611a0c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a309190613390565b604051630213119b60e51b81526001600160a01b0384811660048301529192505f91612710917f000000000000000000000000000000000000000000000000000000000000000091851690634262336090602401602060405180830381865afa158015611a9f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ac39190613457565b6001600160601b0316611ad6919061303c565b611ae0919061347d565b60405163c61b4cc360e01b81526001600160a01b0385811660048301526001600160601b03831660248301529192509083169063c61b4cc3906044015f604051808303815f87803b158015611b33575f5ffd5b505af1158015611b45573d5f5f3e3d5ffd5b505060408051888152602081018590526001600160a01b03871693506001600160401b038f1692507f9207d1014c5c9d3a464fa559b3ceaf7b1200a03a1a5bb43bcc6f07c1262ddd119101611091565b5f7f00000000000000000000000000000000000000000000000000000000000000006113fe836124c0565b60405163450a5d2160e01b81526001600160401b03871660048201525f908190819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063450a5d2190602401602060405180830381865afa158015611c33573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c579190613079565b141590505f5b86811015611e0d57858582818110611c7757611c77613090565b9050602002016020810190611c8c9190612be9565b611c9f906001600160401b031685613066565b93505f868683818110611cb457611cb4613090565b9050602002016020810190611cc99190612be9565b611cfc906001600160401b03167f000000000000000000000000000000000000000000000000000000000000000061303c565b9050828015611d6357506001600160401b038b165f908152600960205260408120908a8a85818110611d3057611d30613090565b9050602002016020810190611d459190612f20565b6001600160a01b0316815260208101919091526040015f205460ff16155b15611dd7578060065f8b8b86818110611d7e57611d7e613090565b9050602002016020810190611d939190612f20565b6001600160a01b03166001600160a01b031681526020019081526020015f205f828254611dc09190613066565b90915550611dd090508185613066565b9350611e04565b6001600160a01b038a165f9081526006602052604081208054839290611dfe908490613066565b90915550505b50600101611c5d565b5050965096945050505050565b6001600160401b0382165f9081526009602090815260408083206001600160a01b038516845290915290205460ff1661114b576001600160401b0382165f8181526009602090815260408083206001600160a01b0386168085529252808320805460ff19166001179055519092917fcff411cd0d7e92c11ddedce0f387576ea8f6195da348243f523f16da87f7516491a35050565b604051634bd2d7f960e01b81526001600160401b03831660048201525f9081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f99060240160a060405180830381865afa158015611f1e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f429190612f51565b509350309250611f5b9150506040850160208601612f20565b6001600160a01b0316141580611f72575082354614155b80611fa157507f0000000000000000000000000000000000000000000000000000000000000000836060013514155b80611fcd57506001600160401b038416611fc16060850160408601612be9565b6001600160401b031614155b80611ff5575063ffffffff8116611fec610120850161010086016130cc565b63ffffffff1614155b156120135760405163eef2c18760e01b815260040160405180910390fd5b61201c83611819565b949350505050565b604051634bd2d7f960e01b81526001600160401b03861660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f99060240160a060405180830381865afa158015612095573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120b99190612f51565b50505091509150806001600160401b03165f036120f457604051632938879b60e21b81526001600160401b038916600482015260240161094f565b604051635637828560e01b81526001600160401b03821660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690635637828590602401602060405180830381865afa158015612161573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906121859190613079565b90508088106121c0576040516336ea681160e11b81526001600160401b038a166004820152602481018990526044810182905260640161094f565b604051632ff211c360e21b81526001600160401b038a166004820152602481018990527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063bfc8470c90604401602060405180830381865afa158015612232573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612256919061349c565b60405163189bf41360e11b81529094506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690633137e826906122af90869086908c908a908d908d906004016134b7565b602060405180830381865afa1580156122ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122ee91906130b3565b61230b5760405163441752f160e11b815260040160405180910390fd5b50505095945050505050565b60c08101355f90815260e0820135602052604081209050826001600160a01b03167f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015612394573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123b89190613390565b6001600160a01b03166363ea4ab2836040518263ffffffff1660e01b81526004016123e591815260200190565b602060405180830381865afa158015612400573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124249190613390565b6001600160a01b031614158061244157506001600160a01b038316155b1561245f5760405163350e415960e11b815260040160405180910390fd5b5f6124838561010085013561012086013561247e610140880188613500565b6126ad565b90508261249a8260c083013560e0840135846127ab565b6124b75760405163350e415960e11b815260040160405180910390fd5b50509392505050565b604051634bd2d7f960e01b81526001600160401b03821660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f99060240160a060405180830381865afa158015612531573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125559190612f51565b50509250925050816001600160401b03165f0361259057604051632938879b60e21b81526001600160401b038516600482015260240161094f565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a94db4a66040518163ffffffff1660e01b8152600401602060405180830381865afa1580156125ec573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126109190613079565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663cc55d7b46040518163ffffffff1660e01b8152600401602060405180830381865afa15801561266c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126909190613079565b6126a3906001600160401b038416613066565b61201c9190613066565b5f8415806126bc575061010085115b806126c75750848410155b156126e457604051628fcaf760e81b815260040160405180910390fd5b5f5b85816001901b1015612702576126fb81613545565b90506126e6565b82811461272157604051628fcaf760e81b815260040160405180910390fd5b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e875f5b83811015612785578060051b870135600189831c165f811461276d57815f5283602052612775565b835f52816020525b505060405f209150600101612745565b506040518281528160208201528860408201526060812094505050505095945050505050565b5f6127b9855f8686866127c2565b95945050505050565b5f5f5f865f036127df576127d588612880565b90925090506127e9565b5050845160208601515b6127f1612a9b565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e08201526128738161293b565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa61290f575f5ffd5b815193508083858609036129235750612934565b5060208152816001850893506128ec565b5050915091565b5f612a8f565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6129725750611408565b825160408501526020830151606085015260408360808660065afa6129975750611408565b60018452600260208501528060408501525060408360608560075afa156114085760c0820151604084015260e08201516060840152604060c0830160808560065afa15611408577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156114085750505160011490565b61140860405183612941565b604051806101800160405280600c906020820280368337509192915050565b6001600160401b0381168114612ace575f5ffd5b50565b8035612adc81612aba565b919050565b5f5f83601f840112612af1575f5ffd5b5081356001600160401b03811115612b07575f5ffd5b6020830191508360208260051b8501011115612b21575f5ffd5b9250929050565b5f5f5f5f5f60608688031215612b3c575f5ffd5b8535612b4781612aba565b945060208601356001600160401b03811115612b61575f5ffd5b612b6d88828901612ae1565b90955093505060408601356001600160401b03811115612b8b575f5ffd5b612b9788828901612ae1565b969995985093965092949392505050565b5f5f60408385031215612bb9575f5ffd5b8235612bc481612aba565b946020939093013593505050565b5f60208284031215612be2575f5ffd5b5035919050565b5f60208284031215612bf9575f5ffd5b81356114d081612aba565b5f6101208284031215612c15575f5ffd5b50919050565b5f5f5f5f5f5f6101a08789031215612c31575f5ffd5b8635612c3c81612aba565b955060208701359450612c528860408901612c04565b93506101608701356001600160401b03811115612c6d575f5ffd5b612c7989828a01612ae1565b9094509250506101808701356001600160401b03811115612c98575f5ffd5b8701610160818a031215612caa575f5ffd5b809150509295509295509295565b602080825282518282018190525f918401906040840190835b81811015612d2157835180516001600160a01b0316845260208082015163ffffffff1681860152604080830151908601526060918201519185019190915290930192608090920191600101612cd1565b509095945050505050565b5f5f5f5f5f5f5f5f5f5f5f6102008c8e031215612d47575f5ffd5b612d508c612ad1565b9a5060208c01359950612d668d60408e01612c04565b98506101608c01356001600160401b03811115612d81575f5ffd5b612d8d8e828f01612ae1565b9099509750506101808c01356001600160401b03811115612dac575f5ffd5b612db88e828f01612ae1565b9097509550506101a08c013593506101c08c013592506101e08c01356001600160401b03811115612de7575f5ffd5b612df38e828f01612ae1565b915080935050809150509295989b509295989b9093969950565b5f5f5f60408486031215612e1f575f5ffd5b8335925060208401356001600160401b03811115612e3b575f5ffd5b8401601f81018613612e4b575f5ffd5b80356001600160401b03811115612e60575f5ffd5b866020828401011115612e71575f5ffd5b939660209190910195509293505050565b5f6101208284031215612e93575f5ffd5b6114d08383612c04565b63ffffffff81168114612ace575f5ffd5b8035612adc81612e9d565b5f5f60408385031215612eca575f5ffd5b8235612bc481612e9d565b6001600160a01b0381168114612ace575f5ffd5b5f5f60408385031215612efa575f5ffd5b8235612f0581612aba565b91506020830135612f1581612ed5565b809150509250929050565b5f60208284031215612f30575f5ffd5b81356114d081612ed5565b8051612adc81612aba565b8051612adc81612e9d565b5f5f5f5f5f60a08688031215612f65575f5ffd5b85516020870151909550612f7881612aba565b6040870151909450612f8981612aba565b6060870151909350612f9a81612e9d565b60809690960151949793965091949392915050565b5f8186825b87811015612fe5578135612fc781612ed5565b6001600160a01b031683526020928301929190910190600101612fb4565b50859190505f5b8581101561301c578235612fff81612aba565b6001600160401b0316825260209283019290910190600101612fec565b50979650505050505050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761140857611408613028565b8181038181111561140857611408613028565b8082018082111561140857611408613028565b5f60208284031215613089575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b80518015158114612adc575f5ffd5b5f602082840312156130c3575f5ffd5b6114d0826130a4565b5f602082840312156130dc575f5ffd5b81356114d081612e9d565b5f6001600160fb1b038311156130fb575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f6131266040830184866130e7565b9695505050505050565b8381525f6127b96020830184866130e7565b8183525f6001600160fb1b03831115613159575f5ffd5b8260051b80836020870137939093016020019392505050565b87815260a060208201525f61318b60a08301888a613142565b86604084015285606084015282810360808401526131aa818587613142565b9a9950505050505050505050565b60405161024081016001600160401b03811182821017156131e757634e487b7160e01b5f52604160045260245ffd5b60405290565b8051612adc81612ed5565b805165ffffffffffff81168114612adc575f5ffd5b805160ff81168114612adc575f5ffd5b80516fffffffffffffffffffffffffffffffff81168114612adc575f5ffd5b5f61024082840312801561324e575f5ffd5b506132576131b8565b613260836131ed565b815261326e602084016131f8565b602082015261327f6040840161320d565b6040820152613290606084016130a4565b60608201526132a160808401612f46565b60808201526132b260a084016131ed565b60a08201526132c360c08401612f46565b60c08201526132d460e08401612f46565b60e08201526132e66101008401612f46565b61010082015261012083810151908201526101408084015190820152610160808401519082015261331a6101808401612f3b565b61018082015261332d6101a08401612f3b565b6101a08201526133406101c0840161321d565b6101c08201526101e083810151908201526102008084015190820152610220928301519281019290925250919050565b5f5f60408385031215613381575f5ffd5b50508035926020909101359150565b5f602082840312156133a0575f5ffd5b81516114d081612ed5565b82815281356020808301919091526101408201908301356133cb81612ed5565b6001600160a01b03166040838101919091526133e8908401612ad1565b6001600160401b038116606084015250606083013560808381019190915283013560a08084019190915283013560c08084019190915283013560e08084019190915283013561010080840191909152613442908401612eae565b63ffffffff8116610120840152509392505050565b5f60208284031215613467575f5ffd5b81516001600160601b03811681146114d0575f5ffd5b5f8261349757634e487b7160e01b5f52601260045260245ffd5b500490565b5f602082840312156134ac575f5ffd5b81516114d081612aba565b8681526001600160401b03861660208201528460408201526001600160401b038416606082015260a060808201525f6134f460a083018486613142565b98975050505050505050565b5f5f8335601e19843603018112613515575f5ffd5b8301803591506001600160401b0382111561352e575f5ffd5b6020019150600581901b3603821315612b21575f5ffd5b5f6001820161355657613556613028565b506001019056fea2646970667358221220c1c7b6a352d30986dfe2c8fc8668940759c1e086f64d8dee31714e74397e634164736f6c63430008250033",
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
