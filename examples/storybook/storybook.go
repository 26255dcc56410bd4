// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package storybook

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

// StoryBookMetaData contains all meta data concerning the StoryBook contract.
var StoryBookMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"relay_\",\"type\":\"address\",\"internalType\":\"contractIDeepcallRelay\"},{\"name\":\"class_\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pageLength_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"callbackGas_\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"opening_\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"SEQ_LEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"VOCAB\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"callbackGas\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimRefund\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"class\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextPrompt\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"onAnswer\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"onFailure\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"uint8\",\"internalType\":\"enumFailure\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"page\",\"inputs\":[{\"name\":\"i\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pageLength\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pages\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pending\",\"inputs\":[],\"outputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"writer\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quote\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refundOf\",\"inputs\":[{\"name\":\"writer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"relay\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDeepcallRelay\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"story\",\"inputs\":[],\"outputs\":[{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"window\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"writePage\",\"inputs\":[],\"outputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"event\",\"name\":\"PageFailed\",\"inputs\":[{\"name\":\"page\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"writer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"enumFailure\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PageMinted\",\"inputs\":[{\"name\":\"page\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PageReleased\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PageRequested\",\"inputs\":[{\"name\":\"page\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"writer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"requestId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reward\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"BadCallbackGas\",\"inputs\":[{\"name\":\"callbackGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadPageLength\",\"inputs\":[{\"name\":\"pageLength\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyOpening\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NoPageInFlight\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NoSuchPage\",\"inputs\":[{\"name\":\"page\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotMarket\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NothingToClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OnlyRelay\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PageInFlight\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"RefundFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StillOpen\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnexpectedRequest\",\"inputs\":[{\"name\":\"requestId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "StoryBook",
	Bin: "0x610140604052348015610010575f5ffd5b50604051611d5c380380611d5c83398101604081905261002f91610303565b6001600160a01b03851660805282158061004b57506102008310155b1561007157604051633c4dff2560e11b8152600481018490526024015b60405180910390fd5b63ffffffff821615806100e85750846001600160a01b0316636d9809a06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100bb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100df919061040e565b8263ffffffff16115b1561010e576040516329d7794160e11b815263ffffffff83166004820152602401610068565b80515f0361012f57604051630652e41160e51b815260040160405180910390fd5b5f5b815181101561019a5761020082828151811061014f5761014f610425565b6020026020010151106101925781818151811061016e5761016e610425565b6020026020010151604051630bc4c46560e01b815260040161006891815260200190565b600101610131565b5060a084905260c083905263ffffffff821660e0526101bb8361020061044d565b6101008181525050846001600160a01b03166380f556056040518163ffffffff1660e01b8152600401602060405180830381865afa1580156101ff573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102239190610466565b6001600160a01b03166101205261023981610250565b5f906102459082610517565b5050505050506105ec565b60608151600461026091906105d5565b6001600160401b03811115610277576102776102ef565b6040519080825280601f01601f1916602001820160405280156102a1576020820181803683370190505b50905060208201602082015f5b84518110156102d0576020810283015160e01b600482028301526001016102ae565b505050919050565b6001600160a01b03811681146102ec575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a08688031215610317575f5ffd5b8551610322816102d8565b602087015160408801516060890151929750909550935063ffffffff8116811461034a575f5ffd5b60808701519092506001600160401b03811115610365575f5ffd5b8601601f81018813610375575f5ffd5b80516001600160401b0381111561038e5761038e6102ef565b604051600582901b90603f8201601f191681016001600160401b03811182821017156103bc576103bc6102ef565b60405291825260208184018101929081018b8411156103d9575f5ffd5b6020850194505b838510156103fc578451808252602095860195909350016103e0565b50809450505050509295509295909350565b5f6020828403121561041e575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8181038181111561046057610460610439565b92915050565b5f60208284031215610476575f5ffd5b8151610481816102d8565b9392505050565b600181811c9082168061049c57607f821691505b6020821081036104ba57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610512578282111561051257805f5260205f20601f840160051c60208510156104eb57505f5b90810190601f840160051c035f5b8181101561050e575f838201556001016104f9565b5050505b505050565b81516001600160401b03811115610530576105306102ef565b6105448161053e8454610488565b846104c0565b6020601f821160018114610576575f831561055f5750848201515b5f19600385901b1c1916600184901b1784556105ce565b5f84815260208120601f198516915b828110156105a55787850151825560209485019460019092019101610585565b50848210156105c257868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b808202811582820484141761046057610460610439565b60805160a05160c05160e05161010051610120516116c061069c5f395f61012301525f8181610205015261041b01525f818161029d015261059301525f81816103f2015281816104ab0152818161055101526107f401525f8181610390015281816104cc01528181610572015261081501525f81816103180152818161047b01528181610649015281816106eb015281816107bd0152818161089c01528181610c8c0152610eba01526116c05ff3fe608060405260043610610113575f3560e01c8063999b93af1161009d578063b94bac3311610062578063b94bac3314610352578063bff852fa1461037f578063d0b0ab6e1461024f578063e20ccec3146103b2578063e55059d5146103e1575f5ffd5b8063999b93af14610278578063a10132ad1461028c578063a576de74146102d4578063b5545a3c146102f3578063b59589d114610307575f5ffd5b8063461645bf116100e3578063461645bf146101f457806346c922d11461022757806366be185f1461023b578063698f7a0d1461024f57806386d1a69f14610264575f5ffd5b806307738ad21461016e5780632536a32c146101ac5780632f16c603146101cd5780633d868031146101d5575f5ffd5b3661016a57336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146101685760405163bfae38b360e01b81523360048201526024015b60405180910390fd5b005b5f5ffd5b348015610179575f5ffd5b50610199610188366004611121565b60046020525f908152604090205481565b6040519081526020015b60405180910390f35b3480156101b7575f5ffd5b506101c0610414565b6040516101a3919061117d565b610199610444565b3480156101e0575f5ffd5b506101686101ef36600461118f565b61063e565b3480156101ff575f5ffd5b506101997f000000000000000000000000000000000000000000000000000000000000000081565b348015610232575f5ffd5b506101c061069b565b348015610246575f5ffd5b50600154610199565b34801561025a575f5ffd5b5061019961020081565b34801561026f575f5ffd5b506101686106a7565b348015610283575f5ffd5b506101996107ba565b348015610297575f5ffd5b506102bf7f000000000000000000000000000000000000000000000000000000000000000081565b60405163ffffffff90911681526020016101a3565b3480156102df575f5ffd5b506101686102ee36600461120e565b610891565b3480156102fe575f5ffd5b506101686108ec565b348015610312575f5ffd5b5061033a7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016101a3565b34801561035d575f5ffd5b5061037161036c366004611247565b6109a5565b6040516101a392919061125e565b34801561038a575f5ffd5b506101997f000000000000000000000000000000000000000000000000000000000000000081565b3480156103bd575f5ffd5b50600254600354604080519283526001600160a01b039091166020830152016101a3565b3480156103ec575f5ffd5b506101997f000000000000000000000000000000000000000000000000000000000000000081565b606061043f7f0000000000000000000000000000000000000000000000000000000000000000610af2565b905090565b5f6002545f1461046d57600254604051632dfb9d9760e21b815260040161015f91815260200190565b5f610476610414565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e5fc76837f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518463ffffffff1660e01b815260040161050993929190611287565b602060405180830381865afa158015610524573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061054891906112ab565b90505f6105b8837f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000034610c88565b6002829055336001600160a01b0319600160a01b6001600160601b03871602168117600355600154929650909250907fa46e76645c958b8e6142e5a3d18b702dc5926e85094732f9e32f1c6c8a97364886848661061581346112d6565b60408051948552602085019390935291830152606082015260800160405180910390a350505090565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106895760405163111b24f360e21b815233600482015260240161015f565b61069584848484610d2b565b50505050565b606061043f5f19610af2565b6002545f8190036106cb57604051633708bbab60e11b815260040160405180910390fd5b60405163192701df60e11b8152600481018290525f906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063324e03be9060240160a060405180830381865afa158015610730573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107549190611342565b516001600160a01b03161461077f5760405163d2fa673960e01b81526004810182905260240161015f565b61078d5f6002819055600355565b60405181907fe461084c9e029a31d779d205141cf9dfcbd672df96c557793f049ed7195582c5905f90a250565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166322e5fc766107f2610414565b7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518463ffffffff1660e01b815260040161085293929190611287565b602060405180830381865afa15801561086d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061043f91906112ab565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146108dc5760405163111b24f360e21b815233600482015260240161015f565b6108e7838383610e23565b505050565b335f908152600460205260408120549081900361091c576040516312d37ee560e31b815260040160405180910390fd5b335f908152600460205260408120554781111561093b5761093b610eb8565b6040515f90339083908381818185875af1925050503d805f811461097a576040519150601f19603f3d011682016040523d82523d5f602084013e61097f565b606091505b50509050806109a157604051633c31275160e21b815260040160405180910390fd5b5050565b6001546060905f9083106109cf5760405163ebb283ed60e01b81526004810184905260240161015f565b5f600184815481106109e3576109e36113cb565b905f5260205f20906002020190505f816001018054610a01906113df565b80601f0160208091040260200160405190810160405280929190818152602001828054610a2d906113df565b8015610a785780601f10610a4f57610100808354040283529160200191610a78565b820191905f5260205f20905b815481529060010190602001808311610a5b57829003601f168201915b5050505050905060048151610a8d9190611417565b67ffffffffffffffff811115610aa557610aa56112e9565b604051908082528060200260200182016040528015610ace578160200160208202803683370190505b509350610add815f865f610f81565b50505491936001600160a01b03909216925050565b600180546060915f91610b0491611436565b90505f5b5f82118015610b1657508381105b15610b5a5781610b2581611449565b9250506004610b3383610fe7565b8054610b3e906113df565b610b49929150611417565b610b539082611436565b9050610b08565b5f848211610b68575f610b72565b610b7285836112d6565b9050610b7e81836112d6565b67ffffffffffffffff811115610b9657610b966112e9565b604051908082528060200260200182016040528015610bbf578160200160208202803683370190505b5093505f5b6001548411610c7f57610c68610bd985610fe7565b8054610be4906113df565b80601f0160208091040260200160405190810160405280929190818152602001828054610c10906113df565b8015610c5b5780601f10610c3257610100808354040283529160200191610c5b565b820191905f5260205f20905b815481529060010190602001808311610c3e57829003601f168201915b5050505050838784610f81565b5f9250905083610c778161145e565b945050610bc4565b50505050919050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ccfae63584898989896040518663ffffffff1660e01b8152600401610cdd9493929190611476565b604080518083038185885af1158015610cf8573d5f5f3e3d5ffd5b50505050506040513d601f19601f82011682018060405250810190610d1d91906114aa565b915091509550959350505050565b5f610d3585611026565b506001805480820182555f919091527fb10e2d527612073b26eecdfd717e6a320cf44b4afac2b0732d9fcbe2b7fa0cf6600282020180546001600160a01b0319166001600160a01b038416178155604080516020878102808301820190935287825294955092939192610dc49290918891889182918501908490808284375f9201919091525061108192505050565b6001820190610dd39082611522565b50826001600160a01b0316827f6e26030331bbf24e933fb0dd172a64de17358fa194e8765ef0a97ae06940c106888888604051610e12939291906115e1565b60405180910390a350505050505050565b5f5f610e2e85611026565b90925090508015610e66576001600160a01b0382165f9081526004602052604081208054839290610e60908490611436565b90915550505b816001600160a01b03166001805490507fb799cde644afe4439aa17a890270dbd460f9cb2bfecf84221c2d4b84b647448a878787604051610ea993929190611620565b60405180910390a35050505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166380f556056040518163ffffffff1660e01b8152600401602060405180830381865afa158015610f14573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f389190611658565b6001600160a01b0316633ccfd60b6040518163ffffffff1660e01b81526004015f604051808303815f87803b158015610f6f575f5ffd5b505af1158015610695573d5f5f3e3d5ffd5b5f5f60048651610f919190611417565b9050845b81811015610fdc576004810287016020015160e01c808686610fb68161145e565b975081518110610fc857610fc86113cb565b602090810291909101015250600101610f95565b509195945050505050565b5f811561101e576001610ffa81846112d6565b8154811061100a5761100a6113cb565b905f5260205f209060020201600101611020565b5f5b92915050565b5f5f600254831461104d57604051639e5af91760e01b81526004810184905260240161015f565b50506003546001600160a01b038116906001600160601b03600160a01b9091041661107c5f6002819055600355565b915091565b6060815160046110919190611673565b67ffffffffffffffff8111156110a9576110a96112e9565b6040519080825280601f01601f1916602001820160405280156110d3576020820181803683370190505b50905060208201602082015f5b8451811015611102576020810283015160e01b600482028301526001016110e0565b505050919050565b6001600160a01b038116811461111e575f5ffd5b50565b5f60208284031215611131575f5ffd5b813561113c8161110a565b9392505050565b5f8151808452602084019350602083015f5b82811015611173578151865260209586019590910190600101611155565b5093949350505050565b602081525f61113c6020830184611143565b5f5f5f5f606085870312156111a2575f5ffd5b8435935060208501359250604085013567ffffffffffffffff8111156111c6575f5ffd5b8501601f810187136111d6575f5ffd5b803567ffffffffffffffff8111156111ec575f5ffd5b8760208260051b8401011115611200575f5ffd5b949793965060200194505050565b5f5f5f60608486031215611220575f5ffd5b833592506020840135915060408401356003811061123c575f5ffd5b809150509250925092565b5f60208284031215611257575f5ffd5b5035919050565b604081525f6112706040830185611143565b905060018060a01b03831660208301529392505050565b606081525f6112996060830186611143565b60208301949094525060400152919050565b5f602082840312156112bb575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115611020576110206112c2565b634e487b7160e01b5f52604160045260245ffd5b805163ffffffff81168114611310575f5ffd5b919050565b805167ffffffffffffffff81168114611310575f5ffd5b80516001600160601b0381168114611310575f5ffd5b5f60a0828403128015611353575f5ffd5b5060405160a0810167ffffffffffffffff81118282101715611377576113776112e9565b60405282516113858161110a565b8152611393602084016112fd565b60208201526113a460408401611315565b6040820152606083810151908201526113bf6080840161132c565b60808201529392505050565b634e487b7160e01b5f52603260045260245ffd5b600181811c908216806113f357607f821691505b60208210810361141157634e487b7160e01b5f52602260045260245ffd5b50919050565b5f8261143157634e487b7160e01b5f52601260045260245ffd5b500490565b80820180821115611020576110206112c2565b5f81611457576114576112c2565b505f190190565b5f6001820161146f5761146f6112c2565b5060010190565b608081525f6114886080830187611143565b602083019590955250604081019290925263ffffffff16606090910152919050565b5f5f604083850312156114bb575f5ffd5b505080516020909101519092909150565b601f8211156108e757828211156108e757805f5260205f20601f840160051c60208510156114f757505f5b90810190601f840160051c035f5b8181101561151a575f83820155600101611505565b505050505050565b815167ffffffffffffffff81111561153c5761153c6112e9565b6115508161154a84546113df565b846114cc565b6020601f821160018114611582575f831561156b5750848201515b5f19600385901b1c1916600184901b1784556115da565b5f84815260208120601f198516915b828110156115b15787850151825560209485019460019092019101611591565b50848210156115ce57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b83815260406020820181905281018290525f6001600160fb1b03831115611606575f5ffd5b8260051b8085606085013791909101606001949350505050565b83815260208101839052606081016003831061164a57634e487b7160e01b5f52602160045260245ffd5b826040830152949350505050565b5f60208284031215611668575f5ffd5b815161113c8161110a565b8082028115828204841417611020576110206112c256fea264697066735822122006848c4d224da0b3f84cf1067b0613c3fb837e70239d0f4a456ba13901ba96ec64736f6c63430008250033",
}

// StoryBook is an auto generated Go binding around an Ethereum contract.
type StoryBook struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *StoryBook) GetABI() abi.ABI {
	return c.abi
}

// NewStoryBook creates a new instance of StoryBook.
func NewStoryBook() *StoryBook {
	parsed, err := StoryBookMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &StoryBook{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *StoryBook) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address relay_, bytes32 class_, uint256 pageLength_, uint32 callbackGas_, uint256[] opening_) returns()
func (storyBook *StoryBook) PackConstructor(relay_ common.Address, class_ [32]byte, pageLength_ *big.Int, callbackGas_ uint32, opening_ []*big.Int) []byte {
	enc, err := storyBook.abi.Pack("", relay_, class_, pageLength_, callbackGas_, opening_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackSEQLEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x698f7a0d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SEQ_LEN() view returns(uint256)
func (storyBook *StoryBook) PackSEQLEN() []byte {
	enc, err := storyBook.abi.Pack("SEQ_LEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSEQLEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x698f7a0d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SEQ_LEN() view returns(uint256)
func (storyBook *StoryBook) TryPackSEQLEN() ([]byte, error) {
	return storyBook.abi.Pack("SEQ_LEN")
}

// UnpackSEQLEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x698f7a0d.
//
// Solidity: function SEQ_LEN() view returns(uint256)
func (storyBook *StoryBook) UnpackSEQLEN(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("SEQ_LEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVOCAB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0b0ab6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOCAB() view returns(uint256)
func (storyBook *StoryBook) PackVOCAB() []byte {
	enc, err := storyBook.abi.Pack("VOCAB")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOCAB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0b0ab6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOCAB() view returns(uint256)
func (storyBook *StoryBook) TryPackVOCAB() ([]byte, error) {
	return storyBook.abi.Pack("VOCAB")
}

// UnpackVOCAB is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd0b0ab6e.
//
// Solidity: function VOCAB() view returns(uint256)
func (storyBook *StoryBook) UnpackVOCAB(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("VOCAB", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCallbackGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa10132ad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function callbackGas() view returns(uint32)
func (storyBook *StoryBook) PackCallbackGas() []byte {
	enc, err := storyBook.abi.Pack("callbackGas")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCallbackGas is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa10132ad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function callbackGas() view returns(uint32)
func (storyBook *StoryBook) TryPackCallbackGas() ([]byte, error) {
	return storyBook.abi.Pack("callbackGas")
}

// UnpackCallbackGas is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa10132ad.
//
// Solidity: function callbackGas() view returns(uint32)
func (storyBook *StoryBook) UnpackCallbackGas(data []byte) (uint32, error) {
	out, err := storyBook.abi.Unpack("callbackGas", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5545a3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimRefund() returns()
func (storyBook *StoryBook) PackClaimRefund() []byte {
	enc, err := storyBook.abi.Pack("claimRefund")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5545a3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimRefund() returns()
func (storyBook *StoryBook) TryPackClaimRefund() ([]byte, error) {
	return storyBook.abi.Pack("claimRefund")
}

// PackClass is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbff852fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function class() view returns(bytes32)
func (storyBook *StoryBook) PackClass() []byte {
	enc, err := storyBook.abi.Pack("class")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClass is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbff852fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function class() view returns(bytes32)
func (storyBook *StoryBook) TryPackClass() ([]byte, error) {
	return storyBook.abi.Pack("class")
}

// UnpackClass is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbff852fa.
//
// Solidity: function class() view returns(bytes32)
func (storyBook *StoryBook) UnpackClass(data []byte) ([32]byte, error) {
	out, err := storyBook.abi.Unpack("class", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNextPrompt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2536a32c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextPrompt() view returns(uint256[])
func (storyBook *StoryBook) PackNextPrompt() []byte {
	enc, err := storyBook.abi.Pack("nextPrompt")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextPrompt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2536a32c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextPrompt() view returns(uint256[])
func (storyBook *StoryBook) TryPackNextPrompt() ([]byte, error) {
	return storyBook.abi.Pack("nextPrompt")
}

// UnpackNextPrompt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2536a32c.
//
// Solidity: function nextPrompt() view returns(uint256[])
func (storyBook *StoryBook) UnpackNextPrompt(data []byte) ([]*big.Int, error) {
	out, err := storyBook.abi.Unpack("nextPrompt", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackOnAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d868031.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onAnswer(uint256 requestId, bytes32 input, uint256[] tokens) returns()
func (storyBook *StoryBook) PackOnAnswer(requestId *big.Int, input [32]byte, tokens []*big.Int) []byte {
	enc, err := storyBook.abi.Pack("onAnswer", requestId, input, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3d868031.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onAnswer(uint256 requestId, bytes32 input, uint256[] tokens) returns()
func (storyBook *StoryBook) TryPackOnAnswer(requestId *big.Int, input [32]byte, tokens []*big.Int) ([]byte, error) {
	return storyBook.abi.Pack("onAnswer", requestId, input, tokens)
}

// PackOnFailure is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa576de74.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onFailure(uint256 requestId, bytes32 input, uint8 reason) returns()
func (storyBook *StoryBook) PackOnFailure(requestId *big.Int, input [32]byte, reason uint8) []byte {
	enc, err := storyBook.abi.Pack("onFailure", requestId, input, reason)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnFailure is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa576de74.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onFailure(uint256 requestId, bytes32 input, uint8 reason) returns()
func (storyBook *StoryBook) TryPackOnFailure(requestId *big.Int, input [32]byte, reason uint8) ([]byte, error) {
	return storyBook.abi.Pack("onFailure", requestId, input, reason)
}

// PackPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb94bac33.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function page(uint256 i) view returns(uint256[] tokens, address owner)
func (storyBook *StoryBook) PackPage(i *big.Int) []byte {
	enc, err := storyBook.abi.Pack("page", i)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb94bac33.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function page(uint256 i) view returns(uint256[] tokens, address owner)
func (storyBook *StoryBook) TryPackPage(i *big.Int) ([]byte, error) {
	return storyBook.abi.Pack("page", i)
}

// PageOutput serves as a container for the return parameters of contract
// method Page.
type PageOutput struct {
	Tokens []*big.Int
	Owner  common.Address
}

// UnpackPage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb94bac33.
//
// Solidity: function page(uint256 i) view returns(uint256[] tokens, address owner)
func (storyBook *StoryBook) UnpackPage(data []byte) (PageOutput, error) {
	out, err := storyBook.abi.Unpack("page", data)
	outstruct := new(PageOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Tokens = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Owner = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackPageLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55059d5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pageLength() view returns(uint256)
func (storyBook *StoryBook) PackPageLength() []byte {
	enc, err := storyBook.abi.Pack("pageLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPageLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55059d5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pageLength() view returns(uint256)
func (storyBook *StoryBook) TryPackPageLength() ([]byte, error) {
	return storyBook.abi.Pack("pageLength")
}

// UnpackPageLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe55059d5.
//
// Solidity: function pageLength() view returns(uint256)
func (storyBook *StoryBook) UnpackPageLength(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("pageLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPages is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66be185f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pages() view returns(uint256)
func (storyBook *StoryBook) PackPages() []byte {
	enc, err := storyBook.abi.Pack("pages")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPages is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x66be185f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pages() view returns(uint256)
func (storyBook *StoryBook) TryPackPages() ([]byte, error) {
	return storyBook.abi.Pack("pages")
}

// UnpackPages is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x66be185f.
//
// Solidity: function pages() view returns(uint256)
func (storyBook *StoryBook) UnpackPages(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("pages", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe20ccec3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pending() view returns(uint256 requestId, address writer)
func (storyBook *StoryBook) PackPending() []byte {
	enc, err := storyBook.abi.Pack("pending")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPending is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe20ccec3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pending() view returns(uint256 requestId, address writer)
func (storyBook *StoryBook) TryPackPending() ([]byte, error) {
	return storyBook.abi.Pack("pending")
}

// PendingOutput serves as a container for the return parameters of contract
// method Pending.
type PendingOutput struct {
	RequestId *big.Int
	Writer    common.Address
}

// UnpackPending is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe20ccec3.
//
// Solidity: function pending() view returns(uint256 requestId, address writer)
func (storyBook *StoryBook) UnpackPending(data []byte) (PendingOutput, error) {
	out, err := storyBook.abi.Unpack("pending", data)
	outstruct := new(PendingOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.RequestId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Writer = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	return *outstruct, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x999b93af.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote() view returns(uint256)
func (storyBook *StoryBook) PackQuote() []byte {
	enc, err := storyBook.abi.Pack("quote")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x999b93af.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote() view returns(uint256)
func (storyBook *StoryBook) TryPackQuote() ([]byte, error) {
	return storyBook.abi.Pack("quote")
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x999b93af.
//
// Solidity: function quote() view returns(uint256)
func (storyBook *StoryBook) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRefundOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07738ad2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refundOf(address writer) view returns(uint256)
func (storyBook *StoryBook) PackRefundOf(writer common.Address) []byte {
	enc, err := storyBook.abi.Pack("refundOf", writer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefundOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07738ad2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refundOf(address writer) view returns(uint256)
func (storyBook *StoryBook) TryPackRefundOf(writer common.Address) ([]byte, error) {
	return storyBook.abi.Pack("refundOf", writer)
}

// UnpackRefundOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07738ad2.
//
// Solidity: function refundOf(address writer) view returns(uint256)
func (storyBook *StoryBook) UnpackRefundOf(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("refundOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb59589d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function relay() view returns(address)
func (storyBook *StoryBook) PackRelay() []byte {
	enc, err := storyBook.abi.Pack("relay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb59589d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function relay() view returns(address)
func (storyBook *StoryBook) TryPackRelay() ([]byte, error) {
	return storyBook.abi.Pack("relay")
}

// UnpackRelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb59589d1.
//
// Solidity: function relay() view returns(address)
func (storyBook *StoryBook) UnpackRelay(data []byte) (common.Address, error) {
	out, err := storyBook.abi.Unpack("relay", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86d1a69f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release() returns()
func (storyBook *StoryBook) PackRelease() []byte {
	enc, err := storyBook.abi.Pack("release")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x86d1a69f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release() returns()
func (storyBook *StoryBook) TryPackRelease() ([]byte, error) {
	return storyBook.abi.Pack("release")
}

// PackStory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46c922d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function story() view returns(uint256[] tokens)
func (storyBook *StoryBook) PackStory() []byte {
	enc, err := storyBook.abi.Pack("story")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46c922d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function story() view returns(uint256[] tokens)
func (storyBook *StoryBook) TryPackStory() ([]byte, error) {
	return storyBook.abi.Pack("story")
}

// UnpackStory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x46c922d1.
//
// Solidity: function story() view returns(uint256[] tokens)
func (storyBook *StoryBook) UnpackStory(data []byte) ([]*big.Int, error) {
	out, err := storyBook.abi.Unpack("story", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x461645bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function window() view returns(uint256)
func (storyBook *StoryBook) PackWindow() []byte {
	enc, err := storyBook.abi.Pack("window")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x461645bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function window() view returns(uint256)
func (storyBook *StoryBook) TryPackWindow() ([]byte, error) {
	return storyBook.abi.Pack("window")
}

// UnpackWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x461645bf.
//
// Solidity: function window() view returns(uint256)
func (storyBook *StoryBook) UnpackWindow(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("window", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWritePage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f16c603.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function writePage() payable returns(uint256 requestId)
func (storyBook *StoryBook) PackWritePage() []byte {
	enc, err := storyBook.abi.Pack("writePage")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWritePage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2f16c603.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function writePage() payable returns(uint256 requestId)
func (storyBook *StoryBook) TryPackWritePage() ([]byte, error) {
	return storyBook.abi.Pack("writePage")
}

// UnpackWritePage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2f16c603.
//
// Solidity: function writePage() payable returns(uint256 requestId)
func (storyBook *StoryBook) UnpackWritePage(data []byte) (*big.Int, error) {
	out, err := storyBook.abi.Unpack("writePage", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// StoryBookPageFailed represents a PageFailed event raised by the StoryBook contract.
type StoryBookPageFailed struct {
	Page      *big.Int
	Writer    common.Address
	RequestId *big.Int
	Input     [32]byte
	Reason    uint8
	Raw       *types.Log // Blockchain specific contextual infos
}

const StoryBookPageFailedEventName = "PageFailed"

// ContractEventName returns the user-defined event name.
func (StoryBookPageFailed) ContractEventName() string {
	return StoryBookPageFailedEventName
}

// UnpackPageFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PageFailed(uint256 indexed page, address indexed writer, uint256 requestId, bytes32 input, uint8 reason)
func (storyBook *StoryBook) UnpackPageFailedEvent(log *types.Log) (*StoryBookPageFailed, error) {
	event := "PageFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != storyBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StoryBookPageFailed)
	if len(log.Data) > 0 {
		if err := storyBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range storyBook.abi.Events[event].Inputs {
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

// StoryBookPageMinted represents a PageMinted event raised by the StoryBook contract.
type StoryBookPageMinted struct {
	Page   *big.Int
	Owner  common.Address
	Input  [32]byte
	Tokens []*big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const StoryBookPageMintedEventName = "PageMinted"

// ContractEventName returns the user-defined event name.
func (StoryBookPageMinted) ContractEventName() string {
	return StoryBookPageMintedEventName
}

// UnpackPageMintedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PageMinted(uint256 indexed page, address indexed owner, bytes32 input, uint256[] tokens)
func (storyBook *StoryBook) UnpackPageMintedEvent(log *types.Log) (*StoryBookPageMinted, error) {
	event := "PageMinted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != storyBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StoryBookPageMinted)
	if len(log.Data) > 0 {
		if err := storyBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range storyBook.abi.Events[event].Inputs {
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

// StoryBookPageReleased represents a PageReleased event raised by the StoryBook contract.
type StoryBookPageReleased struct {
	RequestId *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StoryBookPageReleasedEventName = "PageReleased"

// ContractEventName returns the user-defined event name.
func (StoryBookPageReleased) ContractEventName() string {
	return StoryBookPageReleasedEventName
}

// UnpackPageReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PageReleased(uint256 indexed requestId)
func (storyBook *StoryBook) UnpackPageReleasedEvent(log *types.Log) (*StoryBookPageReleased, error) {
	event := "PageReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != storyBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StoryBookPageReleased)
	if len(log.Data) > 0 {
		if err := storyBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range storyBook.abi.Events[event].Inputs {
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

// StoryBookPageRequested represents a PageRequested event raised by the StoryBook contract.
type StoryBookPageRequested struct {
	Page      *big.Int
	Writer    common.Address
	RequestId *big.Int
	Input     [32]byte
	Fee       *big.Int
	Reward    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const StoryBookPageRequestedEventName = "PageRequested"

// ContractEventName returns the user-defined event name.
func (StoryBookPageRequested) ContractEventName() string {
	return StoryBookPageRequestedEventName
}

// UnpackPageRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PageRequested(uint256 indexed page, address indexed writer, uint256 requestId, bytes32 input, uint256 fee, uint256 reward)
func (storyBook *StoryBook) UnpackPageRequestedEvent(log *types.Log) (*StoryBookPageRequested, error) {
	event := "PageRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != storyBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StoryBookPageRequested)
	if len(log.Data) > 0 {
		if err := storyBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range storyBook.abi.Events[event].Inputs {
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
func (storyBook *StoryBook) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], storyBook.abi.Errors["BadCallbackGas"].ID.Bytes()[:4]) {
		return storyBook.UnpackBadCallbackGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["BadPageLength"].ID.Bytes()[:4]) {
		return storyBook.UnpackBadPageLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["BadToken"].ID.Bytes()[:4]) {
		return storyBook.UnpackBadTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["EmptyOpening"].ID.Bytes()[:4]) {
		return storyBook.UnpackEmptyOpeningError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["NoPageInFlight"].ID.Bytes()[:4]) {
		return storyBook.UnpackNoPageInFlightError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["NoSuchPage"].ID.Bytes()[:4]) {
		return storyBook.UnpackNoSuchPageError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["NotMarket"].ID.Bytes()[:4]) {
		return storyBook.UnpackNotMarketError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["NothingToClaim"].ID.Bytes()[:4]) {
		return storyBook.UnpackNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["OnlyRelay"].ID.Bytes()[:4]) {
		return storyBook.UnpackOnlyRelayError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["PageInFlight"].ID.Bytes()[:4]) {
		return storyBook.UnpackPageInFlightError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["RefundFailed"].ID.Bytes()[:4]) {
		return storyBook.UnpackRefundFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["StillOpen"].ID.Bytes()[:4]) {
		return storyBook.UnpackStillOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], storyBook.abi.Errors["UnexpectedRequest"].ID.Bytes()[:4]) {
		return storyBook.UnpackUnexpectedRequestError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StoryBookBadCallbackGas represents a BadCallbackGas error raised by the StoryBook contract.
type StoryBookBadCallbackGas struct {
	CallbackGas *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadCallbackGas(uint256 callbackGas)
func StoryBookBadCallbackGasErrorID() common.Hash {
	return common.HexToHash("0x53aef282438895c6d7d4e179498b65cc517ccc2af275403064e6b07609114556")
}

// UnpackBadCallbackGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadCallbackGas(uint256 callbackGas)
func (storyBook *StoryBook) UnpackBadCallbackGasError(raw []byte) (*StoryBookBadCallbackGas, error) {
	out := new(StoryBookBadCallbackGas)
	if err := storyBook.abi.UnpackIntoInterface(out, "BadCallbackGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookBadPageLength represents a BadPageLength error raised by the StoryBook contract.
type StoryBookBadPageLength struct {
	PageLength *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadPageLength(uint256 pageLength)
func StoryBookBadPageLengthErrorID() common.Hash {
	return common.HexToHash("0x789bfe4a58f4b5f7311afae63f43339ef7458f81a6cbf7667687fefdcac0bfe6")
}

// UnpackBadPageLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadPageLength(uint256 pageLength)
func (storyBook *StoryBook) UnpackBadPageLengthError(raw []byte) (*StoryBookBadPageLength, error) {
	out := new(StoryBookBadPageLength)
	if err := storyBook.abi.UnpackIntoInterface(out, "BadPageLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookBadToken represents a BadToken error raised by the StoryBook contract.
type StoryBookBadToken struct {
	Token *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadToken(uint256 token)
func StoryBookBadTokenErrorID() common.Hash {
	return common.HexToHash("0x0bc4c465752fac683fb678508bed88a1a5cabee54725c10c2fa558c9b58e4ec5")
}

// UnpackBadTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadToken(uint256 token)
func (storyBook *StoryBook) UnpackBadTokenError(raw []byte) (*StoryBookBadToken, error) {
	out := new(StoryBookBadToken)
	if err := storyBook.abi.UnpackIntoInterface(out, "BadToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookEmptyOpening represents a EmptyOpening error raised by the StoryBook contract.
type StoryBookEmptyOpening struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyOpening()
func StoryBookEmptyOpeningErrorID() common.Hash {
	return common.HexToHash("0xca5c8220680426f3f47baf101cc8707132722f8c605129910b0df28e12dc9302")
}

// UnpackEmptyOpeningError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyOpening()
func (storyBook *StoryBook) UnpackEmptyOpeningError(raw []byte) (*StoryBookEmptyOpening, error) {
	out := new(StoryBookEmptyOpening)
	if err := storyBook.abi.UnpackIntoInterface(out, "EmptyOpening", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookNoPageInFlight represents a NoPageInFlight error raised by the StoryBook contract.
type StoryBookNoPageInFlight struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPageInFlight()
func StoryBookNoPageInFlightErrorID() common.Hash {
	return common.HexToHash("0x6e1177569fa1da3f0f4e1b771fd6161f0bb688e2255f4345237242ff20e32e45")
}

// UnpackNoPageInFlightError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPageInFlight()
func (storyBook *StoryBook) UnpackNoPageInFlightError(raw []byte) (*StoryBookNoPageInFlight, error) {
	out := new(StoryBookNoPageInFlight)
	if err := storyBook.abi.UnpackIntoInterface(out, "NoPageInFlight", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookNoSuchPage represents a NoSuchPage error raised by the StoryBook contract.
type StoryBookNoSuchPage struct {
	Page *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchPage(uint256 page)
func StoryBookNoSuchPageErrorID() common.Hash {
	return common.HexToHash("0xebb283ed51bef835e8d1ec17432d2150bac731e39dc77af6ea7d51762ddfa091")
}

// UnpackNoSuchPageError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchPage(uint256 page)
func (storyBook *StoryBook) UnpackNoSuchPageError(raw []byte) (*StoryBookNoSuchPage, error) {
	out := new(StoryBookNoSuchPage)
	if err := storyBook.abi.UnpackIntoInterface(out, "NoSuchPage", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookNotMarket represents a NotMarket error raised by the StoryBook contract.
type StoryBookNotMarket struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotMarket(address sender)
func StoryBookNotMarketErrorID() common.Hash {
	return common.HexToHash("0xbfae38b33907467ea3651d4564b66c7df27bbd52b3924e47aa461b118ab3c8a3")
}

// UnpackNotMarketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotMarket(address sender)
func (storyBook *StoryBook) UnpackNotMarketError(raw []byte) (*StoryBookNotMarket, error) {
	out := new(StoryBookNotMarket)
	if err := storyBook.abi.UnpackIntoInterface(out, "NotMarket", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookNothingToClaim represents a NothingToClaim error raised by the StoryBook contract.
type StoryBookNothingToClaim struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToClaim()
func StoryBookNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x969bf7288f744225521096ebffff657851af77dd4c63700d76b8d1cf6481d1f1")
}

// UnpackNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToClaim()
func (storyBook *StoryBook) UnpackNothingToClaimError(raw []byte) (*StoryBookNothingToClaim, error) {
	out := new(StoryBookNothingToClaim)
	if err := storyBook.abi.UnpackIntoInterface(out, "NothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookOnlyRelay represents a OnlyRelay error raised by the StoryBook contract.
type StoryBookOnlyRelay struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OnlyRelay(address caller)
func StoryBookOnlyRelayErrorID() common.Hash {
	return common.HexToHash("0x446c93cc0e6681061ea93734ed75cc819f382f1d813fff3588eb8f173707c43a")
}

// UnpackOnlyRelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OnlyRelay(address caller)
func (storyBook *StoryBook) UnpackOnlyRelayError(raw []byte) (*StoryBookOnlyRelay, error) {
	out := new(StoryBookOnlyRelay)
	if err := storyBook.abi.UnpackIntoInterface(out, "OnlyRelay", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookPageInFlight represents a PageInFlight error raised by the StoryBook contract.
type StoryBookPageInFlight struct {
	RequestId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PageInFlight(uint256 requestId)
func StoryBookPageInFlightErrorID() common.Hash {
	return common.HexToHash("0xb7ee765c36a95cc9f5447a491145da033025859d94d5a6181a8f06a7875d9622")
}

// UnpackPageInFlightError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PageInFlight(uint256 requestId)
func (storyBook *StoryBook) UnpackPageInFlightError(raw []byte) (*StoryBookPageInFlight, error) {
	out := new(StoryBookPageInFlight)
	if err := storyBook.abi.UnpackIntoInterface(out, "PageInFlight", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookRefundFailed represents a RefundFailed error raised by the StoryBook contract.
type StoryBookRefundFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RefundFailed()
func StoryBookRefundFailedErrorID() common.Hash {
	return common.HexToHash("0xf0c49d4437f0028ece28fc9bff21e443212a27b39a47d2faf9bc1138111d9460")
}

// UnpackRefundFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RefundFailed()
func (storyBook *StoryBook) UnpackRefundFailedError(raw []byte) (*StoryBookRefundFailed, error) {
	out := new(StoryBookRefundFailed)
	if err := storyBook.abi.UnpackIntoInterface(out, "RefundFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookStillOpen represents a StillOpen error raised by the StoryBook contract.
type StoryBookStillOpen struct {
	RequestId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StillOpen(uint256 requestId)
func StoryBookStillOpenErrorID() common.Hash {
	return common.HexToHash("0xd2fa673953cd969544e418769e80682e1b40ed097fbca479a3c367411fec5df5")
}

// UnpackStillOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StillOpen(uint256 requestId)
func (storyBook *StoryBook) UnpackStillOpenError(raw []byte) (*StoryBookStillOpen, error) {
	out := new(StoryBookStillOpen)
	if err := storyBook.abi.UnpackIntoInterface(out, "StillOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StoryBookUnexpectedRequest represents a UnexpectedRequest error raised by the StoryBook contract.
type StoryBookUnexpectedRequest struct {
	RequestId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnexpectedRequest(uint256 requestId)
func StoryBookUnexpectedRequestErrorID() common.Hash {
	return common.HexToHash("0x9e5af9177bb1157ba0b85b27b064b17c1dc17d5d1a9d9e20ff29b4e04744e29d")
}

// UnpackUnexpectedRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnexpectedRequest(uint256 requestId)
func (storyBook *StoryBook) UnpackUnexpectedRequestError(raw []byte) (*StoryBookUnexpectedRequest, error) {
	out := new(StoryBookUnexpectedRequest)
	if err := storyBook.abi.UnpackIntoInterface(out, "UnexpectedRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}
