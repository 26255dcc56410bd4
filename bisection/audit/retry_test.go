package audit

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

func TestBackoffDelay(t *testing.T) {
	for _, c := range []struct {
		name     string
		b        Backoff
		failures int
		want     time.Duration
	}{
		{"defaults, first", Backoff{}, 1, time.Second},
		{"defaults, third", Backoff{}, 3, 4 * time.Second},
		{"defaults, capped", Backoff{}, 6, 30 * time.Second},
		{"defaults, long outage", Backoff{}, 1000, 30 * time.Second},
		{"set, first", Backoff{Min: 10 * time.Millisecond, Max: time.Second}, 1, 10 * time.Millisecond},
		{"set, fourth", Backoff{Min: 10 * time.Millisecond, Max: time.Second}, 4, 80 * time.Millisecond},
		{"set, capped", Backoff{Min: 10 * time.Millisecond, Max: time.Second}, 8, time.Second},
		{"max below min", Backoff{Min: time.Second, Max: time.Millisecond}, 5, time.Second},
	} {
		if got := c.b.Delay(c.failures); got != c.want {
			t.Errorf("%s: Delay(%d) = %v, want %v", c.name, c.failures, got, c.want)
		}
	}
}

// errCut is what a call through a cut connection fails with.
var errCut = errors.New("dial tcp 127.0.0.1:8545: connect: connection refused")

// cutNode is a lab chain's client behind a connection the test can cut:
// while it is down every call a daemon makes fails before it reaches the
// node, as with a node that went away; chainID, if set, is the chain id it
// reports (a node that came back serving another chain).
type cutNode struct {
	simulated.Client
	down     atomic.Bool
	failures atomic.Int64 // calls refused while down
	chainID  atomic.Pointer[big.Int]
}

func (n *cutNode) cut() error {
	if n.down.Load() {
		n.failures.Add(1)
		return errCut
	}
	return nil
}

func (n *cutNode) CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.CallContract(ctx, call, block)
}

func (n *cutNode) HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.HeaderByNumber(ctx, number)
}

func (n *cutNode) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.FilterLogs(ctx, q)
}

func (n *cutNode) TransactionByHash(ctx context.Context, h common.Hash) (*types.Transaction, bool, error) {
	if err := n.cut(); err != nil {
		return nil, false, err
	}
	return n.Client.TransactionByHash(ctx, h)
}

func (n *cutNode) BlockNumber(ctx context.Context) (uint64, error) {
	if err := n.cut(); err != nil {
		return 0, err
	}
	return n.Client.BlockNumber(ctx)
}

func (n *cutNode) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	if err := n.cut(); err != nil {
		return 0, err
	}
	return n.Client.PendingNonceAt(ctx, a)
}

func (n *cutNode) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.SuggestGasTipCap(ctx)
}

func (n *cutNode) EstimateGas(ctx context.Context, call ethereum.CallMsg) (uint64, error) {
	if err := n.cut(); err != nil {
		return 0, err
	}
	return n.Client.EstimateGas(ctx, call)
}

func (n *cutNode) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if err := n.cut(); err != nil {
		return err
	}
	return n.Client.SendTransaction(ctx, tx)
}

func (n *cutNode) TransactionReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.TransactionReceipt(ctx, h)
}

func (n *cutNode) ChainID(ctx context.Context) (*big.Int, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	if id := n.chainID.Load(); id != nil {
		return id, nil
	}
	return n.Client.ChainID(ctx)
}

func (n *cutNode) CodeAt(ctx context.Context, a common.Address, block *big.Int) ([]byte, error) {
	if err := n.cut(); err != nil {
		return nil, err
	}
	return n.Client.CodeAt(ctx, a, block)
}

// senderVia is a lab account's sender whose calls go through node.
func senderVia(e *labchain.Env, node *cutNode, a *labchain.Account) bisection.Sender {
	return txmgr.New(txmgr.Config{Backend: node, Key: a.Key, ChainID: e.ChainID, Mine: e.Commit})
}

// outage cuts node for d once game has made `after` moves, and longer if
// need be, until the daemon has had three calls refused (a loaded machine may
// not run it for a while); it reports when the connection is back.
func outage(ctx context.Context, node *cutNode, game func() (bisection.ChainGame, bool), after int, d time.Duration) <-chan struct{} {
	back := make(chan struct{})
	go func() {
		defer close(back)
		for ctx.Err() == nil {
			if g, ok := game(); ok {
				if st, _, err := g.Read(ctx); err == nil && st.Moves >= after {
					break
				}
			}
			time.Sleep(2 * time.Millisecond)
		}
		node.down.Store(true)
		time.Sleep(d)
		for node.failures.Load() < 3 && ctx.Err() == nil {
			time.Sleep(time.Millisecond)
		}
		node.down.Store(false)
	}()
	return back
}

// Three of four operators land a wrong result and defend it; the node the
// challenger daemon talks to goes away in the middle of the game and comes
// back. The daemon keeps running through the outage (it retries with
// backoff instead of returning), finishes the game, resolves, and the three
// liars are slashed.
func TestChallengerRunOutlivesNodeOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	req := Request{Prompt: []int{1, 5}, N: 2}
	input := inference.InputHash(req.Prompt, req.N)
	tr, res := engineResult(ctx, t, eng, req)
	lie := landLie(ctx, t, e, tr, req, res.Tokens, 2, 72, 3)
	// The liars defend once the challenge is open, and play to the end.
	var game atomic.Pointer[bisection.ChainGame]
	joined := make(chan struct{})
	liarDone := defendLie(ctx, e, input, &e.Operators[0].Account, lie, tr, func(g bisection.ChainGame, err error) {
		close(joined)
		if err == nil {
			game.Store(&g)
		}
	})
	node := &cutNode{Client: e.Client}
	known := Known{}
	known.Add(req)
	c := NewChallenger(Config{
		Backend: node, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: senderVia(e, node, e.Challenger), Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond, Backoff: Backoff{Min: 5 * time.Millisecond, Max: 40 * time.Millisecond},
		Advance: func(d time.Duration) error {
			<-joined
			time.Sleep(2 * time.Millisecond)
			return e.Advance(min(d, time.Second))
		},
		Policy: Policy{SampleRate: 1},
	})
	back := outage(ctx, node, func() (bisection.ChainGame, bool) {
		g := game.Load()
		if g == nil {
			return bisection.ChainGame{}, false
		}
		return *g, true
	}, 3, 300*time.Millisecond)
	stop, done := runDaemon(ctx, c.Run, 5*time.Millisecond)
	// resolve invalidates the result and records the loss; the slash pages follow
	for settled := false; !settled; {
		valid, err := e.IsValid(ctx, input)
		if err != nil {
			t.Fatal(err)
		}
		last, err := e.StakeOf(ctx, e.Operators[2].Address())
		if err != nil {
			t.Fatal(err)
		}
		settled = !valid && last.Cmp(labchain.Stake) < 0
		tick(ctx, t, done, 5*time.Millisecond, "the wrong result was never invalidated and slashed")
	}
	<-back
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying defender: %v", err)
	}
	if node.failures.Load() == 0 {
		t.Fatal("the daemon made no call during the outage: the test proved nothing")
	}
	t.Logf("%d calls refused during the outage", node.failures.Load())
	checkHalved(ctx, t, e, 3)
}

// A liar challenges a correct result and plays its challenge; the node the
// honest defender daemon talks to goes away mid-game and comes back. The
// daemon keeps running through the outage, wins its game, and nobody is
// slashed.
func TestDefenderRunOutlivesNodeOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	req := Request{Prompt: []int{1, 12}, N: 2}
	tr, res := engineResult(ctx, t, eng, req)
	ch := landChallenged(ctx, t, e, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens})
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{1, 8})
	liarDone := make(chan error, 1)
	go func() { liarDone <- playChallenger(ctx, ch, lie, tr, e.Challenger.Sender) }()

	node := &cutNode{Client: e.Client}
	known := Known{}
	known.Add(req)
	d := &Defender{
		Backend: node, Consumer: e.Consumer, Game: e.Game, Sender: senderVia(e, node, &e.Operators[3].Account),
		Engine: eng, Prompts: known, Backoff: Backoff{Min: 5 * time.Millisecond, Max: 40 * time.Millisecond},
	}
	back := outage(ctx, node, func() (bisection.ChainGame, bool) {
		rec, err := ch.Read(ctx)
		if err != nil || len(rec.Games) == 0 {
			return bisection.ChainGame{}, false
		}
		return ch.Game(rec.Games[0]), true
	}, 3, 300*time.Millisecond)
	stop, done := runDaemon(ctx, d.Run, 5*time.Millisecond)
	for {
		st, err := ch.State(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if st == bisection.ChallengeFailed {
			break
		}
		if st == bisection.Succeeded || st == bisection.Resolved {
			t.Fatalf("the challenge of the correct result %v", st)
		}
		tick(ctx, t, done, 5*time.Millisecond, "the challenge never failed")
	}
	<-back
	if err := <-liarDone; err != nil {
		t.Fatalf("lying challenger: %v", err)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
	if node.failures.Load() == 0 {
		t.Fatal("the daemon made no call during the outage: the test proved nothing")
	}
	t.Logf("%d calls refused during the outage", node.failures.Load())
	for i, o := range e.Operators {
		if s, _ := e.StakeOf(ctx, o.Address()); s.Cmp(labchain.Stake) != 0 {
			t.Errorf("operator %d slashed: stake %s", i, s)
		}
	}
	want := new(big.Int).Add(e.Opts.Bond, e.Opts.DefenderBond)
	if got, _ := e.Credit(ctx, e.Operators[3].Address()); got.Cmp(want) != 0 {
		t.Errorf("honest defender credit %s, want %s", got, want)
	}
}

// What a restart cannot fix ends both daemons at once, with an error that
// names it: a node serving another chain (at the start, or after it went
// away and came back), an address without code, settings that contradict
// the chain's.
func TestRunExitsOnPermanentErrors(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, err := labchain.Start(ctx, labchain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	eng := &inference.Engine{}
	nowhere := e.Bystander.Address() // an account: no code
	for _, c := range []struct {
		name    string
		prep    func(n *cutNode, c *Config, d *Defender)
		swap    bool // the node goes away after the start and comes back on chain 999
		want    error
		message string
	}{
		{"no game code", func(_ *cutNode, c *Config, d *Defender) { c.Game, d.Game = nowhere, nowhere }, false, ErrNoContract, "dispute game"},
		{"no consumer code", func(_ *cutNode, c *Config, d *Defender) { c.Consumer, d.Consumer = nowhere, nowhere }, false, ErrNoContract, "consumer"},
		{"another chain", func(n *cutNode, _ *Config, _ *Defender) { n.chainID.Store(big.NewInt(999)) }, false, ErrWrongChain, "chain id is 999"},
		{"another chain after an outage", nil, true, ErrWrongChain, "chain id is 999"},
		{"missing sender", func(_ *cutNode, c *Config, d *Defender) { c.Sender, d.Sender = nil, nil }, false, ErrBadConfig, "sender"},
	} {
		for _, side := range []string{"challenger", "defender"} {
			t.Run(c.name+"/"+side, func(t *testing.T) {
				node := &cutNode{Client: e.Client}
				cfg := Config{
					Backend: node, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: senderVia(e, node, e.Challenger),
					Engine: eng, Prompts: Known{}, Bond: e.Opts.Bond, Backoff: Backoff{Min: time.Millisecond, Max: 5 * time.Millisecond},
					Policy: Policy{SampleRate: 1},
				}
				de := &Defender{
					Backend: node, Consumer: e.Consumer, Game: e.Game, Sender: senderVia(e, node, &e.Operators[0].Account),
					Engine: eng, Prompts: Known{}, Backoff: Backoff{Min: time.Millisecond, Max: 5 * time.Millisecond},
				}
				if c.prep != nil {
					c.prep(node, &cfg, de)
				}
				ch := NewChallenger(cfg)
				done := make(chan error, 1)
				go func() {
					if side == "challenger" {
						done <- ch.Run(ctx, 0, time.Millisecond)
					} else {
						done <- de.Run(ctx, 0, time.Millisecond)
					}
				}()
				if c.swap {
					// running fine for a while first
					select {
					case err := <-done:
						t.Fatalf("the daemon stopped before the outage: %v", err)
					case <-time.After(50 * time.Millisecond):
					}
					node.chainID.Store(big.NewInt(999))
					node.down.Store(true)
					for node.failures.Load() == 0 && ctx.Err() == nil {
						time.Sleep(time.Millisecond)
					}
					node.down.Store(false)
				}
				select {
				case err := <-done:
					if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.message) {
						t.Errorf("Run: %v, want %v mentioning %q", err, c.want, c.message)
					}
				case <-time.After(10 * time.Second):
					t.Fatal("the daemon is still running")
				}
			})
		}
	}
	// A bond other than the contract's would have every opening refused.
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: Known{}, Bond: big.NewInt(1),
		Policy: Policy{SampleRate: 1},
	})
	if err := c.Run(ctx, 0, time.Millisecond); !errors.Is(err, ErrBadConfig) || !strings.Contains(err.Error(), "bond") {
		t.Errorf("challenger with a wrong bond: %v, want %v", err, ErrBadConfig)
	}
}
