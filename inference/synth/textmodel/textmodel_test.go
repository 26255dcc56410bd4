package textmodel

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/tokenizer"
	"github.com/deepcall/deepcall/internal/repo"
)

func root(t *testing.T) string {
	t.Helper()
	r, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestUpToDate: the committed folder is exactly what Write makes now from
// Qwen3's tokenizer.json.
func TestUpToDate(t *testing.T) {
	qwen, err := os.ReadFile(filepath.Join(root(t), QwenTokenizer))
	if err != nil {
		if os.Getenv("DEEPCALL_REQUIRE_NODE") == "1" {
			t.Fatal(err)
		}
		t.Skipf("%v: run `npm ci` at the repository root", err)
	}
	tmp := t.TempDir()
	if _, err := Write(tmp, qwen); err != nil {
		t.Fatal(err)
	}
	committed := filepath.Join(root(t), Dir)
	err = filepath.WalkDir(tmp, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(tmp, p)
		want, _ := os.ReadFile(p)
		have, err := os.ReadFile(filepath.Join(committed, rel))
		if err != nil || !bytes.Equal(have, want) {
			t.Errorf("%s/%s differs from what the generator writes now: run `go generate ./inference/synth/textmodel`", Dir, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestCommittedModel: the folder loads, pins its tokenizer.json, and the
// model answers a tokenized prompt within its vocabulary.
func TestCommittedModel(t *testing.T) {
	dir := filepath.Join(root(t), Dir)
	m, mf, err := inference.LoadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	tokBytes, err := os.ReadFile(filepath.Join(dir, inference.TokenizerFile))
	if err != nil {
		t.Fatal(err)
	}
	if h := inference.Keccak256(tokBytes); h != mf.Tokenizer || h == (inference.Hash{}) {
		t.Fatalf("tokenizer.json hashes to %s, the manifest pins %s", h, mf.Tokenizer)
	}
	tok, err := tokenizer.Load(bytes.NewReader(tokBytes))
	if err != nil {
		t.Fatal(err)
	}
	if tok.VocabSize() != mf.Config.Vocab || mf.Config.Vocab != Vocab {
		t.Fatalf("tokenizer %d ids, model %d", tok.VocabSize(), mf.Config.Vocab)
	}
	ids := tok.Encode("Once upon a time")
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := e.Generate(context.Background(), ids, 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tok.Decode(res.Tokens); err != nil {
		t.Fatal(err)
	}
}
