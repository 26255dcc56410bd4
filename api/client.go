package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// maxAnswer bounds an answer read: a sharded job's per-step op hashes are
// the largest thing either service sends.
const maxAnswer = 256 << 20

// client is what both typed clients share: a base URL, an *http.Client and
// the envelope decoding.
type client struct {
	base string
	http *http.Client
}

func newClient(base string, hc *http.Client) client {
	if hc == nil {
		hc = http.DefaultClient
	}
	return client{base: strings.TrimRight(base, "/"), http: hc}
}

// do sends one request and decodes a 200 or 202 answer into out; it
// reports whether the answer was 202 (a new task or job). Any other answer
// is an *Error.
func (c client) do(ctx context.Context, method, path string, in, out any) (accepted bool, err error) {
	var rd io.Reader
	if in != nil {
		body, err := json.Marshal(in)
		if err != nil {
			return false, err
		}
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return false, err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.http.Do(req)
	if err != nil {
		return false, fmt.Errorf("%s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, maxAnswer))
	if err != nil {
		return false, fmt.Errorf("%s %s: read answer: %w", method, path, err)
	}
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusAccepted {
		return false, fmt.Errorf("%s %s: %w", method, path, errorOf(res, data))
	}
	if err := json.Unmarshal(data, out); err != nil {
		return false, fmt.Errorf("%s %s: %w: %w", method, path, ErrUndecodable, err)
	}
	return res.StatusCode == http.StatusAccepted, nil
}

// RouterClient calls a router's API.
type RouterClient struct{ c client }

// NewRouterClient returns a client of the router at base (e.g.
// http://127.0.0.1:8640); hc nil means http.DefaultClient.
func NewRouterClient(base string, hc *http.Client) *RouterClient {
	return &RouterClient{newClient(base, hc)}
}

// Submit posts a task. created is false when the router already had the
// same request and answered with its task.
func (r *RouterClient) Submit(ctx context.Context, req TaskRequest) (t *Task, created bool, err error) {
	t = new(Task)
	created, err = r.c.do(ctx, http.MethodPost, "/v1/tasks", &req, t)
	if err != nil {
		return nil, false, err
	}
	if t.ID == "" {
		return nil, false, errors.New("POST /v1/tasks: answer without a task id")
	}
	return t, created, nil
}

// Task reads GET /v1/tasks/{id}.
func (r *RouterClient) Task(ctx context.Context, id TaskID) (*Task, error) {
	var t Task
	if _, err := r.c.do(ctx, http.MethodGet, "/v1/tasks/"+url.PathEscape(string(id)), nil, &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// ByInput reads GET /v1/tasks?input=: every task whose prompt and n hash to
// input. An input the router has no task for is an error matching
// ErrNotFound.
func (r *RouterClient) ByInput(ctx context.Context, input inference.Hash) ([]Task, error) {
	var list TaskList
	if _, err := r.c.do(ctx, http.MethodGet, "/v1/tasks?input="+url.QueryEscape(input.String()), nil, &list); err != nil {
		return nil, err
	}
	return list.Tasks, nil
}

// AggregatorClient calls an aggregator's API.
type AggregatorClient struct{ c client }

// NewAggregatorClient returns a client of the aggregator at base (e.g.
// http://127.0.0.1:8650); hc nil means http.DefaultClient.
func NewAggregatorClient(base string, hc *http.Client) *AggregatorClient {
	return &AggregatorClient{newClient(base, hc)}
}

// Submit posts a job. The aggregator keys jobs by task id: created is false
// when it already had the job, which comes back as it stands.
func (a *AggregatorClient) Submit(ctx context.Context, req JobRequest) (j *Job, created bool, err error) {
	j = new(Job)
	created, err = a.c.do(ctx, http.MethodPost, "/v1/jobs", &req, j)
	if err != nil {
		return nil, false, err
	}
	return j, created, nil
}

// Job reads GET /v1/jobs/{id}.
func (a *AggregatorClient) Job(ctx context.Context, id TaskID) (*Job, error) {
	return a.Wait(ctx, id, -1, 0)
}

// Wait long-polls GET /v1/jobs/{id}?after=V&wait=D: the aggregator holds
// the answer until the job's version passes after, or for wait (it caps
// wait at a minute), and then answers with the job as it stands.
func (a *AggregatorClient) Wait(ctx context.Context, id TaskID, after int64, wait time.Duration) (*Job, error) {
	path := "/v1/jobs/" + url.PathEscape(string(id))
	if after >= 0 || wait > 0 {
		path += "?after=" + strconv.FormatInt(after, 10) + "&wait=" + wait.String()
	}
	var j Job
	if _, err := a.c.do(ctx, http.MethodGet, path, nil, &j); err != nil {
		return nil, err
	}
	return &j, nil
}
