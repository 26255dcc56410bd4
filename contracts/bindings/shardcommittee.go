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

// ShardCommitteeRange is an auto generated low-level Go binding around an user-defined struct.
type ShardCommitteeRange struct {
	Start uint32
	End   uint32
}

// ShardCommitteeMetaData contains all meta data concerning the ShardCommittee contract.
var ShardCommitteeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIStakeHistory\"},{\"name\":\"layers_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"qkNorm\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"ranges\",\"type\":\"tuple[]\",\"internalType\":\"structShardCommittee.Range[]\",\"components\":[{\"name\":\"start\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"end\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"members\",\"type\":\"bytes32[][]\",\"internalType\":\"bytes32[][]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"SHARD_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"check\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"ref\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structShardSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"shards\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claim_\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"record\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structShardClaim\",\"components\":[{\"name\":\"lo\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hi\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"step\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"first\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"last\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"count\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shard\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"layers\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"members\",\"inputs\":[{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"opsPerLayer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"range\",\"inputs\":[{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStakeHistory\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardDigest\",\"inputs\":[{\"name\":\"transitionDigest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardPlusOne\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardsRecord\",\"inputs\":[{\"name\":\"ids\",\"type\":\"bytes32[][]\",\"internalType\":\"bytes32[][]\"},{\"name\":\"bounds\",\"type\":\"bytes32[2][]\",\"internalType\":\"bytes32[2][]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"BadShardClaim\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BoundaryMismatch\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"MemberTwice\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NoMembers\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotShardMember\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ShardBadSignature\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ShardBelowThreshold\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ShardEmpty\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ShardGap\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ShardOutOfRange\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"end\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"layers\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ShardOverlap\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"start\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"SignersNotSorted\",\"inputs\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongShardCount\",\"inputs\":[{\"name\":\"given\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shards\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "ShardCommittee",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161249d38038061249d83398101604081905261002e916105c7565b6001600160a01b03851660805260a08490528261004c57600e61004f565b60105b60ff1660c0528151158061006557508151815114155b15610091578151604051638b5b44ab60e01b815260040161008891815260200190565b60405180910390fd5b5f5f5b8351811015610358575f8482815181106100b0576100b061066a565b60200260200101519050805f015163ffffffff16816020015163ffffffff16116100f0576040516321355d0760e11b815260048101839052602401610088565b86816020015163ffffffff161115610137576020810151604051630d9370ab60e11b81526004810184905263ffffffff909116602482015260448101889052606401610088565b805163ffffffff16831015610178578051604051637edfb64760e01b81526004810184905263ffffffff909116602482015260448101849052606401610088565b805163ffffffff168311156101b95780516040516302d2a9e560e21b81526004810184905263ffffffff909116602482015260448101849052606401610088565b6020810180515f805460018101825590805283517f290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e5639091018054935163ffffffff908116640100000000026001600160401b031990951692811692909217939093179092558551911693508490839081106102365761023661066a565b6020026020010151515f0361026157604051638b5b44ab60e01b815260048101839052602401610088565b5f5b8483815181106102755761027561066a565b602002602001015151811015610311575f8584815181106102985761029861066a565b602002602001015182815181106102b1576102b161066a565b6020026020010151905060025f8281526020019081526020015f20545f146102ef57604051630463835360e41b815260048101829052602401610088565b6102fa846001610692565b5f9182526002602052604090912055600101610263565b5060018483815181106103265761032661066a565b60209081029190910181015182546001810184555f93845291909220019061034e90826106ab565b5050600101610094565b50848114610399576001835161036e919061074b565b604051630d9370ab60e11b815260048101919091526024810182905260448101869052606401610088565b50505050505061075e565b634e487b7160e01b5f52604160045260245ffd5b604080519081016001600160401b03811182821017156103da576103da6103a4565b60405290565b604051601f8201601f191681016001600160401b0381118282101715610408576104086103a4565b604052919050565b5f6001600160401b03821115610428576104286103a4565b5060051b60200190565b805163ffffffff81168114610445575f5ffd5b919050565b5f82601f830112610459575f5ffd5b815161046c61046782610410565b6103e0565b8082825260208201915060208360061b86010192508583111561048d575f5ffd5b602085015b838110156104e257604081880312156104a9575f5ffd5b6104b16103b8565b6104ba82610432565b81526104c860208301610432565b602082015280845250602083019250604081019050610492565b5095945050505050565b5f82601f8301126104fb575f5ffd5b815161050961046782610410565b8082825260208201915060208360051b86010192508583111561052a575f5ffd5b602085015b838110156104e25780516001600160401b0381111561054c575f5ffd5b8601603f8101881361055c575f5ffd5b602081015161056d61046782610410565b808282526020820191506020808460051b8601010192508a831115610590575f5ffd5b6040840193505b828410156105b2578351825260209384019390910190610597565b8652505060209384019391909101905061052f565b5f5f5f5f5f60a086880312156105db575f5ffd5b85516001600160a01b03811681146105f1575f5ffd5b602087015160408801519196509450801515811461060d575f5ffd5b60608701519093506001600160401b03811115610628575f5ffd5b6106348882890161044a565b608088015190935090506001600160401b03811115610651575f5ffd5b61065d888289016104ec565b9150509295509295909350565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b808201808211156106a5576106a561067e565b92915050565b81516001600160401b038111156106c4576106c46103a4565b680100000000000000008111156106dd576106dd6103a4565b81548183558082101561071157825f528160205f20018282035f5b8181101561070d575f838201556001016106f8565b5050505b5060208301610725835f9081526020902090565b5f5b8381101561074357825182820155602090920191600101610727565b505050505050565b818103818111156106a5576106a561067e565b60805160a05160c051611ce56107b85f395f818161013e01528181610c8d01528181610ce30152610d3f01525f818160e3015281816102cc0152610d6001525f818161018501528181610dee01526110990152611ce55ff3fe608060405234801561000f575f5ffd5b50600436106100b1575f3560e01c80635daf08ca1161006e5780635daf08ca146101605780637b103999146101805780639fa82591146101bf578063a5e45bec146101d2578063b1ed3ef4146101fa578063c1c7bb0814610219575f5ffd5b806304e9c77a146100b5578063177524ac146100cb5780631c80cc16146100de57806338926b6d1461010557806339bfa10b1461012657806344e2ede714610139575b5f5ffd5b5f545b6040519081526020015b60405180910390f35b6100b86100d93660046114fa565b610240565b6100b87f000000000000000000000000000000000000000000000000000000000000000081565b610118610113366004611529565b61031f565b6040516100c292919061159e565b6100b861013436600461166d565b61064a565b6100b87f000000000000000000000000000000000000000000000000000000000000000081565b61017361016e366004611706565b6106c9565b6040516100c2919061171d565b6101a77f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100c2565b6100b86101cd36600461175f565b61073a565b6101e56101e0366004611706565b6109ae565b604080519283526020830191909152016100c2565b6100b8610208366004611706565b60026020525f908152604090205481565b6100b87f3a3809aca9464384d318740ca9710be9380f40ff12e072f8d4aa4e58610769d481565b5f5f5f8581548110610254576102546117cf565b5f918252602091829020604080518082018252929091015463ffffffff8082168085526401000000009092041692840183905281517f3a3809aca9464384d318740ca9710be9380f40ff12e072f8d4aa4e58610769d4818601528083019a909a5260608a0198909852608089019790975260a08801527f000000000000000000000000000000000000000000000000000000000000000060c088015260e087019490945250506101008085019190915282518085039091018152610120909301909152815191012090565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290525f61036b84860186611a73565b905061037f81604001518260600151610a01565b815160208301515f549295509091821015806103a057508260a00151518110155b806103eb5750826060015182815181106103bc576103bc6117cf565b60200260200101516001600281106103d6576103d66117cf565b60200201516103e88460a00151610c04565b14155b1561041157604051636c7aee1760e11b8152600481018390526024015b60405180910390fd5b5f5f61041e84848c610c36565b91509150835f036104e0578460a00151838151811061043f5761043f6117cf565b60200260200101516104b28660c001515f60038110610460576104606117cf565b6020908102919091015160c08901518083015160409182015182518086019490945283830191909152606083018790526080808401919091528151808403909101815260a09092019052805191012090565b146104d357604051636c7aee1760e11b815260048101859052602401610408565b60c0850151518652610578565b84608001515183101580610533575084606001518481518110610505576105056117cf565b60200260200101515f6002811061051e5761051e6117cf565b60200201516105308660800151610c04565b14155b1561055457604051636c7aee1760e11b815260048101859052602401610408565b8460800151838151811061056a5761056a6117cf565b602090810291909101015186525b8460a00151838151811061058e5761058e6117cf565b6020026020010151866020018181525050846040015184815181106105b5576105b56117cf565b60200260200101516040516020016105cd9190611bb3565b6040516020818303038152906040528051906020012086604001818152505082828287604001518781518110610605576106056117cf565b60209081029190910101515163ffffffff97881660e08b0152871660c08a0152861660a089015285166080880152909316606086015250939792965091945050505050565b5f6106c06106588587611bbe565b8484808060200260200160405190810160405280939291908181526020015f905b828210156106b6576040805180820182529080840287019060029083908390808284375f9201919091525050508152600190910190602001610679565b5050505050610a01565b95945050505050565b6060600182815481106106de576106de6117cf565b905f5260205f200180548060200260200160405190810160405280929190818152602001828054801561072e57602002820191905f5260205f20905b81548152602001906001019080831161071a575b50505050509050919050565b5f80548481146107675760405163053dbb9760e51b81526004810186905260248101829052604401610408565b5f5b81811015610807575f81156107b0578787610785600185611bde565b818110610794576107946117cf565b90506020028101906107a69190611bf1565b61010001356107b2565b5f5b9050808888848181106107c7576107c76117cf565b90506020028101906107d99190611bf1565b60e00135146107fe57604051636cdf2e4d60e11b815260048101839052602401610408565b50600101610769565b505f610814826003611c10565b6001600160401b0381111561082b5761082b6117e3565b604051908082528060200260200182016040528015610854578160200160208202803683370190505b5090505f5b8281101561097857610892818b8b8b8b86818110610879576108796117cf565b905060200281019061088b9190611bf1565b8a8a610d99565b8261089e836003611c10565b815181106108ae576108ae6117cf565b6020026020010181815250508787828181106108cc576108cc6117cf565b90506020028101906108de9190611bf1565b60e00135826108ee836003611c10565b6108f9906001611c27565b81518110610909576109096117cf565b602002602001018181525050878782818110610927576109276117cf565b90506020028101906109399190611bf1565b61010001358261094a836003611c10565b610955906002611c27565b81518110610965576109656117cf565b6020908102919091010152600101610859565b508060405160200161098a9190611bb3565b60405160208183030381529060405280519060200120925050509695505050505050565b5f5f5f5f84815481106109c3576109c36117cf565b5f9182526020918290206040805180820190915291015463ffffffff8082168084526401000000009092041691909201819052909590945092505050565b5f8054835181141580610a15575080835114155b15610a4057835160405163053dbb9760e51b8152600481019190915260248101829052604401610408565b5f610a4c826003611c10565b6001600160401b03811115610a6357610a636117e3565b604051908082528060200260200182016040528015610a8c578160200160208202803683370190505b5090505f5b82811015610bd157858181518110610aab57610aab6117cf565b6020026020010151604051602001610ac39190611bb3565b6040516020818303038152906040528051906020012082826003610ae79190611c10565b81518110610af757610af76117cf565b602002602001018181525050848181518110610b1557610b156117cf565b60200260200101515f60028110610b2e57610b2e6117cf565b602002015182610b3f836003611c10565b610b4a906001611c27565b81518110610b5a57610b5a6117cf565b602002602001018181525050848181518110610b7857610b786117cf565b6020026020010151600160028110610b9257610b926117cf565b602002015182610ba3836003611c10565b610bae906002611c27565b81518110610bbe57610bbe6117cf565b6020908102919091010152600101610a91565b5080604051602001610be39190611bb3565b60405160208183030381529060405280519060200120925050505b92915050565b5f815182604051602001610c19929190611c3a565b604051602081830303815290604052805190602001209050919050565b5f5f5f5f8681548110610c4b57610c4b6117cf565b5f9182526020918290206040805180820190915291015463ffffffff8082168352640100000000909104169181019190915290508515610cc8578051610cb8907f00000000000000000000000000000000000000000000000000000000000000009063ffffffff16611c10565b610cc3906001611c27565b610cca565b5f5b5f54909350610cdb90600190611bde565b8614610d1c577f0000000000000000000000000000000000000000000000000000000000000000816020015163ffffffff16610d179190611c10565b610d8e565b83610d28866001611c27565b1015610d34575f610d37565b60035b60ff16610d847f00000000000000000000000000000000000000000000000000000000000000007f0000000000000000000000000000000000000000000000000000000000000000611c10565b610d8e9190611c27565b915050935093915050565b5f808080610db48a610dae60c08a018a611c53565b8b610f53565b6001805491985093965091945092505f9182918d908110610dd757610dd76117cf565b905f5260205f200190505f5b8154811015610eb6577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166327744928838381548110610e2d57610e2d6117cf565b905f5260205f2001548d6040518363ffffffff1660e01b8152600401610e6392919091825263ffffffff16602082015260400190565b602060405180830381865afa158015610e7e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ea29190611c98565b610eac9084611c27565b9250600101610de3565b50821580610ed55750610ec98883611c10565b610ed38885611c10565b105b15610f045760405163766fe80960e11b8152600481018d90526024810184905260448101839052606401610408565b610f24610f1c8c8e8c60e001358d6101000135610240565b86868c61119c565b610f4457604051633e04927960e01b8152600481018d9052602401610408565b50505050509695505050505050565b5f80808080866001600160401b03811115610f7057610f706117e3565b604051908082528060200260200182016040528015610f99578160200160208202803683370190505b5090505f5f5b88811015611165575f610ff08b8b84818110610fbd57610fbd6117cf565b9050604002015f01358c8c85818110610fd857610fd86117cf565b905060400201602001355f9182526020526040902090565b9050828111611015576040516302a3e21f60e31b8152600481018d9052602401610408565b6110208c6001611c27565b5f828152600260205260409020541461105657604051634469deb360e01b8152600481018d905260248101829052604401610408565b8092508084838151811061106c5761106c6117cf565b60209081029190910101526040516304ee892560e31b81526004810182905263ffffffff8a1660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632774492890604401602060405180830381865afa1580156110e6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061110a9190611c98565b6111149087611c27565b955061115788888d8d8681811061112d5761112d6117cf565b9050604002015f01358e8e87818110611148576111486117cf565b905060400201602001356111b4565b909850965050600101610f9f565b50816040516020016111779190611bb3565b6040516020818303038152906040528051906020012092505050945094509450949050565b5f816111aa8686868461120f565b9695505050505050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa91508051935060208101519250508061120557604051634010053960e11b815260040160405180910390fd5b5094509492505050565b5f6106c08582868686838080611224886112c0565b90925090506112316114db565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e08201526112b38161137b565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa61134f575f5ffd5b815193508083858609036113635750611374565b50602081528160018508935061132c565b5050915091565b5f6114cf565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6113b25750610bfe565b825160408501526020830151606085015260408360808660065afa6113d75750610bfe565b60018452600260208501528060408501525060408360608560075afa15610bfe5760c0820151604084015260e08201516060840152604060c0830160808560065afa15610bfe577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa15610bfe5750505160011490565b610bfe60405183611381565b604051806101800160405280600c906020820280368337509192915050565b5f5f5f5f6080858703121561150d575f5ffd5b5050823594602084013594506040840135936060013592509050565b5f5f5f6040848603121561153b575f5ffd5b8335925060208401356001600160401b03811115611557575f5ffd5b8401601f81018613611567575f5ffd5b80356001600160401b0381111561157c575f5ffd5b86602082840101111561158d575f5ffd5b939660209190910195509293505050565b5f6101208201905083825282516020830152602083015160408301526040830151606083015263ffffffff606084015116608083015263ffffffff60808401511660a083015263ffffffff60a08401511660c083015260c083015161160b60e084018263ffffffff169052565b5060e083015163ffffffff8116610100840152509392505050565b5f5f83601f840112611636575f5ffd5b5081356001600160401b0381111561164c575f5ffd5b6020830191508360208260051b8501011115611666575f5ffd5b9250929050565b5f5f5f5f60408587031215611680575f5ffd5b84356001600160401b03811115611695575f5ffd5b6116a187828801611626565b90955093505060208501356001600160401b038111156116bf575f5ffd5b8501601f810187136116cf575f5ffd5b80356001600160401b038111156116e4575f5ffd5b8760208260061b84010111156116f8575f5ffd5b949793965060200194505050565b5f60208284031215611716575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b81811015611754578351835260209384019390920191600101611736565b509095945050505050565b5f5f5f5f5f5f60a08789031215611774575f5ffd5b86359550602087013563ffffffff8116811461178e575f5ffd5b945060408701356001600160401b038111156117a8575f5ffd5b6117b489828a01611626565b979a9699509760608101359660809091013595509350505050565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b60405160e081016001600160401b0381118282101715611819576118196117e3565b60405290565b604051601f8201601f191681016001600160401b0381118282101715611847576118476117e3565b604052919050565b5f6001600160401b03821115611867576118676117e3565b5060051b60200190565b5f82601f830112611880575f5ffd5b813561189361188e8261184f565b61181f565b8082825260208201915060208360051b8601019250858311156118b4575f5ffd5b602085015b838110156118d15780358352602092830192016118b9565b5095945050505050565b5f6118e861188e8461184f565b838152905060208101600584901b830185811115611904575f5ffd5b835b8181101561193e5780356001600160401b03811115611923575f5ffd5b61192f88828801611871565b84525060209283019201611906565b5050509392505050565b5f82601f830112611957575f5ffd5b611966838335602085016118db565b9392505050565b5f611978604061181f565b905080604083018481111561198b575f5ffd5b835b818110156119a557803583526020928301920161198d565b50505092915050565b5f82601f8301126119bd575f5ffd5b81356119cb61188e8261184f565b8082825260208201915060208360061b8601019250858311156119ec575f5ffd5b602085015b838110156118d15786601f820112611a07575f5ffd5b611a11878261196d565b83526020909201916040016119f1565b5f82601f830112611a30575f5ffd5b5f611a3b606061181f565b9050806060840185811115611a4e575f5ffd5b845b81811015611a68578035835260209283019201611a50565b509195945050505050565b5f60208284031215611a83575f5ffd5b81356001600160401b03811115611a98575f5ffd5b82016101208185031215611aaa575f5ffd5b611ab26117f7565b813581526020808301359082015260408201356001600160401b03811115611ad8575f5ffd5b611ae486828501611948565b60408301525060608201356001600160401b03811115611b02575f5ffd5b611b0e868285016119ae565b60608301525060808201356001600160401b03811115611b2c575f5ffd5b611b3886828501611871565b60808301525060a08201356001600160401b03811115611b56575f5ffd5b611b6286828501611871565b60a083015250611b758560c08401611a21565b60c0820152949350505050565b5f8151602083015f5b82811015611ba9578151865260209586019590910190600101611b8b565b5093949350505050565b5f6119668284611b82565b5f6119663684846118db565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610bfe57610bfe611bca565b5f823561011e19833603018112611c06575f5ffd5b9190910192915050565b8082028115828204841417610bfe57610bfe611bca565b80820180821115610bfe57610bfe611bca565b8281525f611c4b6020830184611b82565b949350505050565b5f5f8335601e19843603018112611c68575f5ffd5b8301803591506001600160401b03821115611c81575f5ffd5b6020019150600681901b3603821315611666575f5ffd5b5f60208284031215611ca8575f5ffd5b505191905056fea26469706673582212208a0c5f2efd7566a200f8a477cd7482ebe12c7539f7ee3fc37b15624672e07a0364736f6c63430008250033",
}

// ShardCommittee is an auto generated Go binding around an Ethereum contract.
type ShardCommittee struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ShardCommittee) GetABI() abi.ABI {
	return c.abi
}

// NewShardCommittee creates a new instance of ShardCommittee.
func NewShardCommittee() *ShardCommittee {
	parsed, err := ShardCommitteeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ShardCommittee{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ShardCommittee) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, uint256 layers_, bool qkNorm, (uint32,uint32)[] ranges, bytes32[][] members) returns()
func (shardCommittee *ShardCommittee) PackConstructor(registry_ common.Address, layers_ *big.Int, qkNorm bool, ranges []ShardCommitteeRange, members [][][32]byte) []byte {
	enc, err := shardCommittee.abi.Pack("", registry_, layers_, qkNorm, ranges, members)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackSHARDDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1c7bb08.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SHARD_DOMAIN() view returns(bytes32)
func (shardCommittee *ShardCommittee) PackSHARDDOMAIN() []byte {
	enc, err := shardCommittee.abi.Pack("SHARD_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSHARDDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1c7bb08.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SHARD_DOMAIN() view returns(bytes32)
func (shardCommittee *ShardCommittee) TryPackSHARDDOMAIN() ([]byte, error) {
	return shardCommittee.abi.Pack("SHARD_DOMAIN")
}

// UnpackSHARDDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1c7bb08.
//
// Solidity: function SHARD_DOMAIN() view returns(bytes32)
func (shardCommittee *ShardCommittee) UnpackSHARDDOMAIN(data []byte) ([32]byte, error) {
	out, err := shardCommittee.abi.Unpack("SHARD_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCheck is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fa82591.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function check(bytes32 digest, uint32 ref, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],bytes32,bytes32)[] sigs, uint256 numerator, uint256 denominator) view returns(bytes32 shards)
func (shardCommittee *ShardCommittee) PackCheck(digest [32]byte, ref uint32, sigs []ShardSignature, numerator *big.Int, denominator *big.Int) []byte {
	enc, err := shardCommittee.abi.Pack("check", digest, ref, sigs, numerator, denominator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheck is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9fa82591.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function check(bytes32 digest, uint32 ref, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],bytes32,bytes32)[] sigs, uint256 numerator, uint256 denominator) view returns(bytes32 shards)
func (shardCommittee *ShardCommittee) TryPackCheck(digest [32]byte, ref uint32, sigs []ShardSignature, numerator *big.Int, denominator *big.Int) ([]byte, error) {
	return shardCommittee.abi.Pack("check", digest, ref, sigs, numerator, denominator)
}

// UnpackCheck is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9fa82591.
//
// Solidity: function check(bytes32 digest, uint32 ref, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],bytes32,bytes32)[] sigs, uint256 numerator, uint256 denominator) view returns(bytes32 shards)
func (shardCommittee *ShardCommittee) UnpackCheck(data []byte) ([32]byte, error) {
	out, err := shardCommittee.abi.Unpack("check", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38926b6d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 promptLen, bytes claim_) view returns(bytes32 record, (bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (shardCommittee *ShardCommittee) PackClaim(promptLen *big.Int, claim []byte) []byte {
	enc, err := shardCommittee.abi.Pack("claim", promptLen, claim)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38926b6d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 promptLen, bytes claim_) view returns(bytes32 record, (bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (shardCommittee *ShardCommittee) TryPackClaim(promptLen *big.Int, claim []byte) ([]byte, error) {
	return shardCommittee.abi.Pack("claim", promptLen, claim)
}

// ClaimOutput serves as a container for the return parameters of contract
// method Claim.
type ClaimOutput struct {
	Record [32]byte
	C      ShardClaim
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38926b6d.
//
// Solidity: function claim(uint256 promptLen, bytes claim_) view returns(bytes32 record, (bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (shardCommittee *ShardCommittee) UnpackClaim(data []byte) (ClaimOutput, error) {
	out, err := shardCommittee.abi.Unpack("claim", data)
	outstruct := new(ClaimOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Record = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.C = *abi.ConvertType(out[1], new(ShardClaim)).(*ShardClaim)
	return *outstruct, nil
}

// PackLayers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c80cc16.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function layers() view returns(uint256)
func (shardCommittee *ShardCommittee) PackLayers() []byte {
	enc, err := shardCommittee.abi.Pack("layers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLayers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c80cc16.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function layers() view returns(uint256)
func (shardCommittee *ShardCommittee) TryPackLayers() ([]byte, error) {
	return shardCommittee.abi.Pack("layers")
}

// UnpackLayers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c80cc16.
//
// Solidity: function layers() view returns(uint256)
func (shardCommittee *ShardCommittee) UnpackLayers(data []byte) (*big.Int, error) {
	out, err := shardCommittee.abi.Unpack("layers", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMembers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5daf08ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function members(uint256 s) view returns(bytes32[])
func (shardCommittee *ShardCommittee) PackMembers(s *big.Int) []byte {
	enc, err := shardCommittee.abi.Pack("members", s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMembers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5daf08ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function members(uint256 s) view returns(bytes32[])
func (shardCommittee *ShardCommittee) TryPackMembers(s *big.Int) ([]byte, error) {
	return shardCommittee.abi.Pack("members", s)
}

// UnpackMembers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5daf08ca.
//
// Solidity: function members(uint256 s) view returns(bytes32[])
func (shardCommittee *ShardCommittee) UnpackMembers(data []byte) ([][32]byte, error) {
	out, err := shardCommittee.abi.Unpack("members", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackOpsPerLayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44e2ede7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function opsPerLayer() view returns(uint256)
func (shardCommittee *ShardCommittee) PackOpsPerLayer() []byte {
	enc, err := shardCommittee.abi.Pack("opsPerLayer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpsPerLayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x44e2ede7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function opsPerLayer() view returns(uint256)
func (shardCommittee *ShardCommittee) TryPackOpsPerLayer() ([]byte, error) {
	return shardCommittee.abi.Pack("opsPerLayer")
}

// UnpackOpsPerLayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x44e2ede7.
//
// Solidity: function opsPerLayer() view returns(uint256)
func (shardCommittee *ShardCommittee) UnpackOpsPerLayer(data []byte) (*big.Int, error) {
	out, err := shardCommittee.abi.Unpack("opsPerLayer", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRange is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5e45bec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function range(uint256 s) view returns(uint256 start, uint256 end)
func (shardCommittee *ShardCommittee) PackRange(s *big.Int) []byte {
	enc, err := shardCommittee.abi.Pack("range", s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRange is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5e45bec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function range(uint256 s) view returns(uint256 start, uint256 end)
func (shardCommittee *ShardCommittee) TryPackRange(s *big.Int) ([]byte, error) {
	return shardCommittee.abi.Pack("range", s)
}

// RangeOutput serves as a container for the return parameters of contract
// method Range.
type RangeOutput struct {
	Start *big.Int
	End   *big.Int
}

// UnpackRange is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5e45bec.
//
// Solidity: function range(uint256 s) view returns(uint256 start, uint256 end)
func (shardCommittee *ShardCommittee) UnpackRange(data []byte) (RangeOutput, error) {
	out, err := shardCommittee.abi.Unpack("range", data)
	outstruct := new(RangeOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Start = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.End = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (shardCommittee *ShardCommittee) PackRegistry() []byte {
	enc, err := shardCommittee.abi.Pack("registry")
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
func (shardCommittee *ShardCommittee) TryPackRegistry() ([]byte, error) {
	return shardCommittee.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (shardCommittee *ShardCommittee) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := shardCommittee.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackShardCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e9c77a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardCount() view returns(uint256)
func (shardCommittee *ShardCommittee) PackShardCount() []byte {
	enc, err := shardCommittee.abi.Pack("shardCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e9c77a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardCount() view returns(uint256)
func (shardCommittee *ShardCommittee) TryPackShardCount() ([]byte, error) {
	return shardCommittee.abi.Pack("shardCount")
}

// UnpackShardCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x04e9c77a.
//
// Solidity: function shardCount() view returns(uint256)
func (shardCommittee *ShardCommittee) UnpackShardCount(data []byte) (*big.Int, error) {
	out, err := shardCommittee.abi.Unpack("shardCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackShardDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x177524ac.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardDigest(bytes32 transitionDigest, uint256 s, bytes32 inBoundary, bytes32 outBoundary) view returns(bytes32)
func (shardCommittee *ShardCommittee) PackShardDigest(transitionDigest [32]byte, s *big.Int, inBoundary [32]byte, outBoundary [32]byte) []byte {
	enc, err := shardCommittee.abi.Pack("shardDigest", transitionDigest, s, inBoundary, outBoundary)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x177524ac.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardDigest(bytes32 transitionDigest, uint256 s, bytes32 inBoundary, bytes32 outBoundary) view returns(bytes32)
func (shardCommittee *ShardCommittee) TryPackShardDigest(transitionDigest [32]byte, s *big.Int, inBoundary [32]byte, outBoundary [32]byte) ([]byte, error) {
	return shardCommittee.abi.Pack("shardDigest", transitionDigest, s, inBoundary, outBoundary)
}

// UnpackShardDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x177524ac.
//
// Solidity: function shardDigest(bytes32 transitionDigest, uint256 s, bytes32 inBoundary, bytes32 outBoundary) view returns(bytes32)
func (shardCommittee *ShardCommittee) UnpackShardDigest(data []byte) ([32]byte, error) {
	out, err := shardCommittee.abi.Unpack("shardDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackShardPlusOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1ed3ef4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardPlusOne(bytes32 id) view returns(uint256)
func (shardCommittee *ShardCommittee) PackShardPlusOne(id [32]byte) []byte {
	enc, err := shardCommittee.abi.Pack("shardPlusOne", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardPlusOne is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1ed3ef4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardPlusOne(bytes32 id) view returns(uint256)
func (shardCommittee *ShardCommittee) TryPackShardPlusOne(id [32]byte) ([]byte, error) {
	return shardCommittee.abi.Pack("shardPlusOne", id)
}

// UnpackShardPlusOne is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1ed3ef4.
//
// Solidity: function shardPlusOne(bytes32 id) view returns(uint256)
func (shardCommittee *ShardCommittee) UnpackShardPlusOne(data []byte) (*big.Int, error) {
	out, err := shardCommittee.abi.Unpack("shardPlusOne", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackShardsRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39bfa10b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardsRecord(bytes32[][] ids, bytes32[2][] bounds) view returns(bytes32)
func (shardCommittee *ShardCommittee) PackShardsRecord(ids [][][32]byte, bounds [][2][32]byte) []byte {
	enc, err := shardCommittee.abi.Pack("shardsRecord", ids, bounds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardsRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39bfa10b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardsRecord(bytes32[][] ids, bytes32[2][] bounds) view returns(bytes32)
func (shardCommittee *ShardCommittee) TryPackShardsRecord(ids [][][32]byte, bounds [][2][32]byte) ([]byte, error) {
	return shardCommittee.abi.Pack("shardsRecord", ids, bounds)
}

// UnpackShardsRecord is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39bfa10b.
//
// Solidity: function shardsRecord(bytes32[][] ids, bytes32[2][] bounds) view returns(bytes32)
func (shardCommittee *ShardCommittee) UnpackShardsRecord(data []byte) ([32]byte, error) {
	out, err := shardCommittee.abi.Unpack("shardsRecord", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (shardCommittee *ShardCommittee) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["BadShardClaim"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackBadShardClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["BoundaryMismatch"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackBoundaryMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["InvalidG1Point"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackInvalidG1PointError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["MemberTwice"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackMemberTwiceError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["NoMembers"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackNoMembersError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["NotShardMember"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackNotShardMemberError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardBadSignature"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardBelowThreshold"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardEmpty"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardEmptyError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardGap"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardGapError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardOutOfRange"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["ShardOverlap"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackShardOverlapError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["SignersNotSorted"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackSignersNotSortedError(raw[4:])
	}
	if bytes.Equal(raw[:4], shardCommittee.abi.Errors["WrongShardCount"].ID.Bytes()[:4]) {
		return shardCommittee.UnpackWrongShardCountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ShardCommitteeBadShardClaim represents a BadShardClaim error raised by the ShardCommittee contract.
type ShardCommitteeBadShardClaim struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadShardClaim(uint256 shard)
func ShardCommitteeBadShardClaimErrorID() common.Hash {
	return common.HexToHash("0xd8f5dc2e52944cec56b47711e6f0e6d87a234dd2a088766b67499423eea77262")
}

// UnpackBadShardClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadShardClaim(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackBadShardClaimError(raw []byte) (*ShardCommitteeBadShardClaim, error) {
	out := new(ShardCommitteeBadShardClaim)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "BadShardClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeBoundaryMismatch represents a BoundaryMismatch error raised by the ShardCommittee contract.
type ShardCommitteeBoundaryMismatch struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BoundaryMismatch(uint256 shard)
func ShardCommitteeBoundaryMismatchErrorID() common.Hash {
	return common.HexToHash("0xd9be5c9abfb90ff8bf48a05c360c43bbfebc431c81bcb07179059dabefd4cc76")
}

// UnpackBoundaryMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BoundaryMismatch(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackBoundaryMismatchError(raw []byte) (*ShardCommitteeBoundaryMismatch, error) {
	out := new(ShardCommitteeBoundaryMismatch)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "BoundaryMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeInvalidG1Point represents a InvalidG1Point error raised by the ShardCommittee contract.
type ShardCommitteeInvalidG1Point struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidG1Point()
func ShardCommitteeInvalidG1PointErrorID() common.Hash {
	return common.HexToHash("0x80200a72ac30eb88ae0f95b2fa37aaa22d1bbf60cf949669f66ba65af1e856a9")
}

// UnpackInvalidG1PointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidG1Point()
func (shardCommittee *ShardCommittee) UnpackInvalidG1PointError(raw []byte) (*ShardCommitteeInvalidG1Point, error) {
	out := new(ShardCommitteeInvalidG1Point)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "InvalidG1Point", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeMemberTwice represents a MemberTwice error raised by the ShardCommittee contract.
type ShardCommitteeMemberTwice struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error MemberTwice(bytes32 id)
func ShardCommitteeMemberTwiceErrorID() common.Hash {
	return common.HexToHash("0x463835304a9e5ff9cbf1ffe4cbb5ea27e3ed44be603851100354d884a2461dd3")
}

// UnpackMemberTwiceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error MemberTwice(bytes32 id)
func (shardCommittee *ShardCommittee) UnpackMemberTwiceError(raw []byte) (*ShardCommitteeMemberTwice, error) {
	out := new(ShardCommitteeMemberTwice)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "MemberTwice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeNoMembers represents a NoMembers error raised by the ShardCommittee contract.
type ShardCommitteeNoMembers struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoMembers(uint256 shard)
func ShardCommitteeNoMembersErrorID() common.Hash {
	return common.HexToHash("0x8b5b44ab0aee0c7c6e4280f6137bda704880f0bbca1079bd1231cd40cdbaf1e5")
}

// UnpackNoMembersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoMembers(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackNoMembersError(raw []byte) (*ShardCommitteeNoMembers, error) {
	out := new(ShardCommitteeNoMembers)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "NoMembers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeNotShardMember represents a NotShardMember error raised by the ShardCommittee contract.
type ShardCommitteeNotShardMember struct {
	Shard *big.Int
	Id    [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotShardMember(uint256 shard, bytes32 id)
func ShardCommitteeNotShardMemberErrorID() common.Hash {
	return common.HexToHash("0x4469deb3499bb7a9c54b78b32c458684ae2331fab94837e5fe232df023986e5f")
}

// UnpackNotShardMemberError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotShardMember(uint256 shard, bytes32 id)
func (shardCommittee *ShardCommittee) UnpackNotShardMemberError(raw []byte) (*ShardCommitteeNotShardMember, error) {
	out := new(ShardCommitteeNotShardMember)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "NotShardMember", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardBadSignature represents a ShardBadSignature error raised by the ShardCommittee contract.
type ShardCommitteeShardBadSignature struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardBadSignature(uint256 shard)
func ShardCommitteeShardBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x3e049279e7531c5f0f49fb043640cf7f163066865393c26173cf9b5bb4952464")
}

// UnpackShardBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardBadSignature(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackShardBadSignatureError(raw []byte) (*ShardCommitteeShardBadSignature, error) {
	out := new(ShardCommitteeShardBadSignature)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardBadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardBelowThreshold represents a ShardBelowThreshold error raised by the ShardCommittee contract.
type ShardCommitteeShardBelowThreshold struct {
	Shard       *big.Int
	SignedStake *big.Int
	TotalStake  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardBelowThreshold(uint256 shard, uint256 signedStake, uint256 totalStake)
func ShardCommitteeShardBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0xecdfd01204e39d0a3bb3379a4ec344a5094b033df4e27d74395e102e4d45a38a")
}

// UnpackShardBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardBelowThreshold(uint256 shard, uint256 signedStake, uint256 totalStake)
func (shardCommittee *ShardCommittee) UnpackShardBelowThresholdError(raw []byte) (*ShardCommitteeShardBelowThreshold, error) {
	out := new(ShardCommitteeShardBelowThreshold)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardBelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardEmpty represents a ShardEmpty error raised by the ShardCommittee contract.
type ShardCommitteeShardEmpty struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardEmpty(uint256 shard)
func ShardCommitteeShardEmptyErrorID() common.Hash {
	return common.HexToHash("0x426aba0e3ef42b2ac0be156be0d3afbbe6a3e90f8d79eca4fb82b3aac6430cd2")
}

// UnpackShardEmptyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardEmpty(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackShardEmptyError(raw []byte) (*ShardCommitteeShardEmpty, error) {
	out := new(ShardCommitteeShardEmpty)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardEmpty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardGap represents a ShardGap error raised by the ShardCommittee contract.
type ShardCommitteeShardGap struct {
	Shard    *big.Int
	Start    *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardGap(uint256 shard, uint256 start, uint256 expected)
func ShardCommitteeShardGapErrorID() common.Hash {
	return common.HexToHash("0x7edfb647996c99a5734c516d706fc8775fce5333cd4f455aa51fe93954b380b2")
}

// UnpackShardGapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardGap(uint256 shard, uint256 start, uint256 expected)
func (shardCommittee *ShardCommittee) UnpackShardGapError(raw []byte) (*ShardCommitteeShardGap, error) {
	out := new(ShardCommitteeShardGap)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardGap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardOutOfRange represents a ShardOutOfRange error raised by the ShardCommittee contract.
type ShardCommitteeShardOutOfRange struct {
	Shard  *big.Int
	End    *big.Int
	Layers *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardOutOfRange(uint256 shard, uint256 end, uint256 layers)
func ShardCommitteeShardOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x1b26e1562a8a28a316f38dc4a2a271bdf128b60d20a4be81232556e966d2e9ea")
}

// UnpackShardOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardOutOfRange(uint256 shard, uint256 end, uint256 layers)
func (shardCommittee *ShardCommittee) UnpackShardOutOfRangeError(raw []byte) (*ShardCommitteeShardOutOfRange, error) {
	out := new(ShardCommitteeShardOutOfRange)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeShardOverlap represents a ShardOverlap error raised by the ShardCommittee contract.
type ShardCommitteeShardOverlap struct {
	Shard    *big.Int
	Start    *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ShardOverlap(uint256 shard, uint256 start, uint256 expected)
func ShardCommitteeShardOverlapErrorID() common.Hash {
	return common.HexToHash("0x0b4aa794a724875f57eeb91ea2d01a251dcefbf387de7e33d46f37d348756cee")
}

// UnpackShardOverlapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ShardOverlap(uint256 shard, uint256 start, uint256 expected)
func (shardCommittee *ShardCommittee) UnpackShardOverlapError(raw []byte) (*ShardCommitteeShardOverlap, error) {
	out := new(ShardCommitteeShardOverlap)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "ShardOverlap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeSignersNotSorted represents a SignersNotSorted error raised by the ShardCommittee contract.
type ShardCommitteeSignersNotSorted struct {
	Shard *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignersNotSorted(uint256 shard)
func ShardCommitteeSignersNotSortedErrorID() common.Hash {
	return common.HexToHash("0x151f10f86bf4480fbedfdcb66cc3252205bafbd1bb4d06cbab5e6422ecd5ac9b")
}

// UnpackSignersNotSortedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignersNotSorted(uint256 shard)
func (shardCommittee *ShardCommittee) UnpackSignersNotSortedError(raw []byte) (*ShardCommitteeSignersNotSorted, error) {
	out := new(ShardCommitteeSignersNotSorted)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "SignersNotSorted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ShardCommitteeWrongShardCount represents a WrongShardCount error raised by the ShardCommittee contract.
type ShardCommitteeWrongShardCount struct {
	Given  *big.Int
	Shards *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongShardCount(uint256 given, uint256 shards)
func ShardCommitteeWrongShardCountErrorID() common.Hash {
	return common.HexToHash("0xa7b772e08dba8dd0aebb72b2ed7607402756aaed62cfcce44b10dd0b6059c98f")
}

// UnpackWrongShardCountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongShardCount(uint256 given, uint256 shards)
func (shardCommittee *ShardCommittee) UnpackWrongShardCountError(raw []byte) (*ShardCommitteeWrongShardCount, error) {
	out := new(ShardCommitteeWrongShardCount)
	if err := shardCommittee.abi.UnpackIntoInterface(out, "WrongShardCount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
