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

// OperatorSet is an auto generated low-level Go binding around an user-defined struct.
type OperatorSet struct {
	Avs common.Address
	Id  uint32
}

// OperatorSetAVSMetaData contains all meta data concerning the OperatorSetAVS contract.
var OperatorSetAVSMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"allocationManager_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"strategy_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"metadataURI\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"OPERATOR_SET_ID\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allocatedStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allocationManager\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIAllocationManager\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deregisterOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operatorSetIds\",\"type\":\"uint32[]\",\"internalType\":\"uint32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"operatorSet\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structOperatorSet\",\"components\":[{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"id\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operatorSetIds\",\"type\":\"uint32[]\",\"internalType\":\"uint32[]\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOperatorSetRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"wad\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"strategy\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStrategy\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"supportsAVS\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"BadAddress\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotAllocationManager\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotRegistry\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownOperatorSet\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "OperatorSetAVS",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161141238038061141283398101604081905261002e916102ce565b836001600160a01b03163b5f0361006857604051637833514560e11b81526001600160a01b03851660048201526024015b60405180910390fd5b826001600160a01b03163b5f0361009d57604051637833514560e11b81526001600160a01b038416600482015260240161005f565b816001600160a01b03163b5f036100d257604051637833514560e11b81526001600160a01b038316600482015260240161005f565b6001600160a01b03808516608081905284821660a05290831660c05260405163a982182160e01b815263a98218219061011190309085906004016103b0565b5f604051808303815f87803b158015610128575f5ffd5b505af115801561013a573d5f5f3e3d5ffd5b505f9250600191506101499050565b60405190808252806020026020018201604052801561018e57816020015b604080518082019091525f8152606060208201528152602001906001900390816101675790505b5090505f815f815181106101a4576101a46103f4565b602090810291909101015163ffffffff9190911690526040805160018082528183019092529081602001602082028036833701905050815f815181106101ec576101ec6103f4565b60200260200101516020018190525082815f8151811061020e5761020e6103f4565b6020026020010151602001515f8151811061022b5761022b6103f4565b6001600160a01b039283166020918202929092010152604051630130fc2760e51b81529086169063261f84e0906102689030908590600401610408565b5f604051808303815f87803b15801561027f575f5ffd5b505af1158015610291573d5f5f3e3d5ffd5b5050505050505050506104ca565b80516001600160a01b03811681146102b5575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f608085870312156102e1575f5ffd5b6102ea8561029f565b93506102f86020860161029f565b92506103066040860161029f565b60608601519092506001600160401b03811115610321575f5ffd5b8501601f81018713610331575f5ffd5b80516001600160401b0381111561034a5761034a6102ba565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610378576103786102ba565b60405281815282820160200189101561038f575f5ffd5b8160208401602083015e5f6020838301015280935050505092959194509250565b60018060a01b0383168152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b634e487b7160e01b5f52603260045260245ffd5b5f6040820160018060a01b03851683526040602084015280845180835260608501915060608160051b8601019250602086015f5b828110156104bd57868503605f190184528151805163ffffffff168652602090810151604082880181905281519088018190529101905f9060608801905b808310156104a55783516001600160a01b03168252602093840193600193909301929091019061047a565b5096505050602093840193919091019060010161043c565b5092979650505050505050565b60805160a05160c051610ee06105325f395f818161012c0152818161028101526105fb01525f818160ed015281816102200152818161046401526104fe01525f81816101920152818161030f015281816103fc0152818161049e01526106440152610ee05ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c8063b526578711610063578063b52657871461014e578063c63fd5021461017a578063ca8aa7c71461018d578063e8b2e716146101b4578063fa2c4812146101d5575f5ffd5b806302fb4d851461009f578063303ca956146100b45780635a15f5f0146100c75780637b103999146100e8578063a8c62e7614610127575b5f5ffd5b6100b26100ad3660046107ca565b610215565b005b6100b26100c236600461083a565b6103f1565b6100ce5f81565b60405163ffffffff90911681526020015b60405180910390f35b61010f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100df565b61010f7f000000000000000000000000000000000000000000000000000000000000000081565b61016a61015c366004610897565b6001600160a01b0316301490565b60405190151581526020016100df565b6100b26101883660046108b7565b610493565b61010f7f000000000000000000000000000000000000000000000000000000000000000081565b6101c76101c2366004610897565b610586565b6040519081526020016100df565b6040805180820182525f808252602091820181905282518084018452308082529083019182528351908152905163ffffffff1691810191909152016100df565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461025e57604051633217675b60e21b815260040160405180910390fd5b6040805160018082528183019092525f91602080830190803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f815181106102b2576102b2610989565b6001600160a01b0392909216602092830291909101909101526040805160018082528183019092525f9181602001602082028036833701905050905082815f8151811061030157610301610989565b6020026020010181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166336352057306040518060a00160405280886001600160a01b031681526020015f63ffffffff168152602001868152602001858152602001604051806040016040528060168152602001751919595c18d85b1b0e88191a5cdc1d5d19481b1bdcdd60521b8152508152506040518363ffffffff1660e01b81526004016103be929190610a05565b5f604051808303815f87803b1580156103d5575f5ffd5b505af11580156103e7573d5f5f3e3d5ffd5b5050505050505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461043a576040516335e5ec5560e21b815260040160405180910390fd5b61044583838361072f565b604051636f0d3bd760e01b81526001600160a01b0385811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636f0d3bd7906024016103be565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104dc576040516335e5ec5560e21b815260040160405180910390fd5b6104e785858561072f565b5f80806104f684860186610ba0565b9250925092507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316638cc25aaa8a8585856040518563ffffffff1660e01b815260040161054e9493929190610c3b565b5f604051808303815f87803b158015610565575f5ffd5b505af1158015610577573d5f5f3e3d5ffd5b50505050505050505050505050565b6040805160018082528183019092525f918291906020808301908036833701905050905082815f815181106105bd576105bd610989565b6001600160a01b0392909216602092830291909101909101526040805160018082528183019092525f918160200160208202803683370190505090507f0000000000000000000000000000000000000000000000000000000000000000815f8151811061062c5761062c610989565b6001600160a01b0392831660209182029290920101527f000000000000000000000000000000000000000000000000000000000000000016632b453a9a6106936040805180820182525f808252602091820181905282518084019093523083529082015290565b84846040518463ffffffff1660e01b81526004016106b393929190610c9f565b5f60405180830381865afa1580156106cd573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526106f49190810190610d74565b5f8151811061070557610705610989565b60200260200101515f8151811061071e5761071e610989565b602002602001015192505050919050565b6001600160a01b03831630141580610748575060018114155b8061077d57505f8282828161075f5761075f610989565b90506020020160208101906107749190610e87565b63ffffffff1614155b156107aa5760405163b9bfa88f60e01b81526001600160a01b038416600482015260240160405180910390fd5b505050565b80356001600160a01b03811681146107c5575f5ffd5b919050565b5f5f604083850312156107db575f5ffd5b6107e4836107af565b946020939093013593505050565b5f5f83601f840112610802575f5ffd5b50813567ffffffffffffffff811115610819575f5ffd5b6020830191508360208260051b8501011115610833575f5ffd5b9250929050565b5f5f5f5f6060858703121561084d575f5ffd5b610856856107af565b9350610864602086016107af565b9250604085013567ffffffffffffffff81111561087f575f5ffd5b61088b878288016107f2565b95989497509550505050565b5f602082840312156108a7575f5ffd5b6108b0826107af565b9392505050565b5f5f5f5f5f5f608087890312156108cc575f5ffd5b6108d5876107af565b95506108e3602088016107af565b9450604087013567ffffffffffffffff8111156108fe575f5ffd5b61090a89828a016107f2565b909550935050606087013567ffffffffffffffff811115610929575f5ffd5b8701601f81018913610939575f5ffd5b803567ffffffffffffffff81111561094f575f5ffd5b896020828401011115610960575f5ffd5b60208201935080925050509295509295509295565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b828110156109cd5781518652602095860195909101906001016109af565b5093949350505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b6001600160a01b038381168252604060208084018290528451909216818401528382015163ffffffff16606084015283015160a06080840152805160e084018190525f92919091019082906101008501905b80831015610a835783516001600160a01b03168252602082019150602084019350600183019250610a57565b506060860151858203603f190160a08701529250610aa1818461099d565b925050506080840151603f198483030160c0850152610ac082826109d7565b9695505050505050565b6040805190810167ffffffffffffffff81118282101715610aed57610aed610975565b60405290565b604051601f8201601f1916810167ffffffffffffffff81118282101715610b1c57610b1c610975565b604052919050565b5f60408284031215610b34575f5ffd5b610b3c610aca565b823581526020928301359281019290925250919050565b5f82601f830112610b62575f5ffd5b610b6a610aca565b806040840185811115610b7b575f5ffd5b845b81811015610b95578035845260209384019301610b7d565b509095945050505050565b5f5f5f838503610100811215610bb4575f5ffd5b610bbe8686610b24565b93506080603f1982011215610bd1575f5ffd5b50610bda610aca565b610be78660408701610b53565b8152610bf68660808701610b53565b60208201529150610c0a8560c08601610b24565b90509250925092565b805f5b6002811015610c35578151845260209384019390910190600101610c16565b50505050565b6001600160a01b03851681526101208101610c63602083018680518252602090810151910152565b610c71606083018551610c13565b6020840151610c8360a0840182610c13565b50825160e0830152602083015161010083015295945050505050565b83516001600160a01b0316815260208085015163ffffffff16908201525f6080820160806040840152845190819052602085019060a08401905f5b81811015610d015783516001600160a01b0316835260209384019390920191600101610cda565b50508381036060850152845180825260209182019250908501905f5b81811015610d445782516001600160a01b0316845260209384019390920191600101610d1d565b5091979650505050505050565b5f67ffffffffffffffff821115610d6a57610d6a610975565b5060051b60200190565b5f60208284031215610d84575f5ffd5b815167ffffffffffffffff811115610d9a575f5ffd5b8201601f81018413610daa575f5ffd5b8051610dbd610db882610d51565b610af3565b8082825260208201915060208360051b850101925086831115610dde575f5ffd5b602084015b83811015610e7c57805167ffffffffffffffff811115610e01575f5ffd5b8501603f81018913610e11575f5ffd5b6020810151610e22610db882610d51565b808282526020820191506020808460051b8601010192508b831115610e45575f5ffd5b6040840193505b82841015610e67578351825260209384019390910190610e4c565b86525050602093840193919091019050610de3565b509695505050505050565b5f60208284031215610e97575f5ffd5b813563ffffffff811681146108b0575f5ffdfea26469706673582212204e467a95d5541ad57f9d00a094079069140ceac9355ebe5581d752f495458cdd64736f6c63430008250033",
}

// OperatorSetAVS is an auto generated Go binding around an Ethereum contract.
type OperatorSetAVS struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OperatorSetAVS) GetABI() abi.ABI {
	return c.abi
}

// NewOperatorSetAVS creates a new instance of OperatorSetAVS.
func NewOperatorSetAVS() *OperatorSetAVS {
	parsed, err := OperatorSetAVSMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OperatorSetAVS{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OperatorSetAVS) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address allocationManager_, address registry_, address strategy_, string metadataURI) returns()
func (operatorSetAVS *OperatorSetAVS) PackConstructor(allocationManager_ common.Address, registry_ common.Address, strategy_ common.Address, metadataURI string) []byte {
	enc, err := operatorSetAVS.abi.Pack("", allocationManager_, registry_, strategy_, metadataURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackOPERATORSETID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a15f5f0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function OPERATOR_SET_ID() view returns(uint32)
func (operatorSetAVS *OperatorSetAVS) PackOPERATORSETID() []byte {
	enc, err := operatorSetAVS.abi.Pack("OPERATOR_SET_ID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOPERATORSETID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a15f5f0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function OPERATOR_SET_ID() view returns(uint32)
func (operatorSetAVS *OperatorSetAVS) TryPackOPERATORSETID() ([]byte, error) {
	return operatorSetAVS.abi.Pack("OPERATOR_SET_ID")
}

// UnpackOPERATORSETID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a15f5f0.
//
// Solidity: function OPERATOR_SET_ID() view returns(uint32)
func (operatorSetAVS *OperatorSetAVS) UnpackOPERATORSETID(data []byte) (uint32, error) {
	out, err := operatorSetAVS.abi.Unpack("OPERATOR_SET_ID", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackAllocatedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8b2e716.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allocatedStake(address operator) view returns(uint256)
func (operatorSetAVS *OperatorSetAVS) PackAllocatedStake(operator common.Address) []byte {
	enc, err := operatorSetAVS.abi.Pack("allocatedStake", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllocatedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8b2e716.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allocatedStake(address operator) view returns(uint256)
func (operatorSetAVS *OperatorSetAVS) TryPackAllocatedStake(operator common.Address) ([]byte, error) {
	return operatorSetAVS.abi.Pack("allocatedStake", operator)
}

// UnpackAllocatedStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8b2e716.
//
// Solidity: function allocatedStake(address operator) view returns(uint256)
func (operatorSetAVS *OperatorSetAVS) UnpackAllocatedStake(data []byte) (*big.Int, error) {
	out, err := operatorSetAVS.abi.Unpack("allocatedStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllocationManager is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca8aa7c7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allocationManager() view returns(address)
func (operatorSetAVS *OperatorSetAVS) PackAllocationManager() []byte {
	enc, err := operatorSetAVS.abi.Pack("allocationManager")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllocationManager is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca8aa7c7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allocationManager() view returns(address)
func (operatorSetAVS *OperatorSetAVS) TryPackAllocationManager() ([]byte, error) {
	return operatorSetAVS.abi.Pack("allocationManager")
}

// UnpackAllocationManager is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xca8aa7c7.
//
// Solidity: function allocationManager() view returns(address)
func (operatorSetAVS *OperatorSetAVS) UnpackAllocationManager(data []byte) (common.Address, error) {
	out, err := operatorSetAVS.abi.Unpack("allocationManager", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDeregisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x303ca956.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deregisterOperator(address operator, address avs, uint32[] operatorSetIds) returns()
func (operatorSetAVS *OperatorSetAVS) PackDeregisterOperator(operator common.Address, avs common.Address, operatorSetIds []uint32) []byte {
	enc, err := operatorSetAVS.abi.Pack("deregisterOperator", operator, avs, operatorSetIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeregisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x303ca956.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deregisterOperator(address operator, address avs, uint32[] operatorSetIds) returns()
func (operatorSetAVS *OperatorSetAVS) TryPackDeregisterOperator(operator common.Address, avs common.Address, operatorSetIds []uint32) ([]byte, error) {
	return operatorSetAVS.abi.Pack("deregisterOperator", operator, avs, operatorSetIds)
}

// PackOperatorSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa2c4812.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operatorSet() view returns((address,uint32))
func (operatorSetAVS *OperatorSetAVS) PackOperatorSet() []byte {
	enc, err := operatorSetAVS.abi.Pack("operatorSet")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperatorSet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfa2c4812.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operatorSet() view returns((address,uint32))
func (operatorSetAVS *OperatorSetAVS) TryPackOperatorSet() ([]byte, error) {
	return operatorSetAVS.abi.Pack("operatorSet")
}

// UnpackOperatorSet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfa2c4812.
//
// Solidity: function operatorSet() view returns((address,uint32))
func (operatorSetAVS *OperatorSetAVS) UnpackOperatorSet(data []byte) (OperatorSet, error) {
	out, err := operatorSetAVS.abi.Unpack("operatorSet", data)
	if err != nil {
		return *new(OperatorSet), err
	}
	out0 := *abi.ConvertType(out[0], new(OperatorSet)).(*OperatorSet)
	return out0, nil
}

// PackRegisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc63fd502.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerOperator(address operator, address avs, uint32[] operatorSetIds, bytes data) returns()
func (operatorSetAVS *OperatorSetAVS) PackRegisterOperator(operator common.Address, avs common.Address, operatorSetIds []uint32, data []byte) []byte {
	enc, err := operatorSetAVS.abi.Pack("registerOperator", operator, avs, operatorSetIds, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc63fd502.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerOperator(address operator, address avs, uint32[] operatorSetIds, bytes data) returns()
func (operatorSetAVS *OperatorSetAVS) TryPackRegisterOperator(operator common.Address, avs common.Address, operatorSetIds []uint32, data []byte) ([]byte, error) {
	return operatorSetAVS.abi.Pack("registerOperator", operator, avs, operatorSetIds, data)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (operatorSetAVS *OperatorSetAVS) PackRegistry() []byte {
	enc, err := operatorSetAVS.abi.Pack("registry")
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
func (operatorSetAVS *OperatorSetAVS) TryPackRegistry() ([]byte, error) {
	return operatorSetAVS.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (operatorSetAVS *OperatorSetAVS) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := operatorSetAVS.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02fb4d85.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(address operator, uint256 wad) returns()
func (operatorSetAVS *OperatorSetAVS) PackSlash(operator common.Address, wad *big.Int) []byte {
	enc, err := operatorSetAVS.abi.Pack("slash", operator, wad)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02fb4d85.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(address operator, uint256 wad) returns()
func (operatorSetAVS *OperatorSetAVS) TryPackSlash(operator common.Address, wad *big.Int) ([]byte, error) {
	return operatorSetAVS.abi.Pack("slash", operator, wad)
}

// PackStrategy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8c62e76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function strategy() view returns(address)
func (operatorSetAVS *OperatorSetAVS) PackStrategy() []byte {
	enc, err := operatorSetAVS.abi.Pack("strategy")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStrategy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8c62e76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function strategy() view returns(address)
func (operatorSetAVS *OperatorSetAVS) TryPackStrategy() ([]byte, error) {
	return operatorSetAVS.abi.Pack("strategy")
}

// UnpackStrategy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8c62e76.
//
// Solidity: function strategy() view returns(address)
func (operatorSetAVS *OperatorSetAVS) UnpackStrategy(data []byte) (common.Address, error) {
	out, err := operatorSetAVS.abi.Unpack("strategy", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSupportsAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5265787.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsAVS(address avs) view returns(bool)
func (operatorSetAVS *OperatorSetAVS) PackSupportsAVS(avs common.Address) []byte {
	enc, err := operatorSetAVS.abi.Pack("supportsAVS", avs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5265787.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsAVS(address avs) view returns(bool)
func (operatorSetAVS *OperatorSetAVS) TryPackSupportsAVS(avs common.Address) ([]byte, error) {
	return operatorSetAVS.abi.Pack("supportsAVS", avs)
}

// UnpackSupportsAVS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb5265787.
//
// Solidity: function supportsAVS(address avs) view returns(bool)
func (operatorSetAVS *OperatorSetAVS) UnpackSupportsAVS(data []byte) (bool, error) {
	out, err := operatorSetAVS.abi.Unpack("supportsAVS", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (operatorSetAVS *OperatorSetAVS) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], operatorSetAVS.abi.Errors["BadAddress"].ID.Bytes()[:4]) {
		return operatorSetAVS.UnpackBadAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorSetAVS.abi.Errors["NotAllocationManager"].ID.Bytes()[:4]) {
		return operatorSetAVS.UnpackNotAllocationManagerError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorSetAVS.abi.Errors["NotRegistry"].ID.Bytes()[:4]) {
		return operatorSetAVS.UnpackNotRegistryError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorSetAVS.abi.Errors["UnknownOperatorSet"].ID.Bytes()[:4]) {
		return operatorSetAVS.UnpackUnknownOperatorSetError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OperatorSetAVSBadAddress represents a BadAddress error raised by the OperatorSetAVS contract.
type OperatorSetAVSBadAddress struct {
	A common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadAddress(address a)
func OperatorSetAVSBadAddressErrorID() common.Hash {
	return common.HexToHash("0xf066a28aaaef4ede17838a498f0b3dda1072a179578411a9a61f4668645678d8")
}

// UnpackBadAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadAddress(address a)
func (operatorSetAVS *OperatorSetAVS) UnpackBadAddressError(raw []byte) (*OperatorSetAVSBadAddress, error) {
	out := new(OperatorSetAVSBadAddress)
	if err := operatorSetAVS.abi.UnpackIntoInterface(out, "BadAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorSetAVSNotAllocationManager represents a NotAllocationManager error raised by the OperatorSetAVS contract.
type OperatorSetAVSNotAllocationManager struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAllocationManager()
func OperatorSetAVSNotAllocationManagerErrorID() common.Hash {
	return common.HexToHash("0xd797b1542aede3f6a97f85f80e31001b9023c8dcf6675c741cb029c3c79161b3")
}

// UnpackNotAllocationManagerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAllocationManager()
func (operatorSetAVS *OperatorSetAVS) UnpackNotAllocationManagerError(raw []byte) (*OperatorSetAVSNotAllocationManager, error) {
	out := new(OperatorSetAVSNotAllocationManager)
	if err := operatorSetAVS.abi.UnpackIntoInterface(out, "NotAllocationManager", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorSetAVSNotRegistry represents a NotRegistry error raised by the OperatorSetAVS contract.
type OperatorSetAVSNotRegistry struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistry()
func OperatorSetAVSNotRegistryErrorID() common.Hash {
	return common.HexToHash("0xc85d9d6c2edb6cf9ea764f66fc8d590377832275144837b420a7c68fb100fc66")
}

// UnpackNotRegistryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistry()
func (operatorSetAVS *OperatorSetAVS) UnpackNotRegistryError(raw []byte) (*OperatorSetAVSNotRegistry, error) {
	out := new(OperatorSetAVSNotRegistry)
	if err := operatorSetAVS.abi.UnpackIntoInterface(out, "NotRegistry", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorSetAVSUnknownOperatorSet represents a UnknownOperatorSet error raised by the OperatorSetAVS contract.
type OperatorSetAVSUnknownOperatorSet struct {
	Avs common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownOperatorSet(address avs)
func OperatorSetAVSUnknownOperatorSetErrorID() common.Hash {
	return common.HexToHash("0xb9bfa88f9e4444979cef849d568a5e3c3cf69e235c76e33466d1aaf980a09db8")
}

// UnpackUnknownOperatorSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownOperatorSet(address avs)
func (operatorSetAVS *OperatorSetAVS) UnpackUnknownOperatorSetError(raw []byte) (*OperatorSetAVSUnknownOperatorSet, error) {
	out := new(OperatorSetAVSUnknownOperatorSet)
	if err := operatorSetAVS.abi.UnpackIntoInterface(out, "UnknownOperatorSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}
