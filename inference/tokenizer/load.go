package tokenizer

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// LoadFile reads a tokenizer.json file; see Load.
func LoadFile(path string) (*Tokenizer, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("tokenizer: %w", err)
	}
	t, err := parse(data)
	if err != nil {
		var le *LoadError
		if errors.As(err, &le) {
			le.File = path
		}
		return nil, err
	}
	return t, nil
}

// Load reads a Hugging Face tokenizer.json describing a BPE tokenizer (see
// the package documentation for the components supported). Errors about the
// content wrap ErrInvalid or ErrUnsupported and are *LoadError values naming
// the JSON path at fault.
func Load(r io.Reader) (*Tokenizer, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("tokenizer: reading: %w", err)
	}
	return parse(data)
}

// str returns the string member key of o (ok false if absent or null).
func str(o *jsonValue, key, path string) (s string, ok bool, err error) {
	v := o.get(key)
	if v.isNull() {
		return "", false, nil
	}
	if v.kind != jsonString {
		return "", false, invalidf(join(path, key), "expected a string, got %s", v.describe())
	}
	return v.str, true, nil
}

// boolean returns the boolean member key of o, or def if absent or null.
func boolean(o *jsonValue, key, path string, def bool) (bool, error) {
	v := o.get(key)
	if v.isNull() {
		return def, nil
	}
	if v.kind != jsonBool {
		return false, invalidf(join(path, key), "expected a boolean, got %s", v.describe())
	}
	return v.boolean, nil
}

// component checks that v (the value at path) is an object and returns its
// "type"; v == nil means absent or null.
func component(v *jsonValue, path string) (typ string, err error) {
	if v.kind != jsonObject {
		return "", invalidf(path, "expected an object, got %s", v.describe())
	}
	typ, ok, err := str(v, "type", path)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", invalidf(join(path, "type"), "missing")
	}
	return typ, nil
}

// array returns the array member key of o.
func array(o *jsonValue, key, path string) ([]jsonValue, error) {
	v := o.get(key)
	if v == nil || v.kind != jsonArray {
		return nil, invalidf(join(path, key), "expected an array, got %s", v.describe())
	}
	return v.items, nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func index(path string, i int) string { return fmt.Sprintf("%s[%d]", path, i) }

// maxID bounds token ids; ids must also be reasonably dense (see
// buildIDTable).
const maxID = math.MaxInt32

func parse(data []byte) (*Tokenizer, error) {
	// The model (vocab and merges: almost all of the file) is parsed by
	// dedicated code; the rest is small and goes through the generic tree.
	top, raws, isObject, err := parseObjectLazy(string(data), "model")
	if err != nil {
		return nil, invalidf("", "not JSON: %v", err)
	}
	if !isObject {
		return nil, invalidf("", "expected a JSON object, got %s", top.describe())
	}
	t := &Tokenizer{addedID: map[string]int{}}
	if t.normalizers, err = parseNormalizer(top.get("normalizer"), "normalizer", nil); err != nil {
		return nil, err
	}
	modelRaw, ok := raws["model"]
	if !ok {
		return nil, invalidf("model", "missing")
	}
	if err := t.parsePreTokenizer(top.get("pre_tokenizer")); err != nil {
		return nil, err
	}
	if t.model, err = parseModel(modelRaw, t.byteLevel != nil); err != nil {
		return nil, err
	}
	dec := top.get("decoder")
	if dec.isNull() {
		return nil, unsupportedf("decoder", "missing: Hugging Face would join the tokens with spaces")
	}
	if t.decoders, err = parseDecoder(dec, "decoder", nil); err != nil {
		return nil, err
	}
	if err := t.parseAddedTokens(top.get("added_tokens")); err != nil {
		return nil, err
	}
	if err := t.parsePostProcessor(top.get("post_processor")); err != nil {
		return nil, err
	}
	if err := t.buildIDTable(); err != nil {
		return nil, err
	}
	for _, id := range append(append([]int(nil), t.postPrefix...), t.postSuffix...) {
		if id >= len(t.kind) || t.kind[id] == kindNone {
			return nil, invalidf("post_processor.special_tokens", "id %d is no token", id)
		}
	}
	return t, nil
}

// ---- normalizer ----

var unicodeForms = map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}

func parseNormalizer(v *jsonValue, path string, dst []normalizer) ([]normalizer, error) {
	if v.isNull() {
		return dst, nil
	}
	typ, err := component(v, path)
	if err != nil {
		return nil, err
	}
	if form, ok := unicodeForms[typ]; ok {
		return append(dst, unicodeNormalizer(form)), nil
	}
	switch typ {
	case "Prepend":
		p, ok, err := str(v, "prepend", path)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, invalidf(join(path, "prepend"), "missing")
		}
		return append(dst, prependNormalizer(p)), nil
	case "Replace":
		old, repl, err := parseReplace(v, path)
		if err != nil {
			return nil, err
		}
		return append(dst, replaceNormalizer(old, repl)), nil
	case "Sequence":
	default:
		return nil, unsupportedf(join(path, "type"), "normalizer %q is not supported (NFC, NFD, NFKC, NFKD, Prepend, Replace and Sequence are)", typ)
	}
	list, err := array(v, "normalizers", path)
	if err != nil {
		return nil, err
	}
	for i := range list {
		p := index(join(path, "normalizers"), i)
		if list[i].isNull() {
			return nil, invalidf(p, "expected an object, got null")
		}
		if dst, err = parseNormalizer(&list[i], p, dst); err != nil {
			return nil, err
		}
	}
	return dst, nil
}

// parseReplace reads the pattern and content of a Replace normalizer or
// decoder. Only literal patterns are supported: a String, or a Regex without
// special characters.
func parseReplace(v *jsonValue, path string) (old, repl string, err error) {
	ppath := join(path, "pattern")
	pat := v.get("pattern")
	if pat.isNull() {
		return "", "", invalidf(ppath, "missing")
	}
	if pat.kind != jsonObject {
		return "", "", invalidf(ppath, "expected an object, got %s", pat.describe())
	}
	if re, ok, err := str(pat, "Regex", ppath); err != nil {
		return "", "", err
	} else if ok {
		if strings.ContainsAny(re, `\^$.|?*+()[]{}`) {
			return "", "", unsupportedf(join(ppath, "Regex"), "%q: only literal patterns are supported in Replace", re)
		}
		old = re
	} else if lit, ok, err := str(pat, "String", ppath); err != nil {
		return "", "", err
	} else if ok {
		old = lit
	} else {
		return "", "", invalidf(ppath, `expected {"Regex": ...} or {"String": ...}`)
	}
	if old == "" {
		return "", "", invalidf(ppath, "empty pattern")
	}
	if repl, _, err = str(v, "content", path); err != nil {
		return "", "", err
	}
	if strings.Contains(repl, "$") {
		// String.replaceAll gives $&, $1, $$... a meaning; Rust does not.
		return "", "", unsupportedf(join(path, "content"), "%q: a $ in the replacement means different things to the reference implementations", repl)
	}
	return old, repl, nil
}

// ---- pre-tokenizer ----

// parsePreTokenizer reads the pre-tokenizer: Split and Digits stages,
// possibly in a Sequence, optionally ending with ByteLevel. Without
// ByteLevel (or with no pre-tokenizer at all) the model works on characters.
func (t *Tokenizer) parsePreTokenizer(v *jsonValue) error {
	if v.isNull() {
		return nil
	}
	var walk func(v *jsonValue, path string) error
	walk = func(v *jsonValue, path string) error {
		typ, err := component(v, path)
		if err != nil {
			return err
		}
		if t.byteLevel != nil {
			return unsupportedf(path, "%s after ByteLevel is not supported (ByteLevel must be the last pre-tokenizer)", typ)
		}
		switch typ {
		case "Sequence":
			list, err := array(v, "pretokenizers", path)
			if err != nil {
				return err
			}
			for i := range list {
				if err := walk(&list[i], index(join(path, "pretokenizers"), i)); err != nil {
					return err
				}
			}
			return nil
		case "ByteLevel":
			bl := &byteLevelStage{}
			if bl.addPrefixSpace, err = boolean(v, "add_prefix_space", path, false); err != nil {
				return err
			}
			if bl.useRegex, err = boolean(v, "use_regex", path, true); err != nil {
				return err
			}
			if _, err = boolean(v, "trim_offsets", path, false); err != nil {
				return err
			}
			t.byteLevel = bl
			return nil
		case "Split":
			st, err := parseSplit(v, path)
			if err != nil {
				return err
			}
			t.splits = append(t.splits, st)
			return nil
		case "Digits":
			st := &splitStage{digits: true, behavior: splitIsolated}
			if st.individual, err = boolean(v, "individual_digits", path, false); err != nil {
				return err
			}
			t.splits = append(t.splits, st)
			return nil
		}
		return unsupportedf(join(path, "type"), "pre-tokenizer %q is not supported (ByteLevel, Digits, Split and Sequence are)", typ)
	}
	return walk(v, "pre_tokenizer")
}

func parseSplit(v *jsonValue, path string) (*splitStage, error) {
	st := &splitStage{behavior: splitIsolated}
	ppath := join(path, "pattern")
	pat := v.get("pattern")
	if pat.isNull() {
		return nil, invalidf(ppath, "missing")
	}
	if pat.kind != jsonObject {
		return nil, invalidf(ppath, "expected an object, got %s", pat.describe())
	}
	if re, ok, err := str(pat, "Regex", ppath); err != nil {
		return nil, err
	} else if ok {
		if st.re, err = compileRegex(re); err != nil {
			return nil, unsupportedf(join(ppath, "Regex"), "%v", err)
		}
	} else if lit, ok, err := str(pat, "String", ppath); err != nil {
		return nil, err
	} else if ok {
		if lit == "" {
			return nil, invalidf(join(ppath, "String"), "empty pattern")
		}
		st.literal = lit
	} else {
		return nil, invalidf(ppath, `expected {"Regex": ...} or {"String": ...}`)
	}
	b, ok, err := str(v, "behavior", path)
	if err != nil {
		return nil, err
	}
	if ok {
		bh, known := splitBehaviors[strings.ToLower(b)]
		if !known {
			return nil, unsupportedf(join(path, "behavior"), "unknown split behavior %q", b)
		}
		st.behavior = bh
	}
	if st.invert, err = boolean(v, "invert", path, false); err != nil {
		return nil, err
	}
	return st, nil
}

// ---- added tokens ----

func (t *Tokenizer) parseAddedTokens(v *jsonValue) error {
	const path = "added_tokens"
	t.rawAdded, t.normAdded = newAddedMatcher(), newAddedMatcher()
	if v.isNull() {
		return nil
	}
	if v.kind != jsonArray {
		return invalidf(path, "expected an array, got %s", v.describe())
	}
	for i := range v.items {
		o, p := &v.items[i], index(path, i)
		if o.kind != jsonObject {
			return invalidf(p, "expected an object, got %s", o.describe())
		}
		var at addedToken
		idv := o.get("id")
		if idv.isNull() {
			return invalidf(join(p, "id"), "missing")
		}
		id, ok := idv.int()
		if !ok || id < 0 || id > maxID {
			return invalidf(join(p, "id"), "expected a non-negative integer id, got %s", describeNumber(idv))
		}
		at.id = int(id)
		content, ok, err := str(o, "content", p)
		if err != nil {
			return err
		}
		if !ok {
			return invalidf(join(p, "content"), "missing")
		}
		at.content = strings.Clone(content)
		if at.special, err = boolean(o, "special", p, false); err != nil {
			return err
		}
		if at.singleWord, err = boolean(o, "single_word", p, false); err != nil {
			return err
		}
		if at.lstrip, err = boolean(o, "lstrip", p, false); err != nil {
			return err
		}
		if at.rstrip, err = boolean(o, "rstrip", p, false); err != nil {
			return err
		}
		if at.normalized, err = boolean(o, "normalized", p, !at.special); err != nil {
			return err
		}
		t.added = append(t.added, at)
		t.addedID[at.content] = at.id
		if at.content == "" {
			continue // can never match
		}
		k := len(t.added) - 1
		if at.normalized && len(t.normalizers) > 0 {
			if nc := t.normalize(at.content); nc != "" {
				t.normAdded.add(nc, k)
			}
		} else {
			t.rawAdded.add(at.content, k)
		}
	}
	return nil
}

// buildIDTable builds the id -> token table and checks that ids are unique
// among vocabulary entries and reasonably dense.
func (t *Tokenizer) buildIDTable() error {
	top := -1
	for _, id := range t.model.vocab {
		top = max(top, int(id))
	}
	for _, at := range t.added {
		top = max(top, at.id)
	}
	count := len(t.model.vocab) + len(t.added)
	if top >= 2*count+1024 {
		return unsupportedf("", "token ids are sparse (largest id %d for %d tokens)", top, count)
	}
	t.tokens = make([]string, top+1)
	t.kind = make([]uint8, top+1)
	for tok, id := range t.model.vocab {
		if t.kind[id] != kindNone {
			a, b := t.tokens[id], tok
			if a > b {
				a, b = b, a
			}
			return invalidf("model.vocab", "id %d is used by both %q and %q", id, a, b)
		}
		t.tokens[id], t.kind[id] = tok, kindModel
		t.vocabSize++
	}
	for _, at := range t.added {
		if t.kind[at.id] == kindNone {
			t.vocabSize++
		}
		// An added token takes precedence over a vocabulary entry with the
		// same id when decoding, as in Hugging Face.
		t.tokens[at.id], t.kind[at.id] = at.content, kindAdded
	}
	return nil
}
