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

// ZkColRangeVerifierR2C1I2MetaData contains all meta data concerning the ZkColRangeVerifierR2C1I2 contract.
var ZkColRangeVerifierR2C1I2MetaData = bind.MetaData{
	ABI: "[{\"type\":\"function\",\"name\":\"compressProof\",\"inputs\":[{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"compressed\",\"type\":\"uint256[4]\",\"internalType\":\"uint256[4]\"},{\"name\":\"compressedCommitments\",\"type\":\"uint256[1]\",\"internalType\":\"uint256[1]\"},{\"name\":\"compressedCommitmentPok\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyCompressedProof\",\"inputs\":[{\"name\":\"compressedProof\",\"type\":\"uint256[4]\",\"internalType\":\"uint256[4]\"},{\"name\":\"compressedCommitments\",\"type\":\"uint256[1]\",\"internalType\":\"uint256[1]\"},{\"name\":\"compressedCommitmentPok\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"input\",\"type\":\"uint256[1]\",\"internalType\":\"uint256[1]\"}],\"outputs\":[],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyProof\",\"inputs\":[{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"input\",\"type\":\"uint256[1]\",\"internalType\":\"uint256[1]\"}],\"outputs\":[],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"CommitmentInvalid\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ProofInvalid\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"PublicInputNotInField\",\"inputs\":[]}]",
	ID:  "ZkColRangeVerifierR2C1I2",
	Bin: "0x6080604052348015600e575f5ffd5b5061199a8061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061003f575f3560e01c80630ea14a3914610043578063317297ea1461006e5780638d8f8a5c14610083575b5f5ffd5b6100566100513660046116d4565b610096565b60405161006593929190611713565b60405180910390f35b61008161007c366004611784565b610193565b005b6100816100913660046117d6565b6106c4565b61009e611616565b6100a6611634565b5f61018084146100f45760405162461bcd60e51b81526020600482015260146024820152730d2dcecc2d8d2c840e0e4dedecc40d8cadccee8d60631b60448201526064015b60405180910390fd5b843560208601356101058282610b7b565b855250506060850135604086013560a0870135608088013561012984848484610c68565b6020890152604088015260c0890135935060e0890135925061014b8484610b7b565b60608801526101008901359350610120890135925061016a8484610b7b565b8652610140890135935061016089013592506101868484610b7b565b9450505050509250925092565b61019b611634565b6101a3611652565b6101ab611670565b6101bb865f5b6020020135610f41565b602084015282525f806101cd87610f41565b85516020808801516040519496509294506060935f5160206119455f395f51905f52936101ff9392909186910161186c565b604051602081830303815290604052805190602001205f1c61022191906118a0565b865284518452602085810151858201527f122cdda4f7ef9919d6e42078ef7b41f56a99faa6a84b446010d97eeac0e664e16040808701919091527f16cb36aa68bb329b64186c5e840ec5fbbf721d3215cff73f27f89c981892930960608701527f2e440159cb4b05b93757ebf7c8a010416d48bd016f0b104d781b1b336406c16160808701527f178b6450298e8d93aecbfaf31d499232ad91ad0a98701ac670fa88554290fc1760a087015260c0860185905260e086018490527f02e0a166f780ad153a2cf36154c3d9c0c9f63d0bab92fdff80d62347f428089b6101008701527f1989337c2c798ca5763feee023dbb1b579727b032192509f69b3e55c07aeed476101208701527f1c4a61c540a0a6f0d362b825f18e3d13065abc39b7860ac64ce57ae9e6c61b5e6101408701527f20a1f655fb85b0557fe20a04a9074a22afd816891685a6004ec435c210b9cb12610160870152515f91816101808860085afa9051169050806103a6576040516351d49ff760e11b815260040160405180910390fd5b505050505f5f6103c1895f600481106101b1576101b1611827565b90925090505f8080806103dc60408e013560208f0135610fe0565b929650909450925090505f806103f38f60036101b1565b915091505f5f6104048e8e8e6111b4565b8b8d5260208d018b905260408d0189905260608d018a905260808d0187905260a08d0188905260c08d0186905260e08d018590527f15033073f5a094b6d52662b3cd550f896b481282dd18366471fce1fa3ce342386101008e01527f1d8300f76fa4a6414bded86a9e631304d97c3a02045b615e7fc05b22f8e306686101208e01527f171c40b6598dd73615a555d06e0460410272d499f9b16ce9c41ee41f862924486101408e01527f11d29931365ad69fa4edea74c20a0f8ee42ca412af7a9338c42ab7d58f99472b6101608e01527ea5e0c9fe3a7d25277e4176a892284a5622fb10b0777e286fec5edcda5b716a6101808e01527f1ed678b21af74283bcf94bd03e57da81a0a293d227c2b44e8364aa277b74041b6101a08e01527f1fcfd5572755c8f0a133bc76c707434be4c7346fdf89c7a721705a10832b6c0c6101c08e01527f2fdd9548c117bbcab34dfcb7a9b28611efa919c4a61156ef9a7343f6366bbb966101e08e01527f0e85e39718b0197baefaf7e5b5329891c3f2370f643eee9932d34e398db0f9206102008e01527ea468e227f24e171d7bb880f31635bb1d282e6604fdb3f0276e980dfc8fd4736102208e01526102408d018290526102608d018190527f2a04e658912339ff13cdabd26b0d166e23d1c01eee615960bf3346161c210cd76102808e01527f2ef775ba746e041d1547064707c7c8cc561608ca537c67f849b35354c58e9a3f6102a08e01527e7d58aaa8c0172c4c980dd9e79e73077c2cfb38140a7b1b94bb54ed67c325ec6102c08e01527f1d1172d5cde7fdf00a898f80de07ad3b1d40b55748edfc6df0f459f19da3749e6102e08e015290925090505f610675611634565b6020816103008f60085afa915081158061069157508051600114155b156106af57604051631ff3747d60e21b815260040160405180910390fd5b50505050505050505050505050505050505050565b610180821461070c5760405162461bcd60e51b81526020600482015260146024820152730d2dcecc2d8d2c840e0e4dedecc40d8cadccee8d60631b60448201526064016100eb565b610714611652565b604061010085018237610725611634565b60605f610738610140610100888a6118bf565b8360405160200161074b939291906118e6565b60408051601f198184030181529190528051602082012090915061077d905f5160206119455f395f51905f52906118a0565b835250604080515f91610100890182377f122cdda4f7ef9919d6e42078ef7b41f56a99faa6a84b446010d97eeac0e664e160408201527f16cb36aa68bb329b64186c5e840ec5fbbf721d3215cff73f27f89c981892930960608201527f2e440159cb4b05b93757ebf7c8a010416d48bd016f0b104d781b1b336406c16160808201527f178b6450298e8d93aecbfaf31d499232ad91ad0a98701ac670fa88554290fc1760a08201526040610140890160c08301377f02e0a166f780ad153a2cf36154c3d9c0c9f63d0bab92fdff80d62347f428089b6101008201527f1989337c2c798ca5763feee023dbb1b579727b032192509f69b3e55c07aeed476101208201527f1c4a61c540a0a6f0d362b825f18e3d13065abc39b7860ac64ce57ae9e6c61b5e6101408201527f20a1f655fb85b0557fe20a04a9074a22afd816891685a6004ec435c210b9cb126101608201526020816101808360085afa9051169050806108fb576040516351d49ff760e11b815260040160405180910390fd5b5f5f6109088786886111b4565b915091506040516101008a82377f15033073f5a094b6d52662b3cd550f896b481282dd18366471fce1fa3ce342386101008201527f1d8300f76fa4a6414bded86a9e631304d97c3a02045b615e7fc05b22f8e306686101208201527f171c40b6598dd73615a555d06e0460410272d499f9b16ce9c41ee41f862924486101408201527f11d29931365ad69fa4edea74c20a0f8ee42ca412af7a9338c42ab7d58f99472b6101608201527ea5e0c9fe3a7d25277e4176a892284a5622fb10b0777e286fec5edcda5b716a6101808201527f1ed678b21af74283bcf94bd03e57da81a0a293d227c2b44e8364aa277b74041b6101a08201527f1fcfd5572755c8f0a133bc76c707434be4c7346fdf89c7a721705a10832b6c0c6101c08201527f2fdd9548c117bbcab34dfcb7a9b28611efa919c4a61156ef9a7343f6366bbb966101e08201527f0e85e39718b0197baefaf7e5b5329891c3f2370f643eee9932d34e398db0f9206102008201527ea468e227f24e171d7bb880f31635bb1d282e6604fdb3f0276e980dfc8fd47361022082015282610240820152816102608201527f2a04e658912339ff13cdabd26b0d166e23d1c01eee615960bf3346161c210cd76102808201527f2ef775ba746e041d1547064707c7c8cc561608ca537c67f849b35354c58e9a3f6102a08201527e7d58aaa8c0172c4c980dd9e79e73077c2cfb38140a7b1b94bb54ed67c325ec6102c08201527f1d1172d5cde7fdf00a898f80de07ad3b1d40b55748edfc6df0f459f19da3749e6102e08201526020816103008360085afa905116925082610b7057604051631ff3747d60e21b815260040160405180910390fd5b505050505050505050565b5f5f5160206119255f395f51905f5283101580610ba557505f5160206119255f395f51905f528210155b15610bc357604051631ff3747d60e21b815260040160405180910390fd5b82158015610bcf575081155b15610bdb57505f610c62565b5f610c165f5160206119255f395f51905f5260035f5160206119255f395f51905f52875f5160206119255f395f51905f52898a090908611360565b9050808303610c2b575050600182901b610c62565b610c34816113c2565b8303610c47575050600182811b17610c62565b604051631ff3747d60e21b815260040160405180910390fd5b505b92915050565b5f5f5f5160206119255f395f51905f5286101580610c9357505f5160206119255f395f51905f528510155b80610cab57505f5160206119255f395f51905f528410155b80610cc357505f5160206119255f395f51905f528310155b15610ce157604051631ff3747d60e21b815260040160405180910390fd5b828486881717175f03610cf857505f905080610f38565b5f80805f5160206119255f395f51905f52610d2160035f5160206119255f395f51905f52611905565b5f5160206119255f395f51905f528a8c090990505f5f5160206119255f395f51905f528a5f5160206119255f395f51905f528c8d090990505f5f5160206119255f395f51905f528a5f5160206119255f395f51905f528c8d090990505f5160206119255f395f51905f52805f5160206119255f395f51905f528c860984087f2b149d40ceb8aaae81be18991be06ac3b5b4c5e559dbefa33267e6dc24a138e5089450610e0f5f5160206119255f395f51905f52805f5160206119255f395f51905f528e870984087f2fcd3ac2a640a154eb23960892a85a68f031ca0c8344b23a577dcf1052b9e775086113c2565b93505050505f5f610e5c5f5160206119255f395f51905f5280610e3457610e3461188c565b5f5160206119255f395f51905f528586095f5160206119255f395f51905f5287880908611360565b9050610ea75f5160206119255f395f51905f527f183227397098d014dc2822db40c0ac2ecbc0b548b438e5469e10460b6c3e7ea45f5160206119255f395f51905f52848808096113da565b15915050610eb6838383611422565b90935091508683148015610ec957508186145b15610ef15780610ed9575f610edc565b60025b60ff1660028a901b175f179450879350610f34565b610efa836113c2565b87148015610f0f5750610f0c826113c2565b86145b15610c475780610f1f575f610f22565b60025b60ff1660028a901b1760011794508793505b5050505b94509492505050565b5f5f825f03610f5457505f928392509050565b600183811c9250808416145f5160206119255f395f51905f528310610f8c57604051631ff3747d60e21b815260040160405180910390fd5b610fc65f5160206119255f395f51905f5260035f5160206119255f395f51905f52865f5160206119255f395f51905f528889090908611360565b91508015610fda57610fd7826113c2565b91505b50915091565b5f80808085158015610ff0575084155b1561100557505f9250829150819050806111ab565b600286811c945085935060018088161490808816145f5160206119255f395f51905f528610158061104357505f5160206119255f395f51905f528510155b1561106157604051631ff3747d60e21b815260040160405180910390fd5b5f5f5160206119255f395f51905f5261108860035f5160206119255f395f51905f52611905565b5f5160206119255f395f51905f52888a090990505f5f5160206119255f395f51905f52885f5160206119255f395f51905f528a8b090990505f5f5160206119255f395f51905f52885f5160206119255f395f51905f528a8b090990505f5160206119255f395f51905f52805f5160206119255f395f51905f528a860984087f2b149d40ceb8aaae81be18991be06ac3b5b4c5e559dbefa33267e6dc24a138e50896506111765f5160206119255f395f51905f52805f5160206119255f395f51905f528c870984087f2fcd3ac2a640a154eb23960892a85a68f031ca0c8344b23a577dcf1052b9e775086113c2565b9550611183878786611422565b909750955084156111a557611197876113c2565b96506111a2866113c2565b95505b50505050505b92959194509250565b5f5f5f60019050604051604081015f7f0714b5505151f7f444a40d8855950df728b40189c1c88a625de52232ee7e8f0283527f21bbe7d76c832947883c85200d38cc3645427fcb7e53cd03199889674905c4cf6020840152865182526020870151602083015260408360808560065afa841693507f26a2356bea84fedfdf47b0db76b5d297799efac4fbdc2752bfcb577531234f9c82527f2773e0a4eb9fcdfc7123bb6a4549a75b1c9899ad46d2caae825706cd8f67d25c6020830152883590508060408301525f5160206119455f395f51905f5281108416935060408260608460075afa8416935060408360808560065afa7f11ed39f255bb94da1cf5187e678ca17b41f2d603a6a0b396c63f09b587a5c22f83527f0e6da76cc18e2f69b95cb509521f7ec8812d3b4367c500cfd7eccc82f88122f66020840152885160408085018290525f5160206119455f395f51905f5290911091909516169390508160608160075afa831692505060408160808360065afa815160209092015191945090925016806113575760405163a54f8e2760e01b815260040160405180910390fd5b50935093915050565b5f61138b827f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f52611555565b9050815f5160206119255f395f51905f52828309146113bd57604051631ff3747d60e21b815260040160405180910390fd5b919050565b5f5160206119255f395f51905f529081900681030690565b5f5f611406837f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f52611555565b9050825f5160206119255f395f51905f52828309149392505050565b5f80806114515f5160206119255f395f51905f52808788095f5160206119255f395f51905f52898a0908611360565b9050831561146557611462816113c2565b90505b6114ae5f5160206119255f395f51905f527f183227397098d014dc2822db40c0ac2ecbc0b548b438e5469e10460b6c3e7ea45f5160206119255f395f51905f52848a0809611360565b92505f5160206119255f395f51905f526114d85f5160206119255f395f51905f52600286096115b8565b860991505f5160206119255f395f51905f526115035f5160206119255f395f51905f528485096113c2565b5f5160206119255f395f51905f52858609088614158061153757505f5160206119255f395f51905f52808385096002098514155b1561135757604051631ff3747d60e21b815260040160405180910390fd5b5f5f60405160208152602080820152602060408201528460608201528360808201525f5160206119255f395f51905f5260a082015260208160c08360055afa90519250905080610c6057604051631ff3747d60e21b815260040160405180910390fd5b5f6115e3827f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd45611555565b90505f5160206119255f395f51905f528183096001146113bd57604051631ff3747d60e21b815260040160405180910390fd5b60405180608001604052806004906020820280368337509192915050565b60405180602001604052806001906020820280368337509192915050565b60405180604001604052806002906020820280368337509192915050565b6040518061030001604052806018906020820280368337509192915050565b5f5f83601f84011261169f575f5ffd5b50813567ffffffffffffffff8111156116b6575f5ffd5b6020830191508360208285010111156116cd575f5ffd5b9250929050565b5f5f602083850312156116e5575f5ffd5b823567ffffffffffffffff8111156116fb575f5ffd5b6117078582860161168f565b90969095509350505050565b60c0810181855f5b600481101561173a57815183526020928301929091019060010161171b565b50505060808201845f5b6001811015611763578151835260209283019290910190600101611744565b5050508260a0830152949350505050565b8060208101831015610c62575f5ffd5b5f5f5f5f60e08587031215611797575f5ffd5b60808501868111156117a7575f5ffd5b8594506117b48782611774565b93505060a085013591506117cb8660c08701611774565b905092959194509250565b5f5f5f604084860312156117e8575f5ffd5b833567ffffffffffffffff8111156117fe575f5ffd5b61180a8682870161168f565b909450925061181e90508560208601611774565b90509250925092565b634e487b7160e01b5f52603260045260245ffd5b5f8151602083015f5b82811015611862578151865260209586019590910190600101611844565b5093949350505050565b8381528260208201525f611883604083018461183b565b95945050505050565b634e487b7160e01b5f52601260045260245ffd5b5f826118ba57634e487b7160e01b5f52601260045260245ffd5b500690565b5f5f858511156118cd575f5ffd5b838611156118d9575f5ffd5b5050820193919092039150565b828482375f8382015f81526118fb818561183b565b9695505050505050565b81810381811115610c6257634e487b7160e01b5f52601160045260245ffdfe30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4730644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001a26469706673582212208375e81a26d75cbf7e09e600cfb3303006e2cddd0bdee9c211369cb9139f411e64736f6c63430008250033",
}

// ZkColRangeVerifierR2C1I2 is an auto generated Go binding around an Ethereum contract.
type ZkColRangeVerifierR2C1I2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ZkColRangeVerifierR2C1I2) GetABI() abi.ABI {
	return c.abi
}

// NewZkColRangeVerifierR2C1I2 creates a new instance of ZkColRangeVerifierR2C1I2.
func NewZkColRangeVerifierR2C1I2() *ZkColRangeVerifierR2C1I2 {
	parsed, err := ZkColRangeVerifierR2C1I2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ZkColRangeVerifierR2C1I2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ZkColRangeVerifierR2C1I2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackCompressProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ea14a39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function compressProof(bytes proof) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) PackCompressProof(proof []byte) []byte {
	enc, err := zkColRangeVerifierR2C1I2.abi.Pack("compressProof", proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCompressProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0ea14a39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function compressProof(bytes proof) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) TryPackCompressProof(proof []byte) ([]byte, error) {
	return zkColRangeVerifierR2C1I2.abi.Pack("compressProof", proof)
}

// CompressProofOutput serves as a container for the return parameters of contract
// method CompressProof.
type CompressProofOutput struct {
	Compressed              [4]*big.Int
	CompressedCommitments   [1]*big.Int
	CompressedCommitmentPok *big.Int
}

// UnpackCompressProof is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0ea14a39.
//
// Solidity: function compressProof(bytes proof) view returns(uint256[4] compressed, uint256[1] compressedCommitments, uint256 compressedCommitmentPok)
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) UnpackCompressProof(data []byte) (CompressProofOutput, error) {
	out, err := zkColRangeVerifierR2C1I2.abi.Unpack("compressProof", data)
	outstruct := new(CompressProofOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Compressed = *abi.ConvertType(out[0], new([4]*big.Int)).(*[4]*big.Int)
	outstruct.CompressedCommitments = *abi.ConvertType(out[1], new([1]*big.Int)).(*[1]*big.Int)
	outstruct.CompressedCommitmentPok = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackVerifyCompressedProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317297ea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyCompressedProof(uint256[4] compressedProof, uint256[1] compressedCommitments, uint256 compressedCommitmentPok, uint256[1] input) view returns()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) PackVerifyCompressedProof(compressedProof [4]*big.Int, compressedCommitments [1]*big.Int, compressedCommitmentPok *big.Int, input [1]*big.Int) []byte {
	enc, err := zkColRangeVerifierR2C1I2.abi.Pack("verifyCompressedProof", compressedProof, compressedCommitments, compressedCommitmentPok, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyCompressedProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x317297ea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyCompressedProof(uint256[4] compressedProof, uint256[1] compressedCommitments, uint256 compressedCommitmentPok, uint256[1] input) view returns()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) TryPackVerifyCompressedProof(compressedProof [4]*big.Int, compressedCommitments [1]*big.Int, compressedCommitmentPok *big.Int, input [1]*big.Int) ([]byte, error) {
	return zkColRangeVerifierR2C1I2.abi.Pack("verifyCompressedProof", compressedProof, compressedCommitments, compressedCommitmentPok, input)
}

// PackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d8f8a5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyProof(bytes proof, uint256[1] input) view returns()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) PackVerifyProof(proof []byte, input [1]*big.Int) []byte {
	enc, err := zkColRangeVerifierR2C1I2.abi.Pack("verifyProof", proof, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d8f8a5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyProof(bytes proof, uint256[1] input) view returns()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) TryPackVerifyProof(proof []byte, input [1]*big.Int) ([]byte, error) {
	return zkColRangeVerifierR2C1I2.abi.Pack("verifyProof", proof, input)
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], zkColRangeVerifierR2C1I2.abi.Errors["CommitmentInvalid"].ID.Bytes()[:4]) {
		return zkColRangeVerifierR2C1I2.UnpackCommitmentInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColRangeVerifierR2C1I2.abi.Errors["ProofInvalid"].ID.Bytes()[:4]) {
		return zkColRangeVerifierR2C1I2.UnpackProofInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColRangeVerifierR2C1I2.abi.Errors["PublicInputNotInField"].ID.Bytes()[:4]) {
		return zkColRangeVerifierR2C1I2.UnpackPublicInputNotInFieldError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ZkColRangeVerifierR2C1I2CommitmentInvalid represents a CommitmentInvalid error raised by the ZkColRangeVerifierR2C1I2 contract.
type ZkColRangeVerifierR2C1I2CommitmentInvalid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitmentInvalid()
func ZkColRangeVerifierR2C1I2CommitmentInvalidErrorID() common.Hash {
	return common.HexToHash("0xa3a93fee56dfcbe3c39f5ec63c6730967db3a2793a813cf79d599fdf35d8f518")
}

// UnpackCommitmentInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitmentInvalid()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) UnpackCommitmentInvalidError(raw []byte) (*ZkColRangeVerifierR2C1I2CommitmentInvalid, error) {
	out := new(ZkColRangeVerifierR2C1I2CommitmentInvalid)
	if err := zkColRangeVerifierR2C1I2.abi.UnpackIntoInterface(out, "CommitmentInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColRangeVerifierR2C1I2ProofInvalid represents a ProofInvalid error raised by the ZkColRangeVerifierR2C1I2 contract.
type ZkColRangeVerifierR2C1I2ProofInvalid struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofInvalid()
func ZkColRangeVerifierR2C1I2ProofInvalidErrorID() common.Hash {
	return common.HexToHash("0x7fcdd1f433fad06e243ebb12f415f49dc48f357e41b96f61f504279fe6bb2ac6")
}

// UnpackProofInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofInvalid()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) UnpackProofInvalidError(raw []byte) (*ZkColRangeVerifierR2C1I2ProofInvalid, error) {
	out := new(ZkColRangeVerifierR2C1I2ProofInvalid)
	if err := zkColRangeVerifierR2C1I2.abi.UnpackIntoInterface(out, "ProofInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColRangeVerifierR2C1I2PublicInputNotInField represents a PublicInputNotInField error raised by the ZkColRangeVerifierR2C1I2 contract.
type ZkColRangeVerifierR2C1I2PublicInputNotInField struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PublicInputNotInField()
func ZkColRangeVerifierR2C1I2PublicInputNotInFieldErrorID() common.Hash {
	return common.HexToHash("0xa54f8e27d960b419368d544cd7616e10e384de098966aa60b80904dd31e7ab38")
}

// UnpackPublicInputNotInFieldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PublicInputNotInField()
func (zkColRangeVerifierR2C1I2 *ZkColRangeVerifierR2C1I2) UnpackPublicInputNotInFieldError(raw []byte) (*ZkColRangeVerifierR2C1I2PublicInputNotInField, error) {
	out := new(ZkColRangeVerifierR2C1I2PublicInputNotInField)
	if err := zkColRangeVerifierR2C1I2.abi.UnpackIntoInterface(out, "PublicInputNotInField", raw); err != nil {
		return nil, err
	}
	return out, nil
}
