package deploy

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/txmgr"
)

// DryRunResult is what a deployment would send and cost.
type DryRunResult struct {
	Landed []Landed
	Gas    uint64
	Txs    int
	// GasPrice is the chain's suggested price now; Cost = Gas × GasPrice.
	GasPrice, Cost *big.Int
	// Balance is the deployer's balance on the chain.
	Balance *big.Int
}

// dryRunFunds is the balance the deployer gets on the fork, so that the
// run measures the whole deployment whatever it holds on the chain.
var dryRunFunds = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// DryRun simulates every transaction of plan against an in-memory fork of
// the chain at rpcURL (anvil --fork-url, the binary at anvilBin): the same
// key, the same record, the same steps, each executed on top of the ones
// before, nothing sent to the chain itself. plan.Sender and plan.Save are
// replaced. When the deployer's balance on the chain is below the cost, the
// result comes with ErrInsufficientFunds.
func DryRun(ctx context.Context, anvilBin, rpcURL string, key *ecdsa.PrivateKey, plan *Plan) (*DryRunResult, error) {
	target, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, fmt.Errorf("deploy: dial %s: %w", rpcURL, err)
	}
	defer target.Close()
	from := crypto.PubkeyToAddress(key.PublicKey)
	balance, err := target.BalanceAt(ctx, from, nil)
	if err != nil {
		return nil, fmt.Errorf("deploy: balance of %s: %w", from, err)
	}
	price, err := target.SuggestGasPrice(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: gas price: %w", err)
	}
	fork, err := sim.StartAnvilWith(ctx, anvilBin, "--fork-url", rpcURL, "--silent", "--no-rate-limit")
	if err != nil {
		return nil, fmt.Errorf("deploy: dry run: %w", err)
	}
	defer fork.Close()
	if err := fork.Client.CallContext(ctx, nil, "anvil_setBalance", from, (*hexutil.Big)(dryRunFunds)); err != nil {
		return nil, fmt.Errorf("deploy: dry run: fund %s on the fork: %w", from, err)
	}
	client := ethclient.NewClient(fork.Client)
	id, err := client.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("deploy: dry run: read chain id: %w", err)
	}
	// the fork mines each transaction at once
	plan.Sender = txmgr.New(txmgr.Config{Backend: client, Key: key, ChainID: id, Poll: 20 * time.Millisecond})
	plan.Save = nil
	if err := plan.Run(ctx); err != nil {
		return nil, fmt.Errorf("dry run: %w", err)
	}
	gas, _, txs := plan.TotalGas()
	r := &DryRunResult{Landed: plan.Landed, Gas: gas, Txs: txs, GasPrice: price, Balance: balance,
		Cost: new(big.Int).Mul(new(big.Int).SetUint64(gas), price)}
	if balance.Cmp(r.Cost) < 0 {
		return r, fmt.Errorf("%w: %s holds %s wei, the deployment needs %s wei (%d gas at %s wei)", ErrInsufficientFunds, from, balance, r.Cost, gas, price)
	}
	return r, nil
}
