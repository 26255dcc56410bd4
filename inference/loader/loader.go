// Package loader resolves a --model argument: a llama2.c checkpoint, a
// Hugging Face safetensors folder, a GGUF file, or an exported manifest
// folder. Float checkpoints are exported on the fly (the same path `deepcall
// export` takes), so every entry point runs the same integer model.
package loader

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/gguf"
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
	KindGGUF     = "gguf"
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
	Path     string // the source path
	Name     string
	Model    *inference.Model
	Manifest *inference.Manifest
	Blob     []byte           // the weight blob, checked against the manifest
	Float    *reference.Model // the float source; nil for manifest folders
	// Tokenizer is the tokenizer.json the manifest pins, found beside the
	// model ("" when the manifest pins none or the folder lacks it).
	Tokenizer string

	// TokenizerJSON is the tokenizer.json the manifest pins when the source
	// carries its vocabulary in another form (a GGUF file's metadata, a
	// llama2.c tok<vocab>.bin beside the checkpoint); nil otherwise.
	TokenizerJSON []byte
	// GGUF sources only (nil otherwise): the vocabulary and the chat
	// template (also read from a manifest folder's chat.json). WriteExtras
	// writes TokenizerJSON and Chat beside an export.
	Vocab *gguf.Vocab
	Chat  *chat.Spec
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
	if n >= len(gguf.Magic) && string(head[:len(gguf.Magic)]) == gguf.Magic {
		return KindGGUF, nil
	}
	if llama2c.Sniff(head[:n]) {
		return KindLlama2c, nil
	}
	return "", fmt.Errorf("model %s: %w: not a llama2.c checkpoint, GGUF file, safetensors folder or manifest folder", path, ErrUnknownFormat)
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
		m, mf, blob, err := inference.LoadDirBlob(path)
		if err != nil {
			return nil, err
		}
		l := &Loaded{Kind: kind, Path: path, Name: mf.Name, Model: m, Manifest: mf, Blob: blob}
		if l.Tokenizer, err = pinnedTokenizer(path, mf); err != nil {
			return nil, err
		}
		spec, ok, err := chat.ReadSpec(path)
		if err != nil {
			return nil, err
		}
		if ok {
			l.Chat = &spec
		}
		return l, nil
	}
	var fm *reference.Model
	var tok inference.Hash
	var gs ggufSource
	var tokJSON []byte // a tokenizer.json made from the source's own vocabulary
	switch kind {
	case KindLlama2c:
		fm, err = llama2c.ReadFile(path)
		name = trimExt(name)
		if err == nil {
			tokJSON, err = llama2cTokenizer(path, fm.Config.Vocab)
		}
	case KindHF:
		fm, err = hf.LoadWithOptions(path, hf.LoadOptions{MaxSeqLen: opts.MaxSeqLen})
		if err == nil {
			tok, err = TokenizerHash(filepath.Join(path, "tokenizer.json"), true)
		}
	case KindGGUF:
		gs, err = readGGUF(path, opts)
		fm, name, tokJSON = gs.model, trimExt(name), gs.tokenizer
	}
	if tokJSON != nil {
		tok = inference.Keccak256(tokJSON)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadSource, err)
	}
	m, err := quantize.Model(fm)
	if err != nil {
		return nil, fmt.Errorf("%w: export %s: %w", ErrBadSource, path, err)
	}
	mf, blob := inference.NewManifest(name, m, tok)
	l := &Loaded{Kind: kind, Path: path, Name: name, Model: m, Manifest: mf, Blob: blob, Float: fm}
	l.TokenizerJSON = tokJSON
	if kind == KindGGUF {
		l.Vocab, l.Chat = &gs.vocab, gs.chat
	} else if tok != (inference.Hash{}) && tokJSON == nil {
		l.Tokenizer = filepath.Join(path, inference.TokenizerFile)
	}
	return l, nil
}

// pinnedTokenizer is the manifest folder's tokenizer.json when the manifest
// pins one. A file there that is not the pinned one is refused: a folder
// must not serve text through another vocabulary than the one it signs.
func pinnedTokenizer(dir string, mf *inference.Manifest) (string, error) {
	if mf.Tokenizer == (inference.Hash{}) {
		return "", nil
	}
	p := filepath.Join(dir, inference.TokenizerFile)
	h, err := TokenizerHash(p, true)
	if err != nil {
		return "", fmt.Errorf("model %s: %w", dir, err)
	}
	if h == (inference.Hash{}) {
		return "", nil
	}
	if h != mf.Tokenizer {
		return "", fmt.Errorf("model %s: %w: %s hashes to %s, the manifest pins %s", dir, inference.ErrManifestMismatch, inference.TokenizerFile, h, mf.Tokenizer)
	}
	return p, nil
}

// WriteDir writes l as a manifest folder (inference.WriteDir) with the
// pinned tokenizer.json copied beside the manifest, so the folder alone
// serves text.
func WriteDir(dir string, mf *inference.Manifest, blob []byte, tokenizer string) error {
	if err := inference.WriteDir(dir, mf, blob); err != nil {
		return err
	}
	return CopyTokenizer(dir, mf, tokenizer)
}

// CopyTokenizer copies tokenizer (a tokenizer.json that must hash to the
// manifest's pin) into the manifest folder dir; with no pin or no file it
// does nothing.
func CopyTokenizer(dir string, mf *inference.Manifest, tokenizer string) error {
	if tokenizer == "" || mf.Tokenizer == (inference.Hash{}) {
		return nil
	}
	b, err := os.ReadFile(tokenizer)
	if err != nil {
		return fmt.Errorf("copy tokenizer: %w", err)
	}
	if h := inference.Keccak256(b); h != mf.Tokenizer {
		return fmt.Errorf("copy tokenizer: %w: %s hashes to %s, the manifest pins %s", inference.ErrManifestMismatch, tokenizer, h, mf.Tokenizer)
	}
	if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), b, 0o644); err != nil {
		return fmt.Errorf("copy tokenizer: %w", err)
	}
	return nil
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
