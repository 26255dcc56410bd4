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

// AssignmentDrawMetaData contains all meta data concerning the AssignmentDraw contract.
var AssignmentDrawMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"capacity_\",\"type\":\"address\",\"internalType\":\"contractIDrawCapacity\"},{\"name\":\"stakes_\",\"type\":\"address\",\"internalType\":\"contractIDrawStakes\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"capacity\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDrawCapacity\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"committeeOf\",\"inputs\":[{\"name\":\"randomness\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"taskId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"candidates\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"draw\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"candidates\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"stake\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"free\",\"type\":\"uint64[]\",\"internalType\":\"uint64[]\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"committee\",\"type\":\"address[]\",\"internalType\":\"address[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"seed\",\"inputs\":[{\"name\":\"randomness\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"taskId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"stakes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDrawStakes\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"CandidatesNotSorted\",\"inputs\":[{\"name\":\"position\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LengthMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotEnoughCapacity\",\"inputs\":[{\"name\":\"eligible\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AssignmentDraw",
	Bin: "0x60c060405234801561000f575f5ffd5b50604051610e2f380380610e2f83398101604081905261002e9161005c565b6001600160a01b039182166080521660a052610094565b6001600160a01b0381168114610059575f5ffd5b50565b5f5f6040838503121561006d575f5ffd5b825161007881610045565b602084015190925061008981610045565b809150509250929050565b60805160a051610d6e6100c15f395f818160e301526106a601525f81816084015261078e0152610d6e5ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c80630b07405e146100595780635cfc1a511461007f57806391df4fcd146100be578063ad09c7ce146100de578063b0c5590414610105575b5f5ffd5b61006c6100673660046108da565b610118565b6040519081526020015b60405180910390f35b6100a67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610076565b6100d16100cc366004610a60565b610147565b6040516100769190610b5a565b6100a67f000000000000000000000000000000000000000000000000000000000000000081565b6100d1610113366004610ba5565b61060d565b604080516020808201859052818301849052825180830384018152606090920190925280519101205b92915050565b83518351606091908114158061015e575080845114155b1561017f576040516001621398b960e31b0319815260040160405180910390fd5b5f816001600160401b03811115610198576101986108fa565b6040519080825280602002602001820160405280156101c1578160200160208202803683370190505b5090505f826001600160401b038111156101dd576101dd6108fa565b604051908082528060200260200182016040528015610206578160200160208202803683370190505b5090505f5f5f5b858110156103a7575f8111801561027457508a818151811061023157610231610c38565b60200260200101516001600160a01b03168b6001836102509190610c60565b8151811061026057610260610c38565b60200260200101516001600160a01b031610155b1561029a576040516346bcaac160e01b8152600481018290526024015b60405180910390fd5b5f8982815181106102ad576102ad610c38565b60200260200101516001600160401b03161180156102e357505f8a82815181106102d9576102d9610c38565b6020026020010151115b1561039f578a81815181106102fa576102fa610c38565b602002602001015185848151811061031457610314610c38565b60200260200101906001600160a01b031690816001600160a01b03168152505089818151811061034657610346610c38565b602002602001015184848151811061036057610360610c38565b60200260200101818152505089818151811061037e5761037e610c38565b6020026020010151826103919190610c73565b915061039c83610c86565b92505b60010161020d565b50868210156103d3576040516326fb55dd60e01b81526004810183905260248101889052604401610291565b866001600160401b038111156103eb576103eb6108fa565b604051908082528060200260200182016040528015610414578160200160208202803683370190505b5095505f5b878110156105fe575f828d8360405160200161043f929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c6104619190610c9e565b90505f5b848110156105f45785818151811061047f5761047f610c38565b60200260200101518210156105c5578681815181106104a0576104a0610c38565b60200260200101518984815181106104ba576104ba610c38565b60200260200101906001600160a01b031690816001600160a01b0316815250508581815181106104ec576104ec610c38565b6020026020010151846104ff9190610c60565b9350805b8561050f826001610c73565b10156105b45787610521826001610c73565b8151811061053157610531610c38565b602002602001015188828151811061054b5761054b610c38565b6001600160a01b03909216602092830291909101909101528661056f826001610c73565b8151811061057f5761057f610c38565b602002602001015187828151811061059957610599610c38565b60209081029190910101526105ad81610c86565b9050610503565b506105be85610cbd565b94506105f4565b8581815181106105d7576105d7610c38565b6020026020010151826105ea9190610c60565b9150600101610465565b5050600101610419565b50505050505095945050505050565b6060825f816001600160401b03811115610629576106296108fa565b604051908082528060200260200182016040528015610652578160200160208202803683370190505b5090505f826001600160401b0381111561066e5761066e6108fa565b604051908082528060200260200182016040528015610697578160200160208202803683370190505b5090505f5b83811015610881577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663426233608989848181106106e5576106e5610c38565b90506020020160208101906106fa9190610cd2565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152602401602060405180830381865afa15801561073c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107609190610cf2565b6bffffffffffffffffffffffff1683828151811061078057610780610c38565b6020026020010181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635b3906c68989848181106107cd576107cd610c38565b90506020020160208101906107e29190610cd2565b6040516001600160e01b031960e084901b1681526001600160a01b039091166004820152602481018c9052604401602060405180830381865afa15801561082b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061084f9190610d1d565b82828151811061086157610861610c38565b6001600160401b039092166020928302919091019091015260010161069c565b506108cc61088f8b8b610118565b8888808060200260200160405190810160405280939291908181526020018383602002808284375f920191909152508792508691508a9050610147565b9a9950505050505050505050565b5f5f604083850312156108eb575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610936576109366108fa565b604052919050565b5f6001600160401b03821115610956576109566108fa565b5060051b60200190565b80356001600160a01b0381168114610976575f5ffd5b919050565b5f82601f83011261098a575f5ffd5b813561099d6109988261093e565b61090e565b8082825260208201915060208360051b8601019250858311156109be575f5ffd5b602085015b838110156109db5780358352602092830192016109c3565b5095945050505050565b6001600160401b03811681146109f9575f5ffd5b50565b5f82601f830112610a0b575f5ffd5b8135610a196109988261093e565b8082825260208201915060208360051b860101925085831115610a3a575f5ffd5b602085015b838110156109db578035610a52816109e5565b835260209283019201610a3f565b5f5f5f5f5f60a08688031215610a74575f5ffd5b8535945060208601356001600160401b03811115610a90575f5ffd5b8601601f81018813610aa0575f5ffd5b8035610aae6109988261093e565b8082825260208201915060208360051b85010192508a831115610acf575f5ffd5b6020840193505b82841015610af857610ae784610960565b825260209384019390910190610ad6565b965050505060408601356001600160401b03811115610b15575f5ffd5b610b218882890161097b565b93505060608601356001600160401b03811115610b3c575f5ffd5b610b48888289016109fc565b95989497509295608001359392505050565b602080825282518282018190525f918401906040840190835b81811015610b9a5783516001600160a01b0316835260209384019390920191600101610b73565b509095945050505050565b5f5f5f5f5f5f60a08789031215610bba575f5ffd5b86359550602087013594506040870135935060608701356001600160401b03811115610be4575f5ffd5b8701601f81018913610bf4575f5ffd5b80356001600160401b03811115610c09575f5ffd5b8960208260051b8401011115610c1d575f5ffd5b96999598509396602090940195946080909401359392505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561014157610141610c4c565b8082018082111561014157610141610c4c565b5f60018201610c9757610c97610c4c565b5060010190565b5f82610cb857634e487b7160e01b5f52601260045260245ffd5b500690565b5f81610ccb57610ccb610c4c565b505f190190565b5f60208284031215610ce2575f5ffd5b610ceb82610960565b9392505050565b5f60208284031215610d02575f5ffd5b81516bffffffffffffffffffffffff81168114610ceb575f5ffd5b5f60208284031215610d2d575f5ffd5b8151610ceb816109e556fea264697066735822122082a6ab5e5f66320177e7b4efe111e6b72e529b8bb8ac9dbda4a470e779b6800a64736f6c63430008250033",
}

// AssignmentDraw is an auto generated Go binding around an Ethereum contract.
type AssignmentDraw struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AssignmentDraw) GetABI() abi.ABI {
	return c.abi
}

// NewAssignmentDraw creates a new instance of AssignmentDraw.
func NewAssignmentDraw() *AssignmentDraw {
	parsed, err := AssignmentDrawMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AssignmentDraw{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AssignmentDraw) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address capacity_, address stakes_) returns()
func (assignmentDraw *AssignmentDraw) PackConstructor(capacity_ common.Address, stakes_ common.Address) []byte {
	enc, err := assignmentDraw.abi.Pack("", capacity_, stakes_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cfc1a51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function capacity() view returns(address)
func (assignmentDraw *AssignmentDraw) PackCapacity() []byte {
	enc, err := assignmentDraw.abi.Pack("capacity")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cfc1a51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function capacity() view returns(address)
func (assignmentDraw *AssignmentDraw) TryPackCapacity() ([]byte, error) {
	return assignmentDraw.abi.Pack("capacity")
}

// UnpackCapacity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5cfc1a51.
//
// Solidity: function capacity() view returns(address)
func (assignmentDraw *AssignmentDraw) UnpackCapacity(data []byte) (common.Address, error) {
	out, err := assignmentDraw.abi.Unpack("capacity", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCommitteeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0c55904.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeOf(bytes32 randomness, bytes32 taskId, bytes32 class, address[] candidates, uint256 k) view returns(address[])
func (assignmentDraw *AssignmentDraw) PackCommitteeOf(randomness [32]byte, taskId [32]byte, class [32]byte, candidates []common.Address, k *big.Int) []byte {
	enc, err := assignmentDraw.abi.Pack("committeeOf", randomness, taskId, class, candidates, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0c55904.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeOf(bytes32 randomness, bytes32 taskId, bytes32 class, address[] candidates, uint256 k) view returns(address[])
func (assignmentDraw *AssignmentDraw) TryPackCommitteeOf(randomness [32]byte, taskId [32]byte, class [32]byte, candidates []common.Address, k *big.Int) ([]byte, error) {
	return assignmentDraw.abi.Pack("committeeOf", randomness, taskId, class, candidates, k)
}

// UnpackCommitteeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0c55904.
//
// Solidity: function committeeOf(bytes32 randomness, bytes32 taskId, bytes32 class, address[] candidates, uint256 k) view returns(address[])
func (assignmentDraw *AssignmentDraw) UnpackCommitteeOf(data []byte) ([]common.Address, error) {
	out, err := assignmentDraw.abi.Unpack("committeeOf", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91df4fcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function draw(bytes32 s, address[] candidates, uint256[] stake, uint64[] free, uint256 k) pure returns(address[] committee)
func (assignmentDraw *AssignmentDraw) PackDraw(s [32]byte, candidates []common.Address, stake []*big.Int, free []uint64, k *big.Int) []byte {
	enc, err := assignmentDraw.abi.Pack("draw", s, candidates, stake, free, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91df4fcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function draw(bytes32 s, address[] candidates, uint256[] stake, uint64[] free, uint256 k) pure returns(address[] committee)
func (assignmentDraw *AssignmentDraw) TryPackDraw(s [32]byte, candidates []common.Address, stake []*big.Int, free []uint64, k *big.Int) ([]byte, error) {
	return assignmentDraw.abi.Pack("draw", s, candidates, stake, free, k)
}

// UnpackDraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91df4fcd.
//
// Solidity: function draw(bytes32 s, address[] candidates, uint256[] stake, uint64[] free, uint256 k) pure returns(address[] committee)
func (assignmentDraw *AssignmentDraw) UnpackDraw(data []byte) ([]common.Address, error) {
	out, err := assignmentDraw.abi.Unpack("draw", data)
	if err != nil {
		return *new([]common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	return out0, nil
}

// PackSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b07405e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seed(bytes32 randomness, bytes32 taskId) pure returns(bytes32)
func (assignmentDraw *AssignmentDraw) PackSeed(randomness [32]byte, taskId [32]byte) []byte {
	enc, err := assignmentDraw.abi.Pack("seed", randomness, taskId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b07405e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seed(bytes32 randomness, bytes32 taskId) pure returns(bytes32)
func (assignmentDraw *AssignmentDraw) TryPackSeed(randomness [32]byte, taskId [32]byte) ([]byte, error) {
	return assignmentDraw.abi.Pack("seed", randomness, taskId)
}

// UnpackSeed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b07405e.
//
// Solidity: function seed(bytes32 randomness, bytes32 taskId) pure returns(bytes32)
func (assignmentDraw *AssignmentDraw) UnpackSeed(data []byte) ([32]byte, error) {
	out, err := assignmentDraw.abi.Unpack("seed", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackStakes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad09c7ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakes() view returns(address)
func (assignmentDraw *AssignmentDraw) PackStakes() []byte {
	enc, err := assignmentDraw.abi.Pack("stakes")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad09c7ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakes() view returns(address)
func (assignmentDraw *AssignmentDraw) TryPackStakes() ([]byte, error) {
	return assignmentDraw.abi.Pack("stakes")
}

// UnpackStakes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad09c7ce.
//
// Solidity: function stakes() view returns(address)
func (assignmentDraw *AssignmentDraw) UnpackStakes(data []byte) (common.Address, error) {
	out, err := assignmentDraw.abi.Unpack("stakes", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (assignmentDraw *AssignmentDraw) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["CandidatesNotSorted"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackCandidatesNotSortedError(raw[4:])
	}
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["NotEnoughCapacity"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackNotEnoughCapacityError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AssignmentDrawCandidatesNotSorted represents a CandidatesNotSorted error raised by the AssignmentDraw contract.
type AssignmentDrawCandidatesNotSorted struct {
	Position *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CandidatesNotSorted(uint256 position)
func AssignmentDrawCandidatesNotSortedErrorID() common.Hash {
	return common.HexToHash("0x46bcaac1774a0eead948ba3018b6dbc4e075f919c5b9b04f4bc0ba64009a8036")
}

// UnpackCandidatesNotSortedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CandidatesNotSorted(uint256 position)
func (assignmentDraw *AssignmentDraw) UnpackCandidatesNotSortedError(raw []byte) (*AssignmentDrawCandidatesNotSorted, error) {
	out := new(AssignmentDrawCandidatesNotSorted)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "CandidatesNotSorted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AssignmentDrawLengthMismatch represents a LengthMismatch error raised by the AssignmentDraw contract.
type AssignmentDrawLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func AssignmentDrawLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (assignmentDraw *AssignmentDraw) UnpackLengthMismatchError(raw []byte) (*AssignmentDrawLengthMismatch, error) {
	out := new(AssignmentDrawLengthMismatch)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AssignmentDrawNotEnoughCapacity represents a NotEnoughCapacity error raised by the AssignmentDraw contract.
type AssignmentDrawNotEnoughCapacity struct {
	Eligible *big.Int
	K        *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughCapacity(uint256 eligible, uint256 k)
func AssignmentDrawNotEnoughCapacityErrorID() common.Hash {
	return common.HexToHash("0x26fb55dd23fc887ddd3bfc14b559c60ff8c32e1109b201823e309b3293e62503")
}

// UnpackNotEnoughCapacityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughCapacity(uint256 eligible, uint256 k)
func (assignmentDraw *AssignmentDraw) UnpackNotEnoughCapacityError(raw []byte) (*AssignmentDrawNotEnoughCapacity, error) {
	out := new(AssignmentDrawNotEnoughCapacity)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "NotEnoughCapacity", raw); err != nil {
		return nil, err
	}
	return out, nil
}
