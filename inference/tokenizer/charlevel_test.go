package tokenizer

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// charLevelDoc is a hand-made BPE without ByteLevel: it works on
// characters, with byte fallback for only some bytes (文 has none: unknown,
// fused), Prepend and Replace normalizers, Digits and Split pre-tokenizers,
// and a decoder chain. Its vocabulary also holds spellings that
// tokenizers.js's ByteFallback decoder reads as bytes in surprising ways
// ("<0x-F>" is 241: parseInt then Uint8Array).
const charLevelDoc = `{
  "version": "1.0", "truncation": null, "padding": null,
  "added_tokens": [
    {"id": 0, "content": "<unk>", "special": true, "normalized": false},
    {"id": 1, "content": "<s>", "special": true, "normalized": false},
    {"id": 40, "content": "[sep]", "special": false, "normalized": false, "lstrip": true}
  ],
  "normalizer": {"type": "Sequence", "normalizers": [
    {"type": "NFC"},
    {"type": "Replace", "pattern": {"Regex": "qq"}, "content": "x"},
    {"type": "Prepend", "prepend": "▁"},
    {"type": "Replace", "pattern": {"String": " "}, "content": "▁"}
  ]},
  "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
    {"type": "Digits", "individual_digits": false},
    {"type": "Split", "pattern": {"Regex": "[,.]"}, "behavior": "Isolated", "invert": false}
  ]},
  "post_processor": null,
  "decoder": {"type": "Sequence", "decoders": [
    {"type": "Replace", "pattern": {"String": "▁"}, "content": " "},
    {"type": "ByteFallback"},
    {"type": "Fuse"},
    {"type": "Strip", "content": " ", "start": 1, "stop": 1}
  ]},
  "model": {
    "type": "BPE", "dropout": null, "unk_token": "<unk>", "fuse_unk": true, "byte_fallback": true,
    "vocab": {
      "<unk>": 0, "<s>": 1, "</s>": 2, "<0xE4>": 3, "<0xB8>": 4, "<0xAD>": 5, "▁": 6, "a": 7, "b": 8,
      "c": 9, "x": 10, "1": 11, "2": 12, ",": 13, ".": 14, "ab": 15, "▁a": 16, "▁ab": 17, "12": 18,
      "xx": 19, "<0x-F>": 20, "<0x F>": 21, "<0x1G>": 22, "<0x+A>": 23, "<0xé1>": 24, "<0x😀>": 25,
      "<0xEF>": 26, "<0xBB>": 27, "<0xBF>": 28, "<0x0x>": 29, "<0xG1>": 30, "<0x` + "\u3000" + `F>": 31,
      "<0x- >": 32, "<0x41>": 33, "<0xe9>": 34, "<0xC3>": 35, "<0xA9>": 36, "<0x0>": 37, "<0x123>": 38,
      "▁▁": 39
    },
    "merges": [["a", "b"], ["▁", "a"], ["▁a", "b"], ["1", "2"], ["x", "x"], ["▁", "▁"]]
  }
}`

func TestCharLevelMatchesHF(t *testing.T) {
	tok, err := Load(strings.NewReader(charLevelDoc))
	if err != nil {
		t.Fatal(err)
	}
	if tok.byteLevel != nil || len(tok.decoders) != 4 {
		t.Fatalf("byte-level %v, %d decoders", tok.byteLevel != nil, len(tok.decoders))
	}
	texts := []string{"", " ", "ab", "ab ab", "  ab", "ab  ", "abc", "中", "文", "文文", "文1文", "中文中", "a文,文b",
		"1212 121", "x,y.z", "qqqq", "qqq", "é", "e\u0301", "ab[sep]ab", "ab  [sep]", "<s>ab", "ab<s>文", "\ufeff",
		"a1,2.b", "文 文", "12文", "xxxq", "ab\u00a0ab"}
	r := rand.New(rand.NewPCG(7, 7))
	alphabet := []string{"a", "b", "c", "x", "q", "1", "2", ",", ".", " ", "  ", "中", "文", "é", "<s>", "[sep]", "\n", "😀"}
	for range 300 {
		var sb strings.Builder
		for range 1 + r.IntN(12) {
			sb.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		texts = append(texts, sb.String())
	}
	// Id lists for the decoder: every id alone, pairs, and random runs.
	var idLists [][]int
	for id := range 41 {
		idLists = append(idLists, []int{id}, []int{6, id, 6})
	}
	for range 300 {
		var ids []int
		for range 1 + r.IntN(8) {
			ids = append(ids, r.IntN(41))
		}
		idLists = append(idLists, ids)
	}
	for _, s := range texts {
		idLists = append(idLists, tok.Encode(s))
	}
	// A few decodings that show the quirks, checked without node.
	for _, c := range []struct {
		ids  []int
		want string
	}{
		{[]int{20, 21, 23}, "\ufffd\x0f\x0a"}, // 241 alone is ill-formed; " F" is 15; "+A" is 10
		{[]int{26, 27, 28, 33}, "A"},          // a leading byte order mark is dropped
		{[]int{33, 26, 27, 28}, "A\ufeff"},    // elsewhere it stays
		{[]int{6, 16, 6}, " a"},               // Strip removes one space at each end
		{[]int{22, 29, 30}, "\x01<0x0x><0xG1>"},
		{[]int{35, 36, 1, 35}, "é<s>\ufffd"},
	} {
		if got, err := tok.Decode(c.ids); err != nil || got != c.want {
			t.Errorf("Decode(%v) = %+q, %v; want %+q", c.ids, got, err, c.want)
		}
	}

	needNode(t)
	path := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(path, []byte(charLevelDoc), 0o644); err != nil {
		t.Fatal(err)
	}
	wantIDs := hfEncode(t, texts, "--tokenizer", path)
	bad := 0
	for i, s := range texts {
		if got := tok.Encode(s); !slices.Equal(got, wantIDs[i]) {
			bad++
			if bad <= 5 {
				t.Errorf("Encode(%+q)\n  go %v\n  hf %v", s, got, wantIDs[i])
			}
		}
	}
	wantText := hfDecode(t, idLists, "--tokenizer", path)
	for i, ids := range idLists {
		if got, err := tok.Decode(ids); err != nil || got != wantText[i] {
			bad++
			if bad <= 10 {
				t.Errorf("Decode(%v)\n  go %+q (%v)\n  hf %+q", ids, got, err, wantText[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d differences from Hugging Face (%d texts, %d id lists)", bad, len(texts), len(idLists))
	}
}
