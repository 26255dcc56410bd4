package attest

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// ChainBackend is the node an auditor or a revealer reads: calls, the
// head, and logs (the Revealed events an auditor re-executes against).
type ChainBackend interface {
	ethereum.ContractCaller
	ethereum.LogFilterer
	BlockNumber(ctx context.Context) (uint64, error)
}

// ChainAudit is AuditChain and RevealChain on a go-ethereum node: the
// deployed EpochRegistry, AttestationConsumer and DisputeGame, sending
// from the operator's account (one Sender for both loops: it owns the
// account's nonces).
type ChainAudit struct {
	Backend  ChainBackend
	Sender   *txmgr.Manager
	Registry common.Address // EpochRegistry
	Consumer common.Address // AttestationConsumer
	Game     common.Address // DisputeGame
	// OperatorsAt are the quorum's operators and their stakes at a block
	// (the registry's operator set: aggregator.Chain.OperatorStakes).
	OperatorsAt func(ctx context.Context, block uint64) ([]Staked, error)
	// KeysAt are an operator's registered G1 and G2 keys at a block
	// (aggregator.Chain.OperatorKeys): present carries the attester's keys
	// with its body signature.
	KeysAt func(ctx context.Context, block uint64, operator common.Address) (blsagg.G1, blsagg.G2, error)
	// Receipt, when set, is told each transaction sent ("drawSample",
	// "present", "open", "reveal", "forfeit", "scan", "payEpoch") and its
	// gas.
	Receipt func(what string, gasUsed uint64)
	// ScanPage is how many presented attestations one scan transaction of
	// PayEpoch looks at (default 64).
	ScanPage uint64
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
	r, err := bisection.Send(ctx, c.Sender, "drawSample", c.Registry, regABI.PackDrawSample(epoch), nil)
	if err == nil {
		c.sent("drawSample", r)
	}
	return err
}

// Operators implements AuditChain.
func (c *ChainAudit) Operators(ctx context.Context, block uint64) ([]Staked, error) {
	return c.OperatorsAt(ctx, block)
}

// TransitionBinding is t as the contracts take it.
func TransitionBinding(t protocol.Transition) bindings.Transition {
	return bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
}

// Present implements AuditChain: the attestation with its attester's
// signature of the body that holds it.
func (c *ChainAudit) Present(ctx context.Context, epoch, j uint64, x *Evidence) error {
	a, _, err := c.attester(ctx, x)
	if err != nil {
		return err
	}
	r, err := bisection.Send(ctx, c.Sender, "present", c.Consumer, acABI.PackPresent(epoch, new(big.Int).SetUint64(j), TransitionBinding(x.Transition), x.EpochSiblings, a), nil)
	if err == nil {
		c.sent("present", r)
	}
	return err
}

// attester is x's attester's signature of its body as present takes it, and
// the attester's operator id.
func (c *ChainAudit) attester(ctx context.Context, x *Evidence) (bindings.AttesterSignature, [32]byte, error) {
	if c.KeysAt == nil {
		return bindings.AttesterSignature{}, [32]byte{}, errors.New("attest: no source of the attester's keys (ChainAudit.KeysAt)")
	}
	pk1, pk2, err := c.KeysAt(ctx, x.Transition.ReferenceBlock, x.Body.Operator)
	if err != nil {
		return bindings.AttesterSignature{}, [32]byte{}, fmt.Errorf("keys of attester %s: %w", x.Body.Operator, err)
	}
	return AttesterSignature(x, &pk1, &pk2), blsagg.IDOf(&pk1), nil
}

// AttesterSignature is present's proof that x's attester, whose registered
// keys are pk1 and pk2, signed the body that holds x.
func AttesterSignature(x *Evidence, pk1 *blsagg.G1, pk2 *blsagg.G2) bindings.AttesterSignature {
	sib := x.BodySiblings
	if sib == nil {
		sib = [][32]byte{}
	}
	return bindings.AttesterSignature{Sigma: bindings.G1PointOf(&x.Body.Sig), Pk2: bindings.G2PointOf(pk2), Pk1: bindings.G1PointOf(pk1),
		Count: big.NewInt(int64(x.Body.N)), Position: big.NewInt(int64(x.BodyPosition)), Siblings: sib}
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
	_, id, err := c.attester(ctx, x)
	if err != nil {
		return 0, err
	}
	signatory := protocol.AttesterSignatory(uint32(x.Transition.ReferenceBlock), id)
	data, err := g.TryPackOpen(c.Consumer, bisection.BigInts(cl.Prompt), big.NewInt(int64(cl.N)), cl.Root, bisection.BigInts(cl.Tokens),
		TransitionBinding(x.Transition), signatory, [][32]byte{})
	if err != nil {
		return 0, err
	}
	r, err := bisection.Send(ctx, c.Sender, "call", c.Game, data, bond)
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

// Rules are what an auditor and a revealer take from the deployed
// contracts: the registry's sample rate and window, and the consumer's
// dispute game and deadlines (AttestationConsumer.revealBlocks,
// auditBlocks) and forfeit share.
type Rules struct {
	RateBps, SampleDelay, SampleWindow uint64
	Game                               common.Address
	// RevealBlocks and AuditBlocks count from the end of an epoch's sample
	// window: reveals end at the first, presentations and forfeits at the
	// second (revealEnd, auditEnd).
	RevealBlocks, AuditBlocks uint64
	// ForfeitBps is the share of an attester's stake a forfeit slashes.
	ForfeitBps uint64
}

// ReadRules reads the rules of EpochRegistry registry and
// AttestationConsumer consumer.
func ReadRules(ctx context.Context, b ethereum.ContractCaller, registry, consumer common.Address) (Rules, error) {
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
	for _, x := range []struct {
		to     common.Address
		data   []byte
		unpack func([]byte) (*big.Int, error)
		into   *uint64
		name   string
	}{
		{registry, regABI.PackSampleBps(), regABI.UnpackSampleBps, &r.RateBps, "EpochRegistry.sampleBps"},
		{registry, regABI.PackSampleDelay(), regABI.UnpackSampleDelay, &r.SampleDelay, "EpochRegistry.sampleDelay"},
		{registry, regABI.PackSampleWindow(), regABI.UnpackSampleWindow, &r.SampleWindow, "EpochRegistry.sampleWindow"},
		{consumer, acABI.PackRevealBlocks(), acABI.UnpackRevealBlocks, &r.RevealBlocks, "AttestationConsumer.revealBlocks"},
		{consumer, acABI.PackAuditBlocks(), acABI.UnpackAuditBlocks, &r.AuditBlocks, "AttestationConsumer.auditBlocks"},
		{consumer, acABI.PackForfeitBps(), acABI.UnpackForfeitBps, &r.ForfeitBps, "AttestationConsumer.forfeitBps"},
	} {
		if err := read(x.to, x.data, x.unpack, x.into, x.name); err != nil {
			return r, err
		}
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
