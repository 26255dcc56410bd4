package inference

import (
	"encoding/binary"
	"math/bits"
)

// Commitments of SPEC.md §7: the input hash, the checkpoint chain and the KV
// tree each link commits to.

var checkpointDomain = Keccak256([]byte("deepcall/checkpoint/v1"))

// InputHash is keccak256 of the 32-byte words [n, len(prompt), prompt...]:
// Solidity's keccak256(abi.encodePacked(n, uint256(prompt.length), prompt))
// for a uint256[] prompt.
func InputHash(prompt []int, n int) Hash {
	vs := make([]int64, 0, 2+len(prompt))
	vs = append(vs, int64(n), int64(len(prompt)))
	for _, t := range prompt {
		vs = append(vs, int64(t))
	}
	return Keccak256(words(vs...))
}

// Genesis is the link before step 0: it binds the manifest and the input, so a
// result under other weights or another prompt differs from the first link on.
func Genesis(manifest, input Hash) Hash {
	return Keccak256(checkpointDomain[:], manifest[:], input[:])
}

// Link is one step's checkpoint: keccak256(prev ‖ pos ‖ in ‖ out ‖ kvRoot),
// with pos, the input token and the output token as 32-byte words.
func Link(prev Hash, pos, in, out int, kvRoot Hash) Hash {
	return Keccak256(prev[:], words(int64(pos), int64(in), int64(out)), kvRoot[:])
}

// OpLeaf is leaf j of a step's op chain (SPEC.md §8): c_j =
// keccak256(link_{k−1} ‖ c_{j−1} ‖ word(j) ‖ h_j), h_j the op hash of op j's
// output, from c_{−1} = link_{k−1}. A shard of a sharded committee (§12)
// signs the chain's value at its last op of every step.
func OpLeaf(link, prev Hash, j int, h Hash) Hash {
	return Keccak256(link[:], prev[:], words(int64(j)), h[:])
}

// VectorHash is keccak256 of int32 values in 4-byte big-endian two's
// complement: the hash of an op's output in a trace, and of a KV leaf's parts.
func VectorHash(vs ...[]int32) Hash {
	n := 0
	for _, v := range vs {
		n += 4 * len(v)
	}
	buf := make([]byte, n)
	off := 0
	for _, v := range vs {
		for _, x := range v {
			binary.BigEndian.PutUint32(buf[off:], uint32(x))
			off += 4
		}
	}
	return Keccak256(buf)
}

// OpHashMax is P of SPEC.md §8: vectors of at most P values have a flat
// op hash, longer ones the root of their block tree.
const OpHashMax = 4096

// BlockLen is the values of one block of a long vector's op hash: a
// matrix's 16-row column block (SPEC.md §5).
const BlockLen = 16

// OpHash is the op hash of SPEC.md §8: VectorHash for at most OpHashMax
// values, else the Merkle root of the VectorHash of each 16-value block.
func OpHash(v []int32) Hash {
	if len(v) <= OpHashMax {
		return VectorHash(v)
	}
	return BlockTree(v).Root()
}

// BlockTree is the Merkle tree of a long vector's 16-value blocks, at depth
// ⌈log₂ blocks⌉ (SPEC.md §8, §8.3).
func BlockTree(v []int32) *KVTree {
	n := (len(v) + BlockLen - 1) / BlockLen
	leaves := make([]Hash, n)
	for b := range n {
		leaves[b] = VectorHash(v[b*BlockLen : min(len(v), (b+1)*BlockLen)])
	}
	return TreeOf(leaves)
}

// TreeOf is the tree of depth ⌈log₂ len(leaves)⌉ over the given leaves,
// built a level at a time (one hash a node, where setting the leaves one by
// one rehashes each path: a million 1 KiB weight pieces take 2M hashes, not
// 21M).
func TreeOf(leaves []Hash) *KVTree {
	t := NewKVTree(len(leaves))
	level := append([]Hash(nil), leaves...)
	for d := 0; ; d++ {
		t.levels[d] = level
		if d == t.depth {
			return t
		}
		next := make([]Hash, (len(level)+1)/2)
		for i := range next {
			l, r := t.Node(d, 2*i), t.Node(d, 2*i+1)
			next[i] = Keccak256(l[:], r[:])
		}
		level = next
	}
}

// KVTree is one fixed-depth Merkle tree over positions: a KV tree of SPEC.md
// §7.3, or a block tree of §8.3. Unset leaves are zero. Leaves arrive in
// order, so it stores only the nodes over the set prefix; every other node
// is an empty subtree's root.
type KVTree struct {
	depth  int
	levels [][]Hash // levels[d][i]: node i at height d, for the nodes over set leaves
	zero   []Hash   // zero[d] = root of an empty subtree of height d
}

// KVDepth is ceil(log2(seqLen)).
func KVDepth(seqLen int) int { return bits.Len(uint(seqLen - 1)) }

// zeroRoots are the roots of empty subtrees of heights 0 … d.
func zeroRoots(d int) []Hash {
	z := make([]Hash, d+1)
	for i := 1; i <= d; i++ {
		z[i] = Keccak256(z[i-1][:], z[i-1][:])
	}
	return z
}

// NewKVTree returns an empty tree for seqLen positions.
func NewKVTree(seqLen int) *KVTree {
	d := KVDepth(seqLen)
	return &KVTree{depth: d, levels: make([][]Hash, d+1), zero: zeroRoots(d)}
}

// Node is the node at height d (0: the leaves) and index i.
func (t *KVTree) Node(d, i int) Hash {
	if i < len(t.levels[d]) {
		return t.levels[d][i]
	}
	return t.zero[d]
}

// Set writes leaf p (p < 2^depth) and updates the path to the root.
func (t *KVTree) Set(p int, leaf Hash) {
	node := leaf
	for d := 0; ; d++ {
		for len(t.levels[d]) <= p {
			t.levels[d] = append(t.levels[d], t.zero[d])
		}
		t.levels[d][p] = node
		if d == t.depth {
			return
		}
		l, r := t.Node(d, p&^1), t.Node(d, p|1)
		node = Keccak256(l[:], r[:])
		p /= 2
	}
}

// Root is the current root.
func (t *KVTree) Root() Hash { return t.Node(t.depth, 0) }

// Frontier is the left nodes of the first n leaves, by height ascending:
// for each height d where bit d of n is set, the root of the complete
// subtree of 2^d leaves that ends at leaf n − 1's prefix. With the empty
// subtrees' roots they give the root over those n < 2^depth leaves (§8.3).
func (t *KVTree) Frontier(n int) []Hash {
	var out []Hash
	for d := 0; d < t.depth; d++ {
		if n>>d&1 == 1 {
			out = append(out, t.Node(d, n>>d-1))
		}
	}
	return out
}

// Proof is the sibling path of leaf p, bottom up.
func (t *KVTree) Proof(p int) []Hash {
	out := make([]Hash, t.depth)
	for d := 0; d < t.depth; d++ {
		out[d] = t.Node(d, p^1)
		p /= 2
	}
	return out
}

// KVForest is the KV commitment of SPEC.md §7.3: a tree per layer and KV
// head over positions, whose leaf is that head's key and value, and a root
// of two Merkle levels (heads within a layer, then layers) over the trees'
// roots. A dispute step that reads one head's cache opens only that head's
// leaves, whatever the model's depth.
type KVForest struct {
	c     Config
	trees []*KVTree // (layer, KV head) order

	// fixed are layer roots set by FixLayerRoot, which LayerRoots reports
	// instead of its trees' (nil: none).
	fixed map[int]Hash

	// Scratch for SetRow and Root, which hash every tree's new path (and
	// the roots over them) level by level, all trees in one batch.
	buf   []byte
	msgs  [][]byte
	nodes []Hash
}

// NewKVForest returns the empty forest of a model.
func NewKVForest(c Config) *KVForest {
	f := &KVForest{c: c, trees: make([]*KVTree, c.Layers*c.KVHeads)}
	for i := range f.trees {
		f.trees[i] = NewKVTree(c.SeqLen)
	}
	return f
}

// Tree is T_{l,h}.
func (f *KVForest) Tree(l, h int) *KVTree { return f.trees[l*f.c.KVHeads+h] }

// HeadLeaf is a tree leaf: VectorHash of one head's key and value.
func HeadLeaf(k, v []int32) Hash { return VectorHash(k, v) }

// batch returns n message slots of size bytes each and n output hashes.
func (f *KVForest) batch(n, size int) ([][]byte, []Hash) {
	if cap(f.buf) < n*size {
		f.buf = make([]byte, n*size)
	}
	if cap(f.msgs) < n {
		f.msgs, f.nodes = make([][]byte, n), make([]Hash, n)
	}
	msgs := f.msgs[:n]
	for i := range msgs {
		msgs[i] = f.buf[i*size : (i+1)*size : (i+1)*size]
	}
	return msgs, f.nodes[:n]
}

// SetRow sets position p in every tree from row, the position's keys and
// values of every layer: K[0] ‖ V[0] ‖ K[1] ‖ V[1] ‖ … (KV values each).
// The result is that of Tree(l, h).Set(p, HeadLeaf(…)) for every tree; the
// trees share a depth, so their leaves and then each level's new nodes are
// hashed as one batch.
func (f *KVForest) SetRow(p int, row []int32) {
	hs, kvd := f.c.HeadSize, f.c.KVDim()
	msgs, nodes := f.batch(len(f.trees), 8*hs)
	for l := range f.c.Layers {
		k, v := row[2*l*kvd:], row[(2*l+1)*kvd:]
		for h := range f.c.KVHeads {
			m := msgs[l*f.c.KVHeads+h]
			putBE(m, k[h*hs:(h+1)*hs])
			putBE(m[4*hs:], v[h*hs:(h+1)*hs])
		}
	}
	keccakBatch(msgs, nodes)
	for i, t := range f.trees {
		t.setNode(0, p, nodes[i])
	}
	msgs, nodes = f.batch(len(f.trees), 64)
	for d := 0; d < f.trees[0].depth; d++ {
		for i, t := range f.trees {
			l, r := t.Node(d, p&^1), t.Node(d, p|1)
			copy(msgs[i], l[:])
			copy(msgs[i][32:], r[:])
		}
		keccakBatch(msgs, nodes)
		p /= 2
		for i, t := range f.trees {
			t.setNode(d+1, p, nodes[i])
		}
	}
}

// setNode writes node i at height d, growing the stored level to it.
func (t *KVTree) setNode(d, i int, h Hash) {
	for len(t.levels[d]) <= i {
		t.levels[d] = append(t.levels[d], t.zero[d])
	}
	t.levels[d][i] = h
}

// putBE writes vs as 4-byte big-endian two's complement (VectorHash's
// encoding).
func putBE(dst []byte, vs []int32) {
	dst = dst[:4*len(vs)]
	for i, x := range vs {
		binary.BigEndian.PutUint32(dst[4*i:], uint32(x))
	}
}

// LayerRoots are R_l, the Merkle roots of each layer's tree roots.
func (f *KVForest) LayerRoots() []Hash {
	roots := make([]Hash, len(f.trees))
	for i, t := range f.trees {
		roots[i] = t.Root()
	}
	out := f.merkleRoots(roots, f.c.Layers)
	for l, r := range f.fixed {
		out[l] = r
	}
	return out
}

// FixLayerRoot makes LayerRoots (and so Root and RootPath's upper part)
// report r as R_l whatever layer l's trees hold: one shard's operators hold
// the trees of their own layers only and learn the other layers' roots from
// the answer (SPEC.md §12), yet must prove their leaves against the full
// kvroot the answer's links commit to. Tree(l, h) and RootPath(l, h) of a
// fixed layer do not prove against it.
func (f *KVForest) FixLayerRoot(l int, r Hash) {
	if f.fixed == nil {
		f.fixed = map[int]Hash{}
	}
	f.fixed[l] = r
}

// merkleRoots is MerkleRoot of each of groups equal runs of leaves, level
// by level, every group's pairs in one batch.
func (f *KVForest) merkleRoots(leaves []Hash, groups int) []Hash {
	size := len(leaves) / groups
	level := leaves
	for d := 0; size > 1; d++ {
		half := (size + 1) / 2
		msgs, nodes := f.batch(groups*half, 64)
		for g := range groups {
			for i := range half {
				m := msgs[g*half+i]
				copy(m, level[g*size+2*i][:])
				if 2*i+1 < size {
					copy(m[32:], level[g*size+2*i+1][:])
				} else {
					copy(m[32:], zeroHashes[d][:])
				}
			}
		}
		keccakBatch(msgs, nodes)
		level = append([]Hash(nil), nodes...)
		size = half
	}
	return level
}

func (f *KVForest) headRoots(l int) []Hash {
	out := make([]Hash, f.c.KVHeads)
	for h := range out {
		out[h] = f.Tree(l, h).Root()
	}
	return out
}

// Root is kvroot: the Merkle root of the layer roots.
func (f *KVForest) Root() Hash { return f.merkleRoots(f.LayerRoots(), 1)[0] }

// RootPath proves root(T_{l,h}) against Root: its siblings among layer l's
// tree roots, then R_l's among the layer roots, each bottom up.
func (f *KVForest) RootPath(l, h int) []Hash {
	return append(MerkleProof(f.headRoots(l), h), MerkleProof(f.LayerRoots(), l)...)
}

// zeroHashes[d] is the root of an all-zero subtree of height d (MerkleRoot's
// padding), for every height a tree here can have.
var zeroHashes = zeroRoots(64)
