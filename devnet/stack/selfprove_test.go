package stack

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/router"
)

// TestHeldLandingDoesNotSlashHonestMembers: the attack an aggregator can
// make on honest committee members now that a landing after the deadline
// no longer excuses them. Every operator answers and the quorum signs at
// once, but the aggregator holds the landing (Options.HoldFor) past the
// task's deadline; the test then lands the held calldata itself a block
// after the deadline (what the aggregator does when its hold ends, timed
// so that the report window, deadline + graceBlocks, is still open). The
// quorum was met, so the aggregator proves nothing to the market (its
// proofs are for rounds short of the quorum): before the self-provers,
// nothing on chain showed that the members answered in time, the late
// landing excused nobody, and reportNoShow slashed every member (with the
// self-provers off this test fails: "no proof of its answer by the
// deadline", "report of ...: <nil>, want Answered", each member's stake
// cut by slashBps, 10 %). Now each member's SelfProver, seeing no landing Margin
// blocks before the deadline, posts proveAnswered with its own signature
// share, from its own key, by the deadline; the late landing carries the
// very value each member proved, and reporting any member reverts
// Answered: its stake is unchanged.
func TestHeldLandingDoesNotSlashHonestMembers(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	const period = 250 * time.Millisecond
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: period})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// Held far past the deadline (20 blocks, 5 s) and the report window
	// after it: the test lands the answer itself, when it chooses.
	const hold = 2 * time.Minute
	if err := c.StartServices(ctx, New(Options{Committee: 3, HoldFor: hold}).Services()...); err != nil {
		t.Fatal(err)
	}
	d := c.Deployment.Contracts
	tm, reg, cons := bindings.NewTaskMarket(), bindings.NewOperatorRegistry(), bindings.NewLLMConsumer()
	call := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	stake := func(op common.Address) *big.Int {
		t.Helper()
		s, err := reg.UnpackStakeOf(call(d.Registry, reg.PackStakeOf(op)))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	head := func() uint64 {
		t.Helper()
		n, err := c.Client().BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	// A paid task, posted to the router: its committee of 3 accepts.
	prompt, n := []int{1, 17}, 4
	paid := payTask(ctx, t, c, prompt, n)
	rc := api.NewRouterClient(c.RouterURL(), nil)
	task := postTask(ctx, t, rc, prompt, n, func(task *api.Task) bool {
		return task.Result != nil && task.Result.Assignment != nil
	})
	a := router.EconomyAssignment(task.Result.Assignment)
	if a.Input != paid.Input || a.Deadline != paid.Deadline || len(a.Acceptances) != 3 {
		t.Fatalf("assignment %+v, want input %x, deadline %d, 3 acceptances", a, paid.Input, paid.Deadline)
	}

	// Signed by the quorum, held; landed after the deadline.
	signed := pollTask(ctx, t, rc, task, func(task *api.Task) bool { return task.Result != nil && len(task.Result.Landing) > 0 })
	if signed.Status == api.StatusLanded {
		t.Fatalf("landed inside the %v hold", hold)
	}
	for head() <= a.Deadline {
		time.Sleep(period / 2)
	}
	lr, err := aggregator.SendLanding(ctx, c.Client(), devnet.WalletKey(), signed.Result.Landing)
	if err != nil {
		t.Fatalf("land the held answer: %v", err)
	}
	landedAt, err := cons.UnpackLandedAt(call(d.Consumer, cons.PackLandedAt(paid.Input)))
	if err != nil {
		t.Fatal(err)
	}
	grace, err := tm.UnpackGraceBlocks(call(d.Market, tm.PackGraceBlocks()))
	if err != nil {
		t.Fatal(err)
	}
	if at := landedAt.Uint64(); at <= a.Deadline || at >= a.Deadline+grace {
		t.Fatalf("the held answer landed in block %d: want after the deadline %d, inside the report window (grace %d)", at, a.Deadline, grace)
	}
	t.Logf("task paid in block %d, deadline %d, held answer landed in block %d (tx %s)", paid.Raw.BlockNumber, a.Deadline, landedAt, lr.Tx)

	// Each member proved its own answer by the deadline, from its own key.
	logs, err := c.Client().FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{d.Market},
		FromBlock: new(big.Int).SetUint64(paid.Raw.BlockNumber), ToBlock: new(big.Int).SetUint64(a.Deadline)})
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID))
	provenBy := map[common.Address]bool{}
	for _, l := range logs {
		ev, err := tm.UnpackAnswerProvenEvent(&l)
		if err != nil || ev.Input != paid.Input {
			continue
		}
		tx, _, err := c.Client().TransactionByHash(ctx, l.TxHash)
		if err != nil {
			t.Fatal(err)
		}
		from, err := types.Sender(signer, tx)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range c.Operators {
			if op.ID == ev.OperatorId {
				if from != op.Address {
					t.Errorf("operator %d's answer proven by %s, not from its own key", op.Index, from)
				}
				provenBy[op.Address] = true
				t.Logf("operator %d proved its answer in block %d (deadline %d)", op.Index, l.BlockNumber, a.Deadline)
			}
		}
	}
	value, err := cons.UnpackResult(call(d.Consumer, cons.PackResult(paid.Input)))
	if err != nil {
		t.Fatal(err)
	}
	for _, acc := range a.Acceptances {
		if !provenBy[acc.Operator] {
			t.Errorf("member %s: no proof of its answer by the deadline", acc.Operator)
		}
		var id [32]byte
		for _, op := range c.Operators {
			if op.Address == acc.Operator {
				id = op.ID
			}
		}
		got, err := tm.UnpackAnsweredValue(call(d.Market, tm.PackAnsweredValue(economy.AnswerKey(paid.Input, a.Deadline, id))))
		if err != nil {
			t.Fatal(err)
		}
		if got != value {
			t.Errorf("member %s: proven value %x, landed %x", acc.Operator, got, value)
		}
	}

	// After the deadline and the late landing: reporting any member reverts Answered, its stake whole.
	if h := head(); h <= a.Deadline {
		t.Fatalf("head %d not past the deadline %d", h, a.Deadline)
	}
	reporter := &economy.MarketClient{Market: d.Market,
		Sender: c.Sender(devnet.ChallengerKey())}
	for _, acc := range a.Acceptances {
		before := stake(acc.Operator)
		if _, _, err := reporter.ReportNoShow(ctx, acc); !economy.IsRevert(err, "Answered") {
			t.Errorf("report of %s, which answered in time and was held back: %v, want Answered", acc.Operator, err)
		}
		if after := stake(acc.Operator); after.Cmp(before) != 0 {
			t.Errorf("member %s: stake %s → %s", acc.Operator, before, after)
		}
	}
}

// payTask requests (prompt, n) through the market from the devnet's wallet
// with the least fee.
func payTask(ctx context.Context, t *testing.T, c *devnet.Chain, prompt []int, n int) *bindings.TaskMarketTaskPaid {
	t.Helper()
	tm, market := bindings.NewTaskMarket(), c.Deployment.Contracts.Market
	words := make([]*big.Int, len(prompt))
	for i, v := range prompt {
		words[i] = big.NewInt(int64(v))
	}
	out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &market,
		Data: tm.PackFeeFor(devnet.CapacityClass, big.NewInt(int64(len(prompt))), big.NewInt(int64(n)))}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fee, err := tm.UnpackFeeFor(out)
	if err != nil {
		t.Fatal(err)
	}
	payer := c.Sender(devnet.WalletKey())
	r, err := payer.Transact(ctx, "TaskMarket.request", func(o *bind.TransactOpts) (*types.Transaction, error) {
		o.Value = fee
		return bind.Transact(tm.Instance(c.Client(), market), o, tm.PackRequest(words, big.NewInt(int64(n)), devnet.CapacityClass))
	})
	if err != nil {
		t.Fatalf("request: %v (%v)", err, economy.RevertOf(err))
	}
	for _, l := range r.Logs {
		if e, err := tm.UnpackTaskPaidEvent(l); err == nil {
			return e
		}
	}
	t.Fatal("no TaskPaid")
	return nil
}

// postTask posts (prompt, n) to the router and polls the task until done.
func postTask(ctx context.Context, t *testing.T, rc *api.RouterClient, prompt []int, n int, done func(*api.Task) bool) *api.Task {
	t.Helper()
	task, _, err := rc.Submit(ctx, api.TaskRequest{Prompt: prompt, N: n})
	if err != nil {
		t.Fatal(err)
	}
	return pollTask(ctx, t, rc, task, done)
}

// pollTask polls the router's task until done.
func pollTask(ctx context.Context, t *testing.T, rc *api.RouterClient, task *api.Task, done func(*api.Task) bool) *api.Task {
	t.Helper()
	for !done(task) {
		if ctx.Err() != nil || task.Status == api.StatusFailed {
			t.Fatalf("task %s: %+v", task.ID, task)
		}
		time.Sleep(100 * time.Millisecond)
		var err error
		if task, err = rc.Task(ctx, task.ID); err != nil {
			t.Fatal(err)
		}
	}
	return task
}
