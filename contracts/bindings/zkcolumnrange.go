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

// ZkColumnRangeClaim is an auto generated low-level Go binding around an user-defined struct.
type ZkColumnRangeClaim struct {
	PieceHashes [][32]byte
	FirstPiece  *big.Int
	PieceProof  [][32]byte
	InputHash   [32]byte
	SegHashes   [][32]byte
	NextHash    [32]byte
	Off         *big.Int
	S           *big.Int
	Proof       []byte
}

// ZkColumnRangeMetaData contains all meta data concerning the ZkColumnRange contract.
var ZkColumnRangeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"verifier_\",\"type\":\"address\",\"internalType\":\"contractIColumnRangeVerifier\"},{\"name\":\"rows_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cols_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"inputLen_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"PIECE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"WORDS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bind\",\"inputs\":[{\"name\":\"blobRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"blobPieces\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"wordAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"anchor\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structZkColumnRange.Claim\",\"components\":[{\"name\":\"pieceHashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"firstPiece\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pieceProof\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"segHashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"nextHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"off\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"cols\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"digest\",\"inputs\":[{\"name\":\"pieceHashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"prevHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"nextHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"off\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"inputLen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pieces\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"rows\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"blobRoot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"blobPieces\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"wordAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"anchor\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pre\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structZkColumnRange.Claim\",\"components\":[{\"name\":\"pieceHashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"firstPiece\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pieceProof\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"segHashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"nextHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"off\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"s\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[{\"name\":\"post\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifier\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIColumnRangeVerifier\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"zeroHash\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"BadClaim\",\"inputs\":[{\"name\":\"what\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"PreMismatch\",\"inputs\":[{\"name\":\"got\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"want\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ProofRejected\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"WeightsMismatch\",\"inputs\":[{\"name\":\"got\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"want\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongWords\",\"inputs\":[{\"name\":\"got\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"want\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "ZkColumnRange",
	Bin: "0x610100604052348015610010575f5ffd5b50604051610ffe380380610ffe83398101604081905261002f9161004e565b6001600160a01b0390931660805260a09190915260c05260e052610095565b5f5f5f5f60808587031215610061575f5ffd5b84516001600160a01b0381168114610077575f5ffd5b60208601516040870151606090970151919890975090945092505050565b60805160a05160c05160e051610f146100ea5f395f818161015c01526102c301525f81816101a9015281816101e0015261029c01525f8181610109015261022301525f818160ca015261069b0152610f145ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c8063672c82591161006e578063672c82591461013c5780637adbfaeb146101445780637e1b5de514610157578063abfd2f0e1461017e578063df05e75914610191578063f33da4a1146101a4575f5ffd5b806317674036146100aa5780632b7ac3f3146100c55780634376497f146101045780634ecb3a311461012b57806361ddaed814610133575b5f5ffd5b6100b26101cb565b6040519081526020015b60405180910390f35b6100ec7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100bc565b6100b27f000000000000000000000000000000000000000000000000000000000000000081565b6100b2602081565b6100b261040081565b6100b261021d565b6100b2610152366004610b37565b610298565b6100b27f000000000000000000000000000000000000000000000000000000000000000081565b6100b261018c366004610bb9565b61062f565b6100b261019f366004610b37565b610672565b6100b27f000000000000000000000000000000000000000000000000000000000000000081565b5f602060026101da8282610cbb565b610204907f0000000000000000000000000000000000000000000000000000000000000000610cd8565b61020e9190610ceb565b6102189190610cfe565b905090565b5f6102497f00000000000000000000000000000000000000000000000000000000000000006020610cbb565b67ffffffffffffffff81111561026157610261610ba5565b6040519080825280601f01601f19166020018201604052801561028b576020820181803683370190505b5080519060200120905090565b5f807f000000000000000000000000000000000000000000000000000000000000000060016102e7827f0000000000000000000000000000000000000000000000000000000000000000610cd8565b6102f19190610ceb565b6102fb9190610cfe565b9050808360e001351061033e5760405163dc2e5bb160e01b815260206004820152600560248201526472616e676560d81b60448201526064015b60405180910390fd5b60208360c001351061037c5760405163dc2e5bb160e01b81526020600482015260066024820152651bd9999cd95d60d21b6044820152606401610335565b6103846101cb565b61038e8480610d1d565b9050146103c75760405163dc2e5bb160e01b815260206004820152600660248201526570696563657360d01b6044820152606401610335565b60e08301356103d96080850185610d1d565b90501461041a5760405163dc2e5bb160e01b815260206004820152600e60248201526d7365676d656e742068617368657360901b6044820152606401610335565b8560c084013561042e602080870135610cbb565b6104389190610cd8565b1461047e5760c0830135610450602080860135610cbb565b61045a9190610cd8565b60405163c1492aef60e01b8152600481019190915260248101879052604401610335565b5f6104ac61048c8580610d1d565b866020013561049a8c6107a9565b6104a760408a018a610d1d565b6107cc565b90508881146104d857604051635b103dc360e01b815260048101829052602481018a9052604401610335565b855f5b8560e001358110156105525781816104f66080890189610d1d565b8481811061050657610506610d6a565b90506020020135604051602001610530939291909283526020830191909152604082015260600190565b60408051601f19818403018152919052805160209091012091506001016104db565b5085811461057d57604051635bbca9a360e11b81526004810182905260248101879052604401610335565b5f60e0860135156105bf576105956080870187610d1d565b6105a4600160e08a0135610ceb565b8181106105b3576105b3610d6a565b905060200201356105c7565b6105c761021d565b90506106206105d68780610d1d565b808060200260200160405190810160405280939291908181526020018383602002808284375f9201919091525050505060608801358360a08a013560c08b013560e08c013561062f565b9b9a5050505050505050505050565b5f600887878787878760405160200161064d96959493929190610d7e565b60408051601f198184030181529190528051602090910120901c979650505050505050565b5f5f604051806020016040528061068d8a8a8a8a8a8a610298565b905290506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016638d8f8a5c6106ce610100860186610dd2565b846040518463ffffffff1660e01b81526004016106ed93929190610e15565b5f6040518083038186803b158015610703575f5ffd5b505afa925050508015610714575060015b610762573d808015610741576040519150601f19603f3d011682016040523d82523d5f602084013e610746565b606091505b50806040516367488e3b60e11b81526004016103359190610e6f565b604080516020810186905260e08501359181019190915260a08401356060820152608001604051602081830303815290604052805190602001209150509695505050505050565b5f5b81816001901b10156107c7576107c081610ea4565b90506107ab565b919050565b5f806107d88787610cd8565b90508615806107e957506001851b81115b156108235760405163dc2e5bb160e01b81526020600482015260096024820152683834b2b1b290393ab760b91b6044820152606401610335565b5f61082f886002610cd8565b67ffffffffffffffff81111561084757610847610ba5565b604051908082528060200260200182016040528015610870578160200160208202803683370190505b5090505f5b888110156108c75789898281811061088f5761088f610d6a565b90506020020135828260016108a49190610cd8565b815181106108b4576108b4610d6a565b6020908102919091010152600101610875565b505f5f5b87811015610aec5760018981168103610950578683036108fe5760405163dc2e5bb160e01b815260040161033590610ebc565b87878461090a81610ea4565b955081811061091b5761091b610d6a565b90506020020135845f8151811061093457610934610d6a565b60209081029190910101525f61094b60018c610ceb565b9a5090505b846001166001036109de5786830361097b5760405163dc2e5bb160e01b815260040161033590610ebc565b87878461098781610ea4565b955081811061099857610998610d6a565b90506020020135848b87846109ad9190610cd8565b6109b79190610ceb565b815181106109c7576109c7610d6a565b60209081029190910101526109db85610ea4565b94505b5f5b60026109ec8c88610ceb565b6109f69190610cfe565b811015610ac75784610a09826002610cbb565b610a139084610cd8565b81518110610a2357610a23610d6a565b602002602001015185826002610a399190610cbb565b610a439085610cd8565b610a4e906001610cd8565b81518110610a5e57610a5e610d6a565b6020026020010151604051602001610a80929190918252602082015260400190565b6040516020818303038152906040528051906020012085826001610aa49190610cd8565b81518110610ab457610ab4610d6a565b60209081029190910101526001016109e0565b50610ad360028b610cfe565b610ade600287610cfe565b909a509450506001016108cb565b50808514610b0d5760405163dc2e5bb160e01b815260040161033590610ebc565b81600181518110610b2057610b20610d6a565b602002602001015193505050509695505050505050565b5f5f5f5f5f5f60c08789031215610b4c575f5ffd5b863595506020870135945060408701359350606087013592506080870135915060a087013567ffffffffffffffff811115610b85575f5ffd5b8701610120818a031215610b97575f5ffd5b809150509295509295509295565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f5f60c08789031215610bce575f5ffd5b863567ffffffffffffffff811115610be4575f5ffd5b8701601f81018913610bf4575f5ffd5b803567ffffffffffffffff811115610c0e57610c0e610ba5565b8060051b604051601f19603f830116810181811067ffffffffffffffff82111715610c3b57610c3b610ba5565b60405291825260208184018101929081018c841115610c58575f5ffd5b6020850194505b83851015610c7b57843580825260209586019590935001610c5f565b509b60208b01359b5060408b01359a60608101359a506080810135995060a00135975095505050505050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610cd257610cd2610ca7565b92915050565b80820180821115610cd257610cd2610ca7565b81810381811115610cd257610cd2610ca7565b5f82610d1857634e487b7160e01b5f52601260045260245ffd5b500490565b5f5f8335601e19843603018112610d32575f5ffd5b83018035915067ffffffffffffffff821115610d4c575f5ffd5b6020019150600581901b3603821315610d63575f5ffd5b9250929050565b634e487b7160e01b5f52603260045260245ffd5b86515f90829060208a01835b82811015610da8578151845260209384019390910190600101610d8a565b5050509687525050602085019390935260408401919091526060830152608082015260a001919050565b5f5f8335601e19843603018112610de7575f5ffd5b83018035915067ffffffffffffffff821115610e01575f5ffd5b602001915036819003821315610d63575f5ffd5b60408152826040820152828460608301375f606084830101525f6060601f19601f860116830101905060208201835f5b6001811015610e64578151835260209283019290910190600101610e45565b505050949350505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f60018201610eb557610eb5610ca7565b5060010190565b6020808252600890820152677369626c696e677360c01b60408201526060019056fea26469706673582212209eabd02b9d5dad57dfeb851058d680cd2eded9356263cf0faa32f2b64ba8f78d64736f6c63430008250033",
}

// ZkColumnRange is an auto generated Go binding around an Ethereum contract.
type ZkColumnRange struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ZkColumnRange) GetABI() abi.ABI {
	return c.abi
}

// NewZkColumnRange creates a new instance of ZkColumnRange.
func NewZkColumnRange() *ZkColumnRange {
	parsed, err := ZkColumnRangeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ZkColumnRange{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ZkColumnRange) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address verifier_, uint256 rows_, uint256 cols_, uint256 inputLen_) returns()
func (zkColumnRange *ZkColumnRange) PackConstructor(verifier_ common.Address, rows_ *big.Int, cols_ *big.Int, inputLen_ *big.Int) []byte {
	enc, err := zkColumnRange.abi.Pack("", verifier_, rows_, cols_, inputLen_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackPIECE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61ddaed8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PIECE() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackPIECE() []byte {
	enc, err := zkColumnRange.abi.Pack("PIECE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPIECE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61ddaed8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PIECE() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackPIECE() ([]byte, error) {
	return zkColumnRange.abi.Pack("PIECE")
}

// UnpackPIECE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61ddaed8.
//
// Solidity: function PIECE() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackPIECE(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("PIECE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWORDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecb3a31.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WORDS() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackWORDS() []byte {
	enc, err := zkColumnRange.abi.Pack("WORDS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWORDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ecb3a31.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WORDS() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackWORDS() ([]byte, error) {
	return zkColumnRange.abi.Pack("WORDS")
}

// UnpackWORDS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ecb3a31.
//
// Solidity: function WORDS() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackWORDS(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("WORDS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7adbfaeb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bind(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackBind(blobRoot [32]byte, blobPieces *big.Int, wordAt *big.Int, anchor [32]byte, pre [32]byte, c ZkColumnRangeClaim) []byte {
	enc, err := zkColumnRange.abi.Pack("bind", blobRoot, blobPieces, wordAt, anchor, pre, c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBind is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7adbfaeb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bind(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackBind(blobRoot [32]byte, blobPieces *big.Int, wordAt *big.Int, anchor [32]byte, pre [32]byte, c ZkColumnRangeClaim) ([]byte, error) {
	return zkColumnRange.abi.Pack("bind", blobRoot, blobPieces, wordAt, anchor, pre, c)
}

// UnpackBind is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7adbfaeb.
//
// Solidity: function bind(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackBind(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("bind", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCols is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf33da4a1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cols() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackCols() []byte {
	enc, err := zkColumnRange.abi.Pack("cols")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCols is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf33da4a1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cols() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackCols() ([]byte, error) {
	return zkColumnRange.abi.Pack("cols")
}

// UnpackCols is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf33da4a1.
//
// Solidity: function cols() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackCols(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("cols", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabfd2f0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function digest(bytes32[] pieceHashes, bytes32 inputHash, bytes32 prevHash, bytes32 nextHash, uint256 off, uint256 s) pure returns(uint256)
func (zkColumnRange *ZkColumnRange) PackDigest(pieceHashes [][32]byte, inputHash [32]byte, prevHash [32]byte, nextHash [32]byte, off *big.Int, s *big.Int) []byte {
	enc, err := zkColumnRange.abi.Pack("digest", pieceHashes, inputHash, prevHash, nextHash, off, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabfd2f0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function digest(bytes32[] pieceHashes, bytes32 inputHash, bytes32 prevHash, bytes32 nextHash, uint256 off, uint256 s) pure returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackDigest(pieceHashes [][32]byte, inputHash [32]byte, prevHash [32]byte, nextHash [32]byte, off *big.Int, s *big.Int) ([]byte, error) {
	return zkColumnRange.abi.Pack("digest", pieceHashes, inputHash, prevHash, nextHash, off, s)
}

// UnpackDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xabfd2f0e.
//
// Solidity: function digest(bytes32[] pieceHashes, bytes32 inputHash, bytes32 prevHash, bytes32 nextHash, uint256 off, uint256 s) pure returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackDigest(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("digest", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInputLen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e1b5de5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inputLen() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackInputLen() []byte {
	enc, err := zkColumnRange.abi.Pack("inputLen")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInputLen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e1b5de5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inputLen() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackInputLen() ([]byte, error) {
	return zkColumnRange.abi.Pack("inputLen")
}

// UnpackInputLen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7e1b5de5.
//
// Solidity: function inputLen() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackInputLen(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("inputLen", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPieces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17674036.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pieces() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackPieces() []byte {
	enc, err := zkColumnRange.abi.Pack("pieces")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPieces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17674036.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pieces() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackPieces() ([]byte, error) {
	return zkColumnRange.abi.Pack("pieces")
}

// UnpackPieces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17674036.
//
// Solidity: function pieces() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackPieces(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("pieces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRows is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4376497f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rows() view returns(uint256)
func (zkColumnRange *ZkColumnRange) PackRows() []byte {
	enc, err := zkColumnRange.abi.Pack("rows")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRows is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4376497f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rows() view returns(uint256)
func (zkColumnRange *ZkColumnRange) TryPackRows() ([]byte, error) {
	return zkColumnRange.abi.Pack("rows")
}

// UnpackRows is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4376497f.
//
// Solidity: function rows() view returns(uint256)
func (zkColumnRange *ZkColumnRange) UnpackRows(data []byte) (*big.Int, error) {
	out, err := zkColumnRange.abi.Unpack("rows", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf05e759.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function step(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(bytes32 post)
func (zkColumnRange *ZkColumnRange) PackStep(blobRoot [32]byte, blobPieces *big.Int, wordAt *big.Int, anchor [32]byte, pre [32]byte, c ZkColumnRangeClaim) []byte {
	enc, err := zkColumnRange.abi.Pack("step", blobRoot, blobPieces, wordAt, anchor, pre, c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdf05e759.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function step(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(bytes32 post)
func (zkColumnRange *ZkColumnRange) TryPackStep(blobRoot [32]byte, blobPieces *big.Int, wordAt *big.Int, anchor [32]byte, pre [32]byte, c ZkColumnRangeClaim) ([]byte, error) {
	return zkColumnRange.abi.Pack("step", blobRoot, blobPieces, wordAt, anchor, pre, c)
}

// UnpackStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdf05e759.
//
// Solidity: function step(bytes32 blobRoot, uint256 blobPieces, uint256 wordAt, bytes32 anchor, bytes32 pre, (bytes32[],uint256,bytes32[],bytes32,bytes32[],bytes32,uint256,uint256,bytes) c) view returns(bytes32 post)
func (zkColumnRange *ZkColumnRange) UnpackStep(data []byte) ([32]byte, error) {
	out, err := zkColumnRange.abi.Unpack("step", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifier() view returns(address)
func (zkColumnRange *ZkColumnRange) PackVerifier() []byte {
	enc, err := zkColumnRange.abi.Pack("verifier")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifier is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b7ac3f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifier() view returns(address)
func (zkColumnRange *ZkColumnRange) TryPackVerifier() ([]byte, error) {
	return zkColumnRange.abi.Pack("verifier")
}

// UnpackVerifier is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (zkColumnRange *ZkColumnRange) UnpackVerifier(data []byte) (common.Address, error) {
	out, err := zkColumnRange.abi.Unpack("verifier", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackZeroHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x672c8259.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function zeroHash() view returns(bytes32)
func (zkColumnRange *ZkColumnRange) PackZeroHash() []byte {
	enc, err := zkColumnRange.abi.Pack("zeroHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackZeroHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x672c8259.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function zeroHash() view returns(bytes32)
func (zkColumnRange *ZkColumnRange) TryPackZeroHash() ([]byte, error) {
	return zkColumnRange.abi.Pack("zeroHash")
}

// UnpackZeroHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x672c8259.
//
// Solidity: function zeroHash() view returns(bytes32)
func (zkColumnRange *ZkColumnRange) UnpackZeroHash(data []byte) ([32]byte, error) {
	out, err := zkColumnRange.abi.Unpack("zeroHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (zkColumnRange *ZkColumnRange) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], zkColumnRange.abi.Errors["BadClaim"].ID.Bytes()[:4]) {
		return zkColumnRange.UnpackBadClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColumnRange.abi.Errors["PreMismatch"].ID.Bytes()[:4]) {
		return zkColumnRange.UnpackPreMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColumnRange.abi.Errors["ProofRejected"].ID.Bytes()[:4]) {
		return zkColumnRange.UnpackProofRejectedError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColumnRange.abi.Errors["WeightsMismatch"].ID.Bytes()[:4]) {
		return zkColumnRange.UnpackWeightsMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], zkColumnRange.abi.Errors["WrongWords"].ID.Bytes()[:4]) {
		return zkColumnRange.UnpackWrongWordsError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ZkColumnRangeBadClaim represents a BadClaim error raised by the ZkColumnRange contract.
type ZkColumnRangeBadClaim struct {
	What string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadClaim(string what)
func ZkColumnRangeBadClaimErrorID() common.Hash {
	return common.HexToHash("0xdc2e5bb1cd4a4808d1c87cf54e586eb72d934a1330a842303c08d016e47d5983")
}

// UnpackBadClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadClaim(string what)
func (zkColumnRange *ZkColumnRange) UnpackBadClaimError(raw []byte) (*ZkColumnRangeBadClaim, error) {
	out := new(ZkColumnRangeBadClaim)
	if err := zkColumnRange.abi.UnpackIntoInterface(out, "BadClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColumnRangePreMismatch represents a PreMismatch error raised by the ZkColumnRange contract.
type ZkColumnRangePreMismatch struct {
	Got  [32]byte
	Want [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PreMismatch(bytes32 got, bytes32 want)
func ZkColumnRangePreMismatchErrorID() common.Hash {
	return common.HexToHash("0xb7795346a40e5162790c61b272ed6e8073ca9c2da96b3b443a4bfa2bdd55e6ad")
}

// UnpackPreMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PreMismatch(bytes32 got, bytes32 want)
func (zkColumnRange *ZkColumnRange) UnpackPreMismatchError(raw []byte) (*ZkColumnRangePreMismatch, error) {
	out := new(ZkColumnRangePreMismatch)
	if err := zkColumnRange.abi.UnpackIntoInterface(out, "PreMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColumnRangeProofRejected represents a ProofRejected error raised by the ZkColumnRange contract.
type ZkColumnRangeProofRejected struct {
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ProofRejected(bytes reason)
func ZkColumnRangeProofRejectedErrorID() common.Hash {
	return common.HexToHash("0xce911c76ff208b978ba31d48c0e607b3f351e1dfd12554d90037b63c9b1b0e6c")
}

// UnpackProofRejectedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ProofRejected(bytes reason)
func (zkColumnRange *ZkColumnRange) UnpackProofRejectedError(raw []byte) (*ZkColumnRangeProofRejected, error) {
	out := new(ZkColumnRangeProofRejected)
	if err := zkColumnRange.abi.UnpackIntoInterface(out, "ProofRejected", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColumnRangeWeightsMismatch represents a WeightsMismatch error raised by the ZkColumnRange contract.
type ZkColumnRangeWeightsMismatch struct {
	Got  [32]byte
	Want [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WeightsMismatch(bytes32 got, bytes32 want)
func ZkColumnRangeWeightsMismatchErrorID() common.Hash {
	return common.HexToHash("0x5b103dc3dcb4d4b6e9e7de9d582404d42385fb62e87c377491cb859e8ec98ab8")
}

// UnpackWeightsMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WeightsMismatch(bytes32 got, bytes32 want)
func (zkColumnRange *ZkColumnRange) UnpackWeightsMismatchError(raw []byte) (*ZkColumnRangeWeightsMismatch, error) {
	out := new(ZkColumnRangeWeightsMismatch)
	if err := zkColumnRange.abi.UnpackIntoInterface(out, "WeightsMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ZkColumnRangeWrongWords represents a WrongWords error raised by the ZkColumnRange contract.
type ZkColumnRangeWrongWords struct {
	Got  *big.Int
	Want *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongWords(uint256 got, uint256 want)
func ZkColumnRangeWrongWordsErrorID() common.Hash {
	return common.HexToHash("0xc1492aef6263c75dbf724899f20896a12630b3046fef92544c3251f846827fcf")
}

// UnpackWrongWordsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongWords(uint256 got, uint256 want)
func (zkColumnRange *ZkColumnRange) UnpackWrongWordsError(raw []byte) (*ZkColumnRangeWrongWords, error) {
	out := new(ZkColumnRangeWrongWords)
	if err := zkColumnRange.abi.UnpackIntoInterface(out, "WrongWords", raw); err != nil {
		return nil, err
	}
	return out, nil
}
