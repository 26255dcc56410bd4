package dispute

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// A devnet with a faulty quorum (operators 0, 1, 2 of 4 sign tokens from
// position 1 on wrong): a prompt posted to the router lands the wrong
// answer; operator 0 defends it over a lying trace; the challenger wins the
// game by the one-step and resolves: the answer is invalid, the three
// liars' stake falls by the game's slash share, the honest operator keeps
// all of its own. Played twice: the devnet's challenger opening the
// challenge itself, and a wallet opening it and allowing the challenger to
// move for it (setMover), when the bonds are the wallet's.
func TestFaultyQuorumIsSlashed(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and plays a dispute game on it")
	}
	for _, opens := range []bool{true, false} {
		name := "challenger opens"
		if !opens {
			name = "wallet opens, challenger plays"
		}
		t.Run(name, func(t *testing.T) { faultyQuorum(t, opens) })
	}
}

// lyingQuorum starts a devnet whose operators 0–2 of 4 land wrong answers
// from the second token (and operator 0 defends them), with the services
// and ch, the devnet's challenger, told of them.
func lyingQuorum(ctx context.Context, t *testing.T, ch *Challenger) *devnet.Chain {
	t.Helper()
	// 1 s blocks keep the chain's clock on the wall clock (a block
	// advances it a second at least); a join window of seconds lets the
	// challenge resolve soon after the game.
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second, Game: deploy.GameConfig{JoinWindow: 8 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	fault, err := operator.ParseFault("wrong-from=1")
	if err != nil {
		c.Close()
		t.Fatal(err)
	}
	s := stack.New(stack.Options{Faults: map[int]operator.Fault{0: fault, 1: fault, 2: fault}})
	ch.Faulty, ch.Fault = []int{0, 1, 2}, fault.String()
	if err := c.StartServices(ctx, append(s.Services(), ch, &Liar{Operator: 0, Fault: fault})...); err != nil {
		c.Close()
		t.Fatal(err)
	}
	return c
}

func faultyQuorum(t *testing.T, opens bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	start := time.Now()
	c := lyingQuorum(ctx, t, &Challenger{Opens: opens, Assists: true})
	defer c.Close()
	faulty := []int{0, 1, 2}
	if cfg := c.WebConfig(); cfg.Challenger == nil || cfg.Challenger.Opens != opens || !cfg.Challenger.Assists ||
		cfg.Challenger.Address != crypto.PubkeyToAddress(devnet.ChallengerKey().PublicKey) || !slices.Equal(cfg.Challenger.Faulty, faulty) {
		t.Fatalf("/config.json challenger %+v", cfg.Challenger)
	}
	client := c.Client()
	d := c.Deployment.Contracts
	before := stakes(ctx, t, c)

	prompt, n := []int{1, 7}, 4
	postAndLand(ctx, t, c.RouterURL(), prompt, n)
	input := inference.InputHash(prompt, n)
	honest, err := engine(c).Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	landed := call(ctx, t, client, d.Consumer, bindings.NewLLMConsumer().PackResult(input), bindings.NewLLMConsumer().UnpackResult)
	if landed == protocol.ResultValue(honest.Root, honest.Tokens) {
		t.Fatal("the faulty quorum landed the honest answer")
	}
	t.Logf("wrong answer landed %s after start", time.Since(start).Round(time.Millisecond))

	wallet := crypto.PubkeyToAddress(devnet.WalletKey().PublicKey)
	bond := c.Deployment.Game.Bond
	if !opens {
		// the dapp's sequence: allow the daemon, then open with the bond
		walletOpens(ctx, t, c, prompt, n)
	}

	// the challenge is resolved: the answer invalid, the liars slashed
	for ctx.Err() == nil {
		valid := call(ctx, t, client, d.Consumer, bindings.NewLLMConsumer().PackIsValid(input), bindings.NewLLMConsumer().UnpackIsValid)
		if !valid {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	if ctx.Err() != nil {
		t.Fatal("the wrong answer was never invalidated")
	}
	checkSlashed(ctx, t, c, before, faulty)
	// one game, won by the challenger at the one-step
	rec, g := wonByStep(ctx, t, c, input)
	opener := crypto.PubkeyToAddress(devnet.ChallengerKey().PublicKey)
	if !opens {
		opener = wallet
	}
	if rec.Challenger != opener {
		t.Errorf("challenger %s, want %s", rec.Challenger, opener)
	}
	// the opener is owed its bond and the beaten defender's
	credit := call(ctx, t, client, d.Game, bisection.GameABI().PackCredit(opener), bisection.GameABI().UnpackCredit)
	if want := new(big.Int).Add(bond, defenderBond(ctx, t, c)); credit.Cmp(want) != 0 {
		t.Errorf("credit of %s: %s, want %s", opener, credit, want)
	}
	t.Logf("challenge %d resolved at leaf %v after %d moves, %s after start", rec.ID, g.Outcome.Path, g.Moves, time.Since(start).Round(time.Millisecond))
}

// walletOpens is the dapp's wallet opening a challenge on the landed answer
// of (prompt, n) with the challenger bond, then allowing the devnet's
// challenger to move for it (setMover; the other order works too). Until it
// does, the daemon leaves the wallet's game alone.
func walletOpens(ctx context.Context, t *testing.T, c *devnet.Chain, prompt []int, n int) {
	t.Helper()
	client := c.Client()
	d := c.Deployment.Contracts
	w := txmgr.New(txmgr.Config{Backend: client, Key: devnet.WalletKey(), ChainID: new(big.Int).SetUint64(c.ChainID)})
	daemon := crypto.PubkeyToAddress(devnet.ChallengerKey().PublicKey)
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ups, err := audit.Updates(ctx, client, d.Consumer, c.Deployment.Block, head)
	if err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash(prompt, n)
	i := slices.IndexFunc(ups, func(u audit.Updated) bool { return u.Input == input })
	if i < 0 {
		t.Fatalf("no Updated event for %s", input)
	}
	u := ups[i]
	l, err := audit.LandingOf(ctx, client, d.Consumer, u.Tx, u.Input, u.Index)
	if err != nil {
		t.Fatal(err)
	}
	open, err := bisection.GameABI().TryPackOpen(d.Consumer, bisection.BigInts(prompt), big.NewInt(int64(n)), u.Root, l.Tokens, l.Transition,
		l.Signatory(), [][32]byte{})
	if err != nil {
		t.Fatal(err)
	}
	rcpt, err := bisection.Send(ctx, w, "call", d.Game, open, c.Deployment.Game.Bond)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(rcpt.Logs[len(rcpt.Logs)-1])
	if err != nil {
		t.Fatal(err)
	}
	// the faulty defence joins and makes the first move; the challenger's
	// turn then waits for the wallet, which has not allowed the daemon yet
	ch := bisection.ChainChallenge{Client: client, Address: d.Game, ID: ev.ChallengeId.Uint64()}
	var (
		g   bisection.Game
		gid uint64
	)
	for g.Moves == 0 {
		if ctx.Err() != nil {
			t.Fatal("no defence move")
		}
		time.Sleep(250 * time.Millisecond)
		rec, err := ch.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Games) > 0 {
			gid = rec.Games[0]
			if g, _, err = ch.Game(gid).Read(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	time.Sleep(3 * c.BlockPeriod)
	later, _, err := ch.Game(gid).Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if later.Moves != g.Moves || later.Turn != bisection.Challenger {
		t.Fatalf("the wallet's game moved before the wallet allowed the daemon: %d moves, then %d", g.Moves, later.Moves)
	}
	if _, err := bisection.Send(ctx, w, "setMover", d.Game, bisection.GameABI().PackSetMover(daemon, true), nil); err != nil {
		t.Fatal(err)
	}
}

// checkSlashed checks that exactly the faulty operators lost the game's
// slash share of their stake since before. resolve records the loss and the
// slash pages follow it, so it waits for them a while.
func checkSlashed(ctx context.Context, t *testing.T, c *devnet.Chain, before []*big.Int, faulty []int) {
	t.Helper()
	bips := new(big.Int).SetUint64(c.Deployment.Game.SlashBips)
	want := make([]*big.Int, len(c.Operators))
	for i := range c.Operators {
		want[i] = new(big.Int).Set(before[i])
		if slices.Contains(faulty, i) {
			want[i].Sub(want[i], new(big.Int).Div(new(big.Int).Mul(before[i], bips), big.NewInt(10_000)))
		}
	}
	same := func(a, b *big.Int) bool { return a.Cmp(b) == 0 }
	after := stakes(ctx, t, c)
	for deadline := time.Now().Add(30 * time.Second); !slices.EqualFunc(after, want, same) && time.Now().Before(deadline); {
		time.Sleep(250 * time.Millisecond)
		after = stakes(ctx, t, c)
	}
	for i := range c.Operators {
		if !same(after[i], want[i]) {
			t.Errorf("operator %d: stake %s → %s, want %s", i, before[i], after[i], want[i])
		}
	}
}

// wonByStep reads the latest challenge of input and checks it resolved
// with its one game won by the challenger at the one-step.
func wonByStep(ctx context.Context, t *testing.T, c *devnet.Chain, input inference.Hash) (bisection.ChallengeRecord, bisection.Game) {
	t.Helper()
	client, d := c.Client(), c.Deployment.Contracts
	cid, err := bisection.LatestChallenge(ctx, client, d.Game, d.Consumer, input)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := bisection.ChainChallenge{Client: client, Address: d.Game, ID: cid}.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rec.State != bisection.Resolved || len(rec.Games) != 1 || rec.Won != 1 {
		t.Fatalf("challenge %+v", rec)
	}
	g, _, err := bisection.ChainChallenge{Client: client, Address: d.Game, ID: rec.ID}.Game(rec.Games[0]).Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if g.Outcome == nil || g.Outcome.Winner != bisection.Challenger || g.Outcome.Reason != bisection.ByStep {
		t.Fatalf("game %d outcome %+v", rec.Games[0], g.Outcome)
	}
	return rec, g
}

func stakes(ctx context.Context, t *testing.T, c *devnet.Chain) []*big.Int {
	t.Helper()
	reg := bindings.NewOperatorRegistry()
	out := make([]*big.Int, len(c.Operators))
	for i, op := range c.Operators {
		out[i] = call(ctx, t, c.Client(), c.Deployment.Contracts.Registry, reg.PackStakeOf(op.Address), reg.UnpackStakeOf)
	}
	return out
}

func defenderBond(ctx context.Context, t *testing.T, c *devnet.Chain) *big.Int {
	return call(ctx, t, c.Client(), c.Deployment.Contracts.Game, bisection.GameABI().PackDefenderBond(), bisection.GameABI().UnpackDefenderBond)
}

func call[T any](ctx context.Context, t *testing.T, b ethereum.ContractCaller, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	out, err := b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := unpack(out)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// postAndLand posts a task to the router and waits until it landed.
func postAndLand(ctx context.Context, t *testing.T, router string, prompt []int, n int) {
	t.Helper()
	rc := api.NewRouterClient(router, nil)
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
}
