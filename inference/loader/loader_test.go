package loader

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// A synthetic model exported a part at a time is byte for byte the model
// quantized whole, and loads back from its mapped weight file.
func TestExportSynthStreamsTheWholeModel(t *testing.T) {
	tok := []byte(`{"model":{"type":"BPE"}}`)
	tokFile := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(tokFile, tok, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, shape := range synth.GoldenShapes()[:3] { // tied and untied, QK-norm, both RoPE layouts
		t.Run(shape.Name, func(t *testing.T) {
			m, err := quantize.Model(synth.Model(shape.Config, shape.Seed, shape.Tied))
			if err != nil {
				t.Fatal(err)
			}
			want, blob := inference.NewManifest(shape.Name, m, inference.Keccak256(tok))
			dir := t.TempDir()
			var parts int
			mf, err := ExportSynth(context.Background(), Synth{Name: shape.Name, Config: shape.Config, Seed: shape.Seed, Tied: shape.Tied}, dir, tokFile,
				func(string, int, int) { parts++ })
			if err != nil {
				t.Fatal(err)
			}
			if mf.Hash != want.Hash || parts != shape.Config.Layers+2 {
				t.Fatalf("streamed manifest %s after %d parts, whole model's %s", mf.Hash, parts, want.Hash)
			}
			l, err := Load(dir, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(l.Blob, blob) || l.Manifest.Hash != want.Hash || l.Tokenizer == "" {
				t.Fatalf("loaded blob equal %v, manifest %s, tokenizer %q", bytes.Equal(l.Blob, blob), l.Manifest.Hash, l.Tokenizer)
			}
		})
	}
}

// A weight file with one flipped byte is refused naming the first bad piece
// and its tensor; a truncated one, a truncated piece list, and a folder
// whose export stopped before its manifest are refused by name too.
func TestBadWeightFile(t *testing.T) {
	shape := synth.GoldenShapes()[2]
	dir := t.TempDir()
	mf, err := ExportSynth(context.Background(), Synth{Name: shape.Name, Config: shape.Config, Seed: shape.Seed, Tied: shape.Tied}, dir, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	weights := filepath.Join(dir, inference.BlobFile)
	good, err := os.ReadFile(weights)
	if err != nil {
		t.Fatal(err)
	}
	restore := func() {
		t.Helper()
		if err := os.WriteFile(weights, good, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	layout := (&inference.Model{Config: mf.Config, Layers: make([]inference.Layer, mf.Config.Layers)}).Layout()
	wq := layout[slices.IndexFunc(layout, func(o inference.TensorOffset) bool { return o.Name == "layers.1.wq" })]
	for _, off := range []int{wq.Offset + 5*inference.PieceSize/2, len(good) - 1} {
		bad := bytes.Clone(good)
		bad[off] ^= 0x40
		bad[len(good)-1-off%7] ^= 0x01 // a second, later flip (or the same piece): the first is named
		if err := os.WriteFile(weights, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(dir, Options{})
		var pe *inference.PieceError
		if !errors.As(err, &pe) || !errors.Is(err, inference.ErrManifestMismatch) {
			t.Fatalf("flipped byte at %d: %v, want a PieceError", off, err)
		}
		if first := min(off, len(good)-1-off%7) / inference.PieceSize; pe.Piece != first || pe.Tensor != inference.TensorAt(mf.Config, off) && off != len(good)-1 {
			t.Errorf("flipped byte at %d (piece %d, %s): error names piece %d in %s: %v", off, first, inference.TensorAt(mf.Config, off), pe.Piece, pe.Tensor, err)
		}
		if off == wq.Offset+5*inference.PieceSize/2 && !strings.Contains(err.Error(), "layers.1.wq") {
			t.Errorf("error does not name the tensor: %v", err)
		}
	}
	restore()
	if err := os.Truncate(weights, int64(len(good)-100)); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, Options{}); !errors.Is(err, inference.ErrTruncated) {
		t.Errorf("truncated weight file: %v", err)
	}
	restore()
	pieces := filepath.Join(dir, inference.PiecesFile)
	if err := os.Truncate(pieces, 64); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, Options{}); !errors.Is(err, inference.ErrTruncated) {
		t.Errorf("truncated piece list: %v", err)
	}
	if err := os.Remove(filepath.Join(dir, inference.ManifestFile)); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, Options{}); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("a folder without its manifest: %v", err)
	}
	// EnsureSynth exports a cached folder again when its manifest is
	// missing or its weight file truncated.
	s := Synth{Name: "again", Config: shape.Config, Seed: shape.Seed, Tied: shape.Tied}
	root := t.TempDir()
	if err := os.MkdirAll(s.CacheFolder(root), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, damage := range []string{"no manifest", "truncated"} {
		exports := 0
		d, err := EnsureSynth(context.Background(), s, root, "", func(string, int, int) { exports++ })
		if err != nil {
			t.Fatal(err)
		}
		if l, err := Load(d, Options{}); err != nil || l.Manifest.Hash != mf.Hash || exports == 0 {
			t.Errorf("%s: re-exported folder (%d parts): %v", damage, exports, err)
		}
		if err := os.Truncate(filepath.Join(d, inference.BlobFile), 1000); err != nil {
			t.Fatal(err)
		}
	}
}

// A model of more than MaxChunkFiles chunks is written as one weight file
// with its piece list, and loads back to the same manifest and blob.
func TestWriteDirLargeModelAsOneFile(t *testing.T) {
	c := synth.GoldenShapes()[0].Config
	c.Dim, c.Vocab, c.Layers = 256, 52000, 1
	m, err := quantize.Model(synth.Model(c, 9, true))
	if err != nil {
		t.Fatal(err)
	}
	mf, blob := inference.NewManifest("wide", m, inference.Hash{})
	if len(mf.Weights.Chunks) <= inference.MaxChunkFiles {
		t.Fatalf("only %d chunks", len(mf.Weights.Chunks))
	}
	dir := t.TempDir()
	if err := WriteDir(dir, mf, blob, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "chunks")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("chunk files written for %d chunks: %v", len(mf.Weights.Chunks), err)
	}
	l, err := Load(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if l.Manifest.Hash != mf.Hash || !bytes.Equal(l.Blob, blob) {
		t.Fatalf("loaded manifest %s, blob equal %v", l.Manifest.Hash, bytes.Equal(l.Blob, blob))
	}
}

// TestLlama2cTokenizerBeside: a tok<vocab>.bin beside a llama2.c checkpoint
// (llama2.c's convention) is the tokenizer the export pins, as the
// tokenizer.json inference/tokenizer makes of it; a corrupt one is refused;
// without one the model pins none.
func TestLlama2cTokenizerBeside(t *testing.T) {
	root := filepath.Join("..", "..", "testdata")
	ckpt, err := os.ReadFile(filepath.Join(root, "models", "stories260K.bin"))
	if err != nil {
		t.Fatal(err)
	}
	vocab, err := os.ReadFile(filepath.Join(root, "models", "tok512.bin"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(root, "tokenizer", "tok512.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "stories260K.bin")
	os.WriteFile(path, ckpt, 0o644)
	l, err := Load(path, Options{})
	if err != nil || l.TokenizerJSON != nil || l.Manifest.Tokenizer != (inference.Hash{}) {
		t.Fatalf("without a vocabulary: %v, pinned %s", err, l.Manifest.Tokenizer)
	}
	os.WriteFile(filepath.Join(dir, "tok512.bin"), vocab, 0o644)
	l, err = Load(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(l.TokenizerJSON, want) || l.Manifest.Tokenizer != inference.Keccak256(want) {
		t.Fatalf("pinned %s, want tok512.json's %s", l.Manifest.Tokenizer, inference.Keccak256(want))
	}
	out := t.TempDir()
	if err := WriteDir(out, l.Manifest, l.Blob, l.Tokenizer); err != nil {
		t.Fatal(err)
	}
	if err := WriteExtras(out, l.Manifest, l); err != nil {
		t.Fatal(err)
	}
	back, err := Load(out, Options{})
	if err != nil || back.Manifest.Hash != l.Manifest.Hash || back.Tokenizer == "" {
		t.Fatalf("the export reloads as %+v, %v", back, err)
	}
	os.WriteFile(filepath.Join(dir, "tok512.bin"), vocab[:100], 0o644)
	if _, err := Load(path, Options{}); !errors.Is(err, ErrBadSource) {
		t.Fatalf("a truncated vocabulary: %v", err)
	}
}
