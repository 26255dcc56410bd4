package labchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/deepcall/deepcall/bisection"
)

// Open has the challenger dispute a landed result; it returns the
// challenge (no game yet: defenders join with Defend) and open's gas.
func (e *Env) Open(ctx context.Context, l *Landed) (bisection.ChainChallenge, uint64, error) {
	return e.open(ctx, l, nil, e.Challenger)
}

// OpenMismatch is Open with a mismatch proof (bisection.MismatchProof; nil:
// none): a landed root whose chain chose other tokens succeeds at once.
func (e *Env) OpenMismatch(ctx context.Context, l *Landed, mismatch [][32]byte) (bisection.ChainChallenge, uint64, error) {
	return e.open(ctx, l, mismatch, e.Challenger)
}

// OpenFrom is Open by another account than the challenger's.
func (e *Env) OpenFrom(ctx context.Context, l *Landed, from *Account) (bisection.ChainChallenge, uint64, error) {
	return e.open(ctx, l, nil, from)
}

func (e *Env) open(ctx context.Context, l *Landed, mismatch [][32]byte, from *Account) (bisection.ChainChallenge, uint64, error) {
	if mismatch == nil {
		mismatch = [][32]byte{}
	}
	data, err := bisection.GameABI().TryPackOpen(e.Consumer, bisection.BigInts(l.Request.Prompt), big.NewInt(int64(l.Request.N)),
		l.Request.Root, bisection.BigInts(l.Request.Tokens), l.Transition, l.Signatory, mismatch)
	if err != nil {
		return bisection.ChainChallenge{}, 0, err
	}
	rcpt, err := bisection.Send(ctx, from.Sender, "call", e.Game, data, e.Opts.Bond)
	if err != nil {
		return bisection.ChainChallenge{}, 0, fmt.Errorf("open: %w", err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
			return bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: ev.ChallengeId.Uint64()}, rcpt.GasUsed, nil
		}
	}
	return bisection.ChainChallenge{}, 0, errors.New("open: no ChallengeOpened event")
}

// Resolve settles a challenge the challenger won, charging the landing's
// whole signer set (from the bystander: anyone may), and slashes them in
// pages; it returns resolve's gas.
func (e *Env) Resolve(ctx context.Context, id uint64, l *Landed) (uint64, error) {
	gas, err := bisection.Resolve(ctx, e.Bystander.Sender, e.Client, e.Game, id, bisection.LiableQuorum(l.NonSigners, l.Signers), l.Signers)
	if len(gas) == 0 {
		return 0, err
	}
	return gas[0], err
}
