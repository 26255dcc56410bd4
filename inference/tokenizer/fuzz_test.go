package tokenizer

import (
	"bytes"
	"slices"
	"testing"
	"unicode/utf8"
)

// FuzzLoad feeds arbitrary bytes to Load: it must return a tokenizer or an
// error wrapping ErrInvalid or ErrUnsupported, never panic. Tokenizers that
// load must encode and decode a few strings.
//
//	go test ./inference/tokenizer/ -run '^$' -fuzz FuzzLoad
func FuzzLoad(f *testing.F) {
	for _, c := range badFiles {
		f.Add([]byte(c.doc))
	}
	for _, name := range []string{"gpt2", "gpt2-prefix-space", "qwen-like-nfkc", "split-removed"} {
		f.Add(smallSpecs[name].json(f))
	}
	f.Add([]byte(withParts(`"normalizer": {"type": "NFC"}`)))
	f.Add([]byte(withParts(`"added_tokens": [{"id": 3, "content": "<s>", "lstrip": true, "rstrip": true, "single_word": true}]`)))
	f.Add([]byte(`{"model": {"type": "BPE", "vocab": {"\ud800": 0, "a\u0000": 1}, "merges": ["a\u0000 \ud800"]}}`))
	f.Add([]byte(`[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tok, err := Load(bytes.NewReader(data))
		if err != nil {
			if !errorsIsOne(err) {
				t.Fatalf("error %q wraps neither ErrInvalid nor ErrUnsupported", err)
			}
			return
		}
		for _, s := range []string{"", "hello world", "a b  c\n\n", "<s>é\u0301中\xff"} {
			ids := tok.Encode(s)
			if _, err := tok.Decode(ids); err != nil {
				t.Fatalf("Decode(Encode(%q)): %v", s, err)
			}
		}
	})
}

func errorsIsOne(err error) bool {
	le, ok := err.(*LoadError)
	return ok && (le.Err == ErrInvalid || le.Err == ErrUnsupported)
}

// FuzzEncode checks on Qwen3's tokenizer that any string round-trips and
// that encoding is deterministic.
//
//	go test ./inference/tokenizer/ -run '^$' -fuzz FuzzEncode
func FuzzEncode(f *testing.F) {
	for _, pool := range [][]string{genSentences, genSpecial, genCombining, genEmoji, genInvalid, genWhitespace, genScripts, genCode[:4]} {
		for _, s := range pool {
			f.Add(s)
		}
	}
	f.Add("a" + string(make([]byte, 3)) + "\u0301\u0301")
	qwen(f) // skip (or fail) once here if the tokenizer file is missing
	f.Fuzz(func(t *testing.T, s string) {
		tok := qwen(t)
		ids := tok.Encode(s)
		for _, id := range ids {
			if id < 0 || id >= tok.VocabSize() {
				t.Fatalf("Encode(%+q) gave id %d outside [0, %d)", s, id, tok.VocabSize())
			}
		}
		got, err := tok.Decode(ids)
		if err != nil {
			t.Fatalf("Decode(Encode(%+q)): %v", s, err)
		}
		if want := expectedDecode(tok, s); got != want {
			t.Fatalf("Decode(Encode(%+q)) = %+q, want %+q", s, got, want)
		}
		if !utf8.ValidString(got) {
			t.Fatalf("Decode gave invalid UTF-8 %+q", got)
		}
		if again := tok.Encode(s); !slices.Equal(again, ids) {
			t.Fatalf("Encode(%+q) is not deterministic: %v then %v", s, ids, again)
		}
	})
}
