package bisection

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/inference"
)

// Per-shard games (SPEC.md §12): each shard of a sharded landing signed, per
// step, that its ops take its in value (the previous shard's out value;
// link_{k−1} for the first shard) to its out value. A per-shard challenge
// (DisputeGame.openShard) disputes that statement at one step, and its
// defences bisect only the shard's ops from the in value to the out value,
// so the game is the ordinary one started inside level 1 of the engine
// trace: the solver plays it from the chain's state with any TraceProvider
// whose leaves at [k] are that shard's chain. A won challenge charges that
// shard's signers alone; a challenge of the whole trace charges nobody.

// Errors of a shard opening; callers branch on them.
var (
	// ErrNoLyingShard: no shard's published out value departs from the
	// canonical chain where its in value is on it (the fault, if any, is in
	// the layer roots or the tokens, which only a whole challenge reaches).
	ErrNoLyingShard = errors.New("bisection: no shard's chain values depart from the canonical chain")
	// ErrShardInput: what an opening is built from does not fit the plan
	// (a step past the shards' values, op hashes of another count than the
	// shard's ops).
	ErrShardInput = errors.New("bisection: shard opening input does not fit the plan")
)

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

// ShardOpening opens shard Shard's claim at step Step of a sharded landing
// (ShardCommittee.claim's ShardOpening): every shard's recorded signers and
// (in, out) boundaries, the values the shard's boundaries commit to, and
// Open = (link_{k−1}, c_{e−1}, h_e), the preimage of its out value at the
// step (read for the first shard, whose in value is that link).
type ShardOpening struct {
	Shard, Step int
	IDs         [][][32]byte
	Bounds      [][2][32]byte
	Ins, Outs   []inference.Hash
	Open        [3]inference.Hash
}

// shardOpeningWords is ShardOpening as the abi package packs it.
type shardOpeningWords struct {
	Shard, Step *big.Int
	Ids         [][][32]byte
	Bounds      [][2][32]byte
	Ins, Outs   [][32]byte
	Open        [3][32]byte
}

var shardOpeningType = func() abi.Type {
	ty, err := abi.NewType("tuple", "", []abi.ArgumentMarshaling{
		{Name: "shard", Type: "uint256"}, {Name: "step", Type: "uint256"}, {Name: "ids", Type: "bytes32[][]"},
		{Name: "bounds", Type: "bytes32[2][]"}, {Name: "ins", Type: "bytes32[]"}, {Name: "outs", Type: "bytes32[]"},
		{Name: "open", Type: "bytes32[3]"},
	})
	if err != nil {
		panic(err)
	}
	return ty
}()

// Encode is the claim DisputeGame.openShard takes: abi.encode(ShardOpening).
func (o ShardOpening) Encode() []byte {
	ids := make([][][32]byte, len(o.IDs))
	for i := range o.IDs {
		ids[i] = words(o.IDs[i])
	}
	bounds := o.Bounds
	if bounds == nil {
		bounds = [][2][32]byte{}
	}
	hashes := func(v []inference.Hash) [][32]byte {
		out := make([][32]byte, len(v))
		for i := range v {
			out[i] = v[i]
		}
		return out
	}
	v := shardOpeningWords{big.NewInt(int64(o.Shard)), big.NewInt(int64(o.Step)), ids, bounds, hashes(o.Ins), hashes(o.Outs),
		[3][32]byte{o.Open[0], o.Open[1], o.Open[2]}}
	return pack([]abi.Type{shardOpeningType}, v)
}

// DecodeShardOpening is the inverse of Encode: the claim of an openShard
// call (ErrShardInput when it does not decode, or names a shard or step
// past its own values).
func DecodeShardOpening(b []byte) (ShardOpening, error) {
	raw, err := abi.Arguments{{Type: shardOpeningType}}.Unpack(b)
	if err != nil || len(raw) != 1 {
		return ShardOpening{}, fmt.Errorf("%w: %v", ErrShardInput, err)
	}
	v := *abi.ConvertType(raw[0], new(shardOpeningWords)).(*shardOpeningWords)
	if !v.Shard.IsInt64() || !v.Step.IsInt64() || v.Shard.Int64() >= int64(len(v.Ids)) || v.Step.Int64() >= int64(len(v.Outs)) ||
		(v.Shard.Sign() > 0 && v.Step.Int64() >= int64(len(v.Ins))) {
		return ShardOpening{}, fmt.Errorf("%w: shard %s step %s past its values", ErrShardInput, v.Shard, v.Step)
	}
	hashes := func(w [][32]byte) []inference.Hash {
		out := make([]inference.Hash, len(w))
		for i := range w {
			out[i] = w[i]
		}
		return out
	}
	return ShardOpening{Shard: int(v.Shard.Int64()), Step: int(v.Step.Int64()), IDs: v.Ids, Bounds: v.Bounds,
		Ins: hashes(v.Ins), Outs: hashes(v.Outs), Open: [3]inference.Hash{v.Open[0], v.Open[1], v.Open[2]}}, nil
}

// NewShardOpening opens shard s of plan at step k: ids and bounds are the
// landing's record, chains[t][p] shard t's published out value at step p
// (what its out boundary commits to), ops shard s's op hashes at step k
// (its ops f … e in order) and link link_{k−1}. The shard's in value is the
// previous shard's out value (link for the first shard); Open folds the
// shard's own hashes from it up to its last op.
func NewShardOpening(plan inference.ShardPlan, s, k, layers int, qkNorm bool, promptLen int,
	ids [][][32]byte, bounds [][2][32]byte, chains [][]inference.Hash, link inference.Hash, ops []inference.Hash) (ShardOpening, error) {
	if s < 0 || s >= len(plan) || len(chains) != len(plan) || k < 0 || k >= len(chains[s]) || (s > 0 && k >= len(chains[s-1])) {
		return ShardOpening{}, fmt.Errorf("%w: shard %d of %d at step %d", ErrShardInput, s, len(plan), k)
	}
	f, e := ShardOps(plan, s, k, layers, qkNorm, promptLen)
	if len(ops) != e-f+1 {
		return ShardOpening{}, fmt.Errorf("%w: %d op hashes for shard %d's ops %d…%d", ErrShardInput, len(ops), s, f, e)
	}
	o := ShardOpening{Shard: s, Step: k, IDs: ids, Bounds: bounds, Outs: chains[s], Ins: []inference.Hash{}}
	c := link
	if s > 0 {
		o.Ins, c = chains[s-1], chains[s-1][k]
	}
	for i, h := range ops[:len(ops)-1] {
		c = inference.OpLeaf(link, c, f+i, h)
	}
	o.Open = [3]inference.Hash{link, c, ops[len(ops)-1]}
	return o, nil
}

// FirstLyingShard is the first step k, and at it the first shard s, whose
// published out value departs from the canonical chain while its in value
// is on it: chains[s][p] are the shards' published out values, ops[s][p]
// shard s's published op hashes at step p, and canon[k] the canonical op
// chain c_0 … c_{M−1} of step k on links[k] = link_{k−1}
// (EngineTrace.OpChains). A first shard's in value is the link; its
// published hashes must fold from the canonical link to its out value, so
// the game's anchor (read from that preimage) is the canonical link. An
// honest challenger opens only such a claim: the game starts from an agreed
// value on its own chain, so its trace answers every claim.
// ErrNoLyingShard when there is none.
func FirstLyingShard(plan inference.ShardPlan, layers int, qkNorm bool, promptLen int, chains [][]inference.Hash,
	ops [][][]inference.Hash, canon [][]inference.Hash, links []inference.Hash) (s, k int, err error) {
	if len(plan) == 0 || len(chains) != len(plan) || len(ops) != len(plan) {
		return 0, 0, fmt.Errorf("%w: values of %d shards for a plan of %d", ErrShardInput, len(chains), len(plan))
	}
	steps := len(chains[0])
	if len(canon) < steps || len(links) < steps {
		return 0, 0, fmt.Errorf("%w: a canonical chain of %d steps for %d", ErrShardInput, len(canon), steps)
	}
	for k := range steps {
		chain, link := canon[k], links[k]
		for s := range plan {
			f, e := ShardOps(plan, s, k, layers, qkNorm, promptLen)
			if k >= len(chains[s]) || k >= len(ops[s]) || e >= len(chain) || len(ops[s][k]) != e-f+1 {
				return 0, 0, fmt.Errorf("%w: shard %d at step %d", ErrShardInput, s, k)
			}
			in := link
			if s > 0 {
				in = chains[s-1][k]
				if in != chain[f-1] {
					break // upstream departed: the lie is an earlier shard's
				}
			}
			if chains[s][k] == chain[e] {
				continue
			}
			if s == 0 {
				c := in
				for i, h := range ops[s][k] {
					c = inference.OpLeaf(link, c, f+i, h)
				}
				if c != chains[s][k] {
					break // its hashes do not fold from the canonical link
				}
			}
			return s, k, nil
		}
	}
	return 0, 0, ErrNoLyingShard
}
