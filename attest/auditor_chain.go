package attest

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/protocol"
)

// ChainBackend is the node an auditor reads.
type ChainBackend interface {
	ethereum.ContractCaller
	BlockNumber(ctx context.Context) (uint64, error)
}

// ChainAudit is AuditChain on a go-ethereum node: the deployed
// EpochRegistry, AttestationConsumer and DisputeGame, sending from the
// auditor's account.
type ChainAudit struct {
	Backend  ChainBackend
	Sender   *bisection.Sender
	Registry common.Address // EpochRegistry
	Consumer common.Address // AttestationConsumer
	Game     common.Address // DisputeGame
	// OperatorsAt are the quorum's operators at a block (the registry's
	// operator set, e.g. aggregator.Chain.OperatorSet).
	OperatorsAt func(ctx context.Context, block uint64) ([]common.Address, error)
	// Receipt, when set, is told each transaction the auditor sent
	// ("drawSample", "present", "open") and its gas.
	Receipt func(what string, gasUsed uint64)
}

func (c *ChainAudit) sent(what string, r *types.Receipt) {
	if c.Receipt != nil && r != nil {
		c.Receipt(what, r.GasUsed)
	}
}

var (
	regABI = bindings.NewEpochRegistry()
	acABI  = bindings.NewAttestationConsumer()
)

func (c *ChainAudit) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return c.Backend.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// Head implements AuditChain.
func (c *ChainAudit) Head(ctx context.Context) (uint64, error) { return c.Backend.BlockNumber(ctx) }

// NextEpoch implements AuditChain.
func (c *ChainAudit) NextEpoch(ctx context.Context) (uint64, error) {
	out, err := c.call(ctx, c.Registry, regABI.PackNextEpoch())
	if err != nil {
		return 0, fmt.Errorf("EpochRegistry.nextEpoch: %w", err)
	}
	return regABI.UnpackNextEpoch(out)
}

// CommittedAt implements AuditChain.
func (c *ChainAudit) CommittedAt(ctx context.Context, epoch uint64) (uint64, error) {
	out, err := c.call(ctx, c.Registry, regABI.PackEpochs(epoch))
	if err != nil {
		return 0, fmt.Errorf("EpochRegistry.epochs(%d): %w", epoch, err)
	}
	v, err := regABI.GetABI().Unpack("epochs", out)
	if err != nil {
		return 0, err
	}
	return v[2].(uint64), nil
}

// SampleSeed implements AuditChain.
func (c *ChainAudit) SampleSeed(ctx context.Context, epoch uint64) ([32]byte, error) {
	out, err := c.call(ctx, c.Registry, regABI.PackSampleSeed(epoch))
	if err != nil {
		return [32]byte{}, fmt.Errorf("EpochRegistry.sampleSeed(%d): %w", epoch, err)
	}
	return regABI.UnpackSampleSeed(out)
}

// DrawSample implements AuditChain.
func (c *ChainAudit) DrawSample(ctx context.Context, epoch uint64) error {
	r, err := c.Sender.Send(ctx, c.Registry, regABI.PackDrawSample(epoch), nil)
	if err == nil {
		c.sent("drawSample", r)
	}
	return err
}

// Operators implements AuditChain.
func (c *ChainAudit) Operators(ctx context.Context, block uint64) ([]common.Address, error) {
	return c.OperatorsAt(ctx, block)
}

// TransitionBinding is t as the contracts take it.
func TransitionBinding(t protocol.Transition) bindings.Transition {
	return bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
}

// Present implements AuditChain.
func (c *ChainAudit) Present(ctx context.Context, epoch, j uint64, x *Evidence) error {
	r, err := c.Sender.Send(ctx, c.Consumer, acABI.PackPresent(epoch, new(big.Int).SetUint64(j), TransitionBinding(x.Transition), x.EpochSiblings), nil)
	if err == nil {
		c.sent("present", r)
	}
	return err
}

// Open implements AuditChain: the challenger's bond is the game's.
func (c *ChainAudit) Open(ctx context.Context, cl Claim, x *Evidence) (uint64, error) {
	g := bisection.GameABI()
	out, err := c.call(ctx, c.Game, g.PackChallengerBond())
	if err != nil {
		return 0, fmt.Errorf("DisputeGame.challengerBond: %w", err)
	}
	bond, err := g.UnpackChallengerBond(out)
	if err != nil {
		return 0, err
	}
	data, err := g.TryPackOpen(c.Consumer, bisection.BigInts(cl.Prompt), big.NewInt(int64(cl.N)), cl.Root, bisection.BigInts(cl.Tokens), TransitionBinding(x.Transition))
	if err != nil {
		return 0, err
	}
	r, err := c.Sender.Send(ctx, c.Game, data, bond)
	if err != nil {
		return 0, err
	}
	c.sent("open", r)
	for _, lg := range r.Logs {
		if o, err := g.UnpackChallengeOpenedEvent(lg); err == nil {
			return o.ChallengeId.Uint64(), nil
		}
	}
	return 0, fmt.Errorf("open %s: no ChallengeOpened event", r.TxHash)
}

// Rules are what an auditor takes from the deployed contracts: the
// registry's sample rate and window and the consumer's dispute game.
type Rules struct {
	RateBps, SampleDelay, SampleWindow uint64
	Game                               common.Address
}

// ReadRules reads the rules of EpochRegistry registry and
// AttestationConsumer consumer.
func ReadRules(ctx context.Context, b ChainBackend, registry, consumer common.Address) (Rules, error) {
	var r Rules
	read := func(to common.Address, data []byte, unpack func([]byte) (*big.Int, error), into *uint64, name string) error {
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		v, err := unpack(out)
		if err != nil || !v.IsUint64() {
			return fmt.Errorf("read %s: %v", name, err)
		}
		*into = v.Uint64()
		return nil
	}
	if err := read(registry, regABI.PackSampleBps(), regABI.UnpackSampleBps, &r.RateBps, "EpochRegistry.sampleBps"); err != nil {
		return r, err
	}
	if err := read(registry, regABI.PackSampleDelay(), regABI.UnpackSampleDelay, &r.SampleDelay, "EpochRegistry.sampleDelay"); err != nil {
		return r, err
	}
	if err := read(registry, regABI.PackSampleWindow(), regABI.UnpackSampleWindow, &r.SampleWindow, "EpochRegistry.sampleWindow"); err != nil {
		return r, err
	}
	out, err := b.CallContract(ctx, ethereum.CallMsg{To: &consumer, Data: acABI.PackGame()}, nil)
	if err != nil {
		return r, fmt.Errorf("read AttestationConsumer.game: %w", err)
	}
	if r.Game, err = acABI.UnpackGame(out); err != nil {
		return r, fmt.Errorf("read AttestationConsumer.game: %w", err)
	}
	return r, nil
}
