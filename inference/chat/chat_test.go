package chat

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// smolTemplate is SmolLM2-135M-Instruct's template as its GGUF file carries it.
const smolTemplate = "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' }}{% endif %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"

var pieces = map[int]string{1: "<|im_start|>", 2: "<|im_end|>"}

func piece(id int) (string, error) {
	if p, ok := pieces[id]; ok {
		return p, nil
	}
	return "", fmt.Errorf("no token %d", id)
}

func smol(t *testing.T) *Template {
	t.Helper()
	c, err := Load(Spec{Template: smolTemplate, BOS: 1, EOS: 2}, piece)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRenderChatML(t *testing.T) {
	c := smol(t)
	got, err := c.Render([]Message{{Role: "user", Content: "What is the capital of France?"}})
	if err != nil {
		t.Fatal(err)
	}
	want := "<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n" +
		"<|im_start|>user\nWhat is the capital of France?<|im_end|>\n<|im_start|>assistant\n"
	if got != want {
		t.Errorf("rendered\n%q\nwant\n%q", got, want)
	}
	// A system message of the user's own replaces the default one.
	got, err = c.Render([]Message{{Role: "system", Content: "Be brief."}, {Role: "user", Content: "Hi"}})
	if err != nil {
		t.Fatal(err)
	}
	if want := "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"; got != want {
		t.Errorf("with a system message: %q, want %q", got, want)
	}
}

func TestBOSAndEOSVariables(t *testing.T) {
	c, err := Load(Spec{Template: "{{ bos_token }}{% for m in messages %}{{ m.content }}{{ eos_token }}{% endfor %}", BOS: 1, EOS: 2}, piece)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Render([]Message{{Role: "user", Content: "x"}})
	if err != nil || got != "<|im_start|>x<|im_end|>" {
		t.Errorf("got %q, %v", got, err)
	}
}

func TestCheckRefuses(t *testing.T) {
	c := smol(t)
	long := strings.Repeat("a", MaxContentBytes+1)
	many := make([]Message, MaxMessages+1)
	for i := range many {
		many[i] = Message{Role: "user", Content: "x"}
	}
	for name, msgs := range map[string][]Message{
		"empty":         nil,
		"unknown role":  {{Role: "tool", Content: "x"}},
		"last not user": {{Role: "user", Content: "x"}, {Role: "assistant", Content: "y"}},
		"too long":      {{Role: "user", Content: long}},
		"too many":      many,
		"not utf-8":     {{Role: "user", Content: "\xff"}},
	} {
		if _, err := c.Render(msgs); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
}

func TestLoadRefuses(t *testing.T) {
	for name, spec := range map[string]Spec{
		"empty":       {EOS: 2},
		"no eos":      {Template: "x", EOS: -1},
		"unknown eos": {Template: "x", EOS: 7},
		"syntax":      {Template: "{% for %}", EOS: 2},
	} {
		if _, err := Load(spec, piece); !errors.Is(err, ErrTemplate) {
			t.Errorf("%s: %v, want ErrTemplate", name, err)
		}
	}
}

func TestRaiseExceptionIsInvalid(t *testing.T) {
	c, err := Load(Spec{Template: "{% if messages[0].role == 'system' %}{{ raise_exception('no system') }}{% endif %}ok", BOS: -1, EOS: 2}, piece)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Render([]Message{{Role: "system", Content: "s"}, {Role: "user", Content: "u"}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("raise_exception: %v, want ErrInvalid", err)
	}
}

func TestAnswerStopsAtEndOfTurn(t *testing.T) {
	c := smol(t)
	if a, done := c.Answer([]int{5, 6, 2, 7}); len(a) != 2 || !done {
		t.Errorf("answer %v %v", a, done)
	}
	if a, done := c.Answer([]int{5, 6}); len(a) != 2 || done {
		t.Errorf("unfinished answer %v %v", a, done)
	}
}

func TestReadSpec(t *testing.T) {
	dir := t.TempDir()
	if _, ok, err := ReadSpec(dir); ok || err != nil {
		t.Fatalf("no file: %v %v", ok, err)
	}
	os.WriteFile(filepath.Join(dir, File), []byte(`{"template":"x","bos":1,"eos":2}`), 0o644)
	s, ok, err := ReadSpec(dir)
	if !ok || err != nil || s.Template != "x" || s.EOS != 2 {
		t.Fatalf("%+v %v %v", s, ok, err)
	}
	os.WriteFile(filepath.Join(dir, File), []byte(`{`), 0o644)
	if _, _, err := ReadSpec(dir); !errors.Is(err, ErrTemplate) {
		t.Errorf("bad json: %v", err)
	}
}

func FuzzRender(f *testing.F) {
	f.Add("user", "What is the capital of France?", "system", "Be brief.")
	f.Add("assistant", "{{ x }}", "user", "{% raw %}")
	c, err := Load(Spec{Template: smolTemplate, BOS: 1, EOS: 2}, piece)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, r1, c1, r2, c2 string) {
		out, err := c.Render([]Message{{Role: r1, Content: c1}, {Role: r2, Content: c2}})
		if err == nil && !strings.Contains(out, c2) {
			t.Errorf("rendered %q lacks the last message", out)
		}
	})
}
