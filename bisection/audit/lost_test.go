package audit

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// lockedBuffer is a log sink written by a daemon and read by its test.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// The challenger daemon loses a challenge (its node is away while its clock
// runs out, and the lying defender claims the timeout): it logs the loss and
// goes on, and disputes the next wrong result to its resolution.
func TestChallengerRunOutlivesLostChallenge(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	reqs := []Request{{Prompt: []int{1, 14}, N: 2}, {Prompt: []int{1, 15}, N: 2}}
	known := Known{}
	var lies []bisection.TraceProvider
	var shapes []bisection.Shape
	var roots []inference.Hash
	for _, req := range reqs {
		known.Add(req)
		tr, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{})
		if err != nil {
			t.Fatal(err)
		}
		lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{2, 72, 3})
		root, err := bisection.RootOf(ctx, lie)
		if err != nil {
			t.Fatal(err)
		}
		lies, shapes, roots = append(lies, lie), append(shapes, tr), append(roots, root)
	}
	land := func(i int) {
		t.Helper()
		res, err := eng.Generate(ctx, reqs[i].Prompt, reqs[i].N, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := e.Land(ctx, labchain.Request{Prompt: reqs[i].Prompt, N: reqs[i].N, Root: roots[i], Tokens: res.Tokens}, []int{0, 1, 2}); err != nil {
			t.Fatal(err)
		}
	}
	land(0)
	node := &cutNode{Client: e.Client}
	logs, joined := &lockedBuffer{}, make(chan struct{})
	c := NewChallenger(Config{
		Backend: node, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: senderVia(e, node, e.Challenger), Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond, Backoff: Backoff{Min: 5 * time.Millisecond, Max: 20 * time.Millisecond},
		Log: slog.New(slog.NewTextHandler(logs, nil)),
		// the chain's clock moves only once the liars defended
		Advance: func(d time.Duration) error {
			<-joined
			return e.Advance(d)
		},
		Policy: Policy{SampleRate: 1},
	})
	stop, done := runDaemon(ctx, c.Run, 5*time.Millisecond)
	input := inference.InputHash(reqs[0].Prompt, reqs[0].N)
	var ch bisection.ChainChallenge
	for ch.ID == 0 {
		id, err := bisection.LatestChallenge(ctx, e.Client, e.Game, e.Consumer, input)
		if err != nil {
			t.Fatal(err)
		}
		// Cut only once the daemon has the open's receipt: cut while it
		// waits for it, the daemon would try the open again once back, see
		// its challenge decided and open another instead of noticing the
		// loss.
		if id > 0 && strings.Contains(logs.String(), "challenge opened") {
			ch = bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: id}
			node.down.Store(true) // before anyone defends: the challenger cannot answer
			break
		}
		tick(ctx, t, done, 2*time.Millisecond, "the first wrong result was never challenged")
	}
	// The liars defend, move, let the challenger's clock run out and claim it.
	g, _, err := e.Defend(ctx, ch, &e.Operators[0].Account)
	if err != nil {
		t.Fatal(err)
	}
	close(joined)
	liar := &bisection.ChainPlayer{Game: g, Side: bisection.Defender, Trace: lies[0], Shape: shapes[0], Sender: e.Operators[0].Sender}
	if r, err := bisection.PlayRound(ctx, []*bisection.ChainPlayer{liar}); err != nil || len(r.Moves) != 1 {
		t.Fatalf("the liar's first move: %+v %v", r, err)
	}
	if err := e.Advance(time.Hour + time.Minute); err != nil {
		t.Fatal(err)
	}
	if r, err := bisection.PlayRound(ctx, []*bisection.ChainPlayer{liar}); err != nil || len(r.Over) != 1 {
		t.Fatalf("the liar's timeout claim: %+v %v", r, err)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("the first challenge: %v %v, want failed", st, err)
	}
	node.down.Store(false)
	for !strings.Contains(logs.String(), "challenge lost") {
		select {
		case err := <-done:
			t.Fatalf("the daemon stopped on its lost challenge: %v", err)
		case <-ctx.Done():
			t.Fatal("the daemon never noticed its lost challenge")
		case <-time.After(5 * time.Millisecond):
		}
	}
	// The next wrong result: nobody defends it, and the daemon resolves it.
	land(1)
	second := inference.InputHash(reqs[1].Prompt, reqs[1].N)
	for valid := true; valid; {
		if valid, err = e.IsValid(ctx, second); err != nil {
			t.Fatal(err)
		}
		tick(ctx, t, done, 5*time.Millisecond, "the second wrong result was never invalidated")
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
	if valid, _ := e.IsValid(ctx, input); !valid {
		t.Error("the first result, defended by a won timeout, is invalid")
	}
}

// The defender daemon loses a game (its node is away while its clock runs
// out, and the lying challenger claims the timeout): it logs the loss and
// goes on, and wins its defence of the liar's next challenge.
func TestDefenderRunOutlivesLostGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	reqs := []Request{{Prompt: []int{1, 16}, N: 2}, {Prompt: []int{1, 17}, N: 2}}
	known := Known{}
	var (
		landed []*labchain.Landed
		lies   []bisection.TraceProvider
		shapes []bisection.Shape
	)
	for _, req := range reqs {
		known.Add(req)
		tr, res := engineResult(ctx, t, eng, req)
		l, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, []int{0, 1, 2, 3})
		if err != nil {
			t.Fatal(err)
		}
		landed = append(landed, l)
		lies, shapes = append(lies, bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{1, 8})), append(shapes, tr)
	}
	node := &cutNode{Client: e.Client}
	logs := &lockedBuffer{}
	d := &Defender{
		Backend: node, Consumer: e.Consumer, Game: e.Game, Sender: senderVia(e, node, &e.Operators[3].Account),
		Engine: eng, Prompts: known, Backoff: Backoff{Min: 5 * time.Millisecond, Max: 20 * time.Millisecond},
		Log: slog.New(slog.NewTextHandler(logs, nil)),
	}
	stop, done := runDaemon(ctx, d.Run, 5*time.Millisecond)
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		for !ok() {
			select {
			case err := <-done:
				t.Fatalf("the daemon stopped: %v", err)
			case <-ctx.Done():
				t.Fatalf("never: %s\n%s", what, logs.String())
			case <-time.After(2 * time.Millisecond):
			}
		}
	}
	first, _, err := e.Open(ctx, landed[0])
	if err != nil {
		t.Fatal(err)
	}
	var game bisection.ChainGame
	waitFor("the first challenge defended", func() bool {
		rec, err := first.Read(ctx)
		if err != nil || len(rec.Games) == 0 {
			return false
		}
		node.down.Store(true) // the defender's node goes away
		game = first.Game(rec.Games[0])
		return true
	})
	// a move the daemon sent just before the cut is mined now, so that the
	// liar moves before the clock jumps
	time.Sleep(20 * time.Millisecond)
	if err := e.Advance(time.Second); err != nil {
		t.Fatal(err)
	}
	liar := &bisection.ChainPlayer{Game: game, Side: bisection.Challenger, Trace: lies[0], Shape: shapes[0], Sender: e.Challenger.Sender}
	if _, err := bisection.PlayRound(ctx, []*bisection.ChainPlayer{liar}); err != nil {
		t.Fatal(err)
	}
	if err := e.Advance(time.Hour + time.Minute); err != nil {
		t.Fatal(err)
	}
	if r, err := bisection.PlayRound(ctx, []*bisection.ChainPlayer{liar}); err != nil || len(r.Over) != 1 {
		t.Fatalf("the liar's timeout claim: %+v %v", r, err)
	}
	if g, _, err := game.Read(ctx); err != nil || g.Outcome == nil || g.Outcome.Winner != bisection.Challenger || g.Outcome.Reason != bisection.ByTimeout {
		t.Fatalf("the first game: %+v %v, want the challenger's by timeout", g.Outcome, err)
	}
	node.down.Store(false)
	waitFor("the lost game logged", func() bool { return strings.Contains(logs.String(), "defence lost") })

	second, _, err := e.Open(ctx, landed[1])
	if err != nil {
		t.Fatal(err)
	}
	liarDone := make(chan error, 1)
	go func() { liarDone <- playChallenger(ctx, second, lies[1], shapes[1], e.Challenger.Sender) }()
	waitFor("the second challenge failed", func() bool {
		st, err := second.State(ctx)
		return err == nil && st == bisection.ChallengeFailed
	})
	if err := <-liarDone; err != nil {
		t.Fatalf("lying challenger: %v", err)
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
	t.Log(logs.String())
}

// A challenge whose request cannot be looked up (the router is down) is
// tried again while it can still be joined, and no longer once its join
// window closed.
func TestDefenderRunStopsRetryingPastJoinWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, err := labchain.Start(ctx, labchain.Options{JoinWindow: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ch := landChallenged(ctx, t, e, labchain.Request{Prompt: []int{1, 2}, N: 2, Root: inference.Hash{1}, Tokens: []int{3, 4}})
	prompts, lookups := downPrompts()
	d := &Defender{
		Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[3].Sender,
		Engine: &inference.Engine{}, Prompts: prompts, Backoff: Backoff{Min: time.Millisecond, Max: 2 * time.Millisecond},
	}
	stop, done := runDaemon(ctx, d.Run, time.Millisecond)
	defer stop()
	for lookups() < 3 {
		tick(ctx, t, done, time.Millisecond, "the look-up was not retried")
	}
	if err := e.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	checkNoMoreLookups(t, lookups, "the join window closed")
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
}

// A result whose request cannot be looked up (the router is down) is tried
// again while it can still be challenged, and no longer once its challenge
// window closed.
func TestChallengerRunStopsRetryingPastChallengeWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, err := labchain.Start(ctx, labchain.Options{Window: shortWindow, ReferenceWindow: shortReferenceWindow})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if _, err := e.Land(ctx, labchain.Request{Prompt: []int{1, 2}, N: 2, Root: inference.Hash{1}, Tokens: []int{3, 4}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	prompts, lookups := downPrompts()
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: &inference.Engine{}, Prompts: prompts, Bond: e.Opts.Bond,
		Backoff: Backoff{Min: time.Millisecond, Max: 2 * time.Millisecond},
		Policy:  Policy{SampleRate: 1},
	})
	stop, done := runDaemon(ctx, c.Run, time.Millisecond)
	defer stop()
	for lookups() < 3 {
		tick(ctx, t, done, time.Millisecond, "the look-up was not retried")
	}
	for range shortWindow + 1 {
		if err := e.Advance(time.Second); err != nil {
			t.Fatal(err)
		}
	}
	checkNoMoreLookups(t, lookups, "the challenge window closed")
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
}

// A won challenge the daemon cannot resolve (here its registry address is
// misconfigured, so the quorum signature cannot be re-checked) is retried
// until the game's resolve window passed, and then expired: the bonds come
// back, nothing is invalidated or slashed, and the daemon goes on.
func TestChallengerRunExpiresUnresolvableChallenge(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req := Request{Prompt: []int{1, 19}, N: 2}
	e, eng, _ := landWrong(ctx, t, req)
	known := Known{}
	known.Add(req)
	logs := &lockedBuffer{}
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Game, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: known, Bond: e.Opts.Bond, Advance: e.Advance,
		Backoff: Backoff{Min: time.Millisecond, Max: 5 * time.Millisecond}, Log: slog.New(slog.NewTextHandler(logs, nil)),
		Policy: Policy{SampleRate: 1},
	})
	stop, done := runDaemon(ctx, c.Run, time.Millisecond)
	defer stop()
	input := inference.InputHash(req.Prompt, req.N)
	ch := bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: 1}
	waitState := func(want bisection.ChallengeState) {
		t.Helper()
		for {
			if st, err := ch.State(ctx); err == nil && st == want {
				return
			}
			select {
			case err := <-done:
				t.Fatalf("the daemon stopped: %v", err)
			case <-ctx.Done():
				t.Fatalf("the challenge never %v:\n%s", want, logs.String())
			case <-time.After(2 * time.Millisecond):
			}
		}
	}
	waitState(bisection.Succeeded)
	for !strings.Contains(logs.String(), "resolve failed") {
		select {
		case err := <-done:
			t.Fatalf("the daemon stopped: %v", err)
		case <-ctx.Done():
			t.Fatalf("no failed resolve:\n%s", logs.String())
		case <-time.After(2 * time.Millisecond):
		}
	}
	if st, _ := ch.State(ctx); st != bisection.Succeeded {
		t.Fatalf("expired before the resolve window passed: %v", st)
	}
	if err := e.Advance(7*24*time.Hour + time.Minute); err != nil {
		t.Fatal(err)
	}
	waitState(bisection.Expired)
	stop()
	if err := <-done; err != nil {
		t.Errorf("daemon: %v", err)
	}
	if got, _ := e.Credit(ctx, e.Challenger.Address()); got.Cmp(e.Opts.Bond) != 0 {
		t.Errorf("challenger credit %s, want its bond %s back", got, e.Opts.Bond)
	}
	if valid, _ := e.IsValid(ctx, input); !valid {
		t.Error("an expired challenge invalidated the result")
	}
	checkHalved(ctx, t, e, 0)
}
