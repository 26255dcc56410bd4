package stack

import (
	"bytes"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/router"
)

// committeeLanding decodes verifyAndUpdateCommittee calldata: the members
// it names and the signer ids of its signature's keys (in their order).
func committeeLanding(t *testing.T, data []byte) (members, signers []common.Hash) {
	t.Helper()
	m, ok := bindings.NewLLMConsumer().GetABI().Methods["verifyAndUpdateCommittee"]
	if !ok || len(data) < 4 || !bytes.Equal(data[:4], m.ID) {
		t.Fatalf("landing %x is no verifyAndUpdateCommittee", data[:min(4, len(data))])
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	sig := *abi.ConvertType(args[1], new(bindings.CommitteeSignature)).(*bindings.CommitteeSignature)
	for _, k := range sig.SignerKeys {
		signers = append(signers, crypto.Keccak256Hash(common.BigToHash(k.X).Bytes(), common.BigToHash(k.Y).Bytes()))
	}
	for _, w := range args[2].([][32]byte) {
		members = append(members, w)
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
	m := startMarketDevnetWith(t, 12, Options{Committee: 4, CommitteeLands: true})
	ctx, c := m.ctx, m.c
	prompt, n := []int{1, 7, 9}, 4
	paid, _ := m.pay(prompt, n)
	task := m.post(prompt, n, func(tk *router.Task) bool {
		if tk.Status == router.StatusFailed {
			t.Fatalf("task failed: %+v", tk.Error)
		}
		return tk.Status == router.StatusLanded
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
