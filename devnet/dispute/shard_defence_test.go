package dispute

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/txmgr"
)

// `deepcall devnet --shards 2 --fault wrong-from=1 --faulty 0,2`: shard 0
// (operators 0 and 2) hands on a wrong residual from step 1, so the honest
// shard 1 (operators 1 and 3) runs on it and signs, and the wrong answer
// lands. The liars' accomplice challenges shard 1's claim at step 1 and
// plays the canonical trace against every defence. No full-model run gives
// shard 1's values, but its members' shard defenders (devnet/stack:
// audit.Defender over their workers' records) defend the claim from what
// they kept when they signed and win at the one-step: the challenge fails
// and shard 1 keeps its stake.
func TestHonestShardDefendsItselfOnTheDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a sharded devnet and plays a dispute game on it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, fault := startShardedDevnet(ctx, t)
	defer c.Close()
	const liar, framed, k = 0, 1, 1
	if !slices.Equal(c.Shards.Members[liar], []int{0, 2}) {
		t.Fatalf("shard %d's members %v", liar, c.Shards.Members[liar])
	}
	faults := map[int]operator.Fault{}
	for _, i := range c.Shards.Members[liar] {
		faults[i] = fault
	}
	if err := c.StartServices(ctx, stack.New(stack.Options{Faults: faults}).Services()...); err != nil {
		t.Fatal(err)
	}
	before := stakes(ctx, t, c)
	prompt, n := []int{1, 7}, 3
	postAndLand(ctx, t, c.RouterURL(), prompt, n)

	sham := openShamShardChallenge(ctx, t, c, prompt, n, framed, k)
	tr, err := bisection.NewEngineTrace(engine(c), prompt, n, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	st := playAgainstDefences(ctx, t, sham, tr)
	if st != bisection.ChallengeFailed {
		t.Fatalf("the sham challenge of the honest shard is %v, want failed", st)
	}
	rec, err := sham.ch.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range rec.Games {
		g, _, err := sham.ch.Game(id).Read(ctx)
		if err == nil && g.Outcome != nil && g.Outcome.Winner == bisection.Defender {
			t.Logf("game %d won by the honest shard's defender (%s) at leaf %v after %d moves", id, g.Outcome.Reason, g.Outcome.Path, g.Moves)
		}
	}
	checkSlashed(ctx, t, c, before, nil)
}

// shamChallenge is a per-shard challenge the test opened, and its sender.
type shamChallenge struct {
	ch     bisection.ChainChallenge
	sender *txmgr.Manager
}

// openShamShardChallenge opens, from the devnet's challenger key (no
// challenger daemon runs), a per-shard challenge of shard s's claim at step
// k in the landed answer to (prompt, n), from the values the shards
// published with the aggregator's job.
func openShamShardChallenge(ctx context.Context, t *testing.T, c *devnet.Chain, prompt []int, n, s, k int) shamChallenge {
	t.Helper()
	client, d := c.Client(), c.Deployment.Contracts
	input := inference.InputHash(prompt, n)
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ups, err := audit.Updates(ctx, client, d.Consumer, c.Deployment.Block, head)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(ups, func(u audit.Updated) bool { return u.Input == input })
	if i < 0 {
		t.Fatalf("no landing of %s", input)
	}
	l, err := audit.LandingOf(ctx, client, d.Consumer, ups[i].Tx, input, ups[i].Index)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := audit.AggregatorShards{Router: c.RouterURL(), Aggregator: c.AggregatorURL()}.ShardValues(ctx, input, ups[i].Index)
	if err != nil {
		t.Fatal(err)
	}
	cfg := c.Weights.Config
	o, err := bisection.NewShardOpening(inference.ShardPlan(c.Shards.Ranges), s, k, cfg.Layers, cfg.QKNorm, len(prompt),
		l.ShardIDs(), l.Bounds(), vals.Chains, inference.Hash{}, vals.Ops[s][k])
	if err != nil {
		t.Fatal(err)
	}
	game := bisection.GameABI()
	bond := call(ctx, t, client, d.Game, game.PackChallengerBond(), game.UnpackChallengerBond)
	sender := txmgr.New(txmgr.Config{Backend: client, Key: devnet.ChallengerKey(), ChainID: new(big.Int).SetUint64(c.ChainID)})
	rcpt, err := bisection.Send(ctx, sender, "openShard", d.Game, game.PackOpenShard(d.Consumer, bisection.BigInts(prompt), big.NewInt(int64(n)),
		l.Transition, l.Signatory(), o.Encode()), bond)
	if err != nil {
		t.Fatal(err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := game.UnpackChallengeOpenedEvent(lg); err == nil {
			t.Logf("sham challenge %d of shard %d's claim at step %d: openShard %d gas", ev.ChallengeId, s, k, rcpt.GasUsed)
			return shamChallenge{ch: bisection.ChainChallenge{Client: client, Address: d.Game, ID: ev.ChallengeId.Uint64()}, sender: sender}
		}
	}
	t.Fatal("openShard: no ChallengeOpened event")
	return shamChallenge{}
}

// playAgainstDefences plays tr on the challenger's side of every defence
// of sham until the challenge is decided, and returns its state. A step
// this trace cannot witness (the agreed state is off its chain) is left to
// the defender.
func playAgainstDefences(ctx context.Context, t *testing.T, sham shamChallenge, tr *bisection.EngineTrace) bisection.ChallengeState {
	t.Helper()
	for ctx.Err() == nil {
		rec, err := sham.ch.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if rec.State != bisection.Joining && rec.State != bisection.Playing {
			return rec.State
		}
		var players []*bisection.ChainPlayer
		for _, id := range rec.Games {
			players = append(players, &bisection.ChainPlayer{Game: sham.ch.Game(id), Side: bisection.Challenger,
				Trace: bisection.ChainEngineTrace{EngineTrace: tr}, Shape: tr, Sender: sham.sender})
		}
		if len(players) > 0 {
			_, _ = bisection.PlayRound(ctx, players)
		}
		time.Sleep(250 * time.Millisecond)
	}
	t.Fatalf("the challenge was not decided: %v", ctx.Err())
	return 0
}
