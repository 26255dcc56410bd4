package loader

import (
	"bytes"
	"fmt"

	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// OpenTokenizer loads the tokenizer the manifest pins (tokenizer.json beside
// a manifest folder, or the bytes a GGUF or llama2.c source's vocabulary
// became); nil when the model pins none.
func (l *Loaded) OpenTokenizer() (*tokenizer.Tokenizer, error) {
	switch {
	case l.TokenizerJSON != nil:
		t, err := tokenizer.Load(bytes.NewReader(l.TokenizerJSON))
		if err != nil {
			return nil, fmt.Errorf("model %s: its tokenizer: %w", l.Path, err)
		}
		return t, nil
	case l.Tokenizer != "":
		return tokenizer.LoadFile(l.Tokenizer)
	}
	return nil, nil
}

// ChatTemplate compiles the model's chat template (chat.json beside a
// manifest folder, or a GGUF file's) for tok; nil when it has none.
func (l *Loaded) ChatTemplate(tok *tokenizer.Tokenizer) (*chat.Template, error) {
	if l.Chat == nil {
		return nil, nil
	}
	if tok == nil {
		return nil, fmt.Errorf("model %s: %w: a chat template without a tokenizer", l.Path, chat.ErrTemplate)
	}
	t, err := chat.Load(*l.Chat, func(id int) (string, error) { return tok.Decode([]int{id}) })
	if err != nil {
		return nil, fmt.Errorf("model %s: %w", l.Path, err)
	}
	return t, nil
}
