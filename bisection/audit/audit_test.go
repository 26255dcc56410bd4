package audit

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
)

// Three of four operators land a wrong stories260K result (their trace
// departs from the engine's inside the classifier of the last step); the
// challenger audits the consumer's Updated events, recomputes with the
// native engine, challenges, beats the lying operators' defence and, once
// the join window closed, resolves: the result is invalid and exactly the
// three signers are slashed. The honest fourth operator's defender stays
// out of it.
func TestChallengerCatchesLyingQuorum(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	req := Request{Prompt: []int{1, 7}, N: 2}
	tr, res := engineResult(ctx, t, eng, req)
	lie := landLie(ctx, t, e, tr, req, res.Tokens, 2, 72, 3)
	known := Known{}
	known.Add(req)
	input := inference.InputHash(req.Prompt, req.N)

	// The lying operators defend their root once it is challenged.
	joined := make(chan struct{})
	liarDone := defendLie(ctx, e, input, &e.Operators[0].Account, lie, tr, func(bisection.ChainGame, error) { close(joined) })

	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond,
		// The chain's clock moves a second at a time, and only once the
		// liars joined, so the join window closes after their defence and
		// their clock never runs out while they compute.
		Advance: func(d time.Duration) error {
			<-joined
			time.Sleep(2 * time.Millisecond)
			return e.Advance(min(d, time.Second))
		},
		Policy: Policy{SampleRate: 1},
	})
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying defender: %v", err)
	}
	if len(findings) != 1 {
		t.Fatalf("%d findings, want 1", len(findings))
	}
	f := findings[0]
	if f.Correct || !f.Resolved || f.Outcome == nil || f.Outcome.Winner != bisection.Challenger || f.Outcome.Reason != bisection.ByStep {
		t.Fatalf("finding %+v outcome %+v", f, f.Outcome)
	}
	if valid, _ := e.IsValid(ctx, input); valid {
		t.Error("the wrong result is still valid")
	}
	checkHalved(ctx, t, e, 3)

	// The honest operator would not have defended it.
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[3].Sender, Engine: eng, Prompts: known}
	def, err := d.Defend(ctx, f.ChallengeID)
	if err != nil || def.Defended {
		t.Errorf("honest defender on a resolved challenge: %+v, %v", def, err)
	}
}

// Three of four operators land a "result" for a request the engine refuses
// (a prompt token outside stories260K's 512-word vocabulary): there is no
// trace to bisect, so the challenge succeeds at opening without a game and
// is resolved at once — the result is invalid and its signers slashed —
// while an honest defender stays out.
func TestChallengerDisputesRefusedRequest(t *testing.T) {
	if testing.Short() {
		t.Skip("an in-process chain with the engine deployed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: time.Hour})
	defer e.Close()
	req := Request{Prompt: []int{1, 600}, N: 2}
	if err := inference.CheckRequest(e.Model.Config, req.Prompt, req.N); !errors.Is(err, inference.ErrTokenOutOfRange) {
		t.Fatalf("request check: %v", err)
	}
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: bisection.Hash{7}, Tokens: []int{3, 4}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	known := Known{}
	known.Add(req)
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll: 5 * time.Millisecond,
		// never needed: the join window (an hour) is not waited for
		Advance: func(time.Duration) error { return errors.New("time advanced") },
		Policy:  Policy{SampleRate: 1},
	})
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if len(findings) != 1 {
		t.Fatalf("%d findings, want 1", len(findings))
	}
	f := findings[0]
	if !f.Refused || f.Correct || !f.Resolved || len(f.Games) != 0 {
		t.Fatalf("finding %+v", f)
	}
	if valid, _ := e.IsValid(ctx, inference.InputHash(req.Prompt, req.N)); valid {
		t.Error("the result of a refused request is still valid")
	}
	checkHalved(ctx, t, e, 3)
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: e.Operators[3].Sender, Engine: eng, Prompts: known}
	def, err := d.Defend(ctx, f.ChallengeID)
	if err != nil || def.Defended {
		t.Errorf("honest defender on a refused request's challenge: %+v, %v", def, err)
	}
}

// A correct result is audited and left alone; an unknown request is
// skipped; a sample rate of 0 audits nothing.
func TestChallengerLeavesCorrectResults(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx := context.Background()
	e, eng := startEngineChain(ctx, t, labchain.Options{})
	defer e.Close()
	req := Request{Prompt: []int{1}, N: 3}
	res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, []int{0, 1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	head, _ := e.Client.BlockNumber(ctx)
	known := Known{}
	known.Add(req)
	// A router that accepted the request, and one that never saw it.
	withTask, empty := serveRouter(t), serveRouter(t)
	submitTask(t, withTask, req)
	for _, c := range []struct {
		rate    float64
		prompts Prompts
		want    Finding
	}{
		{1, known, Finding{Sampled: true, Known: true, Correct: true}},
		{1, Known{}, Finding{Sampled: true}},
		{1, Router{BaseURL: withTask}, Finding{Sampled: true, Known: true, Correct: true}},
		{1, Router{BaseURL: empty}, Finding{Sampled: true}},
		{0, known, Finding{}},
	} {
		ch := NewChallenger(Config{Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender, Engine: eng, Prompts: c.prompts, Policy: Policy{SampleRate: c.rate}})
		fs, err := ch.Scan(ctx, 0, head)
		if err != nil || len(fs) != 1 {
			t.Fatalf("rate %v: %d findings, %v", c.rate, len(fs), err)
		}
		f := fs[0]
		if f.Sampled != c.want.Sampled || f.Known != c.want.Known || f.Correct != c.want.Correct || f.ChallengeID != 0 {
			t.Errorf("rate %v: %+v, want %+v", c.rate, f, c.want)
		}
	}
	_ = errors.New
}

// A wrong result found only after its challenge window closed cannot be
// challenged any more: the challenger logs it and goes on to the results
// after it instead of stopping (a daemon started from an old block would
// otherwise never get past it).
func TestChallengerSkipsWrongResultPastItsWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx := context.Background()
	e, eng := startEngineChain(ctx, t, labchain.Options{Window: shortWindow, ReferenceWindow: shortReferenceWindow})
	defer e.Close()
	wrong, right := Request{Prompt: []int{1}, N: 2}, Request{Prompt: []int{1, 5}, N: 2}
	known := Known{}
	for i, req := range []Request{wrong, right} {
		res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
		if err != nil {
			t.Fatal(err)
		}
		root := res.Root
		if i == 0 {
			root[0] ^= 1 // the quorum lands a root the engine does not compute
			if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2}); err != nil {
				t.Fatal(err)
			}
			for range shortWindow + 2 { // past the window
				if err := e.Advance(time.Second); err != nil {
					t.Fatal(err)
				}
			}
		} else if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2, 3}); err != nil {
			t.Fatal(err)
		}
		known.Add(req)
	}
	head, _ := e.Client.BlockNumber(ctx)
	c := NewChallenger(Config{Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: known, Bond: e.Opts.Bond, Policy: Policy{SampleRate: 1}})
	fs, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatalf("scan stopped at the unchallengeable result: %v", err)
	}
	if len(fs) != 2 {
		t.Fatalf("%d findings, want 2", len(fs))
	}
	if f := fs[0]; !f.Known || f.Correct || !f.Unchallengeable || f.ChallengeID != 0 {
		t.Errorf("wrong result past its window: %+v", f)
	}
	if f := fs[1]; !f.Known || !f.Correct || f.Unchallengeable {
		t.Errorf("correct result after it: %+v", f)
	}
	if valid, _ := e.IsValid(ctx, inference.InputHash(wrong.Prompt, wrong.N)); !valid {
		t.Error("a result past its window was invalidated")
	}
}

// Two wrong results land back to back and an accomplice of the signers
// defends the first one's challenge and stalls to the end of its clock. The
// challenger opens the second challenge before playing the first: played
// one after the other, the second result's challenge window (68 blocks
// here, each wait of the game mining as many; 1000 by default against a
// 24 h clock) would close while the first game runs, and that wrong result
// would stand.
func TestChallengerOpensEveryWrongResultBeforePlaying(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Window: shortWindow, ReferenceWindow: shortReferenceWindow, Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	reqs := []Request{{Prompt: []int{1}, N: 2}, {Prompt: []int{1, 5}, N: 2}}
	known := Known{}
	for _, req := range reqs {
		res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
		if err != nil {
			t.Fatal(err)
		}
		root := res.Root
		root[0] ^= 1 // a root the engine does not compute
		if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2}); err != nil {
			t.Fatal(err)
		}
		known.Add(req)
	}
	first := inference.InputHash(reqs[0].Prompt, reqs[0].N)

	// The accomplice defends the first challenge and never moves.
	joined, accomplice := make(chan struct{}), make(chan error, 1)
	go func() {
		defer close(joined)
		for ctx.Err() == nil {
			id, err := bisection.LatestChallenge(ctx, e.Client, e.Game, e.Consumer, first)
			if err != nil {
				accomplice <- err
				return
			}
			if id > 0 {
				_, _, err := e.Defend(ctx, bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: id}, &e.Operators[0].Account)
				accomplice <- err
				return
			}
			time.Sleep(2 * time.Millisecond)
		}
		accomplice <- ctx.Err()
	}()
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: known, Bond: e.Opts.Bond, Poll: 5 * time.Millisecond,
		Advance: func(d time.Duration) error {
			<-joined // time moves only once the accomplice is in
			// a wait of the game outlasts a challenge window
			for range shortWindow {
				if err := e.Advance(time.Second); err != nil {
					return err
				}
			}
			return e.Advance(d)
		},
		Policy: Policy{SampleRate: 1},
	})
	head, _ := e.Client.BlockNumber(ctx)
	fs, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-accomplice; err != nil {
		t.Fatalf("accomplice: %v", err)
	}
	if len(fs) != 2 {
		t.Fatalf("%d findings, want 2", len(fs))
	}
	for i, f := range fs {
		if f.Correct || f.ChallengeID == 0 || !f.Resolved || f.Unchallengeable {
			t.Errorf("wrong result %d: %+v", i, f)
		}
		if valid, _ := e.IsValid(ctx, inference.InputHash(reqs[i].Prompt, reqs[i].N)); valid {
			t.Errorf("wrong result %d is still valid", i)
		}
	}
	if o := fs[0].Outcome; len(fs[0].Games) != 1 || o == nil || o.Winner != bisection.Challenger || o.Reason != bisection.ByTimeout {
		t.Errorf("the stalled defence: games %d outcome %+v", len(fs[0].Games), o)
	}
}

// flaky fails its first `fails` look-ups, as a router that is briefly down.
type flaky struct {
	Prompts
	fails atomic.Int32
}

func (f *flaky) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	if f.fails.Add(-1) >= 0 {
		return Request{}, false, errors.New("router unreachable")
	}
	return f.Prompts.Lookup(ctx, input)
}

// The challenger daemon's look-up of a wrong result's request fails once:
// the daemon keeps running, audits the result on its next pass and, with
// nobody defending, resolves the challenge once the join window closed.
func TestChallengerRunRetriesFailedAudit(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req := Request{Prompt: []int{1, 3}, N: 2}
	e, eng, _ := landWrong(ctx, t, req)
	known := Known{}
	known.Add(req)
	prompts := &flaky{Prompts: known}
	prompts.fails.Store(1)
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: prompts, Bond: e.Opts.Bond, Advance: e.Advance,
		Policy: Policy{SampleRate: 1},
	})
	stop, done := runDaemon(ctx, c.Run, 5*time.Millisecond)
	input := inference.InputHash(req.Prompt, req.N)
	for {
		valid, err := e.IsValid(ctx, input)
		if err != nil {
			t.Fatal(err)
		}
		if !valid {
			break
		}
		tick(ctx, t, done, 5*time.Millisecond, "the wrong result was never invalidated")
	}
	stop()
	if err := <-done; err != nil && !errors.Is(err, context.Canceled) {
		t.Errorf("daemon: %v", err)
	}
}

// The challenger's account already opened a challenge on a wrong result (a
// daemon restarted from an older block): the audit plays that challenge on
// and resolves it instead of opening another and leaving the first one's
// games to time out.
func TestChallengerResumesItsOwnChallenge(t *testing.T) {
	if testing.Short() {
		t.Skip("in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req := Request{Prompt: []int{1, 6}, N: 2}
	e, eng, l := landWrong(ctx, t, req)
	before, _, err := e.Open(ctx, l) // from the challenger's account, by the daemon's previous run
	if err != nil {
		t.Fatal(err)
	}
	known := Known{}
	known.Add(req)
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: eng, Prompts: known, Bond: e.Opts.Bond, Advance: e.Advance,
		Policy: Policy{SampleRate: 1},
	})
	head, _ := e.Client.BlockNumber(ctx)
	fs, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 {
		t.Fatalf("%d findings, want 1", len(fs))
	}
	if f := fs[0]; f.ChallengeID != before.ID || !f.Resolved {
		t.Fatalf("finding %+v, want challenge %d resumed and resolved", f, before.ID)
	}
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &e.Game, Data: bisection.GameABI().PackChallengeCount()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := bisection.GameABI().UnpackChallengeCount(out); n == nil || n.Uint64() != 1 {
		t.Errorf("%v challenges opened, want 1", n)
	}
}

// landWrong starts an engine chain (join window two minutes) on which three
// of four operators land a root for req that the engine does not compute;
// the chain closes with the test.
func landWrong(ctx context.Context, t *testing.T, req Request) (*labchain.Env, *inference.Engine, *labchain.Landed) {
	t.Helper()
	e, err := labchain.Start(ctx, labchain.Options{Engine: true, JoinWindow: 2 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := eng.Generate(ctx, req.Prompt, req.N, nil)
	if err != nil {
		t.Fatal(err)
	}
	root := res.Root
	root[0] ^= 1
	l, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	return e, eng, l
}

// checkHalved checks that the first n operators lost half their stake (the
// lab's slash) and the others none.
func checkHalved(ctx context.Context, t *testing.T, e *labchain.Env, n int) {
	t.Helper()
	for i, o := range e.Operators {
		s, _ := e.StakeOf(ctx, o.Address())
		want := labchain.Stake
		if i < n {
			want = new(big.Int).Div(labchain.Stake, big.NewInt(2))
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}
}

// LandingOf decodes a verifyAndUpdateBatch transaction: the item of the
// asked input and index, its tokens from the batch's blob, and its batch
// proof, the same the batch's signers' tree gives; an input the batch does
// not carry is ErrNotALanding.
func TestLandingOfBatch(t *testing.T) {
	ctx := context.Background()
	e, err := labchain.Start(ctx, labchain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var reqs []labchain.Request
	for i := range 3 {
		reqs = append(reqs, labchain.Request{Prompt: []int{1, 9 + i}, N: 2 + i, Root: inference.Hash{byte(i + 1)}, Tokens: []int{7, 8, 9, 10}[:2+i]})
	}
	landed, err := e.LandBatch(ctx, reqs, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range landed {
		got, err := LandingOf(ctx, e.Client, e.Consumer, want.Tx, want.Transition.Input, want.Transition.Index)
		if err != nil {
			t.Fatal(err)
		}
		if got.Transition.Input != want.Transition.Input || got.Transition.NewValue != want.Transition.NewValue || got.Root != reqs[i].Root {
			t.Errorf("item %d: decoded %+v", i, got.Transition)
		}
		if !slices.EqualFunc(got.Tokens, BigInts(reqs[i].Tokens), func(a, b *big.Int) bool { return a.Cmp(b) == 0 }) {
			t.Errorf("item %d: tokens %v", i, got.Tokens)
		}
		if got.Batch.Count != 3 || got.Batch.Position != uint64(i) || !slices.Equal(got.Batch.Siblings, want.BatchSiblings) {
			t.Errorf("item %d: batch %+v, want position %d of 3 and %x", i, got.Batch, i, want.BatchSiblings)
		}
	}
	if _, err := LandingOf(ctx, e.Client, e.Consumer, landed[0].Tx, landed[1].Transition.Input, landed[0].Transition.Index); !errors.Is(err, ErrNotALanding) {
		t.Errorf("an item the batch does not carry: %v", err)
	}
	// Read as a landing on another consumer, the transaction is not sent to
	// it: its calls would be read from a trace, which this chain's node does
	// not serve (no debug API), so it is no landing here.
	if _, err := LandingOf(ctx, e.Client, e.Game, landed[0].Tx, landed[0].Transition.Input, landed[0].Transition.Index); !errors.Is(err, ErrNotALanding) {
		t.Errorf("a transaction to another contract without traces: %v", err)
	}
}

// The canonical root landed with a fabricated token, and an answer with one
// token too many: the daemon's challenge of each succeeds at open (the
// root's own chain shows the token it chose; a wrong count is wrong on its
// face), with no game, and resolves at once.
func TestChallengerWinsFabricatedTokensAtOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("an in-process chain with the engine deployed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: time.Hour})
	defer e.Close()
	known := Known{}
	fabricated := Request{Prompt: []int{1, 11}, N: 3}
	_, res := engineResult(ctx, t, eng, fabricated)
	fake := slices.Clone(res.Tokens)
	fake[2] = (fake[2] + 1) % e.Model.Config.Vocab
	counted := Request{Prompt: []int{1, 12}, N: 2}
	_, res2 := engineResult(ctx, t, eng, counted)
	for _, l := range []labchain.Request{
		{Prompt: fabricated.Prompt, N: fabricated.N, Root: res.Root, Tokens: fake},
		{Prompt: counted.Prompt, N: counted.N, Root: res2.Root, Tokens: append(slices.Clone(res2.Tokens), 5)},
	} {
		if _, err := e.Land(ctx, l, []int{0, 1, 2}); err != nil {
			t.Fatal(err)
		}
		known.Add(Request{Prompt: l.Prompt, N: l.N})
	}
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, Bond: e.Opts.Bond,
		Poll:    5 * time.Millisecond,
		Advance: func(time.Duration) error { return errors.New("time advanced") },
		Policy:  Policy{SampleRate: 1},
	})
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if len(findings) != 2 {
		t.Fatalf("%d findings, want 2", len(findings))
	}
	for _, f := range findings {
		if f.Correct || !f.Resolved || len(f.Games) != 0 {
			t.Fatalf("finding %+v: want resolved at open, no game", f)
		}
	}
	for _, r := range []Request{fabricated, counted} {
		if valid, _ := e.IsValid(ctx, inference.InputHash(r.Prompt, r.N)); valid {
			t.Errorf("the answer to %v is still valid", r.Prompt)
		}
	}
}
