package aggregator

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"
)

// MaxWait bounds the long poll of GET /v1/jobs/{id}?wait=D.
const MaxWait = 60 * time.Second

type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// API error codes.
const (
	CodeBadRequest    = "bad_request"    // 400
	CodeWrongManifest = "wrong_manifest" // 422: model is not the consumer's manifest
	CodeConflict      = "task_conflict"  // 409: the task id was used for another request
	CodeNotFound      = "not_found"      // 404
	CodeShuttingDown  = "shutting_down"  // 503
	CodeInternal      = "internal"       // 500
)

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeErr(w http.ResponseWriter, err error) {
	var e apiError
	status := http.StatusInternalServerError
	e.Error.Code = CodeInternal
	switch {
	case errors.Is(err, ErrBadRequest):
		status, e.Error.Code = http.StatusBadRequest, CodeBadRequest
	case errors.Is(err, ErrWrongManifest):
		status, e.Error.Code = http.StatusUnprocessableEntity, CodeWrongManifest
	case errors.Is(err, ErrConflict):
		status, e.Error.Code = http.StatusConflict, CodeConflict
	case errors.Is(err, ErrNotFound):
		status, e.Error.Code = http.StatusNotFound, CodeNotFound
	case errors.Is(err, ErrClosed):
		status, e.Error.Code = http.StatusServiceUnavailable, CodeShuttingDown
	}
	e.Error.Message = err.Error()
	writeJSON(w, status, &e)
}

// Handler serves the aggregator's API:
//
//	POST /v1/jobs        Request → 202 Job (new) or 200 Job (the same task id again)
//	GET  /v1/jobs/{id}   the Job (without raw_tx); ?after=V&wait=D holds the answer until its version passes V (at most D, ≤ 60 s)
//	GET  /v1/healthz     liveness, consumer, pending jobs
//	GET  /metrics        Prometheus metrics (when metrics is non-nil)
func (a *Aggregator) Handler(metrics http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/jobs", func(w http.ResponseWriter, r *http.Request) {
		var req Request
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
		writeJSON(w, status, j.public())
	})
	mux.HandleFunc("GET /v1/jobs/{id}", func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		q := r.URL.Query()
		after := int64(-1)
		if s := q.Get("after"); s != "" {
			v, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				writeErr(w, errors.Join(ErrBadRequest, errors.New("after must be an integer version")))
				return
			}
			after = v
		}
		wait := time.Duration(0)
		if s := q.Get("wait"); s != "" {
			d, err := time.ParseDuration(s)
			if err != nil || d < 0 {
				writeErr(w, errors.Join(ErrBadRequest, errors.New("wait must be a duration such as 10s")))
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
		writeJSON(w, http.StatusOK, j.public())
	})
	mux.HandleFunc("GET /v1/healthz", func(w http.ResponseWriter, r *http.Request) {
		a.mu.Lock()
		pending := len(a.pending)
		a.mu.Unlock()
		c := a.chain.Consumer()
		writeJSON(w, http.StatusOK, map[string]any{"ok": true, "consumer": c.Address, "chain_id": c.ChainID,
			"manifest": c.Manifest, "threshold": c.Threshold.String(), "operators": len(a.cfg.Operators), "pending": pending})
	})
	if metrics != nil {
		mux.Handle("GET /metrics", metrics)
	}
	return mux
}
