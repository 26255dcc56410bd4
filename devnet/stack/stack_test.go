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
	"github.com/deepcall/deepcall/protocol"
)

// A prompt posted to the router lands on chain: operators compute and
// sign, the aggregator aggregates and submits verifyAndUpdate, and the
// consumer's result slot holds the value of the Go engine's answer.
func TestPromptLandsOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 250 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s := New(Options{})
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	if c.RouterURL() == "" || c.RouterURL() != s.Router.RouterURL() {
		t.Fatalf("router url %q", c.RouterURL())
	}
	prompt, n := []int{1}, 4
	posted := time.Now()
	rc := api.NewRouterClient(c.RouterURL(), nil)
	task, created, err := rc.Submit(ctx, api.TaskRequest{Prompt: prompt, N: n})
	if err != nil || !created {
		t.Fatalf("POST /v1/tasks: created %v, %v", created, err)
	}
	for task.Status != api.StatusLanded {
		if task.Status == api.StatusFailed || ctx.Err() != nil {
			t.Fatalf("task %s %s: %v", task.ID, task.Status, task.Error)
		}
		time.Sleep(100 * time.Millisecond)
		if task, err = rc.Task(ctx, task.ID); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("landed %s after the post (%s blocks)", time.Since(posted).Round(time.Millisecond), c.BlockPeriod)
	m, mf, err := inference.LoadDir(c.ModelDir)
	if err != nil {
		t.Fatal(err)
	}
	want, err := (&inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}).Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	abi := bindings.NewLLMConsumer()
	consumer := abi.Instance(c.Client(), c.Deployment.Contracts.Consumer)
	input := inference.InputHash(prompt, n)
	got, err := bind.Call(consumer, &bind.CallOpts{Context: ctx}, abi.PackResult(input), abi.UnpackResult)
	if err != nil {
		t.Fatal(err)
	}
	if wantV := protocol.ResultValue(want.Root, want.Tokens); got != wantV {
		t.Errorf("result slot %x, want ResultValue(root, tokens) %x (task %s: %+v)", got, wantV, task.ID, task.Result)
	}
}

// BenchmarkPromptToLanded is the design's settlement figure: 4 operators,
// 1 s blocks, 32 tokens from BOS, from the POST to the router until the
// task is landed:
//
//	go test ./devnet/stack -run XXX -bench PromptToLanded -benchtime 3x
func BenchmarkPromptToLanded(b *testing.B) {
	ctx := context.Background()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	if err := c.StartServices(ctx, New(Options{}).Services()...); err != nil {
		b.Fatal(err)
	}
	rc := api.NewRouterClient(c.RouterURL(), nil)
	var total time.Duration
	i := 0
	for b.Loop() {
		i++
		// A new prompt each time: the router deduplicates equal ones.
		start := time.Now()
		task, _, err := rc.Submit(ctx, api.TaskRequest{Prompt: []int{1, 2 + i}, N: 32})
		if err != nil {
			b.Fatal(err)
		}
		for task.Status != api.StatusLanded {
			if task.Status == api.StatusFailed {
				b.Fatalf("task %s failed", task.ID)
			}
			time.Sleep(50 * time.Millisecond)
			if task, err = rc.Task(ctx, task.ID); err != nil {
				b.Fatal(err)
			}
		}
		total += time.Since(start)
	}
	b.ReportMetric(total.Seconds()/float64(b.N), "s/landed")
	b.ReportMetric(0, "ns/op")
}
