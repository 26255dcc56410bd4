package tokenizer

import (
	"strings"
	"sync"
)

// merge is the outcome of merging a pair of tokens: its rank (position in
// the merges list; lower merges first) and the id of the merged token.
type merge struct {
	rank int32
	id   int32
}

func pairKey(a, b int32) uint64 { return uint64(uint32(a))<<32 | uint64(uint32(b)) }

const (
	maxCachedWord = 256     // longer pre-tokens are not cached
	maxCacheSize  = 1 << 16 // entries; the cache is emptied when full
	smallWord     = 24      // up to this many bytes, BPE uses a plain scan
)

// bpeModel is a byte-level BPE model working on token ids.
type bpeModel struct {
	vocab        map[string]int32 // byte-level spelling -> id
	merges       map[uint64]merge // keyed by pairKey(left, right)
	byteID       [256]int32       // id of the token spelling one byte, or -1
	unkID        int32            // -1: unknown pieces are dropped
	fuseUnk      bool
	ignoreMerges bool
	rawVocab     map[string]int32 // raw-bytes spelling -> id (ignore_merges only)

	mu    sync.RWMutex
	cache map[string][]int32
}

// encodeWord appends the ids of one pre-token (raw bytes, before the
// byte-level mapping) to out.
func (m *bpeModel) encodeWord(w string, out []int) []int {
	if w == "" {
		return out
	}
	if len(w) <= maxCachedWord {
		m.mu.RLock()
		ids, ok := m.cache[w]
		m.mu.RUnlock()
		if ok {
			for _, id := range ids {
				out = append(out, int(id))
			}
			return out
		}
	}
	ids := m.bpe(w)
	if len(w) <= maxCachedWord {
		m.mu.Lock()
		if len(m.cache) >= maxCacheSize {
			clear(m.cache)
		}
		m.cache[strings.Clone(w)] = ids
		m.mu.Unlock()
	}
	for _, id := range ids {
		out = append(out, int(id))
	}
	return out
}

// bpe runs the merges on the bytes of w and returns the resulting ids.
// Bytes without a token of their own (possible only in small, hand-made
// vocabularies) become the unknown token, or are dropped when there is none.
func (m *bpeModel) bpe(w string) []int32 {
	if m.ignoreMerges {
		if id, ok := m.rawVocab[w]; ok {
			return []int32{id}
		}
	}
	var ids []int32
	if len(w) <= smallWord {
		ids = m.bpeSmall(w)
	} else {
		ids = m.bpeLarge(w)
	}
	return m.resolveUnknown(ids)
}

// resolveUnknown replaces the -1 entries of ids (bytes with no token) by the
// unknown token, fusing runs of them if asked, or drops them.
func (m *bpeModel) resolveUnknown(ids []int32) []int32 {
	hasUnknown := false
	for _, id := range ids {
		if id < 0 {
			hasUnknown = true
			break
		}
	}
	if !hasUnknown {
		return ids
	}
	out := ids[:0]
	prevUnk := false
	for _, id := range ids {
		if id >= 0 {
			out = append(out, id)
			prevUnk = false
			continue
		}
		if m.unkID < 0 || (m.fuseUnk && prevUnk) {
			continue
		}
		out = append(out, m.unkID)
		prevUnk = true
	}
	return out
}

// bpeSmall merges by repeatedly scanning for the best pair: fast for the
// short words that make up almost all pre-tokens.
func (m *bpeModel) bpeSmall(w string) []int32 {
	var buf [smallWord]int32
	ids := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		ids[i] = m.byteID[w[i]]
	}
	for len(ids) > 1 {
		best, bestPos := merge{rank: -1}, -1
		for i := 0; i+1 < len(ids); i++ {
			if ids[i] < 0 || ids[i+1] < 0 {
				continue
			}
			mg, ok := m.merges[pairKey(ids[i], ids[i+1])]
			if ok && (bestPos < 0 || mg.rank < best.rank) {
				best, bestPos = mg, i
			}
		}
		if bestPos < 0 {
			break
		}
		ids[bestPos] = best.id
		ids = append(ids[:bestPos+1], ids[bestPos+2:]...)
	}
	return append([]int32(nil), ids...)
}

// candidate is a possible merge of the symbol at pos with the next one.
type candidate struct {
	rank int32
	pos  int32
	id   int32
}

func (a candidate) less(b candidate) bool {
	return a.rank < b.rank || a.rank == b.rank && a.pos < b.pos
}

// candidateHeap is a binary min-heap ordered by (rank, pos): the lowest
// rank merges first and, among equal ranks, the leftmost one.
type candidateHeap []candidate

func (h *candidateHeap) push(c candidate) {
	*h = append(*h, c)
	s := *h
	for i := len(s) - 1; i > 0; {
		p := (i - 1) / 2
		if !s[i].less(s[p]) {
			break
		}
		s[i], s[p] = s[p], s[i]
		i = p
	}
}

func (h *candidateHeap) pop() candidate {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s = s[:last]
	for i := 0; ; {
		l, r, min := 2*i+1, 2*i+2, i
		if l < len(s) && s[l].less(s[min]) {
			min = l
		}
		if r < len(s) && s[r].less(s[min]) {
			min = r
		}
		if min == i {
			break
		}
		s[i], s[min] = s[min], s[i]
		i = min
	}
	*h = s
	return top
}

// bpeLarge merges with a priority queue and a linked list of symbols:
// O(n log n) in the length of the word.
func (m *bpeModel) bpeLarge(w string) []int32 {
	type symbol struct {
		id         int32
		prev, next int32 // -1 at the ends
		gone       bool  // merged into its left neighbour
	}
	n := len(w)
	syms := make([]symbol, n)
	for i := 0; i < n; i++ {
		syms[i] = symbol{id: m.byteID[w[i]], prev: int32(i - 1), next: int32(i + 1)}
	}
	syms[n-1].next = -1
	heap := make(candidateHeap, 0, n)
	consider := func(pos int32) {
		s := &syms[pos]
		if s.next < 0 || s.id < 0 || syms[s.next].id < 0 {
			return
		}
		if mg, ok := m.merges[pairKey(s.id, syms[s.next].id)]; ok {
			heap.push(candidate{rank: mg.rank, pos: pos, id: mg.id})
		}
	}
	for i := 0; i+1 < n; i++ {
		consider(int32(i))
	}
	for len(heap) > 0 {
		c := heap.pop()
		s := &syms[c.pos]
		if s.gone || s.next < 0 {
			continue
		}
		right := &syms[s.next]
		if s.id < 0 || right.id < 0 {
			continue
		}
		if mg, ok := m.merges[pairKey(s.id, right.id)]; !ok || mg.id != c.id || mg.rank != c.rank {
			continue // stale: one of the two symbols has changed
		}
		s.id = c.id
		right.gone = true
		s.next = right.next
		if s.next >= 0 {
			syms[s.next].prev = c.pos
		}
		if s.prev >= 0 {
			consider(s.prev)
		}
		consider(c.pos)
	}
	var ids []int32
	for i := int32(0); i >= 0; i = syms[i].next {
		ids = append(ids, syms[i].id)
	}
	return ids
}
