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

// OverlayMounterMetaData contains all meta data concerning the OverlayMounter contract.
var OverlayMounterMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"manifestHash_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"chunkCount_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"chunkRoot_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"chunkCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"chunkRoot\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOverlayRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifestHash\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mountChunk\",\"inputs\":[{\"name\":\"i\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"proof\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"error\",\"name\":\"ChunkIndexOutOfRange\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChunkTooLong\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DeployFailed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChunkRoot\",\"inputs\":[{\"name\":\"have\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"want\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}]",
	ID:  "OverlayMounter",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161075f38038061075f83398101604081905261002f91610044565b3360805260a09290925260c05260e05261006f565b5f5f5f60608486031215610056575f5ffd5b5050815160208301516040909301519094929350919050565b60805160a05160c05160e0516106966100c95f395f81816098015281816102d7015261031f01525f818161011101528181610136015261029c01525f8181605e015261037f01525f818160bf015261043a01526106965ff3fe608060405234801561000f575f5ffd5b5060043610610055575f3560e01c8063337f3f3214610059578063831cc3cc14610093578063c9d4623f146100ba578063e937f9df146100f9578063f91f09371461010c575b5f5ffd5b6100807f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6100807f000000000000000000000000000000000000000000000000000000000000000081565b6100e17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161008a565b6100e16101073660046104e8565b610133565b6100807f000000000000000000000000000000000000000000000000000000000000000081565b5f7f0000000000000000000000000000000000000000000000000000000000000000861061017c5760405163ed6e484160e01b8152600481018790526024015b60405180910390fd5b615fff8411156101a95760405163efda05c360e01b81526004810187905260248101859052604401610173565b6040515f906101c090829088908890602001610590565b60408051601f198184030181529190528051602090910120905080875f5b8581101561029757600182161561023e57868682818110610201576102016105b3565b9050602002013583604051602001610223929190918252602082015260400190565b60405160208183030381529060405280519060200120610289565b82878783818110610251576102516105b3565b90506020020135604051602001610272929190918252602082015260400190565b604051602081830303815290604052805190602001205b9250600191821c91016101de565b505f5b7f00000000000000000000000000000000000000000000000000000000000000006001821b10156102d5576102ce816105db565b905061029a565b7f0000000000000000000000000000000000000000000000000000000000000000831415806103045750858114155b1561034b57604051637b3a4c0960e01b8152600481018490527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610173565b5f6103578960016105f3565b60405161036d91905f908d908d9060200161060c565b60408051601f198184030181528282527f000000000000000000000000000000000000000000000000000000000000000060208401529082018d905291505f90606001604051602081830303815290604052805190602001209050808251602084015ff596506001600160a01b03871615806103f3575085876001600160a01b03163f14155b156104145760405163c04f5e5760e01b8152600481018d9052602401610173565b604051637d03791960e01b8152600481018d90526001600160a01b0388811660248301527f00000000000000000000000000000000000000000000000000000000000000001690637d037919906044015f604051808303815f87803b15801561047b575f5ffd5b505af115801561048d573d5f5f3e3d5ffd5b5050505050505050505095945050505050565b5f5f83601f8401126104b0575f5ffd5b50813567ffffffffffffffff8111156104c7575f5ffd5b6020830191508360208260051b85010111156104e1575f5ffd5b9250929050565b5f5f5f5f5f606086880312156104fc575f5ffd5b85359450602086013567ffffffffffffffff811115610519575f5ffd5b8601601f81018813610529575f5ffd5b803567ffffffffffffffff81111561053f575f5ffd5b886020828401011115610550575f5ffd5b60209190910194509250604086013567ffffffffffffffff811115610573575f5ffd5b61057f888289016104a0565b969995985093965092949392505050565b6001600160f81b031984168152818360018301375f910160010190815292915050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b5f600182016105ec576105ec6105c7565b5060010190565b80820180821115610606576106066105c7565b92915050565b606160f81b815260f085901b6001600160f01b03191660018201526880600c6000396000f360b81b60038201526001600160f81b03198416600c8201528183600d8301375f9101600d01908152939250505056fea26469706673582212202088f15fccc02283e19924e8552095ddbb3acde5a69ebc21a42cd1847e1fb1a064736f6c63430008250033",
}

// OverlayMounter is an auto generated Go binding around an Ethereum contract.
type OverlayMounter struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OverlayMounter) GetABI() abi.ABI {
	return c.abi
}

// NewOverlayMounter creates a new instance of OverlayMounter.
func NewOverlayMounter() *OverlayMounter {
	parsed, err := OverlayMounterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OverlayMounter{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OverlayMounter) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(bytes32 manifestHash_, uint256 chunkCount_, bytes32 chunkRoot_) returns()
func (overlayMounter *OverlayMounter) PackConstructor(manifestHash_ [32]byte, chunkCount_ *big.Int, chunkRoot_ [32]byte) []byte {
	enc, err := overlayMounter.abi.Pack("", manifestHash_, chunkCount_, chunkRoot_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackChunkCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf91f0937.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chunkCount() view returns(uint256)
func (overlayMounter *OverlayMounter) PackChunkCount() []byte {
	enc, err := overlayMounter.abi.Pack("chunkCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChunkCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf91f0937.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chunkCount() view returns(uint256)
func (overlayMounter *OverlayMounter) TryPackChunkCount() ([]byte, error) {
	return overlayMounter.abi.Pack("chunkCount")
}

// UnpackChunkCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf91f0937.
//
// Solidity: function chunkCount() view returns(uint256)
func (overlayMounter *OverlayMounter) UnpackChunkCount(data []byte) (*big.Int, error) {
	out, err := overlayMounter.abi.Unpack("chunkCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackChunkRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831cc3cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chunkRoot() view returns(bytes32)
func (overlayMounter *OverlayMounter) PackChunkRoot() []byte {
	enc, err := overlayMounter.abi.Pack("chunkRoot")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChunkRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x831cc3cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chunkRoot() view returns(bytes32)
func (overlayMounter *OverlayMounter) TryPackChunkRoot() ([]byte, error) {
	return overlayMounter.abi.Pack("chunkRoot")
}

// UnpackChunkRoot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x831cc3cc.
//
// Solidity: function chunkRoot() view returns(bytes32)
func (overlayMounter *OverlayMounter) UnpackChunkRoot(data []byte) ([32]byte, error) {
	out, err := overlayMounter.abi.Unpack("chunkRoot", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9d4623f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function engine() view returns(address)
func (overlayMounter *OverlayMounter) PackEngine() []byte {
	enc, err := overlayMounter.abi.Pack("engine")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9d4623f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function engine() view returns(address)
func (overlayMounter *OverlayMounter) TryPackEngine() ([]byte, error) {
	return overlayMounter.abi.Pack("engine")
}

// UnpackEngine is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9d4623f.
//
// Solidity: function engine() view returns(address)
func (overlayMounter *OverlayMounter) UnpackEngine(data []byte) (common.Address, error) {
	out, err := overlayMounter.abi.Unpack("engine", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackManifestHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337f3f32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function manifestHash() view returns(bytes32)
func (overlayMounter *OverlayMounter) PackManifestHash() []byte {
	enc, err := overlayMounter.abi.Pack("manifestHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackManifestHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x337f3f32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function manifestHash() view returns(bytes32)
func (overlayMounter *OverlayMounter) TryPackManifestHash() ([]byte, error) {
	return overlayMounter.abi.Pack("manifestHash")
}

// UnpackManifestHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x337f3f32.
//
// Solidity: function manifestHash() view returns(bytes32)
func (overlayMounter *OverlayMounter) UnpackManifestHash(data []byte) ([32]byte, error) {
	out, err := overlayMounter.abi.Unpack("manifestHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMountChunk is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe937f9df.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mountChunk(uint256 i, bytes data, bytes32[] proof) returns(address a)
func (overlayMounter *OverlayMounter) PackMountChunk(i *big.Int, data []byte, proof [][32]byte) []byte {
	enc, err := overlayMounter.abi.Pack("mountChunk", i, data, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMountChunk is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe937f9df.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mountChunk(uint256 i, bytes data, bytes32[] proof) returns(address a)
func (overlayMounter *OverlayMounter) TryPackMountChunk(i *big.Int, data []byte, proof [][32]byte) ([]byte, error) {
	return overlayMounter.abi.Pack("mountChunk", i, data, proof)
}

// UnpackMountChunk is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe937f9df.
//
// Solidity: function mountChunk(uint256 i, bytes data, bytes32[] proof) returns(address a)
func (overlayMounter *OverlayMounter) UnpackMountChunk(data []byte) (common.Address, error) {
	out, err := overlayMounter.abi.Unpack("mountChunk", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (overlayMounter *OverlayMounter) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], overlayMounter.abi.Errors["ChunkIndexOutOfRange"].ID.Bytes()[:4]) {
		return overlayMounter.UnpackChunkIndexOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], overlayMounter.abi.Errors["ChunkTooLong"].ID.Bytes()[:4]) {
		return overlayMounter.UnpackChunkTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], overlayMounter.abi.Errors["DeployFailed"].ID.Bytes()[:4]) {
		return overlayMounter.UnpackDeployFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], overlayMounter.abi.Errors["WrongChunkRoot"].ID.Bytes()[:4]) {
		return overlayMounter.UnpackWrongChunkRootError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OverlayMounterChunkIndexOutOfRange represents a ChunkIndexOutOfRange error raised by the OverlayMounter contract.
type OverlayMounterChunkIndexOutOfRange struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChunkIndexOutOfRange(uint256 index)
func OverlayMounterChunkIndexOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xed6e4841d55776c0b4cc260bffaa933755bfbd2b556b0c3a45096d588074c2f7")
}

// UnpackChunkIndexOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChunkIndexOutOfRange(uint256 index)
func (overlayMounter *OverlayMounter) UnpackChunkIndexOutOfRangeError(raw []byte) (*OverlayMounterChunkIndexOutOfRange, error) {
	out := new(OverlayMounterChunkIndexOutOfRange)
	if err := overlayMounter.abi.UnpackIntoInterface(out, "ChunkIndexOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OverlayMounterChunkTooLong represents a ChunkTooLong error raised by the OverlayMounter contract.
type OverlayMounterChunkTooLong struct {
	Index  *big.Int
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChunkTooLong(uint256 index, uint256 length)
func OverlayMounterChunkTooLongErrorID() common.Hash {
	return common.HexToHash("0xefda05c31672ec4438048532d822c41fb5eeb65c616fa216d5c16587ecf7c705")
}

// UnpackChunkTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChunkTooLong(uint256 index, uint256 length)
func (overlayMounter *OverlayMounter) UnpackChunkTooLongError(raw []byte) (*OverlayMounterChunkTooLong, error) {
	out := new(OverlayMounterChunkTooLong)
	if err := overlayMounter.abi.UnpackIntoInterface(out, "ChunkTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OverlayMounterDeployFailed represents a DeployFailed error raised by the OverlayMounter contract.
type OverlayMounterDeployFailed struct {
	Index *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeployFailed(uint256 index)
func OverlayMounterDeployFailedErrorID() common.Hash {
	return common.HexToHash("0xc04f5e57411b2876e78c147438daf8646e1df85e790e08fa415123b3c57211f2")
}

// UnpackDeployFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeployFailed(uint256 index)
func (overlayMounter *OverlayMounter) UnpackDeployFailedError(raw []byte) (*OverlayMounterDeployFailed, error) {
	out := new(OverlayMounterDeployFailed)
	if err := overlayMounter.abi.UnpackIntoInterface(out, "DeployFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OverlayMounterWrongChunkRoot represents a WrongChunkRoot error raised by the OverlayMounter contract.
type OverlayMounterWrongChunkRoot struct {
	Have [32]byte
	Want [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongChunkRoot(bytes32 have, bytes32 want)
func OverlayMounterWrongChunkRootErrorID() common.Hash {
	return common.HexToHash("0x7b3a4c09a32fad980c70669b7cd4aa0ca7ca11384831b89d4e2d1e15218f2798")
}

// UnpackWrongChunkRootError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongChunkRoot(bytes32 have, bytes32 want)
func (overlayMounter *OverlayMounter) UnpackWrongChunkRootError(raw []byte) (*OverlayMounterWrongChunkRoot, error) {
	out := new(OverlayMounterWrongChunkRoot)
	if err := overlayMounter.abi.UnpackIntoInterface(out, "WrongChunkRoot", raw); err != nil {
		return nil, err
	}
	return out, nil
}
