package attest

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/protocol"
)

// AuditChain is what an Auditor reads from and sends to the chain
// (EpochRegistry, AttestationConsumer, DisputeGame; ChainAudit is the
// go-ethereum one).
type AuditChain interface {
	Head(ctx context.Context) (uint64, error)
	// NextEpoch is EpochRegistry.nextEpoch: epochs below it are committed.
	NextEpoch(ctx context.Context) (uint64, error)
	// CommittedAt is the block epoch was committed in.
	CommittedAt(ctx context.Context, epoch uint64) (uint64, error)
	// SampleSeed is the epoch's drawn seed (zero: not drawn yet).
	SampleSeed(ctx context.Context, epoch uint64) ([32]byte, error)
	DrawSample(ctx context.Context, epoch uint64) error
	// Operators are the quorum's operators at block.
	Operators(ctx context.Context, block uint64) ([]common.Address, error)
	// Present is AttestationConsumer.present of draw j.
	Present(ctx context.Context, epoch, j uint64, x *Evidence) error
	// Open opens DisputeGame on the presented attestation with the
	// attester's claim; it returns the challenge id.
	Open(ctx context.Context, c Claim, x *Evidence) (uint64, error)
}

// EpochSource serves the committed epochs' attestations (the aggregator's
// kept epochs, GET /v1/attest/epochs/{n}).
type EpochSource interface {
	Epoch(ctx context.Context, n uint64) (*Sealed, error)
}

// Claims finds the request an attestation answers and what its attester
// claimed for it: the (root, tokens) whose ResultValue is the attested
// output, which DisputeGame.open takes.
type Claims interface {
	Claim(ctx context.Context, a *Attestation) (Claim, error)
}

// Claim is a request and an attester's claimed answer to it.
type Claim struct {
	Prompt []int
	N      int
	Root   [32]byte
	Tokens []int
}

// Finding is one draw an Auditor re-executed.
type Finding struct {
	Epoch, Draw, Position uint64
	Attester              common.Address
	Match                 bool
	Challenge             uint64 // the game opened on a mismatch
}

// Auditor is an operator's audit loop (attest/SPEC.md, Audit): for every
// committed epoch it draws the sample once the window opens (anyone may;
// the first call fixes it), computes the plan from the seed, re-executes
// the draws assigned to Self and, on a mismatch, presents the attestation
// under the epoch root and opens the dispute game on it; the challenger
// daemon plays the game from there.
type Auditor struct {
	Self   common.Address
	Chain  AuditChain
	Epochs EpochSource
	Claims Claims
	Engine Run
	// RateBps, SampleDelay and SampleWindow are the registry's
	// (sampleBps, sampleDelay, sampleWindow); K auditors a draw (default 1).
	RateBps, SampleDelay, SampleWindow uint64
	K                                  int
	// DrawLag is how many blocks into the window this auditor waits for
	// someone else to draw before it draws itself: auditors of one quorum
	// given different lags do not all send drawSample (all but the first
	// would revert). Zero: at the window's first block.
	DrawLag uint64
	// First is the first epoch to audit; Every the poll period (default 1s).
	First  uint64
	Every  time.Duration
	Logger *slog.Logger
	// Found, when set, is told each re-executed draw.
	Found func(Finding)

	next uint64
	init bool
}

// Run audits epochs until ctx ends.
func (a *Auditor) Run(ctx context.Context) error {
	every := a.Every
	if every <= 0 {
		every = time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := a.Step(ctx); err != nil && ctx.Err() == nil {
			a.log().Warn("audit step", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

func (a *Auditor) log() *slog.Logger {
	if a.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return a.Logger
}

// Step audits the committed epochs whose sample can be drawn, in order; it
// stops at the first epoch whose window has not opened. An epoch whose
// window passed undrawn is skipped (nobody can audit it any more).
func (a *Auditor) Step(ctx context.Context) error {
	if !a.init {
		a.next, a.init = a.First, true
	}
	committed, err := a.Chain.NextEpoch(ctx)
	if err != nil {
		return fmt.Errorf("read the next epoch: %w", err)
	}
	for ; a.next < committed; a.next++ {
		done, err := a.audit(ctx, a.next)
		if err != nil {
			return fmt.Errorf("audit epoch %d: %w", a.next, err)
		}
		if !done {
			return nil
		}
	}
	return nil
}

// audit handles one epoch; false: its window has not opened yet.
func (a *Auditor) audit(ctx context.Context, epoch uint64) (bool, error) {
	seed, err := a.Chain.SampleSeed(ctx, epoch)
	if err != nil {
		return false, err
	}
	if seed == ([32]byte{}) {
		at, err := a.Chain.CommittedAt(ctx, epoch)
		if err != nil {
			return false, err
		}
		head, err := a.Chain.Head(ctx)
		if err != nil {
			return false, err
		}
		// drawSample is estimated at the head and lands in a later block:
		// the head must be in the window and the next block too
		// (a lag never waits past the last head a draw can still land after)
		switch first := at + a.SampleDelay; {
		case head < first || head < first+a.DrawLag && head+2 < first+a.SampleWindow:
			return false, nil
		case head+1 >= first+a.SampleWindow:
			a.log().Warn("epoch not audited: its sample window passed undrawn", "epoch", epoch)
			return true, nil
		}
		if err := a.Chain.DrawSample(ctx, epoch); err != nil {
			// another party may have drawn first: the seed says
			a.log().Debug("drawSample", "epoch", epoch, "err", err)
		}
		if seed, err = a.Chain.SampleSeed(ctx, epoch); err != nil {
			return false, err
		}
		if seed == ([32]byte{}) {
			return false, nil
		}
	}
	s, err := a.Epochs.Epoch(ctx, epoch)
	if err != nil {
		return false, fmt.Errorf("fetch the attestations: %w", err)
	}
	ops, err := a.Chain.Operators(ctx, uint64(s.Context.ReferenceBlock))
	if err != nil {
		return false, err
	}
	k := max(a.K, 1)
	plan, err := Assignments(seed, s.Atts, a.RateBps, ops, k)
	if errors.Is(err, ErrNoAuditor) {
		// every operator attested some drawn input: nobody may audit it, and
		// retrying cannot change that
		a.log().Warn("epoch not audited", "epoch", epoch, "err", err)
		return true, nil
	}
	if err != nil {
		return false, err
	}
	for _, as := range plan {
		if !slices.Contains(as.Auditors, a.Self) {
			continue
		}
		if err := a.reexecute(ctx, s, as); err != nil {
			// one bad draw does not stop the others
			a.log().Error("audit draw", "epoch", epoch, "draw", as.Draw, "err", err)
		}
	}
	return true, nil
}

func (a *Auditor) reexecute(ctx context.Context, s *Sealed, as Assignment) error {
	x, err := s.Evidence(int(as.Position))
	if err != nil {
		return err
	}
	c, err := a.Claims.Claim(ctx, &x.Attestation)
	if err != nil {
		return fmt.Errorf("the claim of %s: %w", x.Attestation.Operator, err)
	}
	v, err := Reexecute(ctx, a.Engine, &x.Attestation, c.Prompt, c.N)
	if err != nil {
		return err
	}
	f := Finding{Epoch: s.Epoch, Draw: as.Draw, Position: as.Position, Attester: x.Attestation.Operator, Match: v.Match}
	if !v.Match {
		if protocol.ResultValue(c.Root, c.Tokens) != x.Attestation.Output {
			return fmt.Errorf("%w: epoch %d position %d", ErrClaimMismatch, s.Epoch, as.Position)
		}
		if err := a.Chain.Present(ctx, s.Epoch, as.Draw, x); err != nil {
			return fmt.Errorf("present: %w", err)
		}
		if f.Challenge, err = a.Chain.Open(ctx, c, x); err != nil {
			return fmt.Errorf("open the dispute: %w", err)
		}
		a.log().Info("attestation disputed", "epoch", s.Epoch, "draw", as.Draw, "attester", f.Attester, "challenge", f.Challenge)
	}
	if a.Found != nil {
		a.Found(f)
	}
	return nil
}

// ErrClaimMismatch: the claim handed for an attestation does not hash to
// its output, so the game could not be opened on it.
var ErrClaimMismatch = errors.New("attest: the claimed answer does not hash to the attested output")
