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

// PriceTableMetaData contains all meta data concerning the PriceTable contract.
var PriceTableMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"price\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setPrice\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"p\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"PriceSet\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]}]",
	ID:  "PriceTable",
	Bin: "0x60a0604052348015600e575f5ffd5b50336080526080516101c76100305f395f8181608f015260d401526101c75ff3fe608060405234801561000f575f5ffd5b506004361061003f575f3560e01c806310d8d74d1461004357806388f3543a146100585780638da5cb5b1461008a575b5f5ffd5b61005661005136600461015a565b6100c9565b005b61007761006636600461017a565b5f6020819052908152604090205481565b6040519081526020015b60405180910390f35b6100b17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610081565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610112576040516330cd747160e01b815260040160405180910390fd5b5f8281526020818152604091829020839055905182815283917fee47534b2400bc7be3fbdc39f0283b8643fc472a30ffd7324e6161b4b2b91f24910160405180910390a25050565b5f5f6040838503121561016b575f5ffd5b50508035926020909101359150565b5f6020828403121561018a575f5ffd5b503591905056fea264697066735822122071343a61fc4707285867f0c37bd52141734ea444f028864451c0c85f1bf21fa064736f6c63430008250033",
}

// PriceTable is an auto generated Go binding around an Ethereum contract.
type PriceTable struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PriceTable) GetABI() abi.ABI {
	return c.abi
}

// NewPriceTable creates a new instance of PriceTable.
func NewPriceTable() *PriceTable {
	parsed, err := PriceTableMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PriceTable{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PriceTable) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (priceTable *PriceTable) PackOwner() []byte {
	enc, err := priceTable.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (priceTable *PriceTable) TryPackOwner() ([]byte, error) {
	return priceTable.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (priceTable *PriceTable) UnpackOwner(data []byte) (common.Address, error) {
	out, err := priceTable.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88f3543a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function price(bytes32 class) view returns(uint256)
func (priceTable *PriceTable) PackPrice(class [32]byte) []byte {
	enc, err := priceTable.abi.Pack("price", class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88f3543a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function price(bytes32 class) view returns(uint256)
func (priceTable *PriceTable) TryPackPrice(class [32]byte) ([]byte, error) {
	return priceTable.abi.Pack("price", class)
}

// UnpackPrice is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88f3543a.
//
// Solidity: function price(bytes32 class) view returns(uint256)
func (priceTable *PriceTable) UnpackPrice(data []byte) (*big.Int, error) {
	out, err := priceTable.abi.Unpack("price", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10d8d74d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPrice(bytes32 class, uint256 p) returns()
func (priceTable *PriceTable) PackSetPrice(class [32]byte, p *big.Int) []byte {
	enc, err := priceTable.abi.Pack("setPrice", class, p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10d8d74d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPrice(bytes32 class, uint256 p) returns()
func (priceTable *PriceTable) TryPackSetPrice(class [32]byte, p *big.Int) ([]byte, error) {
	return priceTable.abi.Pack("setPrice", class, p)
}

// PriceTablePriceSet represents a PriceSet event raised by the PriceTable contract.
type PriceTablePriceSet struct {
	Class [32]byte
	Price *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const PriceTablePriceSetEventName = "PriceSet"

// ContractEventName returns the user-defined event name.
func (PriceTablePriceSet) ContractEventName() string {
	return PriceTablePriceSetEventName
}

// UnpackPriceSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PriceSet(bytes32 indexed class, uint256 price)
func (priceTable *PriceTable) UnpackPriceSetEvent(log *types.Log) (*PriceTablePriceSet, error) {
	event := "PriceSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != priceTable.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PriceTablePriceSet)
	if len(log.Data) > 0 {
		if err := priceTable.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range priceTable.abi.Events[event].Inputs {
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
func (priceTable *PriceTable) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], priceTable.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return priceTable.UnpackNotOwnerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PriceTableNotOwner represents a NotOwner error raised by the PriceTable contract.
type PriceTableNotOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner()
func PriceTableNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x30cd74712f59d478562d48e2d35de830db72c60a63dd08ae59199eec990b5bc4")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner()
func (priceTable *PriceTable) UnpackNotOwnerError(raw []byte) (*PriceTableNotOwner, error) {
	out := new(PriceTableNotOwner)
	if err := priceTable.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}
