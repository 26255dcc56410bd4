package tokenizer

import (
	"strings"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// splitBehavior says what a Split pre-tokenizer does with the delimiters it
// finds (Hugging Face's SplitDelimiterBehavior).
type splitBehavior int

const (
	splitRemoved splitBehavior = iota
	splitIsolated
	splitMergedWithPrevious
	splitMergedWithNext
	splitContiguous
)

var splitBehaviors = map[string]splitBehavior{
	"removed":            splitRemoved,
	"isolated":           splitIsolated,
	"mergedwithprevious": splitMergedWithPrevious,
	"mergedwithnext":     splitMergedWithNext,
	"contiguous":         splitContiguous,
}

// splitStage is a Split pre-tokenizer, or a Digits one (Isolated runs of
// digits).
type splitStage struct {
	re         *regexp2.Regexp // nil when literal or digits is used
	literal    string
	digits     bool // Digits: the matches are ASCII digits
	individual bool // Digits: one match per digit rather than per run
	behavior   splitBehavior
	invert     bool
}

// span is a piece of a string by byte offsets, and whether it matched.
type span struct {
	start, end int
	match      bool
}

// matches returns the matches of the stage's pattern in s, in order, as
// byte offsets. Empty matches are dropped: they produce no piece.
func (st *splitStage) matches(s string) [][2]int {
	var ms [][2]int
	if st.digits {
		return digitRuns(s, st.individual)
	}
	if st.re == nil {
		for off := 0; off < len(s); {
			k := strings.Index(s[off:], st.literal)
			if k < 0 {
				break
			}
			ms = append(ms, [2]int{off + k, off + k + len(st.literal)})
			off += k + len(st.literal)
		}
		return ms
	}
	return regexMatches(st.re, s)
}

// digitRuns returns the runs of digits in s, or each digit on its own.
// Digits are ASCII 0-9: tokenizers.js matches them with \d. (Rust's Digits
// uses char::is_numeric, which also takes in other scripts' digits, ² or ½.)
func digitRuns(s string, individual bool) [][2]int {
	var ms [][2]int
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		j := i + 1
		for !individual && j < len(s) && isDigit(s[j]) {
			j++
		}
		ms = append(ms, [2]int{i, j})
		i = j
	}
	return ms
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// regexMatches runs re over s (valid UTF-8) and returns the byte offsets of
// its non-empty matches.
func regexMatches(re *regexp2.Regexp, s string) [][2]int {
	runes := []rune(s)
	// byteAt[k] is the byte offset of rune k; only filled in when s is not
	// ASCII (otherwise rune and byte offsets agree).
	var byteAt []int
	if len(runes) != len(s) {
		byteAt = make([]int, len(runes)+1)
		off := 0
		for k, r := range runes {
			byteAt[k] = off
			off += utf8.RuneLen(r)
		}
		byteAt[len(runes)] = off
	}
	var ms [][2]int
	m, err := re.FindRunesMatch(runes)
	for m != nil && err == nil {
		if m.Length > 0 {
			a, b := m.Index, m.Index+m.Length
			if byteAt != nil {
				a, b = byteAt[a], byteAt[b]
			}
			ms = append(ms, [2]int{a, b})
		}
		m, err = re.FindNextMatch(m)
	}
	return ms
}

// split appends the pieces of s to dst.
func (st *splitStage) split(s string, dst []string) []string {
	ms := st.matches(s)
	if len(ms) == 0 && !st.invert {
		return append(dst, s)
	}
	// Matches and the gaps between them, in order.
	spans := make([]span, 0, 2*len(ms)+1)
	prev := 0
	for _, m := range ms {
		if m[0] > prev {
			spans = append(spans, span{prev, m[0], st.invert})
		}
		spans = append(spans, span{m[0], m[1], !st.invert})
		prev = m[1]
	}
	if prev < len(s) {
		spans = append(spans, span{prev, len(s), st.invert})
	}

	switch st.behavior {
	case splitRemoved:
		for _, sp := range spans {
			if !sp.match {
				dst = append(dst, s[sp.start:sp.end])
			}
		}
		return dst
	case splitIsolated:
		for _, sp := range spans {
			dst = append(dst, s[sp.start:sp.end])
		}
		return dst
	case splitMergedWithPrevious:
		// A delimiter joins the piece before it (unless that is a
		// delimiter too).
		var out []span
		prevMatch := false
		for _, sp := range spans {
			if sp.match && !prevMatch && len(out) > 0 {
				out[len(out)-1].end = sp.end
			} else {
				out = append(out, sp)
			}
			prevMatch = sp.match
		}
		spans = out
	case splitMergedWithNext:
		var out []span
		prevMatch := false
		for k := len(spans) - 1; k >= 0; k-- {
			sp := spans[k]
			if sp.match && !prevMatch && len(out) > 0 {
				out[len(out)-1].start = sp.start
			} else {
				out = append(out, sp)
			}
			prevMatch = sp.match
		}
		for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
			out[a], out[b] = out[b], out[a]
		}
		spans = out
	case splitContiguous:
		var out []span
		prevMatch := false
		for _, sp := range spans {
			if sp.match == prevMatch && len(out) > 0 {
				out[len(out)-1].end = sp.end
			} else {
				out = append(out, sp)
			}
			prevMatch = sp.match
		}
		spans = out
	}
	for _, sp := range spans {
		dst = append(dst, s[sp.start:sp.end])
	}
	return dst
}

// jsWhitespace is JavaScript's \s: what tokenizers.js's ByteLevel regex
// uses (it differs from Unicode White_Space by adding U+FEFF and leaving
// out U+0085).
const jsWhitespace = `\t\n\v\f\r\x20\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF`

// gpt2Pattern is the pattern of the ByteLevel pre-tokenizer with
// use_regex: GPT-2's, as written in tokenizers.js.
const gpt2Pattern = `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^` + jsWhitespace + `\p{L}\p{N}]+|[` +
	jsWhitespace + `]+(?![^` + jsWhitespace + `])|[` + jsWhitespace + `]+`

var gpt2Regex = regexp2.MustCompile(gpt2Pattern, regexp2.None)

// byteLevelStage is the ByteLevel pre-tokenizer: an optional leading space,
// an optional GPT-2 split, then the byte-level mapping (which this package
// performs implicitly by running BPE on bytes).
type byteLevelStage struct {
	addPrefixSpace bool
	useRegex       bool
}

func (st *byteLevelStage) split(s string, dst []string) []string {
	if st.addPrefixSpace && !strings.HasPrefix(s, " ") {
		s = " " + s
	}
	if !st.useRegex {
		return append(dst, s)
	}
	for _, m := range regexMatches(gpt2Regex, s) {
		dst = append(dst, s[m[0]:m[1]])
	}
	return dst
}
