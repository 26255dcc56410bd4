package tokenizer

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
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

// Load reads a Hugging Face tokenizer.json describing a byte-level BPE
// tokenizer. Errors about the content wrap ErrInvalid or ErrUnsupported and
// are *LoadError values naming the JSON path at fault.
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
	if t.model, err = parseModel(modelRaw); err != nil {
		return nil, err
	}
	if err := t.parsePreTokenizer(top.get("pre_tokenizer")); err != nil {
		return nil, err
	}
	if err := parseDecoder(top.get("decoder")); err != nil {
		return nil, err
	}
	if err := t.parseAddedTokens(top.get("added_tokens")); err != nil {
		return nil, err
	}
	if err := t.buildIDTable(); err != nil {
		return nil, err
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
	if typ != "Sequence" {
		return nil, unsupportedf(join(path, "type"), "normalizer %q is not supported (NFC, NFD, NFKC, NFKD and Sequence are)", typ)
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

// ---- pre-tokenizer ----

func (t *Tokenizer) parsePreTokenizer(v *jsonValue) error {
	if v.isNull() {
		return unsupportedf("pre_tokenizer", "missing: not a byte-level BPE (a ByteLevel pre-tokenizer is required)")
	}
	seenByteLevel := false
	var walk func(v *jsonValue, path string) error
	walk = func(v *jsonValue, path string) error {
		typ, err := component(v, path)
		if err != nil {
			return err
		}
		if seenByteLevel {
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
			bl := &t.byteLevel
			if bl.addPrefixSpace, err = boolean(v, "add_prefix_space", path, false); err != nil {
				return err
			}
			if bl.useRegex, err = boolean(v, "use_regex", path, true); err != nil {
				return err
			}
			if _, err = boolean(v, "trim_offsets", path, false); err != nil {
				return err
			}
			seenByteLevel = true
			return nil
		case "Split":
			st, err := parseSplit(v, path)
			if err != nil {
				return err
			}
			t.splits = append(t.splits, st)
			return nil
		}
		return unsupportedf(join(path, "type"), "pre-tokenizer %q is not supported (ByteLevel, Split and Sequence are)", typ)
	}
	if err := walk(v, "pre_tokenizer"); err != nil {
		return err
	}
	if !seenByteLevel {
		return unsupportedf("pre_tokenizer", "not a byte-level BPE: no ByteLevel pre-tokenizer")
	}
	return nil
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

// ---- decoder ----

func parseDecoder(v *jsonValue) error {
	if v.isNull() {
		return unsupportedf("decoder", "missing: a byte-level BPE needs a ByteLevel decoder")
	}
	typ, err := component(v, "decoder")
	if err != nil {
		return err
	}
	if typ != "ByteLevel" {
		return unsupportedf("decoder.type", "decoder %q is not supported (only ByteLevel)", typ)
	}
	return nil
}

// ---- model ----

func parseModel(raw string) (*bpeModel, error) {
	const path = "model"
	obj, raws, isObject, err := parseObjectLazy(raw, "vocab", "merges")
	if err != nil { // cannot happen: raw was checked by the caller's parse
		return nil, invalidf(path, "%v", err)
	}
	if !isObject {
		if obj.isNull() {
			return nil, invalidf(path, "missing")
		}
		return nil, invalidf(path, "expected an object, got %s", obj.describe())
	}
	v := &obj
	vocabRaw, hasVocab := raws["vocab"]
	mergesRaw, hasMerges := raws["merges"]
	typ, _, err := str(v, "type", path)
	if err != nil {
		return nil, err
	}
	switch typ {
	case "BPE":
	case "WordPiece", "WordLevel", "Unigram":
		return nil, unsupportedf("model.type", "%s models are not supported (only byte-level BPE)", typ)
	case "":
		// Old files omit the type; tell the kinds apart as Hugging Face does.
		if !hasMerges {
			if strings.HasPrefix(vocabRaw, "[") {
				return nil, unsupportedf("model", "looks like a Unigram model (vocab is a list); only byte-level BPE is supported")
			}
			return nil, unsupportedf("model.type", "missing, and the model has no merges: not a BPE model")
		}
	default:
		return nil, unsupportedf("model.type", "unknown model type %q (only byte-level BPE is supported)", typ)
	}

	if d := v.get("dropout"); !d.isNull() {
		if d.kind != jsonNumber {
			return nil, invalidf("model.dropout", "expected a number, got %s", d.describe())
		}
		if p, err := strconv.ParseFloat(d.str, 64); err != nil || p != 0 {
			return nil, unsupportedf("model.dropout", "BPE dropout (%s) is random and not supported", d.str)
		}
	}
	if fb, err := boolean(v, "byte_fallback", path, false); err != nil {
		return nil, err
	} else if fb {
		return nil, unsupportedf("model.byte_fallback", "byte_fallback BPE (SentencePiece style) is not byte-level BPE")
	}
	for _, key := range []string{"continuing_subword_prefix", "end_of_word_suffix", "continuing_subword_suffix"} {
		if s, _, err := str(v, key, path); err != nil {
			return nil, err
		} else if s != "" {
			return nil, unsupportedf(join(path, key), "%q is not supported by byte-level BPE", s)
		}
	}
	m := &bpeModel{unkID: -1, cache: map[string][]int32{}}
	if m.fuseUnk, err = boolean(v, "fuse_unk", path, false); err != nil {
		return nil, err
	}
	if m.ignoreMerges, err = boolean(v, "ignore_merges", path, false); err != nil {
		return nil, err
	}

	if !hasVocab || vocabRaw == "null" {
		return nil, invalidf("model.vocab", "missing")
	}
	if m.vocab, err = parseVocab(vocabRaw); err != nil {
		return nil, err
	}

	if unk, ok, err := str(v, "unk_token", path); err != nil {
		return nil, err
	} else if ok {
		id, known := m.vocab[unk]
		if !known {
			return nil, invalidf("model.unk_token", "%q is not in the vocabulary", unk)
		}
		m.unkID = id
	}

	for b := 0; b < 256; b++ {
		m.byteID[b] = -1
		if id, ok := m.vocab[string(byteChar[b])]; ok {
			m.byteID[b] = id
		}
	}

	if !hasMerges {
		mergesRaw = "null"
	}
	if err := m.parseMerges(mergesRaw); err != nil {
		return nil, err
	}

	if m.ignoreMerges {
		m.rawVocab = make(map[string]int32, len(m.vocab))
		var buf []byte
		for tok, id := range m.vocab {
			var ok bool
			if buf, ok = unByteLevel(buf[:0], tok); ok {
				m.rawVocab[string(buf)] = id
			}
		}
	}
	return m, nil
}

// parseVocab reads the vocab object (valid JSON text) straight into a map.
func parseVocab(raw string) (map[string]int32, error) {
	const path = "model.vocab"
	if raw[0] != '{' {
		return nil, invalidf(path, "expected an object mapping tokens to ids, got %s", rawKind(raw))
	}
	vocab := make(map[string]int32, len(raw)/16)
	p := &jsonParser{s: raw, pos: 1}
	p.space()
	if p.s[p.pos] == '}' {
		return nil, invalidf(path, "empty")
	}
	for {
		p.space()
		key, err := p.string()
		if err != nil {
			return nil, invalidf(path, "%v", err)
		}
		p.space()
		p.pos++ // ':'
		p.space()
		val, err := p.value()
		if err != nil {
			return nil, invalidf(path, "%v", err)
		}
		id, ok := val.int()
		if !ok || id < 0 || id > maxID {
			return nil, invalidf(path, "token %q: expected a non-negative integer id, got %s", key, describeNumber(&val))
		}
		// Copy the key out of the (large) document so that the document can
		// be garbage-collected.
		vocab[strings.Clone(key)] = int32(id)
		p.space()
		if p.s[p.pos] == '}' {
			return vocab, nil
		}
		p.pos++ // ','
	}
}

func describeNumber(v *jsonValue) string {
	if v.kind == jsonNumber {
		return v.str
	}
	return v.describe()
}

// parseMerges reads the merges array (valid JSON text), in either the
// "a b" or the ["a", "b"] form, and resolves each pair to ids.
func (m *bpeModel) parseMerges(raw string) error {
	const path = "model.merges"
	m.merges = make(map[uint64]merge, len(raw)/12)
	if raw == "null" {
		return nil
	}
	if raw[0] != '[' {
		return invalidf(path, "expected an array, got %s", rawKind(raw))
	}
	p := &jsonParser{s: raw, pos: 1}
	p.space()
	if p.s[p.pos] == ']' {
		return nil
	}
	for i := 0; ; i++ {
		if i == maxID {
			return invalidf(path, "too many merges")
		}
		p.space()
		item, err := p.value()
		if err != nil {
			return invalidf(path, "%v", err)
		}
		var left, right string
		switch {
		case item.kind == jsonString:
			a, b, ok := strings.Cut(item.str, " ")
			if !ok || a == "" || b == "" || strings.Contains(b, " ") {
				return invalidf(index(path, i), "%q is not two tokens separated by one space", item.str)
			}
			left, right = a, b
		case item.kind == jsonArray && len(item.items) == 2 && item.items[0].kind == jsonString && item.items[1].kind == jsonString:
			left, right = item.items[0].str, item.items[1].str
		default:
			return invalidf(index(path, i), `expected "a b" or ["a", "b"], got %s`, item.describe())
		}
		a, ok := m.vocab[left]
		if !ok {
			return invalidf(index(path, i), "token %q is not in the vocabulary", left)
		}
		b, ok := m.vocab[right]
		if !ok {
			return invalidf(index(path, i), "token %q is not in the vocabulary", right)
		}
		id, ok := m.vocab[left+right]
		if !ok {
			return invalidf(index(path, i), "merged token %q is not in the vocabulary", left+right)
		}
		// A repeated pair keeps its last rank, as in Hugging Face.
		m.merges[pairKey(a, b)] = merge{rank: int32(i), id: id}
		p.space()
		if p.s[p.pos] == ']' {
			return nil
		}
		p.pos++ // ','
	}
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
