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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIDrawRegistry\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"committee\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"ref\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"draw\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"stakes\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"committee\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"drawFor\",\"inputs\":[{\"name\":\"taskId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"header\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"ref\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"rnd\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"members\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"randomness\",\"inputs\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"header\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"mix\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDrawRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"seed\",\"inputs\":[{\"name\":\"randomness\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"taskId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"error\",\"name\":\"BadHeader\",\"inputs\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"IdsNotSorted\",\"inputs\":[{\"name\":\"position\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LengthMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotEnoughOperators\",\"inputs\":[{\"name\":\"operators\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AssignmentDraw",
	Bin: "0x60a0604052348015600e575f5ffd5b5060405161114e38038061114e833981016040819052602b91603b565b6001600160a01b03166080526066565b5f60208284031215604a575f5ffd5b81516001600160a01b0381168114605f575f5ffd5b9392505050565b6080516110c361008b5f395f818160c2015281816106ea01526107ef01526110c35ff3fe608060405234801561000f575f5ffd5b5060043610610060575f3560e01c80630b07405e1461006457806330fba4bf1461008a578063641ad237146100aa5780637b103999146100bd5780638da2f9f0146100fc578063fb18baca1461011d575b5f5ffd5b610077610072366004610b26565b610130565b6040519081526020015b60405180910390f35b61009d610098366004610c18565b61015f565b6040516100819190610d1e565b6100776100b8366004610d7c565b61052f565b6100e47f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610081565b61010f61010a366004610e1d565b6106a9565b604051610081929190610eb7565b61009d61012b366004610ed7565b6106de565b604080516020808201859052818301849052825180830384018152606090920190925280519101205b92915050565b82518251606091908114610189576040516001621398b960e31b0319815260040160405180910390fd5b5f5f5b82811015610236575f811180156101e157508681815181106101b0576101b0610f34565b6020026020010151876001836101c69190610f5c565b815181106101d6576101d6610f34565b602002602001015110155b1561020757604051631cceb0b160e11b8152600481018290526024015b60405180910390fd5b85818151811061021957610219610f34565b60200260200101518261022c9190610f6f565b915060010161018c565b5085855f805b858110156102e7575f83828151811061025757610257610f34565b602002602001015111156102df5783818151811061027757610277610f34565b602002602001015183828151811061029157610291610f34565b60200260200101518584815181106102ab576102ab610f34565b602002602001018585815181106102c4576102c4610f34565b6020908102919091010191909152526102dc82610f82565b91505b60010161023c565b5080945086851015610316576040516320a7a47160e11b815260048101869052602481018890526044016101fe565b8667ffffffffffffffff81111561032f5761032f610b46565b604051908082528060200260200182016040528015610358578160200160208202803683370190505b5095505f5b87811015610521575f858c83604051602001610383929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c6103a59190610f9a565b90505f5b87811015610517578481815181106103c3576103c3610f34565b60200260200101518210156104e8578581815181106103e4576103e4610f34565b60200260200101518984815181106103fe576103fe610f34565b60200260200101818152505084818151811061041c5761041c610f34565b60200260200101518761042f9190610f5c565b9650805b8861043f826001610f6f565b10156104d75786610451826001610f6f565b8151811061046157610461610f34565b602002602001015187828151811061047b5761047b610f34565b602090810291909101015285610492826001610f6f565b815181106104a2576104a2610f34565b60200260200101518682815181106104bc576104bc610f34565b60209081029190910101526104d081610f82565b9050610433565b506104e188610fb9565b9750610517565b8481815181106104fa576104fa610f34565b60200260200101518261050d9190610f5c565b91506001016103a9565b505060010161035d565b505050505050949350505050565b5f8340801580610556575080848460405161054b929190610fce565b604051809103902014155b1561057757604051634a4019c560e01b8152600481018690526024016101fe565b825f80806105878885838c610913565b9250925092508015806105a35750836105a08385610f6f565b14155b156105c457604051634a4019c560e01b8152600481018a90526024016101fe565b5f5b600d81101561061d575f5f6105dd8b8b888f610913565b5090925090506105ed8183610f6f565b95508686111561061357604051634a4019c560e01b8152600481018d90526024016101fe565b50506001016105c6565b505f5f5f61062d8b8b888f610913565b9250925092508080610640575081602014155b80610654575086610652846020610f6f565b115b1561067557604051634a4019c560e01b8152600481018d90526024016101fe565b8a838b610683826020610f6f565b9261069093929190610fdd565b61069991611004565b9c9b505050505050505050505050565b5f60606106b789898961052f565b91506106cf6106c6838c610130565b878787876106de565b90509850989650505050505050565b60606001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016639ad4c5bc865f60405190808252806020026020018201604052801561073a578160200160208202803683370190505b5087876040518563ffffffff1660e01b815260040161075c9493929190611021565b602060405180830381865afa158015610777573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061079b9190611076565b50825f8167ffffffffffffffff8111156107b7576107b7610b46565b6040519080825280602002602001820160405280156107e0578160200160208202803683370190505b5090505f5b828110156108c6577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632774492888888481811061082e5761082e610f34565b905060200201358a6040518363ffffffff1660e01b815260040161086292919091825263ffffffff16602082015260400190565b602060405180830381865afa15801561087d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108a19190611076565b8282815181106108b3576108b3610f34565b60209081029190910101526001016107e5565b50610907888787808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525086925089915061015f9050565b98975050505050505050565b5f808085851061093957604051634a4019c560e01b8152600481018590526024016101fe565b5f87878781811061094c5761094c610f34565b919091013560f81c9150506080811015610970578560015f93509350935050610a17565b60b881101561099c57610984866001610f6f565b61098f608083610f5c565b5f93509350935050610a17565b60c08110156109c9576109bd8888886109b660b786610f5c565b5f8a610a21565b93509350935050610a17565b60f88110156109f6576109dd866001610f6f565b6109e860c083610f5c565b600193509350935050610a17565b610a0f888888610a0760f786610f5c565b60018a610a21565b935093509350505b9450945094915050565b5f80808786610a31896001610f6f565b610a3b9190610f6f565b1180610a7057508888610a4f896001610f6f565b818110610a5e57610a5e610f34565b909101356001600160f81b0319161590505b15610a9157604051634a4019c560e01b8152600481018590526024016101fe565b5f5b86811015610adb57898982610aa98b6001610f6f565b610ab39190610f6f565b818110610ac257610ac2610f34565b60089590951b919094013560f81c179250600101610a93565b506038821015610b0157604051634a4019c560e01b8152600481018590526024016101fe565b85610b0d886001610f6f565b610b179190610f6f565b99919850939650945050505050565b5f5f60408385031215610b37575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f1916810167ffffffffffffffff81118282101715610b8357610b83610b46565b604052919050565b5f67ffffffffffffffff821115610ba457610ba4610b46565b5060051b60200190565b5f82601f830112610bbd575f5ffd5b8135610bd0610bcb82610b8b565b610b5a565b8082825260208201915060208360051b860101925085831115610bf1575f5ffd5b602085015b83811015610c0e578035835260209283019201610bf6565b5095945050505050565b5f5f5f5f60808587031215610c2b575f5ffd5b84359350602085013567ffffffffffffffff811115610c48575f5ffd5b8501601f81018713610c58575f5ffd5b8035610c66610bcb82610b8b565b8082825260208201915060208360051b850101925089831115610c87575f5ffd5b6020840193505b82841015610ca9578335825260209384019390910190610c8e565b9550505050604085013567ffffffffffffffff811115610cc7575f5ffd5b610cd387828801610bae565b949793965093946060013593505050565b5f8151808452602084019350602083015f5b82811015610d14578151865260209586019590910190600101610cf6565b5093949350505050565b602081525f610d306020830184610ce4565b9392505050565b5f5f83601f840112610d47575f5ffd5b50813567ffffffffffffffff811115610d5e575f5ffd5b602083019150836020828501011115610d75575f5ffd5b9250929050565b5f5f5f60408486031215610d8e575f5ffd5b83359250602084013567ffffffffffffffff811115610dab575f5ffd5b610db786828701610d37565b9497909650939450505050565b803563ffffffff81168114610dd7575f5ffd5b919050565b5f5f83601f840112610dec575f5ffd5b50813567ffffffffffffffff811115610e03575f5ffd5b6020830191508360208260051b8501011115610d75575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215610e34575f5ffd5b8835975060208901359650604089013567ffffffffffffffff811115610e58575f5ffd5b610e648b828c01610d37565b9097509550610e77905060608a01610dc4565b9350608089013567ffffffffffffffff811115610e92575f5ffd5b610e9e8b828c01610ddc565b999c989b50969995989497949560a00135949350505050565b828152604060208201525f610ecf6040830184610ce4565b949350505050565b5f5f5f5f5f60808688031215610eeb575f5ffd5b85359450610efb60208701610dc4565b9350604086013567ffffffffffffffff811115610f16575f5ffd5b610f2288828901610ddc565b96999598509660600135949350505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561015957610159610f48565b8082018082111561015957610159610f48565b5f60018201610f9357610f93610f48565b5060010190565b5f82610fb457634e487b7160e01b5f52601260045260245ffd5b500690565b5f81610fc757610fc7610f48565b505f190190565b818382375f9101908152919050565b5f5f85851115610feb575f5ffd5b83861115610ff7575f5ffd5b5050820193919092039150565b80356020831015610159575f19602084900360031b1b1692915050565b63ffffffff85168152606060208201525f61103f6060830186610ce4565b82810360408401528381526001600160fb1b0384111561105d575f5ffd5b8360051b80866020840137016020019695505050505050565b5f60208284031215611086575f5ffd5b505191905056fea264697066735822122070dfb1d38534882246a2e81d443eab86185bcb6161330a314990fe8681cf1f0064736f6c63430008250033",
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
// Solidity: constructor(address registry_) returns()
func (assignmentDraw *AssignmentDraw) PackConstructor(registry_ common.Address) []byte {
	enc, err := assignmentDraw.abi.Pack("", registry_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb18baca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committee(bytes32 s, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32[])
func (assignmentDraw *AssignmentDraw) PackCommittee(s [32]byte, ref uint32, ids [][32]byte, k *big.Int) []byte {
	enc, err := assignmentDraw.abi.Pack("committee", s, ref, ids, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfb18baca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committee(bytes32 s, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32[])
func (assignmentDraw *AssignmentDraw) TryPackCommittee(s [32]byte, ref uint32, ids [][32]byte, k *big.Int) ([]byte, error) {
	return assignmentDraw.abi.Pack("committee", s, ref, ids, k)
}

// UnpackCommittee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfb18baca.
//
// Solidity: function committee(bytes32 s, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32[])
func (assignmentDraw *AssignmentDraw) UnpackCommittee(data []byte) ([][32]byte, error) {
	out, err := assignmentDraw.abi.Unpack("committee", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30fba4bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function draw(bytes32 s, bytes32[] ids, uint256[] stakes, uint256 k) pure returns(bytes32[] committee)
func (assignmentDraw *AssignmentDraw) PackDraw(s [32]byte, ids [][32]byte, stakes []*big.Int, k *big.Int) []byte {
	enc, err := assignmentDraw.abi.Pack("draw", s, ids, stakes, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30fba4bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function draw(bytes32 s, bytes32[] ids, uint256[] stakes, uint256 k) pure returns(bytes32[] committee)
func (assignmentDraw *AssignmentDraw) TryPackDraw(s [32]byte, ids [][32]byte, stakes []*big.Int, k *big.Int) ([]byte, error) {
	return assignmentDraw.abi.Pack("draw", s, ids, stakes, k)
}

// UnpackDraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30fba4bf.
//
// Solidity: function draw(bytes32 s, bytes32[] ids, uint256[] stakes, uint256 k) pure returns(bytes32[] committee)
func (assignmentDraw *AssignmentDraw) UnpackDraw(data []byte) ([][32]byte, error) {
	out, err := assignmentDraw.abi.Unpack("draw", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackDrawFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da2f9f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawFor(bytes32 taskId, uint256 drawBlock, bytes header, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32 rnd, bytes32[] members)
func (assignmentDraw *AssignmentDraw) PackDrawFor(taskId [32]byte, drawBlock *big.Int, header []byte, ref uint32, ids [][32]byte, k *big.Int) []byte {
	enc, err := assignmentDraw.abi.Pack("drawFor", taskId, drawBlock, header, ref, ids, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da2f9f0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawFor(bytes32 taskId, uint256 drawBlock, bytes header, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32 rnd, bytes32[] members)
func (assignmentDraw *AssignmentDraw) TryPackDrawFor(taskId [32]byte, drawBlock *big.Int, header []byte, ref uint32, ids [][32]byte, k *big.Int) ([]byte, error) {
	return assignmentDraw.abi.Pack("drawFor", taskId, drawBlock, header, ref, ids, k)
}

// DrawForOutput serves as a container for the return parameters of contract
// method DrawFor.
type DrawForOutput struct {
	Rnd     [32]byte
	Members [][32]byte
}

// UnpackDrawFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da2f9f0.
//
// Solidity: function drawFor(bytes32 taskId, uint256 drawBlock, bytes header, uint32 ref, bytes32[] ids, uint256 k) view returns(bytes32 rnd, bytes32[] members)
func (assignmentDraw *AssignmentDraw) UnpackDrawFor(data []byte) (DrawForOutput, error) {
	out, err := assignmentDraw.abi.Unpack("drawFor", data)
	outstruct := new(DrawForOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Rnd = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Members = *abi.ConvertType(out[1], new([][32]byte)).(*[][32]byte)
	return *outstruct, nil
}

// PackRandomness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x641ad237.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function randomness(uint256 blockNumber, bytes header) view returns(bytes32 mix)
func (assignmentDraw *AssignmentDraw) PackRandomness(blockNumber *big.Int, header []byte) []byte {
	enc, err := assignmentDraw.abi.Pack("randomness", blockNumber, header)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRandomness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x641ad237.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function randomness(uint256 blockNumber, bytes header) view returns(bytes32 mix)
func (assignmentDraw *AssignmentDraw) TryPackRandomness(blockNumber *big.Int, header []byte) ([]byte, error) {
	return assignmentDraw.abi.Pack("randomness", blockNumber, header)
}

// UnpackRandomness is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x641ad237.
//
// Solidity: function randomness(uint256 blockNumber, bytes header) view returns(bytes32 mix)
func (assignmentDraw *AssignmentDraw) UnpackRandomness(data []byte) ([32]byte, error) {
	out, err := assignmentDraw.abi.Unpack("randomness", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (assignmentDraw *AssignmentDraw) PackRegistry() []byte {
	enc, err := assignmentDraw.abi.Pack("registry")
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
func (assignmentDraw *AssignmentDraw) TryPackRegistry() ([]byte, error) {
	return assignmentDraw.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (assignmentDraw *AssignmentDraw) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := assignmentDraw.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (assignmentDraw *AssignmentDraw) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["BadHeader"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackBadHeaderError(raw[4:])
	}
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["IdsNotSorted"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackIdsNotSortedError(raw[4:])
	}
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], assignmentDraw.abi.Errors["NotEnoughOperators"].ID.Bytes()[:4]) {
		return assignmentDraw.UnpackNotEnoughOperatorsError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AssignmentDrawBadHeader represents a BadHeader error raised by the AssignmentDraw contract.
type AssignmentDrawBadHeader struct {
	BlockNumber *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadHeader(uint256 blockNumber)
func AssignmentDrawBadHeaderErrorID() common.Hash {
	return common.HexToHash("0x4a4019c56e48ffeb4330fa9ea49d2308e51df1f355c0fcfdfd8571d5d7be3196")
}

// UnpackBadHeaderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadHeader(uint256 blockNumber)
func (assignmentDraw *AssignmentDraw) UnpackBadHeaderError(raw []byte) (*AssignmentDrawBadHeader, error) {
	out := new(AssignmentDrawBadHeader)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "BadHeader", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AssignmentDrawIdsNotSorted represents a IdsNotSorted error raised by the AssignmentDraw contract.
type AssignmentDrawIdsNotSorted struct {
	Position *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error IdsNotSorted(uint256 position)
func AssignmentDrawIdsNotSortedErrorID() common.Hash {
	return common.HexToHash("0x399d6162ad0e3f5fc3175c0702e600ee377e6fc5197043488a4275e14bf41e19")
}

// UnpackIdsNotSortedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error IdsNotSorted(uint256 position)
func (assignmentDraw *AssignmentDraw) UnpackIdsNotSortedError(raw []byte) (*AssignmentDrawIdsNotSorted, error) {
	out := new(AssignmentDrawIdsNotSorted)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "IdsNotSorted", raw); err != nil {
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

// AssignmentDrawNotEnoughOperators represents a NotEnoughOperators error raised by the AssignmentDraw contract.
type AssignmentDrawNotEnoughOperators struct {
	Operators *big.Int
	K         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughOperators(uint256 operators, uint256 k)
func AssignmentDrawNotEnoughOperatorsErrorID() common.Hash {
	return common.HexToHash("0x414f48e2fe651859e14184c40945c0479f06a17dd18e62e6fc95d879ac65c715")
}

// UnpackNotEnoughOperatorsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughOperators(uint256 operators, uint256 k)
func (assignmentDraw *AssignmentDraw) UnpackNotEnoughOperatorsError(raw []byte) (*AssignmentDrawNotEnoughOperators, error) {
	out := new(AssignmentDrawNotEnoughOperators)
	if err := assignmentDraw.abi.UnpackIntoInterface(out, "NotEnoughOperators", raw); err != nil {
		return nil, err
	}
	return out, nil
}
