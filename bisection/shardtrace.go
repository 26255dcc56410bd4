package bisection

import (
	"errors"
	"fmt"

	"github.com/deepcall/deepcall/inference"
)

// A per-shard challenge (shardgame.go) disputes shard s's claim that its
// ops f … e take its in value c_{f−1} to its out value c_e at step k. When
// an upstream shard lied, the honest shard s ran on a wrong residual, and
// the answer's links (and the KV roots they commit to) carry the liar's
// values: the canonical trace (NewEngineTrace) then disagrees with s's
// true claim from c_{f−1} on, and cannot defend it. s's operators defend
// from what they kept instead, a ShardView, with NewShardTrace.

// ErrShardView: a shard view does not fit the request or the model (a
// length against the steps, a residual's size, a token out of the
// vocabulary, links not built from its roots, an in value not the fold of
// its predecessor and the residual).
var ErrShardView = errors.New("bisection: shard view does not fit the request")

// ShardView is what one shard's operators keep of a landed sharded answer,
// every slice per step p = 0 … steps−1.
type ShardView struct {
	Shard int
	Plan  inference.ShardPlan
	// Residuals[p] is the residual handed to the shard at step p (Dim
	// values); nil for shard 0, which embeds the token.
	Residuals [][]int32
	// In[p] is the op-chain value handed in, c_{f−1}, and Prev[p] its
	// predecessor c_{f−2} (c_{f−1} = OpLeaf(link_{p−1}, c_{f−2}, f−1,
	// OpHash(Residuals[p]))); unused for shard 0, whose in value is the link.
	In, Prev []inference.Hash
	// Links[p] is link_p of the answer (link_{−1} is the genesis link).
	Links []inference.Hash
	// Tokens are the answer's generated tokens.
	Tokens []int
	// LayerRoots[p] are every layer's KV root R_l after step p, the roots
	// the answer's links commit to: link_p = Link(link_{p−1}, p, x_p, y_p,
	// MerkleRoot(LayerRoots[p])).
	LayerRoots [][]inference.Hash
}

// shardOverride is what a shard trace takes from its view instead of its
// own run; its methods are no-ops on a nil receiver (an ordinary trace).
type shardOverride struct {
	view ShardView
	f    int // the shard's first op, the same at every step
	// own is the shard's layers: the only ones whose KV trees the run
	// holds truly; the others' roots come from the view.
	own inference.LayerRange
}

// NewShardTrace is the trace of prompt and n tokens as shard view.Shard
// computed and signed it: e's model runs as a pipeline over view.Plan whose
// residual handed to the shard at step p is view.Residuals[p] (the previous
// shard's last layer is overwritten with it), on the answer's tokens. In
// the trace, the links are the view's; at step k the op chain holds
// view.Prev[k] and view.In[k] at ops f−2 and f−1 and folds the shard's own
// op hashes from there; a KV forest reports view.LayerRoots for the layers
// outside the shard and its own trees for the shard's. So its leaves at
// [k] for ops f−1 … e are the shard's signed values, and its step
// witnesses (ChainEngineTrace) inside the shard's ops open against the
// answer's links and KV roots. Leaves outside the shard's ops mean nothing.
// The trace reads view's slices as they stand: the caller leaves them be.
func NewShardTrace(e *inference.Engine, prompt []int, n int, view ShardView, opt EngineOptions) (*EngineTrace, error) {
	c := e.Model.Config
	if err := inference.CheckRequest(c, prompt, n); err != nil {
		return nil, err
	}
	if err := checkShardView(e, prompt, n, view); err != nil {
		return nil, err
	}
	steps := len(prompt) + n - 1
	ys := append(append(make([]int, 0, steps), prompt[1:]...), view.Tokens...)
	pipe := inference.Pipeline{CPU: cpuOf(e.Backend), Plan: view.Plan}
	if s := view.Shard; s > 0 {
		last, res := view.Plan[s-1].End-1, view.Residuals
		pipe.Lies = map[int]*inference.Lie{s - 1: {Layer: last, At: func(pos int, x []int32) {
			copy(x, res[pos]) // what the shard was handed, lie or not
		}}}
	}
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest, Backend: answerBackend{pipe: pipe, ys: ys}}
	t, err := NewEngineTrace(eng, prompt, n, opt)
	if err != nil {
		return nil, err
	}
	f, _ := ShardOps(view.Plan, view.Shard, 0, c.Layers, c.QKNorm, len(prompt))
	t.view = &shardOverride{view: view, f: f, own: view.Plan[view.Shard]}
	return t, nil
}

// cpuOf is the CPU backend to run a shard view's pipeline on: e's own
// when it is one (or a pipeline's), so a caller's worker count holds.
func cpuOf(b inference.Backend) inference.CPU {
	switch b := b.(type) {
	case inference.CPU:
		return b
	case inference.Pipeline:
		return b.CPU
	}
	return inference.CPU{}
}

// checkShardView checks the view's shape against the request and model,
// and the two bindings the shard's step witnesses rest on: every link
// built from the view's roots and tokens, every in value the fold of its
// predecessor and the residual.
func checkShardView(e *inference.Engine, prompt []int, n int, v ShardView) error {
	c := e.Model.Config
	if err := v.Plan.Validate(c.Layers); err != nil {
		return fmt.Errorf("%w: %w", ErrShardView, err)
	}
	steps := len(prompt) + n - 1
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrShardView}, a...)...)
	}
	switch {
	case v.Shard < 0 || v.Shard >= len(v.Plan):
		return bad("shard %d of a plan of %d", v.Shard, len(v.Plan))
	case len(v.Links) != steps || len(v.LayerRoots) != steps:
		return bad("%d links and %d layer-root sets for %d steps", len(v.Links), len(v.LayerRoots), steps)
	case len(v.Tokens) != n:
		return bad("%d tokens for %d generated", len(v.Tokens), n)
	}
	for i, tok := range v.Tokens {
		if tok < 0 || tok >= c.Vocab {
			return bad("token %d is %d, the vocabulary is %d", i, tok, c.Vocab)
		}
	}
	if err := checkViewLinks(e, prompt, n, v); err != nil {
		return err
	}
	if v.Shard == 0 {
		return nil
	}
	if len(v.Residuals) != steps || len(v.In) != steps || len(v.Prev) != steps {
		return bad("%d residuals, %d in and %d prev values for %d steps", len(v.Residuals), len(v.In), len(v.Prev), steps)
	}
	f, _ := ShardOps(v.Plan, v.Shard, 0, c.Layers, c.QKNorm, len(prompt))
	for p, x := range v.Residuals {
		if len(x) != c.Dim {
			return bad("residual %d has %d values, dim is %d", p, len(x), c.Dim)
		}
		link := inference.Genesis(e.Manifest, inference.InputHash(prompt, n))
		if p > 0 {
			link = v.Links[p-1]
		}
		if inference.OpLeaf(link, v.Prev[p], f-1, inference.OpHash(x)) != v.In[p] {
			return bad("in value %d is not the fold of its predecessor and the residual", p)
		}
	}
	return nil
}

// checkViewLinks checks link_p = Link(link_{p−1}, p, x_p, y_p,
// MerkleRoot(LayerRoots[p])) at every step: the witnesses open link_{k−1}'s
// preimage with the view's roots and tokens.
func checkViewLinks(e *inference.Engine, prompt []int, n int, v ShardView) error {
	ys := append(append([]int(nil), prompt[1:]...), v.Tokens...)
	link, x := inference.Genesis(e.Manifest, inference.InputHash(prompt, n)), prompt[0]
	for p, roots := range v.LayerRoots {
		if len(roots) != e.Model.Config.Layers {
			return fmt.Errorf("%w: %d layer roots at step %d, the model has %d layers", ErrShardView, len(roots), p, e.Model.Config.Layers)
		}
		link = inference.Link(link, p, x, ys[p], inference.MerkleRoot(roots))
		if link != v.Links[p] {
			return fmt.Errorf("%w: link %d is not built from the view's tokens and layer roots", ErrShardView, p)
		}
		x = ys[p]
	}
	return nil
}

// answerBackend runs a pipeline but answers the answer's tokens y_p on a
// classifying step, not the rerun's argmax: Generate feeds them back, so
// the first shard embeds the tokens it was given, and a Result's tokens
// are the answer's.
type answerBackend struct {
	pipe inference.Pipeline
	ys   []int
}

// Name implements inference.Backend.
func (b answerBackend) Name() string { return "answer tokens over " + b.pipe.Name() }

// Open implements inference.Backend.
func (b answerBackend) Open(m *inference.Model) (inference.Runner, error) {
	r, err := b.pipe.Open(m)
	if err != nil {
		return nil, err
	}
	return answerRunner{Runner: r, ys: b.ys}, nil
}

type answerRunner struct {
	inference.Runner
	ys []int
}

// Step implements inference.Runner.
func (r answerRunner) Step(pos, tok int, classify bool, trace inference.TraceFunc) (int, error) {
	next, err := r.Runner.Step(pos, tok, classify, trace)
	if err != nil || !classify {
		return next, err
	}
	return r.ys[pos], nil
}

// link is the view's link_k (ok false: no view, or k = −1, the genesis).
func (o *shardOverride) link(k int) (Hash, bool) {
	if o == nil || k < 0 {
		return Hash{}, false
	}
	return o.view.Links[k], true
}

// patch makes a Result the answer's: its links, their KV roots, its tokens.
func (o *shardOverride) patch(res *inference.Result) {
	if o == nil {
		return
	}
	res.Checkpoints = append([]Hash(nil), o.view.Links...)
	res.Root = res.Checkpoints[len(res.Checkpoints)-1]
	res.Tokens = append([]int(nil), o.view.Tokens...)
	res.KVRoots = res.KVRoots[:0]
	for _, roots := range o.view.LayerRoots {
		res.KVRoots = append(res.KVRoots, inference.MerkleRoot(roots))
	}
}

// chain is c_j of step k as the shard holds it: c is the value folded so
// far, replaced by the handed-in predecessor and in value at ops f−2 and
// f−1, so the shard's ops fold from what it was handed.
func (o *shardOverride) chain(k, j int, c Hash) Hash {
	if o == nil || o.view.Shard == 0 {
		return c
	}
	switch j {
	case o.f - 2:
		return o.view.Prev[k]
	case o.f - 1:
		return o.view.In[k]
	}
	return c
}

// fixRoots makes f, the forest after the first p positions, report the
// view's roots for the layers outside the shard: the run's trees of those
// layers are not what the answer committed to.
func (o *shardOverride) fixRoots(f *inference.KVForest, p int, layers int) {
	if o == nil || p == 0 {
		return
	}
	for l := range layers {
		if !o.own.Contains(l) {
			f.FixLayerRoot(l, o.view.LayerRoots[p-1][l])
		}
	}
}
