package eigen

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/txmgr"
)

// sendWithMargin is send with the gas limit the node's estimate plus margin
// percent, for calls whose cost depends on what lands before them in the
// same block (the estimate runs against the latest block).
func sendWithMargin(ctx context.Context, m *txmgr.Manager, what string, margin uint64, build func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Transaction, error) {
	c, err := m.Bound(what, build)
	if err != nil {
		return nil, err
	}
	est, err := m.Estimate(ctx, c)
	if err != nil {
		return nil, err
	}
	c.GasLimit = est + est*margin/100
	return m.Submit(ctx, c)
}

// nodeOf is the node m sends to, for the reads and bindings the writers
// need.
func nodeOf(m *txmgr.Manager) (bind.ContractBackend, error) {
	if b := m.Caller(); b != nil {
		return b, nil
	}
	return nil, fmt.Errorf("eigen: the sender's node (%T) cannot call contracts", m.Backend())
}
