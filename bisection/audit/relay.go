package audit

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// A landing need not be a transaction to the consumer: anyone may call
// verifyAndUpdate* from a contract (a relay, a wallet, an app). Its
// signer set is then in the calldata of that inner call, which only a call
// trace shows. Left undecoded, such a landing could not be challenged by
// the daemons, so a quorum or committee that lied through a relay would
// escape them.

// methodNotFound is JSON-RPC's code for a method the node does not serve
// (here: no debug API).
const methodNotFound = -32601

// rpcBackend is a backend that reaches its node's JSON-RPC (an
// ethclient.Client, and the simulated chain's client, which embeds one).
type rpcBackend interface {
	Client() *rpc.Client
}

// traceFrame is one call of debug_traceTransaction's callTracer.
type traceFrame struct {
	Type  string          `json:"type"`
	To    *common.Address `json:"to"`
	Input hexutil.Bytes   `json:"input"`
	Error string          `json:"error"`
	Calls []traceFrame    `json:"calls"`
}

// relayedLandings is the calldata of every call transaction tx made to
// consumer that took effect (no error in it or in a call around it), in
// call order, from the node's call trace (debug_traceTransaction with the
// callTracer). A backend without the node's debug API yields
// ErrNotALanding, as an undecodable landing always did.
func relayedLandings(ctx context.Context, b Backend, consumer common.Address, tx common.Hash) ([][]byte, error) {
	rb, ok := b.(rpcBackend)
	if !ok {
		return nil, fmt.Errorf("%w: %s is not sent to consumer %s, and this backend traces no calls", ErrNotALanding, tx, consumer)
	}
	var root traceFrame
	if err := rb.Client().CallContext(ctx, &root, "debug_traceTransaction", tx, map[string]any{"tracer": "callTracer"}); err != nil {
		var re rpc.Error
		if errors.As(err, &re) && re.ErrorCode() == methodNotFound {
			return nil, fmt.Errorf("%w: %s is not sent to consumer %s, and the node traces no calls: %v", ErrNotALanding, tx, consumer, err)
		}
		return nil, fmt.Errorf("trace %s: %w", tx, err)
	}
	var out [][]byte
	var walk func(f *traceFrame)
	walk = func(f *traceFrame) {
		if f.Error != "" {
			return // reverted: nothing it or its calls did stands
		}
		if f.Type == "CALL" && f.To != nil && *f.To == consumer {
			out = append(out, f.Input)
		}
		for i := range f.Calls {
			walk(&f.Calls[i])
		}
	}
	walk(&root)
	return out, nil
}
