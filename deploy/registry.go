package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/txmgr"
)

// Registration errors callers branch on.
var (
	// ErrInvalidPoP: the registry refused the keys' proof of possession
	// (OperatorRegistry.InvalidProofOfPossession), or it fails locally.
	ErrInvalidPoP = errors.New("deploy: invalid BLS proof of possession")
	// ErrNoStake: the operator has no stake the registry counts.
	ErrNoStake = errors.New("deploy: operator has no stake")
	// ErrAlreadyRegistered: the operator is registered already.
	ErrAlreadyRegistered = errors.New("deploy: operator already registered")
	// ErrNotEigenLayerOperator: the registry is wired to EigenLayer and the
	// sender is not an operator there (register with EigenLayer first).
	ErrNotEigenLayerOperator = errors.New("deploy: not an EigenLayer operator")
	// ErrKeyTaken: the BLS key is bound to another operator, or the
	// operator to another key.
	ErrKeyTaken = errors.New("deploy: BLS key bound to another operator")
)

var registryABI = bindings.NewOperatorRegistry()

// classify wraps a registry call's error with the sentinel of its revert.
func classify(err error) error {
	var target error
	switch {
	case reverts.Is[*bindings.OperatorRegistryInvalidProofOfPossession](err):
		target = ErrInvalidPoP
	case reverts.Is[*bindings.OperatorRegistryNoStake](err):
		target = ErrNoStake
	case reverts.Is[*bindings.OperatorRegistryAlreadyRegistered](err):
		target = ErrAlreadyRegistered
	case reverts.Is[*bindings.OperatorRegistryKeyBoundToOtherOperator](err), reverts.Is[*bindings.OperatorRegistryOperatorHasOtherKey](err):
		target = ErrKeyTaken
	case reverts.Is[*bindings.OperatorRegistryNotEigenLayerOperator](err):
		target = ErrNotEigenLayerOperator
	case reverts.Is[*bindings.OperatorRegistryNotRegistered](err):
		target = ErrNotRegistered
	default:
		return err
	}
	return fmt.Errorf("%w: %w", target, err)
}

// RegistryCode is OperatorRegistry's creation code for cfg: wired to
// EigenLayer, it reads each operator's delegated shares of the strategy
// from the DelegationManager (until setAVS switches it to the operator set).
func RegistryCode(cfg Config) []byte {
	ctor := registryABI.PackConstructor(new(big.Int).SetUint64(cfg.ReferenceWindow), cfg.DelegationManager, cfg.Strategy)
	return append(common.FromHex(bindings.OperatorRegistryMetaData.Bin), ctor...)
}

func sendDeployRegistry(ctx context.Context, s *txmgr.Manager, cfg Config) (*types.Transaction, error) {
	code := RegistryCode(cfg)
	return s.SubmitBound(ctx, "deploy OperatorRegistry", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return deployTx(s, o, code)
	})
}

// SendSyncStake sends registry.syncStake(operator): the registry re-reads
// the operator's delegated shares from EigenLayer (anyone may send it).
func SendSyncStake(ctx context.Context, s *txmgr.Manager, registry, operator common.Address) (*types.Transaction, error) {
	inst := registryABI.Instance(s.Caller(), registry)
	data := registryABI.PackSyncStake(operator)
	t, err := s.SubmitWithMargin(ctx, fmt.Sprintf("OperatorRegistry.syncStake(%s)", operator), registerGasMargin, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(inst, o, data)
	})
	return t, classify(err)
}

// SendRegistration sends registry.registerOperator(pk1, pk2, pop) from the
// operator's account exactly as given: no local check, so a bad proof
// reaches the contract (which refuses it: ErrInvalidPoP).
func SendRegistration(ctx context.Context, op *txmgr.Manager, registry common.Address, pk1 *blsagg.G1, pk2 *blsagg.G2, pop *blsagg.G1) (*types.Transaction, error) {
	inst := registryABI.Instance(op.Caller(), registry)
	data := registryABI.PackRegisterOperator(bindings.G1PointOf(pk1), bindings.G2PointOf(pk2), bindings.G1PointOf(pop))
	// The apk history write costs more or less depending on which
	// registrations land before this one in its block: leave room.
	t, err := op.SubmitWithMargin(ctx, "OperatorRegistry.registerOperator", registerGasMargin, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(inst, o, data)
	})
	return t, classify(err)
}

// registerGasMargin is the percentage added to registerOperator's gas estimate.
const registerGasMargin = 50

// Registered is an operator in the registry.
type Registered struct {
	Address common.Address
	ID      blsagg.OperatorID
	Stake   *big.Int
}

// RegisterOperator registers the sender in the registry with its BLS key:
// the proof of possession is signed over blsagg.PoPMessage for this chain and
// registry and checked locally before anything is sent.
func RegisterOperator(ctx context.Context, op *txmgr.Manager, registry common.Address, kp *bls.KeyPair) (*Registered, error) {
	popCtx := blsagg.PoPContext{ChainID: op.ChainID().Uint64(), Registry: registry}
	pk1, pk2 := blsagg.PubG1(kp), blsagg.PubG2(kp)
	pop := blsagg.SignPoP(kp, popCtx, op.From())
	if err := blsagg.VerifyPoP(popCtx, op.From(), &pk1, &pk2, &pop); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidPoP, err)
	}
	t, err := SendRegistration(ctx, op, registry, &pk1, &pk2, &pop)
	if err != nil {
		return nil, err
	}
	if _, err := op.Wait(ctx, t); err != nil {
		return nil, err
	}
	return ReadOperator(ctx, op.Caller(), registry, op.From())
}

// ReadOperator reads an operator's id and live stake from the registry;
// an operator that is not registered is ErrNotRegistered.
func ReadOperator(ctx context.Context, b bind.ContractBackend, registry, operator common.Address) (*Registered, error) {
	inst := registryABI.Instance(b, registry)
	opts := &bind.CallOpts{Context: ctx}
	ok, err := bind.Call(inst, opts, registryABI.PackIsRegistered(operator), registryABI.UnpackIsRegistered)
	if err != nil {
		return nil, fmt.Errorf("OperatorRegistry.isRegistered(%s): %w", operator, err)
	}
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotRegistered, operator)
	}
	id, err := bind.Call(inst, opts, registryABI.PackOperatorIdOf(operator), registryABI.UnpackOperatorIdOf)
	if err != nil {
		return nil, fmt.Errorf("OperatorRegistry.operatorIdOf(%s): %w", operator, err)
	}
	stake, err := bind.Call(inst, opts, registryABI.PackStakeOf(operator), registryABI.UnpackStakeOf)
	if err != nil {
		return nil, fmt.Errorf("OperatorRegistry.stakeOf(%s): %w", operator, err)
	}
	return &Registered{Address: operator, ID: id, Stake: stake}, nil
}

// ErrNotRegistered: the operator is not in the registry.
var ErrNotRegistered = errors.New("deploy: operator not registered")

// Apk is the registry's current aggregate G1 key and total stake.
type Apk struct {
	X, Y       *big.Int
	TotalStake *big.Int
}

// CurrentApk reads registry.currentApk().
func CurrentApk(ctx context.Context, b bind.ContractBackend, registry common.Address) (*Apk, error) {
	inst := registryABI.Instance(b, registry)
	out, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, registryABI.PackCurrentApk(), registryABI.UnpackCurrentApk)
	if err != nil {
		return nil, fmt.Errorf("OperatorRegistry.currentApk: %w", err)
	}
	return &Apk{X: out.Apk.X, Y: out.Apk.Y, TotalStake: out.TotalStake}, nil
}
