package aggregator

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/deepcall/deepcall/api"
)

// MaxWait bounds the long poll of GET /v1/jobs/{id}?wait=D.
const MaxWait = 60 * time.Second

//go:embed openapi.yaml
var openAPI []byte

// OpenAPI returns the OpenAPI 3 description of the API.
func OpenAPI() []byte { return append([]byte(nil), openAPI...) }

// Codes are the error codes the aggregator answers with (package api
// defines them and their statuses; openapi.yaml lists the same set).
var Codes = []string{api.CodeBadRequest, api.CodeWrongManifest, api.CodeTaskConflict, api.CodeNotFound,
	api.CodeShuttingDown, api.CodeInternal}

// apiError maps the package's sentinels to the API's codes.
func apiError(err error) *api.Error {
	code := api.CodeInternal
	switch {
	case errors.Is(err, ErrBadRequest):
		code = api.CodeBadRequest
	case errors.Is(err, ErrWrongManifest):
		code = api.CodeWrongManifest
	case errors.Is(err, ErrConflict):
		code = api.CodeTaskConflict
	case errors.Is(err, ErrNotFound):
		code = api.CodeNotFound
	case errors.Is(err, ErrClosed):
		code = api.CodeShuttingDown
	}
	return &api.Error{Code: code, Message: err.Error(), Status: api.StatusOf(code)}
}

func writeErr(w http.ResponseWriter, err error) { api.WriteError(w, apiError(err)) }

// Handler serves the aggregator's API (openapi.yaml):
//
//	POST /v1/jobs        api.JobRequest → 202 api.Job (new) or 200 api.Job (the same task id again)
//	GET  /v1/jobs/{id}   the api.Job; ?after=V&wait=D holds the answer until its version passes V (at most D, ≤ 60 s)
//	GET  /v1/healthz     liveness, consumer, pending jobs
//	GET  /v1/openapi.yaml the spec
//	GET  /metrics        Prometheus metrics (when metrics is non-nil)
func (a *Aggregator) Handler(metrics http.Handler) http.Handler {
	handlers := map[api.Route]http.HandlerFunc{
		{Method: "POST", Path: "/v1/jobs"}:        a.serveSubmit,
		{Method: "GET", Path: "/v1/jobs/{id}"}:    a.serveJob,
		{Method: "GET", Path: "/v1/healthz"}:      a.serveHealth,
		{Method: "GET", Path: "/v1/openapi.yaml"}: serveSpec,
	}
	mux := http.NewServeMux()
	for _, r := range Routes() {
		mux.HandleFunc(r.Method+" "+r.Path, handlers[r])
	}
	if metrics != nil {
		mux.Handle("GET /metrics", metrics)
	}
	return mux
}

// Routes lists what Handler serves besides /metrics, in net/http pattern
// syntax.
func Routes() []api.Route {
	return []api.Route{{Method: "POST", Path: "/v1/jobs"}, {Method: "GET", Path: "/v1/jobs/{id}"}, {Method: "GET", Path: "/v1/healthz"}, {Method: "GET", Path: "/v1/openapi.yaml"}}
}

func (a *Aggregator) serveHealth(w http.ResponseWriter, _ *http.Request) {
	a.mu.Lock()
	pending := len(a.pending)
	a.mu.Unlock()
	c := a.chain.Consumer()
	api.WriteJSON(w, http.StatusOK, map[string]any{"ok": true, "consumer": c.Address, "chain_id": c.ChainID,
		"manifest": c.Manifest, "threshold": c.Threshold.String(), "operators": len(a.cfg.Operators), "pending": pending})
}

func serveSpec(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/yaml")
	_, _ = w.Write(openAPI)
}

func (a *Aggregator) serveSubmit(w http.ResponseWriter, r *http.Request) {
	var req api.JobRequest
	dec := json.NewDecoder(io.LimitReader(r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeErr(w, errors.Join(ErrBadRequest, err))
		return
	}
	j, created, err := a.Submit(req)
	if err != nil {
		writeErr(w, err)
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusAccepted
	}
	api.WriteJSON(w, status, j.API())
}

func (a *Aggregator) serveJob(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	q := r.URL.Query()
	after := int64(-1)
	if s := q.Get("after"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			writeErr(w, fmt.Errorf("%w: after must be an integer version", ErrBadRequest))
			return
		}
		after = v
	}
	wait := time.Duration(0)
	if s := q.Get("wait"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 {
			writeErr(w, fmt.Errorf("%w: wait must be a duration such as 10s", ErrBadRequest))
			return
		}
		wait = min(d, MaxWait)
	}
	ctx, cancel := context.WithTimeout(r.Context(), wait)
	defer cancel()
	j, err := a.Wait(ctx, id, after)
	if err != nil {
		writeErr(w, err)
		return
	}
	api.WriteJSON(w, http.StatusOK, j.API())
}

// API is the job as the aggregator serves it: the signed transaction
// (RawTx) stays in the store (with a batch of 16 it is most of the job's
// bytes, on every long-poll answer); Tx names it.
func (j *Job) API() api.Job { return j.clone().Job }

func writeJSON(w http.ResponseWriter, status int, v any) { api.WriteJSON(w, status, v) }
