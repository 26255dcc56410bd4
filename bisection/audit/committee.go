package audit

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// A committee landing (LLMConsumer.verifyAndUpdateCommittee) is a market
// task's answer signed by the committee TaskMarket drew for it, not by the
// whole quorum. Its landing record names exactly its signers
// (protocol.CommitteeSignatory), so a won challenge charges them and nobody
// else: not a member that did not sign, not an operator outside the
// committee. It is disputed like a quorum landing (the same open, the same
// games, the same defence); only the signatory and the liability proof
// (LIABLE_COMMITTEE) differ.

// committeeLanding decodes verifyAndUpdateCommittee(t, sig, members, root, tokens).
func committeeLanding(data []byte, in abi.Arguments, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	args, err := in.Unpack(data)
	if err != nil || len(args) != 5 {
		return nil, fmt.Errorf("%w: %s: verifyAndUpdateCommittee: %v", ErrNotALanding, tx, err)
	}
	sig := abi.ConvertType(args[1], new(bindings.CommitteeSignature)).(*bindings.CommitteeSignature)
	l := &Landing{
		Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition),
		Committee:  sig,
		Members:    args[2].([][32]byte),
		Root:       args[3].([32]byte),
		Tokens:     args[4].([]*big.Int),
	}
	if l.Transition.Input != input || l.Transition.Index != index || len(sig.SignerKeys) == 0 {
		return nil, fmt.Errorf("%w: %s lands no committee transition %d of %s", ErrNotALanding, tx, index, input)
	}
	return l, nil
}

// CommitteeIDs are a committee landing's signers, ascending (as its
// signature lists their keys); nil for another landing.
func (l *Landing) CommitteeIDs() [][32]byte {
	if l.Committee == nil {
		return nil
	}
	return KeyIDs(l.Committee.SignerKeys)
}

// resolveCommittee settles d's won challenge on a committee landing: the
// result is invalidated and exactly its signers are charged and slashed.
func (c *Challenger) resolveCommittee(ctx context.Context, d *dispute) error {
	ids := d.landing.CommitteeIDs()
	gas, err := bisection.Resolve(ctx, c.cfg.Sender, c.cfg.Backend, c.cfg.Game, d.f.ChallengeID, bisection.LiableCommittee(ids), ids)
	if len(gas) > 0 {
		// resolved: the pages left (a failed send) are slashed by finishSlashing
		d.f.Resolved = true
	}
	if err != nil {
		return fmt.Errorf("resolve committee challenge %d: %w", d.f.ChallengeID, err)
	}
	c.log().Info("challenge won: result invalidated, committee signers slashed", "challenge", d.f.ChallengeID,
		"signers", len(ids), "resolve_gas", gas[0], "slash_pages", len(gas)-1)
	return nil
}
