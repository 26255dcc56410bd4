package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/internal/backend"
	"github.com/deepcall/deepcall/operator"
)

// `operator run --backend gpu` without a device fails at once, saying
// why, before the model is read or the node dialled; with one, the native
// engine runs on it and answers as on the CPU.
func TestRunOnGPU(t *testing.T) {
	b, err := backend.Open(backend.Options{Name: backend.GPU})
	if err != nil {
		if gpu.Demanded() {
			t.Fatalf("DEEPCALL_GPU demands a device: %v", err)
		}
		cfg := &deploy.OperatorConfig{ListenAddress: "127.0.0.1:0", ModelDir: filepath.Join(t.TempDir(), "no-model")}
		err = runDaemon(context.Background(), cfg, keys{}, daemonOptions{engine: engineNative, backend: backend.Options{Name: backend.GPU}}, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "open the gpu backend") {
			t.Fatalf("run without a device: %v", err)
		}
		return
	}
	defer backend.Close(b)
	dir := filepath.Join("..", "..", devnet.DefaultModelDir)
	var answers []operator.Execution
	for _, b := range []inference.Backend{b, inference.CPU{}} {
		x, _, err := newExecutor(context.Background(), engineNative, dir, b, operator.BatchOptions{}, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		res, err := x.Execute(context.Background(), []int{1, 2}, 3)
		x.(*operator.Native).Close()
		if err != nil {
			t.Fatalf("execute on %s: %v", backend.Describe(b), err)
		}
		answers = append(answers, res)
	}
	if answers[0].Root != answers[1].Root {
		t.Errorf("root %s on %s, %s on the CPU", answers[0].Root, backend.Describe(b), answers[1].Root)
	}
}
