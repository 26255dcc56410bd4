package aggregator

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

const modelDir = "../testdata/manifests/stories260K"

var (
	modelOnce sync.Once
	model     *sim.Model
	engModel  *inference.Model
	modelErr  error
)

func loadModel(t testing.TB) (*sim.Model, *inference.Model) {
	t.Helper()
	modelOnce.Do(func() {
		m, mf, err := inference.LoadDir(modelDir)
		if err != nil {
			modelErr = err
			return
		}
		engModel = m
		model = sim.NewModel(mf, m.EncodeBlob())
	})
	if modelErr != nil {
		t.Fatal(modelErr)
	}
	return model, engModel
}

func testLogger(t testing.TB) *slog.Logger {
	if os.Getenv("DEEPCALL_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.DiscardHandler)
}

// world is a simulated chain with the contracts, one operator daemon per
// registered operator behind an HTTP server, and an aggregator.
type world struct {
	t        *testing.T
	chain    *simchain.Chain
	daemons  []*operator.Daemon
	servers  []*httptest.Server
	storeDir string
	native   *operator.Native
	reg      *prometheus.Registry // the aggregator's metrics
	opReg    *prometheus.Registry // operator 0's metrics
	asked    []atomic.Int64       // task and batch requests each operator's daemon got
	due      []atomic.Uint64      // the SLA deadline block of each operator's last task request

	agg    *Aggregator
	store  *Store
	cancel context.CancelFunc
	done   chan error
}

type worldOpts struct {
	operators int
	faults    map[int]operator.Fault
	cfg       func(*Config)
	opCfg     func(i int, c *operator.Config) // tweaks operator i's daemon
	admit     []common.Address                // consumers the chain's game admits besides its LLMConsumer
}

// callers are the keys the aggregator's tests sign operator requests with:
// the aggregator's one key (landings and epochs).
var callers = []common.Address{crypto.PubkeyToAddress(simchain.AccountKey(0).PublicKey)}

func newWorld(t *testing.T, o worldOpts) *world {
	t.Helper()
	if o.operators == 0 {
		o.operators = 4
	}
	sm, m := loadModel(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	chain, err := simchain.Start(ctx, simchain.Options{Operators: o.operators, Model: sm, BlockPeriod: 50 * time.Millisecond, Admit: o.admit})
	if err != nil {
		t.Fatal(err)
	}
	w := &world{t: t, chain: chain, storeDir: filepath.Join(t.TempDir(), "jobs"), native: operator.NewNative(m, sm.Manifest, 1)}
	t.Cleanup(func() { _ = chain.Close() })
	w.opReg = prometheus.NewRegistry()
	w.asked = make([]atomic.Int64, len(chain.Operators))
	w.due = make([]atomic.Uint64, len(chain.Operators))
	for i, op := range chain.Operators {
		var reg prometheus.Registerer
		if i == 0 {
			reg = w.opReg
		}
		oc := operator.Config{Key: op.BLS, Address: op.Address, Executor: w.native, Chain: chain.Client,
			Fault: o.faults[i], Callers: callers, Game: chain.Game, Logger: testLogger(t).With("op", i), Metrics: reg}
		if o.opCfg != nil {
			o.opCfg(i, &oc)
		}
		d, err := operator.New(oc)
		if err != nil {
			t.Fatal(err)
		}
		h := d.Handler(nil)
		srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodPost && (r.URL.Path == "/v1/tasks" || r.URL.Path == "/v1/batches") {
				w.asked[i].Add(1)
			}
			if r.Method == http.MethodPost && r.URL.Path == "/v1/tasks" {
				body, _ := io.ReadAll(r.Body)
				var req operator.TaskRequest
				if json.Unmarshal(body, &req) == nil {
					w.due[i].Store(req.DeadlineBlock)
				}
				r.Body = io.NopCloser(bytes.NewReader(body))
			}
			h.ServeHTTP(rw, r)
		}))
		t.Cleanup(srv.Close)
		t.Cleanup(d.Close)
		w.daemons, w.servers = append(w.daemons, d), append(w.servers, srv)
	}
	w.start(o.cfg)
	return w
}

func (w *world) urls() []string {
	var out []string
	for _, s := range w.servers {
		out = append(out, s.URL)
	}
	return out
}

// start opens the store and runs an aggregator on it.
func (w *world) start(tweak func(*Config)) {
	t := w.t
	store, err := OpenStore(w.storeDir)
	if err != nil {
		t.Fatal(err)
	}
	w.reg = prometheus.NewRegistry()
	cfg := Config{Backend: w.chain.Client, Consumer: w.chain.Consumer, Operators: w.urls(), Key: simchain.AccountKey(0),
		Store: store, Model: w.chain.Model.Manifest.Config, SignTimeout: 20 * time.Second, RetryEvery: 100 * time.Millisecond,
		PollEvery: 50 * time.Millisecond, ReceiptTimeout: 5 * time.Second, Logger: testLogger(t), Metrics: w.reg}
	if tweak != nil {
		tweak(&cfg)
	}
	ctx, cancel := context.WithCancel(context.Background())
	a, err := New(ctx, cfg)
	if err != nil {
		cancel()
		store.Close()
		t.Fatal(err)
	}
	w.agg, w.store, w.cancel, w.done = a, store, cancel, make(chan error, 1)
	go func() { w.done <- a.Run(ctx) }()
	t.Cleanup(w.stop)
}

// stop stops the aggregator and closes its store (a crash, as far as the
// chain and the store can tell).
func (w *world) stop() {
	if w.agg == nil {
		return
	}
	w.agg.Close()
	w.cancel()
	<-w.done
	_ = w.store.Close()
	w.agg = nil
}

// waitFinal waits for a job to land or fail.
func (w *world) waitFinal(id string, timeout time.Duration) *Job {
	w.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	after := int64(-1)
	for {
		j, err := w.agg.Wait(ctx, id, after)
		if err != nil {
			w.t.Fatal(err)
		}
		if j.Status.Final() {
			return j
		}
		if ctx.Err() != nil {
			w.t.Fatalf("job %s still %s after %v (error %q)", id, j.Status, timeout, j.Error)
		}
		after = j.Version
	}
}

var senderAddr = crypto.PubkeyToAddress(simchain.AccountKey(0).PublicKey)
