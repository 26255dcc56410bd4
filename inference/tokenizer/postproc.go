package tokenizer

import "strconv"

// The post-processor: what Hugging Face's encode(text, add_special_tokens=
// True) puts around the tokens of one text. Only TemplateProcessing adds
// anything to the ids (a llama tokenizer's <s> before the text); ByteLevel
// changes offsets only, and a missing one adds nothing.

// parsePostProcessor reads post_processor, keeping the single-sequence
// template's special ids before and after the text.
func (t *Tokenizer) parsePostProcessor(v *jsonValue) error {
	const path = "post_processor"
	if v.isNull() {
		return nil
	}
	typ, err := component(v, path)
	if err != nil {
		return err
	}
	switch typ {
	case "ByteLevel":
		return nil
	case "TemplateProcessing":
	default:
		return unsupportedf(join(path, "type"), "post-processor %q (ByteLevel and TemplateProcessing are supported)", typ)
	}
	single := v.get("single")
	if single == nil || single.kind != jsonArray {
		return invalidf(join(path, "single"), "expected an array, got %s", single.describe())
	}
	special := v.get("special_tokens")
	seen := false
	for i := range single.items {
		it := &single.items[i]
		ipath := join(path, "single") + "[" + strconv.Itoa(i) + "]"
		if seq := it.get("Sequence"); seq != nil {
			if id, _, err := str(seq, "id", ipath+".Sequence"); err != nil || id != "A" || seen {
				return unsupportedf(ipath, "the single template must hold sequence A once")
			}
			seen = true
			continue
		}
		tok := it.get("SpecialToken")
		if tok == nil {
			return invalidf(ipath, "expected Sequence or SpecialToken")
		}
		name, ok, err := str(tok, "id", ipath+".SpecialToken")
		if err != nil || !ok {
			return invalidf(ipath+".SpecialToken.id", "missing")
		}
		ids, err := specialIDs(special, name, join(path, "special_tokens"))
		if err != nil {
			return err
		}
		if seen {
			t.postSuffix = append(t.postSuffix, ids...)
		} else {
			t.postPrefix = append(t.postPrefix, ids...)
		}
	}
	if !seen {
		return unsupportedf(join(path, "single"), "the single template must hold sequence A once")
	}
	return nil
}

// specialIDs is special_tokens[name].ids.
func specialIDs(special *jsonValue, name, path string) ([]int, error) {
	e := special.get(name)
	if e == nil {
		return nil, invalidf(join(path, name), "the template names a special token the file does not list")
	}
	ids := e.get("ids")
	if ids == nil || ids.kind != jsonArray || len(ids.items) == 0 {
		return nil, invalidf(join(join(path, name), "ids"), "expected a non-empty array of ids")
	}
	out := make([]int, len(ids.items))
	for i := range ids.items {
		n, ok := ids.items[i].int()
		if !ok || n < 0 || n > 1<<31-1 {
			return nil, invalidf(join(join(path, name), "ids"), "id %d is not a token id", i)
		}
		out[i] = int(n)
	}
	return out, nil
}

// EncodeSpecial is Encode with the post-processor's special tokens around
// it: Hugging Face's encode(text, add_special_tokens=True). For a llama2.c
// or Llama tokenizer that is BOS first, as llama2.c's own encoder does.
func (t *Tokenizer) EncodeSpecial(text string) []int {
	ids := t.Encode(text)
	if len(t.postPrefix) == 0 && len(t.postSuffix) == 0 {
		return ids
	}
	out := make([]int, 0, len(t.postPrefix)+len(ids)+len(t.postSuffix))
	out = append(append(append(out, t.postPrefix...), ids...), t.postSuffix...)
	return out
}
