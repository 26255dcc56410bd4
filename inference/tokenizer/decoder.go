package tokenizer

import (
	"strings"
	"unicode/utf8"
)

// decoder is one step of Hugging Face's decoder chain. Each step rewrites
// the list of token strings; Decode joins what the last step leaves. added
// holds the contents of the added tokens, which ByteLevel copies verbatim.
type decoder interface {
	decode(toks []string, added map[string]int) []string
}

// byteLevelDecoder turns byte-level spellings back into bytes and the bytes
// of each run of tokens between added tokens into text.
type byteLevelDecoder struct{}

func (byteLevelDecoder) decode(toks []string, added map[string]int) []string {
	out := make([]string, 0, 1)
	var buf []byte
	pending := false
	flush := func() {
		if pending {
			out = append(out, lossyUTF8(buf))
			buf, pending = buf[:0], false
		}
	}
	for _, tok := range toks {
		if _, ok := added[tok]; ok {
			flush()
			out = append(out, tok)
			continue
		}
		pending = true
		var ok bool
		if buf, ok = unByteLevel(buf, tok); !ok {
			// Not a byte-level spelling: take the characters as they are,
			// as Hugging Face's Rust library does.
			buf = append(buf, tok...)
		}
	}
	flush()
	return out
}

// replaceDecoder replaces every occurrence of a literal in each token.
type replaceDecoder struct{ old, new string }

func (d replaceDecoder) decode(toks []string, _ map[string]int) []string {
	out := make([]string, len(toks))
	for i, tok := range toks {
		out[i] = strings.ReplaceAll(tok, d.old, d.new)
	}
	return out
}

// byteFallbackDecoder turns runs of "<0xXX>" tokens into text.
type byteFallbackDecoder struct{}

func (byteFallbackDecoder) decode(toks []string, _ map[string]int) []string {
	out := make([]string, 0, len(toks))
	var run []byte
	flush := func() {
		if len(run) > 0 {
			out = append(out, textDecoderString(run))
			run = run[:0]
		}
	}
	for _, tok := range toks {
		if b, ok := fallbackByte(tok); ok {
			run = append(run, b)
			continue
		}
		flush()
		out = append(out, tok)
	}
	flush()
	return out
}

// textDecoderString converts b as a default TextDecoder does, which is what
// tokenizers.js's ByteFallback uses: a leading byte order mark is dropped
// and ill-formed sequences become U+FFFD (maximal subparts). Hugging Face's
// Rust library instead gives one U+FFFD per byte of an ill-formed run.
func textDecoderString(b []byte) string {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	return lossyUTF8(b)
}

// fallbackByte reports whether tok is a byte token, and which byte, the way
// tokenizers.js reads it: six UTF-16 code units, "<0x", two more parsed by
// JavaScript's parseInt(·, 16), ">". For the "<0x00>".."<0xFF>" spellings of
// real vocabularies this is plain hexadecimal.
func fallbackByte(tok string) (byte, bool) {
	if len(tok) < 6 || !strings.HasPrefix(tok, "<0x") || !strings.HasSuffix(tok, ">") {
		return 0, false
	}
	mid := tok[3 : len(tok)-1]
	c1, n1 := utf8.DecodeRuneInString(mid)
	c2, n2 := utf8.DecodeRuneInString(mid[n1:])
	// Two BMP characters are two code units; anything else is not six.
	// (A single astral character is two code units too, but surrogates
	// are not digits, so parseInt gives NaN.)
	if n2 == 0 || n1+n2 != len(mid) || c1 > 0xFFFF || c2 > 0xFFFF {
		return 0, false
	}
	h1, ok1 := hexValue(c1)
	h2, ok2 := hexValue(c2)
	switch {
	case c1 == '0' && (c2 == 'x' || c2 == 'X'): // parseInt drops a 0x prefix: nothing is left
		return 0, false
	case ok1 && ok2:
		return byte(h1<<4 | h2), true
	case ok1: // parseInt stops at the first non-digit
		return byte(h1), true
	case ok2 && isJSSpace(c1):
		return byte(h2), true
	case ok2 && c1 == '+':
		return byte(h2), true
	case ok2 && c1 == '-': // Uint8Array stores -h as 256-h
		return byte(-h2), true
	}
	return 0, false
}

func hexValue(r rune) (int, bool) {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0'), true
	case r >= 'a' && r <= 'f':
		return int(r-'a') + 10, true
	case r >= 'A' && r <= 'F':
		return int(r-'A') + 10, true
	}
	return 0, false
}

// isJSSpace reports whether parseInt skips r as leading white space
// (JavaScript's WhiteSpace and LineTerminator: the same set as jsWhitespace).
func isJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// fuseDecoder joins all tokens into one.
type fuseDecoder struct{}

func (fuseDecoder) decode(toks []string, _ map[string]int) []string {
	return []string{strings.Join(toks, "")}
}

// stripDecoder removes up to start leading and stop trailing occurrences
// of content from each token. content is a BMP character, so counting
// characters gives the cuts tokenizers.js computes in UTF-16 code units.
type stripDecoder struct {
	content     rune
	start, stop int
}

func (d stripDecoder) decode(toks []string, _ map[string]int) []string {
	out := make([]string, len(toks))
	for i, tok := range toks {
		rs := []rune(tok)
		from := 0
		for from < d.start && from < len(rs) && rs[from] == d.content {
			from++
		}
		to := len(rs)
		for k := 0; k < d.stop && to > 0 && rs[to-1] == d.content; k++ {
			to--
		}
		if from < to {
			out[i] = string(rs[from:to])
		}
	}
	return out
}

// parseDecoder reads a decoder (not null) and appends its steps to dst.
func parseDecoder(v *jsonValue, path string, dst []decoder) ([]decoder, error) {
	typ, err := component(v, path)
	if err != nil {
		return nil, err
	}
	switch typ {
	case "ByteLevel":
		return append(dst, byteLevelDecoder{}), nil
	case "ByteFallback":
		return append(dst, byteFallbackDecoder{}), nil
	case "Fuse":
		return append(dst, fuseDecoder{}), nil
	case "Replace":
		old, repl, err := parseReplace(v, path)
		if err != nil {
			return nil, err
		}
		return append(dst, replaceDecoder{old, repl}), nil
	case "Strip":
		d, err := parseStrip(v, path)
		if err != nil {
			return nil, err
		}
		return append(dst, d), nil
	case "Sequence":
		list, err := array(v, "decoders", path)
		if err != nil {
			return nil, err
		}
		for i := range list {
			p := index(join(path, "decoders"), i)
			if list[i].isNull() {
				return nil, invalidf(p, "expected an object, got null")
			}
			if dst, err = parseDecoder(&list[i], p, dst); err != nil {
				return nil, err
			}
		}
		return dst, nil
	}
	return nil, unsupportedf(join(path, "type"), "decoder %q is not supported (ByteLevel, ByteFallback, Fuse, Replace, Strip and Sequence are)", typ)
}

func parseStrip(v *jsonValue, path string) (stripDecoder, error) {
	var d stripDecoder
	content, _, err := str(v, "content", path)
	if err != nil {
		return d, err
	}
	if utf8.RuneCountInString(content) != 1 {
		return d, invalidf(join(path, "content"), "expected one character, got %q", content)
	}
	d.content, _ = utf8.DecodeRuneInString(content)
	if d.content > 0xFFFF {
		// tokenizers.js compares UTF-16 code units with it and never
		// strips; Rust compares characters and does.
		return d, unsupportedf(join(path, "content"), "%q is outside the Basic Multilingual Plane, where the reference implementations disagree", content)
	}
	if d.start, err = count(v, "start", path); err != nil {
		return d, err
	}
	if d.stop, err = count(v, "stop", path); err != nil {
		return d, err
	}
	return d, nil
}

// count returns the non-negative integer member key of o, 0 if absent.
func count(o *jsonValue, key, path string) (int, error) {
	v := o.get(key)
	if v.isNull() {
		return 0, nil
	}
	n, ok := v.int()
	if !ok || n < 0 || n > maxID {
		return 0, invalidf(join(path, key), "expected a non-negative integer, got %s", describeNumber(v))
	}
	return int(n), nil
}
