package attest

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/txmgr"
)

// Reveal or forfeit, and the books, on a go-ethereum node (ChainAudit):
// AttestationConsumer.reveal, forfeit, scan and payEpoch, its deadlines, and
// the Revealed events an auditor reads the answers from.

// AttestationConsumer refusals callers branch on (what a transaction's gas
// estimate reverted with).
var (
	// ErrNotForfeitable: the attestation was revealed or forfeited already
	// (AttestationConsumer.NotForfeitable): another auditor was first.
	ErrNotForfeitable = errors.New("attest: attestation revealed or forfeited already")
	// ErrRevealClosed: the epoch's reveal window is over
	// (AttestationConsumer.RevealClosed).
	ErrRevealClosed = errors.New("attest: the epoch's reveal window is closed")
	// ErrUndecided: scan met a presented attestation still in its challenge
	// window, or with a challenge undecided (AttestationConsumer.Undecided):
	// scan again later.
	ErrUndecided = errors.New("attest: a presented attestation is not decided yet")
	// ErrStakesMoved: the operator registry's stake history changed in the
	// head block, so a forfeit (whose slash writes that history) estimated
	// there would cost more in the next block than estimated and run out of
	// gas: send it at a later head.
	ErrStakesMoved = errors.New("attest: the registry's stakes moved in the head block; forfeit at the next")
	// ErrConsumerRevert: another AttestationConsumer or EpochRegistry
	// refusal, named in the message.
	ErrConsumerRevert = errors.New("attest: the contract refused the call")
)

var consumerErrors = map[string]error{
	"NotForfeitable": ErrNotForfeitable,
	"RevealClosed":   ErrRevealClosed,
	"Undecided":      ErrUndecided,
}

// consumerError names the AttestationConsumer or EpochRegistry error in a
// refused call's revert data, wrapping the matching sentinel; other errors
// pass unchanged.
func consumerError(err error) error {
	if err == nil {
		return nil
	}
	data, _ := txmgr.RevertData(err)
	if len(data) < 4 {
		return err
	}
	for _, a := range []interface {
		GetABI() abi.ABI
		UnpackError([]byte) (any, error)
	}{acABI, regABI} {
		ab := a.GetABI()
		x, e := ab.ErrorByID([4]byte(data[:4]))
		if e != nil {
			continue
		}
		detail := x.Name
		if v, e := a.UnpackError(data); e == nil {
			detail = fmt.Sprintf("%s%+v", x.Name, v)
		}
		if s, ok := consumerErrors[x.Name]; ok {
			return fmt.Errorf("%w: %s", s, detail)
		}
		return fmt.Errorf("%w: %s", ErrConsumerRevert, detail)
	}
	return err
}

// sendConsumer sends data to the consumer and tells Receipt what it cost.
func (c *ChainAudit) sendConsumer(ctx context.Context, what string, data []byte) error {
	r, err := bisection.Send(ctx, c.Sender, "call", c.Consumer, data, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", what, consumerError(err))
	}
	c.sent(what, r)
	return nil
}

func (c *ChainAudit) consumerUint(ctx context.Context, data []byte, unpack func([]byte) (*big.Int, error), name string) (uint64, error) {
	out, err := c.call(ctx, c.Consumer, data)
	if err != nil {
		return 0, fmt.Errorf("AttestationConsumer.%s: %w", name, consumerError(err))
	}
	v, err := unpack(out)
	if err != nil || !v.IsUint64() {
		return 0, fmt.Errorf("AttestationConsumer.%s: %v %v", name, v, err)
	}
	return v.Uint64(), nil
}

// Deadlines implements EpochChain: AttestationConsumer.revealEnd and
// auditEnd.
func (c *ChainAudit) Deadlines(ctx context.Context, epoch uint64) (revealEnd, auditEnd uint64, err error) {
	if revealEnd, err = c.consumerUint(ctx, acABI.PackRevealEnd(epoch), acABI.UnpackRevealEnd, "revealEnd"); err != nil {
		return 0, 0, err
	}
	auditEnd, err = c.consumerUint(ctx, acABI.PackAuditEnd(epoch), acABI.UnpackAuditEnd, "auditEnd")
	return revealEnd, auditEnd, err
}

// Revealed implements EpochChain: AttestationConsumer.revealed.
func (c *ChainAudit) Revealed(ctx context.Context, leaf [32]byte) (bool, error) {
	out, err := c.call(ctx, c.Consumer, acABI.PackRevealed(leaf))
	if err != nil {
		return false, fmt.Errorf("AttestationConsumer.revealed: %w", err)
	}
	return acABI.UnpackRevealed(out)
}

// Forfeited implements AuditChain: AttestationConsumer.forfeited.
func (c *ChainAudit) Forfeited(ctx context.Context, leaf [32]byte) (bool, error) {
	out, err := c.call(ctx, c.Consumer, acABI.PackForfeited(leaf))
	if err != nil {
		return false, fmt.Errorf("AttestationConsumer.forfeited: %w", err)
	}
	return acABI.UnpackForfeited(out)
}

// RevealedAnswer implements AuditChain: the Revealed event of leaf in epoch
// (indexed by epoch and input), looked for from block from on.
func (c *ChainAudit) RevealedAnswer(ctx context.Context, epoch, from uint64, leaf, input [32]byte) (Claim, bool, error) {
	q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{c.Consumer},
		Topics: [][]common.Hash{{acABI.GetABI().Events["Revealed"].ID}, {common.BigToHash(new(big.Int).SetUint64(epoch))}, {input}}}
	logs, err := c.Backend.FilterLogs(ctx, q)
	if err != nil {
		return Claim{}, false, fmt.Errorf("Revealed events of epoch %d: %w", epoch, err)
	}
	for i := range logs {
		ev, err := acABI.UnpackRevealedEvent(&logs[i])
		if err != nil || ev.Digest != leaf {
			continue
		}
		// reveal checks only the hashes: a token or n beyond any model is a
		// wrong request or answer, but not one this side can replay
		tokens, err := revealedInts(ev.Tokens)
		if err != nil {
			return Claim{}, false, fmt.Errorf("%w: revealed tokens of leaf %x: %w", ErrClaimMismatch, leaf, err)
		}
		prompt, err := revealedInts(ev.Prompt)
		if err != nil {
			return Claim{}, false, fmt.Errorf("%w: revealed prompt of leaf %x: %w", ErrClaimMismatch, leaf, err)
		}
		if !ev.N.IsInt64() || ev.N.Int64() > math.MaxInt32 {
			return Claim{}, false, fmt.Errorf("%w: revealed n of leaf %x is %s", ErrClaimMismatch, leaf, ev.N)
		}
		return Claim{Prompt: prompt, N: int(ev.N.Int64()), Root: ev.Root, Tokens: tokens}, true, nil
	}
	return Claim{}, false, nil
}

// revealedInts are a Revealed event's words as ints; an error names the
// first that does not fit.
func revealedInts(words []*big.Int) ([]int, error) {
	out := make([]int, len(words))
	for k, w := range words {
		if !w.IsInt64() || w.Int64() > math.MaxInt32 {
			return nil, fmt.Errorf("word %d is %s", k, w)
		}
		out[k] = int(w.Int64())
	}
	return out, nil
}

// Reveal implements RevealChain: AttestationConsumer.reveal of draw j with
// the answer (root, tokens) behind it.
func (c *ChainAudit) Reveal(ctx context.Context, epoch, j uint64, x *Evidence, cl Claim) error {
	return c.sendConsumer(ctx, "reveal", acABI.PackReveal(epoch, new(big.Int).SetUint64(j), TransitionBinding(x.Transition),
		siblings(x.EpochSiblings), bisection.BigInts(cl.Prompt), big.NewInt(int64(cl.N)), cl.Root, bisection.BigInts(cl.Tokens)))
}

// Forfeit implements AuditChain: AttestationConsumer.forfeit of draw j with
// its attester's signature of the body that holds it. The slash it makes
// writes the registry's stake history, which costs one entry's overwrite in
// a block that already changed it and new entries in a later one; a gas
// estimate (made at the head) is short by the difference when the head
// block changed it (another slash of the epoch's forfeits, a game's), so
// Forfeit then answers ErrStakesMoved instead of sending.
func (c *ChainAudit) Forfeit(ctx context.Context, epoch, j uint64, x *Evidence) error {
	a, _, err := c.attester(ctx, x)
	if err != nil {
		return err
	}
	if err := c.stakesStill(ctx); err != nil {
		return err
	}
	return c.sendConsumer(ctx, "forfeit", acABI.PackForfeit(epoch, new(big.Int).SetUint64(j), TransitionBinding(x.Transition),
		siblings(x.EpochSiblings), a))
}

// stakesStill answers ErrStakesMoved when the operator registry updated its
// aggregate key history (ApkUpdated: any stake change) in the head block.
func (c *ChainAudit) stakesStill(ctx context.Context) error {
	out, err := c.call(ctx, c.Consumer, acABI.PackRegistry())
	if err != nil {
		return fmt.Errorf("AttestationConsumer.registry: %w", err)
	}
	registry, err := acABI.UnpackRegistry(out)
	if err != nil {
		return err
	}
	head, err := c.Backend.BlockNumber(ctx)
	if err != nil {
		return err
	}
	at := new(big.Int).SetUint64(head)
	logs, err := c.Backend.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: at, ToBlock: at, Addresses: []common.Address{registry},
		Topics: [][]common.Hash{{opRegABI.GetABI().Events["ApkUpdated"].ID}}})
	if err != nil {
		return fmt.Errorf("the registry's stake updates at block %d: %w", head, err)
	}
	if len(logs) > 0 {
		return fmt.Errorf("%w: block %d", ErrStakesMoved, head)
	}
	return nil
}

var opRegABI = bindings.NewOperatorRegistry()

func siblings(s [][32]byte) [][32]byte {
	if s == nil {
		return [][32]byte{}
	}
	return s
}

// Scan scans epoch's presented attestations in pages of ScanPage (scan,
// anyone, from auditEnd on) until all are: payEpoch refuses before. It
// returns ErrUndecided (wrapped) while a presented attestation's challenge
// window is open or its challenge undecided; call it again later (the pages
// scanned so far stay scanned).
func (c *ChainAudit) Scan(ctx context.Context, epoch uint64) error {
	page := c.ScanPage
	if page == 0 {
		page = 64
	}
	out, err := c.call(ctx, c.Consumer, acABI.PackPresentedOf(epoch))
	if err != nil {
		return fmt.Errorf("AttestationConsumer.presentedOf: %w", err)
	}
	pr, err := acABI.UnpackPresentedOf(out)
	if err != nil {
		return err
	}
	for {
		done, err := c.consumerUint(ctx, acABI.PackScanned(epoch), acABI.UnpackScanned, "scanned")
		if err != nil {
			return err
		}
		if done >= uint64(len(pr)) {
			return nil
		}
		if err := c.sendConsumer(ctx, "scan", acABI.PackScan(epoch, new(big.Int).SetUint64(page))); err != nil {
			return fmt.Errorf("epoch %d, %d of %d scanned: %w", epoch, done, len(pr), err)
		}
	}
}

// PayEpoch pays epoch out from its books (operators, counts: attest.Tally
// of its attestations) once its presented attestations are scanned (Scan):
// each attester is credited fee · its count, or the payer for one caught on
// the epoch, and the payer all of an epoch never drawn.
func (c *ChainAudit) PayEpoch(ctx context.Context, epoch uint64, operators []common.Address, counts []uint64) error {
	if err := c.Scan(ctx, epoch); err != nil {
		return err
	}
	return c.sendConsumer(ctx, "payEpoch", acABI.PackPayEpoch(epoch, operators, counts))
}
