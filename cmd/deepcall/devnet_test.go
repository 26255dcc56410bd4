package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/operator"
)

// `deepcall devnet` as a process: it prints its endpoints and addresses,
// serves JSON-RPC, writes deployment.json, and exits 0 on SIGINT.
func TestDevnetProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	data := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := startDevnet(ctx, t, "--operators", "2", "--http", "127.0.0.1:0",
		"--ws", "127.0.0.1:0", "--block-period", "250ms", "--data", data, "--committee", "2", "--metrics", "127.0.0.1:0")
	text, stderr := p.text, &p.stderr
	if !strings.Contains(text, "press Ctrl-C to stop") {
		p.cmd.Process.Kill()
		p.cmd.Wait()
		t.Fatalf("devnet did not come up:\n%s\nstderr:\n%s", text, stderr.String())
	}
	rpcURL := regexp.MustCompile(`rpc \(http\)\s+(http://127\.0\.0\.1:\d+)`).FindStringSubmatch(text)
	wsURL := regexp.MustCompile(`rpc \(ws\)\s+(ws://127\.0\.0\.1:\d+)`).FindStringSubmatch(text)
	if rpcURL == nil || wsURL == nil {
		t.Fatalf("no endpoints in:\n%s", text)
	}
	// the windows the devnet runs with, printed (250 ms blocks: devnetWindows)
	if !strings.Contains(text, "reference 104 blocks, challenge 584 blocks: an answer is final (and its fee settles) 2m26s after it lands") {
		t.Errorf("output lacks the devnet's windows:\n%s", text)
	}
	for _, want := range []string{"registry", "consumer", "engine", "game", "one-step", "dispute rules", "manifest",
		"delegation manager", "operators", "0x", "router", "aggregator", "operator 1 daemon", "operator backend       cpu"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	// The router answers (the stack runs beside the chain).
	router := regexp.MustCompile(`router\s+(http://127\.0\.0\.1:\d+)/v1/`).FindStringSubmatch(text)
	if router == nil {
		t.Fatalf("no router in:\n%s", text)
	}
	if resp, err := http.Get(router[1] + "/v1/healthz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("router healthz: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
	// The market's metrics are served: each operator's committed capacity, read from the chain.
	metricsURL := regexp.MustCompile(`metrics on (http://127\.0\.0\.1:\d+/metrics)`).FindStringSubmatch(text)
	if metricsURL == nil {
		t.Fatalf("no metrics address in:\n%s", text)
	}
	for i := 0; ; i++ {
		resp, err := http.Get(metricsURL[1])
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.Count(string(body), `deepcall_market_capacity_units{operator="0x`) == 2*3 {
			break
		}
		if i == 50 {
			t.Fatalf("metrics lack each operator's capacity:\n%s", body)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, u := range []string{rpcURL[1], wsURL[1]} {
		cl, err := ethclient.DialContext(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		id, err := cl.ChainID(ctx)
		cl.Close()
		if err != nil || id.Uint64() != 1337 {
			t.Errorf("%s: chain id %v %v", u, id, err)
		}
	}
	raw, err := os.ReadFile(filepath.Join(data, "deployment.json"))
	if err != nil {
		t.Fatal(err)
	}
	var dep struct {
		RPCURL    string `json:"rpcUrl"`
		Operators []any  `json:"operators"`
		Contracts struct {
			Game common.Address `json:"game"`
		} `json:"contracts"`
	}
	if err := json.Unmarshal(raw, &dep); err != nil || dep.RPCURL != rpcURL[1] || len(dep.Operators) != 2 {
		t.Errorf("deployment.json: %+v %v", dep, err)
	}
	// The game printed is the one deployment.json names.
	game := regexp.MustCompile(`\n  game\s+(0x[0-9a-fA-F]{40})\n`).FindStringSubmatch(text)
	if game == nil || dep.Contracts.Game == (common.Address{}) || common.HexToAddress(game[1]) != dep.Contracts.Game {
		t.Errorf("game printed %v, deployment.json %s", game, dep.Contracts.Game)
	}

	p.stop(t)
}

func TestDevnetBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"devnet", "--operators", "0"},
		{"devnet", "--block-period", "-1s"},
		{"devnet", "--committee", "5"},
		{"devnet", "--committee", "-1"},
		{"devnet", "--hold", "-1s"},
		{"devnet", "--attest", "--sample-bps", "0"},
		{"devnet", "--attest", "--sample-bps", "10001"},
		{"devnet", "--attest", "--epoch-period", "0s"},
		{"devnet", "--attest", "--services=false"},
		{"devnet", "--http", "nohost"},
		{"devnet", "extra"},
		// shard plans that leave a layer out, cover one twice, run past the model or outnumber the operators
		{"devnet", "--services=false", "--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--shards", "0-1,3-4"},
		{"devnet", "--services=false", "--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--shards", "0-2,2-4"},
		{"devnet", "--services=false", "--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--shards", "0-2,3-5"},
		{"devnet", "--services=false", "--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--operators", "2", "--shards", "3"},
	} {
		_, stderr, code := runCLI(t, nil, args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
}

// TestDevnetWindows: the interactive devnet's windows are as short as its
// operators and challengers allow: the reference window covers the oldest
// reference block an operator signs plus the landing (and any hold), the
// challenge window outlasts it by at least deploy.MinChallengePeriod blocks
// and devnetChallengeTime, so that at the default block period a fee
// settles minutes after landing, not after 1000 blocks.
func TestDevnetWindows(t *testing.T) {
	for _, tc := range []struct {
		period, hold         time.Duration
		reference, challenge uint64
	}{
		{time.Second, 0, 74, 194},
		{time.Second, 120 * time.Second, 194, 314},
		{250 * time.Millisecond, 0, 104, 584},
		{12 * time.Second, 0, 65, 129},
	} {
		ref, ch := devnetWindows(tc.period, tc.hold)
		if ref != tc.reference || ch != tc.challenge {
			t.Errorf("block period %s, hold %s: windows %d / %d, want %d / %d", tc.period, tc.hold, ref, ch, tc.reference, tc.challenge)
		}
		holdBlocks := uint64(tc.hold / tc.period)
		if ref < operator.DefaultMaxReferenceAge+holdBlocks || ch < ref+deploy.MinChallengePeriod ||
			time.Duration(ch-ref)*tc.period < devnetChallengeTime && ch-ref != deploy.MinChallengePeriod {
			t.Errorf("block period %s, hold %s: windows %d / %d break a rule", tc.period, tc.hold, ref, ch)
		}
	}
	if _, ch := devnetWindows(devnet.DefaultBlockPeriod, 0); ch >= deploy.DefaultChallengeWindow/4 {
		t.Errorf("default devnet's challenge window %d blocks: not much shorter than deploy's %d", ch, deploy.DefaultChallengeWindow)
	}
}

// devnetProc is `deepcall devnet` run as a process of this test binary.
type devnetProc struct {
	cmd    *exec.Cmd
	stderr strings.Builder
	text   string // what it printed up to the line that says it is ready
}

// startDevnet runs `deepcall devnet args…` and reads its output up to its
// ready line (or its end, when it fails), the rest being discarded.
func startDevnet(ctx context.Context, t *testing.T, args ...string) *devnetProc {
	t.Helper()
	p := &devnetProc{cmd: exec.CommandContext(ctx, os.Args[0], append([]string{"devnet"}, args...)...)}
	p.cmd.Env = append(os.Environ(), "DEEPCALL_TEST_AS_CLI=1")
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stderr = &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var printed strings.Builder
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		printed.WriteString(sc.Text() + "\n")
		if strings.Contains(sc.Text(), "press Ctrl-C to stop") {
			break
		}
	}
	p.text = printed.String()
	go io.Copy(io.Discard, out)
	return p
}

// stop interrupts the devnet and checks that it exits cleanly.
func (p *devnetProc) stop(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGINT: %v\nstderr:\n%s", err, p.stderr.String())
	}
}
