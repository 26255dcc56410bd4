package audit

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// startEngineChain starts an in-process chain with the engine step (opts
// with Engine set) and an engine over its model on one CPU worker. The
// caller closes the chain.
func startEngineChain(ctx context.Context, t *testing.T, opts labchain.Options) (*labchain.Env, *inference.Engine) {
	t.Helper()
	opts.Engine = true
	e, err := labchain.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	return e, &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
}

// engineResult is the engine's trace of req and the correct result it ends in.
func engineResult(ctx context.Context, t *testing.T, eng *inference.Engine, req Request) (*bisection.EngineTrace, *inference.Result) {
	t.Helper()
	tr, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := tr.Result(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return tr, res
}

// defendLie has account a defend the challenge of input once one is open and
// play lie (of the given shape) to the end, polling every 5 ms. joined is
// called once a has defended, with the game or the defence's error. The
// channel gets the play's outcome.
func defendLie(ctx context.Context, e *labchain.Env, input inference.Hash, a *labchain.Account, lie bisection.TraceProvider, shape bisection.Shape,
	joined func(bisection.ChainGame, error)) <-chan error {
	done := make(chan error, 1)
	go func() {
		for ctx.Err() == nil {
			out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Game, Data: bisection.GameABI().PackLatestChallenge(e.Consumer, input)}, nil)
			if err != nil {
				done <- err
				return
			}
			if id, _ := bisection.GameABI().UnpackLatestChallenge(out); id != nil && id.Sign() > 0 {
				g, _, err := e.Defend(ctx, bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: id.Uint64()}, a)
				joined(g, err)
				if err != nil {
					done <- err
					return
				}
				m := bisection.ChainMatch{Poll: 5 * time.Millisecond}
				m.Players[bisection.Defender] = &bisection.ChainPlayer{Game: g, Side: bisection.Defender, Trace: lie, Shape: shape, Sender: a.Sender}
				_, err = m.Play(ctx, &bisection.Transcript{})
				done <- err
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		done <- ctx.Err()
	}()
	return done
}

// tick waits d for a daemon run to make progress, and fails the test if the
// run ended (done) or ctx did first (never: what did not happen).
func tick(ctx context.Context, t *testing.T, done <-chan error, d time.Duration, never string) {
	t.Helper()
	select {
	case err := <-done:
		t.Fatalf("the daemon stopped: %v", err)
	case <-ctx.Done():
		t.Fatal(never)
	case <-time.After(d):
	}
}

// landChallenged lands r signed by all four operators and opens a challenge
// of it from the challenger's account.
func landChallenged(ctx context.Context, t *testing.T, e *labchain.Env, r labchain.Request) bisection.ChainChallenge {
	t.Helper()
	l, err := e.Land(ctx, r, []int{0, 1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}
