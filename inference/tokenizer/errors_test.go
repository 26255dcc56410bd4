package tokenizer

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badFiles are tokenizer files of the wrong kind or broken, with the
// sentinel and a fragment of the message each must produce.
var badFiles = []struct {
	name     string
	doc      string
	sentinel error
	msg      string
}{
	{"not JSON", `this is not json`, ErrInvalid, "not JSON"},
	{"truncated", `{"model": {"type": "BPE", "vocab": {"a": 0`, ErrInvalid, "not JSON"},
	{"trailing data", `{} {}`, ErrInvalid, "not JSON"},
	{"array", `[1, 2]`, ErrInvalid, "expected a JSON object, got an array"},
	{"null", `null`, ErrInvalid, "expected a JSON object, got null"},
	{"empty", ``, ErrInvalid, "not JSON"},
	{"no model", `{"pre_tokenizer": null}`, ErrInvalid, "model: missing"},
	{"model not object", `{"model": 3}`, ErrInvalid, "model: expected an object, got a number"},
	{"WordPiece", `{"model": {"type": "WordPiece", "vocab": {"a": 0}, "unk_token": "[UNK]"}}`, ErrUnsupported, "model.type: WordPiece models are not supported"},
	{"Unigram", `{"model": {"type": "Unigram", "vocab": [["a", -1.0]]}}`, ErrUnsupported, "model.type: Unigram"},
	{"WordLevel", `{"model": {"type": "WordLevel", "vocab": {"a": 0}}}`, ErrUnsupported, "model.type: WordLevel"},
	{"untyped Unigram", `{"model": {"vocab": [["a", -1.0]]}}`, ErrUnsupported, "looks like a Unigram model"},
	{"unknown model", `{"model": {"type": "Magic"}}`, ErrUnsupported, `unknown model type "Magic"`},
	{"missing vocab", model(`"merges": []`), ErrInvalid, "model.vocab: missing"},
	{"vocab is a list", model(`"vocab": ["a", "b"], "merges": []`), ErrInvalid, "model.vocab: expected an object"},
	{"empty vocab", model(`"vocab": {}, "merges": []`), ErrInvalid, "model.vocab: empty"},
	{"negative id", model(`"vocab": {"a": -1}, "merges": []`), ErrInvalid, `token "a": expected a non-negative integer id, got -1`},
	{"fractional id", model(`"vocab": {"a": 1.5}, "merges": []`), ErrInvalid, "got 1.5"},
	{"string id", model(`"vocab": {"a": "1"}, "merges": []`), ErrInvalid, "got a string"},
	{"duplicate id", model(`"vocab": {"a": 0, "b": 0}, "merges": []`), ErrInvalid, `id 0 is used by both "a" and "b"`},
	{"merge unknown token", model(`"vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b", "a zz"]`), ErrInvalid, `model.merges[1]: token "zz" is not in the vocabulary`},
	{"merge unknown result", model(`"vocab": {"a": 0, "b": 1}, "merges": [["a", "b"]]`), ErrInvalid, `model.merges[0]: merged token "ab" is not in the vocabulary`},
	{"merge three parts", model(`"vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b c"]`), ErrInvalid, `model.merges[0]: "a b c" is not two tokens`},
	{"merge number", model(`"vocab": {"a": 0}, "merges": [7]`), ErrInvalid, "model.merges[0]: expected \"a b\" or [\"a\", \"b\"], got a number"},
	{"merge short array", model(`"vocab": {"a": 0}, "merges": [["a"]]`), ErrInvalid, "model.merges[0]"},
	{"merges object", model(`"vocab": {"a": 0}, "merges": {}`), ErrInvalid, "model.merges: expected an array, got an object"},
	{"unk not in vocab", model(`"vocab": {"a": 0}, "merges": [], "unk_token": "<unk>"`), ErrInvalid, `model.unk_token: "<unk>" is not in the vocabulary`},
	{"dropout", model(`"vocab": {"a": 0}, "merges": [], "dropout": 0.1`), ErrUnsupported, "model.dropout"},
	{"byte fallback not a boolean", model(`"vocab": {"a": 0}, "merges": [], "byte_fallback": 1`), ErrInvalid, "model.byte_fallback: expected a boolean"},
	{"subword prefix", model(`"vocab": {"a": 0}, "merges": [], "continuing_subword_prefix": "##"`), ErrUnsupported, "model.continuing_subword_prefix"},
	{"bool as string", model(`"vocab": {"a": 0}, "merges": [], "ignore_merges": "yes"`), ErrInvalid, "model.ignore_merges: expected a boolean, got a string"},
	{"Metaspace (SentencePiece BPE)", withParts(`"pre_tokenizer": {"type": "Metaspace", "replacement": "▁"}`), ErrUnsupported, `pre_tokenizer.type: pre-tokenizer "Metaspace" is not supported`},
	{"Digits flag", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Digits", "individual_digits": "yes"}]}`), ErrInvalid, "pre_tokenizer.pretokenizers[0].individual_digits: expected a boolean"},
	{"Digits after ByteLevel", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "ByteLevel"}, {"type": "Digits"}]}`), ErrUnsupported, "after ByteLevel"},
	{"ByteLevel not last", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "ByteLevel"}, {"type": "Split", "pattern": {"String": " "}, "behavior": "Removed"}]}`), ErrUnsupported, "after ByteLevel"},
	{"regex \\w", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Split", "pattern": {"Regex": "\\w+"}, "behavior": "Isolated"}, {"type": "ByteLevel"}]}`), ErrUnsupported, "pre_tokenizer.pretokenizers[0].pattern.Regex: unsupported escape \\w"},
	{"regex possessive", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Split", "pattern": {"Regex": "a++"}, "behavior": "Isolated"}, {"type": "ByteLevel"}]}`), ErrUnsupported, "possessive"},
	{"regex syntax", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Split", "pattern": {"Regex": "(a"}, "behavior": "Isolated"}, {"type": "ByteLevel"}]}`), ErrUnsupported, "pattern.Regex"},
	{"split behavior", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Split", "pattern": {"String": "x"}, "behavior": "Sideways"}, {"type": "ByteLevel"}]}`), ErrUnsupported, `unknown split behavior "Sideways"`},
	{"split no pattern", withParts(`"pre_tokenizer": {"type": "Sequence", "pretokenizers": [{"type": "Split", "behavior": "Isolated"}, {"type": "ByteLevel"}]}`), ErrInvalid, "pre_tokenizer.pretokenizers[0].pattern: missing"},
	{"Lowercase normalizer", withParts(`"normalizer": {"type": "Lowercase"}`), ErrUnsupported, `normalizer.type: normalizer "Lowercase" is not supported`},
	{"nested normalizer", withParts(`"normalizer": {"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Strip"}]}`), ErrUnsupported, "normalizer.normalizers[1].type"},
	{"normalizer without type", withParts(`"normalizer": {"form": "NFC"}`), ErrInvalid, "normalizer.type: missing"},
	{"Prepend without text", withParts(`"normalizer": {"type": "Prepend"}`), ErrInvalid, "normalizer.prepend: missing"},
	{"Prepend number", withParts(`"normalizer": {"type": "Prepend", "prepend": 1}`), ErrInvalid, "normalizer.prepend: expected a string"},
	{"Replace regex", withParts(`"normalizer": {"type": "Replace", "pattern": {"Regex": "\\s+"}, "content": " "}`), ErrUnsupported, "normalizer.pattern.Regex: \"\\\\s+\": only literal patterns"},
	{"Replace dollar", withParts(`"normalizer": {"type": "Replace", "pattern": {"String": " "}, "content": "$&"}`), ErrUnsupported, "normalizer.content"},
	{"Replace empty", withParts(`"normalizer": {"type": "Sequence", "normalizers": [{"type": "Replace", "pattern": {"String": ""}, "content": "x"}]}`), ErrInvalid, "normalizer.normalizers[0].pattern: empty pattern"},
	{"Replace no pattern", withParts(`"normalizer": {"type": "Replace", "content": "x"}`), ErrInvalid, "normalizer.pattern: missing"},
	{"Replace odd pattern", withParts(`"normalizer": {"type": "Replace", "pattern": {"Glob": "*"}, "content": "x"}`), ErrInvalid, "normalizer.pattern: expected"},
	{"no decoder", withParts(`"decoder": null`), ErrUnsupported, "decoder: missing"},
	{"WordPiece decoder", withParts(`"decoder": {"type": "WordPiece"}`), ErrUnsupported, `decoder.type: decoder "WordPiece" is not supported`},
	{"decoder in Sequence", withParts(`"decoder": {"type": "Sequence", "decoders": [{"type": "Fuse"}, {"type": "CTC"}]}`), ErrUnsupported, `decoder.decoders[1].type: decoder "CTC"`},
	{"null decoder in Sequence", withParts(`"decoder": {"type": "Sequence", "decoders": [null]}`), ErrInvalid, "decoder.decoders[0]: expected an object, got null"},
	{"decoders not a list", withParts(`"decoder": {"type": "Sequence", "decoders": {}}`), ErrInvalid, "decoder.decoders: expected an array"},
	{"Replace decoder dollar", withParts(`"decoder": {"type": "Replace", "pattern": {"String": "▁"}, "content": "$$"}`), ErrUnsupported, "decoder.content"},
	{"Strip two characters", withParts(`"decoder": {"type": "Strip", "content": "ab", "start": 1, "stop": 0}`), ErrInvalid, `decoder.content: expected one character, got "ab"`},
	{"Strip no content", withParts(`"decoder": {"type": "Strip", "start": 1}`), ErrInvalid, "decoder.content: expected one character"},
	{"Strip astral", withParts(`"decoder": {"type": "Strip", "content": "😀", "start": 1}`), ErrUnsupported, "decoder.content"},
	{"Strip negative", withParts(`"decoder": {"type": "Strip", "content": " ", "start": -1}`), ErrInvalid, "decoder.start: expected a non-negative integer, got -1"},
	{"Strip fraction", withParts(`"decoder": {"type": "Strip", "content": " ", "stop": 0.5}`), ErrInvalid, "decoder.stop"},
	{"added token without id", withParts(`"added_tokens": [{"content": "<s>"}]`), ErrInvalid, "added_tokens[0].id: missing"},
	{"added token bad id", withParts(`"added_tokens": [{"id": "x", "content": "<s>"}]`), ErrInvalid, "added_tokens[0].id"},
	{"added token without content", withParts(`"added_tokens": [{"id": 5}]`), ErrInvalid, "added_tokens[0].content: missing"},
	{"added tokens not a list", withParts(`"added_tokens": {}`), ErrInvalid, "added_tokens: expected an array"},
	{"sparse ids", withParts(`"added_tokens": [{"id": 1000000000, "content": "<s>"}]`), ErrUnsupported, "sparse"},
}

// model wraps BPE model fields into an otherwise valid file.
func model(fields string) string {
	return `{"normalizer": null, "pre_tokenizer": {"type": "ByteLevel"}, "decoder": {"type": "ByteLevel"}, "model": {"type": "BPE", ` + fields + `}}`
}

// withParts replaces top-level parts of a small valid file.
func withParts(parts string) string {
	base := map[string]string{
		"normalizer":    `null`,
		"pre_tokenizer": `{"type": "ByteLevel", "add_prefix_space": false, "use_regex": true}`,
		"decoder":       `{"type": "ByteLevel"}`,
		"added_tokens":  `[]`,
		"model":         `{"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b"]}`,
	}
	var over map[string]json.RawMessage
	if err := json.Unmarshal([]byte("{"+parts+"}"), &over); err != nil {
		panic(err)
	}
	for k, v := range over {
		base[k] = string(v)
	}
	var sb strings.Builder
	sb.WriteString("{")
	first := true
	for _, k := range []string{"normalizer", "pre_tokenizer", "decoder", "added_tokens", "model"} {
		if !first {
			sb.WriteString(", ")
		}
		first = false
		sb.WriteString(`"` + k + `": ` + base[k])
	}
	sb.WriteString("}")
	return sb.String()
}

func TestLoadErrors(t *testing.T) {
	if _, err := Load(strings.NewReader(withParts(`"normalizer": null`))); err != nil {
		t.Fatalf("the base file must load: %v", err)
	}
	for _, c := range badFiles {
		_, err := Load(strings.NewReader(c.doc))
		if err == nil {
			t.Errorf("%s: Load succeeded, want an error", c.name)
			continue
		}
		if !errors.Is(err, c.sentinel) {
			t.Errorf("%s: error %q does not wrap %v", c.name, err, c.sentinel)
		}
		var le *LoadError
		if !errors.As(err, &le) {
			t.Errorf("%s: error %q is not a *LoadError", c.name, err)
		}
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %q does not contain %q", c.name, err, c.msg)
		}
		if !strings.HasPrefix(err.Error(), "tokenizer: ") {
			t.Errorf("%s: error %q lacks the package prefix", c.name, err)
		}
	}
}

func TestLoadFileErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := LoadFile(filepath.Join(dir, "absent.json")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadFile(absent) = %v, want fs.ErrNotExist", err)
	}
	path := filepath.Join(dir, "wordpiece.json")
	if err := os.WriteFile(path, []byte(`{"model": {"type": "WordPiece", "vocab": {"a": 0}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := LoadFile(path)
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), path+": model.type: WordPiece") {
		t.Errorf("LoadFile(WordPiece file) = %v, want an ErrUnsupported naming the file and model.type", err)
	}
}

// TestTranslateRegex checks the Oniguruma to regexp2 translation.
func TestTranslateRegex(t *testing.T) {
	for _, c := range []struct {
		pattern string
		text    string
		want    []string // matches; nil means the pattern must be rejected
	}{
		{`(?i:'s|'t|'re)`, `it's IT'S it'Re 'ſ 'S`, []string{"'s", "'S", "'Re", "'S"}},
		{qwenPattern, "Hello  world\n\n 123 don't!!\r\n", []string{"Hello", " ", " world", "\n\n", " ", "1", "2", "3", " don", "'t", "!!\r\n"}},
		{`\p{N}{1,3}`, "12345", []string{"123", "45"}},
		{`a{,2}`, "aaa", []string{"aa", "a"}},
		{`\x{4E2D}|\x41`, "中A", []string{"中", "A"}},
		{`(?i:[a-c]+)`, "xAbCdcba", []string{"AbC", "cba"}},
		{`[\x{4E00}-\x{9FFF}]+`, "ab中文cd", []string{"中文"}},
		{`\s+(?!\S)`, "a   b  ", []string{"  ", "  "}},
		{`[^\s\p{L}]+`, "ab,.;cd", []string{",.;"}},
		{`^\d+$`, "12\n34\nx5", []string{"12", "34"}},
		{`(?<word>\p{L}+)`, "hi there", []string{"hi", "there"}},
		{`a+?`, "aaa", []string{"a", "a", "a"}},
		{`[\]\-]`, "a-]b", []string{"-", "]"}},
		{`\p{^L}+`, "ab12cd", []string{"12"}},
		{`\w+`, "", nil},
		{`\bx`, "", nil},
		{`a++`, "", nil},
		{`a{2}+`, "", nil},
		{`(?>a)`, "", nil},
		{`(?i)a`, "", nil},
		{`[[:alpha:]]`, "", nil},
		{`[a&&b]`, "", nil},
		{`(a)\1`, "", nil},
		{`\p{Alphabetic}`, "", nil},
		{`(a`, "", nil},
		{`a)`, "", nil},
	} {
		re, err := compileRegex(c.pattern)
		if c.want == nil {
			if err == nil {
				t.Errorf("compileRegex(%q) succeeded, want an error", c.pattern)
			}
			continue
		}
		if err != nil {
			t.Errorf("compileRegex(%q): %v", c.pattern, err)
			continue
		}
		var got []string
		for _, m := range regexMatches(re, c.text) {
			got = append(got, c.text[m[0]:m[1]])
		}
		if strings.Join(got, "\x00") != strings.Join(c.want, "\x00") {
			t.Errorf("pattern %q on %q: matches %q, want %q", c.pattern, c.text, got, c.want)
		}
	}
}
