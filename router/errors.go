package router

import (
	"fmt"
	"net/http"
	"time"

	"github.com/deepcall/deepcall/api"
)

// Error codes (package api defines them; these are the router's names for
// the ones it serves). openapi.yaml lists the same set (a test checks).
const (
	CodeMalformedJSON     = api.CodeMalformedJSON
	CodeUnknownField      = api.CodeUnknownField
	CodeMissingField      = api.CodeMissingField
	CodeInvalidType       = api.CodeInvalidType
	CodeInvalidModel      = api.CodeInvalidModel
	CodeInvalidID         = api.CodeInvalidID
	CodeBadRequest        = api.CodeBadRequest
	CodeBodyTooLarge      = api.CodeBodyTooLarge
	CodeUnsupportedMedia  = api.CodeUnsupportedMedia
	CodeEmptyPrompt       = api.CodeEmptyPrompt
	CodeTokenOutOfRange   = api.CodeTokenOutOfRange
	CodeInvalidCount      = api.CodeInvalidCount
	CodeContextOverflow   = api.CodeContextOverflow
	CodePromptTooLong     = api.CodePromptTooLong
	CodeUnknownModel      = api.CodeUnknownModel
	CodeInvalidAPIKey     = api.CodeInvalidAPIKey
	CodeNotFound          = api.CodeNotFound
	CodeMethodNotAllowed  = api.CodeMethodNotAllowed
	CodeRateLimited       = api.CodeRateLimited
	CodeOverloaded        = api.CodeOverloaded
	CodeShuttingDown      = api.CodeShuttingDown
	CodeInternal          = api.CodeInternal
	CodeExpired           = api.CodeExpired
	CodeExecutionFailed   = api.CodeExecutionFailed
	CodeTooManyAttempts   = api.CodeTooManyAttempts
	CodeBadWebSocketFrame = api.CodeBadWebSocketFrame
	CodeNoTokenizer       = api.CodeNoTokenizer
	CodeInvalidText       = api.CodeInvalidText
	CodeNoChat            = api.CodeNoChat
	CodeInvalidMessages   = api.CodeInvalidMessages
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

// Error is the API's one error shape (api.Error).
type Error = api.Error

func apiErr(status int, code, field, format string, args ...any) *Error {
	return &Error{Status: status, Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

func writeError(w http.ResponseWriter, e *Error) { api.WriteError(w, e) }

func writeJSON(w http.ResponseWriter, status int, v any) { api.WriteJSON(w, status, v) }

func retryAfter(d time.Duration) string { return api.RetryAfter(d) }
