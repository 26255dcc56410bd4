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

// AttestationConsumerPresented is an auto generated low-level Go binding around an user-defined struct.
type AttestationConsumerPresented struct {
	Operator common.Address
	Digest   [32]byte
}

// AttestationConsumerMetaData contains all meta data concerning the AttestationConsumer contract.
var AttestationConsumerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"epochs_\",\"type\":\"address\",\"internalType\":\"contractIEpochSource\"},{\"name\":\"game_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"manifest_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"fee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"auditBlocks_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"auditBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"auditEnd\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claims\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"invalid\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"epochs\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIEpochSource\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fund\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leaf\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"paid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"payEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"operators\",\"type\":\"address[]\",\"internalType\":\"address[]\"},{\"name\":\"counts\",\"type\":\"uint64[]\",\"internalType\":\"uint64[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"payer\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"present\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"siblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"presented\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"presentedOf\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple[]\",\"internalType\":\"structAttestationConsumer.Presented[]\",\"components\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"AttestationPresented\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EpochFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EpochPaid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"toOperators\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AlreadyPaid\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AuditClosed\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AuditOpen\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadBooks\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotAnAttestation\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotFunded\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotSampled\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"draw\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sampleSize\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotUnderRoot\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownEpoch\",\"inputs\":[{\"name\":\"epoch\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongFunding\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "AttestationConsumer",
	Bin: "0x610120604052348015610010575f5ffd5b506040516120ee3803806120ee83398101604081905261002f9161006d565b6001600160a01b039485166080529290931660a05260c05260e091909152610100526100bc565b6001600160a01b038116811461006a575f5ffd5b50565b5f5f5f5f5f60a08688031215610081575f5ffd5b855161008c81610056565b602087015190955061009d81610056565b6040870151606088015160809098015196999198509695945092505050565b60805160a05160c05160e05161010051611f5461019a5f395f81816101e00152818161060801528181610bb7015261168201525f818161043e01528181610940015281816109e1015261135901525f818161050e0152610ec701525f81816103e00152818161141c015261183601525f81816102f10152818161055c01528181610629015281816106a901528181610b1001528181610bd801528181610c5801528181610d5101528181610e2401528181610f4601528181611255015281816114dd015281816115dd015281816116a301526117230152611f545ff3fe608060405260043610610147575f3560e01c806369ecc3cf116100b3578063d5d44d801161006d578063d5d44d8014610402578063ddca3f431461042d578063e15dcce114610460578063e402791414610494578063eff0f592146104b3578063f5baf0d7146104fd575f5ffd5b806369ecc3cf1461032b5780636a9385671461034a5780637b103999146103695780638a46e2141461037d57806390a7146f146103b0578063c3fe3e28146103cf575f5ffd5b806339a926c41161010457806339a926c4146102435780633ccfd60b1461026e5780633d19cfb7146102825780634217806d146102a15780634f9c09cc146102cd57806358152d07146102e0575f5ffd5b80630266cf9c1461014b5780630e0232ce1461016c57806310f6b9f414610191578063131935ed146101cf5780631c2f38ff14610202578063343cddcc14610230575b5f5ffd5b348015610156575f5ffd5b5061016a610165366004611a81565b610530565b005b348015610177575f5ffd5b506001607f1b5b6040519081526020015b60405180910390f35b34801561019c575f5ffd5b506101bf6101ab366004611b01565b60026020525f908152604090205460ff1681565b6040519015158152602001610188565b3480156101da575f5ffd5b5061017e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561020d575f5ffd5b506101bf61021c366004611b18565b60046020525f908152604090205460ff1681565b34801561023b575f5ffd5b50600161017e565b34801561024e575f5ffd5b5061017e61025d366004611b01565b5f9081526020819052604090205490565b348015610279575f5ffd5b5061016a610a3b565b34801561028d575f5ffd5b5061016a61029c366004611b4a565b610ae4565b3480156102ac575f5ffd5b506102c06102bb366004611b18565b6111ac565b6040516101889190611b9b565b61016a6102db366004611b18565b611235565b3480156102eb575f5ffd5b506103137f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610188565b348015610336575f5ffd5b5061016a610345366004611b01565b611411565b348015610355575f5ffd5b506101bf610364366004611b01565b6114b1565b348015610374575f5ffd5b506103136114da565b348015610388575f5ffd5b5061017e7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced581565b3480156103bb575f5ffd5b5061017e6103ca366004611bf2565b611560565b3480156103da575f5ffd5b506103137f000000000000000000000000000000000000000000000000000000000000000081565b34801561040d575f5ffd5b5061017e61041c366004611c21565b60056020525f908152604090205481565b348015610438575f5ffd5b5061017e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561046b575f5ffd5b5061031361047a366004611b18565b60036020525f90815260409020546001600160a01b031681565b34801561049f575f5ffd5b5061017e6104ae366004611b18565b6115b1565b3480156104be575f5ffd5b506104e86104cd366004611b01565b5f602081905290815260409020805460019091015460ff1682565b60408051928352901515602083015201610188565b348015610508575f5ffd5b5061017e7f000000000000000000000000000000000000000000000000000000000000000081565b604051634bd2d7f960e01b81526001600160401b03861660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f990602401608060405180830381865afa1580156105a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105c59190611c3c565b93509350935050826001600160401b03165f0361060557604051632938879b60e21b81526001600160401b03891660048201526024015b60405180910390fd5b5f7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a94db4a66040518163ffffffff1660e01b8152600401602060405180830381865afa158015610683573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106a79190611c83565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663cc55d7b46040518163ffffffff1660e01b8152600401602060405180830381865afa158015610703573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107279190611c83565b61073a906001600160401b038716611cae565b6107449190611cae565b61074e9190611cae565b90508043101561078357604051631bf0a4ef60e11b81526001600160401b038a166004820152602481018290526044016105fc565b6001600160401b0389165f908152600360205260409020546001600160a01b0316806107cd576040516373dc867560e11b81526001600160401b038b1660048201526024016105fc565b6001600160401b038a165f9081526004602052604090205460ff16156108115760405163586643f560e11b81526001600160401b038b1660048201526024016105fc565b878614158061084c575082898989896040516020016108339493929190611cc7565b6040516020818303038152906040528051906020012014155b1561086a576040516304f230bb60e31b815260040160405180910390fd5b6001600160401b038a165f908152600460205260408120805460ff191660011790556108958b6117d0565b90505f5f5f5b8b81101561097e578a8a828181106108b5576108b5611d40565b90506020020160208101906108ca9190611b18565b6108dd906001600160401b031684611cae565b925061096a858e8e848181106108f5576108f5611d40565b905060200201602081019061090a9190611c21565b8d8d8581811061091c5761091c611d40565b90506020020160208101906109319190611b18565b610964906001600160401b03167f0000000000000000000000000000000000000000000000000000000000000000611d54565b87611961565b6109749083611cae565b915060010161089b565b50876001600160401b031682146109a8576040516304f230bb60e31b815260040160405180910390fd5b8c6001600160401b03167f9d1f71fea6efe29ab620bf997c3dc37b208a04833bd7d734dc5470c88a76392e82838b6001600160401b03167f0000000000000000000000000000000000000000000000000000000000000000610a0a9190611d54565b610a149190611d6b565b6040805192835260208301919091520160405180910390a250505050505050505050505050565b335f9081526005602052604081205490819003610a6b57604051631d42c86760e21b815260040160405180910390fd5b335f818152600560205260408082208290555190919083908381818185875af1925050503d805f8114610ab9576040519150601f19603f3d011682016040523d82523d5f602084013e610abe565b606091505b5050905080610ae057604051631d42c86760e21b815260040160405180910390fd5b5050565b604051634bd2d7f960e01b81526001600160401b03861660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f990602401608060405180830381865afa158015610b55573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b799190611c3c565b50925092509250816001600160401b03165f03610bb457604051632938879b60e21b81526001600160401b03891660048201526024016105fc565b5f7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a94db4a66040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c32573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c569190611c83565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663cc55d7b46040518163ffffffff1660e01b8152600401602060405180830381865afa158015610cb2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cd69190611c83565b610ce9906001600160401b038616611cae565b610cf39190611cae565b610cfd9190611cae565b9050804310610d31576040516313fd77f960e31b81526001600160401b038a166004820152602481018290526044016105fc565b604051635637828560e01b81526001600160401b03841660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690635637828590602401602060405180830381865afa158015610d9e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610dc29190611c83565b9050808910610dfd576040516336ea681160e11b81526001600160401b038b166004820152602481018a9052604481018290526064016105fc565b604051632ff211c360e21b81526001600160401b038b166004820152602481018a90525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063bfc8470c90604401602060405180830381865afa158015610e71573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e959190611d7e565b905030610ea860408b0160208c01611c21565b6001600160a01b0316141580610ebf575088354614155b80610eee57507f0000000000000000000000000000000000000000000000000000000000000000896060013514155b80610f1a57506001600160401b038b16610f0e60608b0160408c01611b18565b6001600160401b031614155b15610f385760405163eef2c18760e01b815260040160405180910390fd5b5f610f428a611560565b90507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633137e826888884868e8e6040518763ffffffff1660e01b8152600401610f9a96959493929190611d99565b602060405180830381865afa158015610fb5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fd99190611df9565b610ff65760405163441752f160e11b815260040160405180910390fd5b5f8181526002602052604090205460a08b01359060ff166110d857600160025f8481526020019081526020015f205f6101000a81548160ff02191690831515021790555060015f8e6001600160401b03166001600160401b031681526020019081526020015f206040518060400160405280836001600160a01b0316815260200184815250908060018154018082558091505060019003905f5260205f2090600202015f909190919091505f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151816001015550505b60405180604001604052808c60e0013581526020015f15158152505f5f8d6080013581526020019081526020015f205f820151815f01556020820151816001015f6101000a81548160ff021916908315150217905550905050806001600160a01b03168d6001600160401b03167e62602c1911b9e22786645df28237f1866ce22df635b9d845f0b0b7f891076d8e868f60800135604051611195939291909283526001600160401b03919091166020830152604082015260600190565b60405180910390a350505050505050505050505050565b6001600160401b0381165f908152600160209081526040808320805482518185028101850190935280835260609492939192909184015b8282101561122a575f848152602090819020604080518082019091526002850290910180546001600160a01b031682526001908101548284015290835290920191016111e3565b505050509050919050565b604051634bd2d7f960e01b81526001600160401b03821660048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690634bd2d7f990602401608060405180830381865afa1580156112a2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112c69190611c3c565b5050915050806001600160401b03165f036112ff57604051632938879b60e21b81526001600160401b03831660048201526024016105fc565b6001600160401b0382165f908152600360205260409020546001600160a01b031615611349576040516351c9322760e01b81526001600160401b03831660048201526024016105fc565b5f61137d6001600160401b0383167f0000000000000000000000000000000000000000000000000000000000000000611d54565b90508034146113a8576040516346da3a2760e01b8152346004820152602481018290526044016105fc565b6001600160401b0383165f8181526003602090815260409182902080546001600160a01b0319163390811790915582519081529081018490527f6ead22fcbaf6c74ec51e5bde1c7c7bee4995ce80c2ff9f87270dbe0a4788328d910160405180910390a2505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461145c576040516339063ae160e11b81523360048201526024016105fc565b5f81815260208181526040918290206001808201805460ff1916909117905554915191825282917f50930c92389a663936275dd174834ea9f9ef9da91cbf5c0fd6df3ee447fd6d8a910160405180910390a250565b5f8181526020819052604081208054158015906114d35750600181015460ff16155b9392505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015611537573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061155b9190611e18565b905090565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced582604051602001611594929190611e46565b604051602081830303815290604052805190602001209050919050565b604051634bd2d7f960e01b81526001600160401b03821660048201525f90819081906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690634bd2d7f990602401608060405180830381865afa158015611622573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116469190611c3c565b509250925050816001600160401b03165f0361168057604051632938879b60e21b81526001600160401b03851660048201526024016105fc565b7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663a94db4a66040518163ffffffff1660e01b8152600401602060405180830381865afa1580156116fd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117219190611c83565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663cc55d7b46040518163ffffffff1660e01b8152600401602060405180830381865afa15801561177d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117a19190611c83565b6117b4906001600160401b038516611cae565b6117be9190611cae565b6117c89190611cae565b949350505050565b6001600160401b038082165f90815260016020526040902080546060928111156117fc576117fc611ef2565b604051908082528060200260200182016040528015611825578160200160208202803683370190505b5091505f5f5b8254811015611958577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316636dc770ba84838154811061187557611875611d40565b905f5260205f209060020201600101546040518263ffffffff1660e01b81526004016118a391815260200190565b602060405180830381865afa1580156118be573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118e29190611df9565b15611950578281815481106118f9576118f9611d40565b5f9182526020909120600290910201546001600160a01b0316848361191d81611f06565b94508151811061192f5761192f611d40565b60200260200101906001600160a01b031690816001600160a01b0316815250505b60010161182b565b50825250919050565b5f5f5b82518110156119dd57846001600160a01b031683828151811061198957611989611d40565b60200260200101516001600160a01b0316036119d5576001600160a01b0386165f90815260056020526040812080548692906119c6908490611cae565b909155505f92506117c8915050565b600101611964565b506001600160a01b0384165f9081526005602052604081208054859290611a05908490611cae565b909155509295945050505050565b6001600160401b0381168114611a27575f5ffd5b50565b8035611a3581611a13565b919050565b5f5f83601f840112611a4a575f5ffd5b5081356001600160401b03811115611a60575f5ffd5b6020830191508360208260051b8501011115611a7a575f5ffd5b9250929050565b5f5f5f5f5f60608688031215611a95575f5ffd5b8535611aa081611a13565b945060208601356001600160401b03811115611aba575f5ffd5b611ac688828901611a3a565b90955093505060408601356001600160401b03811115611ae4575f5ffd5b611af088828901611a3a565b969995985093965092949392505050565b5f60208284031215611b11575f5ffd5b5035919050565b5f60208284031215611b28575f5ffd5b81356114d381611a13565b5f6101208284031215611b44575f5ffd5b50919050565b5f5f5f5f5f6101808688031215611b5f575f5ffd5b8535611b6a81611a13565b945060208601359350611b808760408801611b33565b92506101608601356001600160401b03811115611ae4575f5ffd5b602080825282518282018190525f918401906040840190835b81811015611be757835180516001600160a01b031684526020908101518185015290930192604090920191600101611bb4565b509095945050505050565b5f6101208284031215611c03575f5ffd5b6114d38383611b33565b6001600160a01b0381168114611a27575f5ffd5b5f60208284031215611c31575f5ffd5b81356114d381611c0d565b5f5f5f5f60808587031215611c4f575f5ffd5b84516020860151909450611c6281611a13565b6040860151909350611c7381611a13565b6060959095015193969295505050565b5f60208284031215611c93575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115611cc157611cc1611c9a565b92915050565b5f8186825b87811015611cfd578135611cdf81611c0d565b6001600160a01b031683526020928301929190910190600101611ccc565b50859190505f5b85811015611d34578235611d1781611a13565b6001600160401b0316825260209283019290910190600101611d04565b50979650505050505050565b634e487b7160e01b5f52603260045260245ffd5b8082028115828204841417611cc157611cc1611c9a565b81810381811115611cc157611cc1611c9a565b5f60208284031215611d8e575f5ffd5b81516114d381611a13565b8681526001600160401b038681166020830152604082018690528416606082015260a06080820181905281018290525f6001600160fb1b03831115611ddc575f5ffd5b8260051b808560c08501379190910160c001979650505050505050565b5f60208284031215611e09575f5ffd5b815180151581146114d3575f5ffd5b5f60208284031215611e28575f5ffd5b81516114d381611c0d565b803563ffffffff81168114611a35575f5ffd5b8281528135602080830191909152610140820190830135611e6681611c0d565b6001600160a01b0316604083810191909152611e83908401611a2a565b6001600160401b038116606084015250606083013560808381019190915283013560a08084019190915283013560c08084019190915283013560e08084019190915283013561010080840191909152611edd908401611e33565b63ffffffff8116610120840152509392505050565b634e487b7160e01b5f52604160045260245ffd5b5f60018201611f1757611f17611c9a565b506001019056fea2646970667358221220c38187862e92dce853b782db7d7794d385f74502982e765543ff13bd7e5d610f64736f6c63430008250033",
}

// AttestationConsumer is an auto generated Go binding around an Ethereum contract.
type AttestationConsumer struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AttestationConsumer) GetABI() abi.ABI {
	return c.abi
}

// NewAttestationConsumer creates a new instance of AttestationConsumer.
func NewAttestationConsumer() *AttestationConsumer {
	parsed, err := AttestationConsumerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AttestationConsumer{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AttestationConsumer) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address epochs_, address game_, bytes32 manifest_, uint256 fee_, uint256 auditBlocks_) returns()
func (attestationConsumer *AttestationConsumer) PackConstructor(epochs_ common.Address, game_ common.Address, manifest_ [32]byte, fee_ *big.Int, auditBlocks_ *big.Int) []byte {
	enc, err := attestationConsumer.abi.Pack("", epochs_, game_, manifest_, fee_, auditBlocks_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackTRANSITIONDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a46e214.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackTRANSITIONDOMAIN() []byte {
	enc, err := attestationConsumer.abi.Pack("TRANSITION_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTRANSITIONDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a46e214.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackTRANSITIONDOMAIN() ([]byte, error) {
	return attestationConsumer.abi.Pack("TRANSITION_DOMAIN")
}

// UnpackTRANSITIONDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a46e214.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackTRANSITIONDOMAIN(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("TRANSITION_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAuditBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x131935ed.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackAuditBlocks() []byte {
	enc, err := attestationConsumer.abi.Pack("auditBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuditBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x131935ed.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackAuditBlocks() ([]byte, error) {
	return attestationConsumer.abi.Pack("auditBlocks")
}

// UnpackAuditBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x131935ed.
//
// Solidity: function auditBlocks() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackAuditBlocks(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("auditBlocks", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAuditEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4027914.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackAuditEnd(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("auditEnd", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuditEnd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4027914.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackAuditEnd(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("auditEnd", epoch)
}

// UnpackAuditEnd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4027914.
//
// Solidity: function auditEnd(uint64 epoch) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackAuditEnd(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("auditEnd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaims is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeff0f592.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) PackClaims(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("claims", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaims is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeff0f592.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) TryPackClaims(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("claims", input)
}

// ClaimsOutput serves as a container for the return parameters of contract
// method Claims.
type ClaimsOutput struct {
	Value   [32]byte
	Invalid bool
}

// UnpackClaims is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeff0f592.
//
// Solidity: function claims(bytes32 input) view returns(bytes32 value, bool invalid)
func (attestationConsumer *AttestationConsumer) UnpackClaims(data []byte) (ClaimsOutput, error) {
	out, err := attestationConsumer.abi.Unpack("claims", data)
	outstruct := new(ClaimsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Value = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Invalid = *abi.ConvertType(out[1], new(bool)).(*bool)
	return *outstruct, nil
}

// PackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackCredit(account common.Address) []byte {
	enc, err := attestationConsumer.abi.Pack("credit", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackCredit(account common.Address) ([]byte, error) {
	return attestationConsumer.abi.Pack("credit", account)
}

// UnpackCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5d44d80.
//
// Solidity: function credit(address account) view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackCredit(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("credit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58152d07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) PackEpochs() []byte {
	enc, err := attestationConsumer.abi.Pack("epochs")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEpochs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x58152d07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackEpochs() ([]byte, error) {
	return attestationConsumer.abi.Pack("epochs")
}

// UnpackEpochs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x58152d07.
//
// Solidity: function epochs() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackEpochs(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("epochs", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) PackFee() []byte {
	enc, err := attestationConsumer.abi.Pack("fee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackFee() ([]byte, error) {
	return attestationConsumer.abi.Pack("fee")
}

// UnpackFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddca3f43.
//
// Solidity: function fee() view returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackFee(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("fee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9c09cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fund(uint64 epoch) payable returns()
func (attestationConsumer *AttestationConsumer) PackFund(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("fund", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9c09cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fund(uint64 epoch) payable returns()
func (attestationConsumer *AttestationConsumer) TryPackFund(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("fund", epoch)
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) PackGame() []byte {
	enc, err := attestationConsumer.abi.Pack("game")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3fe3e28.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackGame() ([]byte, error) {
	return attestationConsumer.abi.Pack("game")
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3fe3e28.
//
// Solidity: function game() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackGame(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("game", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInvalidate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ecc3cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalidate(bytes32 input) returns()
func (attestationConsumer *AttestationConsumer) PackInvalidate(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("invalidate", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvalidate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ecc3cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invalidate(bytes32 input) returns()
func (attestationConsumer *AttestationConsumer) TryPackInvalidate(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("invalidate", input)
}

// PackIsValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a938567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackIsValid(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("isValid", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a938567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackIsValid(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("isValid", input)
}

// UnpackIsValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a938567.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackIsValid(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("isValid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90a7146f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackLeaf(t Transition) []byte {
	enc, err := attestationConsumer.abi.Pack("leaf", t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeaf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x90a7146f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackLeaf(t Transition) ([]byte, error) {
	return attestationConsumer.abi.Pack("leaf", t)
}

// UnpackLeaf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x90a7146f.
//
// Solidity: function leaf((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackLeaf(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("leaf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackManifest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5baf0d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackManifest() []byte {
	enc, err := attestationConsumer.abi.Pack("manifest")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackManifest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5baf0d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackManifest() ([]byte, error) {
	return attestationConsumer.abi.Pack("manifest")
}

// UnpackManifest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5baf0d7.
//
// Solidity: function manifest() view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackManifest(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("manifest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2f38ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackPaid(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("paid", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2f38ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackPaid(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("paid", epoch)
}

// UnpackPaid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c2f38ff.
//
// Solidity: function paid(uint64 epoch) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackPaid(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("paid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPayEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0266cf9c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payEpoch(uint64 epoch, address[] operators, uint64[] counts) returns()
func (attestationConsumer *AttestationConsumer) PackPayEpoch(epoch uint64, operators []common.Address, counts []uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("payEpoch", epoch, operators, counts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayEpoch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0266cf9c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payEpoch(uint64 epoch, address[] operators, uint64[] counts) returns()
func (attestationConsumer *AttestationConsumer) TryPackPayEpoch(epoch uint64, operators []common.Address, counts []uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("payEpoch", epoch, operators, counts)
}

// PackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe15dcce1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) PackPayer(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("payer", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe15dcce1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) TryPackPayer(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("payer", epoch)
}

// UnpackPayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe15dcce1.
//
// Solidity: function payer(uint64 epoch) view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackPayer(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("payer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPresent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d19cfb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function present(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings) returns()
func (attestationConsumer *AttestationConsumer) PackPresent(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("present", epoch, draw, t, siblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresent is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d19cfb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function present(uint64 epoch, uint256 draw, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[] siblings) returns()
func (attestationConsumer *AttestationConsumer) TryPackPresent(epoch uint64, draw *big.Int, t Transition, siblings [][32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("present", epoch, draw, t, siblings)
}

// PackPresented is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f6b9f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) PackPresented(digest [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("presented", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresented is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x10f6b9f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) TryPackPresented(digest [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("presented", digest)
}

// UnpackPresented is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x10f6b9f4.
//
// Solidity: function presented(bytes32 digest) view returns(bool)
func (attestationConsumer *AttestationConsumer) UnpackPresented(data []byte) (bool, error) {
	out, err := attestationConsumer.abi.Unpack("presented", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackPresentedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4217806d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,bytes32)[])
func (attestationConsumer *AttestationConsumer) PackPresentedOf(epoch uint64) []byte {
	enc, err := attestationConsumer.abi.Pack("presentedOf", epoch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPresentedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4217806d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,bytes32)[])
func (attestationConsumer *AttestationConsumer) TryPackPresentedOf(epoch uint64) ([]byte, error) {
	return attestationConsumer.abi.Pack("presentedOf", epoch)
}

// UnpackPresentedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4217806d.
//
// Solidity: function presentedOf(uint64 epoch) view returns((address,bytes32)[])
func (attestationConsumer *AttestationConsumer) UnpackPresentedOf(data []byte) ([]AttestationConsumerPresented, error) {
	out, err := attestationConsumer.abi.Unpack("presentedOf", data)
	if err != nil {
		return *new([]AttestationConsumerPresented), err
	}
	out0 := *abi.ConvertType(out[0], new([]AttestationConsumerPresented)).(*[]AttestationConsumerPresented)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (attestationConsumer *AttestationConsumer) PackRegistry() []byte {
	enc, err := attestationConsumer.abi.Pack("registry")
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
func (attestationConsumer *AttestationConsumer) TryPackRegistry() ([]byte, error) {
	return attestationConsumer.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (attestationConsumer *AttestationConsumer) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := attestationConsumer.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39a926c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) PackResult(input [32]byte) []byte {
	enc, err := attestationConsumer.abi.Pack("result", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39a926c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) TryPackResult(input [32]byte) ([]byte, error) {
	return attestationConsumer.abi.Pack("result", input)
}

// UnpackResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39a926c4.
//
// Solidity: function result(bytes32 input) view returns(bytes32)
func (attestationConsumer *AttestationConsumer) UnpackResult(data []byte) ([32]byte, error) {
	out, err := attestationConsumer.abi.Unpack("result", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackThresholdDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e0232ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function thresholdDenominator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) PackThresholdDenominator() []byte {
	enc, err := attestationConsumer.abi.Pack("thresholdDenominator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e0232ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdDenominator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackThresholdDenominator() ([]byte, error) {
	return attestationConsumer.abi.Pack("thresholdDenominator")
}

// UnpackThresholdDenominator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0e0232ce.
//
// Solidity: function thresholdDenominator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackThresholdDenominator(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("thresholdDenominator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackThresholdNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x343cddcc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function thresholdNumerator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) PackThresholdNumerator() []byte {
	enc, err := attestationConsumer.abi.Pack("thresholdNumerator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x343cddcc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdNumerator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) TryPackThresholdNumerator() ([]byte, error) {
	return attestationConsumer.abi.Pack("thresholdNumerator")
}

// UnpackThresholdNumerator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x343cddcc.
//
// Solidity: function thresholdNumerator() pure returns(uint256)
func (attestationConsumer *AttestationConsumer) UnpackThresholdNumerator(data []byte) (*big.Int, error) {
	out, err := attestationConsumer.abi.Unpack("thresholdNumerator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (attestationConsumer *AttestationConsumer) PackWithdraw() []byte {
	enc, err := attestationConsumer.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (attestationConsumer *AttestationConsumer) TryPackWithdraw() ([]byte, error) {
	return attestationConsumer.abi.Pack("withdraw")
}

// AttestationConsumerAttestationPresented represents a AttestationPresented event raised by the AttestationConsumer contract.
type AttestationConsumerAttestationPresented struct {
	Epoch    uint64
	Draw     *big.Int
	Position uint64
	Operator common.Address
	Input    [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerAttestationPresentedEventName = "AttestationPresented"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerAttestationPresented) ContractEventName() string {
	return AttestationConsumerAttestationPresentedEventName
}

// UnpackAttestationPresentedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AttestationPresented(uint64 indexed epoch, uint256 draw, uint64 position, address indexed operator, bytes32 input)
func (attestationConsumer *AttestationConsumer) UnpackAttestationPresentedEvent(log *types.Log) (*AttestationConsumerAttestationPresented, error) {
	event := "AttestationPresented"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerAttestationPresented)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
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

// AttestationConsumerEpochFunded represents a EpochFunded event raised by the AttestationConsumer contract.
type AttestationConsumerEpochFunded struct {
	Epoch  uint64
	Payer  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerEpochFundedEventName = "EpochFunded"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerEpochFunded) ContractEventName() string {
	return AttestationConsumerEpochFundedEventName
}

// UnpackEpochFundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochFunded(uint64 indexed epoch, address payer, uint256 amount)
func (attestationConsumer *AttestationConsumer) UnpackEpochFundedEvent(log *types.Log) (*AttestationConsumerEpochFunded, error) {
	event := "EpochFunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerEpochFunded)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
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

// AttestationConsumerEpochPaid represents a EpochPaid event raised by the AttestationConsumer contract.
type AttestationConsumerEpochPaid struct {
	Epoch       uint64
	ToOperators *big.Int
	Refunded    *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerEpochPaidEventName = "EpochPaid"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerEpochPaid) ContractEventName() string {
	return AttestationConsumerEpochPaidEventName
}

// UnpackEpochPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EpochPaid(uint64 indexed epoch, uint256 toOperators, uint256 refunded)
func (attestationConsumer *AttestationConsumer) UnpackEpochPaidEvent(log *types.Log) (*AttestationConsumerEpochPaid, error) {
	event := "EpochPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerEpochPaid)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
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

// AttestationConsumerInvalidated represents a Invalidated event raised by the AttestationConsumer contract.
type AttestationConsumerInvalidated struct {
	Input [32]byte
	Value [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const AttestationConsumerInvalidatedEventName = "Invalidated"

// ContractEventName returns the user-defined event name.
func (AttestationConsumerInvalidated) ContractEventName() string {
	return AttestationConsumerInvalidatedEventName
}

// UnpackInvalidatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Invalidated(bytes32 indexed input, bytes32 value)
func (attestationConsumer *AttestationConsumer) UnpackInvalidatedEvent(log *types.Log) (*AttestationConsumerInvalidated, error) {
	event := "Invalidated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != attestationConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AttestationConsumerInvalidated)
	if len(log.Data) > 0 {
		if err := attestationConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range attestationConsumer.abi.Events[event].Inputs {
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
func (attestationConsumer *AttestationConsumer) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AlreadyFunded"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAlreadyFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AlreadyPaid"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AuditClosed"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAuditClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["AuditOpen"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackAuditOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["BadBooks"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackBadBooksError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotAnAttestation"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotAnAttestationError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotFunded"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotFundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotSampled"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotSampledError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["NotUnderRoot"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackNotUnderRootError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["UnknownEpoch"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackUnknownEpochError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["WithdrawFailed"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackWithdrawFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], attestationConsumer.abi.Errors["WrongFunding"].ID.Bytes()[:4]) {
		return attestationConsumer.UnpackWrongFundingError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AttestationConsumerAlreadyFunded represents a AlreadyFunded error raised by the AttestationConsumer contract.
type AttestationConsumerAlreadyFunded struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyFunded(uint64 epoch)
func AttestationConsumerAlreadyFundedErrorID() common.Hash {
	return common.HexToHash("0x51c93227d8eec31fd4484288deb704b8a0bd910acb80d4a6b30149d509619261")
}

// UnpackAlreadyFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyFunded(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackAlreadyFundedError(raw []byte) (*AttestationConsumerAlreadyFunded, error) {
	out := new(AttestationConsumerAlreadyFunded)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AlreadyFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAlreadyPaid represents a AlreadyPaid error raised by the AttestationConsumer contract.
type AttestationConsumerAlreadyPaid struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyPaid(uint64 epoch)
func AttestationConsumerAlreadyPaidErrorID() common.Hash {
	return common.HexToHash("0xb0cc87ea68de2463e6379254db5624ccee70d07cd4e94f31df2f9eaeb68a51a0")
}

// UnpackAlreadyPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyPaid(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackAlreadyPaidError(raw []byte) (*AttestationConsumerAlreadyPaid, error) {
	out := new(AttestationConsumerAlreadyPaid)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AlreadyPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAuditClosed represents a AuditClosed error raised by the AttestationConsumer contract.
type AttestationConsumerAuditClosed struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuditClosed(uint64 epoch, uint256 end)
func AttestationConsumerAuditClosedErrorID() common.Hash {
	return common.HexToHash("0x9febbfc859cbe8bdedd60f8ffafed73f16ecc73b3208acd416e104ee016edc56")
}

// UnpackAuditClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuditClosed(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackAuditClosedError(raw []byte) (*AttestationConsumerAuditClosed, error) {
	out := new(AttestationConsumerAuditClosed)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AuditClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerAuditOpen represents a AuditOpen error raised by the AttestationConsumer contract.
type AttestationConsumerAuditOpen struct {
	Epoch uint64
	End   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AuditOpen(uint64 epoch, uint256 end)
func AttestationConsumerAuditOpenErrorID() common.Hash {
	return common.HexToHash("0x37e149de824deef5f2e812d60e09d547af326b899d7b18bf71ed7343495c5141")
}

// UnpackAuditOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AuditOpen(uint64 epoch, uint256 end)
func (attestationConsumer *AttestationConsumer) UnpackAuditOpenError(raw []byte) (*AttestationConsumerAuditOpen, error) {
	out := new(AttestationConsumerAuditOpen)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "AuditOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerBadBooks represents a BadBooks error raised by the AttestationConsumer contract.
type AttestationConsumerBadBooks struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBooks()
func AttestationConsumerBadBooksErrorID() common.Hash {
	return common.HexToHash("0x279185d8a7ec522f21e23960ebbbc34129013b763f85b59a476849ee2fa931e5")
}

// UnpackBadBooksError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBooks()
func (attestationConsumer *AttestationConsumer) UnpackBadBooksError(raw []byte) (*AttestationConsumerBadBooks, error) {
	out := new(AttestationConsumerBadBooks)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "BadBooks", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotAnAttestation represents a NotAnAttestation error raised by the AttestationConsumer contract.
type AttestationConsumerNotAnAttestation struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAnAttestation()
func AttestationConsumerNotAnAttestationErrorID() common.Hash {
	return common.HexToHash("0xeef2c187d0bfda713699f140566cd503200d4b09d6eb9aaa990bc2527f8617da")
}

// UnpackNotAnAttestationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAnAttestation()
func (attestationConsumer *AttestationConsumer) UnpackNotAnAttestationError(raw []byte) (*AttestationConsumerNotAnAttestation, error) {
	out := new(AttestationConsumerNotAnAttestation)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotAnAttestation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotArbiter represents a NotArbiter error raised by the AttestationConsumer contract.
type AttestationConsumerNotArbiter struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotArbiter(address sender)
func AttestationConsumerNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x720c75c28bf729d07d907a7cb2128014dd379623a8d7da4275d1c2374b21e016")
}

// UnpackNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotArbiter(address sender)
func (attestationConsumer *AttestationConsumer) UnpackNotArbiterError(raw []byte) (*AttestationConsumerNotArbiter, error) {
	out := new(AttestationConsumerNotArbiter)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotFunded represents a NotFunded error raised by the AttestationConsumer contract.
type AttestationConsumerNotFunded struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFunded(uint64 epoch)
func AttestationConsumerNotFundedErrorID() common.Hash {
	return common.HexToHash("0xe7b90ceaad42ee545f8fd7a8eeda7e24ab9792cbfd3421b9b33499a57be8c071")
}

// UnpackNotFundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFunded(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackNotFundedError(raw []byte) (*AttestationConsumerNotFunded, error) {
	out := new(AttestationConsumerNotFunded)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotFunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotSampled represents a NotSampled error raised by the AttestationConsumer contract.
type AttestationConsumerNotSampled struct {
	Epoch      uint64
	Draw       *big.Int
	SampleSize *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSampled(uint64 epoch, uint256 draw, uint256 sampleSize)
func AttestationConsumerNotSampledErrorID() common.Hash {
	return common.HexToHash("0x6dd4d02223f5099cc12f566db1f6eafb80bcbd10a3edf1a074c3b8e956be9401")
}

// UnpackNotSampledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSampled(uint64 epoch, uint256 draw, uint256 sampleSize)
func (attestationConsumer *AttestationConsumer) UnpackNotSampledError(raw []byte) (*AttestationConsumerNotSampled, error) {
	out := new(AttestationConsumerNotSampled)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotSampled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerNotUnderRoot represents a NotUnderRoot error raised by the AttestationConsumer contract.
type AttestationConsumerNotUnderRoot struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotUnderRoot()
func AttestationConsumerNotUnderRootErrorID() common.Hash {
	return common.HexToHash("0x882ea5e2692623afbbf1261f7b9ccff4d9564e2d12b727e34461e5ae859cf5f1")
}

// UnpackNotUnderRootError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotUnderRoot()
func (attestationConsumer *AttestationConsumer) UnpackNotUnderRootError(raw []byte) (*AttestationConsumerNotUnderRoot, error) {
	out := new(AttestationConsumerNotUnderRoot)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "NotUnderRoot", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerUnknownEpoch represents a UnknownEpoch error raised by the AttestationConsumer contract.
type AttestationConsumerUnknownEpoch struct {
	Epoch uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func AttestationConsumerUnknownEpochErrorID() common.Hash {
	return common.HexToHash("0xa4e21e6c8f881eff51b5764f98a67304231c1cb1ba8af636f941098552d2bd6c")
}

// UnpackUnknownEpochError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownEpoch(uint64 epoch)
func (attestationConsumer *AttestationConsumer) UnpackUnknownEpochError(raw []byte) (*AttestationConsumerUnknownEpoch, error) {
	out := new(AttestationConsumerUnknownEpoch)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "UnknownEpoch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerWithdrawFailed represents a WithdrawFailed error raised by the AttestationConsumer contract.
type AttestationConsumerWithdrawFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawFailed()
func AttestationConsumerWithdrawFailedErrorID() common.Hash {
	return common.HexToHash("0x750b219cf41756317cec42a05eeadd7c26774653485899be023c221c437fe020")
}

// UnpackWithdrawFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawFailed()
func (attestationConsumer *AttestationConsumer) UnpackWithdrawFailedError(raw []byte) (*AttestationConsumerWithdrawFailed, error) {
	out := new(AttestationConsumerWithdrawFailed)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "WithdrawFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AttestationConsumerWrongFunding represents a WrongFunding error raised by the AttestationConsumer contract.
type AttestationConsumerWrongFunding struct {
	Sent     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongFunding(uint256 sent, uint256 required)
func AttestationConsumerWrongFundingErrorID() common.Hash {
	return common.HexToHash("0x46da3a274bb4a160a03dc9eaebd9de310c5e62d1eddf05eca6ba4829cb9e9c26")
}

// UnpackWrongFundingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongFunding(uint256 sent, uint256 required)
func (attestationConsumer *AttestationConsumer) UnpackWrongFundingError(raw []byte) (*AttestationConsumerWrongFunding, error) {
	out := new(AttestationConsumerWrongFunding)
	if err := attestationConsumer.abi.UnpackIntoInterface(out, "WrongFunding", raw); err != nil {
		return nil, err
	}
	return out, nil
}
