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
	Signatory      [32]byte
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

// DisputeGameLoss is an auto generated low-level Go binding around an user-defined struct.
type DisputeGameLoss struct {
	Signers [32]byte
	Count   uint64
	Done    uint64
}

// DisputeGamePosition is an auto generated low-level Go binding around an user-defined struct.
type DisputeGamePosition struct {
	Level uint64
	Index uint64
}

// DisputeGameMetaData contains all meta data concerning the DisputeGame contract.
var DisputeGameMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"oneStep_\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"},{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"contractISlashingRegistry\"},{\"name\":\"challengeWindow_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"joinWindow_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clock_\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"challengerBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defenderBond_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashBips_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"RESOLVE_WINDOW\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"admit\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"admitted\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bisect\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"challenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Challenge\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"openedAt\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"refused\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"lastEndedAt\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"games\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"won\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"bond\",\"type\":\"uint128\",\"internalType\":\"uint128\"},{\"name\":\"decidedBy\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"value\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signatory\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeState\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengerBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"clock\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decidedAt\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defenceOf\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defences\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"defend\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"defenderBond\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"expire\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"game\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Game\",\"components\":[{\"name\":\"challenger\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"turnStart\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"hiBy\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"level\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"levels\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"defender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"clockDefender\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"clockChallenger\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"lo\",\"type\":\"int64\",\"internalType\":\"int64\"},{\"name\":\"hi\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"leaves\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"pendingIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"loHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"hiHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"pendingHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"path\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"rounds\",\"type\":\"uint32[4]\",\"internalType\":\"uint32[4]\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"moves\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"winner\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"challengeId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"promptLen\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gameCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"joinWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"loss\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structDisputeGame.Loss\",\"components\":[{\"name\":\"signers\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"count\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"done\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"moverOf\",\"inputs\":[{\"name\":\"principal\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"mover\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oneStep\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOneStep\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"tokens\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"signatory\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"mismatch\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"openShard\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"prompt\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"n\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"t\",\"type\":\"tuple\",\"internalType\":\"structTransition\",\"components\":[{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"slot\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"oldValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"newValue\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"referenceBlock\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"name\":\"signatory\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"claim\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISlashingRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMover\",\"inputs\":[{\"name\":\"mover\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slash\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"ids\",\"type\":\"bytes32[]\",\"internalType\":\"bytes32[]\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"slashBips\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"slashedFor\",\"inputs\":[{\"name\":\"digest\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"step\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"witness\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stepProven\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"proof\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"timeout\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"undecided\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Admitted\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"manifest\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Bisected\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"side\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"verdict\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"on\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"name\":\"hasClaim\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"},{\"name\":\"claim\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"at\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structDisputeGame.Position\",\"components\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeFailed\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChallengeOpened\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"consumer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"input\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"challenger\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"root\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"steps\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"joinUntil\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DefenceOpened\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"defender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Expired\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"GameEnded\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"winner\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"},{\"name\":\"reason\",\"type\":\"uint8\",\"indexed\":false,\"internalType\":\"uint8\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MoverSet\",\"inputs\":[{\"name\":\"principal\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"mover\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Resolved\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"signers\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"owed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashedPage\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"from\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"to\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Stepped\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"post\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyDefending\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AlreadyInvalid\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"BadConfig\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadConsumer\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"BadMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadMove\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadProof\",\"inputs\":[{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"BadRequest\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"BadShape\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"leaves\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChallengeDecided\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ClockExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"GameOver\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InputMismatch\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"expected\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"JoinClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"JoinOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NoChallenge\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotAPlayer\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotAdmitted\",\"inputs\":[{\"name\":\"consumer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotExpired\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotLanded\",\"inputs\":[{\"name\":\"input\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"NotOwner\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"NotReleasable\",\"inputs\":[{\"name\":\"gameId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotResolvable\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotYourTurn\",\"inputs\":[{\"name\":\"side\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"turn\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"NothingToSlash\",\"inputs\":[{\"name\":\"challengeId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ResolveWindowOpen\",\"inputs\":[{\"name\":\"until\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ResultMismatch\",\"inputs\":[{\"name\":\"landed\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"SignersMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"TransitionMismatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WindowClosed\",\"inputs\":[{\"name\":\"closedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WithdrawFailed\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"WrongBond\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"WrongPhase\",\"inputs\":[{\"name\":\"phase\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"WrongPosition\",\"inputs\":[{\"name\":\"level\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"index\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantLevel\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"wantIndex\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]}]",
	ID:  "DisputeGame",
	Bin: "0x610180604052348015610010575f5ffd5b5060405161646938038061646983398101604081905261002f91610280565b6001600160a01b0388163b158061004e57506001600160a01b0387163b155b8061005f575065ffffffffffff8416155b80610070575065ffffffffffff8516155b80610079575081155b80610085575061271081115b156100a3576040516301f30c8760e21b815260040160405180910390fd5b6040876001600160a01b03166338abcc796040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100e1573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061010591906102fc565b61010f9190610313565b86101561012f576040516301f30c8760e21b815260040160405180910390fd5b5f886001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561016c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061019091906102fc565b905080158061019f5750600481115b156101ca576040516324f5c9ff60e21b8152600481018290525f602482015260440160405180910390fd5b6001600160a01b03808a16608052881660a052600980546001600160a01b031916339081179091556040515f907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a35060c09590955265ffffffffffff93841660e0529190921661010052610120919091526101405261016052506103389050565b6001600160a01b0381168114610263575f5ffd5b50565b805165ffffffffffff8116811461027b575f5ffd5b919050565b5f5f5f5f5f5f5f5f610100898b031215610298575f5ffd5b88516102a38161024f565b60208a01519098506102b48161024f565b60408a015190975095506102ca60608a01610266565b94506102d860808a01610266565b60a08a015160c08b015160e0909b0151999c989b5096999598909790945092505050565b5f6020828403121561030c575f5ffd5b5051919050565b8082018082111561033257634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e05161010051610120516101405161016051615ff66104735f395f818161038d0152612de501525f818161060a015281816119fa015281816128b6015281816128de0152818161375c015281816137da015261446201525f818161035a01528181610d1c01528181610d4401528181612438015261246001525f818161055401526144f801525f81816105d7015281816126dd0152818161285f01528181612f3c01528181613ea201526143ad01525f818161050201528181613ade0152613b2801525f81816104a301528181611c5e01528181612bdd01528181612c8501528181612d3c0152612e4a01525f81816109a801528181610e8c01528181610f2f0152818161325601528181613d7001528181614150015281816145420152818161462001526146de0152615ff65ff3fe6080604052600436106101cd575f3560e01c80638da5cb5b116100fc5780638da5cb5b1461052457806391ddadf414610543578063968825c91461058d57806396de63e9146105c6578063a007d875146105f9578063a2f057251461062c578063ab82d9a014610640578063b0b5afc614610820578063bf81bf431461083f578063cddbe7291461085e578063d4aa2a781461088a578063d5d44d801461089d578063e66d043f146108c8578063f04b2059146108fe578063f15842ef14610934578063f2fde38b14610965578063f537c50714610984578063f617404414610997578063fd12e791146109ca578063fdef8859146109e9575f5ffd5b806220d939146101d157806303bb85a61461020f5780630761a0041461023057806308148f7a1461024f5780631629593e1461026e5780631ed187b51461029a57806321a8fc5f146102b957806335ac399d146102cf57806336a68092146102e257806337bdc99b146103015780633ccfd60b146103205780634d1975b41461033457806368ccdc861461034957806369d21c4a1461037c5780636dc770ba146103af5780637a1151c0146103ed5780637b103999146104925780637bbca57f146104d2578063861a1412146104f1575b5f5ffd5b3480156101dc575f5ffd5b506101fc6101eb366004615039565b600a6020525f908152604090205481565b6040519081526020015b60405180910390f35b34801561021a575f5ffd5b5061022e610229366004615098565b610a08565b005b34801561023b575f5ffd5b5061022e61024a366004615098565b610a20565b34801561025a575f5ffd5b5061022e6102693660046150df565b610a33565b348015610279575f5ffd5b5061028d6102883660046150df565b610c4f565b6040516102069190615130565b3480156102a5575f5ffd5b5061022e6102b436600461514f565b610cae565b3480156102c4575f5ffd5b506101fc62093a8081565b6101fc6102dd3660046151d7565b610d19565b3480156102ed575f5ffd5b5061022e6102fc3660046152c6565b611002565b34801561030c575f5ffd5b5061022e61031b3660046150df565b611911565b34801561032b575f5ffd5b5061022e611a59565b34801561033f575f5ffd5b506101fc60015481565b348015610354575f5ffd5b506101fc7f000000000000000000000000000000000000000000000000000000000000000081565b348015610387575f5ffd5b506101fc7f000000000000000000000000000000000000000000000000000000000000000081565b3480156103ba575f5ffd5b506103dd6103c93660046150df565b60086020525f908152604090205460ff1681565b6040519015158152602001610206565b3480156103f8575f5ffd5b5061045f6104073660046150df565b60408051606080820183525f8083526020808401829052928401819052938452600b8252928290208251938401835280548452600101546001600160401b0380821692850192909252600160401b9004169082015290565b60408051825181526020808401516001600160401b03908116918301919091529282015190921690820152606001610206565b34801561049d575f5ffd5b506104c57f000000000000000000000000000000000000000000000000000000000000000081565b6040516102069190615334565b3480156104dd575f5ffd5b5061022e6104ec366004615039565b611b02565b3480156104fc575f5ffd5b506101fc7f000000000000000000000000000000000000000000000000000000000000000081565b34801561052f575f5ffd5b506009546104c5906001600160a01b031681565b34801561054e575f5ffd5b506105767f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff9091168152602001610206565b348015610598575f5ffd5b506103dd6105a7366004615355565b600c60209081525f928352604080842090915290825290205460ff1681565b3480156105d1575f5ffd5b506105767f000000000000000000000000000000000000000000000000000000000000000081565b348015610604575f5ffd5b506101fc7f000000000000000000000000000000000000000000000000000000000000000081565b348015610637575f5ffd5b506101fc5f5481565b34801561064b575f5ffd5b5061081361065a3660046150df565b60408051610240810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e081018290526102008101829052610220810191909152505f9081526002602081815260409283902083516102408101855281546001600160a01b038082168352600160a01b80830465ffffffffffff1695840195909552600160d01b820460ff90811697840197909752600160d81b820490961615156060830152600160e01b9081900463ffffffff9081166080840152600184015496871660a0840152938604841660c0830152600160c01b8604841660e0830152909404909116610100840152908101546101208301526003810154610140830152600481015461016083015260058101546001600160401b03808216610180850152600160401b8204166101a0840152600160801b90046001600160801b03166101c083015260068101546101e083015260078101546102008301526008015461022082015290565b6040516102069190615381565b34801561082b575f5ffd5b5061022e61083a366004615098565b611d74565b34801561084a575f5ffd5b5061022e6108593660046150df565b6120de565b348015610869575f5ffd5b5061087d6108783660046150df565b6121b6565b604051610206919061551f565b6101fc610898366004615762565b612435565b3480156108a8575f5ffd5b506101fc6108b7366004615039565b60076020525f908152604090205481565b3480156108d3575f5ffd5b506101fc6108e2366004615808565b600660209081525f928352604080842090915290825290205481565b348015610909575f5ffd5b506101fc610918366004615832565b600560209081525f928352604080842090915290825290205481565b34801561093f575f5ffd5b5061095361094e3660046150df565b612623565b60405160ff9091168152602001610206565b348015610970575f5ffd5b5061022e61097f366004615039565b61274d565b6101fc6109923660046150df565b6127d3565b3480156109a2575f5ffd5b506104c57f000000000000000000000000000000000000000000000000000000000000000081565b3480156109d5575f5ffd5b5061022e6109e4366004615855565b612ac0565b3480156109f4575f5ffd5b506101fc610a033660046150df565b612ef7565b610a1b8363318976af60e21b8484612fa1565b505050565b610a1b83633e5e444b60e01b8484612fa1565b5f8181526004602052604090208054600160d01b900460ff1660021480610a62575080546001600160a01b0316155b15610a8857604051633496ed1560e01b8152600481018390526024015b60405180910390fd5b600881015465ffffffffffff600160d01b91829004165f818152600260205260409020549091900460ff1615610ad457604051630dfc1e4160e31b815260048101829052602401610a7f565b8154600160d81b900460ff165f8115610b00576001840154600160d01b900465ffffffffffff16610b15565b6001840154600160a01b900465ffffffffffff165b8454610b339165ffffffffffff90811691600160a01b9004166158b7565b9050804211610b5857604051631f98655760e21b815260048101829052602401610a7f565b60ff8216610b795760018401805465ffffffffffff60a01b19169055610b8b565b6001840180546001600160d01b031690555b600884018054600160a01b900463ffffffff16906014610baa836158ca565b825463ffffffff9182166101009390930a9283029190920219909116179055508354600164ffffffff0160d01b0316600160d11b178455610bec8260016158ee565b60088501805461ffff60c01b1916600160c01b60ff939093169290920260ff60c81b191691909117600160c91b179055600180850154610c4891879186916001600160a01b0390911690610c419087906158ee565b60026136e9565b5050505050565b5f81815260036020908152604091829020805483518184028101840190945280845260609392830182828015610ca257602002820191905f5260205f20905b815481526020019060010190808311610c8e575b50505050509050919050565b335f818152600c602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f4077d023af8862f11309d75da4efb9b19ffcd1006f56390059321b5a611c1fc6910160405180910390a35050565b5f7f00000000000000000000000000000000000000000000000000000000000000003414610d7e57347f000000000000000000000000000000000000000000000000000000000000000060405163062f01ed60e11b8152600401610a7f929190615907565b5f610d8d8d8d8d8d8a8a6138fe565b90508560e00135898989604051602001610da99392919061593c565b6040516020818303038152906040528051906020012014610de357604051630d79219360e11b815260e08701356004820152602401610a7f565b604051636a93856760e01b8152608087013560048201526001600160a01b038e1690636a93856790602401602060405180830381865afa158015610e29573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e4d9190615957565b610e7057604051632d45c3d560e01b815260808701356004820152602401610a7f565b610e7d8d828b8989613b92565b91505f878b141580610f1957507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166302a92b5c8e8e8e6040518463ffffffff1660e01b8152600401610eda939291906159a2565b602060405180830381865afa158015610ef5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f199190615957565b905080158015610f2857508315155b15610fe5577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166339f35ea78e8e8c8c8f8b8b6040518863ffffffff1660e01b8152600401610f8597969594939291906159c5565b602060405180830381865afa158015610fa0573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fc49190615957565b610fe15760405163216915d160e21b815260040160405180910390fd5b5060015b610ff183828e8e613cb9565b50509b9a5050505050505050505050565b5f86815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161114757505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116111a95750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015290506112808188613f09565b604081015160ff16156112b15760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610a7f565b5f6112bb82613f81565b9050816060015160ff168160ff16146112ee57606082015160405163297be95760e01b8152610a7f918391600401615a14565b8160e00151156114775760ff8716600114801590611310575060ff8716600214155b1561132e57604051635a07ca6960e11b815260040160405180910390fd5b60a082015160ff166113436020880188615a3e565b6001600160401b031614158061137f57506101c08201516001600160401b03166113736040880160208901615a3e565b6001600160401b031614155b156113c9576113916020870187615a3e565b6113a16040880160208901615a3e565b8360a00151846101c0015160405163e3e2d21960e01b8152600401610a7f9493929190615a57565b5f60e08301526101c08201515f1960ff8916016113fc57600781900b6101608401526102208301516101e0840152611431565b6001600160401b03811661018084015261022083015161020084015260608301516114289060016158ee565b60ff1660808401525b8261026001518360a0015160ff166004811061144f5761144f615a85565b6020020180519061145f826158ca565b63ffffffff1690525061147183614055565b50611499565b60ff87161561149957604051635a07ca6960e11b815260040160405180910390fd5b604082015160ff1661158457846114c357604051635a07ca6960e11b815260040160405180910390fd5b5f6114cd8361426c565b60a084015190915060ff166114e56020860186615a3e565b6001600160401b031614158061151c57506001600160401b0381166115106040860160208701615a3e565b6001600160401b031614155b156115615761152e6020850185615a3e565b61153e6040860160208701615a3e565b8460a001518360405163e3e2d21960e01b8152600401610a7f9493929190615a57565b600160e08401526001600160401b03166101c083015261022082018490526115a3565b84156115a357604051635a07ca6960e11b815260040160405180910390fd5b6115ac826142a5565b5f888152600460208181526040928390208551815492870151948701516060880151608089015160a08a015160c08b015160e08c01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008901516001850180546101208c01516101408d01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608401516002830180546101808701516101a08801516101c08901516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e0840151600383015561020084015190820155610220830151600582015561024083015183919060068201906117889082615ac4565b50610260820151600782019061179e9082615ac4565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b929093169190910291909117905560405188907fbc083be054a15fa6a89a946e92dab5f79057dc173ee08d58d186f90615874089906118c49084908b908b908b908b908b90615b37565b60405180910390a2600260ff16826040015160ff1603611907576119078883610300015165ffffffffffff16846101000151856102c00151866102e001516136e9565b5050505050505050565b5f8181526004602052604090208054600160d01b900460ff1660021480611940575080546001600160a01b0316155b1561196157604051633496ed1560e01b815260048101839052602401610a7f565b600881015465ffffffffffff600160d01b91829004165f908152600260205260409020540460ff166001146119ac57604051635b012c2760e01b815260048101839052602401610a7f565b8054600164ffffffff0160d01b0316600160d11b178155600881018054600360c81b61ffff60c01b1990911617905560018101546001600160a01b03165f90815260076020526040812080547f00000000000000000000000000000000000000000000000000000000000000009290611a269084906158b7565b92505081905550815f516020615fa15f395f51905f525f6003604051611a4d929190615a14565b60405180910390a25050565b335f9081526007602052604081205490819003611a8957604051631d42c86760e21b815260040160405180910390fd5b335f818152600760205260408082208290555190919083908381818185875af1925050503d805f8114611ad7576040519150601f19603f3d011682016040523d82523d5f602084013e611adc565b606091505b5050905080611afe57604051631d42c86760e21b815260040160405180910390fd5b5050565b6009546001600160a01b03163314611b2d576040516330cd747160e01b815260040160405180910390fd5b6001600160a01b0381163b1580611b5a57506001600160a01b0381165f908152600a602052604090205415155b15611b7a57806040516375afa4e960e11b8152600401610a7f9190615334565b5f8190505f816001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015611bbb573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611bdf9190615b7d565b9050306001600160a01b0316826001600160a01b031663fe25e00a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611c27573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c4b9190615b94565b6001600160a01b0316141580611cf257507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015611cc2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611ce69190615b94565b6001600160a01b031614155b80611cfb575080155b15611d1b57826040516375afa4e960e11b8152600401610a7f9190615334565b6001600160a01b0383165f818152600a602052604090819020839055517f1d8b5a0e1834cd156498982145ee5777a7d6b2dee0813efda2d5dc1d1a4fcf5090611d679084815260200190565b60405180910390a2505050565b5f838152600260205260409020611d8b818561435a565b60018101545f858152600d602052604090206002810154600380830154908501546001600160a01b0390941693600160601b90910463ffffffff16908115611e0f5760038401546040805160208101849052600160801b90920463ffffffff1690820152606001604051602081830303815290604052805190602001209050611e83565b604051630ecc422b60e31b81526001600160a01b03861690637662115890611e3f908c908c908c90600401615bd7565b6040805180830381865afa158015611e59573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611e7d9190615bf0565b90935091505b855460ff60d01b1916600160d11b17865560018601546001600160a01b03165f90815260066020908152604080832060028a015484529091528120805491611eca83615c12565b90915550506002860154604051636a93856760e01b815260048101919091526001600160a01b03861690636a93856790602401602060405180830381865afa158015611f18573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f3c9190615957565b15611f9d5760028601546040516369ecc3cf60e01b815260048101919091526001600160a01b038616906369ecc3cf906024015f604051808303815f87803b158015611f86575f5ffd5b505af1158015611f98573d5f5f3e3d5ffd5b505050505b611fa686614457565b5f8215801590611fc457505f8281526008602052604090205460ff16155b1561209857600160085f8481526020019081526020015f205f6101000a81548160ff0219169083151502179055506040518060600160405280858152602001846001600160401b031681526020015f6001600160401b0316815250600b5f8c81526020019081526020015f205f820151815f01556020820151816001015f6101000a8154816001600160401b0302191690836001600160401b0316021790555060408201518160010160086101000a8154816001600160401b0302191690836001600160401b031602179055509050508290505b897f19169f57deee70bd74be81f9f97f655a7bb0f159ee7cbe69040eca379dc092e984836040516120ca929190615907565b60405180910390a250505050505050505050565b5f8181526002602052604090206120f5818361435a565b5f62093a8061210384612ef7565b61210d91906158b7565b905080421161213257604051633e50695160e21b815260048101829052602401610a7f565b815460ff60d01b1916600360d01b17825560018201546001600160a01b03165f90815260066020908152604080832060028601548452909152812080549161217983615c12565b919050555061218782614457565b60405183907ff80dbaea4785589e52984ca36a31de106adc77759539a5c7d92883bf49692fe9905f90a2505050565b6121be614f14565b5f82815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e08201528185015461020082015260058201546102208201528251938401928390529490936102408601939260068601928390855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161230257505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116123645750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015292915050565b5f7f0000000000000000000000000000000000000000000000000000000000000000341461249a57347f000000000000000000000000000000000000000000000000000000000000000060405163062f01ed60e11b8152600401610a7f929190615907565b5f6124a98a8a8a8a8a8a6138fe565b90505f6001600160a01b038b1663ba72c5ff6124cd6101208a016101008b01615c38565b6040516001600160e01b031960e084901b1681526124f691908a908e908b908b90600401615c53565b61010060405180830381865afa158015612512573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906125369190615c89565b90506125498b8383602001518a8a613b92565b5f818152600d60209081526040808320855181559185015160018301558401516002820155606084015160039091018054608086015160a087015160c088015160e089015163ffffffff96871667ffffffffffffffff1990951694909417600160201b9387169390930292909217600160401b600160801b031916600160401b9186169190910263ffffffff60601b191617600160601b918516919091021763ffffffff60801b1916600160801b93909116929092029190911790559093506126159084908b8b613cb9565b505098975050505050505050565b5f81815260026020526040812080546001600160a01b031661265b5760405163318196b960e01b815260048101849052602401610a7f565b80545f19600160d01b90910460ff16016126785750600292915050565b8054600119600160d01b90910460ff16016126965750600492915050565b8054600219600160d01b90910460ff16016126b45750600592915050565b8054600160d81b900460ff16156126ce5750600392915050565b805461270c9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158b7565b421161271a57505f92915050565b6001810154600160c01b810463ffffffff908116600160a01b9092041614612743576001612746565b60035b9392505050565b6009546001600160a01b03163314612778576040516330cd747160e01b815260040160405180910390fd5b6009546040516001600160a01b038084169216907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3600980546001600160a01b0319166001600160a01b0392909216919091179055565b5f81815260026020526040812080546001600160a01b03168061280c5760405163318196b960e01b815260048101859052602401610a7f565b8154600160d01b900460ff1615158061282d57508154600160d81b900460ff165b1561284e57604051630dfc1e4160e31b815260048101859052602401610a7f565b81545f9061288e9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158b7565b9050804211156128b4576040516315b79c0b60e01b815260048101829052602401610a7f565b7f0000000000000000000000000000000000000000000000000000000000000000341461291857347f000000000000000000000000000000000000000000000000000000000000000060405163062f01ed60e11b8152600401610a7f929190615907565b6001600160a01b03821633036129435733604051630349da4160e41b8152600401610a7f9190615334565b5f858152600560209081526040808320338452909152902054801561297f578581604051634208ac8d60e11b8152600401610a7f929190615907565b60015f815461298d90615d36565b91829055505f8781526005602090815260408083203384528252808320849055898352600382528220805460018082018355918452919092200182905585018054919650600160a01b90910463ffffffff169060146129eb836158ca565b91906101000a81548163ffffffff021916908363ffffffff16021790555050612a12614f14565b6001600160a01b038085168252336101008301819052600187015490911661028083015265ffffffffffff8816610300830152600286015461032083015260058601546001600160401b03808216610340850152600160401b909104166103608301526004860154610200830152604051889088907f69835abacf7da09f62de759cb95d60cf97d0f5412ca41dc3b1da532ee07a94b2905f90a4612ab681876144e3565b5050505050919050565b5f848152600b6020526040902060018101546001600160401b03600160401b8204811691168082101580612af2575083155b15612b1357604051634ded8d5f60e11b815260048101889052602401610a7f565b8481141580612b4b57508254604051612b329088908890602001615d4e565b6040516020818303038152906040528051906020012014155b15612b69576040516374ef6df760e01b815260040160405180910390fd5b5f84612b758484615d5a565b11612b805781612b8a565b612b8a85846158b7565b60018581018054600160401b600160801b031916600160401b6001600160401b038516021790555f8a81526002602052604090200154909150600160e01b900463ffffffff16835b82811015612eb1575f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166363ea4ab28b8b85818110612c1c57612c1c615a85565b905060200201356040518263ffffffff1660e01b8152600401612c4191815260200190565b602060405180830381865afa158015612c5c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612c809190615b94565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663277449288c8c86818110612cc457612cc4615a85565b90506020020135866040518363ffffffff1660e01b8152600401612cf892919091825263ffffffff16602082015260400190565b602060405180830381865afa158015612d13573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612d379190615b7d565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166342623360846040518263ffffffff1660e01b8152600401612d869190615334565b602060405180830381865afa158015612da1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612dc59190615d6d565b6001600160601b0316905080821115612ddc578091505b5f612710612e0a7f000000000000000000000000000000000000000000000000000000000000000085615aad565b612e149190615da7565b90508015612ea25760405163c61b4cc360e01b81526001600160a01b0385811660048301526001600160601b03831660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c61b4cc3906044015f604051808303815f87803b158015612e8b575f5ffd5b505af1158015612e9d573d5f5f3e3d5ffd5b505050505b50505050806001019050612bd2565b50887f169473d4f0707c0aa82dcbe2715909b6210831788c95e0f480bd1f8b9eced29c8584604051612ee4929190615907565b60405180910390a2505050505050505050565b5f8181526002602052604081208054600160d81b900460ff1615612f2b5754600160a01b900465ffffffffffff1692915050565b80545f90612f6b9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158b7565b8254909150600160e01b900463ffffffff168110612f895780612f99565b8154600160e01b900463ffffffff165b949350505050565b5f84815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116130e657505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116131485750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b9091041661010090910152905061321f8186613f09565b604081015160ff166001146132525760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610a7f565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03168661328885614bb8565b61329186614c3d565b866101e0015189896040516024016132ad959493929190615de0565b60408051601f198184030181529181526020820180516001600160e01b03166001600160e01b03199094169390931790925290516132eb9190615e24565b5f60405180830381855afa9150503d805f8114613323576040519150601f19603f3d011682016040523d82523d5f602084013e613328565b606091505b509150915081158061333c57508051602014155b1561335c5780604051637bbf13ad60e01b8152600401610a7f9190615e3a565b5f818060200190518101906133719190615b7d565b90506133a48485610200015183146133985760808601516133939060016158ee565b61339e565b85608001515b5f614d59565b6133ad846142a5565b5f8881526004602081815260409283902087518154928901519489015160608a015160808b015160a08c015160c08d015160e08e01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008b01516001850180546101208e01516101408f01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608601516002830180546101808901516101a08a01516101c08b01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e0860151600383015561020086015190820155610220850151600582015561024085015185919060068201906135899082615ac4565b50610260820151600782019061359f9082615ac4565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b9290931691909102919091179055604080513381526020810183905289917f4b7fa9d524cdc5bac66d1ba2746c158773c28950aba6198fb894b866a084a8ab910160405180910390a26119078885610300015165ffffffffffff16866101000151876102c00151886102e001515b5f84815260026020526040902060ff831661387657805460ff60d01b1916600160d01b17815560018101546001600160a01b03165f90815260066020908152604080832060028501548452909152812080549161374583615c12565b9091555050600681018690556005810154613791907f000000000000000000000000000000000000000000000000000000000000000090600160801b90046001600160801b03166158b7565b6001600160a01b0385165f90815260076020526040812080549091906137b89084906158b7565b90915550506001810154600160c01b900463ffffffff16801561382d576137ff7f000000000000000000000000000000000000000000000000000000000000000082615aad565b82546001600160a01b03165f90815260076020526040812080549091906138279084906158b7565b90915550505b604080518881526001600160a01b038716602082015287917f7347459d58f787385f0f9760473f3eefcc313693e3610d78fc8403ea6ffd8685910160405180910390a2506138cf565b600181018054600160c01b900463ffffffff16906018613895836158ca565b82546101009290920a63ffffffff81810219909316918316021790915582546001600160e01b0316600160e01b4290921691909102178255505b855f516020615fa15f395f51905f5284846040516138ee929190615a14565b60405180910390a2505050505050565b6001600160a01b0386165f908152600a602052604081205480613936578760405163f9eb745360e01b8152600401610a7f9190615334565b63ffffffff85111561395b576040516341cc6b2160e01b815260040160405180910390fd5b6040515f9061397490879089908b908290602001615e6f565b604051602081830303815290604052805190602001209050846080013581146139b857808560800135604051636314530560e01b8152600401610a7f929190615907565b6001600160a01b0389166139d26040870160208801615039565b6001600160a01b03161415806139e9575084354614155b806139f8575081856060013514155b15613a1657604051635b88eadd60e11b815260040160405180910390fd5b88613a2086614d7b565b935060208486604051602001613a37929190615907565b60408051808303601f19018152908290528051602091820120630fe381dd60e31b83526004830186905290921b91906001600160a01b03841690637f1c0ee890602401602060405180830381865afa158015613a95573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613ab99190615b7d565b901b14613adc57604051634cd45c2b60e01b815260048101839052602401610a7f565b7f0000000000000000000000000000000000000000000000000000000000000000613b0f61012088016101008901615c38565b63ffffffff16613b1f91906158b7565b431115613b85577f0000000000000000000000000000000000000000000000000000000000000000613b5961012088016101008901615c38565b63ffffffff16613b6991906158b7565b604051631b6af7f760e31b8152600401610a7f91815260200190565b5050509695505050505050565b5f5f5f8154613ba090615d36565b91829055506001600160a01b0387165f908152600660209081526040808320608088013584529091528120805492935090613bda83615d36565b90915550505f81815260026020526040902080546001600160d01b0319163365ffffffffffff60a01b191617600160a01b4265ffffffffffff16021781556001810180546001600160a01b0319166001600160a01b038916179055613c4761012085016101008601615c38565b60018201805463ffffffff92909216600160e01b026001600160e01b03909216919091179055608084013560028201556003810195909555600485019390935560e09091013560078401556008830155600590910180546001600160801b03348116600160801b029116179055919050565b5f848152600260205260408120908415613ce357815460ff60d81b1916600160d81b178255613e54565b6001613cef84866158b7565b613cf99190615d5a565b6005830180546001600160401b038381166001600160801b03199092168217600160401b91891691909102179091556040805160808101825260018601546001600160a01b039081165f908152600a60209081528482205484526002890154908401529282019390935260608101889052929350907f000000000000000000000000000000000000000000000000000000000000000016637840f8808383604051908082528060200260200182016040528015613dc0578160200160208202803683370190505b506040518363ffffffff1660e01b8152600401613dde929190615e91565b602060405180830381865afa158015613df9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613e1d9190615b7d565b9050801580613e2f575063ffffffff81115b15613e51575f816040516324f5c9ff60e21b8152600401610a7f929190615907565b50505b6002820154600183015460048401546001600160a01b039091169088907ff39e6f2ffa84605017bb93b2a02970d3cdd0e5fe9b5ed9beadd3e938357fd4ef90339086613ec865ffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016426158b7565b604080516001600160a01b0395909516855260208501939093526001600160401b0391909116838301526060830152519081900360800190a4505050505050565b604082015160ff1660021480613f27575081516001600160a01b0316155b15613f4857604051633496ed1560e01b815260048101829052602401610a7f565b613f5182614e67565b5f613f5b83614ebc565b905080421115610a1b5760405163292daabd60e21b815260048101829052602401610a7f565b5f5f825f01516001600160a01b0316336001600160a01b03161480613fc9575082516001600160a01b03165f908152600c6020908152604080832033845290915290205460ff165b90505f8361010001516001600160a01b0316336001600160a01b0316148061401857506101008401516001600160a01b03165f908152600c6020908152604080832033845290915290205460ff165b9050801515821515036140405733604051630349da4160e41b8152600401610a7f9190615334565b8161404b575f612f99565b6001949350505050565b80610160015181610180015161406b9190615eb0565b60070b60011461407e575f604090910152565b6101808101516101a08201516001600160401b03908116908216106140d457611afe82836101e00151846102000151146140c75760808401516140c29060016158ee565b6140cd565b83608001515b6001614d59565b60018260c001516140e591906158ee565b60ff168260a0015160ff160361410057506001604090910152565b808261024001518360a0015160ff166004811061411f5761411f615a85565b63ffffffff909216602092909202015260a0820180519061413f82615edd565b60ff169052505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f88061417e85614bb8565b61418786614c3d565b6040518363ffffffff1660e01b81526004016141a4929190615e91565b602060405180830381865afa1580156141bf573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906141e39190615b7d565b90508015806141f5575063ffffffff81115b156142255760a08301516040516324f5c9ff60e21b815260ff909116600482015260248101829052604401610a7f565b6001600160401b0381166101a08401525f19610160840152600161424882614efc565b6142529190615d5a565b6001600160401b0316610180840152506140559050565b50565b5f60028261016001518361018001516142859190615eb0565b61428f9190615ef2565b82610160015161429f9190615f2e565b92915050565b5f8160200151426142b69190615f5b565b606083015190915060ff166142e8578082610120018181516142d89190615f5b565b65ffffffffffff16905250614307565b8082610140018181516142fb9190615f5b565b65ffffffffffff169052505b65ffffffffffff421660208301526102a08201805190614326826158ca565b63ffffffff16905250604082015160ff16600214611afe57606082015161434e9060016158ee565b60ff1660608301525050565b81546001600160a01b0316158061437b57508154600160d01b900460ff1615155b1561439c576040516338addb0160e01b815260048101829052602401610a7f565b81545f906143dc9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b9004166158b7565b8354909150600160d81b900460ff161580156143f85750804211155b15614419576040516306beaddf60e21b815260048101829052602401610a7f565b6001830154600160c01b810463ffffffff908116600160a01b9092041614610a1b576040516338addb0160e01b815260048101839052602401610a7f565b6001810154614494907f000000000000000000000000000000000000000000000000000000000000000090600160c01b900463ffffffff16615aad565b60058201546144b39190600160801b90046001600160801b03166158b7565b81546001600160a01b03165f90815260076020526040812080549091906144db9084906158b7565b909155505050565b65ffffffffffff4281166020808501919091527f0000000000000000000000000000000000000000000000000000000000000000909116610120840181905261014084015260408051634ecf518b60e01b815290516001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692634ecf518b92600480820193918290030181865afa158015614587573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906145ab9190615b7d565b60ff1660c08301525f608083018190526060830181905261030083015165ffffffffffff168152600d602052604090206003810154600160601b900463ffffffff161580159061461257600160a0850152600382015461024085015163ffffffff90911690525b5f61461c85614bb8565b90507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637840f8808261465788614c3d565b6040518363ffffffff1660e01b8152600401614674929190615e91565b602060405180830381865afa15801561468f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906146b39190615b7d565b6001600160401b03166101a086015281614757576040516302e5bf0f60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c90614713908490600401615f79565b602060405180830381865afa15801561472e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906147529190615b7d565b61475a565b82545b6101e08601528161476c575f1961478a565b600383015461478a90600190600160201b900463ffffffff16615eb0565b60070b610160860152816147c05760016147b1866101a001516001600160401b0316614efc565b6147bb9190615d5a565b6147d3565b6003830154600160401b900463ffffffff165b6001600160401b03166101808601526147eb85614055565b8460045f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548165ffffffffffff021916908365ffffffffffff1602179055506040820151815f01601a6101000a81548160ff021916908360ff1602179055506060820151815f01601b6101000a81548160ff021916908360ff1602179055506080820151815f01601c6101000a81548160ff021916908360ff16021790555060a0820151815f01601d6101000a81548160ff021916908360ff16021790555060c0820151815f01601e6101000a81548160ff021916908360ff16021790555060e0820151815f01601f6101000a81548160ff021916908315150217905550610100820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506101208201518160010160146101000a81548165ffffffffffff021916908365ffffffffffff16021790555061014082015181600101601a6101000a81548165ffffffffffff021916908365ffffffffffff160217905550610160820151816002015f6101000a8154816001600160401b03021916908360070b6001600160401b031602179055506101808201518160020160086101000a8154816001600160401b0302191690836001600160401b031602179055506101a08201518160020160106101000a8154816001600160401b0302191690836001600160401b031602179055506101c08201518160020160186101000a8154816001600160401b0302191690836001600160401b031602179055506101e0820151816003015561020082015181600401556102208201518160050155610240820151816006019081614a869190615ac4565b506102608201516007820190614a9c9082615ac4565b506102808201516008820180546102a08501516102c08601516102e087015161030088015165ffffffffffff16600160d01b026001600160d01b0360ff928316600160c81b0260ff60c81b19948416600160c01b029490941661ffff60c01b1963ffffffff909616600160a01b026001600160c01b03199097166001600160a01b039099169890981795909517939093169590951717919091161790556103208301516009830155610340830151600a9092018054610360909401516001600160401b03908116600160401b026001600160801b031990951693169290921792909217905560408601511660011901610c4857610c488486610300015165ffffffffffff16876101000151886102c00151896102e001516136e9565b614bdf60405180608001604052805f81526020015f81526020015f81526020015f81525090565b50604080516080810182526102808301516001600160a01b03165f908152600a602090815290839020548252610320840151908201526103408301516001600160401b03908116928201929092526103609092015116606082015290565b60605f600160ff16836040015160ff1614614c58575f614c5b565b60015b8360a00151614c6a9190615f87565b60ff169050806001600160401b03811115614c8757614c87615a99565b604051908082528060200260200182016040528015614cb0578160200160208202803683370190505b5091505f5b8360a0015160ff16811015614d0b578361024001518160048110614cdb57614cdb615a85565b602002015163ffffffff16838281518110614cf857614cf8615a85565b6020908102919091010152600101614cb5565b50600160ff16836040015160ff1603614d53578261018001516001600160401b0316828460a0015160ff1681518110614d4657614d46615a85565b6020026020010181815250505b50919050565b60ff9182166102c0840152166102e0820152600260408201525f60e090910152565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced58235614daf6040850160208601615039565b614dbf6060860160408701615a3e565b6060860135608087013560a088013560c089013560e08a0135614dea6101208c016101008d01615c38565b60408051602081019b909b528a01989098526001600160a01b0390961660608901526001600160401b03909416608088015260a087019290925260c086015260e085015261010084015261012083015263ffffffff1661014082015261016001604051602081830303815290604052805190602001209050919050565b61030081015165ffffffffffff165f90815260026020526040902054600160d01b900460ff161561426957610300810151604051630dfc1e4160e31b815265ffffffffffff9091166004820152602401610a7f565b60608101515f9060ff1615614ed657816101400151614edd565b8161012001515b65ffffffffffff16826020015165ffffffffffff1661429f91906158b7565b60015b81811015614f0f5760011b614eff565b919050565b60408051610380810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e0810182905261020081018290526102208101919091526102408101614fb1614ffc565b8152602001614fbe614ffc565b81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e082018190526101009091015290565b60405180608001604052806004906020820280368337509192915050565b6001600160a01b0381168114614269575f5ffd5b8035614f0f8161501a565b5f60208284031215615049575f5ffd5b81356127468161501a565b5f5f83601f840112615064575f5ffd5b5081356001600160401b0381111561507a575f5ffd5b602083019150836020828501011115615091575f5ffd5b9250929050565b5f5f5f604084860312156150aa575f5ffd5b8335925060208401356001600160401b038111156150c6575f5ffd5b6150d286828701615054565b9497909650939450505050565b5f602082840312156150ef575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b82811015615126578151865260209586019590910190600101615108565b5093949350505050565b602081525f61274660208301846150f6565b8015158114614269575f5ffd5b5f5f60408385031215615160575f5ffd5b823561516b8161501a565b9150602083013561517b81615142565b809150509250929050565b5f5f83601f840112615196575f5ffd5b5081356001600160401b038111156151ac575f5ffd5b6020830191508360208260051b8501011115615091575f5ffd5b5f6101208284031215614d53575f5ffd5b5f5f5f5f5f5f5f5f5f5f5f6102008c8e0312156151f2575f5ffd5b6151fb8c61502e565b9a5060208c01356001600160401b03811115615215575f5ffd5b6152218e828f01615186565b909b5099505060408c0135975060608c0135965060808c01356001600160401b0381111561524d575f5ffd5b6152598e828f01615186565b909750955061526d90508d60a08e016151c6565b93506101c08c013592506101e08c01356001600160401b03811115615290575f5ffd5b61529c8e828f01615186565b915080935050809150509295989b509295989b9093969950565b5f60408284031215614d53575f5ffd5b5f5f5f5f5f5f61010087890312156152dc575f5ffd5b86359550602087013560ff811681146152f3575f5ffd5b945061530288604089016152b6565b9350608087013561531281615142565b925060a087013591506153288860c089016152b6565b90509295509295509295565b6001600160a01b0391909116815260200190565b6001600160a01b03169052565b5f5f60408385031215615366575f5ffd5b82356153718161501a565b9150602083013561517b8161501a565b5f61024082019050615394828451615348565b60208301516153ad602084018265ffffffffffff169052565b5060408301516153c2604084018260ff169052565b5060608301516153d6606084018215159052565b5060808301516153ee608084018263ffffffff169052565b5060a083015161540160a0840182615348565b5060c083015161541960c084018263ffffffff169052565b5060e083015161543160e084018263ffffffff169052565b5061010083015161544b61010084018263ffffffff169052565b5061012083015161012083015261014083015161014083015261016083015161016083015261018083015161548c6101808401826001600160401b03169052565b506101a08301516154a96101a08401826001600160401b03169052565b506101c08301516154c66101c08401826001600160801b03169052565b506101e08301516101e083015261020083015161020083015261022083015161022083015292915050565b805f5b600481101561551957815163ffffffff168452602093840193909101906001016154f4565b50505050565b5f61044082019050615532828451615348565b602083015161554b602084018265ffffffffffff169052565b506040830151615560604084018260ff169052565b506060830151615575606084018260ff169052565b50608083015161558a608084018260ff169052565b5060a083015161559f60a084018260ff169052565b5060c08301516155b460c084018260ff169052565b5060e08301516155c860e084018215159052565b506101008301516155dd610100840182615348565b506101208301516155f961012084018265ffffffffffff169052565b5061014083015161561561014084018265ffffffffffff169052565b5061016083015161562c61016084018260070b9052565b506101808301516156496101808401826001600160401b03169052565b506101a08301516156666101a08401826001600160401b03169052565b506101c08301516156836101c08401826001600160401b03169052565b506101e08301516101e08301526102008301516102008301526102208301516102208301526102408301516156bc6102408401826154f1565b506102608301516156d16102c08401826154f1565b506102808301516156e6610340840182615348565b506102a083015163ffffffff16610360838101919091526102c084015160ff9081166103808501526102e0850151166103a084015261030084015165ffffffffffff166103c08401526103208401516103e08401526103408401516001600160401b039081166104008501529301519092166104209091015290565b5f5f5f5f5f5f5f5f6101c0898b03121561577a575f5ffd5b88356157858161501a565b975060208901356001600160401b0381111561579f575f5ffd5b6157ab8b828c01615186565b909850965050604089013594506157c58a60608b016151c6565b935061018089013592506101a08901356001600160401b038111156157e8575f5ffd5b6157f48b828c01615054565b999c989b5096995094979396929594505050565b5f5f60408385031215615819575f5ffd5b82356158248161501a565b946020939093013593505050565b5f5f60408385031215615843575f5ffd5b82359150602083013561517b8161501a565b5f5f5f5f60608587031215615868575f5ffd5b8435935060208501356001600160401b03811115615884575f5ffd5b61589087828801615186565b9598909750949560400135949350505050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561429f5761429f6158a3565b5f63ffffffff821663ffffffff81036158e5576158e56158a3565b60010192915050565b60ff828116828216039081111561429f5761429f6158a3565b918252602082015260400190565b5f6001600160fb1b03831115615929575f5ffd5b8260051b80838637939093019392505050565b8381525f61594e602083018486615915565b95945050505050565b5f60208284031215615967575f5ffd5b815161274681615142565b8183525f6001600160fb1b03831115615989575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f6159b5604083018587615972565b9050826020830152949350505050565b608081525f6159d860808301898b615972565b82810360208401526159eb81888a615972565b90508560408401528281036060840152615a06818587615972565b9a9950505050505050505050565b60ff92831681529116602082015260400190565b80356001600160401b0381168114614f0f575f5ffd5b5f60208284031215615a4e575f5ffd5b61274682615a28565b6001600160401b039485168152928416602084015260ff919091166040830152909116606082015260800190565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b808202811582820484141761429f5761429f6158a3565b815f805b6004811015615afd57825160209093019263ffffffff600583901b81811b1994909416911690921b9190911790600101615ac8565b509091555050565b6001600160401b03615b1682615a28565b1682526001600160401b03615b2d60208301615a28565b1660208301525050565b60ff8781168252861660208201526101008101615b576040830187615b05565b84151560808301528360a0830152615b7260c0830184615b05565b979650505050505050565b5f60208284031215615b8d575f5ffd5b5051919050565b5f60208284031215615ba4575f5ffd5b81516127468161501a565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f61594e604083018486615baf565b5f5f60408385031215615c01575f5ffd5b505080516020909101519092909150565b5f81615c2057615c206158a3565b505f190190565b63ffffffff81168114614269575f5ffd5b5f60208284031215615c48575f5ffd5b813561274681615c27565b63ffffffff86168152846020820152836040820152608060608201525f615b72608083018486615baf565b8051614f0f81615c27565b5f610100828403128015615c9b575f5ffd5b5060405161010081016001600160401b0381118282101715615cbf57615cbf615a99565b604090815283518252602080850151908301528381015190820152615ce660608401615c7e565b6060820152615cf760808401615c7e565b6080820152615d0860a08401615c7e565b60a0820152615d1960c08401615c7e565b60c0820152615d2a60e08401615c7e565b60e08201529392505050565b5f60018201615d4757615d476158a3565b5060010190565b5f612f99828486615915565b8181038181111561429f5761429f6158a3565b5f60208284031215615d7d575f5ffd5b81516001600160601b0381168114612746575f5ffd5b634e487b7160e01b5f52601260045260245ffd5b5f82615db557615db5615d93565b500490565b805182526020810151602083015260408101516040830152606081015160608301525050565b615dea8187615dba565b60e060808201525f615dff60e08301876150f6565b8560a084015282810360c0840152615e18818587615baf565b98975050505050505050565b5f82518060208501845e5f920191825250919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b8481528360208201525f615e87604083018486615915565b9695505050505050565b615e9b8184615dba565b60a060808201525f612f9960a08301846150f6565b600782810b9082900b0360016001603f1b0319811260016001603f1b038213171561429f5761429f6158a3565b5f60ff821660ff81036158e5576158e56158a3565b5f8160070b8360070b80615f0857615f08615d93565b60016001603f1b031982145f1982141615615f2557615f256158a3565b90059392505050565b600781810b9083900b0160016001603f1b03811360016001603f1b03198212171561429f5761429f6158a3565b65ffffffffffff828116828216039081111561429f5761429f6158a3565b6080810161429f8284615dba565b60ff818116838216019081111561429f5761429f6158a356fe33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7ca2646970667358221220f0d33f5b6e9728e4f39df13abb7117b5bfcb6932319bcc475ef4f232227b4fa564736f6c63430008250033",
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
// Solidity: constructor(address oneStep_, address registry_, uint256 challengeWindow_, uint48 joinWindow_, uint48 clock_, uint256 challengerBond_, uint256 defenderBond_, uint256 slashBips_) returns()
func (disputeGame *DisputeGame) PackConstructor(oneStep_ common.Address, registry_ common.Address, challengeWindow_ *big.Int, joinWindow_ *big.Int, clock_ *big.Int, challengerBond_ *big.Int, defenderBond_ *big.Int, slashBips_ *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("", oneStep_, registry_, challengeWindow_, joinWindow_, clock_, challengerBond_, defenderBond_, slashBips_)
	if err != nil {
		panic(err)
	}
	return enc
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

// PackAdmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bbca57f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admit(address consumer) returns()
func (disputeGame *DisputeGame) PackAdmit(consumer common.Address) []byte {
	enc, err := disputeGame.abi.Pack("admit", consumer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7bbca57f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admit(address consumer) returns()
func (disputeGame *DisputeGame) TryPackAdmit(consumer common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("admit", consumer)
}

// PackAdmitted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0020d939.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function admitted(address consumer) view returns(bytes32 manifest)
func (disputeGame *DisputeGame) PackAdmitted(consumer common.Address) []byte {
	enc, err := disputeGame.abi.Pack("admitted", consumer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAdmitted is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0020d939.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function admitted(address consumer) view returns(bytes32 manifest)
func (disputeGame *DisputeGame) TryPackAdmitted(consumer common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("admitted", consumer)
}

// UnpackAdmitted is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0020d939.
//
// Solidity: function admitted(address consumer) view returns(bytes32 manifest)
func (disputeGame *DisputeGame) UnpackAdmitted(data []byte) ([32]byte, error) {
	out, err := disputeGame.abi.Unpack("admitted", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32,bytes32))
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
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32,bytes32))
func (disputeGame *DisputeGame) TryPackChallenge(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("challenge", challengeId)
}

// UnpackChallenge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xab82d9a0.
//
// Solidity: function challenge(uint256 challengeId) view returns((address,uint48,uint8,bool,uint32,address,uint32,uint32,uint32,bytes32,bytes32,bytes32,uint64,uint64,uint128,uint256,bytes32,bytes32))
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

// PackLoss is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a1151c0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function loss(uint256 challengeId) view returns((bytes32,uint64,uint64))
func (disputeGame *DisputeGame) PackLoss(challengeId *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("loss", challengeId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLoss is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a1151c0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function loss(uint256 challengeId) view returns((bytes32,uint64,uint64))
func (disputeGame *DisputeGame) TryPackLoss(challengeId *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("loss", challengeId)
}

// UnpackLoss is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a1151c0.
//
// Solidity: function loss(uint256 challengeId) view returns((bytes32,uint64,uint64))
func (disputeGame *DisputeGame) UnpackLoss(data []byte) (DisputeGameLoss, error) {
	out, err := disputeGame.abi.Unpack("loss", data)
	if err != nil {
		return *new(DisputeGameLoss), err
	}
	out0 := *abi.ConvertType(out[0], new(DisputeGameLoss)).(*DisputeGameLoss)
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

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35ac399d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes32[] mismatch) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) PackOpen(consumer common.Address, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int, t Transition, signatory [32]byte, mismatch [][32]byte) []byte {
	enc, err := disputeGame.abi.Pack("open", consumer, prompt, n, root, tokens, t, signatory, mismatch)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35ac399d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes32[] mismatch) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) TryPackOpen(consumer common.Address, prompt []*big.Int, n *big.Int, root [32]byte, tokens []*big.Int, t Transition, signatory [32]byte, mismatch [][32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("open", consumer, prompt, n, root, tokens, t, signatory, mismatch)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35ac399d.
//
// Solidity: function open(address consumer, uint256[] prompt, uint256 n, bytes32 root, uint256[] tokens, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes32[] mismatch) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackOpen(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("open", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpenShard is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4aa2a78.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function openShard(address consumer, uint256[] prompt, uint256 n, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes claim) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) PackOpenShard(consumer common.Address, prompt []*big.Int, n *big.Int, t Transition, signatory [32]byte, claim []byte) []byte {
	enc, err := disputeGame.abi.Pack("openShard", consumer, prompt, n, t, signatory, claim)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpenShard is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4aa2a78.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function openShard(address consumer, uint256[] prompt, uint256 n, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes claim) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) TryPackOpenShard(consumer common.Address, prompt []*big.Int, n *big.Int, t Transition, signatory [32]byte, claim []byte) ([]byte, error) {
	return disputeGame.abi.Pack("openShard", consumer, prompt, n, t, signatory, claim)
}

// UnpackOpenShard is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4aa2a78.
//
// Solidity: function openShard(address consumer, uint256[] prompt, uint256 n, (uint256,address,uint64,bytes32,bytes32,bytes32,bytes32,bytes32,uint32) t, bytes32 signatory, bytes claim) payable returns(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackOpenShard(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("openShard", data)
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
func (disputeGame *DisputeGame) PackOwner() []byte {
	enc, err := disputeGame.abi.Pack("owner")
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
func (disputeGame *DisputeGame) TryPackOwner() ([]byte, error) {
	return disputeGame.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (disputeGame *DisputeGame) UnpackOwner(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (disputeGame *DisputeGame) PackRegistry() []byte {
	enc, err := disputeGame.abi.Pack("registry")
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
func (disputeGame *DisputeGame) TryPackRegistry() ([]byte, error) {
	return disputeGame.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (disputeGame *DisputeGame) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := disputeGame.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
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
// the contract method with ID 0xb0b5afc6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 challengeId, bytes proof) returns()
func (disputeGame *DisputeGame) PackResolve(challengeId *big.Int, proof []byte) []byte {
	enc, err := disputeGame.abi.Pack("resolve", challengeId, proof)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0b5afc6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 challengeId, bytes proof) returns()
func (disputeGame *DisputeGame) TryPackResolve(challengeId *big.Int, proof []byte) ([]byte, error) {
	return disputeGame.abi.Pack("resolve", challengeId, proof)
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

// PackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd12e791.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function slash(uint256 challengeId, bytes32[] ids, uint256 max) returns()
func (disputeGame *DisputeGame) PackSlash(challengeId *big.Int, ids [][32]byte, max *big.Int) []byte {
	enc, err := disputeGame.abi.Pack("slash", challengeId, ids, max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSlash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfd12e791.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function slash(uint256 challengeId, bytes32[] ids, uint256 max) returns()
func (disputeGame *DisputeGame) TryPackSlash(challengeId *big.Int, ids [][32]byte, max *big.Int) ([]byte, error) {
	return disputeGame.abi.Pack("slash", challengeId, ids, max)
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

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address to) returns()
func (disputeGame *DisputeGame) PackTransferOwnership(to common.Address) []byte {
	enc, err := disputeGame.abi.Pack("transferOwnership", to)
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
func (disputeGame *DisputeGame) TryPackTransferOwnership(to common.Address) ([]byte, error) {
	return disputeGame.abi.Pack("transferOwnership", to)
}

// PackUndecided is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe66d043f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function undecided(address consumer, bytes32 input) view returns(uint256)
func (disputeGame *DisputeGame) PackUndecided(consumer common.Address, input [32]byte) []byte {
	enc, err := disputeGame.abi.Pack("undecided", consumer, input)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUndecided is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe66d043f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function undecided(address consumer, bytes32 input) view returns(uint256)
func (disputeGame *DisputeGame) TryPackUndecided(consumer common.Address, input [32]byte) ([]byte, error) {
	return disputeGame.abi.Pack("undecided", consumer, input)
}

// UnpackUndecided is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe66d043f.
//
// Solidity: function undecided(address consumer, bytes32 input) view returns(uint256)
func (disputeGame *DisputeGame) UnpackUndecided(data []byte) (*big.Int, error) {
	out, err := disputeGame.abi.Unpack("undecided", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
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

// DisputeGameAdmitted represents a Admitted event raised by the DisputeGame contract.
type DisputeGameAdmitted struct {
	Consumer common.Address
	Manifest [32]byte
	Raw      *types.Log // Blockchain specific contextual infos
}

const DisputeGameAdmittedEventName = "Admitted"

// ContractEventName returns the user-defined event name.
func (DisputeGameAdmitted) ContractEventName() string {
	return DisputeGameAdmittedEventName
}

// UnpackAdmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Admitted(address indexed consumer, bytes32 manifest)
func (disputeGame *DisputeGame) UnpackAdmittedEvent(log *types.Log) (*DisputeGameAdmitted, error) {
	event := "Admitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameAdmitted)
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

// DisputeGameOwnershipTransferred represents a OwnershipTransferred event raised by the DisputeGame contract.
type DisputeGameOwnershipTransferred struct {
	From common.Address
	To   common.Address
	Raw  *types.Log // Blockchain specific contextual infos
}

const DisputeGameOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DisputeGameOwnershipTransferred) ContractEventName() string {
	return DisputeGameOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed from, address indexed to)
func (disputeGame *DisputeGame) UnpackOwnershipTransferredEvent(log *types.Log) (*DisputeGameOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameOwnershipTransferred)
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
	ChallengeId *big.Int
	Signers     *big.Int
	Owed        *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameResolvedEventName = "Resolved"

// ContractEventName returns the user-defined event name.
func (DisputeGameResolved) ContractEventName() string {
	return DisputeGameResolvedEventName
}

// UnpackResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Resolved(uint256 indexed challengeId, uint256 signers, uint256 owed)
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

// DisputeGameSlashedPage represents a SlashedPage event raised by the DisputeGame contract.
type DisputeGameSlashedPage struct {
	ChallengeId *big.Int
	From        *big.Int
	To          *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const DisputeGameSlashedPageEventName = "SlashedPage"

// ContractEventName returns the user-defined event name.
func (DisputeGameSlashedPage) ContractEventName() string {
	return DisputeGameSlashedPageEventName
}

// UnpackSlashedPageEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlashedPage(uint256 indexed challengeId, uint256 from, uint256 to)
func (disputeGame *DisputeGame) UnpackSlashedPageEvent(log *types.Log) (*DisputeGameSlashedPage, error) {
	event := "SlashedPage"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != disputeGame.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DisputeGameSlashedPage)
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadConfig"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadConfigError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadConsumer"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadConsumerError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["BadMismatch"].ID.Bytes()[:4]) {
		return disputeGame.UnpackBadMismatchError(raw[4:])
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotAdmitted"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotAdmittedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotExpired"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotLanded"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotLandedError(raw[4:])
	}
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NotOwner"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNotOwnerError(raw[4:])
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
	if bytes.Equal(raw[:4], disputeGame.abi.Errors["NothingToSlash"].ID.Bytes()[:4]) {
		return disputeGame.UnpackNothingToSlashError(raw[4:])
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

// DisputeGameBadConsumer represents a BadConsumer error raised by the DisputeGame contract.
type DisputeGameBadConsumer struct {
	Consumer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadConsumer(address consumer)
func DisputeGameBadConsumerErrorID() common.Hash {
	return common.HexToHash("0xeb5f49d2d9e5a2a299ab00c7a100d5f58fffe0863f3bfb464e7fde3aff23d034")
}

// UnpackBadConsumerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadConsumer(address consumer)
func (disputeGame *DisputeGame) UnpackBadConsumerError(raw []byte) (*DisputeGameBadConsumer, error) {
	out := new(DisputeGameBadConsumer)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadConsumer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameBadMismatch represents a BadMismatch error raised by the DisputeGame contract.
type DisputeGameBadMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadMismatch()
func DisputeGameBadMismatchErrorID() common.Hash {
	return common.HexToHash("0x85a457442aaccd594a14a2619a6c8cf07f1716d6609873b3b56daa825681f697")
}

// UnpackBadMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadMismatch()
func (disputeGame *DisputeGame) UnpackBadMismatchError(raw []byte) (*DisputeGameBadMismatch, error) {
	out := new(DisputeGameBadMismatch)
	if err := disputeGame.abi.UnpackIntoInterface(out, "BadMismatch", raw); err != nil {
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

// DisputeGameNotAdmitted represents a NotAdmitted error raised by the DisputeGame contract.
type DisputeGameNotAdmitted struct {
	Consumer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAdmitted(address consumer)
func DisputeGameNotAdmittedErrorID() common.Hash {
	return common.HexToHash("0xf9eb7453ab8744e4cb94d46ace41077884bf6f2444cf33296649fc80d1eeb578")
}

// UnpackNotAdmittedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAdmitted(address consumer)
func (disputeGame *DisputeGame) UnpackNotAdmittedError(raw []byte) (*DisputeGameNotAdmitted, error) {
	out := new(DisputeGameNotAdmitted)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotAdmitted", raw); err != nil {
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

// DisputeGameNotLanded represents a NotLanded error raised by the DisputeGame contract.
type DisputeGameNotLanded struct {
	Input [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotLanded(bytes32 input)
func DisputeGameNotLandedErrorID() common.Hash {
	return common.HexToHash("0x4cd45c2ba7c814df3cb0e4c7aef9719f28ca88b092e0bd040b03f735dc603916")
}

// UnpackNotLandedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotLanded(bytes32 input)
func (disputeGame *DisputeGame) UnpackNotLandedError(raw []byte) (*DisputeGameNotLanded, error) {
	out := new(DisputeGameNotLanded)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotLanded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DisputeGameNotOwner represents a NotOwner error raised by the DisputeGame contract.
type DisputeGameNotOwner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOwner()
func DisputeGameNotOwnerErrorID() common.Hash {
	return common.HexToHash("0x30cd74712f59d478562d48e2d35de830db72c60a63dd08ae59199eec990b5bc4")
}

// UnpackNotOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOwner()
func (disputeGame *DisputeGame) UnpackNotOwnerError(raw []byte) (*DisputeGameNotOwner, error) {
	out := new(DisputeGameNotOwner)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NotOwner", raw); err != nil {
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

// DisputeGameNothingToSlash represents a NothingToSlash error raised by the DisputeGame contract.
type DisputeGameNothingToSlash struct {
	ChallengeId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NothingToSlash(uint256 challengeId)
func DisputeGameNothingToSlashErrorID() common.Hash {
	return common.HexToHash("0x9bdb1abeff28ede8c217ecc74fa9be3bcc2eda15b7680788e48d3abd44e0fe62")
}

// UnpackNothingToSlashError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NothingToSlash(uint256 challengeId)
func (disputeGame *DisputeGame) UnpackNothingToSlashError(raw []byte) (*DisputeGameNothingToSlash, error) {
	out := new(DisputeGameNothingToSlash)
	if err := disputeGame.abi.UnpackIntoInterface(out, "NothingToSlash", raw); err != nil {
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
	Landed [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ResultMismatch(bytes32 landed)
func DisputeGameResultMismatchErrorID() common.Hash {
	return common.HexToHash("0x1af243267c7730ce2ee2b9b55b6272e56266a15be93f58a036e83e451223981b")
}

// UnpackResultMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ResultMismatch(bytes32 landed)
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
