package api

import (
	"errors"
	"fmt"
)

// TaskID names a task on the router, its job on the aggregator and its
// request to the operators: 1 to 128 characters of [A-Za-z0-9_.:-], safe in
// a URL path segment, a log line and a file name. The router issues 32
// lowercase hex digits; other callers of the aggregator pick their own.
type TaskID string

// MaxTaskID is the longest task id.
const MaxTaskID = 128

// ErrInvalidTaskID is a task id of the wrong form.
var ErrInvalidTaskID = errors.New("task id must be 1-128 characters of [A-Za-z0-9_.:-]")

// ParseTaskID checks s against the one task id rule.
func ParseTaskID(s string) (TaskID, error) {
	if s == "" || len(s) > MaxTaskID {
		return "", fmt.Errorf("%w: %d characters", ErrInvalidTaskID, len(s))
	}
	for i := range len(s) {
		if !idByte(s[i]) {
			return "", fmt.Errorf("%w: %q at %d", ErrInvalidTaskID, s[i], i)
		}
	}
	return TaskID(s), nil
}

func idByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '_' || c == '.' || c == ':'
}

func (id TaskID) String() string { return string(id) }
