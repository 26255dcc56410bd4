package tokenizer

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func TestReportedExamples(t *testing.T) {
	tok := qwen(t)
	for _, c := range []struct {
		text string
		want []int
	}{
		{"Hello world", []int{9707, 1879}},
		{"<|im_start|>user\nhi<|im_end|>", []int{151644, 872, 198, 6023, 151645}},
		{"", []int{}},
	} {
		if got := tok.Encode(c.text); !slices.Equal(got, c.want) {
			t.Errorf("Encode(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestVocabAndTokenID(t *testing.T) {
	tok := qwen(t)
	if got := tok.VocabSize(); got != 151669 {
		t.Errorf("VocabSize() = %d, want 151669 (151643 vocab + 26 added)", got)
	}
	for s, want := range map[string]int{"<|im_start|>": 151644, "</think>": 151668, "Ġworld": 1879, "Hello": 9707, "!": 0} {
		if id, ok := tok.TokenID(s); !ok || id != want {
			t.Errorf("TokenID(%q) = %d, %v; want %d, true", s, id, ok, want)
		}
	}
	if id, ok := tok.TokenID(" world"); ok {
		t.Errorf("TokenID(%q) = %d, true; want not found (vocabulary spellings are byte-level)", " world", id)
	}
	// Every id below VocabSize decodes.
	for _, id := range []int{0, 255, 151642, 151643, 151668} {
		if _, err := tok.Decode([]int{id}); err != nil {
			t.Errorf("Decode([%d]): %v", id, err)
		}
	}
}

// expectedDecode is what Decode(Encode(s)) must give: s with invalid UTF-8
// replaced and each stretch between added tokens normalized on its own (as
// Hugging Face does; it equals NFC(s) except where a combining character
// follows an added token).
func expectedDecode(tok *Tokenizer, s string) string {
	var sb strings.Builder
	tok.rawAdded.split(validUTF8(s), tok.added, func(seg string, k int) {
		if k >= 0 {
			sb.WriteString(tok.added[k].content)
			return
		}
		sb.WriteString(tok.normalize(seg))
	})
	return sb.String()
}

func TestRoundTrip(t *testing.T) {
	tok := qwen(t)
	texts := append(slices.Clip(generated()), longStrings()...)
	differFromNFC := 0
	for i, s := range texts {
		ids := tok.Encode(s)
		got, err := tok.Decode(ids)
		if err != nil {
			t.Fatalf("string %d: Decode: %v", i, err)
		}
		want := expectedDecode(tok, s)
		if got != want {
			t.Errorf("string %d: Decode(Encode(%+q)) = %+q, want %+q", i, trim(s), trim(got), trim(want))
			continue
		}
		if nfc := norm.NFC.String(validUTF8(s)); got != nfc {
			differFromNFC++
			hasAdded := false
			tok.rawAdded.split(validUTF8(s), tok.added, func(_ string, k int) { hasAdded = hasAdded || k >= 0 })
			if !hasAdded && !strings.Contains(nfc, cgj) {
				t.Errorf("string %d: Decode(Encode(%+q)) = %+q, want NFC %+q", i, trim(s), trim(got), trim(nfc))
			}
		}
	}
	t.Logf("%d strings round-tripped; %d differ from NFC of the whole string because of added tokens or long combining sequences", len(texts), differFromNFC)
}

func TestInvalidUTF8(t *testing.T) {
	tok := qwen(t)
	for _, c := range []struct{ raw, same string }{
		{"\xff", "\ufffd"},
		{"a\xe2\x82b", "a\ufffd\ufffdb"}, // one U+FFFD per bad byte, like encoding/json
		{"\xed\xa0\x80", "\ufffd\ufffd\ufffd"},
		{"caf\xe9 au lait", "caf\ufffd au lait"},
		{"<|im_end|>\xff<|im_start|>", "<|im_end|>\ufffd<|im_start|>"},
	} {
		if got, want := tok.Encode(c.raw), tok.Encode(c.same); !slices.Equal(got, want) {
			t.Errorf("Encode(%+q) = %v, want Encode(%+q) = %v", c.raw, got, c.same, want)
		}
	}
	for _, s := range genInvalid {
		if got, want := tok.Encode(s), tok.Encode(strings.ToValidUTF8(s, "")); slices.Equal(got, want) && !utf8.ValidString(s) {
			t.Errorf("Encode(%+q) ignores the invalid bytes", s)
		}
	}
}

func TestLossyUTF8(t *testing.T) {
	for in, want := range map[string]string{
		"abc":              "abc",
		"\xff":             "\ufffd",
		"\xe2\x82A":        "\ufffdA", // truncated sequence: one replacement
		"\xe2\x82":         "\ufffd",
		"\xed\xa0\x80":     "\ufffd\ufffd\ufffd", // surrogate: not a valid prefix
		"\xf0\x9f\x98":     "\ufffd",
		"\xf0\x9f\x98\x80": "😀",
		"\xc0\xaf":         "\ufffd\ufffd",
		"\xf4\x90\x80\x80": "\ufffd\ufffd\ufffd\ufffd",
		"a\x80\x80b":       "a\ufffd\ufffdb",
		"\xef\xbb\xbfx":    "\ufeffx", // a BOM is kept
	} {
		if got := lossyUTF8([]byte(in)); got != want {
			t.Errorf("lossyUTF8(%+q) = %+q, want %+q", in, got, want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	tok := qwen(t)
	for _, c := range []struct {
		ids   []int
		id    int
		index int
	}{
		{[]int{9707, 151669}, 151669, 1},
		{[]int{-1}, -1, 0},
		{[]int{1, 2, 3, 1 << 40}, 1 << 40, 3},
	} {
		_, err := tok.Decode(c.ids)
		var de *DecodeError
		if !errors.As(err, &de) || de.ID != c.id || de.Index != c.index || !errors.Is(err, ErrUnknownID) {
			t.Errorf("Decode(%v) error = %v, want id %d at index %d wrapping ErrUnknownID", c.ids, err, c.id, c.index)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, fmt.Sprint(c.id)) || !strings.Contains(msg, fmt.Sprintf("index %d", c.index)) {
			t.Errorf("error %q does not name the id and its index", msg)
		}
	}
	// A character cut between tokens, or by an added token, decodes to
	// U+FFFD rather than failing.
	ids := tok.Encode("中")
	if len(ids) != 1 {
		t.Fatalf("Encode(中) = %v", ids)
	}
	e4, _ := tok.TokenID(string(byteChar[0xE4]))
	if got, err := tok.Decode([]int{e4, 151644, e4}); err != nil || got != "\ufffd<|im_start|>\ufffd" {
		t.Errorf("Decode(partial, <|im_start|>, partial) = %+q, %v", got, err)
	}
	if got, err := tok.Decode(nil); err != nil || got != "" {
		t.Errorf("Decode(nil) = %q, %v", got, err)
	}
}

func TestConcurrentEncode(t *testing.T) {
	tok := qwen(t)
	texts := generated()
	want := make([][]int, len(texts))
	for i, s := range texts {
		want[i] = tok.Encode(s)
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := len(texts) - 1; i >= 0; i-- {
				if got := tok.Encode(texts[i]); !slices.Equal(got, want[i]) {
					t.Errorf("concurrent Encode(%+q) = %v, want %v", trim(texts[i]), got, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestLongInputs checks that long inputs still round-trip. How fast they
// encode (no quadratic behaviour) is BenchmarkEncodeLong's to measure: a
// wall-clock limit in a test fails on a busy machine, not on slow code.
func TestLongInputs(t *testing.T) {
	tok := qwen(t)
	for i, s := range longStrings() {
		ids := tok.Encode(s)
		if got, _ := tok.Decode(ids); got != expectedDecode(tok, s) {
			t.Errorf("long string %d does not round-trip", i)
		}
	}
	if ids := tok.Encode(strings.Repeat("<|im_start|>", 8000)); len(ids) != 8000 || slices.ContainsFunc(ids, func(id int) bool { return id != 151644 }) {
		t.Errorf("8000 × <|im_start|> did not give 8000 × 151644")
	}
}

// BenchmarkEncodeLong encodes each long string once per iteration; compare
// its ns/op with the strings' total length to see linear behaviour.
func BenchmarkEncodeLong(b *testing.B) {
	tok := qwen(b)
	long := longStrings()
	n := 0
	for _, s := range long {
		n += len(s)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		for _, s := range long {
			tok.Encode(s)
		}
	}
}

// TestPlainNormalize checks the fallback normalizer against x/text on
// inputs where x/text does not apply the Stream-Safe format.
func TestPlainNormalize(t *testing.T) {
	forms := map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}
	checked := 0
	for _, s := range generated() {
		s = validUTF8(s)
		for name, f := range forms {
			want := f.String(s)
			if strings.Count(want, cgj) > strings.Count(s, cgj) {
				continue
			}
			checked++
			if got := plainNormalize(f, s); got != want {
				t.Errorf("plainNormalize(%s, %+q) = %+q, want %+q", name, trim(s), trim(got), trim(want))
			}
		}
	}
	// With more than 30 combining marks x/text inserts U+034F; the
	// normalizer must not.
	s := "a" + strings.Repeat("\u0323\u0301", 20)
	got := unicodeNormalizer(norm.NFC)(s)
	if strings.Contains(got, cgj) || !strings.HasPrefix(got, "ạ") || utf8.RuneCountInString(got) != 40 {
		t.Errorf("NFC of a long combining sequence = %+q", got)
	}
	want := "ạ" + strings.Repeat("\u0323", 19) + strings.Repeat("\u0301", 20)
	if got != want {
		t.Errorf("NFC(%+q) = %+q, want %+q", s, got, want)
	}
	t.Logf("%d normalizations compared", checked)
}
