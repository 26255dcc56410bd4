package sim

import (
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/params"
	"github.com/holiman/uint256"
)

// ChainConfig is the chain every simulation and gas figure uses: go-ethereum's
// dev chain (id 1337) with every fork up to and including Osaka, and none
// after it (no Amsterdam/Bogota, whose EIP-8037 state gas reprices storage).
func ChainConfig() *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.AmsterdamTime = nil
	cfg.BogotaTime = nil
	return &cfg
}

// blockNumber and blockTime place the simulated block after every fork of
// ChainConfig.
const (
	blockNumber = 1
	blockTime   = 1
)

func blockContext() vm.BlockContext {
	random := common.Hash{}
	return vm.BlockContext{
		CanTransfer: core.CanTransfer,
		Transfer:    core.Transfer,
		GetHash:     func(uint64) common.Hash { return common.Hash{} },
		GasLimit:    math.MaxUint64,
		BlockNumber: big.NewInt(blockNumber),
		Time:        blockTime,
		Difficulty:  new(big.Int),
		BaseFee:     new(big.Int),
		BlobBaseFee: new(big.Int),
		Random:      &random,
	}
}

// IntrinsicGas is what a transaction calling an existing contract with data
// pays before execution under ChainConfig (the base cost and calldata, or
// the EIP-7623 calldata floor if that is higher).
func IntrinsicGas(data []byte) (uint64, error) {
	gas, err := BaseIntrinsicGas(data)
	if err != nil {
		return 0, err
	}
	rules := ChainConfig().Rules(big.NewInt(blockNumber), true, blockTime)
	to := common.Address{}
	floor, err := core.FloorDataGas(rules, Caller, &to, new(uint256.Int), data, nil)
	if err != nil {
		return 0, fmt.Errorf("calldata floor gas: %w", err)
	}
	return max(gas, floor), nil
}

// BaseIntrinsicGas is the base and calldata part of the intrinsic gas alone,
// without the EIP-7623 floor: what a transaction pays before execution when
// its execution is large enough that the floor does not bind.
func BaseIntrinsicGas(data []byte) (uint64, error) {
	rules := ChainConfig().Rules(big.NewInt(blockNumber), true, blockTime)
	to := common.Address{}
	gas, err := core.IntrinsicGas(data, nil, nil, Caller, &to, new(uint256.Int), rules)
	if err != nil {
		return 0, fmt.Errorf("intrinsic gas: %w", err)
	}
	return gas, nil
}
