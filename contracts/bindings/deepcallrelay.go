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

// IDeepcallRelayRequest is an auto generated low-level Go binding around an user-defined struct.
type IDeepcallRelayRequest struct {
	App         common.Address
	CallbackGas uint32
	ExpiresAt   uint64
	Input       [32]byte
	Reward      *big.Int
}

// DeepcallRelayMetaData contains all meta data concerning the DeepcallRelay contract.
var DeepcallRelayMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"consumer_\",\"type\":\"address\",\"internalType\":\"contractIRelayConsumer\"},{\"name\":\"market_\",\"type\":\"address\",\"internalType\":\"contractIRelayMarket\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CALLBACK_RESERVE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CALLBACK_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"consumer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDeepcallConsumer\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deliver\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"fail\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"market\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDeepcallMarket\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextRequestId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quote\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"callbackGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"requestOf\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDeepcallRelay.Request\",\"components\":[{\"name\":\"app\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"callbackGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"expiresAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"reward\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"Delivered\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"deliverer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"ok\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Failed\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumFailure\"},{\"name\":\"ok\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Requested\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"app\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"marketFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reward\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"callbackGas\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"expiresAt\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"BadCallbackGas\",\"inputs\":[{\"name\":\"callbackGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"FeeTooLow\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"given\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientGas\",\"inputs\":[{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"left\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotFailed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"RewardTransferFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownRequest\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongAnswer\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}]",
	ID:  "DeepcallRelay",
	Bin: "0x60c060405260015f55348015610013575f5ffd5b5060405161175038038061175083398101604081905261003291610060565b6001600160a01b039182166080521660a052610098565b6001600160a01b038116811461005d575f5ffd5b50565b5f5f60408385031215610071575f5ffd5b825161007c81610049565b602084015190925061008d81610049565b809150509250929050565b60805160a05161163561011b5f395f81816102530152818161049e01528181610b7201528181610bef01528181610f0b01528181610fd9015281816110b8015261112e01525f818161029901528181610309015281816103c1015281816105a40152818161066b01528181610753015281816108f60152610e7b01526116355ff3fe60806040526004361061008f575f3560e01c80636d9809a0116100575780636d9809a01461022f57806380f5560514610245578063b4fd72961461028b578063bea9216d146102bd578063ccfae635146102d2575f5ffd5b8063132e4f3c1461009357806322e5fc76146100b4578063324e03be146100e657806356863d15146101fc5780636a84a9851461021b575b5f5ffd5b34801561009e575f5ffd5b506100b26100ad3660046111d0565b6102fa565b005b3480156100bf575f5ffd5b506100d36100ce36600461122e565b61059a565b6040519081526020015b60405180910390f35b3480156100f1575f5ffd5b5061019e6101003660046111d0565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f90815260016020818152604092839020835160a08101855281546001600160a01b0381168252600160a01b810463ffffffff1693820193909352600160c01b9092046001600160401b0316938201939093529082015460608201526002909101546001600160601b0316608082015290565b6040516100dd919081516001600160a01b0316815260208083015163ffffffff16908201526040808301516001600160401b031690820152606080830151908201526080918201516001600160601b03169181019190915260a00190565b348015610207575f5ffd5b506100b261021636600461127a565b610642565b348015610226575f5ffd5b506100d35f5481565b34801561023a575f5ffd5b506100d3624c4b4081565b348015610250575f5ffd5b507f00000000000000000000000000000000000000000000000000000000000000005b6040516001600160a01b0390911681526020016100dd565b348015610296575f5ffd5b507f0000000000000000000000000000000000000000000000000000000000000000610273565b3480156102c8575f5ffd5b506100d3619c4081565b6102e56102e03660046112c8565b610893565b604080519283526020830191909152016100dd565b5f61030482610c7f565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166389e5770683606001516040518263ffffffff1660e01b815260040161035991815260200190565b602060405180830381865afa158015610374573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103989190611335565b156103a557506001610482565b6060820151604051638b0beca960e01b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638b0beca990602401602060405180830381865afa15801561040e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610432919061135b565b15801561044b575081604001516001600160401b031643115b1561045857506002610482565b8160600151604051635e04cc7160e11b815260040161047991815260200190565b60405180910390fd5b60608201516040516396afb36560e01b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906396afb365906024015f604051808303815f87803b1580156104e7575f5ffd5b505af19250505080156104f8575060015b505f610546838585606001518560405160240161051793929190611392565b60408051601f198184030181529190526020810180516001600160e01b031663295db79d60e21b179052610d6e565b90508260600151847f0da0cc16827ebcb9602bda95719b1b51b54be5e34512d15444249a696c306383848460405161057f9291906113b5565b60405180910390a36105948360800151610def565b50505050565b5f610636858585857f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ebc2f7168b8b8b6040518463ffffffff1660e01b81526004016105f293929190611402565b602060405180830381865afa15801561060d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610631919061135b565b610e75565b50909695505050505050565b5f61064c85610c7f565b6060810151604051636d1b436f60e11b81529192506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169163da3686de916106a29160040190815260200190565b602060405180830381865afa1580156106bd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106e19190611335565b61070657806060015160405163c82dbb6760e01b815260040161047991815260200190565b83838360405160200161071b93929190611425565b60408051601f198184030181529082905280516020909101206060830151630e6a49b160e21b83526004830152906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906339a926c490602401602060405180830381865afa158015610798573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107bc919061135b565b146107e2578060600151604051630d44624160e11b815260040161047991815260200190565b5f6108318287846060015187876040516024016108029493929190611456565b60408051601f198184030181529190526020810180516001600160e01b0316633d86803160e01b179052610d6e565b9050336001600160a01b03168260600151877fdca25540f6dad3cdcbeef3504b3924cdd5356138640900b318a522a59c78e31284604051610876911515815260200190565b60405180910390a461088b8260800151610def565b505050505050565b5f8063ffffffff831615806108b05750624c4b408363ffffffff16115b156108df5760405163d2eb3b8760e01b815263ffffffff84166004820152624c4b406024820152604401610479565b6040516375e17b8b60e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063ebc2f7169061092f908a908a908a90600401611402565b602060405180830381865afa15801561094a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061096e919061135b565b90505f5f5f6109808a8a8a8a88610e75565b925092509250823410156109b0576040516378279ed960e11b815260048101849052346024820152604401610479565b5f805490806109be83611493565b9091555094505f6109cf84346114ab565b90506040518060a00160405280336001600160a01b031681526020018863ffffffff168152602001846001600160401b03168152602001868152602001826001600160601b031681525060015f8881526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548163ffffffff021916908363ffffffff1602179055506040820151815f0160186101000a8154816001600160401b0302191690836001600160401b03160217905550606082015181600101556080820151816002015f6101000a8154816001600160601b0302191690836001600160601b0316021790555090505084336001600160a01b0316877fb7bbe33cd49194b83802e716e2966a952132c20a3dd8927674ed843fc5c8191d87858c89604051610b4e94939291909384526001600160601b0392909216602084015263ffffffff1660408301526001600160401b0316606082015260800190565b60405180910390a48115610bd2576040516396afb36560e01b8152600481018690527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906396afb365906024015f604051808303815f87803b158015610bbb575f5ffd5b505af1158015610bcd573d5f5f3e3d5ffd5b505050505b8315610c71576040516323c70ab760e01b81526001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906323c70ab7908690610c2e908f908f908f908f9033906004016114c4565b60206040518083038185885af1158015610c4a573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610c6f919061135b565b505b505050509550959350505050565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152505f81815260016020818152604092839020835160a08101855281546001600160a01b038116808352600160a01b820463ffffffff1694830194909452600160c01b90046001600160401b0316948101949094529182015460608401526002909101546001600160601b03166080830152610d3a57604051631f79bbe760e01b815260048101839052602401610479565b5f918252600160208190526040832083815590810192909255600290910180546bffffffffffffffffffffffff1916905590565b602082015182515f9163ffffffff1690825a9050610d8e619c40846114fd565b610d99604083611510565b610da390836114ab565b1015610dd957610db5619c40846114fd565b6040516323e228cb60e01b8152600481019190915260248101829052604401610479565b5f5f8651602088015f8688f19695505050505050565b806001600160601b03165f03610e025750565b6040515f9033906001600160601b038416908381818185875af1925050503d805f8114610e4a576040519150601f19603f3d011682016040523d82523d5f602084013e610e4f565b606091505b5050905080610e715760405163078ecf4160e41b815260040160405180910390fd5b5050565b5f5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166339a926c4866040518263ffffffff1660e01b8152600401610ec791815260200190565b602060405180830381865afa158015610ee2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f06919061135b565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316639ee0a21e6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610f65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f89919061154a565b90508115801590610f9b575060018214155b15610fb0575f435f94509450945050506111c5565b5f1982016110945760405162e579f560e81b8152600481018790525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063e579f50090602401608060405180830381865afa15801561101e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110429190611582565b509193509150506001600160a01b038216156110915761106283826115e0565b6001600160401b0316431161108c575f61107c84836115e0565b5f965096509650505050506111c5565b600194505b50505b604051630546cdc360e11b815260048101889052602481018a9052604481018990527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630a8d9b8690606401602060405180830381865afa158015611105573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611129919061135b565b9450807f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316638783a1946040518163ffffffff1660e01b8152600401602060405180830381865afa158015611188573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111ac919061154a565b6111b690436115e0565b6111c091906115e0565b935050505b955095509592505050565b5f602082840312156111e0575f5ffd5b5035919050565b5f5f83601f8401126111f7575f5ffd5b5081356001600160401b0381111561120d575f5ffd5b6020830191508360208260051b8501011115611227575f5ffd5b9250929050565b5f5f5f5f60608587031215611241575f5ffd5b84356001600160401b03811115611256575f5ffd5b611262878288016111e7565b90989097506020870135966040013595509350505050565b5f5f5f5f6060858703121561128d575f5ffd5b843593506020850135925060408501356001600160401b038111156112b0575f5ffd5b6112bc878288016111e7565b95989497509550505050565b5f5f5f5f5f608086880312156112dc575f5ffd5b85356001600160401b038111156112f1575f5ffd5b6112fd888289016111e7565b9096509450506020860135925060408601359150606086013563ffffffff81168114611327575f5ffd5b809150509295509295909350565b5f60208284031215611345575f5ffd5b81518015158114611354575f5ffd5b9392505050565b5f6020828403121561136b575f5ffd5b5051919050565b6003811061138e57634e487b7160e01b5f52602160045260245ffd5b9052565b83815260208101839052606081016113ad6040830184611372565b949350505050565b604081016113c38285611372565b82151560208301529392505050565b8183525f6001600160fb1b038311156113e9575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f6114156040830185876113d2565b9050826020830152949350505050565b8381525f6001600160fb1b0383111561143c575f5ffd5b8260051b8085602085013791909101602001949350505050565b848152836020820152606060408201525f6114756060830184866113d2565b9695505050505050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016114a4576114a461147f565b5060010190565b818103818111156114be576114be61147f565b92915050565b608081525f6114d76080830187896113d2565b60208301959095525060408101929092526001600160a01b031660609091015292915050565b808201808211156114be576114be61147f565b5f8261152a57634e487b7160e01b5f52601260045260245ffd5b500490565b80516001600160401b0381168114611545575f5ffd5b919050565b5f6020828403121561155a575f5ffd5b6113548261152f565b80516fffffffffffffffffffffffffffffffff81168114611545575f5ffd5b5f5f5f5f60808587031215611595575f5ffd5b84516001600160a01b03811681146115ab575f5ffd5b93506115b96020860161152f565b92506115c760408601611563565b91506115d560608601611563565b905092959194509250565b6001600160401b0381811683821601908111156114be576114be61147f56fea2646970667358221220429a72fbc208d208329d7b552dedef5607cedd10189fe136a7885ec16b261ec864736f6c63430008250033",
}

// DeepcallRelay is an auto generated Go binding around an Ethereum contract.
type DeepcallRelay struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DeepcallRelay) GetABI() abi.ABI {
	return c.abi
}

// NewDeepcallRelay creates a new instance of DeepcallRelay.
func NewDeepcallRelay() *DeepcallRelay {
	parsed, err := DeepcallRelayMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DeepcallRelay{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DeepcallRelay) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address consumer_, address market_) returns()
func (deepcallRelay *DeepcallRelay) PackConstructor(consumer_ common.Address, market_ common.Address) []byte {
	enc, err := deepcallRelay.abi.Pack("", consumer_, market_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCALLBACKRESERVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbea9216d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CALLBACK_RESERVE() view returns(uint256)
func (deepcallRelay *DeepcallRelay) PackCALLBACKRESERVE() []byte {
	enc, err := deepcallRelay.abi.Pack("CALLBACK_RESERVE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCALLBACKRESERVE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbea9216d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CALLBACK_RESERVE() view returns(uint256)
func (deepcallRelay *DeepcallRelay) TryPackCALLBACKRESERVE() ([]byte, error) {
	return deepcallRelay.abi.Pack("CALLBACK_RESERVE")
}

// UnpackCALLBACKRESERVE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbea9216d.
//
// Solidity: function CALLBACK_RESERVE() view returns(uint256)
func (deepcallRelay *DeepcallRelay) UnpackCALLBACKRESERVE(data []byte) (*big.Int, error) {
	out, err := deepcallRelay.abi.Unpack("CALLBACK_RESERVE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXCALLBACKGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d9809a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CALLBACK_GAS() view returns(uint256)
func (deepcallRelay *DeepcallRelay) PackMAXCALLBACKGAS() []byte {
	enc, err := deepcallRelay.abi.Pack("MAX_CALLBACK_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCALLBACKGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6d9809a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CALLBACK_GAS() view returns(uint256)
func (deepcallRelay *DeepcallRelay) TryPackMAXCALLBACKGAS() ([]byte, error) {
	return deepcallRelay.abi.Pack("MAX_CALLBACK_GAS")
}

// UnpackMAXCALLBACKGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6d9809a0.
//
// Solidity: function MAX_CALLBACK_GAS() view returns(uint256)
func (deepcallRelay *DeepcallRelay) UnpackMAXCALLBACKGAS(data []byte) (*big.Int, error) {
	out, err := deepcallRelay.abi.Unpack("MAX_CALLBACK_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackConsumer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4fd7296.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumer() view returns(address)
func (deepcallRelay *DeepcallRelay) PackConsumer() []byte {
	enc, err := deepcallRelay.abi.Pack("consumer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4fd7296.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumer() view returns(address)
func (deepcallRelay *DeepcallRelay) TryPackConsumer() ([]byte, error) {
	return deepcallRelay.abi.Pack("consumer")
}

// UnpackConsumer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4fd7296.
//
// Solidity: function consumer() view returns(address)
func (deepcallRelay *DeepcallRelay) UnpackConsumer(data []byte) (common.Address, error) {
	out, err := deepcallRelay.abi.Unpack("consumer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDeliver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56863d15.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deliver(uint256 requestId, bytes32 root, uint256[] tokens) returns()
func (deepcallRelay *DeepcallRelay) PackDeliver(requestId *big.Int, root [32]byte, tokens []*big.Int) []byte {
	enc, err := deepcallRelay.abi.Pack("deliver", requestId, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeliver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x56863d15.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deliver(uint256 requestId, bytes32 root, uint256[] tokens) returns()
func (deepcallRelay *DeepcallRelay) TryPackDeliver(requestId *big.Int, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return deepcallRelay.abi.Pack("deliver", requestId, root, tokens)
}

// PackFail is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x132e4f3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fail(uint256 requestId) returns()
func (deepcallRelay *DeepcallRelay) PackFail(requestId *big.Int) []byte {
	enc, err := deepcallRelay.abi.Pack("fail", requestId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFail is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x132e4f3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fail(uint256 requestId) returns()
func (deepcallRelay *DeepcallRelay) TryPackFail(requestId *big.Int) ([]byte, error) {
	return deepcallRelay.abi.Pack("fail", requestId)
}

// PackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function market() view returns(address)
func (deepcallRelay *DeepcallRelay) PackMarket() []byte {
	enc, err := deepcallRelay.abi.Pack("market")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function market() view returns(address)
func (deepcallRelay *DeepcallRelay) TryPackMarket() ([]byte, error) {
	return deepcallRelay.abi.Pack("market")
}

// UnpackMarket is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x80f55605.
//
// Solidity: function market() view returns(address)
func (deepcallRelay *DeepcallRelay) UnpackMarket(data []byte) (common.Address, error) {
	out, err := deepcallRelay.abi.Unpack("market", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackNextRequestId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a84a985.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextRequestId() view returns(uint256)
func (deepcallRelay *DeepcallRelay) PackNextRequestId() []byte {
	enc, err := deepcallRelay.abi.Pack("nextRequestId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextRequestId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a84a985.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextRequestId() view returns(uint256)
func (deepcallRelay *DeepcallRelay) TryPackNextRequestId() ([]byte, error) {
	return deepcallRelay.abi.Pack("nextRequestId")
}

// UnpackNextRequestId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a84a985.
//
// Solidity: function nextRequestId() view returns(uint256)
func (deepcallRelay *DeepcallRelay) UnpackNextRequestId(data []byte) (*big.Int, error) {
	out, err := deepcallRelay.abi.Unpack("nextRequestId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22e5fc76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(uint256[] prompt, uint256 n, bytes32 class) view returns(uint256 fee)
func (deepcallRelay *DeepcallRelay) PackQuote(prompt []*big.Int, n *big.Int, class [32]byte) []byte {
	enc, err := deepcallRelay.abi.Pack("quote", prompt, n, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22e5fc76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(uint256[] prompt, uint256 n, bytes32 class) view returns(uint256 fee)
func (deepcallRelay *DeepcallRelay) TryPackQuote(prompt []*big.Int, n *big.Int, class [32]byte) ([]byte, error) {
	return deepcallRelay.abi.Pack("quote", prompt, n, class)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22e5fc76.
//
// Solidity: function quote(uint256[] prompt, uint256 n, bytes32 class) view returns(uint256 fee)
func (deepcallRelay *DeepcallRelay) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := deepcallRelay.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xccfae635.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class, uint32 callbackGas) payable returns(uint256 requestId, bytes32 input)
func (deepcallRelay *DeepcallRelay) PackRequest(prompt []*big.Int, n *big.Int, class [32]byte, callbackGas uint32) []byte {
	enc, err := deepcallRelay.abi.Pack("request", prompt, n, class, callbackGas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xccfae635.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class, uint32 callbackGas) payable returns(uint256 requestId, bytes32 input)
func (deepcallRelay *DeepcallRelay) TryPackRequest(prompt []*big.Int, n *big.Int, class [32]byte, callbackGas uint32) ([]byte, error) {
	return deepcallRelay.abi.Pack("request", prompt, n, class, callbackGas)
}

// RequestOutput serves as a container for the return parameters of contract
// method Request.
type RequestOutput struct {
	RequestId *big.Int
	Input     [32]byte
}

// UnpackRequest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xccfae635.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class, uint32 callbackGas) payable returns(uint256 requestId, bytes32 input)
func (deepcallRelay *DeepcallRelay) UnpackRequest(data []byte) (RequestOutput, error) {
	out, err := deepcallRelay.abi.Unpack("request", data)
	outstruct := new(RequestOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.RequestId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Input = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	return *outstruct, nil
}

// PackRequestOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x324e03be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestOf(uint256 requestId) view returns((address,uint32,uint64,bytes32,uint96))
func (deepcallRelay *DeepcallRelay) PackRequestOf(requestId *big.Int) []byte {
	enc, err := deepcallRelay.abi.Pack("requestOf", requestId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x324e03be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestOf(uint256 requestId) view returns((address,uint32,uint64,bytes32,uint96))
func (deepcallRelay *DeepcallRelay) TryPackRequestOf(requestId *big.Int) ([]byte, error) {
	return deepcallRelay.abi.Pack("requestOf", requestId)
}

// UnpackRequestOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x324e03be.
//
// Solidity: function requestOf(uint256 requestId) view returns((address,uint32,uint64,bytes32,uint96))
func (deepcallRelay *DeepcallRelay) UnpackRequestOf(data []byte) (IDeepcallRelayRequest, error) {
	out, err := deepcallRelay.abi.Unpack("requestOf", data)
	if err != nil {
		return *new(IDeepcallRelayRequest), err
	}
	out0 := *abi.ConvertType(out[0], new(IDeepcallRelayRequest)).(*IDeepcallRelayRequest)
	return out0, nil
}

// DeepcallRelayDelivered represents a Delivered event raised by the DeepcallRelay contract.
type DeepcallRelayDelivered struct {
	RequestId *big.Int
	Input     [32]byte
	Deliverer common.Address
	Ok        bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const DeepcallRelayDeliveredEventName = "Delivered"

// ContractEventName returns the user-defined event name.
func (DeepcallRelayDelivered) ContractEventName() string {
	return DeepcallRelayDeliveredEventName
}

// UnpackDeliveredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Delivered(uint256 indexed requestId, bytes32 indexed input, address indexed deliverer, bool ok)
func (deepcallRelay *DeepcallRelay) UnpackDeliveredEvent(log *types.Log) (*DeepcallRelayDelivered, error) {
	event := "Delivered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != deepcallRelay.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DeepcallRelayDelivered)
	if len(log.Data) > 0 {
		if err := deepcallRelay.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range deepcallRelay.abi.Events[event].Inputs {
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

// DeepcallRelayFailed represents a Failed event raised by the DeepcallRelay contract.
type DeepcallRelayFailed struct {
	RequestId *big.Int
	Input     [32]byte
	Reason    uint8
	Ok        bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const DeepcallRelayFailedEventName = "Failed"

// ContractEventName returns the user-defined event name.
func (DeepcallRelayFailed) ContractEventName() string {
	return DeepcallRelayFailedEventName
}

// UnpackFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Failed(uint256 indexed requestId, bytes32 indexed input, uint8 reason, bool ok)
func (deepcallRelay *DeepcallRelay) UnpackFailedEvent(log *types.Log) (*DeepcallRelayFailed, error) {
	event := "Failed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != deepcallRelay.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DeepcallRelayFailed)
	if len(log.Data) > 0 {
		if err := deepcallRelay.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range deepcallRelay.abi.Events[event].Inputs {
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

// DeepcallRelayRequested represents a Requested event raised by the DeepcallRelay contract.
type DeepcallRelayRequested struct {
	RequestId   *big.Int
	App         common.Address
	Input       [32]byte
	MarketFee   *big.Int
	Reward      *big.Int
	CallbackGas uint32
	ExpiresAt   uint64
	Raw         *types.Log // Blockchain specific contextual infos
}

const DeepcallRelayRequestedEventName = "Requested"

// ContractEventName returns the user-defined event name.
func (DeepcallRelayRequested) ContractEventName() string {
	return DeepcallRelayRequestedEventName
}

// UnpackRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Requested(uint256 indexed requestId, address indexed app, bytes32 indexed input, uint256 marketFee, uint256 reward, uint32 callbackGas, uint64 expiresAt)
func (deepcallRelay *DeepcallRelay) UnpackRequestedEvent(log *types.Log) (*DeepcallRelayRequested, error) {
	event := "Requested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != deepcallRelay.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DeepcallRelayRequested)
	if len(log.Data) > 0 {
		if err := deepcallRelay.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range deepcallRelay.abi.Events[event].Inputs {
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
func (deepcallRelay *DeepcallRelay) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["BadCallbackGas"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackBadCallbackGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["FeeTooLow"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackFeeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["InsufficientGas"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackInsufficientGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["NotFailed"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackNotFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["NotFinal"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackNotFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["RewardTransferFailed"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackRewardTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["UnknownRequest"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackUnknownRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], deepcallRelay.abi.Errors["WrongAnswer"].ID.Bytes()[:4]) {
		return deepcallRelay.UnpackWrongAnswerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DeepcallRelayBadCallbackGas represents a BadCallbackGas error raised by the DeepcallRelay contract.
type DeepcallRelayBadCallbackGas struct {
	CallbackGas *big.Int
	Max         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadCallbackGas(uint256 callbackGas, uint256 max)
func DeepcallRelayBadCallbackGasErrorID() common.Hash {
	return common.HexToHash("0xd2eb3b872525507efc1400337941dd982d4ecc108f6a4fb221201358422a6630")
}

// UnpackBadCallbackGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadCallbackGas(uint256 callbackGas, uint256 max)
func (deepcallRelay *DeepcallRelay) UnpackBadCallbackGasError(raw []byte) (*DeepcallRelayBadCallbackGas, error) {
	out := new(DeepcallRelayBadCallbackGas)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "BadCallbackGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayFeeTooLow represents a FeeTooLow error raised by the DeepcallRelay contract.
type DeepcallRelayFeeTooLow struct {
	Required *big.Int
	Given    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTooLow(uint256 required, uint256 given)
func DeepcallRelayFeeTooLowErrorID() common.Hash {
	return common.HexToHash("0xf04f3db281357fe66c8cdb6010552fb4fc5fa45b6647fc12b290172e5583e248")
}

// UnpackFeeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTooLow(uint256 required, uint256 given)
func (deepcallRelay *DeepcallRelay) UnpackFeeTooLowError(raw []byte) (*DeepcallRelayFeeTooLow, error) {
	out := new(DeepcallRelayFeeTooLow)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "FeeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayInsufficientGas represents a InsufficientGas error raised by the DeepcallRelay contract.
type DeepcallRelayInsufficientGas struct {
	Needed *big.Int
	Left   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGas(uint256 needed, uint256 left)
func DeepcallRelayInsufficientGasErrorID() common.Hash {
	return common.HexToHash("0x23e228cb30ba888d86279f51c27a6690ec0fe016ea074bbd6332de5b2571f9b3")
}

// UnpackInsufficientGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGas(uint256 needed, uint256 left)
func (deepcallRelay *DeepcallRelay) UnpackInsufficientGasError(raw []byte) (*DeepcallRelayInsufficientGas, error) {
	out := new(DeepcallRelayInsufficientGas)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "InsufficientGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayNotFailed represents a NotFailed error raised by the DeepcallRelay contract.
type DeepcallRelayNotFailed struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFailed(bytes32 input)
func DeepcallRelayNotFailedErrorID() common.Hash {
	return common.HexToHash("0xbc0998e21f727923cfd5d002397d9374fe868ebd376afc850aabc5b706025426")
}

// UnpackNotFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFailed(bytes32 input)
func (deepcallRelay *DeepcallRelay) UnpackNotFailedError(raw []byte) (*DeepcallRelayNotFailed, error) {
	out := new(DeepcallRelayNotFailed)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "NotFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayNotFinal represents a NotFinal error raised by the DeepcallRelay contract.
type DeepcallRelayNotFinal struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFinal(bytes32 input)
func DeepcallRelayNotFinalErrorID() common.Hash {
	return common.HexToHash("0xc82dbb678e950e6302695955ea48feb45a3162881b98fc495d1e00746cb0a583")
}

// UnpackNotFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFinal(bytes32 input)
func (deepcallRelay *DeepcallRelay) UnpackNotFinalError(raw []byte) (*DeepcallRelayNotFinal, error) {
	out := new(DeepcallRelayNotFinal)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "NotFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayRewardTransferFailed represents a RewardTransferFailed error raised by the DeepcallRelay contract.
type DeepcallRelayRewardTransferFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RewardTransferFailed()
func DeepcallRelayRewardTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x78ecf410eca9b6a9a1d7f9b4d009ba1620e84b3450dd09cb09a4214e662438d2")
}

// UnpackRewardTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RewardTransferFailed()
func (deepcallRelay *DeepcallRelay) UnpackRewardTransferFailedError(raw []byte) (*DeepcallRelayRewardTransferFailed, error) {
	out := new(DeepcallRelayRewardTransferFailed)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "RewardTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayUnknownRequest represents a UnknownRequest error raised by the DeepcallRelay contract.
type DeepcallRelayUnknownRequest struct {
	RequestId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownRequest(uint256 requestId)
func DeepcallRelayUnknownRequestErrorID() common.Hash {
	return common.HexToHash("0x1f79bbe7615659139997ff125b66c4ba38cac7dfa6b433c10ed50c7d053634ff")
}

// UnpackUnknownRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownRequest(uint256 requestId)
func (deepcallRelay *DeepcallRelay) UnpackUnknownRequestError(raw []byte) (*DeepcallRelayUnknownRequest, error) {
	out := new(DeepcallRelayUnknownRequest)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "UnknownRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DeepcallRelayWrongAnswer represents a WrongAnswer error raised by the DeepcallRelay contract.
type DeepcallRelayWrongAnswer struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongAnswer(bytes32 input)
func DeepcallRelayWrongAnswerErrorID() common.Hash {
	return common.HexToHash("0x1a88c482e7e529fb022047734529e57310c84512a296e1a0787861d9bd241adb")
}

// UnpackWrongAnswerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongAnswer(bytes32 input)
func (deepcallRelay *DeepcallRelay) UnpackWrongAnswerError(raw []byte) (*DeepcallRelayWrongAnswer, error) {
	out := new(DeepcallRelayWrongAnswer)
	if err := deepcallRelay.abi.UnpackIntoInterface(out, "WrongAnswer", raw); err != nil {
		return nil, err
	}
	return out, nil
}
