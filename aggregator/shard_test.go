package aggregator_test

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

func shardKey(i int) *bls.KeyPair {
	var sk fr.Element
	sk.SetUint64(uint64(1000 + i))
	return bls.NewKeyPair(&sk)
}

type shardModel struct {
	name string
	m    *inference.Model
	mf   inference.Hash
}

func shardTestModels(t *testing.T) []shardModel {
	t.Helper()
	m, mf, err := inference.LoadDir(filepath.Join("..", "testdata", "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	out := []shardModel{{"stories260K", m, mf.Hash}}
	s := synth.GoldenShapes()[1] // 3 layers, GQA, half-split RoPE, untied
	sm, err := quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
	if err != nil {
		t.Fatal(err)
	}
	smf, _ := inference.NewManifest(s.Name, sm, inference.Hash{})
	return append(out, shardModel{s.Name, sm, smf.Hash})
}

// node is a worker of shard s under plan, with an optional lie.
func node(t *testing.T, sm shardModel, plan inference.ShardPlan, s, key int, fault *inference.Lie) aggregator.ShardNode {
	t.Helper()
	w, err := operator.NewShardWorker(operator.ShardConfig{Model: sm.m, Manifest: sm.mf, Plan: plan, Shard: s, Key: shardKey(key), Workers: 1, Fault: fault})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func transitionFor(sm shardModel, a *aggregator.ShardedAnswer) protocol.Transition {
	input := inference.InputHash(a.Prompt, a.N)
	return protocol.Transition{ChainID: 1337, Consumer: [20]byte{1}, Index: 7, Manifest: sm.mf, Input: input,
		Slot: protocol.ResultSlot(input), New: protocol.ResultValue(a.Root, a.Tokens), ReferenceBlock: 9}
}

// TestShardedAnswerEqualsUnsharded: two shards of two operators each land
// the tokens and root of the unsplit engine, and every shard's aggregate
// verifies over its claim.
func TestShardedAnswerEqualsUnsharded(t *testing.T) {
	ctx := context.Background()
	for _, sm := range shardTestModels(t) {
		t.Run(sm.name, func(t *testing.T) {
			plan, err := inference.EvenShards(sm.m.Config.Layers, 2)
			if err != nil {
				t.Fatal(err)
			}
			c := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: sm.mf, Layers: sm.m.Config.Layers,
				Nodes: [][]aggregator.ShardNode{{node(t, sm, plan, 0, 0, nil), node(t, sm, plan, 0, 1, nil)},
					{node(t, sm, plan, 1, 2, nil), node(t, sm, plan, 1, 3, nil)}}}
			prompt, n := []int{1, 9, 4}, 8
			a, err := c.Run(ctx, "t1", prompt, n)
			if err != nil {
				t.Fatal(err)
			}
			e := &inference.Engine{Model: sm.m, Manifest: sm.mf, Backend: inference.CPU{Workers: 1}}
			want, err := e.Generate(ctx, prompt, n, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a.Tokens, want.Tokens) || a.Root != want.Root {
				t.Fatalf("sharded %v %x, unsharded %v %x", a.Tokens, a.Root, want.Tokens, want.Root)
			}
			aggs, err := c.Sign(ctx, a, transitionFor(sm, a))
			if err != nil {
				t.Fatal(err)
			}
			for s, g := range aggs {
				if len(g.Signers) != 2 {
					t.Fatalf("shard %d: %d signers", s, len(g.Signers))
				}
				var apk blsagg.G1
				apk.Add(&g.SignerKeys[0], &g.SignerKeys[1])
				if err := blsagg.CheckApkAndSignature(g.Claim.Digest(), &apk, &g.ApkG2, &g.Sigma); err != nil {
					t.Fatalf("shard %d aggregate: %v", s, err)
				}
			}
			// the last shard's out commits to the op chain's last leaf of every step (SPEC.md §12)
			if aggs[0].Claim.Out != aggs[1].Claim.In || aggs[0].Claim.In != (inference.Hash{}) ||
				aggs[1].Claim.Out != protocol.BoundaryCommitment(a.Chains[1]) || len(a.Chains[1]) != len(a.LayerRoots) {
				t.Fatal("boundaries do not chain")
			}
		})
	}
}

// TestShardedBadOperators: an operator that runs the wrong range, one whose
// residual disagrees, and a shard left below its threshold, each named.
func TestShardedBadOperators(t *testing.T) {
	ctx := context.Background()
	sm := shardTestModels(t)[0]
	L := sm.m.Config.Layers
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: L}}
	other := inference.ShardPlan{{Start: 0, End: 3}, {Start: 3, End: L}}
	lie := &inference.Lie{Layer: L - 1, At: func(pos int, x []int32) {
		if pos == 2 {
			x[1]--
		}
	}}
	for _, tc := range []struct {
		name    string
		shard1  func() []aggregator.ShardNode
		dropped error // what the odd node of shard 1 is refused with
		run     error // the run's error
	}{
		{"wrong range", func() []aggregator.ShardNode {
			return []aggregator.ShardNode{node(t, sm, plan, 1, 2, nil), node(t, sm, plan, 1, 3, nil), node(t, sm, plan, 1, 4, nil), node(t, sm, other, 1, 5, nil)}
		}, operator.ErrWrongShard, nil},
		{"disagreeing residual", func() []aggregator.ShardNode {
			return []aggregator.ShardNode{node(t, sm, plan, 1, 2, nil), node(t, sm, plan, 1, 3, nil), node(t, sm, plan, 1, 4, nil), node(t, sm, plan, 1, 5, lie)}
		}, aggregator.ErrShardDisagrees, nil},
		{"below the threshold", func() []aggregator.ShardNode {
			return []aggregator.ShardNode{node(t, sm, plan, 1, 2, nil), node(t, sm, plan, 1, 5, lie)}
		}, aggregator.ErrShardDisagrees, aggregator.ErrShardQuorum},
	} {
		t.Run(tc.name, func(t *testing.T) {
			nodes := tc.shard1()
			c := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: sm.mf, Layers: L,
				Nodes: [][]aggregator.ShardNode{{node(t, sm, plan, 0, 0, nil), node(t, sm, plan, 0, 1, nil)}, nodes}}
			a, err := c.Run(ctx, "bad", []int{1}, 6)
			if !errors.Is(err, tc.run) {
				t.Fatalf("run: %v, want %v", err, tc.run)
			}
			if err != nil {
				return
			}
			odd := len(nodes) - 1
			if !errors.Is(a.Refused[1][odd], tc.dropped) {
				t.Fatalf("odd node refused with %v, want %v", a.Refused[1][odd], tc.dropped)
			}
			aggs, err := c.Sign(ctx, a, transitionFor(sm, a))
			if err != nil {
				t.Fatal(err)
			}
			if len(aggs[1].Signers) != len(nodes)-1 {
				t.Fatalf("shard 1 signers %d, want %d", len(aggs[1].Signers), len(nodes)-1)
			}
		})
	}
}

// TestShardWorkerRefusesToSign: a worker signs only its own trace's claim.
func TestShardWorkerRefusesToSign(t *testing.T) {
	ctx := context.Background()
	sm := shardTestModels(t)[0]
	L := sm.m.Config.Layers
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: L}}
	for _, tc := range []struct {
		name  string
		bend  func(req *operator.ShardSign)
		want  error
		shard int
	}{
		{"honest", func(*operator.ShardSign) {}, nil, 1},
		{"wrong value", func(r *operator.ShardSign) { r.Transition.New[0] ^= 1 }, operator.ErrShardResult, 1},
		{"wrong tokens", func(r *operator.ShardSign) { r.Tokens = slices.Clone(r.Tokens); r.Tokens[0]++ }, operator.ErrShardResult, 1},
		{"wrong in boundary", func(r *operator.ShardSign) { r.In[3] ^= 1 }, operator.ErrBoundaryMismatch, 1},
		{"wrong out boundary", func(r *operator.ShardSign) { r.Out[3] ^= 1 }, operator.ErrBoundaryMismatch, 0},
		{"another shard's layer roots", func(r *operator.ShardSign) {
			r.LayerRoots = slices.Clone(r.LayerRoots)
			r.LayerRoots[1] = slices.Clone(r.LayerRoots[1])
			r.LayerRoots[1][L-1][0] ^= 1
		}, operator.ErrLayerRootMismatch, 1},
		{"wrong range", func(r *operator.ShardSign) { r.Range.End-- }, operator.ErrWrongShard, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w0 := node(t, sm, plan, 0, 0, nil)
			w1 := node(t, sm, plan, 1, 1, nil)
			c := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.Threshold{Num: 1, Den: 2}, Manifest: sm.mf, Layers: L,
				Nodes: [][]aggregator.ShardNode{{w0}, {w1}}}
			a, err := c.Run(ctx, fmt.Sprint(tc.name), []int{1, 3}, 4)
			if err != nil {
				t.Fatal(err)
			}
			tr := transitionFor(sm, a)
			req := operator.ShardSign{Task: a.Task, Shard: tc.shard, Range: plan[tc.shard], Transition: tr, Tokens: a.Tokens, LayerRoots: a.LayerRoots}
			req.Out = a.Boundaries[tc.shard]
			if tc.shard == 1 {
				req.In = a.Boundaries[0]
			}
			tc.bend(&req)
			_, err = []aggregator.ShardNode{w0, w1}[tc.shard].Sign(ctx, req)
			if !errors.Is(err, tc.want) {
				t.Fatalf("sign: %v, want %v", err, tc.want)
			}
		})
	}
}

// relink hands its node a wrong checkpoint link at one position (a
// coordinator that lies about link_{p−1}).
type relink struct {
	aggregator.ShardNode
	pos int
}

func (r relink) Step(ctx context.Context, req operator.ShardStep) (*operator.ShardStepResult, error) {
	if req.Pos == r.pos {
		req.Link[0] ^= 1
	}
	return r.ShardNode.Step(ctx, req)
}

// TestShardWorkerChecksLinksAndChain: a worker whose steps ran on a link
// the answer's checkpoints do not give refuses to sign (its signed chain
// values would start from it), and a later shard stepped without the op
// chain's value, or the first with one, refuses the step.
func TestShardWorkerChecksLinksAndChain(t *testing.T) {
	ctx := context.Background()
	sm := shardTestModels(t)[0]
	L := sm.m.Config.Layers
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: L}}
	c := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.Threshold{Num: 1, Den: 2}, Manifest: sm.mf, Layers: L,
		Nodes: [][]aggregator.ShardNode{{relink{node(t, sm, plan, 0, 0, nil), 2}}, {node(t, sm, plan, 1, 1, nil)}}}
	// The worker's op hashes, run on the wrong link, do not fold from the
	// coordinator's link to the chain value it hands on: it is dropped at
	// that step, before any signature.
	a, err := c.Run(ctx, "relink", []int{1, 3}, 4)
	if !errors.Is(err, aggregator.ErrShardQuorum) || a == nil || !errors.Is(a.Refused[0][0], aggregator.ErrShardDisagrees) {
		t.Fatalf("run with a wrong link: %v, want ErrShardQuorum after ErrShardDisagrees", err)
	}
	// The worker itself, stepped on that link and asked to sign its own
	// boundary, refuses: the link is not the answer's checkpoint.
	honest := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.Threshold{Num: 1, Den: 2}, Manifest: sm.mf, Layers: L,
		Nodes: [][]aggregator.ShardNode{{node(t, sm, plan, 0, 0, nil)}, {node(t, sm, plan, 1, 1, nil)}}}
	prompt, n := []int{1, 3}, 4
	a, err = honest.Run(ctx, "honest", prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	w := node(t, sm, plan, 0, 0, nil)
	xs := append(slices.Clone(prompt), a.Tokens[:n-1]...)
	var outs []inference.Hash
	for p := range len(prompt) + n - 1 {
		link := inference.Genesis(sm.mf, inference.InputHash(prompt, n))
		if p > 0 {
			link = a.Links[p-1]
		}
		if p == 2 {
			link[0] ^= 1
		}
		req := operator.ShardStep{Task: "relinked", Shard: 0, Range: plan[0], Pos: p, Token: xs[p], Link: link}
		if p == 0 {
			req.Prompt, req.N = prompt, n
		}
		res, err := w.Step(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, res.OutChain)
	}
	_, err = w.Sign(ctx, operator.ShardSign{Task: "relinked", Shard: 0, Range: plan[0], Transition: transitionFor(sm, a), Tokens: a.Tokens,
		LayerRoots: a.LayerRoots, Out: protocol.BoundaryCommitment(outs)})
	if !errors.Is(err, operator.ErrShardLink) {
		t.Fatalf("sign after a step on a wrong link: %v, want ErrShardLink", err)
	}
	for _, tc := range []struct {
		shard int
		chain inference.Hash
	}{{1, inference.Hash{}}, {0, inference.Hash{7}}} {
		w := node(t, sm, plan, tc.shard, tc.shard, nil)
		req := operator.ShardStep{Task: "chain", Shard: tc.shard, Range: plan[tc.shard], Prompt: []int{1}, N: 2, Token: 1, Chain: tc.chain}
		if tc.shard > 0 {
			req.Residual = make([]int32, sm.m.Config.Dim)
		}
		if _, err := w.Step(ctx, req); !errors.Is(err, operator.ErrShardChain) {
			t.Fatalf("shard %d stepped with chain %x: %v, want ErrShardChain", tc.shard, tc.chain, err)
		}
	}
}

// TestShardedOverHTTP: the same committee with every worker behind its HTTP
// handler lands the same answer; a worker's named refusal crosses the wire.
func TestShardedOverHTTP(t *testing.T) {
	ctx := context.Background()
	sm := shardTestModels(t)[0]
	L := sm.m.Config.Layers
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: L}}
	serve := func(s, key int, p inference.ShardPlan) aggregator.ShardNode {
		w, err := operator.NewShardWorker(operator.ShardConfig{Model: sm.m, Manifest: sm.mf, Plan: p, Shard: s, Key: shardKey(key), Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(w.ShardHandler())
		t.Cleanup(srv.Close)
		return &aggregator.HTTPShardNode{URL: srv.URL}
	}
	other := inference.ShardPlan{{Start: 0, End: 3}, {Start: 3, End: L}}
	c := &aggregator.ShardCoordinator{Plan: plan, Threshold: blsagg.DefaultThreshold, Manifest: sm.mf, Layers: L,
		Nodes: [][]aggregator.ShardNode{{serve(0, 0, plan), serve(0, 1, plan)}, {serve(1, 2, plan), serve(1, 3, plan), serve(1, 4, plan), serve(1, 5, other)}}}
	prompt, n := []int{1, 30}, 5
	a, err := c.Run(ctx, "http", prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	if !errors.Is(a.Refused[1][3], operator.ErrWrongShard) {
		t.Fatalf("the wrong-range worker was refused with %v, want ErrWrongShard", a.Refused[1][3])
	}
	e := &inference.Engine{Model: sm.m, Manifest: sm.mf, Backend: inference.CPU{Workers: 1}}
	want, err := e.Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.Tokens, want.Tokens) || a.Root != want.Root {
		t.Fatalf("over HTTP %v %x, in process %v %x", a.Tokens, a.Root, want.Tokens, want.Root)
	}
	aggs, err := c.Sign(ctx, a, transitionFor(sm, a))
	if err != nil {
		t.Fatal(err)
	}
	if len(aggs[0].Signers) != 2 || len(aggs[1].Signers) != 3 {
		t.Fatalf("signers %d and %d, want 2 and 3", len(aggs[0].Signers), len(aggs[1].Signers))
	}
}
