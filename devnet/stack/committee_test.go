package stack

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/operator"
)

// committeeLanding decodes verifyAndUpdateCommittee calldata: the members
// it names and its signers' ids.
func committeeLanding(t *testing.T, data []byte) (members, signers []common.Hash) {
	t.Helper()
	l, err := economy.DecodeCommitteeLanding(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range l.Members {
		members = append(members, m)
	}
	for _, s := range l.Signers {
		signers = append(signers, s)
	}
	return members, signers
}

// TestCommitteeExecutesAndLands: on a devnet of 12 operators whose market
// draws committees of 4, a paid task is executed only by its drawn
// committee (the other 8 daemons never run it), landed by the committee's
// own threshold (verifyAndUpdateCommittee: every signer a member, ≥ two
// thirds of the members' stake), not paid before it is final, and then
// paid to its signers alone: a signer collects its share, an operator
// outside the committee has none.
func TestCommitteeExecutesAndLands(t *testing.T) {
	m := startMarketDevnetWith(t, 12, 0, Options{Committee: 4, CommitteeLands: true})
	ctx, c := m.ctx, m.c
	prompt, n := []int{1, 7, 9}, 4
	paid, _ := m.pay(prompt, n)
	task := m.post(prompt, n, func(tk *api.Task) bool {
		if tk.Status == api.StatusFailed {
			t.Fatalf("task failed: %+v", tk.Error)
		}
		return tk.Status == api.StatusLanded
	})
	if task.Result == nil || task.Result.Assignment == nil || len(task.Result.Assignment.Members) != 4 {
		t.Fatalf("landed task %+v, want its committee of 4 on the result", task.Result)
	}
	members, signers := committeeLanding(t, task.Result.Landing)
	if !slices.Equal(members, task.Result.Assignment.Members) {
		t.Fatalf("landing names members %v, the draw %v", members, task.Result.Assignment.Members)
	}
	if len(signers) < 3 {
		t.Fatalf("%d signers: under two thirds of 4 equal stakes", len(signers))
	}
	for _, s := range signers {
		if !slices.Contains(members, s) {
			t.Fatalf("signer %s is not a member", s)
		}
	}
	executed := 0
	for i, d := range m.s.Operators.daemons {
		member := slices.Contains(members, common.Hash(c.Operators[i].ID))
		switch {
		case !member && d.Cached() != 0:
			t.Errorf("operator %d is outside the committee and executed %d tasks", i, d.Cached())
		case member && d.Cached() > 0:
			executed++
		}
	}
	if executed < 3 {
		t.Errorf("%d members executed the task, want at least the 3 signers", executed)
	}
	t.Logf("task landed in block %d by %d of the committee %v; %d of 12 operators executed it", task.Result.Block, len(signers), members, executed)

	// paid once final, to the signers alone
	var signer, outsider int = -1, -1
	for i, op := range c.Operators {
		switch {
		case slices.Contains(signers, common.Hash(op.ID)) && signer < 0:
			signer = i
		case !slices.Contains(members, common.Hash(op.ID)) && outsider < 0:
			outsider = i
		}
	}
	cl := m.market(c.Operators[signer].Key)
	var out *economy.Collected
	var err error
	early := 0
	for {
		out, err = cl.Collect(ctx, task.Result.Landing, paid.Input)
		if !economy.IsRevert(err, "NotFinal") {
			break
		}
		early++
		time.Sleep(c.BlockPeriod)
	}
	if err != nil {
		t.Fatalf("signer %d collects: %v (%v)", signer, err, economy.RevertOf(err))
	}
	if early == 0 || !out.Settled || out.Share.Sign() <= 0 {
		t.Fatalf("signer %d collected %+v after %d NotFinal tries, want it to settle the final answer and take a share", signer, out, early)
	}
	pool := out.Pool
	ids := make([][32]byte, len(signers))
	for i, s := range signers {
		ids[i] = s
	}
	if _, _, err := m.market(c.Operators[outsider].Key).ClaimSharded(ctx, pool, ids); !economy.IsRevert(err, "NotASigner") {
		t.Errorf("operator %d outside the committee claims: %v, want NotASigner", outsider, err)
	}
	t.Logf("settled after %d NotFinal tries; signer %d's share %s of pool %s", early, signer, out.Share, pool)
}

// TestLyingCommitteeIsCaughtBySampledAudit: 10 of 12 operators sign a
// wrong answer (wrong-from=1), so most committees of 4 are lying ones that
// hold their own threshold. Three paid tasks are posted; a committee
// landing of a wrong answer is found, before it is final, by the sampled
// re-execution of an honest operator outside the committee (audit rate 1
// here: the draw of who checks is the sampler's, the odds are
// DefaultAuditRate's in the docs), challenged, invalidated, its signers
// slashed, and its payer refunded in full; the honest operators keep their
// stake.
func TestLyingCommitteeIsCaughtBySampledAudit(t *testing.T) { lyingCommittee(t, false) }

// TestRelayedLieIsCaughtToo: the same lying committee lands its answer
// through a relay contract (its landing is an inner call, not the
// transaction's own calldata); the auditors read it from the node's call
// trace and catch it all the same.
func TestRelayedLieIsCaughtToo(t *testing.T) { lyingCommittee(t, true) }

// relayCode deploys a forwarder: it calls the address in its calldata's
// first 20 bytes with the rest, and reverts with the callee's revert.
var relayCode = common.FromHex("602a80600b6000396000f36014360380601460003760006000826000600060003560601c5af16028573d600060003e3d6000fd5b00")

func lyingCommittee(t *testing.T, relay bool) {
	fault, err := operator.ParseFault("wrong-from=1")
	if err != nil {
		t.Fatal(err)
	}
	faults := map[int]operator.Fault{}
	for i := range 10 {
		faults[i] = fault
	}
	o := Options{Committee: 4, CommitteeLands: true, AuditRate: 1, Faults: faults}
	if relay {
		o.HoldFor = 10 * time.Minute // the aggregator holds the signed lie; the relay lands it
	}
	m := startMarketDevnetWith(t, 12, 8*time.Second, o)
	ctx, c := m.ctx, m.c
	before := map[common.Address]*big.Int{}
	for _, op := range c.Operators {
		before[op.Address] = m.stake(op.Address)
	}
	type posted struct {
		prompt []int
		paid   *bindings.TaskMarketTaskPaid
		task   *api.Task
	}
	var tasks []*posted
	for i := range 3 {
		p := &posted{prompt: []int{1, 11 + i, 5}}
		p.paid, _ = m.pay(p.prompt, 4)
		tasks = append(tasks, p)
	}
	// A committee holding both honest operators lands nothing (neither side
	// has two thirds): the first of the three to land is the lie.
	for _, p := range tasks {
		p.task = m.post(p.prompt, 4, func(*api.Task) bool { return true })
	}
	var lie *posted
	for lie == nil {
		ended := 0
		for _, p := range tasks {
			p.task = m.task(p.task.ID)
			switch {
			case !relay && p.task.Status == api.StatusLanded,
				relay && p.task.Status == api.StatusSigned && p.task.Result != nil && len(p.task.Result.Landing) > 0:
				lie = p
			case p.task.Status == api.StatusFailed:
				ended++
			}
		}
		if lie == nil && (ended == len(tasks) || ctx.Err() != nil) {
			t.Fatal("no committee landed: every draw held both honest operators (p ≈ 0.09 each)")
		}
		time.Sleep(250 * time.Millisecond)
	}
	if relay {
		landRelayed(t, m, lie.task.Result.Landing)
	}
	members, signers := committeeLanding(t, lie.task.Result.Landing)
	c0 := bindings.NewLLMConsumer()
	input := common.Hash(lie.paid.Input)
	for ctx.Err() == nil {
		if valid := must(c0.UnpackIsValid(m.call(c.Deployment.Contracts.Consumer, c0.PackIsValid(input), nil))); !valid {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	if ctx.Err() != nil {
		t.Fatal("the committee's wrong answer was never invalidated")
	}
	t.Logf("wrong answer of %s landed by %d of the committee %v, invalidated", input, len(signers), members)
	// Several of the three committees may lie and land (each holds its own
	// threshold): every landed lie is caught, so each of its signers loses
	// SlashBips of its stake once per lie it signed, and no one else loses
	// any.
	bips := c.Deployment.Game.SlashBips
	for deadline := time.Now().Add(30 * time.Second); ; {
		lies := map[common.Hash]int{}
		for _, p := range tasks {
			if p != lie {
				if p.task = m.task(p.task.ID); p.task.Status != api.StatusLanded {
					continue
				}
			}
			_, signed := committeeLanding(t, p.task.Result.Landing)
			for _, id := range signed {
				lies[id]++
			}
		}
		wrong := []string{}
		for _, op := range c.Operators {
			want := new(big.Int).Set(before[op.Address])
			for range lies[common.Hash(op.ID)] {
				want.Sub(want, new(big.Int).Div(new(big.Int).Mul(want, new(big.Int).SetUint64(bips)), big.NewInt(10_000)))
			}
			if got := m.stake(op.Address); got.Cmp(want) != 0 {
				wrong = append(wrong, fmt.Sprintf("operator %d: stake %s → %s, want %s (%d lies signed)", op.Index, before[op.Address], got, want, lies[common.Hash(op.ID)]))
			}
		}
		if len(wrong) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal(strings.Join(wrong, "\n"))
		}
		time.Sleep(250 * time.Millisecond)
	}
	// the payer takes its whole fee back: an invalidated answer is never paid
	payer := m.market(devnet.WalletKey())
	was := must(payer.Balance(ctx, m.payer.From()))
	if _, err := m.payer.Transact(ctx, "TaskMarket.reclaim", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(m.tm.Instance(c.Client(), m.d.market), o, m.tm.PackReclaim(input))
	}); err != nil {
		t.Fatalf("reclaim: %v (%v)", err, economy.RevertOf(err))
	}
	if got := new(big.Int).Sub(must(payer.Balance(ctx, m.payer.From())), was); got.Cmp(lie.paid.Fee) != 0 {
		t.Fatalf("refund %s, want the whole fee %s", got, lie.paid.Fee)
	}
}

// landRelayed deploys a relay and lands the signed answer through it: the
// transaction goes to the relay, which calls the consumer.
func landRelayed(t *testing.T, m *marketDevnet, landing []byte) {
	t.Helper()
	r, err := m.payer.Transact(m.ctx, "deploy the relay", func(o *bind.TransactOpts) (*types.Transaction, error) {
		_, tx, err := bind.DeployContract(o, relayCode, m.c.Client(), nil)
		return tx, err
	})
	if err != nil {
		t.Fatal(err)
	}
	to := r.ContractAddress
	data := append(m.c.Deployment.Contracts.Consumer.Bytes(), landing...)
	if _, err := m.payer.Transact(m.ctx, "land through the relay", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.NewBoundContract(to, abi.ABI{}, m.c.Client(), m.c.Client(), m.c.Client()).RawTransact(o, data)
	}); err != nil {
		t.Fatalf("relayed landing: %v (%v)", err, economy.RevertOf(err))
	}
}
