package main

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/router"
)

// `bisect challenge --router URL --once` against a devnet: two wrong results
// land; the router accepted one of the two requests. The challenger finds
// that one's prompt by its input hash, disputes and resolves it, and logs
// and skips the other. `defend --router` then starts on the same flags.
func TestChallengeWithRouterOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bond := big.NewInt(1e15)
	ch, env := startDevnet(ctx, t, 5*time.Second, 5*time.Second, bond)
	defer ch.Close()
	d := ch.Deployment.Contracts

	// The real router over a Pebble store, executing in process: what
	// matters here is that it accepted the request and indexed it.
	model, mf, err := inference.LoadDir(ch.ModelDir)
	if err != nil {
		t.Fatal(err)
	}
	st, err := router.OpenPebble(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	disp := router.NewLocalDispatcher(1)
	disp.AddModel(model, mf)
	rt, err := router.New(router.Config{Store: st, Dispatcher: disp, Models: []router.Model{router.ModelOf(mf)}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(rt.Handler())
	defer func() {
		srv.Close()
		sctx, scancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer scancel()
		_ = rt.Shutdown(sctx)
		_ = st.Close()
	}()
	resp, err := http.Post(srv.URL+"/v1/tasks", "application/json", strings.NewReader(`{"prompt":[1,42],"n":3}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("submit: %s", resp.Status)
	}

	routed, unrouted := inference.InputHash([]int{1, 42}, 3), inference.InputHash([]int{1, 43}, 3)
	for _, p := range [][]int{{1, 42}, {1, 43}} {
		if _, err := env.Land(ctx, labchain.Request{Prompt: p, N: 3, Root: inference.Hash{0xba, 0xd}, Tokens: []int{7, 7, 7}}, []int{0, 1, 2}); err != nil {
			t.Fatal(err)
		}
	}

	dir := t.TempDir()
	keyFile := writeKey(t, dir, "key", ch.DeployerKey)
	code, out, errs := runCmd(t, "challenge", "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", d.Game.Hex(),
		"--key", keyFile, "--model", ch.ModelDir, "--router", srv.URL, "--once")
	if code != 0 {
		t.Fatalf("challenge: exit %d\n%s\n%s", code, out, errs)
	}
	for _, want := range []string{
		"input " + routed.String() + ": sampled true known true correct false challenge 1 games 0 resolved true",
		"input " + unrouted.String() + ": sampled true known false correct false challenge 0 games 0 resolved false",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("challenge output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errs, "request unknown: result skipped") || !strings.Contains(errs, unrouted.String()) {
		t.Errorf("the skipped result is not logged:\n%s", errs)
	}
	if valid, _ := env.IsValid(ctx, routed); valid {
		t.Error("the routed wrong result is still valid")
	}
	if valid, _ := env.IsValid(ctx, unrouted); !valid {
		t.Error("the result the router does not know was touched")
	}

	// The defender reads the same flags; the one challenge is resolved already.
	opKey := writeKey(t, dir, "op", ch.Operators[3].Key)
	code, out, errs = runCmd(t, "defend", "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--game", d.Game.Hex(),
		"--key", opKey, "--model", ch.ModelDir, "--router", srv.URL, "--once")
	if code != 0 || !strings.Contains(out, "challenge 1 input "+routed.String()+": defended false") {
		t.Errorf("defend: exit %d\n%s\n%s", code, out, errs)
	}
}
