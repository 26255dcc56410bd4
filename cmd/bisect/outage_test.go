package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// cutProxy forwards TCP connections to a node; cut closes every open one
// and refuses new ones until restore.
type cutProxy struct {
	ln     net.Listener
	target string
	down   atomic.Bool
	mu     sync.Mutex
	conns  map[net.Conn]bool
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{ln: ln, target: target, conns: map[net.Conn]bool{}}
	t.Cleanup(func() { ln.Close(); p.cut() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			if p.down.Load() {
				c.Close()
				continue
			}
			go p.forward(c)
		}
	}()
	return p
}

func (p *cutProxy) URL() string { return "http://" + p.ln.Addr().String() }

func (p *cutProxy) track(cs ...net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range cs {
		p.conns[c] = true
	}
}

func (p *cutProxy) forward(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.track(c, up)
	go func() { _, _ = io.Copy(up, c); up.Close() }()
	_, _ = io.Copy(c, up)
	c.Close()
}

func (p *cutProxy) cut() {
	p.down.Store(true)
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.conns {
		c.Close()
	}
	p.conns = map[net.Conn]bool{}
}

func (p *cutProxy) restore() { p.down.Store(false) }

// syncBuffer is a daemon's stderr, read while it runs.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(b)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// `bisect challenge` as a daemon against a devnet node over JSON-RPC
// through a proxy: three of four operators land a wrong result, the daemon
// challenges it, and the node's RPC goes away for longer than the join
// window. The daemon keeps running through the outage (logging its retries)
// and, once the node answers again, resolves the undefended challenge.
func TestChallengeDaemonOutlivesRPCOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bond := big.NewInt(1e15)
	ch, env := startDevnet(ctx, t, 30*time.Second, 4*time.Second, bond)
	defer ch.Close()
	d := ch.Deployment.Contracts
	prompt, n := []int{1, 44}, 3
	input := inference.InputHash(prompt, n)
	if _, err := env.Land(ctx, labchain.Request{Prompt: prompt, N: n, Root: inference.Hash{0xba, 0xd}, Tokens: []int{7, 7, 7}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	keyFile := writeKey(t, dir, "key", ch.DeployerKey)
	// an account that sends the challenger side's moves (none here: nobody
	// defends), allowed on the game by the daemon at its start
	moverFile := writeKey(t, dir, "mover", ch.Operators[3].Key)
	reqFile := filepath.Join(dir, "requests.jsonl")
	if err := os.WriteFile(reqFile, []byte(fmt.Sprintf("{\"prompt\": [1, 44], \"n\": %d}\n", n)), 0o600); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(ch.HTTPURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := newCutProxy(t, u.Host)
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var out, errs syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(runCtx, []string{"challenge", "--rpc", proxy.URL(), "--consumer", d.Consumer.Hex(), "--game", d.Game.Hex(),
			"--key", keyFile, "--model", ch.ModelDir, "--requests", reqFile, "--poll", "100ms", "--movers", moverFile}, &out, &errs)
	}()
	// wait for the challenge, then cut the node's RPC past the join window
	client := ch.Client()
	for {
		id, err := bisection.LatestChallenge(ctx, client, d.Game, d.Consumer, input)
		if err != nil {
			t.Fatal(err)
		}
		if id > 0 {
			break
		}
		select {
		case code := <-done:
			t.Fatalf("the daemon exited %d before challenging:\n%s", code, errs.String())
		case <-ctx.Done():
			t.Fatalf("no challenge opened:\n%s", errs.String())
		case <-time.After(50 * time.Millisecond):
		}
	}
	proxy.cut()
	select {
	case code := <-done:
		t.Fatalf("the daemon exited %d during the outage:\n%s", code, errs.String())
	case <-time.After(6 * time.Second):
	}
	proxy.restore()
	// resolve invalidates the result; the slash pages follow it
	for settled := false; !settled; {
		valid, err := env.IsValid(ctx, input)
		if err != nil {
			t.Fatal(err)
		}
		registered, err := env.IsRegistered(ctx, ch.Operators[2].Address)
		if err != nil {
			t.Fatal(err)
		}
		settled = !valid && !registered
		select {
		case code := <-done:
			t.Fatalf("the daemon exited %d:\n%s", code, errs.String())
		case <-ctx.Done():
			t.Fatalf("the wrong result was never invalidated and slashed:\n%s", errs.String())
		case <-time.After(100 * time.Millisecond):
		}
	}
	stop()
	<-done
	if !strings.Contains(errs.String(), "trying again") {
		t.Errorf("no retry logged during the outage:\n%s", errs.String())
	}
	raw, err := client.CallContract(ctx, ethereum.CallMsg{To: &d.Game, Data: bisection.GameABI().PackMoverOf(crypto.PubkeyToAddress(ch.DeployerKey.PublicKey), ch.Operators[3].Address)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if allowed, _ := bisection.GameABI().UnpackMoverOf(raw); !allowed {
		t.Error("the mover was not allowed on the game")
	}
	for i, o := range ch.Operators {
		registered, _ := env.IsRegistered(ctx, o.Address)
		if registered == (i < 3) {
			t.Errorf("operator %d registered %v after a whole-stake slash", i, registered)
		}
	}

	// What a restart cannot fix ends either daemon at once, status 2.
	nowhere := crypto.PubkeyToAddress(ch.DeployerKey.PublicKey).Hex()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--chain-id", "999", "--game", d.Game.Hex()}, "not --chain-id 999"},
		{[]string{"--game", nowhere}, "no contract code"},
	} {
		for _, cmd := range []string{"challenge", "defend"} {
			args := append([]string{cmd, "--rpc", ch.HTTPURL, "--consumer", d.Consumer.Hex(), "--key", keyFile, "--model", ch.ModelDir, "--requests", reqFile}, c.args...)
			cctx, ccancel := context.WithTimeout(ctx, 20*time.Second)
			var o, e syncBuffer
			code := run(cctx, args, &o, &e)
			ccancel()
			if code != 2 || !strings.Contains(e.String(), c.want) {
				t.Errorf("%v: exit %d, want 2 with %q:\n%s", args, code, c.want, e.String())
			}
		}
	}
}
