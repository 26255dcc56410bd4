package bisection

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// gameChain is a synthetic sharded answer of a 5-layer model split 0-2,
// 3-4 over 3 steps (the last two classify): the canonical op chain of each
// step and the shards' published out values and op hashes when shard
// `liar` departs at op `from` of step `at` (−1: nobody lies).
type gameChain struct {
	plan   inference.ShardPlan
	canon  [][]inference.Hash // [step] c_0 … c_{M−1}
	links  []inference.Hash   // [step] link_{k−1}
	chains [][]inference.Hash // [shard][step]
	ops    [][][]inference.Hash
}

const gameLayers, gamePrompt, gameSteps = 5, 2, 3

func newGameChain(liar, at, from int) *gameChain {
	g := &gameChain{plan: inference.ShardPlan{{Start: 0, End: 3}, {Start: 3, End: 5}}}
	g.chains, g.ops = make([][]inference.Hash, 2), make([][][]inference.Hash, 2)
	for k := range gameSteps {
		link := inference.Keccak256([]byte(fmt.Sprint("link", k)))
		m := 1 + gameLayers*14
		if k+1 >= gamePrompt {
			m += 3
		}
		var chain []inference.Hash
		prev := link
		for j := range m {
			prev = inference.OpLeaf(link, prev, j, inference.Keccak256([]byte(fmt.Sprint("op", k, j))))
			chain = append(chain, prev)
		}
		g.canon, g.links = append(g.canon, chain), append(g.links, link)
		in := link
		for s := range g.plan {
			f, e := ShardOps(g.plan, s, k, gameLayers, false, gamePrompt)
			var ops []inference.Hash
			c := in
			for j := f; j <= e; j++ {
				h := inference.Keccak256([]byte(fmt.Sprint("op", k, j)))
				if s == liar && k == at && j >= from {
					h = inference.Keccak256([]byte(fmt.Sprint("lie", k, j)))
				}
				ops = append(ops, h)
				c = inference.OpLeaf(link, c, j, h)
			}
			g.chains[s], g.ops[s] = append(g.chains[s], c), append(g.ops[s], ops)
			in = c
		}
	}
	return g
}

func TestFirstLyingShard(t *testing.T) {
	for _, tc := range []struct {
		name              string
		liar, at, from    int
		wantS, wantK      int
		wantErr           error
		breakFirstShardOp bool
	}{
		{name: "honest", liar: -1, wantErr: ErrNoLyingShard},
		{name: "the second shard at step 1", liar: 1, at: 1, from: 50, wantS: 1, wantK: 1},
		{name: "the first shard at step 2", liar: 0, at: 2, from: 5, wantS: 0, wantK: 2},
		// the first shard's hashes do not fold from the canonical link to its
		// out value: its game would be anchored off the challenger's chain
		{name: "a first shard off its link", liar: 0, at: 1, from: 5, breakFirstShardOp: true, wantErr: ErrNoLyingShard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGameChain(tc.liar, tc.at, tc.from)
			if tc.breakFirstShardOp {
				g.ops[0][tc.at][0] = inference.Keccak256([]byte("not what it folded"))
			}
			s, k, err := FirstLyingShard(g.plan, gameLayers, false, gamePrompt, g.chains, g.ops, g.canon, g.links)
			if !errors.Is(err, tc.wantErr) || (err == nil && (s != tc.wantS || k != tc.wantK)) {
				t.Fatalf("shard %d step %d (%v), want shard %d step %d (%v)", s, k, err, tc.wantS, tc.wantK, tc.wantErr)
			}
		})
	}
	if _, _, err := FirstLyingShard(inference.ShardPlan{{Start: 0, End: 5}}, gameLayers, false, gamePrompt, nil, nil, nil, nil); !errors.Is(err, ErrShardInput) {
		t.Fatalf("values of no shard: %v, want ErrShardInput", err)
	}
}

// TestShardOpeningRoundTrip: NewShardOpening opens the first shard's out
// value on its link (Open folds its own hashes), a later shard's from the
// previous shard's out value, and Encode/DecodeShardOpening round-trip.
func TestShardOpeningRoundTrip(t *testing.T) {
	g := newGameChain(1, 1, 50)
	ids := [][][32]byte{{{1}, {2}}, {{3}}}
	bounds := [][2][32]byte{{{}, {4}}, {{4}, {5}}}
	for s := range g.plan {
		const k = 1
		o, err := NewShardOpening(g.plan, s, k, gameLayers, false, gamePrompt, ids, bounds, g.chains, g.links[k], g.ops[s][k])
		if err != nil {
			t.Fatal(err)
		}
		_, e := ShardOps(g.plan, s, k, gameLayers, false, gamePrompt)
		if OpLeaf(o.Open[0], o.Open[1], e, o.Open[2]) != g.chains[s][k] {
			t.Errorf("shard %d: Open is not the preimage of its out value", s)
		}
		back, err := DecodeShardOpening(o.Encode())
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back, o) {
			t.Errorf("shard %d: decoded %+v, want %+v", s, back, o)
		}
	}
	if _, err := NewShardOpening(g.plan, 1, 1, gameLayers, false, gamePrompt, ids, bounds, g.chains, g.links[1], g.ops[1][1][1:]); !errors.Is(err, ErrShardInput) {
		t.Fatalf("op hashes of another count: %v, want ErrShardInput", err)
	}
	if _, err := DecodeShardOpening([]byte{1, 2, 3}); !errors.Is(err, ErrShardInput) {
		t.Fatalf("garbage: %v, want ErrShardInput", err)
	}
}

// FuzzDecodeShardOpening: a claim read from someone's transaction decodes
// or fails by name, never panics, and what decodes indexes safely.
func FuzzDecodeShardOpening(f *testing.F) {
	g := newGameChain(1, 1, 50)
	o, err := NewShardOpening(g.plan, 1, 1, gameLayers, false, gamePrompt, [][][32]byte{{{1}}, {{3}}}, [][2][32]byte{{}, {}}, g.chains, g.links[1], g.ops[1][1])
	if err != nil {
		f.Fatal(err)
	}
	f.Add(o.Encode())
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		o, err := DecodeShardOpening(b)
		if err != nil {
			if !errors.Is(err, ErrShardInput) {
				t.Fatalf("unnamed error %v", err)
			}
			return
		}
		_ = o.Outs[o.Step]
		if o.Shard > 0 {
			_ = o.Ins[o.Step]
		}
	})
}
