package loader

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

// tinyFolder writes a small random model as a manifest folder pinning tok.
func tinyFolder(t *testing.T, tok []byte) (string, *inference.Manifest) {
	t.Helper()
	s := synth.GoldenShapes()[0]
	m, err := quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
	if err != nil {
		t.Fatal(err)
	}
	var pin inference.Hash
	if tok != nil {
		pin = inference.Keccak256(tok)
	}
	mf, blob := inference.NewManifest(s.Name, m, pin)
	dir := t.TempDir()
	src := filepath.Join(t.TempDir(), "tokenizer.json")
	if tok != nil {
		if err := os.WriteFile(src, tok, 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		src = ""
	}
	if err := WriteDir(dir, mf, blob, src); err != nil {
		t.Fatal(err)
	}
	return dir, mf
}

// A manifest folder carries the tokenizer its manifest pins; another file
// in its place is refused by name, and WriteDir refuses to copy one.
func TestPinnedTokenizerInFolder(t *testing.T) {
	tok := []byte(`{"model":{"type":"BPE"}}`)
	dir, mf := tinyFolder(t, tok)
	l, err := Load(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if l.Tokenizer != filepath.Join(dir, inference.TokenizerFile) || l.Manifest.Hash != mf.Hash || len(l.Blob) != mf.Weights.Size {
		t.Fatalf("loaded tokenizer %q, manifest %s, blob %d bytes", l.Tokenizer, l.Manifest.Hash, len(l.Blob))
	}
	if err := os.WriteFile(l.Tokenizer, []byte(`{"other":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, Options{}); !errors.Is(err, inference.ErrManifestMismatch) {
		t.Errorf("a folder with another tokenizer.json loads: %v", err)
	}
	other := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(other, []byte(`{"other":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := CopyTokenizer(t.TempDir(), mf, other); !errors.Is(err, inference.ErrManifestMismatch) {
		t.Errorf("CopyTokenizer of an unpinned file: %v", err)
	}
	plain, _ := tinyFolder(t, nil)
	if l, err := Load(plain, Options{}); err != nil || l.Tokenizer != "" {
		t.Errorf("a folder without a pin: tokenizer %q, %v", l.Tokenizer, err)
	}
}
