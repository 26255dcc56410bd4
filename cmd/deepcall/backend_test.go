package main

import (
	"context"
	"encoding/json"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference/bench"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/internal/backend"
)

// --backend and --gpu-device are checked before anything is loaded or
// started: an unknown backend, or a device named for the CPU, is bad usage.
func TestBackendFlagsBadUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"infer", "--model", stories, "--prompt-ids", "1", "--backend", "tpu"}, `--backend "tpu": want cpu or gpu`},
		{[]string{"infer", "--model", stories, "--prompt-ids", "1", "--gpu-device", "H100"}, "--gpu-device \"H100\" needs --backend gpu"},
		{[]string{"devnet", "--backend", "tpu"}, `--backend "tpu"`},
		{[]string{"devnet", "--gpu-device", "H100"}, "needs --backend gpu"},
		{[]string{"devnet", "--services=false", "--backend", "gpu"}, "--backend gpu runs the operator daemons' engine"},
		{[]string{"bench", "engine", "--backend", "tpu"}, `--backend "tpu"`},
		{[]string{"bench", "engine", "--batch", "1,2", "--gpu-device", "x"}, "needs --backend gpu"},
	} {
		_, e, code := runCLI(t, nil, tc.args...)
		if code != 2 || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, e, tc.want)
		}
	}
}

// gpuOrSkip opens the GPU backend the way the commands do; without a
// device the test skips, unless DEEPCALL_GPU demands one.
func gpuOrSkip(t *testing.T) {
	t.Helper()
	b, err := backend.Open(backend.Options{Name: backend.GPU})
	if err != nil {
		if gpu.Demanded() {
			t.Fatalf("DEEPCALL_GPU demands a device: %v", err)
		}
		t.Skipf("no device: %v", err)
	}
	backend.Close(b)
}

// `infer --backend gpu` prints the very JSON the CPU does; without a
// device it fails with exit 1 and says why, before loading the model.
func TestInferOnGPU(t *testing.T) {
	args := []string{"infer", "--model", stories, "--prompt-ids", "1,5,9", "-n", "12", "--json"}
	if b, err := backend.Open(backend.Options{Name: backend.GPU}); err == nil {
		backend.Close(b)
	} else if !gpu.Demanded() {
		_, e, code := runCLI(t, nil, append(args, "--backend", "gpu")...)
		if code != 1 || !strings.Contains(e, "open the gpu backend") || !strings.Contains(e, "docs/gpu.md") {
			t.Errorf("no device: exit %d, %q; want exit 1 and the reason", code, e)
		}
	}
	gpuOrSkip(t)
	cpu, e, code := runCLI(t, nil, args...)
	if code != 0 {
		t.Fatalf("cpu: exit %d: %s", code, e)
	}
	dev, e, code := runCLI(t, nil, append(args, "--backend", "gpu")...)
	if code != 0 || dev != cpu {
		t.Fatalf("gpu: exit %d (%s); output differs from the CPU's:\n%s\nwant:\n%s", code, e, dev, cpu)
	}
	text, e, code := runCLI(t, nil, "infer", "--model", stories, "--prompt-ids", "1", "-n", "2", "--backend", "gpu")
	if code != 0 || !strings.Contains(text, "backend  gpu (") {
		t.Errorf("the text output does not name the device: exit %d, %s%s", code, text, e)
	}
}

// `bench engine --backend gpu --json` reports the device and no mismatch
// with the CPU engine, for one sequence and for batches.
func TestBenchEngineOnGPU(t *testing.T) {
	gpuOrSkip(t)
	out, e, code := runCLI(t, nil, "bench", "engine", "--model", stories, "--tokens", "16", "--backend", "gpu", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	var rep bench.EngineReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if m := rep.Metrics.Mismatches; m == nil || *m != 0 || rep.Inputs.Device == "" || rep.Inputs.Backend != "gpu" || rep.Metrics.TokensPerS <= 0 {
		t.Errorf("report: mismatches %v, backend %q, device %q, %.1f tokens/s", m, rep.Inputs.Backend, rep.Inputs.Device, rep.Metrics.TokensPerS)
	}
	out, e, code = runCLI(t, nil, "bench", "engine", "--model", stories, "--tokens", "8", "--batch", "1,4", "--backend", "gpu", "--json")
	if code != 0 {
		t.Fatalf("--batch: exit %d: %s", code, e)
	}
	var br bench.BatchReport
	if err := json.Unmarshal([]byte(out), &br); err != nil {
		t.Fatal(err)
	}
	if len(br.Metrics) != 2 || br.Inputs.Device == "" {
		t.Fatalf("--batch report: %s", out)
	}
	for _, m := range br.Metrics {
		if m.Mismatches == nil || *m.Mismatches != 0 {
			t.Errorf("batch %d: mismatches %v", m.Batch, m.Mismatches)
		}
	}
}

// `deepcall devnet --backend gpu` opens the device before the chain
// starts: without one it fails at once with the reason; with one its
// operator daemons run on it (their answers: devnet/stack's
// TestGPUBackendLandsCPUAnswers).
func TestDevnetOnGPU(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	args := []string{"devnet", "--operators", "2", "--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--block-period", "250ms", "--backend", "gpu"}
	if b, err := backend.Open(backend.Options{Name: backend.GPU}); err == nil {
		backend.Close(b)
	} else if !gpu.Demanded() {
		_, e, code := runCLI(t, nil, args...)
		if code != 1 || !strings.Contains(e, "open the gpu backend") || strings.Contains(e, "deployment") {
			t.Errorf("no device: exit %d, %q; want exit 1 and the reason, before anything is deployed", code, e)
		}
	}
	gpuOrSkip(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := startDevnet(ctx, t, args[1:]...)
	if !regexp.MustCompile(`operator backend\s+gpu \(.+\)`).MatchString(p.text) {
		t.Errorf("the devnet does not say its operators run on the device:\n%s\nstderr:\n%s", p.text, p.stderr.String())
	}
	p.stop(t)
}
