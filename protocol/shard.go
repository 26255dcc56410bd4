package protocol

import (
	"encoding/binary"
	"encoding/json"
	"strconv"

	"github.com/deepcall/deepcall/inference"
)

// ShardDomain is keccak256("deepcall/shard/v1"), the first word of every
// shard message.
var ShardDomain = keccak256([]byte("deepcall/shard/v1"))

// ShardClaim is what the operators of one shard of a sharded committee sign
// for a transition (SPEC.md §12): the transition (its digest, which holds
// the answer's slot value), which shard of how many layers it ran, and the
// boundary commitments that chain it to its neighbours.
type ShardClaim struct {
	Transition [32]byte // Transition.Digest()
	Shard      uint64   // its index in the plan
	Start, End uint64   // its layers [Start, End)
	Layers     uint64   // the model's layers
	In, Out    [32]byte // BoundaryCommitment of the op-chain values entering and leaving it (zero: the first's In)
}

// Digest is ShardCommittee.shardDigest: keccak256(abi.encode(ShardDomain,
// transition, shard, start, end, layers, in, out)), what the shard's
// operators BLS-sign.
func (c *ShardClaim) Digest() [32]byte {
	var b [8 * 32]byte
	copy(b[0:], ShardDomain[:])
	copy(b[32:], c.Transition[:])
	putUint(b[64:96], c.Shard)
	putUint(b[96:128], c.Start)
	putUint(b[128:160], c.End)
	putUint(b[160:192], c.Layers)
	copy(b[192:], c.In[:])
	copy(b[224:], c.Out[:])
	return keccak256(b[:])
}

// BoundaryCommitment commits to a shard's output at every step of an
// answer: keccak256(word(steps) ‖ c_0 ‖ … ‖ c_{steps−1}), c_p the op-chain
// leaf (SPEC.md §8) of the shard's last op at step p — op
// layers.(b−1).ffn_residual for a boundary at layer b, the step's last op
// for the last shard. The leaf binds link_{p−1} and every op output of the
// step up to it, the residual handed on among them.
func BoundaryCommitment(hashes []inference.Hash) [32]byte {
	b := make([]byte, 32+32*len(hashes))
	binary.BigEndian.PutUint64(b[24:32], uint64(len(hashes)))
	for i, h := range hashes {
		copy(b[32+32*i:], h[:])
	}
	return keccak256(b)
}

// ShardVector is one entry of testdata/protocol/shard.json: a shard claim
// of the golden plan and its digest.
type ShardVector struct {
	Name       string `json:"name"`
	Transition string `json:"transition"`
	Shard      uint64 `json:"shard"`
	Start      uint64 `json:"start"`
	End        uint64 `json:"end"`
	Layers     uint64 `json:"layers"`
	In         string `json:"in"`
	Out        string `json:"out"`
	Digest     string `json:"digest"`
}

// BoundaryVector is a boundary commitment of testdata/protocol/shard.json.
type BoundaryVector struct {
	Hashes     []string `json:"hashes"`
	Commitment string   `json:"commitment"`
}

// ShardVectorFile is the layout of testdata/protocol/shard.json.
type ShardVectorFile struct {
	Comment    string           `json:"comment"`
	Domain     string           `json:"domain"`
	Layers     uint64           `json:"layers"`
	Ranges     [][2]uint64      `json:"ranges"`
	Claims     []ShardVector    `json:"claims"`
	Boundaries []BoundaryVector `json:"boundaries"`
}

// GoldenShardPlan is the plan of the golden shard claims: 8 layers in
// three shards.
var GoldenShardPlan = [][2]uint64{{0, 3}, {3, 5}, {5, 8}}

// GoldenShardFile builds the content of testdata/protocol/shard.json.
func GoldenShardFile() ([]byte, error) {
	f := ShardVectorFile{
		Comment: "deepcall shard claims (SPEC.md §12): digest = keccak256(abi.encode(DOMAIN, transitionDigest, shard, start, end, " +
			"layers, in, out)), DOMAIN = keccak256(\"deepcall/shard/v1\"); boundary commitment = keccak256(word(steps) ‖ c_0 ‖ … ‖ c_{steps−1}), c_p a shard's last op-chain leaf of step p; " +
			"see protocol/shard.go",
		Domain: hexOf(ShardDomain[:]), Layers: 8, Ranges: GoldenShardPlan,
	}
	var bounds [][32]byte
	for _, steps := range []int{0, 1, 3} {
		var hs []inference.Hash
		v := BoundaryVector{Hashes: []string{}}
		for p := range steps {
			h := keccak256([]byte("residual " + strconv.Itoa(steps) + "/" + strconv.Itoa(p)))
			hs = append(hs, h)
			v.Hashes = append(v.Hashes, hexOf(h[:]))
		}
		c := BoundaryCommitment(hs)
		bounds = append(bounds, c)
		v.Commitment = hexOf(c[:])
		f.Boundaries = append(f.Boundaries, v)
	}
	for i, tv := range GoldenTransitions()[:2] {
		for s, r := range GoldenShardPlan {
			c := ShardClaim{Transition: tv.T.Digest(), Shard: uint64(s), Start: r[0], End: r[1], Layers: 8}
			if s > 0 {
				c.In = bounds[1+(s+i)%2]
			}
			c.Out = bounds[1+(s+i+1)%2]
			d := c.Digest()
			f.Claims = append(f.Claims, ShardVector{Name: tv.Name + "/shard-" + strconv.Itoa(s), Transition: hexOf(c.Transition[:]),
				Shard: c.Shard, Start: c.Start, End: c.End, Layers: c.Layers, In: hexOf(c.In[:]), Out: hexOf(c.Out[:]), Digest: hexOf(d[:])})
		}
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
