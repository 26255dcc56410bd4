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

// StepContext is an auto generated low-level Go binding around an user-defined struct.
type StepContext struct {
	Manifest  [32]byte
	Input     [32]byte
	Steps     *big.Int
	PromptLen *big.Int
}

// AlphabetStepMetaData contains all meta data concerning the AlphabetStep contract.
var AlphabetStepMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"sizes\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ANCHOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"alphabetStep\",\"inputs\":[{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"t\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"anchor\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"leaves\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"levels\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mismatch\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"refuses\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"subSizes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"BadPath\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSizes\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnexpectedWitness\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AlphabetStep",
	Bin: "0x608060405234801561000f575f5ffd5b506040516109f63803806109f683398101604081905261002e916100ee565b60038151111561005157604051634a160f7160e01b815260040160405180910390fd5b5f5b81518110156100c75781818151811061006e5761006e6101b5565b60200260200101515f14806100a1575063ffffffff8016828281518110610097576100976101b5565b6020026020010151115b156100bf57604051634a160f7160e01b815260040160405180910390fd5b600101610053565b505f6100d382826101c9565b5050610269565b634e487b7160e01b5f52604160045260245ffd5b5f602082840312156100fe575f5ffd5b81516001600160401b03811115610113575f5ffd5b8201601f81018413610123575f5ffd5b80516001600160401b0381111561013c5761013c6100da565b604051600582901b90603f8201601f191681016001600160401b038111828210171561016a5761016a6100da565b604052918252602081840181019290810187841115610187575f5ffd5b6020850194505b838510156101aa5784518082526020958601959093500161018e565b509695505050505050565b634e487b7160e01b5f52603260045260245ffd5b81516001600160401b038111156101e2576101e26100da565b680100000000000000008111156101fb576101fb6100da565b81548183558082101561022f57825f528160205f20018282035f5b8181101561022b575f83820155600101610216565b5050505b5060208301610243835f9081526020902090565b5f5b8381101561026157825182820155602090920191600101610245565b505050505050565b610780806102765f395ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c80634ecf518b116100635780634ecf518b1461012a57806361d1d334146101325780636ff43706146101475780637840f8801461016e5780638a6c076d14610181575f5ffd5b806302a92b5c146100945780630b96fc3c146100bc57806339f35ea7146100fd5780633e5e444b14610117575b5f5ffd5b6100a76100a236600461043c565b610194565b60405190151581526020015b60405180910390f35b6100ef6100ca36600461049a565b507fbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d990565b6040519081526020016100b3565b6100a761010b3660046104b4565b5f979650505050505050565b6100ef61012536600461055c565b6101aa565b6100ef6102f9565b61013a61030c565b6040516100b39190610614565b6100ef7fbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d981565b6100ef61017c366004610656565b610361565b6100ef61018f3660046106a6565b6103a2565b5f8215806101a0575081155b90505b9392505050565b5f81156101d25760405163574b9e2d60e11b8152600481018390526024015b60405180910390fd5b5f546101df9060016106da565b8514610207576040516302af585360e41b8152600481018690525f60248201526044016101c9565b5f5f5b868110156102e2575f8115610243575f6102256001846106ed565b8154811061023557610235610700565b905f5260205f200154610249565b89604001355b90508089898481811061025e5761025e610700565b90506020020135106102a8578189898481811061027d5761027d610700565b905060200201356040516302af585360e41b81526004016101c9929190918252602082015260400190565b8888838181106102ba576102ba610700565b9050602002013581846102cd9190610714565b6102d791906106da565b92505060010161020a565b506102ed85826103a2565b98975050505050505050565b5f80546103079060016106da565b905090565b60605f80548060200260200160405190810160405280929190818152602001828054801561035757602002820191905f5260205f20905b815481526020019060010190808311610343575b5050505050905090565b5f818103610374575060408301356101a3565b5f6103806001846106ed565b8154811061039057610390610700565b905f5260205f20015490509392505050565b5f82826103b0601a8261072b565b6103bb9060616106da565b60408051602081019490945283019190915260608201526080016040516020818303038152906040528051906020012090505b92915050565b5f5f83601f840112610404575f5ffd5b50813567ffffffffffffffff81111561041b575f5ffd5b6020830191508360208260051b8501011115610435575f5ffd5b9250929050565b5f5f5f6040848603121561044e575f5ffd5b833567ffffffffffffffff811115610464575f5ffd5b610470868287016103f4565b909790965060209590950135949350505050565b5f60808284031215610494575f5ffd5b50919050565b5f608082840312156104aa575f5ffd5b6101a38383610484565b5f5f5f5f5f5f5f6080888a0312156104ca575f5ffd5b873567ffffffffffffffff8111156104e0575f5ffd5b6104ec8a828b016103f4565b909850965050602088013567ffffffffffffffff81111561050b575f5ffd5b6105178a828b016103f4565b90965094505060408801359250606088013567ffffffffffffffff81111561053d575f5ffd5b6105498a828b016103f4565b989b979a50959850939692959293505050565b5f5f5f5f5f5f60e08789031215610571575f5ffd5b61057b8888610484565b9550608087013567ffffffffffffffff811115610596575f5ffd5b6105a289828a016103f4565b90965094505060a0870135925060c087013567ffffffffffffffff8111156105c8575f5ffd5b8701601f810189136105d8575f5ffd5b803567ffffffffffffffff8111156105ee575f5ffd5b8960208284010111156105ff575f5ffd5b60208201935080925050509295509295509295565b602080825282518282018190525f918401906040840190835b8181101561064b57835183526020938401939092019160010161062d565b509095945050505050565b5f5f5f60a08486031215610668575f5ffd5b6106728585610484565b9250608084013567ffffffffffffffff81111561068d575f5ffd5b610699868287016103f4565b9497909650939450505050565b5f5f604083850312156106b7575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52601160045260245ffd5b808201808211156103ee576103ee6106c6565b818103818111156103ee576103ee6106c6565b634e487b7160e01b5f52603260045260245ffd5b80820281158282048414176103ee576103ee6106c6565b5f8261074557634e487b7160e01b5f52601260045260245ffd5b50069056fea264697066735822122019322537496b249eb38b8f81d712bc06aa86056c47eeb0a6b2a9408ad79f6ddb64736f6c63430008250033",
}

// AlphabetStep is an auto generated Go binding around an Ethereum contract.
type AlphabetStep struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AlphabetStep) GetABI() abi.ABI {
	return c.abi
}

// NewAlphabetStep creates a new instance of AlphabetStep.
func NewAlphabetStep() *AlphabetStep {
	parsed, err := AlphabetStepMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AlphabetStep{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AlphabetStep) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint256[] sizes) returns()
func (alphabetStep *AlphabetStep) PackConstructor(sizes []*big.Int) []byte {
	enc, err := alphabetStep.abi.Pack("", sizes)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackANCHOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ff43706.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ANCHOR() view returns(bytes32)
func (alphabetStep *AlphabetStep) PackANCHOR() []byte {
	enc, err := alphabetStep.abi.Pack("ANCHOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackANCHOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ff43706.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ANCHOR() view returns(bytes32)
func (alphabetStep *AlphabetStep) TryPackANCHOR() ([]byte, error) {
	return alphabetStep.abi.Pack("ANCHOR")
}

// UnpackANCHOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ff43706.
//
// Solidity: function ANCHOR() view returns(bytes32)
func (alphabetStep *AlphabetStep) UnpackANCHOR(data []byte) ([32]byte, error) {
	out, err := alphabetStep.abi.Unpack("ANCHOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAlphabetStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a6c076d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function alphabetStep(bytes32 pre, uint256 t) pure returns(bytes32)
func (alphabetStep *AlphabetStep) PackAlphabetStep(pre [32]byte, t *big.Int) []byte {
	enc, err := alphabetStep.abi.Pack("alphabetStep", pre, t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAlphabetStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a6c076d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function alphabetStep(bytes32 pre, uint256 t) pure returns(bytes32)
func (alphabetStep *AlphabetStep) TryPackAlphabetStep(pre [32]byte, t *big.Int) ([]byte, error) {
	return alphabetStep.abi.Pack("alphabetStep", pre, t)
}

// UnpackAlphabetStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a6c076d.
//
// Solidity: function alphabetStep(bytes32 pre, uint256 t) pure returns(bytes32)
func (alphabetStep *AlphabetStep) UnpackAlphabetStep(data []byte) ([32]byte, error) {
	out, err := alphabetStep.abi.Unpack("alphabetStep", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b96fc3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ) pure returns(bytes32)
func (alphabetStep *AlphabetStep) PackAnchor(arg0 StepContext) []byte {
	enc, err := alphabetStep.abi.Pack("anchor", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b96fc3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ) pure returns(bytes32)
func (alphabetStep *AlphabetStep) TryPackAnchor(arg0 StepContext) ([]byte, error) {
	return alphabetStep.abi.Pack("anchor", arg0)
}

// UnpackAnchor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b96fc3c.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ) pure returns(bytes32)
func (alphabetStep *AlphabetStep) UnpackAnchor(data []byte) ([32]byte, error) {
	out, err := alphabetStep.abi.Unpack("anchor", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLeaves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7840f880.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leaves((bytes32,bytes32,uint256,uint256) ctx, uint256[] path) view returns(uint256)
func (alphabetStep *AlphabetStep) PackLeaves(ctx StepContext, path []*big.Int) []byte {
	enc, err := alphabetStep.abi.Pack("leaves", ctx, path)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeaves is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7840f880.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leaves((bytes32,bytes32,uint256,uint256) ctx, uint256[] path) view returns(uint256)
func (alphabetStep *AlphabetStep) TryPackLeaves(ctx StepContext, path []*big.Int) ([]byte, error) {
	return alphabetStep.abi.Pack("leaves", ctx, path)
}

// UnpackLeaves is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7840f880.
//
// Solidity: function leaves((bytes32,bytes32,uint256,uint256) ctx, uint256[] path) view returns(uint256)
func (alphabetStep *AlphabetStep) UnpackLeaves(data []byte) (*big.Int, error) {
	out, err := alphabetStep.abi.Unpack("leaves", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLevels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecf518b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function levels() view returns(uint256)
func (alphabetStep *AlphabetStep) PackLevels() []byte {
	enc, err := alphabetStep.abi.Pack("levels")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLevels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecf518b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function levels() view returns(uint256)
func (alphabetStep *AlphabetStep) TryPackLevels() ([]byte, error) {
	return alphabetStep.abi.Pack("levels")
}

// UnpackLevels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ecf518b.
//
// Solidity: function levels() view returns(uint256)
func (alphabetStep *AlphabetStep) UnpackLevels(data []byte) (*big.Int, error) {
	out, err := alphabetStep.abi.Unpack("levels", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMismatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f35ea7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mismatch(uint256[] , uint256[] , bytes32 , bytes32[] ) pure returns(bool)
func (alphabetStep *AlphabetStep) PackMismatch(arg0 []*big.Int, arg1 []*big.Int, arg2 [32]byte, arg3 [][32]byte) []byte {
	enc, err := alphabetStep.abi.Pack("mismatch", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMismatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f35ea7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mismatch(uint256[] , uint256[] , bytes32 , bytes32[] ) pure returns(bool)
func (alphabetStep *AlphabetStep) TryPackMismatch(arg0 []*big.Int, arg1 []*big.Int, arg2 [32]byte, arg3 [][32]byte) ([]byte, error) {
	return alphabetStep.abi.Pack("mismatch", arg0, arg1, arg2, arg3)
}

// UnpackMismatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39f35ea7.
//
// Solidity: function mismatch(uint256[] , uint256[] , bytes32 , bytes32[] ) pure returns(bool)
func (alphabetStep *AlphabetStep) UnpackMismatch(data []byte) (bool, error) {
	out, err := alphabetStep.abi.Unpack("mismatch", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRefuses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a92b5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) pure returns(bool)
func (alphabetStep *AlphabetStep) PackRefuses(prompt []*big.Int, n *big.Int) []byte {
	enc, err := alphabetStep.abi.Pack("refuses", prompt, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefuses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a92b5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) pure returns(bool)
func (alphabetStep *AlphabetStep) TryPackRefuses(prompt []*big.Int, n *big.Int) ([]byte, error) {
	return alphabetStep.abi.Pack("refuses", prompt, n)
}

// UnpackRefuses is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02a92b5c.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) pure returns(bool)
func (alphabetStep *AlphabetStep) UnpackRefuses(data []byte) (bool, error) {
	out, err := alphabetStep.abi.Unpack("refuses", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e5e444b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function step((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes witness) view returns(bytes32)
func (alphabetStep *AlphabetStep) PackStep(ctx StepContext, path []*big.Int, pre [32]byte, witness []byte) []byte {
	enc, err := alphabetStep.abi.Pack("step", ctx, path, pre, witness)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e5e444b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function step((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes witness) view returns(bytes32)
func (alphabetStep *AlphabetStep) TryPackStep(ctx StepContext, path []*big.Int, pre [32]byte, witness []byte) ([]byte, error) {
	return alphabetStep.abi.Pack("step", ctx, path, pre, witness)
}

// UnpackStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e5e444b.
//
// Solidity: function step((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes witness) view returns(bytes32)
func (alphabetStep *AlphabetStep) UnpackStep(data []byte) ([32]byte, error) {
	out, err := alphabetStep.abi.Unpack("step", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSubSizes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d1d334.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function subSizes() view returns(uint256[])
func (alphabetStep *AlphabetStep) PackSubSizes() []byte {
	enc, err := alphabetStep.abi.Pack("subSizes")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubSizes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d1d334.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function subSizes() view returns(uint256[])
func (alphabetStep *AlphabetStep) TryPackSubSizes() ([]byte, error) {
	return alphabetStep.abi.Pack("subSizes")
}

// UnpackSubSizes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d1d334.
//
// Solidity: function subSizes() view returns(uint256[])
func (alphabetStep *AlphabetStep) UnpackSubSizes(data []byte) ([]*big.Int, error) {
	out, err := alphabetStep.abi.Unpack("subSizes", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (alphabetStep *AlphabetStep) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], alphabetStep.abi.Errors["BadPath"].ID.Bytes()[:4]) {
		return alphabetStep.UnpackBadPathError(raw[4:])
	}
	if bytes.Equal(raw[:4], alphabetStep.abi.Errors["BadSizes"].ID.Bytes()[:4]) {
		return alphabetStep.UnpackBadSizesError(raw[4:])
	}
	if bytes.Equal(raw[:4], alphabetStep.abi.Errors["UnexpectedWitness"].ID.Bytes()[:4]) {
		return alphabetStep.UnpackUnexpectedWitnessError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AlphabetStepBadPath represents a BadPath error raised by the AlphabetStep contract.
type AlphabetStepBadPath struct {
	Level *big.Int
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadPath(uint256 level, uint256 index)
func AlphabetStepBadPathErrorID() common.Hash {
	return common.HexToHash("0x2af58530e9cac7a9f57bb7184e6b37b6700e5214529a98ad4ebdda97bdfb6030")
}

// UnpackBadPathError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadPath(uint256 level, uint256 index)
func (alphabetStep *AlphabetStep) UnpackBadPathError(raw []byte) (*AlphabetStepBadPath, error) {
	out := new(AlphabetStepBadPath)
	if err := alphabetStep.abi.UnpackIntoInterface(out, "BadPath", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AlphabetStepBadSizes represents a BadSizes error raised by the AlphabetStep contract.
type AlphabetStepBadSizes struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSizes()
func AlphabetStepBadSizesErrorID() common.Hash {
	return common.HexToHash("0x4a160f7195ee3b53beb8bbaaabd02737ab67d7f99ee7bf3fe0ab78d6bad98a1d")
}

// UnpackBadSizesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSizes()
func (alphabetStep *AlphabetStep) UnpackBadSizesError(raw []byte) (*AlphabetStepBadSizes, error) {
	out := new(AlphabetStepBadSizes)
	if err := alphabetStep.abi.UnpackIntoInterface(out, "BadSizes", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AlphabetStepUnexpectedWitness represents a UnexpectedWitness error raised by the AlphabetStep contract.
type AlphabetStepUnexpectedWitness struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnexpectedWitness(uint256 length)
func AlphabetStepUnexpectedWitnessErrorID() common.Hash {
	return common.HexToHash("0xae973c5a3002ec0e7be5a96c25a264164383cc23e765563d85e6815e6d426d64")
}

// UnpackUnexpectedWitnessError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnexpectedWitness(uint256 length)
func (alphabetStep *AlphabetStep) UnpackUnexpectedWitnessError(raw []byte) (*AlphabetStepUnexpectedWitness, error) {
	out := new(AlphabetStepUnexpectedWitness)
	if err := alphabetStep.abi.UnpackIntoInterface(out, "UnexpectedWitness", raw); err != nil {
		return nil, err
	}
	return out, nil
}
