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

// Transition is an auto generated low-level Go binding around an user-defined struct.
type Transition struct {
	ChainId        *big.Int
	Consumer       common.Address
	Index          uint64
	Manifest       [32]byte
	Input          [32]byte
	Slot           [32]byte
	OldValue       [32]byte
	NewValue       [32]byte
	ReferenceBlock uint32
}

// LLMConsumerMetaData contains all meta data concerning the LLMConsumer contract.
var LLMConsumerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"},{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"},{\"name\":\"chunkHashes_\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"RESULT_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"chunkHashes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deployer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"infer\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"inputHash\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"invalid\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextIndex\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resultSlot\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"resultValue\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"setArbiter\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transitionDigest\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"d\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateHinted\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ArbiterSet\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Inferred\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transitioned\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Updated\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ArbiterAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadHashToG1Hints\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotDeployer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"RegistryWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StaleOldValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"current\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TokenOutOfRange\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TokensMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TokensRequired\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChain\",\"inputs\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongIndex\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"expected\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"WrongManifest\",\"inputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroArbiter\",\"inputs\":[]}]",
	ID:  "LLMConsumer",
	Bin: "0x61016060405260015f55348015610014575f5ffd5b50604051612155380380612155833981016040819052610033916101d0565b84846001600160a01b031663337f3f326040518163ffffffff1660e01b8152600401602060405180830381865afa158015610070573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009491906102cf565b83838115806100a257508082115b156100ce57604051637b7a98f160e01b8152600481018390526024810182905260440160405180910390fd5b836001600160a01b03163b5f036100f8576040516356efbef760e01b815260040160405180910390fd5b6001600160a01b038416608081905260a084905260c083905260e0829052604080516338abcc7960e01b815290516338abcc79916004808201926020929091908290030181865afa15801561014f573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061017391906102cf565b610100525050506001600160a01b03851661012052503361014052600361019a84826102e6565b505050505050610386565b6001600160a01b03811681146101b9575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a086880312156101e4575f5ffd5b85516101ef816101a5565b6020870151909550610200816101a5565b60408701519094506001600160401b0381111561021b575f5ffd5b8601601f8101881361022b575f5ffd5b80516001600160401b03811115610244576102446101bc565b604051600582901b90603f8201601f191681016001600160401b0381118282101715610272576102726101bc565b60405291825260208184018101929081018b84111561028f575f5ffd5b6020850194505b838510156102b257845180825260209586019590935001610296565b5060608a01516080909a0151989b979a5098979695505050505050565b5f602082840312156102df575f5ffd5b5051919050565b81516001600160401b038111156102ff576102ff6101bc565b68010000000000000000811115610318576103186101bc565b81548183558082101561034c57825f528160205f20018282035f5b81811015610348575f83820155600101610333565b5050505b5060208301610360835f9081526020902090565b5f5b8381101561037e57825182820155602090920191600101610362565b505050505050565b60805160a05160c05160e051610100516101205161014051611d4d6104085f395f8181610386015261045201525f818161035f015261064c01525f610cdd01525f818161015c0152610df701525f81816101d10152610dd601525f81816103d301528181610b780152610bba01525f81816102af0152610d030152611d4d5ff3fe608060405234801561000f575f5ffd5b5060043610610153575f3560e01c80637b103999116100bf578063d5f3948811610079578063d5f3948814610381578063dcc6945f146103a8578063ebc2f716146103bb578063f5baf0d7146103ce578063fc7e9c6f146103f5578063fe25e00a14610415575f5ffd5b80637b103999146102aa57806389e57706146102e95780638a46e2141461030b5780639b7ed1f714610332578063b45488b314610345578063c9d4623f1461035a575f5ffd5b80634f9affe0116101105780634f9affe0146102065780635d9097b31461021957806369ecc3cf1461022c5780636a9385671461023f578063757f0b8a1461026257806378efb5c414610283575f5ffd5b80630e0232ce1461015757806317b8a93d146101915780631c9c088a146101a4578063323ac9ff146101b9578063343cddcc146101cc57806339a926c4146101f3575b5f5ffd5b61017e7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b61017e61019f36600461167a565b610428565b6101b76101b23660046116c1565b610447565b005b6101b76101c7366004611716565b61052a565b61017e7f000000000000000000000000000000000000000000000000000000000000000081565b61017e610201366004611763565b610543565b6101b761021436600461177a565b610556565b61017e610227366004611830565b61056e565b6101b761023a366004611763565b6105ac565b61025261024d366004611763565b610619565b6040519015158152602001610188565b61027561027036600461184b565b610646565b604051610188929190611892565b61017e7f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b281565b6102d17f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610188565b6102526102f7366004611763565b60026020525f908152604090205460ff1681565b61017e7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced581565b61017e610340366004611763565b61079c565b61034d6107ee565b60405161018891906118df565b6102d17f000000000000000000000000000000000000000000000000000000000000000081565b6102d17f000000000000000000000000000000000000000000000000000000000000000081565b6101b76103b6366004611921565b610844565b61017e6103c936600461184b565b610855565b61017e7f000000000000000000000000000000000000000000000000000000000000000081565b6103fd61088d565b6040516001600160401b039091168152602001610188565b6001546102d1906001600160a01b031681565b5f6040518260051b858252808560208401376020019020949350505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461049057604051638b906c9760e01b815260040160405180910390fd5b6001546001600160a01b0316156104ba576040516342ec185b60e11b815260040160405180910390fd5b6001600160a01b0381166104e15760405163704f2a0960e11b815260040160405180910390fd5b600180546001600160a01b0319166001600160a01b0383169081179091556040517f9ff67193c9fe359ce094be60d43a9d35abc78247205d3af0a0d21583b691bc52905f90a250565b604051635adc7b7960e11b815260040160405180910390fd5b5f5f61054e8361079c565b549392505050565b610565878787878787876108a1565b50505050505050565b6040517fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced58082525f9161012084602083013761014090209392505050565b6001546001600160a01b031633146105d75760405163665b32d360e11b815260040160405180910390fd5b5f81815260026020526040808220805460ff191660011790555182917f0a96a6189893c6d5cbf48f7afd7d7c9991aee9f1c9c76926cf9dffa37ff2434591a250565b5f8061062483610543565b1415801561064057505f8281526002602052604090205460ff16155b92915050565b5f6060807f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166353c3db8b87878760036040518563ffffffff1660e01b815260040161069d94939291906119a8565b5f60405180830381865afa1580156106b7573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526106de9190810190611aff565b8051919350915081906106f390600190611bc5565b8151811061070357610703611bd8565b602002602001015192505f610719878787610855565b90505f6107258261079c565b90505f858560405160200161073b929190611bec565b604051602081830303815290604052805190602001209050808255827f9b57190460e3d0cda66a718a38f5138839598b157c61ea43e0c0169310bc4ab68787604051610788929190611892565b60405180910390a250505050935093915050565b604080517f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b260208201529081018290525f90606001604051602081830303815290604052805190602001209050919050565b6060600380548060200260200160405190810160405280929190818152602001828054801561083a57602002820191905f5260205f20905b815481526020019060010190808311610826575b5050505050905090565b5f80610565878787878786806108a1565b6040515f9061086e908390859087908290602001611c26565b6040516020818303038152906040528051906020012090509392505050565b5f60015f5461089c9190611bc5565b905090565b5f5f5f60405192508560051b80606001840160405288604085015280886060860137806020016040850120915050878352604060208401528560021b6040840152601f19601f8760021b011660600191506109098360606109029190611c5f565b88886109b6565b6109265760405163744f82e360e01b815260040160405180910390fd5b808a60e001351461095c57604051630bc9499560e21b815260e08b01356004820152602481018290526044015b60405180910390fd5b6109688a8a8787610a8b565b7f301bc7f0357b59c028ac1fac04cf1dba373be7a33f8123aa3c7210a6fd8ff79e5f61099a60608d0160408e01611c72565b905060808c01358082848789a350505050505050505050505050565b5f825f8360031c60081b82015b80831015610a4b575f833560208501356040860135606087013580821783851717871796508060801b8260a01b178360c01b8560e01b1717945050505050608084013560a085013560c086013560e08701358082178385171787179650808260201b178360401b8560601b171785178c525050505050610100830192506020870196506109c3565b508360051b85015b80831015610a7a57823580831792508060e01b885250602083019250600487019650610a53565b506401000000001195945050505050565b83354614610ab5576040516324497bc360e01b815284356004820152466024820152604401610953565b30610ac660408601602087016116c1565b6001600160a01b031614610b0957610ae460408501602086016116c1565b604051632ac427ff60e01b81526001600160a01b039091166004820152602401610953565b5f60015f54610b189190611bc5565b905080610b2b6060870160408801611c72565b6001600160401b031614610b7657610b496060860160408701611c72565b604051635357a66560e11b81526001600160401b0391821660048201529082166024820152604401610953565b7f0000000000000000000000000000000000000000000000000000000000000000856060013514610be65760405163e5872e5f60e01b8152606086013560048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610953565b610bef85610c73565b60a0850135805460c08701358114610c2e57604051639f142d5760e01b8152600481018390526024810182905260c08801356044820152606401610953565b610c54610c3a8861056e565b610c4c6101208a016101008b01611c98565b888888610cd7565b60e0870135808355610c67846002611c5f565b5f555050505050505050565b7f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b25f81815260808301356020819052604090912060a08401358114610cd157604051633b346b6360e11b815260a08501356004820152602401610953565b50505050565b610d01847f0000000000000000000000000000000000000000000000000000000000000000610e2b565b7f00000000000000000000000000000000000000000000000000000000000000006310798e9d60e11b5f610d3c610100870160e08801611c98565b63ffffffff169050365f610d5360c0890189611cbb565b915091505f60405190508160051b608001810160405284815283600482015260406024820152816044820152610d968383836064610d919190611c5f565b610ea8565b8160051b5f5f82606401848a5afa610db0573d5f833e3d82fd5b806060013d14610dbe575f5ffd5b60205f833e806060602084013e50610e1c8b89898d8d7f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000088610f03565b50505050505050505050505050565b438263ffffffff1610610e5f576040516326f2db8960e01b815263ffffffff83166004820152436024820152604401610953565b80610e7063ffffffff841643611bc5565b1115610ea457604051630f096f4d60e41b815263ffffffff8316600482015243602482015260448101829052606401610953565b5050565b5f838360061b81015b80821015610efb576040825f3760405f20838111610ee45760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190610eb1565b505050505050565b5f80808815610f32575f5f610f198d8d8d610f53565b6040805192835260208301919091528181019052925050505b610f418b828a8a8a8a8a611031565b92509250509850989650505050505050565b5f80807f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd476001851115611009578087069350856002860360051b8101600193505b80821015610fd6578260038488868a8b09090882358482868384090882151715610fc2575f95505050610fd6565b505082600187089550602082019150610f94565b50821561100757816003838785898a0909088135945060208201358584828309148285888909141684871016945050505b505b816110275760405163115f9ba160e01b815260040160405180910390fd5b5050935093915050565b5f5f5f5f6110408989876110fd565b945090925090505f61106b838361105a60c08d018d611cbb565b8e6110668c6020611c5f565b61120c565b9194509250905061107c8185611bc5565b945084158061109c57506110908885611d00565b61109a8887611d00565b105b156110c4576040516322c1720560e21b81526004810186905260248101859052604401610953565b6110d18c8c85858d61133b565b6110ee57604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b5f808080611112610100870160e08801611c98565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082611179576040516343a2f1cb60e01b815263ffffffff8b16600482015260248101859052604401610953565b8161119a576040516318c3096f60e21b815260048101859052602401610953565b63ffffffff81811690602083901c8116908c168211806111ca575080158015906111ca5750808c63ffffffff1610155b156111f7576040516343a2f1cb60e01b815263ffffffff8d16600482015260248101879052604401610953565b50969a95995060401c97509395505050505050565b5f5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4790506040518a815289602082015260408101898960061b81015b8082101561131e5788516bffffffffffffffffffffffff811663ffffffff8260601c168c10156112b6578160e01c8c10156112a1576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6bffffffffffffffffffffffff8260801c1690505b806112d9576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa61130d57634010053960e11b5f5260045ffd5b60408201915060208901985061124b565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f036113585761134e886113f9565b9092509050611362565b5050845160208601515b61136a611614565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e08201526113ec816114b4565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa611488575f5ffd5b8151935080838586090361149c57506114ad565b506020815281600185089350611465565b5050915091565b5f611608565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6114eb5750610640565b825160408501526020830151606085015260408360808660065afa6115105750610640565b60018452600260208501528060408501525060408360608560075afa156106405760c0820151604084015260e08201516060840152604060c0830160808560065afa15610640577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156106405750505160011490565b610640604051836114ba565b604051806101800160405280600c906020820280368337509192915050565b5f5f83601f840112611643575f5ffd5b5081356001600160401b03811115611659575f5ffd5b6020830191508360208260051b8501011115611673575f5ffd5b9250929050565b5f5f5f6040848603121561168c575f5ffd5b8335925060208401356001600160401b038111156116a8575f5ffd5b6116b486828701611633565b9497909650939450505050565b5f602082840312156116d1575f5ffd5b81356001600160a01b03811681146116e7575f5ffd5b9392505050565b5f61012082840312156116ff575f5ffd5b50919050565b5f61016082840312156116ff575f5ffd5b5f5f6101408385031215611728575f5ffd5b61173284846116ee565b91506101208301356001600160401b0381111561174d575f5ffd5b61175985828601611705565b9150509250929050565b5f60208284031215611773575f5ffd5b5035919050565b5f5f5f5f5f5f5f6101a0888a031215611791575f5ffd5b61179b89896116ee565b96506101208801356001600160401b038111156117b6575f5ffd5b6117c28a828b01611705565b96505061014088013594506101608801356001600160401b038111156117e6575f5ffd5b6117f28a828b01611633565b9095509350506101808801356001600160401b03811115611811575f5ffd5b61181d8a828b01611633565b989b979a50959850939692959293505050565b5f6101208284031215611841575f5ffd5b6116e783836116ee565b5f5f5f6040848603121561185d575f5ffd5b83356001600160401b03811115611872575f5ffd5b61187e86828701611633565b909790965060209590950135949350505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b818110156118d35783518352602093840193909201916001016118b5565b50909695505050505050565b602080825282518282018190525f918401906040840190835b818110156119165783518352602093840193909201916001016118f8565b509095945050505050565b5f5f5f5f5f6101808688031215611936575f5ffd5b61194087876116ee565b94506101208601356001600160401b0381111561195b575f5ffd5b61196788828901611705565b94505061014086013592506101608601356001600160401b0381111561198b575f5ffd5b61199788828901611633565b969995985093965092949392505050565b606080825281018490525f6001600160fb1b038511156119c6575f5ffd5b8460051b8087608085013760208084018690529083018381036080908101604086015285549082018190525f868152928320929160a001905b80831015611a2257835482526020820191506001840193506001830192506119ff565b5098975050505050505050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b0381118282101715611a6b57611a6b611a2f565b604052919050565b5f6001600160401b03821115611a8b57611a8b611a2f565b5060051b60200190565b5f82601f830112611aa4575f5ffd5b8151611ab7611ab282611a73565b611a43565b8082825260208201915060208360051b860101925085831115611ad8575f5ffd5b602085015b83811015611af5578051835260209283019201611add565b5095945050505050565b5f5f60408385031215611b10575f5ffd5b82516001600160401b03811115611b25575f5ffd5b8301601f81018513611b35575f5ffd5b8051611b43611ab282611a73565b8082825260208201915060208360051b850101925087831115611b64575f5ffd5b6020840193505b82841015611b86578351825260209384019390910190611b6b565b8095505050505060208301516001600160401b03811115611ba5575f5ffd5b61175985828601611a95565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561064057610640611bb1565b634e487b7160e01b5f52603260045260245ffd5b8281525f602082018351602085015f5b82811015611c1a578151845260209384019390910190600101611bfc565b50919695505050505050565b848152602081018490525f6001600160fb1b03831115611c44575f5ffd5b8260051b808560408501379190910160400195945050505050565b8082018082111561064057610640611bb1565b5f60208284031215611c82575f5ffd5b81356001600160401b03811681146116e7575f5ffd5b5f60208284031215611ca8575f5ffd5b813563ffffffff811681146116e7575f5ffd5b5f5f8335601e19843603018112611cd0575f5ffd5b8301803591506001600160401b03821115611ce9575f5ffd5b6020019150600681901b3603821315611673575f5ffd5b808202811582820484141761064057610640611bb156fea2646970667358221220e194ffd95ac4ea3bbb4afd246fd93762d98d95f3ec701a874bab38b02b5c48ab64736f6c63430008250033",
}

// LLMConsumer is an auto generated Go binding around an Ethereum contract.
type LLMConsumer struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *LLMConsumer) GetABI() abi.ABI {
	return c.abi
}

// NewLLMConsumer creates a new instance of LLMConsumer.
func NewLLMConsumer() *LLMConsumer {
	parsed, err := LLMConsumerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &LLMConsumer{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *LLMConsumer) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, address engine_, bytes32[] chunkHashes_, uint256 numerator, uint256 denominator) returns()
func (lLMConsumer *LLMConsumer) PackConstructor(registry_ common.Address, engine_ common.Address, chunkHashes_ [][32]byte, numerator *big.Int, denominator *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("", registry_, engine_, chunkHashes_, numerator, denominator)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackRESULTDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78efb5c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RESULT_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackRESULTDOMAIN() []byte {
	enc, err := lLMConsumer.abi.Pack("RESULT_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRESULTDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78efb5c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RESULT_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackRESULTDOMAIN() ([]byte, error) {
	return lLMConsumer.abi.Pack("RESULT_DOMAIN")
}

// UnpackRESULTDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78efb5c4.
//
// Solidity: function RESULT_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackRESULTDOMAIN(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("RESULT_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackTRANSITIONDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8a46e214.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackTRANSITIONDOMAIN() []byte {
	enc, err := lLMConsumer.abi.Pack("TRANSITION_DOMAIN")
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
func (lLMConsumer *LLMConsumer) TryPackTRANSITIONDOMAIN() ([]byte, error) {
	return lLMConsumer.abi.Pack("TRANSITION_DOMAIN")
}

// UnpackTRANSITIONDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8a46e214.
//
// Solidity: function TRANSITION_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackTRANSITIONDOMAIN(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("TRANSITION_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbiter() view returns(address)
func (lLMConsumer *LLMConsumer) PackArbiter() []byte {
	enc, err := lLMConsumer.abi.Pack("arbiter")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfe25e00a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbiter() view returns(address)
func (lLMConsumer *LLMConsumer) TryPackArbiter() ([]byte, error) {
	return lLMConsumer.abi.Pack("arbiter")
}

// UnpackArbiter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfe25e00a.
//
// Solidity: function arbiter() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackArbiter(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("arbiter", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackChunkHashes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb45488b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chunkHashes() view returns(bytes32[])
func (lLMConsumer *LLMConsumer) PackChunkHashes() []byte {
	enc, err := lLMConsumer.abi.Pack("chunkHashes")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChunkHashes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb45488b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chunkHashes() view returns(bytes32[])
func (lLMConsumer *LLMConsumer) TryPackChunkHashes() ([]byte, error) {
	return lLMConsumer.abi.Pack("chunkHashes")
}

// UnpackChunkHashes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb45488b3.
//
// Solidity: function chunkHashes() view returns(bytes32[])
func (lLMConsumer *LLMConsumer) UnpackChunkHashes(data []byte) ([][32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("chunkHashes", data)
	if err != nil {
		return *new([][32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	return out0, nil
}

// PackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deployer() view returns(address)
func (lLMConsumer *LLMConsumer) PackDeployer() []byte {
	enc, err := lLMConsumer.abi.Pack("deployer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deployer() view returns(address)
func (lLMConsumer *LLMConsumer) TryPackDeployer() ([]byte, error) {
	return lLMConsumer.abi.Pack("deployer")
}

// UnpackDeployer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackDeployer(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("deployer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEngine is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc9d4623f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function engine() view returns(address)
func (lLMConsumer *LLMConsumer) PackEngine() []byte {
	enc, err := lLMConsumer.abi.Pack("engine")
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
func (lLMConsumer *LLMConsumer) TryPackEngine() ([]byte, error) {
	return lLMConsumer.abi.Pack("engine")
}

// UnpackEngine is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc9d4623f.
//
// Solidity: function engine() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackEngine(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("engine", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x757f0b8a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function infer(uint256[] prompt, uint256 n) returns(bytes32 root, uint256[] tokens)
func (lLMConsumer *LLMConsumer) PackInfer(prompt []*big.Int, n *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("infer", prompt, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x757f0b8a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function infer(uint256[] prompt, uint256 n) returns(bytes32 root, uint256[] tokens)
func (lLMConsumer *LLMConsumer) TryPackInfer(prompt []*big.Int, n *big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("infer", prompt, n)
}

// InferOutput serves as a container for the return parameters of contract
// method Infer.
type InferOutput struct {
	Root   [32]byte
	Tokens []*big.Int
}

// UnpackInfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x757f0b8a.
//
// Solidity: function infer(uint256[] prompt, uint256 n) returns(bytes32 root, uint256[] tokens)
func (lLMConsumer *LLMConsumer) UnpackInfer(data []byte) (InferOutput, error) {
	out, err := lLMConsumer.abi.Unpack("infer", data)
	outstruct := new(InferOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Root = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Tokens = *abi.ConvertType(out[1], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackInputHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xebc2f716.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inputHash(uint256[] prompt, uint256 n) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackInputHash(prompt []*big.Int, n *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("inputHash", prompt, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInputHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xebc2f716.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inputHash(uint256[] prompt, uint256 n) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackInputHash(prompt []*big.Int, n *big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("inputHash", prompt, n)
}

// UnpackInputHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xebc2f716.
//
// Solidity: function inputHash(uint256[] prompt, uint256 n) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackInputHash(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("inputHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInvalid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89e57706.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalid(bytes32 inputHash) view returns(bool)
func (lLMConsumer *LLMConsumer) PackInvalid(inputHash [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("invalid", inputHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvalid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89e57706.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invalid(bytes32 inputHash) view returns(bool)
func (lLMConsumer *LLMConsumer) TryPackInvalid(inputHash [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("invalid", inputHash)
}

// UnpackInvalid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89e57706.
//
// Solidity: function invalid(bytes32 inputHash) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackInvalid(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("invalid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackInvalidate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69ecc3cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalidate(bytes32 input) returns()
func (lLMConsumer *LLMConsumer) PackInvalidate(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("invalidate", input)
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
func (lLMConsumer *LLMConsumer) TryPackInvalidate(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("invalidate", input)
}

// PackIsValid is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6a938567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) PackIsValid(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("isValid", input)
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
func (lLMConsumer *LLMConsumer) TryPackIsValid(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("isValid", input)
}

// UnpackIsValid is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6a938567.
//
// Solidity: function isValid(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackIsValid(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("isValid", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackManifest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5baf0d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function manifest() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackManifest() []byte {
	enc, err := lLMConsumer.abi.Pack("manifest")
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
func (lLMConsumer *LLMConsumer) TryPackManifest() ([]byte, error) {
	return lLMConsumer.abi.Pack("manifest")
}

// UnpackManifest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5baf0d7.
//
// Solidity: function manifest() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackManifest(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("manifest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackNextIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc7e9c6f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextIndex() view returns(uint64)
func (lLMConsumer *LLMConsumer) PackNextIndex() []byte {
	enc, err := lLMConsumer.abi.Pack("nextIndex")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextIndex is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc7e9c6f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextIndex() view returns(uint64)
func (lLMConsumer *LLMConsumer) TryPackNextIndex() ([]byte, error) {
	return lLMConsumer.abi.Pack("nextIndex")
}

// UnpackNextIndex is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfc7e9c6f.
//
// Solidity: function nextIndex() view returns(uint64)
func (lLMConsumer *LLMConsumer) UnpackNextIndex(data []byte) (uint64, error) {
	out, err := lLMConsumer.abi.Unpack("nextIndex", data)
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
func (lLMConsumer *LLMConsumer) PackRegistry() []byte {
	enc, err := lLMConsumer.abi.Pack("registry")
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
func (lLMConsumer *LLMConsumer) TryPackRegistry() ([]byte, error) {
	return lLMConsumer.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("registry", data)
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
// Solidity: function result(bytes32 input) view returns(bytes32 value)
func (lLMConsumer *LLMConsumer) PackResult(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("result", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResult is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39a926c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function result(bytes32 input) view returns(bytes32 value)
func (lLMConsumer *LLMConsumer) TryPackResult(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("result", input)
}

// UnpackResult is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39a926c4.
//
// Solidity: function result(bytes32 input) view returns(bytes32 value)
func (lLMConsumer *LLMConsumer) UnpackResult(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("result", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackResultSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b7ed1f7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultSlot(bytes32 input) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackResultSlot(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("resultSlot", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b7ed1f7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultSlot(bytes32 input) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackResultSlot(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("resultSlot", input)
}

// UnpackResultSlot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b7ed1f7.
//
// Solidity: function resultSlot(bytes32 input) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackResultSlot(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("resultSlot", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackResultValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17b8a93d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resultValue(bytes32 root, uint256[] tokens) pure returns(bytes32 value)
func (lLMConsumer *LLMConsumer) PackResultValue(root [32]byte, tokens []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("resultValue", root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResultValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x17b8a93d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resultValue(bytes32 root, uint256[] tokens) pure returns(bytes32 value)
func (lLMConsumer *LLMConsumer) TryPackResultValue(root [32]byte, tokens []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("resultValue", root, tokens)
}

// UnpackResultValue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x17b8a93d.
//
// Solidity: function resultValue(bytes32 root, uint256[] tokens) pure returns(bytes32 value)
func (lLMConsumer *LLMConsumer) UnpackResultValue(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("resultValue", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSetArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c9c088a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setArbiter(address a) returns()
func (lLMConsumer *LLMConsumer) PackSetArbiter(a common.Address) []byte {
	enc, err := lLMConsumer.abi.Pack("setArbiter", a)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetArbiter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c9c088a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setArbiter(address a) returns()
func (lLMConsumer *LLMConsumer) TryPackSetArbiter(a common.Address) ([]byte, error) {
	return lLMConsumer.abi.Pack("setArbiter", a)
}

// PackThresholdDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e0232ce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function thresholdDenominator() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackThresholdDenominator() []byte {
	enc, err := lLMConsumer.abi.Pack("thresholdDenominator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdDenominator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e0232ce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdDenominator() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackThresholdDenominator() ([]byte, error) {
	return lLMConsumer.abi.Pack("thresholdDenominator")
}

// UnpackThresholdDenominator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0e0232ce.
//
// Solidity: function thresholdDenominator() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackThresholdDenominator(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("thresholdDenominator", data)
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
// Solidity: function thresholdNumerator() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackThresholdNumerator() []byte {
	enc, err := lLMConsumer.abi.Pack("thresholdNumerator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackThresholdNumerator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x343cddcc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function thresholdNumerator() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackThresholdNumerator() ([]byte, error) {
	return lLMConsumer.abi.Pack("thresholdNumerator")
}

// UnpackThresholdNumerator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x343cddcc.
//
// Solidity: function thresholdNumerator() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackThresholdNumerator(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("thresholdNumerator", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransitionDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d9097b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32 d)
func (lLMConsumer *LLMConsumer) PackTransitionDigest(t Transition) []byte {
	enc, err := lLMConsumer.abi.Pack("transitionDigest", t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransitionDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5d9097b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32 d)
func (lLMConsumer *LLMConsumer) TryPackTransitionDigest(t Transition) ([]byte, error) {
	return lLMConsumer.abi.Pack("transitionDigest", t)
}

// UnpackTransitionDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5d9097b3.
//
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32 d)
func (lLMConsumer *LLMConsumer) UnpackTransitionDigest(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("transitionDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVerifyAndUpdate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x323ac9ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdate((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) , ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) ) pure returns()
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdate(arg0 Transition, arg1 QuorumSignature) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdate", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x323ac9ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdate((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) , ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) ) pure returns()
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdate(arg0 Transition, arg1 QuorumSignature) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdate", arg0, arg1)
}

// PackVerifyAndUpdate0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdcc6945f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdate((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdate0(t Transition, sig QuorumSignature, root [32]byte, tokens []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdate0", t, sig, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdate0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdcc6945f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdate((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdate0(t Transition, sig QuorumSignature, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdate0", t, sig, root, tokens)
}

// PackVerifyAndUpdateHinted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9affe0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdateHinted((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32 root, uint256[] tokens, uint256[] hashHints) returns()
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdateHinted(t Transition, sig QuorumSignature, root [32]byte, tokens []*big.Int, hashHints []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdateHinted", t, sig, root, tokens, hashHints)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdateHinted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f9affe0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdateHinted((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32 root, uint256[] tokens, uint256[] hashHints) returns()
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdateHinted(t Transition, sig QuorumSignature, root [32]byte, tokens []*big.Int, hashHints []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdateHinted", t, sig, root, tokens, hashHints)
}

// LLMConsumerArbiterSet represents a ArbiterSet event raised by the LLMConsumer contract.
type LLMConsumerArbiterSet struct {
	Arbiter common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const LLMConsumerArbiterSetEventName = "ArbiterSet"

// ContractEventName returns the user-defined event name.
func (LLMConsumerArbiterSet) ContractEventName() string {
	return LLMConsumerArbiterSetEventName
}

// UnpackArbiterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ArbiterSet(address indexed arbiter)
func (lLMConsumer *LLMConsumer) UnpackArbiterSetEvent(log *types.Log) (*LLMConsumerArbiterSet, error) {
	event := "ArbiterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerArbiterSet)
	if len(log.Data) > 0 {
		if err := lLMConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range lLMConsumer.abi.Events[event].Inputs {
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

// LLMConsumerInferred represents a Inferred event raised by the LLMConsumer contract.
type LLMConsumerInferred struct {
	InputHash [32]byte
	Root      [32]byte
	Tokens    []*big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerInferredEventName = "Inferred"

// ContractEventName returns the user-defined event name.
func (LLMConsumerInferred) ContractEventName() string {
	return LLMConsumerInferredEventName
}

// UnpackInferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Inferred(bytes32 indexed inputHash, bytes32 root, uint256[] tokens)
func (lLMConsumer *LLMConsumer) UnpackInferredEvent(log *types.Log) (*LLMConsumerInferred, error) {
	event := "Inferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerInferred)
	if len(log.Data) > 0 {
		if err := lLMConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range lLMConsumer.abi.Events[event].Inputs {
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

// LLMConsumerInvalidated represents a Invalidated event raised by the LLMConsumer contract.
type LLMConsumerInvalidated struct {
	InputHash [32]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerInvalidatedEventName = "Invalidated"

// ContractEventName returns the user-defined event name.
func (LLMConsumerInvalidated) ContractEventName() string {
	return LLMConsumerInvalidatedEventName
}

// UnpackInvalidatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Invalidated(bytes32 indexed inputHash)
func (lLMConsumer *LLMConsumer) UnpackInvalidatedEvent(log *types.Log) (*LLMConsumerInvalidated, error) {
	event := "Invalidated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerInvalidated)
	if len(log.Data) > 0 {
		if err := lLMConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range lLMConsumer.abi.Events[event].Inputs {
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

// LLMConsumerTransitioned represents a Transitioned event raised by the LLMConsumer contract.
type LLMConsumerTransitioned struct {
	Index    uint64
	Slot     [32]byte
	OldValue [32]byte
	NewValue [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const LLMConsumerTransitionedEventName = "Transitioned"

// ContractEventName returns the user-defined event name.
func (LLMConsumerTransitioned) ContractEventName() string {
	return LLMConsumerTransitionedEventName
}

// UnpackTransitionedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transitioned(uint64 indexed index, bytes32 indexed slot, bytes32 oldValue, bytes32 newValue)
func (lLMConsumer *LLMConsumer) UnpackTransitionedEvent(log *types.Log) (*LLMConsumerTransitioned, error) {
	event := "Transitioned"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerTransitioned)
	if len(log.Data) > 0 {
		if err := lLMConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range lLMConsumer.abi.Events[event].Inputs {
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

// LLMConsumerUpdated represents a Updated event raised by the LLMConsumer contract.
type LLMConsumerUpdated struct {
	Index     uint64
	InputHash [32]byte
	Root      [32]byte
	Tokens    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerUpdatedEventName = "Updated"

// ContractEventName returns the user-defined event name.
func (LLMConsumerUpdated) ContractEventName() string {
	return LLMConsumerUpdatedEventName
}

// UnpackUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Updated(uint64 indexed index, bytes32 indexed inputHash, bytes32 root, bytes tokens)
func (lLMConsumer *LLMConsumer) UnpackUpdatedEvent(log *types.Log) (*LLMConsumerUpdated, error) {
	event := "Updated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerUpdated)
	if len(log.Data) > 0 {
		if err := lLMConsumer.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range lLMConsumer.abi.Events[event].Inputs {
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
func (lLMConsumer *LLMConsumer) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ApkMismatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackApkMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ArbiterAlreadySet"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackArbiterAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadHashToG1Hints"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadHashToG1HintsError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadSignature"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["FutureReferenceBlock"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackFutureReferenceBlockError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["InvalidThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackInvalidThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["RegistryWithoutCode"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackRegistryWithoutCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["StaleOldValue"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackStaleOldValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["StaleReferenceBlock"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackStaleReferenceBlockError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["TokenOutOfRange"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackTokenOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["TokensMismatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackTokensMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["TokensRequired"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackTokensRequiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongApkIndex"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongApkIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongChain"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongChainError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongConsumer"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongConsumerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongIndex"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongManifest"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongManifestError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["WrongSlot"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackWrongSlotError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ZeroArbiter"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackZeroArbiterError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// LLMConsumerApkMismatch represents a ApkMismatch error raised by the LLMConsumer contract.
type LLMConsumerApkMismatch struct {
	ApkIndex *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func LLMConsumerApkMismatchErrorID() common.Hash {
	return common.HexToHash("0x630c25bc06c237ec1f8b6bf21082207510bcd518987f088d068a2f94d8a52378")
}

// UnpackApkMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func (lLMConsumer *LLMConsumer) UnpackApkMismatchError(raw []byte) (*LLMConsumerApkMismatch, error) {
	out := new(LLMConsumerApkMismatch)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "ApkMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerArbiterAlreadySet represents a ArbiterAlreadySet error raised by the LLMConsumer contract.
type LLMConsumerArbiterAlreadySet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ArbiterAlreadySet()
func LLMConsumerArbiterAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x85d830b6f5761fa9bb36fed10941d76b9160bbd024458863e6603dda2a805bf9")
}

// UnpackArbiterAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ArbiterAlreadySet()
func (lLMConsumer *LLMConsumer) UnpackArbiterAlreadySetError(raw []byte) (*LLMConsumerArbiterAlreadySet, error) {
	out := new(LLMConsumerArbiterAlreadySet)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "ArbiterAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerBadHashToG1Hints represents a BadHashToG1Hints error raised by the LLMConsumer contract.
type LLMConsumerBadHashToG1Hints struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadHashToG1Hints()
func LLMConsumerBadHashToG1HintsErrorID() common.Hash {
	return common.HexToHash("0x115f9ba16f2eac5f35b08966a49c5f3254a6dbf9eca1077a0790fab6bb69df20")
}

// UnpackBadHashToG1HintsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadHashToG1Hints()
func (lLMConsumer *LLMConsumer) UnpackBadHashToG1HintsError(raw []byte) (*LLMConsumerBadHashToG1Hints, error) {
	out := new(LLMConsumerBadHashToG1Hints)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BadHashToG1Hints", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerBadSignature represents a BadSignature error raised by the LLMConsumer contract.
type LLMConsumerBadSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSignature()
func LLMConsumerBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x5cd5d2335541c4f2ed05fbe44f397e8b79f8e2333157122d2dab06e378ef7685")
}

// UnpackBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSignature()
func (lLMConsumer *LLMConsumer) UnpackBadSignatureError(raw []byte) (*LLMConsumerBadSignature, error) {
	out := new(LLMConsumerBadSignature)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerBelowThreshold represents a BelowThreshold error raised by the LLMConsumer contract.
type LLMConsumerBelowThreshold struct {
	SignedStake *big.Int
	TotalStake  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func LLMConsumerBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0x8b05c814296d98f4f07b3bc12cb7a432374a44716d3cdbb2055265f66227d36f")
}

// UnpackBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func (lLMConsumer *LLMConsumer) UnpackBelowThresholdError(raw []byte) (*LLMConsumerBelowThreshold, error) {
	out := new(LLMConsumerBelowThreshold)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerFutureReferenceBlock represents a FutureReferenceBlock error raised by the LLMConsumer contract.
type LLMConsumerFutureReferenceBlock struct {
	ReferenceBlock uint32
	CurrentBlock   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FutureReferenceBlock(uint32 referenceBlock, uint256 currentBlock)
func LLMConsumerFutureReferenceBlockErrorID() common.Hash {
	return common.HexToHash("0x26f2db89dda797a3af0ab488e73225032543560982fd9aca9b5bcbc9a67ef6b9")
}

// UnpackFutureReferenceBlockError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FutureReferenceBlock(uint32 referenceBlock, uint256 currentBlock)
func (lLMConsumer *LLMConsumer) UnpackFutureReferenceBlockError(raw []byte) (*LLMConsumerFutureReferenceBlock, error) {
	out := new(LLMConsumerFutureReferenceBlock)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "FutureReferenceBlock", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerInvalidThreshold represents a InvalidThreshold error raised by the LLMConsumer contract.
type LLMConsumerInvalidThreshold struct {
	Numerator   *big.Int
	Denominator *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidThreshold(uint256 numerator, uint256 denominator)
func LLMConsumerInvalidThresholdErrorID() common.Hash {
	return common.HexToHash("0x7b7a98f144b22ac349117faf884147efe6b9d8f459322b9ed0cb76310884f093")
}

// UnpackInvalidThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidThreshold(uint256 numerator, uint256 denominator)
func (lLMConsumer *LLMConsumer) UnpackInvalidThresholdError(raw []byte) (*LLMConsumerInvalidThreshold, error) {
	out := new(LLMConsumerInvalidThreshold)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "InvalidThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerNotArbiter represents a NotArbiter error raised by the LLMConsumer contract.
type LLMConsumerNotArbiter struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotArbiter()
func LLMConsumerNotArbiterErrorID() common.Hash {
	return common.HexToHash("0xccb665a6d0d009b636ece581f8bf770add8b2e77a09a00ad4ef77b9a4c207b18")
}

// UnpackNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotArbiter()
func (lLMConsumer *LLMConsumer) UnpackNotArbiterError(raw []byte) (*LLMConsumerNotArbiter, error) {
	out := new(LLMConsumerNotArbiter)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerNotDeployer represents a NotDeployer error raised by the LLMConsumer contract.
type LLMConsumerNotDeployer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDeployer()
func LLMConsumerNotDeployerErrorID() common.Hash {
	return common.HexToHash("0x8b906c9700ab2b52dbac68ba97746b76f841c655b82cbeaeb4a267404c6dd944")
}

// UnpackNotDeployerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDeployer()
func (lLMConsumer *LLMConsumer) UnpackNotDeployerError(raw []byte) (*LLMConsumerNotDeployer, error) {
	out := new(LLMConsumerNotDeployer)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotDeployer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerRegistryWithoutCode represents a RegistryWithoutCode error raised by the LLMConsumer contract.
type LLMConsumerRegistryWithoutCode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RegistryWithoutCode()
func LLMConsumerRegistryWithoutCodeErrorID() common.Hash {
	return common.HexToHash("0x56efbef7dc0f9c9e3b381348de1f5804b7ebec7a27f8a5b58f9422cd83579b40")
}

// UnpackRegistryWithoutCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RegistryWithoutCode()
func (lLMConsumer *LLMConsumer) UnpackRegistryWithoutCodeError(raw []byte) (*LLMConsumerRegistryWithoutCode, error) {
	out := new(LLMConsumerRegistryWithoutCode)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "RegistryWithoutCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerStaleOldValue represents a StaleOldValue error raised by the LLMConsumer contract.
type LLMConsumerStaleOldValue struct {
	Slot     [32]byte
	Current  [32]byte
	OldValue [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleOldValue(bytes32 slot, bytes32 current, bytes32 oldValue)
func LLMConsumerStaleOldValueErrorID() common.Hash {
	return common.HexToHash("0x9f142d57b8a19b14feb090fa0bac87116d6bf8a081e4a3373611fb51d6dc6043")
}

// UnpackStaleOldValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleOldValue(bytes32 slot, bytes32 current, bytes32 oldValue)
func (lLMConsumer *LLMConsumer) UnpackStaleOldValueError(raw []byte) (*LLMConsumerStaleOldValue, error) {
	out := new(LLMConsumerStaleOldValue)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "StaleOldValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerStaleReferenceBlock represents a StaleReferenceBlock error raised by the LLMConsumer contract.
type LLMConsumerStaleReferenceBlock struct {
	ReferenceBlock uint32
	CurrentBlock   *big.Int
	Window         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleReferenceBlock(uint32 referenceBlock, uint256 currentBlock, uint256 window)
func LLMConsumerStaleReferenceBlockErrorID() common.Hash {
	return common.HexToHash("0xf096f4d0836d3cd5d61378c1f88069d227d58081051e6c81c2a403cd746d4d94")
}

// UnpackStaleReferenceBlockError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleReferenceBlock(uint32 referenceBlock, uint256 currentBlock, uint256 window)
func (lLMConsumer *LLMConsumer) UnpackStaleReferenceBlockError(raw []byte) (*LLMConsumerStaleReferenceBlock, error) {
	out := new(LLMConsumerStaleReferenceBlock)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "StaleReferenceBlock", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerTokenOutOfRange represents a TokenOutOfRange error raised by the LLMConsumer contract.
type LLMConsumerTokenOutOfRange struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokenOutOfRange()
func LLMConsumerTokenOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0x744f82e321dd792abd4178bf6fe505a740eb7a7c211716ef3977e6f3d0693f17")
}

// UnpackTokenOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokenOutOfRange()
func (lLMConsumer *LLMConsumer) UnpackTokenOutOfRangeError(raw []byte) (*LLMConsumerTokenOutOfRange, error) {
	out := new(LLMConsumerTokenOutOfRange)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "TokenOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerTokensMismatch represents a TokensMismatch error raised by the LLMConsumer contract.
type LLMConsumerTokensMismatch struct {
	Value    [32]byte
	Expected [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokensMismatch(bytes32 value, bytes32 expected)
func LLMConsumerTokensMismatchErrorID() common.Hash {
	return common.HexToHash("0x2f252654184476e4b2acffc5a80b289946883143fca0551b9a0d83578fe7ad5c")
}

// UnpackTokensMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokensMismatch(bytes32 value, bytes32 expected)
func (lLMConsumer *LLMConsumer) UnpackTokensMismatchError(raw []byte) (*LLMConsumerTokensMismatch, error) {
	out := new(LLMConsumerTokensMismatch)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "TokensMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerTokensRequired represents a TokensRequired error raised by the LLMConsumer contract.
type LLMConsumerTokensRequired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TokensRequired()
func LLMConsumerTokensRequiredErrorID() common.Hash {
	return common.HexToHash("0xb5b8f6f2894cdc99eaf01309329224e34c35dec2e2cb5dee2ae60d9c2227ab1c")
}

// UnpackTokensRequiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TokensRequired()
func (lLMConsumer *LLMConsumer) UnpackTokensRequiredError(raw []byte) (*LLMConsumerTokensRequired, error) {
	out := new(LLMConsumerTokensRequired)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "TokensRequired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongApkIndex represents a WrongApkIndex error raised by the LLMConsumer contract.
type LLMConsumerWrongApkIndex struct {
	ReferenceBlock uint32
	ApkIndex       *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func LLMConsumerWrongApkIndexErrorID() common.Hash {
	return common.HexToHash("0x43a2f1cb1f61798a5c4b3634b927af7b78eba380b29e5faa7b347df3b0322066")
}

// UnpackWrongApkIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func (lLMConsumer *LLMConsumer) UnpackWrongApkIndexError(raw []byte) (*LLMConsumerWrongApkIndex, error) {
	out := new(LLMConsumerWrongApkIndex)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongApkIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongChain represents a WrongChain error raised by the LLMConsumer contract.
type LLMConsumerWrongChain struct {
	ChainId  *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongChain(uint256 chainId, uint256 expected)
func LLMConsumerWrongChainErrorID() common.Hash {
	return common.HexToHash("0x24497bc308635bccbc06f4997297d2158da178be2267eeead419bfdb19d42d4b")
}

// UnpackWrongChainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongChain(uint256 chainId, uint256 expected)
func (lLMConsumer *LLMConsumer) UnpackWrongChainError(raw []byte) (*LLMConsumerWrongChain, error) {
	out := new(LLMConsumerWrongChain)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongChain", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongConsumer represents a WrongConsumer error raised by the LLMConsumer contract.
type LLMConsumerWrongConsumer struct {
	Consumer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongConsumer(address consumer)
func LLMConsumerWrongConsumerErrorID() common.Hash {
	return common.HexToHash("0x2ac427ff980fee1d12b547595782d5d48b6c8c24763593674b232114b86e2346")
}

// UnpackWrongConsumerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongConsumer(address consumer)
func (lLMConsumer *LLMConsumer) UnpackWrongConsumerError(raw []byte) (*LLMConsumerWrongConsumer, error) {
	out := new(LLMConsumerWrongConsumer)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongConsumer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongIndex represents a WrongIndex error raised by the LLMConsumer contract.
type LLMConsumerWrongIndex struct {
	Index    uint64
	Expected uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongIndex(uint64 index, uint64 expected)
func LLMConsumerWrongIndexErrorID() common.Hash {
	return common.HexToHash("0xa6af4cca6086fae522cb8937bd56fcc7e2ee283aaae27c7a29f6db54bdf7f489")
}

// UnpackWrongIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongIndex(uint64 index, uint64 expected)
func (lLMConsumer *LLMConsumer) UnpackWrongIndexError(raw []byte) (*LLMConsumerWrongIndex, error) {
	out := new(LLMConsumerWrongIndex)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongManifest represents a WrongManifest error raised by the LLMConsumer contract.
type LLMConsumerWrongManifest struct {
	Manifest [32]byte
	Expected [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongManifest(bytes32 manifest, bytes32 expected)
func LLMConsumerWrongManifestErrorID() common.Hash {
	return common.HexToHash("0xe5872e5fda5351d04f701f2b4b6e666280680c7f737539b16ab9f596231ece5f")
}

// UnpackWrongManifestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongManifest(bytes32 manifest, bytes32 expected)
func (lLMConsumer *LLMConsumer) UnpackWrongManifestError(raw []byte) (*LLMConsumerWrongManifest, error) {
	out := new(LLMConsumerWrongManifest)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongManifest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerWrongSlot represents a WrongSlot error raised by the LLMConsumer contract.
type LLMConsumerWrongSlot struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongSlot(bytes32 slot)
func LLMConsumerWrongSlotErrorID() common.Hash {
	return common.HexToHash("0x7668d6c6fb9fef919842b629c8d7d48e871d0dc1be7d509101955a03d7b4a23c")
}

// UnpackWrongSlotError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongSlot(bytes32 slot)
func (lLMConsumer *LLMConsumer) UnpackWrongSlotError(raw []byte) (*LLMConsumerWrongSlot, error) {
	out := new(LLMConsumerWrongSlot)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "WrongSlot", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerZeroArbiter represents a ZeroArbiter error raised by the LLMConsumer contract.
type LLMConsumerZeroArbiter struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroArbiter()
func LLMConsumerZeroArbiterErrorID() common.Hash {
	return common.HexToHash("0xe09e54129234026cde3fa7a683240890d08e5b729da0a703d9617214d93b6e59")
}

// UnpackZeroArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroArbiter()
func (lLMConsumer *LLMConsumer) UnpackZeroArbiterError(raw []byte) (*LLMConsumerZeroArbiter, error) {
	out := new(LLMConsumerZeroArbiter)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "ZeroArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}
