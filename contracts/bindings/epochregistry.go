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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIQuorumCheck\"},{\"name\":\"num\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"den\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"bps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"delay\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"EPOCH_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_SAMPLE_DELAY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"commitEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"drawSample\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"epochDigest\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"epochs\",\"inputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"committedAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"books\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextEpoch\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIQuorumCheck\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleAt\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"j\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleAtSeed\",\"inputs\":[{\"name\":\"seed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"j\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"sampleBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleDelay\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleSeed\",\"inputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleSize\",\"inputs\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sampleWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdDen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNum\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"underRoot\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaf_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"position\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAttestation\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaf_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"position\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"EpochCommitted\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"books\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SampleDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"seed\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"size\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"BadSampleRate\",\"inputs\":[{\"name\":\"bps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSampleTiming\",\"inputs\":[{\"name\":\"delay\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyEpoch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EpochOutOfOrder\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"expected\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotUnderRoot\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SampleAlreadyDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"SampleNotDrawn\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"SampleTooEarly\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"firstBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"SampleWindowClosed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"lastBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnknownEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "EpochRegistry",
	Bin: "0x610140604052348015610010575f5ffd5b506040516112b43803806112b483398101604081905261002f916100c8565b82158061003d575061271083115b1561006357604051631c1cd46360e11b8152600481018490526024015b60405180910390fd5b6002821080610070575080155b1561009857604051630e6de42760e01b8152600481018390526024810182905260440161005a565b6001600160a01b0390951660805260c09290925260a092909252610120929092526101009190915260e052610122565b5f5f5f5f5f5f60c087890312156100dd575f5ffd5b86516001600160a01b03811681146100f3575f5ffd5b6020880151604089015160608a015160808b015160a0909b0151939c929b509099909850965090945092505050565b60805160a05160c05160e051610100516101205161111a61019a5f395f81816102cd0152818161097e01526109b101525f8181610393015261090d01525f81816102a6015261051801525f81816103c201526106c701525f818161031f01526106a601525f81816102540152610668015261111a5ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c8063a269b105116100a9578063bece738c1161006e578063bece738c14610354578063bfc8470c1461037b578063cc55d7b41461038e578063e08b2c1e146103b5578063fafdd8c7146103bd575f5ffd5b8063a269b105146102a1578063a94db4a6146102c8578063aea0e78b146102ef578063b2b2665f1461031a578063bc4faa2f14610341575f5ffd5b806364b2748f116100ef57806364b2748f1461021457806375deb4c11461022757806375e4b1a61461023c5780637b1039991461024f578063904c9aa31461028e575f5ffd5b80633137e82614610120578063450a5d21146101485780634bd2d7f9146101755780635637828514610201575b5f5ffd5b61013361012e366004610c7e565b6103e4565b60405190151581526020015b60405180910390f35b610167610156366004610cf0565b60016020525f908152604090205481565b60405190815260200161013f565b6101c7610183366004610cf0565b5f6020819052908152604090208054600182015460029092015490916001600160401b0380821692600160401b830490911691600160801b900463ffffffff169085565b604080519586526001600160401b039485166020870152929093169184019190915263ffffffff166060830152608082015260a00161013f565b61016761020f366004610cf0565b61050f565b610167610222366004610d23565b610562565b61023a610235366004610d76565b6105f3565b005b61023a61024a366004610df8565b610875565b6102767f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161013f565b61016761029c366004610cf0565b6108bb565b6101677f000000000000000000000000000000000000000000000000000000000000000081565b6101677f000000000000000000000000000000000000000000000000000000000000000081565b600254610302906001600160401b031681565b6040516001600160401b03909116815260200161013f565b6101677f000000000000000000000000000000000000000000000000000000000000000081565b61030261034f366004610e61565b610aab565b6101677ff2774e655cf8deb07bf62e660ac4f758dccaf80ba7bfd91746c523257ac133bf81565b610302610389366004610e94565b610afc565b6101677f000000000000000000000000000000000000000000000000000000000000000081565b610167600281565b6101677f000000000000000000000000000000000000000000000000000000000000000081565b5f856001600160401b0316846001600160401b03161061040557505f610505565b5f5b6001600160401b0387166001821b101561042b5761042481610ed0565b9050610407565b82811461043b575f915050610505565b855f5b828110156104fe5760016001600160401b038816821c16156104a95785858281811061046c5761046c610ee8565b905060200201358260405160200161048e929190918252602082015260400190565b604051602081830303815290604052805190602001206104f4565b818686838181106104bc576104bc610ee8565b905060200201356040516020016104dd929190918252602082015260400190565b604051602081830303815290604052805190602001205b915060010161043e565b5088149150505b9695505050505050565b5f6127106105467f00000000000000000000000000000000000000000000000000000000000000006001600160401b038516610efc565b6105529061270f610f13565b61055c9190610f3a565b92915050565b604080517ff2774e655cf8deb07bf62e660ac4f758dccaf80ba7bfd91746c523257ac133bf602082015246918101919091523060608201526001600160401b03808716608083015260a08201869052841660c082015260e0810183905263ffffffff82166101008201525f906101200160405160208183030381529060405280519060200120905095945050505050565b6002546001600160401b0387811691161461063d57600254604051632abeb08d60e21b81526001600160401b03808916600483015290911660248201526044015b60405180910390fd5b836001600160401b03165f0361066657604051631399323960e21b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663826356236106a28888888888610562565b84847f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518663ffffffff1660e01b8152600401610706959493929190610f8c565b6040805180830381865afa158015610720573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610744919061107d565b50506040805160a0810182528681526001600160401b03808716602080840191825243831684860190815263ffffffff80891660608701908152608087018b81528e87165f90815294859052979093209551865592516001808701805493519451909516600160801b0263ffffffff60801b19948716600160401b026fffffffffffffffffffffffffffffffff199094169290961691909117919091179190911692909217905591516002909101556107fe90879061109f565b6002805467ffffffffffffffff19166001600160401b0392831617905560408051878152868316602082015290810185905263ffffffff84166060820152908716907f90e8d0ae37c94435442d0b42be07a90ab4d61c948f723df10de91fdaf25d29bd9060800160405180910390a2505050505050565b5f61087f86610b65565b9050610896815f01518260200151878787876103e4565b6108b35760405163441752f160e11b815260040160405180910390fd5b505050505050565b5f5f6108c683610b65565b6001600160401b0384165f908152600160205260409020549091501561090a576040516323e7498b60e11b81526001600160401b0384166004820152602401610634565b5f7f000000000000000000000000000000000000000000000000000000000000000082604001516001600160401b03166109449190610f13565b9050804310156109795760405163e1c6caf360e01b81526001600160401b038516600482015260248101829052604401610634565b6109a37f000000000000000000000000000000000000000000000000000000000000000082610f13565b4310610a0a578360016109d67f000000000000000000000000000000000000000000000000000000000000000084610f13565b6109e091906110be565b60405163423b5c0360e01b81526001600160401b0390921660048301526024820152604401610634565b8151604051610a26914491602001918252602082015260400190565b60408051601f1981840301815291815281516020928301206001600160401b0387165f818152600185529290922081905591840151919450907f1a362f929c91d71dc1990a7022b6d67a04555b52009923060cdffb28b7429a38908590610a8c9061050f565b6040805192835260208301919091520160405180910390a25050919050565b5f826001600160401b03168483604051602001610ad2929190918252602082015260400190565b604051602081830303815290604052805190602001205f1c610af491906110d1565b949350505050565b5f5f610b0784610b65565b6001600160401b0385165f90815260016020526040812054919250819003610b4d57604051639facc5cd60e01b81526001600160401b0386166004820152602401610634565b610b5c81836020015186610aab565b95945050505050565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152506001600160401b038181165f90815260208181526040808320815160a081018352815481526001820154808716948201859052600160401b810490961692810192909252600160801b90940463ffffffff16606082015260029093015460808401529003610c1c57604051632938879b60e21b81526001600160401b0383166004820152602401610634565b919050565b80356001600160401b0381168114610c1c575f5ffd5b5f5f83601f840112610c47575f5ffd5b5081356001600160401b03811115610c5d575f5ffd5b6020830191508360208260051b8501011115610c77575f5ffd5b9250929050565b5f5f5f5f5f5f60a08789031215610c93575f5ffd5b86359550610ca360208801610c21565b945060408701359350610cb860608801610c21565b925060808701356001600160401b03811115610cd2575f5ffd5b610cde89828a01610c37565b979a9699509497509295939492505050565b5f60208284031215610d00575f5ffd5b610d0982610c21565b9392505050565b803563ffffffff81168114610c1c575f5ffd5b5f5f5f5f5f60a08688031215610d37575f5ffd5b610d4086610c21565b945060208601359350610d5560408701610c21565b925060608601359150610d6a60808701610d10565b90509295509295909350565b5f5f5f5f5f5f60c08789031215610d8b575f5ffd5b610d9487610c21565b955060208701359450610da960408801610c21565b935060608701359250610dbe60808801610d10565b915060a08701356001600160401b03811115610dd8575f5ffd5b8701610160818a031215610dea575f5ffd5b809150509295509295509295565b5f5f5f5f5f60808688031215610e0c575f5ffd5b610e1586610c21565b945060208601359350610e2a60408701610c21565b925060608601356001600160401b03811115610e44575f5ffd5b610e5088828901610c37565b969995985093965092949392505050565b5f5f5f60608486031215610e73575f5ffd5b83359250610e8360208501610c21565b929592945050506040919091013590565b5f5f60408385031215610ea5575f5ffd5b610eae83610c21565b946020939093013593505050565b634e487b7160e01b5f52601160045260245ffd5b5f60018201610ee157610ee1610ebc565b5060010190565b634e487b7160e01b5f52603260045260245ffd5b808202811582820484141761055c5761055c610ebc565b8082018082111561055c5761055c610ebc565b634e487b7160e01b5f52601260045260245ffd5b5f82610f4857610f48610f26565b500490565b8183526020830192505f815f5b84811015610f8257813586526020808301359087015260409586019590910190600101610f5a565b5093949350505050565b85815263ffffffff8516602082015260a06040820152610fb960a082018580358252602090810135910152565b604080850160e08301376040608085016101208301375f60c0850135601e19863603018112610fe6575f5ffd5b85016020810190356001600160401b03811115611001575f5ffd5b8060061b3603821315611012575f5ffd5b6101608085015261102861020085018284610f4d565b91505061103760e08701610d10565b63ffffffff166101808401526101008601356101a08401526101208601356101c0840152610140909501356101e083015250606081019290925260809091015292915050565b5f5f6040838503121561108e575f5ffd5b505080516020909101519092909150565b6001600160401b03818116838216019081111561055c5761055c610ebc565b8181038181111561055c5761055c610ebc565b5f826110df576110df610f26565b50069056fea26469706673582212209cca1c74003060467ffc74befbc962610a49e888c3e5b7038de382385b6b764f64736f6c63430008250033",
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

// PackMINSAMPLEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe08b2c1e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_SAMPLE_DELAY() view returns(uint256)
func (epochRegistry *EpochRegistry) PackMINSAMPLEDELAY() []byte {
	enc, err := epochRegistry.abi.Pack("MIN_SAMPLE_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINSAMPLEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe08b2c1e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_SAMPLE_DELAY() view returns(uint256)
func (epochRegistry *EpochRegistry) TryPackMINSAMPLEDELAY() ([]byte, error) {
	return epochRegistry.abi.Pack("MIN_SAMPLE_DELAY")
}

// UnpackMINSAMPLEDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe08b2c1e.
//
// Solidity: function MIN_SAMPLE_DELAY() view returns(uint256)
func (epochRegistry *EpochRegistry) UnpackMINSAMPLEDELAY(data []byte) (*big.Int, error) {
	out, err := epochRegistry.abi.Unpack("MIN_SAMPLE_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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
// the contract method with ID 0x64b2748f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock) view returns(bytes32)
func (epochRegistry *EpochRegistry) PackEpochDigest(epoch uint64, root [32]byte, count uint64, books [32]byte, referenceBlock uint32) []byte {
	enc, err := epochRegistry.abi.Pack("epochDigest", epoch, root, count, books, referenceBlock)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64b2748f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock) view returns(bytes32)
func (epochRegistry *EpochRegistry) TryPackEpochDigest(epoch uint64, root [32]byte, count uint64, books [32]byte, referenceBlock uint32) ([]byte, error) {
	return epochRegistry.abi.Pack("epochDigest", epoch, root, count, books, referenceBlock)
}

// UnpackEpochDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x64b2748f.
//
// Solidity: function epochDigest(uint64 epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock) view returns(bytes32)
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
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, uint32 referenceBlock, bytes32 books)
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
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, uint32 referenceBlock, bytes32 books)
func (epochRegistry *EpochRegistry) TryPackEpochs(arg0 uint64) ([]byte, error) {
	return epochRegistry.abi.Pack("epochs", arg0)
}

// EpochsOutput serves as a container for the return parameters of contract
// method Epochs.
type EpochsOutput struct {
	Root           [32]byte
	Count          uint64
	CommittedAt    uint64
	ReferenceBlock uint32
	Books          [32]byte
}

// UnpackEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4bd2d7f9.
//
// Solidity: function epochs(uint64 ) view returns(bytes32 root, uint64 count, uint64 committedAt, uint32 referenceBlock, bytes32 books)
func (epochRegistry *EpochRegistry) UnpackEpochs(data []byte) (EpochsOutput, error) {
	out, err := epochRegistry.abi.Unpack("epochs", data)
	outstruct := new(EpochsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Root = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Count = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.CommittedAt = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.ReferenceBlock = *abi.ConvertType(out[3], new(uint32)).(*uint32)
	outstruct.Books = *abi.ConvertType(out[4], new([32]byte)).(*[32]byte)
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
	Epoch          uint64
	Root           [32]byte
	Count          uint64
	Books          [32]byte
	ReferenceBlock uint32
	Raw            *types.Log // Blockchain specific contextual infos
}

const EpochRegistryEpochCommittedEventName = "EpochCommitted"

// ContractEventName returns the user-defined event name.
func (EpochRegistryEpochCommitted) ContractEventName() string {
	return EpochRegistryEpochCommittedEventName
}

// UnpackEpochCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochCommitted(uint64 indexed epoch, bytes32 root, uint64 count, bytes32 books, uint32 referenceBlock)
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
	if bytes.Equal(raw[:4], epochRegistry.abi.Errors["BadSampleTiming"].ID.Bytes()[:4]) {
		return epochRegistry.UnpackBadSampleTimingError(raw[4:])
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

// EpochRegistryBadSampleTiming represents a BadSampleTiming error raised by the EpochRegistry contract.
type EpochRegistryBadSampleTiming struct {
	Delay  *big.Int
	Window *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSampleTiming(uint256 delay, uint256 window)
func EpochRegistryBadSampleTimingErrorID() common.Hash {
	return common.HexToHash("0x0e6de427b8895bfeeaa8ee5aa348d88bd09514760b9b4e945df615a20e32526a")
}

// UnpackBadSampleTimingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSampleTiming(uint256 delay, uint256 window)
func (epochRegistry *EpochRegistry) UnpackBadSampleTimingError(raw []byte) (*EpochRegistryBadSampleTiming, error) {
	out := new(EpochRegistryBadSampleTiming)
	if err := epochRegistry.abi.UnpackIntoInterface(out, "BadSampleTiming", raw); err != nil {
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
