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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"referenceWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"delegationManager_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"strategy_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"EIGEN_SLASH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"POP_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkEntryAt\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistory\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structBlsSignatureChecker.ApkUpdate\",\"components\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fromBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nextBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"totalStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistoryLength\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkIndexAt\",\"inputs\":[{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"avs\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractOperatorSetAVS\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"checkSignatures\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"checkSignaturesAt\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"currentApk\",\"inputs\":[],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"delegationManager\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDelegationManager\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deregisterFromAVS\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"deregisterOperator\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorIdOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorOf\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"popMessage\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumWords\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"apkHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"records\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referenceWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerFromAVS\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pop\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registerOperator\",\"inputs\":[{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pop\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAVS\",\"inputs\":[{\"name\":\"avs_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSlaSlasher\",\"inputs\":[{\"name\":\"s\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSlasher\",\"inputs\":[{\"name\":\"slasher_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"signersAt\",\"inputs\":[{\"name\":\"ref\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nonSignerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"signerIds\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slaSlashers\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashedOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slasher\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeAt\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeHistory\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"fromBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeHistoryLength\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"strategy\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStrategy\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"syncStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"wired\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AVSSet\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ApkUpdated\",\"inputs\":[{\"name\":\"fromBlock\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EigenLayerSlashRefused\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"wad\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorDeregistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlaSlasherSet\",\"inputs\":[{\"name\":\"slasher\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Slashed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashedOnEigenLayer\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"wad\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlasherSet\",\"inputs\":[{\"name\":\"slasher\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeUpdated\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadAVS\",\"inputs\":[{\"name\":\"avs\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadStrategy\",\"inputs\":[{\"name\":\"strategy\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DelegationManagerWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidProofOfPossession\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"KeyBoundToOtherOperator\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NoStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotAVS\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotEigenLayerOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotSlasher\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotWiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OperatorHasOtherKey\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SlashGasTooLow\",\"inputs\":[{\"name\":\"gasLeft\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StakeOverflow\",\"inputs\":[{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UseOperatorSet\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroKey\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroWindow\",\"inputs\":[]}]",
	ID:  "OperatorRegistry",
	Bin: "0x60e060405234801561000f575f5ffd5b506040516135d03803806135d083398101604081905261002e91610143565b825f0361004e57604051634acbbb6560e01b815260040160405180910390fd5b6001600160a01b0382161580159061006e57506001600160a01b0382163b155b1561008c57604051636f4cdd4760e11b815260040160405180910390fd5b6001600160a01b038281161590821615146100c95760405163191f865360e11b81526001600160a01b038216600482015260240160405180910390fd5b60808390526001600160a01b0380831660a052811660c052600180546001600160a01b031916339081179091556040515f907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a350505061017c565b80516001600160a01b038116811461013e575f5ffd5b919050565b5f5f5f60608486031215610155575f5ffd5b8351925061016560208501610128565b915061017360408501610128565b90509250925092565b60805160a05160c0516134006101d05f395f818161054d01528181610da60152611c0701525f8181610674015281816108c0015281816117f90152611c2f01525f818161032a0152610a5901526134005ff3fe608060405234801561000f575f5ffd5b5060043610610234575f3560e01c80638f7876c411610135578063ba60ce04116100b4578063dcb6777911610079578063dcb6777914610635578063de1164bb1461065c578063ea4d3c9b1461066f578063f2fde38b14610696578063fd9a1a32146106a9575f5ffd5b8063ba60ce04146105c7578063c3c5a547146105da578063c61b4cc3146105ed578063c64ae30314610600578063d0e35e2c14610622575f5ffd5b8063a8c62e76116100fa578063a8c62e7614610548578063aabc24961461056f578063af0bb91f14610582578063b134427114610595578063b37855c8146105a8575f5ffd5b80638f7876c4146104e65780639ad4c5bc146105055780639c8d02e014610518578063a65497c614610522578063a67393c914610535575f5ffd5b806342623360116101c157806382635623116101865780638263562314610488578063857dc190146104b05780638cb5da2f146104b85780638cc25aaa146104c05780638da5cb5b146104d3575f5ffd5b806342623360146103645780635b07aef3146103a4578063626e0db5146103cc57806363ea4ab2146104355780636f0d3bd714610475575f5ffd5b806320f31d3a1161020757806320f31d3a146102ba57806327744928146102db5780632b34e0b2146102ee57806338abcc791461032557806339d57b021461034c575f5ffd5b806307a2d0411461023857806311cb9e4d1461026a578063120e15d51461029d5780631499b662146102b2575b5f5ffd5b610257610246366004612e42565b5f908152600a602052604090205490565b6040519081526020015b60405180910390f35b61027d610278366004612e42565b6106bc565b604080518351815260209384015193810193909352820152606001610261565b6102b06102ab366004612e7a565b610735565b005b61027d6107be565b6102cd6102c8366004612ef9565b6107eb565b604051610261929190612f41565b6102576102e9366004612fa6565b61084a565b6103016102fc366004612fd0565b61085e565b6040805163ffffffff90931683526001600160601b03909116602083015201610261565b6102577f000000000000000000000000000000000000000000000000000000000000000081565b6103546108be565b6040519015158152602001610261565b61038c610372366004612ff0565b60066020525f90815260409020546001600160601b031681565b6040516001600160601b039091168152602001610261565b6103b76103b236600461300b565b6108ed565b60405163ffffffff9091168152602001610261565b6103df6103da366004612e42565b610930565b60405161026191905f60a082019050825182526020830151602083015263ffffffff604084015116604083015263ffffffff60608401511660608301526001600160601b03608084015116608083015292915050565b61045d610443366004612e42565b60046020525f90815260409020546001600160a01b031681565b6040516001600160a01b039091168152602001610261565b6102b0610483366004612ff0565b6109e9565b61049b610496366004613024565b610a51565b60408051928352602083019190915201610261565b6102b0610a98565b600254610257565b6102b06104ce3660046130b3565b610acd565b60015461045d906001600160a01b031681565b6102576104f4366004612ff0565b60086020525f908152604090205481565b61025761051336600461310a565b610b15565b610257620927c081565b6102b0610530366004612ff0565b610cba565b6102b061054336600461318a565b610eab565b61045d7f000000000000000000000000000000000000000000000000000000000000000081565b6102b061057d366004612ff0565b610f0a565b6102576105903660046131c1565b610f7e565b60075461045d906001600160a01b031681565b6102576105b6366004612ff0565b60056020525f908152604090205481565b6102b06105d5366004613205565b611024565b6103546105e8366004612ff0565b61105f565b6102b06105fb36600461318a565b611093565b61035461060e366004612ff0565b600b6020525f908152604090205460ff1681565b6102b0610630366004612ff0565b611254565b6102577f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e81565b60095461045d906001600160a01b031681565b61045d7f000000000000000000000000000000000000000000000000000000000000000081565b6102b06106a4366004612ff0565b6112d1565b61049b6106b7366004613024565b611357565b604080518082019091525f80825260208201525f6002548310610700576040516343a2f1cb60e01b81525f6004820152602481018490526044015b60405180910390fd5b50505f818152602081815260408083208151808301909252805482526001810154828401529383529190526002909101549091565b6001546001600160a01b03163314610760576040516330cd747160e01b815260040160405180910390fd5b6001600160a01b0382165f818152600b6020908152604091829020805460ff191685151590811790915591519182527fb9fd15eb2b853e293adda4854f397032ad88d0c4c140c44db0274f058976d631910160405180910390a25050565b604080518082019091525f80825260208201525f6107da611368565b602085019190915290835291929050565b5f6060610805855f51602061338b5f395f51905f52015490565b91506040518281526040602082015283604082015260608101858560051b81015b8082101561084257813554835260209283019290910190610826565b505081810382f35b5f61085583836113cc565b90505b92915050565b5f828152600a602052604081208054829182918590811061088157610881613240565b5f918252602090912060028204015460019091166010026101000a9004606081901c63ffffffff16966001600160801b0390911695509350505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316151590565b5f5f5f6108f984611438565b9150915081610929576040516343a2f1cb60e01b815263ffffffff851660048201525f60248201526044016106f7565b9392505050565b6040805160a0810182525f808252602082018190529181018290526060810182905260808101919091526002548210610985576040516343a2f1cb60e01b81525f6004820152602481018390526044016106f7565b505f9081526020818152604091829020825160a081018452815481526001820154928101929092526002015463ffffffff8082169383019390935264010000000081049092166060820152600160401b9091046001600160601b0316608082015290565b6009546001600160a01b031633141580610a01575033155b15610a1f576040516319b1d7b560e01b815260040160405180910390fd5b6001600160a01b0381165f90815260056020526040902054610a40906114f4565b15610a4e57610a4e8161150c565b50565b5f80610a7d867f00000000000000000000000000000000000000000000000000000000000000006115fe565b610a8a8787878787611677565b915091509550959350505050565b6009546001600160a01b031615610ac2576040516313053cfb60e31b815260040160405180910390fd5b610acb3361150c565b565b6009546001600160a01b031633141580610ae5575033155b15610b03576040516319b1d7b560e01b815260040160405180910390fd5b610b0f84848484611687565b50505050565b5f5f5f5f5b86811015610b8e575f888883818110610b3557610b35613240565b9050602002013590505f610b49828c6113cc565b90508382111580610b58575080155b15610b76576040516374ef6df760e01b815260040160405180910390fd5b610b808186613268565b945090925050600101610b1a565b505f905080805b85811015610c71575f878783818110610bb057610bb0613240565b9050602002013590505b8883108015610be05750808a8a85818110610bd757610bd7613240565b90506020020135105b15610bf557610bee8361327b565b9250610bba565b5f610c00828d6113cc565b90508482111580610c0f575080155b80610c3b57508984108015610c3b5750818b8b86818110610c3257610c32613240565b90506020020135145b15610c59576040516374ef6df760e01b815260040160405180910390fd5b610c638188613268565b965090935050600101610b95565b50831580610c905750610c8389611a71565b610c8d8486613268565b14155b15610cae576040516374ef6df760e01b815260040160405180910390fd5b50505095945050505050565b6001546001600160a01b03163314610ce5576040516330cd747160e01b815260040160405180910390fd5b610ced6108be565b1580610d0357506009546001600160a01b031615155b80610d0f575060025415155b80610d2257506001600160a01b0381163b155b80610d9e5750306001600160a01b0316816001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015610d6e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d929190613293565b6001600160a01b031614155b80610e3a57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316816001600160a01b031663a8c62e766040518163ffffffff1660e01b8152600401602060405180830381865afa158015610e0a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e2e9190613293565b6001600160a01b031614155b15610e62576040516211f32960e41b81526001600160a01b03821660048201526024016106f7565b600980546001600160a01b0319166001600160a01b0383169081179091556040517fd052835d101bffdf9078ab9aa258faa592286ca005ca4add72e7f364583a01c6905f90a250565b6001546001600160a01b03163314610ed6576040516330cd747160e01b815260040160405180910390fd5b610ede6108be565b15610efc576040516337d58d8b60e01b815260040160405180910390fd5b610f068282611abf565b5050565b6001546001600160a01b03163314610f35576040516330cd747160e01b815260040160405180910390fd5b600780546001600160a01b0319166001600160a01b0383169081179091556040517f93984378289228ac490c326f8dbcc3f9b2c703753c272e7c572949e115da985e905f90a250565b604080517f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e6020828101919091524682840152306060808401919091526001600160a01b0387166080840152853560a08401528186013560c0840152843560e08401529084013561010083015291830135610120820152908201356101408201525f90610160016040516020818303038152906040528051906020012090509392505050565b6009546001600160a01b03161561104e576040516313053cfb60e31b815260040160405180910390fd5b61105a33848484611687565b505050565b6001600160a01b0381165f908152600560205260408120548015801590610929575061108a816114f4565b15159392505050565b6007546001600160a01b031633148015906110bd5750335f908152600b602052604090205460ff16155b156110db5760405163dabc4ad960e01b815260040160405180910390fd5b6001600160a01b0382165f908152600560205260408120546110fc906114f4565b9050805f036111435761110d6108be565b611137576001600160a01b0383165f908152600660205260409020546001600160601b0316611140565b61114083611bd4565b90505b5f81836001600160601b03161061115a5781611165565b826001600160601b03165b9050836001600160a01b03167f4ed05e9673c26d2ed44f7ef6a7f2942df0ee3b5e1e17db4b99f9dcd261a339cd826040516111a291815260200190565b60405180910390a2805f036111b75750505050565b6009545f906001600160a01b0316158015906111d857506111d88583611d43565b156111ed576111e685611bd4565b9050611227565b6001600160a01b0385165f9081526008602052604081208054849290611214908490613268565b90915550611224905082846132ae565b90505b61124d856001600160601b03831161123f5782611abf565b6001600160601b035b611abf565b5050505050565b61125c6108be565b61127957604051632d24afe560e21b815260040160405180910390fd5b6001600160a01b0381165f9081526005602052604090205461129a906114f4565b5f036112c45760405163bfc6c33760e01b81526001600160a01b03821660048201526024016106f7565b610a4e8161124883611f5e565b6001546001600160a01b031633146112fc576040516330cd747160e01b815260040160405180910390fd5b6001546040516001600160a01b038084169216907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3600180546001600160a01b0319166001600160a01b0392909216919091179055565b5f5f610a8a87878787876001611f96565b5f5f5f5f6002549050805f0361138557505f938493508392509050565b5f80806113936001856132ae565b815260208101919091526040015f20805460018201546002909201549097919650600160401b90046001600160601b0316945092505050565b5f5f6113d6845490565b90506001600160601b038116915063ffffffff606082901c168363ffffffff1610156114315760e081901c8363ffffffff1610156114205761141884846120e9565b915050610858565b6001600160601b03608082901c1691505b5092915050565b6002545f90819080158061147c57505f8080526020527fad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb75463ffffffff8086169116115b1561148c57505f93849350915050565b600161149883836132ae565b11156114ea575f60026114ab8385613268565b6114b591906132d5565b5f8181526020819052604090206002015490915063ffffffff8087169116116114e0578092506114e4565b8091505b5061148c565b6001925050915091565b5f6001600160601b03611505835490565b1692915050565b6001600160a01b0381165f908152600560205260408120549061152e826114f4565b905081158061153b575080155b156115645760405163bfc6c33760e01b81526001600160a01b03841660048201526024016106f7565b61156e825f6121f4565b5f828152600360205260408120908080611586611368565b9250925092506115a78383865f01546115a28860010154612320565b612361565b90935091506115c083836115bb88856132ae565b6123bc565b60405186906001600160a01b038916907f396fdcb180cb0fea26928113fb0fd1c3549863f9cd563e6a184f1d578116c8e4905f90a350505050505050565b438263ffffffff1610611632576040516326f2db8960e01b815263ffffffff831660048201524360248201526044016106f7565b8061164363ffffffff8416436132ae565b1115610f0657604051630f096f4d60e41b815263ffffffff83166004820152436024820152604481018290526064016106f7565b5f5f610a8a87878787875f611f96565b823560208401351715806116ac57508135602083013517604083013517606083013517155b156116ca57604051637dec24e360e11b815260040160405180910390fd5b82355f908152602080850135815260408083208084526004909252909120546001600160a01b031680158015906117135750856001600160a01b0316816001600160a01b031614155b1561174357604051631a70bcc360e11b8152600481018390526001600160a01b03821660248201526044016106f7565b6001600160a01b0386165f90815260056020526040902054801580159061176a5750828114155b1561179a57604051634455443b60e11b81526001600160a01b0388166004820152602481018290526044016106f7565b6117a3836114f4565b156117cc576040516345ed80e960e01b81526001600160a01b03881660048201526024016106f7565b5f6117d56108be565b156118ca576040516336b87bd760e11b81526001600160a01b0389811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636d70f7ae90602401602060405180830381865afa15801561183e573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061186291906132e8565b61188a576040516328333c3760e01b81526001600160a01b03891660048201526024016106f7565b61189388611f5e565b6001600160a01b0389165f90815260066020526040902080546001600160601b0319166001600160601b03831617905590506118ed565b506001600160a01b0387165f908152600660205260409020546001600160601b03165b806001600160601b03165f036119215760405163089858e760e11b81526001600160a01b03891660048201526024016106f7565b61193761192f898989610f7e565b888888612624565b61195f57604051630d27338f60e11b81526001600160a01b03891660048201526024016106f7565b6001600160a01b0383166119d1575f84815260046020908152604080832080546001600160a01b0319166001600160a01b038d16908117909155835260058252808320879055805180820182528a3581528a830135818401908152888552600390935292209151825551600191909101555b6119db84826121f4565b5f5f5f6119e6611368565b919450925090506119fe83838c3560208e0135612361565b9093509150611a1b83836115bb6001600160601b03881685613268565b6040516001600160601b038516815287906001600160a01b038d16907feec5d459e42d2ba24c175d3d5e216e57c4da50e67d7b718072005d69a80a5c749060200160405180910390a35050505050505050505050565b5f5f5f611a7d84611438565b9150915081611a8c575f611aae565b5f81815260208190526040902060020154600160401b90046001600160601b03165b6001600160601b0316949350505050565b6001600160a01b0382165f8181526006602090815260409182902080546001600160601b0319166001600160601b03861690811790915591519182527fab0e25dc39626189cfb41155020ba89e726b10244275733e9d7c63cf33ffccdb910160405180910390a26001600160a01b0382165f9081526005602052604081205490611b48826114f4565b9050811580611b55575080155b80611b685750826001600160601b031681145b15611b735750505050565b826001600160601b03165f03611b8c57610b0f8461150c565b611b9682846121f4565b5f5f5f611ba1611368565b91945092509050611bcb83836001600160601b038916611bc188866132ae565b6115bb9190613268565b50505050505050565b6009545f9081906001600160a01b0316611c9d5760405163778e55f360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301527f0000000000000000000000000000000000000000000000000000000000000000169063778e55f390604401602060405180830381865afa158015611c74573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c989190613303565b611d09565b600954604051637459738b60e11b81526001600160a01b0385811660048301529091169063e8b2e71690602401602060405180830381865afa158015611ce5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611d099190613303565b6001600160a01b0384165f90815260086020526040902054909150808211611d31575f611d3b565b611d3b81836132ae565b949350505050565b600954604051637459738b60e11b81526001600160a01b0384811660048301525f92839291169063e8b2e71690602401602060405180830381865afa158015611d8e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611db29190613303565b9050805f03611dc4575f915050610858565b5f81841015611e065781600181611de387670de0b6b3a764000061331a565b611ded9190613268565b611df791906132ae565b611e0191906132d5565b611e10565b670de0b6b3a76400005b9050611e20603f620927c06132d5565b611e2d90620927c0613268565b611e3990614e20613268565b5a1015611e5d575a60405163460c16e360e11b81526004016106f791815260200190565b6009546040516302fb4d8560e01b81526001600160a01b03878116600483015260248201849052909116906302fb4d8590620927c0906044015f604051808303815f88803b158015611ead575f5ffd5b5087f193505050508015611ebf575060015b611f1057846001600160a01b03167fba16faaf77a6f0e4d6a9bdd23e86f0416111094c7be5482e44e4f3affc42d53d82604051611efe91815260200190565b60405180910390a25f92505050610858565b846001600160a01b03167f44795660582820f5d0f15e75193dc973c15f776ea38a47e130ef49f4c8321ebc82604051611f4b91815260200190565b60405180910390a2600192505050610858565b5f5f611f6983611bd4565b90506001600160601b0381111561085857604051638cc798b160e01b8152600481018290526024016106f7565b5f80841580611fa457508385115b15611fcc57604051637b7a98f160e01b815260048101869052602481018590526044016106f7565b5f611fda60c0880188613331565b604080516001830160051b8101909152909250905061200f611fff60c08a018a613331565b61200a846020613268565b6127ac565b5f6120216101008a0160e08b0161300b565b63ffffffff1690508515612090575f5b83811015612077575f612045826001613268565b61205090602061331a565b61205a9085613268565b80519091505f61206a828f6113cc565b9092525050600101612031565b50805f51602061338b5f395f51905f52015482526120c9565b805f51602061338b5f395f51905f5201548252602082018360051b81015b808210156120c65781515482526020820191506120ae565b50505b6120d78b8b8b8b8b876127ff565b94509450505050965096945050505050565b5f828152600a60205260408120805482905b80821015612188575f60016121108385613268565b901c90508563ffffffff16606085838154811061212f5761212f613240565b905f5260205f2090600291828204019190066010029054906101000a90046001600160801b03166001600160801b0316901c63ffffffff161161217e57612177816001613268565b9250612182565b8091505b506120fb565b81156121df576001600160601b03836121a26001856132ae565b815481106121b2576121b2613240565b905f5260205f2090600291828204019190066010029054906101000a90046001600160801b0316166121e1565b5f5b6001600160801b03169695505050505050565b5f6121fd835490565b5f848152600a6020526040902090915063ffffffff4381811692916001600160601b03861663ffffffff60601b606093841b16179185901c168390036122b3576001600160601b0385166001600160601b03198516178655815481908390612267906001906132ae565b8154811061227757612277613240565b905f5260205f2090600291828204019190066010026101000a8154816001600160801b0302191690836001600160801b03160217905550612318565b6001600160601b038516606084901b176fffffffffffffffffffffffffffffffff19608086901b161786558154600180820184555f8481526020902060028304018054919092166010026101000a6001600160801b0381810219909216918416021790555b505050505050565b5f811561235a5761233e5f5160206133ab5f395f51905f5283613377565b612355905f5160206133ab5f395f51905f526132ae565b610858565b5f92915050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa9150805193506020810151925050806123b257604051634010053960e11b815260040160405180910390fd5b5094509492505050565b6001600160601b038111156123e757604051638cc798b160e01b8152600481018290526024016106f7565b60025443908015801590612425575063ffffffff82165f8061240a6001856132ae565b815260208101919091526040015f206002015463ffffffff16145b156124bb575f80806124386001856132ae565b815260208101919091526040015f206002810180546bffffffffffffffffffffffff60401b1916600160401b6001600160601b0388160217905560018082018790558782559091506124b59061248e90846132ae565b6124a161249c6001866132ae565b61281f565b5f51602061338b5f395f51905f5290910155565b506125d4565b801561251b57815f806124cf6001856132ae565b81526020019081526020015f2060020160046101000a81548163ffffffff021916908363ffffffff16021790555061251b60018261250d91906132ae565b6124a161249c6001856132ae565b6040805160a081018252868152602080820187815263ffffffff8087168486019081525f606086018181526001600160601b03808c16608089019081528a845296839052979091209551865592516001860155516002909401805492519351909516600160401b026bffffffffffffffffffffffff60401b199382166401000000000267ffffffffffffffff19909316949091169390931717161790556125c5816124a18161281f565b6125d0816001613268565b6002555b604080518681526020810186905290810184905263ffffffff8316907f72c76335e7ff0ae3386145e4da3523c4b5c67d3cf7e0b9a3a0b1f73ee3c961dd9060600160405180910390a25050505050565b5f5f5f61263087612870565b9150915061263c612e23565b84358152602085013581600160209081029190910191909152873560408301528701358160036020020152828160066020020152818160076020020152855f6020020135816008602002015285600160200201358160096020020152604086015f602002013581600a6020020152604086016001602002013581600b60200201527f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001815f60200201518260016020020151836002602002015184600360200201518560086020020151866009602002015187600a602002015188600b602090810291909101516040805192830199909952978101969096526060860194909452608085019290925260a084015260c083015260e08201526101008101919091526101208101859052610140810184905261016001604051602081830303815290604052805190602001205f1c6127929190613377565b60808201526127a081612918565b98975050505050505050565b5f838360061b81015b80821015612318576040825f3760405f208381116127e85760016279c83160e11b03195f5286830360061c60045260245ffd5b8085526020909401939250604091909101906127b5565b5f5f612810885f8989898989612a78565b91509150965096945050505050565b5f818152602081905260408120805460018201546002830154604080516020810194909452830191909152606082015260800160405160208183030381529060405280519060200120915050919050565b5f5f5f5f5160206133ab5f395f51905f52905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa6128ec575f5ffd5b815193508083858609036129005750612911565b5060208152816001850893506128c9565b5050915091565b5f612a6c565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa61294f5750610858565b825160408501526020830151606085015260408360808660065afa6129745750610858565b60018452600260208501528060408501525060408360608560075afa156108585760c0820151604084015260e08201516060840152604060c0830160808560065afa15610858577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156108585750505160011490565b6108586040518361291e565b5f5f5f5f612a87898987612b44565b945090925090505f612ab28383612aa160c08d018d613331565b8e612aad8c6020613268565b612c53565b91945092509050612ac381856132ae565b9450841580612ae35750612ad7888561331a565b612ae1888761331a565b105b15612b0b576040516322c1720560e21b815260048101869052602481018590526044016106f7565b612b188c8c85858d612d65565b612b3557604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b5f808080612b59610100870160e0880161300b565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082612bc0576040516343a2f1cb60e01b815263ffffffff8b166004820152602481018590526044016106f7565b81612be1576040516318c3096f60e21b8152600481018590526024016106f7565b63ffffffff81811690602083901c8116908c16821180612c1157508015801590612c115750808c63ffffffff1610155b15612c3e576040516343a2f1cb60e01b815263ffffffff8d166004820152602481018790526044016106f7565b50969a95995060401c97509395505050505050565b5f5f5f5f5f5160206133ab5f395f51905f5290506040518a815289602082015260408101898960061b81015b80821015612d485788516001600160601b03811663ffffffff8260601c168c1015612ce0578160e01c8c1015612cd0576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80612d03576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa612d3757634010053960e11b5f5260045ffd5b604082019150602089019850612c7f565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03612d8257612d7888612870565b9092509050612d8c565b5050845160208601515b612d94612e23565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152612e1681612918565b9998505050505050505050565b604051806101800160405280600c906020820280368337509192915050565b5f60208284031215612e52575f5ffd5b5035919050565b6001600160a01b0381168114610a4e575f5ffd5b8015158114610a4e575f5ffd5b5f5f60408385031215612e8b575f5ffd5b8235612e9681612e59565b91506020830135612ea681612e6d565b809150509250929050565b5f5f83601f840112612ec1575f5ffd5b50813567ffffffffffffffff811115612ed8575f5ffd5b6020830191508360208260051b8501011115612ef2575f5ffd5b9250929050565b5f5f5f60408486031215612f0b575f5ffd5b83359250602084013567ffffffffffffffff811115612f28575f5ffd5b612f3486828701612eb1565b9497909650939450505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b81811015612f82578351835260209384019390920191600101612f64565b50909695505050505050565b803563ffffffff81168114612fa1575f5ffd5b919050565b5f5f60408385031215612fb7575f5ffd5b82359150612fc760208401612f8e565b90509250929050565b5f5f60408385031215612fe1575f5ffd5b50508035926020909101359150565b5f60208284031215613000575f5ffd5b813561092981612e59565b5f6020828403121561301b575f5ffd5b61085582612f8e565b5f5f5f5f5f60a08688031215613038575f5ffd5b8535945061304860208701612f8e565b9350604086013567ffffffffffffffff811115613063575f5ffd5b86016101608189031215613075575f5ffd5b94979396509394606081013594506080013592915050565b5f6040828403121561309d575f5ffd5b50919050565b5f6080828403121561309d575f5ffd5b5f5f5f5f61012085870312156130c7575f5ffd5b84356130d281612e59565b93506130e1866020870161308d565b92506130f086606087016130a3565b91506130ff8660e0870161308d565b905092959194509250565b5f5f5f5f5f6060868803121561311e575f5ffd5b61312786612f8e565b9450602086013567ffffffffffffffff811115613142575f5ffd5b61314e88828901612eb1565b909550935050604086013567ffffffffffffffff81111561316d575f5ffd5b61317988828901612eb1565b969995985093965092949392505050565b5f5f6040838503121561319b575f5ffd5b82356131a681612e59565b915060208301356001600160601b0381168114612ea6575f5ffd5b5f5f5f60e084860312156131d3575f5ffd5b83356131de81612e59565b92506131ed856020860161308d565b91506131fc85606086016130a3565b90509250925092565b5f5f5f6101008486031215613218575f5ffd5b613222858561308d565b925061323185604086016130a3565b91506131fc8560c0860161308d565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b8082018082111561085857610858613254565b5f6001820161328c5761328c613254565b5060010190565b5f602082840312156132a3575f5ffd5b815161092981612e59565b8181038181111561085857610858613254565b634e487b7160e01b5f52601260045260245ffd5b5f826132e3576132e36132c1565b500490565b5f602082840312156132f8575f5ffd5b815161092981612e6d565b5f60208284031215613313575f5ffd5b5051919050565b808202811582820484141761085857610858613254565b5f5f8335601e19843603018112613346575f5ffd5b83018035915067ffffffffffffffff821115613360575f5ffd5b6020019150600681901b3603821315612ef2575f5ffd5b5f82613385576133856132c1565b50069056fef7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47a26469706673582212206bda9eec866e0aca2f30dbc070b10c338c86c65778ff2993e80d1faf63aaff5e64736f6c63430008250033",
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
