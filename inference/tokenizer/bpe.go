package tokenizer

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
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
	smallWord     = 24      // up to this many symbols, BPE uses a plain scan
)

// bpeModel is a BPE model working on token ids. A byte-level model starts
// from one symbol per byte of the pre-token, any other from one per
// character. A symbol with no token is held as ^r (negative), r being the
// character that was looked up (for a byte, its byte-level stand-in), until
// byte fallback or the unknown token replaces it.
type bpeModel struct {
	vocab        map[string]int32 // spelling -> id
	merges       map[uint64]merge // keyed by pairKey(left, right)
	byteLevel    bool
	byteID       [256]int32 // byte-level: id of the token spelling one byte, or -1
	byteToken    [256]int32 // id of the "<0xXX>" token of each byte, or -1
	byteFallback bool
	unkID        int32 // -1: unknown pieces are dropped
	fuseUnk      bool
	ignoreMerges bool
	rawVocab     map[string]int32 // raw spelling -> id (ignore_merges only)

	mu    sync.RWMutex
	cache map[string][]int32
}

// encodeWord appends the ids of one pre-token (raw text, before any
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

// bpe runs the merges on the symbols of w and returns the resulting ids.
// Symbols without a token of their own become byte tokens (byte_fallback),
// else the unknown token, else are dropped.
func (m *bpeModel) bpe(w string) []int32 {
	if m.ignoreMerges {
		if id, ok := m.rawVocab[w]; ok {
			return []int32{id}
		}
	}
	var buf [smallWord]int32
	ids := m.symbols(w, buf[:0])
	if len(ids) <= smallWord {
		ids = m.bpeSmall(ids)
	} else {
		ids = m.bpeLarge(ids)
	}
	return m.resolveUnknown(ids)
}

// symbols appends the initial symbols of w to dst.
func (m *bpeModel) symbols(w string, dst []int32) []int32 {
	if m.byteLevel {
		for i := 0; i < len(w); i++ {
			id := m.byteID[w[i]]
			if id < 0 {
				id = ^byteChar[w[i]]
			}
			dst = append(dst, id)
		}
		return dst
	}
	for i := 0; i < len(w); {
		r, size := utf8.DecodeRuneInString(w[i:])
		id, ok := m.vocab[w[i:i+size]]
		if !ok {
			id = ^r
		}
		dst = append(dst, id)
		i += size
	}
	return dst
}

// resolveUnknown replaces the negative entries of ids (symbols with no
// token) by the byte tokens of their UTF-8 encoding if byte_fallback is on
// and all of them exist, else by the unknown token, or drops them. Runs of
// unknown tokens are fused later, over the whole text (fuseUnknown).
func (m *bpeModel) resolveUnknown(ids []int32) []int32 {
	if !slices.ContainsFunc(ids, func(id int32) bool { return id < 0 }) {
		return slices.Clone(ids)
	}
	out := make([]int32, 0, len(ids)+8)
	var enc [utf8.UTFMax]byte
	for _, id := range ids {
		if id >= 0 {
			out = append(out, id)
			continue
		}
		if m.byteFallback {
			n := utf8.EncodeRune(enc[:], ^id)
			all := true
			for _, b := range enc[:n] {
				all = all && m.byteToken[b] >= 0
			}
			if all {
				for _, b := range enc[:n] {
					out = append(out, m.byteToken[b])
				}
				continue
			}
		}
		if m.unkID >= 0 {
			out = append(out, m.unkID)
		}
	}
	return out
}

// fuseUnknown collapses each run of unknown tokens in ids[from:] into one
// when fuse_unk is set. Like tokenizers.js it fuses across the pre-tokens of
// a stretch of text between added tokens (Rust fuses within a pre-token).
func (m *bpeModel) fuseUnknown(ids []int, from int) []int {
	if !m.fuseUnk || m.unkID < 0 {
		return ids
	}
	unk := int(m.unkID)
	out := ids[:from]
	for i := from; i < len(ids); i++ {
		if ids[i] == unk && len(out) > from && out[len(out)-1] == unk {
			continue
		}
		out = append(out, ids[i])
	}
	return out
}

// bpeSmall merges by repeatedly scanning for the best pair: fast for the
// short words that make up almost all pre-tokens. It works in place.
func (m *bpeModel) bpeSmall(ids []int32) []int32 {
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
	return ids
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
func (m *bpeModel) bpeLarge(start []int32) []int32 {
	type symbol struct {
		id         int32
		prev, next int32 // -1 at the ends
		gone       bool  // merged into its left neighbour
	}
	n := len(start)
	syms := make([]symbol, n)
	for i, id := range start {
		syms[i] = symbol{id: id, prev: int32(i - 1), next: int32(i + 1)}
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
