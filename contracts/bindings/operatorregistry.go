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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"referenceWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"delegationManager_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"strategy_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"POP_DOMAIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkEntryAt\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistory\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structBlsSignatureChecker.ApkUpdate\",\"components\":[{\"name\":\"x\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fromBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"nextBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"totalStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkHistoryLength\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"apkIndexAt\",\"inputs\":[{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"checkSignatures\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"currentApk\",\"inputs\":[],\"outputs\":[{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"delegationManager\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIDelegationManager\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deregisterOperator\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorIdOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"operatorOf\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"popMessage\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quorumWords\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"apkHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"records\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referenceWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerOperator\",\"inputs\":[{\"name\":\"pk1\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"pk2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"pop\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSlasher\",\"inputs\":[{\"name\":\"slasher_\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashedOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slasher\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeAt\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"blockNumber\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeOf\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint96\",\"internalType\":\"uint96\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"strategy\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIStrategy\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"syncStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"wired\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"ApkUpdated\",\"inputs\":[{\"name\":\"fromBlock\",\"type\":\"uint32\",\"indexed\":true,\"internalType\":\"uint32\"},{\"name\":\"x\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"y\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorDeregistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OperatorRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Slashed\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlasherSet\",\"inputs\":[{\"name\":\"slasher\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeUpdated\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadStrategy\",\"inputs\":[{\"name\":\"strategy\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"DelegationManagerWithoutCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"FutureReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidProofOfPossession\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidThreshold\",\"inputs\":[{\"name\":\"numerator\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"denominator\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"KeyBoundToOtherOperator\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NoStake\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotEigenLayerOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotRegistered\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotSlasher\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotWiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OperatorHasOtherKey\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"OperatorHistoryUnavailable\",\"inputs\":[{\"name\":\"operatorId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"StakeOverflow\",\"inputs\":[{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StaleReferenceBlock\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"currentBlock\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"window\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WiredToEigenLayer\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroKey\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroWindow\",\"inputs\":[]}]",
	ID:  "OperatorRegistry",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161272938038061272983398101604081905261002e91610143565b825f0361004e57604051634acbbb6560e01b815260040160405180910390fd5b6001600160a01b0382161580159061006e57506001600160a01b0382163b155b1561008c57604051636f4cdd4760e11b815260040160405180910390fd5b6001600160a01b038281161590821615146100c95760405163191f865360e11b81526001600160a01b038216600482015260240160405180910390fd5b60808390526001600160a01b0380831660a052811660c052600180546001600160a01b031916339081179091556040515f907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a350505061017c565b80516001600160a01b038116811461013e575f5ffd5b919050565b5f5f5f60608486031215610155575f5ffd5b8351925061016560208501610128565b915061017360408501610128565b90509250925092565b60805160a05160c0516125606101c95f395f81816104150152611ac101525f81816105070152818161066a01528181610c140152611aed01525f8181610246015261086101526125605ff3fe608060405234801561000f575f5ffd5b50600436106101bb575f3560e01c80638f7876c4116100f3578063ba60ce0411610093578063d0e35e2c1161006e578063d0e35e2c146104c8578063dcb67779146104db578063ea4d3c9b14610502578063f2fde38b14610529575f5ffd5b8063ba60ce041461048f578063c3c5a547146104a2578063c61b4cc3146104b5575f5ffd5b8063aabc2496116100ce578063aabc249614610437578063af0bb91f1461044a578063b13442711461045d578063b37855c814610470575f5ffd5b80638f7876c4146103de578063a67393c9146103fd578063a8c62e7614610410575f5ffd5b80635b07aef31161015e57806382635623116101395780638263562314610391578063857dc190146103b95780638cb5da2f146103c35780638da5cb5b146103cb575f5ffd5b80635b07aef3146102c0578063626e0db5146102e857806363ea4ab214610351575f5ffd5b80632774492811610199578063277449281461022057806338abcc791461024157806339d57b02146102685780634262336014610280575f5ffd5b806311cb9e4d146101bf5780631499b662146101f757806320f31d3a146101ff575b5f5ffd5b6101d26101cd366004612148565b61053c565b6040805183518152602093840151938101939093528201526060015b60405180910390f35b6101d26105b5565b61021261020d36600461215f565b6105e2565b6040516101ee9291906121d9565b61023361022e36600461223e565b610654565b6040519081526020016101ee565b6102337f000000000000000000000000000000000000000000000000000000000000000081565b610270610668565b60405190151581526020016101ee565b6102a861028e36600461227e565b60066020525f90815260409020546001600160601b031681565b6040516001600160601b0390911681526020016101ee565b6102d36102ce366004612297565b610697565b60405163ffffffff90911681526020016101ee565b6102fb6102f6366004612148565b61076c565b6040516101ee91905f60a082019050825182526020830151602083015263ffffffff604084015116604083015263ffffffff60608401511660608301526001600160601b03608084015116608083015292915050565b61037961035f366004612148565b60046020525f90815260409020546001600160a01b031681565b6040516001600160a01b0390911681526020016101ee565b6103a461039f3660046122b0565b610825565b604080519283526020830191909152016101ee565b6103c161094c565b005b600254610233565b600154610379906001600160a01b031681565b6102336103ec36600461227e565b60086020525f908152604090205481565b6103c161040b366004612319565b610957565b6103797f000000000000000000000000000000000000000000000000000000000000000081565b6103c161044536600461227e565b6109b6565b61023361045836600461237f565b610a2a565b600754610379906001600160a01b031681565b61023361047e36600461227e565b60056020525f908152604090205481565b6103c161049d3660046123c1565b610ad0565b6102706104b036600461227e565b610e59565b6103c16104c3366004612319565b610e8e565b6103c16104d636600461227e565b610ff9565b6102337f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e81565b6103797f000000000000000000000000000000000000000000000000000000000000000081565b6103c161053736600461227e565b611079565b604080518082019091525f80825260208201525f6002548310610580576040516343a2f1cb60e01b81525f6004820152602481018490526044015b60405180910390fd5b50505f818152602081815260408083208151808301909252805482526001810154828401529383529190526002909101549091565b604080518082019091525f80825260208201525f6105d16110ff565b602085019190915290835291929050565b5f606061060f857ff7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d015490565b91506040518281526040602082015283604082015260608101858560051b81015b8082101561064c57813554835260209283019290910190610630565b505081810382f35b5f61065f8383611163565b90505b92915050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316151590565b6002545f9081908015806106db57505f8080526020527fad3228b676f7d3cd4284a5443f17f1962b36e491b30a40b2405849e597ba5fb75463ffffffff8086169116115b15610707576040516343a2f1cb60e01b815263ffffffff851660048201525f6024820152604401610577565b60016107138383612410565b1115610765575f60026107268385612423565b610730919061244a565b5f8181526020819052604090206002015490915063ffffffff80871691161161075b5780925061075f565b8091505b50610707565b5092915050565b6040805160a0810182525f8082526020820181905291810182905260608101829052608081019190915260025482106107c1576040516343a2f1cb60e01b81525f600482015260248101839052604401610577565b505f9081526020818152604091829020825160a081018452815481526001820154928101929092526002015463ffffffff8082169383019390935264010000000081049092166060820152600160401b9091046001600160601b0316608082015290565b5f8083158061083357508284115b1561085b57604051637b7a98f160e01b81526004810185905260248101849052604401610577565b610885867f00000000000000000000000000000000000000000000000000000000000000006111e0565b5f61089360c087018761245d565b604080516001830160051b810190915290925090506108c86108b860c089018961245d565b6108c3846020612423565b611259565b5f6108da610100890160e08a01612297565b63ffffffff169050807ff7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d01548252602082018360051b81015b8082101561092b578151548252602082019150610913565b505061093b8a8a8a8a8a876112b4565b945094505050509550959350505050565b6109553361137e565b565b6001546001600160a01b03163314610982576040516330cd747160e01b815260040160405180910390fd5b61098a610668565b156109a8576040516337d58d8b60e01b815260040160405180910390fd5b6109b2828261146b565b5050565b6001546001600160a01b031633146109e1576040516330cd747160e01b815260040160405180910390fd5b600780546001600160a01b0319166001600160a01b0383169081179091556040517f93984378289228ac490c326f8dbcc3f9b2c703753c272e7c572949e115da985e905f90a250565b604080517f9042af7f7b427b1925ce881092bd70d2d5a357bc9214f35c24d42a73b27fac7e6020828101919091524682840152306060808401919091526001600160a01b0387166080840152853560a08401528186013560c0840152843560e08401529084013561010083015291830135610120820152908201356101408201525f90610160016040516020818303038152906040528051906020012090509392505050565b82356020840135171580610af557508135602083013517604083013517606083013517155b15610b1357604051637dec24e360e11b815260040160405180910390fd5b82355f908152602080850135815260408083208084526004909252909120546001600160a01b03168015801590610b5357506001600160a01b0381163314155b15610b8357604051631a70bcc360e11b8152600481018390526001600160a01b0382166024820152604401610577565b335f908152600560205260409020548015801590610ba15750828114155b15610bc857604051634455443b60e11b815233600482015260248101829052604401610577565b610bd183611586565b15610bf1576040516345ed80e960e01b8152336004820152602401610577565b5f610bfa610668565b15610cdb576040516336b87bd760e11b81523360048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690636d70f7ae90602401602060405180830381865afa158015610c61573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c8591906124aa565b610ca4576040516328333c3760e01b8152336004820152602401610577565b610cad3361159e565b335f90815260066020526040902080546001600160601b0319166001600160601b0383161790559050610cf5565b50335f908152600660205260409020546001600160601b03165b806001600160601b03165f03610d205760405163089858e760e11b8152336004820152602401610577565b610d36610d2e338989610a2a565b8888886115d6565b610d5557604051630d27338f60e11b8152336004820152602401610577565b6001600160a01b038316610dbe575f84815260046020908152604080832080546001600160a01b03191633908117909155835260058252808320879055805180820182528a3581528a830135818401908152888552600390935292209151825551600191909101555b610dc8848261175e565b5f5f5f610dd36110ff565b91945092509050610deb83838c3560208e01356117cc565b9093509150610e0d8383610e086001600160601b03881685612423565b611827565b6040516001600160601b0385168152879033907feec5d459e42d2ba24c175d3d5e216e57c4da50e67d7b718072005d69a80a5c749060200160405180910390a350505050505050505050565b6001600160a01b0381165f908152600560205260408120548015801590610e875750610e8481611586565b15155b9392505050565b6007546001600160a01b03163314610eb95760405163dabc4ad960e01b815260040160405180910390fd5b6001600160a01b0382165f90815260056020526040812054610eda90611586565b9050805f03610f2157610eeb610668565b610f15576001600160a01b0383165f908152600660205260409020546001600160601b0316610f1e565b610f1e83611aa2565b90505b5f81836001600160601b031610610f385781610f43565b826001600160601b03165b6001600160a01b0385165f90815260086020526040812080549293508392909190610f6f908490612423565b90915550506040518181526001600160a01b038516907f4ed05e9673c26d2ed44f7ef6a7f2942df0ee3b5e1e17db4b99f9dcd261a339cd9060200160405180910390a2805f03610fbf5750505050565b5f610fca8284612410565b9050610ff2856001600160601b038311610fe4578261146b565b6001600160601b035b61146b565b5050505050565b611001610668565b61101e57604051632d24afe560e21b815260040160405180910390fd5b6001600160a01b0381165f9081526005602052604090205461103f90611586565b5f036110695760405163bfc6c33760e01b81526001600160a01b0382166004820152602401610577565b61107681610fed8361159e565b50565b6001546001600160a01b031633146110a4576040516330cd747160e01b815260040160405180910390fd5b6001546040516001600160a01b038084169216907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3600180546001600160a01b0319166001600160a01b0392909216919091179055565b5f5f5f5f6002549050805f0361111c57505f938493508392509050565b5f808061112a600185612410565b815260208101919091526040015f20805460018201546002909201549097919650600160401b90046001600160601b0316945092505050565b5f5f61116d845490565b90506001600160601b038116915063ffffffff606082901c168363ffffffff1610156107655760e081901c8363ffffffff1610156111cd576040516333a5b0ad60e21b81526004810185905263ffffffff84166024820152604401610577565b60801c6001600160601b03169392505050565b438263ffffffff1610611214576040516326f2db8960e01b815263ffffffff83166004820152436024820152604401610577565b8061122563ffffffff841643612410565b11156109b257604051630f096f4d60e41b815263ffffffff8316600482015243602482015260448101829052606401610577565b5f838360061b81015b808210156112ac576040825f3760405f208381116112955760016279c83160e11b03195f5286830360061c60045260245ffd5b808552602090940193925060409190910190611262565b505050505050565b5f5f5f5f6112c3898987611b90565b945090925090505f6112ee83836112dd60c08d018d61245d565b8e6112e98c6020612423565b611c9f565b919450925090506112ff8185612410565b945084158061131f575061131388856124c9565b61131d88876124c9565b105b15611347576040516322c1720560e21b81526004810186905260248101859052604401610577565b6113538b84848c611dac565b61137057604051635cd5d23360e01b815260040160405180910390fd5b505050965096945050505050565b6001600160a01b0381165f90815260056020526040812054906113a082611586565b90508115806113ad575080155b156113d65760405163bfc6c33760e01b81526001600160a01b0384166004820152602401610577565b6113e0825f61175e565b5f8281526003602052604081209080806113f86110ff565b9250925092506114198383865f01546114148860010154611e46565b6117cc565b909350915061142d8383610e088885612410565b60405186906001600160a01b038916907f396fdcb180cb0fea26928113fb0fd1c3549863f9cd563e6a184f1d578116c8e4905f90a350505050505050565b6001600160a01b0382165f8181526006602090815260409182902080546001600160601b0319166001600160601b03861690811790915591519182527fab0e25dc39626189cfb41155020ba89e726b10244275733e9d7c63cf33ffccdb910160405180910390a26001600160a01b0382165f90815260056020526040812054906114f482611586565b9050811580611501575080155b806115145750826001600160601b031681145b1561151f5750505050565b826001600160601b03165f0361153e576115388461137e565b50505050565b611548828461175e565b5f5f5f6115536110ff565b9194509250905061157d83836001600160601b0389166115738886612410565b610e089190612423565b50505050505050565b5f6001600160601b03611597835490565b1692915050565b5f5f6115a983611aa2565b90506001600160601b0381111561066257604051638cc798b160e01b815260048101829052602401610577565b5f5f5f6115e287611e87565b915091506115ee612129565b84358152602085013581600160209081029190910191909152873560408301528701358160036020020152828160066020020152818160076020020152855f6020020135816008602002015285600160200201358160096020020152604086015f602002013581600a6020020152604086016001602002013581600b60200201527f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001815f60200201518260016020020151836002602002015184600360200201518560086020020151866009602002015187600a602002015188600b602090810291909101516040805192830199909952978101969096526060860194909452608085019290925260a084015260c083015260e08201526101008101919091526101208101859052610140810184905261016001604051602081830303815290604052805190602001205f1c61174491906124e0565b608082015261175281611f78565b98975050505050505050565b5f611767835490565b905063ffffffff43811690606083901c1681900361179c576001600160601b0383166001600160601b03198316178455611538565b6001600160601b038316606082901b176fffffffffffffffffffffffffffffffff19608084901b16178455611538565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa91508051935060208101519250508061181d57604051634010053960e11b815260040160405180910390fd5b5094509492505050565b6001600160601b0381111561185257604051638cc798b160e01b815260048101829052602401610577565b60025443908015801590611890575063ffffffff82165f80611875600185612410565b815260208101919091526040015f206002015463ffffffff16145b15611939575f80806118a3600185612410565b815260208101919091526040015f206002810180546bffffffffffffffffffffffff60401b1916600160401b6001600160601b038816021790556001808201879055878255909150611933906118f99084612410565b61190c611907600186612410565b6120d8565b7ff7edc7aad873e8826ad69a70b8aa3dee0ea48c4a6fa2ea58d7e327a77ce1727d90910155565b50611a52565b801561199957815f8061194d600185612410565b81526020019081526020015f2060020160046101000a81548163ffffffff021916908363ffffffff16021790555061199960018261198b9190612410565b61190c611907600185612410565b6040805160a081018252868152602080820187815263ffffffff8087168486019081525f606086018181526001600160601b03808c16608089019081528a845296839052979091209551865592516001860155516002909401805492519351909516600160401b026bffffffffffffffffffffffff60401b199382166401000000000267ffffffffffffffff1990931694909116939093171716179055611a438161190c816120d8565b611a4e816001612423565b6002555b604080518681526020810186905290810184905263ffffffff8316907f72c76335e7ff0ae3386145e4da3523c4b5c67d3cf7e0b9a3a0b1f73ee3c961dd9060600160405180910390a25050505050565b60405163778e55f360e01b81526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301525f9182917f0000000000000000000000000000000000000000000000000000000000000000169063778e55f390604401602060405180830381865afa158015611b32573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b5691906124f3565b6001600160a01b0384165f90815260086020526040902054909150808211611b7e575f611b88565b611b888183612410565b949350505050565b5f808080611ba5610100870160e08801612297565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082611c0c576040516343a2f1cb60e01b815263ffffffff8b16600482015260248101859052604401610577565b81611c2d576040516318c3096f60e21b815260048101859052602401610577565b63ffffffff81811690602083901c8116908c16821180611c5d57508015801590611c5d5750808c63ffffffff1610155b15611c8a576040516343a2f1cb60e01b815263ffffffff8d16600482015260248101879052604401610577565b50969a95995060401c97509395505050505050565b5f5f5f60405189815288602082015260408101888860061b81015b80821015611d905787516001600160601b03811663ffffffff8260601c168b1015611d1b578160e01c8b1015611d0b576040845f3760405f206333a5b0ad60e21b5f5280600452508a60245260445ffd5b6001600160601b038260801c1690505b80611d3e576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b959095019450602082843760208201355f51602061250b5f395f51905f5203606085015260408460808660065afa611d7f57634010053960e11b5f5260045ffd5b604082019150602088019750611cba565b50508151602090920151919b919a509198509650505050505050565b5f5f5f611db887611e87565b91509150611dc4612129565b878152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e082015261175281611f78565b5f8115611e8057611e645f51602061250b5f395f51905f52836124e0565b611e7b905f51602061250b5f395f51905f52612410565b610662565b5f92915050565b5f5f60405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201525f51602061250b5f395f51905f5260a08201525f51602061250b5f395f51905f52840692505b5f51602061250b5f395f51905f5260035f51602061250b5f395f51905f52855f51602061250b5f395f51905f52878809090880606083015260208260c08460055afa611f33575f5ffd5b81519250805f51602061250b5f395f51905f5284850903611f545750611f72565b50602081525f51602061250b5f395f51905f52600184089250611ee9565b50915091565b5f6120cc565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa611faf5750610662565b825160408501526020830151606085015260408360808660065afa611fd45750610662565b60018452600260208501528060408501525060408360608560075afa156106625760c0820151604084015260e08201516060840152604060c0830160808560065afa15610662577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa156106625750505160011490565b61066260405183611f7e565b5f818152602081905260408120805460018201546002830154604080516020810194909452830191909152606082015260800160405160208183030381529060405280519060200120915050919050565b604051806101800160405280600c906020820280368337509192915050565b5f60208284031215612158575f5ffd5b5035919050565b5f5f5f60408486031215612171575f5ffd5b83359250602084013567ffffffffffffffff81111561218e575f5ffd5b8401601f8101861361219e575f5ffd5b803567ffffffffffffffff8111156121b4575f5ffd5b8660208260051b84010111156121c8575f5ffd5b939660209190910195509293505050565b5f60408201848352604060208401528084518083526060850191506020860192505f5b8181101561221a5783518352602093840193909201916001016121fc565b50909695505050505050565b803563ffffffff81168114612239575f5ffd5b919050565b5f5f6040838503121561224f575f5ffd5b8235915061225f60208401612226565b90509250929050565b80356001600160a01b0381168114612239575f5ffd5b5f6020828403121561228e575f5ffd5b61065f82612268565b5f602082840312156122a7575f5ffd5b61065f82612226565b5f5f5f5f5f60a086880312156122c4575f5ffd5b853594506122d460208701612226565b9350604086013567ffffffffffffffff8111156122ef575f5ffd5b86016101608189031215612301575f5ffd5b94979396509394606081013594506080013592915050565b5f5f6040838503121561232a575f5ffd5b61233383612268565b915060208301356001600160601b038116811461234e575f5ffd5b809150509250929050565b5f60408284031215612369575f5ffd5b50919050565b5f60808284031215612369575f5ffd5b5f5f5f60e08486031215612391575f5ffd5b61239a84612268565b92506123a98560208601612359565b91506123b8856060860161236f565b90509250925092565b5f5f5f61010084860312156123d4575f5ffd5b6123de8585612359565b92506123ed856040860161236f565b91506123b88560c08601612359565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610662576106626123fc565b80820180821115610662576106626123fc565b634e487b7160e01b5f52601260045260245ffd5b5f8261245857612458612436565b500490565b5f5f8335601e19843603018112612472575f5ffd5b83018035915067ffffffffffffffff82111561248c575f5ffd5b6020019150600681901b36038213156124a3575f5ffd5b9250929050565b5f602082840312156124ba575f5ffd5b81518015158114610e87575f5ffd5b8082028115828204841417610662576106626123fc565b5f826124ee576124ee612436565b500690565b5f60208284031215612503575f5ffd5b505191905056fe30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47a2646970667358221220fbd15f36166eb0c78c86ada677f59019c392ed36f2b094109b338555972a37ab64736f6c63430008250033",
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
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["OperatorHistoryUnavailable"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackOperatorHistoryUnavailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["StakeOverflow"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackStakeOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], operatorRegistry.abi.Errors["StaleReferenceBlock"].ID.Bytes()[:4]) {
		return operatorRegistry.UnpackStaleReferenceBlockError(raw[4:])
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

// OperatorRegistryOperatorHistoryUnavailable represents a OperatorHistoryUnavailable error raised by the OperatorRegistry contract.
type OperatorRegistryOperatorHistoryUnavailable struct {
	OperatorId     [32]byte
	ReferenceBlock uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OperatorHistoryUnavailable(bytes32 operatorId, uint32 referenceBlock)
func OperatorRegistryOperatorHistoryUnavailableErrorID() common.Hash {
	return common.HexToHash("0xce96c2b40ee37789da3660cf1f0d6eecbaeda0c01808e2bf141bccda3a76e0af")
}

// UnpackOperatorHistoryUnavailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OperatorHistoryUnavailable(bytes32 operatorId, uint32 referenceBlock)
func (operatorRegistry *OperatorRegistry) UnpackOperatorHistoryUnavailableError(raw []byte) (*OperatorRegistryOperatorHistoryUnavailable, error) {
	out := new(OperatorRegistryOperatorHistoryUnavailable)
	if err := operatorRegistry.abi.UnpackIntoInterface(out, "OperatorHistoryUnavailable", raw); err != nil {
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
