package router

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"unicode/utf8"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// Text in, text out. A model whose manifest pins a tokenizer (the keccak256
// of a tokenizer.json) takes its prompt as text as well as token ids: the
// router tokenizes it with inference/tokenizer (equal to Hugging Face's),
// stores both, and decodes every result's tokens into Result.Text. Operators
// and the chain only ever see ids. A model without a tokenizer takes ids only
// and answers text with CodeNoTokenizer. A model with a chat template
// (chat.json beside its tokenizer) also takes a conversation, "messages",
// which the router renders into prompt text; each result then carries the
// reply, its tokens up to the end-of-turn token, decoded as Result.Answer.

// ErrTokenizerMissing: the manifest pins a tokenizer, and its folder lacks
// tokenizer.json.
var ErrTokenizerMissing = errors.New("the manifest pins a tokenizer its folder does not hold")

// ModelFromDir describes a manifest loaded from dir, with the tokenizer it
// pins read from dir/tokenizer.json (inference.TokenizerFile) and checked against the pin (a file that
// hashes otherwise wraps inference.ErrManifestMismatch). A manifest that pins
// none gives ModelOf(mf).
func ModelFromDir(mf *inference.Manifest, dir string) (Model, error) {
	m := ModelOf(mf)
	if mf.Tokenizer == (inference.Hash{}) {
		return m, nil
	}
	path := filepath.Join(dir, inference.TokenizerFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return Model{}, fmt.Errorf("router: model %s: %w: %s (pinned %s)", mf.Hash, ErrTokenizerMissing, path, mf.Tokenizer)
	}
	if err != nil {
		return Model{}, fmt.Errorf("router: model %s: %w", mf.Hash, err)
	}
	if h := inference.Keccak256(data); h != mf.Tokenizer {
		return Model{}, fmt.Errorf("router: model %s: %w: %s hashes to %s, the manifest pins %s", mf.Hash, inference.ErrManifestMismatch, path, h, mf.Tokenizer)
	}
	tok, err := tokenizer.Load(bytes.NewReader(data))
	if err != nil {
		return Model{}, fmt.Errorf("router: model %s: %s: %w", mf.Hash, path, err)
	}
	m.Tokenizer, m.TokenizerHash = tok, mf.Tokenizer
	spec, ok, err := chat.ReadSpec(dir)
	if err != nil {
		return Model{}, fmt.Errorf("router: model %s: %w", mf.Hash, err)
	}
	if ok {
		piece := func(id int) (string, error) { return tok.Decode([]int{id}) }
		if m.Chat, err = chat.Load(spec, piece); err != nil {
			return Model{}, fmt.Errorf("router: model %s: %s: %w", mf.Hash, filepath.Join(dir, chat.File), err)
		}
	}
	return m, nil
}

// PromptIDs returns the token ids of a request for model m, checked by
// Validate, and the text they were made from: its ids (text nil), its text
// tokenized with m's tokenizer, or its messages rendered by m's chat
// template and tokenized. Text for a model without a tokenizer is
// CodeNoTokenizer (400), messages for one without a chat template
// CodeNoChat (400); tokens that do not fit are reported as Validate
// reports ids, saying the count is after tokenization. The slice is the
// caller's.
func PromptIDs(m Model, lim Limits, req *Request) ([]int, *string, *Error) {
	if req.Messages != nil {
		if m.Chat == nil {
			return nil, nil, apiErr(http.StatusBadRequest, CodeNoChat, "messages",
				"model %s has no chat template: send prompt", modelName(m))
		}
		text, err := m.Chat.Render(req.Messages)
		if err != nil {
			return nil, nil, apiErr(http.StatusUnprocessableEntity, CodeInvalidMessages, "messages", "%v", err)
		}
		ids, e := textIDs(m, lim, text, req.N, m.Tokenizer.Encode) // the template writes the special tokens
		return ids, &text, e
	}
	if req.Text == nil {
		if e := Validate(m.Config, lim, req.Prompt, req.N); e != nil {
			return nil, nil, e
		}
		return append([]int(nil), req.Prompt...), nil, nil
	}
	ids, e := textIDs(m, lim, *req.Text, req.N, m.Tokenizer.EncodeSpecial)
	return ids, req.Text, e
}

func modelName(m Model) string {
	if m.Name != "" {
		return m.Name
	}
	return m.Hash.String()
}

// textIDs tokenizes prompt text for m with encode and validates the ids.
// Plain text is encoded as Hugging Face's encode does by default, with the
// tokenizer's special tokens (a llama2.c vocabulary's BOS); a chat prompt
// without, its template having written them.
func textIDs(m Model, lim Limits, text string, n int, encode func(string) []int) ([]int, *Error) {
	if m.Tokenizer == nil {
		return nil, apiErr(http.StatusBadRequest, CodeNoTokenizer, "prompt",
			"model %s pins no tokenizer: send prompt as an array of token ids", modelName(m))
	}
	if text == "" {
		return nil, apiErr(http.StatusUnprocessableEntity, CodeEmptyPrompt, "prompt", "the prompt text is empty")
	}
	ids := encode(text)
	if len(ids) == 0 { // text the normalizer empties
		return nil, apiErr(http.StatusUnprocessableEntity, CodeEmptyPrompt, "prompt", "the prompt text has no tokens")
	}
	if e := Validate(m.Config, lim, ids, n); e != nil {
		e.Message = fmt.Sprintf("after tokenization (%d tokens): %s", len(ids), e.Message)
		return nil, e
	}
	return ids, nil
}

func healthModel(m Model) HealthModel {
	h := HealthModel{Hash: m.Hash.String(), Name: m.Name, Vocab: m.Config.Vocab, SeqLen: m.Config.SeqLen}
	if m.Tokenizer != nil {
		h.Text, h.Tokenizer = true, m.TokenizerHash.String()
	}
	if m.Chat != nil {
		eot := m.Chat.EOS
		h.Chat, h.EndOfTurn = true, &eot
	}
	return h
}

// decodeResult sets t.Result.Text from its tokens when t's model pins a
// tokenizer. It runs on every stored change, so the text is stored and
// streamed with the tokens it decodes.
func (r *Router) decodeResult(t *Task) {
	m := r.models[t.Model]
	if m.Tokenizer == nil || t.Result == nil {
		return
	}
	t.Result.Answer, t.Result.Finished = nil, false
	if t.Result.Tokens == nil {
		t.Result.Text = nil
		return
	}
	if m.Chat != nil {
		reply, done := m.Chat.Answer(t.Result.Tokens)
		if text, err := m.Tokenizer.Decode(reply); err == nil {
			t.Result.Answer, t.Result.Finished = &text, done
		}
	}
	text, err := m.Tokenizer.Decode(t.Result.Tokens)
	if err != nil { // an id past the tokenizer: the task keeps its ids only
		r.log.Warn("decode result", "id", t.ID, "err", err)
		t.Result.Text = nil
		return
	}
	t.Result.Text = &text
}

// parseText decodes a JSON string (raw is its syntactically valid encoding)
// that must be text: valid UTF-8, and no \u escape of a lone surrogate, both
// of which encoding/json would silently turn into U+FFFD, so the router would
// compute on text the client did not send.
func parseText(raw json.RawMessage) (string, *Error) {
	if !utf8.Valid(raw) {
		off := 0
		for off < len(raw) {
			r, size := utf8.DecodeRune(raw[off:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			off += size
		}
		return "", apiErr(http.StatusBadRequest, CodeInvalidText, "prompt", "the prompt text is not valid UTF-8 (byte %d of its JSON string)", off)
	}
	for i := 0; i+1 < len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		if raw[i+1] != 'u' {
			i++ // \" \\ and the others: skip the escaped character
			continue
		}
		c := hex4(raw[i+2:])
		switch {
		case c >= 0xD800 && c <= 0xDBFF:
			if lo := raw[i+6:]; len(lo) >= 6 && lo[0] == '\\' && lo[1] == 'u' {
				if d := hex4(lo[2:]); d >= 0xDC00 && d <= 0xDFFF {
					i += 11
					continue
				}
			}
			fallthrough
		case c >= 0xDC00 && c <= 0xDFFF:
			return "", apiErr(http.StatusBadRequest, CodeInvalidText, "prompt", "the prompt text has an unpaired surrogate escape \\u%04x", c)
		}
		i += 5
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", apiErr(http.StatusBadRequest, CodeInvalidType, "prompt", "prompt must be an array of integers or a string")
	}
	return s, nil
}

// hex4 reads the four hex digits of a \u escape (validated JSON: present).
func hex4(b []byte) rune {
	var v rune
	for _, c := range b[:4] {
		v <<= 4
		switch {
		case '0' <= c && c <= '9':
			v |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			v |= rune(c-'a') + 10
		case 'A' <= c && c <= 'F':
			v |= rune(c-'A') + 10
		}
	}
	return v
}
