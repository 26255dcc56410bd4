package attest

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// RevealChain is what a Revealer reads from and sends to the chain
// (ChainAudit is the go-ethereum one).
type RevealChain interface {
	EpochChain
	// Reveal is AttestationConsumer.reveal of draw j with the request and
	// the answer behind it.
	Reveal(ctx context.Context, epoch, j uint64, x *Evidence, c Claim) error
}

// Answers are the answers behind an operator's own attestations
// (operator.Attester keeps them: AttestClaim, Claim).
type Answers interface {
	Claim(input, output [32]byte) (Claim, bool)
}

// Revealer is an attesting operator's side of reveal-or-forfeit
// (attest/SPEC.md, Audit): once an epoch's sample is drawn, it reveals on
// chain the answer behind each of the draws that are its own attestations,
// before the epoch's revealEnd. An attestation sampled and not revealed by
// then is forfeited: the attester loses its fees of the epoch and a share
// of its stake. Epochs are handled side by side, so one waiting for its
// draw does not hold up another's reveals.
type Revealer struct {
	Self    common.Address
	Chain   RevealChain
	Epochs  EpochSource
	Answers Answers
	// RateBps, SampleDelay and SampleWindow are the registry's
	// (sampleBps, sampleDelay, sampleWindow).
	RateBps, SampleDelay, SampleWindow uint64
	// First is the first epoch to look at; Every the poll period (default
	// 1s).
	First  uint64
	Every  time.Duration
	Logger *slog.Logger
	// Revealed, when set, is told each draw revealed.
	Revealed func(epoch, draw uint64, x *Evidence)

	next    uint64
	init    bool
	fetched map[uint64]*Sealed // drawn epochs being revealed
	done    map[uint64]bool    // epochs at or past next that need nothing more
}

// Run reveals until ctx ends.
func (r *Revealer) Run(ctx context.Context) error {
	every := r.Every
	if every <= 0 {
		every = time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := r.Step(ctx); err != nil && ctx.Err() == nil {
			r.log().Warn("reveal step", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

func (r *Revealer) log() *slog.Logger {
	if r.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return r.Logger
}

// Step looks at every committed epoch not done yet: an undrawn one waits
// for its draw (or is passed once its window closed: nothing of it is
// audited), a drawn one has Self's sampled attestations revealed. An epoch
// whose reveals failed is tried again on the next step, until revealEnd.
func (r *Revealer) Step(ctx context.Context) error {
	if !r.init {
		r.next, r.init = r.First, true
		r.fetched, r.done = map[uint64]*Sealed{}, map[uint64]bool{}
	}
	committed, err := r.Chain.NextEpoch(ctx)
	if err != nil {
		return fmt.Errorf("read the next epoch: %w", err)
	}
	head, err := r.Chain.Head(ctx)
	if err != nil {
		return err
	}
	var errs []error
	for e := r.next; e < committed; e++ {
		if r.done[e] {
			continue
		}
		done, err := r.reveal(ctx, e, head)
		if err != nil {
			errs = append(errs, fmt.Errorf("reveal epoch %d: %w", e, err))
		}
		if done {
			r.done[e] = true
			delete(r.fetched, e)
		}
	}
	for r.done[r.next] {
		delete(r.done, r.next)
		r.next++
	}
	return errors.Join(errs...)
}

// reveal reveals Self's draws of epoch; done when nothing is left to
// reveal in it (or nothing can be any more).
func (r *Revealer) reveal(ctx context.Context, epoch, head uint64) (bool, error) {
	seed, err := r.Chain.SampleSeed(ctx, epoch)
	if err != nil {
		return false, err
	}
	if seed == ([32]byte{}) {
		at, err := r.Chain.CommittedAt(ctx, epoch)
		if err != nil {
			return false, err
		}
		// a draw lands in a block below the window's end; the head read
		// before the seed is at or past it: the sample was never drawn
		return head >= at+r.SampleDelay+r.SampleWindow, nil
	}
	revealEnd, _, err := r.Chain.Deadlines(ctx, epoch)
	if err != nil {
		return false, err
	}
	// a reveal is estimated at the head and lands in the next block, which
	// must be below revealEnd
	if head+1 >= revealEnd {
		r.log().Debug("reveal window closed", "epoch", epoch, "reveal_end", revealEnd)
		return true, nil
	}
	s := r.fetched[epoch]
	if s == nil {
		if s, err = r.Epochs.Epoch(ctx, epoch); err != nil {
			return false, fmt.Errorf("fetch the attestations: %w", err)
		}
		r.fetched[epoch] = s
	}
	sample, err := Sample(seed, uint64(len(s.Atts)), r.RateBps)
	if err != nil {
		return true, err
	}
	var errs []error
	seen := map[uint64]bool{}
	for j, pos := range sample {
		if seen[pos] || s.Atts[pos].Operator != r.Self {
			continue
		}
		seen[pos] = true
		err := r.revealDraw(ctx, s, uint64(j), pos)
		switch {
		case err == nil:
		case errors.Is(err, ErrNoClaim):
			// no later step can find it: said once, not retried
			r.log().Error("sampled attestation not revealed", "epoch", epoch, "draw", j, "err", err)
		default:
			errs = append(errs, fmt.Errorf("draw %d (position %d): %w", j, pos, err))
		}
	}
	// a failed reveal is tried again on the next step (until revealEnd)
	return len(errs) == 0, errors.Join(errs...)
}

// revealDraw reveals draw j at position pos of s unless it was revealed.
func (r *Revealer) revealDraw(ctx context.Context, s *Sealed, j, pos uint64) error {
	at := &s.Atts[pos]
	revealed, err := r.Chain.Revealed(ctx, s.Leaves[pos])
	if err != nil || revealed {
		return err
	}
	c, ok := r.Answers.Claim(at.Input, at.Output)
	if !ok {
		// forgotten (the Attester keeps its last MaxClaims) or never kept
		return fmt.Errorf("%w: no answer kept for the sampled attestation of input %x: it will be forfeited", ErrNoClaim, at.Input)
	}
	x, err := s.Evidence(int(pos))
	if err != nil {
		return err
	}
	if err := r.Chain.Reveal(ctx, s.Epoch, j, x, c); err != nil {
		return err
	}
	r.log().Info("answer revealed", "epoch", s.Epoch, "draw", j, "position", pos, "input", common.Hash(at.Input))
	if r.Revealed != nil {
		r.Revealed(s.Epoch, j, x)
	}
	return nil
}
