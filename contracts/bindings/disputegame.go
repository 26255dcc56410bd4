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
	Bin: "0x6101a0604052348015610010575f5ffd5b5060405161715938038061715983398101604081905261002f9161030e565b6001600160a01b03808916608081905290881660a05260c087905265ffffffffffff80871660e0528516610100526101208490526101408390526101608290523b158061008457506001600160a01b0387163b155b80610095575065ffffffffffff8416155b806100a6575065ffffffffffff8516155b806100af575081155b806100bb575061271081115b156100d9576040516301f30c8760e21b815260040160405180910390fd5b6040876001600160a01b03166338abcc796040518163ffffffff1660e01b8152600401602060405180830381865afa158015610117573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061013b919061038a565b61014591906103a1565b861015610165576040516301f30c8760e21b815260040160405180910390fd5b5f886001600160a01b0316634ecf518b6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156101a2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101c6919061038a565b90508015806101d55750600481115b15610200576040516324f5c9ff60e21b8152600481018290525f602482015260440160405180910390fd5b600980546001600160a01b031916339081179091556040515f907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0908290a38888888888888888604051610253906102d0565b6001600160a01b039889168152979096166020880152604087019490945265ffffffffffff92831660608701529116608085015260a084015260c083015260e082015261010001604051809103905ff0801580156102b3573d5f5f3e3d5ffd5b506001600160a01b031661018052506103c6975050505050505050565b6116fe80615a5b83390190565b6001600160a01b03811681146102f1575f5ffd5b50565b805165ffffffffffff81168114610309575f5ffd5b919050565b5f5f5f5f5f5f5f5f610100898b031215610326575f5ffd5b8851610331816102dd565b60208a0151909850610342816102dd565b60408a0151909750955061035860608a016102f4565b945061036660808a016102f4565b60a08a015160c08b015160e0909b0151999c989b5096999598909790945092505050565b5f6020828403121561039a575f5ffd5b5051919050565b808201808211156103c057634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e05161010051610120516101405161016051610180516155886104d35f395f613ae301525f6103e701525f818161066f015281816123f40152818161242e01528181612e960152612f1401525f81816103b401528181610d6201528181610d9c01528181611f6b0152611fa501525f81816105b90152613b7f01525f818161063c0152818161221b0152818161239d0152818161265b015261361001525f818161056701528181613247015261329101525f81816104fd0152611bc201525f81816109ee01528181610ed601528181610f7901528181612975015281816134d9015281816138d801528181613bc901528181613ca70152613d6501526155885ff3fe608060405260043610610227575f3560e01c80638da5cb5b11610129578063d4aa2a78116100a8578063f2fde38b1161006d578063f2fde38b146109ab578063f537c507146109ca578063f6174044146109dd578063fd12e79114610a10578063fdef885914610a2f575f5ffd5b8063d4aa2a78146108d0578063d5d44d80146108e3578063e66d043f1461090e578063f04b205914610944578063f15842ef1461097a575f5ffd5b8063a2f05725116100ee578063a2f0572514610691578063ab82d9a0146106a5578063b0b5afc614610885578063bf81bf431461035b578063cddbe729146108a4575f5ffd5b80638da5cb5b1461058957806391ddadf4146105a8578063968825c9146105f257806396de63e91461062b578063a007d8751461065e575f5ffd5b806337bdc99b116101b55780636dc770ba1161017a5780636dc770ba146104095780637a1151c0146104475780637b103999146104ec5780637bbca57f14610537578063861a141214610556575f5ffd5b806337bdc99b1461035b5780633ccfd60b1461037a5780634d1975b41461038e57806368ccdc86146103a357806369d21c4a146103d6575f5ffd5b80631629593e116101fb5780631629593e146102c85780631ed187b5146102f457806321a8fc5f1461031357806335ac399d1461032957806336a680921461033c575f5ffd5b806220d9391461022b57806303bb85a6146102695780630761a0041461028a57806308148f7a146102a9575b5f5ffd5b348015610236575f5ffd5b5061025661024536600461469f565b600a6020525f908152604090205481565b6040519081526020015b60405180910390f35b348015610274575f5ffd5b506102886102833660046146fe565b610a4e565b005b348015610295575f5ffd5b506102886102a43660046146fe565b610a66565b3480156102b4575f5ffd5b506102886102c3366004614745565b610a79565b3480156102d3575f5ffd5b506102e76102e2366004614745565b610c95565b6040516102609190614796565b3480156102ff575f5ffd5b5061028861030e3660046147b5565b610cf4565b34801561031e575f5ffd5b5061025662093a8081565b61025661033736600461483d565b610d5f565b348015610347575f5ffd5b5061028861035636600461492c565b61104c565b348015610366575f5ffd5b50610288610375366004614745565b6119a9565b348015610385575f5ffd5b506102886119b4565b348015610399575f5ffd5b5061025660015481565b3480156103ae575f5ffd5b506102567f000000000000000000000000000000000000000000000000000000000000000081565b3480156103e1575f5ffd5b506102567f000000000000000000000000000000000000000000000000000000000000000081565b348015610414575f5ffd5b50610437610423366004614745565b60086020525f908152604090205460ff1681565b6040519015158152602001610260565b348015610452575f5ffd5b506104b9610461366004614745565b60408051606080820183525f8083526020808401829052928401819052938452600b8252928290208251938401835280548452600101546001600160401b0380821692850192909252600160401b9004169082015290565b60408051825181526020808401516001600160401b03908116918301919091529282015190921690820152606001610260565b3480156104f7575f5ffd5b5061051f7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610260565b348015610542575f5ffd5b5061028861055136600461469f565b611a5d565b348015610561575f5ffd5b506102567f000000000000000000000000000000000000000000000000000000000000000081565b348015610594575f5ffd5b5060095461051f906001600160a01b031681565b3480156105b3575f5ffd5b506105db7f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff9091168152602001610260565b3480156105fd575f5ffd5b5061043761060c36600461499a565b600c60209081525f928352604080842090915290825290205460ff1681565b348015610636575f5ffd5b506105db7f000000000000000000000000000000000000000000000000000000000000000081565b348015610669575f5ffd5b506102567f000000000000000000000000000000000000000000000000000000000000000081565b34801561069c575f5ffd5b506102565f5481565b3480156106b0575f5ffd5b506108786106bf366004614745565b60408051610240810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e081018290526102008101829052610220810191909152505f9081526002602081815260409283902083516102408101855281546001600160a01b038082168352600160a01b80830465ffffffffffff1695840195909552600160d01b820460ff90811697840197909752600160d81b820490961615156060830152600160e01b9081900463ffffffff9081166080840152600184015496871660a0840152938604841660c0830152600160c01b8604841660e0830152909404909116610100840152908101546101208301526003810154610140830152600481015461016083015260058101546001600160401b03808216610180850152600160401b8204166101a0840152600160801b90046001600160801b03166101c083015260068101546101e083015260078101546102008301526008015461022082015290565b60405161026091906149c6565b348015610890575f5ffd5b5061028861089f3660046146fe565b611ce1565b3480156108af575f5ffd5b506108c36108be366004614745565b611ce9565b6040516102609190614b65565b6102566108de366004614db1565b611f68565b3480156108ee575f5ffd5b506102566108fd36600461469f565b60076020525f908152604090205481565b348015610919575f5ffd5b50610256610928366004614e57565b600660209081525f928352604080842090915290825290205481565b34801561094f575f5ffd5b5061025661095e366004614e81565b600560209081525f928352604080842090915290825290205481565b348015610985575f5ffd5b50610999610994366004614745565b612161565b60405160ff9091168152602001610260565b3480156109b6575f5ffd5b506102886109c536600461469f565b61228b565b6102566109d8366004614745565b612311565b3480156109e8575f5ffd5b5061051f7f000000000000000000000000000000000000000000000000000000000000000081565b348015610a1b575f5ffd5b50610288610a2a366004614ea4565b612608565b348015610a3a575f5ffd5b50610256610a49366004614745565b612616565b610a618363318976af60e21b84846126c0565b505050565b610a6183633e5e444b60e01b84846126c0565b5f8181526004602052604090208054600160d01b900460ff1660021480610aa8575080546001600160a01b0316155b15610ace57604051633496ed1560e01b8152600481018390526024015b60405180910390fd5b600881015465ffffffffffff600160d01b91829004165f818152600260205260409020549091900460ff1615610b1a57604051630dfc1e4160e31b815260048101829052602401610ac5565b8154600160d81b900460ff165f8115610b46576001840154600160d01b900465ffffffffffff16610b5b565b6001840154600160a01b900465ffffffffffff165b8454610b799165ffffffffffff90811691600160a01b900416614f06565b9050804211610b9e57604051631f98655760e21b815260048101829052602401610ac5565b60ff8216610bbf5760018401805465ffffffffffff60a01b19169055610bd1565b6001840180546001600160d01b031690555b600884018054600160a01b900463ffffffff16906014610bf083614f19565b825463ffffffff9182166101009390930a9283029190920219909116179055508354600164ffffffff0160d01b0316600160d11b178455610c32826001614f3d565b60088501805461ffff60c01b1916600160c01b60ff939093169290920260ff60c81b191691909117600160c91b179055600180850154610c8e91879186916001600160a01b0390911690610c87908790614f3d565b6002612e23565b5050505050565b5f81815260036020908152604091829020805483518184028101840190945280845260609392830182828015610ce857602002820191905f5260205f20905b815481526020019060010190808311610cd4575b50505050509050919050565b335f818152600c602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f4077d023af8862f11309d75da4efb9b19ffcd1006f56390059321b5a611c1fc6910160405180910390a35050565b5f7f00000000000000000000000000000000000000000000000000000000000000003414610dc85760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ac5565b5f610dd78d8d8d8d8a8a613050565b90508560e00135898989604051602001610df393929190614f7d565b6040516020818303038152906040528051906020012014610e2d57604051630d79219360e11b815260e08701356004820152602401610ac5565b604051636a93856760e01b8152608087013560048201526001600160a01b038e1690636a93856790602401602060405180830381865afa158015610e73573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e979190614f98565b610eba57604051632d45c3d560e01b815260808701356004820152602401610ac5565b610ec78d828b89896132fb565b91505f878b141580610f6357507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166302a92b5c8e8e8e6040518463ffffffff1660e01b8152600401610f2493929190614fe3565b602060405180830381865afa158015610f3f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f639190614f98565b905080158015610f7257508315155b1561102f577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166339f35ea78e8e8c8c8f8b8b6040518863ffffffff1660e01b8152600401610fcf9796959493929190615006565b602060405180830381865afa158015610fea573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061100e9190614f98565b61102b5760405163216915d160e21b815260040160405180910390fd5b5060015b61103b83828e8e613422565b50509b9a5050505050505050505050565b5f86815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161119157505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116111f35750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015290506112ca8188613677565b604081015160ff16156112fb5760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610ac5565b5f611305826136ef565b9050816060015160ff168160ff161461134457606082015160405163297be95760e01b815260ff80841660048301529091166024820152604401610ac5565b8160e00151156114f05760ff8716600114801590611366575060ff8716600214155b1561138457604051635a07ca6960e11b815260040160405180910390fd5b60a082015160ff16611399602088018861506b565b6001600160401b03161415806113d557506101c08201516001600160401b03166113c9604088016020890161506b565b6001600160401b031614155b15611442576113e7602087018761506b565b6113f7604088016020890161506b565b60a08401516101c085015160405163e3e2d21960e01b81526001600160401b039485166004820152928416602484015260ff9091166044830152919091166064820152608401610ac5565b5f60e08301526101c08201515f1960ff89160161147557600781900b6101608401526102208301516101e08401526114aa565b6001600160401b03811661018084015261022083015161020084015260608301516114a1906001614f3d565b60ff1660808401525b8261026001518360a0015160ff16600481106114c8576114c8615084565b602002018051906114d882614f19565b63ffffffff169052506114ea836137c3565b50611512565b60ff87161561151257604051635a07ca6960e11b815260040160405180910390fd5b604082015160ff1661161c578461153c57604051635a07ca6960e11b815260040160405180910390fd5b5f611546836139f1565b60a084015190915060ff1661155e602086018661506b565b6001600160401b031614158061159557506001600160401b038116611589604086016020870161506b565b6001600160401b031614155b156115f9576115a7602085018561506b565b6115b7604086016020870161506b565b60a085015160405163e3e2d21960e01b81526001600160401b039384166004820152918316602483015260ff1660448201529082166064820152608401610ac5565b600160e08401526001600160401b03166101c0830152610220820184905261163b565b841561163b57604051635a07ca6960e11b815260040160405180910390fd5b61164482613a2a565b5f888152600460208181526040928390208551815492870151948701516060880151608089015160a08a015160c08b015160e08c01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008901516001850180546101208c01516101408d01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608401516002830180546101808701516101a08801516101c08901516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e08401516003830155610200840151908201556102208301516005820155610240830151839190600682019061182090826150c3565b50610260820151600782019061183690826150c3565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b929093169190910291909117905560405188907fbc083be054a15fa6a89a946e92dab5f79057dc173ee08d58d186f906158740899061195c9084908b908b908b908b908b90615136565b60405180910390a2600260ff16826040015160ff160361199f5761199f8883610300015165ffffffffffff16846101000151856102c00151866102e00151612e23565b5050505050505050565b6119b1613adf565b50565b335f90815260076020526040812054908190036119e457604051631d42c86760e21b815260040160405180910390fd5b335f818152600760205260408082208290555190919083908381818185875af1925050503d805f8114611a32576040519150601f19603f3d011682016040523d82523d5f602084013e611a37565b606091505b5050905080611a5957604051631d42c86760e21b815260040160405180910390fd5b5050565b6009546001600160a01b03163314611a88576040516330cd747160e01b815260040160405180910390fd5b6001600160a01b0381163b1580611ab557506001600160a01b0381165f908152600a602052604090205415155b15611ade576040516375afa4e960e11b81526001600160a01b0382166004820152602401610ac5565b5f8190505f816001600160a01b031663f5baf0d76040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b1f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611b43919061517c565b9050306001600160a01b0316826001600160a01b031663fe25e00a6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611b8b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611baf9190615193565b6001600160a01b0316141580611c5657507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b0316637b1039996040518163ffffffff1660e01b8152600401602060405180830381865afa158015611c26573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c4a9190615193565b6001600160a01b031614155b80611c5f575080155b15611c88576040516375afa4e960e11b81526001600160a01b0384166004820152602401610ac5565b6001600160a01b0383165f818152600a602052604090819020839055517f1d8b5a0e1834cd156498982145ee5777a7d6b2dee0813efda2d5dc1d1a4fcf5090611cd49084815260200190565b60405180910390a2505050565b610a61613adf565b611cf161457a565b5f82815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e08201528185015461020082015260058201546102208201528251938401928390529490936102408601939260068601928390855b82829054906101000a900463ffffffff1663ffffffff1681526020019060040190602082600301049283019260010382029150808411611e3557505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff1681526020019060040190602082600301049283019260010382029150808411611e975750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b909104166101009091015292915050565b5f7f00000000000000000000000000000000000000000000000000000000000000003414611fd15760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ac5565b5f611fe08a8a8a8a8a8a613050565b90505f6001600160a01b038b1663ba72c5ff6120046101208a016101008b016151bf565b6040516001600160e01b031960e084901b16815261202d91908a908e908b908b90600401615202565b61010060405180830381865afa158015612049573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061206d9190615238565b90506120808b8383602001518a8a6132fb565b5f818152600d60209081526040808320855181559185015160018301558401516002820155606084015160039091018054608086015160a087015160c088015160e089015163ffffffff96871667ffffffffffffffff199095169490941764010000000093871693909302929092176fffffffffffffffff00000000000000001916600160401b9186169190910263ffffffff60601b191617600160601b918516919091021763ffffffff60801b1916600160801b93909116929092029190911790559093506121539084908b8b613422565b505098975050505050505050565b5f81815260026020526040812080546001600160a01b03166121995760405163318196b960e01b815260048101849052602401610ac5565b80545f19600160d01b90910460ff16016121b65750600292915050565b8054600119600160d01b90910460ff16016121d45750600492915050565b8054600219600160d01b90910460ff16016121f25750600592915050565b8054600160d81b900460ff161561220c5750600392915050565b805461224a9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416614f06565b421161225857505f92915050565b6001810154600160c01b810463ffffffff908116600160a01b9092041614612281576001612284565b60035b9392505050565b6009546001600160a01b031633146122b6576040516330cd747160e01b815260040160405180910390fd5b6009546040516001600160a01b038084169216907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a3600980546001600160a01b0319166001600160a01b0392909216919091179055565b5f81815260026020526040812080546001600160a01b03168061234a5760405163318196b960e01b815260048101859052602401610ac5565b8154600160d01b900460ff1615158061236b57508154600160d81b900460ff165b1561238c57604051630dfc1e4160e31b815260048101859052602401610ac5565b81545f906123cc9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416614f06565b9050804211156123f2576040516315b79c0b60e01b815260048101829052602401610ac5565b7f0000000000000000000000000000000000000000000000000000000000000000341461245a5760405163062f01ed60e11b81523460048201527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ac5565b6001600160a01b038216330361248557604051630349da4160e41b8152336004820152602401610ac5565b5f85815260056020908152604080832033845290915290205480156124c757604051634208ac8d60e11b81526004810187905260248101829052604401610ac5565b60015f81546124d5906152e5565b91829055505f8781526005602090815260408083203384528252808320849055898352600382528220805460018082018355918452919092200182905585018054919650600160a01b90910463ffffffff1690601461253383614f19565b91906101000a81548163ffffffff021916908363ffffffff1602179055505061255a61457a565b6001600160a01b038085168252336101008301819052600187015490911661028083015265ffffffffffff8816610300830152600286015461032083015260058601546001600160401b03808216610340850152600160401b909104166103608301526004860154610200830152604051889088907f69835abacf7da09f62de759cb95d60cf97d0f5412ca41dc3b1da532ee07a94b2905f90a46125fe8187613b6a565b5050505050919050565b612610613adf565b50505050565b5f8181526002602052604081208054600160d81b900460ff161561264a5754600160a01b900465ffffffffffff1692915050565b80545f9061268a9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416614f06565b8254909150600160e01b900463ffffffff1681106126a857806126b8565b8154600160e01b900463ffffffff165b949350505050565b5f84815260046020818152604080842081516103808101835281546001600160a01b038082168352600160a01b80830465ffffffffffff90811697850197909752600160d01b80840460ff90811686890152600160d81b850481166060870152600160e01b85048116608080880191909152600160e81b8604821660a0880152600160f01b8604821660c0880152600160f81b90950416151560e08601526001860154928316610100860152908204871661012085015290049094166101408201526002820154600781900b610160830152600160401b81046001600160401b03908116610180840152600160801b820481166101a0840152600160c01b909104166101c082015260038201546101e0820152818501546102008201526005820154610220820152825193840192839052939092610240850192909160068501918288855b82829054906101000a900463ffffffff1663ffffffff168152602001906004019060208260030104928301926001038202915080841161280557505050928452505060408051608081019182905260209093019291506007840190600490825f855b82829054906101000a900463ffffffff1663ffffffff16815260200190600401906020826003010492830192600103820291508084116128675750505092845250505060088201546001600160a01b0381166020830152600160a01b810463ffffffff166040830152600160c01b810460ff9081166060840152600160c81b8204166080830152600160d01b900465ffffffffffff1660a0820152600982015460c0820152600a909101546001600160401b0380821660e0840152600160401b9091041661010090910152905061293e8186613677565b604081015160ff166001146129715760408082015190516396fe8cdd60e01b815260ff9091166004820152602401610ac5565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866129a785614240565b6129b0866142c5565b866101e0015189896040516024016129cc9594939291906152fd565b60408051601f198184030181529181526020820180516001600160e01b03166001600160e01b0319909416939093179092529051612a0a9190615359565b5f60405180830381855afa9150503d805f8114612a42576040519150601f19603f3d011682016040523d82523d5f602084013e612a47565b606091505b5091509150811580612a5b57508051602014155b15612a7b5780604051637bbf13ad60e01b8152600401610ac5919061536f565b5f81806020019051810190612a90919061517c565b9050612ade848561020001518314612ab7576080860151612ab2906001614f3d565b612abd565b85608001515b60ff166102c08201525f6102e082018190526002604083015260e090910152565b612ae784613a2a565b5f8881526004602081815260409283902087518154928901519489015160608a015160808b015160a08c015160c08d015160e08e01511515600160f81b026001600160f81b0360ff928316600160f01b02166001600160f01b03938316600160e81b0260ff60e81b19958416600160e01b029590951661ffff60e01b19968416600160d81b0260ff60d81b1994909816600160d01b9081029490941661ffff60d01b1965ffffffffffff9e8f16600160a01b9081026001600160d01b03199e8f166001600160a01b039d8e16171791909116919091179890981796909616959095179390931791909116929092171784556101008b01516001850180546101208e01516101408f01518b169094026001600160d01b0394909a169094029390961693169290921717169390931790556101608601516002830180546101808901516101a08a01516101c08b01516001600160401b03908116600160c01b026001600160c01b03928216600160801b02929092166001600160801b03938216600160401b026001600160801b031990951691909616179290921716929092179190911790556101e086015160038301556102008601519082015561022085015160058201556102408501518591906006820190612cc390826150c3565b506102608201516007820190612cd990826150c3565b506102808201516008820180546102a08501516102c08601516102e08701516103008801516001600160a01b039096166001600160c01b031990941693909317600160a01b63ffffffff909316929092029190911761ffff60c01b1916600160c01b60ff9283160260ff60c81b191617600160c81b9190921602176001600160d01b0316600160d01b65ffffffffffff909316929092029190911790556103208201516009820155610340820151600a9091018054610360909301516001600160401b039283166001600160801b031990941693909317600160401b9290931691909102919091179055604080513381526020810183905289917f4b7fa9d524cdc5bac66d1ba2746c158773c28950aba6198fb894b866a084a8ab910160405180910390a261199f8885610300015165ffffffffffff16866101000151876102c00151886102e001515b5f84815260026020526040902060ff8316612fb057805460ff60d01b1916600160d01b17815560018101546001600160a01b03165f908152600660209081526040808320600285015484529091528120805491612e7f836153a4565b9091555050600681018690556005810154612ecb907f000000000000000000000000000000000000000000000000000000000000000090600160801b90046001600160801b0316614f06565b6001600160a01b0385165f9081526007602052604081208054909190612ef2908490614f06565b90915550506001810154600160c01b900463ffffffff168015612f6757612f397f0000000000000000000000000000000000000000000000000000000000000000826150ac565b82546001600160a01b03165f9081526007602052604081208054909190612f61908490614f06565b90915550505b604080518881526001600160a01b038716602082015287917f7347459d58f787385f0f9760473f3eefcc313693e3610d78fc8403ea6ffd8685910160405180910390a250613009565b600181018054600160c01b900463ffffffff16906018612fcf83614f19565b82546101009290920a63ffffffff81810219909316918316021790915582546001600160e01b0316600160e01b4290921691909102178255505b6040805160ff80861682528416602082015287917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a2505050505050565b6001600160a01b0386165f908152600a6020526040812054806130915760405163f9eb745360e01b81526001600160a01b0389166004820152602401610ac5565b63ffffffff8511156130b6576040516341cc6b2160e01b815260040160405180910390fd5b6040515f906130cf90879089908b9082906020016153b9565b6040516020818303038152906040528051906020012090508460800135811461311857604051636314530560e01b81526004810182905260808601356024820152604401610ac5565b6001600160a01b038916613132604087016020880161469f565b6001600160a01b0316141580613149575084354614155b80613158575081856060013514155b1561317657604051635b88eadd60e11b815260040160405180910390fd5b88613180866143e1565b9350602084866040516020016131a0929190918252602082015260400190565b60408051808303601f19018152908290528051602091820120630fe381dd60e31b83526004830186905290921b91906001600160a01b03841690637f1c0ee890602401602060405180830381865afa1580156131fe573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613222919061517c565b901b1461324557604051634cd45c2b60e01b815260048101839052602401610ac5565b7f0000000000000000000000000000000000000000000000000000000000000000613278610120880161010089016151bf565b63ffffffff166132889190614f06565b4311156132ee577f00000000000000000000000000000000000000000000000000000000000000006132c2610120880161010089016151bf565b63ffffffff166132d29190614f06565b604051631b6af7f760e31b8152600401610ac591815260200190565b5050509695505050505050565b5f5f5f8154613309906152e5565b91829055506001600160a01b0387165f908152600660209081526040808320608088013584529091528120805492935090613343836152e5565b90915550505f81815260026020526040902080546001600160d01b0319163365ffffffffffff60a01b191617600160a01b4265ffffffffffff16021781556001810180546001600160a01b0319166001600160a01b0389161790556133b0610120850161010086016151bf565b60018201805463ffffffff92909216600160e01b026001600160e01b03909216919091179055608084013560028201556003810195909555600485019390935560e09091013560078401556008830155600590910180546001600160801b03348116600160801b029116179055919050565b5f84815260026020526040812090841561344c57815460ff60d81b1916600160d81b1782556135c2565b60016134588486614f06565b61346291906153db565b6005830180546001600160401b038381166001600160801b03199092168217600160401b91891691909102179091556040805160808101825260018601546001600160a01b039081165f908152600a60209081528482205484526002890154908401529282019390935260608101889052929350907f000000000000000000000000000000000000000000000000000000000000000016637840f8808383604051908082528060200260200182016040528015613529578160200160208202803683370190505b506040518363ffffffff1660e01b81526004016135479291906153ee565b602060405180830381865afa158015613562573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613586919061517c565b9050801580613598575063ffffffff81115b156135bf576040516324f5c9ff60e21b81525f600482015260248101829052604401610ac5565b50505b6002820154600183015460048401546001600160a01b039091169088907ff39e6f2ffa84605017bb93b2a02970d3cdd0e5fe9b5ed9beadd3e938357fd4ef9033908661363665ffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614f06565b604080516001600160a01b0395909516855260208501939093526001600160401b0391909116838301526060830152519081900360800190a4505050505050565b604082015160ff1660021480613695575081516001600160a01b0316155b156136b657604051633496ed1560e01b815260048101829052602401610ac5565b6136bf826144cd565b5f6136c983614522565b905080421115610a615760405163292daabd60e21b815260048101829052602401610ac5565b5f5f825f01516001600160a01b0316336001600160a01b03161480613737575082516001600160a01b03165f908152600c6020908152604080832033845290915290205460ff165b90505f8361010001516001600160a01b0316336001600160a01b0316148061378657506101008401516001600160a01b03165f908152600c6020908152604080832033845290915290205460ff165b9050801515821515036137ae57604051630349da4160e41b8152336004820152602401610ac5565b816137b9575f6126b8565b6001949350505050565b8061016001518161018001516137d99190615425565b60070b6001146137ec575f604090910152565b6101808101516101a08201516001600160401b039081169082161061385c57611a5982836101e0015184610200015114613835576080840151613830906001614f3d565b61383b565b83608001515b60ff166102c082015260016102e0820152600260408201525f60e090910152565b60018260c0015161386d9190614f3d565b60ff168260a0015160ff160361388857506001604090910152565b808261024001518360a0015160ff16600481106138a7576138a7615084565b63ffffffff909216602092909202015260a082018051906138c782615454565b60ff169052505f6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016637840f88061390685614240565b61390f866142c5565b6040518363ffffffff1660e01b815260040161392c9291906153ee565b602060405180830381865afa158015613947573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061396b919061517c565b905080158061397d575063ffffffff81115b156139ad5760a08301516040516324f5c9ff60e21b815260ff909116600482015260248101829052604401610ac5565b6001600160401b0381166101a08401525f1961016084015260016139d082614562565b6139da91906153db565b6001600160401b0316610180840152506137c39050565b5f6002826101600151836101800151613a0a9190615425565b613a149190615469565b826101600151613a2491906154b2565b92915050565b5f816020015142613a3b91906154e1565b606083015190915060ff16613a6d57808261012001818151613a5d91906154e1565b65ffffffffffff16905250613a8c565b808261014001818151613a8091906154e1565b65ffffffffffff169052505b65ffffffffffff421660208301526102a08201805190613aab82614f19565b63ffffffff16905250604082015160ff16600214611a59576060820151613ad3906001614f3d565b60ff1660608301525050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03165f36604051613b1b9291906154ff565b5f60405180830381855af49150503d805f8114613b53576040519150601f19603f3d011682016040523d82523d5f602084013e613b58565b606091505b509150915081611a5957805160208201fd5b65ffffffffffff4281166020808501919091527f0000000000000000000000000000000000000000000000000000000000000000909116610120840181905261014084015260408051634ecf518b60e01b815290516001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001692634ecf518b92600480820193918290030181865afa158015613c0e573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613c32919061517c565b60ff1660c08301525f608083018190526060830181905261030083015165ffffffffffff168152600d602052604090206003810154600160601b900463ffffffff1615801590613c9957600160a0850152600382015461024085015163ffffffff90911690525b5f613ca385614240565b90507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316637840f88082613cde886142c5565b6040518363ffffffff1660e01b8152600401613cfb9291906153ee565b602060405180830381865afa158015613d16573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d3a919061517c565b6001600160401b03166101a086015281613dde576040516302e5bf0f60e21b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690630b96fc3c90613d9a90849060040161550e565b602060405180830381865afa158015613db5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613dd9919061517c565b613de1565b82545b6101e086015281613df3575f19613e12565b6003830154613e1290600190640100000000900463ffffffff16615425565b60070b61016086015281613e48576001613e39866101a001516001600160401b0316614562565b613e4391906153db565b613e5b565b6003830154600160401b900463ffffffff165b6001600160401b0316610180860152613e73856137c3565b8460045f8681526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a81548165ffffffffffff021916908365ffffffffffff1602179055506040820151815f01601a6101000a81548160ff021916908360ff1602179055506060820151815f01601b6101000a81548160ff021916908360ff1602179055506080820151815f01601c6101000a81548160ff021916908360ff16021790555060a0820151815f01601d6101000a81548160ff021916908360ff16021790555060c0820151815f01601e6101000a81548160ff021916908360ff16021790555060e0820151815f01601f6101000a81548160ff021916908315150217905550610100820151816001015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506101208201518160010160146101000a81548165ffffffffffff021916908365ffffffffffff16021790555061014082015181600101601a6101000a81548165ffffffffffff021916908365ffffffffffff160217905550610160820151816002015f6101000a8154816001600160401b03021916908360070b6001600160401b031602179055506101808201518160020160086101000a8154816001600160401b0302191690836001600160401b031602179055506101a08201518160020160106101000a8154816001600160401b0302191690836001600160401b031602179055506101c08201518160020160186101000a8154816001600160401b0302191690836001600160401b031602179055506101e082015181600301556102008201518160040155610220820151816005015561024082015181600601908161410e91906150c3565b50610260820151600782019061412490826150c3565b506102808201516008820180546102a08501516102c08601516102e087015161030088015165ffffffffffff16600160d01b026001600160d01b0360ff928316600160c81b0260ff60c81b19948416600160c01b029490941661ffff60c01b1963ffffffff909616600160a01b026001600160c01b03199097166001600160a01b039099169890981795909517939093169590951717919091161790556103208301516009830155610340830151600a9092018054610360909401516001600160401b03908116600160401b026001600160801b031990951693169290921792909217905560408601511660011901610c8e57610c8e8486610300015165ffffffffffff16876101000151886102c00151896102e00151612e23565b61426760405180608001604052805f81526020015f81526020015f81526020015f81525090565b50604080516080810182526102808301516001600160a01b03165f908152600a602090815290839020548252610320840151908201526103408301516001600160401b03908116928201929092526103609092015116606082015290565b60605f600160ff16836040015160ff16146142e0575f6142e3565b60015b8360a001516142f29190615539565b60ff169050806001600160401b0381111561430f5761430f615098565b604051908082528060200260200182016040528015614338578160200160208202803683370190505b5091505f5b8360a0015160ff1681101561439357836102400151816004811061436357614363615084565b602002015163ffffffff1683828151811061438057614380615084565b602090810291909101015260010161433d565b50600160ff16836040015160ff16036143db578261018001516001600160401b0316828460a0015160ff16815181106143ce576143ce615084565b6020026020010181815250505b50919050565b5f7fc272b937c838ec3c748bd557c4d2e111a77788ecbee7ca05363da0e3128cced58235614415604085016020860161469f565b614425606086016040870161506b565b6060860135608087013560a088013560c089013560e08a01356144506101208c016101008d016151bf565b60408051602081019b909b528a01989098526001600160a01b0390961660608901526001600160401b03909416608088015260a087019290925260c086015260e085015261010084015261012083015263ffffffff1661014082015261016001604051602081830303815290604052805190602001209050919050565b61030081015165ffffffffffff165f90815260026020526040902054600160d01b900460ff16156119b157610300810151604051630dfc1e4160e31b815265ffffffffffff9091166004820152602401610ac5565b60608101515f9060ff161561453c57816101400151614543565b8161012001515b65ffffffffffff16826020015165ffffffffffff16613a249190614f06565b60015b818110156145755760011b614565565b919050565b60408051610380810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e08101829052610100810182905261012081018290526101408101829052610160810182905261018081018290526101a081018290526101c081018290526101e0810182905261020081018290526102208101919091526102408101614617614662565b8152602001614624614662565b81525f6020820181905260408201819052606082018190526080820181905260a0820181905260c0820181905260e082018190526101009091015290565b60405180608001604052806004906020820280368337509192915050565b6001600160a01b03811681146119b1575f5ffd5b803561457581614680565b5f602082840312156146af575f5ffd5b813561228481614680565b5f5f83601f8401126146ca575f5ffd5b5081356001600160401b038111156146e0575f5ffd5b6020830191508360208285010111156146f7575f5ffd5b9250929050565b5f5f5f60408486031215614710575f5ffd5b8335925060208401356001600160401b0381111561472c575f5ffd5b614738868287016146ba565b9497909650939450505050565b5f60208284031215614755575f5ffd5b5035919050565b5f8151808452602084019350602083015f5b8281101561478c57815186526020958601959091019060010161476e565b5093949350505050565b602081525f612284602083018461475c565b80151581146119b1575f5ffd5b5f5f604083850312156147c6575f5ffd5b82356147d181614680565b915060208301356147e1816147a8565b809150509250929050565b5f5f83601f8401126147fc575f5ffd5b5081356001600160401b03811115614812575f5ffd5b6020830191508360208260051b85010111156146f7575f5ffd5b5f61012082840312156143db575f5ffd5b5f5f5f5f5f5f5f5f5f5f5f6102008c8e031215614858575f5ffd5b6148618c614694565b9a5060208c01356001600160401b0381111561487b575f5ffd5b6148878e828f016147ec565b909b5099505060408c0135975060608c0135965060808c01356001600160401b038111156148b3575f5ffd5b6148bf8e828f016147ec565b90975095506148d390508d60a08e0161482c565b93506101c08c013592506101e08c01356001600160401b038111156148f6575f5ffd5b6149028e828f016147ec565b915080935050809150509295989b509295989b9093969950565b5f604082840312156143db575f5ffd5b5f5f5f5f5f5f6101008789031215614942575f5ffd5b86359550602087013560ff81168114614959575f5ffd5b9450614968886040890161491c565b93506080870135614978816147a8565b925060a0870135915061498e8860c0890161491c565b90509295509295509295565b5f5f604083850312156149ab575f5ffd5b82356149b681614680565b915060208301356147e181614680565b81516001600160a01b03168152610240810160208301516149f1602084018265ffffffffffff169052565b506040830151614a06604084018260ff169052565b506060830151614a1a606084018215159052565b506080830151614a32608084018263ffffffff169052565b5060a0830151614a4d60a08401826001600160a01b03169052565b5060c0830151614a6560c084018263ffffffff169052565b5060e0830151614a7d60e084018263ffffffff169052565b50610100830151614a9761010084018263ffffffff169052565b50610120830151610120830152610140830151610140830152610160830151610160830152610180830151614ad86101808401826001600160401b03169052565b506101a0830151614af56101a08401826001600160401b03169052565b506101c0830151614b126101c08401826001600160801b03169052565b506101e08301516101e083015261020083015161020083015261022083015161022083015292915050565b805f5b600481101561261057815163ffffffff16845260209384019390910190600101614b40565b81516001600160a01b0316815261044081016020830151614b90602084018265ffffffffffff169052565b506040830151614ba5604084018260ff169052565b506060830151614bba606084018260ff169052565b506080830151614bcf608084018260ff169052565b5060a0830151614be460a084018260ff169052565b5060c0830151614bf960c084018260ff169052565b5060e0830151614c0d60e084018215159052565b50610100830151614c2a6101008401826001600160a01b03169052565b50610120830151614c4661012084018265ffffffffffff169052565b50610140830151614c6261014084018265ffffffffffff169052565b50610160830151614c7961016084018260070b9052565b50610180830151614c966101808401826001600160401b03169052565b506101a0830151614cb36101a08401826001600160401b03169052565b506101c0830151614cd06101c08401826001600160401b03169052565b506101e08301516101e0830152610200830151610200830152610220830151610220830152610240830151614d09610240840182614b3d565b50610260830151614d1e6102c0840182614b3d565b506102808301516001600160a01b0316610340838101919091526102a084015163ffffffff16610360808501919091526102c085015160ff9081166103808601526102e0860151166103a085015261030085015165ffffffffffff166103c08501526103208501516103e0850152908401516001600160401b039081166104008501529301519092166104209091015290565b5f5f5f5f5f5f5f5f6101c0898b031215614dc9575f5ffd5b8835614dd481614680565b975060208901356001600160401b03811115614dee575f5ffd5b614dfa8b828c016147ec565b90985096505060408901359450614e148a60608b0161482c565b935061018089013592506101a08901356001600160401b03811115614e37575f5ffd5b614e438b828c016146ba565b999c989b5096995094979396929594505050565b5f5f60408385031215614e68575f5ffd5b8235614e7381614680565b946020939093013593505050565b5f5f60408385031215614e92575f5ffd5b8235915060208301356147e181614680565b5f5f5f5f60608587031215614eb7575f5ffd5b8435935060208501356001600160401b03811115614ed3575f5ffd5b614edf878288016147ec565b9598909750949560400135949350505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115613a2457613a24614ef2565b5f63ffffffff821663ffffffff8103614f3457614f34614ef2565b60010192915050565b60ff8281168282160390811115613a2457613a24614ef2565b5f6001600160fb1b03831115614f6a575f5ffd5b8260051b80838637939093019392505050565b8381525f614f8f602083018486614f56565b95945050505050565b5f60208284031215614fa8575f5ffd5b8151612284816147a8565b8183525f6001600160fb1b03831115614fca575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f614ff6604083018587614fb3565b9050826020830152949350505050565b608081525f61501960808301898b614fb3565b828103602084015261502c81888a614fb3565b90508560408401528281036060840152615047818587614fb3565b9a9950505050505050505050565b80356001600160401b0381168114614575575f5ffd5b5f6020828403121561507b575f5ffd5b61228482615055565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52604160045260245ffd5b8082028115828204841417613a2457613a24614ef2565b815f805b60048110156150fc57825160209093019263ffffffff600583901b81811b1994909416911690921b91909117906001016150c7565b509091555050565b6001600160401b0361511582615055565b1682526001600160401b0361512c60208301615055565b1660208301525050565b60ff87811682528616602082015261010081016151566040830187615104565b84151560808301528360a083015261517160c0830184615104565b979650505050505050565b5f6020828403121561518c575f5ffd5b5051919050565b5f602082840312156151a3575f5ffd5b815161228481614680565b63ffffffff811681146119b1575f5ffd5b5f602082840312156151cf575f5ffd5b8135612284816151ae565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b63ffffffff86168152846020820152836040820152608060608201525f6151716080830184866151da565b8051614575816151ae565b5f61010082840312801561524a575f5ffd5b5060405161010081016001600160401b038111828210171561526e5761526e615098565b6040908152835182526020808501519083015283810151908201526152956060840161522d565b60608201526152a66080840161522d565b60808201526152b760a0840161522d565b60a08201526152c860c0840161522d565b60c08201526152d960e0840161522d565b60e08201529392505050565b5f600182016152f6576152f6614ef2565b5060010190565b8551815260208087015190820152604080870151908201526060808701519082015260e060808201525f61533460e083018761475c565b8560a084015282810360c084015261534d8185876151da565b98975050505050505050565b5f82518060208501845e5f920191825250919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f816153b2576153b2614ef2565b505f190190565b8481528360208201525f6153d1604083018486614f56565b9695505050505050565b81810381811115613a2457613a24614ef2565b8251815260208084015190820152604080840151908201526060808401519082015260a060808201525f6126b860a083018461475c565b600782810b9082900b03677fffffffffffffff198112677fffffffffffffff82131715613a2457613a24614ef2565b5f60ff821660ff8103614f3457614f34614ef2565b5f8160070b8360070b8061548b57634e487b7160e01b5f52601260045260245ffd5b677fffffffffffffff1982145f19821416156154a9576154a9614ef2565b90059392505050565b600781810b9083900b01677fffffffffffffff8113677fffffffffffffff1982121715613a2457613a24614ef2565b65ffffffffffff8281168282160390811115613a2457613a24614ef2565b818382375f9101908152919050565b8151815260208083015190820152604080830151908201526060808301519082015260808101613a24565b60ff8181168382160190811115613a2457613a24614ef256fea26469706673582212208191aef5c2c27307fbca5d721dba921da8e08206a9b62c581ea694ec64e18b8264736f6c634300082500336101a0604052348015610010575f5ffd5b506040516116fe3803806116fe83398101604081905261002f916100a3565b6001600160a01b039788166080529690951660a05260c09390935265ffffffffffff91821660e0521661010052610120526101405261016052336101805261011f565b6001600160a01b0381168114610086575f5ffd5b50565b805165ffffffffffff8116811461009e575f5ffd5b919050565b5f5f5f5f5f5f5f5f610100898b0312156100bb575f5ffd5b88516100c681610072565b60208a01519098506100d781610072565b60408a015190975095506100ed60608a01610089565b94506100fb60808a01610089565b60a08a015160c08b015160e0909b0151999c989b5096999598909790945092505050565b60805160a05160c05160e05161010051610120516101405161016051610180516115266101d85f395f8181610450015281816105f7015281816109b10152610ad201525f81816101d10152610e3c01525f81816103350152818161057c015261110601525f6101aa01525f6102a301525f818161030e01528181610f94015261104c01525f61026901525f818161022a01528181610c3501528181610cdd01528181610db30152610ea101525f6103fd01526115265ff3fe608060405234801561000f575f5ffd5b5060043610610147575f3560e01c8063968825c9116100bf578063d5d44d8011610079578063d5d44d8014610385578063e66d043f146103a4578063f04b2059146103ce578063f6174044146103f8578063fd12e7911461041f578063fdef885914610432575f5ffd5b8063968825c9146102dc57806396de63e914610309578063a007d87514610330578063a2f0572514610357578063b0b5afc61461035f578063bf81bf4314610372575f5ffd5b806369d21c4a1161011057806369d21c4a146101cc5780636dc770ba146101f35780637b10399914610225578063861a1412146102645780638da5cb5b1461028b57806391ddadf41461029e575f5ffd5b806220d9391461014b57806321a8fc5f1461017d57806337bdc99b146101875780634d1975b41461019c57806368ccdc86146101a5575b5f5ffd5b61016a6101593660046111a7565b600a6020525f908152604090205481565b6040519081526020015b60405180910390f35b61016a62093a8081565b61019a6101953660046111c9565b610445565b005b61016a60015481565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b6102156102013660046111c9565b60086020525f908152604090205460ff1681565b6040519015158152602001610174565b61024c7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610174565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b60095461024c906001600160a01b031681565b6102c57f000000000000000000000000000000000000000000000000000000000000000081565b60405165ffffffffffff9091168152602001610174565b6102156102ea3660046111e0565b600c60209081525f928352604080842090915290825290205460ff1681565b6102c57f000000000000000000000000000000000000000000000000000000000000000081565b61016a7f000000000000000000000000000000000000000000000000000000000000000081565b61016a5f5481565b61019a61036d366004611217565b6105ec565b61019a6103803660046111c9565b6109a6565b61016a6103933660046111a7565b60076020525f908152604090205481565b61016a6103b236600461128e565b600660209081525f928352604080842090915290825290205481565b61016a6103dc3660046112b8565b600560209081525f928352604080842090915290825290205481565b61024c7f000000000000000000000000000000000000000000000000000000000000000081565b61019a61042d3660046112db565b610ac7565b61016a6104403660046111c9565b610f4f565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461048e57604051631c04519560e31b815260040160405180910390fd5b5f8181526004602052604090208054600160d01b900460ff16600214806104bd575080546001600160a01b0316155b156104e357604051633496ed1560e01b8152600481018390526024015b60405180910390fd5b600881015465ffffffffffff600160d01b91829004165f908152600260205260409020540460ff1660011461052e57604051635b012c2760e01b8152600481018390526024016104da565b8054600164ffffffff0160d01b0316600160d11b178155600881018054600360c81b61ffff60c01b1990911617905560018101546001600160a01b03165f90815260076020526040812080547f000000000000000000000000000000000000000000000000000000000000000092906105a8908490611370565b9091555050604080515f81526003602082015283917f33d2e4058bee75ef20c8346a77cf95502d80531ed117caa5a179dadc2da6bd7c910160405180910390a25050565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461063557604051631c04519560e31b815260040160405180910390fd5b5f83815260026020526040902061064c8185610ff9565b60018101545f858152600d602052604090206002810154600380830154908501546001600160a01b0390941693600160601b90910463ffffffff169081156106d05760038401546040805160208101849052600160801b90920463ffffffff1690820152606001604051602081830303815290604052805190602001209050610744565b604051630ecc422b60e31b81526001600160a01b03861690637662115890610700908c908c908c90600401611389565b6040805180830381865afa15801561071a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061073e91906113be565b90935091505b855460ff60d01b1916600160d11b17865560018601546001600160a01b03165f90815260066020908152604080832060028a01548452909152812080549161078b836113e0565b90915550506002860154604051636a93856760e01b815260048101919091526001600160a01b03861690636a93856790602401602060405180830381865afa1580156107d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107fd91906113f5565b1561085e5760028601546040516369ecc3cf60e01b815260048101919091526001600160a01b038616906369ecc3cf906024015f604051808303815f87803b158015610847575f5ffd5b505af1158015610859573d5f5f3e3d5ffd5b505050505b610867866110fb565b5f821580159061088557505f8281526008602052604090205460ff16155b1561095f57600160085f8481526020019081526020015f205f6101000a81548160ff02191690831515021790555060405180606001604052808581526020018467ffffffffffffffff1681526020015f67ffffffffffffffff16815250600b5f8c81526020019081526020015f205f820151815f01556020820151816001015f6101000a81548167ffffffffffffffff021916908367ffffffffffffffff16021790555060408201518160010160086101000a81548167ffffffffffffffff021916908367ffffffffffffffff1602179055509050508290505b60408051848152602081018390528b917f19169f57deee70bd74be81f9f97f655a7bb0f159ee7cbe69040eca379dc092e9910160405180910390a250505050505050505050565b306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146109ef57604051631c04519560e31b815260040160405180910390fd5b5f818152600260205260409020610a068183610ff9565b5f62093a80610a1484610f4f565b610a1e9190611370565b9050804211610a4357604051633e50695160e21b8152600481018290526024016104da565b815460ff60d01b1916600360d01b17825560018201546001600160a01b03165f908152600660209081526040808320600286015484529091528120805491610a8a836113e0565b9190505550610a98826110fb565b60405183907ff80dbaea4785589e52984ca36a31de106adc77759539a5c7d92883bf49692fe9905f90a2505050565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610b1057604051631c04519560e31b815260040160405180910390fd5b5f848152600b60205260409020600181015467ffffffffffffffff600160401b8204811691168082101580610b43575083155b15610b6457604051634ded8d5f60e11b8152600481018890526024016104da565b8481141580610b9c57508254604051610b839088908890602001611414565b6040516020818303038152906040528051906020012014155b15610bba576040516374ef6df760e01b815260040160405180910390fd5b5f84610bc6848461143b565b11610bd15781610bdb565b610bdb8584611370565b600185810180546fffffffffffffffff00000000000000001916600160401b67ffffffffffffffff8516021790555f8a81526002602052604090200154909150600160e01b900463ffffffff16835b82811015610f08575f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166363ea4ab28b8b85818110610c7457610c7461144e565b905060200201356040518263ffffffff1660e01b8152600401610c9991815260200190565b602060405180830381865afa158015610cb4573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610cd89190611462565b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663277449288c8c86818110610d1c57610d1c61144e565b90506020020135866040518363ffffffff1660e01b8152600401610d5092919091825263ffffffff16602082015260400190565b602060405180830381865afa158015610d6b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d8f919061147d565b604051630213119b60e51b81526001600160a01b0384811660048301529192505f917f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa158015610df8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e1c9190611494565b6001600160601b0316905080821115610e33578091505b5f612710610e617f0000000000000000000000000000000000000000000000000000000000000000856114ba565b610e6b91906114d1565b90508015610ef95760405163c61b4cc360e01b81526001600160a01b0385811660048301526001600160601b03831660248301527f0000000000000000000000000000000000000000000000000000000000000000169063c61b4cc3906044015f604051808303815f87803b158015610ee2575f5ffd5b505af1158015610ef4573d5f5f3e3d5ffd5b505050505b50505050806001019050610c2a565b5060408051858152602081018490528a917f169473d4f0707c0aa82dcbe2715909b6210831788c95e0f480bd1f8b9eced29c910160405180910390a2505050505050505050565b5f8181526002602052604081208054600160d81b900460ff1615610f835754600160a01b900465ffffffffffff1692915050565b80545f90610fc39065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416611370565b8254909150600160e01b900463ffffffff168110610fe15780610ff1565b8154600160e01b900463ffffffff165b949350505050565b81546001600160a01b0316158061101a57508154600160d01b900460ff1615155b1561103b576040516338addb0160e01b8152600481018290526024016104da565b81545f9061107b9065ffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000811691600160a01b900416611370565b8354909150600160d81b900460ff161580156110975750804211155b156110b8576040516306beaddf60e21b8152600481018290526024016104da565b6001830154600160c01b810463ffffffff908116600160a01b90920416146110f6576040516338addb0160e01b8152600481018390526024016104da565b505050565b6001810154611138907f000000000000000000000000000000000000000000000000000000000000000090600160c01b900463ffffffff166114ba565b60058201546111609190600160801b90046fffffffffffffffffffffffffffffffff16611370565b81546001600160a01b03165f9081526007602052604081208054909190611188908490611370565b909155505050565b6001600160a01b03811681146111a4575f5ffd5b50565b5f602082840312156111b7575f5ffd5b81356111c281611190565b9392505050565b5f602082840312156111d9575f5ffd5b5035919050565b5f5f604083850312156111f1575f5ffd5b82356111fc81611190565b9150602083013561120c81611190565b809150509250929050565b5f5f5f60408486031215611229575f5ffd5b83359250602084013567ffffffffffffffff811115611246575f5ffd5b8401601f81018613611256575f5ffd5b803567ffffffffffffffff81111561126c575f5ffd5b86602082840101111561127d575f5ffd5b939660209190910195509293505050565b5f5f6040838503121561129f575f5ffd5b82356112aa81611190565b946020939093013593505050565b5f5f604083850312156112c9575f5ffd5b82359150602083013561120c81611190565b5f5f5f5f606085870312156112ee575f5ffd5b84359350602085013567ffffffffffffffff81111561130b575f5ffd5b8501601f8101871361131b575f5ffd5b803567ffffffffffffffff811115611331575f5ffd5b8760208260051b8401011115611345575f5ffd5b949760209190910196509394604001359392505050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156113835761138361135c565b92915050565b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f5f604083850312156113cf575f5ffd5b505080516020909101519092909150565b5f816113ee576113ee61135c565b505f190190565b5f60208284031215611405575f5ffd5b815180151581146111c2575f5ffd5b5f6001600160fb1b03831115611428575f5ffd5b8260051b80858437919091019392505050565b818103818111156113835761138361135c565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215611472575f5ffd5b81516111c281611190565b5f6020828403121561148d575f5ffd5b5051919050565b5f602082840312156114a4575f5ffd5b81516001600160601b03811681146111c2575f5ffd5b80820281158282048414176113835761138361135c565b5f826114eb57634e487b7160e01b5f52601260045260245ffd5b50049056fea26469706673582212203f3df8a9c0efc821e1adce7280ad80d66523da3659cb4b74757fb0dc468d93dc64736f6c63430008250033",
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
