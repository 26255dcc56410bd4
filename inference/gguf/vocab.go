package gguf

import "github.com/deepcall/deepcall/inference/tokenizer"

// Vocab is the tokenizer a GGUF file carries in its tokenizer.ggml.* keys,
// as inference/tokenizer describes a vocabulary by its pieces (Vocab.JSON
// makes its tokenizer.json). Ids are -1 when the file names none; Scores,
// Types and Merges are nil when absent.
type Vocab = tokenizer.Vocab

// Vocab reads the tokenizer metadata: tokenizer.ggml.model and .tokens are
// required; .pre, .scores, .token_type, .merges and the special ids are not.
func (f *File) Vocab() (Vocab, error) {
	var v Vocab
	var err error
	if v.Model, err = f.String("tokenizer.ggml.model"); err != nil {
		return v, err
	}
	if v.Pre, err = f.optString("tokenizer.ggml.pre"); err != nil {
		return v, err
	}
	if v.Tokens, err = Array[string](f, "tokenizer.ggml.tokens"); err != nil {
		return v, err
	}
	if len(v.Tokens) == 0 {
		return v, f.errorf(ErrBadValue, "tokenizer.ggml.tokens is empty")
	}
	if v.Scores, err = optArray[float32](f, "tokenizer.ggml.scores", len(v.Tokens)); err != nil {
		return v, err
	}
	if v.Types, err = optArray[int32](f, "tokenizer.ggml.token_type", len(v.Tokens)); err != nil {
		return v, err
	}
	if v.Merges, err = optArray[string](f, "tokenizer.ggml.merges", -1); err != nil {
		return v, err
	}
	for _, b := range []struct {
		key string
		dst *bool
		def bool
	}{
		{"tokenizer.ggml.add_bos_token", &v.AddBOS, false},
		{"tokenizer.ggml.add_eos_token", &v.AddEOS, false},
		{"tokenizer.ggml.add_space_prefix", &v.NoSpacePrefix, true},
	} {
		if *b.dst, err = f.optBool(b.key, b.def); err != nil {
			return v, err
		}
	}
	v.NoSpacePrefix = !v.NoSpacePrefix // the key says whether to add one
	for _, id := range []struct {
		key string
		dst *int
	}{
		{"tokenizer.ggml.bos_token_id", &v.BOS},
		{"tokenizer.ggml.eos_token_id", &v.EOS},
		{"tokenizer.ggml.unknown_token_id", &v.UNK},
		{"tokenizer.ggml.padding_token_id", &v.PAD},
	} {
		if *id.dst, err = f.optInt(id.key, -1); err != nil {
			return v, err
		}
		if *id.dst >= len(v.Tokens) {
			return v, f.errorf(ErrBadValue, "%s is %d, past the %d tokens", id.key, *id.dst, len(v.Tokens))
		}
	}
	return v, nil
}

// optBool reads an optional boolean key, def when absent.
func (f *File) optBool(key string, def bool) (bool, error) {
	v, ok := f.Get(key)
	if !ok {
		return def, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, f.errorf(ErrKeyType, "%s is %s, want a bool", key, describe(v))
	}
	return b, nil
}

// optArray reads an optional array key (nil when absent) whose length, when
// n ≥ 0, must be n.
func optArray[T any](f *File, key string, n int) ([]T, error) {
	if _, ok := f.Get(key); !ok {
		return nil, nil
	}
	a, err := Array[T](f, key)
	if err != nil {
		return nil, err
	}
	if n >= 0 && len(a) != n {
		return nil, f.errorf(ErrBadValue, "%s has %d entries, want one per token (%d)", key, len(a), n)
	}
	return a, nil
}

// ChatTemplate returns tokenizer.chat_template, "" when absent.
func (f *File) ChatTemplate() (string, error) {
	return f.optString("tokenizer.chat_template")
}
