package economy

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/txmgr"
)

// TestNoShowSlashed: an operator accepts two tasks; after the deadline its
// acceptance of the one that did not land by it (it lands late) slashes
// SLASlashBps of its stake (a fifth to the reporter); evidence before the
// deadline, for the task landed in time, replayed, or signed by a
// non-operator is refused by name.
func TestNoShowSlashed(t *testing.T) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	reg := bindings.NewOperatorRegistry()
	op := c.Operators[2]
	reporter := simchain.AccountKey(2)
	absent, rq := w.request(t, 0, []int{w.cfg.BOS, 40}, 3, nil)
	landed, _ := w.request(t, 1, []int{w.cfg.BOS, 41}, 3, nil)
	deadline := rq.BlockNumber.Uint64() + w.terms.SLABlocks

	// the contract's digest is the one computed here
	committee := w.fix(t, absent)
	got, err := tm.UnpackAcceptanceDigest(call(t, c, w.market, tm.PackAcceptanceDigest(absent, deadline, committee)))
	if err != nil {
		t.Fatal(err)
	}
	if got != AcceptanceDigest(c.ChainID, w.market, absent, deadline, committee) {
		t.Fatalf("acceptance digest %x on chain, %x here", got, AcceptanceDigest(c.ChainID, w.market, absent, deadline, committee))
	}
	acc, err := Accept(op.Key, c.ChainID, w.market, absent, deadline, committee)
	if err != nil {
		t.Fatal(err)
	}
	ls, err := w.drawer.Schedule(t.Context(), landed)
	if err != nil {
		t.Fatal(err)
	}
	landedDeadline := ls.Deadline
	accLanded, _ := Accept(op.Key, c.ChainID, w.market, landed, landedDeadline, w.fix(t, landed))
	forged, _ := Accept(simchain.AccountKey(1), c.ChainID, w.market, absent, deadline, committee)
	// an acceptance of a committee the chain did not draw (a steered one) is no evidence
	steered, _ := Accept(op.Key, c.ChainID, w.market, absent, deadline, CommitteeHash([]common.Hash{{1}}))
	report := func(a Acceptance) []byte { return tm.PackReportNoShow(a.Input, a.Deadline, a.Committee, a.V, a.R, a.S) }

	reverts(t, c, reporter, w.market, report(acc), "BeforeDeadline")
	w.land(t, []item{{prompt: []int{w.cfg.BOS, 41}, n: 3}}, 0)
	for n, _ := c.Client.BlockNumber(t.Context()); n <= landedDeadline; n, _ = c.Client.BlockNumber(t.Context()) {
		c.Commit()
	}
	reverts(t, c, reporter, w.market, report(forged), "ForgedAcceptance")
	reverts(t, c, reporter, w.market, report(steered), "NotDrawn")
	reverts(t, c, reporter, w.market, report(accLanded), "TaskLanded")
	// an answer landed after the deadline excuses nobody
	w.land(t, []item{{prompt: []int{w.cfg.BOS, 40}, n: 3}}, 0)
	stake0, _ := reg.UnpackStakeOf(call(t, c, c.Registry, reg.PackStakeOf(op.Address)))
	r := transact(t, c, reporter, w.market, report(acc))
	t.Logf("reportNoShow: %d gas", r.GasUsed)
	stake1, _ := reg.UnpackStakeOf(call(t, c, c.Registry, reg.PackStakeOf(op.Address)))
	cut := new(big.Int).Quo(new(big.Int).Mul(stake0, big.NewInt(SLASlashBps)), big.NewInt(10_000))
	if new(big.Int).Sub(stake0, stake1).Cmp(cut) != 0 {
		t.Fatalf("stake %s → %s, want a cut of %s", stake0, stake1, cut)
	}
	credit, _ := tm.UnpackReporterCredit(call(t, c, w.market, tm.PackReporterCredit(addrOf(reporter))))
	if want := new(big.Int).Quo(new(big.Int).Mul(cut, big.NewInt(SLAReporterBps)), big.NewInt(10_000)); credit.Cmp(want) != 0 {
		t.Fatalf("reporter credited %s, want %s", credit, want)
	}
	reverts(t, c, reporter, w.market, report(acc), "AlreadyReported")
}

// TestProveIfOpenSkipsClosedTasks: an aggregator's proof of answers is sent
// only for a task open on the market before its deadline; a task nobody paid
// for, or one past its deadline, is skipped without a transaction.
func TestProveIfOpenSkipsClosedTasks(t *testing.T) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	key := simchain.AccountKey(2)
	mc := &MarketClient{Market: w.market, Sender: txmgr.New(txmgr.Config{Backend: c.Client, Key: key, ChainID: new(big.Int).SetUint64(c.ChainID)})}
	garbage := []byte{0xde, 0xad, 0xbe, 0xef} // sent, it would revert
	nonce := func() uint64 {
		n, err := c.Client.NonceAt(t.Context(), addrOf(key), nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	n0 := nonce()
	if sent, err := mc.ProveIfOpen(t.Context(), [32]byte{1}, garbage); sent || err != nil {
		t.Fatalf("unpaid task: sent %v, %v", sent, err)
	}
	open, rq := w.request(t, 0, []int{w.cfg.BOS, 42}, 3, nil)
	if sent, err := mc.ProveIfOpen(t.Context(), open, garbage); sent || err == nil {
		t.Fatalf("open task: sent %v, err %v; want the calldata tried and refused", sent, err)
	}
	for n, _ := c.Client.BlockNumber(t.Context()); n < rq.BlockNumber.Uint64()+w.terms.SLABlocks; n, _ = c.Client.BlockNumber(t.Context()) {
		c.Commit()
	}
	if sent, err := mc.ProveIfOpen(t.Context(), open, garbage); sent || err != nil {
		t.Fatalf("task at its deadline: sent %v, %v", sent, err)
	}
	if nonce() != n0 {
		t.Fatal("a skipped proof sent a transaction")
	}
}
