package deploy

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/eigen"
)

// ErrDeallocationTooShort: in operator-set mode, EigenLayer's
// DEALLOCATION_DELAY is shorter than the market's report window, so stake
// backing an accepted task could leave EigenLayer before a no-show is
// reported. OperatorRegistry.setSlaSlasher refuses the same on chain
// (DeallocationTooShort).
var ErrDeallocationTooShort = fmt.Errorf("%w: EigenLayer's deallocation delay is shorter than the market's report window", ErrBadConfig)

// CheckDeallocation refuses a market whose report window, slaBlocks +
// graceBlocks after a task is accepted, outlasts delay (the AllocationManager's
// DEALLOCATION_DELAY, in blocks): the registry's stake lock holds only its
// own count, EigenLayer's delay is what keeps a leaving allocation slashable.
func CheckDeallocation(delay uint32, slaBlocks, graceBlocks uint64) error {
	if need := slaBlocks + graceBlocks; uint64(delay) < need {
		return fmt.Errorf("%w: DEALLOCATION_DELAY %d blocks, the market's SLA %d + grace %d = %d blocks",
			ErrDeallocationTooShort, delay, slaBlocks, graceBlocks, need)
	}
	return nil
}

// CheckMarketDeallocation reads what CheckDeallocation needs from the chain
// before a market is made the registry's SLA slasher: nothing to check for a
// registry that takes operators directly (its lockStake holds the stake);
// in operator-set mode the AVS's AllocationManager's delay against the
// market's terms.
func CheckMarketDeallocation(ctx context.Context, b bind.ContractBackend, registry, market common.Address) error {
	a, ok, err := ReadOperatorSetAVS(ctx, b, registry)
	if err != nil || !ok {
		return err
	}
	delays, err := eigen.ReadDelays(ctx, b, a.AllocationManager)
	if err != nil {
		return fmt.Errorf("deploy: read the deallocation delay: %w", err)
	}
	tm, opts := bindings.NewTaskMarket(), &bind.CallOpts{Context: ctx}
	inst := tm.Instance(b, market)
	sla, err := bind.Call(inst, opts, tm.PackSlaBlocks(), tm.UnpackSlaBlocks)
	if err != nil {
		return fmt.Errorf("deploy: TaskMarket.slaBlocks at %s: %w", market, err)
	}
	grace, err := bind.Call(inst, opts, tm.PackGraceBlocks(), tm.UnpackGraceBlocks)
	if err != nil {
		return fmt.Errorf("deploy: TaskMarket.graceBlocks at %s: %w", market, err)
	}
	return CheckDeallocation(delays.Deallocation, sla, grace)
}
