package audit

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
)

// The shortest windows a lab chain's game takes: a reference block at most
// 4 blocks back (Land signs 2 back), so a challenge window of 68 blocks
// (the game requires deploy.MinChallengePeriod more): what a test that
// passes a result's window uses.
const (
	shortReferenceWindow = 4
	shortWindow          = shortReferenceWindow + deploy.MinChallengePeriod
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
			id, err := bisection.LatestChallenge(ctx, e.Client, e.Game, e.Consumer, input)
			if err != nil {
				done <- err
				return
			}
			if id > 0 {
				g, _, err := e.Defend(ctx, bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: id}, a)
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

// downPrompts is a prompt source whose every look-up fails (a router that is
// down), and the count of look-ups made of it.
func downPrompts() (*flaky, func() int64) {
	const down = 1 << 30
	prompts := &flaky{Prompts: Known{}}
	prompts.fails.Store(down)
	return prompts, func() int64 { return down - int64(prompts.fails.Load()) }
}

// checkNoMoreLookups fails the test if look-ups go on after the event that
// ends them (when: what happened), once a pass under way ended.
func checkNoMoreLookups(t *testing.T, lookups func() int64, when string) {
	t.Helper()
	time.Sleep(100 * time.Millisecond) // a pass under way ends
	before := lookups()
	time.Sleep(300 * time.Millisecond)
	if after := lookups(); after != before {
		t.Errorf("%d look-ups after %s", after-before, when)
	}
}

// runDaemon runs a daemon (its Run, from block 0, polling every poll) until
// stop is called; done gets what Run returned.
func runDaemon(ctx context.Context, run func(context.Context, uint64, time.Duration) error, poll time.Duration) (stop context.CancelFunc, done <-chan error) {
	runCtx, stop := context.WithCancel(ctx)
	ch := make(chan error, 1)
	go func() { ch <- run(runCtx, 0, poll) }()
	return stop, ch
}

// landLie lands for req, signed by operators 0–2, the correct tokens under
// the root of a lie about trace tr forged from the path from on (see
// bisection.Lie), and returns the lie.
func landLie(ctx context.Context, t *testing.T, e *labchain.Env, tr *bisection.EngineTrace, req Request, tokens []int, from ...int) bisection.TraceProvider {
	t.Helper()
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, from)
	root, _ := bisection.RootOf(ctx, lie)
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: tokens}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	return lie
}

// callGame is a view call to the lab chain's game.
func callGame(ctx context.Context, t *testing.T, e *labchain.Env, data []byte) []byte {
	t.Helper()
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Game, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
