package stack

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/router"
	"github.com/deepcall/deepcall/txmgr"
)

// The market devnet's windows: a reference block at most 16 blocks back, so
// the game's challenge window, after which a landed answer is final and
// settles, can be 80 blocks (20 s at 250 ms blocks) instead of the
// deployment's 1000.
const (
	marketReferenceWindow = 16
	marketChallengeWindow = marketReferenceWindow + deploy.MinChallengePeriod
)

// marketDevnet is a devnet whose router draws committees of 3 of 4.
type marketDevnet struct {
	t       *testing.T
	ctx     context.Context
	c       *devnet.Chain
	s       *Stack
	tm      *bindings.TaskMarket
	reg     *bindings.OperatorRegistry
	d       struct{ market, registry, capacity common.Address }
	payer   *txmgr.Manager
	metrics *prometheus.Registry
	prompts int      // fresh prompts paid by drawn
	fees    *big.Int // every fee paid (pay)
}

func startMarketDevnet(t *testing.T, faults map[int]operator.Fault) *marketDevnet {
	t.Helper()
	return startMarketDevnetWith(t, 4, 0, Options{Committee: 3, Faults: faults})
}

// startMarketDevnetWith starts a market devnet of `operators` operators
// whose game takes defences for `join` (0: the deployment's default) with
// the services of o (Metrics is the devnet's own registry).
func startMarketDevnetWith(t *testing.T, operators int, join time.Duration, o Options) *marketDevnet {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	t.Cleanup(cancel)
	c, err := devnet.Start(ctx, devnet.Options{Operators: operators, BlockPeriod: 250 * time.Millisecond,
		ReferenceWindow: marketReferenceWindow, Game: deploy.GameConfig{ChallengeWindow: marketChallengeWindow, JoinWindow: join}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	reg := prometheus.NewRegistry()
	o.Metrics = reg
	s := New(o)
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	m := &marketDevnet{t: t, ctx: ctx, c: c, s: s, tm: bindings.NewTaskMarket(), reg: bindings.NewOperatorRegistry(), metrics: reg}
	m.d.market, m.d.registry, m.d.capacity = c.Deployment.Contracts.Market, c.Deployment.Contracts.Registry, c.Deployment.Contracts.Capacity
	m.payer = m.sender(devnet.WalletKey())
	return m
}

func (m *marketDevnet) sender(k *ecdsa.PrivateKey) *txmgr.Manager {
	return txmgr.New(txmgr.Config{Backend: m.c.Client(), Key: k, ChainID: new(big.Int).SetUint64(m.c.ChainID)})
}

func (m *marketDevnet) market(k *ecdsa.PrivateKey) *economy.MarketClient {
	return &economy.MarketClient{Sender: m.sender(k), Market: m.d.market}
}

func (m *marketDevnet) call(to common.Address, data []byte, block *big.Int) []byte {
	m.t.Helper()
	out, err := m.c.Client().CallContract(m.ctx, ethereum.CallMsg{To: &to, Data: data}, block)
	if err != nil {
		m.t.Fatal(err)
	}
	return out
}

func (m *marketDevnet) stake(op common.Address) *big.Int {
	return must(m.reg.UnpackStakeOf(m.call(m.d.registry, m.reg.PackStakeOf(op), nil)))
}

// pay requests (prompt, n) through the market with the least fee.
func (m *marketDevnet) pay(prompt []int, n int) (*bindings.TaskMarketTaskPaid, *types.Receipt) {
	m.t.Helper()
	words := make([]*big.Int, len(prompt))
	for i, v := range prompt {
		words[i] = big.NewInt(int64(v))
	}
	fee := must(m.tm.UnpackFeeFor(m.call(m.d.market, m.tm.PackFeeFor(devnet.CapacityClass, big.NewInt(int64(len(prompt))), big.NewInt(int64(n))), nil)))
	r, err := m.payer.Transact(m.ctx, "TaskMarket.request", func(o *bind.TransactOpts) (*types.Transaction, error) {
		o.Value = fee
		return bind.Transact(m.tm.Instance(m.c.Client(), m.d.market), o, m.tm.PackRequest(words, big.NewInt(int64(n)), devnet.CapacityClass))
	})
	if err != nil {
		m.t.Fatalf("request: %v (%v)", err, economy.RevertOf(err))
	}
	for _, l := range r.Logs {
		if e, err := m.tm.UnpackTaskPaidEvent(l); err == nil {
			if m.fees == nil {
				m.fees = new(big.Int)
			}
			m.fees.Add(m.fees, e.Fee)
			return e, r
		}
	}
	m.t.Fatal("no TaskPaid")
	return nil, nil
}

// post submits a task to the router and polls it until done(task).
func (m *marketDevnet) post(prompt []int, n int, done func(*api.Task) bool) *api.Task {
	m.t.Helper()
	return postTask(m.ctx, m.t, api.NewRouterClient(m.c.RouterURL(), nil), prompt, n, done)
}

// task reads a task from the router.
func (m *marketDevnet) task(id api.TaskID) *api.Task {
	m.t.Helper()
	task, err := api.NewRouterClient(m.c.RouterURL(), nil).Task(m.ctx, id)
	if err != nil {
		m.t.Fatalf("task %s: %v", id, err)
	}
	return task
}

// waitBlock waits until the head is past b.
func (m *marketDevnet) waitBlock(b uint64) {
	m.t.Helper()
	for {
		n, err := m.c.Client().BlockNumber(m.ctx)
		if err != nil {
			m.t.Fatal(err)
		}
		if n > b {
			return
		}
		time.Sleep(m.c.BlockPeriod / 2)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestNoShowSlashed: every operator accepts its assignments and then
// answers nothing. The router draws a committee of 3 of 4 from a block
// after the task arrived (recomputed here from chain data), each member
// signs its acceptance with the market's deadline, the answer never lands,
// and after the deadline each acceptance is SLA evidence: the member loses
// exactly slashBps of its stake, the reporter is credited reporterBps of
// that, the operator outside the committee keeps its stake. Evidence
// before the deadline, forged (another deadline) or replayed is refused by
// name.
func TestNoShowSlashed(t *testing.T) {
	off := operator.Fault{Offline: true}
	m := startMarketDevnet(t, map[int]operator.Fault{0: off, 1: off, 2: off, 3: off})
	prompt, n := []int{1, 5}, 4
	paid, _ := m.pay(prompt, n)
	task := m.post(prompt, n, func(t *api.Task) bool {
		return t.Result != nil && t.Result.Assignment != nil
	})
	a := router.EconomyAssignment(task.Result.Assignment) // the form the market takes evidence in
	if a.Input != paid.Input || a.Deadline != paid.Deadline || len(a.Committee) != 3 || len(a.Acceptances) != 3 {
		t.Fatalf("assignment %+v, want input %x, deadline %d (the market's), 3 members and acceptances", a, paid.Input, paid.Deadline)
	}
	delay := must(m.tm.UnpackDrawDelay(m.call(m.d.market, m.tm.PackDrawDelay(), nil)))
	if a.RequestBlock != paid.Raw.BlockNumber || a.Block != paid.Raw.BlockNumber+delay {
		t.Fatalf("drawn at block %d for a request in %d, the payment in %d: want its block + %d", a.Block, a.RequestBlock, paid.Raw.BlockNumber, delay)
	}
	dr, err := Drawer(m.ctx, m.c)
	if err != nil {
		t.Fatal(err)
	}
	if err := dr.Verify(m.ctx, a); err != nil {
		t.Fatalf("the router's committee does not recompute: %v", err)
	}
	inCommittee := map[common.Address]bool{}
	for i, acc := range a.Acceptances {
		if acc.Operator != a.Committee[i] {
			t.Fatalf("acceptance %d by %s, member %s", i, acc.Operator, a.Committee[i])
		}
		if _, err := acc.Acceptance(m.c.ChainID, m.d.market); err != nil {
			t.Fatal(err)
		}
		inCommittee[acc.Operator] = true
	}

	reporter := m.market(devnet.ChallengerKey())
	// Before the deadline: BeforeDeadline (the head is well before it: 20 blocks after the payment).
	if _, _, err := reporter.ReportNoShow(m.ctx, a.Acceptances[0]); !economy.IsRevert(err, "BeforeDeadline") {
		t.Fatalf("evidence before the deadline: %v, want BeforeDeadline", err)
	}
	m.waitBlock(a.Deadline)
	// `bisect status --market`'s view: the task is overdue, nothing reported yet.
	st, err := economy.ReadSLAStatus(m.ctx, m.c.Client(), m.d.market, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Tasks) != 1 || st.Tasks[0].Input != paid.Input || st.Tasks[0].State != economy.TaskOverdue || len(st.NoShows) != 0 {
		t.Fatalf("SLA status before the reports: %+v", st)
	}
	// Another deadline under the same signature recovers another signer: ForgedAcceptance.
	forged := a.Acceptances[0]
	forged.Deadline--
	if _, _, err := reporter.ReportNoShow(m.ctx, forged); !economy.IsRevert(err, "ForgedAcceptance") {
		t.Fatalf("forged evidence: %v, want ForgedAcceptance", err)
	}
	if _, err := forged.Acceptance(m.c.ChainID, m.d.market); !errors.Is(err, economy.ErrForgedAcceptance) {
		t.Fatalf("forged acceptance off chain: %v, want ErrForgedAcceptance", err)
	}

	slashBps := must(m.tm.UnpackSlashBps(m.call(m.d.market, m.tm.PackSlashBps(), nil)))
	reporterBps := must(m.tm.UnpackReporterBps(m.call(m.d.market, m.tm.PackReporterBps(), nil)))
	before := map[common.Address]*big.Int{}
	for _, op := range m.c.Operators {
		before[op.Address] = m.stake(op.Address)
	}
	wantCredit := new(big.Int)
	for _, acc := range a.Acceptances {
		ev, r, err := reporter.ReportNoShow(m.ctx, acc)
		if err != nil {
			t.Fatalf("report %s: %v", acc.Operator, err)
		}
		cut := new(big.Int).Mul(before[acc.Operator], slashBps)
		cut.Quo(cut, big.NewInt(10_000))
		reward := new(big.Int).Quo(new(big.Int).Mul(cut, reporterBps), big.NewInt(10_000))
		if ev.Operator != acc.Operator || ev.Cut.Cmp(cut) != 0 || ev.Reward.Cmp(reward) != 0 {
			t.Fatalf("NoShowSlashed %+v, want operator %s cut %s reward %s", ev, acc.Operator, cut, reward)
		}
		wantCredit.Add(wantCredit, reward)
		t.Logf("reportNoShow(%s): stake %s → cut %s wei, reporter %s wei, gas %d", acc.Operator, before[acc.Operator], cut, reward, r.GasUsed)
	}
	for _, op := range m.c.Operators {
		got, want := m.stake(op.Address), new(big.Int).Set(before[op.Address])
		if inCommittee[op.Address] {
			want.Sub(want, new(big.Int).Quo(new(big.Int).Mul(want, slashBps), big.NewInt(10_000)))
		}
		if got.Cmp(want) != 0 {
			t.Errorf("operator %d (committee %v): stake %s, want %s", op.Index, inCommittee[op.Address], got, want)
		}
	}
	credit := must(m.tm.UnpackReporterCredit(m.call(m.d.market, m.tm.PackReporterCredit(reporter.Sender.From()), nil)))
	if credit.Cmp(wantCredit) != 0 {
		t.Errorf("reporter credit %s, want %s", credit, wantCredit)
	}
	if _, _, err := reporter.ReportNoShow(m.ctx, a.Acceptances[0]); !economy.IsRevert(err, "AlreadyReported") {
		t.Fatalf("replayed evidence: %v, want AlreadyReported", err)
	}
	if st, err = economy.ReadSLAStatus(m.ctx, m.c.Client(), m.d.market, 0); err != nil {
		t.Fatal(err)
	}
	if len(st.NoShows) != 3 || st.Tasks[0].State != economy.TaskOverdue {
		t.Fatalf("SLA status after the reports: %+v", st)
	}
	for i, r := range st.NoShows {
		if r.Operator != a.Committee[i] || r.Reporter != reporter.Sender.From() || r.Input != paid.Input {
			t.Errorf("report %d: %+v", i, r)
		}
	}

	m.drawShares(dr)
	m.acceptorRefusals(dr, a)

	// The metrics: the seats drawn, the fee escrowed, each no-show and its cut.
	head, err := m.c.Client().BlockNumber(m.ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.metric(head, "fees_paid_wei_total"); got != wei(m.fees) {
		t.Errorf("fees_paid_wei_total %v, want %s (every task paid here)", got, m.fees)
	}
	cutSum := 0.0
	for _, op := range a.Committee {
		if got := m.metric(head, "assignments_total", "operator", op.Hex()); got != 1 {
			t.Errorf("assignments_total{%s} %v, want 1", op, got)
		}
		if got := m.metric(head, "no_shows_total", "operator", op.Hex()); got != 1 {
			t.Errorf("no_shows_total{%s} %v, want 1", op, got)
		}
		cutSum += wei(new(big.Int).Quo(new(big.Int).Mul(before[op], slashBps), big.NewInt(10_000)))
	}
	if got := m.metric(head, "no_show_slashed_wei_total"); got != cutSum {
		t.Errorf("no_show_slashed_wei_total %v, want %v", got, cutSum)
	}
	for _, op := range m.c.Operators {
		want := float64(devnet.CapacityUnits)
		if !inCommittee[op.Address] {
			want = 0 // withdrawn above
		}
		if got := m.metric(head, "capacity_units", "operator", op.Address.Hex(), "state", "free"); got != want {
			t.Errorf("capacity_units{%s, free} %v, want %v", op.Address, got, want)
		}
	}
}

func wei(v *big.Int) float64 {
	f, _ := new(big.Float).SetInt(v).Float64()
	return f
}

// acceptorRefusals: an operator asked to accept an assignment it cannot
// recompute from its task's own request block refuses by name — among them
// the steered draw, a block the router picked because it draws its target —
// and a drawn member whose capacity is withdrawn refuses ErrNoFreeCapacity.
// The operator outside a's committee withdraws its capacity.
func (m *marketDevnet) acceptorRefusals(dr *economy.Drawer, a *economy.Assignment) {
	t := m.t
	urls := m.s.Operators.URLs()
	index := map[common.Address]int{}
	for _, op := range m.c.Operators {
		index[op.Address] = op.Index
	}
	outsider := m.outside(a)
	_, live := m.drawn(dr, func(b *economy.Assignment) bool { return !slices.Contains(b.Committee, outsider.Address) })
	head, err := m.c.Client().BlockNumber(m.ctx)
	if err != nil {
		t.Fatal(err)
	}
	fresh := func() *economy.Assignment {
		b := live.Clone()
		b.Acceptances = nil
		return b
	}
	swapped := fresh()
	swapped.Committee[0], swapped.Committee[1] = swapped.Committee[1], swapped.Committee[0]
	swapped.Members[0], swapped.Members[1] = swapped.Members[1], swapped.Members[0]
	badRand := fresh()
	badRand.Randomness[0] ^= 1
	otherMarket := fresh()
	otherMarket.Market = m.d.registry
	late := fresh()
	late.Deadline = head
	member := index[live.Committee[0]]
	for _, c := range []struct {
		name string
		op   int
		as   *economy.Assignment
		want error
	}{
		{"committee not the draw's", member, swapped, economy.ErrNotDrawn},
		{"randomness not the block's", member, badRand, economy.ErrRandomness},
		{"another market", member, otherMarket, economy.ErrWrongMarket},
		{"deadline passed", member, late, economy.ErrDeadlinePassed},
		{"not drawn", outsider.Index, fresh(), economy.ErrNotInCommittee},
		{"steered to another block", outsider.Index, m.steer(dr, live, outsider.Address), economy.ErrDrawBlock},
	} {
		if c.as == nil {
			t.Logf("%s: no block up to the head draws the operator", c.name)
			continue
		}
		if _, err := economy.RequestAcceptance(m.ctx, nil, urls[c.op], c.as); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}

	// The outsider withdraws its capacity; once applied, a task that draws it
	// is refused ErrNoFreeCapacity (its unit cannot be held on chain).
	cr := bindings.NewCapacityRegistry()
	s := m.sender(outsider.Key)
	send := func(what string, data []byte) *types.Receipt {
		r, err := s.Transact(m.ctx, what, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return bind.Transact(cr.Instance(m.c.Client(), m.d.capacity), o, data)
		})
		if err != nil {
			t.Fatalf("%s: %v (%v)", what, err, economy.RevertOf(err))
		}
		return r
	}
	r := send("CapacityRegistry.withdraw", cr.PackWithdraw(devnet.CapacityClass))
	delay := must(cr.UnpackLowerDelay(m.call(m.d.capacity, cr.PackLowerDelay(), nil)))
	m.waitBlock(r.BlockNumber.Uint64() + delay)
	send("CapacityRegistry.applyLowering", cr.PackApplyLowering(outsider.Address, devnet.CapacityClass))
	_, withOutsider := m.drawn(dr, func(b *economy.Assignment) bool { return slices.Contains(b.Committee, outsider.Address) })
	if _, err := economy.RequestAcceptance(m.ctx, nil, urls[outsider.Index], withOutsider); !errors.Is(err, economy.ErrNoFreeCapacity) {
		t.Errorf("drawn without free capacity: %v, want ErrNoFreeCapacity", err)
	}
}

// outside is an operator of the devnet that a's committee leaves out.
func (m *marketDevnet) outside(a *economy.Assignment) devnet.Operator {
	for _, op := range m.c.Operators {
		if !slices.Contains(a.Committee, op.Address) {
			return op
		}
	}
	m.t.Fatalf("committee %v holds every operator", a.Committee)
	return devnet.Operator{}
}

// drawn pays fresh tasks (prompt [2, 100 + i], 3 tokens) until one's
// committee, drawn here from chain data as the router does, satisfies want;
// it returns that task's prompt and assignment.
func (m *marketDevnet) drawn(dr *economy.Drawer, want func(*economy.Assignment) bool) ([]int, *economy.Assignment) {
	m.t.Helper()
	for range 40 {
		m.prompts++
		prompt := []int{2, 100 + m.prompts}
		paid, _ := m.pay(prompt, 3)
		a, err := dr.Draw(m.ctx, paid.Input)
		if err != nil {
			m.t.Fatal(err)
		}
		a.ChainID, a.Market = m.c.ChainID, m.d.market
		if want(a) {
			return prompt, a
		}
	}
	m.t.Fatal("no draw of 40 paid tasks has the committee wanted")
	return nil, nil
}

// steer is the router's attack: it scans the blocks from a's request to
// the head for one whose prevrandao draws target into the committee, and
// names that block instead of the task's draw block (nil: none does).
func (m *marketDevnet) steer(dr *economy.Drawer, a *economy.Assignment, target common.Address) *economy.Assignment {
	m.t.Helper()
	cands, err := dr.Candidates(m.ctx, a.RequestBlock)
	if err != nil {
		m.t.Fatal(err)
	}
	head, err := m.c.Client().BlockNumber(m.ctx)
	if err != nil {
		m.t.Fatal(err)
	}
	for b := a.RequestBlock + 1; b <= head; b++ {
		h, err := m.c.Client().HeaderByNumber(m.ctx, new(big.Int).SetUint64(b))
		if err != nil {
			m.t.Fatal(err)
		}
		drawn, err := economy.Draw(economy.Seed(h.MixDigest, a.Input), cands, len(a.Committee))
		if err != nil {
			m.t.Fatal(err)
		}
		steered := a.Clone()
		steered.Acceptances, steered.Block, steered.Randomness, steered.Members, steered.Committee = nil, b, h.MixDigest, nil, nil
		for _, c := range drawn {
			steered.Members = append(steered.Members, c.ID)
			steered.Committee = append(steered.Committee, c.Operator)
		}
		if b != a.Block && slices.Contains(steered.Committee, target) {
			return steered
		}
	}
	return nil
}

// drawShares: 10,000 single draws over the devnet's operators as the chain
// holds them now (three slashed by 10 %), each from the head's prevrandao
// and a task id: each operator's share is within 2 percentage points of
// its share of the stake.
func (m *marketDevnet) drawShares(dr *economy.Drawer) {
	t := m.t
	head, err := m.c.Client().HeaderByNumber(m.ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	cands, err := dr.Candidates(m.ctx, head.Number.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	total := new(big.Float)
	for _, c := range cands {
		total.Add(total, new(big.Float).SetInt(c.Stake))
	}
	const draws = 10_000
	picks := map[common.Hash]int{}
	for d := range draws {
		var task [32]byte
		big.NewInt(int64(d)).FillBytes(task[:])
		committee, err := economy.Draw(economy.Seed(head.MixDigest, task), cands, 1)
		if err != nil {
			t.Fatal(err)
		}
		picks[committee[0].ID]++
	}
	for _, c := range cands {
		want, _ := new(big.Float).Quo(new(big.Float).SetInt(c.Stake), total).Float64()
		got := float64(picks[c.ID]) / draws
		t.Logf("%s: stake %s: stake share %.4f, drawn %.4f (%+.2f pp)", c.Operator, c.Stake, want, got, 100*(got-want))
		if d := got - want; d > 0.02 || d < -0.02 {
			t.Errorf("%s drawn %.4f of the time, stake share %.4f", c.Operator, got, want)
		}
	}
}

// TestHonestOperatorsPaid: a paid task's committee is drawn and accepts,
// the quorum lands the answer, and once it is final (the game's challenge
// window after its landing block) its fee settles: the pool holds exactly
// baseRate · work · μ (μ from the landing block, LLMConsumer.landedAt), the
// payer gets the rest back, each signer claims pool · stake / signedStake
// and withdraws exactly that to its account. Evidence against the task,
// landed by its deadline, is TaskLanded.
func TestHonestOperatorsPaid(t *testing.T) {
	m := startMarketDevnet(t, nil)
	prompt, n := []int{1, 9}, 4
	paid, _ := m.pay(prompt, n)
	task := m.post(prompt, n, func(task *api.Task) bool {
		if task.Status == api.StatusFailed {
			t.Fatalf("task failed: %+v", task.Error)
		}
		return task.Status == api.StatusLanded
	})
	a := router.EconomyAssignment(task.Result.Assignment)
	if a == nil || len(a.Acceptances) != 3 || len(task.Result.Landing) == 0 {
		t.Fatalf("landed task without an assignment or landing: %+v", task.Result)
	}
	cons := bindings.NewLLMConsumer()
	landedAt := must(cons.UnpackLandedAt(m.call(m.c.Deployment.Contracts.Consumer, cons.PackLandedAt(paid.Input), nil))).Uint64()
	if landedAt != task.Result.Block {
		t.Fatalf("landedAt %d, the router saw the answer land in block %d", landedAt, task.Result.Block)
	}
	reporter := m.market(devnet.ChallengerKey())
	m.waitBlock(a.Deadline)
	if landedAt > a.Deadline {
		// a late landing excuses nobody: the evidence would slash, which the checks below do not expect
		t.Logf("the answer landed in block %d, after the deadline %d: no evidence posted", landedAt, a.Deadline)
	} else if _, _, err := reporter.ReportNoShow(m.ctx, a.Acceptances[0]); !economy.IsRevert(err, "TaskLanded") {
		t.Fatalf("evidence against a task landed in time: %v, want TaskLanded", err)
	}

	if st, err := economy.ReadSLAStatus(m.ctx, m.c.Client(), m.d.market, 0); err != nil || len(st.Tasks) != 1 || st.Tasks[0].State != economy.TaskLanded {
		t.Fatalf("SLA status of the landed task: %+v, %v", st, err)
	}
	_, nonSigners, err := economy.SettleCalldata(task.Result.Landing)
	if err != nil {
		t.Fatal(err)
	}
	// settle once the answer is final: past its landing block + the challenge window, none undecided
	var pool *big.Int
	for {
		var rc *types.Receipt
		pool, rc, err = reporter.Settle(m.ctx, task.Result.Landing, paid.Input)
		if economy.IsRevert(err, "NotFinal") {
			time.Sleep(m.c.BlockPeriod)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("settle: gas %d in block %d (landed in %d, challenge window %d blocks)", rc.GasUsed, rc.BlockNumber, landedAt, marketChallengeWindow)
		break
	}
	p := must(m.tm.UnpackPoolOf(m.call(m.d.market, m.tm.PackPoolOf(pool), nil)))
	if st, err := economy.ReadSLAStatus(m.ctx, m.c.Client(), m.d.market, 0); err != nil || st.Tasks[0].State != economy.TaskSettled {
		t.Fatalf("SLA status of the settled task: %+v, %v", st, err)
	}
	sla := must(m.tm.UnpackSlaBlocks(m.call(m.d.market, m.tm.PackSlaBlocks(), nil)))
	bonus := must(m.tm.UnpackBonus(m.call(m.d.market, m.tm.PackBonus(), nil)))
	terms := economy.Terms{SLABlocks: sla, Bonus: bonus.Uint64()}
	mu := terms.Mu(paid.Deadline, landedAt)
	work := economy.Work(m.c.Model.Manifest.Config, len(prompt), n)
	if work.Cmp(paid.Work) != 0 {
		t.Fatalf("TaskPaid work %s, economy.Work %s", paid.Work, work)
	}
	want := economy.Payout(devnet.BaseRate, work, mu)
	if p.Amount.Cmp(want) != 0 {
		t.Fatalf("pool %s holds %s wei, want baseRate %s · work %s · μ %d/1000 = %s", pool, p.Amount, devnet.BaseRate, work, mu, want)
	}
	refund := must(m.tm.UnpackBalanceOf(m.call(m.d.market, m.tm.PackBalanceOf(m.payer.From()), nil)))
	if wantRefund := new(big.Int).Sub(paid.Fee, want); refund.Cmp(wantRefund) != 0 {
		t.Errorf("payer's market balance %s, want fee %s − payout %s", refund, paid.Fee, want)
	}
	t.Logf("fee %s wei, work %d MACs, μ %d/1000 (landed in block %d, reference block %d, deadline %d): payout %s wei", paid.Fee, work, mu, landedAt, p.ReferenceBlock, paid.Deadline, want)

	nonSigner := map[common.Hash]bool{}
	for _, k := range nonSigners {
		nonSigner[crypto.Keccak256Hash(common.LeftPadBytes(k.X.Bytes(), 32), common.LeftPadBytes(k.Y.Bytes(), 32))] = true
	}
	claimed := new(big.Int)
	for _, op := range m.c.Operators {
		cl := m.market(op.Key)
		id := must(m.reg.UnpackOperatorIdOf(m.call(m.d.registry, m.reg.PackOperatorIdOf(op.Address), nil)))
		share, claimRc, err := cl.Claim(m.ctx, pool, nonSigners)
		if nonSigner[id] {
			if !economy.IsRevert(err, "NotASigner") {
				t.Fatalf("operator %d did not sign: claim %v, want NotASigner", op.Index, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("operator %d: claim: %v", op.Index, err)
		}
		stake := must(m.reg.UnpackStakeAt(m.call(m.d.registry, m.reg.PackStakeAt(id, p.ReferenceBlock), nil)))
		wantShare := new(big.Int).Quo(new(big.Int).Mul(want, stake), p.SignedStake)
		if share.Cmp(wantShare) != 0 {
			t.Fatalf("operator %d: share %s, want payout %s · stake %s / signed %s = %s", op.Index, share, want, stake, p.SignedStake, wantShare)
		}
		bal0, err := m.c.Client().BalanceAt(m.ctx, op.Address, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, r, err := cl.Withdraw(m.ctx)
		if err != nil {
			t.Fatalf("operator %d: withdraw: %v", op.Index, err)
		}
		bal1, err := m.c.Client().BalanceAt(m.ctx, op.Address, r.BlockNumber)
		if err != nil {
			t.Fatal(err)
		}
		gasCost := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
		if delta := new(big.Int).Sub(bal1, bal0); got.Cmp(share) != 0 || delta.Cmp(new(big.Int).Sub(share, gasCost)) != 0 {
			t.Fatalf("operator %d withdrew %s (account +%s, gas %s), want its share %s", op.Index, got, delta, gasCost, share)
		}
		claimed.Add(claimed, share)
		t.Logf("operator %d: share %s wei withdrawn (claim gas %d, withdraw gas %d)", op.Index, share, claimRc.GasUsed, r.GasUsed)
	}
	if dust := new(big.Int).Sub(want, claimed); dust.Sign() < 0 || dust.Cmp(big.NewInt(int64(len(m.c.Operators)))) >= 0 {
		t.Errorf("claimed %s of %s: rounding leaves %s", claimed, want, dust)
	}

	// The metrics: the SLA outcome, the fee, payout, refund, μ, claims and withdrawals.
	head, err := m.c.Client().BlockNumber(m.ctx)
	if err != nil {
		t.Fatal(err)
	}
	hit, late := m.metric(head, "sla_total", "outcome", "hit"), m.metric(head, "sla_total", "outcome", "late")
	wantHit := 0.0
	if task.Result.Block <= a.Deadline {
		wantHit = 1
	}
	if hit != wantHit || late != 1-wantHit {
		t.Errorf("sla_total hit %v late %v; landed in block %d, deadline %d", hit, late, task.Result.Block, a.Deadline)
	}
	for name, w := range map[string]*big.Int{"fees_paid_wei_total": paid.Fee, "payouts_wei_total": want,
		"refunds_wei_total": new(big.Int).Sub(paid.Fee, want), "claims_wei_total": claimed, "withdrawals_wei_total": claimed,
		"settled_mu": new(big.Int).SetUint64(mu)} {
		if got := m.metric(head, name); got != wei(w) {
			t.Errorf("%s %v, want %s", name, got, w)
		}
	}
}

// metric reads a counter, gauge or histogram (its sum) of the market's
// registry with the given labels, once the watcher has read block.
func (m *marketDevnet) metric(block uint64, name string, labels ...string) float64 {
	m.t.Helper()
	for {
		mfs, err := m.metrics.Gather()
		if err != nil {
			m.t.Fatal(err)
		}
		var watched float64
		byName := map[string]*dto.MetricFamily{}
		for _, mf := range mfs {
			byName[mf.GetName()] = mf
			if mf.GetName() == "deepcall_market_watched_block" {
				watched = mf.GetMetric()[0].GetGauge().GetValue()
			}
		}
		if uint64(watched) < block {
			if m.ctx.Err() != nil {
				m.t.Fatalf("the market watcher is at block %v, not %d", watched, block)
			}
			time.Sleep(m.c.BlockPeriod)
			continue
		}
		mf := byName["deepcall_market_"+name]
		if mf == nil {
			return 0
		}
	metrics:
		for _, x := range mf.GetMetric() {
			have := map[string]string{}
			for _, lp := range x.GetLabel() {
				have[lp.GetName()] = lp.GetValue()
			}
			for i := 0; i+1 < len(labels); i += 2 {
				if have[labels[i]] != labels[i+1] {
					continue metrics
				}
			}
			switch {
			case x.Counter != nil:
				return x.GetCounter().GetValue()
			case x.Gauge != nil:
				return x.GetGauge().GetValue()
			case x.Histogram != nil:
				return x.GetHistogram().GetSampleSum()
			}
		}
		return 0
	}
}

// TestAnsweredOperatorKeepsStake: operators 0 and 1 answer, 2 and 3 are
// offline, so half the stake signs, short of the 2/3 quorum, and the task
// does not land. The committee (3 of 4) holds at least one of each. Before
// the deadline the aggregator proves the two answers to the market
// (TaskMarket.proveAnswered, with the partial aggregate of the round); after
// it, reporting a member that answered reverts Answered and the member keeps
// its stake, while the members that did not answer are slashed.
func TestAnsweredOperatorKeepsStake(t *testing.T) {
	off := operator.Fault{Offline: true}
	m := startMarketDevnet(t, map[int]operator.Fault{2: off, 3: off})
	prompt, n := []int{1, 9}, 4
	paid, _ := m.pay(prompt, n)
	task := m.post(prompt, n, func(t *api.Task) bool {
		return t.Result != nil && t.Result.Assignment != nil
	})
	a := router.EconomyAssignment(task.Result.Assignment)
	if a.Input != paid.Input || a.Deadline != paid.Deadline || len(a.Acceptances) != 3 {
		t.Fatalf("assignment %+v, want input %x, deadline %d, 3 acceptances", a, paid.Input, paid.Deadline)
	}
	m.waitBlock(a.Deadline)

	// The proofs the aggregator posted, all by the deadline.
	logs, err := m.c.Client().FilterLogs(m.ctx, ethereum.FilterQuery{Addresses: []common.Address{m.d.market},
		FromBlock: new(big.Int).SetUint64(paid.Raw.BlockNumber), ToBlock: new(big.Int).SetUint64(a.Deadline)})
	if err != nil {
		t.Fatal(err)
	}
	proven := map[[32]byte]bool{}
	txs := map[common.Hash]bool{}
	for _, l := range logs {
		ev, err := m.tm.UnpackAnswerProvenEvent(&l)
		if err != nil || ev.Input != paid.Input {
			continue
		}
		proven[ev.OperatorId] = true
		if txs[l.TxHash] {
			continue
		}
		txs[l.TxHash] = true
		r, err := m.c.Client().TransactionReceipt(m.ctx, l.TxHash)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("proveAnswered at block %d (deadline %d), reference block %d, %d non-signers: gas %d", l.BlockNumber, a.Deadline, ev.ReferenceBlock, len(m.c.Operators)-2, r.GasUsed)
	}
	answered := map[common.Address]bool{}
	for _, op := range m.c.Operators {
		answered[op.Address] = op.Index < 2
		if proven[op.ID] != answered[op.Address] {
			t.Errorf("operator %d: proven %v, answered %v", op.Index, proven[op.ID], answered[op.Address])
		}
	}
	st, err := economy.ReadSLAStatus(m.ctx, m.c.Client(), m.d.market, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Tasks) != 1 || st.Tasks[0].State != economy.TaskOverdue {
		t.Fatalf("the task landed or is not overdue: %+v", st)
	}

	slashBps := must(m.tm.UnpackSlashBps(m.call(m.d.market, m.tm.PackSlashBps(), nil)))
	reporter := m.market(devnet.ChallengerKey())
	kinds := map[bool]int{}
	for _, acc := range a.Acceptances {
		before := m.stake(acc.Operator)
		_, r, err := reporter.ReportNoShow(m.ctx, acc)
		want := new(big.Int).Set(before)
		if answered[acc.Operator] {
			if !economy.IsRevert(err, "Answered") {
				t.Fatalf("report of %s, which answered: %v, want Answered", acc.Operator, err)
			}
		} else {
			if err != nil {
				t.Fatalf("report of %s, which did not answer: %v", acc.Operator, err)
			}
			want.Sub(want, new(big.Int).Quo(new(big.Int).Mul(before, slashBps), big.NewInt(10_000)))
			t.Logf("reportNoShow(%s): gas %d", acc.Operator, r.GasUsed)
		}
		kinds[answered[acc.Operator]]++
		if got := m.stake(acc.Operator); got.Cmp(want) != 0 {
			t.Errorf("operator %s (answered %v): stake %s, want %s", acc.Operator, answered[acc.Operator], got, want)
		}
	}
	if kinds[true] == 0 || kinds[false] == 0 {
		t.Fatalf("committee %v: want members that answered and members that did not", a.Committee)
	}
}
