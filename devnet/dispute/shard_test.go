package dispute

import (
	"bytes"
	"context"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/devnet/stack"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// lockedBuffer is a log sink the daemons write to while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (w *lockedBuffer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *lockedBuffer) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// `deepcall devnet --shards 2 --fault wrong-from=1 --faulty 1,3`: shard 1
// (operators 1 and 3) hands on a wrong residual from step 1, so the whole
// shard signs a wrong answer and it lands through verifyAndUpdateSharded.
// A one-step answer (no step the fault touches) lands first and is
// audited as correct, not challenged. The wrong one is found by the
// devnet's challenger daemon (audit.Challenger.Run), which reads the
// shards' published values from the aggregator, finds shard 1 the first to
// depart from the canonical chain and opens a per-shard challenge of its
// claim (DisputeGame.openShard); against a defence of the landed pipeline
// by operator 1 (the Liar finds it by its ChallengeOpened event as any
// other) it wins at the one-step and resolves: the answer is invalid and
// only shard 1's operators lose stake. The gas of every transaction the
// daemon sent is logged.
func TestLyingShardIsChallengedByTheDaemon(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a sharded devnet and plays a dispute game on it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, fault := startShardedDevnet(ctx, t)
	defer c.Close()
	const liar = 1
	faulty := c.Shards.Members[liar]
	if !slices.Equal(faulty, []int{1, 3}) {
		t.Fatalf("shard %d's members %v", liar, faulty)
	}
	logs := &lockedBuffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	s := stack.New(stack.Options{Faults: map[int]operator.Fault{1: fault, 3: fault}})
	ch := &Challenger{Opens: true, Faulty: faulty, Fault: fault.String(), Logger: log}
	if err := c.StartServices(ctx, append(s.Services(), ch, &Liar{Operator: 1, Fault: fault, Faulty: faulty, Logger: log})...); err != nil {
		t.Fatal(err)
	}
	client := c.Client()
	d := c.Deployment.Contracts
	consumer := bindings.NewLLMConsumer()
	before := stakes(ctx, t, c)

	// the honest case: one step, before the fault's
	good, goodN := []int{1}, 1
	postAndLand(ctx, t, c.RouterURL(), good, goodN)
	goodInput := inference.InputHash(good, goodN)
	want, err := engine(c).Generate(ctx, good, goodN, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := call(ctx, t, client, d.Consumer, consumer.PackResult(goodInput), consumer.UnpackResult); v != protocol.ResultValue(want.Root, want.Tokens) {
		t.Fatalf("the one-step answer landed %x, the engine's is %x", v, protocol.ResultValue(want.Root, want.Tokens))
	}

	prompt, n := []int{1, 7}, 3
	postAndLand(ctx, t, c.RouterURL(), prompt, n)
	input := inference.InputHash(prompt, n)
	honest, err := engine(c).Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if v := call(ctx, t, client, d.Consumer, consumer.PackResult(input), consumer.UnpackResult); v == protocol.ResultValue(honest.Root, honest.Tokens) {
		t.Fatal("the lying shard landed the honest answer")
	}
	for ctx.Err() == nil && call(ctx, t, client, d.Consumer, consumer.PackIsValid(input), consumer.UnpackIsValid) {
		time.Sleep(250 * time.Millisecond)
	}
	if ctx.Err() != nil {
		t.Fatalf("the wrong answer was never invalidated\n%s", logs)
	}
	// only the lying shard's operators are slashed
	checkSlashed(ctx, t, c, before, faulty)
	// the honest answer stands, never challenged
	if !call(ctx, t, client, d.Consumer, consumer.PackIsValid(goodInput), consumer.UnpackIsValid) {
		t.Error("the honest sharded answer was invalidated")
	}
	if id, err := bisection.LatestChallenge(ctx, client, d.Game, d.Consumer, goodInput); err != nil || id != 0 {
		t.Errorf("the honest sharded answer was challenged (challenge %d, %v)", id, err)
	}
	if out := logs.String(); !strings.Contains(out, "result correct") || !strings.Contains(out, goodInput.String()) {
		t.Errorf("the daemon did not audit the honest answer as correct:\n%s", out)
	}
	// one game, won at the one-step, of a per-shard challenge the daemon
	// opened (openShard); it charged shard 1's members
	rec, g := wonByStep(ctx, t, c, input)
	gas := daemonGas(ctx, t, c, crypto.PubkeyToAddress(devnet.ChallengerKey().PublicKey))
	charged, opened := false, false
	for _, tx := range gas {
		t.Logf("daemon tx %-14s %9d gas", tx.method, tx.gas)
		opened = opened || tx.method == "openShard"
		if tx.method == "resolve" {
			charged = tx.charged != nil && tx.charged.Cmp(big.NewInt(int64(len(faulty)))) == 0
		}
	}
	if !opened || !charged {
		t.Fatalf("per-shard challenge opened %v, resolve charging shard %d's %d members %v among the daemon's transactions\n%s", opened, liar, len(faulty), charged, logs)
	}
	t.Logf("challenge %d resolved at leaf %v after %d moves", rec.ID, g.Outcome.Path, g.Moves)
}

// startShardedDevnet starts a 4-operator devnet of 2 shards (shard s:
// operators s and s+2) with an 8 s join window, and returns it with the
// fault its tests give a lying shard (wrong-from=1).
func startShardedDevnet(ctx context.Context, t *testing.T) (*devnet.Chain, operator.Fault) {
	t.Helper()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: time.Second, Shards: "2",
		Game: deploy.GameConfig{JoinWindow: 8 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	fault, err := operator.ParseFault("wrong-from=1")
	if err != nil {
		c.Close()
		t.Fatal(err)
	}
	return c, fault
}

// sentTx is one transaction of an account: the method it called, its gas
// and, for resolve, how many signers it charged.
type sentTx struct {
	method  string
	gas     uint64
	charged *big.Int
}

// daemonGas lists the transactions `from` sent since the deployment, with
// their receipts' gas.
func daemonGas(ctx context.Context, t *testing.T, c *devnet.Chain, from common.Address) []sentTx {
	t.Helper()
	client := c.Client()
	head, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	consumer := bindings.NewLLMConsumer()
	signer := types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID))
	var out []sentTx
	for b := c.Deployment.Block; b <= head; b++ {
		blk, err := client.BlockByNumber(ctx, new(big.Int).SetUint64(b))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if sender, err := types.Sender(signer, tx); err != nil || sender != from {
				continue
			}
			rcpt, err := client.TransactionReceipt(ctx, tx.Hash())
			if err != nil {
				t.Fatal(err)
			}
			st := sentTx{method: "?", gas: rcpt.GasUsed}
			if data := tx.Data(); len(data) >= 4 {
				game, cons := bisection.GameABI().GetABI(), consumer.GetABI()
				if m, err := game.MethodById(data[:4]); err == nil {
					st.method = m.Name
				} else if m, err := cons.MethodById(data[:4]); err == nil {
					st.method = m.Name
				}
			}
			for _, lg := range rcpt.Logs {
				if ev, err := bisection.GameABI().UnpackResolvedEvent(lg); err == nil {
					st.charged = ev.Signers
				}
			}
			out = append(out, st)
		}
	}
	return out
}
