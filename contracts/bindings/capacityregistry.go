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

// CapacityRegistryCommitment is an auto generated low-level Go binding around an user-defined struct.
type CapacityRegistryCommitment struct {
	Count   uint64
	InUse   uint64
	Pending uint64
	Due     uint64
}

// CapacityRegistryMetaData contains all meta data concerning the CapacityRegistry contract.
var CapacityRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"stakes_\",\"type\":\"address\",\"internalType\":\"contractIStakeReader\"},{\"name\":\"prices_\",\"type\":\"address\",\"internalType\":\"contractIPriceSource\"},{\"name\":\"lowerDelay_\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"KAPPA_DEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"acquire\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"applyLowering\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"assigner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"classesOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"commitment\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structCapacityRegistry.Commitment\",\"components\":[{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"inUse\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"pending\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"due\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"covered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"freeCapacity\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"kappaNum\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lower\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"lowerDelay\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"prices\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIPriceSource\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"raise\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"required\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setAssigner\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setKappa\",\"inputs\":[{\"name\":\"kappaNum_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setLowerDelay\",\"inputs\":[{\"name\":\"blocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setPriceSource\",\"inputs\":[{\"name\":\"source\",\"type\":\"address\",\"internalType\":\"contractIPriceSource\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stakes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStakeReader\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Acquired\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"inUse\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"AssignerSet\",\"inputs\":[{\"name\":\"assigner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Committed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KappaSet\",\"inputs\":[{\"name\":\"kappaNum\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LowerDelaySet\",\"inputs\":[{\"name\":\"blocks\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Lowered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LoweringScheduled\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"due\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PriceSourceSet\",\"inputs\":[{\"name\":\"source\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Released\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"inUse\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyCommitted\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"BelowInUse\",\"inputs\":[{\"name\":\"requested\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"inUse\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"BelowKappa\",\"inputs\":[{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LoweringNotDue\",\"inputs\":[{\"name\":\"due\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NoFreeCapacity\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NoPendingLowering\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotALowering\",\"inputs\":[{\"name\":\"current\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"requested\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotARaise\",\"inputs\":[{\"name\":\"current\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"requested\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NotAssigner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotCommitted\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NothingInUse\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"UnknownClass\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroCount\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroKappa\",\"inputs\":[]}]",
	ID:  "CapacityRegistry",
	Bin: "0x60a06040526100116103e860026100d0565b60025534801561001f575f5ffd5b5060405161188d38038061188d83398101604081905261003e91610110565b6001600160a01b038316158061005b57506001600160a01b038216155b156100795760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0392831660805260018054929093166001600160a01b031992831617909255600380546001600160401b039093166001600160401b0319909316929092179091555f805490911633179055610165565b80820281158282048414176100f357634e487b7160e01b5f52601160045260245ffd5b92915050565b6001600160a01b038116811461010d575f5ffd5b50565b5f5f5f60608486031215610122575f5ffd5b835161012d816100f9565b602085015190935061013e816100f9565b60408501519092506001600160401b038116811461015a575f5ffd5b809150509250925092565b6080516116f46101995f395f818161039a01528181610ebf01528181610f5d0152818161123d01526112ef01526116f45ff3fe608060405234801561000f575f5ffd5b5060043610610148575f3560e01c806386468410116100bf578063c797a3e411610079578063c797a3e4146103cf578063d3419bf3146103e2578063d7c2eec7146103f5578063da37277814610408578063ddcb8fbe1461041b578063df2897271461043e575f5ffd5b8063864684101461033d578063872f36f2146103505780638da5cb5b146103705780638e19899e14610382578063ad09c7ce14610395578063bda53107146103bc575f5ffd5b80634b6fcab4116101105780634b6fcab4146101e35780635b3906c6146101f65780635cb1a1e5146102095780635e8b5a56146103045780636b305ede14610317578063858e96311461032a575f5ffd5b80631255d38e1461014c57806319973261146101685780632f94cc611461019a578063317ab177146101af5780634b63c016146101da575b5f5ffd5b61015560025481565b6040519081526020015b60405180910390f35b60035461018290600160401b90046001600160a01b031681565b6040516001600160a01b03909116815260200161015f565b6101ad6101a836600461144a565b610451565b005b6003546101c2906001600160401b031681565b6040516001600160401b03909116815260200161015f565b6101556103e881565b6101556101f1366004611474565b6105ea565b6101c261020436600461144a565b61072e565b6102a961021736600461144a565b604080516080810182525f808252602082018190529181018290526060810191909152506001600160a01b0382165f908152600460209081526040808320848452825291829020825160808101845290546001600160401b038082168352600160401b8204811693830193909352600160801b8104831693820193909352600160c01b90920416606082015292915050565b60405161015f91905f6080820190506001600160401b0383511682526001600160401b0360208401511660208301526001600160401b0360408401511660408301526001600160401b03606084015116606083015292915050565b6101ad61031236600461148f565b610821565b6101ad6103253660046114bc565b6108a7565b6101ad6103383660046114bc565b610967565b6101ad61034b3660046114bc565b610a29565b61036361035e366004611474565b610b67565b60405161015f91906114e6565b5f54610182906001600160a01b031681565b6101ad61039036600461148f565b610bd0565b6101827f000000000000000000000000000000000000000000000000000000000000000081565b6101ad6103ca366004611474565b610bdd565b6101ad6103dd366004611474565b610c77565b600154610182906001600160a01b031681565b6101ad61040336600461144a565b610cfb565b6101ad610416366004611528565b610e25565b61042e610429366004611474565b610e9e565b604051901515815260200161015f565b6101ad61044c36600461144a565b610fd7565b6001600160a01b0382165f908152600460209081526040808320848452909152812080549091600160c01b9091046001600160401b031690036104be57604051630418e1c960e11b81526001600160a01b0384166004820152602481018390526044015b60405180910390fd5b8054600160c01b90046001600160401b031643101561050457805460405163788c82e360e11b8152600160c01b9091046001600160401b031660048201526024016104b5565b80546001600160401b03600160401b82048116600160801b909204161015610563578054604051633c0dae6d60e11b81526001600160401b03600160801b830481166004830152600160401b90920490911660248201526044016104b5565b8054600160801b81046001600160401b031667ffffffffffffffff60401b909116811782555f81900361059a5761059a84846110fb565b6040516001600160401b038216815283906001600160a01b038616907fb034b715699b76050cac369ef696dc3b7017af86fb2b363ec79517260220086a906020015b60405180910390a350505050565b6001600160a01b0381165f908152600560205260408120815b815481101561070b5760015482546001600160a01b03909116906388f3543a9084908490811061063557610635611541565b905f5260205f2001546040518263ffffffff1660e01b815260040161065c91815260200190565b602060405180830381865afa158015610677573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061069b9190611555565b6001600160a01b0385165f90815260046020526040812084549091908590859081106106c9576106c9611541565b5f91825260208083209091015483528201929092526040019020546106f791906001600160401b0316611580565b6107019084611597565b9250600101610603565b506103e86002548361071d9190611580565b61072791906115aa565b9392505050565b6001600160a01b0382165f908152600460209081526040808320848452909152812080546001600160401b03600160401b8204811691161115806107da5750600154604051634479aa1d60e11b8152600481018590526001600160a01b03909116906388f3543a90602401602060405180830381865afa1580156107b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107d89190611555565b155b806107eb57506107e984610e9e565b155b156107f9575f91505061081b565b8054610817906001600160401b03600160401b8204811691166115c9565b9150505b92915050565b5f546001600160a01b0316331461084b576040516330cd747160e01b815260040160405180910390fd5b805f0361086b576040516339f6e23560e21b815260040160405180910390fd5b60028190556040518181527fa5784fad30c3c5e3b2f8b036f9fabe3ba567926ed3a253ed17d7be7087d5fe88906020015b60405180910390a150565b5f6108b233846111bc565b80549091506001600160401b03908116908316116108fc57805460405160016203881f60e01b031981526001600160401b03918216600482015290831660248201526044016104b5565b805467ffffffffffffffff60401b166001600160401b0383161781556109213361121e565b6040516001600160401b0383168152839033907f9932a6d7a7b99a858d50bd0b9d62bd26bb70cb8d0d7dd49ae8592188fd599c04906020015b60405180910390a3505050565b806001600160401b03165f036109905760405163011ee73b60e21b815260040160405180910390fd5b335f908152600460209081526040808320858452909152902080546001600160401b0316156109db57604051636bd896f160e01b8152336004820152602481018490526044016104b5565b6109e4836113a1565b50805467ffffffffffffffff19166001600160401b038316178155335f818152600560209081526040822080546001810182559083529120018490556109219061121e565b5f610a3433846111bc565b80549091506001600160401b0390811690831610610a7b578054604051636a5a275760e11b81526001600160401b03918216600482015290831660248201526044016104b5565b80546001600160401b03600160401b90910481169083161015610acf578054604051633c0dae6d60e11b81526001600160401b038085166004830152600160401b90920490911660248201526044016104b5565b6003545f90610ae7906001600160401b0316436115e8565b82546fffffffffffffffffffffffffffffffff16600160801b6001600160401b038681169182026001600160c01b031692909217600160c01b928416928302178555604080519182526020820192909252919250859133917f83c4588ee53c0b9b647673084b5766aab398937660302dd60d49fce07a93c55f91016105dc565b6001600160a01b0381165f90815260056020908152604091829020805483518184028101840190945280845260609392830182828015610bc457602002820191905f5260205f20905b815481526020019060010190808311610bb0575b50505050509050919050565b610bda815f610a29565b50565b5f546001600160a01b03163314610c07576040516330cd747160e01b815260040160405180910390fd5b6001600160a01b038116610c2e5760405163d92e233d60e01b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f7cc7868386a5ad1aace19c88e1ca5ec53e9cc7b615c352bc69bce7c85aa3630a905f90a250565b5f546001600160a01b03163314610ca1576040516330cd747160e01b815260040160405180910390fd5b6003805468010000000000000000600160e01b031916600160401b6001600160a01b038416908102919091179091556040517f5a8c64bfce09435d00c0e99f9dd960aebc60b0c0a8e76402b1505da3837a5d09905f90a250565b600354600160401b90046001600160a01b03163314610d2d57604051638b39405b60e01b815260040160405180910390fd5b6001600160a01b0382165f908152600460209081526040808320848452909152812080549091600160401b9091046001600160401b03169003610d9557604051638094c83d60e01b81526001600160a01b0384166004820152602481018390526044016104b5565b80545f908290600890610db790600160401b90046001600160401b0316611607565b91906101000a8154816001600160401b0302191690836001600160401b031602179055905082846001600160a01b03167f09b8eb5dbef290d0ffa0addf165c577f83cd00177d4124d0ec5ae3a82220cb84836040516105dc91906001600160401b0391909116815260200190565b5f546001600160a01b03163314610e4f576040516330cd747160e01b815260040160405180910390fd5b6003805467ffffffffffffffff19166001600160401b0383169081179091556040519081527fa1ba9617d2c03341a01d201e77ec178ac88bfb7df7751693fddd47fb1c4066509060200161089c565b60405163c3c5a54760e01b81526001600160a01b0382811660048301525f917f00000000000000000000000000000000000000000000000000000000000000009091169063c3c5a54790602401602060405180830381865afa158015610f06573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f2a9190611628565b610f3557505f919050565b610f3e826105ea565b604051630213119b60e51b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa158015610fa2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fc69190611647565b6001600160601b0316101592915050565b600354600160401b90046001600160a01b0316331461100957604051638b39405b60e01b815260040160405180910390fd5b611013828261072e565b6001600160401b03165f0361104d57604051637f6b23a560e11b81526001600160a01b0383166004820152602481018290526044016104b5565b6001600160a01b0382165f9081526004602090815260408083208484529091528120805460089061108d90600160401b90046001600160401b031661166d565b91906101000a8154816001600160401b0302191690836001600160401b031602179055905081836001600160a01b03167f4a5bd59238dbe47e94c8c2ac238622526197372edc7010124577835b5ceebeb28360405161095a91906001600160401b0391909116815260200190565b6001600160a01b0382165f908152600560205260408120905b81548110156111b6578282828154811061113057611130611541565b905f5260205f200154036111ae578154829061114e90600190611697565b8154811061115e5761115e611541565b905f5260205f20015482828154811061117957611179611541565b905f5260205f20018190555081805480611195576111956116aa565b600190038181905f5260205f20015f9055905550505050565b600101611114565b50505050565b6001600160a01b0382165f9081526004602090815260408083208484529091528120805490916001600160401b03909116900361081b5760405163e04463eb60e01b81526001600160a01b0384166004820152602481018390526044016104b5565b60405163c3c5a54760e01b81526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063c3c5a54790602401602060405180830381865afa158015611282573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112a69190611628565b6112ce57604051633b63649d60e11b81526001600160a01b03821660048201526024016104b5565b604051630213119b60e51b81526001600160a01b0382811660048301525f917f000000000000000000000000000000000000000000000000000000000000000090911690634262336090602401602060405180830381865afa158015611336573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061135a9190611647565b6001600160601b031690505f61136f836105ea565b90508082101561139c57604051636906b41b60e11b815260048101839052602481018290526044016104b5565b505050565b600154604051634479aa1d60e11b8152600481018390525f916001600160a01b0316906388f3543a90602401602060405180830381865afa1580156113e8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061140c9190611555565b9050805f036114315760405163693b135560e01b8152600481018390526024016104b5565b919050565b6001600160a01b0381168114610bda575f5ffd5b5f5f6040838503121561145b575f5ffd5b823561146681611436565b946020939093013593505050565b5f60208284031215611484575f5ffd5b813561072781611436565b5f6020828403121561149f575f5ffd5b5035919050565b80356001600160401b0381168114611431575f5ffd5b5f5f604083850312156114cd575f5ffd5b823591506114dd602084016114a6565b90509250929050565b602080825282518282018190525f918401906040840190835b8181101561151d5783518352602093840193909201916001016114ff565b509095945050505050565b5f60208284031215611538575f5ffd5b610727826114a6565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215611565575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761081b5761081b61156c565b8082018082111561081b5761081b61156c565b5f826115c457634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160401b03828116828216039081111561081b5761081b61156c565b6001600160401b03818116838216019081111561081b5761081b61156c565b5f6001600160401b0382168061161f5761161f61156c565b5f190192915050565b5f60208284031215611638575f5ffd5b81518015158114610727575f5ffd5b5f60208284031215611657575f5ffd5b81516001600160601b0381168114610727575f5ffd5b5f6001600160401b0382166001600160401b03810361168e5761168e61156c565b60010192915050565b8181038181111561081b5761081b61156c565b634e487b7160e01b5f52603160045260245ffdfea2646970667358221220c0fdf21a1243fbb1bfa88df43e276a7b9505beabdbf541bd6f37df524b19cc4264736f6c63430008250033",
}

// CapacityRegistry is an auto generated Go binding around an Ethereum contract.
type CapacityRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *CapacityRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewCapacityRegistry creates a new instance of CapacityRegistry.
func NewCapacityRegistry() *CapacityRegistry {
	parsed, err := CapacityRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &CapacityRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *CapacityRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address stakes_, address prices_, uint64 lowerDelay_) returns()
func (capacityRegistry *CapacityRegistry) PackConstructor(stakes_ common.Address, prices_ common.Address, lowerDelay_ uint64) []byte {
	enc, err := capacityRegistry.abi.Pack("", stakes_, prices_, lowerDelay_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackKAPPADEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b63c016.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function KAPPA_DEN() view returns(uint256)
func (capacityRegistry *CapacityRegistry) PackKAPPADEN() []byte {
	enc, err := capacityRegistry.abi.Pack("KAPPA_DEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKAPPADEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b63c016.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function KAPPA_DEN() view returns(uint256)
func (capacityRegistry *CapacityRegistry) TryPackKAPPADEN() ([]byte, error) {
	return capacityRegistry.abi.Pack("KAPPA_DEN")
}

// UnpackKAPPADEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b63c016.
//
// Solidity: function KAPPA_DEN() view returns(uint256)
func (capacityRegistry *CapacityRegistry) UnpackKAPPADEN(data []byte) (*big.Int, error) {
	out, err := capacityRegistry.abi.Unpack("KAPPA_DEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAcquire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf289727.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acquire(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) PackAcquire(operator common.Address, class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("acquire", operator, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcquire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf289727.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acquire(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) TryPackAcquire(operator common.Address, class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("acquire", operator, class)
}

// PackApplyLowering is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f94cc61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function applyLowering(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) PackApplyLowering(operator common.Address, class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("applyLowering", operator, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApplyLowering is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f94cc61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function applyLowering(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) TryPackApplyLowering(operator common.Address, class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("applyLowering", operator, class)
}

// PackAssigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19973261.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assigner() view returns(address)
func (capacityRegistry *CapacityRegistry) PackAssigner() []byte {
	enc, err := capacityRegistry.abi.Pack("assigner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19973261.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assigner() view returns(address)
func (capacityRegistry *CapacityRegistry) TryPackAssigner() ([]byte, error) {
	return capacityRegistry.abi.Pack("assigner")
}

// UnpackAssigner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19973261.
//
// Solidity: function assigner() view returns(address)
func (capacityRegistry *CapacityRegistry) UnpackAssigner(data []byte) (common.Address, error) {
	out, err := capacityRegistry.abi.Unpack("assigner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackClassesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x872f36f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function classesOf(address operator) view returns(bytes32[])
func (capacityRegistry *CapacityRegistry) PackClassesOf(operator common.Address) []byte {
	enc, err := capacityRegistry.abi.Pack("classesOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClassesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x872f36f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function classesOf(address operator) view returns(bytes32[])
func (capacityRegistry *CapacityRegistry) TryPackClassesOf(operator common.Address) ([]byte, error) {
	return capacityRegistry.abi.Pack("classesOf", operator)
}

// UnpackClassesOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x872f36f2.
//
// Solidity: function classesOf(address operator) view returns(bytes32[])
func (capacityRegistry *CapacityRegistry) UnpackClassesOf(data []byte) ([][32]byte, error) {
	out, err := capacityRegistry.abi.Unpack("classesOf", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cb1a1e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function commitment(address operator, bytes32 class) view returns((uint64,uint64,uint64,uint64))
func (capacityRegistry *CapacityRegistry) PackCommitment(operator common.Address, class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("commitment", operator, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitment is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cb1a1e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function commitment(address operator, bytes32 class) view returns((uint64,uint64,uint64,uint64))
func (capacityRegistry *CapacityRegistry) TryPackCommitment(operator common.Address, class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("commitment", operator, class)
}

// UnpackCommitment is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5cb1a1e5.
//
// Solidity: function commitment(address operator, bytes32 class) view returns((uint64,uint64,uint64,uint64))
func (capacityRegistry *CapacityRegistry) UnpackCommitment(data []byte) (CapacityRegistryCommitment, error) {
	out, err := capacityRegistry.abi.Unpack("commitment", data)
	if err != nil {
		return *new(CapacityRegistryCommitment), err
	}
	out0 := *abi.ConvertType(out[0], new(CapacityRegistryCommitment)).(*CapacityRegistryCommitment)
	return out0, nil
}

// PackCovered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddcb8fbe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function covered(address operator) view returns(bool)
func (capacityRegistry *CapacityRegistry) PackCovered(operator common.Address) []byte {
	enc, err := capacityRegistry.abi.Pack("covered", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCovered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddcb8fbe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function covered(address operator) view returns(bool)
func (capacityRegistry *CapacityRegistry) TryPackCovered(operator common.Address) ([]byte, error) {
	return capacityRegistry.abi.Pack("covered", operator)
}

// UnpackCovered is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddcb8fbe.
//
// Solidity: function covered(address operator) view returns(bool)
func (capacityRegistry *CapacityRegistry) UnpackCovered(data []byte) (bool, error) {
	out, err := capacityRegistry.abi.Unpack("covered", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackFreeCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b3906c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function freeCapacity(address operator, bytes32 class) view returns(uint64)
func (capacityRegistry *CapacityRegistry) PackFreeCapacity(operator common.Address, class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("freeCapacity", operator, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFreeCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b3906c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function freeCapacity(address operator, bytes32 class) view returns(uint64)
func (capacityRegistry *CapacityRegistry) TryPackFreeCapacity(operator common.Address, class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("freeCapacity", operator, class)
}

// UnpackFreeCapacity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b3906c6.
//
// Solidity: function freeCapacity(address operator, bytes32 class) view returns(uint64)
func (capacityRegistry *CapacityRegistry) UnpackFreeCapacity(data []byte) (uint64, error) {
	out, err := capacityRegistry.abi.Unpack("freeCapacity", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackKappaNum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1255d38e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function kappaNum() view returns(uint256)
func (capacityRegistry *CapacityRegistry) PackKappaNum() []byte {
	enc, err := capacityRegistry.abi.Pack("kappaNum")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackKappaNum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1255d38e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function kappaNum() view returns(uint256)
func (capacityRegistry *CapacityRegistry) TryPackKappaNum() ([]byte, error) {
	return capacityRegistry.abi.Pack("kappaNum")
}

// UnpackKappaNum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1255d38e.
//
// Solidity: function kappaNum() view returns(uint256)
func (capacityRegistry *CapacityRegistry) UnpackKappaNum(data []byte) (*big.Int, error) {
	out, err := capacityRegistry.abi.Unpack("kappaNum", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLower is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86468410.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lower(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) PackLower(class [32]byte, count uint64) []byte {
	enc, err := capacityRegistry.abi.Pack("lower", class, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLower is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86468410.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lower(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) TryPackLower(class [32]byte, count uint64) ([]byte, error) {
	return capacityRegistry.abi.Pack("lower", class, count)
}

// PackLowerDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317ab177.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lowerDelay() view returns(uint64)
func (capacityRegistry *CapacityRegistry) PackLowerDelay() []byte {
	enc, err := capacityRegistry.abi.Pack("lowerDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLowerDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317ab177.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lowerDelay() view returns(uint64)
func (capacityRegistry *CapacityRegistry) TryPackLowerDelay() ([]byte, error) {
	return capacityRegistry.abi.Pack("lowerDelay")
}

// UnpackLowerDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x317ab177.
//
// Solidity: function lowerDelay() view returns(uint64)
func (capacityRegistry *CapacityRegistry) UnpackLowerDelay(data []byte) (uint64, error) {
	out, err := capacityRegistry.abi.Unpack("lowerDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (capacityRegistry *CapacityRegistry) PackOwner() []byte {
	enc, err := capacityRegistry.abi.Pack("owner")
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
func (capacityRegistry *CapacityRegistry) TryPackOwner() ([]byte, error) {
	return capacityRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (capacityRegistry *CapacityRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := capacityRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPrices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3419bf3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function prices() view returns(address)
func (capacityRegistry *CapacityRegistry) PackPrices() []byte {
	enc, err := capacityRegistry.abi.Pack("prices")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPrices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3419bf3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function prices() view returns(address)
func (capacityRegistry *CapacityRegistry) TryPackPrices() ([]byte, error) {
	return capacityRegistry.abi.Pack("prices")
}

// UnpackPrices is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3419bf3.
//
// Solidity: function prices() view returns(address)
func (capacityRegistry *CapacityRegistry) UnpackPrices(data []byte) (common.Address, error) {
	out, err := capacityRegistry.abi.Unpack("prices", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRaise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b305ede.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function raise(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) PackRaise(class [32]byte, count uint64) []byte {
	enc, err := capacityRegistry.abi.Pack("raise", class, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRaise is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b305ede.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function raise(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) TryPackRaise(class [32]byte, count uint64) ([]byte, error) {
	return capacityRegistry.abi.Pack("raise", class, count)
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x858e9631.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) PackRegister(class [32]byte, count uint64) []byte {
	enc, err := capacityRegistry.abi.Pack("register", class, count)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x858e9631.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(bytes32 class, uint64 count) returns()
func (capacityRegistry *CapacityRegistry) TryPackRegister(class [32]byte, count uint64) ([]byte, error) {
	return capacityRegistry.abi.Pack("register", class, count)
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7c2eec7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) PackRelease(operator common.Address, class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("release", operator, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7c2eec7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(address operator, bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) TryPackRelease(operator common.Address, class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("release", operator, class)
}

// PackRequired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b6fcab4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function required(address operator) view returns(uint256 r)
func (capacityRegistry *CapacityRegistry) PackRequired(operator common.Address) []byte {
	enc, err := capacityRegistry.abi.Pack("required", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4b6fcab4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function required(address operator) view returns(uint256 r)
func (capacityRegistry *CapacityRegistry) TryPackRequired(operator common.Address) ([]byte, error) {
	return capacityRegistry.abi.Pack("required", operator)
}

// UnpackRequired is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4b6fcab4.
//
// Solidity: function required(address operator) view returns(uint256 r)
func (capacityRegistry *CapacityRegistry) UnpackRequired(data []byte) (*big.Int, error) {
	out, err := capacityRegistry.abi.Unpack("required", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSetAssigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc797a3e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAssigner(address a) returns()
func (capacityRegistry *CapacityRegistry) PackSetAssigner(a common.Address) []byte {
	enc, err := capacityRegistry.abi.Pack("setAssigner", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAssigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc797a3e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAssigner(address a) returns()
func (capacityRegistry *CapacityRegistry) TryPackSetAssigner(a common.Address) ([]byte, error) {
	return capacityRegistry.abi.Pack("setAssigner", a)
}

// PackSetKappa is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e8b5a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setKappa(uint256 kappaNum_) returns()
func (capacityRegistry *CapacityRegistry) PackSetKappa(kappaNum *big.Int) []byte {
	enc, err := capacityRegistry.abi.Pack("setKappa", kappaNum)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetKappa is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5e8b5a56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setKappa(uint256 kappaNum_) returns()
func (capacityRegistry *CapacityRegistry) TryPackSetKappa(kappaNum *big.Int) ([]byte, error) {
	return capacityRegistry.abi.Pack("setKappa", kappaNum)
}

// PackSetLowerDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda372778.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLowerDelay(uint64 blocks) returns()
func (capacityRegistry *CapacityRegistry) PackSetLowerDelay(blocks uint64) []byte {
	enc, err := capacityRegistry.abi.Pack("setLowerDelay", blocks)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLowerDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda372778.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLowerDelay(uint64 blocks) returns()
func (capacityRegistry *CapacityRegistry) TryPackSetLowerDelay(blocks uint64) ([]byte, error) {
	return capacityRegistry.abi.Pack("setLowerDelay", blocks)
}

// PackSetPriceSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbda53107.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPriceSource(address source) returns()
func (capacityRegistry *CapacityRegistry) PackSetPriceSource(source common.Address) []byte {
	enc, err := capacityRegistry.abi.Pack("setPriceSource", source)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPriceSource is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbda53107.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPriceSource(address source) returns()
func (capacityRegistry *CapacityRegistry) TryPackSetPriceSource(source common.Address) ([]byte, error) {
	return capacityRegistry.abi.Pack("setPriceSource", source)
}

// PackStakes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad09c7ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakes() view returns(address)
func (capacityRegistry *CapacityRegistry) PackStakes() []byte {
	enc, err := capacityRegistry.abi.Pack("stakes")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad09c7ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakes() view returns(address)
func (capacityRegistry *CapacityRegistry) TryPackStakes() ([]byte, error) {
	return capacityRegistry.abi.Pack("stakes")
}

// UnpackStakes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad09c7ce.
//
// Solidity: function stakes() view returns(address)
func (capacityRegistry *CapacityRegistry) UnpackStakes(data []byte) (common.Address, error) {
	out, err := capacityRegistry.abi.Unpack("stakes", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e19899e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) PackWithdraw(class [32]byte) []byte {
	enc, err := capacityRegistry.abi.Pack("withdraw", class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e19899e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(bytes32 class) returns()
func (capacityRegistry *CapacityRegistry) TryPackWithdraw(class [32]byte) ([]byte, error) {
	return capacityRegistry.abi.Pack("withdraw", class)
}

// CapacityRegistryAcquired represents a Acquired event raised by the CapacityRegistry contract.
type CapacityRegistryAcquired struct {
	Operator common.Address
	Class    [32]byte
	InUse    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryAcquiredEventName = "Acquired"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryAcquired) ContractEventName() string {
	return CapacityRegistryAcquiredEventName
}

// UnpackAcquiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Acquired(address indexed operator, bytes32 indexed class, uint64 inUse)
func (capacityRegistry *CapacityRegistry) UnpackAcquiredEvent(log *types.Log) (*CapacityRegistryAcquired, error) {
	event := "Acquired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryAcquired)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryAssignerSet represents a AssignerSet event raised by the CapacityRegistry contract.
type CapacityRegistryAssignerSet struct {
	Assigner common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryAssignerSetEventName = "AssignerSet"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryAssignerSet) ContractEventName() string {
	return CapacityRegistryAssignerSetEventName
}

// UnpackAssignerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AssignerSet(address indexed assigner)
func (capacityRegistry *CapacityRegistry) UnpackAssignerSetEvent(log *types.Log) (*CapacityRegistryAssignerSet, error) {
	event := "AssignerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryAssignerSet)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryCommitted represents a Committed event raised by the CapacityRegistry contract.
type CapacityRegistryCommitted struct {
	Operator common.Address
	Class    [32]byte
	Count    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryCommittedEventName = "Committed"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryCommitted) ContractEventName() string {
	return CapacityRegistryCommittedEventName
}

// UnpackCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Committed(address indexed operator, bytes32 indexed class, uint64 count)
func (capacityRegistry *CapacityRegistry) UnpackCommittedEvent(log *types.Log) (*CapacityRegistryCommitted, error) {
	event := "Committed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryCommitted)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryKappaSet represents a KappaSet event raised by the CapacityRegistry contract.
type CapacityRegistryKappaSet struct {
	KappaNum *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryKappaSetEventName = "KappaSet"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryKappaSet) ContractEventName() string {
	return CapacityRegistryKappaSetEventName
}

// UnpackKappaSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KappaSet(uint256 kappaNum)
func (capacityRegistry *CapacityRegistry) UnpackKappaSetEvent(log *types.Log) (*CapacityRegistryKappaSet, error) {
	event := "KappaSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryKappaSet)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryLowerDelaySet represents a LowerDelaySet event raised by the CapacityRegistry contract.
type CapacityRegistryLowerDelaySet struct {
	Blocks uint64
	Raw    *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryLowerDelaySetEventName = "LowerDelaySet"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryLowerDelaySet) ContractEventName() string {
	return CapacityRegistryLowerDelaySetEventName
}

// UnpackLowerDelaySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LowerDelaySet(uint64 blocks)
func (capacityRegistry *CapacityRegistry) UnpackLowerDelaySetEvent(log *types.Log) (*CapacityRegistryLowerDelaySet, error) {
	event := "LowerDelaySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryLowerDelaySet)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryLowered represents a Lowered event raised by the CapacityRegistry contract.
type CapacityRegistryLowered struct {
	Operator common.Address
	Class    [32]byte
	Count    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryLoweredEventName = "Lowered"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryLowered) ContractEventName() string {
	return CapacityRegistryLoweredEventName
}

// UnpackLoweredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Lowered(address indexed operator, bytes32 indexed class, uint64 count)
func (capacityRegistry *CapacityRegistry) UnpackLoweredEvent(log *types.Log) (*CapacityRegistryLowered, error) {
	event := "Lowered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryLowered)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryLoweringScheduled represents a LoweringScheduled event raised by the CapacityRegistry contract.
type CapacityRegistryLoweringScheduled struct {
	Operator common.Address
	Class    [32]byte
	Count    uint64
	Due      uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryLoweringScheduledEventName = "LoweringScheduled"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryLoweringScheduled) ContractEventName() string {
	return CapacityRegistryLoweringScheduledEventName
}

// UnpackLoweringScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LoweringScheduled(address indexed operator, bytes32 indexed class, uint64 count, uint64 due)
func (capacityRegistry *CapacityRegistry) UnpackLoweringScheduledEvent(log *types.Log) (*CapacityRegistryLoweringScheduled, error) {
	event := "LoweringScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryLoweringScheduled)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryPriceSourceSet represents a PriceSourceSet event raised by the CapacityRegistry contract.
type CapacityRegistryPriceSourceSet struct {
	Source common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryPriceSourceSetEventName = "PriceSourceSet"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryPriceSourceSet) ContractEventName() string {
	return CapacityRegistryPriceSourceSetEventName
}

// UnpackPriceSourceSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PriceSourceSet(address indexed source)
func (capacityRegistry *CapacityRegistry) UnpackPriceSourceSetEvent(log *types.Log) (*CapacityRegistryPriceSourceSet, error) {
	event := "PriceSourceSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryPriceSourceSet)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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

// CapacityRegistryReleased represents a Released event raised by the CapacityRegistry contract.
type CapacityRegistryReleased struct {
	Operator common.Address
	Class    [32]byte
	InUse    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const CapacityRegistryReleasedEventName = "Released"

// ContractEventName returns the user-defined event name.
func (CapacityRegistryReleased) ContractEventName() string {
	return CapacityRegistryReleasedEventName
}

// UnpackReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Released(address indexed operator, bytes32 indexed class, uint64 inUse)
func (capacityRegistry *CapacityRegistry) UnpackReleasedEvent(log *types.Log) (*CapacityRegistryReleased, error) {
	event := "Released"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != capacityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(CapacityRegistryReleased)
	if len(log.Data) > 0 {
		if err := capacityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range capacityRegistry.abi.Events[event].Inputs {
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
func (capacityRegistry *CapacityRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["AlreadyCommitted"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackAlreadyCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["BelowInUse"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackBelowInUseError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["BelowKappa"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackBelowKappaError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["LoweringNotDue"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackLoweringNotDueError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NoFreeCapacity"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNoFreeCapacityError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NoPendingLowering"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNoPendingLoweringError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotALowering"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotALoweringError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotARaise"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotARaiseError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotAssigner"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotAssignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotCommitted"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotCommittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotOperator"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["NothingInUse"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackNothingInUseError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["UnknownClass"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackUnknownClassError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["ZeroCount"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackZeroCountError(raw[4:])
	}
	if bytes.Equal(raw[:4], capacityRegistry.abi.Errors["ZeroKappa"].ID.Bytes()[:4]) {
		return capacityRegistry.UnpackZeroKappaError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// CapacityRegistryAlreadyCommitted represents a AlreadyCommitted error raised by the CapacityRegistry contract.
type CapacityRegistryAlreadyCommitted struct {
	Operator common.Address
	Class    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyCommitted(address operator, bytes32 class)
func CapacityRegistryAlreadyCommittedErrorID() common.Hash {
	return common.HexToHash("0x6bd896f1f33ef79c8d01eae610d97f9a72ec9cec1728a464318a54016a622f7a")
}

// UnpackAlreadyCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyCommitted(address operator, bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackAlreadyCommittedError(raw []byte) (*CapacityRegistryAlreadyCommitted, error) {
	out := new(CapacityRegistryAlreadyCommitted)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "AlreadyCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryBelowInUse represents a BelowInUse error raised by the CapacityRegistry contract.
type CapacityRegistryBelowInUse struct {
	Requested uint64
	InUse     uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowInUse(uint64 requested, uint64 inUse)
func CapacityRegistryBelowInUseErrorID() common.Hash {
	return common.HexToHash("0x781b5cdaa575369dffb5f5bc3cbc146e5d7fbd50e971bb05dc9354391e4d44fb")
}

// UnpackBelowInUseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowInUse(uint64 requested, uint64 inUse)
func (capacityRegistry *CapacityRegistry) UnpackBelowInUseError(raw []byte) (*CapacityRegistryBelowInUse, error) {
	out := new(CapacityRegistryBelowInUse)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "BelowInUse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryBelowKappa represents a BelowKappa error raised by the CapacityRegistry contract.
type CapacityRegistryBelowKappa struct {
	Stake    *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowKappa(uint256 stake, uint256 required)
func CapacityRegistryBelowKappaErrorID() common.Hash {
	return common.HexToHash("0xd20d68367b354b61aefe10e08981c2e58409f17325f3197fe3b6f7980f35c982")
}

// UnpackBelowKappaError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowKappa(uint256 stake, uint256 required)
func (capacityRegistry *CapacityRegistry) UnpackBelowKappaError(raw []byte) (*CapacityRegistryBelowKappa, error) {
	out := new(CapacityRegistryBelowKappa)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "BelowKappa", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryLoweringNotDue represents a LoweringNotDue error raised by the CapacityRegistry contract.
type CapacityRegistryLoweringNotDue struct {
	Due uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LoweringNotDue(uint64 due)
func CapacityRegistryLoweringNotDueErrorID() common.Hash {
	return common.HexToHash("0xf11905c644e70c2957558a0960f26e18f29d9dd81c59e3810c4fdee33e1ab64f")
}

// UnpackLoweringNotDueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LoweringNotDue(uint64 due)
func (capacityRegistry *CapacityRegistry) UnpackLoweringNotDueError(raw []byte) (*CapacityRegistryLoweringNotDue, error) {
	out := new(CapacityRegistryLoweringNotDue)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "LoweringNotDue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNoFreeCapacity represents a NoFreeCapacity error raised by the CapacityRegistry contract.
type CapacityRegistryNoFreeCapacity struct {
	Operator common.Address
	Class    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFreeCapacity(address operator, bytes32 class)
func CapacityRegistryNoFreeCapacityErrorID() common.Hash {
	return common.HexToHash("0xfed6474adb8072738b8f1bcb526ae9c82e128f8f9a64984f0863e6d4537266a9")
}

// UnpackNoFreeCapacityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFreeCapacity(address operator, bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackNoFreeCapacityError(raw []byte) (*CapacityRegistryNoFreeCapacity, error) {
	out := new(CapacityRegistryNoFreeCapacity)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NoFreeCapacity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNoPendingLowering represents a NoPendingLowering error raised by the CapacityRegistry contract.
type CapacityRegistryNoPendingLowering struct {
	Operator common.Address
	Class    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPendingLowering(address operator, bytes32 class)
func CapacityRegistryNoPendingLoweringErrorID() common.Hash {
	return common.HexToHash("0x0831c392ddf819b0dcd3c736e8f70fcb5501fc0a35661a6bbe78f125483ecfd9")
}

// UnpackNoPendingLoweringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPendingLowering(address operator, bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackNoPendingLoweringError(raw []byte) (*CapacityRegistryNoPendingLowering, error) {
	out := new(CapacityRegistryNoPendingLowering)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NoPendingLowering", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotALowering represents a NotALowering error raised by the CapacityRegistry contract.
type CapacityRegistryNotALowering struct {
	Current   uint64
	Requested uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotALowering(uint64 current, uint64 requested)
func CapacityRegistryNotALoweringErrorID() common.Hash {
	return common.HexToHash("0xd4b44eae9c4115fa33d83c06119cb3ace8cd110ea75852ef2b88f7c36570b520")
}

// UnpackNotALoweringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotALowering(uint64 current, uint64 requested)
func (capacityRegistry *CapacityRegistry) UnpackNotALoweringError(raw []byte) (*CapacityRegistryNotALowering, error) {
	out := new(CapacityRegistryNotALowering)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotALowering", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotARaise represents a NotARaise error raised by the CapacityRegistry contract.
type CapacityRegistryNotARaise struct {
	Current   uint64
	Requested uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotARaise(uint64 current, uint64 requested)
func CapacityRegistryNotARaiseErrorID() common.Hash {
	return common.HexToHash("0xfffc77e1ef1c4281e44d1bdc95ea18f12f021b52383e03154b2fbf8073660e9b")
}

// UnpackNotARaiseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotARaise(uint64 current, uint64 requested)
func (capacityRegistry *CapacityRegistry) UnpackNotARaiseError(raw []byte) (*CapacityRegistryNotARaise, error) {
	out := new(CapacityRegistryNotARaise)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotARaise", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotAssigner represents a NotAssigner error raised by the CapacityRegistry contract.
type CapacityRegistryNotAssigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAssigner()
func CapacityRegistryNotAssignerErrorID() common.Hash {
	return common.HexToHash("0x8b39405bc421c5104bbcb7b59aa2ad1b105e91057ae8bf5350da341fd98c6f44")
}

// UnpackNotAssignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAssigner()
func (capacityRegistry *CapacityRegistry) UnpackNotAssignerError(raw []byte) (*CapacityRegistryNotAssigner, error) {
	out := new(CapacityRegistryNotAssigner)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotAssigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotCommitted represents a NotCommitted error raised by the CapacityRegistry contract.
type CapacityRegistryNotCommitted struct {
	Operator common.Address
	Class    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCommitted(address operator, bytes32 class)
func CapacityRegistryNotCommittedErrorID() common.Hash {
	return common.HexToHash("0xe04463eb201d779ade4d8c86b59bdf02ba24bea2b2bfe5144957ff4704db9eb1")
}

// UnpackNotCommittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCommitted(address operator, bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackNotCommittedError(raw []byte) (*CapacityRegistryNotCommitted, error) {
	out := new(CapacityRegistryNotCommitted)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotCommitted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotOperator represents a NotOperator error raised by the CapacityRegistry contract.
type CapacityRegistryNotOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOperator(address operator)
func CapacityRegistryNotOperatorErrorID() common.Hash {
	return common.HexToHash("0x76c6c93a6423c7e2cef5f93921b1d4d1a5ffb795cd7cfed2df95566b7c7f7c40")
}

// UnpackNotOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOperator(address operator)
func (capacityRegistry *CapacityRegistry) UnpackNotOperatorError(raw []byte) (*CapacityRegistryNotOperator, error) {
	out := new(CapacityRegistryNotOperator)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNotOwner represents a NotOwner error raised by the CapacityRegistry contract.
type CapacityRegistryNotOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner()
func CapacityRegistryNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x30cd74712f59d478562d48e2d35de830db72c60a63dd08ae59199eec990b5bc4")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner()
func (capacityRegistry *CapacityRegistry) UnpackNotOwnerError(raw []byte) (*CapacityRegistryNotOwner, error) {
	out := new(CapacityRegistryNotOwner)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryNothingInUse represents a NothingInUse error raised by the CapacityRegistry contract.
type CapacityRegistryNothingInUse struct {
	Operator common.Address
	Class    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingInUse(address operator, bytes32 class)
func CapacityRegistryNothingInUseErrorID() common.Hash {
	return common.HexToHash("0x8094c83dda3234ee3a7315961cbe2e32ca6d1791ba6dcf26e57ac0fe39ee56a8")
}

// UnpackNothingInUseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingInUse(address operator, bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackNothingInUseError(raw []byte) (*CapacityRegistryNothingInUse, error) {
	out := new(CapacityRegistryNothingInUse)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "NothingInUse", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryUnknownClass represents a UnknownClass error raised by the CapacityRegistry contract.
type CapacityRegistryUnknownClass struct {
	Class [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownClass(bytes32 class)
func CapacityRegistryUnknownClassErrorID() common.Hash {
	return common.HexToHash("0x693b1355765b63ded79ce1754990c51844f6818cf0d4ba9d7669f9eeaeb71b0d")
}

// UnpackUnknownClassError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownClass(bytes32 class)
func (capacityRegistry *CapacityRegistry) UnpackUnknownClassError(raw []byte) (*CapacityRegistryUnknownClass, error) {
	out := new(CapacityRegistryUnknownClass)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "UnknownClass", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryZeroAddress represents a ZeroAddress error raised by the CapacityRegistry contract.
type CapacityRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func CapacityRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (capacityRegistry *CapacityRegistry) UnpackZeroAddressError(raw []byte) (*CapacityRegistryZeroAddress, error) {
	out := new(CapacityRegistryZeroAddress)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryZeroCount represents a ZeroCount error raised by the CapacityRegistry contract.
type CapacityRegistryZeroCount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroCount()
func CapacityRegistryZeroCountErrorID() common.Hash {
	return common.HexToHash("0x047b9cec27e5c906da78fac5d699c603aead79e2797204797b626d2d70e203c2")
}

// UnpackZeroCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroCount()
func (capacityRegistry *CapacityRegistry) UnpackZeroCountError(raw []byte) (*CapacityRegistryZeroCount, error) {
	out := new(CapacityRegistryZeroCount)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "ZeroCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// CapacityRegistryZeroKappa represents a ZeroKappa error raised by the CapacityRegistry contract.
type CapacityRegistryZeroKappa struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroKappa()
func CapacityRegistryZeroKappaErrorID() common.Hash {
	return common.HexToHash("0xe7db88d4899e3d7072d25a0ecff89b4a77fe7faa2e7f5be9c84f4e8710c7b064")
}

// UnpackZeroKappaError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroKappa()
func (capacityRegistry *CapacityRegistry) UnpackZeroKappaError(raw []byte) (*CapacityRegistryZeroKappa, error) {
	out := new(CapacityRegistryZeroKappa)
	if err := capacityRegistry.abi.UnpackIntoInterface(out, "ZeroKappa", raw); err != nil {
		return nil, err
	}
	return out, nil
}
