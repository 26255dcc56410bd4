package bisection

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// ErrNoBlame: the located leaf is neither an op of the shard nor after its
// last op, so no blame of the shard can follow it (SPEC.md §12).
var ErrNoBlame = errors.New("bisection: no blame of this shard follows the located leaf")

// ErrBlameInput: what a blame is built from does not fit the plan or the
// located leaf (a step past a shard's signed chain values, op hashes of
// another count than the shard's ops).
var ErrBlameInput = errors.New("bisection: blame input does not fit the shard")

// ShardOps is shard s's first and last op at step k (ShardCommittee._opsAt):
// the first shard starts at the embedding, the last ends at the step's last
// op (argmax on a classifying step).
func ShardOps(plan inference.ShardPlan, s, k, layers int, qkNorm bool, promptLen int) (f, e int) {
	opl := 14
	if qkNorm {
		opl = 16
	}
	if s > 0 {
		f = 1 + plan[s].Start*opl
	}
	e = plan[s].End * opl
	if s == len(plan)-1 {
		e = layers * opl
		if k+1 >= promptLen {
			e += 3
		}
	}
	return f, e
}

// CanonicalOps is the challenger's own op chain at the located step k
// (EngineTrace.OpChain): op hashes h_0 … h_{M−1}, leaves c_0 … c_{M−1} and
// link_{k−1}.
type CanonicalOps struct {
	Hashes, Chain []inference.Hash
	Link          inference.Hash
}

// BuildShardBlame builds the proof that shard s of plan is at fault at the
// leaf (k, j) a game located (ShardCommittee.charge's Blame, SPEC.md §12),
// from the challenger's canonical op chain at step k, the shards' signed
// out values per step (chains[s][p], what their claims' out commitments
// hash) and shard s's own op hashes at step k (signedOps, its ops f … e in
// order: what it ran, published with its chain values). Form (a) when s
// ran op j: s's hashes from j on; form (b) when all its ops precede j: the
// canonical hashes from its first op to j − 1, and the opening of its
// signed out value. The proof is built whether or not it holds: the
// committee judges it (BlameUnproven).
func BuildShardBlame(k, j int, plan inference.ShardPlan, s, layers int, qkNorm bool, promptLen int,
	chains [][]inference.Hash, canon CanonicalOps, signedOps []inference.Hash) (*bindings.Blame, error) {
	if s < 0 || s >= len(plan) || len(chains) != len(plan) {
		return nil, fmt.Errorf("%w: shard %d of %d, chain values of %d shards", ErrBlameInput, s, len(plan), len(chains))
	}
	f, e := ShardOps(plan, s, k, layers, qkNorm, promptLen)
	switch {
	case k < 0 || k >= len(chains[s]) || (s > 0 && k >= len(chains[s-1])):
		return nil, fmt.Errorf("%w: step %d past shard %d's %d signed values", ErrBlameInput, k, s, len(chains[s]))
	case len(signedOps) != e-f+1:
		return nil, fmt.Errorf("%w: %d op hashes for shard %d's ops %d…%d", ErrBlameInput, len(signedOps), s, f, e)
	case e >= len(canon.Hashes) || len(canon.Chain) != len(canon.Hashes) || j > len(canon.Hashes):
		return nil, fmt.Errorf("%w: a canonical chain of %d ops for shard %d's ops %d…%d, leaf %d", ErrBlameInput, len(canon.Hashes), s, f, e, j)
	}
	link := canon.Link
	b := &bindings.Blame{Shard: big.NewInt(int64(s)), Link: link, Hashes: [][32]byte{}, Ins: [][32]byte{}, Outs: [][32]byte{}}
	for _, v := range chains[s] {
		b.Outs = append(b.Outs, v)
	}
	in := link // c_{f−1}: link_{k−1} for the first shard
	if s > 0 {
		for _, v := range chains[s-1] {
			b.Ins = append(b.Ins, v)
		}
		in = chains[s-1][k]
	}
	prev := func(i int) inference.Hash { // the canonical c_i, c_{−1} = link
		if i < 0 {
			return link
		}
		return canon.Chain[i]
	}
	switch {
	case j >= f && j <= e:
		if j > 0 {
			b.Open = [2][32]byte{prev(j - 2), canon.Hashes[j-1]}
		}
		for _, h := range signedOps[j-f:] {
			b.Hashes = append(b.Hashes, h)
		}
	case e < j:
		// the shard's own chain from its signed in value, to open its leaf e
		c := in
		for i, h := range signedOps[:len(signedOps)-1] {
			c = inference.OpLeaf(link, c, f+i, h)
		}
		b.Open = [2][32]byte{c, signedOps[len(signedOps)-1]}
		for _, h := range canon.Hashes[f:j] {
			b.Hashes = append(b.Hashes, h)
		}
	default:
		return nil, ErrNoBlame
	}
	return b, nil
}
