package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

// The aggregator binary's run against the devnet over JSON-RPC, with four
// operator daemons over HTTP: a job posted to its API lands.
func TestLandsOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	const manifest = "../../testdata/manifests/stories260K"
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain, err := devnet.Start(ctx, devnet.Options{BlockPeriod: 250 * time.Millisecond, ModelDir: manifest})
	if err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	m, mf, err := inference.LoadDir(manifest)
	if err != nil {
		t.Fatal(err)
	}
	native := operator.NewNative(m, mf, 1)
	var urls []string
	for _, op := range chain.Operators {
		// the aggregator signs its requests with its --key-file key
		d, err := operator.New(operator.Config{Key: op.BLS, Address: op.Address, Executor: native, Chain: chain.Client(),
			Callers: []common.Address{crypto.PubkeyToAddress(devnet.DeployerKey().PublicKey)}, Game: chain.Deployment.Contracts.Game})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		srv := httptest.NewServer(d.Handler(nil))
		defer srv.Close()
		urls = append(urls, srv.URL)
	}
	keyFile := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(crypto.FromECDSA(devnet.DeployerKey()))), 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"--listen", "127.0.0.1:0", "--rpc", chain.HTTPURL, "--consumer", chain.Deployment.Contracts.Consumer.Hex(),
		"--operators", strings.Join(urls, ","), "--key-file", keyFile, "--store", filepath.Join(t.TempDir(), "store"),
		"--model", manifest, "--poll", "50ms", "--log-level", "info"}
	ready := make(chan string, 1)
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan int, 1)
	logs := &syncBuffer{}
	go func() { done <- run(runCtx, args, func(string) string { return "" }, io.Discard, logs, ready) }()
	// Stop the aggregator before the operators' servers close (deferred
	// above): their Close waits for the requests it has in flight.
	stopped := false
	defer func() {
		if !stopped {
			stop()
			<-done
		}
	}()
	var addr string
	select {
	case addr = <-ready:
	case code := <-done:
		t.Fatalf("aggregator exited %d: %s", code, logs.String())
	case <-ctx.Done():
		t.Fatalf("aggregator not ready: %s", logs.String())
	}
	body := `{"task_id": "devnet-1", "prompt": [1, 42], "n": 6}`
	res, err := http.Post("http://"+addr+"/v1/jobs", "application/json", strings.NewReader(body))
	if err != nil || res.StatusCode != http.StatusAccepted {
		t.Fatalf("post: %v %v", res, err)
	}
	res.Body.Close()
	var job struct {
		Status  api.Status `json:"status"`
		Version int64      `json:"version"`
		Tokens  []int      `json:"tokens"`
		Tx      string     `json:"tx"`
		Error   string     `json:"error"`
	}
	for job.Status != api.StatusLanded && job.Status != api.StatusFailed && ctx.Err() == nil {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+addr+"/v1/jobs/devnet-1?wait=5s&after="+jsonInt(job.Version), nil)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(res.Body).Decode(&job)
		res.Body.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	want, _ := native.Execute(ctx, []int{1, 42}, 6)
	if job.Status != api.StatusLanded || !slices.Equal(job.Tokens, want.Tokens) || job.Tx == "" {
		t.Fatalf("job %+v (logs %s)", job, logs.String())
	}
	res, err = http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !bytes.Contains(metrics, []byte(`deepcall_aggregator_jobs_total{status="landed"} 1`)) {
		t.Fatalf("metrics lack the landed job:\n%s", metrics)
	}
	stop()
	stopped = true
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, logs.String())
	}
}

func jsonInt(v int64) string { b, _ := json.Marshal(v); return string(b) }

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
