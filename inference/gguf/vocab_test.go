package gguf

import (
	"errors"
	"reflect"
	"slices"
	"testing"
)

func vocabKVs() []KV {
	return []KV{
		{"tokenizer.ggml.model", "gpt2"},
		{"tokenizer.ggml.pre", "smollm"},
		{"tokenizer.ggml.tokens", []string{"<unk>", "<s>", "</s>", "a", "b", "ab"}},
		{"tokenizer.ggml.scores", []float32{0, 0, 0, -1, -2, -3}},
		{"tokenizer.ggml.token_type", []int32{2, 3, 3, 1, 1, 1}},
		{"tokenizer.ggml.merges", []string{"a b"}},
		{"tokenizer.ggml.bos_token_id", uint32(1)},
		{"tokenizer.ggml.eos_token_id", uint32(2)},
		{"tokenizer.ggml.unknown_token_id", uint32(0)},
		{"tokenizer.chat_template", "{{ messages }}"},
	}
}

func TestVocab(t *testing.T) {
	f, err := parseBytes(build(t, vocabKVs(), nil))
	if err != nil {
		t.Fatal(err)
	}
	v, err := f.Vocab()
	if err != nil {
		t.Fatal(err)
	}
	want := Vocab{Model: "gpt2", Pre: "smollm", Tokens: []string{"<unk>", "<s>", "</s>", "a", "b", "ab"},
		Scores: []float32{0, 0, 0, -1, -2, -3}, Types: []int32{2, 3, 3, 1, 1, 1}, Merges: []string{"a b"},
		BOS: 1, EOS: 2, UNK: 0, PAD: -1}
	if !reflect.DeepEqual(v, want) {
		t.Fatalf("have %+v\nwant %+v", v, want)
	}
	if tmpl, err := f.ChatTemplate(); err != nil || tmpl != "{{ messages }}" {
		t.Fatalf("chat template %q, %v", tmpl, err)
	}
}

func TestVocabRefusals(t *testing.T) {
	edit := func(key string, v any) []KV {
		kvs := slices.DeleteFunc(vocabKVs(), func(kv KV) bool { return kv.Key == key })
		if v != nil {
			kvs = append(kvs, KV{key, v})
		}
		return kvs
	}
	for _, c := range []struct {
		name string
		kvs  []KV
		want error
	}{
		{"no model", edit("tokenizer.ggml.model", nil), ErrMissingKey},
		{"no tokens", edit("tokenizer.ggml.tokens", nil), ErrMissingKey},
		{"empty tokens", edit("tokenizer.ggml.tokens", []string{}), ErrBadValue},
		{"tokens not strings", edit("tokenizer.ggml.tokens", []int32{1}), ErrKeyType},
		{"scores too short", edit("tokenizer.ggml.scores", []float32{0}), ErrBadValue},
		{"types as uint8", edit("tokenizer.ggml.token_type", []uint8{1, 1, 1, 1, 1, 1}), ErrKeyType},
		{"eos past the tokens", edit("tokenizer.ggml.eos_token_id", uint32(6)), ErrBadValue},
		{"pad negative", edit("tokenizer.ggml.padding_token_id", int32(-1)), ErrBadValue},
		{"template not a string", edit("tokenizer.chat_template", uint8(1)), ErrKeyType},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := parseBytes(build(t, c.kvs, nil))
			if err != nil {
				t.Fatal(err)
			}
			_, err = f.Vocab()
			if c.name == "template not a string" {
				_, err = f.ChatTemplate()
			}
			if !errors.Is(err, c.want) {
				t.Fatalf("have %v, want %v", err, c.want)
			}
		})
	}
}
