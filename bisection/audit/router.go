package audit

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/deepcall/deepcall/answers"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

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

// Chain finds prompts in LLMConsumer's Requested events: the requests made
// on chain (LLMConsumer.request, TaskMarket, DeepcallRelay), which no
// router may know, are as checkable as the router's.
type Chain struct {
	Backend  ethereum.LogFilterer
	Consumer common.Address
	From     uint64 // the first block searched: the consumer's deployment
}

// Lookup implements Prompts.
func (c Chain) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	prompt, n, err := answers.Prompt(ctx, c.Backend, c.Consumer, input, c.From, nil)
	if errors.Is(err, answers.ErrNoRequest) {
		return Request{}, false, nil
	}
	if err != nil {
		return Request{}, false, err
	}
	return Request{Prompt: prompt, N: n}, true, nil
}

// Sources asks each source in turn; the first that knows the input answers.
// A source that fails does not hide the others: its error is returned only
// when no later source knows the input (the caller retries then).
type Sources []Prompts

// Lookup implements Prompts.
func (s Sources) Lookup(ctx context.Context, input inference.Hash) (Request, bool, error) {
	var first error
	for _, p := range s {
		r, ok, err := p.Lookup(ctx, input)
		if ok && err == nil {
			return r, true, nil
		}
		if err != nil && first == nil {
			first = err
		}
	}
	return Request{}, false, first
}
