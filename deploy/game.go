package deploy

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Defaults of GameConfig. The lab chain (bisection/labchain) uses the same,
// so a game plays alike in the lab and on a deployment.
const (
	// DefaultChallengeWindow is in blocks after a result's reference block.
	DefaultChallengeWindow = 1000
	// DefaultGameClock is each side's chess clock, per defence game.
	DefaultGameClock = 24 * time.Hour
	// DefaultJoinWindow is how long after a challenge opens defenders may
	// join it: long enough for every operator that signed to notice and
	// defend, short next to the clocks so a challenge is decided soon.
	DefaultJoinWindow = time.Hour
	// DefaultSlashBips is the share of each faulty signer's stake slashed,
	// in basis points.
	DefaultSlashBips = 5000
)

// DefaultChallengerBond is the challenger's bond: 1 ether.
var DefaultChallengerBond = big.NewInt(1e18)

// GameConfig is the dispute game Contracts deploys: DisputeGame over
// EngineStep, the one-step rule of the engine's trace (IQ16Engine.runOp).
// The zero value takes every default.
type GameConfig struct {
	// ChallengeWindow is how many blocks after a result's reference block a
	// challenger may dispute it. A landed result is final
	// (LLMConsumer.isFinal, what TaskMarket pays on) this many blocks after
	// the block it landed in, when no challenge of it is undecided.
	ChallengeWindow uint64 `json:"challengeWindow"`
	// Clock is each side's chess clock, whole seconds (the contract counts
	// block timestamps).
	Clock time.Duration `json:"clock"`
	// Bond is what a challenger posts to open a challenge, in wei.
	Bond *big.Int `json:"bond"`
	// DefenderBond is what each defender posts to defend a challenge, in
	// wei (default: Bond).
	DefenderBond *big.Int `json:"defenderBond"`
	// JoinWindow is how long after a challenge opens defenders may join it,
	// whole seconds.
	JoinWindow time.Duration `json:"joinWindow"`
	// SlashBips is the share of each faulty signer's stake a won challenge
	// slashes, in basis points (10,000: all of it).
	SlashBips uint64 `json:"slashBips"`
	// ChunkMACs is the matvec chunking of EngineStep's leaves; the sides'
	// traces must use the same (bisection.EngineOptions.ChunkMACs).
	ChunkMACs int `json:"chunkMacs"`
}

func (g *GameConfig) defaults() error {
	if g.ChallengeWindow == 0 {
		g.ChallengeWindow = DefaultChallengeWindow
	}
	if g.Clock == 0 {
		g.Clock = DefaultGameClock
	}
	if g.Bond == nil {
		g.Bond = new(big.Int).Set(DefaultChallengerBond)
	}
	if g.DefenderBond == nil {
		g.DefenderBond = new(big.Int).Set(g.Bond)
	}
	if g.JoinWindow == 0 {
		g.JoinWindow = DefaultJoinWindow
	}
	if g.SlashBips == 0 {
		g.SlashBips = DefaultSlashBips
	}
	if g.ChunkMACs == 0 {
		g.ChunkMACs = bisection.DefaultChunkMACs
	}
	// The contract's own checks (BadConfig), caught before a deployment
	// half done.
	if g.Clock < time.Second || g.Clock%time.Second != 0 {
		return fmt.Errorf("%w: game clock %s is not a positive number of seconds", ErrBadConfig, g.Clock)
	}
	if g.JoinWindow < time.Second || g.JoinWindow%time.Second != 0 {
		return fmt.Errorf("%w: join window %s is not a positive number of seconds", ErrBadConfig, g.JoinWindow)
	}
	if g.SlashBips > 10_000 {
		return fmt.Errorf("%w: slash %d bips is more than the whole stake", ErrBadConfig, g.SlashBips)
	}
	if g.Bond.Sign() < 0 || g.DefenderBond.Sign() < 0 || g.ChunkMACs < 0 {
		return fmt.Errorf("%w: negative bond or chunk size", ErrBadConfig)
	}
	return nil
}

// StepCodes are the creation codes of the engine one-step over the engine
// at an address, for a manifest's model: KvStep and StepOps, then EngineStep
// over them (three contracts, whose creation code together is past
// EIP-3860's initcode limit). No weight chunk list is passed: every step
// deepcall plays brings the weights it reads in calldata, proven against the
// manifest's blob root, so no overlay needs to exist and the constructors
// stay small for any model.
type StepCodes struct {
	KvStep, StepOps []byte
	// EngineStep is EngineStep's creation code over the KvStep and StepOps
	// at kv and ops, leaves chunked by the chunkMACs given.
	EngineStep func(kv, ops common.Address) []byte
}

// EngineStepCodes returns the one-step's creation codes.
func EngineStepCodes(engine common.Address, mf *inference.Manifest, chunkMACs int) StepCodes {
	cfg := sim.EngineConfig(mf.Config)
	return StepCodes{
		KvStep:  append(common.FromHex(bindings.KvStepMetaData.Bin), bindings.NewKvStep().PackConstructor(engine, cfg, [][32]byte{})...),
		StepOps: append(common.FromHex(bindings.StepOpsMetaData.Bin), bindings.NewStepOps().PackConstructor(cfg)...),
		EngineStep: func(kv, ops common.Address) []byte {
			ctor := bindings.NewEngineStep().PackConstructor(engine, cfg, big.NewInt(int64(chunkMACs)), [][32]byte{}, kv, ops)
			return append(common.FromHex(bindings.EngineStepMetaData.Bin), ctor...)
		},
	}
}

// DeployEngineStep creates the one-step's three contracts with create, in
// order, and returns EngineStep's address.
func DeployEngineStep(ctx context.Context, create func(context.Context, []byte) (common.Address, error), engine common.Address, mf *inference.Manifest, chunkMACs int) (common.Address, error) {
	codes := EngineStepCodes(engine, mf, chunkMACs)
	kv, err := create(ctx, codes.KvStep)
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy KvStep: %w", err)
	}
	ops, err := create(ctx, codes.StepOps)
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy StepOps: %w", err)
	}
	step, err := create(ctx, codes.EngineStep(kv, ops))
	if err != nil {
		return common.Address{}, fmt.Errorf("deploy EngineStep: %w", err)
	}
	return step, nil
}

// GameCode is DisputeGame's creation code with its constructor arguments:
// the game over the one-step at step and the operator registry at registry,
// with g's parameters as they are (no defaults filled in). The deployer is
// the game's owner, who admits consumers (DisputeGame.admit).
func GameCode(step, registry common.Address, g GameConfig) []byte {
	ctor := bindings.NewDisputeGame().PackConstructor(step, registry, new(big.Int).SetUint64(g.ChallengeWindow),
		big.NewInt(int64(g.JoinWindow/time.Second)), big.NewInt(int64(g.Clock/time.Second)), g.Bond, g.DefenderBond,
		new(big.Int).SetUint64(g.SlashBips))
	return append(common.FromHex(bindings.DisputeGameMetaData.Bin), ctor...)
}

// sendDeployStep sends the one-step's deployments: KvStep and StepOps, then
// EngineStep over them (their addresses follow from the transactions'
// nonces, so all three go out at once); EngineStep's is the last.
func sendDeployStep(ctx context.Context, s *txmgr.Manager, engine common.Address, mf *inference.Manifest, g GameConfig) ([]*types.Transaction, error) {
	codes := EngineStepCodes(engine, mf, g.ChunkMACs)
	var txs []*types.Transaction
	var addrs []common.Address
	for _, c := range []struct {
		what string
		code []byte
	}{{"deploy KvStep", codes.KvStep}, {"deploy StepOps", codes.StepOps}} {
		tx, err := s.SubmitBound(ctx, c.what, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return deployTx(s, o, c.code)
		})
		if err != nil {
			return nil, err
		}
		txs, addrs = append(txs, tx), append(addrs, crypto.CreateAddress(s.From(), tx.Nonce()))
	}
	tx, err := s.SubmitBound(ctx, "deploy EngineStep", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return deployTx(s, o, codes.EngineStep(addrs[0], addrs[1]))
	})
	if err != nil {
		return nil, err
	}
	return append(txs, tx), nil
}

// sendGame sends the game's deployment over the one-step rule at rule, then makes it the consumer's
// arbiter (the consumer's deployer may, once) and the registry's slasher
// (its owner may). The game's address follows from its transaction's
// nonce, so all three land in one block, in order; neither setter calls
// the game, so they estimate alike before it exists. AdmitConsumer follows
// once they landed (admission reads the consumer's arbiter).
func sendGame(ctx context.Context, s *txmgr.Manager, d *Deployment, rule common.Address, g GameConfig) ([]*types.Transaction, error) {
	code := GameCode(rule, d.Contracts.Registry, g)
	gameTx, err := s.SubmitBound(ctx, "deploy DisputeGame", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return deployTx(s, o, code)
	})
	if err != nil {
		return nil, err
	}
	d.Contracts.Game = crypto.CreateAddress(s.From(), gameTx.Nonce())
	consumer := bindings.NewLLMConsumer()
	arbiter, err := s.SubmitBound(ctx, "LLMConsumer.setArbiter", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(consumer.Instance(s.Caller(), d.Contracts.Consumer), o, consumer.PackSetArbiter(d.Contracts.Game))
	})
	if err != nil {
		return nil, err
	}
	slasher, err := s.SubmitBound(ctx, "OperatorRegistry.setSlasher", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(registryABI.Instance(s.Caller(), d.Contracts.Registry), o, registryABI.PackSetSlasher(d.Contracts.Game))
	})
	if err != nil {
		return nil, err
	}
	return []*types.Transaction{gameTx, arbiter, slasher}, nil
}

// AdmitConsumer has the game's owner (s) admit a consumer that names the
// game as its arbiter and the game's registry as its own.
func AdmitConsumer(ctx context.Context, s *txmgr.Manager, game, consumer common.Address) (*types.Receipt, error) {
	g := bindings.NewDisputeGame()
	return s.Transact(ctx, "DisputeGame.admit", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(g.Instance(s.Caller(), game), o, g.PackAdmit(consumer))
	})
}

func deployTx(s *txmgr.Manager, o *bind.TransactOpts, code []byte) (*types.Transaction, error) {
	_, tx, err := bind.DeployContract(o, code, s.Caller(), nil)
	return tx, err
}
