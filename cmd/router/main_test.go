package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

const model = "../../testdata/manifests/stories260K"

func start(t *testing.T, env map[string]string, args ...string) (string, func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	done := make(chan int, 1)
	var logs bytes.Buffer
	go func() {
		done <- run(ctx, args, func(k string) string { return env[k] }, &bytes.Buffer{}, &logs, ready)
	}()
	select {
	case addr := <-ready:
		return "http://" + addr, func() int {
			cancel()
			select {
			case code := <-done:
				return code
			case <-time.After(10 * time.Second):
				t.Fatal("router did not stop")
				return -1
			}
		}
	case code := <-done:
		cancel()
		t.Fatalf("router exited %d: %s", code, logs.String())
	case <-time.After(10 * time.Second):
		t.Fatal("router did not start")
	}
	return "", nil
}

func TestServeRestart(t *testing.T) {
	store := t.TempDir()
	env := map[string]string{"DEEPCALL_ROUTER_STORE": store, "DEEPCALL_ROUTER_MODEL": model, "DEEPCALL_ROUTER_RATE": "0"}
	url, stop := start(t, env, "--listen", "127.0.0.1:0")
	ctx := context.Background()
	task, created, err := api.NewRouterClient(url, nil).Submit(ctx, api.TaskRequest{Prompt: []int{1, 300}, N: 5})
	if err != nil || !created {
		t.Fatalf("submit: %v %v", created, err)
	}
	poll := func(url string) *api.Task {
		rc := api.NewRouterClient(url, nil)
		for range 1000 {
			got, err := rc.Task(ctx, task.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status.Final() {
				return got
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Fatal("task did not finish")
		return nil
	}
	first := poll(url)
	if first.Status != api.StatusDone || len(first.Result.Tokens) != 5 {
		t.Fatalf("task %+v", first)
	}
	if code := stop(); code != 0 {
		t.Fatalf("exit %d", code)
	}
	// The store outlives the process: the next start still has the result.
	url, stop = start(t, env, "--listen", "127.0.0.1:0", "--ttl", "1m")
	again := poll(url)
	if *again.Result.Root != *first.Result.Root {
		t.Fatal("result changed across restart")
	}
	// So does the input-hash index: a landed result's hash finds the task.
	found, err := api.NewRouterClient(url, nil).ByInput(ctx, task.InputHash)
	if err != nil || len(found) != 1 || found[0].ID != task.ID || found[0].N != 5 || found[0].Result == nil {
		t.Fatalf("by input after restart: %v %+v", err, found)
	}
	// The runtime's and the process's metrics are served beside the API.
	resp, err := http.Get(url + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{"\ngo_goroutines ", "\nprocess_resident_memory_bytes "} {
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), want) {
			t.Errorf("GET /metrics: %d, no %q in %.300s", resp.StatusCode, want, body)
		}
	}
	if code := stop(); code != 0 {
		t.Fatalf("exit %d", code)
	}
}

func TestUsage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"--help"}, func(string) string { return "" }, &out, &errb, nil); code != 0 {
		t.Fatalf("--help exit %d", code)
	}
	for _, s := range []string{"--listen", "DEEPCALL_ROUTER_LISTEN", "127.0.0.1:8645", "--store", "--model", "--rate", "--ttl", "SIGTERM"} {
		if !strings.Contains(out.String(), s) {
			t.Errorf("--help lacks %q", s)
		}
	}
	bad := []struct {
		args []string
		env  map[string]string
	}{
		{[]string{"--nope"}, nil},
		{[]string{"extra"}, nil},
		{nil, map[string]string{"DEEPCALL_ROUTER_TTL": "soon"}},
		{[]string{"--log-format", "xml"}, nil},
	}
	for _, b := range bad {
		if code := run(context.Background(), b.args, func(k string) string { return b.env[k] }, &out, &errb, nil); code != 2 {
			t.Errorf("%v %v: exit %d, want 2", b.args, b.env, code)
		}
	}
	// A missing model folder fails to start (exit 1).
	code := run(context.Background(), []string{"--model", t.TempDir(), "--store", t.TempDir(), "--listen", "127.0.0.1:0"},
		func(string) string { return "" }, &out, &errb, nil)
	if code != 1 {
		t.Fatalf("missing model: exit %d", code)
	}
}

// TestDeploymentPin: with --deployment the router refuses a model the
// deployment's engine does not pin (exit 2), and takes the one it does.
func TestDeploymentPin(t *testing.T) {
	dir := filepath.Join(golden.Dir(), "manifests", "stories260K")
	raw, err := os.ReadFile(filepath.Join(dir, inference.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	mf, err := inference.ReadManifest(raw)
	if err != nil {
		t.Fatal(err)
	}
	write := func(manifest string) string {
		p := filepath.Join(t.TempDir(), "deployment.json")
		if err := os.WriteFile(p, []byte(`{"chainId": 31337, "manifest": "`+manifest+`"}`), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if err := checkPinned(write(mf.Hash.String()), dir); err != nil {
		t.Fatal(err)
	}
	other := write("0x" + strings.Repeat("11", 32))
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"--deployment", other, "--model", dir, "--store", t.TempDir(), "--listen", "127.0.0.1:0"},
		func(string) string { return "" }, &out, &errb, nil)
	if code != 2 || !strings.Contains(errb.String(), "pins") {
		t.Fatalf("another pin: exit %d: %s", code, errb.String())
	}
}
