package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/deepcall/deepcall/inference"
)

// Router finds requests through a deepcall router: GET /v1/tasks?input=
// lists the tasks whose prompt and n hash to an input hash. The answer is
// not trusted: a task counts only if its own (prompt, n) hash to the input.
type Router struct {
	BaseURL string       // e.g. http://127.0.0.1:8645
	Client  *http.Client // nil: http.DefaultClient
}

// routerError is the router's error body.
type routerError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// Lookup implements Prompts. An input the router has no task for is not
// known (ok false, no error); a router that cannot answer is an error.
func (r Router) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	u := strings.TrimRight(r.BaseURL, "/") + "/v1/tasks?input=" + url.QueryEscape(input.String())
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return Request{}, false, fmt.Errorf("router lookup %s: %w", input, err)
	}
	c := r.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return Request{}, false, fmt.Errorf("router lookup %s: %w", input, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil {
		return Request{}, false, fmt.Errorf("router lookup %s: %w", input, err)
	}
	var e routerError
	switch {
	case resp.StatusCode == http.StatusNotFound && json.Unmarshal(body, &e) == nil && e.Error.Code == "not_found":
		return Request{}, false, nil
	case resp.StatusCode != http.StatusOK:
		// A 404 without the router's not_found body is a wrong URL, not an
		// unknown input: report it rather than skip every result.
		if json.Unmarshal(body, &e) == nil && e.Error.Code != "" {
			return Request{}, false, fmt.Errorf("router lookup %s: %s: %s: %s", input, resp.Status, e.Error.Code, e.Error.Message)
		}
		return Request{}, false, fmt.Errorf("router lookup %s: %s", input, resp.Status)
	}
	var list struct {
		Tasks []Request `json:"tasks"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		return Request{}, false, fmt.Errorf("router lookup %s: %w", input, err)
	}
	for _, t := range list.Tasks {
		if len(t.Prompt) > 0 && t.N >= 1 && inference.InputHash(t.Prompt, t.N) == input {
			return t, true, nil
		}
	}
	return Request{}, false, nil
}

// Sources asks each source in turn; the first that knows the input answers.
type Sources []Prompts

// Lookup implements Prompts.
func (s Sources) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	for _, p := range s {
		r, ok, err := p.Lookup(ctx, input)
		if err != nil || ok {
			return r, ok, err
		}
	}
	return Request{}, false, nil
}
