package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Error codes: stable strings clients branch on, each with the HTTP status
// it travels with (StatusOf). The router's openapi.yaml and the
// aggregator's list the ones each serves (tests check).
const (
	CodeMalformedJSON     = "malformed_json"         // 400: the body is not one JSON object
	CodeUnknownField      = "unknown_field"          // 400: a field the API does not define
	CodeMissingField      = "missing_field"          // 400: prompt or n absent
	CodeInvalidType       = "invalid_type"           // 400: a value of the wrong JSON type, or a non-integer number
	CodeInvalidModel      = "invalid_model"          // 400: model is not a 0x-prefixed 32-byte hex hash
	CodeInvalidID         = "invalid_id"             // 400: a task id of the wrong form (ParseTaskID)
	CodeBadRequest        = "bad_request"            // 400: a request the endpoint does not take
	CodeNoTokenizer       = "no_tokenizer"           // 400: prompt text for a model that pins no tokenizer
	CodeInvalidText       = "invalid_text"           // 400: prompt text that is not valid UTF-8
	CodeNoChat            = "no_chat_template"       // 400: messages for a model without a chat template
	CodeBadWebSocketFrame = "bad_message"            // 400, or a stream error: a frame that is not a subscription
	CodeInvalidAPIKey     = "invalid_api_key"        // 401
	CodeNotFound          = "not_found"              // 404
	CodeMethodNotAllowed  = "method_not_allowed"     // 405
	CodeTaskConflict      = "task_conflict"          // 409: the task id was used for another request
	CodeBodyTooLarge      = "body_too_large"         // 413
	CodeUnsupportedMedia  = "unsupported_media_type" // 415
	CodeEmptyPrompt       = "empty_prompt"           // 422
	CodeTokenOutOfRange   = "token_out_of_range"     // 422: negative or ≥ vocab
	CodeInvalidCount      = "invalid_count"          // 422: n < 1
	CodeContextOverflow   = "context_overflow"       // 422: prompt+n−1 > seq_len
	CodePromptTooLong     = "prompt_too_long"        // 422: longer than the router's prompt limit
	CodeUnknownModel      = "unknown_model"          // 422: a manifest the router does not serve
	CodeWrongManifest     = "wrong_manifest"         // 422: model is not the aggregator's consumer's manifest
	CodeInvalidMessages   = "invalid_messages"       // 422: a conversation the chat template cannot render
	CodeRateLimited       = "rate_limited"           // 429
	CodeOverloaded        = "overloaded"             // 429: more unfinished tasks than the router's capacity
	CodeInternal          = "internal"               // 500
	CodeShuttingDown      = "shutting_down"          // 503
	CodeExpired           = "expired"                // task error: unfinished at its TTL
	CodeExecutionFailed   = "execution_failed"       // task error: the dispatcher failed
	CodeTooManyAttempts   = "too_many_attempts"      // task error: dispatched too often without finishing
)

// codeStatus is each code's HTTP status; task errors travel inside a 200.
var codeStatus = map[string]int{
	CodeMalformedJSON: 400, CodeUnknownField: 400, CodeMissingField: 400, CodeInvalidType: 400,
	CodeInvalidModel: 400, CodeInvalidID: 400, CodeBadRequest: 400, CodeNoTokenizer: 400,
	CodeInvalidText: 400, CodeNoChat: 400, CodeBadWebSocketFrame: 400,
	CodeInvalidAPIKey: 401, CodeNotFound: 404, CodeMethodNotAllowed: 405, CodeTaskConflict: 409,
	CodeBodyTooLarge: 413, CodeUnsupportedMedia: 415,
	CodeEmptyPrompt: 422, CodeTokenOutOfRange: 422, CodeInvalidCount: 422, CodeContextOverflow: 422,
	CodePromptTooLong: 422, CodeUnknownModel: 422, CodeWrongManifest: 422, CodeInvalidMessages: 422,
	CodeRateLimited: 429, CodeOverloaded: 429, CodeInternal: 500, CodeShuttingDown: 503,
	CodeExpired: 200, CodeExecutionFailed: 200, CodeTooManyAttempts: 200,
}

// Codes lists every code.
func Codes() []string {
	out := make([]string, 0, len(codeStatus))
	for c := range codeStatus {
		out = append(out, c)
	}
	return out
}

// StatusOf is the HTTP status a code travels with: 500 for a code this
// package does not define.
func StatusOf(code string) int {
	if s, ok := codeStatus[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Sentinels a caller branches on; an *Error answer matches them through
// errors.Is by its code or status.
var (
	ErrBadRequest    = errors.New("request refused as malformed")       // any 400
	ErrUnauthorized  = errors.New("unknown API key")                    // 401
	ErrNotFound      = errors.New("not found")                          // 404
	ErrConflict      = errors.New("task id reused for another request") // 409
	ErrUnprocessable = errors.New("request refused for its values")     // any 422
	ErrWrongManifest = errors.New("model is not the consumer's")        // 422 wrong_manifest
	ErrBusy          = errors.New("too many requests")                  // 429: retry after RetryAfter
	ErrShuttingDown  = errors.New("shutting down")                      // 503
	ErrServer        = errors.New("server failed")                      // any 5xx
	ErrUndecodable   = errors.New("answer does not decode")             // a 200 or 202 whose body is not the type
)

// Error is the one error shape of both services. On the wire it is the
// envelope {"error": {"code", "message", "field"}}; Status and RetryAfter
// travel as the HTTP status and the Retry-After header.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"`
	Status  int    `json:"-"`
	// RetryAfter, when set, is the Retry-After hint of a 429 or 503.
	RetryAfter time.Duration `json:"-"`
}

func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("%s: %s (%s)", e.Code, e.Message, e.Field)
	}
	return e.Code + ": " + e.Message
}

// Is matches the package's sentinels by code, or by status where a whole
// class of codes means the same to a caller.
func (e *Error) Is(target error) bool {
	status := e.Status
	if status == 0 {
		status = StatusOf(e.Code)
	}
	switch target {
	case ErrBadRequest:
		return status == http.StatusBadRequest
	case ErrUnauthorized:
		return status == http.StatusUnauthorized
	case ErrNotFound:
		return e.Code == CodeNotFound
	case ErrConflict:
		return e.Code == CodeTaskConflict
	case ErrUnprocessable:
		return status == http.StatusUnprocessableEntity
	case ErrWrongManifest:
		return e.Code == CodeWrongManifest
	case ErrBusy:
		return status == http.StatusTooManyRequests
	case ErrShuttingDown:
		return e.Code == CodeShuttingDown
	case ErrServer:
		return status >= 500
	}
	return false
}

// Envelope is the body of every error answer.
type Envelope struct {
	Error *Error `json:"error"`
}

// WriteError answers with e in the envelope, setting Retry-After on a 429
// or 503 (1 second when e names none).
func WriteError(w http.ResponseWriter, e *Error) {
	if e.Status == http.StatusTooManyRequests || e.Status == http.StatusServiceUnavailable {
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", RetryAfter(e.RetryAfter))
		} else if w.Header().Get("Retry-After") == "" {
			w.Header().Set("Retry-After", "1")
		}
	}
	WriteJSON(w, e.Status, Envelope{e})
}

// WriteJSON answers with v as JSON; answers are never cached.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// RetryAfter formats a wait as whole seconds, rounded up, at least 1.
func RetryAfter(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	return strconv.FormatInt(max(s, 1), 10)
}

// parseRetryAfter reads delay-seconds (the form both services send);
// anything else is one second.
func parseRetryAfter(v string) time.Duration {
	if s, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	return time.Second
}

// errorOf reads an answer that is not a success: the envelope when the body
// holds one, else the status and the body's text under code "http" (a
// proxy's page, or a wrong URL).
func errorOf(res *http.Response, body []byte) *Error {
	var env Envelope
	e := &Error{}
	if json.Unmarshal(body, &env) == nil && env.Error != nil && env.Error.Code != "" {
		e = env.Error
	} else {
		e.Code, e.Message = "http", strings.TrimSpace(string(body))
	}
	e.Status = res.StatusCode
	if v := res.Header.Get("Retry-After"); v != "" {
		e.RetryAfter = parseRetryAfter(v)
	}
	return e
}
