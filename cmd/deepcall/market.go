package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/router"
	"github.com/deepcall/deepcall/txmgr"
)

// cmdMarket is `deepcall market report|claim`: the operator economy's
// transactions for one task the router ran.
func cmdMarket(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	usage := "usage: deepcall market report|claim --router URL --task ID [--rpc URL] [--key FILE] [--market ADDR] [--json]\n\n" +
		"  report  posts each committee member's SLA acceptance of a task that did not land by its deadline\n" +
		"          (TaskMarket.reportNoShow: the member is slashed, the sender credited)\n" +
		"  claim   settles the task's landing, quorum or sharded, if nobody has (once final: the dispute game's challenge window after it\n" +
		"          landed, no challenge undecided; before, the market refuses NotFinal), claims the sender's share,\n" +
		"          withdraws its balance\n"
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return fmt.Errorf("%w: give report or claim", errUsage)
		}
		return errHelp
	}
	sub := args[0]
	if sub != "report" && sub != "claim" {
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("%w: unknown market command %q", errUsage, sub)
	}
	fs := newFlags("market "+sub, "market "+sub+" --router URL --task ID [--rpc URL] [--key FILE] [--market ADDR] [--json]", stderr)
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC `URL` of the chain")
	routerURL := fs.String("router", "", "the router's base `URL` (the task's assignment and landing come from GET /v1/tasks/{id})")
	taskID := fs.String("task", "", "the router's task `id`")
	keyFile := fs.String("key", "", "file holding the sender's hex private key (default: $DEEPCALL_KEY); claim: the operator's")
	marketAddr := fs.String("market", "", "the TaskMarket's `address` (default: the task's assignment's)")
	asJSON := fs.Bool("json", false, "print the outcome as JSON")
	if err := cli.Parse(fs, args[1:]); err != nil {
		return err
	}
	if *routerURL == "" || *taskID == "" {
		return fmt.Errorf("%w: give --router and --task", errUsage)
	}
	if *marketAddr != "" && !common.IsHexAddress(*marketAddr) {
		return fmt.Errorf("%w: --market %q is not an address", errUsage, *marketAddr)
	}
	key, err := requesterKey(*keyFile)
	if err != nil {
		return err
	}
	task, err := fetchTask(ctx, *routerURL, *taskID)
	if err != nil {
		return err
	}
	var a *economy.Assignment
	if task.Result != nil {
		a = router.EconomyAssignment(task.Result.Assignment)
	}
	market := common.HexToAddress(*marketAddr)
	if *marketAddr == "" {
		if a == nil {
			return fmt.Errorf("%w: task %s has no assignment: give --market", errUsage, task.ID)
		}
		market = a.Market
	}
	eth, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer eth.Close()
	chainID, err := eth.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	mc := &economy.MarketClient{Sender: txmgr.New(txmgr.Config{Backend: eth, Key: key, ChainID: chainID}), Market: market}
	if sub == "report" {
		return marketReport(ctx, mc, task, a, *asJSON, stdout)
	}
	if task.Result == nil || len(task.Result.Landing) == 0 {
		return fmt.Errorf("%w: task %s has no landing calldata (status %s)", errUsage, task.ID, task.Status)
	}
	got, err := mc.Collect(ctx, task.Result.Landing, common.Hash(task.InputHash))
	if err != nil {
		return fmt.Errorf("market claim: %w", err)
	}
	if *asJSON {
		return writeJSON(stdout, got)
	}
	fmt.Fprintf(stdout, "pool %s (settled now: %v): claimed %s wei, withdrew %s wei to %s, %d gas\n",
		got.Pool, got.Settled, got.Share, got.Withdrawn, mc.Sender.From(), got.GasUsed)
	return nil
}

// reportOutcome is one acceptance's report.
type reportOutcome struct {
	Operator common.Address `json:"operator"`
	Cut      *big.Int       `json:"cut,omitempty"`    // stake slashed, wei
	Reward   *big.Int       `json:"reward,omitempty"` // credited to the reporter, in stake units
	GasUsed  uint64         `json:"gas_used,omitempty"`
	Refused  string         `json:"refused,omitempty"` // the market's named error
}

func marketReport(ctx context.Context, mc *economy.MarketClient, task *api.Task, a *economy.Assignment, asJSON bool, stdout io.Writer) error {
	if a == nil || len(a.Acceptances) == 0 {
		return fmt.Errorf("%w: task %s carries no acceptances", errUsage, task.ID)
	}
	var outs []reportOutcome
	var errs []error
	for _, acc := range a.Acceptances {
		o := reportOutcome{Operator: acc.Operator}
		ev, r, err := mc.ReportNoShow(ctx, acc)
		var rv *economy.Revert
		switch {
		case err == nil:
			o.Cut, o.Reward, o.GasUsed = ev.Cut, ev.Reward, r.GasUsed
		case errors.As(err, &rv):
			o.Refused = rv.Name
			// an operator proven to have answered (Answered) is no no-show: skipped, not a failure
			if rv.Name != "AlreadyReported" && rv.Name != "Answered" {
				errs = append(errs, fmt.Errorf("operator %s: %w", acc.Operator, err))
			}
		default:
			return fmt.Errorf("report %s: %w", acc.Operator, err)
		}
		outs = append(outs, o)
	}
	if asJSON {
		if err := writeJSON(stdout, outs); err != nil {
			return err
		}
	} else {
		for _, o := range outs {
			if o.Refused != "" {
				fmt.Fprintf(stdout, "%s: refused %s\n", o.Operator, o.Refused)
				continue
			}
			fmt.Fprintf(stdout, "%s: slashed %s wei of stake, reporter credited %s, %d gas\n", o.Operator, o.Cut, o.Reward, o.GasUsed)
		}
	}
	return errors.Join(errs...)
}

// fetchTask reads GET /v1/tasks/{id} from the router.
func fetchTask(ctx context.Context, base, id string) (*api.Task, error) {
	t, err := api.NewRouterClient(base, nil).Task(ctx, api.TaskID(id))
	if err != nil {
		return nil, fmt.Errorf("router: task %s: %w", id, err)
	}
	return t, nil
}
