package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// bisectBinary is bin/bisect from DEEPCALL_BIN (make test builds it), or a
// build of this checkout.
func bisectBinary(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("DEEPCALL_BIN"); d != "" {
		p, err := filepath.Abs(filepath.Join(d, "bisect"))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	p := filepath.Join(t.TempDir(), "bisect")
	cmd := exec.Command("go", "build", "-o", p, "./cmd/bisect")
	cmd.Dir = filepath.Join("..", "..")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/bisect: %v\n%s", err, out)
	}
	return p
}

// bench fault on stories260K: the faulty quorum's wrong answer lands,
// bisect challenge (the binary) beats the faulty defence by the one-step and
// resolves; the report's figures agree with each other and with the chain.
func TestBenchFault(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and plays a dispute game on it")
	}
	var out, errb bytes.Buffer
	args := []string{"bench", "fault", "--tokens", "3", "--join-window", "8s", "--json", "--bisect", bisectBinary(t),
		"--model", "../../testdata/manifests/stories260K"}
	if code := run(context.Background(), args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep faultReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics
	if m.Winner != "challenger" || m.Reason != "one-step" || m.ResultValid || !slices.Equal(m.Slashed, []int{0, 1, 2}) ||
		!slices.Equal(rep.Inputs.Faulty, []int{0, 1, 2}) || rep.Inputs.Fault != "wrong-from=1" {
		t.Fatalf("report %+v", m)
	}
	for i := range m.StakeBefore {
		before, _ := new(big.Int).SetString(m.StakeBefore[i], 10)
		after, _ := new(big.Int).SetString(m.StakeAfter[i], 10)
		want := new(big.Int).Set(before)
		if i < 3 {
			want.Sub(want, new(big.Int).Div(new(big.Int).Mul(before, new(big.Int).SetUint64(rep.Inputs.SlashBips)), big.NewInt(10_000)))
		}
		if after.Cmp(want) != 0 {
			t.Errorf("operator %d: stake %s → %s, want %s", i, before, after, want)
		}
	}
	// every move is a transaction: the game's count is the bisect and step
	// transactions'; the challenger's gas is the sum of its transactions'
	var moves, challengerTxs int
	var challengerGas uint64
	for _, tx := range m.Transactions {
		if tx.Method == "bisect" || tx.Method == "step" {
			moves++
		}
		if tx.By == "challenger" {
			challengerTxs++
			challengerGas += tx.Gas
		}
		if tx.Gas == 0 || tx.Gas > 2_000_000 {
			t.Errorf("transaction %+v", tx)
		}
	}
	if moves != m.Moves || challengerTxs != m.ChallengerTxs || challengerGas != m.ChallengerGas || m.GasOneStep == 0 ||
		m.GasOpen == 0 || m.GasResolve == 0 || m.GasMoveMax == 0 || m.WallMS <= 0 || m.OneStepBy != "challenger" {
		t.Errorf("moves %d (report %d), challenger %d transactions %d gas (report %d, %d), one-step %d, open %d, resolve %d",
			moves, m.Moves, challengerTxs, challengerGas, m.ChallengerTxs, m.ChallengerGas, m.GasOneStep, m.GasOpen, m.GasResolve)
	}
	var rounds int
	for _, l := range m.Levels {
		rounds += l.Rounds
	}
	if len(m.Levels) != 4 || m.Levels[0].Name != "checkpoints" || m.LevelsPlayed != len(m.Leaf) || rounds == 0 {
		t.Errorf("levels %+v, played %d, leaf %v", m.Levels, m.LevelsPlayed, m.Leaf)
	}
	if !strings.Contains(rep.Inputs.Bisect, "challenge --rpc") {
		t.Errorf("bisect command line %q", rep.Inputs.Bisect)
	}
}

func TestBenchFaultBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"bench", "fault", "--fault", "offline"}, "wrong-from"},
		{[]string{"bench", "fault", "--fault", "nonsense"}, "--fault"},
		{[]string{"bench", "fault", "--faulty", "7"}, "not an operator index"},
		{[]string{"bench", "fault", "--join-window", "0s"}, "whole seconds"},
		{[]string{"bench", "fault", "--bisect", "/nonexistent/bisect"}, "--bisect"},
	} {
		_, stderr, code := runCLI(t, nil, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, want 2 and %q in\n%s", c.args, code, c.want, stderr)
		}
	}
}

// The bench reports' block figures are explained under --help.
func TestBenchHelpExplainsFigures(t *testing.T) {
	for _, c := range []struct {
		target string
		want   []string
	}{
		{"e2e", []string{"blocks_to_land ", "blocks_to_land_after_signed", "head when the task was submitted", "settlement alone"}},
		{"fault", []string{"bisect challenge", "one-step", "stake before and after"}},
	} {
		stdout, stderr, code := runCLI(t, nil, "bench", c.target, "--help")
		for _, w := range c.want {
			if code != 0 || !strings.Contains(stdout+stderr, w) {
				t.Errorf("bench %s --help: exit %d, lacks %q:\n%s", c.target, code, w, stdout+stderr)
			}
		}
	}
}
