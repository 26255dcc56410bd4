package router

import (
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"

	"github.com/deepcall/deepcall/api"

	"github.com/deepcall/deepcall/inference"
)

// ParseInputQuery parses the query string of GET /v1/tasks: exactly one
// "input", a 0x-prefixed 32-byte hex hash (either case), and nothing else.
// Unknown parameters are refused rather than ignored, as unknown body
// fields are, so a misspelt filter never silently widens the answer.
func ParseInputQuery(rawQuery string) (inference.Hash, *Error) {
	var h inference.Hash
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return h, apiErr(http.StatusBadRequest, CodeBadRequest, "", "malformed query string: %v", err)
	}
	for k := range q {
		if k != "input" {
			return h, apiErr(http.StatusBadRequest, CodeBadRequest, k, "unknown query parameter %q: the only one is input", k)
		}
	}
	vs := q["input"]
	switch {
	case len(vs) == 0:
		return h, apiErr(http.StatusBadRequest, CodeBadRequest, "input", "give ?input=0x and the 64 hex digits of inference.InputHash(prompt, n)")
	case len(vs) > 1:
		return h, apiErr(http.StatusBadRequest, CodeBadRequest, "input", "input given %d times; give it once", len(vs))
	}
	v := vs[0]
	if len(v) != 66 || v[:2] != "0x" {
		return h, apiErr(http.StatusBadRequest, CodeBadRequest, "input", "input must be 0x and 64 hex digits")
	}
	if _, err := hex.Decode(h[:], []byte(v[2:])); err != nil {
		return inference.Hash{}, apiErr(http.StatusBadRequest, CodeBadRequest, "input", "input must be 0x and 64 hex digits")
	}
	return h, nil
}

// ByInput returns every task whose (prompt, n) hash to input, oldest first,
// whatever their model or status.
func (r *Router) ByInput(input inference.Hash) ([]Task, error) {
	ids, err := r.cfg.Store.ByInput(input)
	if err != nil {
		return nil, err
	}
	out := make([]Task, 0, len(ids))
	for _, id := range ids {
		t, err := r.Get(id)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// TaskList is the body of GET /v1/tasks.
type TaskList = api.TaskList

func (r *Router) handleFind(w http.ResponseWriter, req *http.Request) {
	input, e := ParseInputQuery(req.URL.RawQuery)
	if e != nil {
		writeError(w, e)
		return
	}
	tasks, err := r.ByInput(input)
	if err != nil && !errors.Is(err, ErrNotFound) {
		r.log.Error("find tasks by input", "input", input, "err", err)
		writeError(w, apiErr(http.StatusInternalServerError, CodeInternal, "", "the task store failed"))
		return
	}
	// None is an empty list, not an error: an answer a contract requested on
	// chain (DeepcallRelay) lands with no task here, and a page that looks
	// one up must not see a failure.
	list := TaskList{Tasks: make([]api.Task, len(tasks))}
	for i := range tasks {
		list.Tasks[i] = tasks[i].API()
	}
	writeJSON(w, http.StatusOK, list)
}
