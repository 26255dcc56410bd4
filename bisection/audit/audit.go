// Package audit runs the two sides of deepcall's dispute game against a
// chain: a Challenger watches a consumer's landed results (its Updated
// events), recomputes each one it samples with the native engine, disputes
// the wrong ones on the DisputeGame contract, plays the games out and
// resolves them (invalidation and slashing); a Defender plays the operator
// side of the games opened on results it computed itself.
//
// Both need the request (prompt and n) behind a landed input hash, which
// the chain does not carry: a Prompts source supplies it (the requests
// known to this process, or a router's tasks looked up by input hash).
package audit

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Backend is what auditing needs of a node (ethclient.Client has it).
type Backend interface {
	bisection.SendBackend
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
	TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error)
	BlockNumber(ctx context.Context) (uint64, error)
}

// Request is the public request behind an input hash.
type Request struct {
	Prompt []int `json:"prompt"`
	N      int   `json:"n"`
}

// Prompts finds the request behind an input hash.
type Prompts interface {
	// Lookup returns the request, or ok false when it is not known here.
	Lookup(ctx context.Context, input inference.Hash) (req Request, ok bool, err error)
}

// Known is a fixed set of requests, keyed by their input hashes.
type Known map[inference.Hash]Request

// Add records a request.
func (k Known) Add(r Request) { k[inference.InputHash(r.Prompt, r.N)] = r }

// Lookup implements Prompts.
func (k Known) Lookup(_ context.Context, input inference.Hash) (Request, bool, error) {
	r, ok := k[input]
	return r, ok, nil
}

var (
	consumerABI = bindings.NewLLMConsumer()
	registryABI = bindings.NewOperatorRegistry()
)

// Updated is one landed result (LLMConsumer's Updated event).
type Updated struct {
	Index  uint64
	Input  inference.Hash
	Root   inference.Hash
	Tokens []int
	Tx     common.Hash
	Block  uint64
}

// Updates lists the results landed on consumer in blocks from … to.
func Updates(ctx context.Context, b Backend, consumer common.Address, from, to uint64) ([]Updated, error) {
	ev := consumerABI.GetABI().Events["Updated"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{consumer}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read Updated events: %w", err)
	}
	var out []Updated
	for i := range logs {
		u, err := consumerABI.UnpackUpdatedEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("decode Updated event: %w", err)
		}
		toks := make([]int, len(u.Tokens))
		for j, t := range u.Tokens {
			toks[j] = int(t.Int64())
		}
		out = append(out, Updated{Index: u.Index, Input: u.InputHash, Root: u.Root, Tokens: toks, Tx: logs[i].TxHash, Block: logs[i].BlockNumber})
	}
	return out, nil
}

// Landing is what a verifyAndUpdate transaction carried.
type Landing struct {
	Transition bindings.Transition
	Sig        bindings.QuorumSignature
	Root       inference.Hash
	Tokens     []*big.Int
}

// ErrNotALanding: the transaction is not a direct verifyAndUpdate call.
var ErrNotALanding = errors.New("transaction is not a verifyAndUpdate call")

// LandingOf decodes the verifyAndUpdate call of a landed result's
// transaction: the transition and the quorum signature resolve needs.
func LandingOf(ctx context.Context, b Backend, tx common.Hash) (*Landing, error) {
	t, _, err := b.TransactionByHash(ctx, tx)
	if err != nil {
		return nil, fmt.Errorf("read transaction %s: %w", tx, err)
	}
	m, ok := consumerABI.GetABI().Methods["verifyAndUpdate0"]
	data := t.Data()
	if !ok || len(data) < 4 || !slices.Equal(data[:4], m.ID) {
		return nil, fmt.Errorf("%w: %s", ErrNotALanding, tx)
	}
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil || len(args) != 4 {
		return nil, fmt.Errorf("%w: %s: %v", ErrNotALanding, tx, err)
	}
	l := &Landing{
		Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition),
		Sig:        *abi.ConvertType(args[1], new(bindings.QuorumSignature)).(*bindings.QuorumSignature),
		Root:       args[2].([32]byte),
		Tokens:     args[3].([]*big.Int),
	}
	return l, nil
}

// SignerKeys are the G1 keys of the operators that signed sig at its
// reference block: every operator registered then (from the registry's
// OperatorRegistered events and the keys in their registerOperator calls)
// but the non-signers, ascending by id as resolve wants them.
func SignerKeys(ctx context.Context, b Backend, registry common.Address, sig bindings.QuorumSignature, ref uint32) ([]bindings.G1Point, error) {
	ev := registryABI.GetABI().Events["OperatorRegistered"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(uint64(ref)),
		Addresses: []common.Address{registry}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read OperatorRegistered events: %w", err)
	}
	non := map[common.Hash]bool{}
	for _, k := range sig.NonSignerKeys {
		non[keyID(k)] = true
	}
	reg := registryABI.GetABI().Methods["registerOperator"]
	seen := map[common.Hash]bindings.G1Point{}
	for _, lg := range logs {
		id := lg.Topics[2]
		if non[id] {
			continue
		}
		if _, ok := seen[id]; ok {
			continue
		}
		// registered at the reference block?
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &registry, Data: registryABI.PackStakeAt(id, ref)}, nil)
		if err != nil {
			return nil, fmt.Errorf("stake of %s: %w", id, err)
		}
		stake, err := registryABI.UnpackStakeAt(out)
		if err != nil {
			return nil, err
		}
		if stake.Sign() == 0 {
			continue
		}
		tx, _, err := b.TransactionByHash(ctx, lg.TxHash)
		if err != nil {
			return nil, fmt.Errorf("registration %s: %w", lg.TxHash, err)
		}
		data := tx.Data()
		if len(data) < 4 || !slices.Equal(data[:4], reg.ID) {
			return nil, fmt.Errorf("registration %s is not a direct registerOperator call", lg.TxHash)
		}
		args, err := reg.Inputs.Unpack(data[4:])
		if err != nil {
			return nil, fmt.Errorf("decode registration %s: %w", lg.TxHash, err)
		}
		pk := *abi.ConvertType(args[0], new(bindings.G1Point)).(*bindings.G1Point)
		if keyID(pk) != id {
			return nil, fmt.Errorf("registration %s: key does not hash to %s", lg.TxHash, id)
		}
		seen[id] = pk
	}
	ids := make([]common.Hash, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b common.Hash) int { return a.Cmp(b) })
	keys := make([]bindings.G1Point, len(ids))
	for i, id := range ids {
		keys[i] = seen[id]
	}
	return keys, nil
}

// keyID is the operator id keccak256(X ‖ Y).
func keyID(p bindings.G1Point) common.Hash {
	var b [64]byte
	p.X.FillBytes(b[:32])
	p.Y.FillBytes(b[32:])
	return common.Hash(inference.Keccak256(b[:]))
}

// Challenger disputes wrong results of one consumer.
type Challenger struct {
	Backend  Backend
	Consumer common.Address
	Registry common.Address
	Game     common.Address
	Sender   *bisection.Sender
	Engine   *inference.Engine
	Prompts  Prompts
	// SampleRate is the fraction of results audited (1: all). With a gain C
	// from a wrong result and a stake S slashed when caught, auditing
	// p ≥ C/(S+C) makes cheating unprofitable (bisection/doc.go).
	SampleRate float64
	Rand       *rand.Rand
	ChunkMACs  int
	Bond       *big.Int
	// Advance moves a simulated chain's clock while waiting (nil: real time).
	Advance func(time.Duration) error
	// Poll is how often the game is read while waiting for the opponent.
	Poll time.Duration
	Log  *slog.Logger
}

// Finding is the audit of one landed result.
type Finding struct {
	Update   Updated
	Sampled  bool
	Known    bool // the request was found
	Correct  bool // the landed root and tokens are the engine's
	GameID   uint64
	Outcome  *bisection.Outcome
	Resolved bool
}

func (c *Challenger) log() *slog.Logger {
	if c.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return c.Log
}

// Audit checks one landed result and, if it is wrong, disputes it to the end.
func (c *Challenger) Audit(ctx context.Context, u Updated) (*Finding, error) {
	f := &Finding{Update: u}
	if c.SampleRate < 1 {
		r := c.Rand
		if r == nil {
			r = rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
		}
		if r.Float64() >= c.SampleRate {
			return f, nil
		}
	}
	f.Sampled = true
	req, ok, err := c.Prompts.Lookup(ctx, u.Input)
	if err != nil {
		return f, err
	}
	if !ok {
		// Not this auditor's to judge: without the prompt there is nothing
		// to recompute, and one unknown result must not stop the others.
		c.log().Info("request unknown: result skipped", "input", u.Input, "index", u.Index, "block", u.Block)
		return f, nil
	}
	f.Known = true
	tr, err := bisection.NewEngineTrace(c.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: c.ChunkMACs})
	if err != nil {
		return f, fmt.Errorf("result %s: %w", u.Input, err)
	}
	res, err := tr.Result(ctx)
	if err != nil {
		return f, err
	}
	if res.Root == u.Root && slices.Equal(res.Tokens, u.Tokens) {
		f.Correct = true
		c.log().Info("result correct", "input", u.Input, "index", u.Index)
		return f, nil
	}
	c.log().Warn("wrong result: disputing", "input", u.Input, "landed", u.Root, "engine", res.Root)
	landing, err := LandingOf(ctx, c.Backend, u.Tx)
	if err != nil {
		return f, err
	}
	data, err := bisection.GameABI().TryPackOpen(c.Consumer, bigs(req.Prompt), big.NewInt(int64(req.N)), u.Root, landing.Tokens, landing.Transition)
	if err != nil {
		return f, err
	}
	rcpt, err := c.Sender.Send(ctx, c.Game, data, c.Bond)
	if err != nil {
		return f, fmt.Errorf("open a game on %s: %w", u.Input, err)
	}
	for _, lg := range rcpt.Logs {
		if ev, err := bisection.GameABI().UnpackGameOpenedEvent(lg); err == nil {
			f.GameID = ev.GameId.Uint64()
		}
	}
	if f.GameID == 0 {
		return f, errors.New("open: no GameOpened event")
	}
	game := bisection.ChainGame{Client: c.Backend, Address: c.Game, ID: f.GameID}
	honest := bisection.ChainEngineTrace{EngineTrace: tr}
	rules := bisection.Rules{}
	tscr := &bisection.Transcript{Disputed: true, Rules: rules}
	m := bisection.ChainMatch{Advance: c.Advance, Poll: c.Poll}
	m.Players[bisection.Challenger] = &bisection.ChainPlayer{Game: game, Side: bisection.Challenger, Trace: honest, Shape: tr, Sender: c.Sender}
	out, err := m.Play(ctx, tscr)
	if err != nil {
		return f, fmt.Errorf("game %d: %w", f.GameID, err)
	}
	f.Outcome = out.Final.Outcome
	if f.Outcome == nil || f.Outcome.Winner != bisection.Challenger {
		return f, fmt.Errorf("game %d: %w (%+v)", f.GameID, ErrLost, f.Outcome)
	}
	keys, err := SignerKeys(ctx, c.Backend, c.Registry, landing.Sig, landing.Transition.ReferenceBlock)
	if err != nil {
		return f, err
	}
	resolve, err := bisection.GameABI().TryPackResolve(new(big.Int).SetUint64(f.GameID), landing.Sig, keys)
	if err != nil {
		return f, err
	}
	if _, err := c.Sender.Send(ctx, c.Game, resolve, nil); err != nil {
		return f, fmt.Errorf("resolve game %d: %w", f.GameID, err)
	}
	f.Resolved = true
	c.log().Info("dispute won: result invalidated, signers slashed", "game", f.GameID, "signers", len(keys))
	return f, nil
}

// ErrLost: the honest side lost a game (never expected).
var ErrLost = errors.New("the honest side lost the game")

// Scan audits every result landed in blocks from … to.
func (c *Challenger) Scan(ctx context.Context, from, to uint64) ([]*Finding, error) {
	ups, err := Updates(ctx, c.Backend, c.Consumer, from, to)
	if err != nil {
		return nil, err
	}
	var out []*Finding
	for _, u := range ups {
		f, err := c.Audit(ctx, u)
		if f != nil {
			out = append(out, f)
		}
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// Run scans new blocks as they come, from block `from`, until ctx ends.
func (c *Challenger) Run(ctx context.Context, from uint64, poll time.Duration) error {
	return followBlocks(ctx, c.Backend, from, poll, func(lo, hi uint64) error {
		_, err := c.Scan(ctx, lo, hi)
		return err
	})
}

// followBlocks calls visit on each new range of blocks [lo, hi] from `from`
// on, polling the head every poll (0: 2 s), until ctx ends (nil) or visit
// fails.
func followBlocks(ctx context.Context, b Backend, from uint64, poll time.Duration, visit func(lo, hi uint64) error) error {
	if poll == 0 {
		poll = 2 * time.Second
	}
	for {
		head, err := b.BlockNumber(ctx)
		if err != nil {
			return fmt.Errorf("latest block: %w", err)
		}
		if head >= from {
			if err := visit(from, head); err != nil {
				return err
			}
			from = head + 1
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(poll):
		}
	}
}

func bigs(v []int) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}

// Defender plays the operator side of the games opened on results it
// computed: a game whose landed value is the engine's own answer.
type Defender struct {
	Backend  Backend
	Consumer common.Address
	Game     common.Address
	Sender   *bisection.Sender // a registered operator's account
	Engine   *inference.Engine
	Prompts  Prompts
	// ChunkMACs is the engine trace's matvec chunking (0: the default).
	ChunkMACs int
	Advance   func(time.Duration) error
	Poll      time.Duration
	Log       *slog.Logger
}

// Defense is the outcome of one game a Defender looked at.
type Defense struct {
	GameID   uint64
	Input    inference.Hash
	Defended bool // the landed result is this engine's: the game was played
	Outcome  *bisection.Outcome
}

// Defend plays game id to its end if its result is this engine's.
func (d *Defender) Defend(ctx context.Context, id uint64) (*Defense, error) {
	game := bisection.ChainGame{Client: d.Backend, Address: d.Game, ID: id}
	g, rec, err := game.Read(ctx)
	if err != nil {
		return nil, err
	}
	out := &Defense{GameID: id, Input: rec.Input, Outcome: g.Outcome}
	if g.Phase == bisection.Over || rec.Consumer != d.Consumer {
		return out, nil
	}
	req, ok, err := d.Prompts.Lookup(ctx, rec.Input)
	if err != nil {
		return out, err
	}
	if !ok {
		if d.Log != nil {
			d.Log.Info("request unknown: game skipped", "game", id, "input", rec.Input)
		}
		return out, nil
	}
	tr, err := bisection.NewEngineTrace(d.Engine, req.Prompt, req.N, bisection.EngineOptions{ChunkMACs: d.ChunkMACs})
	if err != nil {
		return out, err
	}
	res, err := tr.Result(ctx)
	if err != nil {
		return out, err
	}
	landed, err := d.Backend.CallContract(ctx, ethereum.CallMsg{To: &d.Consumer, Data: consumerABI.PackResult(rec.Input)}, nil)
	if err != nil {
		return out, err
	}
	value, err := consumerABI.UnpackResult(landed)
	if err != nil {
		return out, err
	}
	if value != protocol.ResultValue(res.Root, res.Tokens) {
		if d.Log != nil {
			d.Log.Warn("game on a result this engine disagrees with: not defending", "game", id, "input", rec.Input)
		}
		return out, nil
	}
	out.Defended = true
	m := bisection.ChainMatch{Advance: d.Advance, Poll: d.Poll}
	m.Players[bisection.Defender] = &bisection.ChainPlayer{Game: game, Side: bisection.Defender, Trace: bisection.ChainEngineTrace{EngineTrace: tr}, Shape: tr, Sender: d.Sender}
	played, err := m.Play(ctx, &bisection.Transcript{Disputed: true})
	if err != nil {
		return out, fmt.Errorf("game %d: %w", id, err)
	}
	out.Outcome = played.Final.Outcome
	if out.Outcome == nil || out.Outcome.Winner != bisection.Defender {
		return out, fmt.Errorf("game %d: %w (%+v)", id, ErrLost, out.Outcome)
	}
	return out, nil
}

// Opened lists the games opened on the contract in blocks from … to.
func Opened(ctx context.Context, b Backend, game common.Address, from, to uint64) ([]uint64, error) {
	ev := bisection.GameABI().GetABI().Events["GameOpened"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{game}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read GameOpened events: %w", err)
	}
	var ids []uint64
	for _, lg := range logs {
		ids = append(ids, new(big.Int).SetBytes(lg.Topics[1][:]).Uint64())
	}
	return ids, nil
}

// Run defends the games opened from block `from` on, until ctx ends. Games
// are played one after another.
func (d *Defender) Run(ctx context.Context, from uint64, poll time.Duration) error {
	return followBlocks(ctx, d.Backend, from, poll, func(lo, hi uint64) error {
		ids, err := Opened(ctx, d.Backend, d.Game, lo, hi)
		if err != nil {
			return err
		}
		for _, id := range ids {
			if _, err := d.Defend(ctx, id); err != nil {
				return err
			}
		}
		return nil
	})
}
