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
	SlaBlocks      uint64
	GraceBlocks    uint64
	ClaimWindow    uint64
	Bonus          *big.Int
	Treasury       common.Address
	FinalityBlocks uint64
	SlashBps       *big.Int
	ReporterBps    *big.Int
}

// TaskMarketMetaData contains all meta data concerning the TaskMarket contract.
var TaskMarketMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"consumer_\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"},{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"},{\"name\":\"s\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Shape\",\"components\":[{\"name\":\"dim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"hiddenDim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"layers\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"heads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"kvHeads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"headSize\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"vocab\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Terms\",\"components\":[{\"name\":\"slaBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"graceBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"claimWindow\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"treasury\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"finalityBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"slashBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reporterBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ACCEPTANCE_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MU_DEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"acceptanceDigest\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answeredAt\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"attnPerPos\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"baseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bonus\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"share\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"classify\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"consumer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeFor\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"finalityBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"graceBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"layers\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mu\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"b\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"perStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolOf\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Pool\",\"components\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openedAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"nonSigners\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claimed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pools\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"proveAnswered\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"operatorIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reclaim\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reportNoShow\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reported\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterCredit\",\"inputs\":[{\"name\":\"reporter\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"seqLen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setBaseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settleSingle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slaBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sweep\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"tasks\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"fee\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"rateWork\",\"type\":\"uint128\",\"internalType\":\"uint128\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"work\",\"inputs\":[{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AnswerProven\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BaseRateSet\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NoShowSlashed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reporter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"cut\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reward\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PoolOpened\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Reclaimed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SettleSkipped\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Swept\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskPaid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"work\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskSettled\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refund\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"mu\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyClaimed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyReported\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBonus\",\"inputs\":[{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSlashTerms\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BeforeDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ClaimWindowClosed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClaimWindowOpen\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closesAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FeeTooLow\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"given\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ForgedAcceptance\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"LateProof\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NonSignersMismatch\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotASigner\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAnswerOf\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotFinal\",\"inputs\":[{\"name\":\"readyAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotSigned\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NothingToWithdraw\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TaskLanded\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TooLong\",\"inputs\":[{\"name\":\"tokens\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TransferFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownClass\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"UnknownPool\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnknownTask\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}]",
	ID:  "TaskMarket",
	Bin: "0x6102a0604052348015610010575f5ffd5b50604051613f35380380613f3583398101604081905261002f91610382565b6103e88160600151118061004b575080516001600160401b0316155b1561007a5780606001516040516311715eab60e21b815260040161007191815260200190565b60405180910390fd5b6127108160c00151118061009357506127108160e00151115b156100b1576040516313a8aa9f60e31b815260040160405180910390fd5b60c0818101516101a05260e08201516101c052604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f9b40fb7d754d9fe491cf55741b8ccbe3b0c397f5fcb14c8806d10fdbb744626c918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201520160408051601f1981840301815291815281516020928301206101e0526001600160a01b03808716608090815286821660a09081523360c0529085015190911660e05283516001600160401b0390811661010052928401518316610120529083015182166101405282810151909116610160526060808301516101805290830151908301515f916101d89161045d565b90505f8360a0015184608001516101ef919061045d565b602085015185519192509061020590600361045d565b61020f919061045d565b61021a82600261045d565b61022584600261045d565b61022f919061047a565b855161023b919061045d565b610245919061047a565b6102005261025482600261045d565b61022052604084015161024052835160c0850151610272919061045d565b6102605250505060e00151610280525061048d9050565b6001600160a01b038116811461029d575f5ffd5b50565b60405161010081016001600160401b03811182821017156102cf57634e487b7160e01b5f52604160045260245ffd5b60405290565b80516001600160401b03811681146102eb575f5ffd5b919050565b5f6101008284031215610301575f5ffd5b6103096102a0565b9050610314826102d5565b8152610322602083016102d5565b6020820152610333604083016102d5565b604082015260608281015190820152608082015161035081610289565b608082015261036160a083016102d5565b60a082015260c0828101519082015260e09182015191810191909152919050565b5f5f5f5f848603610240811215610397575f5ffd5b85516103a281610289565b60208701519095506103b381610289565b9350610100603f19820112156103c7575f5ffd5b506103d06102a0565b604086810151825260608088015160208401526080808901519284019290925260a0808901519184019190915260c0808901519284019290925260e080890151918401919091526101008801519183019190915261012087015190820152915061043e8661014087016102f0565b905092959194509250565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761047457610474610449565b92915050565b8082018082111561047457610474610449565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e05161020051610220516102405161026051610280516138b16106845f395f818161056201528181610bec0152610c3c01525f81816107df0152610a4a01525f818161032b0152610af401525f81816107ac0152610a9601525f818161052f0152610abf01525f81816103cf015261173101525f81816106d50152611bfa01525f818161025e0152611b4701525f818161059501528181610b6a015261241201525f81816104e401528181612921015261296001525f81816108d5015281816115dc015261253901525f81816107790152818161137c01526113bc01525f81816106a201528181610d38015281816123cf0152612d8601525f818161046e015261166201525f8181610708015261245e01525f81816105f60152818161188501528181611b6901528181611c7f0152818161201c015281816121800152818161263f0152818161278001526129b601525f818161083101528181610cb70152818161110f0152818161118e0152818161125c0152818161143b0152818161196101528181611d3901528181611dbd01528181611efd01528181611f410152818161204b015281816129e801528181612a6801528181612c0901528181612cb3015261303901526138b15ff3fe608060405260043610610249575f3560e01c80638783a19411610134578063b5b68fce116100b3578063e462067511610078578063e4620675146108f7578063e579f50014610916578063e5a5dc3c146109b9578063e76d6a94146109d8578063f38a7f0b146109f7578063f8987fce14610a16575f5ffd5b8063b5b68fce14610853578063b68c8c7d14610872578063c42dd39c14610891578063c5c51dca146108b0578063c5d37ae1146108c4575f5ffd5b80639ee0a21e116100f95780639ee0a21e14610768578063a4abf4891461079b578063a802964f146107ce578063aa60e73314610801578063b4fd729614610820575f5ffd5b80638783a194146106915780638b69c810146106c45780638da5cb5b146106f757806393764cfd1461072a57806396afb36514610749575f5ffd5b8063403c5f85116101cb57806372d2ff6b1161019057806372d2ff6b1461051e57806374f69f9f1461055157806375b4d78c1461058457806378fa9e7a146105b75780637b103999146105e55780638396602114610618575f5ffd5b8063403c5f85146104075780635f9c4dea1461043257806361d027b31461045d57806370a08231146104a857806372c4b6f2146104d3575f5ffd5b80632137b6d2116102115780632137b6d21461034d57806325e546e9146103605780632c0b00c8146103935780633644e515146103be5780633ccfd60b146103f1575f5ffd5b80630681e6511461024d57806308f157f6146102935780630a8d9b86146102b2578063120aa877146102d15780631c80cc161461031a575b5f5ffd5b348015610258575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020015b60405180910390f35b34801561029e575f5ffd5b506102806102ad3660046130b8565b610a2b565b3480156102bd575f5ffd5b506102806102cc3660046130d8565b610b2c565b3480156102dc575f5ffd5b5061030a6102eb36600461311c565b600360209081525f928352604080842090915290825290205460ff1681565b604051901515815260200161028a565b348015610325575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b61028061035b36600461318d565b610bc0565b34801561036b575f5ffd5b506102807fdefc59d06034a5b360ddc087470eeff69b9d208d8d1a0bb68f5bf173cb9360be81565b34801561039e575f5ffd5b506102806103ad3660046131d9565b5f6020819052908152604090205481565b3480156103c9575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b3480156103fc575f5ffd5b50610405610e82565b005b348015610412575f5ffd5b506102806104213660046131d9565b60076020525f908152604090205481565b34801561043d575f5ffd5b5061028061044c3660046131f0565b60066020525f908152604090205481565b348015610468575f5ffd5b506104907f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161028a565b3480156104b3575f5ffd5b506102806104c23660046131f0565b60046020525f908152604090205481565b3480156104de575f5ffd5b506105067f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b03909116815260200161028a565b348015610529575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b34801561055c575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b34801561058f575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b3480156105c2575f5ffd5b5061030a6105d13660046131d9565b60056020525f908152604090205460ff1681565b3480156105f0575f5ffd5b506104907f000000000000000000000000000000000000000000000000000000000000000081565b348015610623575f5ffd5b506106376106323660046131d9565b610f61565b60405161028a91905f60c08201905063ffffffff83511682526001600160401b03602084015116602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b34801561069c575f5ffd5b506105067f000000000000000000000000000000000000000000000000000000000000000081565b3480156106cf575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b348015610702575f5ffd5b506104907f000000000000000000000000000000000000000000000000000000000000000081565b348015610735575f5ffd5b50610280610744366004613220565b611024565b348015610754575f5ffd5b506104056107633660046131d9565b6112f5565b348015610773575f5ffd5b506105067f000000000000000000000000000000000000000000000000000000000000000081565b3480156107a6575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b3480156107d9575f5ffd5b506102807f000000000000000000000000000000000000000000000000000000000000000081565b34801561080c575f5ffd5b5061040561081b3660046131d9565b611582565b34801561082b575f5ffd5b506104907f000000000000000000000000000000000000000000000000000000000000000081565b34801561085e575f5ffd5b5061028061086d3660046132cc565b6116ee565b34801561087d575f5ffd5b5061040561088c3660046132ed565b6117af565b34801561089c575f5ffd5b506102806108ab366004613220565b611d2b565b3480156108bb575f5ffd5b50600254610280565b3480156108cf575f5ffd5b506105067f000000000000000000000000000000000000000000000000000000000000000081565b348015610902575f5ffd5b5061040561091136600461333e565b611e6c565b348015610921575f5ffd5b506109786109303660046131d9565b600160208190525f918252604090912080549101546001600160a01b03821691600160a01b90046001600160401b0316906001600160801b0380821691600160801b90041684565b604080516001600160a01b0390951685526001600160401b0390931660208501526001600160801b039182169284019290925216606082015260800161028a565b3480156109c4575f5ffd5b506102806109d33660046133be565b6123b3565b3480156109e3575f5ffd5b506104056109f23660046130b8565b612453565b348015610a02575f5ffd5b50610280610a113660046133e6565b6124dd565b348015610a21575f5ffd5b506102806103e881565b5f806001610a398486613472565b610a439190613485565b9050610a6f7f000000000000000000000000000000000000000000000000000000000000000084613498565b6002610a7c836001613472565b610a869084613498565b610a9091906134af565b610aba907f0000000000000000000000000000000000000000000000000000000000000000613498565b610ae47f000000000000000000000000000000000000000000000000000000000000000084613498565b610aee9190613472565b610b18907f0000000000000000000000000000000000000000000000000000000000000000613498565b610b229190613472565b9150505b92915050565b5f83815260208190526040812054808203610b625760405163693b135560e01b8152600481018690526024015b60405180910390fd5b6103e8610b8f7f000000000000000000000000000000000000000000000000000000000000000082613472565b610b998686610a2b565b610ba39084613498565b610bad9190613498565b610bb791906134af565b95945050505050565b5f831580610bcc575082155b15610bea57604051632e11048160e11b815260040160405180910390fd5b7f0000000000000000000000000000000000000000000000000000000000000000610c158486613472565b1115610c6857610c258385613472565b604051632b6393cf60e21b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610b59565b5f610c74838686610b2c565b905080341015610ca0576040516378279ed960e11b815260048101829052346024820152604401610b59565b60405163540bc06360e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063a81780c690610cf0908990899089906004016134ce565b6020604051808303815f875af1158015610d0c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d30919061350a565b91505f610d5d7f000000000000000000000000000000000000000000000000000000000000000043613521565b90505f610d6a8787610a2b565b90506040518060800160405280336001600160a01b03168152602001836001600160401b03168152602001346001600160801b03168152602001825f5f8981526020019081526020015f2054610dc09190613498565b6001600160801b039081169091525f8681526001602081815260409283902085518154878401516001600160a01b039092166001600160e01b031990911617600160a01b6001600160401b039283160217825586850151606097880151908716600160801b9190971602959095179201919091558151348152908101859052918516908201528691339187917f6d4f41c05234caa124b70136d2e1545e475900286883ef0be854683a56051176910160405180910390a4505050949350505050565b335f9081526004602052604081205490819003610eb257604051630686827b60e51b815260040160405180910390fd5b335f818152600460205260408082208290555190919083908381818185875af1925050503d805f8114610f00576040519150601f19603f3d011682016040523d82523d5f602084013e610f05565b606091505b5050905080610f27576040516312171d8360e31b815260040160405180910390fd5b60405182815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5906020015b60405180910390a25050565b610fa36040518060c001604052805f63ffffffff1681526020015f6001600160401b031681526020015f81526020015f81526020015f81526020015f81525090565b60028281548110610fb657610fb6613540565b5f9182526020918290206040805160c0810182526005909302909101805463ffffffff811684526001600160401b036401000000009091041693830193909352600183015490820152600282015460608201526003820154608082015260049091015460a082015292915050565b5f82801580611034575061010081115b15611052576040516321af709760e21b815260040160405180910390fd5b5f816001600160401b0381111561106b5761106b613554565b604051908082528060200260200182016040528015611094578160200160208202803683370190505b5090505f5b828110156112545786865f8181106110b3576110b3613540565b905061012002016101000160208101906110cd919061357b565b63ffffffff168787838181106110e5576110e5613540565b905061012002016101000160208101906110ff919061357b565b63ffffffff1614158061116e57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031687878381811061114957611149613540565b90506101200201602001602081019061116291906131f0565b6001600160a01b031614155b1561118c576040516321af709760e21b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b38888848181106111cd576111cd613540565b905061012002016040518263ffffffff1660e01b81526004016111f09190613594565b602060405180830381865afa15801561120b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061122f919061350a565b82828151811061124157611241613540565b6020908102919091010152600101611099565b506112eb86867f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631c2420d1856040518263ffffffff1660e01b81526004016112a69190613624565b602060405180830381865afa1580156112c1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906112e5919061350a565b876128e4565b9695505050505050565b5f81815260016020818152604092839020835160808101855281546001600160a01b038116808352600160a01b9091046001600160401b0316938201939093529201546001600160801b0380821694840194909452600160801b900490921660608201529061137a57604051632e3abafd60e01b815260048101839052602401610b59565b7f000000000000000000000000000000000000000000000000000000000000000081602001516113aa9190613521565b6001600160401b0316431161141557817f000000000000000000000000000000000000000000000000000000000000000082602001516113ea9190613521565b604051638c50924160e01b815260048101929092526001600160401b03166024820152604401610b59565b61141e82613017565b80156114ae57506040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa158015611488573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114ac9190613666565b155b156114cf576040516317a100a160e31b815260048101839052602401610b59565b5f82815260016020818152604080842080546001600160e01b03191681559092018390558382015184516001600160a01b03168452600490915290822080546001600160801b03909216929091611527908490613472565b9091555050805160408083015190516001600160801b0390911681526001600160a01b039091169083907f15d3ff426f736ded7ea73283575f6dc42d6d4247faaa84108c3526511ddebbb79060200160405180910390a35050565b60025481106115a7576040516313f65fc560e21b815260048101829052602401610b59565b5f600282815481106115bb576115bb613540565b5f91825260208220600590910201805490925061160c906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691640100000000900416613472565b905080431161163857604051631aa0a7a160e01b81526004810184905260248101829052604401610b59565b5f8260040154836003015461164d9190613485565b9050826003015483600401819055508060045f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166001600160a01b031681526020019081526020015f205f8282546116ae9190613472565b909155505060405181815284907f8ca6abf6b1c0bd37b098133cb9c8a94eb36b3f0f859bbca87c56b032880f5b359060200160405180910390a250505050565b604080517fdefc59d06034a5b360ddc087470eeff69b9d208d8d1a0bb68f5bf173cb9360be60208201529081018390526001600160401b03821660608201525f907f0000000000000000000000000000000000000000000000000000000000000000906080016040516020818303038152906040528051906020012060405160200161179192919061190160f01b81526002810192909252602282015260420190565b60405160208183030381529060405280519060200120905092915050565b7f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08111156117f0576040516301d2625f60e11b815260040160405180910390fd5b5f60016117fd87876116ee565b604080515f8152602081018083529290925260ff871690820152606081018590526080810184905260a0016020604051602081039080840390855afa158015611848573d5f5f3e3d5ffd5b5050604051601f19015191505f90506001600160a01b038216156118f35760405163166f0ab960e31b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063b37855c890602401602060405180830381865afa1580156118ca573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118ee919061350a565b6118f5565b5f5b905080611915576040516301d2625f60e11b815260040160405180910390fd5b856001600160401b03164311611949576040516307acfc1f60e21b81526001600160401b0387166004820152602401610b59565b604051630e6a49b160e21b8152600481018890525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339a926c490602401602060405180830381865afa1580156119ae573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906119d2919061350a565b9050806119f557604051632e3abafd60e01b815260048101899052602401610b59565b60018114611a19576040516317a100a160e31b815260048101899052602401610b59565b60075f8984604051602001611a38929190918252602082015260400190565b6040516020818303038152906040528051906020012081526020019081526020015f20545f14611a8d576040516309f5963160e11b8152600481018990526001600160a01b0384166024820152604401610b59565b5f8884604051602001611ab39291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600590935291205490915060ff1615611b0d57604051631399fa2f60e21b8152600481018a90526001600160a01b0385166024820152604401610b59565b5f81815260056020526040808220805460ff1916600117905551630213119b60e51b81526001600160a01b038681166004830152612710917f0000000000000000000000000000000000000000000000000000000000000000917f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa158015611bae573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bd29190613685565b6001600160601b0316611be59190613498565b611bef91906134af565b90505f612710611c1f7f000000000000000000000000000000000000000000000000000000000000000084613498565b611c2991906134af565b335f90815260066020526040812080549293508392909190611c4c908490613472565b909155505060405163c61b4cc360e01b81526001600160a01b0387811660048301526001600160601b03841660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c61b4cc3906044015f604051808303815f87803b158015611cc0575f5ffd5b505af1158015611cd2573d5f5f3e3d5ffd5b505060408051858152602081018590523393506001600160a01b038a1692508e917fdec4fc48e82ba607eac3280a838677b7d6e739fc69174f45ae0267656969ab79910160405180910390a45050505050505050505050565b5f600183141580611d9857507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031684845f818110611d7357611d73613540565b905061012002016020016020810190611d8c91906131f0565b6001600160a01b031614155b15611db6576040516321af709760e21b815260040160405180910390fd5b611e6484847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b388885f818110611dfc57611dfc613540565b905061012002016040518263ffffffff1660e01b8152600401611e1f9190613594565b602060405180830381865afa158015611e3a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e5e919061350a565b856128e4565b949350505050565b60808401355f81815260016020526040812054600160a01b90046001600160401b031690819003611eb357604051632e3abafd60e01b815260048101839052602401610b59565b806001600160401b0316431115611ee857604051635888674b60e11b81526001600160401b0382166004820152602401610b59565b853546141580611f3957506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016611f2d60408801602089016131f0565b6001600160a01b031614155b80611fc757507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015611f9b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611fbf919061350a565b866060013514155b80611fd7575060c0860135600114155b80611ff9575043611ff06101208801610100890161357b565b63ffffffff1610155b1561201a5760405163863b4e9760e01b815260048101839052602401610b59565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a327f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b3896040518263ffffffff1660e01b81526004016120959190613594565b602060405180830381865afa1580156120b0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906120d4919061350a565b6120e66101208a016101008b0161357b565b886001600160801b6040518663ffffffff1660e01b815260040161210e9594939291906137aa565b6040805180830381865afa158015612128573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061214c91906137e2565b50505f5b838110156123aa575f85858381811061216b5761216b613540565b60200291909101359150506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327744928826121b86101208c016101008d0161357b565b6040516001600160e01b031960e085901b168152600481019290925263ffffffff166024820152604401602060405180830381865afa1580156121fd573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612221919061350a565b5f036122435760405163092e3a6960e41b815260048101829052602401610b59565b5f5b61225260c0890189613804565b9050811015612303578161226960c08a018a613804565b8381811061227957612279613540565b6040029190910135905061229060c08b018b613804565b848181106122a0576122a0613540565b905060400201602001356040516020016122c4929190918252602082015260400190565b60405160208183030381529060405280519060200120036122fb5760405163092e3a6960e41b815260048101839052602401610b59565b600101612245565b50604080516020808201879052818301849052825180830384018152606090920183528151918101919091205f81815260079092529181205490036123a0575f81815260076020526040902043905581857f4279c32cb539b41fc7673d920602fa063d0af3eef13d42776a0085d10e49e4c16123876101208d016101008e0161357b565b60405163ffffffff909116815260200160405180910390a35b5050600101612150565b50505050505050565b5f826001600160401b031682106123cd57506103e8610b26565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b031682846001600160401b031661240c9190613485565b612436907f0000000000000000000000000000000000000000000000000000000000000000613498565b61244091906134af565b61244c906103e8613472565b9392505050565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461249c576040516330cd747160e01b815260040160405180910390fd5b5f8281526020818152604091829020839055905182815283917fee5907976d31bde9a7737c7e11b06156620bf5a0993495c0871fc8934db537a09101610f55565b6002545f908410612504576040516313f65fc560e21b815260048101859052602401610b59565b5f6002858154811061251857612518613540565b5f918252602082206005909102018054909250612569906001600160401b037f0000000000000000000000000000000000000000000000000000000000000000811691640100000000900416613472565b90508043111561259657604051630972e7ff60e11b81526004810187905260248101829052604401610b59565b816001015485856040516020016125ae929190613849565b60405160208183030381529060405280519060200120146125e557604051632a13d52760e11b815260048101879052602401610b59565b5f86815260036020908152604080832033845290915290205460ff16156126285760405163732750ed60e11b815233600482015260248101879052604401610b59565b60405163166f0ab960e31b81523360048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b37855c890602401602060405180830381865afa15801561268c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126b0919061350a565b90505f5b8581101561275357818787838181106126cf576126cf613540565b9050604002015f01358888848181106126ea576126ea613540565b9050604002016020013560405160200161270e929190918252602082015260400190565b604051602081830303815290604052805190602001200361274b576040516308a79e7f60e11b815233600482015260248101899052604401610b59565b6001016126b4565b505f81156127f65783546040516304ee892560e31b81526004810184905263ffffffff90911660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632774492890604401602060405180830381865afa1580156127cd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906127f1919061350a565b6127f8565b5f5b9050805f03612823576040516308a79e7f60e11b815233600482015260248101899052604401610b59565b5f888152600360208181526040808420338552909152909120805460ff1916600117905560028501549085015461285b908390613498565b61286591906134af565b945084846004015f82825461287a9190613472565b9091555050335f908152600460205260408120805487929061289d908490613472565b9091555050604051858152339089907f4ec90e965519d92681267467f775ada5bd214aa92c0dc93d90a5e880ce9ed0269060200160405180910390a3505050509392505050565b5f5f85855f8181106128f8576128f8613540565b90506101200201610100016020810190612912919061357b565b905061294d6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001663ffffffff8316613472565b43116129b35761298c6001600160401b037f00000000000000000000000000000000000000000000000000000000000000001663ffffffff8316613472565b612997906001613472565b604051634480190960e01b8152600401610b5991815260200190565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a328684877f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612a42573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a66919061350a565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316630e0232ce6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612ac2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ae6919061350a565b6040518663ffffffff1660e01b8152600401612b069594939291906137aa565b6040805180830381865afa158015612b20573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b4491906137e2565b5060025493509050855f805b82811015612ec7575f8a8a83818110612b6b57612b6b613540565b61012002919091016080908101355f818152600160208181526040928390208351958601845280546001600160a01b038116808852600160a01b9091046001600160401b031692870192909252909101546001600160801b0380821693860193909352600160801b900490911660608401529093509091501580612c9757508b8b84818110612bfc57612bfc613540565b9050610120020160e001357f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166339a926c4846040518263ffffffff1660e01b8152600401612c5591815260200190565b602060405180830381865afa158015612c70573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612c94919061350a565b14155b80612d2457506040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa158015612d00573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d249190613666565b15612d5a5760405182907f200d8a3856f0b3ac28e96e826994097b6e5529ef52b756501f67935b539a5fe3905f90a25050612ebf565b5f828152600160208181526040832080546001600160e01b0319168155909101829055820151612dab907f00000000000000000000000000000000000000000000000000000000000000009061385c565b6001600160401b031690505f612dde8360200151838b63ffffffff1611612dd257836123b3565b8a63ffffffff166123b3565b90505f6103e88285606001516001600160801b0316612dfd9190613498565b612e0791906134af565b9050612e138188613472565b96508084604001516001600160801b0316612e2e9190613485565b84516001600160a01b03165f9081526004602052604081208054909190612e56908490613472565b925050819055508a857fc679ab8e75bf493833397fd1ab92375f212ff964d33f553f41a8a81c2d113f3f838488604001516001600160801b0316612e9a9190613485565b604080519283526020830191909152810186905260600160405180910390a350505050505b600101612b50565b50805f03612edc575f19945050505050611e64565b60026040518060c001604052808663ffffffff168152602001436001600160401b03168152602001888060c00190612f149190613804565b604051602001612f25929190613849565b60408051601f19818403018152918152815160209283012083528282018890528281018690525f60609384018190528554600180820188559682529083902085516005909202018054868501516001600160401b0316640100000000026bffffffffffffffffffffffff1990911663ffffffff9384161717815585830151968101969096558484015160028701556080850151600387015560a09094015160049095019490945583519288168352820184905291810185905286917f059012d98ed0e64c40cc6eca698fc7e42cefb7201a225f95e2266410ede9e4a6910160405180910390a250505050949350505050565b604051630e6a49b160e21b8152600481018290525f9081906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906339a926c490602401602060405180830381865afa15801561307e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130a2919061350a565b9050801580159061244c57506001141592915050565b5f5f604083850312156130c9575f5ffd5b50508035926020909101359150565b5f5f5f606084860312156130ea575f5ffd5b505081359360208301359350604090920135919050565b80356001600160a01b0381168114613117575f5ffd5b919050565b5f5f6040838503121561312d575f5ffd5b8235915061313d60208401613101565b90509250929050565b5f5f83601f840112613156575f5ffd5b5081356001600160401b0381111561316c575f5ffd5b6020830191508360208260051b8501011115613186575f5ffd5b9250929050565b5f5f5f5f606085870312156131a0575f5ffd5b84356001600160401b038111156131b5575f5ffd5b6131c187828801613146565b90989097506020870135966040013595509350505050565b5f602082840312156131e9575f5ffd5b5035919050565b5f60208284031215613200575f5ffd5b61244c82613101565b5f610160828403121561321a575f5ffd5b50919050565b5f5f5f60408486031215613232575f5ffd5b83356001600160401b03811115613247575f5ffd5b8401601f81018613613257575f5ffd5b80356001600160401b0381111561326c575f5ffd5b86602061012083028401011115613281575f5ffd5b6020918201945092508401356001600160401b038111156132a0575f5ffd5b6132ac86828701613209565b9150509250925092565b80356001600160401b0381168114613117575f5ffd5b5f5f604083850312156132dd575f5ffd5b8235915061313d602084016132b6565b5f5f5f5f5f60a08688031215613301575f5ffd5b85359450613311602087016132b6565b9350604086013560ff81168114613326575f5ffd5b94979396509394606081013594506080013592915050565b5f5f5f5f848603610160811215613353575f5ffd5b610120811215613361575f5ffd5b508493506101208501356001600160401b0381111561337e575f5ffd5b61338a87828801613209565b9350506101408501356001600160401b038111156133a6575f5ffd5b6133b287828801613146565b95989497509550505050565b5f5f604083850312156133cf575f5ffd5b6133d8836132b6565b946020939093013593505050565b5f5f5f604084860312156133f8575f5ffd5b8335925060208401356001600160401b03811115613414575f5ffd5b8401601f81018613613424575f5ffd5b80356001600160401b03811115613439575f5ffd5b8660208260061b840101111561344d575f5ffd5b939660209190910195509293505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610b2657610b2661345e565b81810381811115610b2657610b2661345e565b8082028115828204841417610b2657610b2661345e565b5f826134c957634e487b7160e01b5f52601260045260245ffd5b500490565b604080825281018390525f6001600160fb1b038411156134ec575f5ffd5b8360051b808660608501376020830193909352500160600192915050565b5f6020828403121561351a575f5ffd5b5051919050565b6001600160401b038181168382160190811115610b2657610b2661345e565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b803563ffffffff81168114613117575f5ffd5b5f6020828403121561358b575f5ffd5b61244c82613568565b8135815261012081016001600160a01b036135b160208501613101565b1660208301526001600160401b036135cb604085016132b6565b166040830152606083810135908301526080808401359083015260a0808401359083015260c0808401359083015260e080840135908301526136106101008401613568565b63ffffffff81166101008401525092915050565b602080825282518282018190525f918401906040840190835b8181101561365b57835183526020938401939092019160010161363d565b509095945050505050565b5f60208284031215613676575f5ffd5b8151801515811461244c575f5ffd5b5f60208284031215613695575f5ffd5b81516001600160601b038116811461244c575f5ffd5b8183526020830192505f815f5b848110156136e0578135865260208083013590870152604095860195909101906001016136b8565b5093949350505050565b80358252602080820135908301526040808201604084013760406080820160808401375f60c0820135601e19833603018112613724575f5ffd5b82016020810190356001600160401b0381111561373f575f5ffd5b8060061b3603821315613750575f5ffd5b61016060c0860152613767610160860182846136ab565b91505061377660e08401613568565b63ffffffff1660e0850152610100838101359085015261012080840135908501526101409283013592909301919091525090565b85815263ffffffff8516602082015260a060408201525f6137ce60a08301866136ea565b606083019490945250608001529392505050565b5f5f604083850312156137f3575f5ffd5b505080516020909101519092909150565b5f5f8335601e19843603018112613819575f5ffd5b8301803591506001600160401b03821115613832575f5ffd5b6020019150600681901b3603821315613186575f5ffd5b602081525f611e646020830184866136ab565b6001600160401b038281168282160390811115610b2657610b2661345e56fea2646970667358221220940d7d11d77f5dc80a0a3daedad14da73d734b28c48f70c84e5ee9036ae3592e64736f6c63430008250033",
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
// Solidity: constructor(address consumer_, address registry_, (uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256) s, (uint64,uint64,uint64,uint256,address,uint64,uint256,uint256) t) returns()
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

// PackAnsweredAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x403c5f85.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function answeredAt(bytes32 ) view returns(uint256)
func (taskMarket *TaskMarket) PackAnsweredAt(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("answeredAt", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAnsweredAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x403c5f85.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function answeredAt(bytes32 ) view returns(uint256)
func (taskMarket *TaskMarket) TryPackAnsweredAt(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("answeredAt", arg0)
}

// UnpackAnsweredAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x403c5f85.
//
// Solidity: function answeredAt(bytes32 ) view returns(uint256)
func (taskMarket *TaskMarket) UnpackAnsweredAt(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("answeredAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackFinalityBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72c4b6f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalityBlocks() view returns(uint64)
func (taskMarket *TaskMarket) PackFinalityBlocks() []byte {
	enc, err := taskMarket.abi.Pack("finalityBlocks")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalityBlocks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x72c4b6f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalityBlocks() view returns(uint64)
func (taskMarket *TaskMarket) TryPackFinalityBlocks() ([]byte, error) {
	return taskMarket.abi.Pack("finalityBlocks")
}

// UnpackFinalityBlocks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x72c4b6f2.
//
// Solidity: function finalityBlocks() view returns(uint64)
func (taskMarket *TaskMarket) UnpackFinalityBlocks(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("finalityBlocks", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyClaimed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyClaimedError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ClaimWindowClosed"].ID.Bytes()[:4]) {
		return taskMarket.UnpackClaimWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ClaimWindowOpen"].ID.Bytes()[:4]) {
		return taskMarket.UnpackClaimWindowOpenError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotSigned"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotSignedError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NothingToWithdraw"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TaskLanded"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTaskLandedError(raw[4:])
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
	return nil, errors.New("Unknown error")
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
	ReadyAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFinal(uint256 readyAt)
func TaskMarketNotFinalErrorID() common.Hash {
	return common.HexToHash("0x448019090153cb3aece9db4fa160b4804715e3d296cb60055e138526b564dec8")
}

// UnpackNotFinalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFinal(uint256 readyAt)
func (taskMarket *TaskMarket) UnpackNotFinalError(raw []byte) (*TaskMarketNotFinal, error) {
	out := new(TaskMarketNotFinal)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotFinal", raw); err != nil {
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
