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

// Blame is an auto generated low-level Go binding around an user-defined struct.
type Blame struct {
	Shard  *big.Int
	Link   [32]byte
	Open   [2][32]byte
	Hashes [][32]byte
	Ins    [][32]byte
	Outs   [][32]byte
}

// ShardSignature is an auto generated low-level Go binding around an user-defined struct.
type ShardSignature struct {
	Sigma       G1Point
	ApkG2       G2Point
	SignerKeys  []G1Point
	InBoundary  [32]byte
	OutBoundary [32]byte
}

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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"},{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"},{\"name\":\"chunkHashes_\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"REQUESTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RESULT_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"batchDigest\",\"inputs\":[{\"name\":\"digests\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"chunkHashes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deployer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"indexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"infer\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"inputHash\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"invalid\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requested\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resolveSharded\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structQuorumSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[][]\",\"internalType\":\"structG1Point[][]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"claims\",\"type\":\"bytes32[6][]\",\"internalType\":\"bytes32[6][]\"},{\"name\":\"blame\",\"type\":\"tuple\",\"internalType\":\"structBlame\",\"components\":[{\"name\":\"shard\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"link\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"open\",\"type\":\"bytes32[2]\",\"internalType\":\"bytes32[2]\"},{\"name\":\"hashes\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"ins\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"outs\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resultSlot\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"resultValue\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"setArbiter\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setShardCommittee\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"shardCommittee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transitionDigest\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"d\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"usedIndexWord\",\"inputs\":[{\"name\":\"wordPos\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"bits\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateBatch\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"roots\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"landed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateHinted\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structShardSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ArbiterSet\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Inferred\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Requested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ShardCharged\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"shard\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ShardCommitteeSet\",\"inputs\":[{\"name\":\"committee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Skipped\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"bytes4\",\"indexed\":false,\"internalType\":\"bytes4\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transitioned\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Updated\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyAnswered\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyRequested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ArbiterAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadHashToG1Hints\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShardCommittee\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BatchSize\",\"inputs\":[{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"IndexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotChallenger\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotDeployer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotSharded\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReferenceBlockMismatch\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"batchReferenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"RegistryWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StaleOldValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"current\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TokenOutOfRange\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TokensMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TokensRequired\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChain\",\"inputs\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongManifest\",\"inputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroArbiter\",\"inputs\":[]}]",
	ID:  "LLMConsumer",
	Bin: "0x610160604052348015610010575f5ffd5b506040516141bc3803806141bc83398101604081905261002f916101cc565b84846001600160a01b031663337f3f326040518163ffffffff1660e01b8152600401602060405180830381865afa15801561006c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009091906102cb565b838381158061009e57508082115b156100ca57604051637b7a98f160e01b8152600481018390526024810182905260440160405180910390fd5b836001600160a01b03163b5f036100f4576040516356efbef760e01b815260040160405180910390fd5b6001600160a01b038416608081905260a084905260c083905260e0829052604080516338abcc7960e01b815290516338abcc79916004808201926020929091908290030181865afa15801561014b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061016f91906102cb565b610100525050506001600160a01b03851661012052503361014052600261019684826102e2565b505050505050610382565b6001600160a01b03811681146101b5575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a086880312156101e0575f5ffd5b85516101eb816101a1565b60208701519095506101fc816101a1565b60408701519094506001600160401b03811115610217575f5ffd5b8601601f81018813610227575f5ffd5b80516001600160401b03811115610240576102406101b8565b604051600582901b90603f8201601f191681016001600160401b038111828210171561026e5761026e6101b8565b60405291825260208184018101929081018b84111561028b575f5ffd5b6020850194505b838510156102ae57845180825260209586019590935001610292565b5060608a01516080909a0151989b979a5098979695505050505050565b5f602082840312156102db575f5ffd5b5051919050565b81516001600160401b038111156102fb576102fb6101b8565b68010000000000000000811115610314576103146101b8565b81548183558082101561034857825f528160205f20018282035f5b81811015610344575f8382015560010161032f565b5050505b506020830161035c835f9081526020902090565b5f5b8381101561037a5782518282015560209092019160010161035e565b505050505050565b60805160a05160c05160e051610100516101205161014051613d8061043c5f395f818161046b015281816104f7015261064501525f81816104440152610beb01525f81816114aa0152611a1e01525f81816101c1015281816109b101526115c401525f818161027d0152818161099001526115a301525f81816104b8015281816119550152818161198501528181611d7701528181611da7015261225d01525f81816103710152818161118b01526114d00152613d805ff3fe608060405234801561000f575f5ffd5b50600436106101a3575f3560e01c8063757f0b8a116100e7578063757f0b8a1461033757806378efb5c4146103585780637b1039991461036c57806389e57706146103a05780638a46e214146103c25780639b7ed1f7146103d6578063a81780c6146103e9578063b45488b3146103fc578063bccfc48f14610411578063c39ec21314610424578063c423ce3f1461042c578063c9d4623f1461043f578063d5f3948814610466578063dcc6945f1461048d578063ebc2f716146104a0578063f5baf0d7146104b3578063fe25e00a146104da575f5ffd5b80630da05115146101a75780630e0232ce146101bc57806317b8a93d146101f65780631c2420d1146102095780631c9c088a1461021c5780631cdc59021461022f578063314a6a4e14610242578063323ac9ff14610265578063343cddcc1461027857806339a926c41461029f57806343176efc146102b25780634f9affe0146102c55780635a999921146102d85780635d9097b3146102eb57806369ecc3cf146102fe5780636a9385671461031157806373ad3a4d14610324575b5f5ffd5b6101ba6101b53660046128a8565b6104ec565b005b6101e37f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6101e361020436600461290a565b6105bc565b6101e3610217366004612951565b6105db565b6101ba61022a3660046128a8565b61063a565b6101e361023d366004612a24565b61071a565b610255610250366004612b19565b6107cf565b60405190151581526020016101ed565b6101ba610273366004612b41565b6107e2565b6101e37f000000000000000000000000000000000000000000000000000000000000000081565b6101e36102ad366004612b19565b6107fb565b6102556102c0366004612ba2565b61080e565b6101ba6102d3366004612bbd565b610836565b6101ba6102e6366004612c73565b61084e565b6101e36102f9366004612cff565b610afa565b6101ba61030c366004612b19565b610b25565b61025561031f366004612b19565b610b94565b6101e3610332366004612b19565b610bd2565b61034a610345366004612d1a565b610be5565b6040516101ed929190612d61565b6101e35f516020613ccb5f395f51905f5281565b6103937f000000000000000000000000000000000000000000000000000000000000000081565b6040516101ed9190612dae565b6102556103ae366004612b19565b60016020525f908152604090205460ff1681565b6101e35f516020613cab5f395f51905f5281565b6101e36103e4366004612b19565b610d3b565b6101e36103f7366004612d1a565b610d79565b610404610e54565b6040516101ed9190612dc2565b6101ba61041f366004612e54565b610eaa565b6101e3600181565b600354610393906001600160a01b031681565b6103937f000000000000000000000000000000000000000000000000000000000000000081565b6103937f000000000000000000000000000000000000000000000000000000000000000081565b6101ba61049b366004612f29565b6112bd565b6101e36104ae366004612d1a565b6112ce565b6101e37f000000000000000000000000000000000000000000000000000000000000000081565b5f54610393906001600160a01b031681565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461053557604051638b906c9760e01b815260040160405180910390fd5b6003546001600160a01b031615158061055557506001600160a01b038116155b156105735760405163ceb73f8760e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517f3430afa6445ef8cf4a888b398a96154d1480d7e2732f7db7ab9e11471bcdfd58905f90a250565b5f6040518260051b858252808560208401376020019020949350505050565b5f818015806105eb575061010081115b1561061157604051631f03082d60e11b8152600481018290526024015b60405180910390fd5b604080516120008101909152600582901b85823761062f8183611306565b925050505b92915050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461068357604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b0316156106ac576040516342ec185b60e11b815260040160405180910390fd5b6001600160a01b0381166106d35760405163704f2a0960e11b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b038316908117825560405190917f9ff67193c9fe359ce094be60d43a9d35abc78247205d3af0a0d21583b691bc5291a250565b5f8880158061072a575061010081115b1561074b57604051631f03082d60e11b815260048101829052602401610608565b87811461076b576040516321af709760e21b815260040160405180910390fd5b5f8b8b5f81811061077e5761077e612fb0565b905061012002016101000160208101906107989190612fe5565b90506107b06107a78d8d6113e2565b828888886114a4565b6107bf8c8c8c8c8c8c876115e9565b9c9b505050505050505050505050565b5f60016107db836107fb565b1492915050565b604051635adc7b7960e11b815260040160405180910390fd5b5f5f61080683610d3b565b549392505050565b5f60ff821661082966ffffffffffffff600885901c16610bd2565b6001911c81161492915050565b610845878787878787876116cb565b50505050505050565b6003546001600160a01b031680610878576040516309e4609760e41b815260040160405180910390fd5b5f610884836004613014565b61088f90601f61302b565b6001600160401b038111156108a6576108a661303e565b6040519080825280601f01601f1916602001820160405280156108d0576020820181803683370190505b509050602081016108e28186866117c3565b6108ff5760405163744f82e360e01b815260040160405180910390fd5b5f86868660405160200161091593929190613079565b604051602081830303815290604052805190602001209050808a60e0013514610959578960e0013581604051630bc9499560e21b815260040161060892919061308b565b6109628a611897565b836001600160a01b0316639fa8259161097a8c610afa565b61098c6101208e016101008f01612fe5565b8c8c7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518763ffffffff1660e01b81526004016109f19695949392919061311c565b5f6040518083038186803b158015610a07575f5ffd5b505afa158015610a19573d5f5f3e3d5ffd5b505050505f60088b6040016020810190610a339190612ba2565b6001600160401b0316901c6001600160401b03165f516020613d0b5f395f51905f52610a5f919061302b565b90505f610a7260608d0160408e01612ba2565b60ff166001600160401b03166001901b90505f8c60a0013590505f8d60e0013590508082558284541784558860021b87528d608001358e6040016020810190610abb9190612ba2565b6001600160401b03165f516020613d2b5f395f51905f528d8a604051610ae2929190613206565b60405180910390a35050505050505050505050505050565b6040515f516020613cab5f395f51905f528082525f9161012084602083013761014090209392505050565b5f546001600160a01b03163314610b4f5760405163665b32d360e11b815260040160405180910390fd5b5f818152600160208190526040808320805460ff19169092179091555182917f0a96a6189893c6d5cbf48f7afd7d7c9991aee9f1c9c76926cf9dffa37ff2434591a250565b5f5f610b9f836107fb565b90508015801590610bb1575060018114155b8015610bcb57505f8381526001602052604090205460ff16155b9392505050565b5f516020613d0b5f395f51905f52015490565b5f6060807f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166353c3db8b87878760026040518563ffffffff1660e01b8152600401610c3c9493929190613272565b5f60405180830381865afa158015610c56573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610c7d91908101906133fc565b805191935091508190610c92906001906134ae565b81518110610ca257610ca2612fb0565b602002602001015192505f610cb88787876112ce565b90505f610cc482610d3b565b90505f8585604051602001610cda9291906134c1565b604051602081830303815290604052805190602001209050808255827f9b57190460e3d0cda66a718a38f5138839598b157c61ea43e0c0169310bc4ab68787604051610d27929190612d61565b60405180910390a250505050935093915050565b5f5f516020613ccb5f395f51905f5282604051602001610d5c92919061308b565b604051602081830303815290604052805190602001209050919050565b5f821580610d85575081155b15610da357604051632e11048160e11b815260040160405180910390fd5b610dae8484846112ce565b90505f610dba82610d3b565b80549091505f198101610de357604051631d81b6d360e31b815260048101849052602401610608565b8015610e0557828160405162d29f0b60e01b815260040161060892919061308b565b6001808355604051339085907ff713730dd267aae17a3d6be5c955fb70e77c447262d5598fd50b402390e9711a90610e42908b908b908b906134fb565b60405180910390a35050509392505050565b60606002805480602002602001604051908101604052809291908181526020018280548015610ea057602002820191905f5260205f20905b815481526020019060010190808311610e8c575b5050505050905090565b6003546001600160a01b031680610ed4576040516309e4609760e41b815260040160405180910390fd5b5f80546001600160a01b0316908490036110875760405163055c16cd60e51b8152600481018c90526001600160a01b0382169063ab82d9a09060240161022060405180830381865afa158015610f2c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f509190613589565b516001600160a01b03163314610f7957604051636a25f23760e11b815260040160405180910390fd5b610f816127d1565b6001600160a01b0382166364eaa9bd8d835f604051908082528060200260200182016040528015610fcc57816020015b610fb9612817565b815260200190600190039081610fb15790505b506040805160c0810182525f80825260208201819052818301819052606082018190526080820181905260a082015290516001600160e01b031960e087901b16815261101e94939291906004016137ac565b5f604051808303815f87803b158015611035575f5ffd5b505af1158015611047573d5f5f3e3d5ffd5b505050508b5f516020613ceb5f395f51905f528c60015f1961106991906134ae565b60405161107792919061308b565b60405180910390a25050506112b2565b5f826001600160a01b0316632d6a1421838e8e8c8c8c8c8c6040518963ffffffff1660e01b81526004016110c2989796959493929190613909565b602060405180830381865afa1580156110dd573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061110191906139b9565b90508b5f516020613ceb5f395f51905f528c8360405161112292919061308b565b60405180910390a25f5b858110156112ad575f8b8b8381811061114757611147612fb0565b905060200281019061115991906139d0565b61116290613ac5565b905081156112075760608101516040516311cb9e4d60e01b815263ffffffff90911660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906311cb9e4d90602401606060405180830381865afa1580156111d8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111fc9190613b90565b60a083015260808201525b836001600160a01b03166364eaa9bd8f838d8d8781811061122a5761122a612fb0565b905060200281019061123c9190613bd5565b8d8d8981811061124e5761124e612fb0565b905060c002016040518663ffffffff1660e01b8152600401611274959493929190613c1a565b5f604051808303815f87803b15801561128b575f5ffd5b505af115801561129d573d5f5f3e3d5ffd5b505050505080600101905061112c565b505050505b505050505050505050565b5f80610845878787878786806116cb565b6040515f906112e7908390859087908290602001613c5c565b6040516020818303038152906040528051906020012090509392505050565b5f811580611315575061010082115b1561133657604051631f03082d60e11b815260048101839052602401610608565b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e60015b8381101561136a5760011b61135a565b8360051b85015b8160051b8601811015611389575f8152602001611371565b505b60018111156113c4575f5b8160011c8110156113bb576040600682901b870120600582901b870152600101611396565b5060011c61138b565b50604080519182529351602082015292830191909152506060902090565b6040515f905f516020613cab5f395f51905f529083908360015b8381101561140c5760011b6113fc565b8060051b8301905061014081016040528481525f5b8481101561146e576101208102890161010081013560201c604082013560401c17602082013560a01c1784179350610120816020850137506101408220600582901b850152600101611421565b5050801561148f576040516321af709760e21b815260040160405180910390fd5b6114998284611306565b979650505050505050565b6114ce847f0000000000000000000000000000000000000000000000000000000000000000611a47565b7f00000000000000000000000000000000000000000000000000000000000000006310798e9d60e11b5f611509610100870160e08801612fe5565b63ffffffff169050365f61152060c0890189613bd5565b915091505f60405190508160051b608001810160405284815283600482015260406024820152816044820152611563838383606461155e919061302b565b611aba565b8160051b5f5f82606401848a5afa61157d573d5f833e3d82fd5b806060013d1461158b575f5ffd5b60205f833e806060602084013e506112ad8b89898d8d7f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000088611b15565b5f61161d6040518060a001604052805f81526020015f81526020015f81526020015f81526020015f63ffffffff1681525090565b63ffffffff831660808201525f19604082015284815283850160208201525f5b888110156116875761012081028a0161166f818a8a8581811061166257611662612fb0565b9050602002013585611b65565b1561167e57816001901b841793505b5060010161163d565b5060208101518151146116ad576040516321af709760e21b815260040160405180910390fd5b6116bf81604001518260600151611c93565b50979650505050505050565b5f5f5f60405192508560051b80606001840160405288604085015280886060860137806020016040850120915050878352604060208401528560021b6040840152601f19601f8760021b0116606001915061173383606061172c919061302b565b88886117c3565b6117505760405163744f82e360e01b815260040160405180910390fd5b808a60e001351461177c578960e0013581604051630bc9499560e21b815260040161060892919061308b565b6117888a8a8787611caf565b5f516020613d2b5f395f51905f525f6117a760608d0160408e01612ba2565b905060808c01358082848789a350505050505050505050505050565b5f825f8360031c60081b82015b80831015611858575f833560208501356040860135606087013580821783851717871796508060801b8260a01b178360c01b8560e01b1717945050505050608084013560a085013560c086013560e08701358082178385171787179650808260201b178360401b8560601b171785178c525050505050610100830192506020870196506117d0565b508360051b85015b8083101561188757823580831792508060e01b885250602083019250600487019650611860565b50600160201b1195945050505050565b803546146118bd576040516324497bc360e01b815261060890823590469060040161308b565b306118ce60408301602084016128a8565b6001600160a01b031614611906576118ec60408201602083016128a8565b604051632ac427ff60e01b81526004016106089190612dae565b6119196102c06060830160408401612ba2565b156119535761192e6060820160408301612ba2565b6040516355527ea160e01b81526001600160401b039091166004820152602401610608565b7f00000000000000000000000000000000000000000000000000000000000000008160600135146119bf5780606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b815260040161060892919061308b565b6119c881611e66565b60a0810135805460c08301358114611a0757604051639f142d5760e01b8152600481018390526024810182905260c08401356044820152606401610608565b611a42611a1c61012085016101008601612fe5565b7f0000000000000000000000000000000000000000000000000000000000000000611a47565b505050565b438263ffffffff1610611a715781436040516326f2db8960e01b8152600401610608929190613c74565b80611a8263ffffffff8416436134ae565b1115611ab657604051630f096f4d60e41b815263ffffffff8316600482015243602482015260448101829052606401610608565b5050565b5f838360061b81015b80821015611b0d576040825f3760405f20838111611af65760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190611ac3565b505050505050565b5f80808815611b44575f5f611b2b8d8d8d611eb7565b6040805192835260208301919091528181019052925050505b611b538b828a8a8a8a8a611f82565b92509250509850989650505050505050565b5f5f5f5f611b738686612048565b91945092509050608087013560408801355f611b8e83610d3b565b90505f611b9b8984612185565b90505f611bb88c848a8d60800151868f60600151165f14156121e4565b90506001600160e01b0319811615611c24576040516001600160e01b03198216815285906001600160401b038616907f4832ada01de346f57fdf027fe235ddc4d809df546b7c7a59c2a6202d13a119c99060200160405180910390a35f98505050505050505050610bcb565b818a60600181815117915081815250505f5f516020613d2b5f395f51905f5290508884556040518760021b8d825260406020830152806040830152808a60608401375f81606084010152878784601f19601f85011660600185a35060019e9d5050505050505050505050505050565b815f516020613d0b5f395f51905f520181815414611a42575550565b83354614611cd5576040516324497bc360e01b815261060890853590469060040161308b565b30611ce660408601602087016128a8565b6001600160a01b031614611d04576118ec60408501602086016128a8565b5f611d156060860160408701612ba2565b90505f611d3c66ffffffffffffff600884901c165f516020613d0b5f395f51905f5261302b565b8054909150600160ff84161b9080821615611d75576040516355527ea160e01b81526001600160401b0385166004820152602401610608565b7f0000000000000000000000000000000000000000000000000000000000000000886060013514611de15787606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b815260040161060892919061308b565b611dea88611e66565b60a0880135805460c08a01358114611e2957604051639f142d5760e01b8152600481018390526024810182905260c08b01356044820152606401610608565b611e4f611e358b610afa565b611e476101208d016101008e01612fe5565b8b8b8b6114a4565b5060e0909801359097559590951790945550505050565b5f516020613ccb5f395f51905f525f81815260808301356020819052604090912060a08401358114611eb157604051633b346b6360e11b815260a08501356004820152602401610608565b50505050565b5f80805f516020613c8b5f395f51905f526001851115611f5a578087069350856002860360051b8101600193505b80821015611f27578260038488868a8b09090882358482868384090882151715611f13575f95505050611f27565b505082600187089550602082019150611ee5565b508215611f5857816003838785898a0909088135945060208201358584828309148285888909141684871016945050505b505b81611f785760405163115f9ba160e01b815260040160405180910390fd5b5050935093915050565b5f5f5f5f611f91898987612300565b945090925090505f611fbc8383611fab60c08d018d613bd5565b8e611fb78c602061302b565b6123f9565b91945092509050611fcd81856134ae565b9450841580611fed5750611fe18885613014565b611feb8887613014565b105b1561200f5784846040516322c1720560e21b815260040161060892919061308b565b61201c8c8c85858d61250b565b61203957604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b805160208201515f91600480820192823560e01c9291612069908490613014565b612073908561302b565b1115612092576040516321af709760e21b815260040160405180910390fd5b61209d826004613014565b6120a7908461302b565b855260405186815260208101601f19600285901b168501855b818110156121495780358060e01c845263ffffffff8160c01c16602085015263ffffffff8160a01c16604085015263ffffffff8160801c16606085015263ffffffff8160601c16608085015263ffffffff8160401c1660a085015263ffffffff8160201c1660c085015263ffffffff811660e085015250602081019050610100830192506120c0565b50805b8560021b870181101561216e57803560e01c835260209092019160040161214c565b5050508260051b6020018120945050509250925092565b60408201515f9066ffffffffffffff600884901c169081146121d5575f198460400151146121bf576121bf84604001518560600151611c93565b604084018190526121cf81610bd2565b60608501525b5050600160ff82161b92915050565b5f85354681146121fe57506324497bc360e01b90506122f7565b50602086013530811461221b5750632ac427ff60e01b90506122f7565b5061010086013563ffffffff8416811461223f5750631e45f7ed60e11b90506122f7565b821561225557506355527ea160e01b90506122f7565b5060608601357f00000000000000000000000000000000000000000000000000000000000000008114612292575063e5872e5f60e01b90506122f7565b5060a08601358581146122af5750633b346b6360e11b90506122f7565b50845460c0870135908082146122d15750639f142d5760e01b91506122f79050565b60e088013591508582146122f15750630bc9499560e21b91506122f79050565b505f9150505b95945050505050565b5f808080612315610100870160e08801612fe5565b63ffffffff1690505f5f5f875160405160606101008c018237805198506020810151975060408101519250811515945081606082201493505050826123715789846040516343a2f1cb60e01b8152600401610608929190613c74565b81612392576040516318c3096f60e21b815260048101859052602401610608565b63ffffffff81811690602083901c8116908c168211806123c2575080158015906123c25750808c63ffffffff1610155b156123e4578b866040516343a2f1cb60e01b8152600401610608929190613c74565b50969a95995060401c97509395505050505050565b5f5f5f5f5f516020613c8b5f395f51905f5290506040518a815289602082015260408101898960061b81015b808210156124ee5788516001600160601b03811663ffffffff8260601c168c1015612486578160e01c8c1015612476576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b806124a9576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa6124dd57634010053960e11b5f5260045ffd5b604082019150602089019850612425565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f036125285761251e886125c9565b9092509050612532565b5050845160208601515b61253a61282f565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e08201526125bc81612671565b9998505050505050505050565b5f5f5f5f516020613c8b5f395f51905f52905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa612645575f5ffd5b81519350808385860903612659575061266a565b506020815281600185089350612622565b5050915091565b5f6127c5565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6126a85750610634565b825160408501526020830151606085015260408360808660065afa6126cd5750610634565b60018452600260208501528060408501525060408360608560075afa156106345760c0820151604084015260e08201516060840152604060c0830160808560065afa15610634577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156106345750505160011490565b61063460405183612677565b6040518060c001604052806127e4612817565b81526020016127f161284e565b81526060602082018190525f60408301520161280b612817565b81526020015f81525090565b60405180604001604052805f81526020015f81525090565b604051806101800160405280600c906020820280368337509192915050565b6040518060400160405280612861612873565b815260200161286e612873565b905290565b60405180604001604052806002906020820280368337509192915050565b6001600160a01b03811681146128a5575f5ffd5b50565b5f602082840312156128b8575f5ffd5b8135610bcb81612891565b5f5f83601f8401126128d3575f5ffd5b5081356001600160401b038111156128e9575f5ffd5b6020830191508360208260051b8501011115612903575f5ffd5b9250929050565b5f5f5f6040848603121561291c575f5ffd5b8335925060208401356001600160401b03811115612938575f5ffd5b612944868287016128c3565b9497909650939450505050565b5f5f60208385031215612962575f5ffd5b82356001600160401b03811115612977575f5ffd5b612983858286016128c3565b90969095509350505050565b5f5f83601f84011261299f575f5ffd5b5081356001600160401b038111156129b5575f5ffd5b60208301915083602061012083028501011115612903575f5ffd5b5f5f83601f8401126129e0575f5ffd5b5081356001600160401b038111156129f6575f5ffd5b602083019150836020828501011115612903575f5ffd5b5f6101608284031215612a1e575f5ffd5b50919050565b5f5f5f5f5f5f5f5f5f60a08a8c031215612a3c575f5ffd5b89356001600160401b03811115612a51575f5ffd5b612a5d8c828d0161298f565b909a5098505060208a01356001600160401b03811115612a7b575f5ffd5b612a878c828d016128c3565b90985096505060408a01356001600160401b03811115612aa5575f5ffd5b612ab18c828d016129d0565b90965094505060608a01356001600160401b03811115612acf575f5ffd5b612adb8c828d01612a0d565b93505060808a01356001600160401b03811115612af6575f5ffd5b612b028c828d016128c3565b915080935050809150509295985092959850929598565b5f60208284031215612b29575f5ffd5b5035919050565b5f6101208284031215612a1e575f5ffd5b5f5f6101408385031215612b53575f5ffd5b612b5d8484612b30565b91506101208301356001600160401b03811115612b78575f5ffd5b612b8485828601612a0d565b9150509250929050565b6001600160401b03811681146128a5575f5ffd5b5f60208284031215612bb2575f5ffd5b8135610bcb81612b8e565b5f5f5f5f5f5f5f6101a0888a031215612bd4575f5ffd5b612bde8989612b30565b96506101208801356001600160401b03811115612bf9575f5ffd5b612c058a828b01612a0d565b96505061014088013594506101608801356001600160401b03811115612c29575f5ffd5b612c358a828b016128c3565b9095509350506101808801356001600160401b03811115612c54575f5ffd5b612c608a828b016128c3565b989b979a50959850939692959293505050565b5f5f5f5f5f5f6101808789031215612c89575f5ffd5b612c938888612b30565b95506101208701356001600160401b03811115612cae575f5ffd5b612cba89828a016128c3565b90965094505061014087013592506101608701356001600160401b03811115612ce1575f5ffd5b612ced89828a016128c3565b979a9699509497509295939492505050565b5f6101208284031215612d10575f5ffd5b610bcb8383612b30565b5f5f5f60408486031215612d2c575f5ffd5b83356001600160401b03811115612d41575f5ffd5b612d4d868287016128c3565b909790965060209590950135949350505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b81811015612da2578351835260209384019390920191600101612d84565b50909695505050505050565b6001600160a01b0391909116815260200190565b602080825282518282018190525f918401906040840190835b81811015612df9578351835260209384019390920191600101612ddb565b509095945050505050565b5f5f83601f840112612e14575f5ffd5b5081356001600160401b03811115612e2a575f5ffd5b60208301915083602060c083028501011115612903575f5ffd5b5f60e08284031215612a1e575f5ffd5b5f5f5f5f5f5f5f5f5f60c08a8c031215612e6c575f5ffd5b8935985060208a0135975060408a01356001600160401b03811115612e8f575f5ffd5b612e9b8c828d016128c3565b90985096505060608a01356001600160401b03811115612eb9575f5ffd5b612ec58c828d016128c3565b90965094505060808a01356001600160401b03811115612ee3575f5ffd5b612eef8c828d01612e04565b90945092505060a08a01356001600160401b03811115612f0d575f5ffd5b612f198c828d01612e44565b9150509295985092959850929598565b5f5f5f5f5f6101808688031215612f3e575f5ffd5b612f488787612b30565b94506101208601356001600160401b03811115612f63575f5ffd5b612f6f88828901612a0d565b94505061014086013592506101608601356001600160401b03811115612f93575f5ffd5b612f9f888289016128c3565b969995985093965092949392505050565b634e487b7160e01b5f52603260045260245ffd5b63ffffffff811681146128a5575f5ffd5b8035612fe081612fc4565b919050565b5f60208284031215612ff5575f5ffd5b8135610bcb81612fc4565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761063457610634613000565b8082018082111561063457610634613000565b634e487b7160e01b5f52604160045260245ffd5b5f6001600160fb1b03831115613066575f5ffd5b8260051b80838637939093019392505050565b8381525f6122f7602083018486613052565b918252602082015260400190565b5f5f8335601e198436030181126130ae575f5ffd5b83016020810192503590506001600160401b038111156130cc575f5ffd5b8060061b3603821315612903575f5ffd5b8183526020830192505f815f5b84811015613112578135865260208083013590870152604095860195909101906001016130ea565b5093949350505050565b86815263ffffffff8616602082015260a06040820181905281018490525f60c0600586901b83018101908301878361011e1936839003015b898210156131ed5786850360bf190184528235818112613172575f5ffd5b8b0180358652602080820135908701526040808201604088013760406080820160808801376131a460c0820182613099565b61012060c08901526131bb610120890182846130dd565b60e084810135908a01526101009384013593909801929092525050602093840193929092019160019190910190613154565b5050505060608301949094525060800152949350505050565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b8183525f6001600160fb1b03831115613259575f5ffd5b8260051b80836020870137939093016020019392505050565b606081525f613285606083018688613242565b6020838101869052838203604085015284548083525f86815282812093909201915b818110156132c55783548352600193840193602090930192016132a7565b509098975050505050505050565b60405161022081016001600160401b03811182821017156132f6576132f661303e565b60405290565b604080519081016001600160401b03811182821017156132f6576132f661303e565b60405160c081016001600160401b03811182821017156132f6576132f661303e565b604051601f8201601f191681016001600160401b03811182821017156133685761336861303e565b604052919050565b5f6001600160401b038211156133885761338861303e565b5060051b60200190565b5f82601f8301126133a1575f5ffd5b81516133b46133af82613370565b613340565b8082825260208201915060208360051b8601019250858311156133d5575f5ffd5b602085015b838110156133f25780518352602092830192016133da565b5095945050505050565b5f5f6040838503121561340d575f5ffd5b82516001600160401b03811115613422575f5ffd5b8301601f81018513613432575f5ffd5b80516134406133af82613370565b8082825260208201915060208360051b850101925087831115613461575f5ffd5b6020840193505b82841015613483578351825260209384019390910190613468565b8095505050505060208301516001600160401b038111156134a2575f5ffd5b612b8485828601613392565b8181038181111561063457610634613000565b8281525f602082018351602085015f5b828110156134ef5781518452602093840193909101906001016134d1565b50919695505050505050565b604081525f61350e604083018587613242565b9050826020830152949350505050565b8051612fe081612891565b805165ffffffffffff81168114612fe0575f5ffd5b805160ff81168114612fe0575f5ffd5b80518015158114612fe0575f5ffd5b8051612fe081612fc4565b8051612fe081612b8e565b80516001600160801b0381168114612fe0575f5ffd5b5f61022082840312801561359b575f5ffd5b506135a46132d3565b6135ad8361351e565b81526135bb60208401613529565b60208201526135cc6040840161353e565b60408201526135dd6060840161354e565b60608201526135ee6080840161355d565b60808201526135ff60a0840161351e565b60a082015261361060c0840161355d565b60c082015261362160e0840161355d565b60e0820152613633610100840161355d565b6101008201526101208381015190820152610140808401519082015261016080840151908201526136676101808401613568565b61018082015261367a6101a08401613568565b6101a082015261368d6101c08401613573565b6101c08201526101e08381015190820152610200928301519281019290925250919050565b805f5b6002811015611eb15781518452602093840193909101906001016136b5565b5f8151808452602084019350602083015f5b828110156131125761370386835180518252602090810151910152565b60409590950194602091909101906001016136e6565b61372e82825180518252602090810151910152565b5f60208201516137426040850182516136b2565b6020015161375360808501826136b2565b50604082015161016060c085015261376f6101608501826136d4565b606084015163ffffffff1660e0860152608084015180516101008701526020015161012086015260a0909301516101409094019390935250919050565b84815261012060208201525f6137c6610120830186613719565b82810360408401526137d881866136d4565b91505060608201835f5b60068110156138015781518352602092830192909101906001016137e2565b50505095945050505050565b8183526020830192505f815f5b848110156131125760c082873760c095860195919091019060010161381a565b5f5f8335601e1984360301811261384f575f5ffd5b83016020810192503590506001600160401b0381111561386d575f5ffd5b8060051b3603821315612903575f5ffd5b80358252602080820135908301525f6040808301818501376138a3608083018361383a565b60e060808601526138b860e086018284613242565b9150506138c860a084018461383a565b85830360a08701526138db838284613242565b925050506138ec60c084018461383a565b85830360c08701526138ff838284613242565b9695505050505050565b6001600160a01b0389168152602081018890526040810187905260c06060820181905281018590525f60e0600587901b8301810190830188835b898110156139805785840360df1901835261395e828c613099565b6139698682846130dd565b955050506020928301929190910190600101613943565b505050828103608084015261399681868861380d565b905082810360a08401526139aa818561387e565b9b9a5050505050505050505050565b5f602082840312156139c9575f5ffd5b5051919050565b5f823561015e198336030181126139e5575f5ffd5b9190910192915050565b5f604082840312156139ff575f5ffd5b613a076132fc565b823581526020928301359281019290925250919050565b5f82601f830112613a2d575f5ffd5b613a356132fc565b806040840185811115613a46575f5ffd5b845b81811015612df9578035845260209384019301613a48565b5f82601f830112613a6f575f5ffd5b8135613a7d6133af82613370565b8082825260208201915060208360061b860101925085831115613a9e575f5ffd5b602085015b838110156133f257613ab587826139ef565b8352602090920191604001613aa3565b5f813603610160811215613ad7575f5ffd5b613adf61331e565b613ae936856139ef565b81526080603f1983011215613afc575f5ffd5b613b046132fc565b9150613b133660408601613a1e565b8252613b223660808601613a1e565b602083015281602082015260c084013591506001600160401b03821115613b47575f5ffd5b613b5336838601613a60565b6040820152613b6460e08501612fd5565b6060820152613b773661010086016139ef565b6080820152610140939093013560a08401525090919050565b5f5f8284036060811215613ba2575f5ffd5b6040811215613baf575f5ffd5b50613bb86132fc565b835181526020808501519082015260409093015192949293505050565b5f5f8335601e19843603018112613bea575f5ffd5b8301803591506001600160401b03821115613c03575f5ffd5b6020019150600681901b3603821315612903575f5ffd5b85815261012060208201525f613c34610120830187613719565b8281036040840152613c478186886130dd565b91505060c08360608401379695505050505050565b8481528360208201525f6138ff604083018486613052565b63ffffffff92909216825260208201526040019056fe30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47c272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b2737c4c7336b9f3194c14f14df8917a49d3285e18836a0b75a841d7b05a6f6fdc74c2d1ac7a72f41505dc24fd0ad0fc82ceeb8247c616291f4fc820ef062f5f05301bc7f0357b59c028ac1fac04cf1dba373be7a33f8123aa3c7210a6fd8ff79ea2646970667358221220c6ad3bd9747d55225869556e7f7f3e57f6e5e6862152eeff66ba2f78d7ae76e264736f6c63430008250033",
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

// PackREQUESTED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc39ec213.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function REQUESTED() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackREQUESTED() []byte {
	enc, err := lLMConsumer.abi.Pack("REQUESTED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackREQUESTED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc39ec213.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function REQUESTED() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackREQUESTED() ([]byte, error) {
	return lLMConsumer.abi.Pack("REQUESTED")
}

// UnpackREQUESTED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc39ec213.
//
// Solidity: function REQUESTED() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackREQUESTED(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("REQUESTED", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackBatchDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2420d1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function batchDigest(bytes32[] digests) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackBatchDigest(digests [][32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("batchDigest", digests)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBatchDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c2420d1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function batchDigest(bytes32[] digests) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackBatchDigest(digests [][32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("batchDigest", digests)
}

// UnpackBatchDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c2420d1.
//
// Solidity: function batchDigest(bytes32[] digests) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackBatchDigest(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("batchDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// PackIndexUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43176efc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function indexUsed(uint64 index) view returns(bool)
func (lLMConsumer *LLMConsumer) PackIndexUsed(index uint64) []byte {
	enc, err := lLMConsumer.abi.Pack("indexUsed", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIndexUsed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x43176efc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function indexUsed(uint64 index) view returns(bool)
func (lLMConsumer *LLMConsumer) TryPackIndexUsed(index uint64) ([]byte, error) {
	return lLMConsumer.abi.Pack("indexUsed", index)
}

// UnpackIndexUsed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x43176efc.
//
// Solidity: function indexUsed(uint64 index) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackIndexUsed(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("indexUsed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa81780c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function request(uint256[] prompt, uint256 n) returns(bytes32 input)
func (lLMConsumer *LLMConsumer) PackRequest(prompt []*big.Int, n *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("request", prompt, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa81780c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function request(uint256[] prompt, uint256 n) returns(bytes32 input)
func (lLMConsumer *LLMConsumer) TryPackRequest(prompt []*big.Int, n *big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("request", prompt, n)
}

// UnpackRequest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa81780c6.
//
// Solidity: function request(uint256[] prompt, uint256 n) returns(bytes32 input)
func (lLMConsumer *LLMConsumer) UnpackRequest(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("request", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRequested is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x314a6a4e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requested(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) PackRequested(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("requested", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequested is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x314a6a4e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requested(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) TryPackRequested(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("requested", input)
}

// UnpackRequested is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x314a6a4e.
//
// Solidity: function requested(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackRequested(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("requested", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackResolveSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbccfc48f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveSharded(uint256 challengeId, uint256 gameId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256)[] sigs, (uint256,uint256)[][] signerKeys, bytes32[6][] claims, (uint256,bytes32,bytes32[2],bytes32[],bytes32[],bytes32[]) blame) returns()
func (lLMConsumer *LLMConsumer) PackResolveSharded(challengeId *big.Int, gameId *big.Int, sigs []QuorumSignature, signerKeys [][]G1Point, claims [][6][32]byte, blame Blame) []byte {
	enc, err := lLMConsumer.abi.Pack("resolveSharded", challengeId, gameId, sigs, signerKeys, claims, blame)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbccfc48f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveSharded(uint256 challengeId, uint256 gameId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256)[] sigs, (uint256,uint256)[][] signerKeys, bytes32[6][] claims, (uint256,bytes32,bytes32[2],bytes32[],bytes32[],bytes32[]) blame) returns()
func (lLMConsumer *LLMConsumer) TryPackResolveSharded(challengeId *big.Int, gameId *big.Int, sigs []QuorumSignature, signerKeys [][]G1Point, claims [][6][32]byte, blame Blame) ([]byte, error) {
	return lLMConsumer.abi.Pack("resolveSharded", challengeId, gameId, sigs, signerKeys, claims, blame)
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

// PackSetShardCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da05115.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setShardCommittee(address c) returns()
func (lLMConsumer *LLMConsumer) PackSetShardCommittee(c common.Address) []byte {
	enc, err := lLMConsumer.abi.Pack("setShardCommittee", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetShardCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0da05115.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setShardCommittee(address c) returns()
func (lLMConsumer *LLMConsumer) TryPackSetShardCommittee(c common.Address) ([]byte, error) {
	return lLMConsumer.abi.Pack("setShardCommittee", c)
}

// PackShardCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc423ce3f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardCommittee() view returns(address)
func (lLMConsumer *LLMConsumer) PackShardCommittee() []byte {
	enc, err := lLMConsumer.abi.Pack("shardCommittee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc423ce3f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardCommittee() view returns(address)
func (lLMConsumer *LLMConsumer) TryPackShardCommittee() ([]byte, error) {
	return lLMConsumer.abi.Pack("shardCommittee")
}

// UnpackShardCommittee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc423ce3f.
//
// Solidity: function shardCommittee() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackShardCommittee(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("shardCommittee", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
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

// PackUsedIndexWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73ad3a4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usedIndexWord(uint256 wordPos) view returns(uint256 bits)
func (lLMConsumer *LLMConsumer) PackUsedIndexWord(wordPos *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("usedIndexWord", wordPos)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsedIndexWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x73ad3a4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usedIndexWord(uint256 wordPos) view returns(uint256 bits)
func (lLMConsumer *LLMConsumer) TryPackUsedIndexWord(wordPos *big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("usedIndexWord", wordPos)
}

// UnpackUsedIndexWord is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x73ad3a4d.
//
// Solidity: function usedIndexWord(uint256 wordPos) view returns(uint256 bits)
func (lLMConsumer *LLMConsumer) UnpackUsedIndexWord(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("usedIndexWord", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackVerifyAndUpdateBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cdc5902.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdateBatch((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, bytes32[] roots, bytes tokens, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256[] hashHints) returns(uint256 landed)
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdateBatch(ts []Transition, roots [][32]byte, tokens []byte, sig QuorumSignature, hashHints []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdateBatch", ts, roots, tokens, sig, hashHints)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdateBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1cdc5902.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdateBatch((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, bytes32[] roots, bytes tokens, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256[] hashHints) returns(uint256 landed)
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdateBatch(ts []Transition, roots [][32]byte, tokens []byte, sig QuorumSignature, hashHints []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdateBatch", ts, roots, tokens, sig, hashHints)
}

// UnpackVerifyAndUpdateBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1cdc5902.
//
// Solidity: function verifyAndUpdateBatch((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, bytes32[] roots, bytes tokens, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256[] hashHints) returns(uint256 landed)
func (lLMConsumer *LLMConsumer) UnpackVerifyAndUpdateBatch(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("verifyAndUpdateBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PackVerifyAndUpdateSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a999921.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdateSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],bytes32,bytes32)[] sigs, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdateSharded(t Transition, sigs []ShardSignature, root [32]byte, tokens []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdateSharded", t, sigs, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdateSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a999921.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdateSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],bytes32,bytes32)[] sigs, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdateSharded(t Transition, sigs []ShardSignature, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdateSharded", t, sigs, root, tokens)
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

// LLMConsumerRequested represents a Requested event raised by the LLMConsumer contract.
type LLMConsumerRequested struct {
	InputHash [32]byte
	Requester common.Address
	Prompt    []*big.Int
	N         *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerRequestedEventName = "Requested"

// ContractEventName returns the user-defined event name.
func (LLMConsumerRequested) ContractEventName() string {
	return LLMConsumerRequestedEventName
}

// UnpackRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Requested(bytes32 indexed inputHash, address indexed requester, uint256[] prompt, uint256 n)
func (lLMConsumer *LLMConsumer) UnpackRequestedEvent(log *types.Log) (*LLMConsumerRequested, error) {
	event := "Requested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerRequested)
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

// LLMConsumerShardCharged represents a ShardCharged event raised by the LLMConsumer contract.
type LLMConsumerShardCharged struct {
	ChallengeId *big.Int
	GameId      *big.Int
	Shard       *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const LLMConsumerShardChargedEventName = "ShardCharged"

// ContractEventName returns the user-defined event name.
func (LLMConsumerShardCharged) ContractEventName() string {
	return LLMConsumerShardChargedEventName
}

// UnpackShardChargedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ShardCharged(uint256 indexed challengeId, uint256 gameId, uint256 shard)
func (lLMConsumer *LLMConsumer) UnpackShardChargedEvent(log *types.Log) (*LLMConsumerShardCharged, error) {
	event := "ShardCharged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerShardCharged)
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

// LLMConsumerShardCommitteeSet represents a ShardCommitteeSet event raised by the LLMConsumer contract.
type LLMConsumerShardCommitteeSet struct {
	Committee common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerShardCommitteeSetEventName = "ShardCommitteeSet"

// ContractEventName returns the user-defined event name.
func (LLMConsumerShardCommitteeSet) ContractEventName() string {
	return LLMConsumerShardCommitteeSetEventName
}

// UnpackShardCommitteeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ShardCommitteeSet(address indexed committee)
func (lLMConsumer *LLMConsumer) UnpackShardCommitteeSetEvent(log *types.Log) (*LLMConsumerShardCommitteeSet, error) {
	event := "ShardCommitteeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerShardCommitteeSet)
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

// LLMConsumerSkipped represents a Skipped event raised by the LLMConsumer contract.
type LLMConsumerSkipped struct {
	Index     uint64
	InputHash [32]byte
	Reason    [4]byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const LLMConsumerSkippedEventName = "Skipped"

// ContractEventName returns the user-defined event name.
func (LLMConsumerSkipped) ContractEventName() string {
	return LLMConsumerSkippedEventName
}

// UnpackSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Skipped(uint64 indexed index, bytes32 indexed inputHash, bytes4 reason)
func (lLMConsumer *LLMConsumer) UnpackSkippedEvent(log *types.Log) (*LLMConsumerSkipped, error) {
	event := "Skipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerSkipped)
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["AlreadyAnswered"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackAlreadyAnsweredError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["AlreadyRequested"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackAlreadyRequestedError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ApkMismatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackApkMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ArbiterAlreadySet"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackArbiterAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadBatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadHashToG1Hints"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadHashToG1HintsError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadShardCommittee"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadShardCommitteeError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadSignature"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BatchSize"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBatchSizeError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["EmptyRequest"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackEmptyRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["FutureReferenceBlock"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackFutureReferenceBlockError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["IndexUsed"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackIndexUsedError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["InvalidThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackInvalidThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotChallenger"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotChallengerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotSharded"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotShardedError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["ReferenceBlockMismatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackReferenceBlockMismatchError(raw[4:])
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

// LLMConsumerAlreadyAnswered represents a AlreadyAnswered error raised by the LLMConsumer contract.
type LLMConsumerAlreadyAnswered struct {
	InputHash [32]byte
	Value     [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyAnswered(bytes32 inputHash, bytes32 value)
func LLMConsumerAlreadyAnsweredErrorID() common.Hash {
	return common.HexToHash("0x00d29f0b2654d4bf07b6a873ba1487042f447f78f9a90bbca20c3f9387acbd9c")
}

// UnpackAlreadyAnsweredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyAnswered(bytes32 inputHash, bytes32 value)
func (lLMConsumer *LLMConsumer) UnpackAlreadyAnsweredError(raw []byte) (*LLMConsumerAlreadyAnswered, error) {
	out := new(LLMConsumerAlreadyAnswered)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "AlreadyAnswered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerAlreadyRequested represents a AlreadyRequested error raised by the LLMConsumer contract.
type LLMConsumerAlreadyRequested struct {
	InputHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRequested(bytes32 inputHash)
func LLMConsumerAlreadyRequestedErrorID() common.Hash {
	return common.HexToHash("0xec0db69891c7f1ffba9df3153d2adb1746a23a568ddedad5c3cbba85b3871167")
}

// UnpackAlreadyRequestedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRequested(bytes32 inputHash)
func (lLMConsumer *LLMConsumer) UnpackAlreadyRequestedError(raw []byte) (*LLMConsumerAlreadyRequested, error) {
	out := new(LLMConsumerAlreadyRequested)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "AlreadyRequested", raw); err != nil {
		return nil, err
	}
	return out, nil
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

// LLMConsumerBadBatch represents a BadBatch error raised by the LLMConsumer contract.
type LLMConsumerBadBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBatch()
func LLMConsumerBadBatchErrorID() common.Hash {
	return common.HexToHash("0x86bdc25c99648598923bb853ace35b4957af66811405e311820e81be4c44dd00")
}

// UnpackBadBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBatch()
func (lLMConsumer *LLMConsumer) UnpackBadBatchError(raw []byte) (*LLMConsumerBadBatch, error) {
	out := new(LLMConsumerBadBatch)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BadBatch", raw); err != nil {
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

// LLMConsumerBadShardCommittee represents a BadShardCommittee error raised by the LLMConsumer contract.
type LLMConsumerBadShardCommittee struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadShardCommittee()
func LLMConsumerBadShardCommitteeErrorID() common.Hash {
	return common.HexToHash("0xceb73f874f42c9dc73af00fc924a1ba615c7326139700e715019d041fd7132c9")
}

// UnpackBadShardCommitteeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadShardCommittee()
func (lLMConsumer *LLMConsumer) UnpackBadShardCommitteeError(raw []byte) (*LLMConsumerBadShardCommittee, error) {
	out := new(LLMConsumerBadShardCommittee)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BadShardCommittee", raw); err != nil {
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

// LLMConsumerBatchSize represents a BatchSize error raised by the LLMConsumer contract.
type LLMConsumerBatchSize struct {
	K *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BatchSize(uint256 k)
func LLMConsumerBatchSizeErrorID() common.Hash {
	return common.HexToHash("0x3e06105a4d5b471765e9078f56be602c552b5e5ef2d85843cb10d218ae2d9822")
}

// UnpackBatchSizeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BatchSize(uint256 k)
func (lLMConsumer *LLMConsumer) UnpackBatchSizeError(raw []byte) (*LLMConsumerBatchSize, error) {
	out := new(LLMConsumerBatchSize)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BatchSize", raw); err != nil {
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

// LLMConsumerEmptyRequest represents a EmptyRequest error raised by the LLMConsumer contract.
type LLMConsumerEmptyRequest struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyRequest()
func LLMConsumerEmptyRequestErrorID() common.Hash {
	return common.HexToHash("0x5c2209022934f11de9b05d9e1f5b6c86dc0064e81e9a624126b82d226eb63300")
}

// UnpackEmptyRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyRequest()
func (lLMConsumer *LLMConsumer) UnpackEmptyRequestError(raw []byte) (*LLMConsumerEmptyRequest, error) {
	out := new(LLMConsumerEmptyRequest)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "EmptyRequest", raw); err != nil {
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

// LLMConsumerIndexUsed represents a IndexUsed error raised by the LLMConsumer contract.
type LLMConsumerIndexUsed struct {
	Index uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error IndexUsed(uint64 index)
func LLMConsumerIndexUsedErrorID() common.Hash {
	return common.HexToHash("0x55527ea1a05152a6541c34e9fc0d6a64776264bbc0c3ed9aa44c9f91b04dc21f")
}

// UnpackIndexUsedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error IndexUsed(uint64 index)
func (lLMConsumer *LLMConsumer) UnpackIndexUsedError(raw []byte) (*LLMConsumerIndexUsed, error) {
	out := new(LLMConsumerIndexUsed)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "IndexUsed", raw); err != nil {
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

// LLMConsumerNotChallenger represents a NotChallenger error raised by the LLMConsumer contract.
type LLMConsumerNotChallenger struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotChallenger()
func LLMConsumerNotChallengerErrorID() common.Hash {
	return common.HexToHash("0xd44be46e474815517f17472ced2e82d163811eb1b31f0c9e778f3fb9aa875ee7")
}

// UnpackNotChallengerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotChallenger()
func (lLMConsumer *LLMConsumer) UnpackNotChallengerError(raw []byte) (*LLMConsumerNotChallenger, error) {
	out := new(LLMConsumerNotChallenger)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotChallenger", raw); err != nil {
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

// LLMConsumerNotSharded represents a NotSharded error raised by the LLMConsumer contract.
type LLMConsumerNotSharded struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSharded()
func LLMConsumerNotShardedErrorID() common.Hash {
	return common.HexToHash("0x9e46097062fd586afeb8a5a6690f8cdd87010fa4e80b567f8a048825d85928a9")
}

// UnpackNotShardedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSharded()
func (lLMConsumer *LLMConsumer) UnpackNotShardedError(raw []byte) (*LLMConsumerNotSharded, error) {
	out := new(LLMConsumerNotSharded)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotSharded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerReferenceBlockMismatch represents a ReferenceBlockMismatch error raised by the LLMConsumer contract.
type LLMConsumerReferenceBlockMismatch struct {
	ReferenceBlock      uint32
	BatchReferenceBlock uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReferenceBlockMismatch(uint32 referenceBlock, uint32 batchReferenceBlock)
func LLMConsumerReferenceBlockMismatchErrorID() common.Hash {
	return common.HexToHash("0x3c8befdac7a6d6a0e3edcd6923a58ddc2ae4e7286a5ecdc233c6be5bdf65dbf2")
}

// UnpackReferenceBlockMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReferenceBlockMismatch(uint32 referenceBlock, uint32 batchReferenceBlock)
func (lLMConsumer *LLMConsumer) UnpackReferenceBlockMismatchError(raw []byte) (*LLMConsumerReferenceBlockMismatch, error) {
	out := new(LLMConsumerReferenceBlockMismatch)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "ReferenceBlockMismatch", raw); err != nil {
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
