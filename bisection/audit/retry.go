package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// The errors a restart cannot fix. The Run loops of Challenger and Defender
// return only these (and nil once their context ends): a node that does not
// answer, a refused or failed send, a lost game, a router that is down are
// logged and tried again after a backoff, since a daemon that exits leaves
// its games to time out and nothing restarts it.
var (
	// ErrWrongChain: the node serves another chain than the one the
	// daemon's transactions are signed for.
	ErrWrongChain = errors.New("the node serves another chain")
	// ErrNoContract: a configured address holds no contract code on the
	// node's chain (a wrong address, or a chain reset since deployment).
	ErrNoContract = errors.New("no contract code at a configured address")
	// ErrBadConfig: the daemon is missing a part it needs, or its settings
	// contradict the chain's (a bond other than the contract's).
	ErrBadConfig = errors.New("bad daemon configuration")
)

// Permanent reports whether err is one a restart cannot fix.
func Permanent(err error) bool {
	return errors.Is(err, ErrWrongChain) || errors.Is(err, ErrNoContract) || errors.Is(err, ErrBadConfig)
}

// Backoff is how long a daemon waits before trying again what failed: Min
// after the first failure, doubling with each one after it, never more than
// Max. A success starts it over.
type Backoff struct {
	Min time.Duration // default 1 s
	Max time.Duration // default 30 s: short next to the game clocks (hours)
}

// Delay is the wait after the given number of consecutive failures (≥ 1).
func (b Backoff) Delay(failures int) time.Duration {
	lo, hi := b.Min, b.Max
	if lo <= 0 {
		lo = time.Second
	}
	if hi <= 0 {
		hi = 30 * time.Second
	}
	hi = max(hi, lo)
	d := lo
	for i := 1; i < failures && d < hi; i++ {
		d *= 2
	}
	return min(d, hi)
}

// sleep waits d or until ctx ends; false if ctx ended.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// ChainChecker is what checking a daemon's chain needs of a node.
type ChainChecker interface {
	ChainID(ctx context.Context) (*big.Int, error)
	CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error)
}

// Contract is a named address a daemon calls.
type Contract struct {
	Name    string
	Address common.Address
}

// CheckChain checks that the node serves chain chainID and holds code at
// every contract: ErrWrongChain or ErrNoContract if not. A node that does
// not answer is an error of neither kind (it may come back).
func CheckChain(ctx context.Context, b ChainChecker, chainID *big.Int, contracts ...Contract) error {
	id, err := b.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	if chainID == nil || id.Cmp(chainID) != 0 {
		return fmt.Errorf("%w: the node's chain id is %s, the daemon signs for %v", ErrWrongChain, id, chainID)
	}
	for _, c := range contracts {
		code, err := b.CodeAt(ctx, c.Address, nil)
		if err != nil {
			return fmt.Errorf("code of the %s %s: %w", c.Name, c.Address, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%w: the %s %s on chain %s", ErrNoContract, c.Name, c.Address, id)
		}
	}
	return nil
}
