package tokenizer

import (
	"unicode"
	"unicode/utf8"
)

// addedToken is an entry of added_tokens.
type addedToken struct {
	id         int
	content    string
	special    bool
	singleWord bool
	lstrip     bool
	rstrip     bool
	normalized bool
}

// addedMatcher finds added tokens in text: at the leftmost position where
// some token starts, the longest such token wins (the leftmost-longest rule
// shared by Hugging Face's Rust and JavaScript libraries).
type addedMatcher struct {
	nodes []trieNode // nodes[0] is the root
	first [256]bool  // bytes that start some token
}

type trieNode struct {
	next map[byte]int32
	tok  int32 // index into Tokenizer.added, or -1
}

func newAddedMatcher() *addedMatcher {
	return &addedMatcher{nodes: []trieNode{{tok: -1}}}
}

func (m *addedMatcher) empty() bool { return len(m.nodes) == 1 }

// add registers pattern (non-empty) for added token index tok. A later
// token with the same pattern replaces an earlier one.
func (m *addedMatcher) add(pattern string, tok int) {
	n := int32(0)
	for i := 0; i < len(pattern); i++ {
		c := pattern[i]
		nx, ok := m.nodes[n].next[c]
		if !ok {
			if m.nodes[n].next == nil {
				m.nodes[n].next = make(map[byte]int32)
			}
			nx = int32(len(m.nodes))
			m.nodes = append(m.nodes, trieNode{tok: -1})
			m.nodes[n].next[c] = nx
		}
		n = nx
	}
	m.nodes[n].tok = int32(tok)
	m.first[pattern[0]] = true
}

// find returns the leftmost-longest match in s at or after from, or tok < 0.
func (m *addedMatcher) find(s string, from int) (start, end, tok int) {
	for i := from; i < len(s); i++ {
		if !m.first[s[i]] {
			continue
		}
		best, bestEnd := int32(-1), -1
		n := int32(0)
		for j := i; j < len(s); j++ {
			nx, ok := m.nodes[n].next[s[j]]
			if !ok {
				break
			}
			n = nx
			if m.nodes[n].tok >= 0 {
				best, bestEnd = m.nodes[n].tok, j+1
			}
		}
		if best >= 0 {
			return i, bestEnd, int(best)
		}
	}
	return -1, -1, -1
}

// split cuts s into plain segments and added tokens, calling emit for each
// in order (tok < 0 for plain text). lstrip/rstrip tokens swallow the
// whitespace on their left/right; a single_word token is only recognised
// when it is not glued to a word character on either side.
func (m *addedMatcher) split(s string, added []addedToken, emit func(seg string, tok int)) {
	done := 0 // end of the text already emitted
	for pos := 0; pos < len(s); {
		a, b, tok := m.find(s, pos)
		if tok < 0 {
			break
		}
		at := &added[tok]
		if at.singleWord && (endsWithWordChar(s[:a]) || startsWithWordChar(s[b:])) {
			pos = b
			continue
		}
		start, stop := a, b
		if at.lstrip {
			start = max(done, a-trailingSpace(s[:a]))
		}
		if at.rstrip {
			stop += leadingSpace(s[b:])
		}
		if start > done {
			emit(s[done:start], -1)
		}
		emit(s[start:stop], tok)
		done, pos = stop, stop
	}
	if done < len(s) {
		emit(s[done:], -1)
	}
}

// isWordChar is the \w of Rust's regex crate, which decides single_word
// boundaries in Hugging Face's library.
func isWordChar(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) ||
		unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_Alphabetic, r) ||
		unicode.Is(unicode.Pc, r) || unicode.Is(unicode.Join_Control, r)
}

func endsWithWordChar(s string) bool {
	r, size := utf8.DecodeLastRuneInString(s)
	return size > 0 && isWordChar(r)
}

func startsWithWordChar(s string) bool {
	r, size := utf8.DecodeRuneInString(s)
	return size > 0 && isWordChar(r)
}

// trailingSpace returns the length in bytes of the white space ending s.
func trailingSpace(s string) int {
	n := len(s)
	for n > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:n])
		if !unicode.IsSpace(r) {
			break
		}
		n -= size
	}
	return len(s) - n
}

// leadingSpace returns the length in bytes of the white space starting s.
func leadingSpace(s string) int {
	n := 0
	for n < len(s) {
		r, size := utf8.DecodeRuneInString(s[n:])
		if !unicode.IsSpace(r) {
			break
		}
		n += size
	}
	return n
}
