// Package ethcall makes read-only contract calls with the generated
// bindings' pack and unpack functions: one call, one decoded value.
package ethcall

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
)

// Caller is what View needs of a node (bind.ContractCaller's CallContract).
type Caller interface {
	CallContract(ctx context.Context, msg ethereum.CallMsg, blk *big.Int) ([]byte, error)
}

// View calls to with data at block blk (nil: the head) and decodes the
// output with unpack.
func View[T any](ctx context.Context, c Caller, to common.Address, blk *big.Int, data []byte,
	unpack func([]byte) (T, error)) (T, error) {
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, blk)
	if err != nil {
		var zero T
		return zero, err
	}
	return unpack(out)
}
