package tokenizer

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// normalizer is one step of the normalizer pipeline.
type normalizer func(string) string

// prependNormalizer is Hugging Face's Prepend as tokenizers.js applies it:
// always. (Rust skips an empty string; the two differ only when an earlier
// normalizer empties the text, since empty text never reaches the
// normalizer.)
func prependNormalizer(prefix string) normalizer {
	return func(s string) string { return prefix + s }
}

// replaceNormalizer replaces every occurrence of the literal old.
func replaceNormalizer(old, repl string) normalizer {
	return func(s string) string { return strings.ReplaceAll(s, old, repl) }
}

// cgj is COMBINING GRAPHEME JOINER, which x/text inserts into long runs of
// non-starters (Stream-Safe Text Format) and Hugging Face does not.
const cgj = "\u034F"

// unicodeNormalizer returns the normalizer for one of the four Unicode
// normalization forms. It produces the plain normal form even where x/text
// would apply the Stream-Safe Text Format.
func unicodeNormalizer(form norm.Form) normalizer {
	return func(s string) string {
		out := form.String(s)
		if strings.Count(out, cgj) > strings.Count(s, cgj) {
			out = plainNormalize(form, s)
		}
		return out
	}
}

// plainNormalize implements the normalization algorithm of UAX #15 with
// x/text supplying only the per-character data (decompositions, combining
// classes and, for the composed forms, pairwise composition). It is used only
// for text with more than 30 consecutive non-starters.
func plainNormalize(form norm.Form, s string) string {
	decomp := norm.NFD
	if form == norm.NFKC || form == norm.NFKD {
		decomp = norm.NFKD
	}
	// Full decomposition, one character at a time (a single character never
	// triggers the stream-safe logic).
	type ch struct {
		r   rune
		ccc uint8
	}
	var cs []ch
	for _, r := range s {
		d := decomp.String(string(r))
		for _, x := range d {
			cs = append(cs, ch{x, norm.NFD.PropertiesString(string(x)).CCC()})
		}
	}
	// Canonical ordering: stable sort of each run of non-starters by class.
	for i := 0; i < len(cs); {
		if cs[i].ccc == 0 {
			i++
			continue
		}
		j := i
		for j < len(cs) && cs[j].ccc != 0 {
			j++
		}
		run := cs[i:j]
		for a := 1; a < len(run); a++ { // insertion sort is stable
			for b := a; b > 0 && run[b-1].ccc > run[b].ccc; b-- {
				run[b-1], run[b] = run[b], run[b-1]
			}
		}
		i = j
	}
	if form == norm.NFD || form == norm.NFKD {
		var sb strings.Builder
		for _, c := range cs {
			sb.WriteRune(c.r)
		}
		return sb.String()
	}
	// Canonical composition.
	out := make([]ch, 0, len(cs))
	starter := -1 // index in out of the last starter
	lastCCC := -1 // class of the last character appended (-1: none)
	for _, c := range cs {
		if starter >= 0 && (lastCCC == 0 && starter == len(out)-1 || lastCCC >= 0 && lastCCC < int(c.ccc)) {
			if comp, ok := composePair(out[starter].r, c.r); ok {
				out[starter].r = comp
				continue
			}
		}
		if c.ccc == 0 {
			starter = len(out)
		}
		lastCCC = int(c.ccc)
		out = append(out, c)
	}
	var sb strings.Builder
	for _, c := range out {
		sb.WriteRune(c.r)
	}
	return sb.String()
}

// composePair returns the primary composite of a and b, if there is one.
func composePair(a, b rune) (rune, bool) {
	var buf [8]byte
	n := utf8.EncodeRune(buf[:], a)
	n += utf8.EncodeRune(buf[n:], b)
	out := norm.NFC.Bytes(buf[:n])
	r, size := utf8.DecodeRune(out)
	if size == len(out) && r != utf8.RuneError {
		return r, true
	}
	return 0, false
}
