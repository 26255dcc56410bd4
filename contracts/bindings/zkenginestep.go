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

// ZkEngineStepMetaData contains all meta data concerning the ZkEngineStep contract.
var ZkEngineStepMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractEngineStep\"},{\"name\":\"residual_\",\"type\":\"address\",\"internalType\":\"contractIResidualVerifier\"},{\"name\":\"sp1_\",\"type\":\"address\",\"internalType\":\"contractISP1Verifier\"},{\"name\":\"sp1Program_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"modelHash_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"GNARK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SP1\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"anchor\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"digest\",\"inputs\":[{\"name\":\"ha\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hb\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hOut\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractEngineStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"frameHash\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"model\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"leaves\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"levels\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"modelHash\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refuses\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"residual\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIResidualVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sp1\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISP1Verifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sp1Program\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stepProven\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"NoSuchSystem\",\"inputs\":[{\"name\":\"system\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotProvable\",\"inputs\":[{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ProofRejected\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"PublicValuesMismatch\",\"inputs\":[{\"name\":\"what\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "ZkEngineStep",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161149638038061149683398101604081905261002f9161006e565b6001600160a01b0394851660805292841660a052921660c05260e091909152610100526100c8565b6001600160a01b038116811461006b575f5ffd5b50565b5f5f5f5f5f60a08688031215610082575f5ffd5b855161008d81610057565b602087015190955061009e81610057565b60408701519094506100af81610057565b6060870151608090970151959894975095949392505050565b60805160a05160c05160e051610100516113446101525f395f818161014201526108a901525f81816102a20152610a6d01525f81816101de015281816106310152610a3801525f818161018c01526107c801525f818161027b015281816102dc0152818161037501528181610408015281816104960152818161057b01526106b101526113445ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c80636aa3549a11610093578063ab21c42511610063578063ab21c4251461025b578063c625dabc14610263578063c9d4623f14610276578063d7a8858d1461029d575f5ffd5b80636aa3549a146101c65780636eee7d78146101d95780637840f88014610200578063854b320014610213575f5ffd5b80633e5e444b116100ce5780633e5e444b146101645780634ecf518b1461017757806351ca7b101461017f57806369a48b7114610187575f5ffd5b806302a92b5c146100f45780630b96fc3c1461011c5780631b2ccc091461013d575b5f5ffd5b610107610102366004610b41565b6102c4565b60405190151581526020015b60405180910390f35b61012f61012a366004610b9e565b61035c565b604051908152602001610113565b61012f7f000000000000000000000000000000000000000000000000000000000000000081565b61012f610172366004610bbf565b6103ef565b61012f610493565b61012f600281565b6101ae7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610113565b61012f6101d4366004610d30565b610519565b6101ae7f000000000000000000000000000000000000000000000000000000000000000081565b61012f61020e366004610da9565b610563565b61012f610221366004610df8565b6040805160208082019590955280820193909352606080840192909252805180840390920182526080909201909152805191012060081c90565b61012f600181565b61012f610271366004610bbf565b6105f3565b6101ae7f000000000000000000000000000000000000000000000000000000000000000081565b61012f7f000000000000000000000000000000000000000000000000000000000000000081565b60405162aa4ad760e21b81525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906302a92b5c9061031590879087908790600401610e51565b602060405180830381865afa158015610330573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103549190610e74565b949350505050565b6040516302e5bf0f60e21b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c906103aa908590600401610e93565b602060405180830381865afa1580156103c5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103e99190610ebe565b92915050565b604051633e5e444b60e01b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690633e5e444b90610447908a908a908a908a908a908a90600401610ed5565b602060405180830381865afa158015610462573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104869190610ebe565b90505b9695505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156104f0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105149190610ebe565b905090565b604080515f916105439184918835916020808b0135928b01359160608c0135918b918b9101610f48565b604051602081830303815290604052805190602001209050949350505050565b60405162f081f160e71b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637840f880906105b490879087908790600401610f9b565b602060405180830381865afa1580156105cf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103549190610ebe565b5f808061060284860186610fdc565b91509150600182036106245761061b898989898561068e565b92505050610489565b60028214801561065c57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031615155b1561066e5761061b8989898985610889565b60405162776b5160e71b8152600481018390526024015b60405180910390fd5b5f5f5f5f848060200190518101906106a6919061106c565b9250925092505f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663147bd3f88d8d8d8d8b8b6040518763ffffffff1660e01b815260040161070596959493929190611107565b608060405180830381865afa158015610720573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610744919061116d565b995091945092509050600a831480159061075f575082601014155b1561078057604051630e3df3af60e01b815260048101849052602401610685565b60408051602080820183528183018590526060820184905260808083018990528351808403909101815260a083018452805191012060081c81529051632363e29760e21b81527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031691638d8f8a5c916108059188916004016111a0565b5f6040518083038186803b15801561081b575f5ffd5b505afa92505050801561082c575060015b61087a573d808015610859576040519150601f19603f3d011682016040523d82523d5f602084013e61085e565b606091505b50806040516367488e3b60e11b815260040161068591906111e4565b50505050505095945050505050565b5f5f5f5f848060200190518101906108a191906111f6565b9250925092507f000000000000000000000000000000000000000000000000000000000000000083805190602001201461090657604051630a6ecc4960e31b81526020600482015260056024820152641b5bd9195b60da1b6044820152606401610685565b815160a0141580610918575060048714155b1561094f57604051630a6ecc4960e31b81526020600482015260066024820152650d8cadccee8d60d31b6044820152606401610685565b5f82806020019051810190610964919061126b565b8051909150156109a057604051630a6ecc4960e31b815260206004820152600660248201526573746174757360d01b6044820152606401610685565b602081015187146109da57604051630a6ecc4960e31b815260206004820152600360248201526270726560e81b6044820152606401610685565b6109e68a8a8a87610519565b606082015114610a2157604051630a6ecc4960e31b81526020600482015260056024820152646672616d6560d81b6044820152606401610685565b604080820151905163020a49e360e51b81529095507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906341493c6090610a99907f000000000000000000000000000000000000000000000000000000000000000090879087906004016112e4565b5f6040518083038186803b158015610aaf575f5ffd5b505afa925050508015610ac0575060015b610aed573d808015610859576040519150601f19603f3d011682016040523d82523d5f602084013e61085e565b5050505095945050505050565b5f5f83601f840112610b0a575f5ffd5b5081356001600160401b03811115610b20575f5ffd5b6020830191508360208260051b8501011115610b3a575f5ffd5b9250929050565b5f5f5f60408486031215610b53575f5ffd5b83356001600160401b03811115610b68575f5ffd5b610b7486828701610afa565b909790965060209590950135949350505050565b5f60808284031215610b98575f5ffd5b50919050565b5f60808284031215610bae575f5ffd5b610bb88383610b88565b9392505050565b5f5f5f5f5f5f60e08789031215610bd4575f5ffd5b610bde8888610b88565b955060808701356001600160401b03811115610bf8575f5ffd5b610c0489828a01610afa565b90965094505060a0870135925060c08701356001600160401b03811115610c29575f5ffd5b8701601f81018913610c39575f5ffd5b80356001600160401b03811115610c4e575f5ffd5b896020828401011115610c5f575f5ffd5b60208201935080925050509295509295509295565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610cb057610cb0610c74565b604052919050565b5f6001600160401b03821115610cd057610cd0610c74565b50601f01601f191660200190565b5f82601f830112610ced575f5ffd5b8135610d00610cfb82610cb8565b610c88565b818152846020838601011115610d14575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f60c08587031215610d43575f5ffd5b610d4d8686610b88565b935060808501356001600160401b03811115610d67575f5ffd5b610d7387828801610afa565b90945092505060a08501356001600160401b03811115610d91575f5ffd5b610d9d87828801610cde565b91505092959194509250565b5f5f5f60a08486031215610dbb575f5ffd5b610dc58585610b88565b925060808401356001600160401b03811115610ddf575f5ffd5b610deb86828701610afa565b9497909650939450505050565b5f5f5f60608486031215610e0a575f5ffd5b505081359360208301359350604090920135919050565b8183525f6001600160fb1b03831115610e38575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f610e64604083018587610e21565b9050826020830152949350505050565b5f60208284031215610e84575f5ffd5b81518015158114610bb8575f5ffd5b81358152602080830135908201526040808301359082015260608083013590820152608081016103e9565b5f60208284031215610ece575f5ffd5b5051919050565b8635815260208088013590820152604080880135908201526060808801359082015260e060808201525f610f0d60e083018789610e21565b8560a084015282810360c0840152838152838560208301375f602085830101526020601f19601f860116820101915050979650505050505050565b5f88518060208b01845e82018881526020810188905260408101879052606081018690526001600160fb1b03841115610f7f575f5ffd5b8360051b80866080840137016080019998505050505050505050565b8335815260208085013590820152604080850135908201526060808501359082015260a060808201525f610fd360a083018486610e21565b95945050505050565b5f5f60408385031215610fed575f5ffd5b8235915060208301356001600160401b03811115611009575f5ffd5b61101585828601610cde565b9150509250929050565b5f82601f83011261102e575f5ffd5b815161103c610cfb82610cb8565b818152846020838601011115611050575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f6060848603121561107e575f5ffd5b83516001600160401b03811115611093575f5ffd5b61109f8682870161101f565b60208601516040870151919550935090506001600160401b038111156110c3575f5ffd5b6110cf8682870161101f565b9150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b8635815260208088013590820152604080880135908201526060808801359082015261010060808201525f61114161010083018789610e21565b8560a084015282810360c084015261115981866110d9565b9150508260e0830152979650505050505050565b5f5f5f5f60808587031215611180575f5ffd5b505082516020840151604085015160609095015191969095509092509050565b604081525f6111b260408301856110d9565b905060208201835f5b60018110156111da5781518352602092830192909101906001016111bb565b5050509392505050565b602081525f610bb860208301846110d9565b5f5f5f60608486031215611208575f5ffd5b83516001600160401b0381111561121d575f5ffd5b6112298682870161101f565b93505060208401516001600160401b03811115611244575f5ffd5b6112508682870161101f565b92505060408401516001600160401b038111156110c3575f5ffd5b5f60a0828403121561127b575f5ffd5b82601f830112611289575f5ffd5b60405160a081016001600160401b03811182821017156112ab576112ab610c74565b6040528060a08401858111156112bf575f5ffd5b845b818110156112d95780518352602092830192016112c1565b509195945050505050565b838152606060208201525f6112fc60608301856110d9565b828103604084015261048981856110d956fea2646970667358221220b008b0ea3dc06f59152caf6e54130039c77a7c48ac607a4f3f7e119727fac67b64736f6c63430008250033",
}

// ZkEngineStep is an auto generated Go binding around an Ethereum contract.
type ZkEngineStep struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ZkEngineStep) GetABI() abi.ABI {
	return c.abi
}

// NewZkEngineStep creates a new instance of ZkEngineStep.
func NewZkEngineStep() *ZkEngineStep {
	parsed, err := ZkEngineStepMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ZkEngineStep{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ZkEngineStep) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address engine_, address residual_, address sp1_, bytes32 sp1Program_, bytes32 modelHash_) returns()
func (zkEngineStep *ZkEngineStep) PackConstructor(engine_ common.Address, residual_ common.Address, sp1_ common.Address, sp1Program_ [32]byte, modelHash_ [32]byte) []byte {
	enc, err := zkEngineStep.abi.Pack("", engine_, residual_, sp1_, sp1Program_, modelHash_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackGNARK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab21c425.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function GNARK() view returns(uint256)
func (zkEngineStep *ZkEngineStep) PackGNARK() []byte {
	enc, err := zkEngineStep.abi.Pack("GNARK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGNARK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab21c425.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function GNARK() view returns(uint256)
func (zkEngineStep *ZkEngineStep) TryPackGNARK() ([]byte, error) {
	return zkEngineStep.abi.Pack("GNARK")
}

// UnpackGNARK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab21c425.
//
// Solidity: function GNARK() view returns(uint256)
func (zkEngineStep *ZkEngineStep) UnpackGNARK(data []byte) (*big.Int, error) {
	out, err := zkEngineStep.abi.Unpack("GNARK", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSP1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ca7b10.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SP1() view returns(uint256)
func (zkEngineStep *ZkEngineStep) PackSP1() []byte {
	enc, err := zkEngineStep.abi.Pack("SP1")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSP1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ca7b10.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SP1() view returns(uint256)
func (zkEngineStep *ZkEngineStep) TryPackSP1() ([]byte, error) {
	return zkEngineStep.abi.Pack("SP1")
}

// UnpackSP1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51ca7b10.
//
// Solidity: function SP1() view returns(uint256)
func (zkEngineStep *ZkEngineStep) UnpackSP1(data []byte) (*big.Int, error) {
	out, err := zkEngineStep.abi.Unpack("SP1", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b96fc3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ctx) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackAnchor(ctx StepContext) []byte {
	enc, err := zkEngineStep.abi.Pack("anchor", ctx)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnchor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0b96fc3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ctx) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) TryPackAnchor(ctx StepContext) ([]byte, error) {
	return zkEngineStep.abi.Pack("anchor", ctx)
}

// UnpackAnchor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0b96fc3c.
//
// Solidity: function anchor((bytes32,bytes32,uint256,uint256) ctx) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackAnchor(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("anchor", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x854b3200.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function digest(bytes32 ha, bytes32 hb, bytes32 hOut) pure returns(uint256)
func (zkEngineStep *ZkEngineStep) PackDigest(ha [32]byte, hb [32]byte, hOut [32]byte) []byte {
	enc, err := zkEngineStep.abi.Pack("digest", ha, hb, hOut)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x854b3200.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function digest(bytes32 ha, bytes32 hb, bytes32 hOut) pure returns(uint256)
func (zkEngineStep *ZkEngineStep) TryPackDigest(ha [32]byte, hb [32]byte, hOut [32]byte) ([]byte, error) {
	return zkEngineStep.abi.Pack("digest", ha, hb, hOut)
}

// UnpackDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x854b3200.
//
// Solidity: function digest(bytes32 ha, bytes32 hb, bytes32 hOut) pure returns(uint256)
func (zkEngineStep *ZkEngineStep) UnpackDigest(data []byte) (*big.Int, error) {
	out, err := zkEngineStep.abi.Unpack("digest", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9d4623f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function engine() view returns(address)
func (zkEngineStep *ZkEngineStep) PackEngine() []byte {
	enc, err := zkEngineStep.abi.Pack("engine")
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
func (zkEngineStep *ZkEngineStep) TryPackEngine() ([]byte, error) {
	return zkEngineStep.abi.Pack("engine")
}

// UnpackEngine is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9d4623f.
//
// Solidity: function engine() view returns(address)
func (zkEngineStep *ZkEngineStep) UnpackEngine(data []byte) (common.Address, error) {
	out, err := zkEngineStep.abi.Unpack("engine", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFrameHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6aa3549a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function frameHash((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes model) pure returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackFrameHash(ctx StepContext, path []*big.Int, model []byte) []byte {
	enc, err := zkEngineStep.abi.Pack("frameHash", ctx, path, model)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFrameHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6aa3549a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function frameHash((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes model) pure returns(bytes32)
func (zkEngineStep *ZkEngineStep) TryPackFrameHash(ctx StepContext, path []*big.Int, model []byte) ([]byte, error) {
	return zkEngineStep.abi.Pack("frameHash", ctx, path, model)
}

// UnpackFrameHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6aa3549a.
//
// Solidity: function frameHash((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes model) pure returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackFrameHash(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("frameHash", data)
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
func (zkEngineStep *ZkEngineStep) PackLeaves(ctx StepContext, path []*big.Int) []byte {
	enc, err := zkEngineStep.abi.Pack("leaves", ctx, path)
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
func (zkEngineStep *ZkEngineStep) TryPackLeaves(ctx StepContext, path []*big.Int) ([]byte, error) {
	return zkEngineStep.abi.Pack("leaves", ctx, path)
}

// UnpackLeaves is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7840f880.
//
// Solidity: function leaves((bytes32,bytes32,uint256,uint256) ctx, uint256[] path) view returns(uint256)
func (zkEngineStep *ZkEngineStep) UnpackLeaves(data []byte) (*big.Int, error) {
	out, err := zkEngineStep.abi.Unpack("leaves", data)
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
func (zkEngineStep *ZkEngineStep) PackLevels() []byte {
	enc, err := zkEngineStep.abi.Pack("levels")
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
func (zkEngineStep *ZkEngineStep) TryPackLevels() ([]byte, error) {
	return zkEngineStep.abi.Pack("levels")
}

// UnpackLevels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ecf518b.
//
// Solidity: function levels() view returns(uint256)
func (zkEngineStep *ZkEngineStep) UnpackLevels(data []byte) (*big.Int, error) {
	out, err := zkEngineStep.abi.Unpack("levels", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackModelHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2ccc09.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function modelHash() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackModelHash() []byte {
	enc, err := zkEngineStep.abi.Pack("modelHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackModelHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2ccc09.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function modelHash() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) TryPackModelHash() ([]byte, error) {
	return zkEngineStep.abi.Pack("modelHash")
}

// UnpackModelHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b2ccc09.
//
// Solidity: function modelHash() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackModelHash(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("modelHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRefuses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a92b5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) view returns(bool)
func (zkEngineStep *ZkEngineStep) PackRefuses(prompt []*big.Int, n *big.Int) []byte {
	enc, err := zkEngineStep.abi.Pack("refuses", prompt, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefuses is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02a92b5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) view returns(bool)
func (zkEngineStep *ZkEngineStep) TryPackRefuses(prompt []*big.Int, n *big.Int) ([]byte, error) {
	return zkEngineStep.abi.Pack("refuses", prompt, n)
}

// UnpackRefuses is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x02a92b5c.
//
// Solidity: function refuses(uint256[] prompt, uint256 n) view returns(bool)
func (zkEngineStep *ZkEngineStep) UnpackRefuses(data []byte) (bool, error) {
	out, err := zkEngineStep.abi.Unpack("refuses", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackResidual is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69a48b71.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function residual() view returns(address)
func (zkEngineStep *ZkEngineStep) PackResidual() []byte {
	enc, err := zkEngineStep.abi.Pack("residual")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResidual is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69a48b71.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function residual() view returns(address)
func (zkEngineStep *ZkEngineStep) TryPackResidual() ([]byte, error) {
	return zkEngineStep.abi.Pack("residual")
}

// UnpackResidual is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x69a48b71.
//
// Solidity: function residual() view returns(address)
func (zkEngineStep *ZkEngineStep) UnpackResidual(data []byte) (common.Address, error) {
	out, err := zkEngineStep.abi.Unpack("residual", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSp1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6eee7d78.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sp1() view returns(address)
func (zkEngineStep *ZkEngineStep) PackSp1() []byte {
	enc, err := zkEngineStep.abi.Pack("sp1")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSp1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6eee7d78.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sp1() view returns(address)
func (zkEngineStep *ZkEngineStep) TryPackSp1() ([]byte, error) {
	return zkEngineStep.abi.Pack("sp1")
}

// UnpackSp1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6eee7d78.
//
// Solidity: function sp1() view returns(address)
func (zkEngineStep *ZkEngineStep) UnpackSp1(data []byte) (common.Address, error) {
	out, err := zkEngineStep.abi.Unpack("sp1", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSp1Program is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7a8858d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sp1Program() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackSp1Program() []byte {
	enc, err := zkEngineStep.abi.Pack("sp1Program")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSp1Program is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7a8858d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sp1Program() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) TryPackSp1Program() ([]byte, error) {
	return zkEngineStep.abi.Pack("sp1Program")
}

// UnpackSp1Program is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd7a8858d.
//
// Solidity: function sp1Program() view returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackSp1Program(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("sp1Program", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e5e444b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function step((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes witness) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackStep(ctx StepContext, path []*big.Int, pre [32]byte, witness []byte) []byte {
	enc, err := zkEngineStep.abi.Pack("step", ctx, path, pre, witness)
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
func (zkEngineStep *ZkEngineStep) TryPackStep(ctx StepContext, path []*big.Int, pre [32]byte, witness []byte) ([]byte, error) {
	return zkEngineStep.abi.Pack("step", ctx, path, pre, witness)
}

// UnpackStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e5e444b.
//
// Solidity: function step((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes witness) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackStep(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("step", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackStepProven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc625dabc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stepProven((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes proof) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) PackStepProven(ctx StepContext, path []*big.Int, pre [32]byte, proof []byte) []byte {
	enc, err := zkEngineStep.abi.Pack("stepProven", ctx, path, pre, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStepProven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc625dabc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stepProven((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes proof) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) TryPackStepProven(ctx StepContext, path []*big.Int, pre [32]byte, proof []byte) ([]byte, error) {
	return zkEngineStep.abi.Pack("stepProven", ctx, path, pre, proof)
}

// UnpackStepProven is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc625dabc.
//
// Solidity: function stepProven((bytes32,bytes32,uint256,uint256) ctx, uint256[] path, bytes32 pre, bytes proof) view returns(bytes32)
func (zkEngineStep *ZkEngineStep) UnpackStepProven(data []byte) ([32]byte, error) {
	out, err := zkEngineStep.abi.Unpack("stepProven", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (zkEngineStep *ZkEngineStep) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], zkEngineStep.abi.Errors["NoSuchSystem"].ID.Bytes()[:4]) {
		return zkEngineStep.UnpackNoSuchSystemError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkEngineStep.abi.Errors["NotProvable"].ID.Bytes()[:4]) {
		return zkEngineStep.UnpackNotProvableError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkEngineStep.abi.Errors["ProofRejected"].ID.Bytes()[:4]) {
		return zkEngineStep.UnpackProofRejectedError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkEngineStep.abi.Errors["PublicValuesMismatch"].ID.Bytes()[:4]) {
		return zkEngineStep.UnpackPublicValuesMismatchError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ZkEngineStepNoSuchSystem represents a NoSuchSystem error raised by the ZkEngineStep contract.
type ZkEngineStepNoSuchSystem struct {
	System *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchSystem(uint256 system)
func ZkEngineStepNoSuchSystemErrorID() common.Hash {
	return common.HexToHash("0x3bb5a88096b1e52ab462983110016d55a758209efeb4ad776e15c0210b8a4365")
}

// UnpackNoSuchSystemError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchSystem(uint256 system)
func (zkEngineStep *ZkEngineStep) UnpackNoSuchSystemError(raw []byte) (*ZkEngineStepNoSuchSystem, error) {
	out := new(ZkEngineStepNoSuchSystem)
	if err := zkEngineStep.abi.UnpackIntoInterface(out, "NoSuchSystem", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkEngineStepNotProvable represents a NotProvable error raised by the ZkEngineStep contract.
type ZkEngineStepNotProvable struct {
	Kind *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotProvable(uint256 kind)
func ZkEngineStepNotProvableErrorID() common.Hash {
	return common.HexToHash("0x0e3df3af7c2b665979b66977ca97193d3fa9aa1b381e02660c3f8ff5e98303e1")
}

// UnpackNotProvableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotProvable(uint256 kind)
func (zkEngineStep *ZkEngineStep) UnpackNotProvableError(raw []byte) (*ZkEngineStepNotProvable, error) {
	out := new(ZkEngineStepNotProvable)
	if err := zkEngineStep.abi.UnpackIntoInterface(out, "NotProvable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkEngineStepProofRejected represents a ProofRejected error raised by the ZkEngineStep contract.
type ZkEngineStepProofRejected struct {
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofRejected(bytes reason)
func ZkEngineStepProofRejectedErrorID() common.Hash {
	return common.HexToHash("0xce911c76ff208b978ba31d48c0e607b3f351e1dfd12554d90037b63c9b1b0e6c")
}

// UnpackProofRejectedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofRejected(bytes reason)
func (zkEngineStep *ZkEngineStep) UnpackProofRejectedError(raw []byte) (*ZkEngineStepProofRejected, error) {
	out := new(ZkEngineStepProofRejected)
	if err := zkEngineStep.abi.UnpackIntoInterface(out, "ProofRejected", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkEngineStepPublicValuesMismatch represents a PublicValuesMismatch error raised by the ZkEngineStep contract.
type ZkEngineStepPublicValuesMismatch struct {
	What string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PublicValuesMismatch(string what)
func ZkEngineStepPublicValuesMismatchErrorID() common.Hash {
	return common.HexToHash("0x53766248360d85e3e47bab1fa0a0f9f37ed38071476735538542930eae86461c")
}

// UnpackPublicValuesMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PublicValuesMismatch(string what)
func (zkEngineStep *ZkEngineStep) UnpackPublicValuesMismatchError(raw []byte) (*ZkEngineStepPublicValuesMismatch, error) {
	out := new(ZkEngineStepPublicValuesMismatch)
	if err := zkEngineStep.abi.UnpackIntoInterface(out, "PublicValuesMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}
