package devnet

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/eigen"
)

// SendEther sends wei from the sender to to (e.g. gas money for a new
// operator, from the deployer).
func SendEther(ctx context.Context, s *eigen.Sender, to common.Address, wei *big.Int) (eigen.Tx, error) {
	c := bind.NewBoundContract(to, abiNone, s.Backend, s.Backend, s.Backend)
	return s.Send(ctx, "send ether to "+to.Hex(), func(o *bind.TransactOpts) (*types.Transaction, error) {
		o.Value = wei
		// A plain transfer: 21000 gas, and no estimation (which insists on code at to).
		o.GasLimit = 21_000
		return c.RawTransact(o, nil)
	})
}

var abiNone abi.ABI
