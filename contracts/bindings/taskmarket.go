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

// TaskMarketPool is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketPool struct {
	ReferenceBlock uint32
	OpenedAt       uint64
	NonSigners     [32]byte
	SignedStake    *big.Int
	Amount         *big.Int
	Claimed        *big.Int
}

// TaskMarketShape is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketShape struct {
	Dim       *big.Int
	HiddenDim *big.Int
	Layers    *big.Int
	Heads     *big.Int
	KvHeads   *big.Int
	HeadSize  *big.Int
	Vocab     *big.Int
	SeqLen    *big.Int
}

// TaskMarketTerms is an auto generated low-level Go binding around an user-defined struct.
type TaskMarketTerms struct {
	SlaBlocks   uint64
	GraceBlocks uint64
	ClaimWindow uint64
	Bonus       *big.Int
	Treasury    common.Address
	SlashBps    *big.Int
	ReporterBps *big.Int
}

// TaskMarketMetaData contains all meta data concerning the TaskMarket contract.
var TaskMarketMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"consumer_\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"},{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"},{\"name\":\"s\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Shape\",\"components\":[{\"name\":\"dim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"hiddenDim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"layers\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"heads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"kvHeads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"headSize\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"vocab\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Terms\",\"components\":[{\"name\":\"slaBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"graceBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"claimWindow\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"treasury\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"slashBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reporterBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ACCEPTANCE_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MU_DEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accept\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"acceptanceDigest\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"acceptedStake\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answeredValue\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"attnPerPos\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"baseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bonus\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"capacity\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketCapacity\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"share\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"classify\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"consumer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeFor\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"graceBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"holding\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"layers\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mu\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"b\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"perStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolOf\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Pool\",\"components\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openedAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"nonSigners\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claimed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pools\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"proveAnswered\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"operatorIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reclaim\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reclaimSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"ids\",\"type\":\"bytes32[][]\",\"internalType\":\"bytes32[][]\"},{\"name\":\"bounds\",\"type\":\"bytes32[2][]\",\"internalType\":\"bytes32[2][]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"releaseUnit\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reportNoShow\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reported\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterCredit\",\"inputs\":[{\"name\":\"reporter\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"seqLen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setBaseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setCapacity\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractIMarketCapacity\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settleSingle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slaBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sweep\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"taskClass\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tasks\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"fee\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"rateWork\",\"type\":\"uint128\",\"internalType\":\"uint128\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"work\",\"inputs\":[{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AnswerProven\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BaseRateSet\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CapacitySet\",\"inputs\":[{\"name\":\"capacity\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NoShowSlashed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reporter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"cut\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reward\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PoolOpened\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Reclaimed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SettleSkipped\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Swept\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskPaid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"work\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskSettled\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refund\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"mu\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"UnitHeld\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"UnitReleased\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AcceptanceExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AlreadyAccepted\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AlreadyClaimed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyPaid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyReported\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBonus\",\"inputs\":[{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSlashTerms\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BeforeDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"CapacityAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"CapacityUnset\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ClaimWindowClosed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClaimWindowOpen\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closesAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ConsumerInput\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"DeadlineMismatch\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"taskDeadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FeeTooLow\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"given\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ForgedAcceptance\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"LateProof\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NonSignersMismatch\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotASigner\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAnswerOf\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotHeld\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotShardedLanding\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotSigned\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NothingToWithdraw\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReportWindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TaskLanded\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TaskOpen\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"TooLong\",\"inputs\":[{\"name\":\"tokens\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TransferFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownClass\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"UnknownPool\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnknownTask\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroTreasury\",\"inputs\":[]}]",
	ID:  "TaskMarket",
	Bin: "0x6102a0604052348015610010575f5ffd5b5060405161565838038061565883398101604081905261002f916103cd565b6103e88160600151118061004b575080516001600160401b0316155b1561007a5780606001516040516311715eab60e21b815260040161007191815260200190565b60405180910390fd5b6127108160a00151118061009357506127108160c00151115b156100b1576040516313a8aa9f60e31b815260040160405180910390fd5b60808101516001600160a01b03166100dc57604051639c707f9560e01b815260040160405180910390fd5b60a08101516101805260c08101516101a052466101e05261019a604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f9b40fb7d754d9fe491cf55741b8ccbe3b0c397f5fcb14c8806d10fdbb744626c918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6101c0526001600160a01b03808516608090815284821660a09081523360c0529083015190911660e05281516001600160401b03908116610100526020830151811661012052604083015116610140526060808301516101605290830151908301515f91610207916104a8565b90505f8360a00151846080015161021e91906104a8565b60208501518551919250906102349060036104a8565b61023e91906104a8565b6102498260026104a8565b6102548460026104a8565b61025e91906104c5565b855161026a91906104a8565b61027491906104c5565b610200526102838260026104a8565b61022052604084015161024052835160c08501516102a191906104a8565b6102605250505060e0015161028052506104d89050565b6001600160a01b03811681146102cc575f5ffd5b50565b60405160e081016001600160401b03811182821017156102fd57634e487b7160e01b5f52604160045260245ffd5b60405290565b60405161010081016001600160401b03811182821017156102fd57634e487b7160e01b5f52604160045260245ffd5b80516001600160401b0381168114610348575f5ffd5b919050565b5f60e0828403121561035d575f5ffd5b6103656102cf565b905061037082610332565b815261037e60208301610332565b602082015261038f60408301610332565b60408201526060828101519082015260808201516103ac816102b8565b608082015260a0828101519082015260c09182015191810191909152919050565b5f5f5f5f8486036102208112156103e2575f5ffd5b85516103ed816102b8565b60208701519095506103fe816102b8565b9350610100603f1982011215610412575f5ffd5b5061041b610303565b604086810151825260608088015160208401526080808901519284019290925260a0808901519184019190915260c0808901519284019290925260e080890151918401919091526101008801519183019190915261012087015190820152915061048986610140870161034d565b905092959194509250565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176104bf576104bf610494565b92915050565b808201808211156104bf576104bf610494565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e0516102005161022051610240516102605161028051614f356107235f395f818161059e01528181610d360152610d8601525f81816108be0152610b9401525f81816103870152610c3e01525f818161086c0152610be001525f818161056b0152610c0901525f61116e01525f61124201525f8181610729015261285e01525f81816102ba015261282401525f81816105d101528181610cb4015261354a01525f8181610a1f01528181612038015261367101525f818161080b01528181611ade01528181611d8a01528181611dca01528181612647015261268401525f81816106de01528181610f54015261350701525f818161050d01526120be01525f818161075c01528181611411015261359601525f8181610632015281816119c401528181611aab015281816122bc015281816127a6015281816128e301528181613141015281816132a501528181613777015281816138b80152613a4f01525f818161091001528181610e0101528181610e97015281816110c2015281816115680152818161163701528181611c5201528181611ced015281816123980152818161245b015281816125a401528181612a3b01528181612ad601528181612b3e01528181612c5701528181612d1c01528181612eac01528181613022015281816130660152818161317001528181613a8101528181613b0101528181613d7101528181613dfc01528181613eef015281816141d901526143d30152614f355ff3fe6080604052600436106102a5575f3560e01c80638da5cb5b1161016f578063b516d56c116100d8578063c5d37ae111610092578063e5a5dc3c1161006d578063e5a5dc3c14610b03578063e76d6a9414610b22578063f38a7f0b14610b41578063f8987fce14610b60575f5ffd5b8063c5d37ae114610a0e578063e462067514610a41578063e579f50014610a60575f5ffd5b8063b516d56c14610932578063b5b68fce1461097e578063b68c8c7d1461099d578063b849659c146109bc578063c42dd39c146109db578063c5c51dca146109fa575f5ffd5b8063a12f9b1a11610129578063a12f9b1a1461082d578063a4abf4891461085b578063a739abb11461088e578063a802964f146108ad578063aa60e733146108e0578063b4fd7296146108ff575f5ffd5b80638da5cb5b1461074b578063915d39d71461077e57806393764cfd1461079d578063942eb43b146107bc57806396afb365146107db5780639ee0a21e146107fa575f5ffd5b80635f9c4dea1161021157806375b4d78c116101cb57806375b4d78c146105c057806378fa9e7a146105f35780637b1039991461062157806383966021146106545780638783a194146106cd5780638b69c81014610718575f5ffd5b80635f9c4dea146104a6578063603c5e1a146104d157806361d027b3146104fc57806370a082311461052f57806372d2ff6b1461055a57806374f69f9f1461058d575f5ffd5b806325e546e91161026257806325e546e9146103bc5780632c0b00c8146103ef5780633644e5151461041a5780633ccfd60b1461042e57806348ee3acb146104445780635cfc1a511461046f575f5ffd5b80630681e651146102a957806308f157f6146102ef5780630a8d9b861461030e578063120aa8771461032d5780631c80cc16146103765780632137b6d2146103a9575b5f5ffd5b3480156102b4575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b3480156102fa575f5ffd5b506102dc61030936600461455c565b610b75565b348015610319575f5ffd5b506102dc61032836600461457c565b610c76565b348015610338575f5ffd5b506103666103473660046145bc565b600360209081525f928352604080842090915290825290205460ff1681565b60405190151581526020016102e6565b348015610381575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b6102dc6103b7366004614631565b610d0a565b3480156103c7575f5ffd5b506102dc7fdefc59d06034a5b360ddc087470eeff69b9d208d8d1a0bb68f5bf173cb9360be81565b3480156103fa575f5ffd5b506102dc61040936600461467d565b5f6020819052908152604090205481565b348015610425575f5ffd5b506102dc61116b565b348015610439575f5ffd5b50610442611264565b005b34801561044f575f5ffd5b506102dc61045e36600461467d565b60086020525f908152604090205481565b34801561047a575f5ffd5b5060075461048e906001600160a01b031681565b6040516001600160a01b0390911681526020016102e6565b3480156104b1575f5ffd5b506102dc6104c0366004614694565b60066020525f908152604090205481565b3480156104dc575f5ffd5b506102dc6104eb36600461467d565b600b6020525f908152604090205481565b348015610507575f5ffd5b5061048e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561053a575f5ffd5b506102dc610549366004614694565b60046020525f908152604090205481565b348015610565575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b348015610598575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b3480156105cb575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b3480156105fe575f5ffd5b5061036661060d36600461467d565b60056020525f908152604090205460ff1681565b34801561062c575f5ffd5b5061048e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561065f575f5ffd5b5061067361066e36600461467d565b611343565b6040516102e691905f60c08201905063ffffffff83511682526001600160401b03602084015116602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b3480156106d8575f5ffd5b506107007f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020016102e6565b348015610723575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b348015610756575f5ffd5b5061048e7f000000000000000000000000000000000000000000000000000000000000000081565b348015610789575f5ffd5b50610442610798366004614694565b611406565b3480156107a8575f5ffd5b506102dc6107b73660046146c6565b6114e9565b3480156107c7575f5ffd5b506104426107d6366004614777565b6116d0565b3480156107e6575f5ffd5b506104426107f536600461467d565b611ba9565b348015610805575f5ffd5b506107007f000000000000000000000000000000000000000000000000000000000000000081565b348015610838575f5ffd5b5061036661084736600461467d565b60096020525f908152604090205460ff1681565b348015610866575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b348015610899575f5ffd5b506104426108a83660046145bc565b611ed6565b3480156108b8575f5ffd5b506102dc7f000000000000000000000000000000000000000000000000000000000000000081565b3480156108eb575f5ffd5b506104426108fa36600461467d565b611fde565b34801561090a575f5ffd5b5061048e7f000000000000000000000000000000000000000000000000000000000000000081565b34801561093d575f5ffd5b5061096661094c36600461467d565b600a6020525f90815260409020546001600160601b031681565b6040516001600160601b0390911681526020016102e6565b348015610989575f5ffd5b506102dc6109983660046147c8565b61214a565b3480156109a8575f5ffd5b506104426109b7366004614777565b6121f0565b3480156109c7575f5ffd5b506104426109d6366004614843565b6129ab565b3480156109e6575f5ffd5b506102dc6109f53660046146c6565b612e67565b348015610a05575f5ffd5b506002546102dc565b348015610a19575f5ffd5b506107007f000000000000000000000000000000000000000000000000000000000000000081565b348015610a4c575f5ffd5b50610442610a5b3660046148c5565b612f91565b348015610a6b575f5ffd5b50610ac2610a7a36600461467d565b600160208190525f918252604090912080549101546001600160a01b03821691600160a01b90046001600160401b0316906001600160801b0380821691600160801b90041684565b604080516001600160a01b0390951685526001600160401b0390931660208501526001600160801b03918216928401929092521660608201526080016102e6565b348015610b0e575f5ffd5b506102dc610b1d36600461493e565b6134eb565b348015610b2d575f5ffd5b50610442610b3c36600461455c565b61358b565b348015610b4c575f5ffd5b506102dc610b5b366004614966565b613615565b348015610b6b575f5ffd5b506102dc6103e881565b5f806001610b8384866149c1565b610b8d91906149d4565b9050610bb97f0000000000000000000000000000000000000000000000000000000000000000846149e7565b6002610bc68360016149c1565b610bd090846149e7565b610bda91906149fe565b610c04907f00000000000000000000000000000000000000000000000000000000000000006149e7565b610c2e7f0000000000000000000000000000000000000000000000000000000000000000846149e7565b610c3891906149c1565b610c62907f00000000000000000000000000000000000000000000000000000000000000006149e7565b610c6c91906149c1565b9150505b92915050565b5f83815260208190526040812054808203610cac5760405163693b135560e01b8152600481018690526024015b60405180910390fd5b6103e8610cd97f0000000000000000000000000000000000000000000000000000000000000000826149c1565b610ce38686610b75565b610ced90846149e7565b610cf791906149e7565b610d0191906149fe565b95945050505050565b5f831580610d16575082155b15610d3457604051632e11048160e11b815260040160405180910390fd5b7f0000000000000000000000000000000000000000000000000000000000000000610d5f84866149c1565b1115610db257610d6f83856149c1565b604051632b6393cf60e21b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ca3565b5f610dbe838686610c76565b905080341015610dea576040516378279ed960e11b815260048101829052346024820152604401610ca3565b6040516375e17b8b60e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063ebc2f71690610e3a90899089908990600401614a4d565b602060405180830381865afa158015610e55573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e799190614a70565b604051630e6a49b160e21b8152600481018290529092505f906001907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339a926c490602401602060405180830381865afa158015610ee4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f089190614a70565b149050808015610f2d57505f838152600160205260409020546001600160a01b031615155b15610f4e57604051637a5bb50760e11b815260048101849052602401610ca3565b5f610f797f000000000000000000000000000000000000000000000000000000000000000043614a87565b90505f610f868888610b75565b90506040518060800160405280336001600160a01b03168152602001836001600160401b03168152602001346001600160801b03168152602001825f5f8a81526020019081526020015f2054610fdc91906149e7565b6001600160801b039081169091525f87815260016020818152604080842086518154888501516001600160a01b039092166001600160e01b031990911617600160a01b6001600160401b039283160217825587830151606098890151908816600160801b91909816029690961793019290925560088152918190208a90558051348152918201859052918516918101919091528791339188917f6d4f41c05234caa124b70136d2e1545e475900286883ef0be854683a56051176910160405180910390a48215801561113e575060405163540bc06360e11b815285906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063a81780c6906110fb908d908d908d90600401614a4d565b6020604051808303815f875af1158015611117573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061113b9190614a70565b14155b1561115f5760405163d68fba5160e01b815260048101869052602401610ca3565b50505050949350505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000461461123f5761123a604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f9b40fb7d754d9fe491cf55741b8ccbe3b0c397f5fcb14c8806d10fdbb744626c918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b905090565b507f000000000000000000000000000000000000000000000000000000000000000090565b335f908152600460205260408120549081900361129457604051630686827b60e51b815260040160405180910390fd5b335f818152600460205260408082208290555190919083908381818185875af1925050503d805f81146112e2576040519150601f19603f3d011682016040523d82523d5f602084013e6112e7565b606091505b5050905080611309576040516312171d8360e31b815260040160405180910390fd5b60405182815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5906020015b60405180910390a25050565b6113856040518060c001604052805f63ffffffff1681526020015f6001600160401b031681526020015f81526020015f81526020015f81526020015f81525090565b6002828154811061139857611398614aa6565b5f9182526020918290206040805160c0810182526005909302909101805463ffffffff811684526001600160401b036401000000009091041693830193909352600183015490820152600282015460608201526003820154608082015260049091015460a082015292915050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461144f576040516330cd747160e01b815260040160405180910390fd5b6007546001600160a01b03161561147957604051636f6939df60e01b815260040160405180910390fd5b6001600160a01b0381166114a057604051630dfd3a6760e21b815260040160405180910390fd5b600780546001600160a01b0319166001600160a01b0383169081179091556040517fcd1b1081052ef07be280fdac99525c715040f42d29ce776f25ef931161b586f6905f90a250565b5f828015806114f9575061010081115b15611517576040516321af709760e21b815260040160405180910390fd5b5f816001600160401b0381111561153057611530614aba565b604051908082528060200260200182016040528015611559578160200160208202803683370190505b5090505f5b8281101561162e577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b38888848181106115a7576115a7614aa6565b905061012002016040518263ffffffff1660e01b81526004016115ca9190614ae1565b602060405180830381865afa1580156115e5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116099190614a70565b82828151811061161b5761161b614aa6565b602090810291909101015260010161155e565b506116c68686837f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631c2420d1866040518263ffffffff1660e01b81526004016116819190614b73565b602060405180830381865afa15801561169c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116c09190614a70565b88613a1c565b9695505050505050565b6007546001600160a01b0316806116fa57604051630dfd3a6760e21b815260040160405180910390fd5b6fa2a8918ca85bafe22016d0b997e4df60600160ff1b03821115611731576040516301d2625f60e11b815260040160405180910390fd5b5f600161173e888861214a565b604080515f8152602081018083529290925260ff881690820152606081018690526080810185905260a0016020604051602081039080840390855afa158015611789573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166117bd576040516301d2625f60e11b815260040160405180910390fd5b5f87815260016020526040812054600160a01b90046001600160401b0316908190036117ff57604051632e3abafd60e01b815260048101899052602401610ca3565b806001600160401b0316876001600160401b03161461184457604051637ba72f7b60e01b81526001600160401b03808916600483015282166024820152604401610ca3565b866001600160401b03164311156118795760405163129981f360e31b81526001600160401b0388166004820152602401610ca3565b611882886141b7565b156118a3576040516317a100a160e31b815260048101899052602401610ca3565b5f88836040516020016118c99291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600990935291205490915060ff1615611923576040516377dc216960e11b8152600481018a90526001600160a01b0384166024820152604401610ca3565b5f818152600960209081526040808320805460ff191660011790558b835260089091529081902054905163df28972760e01b81526001600160a01b0385811660048301526024820183905286169063df289727906044015f604051808303815f87803b158015611991575f5ffd5b505af11580156119a3573d5f5f3e3d5ffd5b5050604051630213119b60e51b81526001600160a01b0387811660048301527f000000000000000000000000000000000000000000000000000000000000000016925063426233609150602401602060405180830381865afa158015611a0b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a2f9190614bb5565b60408051602081018d90526001600160401b038c16918101919091526001600160a01b0386166060820152600a905f9060800160408051808303601f190181529181528151602092830120835290820192909252015f2080546bffffffffffffffffffffffff19166001600160601b03929092169190911790557f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632d9938cd85611b037f00000000000000000000000000000000000000000000000000000000000000008d614a87565b6040516001600160e01b031960e085901b1681526001600160a01b0390921660048301526001600160401b031660248201526044015f604051808303815f87803b158015611b4f575f5ffd5b505af1158015611b61573d5f5f3e3d5ffd5b5050505080846001600160a01b03168b7f25cbd30f463ff59187191458e80ecc03fa486e185109e0f143eb9869460f690a60405160405180910390a450505050505050505050565b5f81815260016020818152604092839020835160808101855281546001600160a01b038116808352600160a01b9091046001600160401b0316938201939093529201546001600160801b0380821694840194909452600160801b9004909216606082015290611c2e57604051632e3abafd60e01b815260048101839052602401610ca3565b611c37826141b7565b15611d88576040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa158015611c9f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cc39190614bdb565b158015611d625750604051630fe381dd60e31b8152600481018390526002906001600160e01b03907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637f1c0ee890602401602060405180830381865afa158015611d3a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d5e9190614a70565b1614155b15611d83576040516317a100a160e31b815260048101839052602401610ca3565b611e23565b7f00000000000000000000000000000000000000000000000000000000000000008160200151611db89190614a87565b6001600160401b03164311611e2357817f00000000000000000000000000000000000000000000000000000000000000008260200151611df89190614a87565b604051638c50924160e01b815260048101929092526001600160401b03166024820152604401610ca3565b5f82815260016020818152604080842080546001600160e01b03191681559092018390558382015184516001600160a01b03168452600490915290822080546001600160801b03909216929091611e7b9084906149c1565b9091555050805160408083015190516001600160801b0390911681526001600160a01b039091169083907f15d3ff426f736ded7ea73283575f6dc42d6d4247faaa84108c3526511ddebbb79060200160405180910390a35050565b5f8282604051602001611efc9291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600990935291205490915060ff16611f5557604051631a35884d60e11b8152600481018490526001600160a01b0383166024820152604401610ca3565b5f83815260016020526040902054600160a01b90046001600160401b03168015801590611f8b5750806001600160401b03164311155b8015611f9d5750611f9b846141b7565b155b15611fcd57604051631e62d69960e01b8152600481018590526001600160401b0382166024820152604401610ca3565b611fd8828585614258565b50505050565b6002548110612003576040516313f65fc560e21b815260048101829052602401610ca3565b5f6002828154811061201757612017614aa6565b5f918252602082206005909102018054909250612068906001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116916401000000009004166149c1565b905080431161209457604051631aa0a7a160e01b81526004810184905260248101829052604401610ca3565b5f826004015483600301546120a991906149d4565b9050826003015483600401819055508060045f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166001600160a01b031681526020019081526020015f205f82825461210a91906149c1565b909155505060405181815284907f8ca6abf6b1c0bd37b098133cb9c8a94eb36b3f0f859bbca87c56b032880f5b359060200160405180910390a250505050565b5f61215361116b565b604080517fdefc59d06034a5b360ddc087470eeff69b9d208d8d1a0bb68f5bf173cb9360be60208201529081018590526001600160401b0384166060820152608001604051602081830303815290604052805190602001206040516020016121d292919061190160f01b81526002810192909252602282015260420190565b60405160208183030381529060405280519060200120905092915050565b6fa2a8918ca85bafe22016d0b997e4df60600160ff1b03811115612227576040516301d2625f60e11b815260040160405180910390fd5b5f6001612234878761214a565b604080515f8152602081018083529290925260ff871690820152606081018590526080810184905260a0016020604051602081039080840390855afa15801561227f573d5f5f3e3d5ffd5b5050604051601f19015191505f90506001600160a01b0382161561232a5760405163166f0ab960e31b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063b37855c890602401602060405180830381865afa158015612301573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123259190614a70565b61232c565b5f5b90508061234c576040516301d2625f60e11b815260040160405180910390fd5b856001600160401b03164311612380576040516307acfc1f60e21b81526001600160401b0387166004820152602401610ca3565b604051630e6a49b160e21b8152600481018890525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339a926c490602401602060405180830381865afa1580156123e5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124099190614a70565b90508061242c57604051632e3abafd60e01b815260048101899052602401610ca3565b6001811480159081906124cf5750604051638b0beca960e01b8152600481018a90526001600160401b038916907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638b0beca990602401602060405180830381865afa1580156124a8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124cc9190614a70565b11155b156124f0576040516317a100a160e31b8152600481018a9052602401610ca3565b5f600b5f8b8b87604051602001612523939291909283526001600160401b03919091166020830152604082015260600190565b6040516020818303038152906040528051906020012081526020019081526020015f205490505f5f1b811461263a5781158061255e57508281145b1561258e576040516309f5963160e11b8152600481018b90526001600160a01b0386166024820152604401610ca3565b604051636d1b436f60e11b8152600481018b90527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa1580156125f1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126159190614bdb565b6126355760405163c82dbb6760e01b8152600481018b9052602401610ca3565b6126c9565b6126706001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116908b166149c1565b4311156126c9576126ad6001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116908b166149c1565b60405163058fab2d60e51b8152600401610ca391815260200190565b60408051602081018c90526001600160401b038b16918101919091526001600160a01b03861660608201525f9060800160408051601f1981840301815291815281516020928301205f818152600590935291205490915060ff161561275357604051631399fa2f60e21b8152600481018c90526001600160a01b0387166024820152604401610ca3565b5f818152600560209081526040808320805460ff19166001179055600a9091528120546001600160601b03169081900361281b57604051630213119b60e51b81526001600160a01b0388811660048301527f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa1580156127eb573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061280f9190614bb5565b6001600160601b031690505b5f6127106128497f0000000000000000000000000000000000000000000000000000000000000000846149e7565b61285391906149fe565b90505f6127106128837f0000000000000000000000000000000000000000000000000000000000000000846149e7565b61288d91906149fe565b335f908152600660205260408120805492935083929091906128b09084906149c1565b909155505060405163c61b4cc360e01b81526001600160a01b038a811660048301526001600160601b03841660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c61b4cc3906044015f604051808303815f87803b158015612924575f5ffd5b505af1158015612936573d5f5f3e3d5ffd5b50505050336001600160a01b0316896001600160a01b03168f7fdec4fc48e82ba607eac3280a838677b7d6e739fc69174f45ae0267656969ab798585604051612989929190918252602082015260400190565b60405180910390a461299b8e8a61431e565b5050505050505050505050505050565b6080858101355f818152600160208181526040928390208351958601845280546001600160a01b038116808852600160a01b9091046001600160401b031692870192909252909101546001600160801b0380821693860193909352600160801b90049091166060840152909190612a3857604051632e3abafd60e01b815260048101839052602401610ca3565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c423ce3f6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612a95573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ab99190614bfa565b90506001600160a01b0381161580612b1257506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016612b0660408a0160208b01614694565b6001600160a01b031614155b15612b3357604051637d041a4d60e11b815260048101849052602401610ca3565b5f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016634a1f14ef612b756101208c016101008d01614c15565b6040516339bfa10b60e01b81526001600160a01b038616906339bfa10b90612ba7908e908e908e908e90600401614c65565b602060405180830381865afa158015612bc2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612be69190614a70565b6040516001600160e01b031960e085901b16815263ffffffff9290921660048301526024820152604401602060405180830381865afa158015612c2b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612c4f9190614a70565b9050612ce6847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b38c6040518263ffffffff1660e01b8152600401612ca19190614ae1565b602060405180830381865afa158015612cbc573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ce09190614a70565b83614383565b612d0657604051637d041a4d60e11b815260048101859052602401610ca3565b604051636d1b436f60e11b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa158015612d69573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d8d9190614bdb565b612dad5760405163c82dbb6760e01b815260048101859052602401610ca3565b5f84815260016020818152604080842080546001600160e01b03191681559092018390558582015186516001600160a01b03168452600490915290822080546001600160801b03909216929091612e059084906149c1565b9091555050825160408085015190516001600160801b0390911681526001600160a01b039091169085907f15d3ff426f736ded7ea73283575f6dc42d6d4247faaa84108c3526511ddebbb79060200160405180910390a3505050505050505050565b5f60018314612e89576040516321af709760e21b815260040160405180910390fd5b6040805160018082528183019092525f91602080830190803683370190505090507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b386865f818110612eeb57612eeb614aa6565b905061012002016040518263ffffffff1660e01b8152600401612f0e9190614ae1565b602060405180830381865afa158015612f29573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612f4d9190614a70565b815f81518110612f5f57612f5f614aa6565b602002602001018181525050610d01858583845f81518110612f8357612f83614aa6565b602002602001015187613a1c565b60808401355f81815260016020526040812054600160a01b90046001600160401b031690819003612fd857604051632e3abafd60e01b815260048101839052602401610ca3565b806001600160401b031643111561300d57604051635888674b60e11b81526001600160401b0382166004820152602401610ca3565b85354614158061305e57506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166130526040880160208901614694565b6001600160a01b031614155b806130ec57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa1580156130c0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130e49190614a70565b866060013514155b806130fc575060c0860135600114155b8061311e57504361311561012088016101008901614c15565b63ffffffff1610155b1561313f5760405163863b4e9760e01b815260048101839052602401610ca3565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a327f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b3896040518263ffffffff1660e01b81526004016131ba9190614ae1565b602060405180830381865afa1580156131d5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906131f99190614a70565b61320b6101208a016101008b01614c15565b886001600160801b6040518663ffffffff1660e01b8152600401613233959493929190614e10565b6040805180830381865afa15801561324d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906132719190614e48565b50505f5b838110156134e2575f85858381811061329057613290614aa6565b60200291909101359150506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327744928826132dd6101208c016101008d01614c15565b6040516001600160e01b031960e085901b168152600481019290925263ffffffff166024820152604401602060405180830381865afa158015613322573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906133469190614a70565b5f036133685760405163092e3a6960e41b815260048101829052602401610ca3565b5f5b61337760c0890189614e6a565b9050811015613428578161338e60c08a018a614e6a565b8381811061339e5761339e614aa6565b604002919091013590506133b560c08b018b614e6a565b848181106133c5576133c5614aa6565b905060400201602001356040516020016133e9929190918252602082015260400190565b60405160208183030381529060405280519060200120036134205760405163092e3a6960e41b815260048101839052602401610ca3565b60010161336a565b506040805160208082018790526001600160401b03861682840152606080830185905283518084039091018152608090920183528151918101919091205f818152600b909252919020546134d8575f818152600b6020526040902060e08a0135905581857f4279c32cb539b41fc7673d920602fa063d0af3eef13d42776a0085d10e49e4c16134bf6101208d016101008e01614c15565b60405163ffffffff909116815260200160405180910390a35b5050600101613275565b50505050505050565b5f826001600160401b0316821061350557506103e8610c70565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b031682846001600160401b031661354491906149d4565b61356e907f00000000000000000000000000000000000000000000000000000000000000006149e7565b61357891906149fe565b613584906103e86149c1565b9392505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146135d4576040516330cd747160e01b815260040160405180910390fd5b5f8281526020818152604091829020839055905182815283917fee5907976d31bde9a7737c7e11b06156620bf5a0993495c0871fc8934db537a09101611337565b6002545f90841061363c576040516313f65fc560e21b815260048101859052602401610ca3565b5f6002858154811061365057613650614aa6565b5f9182526020822060059091020180549092506136a1906001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116916401000000009004166149c1565b9050804311156136ce57604051630972e7ff60e11b81526004810187905260248101829052604401610ca3565b816001015485856040516020016136e6929190614eaf565b604051602081830303815290604052805190602001201461371d57604051632a13d52760e11b815260048101879052602401610ca3565b5f86815260036020908152604080832033845290915290205460ff16156137605760405163732750ed60e11b815233600482015260248101879052604401610ca3565b60405163166f0ab960e31b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b37855c890602401602060405180830381865afa1580156137c4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906137e89190614a70565b90505f5b8581101561388b578187878381811061380757613807614aa6565b9050604002015f013588888481811061382257613822614aa6565b90506040020160200135604051602001613846929190918252602082015260400190565b6040516020818303038152906040528051906020012003613883576040516308a79e7f60e11b815233600482015260248101899052604401610ca3565b6001016137ec565b505f811561392e5783546040516304ee892560e31b81526004810184905263ffffffff90911660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632774492890604401602060405180830381865afa158015613905573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906139299190614a70565b613930565b5f5b9050805f0361395b576040516308a79e7f60e11b815233600482015260248101899052604401610ca3565b5f888152600360208181526040808420338552909152909120805460ff191660011790556002850154908501546139939083906149e7565b61399d91906149fe565b945084846004015f8282546139b291906149c1565b9091555050335f90815260046020526040812080548792906139d59084906149c1565b9091555050604051858152339089907f4ec90e965519d92681267467f775ada5bd214aa92c0dc93d90a5e880ce9ed0269060200160405180910390a3505050509392505050565b5f5f86865f818110613a3057613a30614aa6565b90506101200201610100016020810190613a4a9190614c15565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a328684877f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613adb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613aff9190614a70565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316630e0232ce6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613b5b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613b7f9190614a70565b6040518663ffffffff1660e01b8152600401613b9f959493929190614e10565b6040805180830381865afa158015613bb9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613bdd9190614e48565b5090505f7fcb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda83613c18613c1360c0890189614e6a565b61444f565b604051602001613c419392919092835263ffffffff919091166020830152604082015260600190565b60408051601f19818403018152919052805160209091012060025494509050875f80805b83811015614040575f8d8d83818110613c8057613c80614aa6565b61012002919091016080908101355f818152600160208181526040928390208351958601845280546001600160a01b038116808852600160a01b9091046001600160401b031692870192909252909101546001600160801b0380821693860193909352600160801b900490911660608401529093509091501580613d255750613d23828e8581518110613d1557613d15614aa6565b602002602001015189614383565b155b15613d5b5760405182907f200d8a3856f0b3ac28e96e826994097b6e5529ef52b756501f67935b539a5fe3905f90a25050614038565b604051636d1b436f60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa158015613dbe573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613de29190614bdb565b613ea6576040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa158015613e49573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613e6d9190614bdb565b613e75578193505b60405182907f200d8a3856f0b3ac28e96e826994097b6e5529ef52b756501f67935b539a5fe3905f90a25050614038565b5f82815260016020818152604080842080546001600160e01b03191681559092018390558301519051638b0beca960e01b815260048101859052613f5891906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690638b0beca990602401602060405180830381865afa158015613f34573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b1d9190614a70565b90505f6103e88284606001516001600160801b0316613f7791906149e7565b613f8191906149fe565b9050613f8d81886149c1565b96508083604001516001600160801b0316613fa891906149d4565b83516001600160a01b03165f9081526004602052604081208054909190613fd09084906149c1565b925050819055508b847fc679ab8e75bf493833397fd1ab92375f212ff964d33f553f41a8a81c2d113f3f838487604001516001600160801b031661401491906149d4565b604080519283526020830191909152810186905260600160405180910390a3505050505b600101613c65565b50815f0361407957801561406a5760405163c82dbb6760e01b815260048101829052602401610ca3565b5f199650505050505050610d01565b60026040518060c001604052808863ffffffff168152602001436001600160401b031681526020018a8060c001906140b19190614e6a565b6040516020016140c2929190614eaf565b60408051601f19818403018152918152815160209283012083528282018a90528281018790525f60609384018190528554600180820188559682529083902085516005909202018054868501516001600160401b0316640100000000026bffffffffffffffffffffffff1990911663ffffffff9384161717815585830151968101969096558484015160028701556080850151600387015560a0909401516004909501949094558351928a168352820185905291810187905288917f059012d98ed0e64c40cc6eca698fc7e42cefb7201a225f95e2266410ede9e4a6910160405180910390a250505050505095945050505050565b604051630e6a49b160e21b8152600481018290525f9081906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906339a926c490602401602060405180830381865afa15801561421e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906142429190614a70565b9050801580159061358457506001141592915050565b5f838152600960209081526040808320805460ff1916905584835260089091529081902054600754915163d7c2eec760e01b81526001600160a01b038481166004830152602482018390529192919091169063d7c2eec7906044015f604051808303815f87803b1580156142ca575f5ffd5b505af11580156142dc573d5f5f3e3d5ffd5b5050505080826001600160a01b0316847f24cd47e52e609fdddaeee761b324a9eeed28bfec3f8420cacb656242f1d6a87360405160405180910390a450505050565b5f82826040516020016143449291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600990935291205490915060ff161561437e5761437e818484614258565b505050565b5f602083836040516020016143a2929190918252602082015260400190565b60408051808303601f19018152908290528051602091820120630fe381dd60e31b83526004830188905290921b91907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637f1c0ee890602401602060405180830381865afa158015614420573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906144449190614a70565b901b14949350505050565b5f80826001600160401b0381111561446957614469614aba565b604051908082528060200260200182016040528015614492578160200160208202803683370190505b5090505f5b8381101561452b578484828181106144b1576144b1614aa6565b9050604002015f01358585838181106144cc576144cc614aa6565b905060400201602001356040516020016144f0929190918252602082015260400190565b6040516020818303038152906040528051906020012082828151811061451857614518614aa6565b6020908102919091010152600101614497565b508060405160200161453d9190614eca565b6040516020818303038152906040528051906020012091505092915050565b5f5f6040838503121561456d575f5ffd5b50508035926020909101359150565b5f5f5f6060848603121561458e575f5ffd5b505081359360208301359350604090920135919050565b6001600160a01b03811681146145b9575f5ffd5b50565b5f5f604083850312156145cd575f5ffd5b8235915060208301356145df816145a5565b809150509250929050565b5f5f83601f8401126145fa575f5ffd5b5081356001600160401b03811115614610575f5ffd5b6020830191508360208260051b850101111561462a575f5ffd5b9250929050565b5f5f5f5f60608587031215614644575f5ffd5b84356001600160401b03811115614659575f5ffd5b614665878288016145ea565b90989097506020870135966040013595509350505050565b5f6020828403121561468d575f5ffd5b5035919050565b5f602082840312156146a4575f5ffd5b8135613584816145a5565b5f61016082840312156146c0575f5ffd5b50919050565b5f5f5f604084860312156146d8575f5ffd5b83356001600160401b038111156146ed575f5ffd5b8401601f810186136146fd575f5ffd5b80356001600160401b03811115614712575f5ffd5b86602061012083028401011115614727575f5ffd5b6020918201945092508401356001600160401b03811115614746575f5ffd5b614752868287016146af565b9150509250925092565b80356001600160401b0381168114614772575f5ffd5b919050565b5f5f5f5f5f60a0868803121561478b575f5ffd5b8535945061479b6020870161475c565b9350604086013560ff811681146147b0575f5ffd5b94979396509394606081013594506080013592915050565b5f5f604083850312156147d9575f5ffd5b823591506147e96020840161475c565b90509250929050565b5f61012082840312156146c0575f5ffd5b5f5f83601f840112614813575f5ffd5b5081356001600160401b03811115614829575f5ffd5b6020830191508360208260061b850101111561462a575f5ffd5b5f5f5f5f5f6101608688031215614858575f5ffd5b61486287876147f2565b94506101208601356001600160401b0381111561487d575f5ffd5b614889888289016145ea565b9095509350506101408601356001600160401b038111156148a8575f5ffd5b6148b488828901614803565b969995985093965092949392505050565b5f5f5f5f61016085870312156148d9575f5ffd5b6148e386866147f2565b93506101208501356001600160401b038111156148fe575f5ffd5b61490a878288016146af565b9350506101408501356001600160401b03811115614926575f5ffd5b614932878288016145ea565b95989497509550505050565b5f5f6040838503121561494f575f5ffd5b6149588361475c565b946020939093013593505050565b5f5f5f60408486031215614978575f5ffd5b8335925060208401356001600160401b03811115614994575f5ffd5b6149a086828701614803565b9497909650939450505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610c7057610c706149ad565b81810381811115610c7057610c706149ad565b8082028115828204841417610c7057610c706149ad565b5f82614a1857634e487b7160e01b5f52601260045260245ffd5b500490565b8183525f6001600160fb1b03831115614a34575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f614a60604083018587614a1d565b9050826020830152949350505050565b5f60208284031215614a80575f5ffd5b5051919050565b6001600160401b038181168382160190811115610c7057610c706149ad565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b803563ffffffff81168114614772575f5ffd5b8135815261012081016020830135614af8816145a5565b6001600160a01b03166020830152614b126040840161475c565b6001600160401b03166040830152606083810135908301526080808401359083015260a0808401359083015260c0808401359083015260e08084013590830152614b5f6101008401614ace565b63ffffffff81166101008401525092915050565b602080825282518282018190525f918401906040840190835b81811015614baa578351835260209384019390920191600101614b8c565b509095945050505050565b5f60208284031215614bc5575f5ffd5b81516001600160601b0381168114613584575f5ffd5b5f60208284031215614beb575f5ffd5b81518015158114613584575f5ffd5b5f60208284031215614c0a575f5ffd5b8151613584816145a5565b5f60208284031215614c25575f5ffd5b61358482614ace565b8183526020830192505f815f5b84811015614c5b5760408287376040958601959190910190600101614c3b565b5093949350505050565b604080825281018490525f6060600586901b830181019083018783601e1936839003015b89821015614cf957868503605f190184528235818112614ca7575f5ffd5b8b016020810190356001600160401b03811115614cc2575f5ffd5b8060051b3603821315614cd3575f5ffd5b614cde878284614a1d565b96505050602083019250602084019350600182019150614c89565b505050508281036020840152614d10818587614c2e565b979650505050505050565b8183526020830192505f815f5b84811015614c5b57813586526020808301359087015260409586019590910190600101614d28565b80358252602080820135908301526040808201604084013760406080820160808401375f60c0820135601e19833603018112614d8a575f5ffd5b82016020810190356001600160401b03811115614da5575f5ffd5b8060061b3603821315614db6575f5ffd5b61016060c0860152614dcd61016086018284614d1b565b915050614ddc60e08401614ace565b63ffffffff1660e0850152610100838101359085015261012080840135908501526101409283013592909301919091525090565b85815263ffffffff8516602082015260a060408201525f614e3460a0830186614d50565b606083019490945250608001529392505050565b5f5f60408385031215614e59575f5ffd5b505080516020909101519092909150565b5f5f8335601e19843603018112614e7f575f5ffd5b8301803591506001600160401b03821115614e98575f5ffd5b6020019150600681901b360382131561462a575f5ffd5b602081525f614ec2602083018486614d1b565b949350505050565b81515f90829060208501835b82811015614ef4578151845260209384019390910190600101614ed6565b50919594505050505056fea2646970667358221220c149ad1fc2571c279e3b8bf8722dc1268c7ed9e56a6bb019b0a26648b8e66b3164736f6c63430008250033",
}

// TaskMarket is an auto generated Go binding around an Ethereum contract.
type TaskMarket struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TaskMarket) GetABI() abi.ABI {
	return c.abi
}

// NewTaskMarket creates a new instance of TaskMarket.
func NewTaskMarket() *TaskMarket {
	parsed, err := TaskMarketMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TaskMarket{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TaskMarket) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address consumer_, address registry_, (uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256) s, (uint64,uint64,uint64,uint256,address,uint256,uint256) t) returns()
func (taskMarket *TaskMarket) PackConstructor(consumer_ common.Address, registry_ common.Address, s TaskMarketShape, t TaskMarketTerms) []byte {
	enc, err := taskMarket.abi.Pack("", consumer_, registry_, s, t)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (taskMarket *TaskMarket) PackACCEPTANCETYPEHASH() []byte {
	enc, err := taskMarket.abi.Pack("ACCEPTANCE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackACCEPTANCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e546e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (taskMarket *TaskMarket) TryPackACCEPTANCETYPEHASH() ([]byte, error) {
	return taskMarket.abi.Pack("ACCEPTANCE_TYPEHASH")
}

// UnpackACCEPTANCETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25e546e9.
//
// Solidity: function ACCEPTANCE_TYPEHASH() view returns(bytes32)
func (taskMarket *TaskMarket) UnpackACCEPTANCETYPEHASH(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("ACCEPTANCE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (taskMarket *TaskMarket) PackDOMAINSEPARATOR() []byte {
	enc, err := taskMarket.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (taskMarket *TaskMarket) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return taskMarket.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (taskMarket *TaskMarket) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMUDEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8987fce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MU_DEN() view returns(uint256)
func (taskMarket *TaskMarket) PackMUDEN() []byte {
	enc, err := taskMarket.abi.Pack("MU_DEN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMUDEN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf8987fce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MU_DEN() view returns(uint256)
func (taskMarket *TaskMarket) TryPackMUDEN() ([]byte, error) {
	return taskMarket.abi.Pack("MU_DEN")
}

// UnpackMUDEN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf8987fce.
//
// Solidity: function MU_DEN() view returns(uint256)
func (taskMarket *TaskMarket) UnpackMUDEN(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("MU_DEN", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x942eb43b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accept(bytes32 input, uint64 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) PackAccept(input [32]byte, deadline uint64, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("accept", input, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x942eb43b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accept(bytes32 input, uint64 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) TryPackAccept(input [32]byte, deadline uint64, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("accept", input, deadline, v, r, s)
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5b68fce.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline) view returns(bytes32)
func (taskMarket *TaskMarket) PackAcceptanceDigest(input [32]byte, deadline uint64) []byte {
	enc, err := taskMarket.abi.Pack("acceptanceDigest", input, deadline)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb5b68fce.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline) view returns(bytes32)
func (taskMarket *TaskMarket) TryPackAcceptanceDigest(input [32]byte, deadline uint64) ([]byte, error) {
	return taskMarket.abi.Pack("acceptanceDigest", input, deadline)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb5b68fce.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline) view returns(bytes32)
func (taskMarket *TaskMarket) UnpackAcceptanceDigest(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("acceptanceDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAcceptedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb516d56c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptedStake(bytes32 ) view returns(uint96)
func (taskMarket *TaskMarket) PackAcceptedStake(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("acceptedStake", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb516d56c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptedStake(bytes32 ) view returns(uint96)
func (taskMarket *TaskMarket) TryPackAcceptedStake(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("acceptedStake", arg0)
}

// UnpackAcceptedStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb516d56c.
//
// Solidity: function acceptedStake(bytes32 ) view returns(uint96)
func (taskMarket *TaskMarket) UnpackAcceptedStake(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("acceptedStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAnsweredValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x603c5e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answeredValue(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) PackAnsweredValue(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("answeredValue", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnsweredValue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x603c5e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answeredValue(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) TryPackAnsweredValue(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("answeredValue", arg0)
}

// UnpackAnsweredValue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x603c5e1a.
//
// Solidity: function answeredValue(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) UnpackAnsweredValue(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("answeredValue", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAttnPerPos is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4abf489.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function attnPerPos() view returns(uint256)
func (taskMarket *TaskMarket) PackAttnPerPos() []byte {
	enc, err := taskMarket.abi.Pack("attnPerPos")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAttnPerPos is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa4abf489.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function attnPerPos() view returns(uint256)
func (taskMarket *TaskMarket) TryPackAttnPerPos() ([]byte, error) {
	return taskMarket.abi.Pack("attnPerPos")
}

// UnpackAttnPerPos is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa4abf489.
//
// Solidity: function attnPerPos() view returns(uint256)
func (taskMarket *TaskMarket) UnpackAttnPerPos(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("attnPerPos", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address who) view returns(uint256)
func (taskMarket *TaskMarket) PackBalanceOf(who common.Address) []byte {
	enc, err := taskMarket.abi.Pack("balanceOf", who)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address who) view returns(uint256)
func (taskMarket *TaskMarket) TryPackBalanceOf(who common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("balanceOf", who)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address who) view returns(uint256)
func (taskMarket *TaskMarket) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBaseRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c0b00c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function baseRate(bytes32 class) view returns(uint256)
func (taskMarket *TaskMarket) PackBaseRate(class [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("baseRate", class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBaseRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c0b00c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function baseRate(bytes32 class) view returns(uint256)
func (taskMarket *TaskMarket) TryPackBaseRate(class [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("baseRate", class)
}

// UnpackBaseRate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2c0b00c8.
//
// Solidity: function baseRate(bytes32 class) view returns(uint256)
func (taskMarket *TaskMarket) UnpackBaseRate(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("baseRate", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBonus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75b4d78c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bonus() view returns(uint256)
func (taskMarket *TaskMarket) PackBonus() []byte {
	enc, err := taskMarket.abi.Pack("bonus")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBonus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x75b4d78c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bonus() view returns(uint256)
func (taskMarket *TaskMarket) TryPackBonus() ([]byte, error) {
	return taskMarket.abi.Pack("bonus")
}

// UnpackBonus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x75b4d78c.
//
// Solidity: function bonus() view returns(uint256)
func (taskMarket *TaskMarket) UnpackBonus(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("bonus", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cfc1a51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function capacity() view returns(address)
func (taskMarket *TaskMarket) PackCapacity() []byte {
	enc, err := taskMarket.abi.Pack("capacity")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5cfc1a51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function capacity() view returns(address)
func (taskMarket *TaskMarket) TryPackCapacity() ([]byte, error) {
	return taskMarket.abi.Pack("capacity")
}

// UnpackCapacity is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5cfc1a51.
//
// Solidity: function capacity() view returns(address)
func (taskMarket *TaskMarket) UnpackCapacity(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("capacity", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf38a7f0b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 pool, (uint256,uint256)[] nonSignerKeys) returns(uint256 share)
func (taskMarket *TaskMarket) PackClaim(pool *big.Int, nonSignerKeys []G1Point) []byte {
	enc, err := taskMarket.abi.Pack("claim", pool, nonSignerKeys)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf38a7f0b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 pool, (uint256,uint256)[] nonSignerKeys) returns(uint256 share)
func (taskMarket *TaskMarket) TryPackClaim(pool *big.Int, nonSignerKeys []G1Point) ([]byte, error) {
	return taskMarket.abi.Pack("claim", pool, nonSignerKeys)
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf38a7f0b.
//
// Solidity: function claim(uint256 pool, (uint256,uint256)[] nonSignerKeys) returns(uint256 share)
func (taskMarket *TaskMarket) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d37ae1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimWindow() view returns(uint64)
func (taskMarket *TaskMarket) PackClaimWindow() []byte {
	enc, err := taskMarket.abi.Pack("claimWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d37ae1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimWindow() view returns(uint64)
func (taskMarket *TaskMarket) TryPackClaimWindow() ([]byte, error) {
	return taskMarket.abi.Pack("claimWindow")
}

// UnpackClaimWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5d37ae1.
//
// Solidity: function claimWindow() view returns(uint64)
func (taskMarket *TaskMarket) UnpackClaimWindow(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("claimWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackClaimed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x120aa877.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimed(uint256 pool, address operator) view returns(bool)
func (taskMarket *TaskMarket) PackClaimed(pool *big.Int, operator common.Address) []byte {
	enc, err := taskMarket.abi.Pack("claimed", pool, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x120aa877.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimed(uint256 pool, address operator) view returns(bool)
func (taskMarket *TaskMarket) TryPackClaimed(pool *big.Int, operator common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("claimed", pool, operator)
}

// UnpackClaimed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x120aa877.
//
// Solidity: function claimed(uint256 pool, address operator) view returns(bool)
func (taskMarket *TaskMarket) UnpackClaimed(data []byte) (bool, error) {
	out, err := taskMarket.abi.Unpack("claimed", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackClassify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa802964f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function classify() view returns(uint256)
func (taskMarket *TaskMarket) PackClassify() []byte {
	enc, err := taskMarket.abi.Pack("classify")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClassify is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa802964f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function classify() view returns(uint256)
func (taskMarket *TaskMarket) TryPackClassify() ([]byte, error) {
	return taskMarket.abi.Pack("classify")
}

// UnpackClassify is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa802964f.
//
// Solidity: function classify() view returns(uint256)
func (taskMarket *TaskMarket) UnpackClassify(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("classify", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackConsumer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4fd7296.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function consumer() view returns(address)
func (taskMarket *TaskMarket) PackConsumer() []byte {
	enc, err := taskMarket.abi.Pack("consumer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConsumer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb4fd7296.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function consumer() view returns(address)
func (taskMarket *TaskMarket) TryPackConsumer() ([]byte, error) {
	return taskMarket.abi.Pack("consumer")
}

// UnpackConsumer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb4fd7296.
//
// Solidity: function consumer() view returns(address)
func (taskMarket *TaskMarket) UnpackConsumer(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("consumer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a8d9b86.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeFor(bytes32 class, uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) PackFeeFor(class [32]byte, promptLen *big.Int, n *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("feeFor", class, promptLen, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a8d9b86.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeFor(bytes32 class, uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) TryPackFeeFor(class [32]byte, promptLen *big.Int, n *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("feeFor", class, promptLen, n)
}

// UnpackFeeFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a8d9b86.
//
// Solidity: function feeFor(bytes32 class, uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) UnpackFeeFor(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("feeFor", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGraceBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee0a21e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function graceBlocks() view returns(uint64)
func (taskMarket *TaskMarket) PackGraceBlocks() []byte {
	enc, err := taskMarket.abi.Pack("graceBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGraceBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ee0a21e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function graceBlocks() view returns(uint64)
func (taskMarket *TaskMarket) TryPackGraceBlocks() ([]byte, error) {
	return taskMarket.abi.Pack("graceBlocks")
}

// UnpackGraceBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ee0a21e.
//
// Solidity: function graceBlocks() view returns(uint64)
func (taskMarket *TaskMarket) UnpackGraceBlocks(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("graceBlocks", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackHolding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa12f9b1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function holding(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) PackHolding(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("holding", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHolding is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa12f9b1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function holding(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) TryPackHolding(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("holding", arg0)
}

// UnpackHolding is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa12f9b1a.
//
// Solidity: function holding(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) UnpackHolding(data []byte) (bool, error) {
	out, err := taskMarket.abi.Unpack("holding", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLayers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1c80cc16.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function layers() view returns(uint256)
func (taskMarket *TaskMarket) PackLayers() []byte {
	enc, err := taskMarket.abi.Pack("layers")
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
func (taskMarket *TaskMarket) TryPackLayers() ([]byte, error) {
	return taskMarket.abi.Pack("layers")
}

// UnpackLayers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1c80cc16.
//
// Solidity: function layers() view returns(uint256)
func (taskMarket *TaskMarket) UnpackLayers(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("layers", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMu is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a5dc3c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mu(uint64 deadline, uint256 b) view returns(uint256)
func (taskMarket *TaskMarket) PackMu(deadline uint64, b *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("mu", deadline, b)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMu is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a5dc3c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mu(uint64 deadline, uint256 b) view returns(uint256)
func (taskMarket *TaskMarket) TryPackMu(deadline uint64, b *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("mu", deadline, b)
}

// UnpackMu is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5a5dc3c.
//
// Solidity: function mu(uint64 deadline, uint256 b) view returns(uint256)
func (taskMarket *TaskMarket) UnpackMu(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("mu", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (taskMarket *TaskMarket) PackOwner() []byte {
	enc, err := taskMarket.abi.Pack("owner")
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
func (taskMarket *TaskMarket) TryPackOwner() ([]byte, error) {
	return taskMarket.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (taskMarket *TaskMarket) UnpackOwner(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPerStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72d2ff6b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function perStep() view returns(uint256)
func (taskMarket *TaskMarket) PackPerStep() []byte {
	enc, err := taskMarket.abi.Pack("perStep")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPerStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72d2ff6b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function perStep() view returns(uint256)
func (taskMarket *TaskMarket) TryPackPerStep() ([]byte, error) {
	return taskMarket.abi.Pack("perStep")
}

// UnpackPerStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x72d2ff6b.
//
// Solidity: function perStep() view returns(uint256)
func (taskMarket *TaskMarket) UnpackPerStep(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("perStep", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83966021.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function poolOf(uint256 pool) view returns((uint32,uint64,bytes32,uint256,uint256,uint256))
func (taskMarket *TaskMarket) PackPoolOf(pool *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("poolOf", pool)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPoolOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x83966021.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function poolOf(uint256 pool) view returns((uint32,uint64,bytes32,uint256,uint256,uint256))
func (taskMarket *TaskMarket) TryPackPoolOf(pool *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("poolOf", pool)
}

// UnpackPoolOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x83966021.
//
// Solidity: function poolOf(uint256 pool) view returns((uint32,uint64,bytes32,uint256,uint256,uint256))
func (taskMarket *TaskMarket) UnpackPoolOf(data []byte) (TaskMarketPool, error) {
	out, err := taskMarket.abi.Unpack("poolOf", data)
	if err != nil {
		return *new(TaskMarketPool), err
	}
	out0 := *abi.ConvertType(out[0], new(TaskMarketPool)).(*TaskMarketPool)
	return out0, nil
}

// PackPools is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5c51dca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pools() view returns(uint256)
func (taskMarket *TaskMarket) PackPools() []byte {
	enc, err := taskMarket.abi.Pack("pools")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPools is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5c51dca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pools() view returns(uint256)
func (taskMarket *TaskMarket) TryPackPools() ([]byte, error) {
	return taskMarket.abi.Pack("pools")
}

// UnpackPools is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5c51dca.
//
// Solidity: function pools() view returns(uint256)
func (taskMarket *TaskMarket) UnpackPools(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("pools", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackProveAnswered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4620675.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proveAnswered((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32[] operatorIds) returns()
func (taskMarket *TaskMarket) PackProveAnswered(t Transition, sig QuorumSignature, operatorIds [][32]byte) []byte {
	enc, err := taskMarket.abi.Pack("proveAnswered", t, sig, operatorIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProveAnswered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4620675.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proveAnswered((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, bytes32[] operatorIds) returns()
func (taskMarket *TaskMarket) TryPackProveAnswered(t Transition, sig QuorumSignature, operatorIds [][32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("proveAnswered", t, sig, operatorIds)
}

// PackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reclaim(bytes32 input) returns()
func (taskMarket *TaskMarket) PackReclaim(input [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("reclaim", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReclaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96afb365.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reclaim(bytes32 input) returns()
func (taskMarket *TaskMarket) TryPackReclaim(input [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("reclaim", input)
}

// PackReclaimSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb849659c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reclaimSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[][] ids, bytes32[2][] bounds) returns()
func (taskMarket *TaskMarket) PackReclaimSharded(t Transition, ids [][][32]byte, bounds [][2][32]byte) []byte {
	enc, err := taskMarket.abi.Pack("reclaimSharded", t, ids, bounds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReclaimSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb849659c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reclaimSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[][] ids, bytes32[2][] bounds) returns()
func (taskMarket *TaskMarket) TryPackReclaimSharded(t Transition, ids [][][32]byte, bounds [][2][32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("reclaimSharded", t, ids, bounds)
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (taskMarket *TaskMarket) PackRegistry() []byte {
	enc, err := taskMarket.abi.Pack("registry")
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
func (taskMarket *TaskMarket) TryPackRegistry() ([]byte, error) {
	return taskMarket.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (taskMarket *TaskMarket) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReleaseUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa739abb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function releaseUnit(bytes32 input, address operator) returns()
func (taskMarket *TaskMarket) PackReleaseUnit(input [32]byte, operator common.Address) []byte {
	enc, err := taskMarket.abi.Pack("releaseUnit", input, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReleaseUnit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa739abb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function releaseUnit(bytes32 input, address operator) returns()
func (taskMarket *TaskMarket) TryPackReleaseUnit(input [32]byte, operator common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("releaseUnit", input, operator)
}

// PackReportNoShow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb68c8c7d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reportNoShow(bytes32 input, uint64 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) PackReportNoShow(input [32]byte, deadline uint64, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("reportNoShow", input, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReportNoShow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb68c8c7d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reportNoShow(bytes32 input, uint64 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) TryPackReportNoShow(input [32]byte, deadline uint64, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("reportNoShow", input, deadline, v, r, s)
}

// PackReported is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78fa9e7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reported(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) PackReported(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("reported", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReported is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78fa9e7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reported(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) TryPackReported(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("reported", arg0)
}

// UnpackReported is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78fa9e7a.
//
// Solidity: function reported(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) UnpackReported(data []byte) (bool, error) {
	out, err := taskMarket.abi.Unpack("reported", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackReporterBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b69c810.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reporterBps() view returns(uint256)
func (taskMarket *TaskMarket) PackReporterBps() []byte {
	enc, err := taskMarket.abi.Pack("reporterBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReporterBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b69c810.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reporterBps() view returns(uint256)
func (taskMarket *TaskMarket) TryPackReporterBps() ([]byte, error) {
	return taskMarket.abi.Pack("reporterBps")
}

// UnpackReporterBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8b69c810.
//
// Solidity: function reporterBps() view returns(uint256)
func (taskMarket *TaskMarket) UnpackReporterBps(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("reporterBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReporterCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f9c4dea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reporterCredit(address reporter) view returns(uint256)
func (taskMarket *TaskMarket) PackReporterCredit(reporter common.Address) []byte {
	enc, err := taskMarket.abi.Pack("reporterCredit", reporter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReporterCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f9c4dea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reporterCredit(address reporter) view returns(uint256)
func (taskMarket *TaskMarket) TryPackReporterCredit(reporter common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("reporterCredit", reporter)
}

// UnpackReporterCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5f9c4dea.
//
// Solidity: function reporterCredit(address reporter) view returns(uint256)
func (taskMarket *TaskMarket) UnpackReporterCredit(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("reporterCredit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2137b6d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class) payable returns(bytes32 input)
func (taskMarket *TaskMarket) PackRequest(prompt []*big.Int, n *big.Int, class [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("request", prompt, n, class)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2137b6d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class) payable returns(bytes32 input)
func (taskMarket *TaskMarket) TryPackRequest(prompt []*big.Int, n *big.Int, class [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("request", prompt, n, class)
}

// UnpackRequest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2137b6d2.
//
// Solidity: function request(uint256[] prompt, uint256 n, bytes32 class) payable returns(bytes32 input)
func (taskMarket *TaskMarket) UnpackRequest(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("request", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackSeqLen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74f69f9f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function seqLen() view returns(uint256)
func (taskMarket *TaskMarket) PackSeqLen() []byte {
	enc, err := taskMarket.abi.Pack("seqLen")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSeqLen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x74f69f9f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function seqLen() view returns(uint256)
func (taskMarket *TaskMarket) TryPackSeqLen() ([]byte, error) {
	return taskMarket.abi.Pack("seqLen")
}

// UnpackSeqLen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x74f69f9f.
//
// Solidity: function seqLen() view returns(uint256)
func (taskMarket *TaskMarket) UnpackSeqLen(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("seqLen", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSetBaseRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe76d6a94.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBaseRate(bytes32 class, uint256 weiPerMac) returns()
func (taskMarket *TaskMarket) PackSetBaseRate(class [32]byte, weiPerMac *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("setBaseRate", class, weiPerMac)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBaseRate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe76d6a94.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBaseRate(bytes32 class, uint256 weiPerMac) returns()
func (taskMarket *TaskMarket) TryPackSetBaseRate(class [32]byte, weiPerMac *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("setBaseRate", class, weiPerMac)
}

// PackSetCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x915d39d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setCapacity(address c) returns()
func (taskMarket *TaskMarket) PackSetCapacity(c common.Address) []byte {
	enc, err := taskMarket.abi.Pack("setCapacity", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetCapacity is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x915d39d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setCapacity(address c) returns()
func (taskMarket *TaskMarket) TryPackSetCapacity(c common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("setCapacity", c)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93764cfd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) PackSettle(ts []Transition, sig QuorumSignature) []byte {
	enc, err := taskMarket.abi.Pack("settle", ts, sig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93764cfd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) TryPackSettle(ts []Transition, sig QuorumSignature) ([]byte, error) {
	return taskMarket.abi.Pack("settle", ts, sig)
}

// UnpackSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x93764cfd.
//
// Solidity: function settle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) UnpackSettle(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("settle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSettleSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc42dd39c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleSingle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) PackSettleSingle(ts []Transition, sig QuorumSignature) []byte {
	enc, err := taskMarket.abi.Pack("settleSingle", ts, sig)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc42dd39c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleSingle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) TryPackSettleSingle(ts []Transition, sig QuorumSignature) ([]byte, error) {
	return taskMarket.abi.Pack("settleSingle", ts, sig)
}

// UnpackSettleSingle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc42dd39c.
//
// Solidity: function settleSingle((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32)[] ts, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig) returns(uint256 pool)
func (taskMarket *TaskMarket) UnpackSettleSingle(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("settleSingle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSlaBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8783a194.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slaBlocks() view returns(uint64)
func (taskMarket *TaskMarket) PackSlaBlocks() []byte {
	enc, err := taskMarket.abi.Pack("slaBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlaBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8783a194.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slaBlocks() view returns(uint64)
func (taskMarket *TaskMarket) TryPackSlaBlocks() ([]byte, error) {
	return taskMarket.abi.Pack("slaBlocks")
}

// UnpackSlaBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8783a194.
//
// Solidity: function slaBlocks() view returns(uint64)
func (taskMarket *TaskMarket) UnpackSlaBlocks(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("slaBlocks", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackSlashBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0681e651.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashBps() view returns(uint256)
func (taskMarket *TaskMarket) PackSlashBps() []byte {
	enc, err := taskMarket.abi.Pack("slashBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0681e651.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashBps() view returns(uint256)
func (taskMarket *TaskMarket) TryPackSlashBps() ([]byte, error) {
	return taskMarket.abi.Pack("slashBps")
}

// UnpackSlashBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0681e651.
//
// Solidity: function slashBps() view returns(uint256)
func (taskMarket *TaskMarket) UnpackSlashBps(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("slashBps", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa60e733.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(uint256 pool) returns()
func (taskMarket *TaskMarket) PackSweep(pool *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("sweep", pool)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaa60e733.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(uint256 pool) returns()
func (taskMarket *TaskMarket) TryPackSweep(pool *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("sweep", pool)
}

// PackTaskClass is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48ee3acb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function taskClass(bytes32 input) view returns(bytes32)
func (taskMarket *TaskMarket) PackTaskClass(input [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("taskClass", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTaskClass is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48ee3acb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function taskClass(bytes32 input) view returns(bytes32)
func (taskMarket *TaskMarket) TryPackTaskClass(input [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("taskClass", input)
}

// UnpackTaskClass is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48ee3acb.
//
// Solidity: function taskClass(bytes32 input) view returns(bytes32)
func (taskMarket *TaskMarket) UnpackTaskClass(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("taskClass", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackTasks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe579f500.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tasks(bytes32 input) view returns(address payer, uint64 deadline, uint128 fee, uint128 rateWork)
func (taskMarket *TaskMarket) PackTasks(input [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("tasks", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTasks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe579f500.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tasks(bytes32 input) view returns(address payer, uint64 deadline, uint128 fee, uint128 rateWork)
func (taskMarket *TaskMarket) TryPackTasks(input [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("tasks", input)
}

// TasksOutput serves as a container for the return parameters of contract
// method Tasks.
type TasksOutput struct {
	Payer    common.Address
	Deadline uint64
	Fee      *big.Int
	RateWork *big.Int
}

// UnpackTasks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe579f500.
//
// Solidity: function tasks(bytes32 input) view returns(address payer, uint64 deadline, uint128 fee, uint128 rateWork)
func (taskMarket *TaskMarket) UnpackTasks(data []byte) (TasksOutput, error) {
	out, err := taskMarket.abi.Unpack("tasks", data)
	outstruct := new(TasksOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Payer = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Deadline = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Fee = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.RateWork = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (taskMarket *TaskMarket) PackTreasury() []byte {
	enc, err := taskMarket.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (taskMarket *TaskMarket) TryPackTreasury() ([]byte, error) {
	return taskMarket.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (taskMarket *TaskMarket) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) PackWithdraw() []byte {
	enc, err := taskMarket.abi.Pack("withdraw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw() returns()
func (taskMarket *TaskMarket) TryPackWithdraw() ([]byte, error) {
	return taskMarket.abi.Pack("withdraw")
}

// PackWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08f157f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function work(uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) PackWork(promptLen *big.Int, n *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("work", promptLen, n)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWork is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08f157f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function work(uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) TryPackWork(promptLen *big.Int, n *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("work", promptLen, n)
}

// UnpackWork is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08f157f6.
//
// Solidity: function work(uint256 promptLen, uint256 n) view returns(uint256)
func (taskMarket *TaskMarket) UnpackWork(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("work", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// TaskMarketAnswerProven represents a AnswerProven event raised by the TaskMarket contract.
type TaskMarketAnswerProven struct {
	Input          [32]byte
	OperatorId     [32]byte
	ReferenceBlock uint32
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketAnswerProvenEventName = "AnswerProven"

// ContractEventName returns the user-defined event name.
func (TaskMarketAnswerProven) ContractEventName() string {
	return TaskMarketAnswerProvenEventName
}

// UnpackAnswerProvenEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AnswerProven(bytes32 indexed input, bytes32 indexed operatorId, uint32 referenceBlock)
func (taskMarket *TaskMarket) UnpackAnswerProvenEvent(log *types.Log) (*TaskMarketAnswerProven, error) {
	event := "AnswerProven"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketAnswerProven)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketBaseRateSet represents a BaseRateSet event raised by the TaskMarket contract.
type TaskMarketBaseRateSet struct {
	Class     [32]byte
	WeiPerMac *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const TaskMarketBaseRateSetEventName = "BaseRateSet"

// ContractEventName returns the user-defined event name.
func (TaskMarketBaseRateSet) ContractEventName() string {
	return TaskMarketBaseRateSetEventName
}

// UnpackBaseRateSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BaseRateSet(bytes32 indexed class, uint256 weiPerMac)
func (taskMarket *TaskMarket) UnpackBaseRateSetEvent(log *types.Log) (*TaskMarketBaseRateSet, error) {
	event := "BaseRateSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketBaseRateSet)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketCapacitySet represents a CapacitySet event raised by the TaskMarket contract.
type TaskMarketCapacitySet struct {
	Capacity common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketCapacitySetEventName = "CapacitySet"

// ContractEventName returns the user-defined event name.
func (TaskMarketCapacitySet) ContractEventName() string {
	return TaskMarketCapacitySetEventName
}

// UnpackCapacitySetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CapacitySet(address indexed capacity)
func (taskMarket *TaskMarket) UnpackCapacitySetEvent(log *types.Log) (*TaskMarketCapacitySet, error) {
	event := "CapacitySet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketCapacitySet)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketClaimed represents a Claimed event raised by the TaskMarket contract.
type TaskMarketClaimed struct {
	Pool     *big.Int
	Operator common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketClaimedEventName = "Claimed"

// ContractEventName returns the user-defined event name.
func (TaskMarketClaimed) ContractEventName() string {
	return TaskMarketClaimedEventName
}

// UnpackClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Claimed(uint256 indexed pool, address indexed operator, uint256 amount)
func (taskMarket *TaskMarket) UnpackClaimedEvent(log *types.Log) (*TaskMarketClaimed, error) {
	event := "Claimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketClaimed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketNoShowSlashed represents a NoShowSlashed event raised by the TaskMarket contract.
type TaskMarketNoShowSlashed struct {
	Input    [32]byte
	Operator common.Address
	Reporter common.Address
	Cut      *big.Int
	Reward   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketNoShowSlashedEventName = "NoShowSlashed"

// ContractEventName returns the user-defined event name.
func (TaskMarketNoShowSlashed) ContractEventName() string {
	return TaskMarketNoShowSlashedEventName
}

// UnpackNoShowSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NoShowSlashed(bytes32 indexed input, address indexed operator, address indexed reporter, uint256 cut, uint256 reward)
func (taskMarket *TaskMarket) UnpackNoShowSlashedEvent(log *types.Log) (*TaskMarketNoShowSlashed, error) {
	event := "NoShowSlashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketNoShowSlashed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketPoolOpened represents a PoolOpened event raised by the TaskMarket contract.
type TaskMarketPoolOpened struct {
	Pool           *big.Int
	ReferenceBlock uint32
	Amount         *big.Int
	SignedStake    *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const TaskMarketPoolOpenedEventName = "PoolOpened"

// ContractEventName returns the user-defined event name.
func (TaskMarketPoolOpened) ContractEventName() string {
	return TaskMarketPoolOpenedEventName
}

// UnpackPoolOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PoolOpened(uint256 indexed pool, uint32 referenceBlock, uint256 amount, uint256 signedStake)
func (taskMarket *TaskMarket) UnpackPoolOpenedEvent(log *types.Log) (*TaskMarketPoolOpened, error) {
	event := "PoolOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketPoolOpened)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketReclaimed represents a Reclaimed event raised by the TaskMarket contract.
type TaskMarketReclaimed struct {
	Input [32]byte
	Payer common.Address
	Fee   *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TaskMarketReclaimedEventName = "Reclaimed"

// ContractEventName returns the user-defined event name.
func (TaskMarketReclaimed) ContractEventName() string {
	return TaskMarketReclaimedEventName
}

// UnpackReclaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Reclaimed(bytes32 indexed input, address indexed payer, uint256 fee)
func (taskMarket *TaskMarket) UnpackReclaimedEvent(log *types.Log) (*TaskMarketReclaimed, error) {
	event := "Reclaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketReclaimed)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketSettleSkipped represents a SettleSkipped event raised by the TaskMarket contract.
type TaskMarketSettleSkipped struct {
	Input [32]byte
	Raw   *types.Log // Blockchain specific contextual infos
}

const TaskMarketSettleSkippedEventName = "SettleSkipped"

// ContractEventName returns the user-defined event name.
func (TaskMarketSettleSkipped) ContractEventName() string {
	return TaskMarketSettleSkippedEventName
}

// UnpackSettleSkippedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SettleSkipped(bytes32 indexed input)
func (taskMarket *TaskMarket) UnpackSettleSkippedEvent(log *types.Log) (*TaskMarketSettleSkipped, error) {
	event := "SettleSkipped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketSettleSkipped)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketSwept represents a Swept event raised by the TaskMarket contract.
type TaskMarketSwept struct {
	Pool   *big.Int
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketSweptEventName = "Swept"

// ContractEventName returns the user-defined event name.
func (TaskMarketSwept) ContractEventName() string {
	return TaskMarketSweptEventName
}

// UnpackSweptEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swept(uint256 indexed pool, uint256 amount)
func (taskMarket *TaskMarket) UnpackSweptEvent(log *types.Log) (*TaskMarketSwept, error) {
	event := "Swept"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketSwept)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskPaid represents a TaskPaid event raised by the TaskMarket contract.
type TaskMarketTaskPaid struct {
	Input    [32]byte
	Payer    common.Address
	Class    [32]byte
	Fee      *big.Int
	Work     *big.Int
	Deadline uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskPaidEventName = "TaskPaid"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskPaid) ContractEventName() string {
	return TaskMarketTaskPaidEventName
}

// UnpackTaskPaidEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskPaid(bytes32 indexed input, address indexed payer, bytes32 indexed class, uint256 fee, uint256 work, uint64 deadline)
func (taskMarket *TaskMarket) UnpackTaskPaidEvent(log *types.Log) (*TaskMarketTaskPaid, error) {
	event := "TaskPaid"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskPaid)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketTaskSettled represents a TaskSettled event raised by the TaskMarket contract.
type TaskMarketTaskSettled struct {
	Input  [32]byte
	Pool   *big.Int
	Payout *big.Int
	Refund *big.Int
	Mu     *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketTaskSettledEventName = "TaskSettled"

// ContractEventName returns the user-defined event name.
func (TaskMarketTaskSettled) ContractEventName() string {
	return TaskMarketTaskSettledEventName
}

// UnpackTaskSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TaskSettled(bytes32 indexed input, uint256 indexed pool, uint256 payout, uint256 refund, uint256 mu)
func (taskMarket *TaskMarket) UnpackTaskSettledEvent(log *types.Log) (*TaskMarketTaskSettled, error) {
	event := "TaskSettled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketTaskSettled)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketUnitHeld represents a UnitHeld event raised by the TaskMarket contract.
type TaskMarketUnitHeld struct {
	Input    [32]byte
	Operator common.Address
	Class    [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketUnitHeldEventName = "UnitHeld"

// ContractEventName returns the user-defined event name.
func (TaskMarketUnitHeld) ContractEventName() string {
	return TaskMarketUnitHeldEventName
}

// UnpackUnitHeldEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnitHeld(bytes32 indexed input, address indexed operator, bytes32 indexed class)
func (taskMarket *TaskMarket) UnpackUnitHeldEvent(log *types.Log) (*TaskMarketUnitHeld, error) {
	event := "UnitHeld"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketUnitHeld)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketUnitReleased represents a UnitReleased event raised by the TaskMarket contract.
type TaskMarketUnitReleased struct {
	Input    [32]byte
	Operator common.Address
	Class    [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const TaskMarketUnitReleasedEventName = "UnitReleased"

// ContractEventName returns the user-defined event name.
func (TaskMarketUnitReleased) ContractEventName() string {
	return TaskMarketUnitReleasedEventName
}

// UnpackUnitReleasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnitReleased(bytes32 indexed input, address indexed operator, bytes32 indexed class)
func (taskMarket *TaskMarket) UnpackUnitReleasedEvent(log *types.Log) (*TaskMarketUnitReleased, error) {
	event := "UnitReleased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketUnitReleased)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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

// TaskMarketWithdrawn represents a Withdrawn event raised by the TaskMarket contract.
type TaskMarketWithdrawn struct {
	Who    common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const TaskMarketWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (TaskMarketWithdrawn) ContractEventName() string {
	return TaskMarketWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed who, uint256 amount)
func (taskMarket *TaskMarket) UnpackWithdrawnEvent(log *types.Log) (*TaskMarketWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketWithdrawn)
	if len(log.Data) > 0 {
		if err := taskMarket.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range taskMarket.abi.Events[event].Inputs {
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
func (taskMarket *TaskMarket) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AcceptanceExpired"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAcceptanceExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyAccepted"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyAcceptedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyClaimed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyClaimedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyPaid"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyPaidError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyReported"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyReportedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["Answered"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAnsweredError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadBatch"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadBonus"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadBonusError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadSlashTerms"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadSlashTermsError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BeforeDeadline"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBeforeDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["CapacityAlreadySet"].ID.Bytes()[:4]) {
		return taskMarket.UnpackCapacityAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["CapacityUnset"].ID.Bytes()[:4]) {
		return taskMarket.UnpackCapacityUnsetError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ClaimWindowClosed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackClaimWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ClaimWindowOpen"].ID.Bytes()[:4]) {
		return taskMarket.UnpackClaimWindowOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ConsumerInput"].ID.Bytes()[:4]) {
		return taskMarket.UnpackConsumerInputError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DeadlineMismatch"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDeadlineMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["EmptyRequest"].ID.Bytes()[:4]) {
		return taskMarket.UnpackEmptyRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["FeeTooLow"].ID.Bytes()[:4]) {
		return taskMarket.UnpackFeeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ForgedAcceptance"].ID.Bytes()[:4]) {
		return taskMarket.UnpackForgedAcceptanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["LateProof"].ID.Bytes()[:4]) {
		return taskMarket.UnpackLateProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NonSignersMismatch"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNonSignersMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotASigner"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotASignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotAnswerOf"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotAnswerOfError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotFinal"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotFinalError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotHeld"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotHeldError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotShardedLanding"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotShardedLandingError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSigned"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSignedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ReportWindowClosed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackReportWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TaskLanded"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTaskLandedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TaskOpen"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTaskOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TooLong"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TransferFailed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownClass"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownClassError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownPool"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownPoolError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["UnknownTask"].ID.Bytes()[:4]) {
		return taskMarket.UnpackUnknownTaskError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ZeroTreasury"].ID.Bytes()[:4]) {
		return taskMarket.UnpackZeroTreasuryError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TaskMarketAcceptanceExpired represents a AcceptanceExpired error raised by the TaskMarket contract.
type TaskMarketAcceptanceExpired struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AcceptanceExpired(uint64 deadline)
func TaskMarketAcceptanceExpiredErrorID() common.Hash {
	return common.HexToHash("0x94cc0f982dea33cc0d439f5058b884071e7c0bfa2765a32159a647e85badad94")
}

// UnpackAcceptanceExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AcceptanceExpired(uint64 deadline)
func (taskMarket *TaskMarket) UnpackAcceptanceExpiredError(raw []byte) (*TaskMarketAcceptanceExpired, error) {
	out := new(TaskMarketAcceptanceExpired)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AcceptanceExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyAccepted represents a AlreadyAccepted error raised by the TaskMarket contract.
type TaskMarketAlreadyAccepted struct {
	Input    [32]byte
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyAccepted(bytes32 input, address operator)
func TaskMarketAlreadyAcceptedErrorID() common.Hash {
	return common.HexToHash("0xefb842d252e6b1e45332f6c01259eb866d0252aacd510f891e14deb400f34662")
}

// UnpackAlreadyAcceptedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyAccepted(bytes32 input, address operator)
func (taskMarket *TaskMarket) UnpackAlreadyAcceptedError(raw []byte) (*TaskMarketAlreadyAccepted, error) {
	out := new(TaskMarketAlreadyAccepted)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyAccepted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyClaimed represents a AlreadyClaimed error raised by the TaskMarket contract.
type TaskMarketAlreadyClaimed struct {
	Operator common.Address
	Pool     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyClaimed(address operator, uint256 pool)
func TaskMarketAlreadyClaimedErrorID() common.Hash {
	return common.HexToHash("0xe64ea1da767015c92d9efdc5311ebc8a9eea0b9ce6c71f3047bcb21a2fcc658e")
}

// UnpackAlreadyClaimedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyClaimed(address operator, uint256 pool)
func (taskMarket *TaskMarket) UnpackAlreadyClaimedError(raw []byte) (*TaskMarketAlreadyClaimed, error) {
	out := new(TaskMarketAlreadyClaimed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyClaimed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyPaid represents a AlreadyPaid error raised by the TaskMarket contract.
type TaskMarketAlreadyPaid struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyPaid(bytes32 input)
func TaskMarketAlreadyPaidErrorID() common.Hash {
	return common.HexToHash("0xf4b76a0e190620c3521e4dfff16272055d2f85fe92a49677762cbf7ede84fc06")
}

// UnpackAlreadyPaidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyPaid(bytes32 input)
func (taskMarket *TaskMarket) UnpackAlreadyPaidError(raw []byte) (*TaskMarketAlreadyPaid, error) {
	out := new(TaskMarketAlreadyPaid)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyPaid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAlreadyReported represents a AlreadyReported error raised by the TaskMarket contract.
type TaskMarketAlreadyReported struct {
	Input    [32]byte
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyReported(bytes32 input, address operator)
func TaskMarketAlreadyReportedErrorID() common.Hash {
	return common.HexToHash("0x4e67e8bcb7f234facb0061e4c070fb436ca22d5c6c6cb788f7eb394ec0ba12ed")
}

// UnpackAlreadyReportedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyReported(bytes32 input, address operator)
func (taskMarket *TaskMarket) UnpackAlreadyReportedError(raw []byte) (*TaskMarketAlreadyReported, error) {
	out := new(TaskMarketAlreadyReported)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyReported", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketAnswered represents a Answered error raised by the TaskMarket contract.
type TaskMarketAnswered struct {
	Input    [32]byte
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Answered(bytes32 input, address operator)
func TaskMarketAnsweredErrorID() common.Hash {
	return common.HexToHash("0x13eb2c62d6dceb1d51685b6916a8820a493b1b089d5ecc4039b2f3f1b852ba54")
}

// UnpackAnsweredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Answered(bytes32 input, address operator)
func (taskMarket *TaskMarket) UnpackAnsweredError(raw []byte) (*TaskMarketAnswered, error) {
	out := new(TaskMarketAnswered)
	if err := taskMarket.abi.UnpackIntoInterface(out, "Answered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadBatch represents a BadBatch error raised by the TaskMarket contract.
type TaskMarketBadBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBatch()
func TaskMarketBadBatchErrorID() common.Hash {
	return common.HexToHash("0x86bdc25c99648598923bb853ace35b4957af66811405e311820e81be4c44dd00")
}

// UnpackBadBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBatch()
func (taskMarket *TaskMarket) UnpackBadBatchError(raw []byte) (*TaskMarketBadBatch, error) {
	out := new(TaskMarketBadBatch)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadBonus represents a BadBonus error raised by the TaskMarket contract.
type TaskMarketBadBonus struct {
	Bonus *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBonus(uint256 bonus)
func TaskMarketBadBonusErrorID() common.Hash {
	return common.HexToHash("0x45c57aac592aad1f7cee1b10f77d50d13a5398950c3d51dd07f83c65c05dd61c")
}

// UnpackBadBonusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBonus(uint256 bonus)
func (taskMarket *TaskMarket) UnpackBadBonusError(raw []byte) (*TaskMarketBadBonus, error) {
	out := new(TaskMarketBadBonus)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadBonus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBadSlashTerms represents a BadSlashTerms error raised by the TaskMarket contract.
type TaskMarketBadSlashTerms struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSlashTerms()
func TaskMarketBadSlashTermsErrorID() common.Hash {
	return common.HexToHash("0x9d4554f85a6b994d12e6ed98b16e5238c0eb6c3f07d211360cc9835480eee5a4")
}

// UnpackBadSlashTermsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSlashTerms()
func (taskMarket *TaskMarket) UnpackBadSlashTermsError(raw []byte) (*TaskMarketBadSlashTerms, error) {
	out := new(TaskMarketBadSlashTerms)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadSlashTerms", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketBeforeDeadline represents a BeforeDeadline error raised by the TaskMarket contract.
type TaskMarketBeforeDeadline struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BeforeDeadline(uint64 deadline)
func TaskMarketBeforeDeadlineErrorID() common.Hash {
	return common.HexToHash("0x1eb3f07c38ccb36bf96cd66193017bc0e638b3812ae88dbbf1ec697e473ccd23")
}

// UnpackBeforeDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BeforeDeadline(uint64 deadline)
func (taskMarket *TaskMarket) UnpackBeforeDeadlineError(raw []byte) (*TaskMarketBeforeDeadline, error) {
	out := new(TaskMarketBeforeDeadline)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BeforeDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketCapacityAlreadySet represents a CapacityAlreadySet error raised by the TaskMarket contract.
type TaskMarketCapacityAlreadySet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CapacityAlreadySet()
func TaskMarketCapacityAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x6f6939df07531004bca6d1f007cbaa1fbc14c3ce600a80618b658d84354f715a")
}

// UnpackCapacityAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CapacityAlreadySet()
func (taskMarket *TaskMarket) UnpackCapacityAlreadySetError(raw []byte) (*TaskMarketCapacityAlreadySet, error) {
	out := new(TaskMarketCapacityAlreadySet)
	if err := taskMarket.abi.UnpackIntoInterface(out, "CapacityAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketCapacityUnset represents a CapacityUnset error raised by the TaskMarket contract.
type TaskMarketCapacityUnset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CapacityUnset()
func TaskMarketCapacityUnsetErrorID() common.Hash {
	return common.HexToHash("0x37f4e99c21ff9265bb01c085506b17a2cdb4b28bf814fd7fb183a315ef67b811")
}

// UnpackCapacityUnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CapacityUnset()
func (taskMarket *TaskMarket) UnpackCapacityUnsetError(raw []byte) (*TaskMarketCapacityUnset, error) {
	out := new(TaskMarketCapacityUnset)
	if err := taskMarket.abi.UnpackIntoInterface(out, "CapacityUnset", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketClaimWindowClosed represents a ClaimWindowClosed error raised by the TaskMarket contract.
type TaskMarketClaimWindowClosed struct {
	Pool     *big.Int
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimWindowClosed(uint256 pool, uint256 closedAt)
func TaskMarketClaimWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x12e5cffe07df4e38f60a405d4df9c3cad149430bb0b79e2e375f07427135bfc9")
}

// UnpackClaimWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimWindowClosed(uint256 pool, uint256 closedAt)
func (taskMarket *TaskMarket) UnpackClaimWindowClosedError(raw []byte) (*TaskMarketClaimWindowClosed, error) {
	out := new(TaskMarketClaimWindowClosed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ClaimWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketClaimWindowOpen represents a ClaimWindowOpen error raised by the TaskMarket contract.
type TaskMarketClaimWindowOpen struct {
	Pool     *big.Int
	ClosesAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClaimWindowOpen(uint256 pool, uint256 closesAt)
func TaskMarketClaimWindowOpenErrorID() common.Hash {
	return common.HexToHash("0x1aa0a7a19adb65715c05367010c5f0a7ec14576365ab437331d2a8e39efd67aa")
}

// UnpackClaimWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClaimWindowOpen(uint256 pool, uint256 closesAt)
func (taskMarket *TaskMarket) UnpackClaimWindowOpenError(raw []byte) (*TaskMarketClaimWindowOpen, error) {
	out := new(TaskMarketClaimWindowOpen)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ClaimWindowOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketConsumerInput represents a ConsumerInput error raised by the TaskMarket contract.
type TaskMarketConsumerInput struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ConsumerInput(bytes32 input)
func TaskMarketConsumerInputErrorID() common.Hash {
	return common.HexToHash("0xd68fba5116532db87c254330b37ff0edff899a39838e550977cdbf25f7b0336a")
}

// UnpackConsumerInputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ConsumerInput(bytes32 input)
func (taskMarket *TaskMarket) UnpackConsumerInputError(raw []byte) (*TaskMarketConsumerInput, error) {
	out := new(TaskMarketConsumerInput)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ConsumerInput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDeadlineMismatch represents a DeadlineMismatch error raised by the TaskMarket contract.
type TaskMarketDeadlineMismatch struct {
	Deadline     uint64
	TaskDeadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeadlineMismatch(uint64 deadline, uint64 taskDeadline)
func TaskMarketDeadlineMismatchErrorID() common.Hash {
	return common.HexToHash("0x7ba72f7b3ddbc5415fe9439f48bf9b1b57331e4be7dba04abf60ba2a2564ec1b")
}

// UnpackDeadlineMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeadlineMismatch(uint64 deadline, uint64 taskDeadline)
func (taskMarket *TaskMarket) UnpackDeadlineMismatchError(raw []byte) (*TaskMarketDeadlineMismatch, error) {
	out := new(TaskMarketDeadlineMismatch)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DeadlineMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketEmptyRequest represents a EmptyRequest error raised by the TaskMarket contract.
type TaskMarketEmptyRequest struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EmptyRequest()
func TaskMarketEmptyRequestErrorID() common.Hash {
	return common.HexToHash("0x5c2209022934f11de9b05d9e1f5b6c86dc0064e81e9a624126b82d226eb63300")
}

// UnpackEmptyRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EmptyRequest()
func (taskMarket *TaskMarket) UnpackEmptyRequestError(raw []byte) (*TaskMarketEmptyRequest, error) {
	out := new(TaskMarketEmptyRequest)
	if err := taskMarket.abi.UnpackIntoInterface(out, "EmptyRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketFeeTooLow represents a FeeTooLow error raised by the TaskMarket contract.
type TaskMarketFeeTooLow struct {
	Required *big.Int
	Given    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeTooLow(uint256 required, uint256 given)
func TaskMarketFeeTooLowErrorID() common.Hash {
	return common.HexToHash("0xf04f3db281357fe66c8cdb6010552fb4fc5fa45b6647fc12b290172e5583e248")
}

// UnpackFeeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeTooLow(uint256 required, uint256 given)
func (taskMarket *TaskMarket) UnpackFeeTooLowError(raw []byte) (*TaskMarketFeeTooLow, error) {
	out := new(TaskMarketFeeTooLow)
	if err := taskMarket.abi.UnpackIntoInterface(out, "FeeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketForgedAcceptance represents a ForgedAcceptance error raised by the TaskMarket contract.
type TaskMarketForgedAcceptance struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ForgedAcceptance()
func TaskMarketForgedAcceptanceErrorID() common.Hash {
	return common.HexToHash("0x03a4c4bef76d9310eccd034b7b535969080e0308fbfb9865b0028f551caf2908")
}

// UnpackForgedAcceptanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ForgedAcceptance()
func (taskMarket *TaskMarket) UnpackForgedAcceptanceError(raw []byte) (*TaskMarketForgedAcceptance, error) {
	out := new(TaskMarketForgedAcceptance)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ForgedAcceptance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketLateProof represents a LateProof error raised by the TaskMarket contract.
type TaskMarketLateProof struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LateProof(uint64 deadline)
func TaskMarketLateProofErrorID() common.Hash {
	return common.HexToHash("0xb110ce964002ebffc7f0237e1d45381578a093b2b936bc3aa62289eb8b7c33f7")
}

// UnpackLateProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LateProof(uint64 deadline)
func (taskMarket *TaskMarket) UnpackLateProofError(raw []byte) (*TaskMarketLateProof, error) {
	out := new(TaskMarketLateProof)
	if err := taskMarket.abi.UnpackIntoInterface(out, "LateProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNonSignersMismatch represents a NonSignersMismatch error raised by the TaskMarket contract.
type TaskMarketNonSignersMismatch struct {
	Pool *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NonSignersMismatch(uint256 pool)
func TaskMarketNonSignersMismatchErrorID() common.Hash {
	return common.HexToHash("0x5427aa4ea0a5ac5ebf6b462be1184518c2d8426600bb22f990b2a39a6394a3c6")
}

// UnpackNonSignersMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NonSignersMismatch(uint256 pool)
func (taskMarket *TaskMarket) UnpackNonSignersMismatchError(raw []byte) (*TaskMarketNonSignersMismatch, error) {
	out := new(TaskMarketNonSignersMismatch)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NonSignersMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotASigner represents a NotASigner error raised by the TaskMarket contract.
type TaskMarketNotASigner struct {
	Operator common.Address
	Pool     *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotASigner(address operator, uint256 pool)
func TaskMarketNotASignerErrorID() common.Hash {
	return common.HexToHash("0x114f3cfe99340e3d742708da70337f08eaf53996cd02e60237dbd4fb6fb6d8d6")
}

// UnpackNotASignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotASigner(address operator, uint256 pool)
func (taskMarket *TaskMarket) UnpackNotASignerError(raw []byte) (*TaskMarketNotASigner, error) {
	out := new(TaskMarketNotASigner)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotASigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotAnswerOf represents a NotAnswerOf error raised by the TaskMarket contract.
type TaskMarketNotAnswerOf struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAnswerOf(bytes32 input)
func TaskMarketNotAnswerOfErrorID() common.Hash {
	return common.HexToHash("0x863b4e97fd277662a5caa7a5beece137ec6afe9aefc9eb6e9a2c4e9dce8a18bc")
}

// UnpackNotAnswerOfError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAnswerOf(bytes32 input)
func (taskMarket *TaskMarket) UnpackNotAnswerOfError(raw []byte) (*TaskMarketNotAnswerOf, error) {
	out := new(TaskMarketNotAnswerOf)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotAnswerOf", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotExpired represents a NotExpired error raised by the TaskMarket contract.
type TaskMarketNotExpired struct {
	Input [32]byte
	At    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(bytes32 input, uint256 at)
func TaskMarketNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x8c5092411efc222b4c437a8a0d9497a29a95cd52edbffdb2ef8825b642526e0e")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(bytes32 input, uint256 at)
func (taskMarket *TaskMarket) UnpackNotExpiredError(raw []byte) (*TaskMarketNotExpired, error) {
	out := new(TaskMarketNotExpired)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotFinal represents a NotFinal error raised by the TaskMarket contract.
type TaskMarketNotFinal struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFinal(bytes32 input)
func TaskMarketNotFinalErrorID() common.Hash {
	return common.HexToHash("0xc82dbb678e950e6302695955ea48feb45a3162881b98fc495d1e00746cb0a583")
}

// UnpackNotFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFinal(bytes32 input)
func (taskMarket *TaskMarket) UnpackNotFinalError(raw []byte) (*TaskMarketNotFinal, error) {
	out := new(TaskMarketNotFinal)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotFinal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotHeld represents a NotHeld error raised by the TaskMarket contract.
type TaskMarketNotHeld struct {
	Input    [32]byte
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotHeld(bytes32 input, address operator)
func TaskMarketNotHeldErrorID() common.Hash {
	return common.HexToHash("0x346b109ab13270131649dc695a075cf31eefbb98d8a92dbb1faf05113feee82d")
}

// UnpackNotHeldError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotHeld(bytes32 input, address operator)
func (taskMarket *TaskMarket) UnpackNotHeldError(raw []byte) (*TaskMarketNotHeld, error) {
	out := new(TaskMarketNotHeld)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotHeld", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotOwner represents a NotOwner error raised by the TaskMarket contract.
type TaskMarketNotOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner()
func TaskMarketNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x30cd74712f59d478562d48e2d35de830db72c60a63dd08ae59199eec990b5bc4")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner()
func (taskMarket *TaskMarket) UnpackNotOwnerError(raw []byte) (*TaskMarketNotOwner, error) {
	out := new(TaskMarketNotOwner)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotShardedLanding represents a NotShardedLanding error raised by the TaskMarket contract.
type TaskMarketNotShardedLanding struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotShardedLanding(bytes32 input)
func TaskMarketNotShardedLandingErrorID() common.Hash {
	return common.HexToHash("0xfa08349a061a020487d387ccdece391369e21eb4ac7f6a071400c4b8e6434097")
}

// UnpackNotShardedLandingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotShardedLanding(bytes32 input)
func (taskMarket *TaskMarket) UnpackNotShardedLandingError(raw []byte) (*TaskMarketNotShardedLanding, error) {
	out := new(TaskMarketNotShardedLanding)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotShardedLanding", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNotSigned represents a NotSigned error raised by the TaskMarket contract.
type TaskMarketNotSigned struct {
	OperatorId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSigned(bytes32 operatorId)
func TaskMarketNotSignedErrorID() common.Hash {
	return common.HexToHash("0x92e3a69079ff68876c7e69244b3580d29648e51db3cec0beea0e15dfa0c6f360")
}

// UnpackNotSignedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSigned(bytes32 operatorId)
func (taskMarket *TaskMarket) UnpackNotSignedError(raw []byte) (*TaskMarketNotSigned, error) {
	out := new(TaskMarketNotSigned)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotSigned", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketNothingToWithdraw represents a NothingToWithdraw error raised by the TaskMarket contract.
type TaskMarketNothingToWithdraw struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToWithdraw()
func TaskMarketNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0xd0d04f60bf4f7629141a1f00f5d2908fa0f3e15bf4cbf8bb8edc6fcbdf2509fa")
}

// UnpackNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToWithdraw()
func (taskMarket *TaskMarket) UnpackNothingToWithdrawError(raw []byte) (*TaskMarketNothingToWithdraw, error) {
	out := new(TaskMarketNothingToWithdraw)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketReportWindowClosed represents a ReportWindowClosed error raised by the TaskMarket contract.
type TaskMarketReportWindowClosed struct {
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReportWindowClosed(uint256 closedAt)
func TaskMarketReportWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xb1f565a0d73fa9aec6d0ca26a4c163b72b77d881113f2708b74b6b77b2c1f59c")
}

// UnpackReportWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReportWindowClosed(uint256 closedAt)
func (taskMarket *TaskMarket) UnpackReportWindowClosedError(raw []byte) (*TaskMarketReportWindowClosed, error) {
	out := new(TaskMarketReportWindowClosed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ReportWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTaskLanded represents a TaskLanded error raised by the TaskMarket contract.
type TaskMarketTaskLanded struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TaskLanded(bytes32 input)
func TaskMarketTaskLandedErrorID() common.Hash {
	return common.HexToHash("0xbd080508ddf29f84503b7c430b2fdd3dc115a25f87a97d8d477922479a543160")
}

// UnpackTaskLandedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TaskLanded(bytes32 input)
func (taskMarket *TaskMarket) UnpackTaskLandedError(raw []byte) (*TaskMarketTaskLanded, error) {
	out := new(TaskMarketTaskLanded)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TaskLanded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTaskOpen represents a TaskOpen error raised by the TaskMarket contract.
type TaskMarketTaskOpen struct {
	Input    [32]byte
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TaskOpen(bytes32 input, uint64 deadline)
func TaskMarketTaskOpenErrorID() common.Hash {
	return common.HexToHash("0x1e62d699454efd33e047d686690cace9671a4d8a6e53448b18d4e3786453aa98")
}

// UnpackTaskOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TaskOpen(bytes32 input, uint64 deadline)
func (taskMarket *TaskMarket) UnpackTaskOpenError(raw []byte) (*TaskMarketTaskOpen, error) {
	out := new(TaskMarketTaskOpen)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TaskOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTooLong represents a TooLong error raised by the TaskMarket contract.
type TaskMarketTooLong struct {
	Tokens *big.Int
	SeqLen *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooLong(uint256 tokens, uint256 seqLen)
func TaskMarketTooLongErrorID() common.Hash {
	return common.HexToHash("0xad8e4f3c02445389d1fc949112448bfe96a0eef67cb5f3def1a137d96f1fdc75")
}

// UnpackTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooLong(uint256 tokens, uint256 seqLen)
func (taskMarket *TaskMarket) UnpackTooLongError(raw []byte) (*TaskMarketTooLong, error) {
	out := new(TaskMarketTooLong)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketTransferFailed represents a TransferFailed error raised by the TaskMarket contract.
type TaskMarketTransferFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransferFailed()
func TaskMarketTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x90b8ec1877afffd816d05d9b13947f3ff18ec5851c38bad15ec2b710f92391b1")
}

// UnpackTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransferFailed()
func (taskMarket *TaskMarket) UnpackTransferFailedError(raw []byte) (*TaskMarketTransferFailed, error) {
	out := new(TaskMarketTransferFailed)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownClass represents a UnknownClass error raised by the TaskMarket contract.
type TaskMarketUnknownClass struct {
	Class [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownClass(bytes32 class)
func TaskMarketUnknownClassErrorID() common.Hash {
	return common.HexToHash("0x693b1355765b63ded79ce1754990c51844f6818cf0d4ba9d7669f9eeaeb71b0d")
}

// UnpackUnknownClassError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownClass(bytes32 class)
func (taskMarket *TaskMarket) UnpackUnknownClassError(raw []byte) (*TaskMarketUnknownClass, error) {
	out := new(TaskMarketUnknownClass)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownClass", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownPool represents a UnknownPool error raised by the TaskMarket contract.
type TaskMarketUnknownPool struct {
	Pool *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownPool(uint256 pool)
func TaskMarketUnknownPoolErrorID() common.Hash {
	return common.HexToHash("0x4fd97f149bcfc9b85f56e36cf18343454da3971ac7ec2bd7d066d019e0369e60")
}

// UnpackUnknownPoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownPool(uint256 pool)
func (taskMarket *TaskMarket) UnpackUnknownPoolError(raw []byte) (*TaskMarketUnknownPool, error) {
	out := new(TaskMarketUnknownPool)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownPool", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketUnknownTask represents a UnknownTask error raised by the TaskMarket contract.
type TaskMarketUnknownTask struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownTask(bytes32 input)
func TaskMarketUnknownTaskErrorID() common.Hash {
	return common.HexToHash("0x2e3abafda73ae9d45cfed93d49801db23684d982676257f1d826a93d4310a5e7")
}

// UnpackUnknownTaskError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownTask(bytes32 input)
func (taskMarket *TaskMarket) UnpackUnknownTaskError(raw []byte) (*TaskMarketUnknownTask, error) {
	out := new(TaskMarketUnknownTask)
	if err := taskMarket.abi.UnpackIntoInterface(out, "UnknownTask", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketZeroTreasury represents a ZeroTreasury error raised by the TaskMarket contract.
type TaskMarketZeroTreasury struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroTreasury()
func TaskMarketZeroTreasuryErrorID() common.Hash {
	return common.HexToHash("0x9c707f95a60e29fbb6fe20c99fbc90862c186af5d0555754856ae2e4cf5593cd")
}

// UnpackZeroTreasuryError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroTreasury()
func (taskMarket *TaskMarket) UnpackZeroTreasuryError(raw []byte) (*TaskMarketZeroTreasury, error) {
	out := new(TaskMarketZeroTreasury)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ZeroTreasury", raw); err != nil {
		return nil, err
	}
	return out, nil
}
