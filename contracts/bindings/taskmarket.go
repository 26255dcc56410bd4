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
	DrawDelay   uint64
	Bonus       *big.Int
	Treasury    common.Address
	SlashBps    *big.Int
	ReporterBps *big.Int
}

// TaskMarketMetaData contains all meta data concerning the TaskMarket contract.
var TaskMarketMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"consumer_\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"},{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"},{\"name\":\"s\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Shape\",\"components\":[{\"name\":\"dim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"hiddenDim\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"layers\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"heads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"kvHeads\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"headSize\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"vocab\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Terms\",\"components\":[{\"name\":\"slaBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"graceBlocks\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"claimWindow\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"drawDelay\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"treasury\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"slashBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reporterBps\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ACCEPTANCE_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_SLA_BLOCKS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MU_DEN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accept\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"committee\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"acceptanceDigest\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"committee\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"acceptedStake\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"answeredValue\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"attnPerPos\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"baseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bonus\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"capacity\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketCapacity\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"share\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimSharded\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"share\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"classify\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"committeeSize\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"consumer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketConsumer\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"draw\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketDraw\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"drawBlock\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"drawDelay\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"drawn\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeFor\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fixDraw\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"header\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"graceBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"holding\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"layers\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"member\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mu\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"b\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"perStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"poolOf\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structTaskMarket.Pool\",\"components\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"openedAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"nonSigners\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claimed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pools\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"proveAnswered\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"operatorIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reclaim\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIMarketRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"releaseUnit\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reportNoShow\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"committee\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reported\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reporterCredit\",\"inputs\":[{\"name\":\"reporter\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"request\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"requestFor\",\"inputs\":[{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"seqLen\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setBaseRate\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setCapacity\",\"inputs\":[{\"name\":\"c\",\"type\":\"address\",\"internalType\":\"contractIMarketCapacity\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setDraw\",\"inputs\":[{\"name\":\"d\",\"type\":\"address\",\"internalType\":\"contractIMarketDraw\"},{\"name\":\"k\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settleSharded\",\"inputs\":[{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"ids\",\"type\":\"bytes32[][]\",\"internalType\":\"bytes32[][]\"},{\"name\":\"bounds\",\"type\":\"bytes32[2][]\",\"internalType\":\"bytes32[2][]\"}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settleSingle\",\"inputs\":[{\"name\":\"ts\",\"type\":\"tuple[]\",\"internalType\":\"structTransition[]\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slaBlocks\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sweep\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"taskClass\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tasks\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"fee\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"rateWork\",\"type\":\"uint128\",\"internalType\":\"uint128\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"work\",\"inputs\":[{\"name\":\"promptLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AnswerProven\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BaseRateSet\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"weiPerMac\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CapacitySet\",\"inputs\":[{\"name\":\"capacity\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Claimed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"CommitteeDrawn\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"drawBlock\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"randomness\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"members\",\"type\":\"bytes32[]\",\"indexed\":false,\"internalType\":\"bytes32[]\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DrawSet\",\"inputs\":[{\"name\":\"draw\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"committeeSize\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"NoShowSlashed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reporter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"cut\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"reward\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PoolOpened\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"indexed\":false,\"internalType\":\"uint32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"signedStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Reclaimed\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SettleSkipped\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Swept\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskPaid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"work\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TaskSettled\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"pool\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"payout\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refund\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"mu\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"UnitHeld\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"UnitReleased\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"class\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"who\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AcceptanceExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AlreadyAccepted\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AlreadyClaimed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyDrawn\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyPaid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"AlreadyReported\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"Answered\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadBonus\",\"inputs\":[{\"name\":\"bonus\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadDrawDelay\",\"inputs\":[{\"name\":\"drawDelay\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"BadSlashTerms\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BeforeDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"CapacityAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"CapacityUnset\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ClaimWindowClosed\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClaimWindowOpen\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"closesAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ConsumerInput\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"DeadlineMismatch\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"taskDeadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"DrawAlreadySet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"DrawUnset\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EmptyRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FeeTooLow\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"given\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ForgedAcceptance\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"LateProof\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"NonSignersMismatch\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotASigner\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAnswerOf\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotDrawn\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotFinal\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotHeld\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotShardedLanding\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotSigned\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NothingToWithdraw\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReportWindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TaskLanded\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"TaskOpen\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"TooEarly\",\"inputs\":[{\"name\":\"drawBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TooLong\",\"inputs\":[{\"name\":\"tokens\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"seqLen\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"TransferFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnknownClass\",\"inputs\":[{\"name\":\"class\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"UnknownPool\",\"inputs\":[{\"name\":\"pool\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnknownTask\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ZeroPayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroTreasury\",\"inputs\":[]}]",
	ID:  "TaskMarket",
	Bin: "0x6102c0604052348015610010575f5ffd5b5060405161675f38038061675f83398101604081905261002f91610435565b8383825f0151836020015184606001518560c001518660e0015161271082118061005a575061271081115b15610078576040516313a8aa9f60e31b815260040160405180910390fd5b6002836001600160401b031610806100a25750846001600160401b0316836001600160401b031610155b806100b6575060c86001600160401b038616115b156100e457604051635f76126760e01b81526001600160401b03841660048201526024015b60405180910390fd5b6001600160a01b03808816608052861660a0523360c0526001600160401b0380861660e05284811661010052831661012052610140829052610160819052466101a0526101ce604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f9b40fb7d754d9fe491cf55741b8ccbe3b0c397f5fcb14c8806d10fdbb744626c918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6101808181525050505050505050506103e8816080015111806101f9575080516001600160401b0316155b1561021f5780608001516040516311715eab60e21b81526004016100db91815260200190565b60a08101516001600160a01b031661024a57604051639c707f9560e01b815260040160405180910390fd5b60a0808201516001600160a01b03166101c05260408201516001600160401b03166101e05260808201516102005282015160608301515f9161028b91610510565b90505f8360a0015184608001516102a29190610510565b60208501518551919250906102b8906003610510565b6102c29190610510565b6102cd826002610510565b6102d8846002610510565b6102e2919061052d565b85516102ee9190610510565b6102f8919061052d565b61022052610307826002610510565b61024052604084015161026052835160c08501516103259190610510565b6102805250505060e001516102a052506105409050565b6001600160a01b0381168114610350575f5ffd5b50565b60405161010081016001600160401b038111828210171561038257634e487b7160e01b5f52604160045260245ffd5b60405290565b80516001600160401b038116811461039e575f5ffd5b919050565b5f61010082840312156103b4575f5ffd5b6103bc610353565b90506103c782610388565b81526103d560208301610388565b60208201526103e660408301610388565b60408201526103f760608301610388565b60608201526080828101519082015260a08201516104148161033c565b60a082015260c0828101519082015260e09182015191810191909152919050565b5f5f5f5f84860361024081121561044a575f5ffd5b85516104558161033c565b60208701519095506104668161033c565b9350610100603f198201121561047a575f5ffd5b50610483610353565b604086810151825260608088015160208401526080808901519284019290925260a0808901519184019190915260c0808901519284019290925260e08089015191840191909152610100880151918301919091526101208701519082015291506104f18661014087016103a3565b905092959194509250565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610527576105276104fc565b92915050565b80820180821115610527576105276104fc565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c0516101e05161020051610220516102405161026051610280516102a051615f996107c65f395f818161077501528181613a5d0152613aad01525f8181610ae40152610dd901525f81816104fa0152610e8301525f8181610a920152610e2501525f81816107420152610e4e01525f81816107a801528181610ef901526132e501525f8181610c260152614e5001525f81816106e401526129f101525f61105901525f61112d01525f8181610926015261428f01525f81816103cd015261425501525f8181610a5f0152610f9201525f81816109fe015281816117e20152818161181f01528181611e8e01528181611ece015261371a01525f81816108f301528181610fbc0152818161132d015281816132a20152613c7b01525f8181610959015281816119f80152818161332a015261394401525f8181610809015281816126be01528181612b1a01528181612edc0152818161304001528181613600015281816136e70152818161382101528181613f7d015281816141d701528181614314015281816143f00152614f6001525f8181610b7401528181611533015281816115f60152818161173f01528181611b4f01528181611c1e01528181611d5601528181611df101528181612171015281816121f6015281816122e601528181612392015281816124a401528181612569015281816127d901528181612c4701528181612dbd01528181612e0101528181612f0b01528181613b2801528181613bbe01528181613dfd01528181614422015281816144a2015281816147100152818161479b0152818161488d01528181614a4d0152614bf00152615f995ff3fe608060405260043610610387575f3560e01c8063839f05ab116101d3578063aa60e733116100fd578063e46206751161009d578063e9414efe1161006d578063e9414efe14610d48578063f38a7f0b14610d67578063f8987fce14610d86578063fac3c06c14610d9b575f5ffd5b8063e462067514610c48578063e579f50014610c67578063e5a5dc3c14610d0a578063e76d6a9414610d29575f5ffd5b8063b516d56c116100d8578063b516d56c14610b96578063c42dd39c14610be2578063c5c51dca14610c01578063c5d37ae114610c15575f5ffd5b8063aa60e73314610b25578063afa4517a14610b44578063b4fd729614610b63575f5ffd5b80639cf4364b11610173578063a4abf48911610143578063a4abf48914610a81578063a739abb114610ab4578063a802964f14610ad3578063a91ebf9b14610b06575f5ffd5b80639cf4364b146109d85780639ee0a21e146109ed578063a12f9b1a14610a20578063a3171a5614610a4e575f5ffd5b80638da5cb5b116101ae5780638da5cb5b14610948578063915d39d71461097b57806393764cfd1461099a57806396afb365146109b9575f5ffd5b8063839f05ab146108c35780638783a194146108e25780638b69c81014610915575f5ffd5b80633ccfd60b116102b457806370a082311161025457806378fa9e7a1161022457806378fa9e7a146107ca5780637b103999146107f8578063832666d21461082b578063839660211461084a575f5ffd5b806370a082311461070657806372d2ff6b1461073157806374f69f9f1461076457806375b4d78c14610797575f5ffd5b80635cfc1a511161028f5780635cfc1a511461065e5780635f9c4dea1461067d578063603c5e1a146106a857806361d027b3146106d3575f5ffd5b80633ccfd60b146105fe578063403cfd201461061457806348ee3acb14610633575f5ffd5b80631c80cc161161032a57806325e546e9116102fa57806325e546e9146105615780632c0b00c81461059457806330fc0497146105bf5780633644e515146105ea575f5ffd5b80631c80cc16146104e95780631e1299a41461051c5780632137b6d21461053b57806323c70ab71461054e575f5ffd5b80630a8d9b86116103655780630a8d9b861461041c5780630eecae211461043b578063120aa87714610472578063126d66fd146104bb575f5ffd5b80630165f6dd1461038b5780630681e651146103bc57806308f157f6146103fd575b5f5ffd5b348015610396575f5ffd5b5061039f60c881565b6040516001600160401b0390911681526020015b60405180910390f35b3480156103c7575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020016103b3565b348015610408575f5ffd5b506103ef610417366004615233565b610dba565b348015610427575f5ffd5b506103ef610436366004615253565b610ebb565b348015610446575f5ffd5b5060085461045a906001600160a01b031681565b6040516001600160a01b0390911681526020016103b3565b34801561047d575f5ffd5b506104ab61048c366004615293565b600e60209081525f928352604080842090915290825290205460ff1681565b60405190151581526020016103b3565b3480156104c6575f5ffd5b506104ab6104d53660046152c1565b600b6020525f908152604090205460ff1681565b3480156104f4575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b348015610527575f5ffd5b506103ef6105363660046152c1565b610f4f565b6103ef61054936600461531f565b611009565b6103ef61055c36600461536b565b611017565b34801561056c575f5ffd5b506103ef7f153831368a23fbb59875595741592b73826d1bb711179f0085dde8bc89ea746a81565b34801561059f575f5ffd5b506103ef6105ae3660046152c1565b600c6020525f908152604090205481565b3480156105ca575f5ffd5b506103ef6105d93660046152c1565b600a6020525f908152604090205481565b3480156105f5575f5ffd5b506103ef611056565b348015610609575f5ffd5b5061061261114f565b005b34801561061f575f5ffd5b5061061261062e3660046153d0565b61122e565b34801561063e575f5ffd5b506103ef61064d3660046152c1565b60046020525f908152604090205481565b348015610669575f5ffd5b5060035461045a906001600160a01b031681565b348015610688575f5ffd5b506103ef610697366004615475565b60026020525f908152604090205481565b3480156106b3575f5ffd5b506103ef6106c23660046152c1565b60076020525f908152604090205481565b3480156106de575f5ffd5b5061045a7f000000000000000000000000000000000000000000000000000000000000000081565b348015610711575f5ffd5b506103ef610720366004615475565b600f6020525f908152604090205481565b34801561073c575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b34801561076f575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b3480156107a2575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b3480156107d5575f5ffd5b506104ab6107e43660046152c1565b60016020525f908152604090205460ff1681565b348015610803575f5ffd5b5061045a7f000000000000000000000000000000000000000000000000000000000000000081565b348015610836575f5ffd5b506106126108453660046154ab565b6114d3565b348015610855575f5ffd5b506108696108643660046152c1565b61187c565b6040516103b391905f60c08201905063ffffffff83511682526001600160401b03602084015116602083015260408301516040830152606083015160608301526080830151608083015260a083015160a083015292915050565b3480156108ce575f5ffd5b506103ef6108dd366004615506565b61193f565b3480156108ed575f5ffd5b5061039f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610920575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b348015610953575f5ffd5b5061045a7f000000000000000000000000000000000000000000000000000000000000000081565b348015610986575f5ffd5b50610612610995366004615475565b6119ed565b3480156109a5575f5ffd5b506103ef6109b4366004615550565b611ad0565b3480156109c4575f5ffd5b506106126109d33660046152c1565b611cad565b3480156109e3575f5ffd5b506103ef60095481565b3480156109f8575f5ffd5b5061039f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610a2b575f5ffd5b506104ab610a3a3660046152c1565b60056020525f908152604090205460ff1681565b348015610a59575f5ffd5b5061039f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610a8c575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b348015610abf575f5ffd5b50610612610ace366004615293565b611fd7565b348015610ade575f5ffd5b506103ef7f000000000000000000000000000000000000000000000000000000000000000081565b348015610b11575f5ffd5b506103ef610b20366004615637565b6120df565b348015610b30575f5ffd5b50610612610b3f3660046152c1565b61298f565b348015610b4f575f5ffd5b506103ef610b5e3660046156a8565b612a73565b348015610b6e575f5ffd5b5061045a7f000000000000000000000000000000000000000000000000000000000000000081565b348015610ba1575f5ffd5b50610bca610bb03660046152c1565b60066020525f90815260409020546001600160601b031681565b6040516001600160601b0390911681526020016103b3565b348015610bed575f5ffd5b506103ef610bfc366004615550565b612c02565b348015610c0c575f5ffd5b50600d546103ef565b348015610c20575f5ffd5b5061039f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610c53575f5ffd5b50610612610c623660046156ef565b612d2c565b348015610c72575f5ffd5b50610cc9610c813660046152c1565b5f60208190529081526040902080546001909101546001600160a01b03821691600160a01b90046001600160401b0316906001600160801b0380821691600160801b90041684565b604080516001600160a01b0390951685526001600160401b0390931660208501526001600160801b03918216928401929092521660608201526080016103b3565b348015610d15575f5ffd5b506103ef610d24366004615768565b613286565b348015610d34575f5ffd5b50610612610d43366004615233565b61331f565b348015610d53575f5ffd5b50610612610d623660046154ab565b6133ac565b348015610d72575f5ffd5b506103ef610d81366004615790565b6137e6565b348015610d91575f5ffd5b506103ef6103e881565b348015610da6575f5ffd5b50610612610db53660046157ca565b613939565b5f806001610dc884866157fa565b610dd2919061580d565b9050610dfe7f000000000000000000000000000000000000000000000000000000000000000084615820565b6002610e0b8360016157fa565b610e159084615820565b610e1f9190615837565b610e49907f0000000000000000000000000000000000000000000000000000000000000000615820565b610e737f000000000000000000000000000000000000000000000000000000000000000084615820565b610e7d91906157fa565b610ea7907f0000000000000000000000000000000000000000000000000000000000000000615820565b610eb191906157fa565b9150505b92915050565b5f838152600c6020526040812054808203610ef15760405163693b135560e01b8152600481018690526024015b60405180910390fd5b6103e8610f1e7f0000000000000000000000000000000000000000000000000000000000000000826157fa565b610f288686610dba565b610f329084615820565b610f3c9190615820565b610f469190615837565b95945050505050565b5f81815260208190526040812054600160a01b90046001600160401b0316808203610f9057604051632e3abafd60e01b815260048101849052602401610ee8565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b03167f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316826001600160401b0316610ff8919061580d565b61100291906157fa565b9392505050565b5f610f468585858533613a31565b5f6001600160a01b03821661103f5760405163a26bef6960e01b815260040160405180910390fd5b61104c8686868686613a31565b9695505050505050565b5f7f0000000000000000000000000000000000000000000000000000000000000000461461112a57611125604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f9b40fb7d754d9fe491cf55741b8ccbe3b0c397f5fcb14c8806d10fdbb744626c918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b905090565b507f000000000000000000000000000000000000000000000000000000000000000090565b335f908152600f60205260408120549081900361117f57604051630686827b60e51b815260040160405180910390fd5b335f818152600f60205260408082208290555190919083908381818185875af1925050503d805f81146111cd576040519150601f19603f3d011682016040523d82523d5f602084013e6111d2565b606091505b50509050806111f4576040516312171d8360e31b815260040160405180910390fd5b60405182815233907f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5906020015b60405180910390a25050565b6008546001600160a01b031680611258576040516327605ebb60e01b815260040160405180910390fd5b5f86815260208190526040812054600160a01b90046001600160401b03169061128088610f4f565b90508043116112a557604051630a8d68c960e21b815260048101829052602401610ee8565b5f88836040516020016112cb9291909182526001600160401b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600a9093529120549091501561131357604051635377d44b60e11b8152600481018a9052602401610ee8565b5f806001600160a01b038616638da2f9f08c868d8d6113527f00000000000000000000000000000000000000000000000000000000000000008c615856565b8e8e6009546040518963ffffffff1660e01b815260040161137a9897969594939291906158a5565b5f60405180830381865afa158015611394573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526113bb9190810190615924565b91509150806040516020016113d091906159f6565b60408051601f1981840301815291815281516020928301205f868152600a909352908220555b8151811015611487576001600b5f8e8986868151811061141857611418615a2b565b602002602001015160405160200161144c939291909283526001600160401b03919091166020830152604082015260600190565b60408051808303601f190181529181528151602092830120835290820192909252015f20805460ff19169115159190911790556001016113f6565b508a7f297aca56028775f8de6849236877a203f67bc8c815654856c8771a36bc3c9318868685856040516114be9493929190615a79565b60405180910390a25050505050505050505050565b5f5f6114e3888888888888613ea7565b91509150866001600160401b0316431161151b576040516307acfc1f60e21b81526001600160401b0388166004820152602401610ee8565b604051630e6a49b160e21b8152600481018990525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339a926c490602401602060405180830381865afa158015611580573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115a49190615aa6565b9050806115c757604051632e3abafd60e01b8152600481018a9052602401610ee8565b60018114801590819061166a5750604051638b0beca960e01b8152600481018b90526001600160401b038a16907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690638b0beca990602401602060405180830381865afa158015611643573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116679190615aa6565b11155b1561168b576040516317a100a160e31b8152600481018b9052602401610ee8565b5f60075f8c8c876040516020016116be939291909283526001600160401b03919091166020830152604082015260600190565b6040516020818303038152906040528051906020012081526020019081526020015f205490505f5f1b81146117d5578115806116f957508281145b15611729576040516309f5963160e11b8152600481018c90526001600160a01b0386166024820152604401610ee8565b604051636d1b436f60e11b8152600481018c90527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa15801561178c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117b09190615abd565b6117d05760405163c82dbb6760e01b8152600481018c9052602401610ee8565b611864565b61180b6001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116908c166157fa565b431115611864576118486001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116908c166157fa565b60405163058fab2d60e51b8152600401610ee891815260200190565b61186f8b8b876140fa565b5050505050505050505050565b6118be6040518060c001604052805f63ffffffff1681526020015f6001600160401b031681526020015f81526020015f81526020015f81526020015f81525090565b600d82815481106118d1576118d1615a2b565b5f9182526020918290206040805160c0810182526005909302909101805463ffffffff811684526001600160401b036401000000009091041693830193909352600183015490820152600282015460608201526003820154608082015260049091015460a082015292915050565b5f611948611056565b604080517f153831368a23fbb59875595741592b73826d1bb711179f0085dde8bc89ea746a60208201529081018690526001600160401b03851660608201526080810184905260a001604051602081830303815290604052805190602001206040516020016119ce92919061190160f01b81526002810192909252602282015260420190565b6040516020818303038152906040528051906020012090509392505050565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611a36576040516330cd747160e01b815260040160405180910390fd5b6003546001600160a01b031615611a6057604051636f6939df60e01b815260040160405180910390fd5b6001600160a01b038116611a8757604051630dfd3a6760e21b815260040160405180910390fd5b600380546001600160a01b0319166001600160a01b0383169081179091556040517fcd1b1081052ef07be280fdac99525c715040f42d29ce776f25ef931161b586f6905f90a250565b5f82801580611ae0575061010081115b15611afe576040516321af709760e21b815260040160405180910390fd5b5f816001600160401b03811115611b1757611b17615910565b604051908082528060200260200182016040528015611b40578160200160208202803683370190505b5090505f5b82811015611c15577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b3888884818110611b8e57611b8e615a2b565b905061012002016040518263ffffffff1660e01b8152600401611bb19190615aef565b602060405180830381865afa158015611bcc573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bf09190615aa6565b828281518110611c0257611c02615a2b565b6020908102919091010152600101611b45565b5061104c8686837f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631c2420d1866040518263ffffffff1660e01b8152600401611c689190615b7f565b602060405180830381865afa158015611c83573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ca79190615aa6565b886143bd565b5f8181526020818152604091829020825160808101845281546001600160a01b038116808352600160a01b9091046001600160401b0316938201939093526001909101546001600160801b0380821694830194909452600160801b90049092166060830152611d3257604051632e3abafd60e01b815260048101839052602401610ee8565b611d3b82614a2b565b15611e8c576040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa158015611da3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611dc79190615abd565b158015611e665750604051630fe381dd60e31b8152600481018390526002906001600160e01b03907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637f1c0ee890602401602060405180830381865afa158015611e3e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e629190615aa6565b1614155b15611e87576040516317a100a160e31b815260048101839052602401610ee8565b611f27565b7f00000000000000000000000000000000000000000000000000000000000000008160200151611ebc9190615b91565b6001600160401b03164311611f2757817f00000000000000000000000000000000000000000000000000000000000000008260200151611efc9190615b91565b604051638c50924160e01b815260048101929092526001600160401b03166024820152604401610ee8565b5f8281526020818152604080832080546001600160e01b03191681556001018390558381015184516001600160a01b03168452600f909252822080546001600160801b03909216929091611f7c9084906157fa565b9091555050805160408083015190516001600160801b0390911681526001600160a01b039091169083907f15d3ff426f736ded7ea73283575f6dc42d6d4247faaa84108c3526511ddebbb79060200160405180910390a35050565b5f8282604051602001611ffd9291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600590935291205490915060ff1661205657604051631a35884d60e11b8152600481018490526001600160a01b0383166024820152604401610ee8565b5f83815260208190526040902054600160a01b90046001600160401b0316801580159061208c5750806001600160401b03164311155b801561209e575061209c84614a2b565b155b156120ce57604051631e62d69960e01b8152600481018590526001600160401b0382166024820152604401610ee8565b6120d9828585614acc565b50505050565b6080858101355f818152602081815260408083208151958601825280546001600160a01b038116808852600160a01b9091046001600160401b031693870193909352600101546001600160801b0380821692870192909252600160801b900416606085015290929061216757604051632e3abafd60e01b815260048101839052602401610ee8565b6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166121a160408a0160208b01615475565b6001600160a01b0316146121cb57604051637d041a4d60e11b815260048101839052602401610ee8565b5f6121de6101208a016101008b01615bb0565b90505f851580156121ef5750600188145b156122e3577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663e7618157838b8b5f81811061223657612236615a2b565b90506020028101906122489190615bc9565b604051602001612259929190615c0e565b604051602081830303815290604052805190602001206040518363ffffffff1660e01b815260040161229d92919063ffffffff929092168252602082015260400190565b602060405180830381865afa1580156122b8573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122dc9190615aa6565b905061249e565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c423ce3f6040518163ffffffff1660e01b8152600401602060405180830381865afa158015612340573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123649190615c35565b90506001600160a01b03811661239057604051637d041a4d60e11b815260048101869052602401610ee8565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316634a1f14ef84836001600160a01b03166339bfa10b8e8e8e8e6040518563ffffffff1660e01b81526004016123f29493929190615c7d565b602060405180830381865afa15801561240d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124319190615aa6565b6040516001600160e01b031960e085901b16815263ffffffff9290921660048301526024820152604401602060405180830381865afa158015612476573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061249a9190615aa6565b9150505b612533847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b38d6040518263ffffffff1660e01b81526004016124ee9190615aef565b602060405180830381865afa158015612509573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061252d9190615aa6565b83614ba0565b61255357604051637d041a4d60e11b815260048101859052602401610ee8565b604051636d1b436f60e11b8152600481018590527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa1580156125b6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125da9190615abd565b6125fa5760405163c82dbb6760e01b815260048101859052602401610ee8565b5f84815260208190526040812080546001600160e01b0319168155600101819055606090805b8a8110156127af57828c8c8381811061263b5761263b615a2b565b905060200281019061264d9190615bc9565b60405160200161265e929190615c0e565b60408051601f198184030181529082905261267c9291602001615d3f565b60405160208183030381529060405292505f5b8c8c838181106126a1576126a1615a2b565b90506020028101906126b39190615bc9565b90508110156127a6577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663277449288e8e858181106126fd576126fd615a2b565b905060200281019061270f9190615bc9565b8481811061271f5761271f615a2b565b90506020020135886040518363ffffffff1660e01b815260040161275392919091825263ffffffff16602082015260400190565b602060405180830381865afa15801561276e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906127929190615aa6565b61279c90846157fa565b925060010161268f565b50600101612620565b506020850151604051638b0beca960e01b8152600481018890525f91612843916001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690638b0beca9906024015b602060405180830381865afa15801561281f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d249190615aa6565b90505f6103e88288606001516001600160801b03166128629190615820565b61286c9190615837565b90508087604001516001600160801b0316612887919061580d565b87516001600160a01b03165f908152600f6020526040812080549091906128af9084906157fa565b92505081905550600d80549050985088887fc679ab8e75bf493833397fd1ab92375f212ff964d33f553f41a8a81c2d113f3f83848b604001516001600160801b03166128fb919061580d565b604080519283526020830191909152810186905260600160405180910390a361297e867f4f4013143a1522c305acba1b17ac6f42e5675645ed0a880551ef89380de5a9268680519060200120604051602001612961929190918252602082015260400190565b604051602081830303815290604052805190602001208584614c6c565b505050505050505095945050505050565b5f5f61299a83614df2565b915091508043116129c857604051631aa0a7a160e01b81526004810184905260248101829052604401610ee8565b5f826004015483600301546129dd919061580d565b600384015460048501556001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000165f908152600f6020526040812080549293508392909190612a339084906157fa565b909155505060405181815284907f8ca6abf6b1c0bd37b098133cb9c8a94eb36b3f0f859bbca87c56b032880f5b359060200160405180910390a250505050565b5f5f612af8857f4f4013143a1522c305acba1b17ac6f42e5675645ed0a880551ef89380de5a9268686604051602001612aad929190615c0e565b60405160208183030381529060405280519060200120604051602001612add929190918252602082015260400190565b60405160208183030381529060405280519060200120614e87565b60405163166f0ab960e31b81523360048201529091505f906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b37855c890602401602060405180830381865afa158015612b5f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612b839190615aa6565b90505f5b8481108015612bae575081868683818110612ba457612ba4615a2b565b9050602002013514155b15612bc357612bbc81615d5b565b9050612b87565b848103612bec576040516308a79e7f60e11b815233600482015260248101889052604401610ee8565b612bf7878484614f33565b979650505050505050565b5f60018314612c24576040516321af709760e21b815260040160405180910390fd5b6040805160018082528183019092525f91602080830190803683370190505090507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b386865f818110612c8657612c86615a2b565b905061012002016040518263ffffffff1660e01b8152600401612ca99190615aef565b602060405180830381865afa158015612cc4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ce89190615aa6565b815f81518110612cfa57612cfa615a2b565b602002602001018181525050610f46858583845f81518110612d1e57612d1e615a2b565b6020026020010151876143bd565b60808401355f81815260208190526040812054600160a01b90046001600160401b031690819003612d7357604051632e3abafd60e01b815260048101839052602401610ee8565b806001600160401b0316431115612da857604051635888674b60e11b81526001600160401b0382166004820152602401610ee8565b853546141580612df957506001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016612ded6040880160208901615475565b6001600160a01b031614155b80612e8757507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015612e5b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612e7f9190615aa6565b866060013514155b80612e97575060c0860135600114155b80612eb9575043612eb061012088016101008901615bb0565b63ffffffff1610155b15612eda5760405163863b4e9760e01b815260048101839052602401610ee8565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a327f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635d9097b3896040518263ffffffff1660e01b8152600401612f559190615aef565b602060405180830381865afa158015612f70573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612f949190615aa6565b612fa66101208a016101008b01615bb0565b886001600160801b6040518663ffffffff1660e01b8152600401612fce959493929190615e68565b6040805180830381865afa158015612fe8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061300c9190615ea0565b50505f5b8381101561327d575f85858381811061302b5761302b615a2b565b60200291909101359150506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000166327744928826130786101208c016101008d01615bb0565b6040516001600160e01b031960e085901b168152600481019290925263ffffffff166024820152604401602060405180830381865afa1580156130bd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130e19190615aa6565b5f036131035760405163092e3a6960e41b815260048101829052602401610ee8565b5f5b61311260c0890189615ec2565b90508110156131c3578161312960c08a018a615ec2565b8381811061313957613139615a2b565b6040029190910135905061315060c08b018b615ec2565b8481811061316057613160615a2b565b90506040020160200135604051602001613184929190918252602082015260400190565b60405160208183030381529060405280519060200120036131bb5760405163092e3a6960e41b815260048101839052602401610ee8565b600101613105565b506040805160208082018790526001600160401b03861682840152606080830185905283518084039091018152608090920183528151918101919091205f818152600790925291902054613273575f81815260076020526040902060e08a0135905581857f4279c32cb539b41fc7673d920602fa063d0af3eef13d42776a0085d10e49e4c161325a6101208d016101008e01615bb0565b60405163ffffffff909116815260200160405180910390a35b5050600101613010565b50505050505050565b5f826001600160401b031682106132a057506103e8610eb5565b7f00000000000000000000000000000000000000000000000000000000000000006001600160401b031682846001600160401b03166132df919061580d565b613309907f0000000000000000000000000000000000000000000000000000000000000000615820565b6133139190615837565b611002906103e86157fa565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614613368576040516330cd747160e01b815260040160405180910390fd5b5f828152600c6020526040908190208290555182907fee5907976d31bde9a7737c7e11b06156620bf5a0993495c0871fc8934db537a0906112229084815260200190565b6003546001600160a01b0316806133d657604051630dfd3a6760e21b815260040160405180910390fd5b5f87815260208190526040812054600160a01b90046001600160401b03169081900361341857604051632e3abafd60e01b815260048101899052602401610ee8565b806001600160401b0316876001600160401b03161461345d57604051637ba72f7b60e01b81526001600160401b03808916600483015282166024820152604401610ee8565b5f61346c898989898989613ea7565b509050876001600160401b03164311156134a45760405163129981f360e31b81526001600160401b0389166004820152602401610ee8565b6134ad89614a2b565b156134ce576040516317a100a160e31b8152600481018a9052602401610ee8565b5f89826040516020016134f49291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600590935291205490915060ff161561354e576040516377dc216960e11b8152600481018b90526001600160a01b0383166024820152604401610ee8565b5f818152600560209081526040808320805460ff191660011790558c83526004918290529182902054915163df28972760e01b81526001600160a01b0387169163df289727916135b69187918691016001600160a01b03929092168252602082015260400190565b5f604051808303815f87803b1580156135cd575f5ffd5b505af11580156135df573d5f5f3e3d5ffd5b5050604051630213119b60e51b81526001600160a01b0386811660048301527f000000000000000000000000000000000000000000000000000000000000000016925063426233609150602401602060405180830381865afa158015613647573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061366b9190615f07565b60408051602081018e90526001600160401b038d16918101919091526001600160a01b03851660608201526006905f9060800160408051808303601f190181529181528151602092830120835290820192909252015f2080546bffffffffffffffffffffffff19166001600160601b03929092169190911790557f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316632d9938cd8461373f7f00000000000000000000000000000000000000000000000000000000000000008e615b91565b6040516001600160e01b031960e085901b1681526001600160a01b0390921660048301526001600160401b031660248201526044015f604051808303815f87803b15801561378b575f5ffd5b505af115801561379d573d5f5f3e3d5ffd5b5050505080836001600160a01b03168c7f25cbd30f463ff59187191458e80ecc03fa486e185109e0f143eb9869460f690a60405160405180910390a45050505050505050505050565b5f5f6137ff858585604051602001612add929190615f2d565b60405163166f0ab960e31b81523360048201529091505f906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b37855c890602401602060405180830381865afa158015613866573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061388a9190615aa6565b90505f5b8481101561392d57818686838181106138a9576138a9615a2b565b9050604002015f01358787848181106138c4576138c4615a2b565b905060400201602001356040516020016138e8929190918252602082015260400190565b6040516020818303038152906040528051906020012003613925576040516308a79e7f60e11b815233600482015260248101889052604401610ee8565b60010161388e565b5061104c868383614f33565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614613982576040516330cd747160e01b815260040160405180910390fd5b6008546001600160a01b0316156139ac576040516373a1ac7960e01b815260040160405180910390fd5b6001600160a01b03821615806139c0575080155b156139de576040516327605ebb60e01b815260040160405180910390fd5b600880546001600160a01b0319166001600160a01b03841690811790915560098290556040518281527fe17522c2f57eb803521d24820e10d901296419d79a199ff5eec84ee9c6e8654d90602001611222565b5f841580613a3d575083155b15613a5b57604051632e11048160e11b815260040160405180910390fd5b7f0000000000000000000000000000000000000000000000000000000000000000613a8685876157fa565b1115613ad957613a9684866157fa565b604051632b6393cf60e21b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ee8565b5f613ae5848787610ebb565b905080341015613b11576040516378279ed960e11b815260048101829052346024820152604401610ee8565b6040516375e17b8b60e11b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063ebc2f71690613b61908a908a908a90600401615f40565b602060405180830381865afa158015613b7c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613ba09190615aa6565b604051630e6a49b160e21b8152600481018290529092505f906001907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906339a926c490602401602060405180830381865afa158015613c0b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c2f9190615aa6565b149050808015613c5457505f838152602081905260409020546001600160a01b031615155b15613c7557604051637a5bb50760e11b815260048101849052602401610ee8565b5f613ca07f000000000000000000000000000000000000000000000000000000000000000043615b91565b90505f613cad8989610dba565b90506040518060800160405280876001600160a01b03168152602001836001600160401b03168152602001346001600160801b0316815260200182600c5f8b81526020019081526020015f2054613d049190615820565b6001600160801b039081169091525f8781526020818152604080832085518154878501516001600160401b0316600160a01b026001600160e01b03199091166001600160a01b0392831617178255868301516060909701518616600160801b029690951695909517600190950194909455600490528290208990559051889188169087907f6d4f41c05234caa124b70136d2e1545e475900286883ef0be854683a5605117690613dd39034908790899092835260208301919091526001600160401b0316604082015260600190565b60405180910390a482158015613e79575060405163540bc06360e11b815285906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063a81780c690613e36908e908e908e90600401615f40565b6020604051808303815f875af1158015613e52573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613e769190615aa6565b14155b15613e9a5760405163d68fba5160e01b815260048101869052602401610ee8565b5050505095945050505050565b5f807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0831115613eea576040516301d2625f60e11b815260040160405180910390fd5b6001613ef789898961193f565b604080515f8152602081018083529290925260ff881690820152606081018690526080810185905260a0016020604051602081039080840390855afa158015613f42573d5f5f3e3d5ffd5b5050604051601f1901519250506001600160a01b03821615613feb5760405163166f0ab960e31b81526001600160a01b0383811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063b37855c890602401602060405180830381865afa158015613fc2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613fe69190615aa6565b613fed565b5f5b90508061400d576040516301d2625f60e11b815260040160405180910390fd5b5f600a5f8a8a6040516020016140369291909182526001600160401b0316602082015260400190565b6040516020818303038152906040528051906020012081526020019081526020015f205490505f5f1b81148061406c5750868114155b806140be57506040805160208082018c90526001600160401b038b1682840152606080830186905283518084039091018152608090920183528151918101919091205f908152600b909152205460ff16155b156140ee57604051631984d69360e11b8152600481018a90526001600160a01b0384166024820152604401610ee8565b50965096945050505050565b60408051602081018590526001600160401b038416918101919091526001600160a01b03821660608201525f9060800160408051601f1981840301815291815281516020928301205f818152600190935291205490915060ff161561418457604051631399fa2f60e21b8152600481018590526001600160a01b0383166024820152604401610ee8565b5f818152600160208181526040808420805460ff1916909317909255600690528120546001600160601b03169081900361424c57604051630213119b60e51b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa15801561421c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906142409190615f07565b6001600160601b031690505b5f61271061427a7f000000000000000000000000000000000000000000000000000000000000000084615820565b6142849190615837565b90505f6127106142b47f000000000000000000000000000000000000000000000000000000000000000084615820565b6142be9190615837565b335f908152600260205260408120805492935083929091906142e19084906157fa565b909155505060405163c61b4cc360e01b81526001600160a01b0386811660048301526001600160601b03841660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c61b4cc3906044015f604051808303815f87803b158015614355575f5ffd5b505af1158015614367573d5f5f3e3d5ffd5b505060408051858152602081018590523393506001600160a01b03891692508a917fdec4fc48e82ba607eac3280a838677b7d6e739fc69174f45ae0267656969ab79910160405180910390a461327d87866150c1565b5f5f86865f8181106143d1576143d1615a2b565b905061012002016101000160208101906143eb9190615bb0565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663fd9a1a328684877f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561447c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906144a09190615aa6565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316630e0232ce6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156144fc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906145209190615aa6565b6040518663ffffffff1660e01b8152600401614540959493929190615e68565b6040805180830381865afa15801561455a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061457e9190615ea0565b5090505f7fcb88f7b45f7f3d39aa94788a2a3cef77c123ea7d0a52b2b3dc4d8053a0a73fda836145b96145b460c0890189615ec2565b615126565b6040516020016145e29392919092835263ffffffff919091166020830152604082015260600190565b60408051601f198184030181529190528051602090910120600d5494509050875f80805b838110156149a4575f8d8d8381811061462157614621615a2b565b61012002919091016080908101355f81815260208181526040918290208251948501835280546001600160a01b038116808752600160a01b9091046001600160401b031692860192909252600101546001600160801b0380821693860193909352600160801b9004909116606084015290935090915015806146c457506146c2828e85815181106146b4576146b4615a2b565b602002602001015189614ba0565b155b156146fa5760405182907f200d8a3856f0b3ac28e96e826994097b6e5529ef52b756501f67935b539a5fe3905f90a2505061499c565b604051636d1b436f60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063da3686de90602401602060405180830381865afa15801561475d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906147819190615abd565b614845576040516344f2bb8360e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906389e5770690602401602060405180830381865afa1580156147e8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061480c9190615abd565b614814578193505b60405182907f200d8a3856f0b3ac28e96e826994097b6e5529ef52b756501f67935b539a5fe3905f90a2505061499c565b5f8281526020818152604080832080546001600160e01b0319168155600101839055908301519051638b0beca960e01b8152600481018590526148bc91906001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690638b0beca990602401612804565b90505f6103e88284606001516001600160801b03166148db9190615820565b6148e59190615837565b90506148f181886157fa565b96508083604001516001600160801b031661490c919061580d565b83516001600160a01b03165f908152600f6020526040812080549091906149349084906157fa565b925050819055508b847fc679ab8e75bf493833397fd1ab92375f212ff964d33f553f41a8a81c2d113f3f838487604001516001600160801b0316614978919061580d565b604080519283526020830191909152810186905260600160405180910390a3505050505b600101614606565b50815f036149dd5780156149ce5760405163c82dbb6760e01b815260048101829052602401610ee8565b5f199650505050505050610f46565b614a1c866149ee60c08b018b615ec2565b6040516020016149ff929190615f2d565b604051602081830303815290604052805190602001208785614c6c565b50505050505095945050505050565b604051630e6a49b160e21b8152600481018290525f9081906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906339a926c490602401602060405180830381865afa158015614a92573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614ab69190615aa6565b9050801580159061100257506001141592915050565b5f838152600560209081526040808320805460ff191690558483526004918290529182902054600354925163d7c2eec760e01b815290926001600160a01b03169163d7c2eec791614b359186918691016001600160a01b03929092168252602082015260400190565b5f604051808303815f87803b158015614b4c575f5ffd5b505af1158015614b5e573d5f5f3e3d5ffd5b5050505080826001600160a01b0316847f24cd47e52e609fdddaeee761b324a9eeed28bfec3f8420cacb656242f1d6a87360405160405180910390a450505050565b5f60208383604051602001614bbf929190918252602082015260400190565b60408051808303601f19018152908290528051602091820120630fe381dd60e31b83526004830188905290921b91907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690637f1c0ee890602401602060405180830381865afa158015614c3d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614c619190615aa6565b901b14949350505050565b600d546040805163ffffffff87168152602081018490529081018490527f059012d98ed0e64c40cc6eca698fc7e42cefb7201a225f95e2266410ede9e4a69060600160405180910390a26040805160c08101825263ffffffff95861681526001600160401b034381166020830190815292820195865260608201948552608082019384525f60a08301818152600d80546001810182559252925160059091027fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb5810180549551909316640100000000026bffffffffffffffffffffffff1990951691909816179290921790915592517fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb685015590517fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb7840155517fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb8830155517fd7b6990105719101dabeb77144f2a3385c8033acd3af97e9423a695e81ad1eb990910155565b600d545f9081908310614e1b576040516313f65fc560e21b815260048101849052602401610ee8565b600d8381548110614e2e57614e2e615a2b565b5f91825260209091206005909102018054909250614e80906001600160401b037f00000000000000000000000000000000000000000000000000000000000000008116916401000000009004166157fa565b9050915091565b5f5f614e9284614df2565b909250905043811015614ec257604051630972e7ff60e11b81526004810185905260248101829052604401610ee8565b81600101548314614ee957604051632a13d52760e11b815260048101859052602401610ee8565b5f848152600e6020908152604080832033845290915290205460ff1615614f2c5760405163732750ed60e11b815233600482015260248101859052604401610ee8565b5092915050565b5f808215614fd65783546040516304ee892560e31b81526004810185905263ffffffff90911660248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632774492890604401602060405180830381865afa158015614fad573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614fd19190615aa6565b614fd8565b5f5b9050805f03615003576040516308a79e7f60e11b815233600482015260248101869052604401610ee8565b5f858152600e602090815260408083203384529091529020805460ff191660011790556002840154600385015461503b908390615820565b6150459190615837565b915081846004015f82825461505a91906157fa565b9091555050335f908152600f60205260408120805484929061507d9084906157fa565b9091555050604051828152339086907f4ec90e965519d92681267467f775ada5bd214aa92c0dc93d90a5e880ce9ed0269060200160405180910390a3509392505050565b5f82826040516020016150e79291909182526001600160a01b0316602082015260400190565b60408051601f1981840301815291815281516020928301205f818152600590935291205490915060ff161561512157615121818484614acc565b505050565b5f80826001600160401b0381111561514057615140615910565b604051908082528060200260200182016040528015615169578160200160208202803683370190505b5090505f5b838110156152025784848281811061518857615188615a2b565b9050604002015f01358585838181106151a3576151a3615a2b565b905060400201602001356040516020016151c7929190918252602082015260400190565b604051602081830303815290604052805190602001208282815181106151ef576151ef615a2b565b602090810291909101015260010161516e565b508060405160200161521491906159f6565b6040516020818303038152906040528051906020012091505092915050565b5f5f60408385031215615244575f5ffd5b50508035926020909101359150565b5f5f5f60608486031215615265575f5ffd5b505081359360208301359350604090920135919050565b6001600160a01b0381168114615290575f5ffd5b50565b5f5f604083850312156152a4575f5ffd5b8235915060208301356152b68161527c565b809150509250929050565b5f602082840312156152d1575f5ffd5b5035919050565b5f5f83601f8401126152e8575f5ffd5b5081356001600160401b038111156152fe575f5ffd5b6020830191508360208260051b8501011115615318575f5ffd5b9250929050565b5f5f5f5f60608587031215615332575f5ffd5b84356001600160401b03811115615347575f5ffd5b615353878288016152d8565b90989097506020870135966040013595509350505050565b5f5f5f5f5f6080868803121561537f575f5ffd5b85356001600160401b03811115615394575f5ffd5b6153a0888289016152d8565b909650945050602086013592506040860135915060608601356153c28161527c565b809150509295509295909350565b5f5f5f5f5f606086880312156153e4575f5ffd5b8535945060208601356001600160401b03811115615400575f5ffd5b8601601f81018813615410575f5ffd5b80356001600160401b03811115615425575f5ffd5b886020828401011115615436575f5ffd5b6020919091019450925060408601356001600160401b03811115615458575f5ffd5b615464888289016152d8565b969995985093965092949392505050565b5f60208284031215615485575f5ffd5b81356110028161527c565b80356001600160401b03811681146154a6575f5ffd5b919050565b5f5f5f5f5f5f60c087890312156154c0575f5ffd5b863595506154d060208801615490565b945060408701359350606087013560ff811681146154ec575f5ffd5b9598949750929560808101359460a0909101359350915050565b5f5f5f60608486031215615518575f5ffd5b8335925061552860208501615490565b929592945050506040919091013590565b5f610160828403121561554a575f5ffd5b50919050565b5f5f5f60408486031215615562575f5ffd5b83356001600160401b03811115615577575f5ffd5b8401601f81018613615587575f5ffd5b80356001600160401b0381111561559c575f5ffd5b866020610120830284010111156155b1575f5ffd5b6020918201945092508401356001600160401b038111156155d0575f5ffd5b6155dc86828701615539565b9150509250925092565b5f610120828403121561554a575f5ffd5b5f5f83601f840112615607575f5ffd5b5081356001600160401b0381111561561d575f5ffd5b6020830191508360208260061b8501011115615318575f5ffd5b5f5f5f5f5f610160868803121561564c575f5ffd5b61565687876155e6565b94506101208601356001600160401b03811115615671575f5ffd5b61567d888289016152d8565b9095509350506101408601356001600160401b0381111561569c575f5ffd5b615464888289016155f7565b5f5f5f604084860312156156ba575f5ffd5b8335925060208401356001600160401b038111156156d6575f5ffd5b6156e2868287016152d8565b9497909650939450505050565b5f5f5f5f6101608587031215615703575f5ffd5b61570d86866155e6565b93506101208501356001600160401b03811115615728575f5ffd5b61573487828801615539565b9350506101408501356001600160401b03811115615750575f5ffd5b61575c878288016152d8565b95989497509550505050565b5f5f60408385031215615779575f5ffd5b61578283615490565b946020939093013593505050565b5f5f5f604084860312156157a2575f5ffd5b8335925060208401356001600160401b038111156157be575f5ffd5b6156e2868287016155f7565b5f5f604083850312156157db575f5ffd5b82356157828161527c565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610eb557610eb56157e6565b81810381811115610eb557610eb56157e6565b8082028115828204841417610eb557610eb56157e6565b5f8261585157634e487b7160e01b5f52601260045260245ffd5b500490565b6001600160401b038281168282160390811115610eb557610eb56157e6565b8183525f6001600160fb1b0383111561588c575f5ffd5b8260051b80836020870137939093016020019392505050565b88815287602082015260c060408201528560c0820152858760e08301375f60e087830101525f601f19601f880116820163ffffffff8716606084015260e08382030160808401526158fa60e082018688615875565b9150508260a08301529998505050505050505050565b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215615935575f5ffd5b825160208401519092506001600160401b03811115615952575f5ffd5b8301601f81018513615962575f5ffd5b80516001600160401b0381111561597b5761597b615910565b8060051b604051601f19603f83011681018181106001600160401b03821117156159a7576159a7615910565b6040529182526020818401810192908101888411156159c4575f5ffd5b6020850194505b838510156159e7578451808252602095860195909350016159cb565b50809450505050509250929050565b81515f90829060208501835b82811015615a20578151845260209384019390910190600101615a02565b509195945050505050565b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b82811015615a6f578151865260209586019590910190600101615a51565b5093949350505050565b6001600160401b0385168152836020820152826040820152608060608201525f61104c6080830184615a3f565b5f60208284031215615ab6575f5ffd5b5051919050565b5f60208284031215615acd575f5ffd5b81518015158114611002575f5ffd5b803563ffffffff811681146154a6575f5ffd5b8135815261012081016020830135615b068161527c565b6001600160a01b03166020830152615b2060408401615490565b6001600160401b03166040830152606083810135908301526080808401359083015260a0808401359083015260c0808401359083015260e08084013590830152615b6d6101008401615adc565b63ffffffff8116610100840152614f2c565b602081525f6110026020830184615a3f565b6001600160401b038181168382160190811115610eb557610eb56157e6565b5f60208284031215615bc0575f5ffd5b61100282615adc565b5f5f8335601e19843603018112615bde575f5ffd5b8301803591506001600160401b03821115615bf7575f5ffd5b6020019150600581901b3603821315615318575f5ffd5b5f6001600160fb1b03831115615c22575f5ffd5b8260051b80858437919091019392505050565b5f60208284031215615c45575f5ffd5b81516110028161527c565b8183526020830192505f815f5b84811015615a6f5760408287376040958601959190910190600101615c5d565b604080825281018490525f6060600586901b830181019083018783601e1936839003015b89821015615d1157868503605f190184528235818112615cbf575f5ffd5b8b016020810190356001600160401b03811115615cda575f5ffd5b8060051b3603821315615ceb575f5ffd5b615cf6878284615875565b96505050602083019250602084019350600182019150615ca1565b505050508281036020840152612bf7818587615c50565b5f81518060208401855e5f93019283525090919050565b5f615d53615d4d8386615d28565b84615d28565b949350505050565b5f60018201615d6c57615d6c6157e6565b5060010190565b8183526020830192505f815f5b84811015615a6f57813586526020808301359087015260409586019590910190600101615d80565b80358252602080820135908301526040808201604084013760406080820160808401375f60c0820135601e19833603018112615de2575f5ffd5b82016020810190356001600160401b03811115615dfd575f5ffd5b8060061b3603821315615e0e575f5ffd5b61016060c0860152615e2561016086018284615d73565b915050615e3460e08401615adc565b63ffffffff1660e0850152610100838101359085015261012080840135908501526101409283013592909301919091525090565b85815263ffffffff8516602082015260a060408201525f615e8c60a0830186615da8565b606083019490945250608001529392505050565b5f5f60408385031215615eb1575f5ffd5b505080516020909101519092909150565b5f5f8335601e19843603018112615ed7575f5ffd5b8301803591506001600160401b03821115615ef0575f5ffd5b6020019150600681901b3603821315615318575f5ffd5b5f60208284031215615f17575f5ffd5b81516001600160601b0381168114611002575f5ffd5b602081525f615d53602083018486615d73565b604081525f615f53604083018587615875565b905082602083015294935050505056fea2646970667358221220f873ba3075a9a17c8b2186a9a0bef1b50d6e266f4673dd6c74218063553863d564736f6c63430008250033",
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
// Solidity: constructor(address consumer_, address registry_, (uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256) s, (uint64,uint64,uint64,uint64,uint256,address,uint256,uint256) t) returns()
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

// PackMAXSLABLOCKS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0165f6dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_SLA_BLOCKS() view returns(uint64)
func (taskMarket *TaskMarket) PackMAXSLABLOCKS() []byte {
	enc, err := taskMarket.abi.Pack("MAX_SLA_BLOCKS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSLABLOCKS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0165f6dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_SLA_BLOCKS() view returns(uint64)
func (taskMarket *TaskMarket) TryPackMAXSLABLOCKS() ([]byte, error) {
	return taskMarket.abi.Pack("MAX_SLA_BLOCKS")
}

// UnpackMAXSLABLOCKS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0165f6dd.
//
// Solidity: function MAX_SLA_BLOCKS() view returns(uint64)
func (taskMarket *TaskMarket) UnpackMAXSLABLOCKS(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("MAX_SLA_BLOCKS", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
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
// the contract method with ID 0xe9414efe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accept(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) PackAccept(input [32]byte, deadline uint64, committee [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("accept", input, deadline, committee, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9414efe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accept(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) TryPackAccept(input [32]byte, deadline uint64, committee [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("accept", input, deadline, committee, v, r, s)
}

// PackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x839f05ab.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline, bytes32 committee) view returns(bytes32)
func (taskMarket *TaskMarket) PackAcceptanceDigest(input [32]byte, deadline uint64, committee [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("acceptanceDigest", input, deadline, committee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptanceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x839f05ab.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline, bytes32 committee) view returns(bytes32)
func (taskMarket *TaskMarket) TryPackAcceptanceDigest(input [32]byte, deadline uint64, committee [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("acceptanceDigest", input, deadline, committee)
}

// UnpackAcceptanceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x839f05ab.
//
// Solidity: function acceptanceDigest(bytes32 input, uint64 deadline, bytes32 committee) view returns(bytes32)
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

// PackClaimSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xafa4517a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimSharded(uint256 pool, bytes32[] ids) returns(uint256 share)
func (taskMarket *TaskMarket) PackClaimSharded(pool *big.Int, ids [][32]byte) []byte {
	enc, err := taskMarket.abi.Pack("claimSharded", pool, ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xafa4517a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimSharded(uint256 pool, bytes32[] ids) returns(uint256 share)
func (taskMarket *TaskMarket) TryPackClaimSharded(pool *big.Int, ids [][32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("claimSharded", pool, ids)
}

// UnpackClaimSharded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xafa4517a.
//
// Solidity: function claimSharded(uint256 pool, bytes32[] ids) returns(uint256 share)
func (taskMarket *TaskMarket) UnpackClaimSharded(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("claimSharded", data)
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

// PackCommitteeSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cf4364b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function committeeSize() view returns(uint256)
func (taskMarket *TaskMarket) PackCommitteeSize() []byte {
	enc, err := taskMarket.abi.Pack("committeeSize")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCommitteeSize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9cf4364b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function committeeSize() view returns(uint256)
func (taskMarket *TaskMarket) TryPackCommitteeSize() ([]byte, error) {
	return taskMarket.abi.Pack("committeeSize")
}

// UnpackCommitteeSize is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9cf4364b.
//
// Solidity: function committeeSize() view returns(uint256)
func (taskMarket *TaskMarket) UnpackCommitteeSize(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("committeeSize", data)
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

// PackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eecae21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function draw() view returns(address)
func (taskMarket *TaskMarket) PackDraw() []byte {
	enc, err := taskMarket.abi.Pack("draw")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0eecae21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function draw() view returns(address)
func (taskMarket *TaskMarket) TryPackDraw() ([]byte, error) {
	return taskMarket.abi.Pack("draw")
}

// UnpackDraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0eecae21.
//
// Solidity: function draw() view returns(address)
func (taskMarket *TaskMarket) UnpackDraw(data []byte) (common.Address, error) {
	out, err := taskMarket.abi.Unpack("draw", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDrawBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e1299a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawBlock(bytes32 input) view returns(uint256)
func (taskMarket *TaskMarket) PackDrawBlock(input [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("drawBlock", input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e1299a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawBlock(bytes32 input) view returns(uint256)
func (taskMarket *TaskMarket) TryPackDrawBlock(input [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("drawBlock", input)
}

// UnpackDrawBlock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e1299a4.
//
// Solidity: function drawBlock(bytes32 input) view returns(uint256)
func (taskMarket *TaskMarket) UnpackDrawBlock(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("drawBlock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDrawDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3171a56.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawDelay() view returns(uint64)
func (taskMarket *TaskMarket) PackDrawDelay() []byte {
	enc, err := taskMarket.abi.Pack("drawDelay")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawDelay is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3171a56.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawDelay() view returns(uint64)
func (taskMarket *TaskMarket) TryPackDrawDelay() ([]byte, error) {
	return taskMarket.abi.Pack("drawDelay")
}

// UnpackDrawDelay is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3171a56.
//
// Solidity: function drawDelay() view returns(uint64)
func (taskMarket *TaskMarket) UnpackDrawDelay(data []byte) (uint64, error) {
	out, err := taskMarket.abi.Unpack("drawDelay", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30fc0497.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function drawn(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) PackDrawn(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("drawn", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDrawn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30fc0497.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function drawn(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) TryPackDrawn(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("drawn", arg0)
}

// UnpackDrawn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30fc0497.
//
// Solidity: function drawn(bytes32 ) view returns(bytes32)
func (taskMarket *TaskMarket) UnpackDrawn(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("drawn", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// PackFixDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x403cfd20.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fixDraw(bytes32 input, bytes header, bytes32[] ids) returns()
func (taskMarket *TaskMarket) PackFixDraw(input [32]byte, header []byte, ids [][32]byte) []byte {
	enc, err := taskMarket.abi.Pack("fixDraw", input, header, ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFixDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x403cfd20.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fixDraw(bytes32 input, bytes header, bytes32[] ids) returns()
func (taskMarket *TaskMarket) TryPackFixDraw(input [32]byte, header []byte, ids [][32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("fixDraw", input, header, ids)
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

// PackMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126d66fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function member(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) PackMember(arg0 [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("member", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMember is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126d66fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function member(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) TryPackMember(arg0 [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("member", arg0)
}

// UnpackMember is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126d66fd.
//
// Solidity: function member(bytes32 ) view returns(bool)
func (taskMarket *TaskMarket) UnpackMember(data []byte) (bool, error) {
	out, err := taskMarket.abi.Unpack("member", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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
// the contract method with ID 0x832666d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reportNoShow(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) PackReportNoShow(input [32]byte, deadline uint64, committee [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := taskMarket.abi.Pack("reportNoShow", input, deadline, committee, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReportNoShow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x832666d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reportNoShow(bytes32 input, uint64 deadline, bytes32 committee, uint8 v, bytes32 r, bytes32 s) returns()
func (taskMarket *TaskMarket) TryPackReportNoShow(input [32]byte, deadline uint64, committee [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("reportNoShow", input, deadline, committee, v, r, s)
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

// PackRequestFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23c70ab7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestFor(uint256[] prompt, uint256 n, bytes32 class, address payer) payable returns(bytes32 input)
func (taskMarket *TaskMarket) PackRequestFor(prompt []*big.Int, n *big.Int, class [32]byte, payer common.Address) []byte {
	enc, err := taskMarket.abi.Pack("requestFor", prompt, n, class, payer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23c70ab7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestFor(uint256[] prompt, uint256 n, bytes32 class, address payer) payable returns(bytes32 input)
func (taskMarket *TaskMarket) TryPackRequestFor(prompt []*big.Int, n *big.Int, class [32]byte, payer common.Address) ([]byte, error) {
	return taskMarket.abi.Pack("requestFor", prompt, n, class, payer)
}

// UnpackRequestFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23c70ab7.
//
// Solidity: function requestFor(uint256[] prompt, uint256 n, bytes32 class, address payer) payable returns(bytes32 input)
func (taskMarket *TaskMarket) UnpackRequestFor(data []byte) ([32]byte, error) {
	out, err := taskMarket.abi.Unpack("requestFor", data)
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

// PackSetDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfac3c06c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setDraw(address d, uint256 k) returns()
func (taskMarket *TaskMarket) PackSetDraw(d common.Address, k *big.Int) []byte {
	enc, err := taskMarket.abi.Pack("setDraw", d, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetDraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfac3c06c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setDraw(address d, uint256 k) returns()
func (taskMarket *TaskMarket) TryPackSetDraw(d common.Address, k *big.Int) ([]byte, error) {
	return taskMarket.abi.Pack("setDraw", d, k)
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

// PackSettleSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa91ebf9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[][] ids, bytes32[2][] bounds) returns(uint256 pool)
func (taskMarket *TaskMarket) PackSettleSharded(t Transition, ids [][][32]byte, bounds [][2][32]byte) []byte {
	enc, err := taskMarket.abi.Pack("settleSharded", t, ids, bounds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleSharded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa91ebf9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[][] ids, bytes32[2][] bounds) returns(uint256 pool)
func (taskMarket *TaskMarket) TryPackSettleSharded(t Transition, ids [][][32]byte, bounds [][2][32]byte) ([]byte, error) {
	return taskMarket.abi.Pack("settleSharded", t, ids, bounds)
}

// UnpackSettleSharded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa91ebf9b.
//
// Solidity: function settleSharded((uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32[][] ids, bytes32[2][] bounds) returns(uint256 pool)
func (taskMarket *TaskMarket) UnpackSettleSharded(data []byte) (*big.Int, error) {
	out, err := taskMarket.abi.Unpack("settleSharded", data)
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

// TaskMarketCommitteeDrawn represents a CommitteeDrawn event raised by the TaskMarket contract.
type TaskMarketCommitteeDrawn struct {
	Input      [32]byte
	Deadline   uint64
	DrawBlock  *big.Int
	Randomness [32]byte
	Members    [][32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const TaskMarketCommitteeDrawnEventName = "CommitteeDrawn"

// ContractEventName returns the user-defined event name.
func (TaskMarketCommitteeDrawn) ContractEventName() string {
	return TaskMarketCommitteeDrawnEventName
}

// UnpackCommitteeDrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CommitteeDrawn(bytes32 indexed input, uint64 deadline, uint256 drawBlock, bytes32 randomness, bytes32[] members)
func (taskMarket *TaskMarket) UnpackCommitteeDrawnEvent(log *types.Log) (*TaskMarketCommitteeDrawn, error) {
	event := "CommitteeDrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketCommitteeDrawn)
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

// TaskMarketDrawSet represents a DrawSet event raised by the TaskMarket contract.
type TaskMarketDrawSet struct {
	Draw          common.Address
	CommitteeSize *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const TaskMarketDrawSetEventName = "DrawSet"

// ContractEventName returns the user-defined event name.
func (TaskMarketDrawSet) ContractEventName() string {
	return TaskMarketDrawSetEventName
}

// UnpackDrawSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DrawSet(address indexed draw, uint256 committeeSize)
func (taskMarket *TaskMarket) UnpackDrawSetEvent(log *types.Log) (*TaskMarketDrawSet, error) {
	event := "DrawSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != taskMarket.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TaskMarketDrawSet)
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["AlreadyDrawn"].ID.Bytes()[:4]) {
		return taskMarket.UnpackAlreadyDrawnError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["BadDrawDelay"].ID.Bytes()[:4]) {
		return taskMarket.UnpackBadDrawDelayError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DrawAlreadySet"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDrawAlreadySetError(raw[4:])
	}
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["DrawUnset"].ID.Bytes()[:4]) {
		return taskMarket.UnpackDrawUnsetError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["NotDrawn"].ID.Bytes()[:4]) {
		return taskMarket.UnpackNotDrawnError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["TooEarly"].ID.Bytes()[:4]) {
		return taskMarket.UnpackTooEarlyError(raw[4:])
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
	if bytes.Equal(raw[:4], taskMarket.abi.Errors["ZeroPayer"].ID.Bytes()[:4]) {
		return taskMarket.UnpackZeroPayerError(raw[4:])
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

// TaskMarketAlreadyDrawn represents a AlreadyDrawn error raised by the TaskMarket contract.
type TaskMarketAlreadyDrawn struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyDrawn(bytes32 input)
func TaskMarketAlreadyDrawnErrorID() common.Hash {
	return common.HexToHash("0xa6efa896a4a5d90d332ba634b4a0349bf53268f1d0381429f4543b48e7c0222a")
}

// UnpackAlreadyDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyDrawn(bytes32 input)
func (taskMarket *TaskMarket) UnpackAlreadyDrawnError(raw []byte) (*TaskMarketAlreadyDrawn, error) {
	out := new(TaskMarketAlreadyDrawn)
	if err := taskMarket.abi.UnpackIntoInterface(out, "AlreadyDrawn", raw); err != nil {
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

// TaskMarketBadDrawDelay represents a BadDrawDelay error raised by the TaskMarket contract.
type TaskMarketBadDrawDelay struct {
	DrawDelay uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadDrawDelay(uint64 drawDelay)
func TaskMarketBadDrawDelayErrorID() common.Hash {
	return common.HexToHash("0x5f761267e71c833d4917b8faecd8db9e44286861fd4a544b65e9ec8e7c7da2cb")
}

// UnpackBadDrawDelayError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadDrawDelay(uint64 drawDelay)
func (taskMarket *TaskMarket) UnpackBadDrawDelayError(raw []byte) (*TaskMarketBadDrawDelay, error) {
	out := new(TaskMarketBadDrawDelay)
	if err := taskMarket.abi.UnpackIntoInterface(out, "BadDrawDelay", raw); err != nil {
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

// TaskMarketDrawAlreadySet represents a DrawAlreadySet error raised by the TaskMarket contract.
type TaskMarketDrawAlreadySet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawAlreadySet()
func TaskMarketDrawAlreadySetErrorID() common.Hash {
	return common.HexToHash("0x73a1ac79863d5d0214a4c9d127767d208d79d28e4dc1a535340fea113c74b5f5")
}

// UnpackDrawAlreadySetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawAlreadySet()
func (taskMarket *TaskMarket) UnpackDrawAlreadySetError(raw []byte) (*TaskMarketDrawAlreadySet, error) {
	out := new(TaskMarketDrawAlreadySet)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DrawAlreadySet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TaskMarketDrawUnset represents a DrawUnset error raised by the TaskMarket contract.
type TaskMarketDrawUnset struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DrawUnset()
func TaskMarketDrawUnsetErrorID() common.Hash {
	return common.HexToHash("0x27605ebb08670c44df98d7f99e0fcdd440c4305d4b0bea268ab19a4219b74a13")
}

// UnpackDrawUnsetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DrawUnset()
func (taskMarket *TaskMarket) UnpackDrawUnsetError(raw []byte) (*TaskMarketDrawUnset, error) {
	out := new(TaskMarketDrawUnset)
	if err := taskMarket.abi.UnpackIntoInterface(out, "DrawUnset", raw); err != nil {
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

// TaskMarketNotDrawn represents a NotDrawn error raised by the TaskMarket contract.
type TaskMarketNotDrawn struct {
	Input    [32]byte
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotDrawn(bytes32 input, address operator)
func TaskMarketNotDrawnErrorID() common.Hash {
	return common.HexToHash("0x3309ad2627f8aedaf431b5544e4460cad090d1d5f4a7dac5d5bcd5df7fb8daa0")
}

// UnpackNotDrawnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotDrawn(bytes32 input, address operator)
func (taskMarket *TaskMarket) UnpackNotDrawnError(raw []byte) (*TaskMarketNotDrawn, error) {
	out := new(TaskMarketNotDrawn)
	if err := taskMarket.abi.UnpackIntoInterface(out, "NotDrawn", raw); err != nil {
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

// TaskMarketTooEarly represents a TooEarly error raised by the TaskMarket contract.
type TaskMarketTooEarly struct {
	DrawBlock *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooEarly(uint256 drawBlock)
func TaskMarketTooEarlyErrorID() common.Hash {
	return common.HexToHash("0x2a35a3246d5070e2b118858c24c2c4d23eaebe645b92ab746b92dd600c35a9d7")
}

// UnpackTooEarlyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooEarly(uint256 drawBlock)
func (taskMarket *TaskMarket) UnpackTooEarlyError(raw []byte) (*TaskMarketTooEarly, error) {
	out := new(TaskMarketTooEarly)
	if err := taskMarket.abi.UnpackIntoInterface(out, "TooEarly", raw); err != nil {
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

// TaskMarketZeroPayer represents a ZeroPayer error raised by the TaskMarket contract.
type TaskMarketZeroPayer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroPayer()
func TaskMarketZeroPayerErrorID() common.Hash {
	return common.HexToHash("0xa26bef697db12f8f2c3d1fd84bc7fbad7722a802293afe7f7a37ab0372636374")
}

// UnpackZeroPayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroPayer()
func (taskMarket *TaskMarket) UnpackZeroPayerError(raw []byte) (*TaskMarketZeroPayer, error) {
	out := new(TaskMarketZeroPayer)
	if err := taskMarket.abi.UnpackIntoInterface(out, "ZeroPayer", raw); err != nil {
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
