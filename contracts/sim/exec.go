package sim

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/eth/tracers"
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
