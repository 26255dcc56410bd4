package systest

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"gopkg.in/yaml.v3"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/core/types"
)

// anvil's well-known dev keys (public; dev chains only): 0 owns the
// EigenLayer state and deploys deepcall, 1 lands answers, 2 challenges.
var anvilKeys = []string{
	"ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
	"59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
	"5de4111afa1a4b94908f83103eb1d1706367c2e68ca870fc3fb9a7804fc7b9bf",
}

// The faulty operators sign a wrong answer from this token on (and a
// wrong root whatever the answer's length).
const wrongFrom = 4

// TestExternalChain is deepcall as an AVS team runs it on a public chain,
// with anvil standing in for Sepolia: anvil as its own process with
// EigenLayer's state written into it, `deepcall deploy` over JSON-RPC in
// operator-set mode (a dry run first, then the deployment, then a re-run
// that finds everything done), four operators registered through
// EigenLayer's AllocationManager by `operator register`, the router, the
// aggregator, the operators and a challenger each a process from the built
// binaries. An answer lands right; then three operators are restarted
// faulty (--fault wrong-from=4) and the next answer lands wrong, signed by
// those three; the
// challenger disputes it, nobody defends, and once the join window has
// passed it resolves: the result is invalidated and the three signers'
// shares in EigenLayer's DelegationManager fall through slashOperator,
// while the honest operator's stay.
func TestExternalChain(t *testing.T) {
	if testing.Short() {
		t.Skip("anvil and eight processes for a few minutes")
	}
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	anvilBin := filepath.Join(root, "node_modules", ".bin", "anvil")
	if _, err := os.Stat(anvilBin); err != nil {
		if os.Getenv("DEEPCALL_REQUIRE_FORGE") != "" {
			t.Fatalf("anvil: %v", err)
		}
		t.Skipf("no anvil (make setup installs it): %v", err)
	}
	bin := binaries(t)
	model := modelDir(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	log := newEventLog()
	var procs []*Proc
	var chain *sim.Anvil
	defer func() {
		for i := len(procs) - 1; i >= 0; i-- {
			_ = procs[i].Stop(5 * time.Second)
		}
		if chain != nil {
			_ = chain.Close()
		}
		t.Logf("event log:\n%s", log)
		if t.Failed() {
			for _, p := range procs {
				if b, err := os.ReadFile(p.LogPath); err == nil {
					t.Logf("--- %s (head and tail)\n%s\n…\n%s", p.Name, head(string(b), 4000), tail(string(b), 3000))
				}
			}
		}
	}()

	// The chain: anvil with 1 s blocks and mainnet's limits, EigenLayer's
	// state written into it, the strategy whitelisted by its owner (on
	// Sepolia EigenLayer has done that), stake tokens for the operators.
	chain, err = sim.StartAnvilWith(ctx, anvilBin, "--hardfork", "osaka", "--block-time", "1", "--silent")
	if err != nil {
		t.Fatal(err)
	}
	rpcURL := chain.URL
	log.add("anvil started: pid %d, %s, 1 s blocks", chain.PID(), rpcURL)
	state, err := eigen.LoadState()
	if err != nil {
		t.Fatal(err)
	}
	if err := eigen.WriteToNode(ctx, chain.Client, state.Alloc); err != nil {
		t.Fatal(err)
	}
	cl := ethclient.NewClient(chain.Client)
	el := state.Addresses
	ownerKey, err := crypto.HexToECDSA(anvilKeys[0])
	if err != nil {
		t.Fatal(err)
	}
	owner, err := txmgr.Dial(ctx, cl, ownerKey)
	if err != nil {
		t.Fatal(err)
	}
	stake := devnet.OperatorStake
	txs := []*types.Transaction{must(eigen.SendWhitelistStrategy(ctx, owner, el.Core(), el.Strategy))}
	opAddrs := make([]common.Address, 4)
	for i := range opAddrs {
		opAddrs[i] = crypto.PubkeyToAddress(devnet.OperatorKey(i).PublicKey)
		txs = append(txs, must(eigen.SendTransfer(ctx, owner, el.Token, opAddrs[i], stake)))
		if err := chain.Client.CallContext(ctx, nil, "anvil_setBalance", opAddrs[i], (*hexutil.Big)(devnet.Fund)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := owner.Wait(ctx, txs...); err != nil {
		t.Fatal(err)
	}
	netFile := filepath.Join(dir, "eigenlayer.json")
	writeJSON(t, netFile, deploy.Network{Name: "anvil", ChainID: 31337, Source: state.Source, EigenLayer: el})
	log.add("EigenLayer state of %s written (%d accounts); strategy %s whitelisted", state.Source, len(state.Alloc), el.Strategy)

	run := func(name string, env []string, args ...string) (string, error) {
		cmd := exec.CommandContext(ctx, filepath.Join(bin, args[0]), args[1:]...)
		cmd.Env = append(os.Environ(), env...)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		begin := time.Now()
		err := cmd.Run()
		log.add("%s: `%s` exit %d after %.1fs", name, strings.Join(args, " "), cmd.ProcessState.ExitCode(), time.Since(begin).Seconds())
		return out.String(), err
	}
	deployerEnv := []string{"DEEPCALL_DEPLOYER_KEY=" + anvilKeys[0]}
	record := filepath.Join(dir, deploy.DeploymentFile)

	// The dry run sends nothing and prints the whole deployment's gas.
	nonce0, err := cl.NonceAt(ctx, owner.From(), nil)
	if err != nil {
		t.Fatal(err)
	}
	out, err := run("deploy --dry-run", deployerEnv, "deepcall", "deploy", "--dry-run", "--rpc", rpcURL, "--eigenlayer", netFile, "--model", model, "--out", record)
	if err != nil {
		t.Fatalf("dry run: %v\n%s", err, out)
	}
	t.Logf("deepcall deploy --dry-run (stories260K):\n%s", out)
	log.add("%s", lineWith(out, "dry run "))
	if n, _ := cl.NonceAt(ctx, owner.From(), nil); n != nonce0 || fileExists(record) {
		t.Fatalf("the dry run sent transactions (nonce %d → %d) or wrote the record", nonce0, n)
	}

	// Refused before anything is sent: the Sepolia addresses on this chain,
	// a deployer with nothing (the dry run says what it needs).
	out, err = run("deploy against the wrong network", deployerEnv, "deepcall", "deploy", "--rpc", rpcURL, "--eigenlayer", "sepolia", "--model", model, "--out", record)
	if code := exitCode(err); code != 2 || !strings.Contains(out, "another chain") {
		t.Fatalf("--eigenlayer sepolia on chain 31337: exit %d\n%s", code, out)
	}
	log.add("  refused: %s", lineWith(out, "another chain"))
	poor, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	out, err = run("deploy --dry-run, a deployer without funds", []string{"DEEPCALL_DEPLOYER_KEY=" + hex.EncodeToString(crypto.FromECDSA(poor))},
		"deepcall", "deploy", "--dry-run", "--rpc", rpcURL, "--eigenlayer", netFile, "--model", model, "--out", record)
	if code := exitCode(err); code != 2 || !strings.Contains(out, "lacks funds") || !strings.Contains(out, "needs") {
		t.Fatalf("dry run without funds: exit %d\n%s", code, out)
	}
	log.add("  refused: %s", lineWith(out, "lacks funds"))
	// A 0.6B-shaped model pinned without overlays, when its export is in the
	// cache (`deepcall export --from synth:qwen3-0.6b`): pin-only reads its
	// manifest alone.
	if big := qwenCache(); big != "" {
		out, err := run("deploy --dry-run (Qwen3-0.6B shape, pin-only)", deployerEnv, "deepcall", "deploy", "--dry-run", "--pin-only", "--rpc", rpcURL, "--eigenlayer", netFile, "--model", big, "--out", record)
		if err != nil {
			t.Fatalf("0.6B dry run: %v\n%s", err, out)
		}
		t.Logf("deepcall deploy --dry-run --pin-only (Qwen3-0.6B shape):\n%s", out)
		log.add("%s", lineWith(out, "dry run "))
	} else {
		log.add("no Qwen3-0.6B-shaped export in the cache: its dry run left out")
	}

	// The deployment, then a re-run that finds it all.
	out, err = run("deploy", deployerEnv, "deepcall", "deploy", "--rpc", rpcURL, "--eigenlayer", netFile, "--model", model, "--out", record)
	if err != nil {
		t.Fatalf("deploy: %v\n%s", err, out)
	}
	log.add("%s", lineWith(out, "deployed "))
	out, err = run("deploy again", deployerEnv, "deepcall", "deploy", "--rpc", rpcURL, "--eigenlayer", netFile, "--model", model, "--out", record)
	if err != nil || strings.Contains(out, " sent ") || !strings.Contains(out, "deployed      0 transactions") {
		t.Fatalf("re-run: %v\n%s", err, out)
	}
	rec, err := deploy.ReadRecord(record)
	if err != nil {
		t.Fatal(err)
	}
	log.add("deployment: engine %s, registry %s (operator-set mode, AVS %s), consumer %s, game %s", rec.Contracts.Engine,
		rec.Contracts.Registry, rec.Contracts.AVS, rec.Contracts.Consumer, rec.Contracts.Game)

	// Operators: keys, operator.yaml filled from the record, EigenLayer
	// registration and deposit; the AllocationManager's configuration delay
	// (1200 blocks) mined at once; then the operator set.
	opEnv := []string{deploy.EnvECDSAPassword + "=" + devKeyPassword, deploy.EnvBLSPassword + "=" + devKeyPassword}
	cfgs := make([]string, 4)
	listen := make([]string, 4)
	for i := range cfgs {
		d := filepath.Join(dir, fmt.Sprintf("operator%d", i))
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := deploy.WriteECDSAKey(filepath.Join(d, "ecdsa.key.json"), devnet.OperatorKey(i), devKeyPassword, deploy.LightKDF); err != nil {
			t.Fatal(err)
		}
		if err := deploy.WriteBLSKey(filepath.Join(d, "bls.key.json"), devnet.OperatorBLSKey(i), devKeyPassword, deploy.LightKDF); err != nil {
			t.Fatal(err)
		}
		if listen[i], err = freePort(); err != nil {
			t.Fatal(err)
		}
		var oc deploy.OperatorConfig
		oc.Operator.Address = opAddrs[i].Hex()
		oc.Operator.MetadataURL = fmt.Sprintf("https://deepcall.invalid/anvil/operator/%d.json", i)
		oc.PrivateKeyStorePath, oc.BLSPrivateKeyStorePath, oc.SignerType = "ecdsa.key.json", "bls.key.json", "local_keystore"
		oc.ELStrategyManagerAddress, oc.ELStrategyAddress, oc.ELDepositAmount = el.StrategyManager.Hex(), el.Strategy.Hex(), stake.String()
		oc.ListenAddress, oc.ModelDir = listen[i], model
		raw, err := yaml.Marshal(&oc)
		if err != nil {
			t.Fatal(err)
		}
		cfgs[i] = filepath.Join(d, "operator.yaml")
		if err := os.WriteFile(cfgs[i], raw, 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := run(fmt.Sprintf("operator%d config", i), nil, "deepcall", "deploy", "operator-config", "--deployment", record, "--config", cfgs[i], "--rpc", rpcURL); err != nil {
			t.Fatalf("operator-config: %v\n%s", err, out)
		}
		out, err := run(fmt.Sprintf("operator%d register --eigenlayer", i), opEnv, "operator", "register", "--config", cfgs[i], "--eigenlayer")
		if err == nil || !strings.Contains(out, "allocation delay") {
			t.Fatalf("register before the allocation delay: %v\n%s", err, out)
		}
	}
	delays, err := eigen.ReadDelays(ctx, cl, el.AllocationManager)
	if err != nil {
		t.Fatal(err)
	}
	if err := chain.Client.CallContext(ctx, nil, "anvil_mine", hexutil.Uint64(delays.AllocationConfiguration+1)); err != nil {
		t.Fatal(err)
	}
	log.add("mined %d blocks: the operators' allocation delay is in effect", delays.AllocationConfiguration+1)
	for i := range cfgs {
		out, err := run(fmt.Sprintf("operator%d register", i), opEnv, "operator", "register", "--config", cfgs[i])
		if err != nil {
			t.Fatalf("register: %v\n%s", err, out)
		}
		log.add("  %s", lineWith(out, "registry "))
	}
	set := eigen.OperatorSet{AVS: rec.Contracts.AVS, ID: deploy.OperatorSetID}
	sharesBefore := make([]*big.Int, 4)
	for i, a := range opAddrs {
		if ok, err := eigen.IsMember(ctx, cl, el.AllocationManager, set, a); err != nil || !ok {
			t.Fatalf("operator %d not in the operator set: %v", i, err)
		}
		if sharesBefore[i], err = eigen.OperatorShares(ctx, cl, el.DelegationManager, a, el.Strategy); err != nil {
			t.Fatal(err)
		}
	}

	// A record of another chain: the daemons refuse the node (status 2).
	wrongRec := *rec
	wrongRec.ChainID = 11155111
	wrongFile := filepath.Join(dir, "deployment.sepolia.json")
	if err := deploy.WriteRecord(wrongFile, &wrongRec); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"aggregator", "--deployment", wrongFile, "--rpc", rpcURL, "--operators", "http://127.0.0.1:1", "--store", filepath.Join(dir, "refused-store"), "--listen", "127.0.0.1:0"}, "another chain"},
		{[]string{"bisect", "challenge", "--deployment", wrongFile, "--rpc", rpcURL, "--router", "http://127.0.0.1:1", "--model", model, "--once"}, "not --chain-id 11155111"},
	} {
		out, err := run(tc.args[0]+" on a record of another chain", []string{"DEEPCALL_AGGREGATOR_KEY=" + anvilKeys[1], "BISECT_KEY=" + anvilKeys[2]}, tc.args...)
		if code := exitCode(err); code != 2 || !strings.Contains(out, tc.want) {
			t.Fatalf("%s with a record of chain %d on chain 31337: exit %d, want 2 and %q\n%s", tc.args[0], wrongRec.ChainID, code, tc.want, out)
		}
		log.add("  refused: %s", lineWith(out, tc.want))
	}

	// The daemons, each its own process.
	daemon := func(name string, env []string, args ...string) *Daemon {
		addr, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		return &Daemon{URL: "http://" + addr, Proc: &Proc{Name: name, Path: filepath.Join(bin, args[0]), Args: append(args[1:], "--listen", addr),
			Env: env, LogPath: filepath.Join(dir, name+".log"), Ready: healthz("http://" + addr), ReadyWithin: daemonReady, ProbeEvery: 50 * time.Millisecond}}
	}
	start := func(p *Proc, what string) {
		if err := p.Start(ctx); err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		procs = append(procs, p)
		log.add("%s started: pid %d (%s)", p.Name, p.PID(), what)
	}
	var opURLs []string
	ops := make([]*Proc, len(cfgs))
	aggKey, err := crypto.HexToECDSA(anvilKeys[1])
	if err != nil {
		t.Fatal(err)
	}
	for i := range cfgs {
		// the daemons serve the aggregator's signed requests only, for the deployment's game's consumers
		ops[i] = &Proc{Name: fmt.Sprintf("operator%d", i), Path: filepath.Join(bin, "operator"), Args: []string{"run", "--config", cfgs[i],
			"--callers", crypto.PubkeyToAddress(aggKey.PublicKey).Hex(), "--game", rec.Contracts.Game.Hex()},
			Env: opEnv, LogPath: filepath.Join(dir, fmt.Sprintf("operator%d.log", i)), Ready: healthz("http://" + listen[i]), ReadyWithin: daemonReady, ProbeEvery: 50 * time.Millisecond}
		start(ops[i], "honest")
		opURLs = append(opURLs, "http://"+listen[i])
	}
	agg := daemon("aggregator", []string{"DEEPCALL_AGGREGATOR_KEY=" + anvilKeys[1]}, "aggregator", "--deployment", record, "--rpc", rpcURL,
		"--operators", strings.Join(opURLs, ","), "--store", filepath.Join(dir, "aggregator-store"), "--model", model, "--poll", "250ms",
		"--sign-timeout", "20s", "--receipt-timeout", "10s")
	start(agg.Proc, "--deployment "+filepath.Base(record))
	router := daemon("router", nil, "router", "--deployment", record, "--store", filepath.Join(dir, "router-store"), "--model", model,
		"--aggregator", agg.URL, "--rate", "0", "--ttl", RouterTTL.String())
	start(router.Proc, "--aggregator "+agg.URL)
	challengerKey, err := crypto.HexToECDSA(anvilKeys[2])
	if err != nil {
		t.Fatal(err)
	}
	if err := chain.Client.CallContext(ctx, nil, "anvil_setBalance", crypto.PubkeyToAddress(challengerKey.PublicKey), (*hexutil.Big)(devnet.Fund)); err != nil {
		t.Fatal(err)
	}
	keyFile := filepath.Join(dir, "challenger.key")
	if err := os.WriteFile(keyFile, []byte(anvilKeys[2]), 0o600); err != nil {
		t.Fatal(err)
	}
	challenger := &Proc{Name: "challenger", Path: filepath.Join(bin, "bisect"), LogPath: filepath.Join(dir, "challenger.log"),
		Args: []string{"challenge", "--deployment", record, "--rpc", rpcURL, "--router", router.URL, "--key", keyFile, "--model", model, "--poll", "1s"}}
	start(challenger, "--deployment "+filepath.Base(record))

	// A right answer, then a wrong one.
	consumer := bindings.NewLLMConsumer()
	cons := consumer.Instance(cl, rec.Contracts.Consumer)
	right := submit(t, ctx, router.URL, wrongFrom)
	log.add("landed: %d tokens %v in block %d, tx %s", len(right.Result.Tokens), right.Result.Tokens, right.Result.Block, right.Result.Tx)
	// Three of the four turn faulty: restarted with --fault, they sign a
	// wrong answer (tokens from wrongFrom on, and the root) and are a quorum.
	for i := 1; i < len(ops); i++ {
		if err := ops[i].Stop(5 * time.Second); err != nil {
			t.Fatal(err)
		}
		ops[i].Args = append(ops[i].Args, "--fault", fmt.Sprintf("wrong-from=%d", wrongFrom))
		if err := ops[i].Start(ctx); err != nil {
			t.Fatal(err)
		}
		log.add("%s restarted faulty: pid %d (--fault wrong-from=%d)", ops[i].Name, ops[i].PID(), wrongFrom)
	}
	wrong := submit(t, ctx, router.URL, 2*wrongFrom)
	log.add("landed: %d tokens %v in block %d, tx %s (signed by the faulty quorum)", len(wrong.Result.Tokens), wrong.Result.Tokens, wrong.Result.Block, wrong.Result.Tx)
	for _, task := range []*api.Task{right, wrong} {
		ok, err := bind.Call(cons, &bind.CallOpts{Context: ctx}, consumer.PackIsValid(task.InputHash), consumer.UnpackIsValid)
		if err != nil || !ok {
			t.Fatalf("task %s not valid on chain after landing: %v", task.ID, err)
		}
	}

	// The dispute: the challenger opens it; nobody defends; past the join
	// window (the chain's clock moved on) it resolves.
	game := bindings.NewDisputeGame()
	gi := game.Instance(cl, rec.Contracts.Game)
	waitFor(t, ctx, "the challenge", 2*time.Minute, func() (bool, error) {
		n, err := bind.Call(gi, &bind.CallOpts{Context: ctx}, game.PackChallengeCount(), game.UnpackChallengeCount)
		return err == nil && n.Sign() > 0, err
	})
	jw, err := bind.Call(gi, &bind.CallOpts{Context: ctx}, game.PackJoinWindow(), game.UnpackJoinWindow)
	if err != nil {
		t.Fatal(err)
	}
	log.add("dispute: challenge 0 opened on input %s; join window %ss, no defender", hexutil.Encode(wrong.InputHash[:]), jw)
	if err := chain.Client.CallContext(ctx, nil, "evm_increaseTime", hexutil.Uint64(jw.Uint64()+1)); err != nil {
		t.Fatal(err)
	}
	if err := chain.Client.CallContext(ctx, nil, "evm_mine"); err != nil {
		t.Fatal(err)
	}
	log.add("dispute: the chain's clock moved %ds past the join window", jw.Uint64()+1)
	waitFor(t, ctx, "the wrong result invalidated", 2*time.Minute, func() (bool, error) {
		ok, err := bind.Call(cons, &bind.CallOpts{Context: ctx}, consumer.PackIsValid(wrong.InputHash), consumer.UnpackIsValid)
		return err == nil && !ok, err
	})
	// resolve records the loss; the challenger's slash pages follow it
	waitFor(t, ctx, "the wrong result's signers slashed", 2*time.Minute, func() (bool, error) {
		for i, a := range opAddrs[1:] {
			after, err := eigen.OperatorShares(ctx, cl, el.DelegationManager, a, el.Strategy)
			if err != nil || after.Cmp(sharesBefore[i+1]) >= 0 {
				return false, err
			}
		}
		return true, nil
	})
	log.add("dispute: the challenger won; the wrong result is invalid, the right one stands")
	if ok, err := bind.Call(cons, &bind.CallOpts{Context: ctx}, consumer.PackIsValid(right.InputHash), consumer.UnpackIsValid); err != nil || !ok {
		t.Fatalf("the right answer lost its validity: %v", err)
	}
	for i, a := range opAddrs {
		after, err := eigen.OperatorShares(ctx, cl, el.DelegationManager, a, el.Strategy)
		if err != nil {
			t.Fatal(err)
		}
		slashable, err := eigen.AllocatedStake(ctx, cl, el.AllocationManager, set, a, el.Strategy)
		if err != nil {
			t.Fatal(err)
		}
		log.add("slash: operator%d %s: DelegationManager shares %s → %s, slashable stake in the set %s", i, a, sharesBefore[i], after, slashable)
		switch fell := after.Cmp(sharesBefore[i]) < 0; {
		case i == 0 && fell:
			t.Errorf("the honest operator was slashed")
		case i > 0 && !fell:
			t.Errorf("faulty operator %d was not slashed", i)
		}
	}
}

// submit offers a task of n tokens from BOS and waits for it to land.
func submit(t *testing.T, ctx context.Context, routerURL string, n int) *api.Task {
	t.Helper()
	rc := api.NewRouterClient(routerURL, nil)
	task, _, err := rc.Submit(ctx, api.TaskRequest{Prompt: []int{1}, N: n})
	if err != nil {
		t.Fatalf("submit: %v", err)
	}
	waitFor(t, ctx, "task "+string(task.ID)+" landed", 2*time.Minute, func() (bool, error) {
		got, err := rc.Task(ctx, task.ID)
		if err != nil {
			return false, nil
		}
		task = got
		if task.Status == api.StatusFailed {
			return false, fmt.Errorf("task %s failed: %v", task.ID, task.Error)
		}
		return task.Status == api.StatusLanded && task.Result != nil && task.Result.Tx != nil, nil
	})
	return task
}

// waitFor polls cond every 250 ms until it holds, fails or within passes.
func waitFor(t *testing.T, ctx context.Context, what string, within time.Duration, cond func() (bool, error)) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		ok, err := cond()
		if ok {
			return
		}
		if err != nil && strings.Contains(err.Error(), "failed") {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: not within %s (last error %v)", what, within, err)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-time.After(250 * time.Millisecond):
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// lineWith is the first line of out containing s (trimmed), or out's tail.
func lineWith(out, s string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, s) {
			return strings.TrimSpace(l)
		}
	}
	return tail(out, 400)
}

func exitCode(err error) int {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}

// qwenCache is the cached export of synth:qwen3-0.6b, or "".
func qwenCache() string {
	s, err := loader.LookupSynth(loader.SynthPrefix+"qwen3-0.6b", 0)
	if err != nil {
		return ""
	}
	root, err := loader.CacheRoot()
	if err != nil {
		return ""
	}
	dir := s.CacheFolder(root)
	if !fileExists(filepath.Join(dir, "manifest.json")) {
		return ""
	}
	return dir
}

func head(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
