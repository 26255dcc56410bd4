package systest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/loadgen"
)

var (
	binOnce sync.Once
	binDir  string
	binErr  error
	tmpBin  string // built here when DEEPCALL_BIN is unset; removed by TestMain
)

func TestMain(m *testing.M) {
	code := m.Run()
	if tmpBin != "" {
		os.RemoveAll(tmpBin)
	}
	os.Exit(code)
}

// binaries returns the folder of the built binaries: DEEPCALL_BIN (make
// test sets it to bin/, just built), or a build of this checkout.
func binaries(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		if d := os.Getenv("DEEPCALL_BIN"); d != "" {
			binDir, binErr = filepath.Abs(d)
			for _, b := range Binaries {
				if _, err := os.Stat(filepath.Join(binDir, b)); err != nil {
					binErr = fmt.Errorf("%w: %v", ErrNoBinaries, err)
				}
			}
			return
		}
		root, err := repo.Root()
		if err != nil {
			binErr = err
			return
		}
		if tmpBin, binErr = os.MkdirTemp("", "deepcall-systest-bin-"); binErr != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
		defer cancel()
		binDir, binErr = tmpBin, BuildBinaries(ctx, root, tmpBin)
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binDir
}

func modelDir(t *testing.T) string {
	t.Helper()
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(root, devnet.DefaultModelDir)
}

// startCluster runs a cluster for the test; on failure the tail of every
// process's log is printed.
func startCluster(t *testing.T, ctx context.Context, cfg Config) *Cluster {
	t.Helper()
	cfg.Bin, cfg.ModelDir = binaries(t), modelDir(t)
	if cfg.Dir == "" {
		cfg.Dir = t.TempDir()
	}
	c, err := Start(ctx, cfg)
	t.Cleanup(func() {
		if c != nil {
			c.Stop()
		}
		if t.Failed() {
			dumpLogs(t, cfg.Dir)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func dumpLogs(t *testing.T, dir string) {
	logs, _ := filepath.Glob(filepath.Join(dir, "*.log"))
	for _, p := range logs {
		raw, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		lines := strings.Split(strings.TrimRight(string(raw), "\n"), "\n")
		t.Logf("--- last lines of %s:\n%s", filepath.Base(p), strings.Join(lines[max(0, len(lines)-40):], "\n"))
	}
}

// eventLog is the run's timeline, printed at the end.
type eventLog struct {
	begin time.Time
	mu    sync.Mutex
	lines []string
}

func newEventLog() *eventLog { return &eventLog{begin: time.Now()} }

func (l *eventLog) add(format string, a ...any) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.lines = append(l.lines, fmt.Sprintf("%7.1fs  ", time.Since(l.begin).Seconds())+fmt.Sprintf(format, a...))
}

func (l *eventLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.lines, "\n")
}

// chainClient dials the node itself (not the proxy the daemons use).
func chainClient(t *testing.T, ctx context.Context, c *Cluster) *ethclient.Client {
	t.Helper()
	cl, err := ethclient.DialContext(ctx, c.ChainURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return cl
}

// loadOptions are a run of stories260K tasks of 8 tokens.
func loadOptions(rate float64, d, drain time.Duration) loadgen.Options {
	return loadgen.Options{Rate: rate, Duration: d, Drain: drain, Tokens: 8, Vocab: 512, BOS: 1, RouterName: "systest"}
}

// faultless reports what a load report shows lost, duplicated, failed or
// refused ("" when nothing).
func faultless(r *loadgen.Report) string {
	var bad []string
	if r.Accepted == 0 {
		bad = append(bad, "nothing accepted")
	}
	for _, f := range []struct {
		what string
		n    int
	}{{"lost", r.Lost}, {"duplicated", r.Duplicates}, {"failed", r.Failed}, {"landed but not on chain", r.NotOnChain},
		{"never accepted", r.NotAccepted}} {
		if f.n > 0 {
			bad = append(bad, fmt.Sprintf("%d %s", f.n, f.what))
		}
	}
	if len(r.Failures) > 0 {
		bad = append(bad, fmt.Sprintf("failures %v", r.Failures))
	}
	return strings.Join(bad, ", ")
}

func summary(r *loadgen.Report) string {
	return fmt.Sprintf("offered %d, accepted %d (%d again after a lost answer), landed %d, lost %d, duplicated %d, failed %d, landed-not-on-chain %d; "+
		"%.2f tasks/s landed, prompt→landed p50 %.0f ms p99 %.0f ms max %.0f ms; %d txs, %.0f gas an answer; submit errors %v",
		r.Offered, r.Accepted, r.Reused, r.Landed, r.Lost, r.Duplicates, r.Failed, r.NotOnChain,
		r.TasksPerS, r.P50MS, r.P99MS, r.MaxMS, r.Txs, r.GasPerAnswer, r.SubmitErrors)
}

// countLines counts the lines of a file holding any of subs.
func countLines(path string, subs ...string) int {
	raw, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	n := 0
	for _, line := range strings.Split(string(raw), "\n") {
		for _, s := range subs {
			if strings.Contains(line, s) {
				n++
				break
			}
		}
	}
	return n
}
