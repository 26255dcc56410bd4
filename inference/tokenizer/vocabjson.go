package tokenizer

import (
	"bytes"
	"fmt"
	"strings"
)

// render writes tokenizer.json: indented, one vocabulary entry, merge or
// added token per line, the vocabulary in id order.
func (v Vocab) render(p tokenizerParts) []byte {
	var b bytes.Buffer
	b.Grow(32 * (len(v.Tokens) + len(p.merges)))
	b.WriteString("{\n  \"version\": \"1.0\",\n  \"truncation\": null,\n  \"padding\": null,\n  \"added_tokens\": [")
	n := 0
	for id, tok := range v.Tokens {
		special, ok := v.added(id)
		if !ok {
			continue
		}
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		fmt.Fprintf(&b, "\n    {\"id\": %d, \"content\": %s, \"single_word\": false, \"lstrip\": false, \"rstrip\": false, \"normalized\": false, \"special\": %t}", id, quote(tok), special)
	}
	if n > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("],\n")
	fmt.Fprintf(&b, "  \"normalizer\": %s,\n  \"pre_tokenizer\": %s,\n  \"post_processor\": %s,\n  \"decoder\": %s,\n",
		p.normalizer, p.preTokenizer, v.postProcessor(), p.decoder)
	fmt.Fprintf(&b, "  \"model\": {\n    \"type\": \"BPE\",\n    \"dropout\": null,\n    \"unk_token\": %s,\n", p.unk)
	b.WriteString("    \"continuing_subword_prefix\": null,\n    \"end_of_word_suffix\": null,\n")
	fmt.Fprintf(&b, "    \"fuse_unk\": %t,\n    \"byte_fallback\": %t,\n    \"ignore_merges\": %t,\n    \"vocab\": {", p.fuseUnk, p.byteFallback, p.ignoreMerges)
	for id, tok := range v.Tokens {
		if id > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n      %s: %d", quote(tok), id)
	}
	b.WriteString("\n    },\n    \"merges\": [")
	for i, m := range p.merges {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "\n      [%s, %s]", quote(m[0]), quote(m[1]))
	}
	if len(p.merges) > 0 {
		b.WriteString("\n    ")
	}
	b.WriteString("]\n  }\n}\n")
	return b.Bytes()
}

// added reports whether token id is an added token, and whether it is
// special: unknown and control tokens are, user-defined ones are not.
func (v Vocab) added(id int) (special, ok bool) {
	if v.Types == nil {
		return false, false
	}
	switch v.Types[id] {
	case TokenUnknown, TokenControl:
		return true, true
	case TokenUserDefined:
		return false, true
	}
	return false, false
}

// postProcessor is Hugging Face's TemplateProcessing adding BOS and EOS
// when the model wants them, else null.
func (v Vocab) postProcessor() string {
	if !v.AddBOS && !v.AddEOS {
		return "null"
	}
	special := func(id, typ int) string {
		return fmt.Sprintf(`{"SpecialToken":{"id":%s,"type_id":%d}}`, quote(v.Tokens[id]), typ)
	}
	seq := func(name string, typ int) string {
		return fmt.Sprintf(`{"Sequence":{"id":%q,"type_id":%d}}`, name, typ)
	}
	var single, pair []string
	for typ, name := range []string{"A", "B"} {
		var items []string
		if v.AddBOS {
			items = append(items, special(v.BOS, typ))
		}
		items = append(items, seq(name, typ))
		if v.AddEOS {
			items = append(items, special(v.EOS, typ))
		}
		if typ == 0 {
			single = items
		}
		pair = append(pair, items...)
	}
	var tokens []string
	for _, use := range []struct {
		on bool
		id int
	}{{v.AddBOS, v.BOS}, {v.AddEOS, v.EOS}} {
		if !use.on || use.id == v.BOS && len(tokens) > 0 {
			continue // not wanted, or EOS is the same token as BOS
		}
		q := quote(v.Tokens[use.id])
		tokens = append(tokens, fmt.Sprintf(`%s:{"id":%s,"ids":[%d],"tokens":[%s]}`, q, q, use.id, q))
	}
	return `{"type":"TemplateProcessing","single":[` + strings.Join(single, ",") + `],"pair":[` +
		strings.Join(pair, ",") + `],"special_tokens":{` + strings.Join(tokens, ",") + `}}`
}
