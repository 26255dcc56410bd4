package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/txmgr"
)

// `deepcall market report` posts a no-show committee's acceptances (before
// the deadline the market refuses, exit 1; after it each member is slashed;
// again, AlreadyReported and exit 0; members whose answers were proven are
// skipped, Answered), and `deepcall market claim` settles a
// landed task, claims an operator's share and withdraws it.
func TestMarketCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	// short windows: a landed answer is final, and claimable, 80 blocks (20 s) after it lands
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 250 * time.Millisecond,
		ModelDir: "../../testdata/manifests/stories260K", ReferenceWindow: 16,
		Game: deploy.GameConfig{ChallengeWindow: 16 + deploy.MinChallengePeriod}})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	off := operator.Fault{Offline: true}
	st := stack.New(stack.Options{Committee: 3, Faults: map[int]operator.Fault{0: off, 1: off, 2: off, 3: off}})
	if err := ch.StartServices(ctx, st.Services()...); err != nil {
		t.Fatal(err)
	}
	keyFile := func(name string, k []byte) string {
		p := filepath.Join(t.TempDir(), name)
		if err := os.WriteFile(p, []byte(hex.EncodeToString(k)), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	reporterKey := keyFile("reporter", crypto.FromECDSA(devnet.ChallengerKey()))
	tm := bindings.NewTaskMarket()
	market := ch.Deployment.Contracts.Market
	payer := txmgr.New(txmgr.Config{Backend: ch.Client(), Key: devnet.WalletKey(), ChainID: new(big.Int).SetUint64(ch.ChainID)})
	pay := func(prompt []int, n int) {
		t.Helper()
		words := make([]*big.Int, len(prompt))
		for i, v := range prompt {
			words[i] = big.NewInt(int64(v))
		}
		raw, err := ch.Client().CallContract(ctx, ethereum.CallMsg{To: &market, Data: tm.PackFeeFor(devnet.CapacityClass, big.NewInt(int64(len(prompt))), big.NewInt(int64(n)))}, nil)
		if err != nil {
			t.Fatal(err)
		}
		fee, _ := tm.UnpackFeeFor(raw)
		if _, err := payer.Transact(ctx, "TaskMarket.request", func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.Value = fee
			return bind.Transact(tm.Instance(ch.Client(), market), o, tm.PackRequest(words, big.NewInt(int64(n)), devnet.CapacityClass))
		}); err != nil {
			t.Fatal(err)
		}
	}
	post := func(prompt []int, n int, done func(*api.Task) bool) *api.Task {
		t.Helper()
		task, _, err := api.NewRouterClient(ch.RouterURL(), nil).Submit(ctx, api.TaskRequest{Prompt: prompt, N: n})
		if err != nil {
			t.Fatal(err)
		}
		for {
			got, err := fetchTask(ctx, ch.RouterURL(), string(task.ID))
			if err != nil {
				t.Fatal(err)
			}
			if done(got) {
				return got
			}
			if ctx.Err() != nil {
				t.Fatalf("task %s: %+v", task.ID, got)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	cli := func(args ...string) (string, string, int) {
		var o, e bytes.Buffer
		code := run(ctx, append(args, "--rpc", ch.HTTPURL, "--router", ch.RouterURL()), &o, &e)
		return o.String(), e.String(), code
	}

	pay([]int{1, 11}, 4)
	task := post([]int{1, 11}, 4, func(t *api.Task) bool { return t.Result != nil && t.Result.Assignment != nil })
	a := task.Result.Assignment
	if _, stderr, code := cli("market", "report", "--task", string(task.ID), "--key", reporterKey); code != 1 || !strings.Contains(stderr, "BeforeDeadline") {
		t.Fatalf("report before the deadline: exit %d, %s", code, stderr)
	}
	for n, _ := ch.Client().BlockNumber(ctx); n <= a.Deadline; n, _ = ch.Client().BlockNumber(ctx) {
		time.Sleep(ch.BlockPeriod / 2)
	}
	stdout, stderr, code := cli("market", "report", "--task", string(task.ID), "--key", reporterKey, "--json")
	var outs []reportOutcome
	if code != 0 || json.Unmarshal([]byte(stdout), &outs) != nil || len(outs) != 3 {
		t.Fatalf("report: exit %d, %s %s", code, stdout, stderr)
	}
	for i, o := range outs {
		if o.Operator != a.Committee[i] || o.Cut == nil || o.Cut.Sign() <= 0 || o.Refused != "" {
			t.Errorf("outcome %d: %+v", i, o)
		}
	}
	if stdout, stderr, code := cli("market", "report", "--task", string(task.ID), "--key", reporterKey); code != 0 || strings.Count(stdout, "refused AlreadyReported") != 3 {
		t.Fatalf("report again: exit %d, %s %s", code, stdout, stderr)
	}

	for i := range ch.Operators {
		st.Operators.SetFault(i, operator.Fault{})
	}
	pay([]int{1, 12}, 4)
	landed := post([]int{1, 12}, 4, func(t *api.Task) bool { return t.Status == api.StatusLanded })
	// A committee member that signed the landing (the quorum is any 3 of 4, so
	// a member may have answered after it and be a non-signer).
	_, nonSigners, err := economy.SettleCalldata(landed.Result.Landing)
	if err != nil {
		t.Fatal(err)
	}
	signed := map[common.Address]bool{}
	for _, op := range ch.Operators {
		signed[op.Address] = true
		for _, k := range nonSigners {
			if crypto.Keccak256Hash(common.LeftPadBytes(k.X.Bytes(), 32), common.LeftPadBytes(k.Y.Bytes(), 32)) == common.Hash(op.ID) {
				signed[op.Address] = false
			}
		}
	}
	member := -1
	for _, m := range landed.Result.Assignment.Committee {
		for _, op := range ch.Operators {
			if op.Address == m && signed[m] && member < 0 {
				member = op.Index
			}
		}
	}
	if member < 0 {
		t.Fatalf("no committee member %v signed the landing", landed.Result.Assignment.Committee)
	}
	opKey := keyFile("operator", crypto.FromECDSA(ch.Operators[member].Key))
	var got struct {
		Pool      *big.Int `json:"pool"`
		Settled   bool     `json:"settled"`
		Share     *big.Int `json:"share"`
		Withdrawn *big.Int `json:"withdrawn"`
	}
	for {
		stdout, stderr, code := cli("market", "claim", "--task", string(landed.ID), "--key", opKey, "--json")
		if code != 0 && strings.Contains(stderr, "NotFinal") && ctx.Err() == nil {
			time.Sleep(ch.BlockPeriod)
			continue
		}
		if code != 0 || json.Unmarshal([]byte(stdout), &got) != nil {
			t.Fatalf("claim: exit %d, %s %s", code, stdout, stderr)
		}
		break
	}
	if !got.Settled || got.Share == nil || got.Share.Sign() <= 0 || got.Withdrawn.Cmp(got.Share) != 0 {
		t.Fatalf("claim by operator %d: %+v, want settled now and its share withdrawn", member, got)
	}
	t.Logf("operator %d claimed and withdrew %s wei from pool %s", member, got.Share, got.Pool)
	if stdout, stderr, code := cli("market", "claim", "--task", string(landed.ID), "--key", opKey); code != 0 || !strings.Contains(stdout, fmt.Sprintf("pool %s (settled now: false): claimed 0 wei, withdrew 0 wei", got.Pool)) {
		t.Fatalf("claim again: exit %d, %s %s", code, stdout, stderr)
	}

	// Operators 0 and 1 answer, 2 and 3 do not: no quorum, but the aggregator
	// proves the two answers before the deadline, so the report skips the
	// members that answered (refused Answered, exit 0) and slashes the rest.
	st.Operators.SetFault(2, operator.Fault{Offline: true})
	st.Operators.SetFault(3, operator.Fault{Offline: true})
	pay([]int{1, 13}, 4)
	half := post([]int{1, 13}, 4, func(t *api.Task) bool { return t.Result != nil && t.Result.Assignment != nil })
	ha := half.Result.Assignment
	for n, _ := ch.Client().BlockNumber(ctx); n <= ha.Deadline; n, _ = ch.Client().BlockNumber(ctx) {
		time.Sleep(ch.BlockPeriod / 2)
	}
	stdout, stderr, code = cli("market", "report", "--task", string(half.ID), "--key", reporterKey, "--json")
	outs = nil
	if code != 0 || json.Unmarshal([]byte(stdout), &outs) != nil || len(outs) != 3 {
		t.Fatalf("report with answers proven: exit %d, %s %s", code, stdout, stderr)
	}
	answered := map[common.Address]bool{ch.Operators[0].Address: true, ch.Operators[1].Address: true}
	for i, o := range outs {
		if answered[o.Operator] != (o.Refused == "Answered") || answered[o.Operator] == (o.Cut != nil) {
			t.Errorf("outcome %d (answered %v): %+v", i, answered[o.Operator], o)
		}
	}
}

func TestMarketCommandBadUsage(t *testing.T) {
	for _, args := range [][]string{
		{"market"},
		{"market", "steal"},
		{"market", "report"},
		{"market", "claim", "--router", "http://127.0.0.1:1"},
		{"market", "claim", "--router", "http://127.0.0.1:1", "--task", "x", "--market", "nope"},
		{"land"},
		{"land", "--task", "x"},
	} {
		_, stderr, code := runCLI(t, []string{"DEEPCALL_KEY=" + strings.Repeat("11", 32)}, args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
}

// `deepcall land` sends a held answer's landing calldata from the user's
// account: the task ends landed by that transaction; landing it again is
// refused by name (exit 2). A task nobody lands is landed by the
// aggregator once the hold ends.
func TestLandCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 2, BlockPeriod: 250 * time.Millisecond,
		ModelDir: "../../testdata/manifests/stories260K"})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	const hold = 6 * time.Second
	if err := ch.StartServices(ctx, stack.New(stack.Options{HoldFor: hold}).Services()...); err != nil {
		t.Fatal(err)
	}
	env := "DEEPCALL_KEY=" + hex.EncodeToString(crypto.FromECDSA(devnet.WalletKey()))
	post := func(prompt []int) string {
		task, _, err := api.NewRouterClient(ch.RouterURL(), nil).Submit(ctx, api.TaskRequest{Prompt: prompt, N: 4})
		if err != nil {
			t.Fatal(err)
		}
		return string(task.ID)
	}
	wait := func(id string, done func(*api.Task) bool) *api.Task {
		for {
			got, err := fetchTask(ctx, ch.RouterURL(), id)
			if err != nil {
				t.Fatal(err)
			}
			if done(got) {
				return got
			}
			if ctx.Err() != nil || got.Status == api.StatusFailed {
				t.Fatalf("task %s: %+v", id, got)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	id := post([]int{1, 21})
	signed := wait(id, func(t *api.Task) bool { return t.Result != nil && len(t.Result.Landing) > 0 })
	if signed.Status == api.StatusLanded {
		t.Fatalf("landed inside the %v hold", hold)
	}
	stdout, stderr, code := runCLI(t, []string{env}, "land", "--rpc", ch.HTTPURL, "--router", ch.RouterURL(), "--task", id, "--json")
	var rep struct {
		Tx      string   `json:"tx"`
		GasUsed uint64   `json:"gas_used"`
		Landed  []string `json:"landed"`
	}
	if code != 0 || json.Unmarshal([]byte(stdout), &rep) != nil || len(rep.Landed) != 1 || rep.Landed[0] != signed.InputHash.String() {
		got, _ := fetchTask(ctx, ch.RouterURL(), id)
		raw, _ := json.Marshal(got)
		t.Fatalf("land: exit %d, %s %s\nsigned: %+v\nnow: %s", code, stdout, stderr, signed.Result, raw)
	}
	t.Logf("the user's landing: tx %s, %d gas", rep.Tx, rep.GasUsed)
	landed := wait(id, func(t *api.Task) bool { return t.Status == api.StatusLanded })
	if landed.Result.Tx == nil || landed.Result.Tx.String() != rep.Tx {
		t.Fatalf("task landed by %v, want the user's %s", landed.Result.Tx, rep.Tx)
	}
	if _, stderr, code := runCLI(t, []string{env}, "land", "--rpc", ch.HTTPURL, "--router", ch.RouterURL(), "--task", id); code != 2 || !strings.Contains(stderr, "refuses the landing") {
		t.Fatalf("land again: exit %d, %s", code, stderr)
	}

	other := post([]int{1, 22})
	wait(other, func(t *api.Task) bool { return t.Result != nil && len(t.Result.Landing) > 0 })
	signedAt := time.Now()
	wait(other, func(t *api.Task) bool { return t.Status == api.StatusLanded })
	if d := time.Since(signedAt); d < hold-time.Second {
		t.Fatalf("the aggregator landed %v after signing, inside the %v hold", d, hold)
	}
}
