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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractEngineStep\"},{\"name\":\"residual_\",\"type\":\"address\",\"internalType\":\"contractIResidualVerifier\"},{\"name\":\"sp1_\",\"type\":\"address\",\"internalType\":\"contractISP1Verifier\"},{\"name\":\"sp1Program_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"modelHash_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"GNARK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SP1\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"anchor\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"digest\",\"inputs\":[{\"name\":\"ha\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hb\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hOut\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractEngineStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"frameHash\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"model\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"leaves\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"levels\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mismatch\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"proof\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"modelHash\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refuses\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"residual\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIResidualVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sp1\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISP1Verifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sp1Program\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stepProven\",\"inputs\":[{\"name\":\"ctx\",\"type\":\"tuple\",\"internalType\":\"structStepContext\",\"components\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"NoSuchSystem\",\"inputs\":[{\"name\":\"system\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotProvable\",\"inputs\":[{\"name\":\"kind\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ProofRejected\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"PublicValuesMismatch\",\"inputs\":[{\"name\":\"what\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "ZkEngineStep",
	Bin: "0x610120604052348015610010575f5ffd5b5060405161165438038061165483398101604081905261002f9161006e565b6001600160a01b0394851660805292841660a052921660c05260e091909152610100526100c8565b6001600160a01b038116811461006b575f5ffd5b50565b5f5f5f5f5f60a08688031215610082575f5ffd5b855161008d81610057565b602087015190955061009e81610057565b60408701519094506100af81610057565b6060870151608090970151959894975095949392505050565b60805160a05160c05160e051610100516114fb6101595f395f818161014d015261096c01525f81816102c00152610b3001525f81816101fc015281816106f40152610afb01525f81816101aa015261088b01525f8181610299015281816102fa0152818161039301528181610426015281816104cb015281816105590152818161063e015261077401526114fb5ff3fe608060405234801561000f575f5ffd5b50600436106100fb575f3560e01c80636aa3549a11610093578063ab21c42511610063578063ab21c42514610279578063c625dabc14610281578063c9d4623f14610294578063d7a8858d146102bb575f5ffd5b80636aa3549a146101e45780636eee7d78146101f75780637840f8801461021e578063854b320014610231575f5ffd5b80633e5e444b116100ce5780633e5e444b146101825780634ecf518b1461019557806351ca7b101461019d57806369a48b71146101a5575f5ffd5b806302a92b5c146100ff5780630b96fc3c146101275780631b2ccc091461014857806339f35ea71461016f575b5f5ffd5b61011261010d366004610c04565b6102e2565b60405190151581526020015b60405180910390f35b61013a610135366004610c61565b61037a565b60405190815260200161011e565b61013a7f000000000000000000000000000000000000000000000000000000000000000081565b61011261017d366004610c82565b61040d565b61013a610190366004610d27565b6104b2565b61013a610556565b61013a600281565b6101cc7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161011e565b61013a6101f2366004610e98565b6105dc565b6101cc7f000000000000000000000000000000000000000000000000000000000000000081565b61013a61022c366004610f11565b610626565b61013a61023f366004610f60565b6040805160208082019590955280820193909352606080840192909252805180840390920182526080909201909152805191012060081c90565b61013a600181565b61013a61028f366004610d27565b6106b6565b6101cc7f000000000000000000000000000000000000000000000000000000000000000081565b61013a7f000000000000000000000000000000000000000000000000000000000000000081565b60405162aa4ad760e21b81525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906302a92b5c9061033390879087908790600401610fb9565b602060405180830381865afa15801561034e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103729190610fdc565b949350505050565b6040516302e5bf0f60e21b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c906103c8908590600401610ffb565b602060405180830381865afa1580156103e3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104079190611026565b92915050565b6040516339f35ea760e01b81525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906339f35ea790610467908b908b908b908b908b908b908b9060040161103d565b602060405180830381865afa158015610482573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104a69190610fdc565b98975050505050505050565b604051633e5e444b60e01b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690633e5e444b9061050a908a908a908a908a908a908a9060040161108c565b602060405180830381865afa158015610525573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105499190611026565b90505b9695505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156105b3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105d79190611026565b905090565b604080515f916106069184918835916020808b0135928b01359160608c0135918b918b91016110ff565b604051602081830303815290604052805190602001209050949350505050565b60405162f081f160e71b81525f906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637840f8809061067790879087908790600401611152565b602060405180830381865afa158015610692573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103729190611026565b5f80806106c584860186611193565b91509150600182036106e7576106de8989898985610751565b9250505061054c565b60028214801561071f57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031615155b15610731576106de898989898561094c565b60405162776b5160e71b8152600481018390526024015b60405180910390fd5b5f5f5f5f848060200190518101906107699190611223565b9250925092505f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663147bd3f88d8d8d8d8b8b6040518763ffffffff1660e01b81526004016107c8969594939291906112be565b608060405180830381865afa1580156107e3573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108079190611324565b995091945092509050600a8314801590610822575082601014155b1561084357604051630e3df3af60e01b815260048101849052602401610748565b60408051602080820183528183018590526060820184905260808083018990528351808403909101815260a083018452805191012060081c81529051632363e29760e21b81527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031691638d8f8a5c916108c8918891600401611357565b5f6040518083038186803b1580156108de575f5ffd5b505afa9250505080156108ef575060015b61093d573d80801561091c576040519150601f19603f3d011682016040523d82523d5f602084013e610921565b606091505b50806040516367488e3b60e11b8152600401610748919061139b565b50505050505095945050505050565b5f5f5f5f8480602001905181019061096491906113ad565b9250925092507f00000000000000000000000000000000000000000000000000000000000000008380519060200120146109c957604051630a6ecc4960e31b81526020600482015260056024820152641b5bd9195b60da1b6044820152606401610748565b815160a01415806109db575060048714155b15610a1257604051630a6ecc4960e31b81526020600482015260066024820152650d8cadccee8d60d31b6044820152606401610748565b5f82806020019051810190610a279190611422565b805190915015610a6357604051630a6ecc4960e31b815260206004820152600660248201526573746174757360d01b6044820152606401610748565b60208101518714610a9d57604051630a6ecc4960e31b815260206004820152600360248201526270726560e81b6044820152606401610748565b610aa98a8a8a876105dc565b606082015114610ae457604051630a6ecc4960e31b81526020600482015260056024820152646672616d6560d81b6044820152606401610748565b604080820151905163020a49e360e51b81529095507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906341493c6090610b5c907f0000000000000000000000000000000000000000000000000000000000000000908790879060040161149b565b5f6040518083038186803b158015610b72575f5ffd5b505afa925050508015610b83575060015b610bb0573d80801561091c576040519150601f19603f3d011682016040523d82523d5f602084013e610921565b5050505095945050505050565b5f5f83601f840112610bcd575f5ffd5b5081356001600160401b03811115610be3575f5ffd5b6020830191508360208260051b8501011115610bfd575f5ffd5b9250929050565b5f5f5f60408486031215610c16575f5ffd5b83356001600160401b03811115610c2b575f5ffd5b610c3786828701610bbd565b909790965060209590950135949350505050565b5f60808284031215610c5b575f5ffd5b50919050565b5f60808284031215610c71575f5ffd5b610c7b8383610c4b565b9392505050565b5f5f5f5f5f5f5f6080888a031215610c98575f5ffd5b87356001600160401b03811115610cad575f5ffd5b610cb98a828b01610bbd565b90985096505060208801356001600160401b03811115610cd7575f5ffd5b610ce38a828b01610bbd565b9096509450506040880135925060608801356001600160401b03811115610d08575f5ffd5b610d148a828b01610bbd565b989b979a50959850939692959293505050565b5f5f5f5f5f5f60e08789031215610d3c575f5ffd5b610d468888610c4b565b955060808701356001600160401b03811115610d60575f5ffd5b610d6c89828a01610bbd565b90965094505060a0870135925060c08701356001600160401b03811115610d91575f5ffd5b8701601f81018913610da1575f5ffd5b80356001600160401b03811115610db6575f5ffd5b896020828401011115610dc7575f5ffd5b60208201935080925050509295509295509295565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715610e1857610e18610ddc565b604052919050565b5f6001600160401b03821115610e3857610e38610ddc565b50601f01601f191660200190565b5f82601f830112610e55575f5ffd5b8135610e68610e6382610e20565b610df0565b818152846020838601011115610e7c575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f60c08587031215610eab575f5ffd5b610eb58686610c4b565b935060808501356001600160401b03811115610ecf575f5ffd5b610edb87828801610bbd565b90945092505060a08501356001600160401b03811115610ef9575f5ffd5b610f0587828801610e46565b91505092959194509250565b5f5f5f60a08486031215610f23575f5ffd5b610f2d8585610c4b565b925060808401356001600160401b03811115610f47575f5ffd5b610f5386828701610bbd565b9497909650939450505050565b5f5f5f60608486031215610f72575f5ffd5b505081359360208301359350604090920135919050565b8183525f6001600160fb1b03831115610fa0575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f610fcc604083018587610f89565b9050826020830152949350505050565b5f60208284031215610fec575f5ffd5b81518015158114610c7b575f5ffd5b8135815260208083013590820152604080830135908201526060808301359082015260808101610407565b5f60208284031215611036575f5ffd5b5051919050565b608081525f61105060808301898b610f89565b828103602084015261106381888a610f89565b9050856040840152828103606084015261107e818587610f89565b9a9950505050505050505050565b8635815260208088013590820152604080880135908201526060808801359082015260e060808201525f6110c460e083018789610f89565b8560a084015282810360c0840152838152838560208301375f602085830101526020601f19601f860116820101915050979650505050505050565b5f88518060208b01845e82018881526020810188905260408101879052606081018690526001600160fb1b03841115611136575f5ffd5b8360051b80866080840137016080019998505050505050505050565b8335815260208085013590820152604080850135908201526060808501359082015260a060808201525f61118a60a083018486610f89565b95945050505050565b5f5f604083850312156111a4575f5ffd5b8235915060208301356001600160401b038111156111c0575f5ffd5b6111cc85828601610e46565b9150509250929050565b5f82601f8301126111e5575f5ffd5b81516111f3610e6382610e20565b818152846020838601011115611207575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f60608486031215611235575f5ffd5b83516001600160401b0381111561124a575f5ffd5b611256868287016111d6565b60208601516040870151919550935090506001600160401b0381111561127a575f5ffd5b611286868287016111d6565b9150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b8635815260208088013590820152604080880135908201526060808801359082015261010060808201525f6112f861010083018789610f89565b8560a084015282810360c08401526113108186611290565b9150508260e0830152979650505050505050565b5f5f5f5f60808587031215611337575f5ffd5b505082516020840151604085015160609095015191969095509092509050565b604081525f6113696040830185611290565b905060208201835f5b6001811015611391578151835260209283019290910190600101611372565b5050509392505050565b602081525f610c7b6020830184611290565b5f5f5f606084860312156113bf575f5ffd5b83516001600160401b038111156113d4575f5ffd5b6113e0868287016111d6565b93505060208401516001600160401b038111156113fb575f5ffd5b611407868287016111d6565b92505060408401516001600160401b0381111561127a575f5ffd5b5f60a08284031215611432575f5ffd5b82601f830112611440575f5ffd5b60405160a081016001600160401b038111828210171561146257611462610ddc565b6040528060a0840185811115611476575f5ffd5b845b81811015611490578051835260209283019201611478565b509195945050505050565b838152606060208201525f6114b36060830185611290565b828103604084015261054c818561129056fea2646970667358221220d3c3eedc8add6dafe8958c1c80e401b339e7c8090e050f034abe56aede9a88b064736f6c63430008250033",
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

// PackMismatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f35ea7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mismatch(uint256[] prompt, uint256[] tokens, bytes32 root, bytes32[] proof) view returns(bool)
func (zkEngineStep *ZkEngineStep) PackMismatch(prompt []*big.Int, tokens []*big.Int, root [32]byte, proof [][32]byte) []byte {
	enc, err := zkEngineStep.abi.Pack("mismatch", prompt, tokens, root, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMismatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39f35ea7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mismatch(uint256[] prompt, uint256[] tokens, bytes32 root, bytes32[] proof) view returns(bool)
func (zkEngineStep *ZkEngineStep) TryPackMismatch(prompt []*big.Int, tokens []*big.Int, root [32]byte, proof [][32]byte) ([]byte, error) {
	return zkEngineStep.abi.Pack("mismatch", prompt, tokens, root, proof)
}

// UnpackMismatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39f35ea7.
//
// Solidity: function mismatch(uint256[] prompt, uint256[] tokens, bytes32 root, bytes32[] proof) view returns(bool)
func (zkEngineStep *ZkEngineStep) UnpackMismatch(data []byte) (bool, error) {
	out, err := zkEngineStep.abi.Unpack("mismatch", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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
