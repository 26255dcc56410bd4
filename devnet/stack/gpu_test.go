package stack

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/internal/backend"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// The operator daemons decode on the GPU backend (`deepcall devnet
// --backend gpu`; POCL where there is no GPU) and the answers they land hold
// the CPU engine's slot values. The prompts go in together, so the daemons'
// shared executor may batch them on the device. Without a device
// the test skips, unless DEEPCALL_GPU demands one.
func TestGPUBackendLandsCPUAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	const operators = 4
	b, err := backend.Open(backend.Options{Name: backend.GPU, KVBytes: operator.DefaultKVBudget * operators})
	if err != nil {
		if gpu.Demanded() {
			t.Fatalf("DEEPCALL_GPU demands a device: %v", err)
		}
		t.Skipf("no device: %v", err)
	}
	defer backend.Close(b) // after the devnet, closed below
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c, err := devnet.Start(ctx, devnet.Options{Operators: operators, BlockPeriod: 250 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s := New(Options{Backend: b})
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	if got := s.Operators.Backend(); got != b {
		t.Fatalf("the daemons run on %v, not the device's backend", got)
	}
	t.Logf("operators decode on %s", backend.Describe(b))

	prompts, n := [][]int{{1}, {1, 7, 9}, {3, 300, 41, 2}}, 6
	rc := api.NewRouterClient(c.RouterURL(), nil)
	tasks := make([]*api.Task, len(prompts))
	for i, p := range prompts {
		task, created, err := rc.Submit(ctx, api.TaskRequest{Prompt: p, N: n})
		if err != nil || !created {
			t.Fatalf("POST /v1/tasks %v: created %v, %v", p, created, err)
		}
		tasks[i] = task
	}
	m, mf, err := inference.LoadDir(c.ModelDir)
	if err != nil {
		t.Fatal(err)
	}
	cpu := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
	abi := bindings.NewLLMConsumer()
	consumer := abi.Instance(c.Client(), c.Deployment.Contracts.Consumer)
	for i, task := range tasks {
		task = pollTask(ctx, t, rc, task, func(tk *api.Task) bool { return tk.Status == api.StatusLanded })
		want, err := cpu.Generate(ctx, prompts[i], n, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := bind.Call(consumer, &bind.CallOpts{Context: ctx}, abi.PackResult(inference.InputHash(prompts[i], n)), abi.UnpackResult)
		if err != nil {
			t.Fatal(err)
		}
		if wantV := protocol.ResultValue(want.Root, want.Tokens); got != wantV {
			t.Errorf("prompt %v: result slot %x, the CPU engine's ResultValue(root, tokens) %x (task %s: %+v)", prompts[i], got, wantV, task.ID, task.Result)
		}
	}
}
