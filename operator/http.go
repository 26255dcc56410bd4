package operator

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/deepcall/deepcall/reqauth"
)

const maxBody = 1 << 20

type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func statusOf(code string) int {
	switch code {
	case CodeBadRequest:
		return http.StatusBadRequest
	case CodeWrongChain, CodeWrongManifest, CodeBadReference:
		return http.StatusUnprocessableEntity
	case CodeTaskConflict, CodeAlreadyLanded, CodeSlotTaken:
		return http.StatusConflict
	case CodeNotAdmitted:
		return http.StatusForbidden
	case CodeChainFailed:
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeErr(w http.ResponseWriter, err error) {
	var e apiError
	e.Error.Code, e.Error.Message = codeOf(err), err.Error()
	writeJSON(w, statusOf(e.Error.Code), &e)
}

// Handler serves the daemon's API (see the package doc). metrics, when
// non-nil, is served at /metrics. The endpoints that sign serve only
// requests signed by one of Config.Callers (package reqauth); the rest
// are open.
func (d *Daemon) Handler(metrics http.Handler) http.Handler {
	mux := http.NewServeMux()
	auth := func(h http.HandlerFunc) http.Handler { return d.auth.Wrap(h) }
	mux.Handle("POST /v1/tasks", auth(d.serveTask))
	mux.Handle("POST /v1/batches", auth(d.serveBatch))
	mux.Handle("POST /v1/epochs/sign", auth(d.serveEpochSign))
	mux.HandleFunc("GET /v1/attest/claims/{input}/{output}", d.serveClaim)
	mux.HandleFunc("GET /v1/operator", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, d.Info(r.Context()))
	})
	mux.HandleFunc("GET /v1/healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"ok": true, "operator_id": d.id.String(),
			"engine": d.cfg.Executor.Name(), "cached": d.Cached(), "fault": d.Fault().String()})
	})
	if d.cfg.Shard != nil {
		sh := d.cfg.Shard.ShardHandler()
		mux.Handle("POST /v1/shard/", auth(func(w http.ResponseWriter, r *http.Request) {
			if d.dropIfOffline(w) {
				return
			}
			sh.ServeHTTP(w, r)
		}))
	}
	if metrics != nil {
		mux.Handle("GET /metrics", metrics)
	}
	return mux
}

func (d *Daemon) serveTask(w http.ResponseWriter, r *http.Request) {
	if d.dropIfOffline(w) {
		return
	}
	var req TaskRequest
	if !decodeBody(w, r, &req) {
		return
	}
	resp, err := d.Handle(r.Context(), req)
	if !d.delay(r.Context()) {
		return
	}
	if err != nil {
		d.log.Warn("task refused", "task", req.TaskID, "err", err)
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusOK, resp)
}

// dropIfOffline drops the connection without a response when the fault
// says offline, as a dead or partitioned operator looks to the aggregator.
func (d *Daemon) dropIfOffline(w http.ResponseWriter) bool {
	if !d.Fault().Offline {
		return false
	}
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			_ = conn.Close()
			return true
		}
	}
	panic(http.ErrAbortHandler)
}

// delay holds the answer for the fault's delay; false when the client left.
func (d *Daemon) delay(ctx context.Context) bool {
	f := d.Fault()
	if f.Delay <= 0 {
		return true
	}
	t := time.NewTimer(f.Delay)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

func decodeBody(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(io.LimitReader(r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		writeErr(w, fmt.Errorf("%w: %v", ErrBadRequest, err))
		return false
	}
	return true
}

// Client calls an operator's API. Key, when set, signs every request
// (package reqauth): the signing endpoints answer 401 to anything not
// signed by one of the daemon's Config.Callers.
type Client struct {
	BaseURL string // e.g. http://127.0.0.1:9101
	HTTP    *http.Client
	Key     *ecdsa.PrivateKey
}

// RemoteError is an error answer of an operator.
type RemoteError struct {
	Status  int
	Code    string
	Message string
}

func (e *RemoteError) Error() string {
	return fmt.Sprintf("operator answered %d %s: %s", e.Status, e.Code, e.Message)
}

// Is lets callers test remote answers against the package's sentinels.
func (e *RemoteError) Is(target error) bool {
	switch target {
	case ErrAlreadyLanded:
		return e.Code == CodeAlreadyLanded
	case ErrSlotTaken:
		return e.Code == CodeSlotTaken
	case ErrNotAdmitted:
		return e.Code == CodeNotAdmitted
	case ErrTaskConflict:
		return e.Code == CodeTaskConflict
	case ErrWrongChain:
		return e.Code == CodeWrongChain
	case ErrWrongManifest:
		return e.Code == CodeWrongManifest
	case ErrEngineMismatch:
		return e.Code == CodeEngineMismatch
	case ErrUnauthorized:
		return e.Status == http.StatusUnauthorized
	}
	return false
}

func (c *Client) http() *http.Client { return reqauth.Client(c.HTTP, c.Key) }

// Task posts a task and returns the signed answer.
func (c *Client) Task(ctx context.Context, req TaskRequest) (*TaskResponse, error) {
	var resp TaskResponse
	if err := c.post(ctx, "/v1/tasks", &req, &resp); err != nil {
		return nil, err
	}
	return &resp, nil
}

func (c *Client) post(ctx context.Context, path string, req, out any) error {
	body, err := json.Marshal(req)
	if err != nil {
		return err
	}
	return c.do(ctx, http.MethodPost, path, body, out)
}

// Info fetches GET /v1/operator.
func (c *Client) Info(ctx context.Context) (*OperatorInfo, error) {
	var info OperatorInfo
	if err := c.do(ctx, http.MethodGet, "/v1/operator", nil, &info); err != nil {
		return nil, err
	}
	return &info, nil
}

func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	hr, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(c.BaseURL, "/")+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		hr.Header.Set("Content-Type", "application/json")
	}
	res, err := c.http().Do(hr)
	if err != nil {
		return fmt.Errorf("%s %s: %w", method, c.BaseURL+path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	if err != nil {
		return fmt.Errorf("read answer of %s: %w", c.BaseURL, err)
	}
	if res.StatusCode != http.StatusOK {
		var e apiError
		if json.Unmarshal(data, &e) != nil || e.Error.Code == "" {
			return &RemoteError{Status: res.StatusCode, Code: "http", Message: strings.TrimSpace(string(data))}
		}
		return &RemoteError{Status: res.StatusCode, Code: e.Error.Code, Message: e.Error.Message}
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("decode answer of %s: %w", c.BaseURL, err)
	}
	return nil
}
