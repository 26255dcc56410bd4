package systest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/repo"
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

// settle loads the chain's record and a client on the node itself.
func chainClient(t *testing.T, ctx context.Context, c *Cluster) *ethclient.Client {
	t.Helper()
	cl, err := ethclient.DialContext(ctx, c.ChainURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cl.Close)
	return cl
}

// latencies are accepted → first seen landed, sorted.
func latencies(offers []Offer, w *Watcher) []time.Duration {
	var out []time.Duration
	for _, o := range offers {
		if !o.Accepted {
			continue
		}
		if at, ok := w.FirstSeen(o.Input); ok {
			out = append(out, at.Sub(o.AcceptedAt))
		}
	}
	slices.Sort(out)
	return out
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(p * float64(len(sorted)-1))
	return sorted[i]
}

// reconcile reads every landing from block 0 and tallies the offers.
func reconcile(ctx context.Context, cl *ethclient.Client, c *Cluster, offers []Offer) (Tally, error) {
	ls, err := Landings(ctx, cl, c.Record.Contracts.Consumer)
	if err != nil {
		return Tally{}, err
	}
	in := make([]inference.Hash, len(offers))
	acc := make([]bool, len(offers))
	for i, o := range offers {
		in[i], acc[i] = o.Input, o.Accepted
	}
	return Reconcile(in, acc, ls), nil
}

func acceptedInputs(offers []Offer) []inference.Hash {
	var out []inference.Hash
	for _, o := range offers {
		if o.Accepted {
			out = append(out, o.Input)
		}
	}
	return out
}
