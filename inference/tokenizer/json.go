package tokenizer

import (
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A small JSON parser. tokenizer.json files are large (Qwen3's is 11 MB,
// mostly a 151k-entry vocab and 151k merges) and encoding/json spends
// seconds on them through reflection and its separate validation pass; this
// single-pass parser builds a plain tree in a fraction of that. It accepts
// exactly RFC 8259 JSON and, like encoding/json, replaces invalid UTF-8 and
// unpaired surrogate escapes in strings by U+FFFD; when an object repeats a
// key, the last value wins.

type jsonKind uint8

const (
	jsonNull jsonKind = iota
	jsonBool
	jsonNumber
	jsonString
	jsonArray
	jsonObject
)

// jsonValue is a parsed JSON value. str holds the text of a string or the
// literal of a number.
type jsonValue struct {
	kind    jsonKind
	boolean bool
	str     string
	items   []jsonValue  // array elements
	members []jsonMember // object members, in document order
}

type jsonMember struct {
	key   string
	value jsonValue
}

// get returns the member named key of an object (the last one if repeated),
// or nil if v is not an object or has no such member.
func (v *jsonValue) get(key string) *jsonValue {
	if v == nil || v.kind != jsonObject {
		return nil
	}
	for i := len(v.members) - 1; i >= 0; i-- {
		if v.members[i].key == key {
			return &v.members[i].value
		}
	}
	return nil
}

// isNull reports whether v is absent or JSON null.
func (v *jsonValue) isNull() bool { return v == nil || v.kind == jsonNull }

// describe names the kind of v for error messages.
func (v *jsonValue) describe() string {
	if v == nil {
		return "nothing"
	}
	switch v.kind {
	case jsonBool:
		return "a boolean"
	case jsonNumber:
		return "a number"
	case jsonString:
		return "a string"
	case jsonArray:
		return "an array"
	case jsonObject:
		return "an object"
	}
	return "null"
}

// int returns the value of an integer number (no fraction or exponent).
func (v *jsonValue) int() (int64, bool) {
	if v == nil || v.kind != jsonNumber {
		return 0, false
	}
	n, err := strconv.ParseInt(v.str, 10, 64)
	return n, err == nil
}

const maxJSONDepth = 1000

type jsonParser struct {
	s     string
	pos   int
	depth int
	// Scratch stacks: the elements of the arrays and objects being parsed
	// are gathered here and copied out once, at their exact size.
	itemStack   []jsonValue
	memberStack []jsonMember
	// discard makes the parser only check syntax: arrays and objects come
	// back empty. It is used to skip values parsed later by other means.
	discard bool
}

type jsonSyntaxError struct {
	offset int
	msg    string
}

func (e *jsonSyntaxError) Error() string {
	return fmt.Sprintf("invalid JSON at byte %d: %s", e.offset, e.msg)
}

// parseJSON parses a complete JSON document.
func parseJSON(data []byte) (jsonValue, error) {
	p := &jsonParser{s: string(data)}
	p.space()
	v, err := p.value()
	if err != nil {
		return jsonValue{}, err
	}
	p.space()
	if p.pos != len(p.s) {
		return jsonValue{}, p.fail("unexpected data after the top-level value")
	}
	return v, nil
}

// parseObjectLazy parses a JSON document that must be an object. Members
// whose key is in lazy are only checked for syntax and returned as raw text
// in raws (the last one wins if a key repeats); they are left out of obj.
// isObject is false (and err nil) when the document is valid JSON but not an
// object; obj then holds the parsed document.
func parseObjectLazy(doc string, lazy ...string) (obj jsonValue, raws map[string]string, isObject bool, err error) {
	p := &jsonParser{s: doc}
	p.space()
	if p.pos >= len(p.s) || p.s[p.pos] != '{' {
		v, err := parseJSON([]byte(doc))
		return v, nil, false, err
	}
	p.pos++
	obj = jsonValue{kind: jsonObject}
	raws = map[string]string{}
	p.space()
	if p.pos < len(p.s) && p.s[p.pos] == '}' {
		p.pos++
	} else {
		for {
			p.space()
			if p.pos >= len(p.s) || p.s[p.pos] != '"' {
				return obj, nil, false, p.fail("expected a string key")
			}
			key, err := p.string()
			if err != nil {
				return obj, nil, false, err
			}
			p.space()
			if p.pos >= len(p.s) || p.s[p.pos] != ':' {
				return obj, nil, false, p.fail("expected ':' after object key")
			}
			p.pos++
			p.space()
			isLazy := false
			for _, k := range lazy {
				isLazy = isLazy || k == key
			}
			start := p.pos
			p.discard = isLazy
			val, err := p.value()
			p.discard = false
			if err != nil {
				return obj, nil, false, err
			}
			if isLazy {
				raws[key] = p.s[start:p.pos]
			} else {
				obj.members = append(obj.members, jsonMember{key, val})
			}
			p.space()
			if p.pos >= len(p.s) {
				return obj, nil, false, p.fail("unexpected end of input in object")
			}
			if p.s[p.pos] == '}' {
				p.pos++
				break
			}
			if p.s[p.pos] != ',' {
				return obj, nil, false, p.fail("expected ',' or '}' in object")
			}
			p.pos++
		}
	}
	p.space()
	if p.pos != len(p.s) {
		return obj, nil, false, p.fail("unexpected data after the top-level value")
	}
	return obj, raws, true, nil
}

// rawKind names the kind of the JSON value whose (valid) text is raw.
func rawKind(raw string) string {
	if raw == "" {
		return "nothing"
	}
	switch raw[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func (p *jsonParser) fail(format string, args ...any) error {
	return &jsonSyntaxError{offset: p.pos, msg: fmt.Sprintf(format, args...)}
}

func (p *jsonParser) space() {
	for p.pos < len(p.s) {
		switch p.s[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *jsonParser) value() (jsonValue, error) {
	if p.pos >= len(p.s) {
		return jsonValue{}, p.fail("unexpected end of input")
	}
	switch c := p.s[p.pos]; {
	case c == '{':
		return p.object()
	case c == '[':
		return p.array()
	case c == '"':
		s, err := p.string()
		return jsonValue{kind: jsonString, str: s}, err
	case c == '-' || c >= '0' && c <= '9':
		return p.number()
	case p.literal("true"):
		return jsonValue{kind: jsonBool, boolean: true}, nil
	case p.literal("false"):
		return jsonValue{kind: jsonBool}, nil
	case p.literal("null"):
		return jsonValue{kind: jsonNull}, nil
	}
	return jsonValue{}, p.fail("unexpected character %q", p.s[p.pos])
}

func (p *jsonParser) literal(word string) bool {
	if len(p.s)-p.pos >= len(word) && p.s[p.pos:p.pos+len(word)] == word {
		p.pos += len(word)
		return true
	}
	return false
}

func (p *jsonParser) enter() error {
	p.depth++
	if p.depth > maxJSONDepth {
		return p.fail("nesting deeper than %d", maxJSONDepth)
	}
	return nil
}

func (p *jsonParser) object() (jsonValue, error) {
	if err := p.enter(); err != nil {
		return jsonValue{}, err
	}
	defer func() { p.depth-- }()
	p.pos++ // '{'
	v := jsonValue{kind: jsonObject}
	base := len(p.memberStack)
	p.space()
	if p.pos < len(p.s) && p.s[p.pos] == '}' {
		p.pos++
		return v, nil
	}
	for {
		p.space()
		if p.pos >= len(p.s) || p.s[p.pos] != '"' {
			return jsonValue{}, p.fail("expected a string key")
		}
		key, err := p.string()
		if err != nil {
			return jsonValue{}, err
		}
		p.space()
		if p.pos >= len(p.s) || p.s[p.pos] != ':' {
			return jsonValue{}, p.fail("expected ':' after object key")
		}
		p.pos++
		p.space()
		val, err := p.value()
		if err != nil {
			return jsonValue{}, err
		}
		if !p.discard {
			p.memberStack = append(p.memberStack, jsonMember{key, val})
		}
		p.space()
		if p.pos >= len(p.s) {
			return jsonValue{}, p.fail("unexpected end of input in object")
		}
		switch p.s[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			v.members = append([]jsonMember(nil), p.memberStack[base:]...)
			clear(p.memberStack[base:])
			p.memberStack = p.memberStack[:base]
			return v, nil
		default:
			return jsonValue{}, p.fail("expected ',' or '}' in object")
		}
	}
}

func (p *jsonParser) array() (jsonValue, error) {
	if err := p.enter(); err != nil {
		return jsonValue{}, err
	}
	defer func() { p.depth-- }()
	p.pos++ // '['
	v := jsonValue{kind: jsonArray}
	base := len(p.itemStack)
	p.space()
	if p.pos < len(p.s) && p.s[p.pos] == ']' {
		p.pos++
		return v, nil
	}
	for {
		p.space()
		item, err := p.value()
		if err != nil {
			return jsonValue{}, err
		}
		if !p.discard {
			p.itemStack = append(p.itemStack, item)
		}
		p.space()
		if p.pos >= len(p.s) {
			return jsonValue{}, p.fail("unexpected end of input in array")
		}
		switch p.s[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			v.items = append([]jsonValue(nil), p.itemStack[base:]...)
			clear(p.itemStack[base:])
			p.itemStack = p.itemStack[:base]
			return v, nil
		default:
			return jsonValue{}, p.fail("expected ',' or ']' in array")
		}
	}
}

func (p *jsonParser) number() (jsonValue, error) {
	start := p.pos
	digits := func() int {
		n := 0
		for p.pos < len(p.s) && p.s[p.pos] >= '0' && p.s[p.pos] <= '9' {
			p.pos++
			n++
		}
		return n
	}
	if p.s[p.pos] == '-' {
		p.pos++
	}
	if p.pos < len(p.s) && p.s[p.pos] == '0' {
		p.pos++
	} else if digits() == 0 {
		return jsonValue{}, p.fail("malformed number")
	}
	if p.pos < len(p.s) && p.s[p.pos] == '.' {
		p.pos++
		if digits() == 0 {
			return jsonValue{}, p.fail("malformed number")
		}
	}
	if p.pos < len(p.s) && (p.s[p.pos] == 'e' || p.s[p.pos] == 'E') {
		p.pos++
		if p.pos < len(p.s) && (p.s[p.pos] == '+' || p.s[p.pos] == '-') {
			p.pos++
		}
		if digits() == 0 {
			return jsonValue{}, p.fail("malformed number")
		}
	}
	return jsonValue{kind: jsonNumber, str: p.s[start:p.pos]}, nil
}

// string parses a string literal starting at the opening quote.
func (p *jsonParser) string() (string, error) {
	p.pos++ // opening quote
	start := p.pos
	// Fast path: no escapes, ASCII or valid UTF-8.
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		if c == '"' {
			s := p.s[start:p.pos]
			p.pos++
			if !utf8.ValidString(s) {
				s = validUTF8(s)
			}
			return s, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			return "", p.fail("control character in string")
		}
		p.pos++
	}
	buf := []byte(p.s[start:p.pos])
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		switch {
		case c == '"':
			p.pos++
			s := string(buf)
			if !utf8.ValidString(s) {
				s = validUTF8(s)
			}
			return s, nil
		case c < 0x20:
			return "", p.fail("control character in string")
		case c != '\\':
			buf = append(buf, c)
			p.pos++
			continue
		}
		// escape
		if p.pos+1 >= len(p.s) {
			break
		}
		e := p.s[p.pos+1]
		p.pos += 2
		switch e {
		case '"', '\\', '/':
			buf = append(buf, e)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", p.fail("malformed \\u escape")
			}
			if utf16.IsSurrogate(r) {
				// A high surrogate followed by an escaped low one forms a
				// pair; anything else is unpaired and becomes U+FFFD (the
				// escape after it is then decoded on its own).
				paired := false
				if len(p.s)-p.pos >= 6 && p.s[p.pos] == '\\' && p.s[p.pos+1] == 'u' {
					save := p.pos
					p.pos += 2
					if r2, ok := p.hex4(); ok {
						if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
							r, paired = d, true
						}
					}
					if !paired {
						p.pos = save
					}
				}
				if !paired {
					r = utf8.RuneError
				}
			}
			buf = utf8.AppendRune(buf, r)
		default:
			return "", p.fail("invalid escape \\%c", e)
		}
	}
	return "", p.fail("unterminated string")
}

func (p *jsonParser) hex4() (rune, bool) {
	if len(p.s)-p.pos < 4 {
		return 0, false
	}
	var r rune
	for _, c := range []byte(p.s[p.pos : p.pos+4]) {
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			d = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(d)
	}
	p.pos += 4
	return r, true
}
