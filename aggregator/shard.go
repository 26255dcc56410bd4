package aggregator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"sort"

	"github.com/consensys/gnark-crypto/ecc/bn254"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// A sharded committee (SPEC.md §12) splits the model by layer ranges; the
// coordinator here drives it token by token: each position runs shard
// after shard, every operator of a shard on the same input, and the
// residual the shard's agreeing operators hand on feeds the next shard.
// At the end each shard signs its own claim, and a landing carries one
// aggregate per shard (LLMConsumer.verifyAndUpdateSharded).

// Errors of a sharded run.
var (
	ErrShardDisagrees  = errors.New("aggregator: operator's output differs from its shard's agreeing operators")
	ErrShardWrongRange = errors.New("aggregator: operator answered for another shard or layer range")
	ErrShardQuorum     = errors.New("aggregator: a shard's agreeing operators are below the threshold")
	ErrShardBadSig     = errors.New("aggregator: shard attestation does not verify")
)

// ShardNode is one operator of one shard as the coordinator drives it
// (operator.ShardWorker in process).
type ShardNode interface {
	Step(ctx context.Context, req operator.ShardStep) (*operator.ShardStepResult, error)
	Sign(ctx context.Context, req operator.ShardSign) (*operator.ShardAttestation, error)
}

// ShardCoordinator drives a sharded committee.
type ShardCoordinator struct {
	Plan inference.ShardPlan
	// Nodes[s] are shard s's operators, Stakes[s][i] node i's stake (nil:
	// equal stakes); the threshold holds per shard.
	Nodes     [][]ShardNode
	Stakes    [][]*big.Int
	Threshold blsagg.Threshold
	Manifest  inference.Hash
	Layers    int
	Log       *slog.Logger
}

// ShardedAnswer is a sharded committee's answer with what its shards sign.
type ShardedAnswer struct {
	Task       string
	Prompt     []int
	N          int
	Tokens     []int
	Root       inference.Hash
	LayerRoots [][]inference.Hash // per step, every layer's R_l
	// Boundaries[s]: the commitment of shard s's out chain values (between
	// shard s and s+1; the last shard's covers the step's last op)
	Boundaries []inference.Hash
	// Chains[s][p]: shard s's out value at step p, the op-chain leaf of its
	// last op (what Boundaries[s] hashes; a per-shard challenge opens it,
	// SPEC.md §12)
	Chains [][]inference.Hash
	// Ops[s][p] are shard s's op hashes at step p, its first op's on:
	// checked to fold to Chains[s][p]: how a challenger finds the first
	// lying shard and opens a first shard's out value.
	Ops [][][]inference.Hash
	// Links are the checkpoint links, one per step (the last is Root).
	Links []inference.Hash
	// Refused[s][i] is why node i of shard s was dropped (nil: it took
	// part to the end).
	Refused [][]error
}

func (c *ShardCoordinator) check() error {
	if err := c.Plan.Validate(c.Layers); err != nil {
		return err
	}
	if len(c.Nodes) != len(c.Plan) {
		return fmt.Errorf("%w: %d node lists for %d shards", inference.ErrBadShardPlan, len(c.Nodes), len(c.Plan))
	}
	return c.Threshold.Validate()
}

func (c *ShardCoordinator) stake(s, i int) *big.Int {
	if c.Stakes == nil {
		return big.NewInt(1)
	}
	return c.Stakes[s][i]
}

// met reports whether the nodes of shard s marked in `in` hold the threshold.
func (c *ShardCoordinator) met(s int, in func(i int) bool) bool {
	signed, total := new(big.Int), new(big.Int)
	for i := range c.Nodes[s] {
		total.Add(total, c.stake(s, i))
		if in(i) {
			signed.Add(signed, c.stake(s, i))
		}
	}
	return signed.Sign() > 0 && c.Threshold.Met(signed, total)
}

// Run generates the answer to (prompt, n) through the shards. On an error
// the partial answer still comes back when there is one: its Refused names
// the operators dropped before the run failed.
func (c *ShardCoordinator) Run(ctx context.Context, task string, prompt []int, n int) (*ShardedAnswer, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	a := &ShardedAnswer{Task: task, Prompt: slices.Clone(prompt), N: n, Refused: make([][]error, len(c.Plan))}
	for s := range c.Plan {
		a.Refused[s] = make([]error, len(c.Nodes[s]))
	}
	outs := make([][]inference.Hash, len(c.Plan))
	a.Ops = make([][][]inference.Hash, len(c.Plan))
	steps := len(prompt) + n - 1
	tok := prompt[0]
	link := inference.Genesis(c.Manifest, inference.InputHash(prompt, n)) // link_{p−1}
	for p := range steps {
		var x []int32
		var chain, prev inference.Hash // the step's op chain after and before the last op, handed on with the residual
		row := make([]inference.Hash, 0, c.Layers)
		next, op := -1, 0 // op: the first op index of shard s (the ops are contiguous)
		for s, r := range c.Plan {
			req := operator.ShardStep{Task: task, Shard: s, Range: r, Pos: p, Token: tok, Residual: x, Link: link, Chain: chain, Prev: prev}
			if p == 0 {
				req.Prompt, req.N = prompt, n
			}
			res, err := c.stepShard(ctx, a, s, op, req)
			if err != nil {
				// the partial answer names who was refused on the way
				return a, fmt.Errorf("step %d: %w", p, err)
			}
			x, next, chain = res.Residual, res.Token, res.OutChain
			prev = foldOps(req, op, res.Ops[:len(res.Ops)-1])
			row = append(row, res.LayerRoots...)
			outs[s] = append(outs[s], res.OutChain)
			a.Ops[s] = append(a.Ops[s], res.Ops)
			op += len(res.Ops)
		}
		a.LayerRoots = append(a.LayerRoots, row)
		in := tok
		if p < len(prompt)-1 {
			tok = prompt[p+1]
		} else {
			a.Tokens = append(a.Tokens, next)
			tok = next
		}
		link = inference.Link(link, p, in, tok, inference.MerkleRoot(row))
		a.Links = append(a.Links, link)
	}
	for s := range c.Plan {
		a.Boundaries = append(a.Boundaries, protocol.BoundaryCommitment(outs[s]))
	}
	a.Chains = outs
	a.Root = link
	return a, nil
}

// stepShard runs one position on every live node of shard s and returns
// the output of the agreeing operators; a node that fails, answers for
// another range or disagrees is dropped (Refused) for the rest of the task.
// The shard's op hashes must fold, from op index first and the chain value
// handed in, to the chain value it hands on.
func (c *ShardCoordinator) stepShard(ctx context.Context, a *ShardedAnswer, s, first int, req operator.ShardStep) (*operator.ShardStepResult, error) {
	results := make([]*operator.ShardStepResult, len(c.Nodes[s]))
	keys := make([]inference.Hash, len(c.Nodes[s]))
	for i, node := range c.Nodes[s] {
		if a.Refused[s][i] != nil {
			continue
		}
		res, err := node.Step(ctx, req)
		switch {
		case err != nil:
			a.Refused[s][i] = err
		case res.Shard != s || res.Range != c.Plan[s]:
			a.Refused[s][i] = fmt.Errorf("%w: shard %d node %d answered for shard %d layers %s", ErrShardWrongRange, s, i, res.Shard, res.Range)
		case res.OutHash != inference.OpHash(res.Residual) || len(res.LayerRoots) != c.Plan[s].End-c.Plan[s].Start:
			a.Refused[s][i] = fmt.Errorf("%w: shard %d node %d: an output that does not hash to its boundary", ErrShardDisagrees, s, i)
		case len(res.Ops) == 0 || foldOps(req, first, res.Ops) != res.OutChain:
			a.Refused[s][i] = fmt.Errorf("%w: shard %d node %d: op hashes that do not fold to its chain value", ErrShardDisagrees, s, i)
		default:
			results[i] = res
			var rb bytes.Buffer
			rb.Write(res.OutHash[:])
			rb.Write(res.OutChain[:])
			for _, h := range res.LayerRoots {
				rb.Write(h[:])
			}
			fmt.Fprintf(&rb, "%d", res.Token)
			keys[i] = inference.Keccak256(rb.Bytes())
		}
		if a.Refused[s][i] != nil && c.Log != nil {
			c.Log.Warn("shard operator dropped", "task", req.Task, "shard", s, "node", i, "pos", req.Pos, "err", a.Refused[s][i])
		}
	}
	// The output with the most stake behind it; the others disagree.
	best, bestStake := -1, new(big.Int)
	for i, r := range results {
		if r == nil {
			continue
		}
		st := new(big.Int)
		for j, q := range results {
			if q != nil && keys[j] == keys[i] {
				st.Add(st, c.stake(s, j))
			}
		}
		if st.Cmp(bestStake) > 0 {
			best, bestStake = i, st
		}
	}
	for i, r := range results {
		if r != nil && best >= 0 && keys[i] != keys[best] {
			a.Refused[s][i] = fmt.Errorf("%w: shard %d node %d at position %d", ErrShardDisagrees, s, i, req.Pos)
			results[i] = nil
		}
	}
	if best < 0 || !c.met(s, func(i int) bool { return results[i] != nil }) {
		return nil, fmt.Errorf("%w: shard %d at position %d", ErrShardQuorum, s, req.Pos)
	}
	return results[best], nil
}

// foldOps continues the step's op chain over ops from op index first (from
// the value handed in, link_{p−1} for the first shard).
func foldOps(req operator.ShardStep, first int, ops []inference.Hash) inference.Hash {
	c := req.Chain
	if req.Shard == 0 {
		c = req.Link
	}
	for i, h := range ops {
		c = inference.OpLeaf(req.Link, c, first+i, h)
	}
	return c
}

// ShardAggregate is one shard's aggregate signature on its claim.
type ShardAggregate struct {
	Claim      protocol.ShardClaim
	Sigma      blsagg.G1
	ApkG2      blsagg.G2
	Signers    []blsagg.OperatorID // ascending
	SignerKeys []blsagg.G1         // same order
}

// Sign has every live operator of every shard sign its claim on t, checks
// each attestation and aggregates them per shard; each shard must reach the
// threshold on its own.
func (c *ShardCoordinator) Sign(ctx context.Context, a *ShardedAnswer, t protocol.Transition) ([]ShardAggregate, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	out := make([]ShardAggregate, len(c.Plan))
	for s, r := range c.Plan {
		req := operator.ShardSign{Task: a.Task, Shard: s, Range: r, Transition: t, Tokens: a.Tokens, LayerRoots: a.LayerRoots}
		if s > 0 {
			req.In = a.Boundaries[s-1]
		}
		req.Out = a.Boundaries[s]
		want := protocol.ShardClaim{Transition: t.Digest(), Shard: uint64(s), Start: uint64(r.Start), End: uint64(r.End),
			Layers: uint64(c.Layers), In: req.In, Out: req.Out}
		digest := want.Digest()
		type signed struct {
			id  blsagg.OperatorID
			att *operator.ShardAttestation
		}
		var got []signed
		ok := make([]bool, len(c.Nodes[s]))
		for i, node := range c.Nodes[s] {
			if a.Refused[s][i] != nil {
				continue
			}
			att, err := node.Sign(ctx, req)
			if err == nil && (att.Claim != want || blsagg.CheckApkAndSignature(digest, &att.PubG1, &att.PubG2, &att.Sig) != nil) {
				err = fmt.Errorf("%w: shard %d node %d", ErrShardBadSig, s, i)
			}
			if err != nil {
				a.Refused[s][i] = err
				if c.Log != nil {
					c.Log.Warn("shard signature refused", "task", a.Task, "shard", s, "node", i, "err", err)
				}
				continue
			}
			ok[i] = true
			got = append(got, signed{blsagg.IDOf(&att.PubG1), att})
		}
		if !c.met(s, func(i int) bool { return ok[i] }) {
			return nil, fmt.Errorf("%w: shard %d signatures", ErrShardQuorum, s)
		}
		sort.Slice(got, func(i, j int) bool { return bytes.Compare(got[i].id[:], got[j].id[:]) < 0 })
		var sigma bn254.G1Jac
		var apk2 bn254.G2Jac
		agg := ShardAggregate{Claim: want}
		for _, g := range got {
			sigma.AddMixed(&g.att.Sig)
			apk2.AddMixed(&g.att.PubG2)
			agg.Signers = append(agg.Signers, g.id)
			agg.SignerKeys = append(agg.SignerKeys, g.att.PubG1)
		}
		agg.Sigma.FromJacobian(&sigma)
		agg.ApkG2.FromJacobian(&apk2)
		out[s] = agg
	}
	return out, nil
}

// Binding is the aggregate as LLMConsumer.verifyAndUpdateSharded takes it.
func (g *ShardAggregate) Binding() bindings.ShardSignature {
	b := bindings.ShardSignature{Sigma: bindG1(&g.Sigma), ApkG2: bindG2(&g.ApkG2), InBoundary: g.Claim.In, OutBoundary: g.Claim.Out,
		SignerKeys: []bindings.G1Point{}}
	for i := range g.SignerKeys {
		b.SignerKeys = append(b.SignerKeys, bindG1(&g.SignerKeys[i]))
	}
	return b
}

func bindG1(p *blsagg.G1) bindings.G1Point {
	return bindings.G1Point{X: p.X.BigInt(new(big.Int)), Y: p.Y.BigInt(new(big.Int))}
}

func bindG2(p *blsagg.G2) bindings.G2Point {
	return bindings.G2Point{
		X: [2]*big.Int{p.X.A1.BigInt(new(big.Int)), p.X.A0.BigInt(new(big.Int))},
		Y: [2]*big.Int{p.Y.A1.BigInt(new(big.Int)), p.Y.A0.BigInt(new(big.Int))},
	}
}
