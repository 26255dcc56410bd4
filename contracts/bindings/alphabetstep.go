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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"sizes\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ANCHOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"alphabetStep\",\"inputs\":[{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"t\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"anchor\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"leaves\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"levels\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"subSizes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"BadPath\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSizes\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnexpectedWitness\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AlphabetStep",
	Bin: "0x608060405234801561000f575f5ffd5b5060405161089e38038061089e83398101604081905261002e916100ee565b60038151111561005157604051634a160f7160e01b815260040160405180910390fd5b5f5b81518110156100c75781818151811061006e5761006e6101b5565b60200260200101515f14806100a1575063ffffffff8016828281518110610097576100976101b5565b6020026020010151115b156100bf57604051634a160f7160e01b815260040160405180910390fd5b600101610053565b505f6100d382826101c9565b5050610269565b634e487b7160e01b5f52604160045260245ffd5b5f602082840312156100fe575f5ffd5b81516001600160401b03811115610113575f5ffd5b8201601f81018413610123575f5ffd5b80516001600160401b0381111561013c5761013c6100da565b604051600582901b90603f8201601f191681016001600160401b038111828210171561016a5761016a6100da565b604052918252602081840181019290810187841115610187575f5ffd5b6020850194505b838510156101aa5784518082526020958601959093500161018e565b509695505050505050565b634e487b7160e01b5f52603260045260245ffd5b81516001600160401b038111156101e2576101e26100da565b680100000000000000008111156101fb576101fb6100da565b81548183558082101561022f57825f528160205f20018282035f5b8181101561022b575f83820155600101610216565b5050505b5060208301610243835f9081526020902090565b5f5b8381101561026157825182820155602090920191600101610245565b505050505050565b610628806102765f395ff3fe608060405234801561000f575f5ffd5b506004361061007a575f3560e01c806361d1d3341161005857806361d1d334146100df5780636ff43706146100f45780637840f8801461011b5780638a6c076d1461012e575f5ffd5b80630b96fc3c1461007e5780633e5e444b146100c45780634ecf518b146100d7575b5f5ffd5b6100b161008c3660046103a2565b507fbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d990565b6040519081526020015b60405180910390f35b6100b16100d2366004610404565b610141565b6100b1610290565b6100e76102a3565b6040516100bb91906104bc565b6100b17fbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d981565b6100b16101293660046104fe565b6102f8565b6100b161013c36600461054e565b61033a565b5f81156101695760405163574b9e2d60e11b8152600481018390526024015b60405180910390fd5b5f54610176906001610582565b851461019e576040516302af585360e41b8152600481018690525f6024820152604401610160565b5f5f5b86811015610279575f81156101da575f6101bc600184610595565b815481106101cc576101cc6105a8565b905f5260205f2001546101e0565b89604001355b9050808989848181106101f5576101f56105a8565b905060200201351061023f5781898984818110610214576102146105a8565b905060200201356040516302af585360e41b8152600401610160929190918252602082015260400190565b888883818110610251576102516105a8565b90506020020135818461026491906105bc565b61026e9190610582565b9250506001016101a1565b50610284858261033a565b98975050505050505050565b5f805461029e906001610582565b905090565b60605f8054806020026020016040519081016040528092919081815260200182805480156102ee57602002820191905f5260205f20905b8154815260200190600101908083116102da575b5050505050905090565b5f81810361030b57506040830135610333565b5f610317600184610595565b81548110610327576103276105a8565b905f5260205f20015490505b9392505050565b5f8282610348601a826105d3565b610353906061610582565b60408051602081019490945283019190915260608201526080016040516020818303038152906040528051906020012090505b92915050565b5f6080828403121561039c575f5ffd5b50919050565b5f608082840312156103b2575f5ffd5b610333838361038c565b5f5f83601f8401126103cc575f5ffd5b50813567ffffffffffffffff8111156103e3575f5ffd5b6020830191508360208260051b85010111156103fd575f5ffd5b9250929050565b5f5f5f5f5f5f60e08789031215610419575f5ffd5b610423888861038c565b9550608087013567ffffffffffffffff81111561043e575f5ffd5b61044a89828a016103bc565b90965094505060a0870135925060c087013567ffffffffffffffff811115610470575f5ffd5b8701601f81018913610480575f5ffd5b803567ffffffffffffffff811115610496575f5ffd5b8960208284010111156104a7575f5ffd5b60208201935080925050509295509295509295565b602080825282518282018190525f918401906040840190835b818110156104f35783518352602093840193909201916001016104d5565b509095945050505050565b5f5f5f60a08486031215610510575f5ffd5b61051a858561038c565b9250608084013567ffffffffffffffff811115610535575f5ffd5b610541868287016103bc565b9497909650939450505050565b5f5f6040838503121561055f575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52601160045260245ffd5b808201808211156103865761038661056e565b818103818111156103865761038661056e565b634e487b7160e01b5f52603260045260245ffd5b80820281158282048414176103865761038661056e565b5f826105ed57634e487b7160e01b5f52601260045260245ffd5b50069056fea2646970667358221220041741518b4dc154fece943f8e25a6195404d4fb90e465b1a12b4f23646a1ed864736f6c63430008250033",
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
