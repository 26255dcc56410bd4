package main

import (
	"context"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/economy"
)

// marketStatus prints the SLA side of `bisect status --market`: paid tasks
// still open, overdue (their acceptances are evidence now), landed and
// awaiting settlement, and the no-shows slashed so far.
func marketStatus(ctx context.Context, client *ethclient.Client, market common.Address, stdout io.Writer) (*economy.SLAStatus, error) {
	st, err := economy.ReadSLAStatus(ctx, client, market, 0)
	if err != nil {
		return nil, err
	}
	if stdout == nil {
		return st, nil
	}
	count := map[string]int{}
	for _, t := range st.Tasks {
		count[t.State]++
	}
	fmt.Fprintf(stdout, "market %s at block %d: %d paid tasks: %d open, %d overdue, %d landed (to settle), %d settled, %d returned; %d no-shows slashed\n",
		market, st.Block, len(st.Tasks), count[economy.TaskOpen], count[economy.TaskOverdue], count[economy.TaskLanded],
		count[economy.TaskSettled], count[economy.TaskReturned], len(st.NoShows))
	for _, t := range st.Tasks {
		switch t.State {
		case economy.TaskOpen, economy.TaskOverdue, economy.TaskLanded:
			fmt.Fprintf(stdout, "  task %s  %s  deadline %d  fee %s wei  payer %s\n", t.Input, t.State, t.Deadline, t.Fee, t.Payer)
		}
	}
	for _, r := range st.NoShows {
		fmt.Fprintf(stdout, "  no-show %s on %s  slashed %s wei (reporter %s credited %s) in block %d\n", r.Operator, r.Input, r.Cut, r.Reporter, r.Reward, r.Block)
	}
	return st, nil
}
