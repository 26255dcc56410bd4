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

// EpochRegistryMetaData contains all meta data concerning the EpochRegistry contract.
var EpochRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIQuorumCheck\"},{\"name\":\"num\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"den\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"delay\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"EPOCH_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"commitEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"drawSample\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"epochDigest\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"epochs\",\"inputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"committedAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextEpoch\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIQuorumCheck\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleAt\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"j\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleAtSeed\",\"inputs\":[{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"j\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"sampleBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleDelay\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleSeed\",\"inputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleSize\",\"inputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdDen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNum\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"underRoot\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaf_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"position\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAttestation\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaf_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"position\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"EpochCommitted\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SampleDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"BadSampleRate\",\"inputs\":[{\"name\":\"bps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyEpoch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EpochOutOfOrder\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"expected\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotUnderRoot\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SampleAlreadyDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"SampleNotDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"SampleTooEarly\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"firstBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"SampleWindowClosed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"lastBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnknownEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "EpochRegistry",
	Bin: "0x610140604052348015610010575f5ffd5b506040516111d93803806111d983398101604081905261002f91610092565b82158061003d575061271083115b1561006257604051631c1cd46360e11b81526004810184905260240160405180910390fd5b6001600160a01b0390951660805260c09290925260a092909252610120929092526101009190915260e0526100ec565b5f5f5f5f5f5f60c087890312156100a7575f5ffd5b86516001600160a01b03811681146100bd575f5ffd5b6020880151604089015160608a015160808b015160a0909b0151939c929b509099909850965090945092505050565b60805160a05160c05160e05161010051610120516110756101645f395f81816102a90152818161088901526108bc01525f818161036f015261081801525f818161028201526104ec01525f8181610396015261060901525f81816102fb01526105e801525f818161021d01526105ab01526110755ff3fe608060405234801561000f575f5ffd5b5060043610610111575f3560e01c8063a269b1051161009e578063bc4faa2f1161006e578063bc4faa2f1461031d578063bece738c14610330578063bfc8470c14610357578063cc55d7b41461036a578063fafdd8c714610391575f5ffd5b8063a269b1051461027d578063a94db4a6146102a4578063aea0e78b146102cb578063b2b2665f146102f6575f5ffd5b806375deb4c1116100e457806375deb4c1146101f057806375e4b1a6146102055780637b10399914610218578063904c9aa314610257578063958ca44d1461026a575f5ffd5b80633137e82614610115578063450a5d211461013d5780634bd2d7f91461016a57806356378285146101dd575b5f5ffd5b610128610123366004610beb565b6103b8565b60405190151581526020015b60405180910390f35b61015c61014b366004610c5d565b60016020525f908152604090205481565b604051908152602001610134565b6101ad610178366004610c5d565b5f6020819052908152604090208054600182015460029092015490916001600160401b0380821692600160401b909204169084565b60405161013494939291909384526001600160401b03928316602085015291166040830152606082015260800190565b61015c6101eb366004610c5d565b6104e3565b6102036101fe366004610c90565b610536565b005b610203610213366004610d12565b610780565b61023f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610134565b61015c610265366004610c5d565b6107c6565b61015c610278366004610d7b565b6109b6565b61015c7f000000000000000000000000000000000000000000000000000000000000000081565b61015c7f000000000000000000000000000000000000000000000000000000000000000081565b6002546102de906001600160401b031681565b6040516001600160401b039091168152602001610134565b61015c7f000000000000000000000000000000000000000000000000000000000000000081565b6102de61032b366004610dbc565b610a34565b61015c7ff2774e655cf8deb07bf62e660ac4f758dccaf80ba7bfd91746c523257ac133bf81565b6102de610365366004610def565b610a85565b61015c7f000000000000000000000000000000000000000000000000000000000000000081565b61015c7f000000000000000000000000000000000000000000000000000000000000000081565b5f856001600160401b0316846001600160401b0316106103d957505f6104d9565b5f5b6001600160401b0387166001821b10156103ff576103f881610e2b565b90506103db565b82811461040f575f9150506104d9565b855f5b828110156104d25760016001600160401b038816821c161561047d5785858281811061044057610440610e43565b9050602002013582604051602001610462929190918252602082015260400190565b604051602081830303815290604052805190602001206104c8565b8186868381811061049057610490610e43565b905060200201356040516020016104b1929190918252602082015260400190565b604051602081830303815290604052805190602001205b9150600101610412565b5088149150505b9695505050505050565b5f61271061051a7f00000000000000000000000000000000000000000000000000000000000000006001600160401b038516610e57565b6105269061270f610e6e565b6105309190610e95565b92915050565b6002546001600160401b0387811691161461058057600254604051632abeb08d60e21b81526001600160401b03808916600483015290911660248201526044015b60405180910390fd5b836001600160401b03165f036105a957604051631399323960e21b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663826356236105e4888888886109b6565b84847f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518663ffffffff1660e01b8152600401610648959493929190610ee7565b6040805180830381865afa158015610662573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106869190610fd8565b5050604080516080810182528681526001600160401b038087166020808401918252438316848601908152606085018981528c85165f90815292839052959091209351845590516001808501805493518516600160401b026fffffffffffffffffffffffffffffffff199094169290941691909117919091179091559151600290910155610715908790610ffa565b6002805467ffffffffffffffff19166001600160401b03928316179055604080518781528683166020820152908101859052908716907f429975c1bd68e9eae5367b4112dfafc21c2b13939d44d0d98e773807db9432c59060600160405180910390a2505050505050565b5f61078a86610aee565b90506107a1815f01518260200151878787876103b8565b6107be5760405163441752f160e11b815260040160405180910390fd5b505050505050565b5f5f6107d183610aee565b6001600160401b0384165f9081526001602052604090205490915015610815576040516323e7498b60e11b81526001600160401b0384166004820152602401610577565b5f7f000000000000000000000000000000000000000000000000000000000000000082604001516001600160401b031661084f9190610e6e565b9050804310156108845760405163e1c6caf360e01b81526001600160401b038516600482015260248101829052604401610577565b6108ae7f000000000000000000000000000000000000000000000000000000000000000082610e6e565b4310610915578360016108e17f000000000000000000000000000000000000000000000000000000000000000084610e6e565b6108eb9190611019565b60405163423b5c0360e01b81526001600160401b0390921660048301526024820152604401610577565b8151604051610931914491602001918252602082015260400190565b60408051601f1981840301815291815281516020928301206001600160401b0387165f818152600185529290922081905591840151919450907f1a362f929c91d71dc1990a7022b6d67a04555b52009923060cdffb28b7429a38908590610997906104e3565b6040805192835260208301919091520160405180910390a25050919050565b604080517ff2774e655cf8deb07bf62e660ac4f758dccaf80ba7bfd91746c523257ac133bf60208083019190915246828401523060608301526001600160401b03968716608083015260a08201959095529290941660c083015260e08083019190915283518083039091018152610100909101909252815191012090565b5f826001600160401b03168483604051602001610a5b929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c610a7d919061102c565b949350505050565b5f5f610a9084610aee565b6001600160401b0385165f90815260016020526040812054919250819003610ad657604051639facc5cd60e01b81526001600160401b0386166004820152602401610577565b610ae581836020015186610a34565b95945050505050565b604080516080810182525f808252602082018190529181018290526060810191909152506001600160401b038082165f908152602081815260408083208151608081018352815481526001820154808716948201859052600160401b9004909516918501919091526002015460608401529003610b8957604051632938879b60e21b81526001600160401b0383166004820152602401610577565b919050565b80356001600160401b0381168114610b89575f5ffd5b5f5f83601f840112610bb4575f5ffd5b5081356001600160401b03811115610bca575f5ffd5b6020830191508360208260051b8501011115610be4575f5ffd5b9250929050565b5f5f5f5f5f5f60a08789031215610c00575f5ffd5b86359550610c1060208801610b8e565b945060408701359350610c2560608801610b8e565b925060808701356001600160401b03811115610c3f575f5ffd5b610c4b89828a01610ba4565b979a9699509497509295939492505050565b5f60208284031215610c6d575f5ffd5b610c7682610b8e565b9392505050565b803563ffffffff81168114610b89575f5ffd5b5f5f5f5f5f5f60c08789031215610ca5575f5ffd5b610cae87610b8e565b955060208701359450610cc360408801610b8e565b935060608701359250610cd860808801610c7d565b915060a08701356001600160401b03811115610cf2575f5ffd5b8701610160818a031215610d04575f5ffd5b809150509295509295509295565b5f5f5f5f5f60808688031215610d26575f5ffd5b610d2f86610b8e565b945060208601359350610d4460408701610b8e565b925060608601356001600160401b03811115610d5e575f5ffd5b610d6a88828901610ba4565b969995985093965092949392505050565b5f5f5f5f60808587031215610d8e575f5ffd5b610d9785610b8e565b935060208501359250610dac60408601610b8e565b9396929550929360600135925050565b5f5f5f60608486031215610dce575f5ffd5b83359250610dde60208501610b8e565b929592945050506040919091013590565b5f5f60408385031215610e00575f5ffd5b610e0983610b8e565b946020939093013593505050565b634e487b7160e01b5f52601160045260245ffd5b5f60018201610e3c57610e3c610e17565b5060010190565b634e487b7160e01b5f52603260045260245ffd5b808202811582820484141761053057610530610e17565b8082018082111561053057610530610e17565b634e487b7160e01b5f52601260045260245ffd5b5f82610ea357610ea3610e81565b500490565b8183526020830192505f815f5b84811015610edd57813586526020808301359087015260409586019590910190600101610eb5565b5093949350505050565b85815263ffffffff8516602082015260a06040820152610f1460a082018580358252602090810135910152565b604080850160e08301376040608085016101208301375f60c0850135601e19863603018112610f41575f5ffd5b85016020810190356001600160401b03811115610f5c575f5ffd5b8060061b3603821315610f6d575f5ffd5b61016080850152610f8361020085018284610ea8565b915050610f9260e08701610c7d565b63ffffffff166101808401526101008601356101a08401526101208601356101c0840152610140909501356101e083015250606081019290925260809091015292915050565b5f5f60408385031215610fe9575f5ffd5b505080516020909101519092909150565b6001600160401b03818116838216019081111561053057610530610e17565b8181038181111561053057610530610e17565b5f8261103a5761103a610e81565b50069056fea264697066735822122012b33c9ce5c789bd1e945b9ec303a39bd8ec73ea67747f587342282e4f61e56464736f6c63430008250033",
}

// EpochRegistry is an auto generated Go binding around an Ethereum contract.
type EpochRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EpochRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewEpochRegistry creates a new instance of EpochRegistry.
func NewEpochRegistry() *EpochRegistry {
	parsed, err := EpochRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EpochRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EpochRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, uint256 num, uint256 den, uint256 bps, uint256 delay, uint256 window) returns()
func (epochRegistry *EpochRegistry) PackConstructor(registry_ common.Address, num *big.Int, den *big.Int, bps *big.Int, delay *big.Int, window *big.Int) []byte {
	enc, err := epochRegistry.abi.Pack("", registry_, num, den, bps, delay, window)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEPOCHDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbece738c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EPOCH_DOMAIN() view returns(bytes32)
func (epochRegistry *EpochRegistry) PackEPOCHDOMAIN() []byte {
	enc, err := epochRegistry.abi.Pack("EPOCH_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEPOCHDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbece738c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EPOCH_DOMAIN() view returns(bytes32)
func (epochRegistry *EpochRegistry) TryPackEPOCHDOMAIN() ([]byte, error) {
	return epochRegistry.abi.Pack("EPOCH_DOMAIN")
}

// UnpackEPOCHDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbece738c.
//
// Solidity: function EPOCH_DOMAIN() view returns(bytes32)
func (epochRegistry *EpochRegistry) UnpackEPOCHDOMAIN(data []byte) ([32]byte, error) {
	out, err := epochRegistry.abi.Unpack("EPOCH_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCommitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75deb4c1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitEpoch(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns()
func (epochRegistry *EpochRegistry) PackCommitEpoch(epoch uint64, root [32]byte, count uint64, books [32]byte, referenceBlock uint32, sig QuorumSignature) []byte {
	enc, err := epochRegistry.abi.Pack("commitEpoch", epoch, root, count, books, referenceBlock, sig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75deb4c1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitEpoch(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns()
func (epochRegistry *EpochRegistry) TryPackCommitEpoch(epoch uint64, root [32]byte, count uint64, books [32]byte, referenceBlock uint32, sig QuorumSignature) ([]byte, error) {
	return epochRegistry.abi.Pack("commitEpoch", epoch, root, count, books, referenceBlock, sig)
}

// PackDrawSample is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x904c9aa3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawSample(uint64 epoch) returns(bytes32 seed)
func (epochRegistry *EpochRegistry) PackDrawSample(epoch uint64) []byte {
	enc, err := epochRegistry.abi.Pack("drawSample", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawSample is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x904c9aa3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawSample(uint64 epoch) returns(bytes32 seed)
func (epochRegistry *EpochRegistry) TryPackDrawSample(epoch uint64) ([]byte, error) {
	return epochRegistry.abi.Pack("drawSample", epoch)
}

// UnpackDrawSample is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x904c9aa3.
//
// Solidity: function drawSample(uint64 epoch) returns(bytes32 seed)
func (epochRegistry *EpochRegistry) UnpackDrawSample(data []byte) ([32]byte, error) {
	out, err := epochRegistry.abi.Unpack("drawSample", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEpochDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x958ca44d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books) view returns(bytes32)
func (epochRegistry *EpochRegistry) PackEpochDigest(epoch uint64, root [32]byte, count uint64, books [32]byte) []byte {
	enc, err := epochRegistry.abi.Pack("epochDigest", epoch, root, count, books)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x958ca44d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books) view returns(bytes32)
func (epochRegistry *EpochRegistry) TryPackEpochDigest(epoch uint64, root [32]byte, count uint64, books [32]byte) ([]byte, error) {
	return epochRegistry.abi.Pack("epochDigest", epoch, root, count, books)
}

// UnpackEpochDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x958ca44d.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books) view returns(bytes32)
func (epochRegistry *EpochRegistry) UnpackEpochDigest(data []byte) ([32]byte, error) {
	out, err := epochRegistry.abi.Unpack("epochDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bd2d7f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, bytes32 books)
func (epochRegistry *EpochRegistry) PackEpochs(arg0 uint64) []byte {
	enc, err := epochRegistry.abi.Pack("epochs", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4bd2d7f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, bytes32 books)
func (epochRegistry *EpochRegistry) TryPackEpochs(arg0 uint64) ([]byte, error) {
	return epochRegistry.abi.Pack("epochs", arg0)
}

// EpochsOutput serves as a container for the return parameters of contract
// method Epochs.
type EpochsOutput struct {
	Root        [32]byte
	Count       uint64
	CommittedAt uint64
	Books       [32]byte
}

// UnpackEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bd2d7f9.
//
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, bytes32 books)
func (epochRegistry *EpochRegistry) UnpackEpochs(data []byte) (EpochsOutput, error) {
	out, err := epochRegistry.abi.Unpack("epochs", data)
	outstruct := new(EpochsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Root = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Count = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.CommittedAt = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Books = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackNextEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaea0e78b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextEpoch() view returns(uint64)
func (epochRegistry *EpochRegistry) PackNextEpoch() []byte {
	enc, err := epochRegistry.abi.Pack("nextEpoch")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaea0e78b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextEpoch() view returns(uint64)
func (epochRegistry *EpochRegistry) TryPackNextEpoch() ([]byte, error) {
	return epochRegistry.abi.Pack("nextEpoch")
}

// UnpackNextEpoch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaea0e78b.
//
// Solidity: function nextEpoch() view returns(uint64)
func (epochRegistry *EpochRegistry) UnpackNextEpoch(data []byte) (uint64, error) {
	out, err := epochRegistry.abi.Unpack("nextEpoch", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (epochRegistry *EpochRegistry) PackRegistry() []byte {
	enc, err := epochRegistry.abi.Pack("registry")
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
func (epochRegistry *EpochRegistry) TryPackRegistry() ([]byte, error) {
	return epochRegistry.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (epochRegistry *EpochRegistry) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := epochRegistry.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSampleAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfc8470c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleAt(uint64 epoch, uint256 j) view returns(uint64)
func (epochRegistry *EpochRegistry) PackSampleAt(epoch uint64, j *big.Int) []byte {
	enc, err := epochRegistry.abi.Pack("sampleAt", epoch, j)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfc8470c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleAt(uint64 epoch, uint256 j) view returns(uint64)
func (epochRegistry *EpochRegistry) TryPackSampleAt(epoch uint64, j *big.Int) ([]byte, error) {
	return epochRegistry.abi.Pack("sampleAt", epoch, j)
}

// UnpackSampleAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbfc8470c.
//
// Solidity: function sampleAt(uint64 epoch, uint256 j) view returns(uint64)
func (epochRegistry *EpochRegistry) UnpackSampleAt(data []byte) (uint64, error) {
	out, err := epochRegistry.abi.Unpack("sampleAt", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackSampleAtSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4faa2f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleAtSeed(bytes32 seed, uint64 count, uint256 j) pure returns(uint64)
func (epochRegistry *EpochRegistry) PackSampleAtSeed(seed [32]byte, count uint64, j *big.Int) []byte {
	enc, err := epochRegistry.abi.Pack("sampleAtSeed", seed, count, j)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleAtSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4faa2f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleAtSeed(bytes32 seed, uint64 count, uint256 j) pure returns(uint64)
func (epochRegistry *EpochRegistry) TryPackSampleAtSeed(seed [32]byte, count uint64, j *big.Int) ([]byte, error) {
	return epochRegistry.abi.Pack("sampleAtSeed", seed, count, j)
}

// UnpackSampleAtSeed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4faa2f.
//
// Solidity: function sampleAtSeed(bytes32 seed, uint64 count, uint256 j) pure returns(uint64)
func (epochRegistry *EpochRegistry) UnpackSampleAtSeed(data []byte) (uint64, error) {
	out, err := epochRegistry.abi.Unpack("sampleAtSeed", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackSampleBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa269b105.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleBps() view returns(uint256)
func (epochRegistry *EpochRegistry) PackSampleBps() []byte {
	enc, err := epochRegistry.abi.Pack("sampleBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa269b105.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleBps() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackSampleBps() ([]byte, error) {
	return epochRegistry.abi.Pack("sampleBps")
}

// UnpackSampleBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa269b105.
//
// Solidity: function sampleBps() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackSampleBps(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("sampleBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSampleDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc55d7b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleDelay() view returns(uint256)
func (epochRegistry *EpochRegistry) PackSampleDelay() []byte {
	enc, err := epochRegistry.abi.Pack("sampleDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc55d7b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleDelay() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackSampleDelay() ([]byte, error) {
	return epochRegistry.abi.Pack("sampleDelay")
}

// UnpackSampleDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc55d7b4.
//
// Solidity: function sampleDelay() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackSampleDelay(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("sampleDelay", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSampleSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450a5d21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleSeed(uint64 ) view returns(bytes32)
func (epochRegistry *EpochRegistry) PackSampleSeed(arg0 uint64) []byte {
	enc, err := epochRegistry.abi.Pack("sampleSeed", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleSeed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x450a5d21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleSeed(uint64 ) view returns(bytes32)
func (epochRegistry *EpochRegistry) TryPackSampleSeed(arg0 uint64) ([]byte, error) {
	return epochRegistry.abi.Pack("sampleSeed", arg0)
}

// UnpackSampleSeed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x450a5d21.
//
// Solidity: function sampleSeed(uint64 ) view returns(bytes32)
func (epochRegistry *EpochRegistry) UnpackSampleSeed(data []byte) ([32]byte, error) {
	out, err := epochRegistry.abi.Unpack("sampleSeed", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSampleSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56378285.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleSize(uint64 count) view returns(uint256)
func (epochRegistry *EpochRegistry) PackSampleSize(count uint64) []byte {
	enc, err := epochRegistry.abi.Pack("sampleSize", count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56378285.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleSize(uint64 count) view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackSampleSize(count uint64) ([]byte, error) {
	return epochRegistry.abi.Pack("sampleSize", count)
}

// UnpackSampleSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x56378285.
//
// Solidity: function sampleSize(uint64 count) view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackSampleSize(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("sampleSize", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSampleWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa94db4a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sampleWindow() view returns(uint256)
func (epochRegistry *EpochRegistry) PackSampleWindow() []byte {
	enc, err := epochRegistry.abi.Pack("sampleWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSampleWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa94db4a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sampleWindow() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackSampleWindow() ([]byte, error) {
	return epochRegistry.abi.Pack("sampleWindow")
}

// UnpackSampleWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa94db4a6.
//
// Solidity: function sampleWindow() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackSampleWindow(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("sampleWindow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackThresholdDen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfafdd8c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function thresholdDen() view returns(uint256)
func (epochRegistry *EpochRegistry) PackThresholdDen() []byte {
	enc, err := epochRegistry.abi.Pack("thresholdDen")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdDen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfafdd8c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdDen() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackThresholdDen() ([]byte, error) {
	return epochRegistry.abi.Pack("thresholdDen")
}

// UnpackThresholdDen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfafdd8c7.
//
// Solidity: function thresholdDen() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackThresholdDen(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("thresholdDen", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackThresholdNum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2b2665f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function thresholdNum() view returns(uint256)
func (epochRegistry *EpochRegistry) PackThresholdNum() []byte {
	enc, err := epochRegistry.abi.Pack("thresholdNum")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdNum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb2b2665f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdNum() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackThresholdNum() ([]byte, error) {
	return epochRegistry.abi.Pack("thresholdNum")
}

// UnpackThresholdNum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb2b2665f.
//
// Solidity: function thresholdNum() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackThresholdNum(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("thresholdNum", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUnderRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3137e826.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function underRoot(bytes32 root, uint64 count, bytes32 leaf_, uint64 position, bytes32[] siblings) pure returns(bool)
func (epochRegistry *EpochRegistry) PackUnderRoot(root [32]byte, count uint64, leaf [32]byte, position uint64, siblings [][32]byte) []byte {
	enc, err := epochRegistry.abi.Pack("underRoot", root, count, leaf, position, siblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnderRoot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3137e826.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function underRoot(bytes32 root, uint64 count, bytes32 leaf_, uint64 position, bytes32[] siblings) pure returns(bool)
func (epochRegistry *EpochRegistry) TryPackUnderRoot(root [32]byte, count uint64, leaf [32]byte, position uint64, siblings [][32]byte) ([]byte, error) {
	return epochRegistry.abi.Pack("underRoot", root, count, leaf, position, siblings)
}

// UnpackUnderRoot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3137e826.
//
// Solidity: function underRoot(bytes32 root, uint64 count, bytes32 leaf_, uint64 position, bytes32[] siblings) pure returns(bool)
func (epochRegistry *EpochRegistry) UnpackUnderRoot(data []byte) (bool, error) {
	out, err := epochRegistry.abi.Unpack("underRoot", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackVerifyAttestation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75e4b1a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAttestation(uint64 epoch, bytes32 leaf_, uint64 position, bytes32[] siblings) view returns()
func (epochRegistry *EpochRegistry) PackVerifyAttestation(epoch uint64, leaf [32]byte, position uint64, siblings [][32]byte) []byte {
	enc, err := epochRegistry.abi.Pack("verifyAttestation", epoch, leaf, position, siblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAttestation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75e4b1a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAttestation(uint64 epoch, bytes32 leaf_, uint64 position, bytes32[] siblings) view returns()
func (epochRegistry *EpochRegistry) TryPackVerifyAttestation(epoch uint64, leaf [32]byte, position uint64, siblings [][32]byte) ([]byte, error) {
	return epochRegistry.abi.Pack("verifyAttestation", epoch, leaf, position, siblings)
}

// EpochRegistryEpochCommitted represents a EpochCommitted event raised by the EpochRegistry contract.
type EpochRegistryEpochCommitted struct {
	Epoch uint64
	Root  [32]byte
	Count uint64
	Books [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const EpochRegistryEpochCommittedEventName = "EpochCommitted"

// ContractEventName returns the user-defined event name.
func (EpochRegistryEpochCommitted) ContractEventName() string {
	return EpochRegistryEpochCommittedEventName
}

// UnpackEpochCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochCommitted(uint64 indexed epoch, bytes32 root, uint64 count, bytes32 books)
func (epochRegistry *EpochRegistry) UnpackEpochCommittedEvent(log *types.Log) (*EpochRegistryEpochCommitted, error) {
	event := "EpochCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != epochRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EpochRegistryEpochCommitted)
	if len(log.Data) > 0 {
		if err := epochRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range epochRegistry.abi.Events[event].Inputs {
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

// EpochRegistrySampleDrawn represents a SampleDrawn event raised by the EpochRegistry contract.
type EpochRegistrySampleDrawn struct {
	Epoch uint64
	Seed  [32]byte
	Size  *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const EpochRegistrySampleDrawnEventName = "SampleDrawn"

// ContractEventName returns the user-defined event name.
func (EpochRegistrySampleDrawn) ContractEventName() string {
	return EpochRegistrySampleDrawnEventName
}

// UnpackSampleDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SampleDrawn(uint64 indexed epoch, bytes32 seed, uint256 size)
func (epochRegistry *EpochRegistry) UnpackSampleDrawnEvent(log *types.Log) (*EpochRegistrySampleDrawn, error) {
	event := "SampleDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != epochRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EpochRegistrySampleDrawn)
	if len(log.Data) > 0 {
		if err := epochRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range epochRegistry.abi.Events[event].Inputs {
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
func (epochRegistry *EpochRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["BadSampleRate"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackBadSampleRateError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["EmptyEpoch"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackEmptyEpochError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["EpochOutOfOrder"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackEpochOutOfOrderError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["NotUnderRoot"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackNotUnderRootError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["SampleAlreadyDrawn"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackSampleAlreadyDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["SampleNotDrawn"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackSampleNotDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["SampleTooEarly"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackSampleTooEarlyError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["SampleWindowClosed"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackSampleWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["UnknownEpoch"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackUnknownEpochError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EpochRegistryBadSampleRate represents a BadSampleRate error raised by the EpochRegistry contract.
type EpochRegistryBadSampleRate struct {
	Bps *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSampleRate(uint256 bps)
func EpochRegistryBadSampleRateErrorID() common.Hash {
	return common.HexToHash("0x3839a8c61fc03b2f6ecffcf57a74881af77e6d7f4ae2a2f5535083a3f76d7978")
}

// UnpackBadSampleRateError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSampleRate(uint256 bps)
func (epochRegistry *EpochRegistry) UnpackBadSampleRateError(raw []byte) (*EpochRegistryBadSampleRate, error) {
	out := new(EpochRegistryBadSampleRate)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "BadSampleRate", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistryEmptyEpoch represents a EmptyEpoch error raised by the EpochRegistry contract.
type EpochRegistryEmptyEpoch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyEpoch()
func EpochRegistryEmptyEpochErrorID() common.Hash {
	return common.HexToHash("0x4e64c8e4321b838456d0e16d1ff9ec5e05c5516661532e459f6503391133f79a")
}

// UnpackEmptyEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyEpoch()
func (epochRegistry *EpochRegistry) UnpackEmptyEpochError(raw []byte) (*EpochRegistryEmptyEpoch, error) {
	out := new(EpochRegistryEmptyEpoch)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "EmptyEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistryEpochOutOfOrder represents a EpochOutOfOrder error raised by the EpochRegistry contract.
type EpochRegistryEpochOutOfOrder struct {
	Epoch    uint64
	Expected uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EpochOutOfOrder(uint64 epoch, uint64 expected)
func EpochRegistryEpochOutOfOrderErrorID() common.Hash {
	return common.HexToHash("0xaafac234781fe28ed2d4f94a073c37ac514846bc5412616578ec644fcd9a2f7f")
}

// UnpackEpochOutOfOrderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EpochOutOfOrder(uint64 epoch, uint64 expected)
func (epochRegistry *EpochRegistry) UnpackEpochOutOfOrderError(raw []byte) (*EpochRegistryEpochOutOfOrder, error) {
	out := new(EpochRegistryEpochOutOfOrder)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "EpochOutOfOrder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistryNotUnderRoot represents a NotUnderRoot error raised by the EpochRegistry contract.
type EpochRegistryNotUnderRoot struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotUnderRoot()
func EpochRegistryNotUnderRootErrorID() common.Hash {
	return common.HexToHash("0x882ea5e2692623afbbf1261f7b9ccff4d9564e2d12b727e34461e5ae859cf5f1")
}

// UnpackNotUnderRootError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotUnderRoot()
func (epochRegistry *EpochRegistry) UnpackNotUnderRootError(raw []byte) (*EpochRegistryNotUnderRoot, error) {
	out := new(EpochRegistryNotUnderRoot)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "NotUnderRoot", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistrySampleAlreadyDrawn represents a SampleAlreadyDrawn error raised by the EpochRegistry contract.
type EpochRegistrySampleAlreadyDrawn struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SampleAlreadyDrawn(uint64 epoch)
func EpochRegistrySampleAlreadyDrawnErrorID() common.Hash {
	return common.HexToHash("0x47ce9316c1e5af314241f846379c4ae8542b48e44b1b1a7aeeded2ba0c4ddc0c")
}

// UnpackSampleAlreadyDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SampleAlreadyDrawn(uint64 epoch)
func (epochRegistry *EpochRegistry) UnpackSampleAlreadyDrawnError(raw []byte) (*EpochRegistrySampleAlreadyDrawn, error) {
	out := new(EpochRegistrySampleAlreadyDrawn)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "SampleAlreadyDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistrySampleNotDrawn represents a SampleNotDrawn error raised by the EpochRegistry contract.
type EpochRegistrySampleNotDrawn struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SampleNotDrawn(uint64 epoch)
func EpochRegistrySampleNotDrawnErrorID() common.Hash {
	return common.HexToHash("0x9facc5cd599c03581b9e8de9efb11f1ff84128d208c74a2b4d85f8471c97b090")
}

// UnpackSampleNotDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SampleNotDrawn(uint64 epoch)
func (epochRegistry *EpochRegistry) UnpackSampleNotDrawnError(raw []byte) (*EpochRegistrySampleNotDrawn, error) {
	out := new(EpochRegistrySampleNotDrawn)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "SampleNotDrawn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistrySampleTooEarly represents a SampleTooEarly error raised by the EpochRegistry contract.
type EpochRegistrySampleTooEarly struct {
	Epoch      uint64
	FirstBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SampleTooEarly(uint64 epoch, uint256 firstBlock)
func EpochRegistrySampleTooEarlyErrorID() common.Hash {
	return common.HexToHash("0xe1c6caf33660c41f4dcf990b8df4a4ebb6d8488e229c0a370211548c519423bd")
}

// UnpackSampleTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SampleTooEarly(uint64 epoch, uint256 firstBlock)
func (epochRegistry *EpochRegistry) UnpackSampleTooEarlyError(raw []byte) (*EpochRegistrySampleTooEarly, error) {
	out := new(EpochRegistrySampleTooEarly)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "SampleTooEarly", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistrySampleWindowClosed represents a SampleWindowClosed error raised by the EpochRegistry contract.
type EpochRegistrySampleWindowClosed struct {
	Epoch     uint64
	LastBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SampleWindowClosed(uint64 epoch, uint256 lastBlock)
func EpochRegistrySampleWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x423b5c039906eb5c873c788e97afd89be0cf9f89206a789425c4daf9a1c3fd8a")
}

// UnpackSampleWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SampleWindowClosed(uint64 epoch, uint256 lastBlock)
func (epochRegistry *EpochRegistry) UnpackSampleWindowClosedError(raw []byte) (*EpochRegistrySampleWindowClosed, error) {
	out := new(EpochRegistrySampleWindowClosed)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "SampleWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EpochRegistryUnknownEpoch represents a UnknownEpoch error raised by the EpochRegistry contract.
type EpochRegistryUnknownEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func EpochRegistryUnknownEpochErrorID() common.Hash {
	return common.HexToHash("0xa4e21e6c8f881eff51b5764f98a67304231c1cb1ba8af636f941098552d2bd6c")
}

// UnpackUnknownEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func (epochRegistry *EpochRegistry) UnpackUnknownEpochError(raw []byte) (*EpochRegistryUnknownEpoch, error) {
	out := new(EpochRegistryUnknownEpoch)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "UnknownEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}
