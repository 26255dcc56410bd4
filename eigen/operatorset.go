package eigen

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	allocationmanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/AllocationManager"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// FullMagnitude is EigenLayer's whole magnitude of a strategy (1e18, a
// WAD): allocating it to an operator set makes all of the operator's
// shares slashable there.
const FullMagnitude uint64 = 1e18

// ErrAllocationDelayUnset means the operator's allocation delay has not
// taken effect yet: the AllocationManager refuses allocations until
// ALLOCATION_CONFIGURATION_DELAY blocks after registerAsOperator.
var ErrAllocationDelayUnset = errors.New("eigen: allocation delay not in effect yet")

// OperatorSet names an AVS's operator set.
type OperatorSet struct {
	AVS common.Address
	ID  uint32
}

func (o OperatorSet) binding() allocationmanager.OperatorSet {
	return allocationmanager.OperatorSet{Avs: o.AVS, Id: o.ID}
}

// Delays are the AllocationManager's fixed delays, in blocks.
type Delays struct {
	// AllocationConfiguration is how long an operator's allocation delay
	// (set by registerAsOperator or setAllocationDelay) takes to apply; no
	// allocation before it does.
	AllocationConfiguration uint32
	// Deallocation is how long a deallocation (and a deregistered
	// operator) stays slashable.
	Deallocation uint32
}

func allocationCaller(am common.Address, b bind.ContractBackend) (*allocationmanager.ContractAllocationManagerCaller, error) {
	return allocationmanager.NewContractAllocationManagerCaller(am, b)
}

// ReadDelays reads ALLOCATION_CONFIGURATION_DELAY and DEALLOCATION_DELAY.
func ReadDelays(ctx context.Context, b bind.ContractBackend, am common.Address) (Delays, error) {
	c, err := allocationCaller(am, b)
	if err != nil {
		return Delays{}, err
	}
	o := &bind.CallOpts{Context: ctx}
	cfg, err := c.ALLOCATIONCONFIGURATIONDELAY(o)
	if err != nil {
		return Delays{}, fmt.Errorf("AllocationManager.ALLOCATION_CONFIGURATION_DELAY: %w", err)
	}
	dealloc, err := c.DEALLOCATIONDELAY(o)
	if err != nil {
		return Delays{}, fmt.Errorf("AllocationManager.DEALLOCATION_DELAY: %w", err)
	}
	return Delays{AllocationConfiguration: cfg, Deallocation: dealloc}, nil
}

// AllocationDelay reads the operator's allocation delay and whether it is in
// effect (set).
func AllocationDelay(ctx context.Context, b bind.ContractBackend, am, operator common.Address) (set bool, delay uint32, err error) {
	c, err := allocationCaller(am, b)
	if err != nil {
		return false, 0, err
	}
	set, delay, err = c.GetAllocationDelay(&bind.CallOpts{Context: ctx}, operator)
	if err != nil {
		return false, 0, fmt.Errorf("AllocationManager.getAllocationDelay(%s): %w", operator, err)
	}
	return set, delay, nil
}

// SendAllocate sends AllocationManager.modifyAllocations for the sender:
// magnitude of strategy (FullMagnitude: all of it) to the operator set. It
// checks first that the sender's allocation delay is in effect
// (ErrAllocationDelayUnset otherwise).
func SendAllocate(ctx context.Context, m *txmgr.Manager, am common.Address, set OperatorSet, strategy common.Address, magnitude uint64) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	ok, _, err := AllocationDelay(ctx, b, am, m.From())
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: operator %s", ErrAllocationDelayUnset, m.From())
	}
	t, err := allocationmanager.NewContractAllocationManagerTransactor(am, b)
	if err != nil {
		return nil, err
	}
	params := []allocationmanager.IAllocationManagerTypesAllocateParams{{
		OperatorSet: set.binding(), Strategies: []common.Address{strategy}, NewMagnitudes: []uint64{magnitude},
	}}
	return m.SubmitBound(ctx, "AllocationManager.modifyAllocations", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return t.ModifyAllocations(o, m.From(), params)
	})
}

// registrarGasMargin is the percentage added to the gas estimate of calls
// that run the AVS's registrar hook: a registry's history write costs more
// when the transaction lands in a later block than the estimate assumed
// (new history entries rather than an update in place: up to ≈ 90k gas).
const registrarGasMargin = 100

// SendRegisterForOperatorSet sends AllocationManager.registerForOperatorSets
// for the sender: the set, with data handed to the AVS's registrar.
func SendRegisterForOperatorSet(ctx context.Context, m *txmgr.Manager, am common.Address, set OperatorSet, data []byte) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	t, err := allocationmanager.NewContractAllocationManagerTransactor(am, b)
	if err != nil {
		return nil, err
	}
	p := allocationmanager.IAllocationManagerTypesRegisterParams{Avs: set.AVS, OperatorSetIds: []uint32{set.ID}, Data: data}
	return m.SubmitWithMargin(ctx, "AllocationManager.registerForOperatorSets", registrarGasMargin, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return t.RegisterForOperatorSets(o, m.From(), p)
	})
}

// SendDeregisterFromOperatorSet sends AllocationManager.deregisterFromOperatorSets
// for the sender.
func SendDeregisterFromOperatorSet(ctx context.Context, m *txmgr.Manager, am common.Address, set OperatorSet) (*types.Transaction, error) {
	b, err := nodeOf(m)
	if err != nil {
		return nil, err
	}
	t, err := allocationmanager.NewContractAllocationManagerTransactor(am, b)
	if err != nil {
		return nil, err
	}
	p := allocationmanager.IAllocationManagerTypesDeregisterParams{Operator: m.From(), Avs: set.AVS, OperatorSetIds: []uint32{set.ID}}
	return m.SubmitWithMargin(ctx, "AllocationManager.deregisterFromOperatorSets", registrarGasMargin, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return t.DeregisterFromOperatorSets(o, p)
	})
}

// AllocatedStake is the operator's slashable stake of strategy allocated to
// the set (AllocationManager.getAllocatedStake).
func AllocatedStake(ctx context.Context, b bind.ContractBackend, am common.Address, set OperatorSet, operator, strategy common.Address) (*big.Int, error) {
	c, err := allocationCaller(am, b)
	if err != nil {
		return nil, err
	}
	v, err := c.GetAllocatedStake(&bind.CallOpts{Context: ctx}, set.binding(), []common.Address{operator}, []common.Address{strategy})
	if err != nil {
		return nil, fmt.Errorf("AllocationManager.getAllocatedStake(%s): %w", operator, err)
	}
	if len(v) != 1 || len(v[0]) != 1 {
		return nil, fmt.Errorf("AllocationManager.getAllocatedStake(%s): %d rows", operator, len(v))
	}
	return v[0][0], nil
}

// IsMember reports whether operator is registered in the set.
func IsMember(ctx context.Context, b bind.ContractBackend, am common.Address, set OperatorSet, operator common.Address) (bool, error) {
	c, err := allocationCaller(am, b)
	if err != nil {
		return false, err
	}
	ok, err := c.IsMemberOfOperatorSet(&bind.CallOpts{Context: ctx}, operator, set.binding())
	if err != nil {
		return false, fmt.Errorf("AllocationManager.isMemberOfOperatorSet(%s): %w", operator, err)
	}
	return ok, nil
}

// RegistrarData returns the data an AllocationManager.registerForOperatorSets
// call hands the AVS's registrar (for deepcall: abi.encode(pk1, pk2, pop)),
// when txData is such a call; ok is false otherwise. Whoever reads an
// operator's keys from its registration transaction needs it in
// operator-set mode, where the registry's registerFromAVS is an internal call.
func RegistrarData(txData []byte) (data []byte, ok bool) {
	a, err := allocationmanager.ContractAllocationManagerMetaData.GetAbi()
	if err != nil {
		return nil, false
	}
	m := a.Methods["registerForOperatorSets"]
	if len(txData) < 4 || [4]byte(txData[:4]) != [4]byte(m.ID) {
		return nil, false
	}
	vals, err := m.Inputs.Unpack(txData[4:])
	if err != nil || len(vals) != 2 {
		return nil, false
	}
	p, ok := abi.ConvertType(vals[1], new(allocationmanager.IAllocationManagerTypesRegisterParams)).(*allocationmanager.IAllocationManagerTypesRegisterParams)
	if !ok {
		return nil, false
	}
	return p.Data, true
}
