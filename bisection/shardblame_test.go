package bisection

import (
	"errors"
	"fmt"
	"testing"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// blameChain is a synthetic step of a 5-layer model split 0-2, 3-4: the
// canonical op hashes and leaves, and the shards' signed values when the
// shard `liar` departs from op `from` on.
type blameChain struct {
	plan       inference.ShardPlan
	canon      CanonicalOps
	chains     [][]inference.Hash // [shard][step]
	ops        [][]inference.Hash // [shard] the op hashes it signed at step k
	k, prompts int
}

const blameLayers = 5

func newBlameChain(t *testing.T, liar, from int) *blameChain {
	t.Helper()
	plan := inference.ShardPlan{{Start: 0, End: 3}, {Start: 3, End: 5}}
	b := &blameChain{plan: plan, k: 1, prompts: 2}
	m := 1 + blameLayers*14 + 3 // a classifying step
	b.canon.Link = inference.Keccak256([]byte("link"))
	prev := b.canon.Link
	for i := range m {
		h := inference.Keccak256([]byte(fmt.Sprint("op", i)))
		prev = inference.OpLeaf(b.canon.Link, prev, i, h)
		b.canon.Hashes, b.canon.Chain = append(b.canon.Hashes, h), append(b.canon.Chain, prev)
	}
	in := b.canon.Link
	for s := range plan {
		f, e := ShardOps(plan, s, b.k, blameLayers, false, b.prompts)
		var ops []inference.Hash
		c := in
		for i := f; i <= e; i++ {
			h := b.canon.Hashes[i]
			if s == liar && i >= from {
				h = inference.Keccak256([]byte(fmt.Sprint("lie", i)))
			}
			ops = append(ops, h)
			c = inference.OpLeaf(b.canon.Link, c, i, h)
		}
		b.ops = append(b.ops, ops)
		// step 0 is agreed; step k carries the shard's out value
		b.chains = append(b.chains, []inference.Hash{inference.Keccak256([]byte(fmt.Sprint("step0", s))), c})
		in = c
	}
	return b
}

func leaf(link inference.Hash, prev [32]byte, j int, h [32]byte) inference.Hash {
	return inference.OpLeaf(link, prev, j, h)
}

// holds is ShardCommittee._located over the synthetic game: the agreed
// c_{j−1} and the defender's claim at j (the landed chain's c_j).
func (b *blameChain) holds(bl *bindings.Blame, j int, opHi inference.Hash) bool {
	s := int(bl.Shard.Int64())
	f, e := ShardOps(b.plan, s, b.k, blameLayers, false, b.prompts)
	link := inference.Hash(bl.Link)
	opLo := link
	if j > 0 {
		opLo = b.canon.Chain[j-1]
	}
	out := inference.Hash(bl.Outs[b.k])
	switch {
	case j >= f && j <= e: // (a), the defender posted opHi
		want := link
		if j > 0 {
			want = leaf(link, bl.Open[0], j-1, bl.Open[1])
		}
		if opLo != want || len(bl.Hashes) != e-j+1 {
			return false
		}
		v := leaf(link, opLo, j, bl.Hashes[0])
		if v != opHi {
			return false
		}
		for i := 1; i < len(bl.Hashes); i++ {
			v = leaf(link, v, j+i, bl.Hashes[i])
		}
		return v == out
	case e < j: // (b)
		if len(bl.Hashes) != j-f {
			return false
		}
		v := link
		if s > 0 {
			v = bl.Ins[b.k]
		}
		var atE inference.Hash
		for i, h := range bl.Hashes {
			v = leaf(link, v, f+i, h)
			if f+i == e {
				atE = v
			}
		}
		return v == opLo && out == leaf(link, bl.Open[0], e, bl.Open[1]) && out != atE
	}
	return false
}

// claimAt is the landed (defended) chain's leaf j when shard `liar`
// departs from `from`.
func (b *blameChain) claimAt(j int) inference.Hash {
	link := b.canon.Link
	c := link
	for s := range b.plan {
		f, _ := ShardOps(b.plan, s, b.k, blameLayers, false, b.prompts)
		for i, h := range b.ops[s] {
			c = leaf(link, c, f+i, h)
			if f+i == j {
				return c
			}
		}
	}
	return inference.Hash{}
}

func TestBuildShardBlame(t *testing.T) {
	for _, tc := range []struct {
		name            string
		liar, from, j   int // the lying shard, its first wrong op, the located leaf
		shard           int // the shard blamed
		steered         inference.Hash
		wantErr         error
		wantHold, steer bool
	}{
		// the defence of the landed pipeline loses at the liar's first wrong op
		{name: "(a) liar shard 1 at its first wrong op", liar: 1, from: 50, j: 50, shard: 1, wantHold: true},
		{name: "(a) liar shard 0 at its first wrong op", liar: 0, from: 20, j: 20, shard: 0, wantHold: true},
		{name: "(a) the embedding lies", liar: 0, from: 0, j: 0, shard: 0, wantHold: true},
		{name: "(a) the argmax lies", liar: 1, from: 73, j: 73, shard: 1, wantHold: true},
		// the honest shard 0, whose ops all precede the leaf: (b) fails
		{name: "(b) honest shard 0 not blamable", liar: 1, from: 50, j: 50, shard: 0, wantHold: false},
		// a defence steered past the liar (shard 0) into shard 1's ops:
		// (b) charges the liar, (a) fails for the honest shard
		{name: "(b) steered past liar shard 0", liar: 0, from: 20, j: 60, shard: 0, wantHold: true, steer: true},
		{name: "(a) steered: honest shard 1 not blamable", liar: 0, from: 20, j: 60, shard: 1, wantHold: false, steer: true},
		{name: "leaf before the shard's ops", liar: 1, from: 50, j: 10, shard: 1, wantErr: ErrNoBlame},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBlameChain(t, tc.liar, tc.from)
			opHi := b.claimAt(tc.j)
			if tc.steer {
				// the colluding defence departs from the canonical chain at j only
				opHi = leaf(b.canon.Link, b.canon.Chain[tc.j-1], tc.j, inference.Keccak256([]byte("steer")))
			}
			bl, err := BuildShardBlame(b.k, tc.j, b.plan, tc.shard, blameLayers, false, b.prompts, b.chains, b.canon, b.ops[tc.shard])
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err %v, want %v", err, tc.wantErr)
			}
			if err != nil {
				return
			}
			if got := b.holds(bl, tc.j, opHi); got != tc.wantHold {
				t.Fatalf("blame of shard %d holds %v, want %v", tc.shard, got, tc.wantHold)
			}
		})
	}
}

// TestBuildShardBlameBadInput: values that do not fit the shard are
// refused by name, never a proof.
func TestBuildShardBlameBadInput(t *testing.T) {
	b := newBlameChain(t, 1, 50)
	for _, tc := range []struct {
		name string
		bend func(chains [][]inference.Hash, ops []inference.Hash, k, s int) ([][]inference.Hash, []inference.Hash, int, int)
	}{
		{"an op hash short", func(c [][]inference.Hash, o []inference.Hash, k, s int) ([][]inference.Hash, []inference.Hash, int, int) {
			return c, o[1:], k, s
		}},
		{"a step past the signed values", func(c [][]inference.Hash, o []inference.Hash, k, s int) ([][]inference.Hash, []inference.Hash, int, int) {
			return c, o, 2, s
		}},
		{"one shard's chains", func(c [][]inference.Hash, o []inference.Hash, k, s int) ([][]inference.Hash, []inference.Hash, int, int) {
			return c[:1], o, k, s
		}},
		{"a shard past the plan", func(c [][]inference.Hash, o []inference.Hash, k, s int) ([][]inference.Hash, []inference.Hash, int, int) {
			return c, o, k, 2
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			chains, ops, k, s := tc.bend(b.chains, b.ops[1], b.k, 1)
			if _, err := BuildShardBlame(k, 50, b.plan, s, blameLayers, false, b.prompts, chains, b.canon, ops); !errors.Is(err, ErrBlameInput) {
				t.Fatalf("err %v, want ErrBlameInput", err)
			}
		})
	}
}
