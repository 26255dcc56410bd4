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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"oneStep_\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"},{\"name\":\"challengeWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinWindow_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clock_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"challengerBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defenderBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashBips_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CHALLENGE_FAILED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHALLENGE_RESOLVED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"JOINING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LEVELS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLAYING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SUCCEEDED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bisect\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"challenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Challenge\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"openedAt\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"games\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"won\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bond\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"decidedBy\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeState\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengerBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"clock\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deadline\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defenceOf\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defences\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defend\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"defenderBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Game\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"turnStart\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"hiBy\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"level\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"levels\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"clockDefender\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clockChallenger\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"lo\",\"type\":\"int64\",\"internalType\":\"int64\"},{\"name\":\"hi\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaves\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"pendingIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"loHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hiHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pendingHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"path\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"rounds\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"moves\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"challengeId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gameCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"joinWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestChallenge\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leafPath\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oneStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashBips\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeout\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Bisected\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"side\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeFailed\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeOpened\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"challenger\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"joinUntil\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DefenceOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameEnded\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Resolved\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"signers\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashedOperators\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stepped\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"post\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyDefending\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyInvalid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ApkMismatch\",\"inputs\":[{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadConfig\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadMove\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadProof\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"BadRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShape\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leaves\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"BadSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BelowThreshold\",\"inputs\":[{\"name\":\"signedStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"totalStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChallengeDecided\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClockExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"GameOver\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InputMismatch\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"JoinClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"JoinOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NoChallenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAPlayer\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotReleasable\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotResolvable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotYourTurn\",\"inputs\":[{\"name\":\"side\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ResultMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"landed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TransitionMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongApkIndex\",\"inputs\":[{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apkIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongBond\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongPhase\",\"inputs\":[{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WrongPosition\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantLevel\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "DisputeGame",
	Bin: "0x610160604052348015610010575f5ffd5b50604051615f78380380615f7883398101604081905261002f91610174565b6001600160a01b0387163b158061004c575065ffffffffffff8416155b8061005d575065ffffffffffff8516155b80610069575061271081115b15610087576040516301f30c8760e21b815260040160405180910390fd5b5f876001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100c4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100e891906101e9565b90508015806100f75750600481115b15610122576040516324f5c9ff60e21b8152600481018290525f602482015260440160405180910390fd5b506001600160a01b0390961660805260a09490945265ffffffffffff92831660c052911660e052610100526101205261014052610200565b805165ffffffffffff8116811461016f575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a03121561018a575f5ffd5b87516001600160a01b03811681146101a0575f5ffd5b602089015190975095506101b66040890161015a565b94506101c46060890161015a565b608089015160a08a015160c0909a0151989b979a509598909795969095945092505050565b5f602082840312156101f9575f5ffd5b5051919050565b60805160a05160c05160e051610100516101205161014051615c8d6102eb5f395f818161036e015261247201525f81816104700152818161200b0152818161259a01528181612c5001528181612c8a015281816131be015261323d01525f818161033b015281816111af01526111e901525f81816103d40152613ed601525f818161041e015281816115540152818161218401528181612b130152612bf901525f81816103a1015281816135b6015261360001525f81816107b201528181610ab101528181611432015281816139e901528181613f2001528181613fc301526140600152615c8d5ff3fe6080604052600436106101db575f3560e01c80639f3e1187116100fd578063d5d44d8011610092578063f0ec359d11610062578063f0ec359d1461075b578063f15842ef1461076f578063f537c5071461078e578063f6174044146107a1575f5ffd5b8063d5d44d80146106c8578063e62d6a04146106f3578063f02b577714610712578063f04b205914610725575f5ffd5b8063c40dc8ec116100cd578063c40dc8ec14610633578063cddbe72914610652578063cf92d1091461067e578063d017a35e146106b4575f5ffd5b80639f3e118714610440578063a007d8751461045f578063a2f0572514610492578063ab82d9a0146104a6575f5ffd5b80634d1975b41161017357806369d21c4a1161014357806369d21c4a1461035d578063861a14121461039057806391ddadf4146103c357806396de63e91461040d575f5ffd5b80634d1975b4146102ed5780634de77808146103025780636702c7bf1461031657806368ccdc861461032a575f5ffd5b80632cf45790116101ae5780632cf457901461027a57806336a680921461029b57806337bdc99b146102ba5780633ccfd60b146102d9575f5ffd5b80630761a004146101df57806308148f7a146102005780631629593e1461021f57806324cc648014610254575b5f5ffd5b3480156101ea575f5ffd5b506101fe6101f9366004614ef8565b6107ec565b005b34801561020b575f5ffd5b506101fe61021a366004614f6d565b610f36565b34801561022a575f5ffd5b5061023e610239366004614f6d565b61114d565b60405161024b9190614fbe565b60405180910390f35b34801561025f575f5ffd5b50610268600481565b60405160ff909116815260200161024b565b61028d61028836600461502b565b6111ac565b60405190815260200161024b565b3480156102a6575f5ffd5b506101fe6102b53660046150f6565b6115c4565b3480156102c5575f5ffd5b506101fe6102d4366004614f6d565b611f22565b3480156102e4575f5ffd5b506101fe61207b565b3480156102f8575f5ffd5b5061028d60015481565b34801561030d575f5ffd5b50610268600181565b348015610321575f5ffd5b5061028d600481565b348015610335575f5ffd5b5061028d7f000000000000000000000000000000000000000000000000000000000000000081565b348015610368575f5ffd5b5061028d7f000000000000000000000000000000000000000000000000000000000000000081565b34801561039b575f5ffd5b5061028d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156103ce575f5ffd5b506103f67f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff909116815260200161024b565b348015610418575f5ffd5b506103f67f000000000000000000000000000000000000000000000000000000000000000081565b34801561044b575f5ffd5b506101fe61045a366004615164565b612124565b34801561046a575f5ffd5b5061028d7f000000000000000000000000000000000000000000000000000000000000000081565b34801561049d575f5ffd5b5061028d5f5481565b3480156104b1575f5ffd5b506106266104c0366004614f6d565b604080516101c0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a0810191909152505f9081526002602081815260409283902083516101c08101855281546001600160a01b038082168352600160a01b80830465ffffffffffff1695840195909552600160d01b90910460ff16958201959095526001820154948516606082015291840463ffffffff9081166080840152600160c01b8504811660a0840152600160e01b90940490931660c08201529082015460e08201526003820154610100820152600482015461012082015260058201546001600160401b03808216610140840152600160401b820416610160830152600160801b90046001600160801b03166101808201526006909101546101a082015290565b60405161024b9190615206565b34801561063e575f5ffd5b5061028d61064d366004614f6d565b612664565b34801561065d575f5ffd5b5061067161066c366004614f6d565b6126d5565b60405161024b9190615360565b348015610689575f5ffd5b5061028d6106983660046155ac565b600660209081525f928352604080842090915290825290205481565b3480156106bf575f5ffd5b50610268600381565b3480156106d3575f5ffd5b5061028d6106e23660046155d6565b60076020525f908152604090205481565b3480156106fe575f5ffd5b5061023e61070d366004614f6d565b612954565b34801561071d575f5ffd5b506102685f81565b348015610730575f5ffd5b5061028d61073f3660046155f1565b600560209081525f928352604080842090915290825290205481565b348015610766575f5ffd5b50610268600281565b34801561077a575f5ffd5b50610268610789366004614f6d565b612a91565b61028d61079c366004614f6d565b612b82565b3480156107ac575f5ffd5b506107d47f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161024b565b5f83815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161093157505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116109935750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b90910416610100909101529050610a6a8185612e64565b604081015160ff16600114610aa25760408082015190516396fe8cdd60e01b815260ff90911660048201526024015b60405180910390fd5b5f610aac82612ee1565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633e5e444b610ae785612ffd565b84866101e0015189896040518663ffffffff1660e01b8152600401610b1095949392919061561f565b602060405180830381865afa925050508015610b49575060408051601f3d908101601f19168201909252610b4691810190615690565b60015b610b97573d808015610b76576040519150601f19603f3d011682016040523d82523d5f602084013e610b7b565b606091505b5080604051637bbf13ad60e01b8152600401610a9991906156a7565b9050610be5838461020001518314610bbe576080850151610bb99060016156f0565b610bc4565b84608001515b60ff166102c08201525f6102e082018190526002604083015260e090910152565b610bee836130d1565b5f86815260046020818152604092839020865181549288015194880151606089015160808a015160a08b015160c08c015160e08d01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008a01516001850180546101208d01516101408e01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608501516002830180546101808801516101a08901516101c08a01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e085015160038301556102008501519082015561022084015160058201556102408401518491906006820190610dca9082615734565b506102608201516007820190610de09082615734565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b9290931691909102919091179055604080513381526020810183905287917f4b7fa9d524cdc5bac66d1ba2746c158773c28950aba6198fb894b866a084a8ab910160405180910390a2610f2e8684610300015165ffffffffffff16856101000151866102c00151876102e00151613186565b505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480610f65575080546001600160a01b0316155b15610f8657604051633496ed1560e01b815260048101839052602401610a99565b600881015465ffffffffffff600160d01b91829004165f818152600260205260409020549091900460ff1615610fd257604051630dfc1e4160e31b815260048101829052602401610a99565b8154600160d81b900460ff165f8115610ffe576001840154600160d01b900465ffffffffffff16611013565b6001840154600160a01b900465ffffffffffff165b84546110319165ffffffffffff90811691600160a01b900416615775565b905080421161105657604051631f98655760e21b815260048101829052602401610a99565b60ff82166110775760018401805465ffffffffffff60a01b19169055611089565b6001840180546001600160d01b031690555b600884018054600160a01b900463ffffffff169060146110a883615788565b825463ffffffff9182166101009390930a9283029190920219909116179055508354600164ffffffff0160d01b0316600160d11b1784556110ea8260016156f0565b60088501805461ffff60c01b1916600160c01b60ff939093169290920260ff60c81b191691909117600160c91b17905560018085015461114691879186916001600160a01b039091169061113f9087906156f0565b6002613186565b5050505050565b5f818152600360209081526040918290208054835181840281018401909452808452606093928301828280156111a057602002820191905f5260205f20905b81548152602001906001019080831161118c575b50505050509050919050565b5f7f000000000000000000000000000000000000000000000000000000000000000034146112155760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610a99565b5f6112268a8a8a8a8a8a8a8a61335f565b90505f5f8154611235906157ac565b91829055506001600160a01b038b165f81815260066020908152604080832086845282528083208590558483526002909152902080546001600160d01b0319163365ffffffffffff60a01b191617600160a01b4265ffffffffffff16021781556001810180546001600160a01b0319169092179091559092506112c0610120850161010086016157c4565b60018201805463ffffffff92909216600160e01b026001600160e01b03909216919091179055600281018290556112f6846136f3565b6003820155600481018790555f600161130f8a8c615775565b61131991906157e7565b905080826005015f6101000a8154816001600160401b0302191690836001600160401b031602179055508a8a90508260050160086101000a8154816001600160401b0302191690836001600160401b03160217905550348260050160106101000a8154816001600160801b0302191690836001600160801b031602179055505f60405180608001604052808e6001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa1580156113e0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114049190615690565b8152602081018690526001600160401b0380851660408301528d1660609091015290505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f8808383604051908082528060200260200182016040528015611482578160200160208202803683370190505b506040518363ffffffff1660e01b81526004016114a09291906157fa565b602060405180830381865afa1580156114bb573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906114df9190615690565b90508015806114f1575063ffffffff81115b15611518576040516324f5c9ff60e21b81525f600482015260248101829052604401610a99565b846001600160a01b038f16877ff39e6f2ffa84605017bb93b2a02970d3cdd0e5fe9b5ed9beadd3e938357fd4ef338e8861157a65ffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642615775565b604080516001600160a01b0395909516855260208501939093526001600160401b0391909116838301526060830152519081900360800190a4505050505098975050505050505050565b5f86815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161170957505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161176b5750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015290506118428188612e64565b604081015160ff16156118735760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610a99565b5f61187d826137df565b9050816060015160ff168160ff16146118bc57606082015160405163297be95760e01b815260ff80841660048301529091166024820152604401610a99565b8160e0015115611a695760ff87166001148015906118de575060ff8716600214155b156118fc57604051635a07ca6960e11b815260040160405180910390fd5b60a082015160ff16611911602088018861584f565b6001600160401b031614158061194d57506101c08201516001600160401b0316611941604088016020890161584f565b6001600160401b031614155b156119ba5761195f602087018761584f565b61196f604088016020890161584f565b60a08401516101c085015160405163e3e2d21960e01b81526001600160401b039485166004820152928416602484015260ff9091166044830152919091166064820152608401610a99565b5f60e08301526101c08201515f1960ff8916016119ed57600781900b6101608401526102208301516101e0840152611a22565b6001600160401b0381166101808401526102208301516102008401526060830151611a199060016156f0565b60ff1660808401525b8261026001518360a0015160ff1660048110611a4057611a40615868565b60200201805190611a5082615788565b63ffffffff16905250611a63838a613831565b50611a8b565b60ff871615611a8b57604051635a07ca6960e11b815260040160405180910390fd5b604082015160ff16611b955784611ab557604051635a07ca6960e11b815260040160405180910390fd5b5f611abf83613b03565b60a084015190915060ff16611ad7602086018661584f565b6001600160401b0316141580611b0e57506001600160401b038116611b02604086016020870161584f565b6001600160401b031614155b15611b7257611b20602085018561584f565b611b30604086016020870161584f565b60a085015160405163e3e2d21960e01b81526001600160401b039384166004820152918316602483015260ff1660448201529082166064820152608401610a99565b600160e08401526001600160401b03166101c08301526102208201849052611bb4565b8415611bb457604051635a07ca6960e11b815260040160405180910390fd5b611bbd826130d1565b5f888152600460208181526040928390208551815492870151948701516060880151608089015160a08a015160c08b015160e08c01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008901516001850180546101208c01516101408d01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608401516002830180546101808701516101a08801516101c08901516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e084015160038301556102008401519082015561022083015160058201556102408301518391906006820190611d999082615734565b506102608201516007820190611daf9082615734565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b929093169190910291909117905560405188907fbc083be054a15fa6a89a946e92dab5f79057dc173ee08d58d186f9061587408990611ed59084908b908b908b908b908b906158ae565b60405180910390a2600260ff16826040015160ff1603611f1857611f188883610300015165ffffffffffff16846101000151856102c00151866102e00151613186565b5050505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480611f51575080546001600160a01b0316155b15611f7257604051633496ed1560e01b815260048101839052602401610a99565b600881015465ffffffffffff600160d01b91829004165f908152600260205260409020540460ff16600114611fbd57604051635b012c2760e01b815260048101839052602401610a99565b8054600164ffffffff0160d01b0316600160d11b178155600881018054600360c81b61ffff60c01b1990911617905560018101546001600160a01b03165f90815260076020526040812080547f00000000000000000000000000000000000000000000000000000000000000009290612037908490615775565b9091555050604080515f81526003602082015283917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a25050565b335f90815260076020526040812054908190036120ab57604051631d42c86760e21b815260040160405180910390fd5b335f818152600760205260408082208290555190919083908381818185875af1925050503d805f81146120f9576040519150601f19603f3d011682016040523d82523d5f602084013e6120fe565b606091505b505090508061212057604051631d42c86760e21b815260040160405180910390fd5b5050565b5f84815260026020526040902080546001600160a01b0316158061215257508054600160d01b900460ff1615155b15612173576040516338addb0160e01b815260048101869052602401610a99565b80545f906121b39065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615775565b90508042116121d8576040516306beaddf60e21b815260048101829052602401610a99565b6001820154600160c01b810463ffffffff908116600160a01b9092041614612216576040516338addb0160e01b815260048101879052602401610a99565b815460ff60d01b1916600160d11b178255600182015460408051637b10399960e01b815290516001600160a01b03909216915f918391637b103999916004808201926020929091908290030181865afa158015612275573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061229991906158f4565b90505f84600101601c9054906101000a900463ffffffff1690505f6122c583858860030154858d613b3c565b90505f6122d6848b8b8b8787613c2c565b90505f5f866001600160a01b0316636a9385678a600201546040518263ffffffff1660e01b815260040161230c91815260200190565b602060405180830381865afa158015612327573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061234b919061590f565b905080156123af5760028901546040516369ecc3cf60e01b815260048101919091526001600160a01b038816906369ecc3cf906024015f604051808303815f87803b158015612398575f5ffd5b505af11580156123aa573d5f5f3e3d5ffd5b505050505b5f5b8180156123be5750835181105b1561258e575f876001600160a01b03166363ea4ab28684815181106123e5576123e5615868565b60200260200101516040518263ffffffff1660e01b815260040161240b91815260200190565b602060405180830381865afa158015612426573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061244a91906158f4565b604051630213119b60e51b81526001600160a01b0380831660048301529192505f91612710917f0000000000000000000000000000000000000000000000000000000000000000918c1690634262336090602401602060405180830381865afa1580156124b9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906124dd919061592a565b6001600160601b03166124f0919061571d565b6124fa9190615964565b9050805f0361250a57505061257e565b60405163c61b4cc360e01b81526001600160a01b0383811660048301526001600160601b03831660248301528a169063c61b4cc3906044015f604051808303815f87803b158015612559575f5ffd5b505af115801561256b573d5f5f3e3d5ffd5b5050505084612579906157ac565b945050505b612587816157ac565b90506123b1565b5060018901546125cc907f000000000000000000000000000000000000000000000000000000000000000090600160c01b900463ffffffff1661571d565b60058a01546125eb9190600160801b90046001600160801b0316615775565b89546001600160a01b03165f9081526007602052604081208054909190612613908490615775565b9091555050825160408051918252602082018490528e917f19169f57deee70bd74be81f9f97f655a7bb0f159ee7cbe69040eca379dc092e9910160405180910390a250505050505050505050505050565b5f8181526004602052604081208054600160d81b900460ff161561269b576001810154600160d01b900465ffffffffffff166126b0565b6001810154600160a01b900465ffffffffffff165b81546126ce9165ffffffffffff90811691600160a01b900416615775565b9392505050565b6126dd614dd3565b5f82815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e08201528185015461020082015260058201546102208201528251938401928390529490936102408601939260068601928390855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161282157505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116128835750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015292915050565b5f81815260046020526040902080546060919060ff600160e81b8204811691600160d01b90041660011480612989575f61298c565b60015b6129999060ff1683615775565b6001600160401b038111156129b0576129b0615709565b6040519080825280602002602001820160405280156129d9578160200160208202803683370190505b5093505f5b82811015612a42578360060181600481106129fb576129fb615868565b600891828204019190066004029054906101000a900463ffffffff1663ffffffff16858281518110612a2f57612a2f615868565b60209081029190910101526001016129de565b508015612a89578260020160089054906101000a90046001600160401b03166001600160401b0316848381518110612a7c57612a7c615868565b6020026020010181815250505b505050919050565b5f81815260026020526040812080546001600160a01b0316612ac95760405163318196b960e01b815260048101849052602401610a99565b80545f19600160d01b90910460ff1601612ae65750600292915050565b8054600119600160d01b90910460ff1601612b045750600492915050565b8054612b429065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615775565b4211612b5057505f92915050565b6001810154600160c01b810463ffffffff908116600160a01b9092041614612b795760016126ce565b60039392505050565b5f81815260026020526040812080546001600160a01b031680612bbb5760405163318196b960e01b815260048101859052602401610a99565b8154600160d01b900460ff1615612be857604051630dfc1e4160e31b815260048101859052602401610a99565b81545f90612c289065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416615775565b905080421115612c4e576040516315b79c0b60e01b815260048101829052602401610a99565b7f00000000000000000000000000000000000000000000000000000000000000003414612cb65760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610a99565b6001600160a01b0382163303612ce157604051630349da4160e41b8152336004820152602401610a99565b5f8581526005602090815260408083203384529091529020548015612d2357604051634208ac8d60e11b81526004810187905260248101829052604401610a99565b60015f8154612d31906157ac565b91829055505f8781526005602090815260408083203384528252808320849055898352600382528220805460018082018355918452919092200182905585018054919650600160a01b90910463ffffffff16906014612d8f83615788565b91906101000a81548163ffffffff021916908363ffffffff16021790555050612db6614dd3565b6001600160a01b038085168252336101008301819052600187015490911661028083015265ffffffffffff8816610300830152600286015461032083015260058601546001600160401b03808216610340850152600160401b909104166103608301526004860154610200830152604051889088907f69835abacf7da09f62de759cb95d60cf97d0f5412ca41dc3b1da532ee07a94b2905f90a4612e5a8187613ec1565b5050505050919050565b604082015160ff1660021480612e82575081516001600160a01b0316155b15612ea357604051633496ed1560e01b815260048101829052602401610a99565b612eac8261448f565b5f612eb6836144e7565b905080421115612edc5760405163292daabd60e21b815260048101829052602401610a99565b505050565b60605f600160ff16836040015160ff1614612efc575f612eff565b60015b8360a00151612f0e9190615977565b60ff169050806001600160401b03811115612f2b57612f2b615709565b604051908082528060200260200182016040528015612f54578160200160208202803683370190505b5091505f5b8360a0015160ff16811015612faf578361024001518160048110612f7f57612f7f615868565b602002015163ffffffff16838281518110612f9c57612f9c615868565b6020908102919091010152600101612f59565b50600160ff16836040015160ff1603612ff7578261018001516001600160401b0316828460a0015160ff1681518110612fea57612fea615868565b6020026020010181815250505b50919050565b61302460405180608001604052805f81526020015f81526020015f81526020015f81525090565b60405180608001604052808361028001516001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015613070573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906130949190615690565b815260200183610320015181526020018361034001516001600160401b031681526020018361036001516001600160401b03168152509050919050565b5f8160200151426130e29190615990565b606083015190915060ff16613114578082610120018181516131049190615990565b65ffffffffffff16905250613133565b8082610140018181516131279190615990565b65ffffffffffff169052505b65ffffffffffff421660208301526102a0820180519061315282615788565b63ffffffff16905250604082015160ff1660021461212057606082015161317a9060016156f0565b60ff1660608301525050565b5f84815260026020526040902060ff83166132d957805460ff60d01b1916600160d01b1781556006810186905560058101546131f4907f0000000000000000000000000000000000000000000000000000000000000000906001600160801b03600160801b90910416615775565b6001600160a01b0385165f908152600760205260408120805490919061321b908490615775565b90915550506001810154600160c01b900463ffffffff168015613290576132627f00000000000000000000000000000000000000000000000000000000000000008261571d565b82546001600160a01b03165f908152600760205260408120805490919061328a908490615775565b90915550505b604080518881526001600160a01b038716602082015287917f7347459d58f787385f0f9760473f3eefcc313693e3610d78fc8403ea6ffd8685910160405180910390a250613318565b600181018054600160c01b900463ffffffff169060186132f883615788565b91906101000a81548163ffffffff021916908363ffffffff160217905550505b6040805160ff80861682528416602082015287917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a2505050505050565b5f86158061336b575085155b80613379575063ffffffff86115b806133845750828614155b156133a2576040516341cc6b2160e01b815260040160405180910390fd5b6040516133b990879089908b9082906020016159d5565b6040516020818303038152906040528051906020012090508160800135811461340257604051636314530560e01b81526004810182905260808301356024820152604401610a99565b886001600160a01b03811661341d60408501602086016155d6565b6001600160a01b0316141580613434575082354614155b806134a25750806001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015613476573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061349a9190615690565b836060013514155b156134c057604051635b88eadd60e11b815260040160405180910390fd5b604051630e6a49b160e21b8152600481018390525f906001600160a01b038316906339a926c490602401602060405180830381865afa158015613505573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906135299190615690565b90505f878787604051602001613541939291906159f7565b60408051601f19818403018152919052805160209091012090508115806135685750818114155b156135905760405163ba513e2d60e01b81526004810182905260248101839052604401610a99565b818560e00135146135b457604051635b88eadd60e11b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006135e7610120870161010088016157c4565b63ffffffff166135f79190615775565b43111561365d577f0000000000000000000000000000000000000000000000000000000000000000613631610120870161010088016157c4565b63ffffffff166136419190615775565b604051631b6af7f760e31b8152600401610a9991815260200190565b604051636a93856760e01b8152600481018590526001600160a01b03841690636a93856790602401602060405180830381865afa1580156136a0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906136c4919061590f565b6136e457604051632d45c3d560e01b815260048101859052602401610a99565b50505098975050505050505050565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced5823561372760408501602086016155d6565b613737606086016040870161584f565b6060860135608087013560a088013560c089013560e08a01356137626101208c016101008d016157c4565b60408051602081019b909b528a01989098526001600160a01b0390961660608901526001600160401b03909416608088015260a087019290925260c086015260e085015261010084015261012083015263ffffffff1661014082015261016001604051602081830303815290604052805190602001209050919050565b80515f906001600160a01b031633036137fa57506001919050565b6101008201516001600160a01b0316330361381657505f919050565b604051630349da4160e41b8152336004820152602401610a99565b8161016001518261018001516138479190615a12565b60070b60011461385b57505f604090910152565b6101808201516101a08301516001600160401b03908116908216106138cb57612edc83846101e00151856102000151146138a457608085015161389f9060016156f0565b6138aa565b84608001515b60ff166102c082015260016102e0820152600260408201525f60e090910152565b60018360c001516138dc91906156f0565b60ff168360a0015160ff16036138f85750506001604090910152565b808361024001518460a0015160ff166004811061391757613917615868565b63ffffffff909216602092909202015260a0830180519061393782615a41565b60ff1660ff16815250505f8360a0015160ff166001600160401b0381111561396157613961615709565b60405190808252806020026020018201604052801561398a578160200160208202803683370190505b5090505f5b8460a0015160ff168110156139e55784610240015181600481106139b5576139b5615868565b602002015163ffffffff168282815181106139d2576139d2615868565b602090810291909101015260010161398f565b505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637840f880613a1f87612ffd565b846040518363ffffffff1660e01b8152600401613a3d9291906157fa565b602060405180830381865afa158015613a58573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613a7c9190615690565b9050801580613a8e575063ffffffff81115b15613abe5760a08501516040516324f5c9ff60e21b815260ff909116600482015260248101829052604401610a99565b6001600160401b0381166101a08601525f196101608601526001613ae182614527565b613aeb91906157e7565b6001600160401b031661018086015250613831915050565b5f6002826101600151836101800151613b1c9190615a12565b613b269190615a56565b826101600151613b369190615a93565b92915050565b5f5f613b48878461453f565b90505f866001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613b87573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613bab9190615690565b90505f876001600160a01b0316630e0232ce6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613bea573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c0e9190615690565b9050613c1e87878785858861472c565b509998505050505050505050565b6060836001600160401b03811115613c4657613c46615709565b604051908082528060200260200182016040528015613c6f578160200160208202803683370190505b5090505f5f5f5f5f5b88811015613dff575f613cc98b8b84818110613c9657613c96615868565b9050604002015f01358c8c85818110613cb157613cb1615868565b905060400201602001355f9182526020526040902090565b9050828111613ceb576040516374ef6df760e01b815260040160405180910390fd5b80925080878381518110613d0157613d01615868565b60209081029190910101526040516304ee892560e31b81526004810182905263ffffffff8a1660248201525f906001600160a01b038f1690632774492890604401602060405180830381865afa158015613d5d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d819190615690565b9050805f03613da3576040516374ef6df760e01b815260040160405180910390fd5b613dad8186615775565b9450613df087878e8e87818110613dc657613dc6615868565b9050604002015f01358f8f88818110613de157613de1615868565b9050604002016020013561474c565b90975095505050600101613c78565b505f5b613e0f60c08c018c615ac2565b9050811015613e7057613e638585613e2a60c08f018f615ac2565b85818110613e3a57613e3a615868565b9050604002015f01358e8060c00190613e539190615ac2565b86818110613de157613de1615868565b9095509350600101613e02565b508582141580613e8557506101008a01358414155b80613e9557506101208a01358314155b15613eb3576040516374ef6df760e01b815260040160405180910390fd5b505050509695505050505050565b65ffffffffffff4281166020808501919091527f0000000000000000000000000000000000000000000000000000000000000000909116610120840181905261014084015260408051634ecf518b60e01b815290516001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692634ecf518b92600480820193918290030181865afa158015613f65573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613f899190615690565b60ff1660c08301525f6080830181905260608301819052613fa983612ffd565b6040516302e5bf0f60e21b81529091506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c90613ff8908490600401615b07565b602060405180830381865afa158015614013573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906140379190615690565b6101e0840152604080515f8152602081019182905262f081f160e71b9091526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637840f88090614096908490602481016157fa565b602060405180830381865afa1580156140b1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906140d59190615690565b6001600160401b03166101a084018190521580614105575063ffffffff8016836101a001516001600160401b0316115b1561413b576101a08301516040516324f5c9ff60e21b81525f60048201526001600160401b039091166024820152604401610a99565b5f196101608401526101a083015160019061415e906001600160401b0316614527565b61416891906157e7565b6001600160401b03166101808401526141818383613831565b5f82815260046020818152604092839020865181549288015194880151606089015160808a015160a08b015160c08c015160e08d01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008a01516001850180546101208d01516101408e01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608501516002830180546101808801516101a08901516101c08a01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e08501516003830155610200850151908201556102208401516005820155610240840151849190600682019061435d9082615734565b5061026082015160078201906143739082615734565b506102808201516008820180546102a08501516102c08601516102e087015161030088015165ffffffffffff16600160d01b026001600160d01b0360ff928316600160c81b0260ff60c81b19948416600160c01b029490941661ffff60c01b1963ffffffff909616600160a01b026001600160c01b03199097166001600160a01b039099169890981795909517939093169590951717919091161790556103208301516009830155610340830151600a9092018054610360909401516001600160401b03908116600160401b026001600160801b031990951693169290921792909217905560408401511660011901612edc57612edc8284610300015165ffffffffffff16856101000151866102c00151876102e00151613186565b61030081015165ffffffffffff165f90815260026020526040902054600160d01b900460ff16156144e457610300810151604051630dfc1e4160e31b815265ffffffffffff9091166004820152602401610a99565b50565b60608101515f9060ff161561450157816101400151614508565b8161012001515b65ffffffffffff16826020015165ffffffffffff16613b369190615775565b60015b8181101561453a5760011b61452a565b919050565b5f8061454e60c0840184615ac2565b905090505f816001600160401b0381111561456b5761456b615709565b604051908082528060200260200182016040528015614594578160200160208202803683370190505b509050602081016145b16145ab60c0870187615ac2565b836147a7565b5f806001600160a01b0388166320f31d3a6145d36101008a0160e08b016157c4565b866040518363ffffffff1660e01b81526004016145f1929190615b32565b5f60405180830381865afa15801561460b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f191682016040526146329190810190615b85565b9150915084815114614657576040516374ef6df760e01b815260040160405180910390fd5b5f614663866001615775565b6001600160401b0381111561467a5761467a615709565b6040519080825280602002602001820160405280156146a3578160200160208202803683370190505b509050825f1c815f815181106146bb576146bb615868565b6020026020010181815250505f5b8681101561471c578281815181106146e3576146e3615868565b6020026020010151828260016146f99190615775565b8151811061470957614709615868565b60209081029190910101526001016146c9565b5060200198975050505050505050565b5f5f61473d885f89898989896147fa565b91509150965096945050505050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa91508051935060208101519250508061479d57604051634010053960e11b815260040160405180910390fd5b5094509492505050565b5f838360061b81015b80821015610f2e576040825f3760405f208381116147e35760016279c83160e11b03195f5286830360061c60045260245ffd5b8085526020909401939250604091909101906147b0565b5f5f5f5f6148098989876148c6565b945090925090505f614834838361482360c08d018d615ac2565b8e61482f8c6020615775565b6149d5565b9194509250905061484581856157e7565b94508415806148655750614859888561571d565b614863888761571d565b105b1561488d576040516322c1720560e21b81526004810186905260248101859052604401610a99565b61489a8c8c85858d614afa565b6148b757604051635cd5d23360e01b815260040160405180910390fd5b50505097509795505050505050565b5f8080806148db610100870160e088016157c4565b63ffffffff1690505f5f5f875160405160606101008c01823780519850602081015197506040810151925081151594508160608220149350505082614942576040516343a2f1cb60e01b815263ffffffff8b16600482015260248101859052604401610a99565b81614963576040516318c3096f60e21b815260048101859052602401610a99565b63ffffffff81811690602083901c8116908c16821180614993575080158015906149935750808c63ffffffff1610155b156149c0576040516343a2f1cb60e01b815263ffffffff8d16600482015260248101879052604401610a99565b50969a95995060401c97509395505050505050565b5f5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd4790506040518a815289602082015260408101898960061b81015b80821015614add5788516001600160601b03811663ffffffff8260601c168c1015614a75578160e01c8c1015614a65576040845f3760405f206333a5b0ad60e21b5f5280600452508b60245260445ffd5b6001600160601b038260801c1690505b80614a98576040845f3760405f2091506342b9036f60e01b5f528160045260245ffd5b969096019550602082843760208201358503606085015260408460808660065afa614acc57634010053960e11b5f5260045ffd5b604082019150602089019850614a14565b50508151602090920151919c919b50929950975050505050505050565b5f5f5f865f03614b1757614b0d88614bb8565b9092509050614b21565b5050845160208601515b614b29614ebb565b888152866020820152856040820152608060408601606083013760408560e08301377f30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f00000016101408220066080604087016101008401376040868337876040830152866060830152806080830152508260c08201528160e0820152614bab81614c73565b9998505050505050505050565b5f5f5f7f30644e72e131a029b85045b68181585d97816a916871ca8d3c208c16d87cfd47905060405160208152602080820152602060408201527f0c19139cb84c680a6e14116da060561765e05aa45a1c72a34f082305b61f3f5260808201528160a082015281850693505b816003838685888909090880606083015260208260c08460055afa614c47575f5ffd5b81519350808385860903614c5b5750614c6c565b506020815281600185089350614c24565b5050915091565b5f614dc7565b5f6080820151604083015184526060830151602085015280604085015260408460608660075afa614caa5750613b36565b825160408501526020830151606085015260408360808660065afa614ccf5750613b36565b60018452600260208501528060408501525060408360608560075afa15613b365760c0820151604084015260e08201516060840152604060c0830160808560065afa15613b36577f198e9393920d483a7260bfb731fb5d25f1aa493335a9e71297e485b7aef312c260408301527f1800deef121f1e76426a00665e5c4479674322d4f75edadd46debd5cd992f6ed60608301527f275dc4a288d1afb3cbb1ac09187524c7db36395df7be3b99e673b13a075a65ec60808301527f1d9befcd05a5323e6da4d435f3b617cdb3af83285c2df711ef39c01571827f9d60a08301526020836101808460085afa15613b365750505160011490565b613b3660405183614c79565b60408051610380810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e0810182905261020081018290526102208101919091526102408101614e70614eda565b8152602001614e7d614eda565b81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e082018190526101009091015290565b604051806101800160405280600c906020820280368337509192915050565b60405180608001604052806004906020820280368337509192915050565b5f5f5f60408486031215614f0a575f5ffd5b8335925060208401356001600160401b03811115614f26575f5ffd5b8401601f81018613614f36575f5ffd5b80356001600160401b03811115614f4b575f5ffd5b866020828401011115614f5c575f5ffd5b939660209190910195509293505050565b5f60208284031215614f7d575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b82811015614fb4578151865260209586019590910190600101614f96565b5093949350505050565b602081525f6126ce6020830184614f84565b6001600160a01b03811681146144e4575f5ffd5b5f5f83601f840112614ff4575f5ffd5b5081356001600160401b0381111561500a575f5ffd5b6020830191508360208260051b8501011115615024575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f888a036101c0811215615044575f5ffd5b893561504f81614fd0565b985060208a01356001600160401b03811115615069575f5ffd5b6150758c828d01614fe4565b90995097505060408a0135955060608a0135945060808a01356001600160401b038111156150a1575f5ffd5b6150ad8c828d01614fe4565b909550935050610120609f19820112156150c5575f5ffd5b5060a0890190509295985092959890939650565b5f60408284031215612ff7575f5ffd5b80151581146144e4575f5ffd5b5f5f5f5f5f5f610100878903121561510c575f5ffd5b86359550602087013560ff81168114615123575f5ffd5b945061513288604089016150d9565b93506080870135615142816150e9565b925060a087013591506151588860c089016150d9565b90509295509295509295565b5f5f5f5f60608587031215615177575f5ffd5b8435935060208501356001600160401b03811115615193575f5ffd5b850161016081880312156151a5575f5ffd5b925060408501356001600160401b038111156151bf575f5ffd5b8501601f810187136151cf575f5ffd5b80356001600160401b038111156151e4575f5ffd5b8760208260061b84010111156151f8575f5ffd5b949793965060200194505050565b81516001600160a01b031681526101c081016020830151615231602084018265ffffffffffff169052565b506040830151615246604084018260ff169052565b50606083015161526160608401826001600160a01b03169052565b506080830151615279608084018263ffffffff169052565b5060a083015161529160a084018263ffffffff169052565b5060c08301516152a960c084018263ffffffff169052565b5060e083015160e08301526101008301516101008301526101208301516101208301526101408301516152e86101408401826001600160401b03169052565b506101608301516153056101608401826001600160401b03169052565b506101808301516153226101808401826001600160801b03169052565b506101a092830151919092015290565b805f5b600481101561535a57815163ffffffff16845260209384019390910190600101615335565b50505050565b81516001600160a01b031681526104408101602083015161538b602084018265ffffffffffff169052565b5060408301516153a0604084018260ff169052565b5060608301516153b5606084018260ff169052565b5060808301516153ca608084018260ff169052565b5060a08301516153df60a084018260ff169052565b5060c08301516153f460c084018260ff169052565b5060e083015161540860e084018215159052565b506101008301516154256101008401826001600160a01b03169052565b5061012083015161544161012084018265ffffffffffff169052565b5061014083015161545d61014084018265ffffffffffff169052565b5061016083015161547461016084018260070b9052565b506101808301516154916101808401826001600160401b03169052565b506101a08301516154ae6101a08401826001600160401b03169052565b506101c08301516154cb6101c08401826001600160401b03169052565b506101e08301516101e0830152610200830151610200830152610220830151610220830152610240830151615504610240840182615332565b506102608301516155196102c0840182615332565b506102808301516001600160a01b0316610340838101919091526102a084015163ffffffff16610360808501919091526102c085015160ff9081166103808601526102e0860151166103a085015261030085015165ffffffffffff166103c08501526103208501516103e0850152908401516001600160401b039081166104008501529301519092166104209091015290565b5f5f604083850312156155bd575f5ffd5b82356155c881614fd0565b946020939093013593505050565b5f602082840312156155e6575f5ffd5b81356126ce81614fd0565b5f5f60408385031215615602575f5ffd5b82359150602083013561561481614fd0565b809150509250929050565b8551815260208087015190820152604080870151908201526060808701519082015260e060808201525f61565660e0830187614f84565b8560a084015282810360c0840152838152838560208301375f602085830101526020601f19601f8601168201019150509695505050505050565b5f602082840312156156a0575f5ffd5b5051919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b634e487b7160e01b5f52601160045260245ffd5b60ff8281168282160390811115613b3657613b366156dc565b634e487b7160e01b5f52604160045260245ffd5b8082028115828204841417613b3657613b366156dc565b815f805b600481101561576d57825160209093019263ffffffff600583901b81811b1994909416911690921b9190911790600101615738565b509091555050565b80820180821115613b3657613b366156dc565b5f63ffffffff821663ffffffff81036157a3576157a36156dc565b60010192915050565b5f600182016157bd576157bd6156dc565b5060010190565b5f602082840312156157d4575f5ffd5b813563ffffffff811681146126ce575f5ffd5b81810381811115613b3657613b366156dc565b8251815260208084015190820152604080840151908201526060808401519082015260a060808201525f61583160a0830184614f84565b949350505050565b80356001600160401b038116811461453a575f5ffd5b5f6020828403121561585f575f5ffd5b6126ce82615839565b634e487b7160e01b5f52603260045260245ffd5b6001600160401b0361588d82615839565b1682526001600160401b036158a460208301615839565b1660208301525050565b60ff87811682528616602082015261010081016158ce604083018761587c565b84151560808301528360a08301526158e960c083018461587c565b979650505050505050565b5f60208284031215615904575f5ffd5b81516126ce81614fd0565b5f6020828403121561591f575f5ffd5b81516126ce816150e9565b5f6020828403121561593a575f5ffd5b81516001600160601b03811681146126ce575f5ffd5b634e487b7160e01b5f52601260045260245ffd5b5f8261597257615972615950565b500490565b60ff8181168382160190811115613b3657613b366156dc565b65ffffffffffff8281168282160390811115613b3657613b366156dc565b5f6001600160fb1b038311156159c2575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f6159ed6040830184866159ae565b9695505050505050565b8381525f615a096020830184866159ae565b95945050505050565b600782810b9082900b03677fffffffffffffff198112677fffffffffffffff82131715613b3657613b366156dc565b5f60ff821660ff81036157a3576157a36156dc565b5f8160070b8360070b80615a6c57615a6c615950565b677fffffffffffffff1982145f1982141615615a8a57615a8a6156dc565b90059392505050565b600781810b9083900b01677fffffffffffffff8113677fffffffffffffff1982121715613b3657613b366156dc565b5f5f8335601e19843603018112615ad7575f5ffd5b8301803591506001600160401b03821115615af0575f5ffd5b6020019150600681901b3603821315615024575f5ffd5b8151815260208083015190820152604080830151908201526060808301519082015260808101613b36565b5f6040820163ffffffff85168352604060208401528084518083526060850191506020860192505f5b81811015615b79578351835260209384019390920191600101615b5b565b50909695505050505050565b5f5f60408385031215615b96575f5ffd5b825160208401519092506001600160401b03811115615bb3575f5ffd5b8301601f81018513615bc3575f5ffd5b80516001600160401b03811115615bdc57615bdc615709565b8060051b604051601f19603f83011681018181106001600160401b0382111715615c0857615c08615709565b604052918252602081840181019290810188841115615c25575f5ffd5b6020850194505b83851015615c4857845180825260209586019590935001615c2c565b5080945050505050925092905056fea26469706673582212201d09469143c264b4e3aec579c3e1417616d1457be4a1de75c29137a7a68d221164736f6c63430008250033",
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256))
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256))
func (disputeGame *DisputeGame) TryPackChallenge(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("challenge", challengeId)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab82d9a0.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256))
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
