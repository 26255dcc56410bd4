// Package loader resolves a --model argument: a llama2.c checkpoint, a
// Hugging Face safetensors folder, or an exported manifest folder. Float
// checkpoints are exported on the fly (the same path `deepcall export`
// takes), so every entry point runs the same integer model.
package loader

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/hf"
	"github.com/deepcall/deepcall/inference/llama2c"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
)

// Kinds of model source.
const (
	KindManifest = "manifest"
	KindLlama2c  = "llama2c"
	KindHF       = "hf"
)

// Errors callers branch on: both mean the input is at fault, not the machine.
var (
	// ErrUnknownFormat: the path is none of the supported kinds.
	ErrUnknownFormat = errors.New("unrecognised model format")
	// ErrBadSource: a checkpoint or folder of a known kind failed to parse
	// or to export (truncated, corrupt, wrong shapes, unrepresentable).
	ErrBadSource = errors.New("bad model")
)

// Loaded is a resolved model.
type Loaded struct {
	Kind     string
	Name     string
	Model    *inference.Model
	Manifest *inference.Manifest
	Blob     []byte           // the weight blob (nil for manifest folders until exported again)
	Float    *reference.Model // the float source; nil for manifest folders
}

// Options tune loading.
type Options struct {
	MaxSeqLen int // cap the context of Hugging Face models (0: the config's)
}

// Detect tells which kind of source path is.
func Detect(path string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("model %s: %w", path, err)
	}
	if st.IsDir() {
		if exists(filepath.Join(path, inference.ManifestFile)) {
			return KindManifest, nil
		}
		if exists(filepath.Join(path, "config.json")) {
			return KindHF, nil
		}
		return "", fmt.Errorf("model %s: %w: a folder without %s or config.json", path, ErrUnknownFormat, inference.ManifestFile)
	}
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("model %s: %w", path, err)
	}
	defer f.Close()
	head := make([]byte, 256)
	n, _ := io.ReadFull(f, head)
	if llama2c.Sniff(head[:n]) {
		return KindLlama2c, nil
	}
	return "", fmt.Errorf("model %s: %w: not a llama2.c checkpoint, safetensors folder or manifest folder", path, ErrUnknownFormat)
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Load resolves path.
func Load(path string, opts Options) (*Loaded, error) {
	kind, err := Detect(path)
	if err != nil {
		return nil, err
	}
	name := filepath.Base(filepath.Clean(path))
	if kind == KindManifest {
		m, mf, err := inference.LoadDir(path)
		if err != nil {
			return nil, err
		}
		return &Loaded{Kind: kind, Name: mf.Name, Model: m, Manifest: mf}, nil
	}
	var fm *reference.Model
	var tok inference.Hash
	switch kind {
	case KindLlama2c:
		fm, err = llama2c.ReadFile(path)
		name = trimExt(name)
	case KindHF:
		fm, err = hf.LoadWithOptions(path, hf.LoadOptions{MaxSeqLen: opts.MaxSeqLen})
		if err == nil {
			tok, err = TokenizerHash(filepath.Join(path, "tokenizer.json"), true)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSource, err)
	}
	m, err := quantize.Model(fm)
	if err != nil {
		return nil, fmt.Errorf("%w: export %s: %w", ErrBadSource, path, err)
	}
	mf, blob := inference.NewManifest(name, m, tok)
	return &Loaded{Kind: kind, Name: name, Model: m, Manifest: mf, Blob: blob, Float: fm}, nil
}

func trimExt(name string) string {
	if ext := filepath.Ext(name); ext != "" {
		return name[:len(name)-len(ext)]
	}
	return name
}

// TokenizerHash is keccak256 of a tokenizer.json; with optional, a missing
// file gives the zero hash.
func TokenizerHash(path string, optional bool) (inference.Hash, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		if optional && errors.Is(err, os.ErrNotExist) {
			return inference.Hash{}, nil
		}
		return inference.Hash{}, fmt.Errorf("tokenizer: %w", err)
	}
	return inference.Keccak256(b), nil
}
