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

// BlsSignatureCheckerApkUpdate is an auto generated low-level Go binding around an user-defined struct.
type BlsSignatureCheckerApkUpdate struct {
	X          *big.Int
	Y          *big.Int
	FromBlock  uint32
	NextBlock  uint32
	TotalStake *big.Int
}

// G1Point is an auto generated low-level Go binding around an user-defined struct.
type G1Point struct {
	X *big.Int
	Y *big.Int
}

// G2Point is an auto generated low-level Go binding around an user-defined struct.
type G2Point struct {
	X [2]*big.Int
	Y [2]*big.Int
}

// QuorumSignature is an auto generated low-level Go binding around an user-defined struct.
type QuorumSignature struct {
	Sigma         G1Point
	ApkG2         G2Point
	NonSignerKeys []G1Point
	ApkIndex      uint32
	Apk           G1Point
	ApkEntry      *big.Int
}

// OperatorRegistryMetaData contains all meta data concerning the OperatorRegistry contract.
var OperatorRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"referenceWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"delegationManager_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"strategy_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"EIGEN_SLASH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"POP_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkEntryAt\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistory\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structBlsSignatureChecker.ApkUpdate\",\"components\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fromBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nextBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"totalStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistoryLength\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkIndexAt\",\"inputs\":[{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"avs\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorSetAVS\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"checkSignatures\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"checkSignaturesAt\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"currentApk\",\"inputs\":[],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"delegationManager\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDelegationManager\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deregisterFromAVS\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"deregisterOperator\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lockStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"lockedStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"lockedUntil\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorIdOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorOf\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"popMessage\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumWords\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"apkHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"records\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referenceWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerFromAVS\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pop\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registerOperator\",\"inputs\":[{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pop\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAVS\",\"inputs\":[{\"name\":\"avs_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSlaSlasher\",\"inputs\":[{\"name\":\"s\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSlasher\",\"inputs\":[{\"name\":\"slasher_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"signersAt\",\"inputs\":[{\"name\":\"ref\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nonSignerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"signerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slaSlashers\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slaWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashedOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slasher\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeAt\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeHistory\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fromBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeHistoryLength\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"strategy\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStrategy\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"syncStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"wired\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AVSSet\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ApkUpdated\",\"inputs\":[{\"name\":\"fromBlock\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EigenLayerSlashRefused\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"wad\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorDeregistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlaSlasherSet\",\"inputs\":[{\"name\":\"slasher\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Slashed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashedOnEigenLayer\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"wad\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlasherSet\",\"inputs\":[{\"name\":\"slasher\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeLock\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"indexed\":false,\"internalType\":\"uint96\"},{\"name\":\"until\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeUpdated\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadAVS\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadStrategy\",\"inputs\":[{\"name\":\"strategy\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DeallocationTooShort\",\"inputs\":[{\"name\":\"delay\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DelegationManagerWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidProofOfPossession\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"KeyBoundToOtherOperator\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NoStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotAVS\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotEigenLayerOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotSlasher\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotWiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OperatorHasOtherKey\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SlashGasTooLow\",\"inputs\":[{\"name\":\"gasLeft\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StakeLocked\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"StakeOverflow\",\"inputs\":[{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UseOperatorSet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroKey\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroWindow\",\"inputs\":[]}]",
	ID:  "OperatorRegistry",
	Bin: "0x60e060405234801561000f575f5ffd5b50604051613bba380380613bba83398101604081905261002e91610143565b825f0361004e57604051634acbbb6560e01b815260040160405180910390fd5b6001600160a01b0382161580159061006e57506001600160a01b0382163b155b1561008c57604051636f4cdd4760e11b815260040160405180910390fd5b6001600160a01b038281161590821615146100c95760405163191f865360e11b81526001600160a01b038216600482015260240160405180910390fd5b60808390526001600160a01b0380831660a052811660c052600180546001600160a01b031916339081179091556040515f907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a350505061017c565b80516001600160a01b038116811461013e575f5ffd5b919050565b5f5f5f60608486031215610155575f5ffd5b8351925061016560208501610128565b915061017360408501610128565b90509250925092565b60805160a05160c0516139ea6101d05f395f818161060701528181611065015261217901525f818161072e01528181610b2d01528181611d6b01526121a101525f81816103d40152610cc601526139ea5ff3fe608060405234801561000f575f5ffd5b5060043610610260575f3560e01c80638da5cb5b1161014b578063b37855c8116100bf578063d0e35e2c11610084578063d0e35e2c146106dc578063dcb67779146106ef578063de1164bb14610716578063ea4d3c9b14610729578063f2fde38b14610750578063fd9a1a3214610763575f5ffd5b8063b37855c814610662578063ba60ce0414610681578063c3c5a54714610694578063c61b4cc3146106a7578063c64ae303146106ba575f5ffd5b8063a65497c611610110578063a65497c6146105dc578063a67393c9146105ef578063a8c62e7614610602578063aabc249614610629578063af0bb91f1461063c578063b13442711461064f575f5ffd5b80638da5cb5b146105655780638f7876c4146105785780639ad4c5bc146105975780639bc289f1146105aa5780639c8d02e0146105d2575f5ffd5b806338abcc79116101e257806363ea4ab2116101a757806363ea4ab2146104c75780636f0d3bd714610507578063826356231461051a578063857dc190146105425780638cb5da2f1461054a5780638cc25aaa14610552575f5ffd5b806338abcc79146103cf57806339d57b02146103f6578063426233601461040e5780635b07aef314610436578063626e0db51461045e575f5ffd5b806320f31d3a1161022857806320f31d3a14610326578063277449281461034757806329ef7e7e1461035a5780632b34e0b2146103855780632d9938cd146103bc575f5ffd5b806307a2d0411461026457806311cb9e4d14610296578063120e15d5146102c95780631499b662146102de57806315c6b078146102e6575b5f5ffd5b6102836102723660046133a5565b5f908152600a602052604090205490565b6040519081526020015b60405180910390f35b6102a96102a43660046133a5565b610776565b60408051835181526020938401519381019390935282015260600161028d565b6102dc6102d73660046133dd565b6107ef565b005b6102a96108c9565b61030e6102f4366004613414565b600c6020525f90815260409020546001600160601b031681565b6040516001600160601b03909116815260200161028d565b610339610334366004613476565b6108f6565b60405161028d9291906134bd565b61028361035536600461351b565b610955565b600e5461036d906001600160401b031681565b6040516001600160401b03909116815260200161028d565b61039861039336600461353e565b610969565b6040805163ffffffff90931683526001600160601b0390911660208301520161028d565b6102dc6103ca366004613572565b6109c9565b6102837f000000000000000000000000000000000000000000000000000000000000000081565b6103fe610b2b565b604051901515815260200161028d565b61030e61041c366004613414565b60066020525f90815260409020546001600160601b031681565b61044961044436600461359e565b610b5a565b60405163ffffffff909116815260200161028d565b61047161046c3660046133a5565b610b9d565b60405161028d91905f60a082019050825182526020830151602083015263ffffffff604084015116604083015263ffffffff60608401511660608301526001600160601b03608084015116608083015292915050565b6104ef6104d53660046133a5565b60046020525f90815260409020546001600160a01b031681565b6040516001600160a01b03909116815260200161028d565b6102dc610515366004613414565b610c56565b61052d6105283660046135b9565b610cbe565b6040805192835260208301919091520161028d565b6102dc610d05565b600254610283565b6102dc610560366004613649565b610d8c565b6001546104ef906001600160a01b031681565b610283610586366004613414565b60086020525f908152604090205481565b6102836105a53660046136a0565b610dd4565b61036d6105b8366004613414565b600d6020525f90815260409020546001600160401b031681565b610283620927c081565b6102dc6105ea366004613414565b610f79565b6102dc6105fd366004613720565b61117a565b6104ef7f000000000000000000000000000000000000000000000000000000000000000081565b6102dc610637366004613414565b6111d9565b61028361064a366004613757565b61124d565b6007546104ef906001600160a01b031681565b610283610670366004613414565b60056020525f908152604090205481565b6102dc61068f36600461379b565b6112f3565b6103fe6106a2366004613414565b61132e565b6102dc6106b5366004613720565b611362565b6103fe6106c8366004613414565b600b6020525f908152604090205460ff1681565b6102dc6106ea366004613414565b611522565b6102837f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e81565b6009546104ef906001600160a01b031681565b6104ef7f000000000000000000000000000000000000000000000000000000000000000081565b6102dc61075e366004613414565b6115d3565b61052d6107713660046135b9565b611659565b604080518082019091525f80825260208201525f60025483106107ba576040516343a2f1cb60e01b81525f6004820152602481018490526044015b60405180910390fd5b50505f818152602081815260408083208151808301909252805482526001810154828401529383529190526002909101549091565b6001546001600160a01b0316331461081a576040516330cd747160e01b815260040160405180910390fd5b801561086b575f61082a8361166a565b600e549091506001600160401b03908116908216111561086157600e805467ffffffffffffffff19166001600160401b0383161790555b61086961175c565b505b6001600160a01b0382165f818152600b6020908152604091829020805460ff191685151590811790915591519182527fb9fd15eb2b853e293adda4854f397032ad88d0c4c140c44db0274f058976d631910160405180910390a25050565b604080518082019091525f80825260208201525f6108e5611888565b602085019190915290835291929050565b5f6060610910855f5160206139755f395f51905f52015490565b91506040518281526040602082015283604082015260608101858560051b81015b8082101561094d57813554835260209283019290910190610931565b505081810382f35b5f61096083836118ec565b90505b92915050565b5f828152600a602052604081208054829182918590811061098c5761098c6137d6565b5f918252602090912060028204015460019091166010026101000a9004606081901c63ffffffff16966001600160801b0390911695509350505050565b335f908152600b602052604090205460ff166109f85760405163dabc4ad960e01b815260040160405180910390fd5b6001600160a01b0382165f908152600660205260408120546001600160601b031690610a2384611958565b9050816001600160601b0316816001600160601b03161115610a43578091505b6001600160a01b0384165f908152600d60205260409020546001600160401b039081169084161015610a93576001600160a01b0384165f908152600d60205260409020546001600160401b031692505b6001600160a01b0384165f818152600c60209081526040808320600d835292819020805467ffffffffffffffff19166001600160401b03891690811790915583546001600160601b0319166001600160601b0388169081179094558151938452918301919091527f9c5f6beec1fb6d6ae4214c2f3a36b50658079bcd214e871f78fbe728cc9ae843910160405180910390a250505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316151590565b5f5f5f610b66846119aa565b9150915081610b96576040516343a2f1cb60e01b815263ffffffff851660048201525f60248201526044016107b1565b9392505050565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091526002548210610bf2576040516343a2f1cb60e01b81525f6004820152602481018390526044016107b1565b505f9081526020818152604091829020825160a081018452815481526001820154928101929092526002015463ffffffff8082169383019390935264010000000081049092166060820152600160401b9091046001600160601b0316608082015290565b6009546001600160a01b031633141580610c6e575033155b15610c8c576040516319b1d7b560e01b815260040160405180910390fd5b6001600160a01b0381165f90815260056020526040902054610cad90611a66565b15610cbb57610cbb81611a7e565b50565b5f80610cea867f0000000000000000000000000000000000000000000000000000000000000000611b70565b610cf78787878787611be9565b915091509550959350505050565b6009546001600160a01b031615610d2f576040516313053cfb60e31b815260040160405180910390fd5b610d3833611958565b6001600160601b031615610d8157335f818152600d60205260409081902054905163daac415160e01b815260048101929092526001600160401b031660248201526044016107b1565b610d8a33611a7e565b565b6009546001600160a01b031633141580610da4575033155b15610dc2576040516319b1d7b560e01b815260040160405180910390fd5b610dce84848484611bf9565b50505050565b5f5f5f5f5b86811015610e4d575f888883818110610df457610df46137d6565b9050602002013590505f610e08828c6118ec565b90508382111580610e17575080155b15610e35576040516374ef6df760e01b815260040160405180910390fd5b610e3f81866137fe565b945090925050600101610dd9565b505f905080805b85811015610f30575f878783818110610e6f57610e6f6137d6565b9050602002013590505b8883108015610e9f5750808a8a85818110610e9657610e966137d6565b90506020020135105b15610eb457610ead83613811565b9250610e79565b5f610ebf828d6118ec565b90508482111580610ece575080155b80610efa57508984108015610efa5750818b8b86818110610ef157610ef16137d6565b90506020020135145b15610f18576040516374ef6df760e01b815260040160405180910390fd5b610f2281886137fe565b965090935050600101610e54565b50831580610f4f5750610f4289611fe3565b610f4c84866137fe565b14155b15610f6d576040516374ef6df760e01b815260040160405180910390fd5b50505095945050505050565b6001546001600160a01b03163314610fa4576040516330cd747160e01b815260040160405180910390fd5b610fac610b2b565b1580610fc257506009546001600160a01b031615155b80610fce575060025415155b80610fe157506001600160a01b0381163b155b8061105d5750306001600160a01b0316816001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa15801561102d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110519190613829565b6001600160a01b031614155b806110f957507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316816001600160a01b031663a8c62e766040518163ffffffff1660e01b8152600401602060405180830381865afa1580156110c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110ed9190613829565b6001600160a01b031614155b15611121576040516211f32960e41b81526001600160a01b03821660048201526024016107b1565b600980546001600160a01b0319166001600160a01b03831617905561114461175c565b6040516001600160a01b038216907fd052835d101bffdf9078ab9aa258faa592286ca005ca4add72e7f364583a01c6905f90a250565b6001546001600160a01b031633146111a5576040516330cd747160e01b815260040160405180910390fd5b6111ad610b2b565b156111cb576040516337d58d8b60e01b815260040160405180910390fd5b6111d58282612031565b5050565b6001546001600160a01b03163314611204576040516330cd747160e01b815260040160405180910390fd5b600780546001600160a01b0319166001600160a01b0383169081179091556040517f93984378289228ac490c326f8dbcc3f9b2c703753c272e7c572949e115da985e905f90a250565b604080517f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e6020828101919091524682840152306060808401919091526001600160a01b0387166080840152853560a08401528186013560c0840152843560e08401529084013561010083015291830135610120820152908201356101408201525f90610160016040516020818303038152906040528051906020012090509392505050565b6009546001600160a01b03161561131d576040516313053cfb60e31b815260040160405180910390fd5b61132933848484611bf9565b505050565b6001600160a01b0381165f908152600560205260408120548015801590610b96575061135981611a66565b15159392505050565b6007546001600160a01b0316331480159061138c5750335f908152600b602052604090205460ff16155b156113aa5760405163dabc4ad960e01b815260040160405180910390fd5b6001600160a01b0382165f908152600560205260408120546113cb90611a66565b9050805f03611412576113dc610b2b565b611406576001600160a01b0383165f908152600660205260409020546001600160601b031661140f565b61140f83612146565b90505b5f81836001600160601b0316106114295781611434565b826001600160601b03165b9050836001600160a01b03167f4ed05e9673c26d2ed44f7ef6a7f2942df0ee3b5e1e17db4b99f9dcd261a339cd8260405161147191815260200190565b60405180910390a2805f036114865750505050565b6009545f906001600160a01b0316158015906114a757506114a785836122ad565b156114bc576114b585612146565b90506114f6565b6001600160a01b0385165f90815260086020526040812080548492906114e39084906137fe565b909155506114f390508284613844565b90505b61151b856001600160601b03831161150e5782612031565b6001600160601b03612031565b5050505050565b61152a610b2b565b61154757604051632d24afe560e21b815260040160405180910390fd5b6001600160a01b0381165f9081526005602052604090205461156890611a66565b5f036115925760405163bfc6c33760e01b81526001600160a01b03821660048201526024016107b1565b5f61159c826124c8565b90505f6115a883611958565b905061132983826001600160601b0316846001600160601b0316106115cd5783612031565b82612031565b6001546001600160a01b031633146115fe576040516330cd747160e01b815260040160405180910390fd5b6001546040516001600160a01b038084169216907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3600180546001600160a01b0319166001600160a01b0392909216919091179055565b5f5f610cf787878787876001612500565b5f816001600160a01b03163b5f0361168357505f919050565b816001600160a01b0316638783a1946040518163ffffffff1660e01b8152600401602060405180830381865afa9250505080156116dd575060408051601f3d908101601f191682019092526116da91810190613857565b60015b1561175557826001600160a01b0316639ee0a21e6040518163ffffffff1660e01b8152600401602060405180830381865afa92505050801561173c575060408051601f3d908101601f1916820190925261173991810190613857565b60015b156117535761174b8183613872565b949350505050565b505b505f919050565b6009546001600160a01b031661176e57565b6009546040805163ca8aa7c760e01b815290515f926001600160a01b03169163ca8aa7c79160048083019260209291908290030181865afa1580156117b5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906117d99190613829565b6001600160a01b0316632981eb776040518163ffffffff1660e01b8152600401602060405180830381865afa158015611814573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906118389190613891565b600e549091506001600160401b031663ffffffff82161015610cbb57600e54604051637447612560e11b815263ffffffff831660048201526001600160401b0390911660248201526044016107b1565b5f5f5f5f6002549050805f036118a557505f938493508392509050565b5f80806118b3600185613844565b815260208101919091526040015f20805460018201546002909201549097919650600160401b90046001600160601b0316945092505050565b5f5f6118f6845490565b90506001600160601b038116915063ffffffff606082901c168363ffffffff1610156119515760e081901c8363ffffffff161015611940576119388484612653565b915050610963565b6001600160601b03608082901c1691505b5092915050565b6001600160a01b0381165f908152600d60205260408120546001600160401b0316431115611986575f610963565b506001600160a01b03165f908152600c60205260409020546001600160601b031690565b6002545f9081908015806119ee57505f8080526020527fad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb75463ffffffff8086169116115b156119fe57505f93849350915050565b6001611a0a8383613844565b1115611a5c575f6002611a1d83856137fe565b611a2791906138c0565b5f8181526020819052604090206002015490915063ffffffff808716911611611a5257809250611a56565b8091505b506119fe565b6001925050915091565b5f6001600160601b03611a77835490565b1692915050565b6001600160a01b0381165f9081526005602052604081205490611aa082611a66565b9050811580611aad575080155b15611ad65760405163bfc6c33760e01b81526001600160a01b03841660048201526024016107b1565b611ae0825f61275e565b5f828152600360205260408120908080611af8611888565b925092509250611b198383865f0154611b14886001015461288a565b6128c4565b9093509150611b328383611b2d8885613844565b61291f565b60405186906001600160a01b038916907f396fdcb180cb0fea26928113fb0fd1c3549863f9cd563e6a184f1d578116c8e4905f90a350505050505050565b438263ffffffff1610611ba4576040516326f2db8960e01b815263ffffffff831660048201524360248201526044016107b1565b80611bb563ffffffff841643613844565b11156111d557604051630f096f4d60e41b815263ffffffff83166004820152436024820152604481018290526064016107b1565b5f5f610cf787878787875f612500565b82356020840135171580611c1e57508135602083013517604083013517606083013517155b15611c3c57604051637dec24e360e11b815260040160405180910390fd5b82355f908152602080850135815260408083208084526004909252909120546001600160a01b03168015801590611c855750856001600160a01b0316816001600160a01b031614155b15611cb557604051631a70bcc360e11b8152600481018390526001600160a01b03821660248201526044016107b1565b6001600160a01b0386165f908152600560205260409020548015801590611cdc5750828114155b15611d0c57604051634455443b60e11b81526001600160a01b0388166004820152602481018290526044016107b1565b611d1583611a66565b15611d3e576040516345ed80e960e01b81526001600160a01b03881660048201526024016107b1565b5f611d47610b2b565b15611e3c576040516336b87bd760e11b81526001600160a01b0389811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636d70f7ae90602401602060405180830381865afa158015611db0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611dd491906138d3565b611dfc576040516328333c3760e01b81526001600160a01b03891660048201526024016107b1565b611e05886124c8565b6001600160a01b0389165f90815260066020526040902080546001600160601b0319166001600160601b0383161790559050611e5f565b506001600160a01b0387165f908152600660205260409020546001600160601b03165b806001600160601b03165f03611e935760405163089858e760e11b81526001600160a01b03891660048201526024016107b1565b611ea9611ea189898961124d565b888888612b87565b611ed157604051630d27338f60e11b81526001600160a01b03891660048201526024016107b1565b6001600160a01b038316611f43575f84815260046020908152604080832080546001600160a01b0319166001600160a01b038d16908117909155835260058252808320879055805180820182528a3581528a830135818401908152888552600390935292209151825551600191909101555b611f4d848261275e565b5f5f5f611f58611888565b91945092509050611f7083838c3560208e01356128c4565b9093509150611f8d8383611b2d6001600160601b038816856137fe565b6040516001600160601b038516815287906001600160a01b038d16907feec5d459e42d2ba24c175d3d5e216e57c4da50e67d7b718072005d69a80a5c749060200160405180910390a35050505050505050505050565b5f5f5f611fef846119aa565b9150915081611ffe575f612020565b5f81815260208190526040902060020154600160401b90046001600160601b03165b6001600160601b0316949350505050565b6001600160a01b0382165f8181526006602090815260409182902080546001600160601b0319166001600160601b03861690811790915591519182527fab0e25dc39626189cfb41155020ba89e726b10244275733e9d7c63cf33ffccdb910160405180910390a26001600160a01b0382165f90815260056020526040812054906120ba82611a66565b90508115806120c7575080155b806120da5750826001600160601b031681145b156120e55750505050565b826001600160601b03165f036120fe57610dce84611a7e565b612108828461275e565b5f5f5f612113611888565b9194509250905061213d83836001600160601b0389166121338886613844565b611b2d91906137fe565b50505050505050565b6009545f9081906001600160a01b031661220f5760405163778e55f360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301527f0000000000000000000000000000000000000000000000000000000000000000169063778e55f390604401602060405180830381865afa1580156121e6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061220a91906138ee565b61227b565b600954604051637459738b60e11b81526001600160a01b0385811660048301529091169063e8b2e71690602401602060405180830381865afa158015612257573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061227b91906138ee565b6001600160a01b0384165f908152600860205260409020549091508082116122a3575f61174b565b61174b8183613844565b600954604051637459738b60e11b81526001600160a01b0384811660048301525f92839291169063e8b2e71690602401602060405180830381865afa1580156122f8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061231c91906138ee565b9050805f0361232e575f915050610963565b5f81841015612370578160018161234d87670de0b6b3a7640000613905565b61235791906137fe565b6123619190613844565b61236b91906138c0565b61237a565b670de0b6b3a76400005b905061238a603f620927c06138c0565b61239790620927c06137fe565b6123a390614e206137fe565b5a10156123c7575a60405163460c16e360e11b81526004016107b191815260200190565b6009546040516302fb4d8560e01b81526001600160a01b03878116600483015260248201849052909116906302fb4d8590620927c0906044015f604051808303815f88803b158015612417575f5ffd5b5087f193505050508015612429575060015b61247a57846001600160a01b03167fba16faaf77a6f0e4d6a9bdd23e86f0416111094c7be5482e44e4f3affc42d53d8260405161246891815260200190565b60405180910390a25f92505050610963565b846001600160a01b03167f44795660582820f5d0f15e75193dc973c15f776ea38a47e130ef49f4c8321ebc826040516124b591815260200190565b60405180910390a2600192505050610963565b5f5f6124d383612146565b90506001600160601b0381111561096357604051638cc798b160e01b8152600481018290526024016107b1565b5f8084158061250e57508385115b1561253657604051637b7a98f160e01b815260048101869052602481018590526044016107b1565b5f61254460c088018861391c565b604080516001830160051b8101909152909250905061257961256960c08a018a61391c565b6125748460206137fe565b612d0f565b5f61258b6101008a0160e08b0161359e565b63ffffffff16905085156125fa575f5b838110156125e1575f6125af8260016137fe565b6125ba906020613905565b6125c490856137fe565b80519091505f6125d4828f6118ec565b909252505060010161259b565b50805f5160206139755f395f51905f5201548252612633565b805f5160206139755f395f51905f5201548252602082018360051b81015b80821015612630578151548252602082019150612618565b50505b6126418b8b8b8b8b87612d62565b94509450505050965096945050505050565b5f828152600a60205260408120805482905b808210156126f2575f600161267a83856137fe565b901c90508563ffffffff166060858381548110612699576126996137d6565b905f5260205f2090600291828204019190066010029054906101000a90046001600160801b03166001600160801b0316901c63ffffffff16116126e8576126e18160016137fe565b92506126ec565b8091505b50612665565b8115612749576001600160601b038361270c600185613844565b8154811061271c5761271c6137d6565b905f5260205f2090600291828204019190066010029054906101000a90046001600160801b03161661274b565b5f5b6001600160801b03169695505050505050565b5f612767835490565b5f848152600a6020526040902090915063ffffffff4381811692916001600160601b03861663ffffffff60601b606093841b16179185901c1683900361281d576001600160601b0385166001600160601b031985161786558154819083906127d190600190613844565b815481106127e1576127e16137d6565b905f5260205f2090600291828204019190066010026101000a8154816001600160801b0302191690836001600160801b03160217905550612882565b6001600160601b038516606084901b176fffffffffffffffffffffffffffffffff19608086901b161786558154600180820184555f8481526020902060028304018054919092166010026101000a6001600160801b0381810219909216918416021790555b505050505050565b5f8115611755576128a85f5160206139955f395f51905f5283613961565b6128bf905f5160206139955f395f51905f52613844565b610963565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa91508051935060208101519250508061291557604051634010053960e11b815260040160405180910390fd5b5094509492505050565b6001600160601b0381111561294a57604051638cc798b160e01b8152600481018290526024016107b1565b60025443908015801590612988575063ffffffff82165f8061296d600185613844565b815260208101919091526040015f206002015463ffffffff16145b15612a1e575f808061299b600185613844565b815260208101919091526040015f206002810180546bffffffffffffffffffffffff60401b1916600160401b6001600160601b038816021790556001808201879055878255909150612a18906129f19084613844565b612a046129ff600186613844565b612d82565b5f5160206139755f395f51905f5290910155565b50612b37565b8015612a7e57815f80612a32600185613844565b81526020019081526020015f2060020160046101000a81548163ffffffff021916908363ffffffff160217905550612a7e600182612a709190613844565b612a046129ff600185613844565b6040805160a081018252868152602080820187815263ffffffff8087168486019081525f606086018181526001600160601b03808c16608089019081528a845296839052979091209551865592516001860155516002909401805492519351909516600160401b026bffffffffffffffffffffffff60401b199382166401000000000267ffffffffffffffff1990931694909116939093171716179055612b2881612a0481612d82565b612b338160016137fe565b6002555b604080518681526020810186905290810184905263ffffffff8316907f72c76335e7ff0ae3386145e4da3523c4b5c67d3cf7e0b9a3a0b1f73ee3c961dd9060600160405180910390a25050505050565b5f5f5f612b9387612dd3565b91509150612b9f613386565b84358152602085013581600160209081029190910191909152873560408301528701358160036020020152828160066020020152818160076020020152855f6020020135816008602002015285600160200201358160096020020152604086015f602002013581600a6020020152604086016001602002013581600b60200201527f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001815f60200201518260016020020151836002602002015184600360200201518560086020020151866009602002015187600a602002015188600b602090810291909101516040805192830199909952978101969096526060860194909452608085019290925260a084015260c083015260e08201526101008101919091526101208101859052610140810184905261016001604051602081830303815290604052805190602001205f1c612cf59190613961565b6080820152612d0381612e7b565b98975050505050505050565b5f838360061b81015b80821015612882576040825f3760405f20838111612d4b5760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190612d18565b5f5f612d73885f8989898989612fdb565b91509150965096945050505050565b5f818152602081905260408120805460018201546002830154604080516020810194909452830191909152606082015260800160405160208183030381529060405280519060200120915050919050565b5f5f5f5f5160206139955f395f51905f52905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa612e4f575f5ffd5b81519350808385860903612e635750612e74565b506020815281600185089350612e2c565b5050915091565b5f612fcf565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa612eb25750610963565b825160408501526020830151606085015260408360808660065afa612ed75750610963565b60018452600260208501528060408501525060408360608560075afa156109635760c0820151604084015260e08201516060840152604060c0830160808560065afa15610963577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156109635750505160011490565b61096360405183612e81565b5f5f5f5f612fea8989876130a7565b945090925090505f613015838361300460c08d018d61391c565b8e6130108c60206137fe565b6131b6565b919450925090506130268185613844565b9450841580613046575061303a8885613905565b6130448887613905565b105b1561306e576040516322c1720560e21b815260048101869052602481018590526044016107b1565b61307b8c8c85858d6132c8565b61309857604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b5f8080806130bc610100870160e0880161359e565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082613123576040516343a2f1cb60e01b815263ffffffff8b166004820152602481018590526044016107b1565b81613144576040516318c3096f60e21b8152600481018590526024016107b1565b63ffffffff81811690602083901c8116908c16821180613174575080158015906131745750808c63ffffffff1610155b156131a1576040516343a2f1cb60e01b815263ffffffff8d166004820152602481018790526044016107b1565b50969a95995060401c97509395505050505050565b5f5f5f5f5f5160206139955f395f51905f5290506040518a815289602082015260408101898960061b81015b808210156132ab5788516001600160601b03811663ffffffff8260601c168c1015613243578160e01c8c1015613233576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80613266576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa61329a57634010053960e11b5f5260045ffd5b6040820191506020890198506131e2565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f036132e5576132db88612dd3565b90925090506132ef565b5050845160208601515b6132f7613386565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e082015261337981612e7b565b9998505050505050505050565b604051806101800160405280600c906020820280368337509192915050565b5f602082840312156133b5575f5ffd5b5035919050565b6001600160a01b0381168114610cbb575f5ffd5b8015158114610cbb575f5ffd5b5f5f604083850312156133ee575f5ffd5b82356133f9816133bc565b91506020830135613409816133d0565b809150509250929050565b5f60208284031215613424575f5ffd5b8135610b96816133bc565b5f5f83601f84011261343f575f5ffd5b5081356001600160401b03811115613455575f5ffd5b6020830191508360208260051b850101111561346f575f5ffd5b9250929050565b5f5f5f60408486031215613488575f5ffd5b8335925060208401356001600160401b038111156134a4575f5ffd5b6134b08682870161342f565b9497909650939450505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b818110156134fe5783518352602093840193909201916001016134e0565b50909695505050505050565b63ffffffff81168114610cbb575f5ffd5b5f5f6040838503121561352c575f5ffd5b8235915060208301356134098161350a565b5f5f6040838503121561354f575f5ffd5b50508035926020909101359150565b6001600160401b0381168114610cbb575f5ffd5b5f5f60408385031215613583575f5ffd5b823561358e816133bc565b915060208301356134098161355e565b5f602082840312156135ae575f5ffd5b8135610b968161350a565b5f5f5f5f5f60a086880312156135cd575f5ffd5b8535945060208601356135df8161350a565b935060408601356001600160401b038111156135f9575f5ffd5b8601610160818903121561360b575f5ffd5b94979396509394606081013594506080013592915050565b5f60408284031215613633575f5ffd5b50919050565b5f60808284031215613633575f5ffd5b5f5f5f5f610120858703121561365d575f5ffd5b8435613668816133bc565b93506136778660208701613623565b92506136868660608701613639565b91506136958660e08701613623565b905092959194509250565b5f5f5f5f5f606086880312156136b4575f5ffd5b85356136bf8161350a565b945060208601356001600160401b038111156136d9575f5ffd5b6136e58882890161342f565b90955093505060408601356001600160401b03811115613703575f5ffd5b61370f8882890161342f565b969995985093965092949392505050565b5f5f60408385031215613731575f5ffd5b823561373c816133bc565b915060208301356001600160601b0381168114613409575f5ffd5b5f5f5f60e08486031215613769575f5ffd5b8335613774816133bc565b92506137838560208601613623565b91506137928560608601613639565b90509250925092565b5f5f5f61010084860312156137ae575f5ffd5b6137b88585613623565b92506137c78560408601613639565b91506137928560c08601613623565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820180821115610963576109636137ea565b5f60018201613822576138226137ea565b5060010190565b5f60208284031215613839575f5ffd5b8151610b96816133bc565b81810381811115610963576109636137ea565b5f60208284031215613867575f5ffd5b8151610b968161355e565b6001600160401b038181168382160190811115610963576109636137ea565b5f602082840312156138a1575f5ffd5b8151610b968161350a565b634e487b7160e01b5f52601260045260245ffd5b5f826138ce576138ce6138ac565b500490565b5f602082840312156138e3575f5ffd5b8151610b96816133d0565b5f602082840312156138fe575f5ffd5b5051919050565b8082028115828204841417610963576109636137ea565b5f5f8335601e19843603018112613931575f5ffd5b8301803591506001600160401b0382111561394a575f5ffd5b6020019150600681901b360382131561346f575f5ffd5b5f8261396f5761396f6138ac565b50069056fef7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47a26469706673582212202bc345eeb0a20bc20c817ffa40cbac9ebefd43558bbc52de47e99b91e23997d264736f6c63430008250033",
}

// OperatorRegistry is an auto generated Go binding around an Ethereum contract.
type OperatorRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OperatorRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewOperatorRegistry creates a new instance of OperatorRegistry.
func NewOperatorRegistry() *OperatorRegistry {
	parsed, err := OperatorRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OperatorRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OperatorRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint256 referenceWindow_, address delegationManager_, address strategy_) returns()
func (operatorRegistry *OperatorRegistry) PackConstructor(referenceWindow_ *big.Int, delegationManager_ common.Address, strategy_ common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("", referenceWindow_, delegationManager_, strategy_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEIGENSLASHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c8d02e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function EIGEN_SLASH_GAS() view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackEIGENSLASHGAS() []byte {
	enc, err := operatorRegistry.abi.Pack("EIGEN_SLASH_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEIGENSLASHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c8d02e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function EIGEN_SLASH_GAS() view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackEIGENSLASHGAS() ([]byte, error) {
	return operatorRegistry.abi.Pack("EIGEN_SLASH_GAS")
}

// UnpackEIGENSLASHGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c8d02e0.
//
// Solidity: function EIGEN_SLASH_GAS() view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackEIGENSLASHGAS(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("EIGEN_SLASH_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPOPDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdcb67779.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function POP_DOMAIN() view returns(bytes32)
func (operatorRegistry *OperatorRegistry) PackPOPDOMAIN() []byte {
	enc, err := operatorRegistry.abi.Pack("POP_DOMAIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPOPDOMAIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdcb67779.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function POP_DOMAIN() view returns(bytes32)
func (operatorRegistry *OperatorRegistry) TryPackPOPDOMAIN() ([]byte, error) {
	return operatorRegistry.abi.Pack("POP_DOMAIN")
}

// UnpackPOPDOMAIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdcb67779.
//
// Solidity: function POP_DOMAIN() view returns(bytes32)
func (operatorRegistry *OperatorRegistry) UnpackPOPDOMAIN(data []byte) ([32]byte, error) {
	out, err := operatorRegistry.abi.Unpack("POP_DOMAIN", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackApkEntryAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11cb9e4d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function apkEntryAt(uint256 index) view returns((uint256,uint256) apk, uint256 apkEntry)
func (operatorRegistry *OperatorRegistry) PackApkEntryAt(index *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("apkEntryAt", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApkEntryAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x11cb9e4d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function apkEntryAt(uint256 index) view returns((uint256,uint256) apk, uint256 apkEntry)
func (operatorRegistry *OperatorRegistry) TryPackApkEntryAt(index *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("apkEntryAt", index)
}

// ApkEntryAtOutput serves as a container for the return parameters of contract
// method ApkEntryAt.
type ApkEntryAtOutput struct {
	Apk      G1Point
	ApkEntry *big.Int
}

// UnpackApkEntryAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x11cb9e4d.
//
// Solidity: function apkEntryAt(uint256 index) view returns((uint256,uint256) apk, uint256 apkEntry)
func (operatorRegistry *OperatorRegistry) UnpackApkEntryAt(data []byte) (ApkEntryAtOutput, error) {
	out, err := operatorRegistry.abi.Unpack("apkEntryAt", data)
	outstruct := new(ApkEntryAtOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Apk = *abi.ConvertType(out[0], new(G1Point)).(*G1Point)
	outstruct.ApkEntry = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackApkHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x626e0db5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function apkHistory(uint256 index) view returns((uint256,uint256,uint32,uint32,uint96))
func (operatorRegistry *OperatorRegistry) PackApkHistory(index *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("apkHistory", index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApkHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x626e0db5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function apkHistory(uint256 index) view returns((uint256,uint256,uint32,uint32,uint96))
func (operatorRegistry *OperatorRegistry) TryPackApkHistory(index *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("apkHistory", index)
}

// UnpackApkHistory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x626e0db5.
//
// Solidity: function apkHistory(uint256 index) view returns((uint256,uint256,uint32,uint32,uint96))
func (operatorRegistry *OperatorRegistry) UnpackApkHistory(data []byte) (BlsSignatureCheckerApkUpdate, error) {
	out, err := operatorRegistry.abi.Unpack("apkHistory", data)
	if err != nil {
		return *new(BlsSignatureCheckerApkUpdate), err
	}
	out0 := *abi.ConvertType(out[0], new(BlsSignatureCheckerApkUpdate)).(*BlsSignatureCheckerApkUpdate)
	return out0, nil
}

// PackApkHistoryLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cb5da2f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function apkHistoryLength() view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackApkHistoryLength() []byte {
	enc, err := operatorRegistry.abi.Pack("apkHistoryLength")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApkHistoryLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cb5da2f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function apkHistoryLength() view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackApkHistoryLength() ([]byte, error) {
	return operatorRegistry.abi.Pack("apkHistoryLength")
}

// UnpackApkHistoryLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8cb5da2f.
//
// Solidity: function apkHistoryLength() view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackApkHistoryLength(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("apkHistoryLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApkIndexAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b07aef3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function apkIndexAt(uint32 blockNumber) view returns(uint32)
func (operatorRegistry *OperatorRegistry) PackApkIndexAt(blockNumber uint32) []byte {
	enc, err := operatorRegistry.abi.Pack("apkIndexAt", blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApkIndexAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5b07aef3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function apkIndexAt(uint32 blockNumber) view returns(uint32)
func (operatorRegistry *OperatorRegistry) TryPackApkIndexAt(blockNumber uint32) ([]byte, error) {
	return operatorRegistry.abi.Pack("apkIndexAt", blockNumber)
}

// UnpackApkIndexAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5b07aef3.
//
// Solidity: function apkIndexAt(uint32 blockNumber) view returns(uint32)
func (operatorRegistry *OperatorRegistry) UnpackApkIndexAt(data []byte) (uint32, error) {
	out, err := operatorRegistry.abi.Unpack("apkIndexAt", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackAvs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde1164bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function avs() view returns(address)
func (operatorRegistry *OperatorRegistry) PackAvs() []byte {
	enc, err := operatorRegistry.abi.Pack("avs")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAvs is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde1164bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function avs() view returns(address)
func (operatorRegistry *OperatorRegistry) TryPackAvs() ([]byte, error) {
	return operatorRegistry.abi.Pack("avs")
}

// UnpackAvs is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde1164bb.
//
// Solidity: function avs() view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackAvs(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("avs", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCheckSignatures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82635623.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkSignatures(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) PackCheckSignatures(digest [32]byte, referenceBlock uint32, sig QuorumSignature, numerator *big.Int, denominator *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("checkSignatures", digest, referenceBlock, sig, numerator, denominator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckSignatures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82635623.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkSignatures(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) TryPackCheckSignatures(digest [32]byte, referenceBlock uint32, sig QuorumSignature, numerator *big.Int, denominator *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("checkSignatures", digest, referenceBlock, sig, numerator, denominator)
}

// CheckSignaturesOutput serves as a container for the return parameters of contract
// method CheckSignatures.
type CheckSignaturesOutput struct {
	SignedStake *big.Int
	TotalStake  *big.Int
}

// UnpackCheckSignatures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82635623.
//
// Solidity: function checkSignatures(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackCheckSignatures(data []byte) (CheckSignaturesOutput, error) {
	out, err := operatorRegistry.abi.Unpack("checkSignatures", data)
	outstruct := new(CheckSignaturesOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SignedStake = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.TotalStake = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackCheckSignaturesAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd9a1a32.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function checkSignaturesAt(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) PackCheckSignaturesAt(digest [32]byte, referenceBlock uint32, sig QuorumSignature, numerator *big.Int, denominator *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("checkSignaturesAt", digest, referenceBlock, sig, numerator, denominator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCheckSignaturesAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd9a1a32.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function checkSignaturesAt(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) TryPackCheckSignaturesAt(digest [32]byte, referenceBlock uint32, sig QuorumSignature, numerator *big.Int, denominator *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("checkSignaturesAt", digest, referenceBlock, sig, numerator, denominator)
}

// CheckSignaturesAtOutput serves as a container for the return parameters of contract
// method CheckSignaturesAt.
type CheckSignaturesAtOutput struct {
	SignedStake *big.Int
	TotalStake  *big.Int
}

// UnpackCheckSignaturesAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfd9a1a32.
//
// Solidity: function checkSignaturesAt(bytes32 digest, uint32 referenceBlock, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, uint256 numerator, uint256 denominator) view returns(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackCheckSignaturesAt(data []byte) (CheckSignaturesAtOutput, error) {
	out, err := operatorRegistry.abi.Unpack("checkSignaturesAt", data)
	outstruct := new(CheckSignaturesAtOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.SignedStake = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.TotalStake = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackCurrentApk is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1499b662.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function currentApk() view returns((uint256,uint256) apk, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) PackCurrentApk() []byte {
	enc, err := operatorRegistry.abi.Pack("currentApk")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCurrentApk is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1499b662.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function currentApk() view returns((uint256,uint256) apk, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) TryPackCurrentApk() ([]byte, error) {
	return operatorRegistry.abi.Pack("currentApk")
}

// CurrentApkOutput serves as a container for the return parameters of contract
// method CurrentApk.
type CurrentApkOutput struct {
	Apk        G1Point
	TotalStake *big.Int
}

// UnpackCurrentApk is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1499b662.
//
// Solidity: function currentApk() view returns((uint256,uint256) apk, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackCurrentApk(data []byte) (CurrentApkOutput, error) {
	out, err := operatorRegistry.abi.Unpack("currentApk", data)
	outstruct := new(CurrentApkOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Apk = *abi.ConvertType(out[0], new(G1Point)).(*G1Point)
	outstruct.TotalStake = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackDelegationManager is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xea4d3c9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegationManager() view returns(address)
func (operatorRegistry *OperatorRegistry) PackDelegationManager() []byte {
	enc, err := operatorRegistry.abi.Pack("delegationManager")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegationManager is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xea4d3c9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegationManager() view returns(address)
func (operatorRegistry *OperatorRegistry) TryPackDelegationManager() ([]byte, error) {
	return operatorRegistry.abi.Pack("delegationManager")
}

// UnpackDelegationManager is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xea4d3c9b.
//
// Solidity: function delegationManager() view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackDelegationManager(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("delegationManager", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDeregisterFromAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f0d3bd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deregisterFromAVS(address operator) returns()
func (operatorRegistry *OperatorRegistry) PackDeregisterFromAVS(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("deregisterFromAVS", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeregisterFromAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f0d3bd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deregisterFromAVS(address operator) returns()
func (operatorRegistry *OperatorRegistry) TryPackDeregisterFromAVS(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("deregisterFromAVS", operator)
}

// PackDeregisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x857dc190.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deregisterOperator() returns()
func (operatorRegistry *OperatorRegistry) PackDeregisterOperator() []byte {
	enc, err := operatorRegistry.abi.Pack("deregisterOperator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeregisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x857dc190.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deregisterOperator() returns()
func (operatorRegistry *OperatorRegistry) TryPackDeregisterOperator() ([]byte, error) {
	return operatorRegistry.abi.Pack("deregisterOperator")
}

// PackIsRegistered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c5a547.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRegistered(address operator) view returns(bool)
func (operatorRegistry *OperatorRegistry) PackIsRegistered(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("isRegistered", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRegistered is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c5a547.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRegistered(address operator) view returns(bool)
func (operatorRegistry *OperatorRegistry) TryPackIsRegistered(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("isRegistered", operator)
}

// UnpackIsRegistered is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3c5a547.
//
// Solidity: function isRegistered(address operator) view returns(bool)
func (operatorRegistry *OperatorRegistry) UnpackIsRegistered(data []byte) (bool, error) {
	out, err := operatorRegistry.abi.Unpack("isRegistered", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d9938cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockStake(address operator, uint64 until) returns()
func (operatorRegistry *OperatorRegistry) PackLockStake(operator common.Address, until uint64) []byte {
	enc, err := operatorRegistry.abi.Pack("lockStake", operator, until)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d9938cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockStake(address operator, uint64 until) returns()
func (operatorRegistry *OperatorRegistry) TryPackLockStake(operator common.Address, until uint64) ([]byte, error) {
	return operatorRegistry.abi.Pack("lockStake", operator, until)
}

// PackLockedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15c6b078.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedStake(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) PackLockedStake(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("lockedStake", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x15c6b078.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedStake(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) TryPackLockedStake(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("lockedStake", operator)
}

// UnpackLockedStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x15c6b078.
//
// Solidity: function lockedStake(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) UnpackLockedStake(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("lockedStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLockedUntil is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9bc289f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function lockedUntil(address operator) view returns(uint64)
func (operatorRegistry *OperatorRegistry) PackLockedUntil(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("lockedUntil", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLockedUntil is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9bc289f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function lockedUntil(address operator) view returns(uint64)
func (operatorRegistry *OperatorRegistry) TryPackLockedUntil(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("lockedUntil", operator)
}

// UnpackLockedUntil is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9bc289f1.
//
// Solidity: function lockedUntil(address operator) view returns(uint64)
func (operatorRegistry *OperatorRegistry) UnpackLockedUntil(data []byte) (uint64, error) {
	out, err := operatorRegistry.abi.Unpack("lockedUntil", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOperatorIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb37855c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operatorIdOf(address operator) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) PackOperatorIdOf(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("operatorIdOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperatorIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb37855c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operatorIdOf(address operator) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) TryPackOperatorIdOf(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("operatorIdOf", operator)
}

// UnpackOperatorIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb37855c8.
//
// Solidity: function operatorIdOf(address operator) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) UnpackOperatorIdOf(data []byte) ([32]byte, error) {
	out, err := operatorRegistry.abi.Unpack("operatorIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOperatorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63ea4ab2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function operatorOf(bytes32 operatorId) view returns(address)
func (operatorRegistry *OperatorRegistry) PackOperatorOf(operatorId [32]byte) []byte {
	enc, err := operatorRegistry.abi.Pack("operatorOf", operatorId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOperatorOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63ea4ab2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function operatorOf(bytes32 operatorId) view returns(address)
func (operatorRegistry *OperatorRegistry) TryPackOperatorOf(operatorId [32]byte) ([]byte, error) {
	return operatorRegistry.abi.Pack("operatorOf", operatorId)
}

// UnpackOperatorOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x63ea4ab2.
//
// Solidity: function operatorOf(bytes32 operatorId) view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackOperatorOf(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("operatorOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (operatorRegistry *OperatorRegistry) PackOwner() []byte {
	enc, err := operatorRegistry.abi.Pack("owner")
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
func (operatorRegistry *OperatorRegistry) TryPackOwner() ([]byte, error) {
	return operatorRegistry.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackOwner(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPopMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf0bb91f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function popMessage(address operator, (uint256,uint256) pk1, (uint256[2],uint256[2]) pk2) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) PackPopMessage(operator common.Address, pk1 G1Point, pk2 G2Point) []byte {
	enc, err := operatorRegistry.abi.Pack("popMessage", operator, pk1, pk2)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPopMessage is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaf0bb91f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function popMessage(address operator, (uint256,uint256) pk1, (uint256[2],uint256[2]) pk2) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) TryPackPopMessage(operator common.Address, pk1 G1Point, pk2 G2Point) ([]byte, error) {
	return operatorRegistry.abi.Pack("popMessage", operator, pk1, pk2)
}

// UnpackPopMessage is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xaf0bb91f.
//
// Solidity: function popMessage(address operator, (uint256,uint256) pk1, (uint256[2],uint256[2]) pk2) view returns(bytes32)
func (operatorRegistry *OperatorRegistry) UnpackPopMessage(data []byte) ([32]byte, error) {
	out, err := operatorRegistry.abi.Unpack("popMessage", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackQuorumWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20f31d3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quorumWords(uint256 apkIndex, bytes32[] ids) view returns(bytes32 apkHash, uint256[] records)
func (operatorRegistry *OperatorRegistry) PackQuorumWords(apkIndex *big.Int, ids [][32]byte) []byte {
	enc, err := operatorRegistry.abi.Pack("quorumWords", apkIndex, ids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuorumWords is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20f31d3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quorumWords(uint256 apkIndex, bytes32[] ids) view returns(bytes32 apkHash, uint256[] records)
func (operatorRegistry *OperatorRegistry) TryPackQuorumWords(apkIndex *big.Int, ids [][32]byte) ([]byte, error) {
	return operatorRegistry.abi.Pack("quorumWords", apkIndex, ids)
}

// QuorumWordsOutput serves as a container for the return parameters of contract
// method QuorumWords.
type QuorumWordsOutput struct {
	ApkHash [32]byte
	Records []*big.Int
}

// UnpackQuorumWords is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20f31d3a.
//
// Solidity: function quorumWords(uint256 apkIndex, bytes32[] ids) view returns(bytes32 apkHash, uint256[] records)
func (operatorRegistry *OperatorRegistry) UnpackQuorumWords(data []byte) (QuorumWordsOutput, error) {
	out, err := operatorRegistry.abi.Unpack("quorumWords", data)
	outstruct := new(QuorumWordsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.ApkHash = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Records = *abi.ConvertType(out[1], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackReferenceWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38abcc79.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referenceWindow() view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackReferenceWindow() []byte {
	enc, err := operatorRegistry.abi.Pack("referenceWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferenceWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x38abcc79.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referenceWindow() view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackReferenceWindow() ([]byte, error) {
	return operatorRegistry.abi.Pack("referenceWindow")
}

// UnpackReferenceWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x38abcc79.
//
// Solidity: function referenceWindow() view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackReferenceWindow(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("referenceWindow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegisterFromAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cc25aaa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerFromAVS(address operator, (uint256,uint256) pk1, (uint256[2],uint256[2]) pk2, (uint256,uint256) pop) returns()
func (operatorRegistry *OperatorRegistry) PackRegisterFromAVS(operator common.Address, pk1 G1Point, pk2 G2Point, pop G1Point) []byte {
	enc, err := operatorRegistry.abi.Pack("registerFromAVS", operator, pk1, pk2, pop)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterFromAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8cc25aaa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerFromAVS(address operator, (uint256,uint256) pk1, (uint256[2],uint256[2]) pk2, (uint256,uint256) pop) returns()
func (operatorRegistry *OperatorRegistry) TryPackRegisterFromAVS(operator common.Address, pk1 G1Point, pk2 G2Point, pop G1Point) ([]byte, error) {
	return operatorRegistry.abi.Pack("registerFromAVS", operator, pk1, pk2, pop)
}

// PackRegisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba60ce04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerOperator((uint256,uint256) pk1, (uint256[2],uint256[2]) pk2, (uint256,uint256) pop) returns()
func (operatorRegistry *OperatorRegistry) PackRegisterOperator(pk1 G1Point, pk2 G2Point, pop G1Point) []byte {
	enc, err := operatorRegistry.abi.Pack("registerOperator", pk1, pk2, pop)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba60ce04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerOperator((uint256,uint256) pk1, (uint256[2],uint256[2]) pk2, (uint256,uint256) pop) returns()
func (operatorRegistry *OperatorRegistry) TryPackRegisterOperator(pk1 G1Point, pk2 G2Point, pop G1Point) ([]byte, error) {
	return operatorRegistry.abi.Pack("registerOperator", pk1, pk2, pop)
}

// PackSetAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65497c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAVS(address avs_) returns()
func (operatorRegistry *OperatorRegistry) PackSetAVS(avs common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("setAVS", avs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAVS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa65497c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAVS(address avs_) returns()
func (operatorRegistry *OperatorRegistry) TryPackSetAVS(avs common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("setAVS", avs)
}

// PackSetSlaSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x120e15d5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSlaSlasher(address s, bool allowed) returns()
func (operatorRegistry *OperatorRegistry) PackSetSlaSlasher(s common.Address, allowed bool) []byte {
	enc, err := operatorRegistry.abi.Pack("setSlaSlasher", s, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSlaSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x120e15d5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSlaSlasher(address s, bool allowed) returns()
func (operatorRegistry *OperatorRegistry) TryPackSetSlaSlasher(s common.Address, allowed bool) ([]byte, error) {
	return operatorRegistry.abi.Pack("setSlaSlasher", s, allowed)
}

// PackSetSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaabc2496.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSlasher(address slasher_) returns()
func (operatorRegistry *OperatorRegistry) PackSetSlasher(slasher common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("setSlasher", slasher)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xaabc2496.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSlasher(address slasher_) returns()
func (operatorRegistry *OperatorRegistry) TryPackSetSlasher(slasher common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("setSlasher", slasher)
}

// PackSetStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa67393c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setStake(address operator, uint96 stake) returns()
func (operatorRegistry *OperatorRegistry) PackSetStake(operator common.Address, stake *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("setStake", operator, stake)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa67393c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setStake(address operator, uint96 stake) returns()
func (operatorRegistry *OperatorRegistry) TryPackSetStake(operator common.Address, stake *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("setStake", operator, stake)
}

// PackSignersAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ad4c5bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signersAt(uint32 ref, bytes32[] nonSignerIds, bytes32[] signerIds) view returns(uint256 signedStake)
func (operatorRegistry *OperatorRegistry) PackSignersAt(ref uint32, nonSignerIds [][32]byte, signerIds [][32]byte) []byte {
	enc, err := operatorRegistry.abi.Pack("signersAt", ref, nonSignerIds, signerIds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSignersAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ad4c5bc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signersAt(uint32 ref, bytes32[] nonSignerIds, bytes32[] signerIds) view returns(uint256 signedStake)
func (operatorRegistry *OperatorRegistry) TryPackSignersAt(ref uint32, nonSignerIds [][32]byte, signerIds [][32]byte) ([]byte, error) {
	return operatorRegistry.abi.Pack("signersAt", ref, nonSignerIds, signerIds)
}

// UnpackSignersAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ad4c5bc.
//
// Solidity: function signersAt(uint32 ref, bytes32[] nonSignerIds, bytes32[] signerIds) view returns(uint256 signedStake)
func (operatorRegistry *OperatorRegistry) UnpackSignersAt(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("signersAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSlaSlashers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc64ae303.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slaSlashers(address ) view returns(bool)
func (operatorRegistry *OperatorRegistry) PackSlaSlashers(arg0 common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("slaSlashers", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlaSlashers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc64ae303.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slaSlashers(address ) view returns(bool)
func (operatorRegistry *OperatorRegistry) TryPackSlaSlashers(arg0 common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("slaSlashers", arg0)
}

// UnpackSlaSlashers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc64ae303.
//
// Solidity: function slaSlashers(address ) view returns(bool)
func (operatorRegistry *OperatorRegistry) UnpackSlaSlashers(data []byte) (bool, error) {
	out, err := operatorRegistry.abi.Unpack("slaSlashers", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSlaWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29ef7e7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slaWindow() view returns(uint64)
func (operatorRegistry *OperatorRegistry) PackSlaWindow() []byte {
	enc, err := operatorRegistry.abi.Pack("slaWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlaWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29ef7e7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slaWindow() view returns(uint64)
func (operatorRegistry *OperatorRegistry) TryPackSlaWindow() ([]byte, error) {
	return operatorRegistry.abi.Pack("slaWindow")
}

// UnpackSlaWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x29ef7e7e.
//
// Solidity: function slaWindow() view returns(uint64)
func (operatorRegistry *OperatorRegistry) UnpackSlaWindow(data []byte) (uint64, error) {
	out, err := operatorRegistry.abi.Unpack("slaWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc61b4cc3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(address operator, uint96 amount) returns()
func (operatorRegistry *OperatorRegistry) PackSlash(operator common.Address, amount *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("slash", operator, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc61b4cc3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(address operator, uint96 amount) returns()
func (operatorRegistry *OperatorRegistry) TryPackSlash(operator common.Address, amount *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("slash", operator, amount)
}

// PackSlashedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f7876c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashedOf(address operator) view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackSlashedOf(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("slashedOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8f7876c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashedOf(address operator) view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackSlashedOf(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("slashedOf", operator)
}

// UnpackSlashedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8f7876c4.
//
// Solidity: function slashedOf(address operator) view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackSlashedOf(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("slashedOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1344271.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slasher() view returns(address)
func (operatorRegistry *OperatorRegistry) PackSlasher() []byte {
	enc, err := operatorRegistry.abi.Pack("slasher")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlasher is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1344271.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slasher() view returns(address)
func (operatorRegistry *OperatorRegistry) TryPackSlasher() ([]byte, error) {
	return operatorRegistry.abi.Pack("slasher")
}

// UnpackSlasher is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1344271.
//
// Solidity: function slasher() view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackSlasher(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("slasher", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27744928.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeAt(bytes32 operatorId, uint32 blockNumber) view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackStakeAt(operatorId [32]byte, blockNumber uint32) []byte {
	enc, err := operatorRegistry.abi.Pack("stakeAt", operatorId, blockNumber)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27744928.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeAt(bytes32 operatorId, uint32 blockNumber) view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackStakeAt(operatorId [32]byte, blockNumber uint32) ([]byte, error) {
	return operatorRegistry.abi.Pack("stakeAt", operatorId, blockNumber)
}

// UnpackStakeAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27744928.
//
// Solidity: function stakeAt(bytes32 operatorId, uint32 blockNumber) view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackStakeAt(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("stakeAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b34e0b2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeHistory(bytes32 operatorId, uint256 index) view returns(uint32 fromBlock, uint96 stake)
func (operatorRegistry *OperatorRegistry) PackStakeHistory(operatorId [32]byte, index *big.Int) []byte {
	enc, err := operatorRegistry.abi.Pack("stakeHistory", operatorId, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeHistory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b34e0b2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeHistory(bytes32 operatorId, uint256 index) view returns(uint32 fromBlock, uint96 stake)
func (operatorRegistry *OperatorRegistry) TryPackStakeHistory(operatorId [32]byte, index *big.Int) ([]byte, error) {
	return operatorRegistry.abi.Pack("stakeHistory", operatorId, index)
}

// StakeHistoryOutput serves as a container for the return parameters of contract
// method StakeHistory.
type StakeHistoryOutput struct {
	FromBlock uint32
	Stake     *big.Int
}

// UnpackStakeHistory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b34e0b2.
//
// Solidity: function stakeHistory(bytes32 operatorId, uint256 index) view returns(uint32 fromBlock, uint96 stake)
func (operatorRegistry *OperatorRegistry) UnpackStakeHistory(data []byte) (StakeHistoryOutput, error) {
	out, err := operatorRegistry.abi.Unpack("stakeHistory", data)
	outstruct := new(StakeHistoryOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.FromBlock = *abi.ConvertType(out[0], new(uint32)).(*uint32)
	outstruct.Stake = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackStakeHistoryLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07a2d041.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeHistoryLength(bytes32 operatorId) view returns(uint256)
func (operatorRegistry *OperatorRegistry) PackStakeHistoryLength(operatorId [32]byte) []byte {
	enc, err := operatorRegistry.abi.Pack("stakeHistoryLength", operatorId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeHistoryLength is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x07a2d041.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeHistoryLength(bytes32 operatorId) view returns(uint256)
func (operatorRegistry *OperatorRegistry) TryPackStakeHistoryLength(operatorId [32]byte) ([]byte, error) {
	return operatorRegistry.abi.Pack("stakeHistoryLength", operatorId)
}

// UnpackStakeHistoryLength is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x07a2d041.
//
// Solidity: function stakeHistoryLength(bytes32 operatorId) view returns(uint256)
func (operatorRegistry *OperatorRegistry) UnpackStakeHistoryLength(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("stakeHistoryLength", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) PackStakeOf(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("stakeOf", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42623360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) TryPackStakeOf(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("stakeOf", operator)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42623360.
//
// Solidity: function stakeOf(address operator) view returns(uint96)
func (operatorRegistry *OperatorRegistry) UnpackStakeOf(data []byte) (*big.Int, error) {
	out, err := operatorRegistry.abi.Unpack("stakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStrategy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8c62e76.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function strategy() view returns(address)
func (operatorRegistry *OperatorRegistry) PackStrategy() []byte {
	enc, err := operatorRegistry.abi.Pack("strategy")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStrategy is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8c62e76.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function strategy() view returns(address)
func (operatorRegistry *OperatorRegistry) TryPackStrategy() ([]byte, error) {
	return operatorRegistry.abi.Pack("strategy")
}

// UnpackStrategy is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8c62e76.
//
// Solidity: function strategy() view returns(address)
func (operatorRegistry *OperatorRegistry) UnpackStrategy(data []byte) (common.Address, error) {
	out, err := operatorRegistry.abi.Unpack("strategy", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSyncStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e35e2c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function syncStake(address operator) returns()
func (operatorRegistry *OperatorRegistry) PackSyncStake(operator common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("syncStake", operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSyncStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e35e2c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function syncStake(address operator) returns()
func (operatorRegistry *OperatorRegistry) TryPackSyncStake(operator common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("syncStake", operator)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address to) returns()
func (operatorRegistry *OperatorRegistry) PackTransferOwnership(to common.Address) []byte {
	enc, err := operatorRegistry.abi.Pack("transferOwnership", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address to) returns()
func (operatorRegistry *OperatorRegistry) TryPackTransferOwnership(to common.Address) ([]byte, error) {
	return operatorRegistry.abi.Pack("transferOwnership", to)
}

// PackWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d57b02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function wired() view returns(bool)
func (operatorRegistry *OperatorRegistry) PackWired() []byte {
	enc, err := operatorRegistry.abi.Pack("wired")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWired is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x39d57b02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function wired() view returns(bool)
func (operatorRegistry *OperatorRegistry) TryPackWired() ([]byte, error) {
	return operatorRegistry.abi.Pack("wired")
}

// UnpackWired is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x39d57b02.
//
// Solidity: function wired() view returns(bool)
func (operatorRegistry *OperatorRegistry) UnpackWired(data []byte) (bool, error) {
	out, err := operatorRegistry.abi.Unpack("wired", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// OperatorRegistryAVSSet represents a AVSSet event raised by the OperatorRegistry contract.
type OperatorRegistryAVSSet struct {
	Avs common.Address
	Raw *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryAVSSetEventName = "AVSSet"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryAVSSet) ContractEventName() string {
	return OperatorRegistryAVSSetEventName
}

// UnpackAVSSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AVSSet(address indexed avs)
func (operatorRegistry *OperatorRegistry) UnpackAVSSetEvent(log *types.Log) (*OperatorRegistryAVSSet, error) {
	event := "AVSSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryAVSSet)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryApkUpdated represents a ApkUpdated event raised by the OperatorRegistry contract.
type OperatorRegistryApkUpdated struct {
	FromBlock  uint32
	X          *big.Int
	Y          *big.Int
	TotalStake *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryApkUpdatedEventName = "ApkUpdated"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryApkUpdated) ContractEventName() string {
	return OperatorRegistryApkUpdatedEventName
}

// UnpackApkUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ApkUpdated(uint32 indexed fromBlock, uint256 x, uint256 y, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackApkUpdatedEvent(log *types.Log) (*OperatorRegistryApkUpdated, error) {
	event := "ApkUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryApkUpdated)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryEigenLayerSlashRefused represents a EigenLayerSlashRefused event raised by the OperatorRegistry contract.
type OperatorRegistryEigenLayerSlashRefused struct {
	Operator common.Address
	Wad      *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryEigenLayerSlashRefusedEventName = "EigenLayerSlashRefused"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryEigenLayerSlashRefused) ContractEventName() string {
	return OperatorRegistryEigenLayerSlashRefusedEventName
}

// UnpackEigenLayerSlashRefusedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EigenLayerSlashRefused(address indexed operator, uint256 wad)
func (operatorRegistry *OperatorRegistry) UnpackEigenLayerSlashRefusedEvent(log *types.Log) (*OperatorRegistryEigenLayerSlashRefused, error) {
	event := "EigenLayerSlashRefused"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryEigenLayerSlashRefused)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryOperatorDeregistered represents a OperatorDeregistered event raised by the OperatorRegistry contract.
type OperatorRegistryOperatorDeregistered struct {
	Operator   common.Address
	OperatorId [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryOperatorDeregisteredEventName = "OperatorDeregistered"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryOperatorDeregistered) ContractEventName() string {
	return OperatorRegistryOperatorDeregisteredEventName
}

// UnpackOperatorDeregisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OperatorDeregistered(address indexed operator, bytes32 indexed operatorId)
func (operatorRegistry *OperatorRegistry) UnpackOperatorDeregisteredEvent(log *types.Log) (*OperatorRegistryOperatorDeregistered, error) {
	event := "OperatorDeregistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryOperatorDeregistered)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryOperatorRegistered represents a OperatorRegistered event raised by the OperatorRegistry contract.
type OperatorRegistryOperatorRegistered struct {
	Operator   common.Address
	OperatorId [32]byte
	Stake      *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryOperatorRegisteredEventName = "OperatorRegistered"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryOperatorRegistered) ContractEventName() string {
	return OperatorRegistryOperatorRegisteredEventName
}

// UnpackOperatorRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OperatorRegistered(address indexed operator, bytes32 indexed operatorId, uint256 stake)
func (operatorRegistry *OperatorRegistry) UnpackOperatorRegisteredEvent(log *types.Log) (*OperatorRegistryOperatorRegistered, error) {
	event := "OperatorRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryOperatorRegistered)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryOwnershipTransferred represents a OwnershipTransferred event raised by the OperatorRegistry contract.
type OperatorRegistryOwnershipTransferred struct {
	From common.Address
	To   common.Address
	Raw  *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryOwnershipTransferred) ContractEventName() string {
	return OperatorRegistryOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed from, address indexed to)
func (operatorRegistry *OperatorRegistry) UnpackOwnershipTransferredEvent(log *types.Log) (*OperatorRegistryOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistrySlaSlasherSet represents a SlaSlasherSet event raised by the OperatorRegistry contract.
type OperatorRegistrySlaSlasherSet struct {
	Slasher common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const OperatorRegistrySlaSlasherSetEventName = "SlaSlasherSet"

// ContractEventName returns the user-defined event name.
func (OperatorRegistrySlaSlasherSet) ContractEventName() string {
	return OperatorRegistrySlaSlasherSetEventName
}

// UnpackSlaSlasherSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlaSlasherSet(address indexed slasher, bool allowed)
func (operatorRegistry *OperatorRegistry) UnpackSlaSlasherSetEvent(log *types.Log) (*OperatorRegistrySlaSlasherSet, error) {
	event := "SlaSlasherSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistrySlaSlasherSet)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistrySlashed represents a Slashed event raised by the OperatorRegistry contract.
type OperatorRegistrySlashed struct {
	Operator common.Address
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorRegistrySlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (OperatorRegistrySlashed) ContractEventName() string {
	return OperatorRegistrySlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(address indexed operator, uint256 amount)
func (operatorRegistry *OperatorRegistry) UnpackSlashedEvent(log *types.Log) (*OperatorRegistrySlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistrySlashed)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistrySlashedOnEigenLayer represents a SlashedOnEigenLayer event raised by the OperatorRegistry contract.
type OperatorRegistrySlashedOnEigenLayer struct {
	Operator common.Address
	Wad      *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorRegistrySlashedOnEigenLayerEventName = "SlashedOnEigenLayer"

// ContractEventName returns the user-defined event name.
func (OperatorRegistrySlashedOnEigenLayer) ContractEventName() string {
	return OperatorRegistrySlashedOnEigenLayerEventName
}

// UnpackSlashedOnEigenLayerEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlashedOnEigenLayer(address indexed operator, uint256 wad)
func (operatorRegistry *OperatorRegistry) UnpackSlashedOnEigenLayerEvent(log *types.Log) (*OperatorRegistrySlashedOnEigenLayer, error) {
	event := "SlashedOnEigenLayer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistrySlashedOnEigenLayer)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistrySlasherSet represents a SlasherSet event raised by the OperatorRegistry contract.
type OperatorRegistrySlasherSet struct {
	Slasher common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const OperatorRegistrySlasherSetEventName = "SlasherSet"

// ContractEventName returns the user-defined event name.
func (OperatorRegistrySlasherSet) ContractEventName() string {
	return OperatorRegistrySlasherSetEventName
}

// UnpackSlasherSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlasherSet(address indexed slasher)
func (operatorRegistry *OperatorRegistry) UnpackSlasherSetEvent(log *types.Log) (*OperatorRegistrySlasherSet, error) {
	event := "SlasherSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistrySlasherSet)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryStakeLock represents a StakeLock event raised by the OperatorRegistry contract.
type OperatorRegistryStakeLock struct {
	Operator common.Address
	Stake    *big.Int
	Until    uint64
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryStakeLockEventName = "StakeLock"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryStakeLock) ContractEventName() string {
	return OperatorRegistryStakeLockEventName
}

// UnpackStakeLockEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeLock(address indexed operator, uint96 stake, uint64 until)
func (operatorRegistry *OperatorRegistry) UnpackStakeLockEvent(log *types.Log) (*OperatorRegistryStakeLock, error) {
	event := "StakeLock"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryStakeLock)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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

// OperatorRegistryStakeUpdated represents a StakeUpdated event raised by the OperatorRegistry contract.
type OperatorRegistryStakeUpdated struct {
	Operator common.Address
	Stake    *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const OperatorRegistryStakeUpdatedEventName = "StakeUpdated"

// ContractEventName returns the user-defined event name.
func (OperatorRegistryStakeUpdated) ContractEventName() string {
	return OperatorRegistryStakeUpdatedEventName
}

// UnpackStakeUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeUpdated(address indexed operator, uint256 stake)
func (operatorRegistry *OperatorRegistry) UnpackStakeUpdatedEvent(log *types.Log) (*OperatorRegistryStakeUpdated, error) {
	event := "StakeUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != operatorRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OperatorRegistryStakeUpdated)
	if len(log.Data) > 0 {
		if err := operatorRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range operatorRegistry.abi.Events[event].Inputs {
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
func (operatorRegistry *OperatorRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["AlreadyRegistered"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackAlreadyRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["ApkMismatch"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackApkMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["BadAVS"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackBadAVSError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["BadSignature"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["BadStrategy"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackBadStrategyError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["DeallocationTooShort"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackDeallocationTooShortError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["DelegationManagerWithoutCode"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackDelegationManagerWithoutCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["FutureReferenceBlock"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackFutureReferenceBlockError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["InvalidG1Point"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackInvalidG1PointError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["InvalidProofOfPossession"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackInvalidProofOfPossessionError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["InvalidThreshold"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackInvalidThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["KeyBoundToOtherOperator"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackKeyBoundToOtherOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NoStake"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNoStakeError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotAVS"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotAVSError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotEigenLayerOperator"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotEigenLayerOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotRegistered"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotRegisteredError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotSlasher"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotSlasherError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["NotWiredToEigenLayer"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackNotWiredToEigenLayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["OperatorHasOtherKey"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackOperatorHasOtherKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["SignersMismatch"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackSignersMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["SlashGasTooLow"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackSlashGasTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["StakeLocked"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackStakeLockedError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["StakeOverflow"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackStakeOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["StaleReferenceBlock"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackStaleReferenceBlockError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["UseOperatorSet"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackUseOperatorSetError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["WiredToEigenLayer"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackWiredToEigenLayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["WrongApkIndex"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackWrongApkIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["ZeroKey"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackZeroKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["ZeroWindow"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackZeroWindowError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OperatorRegistryAlreadyRegistered represents a AlreadyRegistered error raised by the OperatorRegistry contract.
type OperatorRegistryAlreadyRegistered struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRegistered(address operator)
func OperatorRegistryAlreadyRegisteredErrorID() common.Hash {
	return common.HexToHash("0x45ed80e9399c87887ea54f615514a1e3dde31e9b6c027ddceb4ffd503b70e428")
}

// UnpackAlreadyRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRegistered(address operator)
func (operatorRegistry *OperatorRegistry) UnpackAlreadyRegisteredError(raw []byte) (*OperatorRegistryAlreadyRegistered, error) {
	out := new(OperatorRegistryAlreadyRegistered)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "AlreadyRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryApkMismatch represents a ApkMismatch error raised by the OperatorRegistry contract.
type OperatorRegistryApkMismatch struct {
	ApkIndex *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func OperatorRegistryApkMismatchErrorID() common.Hash {
	return common.HexToHash("0x630c25bc06c237ec1f8b6bf21082207510bcd518987f088d068a2f94d8a52378")
}

// UnpackApkMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func (operatorRegistry *OperatorRegistry) UnpackApkMismatchError(raw []byte) (*OperatorRegistryApkMismatch, error) {
	out := new(OperatorRegistryApkMismatch)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "ApkMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryBadAVS represents a BadAVS error raised by the OperatorRegistry contract.
type OperatorRegistryBadAVS struct {
	Avs common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadAVS(address avs)
func OperatorRegistryBadAVSErrorID() common.Hash {
	return common.HexToHash("0x011f32900f2adac6127b68f7f72fe09bd0a794d0b13e10a8c3b6d52ded92169e")
}

// UnpackBadAVSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadAVS(address avs)
func (operatorRegistry *OperatorRegistry) UnpackBadAVSError(raw []byte) (*OperatorRegistryBadAVS, error) {
	out := new(OperatorRegistryBadAVS)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "BadAVS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryBadSignature represents a BadSignature error raised by the OperatorRegistry contract.
type OperatorRegistryBadSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSignature()
func OperatorRegistryBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x5cd5d2335541c4f2ed05fbe44f397e8b79f8e2333157122d2dab06e378ef7685")
}

// UnpackBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSignature()
func (operatorRegistry *OperatorRegistry) UnpackBadSignatureError(raw []byte) (*OperatorRegistryBadSignature, error) {
	out := new(OperatorRegistryBadSignature)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "BadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryBadStrategy represents a BadStrategy error raised by the OperatorRegistry contract.
type OperatorRegistryBadStrategy struct {
	Strategy common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadStrategy(address strategy)
func OperatorRegistryBadStrategyErrorID() common.Hash {
	return common.HexToHash("0x323f0ca65f4ed57d9b67729c86e862cf32e26ec30bf90528f0542e6f442ccc2d")
}

// UnpackBadStrategyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadStrategy(address strategy)
func (operatorRegistry *OperatorRegistry) UnpackBadStrategyError(raw []byte) (*OperatorRegistryBadStrategy, error) {
	out := new(OperatorRegistryBadStrategy)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "BadStrategy", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryBelowThreshold represents a BelowThreshold error raised by the OperatorRegistry contract.
type OperatorRegistryBelowThreshold struct {
	SignedStake *big.Int
	TotalStake  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func OperatorRegistryBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0x8b05c814296d98f4f07b3bc12cb7a432374a44716d3cdbb2055265f66227d36f")
}

// UnpackBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackBelowThresholdError(raw []byte) (*OperatorRegistryBelowThreshold, error) {
	out := new(OperatorRegistryBelowThreshold)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "BelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryDeallocationTooShort represents a DeallocationTooShort error raised by the OperatorRegistry contract.
type OperatorRegistryDeallocationTooShort struct {
	Delay  *big.Int
	Needed *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DeallocationTooShort(uint256 delay, uint256 needed)
func OperatorRegistryDeallocationTooShortErrorID() common.Hash {
	return common.HexToHash("0xe88ec24a268ed6819e1a3eb660d8ed0d51ba00ea0eb287fd96da2206b0d37751")
}

// UnpackDeallocationTooShortError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DeallocationTooShort(uint256 delay, uint256 needed)
func (operatorRegistry *OperatorRegistry) UnpackDeallocationTooShortError(raw []byte) (*OperatorRegistryDeallocationTooShort, error) {
	out := new(OperatorRegistryDeallocationTooShort)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "DeallocationTooShort", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryDelegationManagerWithoutCode represents a DelegationManagerWithoutCode error raised by the OperatorRegistry contract.
type OperatorRegistryDelegationManagerWithoutCode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DelegationManagerWithoutCode()
func OperatorRegistryDelegationManagerWithoutCodeErrorID() common.Hash {
	return common.HexToHash("0xde99ba8e6b300f8837eece645b4717d0c1ddd4435f284c2200f15594740abf9c")
}

// UnpackDelegationManagerWithoutCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DelegationManagerWithoutCode()
func (operatorRegistry *OperatorRegistry) UnpackDelegationManagerWithoutCodeError(raw []byte) (*OperatorRegistryDelegationManagerWithoutCode, error) {
	out := new(OperatorRegistryDelegationManagerWithoutCode)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "DelegationManagerWithoutCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryFutureReferenceBlock represents a FutureReferenceBlock error raised by the OperatorRegistry contract.
type OperatorRegistryFutureReferenceBlock struct {
	ReferenceBlock uint32
	CurrentBlock   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FutureReferenceBlock(uint32 referenceBlock, uint256 currentBlock)
func OperatorRegistryFutureReferenceBlockErrorID() common.Hash {
	return common.HexToHash("0x26f2db89dda797a3af0ab488e73225032543560982fd9aca9b5bcbc9a67ef6b9")
}

// UnpackFutureReferenceBlockError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FutureReferenceBlock(uint32 referenceBlock, uint256 currentBlock)
func (operatorRegistry *OperatorRegistry) UnpackFutureReferenceBlockError(raw []byte) (*OperatorRegistryFutureReferenceBlock, error) {
	out := new(OperatorRegistryFutureReferenceBlock)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "FutureReferenceBlock", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryInvalidG1Point represents a InvalidG1Point error raised by the OperatorRegistry contract.
type OperatorRegistryInvalidG1Point struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidG1Point()
func OperatorRegistryInvalidG1PointErrorID() common.Hash {
	return common.HexToHash("0x80200a72ac30eb88ae0f95b2fa37aaa22d1bbf60cf949669f66ba65af1e856a9")
}

// UnpackInvalidG1PointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidG1Point()
func (operatorRegistry *OperatorRegistry) UnpackInvalidG1PointError(raw []byte) (*OperatorRegistryInvalidG1Point, error) {
	out := new(OperatorRegistryInvalidG1Point)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "InvalidG1Point", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryInvalidProofOfPossession represents a InvalidProofOfPossession error raised by the OperatorRegistry contract.
type OperatorRegistryInvalidProofOfPossession struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidProofOfPossession(address operator)
func OperatorRegistryInvalidProofOfPossessionErrorID() common.Hash {
	return common.HexToHash("0x1a4e671ebabb076dfe2bc16d7660feb08729cc6ad8c4b0f70fa844311da1f3d8")
}

// UnpackInvalidProofOfPossessionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidProofOfPossession(address operator)
func (operatorRegistry *OperatorRegistry) UnpackInvalidProofOfPossessionError(raw []byte) (*OperatorRegistryInvalidProofOfPossession, error) {
	out := new(OperatorRegistryInvalidProofOfPossession)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "InvalidProofOfPossession", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryInvalidThreshold represents a InvalidThreshold error raised by the OperatorRegistry contract.
type OperatorRegistryInvalidThreshold struct {
	Numerator   *big.Int
	Denominator *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidThreshold(uint256 numerator, uint256 denominator)
func OperatorRegistryInvalidThresholdErrorID() common.Hash {
	return common.HexToHash("0x7b7a98f144b22ac349117faf884147efe6b9d8f459322b9ed0cb76310884f093")
}

// UnpackInvalidThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidThreshold(uint256 numerator, uint256 denominator)
func (operatorRegistry *OperatorRegistry) UnpackInvalidThresholdError(raw []byte) (*OperatorRegistryInvalidThreshold, error) {
	out := new(OperatorRegistryInvalidThreshold)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "InvalidThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryKeyBoundToOtherOperator represents a KeyBoundToOtherOperator error raised by the OperatorRegistry contract.
type OperatorRegistryKeyBoundToOtherOperator struct {
	OperatorId [32]byte
	Operator   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error KeyBoundToOtherOperator(bytes32 operatorId, address operator)
func OperatorRegistryKeyBoundToOtherOperatorErrorID() common.Hash {
	return common.HexToHash("0x34e179863178dbf1acda52375aba32d8d8e807e916b37edcff7d9e397b7db56a")
}

// UnpackKeyBoundToOtherOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error KeyBoundToOtherOperator(bytes32 operatorId, address operator)
func (operatorRegistry *OperatorRegistry) UnpackKeyBoundToOtherOperatorError(raw []byte) (*OperatorRegistryKeyBoundToOtherOperator, error) {
	out := new(OperatorRegistryKeyBoundToOtherOperator)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "KeyBoundToOtherOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNoStake represents a NoStake error raised by the OperatorRegistry contract.
type OperatorRegistryNoStake struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoStake(address operator)
func OperatorRegistryNoStakeErrorID() common.Hash {
	return common.HexToHash("0x1130b1ce18cb10fbd4d6f64d9f418607abff316a696a3f52066db33473248660")
}

// UnpackNoStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoStake(address operator)
func (operatorRegistry *OperatorRegistry) UnpackNoStakeError(raw []byte) (*OperatorRegistryNoStake, error) {
	out := new(OperatorRegistryNoStake)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NoStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotAVS represents a NotAVS error raised by the OperatorRegistry contract.
type OperatorRegistryNotAVS struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAVS()
func OperatorRegistryNotAVSErrorID() common.Hash {
	return common.HexToHash("0x19b1d7b5d217806ef73ebedbfd2622f533394e757f8adeaebc8227ad12eae933")
}

// UnpackNotAVSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAVS()
func (operatorRegistry *OperatorRegistry) UnpackNotAVSError(raw []byte) (*OperatorRegistryNotAVS, error) {
	out := new(OperatorRegistryNotAVS)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotAVS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotEigenLayerOperator represents a NotEigenLayerOperator error raised by the OperatorRegistry contract.
type OperatorRegistryNotEigenLayerOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEigenLayerOperator(address operator)
func OperatorRegistryNotEigenLayerOperatorErrorID() common.Hash {
	return common.HexToHash("0x28333c372c373f3e445ae1357f523f2d6d6e97b59709d9b24e058e1006ed37af")
}

// UnpackNotEigenLayerOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEigenLayerOperator(address operator)
func (operatorRegistry *OperatorRegistry) UnpackNotEigenLayerOperatorError(raw []byte) (*OperatorRegistryNotEigenLayerOperator, error) {
	out := new(OperatorRegistryNotEigenLayerOperator)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotEigenLayerOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotOwner represents a NotOwner error raised by the OperatorRegistry contract.
type OperatorRegistryNotOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner()
func OperatorRegistryNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x30cd74712f59d478562d48e2d35de830db72c60a63dd08ae59199eec990b5bc4")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner()
func (operatorRegistry *OperatorRegistry) UnpackNotOwnerError(raw []byte) (*OperatorRegistryNotOwner, error) {
	out := new(OperatorRegistryNotOwner)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotRegistered represents a NotRegistered error raised by the OperatorRegistry contract.
type OperatorRegistryNotRegistered struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRegistered(address operator)
func OperatorRegistryNotRegisteredErrorID() common.Hash {
	return common.HexToHash("0xbfc6c337a80b7b8201f77f0a2a54c6e5f7c6fd9124a749804a482fa16ee8a895")
}

// UnpackNotRegisteredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRegistered(address operator)
func (operatorRegistry *OperatorRegistry) UnpackNotRegisteredError(raw []byte) (*OperatorRegistryNotRegistered, error) {
	out := new(OperatorRegistryNotRegistered)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotRegistered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotSlasher represents a NotSlasher error raised by the OperatorRegistry contract.
type OperatorRegistryNotSlasher struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSlasher()
func OperatorRegistryNotSlasherErrorID() common.Hash {
	return common.HexToHash("0xdabc4ad974f0b1bfe08ddf989aab2789a89f58c74576a83c5e483ffd3622529c")
}

// UnpackNotSlasherError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSlasher()
func (operatorRegistry *OperatorRegistry) UnpackNotSlasherError(raw []byte) (*OperatorRegistryNotSlasher, error) {
	out := new(OperatorRegistryNotSlasher)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotSlasher", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryNotWiredToEigenLayer represents a NotWiredToEigenLayer error raised by the OperatorRegistry contract.
type OperatorRegistryNotWiredToEigenLayer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotWiredToEigenLayer()
func OperatorRegistryNotWiredToEigenLayerErrorID() common.Hash {
	return common.HexToHash("0xb492bf94603b8bd43396cd154371e93089f8a0b5eaee7833de02b6d1a94e5568")
}

// UnpackNotWiredToEigenLayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotWiredToEigenLayer()
func (operatorRegistry *OperatorRegistry) UnpackNotWiredToEigenLayerError(raw []byte) (*OperatorRegistryNotWiredToEigenLayer, error) {
	out := new(OperatorRegistryNotWiredToEigenLayer)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "NotWiredToEigenLayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryOperatorHasOtherKey represents a OperatorHasOtherKey error raised by the OperatorRegistry contract.
type OperatorRegistryOperatorHasOtherKey struct {
	Operator   common.Address
	OperatorId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OperatorHasOtherKey(address operator, bytes32 operatorId)
func OperatorRegistryOperatorHasOtherKeyErrorID() common.Hash {
	return common.HexToHash("0x88aa8876ab9c0e43d613e862c6a6f2c56b0f17df4db71f9bdb70c7cfcb570ae8")
}

// UnpackOperatorHasOtherKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OperatorHasOtherKey(address operator, bytes32 operatorId)
func (operatorRegistry *OperatorRegistry) UnpackOperatorHasOtherKeyError(raw []byte) (*OperatorRegistryOperatorHasOtherKey, error) {
	out := new(OperatorRegistryOperatorHasOtherKey)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "OperatorHasOtherKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistrySignersMismatch represents a SignersMismatch error raised by the OperatorRegistry contract.
type OperatorRegistrySignersMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignersMismatch()
func OperatorRegistrySignersMismatchErrorID() common.Hash {
	return common.HexToHash("0x74ef6df74e8858e304b1cfcd0bbfed423888dcc3ee69d992392d3abd696f98f2")
}

// UnpackSignersMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignersMismatch()
func (operatorRegistry *OperatorRegistry) UnpackSignersMismatchError(raw []byte) (*OperatorRegistrySignersMismatch, error) {
	out := new(OperatorRegistrySignersMismatch)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "SignersMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistrySlashGasTooLow represents a SlashGasTooLow error raised by the OperatorRegistry contract.
type OperatorRegistrySlashGasTooLow struct {
	GasLeft *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SlashGasTooLow(uint256 gasLeft)
func OperatorRegistrySlashGasTooLowErrorID() common.Hash {
	return common.HexToHash("0x8c182dc6ca737f065898f8d7126536cb4c57402b394631eea58388ad90e56907")
}

// UnpackSlashGasTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SlashGasTooLow(uint256 gasLeft)
func (operatorRegistry *OperatorRegistry) UnpackSlashGasTooLowError(raw []byte) (*OperatorRegistrySlashGasTooLow, error) {
	out := new(OperatorRegistrySlashGasTooLow)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "SlashGasTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryStakeLocked represents a StakeLocked error raised by the OperatorRegistry contract.
type OperatorRegistryStakeLocked struct {
	Operator common.Address
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StakeLocked(address operator, uint64 until)
func OperatorRegistryStakeLockedErrorID() common.Hash {
	return common.HexToHash("0xdaac41514a606b9a543eeafd95f46ff2774d0ff789063542ee89459a0906c2eb")
}

// UnpackStakeLockedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StakeLocked(address operator, uint64 until)
func (operatorRegistry *OperatorRegistry) UnpackStakeLockedError(raw []byte) (*OperatorRegistryStakeLocked, error) {
	out := new(OperatorRegistryStakeLocked)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "StakeLocked", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryStakeOverflow represents a StakeOverflow error raised by the OperatorRegistry contract.
type OperatorRegistryStakeOverflow struct {
	TotalStake *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StakeOverflow(uint256 totalStake)
func OperatorRegistryStakeOverflowErrorID() common.Hash {
	return common.HexToHash("0x8cc798b1557a2d907efae9eba9d3d39eb692be8dc721af0d9eab70c63db04790")
}

// UnpackStakeOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StakeOverflow(uint256 totalStake)
func (operatorRegistry *OperatorRegistry) UnpackStakeOverflowError(raw []byte) (*OperatorRegistryStakeOverflow, error) {
	out := new(OperatorRegistryStakeOverflow)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "StakeOverflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryStaleReferenceBlock represents a StaleReferenceBlock error raised by the OperatorRegistry contract.
type OperatorRegistryStaleReferenceBlock struct {
	ReferenceBlock uint32
	CurrentBlock   *big.Int
	Window         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StaleReferenceBlock(uint32 referenceBlock, uint256 currentBlock, uint256 window)
func OperatorRegistryStaleReferenceBlockErrorID() common.Hash {
	return common.HexToHash("0xf096f4d0836d3cd5d61378c1f88069d227d58081051e6c81c2a403cd746d4d94")
}

// UnpackStaleReferenceBlockError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StaleReferenceBlock(uint32 referenceBlock, uint256 currentBlock, uint256 window)
func (operatorRegistry *OperatorRegistry) UnpackStaleReferenceBlockError(raw []byte) (*OperatorRegistryStaleReferenceBlock, error) {
	out := new(OperatorRegistryStaleReferenceBlock)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "StaleReferenceBlock", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryUseOperatorSet represents a UseOperatorSet error raised by the OperatorRegistry contract.
type OperatorRegistryUseOperatorSet struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UseOperatorSet()
func OperatorRegistryUseOperatorSetErrorID() common.Hash {
	return common.HexToHash("0x9829e7d8406191d667a20ca0934a0493e21a5e4fb50914f8b5dbf224bf9aeee2")
}

// UnpackUseOperatorSetError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UseOperatorSet()
func (operatorRegistry *OperatorRegistry) UnpackUseOperatorSetError(raw []byte) (*OperatorRegistryUseOperatorSet, error) {
	out := new(OperatorRegistryUseOperatorSet)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "UseOperatorSet", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryWiredToEigenLayer represents a WiredToEigenLayer error raised by the OperatorRegistry contract.
type OperatorRegistryWiredToEigenLayer struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WiredToEigenLayer()
func OperatorRegistryWiredToEigenLayerErrorID() common.Hash {
	return common.HexToHash("0x37d58d8b4a5892314e86654f09ea5d69178b2ef64f6735c4aca0424da939888d")
}

// UnpackWiredToEigenLayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WiredToEigenLayer()
func (operatorRegistry *OperatorRegistry) UnpackWiredToEigenLayerError(raw []byte) (*OperatorRegistryWiredToEigenLayer, error) {
	out := new(OperatorRegistryWiredToEigenLayer)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "WiredToEigenLayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryWrongApkIndex represents a WrongApkIndex error raised by the OperatorRegistry contract.
type OperatorRegistryWrongApkIndex struct {
	ReferenceBlock uint32
	ApkIndex       *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func OperatorRegistryWrongApkIndexErrorID() common.Hash {
	return common.HexToHash("0x43a2f1cb1f61798a5c4b3634b927af7b78eba380b29e5faa7b347df3b0322066")
}

// UnpackWrongApkIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func (operatorRegistry *OperatorRegistry) UnpackWrongApkIndexError(raw []byte) (*OperatorRegistryWrongApkIndex, error) {
	out := new(OperatorRegistryWrongApkIndex)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "WrongApkIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryZeroKey represents a ZeroKey error raised by the OperatorRegistry contract.
type OperatorRegistryZeroKey struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroKey()
func OperatorRegistryZeroKeyErrorID() common.Hash {
	return common.HexToHash("0xfbd849c64583c50579479efaac1ef44e6d9d78379a9ea28aa6150a3b683c09f5")
}

// UnpackZeroKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroKey()
func (operatorRegistry *OperatorRegistry) UnpackZeroKeyError(raw []byte) (*OperatorRegistryZeroKey, error) {
	out := new(OperatorRegistryZeroKey)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "ZeroKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OperatorRegistryZeroWindow represents a ZeroWindow error raised by the OperatorRegistry contract.
type OperatorRegistryZeroWindow struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroWindow()
func OperatorRegistryZeroWindowErrorID() common.Hash {
	return common.HexToHash("0x4acbbb65735ebcb75e546edde022e21caf0dc1d70da374d006de6ea05b2b92cf")
}

// UnpackZeroWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroWindow()
func (operatorRegistry *OperatorRegistry) UnpackZeroWindowError(raw []byte) (*OperatorRegistryZeroWindow, error) {
	out := new(OperatorRegistryZeroWindow)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "ZeroWindow", raw); err != nil {
		return nil, err
	}
	return out, nil
}
