package devnet

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/txmgr"
)

// SendEther sends wei from the sender to to (e.g. gas money for a new
// operator, from the deployer).
func SendEther(ctx context.Context, s *txmgr.Manager, to common.Address, wei *big.Int) (*types.Transaction, error) {
	// A plain transfer: 21000 gas, and no estimation (which insists on code at to).
	c := txmgr.Call("send ether to "+to.Hex(), to, nil, wei)
	c.GasLimit = 21_000
	return s.Submit(ctx, c)
}
