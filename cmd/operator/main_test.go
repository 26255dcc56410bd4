package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/txmgr"
)

func runOp(t *testing.T, ctx context.Context, args ...string) (string, string, int) {
	t.Helper()
	var o, e bytes.Buffer
	code := run(ctx, args, &o, &e)
	return o.String(), e.String(), code
}

// keygen, then register (EigenLayer and the registry) against a running
// devnet, then run the daemon; with the bad inputs on the way.
func TestKeygenRegisterRunAgainstDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	begin := time.Now()
	step := func(what string) { t.Logf("%6.1fs %s", time.Since(begin).Seconds(), what) }
	defer step("done")
	chain, err := devnet.Start(ctx, devnet.Options{Operators: 2, BlockPeriod: 250 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer chain.Close()

	step("devnet up")
	dir := t.TempDir()
	t.Setenv(deploy.EnvECDSAPassword, "")
	if _, stderr, code := runOp(t, ctx, "keygen", "--out", dir); code != 2 || !strings.Contains(stderr, deploy.EnvECDSAPassword) {
		t.Fatalf("keygen without a password: exit %d, %s", code, stderr)
	}
	t.Setenv(deploy.EnvECDSAPassword, "ecdsa secret")
	t.Setenv(deploy.EnvBLSPassword, "bls secret")
	// Light scrypt keeps the many decryptions below fast; the standard one
	// is checked in package deploy.
	out, stderr, code := runOp(t, ctx, "keygen", "--out", dir, "--light-kdf")
	if code != 0 {
		t.Fatalf("keygen: exit %d: %s", code, stderr)
	}
	m := regexp.MustCompile(`address\s+(0x[0-9a-fA-F]{40})`).FindStringSubmatch(out)
	id := regexp.MustCompile(`operator id\s+(0x[0-9a-f]{64})`).FindStringSubmatch(out)
	if m == nil || id == nil {
		t.Fatalf("keygen printed:\n%s", out)
	}
	addr := common.HexToAddress(m[1])
	if _, stderr, code := runOp(t, ctx, "keygen", "--out", dir); code != 2 || !strings.Contains(stderr, "exists") {
		t.Fatalf("keygen over existing keys: exit %d, %s", code, stderr)
	}

	step("keys made")
	// Gas money and stake tokens from the deployer.
	deployer, err := txmgr.Dial(ctx, chain.Client(), chain.DeployerKey)
	if err != nil {
		t.Fatal(err)
	}
	eth, err := devnet.SendEther(ctx, deployer, addr, big.NewInt(1e18))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := eigen.SendTransfer(ctx, deployer, chain.EigenLayer.Token, addr, devnet.OperatorStake)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := deployer.Wait(ctx, eth, tok); err != nil {
		t.Fatal(err)
	}

	el := chain.EigenLayer
	yaml := fmt.Sprintf(`# operator.yaml as the eigenlayer CLI writes it, plus deepcall's fields
operator:
  address: %s
  delegation_approver_address: "0x0000000000000000000000000000000000000000"
  metadata_url: "https://example.com/operator.json"
  allocation_delay: 0
el_delegation_manager_address: %s
eth_rpc_url: %s
chain_id: %d
private_key_store_path: %s
signer_type: local_keystore
fireblocks:
  api_key: ""
bls_private_key_store_path: %s
registry_address: %s
consumer_address: %s
el_strategy_manager_address: %s
el_strategy_address: %s
el_deposit_amount: "%s"
listen_address: 127.0.0.1:0
model_dir: %s
`, addr, el.DelegationManager, chain.HTTPURL, chain.ChainID, ecdsaKeyFile, blsKeyFile,
		chain.Deployment.Contracts.Registry, chain.Deployment.Contracts.Consumer, el.StrategyManager, el.Strategy,
		devnet.OperatorStake, filepath.Join("..", "..", devnet.DefaultModelDir))
	cfgPath := filepath.Join(dir, "operator.yaml")
	if err := os.WriteFile(cfgPath, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	// model_dir is relative to the file: point it at the repository's copy.
	abs, _ := filepath.Abs(filepath.Join("..", "..", devnet.DefaultModelDir))
	yaml = strings.Replace(yaml, "model_dir: "+filepath.Join("..", "..", devnet.DefaultModelDir), "model_dir: "+abs, 1)
	os.WriteFile(cfgPath, []byte(yaml), 0o644)

	// Not yet an EigenLayer operator: the registry refuses, and says what to do.
	if _, stderr, code := runOp(t, ctx, "register", "--config", cfgPath); code != 1 || !strings.Contains(stderr, "EigenLayer") {
		t.Fatalf("register before EigenLayer: exit %d, %s", code, stderr)
	}
	step("refused before EigenLayer")
	out, stderr, code = runOp(t, ctx, "register", "--config", cfgPath, "--eigenlayer")
	step("registered")
	if code != 0 {
		t.Fatalf("register --eigenlayer: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "registered, id "+id[1]) {
		t.Errorf("register printed:\n%s", out)
	}
	r, err := deploy.ReadOperator(ctx, chain.Client(), chain.Deployment.Contracts.Registry, addr)
	if err != nil {
		t.Fatal(err)
	}
	shares, err := eigen.OperatorShares(ctx, chain.Client(), el.DelegationManager, addr, el.Strategy)
	if err != nil {
		t.Fatal(err)
	}
	if r.ID.String() != id[1] || r.Stake.Cmp(shares) != 0 || shares.Cmp(devnet.OperatorStake) != 0 {
		t.Errorf("registry has %+v; EigenLayer shares %s", r, shares)
	}
	out, stderr, code = runOp(t, ctx, "register", "--config", cfgPath)
	if code != 0 || !strings.Contains(out, "already registered") {
		t.Errorf("second register: exit %d: %s %s", code, out, stderr)
	}

	// The daemon answers with this operator's identity, and stops on cancel.
	rctx, rcancel := context.WithCancel(ctx)
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		var e bytes.Buffer
		done <- run(rctx, []string{"run", "--config", cfgPath, "--callers", crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey).Hex(),
			"--game", chain.Deployment.Contracts.Game.Hex()}, pw, &e)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		rcancel()
		t.Fatalf("run printed %q: %v", line, err)
	}
	go io.Copy(io.Discard, pr)
	u := regexp.MustCompile(`http://127\.0\.0\.1:\d+`).FindString(line)
	hc := &http.Client{Timeout: 30 * time.Second}
	resp, err := hc.Get(u + "/v1/operator")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(strings.ToLower(string(body)), strings.ToLower(id[1])) {
		t.Errorf("GET /v1/operator: %d %s", resp.StatusCode, body)
	}
	// Prometheus metrics beside the API.
	resp, err = hc.Get(u + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "deepcall_operator_task_seconds") {
		t.Errorf("GET /metrics: %d %.300s", resp.StatusCode, body)
	}
	rcancel()
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("run exit %d after cancel", code)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("run did not stop within 30 s of its context ending")
	}

	// With --audit-registry the daemon runs its auditor, its rules read from
	// the deployed EpochRegistry and AttestationConsumer.
	dep := txmgr.New(txmgr.Config{Backend: chain.Client(), Key: chain.DeployerKey, ChainID: new(big.Int).SetUint64(chain.ChainID)})
	d := chain.Deployment.Contracts
	reg, _, err := dep.Deploy(ctx, "deploy", append(common.FromHex(bindings.EpochRegistryMetaData.Bin), bindings.NewEpochRegistry().PackConstructor(
		d.Registry, big.NewInt(2), big.NewInt(3), big.NewInt(250), big.NewInt(2), big.NewInt(30))...))
	if err != nil {
		t.Fatal(err)
	}
	ac, terms, err := attest.DeployConsumer(ctx, dep, dep, attest.ConsumerDeployment{Epochs: reg, Game: d.Game, Registry: d.Registry,
		Manifest: chain.Model.Manifest.Hash, Terms: attest.ConsumerTerms{Fee: big.NewInt(1e15), AuditBlocks: 20}})
	if err != nil {
		t.Fatal(err)
	}
	actx, acancel := context.WithCancel(ctx)
	apr, apw := io.Pipe()
	var alog lockedBuffer
	adone := make(chan int, 1)
	go func() {
		adone <- run(actx, []string{"run", "--config", cfgPath, "--callers", crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey).Hex(),
			"--game", chain.Deployment.Contracts.Game.Hex(), "--attest-url", "http://127.0.0.1:1/v1/attest",
			"--audit-registry", reg.Hex(), "--audit-consumer", ac.Hex()}, apw, &alog)
		apw.Close()
	}()
	if line, err := bufio.NewReader(apr).ReadString('\n'); err != nil {
		acancel()
		t.Fatalf("run with an auditor printed %q: %v (%s)", line, err, alog.String())
	}
	go io.Copy(io.Discard, apr)
	if l := alog.String(); !strings.Contains(l, "auditing epochs") || !strings.Contains(strings.ToLower(l), strings.ToLower(d.Game.Hex())) || !strings.Contains(l, "sample_bps=250") ||
		!strings.Contains(l, fmt.Sprintf("reveal_blocks=%d", terms.RevealBlocks)) || !strings.Contains(l, fmt.Sprintf("forfeit_bps=%d", terms.ForfeitBps)) ||
		!strings.Contains(l, "revealing the answers") {
		t.Errorf("the auditor's rules not logged as deployed (game %s, 250 bps, reveal %d blocks, forfeit %d bps), or no revealer:\n%s", d.Game,
			terms.RevealBlocks, terms.ForfeitBps, l)
	}
	acancel()
	if code := <-adone; code != 0 {
		t.Errorf("run with an auditor: exit %d after cancel", code)
	}

	// Weights that are not the consumer's pinned model, or that do not hash
	// to their own manifest, stop the daemon before it serves: exit 2, the
	// mismatch named (for a weight file, its first bad piece).
	other := filepath.Join(dir, "other-model")
	shape := synth.GoldenShapes()[2]
	if _, err := loader.ExportSynth(ctx, loader.Synth{Name: shape.Name, Config: shape.Config, Seed: shape.Seed, Tied: shape.Tied}, other, "", nil); err != nil {
		t.Fatal(err)
	}
	otherCfg := filepath.Join(dir, "operator-other.yaml")
	if err := os.WriteFile(otherCfg, []byte(strings.Replace(yaml, "model_dir: "+abs, "model_dir: "+other, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runOp(t, ctx, "run", "--config", otherCfg, "--callers", "0x3333333333333333333333333333333333333333", "--game", chain.Deployment.Contracts.Game.Hex()); code != 2 || !strings.Contains(stderr, "pins") {
		t.Errorf("run on another model than the pinned one: exit %d, %s", code, stderr)
	}
	weights := filepath.Join(other, inference.BlobFile)
	b, err := os.ReadFile(weights)
	if err != nil {
		t.Fatal(err)
	}
	b[3*inference.PieceSize+17] ^= 1
	if err := os.WriteFile(weights, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := runOp(t, ctx, "run", "--config", otherCfg, "--callers", "0x3333333333333333333333333333333333333333", "--game", chain.Deployment.Contracts.Game.Hex()); code != 2 || !strings.Contains(stderr, "piece 3 ") {
		t.Errorf("run on a weight file with a flipped byte: exit %d, %s", code, stderr)
	}

	// Bad input: exit 2.
	t.Setenv(deploy.EnvBLSPassword, "wrong")
	if _, stderr, code := runOp(t, ctx, "register", "--config", cfgPath); code != 2 || !strings.Contains(stderr, "password") {
		t.Errorf("wrong BLS password: exit %d, %s", code, stderr)
	}
}

func TestBadUsage(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(s), 0o644)
		return p
	}
	good := `operator: {address: "0x1111111111111111111111111111111111111111"}
el_delegation_manager_address: "0x2222222222222222222222222222222222222222"
eth_rpc_url: http://127.0.0.1:1
chain_id: 1337
private_key_store_path: e.json
signer_type: local_keystore
bls_private_key_store_path: b.json
registry_address: "0x3333333333333333333333333333333333333333"
`
	t.Setenv(deploy.EnvECDSAPassword, "x")
	t.Setenv(deploy.EnvBLSPassword, "x")
	ctx := context.Background()
	for name, args := range map[string][]string{
		"no command":        {},
		"unknown command":   {"frobnicate"},
		"keygen no out":     {"keygen"},
		"register no cfg":   {"register"},
		"missing config":    {"register", "--config", filepath.Join(dir, "none.yaml")},
		"not yaml":          {"register", "--config", write("a.yaml", "operator: [")},
		"fireblocks":        {"register", "--config", write("b.yaml", strings.Replace(good, "local_keystore", "fireblocks", 1))},
		"bad address":       {"register", "--config", write("c.yaml", strings.Replace(good, "0x3333333333333333333333333333333333333333", "0x33", 1))},
		"no chain id":       {"register", "--config", write("d.yaml", strings.Replace(good, "chain_id: 1337", "", 1))},
		"missing key file":  {"register", "--config", write("e.yaml", good)},
		"run no model":      {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("f.yaml", good)},
		"run bad engine":    {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("g.yaml", good), "--engine", "gpu"},
		"run bad fault":     {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("h.yaml", good), "--fault", "wrong-from=-1"},
		"run unknown fault": {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("i.yaml", good), "--fault", "sometimes"},
		"audit without the intake": {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("j.yaml", good), "--audit-registry", "0x3333333333333333333333333333333333333333",
			"--audit-consumer", "0x3333333333333333333333333333333333333333"},
		"audit bad registry": {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("k.yaml", good), "--attest-url", "http://127.0.0.1:1/v1/attest", "--audit-registry", "0x33",
			"--audit-consumer", "0x3333333333333333333333333333333333333333"},
		"audit bad peer": {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("l.yaml", good), "--attest-url", "http://127.0.0.1:1/v1/attest",
			"--audit-registry", "0x3333333333333333333333333333333333333333", "--audit-consumer", "0x3333333333333333333333333333333333333333",
			"--audit-peers", "0x3333333333333333333333333333333333333333=ftp://x"},
		"audit consumer alone": {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("m.yaml", good), "--audit-consumer", "0x3333333333333333333333333333333333333333"},
		"extra argument":       {"keygen", "--out", dir, "extra"},
		"run bad backend":      {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("n.yaml", good), "--backend", "tpu"},
		"run gpu on the evm":   {"run", "--callers", "0x3333333333333333333333333333333333333333", "--game", "0x3333333333333333333333333333333333333333", "--config", write("o.yaml", good), "--backend", "gpu", "--engine", "evm"},
	} {
		if _, stderr, code := runOp(t, ctx, args...); code != 2 {
			t.Errorf("%s: exit %d, want 2 (%s)", name, code, stderr)
		}
	}
	if out, _, code := runOp(t, ctx, "--help"); code != 0 || !strings.Contains(out, "keygen") {
		t.Errorf("--help: exit %d", code)
	}
	// A bad --engine or --fault is named, before the config is read.
	for flag, args := range map[string][]string{
		"--engine":    {"run", "--engine", "gpu"},
		"--fault":     {"run", "--fault", "sometimes"},
		"--max-batch": {"run", "--max-batch", "0"},
		"--kv-budget": {"run", "--kv-budget", "1GB"},
		"--attest-url": {"run", "--audit-registry", "0x3333333333333333333333333333333333333333", "--audit-consumer",
			"0x3333333333333333333333333333333333333333"},
		"--audit-peers": {"run", "--attest-url", "http://h:1/v1/attest", "--audit-registry", "0x3333333333333333333333333333333333333333",
			"--audit-consumer", "0x3333333333333333333333333333333333333333", "--audit-peers", "nobody"},
		"--audit-registry": {"run", "--audit-consumer", "0x3333333333333333333333333333333333333333"},
		"--callers":        {"run", "--game", "0x3333333333333333333333333333333333333333"},
		"--callers ":       {"run", "--callers", "0x33", "--game", "0x3333333333333333333333333333333333333333"},
		"--game":           {"run", "--callers", "0x3333333333333333333333333333333333333333"},
		"--backend":        {"run", "--backend", "tpu"},
		"--gpu-device":     {"run", "--gpu-device", "H100"},
		"--backend gpu":    {"run", "--backend", "gpu", "--engine", "evm"},
	} {
		if _, stderr, code := runOp(t, ctx, args...); code != 2 || !strings.Contains(stderr, strings.TrimSpace(flag)) {
			t.Errorf("%v: exit %d, want 2 naming %s (%s)", args, code, flag, stderr)
		}
	}
}

func TestParseSize(t *testing.T) {
	for in, want := range map[string]int64{"1": 1, "4096": 4096, "512B": 512, "1KiB": 1 << 10, "3MiB": 3 << 20,
		"1GiB": 1 << 30, " 2 GiB": 2 << 30, "1TiB": 1 << 40} {
		if got, err := parseSize(in); err != nil || got != want {
			t.Errorf("%q: %d, %v; want %d", in, got, err, want)
		}
	}
	if v, err := parseSize(defaultKVBudget); err != nil || v != operator.DefaultKVBudget {
		t.Errorf("--kv-budget's default %s is %d bytes, operator.DefaultKVBudget %d", defaultKVBudget, v, operator.DefaultKVBudget)
	}
	if v, err := parseSize(defaultPrefixCache); err != nil || v != operator.DefaultPrefixCache {
		t.Errorf("--prefix-cache's default %s is %d bytes, operator.DefaultPrefixCache %d", defaultPrefixCache, v, operator.DefaultPrefixCache)
	}
	for _, in := range []string{"", "0", "-1", "1GB", "1.5GiB", "GiB", "9999999999TiB", "1 gib"} {
		if got, err := parseSize(in); err == nil {
			t.Errorf("%q: %d, want an error", in, got)
		}
	}
}

// Every --engine builds its executor over the model folder, pinned to the
// folder's manifest.
func TestEngines(t *testing.T) {
	dir := filepath.Join("..", "..", devnet.DefaultModelDir)
	for _, engine := range []string{engineNative, engineEVM, engineBoth} {
		x, manifest, err := newExecutor(context.Background(), engine, dir, inference.CPU{}, operator.BatchOptions{}, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatalf("%s: %v", engine, err)
		}
		if x.Name() != engine || x.Manifest() != manifest || manifest == (inference.Hash{}) {
			t.Errorf("%s: executor %s for manifest %s (%s)", engine, x.Name(), x.Manifest(), manifest)
		}
	}
	if _, _, err := newExecutor(context.Background(), engineEVM, t.TempDir(), inference.CPU{}, operator.BatchOptions{}, slog.New(slog.DiscardHandler)); !errors.Is(err, deploy.ErrConfig) {
		t.Errorf("evm over a folder without a model: %v, want deploy.ErrConfig", err)
	}
}

// lockedBuffer is a bytes.Buffer written by a daemon and read by the test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
