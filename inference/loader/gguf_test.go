package loader

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/gguf"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

const tinyTemplate = "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"

// tinyGGUF writes a small llama model with a vocabulary and a chat template
// as a GGUF file and returns its path and float model; edit may change the
// metadata and tensors first.
func tinyGGUF(t *testing.T, edit func([]gguf.KV, []gguf.Tensor) ([]gguf.KV, []gguf.Tensor)) (string, *reference.Model) {
	t.Helper()
	s := synth.GoldenShapes()[0] // interleaved RoPE: llama's layout
	m := synth.Model(s.Config, s.Seed, s.Tied)
	kvs, tensors, err := gguf.ModelFile(m, gguf.Llama)
	if err != nil {
		t.Fatal(err)
	}
	tokens := make([]string, s.Config.Vocab)
	for i := range tokens {
		tokens[i] = fmt.Sprintf("t%d", i)
	}
	tokens[0], tokens[1], tokens[2] = "t", "1", "t1" // the merge's parts and result
	kvs = append(kvs,
		gguf.KV{Key: "tokenizer.ggml.model", Value: "gpt2"},
		gguf.KV{Key: "tokenizer.ggml.pre", Value: "gpt-2"},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: tokens},
		gguf.KV{Key: "tokenizer.ggml.merges", Value: []string{"t 1"}},
		gguf.KV{Key: "tokenizer.chat_template", Value: tinyTemplate},
	)
	if edit != nil {
		kvs, tensors = edit(kvs, tensors)
	}
	var b bytes.Buffer
	if err := gguf.Write(&b, kvs, tensors); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "tiny.gguf")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path, m
}

// A GGUF file loads as its float model exported exactly as the float model
// itself would be, keeps its vocabulary and chat template, and exports to a
// manifest folder with chat.json beside it.
func TestGGUFSource(t *testing.T) {
	path, fm := tinyGGUF(t, nil)
	if kind, err := Detect(path); err != nil || kind != KindGGUF {
		t.Fatalf("Detect = %q, %v", kind, err)
	}
	l, err := Load(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if l.Kind != KindGGUF || l.Name != "tiny" || !reflect.DeepEqual(l.Float, fm) {
		t.Fatalf("loaded kind %q name %q, float model equal: %v", l.Kind, l.Name, reflect.DeepEqual(l.Float, fm))
	}
	im, err := quantize.Model(fm)
	if err != nil {
		t.Fatal(err)
	}
	var pin inference.Hash
	if l.TokenizerJSON != nil {
		pin = inference.Keccak256(l.TokenizerJSON)
	}
	if want, _ := inference.NewManifest("tiny", im, pin); l.Manifest.Hash != want.Hash {
		t.Fatalf("manifest %s, the float model exports to %s", l.Manifest.Hash, want.Hash)
	}
	if l.Vocab == nil || len(l.Vocab.Tokens) != fm.Config.Vocab || l.Vocab.Model != "gpt2" || l.Vocab.BOS != 1 || l.Vocab.EOS != 2 {
		t.Fatalf("vocab %+v", l.Vocab)
	}
	if want := (chat.Spec{Template: tinyTemplate, BOS: 1, EOS: 2}); l.Chat == nil || *l.Chat != want {
		t.Fatalf("chat %+v, want %+v", l.Chat, want)
	}

	dir := t.TempDir()
	if err := WriteDir(dir, l.Manifest, l.Blob, l.Tokenizer); err != nil {
		t.Fatal(err)
	}
	if err := WriteExtras(dir, l.Manifest, l); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, chat.File))
	if err != nil {
		t.Fatal(err)
	}
	var spec chat.Spec
	if err := json.Unmarshal(raw, &spec); err != nil || spec != *l.Chat {
		t.Fatalf("chat.json %s: %+v, %v", raw, spec, err)
	}
	back, err := Load(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if back.Manifest.Hash != l.Manifest.Hash || (l.TokenizerJSON != nil) != (back.Tokenizer != "") {
		t.Fatalf("reloaded manifest %s tokenizer %q", back.Manifest.Hash, back.Tokenizer)
	}

	capped, err := Load(path, Options{MaxSeqLen: 16})
	if err != nil || capped.Float.Config.SeqLen != 16 {
		t.Fatalf("capped context: %v", err)
	}
}

// Without a chat template there is no chat.json.
func TestGGUFWithoutTemplate(t *testing.T) {
	path, _ := tinyGGUF(t, func(kvs []gguf.KV, ts []gguf.Tensor) ([]gguf.KV, []gguf.Tensor) {
		return kvs[:len(kvs)-1], ts
	})
	l, err := Load(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := WriteExtras(dir, l.Manifest, l); err != nil || l.Chat != nil {
		t.Fatalf("chat %+v, %v", l.Chat, err)
	}
	if _, err := os.Stat(filepath.Join(dir, chat.File)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("chat.json written without a template: %v", err)
	}
}

// Broken GGUF files are ErrBadSource, with the gguf package's cause.
func TestGGUFBadSource(t *testing.T) {
	good, _ := tinyGGUF(t, nil)
	raw, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	truncated := filepath.Join(t.TempDir(), "cut.gguf")
	if err := os.WriteFile(truncated, raw[:len(raw)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	bias, _ := tinyGGUF(t, func(kvs []gguf.KV, ts []gguf.Tensor) ([]gguf.KV, []gguf.Tensor) {
		return kvs, append(ts, gguf.Tensor{Name: "blk.0.attn_k.bias", Type: gguf.F32, Shape: []int64{20}, Data: make([]byte, 80)})
	})
	manyTokens, _ := tinyGGUF(t, func(kvs []gguf.KV, ts []gguf.Tensor) ([]gguf.KV, []gguf.Tensor) {
		for i := range kvs {
			if kvs[i].Key == "tokenizer.ggml.tokens" {
				kvs[i].Value = append(kvs[i].Value.([]string), "extra")
			}
		}
		return kvs, ts
	})
	noTokens, _ := tinyGGUF(t, func(kvs []gguf.KV, ts []gguf.Tensor) ([]gguf.KV, []gguf.Tensor) {
		for i := range kvs {
			if kvs[i].Key == "tokenizer.ggml.tokens" {
				kvs[i].Key = "tokenizer.ggml.tokenz"
			}
		}
		return kvs, ts
	})
	for _, c := range []struct {
		name, path string
		cause      error
	}{
		{"truncated", truncated, gguf.ErrOutOfBounds},
		{"bias", bias, gguf.ErrUnsupported},
		{"more tokens than embeddings", manyTokens, gguf.ErrShape},
		{"no tokens", noTokens, gguf.ErrMissingKey},
	} {
		_, err := Load(c.path, Options{})
		if !errors.Is(err, ErrBadSource) || !errors.Is(err, c.cause) {
			t.Errorf("%s: %v, want %v and %v", c.name, err, ErrBadSource, c.cause)
		}
	}
}
