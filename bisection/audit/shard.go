package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// A sharded landing (LLMConsumer.verifyAndUpdateSharded, SPEC.md §12) is
// challenged and played as any other; only its resolution differs: the
// liability proof DisputeGame.resolve takes (LLMConsumer.LIABLE_SHARDS)
// charges a shard's recorded signers only with a proof (a Blame) that its
// own signed values are wrong at the leaf the game's one-step located. The chain gives the claims, the
// signers and the located leaf; the proof also needs what the shards
// published with their claims and the chain holds only commitments of —
// their out values per step and their op hashes — which a ShardSource
// supplies and the claims' commitments check.

var shardABI = bindings.NewShardCommittee()

// ShardValues is what a sharded committee's shards published for one
// landing: Chains[s][p] shard s's out value at step p (what its claim's
// out commitment hashes) and Ops[s][p] its op hashes at step p, its first
// op's on (they fold to Chains[s][p]).
type ShardValues struct {
	Chains [][]inference.Hash
	Ops    [][][]inference.Hash
}

// ShardSource finds the values the shards published for the landing of
// input at index. Not a trust source: the values are checked against the
// landed claims (CheckShardValues) and the committee judges the blame.
type ShardSource interface {
	ShardValues(ctx context.Context, input inference.Hash, index uint64) (*ShardValues, error)
}

// Errors of a sharded resolution; the daemon logs them and goes on.
var (
	// ErrNoShardValues: no source knows the shards' values of a landing.
	ErrNoShardValues = errors.New("audit: the shards' published values of the landing are not known")
	// ErrBadShardValues: the values found do not match the landed claims
	// (another count of shards or steps, a chain whose commitment is not
	// the claim's, op hashes missing).
	ErrBadShardValues = errors.New("audit: the shards' published values do not match the landed claims")
)

// CheckShardValues checks v against the landed shard claims: one chain per
// shard, each hashing to its claim's out commitment (and so to the next
// shard's in), steps values each, op hashes for every step.
func CheckShardValues(v *ShardValues, shards []bindings.ShardSignature, steps int) error {
	if v == nil || len(v.Chains) != len(shards) || len(v.Ops) != len(shards) {
		return fmt.Errorf("%w: values of %d shards for %d claims", ErrBadShardValues, chainsLen(v), len(shards))
	}
	for s, sig := range shards {
		if len(v.Chains[s]) != steps || len(v.Ops[s]) != steps {
			return fmt.Errorf("%w: shard %d: %d chain values and %d op lists for %d steps", ErrBadShardValues, s, len(v.Chains[s]), len(v.Ops[s]), steps)
		}
		if protocol.BoundaryCommitment(v.Chains[s]) != sig.OutBoundary {
			return fmt.Errorf("%w: shard %d's chain values are not its signed out commitment", ErrBadShardValues, s)
		}
	}
	return nil
}

func chainsLen(v *ShardValues) int {
	if v == nil {
		return 0
	}
	return len(v.Chains)
}

// AggregatorShards finds the shards' values on the aggregator that landed
// the answer: the router's tasks of the input (GET /v1/tasks?input=) name
// the jobs, and the job landed at the index keeps them
// (GET /v1/jobs/{id} → sharded.shards[].chains, ops).
type AggregatorShards struct {
	Router     string
	Aggregator string
	Client     *http.Client // nil: http.DefaultClient
}

// ShardValues implements ShardSource.
func (a AggregatorShards) ShardValues(ctx context.Context, input inference.Hash, index uint64) (*ShardValues, error) {
	var tasks struct {
		Tasks []struct {
			ID string `json:"id"`
		} `json:"tasks"`
	}
	if err := a.get(ctx, strings.TrimRight(a.Router, "/")+"/v1/tasks?input="+url.QueryEscape(input.String()), &tasks); err != nil {
		return nil, err
	}
	for _, t := range tasks.Tasks {
		var job struct {
			Index   uint64 `json:"index"`
			Sharded *struct {
				Shards []struct {
					Chains []inference.Hash   `json:"chains"`
					Ops    [][]inference.Hash `json:"ops"`
				} `json:"shards"`
			} `json:"sharded"`
		}
		if err := a.get(ctx, strings.TrimRight(a.Aggregator, "/")+"/v1/jobs/"+url.PathEscape(t.ID), &job); err != nil {
			return nil, err
		}
		if job.Index != index || job.Sharded == nil {
			continue
		}
		v := &ShardValues{}
		for _, s := range job.Sharded.Shards {
			v.Chains, v.Ops = append(v.Chains, s.Chains), append(v.Ops, s.Ops)
		}
		return v, nil
	}
	return nil, fmt.Errorf("%w: input %s index %d", ErrNoShardValues, input, index)
}

func (a AggregatorShards) get(ctx context.Context, u string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return fmt.Errorf("shard values: %w", err)
	}
	c := a.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("shard values: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return fmt.Errorf("shard values: GET %s: %w", u, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("shard values: GET %s: %s", u, resp.Status)
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("%w: GET %s: %w", ErrBadShardValues, u, err)
	}
	return nil
}

// shardedLanding decodes verifyAndUpdateSharded(t, sigs, root, tokens).
func shardedLanding(data []byte, in abi.Arguments, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	args, err := in.Unpack(data)
	if err != nil || len(args) != 4 {
		return nil, fmt.Errorf("%w: %s: verifyAndUpdateSharded: %v", ErrNotALanding, tx, err)
	}
	l := &Landing{
		Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition),
		Shards:     *abi.ConvertType(args[1], new([]bindings.ShardSignature)).(*[]bindings.ShardSignature),
		Root:       args[2].([32]byte),
		Tokens:     args[3].([]*big.Int),
	}
	if l.Transition.Input != input || l.Transition.Index != index || len(l.Shards) == 0 {
		return nil, fmt.Errorf("%w: %s lands no sharded transition %d of %s", ErrNotALanding, tx, index, input)
	}
	return l, nil
}

// AllShards and NoShard are what Finding.Charged names besides a shard
// index: every shard charged (an undefended challenge, ShardCommittee.ALL)
// or none (the challenger settled without a provable blame, ALL − 1).
var (
	AllShards = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	NoShard   = new(big.Int).Sub(AllShards, big.NewInt(1))
)

// resolveSharded settles d's won challenge on a sharded landing: with no
// game won by a step, every shard is charged; otherwise the first shard whose
// blame holds at the located leaf (tried by a call before it is sent), and
// when none does the challenger settles it charging nobody.
func (c *Challenger) resolveSharded(ctx context.Context, d *dispute) error {
	f, l := d.f, d.landing
	ids, bounds := l.ShardIDs(), l.Bounds()
	gameID, g, promptLen, err := c.steppedGame(ctx, d)
	if err != nil {
		return err
	}
	noBlame := bindings.Blame{}
	if gameID == 0 {
		proof := bisection.LiableShards(0, ids, bounds, noBlame)
		return c.sendResolveSharded(ctx, d, proof, AllShards, slices.Concat(ids...), "no game ended by a step: every shard charged")
	}
	if d.tr == nil {
		return fmt.Errorf("challenge %d: a game stepped but no trace is held", f.ChallengeID)
	}
	nobody := bisection.LiableNobody(protocol.ShardsRecord(ids, bounds))
	if c.Shards == nil {
		// No source of the shards' values at all: no blame can ever be
		// built here, so the result is overturned without charging anyone
		// rather than left standing until the challenge expires.
		c.log().Warn("no source of the shards' published values (--aggregator): settling without a blame", "challenge", f.ChallengeID)
		return c.sendResolveSharded(ctx, d, nobody, NoShard, nil, "no shard values: settled charging nobody")
	}
	proof, shard, err := c.blame(ctx, d, gameID, g, promptLen)
	if err != nil {
		return err
	}
	if proof == nil {
		// No shard is provably at fault at the located leaf (SPEC.md §12):
		// the challenger settles, charging nobody; the result is invalidated.
		return c.sendResolveSharded(ctx, d, nobody, NoShard, nil, "no shard provably at fault: settled charging nobody")
	}
	return c.sendResolveSharded(ctx, d, proof, big.NewInt(int64(shard)), ids[shard], "shard blamed")
}

// blame is the liability proof of the first shard whose blame holds at game
// gameID's located leaf (tried by a call of resolve before it is sent), and
// that shard; a nil proof when none does.
func (c *Challenger) blame(ctx context.Context, d *dispute, gameID uint64, g bindings.DisputeGameGame, promptLen int) ([]byte, int, error) {
	f, l := d.f, d.landing
	committee, _, err := c.committee(ctx)
	if err != nil {
		return nil, 0, err
	}
	k, j := int(g.Path[0]), int(g.Path[1])
	vals, err := c.Shards.ShardValues(ctx, f.Update.Input, f.Update.Index)
	if err == nil {
		err = CheckShardValues(vals, l.Shards, d.tr.Steps())
	}
	if err != nil {
		// Without the shards' values no blame can be built; the challenge
		// stays to be tried again (the source may come back) until its
		// resolve window passes and expire pays the bonds out.
		return nil, 0, fmt.Errorf("challenge %d: %w", f.ChallengeID, err)
	}
	hashes, chain, link, err := d.tr.OpChain(ctx, k)
	if err != nil {
		return nil, 0, err
	}
	canon := bisection.CanonicalOps{Hashes: hashes, Chain: chain, Link: link}
	plan, err := c.plan(ctx, committee, len(l.Shards))
	if err != nil {
		return nil, 0, err
	}
	cfg := c.Engine.Model.Config
	cid := new(big.Int).SetUint64(f.ChallengeID)
	for _, s := range c.blameOrder(ctx, committee, g, promptLen, len(l.Shards)) {
		blame, err := bisection.BuildShardBlame(k, j, plan, s, cfg.Layers, cfg.QKNorm, promptLen, vals.Chains, canon, vals.Ops[s][k])
		if errors.Is(err, bisection.ErrNoBlame) {
			continue
		}
		if err != nil {
			return nil, 0, fmt.Errorf("challenge %d: blame of shard %d: %w", f.ChallengeID, s, err)
		}
		proof := bisection.LiableShards(gameID, l.ShardIDs(), l.Bounds(), *blame)
		data := bisection.GameABI().PackResolve(cid, proof)
		if _, err := c.Backend.CallContract(ctx, ethereum.CallMsg{From: c.Sender.From(), To: &c.Game, Data: data}, nil); err != nil {
			if bisection.RevertData(err) == nil {
				// the node failed, not the proof: tried again, never
				// settled on a node's hiccup
				return nil, 0, fmt.Errorf("challenge %d: trying the blame of shard %d: %w", f.ChallengeID, s, err)
			}
			c.log().Info("blame does not hold", "challenge", f.ChallengeID, "game", gameID, "shard", s, "err", shardRevert(err))
			continue
		}
		return proof, s, nil
	}
	return nil, 0, nil
}

// sendResolveSharded resolves d's challenge with a liability proof charging
// `charged` (a shard, AllShards or NoShard) and slashes its signers (ids).
func (c *Challenger) sendResolveSharded(ctx context.Context, d *dispute, proof []byte, charged *big.Int, ids [][32]byte, msg string) error {
	gas, err := bisection.Resolve(ctx, c.Sender, c.Game, d.f.ChallengeID, proof, ids)
	if len(gas) > 0 {
		d.f.Resolved, d.f.Charged = true, charged
	}
	if err != nil {
		return fmt.Errorf("resolve sharded challenge %d: %w", d.f.ChallengeID, err)
	}
	c.log().Info("challenge won: "+msg, "challenge", d.f.ChallengeID, "shard", charged, "gas", gas[0], "slash_pages", len(gas)-1)
	return nil
}

// steppedGame is the defence game of d's challenge that the challenger won
// by a one-step below the op level (0: none, the undefended case), and the
// challenge's prompt length.
func (c *Challenger) steppedGame(ctx context.Context, d *dispute) (uint64, bindings.DisputeGameGame, int, error) {
	rec, err := d.ch.Read(ctx)
	if err != nil {
		return 0, bindings.DisputeGameGame{}, 0, err
	}
	for _, id := range rec.Games {
		out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.Game, Data: bisection.GameABI().PackGame(new(big.Int).SetUint64(id))}, nil)
		if err != nil {
			return 0, bindings.DisputeGameGame{}, 0, fmt.Errorf("game %d: %w", id, err)
		}
		g, err := bisection.GameABI().UnpackGame(out)
		if err != nil {
			return 0, bindings.DisputeGameGame{}, 0, fmt.Errorf("game %d: %w", id, err)
		}
		// winner 1: the challenger; reason 0: by step; level ≥ 2: below the op level
		if g.Winner == 1 && g.Reason == uint8(bisection.ByStep) && g.Level >= 2 {
			return id, g, int(rec.PromptLen), nil
		}
	}
	return 0, bindings.DisputeGameGame{}, int(rec.PromptLen), nil
}

// committee is the consumer's shard committee and the model's layer count
// it holds.
func (c *Challenger) committee(ctx context.Context) (common.Address, uint64, error) {
	out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &c.Consumer, Data: consumerABI.PackShardCommittee()}, nil)
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("shard committee: %w", err)
	}
	committee, err := consumerABI.UnpackShardCommittee(out)
	if err != nil || committee == (common.Address{}) {
		return common.Address{}, 0, fmt.Errorf("shard committee: %w (%s)", errors.Join(err, errors.New("none set")), committee)
	}
	layers, err := callUint(ctx, c.Backend, committee, shardABI.PackLayers(), shardABI.UnpackLayers)
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("shard committee layers: %w", err)
	}
	return committee, layers, nil
}

// blameOrder is the order the shards' blames are tried in: the shard that
// ran the stepped leaf first (ShardCommittee.blame: the usual case, a
// defence of the landed pipeline losing at the liar's first wrong op), then
// the others (a steered defence, SPEC.md §12). A failed read only loses the
// ordering.
func (c *Challenger) blameOrder(ctx context.Context, committee common.Address, g bindings.DisputeGameGame, promptLen, n int) []int {
	order := make([]int, 0, n)
	out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &committee, Data: shardABI.PackBlame(big.NewInt(int64(g.Path[0])),
		big.NewInt(int64(g.Path[1])), big.NewInt(int64(g.Path[2])), big.NewInt(int64(promptLen)))}, nil)
	if err == nil {
		if owner, err := shardABI.UnpackBlame(out); err == nil && owner.IsInt64() && owner.Int64() < int64(n) {
			order = append(order, int(owner.Int64()))
		}
	}
	for s := range n {
		if !slices.Contains(order, s) {
			order = append(order, s)
		}
	}
	return order
}

// plan reads the committee's layer ranges.
func (c *Challenger) plan(ctx context.Context, committee common.Address, n int) (inference.ShardPlan, error) {
	plan := make(inference.ShardPlan, n)
	for s := range n {
		start, end, err := c.shardRange(ctx, committee, s)
		if err != nil {
			return nil, err
		}
		plan[s] = inference.LayerRange{Start: int(start.Int64()), End: int(end.Int64())}
	}
	return plan, nil
}

// shardRange reads shard s's first and last layer from the committee.
func (c *Challenger) shardRange(ctx context.Context, committee common.Address, s int) (start, end *big.Int, err error) {
	out, err := c.Backend.CallContract(ctx, ethereum.CallMsg{To: &committee, Data: shardABI.PackRange(big.NewInt(int64(s)))}, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("shard %d range: %w", s, err)
	}
	r, err := shardABI.UnpackRange(out)
	if err != nil {
		return nil, nil, fmt.Errorf("shard %d range: %w", s, err)
	}
	return r.Start, r.End, nil
}

// shardRevert names a revert of the shard committee (BlameUnproven,
// NotBlamable, …) or, failing that, of the game.
func shardRevert(err error) error {
	if data := bisection.RevertData(err); len(data) >= 4 {
		if v, e := shardABI.UnpackError(data); e == nil && v != nil {
			rv := reflect.ValueOf(v)
			if rv.Kind() == reflect.Pointer && !rv.IsNil() {
				name := strings.TrimPrefix(rv.Elem().Type().Name(), "ShardCommittee")
				return fmt.Errorf("shard committee reverted: %s%+v", name, rv.Elem().Interface())
			}
		}
	}
	return bisection.GameError(err)
}
