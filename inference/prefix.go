package inference

import (
	"container/list"
	"encoding/binary"
	"slices"
	"sync"
)

// The shared-prefix cache. Prompts often begin alike (a chat template's
// system prompt, a story's opening), and the KV rows of a prefix depend on
// nothing after it. So the rows of every whole block of PrefixBlock prompt
// positions are kept, with the KV roots and the commitment forest after the
// block, keyed by a hash chain over the manifest and the tokens up to the
// block's end. A sequence whose prompt starts with cached blocks copies
// their rows into its cache and starts reading its prompt after them; its
// checkpoint links are recomputed from the cached roots (a link binds the
// whole prompt, so links are never shared). Its result is bit-identical to
// a miss (decode_test.go): the rows, roots and forest are the very values
// the miss computes.

// PrefixBlock is the positions of one cached block.
const PrefixBlock = 16

// PrefixCache holds prefix blocks up to a byte budget, evicting the least
// recently used block that no other cached block extends. It is safe for
// concurrent use; one cache may serve several decoders of one model.
type PrefixCache struct {
	mu     sync.Mutex
	budget int64
	used   int64
	blocks map[Hash]*prefixBlock
	lru    *list.List // of *prefixBlock, most recent at the front; only blocks no cached block extends

	hits, misses int64
}

// prefixBlock is positions [end−PrefixBlock, end) of some prompts.
type prefixBlock struct {
	key, parent Hash
	end         int
	rows        [][]int32 // per position: the chain's KV row (every layer's K ‖ V)
	roots       []Hash    // per position: the KV root after it
	forest      *KVForest // after the block's last position
	children    int       // cached blocks that extend this one
	elem        *list.Element
	bytes       int64
}

// NewPrefixCache returns an empty cache of at most budget bytes.
func NewPrefixCache(budget int64) *PrefixCache {
	return &PrefixCache{budget: budget, blocks: map[Hash]*prefixBlock{}, lru: list.New()}
}

// PrefixStats are a cache's counters.
type PrefixStats struct {
	Blocks int   `json:"blocks"`
	Bytes  int64 `json:"bytes"`
	Hits   int64 `json:"hits"`   // sequences that found a cached prefix
	Misses int64 `json:"misses"` // sequences with a whole block that found none
}

// Stats returns the cache's counters.
func (pc *PrefixCache) Stats() PrefixStats {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	return PrefixStats{Blocks: len(pc.blocks), Bytes: pc.used, Hits: pc.hits, Misses: pc.misses}
}

// prefixKeys returns the chain keys of prompt's whole blocks that a
// sequence may take from the cache: those ending at or before its last
// prompt position, which it must run itself (it classifies).
func prefixKeys(manifest Hash, prompt []int) []Hash {
	n := (len(prompt) - 1) / PrefixBlock
	keys := make([]Hash, n)
	k := Keccak256([]byte("deepcall/prefix"), manifest[:])
	var buf [4 * PrefixBlock]byte
	for b := range n {
		for i, t := range prompt[b*PrefixBlock : (b+1)*PrefixBlock] {
			binary.BigEndian.PutUint32(buf[4*i:], uint32(t))
		}
		k = Keccak256(k[:], buf[:])
		keys[b] = k
	}
	return keys
}

// lookup returns the longest run of cached blocks that keys begin with.
func (pc *PrefixCache) lookup(keys []Hash) []*prefixBlock {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	var out []*prefixBlock
	for _, k := range keys {
		b := pc.blocks[k]
		if b == nil {
			break
		}
		out = append(out, b)
		if b.elem != nil {
			pc.lru.MoveToFront(b.elem)
		}
	}
	if len(keys) > 0 {
		if len(out) > 0 {
			pc.hits++
		} else {
			pc.misses++
		}
	}
	return out
}

// has reports whether the block of key is cached.
func (pc *PrefixCache) has(key Hash) bool {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	return pc.blocks[key] != nil
}

// put caches b unless it is there already, its parent is not (blocks are
// only reachable through their parents), or it does not fit; it evicts
// what it must.
func (pc *PrefixCache) put(b *prefixBlock) {
	b.bytes = int64(len(b.rows))*int64(4*len(b.rows[0])) + int64(32*len(b.roots)) + b.forest.bytes()
	pc.mu.Lock()
	defer pc.mu.Unlock()
	if pc.blocks[b.key] != nil || b.bytes > pc.budget {
		return
	}
	parent := pc.blocks[b.parent]
	if b.end > PrefixBlock && parent == nil {
		return
	}
	if parent != nil { // extended: no longer evictable, even to make room here
		parent.children++
		if parent.elem != nil {
			pc.lru.Remove(parent.elem)
			parent.elem = nil
		}
	}
	for pc.used+b.bytes > pc.budget {
		e := pc.lru.Back()
		if e == nil {
			if parent != nil {
				if parent.children--; parent.children == 0 {
					parent.elem = pc.lru.PushBack(parent)
				}
			}
			return
		}
		pc.evict(e.Value.(*prefixBlock))
	}
	b.elem = pc.lru.PushFront(b)
	pc.blocks[b.key] = b
	pc.used += b.bytes
}

// evict drops a block no other block extends; its parent may become
// evictable.
func (pc *PrefixCache) evict(b *prefixBlock) {
	pc.lru.Remove(b.elem)
	delete(pc.blocks, b.key)
	pc.used -= b.bytes
	if p := pc.blocks[b.parent]; p != nil && b.end > PrefixBlock {
		if p.children--; p.children == 0 {
			p.elem = pc.lru.PushBack(p)
		}
	}
}

// Clone returns an independent copy of the forest.
func (f *KVForest) Clone() *KVForest {
	g := &KVForest{c: f.c, trees: make([]*KVTree, len(f.trees))}
	for i, t := range f.trees {
		u := &KVTree{depth: t.depth, zero: t.zero, levels: make([][]Hash, len(t.levels))}
		for d, l := range t.levels {
			u.levels[d] = slices.Clone(l)
		}
		g.trees[i] = u
	}
	if f.fixed != nil {
		g.fixed = map[int]Hash{}
		for k, v := range f.fixed {
			g.fixed[k] = v
		}
	}
	return g
}

// bytes is the memory the forest's nodes take.
func (f *KVForest) bytes() int64 {
	var n int64
	for _, t := range f.trees {
		for _, l := range t.levels {
			n += int64(32 * cap(l))
		}
	}
	return n
}

// prefixSaver is what a chainer needs to cache a sequence's prompt blocks
// as it hashes them.
type prefixSaver struct {
	cache *PrefixCache
	keys  []Hash // the prompt's block keys
	from  int    // the first block to save (those before came from the cache)
	skip  bool   // the block being hashed is cached already
	rows  [][]int32
	roots []Hash
}

// add takes position p's row and root; at a block's end it caches the
// block with a copy of the forest. A block another sequence has cached
// meanwhile is not copied.
func (s *prefixSaver) add(p int, row []int32, root Hash, f *KVForest) {
	b := p / PrefixBlock
	if b < s.from || b >= len(s.keys) {
		return
	}
	if p%PrefixBlock == 0 {
		s.skip = s.cache.has(s.keys[b])
	}
	if s.skip {
		return
	}
	s.rows = append(s.rows, slices.Clone(row))
	s.roots = append(s.roots, root)
	if (p+1)%PrefixBlock != 0 {
		return
	}
	blk := &prefixBlock{key: s.keys[b], end: p + 1, rows: s.rows, roots: s.roots, forest: f.Clone()}
	if b > 0 {
		blk.parent = s.keys[b-1]
	}
	s.rows, s.roots = nil, nil
	s.cache.put(blk)
}
