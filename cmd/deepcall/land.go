package main

import (
	"context"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/internal/cli"
)

// cmdLand is `deepcall land`: the user lands its own answer, sending the
// quorum-signed landing calldata the router returned (result.landing) to
// the consumer from its own account.
func cmdLand(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("land", "land --router URL --task ID [--rpc URL] [--key FILE] [--json]", stderr)
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC `URL` of the chain")
	routerURL := fs.String("router", "", "the router's base `URL` (the task's result.landing comes from GET /v1/tasks/{id})")
	taskID := fs.String("task", "", "the router's task `id`")
	keyFile := fs.String("key", "", "file holding the sender's hex private key (default: $DEEPCALL_KEY)")
	asJSON := fs.Bool("json", false, `print {"consumer", "tx", "block", "gas_used", "landed", "skipped"} as JSON`)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *routerURL == "" || *taskID == "" {
		return fmt.Errorf("%w: give --router and --task", errUsage)
	}
	key, err := requesterKey(*keyFile)
	if err != nil {
		return err
	}
	task, err := fetchTask(ctx, *routerURL, *taskID)
	if err != nil {
		return err
	}
	if task.Result == nil || len(task.Result.Landing) == 0 {
		return fmt.Errorf("%w: task %s has no signed landing yet (status %s)", errUsage, task.ID, task.Status)
	}
	eth, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer eth.Close()
	r, err := aggregator.SendLanding(ctx, eth, key, task.Result.Landing)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(stdout, map[string]any{"consumer": r.Consumer, "tx": r.Tx, "block": r.Block, "gas_used": r.GasUsed,
			"landed": r.Landed, "skipped": r.Skipped})
	}
	fmt.Fprintf(stdout, "landed %d answer(s) on %s in tx %s (block %d, %d gas)\n", len(r.Landed), r.Consumer, r.Tx.Hex(), r.Block, r.GasUsed)
	return nil
}
