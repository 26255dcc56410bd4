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

// DisputeGameChallenge is an auto generated low-level Go binding around an user-defined struct.
type DisputeGameChallenge struct {
	Challenger     common.Address
	OpenedAt       *big.Int
	Status         uint8
	Refused        bool
	Consumer       common.Address
	Games          uint32
	Won            uint32
	ReferenceBlock uint32
	Input          [32]byte
	Digest         [32]byte
	Root           [32]byte
	Steps          uint64
	PromptLen      uint64
	Bond           *big.Int
	DecidedBy      *big.Int
	Value          [32]byte
}

// DisputeGameGame is an auto generated low-level Go binding around an user-defined struct.
type DisputeGameGame struct {
	Challenger      common.Address
	TurnStart       *big.Int
	Phase           uint8
	Turn            uint8
	HiBy            uint8
	Level           uint8
	Levels          uint8
	Pending         bool
	Defender        common.Address
	ClockDefender   *big.Int
	ClockChallenger *big.Int
	Lo              int64
	Hi              uint64
	Leaves          uint64
	PendingIndex    uint64
	LoHash          [32]byte
	HiHash          [32]byte
	PendingHash     [32]byte
	Path            [4]uint32
	Rounds          [4]uint32
	Consumer        common.Address
	Moves           uint32
	Winner          uint8
	Reason          uint8
	ChallengeId     *big.Int
	Input           [32]byte
	Steps           uint64
	PromptLen       uint64
}

// DisputeGamePosition is an auto generated low-level Go binding around an user-defined struct.
type DisputeGamePosition struct {
	Level uint64
	Index uint64
}

// DisputeGameMetaData contains all meta data concerning the DisputeGame contract.
var DisputeGameMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"oneStep_\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"},{\"name\":\"challengeWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinWindow_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clock_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"challengerBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defenderBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashBips_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CHALLENGE_FAILED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHALLENGE_RESOLVED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"JOINING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LEVELS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLAYING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SUCCEEDED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bisect\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"challenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Challenge\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"openedAt\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"refused\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"games\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"won\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bond\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"decidedBy\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeState\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengerBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"clock\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deadline\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defenceOf\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defences\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defend\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"defenderBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Game\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"turnStart\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"hiBy\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"level\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"levels\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"clockDefender\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clockChallenger\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"lo\",\"type\":\"int64\",\"internalType\":\"int64\"},{\"name\":\"hi\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaves\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"pendingIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"loHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hiHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pendingHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"path\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"rounds\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"moves\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"challengeId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gameCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"joinWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestChallenge\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leafPath\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oneStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashBips\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashedFor\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeout\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Bisected\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"side\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeFailed\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeOpened\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"challenger\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"joinUntil\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DefenceOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameEnded\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Resolved\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"signers\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashedOperators\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stepped\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"post\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyDefending\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyInvalid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadConfig\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadMove\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadProof\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"BadRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShape\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leaves\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChallengeDecided\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClockExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"GameOver\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InputMismatch\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"JoinClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"JoinOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NoChallenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAPlayer\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotReleasable\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotResolvable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotYourTurn\",\"inputs\":[{\"name\":\"side\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ResultMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"landed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TransitionMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongBond\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongPhase\",\"inputs\":[{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WrongPosition\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantLevel\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "DisputeGame",
	Bin: "0x610160604052348015610010575f5ffd5b506040516161d73803806161d783398101604081905261002f9161017d565b6001600160a01b0387163b158061004c575065ffffffffffff8416155b8061005d575065ffffffffffff8516155b80610066575081155b80610072575061271081115b15610090576040516301f30c8760e21b815260040160405180910390fd5b5f876001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100cd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100f191906101f2565b90508015806101005750600481115b1561012b576040516324f5c9ff60e21b8152600481018290525f602482015260440160405180910390fd5b506001600160a01b0390961660805260a09490945265ffffffffffff92831660c052911660e052610100526101205261014052610209565b805165ffffffffffff81168114610178575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215610193575f5ffd5b87516001600160a01b03811681146101a9575f5ffd5b602089015190975095506101bf60408901610163565b94506101cd60608901610163565b608089015160a08a015160c0909a0151989b979a509598909795969095945092505050565b5f60208284031215610202575f5ffd5b5051919050565b60805160a05160c05160e051610100516101205161014051615edc6102fb5f395f8181610379015261264301525f81816104b90152818161212a0152818161276b01528181612e5001528181612e8a015281816133be015261343d01525f818161034601528181611227015261126101525f818161041d01526140c401525f818161046701528181611675015281816122a301528181612cfe0152612df901525f81816103ea015281816137a401526137ee01525f818161082a01528181610b29015281816113b90152818161155001528181613bd70152818161410e015281816141b1015261424e0152615edc5ff3fe6080604052600436106101e6575f3560e01c806396de63e911610108578063d017a35e1161009d578063f04b20591161006d578063f04b20591461079d578063f0ec359d146107d3578063f15842ef146107e7578063f537c50714610806578063f617404414610819575f5ffd5b8063d017a35e1461072c578063d5d44d8014610740578063e62d6a041461076b578063f02b57771461078a575f5ffd5b8063ab82d9a0116100d8578063ab82d9a0146104ef578063c40dc8ec146106ab578063cddbe729146106ca578063cf92d109146106f6575f5ffd5b806396de63e9146104565780639f3e118714610489578063a007d875146104a8578063a2f05725146104db575f5ffd5b80634d1975b41161017e57806369d21c4a1161014e57806369d21c4a146103685780636dc770ba1461039b578063861a1412146103d957806391ddadf41461040c575f5ffd5b80634d1975b4146102f85780634de778081461030d5780636702c7bf1461032157806368ccdc8614610335575f5ffd5b80632cf45790116101b95780632cf457901461028557806336a68092146102a657806337bdc99b146102c55780633ccfd60b146102e4575f5ffd5b80630761a004146101ea57806308148f7a1461020b5780631629593e1461022a57806324cc64801461025f575b5f5ffd5b3480156101f5575f5ffd5b506102096102043660046150e6565b610864565b005b348015610216575f5ffd5b5061020961022536600461515b565b610fae565b348015610235575f5ffd5b5061024961024436600461515b565b6111c5565b60405161025691906151ac565b60405180910390f35b34801561026a575f5ffd5b50610273600481565b60405160ff9091168152602001610256565b610298610293366004615219565b611224565b604051908152602001610256565b3480156102b1575f5ffd5b506102096102c03660046152e4565b6116e3565b3480156102d0575f5ffd5b506102096102df36600461515b565b612041565b3480156102ef575f5ffd5b5061020961219a565b348015610303575f5ffd5b5061029860015481565b348015610318575f5ffd5b50610273600181565b34801561032c575f5ffd5b50610298600481565b348015610340575f5ffd5b506102987f000000000000000000000000000000000000000000000000000000000000000081565b348015610373575f5ffd5b506102987f000000000000000000000000000000000000000000000000000000000000000081565b3480156103a6575f5ffd5b506103c96103b536600461515b565b60086020525f908152604090205460ff1681565b6040519015158152602001610256565b3480156103e4575f5ffd5b506102987f000000000000000000000000000000000000000000000000000000000000000081565b348015610417575f5ffd5b5061043f7f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff9091168152602001610256565b348015610461575f5ffd5b5061043f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610494575f5ffd5b506102096104a3366004615352565b612243565b3480156104b3575f5ffd5b506102987f000000000000000000000000000000000000000000000000000000000000000081565b3480156104e6575f5ffd5b506102985f5481565b3480156104fa575f5ffd5b5061069e61050936600461515b565b60408051610200810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e0810191909152505f9081526002602081815260409283902083516102008101855281546001600160a01b03808216835265ffffffffffff600160a01b808404919091169584019590955260ff600160d01b8304811697840197909752600160d81b909104909516151560608201526001820154948516608082015263ffffffff928504831660a0820152600160c01b8504831660c0820152600160e01b90940490911660e0840152908101546101008301526003810154610120830152600481015461014083015260058101546001600160401b03808216610160850152600160401b8204166101808401526001600160801b03600160801b909104166101a083015260068101546101c0830152600701546101e082015290565b60405161025691906153f4565b3480156106b6575f5ffd5b506102986106c536600461515b565b612835565b3480156106d5575f5ffd5b506106e96106e436600461515b565b6128a6565b6040516102569190615573565b348015610701575f5ffd5b506102986107103660046157bf565b600660209081525f928352604080842090915290825290205481565b348015610737575f5ffd5b50610273600381565b34801561074b575f5ffd5b5061029861075a3660046157e9565b60076020525f908152604090205481565b348015610776575f5ffd5b5061024961078536600461515b565b612b25565b348015610795575f5ffd5b506102735f81565b3480156107a8575f5ffd5b506102986107b7366004615804565b600560209081525f928352604080842090915290825290205481565b3480156107de575f5ffd5b50610273600281565b3480156107f2575f5ffd5b5061027361080136600461515b565b612c62565b61029861081436600461515b565b612d6d565b348015610824575f5ffd5b5061084c7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610256565b5f83815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116109a957505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff1681526020019060040190602082600301049283019260010382029150808411610a0b5750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b90910416610100909101529050610ae28185613064565b604081015160ff16600114610b1a5760408082015190516396fe8cdd60e01b815260ff90911660048201526024015b60405180910390fd5b5f610b24826130e1565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633e5e444b610b5f856131fd565b84866101e0015189896040518663ffffffff1660e01b8152600401610b88959493929190615832565b602060405180830381865afa925050508015610bc1575060408051601f3d908101601f19168201909252610bbe918101906158a3565b60015b610c0f573d808015610bee576040519150601f19603f3d011682016040523d82523d5f602084013e610bf3565b606091505b5080604051637bbf13ad60e01b8152600401610b1191906158ba565b9050610c5d838461020001518314610c36576080850151610c31906001615903565b610c3c565b84608001515b60ff166102c08201525f6102e082018190526002604083015260e090910152565b610c66836132d1565b5f86815260046020818152604092839020865181549288015194880151606089015160808a015160a08b015160c08c015160e08d01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008a01516001850180546101208d01516101408e01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608501516002830180546101808801516101a08901516101c08a01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e085015160038301556102008501519082015561022084015160058201556102408401518491906006820190610e429082615947565b506102608201516007820190610e589082615947565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b9290931691909102919091179055604080513381526020810183905287917f4b7fa9d524cdc5bac66d1ba2746c158773c28950aba6198fb894b866a084a8ab910160405180910390a2610fa68684610300015165ffffffffffff16856101000151866102c00151876102e00151613386565b505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480610fdd575080546001600160a01b0316155b15610ffe57604051633496ed1560e01b815260048101839052602401610b11565b600881015465ffffffffffff600160d01b91829004165f818152600260205260409020549091900460ff161561104a57604051630dfc1e4160e31b815260048101829052602401610b11565b8154600160d81b900460ff165f8115611076576001840154600160d01b900465ffffffffffff1661108b565b6001840154600160a01b900465ffffffffffff165b84546110a99165ffffffffffff90811691600160a01b900416615988565b90508042116110ce57604051631f98655760e21b815260048101829052602401610b11565b60ff82166110ef5760018401805465ffffffffffff60a01b19169055611101565b6001840180546001600160d01b031690555b600884018054600160a01b900463ffffffff169060146111208361599b565b825463ffffffff9182166101009390930a9283029190920219909116179055508354600164ffffffff0160d01b0316600160d11b178455611162826001615903565b60088501805461ffff60c01b1916600160c01b60ff939093169290920260ff60c81b191691909117600160c91b1790556001808501546111be91879186916001600160a01b03909116906111b7908790615903565b6002613386565b5050505050565b5f8181526003602090815260409182902080548351818402810184019094528084526060939283018282801561121857602002820191905f5260205f20905b815481526020019060010190808311611204575b50505050509050919050565b5f7f0000000000000000000000000000000000000000000000000000000000000000341461128d5760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610b11565b5f61129e8a8a8a8a8a8a8a8a61355f565b90505f5f81546112ad906159bf565b91829055506001600160a01b038b165f81815260066020908152604080832086845282528083208590558483526002909152902080546001600160d01b0319163365ffffffffffff60a01b191617600160a01b4265ffffffffffff16021781556001810180546001600160a01b031916909217909155909250611338610120850161010086016159d7565b60018201805463ffffffff92909216600160e01b026001600160e01b039092169190911790556002810182905561136e846138e1565b6003820155600480820188905560e085013560078301556005820180546001600160801b03348116600160801b02911617905560405162aa4ad760e21b81525f916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916302a92b5c916113f0918f918f918f91016159fa565b602060405180830381865afa15801561140b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061142f9190615a36565b1561144a57815460ff60d81b1916600160d81b178255611639565b60016114568a8c615988565b6114609190615a51565b905080826005015f6101000a8154816001600160401b0302191690836001600160401b031602179055508a8a90508260050160086101000a8154816001600160401b0302191690836001600160401b031602179055505f60405180608001604052808e6001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa1580156114fe573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061152291906158a3565b8152602081018690526001600160401b0380851660408301528d1660609091015290505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f88083836040519080825280602002602001820160405280156115a0578160200160208202803683370190505b506040518363ffffffff1660e01b81526004016115be929190615a64565b602060405180830381865afa1580156115d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906115fd91906158a3565b905080158061160f575063ffffffff81115b15611636576040516324f5c9ff60e21b81525f600482015260248101829052604401610b11565b50505b826001600160a01b038d16857ff39e6f2ffa84605017bb93b2a02970d3cdd0e5fe9b5ed9beadd3e938357fd4ef338c8661169b65ffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642615988565b604080516001600160a01b0395909516855260208501939093526001600160401b0391909116838301526060830152519081900360800190a450505098975050505050505050565b5f86815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161182857505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161188a5750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015290506119618188613064565b604081015160ff16156119925760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610b11565b5f61199c826139cd565b9050816060015160ff168160ff16146119db57606082015160405163297be95760e01b815260ff80841660048301529091166024820152604401610b11565b8160e0015115611b885760ff87166001148015906119fd575060ff8716600214155b15611a1b57604051635a07ca6960e11b815260040160405180910390fd5b60a082015160ff16611a306020880188615ab9565b6001600160401b0316141580611a6c57506101c08201516001600160401b0316611a606040880160208901615ab9565b6001600160401b031614155b15611ad957611a7e6020870187615ab9565b611a8e6040880160208901615ab9565b60a08401516101c085015160405163e3e2d21960e01b81526001600160401b039485166004820152928416602484015260ff9091166044830152919091166064820152608401610b11565b5f60e08301526101c08201515f1960ff891601611b0c57600781900b6101608401526102208301516101e0840152611b41565b6001600160401b0381166101808401526102208301516102008401526060830151611b38906001615903565b60ff1660808401525b8261026001518360a0015160ff1660048110611b5f57611b5f615ad2565b60200201805190611b6f8261599b565b63ffffffff16905250611b82838a613a1f565b50611baa565b60ff871615611baa57604051635a07ca6960e11b815260040160405180910390fd5b604082015160ff16611cb45784611bd457604051635a07ca6960e11b815260040160405180910390fd5b5f611bde83613cf1565b60a084015190915060ff16611bf66020860186615ab9565b6001600160401b0316141580611c2d57506001600160401b038116611c216040860160208701615ab9565b6001600160401b031614155b15611c9157611c3f6020850185615ab9565b611c4f6040860160208701615ab9565b60a085015160405163e3e2d21960e01b81526001600160401b039384166004820152918316602483015260ff1660448201529082166064820152608401610b11565b600160e08401526001600160401b03166101c08301526102208201849052611cd3565b8415611cd357604051635a07ca6960e11b815260040160405180910390fd5b611cdc826132d1565b5f888152600460208181526040928390208551815492870151948701516060880151608089015160a08a015160c08b015160e08c01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008901516001850180546101208c01516101408d01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608401516002830180546101808701516101a08801516101c08901516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e084015160038301556102008401519082015561022083015160058201556102408301518391906006820190611eb89082615947565b506102608201516007820190611ece9082615947565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b929093169190910291909117905560405188907fbc083be054a15fa6a89a946e92dab5f79057dc173ee08d58d186f9061587408990611ff49084908b908b908b908b908b90615b18565b60405180910390a2600260ff16826040015160ff1603612037576120378883610300015165ffffffffffff16846101000151856102c00151866102e00151613386565b5050505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480612070575080546001600160a01b0316155b1561209157604051633496ed1560e01b815260048101839052602401610b11565b600881015465ffffffffffff600160d01b91829004165f908152600260205260409020540460ff166001146120dc57604051635b012c2760e01b815260048101839052602401610b11565b8054600164ffffffff0160d01b0316600160d11b178155600881018054600360c81b61ffff60c01b1990911617905560018101546001600160a01b03165f90815260076020526040812080547f00000000000000000000000000000000000000000000000000000000000000009290612156908490615988565b9091555050604080515f81526003602082015283917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a25050565b335f90815260076020526040812054908190036121ca57604051631d42c86760e21b815260040160405180910390fd5b335f818152600760205260408082208290555190919083908381818185875af1925050503d805f8114612218576040519150601f19603f3d011682016040523d82523d5f602084013e61221d565b606091505b505090508061223f57604051631d42c86760e21b815260040160405180910390fd5b5050565b5f84815260026020526040902080546001600160a01b0316158061227157508054600160d01b900460ff1615155b15612292576040516338addb0160e01b815260048101869052602401610b11565b80545f906122d29065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615988565b8254909150600160d81b900460ff161580156122ee5750804211155b1561230f576040516306beaddf60e21b815260048101829052602401610b11565b6001820154600160c01b810463ffffffff908116600160a01b909204161461234d576040516338addb0160e01b815260048101879052602401610b11565b815460ff60d01b1916600160d11b178255600182015460408051637b10399960e01b815290516001600160a01b03909216915f918391637b103999916004808201926020929091908290030181865afa1580156123ac573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906123d09190615b5e565b90505f84600101601c9054906101000a900463ffffffff1690505f6123fc83858860030154858d613d2a565b90505f61240d848b8b8b8787613e1a565b90505f856001600160a01b0316636a93856789600201546040518263ffffffff1660e01b815260040161244291815260200190565b602060405180830381865afa15801561245d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124819190615a36565b80156124fc575060078801546002890154604051630e6a49b160e21b815260048101919091526001600160a01b038816906339a926c490602401602060405180830381865afa1580156124d6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124fa91906158a3565b145b1561255d5760028801546040516369ecc3cf60e01b815260048101919091526001600160a01b038716906369ecc3cf906024015f604051808303815f87803b158015612546575f5ffd5b505af1158015612558573d5f5f3e3d5ffd5b505050505b60038801545f908152600860205260408120805460ff19811660011790915560ff1615905b81801561258f5750835181105b1561275f575f876001600160a01b03166363ea4ab28684815181106125b6576125b6615ad2565b60200260200101516040518263ffffffff1660e01b81526004016125dc91815260200190565b602060405180830381865afa1580156125f7573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061261b9190615b5e565b604051630213119b60e51b81526001600160a01b0380831660048301529192505f91612710917f0000000000000000000000000000000000000000000000000000000000000000918c1690634262336090602401602060405180830381865afa15801561268a573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126ae9190615b79565b6001600160601b03166126c19190615930565b6126cb9190615bb3565b9050805f036126db57505061274f565b60405163c61b4cc360e01b81526001600160a01b0383811660048301526001600160601b03831660248301528a169063c61b4cc3906044015f604051808303815f87803b15801561272a575f5ffd5b505af115801561273c573d5f5f3e3d5ffd5b505050508461274a906159bf565b945050505b612758816159bf565b9050612582565b50600189015461279d907f000000000000000000000000000000000000000000000000000000000000000090600160c01b900463ffffffff16615930565b60058a01546127bc9190600160801b90046001600160801b0316615988565b89546001600160a01b03165f90815260076020526040812080549091906127e4908490615988565b9091555050825160408051918252602082018490528e917f19169f57deee70bd74be81f9f97f655a7bb0f159ee7cbe69040eca379dc092e9910160405180910390a250505050505050505050505050565b5f8181526004602052604081208054600160d81b900460ff161561286c576001810154600160d01b900465ffffffffffff16612881565b6001810154600160a01b900465ffffffffffff165b815461289f9165ffffffffffff90811691600160a01b900416615988565b9392505050565b6128ae614fc1565b5f82815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e08201528185015461020082015260058201546102208201528251938401928390529490936102408601939260068601928390855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116129f257505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff1681526020019060040190602082600301049283019260010382029150808411612a545750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015292915050565b5f81815260046020526040902080546060919060ff600160e81b8204811691600160d01b90041660011480612b5a575f612b5d565b60015b612b6a9060ff1683615988565b6001600160401b03811115612b8157612b8161591c565b604051908082528060200260200182016040528015612baa578160200160208202803683370190505b5093505f5b82811015612c1357836006018160048110612bcc57612bcc615ad2565b600891828204019190066004029054906101000a900463ffffffff1663ffffffff16858281518110612c0057612c00615ad2565b6020908102919091010152600101612baf565b508015612c5a578260020160089054906101000a90046001600160401b03166001600160401b0316848381518110612c4d57612c4d615ad2565b6020026020010181815250505b505050919050565b5f81815260026020526040812080546001600160a01b0316612c9a5760405163318196b960e01b815260048101849052602401610b11565b80545f19600160d01b90910460ff1601612cb75750600292915050565b8054600119600160d01b90910460ff1601612cd55750600492915050565b8054600160d81b900460ff1615612cef5750600392915050565b8054612d2d9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615988565b4211612d3b57505f92915050565b6001810154600160c01b810463ffffffff908116600160a01b9092041614612d6457600161289f565b60039392505050565b5f81815260026020526040812080546001600160a01b031680612da65760405163318196b960e01b815260048101859052602401610b11565b8154600160d01b900460ff16151580612dc757508154600160d81b900460ff165b15612de857604051630dfc1e4160e31b815260048101859052602401610b11565b81545f90612e289065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615988565b905080421115612e4e576040516315b79c0b60e01b815260048101829052602401610b11565b7f00000000000000000000000000000000000000000000000000000000000000003414612eb65760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610b11565b6001600160a01b0382163303612ee157604051630349da4160e41b8152336004820152602401610b11565b5f8581526005602090815260408083203384529091529020548015612f2357604051634208ac8d60e11b81526004810187905260248101829052604401610b11565b60015f8154612f31906159bf565b91829055505f8781526005602090815260408083203384528252808320849055898352600382528220805460018082018355918452919092200182905585018054919650600160a01b90910463ffffffff16906014612f8f8361599b565b91906101000a81548163ffffffff021916908363ffffffff16021790555050612fb6614fc1565b6001600160a01b038085168252336101008301819052600187015490911661028083015265ffffffffffff8816610300830152600286015461032083015260058601546001600160401b03808216610340850152600160401b909104166103608301526004860154610200830152604051889088907f69835abacf7da09f62de759cb95d60cf97d0f5412ca41dc3b1da532ee07a94b2905f90a461305a81876140af565b5050505050919050565b604082015160ff1660021480613082575081516001600160a01b0316155b156130a357604051633496ed1560e01b815260048101829052602401610b11565b6130ac8261467d565b5f6130b6836146d5565b9050804211156130dc5760405163292daabd60e21b815260048101829052602401610b11565b505050565b60605f600160ff16836040015160ff16146130fc575f6130ff565b60015b8360a0015161310e9190615bc6565b60ff169050806001600160401b0381111561312b5761312b61591c565b604051908082528060200260200182016040528015613154578160200160208202803683370190505b5091505f5b8360a0015160ff168110156131af57836102400151816004811061317f5761317f615ad2565b602002015163ffffffff1683828151811061319c5761319c615ad2565b6020908102919091010152600101613159565b50600160ff16836040015160ff16036131f7578261018001516001600160401b0316828460a0015160ff16815181106131ea576131ea615ad2565b6020026020010181815250505b50919050565b61322460405180608001604052805f81526020015f81526020015f81526020015f81525090565b60405180608001604052808361028001516001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015613270573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061329491906158a3565b815260200183610320015181526020018361034001516001600160401b031681526020018361036001516001600160401b03168152509050919050565b5f8160200151426132e29190615bdf565b606083015190915060ff16613314578082610120018181516133049190615bdf565b65ffffffffffff16905250613333565b8082610140018181516133279190615bdf565b65ffffffffffff169052505b65ffffffffffff421660208301526102a082018051906133528261599b565b63ffffffff16905250604082015160ff1660021461223f57606082015161337a906001615903565b60ff1660608301525050565b5f84815260026020526040902060ff83166134d957805460ff60d01b1916600160d01b1781556006810186905560058101546133f4907f0000000000000000000000000000000000000000000000000000000000000000906001600160801b03600160801b90910416615988565b6001600160a01b0385165f908152600760205260408120805490919061341b908490615988565b90915550506001810154600160c01b900463ffffffff168015613490576134627f000000000000000000000000000000000000000000000000000000000000000082615930565b82546001600160a01b03165f908152600760205260408120805490919061348a908490615988565b90915550505b604080518881526001600160a01b038716602082015287917f7347459d58f787385f0f9760473f3eefcc313693e3610d78fc8403ea6ffd8685910160405180910390a250613518565b600181018054600160c01b900463ffffffff169060186134f88361599b565b91906101000a81548163ffffffff021916908363ffffffff160217905550505b6040805160ff80861682528416602082015287917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a2505050505050565b5f63ffffffff8611806135725750828614155b15613590576040516341cc6b2160e01b815260040160405180910390fd5b6040516135a790879089908b908290602001615c24565b604051602081830303815290604052805190602001209050816080013581146135f057604051636314530560e01b81526004810182905260808301356024820152604401610b11565b886001600160a01b03811661360b60408501602086016157e9565b6001600160a01b0316141580613622575082354614155b806136905750806001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015613664573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061368891906158a3565b836060013514155b156136ae57604051635b88eadd60e11b815260040160405180910390fd5b604051630e6a49b160e21b8152600481018390525f906001600160a01b038316906339a926c490602401602060405180830381865afa1580156136f3573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061371791906158a3565b90505f87878760405160200161372f93929190615c46565b60408051601f19818403018152919052805160209091012090508115806137565750818114155b1561377e5760405163ba513e2d60e01b81526004810182905260248101839052604401610b11565b818560e00135146137a257604051635b88eadd60e11b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006137d5610120870161010088016159d7565b63ffffffff166137e59190615988565b43111561384b577f000000000000000000000000000000000000000000000000000000000000000061381f610120870161010088016159d7565b63ffffffff1661382f9190615988565b604051631b6af7f760e31b8152600401610b1191815260200190565b604051636a93856760e01b8152600481018590526001600160a01b03841690636a93856790602401602060405180830381865afa15801561388e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906138b29190615a36565b6138d257604051632d45c3d560e01b815260048101859052602401610b11565b50505098975050505050505050565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5823561391560408501602086016157e9565b6139256060860160408701615ab9565b6060860135608087013560a088013560c089013560e08a01356139506101208c016101008d016159d7565b60408051602081019b909b528a01989098526001600160a01b0390961660608901526001600160401b03909416608088015260a087019290925260c086015260e085015261010084015261012083015263ffffffff1661014082015261016001604051602081830303815290604052805190602001209050919050565b80515f906001600160a01b031633036139e857506001919050565b6101008201516001600160a01b03163303613a0457505f919050565b604051630349da4160e41b8152336004820152602401610b11565b816101600151826101800151613a359190615c61565b60070b600114613a4957505f604090910152565b6101808201516101a08301516001600160401b0390811690821610613ab9576130dc83846101e0015185610200015114613a92576080850151613a8d906001615903565b613a98565b84608001515b60ff166102c082015260016102e0820152600260408201525f60e090910152565b60018360c00151613aca9190615903565b60ff168360a0015160ff1603613ae65750506001604090910152565b808361024001518460a0015160ff1660048110613b0557613b05615ad2565b63ffffffff909216602092909202015260a08301805190613b2582615c90565b60ff1660ff16815250505f8360a0015160ff166001600160401b03811115613b4f57613b4f61591c565b604051908082528060200260200182016040528015613b78578160200160208202803683370190505b5090505f5b8460a0015160ff16811015613bd3578461024001518160048110613ba357613ba3615ad2565b602002015163ffffffff16828281518110613bc057613bc0615ad2565b6020908102919091010152600101613b7d565b505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637840f880613c0d876131fd565b846040518363ffffffff1660e01b8152600401613c2b929190615a64565b602060405180830381865afa158015613c46573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c6a91906158a3565b9050801580613c7c575063ffffffff81115b15613cac5760a08501516040516324f5c9ff60e21b815260ff909116600482015260248101829052604401610b11565b6001600160401b0381166101a08601525f196101608601526001613ccf82614715565b613cd99190615a51565b6001600160401b031661018086015250613a1f915050565b5f6002826101600151836101800151613d0a9190615c61565b613d149190615ca5565b826101600151613d249190615ce2565b92915050565b5f5f613d36878461472d565b90505f866001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613d75573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d9991906158a3565b90505f876001600160a01b0316630e0232ce6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613dd8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613dfc91906158a3565b9050613e0c87878785858861491a565b509998505050505050505050565b6060836001600160401b03811115613e3457613e3461591c565b604051908082528060200260200182016040528015613e5d578160200160208202803683370190505b5090505f5f5f5f5f5b88811015613fed575f613eb78b8b84818110613e8457613e84615ad2565b9050604002015f01358c8c85818110613e9f57613e9f615ad2565b905060400201602001355f9182526020526040902090565b9050828111613ed9576040516374ef6df760e01b815260040160405180910390fd5b80925080878381518110613eef57613eef615ad2565b60209081029190910101526040516304ee892560e31b81526004810182905263ffffffff8a1660248201525f906001600160a01b038f1690632774492890604401602060405180830381865afa158015613f4b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613f6f91906158a3565b9050805f03613f91576040516374ef6df760e01b815260040160405180910390fd5b613f9b8186615988565b9450613fde87878e8e87818110613fb457613fb4615ad2565b9050604002015f01358f8f88818110613fcf57613fcf615ad2565b9050604002016020013561493a565b90975095505050600101613e66565b505f5b613ffd60c08c018c615d11565b905081101561405e57614051858561401860c08f018f615d11565b8581811061402857614028615ad2565b9050604002015f01358e8060c001906140419190615d11565b86818110613fcf57613fcf615ad2565b9095509350600101613ff0565b50858214158061407357506101008a01358414155b8061408357506101208a01358314155b156140a1576040516374ef6df760e01b815260040160405180910390fd5b505050509695505050505050565b65ffffffffffff4281166020808501919091527f0000000000000000000000000000000000000000000000000000000000000000909116610120840181905261014084015260408051634ecf518b60e01b815290516001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692634ecf518b92600480820193918290030181865afa158015614153573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061417791906158a3565b60ff1660c08301525f6080830181905260608301819052614197836131fd565b6040516302e5bf0f60e21b81529091506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c906141e6908490600401615d56565b602060405180830381865afa158015614201573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061422591906158a3565b6101e0840152604080515f8152602081019182905262f081f160e71b9091526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637840f8809061428490849060248101615a64565b602060405180830381865afa15801561429f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906142c391906158a3565b6001600160401b03166101a0840181905215806142f3575063ffffffff8016836101a001516001600160401b0316115b15614329576101a08301516040516324f5c9ff60e21b81525f60048201526001600160401b039091166024820152604401610b11565b5f196101608401526101a083015160019061434c906001600160401b0316614715565b6143569190615a51565b6001600160401b031661018084015261436f8383613a1f565b5f82815260046020818152604092839020865181549288015194880151606089015160808a015160a08b015160c08c015160e08d01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008a01516001850180546101208d01516101408e01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608501516002830180546101808801516101a08901516101c08a01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e08501516003830155610200850151908201556102208401516005820155610240840151849190600682019061454b9082615947565b5061026082015160078201906145619082615947565b506102808201516008820180546102a08501516102c08601516102e087015161030088015165ffffffffffff16600160d01b026001600160d01b0360ff928316600160c81b0260ff60c81b19948416600160c01b029490941661ffff60c01b1963ffffffff909616600160a01b026001600160c01b03199097166001600160a01b039099169890981795909517939093169590951717919091161790556103208301516009830155610340830151600a9092018054610360909401516001600160401b03908116600160401b026001600160801b0319909516931692909217929092179055604084015116600119016130dc576130dc8284610300015165ffffffffffff16856101000151866102c00151876102e00151613386565b61030081015165ffffffffffff165f90815260026020526040902054600160d01b900460ff16156146d257610300810151604051630dfc1e4160e31b815265ffffffffffff9091166004820152602401610b11565b50565b60608101515f9060ff16156146ef578161014001516146f6565b8161012001515b65ffffffffffff16826020015165ffffffffffff16613d249190615988565b60015b818110156147285760011b614718565b919050565b5f8061473c60c0840184615d11565b905090505f816001600160401b038111156147595761475961591c565b604051908082528060200260200182016040528015614782578160200160208202803683370190505b5090506020810161479f61479960c0870187615d11565b83614995565b5f806001600160a01b0388166320f31d3a6147c16101008a0160e08b016159d7565b866040518363ffffffff1660e01b81526004016147df929190615d81565b5f60405180830381865afa1580156147f9573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526148209190810190615dd4565b9150915084815114614845576040516374ef6df760e01b815260040160405180910390fd5b5f614851866001615988565b6001600160401b038111156148685761486861591c565b604051908082528060200260200182016040528015614891578160200160208202803683370190505b509050825f1c815f815181106148a9576148a9615ad2565b6020026020010181815250505f5b8681101561490a578281815181106148d1576148d1615ad2565b6020026020010151828260016148e79190615988565b815181106148f7576148f7615ad2565b60209081029190910101526001016148b7565b5060200198975050505050505050565b5f5f61492b885f89898989896149e8565b91509150965096945050505050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa91508051935060208101519250508061498b57604051634010053960e11b815260040160405180910390fd5b5094509492505050565b5f838360061b81015b80821015610fa6576040825f3760405f208381116149d15760016279c83160e11b03195f5286830360061c60045260245ffd5b80855260209094019392506040919091019061499e565b5f5f5f5f6149f7898987614ab4565b945090925090505f614a228383614a1160c08d018d615d11565b8e614a1d8c6020615988565b614bc3565b91945092509050614a338185615a51565b9450841580614a535750614a478885615930565b614a518887615930565b105b15614a7b576040516322c1720560e21b81526004810186905260248101859052604401610b11565b614a888c8c85858d614ce8565b614aa557604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b5f808080614ac9610100870160e088016159d7565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082614b30576040516343a2f1cb60e01b815263ffffffff8b16600482015260248101859052604401610b11565b81614b51576040516318c3096f60e21b815260048101859052602401610b11565b63ffffffff81811690602083901c8116908c16821180614b8157508015801590614b815750808c63ffffffff1610155b15614bae576040516343a2f1cb60e01b815263ffffffff8d16600482015260248101879052604401610b11565b50969a95995060401c97509395505050505050565b5f5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4790506040518a815289602082015260408101898960061b81015b80821015614ccb5788516001600160601b03811663ffffffff8260601c168c1015614c63578160e01c8c1015614c53576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80614c86576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa614cba57634010053960e11b5f5260045ffd5b604082019150602089019850614c02565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03614d0557614cfb88614da6565b9092509050614d0f565b5050845160208601515b614d176150a9565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152614d9981614e61565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa614e35575f5ffd5b81519350808385860903614e495750614e5a565b506020815281600185089350614e12565b5050915091565b5f614fb5565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa614e985750613d24565b825160408501526020830151606085015260408360808660065afa614ebd5750613d24565b60018452600260208501528060408501525060408360608560075afa15613d245760c0820151604084015260e08201516060840152604060c0830160808560065afa15613d24577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa15613d245750505160011490565b613d2460405183614e67565b60408051610380810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e081018290526102008101829052610220810191909152610240810161505e6150c8565b815260200161506b6150c8565b81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e082018190526101009091015290565b604051806101800160405280600c906020820280368337509192915050565b60405180608001604052806004906020820280368337509192915050565b5f5f5f604084860312156150f8575f5ffd5b8335925060208401356001600160401b03811115615114575f5ffd5b8401601f81018613615124575f5ffd5b80356001600160401b03811115615139575f5ffd5b86602082840101111561514a575f5ffd5b939660209190910195509293505050565b5f6020828403121561516b575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b828110156151a2578151865260209586019590910190600101615184565b5093949350505050565b602081525f61289f6020830184615172565b6001600160a01b03811681146146d2575f5ffd5b5f5f83601f8401126151e2575f5ffd5b5081356001600160401b038111156151f8575f5ffd5b6020830191508360208260051b8501011115615212575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f888a036101c0811215615232575f5ffd5b893561523d816151be565b985060208a01356001600160401b03811115615257575f5ffd5b6152638c828d016151d2565b90995097505060408a0135955060608a0135945060808a01356001600160401b0381111561528f575f5ffd5b61529b8c828d016151d2565b909550935050610120609f19820112156152b3575f5ffd5b5060a0890190509295985092959890939650565b5f604082840312156131f7575f5ffd5b80151581146146d2575f5ffd5b5f5f5f5f5f5f61010087890312156152fa575f5ffd5b86359550602087013560ff81168114615311575f5ffd5b945061532088604089016152c7565b93506080870135615330816152d7565b925060a087013591506153468860c089016152c7565b90509295509295509295565b5f5f5f5f60608587031215615365575f5ffd5b8435935060208501356001600160401b03811115615381575f5ffd5b85016101608188031215615393575f5ffd5b925060408501356001600160401b038111156153ad575f5ffd5b8501601f810187136153bd575f5ffd5b80356001600160401b038111156153d2575f5ffd5b8760208260061b84010111156153e6575f5ffd5b949793965060200194505050565b81516001600160a01b031681526102008101602083015161541f602084018265ffffffffffff169052565b506040830151615434604084018260ff169052565b506060830151615448606084018215159052565b50608083015161546360808401826001600160a01b03169052565b5060a083015161547b60a084018263ffffffff169052565b5060c083015161549360c084018263ffffffff169052565b5060e08301516154ab60e084018263ffffffff169052565b506101008301516101008301526101208301516101208301526101408301516101408301526101608301516154ec6101608401826001600160401b03169052565b506101808301516155096101808401826001600160401b03169052565b506101a08301516155266101a08401826001600160801b03169052565b506101c08301516101c08301526101e08301516101e083015292915050565b805f5b600481101561556d57815163ffffffff16845260209384019390910190600101615548565b50505050565b81516001600160a01b031681526104408101602083015161559e602084018265ffffffffffff169052565b5060408301516155b3604084018260ff169052565b5060608301516155c8606084018260ff169052565b5060808301516155dd608084018260ff169052565b5060a08301516155f260a084018260ff169052565b5060c083015161560760c084018260ff169052565b5060e083015161561b60e084018215159052565b506101008301516156386101008401826001600160a01b03169052565b5061012083015161565461012084018265ffffffffffff169052565b5061014083015161567061014084018265ffffffffffff169052565b5061016083015161568761016084018260070b9052565b506101808301516156a46101808401826001600160401b03169052565b506101a08301516156c16101a08401826001600160401b03169052565b506101c08301516156de6101c08401826001600160401b03169052565b506101e08301516101e0830152610200830151610200830152610220830151610220830152610240830151615717610240840182615545565b5061026083015161572c6102c0840182615545565b506102808301516001600160a01b0316610340838101919091526102a084015163ffffffff16610360808501919091526102c085015160ff9081166103808601526102e0860151166103a085015261030085015165ffffffffffff166103c08501526103208501516103e0850152908401516001600160401b039081166104008501529301519092166104209091015290565b5f5f604083850312156157d0575f5ffd5b82356157db816151be565b946020939093013593505050565b5f602082840312156157f9575f5ffd5b813561289f816151be565b5f5f60408385031215615815575f5ffd5b823591506020830135615827816151be565b809150509250929050565b8551815260208087015190820152604080870151908201526060808701519082015260e060808201525f61586960e0830187615172565b8560a084015282810360c0840152838152838560208301375f602085830101526020601f19601f8601168201019150509695505050505050565b5f602082840312156158b3575f5ffd5b5051919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b634e487b7160e01b5f52601160045260245ffd5b60ff8281168282160390811115613d2457613d246158ef565b634e487b7160e01b5f52604160045260245ffd5b8082028115828204841417613d2457613d246158ef565b815f805b600481101561598057825160209093019263ffffffff600583901b81811b1994909416911690921b919091179060010161594b565b509091555050565b80820180821115613d2457613d246158ef565b5f63ffffffff821663ffffffff81036159b6576159b66158ef565b60010192915050565b5f600182016159d0576159d06158ef565b5060010190565b5f602082840312156159e7575f5ffd5b813563ffffffff8116811461289f575f5ffd5b604080825281018390525f6001600160fb1b03841115615a18575f5ffd5b8360051b808660608501376020830193909352500160600192915050565b5f60208284031215615a46575f5ffd5b815161289f816152d7565b81810381811115613d2457613d246158ef565b8251815260208084015190820152604080840151908201526060808401519082015260a060808201525f615a9b60a0830184615172565b949350505050565b80356001600160401b0381168114614728575f5ffd5b5f60208284031215615ac9575f5ffd5b61289f82615aa3565b634e487b7160e01b5f52603260045260245ffd5b6001600160401b03615af782615aa3565b1682526001600160401b03615b0e60208301615aa3565b1660208301525050565b60ff8781168252861660208201526101008101615b386040830187615ae6565b84151560808301528360a0830152615b5360c0830184615ae6565b979650505050505050565b5f60208284031215615b6e575f5ffd5b815161289f816151be565b5f60208284031215615b89575f5ffd5b81516001600160601b038116811461289f575f5ffd5b634e487b7160e01b5f52601260045260245ffd5b5f82615bc157615bc1615b9f565b500490565b60ff8181168382160190811115613d2457613d246158ef565b65ffffffffffff8281168282160390811115613d2457613d246158ef565b5f6001600160fb1b03831115615c11575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f615c3c604083018486615bfd565b9695505050505050565b8381525f615c58602083018486615bfd565b95945050505050565b600782810b9082900b03677fffffffffffffff198112677fffffffffffffff82131715613d2457613d246158ef565b5f60ff821660ff81036159b6576159b66158ef565b5f8160070b8360070b80615cbb57615cbb615b9f565b677fffffffffffffff1982145f1982141615615cd957615cd96158ef565b90059392505050565b600781810b9083900b01677fffffffffffffff8113677fffffffffffffff1982121715613d2457613d246158ef565b5f5f8335601e19843603018112615d26575f5ffd5b8301803591506001600160401b03821115615d3f575f5ffd5b6020019150600681901b3603821315615212575f5ffd5b8151815260208083015190820152604080830151908201526060808301519082015260808101613d24565b5f6040820163ffffffff85168352604060208401528084518083526060850191506020860192505f5b81811015615dc8578351835260209384019390920191600101615daa565b50909695505050505050565b5f5f60408385031215615de5575f5ffd5b825160208401519092506001600160401b03811115615e02575f5ffd5b8301601f81018513615e12575f5ffd5b80516001600160401b03811115615e2b57615e2b61591c565b8060051b604051601f19603f83011681018181106001600160401b0382111715615e5757615e5761591c565b604052918252602081840181019290810188841115615e74575f5ffd5b6020850194505b83851015615e9757845180825260209586019590935001615e7b565b5080945050505050925092905056fea2646970667358221220a1b10bc201b68d78c9be6579c66260ba8a4d4f86693bca6bfcfb1c7f1b8c57a364736f6c63430008250033",
}

// DisputeGame is an auto generated Go binding around an Ethereum contract.
type DisputeGame struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DisputeGame) GetABI() abi.ABI {
	return c.abi
}

// NewDisputeGame creates a new instance of DisputeGame.
func NewDisputeGame() *DisputeGame {
	parsed, err := DisputeGameMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DisputeGame{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DisputeGame) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address oneStep_, uint256 challengeWindow_, uint48 joinWindow_, uint48 clock_, uint256 challengerBond_, uint256 defenderBond_, uint256 slashBips_) returns()
func (disputeGame *DisputeGame) PackConstructor(oneStep_ common.Address, challengeWindow_ *big.Int, joinWindow_ *big.Int, clock_ *big.Int, challengerBond_ *big.Int, defenderBond_ *big.Int, slashBips_ *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("", oneStep_, challengeWindow_, joinWindow_, clock_, challengerBond_, defenderBond_, slashBips_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCHALLENGEFAILED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0ec359d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHALLENGE_FAILED() view returns(uint8)
func (disputeGame *DisputeGame) PackCHALLENGEFAILED() []byte {
	enc, err := disputeGame.abi.Pack("CHALLENGE_FAILED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHALLENGEFAILED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf0ec359d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHALLENGE_FAILED() view returns(uint8)
func (disputeGame *DisputeGame) TryPackCHALLENGEFAILED() ([]byte, error) {
	return disputeGame.abi.Pack("CHALLENGE_FAILED")
}

// UnpackCHALLENGEFAILED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf0ec359d.
//
// Solidity: function CHALLENGE_FAILED() view returns(uint8)
func (disputeGame *DisputeGame) UnpackCHALLENGEFAILED(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("CHALLENGE_FAILED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackCHALLENGERESOLVED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24cc6480.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHALLENGE_RESOLVED() view returns(uint8)
func (disputeGame *DisputeGame) PackCHALLENGERESOLVED() []byte {
	enc, err := disputeGame.abi.Pack("CHALLENGE_RESOLVED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHALLENGERESOLVED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24cc6480.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHALLENGE_RESOLVED() view returns(uint8)
func (disputeGame *DisputeGame) TryPackCHALLENGERESOLVED() ([]byte, error) {
	return disputeGame.abi.Pack("CHALLENGE_RESOLVED")
}

// UnpackCHALLENGERESOLVED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24cc6480.
//
// Solidity: function CHALLENGE_RESOLVED() view returns(uint8)
func (disputeGame *DisputeGame) UnpackCHALLENGERESOLVED(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("CHALLENGE_RESOLVED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackJOINING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf02b5777.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function JOINING() view returns(uint8)
func (disputeGame *DisputeGame) PackJOINING() []byte {
	enc, err := disputeGame.abi.Pack("JOINING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJOINING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf02b5777.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function JOINING() view returns(uint8)
func (disputeGame *DisputeGame) TryPackJOINING() ([]byte, error) {
	return disputeGame.abi.Pack("JOINING")
}

// UnpackJOINING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf02b5777.
//
// Solidity: function JOINING() view returns(uint8)
func (disputeGame *DisputeGame) UnpackJOINING(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("JOINING", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackMAXLEVELS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6702c7bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_LEVELS() view returns(uint256)
func (disputeGame *DisputeGame) PackMAXLEVELS() []byte {
	enc, err := disputeGame.abi.Pack("MAX_LEVELS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXLEVELS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6702c7bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_LEVELS() view returns(uint256)
func (disputeGame *DisputeGame) TryPackMAXLEVELS() ([]byte, error) {
	return disputeGame.abi.Pack("MAX_LEVELS")
}

// UnpackMAXLEVELS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6702c7bf.
//
// Solidity: function MAX_LEVELS() view returns(uint256)
func (disputeGame *DisputeGame) UnpackMAXLEVELS(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("MAX_LEVELS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPLAYING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4de77808.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PLAYING() view returns(uint8)
func (disputeGame *DisputeGame) PackPLAYING() []byte {
	enc, err := disputeGame.abi.Pack("PLAYING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPLAYING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4de77808.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PLAYING() view returns(uint8)
func (disputeGame *DisputeGame) TryPackPLAYING() ([]byte, error) {
	return disputeGame.abi.Pack("PLAYING")
}

// UnpackPLAYING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4de77808.
//
// Solidity: function PLAYING() view returns(uint8)
func (disputeGame *DisputeGame) UnpackPLAYING(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("PLAYING", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackSUCCEEDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd017a35e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SUCCEEDED() view returns(uint8)
func (disputeGame *DisputeGame) PackSUCCEEDED() []byte {
	enc, err := disputeGame.abi.Pack("SUCCEEDED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSUCCEEDED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd017a35e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SUCCEEDED() view returns(uint8)
func (disputeGame *DisputeGame) TryPackSUCCEEDED() ([]byte, error) {
	return disputeGame.abi.Pack("SUCCEEDED")
}

// UnpackSUCCEEDED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd017a35e.
//
// Solidity: function SUCCEEDED() view returns(uint8)
func (disputeGame *DisputeGame) UnpackSUCCEEDED(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("SUCCEEDED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackBisect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36a68092.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bisect(uint256 gameId, uint8 verdict, (uint64,uint64) on, bool hasClaim, bytes32 claim, (uint64,uint64) at) returns()
func (disputeGame *DisputeGame) PackBisect(gameId *big.Int, verdict uint8, on DisputeGamePosition, hasClaim bool, claim [32]byte, at DisputeGamePosition) []byte {
	enc, err := disputeGame.abi.Pack("bisect", gameId, verdict, on, hasClaim, claim, at)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBisect is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36a68092.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bisect(uint256 gameId, uint8 verdict, (uint64,uint64) on, bool hasClaim, bytes32 claim, (uint64,uint64) at) returns()
func (disputeGame *DisputeGame) TryPackBisect(gameId *big.Int, verdict uint8, on DisputeGamePosition, hasClaim bool, claim [32]byte, at DisputeGamePosition) ([]byte, error) {
	return disputeGame.abi.Pack("bisect", gameId, verdict, on, hasClaim, claim, at)
}

// PackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab82d9a0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
func (disputeGame *DisputeGame) PackChallenge(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("challenge", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xab82d9a0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
func (disputeGame *DisputeGame) TryPackChallenge(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("challenge", challengeId)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab82d9a0.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
func (disputeGame *DisputeGame) UnpackChallenge(data []byte) (DisputeGameChallenge, error) {
	out, err := disputeGame.abi.Unpack("challenge", data)
	if err != nil {
		return *new(DisputeGameChallenge), err
	}
	out0 := *abi.ConvertType(out[0], new(DisputeGameChallenge)).(*DisputeGameChallenge)
	return out0, nil
}

// PackChallengeCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2f05725.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeCount() view returns(uint256)
func (disputeGame *DisputeGame) PackChallengeCount() []byte {
	enc, err := disputeGame.abi.Pack("challengeCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa2f05725.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeCount() view returns(uint256)
func (disputeGame *DisputeGame) TryPackChallengeCount() ([]byte, error) {
	return disputeGame.abi.Pack("challengeCount")
}

// UnpackChallengeCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa2f05725.
//
// Solidity: function challengeCount() view returns(uint256)
func (disputeGame *DisputeGame) UnpackChallengeCount(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("challengeCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackChallengeState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf15842ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeState(uint256 challengeId) view returns(uint8)
func (disputeGame *DisputeGame) PackChallengeState(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("challengeState", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf15842ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeState(uint256 challengeId) view returns(uint8)
func (disputeGame *DisputeGame) TryPackChallengeState(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("challengeState", challengeId)
}

// UnpackChallengeState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf15842ef.
//
// Solidity: function challengeState(uint256 challengeId) view returns(uint8)
func (disputeGame *DisputeGame) UnpackChallengeState(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("challengeState", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengeWindow() view returns(uint256)
func (disputeGame *DisputeGame) PackChallengeWindow() []byte {
	enc, err := disputeGame.abi.Pack("challengeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x861a1412.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengeWindow() view returns(uint256)
func (disputeGame *DisputeGame) TryPackChallengeWindow() ([]byte, error) {
	return disputeGame.abi.Pack("challengeWindow")
}

// UnpackChallengeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint256)
func (disputeGame *DisputeGame) UnpackChallengeWindow(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("challengeWindow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackChallengerBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68ccdc86.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengerBond() view returns(uint256)
func (disputeGame *DisputeGame) PackChallengerBond() []byte {
	enc, err := disputeGame.abi.Pack("challengerBond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengerBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68ccdc86.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengerBond() view returns(uint256)
func (disputeGame *DisputeGame) TryPackChallengerBond() ([]byte, error) {
	return disputeGame.abi.Pack("challengerBond")
}

// UnpackChallengerBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x68ccdc86.
//
// Solidity: function challengerBond() view returns(uint256)
func (disputeGame *DisputeGame) UnpackChallengerBond(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("challengerBond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function clock() view returns(uint48)
func (disputeGame *DisputeGame) PackClock() []byte {
	enc, err := disputeGame.abi.Pack("clock")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91ddadf4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function clock() view returns(uint48)
func (disputeGame *DisputeGame) TryPackClock() ([]byte, error) {
	return disputeGame.abi.Pack("clock")
}

// UnpackClock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91ddadf4.
//
// Solidity: function clock() view returns(uint48)
func (disputeGame *DisputeGame) UnpackClock(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("clock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function credit(address account) view returns(uint256)
func (disputeGame *DisputeGame) PackCredit(account common.Address) []byte {
	enc, err := disputeGame.abi.Pack("credit", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5d44d80.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function credit(address account) view returns(uint256)
func (disputeGame *DisputeGame) TryPackCredit(account common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("credit", account)
}

// UnpackCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5d44d80.
//
// Solidity: function credit(address account) view returns(uint256)
func (disputeGame *DisputeGame) UnpackCredit(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("credit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeadline is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc40dc8ec.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deadline(uint256 gameId) view returns(uint256)
func (disputeGame *DisputeGame) PackDeadline(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("deadline", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeadline is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc40dc8ec.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deadline(uint256 gameId) view returns(uint256)
func (disputeGame *DisputeGame) TryPackDeadline(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("deadline", gameId)
}

// UnpackDeadline is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc40dc8ec.
//
// Solidity: function deadline(uint256 gameId) view returns(uint256)
func (disputeGame *DisputeGame) UnpackDeadline(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("deadline", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDefenceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf04b2059.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defenceOf(uint256 challengeId, address defender) view returns(uint256 gameId)
func (disputeGame *DisputeGame) PackDefenceOf(challengeId *big.Int, defender common.Address) []byte {
	enc, err := disputeGame.abi.Pack("defenceOf", challengeId, defender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefenceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf04b2059.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defenceOf(uint256 challengeId, address defender) view returns(uint256 gameId)
func (disputeGame *DisputeGame) TryPackDefenceOf(challengeId *big.Int, defender common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("defenceOf", challengeId, defender)
}

// UnpackDefenceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf04b2059.
//
// Solidity: function defenceOf(uint256 challengeId, address defender) view returns(uint256 gameId)
func (disputeGame *DisputeGame) UnpackDefenceOf(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("defenceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDefences is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1629593e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defences(uint256 challengeId) view returns(uint256[])
func (disputeGame *DisputeGame) PackDefences(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("defences", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefences is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1629593e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defences(uint256 challengeId) view returns(uint256[])
func (disputeGame *DisputeGame) TryPackDefences(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("defences", challengeId)
}

// UnpackDefences is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1629593e.
//
// Solidity: function defences(uint256 challengeId) view returns(uint256[])
func (disputeGame *DisputeGame) UnpackDefences(data []byte) ([]*big.Int, error) {
	out, err := disputeGame.abi.Unpack("defences", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackDefend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf537c507.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defend(uint256 challengeId) payable returns(uint256 gameId)
func (disputeGame *DisputeGame) PackDefend(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("defend", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefend is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf537c507.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defend(uint256 challengeId) payable returns(uint256 gameId)
func (disputeGame *DisputeGame) TryPackDefend(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("defend", challengeId)
}

// UnpackDefend is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf537c507.
//
// Solidity: function defend(uint256 challengeId) payable returns(uint256 gameId)
func (disputeGame *DisputeGame) UnpackDefend(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("defend", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDefenderBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa007d875.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defenderBond() view returns(uint256)
func (disputeGame *DisputeGame) PackDefenderBond() []byte {
	enc, err := disputeGame.abi.Pack("defenderBond")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefenderBond is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa007d875.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defenderBond() view returns(uint256)
func (disputeGame *DisputeGame) TryPackDefenderBond() ([]byte, error) {
	return disputeGame.abi.Pack("defenderBond")
}

// UnpackDefenderBond is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa007d875.
//
// Solidity: function defenderBond() view returns(uint256)
func (disputeGame *DisputeGame) UnpackDefenderBond(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("defenderBond", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcddbe729.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function game(uint256 gameId) view returns((address,uint48,uint8,uint8,uint8,uint8,uint8,bool,address,uint48,uint48,int64,uint64,uint64,uint64,bytes32,bytes32,bytes32,uint32[4],uint32[4],address,uint32,uint8,uint8,uint48,bytes32,uint64,uint64))
func (disputeGame *DisputeGame) PackGame(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("game", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGame is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcddbe729.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function game(uint256 gameId) view returns((address,uint48,uint8,uint8,uint8,uint8,uint8,bool,address,uint48,uint48,int64,uint64,uint64,uint64,bytes32,bytes32,bytes32,uint32[4],uint32[4],address,uint32,uint8,uint8,uint48,bytes32,uint64,uint64))
func (disputeGame *DisputeGame) TryPackGame(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("game", gameId)
}

// UnpackGame is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcddbe729.
//
// Solidity: function game(uint256 gameId) view returns((address,uint48,uint8,uint8,uint8,uint8,uint8,bool,address,uint48,uint48,int64,uint64,uint64,uint64,bytes32,bytes32,bytes32,uint32[4],uint32[4],address,uint32,uint8,uint8,uint48,bytes32,uint64,uint64))
func (disputeGame *DisputeGame) UnpackGame(data []byte) (DisputeGameGame, error) {
	out, err := disputeGame.abi.Unpack("game", data)
	if err != nil {
		return *new(DisputeGameGame), err
	}
	out0 := *abi.ConvertType(out[0], new(DisputeGameGame)).(*DisputeGameGame)
	return out0, nil
}

// PackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) PackGameCount() []byte {
	enc, err := disputeGame.abi.Pack("gameCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGameCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d1975b4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) TryPackGameCount() ([]byte, error) {
	return disputeGame.abi.Pack("gameCount")
}

// UnpackGameCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d1975b4.
//
// Solidity: function gameCount() view returns(uint256)
func (disputeGame *DisputeGame) UnpackGameCount(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("gameCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackJoinWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96de63e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function joinWindow() view returns(uint48)
func (disputeGame *DisputeGame) PackJoinWindow() []byte {
	enc, err := disputeGame.abi.Pack("joinWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackJoinWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96de63e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function joinWindow() view returns(uint48)
func (disputeGame *DisputeGame) TryPackJoinWindow() ([]byte, error) {
	return disputeGame.abi.Pack("joinWindow")
}

// UnpackJoinWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96de63e9.
//
// Solidity: function joinWindow() view returns(uint48)
func (disputeGame *DisputeGame) UnpackJoinWindow(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("joinWindow", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf92d109.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestChallenge(address consumer, bytes32 input) view returns(uint256 challengeId)
func (disputeGame *DisputeGame) PackLatestChallenge(consumer common.Address, input [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("latestChallenge", consumer, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestChallenge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf92d109.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestChallenge(address consumer, bytes32 input) view returns(uint256 challengeId)
func (disputeGame *DisputeGame) TryPackLatestChallenge(consumer common.Address, input [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("latestChallenge", consumer, input)
}

// UnpackLatestChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcf92d109.
//
// Solidity: function latestChallenge(address consumer, bytes32 input) view returns(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackLatestChallenge(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("latestChallenge", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLeafPath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe62d6a04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function leafPath(uint256 gameId) view returns(uint256[] path)
func (disputeGame *DisputeGame) PackLeafPath(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("leafPath", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLeafPath is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe62d6a04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function leafPath(uint256 gameId) view returns(uint256[] path)
func (disputeGame *DisputeGame) TryPackLeafPath(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("leafPath", gameId)
}

// UnpackLeafPath is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe62d6a04.
//
// Solidity: function leafPath(uint256 gameId) view returns(uint256[] path)
func (disputeGame *DisputeGame) UnpackLeafPath(data []byte) ([]*big.Int, error) {
	out, err := disputeGame.abi.Unpack("leafPath", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackOneStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6174044.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oneStep() view returns(address)
func (disputeGame *DisputeGame) PackOneStep() []byte {
	enc, err := disputeGame.abi.Pack("oneStep")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOneStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6174044.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oneStep() view returns(address)
func (disputeGame *DisputeGame) TryPackOneStep() ([]byte, error) {
	return disputeGame.abi.Pack("oneStep")
}

// UnpackOneStep is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf6174044.
//
// Solidity: function oneStep() view returns(address)
func (disputeGame *DisputeGame) UnpackOneStep(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("oneStep", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2cf45790.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) PackOpen(consumer common.Address, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int, t Transition) []byte {
	enc, err := disputeGame.abi.Pack("open", consumer, prompt, n, root, tokens, t)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2cf45790.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) TryPackOpen(consumer common.Address, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int, t Transition) ([]byte, error) {
	return disputeGame.abi.Pack("open", consumer, prompt, n, root, tokens, t)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2cf45790.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackOpen(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("open", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bdc99b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(uint256 gameId) returns()
func (disputeGame *DisputeGame) PackRelease(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("release", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x37bdc99b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(uint256 gameId) returns()
func (disputeGame *DisputeGame) TryPackRelease(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("release", gameId)
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f3e1187.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys) returns()
func (disputeGame *DisputeGame) PackResolve(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point) []byte {
	enc, err := disputeGame.abi.Pack("resolve", challengeId, sig, signerKeys)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f3e1187.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys) returns()
func (disputeGame *DisputeGame) TryPackResolve(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point) ([]byte, error) {
	return disputeGame.abi.Pack("resolve", challengeId, sig, signerKeys)
}

// PackSlashBips is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69d21c4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashBips() view returns(uint256)
func (disputeGame *DisputeGame) PackSlashBips() []byte {
	enc, err := disputeGame.abi.Pack("slashBips")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashBips is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x69d21c4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashBips() view returns(uint256)
func (disputeGame *DisputeGame) TryPackSlashBips() ([]byte, error) {
	return disputeGame.abi.Pack("slashBips")
}

// UnpackSlashBips is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x69d21c4a.
//
// Solidity: function slashBips() view returns(uint256)
func (disputeGame *DisputeGame) UnpackSlashBips(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("slashBips", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSlashedFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dc770ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slashedFor(bytes32 digest) view returns(bool)
func (disputeGame *DisputeGame) PackSlashedFor(digest [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("slashedFor", digest)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlashedFor is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6dc770ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slashedFor(bytes32 digest) view returns(bool)
func (disputeGame *DisputeGame) TryPackSlashedFor(digest [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("slashedFor", digest)
}

// UnpackSlashedFor is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6dc770ba.
//
// Solidity: function slashedFor(bytes32 digest) view returns(bool)
func (disputeGame *DisputeGame) UnpackSlashedFor(data []byte) (bool, error) {
	out, err := disputeGame.abi.Unpack("slashedFor", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0761a004.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function step(uint256 gameId, bytes witness) returns()
func (disputeGame *DisputeGame) PackStep(gameId *big.Int, witness []byte) []byte {
	enc, err := disputeGame.abi.Pack("step", gameId, witness)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0761a004.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function step(uint256 gameId, bytes witness) returns()
func (disputeGame *DisputeGame) TryPackStep(gameId *big.Int, witness []byte) ([]byte, error) {
	return disputeGame.abi.Pack("step", gameId, witness)
}

// PackTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08148f7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function timeout(uint256 gameId) returns()
func (disputeGame *DisputeGame) PackTimeout(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("timeout", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08148f7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function timeout(uint256 gameId) returns()
func (disputeGame *DisputeGame) TryPackTimeout(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("timeout", gameId)
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ccfd60b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw() returns()
func (disputeGame *DisputeGame) PackWithdraw() []byte {
	enc, err := disputeGame.abi.Pack("withdraw")
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
func (disputeGame *DisputeGame) TryPackWithdraw() ([]byte, error) {
	return disputeGame.abi.Pack("withdraw")
}

// DisputeGameBisected represents a Bisected event raised by the DisputeGame contract.
type DisputeGameBisected struct {
	GameId   *big.Int
	Side     uint8
	Verdict  uint8
	On       DisputeGamePosition
	HasClaim bool
	Claim    [32]byte
	At       DisputeGamePosition
	Raw      *types.Log // Blockchain specific contextual infos
}

const DisputeGameBisectedEventName = "Bisected"

// ContractEventName returns the user-defined event name.
func (DisputeGameBisected) ContractEventName() string {
	return DisputeGameBisectedEventName
}

// UnpackBisectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Bisected(uint256 indexed gameId, uint8 side, uint8 verdict, (uint64,uint64) on, bool hasClaim, bytes32 claim, (uint64,uint64) at)
func (disputeGame *DisputeGame) UnpackBisectedEvent(log *types.Log) (*DisputeGameBisected, error) {
	event := "Bisected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameBisected)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameChallengeFailed represents a ChallengeFailed event raised by the DisputeGame contract.
type DisputeGameChallengeFailed struct {
	ChallengeId *big.Int
	GameId      *big.Int
	Defender    common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameChallengeFailedEventName = "ChallengeFailed"

// ContractEventName returns the user-defined event name.
func (DisputeGameChallengeFailed) ContractEventName() string {
	return DisputeGameChallengeFailedEventName
}

// UnpackChallengeFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChallengeFailed(uint256 indexed challengeId, uint256 gameId, address defender)
func (disputeGame *DisputeGame) UnpackChallengeFailedEvent(log *types.Log) (*DisputeGameChallengeFailed, error) {
	event := "ChallengeFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameChallengeFailed)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameChallengeOpened represents a ChallengeOpened event raised by the DisputeGame contract.
type DisputeGameChallengeOpened struct {
	ChallengeId *big.Int
	Consumer    common.Address
	Input       [32]byte
	Challenger  common.Address
	Root        [32]byte
	Steps       *big.Int
	JoinUntil   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameChallengeOpenedEventName = "ChallengeOpened"

// ContractEventName returns the user-defined event name.
func (DisputeGameChallengeOpened) ContractEventName() string {
	return DisputeGameChallengeOpenedEventName
}

// UnpackChallengeOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChallengeOpened(uint256 indexed challengeId, address indexed consumer, bytes32 indexed input, address challenger, bytes32 root, uint256 steps, uint256 joinUntil)
func (disputeGame *DisputeGame) UnpackChallengeOpenedEvent(log *types.Log) (*DisputeGameChallengeOpened, error) {
	event := "ChallengeOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameChallengeOpened)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameDefenceOpened represents a DefenceOpened event raised by the DisputeGame contract.
type DisputeGameDefenceOpened struct {
	GameId      *big.Int
	ChallengeId *big.Int
	Defender    common.Address
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameDefenceOpenedEventName = "DefenceOpened"

// ContractEventName returns the user-defined event name.
func (DisputeGameDefenceOpened) ContractEventName() string {
	return DisputeGameDefenceOpenedEventName
}

// UnpackDefenceOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DefenceOpened(uint256 indexed gameId, uint256 indexed challengeId, address indexed defender)
func (disputeGame *DisputeGame) UnpackDefenceOpenedEvent(log *types.Log) (*DisputeGameDefenceOpened, error) {
	event := "DefenceOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameDefenceOpened)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameGameEnded represents a GameEnded event raised by the DisputeGame contract.
type DisputeGameGameEnded struct {
	GameId *big.Int
	Winner uint8
	Reason uint8
	Raw    *types.Log // Blockchain specific contextual infos
}

const DisputeGameGameEndedEventName = "GameEnded"

// ContractEventName returns the user-defined event name.
func (DisputeGameGameEnded) ContractEventName() string {
	return DisputeGameGameEndedEventName
}

// UnpackGameEndedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GameEnded(uint256 indexed gameId, uint8 winner, uint8 reason)
func (disputeGame *DisputeGame) UnpackGameEndedEvent(log *types.Log) (*DisputeGameGameEnded, error) {
	event := "GameEnded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameGameEnded)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameResolved represents a Resolved event raised by the DisputeGame contract.
type DisputeGameResolved struct {
	ChallengeId      *big.Int
	Signers          *big.Int
	SlashedOperators *big.Int
	Raw              *types.Log // Blockchain specific contextual infos
}

const DisputeGameResolvedEventName = "Resolved"

// ContractEventName returns the user-defined event name.
func (DisputeGameResolved) ContractEventName() string {
	return DisputeGameResolvedEventName
}

// UnpackResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Resolved(uint256 indexed challengeId, uint256 signers, uint256 slashedOperators)
func (disputeGame *DisputeGame) UnpackResolvedEvent(log *types.Log) (*DisputeGameResolved, error) {
	event := "Resolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameResolved)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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

// DisputeGameStepped represents a Stepped event raised by the DisputeGame contract.
type DisputeGameStepped struct {
	GameId *big.Int
	By     common.Address
	Post   [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const DisputeGameSteppedEventName = "Stepped"

// ContractEventName returns the user-defined event name.
func (DisputeGameStepped) ContractEventName() string {
	return DisputeGameSteppedEventName
}

// UnpackSteppedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Stepped(uint256 indexed gameId, address by, bytes32 post)
func (disputeGame *DisputeGame) UnpackSteppedEvent(log *types.Log) (*DisputeGameStepped, error) {
	event := "Stepped"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameStepped)
	if len(log.Data) > 0 {
		if err := disputeGame.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range disputeGame.abi.Events[event].Inputs {
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
func (disputeGame *DisputeGame) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["AlreadyDefending"].ID.Bytes()[:4]) {
		return disputeGame.UnpackAlreadyDefendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["AlreadyInvalid"].ID.Bytes()[:4]) {
		return disputeGame.UnpackAlreadyInvalidError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ApkMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackApkMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadConfig"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadMove"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadMoveError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadProof"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadProofError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadRequest"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadRequestError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadShape"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadShapeError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadSignature"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BelowThreshold"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBelowThresholdError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ChallengeDecided"].ID.Bytes()[:4]) {
		return disputeGame.UnpackChallengeDecidedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ClockExpired"].ID.Bytes()[:4]) {
		return disputeGame.UnpackClockExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["GameOver"].ID.Bytes()[:4]) {
		return disputeGame.UnpackGameOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["InputMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackInputMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["InvalidG1Point"].ID.Bytes()[:4]) {
		return disputeGame.UnpackInvalidG1PointError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["JoinClosed"].ID.Bytes()[:4]) {
		return disputeGame.UnpackJoinClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["JoinOpen"].ID.Bytes()[:4]) {
		return disputeGame.UnpackJoinOpenError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NoChallenge"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNoChallengeError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotAPlayer"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotAPlayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotReleasable"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotReleasableError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotResolvable"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotResolvableError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotYourTurn"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotYourTurnError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ResultMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackResultMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["SignersMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackSignersMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["TransitionMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackTransitionMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WindowClosed"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WithdrawFailed"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWithdrawFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongApkIndex"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongApkIndexError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongBond"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongBondError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongPhase"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongPhaseError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["WrongPosition"].ID.Bytes()[:4]) {
		return disputeGame.UnpackWrongPositionError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DisputeGameAlreadyDefending represents a AlreadyDefending error raised by the DisputeGame contract.
type DisputeGameAlreadyDefending struct {
	ChallengeId *big.Int
	GameId      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyDefending(uint256 challengeId, uint256 gameId)
func DisputeGameAlreadyDefendingErrorID() common.Hash {
	return common.HexToHash("0x8411591a6e6602fa084174b98782f38863bba999191adb9e5621a3053894a68d")
}

// UnpackAlreadyDefendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyDefending(uint256 challengeId, uint256 gameId)
func (disputeGame *DisputeGame) UnpackAlreadyDefendingError(raw []byte) (*DisputeGameAlreadyDefending, error) {
	out := new(DisputeGameAlreadyDefending)
	if err := disputeGame.abi.UnpackIntoInterface(out, "AlreadyDefending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameAlreadyInvalid represents a AlreadyInvalid error raised by the DisputeGame contract.
type DisputeGameAlreadyInvalid struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyInvalid(bytes32 input)
func DisputeGameAlreadyInvalidErrorID() common.Hash {
	return common.HexToHash("0x2d45c3d5d9e5dd36c857e0f850d6d099101d650423a7a167e2406afb0c67ea99")
}

// UnpackAlreadyInvalidError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyInvalid(bytes32 input)
func (disputeGame *DisputeGame) UnpackAlreadyInvalidError(raw []byte) (*DisputeGameAlreadyInvalid, error) {
	out := new(DisputeGameAlreadyInvalid)
	if err := disputeGame.abi.UnpackIntoInterface(out, "AlreadyInvalid", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameApkMismatch represents a ApkMismatch error raised by the DisputeGame contract.
type DisputeGameApkMismatch struct {
	ApkIndex *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func DisputeGameApkMismatchErrorID() common.Hash {
	return common.HexToHash("0x630c25bc06c237ec1f8b6bf21082207510bcd518987f088d068a2f94d8a52378")
}

// UnpackApkMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ApkMismatch(uint256 apkIndex)
func (disputeGame *DisputeGame) UnpackApkMismatchError(raw []byte) (*DisputeGameApkMismatch, error) {
	out := new(DisputeGameApkMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ApkMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadConfig represents a BadConfig error raised by the DisputeGame contract.
type DisputeGameBadConfig struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadConfig()
func DisputeGameBadConfigErrorID() common.Hash {
	return common.HexToHash("0x07cc321ce71a3eebb30014b3b8f136f5e867b17e2b76292bf086143aa7c7b50c")
}

// UnpackBadConfigError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadConfig()
func (disputeGame *DisputeGame) UnpackBadConfigError(raw []byte) (*DisputeGameBadConfig, error) {
	out := new(DisputeGameBadConfig)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadConfig", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadMove represents a BadMove error raised by the DisputeGame contract.
type DisputeGameBadMove struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadMove()
func DisputeGameBadMoveErrorID() common.Hash {
	return common.HexToHash("0xb40f94d27256393f47c78c18ed872c3a8484128fb2f658e236e2307332620bd2")
}

// UnpackBadMoveError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadMove()
func (disputeGame *DisputeGame) UnpackBadMoveError(raw []byte) (*DisputeGameBadMove, error) {
	out := new(DisputeGameBadMove)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadMove", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadProof represents a BadProof error raised by the DisputeGame contract.
type DisputeGameBadProof struct {
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadProof(bytes reason)
func DisputeGameBadProofErrorID() common.Hash {
	return common.HexToHash("0x7bbf13ad88c0774b29bd04f89dc60f8fe05032d7ba735ef826ca446977374ceb")
}

// UnpackBadProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadProof(bytes reason)
func (disputeGame *DisputeGame) UnpackBadProofError(raw []byte) (*DisputeGameBadProof, error) {
	out := new(DisputeGameBadProof)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadProof", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadRequest represents a BadRequest error raised by the DisputeGame contract.
type DisputeGameBadRequest struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadRequest()
func DisputeGameBadRequestErrorID() common.Hash {
	return common.HexToHash("0x41cc6b21c0aabe37cabf84e19dc20f11954f79ca6bf03493cb04bce647d7443e")
}

// UnpackBadRequestError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadRequest()
func (disputeGame *DisputeGame) UnpackBadRequestError(raw []byte) (*DisputeGameBadRequest, error) {
	out := new(DisputeGameBadRequest)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadRequest", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadShape represents a BadShape error raised by the DisputeGame contract.
type DisputeGameBadShape struct {
	Level  *big.Int
	Leaves *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadShape(uint256 level, uint256 leaves)
func DisputeGameBadShapeErrorID() common.Hash {
	return common.HexToHash("0x93d727fcd338cd79da1fd03fe6e1c6ae2cce9f887ef9ff900377ec4f3dcfa51e")
}

// UnpackBadShapeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadShape(uint256 level, uint256 leaves)
func (disputeGame *DisputeGame) UnpackBadShapeError(raw []byte) (*DisputeGameBadShape, error) {
	out := new(DisputeGameBadShape)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadShape", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadSignature represents a BadSignature error raised by the DisputeGame contract.
type DisputeGameBadSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSignature()
func DisputeGameBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x5cd5d2335541c4f2ed05fbe44f397e8b79f8e2333157122d2dab06e378ef7685")
}

// UnpackBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSignature()
func (disputeGame *DisputeGame) UnpackBadSignatureError(raw []byte) (*DisputeGameBadSignature, error) {
	out := new(DisputeGameBadSignature)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBelowThreshold represents a BelowThreshold error raised by the DisputeGame contract.
type DisputeGameBelowThreshold struct {
	SignedStake *big.Int
	TotalStake  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func DisputeGameBelowThresholdErrorID() common.Hash {
	return common.HexToHash("0x8b05c814296d98f4f07b3bc12cb7a432374a44716d3cdbb2055265f66227d36f")
}

// UnpackBelowThresholdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BelowThreshold(uint256 signedStake, uint256 totalStake)
func (disputeGame *DisputeGame) UnpackBelowThresholdError(raw []byte) (*DisputeGameBelowThreshold, error) {
	out := new(DisputeGameBelowThreshold)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BelowThreshold", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameChallengeDecided represents a ChallengeDecided error raised by the DisputeGame contract.
type DisputeGameChallengeDecided struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChallengeDecided(uint256 challengeId)
func DisputeGameChallengeDecidedErrorID() common.Hash {
	return common.HexToHash("0x6fe0f208dc5693413e1c7f5cb5739e39f7e09b1a8e85a6d76cd9c127bd1187a3")
}

// UnpackChallengeDecidedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChallengeDecided(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackChallengeDecidedError(raw []byte) (*DisputeGameChallengeDecided, error) {
	out := new(DisputeGameChallengeDecided)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ChallengeDecided", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameClockExpired represents a ClockExpired error raised by the DisputeGame contract.
type DisputeGameClockExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ClockExpired(uint256 deadline)
func DisputeGameClockExpiredErrorID() common.Hash {
	return common.HexToHash("0xa4b6aaf4e5cc5be6e08f2b344c5c736d737f908dcd8dc031d8aa7290f48b1283")
}

// UnpackClockExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ClockExpired(uint256 deadline)
func (disputeGame *DisputeGame) UnpackClockExpiredError(raw []byte) (*DisputeGameClockExpired, error) {
	out := new(DisputeGameClockExpired)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ClockExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameGameOver represents a GameOver error raised by the DisputeGame contract.
type DisputeGameGameOver struct {
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GameOver(uint256 gameId)
func DisputeGameGameOverErrorID() common.Hash {
	return common.HexToHash("0x3496ed15a97ad1d154265bf94e0068b3b45bed65b26cb72ecc4e1b8a44d9b3d7")
}

// UnpackGameOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GameOver(uint256 gameId)
func (disputeGame *DisputeGame) UnpackGameOverError(raw []byte) (*DisputeGameGameOver, error) {
	out := new(DisputeGameGameOver)
	if err := disputeGame.abi.UnpackIntoInterface(out, "GameOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameInputMismatch represents a InputMismatch error raised by the DisputeGame contract.
type DisputeGameInputMismatch struct {
	Input    [32]byte
	Expected [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InputMismatch(bytes32 input, bytes32 expected)
func DisputeGameInputMismatchErrorID() common.Hash {
	return common.HexToHash("0x63145305452d9cef2dd6d12b0b79e91003a6c451cd87ec8b4751f24dfa8360ea")
}

// UnpackInputMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InputMismatch(bytes32 input, bytes32 expected)
func (disputeGame *DisputeGame) UnpackInputMismatchError(raw []byte) (*DisputeGameInputMismatch, error) {
	out := new(DisputeGameInputMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "InputMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameInvalidG1Point represents a InvalidG1Point error raised by the DisputeGame contract.
type DisputeGameInvalidG1Point struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidG1Point()
func DisputeGameInvalidG1PointErrorID() common.Hash {
	return common.HexToHash("0x80200a72ac30eb88ae0f95b2fa37aaa22d1bbf60cf949669f66ba65af1e856a9")
}

// UnpackInvalidG1PointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidG1Point()
func (disputeGame *DisputeGame) UnpackInvalidG1PointError(raw []byte) (*DisputeGameInvalidG1Point, error) {
	out := new(DisputeGameInvalidG1Point)
	if err := disputeGame.abi.UnpackIntoInterface(out, "InvalidG1Point", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameJoinClosed represents a JoinClosed error raised by the DisputeGame contract.
type DisputeGameJoinClosed struct {
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JoinClosed(uint256 closedAt)
func DisputeGameJoinClosedErrorID() common.Hash {
	return common.HexToHash("0x15b79c0bef7f048c9eadaf58e24ee4a37ce56f8ec967bcc519fa17a1ebb9abf9")
}

// UnpackJoinClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JoinClosed(uint256 closedAt)
func (disputeGame *DisputeGame) UnpackJoinClosedError(raw []byte) (*DisputeGameJoinClosed, error) {
	out := new(DisputeGameJoinClosed)
	if err := disputeGame.abi.UnpackIntoInterface(out, "JoinClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameJoinOpen represents a JoinOpen error raised by the DisputeGame contract.
type DisputeGameJoinOpen struct {
	Until *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error JoinOpen(uint256 until)
func DisputeGameJoinOpenErrorID() common.Hash {
	return common.HexToHash("0x1afab77c50c17e1c379c0277e5102da263f2c68d7f5cf211e4a164832bc7a195")
}

// UnpackJoinOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error JoinOpen(uint256 until)
func (disputeGame *DisputeGame) UnpackJoinOpenError(raw []byte) (*DisputeGameJoinOpen, error) {
	out := new(DisputeGameJoinOpen)
	if err := disputeGame.abi.UnpackIntoInterface(out, "JoinOpen", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNoChallenge represents a NoChallenge error raised by the DisputeGame contract.
type DisputeGameNoChallenge struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoChallenge(uint256 challengeId)
func DisputeGameNoChallengeErrorID() common.Hash {
	return common.HexToHash("0x318196b9d3fcf1340d94852f34c58312726e7bb00f3c59d869473a26b2df810a")
}

// UnpackNoChallengeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoChallenge(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackNoChallengeError(raw []byte) (*DisputeGameNoChallenge, error) {
	out := new(DisputeGameNoChallenge)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NoChallenge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotAPlayer represents a NotAPlayer error raised by the DisputeGame contract.
type DisputeGameNotAPlayer struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAPlayer(address sender)
func DisputeGameNotAPlayerErrorID() common.Hash {
	return common.HexToHash("0x349da410938df69a90e6d131ab68f38188e2bfaa5136fe698f3fca450da866f6")
}

// UnpackNotAPlayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAPlayer(address sender)
func (disputeGame *DisputeGame) UnpackNotAPlayerError(raw []byte) (*DisputeGameNotAPlayer, error) {
	out := new(DisputeGameNotAPlayer)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotAPlayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotExpired represents a NotExpired error raised by the DisputeGame contract.
type DisputeGameNotExpired struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotExpired(uint256 deadline)
func DisputeGameNotExpiredErrorID() common.Hash {
	return common.HexToHash("0x7e61955c0b73bbfba2dc5767b2446736bb856992769eb475683ed4037331eea3")
}

// UnpackNotExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotExpired(uint256 deadline)
func (disputeGame *DisputeGame) UnpackNotExpiredError(raw []byte) (*DisputeGameNotExpired, error) {
	out := new(DisputeGameNotExpired)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotReleasable represents a NotReleasable error raised by the DisputeGame contract.
type DisputeGameNotReleasable struct {
	GameId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotReleasable(uint256 gameId)
func DisputeGameNotReleasableErrorID() common.Hash {
	return common.HexToHash("0x5b012c272ef5a1a5ca05dce60d997c1977f8231d7daf7510022e63b2353fe8d0")
}

// UnpackNotReleasableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotReleasable(uint256 gameId)
func (disputeGame *DisputeGame) UnpackNotReleasableError(raw []byte) (*DisputeGameNotReleasable, error) {
	out := new(DisputeGameNotReleasable)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotReleasable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotResolvable represents a NotResolvable error raised by the DisputeGame contract.
type DisputeGameNotResolvable struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotResolvable(uint256 challengeId)
func DisputeGameNotResolvableErrorID() common.Hash {
	return common.HexToHash("0x38addb0120aec5e4597de4d0eaf08505b22ba43f01f0d55963251ad912359d83")
}

// UnpackNotResolvableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotResolvable(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackNotResolvableError(raw []byte) (*DisputeGameNotResolvable, error) {
	out := new(DisputeGameNotResolvable)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotResolvable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotYourTurn represents a NotYourTurn error raised by the DisputeGame contract.
type DisputeGameNotYourTurn struct {
	Side uint8
	Turn uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotYourTurn(uint8 side, uint8 turn)
func DisputeGameNotYourTurnErrorID() common.Hash {
	return common.HexToHash("0x297be95754834ab683fbdb11e6dbf37f868dcd38b09e34fab5e255b32a79c3ee")
}

// UnpackNotYourTurnError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotYourTurn(uint8 side, uint8 turn)
func (disputeGame *DisputeGame) UnpackNotYourTurnError(raw []byte) (*DisputeGameNotYourTurn, error) {
	out := new(DisputeGameNotYourTurn)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotYourTurn", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameResultMismatch represents a ResultMismatch error raised by the DisputeGame contract.
type DisputeGameResultMismatch struct {
	Value  [32]byte
	Landed [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResultMismatch(bytes32 value, bytes32 landed)
func DisputeGameResultMismatchErrorID() common.Hash {
	return common.HexToHash("0xba513e2d8a8c4e00941b84369acc0ddae875cac6dca49aabac644a17e08ef0b0")
}

// UnpackResultMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResultMismatch(bytes32 value, bytes32 landed)
func (disputeGame *DisputeGame) UnpackResultMismatchError(raw []byte) (*DisputeGameResultMismatch, error) {
	out := new(DisputeGameResultMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ResultMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameSignersMismatch represents a SignersMismatch error raised by the DisputeGame contract.
type DisputeGameSignersMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignersMismatch()
func DisputeGameSignersMismatchErrorID() common.Hash {
	return common.HexToHash("0x74ef6df74e8858e304b1cfcd0bbfed423888dcc3ee69d992392d3abd696f98f2")
}

// UnpackSignersMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignersMismatch()
func (disputeGame *DisputeGame) UnpackSignersMismatchError(raw []byte) (*DisputeGameSignersMismatch, error) {
	out := new(DisputeGameSignersMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "SignersMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameTransitionMismatch represents a TransitionMismatch error raised by the DisputeGame contract.
type DisputeGameTransitionMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TransitionMismatch()
func DisputeGameTransitionMismatchErrorID() common.Hash {
	return common.HexToHash("0xb711d5baa4bbaba6088f389fbc32df66b569e66daac6015f48dd4c1eff0f33ee")
}

// UnpackTransitionMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TransitionMismatch()
func (disputeGame *DisputeGame) UnpackTransitionMismatchError(raw []byte) (*DisputeGameTransitionMismatch, error) {
	out := new(DisputeGameTransitionMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "TransitionMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWindowClosed represents a WindowClosed error raised by the DisputeGame contract.
type DisputeGameWindowClosed struct {
	ClosedAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WindowClosed(uint256 closedAt)
func DisputeGameWindowClosedErrorID() common.Hash {
	return common.HexToHash("0xdb57bfb806503bdc5f96f060a25aead2076b299c2f2f3d4e36eab8e8336149e8")
}

// UnpackWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WindowClosed(uint256 closedAt)
func (disputeGame *DisputeGame) UnpackWindowClosedError(raw []byte) (*DisputeGameWindowClosed, error) {
	out := new(DisputeGameWindowClosed)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWithdrawFailed represents a WithdrawFailed error raised by the DisputeGame contract.
type DisputeGameWithdrawFailed struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WithdrawFailed()
func DisputeGameWithdrawFailedErrorID() common.Hash {
	return common.HexToHash("0x750b219cf41756317cec42a05eeadd7c26774653485899be023c221c437fe020")
}

// UnpackWithdrawFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WithdrawFailed()
func (disputeGame *DisputeGame) UnpackWithdrawFailedError(raw []byte) (*DisputeGameWithdrawFailed, error) {
	out := new(DisputeGameWithdrawFailed)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WithdrawFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongApkIndex represents a WrongApkIndex error raised by the DisputeGame contract.
type DisputeGameWrongApkIndex struct {
	ReferenceBlock uint32
	ApkIndex       *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func DisputeGameWrongApkIndexErrorID() common.Hash {
	return common.HexToHash("0x43a2f1cb1f61798a5c4b3634b927af7b78eba380b29e5faa7b347df3b0322066")
}

// UnpackWrongApkIndexError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongApkIndex(uint32 referenceBlock, uint256 apkIndex)
func (disputeGame *DisputeGame) UnpackWrongApkIndexError(raw []byte) (*DisputeGameWrongApkIndex, error) {
	out := new(DisputeGameWrongApkIndex)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongApkIndex", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongBond represents a WrongBond error raised by the DisputeGame contract.
type DisputeGameWrongBond struct {
	Sent     *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongBond(uint256 sent, uint256 required)
func DisputeGameWrongBondErrorID() common.Hash {
	return common.HexToHash("0x0c5e03da3c3575f08d387f0e59dfdfe46b22550c7a25676fffcb9251582e2c11")
}

// UnpackWrongBondError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongBond(uint256 sent, uint256 required)
func (disputeGame *DisputeGame) UnpackWrongBondError(raw []byte) (*DisputeGameWrongBond, error) {
	out := new(DisputeGameWrongBond)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongBond", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongPhase represents a WrongPhase error raised by the DisputeGame contract.
type DisputeGameWrongPhase struct {
	Phase uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongPhase(uint8 phase)
func DisputeGameWrongPhaseErrorID() common.Hash {
	return common.HexToHash("0x96fe8cdd585d6e16539084786ef0330f221a01706accefe0bc861b9b7c7ccd00")
}

// UnpackWrongPhaseError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongPhase(uint8 phase)
func (disputeGame *DisputeGame) UnpackWrongPhaseError(raw []byte) (*DisputeGameWrongPhase, error) {
	out := new(DisputeGameWrongPhase)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongPhase", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameWrongPosition represents a WrongPosition error raised by the DisputeGame contract.
type DisputeGameWrongPosition struct {
	Level     uint64
	Index     uint64
	WantLevel uint64
	WantIndex uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongPosition(uint64 level, uint64 index, uint64 wantLevel, uint64 wantIndex)
func DisputeGameWrongPositionErrorID() common.Hash {
	return common.HexToHash("0xe3e2d21900c08f9af511b770cefc4e5af477d7899e07f5e76164d9a1258d0aa3")
}

// UnpackWrongPositionError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongPosition(uint64 level, uint64 index, uint64 wantLevel, uint64 wantIndex)
func (disputeGame *DisputeGame) UnpackWrongPositionError(raw []byte) (*DisputeGameWrongPosition, error) {
	out := new(DisputeGameWrongPosition)
	if err := disputeGame.abi.UnpackIntoInterface(out, "WrongPosition", raw); err != nil {
		return nil, err
	}
	return out, nil
}
