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

// ShardClaim is an auto generated low-level Go binding around an user-defined struct.
type ShardClaim struct {
	Lo      [32]byte
	Hi      [32]byte
	Signers [32]byte
	Step    uint32
	First   uint32
	Last    uint32
	Count   uint32
	Shard   uint32
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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"},{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"},{\"name\":\"chunkHashes_\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COMPUTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LANDING_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_NOBODY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_QUORUM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"QUORUM_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RECORD_MASK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REQUESTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RESULT_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SHARDS_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"batchDigest\",\"inputs\":[{\"name\":\"digests\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"chunkHashes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deployer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"indexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"infer\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"inputHash\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"invalid\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAt\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAtSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landing\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingOf\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"record\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"liability\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nonSignerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requested\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resultSlot\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"resultValue\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"setArbiter\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setShardCommittee\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"shardClaim\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"signatory\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claim\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structShardClaim\",\"components\":[{\"name\":\"lo\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hi\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"step\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"first\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"last\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"count\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shard\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardCommittee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shards\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transitionDigest\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"usedIndexWord\",\"inputs\":[{\"name\":\"wordPos\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"bits\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateBatch\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"roots\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"landed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateHinted\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structShardSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ArbiterSet\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Inferred\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Requested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ShardCommitteeSet\",\"inputs\":[{\"name\":\"committee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Skipped\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"bytes4\",\"indexed\":false,\"internalType\":\"bytes4\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transitioned\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Updated\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyAnswered\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyRequested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ArbiterAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadHashToG1Hints\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShardCommittee\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BatchSize\",\"inputs\":[{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EmptyValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"IndexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAShardClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotDeployer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotLiable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotSharded\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"Overwrite\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ReferenceBlockMismatch\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"batchReferenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"RegistryWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StaleOldValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"current\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TokenOutOfRange\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TokensMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TokensRequired\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChain\",\"inputs\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongManifest\",\"inputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroArbiter\",\"inputs\":[]}]",
	ID:  "LLMConsumer",
	Bin: "0x610160604052348015610010575f5ffd5b5060405161446538038061446583398101604081905261002f916101cc565b84846001600160a01b031663337f3f326040518163ffffffff1660e01b8152600401602060405180830381865afa15801561006c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009091906102cb565b838381158061009e57508082115b156100ca57604051637b7a98f160e01b8152600481018390526024810182905260440160405180910390fd5b836001600160a01b03163b5f036100f4576040516356efbef760e01b815260040160405180910390fd5b6001600160a01b038416608081905260a084905260c083905260e0829052604080516338abcc7960e01b815290516338abcc79916004808201926020929091908290030181865afa15801561014b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061016f91906102cb565b610100525050506001600160a01b03851661012052503361014052600261019684826102e2565b505050505050610382565b6001600160a01b03811681146101b5575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a086880312156101e0575f5ffd5b85516101eb816101a1565b60208701519095506101fc816101a1565b60408701519094506001600160401b03811115610217575f5ffd5b8601601f81018813610227575f5ffd5b80516001600160401b03811115610240576102406101b8565b604051600582901b90603f8201601f191681016001600160401b038111828210171561026e5761026e6101b8565b60405291825260208184018101929081018b84111561028b575f5ffd5b6020850194505b838510156102ae57845180825260209586019590935001610292565b5060608a01516080909a0151989b979a5098979695505050505050565b5f602082840312156102db575f5ffd5b5051919050565b81516001600160401b038111156102fb576102fb6101b8565b68010000000000000000811115610314576103146101b8565b81548183558082101561034857825f528160205f20018282035f5b81811015610344575f8382015560010161032f565b5050505b506020830161035c835f9081526020902090565b5f5b8381101561037a5782518282015560209092019160010161035e565b505050505050565b60805160a05160c05160e05161010051610120516101405161402961043c5f395f8181610619015281816106c0015261082101525f81816105eb0152610c8301525f81816116cb0152611c7701525f8181610271015281816117ed0152611cf501525f8181610340015281816117cc0152611cd401525f818161068101528181611be201528181611c12015281816122390152818161226901526127df01525f81816104bf01528181610f1c01526116f101526140295ff3fe608060405234801561000f575f5ffd5b5060043610610253575f3560e01c806377ee9e391161013f57806377ee9e391461049257806378efb5c4146104a65780637b103999146104ba5780637f1c0ee8146104ee57806389e57706146105015780638a46e214146105235780638b0beca9146105375780638b4f3d0f1461054a5780639b7ed1f71461055d578063a81780c614610570578063af71d56c14610583578063b45488b314610596578063ba72c5ff146105ab578063c39ec213146105cb578063c423ce3f146105d3578063c9d4623f146105e6578063ca84ae2c1461060d578063d3bbb5bd146105cb578063d5f3948814610614578063da3686de1461063b578063dcc6945f1461064e578063e9b8a32114610661578063ebc2f71614610669578063f5baf0d71461067c578063fe25e00a146106a3575f5ffd5b80630da05115146102575780630e0232ce1461026c578063158e8f14146102a657806317b8a93d146102b95780631c2420d1146102cc5780631c9c088a146102df5780631cdc5902146102f2578063314a6a4e14610305578063323ac9ff14610328578063343cddcc1461033b57806339a926c41461036257806343176efc1461037557806348d839b214610388578063499b4d07146103905780634a1f14ef146103a35780634f9affe0146103b65780635a94c911146103c95780635a999921146103dd5780635d9097b3146103f057806369ecc3cf146104035780636a938567146104165780636c0c702c1461042957806373ad3a4d1461043d578063757f0b8a146104505780637662115814610471575b5f5ffd5b61026a610265366004612da4565b6106b5565b005b6102937f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6102936102b4366004612dbf565b610785565b6102936102c7366004612e1d565b610798565b6102936102da366004612e64565b6107b7565b61026a6102ed366004612da4565b610816565b610293610300366004612f31565b6108f6565b610318610313366004612dbf565b6109b9565b604051901515815260200161029d565b61026a610336366004613037565b6109cc565b6102937f000000000000000000000000000000000000000000000000000000000000000081565b610293610370366004612dbf565b6109e5565b610318610383366004613098565b6109f0565b610293610a18565b61029361039e366004612dbf565b610a2a565b6102936103b13660046130c4565b610a3e565b61026a6103c43660046130ee565b610a7f565b6102935f516020613f145f395f51905f5281565b61026a6103eb3660046131a4565b610a97565b6102936103fe366004613230565b610b55565b61026a610411366004612dbf565b610b67565b610318610424366004612dbf565b610bd6565b6102935f516020613fb45f395f51905f5281565b61029361044b366004612dbf565b610c11565b61046361045e36600461324b565b610c24565b60405161029d929190613292565b61048461047f3660046132df565b610dbf565b60405161029d929190613319565b6102935f516020613ef45f395f51905f5281565b6102935f516020613f745f395f51905f5281565b6104e17f000000000000000000000000000000000000000000000000000000000000000081565b60405161029d9190613327565b6102936104fc366004612dbf565b61105a565b61031861050f366004612dbf565b60016020525f908152604090205460ff1681565b6102935f516020613f545f395f51905f5281565b610293610545366004612dbf565b611067565b61029361055836600461333b565b611074565b61029361056b366004612dbf565b6110de565b61029361057e36600461324b565b61111c565b610293610591366004612dbf565b61120d565b61059e61122c565b60405161029d91906133ac565b6105be6105b93660046133be565b611282565b60405161029d9190613422565b610293600181565b6003546104e1906001600160a01b031681565b6104e17f000000000000000000000000000000000000000000000000000000000000000081565b6102935f81565b6104e17f000000000000000000000000000000000000000000000000000000000000000081565b610318610649366004612dbf565b611396565b61026a61065c3660046134a8565b6114fc565b610293600281565b61029361067736600461324b565b61150d565b6102937f000000000000000000000000000000000000000000000000000000000000000081565b5f546104e1906001600160a01b031681565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146106fe57604051638b906c9760e01b815260040160405180910390fd5b6003546001600160a01b031615158061071e57506001600160a01b038116155b1561073c5760405163ceb73f8760e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517f3430afa6445ef8cf4a888b398a96154d1480d7e2732f7db7ab9e11471bcdfd58905f90a250565b5f5f6107908361120d565b549392505050565b5f6040518260051b858252808560208401376020019020949350505050565b5f818015806107c7575061010081115b156107ed57604051631f03082d60e11b8152600481018290526024015b60405180910390fd5b604080516120008101909152600582901b85823761080b8183611526565b925050505b92915050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461085f57604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b031615610888576040516342ec185b60e11b815260040160405180910390fd5b6001600160a01b0381166108af5760405163704f2a0960e11b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b038316908117825560405190917f9ff67193c9fe359ce094be60d43a9d35abc78247205d3af0a0d21583b691bc5291a250565b5f88801580610906575061010081115b1561092757604051631f03082d60e11b8152600481018290526024016107e4565b878114610947576040516321af709760e21b815260040160405180910390fd5b5f8b8b5f81811061095a5761095a61351e565b905061012002016101000160208101906109749190613532565b90505f61098d6109848e8e611602565b838989896116c4565b90506109a88d8d8d8d8d8d886109a38a8a611823565b611849565b9d9c50505050505050505050505050565b5f60016109c5836109e5565b1492915050565b604051635adc7b7960e11b815260040160405180910390fd5b5f5f610790836110de565b5f60ff8216610a0b66ffffffffffffff600885901c16610c11565b6001911c81161492915050565b610a276001600160e01b613561565b81565b5f60e0610a3683610785565b901c92915050565b5f5f516020613f145f395f51905f528383604051602001610a6193929190613574565b60405160208183030381529060405280519060200120905092915050565b610a8e87878787878787611939565b50505050505050565b6003546001600160a01b031680610ac1576040516309e4609760e41b815260040160405180910390fd5b5f610ace88868686611a31565b90505f610ada89611b23565b9050610b068160e08b0135610af560608d0160408e01613098565b610b01878e8e8e611ca0565b611d9a565b6080890135610b1b60608b0160408c01613098565b6001600160401b03165f516020613fd45f395f51905f528885604051610b42929190613590565b60405180910390a3505050505050505050565b5f81610b6081611de3565b9392505050565b5f546001600160a01b03163314610b915760405163665b32d360e11b815260040160405180910390fd5b5f818152600160208190526040808320805460ff19169092179091555182917f0a96a6189893c6d5cbf48f7afd7d7c9991aee9f1c9c76926cf9dffa37ff2434591a250565b5f5f610be1836109e5565b90508015801590610bf3575060018114155b8015610b60575050505f9081526001602052604090205460ff161590565b5f516020613f945f395f51905f52015490565b5f60605f610c3386868661150d565b90505f610c3f826110de565b80549091506001811115610c6957828160405162d29f0b60e01b81526004016107e4929190613319565b6040516353c3db8b60e01b81526060906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906353c3db8b90610cbf908c908c908c906002906004016135fc565b5f60405180830381865afa158015610cd9573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d009190810190613779565b805191965091508190610d1590600190613561565b81518110610d2557610d2561351e565b602002602001015195505f8686604051602001610d4392919061382b565b60408051601f19818403018152919052805160209091012090504360e01b6002175f610d6e8661120d565b9050828655818155867f9b57190460e3d0cda66a718a38f5138839598b157c61ea43e0c0169310bc4ab68a8a604051610da8929190613292565b60405180910390a250505050505050935093915050565b5f805460405163055c16cd60e51b815260048101869052829182916001600160a01b039091169063ab82d9a09060240161024060405180830381865afa158015610e0b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e2f91906138d0565b60a08101519091506001600160a01b031630141580610e4e5750602084105b15610e6f5760405163f0b80d1360e01b8152600481018790526024016107e4565b5f610e7d6020828789613a04565b610e8691613a2b565b90505f198101610fca575f80610e9e87890189613aa3565b9250925050836102200151610ede85610100015184604051602001610ec39190613b0e565b60405160208183030381529060405280519060200120611823565b14610eff5760405163f0b80d1360e01b8152600481018a90526024016107e4565b6101008401516040516326b5316f60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691639ad4c5bc91610f54919086908690600401613b43565b602060405180830381865afa158015610f6f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f939190613b73565b5080604051602001610fa59190613b0e565b6040516020818303038152906040528051906020012081519550955050505050611052565b6003546001600160a01b03161580610fe157508015155b156110025760405163f0b80d1360e01b8152600481018890526024016107e4565b5f61100f86880188613b8a565b91505082610220015161102784610100015183610a3e565b146110485760405163f0b80d1360e01b8152600481018990526024016107e4565b505f935083925050505b935093915050565b5f6108106102b4836110de565b5f61081061039e836110de565b5f5f516020613fb45f395f51905f52848484604051602001611097929190613bd1565b604051602081830303815290604052805190602001206040516020016110bf93929190613574565b6040516020818303038152906040528051906020012090509392505050565b5f5f516020613f745f395f51905f52826040516020016110ff929190613319565b604051602081830303815290604052805190602001209050919050565b5f821580611128575081155b1561114657604051632e11048160e11b815260040160405180910390fd5b61115184848461150d565b90505f61115d826110de565b80549091505f19810161118657604051631d81b6d360e31b8152600481018490526024016107e4565b80156111a857828160405162d29f0b60e01b81526004016107e4929190613319565b60015f6111b48461120d565b9050818455818155336001600160a01b0316857ff713730dd267aae17a3d6be5c955fb70e77c447262d5598fd50b402390e9711a8a8a8a6040516111fa93929190613be5565b60405180910390a3505050509392505050565b5f516020613ef45f395f51905f525f9081526020919091526040902090565b6060600280548060200260200160405190810160405280929190818152602001828054801561127857602002820191905f5260205f20905b815481526020019060010190808311611264575b5050505050905090565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091526003546001600160a01b0316806112ec57604051630c0cfe0f60e11b815260040160405180910390fd5b6040516338926b6d60e01b81525f906001600160a01b038316906338926b6d9061131e90899089908990600401613c08565b61012060405180830381865afa15801561133a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061135e9190613c3d565b935090508661136d8983610a3e565b1461138b57604051630c0cfe0f60e11b815260040160405180910390fd5b505095945050505050565b5f5f6113a18361105a565b905060e081901c8015806113c257505f8481526001602052604090205460ff165b156113d057505f9392505050565b60026113e16001600160e01b613561565b8316036113f2575060019392505050565b5f546001600160a01b03168061140c57505f949350505050565b5f819050806001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa15801561144c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114709190613b73565b61147a9084613cf0565b431180156114f2575060405163e66d043f60e01b8152306004820152602481018790526001600160a01b0382169063e66d043f90604401602060405180830381865afa1580156114cc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114f09190613b73565b155b9695505050505050565b5f80610a8e87878787878680611939565b6040515f906110bf908390859087908290602001613d03565b5f811580611535575061010082115b1561155657604051631f03082d60e11b8152600481018390526024016107e4565b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e60015b8381101561158a5760011b61157a565b8360051b85015b8160051b86018110156115a9575f8152602001611591565b505b60018111156115e4575f5b8160011c8110156115db576040600682901b870120600582901b8701526001016115b6565b5060011c6115ab565b50604080519182529351602082015292830191909152506060902090565b6040515f905f516020613f545f395f51905f529083908360015b8381101561162c5760011b61161c565b8060051b8301905061014081016040528481525f5b8481101561168e576101208102890161010081013560201c604082013560401c17602082013560a01c1784179350610120816020850137506101408220600582901b850152600101611641565b505080156116af576040516321af709760e21b815260040160405180910390fd5b6116b98284611526565b979650505050505050565b5f6116ef857f0000000000000000000000000000000000000000000000000000000000000000611e0e565b7f00000000000000000000000000000000000000000000000000000000000000006310798e9d60e11b5f61172a610100880160e08901613532565b63ffffffff169050365f61174160c08a018a613d1b565b915091505f60405190508160051b608001810160405284815283600482015260406024820152816044820152611784838383606461177f9190613cf0565b611e81565b8160051b80606483012097505f5f82606401848a5afa6117a6573d5f833e3d82fd5b806060013d146117b4575f5ffd5b60205f833e806060602084013e506118128c8a8a8e8e7f00000000000000000000000000000000000000000000000000000000000000007f000000000000000000000000000000000000000000000000000000000000000088611edc565b505050505050505095945050505050565b604080515f516020613fb45f395f51905f52815260208101939093528201526060902090565b5f6118836040518060c001604052805f81526020015f81526020015f81526020015f81526020015f63ffffffff1681526020015f81525090565b63ffffffff8416608082015260a081018390525f19604082015285815284860160208201525f5b898110156118f45761012081028b016118dc818b8b858181106118cf576118cf61351e565b9050602002013585611f2c565b156118eb57816001901b841793505b506001016118aa565b50602081015181511461191a576040516321af709760e21b815260040160405180910390fd5b61192c8160400151826060015161207c565b5098975050505050505050565b5f5f5f60405192508560051b80606001840160405288604085015280886060860137806020016040850120915050878352604060208401528560021b6040840152601f19601f8760021b011660600191506119a183606061199a9190613cf0565b888861209d565b6119be5760405163744f82e360e01b815260040160405180910390fd5b808a60e00135146119ea578960e0013581604051630bc9499560e21b81526004016107e4929190613319565b6119f68a8a8787612171565b5f516020613fd45f395f51905f525f611a1560608d0160408e01613098565b905060808c01358082848789a350505050505050505050505050565b6060611a3e826004613d60565b611a4990601f613cf0565b6001600160401b03811115611a6057611a6061365d565b6040519080825280601f01601f191660200182016040528015611a8a576020820181803683370190505b50905060208101611a9c81858561209d565b611ab95760405163744f82e360e01b815260040160405180910390fd5b5f858585604051602001611acf93929190613d77565b604051602081830303815290604052805190602001209050808760e0013514611b13578660e0013581604051630bc9499560e21b81526004016107e4929190613319565b8360021b83525050949350505050565b5f81354614611b4a576040516324497bc360e01b81526107e4908335904690600401613319565b30611b5b6040840160208501612da4565b6001600160a01b031614611b9357611b796040830160208401612da4565b604051632ac427ff60e01b81526004016107e49190613327565b611ba66103836060840160408501613098565b15611be057611bbb6060830160408401613098565b6040516355527ea160e01b81526001600160401b0390911660048201526024016107e4565b7f0000000000000000000000000000000000000000000000000000000000000000826060013514611c4c5781606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b81526004016107e4929190613319565b611c5582612331565b611c5e82612382565b9050611c9b611c7561012084016101008501613532565b7f0000000000000000000000000000000000000000000000000000000000000000611e0e565b919050565b5f5f611cab85610b55565b90505f6001600160a01b038716639fa8259183611cd06101208a016101008b01613532565b88887f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518763ffffffff1660e01b8152600401611d3596959493929190613dbe565b602060405180830381865afa158015611d50573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d749190613b73565b90506116b982611d95611d8f6101208a016101008b01613532565b84610a3e565b61241d565b5f611da48561120d565b90505f611dcb66ffffffffffffff600886901c165f516020613f945f395f51905f52613cf0565b94909555558154600160ff9092169190911b17905550565b6040515f516020613f545f395f51905f528082525f9161012084602083013761014090209392505050565b438263ffffffff1610611e385781436040516326f2db8960e01b81526004016107e4929190613edd565b80611e4963ffffffff841643613561565b1115611e7d57604051630f096f4d60e41b815263ffffffff83166004820152436024820152604481018290526064016107e4565b5050565b5f838360061b81015b80821015611ed4576040825f3760405f20838111611ebd5760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190611e8a565b505050505050565b5f80808815611f0b575f5f611ef28d8d8d612439565b6040805192835260208301919091528181019052925050505b611f1a8b828a8a8a8a8a612504565b92509250509850989650505050505050565b5f5f5f5f611f3a86866125ca565b91945092509050608087013560408801355f611f55836110de565b90505f611f628984612707565b90505f611f7f8c848a8d60800151868f60600151165f1415612766565b90506001600160e01b0319811615611feb576040516001600160e01b03198216815285906001600160401b038616907f4832ada01de346f57fdf027fe235ddc4d809df546b7c7a59c2a6202d13a119c99060200160405180910390a35f98505050505050505050610b60565b60608a018051831790525f516020613fd45f395f51905f525f61201a6120108f611de3565b8d60a0015161241d565b90505f6120268661120d565b90508a86558181556040518960021b8f825260406020830152806040830152808c60608401375f81606084010152898986601f19601f85011660600185a3505060019b5050505050505050505050509392505050565b815f516020613f945f395f51905f520181815414612098578181555b505050565b5f825f8360031c60081b82015b80831015612132575f833560208501356040860135606087013580821783851717871796508060801b8260a01b178360c01b8560e01b1717945050505050608084013560a085013560c086013560e08701358082178385171787179650808260201b178360401b8560601b171785178c525050505050610100830192506020870196506120aa565b508360051b85015b8083101561216157823580831792508060e01b88525060208301925060048701965061213a565b50600160201b1195945050505050565b83354614612197576040516324497bc360e01b81526107e4908535904690600401613319565b306121a86040860160208701612da4565b6001600160a01b0316146121c657611b796040850160208601612da4565b5f6121d76060860160408701613098565b90505f6121fe66ffffffffffffff600884901c165f516020613f945f395f51905f52613cf0565b8054909150600160ff84161b9080821615612237576040516355527ea160e01b81526001600160401b03851660048201526024016107e4565b7f00000000000000000000000000000000000000000000000000000000000000008860600135146122a35787606001357f000000000000000000000000000000000000000000000000000000000000000060405163e5872e5f60e01b81526004016107e4929190613319565b6122ac88612331565b5f6122b689612382565b90505f6122c28a610b55565b90505f6122e3826122db6101208e016101008f01613532565b8c8c8c6116c4565b90505f8b60e0013590505f61230f84611d958f6101000160208101906123099190613532565b86611823565b90505f61231b8661120d565b9290955595909417909555505055505050505050565b5f516020613f745f395f51905f525f81815260808301356020819052604090912060a0840135811461237c57604051633b346b6360e11b815260a085013560048201526024016107e4565b50505050565b60a0810135600160c083013511156123b557808260c00135604051632616427760e01b81526004016107e4929190613319565b600160e0830135116123dd57604051636506e79760e11b8152600481018290526024016107e4565b805460c0830135811461241757604051639f142d5760e01b8152600481018390526024810182905260c084013560448201526064016107e4565b50919050565b5f918252602052604090206001600160e01b03164360e01b1790565b5f80805f516020613f345f395f51905f5260018511156124dc578087069350856002860360051b8101600193505b808210156124a9578260038488868a8b09090882358482868384090882151715612495575f955050506124a9565b505082600187089550602082019150612467565b5082156124da57816003838785898a0909088135945060208201358584828309148285888909141684871016945050505b505b816124fa5760405163115f9ba160e01b815260040160405180910390fd5b5050935093915050565b5f5f5f5f61251389898761289d565b945090925090505f61253e838361252d60c08d018d613d1b565b8e6125398c6020613cf0565b612996565b9194509250905061254f8185613561565b945084158061256f57506125638885613d60565b61256d8887613d60565b105b156125915784846040516322c1720560e21b81526004016107e4929190613319565b61259e8c8c85858d612aa8565b6125bb57604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b805160208201515f91600480820192823560e01c92916125eb908490613d60565b6125f59085613cf0565b1115612614576040516321af709760e21b815260040160405180910390fd5b61261f826004613d60565b6126299084613cf0565b855260405186815260208101601f19600285901b168501855b818110156126cb5780358060e01c845263ffffffff8160c01c16602085015263ffffffff8160a01c16604085015263ffffffff8160801c16606085015263ffffffff8160601c16608085015263ffffffff8160401c1660a085015263ffffffff8160201c1660c085015263ffffffff811660e08501525060208101905061010083019250612642565b50805b8560021b87018110156126f057803560e01c83526020909201916004016126ce565b5050508260051b6020018120945050509250925092565b60408201515f9066ffffffffffffff600884901c16908114612757575f19846040015114612741576127418460400151856060015161207c565b6040840181905261275181610c11565b60608501525b5050600160ff82161b92915050565b5f853546811461278057506324497bc360e01b9050612894565b50602086013530811461279d5750632ac427ff60e01b9050612894565b5061010086013563ffffffff841681146127c15750631e45f7ed60e11b9050612894565b82156127d757506355527ea160e01b9050612894565b5060608601357f00000000000000000000000000000000000000000000000000000000000000008114612814575063e5872e5f60e01b9050612894565b5060a08601358581146128315750633b346b6360e11b9050612894565b50845460c08701359060018211156128555750632616427760e01b91506128949050565b81811461286e5750639f142d5760e01b91506128949050565b60e0880135915085821461288e5750630bc9499560e21b91506128949050565b505f9150505b95945050505050565b5f8080806128b2610100870160e08801613532565b63ffffffff1690505f5f5f875160405160606101008c0182378051985060208101519750604081015192508115159450816060822014935050508261290e5789846040516343a2f1cb60e01b81526004016107e4929190613edd565b8161292f576040516318c3096f60e21b8152600481018590526024016107e4565b63ffffffff81811690602083901c8116908c1682118061295f5750801580159061295f5750808c63ffffffff1610155b15612981578b866040516343a2f1cb60e01b81526004016107e4929190613edd565b50969a95995060401c97509395505050505050565b5f5f5f5f5f516020613f345f395f51905f5290506040518a815289602082015260408101898960061b81015b80821015612a8b5788516001600160601b03811663ffffffff8260601c168c1015612a23578160e01c8c1015612a13576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80612a46576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa612a7a57634010053960e11b5f5260045ffd5b6040820191506020890198506129c2565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03612ac557612abb88612b66565b9092509050612acf565b5050845160208601515b612ad7612d6e565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152612b5981612c0e565b9998505050505050505050565b5f5f5f5f516020613f345f395f51905f52905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa612be2575f5ffd5b81519350808385860903612bf65750612c07565b506020815281600185089350612bbf565b5050915091565b5f612d62565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa612c455750610810565b825160408501526020830151606085015260408360808660065afa612c6a5750610810565b60018452600260208501528060408501525060408360608560075afa156108105760c0820151604084015260e08201516060840152604060c0830160808560065afa15610810577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156108105750505160011490565b61081060405183612c14565b604051806101800160405280600c906020820280368337509192915050565b6001600160a01b0381168114612da1575f5ffd5b50565b5f60208284031215612db4575f5ffd5b8135610b6081612d8d565b5f60208284031215612dcf575f5ffd5b5035919050565b5f5f83601f840112612de6575f5ffd5b5081356001600160401b03811115612dfc575f5ffd5b6020830191508360208260051b8501011115612e16575f5ffd5b9250929050565b5f5f5f60408486031215612e2f575f5ffd5b8335925060208401356001600160401b03811115612e4b575f5ffd5b612e5786828701612dd6565b9497909650939450505050565b5f5f60208385031215612e75575f5ffd5b82356001600160401b03811115612e8a575f5ffd5b612e9685828601612dd6565b90969095509350505050565b5f5f83601f840112612eb2575f5ffd5b5081356001600160401b03811115612ec8575f5ffd5b60208301915083602061012083028501011115612e16575f5ffd5b5f5f83601f840112612ef3575f5ffd5b5081356001600160401b03811115612f09575f5ffd5b602083019150836020828501011115612e16575f5ffd5b5f6101608284031215612417575f5ffd5b5f5f5f5f5f5f5f5f5f60a08a8c031215612f49575f5ffd5b89356001600160401b03811115612f5e575f5ffd5b612f6a8c828d01612ea2565b909a5098505060208a01356001600160401b03811115612f88575f5ffd5b612f948c828d01612dd6565b90985096505060408a01356001600160401b03811115612fb2575f5ffd5b612fbe8c828d01612ee3565b90965094505060608a01356001600160401b03811115612fdc575f5ffd5b612fe88c828d01612f20565b93505060808a01356001600160401b03811115613003575f5ffd5b61300f8c828d01612dd6565b915080935050809150509295985092959850929598565b5f6101208284031215612417575f5ffd5b5f5f6101408385031215613049575f5ffd5b6130538484613026565b91506101208301356001600160401b0381111561306e575f5ffd5b61307a85828601612f20565b9150509250929050565b6001600160401b0381168114612da1575f5ffd5b5f602082840312156130a8575f5ffd5b8135610b6081613084565b63ffffffff81168114612da1575f5ffd5b5f5f604083850312156130d5575f5ffd5b82356130e0816130b3565b946020939093013593505050565b5f5f5f5f5f5f5f6101a0888a031215613105575f5ffd5b61310f8989613026565b96506101208801356001600160401b0381111561312a575f5ffd5b6131368a828b01612f20565b96505061014088013594506101608801356001600160401b0381111561315a575f5ffd5b6131668a828b01612dd6565b9095509350506101808801356001600160401b03811115613185575f5ffd5b6131918a828b01612dd6565b989b979a50959850939692959293505050565b5f5f5f5f5f5f61018087890312156131ba575f5ffd5b6131c48888613026565b95506101208701356001600160401b038111156131df575f5ffd5b6131eb89828a01612dd6565b90965094505061014087013592506101608701356001600160401b03811115613212575f5ffd5b61321e89828a01612dd6565b979a9699509497509295939492505050565b5f6101208284031215613241575f5ffd5b610b608383613026565b5f5f5f6040848603121561325d575f5ffd5b83356001600160401b03811115613272575f5ffd5b61327e86828701612dd6565b909790965060209590950135949350505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b818110156132d35783518352602093840193909201916001016132b5565b50909695505050505050565b5f5f5f604084860312156132f1575f5ffd5b8335925060208401356001600160401b0381111561330d575f5ffd5b612e5786828701612ee3565b918252602082015260400190565b6001600160a01b0391909116815260200190565b5f5f5f6040848603121561334d575f5ffd5b8335613358816130b3565b925060208401356001600160401b03811115612e4b575f5ffd5b5f8151808452602084019350602083015f5b828110156133a2578151865260209586019590910190600101613384565b5093949350505050565b602081525f610b606020830184613372565b5f5f5f5f5f608086880312156133d2575f5ffd5b85356133dd816130b3565b9450602086013593506040860135925060608601356001600160401b03811115613405575f5ffd5b61341188828901612ee3565b969995985093965092949392505050565b5f6101008201905082518252602083015160208301526040830151604083015263ffffffff606084015116606083015263ffffffff608084015116608083015263ffffffff60a08401511660a083015260c083015161348960c084018263ffffffff169052565b5060e08301516134a160e084018263ffffffff169052565b5092915050565b5f5f5f5f5f61018086880312156134bd575f5ffd5b6134c78787613026565b94506101208601356001600160401b038111156134e2575f5ffd5b6134ee88828901612f20565b94505061014086013592506101608601356001600160401b03811115613512575f5ffd5b61341188828901612dd6565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215613542575f5ffd5b8135610b60816130b3565b634e487b7160e01b5f52601160045260245ffd5b818103818111156108105761081061354d565b92835263ffffffff919091166020830152604082015260600190565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b8183525f6001600160fb1b038311156135e3575f5ffd5b8260051b80836020870137939093016020019392505050565b606081525f61360f6060830186886135cc565b6020838101869052838203604085015284548083525f86815282812093909201915b8181101561364f578354835260019384019360209093019201613631565b509098975050505050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161024081016001600160401b03811182821017156136945761369461365d565b60405290565b60405161010081016001600160401b03811182821017156136945761369461365d565b604051601f8201601f191681016001600160401b03811182821017156136e5576136e561365d565b604052919050565b5f6001600160401b038211156137055761370561365d565b5060051b60200190565b5f82601f83011261371e575f5ffd5b815161373161372c826136ed565b6136bd565b8082825260208201915060208360051b860101925085831115613752575f5ffd5b602085015b8381101561376f578051835260209283019201613757565b5095945050505050565b5f5f6040838503121561378a575f5ffd5b82516001600160401b0381111561379f575f5ffd5b8301601f810185136137af575f5ffd5b80516137bd61372c826136ed565b8082825260208201915060208360051b8501019250878311156137de575f5ffd5b6020840193505b828410156138005783518252602093840193909101906137e5565b8095505050505060208301516001600160401b0381111561381f575f5ffd5b61307a8582860161370f565b8281525f602082018351602085015f5b8281101561385957815184526020938401939091019060010161383b565b50919695505050505050565b8051611c9b81612d8d565b805165ffffffffffff81168114611c9b575f5ffd5b805160ff81168114611c9b575f5ffd5b80518015158114611c9b575f5ffd5b8051611c9b816130b3565b8051611c9b81613084565b80516001600160801b0381168114611c9b575f5ffd5b5f6102408284031280156138e2575f5ffd5b506138eb613671565b6138f483613865565b815261390260208401613870565b602082015261391360408401613885565b604082015261392460608401613895565b6060820152613935608084016138a4565b608082015261394660a08401613865565b60a082015261395760c084016138a4565b60c082015261396860e084016138a4565b60e082015261397a61010084016138a4565b6101008201526101208381015190820152610140808401519082015261016080840151908201526139ae61018084016138af565b6101808201526139c16101a084016138af565b6101a08201526139d46101c084016138ba565b6101c08201526101e083810151908201526102008084015190820152610220928301519281019290925250919050565b5f5f85851115613a12575f5ffd5b83861115613a1e575f5ffd5b5050820193919092039150565b80356020831015610810575f19602084900360031b1b1692915050565b5f82601f830112613a57575f5ffd5b8135613a6561372c826136ed565b8082825260208201915060208360051b860101925085831115613a86575f5ffd5b602085015b8381101561376f578035835260209283019201613a8b565b5f5f5f60608486031215613ab5575f5ffd5b8335925060208401356001600160401b03811115613ad1575f5ffd5b613add86828701613a48565b92505060408401356001600160401b03811115613af8575f5ffd5b613b0486828701613a48565b9150509250925092565b81515f90829060208501835b82811015613b38578151845260209384019390910190600101613b1a565b509195945050505050565b63ffffffff84168152606060208201525f613b616060830185613372565b82810360408401526114f28185613372565b5f60208284031215613b83575f5ffd5b5051919050565b5f5f60408385031215613b9b575f5ffd5b50508035926020909101359150565b5f6001600160fb1b03831115613bbe575f5ffd5b8260051b80838637939093019392505050565b5f613bdd828486613baa565b949350505050565b604081525f613bf86040830185876135cc565b9050826020830152949350505050565b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f5f828403610120811215613c50575f5ffd5b83519250610100601f1982011215613c66575f5ffd5b50613c6f61369a565b6020848101518252604080860151918301919091526060850151908201526080840151613c9b816130b3565b6060820152613cac60a085016138a4565b6080820152613cbd60c085016138a4565b60a0820152613cce60e085016138a4565b60c0820152613ce061010085016138a4565b60e0820152809150509250929050565b808201808211156108105761081061354d565b8481528360208201525f6114f2604083018486613baa565b5f5f8335601e19843603018112613d30575f5ffd5b8301803591506001600160401b03821115613d49575f5ffd5b6020019150600681901b3603821315612e16575f5ffd5b80820281158282048414176108105761081061354d565b8381525f612894602083018486613baa565b8183526020830192505f815f5b848110156133a257813586526020808301359087015260409586019590910190600101613d96565b86815263ffffffff8616602082015260a06040820181905281018490525f60c0600586901b83018101908301878361011e1936839003015b89821015613ec45786850360bf190184528235818112613e14575f5ffd5b8b01803586526020808201359087015260408082016040880137604060808201608088013760c0810135601e19823603018112613e4f575f5ffd5b81016020810190356001600160401b03811115613e6a575f5ffd5b8060061b3603821315613e7b575f5ffd5b61012060c0890152613e9261012089018284613d89565b60e084810135908a01526101009384013593909801929092525050602093840193929092019160019190910190613df6565b5050505060608301949094525060800152949350505050565b63ffffffff92909216825260208201526040019056fe773667e6dd5f18cf6a98ad7c3d8a97b039f66f7f958c85f474d150af29850195d9c1aafca581c60aad96adff9c97b311ce664b8b0d1b11193e70712fe71cf1c430644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47c272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b274c2d1ac7a72f41505dc24fd0ad0fc82ceeb8247c616291f4fc820ef062f5f05cb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda301bc7f0357b59c028ac1fac04cf1dba373be7a33f8123aa3c7210a6fd8ff79ea264697066735822122025263e282e7d1ec7b8a6bee5c26daa37e82287b151862501cae82e3f458588aa64736f6c63430008250033",
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

// PackShardClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba72c5ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function shardClaim(uint32 referenceBlock, bytes32 signatory, uint256 promptLen, bytes claim) view returns((bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (lLMConsumer *LLMConsumer) PackShardClaim(referenceBlock uint32, signatory [32]byte, promptLen *big.Int, claim []byte) []byte {
	enc, err := lLMConsumer.abi.Pack("shardClaim", referenceBlock, signatory, promptLen, claim)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackShardClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba72c5ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function shardClaim(uint32 referenceBlock, bytes32 signatory, uint256 promptLen, bytes claim) view returns((bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (lLMConsumer *LLMConsumer) TryPackShardClaim(referenceBlock uint32, signatory [32]byte, promptLen *big.Int, claim []byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("shardClaim", referenceBlock, signatory, promptLen, claim)
}

// UnpackShardClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba72c5ff.
//
// Solidity: function shardClaim(uint32 referenceBlock, bytes32 signatory, uint256 promptLen, bytes claim) view returns((bytes32,bytes32,bytes32,uint32,uint32,uint32,uint32,uint32) c)
func (lLMConsumer *LLMConsumer) UnpackShardClaim(data []byte) (ShardClaim, error) {
	out, err := lLMConsumer.abi.Unpack("shardClaim", data)
	if err != nil {
		return *new(ShardClaim), err
	}
	out0 := *abi.ConvertType(out[0], new(ShardClaim)).(*ShardClaim)
	return out0, nil
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotAShardClaim"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotAShardClaimError(raw[4:])
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

// LLMConsumerNotAShardClaim represents a NotAShardClaim error raised by the LLMConsumer contract.
type LLMConsumerNotAShardClaim struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAShardClaim()
func LLMConsumerNotAShardClaimErrorID() common.Hash {
	return common.HexToHash("0x1819fc1e9c8c29c1c558aa4a600c1bf2b8e7594a41f56d144a03bac8d8892c1d")
}

// UnpackNotAShardClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAShardClaim()
func (lLMConsumer *LLMConsumer) UnpackNotAShardClaimError(raw []byte) (*LLMConsumerNotAShardClaim, error) {
	out := new(LLMConsumerNotAShardClaim)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotAShardClaim", raw); err != nil {
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
