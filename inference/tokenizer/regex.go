package tokenizer

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// Hugging Face compiles split patterns with Oniguruma (Rust) or translates
// them to JavaScript RegExp (tokenizers.js). Go's regexp cannot express the
// negative lookahead that byte-level pre-tokenizers rely on (\s+(?!\S)), so
// patterns run on github.com/dlclark/regexp2, a backtracking engine with
// .NET syntax. Most of the syntax used by tokenizer files means the same
// thing in both dialects; translateRegex rewrites the few constructs that
// differ and rejects the ones that cannot be reproduced exactly:
//
//   - (?i:...) groups: ASCII letters inside are expanded to [xX] classes, as
//     tokenizers.js does, and the group becomes (?:...). (regexp2's own
//     case folding would also match a few non-ASCII characters.)
//   - \x{HHHH} becomes the literal character; {,n} becomes {0,n}.
//   - \s and \d already mean White_Space and \p{Nd} in regexp2, as in
//     Oniguruma; ^ and $ are line anchors (the Multiline option).
//   - \w, \W, \b, \B, \h, \H, \G, \K, \R, \X, back-references, POSIX
//     brackets, nested classes, class intersections, atomic groups,
//     possessive quantifiers and inline option groups other than (?i:...)
//     are rejected: their meaning differs between Oniguruma, JavaScript and
//     .NET.

// compileRegex translates an Oniguruma pattern and compiles it with regexp2.
func compileRegex(pattern string) (re *regexp2.Regexp, err error) {
	tr, err := translateRegex(pattern)
	if err != nil {
		return nil, err
	}
	defer func() {
		// regexp2 is a third-party parser fed with untrusted patterns; make
		// sure a bug there surfaces as an error rather than a crash.
		if p := recover(); p != nil {
			re, err = nil, fmt.Errorf("pattern rejected by regexp2: %v", p)
		}
	}()
	re, err = regexp2.Compile(tr, regexp2.Multiline)
	if err != nil {
		return nil, fmt.Errorf("pattern rejected by regexp2: %v", err)
	}
	return re, nil
}

// translateRegex rewrites an Oniguruma pattern into regexp2 syntax; see the
// comment above for the rules.
func translateRegex(p string) (string, error) {
	var out strings.Builder
	var foldStack []bool // fold state outside each open group
	fold := false
	// lastWasQuantifier detects possessive (a++) and stacked (a{2}+)
	// quantifiers, whose meaning differs between dialects.
	lastWasQuantifier := false
	for i := 0; i < len(p); {
		c, size := utf8.DecodeRuneInString(p[i:])
		if c == utf8.RuneError && size == 1 {
			return "", fmt.Errorf("pattern is not valid UTF-8 at byte %d", i)
		}
		switch c {
		case '\\':
			lit, n, err := translateEscape(p[i:], fold, false)
			if err != nil {
				return "", fmt.Errorf("%v at byte %d", err, i)
			}
			out.WriteString(lit)
			i += n
			lastWasQuantifier = false
		case '[':
			cls, n, err := translateClass(p[i:], fold)
			if err != nil {
				return "", fmt.Errorf("%v at byte %d", err, i)
			}
			out.WriteString(cls)
			i += n
			lastWasQuantifier = false
		case '(':
			rest := p[i:]
			var prefix, emit string
			switch {
			case strings.HasPrefix(rest, "(?i:"):
				prefix, emit = "(?i:", "(?:"
			case strings.HasPrefix(rest, "(?:"), strings.HasPrefix(rest, "(?="),
				strings.HasPrefix(rest, "(?!"), strings.HasPrefix(rest, "(?<="),
				strings.HasPrefix(rest, "(?<!"):
				prefix = rest[:strings.IndexAny(rest[2:], ":=!")+3]
				emit = prefix
			case strings.HasPrefix(rest, "(?<"):
				end := strings.IndexByte(rest, '>')
				if end < 0 || !isGroupName(rest[3:end]) {
					return "", fmt.Errorf("unsupported group syntax at byte %d", i)
				}
				prefix, emit = rest[:end+1], rest[:end+1]
			case strings.HasPrefix(rest, "(?"):
				return "", fmt.Errorf("unsupported group %q at byte %d (only (?:, (?=, (?!, (?<=, (?<!, (?<name> and (?i: are supported)", trimTo(rest, 4), i)
			default:
				prefix, emit = "(", "("
			}
			foldStack = append(foldStack, fold)
			if prefix == "(?i:" {
				fold = true
			}
			out.WriteString(emit)
			i += len(prefix)
			lastWasQuantifier = false
		case ')':
			if len(foldStack) == 0 {
				return "", fmt.Errorf("unbalanced ')' at byte %d", i)
			}
			fold = foldStack[len(foldStack)-1]
			foldStack = foldStack[:len(foldStack)-1]
			out.WriteByte(')')
			i++
			lastWasQuantifier = false
		case '*', '+', '?', '{':
			q, n := string(c), 1
			if c == '{' {
				body, m, ok := parseBraceQuantifier(p[i:])
				if !ok {
					out.WriteString(`\{`)
					i++
					lastWasQuantifier = false
					continue
				}
				q, n = "{"+body+"}", m
			}
			if lastWasQuantifier {
				return "", fmt.Errorf("possessive or stacked quantifier at byte %d", i)
			}
			out.WriteString(q)
			i += n
			if i < len(p) && p[i] == '?' { // lazy: same meaning everywhere
				out.WriteByte('?')
				i++
			}
			lastWasQuantifier = true
		case '|', '.', '^', '$':
			out.WriteRune(c)
			i++
			lastWasQuantifier = false
		case '}':
			out.WriteString(`\}`)
			i++
			lastWasQuantifier = false
		default:
			writeLiteral(&out, c, fold, false)
			i += size
			lastWasQuantifier = false
		}
	}
	if len(foldStack) != 0 {
		return "", fmt.Errorf("unbalanced '(' in pattern")
	}
	return out.String(), nil
}

func trimTo(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func isGroupName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// parseBraceQuantifier recognises {n}, {n,}, {n,m} and {,m} at the start of
// s and returns the regexp2 body ({,m} becomes 0,m).
func parseBraceQuantifier(s string) (body string, n int, ok bool) {
	end := strings.IndexByte(s, '}')
	if end < 0 {
		return "", 0, false
	}
	inner := s[1:end]
	lo, hi, comma := strings.Cut(inner, ",")
	isNum := func(x string) bool {
		if x == "" || len(x) > 6 {
			return false
		}
		_, err := strconv.Atoi(x)
		return err == nil && strings.Trim(x, "0123456789") == ""
	}
	switch {
	case !comma && isNum(lo):
		return lo, end + 1, true
	case comma && isNum(lo) && (hi == "" || isNum(hi)):
		return inner, end + 1, true
	case comma && lo == "" && isNum(hi):
		return "0," + hi, end + 1, true
	}
	return "", 0, false
}

// writeLiteral writes the literal character c, escaped for regexp2, folding
// ASCII letters when fold is set.
func writeLiteral(out *strings.Builder, c rune, fold, inClass bool) {
	if fold && isASCIILetter(c) {
		lower, upper := c|0x20, c&^0x20
		if inClass {
			out.WriteRune(lower)
			out.WriteRune(upper)
		} else {
			out.WriteByte('[')
			out.WriteRune(lower)
			out.WriteRune(upper)
			out.WriteByte(']')
		}
		return
	}
	switch {
	case c < 0x20 || c == 0x7F:
		fmt.Fprintf(out, `\x%02X`, c)
	case strings.ContainsRune(`\^$.|?*+()[]{}-#`, c):
		out.WriteByte('\\')
		out.WriteRune(c)
	case c == ' ':
		out.WriteString(`\x20`)
	default:
		out.WriteRune(c)
	}
}

func isASCIILetter(c rune) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// translateEscape translates the escape sequence at the start of s (s[0] is
// a backslash). It returns the regexp2 text and the number of bytes used.
func translateEscape(s string, fold, inClass bool) (string, int, error) {
	if len(s) < 2 {
		return "", 0, fmt.Errorf("trailing backslash")
	}
	c, size := utf8.DecodeRuneInString(s[1:])
	n := 1 + size
	var sb strings.Builder
	switch c {
	case 'x':
		var cp uint64
		var err error
		switch {
		case len(s) > 2 && s[2] == '{':
			end := strings.IndexByte(s, '}')
			if end < 0 {
				return "", 0, fmt.Errorf("unterminated \\x{")
			}
			cp, err = strconv.ParseUint(s[3:end], 16, 32)
			n = end + 1
		case len(s) >= 4:
			cp, err = strconv.ParseUint(s[2:4], 16, 8)
			n = 4
		default:
			err = fmt.Errorf("short")
		}
		if err != nil || cp > utf8.MaxRune || cp >= 0xD800 && cp <= 0xDFFF {
			return "", 0, fmt.Errorf("bad \\x escape")
		}
		writeLiteral(&sb, rune(cp), fold, inClass)
		return sb.String(), n, nil
	case 'u':
		if len(s) < 6 {
			return "", 0, fmt.Errorf("bad \\u escape")
		}
		cp, err := strconv.ParseUint(s[2:6], 16, 16)
		if err != nil || cp >= 0xD800 && cp <= 0xDFFF {
			return "", 0, fmt.Errorf("bad \\u escape")
		}
		writeLiteral(&sb, rune(cp), fold, inClass)
		return sb.String(), 6, nil
	case 'p', 'P':
		if len(s) < 4 || s[2] != '{' {
			return "", 0, fmt.Errorf("\\%c must be followed by {Name}", c)
		}
		end := strings.IndexByte(s, '}')
		if end < 0 {
			return "", 0, fmt.Errorf("unterminated \\%c{", c)
		}
		name := s[3:end]
		if strings.HasPrefix(name, "^") { // Oniguruma negation \p{^L}
			name = name[1:]
			if c == 'p' {
				c = 'P'
			} else {
				c = 'p'
			}
		}
		if !isPropertyName(name) {
			return "", 0, fmt.Errorf("unsupported property \\p{%s}", name)
		}
		return `\` + string(c) + "{" + name + "}", end + 1, nil
	case 's', 'S', 'd', 'D':
		return s[:2], 2, nil
	case 'n', 'r', 't', 'f', 'v', 'a', 'e':
		return s[:2], 2, nil
	case 'A', 'z', 'Z':
		if inClass {
			return "", 0, fmt.Errorf("unsupported escape \\%c in a class", c)
		}
		return s[:2], 2, nil
	case '0':
		writeLiteral(&sb, 0, false, inClass)
		return sb.String(), 2, nil
	}
	if c < utf8.RuneSelf && (c >= '0' && c <= '9' || isASCIILetter(c)) {
		return "", 0, fmt.Errorf("unsupported escape \\%c", c)
	}
	// An escaped punctuation or non-ASCII character stands for itself.
	writeLiteral(&sb, c, fold, inClass)
	return sb.String(), n, nil
}

// isPropertyName accepts the general categories and scripts known to Go's
// unicode package, which is what regexp2 looks names up in.
func isPropertyName(name string) bool {
	if name == "" {
		return false
	}
	if _, ok := unicode.Categories[name]; ok {
		return true
	}
	_, ok := unicode.Scripts[name]
	return ok
}

// translateClass translates the bracket expression at the start of s.
func translateClass(s string, fold bool) (string, int, error) {
	var out strings.Builder
	out.WriteByte('[')
	i := 1
	if i < len(s) && s[i] == '^' {
		out.WriteByte('^')
		i++
	}
	first := true
	var prev *classItem // a literal followed by '-': start of a range
	for {
		if i >= len(s) {
			return "", 0, fmt.Errorf("unterminated character class")
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			return "", 0, fmt.Errorf("pattern is not valid UTF-8")
		}
		if c == ']' && !first {
			out.WriteByte(']')
			return out.String(), i + 1, nil
		}
		first = false
		switch {
		case c == '[':
			return "", 0, fmt.Errorf("nested classes and POSIX brackets are not supported")
		case c == '&' && strings.HasPrefix(s[i:], "&&"):
			return "", 0, fmt.Errorf("class intersection is not supported")
		case c == '-' && prev != nil:
			// A range prev-hi.
			j := i + 1
			var hi rune
			if s[j] == '\\' {
				lit, n, err := classEscapeLiteral(s[j:])
				if err != nil {
					return "", 0, err
				}
				hi = lit
				j += n
			} else {
				r, sz := utf8.DecodeRuneInString(s[j:])
				if r == '[' {
					return "", 0, fmt.Errorf("nested classes are not supported")
				}
				hi = r
				j += sz
			}
			lo := prev.lit
			if hi < lo {
				return "", 0, fmt.Errorf("bad range in character class")
			}
			out.WriteByte('-')
			writeLiteral(&out, hi, false, true)
			if fold {
				addFoldedRange(&out, lo, hi)
			}
			prev = nil
			i = j
			continue
		case c == '\\':
			if lit, n, err := classEscapeLiteral(s[i:]); err == nil {
				prev = classLiteral(&out, s, i+n, lit, fold)
				i += n
				continue
			}
			text, n, err := translateEscape(s[i:], fold, true)
			if err != nil {
				return "", 0, err
			}
			out.WriteString(text)
			prev = nil
			i += n
			continue
		}
		prev = classLiteral(&out, s, i+size, c, fold)
		i += size
	}
}

// classLiteral writes the literal c of a class whose text continues at
// s[next:]. If c starts a range it is returned as the range's low end (the
// range code does the folding); otherwise it is folded here if needed.
func classLiteral(out *strings.Builder, s string, next int, c rune, fold bool) *classItem {
	writeLiteral(out, c, false, true)
	if next+1 < len(s) && s[next] == '-' && s[next+1] != ']' {
		return &classItem{lit: c}
	}
	if fold && isASCIILetter(c) {
		out.WriteRune(c ^ 0x20)
	}
	return nil
}

type classItem struct{ lit rune }

// classEscapeLiteral decodes an escape inside a class that stands for a
// single character (\n, \x41, \u00e9, \-, \], ...).
func classEscapeLiteral(s string) (rune, int, error) {
	if len(s) < 2 {
		return 0, 0, fmt.Errorf("trailing backslash")
	}
	c, size := utf8.DecodeRuneInString(s[1:])
	switch c {
	case 'n':
		return '\n', 2, nil
	case 'r':
		return '\r', 2, nil
	case 't':
		return '\t', 2, nil
	case 'f':
		return '\f', 2, nil
	case 'v':
		return '\v', 2, nil
	case 'a':
		return 7, 2, nil
	case 'e':
		return 0x1B, 2, nil
	case '0':
		return 0, 2, nil
	case 'x':
		if len(s) > 2 && s[2] == '{' {
			end := strings.IndexByte(s, '}')
			if end < 0 {
				return 0, 0, fmt.Errorf("unterminated \\x{")
			}
			cp, err := strconv.ParseUint(s[3:end], 16, 32)
			if err != nil || cp > utf8.MaxRune || cp >= 0xD800 && cp <= 0xDFFF {
				return 0, 0, fmt.Errorf("bad \\x escape")
			}
			return rune(cp), end + 1, nil
		}
		if len(s) < 4 {
			return 0, 0, fmt.Errorf("bad \\x escape")
		}
		cp, err := strconv.ParseUint(s[2:4], 16, 8)
		if err != nil {
			return 0, 0, fmt.Errorf("bad \\x escape")
		}
		return rune(cp), 4, nil
	case 'u':
		if len(s) < 6 {
			return 0, 0, fmt.Errorf("bad \\u escape")
		}
		cp, err := strconv.ParseUint(s[2:6], 16, 16)
		if err != nil || cp >= 0xD800 && cp <= 0xDFFF {
			return 0, 0, fmt.Errorf("bad \\u escape")
		}
		return rune(cp), 6, nil
	}
	if c >= utf8.RuneSelf || !(c >= '0' && c <= '9' || isASCIILetter(c)) {
		return c, 1 + size, nil
	}
	return 0, 0, fmt.Errorf("not a literal escape")
}

// addFoldedRange adds the other-case counterpart of the ASCII letters in
// [lo, hi] to a class being written.
func addFoldedRange(out *strings.Builder, lo, hi rune) {
	for _, span := range [2][2]rune{{'a', 'z'}, {'A', 'Z'}} {
		a, b := max(lo, span[0]), min(hi, span[1])
		if a > b {
			continue
		}
		out.WriteRune(a ^ 0x20)
		out.WriteByte('-')
		out.WriteRune(b ^ 0x20)
	}
}
