package deploy

import (
	"context"
	"fmt"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/txmgr"
)

// DefaultAVSMetadataURI is the metadata URI the AVS registers with EigenLayer
// when Config.AVSMetadataURI is empty.
const DefaultAVSMetadataURI = "https://deepcall.invalid/avs.json"

// OperatorSetID is the id of deepcall's one operator set.
const OperatorSetID uint32 = 0

var avsABI = bindings.NewOperatorSetAVS()

// DeployOperatorSetAVS deploys OperatorSetAVS (which registers itself with
// EigenLayer's AllocationManager and creates its operator set over strategy)
// and switches the registry to operator-set mode (registry.setAVS, from its
// owner). It must run before any operator registers.
func DeployOperatorSetAVS(ctx context.Context, s *txmgr.Manager, registry, allocationManager, strategy common.Address, metadataURI string) (common.Address, error) {
	if allocationManager == (common.Address{}) || strategy == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%w: operator sets need the AllocationManager and the strategy", ErrBadConfig)
	}
	if metadataURI == "" {
		metadataURI = DefaultAVSMetadataURI
	}
	code := AVSCode(allocationManager, registry, strategy, metadataURI)
	r, err := s.Transact(ctx, "deploy OperatorSetAVS", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return deployTx(s, o, code)
	})
	if err != nil {
		return common.Address{}, err
	}
	avs := r.ContractAddress
	if _, err := s.Transact(ctx, "OperatorRegistry.setAVS", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(registryABI.Instance(s.Caller(), registry), o, registryABI.PackSetAVS(avs))
	}); err != nil {
		return common.Address{}, err
	}
	return avs, nil
}

// AVSCode is OperatorSetAVS's creation code: the AVS of registry with the
// AllocationManager, its operator set over strategy, registered under
// metadataURI (its constructor registers with EigenLayer).
func AVSCode(allocationManager, registry, strategy common.Address, metadataURI string) []byte {
	ctor := avsABI.PackConstructor(allocationManager, registry, strategy, metadataURI)
	return append(common.FromHex(bindings.OperatorSetAVSMetaData.Bin), ctor...)
}

// OperatorSetData is what an operator hands the AVS's registrar when it
// registers for the operator set: abi.encode(pk1, pk2, pop), the keys and
// proof of possession registerOperator takes, the proof naming operator on
// this chain and registry. The proof is checked locally (ErrInvalidPoP).
func OperatorSetData(chainID uint64, registry, operator common.Address, kp *bls.KeyPair) ([]byte, error) {
	popCtx := blsagg.PoPContext{ChainID: chainID, Registry: registry}
	pk1, pk2 := blsagg.PubG1(kp), blsagg.PubG2(kp)
	pop := blsagg.SignPoP(kp, popCtx, operator)
	if err := blsagg.VerifyPoP(popCtx, operator, &pk1, &pk2, &pop); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidPoP, err)
	}
	args := registryABI.GetABI().Methods["registerFromAVS"].Inputs[1:]
	data, err := args.Pack(bindings.G1PointOf(&pk1), bindings.G2PointOf(&pk2), bindings.G1PointOf(&pop))
	if err != nil {
		return nil, fmt.Errorf("deploy: encode operator-set data: %w", err)
	}
	return data, nil
}

// RegisterThroughOperatorSet is an EigenLayer operator's way into a registry
// in operator-set mode: allocate all of its magnitude of strategy to
// deepcall's operator set (its allocation delay must be in effect:
// eigen.ErrAllocationDelayUnset otherwise), then register for the set with
// its BLS keys and proof as the registrar's data; the AVS hands them to the
// registry, which counts the allocated stake. It returns the registry's view
// of the operator.
func RegisterThroughOperatorSet(ctx context.Context, op *txmgr.Manager, allocationManager, avs, registry, strategy common.Address, kp *bls.KeyPair) (*Registered, error) {
	data, err := OperatorSetData(op.ChainID().Uint64(), registry, op.From(), kp)
	if err != nil {
		return nil, err
	}
	set := eigen.OperatorSet{AVS: avs, ID: OperatorSetID}
	t, err := eigen.SendAllocate(ctx, op, allocationManager, set, strategy, eigen.FullMagnitude)
	if err != nil {
		return nil, err
	}
	if _, err := op.Wait(ctx, t); err != nil {
		return nil, err
	}
	t, err = eigen.SendRegisterForOperatorSet(ctx, op, allocationManager, set, data)
	if err != nil {
		return nil, classify(err)
	}
	if _, err := op.Wait(ctx, t); err != nil {
		return nil, err
	}
	return ReadOperator(ctx, op.Caller(), registry, op.From())
}

// OperatorSetAVS is a registry's AVS in operator-set mode, with the
// AllocationManager and strategy it was made for.
type OperatorSetAVS struct {
	AVS, AllocationManager, Strategy common.Address
}

// ReadOperatorSetAVS reads registry.avs() and, when set, the AVS's
// AllocationManager and strategy; ok is false for a registry that takes
// operators directly.
func ReadOperatorSetAVS(ctx context.Context, b bind.ContractBackend, registry common.Address) (a OperatorSetAVS, ok bool, err error) {
	opts := &bind.CallOpts{Context: ctx}
	a.AVS, err = bind.Call(registryABI.Instance(b, registry), opts, registryABI.PackAvs(), registryABI.UnpackAvs)
	if err != nil {
		return a, false, fmt.Errorf("OperatorRegistry.avs: %w", err)
	}
	if a.AVS == (common.Address{}) {
		return a, false, nil
	}
	inst := avsABI.Instance(b, a.AVS)
	if a.AllocationManager, err = bind.Call(inst, opts, avsABI.PackAllocationManager(), avsABI.UnpackAllocationManager); err != nil {
		return a, false, fmt.Errorf("OperatorSetAVS.allocationManager: %w", err)
	}
	if a.Strategy, err = bind.Call(inst, opts, avsABI.PackStrategy(), avsABI.UnpackStrategy); err != nil {
		return a, false, fmt.Errorf("OperatorSetAVS.strategy: %w", err)
	}
	return a, true, nil
}

// Register joins the registry the way it takes operators: directly
// (RegisterOperator), or, in operator-set mode, through EigenLayer's
// AllocationManager (RegisterThroughOperatorSet).
func Register(ctx context.Context, op *txmgr.Manager, registry common.Address, kp *bls.KeyPair) (*Registered, error) {
	a, ok, err := ReadOperatorSetAVS(ctx, op.Caller(), registry)
	if err != nil {
		return nil, err
	}
	if !ok {
		return RegisterOperator(ctx, op, registry, kp)
	}
	return RegisterThroughOperatorSet(ctx, op, a.AllocationManager, a.AVS, registry, a.Strategy, kp)
}
