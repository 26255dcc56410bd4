package tokenizer

import (
	"fmt"
	"strconv"
	"strings"
)

// ---- model ----

// parseModel reads the BPE model. byteLevel tells whether a ByteLevel
// pre-tokenizer maps the text to byte-level characters first.
func parseModel(raw string, byteLevel bool) (*bpeModel, error) {
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
		return nil, unsupportedf("model.type", "%s models are not supported (only BPE)", typ)
	case "":
		// Old files omit the type; tell the kinds apart as Hugging Face does.
		if !hasMerges {
			if strings.HasPrefix(vocabRaw, "[") {
				return nil, unsupportedf("model", "looks like a Unigram model (vocab is a list); only BPE is supported")
			}
			return nil, unsupportedf("model.type", "missing, and the model has no merges: not a BPE model")
		}
	default:
		return nil, unsupportedf("model.type", "unknown model type %q (only BPE is supported)", typ)
	}

	if d := v.get("dropout"); !d.isNull() {
		if d.kind != jsonNumber {
			return nil, invalidf("model.dropout", "expected a number, got %s", d.describe())
		}
		if p, err := strconv.ParseFloat(d.str, 64); err != nil || p != 0 {
			return nil, unsupportedf("model.dropout", "BPE dropout (%s) is random and not supported", d.str)
		}
	}
	for _, key := range []string{"continuing_subword_prefix", "end_of_word_suffix", "continuing_subword_suffix"} {
		if s, _, err := str(v, key, path); err != nil {
			return nil, err
		} else if s != "" {
			return nil, unsupportedf(join(path, key), "%q is not supported", s)
		}
	}
	m := &bpeModel{unkID: -1, byteLevel: byteLevel, cache: map[string][]int32{}}
	if m.byteFallback, err = boolean(v, "byte_fallback", path, false); err != nil {
		return nil, err
	}
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
		m.byteID[b], m.byteToken[b] = -1, -1
		if id, ok := m.vocab[string(byteChar[b])]; ok && byteLevel {
			m.byteID[b] = id
		}
		if id, ok := m.vocab[fmt.Sprintf("<0x%02X>", b)]; ok {
			m.byteToken[b] = id
		}
	}

	if !hasMerges {
		mergesRaw = "null"
	}
	if err := m.parseMerges(mergesRaw); err != nil {
		return nil, err
	}

	if m.ignoreMerges && !byteLevel {
		m.rawVocab = m.vocab
	} else if m.ignoreMerges {
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
