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

// Sp1VerifierStandInMetaData contains all meta data concerning the Sp1VerifierStandIn contract.
var Sp1VerifierStandInMetaData = bind.MetaData{
	ABI: "[{\"type\":\"function\",\"name\":\"DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"proofFor\",\"inputs\":[{\"name\":\"programVKey\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"publicValues\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyProof\",\"inputs\":[{\"name\":\"programVKey\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"publicValues\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"proofBytes\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"error\",\"name\":\"StandInProofMismatch\",\"inputs\":[]}]",
	ID:  "Sp1VerifierStandIn",
	Bin: "0x6080604052348015600e575f5ffd5b506103228061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061003f575f3560e01c806341493c601461004357806352a9674b14610058578063fc2954de14610091575b5f5ffd5b610056610051366004610205565b6100a4565b005b61007f7fd13672daa5990af6756c9d9c8eced4e739921bdaee1ee232cce4141fcffccf1e81565b60405190815260200160405180910390f35b61007f61009f36600461027e565b610114565b6100af858585610114565b6040516020016100c191815260200190565b6040516020818303038152906040528051906020012082826040516100e79291906102c6565b60405180910390201461010d576040516306ac75b160e21b815260040160405180910390fd5b5050505050565b5f7fd13672daa5990af6756c9d9c8eced4e739921bdaee1ee232cce4141fcffccf1e84600285856040516101499291906102c6565b602060405180830381855afa158015610164573d5f5f3e3d5ffd5b5050506040513d601f19601f8201168201806040525081019061018791906102d5565b60408051602081019490945283019190915260608201526080016040516020818303038152906040528051906020012090509392505050565b5f5f83601f8401126101d0575f5ffd5b50813567ffffffffffffffff8111156101e7575f5ffd5b6020830191508360208285010111156101fe575f5ffd5b9250929050565b5f5f5f5f5f60608688031215610219575f5ffd5b85359450602086013567ffffffffffffffff811115610236575f5ffd5b610242888289016101c0565b909550935050604086013567ffffffffffffffff811115610261575f5ffd5b61026d888289016101c0565b969995985093965092949392505050565b5f5f5f60408486031215610290575f5ffd5b83359250602084013567ffffffffffffffff8111156102ad575f5ffd5b6102b9868287016101c0565b9497909650939450505050565b818382375f9101908152919050565b5f602082840312156102e5575f5ffd5b505191905056fea2646970667358221220b97647976ef60933ebbbd32d250120fa9f9e6bd8c5cce4dd07c0b3f77446e7da64736f6c63430008250033",
}

// Sp1VerifierStandIn is an auto generated Go binding around an Ethereum contract.
type Sp1VerifierStandIn struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Sp1VerifierStandIn) GetABI() abi.ABI {
	return c.abi
}

// NewSp1VerifierStandIn creates a new instance of Sp1VerifierStandIn.
func NewSp1VerifierStandIn() *Sp1VerifierStandIn {
	parsed, err := Sp1VerifierStandInMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Sp1VerifierStandIn{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Sp1VerifierStandIn) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52a9674b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN() view returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) PackDOMAIN() []byte {
	enc, err := sp1VerifierStandIn.abi.Pack("DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52a9674b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN() view returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) TryPackDOMAIN() ([]byte, error) {
	return sp1VerifierStandIn.abi.Pack("DOMAIN")
}

// UnpackDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52a9674b.
//
// Solidity: function DOMAIN() view returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) UnpackDOMAIN(data []byte) ([32]byte, error) {
	out, err := sp1VerifierStandIn.abi.Unpack("DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackProofFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc2954de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proofFor(bytes32 programVKey, bytes publicValues) pure returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) PackProofFor(programVKey [32]byte, publicValues []byte) []byte {
	enc, err := sp1VerifierStandIn.abi.Pack("proofFor", programVKey, publicValues)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProofFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc2954de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proofFor(bytes32 programVKey, bytes publicValues) pure returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) TryPackProofFor(programVKey [32]byte, publicValues []byte) ([]byte, error) {
	return sp1VerifierStandIn.abi.Pack("proofFor", programVKey, publicValues)
}

// UnpackProofFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc2954de.
//
// Solidity: function proofFor(bytes32 programVKey, bytes publicValues) pure returns(bytes32)
func (sp1VerifierStandIn *Sp1VerifierStandIn) UnpackProofFor(data []byte) ([32]byte, error) {
	out, err := sp1VerifierStandIn.abi.Unpack("proofFor", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41493c60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyProof(bytes32 programVKey, bytes publicValues, bytes proofBytes) pure returns()
func (sp1VerifierStandIn *Sp1VerifierStandIn) PackVerifyProof(programVKey [32]byte, publicValues []byte, proofBytes []byte) []byte {
	enc, err := sp1VerifierStandIn.abi.Pack("verifyProof", programVKey, publicValues, proofBytes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x41493c60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyProof(bytes32 programVKey, bytes publicValues, bytes proofBytes) pure returns()
func (sp1VerifierStandIn *Sp1VerifierStandIn) TryPackVerifyProof(programVKey [32]byte, publicValues []byte, proofBytes []byte) ([]byte, error) {
	return sp1VerifierStandIn.abi.Pack("verifyProof", programVKey, publicValues, proofBytes)
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (sp1VerifierStandIn *Sp1VerifierStandIn) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], sp1VerifierStandIn.abi.Errors["StandInProofMismatch"].ID.Bytes()[:4]) {
		return sp1VerifierStandIn.UnpackStandInProofMismatchError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// Sp1VerifierStandInStandInProofMismatch represents a StandInProofMismatch error raised by the Sp1VerifierStandIn contract.
type Sp1VerifierStandInStandInProofMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StandInProofMismatch()
func Sp1VerifierStandInStandInProofMismatchErrorID() common.Hash {
	return common.HexToHash("0x1ab1d6c4d0490cfa7ddff521d7ab6a72e393a8285de5ff1bdc807de20648d5df")
}

// UnpackStandInProofMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StandInProofMismatch()
func (sp1VerifierStandIn *Sp1VerifierStandIn) UnpackStandInProofMismatchError(raw []byte) (*Sp1VerifierStandInStandInProofMismatch, error) {
	out := new(Sp1VerifierStandInStandInProofMismatch)
	if err := sp1VerifierStandIn.abi.UnpackIntoInterface(out, "StandInProofMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}
