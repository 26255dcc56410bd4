package router

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
)

// Status is where a task stands (api.Status).
type Status = api.Status

// The statuses, in the order a task moves through them. done, landed and
// failed are final.
const (
	StatusQueued    = api.StatusQueued    // accepted and stored, waiting for a worker
	StatusExecuting = api.StatusExecuting // handed to the dispatcher
	StatusSigned    = api.StatusSigned    // k of n operators have signed (Signatures)
	StatusSubmitted = api.StatusSubmitted // the aggregate is in a transaction (Result.Tx)
	StatusLanded    = api.StatusLanded    // the transaction is mined
	StatusDone      = api.StatusDone      // computed without a chain (the in-process dispatcher)
	StatusFailed    = api.StatusFailed    // see Task.Error
)

// Task is one accepted request and everything known about it. It is what the
// store keeps; the API returns it as an api.Task (API).
type Task struct {
	ID         string         `json:"id"`
	Status     Status         `json:"status"`
	Model      inference.Hash `json:"model"`
	InputHash  inference.Hash `json:"input_hash"`
	Prompt     []int          `json:"prompt"`
	N          int            `json:"n"`
	Created    time.Time      `json:"created_at"`
	Updated    time.Time      `json:"updated_at"`
	Expires    time.Time      `json:"expires_at"` // an unfinished task fails here
	Version    int64          `json:"version"`    // bumped by every stored change
	Attempts   int            `json:"attempts"`   // times handed to a dispatcher
	Signatures *Signatures    `json:"signatures,omitempty"`
	Result     *Result        `json:"result,omitempty"`
	Error      *Error         `json:"error,omitempty"`

	// PromptText is the text the task was submitted as, when it came as text
	// (its model pins a tokenizer); Prompt holds its token ids, which are what
	// is computed, hashed and signed.
	PromptText *string `json:"prompt_text,omitempty"`
}

// Signatures counts operator signatures: Signed of Quorum.
type Signatures = api.Signatures

// Result is what execution produced, filled in as it becomes known.
type Result struct {
	Tokens []int `json:"tokens,omitempty"`
	// Root is the last checkpoint link. The result slot holds
	// protocol.ResultValue(root, tokens) = keccak256(root ‖ tokens), not the root.
	Root    *inference.Hash `json:"root,omitempty"`
	Steps   int             `json:"steps,omitempty"` // checkpoint links: len(prompt)+n−1
	Ops     int64           `json:"ops,omitempty"`
	Backend string          `json:"backend,omitempty"`
	Tx      *inference.Hash `json:"tx,omitempty"` // the verifyAndUpdate transaction
	// Landing is the consumer calldata that lands the quorum-signed answer
	// (from the aggregator once signed): anyone may send it to the consumer.
	Landing hexutil.Bytes `json:"landing,omitempty"`
	Block   uint64        `json:"block,omitempty"` // where it landed
	// Checkpoints are the Steps links, the last equal to Root; absent when
	// the executor did not hand over a list that chains to Root.
	Checkpoints []inference.Hash `json:"checkpoints,omitempty"`
	// Text is Tokens decoded by the model's pinned tokenizer; absent for
	// models without one.
	Text *string `json:"text,omitempty"`
	// Answer is, for a chat model, the tokens up to its end-of-turn token
	// decoded: the assistant's reply (all of Text when the turn did not end
	// within n tokens, Finished false).
	Answer   *string `json:"answer,omitempty"`
	Finished bool    `json:"finished,omitempty"`
	// Assignment is the task's drawn committee and its members' signed
	// acceptances (CommitteeDispatcher); absent without a draw.
	Assignment *economy.Assignment `json:"assignment,omitempty"`
}

func (t *Task) clone() Task {
	c := *t
	c.Prompt = append([]int(nil), t.Prompt...)
	if t.Signatures != nil {
		s := *t.Signatures
		c.Signatures = &s
	}
	if t.Result != nil {
		r := *t.Result
		r.Tokens = append([]int(nil), t.Result.Tokens...)
		r.Checkpoints = slices.Clone(t.Result.Checkpoints)
		r.Landing = slices.Clone(t.Result.Landing)
		r.Assignment = t.Result.Assignment.Clone()
		c.Result = &r
	}
	if t.Error != nil {
		e := *t.Error
		c.Error = &e
	}
	return c
}

// DedupKey identifies a request independently of who sent it: the manifest
// hash followed by inference.InputHash(prompt, n).
type DedupKey [64]byte

func dedupKey(model, input inference.Hash) DedupKey {
	var k DedupKey
	copy(k[:32], model[:])
	copy(k[32:], input[:])
	return k
}

// Request is a parsed POST /v1/tasks body. Model is nil when the client left
// it to the router. A prompt sent as text has Text set and Prompt nil; the
// router tokenizes it with the model's tokenizer (PromptIDs).
type Request struct {
	Prompt []int
	Text   *string
	// Messages is a conversation for a chat model, sent instead of a
	// prompt: the router renders it with the model's chat template into
	// prompt text.
	Messages []chat.Message
	N        int
	Model    *inference.Hash
}

// DecodeTask parses a POST /v1/tasks body strictly: one JSON object with
// "prompt" (an array of integers, or a string of text) and "n" (an integer),
// optionally "model" (a 0x-prefixed 32-byte hash), nothing else. Text must be
// valid UTF-8 without unpaired surrogate escapes (CodeInvalidText). It checks
// syntax and types only; PromptIDs and Validate check the values against a
// model. Integers are read in full
// (no float rounding); one that does not fit 64 bits is reported as out of
// range for its field, not as a type error.
func DecodeTask(body []byte) (*Request, *Error) {
	var raw struct {
		Prompt   json.RawMessage `json:"prompt"`
		Messages json.RawMessage `json:"messages"`
		N        json.RawMessage `json:"n"`
		Model    json.RawMessage `json:"model"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return nil, jsonError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, apiErr(http.StatusBadRequest, CodeMalformedJSON, "", "the body must hold exactly one JSON object")
	}
	hasPrompt, hasMessages := raw.Prompt != nil && !isNull(raw.Prompt), raw.Messages != nil && !isNull(raw.Messages)
	if hasPrompt == hasMessages {
		if hasPrompt {
			return nil, apiErr(http.StatusBadRequest, CodeInvalidType, "messages", "send prompt or messages, not both")
		}
		return nil, apiErr(http.StatusBadRequest, CodeMissingField, "prompt", "prompt (an array of token ids, or text) or messages (a conversation) is required")
	}
	if raw.N == nil || isNull(raw.N) {
		return nil, apiErr(http.StatusBadRequest, CodeMissingField, "n", "n (the number of tokens to generate) is required")
	}
	req := &Request{}
	var elems []json.RawMessage
	if hasMessages {
		msgs, e := parseMessages(raw.Messages)
		if e != nil {
			return nil, e
		}
		req.Messages = msgs
	} else if raw.Prompt[0] == '"' {
		text, e := parseText(raw.Prompt)
		if e != nil {
			return nil, e
		}
		req.Text = &text
	} else if raw.Prompt[0] != '[' || json.Unmarshal(raw.Prompt, &elems) != nil {
		return nil, apiErr(http.StatusBadRequest, CodeInvalidType, "prompt", "prompt must be an array of integers or a string")
	}
	if req.Text == nil && req.Messages == nil {
		req.Prompt = make([]int, len(elems))
	}
	for i, e := range elems {
		field := "prompt[" + strconv.Itoa(i) + "]"
		v, perr := parseInt(e, field)
		if perr != nil {
			if perr.Code == CodeContextOverflow { // out of int64 range
				perr.Code, perr.Status = CodeTokenOutOfRange, http.StatusUnprocessableEntity
				perr.Message = fmt.Sprintf("token id %s is outside the vocabulary", e)
			}
			return nil, perr
		}
		req.Prompt[i] = v
	}
	n, perr := parseInt(raw.N, "n")
	if perr != nil {
		if perr.Code == CodeContextOverflow && raw.N[0] == '-' {
			perr.Code, perr.Message = CodeInvalidCount, "n must be at least 1"
		}
		return nil, perr
	}
	req.N = n
	if raw.Model != nil && !isNull(raw.Model) {
		var s string
		if raw.Model[0] != '"' || json.Unmarshal(raw.Model, &s) != nil {
			return nil, apiErr(http.StatusBadRequest, CodeInvalidType, "model", "model must be a string")
		}
		h, err := parseHash(s)
		if err != nil {
			return nil, apiErr(http.StatusBadRequest, CodeInvalidModel, "model", "model must be a manifest hash: 0x and 64 hex digits")
		}
		req.Model = &h
	}
	return req, nil
}

func isNull(m json.RawMessage) bool { return string(m) == "null" }

// parseInt reads one JSON value that must be an integer in plain notation.
// A well-formed integer beyond int64 comes back as CodeContextOverflow with
// status 422, so that callers can map "too large" to their own code.
func parseInt(m json.RawMessage, field string) (int, *Error) {
	s := string(m)
	if s == "" || (s[0] != '-' && (s[0] < '0' || s[0] > '9')) {
		return 0, apiErr(http.StatusBadRequest, CodeInvalidType, field, "%s must be an integer", field)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
			return 0, apiErr(http.StatusUnprocessableEntity, CodeContextOverflow, field, "%s = %s is far too large", field, s)
		}
		return 0, apiErr(http.StatusBadRequest, CodeInvalidType, field, "%s must be an integer, got %s", field, s)
	}
	if int64(int(v)) != v { // 32-bit platforms
		return 0, apiErr(http.StatusUnprocessableEntity, CodeContextOverflow, field, "%s = %s is far too large", field, s)
	}
	return int(v), nil
}

func parseHash(s string) (inference.Hash, error) {
	var h inference.Hash
	if len(s) != 66 || s[:2] != "0x" {
		return h, errors.New("bad hash")
	}
	err := h.UnmarshalText([]byte(s))
	return h, err
}

// jsonError turns an encoding/json error into the API's shape.
func jsonError(err error) *Error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return apiErr(http.StatusBadRequest, CodeMalformedJSON, "", "malformed JSON at byte %d: %v", se.Offset, se)
	case errors.As(err, &te):
		if te.Field == "" {
			return apiErr(http.StatusBadRequest, CodeInvalidType, "", "the body must be a JSON object, not %s", te.Value)
		}
		return apiErr(http.StatusBadRequest, CodeInvalidType, te.Field, "%s has the wrong type (%s)", te.Field, te.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return apiErr(http.StatusBadRequest, CodeMalformedJSON, "", "the body is empty or truncated")
	}
	// DisallowUnknownFields: `json: unknown field "x"`.
	const prefix = `json: unknown field "`
	if msg := err.Error(); len(msg) > len(prefix) && msg[:len(prefix)] == prefix {
		name := msg[len(prefix) : len(msg)-1]
		return apiErr(http.StatusBadRequest, CodeUnknownField, name, "unknown field %q: the body takes prompt, n and model", name)
	}
	return apiErr(http.StatusBadRequest, CodeMalformedJSON, "", "malformed JSON: %v", err)
}

// Limits bound what one request may ask of a model beyond the model's own
// context.
type Limits struct {
	MaxPrompt int // prompt tokens; 0 means the model's seq_len
}

// Validate checks a request against a model's config: every id in the
// vocabulary, n ≥ 1, the prompt within the limit and prompt+n−1 within the
// context. It reports the first problem with the field it concerns.
func Validate(c inference.Config, lim Limits, prompt []int, n int) *Error {
	if len(prompt) == 0 {
		return apiErr(http.StatusUnprocessableEntity, CodeEmptyPrompt, "prompt", "the prompt needs at least one token id")
	}
	maxPrompt := c.SeqLen
	if lim.MaxPrompt > 0 {
		maxPrompt = min(maxPrompt, lim.MaxPrompt)
	}
	if len(prompt) > maxPrompt {
		return apiErr(http.StatusUnprocessableEntity, CodePromptTooLong, "prompt", "the prompt has %d tokens, the limit is %d", len(prompt), maxPrompt)
	}
	for i, t := range prompt {
		if t < 0 || t >= c.Vocab {
			return apiErr(http.StatusUnprocessableEntity, CodeTokenOutOfRange, "prompt["+strconv.Itoa(i)+"]",
				"token id %d is outside the vocabulary [0, %d)", t, c.Vocab)
		}
	}
	if n < 1 {
		return apiErr(http.StatusUnprocessableEntity, CodeInvalidCount, "n", "n must be at least 1, got %d", n)
	}
	// n is checked alone first: with a huge n the sum below would wrap.
	if steps := int64(len(prompt)) + int64(n) - 1; n > c.SeqLen || steps > int64(c.SeqLen) {
		return apiErr(http.StatusUnprocessableEntity, CodeContextOverflow, "n",
			"%d prompt tokens + %d generated need %d positions, the context is %d", len(prompt), n, steps, c.SeqLen)
	}
	// The engine's own check must agree: it is what operators run.
	if err := inference.CheckRequest(c, prompt, n); err != nil {
		return apiErr(http.StatusUnprocessableEntity, CodeInvalidCount, "", "%v", err)
	}
	return nil
}

// parseMessages reads "messages": an array of {"role", "content"} string
// pairs, nothing else in them. Roles and lengths are checked against the
// chat rules by PromptIDs (chat.Check).
func parseMessages(raw json.RawMessage) ([]chat.Message, *Error) {
	var elems []json.RawMessage
	if raw[0] != '[' || json.Unmarshal(raw, &elems) != nil {
		return nil, apiErr(http.StatusBadRequest, CodeInvalidType, "messages", "messages must be an array of {role, content} objects")
	}
	msgs := make([]chat.Message, len(elems))
	for i, e := range elems {
		field := "messages[" + strconv.Itoa(i) + "]"
		var m struct {
			Role    json.RawMessage `json:"role"`
			Content json.RawMessage `json:"content"`
		}
		dec := json.NewDecoder(bytes.NewReader(e))
		dec.DisallowUnknownFields()
		if e[0] != '{' || dec.Decode(&m) != nil {
			return nil, apiErr(http.StatusBadRequest, CodeInvalidType, field, "%s must be an object with role and content only", field)
		}
		for _, f := range []struct {
			name string
			raw  json.RawMessage
			dst  *string
		}{{"role", m.Role, &msgs[i].Role}, {"content", m.Content, &msgs[i].Content}} {
			if f.raw == nil || isNull(f.raw) || f.raw[0] != '"' {
				return nil, apiErr(http.StatusBadRequest, CodeInvalidType, field+"."+f.name, "%s.%s must be a string", field, f.name)
			}
			s, perr := parseText(f.raw)
			if perr != nil {
				perr.Field = field + "." + f.name
				return nil, perr
			}
			*f.dst = s
		}
	}
	return msgs, nil
}
