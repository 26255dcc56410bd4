package router

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// Error codes: stable strings clients branch on. openapi.yaml lists the same
// set (a test checks).
const (
	CodeMalformedJSON     = "malformed_json"         // 400: the body is not one JSON object
	CodeUnknownField      = "unknown_field"          // 400: a field the API does not define
	CodeMissingField      = "missing_field"          // 400: prompt or n absent
	CodeInvalidType       = "invalid_type"           // 400: a value of the wrong JSON type, or a non-integer number
	CodeInvalidModel      = "invalid_model"          // 400: model is not a 0x-prefixed 32-byte hex hash
	CodeInvalidID         = "invalid_id"             // 400: a task id of the wrong form
	CodeBadRequest        = "bad_request"            // 400: a query string the endpoint does not take
	CodeBodyTooLarge      = "body_too_large"         // 413
	CodeUnsupportedMedia  = "unsupported_media_type" // 415
	CodeEmptyPrompt       = "empty_prompt"           // 422
	CodeTokenOutOfRange   = "token_out_of_range"     // 422: negative or ≥ vocab
	CodeInvalidCount      = "invalid_count"          // 422: n < 1
	CodeContextOverflow   = "context_overflow"       // 422: prompt+n−1 > seq_len
	CodePromptTooLong     = "prompt_too_long"        // 422: longer than the router's prompt limit
	CodeUnknownModel      = "unknown_model"          // 422: a manifest this router does not serve
	CodeInvalidAPIKey     = "invalid_api_key"        // 401
	CodeNotFound          = "not_found"              // 404
	CodeMethodNotAllowed  = "method_not_allowed"     // 405
	CodeRateLimited       = "rate_limited"           // 429
	CodeOverloaded        = "overloaded"             // 429: more unfinished tasks than the router's capacity (Retry-After: when some will have drained)
	CodeShuttingDown      = "shutting_down"          // 503
	CodeInternal          = "internal"               // 500
	CodeExpired           = "expired"                // task error: unfinished at its TTL
	CodeExecutionFailed   = "execution_failed"       // task error: the dispatcher failed
	CodeTooManyAttempts   = "too_many_attempts"      // task error: dispatched too often without finishing
	CodeBadWebSocketFrame = "bad_message"            // stream error: a frame that is not a subscription
	CodeNoTokenizer       = "no_tokenizer"           // 400: prompt text for a model that pins no tokenizer
	CodeInvalidText       = "invalid_text"           // 400: prompt text that is not valid UTF-8
	CodeNoChat            = "no_chat_template"       // 400: messages for a model without a chat template
	CodeInvalidMessages   = "invalid_messages"       // 422: a conversation the chat template cannot render
)

// AllCodes is every code the router emits.
var AllCodes = []string{
	CodeMalformedJSON, CodeUnknownField, CodeMissingField, CodeInvalidType, CodeInvalidModel,
	CodeInvalidID, CodeBadRequest, CodeBodyTooLarge, CodeUnsupportedMedia, CodeEmptyPrompt, CodeTokenOutOfRange,
	CodeInvalidCount, CodeContextOverflow, CodePromptTooLong, CodeUnknownModel, CodeInvalidAPIKey,
	CodeNotFound, CodeMethodNotAllowed, CodeRateLimited, CodeOverloaded, CodeShuttingDown,
	CodeInternal, CodeExpired, CodeExecutionFailed, CodeTooManyAttempts, CodeBadWebSocketFrame,
	CodeNoTokenizer, CodeInvalidText, CodeNoChat, CodeInvalidMessages,
}

// Error is the API's one error shape. Status is the HTTP status it travels
// with; it is not serialised.
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

func apiErr(status int, code, field, format string, args ...any) *Error {
	return &Error{Status: status, Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

type errorBody struct {
	Error *Error `json:"error"`
}

func writeError(w http.ResponseWriter, e *Error) {
	if e.Status == http.StatusTooManyRequests || e.Status == http.StatusServiceUnavailable {
		if e.RetryAfter > 0 {
			w.Header().Set("Retry-After", retryAfter(e.RetryAfter))
		} else if w.Header().Get("Retry-After") == "" {
			w.Header().Set("Retry-After", "1")
		}
	}
	writeJSON(w, e.Status, errorBody{e})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// retryAfter formats a wait as whole seconds, rounded up, at least 1.
func retryAfter(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	return strconv.FormatInt(max(s, 1), 10)
}
