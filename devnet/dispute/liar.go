package dispute

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// Liar is a faulty operator defending its quorum's wrong answers: for each
// challenge of a landed answer the engine disagrees with, it posts the
// defender bond from the operator's account and plays a game over a lying
// trace (bisection.Lie), which departs from the honest one inside the
// classifier of the step that produced the first wrong token (the fault's
// wrong-from), at the chunk of rows holding the honest token. It never
// sends the one-step itself (that could only prove it wrong): the challenger
// does, wins, and the quorum is slashed.
// Drills only: an honest defender never defends a result it did not compute.
type Liar struct {
	// Operator is the index of the devnet operator whose account defends.
	Operator int
	// Fault is the operators' fault; WrongFrom places the lie.
	Fault operator.Fault
	// Faulty are the devnet's faulty operators. On a sharded devnet, a
	// shard all of whose members are faulty lands wrong values, and the
	// defence then plays the pipeline those shards ran (the landed trace)
	// rather than a lie at the classifier: the defence any operator
	// re-running the landed pipeline would play (SPEC.md §12). It answers a
	// per-shard challenge of the lying shard too (its games are played over
	// the same trace, inside the shard's ops at its step), found like any
	// other by its ChallengeOpened event and its disputed value.
	Faulty []int
	Logger *slog.Logger

	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// Name implements devnet.Service.
func (l *Liar) Name() string { return fmt.Sprintf("faulty defender (operator %d)", l.Operator) }

// Start implements devnet.Service: the defender runs until Stop.
func (l *Liar) Start(ctx context.Context, c *devnet.Chain) error {
	if l.Operator < 0 || l.Operator >= len(c.Operators) {
		return fmt.Errorf("%w: operator %d of %d", ErrBadLiar, l.Operator, len(c.Operators))
	}
	if !l.Fault.WrongFromSet {
		return fmt.Errorf("%w: fault %s lands no wrong answer", ErrBadLiar, l.Fault)
	}
	router := c.RouterURL()
	if router == "" {
		return ErrNoRouter
	}
	log := l.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	log = log.With("service", "liar", "operator", l.Operator)
	sender := txmgr.New(txmgr.Config{Backend: c.Client(), Key: c.Operators[l.Operator].Key, ChainID: new(big.Int).SetUint64(c.ChainID), Log: log})
	r := &liarRun{l: l, c: c, client: c.Client(), sender: sender, prompts: audit.Router{BaseURL: router}, log: log,
		from: c.Deployment.Block, seen: map[uint64]bool{}}
	runCtx, cancel := context.WithCancel(context.Background())
	l.cancel = cancel
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		r.run(runCtx)
	}()
	return nil
}

// Stop implements devnet.Service.
func (l *Liar) Stop() error {
	if l.cancel != nil {
		l.cancel()
		l.wg.Wait()
	}
	return nil
}

// liarRun is the defender's loop state.
type liarRun struct {
	l       *Liar
	c       *devnet.Chain
	client  *ethclient.Client
	sender  *txmgr.Manager
	prompts audit.Prompts
	log     *slog.Logger
	from    uint64
	seen    map[uint64]bool // challenges looked at for good
	players []*bisection.ChainPlayer
}

func (r *liarRun) run(ctx context.Context) {
	tick := time.NewTicker(max(r.c.BlockPeriod/2, 50*time.Millisecond))
	defer tick.Stop()
	for {
		if err := r.pass(ctx); err != nil && ctx.Err() == nil {
			r.log.Warn("faulty defence pass failed: trying again", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// pass joins the challenges new since the last pass and makes one move in
// every game.
func (r *liarRun) pass(ctx context.Context) error {
	head, err := r.client.BlockNumber(ctx)
	if err != nil {
		return err
	}
	game := r.c.Deployment.Contracts.Game
	if head >= r.from {
		ids, err := audit.Challenges(ctx, r.client, game, r.from, head)
		if err != nil {
			return err
		}
		for _, id := range ids {
			err := r.join(ctx, id)
			switch {
			case errors.Is(err, bisection.ErrJoinClosed) || errors.Is(err, bisection.ErrChallengeDecided):
				r.log.Warn("faulty defence too late", "challenge", id, "err", err)
			case err != nil:
				// tried again next pass, while its join window is open
				return fmt.Errorf("challenge %d: %w", id, err)
			}
			r.seen[id] = true
		}
		r.from = head + 1
	}
	// one game's failure is in rd.Failed; the others moved
	rd, _ := bisection.PlayRound(ctx, r.players)
	for id, e := range rd.Failed {
		if !errors.Is(e, errNoStep) {
			r.log.Warn("faulty defence: move failed", "game", id, "err", e)
		}
	}
	keep := r.players[:0]
	for _, p := range r.players {
		if g, over := rd.Over[p.Game.ID]; over {
			r.log.Info("faulty defence over", "game", p.Game.ID, "outcome", g.Outcome)
			continue
		}
		keep = append(keep, p)
	}
	r.players = keep
	return nil
}

// join defends challenge id if it disputes a wrong answer of the consumer
// whose request the router knows.
func (r *liarRun) join(ctx context.Context, id uint64) error {
	if r.seen[id] {
		return nil
	}
	d := r.c.Deployment
	ch := bisection.ChainChallenge{Client: r.client, Address: d.Contracts.Game, ID: id}
	rec, err := ch.Read(ctx)
	if err != nil {
		return err
	}
	if rec.Consumer != d.Contracts.Consumer || rec.Refused || rec.State != bisection.Joining {
		return nil
	}
	req, ok, err := r.prompts.Lookup(ctx, rec.Input)
	if err != nil || !ok {
		return err
	}
	tr, err := bisection.NewEngineTrace(engine(r.c), req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: d.Game.ChunkMACs, Blob: r.c.Model.Blob})
	if err != nil {
		return err
	}
	res, err := tr.Result(ctx)
	if err != nil {
		return err
	}
	if protocol.ResultValue(res.Root, res.Tokens) == rec.Value {
		return nil // an honest answer: not this liar's
	}
	defence, err := r.defence(ctx, tr, req, res)
	if err != nil {
		return err
	}
	out, err := r.client.CallContract(ctx, ethereum.CallMsg{To: &d.Contracts.Game, Data: bisection.GameABI().PackDefenderBond()}, nil)
	if err != nil {
		return fmt.Errorf("defender bond: %w", err)
	}
	bond, err := bisection.GameABI().UnpackDefenderBond(out)
	if err != nil {
		return fmt.Errorf("defender bond: %w", err)
	}
	gid, _, err := bisection.SendDefend(ctx, r.sender, d.Contracts.Game, id, bond)
	if err != nil {
		return err
	}
	r.log.Info("faulty operator defends its wrong answer", "challenge", id, "game", gid)
	r.players = append(r.players, &bisection.ChainPlayer{Game: ch.Game(gid), Side: bisection.Defender,
		Trace: noStep{defence}, Shape: tr, Sender: r.sender})
	return nil
}

// defence is the trace the liar defends: on a sharded devnet with Shards
// the pipeline the lying shards ran, else the honest trace with a lie in
// the classifier of the step that produced the first wrong token, at the
// chunk of rows holding the honest token.
func (r *liarRun) defence(_ context.Context, tr *bisection.EngineTrace, req audit.Request, res *inference.Result) (bisection.TraceProvider, error) {
	if faults := r.lyingShards(); len(faults) > 0 {
		plan := inference.ShardPlan(r.c.Shards.Ranges)
		eng := engine(r.c)
		eng.Backend = inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: plan, Lies: faults}
		landed, err := bisection.NewEngineTrace(eng, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: r.c.Deployment.Game.ChunkMACs, Blob: r.c.Model.Blob})
		if err != nil {
			return nil, err
		}
		return bisection.ChainEngineTrace{EngineTrace: landed}, nil
	}
	k := r.l.Fault.WrongFrom
	step := min(len(req.Prompt)-1+k, tr.Steps()-1)
	tok := res.Tokens[min(k, len(res.Tokens)-1)]
	path := []int{step}
	for _, op := range tr.Ops(step) {
		if op.Name == "classifier" {
			path = append(path, op.Index, tok/op.Chunk)
		}
	}
	r.log.Info("faulty defence lies", "from", path)
	return bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, path), nil
}

// lyingShards are the faults of the shards all of whose members are
// faulty, by shard (none on an unsharded devnet).
func (r *liarRun) lyingShards() map[int]*inference.Lie {
	sh := r.c.Shards
	if sh == nil {
		return nil
	}
	faults := map[int]*inference.Lie{}
	for s, members := range sh.Members {
		if len(members) > 0 && !slices.ContainsFunc(members, func(i int) bool { return !slices.Contains(r.l.Faulty, i) }) {
			faults[s] = r.l.Fault.ShardResidual(sh.Ranges[s].Start)
		}
	}
	return faults
}

// errNoStep is the liar declining the one-step.
var errNoStep = errors.New("the faulty defence leaves the one-step to the challenger")

// noStep is a lying trace that never sends the one-step: the step could only
// prove the liar wrong, so the challenger sends it and pays for it.
type noStep struct{ bisection.TraceProvider }

// StepData implements bisection.TraceProvider.
func (noStep) StepData(context.Context, []int) (bisection.StepData, error) {
	return bisection.StepData{}, errNoStep
}
