package inference_test

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

func TestShardPlanErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		plan   string
		layers int
		want   error
		str    string
	}{
		{"two even", "2", 5, nil, "0-2,3-4"},
		{"one per layer", "3", 3, nil, "0-0,1-1,2-2"},
		{"ranges", "0-3,4-7", 8, nil, "0-3,4-7"},
		{"single layers", "0,1-2", 3, nil, "0-0,1-2"},
		{"gap inside", "0-2,4-7", 8, inference.ErrShardGap, ""},
		{"gap at the end", "0-3,4-6", 8, inference.ErrShardGap, ""},
		{"gap at the start", "1-7", 8, inference.ErrShardGap, ""},
		{"overlap", "0-4,4-7", 8, inference.ErrShardOverlap, ""},
		{"out of order", "4-7,0-3", 8, inference.ErrShardGap, ""},
		{"past the model", "0-3,4-8", 8, inference.ErrShardOutOfRange, ""},
		{"negative", "-1-3", 8, inference.ErrBadShardPlan, ""},
		{"reversed", "0-3,7-4", 8, inference.ErrShardEmpty, ""},
		{"more shards than layers", "9", 8, inference.ErrBadShardPlan, ""},
		{"zero shards", "0", 8, inference.ErrBadShardPlan, ""},
		{"not a range", "a-b", 8, inference.ErrBadShardPlan, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := inference.ParseShardPlan(tc.plan, tc.layers)
			if !errors.Is(err, tc.want) {
				t.Fatalf("ParseShardPlan(%q, %d) = %v, %v; want %v", tc.plan, tc.layers, p, err, tc.want)
			}
			if err == nil && p.String() != tc.str {
				t.Fatalf("plan %s, want %s", p, tc.str)
			}
		})
	}
	if err := (inference.ShardPlan{}).Validate(4); !errors.Is(err, inference.ErrBadShardPlan) {
		t.Fatalf("empty plan: %v", err)
	}
}

// shardModels are the models the sharded paths are checked on: stories260K
// (5 layers) and random multi-layer shapes (GQA with half-split RoPE, QK-norm).
func shardModels(t *testing.T) map[string]*inference.Model {
	t.Helper()
	out := map[string]*inference.Model{}
	m, _, _, err := inference.LoadDirBlob(filepath.Join("..", "testdata", "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	out["stories260K"] = m
	for _, s := range synth.GoldenShapes()[1:3] {
		m, err := quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
		if err != nil {
			t.Fatal(err)
		}
		out[s.Name] = m
	}
	return out
}

// TestPipelineEqualsCPU: every split of each model computes the tokens,
// checkpoints and op trace of the unsplit engine.
func TestPipelineEqualsCPU(t *testing.T) {
	ctx := context.Background()
	for name, m := range shardModels(t) {
		mf, _ := inference.NewManifest(name, m, inference.Hash{})
		L := m.Config.Layers
		prompt, n := []int{1, 5, 7}, 6
		var wantOps []inference.Hash
		trace := func(ops *[]inference.Hash) *inference.StepTrace {
			return &inference.StepTrace{Step: 4, Func: func(op inference.Op, out []int32) {
				if op.Index != len(*ops) {
					t.Fatalf("%s: op %d (%s) traced at position %d", name, op.Index, op.Name, len(*ops))
				}
				*ops = append(*ops, inference.OpHash(out))
			}}
		}
		e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
		want, err := e.Generate(ctx, prompt, n, trace(&wantOps))
		if err != nil {
			t.Fatal(err)
		}
		for k := 1; k <= L; k++ {
			plan, err := inference.EvenShards(L, k)
			if err != nil {
				t.Fatal(err)
			}
			var ops []inference.Hash
			e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.Pipeline{CPU: inference.CPU{Workers: 1}, Plan: plan}}
			got, err := e.Generate(ctx, prompt, n, trace(&ops))
			if err != nil {
				t.Fatalf("%s %s: %v", name, plan, err)
			}
			if !reflect.DeepEqual(got.Tokens, want.Tokens) || got.Root != want.Root || !reflect.DeepEqual(got.Checkpoints, want.Checkpoints) {
				t.Fatalf("%s %s: tokens %v root %x, want %v %x", name, plan, got.Tokens, got.Root, want.Tokens, want.Root)
			}
			if !reflect.DeepEqual(ops, wantOps) {
				t.Fatalf("%s %s: the step's op trace differs", name, plan)
			}
		}
	}
}

// TestLyingShardChangesItsLayersOnly: a fault in shard 1 leaves the trace
// unchanged up to its own layers and changes the answer's root.
func TestLyingShardChangesItsLayersOnly(t *testing.T) {
	m := shardModels(t)["stories260K"]
	mf, _ := inference.NewManifest("s", m, inference.Hash{})
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: 5}}
	ctx := context.Background()
	var honest, lying []inference.Hash
	rec := func(dst *[]inference.Hash) *inference.StepTrace {
		return &inference.StepTrace{Step: 3, Func: func(_ inference.Op, out []int32) { *dst = append(*dst, inference.OpHash(out)) }}
	}
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.Pipeline{Plan: plan}}
	want, err := e.Generate(ctx, []int{1}, 5, rec(&honest))
	if err != nil {
		t.Fatal(err)
	}
	lie := &inference.Lie{Layer: 3, At: func(pos int, x []int32) {
		if pos >= 3 {
			x[0]++
		}
	}}
	e.Backend = inference.Pipeline{Plan: plan, Lies: map[int]*inference.Lie{1: lie}}
	got, err := e.Generate(ctx, []int{1}, 5, rec(&lying))
	if err != nil {
		t.Fatal(err)
	}
	if got.Root == want.Root {
		t.Fatal("the lying shard did not change the root")
	}
	first := -1
	for j := range honest {
		if honest[j] != lying[j] {
			first = j
			break
		}
	}
	// layer 3's ffn_residual: 1 + 3·14 + 13
	if first != 1+3*14+13 {
		t.Fatalf("the traces part at op %d, want layer 3's ffn_residual (%d)", first, 1+3*14+13)
	}
}

// TestLyingRangeTellingNothingIsHonest: a lie that changes nothing, at any
// layer of any shard (the model's last one included, where the head runs
// apart), leaves every op of every step, in order, and the answer as the
// honest pipeline's: the split runners and the held ffn_residual are
// invisible.
func TestLyingRangeTellingNothingIsHonest(t *testing.T) {
	m := shardModels(t)["stories260K"]
	mf, _ := inference.NewManifest("s", m, inference.Hash{})
	plan := inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: 5}}
	ctx := context.Background()
	run := func(lies map[int]*inference.Lie) ([]inference.Op, []inference.Hash, inference.Hash) {
		var ops []inference.Op
		var hs []inference.Hash
		tr := &inference.StepTrace{Step: 3, Func: func(op inference.Op, out []int32) {
			ops, hs = append(ops, op), append(hs, inference.OpHash(out))
		}}
		e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.Pipeline{Plan: plan, Lies: lies}}
		res, err := e.Generate(ctx, []int{1, 5}, 4, tr)
		if err != nil {
			t.Fatal(err)
		}
		return ops, hs, res.Root
	}
	wantOps, wantHs, wantRoot := run(nil)
	for s, r := range plan {
		for l := r.Start; l < r.End; l++ {
			touched := 0
			lie := &inference.Lie{Layer: l, At: func(int, []int32) { touched++ }}
			ops, hs, root := run(map[int]*inference.Lie{s: lie})
			if touched == 0 || root != wantRoot || !reflect.DeepEqual(ops, wantOps) || !reflect.DeepEqual(hs, wantHs) {
				t.Errorf("a lie of nothing at layer %d (shard %d): told %d times, root %x, want %x; ops equal %v",
					l, s, touched, root[:4], wantRoot[:4], reflect.DeepEqual(ops, wantOps) && reflect.DeepEqual(hs, wantHs))
			}
		}
	}
	if _, err := (inference.CPU{}).OpenLyingRange(m, plan[0], inference.Lie{Layer: 3, At: func(int, []int32) {}}); !errors.Is(err, inference.ErrShardOutOfRange) {
		t.Errorf("a lie outside its shard: %v, want ErrShardOutOfRange", err)
	}
}

func TestOpenRangeRefusesBadRanges(t *testing.T) {
	m := shardModels(t)["stories260K"]
	for _, tc := range []struct {
		r    inference.LayerRange
		want error
	}{
		{inference.LayerRange{Start: 3, End: 3}, inference.ErrShardEmpty},
		{inference.LayerRange{Start: 4, End: 6}, inference.ErrShardOutOfRange},
		{inference.LayerRange{Start: -1, End: 2}, inference.ErrShardOutOfRange},
	} {
		if _, err := (inference.CPU{}).OpenRange(m, tc.r); !errors.Is(err, tc.want) {
			t.Errorf("OpenRange(%v) = %v, want %v", tc.r, err, tc.want)
		}
	}
	rr, err := (inference.CPU{}).OpenRange(m, inference.LayerRange{Start: 2, End: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := rr.Step(0, 1, make([]int32, 3), true, nil); !errors.Is(err, inference.ErrResidualSize) {
		t.Fatalf("short residual: %v, want ErrResidualSize", err)
	}
}
