package api

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// A server written with WriteError and WriteJSON, read by the typed
// clients: every code comes back as an *Error matching its sentinels, with
// its status and Retry-After.
func TestErrorRoundTrip(t *testing.T) {
	for _, code := range Codes() {
		if StatusOf(code) == http.StatusOK {
			continue // a task's error, never an answer's
		}
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			WriteError(w, &Error{Code: code, Message: "m", Field: "f", Status: StatusOf(code), RetryAfter: 2500 * time.Millisecond})
		}))
		_, err := NewRouterClient(srv.URL, nil).Task(context.Background(), "x")
		srv.Close()
		var e *Error
		if !errors.As(err, &e) || e.Code != code || e.Status != StatusOf(code) || e.Field != "f" || e.Message != "m" {
			t.Fatalf("%s: %v", code, err)
		}
		if busy := e.Status == 429 || e.Status == 503; busy != (e.RetryAfter == 3*time.Second) {
			t.Errorf("%s: retry after %v", code, e.RetryAfter)
		}
		checks := map[error]bool{
			ErrBadRequest: e.Status == 400, ErrNotFound: code == CodeNotFound, ErrConflict: code == CodeTaskConflict,
			ErrUnprocessable: e.Status == 422, ErrWrongManifest: code == CodeWrongManifest, ErrBusy: e.Status == 429,
			ErrShuttingDown: code == CodeShuttingDown, ErrServer: e.Status >= 500, ErrUnauthorized: e.Status == 401,
		}
		for sentinel, want := range checks {
			if errors.Is(err, sentinel) != want {
				t.Errorf("%s: errors.Is(%v) = %v", code, sentinel, !want)
			}
		}
	}
}

// A 404 without the envelope is a wrong URL, not a missing task.
func TestErrorWithoutEnvelope(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	_, err := NewAggregatorClient(srv.URL, nil).Job(context.Background(), "x")
	var e *Error
	if !errors.As(err, &e) || e.Status != 404 || e.Code != "http" || errors.Is(err, ErrNotFound) {
		t.Fatalf("%v", err)
	}
}

func TestClients(t *testing.T) {
	input := inference.InputHash([]int{1, 2}, 3)
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/jobs", func(w http.ResponseWriter, r *http.Request) {
		var req JobRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.TaskID != "t1" || req.N != 3 {
			WriteError(w, &Error{Code: CodeBadRequest, Status: 400, Message: "bad"})
			return
		}
		WriteJSON(w, http.StatusAccepted, Job{TaskID: req.TaskID, Status: StatusQueued, Input: input})
	})
	mux.HandleFunc("GET /v1/jobs/{id}", func(w http.ResponseWriter, r *http.Request) {
		if q := r.URL.Query(); q.Get("after") != "4" || q.Get("wait") != "2s" {
			WriteError(w, &Error{Code: CodeBadRequest, Status: 400, Message: r.URL.RawQuery})
			return
		}
		WriteJSON(w, http.StatusOK, Job{TaskID: TaskID(r.PathValue("id")), Status: StatusSigned, Version: 5})
	})
	mux.HandleFunc("GET /v1/tasks", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("input") != input.String() {
			WriteJSON(w, http.StatusOK, TaskList{Tasks: []Task{}})
			return
		}
		WriteJSON(w, http.StatusOK, TaskList{Tasks: []Task{{ID: "a", Prompt: []int{1, 2}, N: 3}}})
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx := context.Background()

	ag := NewAggregatorClient(srv.URL+"/", nil)
	j, created, err := ag.Submit(ctx, JobRequest{TaskID: "t1", Prompt: []int{1, 2}, N: 3})
	if err != nil || !created || j.Status != StatusQueued || j.Input != input {
		t.Fatalf("submit: %+v %v %v", j, created, err)
	}
	if _, _, err := ag.Submit(ctx, JobRequest{TaskID: "t2"}); !errors.Is(err, ErrBadRequest) {
		t.Fatalf("bad submit: %v", err)
	}
	if j, err := ag.Wait(ctx, "t1", 4, 2*time.Second); err != nil || j.Version != 5 || j.TaskID != "t1" {
		t.Fatalf("wait: %+v %v", j, err)
	}
	rc := NewRouterClient(srv.URL, nil)
	if ts, err := rc.ByInput(ctx, input); err != nil || len(ts) != 1 || ts[0].ID != "a" {
		t.Fatalf("by input: %+v %v", ts, err)
	}
	if ts, err := rc.ByInput(ctx, inference.Hash{}); err != nil || len(ts) != 0 {
		t.Fatalf("unknown input: %+v %v", ts, err)
	}
}

// Any answer body decodes to an *Error that keeps the HTTP status and
// matches a sentinel only by its code or status.
func FuzzErrorOf(f *testing.F) {
	f.Add(404, []byte(`{"error": {"code": "not_found", "message": "no task"}}`))
	f.Add(429, []byte(`{"error": {"code": "rate_limited", "message": "slow down", "field": ""}}`))
	f.Add(502, []byte("<html>bad gateway</html>"))
	f.Add(404, []byte(`{"error": null}`))
	f.Add(400, []byte(`{"error": {"code": 7}}`))
	f.Fuzz(func(t *testing.T, status int, body []byte) {
		if status < 100 || status > 999 {
			return
		}
		res := &http.Response{StatusCode: status, Header: http.Header{}}
		e := errorOf(res, body)
		if e.Status != status || e.Code == "" {
			t.Fatalf("status %d body %q: %+v", status, body, e)
		}
		if errors.Is(e, ErrNotFound) != (e.Code == CodeNotFound) || errors.Is(e, ErrServer) != (status >= 500) {
			t.Fatalf("status %d code %q: sentinels wrong", status, e.Code)
		}
	})
}
