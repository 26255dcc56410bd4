// Package chat turns a conversation into a prompt the way the model was
// trained to read one: the model's own chat template (a Jinja template, as
// GGUF files and Hugging Face tokenizer configs carry it), rendered with
// add_generation_prompt, and the end-of-turn token that ends its answer.
//
// The template is presentation, not consensus: what operators run and sign
// is the prompt's token ids, which the router stores and returns with the
// text they were made from, so a client can check them itself.
package chat

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"unicode/utf8"

	"github.com/ardanlabs/jinja"
)

// File is chat.json, written beside a model's tokenizer.json by `deepcall
// export` when the source carries a chat template.
const File = "chat.json"

// Spec is chat.json's content.
type Spec struct {
	Template string `json:"template"` // Jinja source
	BOS      int    `json:"bos"`      // token id, −1 for none
	EOS      int    `json:"eos"`      // the end-of-turn id the answer stops at
}

// Limits on a conversation: enough for a chat box, small enough that a
// request cannot make the template engine do unbounded work.
const (
	MaxMessages     = 64
	MaxContentBytes = 32 << 10
)

// Errors callers branch on.
var (
	// ErrInvalid: the conversation is not one the template can render
	// (unknown role, empty, too long, last turn not the user's).
	ErrInvalid = errors.New("invalid conversation")
	// ErrTemplate: chat.json or its template is unusable.
	ErrTemplate = errors.New("invalid chat template")
)

// Message is one turn.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Roles a conversation may use.
var Roles = []string{"system", "user", "assistant"}

// Template is a compiled chat template; safe for concurrent use.
type Template struct {
	tmpl     *jinja.Template
	bos, eos string // the special tokens' text, for templates that name them
	EOS      int
}

// Load compiles spec; piece gives a token id's text (the tokenizer's decode
// of that one id), for the bos_token and eos_token variables.
func Load(spec Spec, piece func(id int) (string, error)) (*Template, error) {
	if spec.Template == "" {
		return nil, fmt.Errorf("%w: empty template", ErrTemplate)
	}
	if spec.EOS < 0 {
		return nil, fmt.Errorf("%w: no end-of-turn token", ErrTemplate)
	}
	t, err := jinja.Compile(spec.Template)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrTemplate, err)
	}
	c := &Template{tmpl: t, EOS: spec.EOS}
	if c.eos, err = piece(spec.EOS); err != nil {
		return nil, fmt.Errorf("%w: eos %d: %w", ErrTemplate, spec.EOS, err)
	}
	if spec.BOS >= 0 {
		if c.bos, err = piece(spec.BOS); err != nil {
			return nil, fmt.Errorf("%w: bos %d: %w", ErrTemplate, spec.BOS, err)
		}
	}
	return c, nil
}

// ReadSpec reads dir/chat.json; ok is false when the folder has none.
func ReadSpec(dir string) (spec Spec, ok bool, err error) {
	data, err := os.ReadFile(filepath.Join(dir, File))
	if errors.Is(err, os.ErrNotExist) {
		return Spec{}, false, nil
	}
	if err != nil {
		return Spec{}, false, fmt.Errorf("chat: %w", err)
	}
	if err := json.Unmarshal(data, &spec); err != nil {
		return Spec{}, false, fmt.Errorf("%w: %s: %w", ErrTemplate, filepath.Join(dir, File), err)
	}
	return spec, true, nil
}

// Check reports why msgs cannot be rendered, or nil.
func Check(msgs []Message) error {
	if len(msgs) == 0 {
		return fmt.Errorf("%w: no messages", ErrInvalid)
	}
	if len(msgs) > MaxMessages {
		return fmt.Errorf("%w: %d messages, at most %d", ErrInvalid, len(msgs), MaxMessages)
	}
	for i, m := range msgs {
		if !slices.Contains(Roles, m.Role) {
			return fmt.Errorf("%w: messages[%d].role %q is none of %v", ErrInvalid, i, m.Role, Roles)
		}
		if len(m.Content) > MaxContentBytes {
			return fmt.Errorf("%w: messages[%d].content is %d bytes, at most %d", ErrInvalid, i, len(m.Content), MaxContentBytes)
		}
		if !utf8.ValidString(m.Content) {
			return fmt.Errorf("%w: messages[%d].content is not UTF-8", ErrInvalid, i)
		}
	}
	if last := msgs[len(msgs)-1]; last.Role != "user" {
		return fmt.Errorf("%w: the last message is the %s's; the model answers a user", ErrInvalid, last.Role)
	}
	return nil
}

// Render is the prompt text for msgs, ending where the assistant's answer
// begins (add_generation_prompt).
func (t *Template) Render(msgs []Message) (string, error) {
	if err := Check(msgs); err != nil {
		return "", err
	}
	list := make([]any, len(msgs))
	for i, m := range msgs {
		list[i] = map[string]any{"role": m.Role, "content": m.Content}
	}
	out, err := t.tmpl.Render(map[string]any{
		"messages":              list,
		"add_generation_prompt": true,
		"bos_token":             t.bos,
		"eos_token":             t.eos,
	})
	if err != nil {
		// raise_exception in a template is how it refuses a conversation.
		return "", fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return out, nil
}

// Answer is tokens up to (not including) the first end-of-turn token, and
// whether the turn ended within them.
func (t *Template) Answer(tokens []int) ([]int, bool) {
	if i := slices.Index(tokens, t.EOS); i >= 0 {
		return tokens[:i], true
	}
	return tokens, false
}
