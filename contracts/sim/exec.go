package sim

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/holiman/uint256"
)

// Execution is the outcome of an ExecCall.
type Execution struct {
	Return []byte
	// ExecGas is the gas of the top call frame alone: no intrinsic gas and no
	// EIP-7623 floor, which a transaction's gas used may hide when calldata
	// dominates.
	ExecGas uint64
	// GasUsed is the whole transaction's gas under ChainConfig: the base and
	// calldata cost plus ExecGas, or the calldata floor if that is higher.
	GasUsed uint64
}

// ExecCall runs a call from Caller with unbounded gas and reports its
// execution gas apart from its intrinsic gas. It runs as a transaction: a
// successful call's effects are kept (for a view call, Caller's nonce
// alone). A revert is a *RevertError, with the Execution still filled in.
func (e *EVM) ExecCall(ctx context.Context, to common.Address, data []byte) (*Execution, error) {
	x := &Execution{}
	hooks := &tracing.Hooks{OnExit: func(depth int, _ []byte, gasUsed uint64, _ error, _ bool) {
		if depth == 0 {
			x.ExecGas = gasUsed
		}
	}}
	res, err := e.apply(ctx, &to, data, &tracers.Tracer{Hooks: hooks})
	if err != nil {
		return nil, err
	}
	x.Return, x.GasUsed = res.ReturnData, res.UsedGas
	if res.Failed() {
		return x, revertOf(res)
	}
	return x, nil
}

// CreateUnbounded deploys initcode by running the creation straight through
// the EVM instead of in a transaction, so EIP-3860's initcode limit (49,152
// bytes, which binds a creation transaction and CREATE alike) does not
// apply. It sets up state for a measurement, as a state override installing
// the contract would; a chain would refuse the same deployment. It returns
// the contract's address and the creation's execution gas.
func (e *EVM) CreateUnbounded(ctx context.Context, initcode []byte) (common.Address, uint64, error) {
	if err := ctx.Err(); err != nil {
		return common.Address{}, 0, err
	}
	rules := e.rules()
	e.state.SetTxContext(common.Hash{}, 0, 0)
	e.state.Prepare(rules, Caller, common.Address{}, nil, vm.ActivePrecompiles(rules), nil)
	evm := vm.NewEVM(blockContext(), e.state, e.cfg, vm.Config{NoBaseFee: true})
	defer evm.Release()
	budget := vm.NewGasBudget(Unbounded, 0)
	ret, addr, left, err := evm.Create(Caller, initcode, budget, new(uint256.Int))
	if errors.Is(err, vm.ErrExecutionReverted) {
		return common.Address{}, 0, fmt.Errorf("create: %w", DecodeRevert(ret))
	}
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("create: %w", err)
	}
	e.state.Finalise(rules)
	return addr, left.Used(budget), nil
}
