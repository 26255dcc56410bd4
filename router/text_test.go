package router

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// textDir is the tokenizer-pinned model (go generate ./inference/synth/textmodel).
const textDir = "../testdata/textmodel"

var textLoaded struct {
	once sync.Once
	m    *inference.Model
	mf   *inference.Manifest
	rm   Model
	err  error
}

func textModel(t testing.TB) (*inference.Model, *inference.Manifest, Model) {
	t.Helper()
	textLoaded.once.Do(func() {
		textLoaded.m, textLoaded.mf, textLoaded.err = inference.LoadDir(textDir)
		if textLoaded.err == nil {
			textLoaded.rm, textLoaded.err = ModelFromDir(textLoaded.mf, textDir)
		}
	})
	if textLoaded.err != nil {
		t.Fatal(textLoaded.err)
	}
	return textLoaded.m, textLoaded.mf, textLoaded.rm
}

// startText serves the text model (the default) and stories260K.
func startText(t *testing.T, dir string, tweak func(*Config)) *harness {
	t.Helper()
	m, mf, rm := textModel(t)
	d := localDispatcher(t)
	d.AddModel(m, mf)
	_, smf := testModel(t)
	return start(t, dir, d, func(c *Config) {
		c.Models = []Model{rm, ModelOf(smf)}
		if tweak != nil {
			tweak(c)
		}
	})
}

func decodeTask(t *testing.T, b []byte) Task {
	t.Helper()
	var task Task
	if err := json.Unmarshal(b, &task); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return task
}

// TestTextInTextOut: a text prompt is tokenized with the pinned tokenizer,
// stored with its ids, computed on the ids, and answered with the tokens
// decoded; it survives a restart, and the same ids sent as ids are the same
// task.
func TestTextInTextOut(t *testing.T) {
	dir := t.TempDir()
	h := startText(t, dir, nil)
	_, _, rm := textModel(t)
	text := "Once upon a time, naïve café — 東京 😀"
	ids := rm.Tokenizer.Encode(text)

	js, _ := json.Marshal(map[string]any{"prompt": text, "n": 9})
	resp, b := h.post(string(js))
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	task := decodeTask(t, b)
	if !slices.Equal(task.Prompt, ids) || task.PromptText == nil || *task.PromptText != text {
		t.Fatalf("accepted prompt %v %v, want the ids %v of %q", task.Prompt, task.PromptText, ids, text)
	}
	if task.InputHash != inference.InputHash(ids, 9) {
		t.Fatal("the input hash is not the ids'")
	}
	done := h.await(task.ID, "")
	m, mf, _ := textModel(t)
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := e.Generate(t.Context(), ids, 9, nil)
	if err != nil {
		t.Fatal(err)
	}
	if done.Status != StatusDone || !slices.Equal(done.Result.Tokens, res.Tokens) || *done.Result.Root != res.Root {
		t.Fatalf("result %+v, the engine gives %v", done.Result, res.Tokens)
	}
	wantText, err := rm.Tokenizer.Decode(res.Tokens)
	if err != nil {
		t.Fatal(err)
	}
	if done.Result.Text == nil || *done.Result.Text != wantText {
		t.Fatalf("result text %v, want %q", done.Result.Text, wantText)
	}

	// The same ids sent as ids: the dedup key is the ids', so the same task.
	js, _ = json.Marshal(map[string]any{"prompt": ids, "n": 9})
	resp, b = h.post(string(js))
	if resp.StatusCode != http.StatusOK || decodeTask(t, b).ID != task.ID {
		t.Fatalf("ids of the same text: %d %s", resp.StatusCode, b)
	}

	// Stored: both survive a restart.
	h.stop()
	h = startText(t, dir, nil)
	again := h.task(task.ID)
	if again.PromptText == nil || *again.PromptText != text || again.Result.Text == nil || *again.Result.Text != wantText {
		t.Fatalf("after a restart: %+v", again)
	}

	// healthz says which model takes text.
	resp, b = h.get("/v1/healthz")
	var health Health
	if err := json.Unmarshal(b, &health); err != nil || resp.StatusCode != 200 || len(health.Models) != 2 {
		t.Fatalf("healthz %d %s", resp.StatusCode, b)
	}
	if !health.Models[0].Text || health.Models[0].Tokenizer != mf.Tokenizer.String() || health.Models[1].Text || health.Models[1].Tokenizer != "" {
		t.Fatalf("healthz models %+v", health.Models)
	}
	if !strings.Contains(string(b), `"text":false`) {
		t.Fatalf("an ids-only model must say text false: %s", b)
	}
}

// TestIDsOnlyModelAnswersIDs: a model served by ModelOf (stories260K here) takes ids only, so its tasks
// carry no text, and text sent to it is refused by name.
func TestIDsOnlyModelAnswersIDs(t *testing.T) {
	h := startText(t, t.TempDir(), nil)
	_, smf := testModel(t)
	resp, b := h.post(`{"prompt":[1,2],"n":3,"model":"` + smf.Hash.String() + `"}`)
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	done := h.await(decodeTask(t, b).ID, "")
	checkResult(t, done)
	if done.PromptText != nil || done.Result.Text != nil {
		t.Fatalf("an ids-only model's task has text: %+v", done)
	}
	resp, b = h.post(`{"prompt":"hello","n":3,"model":"` + smf.Hash.String() + `"}`)
	checkError(t, resp, b, http.StatusBadRequest, CodeNoTokenizer, "prompt")
	if !strings.Contains(string(b), "stories260K") {
		t.Fatalf("the error should name the model: %s", b)
	}
}

func TestTextErrors(t *testing.T) {
	h := startText(t, t.TempDir(), func(c *Config) { c.MaxPrompt = 40 })
	_, mf, rm := textModel(t)
	long := strings.Repeat("ab cd ", 30) // about 60 tokens > 40
	if n := len(rm.Tokenizer.Encode(long)); n <= 40 {
		t.Fatalf("the long text is only %d tokens", n)
	}
	ctx := strings.Repeat("x", 40) // one token per x or so, then n overflows the 128-token context
	cases := []struct {
		name, body  string
		status      int
		code, field string
	}{
		{"invalid UTF-8", "{\"prompt\":\"caf\xe9\",\"n\":1}", 400, CodeInvalidText, "prompt"},
		{"lone high surrogate", `{"prompt":"a\ud800b","n":1}`, 400, CodeInvalidText, "prompt"},
		{"lone low surrogate", `{"prompt":"\udc00","n":1}`, 400, CodeInvalidText, "prompt"},
		{"reversed pair", `{"prompt":"\udc00\ud800","n":1}`, 400, CodeInvalidText, "prompt"},
		{"high surrogate at the end", `{"prompt":"x\ud83d","n":1}`, 400, CodeInvalidText, "prompt"},
		{"empty text", `{"prompt":"","n":1}`, 422, CodeEmptyPrompt, "prompt"},
		{"too long after tokenization", `{"prompt":"` + long + `","n":1}`, 422, CodePromptTooLong, "prompt"},
		{"past the context after tokenization", `{"prompt":"` + ctx + `","n":120}`, 422, CodeContextOverflow, "n"},
		{"text for an ids-only model", `{"prompt":"hi","n":1,"model":"` + loaded.mf.Hash.String() + `"}`, 400, CodeNoTokenizer, "prompt"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, b := h.post(c.body)
			checkError(t, resp, b, c.status, c.code, c.field)
			if c.code == CodePromptTooLong && !strings.Contains(string(b), "after tokenization") {
				t.Fatalf("the message should say the count is after tokenization: %s", b)
			}
		})
	}
	// Nothing refused was stored.
	if open, err := h.store.Unfinished(); err != nil || len(open) != 0 || h.r.Completed() != 0 {
		t.Fatalf("refused requests left tasks: %d unfinished (%v), %d completed", len(open), err, h.r.Completed())
	}
	// A surrogate pair escaped properly is text.
	resp, b := h.post(`{"prompt":"smile \ud83d\ude00","n":1,"model":"` + mf.Hash.String() + `"}`)
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("%d %s", resp.StatusCode, b)
	}
	if task := decodeTask(t, b); *task.PromptText != "smile 😀" {
		t.Fatalf("text %q", *task.PromptText)
	}
}

func TestModelFromDir(t *testing.T) {
	_, mf, _ := textModel(t)
	tok, err := os.ReadFile(filepath.Join(textDir, inference.TokenizerFile))
	if err != nil {
		t.Fatal(err)
	}
	// No tokenizer pinned: ids only, whatever the folder holds.
	_, rmf, err := inference.LoadDir("../testdata/manifests/rand-odd40")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := ModelFromDir(rmf, textDir); err != nil || m.Tokenizer != nil {
		t.Fatalf("rand-odd40: %v %v", m.Tokenizer, err)
	}
	// The pinned file missing.
	if _, err := ModelFromDir(mf, t.TempDir()); !errors.Is(err, ErrTokenizerMissing) {
		t.Fatalf("missing: %v", err)
	}
	// Another file than the pinned one.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), append(tok, ' '), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ModelFromDir(mf, dir); !errors.Is(err, inference.ErrManifestMismatch) {
		t.Fatalf("changed file: %v", err)
	}
	// The pinned bytes, but not a tokenizer: named by the tokenizer package.
	bad := []byte(`{"model": {"type": "WordPiece"}}`)
	pinned := *mf
	pinned.Tokenizer = inference.Keccak256(bad)
	if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ModelFromDir(&pinned, dir); !errors.Is(err, tokenizer.ErrUnsupported) && !errors.Is(err, tokenizer.ErrInvalid) {
		t.Fatalf("not a tokenizer: %v", err)
	}
}
