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

// EpochChain is what an Auditor and a Revealer read of the chain
// (EpochRegistry and AttestationConsumer; ChainAudit is the go-ethereum
// one).
type EpochChain interface {
	Head(ctx context.Context) (uint64, error)
	// NextEpoch is EpochRegistry.nextEpoch: epochs below it are committed.
	NextEpoch(ctx context.Context) (uint64, error)
	// CommittedAt is the block epoch was committed in.
	CommittedAt(ctx context.Context, epoch uint64) (uint64, error)
	// SampleSeed is the epoch's drawn seed (zero: not drawn yet).
	SampleSeed(ctx context.Context, epoch uint64) ([32]byte, error)
	// Deadlines are AttestationConsumer.revealEnd and auditEnd of epoch:
	// reveals end before the first, presentations and forfeits before the
	// second.
	Deadlines(ctx context.Context, epoch uint64) (revealEnd, auditEnd uint64, err error)
	// Revealed is AttestationConsumer.revealed: whether the answer behind
	// the attestation with this leaf was revealed.
	Revealed(ctx context.Context, leaf [32]byte) (bool, error)
}

// AuditChain is what an Auditor reads from and sends to the chain
// (EpochRegistry, AttestationConsumer, DisputeGame; ChainAudit is the
// go-ethereum one).
type AuditChain interface {
	EpochChain
	DrawSample(ctx context.Context, epoch uint64) error
	// Operators are the quorum's operators and their stakes at block.
	Operators(ctx context.Context, block uint64) ([]Staked, error)
	// RevealedAnswer is the request and answer revealed for the
	// attestation with this leaf and input in epoch (its Revealed event,
	// looked for from block from on); ok is false when none was found.
	RevealedAnswer(ctx context.Context, epoch, from uint64, leaf, input [32]byte) (c Claim, ok bool, err error)
	// Present is AttestationConsumer.present of draw j.
	Present(ctx context.Context, epoch, j uint64, x *Evidence) error
	// Open opens DisputeGame on the presented attestation with the
	// attester's claim; it returns the challenge id.
	Open(ctx context.Context, c Claim, x *Evidence) (uint64, error)
	// Forfeited is AttestationConsumer.forfeited.
	Forfeited(ctx context.Context, leaf [32]byte) (bool, error)
	// Forfeit is AttestationConsumer.forfeit of draw j (ErrNotForfeitable
	// when revealed or forfeited meanwhile; ErrStakesMoved: not now, at a
	// later block).
	Forfeit(ctx context.Context, epoch, j uint64, x *Evidence) error
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

// Finding is one draw an Auditor re-executed or forfeited.
type Finding struct {
	Epoch, Draw, Position uint64
	Attester              common.Address
	Match                 bool
	Challenge             uint64 // the game opened on a mismatch
	// FromChain: the answer re-executed against was read from the draw's
	// Revealed event (else from the attester's daemon).
	FromChain bool
	// Forfeited: the answer was not revealed by revealEnd and this auditor
	// forfeited the draw (nothing was re-executed).
	Forfeited bool
}

// Auditor is an operator's audit loop (attest/SPEC.md, Audit): for every
// committed epoch it draws the sample once the window opens (anyone may;
// the first call fixes it), computes the plan from the seed, re-executes
// the draws assigned to Self against the answer their attester revealed
// (on chain, or from its daemon) and, on a mismatch, presents the
// attestation under the epoch root and opens the dispute game on it (the
// challenger daemon plays the game from there). Once the reveal window has
// closed, it forfeits the draws the seed makes it the forfeiter of whose
// answer was never revealed. Epochs are audited side by side: one waiting
// for its reveals does not hold up the next one's draw.
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
	// Found, when set, is told each re-executed or forfeited draw.
	Found func(Finding)

	next uint64
	init bool
	open []*epochAudit // drawn epochs with work left, oldest first
}

// epochAudit is a drawn epoch's audit in progress.
type epochAudit struct {
	epoch, committedAt  uint64
	seed                [32]byte
	planned             bool
	s                   *Sealed
	revealEnd, auditEnd uint64
	ops                 []Staked
	mine                []Assignment // re-executions assigned to Self, not done yet
	forfeits            []Assignment // draws Self forfeits if unrevealed by revealEnd
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

// Step draws the committed epochs whose sample can be drawn, in order (it
// stops at the first epoch whose window has not opened; one whose window
// passed undrawn is skipped: nobody can audit it any more), then moves
// every drawn epoch's audit on: re-executions whose answer is known,
// forfeits once the reveal window has closed. An epoch is done when its
// work is, or when its audit window closes.
func (a *Auditor) Step(ctx context.Context) error {
	if !a.init {
		a.next, a.init = a.First, true
	}
	committed, err := a.Chain.NextEpoch(ctx)
	if err != nil {
		return fmt.Errorf("read the next epoch: %w", err)
	}
	var errs []error
	for ; a.next < committed; a.next++ {
		ea, started, err := a.start(ctx, a.next)
		if err != nil {
			errs = append(errs, fmt.Errorf("draw epoch %d: %w", a.next, err))
			break
		}
		if !started {
			break
		}
		if ea != nil {
			a.open = append(a.open, ea)
		}
	}
	kept := a.open[:0]
	for _, ea := range a.open {
		done, err := a.progress(ctx, ea)
		if err != nil {
			errs = append(errs, fmt.Errorf("audit epoch %d: %w", ea.epoch, err))
		}
		if !done {
			kept = append(kept, ea)
		}
	}
	clear(a.open[len(kept):])
	a.open = kept
	return errors.Join(errs...)
}

// start draws epoch's sample when its window allows; started is false
// while the window has not opened, and the audit is nil for an epoch whose
// window passed undrawn.
func (a *Auditor) start(ctx context.Context, epoch uint64) (ea *epochAudit, started bool, err error) {
	at, err := a.Chain.CommittedAt(ctx, epoch)
	if err != nil {
		return nil, false, err
	}
	seed, err := a.Chain.SampleSeed(ctx, epoch)
	if err != nil {
		return nil, false, err
	}
	if seed == ([32]byte{}) {
		head, err := a.Chain.Head(ctx)
		if err != nil {
			return nil, false, err
		}
		// drawSample is estimated at the head and lands in a later block:
		// the head must be in the window and the next block too
		// (a lag never waits past the last head a draw can still land after)
		switch first := at + a.SampleDelay; {
		case head < first || head < first+a.DrawLag && head+2 < first+a.SampleWindow:
			return nil, false, nil
		case head+1 >= first+a.SampleWindow:
			a.log().Warn("epoch not audited: its sample window passed undrawn (its payer is refunded)", "epoch", epoch)
			return nil, true, nil
		}
		if err := a.Chain.DrawSample(ctx, epoch); err != nil {
			// another party may have drawn first: the seed says
			a.log().Debug("drawSample", "epoch", epoch, "err", err)
		}
		if seed, err = a.Chain.SampleSeed(ctx, epoch); err != nil {
			return nil, false, err
		}
		if seed == ([32]byte{}) {
			return nil, false, nil
		}
	}
	return &epochAudit{epoch: epoch, committedAt: at, seed: seed}, true, nil
}

// plan fetches a drawn epoch and finds Self's work in it: the draws the
// seed assigns it to re-execute (Assignments) and those it forfeits if
// their answer is not revealed — each distinct drawn position's forfeiters
// are Auditors(seed, j, operators, {its attester}, K), so that a draw has
// a forfeiter even when every operator attested its input.
func (a *Auditor) plan(ctx context.Context, ea *epochAudit) error {
	var err error
	if ea.revealEnd, ea.auditEnd, err = a.Chain.Deadlines(ctx, ea.epoch); err != nil {
		return err
	}
	if ea.s, err = a.Epochs.Epoch(ctx, ea.epoch); err != nil {
		return fmt.Errorf("fetch the attestations: %w", err)
	}
	if ea.ops, err = a.Chain.Operators(ctx, uint64(ea.s.Context.ReferenceBlock)); err != nil {
		return err
	}
	k := max(a.K, 1)
	plan, err := Assignments(ea.seed, ea.s.Atts, a.RateBps, ea.ops, k)
	switch {
	case errors.Is(err, ErrNoAuditor):
		// every operator attested some drawn input: nobody may re-execute
		// it, and retrying cannot change that; the forfeits still hold
		a.log().Warn("epoch not re-executed", "epoch", ea.epoch, "err", err)
	case err != nil:
		return err
	}
	sample, err := Sample(ea.seed, uint64(len(ea.s.Atts)), a.RateBps)
	if err != nil {
		return err
	}
	ea.mine, ea.forfeits = nil, nil
	for _, as := range plan {
		if slices.Contains(as.Auditors, a.Self) {
			ea.mine = append(ea.mine, as)
		}
	}
	seen := map[uint64]bool{}
	for j, pos := range sample {
		if seen[pos] {
			continue
		}
		seen[pos] = true
		attester := ea.s.Atts[pos].Operator
		fs, err := Auditors(ea.seed, uint64(j), ea.ops, []common.Address{attester}, k)
		if err == nil && slices.Contains(fs, a.Self) {
			ea.forfeits = append(ea.forfeits, Assignment{Draw: uint64(j), Position: pos, Attesters: []common.Address{attester}, Auditors: fs})
		}
	}
	ea.planned = true
	return nil
}

// progress moves a drawn epoch's audit on; done when nothing is left to
// do in it.
func (a *Auditor) progress(ctx context.Context, ea *epochAudit) (bool, error) {
	head, err := a.Chain.Head(ctx)
	if err != nil {
		return false, err
	}
	if !ea.planned {
		if err := a.plan(ctx, ea); err != nil {
			if ea.auditEnd != 0 && head+1 >= ea.auditEnd {
				return true, fmt.Errorf("given up at the end of its audit window: %w", err)
			}
			return false, err
		}
	}
	if head+1 >= ea.auditEnd {
		// nothing can be presented or forfeited any more
		if n := len(ea.mine) + len(ea.forfeits); n > 0 {
			a.log().Warn("audit window closed with draws left", "epoch", ea.epoch, "draws", n)
		}
		return true, nil
	}
	var errs []error
	kept := ea.mine[:0]
	for _, as := range ea.mine {
		done, err := a.reexecute(ctx, ea, as, head)
		if err != nil {
			// one bad draw does not stop the others
			a.log().Error("audit draw", "epoch", ea.epoch, "draw", as.Draw, "err", err)
			errs = append(errs, err)
		}
		if !done {
			kept = append(kept, as)
		}
	}
	ea.mine = kept
	// forfeit lands in a block of [revealEnd, auditEnd) and is estimated
	// at the head
	if head >= ea.revealEnd {
		left := ea.forfeits[:0]
		for _, as := range ea.forfeits {
			err := a.forfeit(ctx, ea, as)
			switch {
			case err == nil:
				continue
			case errors.Is(err, ErrStakesMoved):
				a.log().Debug("forfeit waits for the next block", "epoch", ea.epoch, "draw", as.Draw, "err", err)
			default:
				a.log().Error("forfeit draw", "epoch", ea.epoch, "draw", as.Draw, "err", err)
				errs = append(errs, err)
			}
			left = append(left, as)
		}
		ea.forfeits = left
	}
	return len(ea.mine) == 0 && len(ea.forfeits) == 0, errors.Join(errs...)
}

// reexecute re-executes one assigned draw once its answer is known; done is
// false while the attester may still reveal it.
func (a *Auditor) reexecute(ctx context.Context, ea *epochAudit, as Assignment, head uint64) (bool, error) {
	s := ea.s
	x, err := s.Evidence(int(as.Position))
	if err != nil {
		return true, err
	}
	c, fromChain, err := a.claim(ctx, ea, x)
	switch {
	case err == nil:
	case !fromChain && head+1 < ea.revealEnd:
		// its attester may still reveal it (its daemon, silent or wrong,
		// is only the fallback)
		a.log().Debug("draw waits for its reveal", "epoch", s.Epoch, "draw", as.Draw, "err", err)
		return false, nil
	case errors.Is(err, ErrNoClaim) && !fromChain:
		// never revealed: it is forfeited (by its forfeiter), not re-executed
		a.log().Info("draw unrevealed by revealEnd", "epoch", s.Epoch, "draw", as.Draw, "attester", x.Attestation.Operator)
		return true, nil
	case fromChain:
		// revealed, but no daemon tells the request: tried again until the
		// audit window closes
		return false, fmt.Errorf("the claim of %s: %w", x.Attestation.Operator, err)
	default:
		return true, fmt.Errorf("the claim of %s: %w", x.Attestation.Operator, err)
	}
	v, err := Reexecute(ctx, a.Engine, &x.Attestation, c.Prompt, c.N)
	if err != nil {
		return true, err
	}
	f := Finding{Epoch: s.Epoch, Draw: as.Draw, Position: as.Position, Attester: x.Attestation.Operator, Match: v.Match, FromChain: fromChain}
	if !v.Match {
		if protocol.ResultValue(c.Root, c.Tokens) != x.Attestation.Output {
			return true, fmt.Errorf("%w: epoch %d position %d", ErrClaimMismatch, s.Epoch, as.Position)
		}
		if err := a.Chain.Present(ctx, s.Epoch, as.Draw, x); err != nil {
			return true, fmt.Errorf("present: %w", err)
		}
		if f.Challenge, err = a.Chain.Open(ctx, c, x); err != nil {
			return true, fmt.Errorf("open the dispute: %w", err)
		}
		a.log().Info("attestation disputed", "epoch", s.Epoch, "draw", as.Draw, "attester", f.Attester, "challenge", f.Challenge,
			"answer_from_chain", fromChain)
	}
	if a.Found != nil {
		a.Found(f)
	}
	return true, nil
}

// claim is the request and the answer behind x: from its Revealed event
// when it was revealed on chain (the reveal carries both, checked against
// the attestation's input and output), else from the attester's daemon
// (Claims). fromChain reports which. ErrNoClaim: neither has it.
func (a *Auditor) claim(ctx context.Context, ea *epochAudit, x *Evidence) (c Claim, fromChain bool, err error) {
	at := &x.Attestation
	revealed, err := a.Chain.Revealed(ctx, x.Transition.Digest())
	if err != nil {
		return Claim{}, false, err
	}
	if revealed {
		c, ok, err := a.Chain.RevealedAnswer(ctx, ea.epoch, ea.committedAt, x.Transition.Digest(), at.Input)
		if err != nil {
			return Claim{}, false, err
		}
		if ok {
			return c, true, nil
		}
		// flagged but its event not found (a pruned node): the daemon's answer
	}
	c, err = a.Claims.Claim(ctx, at)
	return c, false, err
}

// forfeit forfeits one draw unless its answer was revealed (or it was
// forfeited already).
func (a *Auditor) forfeit(ctx context.Context, ea *epochAudit, as Assignment) error {
	leaf := ea.s.Leaves[as.Position]
	for _, check := range []func(context.Context, [32]byte) (bool, error){a.Chain.Revealed, a.Chain.Forfeited} {
		done, err := check(ctx, leaf)
		if err != nil {
			return err
		}
		if done {
			return nil
		}
	}
	x, err := ea.s.Evidence(int(as.Position))
	if err != nil {
		return err
	}
	err = a.Chain.Forfeit(ctx, ea.epoch, as.Draw, x)
	if errors.Is(err, ErrNotForfeitable) {
		return nil // another forfeiter was first
	}
	if err != nil {
		return err
	}
	a.log().Warn("attestation forfeited: its answer was not revealed", "epoch", ea.epoch, "draw", as.Draw, "attester", x.Attestation.Operator)
	if a.Found != nil {
		a.Found(Finding{Epoch: ea.epoch, Draw: as.Draw, Position: as.Position, Attester: x.Attestation.Operator, Forfeited: true})
	}
	return nil
}

// ErrClaimMismatch: the claim handed for an attestation does not hash to
// its output, so the game could not be opened on it.
var ErrClaimMismatch = errors.New("attest: the claimed answer does not hash to the attested output")
