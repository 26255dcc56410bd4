package router

import (
	"crypto/sha256"
	_ "embed"
	"errors"
	"io"
	"mime"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/deepcall/deepcall/api"
)

//go:embed openapi.yaml
var openAPI []byte

// OpenAPI returns the OpenAPI 3 description of the API.
func OpenAPI() []byte { return append([]byte(nil), openAPI...) }

// Routes lists what Handler serves, in net/http pattern syntax.
func Routes() []api.Route {
	return []api.Route{
		{Method: "POST", Path: "/v1/tasks"},
		{Method: "GET", Path: "/v1/tasks"},
		{Method: "GET", Path: "/v1/tasks/{id}"},
		{Method: "GET", Path: "/v1/healthz"},
		{Method: "GET", Path: "/v1/stream"},
		{Method: "GET", Path: "/v1/openapi.yaml"},
	}
}

func (r *Router) routes() http.Handler {
	handlers := map[api.Route]http.HandlerFunc{
		{Method: "POST", Path: "/v1/tasks"}:       r.handleSubmit,
		{Method: "GET", Path: "/v1/tasks"}:        r.handleFind,
		{Method: "GET", Path: "/v1/tasks/{id}"}:   r.handleGet,
		{Method: "GET", Path: "/v1/healthz"}:      r.handleHealth,
		{Method: "GET", Path: "/v1/stream"}:       r.hub.serve,
		{Method: "GET", Path: "/v1/openapi.yaml"}: r.handleSpec,
	}
	byPath := map[string]map[string]http.HandlerFunc{}
	for _, rt := range Routes() {
		if byPath[rt.Path] == nil {
			byPath[rt.Path] = map[string]http.HandlerFunc{}
		}
		byPath[rt.Path][rt.Method] = handlers[rt]
	}
	mux := http.NewServeMux()
	for path, methods := range byPath {
		var allow []string
		for m := range methods {
			allow = append(allow, m)
		}
		slices.Sort(allow)
		mux.HandleFunc(path, func(w http.ResponseWriter, req *http.Request) {
			if h := methods[req.Method]; h != nil {
				h(w, req)
				return
			}
			w.Header().Set("Allow", strings.Join(allow, ", "))
			writeError(w, apiErr(http.StatusMethodNotAllowed, CodeMethodNotAllowed, "", "%s is not allowed on %s", req.Method, path))
		})
	}
	mux.HandleFunc("/", func(w http.ResponseWriter, req *http.Request) {
		writeError(w, apiErr(http.StatusNotFound, CodeNotFound, "", "no route %s", req.URL.Path))
	})
	return r.cors(mux)
}

// originAllowed reports whether a browser origin may call the API.
func (r *Router) originAllowed(origin string) bool {
	return slices.Contains(r.cfg.AllowOrigin, "*") || slices.Contains(r.cfg.AllowOrigin, origin)
}

func (r *Router) cors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		origin := req.Header.Get("Origin")
		if origin != "" && r.originAllowed(origin) {
			h := w.Header()
			h.Set("Access-Control-Allow-Origin", origin)
			h.Add("Vary", "Origin")
			if req.Method == http.MethodOptions && req.Header.Get("Access-Control-Request-Method") != "" {
				h.Set("Access-Control-Allow-Methods", "GET, POST")
				h.Set("Access-Control-Allow-Headers", "Content-Type, X-API-Key")
				h.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
			h.Set("Access-Control-Expose-Headers", "Retry-After, Location")
		}
		next.ServeHTTP(w, req)
	})
}

// clientKey is the rate-limit key: the API key when the router has keys and
// the request carries one, else the client's IP.
func (r *Router) clientKey(req *http.Request) (string, *Error) {
	if k := req.Header.Get("X-API-Key"); k != "" && r.keys != nil {
		sum := sha256.Sum256([]byte(k))
		if !r.keys[sum] {
			return "", apiErr(http.StatusUnauthorized, CodeInvalidAPIKey, "", "unknown API key")
		}
		return "key:" + string(sum[:]), nil
	}
	host, _, err := net.SplitHostPort(req.RemoteAddr)
	if err != nil {
		host = req.RemoteAddr
	}
	return "ip:" + host, nil
}

func (r *Router) handleSubmit(w http.ResponseWriter, req *http.Request) {
	key, e := r.clientKey(req)
	if e != nil {
		writeError(w, e)
		return
	}
	if ok, wait := r.lim.allow(key); !ok {
		w.Header().Set("Retry-After", retryAfter(wait))
		writeError(w, apiErr(http.StatusTooManyRequests, CodeRateLimited, "", "too many tasks; retry in %s", wait.Round(time.Millisecond)))
		return
	}
	if ct := req.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || mt != "application/json" {
			writeError(w, apiErr(http.StatusUnsupportedMediaType, CodeUnsupportedMedia, "", "the body must be JSON: send Content-Type: application/json"))
			return
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, req.Body, r.cfg.MaxBody))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			writeError(w, apiErr(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "", "the body is over %d bytes", r.cfg.MaxBody))
			return
		}
		writeError(w, apiErr(http.StatusBadRequest, CodeMalformedJSON, "", "reading the body: %v", err))
		return
	}
	parsed, e := DecodeTask(body)
	if e != nil {
		writeError(w, e)
		return
	}
	t, created, e := r.Submit(parsed)
	if e != nil {
		writeError(w, e)
		return
	}
	w.Header().Set("Location", "/v1/tasks/"+t.ID)
	if created {
		writeJSON(w, http.StatusAccepted, t.API())
		return
	}
	writeJSON(w, http.StatusOK, t.API())
}

func (r *Router) handleGet(w http.ResponseWriter, req *http.Request) {
	id := req.PathValue("id")
	if _, err := api.ParseTaskID(id); err != nil {
		writeError(w, apiErr(http.StatusBadRequest, CodeInvalidID, "id", "%v", err))
		return
	}
	t, err := r.Get(id)
	if errors.Is(err, ErrNotFound) {
		writeError(w, apiErr(http.StatusNotFound, CodeNotFound, "id", "no task %s", id))
		return
	}
	if err != nil {
		r.log.Error("read task", "id", id, "err", err)
		writeError(w, apiErr(http.StatusInternalServerError, CodeInternal, "", "the task store failed"))
		return
	}
	writeJSON(w, http.StatusOK, t.API())
}

// Health is the body of GET /v1/healthz.
type Health struct {
	Status    string        `json:"status"` // "ok" or "shutting_down"
	Models    []HealthModel `json:"models"`
	Default   string        `json:"default_model"`
	Queued    int           `json:"queued"`
	Executing int           `json:"executing"`
	Streams   int           `json:"streams"`
	UptimeS   float64       `json:"uptime_s"`
}

// HealthModel names a served model and its request limits.
type HealthModel struct {
	Hash   string `json:"hash"`
	Name   string `json:"name,omitempty"`
	Vocab  int    `json:"vocab"`
	SeqLen int    `json:"seq_len"`

	// Text says whether the model takes prompt text (it pins a tokenizer,
	// whose keccak256 Tokenizer is); false: token ids only.
	Text      bool   `json:"text"`
	Tokenizer string `json:"tokenizer,omitempty"`
	// Chat says whether the model takes messages (it has a chat template);
	// EndOfTurn is the token id its replies end at.
	Chat      bool `json:"chat"`
	EndOfTurn *int `json:"end_of_turn,omitempty"`
}

func (r *Router) handleHealth(w http.ResponseWriter, _ *http.Request) {
	q, x := r.stats()
	h := Health{Status: "ok", Default: r.def.String(), Queued: q, Executing: x,
		Streams: r.hub.count(), UptimeS: r.cfg.Now().Sub(r.start).Round(time.Millisecond).Seconds()}
	for _, m := range r.cfg.Models {
		h.Models = append(h.Models, healthModel(m))
	}
	status := http.StatusOK
	if r.closing.Load() {
		h.Status, status = "shutting_down", http.StatusServiceUnavailable
	}
	writeJSON(w, status, &h)
}

func (r *Router) handleSpec(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/yaml")
	_, _ = w.Write(openAPI)
}
