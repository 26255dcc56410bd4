package tokenizer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// Restrict derives a small byte-level BPE tokenizer from a large one: the 256
// byte tokens of src's vocabulary plus the tokens of src's first merges, taken
// in order, each kept only when both of its parts are already kept, until the
// vocabulary has vocab tokens. The result is closed under its merges (every
// merge it lists joins two of its tokens into a third), so it tokenizes every
// string, and a string it can spell with few merges tokenizes as src would.
// Ids are dense in src's order: for Qwen3, whose byte tokens are ids 0–255 and
// whose merge k makes id 256+k, every id equals src's id for the same token.
//
// Normalizer, pre-tokenizer, post-processor and decoder are copied; added
// tokens are dropped (their ids lie beyond a small vocabulary). The output is
// indented JSON with the vocabulary in id order, a pure function of src's
// content and vocab, so the file, and the keccak256 a manifest pins, are the
// same on every machine.
func Restrict(src []byte, vocab int) ([]byte, error) {
	if vocab < 256 {
		return nil, fmt.Errorf("%w: restrict: a byte-level vocabulary needs at least 256 tokens, asked for %d", ErrInvalid, vocab)
	}
	if _, err := parse(src); err != nil {
		return nil, err
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(src, &top); err != nil {
		return nil, fmt.Errorf("%w: restrict: %v", ErrInvalid, err)
	}
	var model map[string]json.RawMessage
	if err := json.Unmarshal(top["model"], &model); err != nil {
		return nil, fmt.Errorf("%w: restrict: model: %v", ErrInvalid, err)
	}
	var srcVocab map[string]int
	if err := json.Unmarshal(model["vocab"], &srcVocab); err != nil {
		return nil, fmt.Errorf("%w: restrict: model.vocab: %v", ErrInvalid, err)
	}
	merges, err := mergePairs(model["merges"])
	if err != nil {
		return nil, err
	}

	kept := map[string]bool{}
	for b := range 256 {
		s := string(byteChar[b])
		if _, ok := srcVocab[s]; !ok {
			return nil, fmt.Errorf("%w: restrict: byte %#02x (%q) is not in the vocabulary", ErrUnsupported, b, s)
		}
		kept[s] = true
	}
	var keptMerges [][2]string
	for _, m := range merges {
		if len(kept) >= vocab {
			break
		}
		if !kept[m[0]] || !kept[m[1]] {
			continue
		}
		joined := m[0] + m[1]
		if _, ok := srcVocab[joined]; !ok {
			return nil, fmt.Errorf("%w: restrict: merge %q %q makes %q, which is not in the vocabulary", ErrInvalid, m[0], m[1], joined)
		}
		keptMerges = append(keptMerges, m)
		kept[joined] = true
	}
	if len(kept) < vocab {
		return nil, fmt.Errorf("%w: restrict: the merges reach only %d tokens, asked for %d", ErrInvalid, len(kept), vocab)
	}
	tokens := make([]string, 0, len(kept))
	for s := range kept {
		tokens = append(tokens, s)
	}
	sort.Slice(tokens, func(i, j int) bool { return srcVocab[tokens[i]] < srcVocab[tokens[j]] })

	var out bytes.Buffer
	out.WriteString("{\n")
	field := func(indent, name string, raw []byte, last bool) {
		k := quote(name)
		fmt.Fprintf(&out, "%s%s: %s", indent, k, raw)
		if !last {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	compact := func(raw json.RawMessage) []byte {
		if raw == nil {
			return []byte("null")
		}
		var b bytes.Buffer
		if err := json.Compact(&b, raw); err != nil {
			return []byte("null") // parse above accepted src, so this does not happen
		}
		return b.Bytes()
	}
	for _, k := range []string{"version", "truncation", "padding"} {
		field("  ", k, compact(top[k]), false)
	}
	field("  ", "added_tokens", []byte("[]"), false)
	for _, k := range []string{"normalizer", "pre_tokenizer", "post_processor", "decoder"} {
		field("  ", k, compact(top[k]), false)
	}
	out.WriteString("  \"model\": {\n")
	for _, k := range []string{"type", "dropout", "unk_token", "continuing_subword_prefix", "end_of_word_suffix", "fuse_unk", "byte_fallback", "ignore_merges"} {
		if v, ok := model[k]; ok {
			field("    ", k, compact(v), false)
		}
	}
	out.WriteString("    \"vocab\": {\n")
	for id, s := range tokens {
		field("      ", s, []byte(fmt.Sprint(id)), id == len(tokens)-1)
	}
	out.WriteString("    },\n    \"merges\": [\n")
	for i, m := range keptMerges {
		a, b := quote(m[0]), quote(m[1])
		fmt.Fprintf(&out, "      [%s, %s]", a, b)
		if i < len(keptMerges)-1 {
			out.WriteByte(',')
		}
		out.WriteByte('\n')
	}
	out.WriteString("    ]\n  }\n}\n")
	return out.Bytes(), nil
}

// quote is s as a JSON string, with <, > and & left as they are.
func quote(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// mergePairs reads merges in either form ("a b" or ["a", "b"]).
func mergePairs(raw json.RawMessage) ([][2]string, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, fmt.Errorf("%w: restrict: model.merges: %v", ErrInvalid, err)
	}
	out := make([][2]string, len(list))
	for i, m := range list {
		var pair []string
		var s string
		switch {
		case json.Unmarshal(m, &pair) == nil && len(pair) == 2:
			out[i] = [2]string{pair[0], pair[1]}
		case json.Unmarshal(m, &s) == nil:
			a, b, ok := cutSpace(s)
			if !ok {
				return nil, fmt.Errorf("%w: restrict: model.merges[%d]: %q is not two tokens", ErrInvalid, i, s)
			}
			out[i] = [2]string{a, b}
		default:
			return nil, fmt.Errorf("%w: restrict: model.merges[%d]: not a merge", ErrInvalid, i)
		}
	}
	return out, nil
}

func cutSpace(s string) (a, b string, ok bool) {
	i := bytes.IndexByte([]byte(s), ' ')
	if i <= 0 || i == len(s)-1 || bytes.IndexByte([]byte(s[i+1:]), ' ') >= 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}
