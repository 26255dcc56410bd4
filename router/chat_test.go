package router

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
)

// chatTemplate is a ChatML-shaped template in the text model's plain
// vocabulary (it has no special tokens).
const chatTemplate = "{% for m in messages %}{{ m.role }}: {{ m.content }}\n{% endfor %}{% if add_generation_prompt %}assistant:{% endif %}"

// chatModelDir copies the text model into a folder with a chat.json whose
// end-of-turn id is eos.
func chatModelDir(t *testing.T, eos int) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{inference.ManifestFile, inference.TokenizerFile} {
		b, err := os.ReadFile(filepath.Join(textDir, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), b, 0o644)
	}
	spec, _ := json.Marshal(chat.Spec{Template: chatTemplate, BOS: -1, EOS: eos})
	if err := os.WriteFile(filepath.Join(dir, chat.File), spec, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestChatMessages: a conversation is rendered by the model's template,
// tokenized, computed on those ids, and answered with the reply cut at the
// end-of-turn token.
func TestChatMessages(t *testing.T) {
	m, mf, plain := textModel(t)
	msgs := []chat.Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Once upon a time?"}}
	rendered := "system: Be brief.\nuser: Once upon a time?\nassistant:"
	ids := plain.Tokenizer.Encode(rendered)
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := e.Generate(t.Context(), ids, 8, nil)
	if err != nil {
		t.Fatal(err)
	}
	eos := res.Tokens[3] // an id the answer reaches: its first place cuts the reply
	cut := slices.Index(res.Tokens, eos)

	dir := chatModelDir(t, eos)
	rm, err := ModelFromDir(mf, dir)
	if err != nil || rm.Chat == nil {
		t.Fatalf("chat model: %v", err)
	}
	d := localDispatcher(t)
	d.AddModel(m, mf)
	h := start(t, t.TempDir(), d, func(c *Config) { c.Models = []Model{rm} })

	js, _ := json.Marshal(map[string]any{"messages": msgs, "n": 8})
	resp, b := h.post(string(js))
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	task := decodeTask(t, b)
	if task.PromptText == nil || *task.PromptText != rendered || !slices.Equal(task.Prompt, ids) {
		t.Fatalf("prompt %v %q, want %v %q", task.Prompt, deref(task.PromptText), ids, rendered)
	}
	done := h.await(task.ID, "")
	want, _ := rm.Tokenizer.Decode(res.Tokens[:cut])
	if done.Result.Answer == nil || *done.Result.Answer != want || !done.Result.Finished {
		t.Fatalf("answer %q finished %v, want %q", deref(done.Result.Answer), done.Result.Finished, want)
	}
	if !slices.Equal(done.Result.Tokens, res.Tokens) {
		t.Fatalf("tokens %v, want all %d computed: %v", done.Result.Tokens, len(res.Tokens), res.Tokens)
	}

	resp, b = h.get("/v1/healthz")
	var health Health
	if err := json.Unmarshal(b, &health); err != nil || resp.StatusCode != 200 {
		t.Fatalf("healthz %d %s", resp.StatusCode, b)
	}
	if hm := health.Models[0]; !hm.Chat || hm.EndOfTurn == nil || *hm.EndOfTurn != eos {
		t.Fatalf("healthz model %+v", hm)
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// TestChatErrors: each malformed conversation is refused by name, and a
// model without a template refuses messages.
func TestChatErrors(t *testing.T) {
	m, mf, _ := textModel(t)
	rm, err := ModelFromDir(mf, chatModelDir(t, 7))
	if err != nil {
		t.Fatal(err)
	}
	d := localDispatcher(t)
	d.AddModel(m, mf)
	h := startText(t, t.TempDir(), nil) // the text model without a template
	hc := start(t, t.TempDir(), d, func(c *Config) { c.Models = []Model{rm} })
	for _, c := range []struct {
		h      *harness
		body   string
		status int
		code   string
		field  string
	}{
		{h, `{"messages":[{"role":"user","content":"hi"}],"n":2}`, 400, CodeNoChat, "messages"},
		{hc, `{"messages":[{"role":"user","content":"hi"}],"prompt":"hi","n":2}`, 400, CodeInvalidType, "messages"},
		{hc, `{"n":2}`, 400, CodeMissingField, "prompt"},
		{hc, `{"messages":"hi","n":2}`, 400, CodeInvalidType, "messages"},
		{hc, `{"messages":[{"role":"user"}],"n":2}`, 400, CodeInvalidType, "messages[0].content"},
		{hc, `{"messages":[{"role":"user","content":"x","name":"y"}],"n":2}`, 400, CodeInvalidType, "messages[0]"},
		{hc, `{"messages":[{"role":7,"content":"x"}],"n":2}`, 400, CodeInvalidType, "messages[0].role"},
		{hc, `{"messages":[{"role":"user","content":"\ud800"}],"n":2}`, 400, CodeInvalidText, "messages[0].content"},
		{hc, `{"messages":[],"n":2}`, 422, CodeInvalidMessages, "messages"},
		{hc, `{"messages":[{"role":"tool","content":"x"}],"n":2}`, 422, CodeInvalidMessages, "messages"},
		{hc, `{"messages":[{"role":"user","content":"x"},{"role":"assistant","content":"y"}],"n":2}`, 422, CodeInvalidMessages, "messages"},
		{hc, `{"messages":[{"role":"user","content":"x"}],"n":100000}`, 422, CodeContextOverflow, "n"},
	} {
		resp, b := c.h.post(c.body)
		var eb struct{ Error Error }
		json.Unmarshal(b, &eb)
		if resp.StatusCode != c.status || eb.Error.Code != c.code || eb.Error.Field != c.field {
			t.Errorf("%s: %d %s, want %d %s field %q", c.body, resp.StatusCode, b, c.status, c.code, c.field)
		}
	}
}

// TestChatTemplateRefused: a folder whose chat.json does not compile is a
// load error naming the file, not a model that fails on every request.
func TestChatTemplateRefused(t *testing.T) {
	_, mf, _ := textModel(t)
	dir := chatModelDir(t, 7)
	os.WriteFile(filepath.Join(dir, chat.File), []byte(`{"template":"{% for %}","bos":-1,"eos":7}`), 0o644)
	if _, err := ModelFromDir(mf, dir); !errors.Is(err, chat.ErrTemplate) {
		t.Fatalf("bad template: %v", err)
	}
	os.WriteFile(filepath.Join(dir, chat.File), []byte(fmt.Sprintf(`{"template":"x","bos":-1,"eos":%d}`, 1<<20)), 0o644)
	if _, err := ModelFromDir(mf, dir); !errors.Is(err, chat.ErrTemplate) {
		t.Fatalf("eos past the vocabulary: %v", err)
	}
}
