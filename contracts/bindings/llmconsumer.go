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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"},{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"},{\"name\":\"chunkHashes_\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COMPUTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LANDING_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_NOBODY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_QUORUM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_SHARDS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"QUORUM_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RECORD_MASK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REQUESTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RESULT_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SHARDS_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"batchDigest\",\"inputs\":[{\"name\":\"digests\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"chunkHashes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deployer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"indexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"infer\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"inputHash\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"invalid\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAt\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAtSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landing\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingOf\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"record\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"liability\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nonSignerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requested\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resultSlot\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"resultValue\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"setArbiter\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setShardCommittee\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"shardCommittee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shards\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transitionDigest\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"usedIndexWord\",\"inputs\":[{\"name\":\"wordPos\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"bits\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateBatch\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"roots\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"landed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateHinted\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structShardSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ArbiterSet\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Inferred\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Requested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ShardCommitteeSet\",\"inputs\":[{\"name\":\"committee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Skipped\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"bytes4\",\"indexed\":false,\"internalType\":\"bytes4\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transitioned\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Updated\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyAnswered\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyRequested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ArbiterAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadHashToG1Hints\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShardCommittee\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BatchSize\",\"inputs\":[{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EmptyValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"IndexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotDeployer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotLiable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotSharded\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"Overwrite\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ReferenceBlockMismatch\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"batchReferenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"RegistryWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StaleOldValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"current\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TokenOutOfRange\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TokensMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TokensRequired\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChain\",\"inputs\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongManifest\",\"inputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroArbiter\",\"inputs\":[]}]",
	ID:  "LLMConsumer",
	Bin: "0x610160604052348015610010575f5ffd5b5060405161489d38038061489d83398101604081905261002f916101cc565b84846001600160a01b031663337f3f326040518163ffffffff1660e01b8152600401602060405180830381865afa15801561006c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009091906102cb565b838381158061009e57508082115b156100ca57604051637b7a98f160e01b8152600481018390526024810182905260440160405180910390fd5b836001600160a01b03163b5f036100f4576040516356efbef760e01b815260040160405180910390fd5b6001600160a01b038416608081905260a084905260c083905260e0829052604080516338abcc7960e01b815290516338abcc79916004808201926020929091908290030181865afa15801561014b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061016f91906102cb565b610100525050506001600160a01b03851661012052503361014052600261019684826102e2565b505050505050610382565b6001600160a01b03811681146101b5575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a086880312156101e0575f5ffd5b85516101eb816101a1565b60208701519095506101fc816101a1565b60408701519094506001600160401b03811115610217575f5ffd5b8601601f81018813610227575f5ffd5b80516001600160401b03811115610240576102406101b8565b604051600582901b90603f8201601f191681016001600160401b038111828210171561026e5761026e6101b8565b60405291825260208184018101929081018b84111561028b575f5ffd5b6020850194505b838510156102ae57845180825260209586019590935001610292565b5060608a01516080909a0151989b979a5098979695505050505050565b5f602082840312156102db575f5ffd5b5051919050565b81516001600160401b038111156102fb576102fb6101b8565b68010000000000000000811115610314576103146101b8565b81548183558082101561034857825f528160205f20018282035f5b81811015610344575f8382015560010161032f565b5050505b506020830161035c835f9081526020902090565b5f5b8381101561037a5782518282015560209092019160010161035e565b505050505050565b60805160a05160c05160e05161010051610120516101405161446161043c5f395f81816106000152818161069f015261080001525f81816105d20152610c6201525f81816115cf0152611b7b01525f818161028b015281816116f10152611bf901525f8181610347015281816116d00152611bd801525f818161066001528181611ae601528181611b16015281816123f701528181612427015261299d01525f81816104c601528181610efb01526115f501526144615ff3fe608060405234801561000f575f5ffd5b5060043610610252575f3560e01c8063766211581161013f578063766211581461047857806377ee9e391461049957806378efb5c4146104ad5780637b103999146104c15780637f1c0ee8146104f557806389e57706146105085780638a46e2141461052a5780638b0beca91461053e5780638b4f3d0f146105515780639b7ed1f714610564578063a81780c614610577578063af71d56c1461058a578063b45488b31461059d578063c39ec213146105b2578063c423ce3f146105ba578063c9d4623f146105cd578063ca84ae2c146105f4578063d3bbb5bd146105b2578063d5f39488146105fb578063da3686de14610622578063dcc6945f14610635578063e9b8a32114610256578063ebc2f71614610648578063f5baf0d71461065b578063fe25e00a14610682575f5ffd5b80622aaf44146102565780630da05115146102715780630e0232ce14610286578063158e8f14146102ad57806317b8a93d146102c05780631c2420d1146102d35780631c9c088a146102e65780631cdc5902146102f9578063314a6a4e1461030c578063323ac9ff1461032f578063343cddcc1461034257806339a926c41461036957806343176efc1461037c57806348d839b21461038f578063499b4d07146103975780634a1f14ef146103aa5780634f9affe0146103bd5780635a94c911146103d05780635a999921146103e45780635d9097b3146103f757806369ecc3cf1461040a5780636a9385671461041d5780636c0c702c1461043057806373ad3a4d14610444578063757f0b8a14610457575b5f5ffd5b61025e600281565b6040519081526020015b60405180910390f35b61028461027f366004612f62565b610694565b005b61025e7f000000000000000000000000000000000000000000000000000000000000000081565b61025e6102bb366004612f7d565b610764565b61025e6102ce366004612fdb565b610777565b61025e6102e1366004613022565b610796565b6102846102f4366004612f62565b6107f5565b61025e6103073660046130ef565b6108d5565b61031f61031a366004612f7d565b610998565b6040519015158152602001610268565b61028461033d3660046131f5565b6109ab565b61025e7f000000000000000000000000000000000000000000000000000000000000000081565b61025e610377366004612f7d565b6109c4565b61031f61038a366004613256565b6109cf565b61025e6109f7565b61025e6103a5366004612f7d565b610a09565b61025e6103b8366004613282565b610a1d565b6102846103cb3660046132ac565b610a5e565b61025e5f51602061434c5f395f51905f5281565b6102846103f2366004613362565b610a76565b61025e6104053660046133ee565b610b34565b610284610418366004612f7d565b610b46565b61031f61042b366004612f7d565b610bb5565b61025e5f5160206143ec5f395f51905f5281565b61025e610452366004612f7d565b610bf0565b61046a610465366004613409565b610c03565b604051610268929190613450565b61048b61048636600461349d565b610d9e565b6040516102689291906134d7565b61025e5f51602061432c5f395f51905f5281565b61025e5f5160206143ac5f395f51905f5281565b6104e87f000000000000000000000000000000000000000000000000000000000000000081565b60405161026891906134e5565b61025e610503366004612f7d565b611072565b61031f610516366004612f7d565b60016020525f908152604090205460ff1681565b61025e5f51602061438c5f395f51905f5281565b61025e61054c366004612f7d565b61107f565b61025e61055f3660046134f9565b61108c565b61025e610572366004612f7d565b6110f6565b61025e610585366004613409565b611134565b61025e610598366004612f7d565b611225565b6105a5611244565b604051610268919061356a565b61025e600181565b6003546104e8906001600160a01b031681565b6104e87f000000000000000000000000000000000000000000000000000000000000000081565b61025e5f81565b6104e87f000000000000000000000000000000000000000000000000000000000000000081565b61031f610630366004612f7d565b61129a565b61028461064336600461357c565b611400565b61025e610656366004613409565b611411565b61025e7f000000000000000000000000000000000000000000000000000000000000000081565b5f546104e8906001600160a01b031681565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106dd57604051638b906c9760e01b815260040160405180910390fd5b6003546001600160a01b03161515806106fd57506001600160a01b038116155b1561071b5760405163ceb73f8760e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517f3430afa6445ef8cf4a888b398a96154d1480d7e2732f7db7ab9e11471bcdfd58905f90a250565b5f5f61076f83611225565b549392505050565b5f6040518260051b858252808560208401376020019020949350505050565b5f818015806107a6575061010081115b156107cc57604051631f03082d60e11b8152600481018290526024015b60405180910390fd5b604080516120008101909152600582901b8582376107ea818361142a565b925050505b92915050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461083e57604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b031615610867576040516342ec185b60e11b815260040160405180910390fd5b6001600160a01b03811661088e5760405163704f2a0960e11b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b038316908117825560405190917f9ff67193c9fe359ce094be60d43a9d35abc78247205d3af0a0d21583b691bc5291a250565b5f888015806108e5575061010081115b1561090657604051631f03082d60e11b8152600481018290526024016107c3565b878114610926576040516321af709760e21b815260040160405180910390fd5b5f8b8b5f81811061093957610939613603565b905061012002016101000160208101906109539190613617565b90505f61096c6109638e8e611506565b838989896115c8565b90506109878d8d8d8d8d8d886109828a8a611727565b61174d565b9d9c50505050505050505050505050565b5f60016109a4836109c4565b1492915050565b604051635adc7b7960e11b815260040160405180910390fd5b5f5f61076f836110f6565b5f60ff82166109ea66ffffffffffffff600885901c16610bf0565b6001911c81161492915050565b610a066001600160e01b613646565b81565b5f60e0610a1583610764565b901c92915050565b5f5f51602061434c5f395f51905f528383604051602001610a4093929190613659565b60405160208183030381529060405280519060200120905092915050565b610a6d8787878787878761183d565b50505050505050565b6003546001600160a01b031680610aa0576040516309e4609760e41b815260040160405180910390fd5b5f610aad88868686611935565b90505f610ab989611a27565b9050610ae58160e08b0135610ad460608d0160408e01613256565b610ae0878e8e8e611ba4565b611c9e565b6080890135610afa60608b0160408c01613256565b6001600160401b03165f51602061440c5f395f51905f528885604051610b21929190613675565b60405180910390a3505050505050505050565b5f81610b3f81611ce7565b9392505050565b5f546001600160a01b03163314610b705760405163665b32d360e11b815260040160405180910390fd5b5f818152600160208190526040808320805460ff19169092179091555182917f0a96a6189893c6d5cbf48f7afd7d7c9991aee9f1c9c76926cf9dffa37ff2434591a250565b5f5f610bc0836109c4565b90508015801590610bd2575060018114155b8015610b3f575050505f9081526001602052604090205460ff161590565b5f5160206143cc5f395f51905f52015490565b5f60605f610c12868686611411565b90505f610c1e826110f6565b80549091506001811115610c4857828160405162d29f0b60e01b81526004016107c39291906134d7565b6040516353c3db8b60e01b81526060906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906353c3db8b90610c9e908c908c908c906002906004016136e1565b5f60405180830381865afa158015610cb8573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610cdf919081019061385d565b805191965091508190610cf490600190613646565b81518110610d0457610d04613603565b602002602001015195505f8686604051602001610d2292919061390f565b60408051601f19818403018152919052805160209091012090504360e01b6002175f610d4d86611225565b9050828655818155867f9b57190460e3d0cda66a718a38f5138839598b157c61ea43e0c0169310bc4ab68a8a604051610d87929190613450565b60405180910390a250505050505050935093915050565b5f805460405163055c16cd60e51b815260048101869052829182916001600160a01b039091169063ab82d9a09060240161024060405180830381865afa158015610dea573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e0e91906139b4565b60a08101519091506001600160a01b031630141580610e2d5750602084105b15610e4e5760405163f0b80d1360e01b8152600481018790526024016107c3565b5f610e5c6020828789613ae8565b610e6591613b0f565b90505f198101610fa9575f80610e7d87890189613b87565b9250925050836102200151610ebd85610100015184604051602001610ea29190613bf2565b60405160208183030381529060405280519060200120611727565b14610ede5760405163f0b80d1360e01b8152600481018a90526024016107c3565b6101008401516040516326b5316f60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691639ad4c5bc91610f33919086908690600401613c27565b602060405180830381865afa158015610f4e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f729190613c57565b5080604051602001610f849190613bf2565b604051602081830303815290604052805190602001208151955095505050505061106a565b6003546001600160a01b031680610fd65760405163f0b80d1360e01b8152600481018990526024016107c3565b81611031575f610fe887890189613c6e565b91505083610220015161100085610100015183610a1d565b146110215760405163f0b80d1360e01b8152600481018a90526024016107c3565b505f945084935061106a92505050565b600282146110555760405163f0b80d1360e01b8152600481018990526024016107c3565b6110628189858a8a611d12565b945094505050505b935093915050565b5f6107ef6102bb836110f6565b5f6107ef6103a5836110f6565b5f5f5160206143ec5f395f51905f528484846040516020016110af929190613cb5565b604051602081830303815290604052805190602001206040516020016110d793929190613659565b6040516020818303038152906040528051906020012090509392505050565b5f5f5160206143ac5f395f51905f52826040516020016111179291906134d7565b604051602081830303815290604052805190602001209050919050565b5f821580611140575081155b1561115e57604051632e11048160e11b815260040160405180910390fd5b611169848484611411565b90505f611175826110f6565b80549091505f19810161119e57604051631d81b6d360e31b8152600481018490526024016107c3565b80156111c057828160405162d29f0b60e01b81526004016107c39291906134d7565b60015f6111cc84611225565b9050818455818155336001600160a01b0316857ff713730dd267aae17a3d6be5c955fb70e77c447262d5598fd50b402390e9711a8a8a8a60405161121293929190613cc9565b60405180910390a3505050509392505050565b5f51602061432c5f395f51905f525f9081526020919091526040902090565b6060600280548060200260200160405190810160405280929190818152602001828054801561129057602002820191905f5260205f20905b81548152602001906001019080831161127c575b5050505050905090565b5f5f6112a583611072565b905060e081901c8015806112c657505f8481526001602052604090205460ff165b156112d457505f9392505050565b60026112e56001600160e01b613646565b8316036112f6575060019392505050565b5f546001600160a01b03168061131057505f949350505050565b5f819050806001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa158015611350573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113749190613c57565b61137e9084613cec565b431180156113f6575060405163e66d043f60e01b8152306004820152602481018790526001600160a01b0382169063e66d043f90604401602060405180830381865afa1580156113d0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113f49190613c57565b155b9695505050505050565b5f80610a6d8787878787868061183d565b6040515f906110d7908390859087908290602001613cff565b5f811580611439575061010082115b1561145a57604051631f03082d60e11b8152600481018390526024016107c3565b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e60015b8381101561148e5760011b61147e565b8360051b85015b8160051b86018110156114ad575f8152602001611495565b505b60018111156114e8575f5b8160011c8110156114df576040600682901b870120600582901b8701526001016114ba565b5060011c6114af565b50604080519182529351602082015292830191909152506060902090565b6040515f905f51602061438c5f395f51905f529083908360015b838110156115305760011b611520565b8060051b8301905061014081016040528481525f5b84811015611592576101208102890161010081013560201c604082013560401c17602082013560a01c1784179350610120816020850137506101408220600582901b850152600101611545565b505080156115b3576040516321af709760e21b815260040160405180910390fd5b6115bd828461142a565b979650505050505050565b5f6115f3857f0000000000000000000000000000000000000000000000000000000000000000611fcc565b7f00000000000000000000000000000000000000000000000000000000000000006310798e9d60e11b5f61162e610100880160e08901613617565b63ffffffff169050365f61164560c08a018a613d17565b915091505f60405190508160051b60800181016040528481528360048201526040602482015281604482015261168883838360646116839190613cec565b61203f565b8160051b80606483012097505f5f82606401848a5afa6116aa573d5f833e3d82fd5b806060013d146116b8575f5ffd5b60205f833e806060602084013e506117168c8a8a8e8e7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000008861209a565b505050505050505095945050505050565b604080515f5160206143ec5f395f51905f52815260208101939093528201526060902090565b5f6117876040518060c001604052805f81526020015f81526020015f81526020015f81526020015f63ffffffff1681526020015f81525090565b63ffffffff8416608082015260a081018390525f19604082015285815284860160208201525f5b898110156117f85761012081028b016117e0818b8b858181106117d3576117d3613603565b90506020020135856120ea565b156117ef57816001901b841793505b506001016117ae565b50602081015181511461181e576040516321af709760e21b815260040160405180910390fd5b6118308160400151826060015161223a565b5098975050505050505050565b5f5f5f60405192508560051b80606001840160405288604085015280886060860137806020016040850120915050878352604060208401528560021b6040840152601f19601f8760021b011660600191506118a583606061189e9190613cec565b888861225b565b6118c25760405163744f82e360e01b815260040160405180910390fd5b808a60e00135146118ee578960e0013581604051630bc9499560e21b81526004016107c39291906134d7565b6118fa8a8a878761232f565b5f51602061440c5f395f51905f525f61191960608d0160408e01613256565b905060808c01358082848789a350505050505050505050505050565b6060611942826004613d5c565b61194d90601f613cec565b6001600160401b0381111561196457611964613742565b6040519080825280601f01601f19166020018201604052801561198e576020820181803683370190505b509050602081016119a081858561225b565b6119bd5760405163744f82e360e01b815260040160405180910390fd5b5f8585856040516020016119d393929190613d73565b604051602081830303815290604052805190602001209050808760e0013514611a17578660e0013581604051630bc9499560e21b81526004016107c39291906134d7565b8360021b83525050949350505050565b5f81354614611a4e576040516324497bc360e01b81526107c39083359046906004016134d7565b30611a5f6040840160208501612f62565b6001600160a01b031614611a9757611a7d6040830160208401612f62565b604051632ac427ff60e01b81526004016107c391906134e5565b611aaa61038a6060840160408501613256565b15611ae457611abf6060830160408401613256565b6040516355527ea160e01b81526001600160401b0390911660048201526024016107c3565b7f0000000000000000000000000000000000000000000000000000000000000000826060013514611b505781606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b81526004016107c39291906134d7565b611b59826124ef565b611b6282612540565b9050611b9f611b7961012084016101008501613617565b7f0000000000000000000000000000000000000000000000000000000000000000611fcc565b919050565b5f5f611baf85610b34565b90505f6001600160a01b038716639fa8259183611bd46101208a016101008b01613617565b88887f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518763ffffffff1660e01b8152600401611c3996959493929190613dba565b602060405180830381865afa158015611c54573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c789190613c57565b90506115bd82611c99611c936101208a016101008b01613617565b84610a1d565b6125db565b5f611ca885611225565b90505f611ccf66ffffffffffffff600886901c165f5160206143cc5f395f51905f52613cec565b94909555558154600160ff9092169190911b17905550565b6040515f51602061438c5f395f51905f528082525f9161012084602083013761014090209392505050565b5f8080808080611d248789018961405d565b945094509450945050886102200151611da98a61010001518d6001600160a01b03166339bfa10b87876040518363ffffffff1660e01b8152600401611d6a9291906141ce565b602060405180830381865afa158015611d85573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103b89190613c57565b14611dca5760405163f0b80d1360e01b8152600481018b90526024016107c3565b5f80546040516353696b4960e11b81526001600160a01b038e81169263a6d2d69292611e0492909116908f908a908990899060040161423b565b602060405180830381865afa158015611e1f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e439190613c57565b90508b6001600160a01b031663435f0d416040518163ffffffff1660e01b8152600401602060405180830381865afa158015611e81573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ea59190613c57565b8114611f1457838181518110611ebd57611ebd613603565b6020026020010151604051602001611ed59190613bf2565b60405160208183030381529060405280519060200120848281518110611efd57611efd613603565b602002602001015151965096505050505050611fc2565b60605f5f5b8651811015611fac5782878281518110611f3557611f35613603565b6020026020010151604051602001611f4d9190613bf2565b60408051601f1981840301815290829052611f6b9291602001614301565b6040516020818303038152906040529250868181518110611f8e57611f8e613603565b60200260200101515182611fa29190613cec565b9150600101611f19565b5081805190602001208198509850505050505050505b9550959350505050565b438263ffffffff1610611ff65781436040516326f2db8960e01b81526004016107c3929190614315565b8061200763ffffffff841643613646565b111561203b57604051630f096f4d60e41b815263ffffffff83166004820152436024820152604481018290526064016107c3565b5050565b5f838360061b81015b80821015612092576040825f3760405f2083811161207b5760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190612048565b505050505050565b5f808088156120c9575f5f6120b08d8d8d6125f7565b6040805192835260208301919091528181019052925050505b6120d88b828a8a8a8a8a6126c2565b92509250509850989650505050505050565b5f5f5f5f6120f88686612788565b91945092509050608087013560408801355f612113836110f6565b90505f61212089846128c5565b90505f61213d8c848a8d60800151868f60600151165f1415612924565b90506001600160e01b03198116156121a9576040516001600160e01b03198216815285906001600160401b038616907f4832ada01de346f57fdf027fe235ddc4d809df546b7c7a59c2a6202d13a119c99060200160405180910390a35f98505050505050505050610b3f565b60608a018051831790525f51602061440c5f395f51905f525f6121d86121ce8f611ce7565b8d60a001516125db565b90505f6121e486611225565b90508a86558181556040518960021b8f825260406020830152806040830152808c60608401375f81606084010152898986601f19601f85011660600185a3505060019b5050505050505050505050509392505050565b815f5160206143cc5f395f51905f520181815414612256578181555b505050565b5f825f8360031c60081b82015b808310156122f0575f833560208501356040860135606087013580821783851717871796508060801b8260a01b178360c01b8560e01b1717945050505050608084013560a085013560c086013560e08701358082178385171787179650808260201b178360401b8560601b171785178c52505050505061010083019250602087019650612268565b508360051b85015b8083101561231f57823580831792508060e01b8852506020830192506004870196506122f8565b50600160201b1195945050505050565b83354614612355576040516324497bc360e01b81526107c39085359046906004016134d7565b306123666040860160208701612f62565b6001600160a01b03161461238457611a7d6040850160208601612f62565b5f6123956060860160408701613256565b90505f6123bc66ffffffffffffff600884901c165f5160206143cc5f395f51905f52613cec565b8054909150600160ff84161b90808216156123f5576040516355527ea160e01b81526001600160401b03851660048201526024016107c3565b7f00000000000000000000000000000000000000000000000000000000000000008860600135146124615787606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b81526004016107c39291906134d7565b61246a886124ef565b5f61247489612540565b90505f6124808a610b34565b90505f6124a1826124996101208e016101008f01613617565b8c8c8c6115c8565b90505f8b60e0013590505f6124cd84611c998f6101000160208101906124c79190613617565b86611727565b90505f6124d986611225565b9290955595909417909555505055505050505050565b5f5160206143ac5f395f51905f525f81815260808301356020819052604090912060a0840135811461253a57604051633b346b6360e11b815260a085013560048201526024016107c3565b50505050565b60a0810135600160c0830135111561257357808260c00135604051632616427760e01b81526004016107c39291906134d7565b600160e08301351161259b57604051636506e79760e11b8152600481018290526024016107c3565b805460c083013581146125d557604051639f142d5760e01b8152600481018390526024810182905260c084013560448201526064016107c3565b50919050565b5f918252602052604090206001600160e01b03164360e01b1790565b5f80805f51602061436c5f395f51905f52600185111561269a578087069350856002860360051b8101600193505b80821015612667578260038488868a8b09090882358482868384090882151715612653575f95505050612667565b505082600187089550602082019150612625565b50821561269857816003838785898a0909088135945060208201358584828309148285888909141684871016945050505b505b816126b85760405163115f9ba160e01b815260040160405180910390fd5b5050935093915050565b5f5f5f5f6126d1898987612a5b565b945090925090505f6126fc83836126eb60c08d018d613d17565b8e6126f78c6020613cec565b612b54565b9194509250905061270d8185613646565b945084158061272d57506127218885613d5c565b61272b8887613d5c565b105b1561274f5784846040516322c1720560e21b81526004016107c39291906134d7565b61275c8c8c85858d612c66565b61277957604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b805160208201515f91600480820192823560e01c92916127a9908490613d5c565b6127b39085613cec565b11156127d2576040516321af709760e21b815260040160405180910390fd5b6127dd826004613d5c565b6127e79084613cec565b855260405186815260208101601f19600285901b168501855b818110156128895780358060e01c845263ffffffff8160c01c16602085015263ffffffff8160a01c16604085015263ffffffff8160801c16606085015263ffffffff8160601c16608085015263ffffffff8160401c1660a085015263ffffffff8160201c1660c085015263ffffffff811660e08501525060208101905061010083019250612800565b50805b8560021b87018110156128ae57803560e01c835260209092019160040161288c565b5050508260051b6020018120945050509250925092565b60408201515f9066ffffffffffffff600884901c16908114612915575f198460400151146128ff576128ff8460400151856060015161223a565b6040840181905261290f81610bf0565b60608501525b5050600160ff82161b92915050565b5f853546811461293e57506324497bc360e01b9050612a52565b50602086013530811461295b5750632ac427ff60e01b9050612a52565b5061010086013563ffffffff8416811461297f5750631e45f7ed60e11b9050612a52565b821561299557506355527ea160e01b9050612a52565b5060608601357f000000000000000000000000000000000000000000000000000000000000000081146129d2575063e5872e5f60e01b9050612a52565b5060a08601358581146129ef5750633b346b6360e11b9050612a52565b50845460c0870135906001821115612a135750632616427760e01b9150612a529050565b818114612a2c5750639f142d5760e01b9150612a529050565b60e08801359150858214612a4c5750630bc9499560e21b9150612a529050565b505f9150505b95945050505050565b5f808080612a70610100870160e08801613617565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082612acc5789846040516343a2f1cb60e01b81526004016107c3929190614315565b81612aed576040516318c3096f60e21b8152600481018590526024016107c3565b63ffffffff81811690602083901c8116908c16821180612b1d57508015801590612b1d5750808c63ffffffff1610155b15612b3f578b866040516343a2f1cb60e01b81526004016107c3929190614315565b50969a95995060401c97509395505050505050565b5f5f5f5f5f51602061436c5f395f51905f5290506040518a815289602082015260408101898960061b81015b80821015612c495788516001600160601b03811663ffffffff8260601c168c1015612be1578160e01c8c1015612bd1576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80612c04576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa612c3857634010053960e11b5f5260045ffd5b604082019150602089019850612b80565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03612c8357612c7988612d24565b9092509050612c8d565b5050845160208601515b612c95612f2c565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152612d1781612dcc565b9998505050505050505050565b5f5f5f5f51602061436c5f395f51905f52905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa612da0575f5ffd5b81519350808385860903612db45750612dc5565b506020815281600185089350612d7d565b5050915091565b5f612f20565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa612e0357506107ef565b825160408501526020830151606085015260408360808660065afa612e2857506107ef565b60018452600260208501528060408501525060408360608560075afa156107ef5760c0820151604084015260e08201516060840152604060c0830160808560065afa156107ef577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156107ef5750505160011490565b6107ef60405183612dd2565b604051806101800160405280600c906020820280368337509192915050565b6001600160a01b0381168114612f5f575f5ffd5b50565b5f60208284031215612f72575f5ffd5b8135610b3f81612f4b565b5f60208284031215612f8d575f5ffd5b5035919050565b5f5f83601f840112612fa4575f5ffd5b5081356001600160401b03811115612fba575f5ffd5b6020830191508360208260051b8501011115612fd4575f5ffd5b9250929050565b5f5f5f60408486031215612fed575f5ffd5b8335925060208401356001600160401b03811115613009575f5ffd5b61301586828701612f94565b9497909650939450505050565b5f5f60208385031215613033575f5ffd5b82356001600160401b03811115613048575f5ffd5b61305485828601612f94565b90969095509350505050565b5f5f83601f840112613070575f5ffd5b5081356001600160401b03811115613086575f5ffd5b60208301915083602061012083028501011115612fd4575f5ffd5b5f5f83601f8401126130b1575f5ffd5b5081356001600160401b038111156130c7575f5ffd5b602083019150836020828501011115612fd4575f5ffd5b5f61016082840312156125d5575f5ffd5b5f5f5f5f5f5f5f5f5f60a08a8c031215613107575f5ffd5b89356001600160401b0381111561311c575f5ffd5b6131288c828d01613060565b909a5098505060208a01356001600160401b03811115613146575f5ffd5b6131528c828d01612f94565b90985096505060408a01356001600160401b03811115613170575f5ffd5b61317c8c828d016130a1565b90965094505060608a01356001600160401b0381111561319a575f5ffd5b6131a68c828d016130de565b93505060808a01356001600160401b038111156131c1575f5ffd5b6131cd8c828d01612f94565b915080935050809150509295985092959850929598565b5f61012082840312156125d5575f5ffd5b5f5f6101408385031215613207575f5ffd5b61321184846131e4565b91506101208301356001600160401b0381111561322c575f5ffd5b613238858286016130de565b9150509250929050565b6001600160401b0381168114612f5f575f5ffd5b5f60208284031215613266575f5ffd5b8135610b3f81613242565b63ffffffff81168114612f5f575f5ffd5b5f5f60408385031215613293575f5ffd5b823561329e81613271565b946020939093013593505050565b5f5f5f5f5f5f5f6101a0888a0312156132c3575f5ffd5b6132cd89896131e4565b96506101208801356001600160401b038111156132e8575f5ffd5b6132f48a828b016130de565b96505061014088013594506101608801356001600160401b03811115613318575f5ffd5b6133248a828b01612f94565b9095509350506101808801356001600160401b03811115613343575f5ffd5b61334f8a828b01612f94565b989b979a50959850939692959293505050565b5f5f5f5f5f5f6101808789031215613378575f5ffd5b61338288886131e4565b95506101208701356001600160401b0381111561339d575f5ffd5b6133a989828a01612f94565b90965094505061014087013592506101608701356001600160401b038111156133d0575f5ffd5b6133dc89828a01612f94565b979a9699509497509295939492505050565b5f61012082840312156133ff575f5ffd5b610b3f83836131e4565b5f5f5f6040848603121561341b575f5ffd5b83356001600160401b03811115613430575f5ffd5b61343c86828701612f94565b909790965060209590950135949350505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b81811015613491578351835260209384019390920191600101613473565b50909695505050505050565b5f5f5f604084860312156134af575f5ffd5b8335925060208401356001600160401b038111156134cb575f5ffd5b613015868287016130a1565b918252602082015260400190565b6001600160a01b0391909116815260200190565b5f5f5f6040848603121561350b575f5ffd5b833561351681613271565b925060208401356001600160401b03811115613009575f5ffd5b5f8151808452602084019350602083015f5b82811015613560578151865260209586019590910190600101613542565b5093949350505050565b602081525f610b3f6020830184613530565b5f5f5f5f5f6101808688031215613591575f5ffd5b61359b87876131e4565b94506101208601356001600160401b038111156135b6575f5ffd5b6135c2888289016130de565b94505061014086013592506101608601356001600160401b038111156135e6575f5ffd5b6135f288828901612f94565b969995985093965092949392505050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215613627575f5ffd5b8135610b3f81613271565b634e487b7160e01b5f52601160045260245ffd5b818103818111156107ef576107ef613632565b92835263ffffffff919091166020830152604082015260600190565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b8183525f6001600160fb1b038311156136c8575f5ffd5b8260051b80836020870137939093016020019392505050565b606081525f6136f46060830186886136b1565b6020838101869052838203604085015284548083525f86815282812093909201915b81811015613734578354835260019384019360209093019201613716565b509098975050505050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161024081016001600160401b038111828210171561377957613779613742565b60405290565b60405160c081016001600160401b038111828210171561377957613779613742565b604051601f8201601f191681016001600160401b03811182821017156137c9576137c9613742565b604052919050565b5f6001600160401b038211156137e9576137e9613742565b5060051b60200190565b5f82601f830112613802575f5ffd5b8151613815613810826137d1565b6137a1565b8082825260208201915060208360051b860101925085831115613836575f5ffd5b602085015b8381101561385357805183526020928301920161383b565b5095945050505050565b5f5f6040838503121561386e575f5ffd5b82516001600160401b03811115613883575f5ffd5b8301601f81018513613893575f5ffd5b80516138a1613810826137d1565b8082825260208201915060208360051b8501019250878311156138c2575f5ffd5b6020840193505b828410156138e45783518252602093840193909101906138c9565b8095505050505060208301516001600160401b03811115613903575f5ffd5b613238858286016137f3565b8281525f602082018351602085015f5b8281101561393d57815184526020938401939091019060010161391f565b50919695505050505050565b8051611b9f81612f4b565b805165ffffffffffff81168114611b9f575f5ffd5b805160ff81168114611b9f575f5ffd5b80518015158114611b9f575f5ffd5b8051611b9f81613271565b8051611b9f81613242565b80516001600160801b0381168114611b9f575f5ffd5b5f6102408284031280156139c6575f5ffd5b506139cf613756565b6139d883613949565b81526139e660208401613954565b60208201526139f760408401613969565b6040820152613a0860608401613979565b6060820152613a1960808401613988565b6080820152613a2a60a08401613949565b60a0820152613a3b60c08401613988565b60c0820152613a4c60e08401613988565b60e0820152613a5e6101008401613988565b610100820152610120838101519082015261014080840151908201526101608084015190820152613a926101808401613993565b610180820152613aa56101a08401613993565b6101a0820152613ab86101c0840161399e565b6101c08201526101e083810151908201526102008084015190820152610220928301519281019290925250919050565b5f5f85851115613af6575f5ffd5b83861115613b02575f5ffd5b5050820193919092039150565b803560208310156107ef575f19602084900360031b1b1692915050565b5f82601f830112613b3b575f5ffd5b8135613b49613810826137d1565b8082825260208201915060208360051b860101925085831115613b6a575f5ffd5b602085015b83811015613853578035835260209283019201613b6f565b5f5f5f60608486031215613b99575f5ffd5b8335925060208401356001600160401b03811115613bb5575f5ffd5b613bc186828701613b2c565b92505060408401356001600160401b03811115613bdc575f5ffd5b613be886828701613b2c565b9150509250925092565b81515f90829060208501835b82811015613c1c578151845260209384019390910190600101613bfe565b509195945050505050565b63ffffffff84168152606060208201525f613c456060830185613530565b82810360408401526113f68185613530565b5f60208284031215613c67575f5ffd5b5051919050565b5f5f60408385031215613c7f575f5ffd5b50508035926020909101359150565b5f6001600160fb1b03831115613ca2575f5ffd5b8260051b80838637939093019392505050565b5f613cc1828486613c8e565b949350505050565b604081525f613cdc6040830185876136b1565b9050826020830152949350505050565b808201808211156107ef576107ef613632565b8481528360208201525f6113f6604083018486613c8e565b5f5f8335601e19843603018112613d2c575f5ffd5b8301803591506001600160401b03821115613d45575f5ffd5b6020019150600681901b3603821315612fd4575f5ffd5b80820281158282048414176107ef576107ef613632565b8381525f612a52602083018486613c8e565b8183526020830192505f815f5b8481101561356057813586526020808301359087015260409586019590910190600101613d92565b86815263ffffffff8616602082015260a06040820181905281018490525f60c0600586901b83018101908301878361011e1936839003015b89821015613ec05786850360bf190184528235818112613e10575f5ffd5b8b01803586526020808201359087015260408082016040880137604060808201608088013760c0810135601e19823603018112613e4b575f5ffd5b81016020810190356001600160401b03811115613e66575f5ffd5b8060061b3603821315613e77575f5ffd5b61012060c0890152613e8e61012089018284613d85565b60e084810135908a01526101009384013593909801929092525050602093840193929092019160019190910190613df2565b5050505060608301949094525060800152949350505050565b5f82601f830112613ee8575f5ffd5b604080519081016001600160401b0381118282101715613f0a57613f0a613742565b8060405250806040840185811115613f20575f5ffd5b845b81811015613c1c578035835260209283019201613f22565b5f82601f830112613f49575f5ffd5b8135613f57613810826137d1565b8082825260208201915060208360061b860101925085831115613f78575f5ffd5b602085015b8381101561385357613f8f8782613ed9565b8352602090920191604001613f7d565b5f60e08284031215613faf575f5ffd5b613fb761377f565b82358152602080840135908201529050613fd48360408401613ed9565b604082015260808201356001600160401b03811115613ff1575f5ffd5b613ffd84828501613b2c565b60608301525060a08201356001600160401b0381111561401b575f5ffd5b61402784828501613b2c565b60808301525060c08201356001600160401b03811115614045575f5ffd5b61405184828501613b2c565b60a08301525092915050565b5f5f5f5f5f60a08688031215614071575f5ffd5b853594506020860135935060408601356001600160401b03811115614094575f5ffd5b8601601f810188136140a4575f5ffd5b80356140b2613810826137d1565b8082825260208201915060208360051b85010192508a8311156140d3575f5ffd5b602084015b838110156141135780356001600160401b038111156140f5575f5ffd5b6141048d602083890101613b2c565b845250602092830192016140d8565b50955050505060608601356001600160401b03811115614131575f5ffd5b61413d88828901613f3a565b92505060808601356001600160401b03811115614158575f5ffd5b61416488828901613f9f565b9150509295509295909350565b805f5b600281101561253a578151845260209384019390910190600101614174565b5f8151808452602084019350602083015f5b82811015613560576141b8868351614171565b60409590950194602091909101906001016141a5565b5f604082016040835280855180835260608501915060608160051b8601019250602087015f5b8281101561422557605f19878603018452614210858351613530565b945060209384019391909101906001016141f4565b505050508281036020840152612a528185614193565b60018060a01b038616815284602082015283604082015260a060608201525f61426760a0830185614193565b82810360808401528351815260208401516020820152604084015161428f6040830182614171565b50606084015160e060808301526142a960e0830182613530565b9050608085015182820360a08401526142c28282613530565b91505060a085015182820360c08401526142dc8282613530565b9a9950505050505050505050565b5f81518060208401855e5f93019283525090919050565b5f613cc161430f83866142ea565b846142ea565b63ffffffff92909216825260208201526040019056fe773667e6dd5f18cf6a98ad7c3d8a97b039f66f7f958c85f474d150af29850195d9c1aafca581c60aad96adff9c97b311ce664b8b0d1b11193e70712fe71cf1c430644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47c272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b274c2d1ac7a72f41505dc24fd0ad0fc82ceeb8247c616291f4fc820ef062f5f05cb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda301bc7f0357b59c028ac1fac04cf1dba373be7a33f8123aa3c7210a6fd8ff79ea2646970667358221220ff6638a2fbc3ec2abf97946f1c441c20d89ca9d0ac3746522260503de2474e1064736f6c63430008250033",
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

// PackCOMPUTED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9b8a321.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMPUTED() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackCOMPUTED() []byte {
	enc, err := lLMConsumer.abi.Pack("COMPUTED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMPUTED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9b8a321.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMPUTED() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackCOMPUTED() ([]byte, error) {
	return lLMConsumer.abi.Pack("COMPUTED")
}

// UnpackCOMPUTED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe9b8a321.
//
// Solidity: function COMPUTED() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackCOMPUTED(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("COMPUTED", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLANDINGDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77ee9e39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LANDING_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackLANDINGDOMAIN() []byte {
	enc, err := lLMConsumer.abi.Pack("LANDING_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLANDINGDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77ee9e39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LANDING_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackLANDINGDOMAIN() ([]byte, error) {
	return lLMConsumer.abi.Pack("LANDING_DOMAIN")
}

// UnpackLANDINGDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77ee9e39.
//
// Solidity: function LANDING_DOMAIN() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackLANDINGDOMAIN(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("LANDING_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLIABLENOBODY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca84ae2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LIABLE_NOBODY() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLIABLENOBODY() []byte {
	enc, err := lLMConsumer.abi.Pack("LIABLE_NOBODY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLIABLENOBODY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xca84ae2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LIABLE_NOBODY() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLIABLENOBODY() ([]byte, error) {
	return lLMConsumer.abi.Pack("LIABLE_NOBODY")
}

// UnpackLIABLENOBODY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xca84ae2c.
//
// Solidity: function LIABLE_NOBODY() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLIABLENOBODY(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("LIABLE_NOBODY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLIABLEQUORUM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3bbb5bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LIABLE_QUORUM() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLIABLEQUORUM() []byte {
	enc, err := lLMConsumer.abi.Pack("LIABLE_QUORUM")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLIABLEQUORUM is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3bbb5bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LIABLE_QUORUM() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLIABLEQUORUM() ([]byte, error) {
	return lLMConsumer.abi.Pack("LIABLE_QUORUM")
}

// UnpackLIABLEQUORUM is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3bbb5bd.
//
// Solidity: function LIABLE_QUORUM() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLIABLEQUORUM(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("LIABLE_QUORUM", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLIABLESHARDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x002aaf44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LIABLE_SHARDS() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLIABLESHARDS() []byte {
	enc, err := lLMConsumer.abi.Pack("LIABLE_SHARDS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLIABLESHARDS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x002aaf44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LIABLE_SHARDS() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLIABLESHARDS() ([]byte, error) {
	return lLMConsumer.abi.Pack("LIABLE_SHARDS")
}

// UnpackLIABLESHARDS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x002aaf44.
//
// Solidity: function LIABLE_SHARDS() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLIABLESHARDS(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("LIABLE_SHARDS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQUORUMSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c0c702c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function QUORUM_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackQUORUMSIGNATORY() []byte {
	enc, err := lLMConsumer.abi.Pack("QUORUM_SIGNATORY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQUORUMSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c0c702c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function QUORUM_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackQUORUMSIGNATORY() ([]byte, error) {
	return lLMConsumer.abi.Pack("QUORUM_SIGNATORY")
}

// UnpackQUORUMSIGNATORY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6c0c702c.
//
// Solidity: function QUORUM_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackQUORUMSIGNATORY(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("QUORUM_SIGNATORY", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRECORDMASK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d839b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RECORD_MASK() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackRECORDMASK() []byte {
	enc, err := lLMConsumer.abi.Pack("RECORD_MASK")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRECORDMASK is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d839b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RECORD_MASK() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackRECORDMASK() ([]byte, error) {
	return lLMConsumer.abi.Pack("RECORD_MASK")
}

// UnpackRECORDMASK is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48d839b2.
//
// Solidity: function RECORD_MASK() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackRECORDMASK(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("RECORD_MASK", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// PackSHARDSSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a94c911.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SHARDS_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackSHARDSSIGNATORY() []byte {
	enc, err := lLMConsumer.abi.Pack("SHARDS_SIGNATORY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSHARDSSIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a94c911.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SHARDS_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackSHARDSSIGNATORY() ([]byte, error) {
	return lLMConsumer.abi.Pack("SHARDS_SIGNATORY")
}

// UnpackSHARDSSIGNATORY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5a94c911.
//
// Solidity: function SHARDS_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackSHARDSSIGNATORY(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("SHARDS_SIGNATORY", data)
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

// PackIsFinal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda3686de.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isFinal(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) PackIsFinal(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("isFinal", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsFinal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda3686de.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isFinal(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) TryPackIsFinal(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("isFinal", input)
}

// UnpackIsFinal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda3686de.
//
// Solidity: function isFinal(bytes32 input) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackIsFinal(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("isFinal", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
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

// PackLandedAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b0beca9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landedAt(bytes32 input) view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLandedAt(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("landedAt", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLandedAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b0beca9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landedAt(bytes32 input) view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLandedAt(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("landedAt", input)
}

// UnpackLandedAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8b0beca9.
//
// Solidity: function landedAt(bytes32 input) view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLandedAt(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("landedAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLandedAtSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499b4d07.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landedAtSlot(bytes32 slot) view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLandedAtSlot(slot [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("landedAtSlot", slot)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLandedAtSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x499b4d07.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landedAtSlot(bytes32 slot) view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLandedAtSlot(slot [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("landedAtSlot", slot)
}

// UnpackLandedAtSlot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x499b4d07.
//
// Solidity: function landedAtSlot(bytes32 slot) view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLandedAtSlot(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("landedAtSlot", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLanding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f1c0ee8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackLanding(input [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("landing", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLanding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f1c0ee8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackLanding(input [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("landing", input)
}

// UnpackLanding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7f1c0ee8.
//
// Solidity: function landing(bytes32 input) view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackLanding(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("landing", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLandingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x158e8f14.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landingOf(bytes32 slot) view returns(bytes32 record)
func (lLMConsumer *LLMConsumer) PackLandingOf(slot [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("landingOf", slot)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLandingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x158e8f14.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landingOf(bytes32 slot) view returns(bytes32 record)
func (lLMConsumer *LLMConsumer) TryPackLandingOf(slot [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("landingOf", slot)
}

// UnpackLandingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x158e8f14.
//
// Solidity: function landingOf(bytes32 slot) view returns(bytes32 record)
func (lLMConsumer *LLMConsumer) UnpackLandingOf(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("landingOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLandingSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf71d56c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function landingSlot(bytes32 slot) pure returns(bytes32 s)
func (lLMConsumer *LLMConsumer) PackLandingSlot(slot [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("landingSlot", slot)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLandingSlot is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf71d56c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function landingSlot(bytes32 slot) pure returns(bytes32 s)
func (lLMConsumer *LLMConsumer) TryPackLandingSlot(slot [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("landingSlot", slot)
}

// UnpackLandingSlot is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf71d56c.
//
// Solidity: function landingSlot(bytes32 slot) pure returns(bytes32 s)
func (lLMConsumer *LLMConsumer) UnpackLandingSlot(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("landingSlot", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackLiability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76621158.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (lLMConsumer *LLMConsumer) PackLiability(challengeId *big.Int, proof []byte) []byte {
	enc, err := lLMConsumer.abi.Pack("liability", challengeId, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiability is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x76621158.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (lLMConsumer *LLMConsumer) TryPackLiability(challengeId *big.Int, proof []byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("liability", challengeId, proof)
}

// LiabilityOutput serves as a container for the return parameters of contract
// method Liability.
type LiabilityOutput struct {
	Signers [32]byte
	Count   *big.Int
}

// UnpackLiability is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x76621158.
//
// Solidity: function liability(uint256 challengeId, bytes proof) view returns(bytes32 signers, uint256 count)
func (lLMConsumer *LLMConsumer) UnpackLiability(data []byte) (LiabilityOutput, error) {
	out, err := lLMConsumer.abi.Unpack("liability", data)
	outstruct := new(LiabilityOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Signers = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Count = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
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

// PackQuorumSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b4f3d0f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumSignatory(uint32 referenceBlock, bytes32[] nonSignerIds) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackQuorumSignatory(referenceBlock uint32, nonSignerIds [][32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("quorumSignatory", referenceBlock, nonSignerIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b4f3d0f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumSignatory(uint32 referenceBlock, bytes32[] nonSignerIds) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackQuorumSignatory(referenceBlock uint32, nonSignerIds [][32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("quorumSignatory", referenceBlock, nonSignerIds)
}

// UnpackQuorumSignatory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8b4f3d0f.
//
// Solidity: function quorumSignatory(uint32 referenceBlock, bytes32[] nonSignerIds) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackQuorumSignatory(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("quorumSignatory", data)
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

// PackShardSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a1f14ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardSignatory(uint32 referenceBlock, bytes32 shards) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackShardSignatory(referenceBlock uint32, shards [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("shardSignatory", referenceBlock, shards)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a1f14ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardSignatory(uint32 referenceBlock, bytes32 shards) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackShardSignatory(referenceBlock uint32, shards [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("shardSignatory", referenceBlock, shards)
}

// UnpackShardSignatory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a1f14ef.
//
// Solidity: function shardSignatory(uint32 referenceBlock, bytes32 shards) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackShardSignatory(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("shardSignatory", data)
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
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
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
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackTransitionDigest(t Transition) ([]byte, error) {
	return lLMConsumer.abi.Pack("transitionDigest", t)
}

// UnpackTransitionDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5d9097b3.
//
// Solidity: function transitionDigest((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) pure returns(bytes32)
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["EmptyValue"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackEmptyValueError(raw[4:])
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotLiable"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotLiableError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotSharded"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotShardedError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["Overwrite"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackOverwriteError(raw[4:])
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

// LLMConsumerEmptyValue represents a EmptyValue error raised by the LLMConsumer contract.
type LLMConsumerEmptyValue struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyValue(bytes32 slot)
func LLMConsumerEmptyValueErrorID() common.Hash {
	return common.HexToHash("0xca0dcf2eb9280661677b2d9ae7a7040fcd8fe2c66fcfb69818bb7999e2556be9")
}

// UnpackEmptyValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyValue(bytes32 slot)
func (lLMConsumer *LLMConsumer) UnpackEmptyValueError(raw []byte) (*LLMConsumerEmptyValue, error) {
	out := new(LLMConsumerEmptyValue)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "EmptyValue", raw); err != nil {
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

// LLMConsumerNotLiable represents a NotLiable error raised by the LLMConsumer contract.
type LLMConsumerNotLiable struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLiable(uint256 challengeId)
func LLMConsumerNotLiableErrorID() common.Hash {
	return common.HexToHash("0xf0b80d1352be4909013ed44170792fb6d5b0ebdc17f6b75b6f19dfd027040222")
}

// UnpackNotLiableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLiable(uint256 challengeId)
func (lLMConsumer *LLMConsumer) UnpackNotLiableError(raw []byte) (*LLMConsumerNotLiable, error) {
	out := new(LLMConsumerNotLiable)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotLiable", raw); err != nil {
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

// LLMConsumerOverwrite represents a Overwrite error raised by the LLMConsumer contract.
type LLMConsumerOverwrite struct {
	Slot     [32]byte
	OldValue [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Overwrite(bytes32 slot, bytes32 oldValue)
func LLMConsumerOverwriteErrorID() common.Hash {
	return common.HexToHash("0x26164277c9a46b0e58b813e1f02b12cf24dd1d13b968022f1f0dac3dcaf479de")
}

// UnpackOverwriteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Overwrite(bytes32 slot, bytes32 oldValue)
func (lLMConsumer *LLMConsumer) UnpackOverwriteError(raw []byte) (*LLMConsumerOverwrite, error) {
	out := new(LLMConsumerOverwrite)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "Overwrite", raw); err != nil {
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
