package bisection

import (
	"context"
	"fmt"
	"math/big"

	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Sender sends a side's transactions from one account: *txmgr.Manager, the
// process's one sender for that key.
type Sender interface {
	Send(ctx context.Context, c txmgr.Candidate) (*types.Receipt, error)
	Estimate(ctx context.Context, c txmgr.Candidate) (uint64, error)
	From() common.Address
	ChainID() *big.Int
}

// Send sends data to a game contract (or a consumer) from s; a call the
// contract refuses is named by the referee's sentinels (GameError).
func Send(ctx context.Context, s Sender, what string, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	r, err := s.Send(ctx, txmgr.Call(what, to, data, value))
	if err != nil {
		return r, GameError(err)
	}
	return r, nil
}

// SendDefend defends challenge id of the DisputeGame at game from s's
// account, paying bond; it returns the new game's id.
func SendDefend(ctx context.Context, s Sender, game common.Address, id uint64, bond *big.Int) (uint64, *types.Receipt, error) {
	data, err := gameABI.TryPackDefend(new(big.Int).SetUint64(id))
	if err != nil {
		return 0, nil, err
	}
	rcpt, err := Send(ctx, s, "defend", game, data, bond)
	if err != nil {
		return 0, rcpt, fmt.Errorf("defend challenge %d: %w", id, err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := gameABI.UnpackDefenceOpenedEvent(lg); err == nil {
			return ev.GameId.Uint64(), rcpt, nil
		}
	}
	return 0, rcpt, fmt.Errorf("defend challenge %d: no DefenceOpened event", id)
}
