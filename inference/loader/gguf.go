package loader

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/gguf"
	"github.com/deepcall/deepcall/inference/reference"
)

// ggufSource is what a GGUF file yields besides the integer model.
type ggufSource struct {
	model     *reference.Model
	vocab     gguf.Vocab
	chat      *chat.Spec
	tokenizer []byte // the tokenizer.json the vocabulary becomes
}

// readGGUF reads the float model, the vocabulary and the chat template of
// the GGUF file at path.
func readGGUF(path string, opts Options) (ggufSource, error) {
	var s ggufSource
	f, err := gguf.Open(path)
	if err != nil {
		return s, err
	}
	defer f.Close()
	if s.model, err = f.Model(gguf.ModelOptions{MaxSeqLen: opts.MaxSeqLen}); err != nil {
		return s, err
	}
	if s.vocab, err = f.Vocab(); err != nil {
		return s, err
	}
	if len(s.vocab.Tokens) > s.model.Config.Vocab {
		return s, fmt.Errorf("%w: %s: %d tokens, but the embedding has %d rows", gguf.ErrShape, path, len(s.vocab.Tokens), s.model.Config.Vocab)
	}
	tmpl, err := f.ChatTemplate()
	if err != nil {
		return s, err
	}
	if tmpl != "" {
		s.chat = &chat.Spec{Template: tmpl, BOS: s.vocab.BOS, EOS: s.vocab.EOS}
	}
	if s.tokenizer, err = s.vocab.JSON(); err != nil {
		return s, fmt.Errorf("gguf: %s: tokenizer.json from the vocabulary: %w", path, err)
	}
	return s, nil
}

// WriteExtras writes what a source keeps beside the manifest folder dir
// besides WriteDir's files: the tokenizer.json its vocabulary became (a GGUF
// file's, a llama2.c tok<vocab>.bin's), when mf pins exactly those bytes (an
// export given another tokenizer pins that one, copied by WriteDir), and
// chat.json when it has a chat template.
func WriteExtras(dir string, mf *inference.Manifest, l *Loaded) error {
	if l.TokenizerJSON != nil && mf.Tokenizer != (inference.Hash{}) && inference.Keccak256(l.TokenizerJSON) == mf.Tokenizer {
		if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), l.TokenizerJSON, 0o644); err != nil {
			return fmt.Errorf("write tokenizer: %w", err)
		}
	}
	if l.Chat == nil {
		return nil
	}
	// Templates are full of <|…|>; left unescaped they stay readable.
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(l.Chat); err != nil {
		return fmt.Errorf("write chat template: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, chat.File), b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write chat template: %w", err)
	}
	return nil
}
