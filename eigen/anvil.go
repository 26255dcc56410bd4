package eigen

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
)

// WriteToNode writes accounts into a running dev node (anvil or hardhat)
// through its anvil_setCode, anvil_setNonce, anvil_setBalance and
// anvil_setStorageAt methods, in batches: the state a devnet has in its
// genesis, on a node started by someone else. Balances are written only
// when the state gives one.
func WriteToNode(ctx context.Context, c *rpc.Client, alloc types.GenesisAlloc) error {
	var batch []rpc.BatchElem
	add := func(method string, args ...any) {
		batch = append(batch, rpc.BatchElem{Method: method, Args: args, Result: new(json.RawMessage)})
	}
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if err := c.BatchCallContext(ctx, batch); err != nil {
			return fmt.Errorf("eigen: write state: %w", err)
		}
		for _, b := range batch {
			if b.Error != nil {
				return fmt.Errorf("eigen: write state: %s %v: %w", b.Method, b.Args[0], b.Error)
			}
		}
		batch = batch[:0]
		return nil
	}
	for addr, acc := range alloc {
		if len(acc.Code) > 0 {
			add("anvil_setCode", addr, hexutil.Bytes(acc.Code))
		}
		if acc.Nonce > 0 {
			add("anvil_setNonce", addr, hexutil.Uint64(acc.Nonce))
		}
		if acc.Balance != nil && acc.Balance.Sign() > 0 {
			add("anvil_setBalance", addr, (*hexutil.Big)(acc.Balance))
		}
		for k, v := range acc.Storage {
			add("anvil_setStorageAt", addr, k, common.Hash(v))
		}
		if len(batch) >= 200 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return flush()
}
