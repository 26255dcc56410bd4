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

// CommitteeSignature is an auto generated low-level Go binding around an user-defined struct.
type CommitteeSignature struct {
	Sigma      G1Point
	ApkG2      G2Point
	SignerKeys []G1Point
}

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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"},{\"name\":\"engine_\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"},{\"name\":\"chunkHashes_\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"COMMITTEE_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"COMPUTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LANDING_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_COMMITTEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_NOBODY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"LIABLE_QUORUM\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"QUORUM_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RECORD_MASK\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"REQUESTED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RESULT_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SHARDS_SIGNATORY\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"TRANSITION_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"arbiter\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"batchDigest\",\"inputs\":[{\"name\":\"digests\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"chunkHashes\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"committeeFeeCap\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"committeeSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"deployer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"engine\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractILLMEngine\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"indexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"infer\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"inputHash\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"invalid\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"invalidate\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isFinalAnswer\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isValid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAt\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landedAtSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landing\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingOf\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"record\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"landingSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"liability\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"manifest\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"market\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractICommitteeDraw\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nonSignerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requested\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"result\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resultSlot\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"resultValue\",\"inputs\":[{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"setArbiter\",\"inputs\":[{\"name\":\"a\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setCommitteeFeeCap\",\"inputs\":[{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMarket\",\"inputs\":[{\"name\":\"m\",\"type\":\"address\",\"internalType\":\"contractICommitteeDraw\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setShardCommittee\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"shardClaim\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"signatory\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claim\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structShardClaim\",\"components\":[{\"name\":\"lo\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hi\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"step\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"first\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"last\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"count\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shard\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardCommittee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractShardCommittee\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"shardSignatory\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"shards\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"thresholdDenominator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"thresholdNumerator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transitionDigest\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"usedIndexWord\",\"inputs\":[{\"name\":\"wordPos\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"bits\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"verifyAndUpdate\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateBatch\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"roots\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"landed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateCommittee\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structCommitteeSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]},{\"name\":\"members\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateHinted\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"hashHints\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"verifyAndUpdateSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sigs\",\"type\":\"tuple[]\",\"internalType\":\"structShardSignature[]\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"inBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"outBoundary\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ArbiterSet\",\"inputs\":[{\"name\":\"arbiter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CommitteeFeeCapSet\",\"inputs\":[{\"name\":\"cap\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Inferred\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Invalidated\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MarketSet\",\"inputs\":[{\"name\":\"market\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Requested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"indexed\":false,\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ShardCommitteeSet\",\"inputs\":[{\"name\":\"committee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Skipped\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"reason\",\"type\":\"bytes4\",\"indexed\":false,\"internalType\":\"bytes4\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transitioned\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Updated\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"indexed\":true,\"internalType\":\"uint64\"},{\"name\":\"inputHash\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyAnswered\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyRequested\",\"inputs\":[{\"name\":\"inputHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ArbiterAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadHashToG1Hints\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadMarket\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShardCommittee\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BatchSize\",\"inputs\":[{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CommitteeBadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"CommitteeBelowThreshold\",\"inputs\":[{\"name\":\"signed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"CommitteeMismatch\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EmptyValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"IndexUsed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NoMarket\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotAShardClaim\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotArbiter\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotCommitteeSigner\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotDeployer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotDrawn\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotLiable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotSharded\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OverCommitteeCap\",\"inputs\":[{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"cap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"Overwrite\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ReferenceBlockMismatch\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"batchReferenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"RegistryWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StaleOldValue\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"current\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TokenOutOfRange\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TokensMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TokensRequired\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongChain\",\"inputs\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongManifest\",\"inputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"WrongSlot\",\"inputs\":[{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroArbiter\",\"inputs\":[]}]",
	ID:  "LLMConsumer",
	Bin: "0x610160604052348015610010575f5ffd5b506040516152eb3803806152eb83398101604081905261002f916101cc565b84846001600160a01b031663337f3f326040518163ffffffff1660e01b8152600401602060405180830381865afa15801561006c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009091906102cb565b838381158061009e57508082115b156100ca57604051637b7a98f160e01b8152600481018390526024810182905260440160405180910390fd5b836001600160a01b03163b5f036100f4576040516356efbef760e01b815260040160405180910390fd5b6001600160a01b038416608081905260a084905260c083905260e0829052604080516338abcc7960e01b815290516338abcc79916004808201926020929091908290030181865afa15801561014b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061016f91906102cb565b610100525050506001600160a01b03851661012052503361014052600261019684826102e2565b505050505050610382565b6001600160a01b03811681146101b5575f5ffd5b50565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f5f60a086880312156101e0575f5ffd5b85516101eb816101a1565b60208701519095506101fc816101a1565b60408701519094506001600160401b03811115610217575f5ffd5b8601601f81018813610227575f5ffd5b80516001600160401b03811115610240576102406101b8565b604051600582901b90603f8201601f191681016001600160401b038111828210171561026e5761026e6101b8565b60405291825260208184018101929081018b84111561028b575f5ffd5b6020850194505b838510156102ae57845180825260209586019590935001610292565b5060608a01516080909a0151989b979a5098979695505050505050565b5f602082840312156102db575f5ffd5b5051919050565b81516001600160401b038111156102fb576102fb6101b8565b68010000000000000000811115610314576103146101b8565b81548183558082101561034857825f528160205f20018282035f5b81811015610344575f8382015560010161032f565b5050505b506020830161035c835f9081526020902090565b5f5b8381101561037a5782518282015560209092019160010161035e565b505050505050565b60805160a05160c05160e051610100516101205161014051614e856104665f395f8181610835015281816109160152818161099a01528181610afb0152610fcb01525f81816107f401526110f501525f8181611cb4015261229001525f81816103b901528181611dd60152818161230e015261255701525f818161049101528181611db5015281816122ed015261252d01525f81816108d7015281816121f70152818161223901528181612a1401528181612a56015261329801525f81816106970152818161138e01528181611cda0152818161248a01526124f20152614e855ff3fe608060405234801561000f575f5ffd5b5060043610610388575f3560e01c806377ee9e39116101df578063c423ce3f11610109578063da3686de116100a9578063ebc2f71611610079578063ebc2f716146108bf578063f5baf0d7146108d2578063f8af97c6146108b7578063fe25e00a146108f9575f5ffd5b8063da3686de1461087e578063dcc6945f14610891578063e7618157146108a4578063e9b8a321146108b7575f5ffd5b8063cd8d8623116100e4578063cd8d86231461081d578063d3bbb5bd146107d4578063d5f3948814610830578063d7fb78e414610857575f5ffd5b8063c423ce3f146107dc578063c9d4623f146107ef578063ca84ae2c14610816575f5ffd5b80638b0beca91161017f578063af71d56c1161014f578063af71d56c1461078c578063b45488b31461079f578063ba72c5ff146107b4578063c39ec213146107d4575f5ffd5b80638b0beca9146107405780638b4f3d0f146107535780639b7ed1f714610766578063a81780c614610779575f5ffd5b80637f1c0ee8116101ba5780637f1c0ee8146106d157806380f55605146106e457806389e57706146106f75780638a46e21414610719575f5ffd5b806377ee9e391461064457806378efb5c41461066b5780637b10399914610692575f5ffd5b806348d839b2116102c057806369680ca6116102605780636dcea85f116102305780636dcea85f146105c757806373ad3a4d146105da578063757f0b8a146105fb578063766211581461061c575f5ffd5b806369680ca61461056757806369ecc3cf1461057a5780636a9385671461058d5780636c0c702c146105a0575f5ffd5b80634f9affe01161029b5780634f9affe0146105075780635a94c9111461051a5780635a999921146105415780635d9097b314610554575f5ffd5b806348d839b2146104d9578063499b4d07146104e15780634a1f14ef146104f4575f5ffd5b80631cdc59021161032b578063323ac9ff11610306578063323ac9ff14610479578063343cddcc1461048c57806339a926c4146104b357806343176efc146104c6575f5ffd5b80631cdc59021461043a57806328daf3981461044d578063314a6a4e14610456575f5ffd5b8063158e8f1411610366578063158e8f14146103ee57806317b8a93d146104015780631c2420d1146104145780631c9c088a14610427575f5ffd5b8063027ed62f1461038c5780630da05115146103a15780630e0232ce146103b4575b5f5ffd5b61039f61039a366004613b85565b61090b565b005b61039f6103af366004613bb3565b61098f565b6103db7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b6103db6103fc366004613b85565b610a5f565b6103db61040f366004613c15565b610a72565b6103db610422366004613c5c565b610a91565b61039f610435366004613bb3565b610af0565b6103db610448366004613d29565b610bd0565b6103db60055481565b610469610464366004613b85565b610c93565b60405190151581526020016103e5565b61039f610487366004613e2f565b610ca6565b6103db7f000000000000000000000000000000000000000000000000000000000000000081565b6103db6104c1366004613b85565b610cbf565b6104696104d4366004613e90565b610cca565b6103db610d00565b6103db6104ef366004613b85565b610d12565b6103db610502366004613ebc565b610d26565b61039f610515366004613ee6565b610d89565b6103db7fd9c1aafca581c60aad96adff9c97b311ce664b8b0d1b11193e70712fe71cf1c481565b61039f61054f366004613f9c565b610da1565b6103db610562366004614028565b610e5f565b61039f610575366004614043565b610e71565b61039f610588366004613b85565b610f16565b61046961059b366004613b85565b610f85565b6103db7fcb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda81565b61039f6105d5366004613bb3565b610fc0565b6103db6105e8366004613b85565b5f516020614e105f395f51905f52015490565b61060e6106093660046140de565b611090565b6040516103e5929190614125565b61062f61062a366004614172565b611231565b604080519283526020830191909152016103e5565b6103db7f773667e6dd5f18cf6a98ad7c3d8a97b039f66f7f958c85f474d150af2985019581565b6103db7f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b281565b6106b97f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016103e5565b6103db6106df366004613b85565b611560565b6004546106b9906001600160a01b031681565b610469610705366004613b85565b60016020525f908152604090205460ff1681565b6103db7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced581565b6103db61074e366004613b85565b61156d565b6103db6107613660046141ac565b61157a565b6103db610774366004613b85565b61160e565b6103db6107873660046140de565b611660565b6103db61079a366004613b85565b611757565b6107a7611789565b6040516103e5919061421d565b6107c76107c236600461422f565b6117df565b6040516103e59190614293565b6103db600181565b6003546106b9906001600160a01b031681565b6106b97f000000000000000000000000000000000000000000000000000000000000000081565b6103db5f81565b61046961082b366004614319565b6118f3565b6106b97f000000000000000000000000000000000000000000000000000000000000000081565b6103db7f25500d4852c52e8dbe145b82dde4158b90ce77428be73ad04560ad8b4d52d65c81565b61046961088c366004613b85565b611923565b61039f61089f366004614367565b611a89565b6103db6108b2366004613ebc565b611a9a565b6103db600281565b6103db6108cd3660046140de565b611ae3565b6103db7f000000000000000000000000000000000000000000000000000000000000000081565b5f546106b9906001600160a01b031681565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461095457604051638b906c9760e01b815260040160405180910390fd5b60058190556040518181527f9cc44d4a2b0d7f01ff5c2e69535328c30d77e85e5419b242dfa89d649717dd039060200160405180910390a150565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146109d857604051638b906c9760e01b815260040160405180910390fd5b6003546001600160a01b03161515806109f857506001600160a01b038116155b15610a165760405163ceb73f8760e01b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517f3430afa6445ef8cf4a888b398a96154d1480d7e2732f7db7ab9e11471bcdfd58905f90a250565b5f5f610a6a83611757565b549392505050565b5f6040518260051b858252808560208401376020019020949350505050565b5f81801580610aa1575061010081115b15610ac757604051631f03082d60e11b8152600481018290526024015b60405180910390fd5b604080516120008101909152600582901b858237610ae58183611afc565b925050505b92915050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610b3957604051638b906c9760e01b815260040160405180910390fd5b5f546001600160a01b031615610b62576040516342ec185b60e11b815260040160405180910390fd5b6001600160a01b038116610b895760405163704f2a0960e11b815260040160405180910390fd5b5f80546001600160a01b0319166001600160a01b038316908117825560405190917f9ff67193c9fe359ce094be60d43a9d35abc78247205d3af0a0d21583b691bc5291a250565b5f88801580610be0575061010081115b15610c0157604051631f03082d60e11b815260048101829052602401610abe565b878114610c21576040516321af709760e21b815260040160405180910390fd5b5f8b8b5f818110610c3457610c346143dd565b90506101200201610100016020810190610c4e91906143f1565b90505f610c67610c5e8e8e611bd8565b83898989611cad565b9050610c828d8d8d8d8d8d88610c7d8a8a611e0c565b611e45565b9d9c50505050505050505050505050565b5f6001610c9f83610cbf565b1492915050565b604051635adc7b7960e11b815260040160405180910390fd5b5f5f610a6a8361160e565b5f60ff8216610cf366ffffffffffffff600885901c165f516020614e105f395f51905f52015490565b6001911c81161492915050565b610d0f6001600160e01b614420565b81565b5f60e0610d1e83610a5f565b901c92915050565b604080517fd9c1aafca581c60aad96adff9c97b311ce664b8b0d1b11193e70712fe71cf1c4602082015263ffffffff841691810191909152606081018290525f906080015b60405160208183030381529060405280519060200120905092915050565b610d9887878787878787611f35565b50505050505050565b6003546001600160a01b031680610dcb576040516309e4609760e41b815260040160405180910390fd5b5f610dd888868686612032565b90505f610de489612129565b9050610e108160e08b0135610dff60608d0160408e01613e90565b610e0b878e8e8e6122b9565b6123ca565b6080890135610e2560608b0160408c01613e90565b6001600160401b03165f516020614e305f395f51905f528885604051610e4c929190614433565b60405180910390a3505050505050505050565b5f81610e6a81612413565b9392505050565b6004546001600160a01b0316610e9a57604051631e3700c360e21b815260040160405180910390fd5b5f610ea788858585612032565b90505f610eb389612129565b9050610eda8160e08b0135610ece60608d0160408e01613e90565b610e0b8d8d8d8d612451565b6080890135610eef60608b0160408c01613e90565b6001600160401b03165f516020614e305f395f51905f528785604051610e4c929190614433565b5f546001600160a01b03163314610f405760405163665b32d360e11b815260040160405180910390fd5b5f818152600160208190526040808320805460ff19169092179091555182917f0a96a6189893c6d5cbf48f7afd7d7c9991aee9f1c9c76926cf9dffa37ff2434591a250565b5f5f610f9083610cbf565b90508015801590610fa2575060018114155b8015610e6a575050505f9081526001602052604090205460ff161590565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461100957604051638b906c9760e01b815260040160405180910390fd5b6004546001600160a01b031615158061102957506001600160a01b038116155b15611047576040516357cb452560e01b815260040160405180910390fd5b600480546001600160a01b0319166001600160a01b0383169081179091556040517fe307206b150a74b2a5d43a35703be791342ca123c12a507c5f679cf1d011d1b9905f90a250565b5f60605f61109f868686611ae3565b90505f6110ab8261160e565b805490915060018111156110db5760405162d29f0b60e01b81526004810184905260248101829052604401610abe565b6040516353c3db8b60e01b81526060906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906353c3db8b90611131908c908c908c9060029060040161449f565b5f60405180830381865afa15801561114b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052611172919081019061461c565b80519196509150819061118790600190614420565b81518110611197576111976143dd565b602002602001015195505f86866040516020016111b59291906146ce565b60408051601f19818403018152919052805160209091012090504360e01b6002175f6111e086611757565b9050828655818155867f9b57190460e3d0cda66a718a38f5138839598b157c61ea43e0c0169310bc4ab68a8a60405161121a929190614125565b60405180910390a250505050505050935093915050565b5f805460405163055c16cd60e51b815260048101869052829182916001600160a01b039091169063ab82d9a09060240161024060405180830381865afa15801561127d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112a19190614773565b60a08101519091506001600160a01b0316301415806112c05750602084105b156112e15760405163f0b80d1360e01b815260048101879052602401610abe565b5f6112ef60208287896148a7565b6112f8916148ce565b90505f19810161143c575f8061131087890189614946565b92509250508361022001516113508561010001518460405160200161133591906149b1565b60405160208183030381529060405280519060200120611e0c565b146113715760405163f0b80d1360e01b8152600481018a9052602401610abe565b6101008401516040516326b5316f60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691639ad4c5bc916113c69190869086906004016149e6565b602060405180830381865afa1580156113e1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114059190614a16565b508060405160200161141791906149b1565b6040516020818303038152906040528051906020012081519550955050505050611558565b600281036114d0575f61145186880188614a2d565b9150505f8160405160200161146691906149b1565b60405160208183030381529060405280519060200120905081515f14806114a0575083610220015161149d85610100015183611a9a565b14155b156114c15760405163f0b80d1360e01b8152600481018a9052602401610abe565b90519094509250611558915050565b6003546001600160a01b031615806114e757508015155b156115085760405163f0b80d1360e01b815260048101889052602401610abe565b5f61151586880188614a66565b91505082610220015161152d84610100015183610d26565b1461154e5760405163f0b80d1360e01b815260048101899052602401610abe565b505f935083925050505b935093915050565b5f610aea6103fc8361160e565b5f610aea6104ef8361160e565b5f7fcb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda8484846040516020016115b0929190614aad565b604051602081830303815290604052805190602001206040516020016115ef9392919092835263ffffffff919091166020830152604082015260600190565b6040516020818303038152906040528051906020012090509392505050565b604080517f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b260208201529081018290525f90606001604051602081830303815290604052805190602001209050919050565b5f82158061166c575081155b1561168a57604051632e11048160e11b815260040160405180910390fd5b611695848484611ae3565b90505f6116a18261160e565b80549091505f1981016116ca57604051631d81b6d360e31b815260048101849052602401610abe565b80156116f25760405162d29f0b60e01b81526004810184905260248101829052604401610abe565b60015f6116fe84611757565b9050818455818155336001600160a01b0316857ff713730dd267aae17a3d6be5c955fb70e77c447262d5598fd50b402390e9711a8a8a8a60405161174493929190614ac1565b60405180910390a3505050509392505050565b7f773667e6dd5f18cf6a98ad7c3d8a97b039f66f7f958c85f474d150af298501955f9081526020919091526040902090565b606060028054806020026020016040519081016040528092919081815260200182805480156117d557602002820191905f5260205f20905b8154815260200190600101908083116117c1575b5050505050905090565b60408051610100810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101919091526003546001600160a01b03168061184957604051630c0cfe0f60e11b815260040160405180910390fd5b6040516338926b6d60e01b81525f906001600160a01b038316906338926b6d9061187b90899089908990600401614ae4565b61012060405180830381865afa158015611897573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118bb9190614b19565b93509050866118ca8983610d26565b146118e857604051630c0cfe0f60e11b815260040160405180910390fd5b505095945050505050565b5f6118fd85611923565b801561191a575061190f848484610a72565b61191886610cbf565b145b95945050505050565b5f5f61192e83611560565b905060e081901c80158061194f57505f8481526001602052604090205460ff165b1561195d57505f9392505050565b600261196e6001600160e01b614420565b83160361197f575060019392505050565b5f546001600160a01b03168061199957505f949350505050565b5f819050806001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa1580156119d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119fd9190614a16565b611a079084614bcc565b43118015611a7f575060405163e66d043f60e01b8152306004820152602481018790526001600160a01b0382169063e66d043f90604401602060405180830381865afa158015611a59573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a7d9190614a16565b155b9695505050505050565b5f80610d9887878787878680611f35565b604080517f25500d4852c52e8dbe145b82dde4158b90ce77428be73ad04560ad8b4d52d65c602082015263ffffffff841691810191909152606081018290525f90608001610d6b565b6040515f906115ef908390859087908290602001614bdf565b5f811580611b0b575061010082115b15611b2c57604051631f03082d60e11b815260048101839052602401610abe565b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e60015b83811015611b605760011b611b50565b8360051b85015b8160051b8601811015611b7f575f8152602001611b67565b505b6001811115611bba575f5b8160011c811015611bb1576040600682901b870120600582901b870152600101611b8c565b5060011c611b81565b50604080519182529351602082015292830191909152506060902090565b6040515f907fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced59083908360015b83811015611c155760011b611c05565b8060051b8301905061014081016040528481525f5b84811015611c77576101208102890161010081013560201c604082013560401c17602082013560a01c1784179350610120816020850137506101408220600582901b850152600101611c2a565b50508015611c98576040516321af709760e21b815260040160405180910390fd5b611ca28284611afc565b979650505050505050565b5f611cd8857f00000000000000000000000000000000000000000000000000000000000000006125c3565b7f00000000000000000000000000000000000000000000000000000000000000006310798e9d60e11b5f611d13610100880160e089016143f1565b63ffffffff169050365f611d2a60c08a018a614bf7565b915091505f60405190508160051b608001810160405284815283600482015260406024820152816044820152611d6d8383836064611d689190614bcc565b612640565b8160051b80606483012097505f5f82606401848a5afa611d8f573d5f833e3d82fd5b806060013d14611d9d575f5ffd5b60205f833e806060602084013e50611dfb8c8a8a8e8e7f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000008861269b565b505050505050505095945050505050565b604080517fcb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda815260208101939093528201526060902090565b5f611e7f6040518060c001604052805f81526020015f81526020015f81526020015f81526020015f63ffffffff1681526020015f81525090565b63ffffffff8416608082015260a081018390525f19604082015285815284860160208201525f5b89811015611ef05761012081028b01611ed8818b8b85818110611ecb57611ecb6143dd565b90506020020135856126eb565b15611ee757816001901b841793505b50600101611ea6565b506020810151815114611f16576040516321af709760e21b815260040160405180910390fd5b611f2881604001518260600151612852565b5098975050505050505050565b5f5f5f60405192508560051b80606001840160405288604085015280886060860137806020016040850120915050878352604060208401528560021b6040840152601f19601f8760021b01166060019150611f9d836060611f969190614bcc565b8888612873565b611fba5760405163744f82e360e01b815260040160405180910390fd5b808a60e0013514611feb57604051630bc9499560e21b815260e08b0135600482015260248101829052604401610abe565b611ff78a8a8787612948565b5f516020614e305f395f51905f525f61201660608d0160408e01613e90565b905060808c01358082848789a350505050505050505050505050565b606061203f826004614c3c565b61204a90601f614bcc565b6001600160401b0381111561206157612061614500565b6040519080825280601f01601f19166020018201604052801561208b576020820181803683370190505b5090506020810161209d818585612873565b6120ba5760405163744f82e360e01b815260040160405180910390fd5b5f8585856040516020016120d093929190614c53565b604051602081830303815290604052805190602001209050808760e001351461211957604051630bc9499560e21b815260e0880135600482015260248101829052604401610abe565b8360021b83525050949350505050565b5f81354614612154576040516324497bc360e01b815282356004820152466024820152604401610abe565b306121656040840160208501613bb3565b6001600160a01b0316146121a8576121836040830160208401613bb3565b604051632ac427ff60e01b81526001600160a01b039091166004820152602401610abe565b6121bb6104d46060840160408501613e90565b156121f5576121d06060830160408401613e90565b6040516355527ea160e01b81526001600160401b039091166004820152602401610abe565b7f00000000000000000000000000000000000000000000000000000000000000008260600135146122655760405163e5872e5f60e01b8152606083013560048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610abe565b61226e82612b10565b61227782612b74565b90506122b461228e610120840161010085016143f1565b7f00000000000000000000000000000000000000000000000000000000000000006125c3565b919050565b5f5f6122c485610e5f565b90505f6001600160a01b038716639fa82591836122e96101208a016101008b016143f1565b88887f00000000000000000000000000000000000000000000000000000000000000007f00000000000000000000000000000000000000000000000000000000000000006040518763ffffffff1660e01b815260040161234e96959493929190614c9a565b602060405180830381865afa158015612369573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061238d9190614a16565b9050611ca2826123ae6123a86101208a016101008b016143f1565b84610d26565b5f918252602052604090206001600160e01b03164360e01b1790565b5f6123d485611757565b90505f6123fb66ffffffffffffff600886901c165f516020614e105f395f51905f52614bcc565b94909555558154600160ff9092169190911b17905550565b6040517fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced58082525f9161012084602083013761014090209392505050565b5f5f61245c86610e5f565b90505f612471610120880161010089016143f1565b6004549091505f9081906124b6906001600160a01b03167f000000000000000000000000000000000000000000000000000000000000000060808c01358a8a88612c14565b915091506005548111156124eb576005546040516351746e4960e01b8152610abe918391600401918252602082015260400190565b5f5f61251b7f000000000000000000000000000000000000000000000000000000000000000087878d8d8d612e80565b91509150815f148061257e57506125527f000000000000000000000000000000000000000000000000000000000000000085614c3c565b61257c7f000000000000000000000000000000000000000000000000000000000000000084614c3c565b105b156125a657604051636da389f160e11b81526004810183905260248101859052604401610abe565b6125b4866123ae8784611a9a565b9b9a5050505050505050505050565b438263ffffffff16106125f7576040516326f2db8960e01b815263ffffffff83166004820152436024820152604401610abe565b8061260863ffffffff841643614420565b111561263c57604051630f096f4d60e41b815263ffffffff8316600482015243602482015260448101829052606401610abe565b5050565b5f838360061b81015b80821015612693576040825f3760405f2083811161267c5760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190612649565b505050505050565b5f808088156126ca575f5f6126b18d8d8d612ed1565b6040805192835260208301919091528181019052925050505b6126d98b828a8a8a8a8a612faf565b92509250509850989650505050505050565b5f5f5f5f6126f9868661307b565b91945092509050608087013560408801355f6127148361160e565b90505f61272189846131b8565b90505f61273e8c848a8d60800151868f60600151165f141561321f565b90506001600160e01b03198116156127aa576040516001600160e01b03198216815285906001600160401b038616907f4832ada01de346f57fdf027fe235ddc4d809df546b7c7a59c2a6202d13a119c99060200160405180910390a35f98505050505050505050610e6a565b60608a018051831790525f516020614e305f395f51905f525f6127f06127cf8f612413565b8d60a001515f918252602052604090206001600160e01b03164360e01b1790565b90505f6127fc86611757565b90508a86558181556040518960021b8f825260406020830152806040830152808c60608401375f81606084010152898986601f19601f85011660600185a3505060019b5050505050505050505050509392505050565b815f516020614e105f395f51905f52018181541461286e578181555b505050565b5f825f8360031c60081b82015b80831015612908575f833560208501356040860135606087013580821783851717871796508060801b8260a01b178360c01b8560e01b1717945050505050608084013560a085013560c086013560e08701358082178385171787179650808260201b178360401b8560601b171785178c52505050505061010083019250602087019650612880565b508360051b85015b8083101561293757823580831792508060e01b885250602083019250600487019650612910565b506401000000001195945050505050565b83354614612972576040516324497bc360e01b815284356004820152466024820152604401610abe565b306129836040860160208701613bb3565b6001600160a01b0316146129a1576121836040850160208601613bb3565b5f6129b26060860160408701613e90565b90505f6129d966ffffffffffffff600884901c165f516020614e105f395f51905f52614bcc565b8054909150600160ff84161b9080821615612a12576040516355527ea160e01b81526001600160401b0385166004820152602401610abe565b7f0000000000000000000000000000000000000000000000000000000000000000886060013514612a825760405163e5872e5f60e01b8152606089013560048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610abe565b612a8b88612b10565b5f612a9589612b74565b90505f612aa18a610e5f565b90505f612ac282612aba6101208e016101008f016143f1565b8c8c8c611cad565b90505f8b60e0013590505f612aee846123ae8f610100016020810190612ae891906143f1565b86611e0c565b90505f612afa86611757565b9290955595909417909555505055505050505050565b7f716714afd8829550ee0d8ed6c3fd00c42e8a726313b50fe02a160512ba6035b25f81815260808301356020819052604090912060a08401358114612b6e57604051633b346b6360e11b815260a08501356004820152602401610abe565b50505050565b60a0810135600160c08301351115612bac57604051632616427760e01b81526004810182905260c08301356024820152604401610abe565b600160e083013511612bd457604051636506e79760e11b815260048101829052602401610abe565b805460c08301358114612c0e57604051639f142d5760e01b8152600481018390526024810182905260c08401356044820152606401610abe565b50919050565b5f5f5f886001600160a01b031663e579f500886040518263ffffffff1660e01b8152600401612c4591815260200190565b608060405180830381865afa158015612c60573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612c849190614db9565b506001600160801b0316935091505f90506001600160401b03821615612d5057896001600160a01b03166330fc04978984604051602001612cd89291909182526001600160401b0316602082015260400190565b604051602081830303815290604052805190602001206040518263ffffffff1660e01b8152600401612d0c91815260200190565b602060405180830381865afa158015612d27573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d4b9190614a16565b612d52565b5f5b905080612d755760405163d7e0040f60e01b815260048101899052602401610abe565b808787604051602001612d89929190614aad565b6040516020818303038152906040528051906020012014612dc05760405163182b7aef60e11b815260048101899052602401610abe565b5f5b86811015612e7257896001600160a01b03166327744928898984818110612deb57612deb6143dd565b90506020020135886040518363ffffffff1660e01b8152600401612e1f92919091825263ffffffff16602082015260400190565b602060405180830381865afa158015612e3a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e5e9190614a16565b612e689086614bcc565b9450600101612dc2565b505050965096945050505050565b5f808080612e9d8a612e9560c08a018a614bf7565b89898d613354565b9096509450909250905086612eb48a848484613498565b612e7257604051632e806a5760e01b815260040160405180910390fd5b5f80807f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd476001851115612f87578087069350856002860360051b8101600193505b80821015612f54578260038488868a8b09090882358482868384090882151715612f40575f95505050612f54565b505082600187089550602082019150612f12565b508215612f8557816003838785898a0909088135945060208201358584828309148285888909141684871016945050505b505b81612fa55760405163115f9ba160e01b815260040160405180910390fd5b5050935093915050565b5f5f5f5f612fbe8989876134a6565b945090925090505f612fe98383612fd860c08d018d614bf7565b8e612fe48c6020614bcc565b6135b5565b91945092509050612ffa8185614420565b945084158061301a575061300e8885614c3c565b6130188887614c3c565b105b15613042576040516322c1720560e21b81526004810186905260248101859052604401610abe565b61304f8c8c85858d6136e4565b61306c57604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b805160208201515f91600480820192823560e01c929161309c908490614c3c565b6130a69085614bcc565b11156130c5576040516321af709760e21b815260040160405180910390fd5b6130d0826004614c3c565b6130da9084614bcc565b855260405186815260208101601f19600285901b168501855b8181101561317c5780358060e01c845263ffffffff8160c01c16602085015263ffffffff8160a01c16604085015263ffffffff8160801c16606085015263ffffffff8160601c16608085015263ffffffff8160401c1660a085015263ffffffff8160201c1660c085015263ffffffff811660e085015250602081019050610100830192506130f3565b50805b8560021b87018110156131a157803560e01c835260209092019160040161317f565b5050508260051b6020018120945050509250925092565b60408201515f9066ffffffffffffff600884901c16908114613210575f198460400151146131f2576131f284604001518560600151612852565b604084018190525f516020614e105f395f51905f5281015460608501525b5050600160ff82161b92915050565b5f853546811461323957506324497bc360e01b905061191a565b5060208601353081146132565750632ac427ff60e01b905061191a565b5061010086013563ffffffff8416811461327a5750631e45f7ed60e11b905061191a565b821561329057506355527ea160e01b905061191a565b5060608601357f000000000000000000000000000000000000000000000000000000000000000081146132cd575063e5872e5f60e01b905061191a565b5060a08601358581146132ea5750633b346b6360e11b905061191a565b50845460c087013590600182111561330e5750632616427760e01b915061191a9050565b8181146133275750639f142d5760e01b915061191a9050565b60e088013591508582146133475750630bc9499560e21b915061191a9050565b505f979650505050505050565b5f5f5f5f5f6133658a8a8a8a6137a2565b90505f5b89811015613460578b6001600160a01b03166327744928838381518110613392576133926143dd565b6020026020010151896040518363ffffffff1660e01b81526004016133c792919091825263ffffffff16602082015260400190565b602060405180830381865afa1580156133e2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906134069190614a16565b6134109085614bcc565b935061345386868d8d85818110613429576134296143dd565b9050604002015f01358e8e86818110613444576134446143dd565b905060400201602001356138aa565b9096509450600101613369565b508060405160200161347291906149b1565b604051602081830303815290604052805190602001209150509650965096509692505050565b5f61191a855f8686866136e4565b5f8080806134bb610100870160e088016143f1565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082613522576040516343a2f1cb60e01b815263ffffffff8b16600482015260248101859052604401610abe565b81613543576040516318c3096f60e21b815260048101859052602401610abe565b63ffffffff81811690602083901c8116908c16821180613573575080158015906135735750808c63ffffffff1610155b156135a0576040516343a2f1cb60e01b815263ffffffff8d16600482015260248101879052604401610abe565b50969a95995060401c97509395505050505050565b5f5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4790506040518a815289602082015260408101898960061b81015b808210156136c75788516bffffffffffffffffffffffff811663ffffffff8260601c168c101561365f578160e01c8c101561364a576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6bffffffffffffffffffffffff8260801c1690505b80613682576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa6136b657634010053960e11b5f5260045ffd5b6040820191506020890198506135f4565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03613701576136f788613905565b909250905061370b565b5050845160208601515b613713613b66565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152613795816139c0565b9998505050505050505050565b6060836001600160401b038111156137bc576137bc614500565b6040519080825280602002602001820160405280156137e5578160200160208202803683370190505b5090505f5f5b858110156138a0575f61383c888884818110613809576138096143dd565b9050604002015f0135898985818110613824576138246143dd565b905060400201602001355f9182526020526040902090565b905082811115806138555750613853868683613b20565b155b15613876576040516361d1caad60e01b815260048101829052602401610abe565b8092508084838151811061388c5761388c6143dd565b6020908102919091010152506001016137eb565b5050949350505050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa9150805193506020810151925050806138fb57604051634010053960e11b815260040160405180910390fd5b5094509492505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa613994575f5ffd5b815193508083858609036139a857506139b9565b506020815281600185089350613971565b5050915091565b5f613b14565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa6139f75750610aea565b825160408501526020830151606085015260408360808660065afa613a1c5750610aea565b60018452600260208501528060408501525060408360608560075afa15610aea5760c0820151604084015260e08201516060840152604060c0830160808560065afa15610aea577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa15610aea5750505160011490565b610aea604051836139c6565b5f5f5b83811015613b5c5782858583818110613b3e57613b3e6143dd565b9050602002013503613b54576001915050610e6a565b600101613b23565b505f949350505050565b604051806101800160405280600c906020820280368337509192915050565b5f60208284031215613b95575f5ffd5b5035919050565b6001600160a01b0381168114613bb0575f5ffd5b50565b5f60208284031215613bc3575f5ffd5b8135610e6a81613b9c565b5f5f83601f840112613bde575f5ffd5b5081356001600160401b03811115613bf4575f5ffd5b6020830191508360208260051b8501011115613c0e575f5ffd5b9250929050565b5f5f5f60408486031215613c27575f5ffd5b8335925060208401356001600160401b03811115613c43575f5ffd5b613c4f86828701613bce565b9497909650939450505050565b5f5f60208385031215613c6d575f5ffd5b82356001600160401b03811115613c82575f5ffd5b613c8e85828601613bce565b90969095509350505050565b5f5f83601f840112613caa575f5ffd5b5081356001600160401b03811115613cc0575f5ffd5b60208301915083602061012083028501011115613c0e575f5ffd5b5f5f83601f840112613ceb575f5ffd5b5081356001600160401b03811115613d01575f5ffd5b602083019150836020828501011115613c0e575f5ffd5b5f6101608284031215612c0e575f5ffd5b5f5f5f5f5f5f5f5f5f60a08a8c031215613d41575f5ffd5b89356001600160401b03811115613d56575f5ffd5b613d628c828d01613c9a565b909a5098505060208a01356001600160401b03811115613d80575f5ffd5b613d8c8c828d01613bce565b90985096505060408a01356001600160401b03811115613daa575f5ffd5b613db68c828d01613cdb565b90965094505060608a01356001600160401b03811115613dd4575f5ffd5b613de08c828d01613d18565b93505060808a01356001600160401b03811115613dfb575f5ffd5b613e078c828d01613bce565b915080935050809150509295985092959850929598565b5f6101208284031215612c0e575f5ffd5b5f5f6101408385031215613e41575f5ffd5b613e4b8484613e1e565b91506101208301356001600160401b03811115613e66575f5ffd5b613e7285828601613d18565b9150509250929050565b6001600160401b0381168114613bb0575f5ffd5b5f60208284031215613ea0575f5ffd5b8135610e6a81613e7c565b63ffffffff81168114613bb0575f5ffd5b5f5f60408385031215613ecd575f5ffd5b8235613ed881613eab565b946020939093013593505050565b5f5f5f5f5f5f5f6101a0888a031215613efd575f5ffd5b613f078989613e1e565b96506101208801356001600160401b03811115613f22575f5ffd5b613f2e8a828b01613d18565b96505061014088013594506101608801356001600160401b03811115613f52575f5ffd5b613f5e8a828b01613bce565b9095509350506101808801356001600160401b03811115613f7d575f5ffd5b613f898a828b01613bce565b989b979a50959850939692959293505050565b5f5f5f5f5f5f6101808789031215613fb2575f5ffd5b613fbc8888613e1e565b95506101208701356001600160401b03811115613fd7575f5ffd5b613fe389828a01613bce565b90965094505061014087013592506101608701356001600160401b0381111561400a575f5ffd5b61401689828a01613bce565b979a9699509497509295939492505050565b5f6101208284031215614039575f5ffd5b610e6a8383613e1e565b5f5f5f5f5f5f5f6101a0888a03121561405a575f5ffd5b6140648989613e1e565b96506101208801356001600160401b0381111561407f575f5ffd5b880160e0818b031215614090575f5ffd5b95506101408801356001600160401b038111156140ab575f5ffd5b6140b78a828b01613bce565b90965094505061016088013592506101808801356001600160401b03811115613f7d575f5ffd5b5f5f5f604084860312156140f0575f5ffd5b83356001600160401b03811115614105575f5ffd5b61411186828701613bce565b909790965060209590950135949350505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b81811015614166578351835260209384019390920191600101614148565b50909695505050505050565b5f5f5f60408486031215614184575f5ffd5b8335925060208401356001600160401b038111156141a0575f5ffd5b613c4f86828701613cdb565b5f5f5f604084860312156141be575f5ffd5b83356141c981613eab565b925060208401356001600160401b03811115613c43575f5ffd5b5f8151808452602084019350602083015f5b828110156142135781518652602095860195909101906001016141f5565b5093949350505050565b602081525f610e6a60208301846141e3565b5f5f5f5f5f60808688031215614243575f5ffd5b853561424e81613eab565b9450602086013593506040860135925060608601356001600160401b03811115614276575f5ffd5b61428288828901613cdb565b969995985093965092949392505050565b5f6101008201905082518252602083015160208301526040830151604083015263ffffffff606084015116606083015263ffffffff608084015116608083015263ffffffff60a08401511660a083015260c08301516142fa60c084018263ffffffff169052565b5060e083015161431260e084018263ffffffff169052565b5092915050565b5f5f5f5f6060858703121561432c575f5ffd5b843593506020850135925060408501356001600160401b0381111561434f575f5ffd5b61435b87828801613bce565b95989497509550505050565b5f5f5f5f5f610180868803121561437c575f5ffd5b6143868787613e1e565b94506101208601356001600160401b038111156143a1575f5ffd5b6143ad88828901613d18565b94505061014086013592506101608601356001600160401b038111156143d1575f5ffd5b61428288828901613bce565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215614401575f5ffd5b8135610e6a81613eab565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610aea57610aea61440c565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f8301168401019150509392505050565b8183525f6001600160fb1b03831115614486575f5ffd5b8260051b80836020870137939093016020019392505050565b606081525f6144b260608301868861446f565b6020838101869052838203604085015284548083525f86815282812093909201915b818110156144f25783548352600193840193602090930192016144d4565b509098975050505050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161024081016001600160401b038111828210171561453757614537614500565b60405290565b60405161010081016001600160401b038111828210171561453757614537614500565b604051601f8201601f191681016001600160401b038111828210171561458857614588614500565b604052919050565b5f6001600160401b038211156145a8576145a8614500565b5060051b60200190565b5f82601f8301126145c1575f5ffd5b81516145d46145cf82614590565b614560565b8082825260208201915060208360051b8601019250858311156145f5575f5ffd5b602085015b838110156146125780518352602092830192016145fa565b5095945050505050565b5f5f6040838503121561462d575f5ffd5b82516001600160401b03811115614642575f5ffd5b8301601f81018513614652575f5ffd5b80516146606145cf82614590565b8082825260208201915060208360051b850101925087831115614681575f5ffd5b6020840193505b828410156146a3578351825260209384019390910190614688565b8095505050505060208301516001600160401b038111156146c2575f5ffd5b613e72858286016145b2565b8281525f602082018351602085015f5b828110156146fc5781518452602093840193909101906001016146de565b50919695505050505050565b80516122b481613b9c565b805165ffffffffffff811681146122b4575f5ffd5b805160ff811681146122b4575f5ffd5b805180151581146122b4575f5ffd5b80516122b481613eab565b80516122b481613e7c565b80516001600160801b03811681146122b4575f5ffd5b5f610240828403128015614785575f5ffd5b5061478e614514565b61479783614708565b81526147a560208401614713565b60208201526147b660408401614728565b60408201526147c760608401614738565b60608201526147d860808401614747565b60808201526147e960a08401614708565b60a08201526147fa60c08401614747565b60c082015261480b60e08401614747565b60e082015261481d6101008401614747565b6101008201526101208381015190820152610140808401519082015261016080840151908201526148516101808401614752565b6101808201526148646101a08401614752565b6101a08201526148776101c0840161475d565b6101c08201526101e083810151908201526102008084015190820152610220928301519281019290925250919050565b5f5f858511156148b5575f5ffd5b838611156148c1575f5ffd5b5050820193919092039150565b80356020831015610aea575f19602084900360031b1b1692915050565b5f82601f8301126148fa575f5ffd5b81356149086145cf82614590565b8082825260208201915060208360051b860101925085831115614929575f5ffd5b602085015b8381101561461257803583526020928301920161492e565b5f5f5f60608486031215614958575f5ffd5b8335925060208401356001600160401b03811115614974575f5ffd5b614980868287016148eb565b92505060408401356001600160401b0381111561499b575f5ffd5b6149a7868287016148eb565b9150509250925092565b81515f90829060208501835b828110156149db5781518452602093840193909101906001016149bd565b509195945050505050565b63ffffffff84168152606060208201525f614a0460608301856141e3565b8281036040840152611a7f81856141e3565b5f60208284031215614a26575f5ffd5b5051919050565b5f5f60408385031215614a3e575f5ffd5b8235915060208301356001600160401b03811115614a5a575f5ffd5b613e72858286016148eb565b5f5f60408385031215614a77575f5ffd5b50508035926020909101359150565b5f6001600160fb1b03831115614a9a575f5ffd5b8260051b80838637939093019392505050565b5f614ab9828486614a86565b949350505050565b604081525f614ad460408301858761446f565b9050826020830152949350505050565b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f5f828403610120811215614b2c575f5ffd5b83519250610100601f1982011215614b42575f5ffd5b50614b4b61453d565b6020848101518252604080860151918301919091526060850151908201526080840151614b7781613eab565b6060820152614b8860a08501614747565b6080820152614b9960c08501614747565b60a0820152614baa60e08501614747565b60c0820152614bbc6101008501614747565b60e0820152809150509250929050565b80820180821115610aea57610aea61440c565b8481528360208201525f611a7f604083018486614a86565b5f5f8335601e19843603018112614c0c575f5ffd5b8301803591506001600160401b03821115614c25575f5ffd5b6020019150600681901b3603821315613c0e575f5ffd5b8082028115828204841417610aea57610aea61440c565b8381525f61191a602083018486614a86565b8183526020830192505f815f5b8481101561421357813586526020808301359087015260409586019590910190600101614c72565b86815263ffffffff8616602082015260a06040820181905281018490525f60c0600586901b83018101908301878361011e1936839003015b89821015614da05786850360bf190184528235818112614cf0575f5ffd5b8b01803586526020808201359087015260408082016040880137604060808201608088013760c0810135601e19823603018112614d2b575f5ffd5b81016020810190356001600160401b03811115614d46575f5ffd5b8060061b3603821315614d57575f5ffd5b61012060c0890152614d6e61012089018284614c65565b60e084810135908a01526101009384013593909801929092525050602093840193929092019160019190910190614cd2565b5050505060608301949094525060800152949350505050565b5f5f5f5f60808587031215614dcc575f5ffd5b8451614dd781613b9c565b6020860151909450614de881613e7c565b9250614df66040860161475d565b9150614e046060860161475d565b90509295919450925056fe74c2d1ac7a72f41505dc24fd0ad0fc82ceeb8247c616291f4fc820ef062f5f05301bc7f0357b59c028ac1fac04cf1dba373be7a33f8123aa3c7210a6fd8ff79ea26469706673582212200bac222567d6a37b44d73aee3a99b1984299ce48969ac083115b996768be356a64736f6c63430008250033",
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

// PackCOMMITTEESIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7fb78e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function COMMITTEE_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) PackCOMMITTEESIGNATORY() []byte {
	enc, err := lLMConsumer.abi.Pack("COMMITTEE_SIGNATORY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCOMMITTEESIGNATORY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd7fb78e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function COMMITTEE_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackCOMMITTEESIGNATORY() ([]byte, error) {
	return lLMConsumer.abi.Pack("COMMITTEE_SIGNATORY")
}

// UnpackCOMMITTEESIGNATORY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd7fb78e4.
//
// Solidity: function COMMITTEE_SIGNATORY() view returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackCOMMITTEESIGNATORY(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("COMMITTEE_SIGNATORY", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackLIABLECOMMITTEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8af97c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function LIABLE_COMMITTEE() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackLIABLECOMMITTEE() []byte {
	enc, err := lLMConsumer.abi.Pack("LIABLE_COMMITTEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLIABLECOMMITTEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8af97c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function LIABLE_COMMITTEE() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackLIABLECOMMITTEE() ([]byte, error) {
	return lLMConsumer.abi.Pack("LIABLE_COMMITTEE")
}

// UnpackLIABLECOMMITTEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf8af97c6.
//
// Solidity: function LIABLE_COMMITTEE() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackLIABLECOMMITTEE(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("LIABLE_COMMITTEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackCommitteeFeeCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28daf398.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeFeeCap() view returns(uint256)
func (lLMConsumer *LLMConsumer) PackCommitteeFeeCap() []byte {
	enc, err := lLMConsumer.abi.Pack("committeeFeeCap")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeFeeCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28daf398.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeFeeCap() view returns(uint256)
func (lLMConsumer *LLMConsumer) TryPackCommitteeFeeCap() ([]byte, error) {
	return lLMConsumer.abi.Pack("committeeFeeCap")
}

// UnpackCommitteeFeeCap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28daf398.
//
// Solidity: function committeeFeeCap() view returns(uint256)
func (lLMConsumer *LLMConsumer) UnpackCommitteeFeeCap(data []byte) (*big.Int, error) {
	out, err := lLMConsumer.abi.Unpack("committeeFeeCap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCommitteeSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7618157.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeSignatory(uint32 referenceBlock, bytes32 signers) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) PackCommitteeSignatory(referenceBlock uint32, signers [32]byte) []byte {
	enc, err := lLMConsumer.abi.Pack("committeeSignatory", referenceBlock, signers)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeSignatory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7618157.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeSignatory(uint32 referenceBlock, bytes32 signers) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) TryPackCommitteeSignatory(referenceBlock uint32, signers [32]byte) ([]byte, error) {
	return lLMConsumer.abi.Pack("committeeSignatory", referenceBlock, signers)
}

// UnpackCommitteeSignatory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7618157.
//
// Solidity: function committeeSignatory(uint32 referenceBlock, bytes32 signers) pure returns(bytes32)
func (lLMConsumer *LLMConsumer) UnpackCommitteeSignatory(data []byte) ([32]byte, error) {
	out, err := lLMConsumer.abi.Unpack("committeeSignatory", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// PackIsFinalAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd8d8623.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isFinalAnswer(bytes32 input, bytes32 root, uint256[] tokens) view returns(bool)
func (lLMConsumer *LLMConsumer) PackIsFinalAnswer(input [32]byte, root [32]byte, tokens []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("isFinalAnswer", input, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsFinalAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcd8d8623.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isFinalAnswer(bytes32 input, bytes32 root, uint256[] tokens) view returns(bool)
func (lLMConsumer *LLMConsumer) TryPackIsFinalAnswer(input [32]byte, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("isFinalAnswer", input, root, tokens)
}

// UnpackIsFinalAnswer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcd8d8623.
//
// Solidity: function isFinalAnswer(bytes32 input, bytes32 root, uint256[] tokens) view returns(bool)
func (lLMConsumer *LLMConsumer) UnpackIsFinalAnswer(data []byte) (bool, error) {
	out, err := lLMConsumer.abi.Unpack("isFinalAnswer", data)
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

// PackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function market() view returns(address)
func (lLMConsumer *LLMConsumer) PackMarket() []byte {
	enc, err := lLMConsumer.abi.Pack("market")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80f55605.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function market() view returns(address)
func (lLMConsumer *LLMConsumer) TryPackMarket() ([]byte, error) {
	return lLMConsumer.abi.Pack("market")
}

// UnpackMarket is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x80f55605.
//
// Solidity: function market() view returns(address)
func (lLMConsumer *LLMConsumer) UnpackMarket(data []byte) (common.Address, error) {
	out, err := lLMConsumer.abi.Unpack("market", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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

// PackSetCommitteeFeeCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x027ed62f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCommitteeFeeCap(uint256 cap) returns()
func (lLMConsumer *LLMConsumer) PackSetCommitteeFeeCap(cap *big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("setCommitteeFeeCap", cap)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCommitteeFeeCap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x027ed62f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCommitteeFeeCap(uint256 cap) returns()
func (lLMConsumer *LLMConsumer) TryPackSetCommitteeFeeCap(cap *big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("setCommitteeFeeCap", cap)
}

// PackSetMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dcea85f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMarket(address m) returns()
func (lLMConsumer *LLMConsumer) PackSetMarket(m common.Address) []byte {
	enc, err := lLMConsumer.abi.Pack("setMarket", m)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dcea85f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMarket(address m) returns()
func (lLMConsumer *LLMConsumer) TryPackSetMarket(m common.Address) ([]byte, error) {
	return lLMConsumer.abi.Pack("setMarket", m)
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

// PackVerifyAndUpdateCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69680ca6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function verifyAndUpdateCommittee((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[]) sig, bytes32[] members, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) PackVerifyAndUpdateCommittee(t Transition, sig CommitteeSignature, members [][32]byte, root [32]byte, tokens []*big.Int) []byte {
	enc, err := lLMConsumer.abi.Pack("verifyAndUpdateCommittee", t, sig, members, root, tokens)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVerifyAndUpdateCommittee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69680ca6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function verifyAndUpdateCommittee((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[]) sig, bytes32[] members, bytes32 root, uint256[] tokens) returns()
func (lLMConsumer *LLMConsumer) TryPackVerifyAndUpdateCommittee(t Transition, sig CommitteeSignature, members [][32]byte, root [32]byte, tokens []*big.Int) ([]byte, error) {
	return lLMConsumer.abi.Pack("verifyAndUpdateCommittee", t, sig, members, root, tokens)
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

// LLMConsumerCommitteeFeeCapSet represents a CommitteeFeeCapSet event raised by the LLMConsumer contract.
type LLMConsumerCommitteeFeeCapSet struct {
	Cap *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const LLMConsumerCommitteeFeeCapSetEventName = "CommitteeFeeCapSet"

// ContractEventName returns the user-defined event name.
func (LLMConsumerCommitteeFeeCapSet) ContractEventName() string {
	return LLMConsumerCommitteeFeeCapSetEventName
}

// UnpackCommitteeFeeCapSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CommitteeFeeCapSet(uint256 cap)
func (lLMConsumer *LLMConsumer) UnpackCommitteeFeeCapSetEvent(log *types.Log) (*LLMConsumerCommitteeFeeCapSet, error) {
	event := "CommitteeFeeCapSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerCommitteeFeeCapSet)
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

// LLMConsumerMarketSet represents a MarketSet event raised by the LLMConsumer contract.
type LLMConsumerMarketSet struct {
	Market common.Address
	Raw    *types.Log // Blockchain specific contextual infos
}

const LLMConsumerMarketSetEventName = "MarketSet"

// ContractEventName returns the user-defined event name.
func (LLMConsumerMarketSet) ContractEventName() string {
	return LLMConsumerMarketSetEventName
}

// UnpackMarketSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MarketSet(address indexed market)
func (lLMConsumer *LLMConsumer) UnpackMarketSetEvent(log *types.Log) (*LLMConsumerMarketSet, error) {
	event := "MarketSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != lLMConsumer.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(LLMConsumerMarketSet)
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["BadMarket"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackBadMarketError(raw[4:])
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["CommitteeBadSignature"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackCommitteeBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["CommitteeBelowThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackCommitteeBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["CommitteeMismatch"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackCommitteeMismatchError(raw[4:])
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
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["InvalidG1Point"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackInvalidG1PointError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["InvalidThreshold"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackInvalidThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NoMarket"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNoMarketError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotAShardClaim"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotAShardClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotArbiter"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotCommitteeSigner"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotCommitteeSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotDeployer"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotDeployerError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotDrawn"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotDrawnError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotLiable"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotLiableError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["NotSharded"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackNotShardedError(raw[4:])
	}
	if bytes.Equal(raw[:4], lLMConsumer.abi.Errors["OverCommitteeCap"].ID.Bytes()[:4]) {
		return lLMConsumer.UnpackOverCommitteeCapError(raw[4:])
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

// LLMConsumerBadMarket represents a BadMarket error raised by the LLMConsumer contract.
type LLMConsumerBadMarket struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadMarket()
func LLMConsumerBadMarketErrorID() common.Hash {
	return common.HexToHash("0x57cb4525d55ee0d81ff0f387f25f41f4ba3ca9255f753bda678fadc20cdba9de")
}

// UnpackBadMarketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadMarket()
func (lLMConsumer *LLMConsumer) UnpackBadMarketError(raw []byte) (*LLMConsumerBadMarket, error) {
	out := new(LLMConsumerBadMarket)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "BadMarket", raw); err != nil {
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

// LLMConsumerCommitteeBadSignature represents a CommitteeBadSignature error raised by the LLMConsumer contract.
type LLMConsumerCommitteeBadSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitteeBadSignature()
func LLMConsumerCommitteeBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x2e806a570e91ec3b8c3e6496e150e2caff0371a2ab22603167c4d6e342d1c197")
}

// UnpackCommitteeBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitteeBadSignature()
func (lLMConsumer *LLMConsumer) UnpackCommitteeBadSignatureError(raw []byte) (*LLMConsumerCommitteeBadSignature, error) {
	out := new(LLMConsumerCommitteeBadSignature)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "CommitteeBadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerCommitteeBelowThreshold represents a CommitteeBelowThreshold error raised by the LLMConsumer contract.
type LLMConsumerCommitteeBelowThreshold struct {
	Signed *big.Int
	Total  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitteeBelowThreshold(uint256 signed, uint256 total)
func LLMConsumerCommitteeBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0xdb4713e277871faeaa45c39871bc3737468f2eb4bb54939ca001c9abb7d8007c")
}

// UnpackCommitteeBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitteeBelowThreshold(uint256 signed, uint256 total)
func (lLMConsumer *LLMConsumer) UnpackCommitteeBelowThresholdError(raw []byte) (*LLMConsumerCommitteeBelowThreshold, error) {
	out := new(LLMConsumerCommitteeBelowThreshold)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "CommitteeBelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// LLMConsumerCommitteeMismatch represents a CommitteeMismatch error raised by the LLMConsumer contract.
type LLMConsumerCommitteeMismatch struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CommitteeMismatch(bytes32 input)
func LLMConsumerCommitteeMismatchErrorID() common.Hash {
	return common.HexToHash("0x3056f5de3011dc33991cdec0999e58c9f4d15d064d95a20633464602b6122148")
}

// UnpackCommitteeMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CommitteeMismatch(bytes32 input)
func (lLMConsumer *LLMConsumer) UnpackCommitteeMismatchError(raw []byte) (*LLMConsumerCommitteeMismatch, error) {
	out := new(LLMConsumerCommitteeMismatch)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "CommitteeMismatch", raw); err != nil {
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

// LLMConsumerInvalidG1Point represents a InvalidG1Point error raised by the LLMConsumer contract.
type LLMConsumerInvalidG1Point struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidG1Point()
func LLMConsumerInvalidG1PointErrorID() common.Hash {
	return common.HexToHash("0x80200a72ac30eb88ae0f95b2fa37aaa22d1bbf60cf949669f66ba65af1e856a9")
}

// UnpackInvalidG1PointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidG1Point()
func (lLMConsumer *LLMConsumer) UnpackInvalidG1PointError(raw []byte) (*LLMConsumerInvalidG1Point, error) {
	out := new(LLMConsumerInvalidG1Point)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "InvalidG1Point", raw); err != nil {
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

// LLMConsumerNoMarket represents a NoMarket error raised by the LLMConsumer contract.
type LLMConsumerNoMarket struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoMarket()
func LLMConsumerNoMarketErrorID() common.Hash {
	return common.HexToHash("0x78dc030c14687c7b897ac0256cf30d82edd0f056706fc196cf6b4617387580df")
}

// UnpackNoMarketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoMarket()
func (lLMConsumer *LLMConsumer) UnpackNoMarketError(raw []byte) (*LLMConsumerNoMarket, error) {
	out := new(LLMConsumerNoMarket)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NoMarket", raw); err != nil {
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

// LLMConsumerNotCommitteeSigner represents a NotCommitteeSigner error raised by the LLMConsumer contract.
type LLMConsumerNotCommitteeSigner struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotCommitteeSigner(bytes32 id)
func LLMConsumerNotCommitteeSignerErrorID() common.Hash {
	return common.HexToHash("0x61d1caad6d986a1a3e342bedb7e09fa43485ac7c2df0e03becf2e94d27ad83ba")
}

// UnpackNotCommitteeSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotCommitteeSigner(bytes32 id)
func (lLMConsumer *LLMConsumer) UnpackNotCommitteeSignerError(raw []byte) (*LLMConsumerNotCommitteeSigner, error) {
	out := new(LLMConsumerNotCommitteeSigner)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotCommitteeSigner", raw); err != nil {
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

// LLMConsumerNotDrawn represents a NotDrawn error raised by the LLMConsumer contract.
type LLMConsumerNotDrawn struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDrawn(bytes32 input)
func LLMConsumerNotDrawnErrorID() common.Hash {
	return common.HexToHash("0xd7e0040fed370d4b03d8a446f05af941b33a1428e7cd2165991372b93485c8d5")
}

// UnpackNotDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDrawn(bytes32 input)
func (lLMConsumer *LLMConsumer) UnpackNotDrawnError(raw []byte) (*LLMConsumerNotDrawn, error) {
	out := new(LLMConsumerNotDrawn)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "NotDrawn", raw); err != nil {
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

// LLMConsumerOverCommitteeCap represents a OverCommitteeCap error raised by the LLMConsumer contract.
type LLMConsumerOverCommitteeCap struct {
	Fee *big.Int
	Cap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OverCommitteeCap(uint256 fee, uint256 cap)
func LLMConsumerOverCommitteeCapErrorID() common.Hash {
	return common.HexToHash("0x51746e4967a62a8214db614a95f0d3c795d830ca063394c3f2d0810418e2cb0b")
}

// UnpackOverCommitteeCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OverCommitteeCap(uint256 fee, uint256 cap)
func (lLMConsumer *LLMConsumer) UnpackOverCommitteeCapError(raw []byte) (*LLMConsumerOverCommitteeCap, error) {
	out := new(LLMConsumerOverCommitteeCap)
	if err := lLMConsumer.abi.UnpackIntoInterface(out, "OverCommitteeCap", raw); err != nil {
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
