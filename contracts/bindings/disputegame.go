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
	LastEndedAt    uint32
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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"oneStep_\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"},{\"name\":\"challengeWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinWindow_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clock_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"challengerBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defenderBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashBips_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CHALLENGE_EXPIRED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHALLENGE_FAILED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHALLENGE_RESOLVED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"JOINING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LEVELS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PLAYING\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"RESOLVE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"SUCCEEDED\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bisect\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"challenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Challenge\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"openedAt\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"refused\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"lastEndedAt\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"games\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"won\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bond\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"decidedBy\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeState\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengerBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"clock\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"deadline\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decidedAt\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defenceOf\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defences\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defend\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"defenderBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"expire\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Game\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"turnStart\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"hiBy\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"level\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"levels\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"clockDefender\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clockChallenger\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"lo\",\"type\":\"int64\",\"internalType\":\"int64\"},{\"name\":\"hi\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaves\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"pendingIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"loHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hiHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pendingHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"path\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"rounds\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"moves\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"challengeId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gameCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"joinWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestChallenge\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"leafPath\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"path\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"moverOf\",\"inputs\":[{\"name\":\"principal\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"mover\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oneStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"opHi\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"opHiByChallenger\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"opLo\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"batchCount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"batchPosition\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"batchSiblings\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"resolveShard\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sig\",\"type\":\"tuple\",\"internalType\":\"structQuorumSignature\",\"components\":[{\"name\":\"sigma\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkG2\",\"type\":\"tuple\",\"internalType\":\"structG2Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"},{\"name\":\"Y\",\"type\":\"uint256[2]\",\"internalType\":\"uint256[2]\"}]},{\"name\":\"nonSignerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkIndex\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"apk\",\"type\":\"tuple\",\"internalType\":\"structG1Point\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"apkEntry\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"signerKeys\",\"type\":\"tuple[]\",\"internalType\":\"structG1Point[]\",\"components\":[{\"name\":\"X\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"Y\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"claim\",\"type\":\"bytes32[6]\",\"internalType\":\"bytes32[6]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMover\",\"inputs\":[{\"name\":\"mover\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashBips\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashedFor\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stepProven\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeout\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Bisected\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"side\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeFailed\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeOpened\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"challenger\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"joinUntil\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DefenceOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Expired\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameEnded\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MoverSet\",\"inputs\":[{\"name\":\"principal\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"mover\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Resolved\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"signers\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashedOperators\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stepped\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"post\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyDefending\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyInvalid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"BadBatchProof\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadConfig\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadMove\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadProof\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"BadRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShape\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leaves\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChallengeDecided\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClockExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"GameOver\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InputMismatch\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"InvalidG1Point\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"JoinClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"JoinOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NoChallenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAPlayer\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotReleasable\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotResolvable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotYourTurn\",\"inputs\":[{\"name\":\"side\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"ResolveWindowOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ResultMismatch\",\"inputs\":[{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"landed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TransitionMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongBond\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongPhase\",\"inputs\":[{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WrongPosition\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantLevel\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "DisputeGame",
	Bin: "0x610160604052348015610010575f5ffd5b506040516162b63803806162b683398101604081905261002f9161017d565b6001600160a01b0387163b158061004c575065ffffffffffff8416155b8061005d575065ffffffffffff8516155b80610066575081155b80610072575061271081115b15610090576040516301f30c8760e21b815260040160405180910390fd5b5f876001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100cd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100f191906101f2565b90508015806101005750600481115b1561012b576040516324f5c9ff60e21b8152600481018290525f602482015260440160405180910390fd5b506001600160a01b0390961660805260a09490945265ffffffffffff92831660c052911660e052610100526101205261014052610209565b805165ffffffffffff81168114610178575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215610193575f5ffd5b87516001600160a01b03811681146101a9575f5ffd5b602089015190975095506101bf60408901610163565b94506101cd60608901610163565b608089015160a08a015160c0909a0151989b979a509598909795969095945092505050565b5f60208284031215610202575f5ffd5b5051919050565b60805160a05160c05160e051610100516101205161014051615fb46103025f395f81816104590152614d5301525f81816105c201528181611bd001528181612581015281816125bb01528181612fbf0152818161303e0152613fdf01525f818161042601528181610d1b0152610d5501525f818161050c015261407501525f818161058f015281816111690152818161242f0152818161252a015281816127da0152613ad301525f81816104d9015281816133a701526133f101525f81816109b901528181610ead0152818161104401528181612af401528181613879015281816140bf0152818161416201526141ff0152615fb45ff3fe608060405260043610610205575f3560e01c806391ddadf41161011257806391ddadf4146104fb578063968825c91461054557806396de63e91461057e578063a007d875146105b1578063a2f05725146105e4578063ab82d9a0146105f8578063b1c96c75146107c5578063bf81bf43146107f0578063c40dc8ec1461080f578063cddbe7291461082e578063cf92d1091461085a578063d017a35e14610890578063d0ba9317146108a4578063d5d44d80146108cf578063e62d6a04146108fa578063f02b577714610919578063f04b20591461092c578063f0ec359d14610962578063f15842ef14610976578063f537c50714610995578063f6174044146109a8578063fdef8859146109e8575f5ffd5b806303bb85a61461020957806304e250611461022a5780630761a0041461025557806308148f7a146102745780631629593e146102935780631ed187b5146102bf57806321a8fc5f146102de57806324cc6480146103025780632cf457901461031657806336a680921461032957806337bdc99b146103485780633ccfd60b146103675780634d1975b41461037b5780634de77808146103905780635bc33a9b146103a457806364eaa9bd146103e25780636702c7bf1461040157806368ccdc861461041557806369d21c4a146104485780636dc770ba1461047b5780636ef4cd72146104a9578063861a1412146104c8575b5f5ffd5b348015610214575f5ffd5b50610228610223366004614fe3565b610a07565b005b348015610235575f5ffd5b5061023e600581565b60405160ff90911681526020015b60405180910390f35b348015610260575f5ffd5b5061022861026f366004614fe3565b610a1f565b34801561027f575f5ffd5b5061022861028e366004615058565b610a32565b34801561029e575f5ffd5b506102b26102ad366004615058565b610c4e565b60405161024c91906150a9565b3480156102ca575f5ffd5b506102286102d93660046150dc565b610cad565b3480156102e9575f5ffd5b506102f462093a8081565b60405190815260200161024c565b34801561030d575f5ffd5b5061023e600481565b6102f461032436600461515a565b610d18565b348015610334575f5ffd5b50610228610343366004615218565b6111d7565b348015610353575f5ffd5b50610228610362366004615058565b611ae7565b348015610372575f5ffd5b50610228611c2f565b348015610386575f5ffd5b506102f460015481565b34801561039b575f5ffd5b5061023e600181565b3480156103af575f5ffd5b506103d26103be366004615058565b600c6020525f908152604090205460ff1681565b604051901515815260200161024c565b3480156103ed575f5ffd5b506102286103fc3660046152d7565b611cd8565b34801561040c575f5ffd5b506102f4600481565b348015610420575f5ffd5b506102f47f000000000000000000000000000000000000000000000000000000000000000081565b348015610453575f5ffd5b506102f47f000000000000000000000000000000000000000000000000000000000000000081565b348015610486575f5ffd5b506103d2610495366004615058565b60086020525f908152604090205460ff1681565b3480156104b4575f5ffd5b506102286104c336600461535e565b611e2c565b3480156104d3575f5ffd5b506102f47f000000000000000000000000000000000000000000000000000000000000000081565b348015610506575f5ffd5b5061052e7f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff909116815260200161024c565b348015610550575f5ffd5b506103d261055f366004615410565b600960209081525f928352604080842090915290825290205460ff1681565b348015610589575f5ffd5b5061052e7f000000000000000000000000000000000000000000000000000000000000000081565b3480156105bc575f5ffd5b506102f47f000000000000000000000000000000000000000000000000000000000000000081565b3480156105ef575f5ffd5b506102f45f5481565b348015610603575f5ffd5b506107b8610612366004615058565b60408051610220810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e08101829052610200810191909152505f9081526002602081815260409283902083516102208101855281546001600160a01b038082168352600160a01b80830465ffffffffffff1695840195909552600160d01b820460ff90811697840197909752600160d81b820490961615156060830152600160e01b9081900463ffffffff9081166080840152600184015496871660a0840152938604841660c0830152600160c01b8604841660e0830152909404909116610100840152908101546101208301526003810154610140830152600481015461016083015260058101546001600160401b03808216610180850152600160401b8204166101a0840152600160801b90046001600160801b03166101c083015260068101546101e08301526007015461020082015290565b60405161024c9190615449565b3480156107d0575f5ffd5b506102f46107df366004615058565b600b6020525f908152604090205481565b3480156107fb575f5ffd5b5061022861080a366004615058565b611eab565b34801561081a575f5ffd5b506102f4610829366004615058565b611f48565b348015610839575f5ffd5b5061084d610848366004615058565b611fb9565b60405161024c91906155db565b348015610865575f5ffd5b506102f461087436600461581e565b600660209081525f928352604080842090915290825290205481565b34801561089b575f5ffd5b5061023e600381565b3480156108af575f5ffd5b506102f46108be366004615058565b600a6020525f908152604090205481565b3480156108da575f5ffd5b506102f46108e9366004615848565b60076020525f908152604090205481565b348015610905575f5ffd5b506102b2610914366004615058565b612238565b348015610924575f5ffd5b5061023e5f81565b348015610937575f5ffd5b506102f4610946366004615863565b600560209081525f928352604080842090915290825290205481565b34801561096d575f5ffd5b5061023e600281565b348015610981575f5ffd5b5061023e610990366004615058565b612375565b6102f46109a3366004615058565b61249e565b3480156109b3575f5ffd5b506109db7f000000000000000000000000000000000000000000000000000000000000000081565b60405161024c9190615886565b3480156109f3575f5ffd5b506102f4610a02366004615058565b612795565b610a1a8363318976af60e21b848461283f565b505050565b610a1a83633e5e444b60e01b848461283f565b5f8181526004602052604090208054600160d01b900460ff1660021480610a61575080546001600160a01b0316155b15610a8757604051633496ed1560e01b8152600481018390526024015b60405180910390fd5b600881015465ffffffffffff600160d01b91829004165f818152600260205260409020549091900460ff1615610ad357604051630dfc1e4160e31b815260048101829052602401610a7e565b8154600160d81b900460ff165f8115610aff576001840154600160d01b900465ffffffffffff16610b14565b6001840154600160a01b900465ffffffffffff165b8454610b329165ffffffffffff90811691600160a01b9004166158ae565b9050804211610b5757604051631f98655760e21b815260048101829052602401610a7e565b60ff8216610b785760018401805465ffffffffffff60a01b19169055610b8a565b6001840180546001600160d01b031690555b600884018054600160a01b900463ffffffff16906014610ba9836158c1565b825463ffffffff9182166101009390930a9283029190920219909116179055508354600164ffffffff0160d01b0316600160d11b178455610beb8260016158e5565b60088501805461ffff60c01b1916600160c01b60ff939093169290920260ff60c81b191691909117600160c91b179055600180850154610c4791879186916001600160a01b0390911690610c409087906158e5565b6002612f87565b5050505050565b5f81815260036020908152604091829020805483518184028101840190945280845260609392830182828015610ca157602002820191905f5260205f20905b815481526020019060010190808311610c8d575b50505050509050919050565b335f8181526009602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f4077d023af8862f11309d75da4efb9b19ffcd1006f56390059321b5a611c1fc6910160405180910390a35050565b5f7f00000000000000000000000000000000000000000000000000000000000000003414610d815760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610a7e565b5f610d928a8a8a8a8a8a8a8a613162565b90505f5f8154610da1906158fe565b91829055506001600160a01b038b165f81815260066020908152604080832086845282528083208590558483526002909152902080546001600160d01b0319163365ffffffffffff60a01b191617600160a01b4265ffffffffffff16021781556001810180546001600160a01b031916909217909155909250610e2c61012085016101008601615929565b60018201805463ffffffff92909216600160e01b026001600160e01b0390921691909117905560028101829055610e62846134e4565b6003820155600480820188905560e085013560078301556005820180546001600160801b03348116600160801b02911617905560405162aa4ad760e21b81525f916001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016916302a92b5c91610ee4918f918f918f9101615942565b602060405180830381865afa158015610eff573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f23919061597e565b15610f3e57815460ff60d81b1916600160d81b17825561112d565b6001610f4a8a8c6158ae565b610f549190615999565b905080826005015f6101000a8154816001600160401b0302191690836001600160401b031602179055508a8a90508260050160086101000a8154816001600160401b0302191690836001600160401b031602179055505f60405180608001604052808e6001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015610ff2573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061101691906159ac565b8152602081018690526001600160401b0380851660408301528d1660609091015290505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f8808383604051908082528060200260200182016040528015611094578160200160208202803683370190505b506040518363ffffffff1660e01b81526004016110b29291906159fd565b602060405180830381865afa1580156110cd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110f191906159ac565b9050801580611103575063ffffffff81115b1561112a576040516324f5c9ff60e21b81525f600482015260248101829052604401610a7e565b50505b826001600160a01b038d16857ff39e6f2ffa84605017bb93b2a02970d3cdd0e5fe9b5ed9beadd3e938357fd4ef338c8661118f65ffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016426158ae565b604080516001600160a01b0395909516855260208501939093526001600160401b0391909116838301526060830152519081900360800190a450505098975050505050505050565b5f86815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161131c57505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161137e5750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b9091041661010090910152905061145581886135d0565b604081015160ff16156114865760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610a7e565b5f61149082613648565b9050816060015160ff168160ff16146114c357606082015160405163297be95760e01b8152610a7e918391600401615a1c565b8160e001511561164d5760ff87166001148015906114e5575060ff8716600214155b1561150357604051635a07ca6960e11b815260040160405180910390fd5b60a082015160ff166115186020880188615a46565b6001600160401b031614158061155457506101c08201516001600160401b03166115486040880160208901615a46565b6001600160401b031614155b1561159e576115666020870187615a46565b6115766040880160208901615a46565b8360a00151846101c0015160405163e3e2d21960e01b8152600401610a7e9493929190615a5f565b5f60e08301526101c08201515f1960ff8916016115d157600781900b6101608401526102208301516101e0840152611606565b6001600160401b03811661018084015261022083015161020084015260608301516115fd9060016158e5565b60ff1660808401525b8261026001518360a0015160ff166004811061162457611624615a8d565b60200201805190611634826158c1565b63ffffffff16905250611647838a61371c565b5061166f565b60ff87161561166f57604051635a07ca6960e11b815260040160405180910390fd5b604082015160ff1661175a578461169957604051635a07ca6960e11b815260040160405180910390fd5b5f6116a383613992565b60a084015190915060ff166116bb6020860186615a46565b6001600160401b03161415806116f257506001600160401b0381166116e66040860160208701615a46565b6001600160401b031614155b15611737576117046020850185615a46565b6117146040860160208701615a46565b8460a001518360405163e3e2d21960e01b8152600401610a7e9493929190615a5f565b600160e08401526001600160401b03166101c08301526102208201849052611779565b841561177957604051635a07ca6960e11b815260040160405180910390fd5b611782826139cb565b5f888152600460208181526040928390208551815492870151948701516060880151608089015160a08a015160c08b015160e08c01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008901516001850180546101208c01516101408d01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608401516002830180546101808701516101a08801516101c08901516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e08401516003830155610200840151908201556102208301516005820155610240830151839190600682019061195e9082615ab8565b5061026082015160078201906119749082615ab8565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b929093169190910291909117905560405188907fbc083be054a15fa6a89a946e92dab5f79057dc173ee08d58d186f9061587408990611a9a9084908b908b908b908b908b90615b2b565b60405180910390a2600260ff16826040015160ff1603611add57611add8883610300015165ffffffffffff16846101000151856102c00151866102e00151612f87565b5050505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480611b16575080546001600160a01b0316155b15611b3757604051633496ed1560e01b815260048101839052602401610a7e565b600881015465ffffffffffff600160d01b91829004165f908152600260205260409020540460ff16600114611b8257604051635b012c2760e01b815260048101839052602401610a7e565b8054600164ffffffff0160d01b0316600160d11b178155600881018054600360c81b61ffff60c01b1990911617905560018101546001600160a01b03165f90815260076020526040812080547f00000000000000000000000000000000000000000000000000000000000000009290611bfc9084906158ae565b92505081905550815f516020615f5f5f395f51905f525f6003604051611c23929190615a1c565b60405180910390a25050565b335f9081526007602052604081205490819003611c5f57604051631d42c86760e21b815260040160405180910390fd5b335f818152600760205260408082208290555190919083908381818185875af1925050503d805f8114611cad576040519150601f19603f3d011682016040523d82523d5f602084013e611cb2565b606091505b5050905080611cd457604051631d42c86760e21b815260040160405180910390fd5b5050565b5f85815260026020526040902060018101546001600160a01b03163314611d145733604051630349da4160e41b8152600401610a7e9190615886565b60018101546001600160a01b03165f5c8714611d5457611d348288613a80565b815460ff60d01b1916600160d11b17825586805f5d50611d548282613b7d565b5f849003611d63575050610c47565b5f7f3a3809aca9464384d318740ca9710be9380f40ff12e072f8d4aa4e58610769d490505f836003015490505f60405183815282602082015260c08760408301376101008120915050611e208a86866001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015611ded573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e119190615b71565b8c8c8c876003607f1b89613ccf565b50505050505050505050565b5f888152600260205260409020611e43818a613a80565b805460ff60d01b1916600160d11b17815560038101548515611e7357611e6c8187878787613d7f565b9050611e9d565b84151580611e8057508215155b15611e9d57604051628fcaf760e81b815260040160405180910390fd5b611e208a838b8b8b86613e7d565b5f818152600260205260409020611ec28183613a80565b5f62093a80611ed084612795565b611eda91906158ae565b9050804211611eff57604051633e50695160e21b815260048101829052602401610a7e565b815460ff60d01b1916600360d01b178255611f1982613fd4565b60405183907ff80dbaea4785589e52984ca36a31de106adc77759539a5c7d92883bf49692fe9905f90a2505050565b5f8181526004602052604081208054600160d81b900460ff1615611f7f576001810154600160d01b900465ffffffffffff16611f94565b6001810154600160a01b900465ffffffffffff165b8154611fb29165ffffffffffff90811691600160a01b9004166158ae565b9392505050565b611fc1614edd565b5f82815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e08201528185015461020082015260058201546102208201528251938401928390529490936102408601939260068601928390855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161210557505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116121675750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015292915050565b5f81815260046020526040902080546060919060ff600160e81b8204811691600160d01b9004166001148061226d575f612270565b60015b61227d9060ff16836158ae565b6001600160401b03811115612294576122946159c3565b6040519080825280602002602001820160405280156122bd578160200160208202803683370190505b5093505f5b82811015612326578360060181600481106122df576122df615a8d565b600891828204019190066004029054906101000a900463ffffffff1663ffffffff1685828151811061231357612313615a8d565b60209081029190910101526001016122c2565b50801561236d578260020160089054906101000a90046001600160401b03166001600160401b031684838151811061236057612360615a8d565b6020026020010181815250505b505050919050565b5f81815260026020526040812080546001600160a01b03166123ad5760405163318196b960e01b815260048101849052602401610a7e565b80545f19600160d01b90910460ff16016123ca5750600292915050565b8054600119600160d01b90910460ff16016123e85750600492915050565b8054600219600160d01b90910460ff16016124065750600592915050565b8054600160d81b900460ff16156124205750600392915050565b805461245e9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158ae565b421161246c57505f92915050565b6001810154600160c01b810463ffffffff908116600160a01b9092041614612495576001611fb2565b60039392505050565b5f81815260026020526040812080546001600160a01b0316806124d75760405163318196b960e01b815260048101859052602401610a7e565b8154600160d01b900460ff161515806124f857508154600160d81b900460ff165b1561251957604051630dfc1e4160e31b815260048101859052602401610a7e565b81545f906125599065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158ae565b90508042111561257f576040516315b79c0b60e01b815260048101829052602401610a7e565b7f000000000000000000000000000000000000000000000000000000000000000034146125e75760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610a7e565b6001600160a01b03821633036126125733604051630349da4160e41b8152600401610a7e9190615886565b5f858152600560209081526040808320338452909152902054801561265457604051634208ac8d60e11b81526004810187905260248101829052604401610a7e565b60015f8154612662906158fe565b91829055505f8781526005602090815260408083203384528252808320849055898352600382528220805460018082018355918452919092200182905585018054919650600160a01b90910463ffffffff169060146126c0836158c1565b91906101000a81548163ffffffff021916908363ffffffff160217905550506126e7614edd565b6001600160a01b038085168252336101008301819052600187015490911661028083015265ffffffffffff8816610300830152600286015461032083015260058601546001600160401b03808216610340850152600160401b909104166103608301526004860154610200830152604051889088907f69835abacf7da09f62de759cb95d60cf97d0f5412ca41dc3b1da532ee07a94b2905f90a461278b8187614060565b5050505050919050565b5f8181526002602052604081208054600160d81b900460ff16156127c95754600160a01b900465ffffffffffff1692915050565b80545f906128099065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158ae565b8254909150600160e01b900463ffffffff1681106128275780612837565b8154600160e01b900463ffffffff165b949350505050565b5f84815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161298457505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116129e65750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b90910416610100909101529050612abd81866135d0565b604081015160ff16600114612af05760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610a7e565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031686612b268561462e565b612b2f86614702565b866101e001518989604051602401612b4b959493929190615b8c565b60408051601f198184030181529181526020820180516001600160e01b03166001600160e01b0319909416939093179092529051612b899190615be5565b5f60405180830381855afa9150503d805f8114612bc1576040519150601f19603f3d011682016040523d82523d5f602084013e612bc6565b606091505b5091509150811580612bda57508051602014155b15612bfa5780604051637bbf13ad60e01b8152600401610a7e9190615bfb565b5f81806020019051810190612c0f91906159ac565b9050612c42848561020001518314612c36576080860151612c319060016158e5565b612c3c565b85608001515b5f61481e565b612c4b846139cb565b5f8881526004602081815260409283902087518154928901519489015160608a015160808b015160a08c015160c08d015160e08e01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008b01516001850180546101208e01516101408f01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608601516002830180546101808901516101a08a01516101c08b01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e086015160038301556102008601519082015561022085015160058201556102408501518591906006820190612e279082615ab8565b506102608201516007820190612e3d9082615ab8565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b9290931691909102919091179055604080513381526020810183905289917f4b7fa9d524cdc5bac66d1ba2746c158773c28950aba6198fb894b866a084a8ab910160405180910390a2611add8885610300015165ffffffffffff16866101000151876102c00151886102e001515b5f84815260026020526040902060ff83166130da57805460ff60d01b1916600160d01b178155600681018690556005810154612ff5907f0000000000000000000000000000000000000000000000000000000000000000906001600160801b03600160801b909104166158ae565b6001600160a01b0385165f908152600760205260408120805490919061301c9084906158ae565b90915550506001810154600160c01b900463ffffffff168015613091576130637f000000000000000000000000000000000000000000000000000000000000000082615aa1565b82546001600160a01b03165f908152600760205260408120805490919061308b9084906158ae565b90915550505b604080518881526001600160a01b038716602082015287917f7347459d58f787385f0f9760473f3eefcc313693e3610d78fc8403ea6ffd8685910160405180910390a250613133565b600181018054600160c01b900463ffffffff169060186130f9836158c1565b82546101009290920a63ffffffff81810219909316918316021790915582546001600160e01b0316600160e01b4290921691909102178255505b855f516020615f5f5f395f51905f528484604051613152929190615a1c565b60405180910390a2505050505050565b5f63ffffffff8611806131755750828614155b15613193576040516341cc6b2160e01b815260040160405180910390fd5b6040516131aa90879089908b908290602001615c57565b604051602081830303815290604052805190602001209050816080013581146131f357604051636314530560e01b81526004810182905260808301356024820152604401610a7e565b886001600160a01b03811661320e6040850160208601615848565b6001600160a01b0316141580613225575082354614155b806132935750806001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015613267573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061328b91906159ac565b836060013514155b156132b157604051635b88eadd60e11b815260040160405180910390fd5b604051630e6a49b160e21b8152600481018390525f906001600160a01b038316906339a926c490602401602060405180830381865afa1580156132f6573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061331a91906159ac565b90505f87878760405160200161333293929190615c79565b60408051601f19818403018152919052805160209091012090508115806133595750818114155b156133815760405163ba513e2d60e01b81526004810182905260248101839052604401610a7e565b818560e00135146133a557604051635b88eadd60e11b815260040160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006133d861012087016101008801615929565b63ffffffff166133e891906158ae565b43111561344e577f000000000000000000000000000000000000000000000000000000000000000061342261012087016101008801615929565b63ffffffff1661343291906158ae565b604051631b6af7f760e31b8152600401610a7e91815260200190565b604051636a93856760e01b8152600481018590526001600160a01b03841690636a93856790602401602060405180830381865afa158015613491573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906134b5919061597e565b6134d557604051632d45c3d560e01b815260048101859052602401610a7e565b50505098975050505050505050565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced582356135186040850160208601615848565b6135286060860160408701615a46565b6060860135608087013560a088013560c089013560e08a01356135536101208c016101008d01615929565b60408051602081019b909b528a01989098526001600160a01b0390961660608901526001600160401b03909416608088015260a087019290925260c086015260e085015261010084015261012083015263ffffffff1661014082015261016001604051602081830303815290604052805190602001209050919050565b604082015160ff16600214806135ee575081516001600160a01b0316155b1561360f57604051633496ed1560e01b815260048101829052602401610a7e565b61361882614840565b5f61362283614898565b905080421115610a1a5760405163292daabd60e21b815260048101829052602401610a7e565b5f5f825f01516001600160a01b0316336001600160a01b03161480613690575082516001600160a01b03165f90815260096020908152604080832033845290915290205460ff165b90505f8361010001516001600160a01b0316336001600160a01b031614806136df57506101008401516001600160a01b03165f90815260096020908152604080832033845290915290205460ff165b9050801515821515036137075733604051630349da4160e41b8152600401610a7e9190615886565b81613712575f612837565b6001949350505050565b8161016001518261018001516137329190615c94565b60070b60011461374657505f604090910152565b6101808201516101a08301516001600160401b039081169082161061379c57610a1a83846101e001518561020001511461378f57608085015161378a9060016158e5565b613795565b84608001515b600161481e565b60018360c001516137ad91906158e5565b60ff168360a0015160ff16036137c95750506001604090910152565b808361024001518460a0015160ff16600481106137e8576137e8615a8d565b63ffffffff909216602092909202015260a083015160ff16600103613858576101e08301516102008401515f848152600a60209081526040808320600b9092529091209190915555608083015160ff165f1901613858575f828152600c60205260409020805460ff191660011790555b60a0830180519061386882615cc1565b60ff169052505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f8806138a78661462e565b6138b087614702565b6040518363ffffffff1660e01b81526004016138cd9291906159fd565b602060405180830381865afa1580156138e8573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061390c91906159ac565b905080158061391e575063ffffffff81115b1561394e5760a08401516040516324f5c9ff60e21b815260ff909116600482015260248101829052604401610a7e565b6001600160401b0381166101a08501525f196101608501526001613971826148d8565b61397b9190615999565b6001600160401b03166101808501525061371c9050565b5f60028261016001518361018001516139ab9190615c94565b6139b59190615cea565b8261016001516139c59190615d26565b92915050565b5f8160200151426139dc9190615d53565b606083015190915060ff16613a0e578082610120018181516139fe9190615d53565b65ffffffffffff16905250613a2d565b808261014001818151613a219190615d53565b65ffffffffffff169052505b65ffffffffffff421660208301526102a08201805190613a4c826158c1565b63ffffffff16905250604082015160ff16600214611cd4576060820151613a749060016158e5565b60ff1660608301525050565b81546001600160a01b03161580613aa157508154600160d01b900460ff1615155b15613ac2576040516338addb0160e01b815260048101829052602401610a7e565b81545f90613b029065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158ae565b8354909150600160d81b900460ff16158015613b1e5750804211155b15613b3f576040516306beaddf60e21b815260048101829052602401610a7e565b6001830154600160c01b810463ffffffff908116600160a01b9092041614610a1a576040516338addb0160e01b815260048101839052602401610a7e565b6002820154604051636a93856760e01b815260048101919091526001600160a01b03821690636a93856790602401602060405180830381865afa158015613bc6573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613bea919061597e565b8015613c65575060078201546002830154604051630e6a49b160e21b815260048101919091526001600160a01b038316906339a926c490602401602060405180830381865afa158015613c3f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c6391906159ac565b145b15613cc65760028201546040516369ecc3cf60e01b815260048101919091526001600160a01b038216906369ecc3cf906024015f604051808303815f87803b158015613caf575f5ffd5b505af1158015613cc1573d5f5f3e3d5ffd5b505050505b611cd482613fd4565b5f613cff88858b600101601c9054906101000a900463ffffffff168a608088901c886001600160801b03166148f0565b90505f5f613d258a8a8a8a8f600101601c9054906101000a900463ffffffff1688614970565b915091508b7f19169f57deee70bd74be81f9f97f655a7bb0f159ee7cbe69040eca379dc092e98351613d598d888787614be2565b6040805192835260208301919091520160405180910390a2505050505050505050505050565b5f841580613d8e575061010085115b80613d995750848410155b15613db657604051628fcaf760e81b815260040160405180910390fd5b5f5b85816001901b1015613dd457613dcd816158fe565b9050613db8565b828114613df357604051628fcaf760e81b815260040160405180910390fd5b7f0d001672ba2844cdc3dabc55303a2ee988dd46c3188413069fd6b90b4283911e875f5b83811015613e57578060051b870135600189831c165f8114613e3f57815f5283602052613e47565b835f52816020525b505060405f209150600101613e17565b506040518281528160208201528860408201526060812094505050505095945050505050565b600185015460408051630701196760e11b815290516001600160a01b03909216915f918391630e0232ce916004808201926020929091908290030181865afa158015613ecb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613eef91906159ac565b6080836001600160a01b031663343cddcc6040518163ffffffff1660e01b8152600401602060405180830381865afa158015613f2d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613f5191906159ac565b901b179050613f608783613b7d565b611add8888846001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015613fa1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613fc59190615b71565b89898989888f60030154613ccf565b6001810154614011907f000000000000000000000000000000000000000000000000000000000000000090600160c01b900463ffffffff16615aa1565b60058201546140309190600160801b90046001600160801b03166158ae565b81546001600160a01b03165f90815260076020526040812080549091906140589084906158ae565b909155505050565b65ffffffffffff4281166020808501919091527f0000000000000000000000000000000000000000000000000000000000000000909116610120840181905261014084015260408051634ecf518b60e01b815290516001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692634ecf518b92600480820193918290030181865afa158015614104573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061412891906159ac565b60ff1660c08301525f60808301819052606083018190526141488361462e565b6040516302e5bf0f60e21b81529091506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c90614197908490600401615d71565b602060405180830381865afa1580156141b2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906141d691906159ac565b6101e0840152604080515f8152602081019182905262f081f160e71b9091526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690637840f88090614235908490602481016159fd565b602060405180830381865afa158015614250573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061427491906159ac565b6001600160401b03166101a0840181905215806142a4575063ffffffff8016836101a001516001600160401b0316115b156142da576101a08301516040516324f5c9ff60e21b81525f60048201526001600160401b039091166024820152604401610a7e565b5f196101608401526101a08301516001906142fd906001600160401b03166148d8565b6143079190615999565b6001600160401b0316610180840152614320838361371c565b5f82815260046020818152604092839020865181549288015194880151606089015160808a015160a08b015160c08c015160e08d01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008a01516001850180546101208d01516101408e01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608501516002830180546101808801516101a08901516101c08a01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e0850151600383015561020085015190820155610220840151600582015561024084015184919060068201906144fc9082615ab8565b5061026082015160078201906145129082615ab8565b506102808201516008820180546102a08501516102c08601516102e087015161030088015165ffffffffffff16600160d01b026001600160d01b0360ff928316600160c81b0260ff60c81b19948416600160c01b029490941661ffff60c01b1963ffffffff909616600160a01b026001600160c01b03199097166001600160a01b039099169890981795909517939093169590951717919091161790556103208301516009830155610340830151600a9092018054610360909401516001600160401b03908116600160401b026001600160801b031990951693169290921792909217905560408401511660011901610a1a57610a1a8284610300015165ffffffffffff16856101000151866102c00151876102e00151612f87565b61465560405180608001604052805f81526020015f81526020015f81526020015f81525090565b60405180608001604052808361028001516001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa1580156146a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906146c591906159ac565b815260200183610320015181526020018361034001516001600160401b031681526020018361036001516001600160401b03168152509050919050565b60605f600160ff16836040015160ff161461471d575f614720565b60015b8360a0015161472f9190615d7f565b60ff169050806001600160401b0381111561474c5761474c6159c3565b604051908082528060200260200182016040528015614775578160200160208202803683370190505b5091505f5b8360a0015160ff168110156147d05783610240015181600481106147a0576147a0615a8d565b602002015163ffffffff168382815181106147bd576147bd615a8d565b602090810291909101015260010161477a565b50600160ff16836040015160ff1603614818578261018001516001600160401b0316828460a0015160ff168151811061480b5761480b615a8d565b6020026020010181815250505b50919050565b60ff9182166102c0840152166102e0820152600260408201525f60e090910152565b61030081015165ffffffffffff165f90815260026020526040902054600160d01b900460ff161561489557610300810151604051630dfc1e4160e31b815265ffffffffffff9091166004820152602401610a7e565b50565b60608101515f9060ff16156148b2578161014001516148b9565b8161012001515b65ffffffffffff16826020015165ffffffffffff166139c591906158ae565b60015b818110156148eb5760011b6148db565b919050565b604051637ecd0d1960e11b81525f906001600160a01b0388169063fd9a1a32906149269089908990899089908990600401615dcd565b6040805180830381865afa158015614940573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906149649190615ebe565b50979650505050505050565b606080846001600160401b0381111561498b5761498b6159c3565b6040519080825280602002602001820160405280156149b4578160200160208202803683370190505b509150846001600160401b038111156149cf576149cf6159c3565b6040519080825280602002602001820160405280156149f8578160200160208202803683370190505b5090505f5f5f5b87811015614b61575f614a508a8a84818110614a1d57614a1d615a8d565b9050604002015f01358b8b85818110614a3857614a38615a8d565b905060400201602001355f9182526020526040902090565b9050828111614a72576040516374ef6df760e01b815260040160405180910390fd5b80925080868381518110614a8857614a88615a8d565b60209081029190910101526040516304ee892560e31b81526004810182905263ffffffff891660248201525f906001600160a01b038e1690632774492890604401602060405180830381865afa158015614ae4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614b0891906159ac565b9050805f03614b2a576040516374ef6df760e01b815260040160405180910390fd5b80868481518110614b3d57614b3d615a8d565b6020908102919091010152614b5281866158ae565b945050508060010190506149ff565b505f5f614b708a8a5f5f614e1b565b9092509050614b8c614b8560c08d018d615ee0565b8484614e1b565b90925090508387141580614ba557506101008b01358214155b80614bb557506101208b01358114155b15614bd3576040516374ef6df760e01b815260040160405180910390fd5b50505050965096945050505050565b5f8381526008602052604081205460ff1615614bff57505f612837565b5f848152600860205260408120805460ff191660011790555b8351811015614e12575f866001600160a01b03166363ea4ab2868481518110614c4357614c43615a8d565b60200260200101516040518263ffffffff1660e01b8152600401614c6991815260200190565b602060405180830381865afa158015614c84573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614ca89190615b71565b90505f848381518110614cbd57614cbd615a8d565b602002602001015190505f886001600160a01b03166342623360846040518263ffffffff1660e01b8152600401614cf49190615886565b602060405180830381865afa158015614d0f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190614d339190615f25565b6001600160601b0316905080821115614d4a578091505b5f612710614d787f000000000000000000000000000000000000000000000000000000000000000085615aa1565b614d829190615f4b565b9050805f03614d945750505050614e0a565b60405163c61b4cc360e01b81526001600160a01b0385811660048301526001600160601b03831660248301528b169063c61b4cc3906044015f604051808303815f87803b158015614de3575f5ffd5b505af1158015614df5573d5f5f3e3d5ffd5b5050505085614e03906158fe565b9550505050505b600101614c18565b50949350505050565b5f5f5f5b85811015614e7557614e688585898985818110614e3e57614e3e615a8d565b9050604002015f01358a8a86818110614e5957614e59615a8d565b90506040020160200135614e82565b9095509350600101614e1f565b5092959194509092505050565b5f5f5f60405187815286602082015285604082015284606082015260408160808360065afa915080519350602081015192505080614ed357604051634010053960e11b815260040160405180910390fd5b5094509492505050565b60408051610380810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e0810182905261020081018290526102208101919091526102408101614f7a614fc5565b8152602001614f87614fc5565b81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e082018190526101009091015290565b60405180608001604052806004906020820280368337509192915050565b5f5f5f60408486031215614ff5575f5ffd5b8335925060208401356001600160401b03811115615011575f5ffd5b8401601f81018613615021575f5ffd5b80356001600160401b03811115615036575f5ffd5b866020828401011115615047575f5ffd5b939660209190910195509293505050565b5f60208284031215615068575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b8281101561509f578151865260209586019590910190600101615081565b5093949350505050565b602081525f611fb2602083018461506f565b6001600160a01b0381168114614895575f5ffd5b8015158114614895575f5ffd5b5f5f604083850312156150ed575f5ffd5b82356150f8816150bb565b91506020830135615108816150cf565b809150509250929050565b5f5f83601f840112615123575f5ffd5b5081356001600160401b03811115615139575f5ffd5b6020830191508360208260051b8501011115615153575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f888a036101c0811215615173575f5ffd5b893561517e816150bb565b985060208a01356001600160401b03811115615198575f5ffd5b6151a48c828d01615113565b90995097505060408a0135955060608a0135945060808a01356001600160401b038111156151d0575f5ffd5b6151dc8c828d01615113565b909550935050610120609f19820112156151f4575f5ffd5b5060a0890190509295985092959890939650565b5f60408284031215614818575f5ffd5b5f5f5f5f5f5f610100878903121561522e575f5ffd5b86359550602087013560ff81168114615245575f5ffd5b94506152548860408901615208565b93506080870135615264816150cf565b925060a0870135915061527a8860c08901615208565b90509295509295509295565b5f6101608284031215614818575f5ffd5b5f5f83601f8401126152a7575f5ffd5b5081356001600160401b038111156152bd575f5ffd5b6020830191508360208260061b8501011115615153575f5ffd5b5f5f5f5f5f61012086880312156152ec575f5ffd5b8535945060208601356001600160401b03811115615308575f5ffd5b61531488828901615286565b94505060408601356001600160401b0381111561532f575f5ffd5b61533b88828901615297565b9094509250506101208601871015615351575f5ffd5b5092959194509260600190565b5f5f5f5f5f5f5f5f60c0898b031215615375575f5ffd5b8835975060208901356001600160401b03811115615391575f5ffd5b61539d8b828c01615286565b97505060408901356001600160401b038111156153b8575f5ffd5b6153c48b828c01615297565b909750955050606089013593506080890135925060a08901356001600160401b038111156153f0575f5ffd5b6153fc8b828c01615113565b999c989b5096995094979396929594505050565b5f5f60408385031215615421575f5ffd5b823561542c816150bb565b91506020830135615108816150bb565b6001600160a01b03169052565b5f6102208201905061545c82845161543c565b6020830151615475602084018265ffffffffffff169052565b50604083015161548a604084018260ff169052565b50606083015161549e606084018215159052565b5060808301516154b6608084018263ffffffff169052565b5060a08301516154c960a084018261543c565b5060c08301516154e160c084018263ffffffff169052565b5060e08301516154f960e084018263ffffffff169052565b5061010083015161551361010084018263ffffffff169052565b506101208301516101208301526101408301516101408301526101608301516101608301526101808301516155546101808401826001600160401b03169052565b506101a08301516155716101a08401826001600160401b03169052565b506101c083015161558e6101c08401826001600160801b03169052565b506101e08301516101e083015261020083015161020083015292915050565b805f5b60048110156155d557815163ffffffff168452602093840193909101906001016155b0565b50505050565b5f610440820190506155ee82845161543c565b6020830151615607602084018265ffffffffffff169052565b50604083015161561c604084018260ff169052565b506060830151615631606084018260ff169052565b506080830151615646608084018260ff169052565b5060a083015161565b60a084018260ff169052565b5060c083015161567060c084018260ff169052565b5060e083015161568460e084018215159052565b5061010083015161569961010084018261543c565b506101208301516156b561012084018265ffffffffffff169052565b506101408301516156d161014084018265ffffffffffff169052565b506101608301516156e861016084018260070b9052565b506101808301516157056101808401826001600160401b03169052565b506101a08301516157226101a08401826001600160401b03169052565b506101c083015161573f6101c08401826001600160401b03169052565b506101e08301516101e08301526102008301516102008301526102208301516102208301526102408301516157786102408401826155ad565b5061026083015161578d6102c08401826155ad565b506102808301516157a261034084018261543c565b506102a083015163ffffffff16610360838101919091526102c084015160ff9081166103808501526102e0850151166103a084015261030084015165ffffffffffff166103c08401526103208401516103e08401526103408401516001600160401b039081166104008501529301519092166104209091015290565b5f5f6040838503121561582f575f5ffd5b823561583a816150bb565b946020939093013593505050565b5f60208284031215615858575f5ffd5b8135611fb2816150bb565b5f5f60408385031215615874575f5ffd5b823591506020830135615108816150bb565b6001600160a01b0391909116815260200190565b634e487b7160e01b5f52601160045260245ffd5b808201808211156139c5576139c561589a565b5f63ffffffff821663ffffffff81036158dc576158dc61589a565b60010192915050565b60ff82811682821603908111156139c5576139c561589a565b5f6001820161590f5761590f61589a565b5060010190565b803563ffffffff811681146148eb575f5ffd5b5f60208284031215615939575f5ffd5b611fb282615916565b604080825281018390525f6001600160fb1b03841115615960575f5ffd5b8360051b808660608501376020830193909352500160600192915050565b5f6020828403121561598e575f5ffd5b8151611fb2816150cf565b818103818111156139c5576139c561589a565b5f602082840312156159bc575f5ffd5b5051919050565b634e487b7160e01b5f52604160045260245ffd5b805182526020810151602083015260408101516040830152606081015160608301525050565b615a0781846159d7565b60a060808201525f61283760a083018461506f565b60ff92831681529116602082015260400190565b80356001600160401b03811681146148eb575f5ffd5b5f60208284031215615a56575f5ffd5b611fb282615a30565b6001600160401b039485168152928416602084015260ff919091166040830152909116606082015260800190565b634e487b7160e01b5f52603260045260245ffd5b80820281158282048414176139c5576139c561589a565b815f805b6004811015615af157825160209093019263ffffffff600583901b81811b1994909416911690921b9190911790600101615abc565b509091555050565b6001600160401b03615b0a82615a30565b1682526001600160401b03615b2160208301615a30565b1660208301525050565b60ff8781168252861660208201526101008101615b4b6040830187615af9565b84151560808301528360a0830152615b6660c0830184615af9565b979650505050505050565b5f60208284031215615b81575f5ffd5b8151611fb2816150bb565b615b9681876159d7565b60e060808201525f615bab60e083018761506f565b8560a084015282810360c0840152838152838560208301375f602085830101526020601f19601f8601168201019150509695505050505050565b5f82518060208501845e5f920191825250919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f6001600160fb1b03831115615c44575f5ffd5b8260051b80838637939093019392505050565b8481528360208201525f615c6f604083018486615c30565b9695505050505050565b8381525f615c8b602083018486615c30565b95945050505050565b600782810b9082900b0360016001603f1b0319811260016001603f1b03821317156139c5576139c561589a565b5f60ff821660ff81036158dc576158dc61589a565b634e487b7160e01b5f52601260045260245ffd5b5f8160070b8360070b80615d0057615d00615cd6565b60016001603f1b031982145f1982141615615d1d57615d1d61589a565b90059392505050565b600781810b9083900b0160016001603f1b03811360016001603f1b0319821217156139c5576139c561589a565b65ffffffffffff82811682821603908111156139c5576139c561589a565b608081016139c582846159d7565b60ff81811683821601908111156139c5576139c561589a565b8183526020830192505f815f5b8481101561509f57813586526020808301359087015260409586019590910190600101615da5565b85815263ffffffff8516602082015260a06040820152615dfa60a082018580358252602090810135910152565b604080850160e08301376040608085016101208301375f60c0850135601e19863603018112615e27575f5ffd5b85016020810190356001600160401b03811115615e42575f5ffd5b8060061b3603821315615e53575f5ffd5b61016080850152615e6961020085018284615d98565b915050615e7860e08701615916565b63ffffffff166101808401526101008601356101a08401526101208601356101c0840152610140909501356101e083015250606081019290925260809091015292915050565b5f5f60408385031215615ecf575f5ffd5b505080516020909101519092909150565b5f5f8335601e19843603018112615ef5575f5ffd5b8301803591506001600160401b03821115615f0e575f5ffd5b6020019150600681901b3603821315615153575f5ffd5b5f60208284031215615f35575f5ffd5b81516001600160601b0381168114611fb2575f5ffd5b5f82615f5957615f59615cd6565b50049056fe33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7ca2646970667358221220056c66dbd9d803e8116ad19638c5e1e80e02fe6a7446b1dd1e8bc9262af87edf64736f6c63430008250033",
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

// PackCHALLENGEEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e25061.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHALLENGE_EXPIRED() view returns(uint8)
func (disputeGame *DisputeGame) PackCHALLENGEEXPIRED() []byte {
	enc, err := disputeGame.abi.Pack("CHALLENGE_EXPIRED")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHALLENGEEXPIRED is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e25061.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHALLENGE_EXPIRED() view returns(uint8)
func (disputeGame *DisputeGame) TryPackCHALLENGEEXPIRED() ([]byte, error) {
	return disputeGame.abi.Pack("CHALLENGE_EXPIRED")
}

// UnpackCHALLENGEEXPIRED is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x04e25061.
//
// Solidity: function CHALLENGE_EXPIRED() view returns(uint8)
func (disputeGame *DisputeGame) UnpackCHALLENGEEXPIRED(data []byte) (uint8, error) {
	out, err := disputeGame.abi.Unpack("CHALLENGE_EXPIRED", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
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

// PackRESOLVEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21a8fc5f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RESOLVE_WINDOW() view returns(uint256)
func (disputeGame *DisputeGame) PackRESOLVEWINDOW() []byte {
	enc, err := disputeGame.abi.Pack("RESOLVE_WINDOW")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRESOLVEWINDOW is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x21a8fc5f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RESOLVE_WINDOW() view returns(uint256)
func (disputeGame *DisputeGame) TryPackRESOLVEWINDOW() ([]byte, error) {
	return disputeGame.abi.Pack("RESOLVE_WINDOW")
}

// UnpackRESOLVEWINDOW is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x21a8fc5f.
//
// Solidity: function RESOLVE_WINDOW() view returns(uint256)
func (disputeGame *DisputeGame) UnpackRESOLVEWINDOW(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("RESOLVE_WINDOW", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
func (disputeGame *DisputeGame) TryPackChallenge(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("challenge", challengeId)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab82d9a0.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32))
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

// PackDecidedAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdef8859.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decidedAt(uint256 challengeId) view returns(uint256)
func (disputeGame *DisputeGame) PackDecidedAt(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("decidedAt", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecidedAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfdef8859.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decidedAt(uint256 challengeId) view returns(uint256)
func (disputeGame *DisputeGame) TryPackDecidedAt(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("decidedAt", challengeId)
}

// UnpackDecidedAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfdef8859.
//
// Solidity: function decidedAt(uint256 challengeId) view returns(uint256)
func (disputeGame *DisputeGame) UnpackDecidedAt(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("decidedAt", data)
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

// PackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expire(uint256 challengeId) returns()
func (disputeGame *DisputeGame) PackExpire(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("expire", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expire(uint256 challengeId) returns()
func (disputeGame *DisputeGame) TryPackExpire(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("expire", challengeId)
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

// PackMoverOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x968825c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function moverOf(address principal, address mover) view returns(bool)
func (disputeGame *DisputeGame) PackMoverOf(principal common.Address, mover common.Address) []byte {
	enc, err := disputeGame.abi.Pack("moverOf", principal, mover)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMoverOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x968825c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function moverOf(address principal, address mover) view returns(bool)
func (disputeGame *DisputeGame) TryPackMoverOf(principal common.Address, mover common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("moverOf", principal, mover)
}

// UnpackMoverOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x968825c9.
//
// Solidity: function moverOf(address principal, address mover) view returns(bool)
func (disputeGame *DisputeGame) UnpackMoverOf(data []byte) (bool, error) {
	out, err := disputeGame.abi.Unpack("moverOf", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
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

// PackOpHi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c96c75.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function opHi(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) PackOpHi(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("opHi", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpHi is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1c96c75.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function opHi(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) TryPackOpHi(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("opHi", gameId)
}

// UnpackOpHi is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb1c96c75.
//
// Solidity: function opHi(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) UnpackOpHi(data []byte) ([32]byte, error) {
	out, err := disputeGame.abi.Unpack("opHi", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOpHiByChallenger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bc33a9b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function opHiByChallenger(uint256 gameId) view returns(bool)
func (disputeGame *DisputeGame) PackOpHiByChallenger(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("opHiByChallenger", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpHiByChallenger is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bc33a9b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function opHiByChallenger(uint256 gameId) view returns(bool)
func (disputeGame *DisputeGame) TryPackOpHiByChallenger(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("opHiByChallenger", gameId)
}

// UnpackOpHiByChallenger is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5bc33a9b.
//
// Solidity: function opHiByChallenger(uint256 gameId) view returns(bool)
func (disputeGame *DisputeGame) UnpackOpHiByChallenger(data []byte) (bool, error) {
	out, err := disputeGame.abi.Unpack("opHiByChallenger", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackOpLo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0ba9317.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function opLo(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) PackOpLo(gameId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("opLo", gameId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpLo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0ba9317.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function opLo(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) TryPackOpLo(gameId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("opLo", gameId)
}

// UnpackOpLo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd0ba9317.
//
// Solidity: function opLo(uint256 gameId) view returns(bytes32)
func (disputeGame *DisputeGame) UnpackOpLo(data []byte) ([32]byte, error) {
	out, err := disputeGame.abi.Unpack("opLo", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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
// the contract method with ID 0x6ef4cd72.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys, uint256 batchCount, uint256 batchPosition, bytes32[] batchSiblings) returns()
func (disputeGame *DisputeGame) PackResolve(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point, batchCount *big.Int, batchPosition *big.Int, batchSiblings [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("resolve", challengeId, sig, signerKeys, batchCount, batchPosition, batchSiblings)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ef4cd72.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys, uint256 batchCount, uint256 batchPosition, bytes32[] batchSiblings) returns()
func (disputeGame *DisputeGame) TryPackResolve(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point, batchCount *big.Int, batchPosition *big.Int, batchSiblings [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("resolve", challengeId, sig, signerKeys, batchCount, batchPosition, batchSiblings)
}

// PackResolveShard is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64eaa9bd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolveShard(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys, bytes32[6] claim) returns()
func (disputeGame *DisputeGame) PackResolveShard(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point, claim [6][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("resolveShard", challengeId, sig, signerKeys, claim)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolveShard is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64eaa9bd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolveShard(uint256 challengeId, ((uint256,uint256),(uint256[2],uint256[2]),(uint256,uint256)[],uint32,(uint256,uint256),uint256) sig, (uint256,uint256)[] signerKeys, bytes32[6] claim) returns()
func (disputeGame *DisputeGame) TryPackResolveShard(challengeId *big.Int, sig QuorumSignature, signerKeys []G1Point, claim [6][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("resolveShard", challengeId, sig, signerKeys, claim)
}

// PackSetMover is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1ed187b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMover(address mover, bool allowed) returns()
func (disputeGame *DisputeGame) PackSetMover(mover common.Address, allowed bool) []byte {
	enc, err := disputeGame.abi.Pack("setMover", mover, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMover is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1ed187b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMover(address mover, bool allowed) returns()
func (disputeGame *DisputeGame) TryPackSetMover(mover common.Address, allowed bool) ([]byte, error) {
	return disputeGame.abi.Pack("setMover", mover, allowed)
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

// PackStepProven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03bb85a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stepProven(uint256 gameId, bytes proof) returns()
func (disputeGame *DisputeGame) PackStepProven(gameId *big.Int, proof []byte) []byte {
	enc, err := disputeGame.abi.Pack("stepProven", gameId, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStepProven is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x03bb85a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stepProven(uint256 gameId, bytes proof) returns()
func (disputeGame *DisputeGame) TryPackStepProven(gameId *big.Int, proof []byte) ([]byte, error) {
	return disputeGame.abi.Pack("stepProven", gameId, proof)
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

// DisputeGameExpired represents a Expired event raised by the DisputeGame contract.
type DisputeGameExpired struct {
	ChallengeId *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameExpiredEventName = "Expired"

// ContractEventName returns the user-defined event name.
func (DisputeGameExpired) ContractEventName() string {
	return DisputeGameExpiredEventName
}

// UnpackExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Expired(uint256 indexed challengeId)
func (disputeGame *DisputeGame) UnpackExpiredEvent(log *types.Log) (*DisputeGameExpired, error) {
	event := "Expired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameExpired)
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

// DisputeGameMoverSet represents a MoverSet event raised by the DisputeGame contract.
type DisputeGameMoverSet struct {
	Principal common.Address
	Mover     common.Address
	Allowed   bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const DisputeGameMoverSetEventName = "MoverSet"

// ContractEventName returns the user-defined event name.
func (DisputeGameMoverSet) ContractEventName() string {
	return DisputeGameMoverSetEventName
}

// UnpackMoverSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MoverSet(address indexed principal, address indexed mover, bool allowed)
func (disputeGame *DisputeGame) UnpackMoverSetEvent(log *types.Log) (*DisputeGameMoverSet, error) {
	event := "MoverSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameMoverSet)
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadBatchProof"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadBatchProofError(raw[4:])
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["ResolveWindowOpen"].ID.Bytes()[:4]) {
		return disputeGame.UnpackResolveWindowOpenError(raw[4:])
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

// DisputeGameBadBatchProof represents a BadBatchProof error raised by the DisputeGame contract.
type DisputeGameBadBatchProof struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadBatchProof()
func DisputeGameBadBatchProofErrorID() common.Hash {
	return common.HexToHash("0x8fcaf70005893ef6ece4a8bdd4a5d5923d5f4ab795a89daf8a1f7e62e4d63a3f")
}

// UnpackBadBatchProofError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadBatchProof()
func (disputeGame *DisputeGame) UnpackBadBatchProofError(raw []byte) (*DisputeGameBadBatchProof, error) {
	out := new(DisputeGameBadBatchProof)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadBatchProof", raw); err != nil {
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

// DisputeGameResolveWindowOpen represents a ResolveWindowOpen error raised by the DisputeGame contract.
type DisputeGameResolveWindowOpen struct {
	Until *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResolveWindowOpen(uint256 until)
func DisputeGameResolveWindowOpenErrorID() common.Hash {
	return common.HexToHash("0xf941a5442d880374d4be804c1f485627c0d616c1db69f6a8b3fdf8db4039ca40")
}

// UnpackResolveWindowOpenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResolveWindowOpen(uint256 until)
func (disputeGame *DisputeGame) UnpackResolveWindowOpenError(raw []byte) (*DisputeGameResolveWindowOpen, error) {
	out := new(DisputeGameResolveWindowOpen)
	if err := disputeGame.abi.UnpackIntoInterface(out, "ResolveWindowOpen", raw); err != nil {
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
