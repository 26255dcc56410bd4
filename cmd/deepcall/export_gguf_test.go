package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/gguf"
	"github.com/deepcall/deepcall/inference/synth"
)

// export --from gguf writes the manifest folder with chat.json beside it,
// and the folder runs as the GGUF file does; a GGUF file named as another
// kind, or a broken one, is bad input.
func TestExportGGUF(t *testing.T) {
	tmp := t.TempDir()
	s := synth.GoldenShapes()[0]
	kvs, tensors, err := gguf.ModelFile(synth.Model(s.Config, s.Seed, s.Tied), gguf.Llama)
	if err != nil {
		t.Fatal(err)
	}
	tokens := make([]string, s.Config.Vocab)
	for i := range tokens {
		tokens[i] = string(rune('A' + i))
	}
	kvs = append(kvs, gguf.KV{Key: "tokenizer.ggml.model", Value: "gpt2"}, gguf.KV{Key: "tokenizer.ggml.pre", Value: "gpt-2"},
		gguf.KV{Key: "tokenizer.ggml.tokens", Value: tokens},
		gguf.KV{Key: "tokenizer.chat_template", Value: "{% for m in messages %}{{ m.content }}{% endfor %}"})
	var b bytes.Buffer
	if err := gguf.Write(&b, kvs, tensors); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(tmp, "tiny.gguf")
	if err := os.WriteFile(src, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(tmp, "out")
	if _, e, code := runCLI(t, nil, "export", "--from", "gguf", src, "--out", out); code != 0 {
		t.Fatalf("export: %s", e)
	}
	raw, err := os.ReadFile(filepath.Join(out, "chat.json"))
	if err != nil {
		t.Fatal(err)
	}
	var chat struct {
		Template string
		BOS, EOS int
	}
	if err := json.Unmarshal(raw, &chat); err != nil || chat.Template != "{% for m in messages %}{{ m.content }}{% endfor %}" || chat.BOS != 1 || chat.EOS != 2 {
		t.Fatalf("chat.json %s: %v", raw, err)
	}
	// The vocabulary became the pinned tokenizer.json, and both forms of
	// the model answer the same, ids, text and chat alike.
	if _, err := os.Stat(filepath.Join(out, "tokenizer.json")); err != nil {
		t.Fatal(err)
	}
	for _, q := range [][]string{{"--prompt-ids", "1,5,9"}, {"--prompt", "ABC"}, {"--chat", "ABBA"}} {
		a, _, _ := runCLI(t, nil, append([]string{"infer", "--model", src, "-n", "7", "--json"}, q...)...)
		c, e, code := runCLI(t, nil, append([]string{"infer", "--model", out, "-n", "7", "--json"}, q...)...)
		if code != 0 || a != c || !strings.Contains(c, `"text"`) {
			t.Fatalf("%v: the exported folder runs differently from the GGUF file (exit %d: %s)", q, code, e)
		}
	}

	cut := filepath.Join(tmp, "cut.gguf")
	if err := os.WriteFile(cut, b.Bytes()[:b.Len()/2], 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"export", "--from", "hf", src, "--out", tmp}, "is a gguf source"},
		{[]string{"export", "--from", "gguf", stories, "--out", tmp}, "is a llama2c source"},
		{[]string{"export", "--from", "gguf", cut, "--out", tmp}, "tensor data outside the file"},
		{[]string{"export", "--from", "ggml", src, "--out", tmp}, "llama2c, hf or gguf"},
	} {
		_, e, code := runCLI(t, nil, tc.args...)
		if code != 2 || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, e, tc.want)
		}
	}
}
