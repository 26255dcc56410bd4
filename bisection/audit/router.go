package audit

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

// Router finds requests through a deepcall router: GET /v1/tasks?input=
// lists the tasks whose prompt and n hash to an input hash. The answer is
// not trusted: a task counts only if its own (prompt, n) hash to the input.
type Router struct {
	BaseURL string       // e.g. http://127.0.0.1:8645
	Client  *http.Client // nil: http.DefaultClient
}

// Lookup implements Prompts. An input the router has no task for is not
// known (ok false, no error); a router that cannot answer is an error.
func (r Router) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	tasks, err := api.NewRouterClient(r.BaseURL, r.Client).ByInput(ctx, input)
	// A 404 without the router's not_found body is a wrong URL, not an
	// unknown input (it does not match api.ErrNotFound): it is reported
	// rather than every result skipped.
	if errors.Is(err, api.ErrNotFound) {
		return Request{}, false, nil
	}
	if err != nil {
		return Request{}, false, fmt.Errorf("router lookup %s: %w", input, err)
	}
	for _, t := range tasks {
		if len(t.Prompt) > 0 && t.N >= 1 && inference.InputHash(t.Prompt, t.N) == input {
			return Request{Prompt: t.Prompt, N: t.N}, true, nil
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
