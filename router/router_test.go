package router

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

const modelDir = "../testdata/manifests/stories260K"

var loaded struct {
	once sync.Once
	m    *inference.Model
	mf   *inference.Manifest
	err  error
}

func testModel(t testing.TB) (*inference.Model, *inference.Manifest) {
	t.Helper()
	loaded.once.Do(func() { loaded.m, loaded.mf, loaded.err = inference.LoadDir(modelDir) })
	if loaded.err != nil {
		t.Fatal(loaded.err)
	}
	return loaded.m, loaded.mf
}

func localDispatcher(t testing.TB) *LocalDispatcher {
	m, mf := testModel(t)
	d := NewLocalDispatcher(1)
	d.AddModel(m, mf)
	return d
}

// want runs the engine directly: what every task's result must equal.
func want(t testing.TB, prompt []int, n int) *inference.Result {
	t.Helper()
	m, mf := testModel(t)
	e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := e.Generate(context.Background(), prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

type harness struct {
	t     *testing.T
	dir   string
	store *PebbleStore
	r     *Router
	srv   *httptest.Server
}

// start opens the store in dir and serves a router on loopback.
func start(t *testing.T, dir string, d Dispatcher, tweak func(*Config)) *harness {
	t.Helper()
	_, mf := testModel(t)
	st, err := OpenPebble(dir)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Store: st, Dispatcher: d, Models: []Model{ModelOf(mf)}, Workers: 4, SweepEvery: 20 * time.Millisecond}
	if tweak != nil {
		tweak(&cfg)
	}
	r, err := New(cfg)
	if err != nil {
		st.Close()
		t.Fatal(err)
	}
	h := &harness{t: t, dir: dir, store: st, r: r, srv: httptest.NewServer(r.Handler())}
	t.Cleanup(h.stop)
	return h
}

// stop shuts everything down at once, as a crash would leave running tasks.
func (h *harness) stop() {
	if h.srv == nil {
		return
	}
	h.srv.CloseClientConnections()
	h.srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_ = h.r.Shutdown(ctx)
	if err := h.store.Close(); err != nil {
		h.t.Error(err)
	}
	h.srv = nil
}

func (h *harness) post(body string, hdr ...string) (*http.Response, []byte) {
	h.t.Helper()
	req, _ := http.NewRequest("POST", h.srv.URL+"/v1/tasks", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	return h.do(req)
}

func (h *harness) get(path string) (*http.Response, []byte) {
	h.t.Helper()
	req, _ := http.NewRequest("GET", h.srv.URL+path, nil)
	return h.do(req)
}

func (h *harness) do(req *http.Request) (*http.Response, []byte) {
	h.t.Helper()
	resp, err := h.srv.Client().Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

func (h *harness) submit(prompt []int, n int) Task {
	h.t.Helper()
	js, _ := json.Marshal(map[string]any{"prompt": prompt, "n": n})
	resp, b := h.post(string(js))
	if resp.StatusCode != http.StatusAccepted && resp.StatusCode != http.StatusOK {
		h.t.Fatalf("submit: %d %s", resp.StatusCode, b)
	}
	var task Task
	if err := json.Unmarshal(b, &task); err != nil {
		h.t.Fatal(err)
	}
	return task
}

func (h *harness) task(id string) Task {
	h.t.Helper()
	resp, b := h.get("/v1/tasks/" + id)
	if resp.StatusCode != http.StatusOK {
		h.t.Fatalf("get %s: %d %s", id, resp.StatusCode, b)
	}
	var task Task
	if err := json.Unmarshal(b, &task); err != nil {
		h.t.Fatal(err)
	}
	return task
}

// await polls until the task is final or has status s.
func (h *harness) await(id string, s Status) Task {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		task := h.task(id)
		if task.Status == s || (s == "" && task.Status.Final()) {
			return task
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("task %s: still %s, waiting for %q", id, task.Status, s)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func checkResult(t *testing.T, task Task) {
	t.Helper()
	if task.Status != StatusDone {
		t.Fatalf("task %s: status %s, error %v", task.ID, task.Status, task.Error)
	}
	w := want(t, task.Prompt, task.N)
	if fmt.Sprint(task.Result.Tokens) != fmt.Sprint(w.Tokens) {
		t.Fatalf("task %s: tokens %v, the engine gives %v", task.ID, task.Result.Tokens, w.Tokens)
	}
	if task.Result.Root == nil || *task.Result.Root != w.Root || task.Result.Steps != len(w.Checkpoints) {
		t.Fatalf("task %s: root %v steps %d, the engine gives %s, %d", task.ID, task.Result.Root, task.Result.Steps, w.Root, len(w.Checkpoints))
	}
	if !slices.Equal(task.Result.Checkpoints, w.Checkpoints) {
		t.Fatalf("task %s: checkpoints %v, the engine gives %v", task.ID, task.Result.Checkpoints, w.Checkpoints)
	}
}

func TestSubmitPollDone(t *testing.T) {
	h := start(t, t.TempDir(), localDispatcher(t), nil)
	prompt := []int{1, 403, 52, 7}
	resp, b := h.post(`{"prompt": [1, 403, 52, 7], "n": 12}`)
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("status %d: %s", resp.StatusCode, b)
	}
	var got map[string]any
	_ = json.Unmarshal(b, &got)
	if got["status"] != "queued" || got["input_hash"] != inference.InputHash(prompt, 12).String() || len(got["id"].(string)) != 32 {
		t.Fatalf("accept body: %s", b)
	}
	if loc := resp.Header.Get("Location"); loc != "/v1/tasks/"+got["id"].(string) {
		t.Fatalf("Location %q", loc)
	}
	task := h.await(got["id"].(string), "")
	checkResult(t, task)
	if task.Attempts != 1 || task.Version != 3 { // queued, executing, done
		t.Fatalf("attempts %d version %d", task.Attempts, task.Version)
	}
	resp, b = h.get("/v1/healthz")
	if resp.StatusCode != 200 || !bytes.Contains(b, []byte(`"status":"ok"`)) {
		t.Fatalf("healthz %d %s", resp.StatusCode, b)
	}
}

func TestManyInFlight(t *testing.T) {
	h := start(t, t.TempDir(), localDispatcher(t), func(c *Config) { c.Workers = 8 })
	const count = 64
	ids := make([]string, count)
	var wg sync.WaitGroup
	for i := range count {
		wg.Go(func() { ids[i] = h.submit([]int{1, i % 500}, 3+i%5).ID })
	}
	wg.Wait()
	seen := map[string]bool{}
	for i, id := range ids {
		if seen[id] {
			t.Fatalf("id %s twice", id)
		}
		seen[id] = true
		task := h.await(id, "")
		if i%8 == 0 {
			checkResult(t, task)
		} else if task.Status != StatusDone {
			t.Fatalf("task %d: %s", i, task.Status)
		}
	}
	if c := h.r.Completed(); c != count {
		t.Fatalf("completed %d, want %d", c, count)
	}
}

func TestDedup(t *testing.T) {
	gate := newGated()
	h := start(t, t.TempDir(), gate, nil)
	_, mf := testModel(t)
	a := h.submit([]int{1, 2, 3}, 4)
	resp, b := h.post(`{"prompt":[1,2,3],"n":4,"model":"` + mf.Hash.String() + `"}`)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("dedup: status %d %s", resp.StatusCode, b)
	}
	var again Task
	_ = json.Unmarshal(b, &again)
	if again.ID != a.ID {
		t.Fatalf("dedup gave %s, want %s", again.ID, a.ID)
	}
	if other := h.submit([]int{1, 2, 3}, 5); other.ID == a.ID {
		t.Fatal("a different n shared the task")
	}
	if other := h.submit([]int{1, 2, 4}, 4); other.ID == a.ID {
		t.Fatal("a different prompt shared the task")
	}
	gate.release(a.ID, nil)
	done := h.await(a.ID, StatusDone)
	if again := h.submit([]int{1, 2, 3}, 4); again.ID != a.ID || again.Status != StatusDone {
		t.Fatalf("after completion: %s %s", again.ID, again.Status)
	}
	if gate.calls(a.ID) != 1 {
		t.Fatalf("dispatched %d times", gate.calls(a.ID))
	}
	_ = done
}

func TestTTLExpiry(t *testing.T) {
	gate := newGated()
	const ttl = 300 * time.Millisecond
	h := start(t, t.TempDir(), gate, func(c *Config) { c.TTL = ttl })
	a := h.submit([]int{1, 9}, 2)
	h.await(a.ID, StatusExecuting)
	task := h.await(a.ID, StatusFailed)
	if task.Error == nil || task.Error.Code != CodeExpired {
		t.Fatalf("error %+v", task.Error)
	}
	if !gate.cancelled(a.ID) {
		t.Fatal("the running dispatch was not cancelled")
	}
	if el := task.Updated.Sub(task.Created); el < ttl {
		t.Fatalf("expired after %s", el)
	}
	// An expired task is not a dedup target: the same request is new work.
	b := h.submit([]int{1, 9}, 2)
	if b.ID == a.ID || b.Status != StatusQueued {
		t.Fatalf("resubmit: %s %s", b.ID, b.Status)
	}
	// A late result for the expired task changes nothing.
	gate.release(a.ID, nil)
	time.Sleep(20 * time.Millisecond)
	if h.task(a.ID).Status != StatusFailed {
		t.Fatal("expired task changed")
	}
}

func TestRateLimit(t *testing.T) {
	h := start(t, t.TempDir(), localDispatcher(t), func(c *Config) {
		c.RateLimit, c.Burst, c.APIKeys = 0.5, 2, []string{"alpha", "beta"}
	})
	for i := range 2 {
		if resp, b := h.post(fmt.Sprintf(`{"prompt":[1],"n":%d}`, i+1)); resp.StatusCode != http.StatusAccepted {
			t.Fatalf("request %d: %d %s", i, resp.StatusCode, b)
		}
	}
	resp, b := h.post(`{"prompt":[1],"n":9}`)
	checkError(t, resp, b, http.StatusTooManyRequests, CodeRateLimited, "")
	if ra := resp.Header.Get("Retry-After"); ra != "2" {
		t.Fatalf("Retry-After %q, want 2", ra)
	}
	// Keys have their own buckets; unknown keys are refused.
	for _, key := range []string{"alpha", "alpha", "beta"} {
		if resp, b := h.post(`{"prompt":[1],"n":9}`, "X-API-Key", key); resp.StatusCode/100 != 2 {
			t.Fatalf("key %s: %d %s", key, resp.StatusCode, b)
		}
	}
	resp, b = h.post(`{"prompt":[1],"n":9}`, "X-API-Key", "alpha")
	checkError(t, resp, b, http.StatusTooManyRequests, CodeRateLimited, "")
	resp, b = h.post(`{"prompt":[1],"n":9}`, "X-API-Key", "gamma")
	checkError(t, resp, b, http.StatusUnauthorized, CodeInvalidAPIKey, "")
}

func checkError(t *testing.T, resp *http.Response, b []byte, status int, code, field string) {
	t.Helper()
	var body struct {
		Error *Error `json:"error"`
	}
	if err := json.Unmarshal(b, &body); err != nil || body.Error == nil {
		t.Fatalf("not an error body (%v): %s", err, b)
	}
	if resp.StatusCode != status || body.Error.Code != code || body.Error.Field != field || body.Error.Message == "" {
		t.Fatalf("got %d %+v, want %d %s field %q", resp.StatusCode, body.Error, status, code, field)
	}
	if api.StatusOf(code) != status {
		t.Fatalf("%s travels with %d, api.StatusOf says %d", code, status, api.StatusOf(code))
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Fatalf("Content-Type %q", ct)
	}
}

func TestErrors(t *testing.T) {
	h := start(t, t.TempDir(), localDispatcher(t), func(c *Config) { c.MaxBody = 4096; c.MaxPrompt = 100 })
	big := `{"prompt":[` + strings.Repeat("1,", 3000) + `1],"n":1}`
	long := `{"prompt":[` + strings.Repeat("1,", 100) + `1],"n":1}`
	other := inference.Keccak256([]byte("no such model"))
	cases := []struct {
		name, body  string
		status      int
		code, field string
	}{
		{"malformed", `{"prompt":[1,2`, 400, CodeMalformedJSON, ""},
		{"not json", `hello`, 400, CodeMalformedJSON, ""},
		{"empty body", ``, 400, CodeMalformedJSON, ""},
		{"two objects", `{"prompt":[1],"n":1} {}`, 400, CodeMalformedJSON, ""},
		{"array body", `[1,2]`, 400, CodeInvalidType, ""},
		{"oversized", big, 413, CodeBodyTooLarge, ""},
		{"id at vocab", `{"prompt":[1,2,3,512],"n":1}`, 422, CodeTokenOutOfRange, "prompt[3]"},
		{"negative id", `{"prompt":[1,-5],"n":1}`, 422, CodeTokenOutOfRange, "prompt[1]"},
		{"huge id", `{"prompt":[99999999999999999999999],"n":1}`, 422, CodeTokenOutOfRange, "prompt[0]"},
		{"float id", `{"prompt":[1.5],"n":1}`, 400, CodeInvalidType, "prompt[0]"},
		{"string id", `{"prompt":["1"],"n":1}`, 400, CodeInvalidType, "prompt[0]"},
		{"prompt object", `{"prompt":{"ids":[1]},"n":1}`, 400, CodeInvalidType, "prompt"},
		{"prompt number", `{"prompt":1,"n":1}`, 400, CodeInvalidType, "prompt"},
		// The router serves stories260K by ModelOf (ids only): a string prompt is text it cannot take.
		{"prompt text without a tokenizer", `{"prompt":"1 2","n":1}`, 400, CodeNoTokenizer, "prompt"},
		{"n too large", `{"prompt":[1,2],"n":512}`, 422, CodeContextOverflow, "n"},
		{"n that would wrap the position sum", `{"prompt":[1,2],"n":9223372036854775807}`, 422, CodeContextOverflow, "n"},
		{"n enormous", `{"prompt":[1],"n":1e400}`, 400, CodeInvalidType, "n"},
		{"n beyond int64", `{"prompt":[1],"n":123456789012345678901234567890}`, 422, CodeContextOverflow, "n"},
		{"n zero", `{"prompt":[1],"n":0}`, 422, CodeInvalidCount, "n"},
		{"n negative", `{"prompt":[1],"n":-3}`, 422, CodeInvalidCount, "n"},
		{"n string", `{"prompt":[1],"n":"3"}`, 400, CodeInvalidType, "n"},
		{"n missing", `{"prompt":[1]}`, 400, CodeMissingField, "n"},
		{"prompt missing", `{"n":1}`, 400, CodeMissingField, "prompt"},
		{"prompt null", `{"prompt":null,"n":1}`, 400, CodeMissingField, "prompt"},
		{"empty prompt", `{"prompt":[],"n":1}`, 422, CodeEmptyPrompt, "prompt"},
		{"prompt too long", long, 422, CodePromptTooLong, "prompt"},
		{"unknown field", `{"prompt":[1],"n":1,"temperature":0.7}`, 400, CodeUnknownField, "temperature"},
		{"unknown model", `{"prompt":[1],"n":1,"model":"` + other.String() + `"}`, 422, CodeUnknownModel, "model"},
		{"bad model", `{"prompt":[1],"n":1,"model":"stories"}`, 400, CodeInvalidModel, "model"},
		{"model number", `{"prompt":[1],"n":1,"model":7}`, 400, CodeInvalidType, "model"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp, b := h.post(c.body)
			checkError(t, resp, b, c.status, c.code, c.field)
		})
	}
	req, _ := http.NewRequest("POST", h.srv.URL+"/v1/tasks", strings.NewReader(`{"prompt":[1],"n":1}`))
	req.Header.Set("Content-Type", "text/plain")
	resp, b := h.do(req)
	checkError(t, resp, b, 415, CodeUnsupportedMedia, "")

	resp, b = h.get("/v1/tasks/xyz!")
	checkError(t, resp, b, 400, CodeInvalidID, "id")
	resp, b = h.get("/v1/tasks/xyz") // a task id's form (api.ParseTaskID), but not one issued
	checkError(t, resp, b, 404, CodeNotFound, "id")
	resp, b = h.get("/v1/tasks/" + strings.Repeat("ab", 16))
	checkError(t, resp, b, 404, CodeNotFound, "id")
	resp, b = h.get("/v1/nothing")
	checkError(t, resp, b, 404, CodeNotFound, "")
	req, _ = http.NewRequest("DELETE", h.srv.URL+"/v1/tasks", nil)
	resp, b = h.do(req)
	checkError(t, resp, b, 405, CodeMethodNotAllowed, "")
	if resp.Header.Get("Allow") != "GET, POST" {
		t.Fatalf("Allow %q", resp.Header.Get("Allow"))
	}
	resp, b = h.get("/v1/stream")
	checkError(t, resp, b, 400, CodeBadWebSocketFrame, "")
}

// TestRestartMidTask stops a router while one task executes and others
// wait, reopens the store, and checks every task completes exactly once
// with the engine's tokens; a third start dispatches nothing.
func TestRestartMidTask(t *testing.T) {
	dir := t.TempDir()
	gate := newGated()
	h1 := start(t, dir, gate, func(c *Config) { c.Workers = 1 })
	prompts := [][]int{{1, 10}, {1, 20, 30}, {1, 40}}
	var ids []string
	for _, p := range prompts {
		ids = append(ids, h1.submit(p, 6).ID)
	}
	h1.await(ids[0], StatusExecuting)
	if s := h1.task(ids[1]).Status; s != StatusQueued {
		t.Fatalf("second task %s, want queued", s)
	}
	h1.stop()
	if !gate.cancelled(ids[0]) {
		t.Fatal("the running dispatch outlived shutdown")
	}

	counted := &counting{next: localDispatcher(t), done: map[string]int{}}
	h2 := start(t, dir, counted, nil)
	for _, id := range ids {
		checkResult(t, h2.await(id, ""))
	}
	if task := h2.task(ids[0]); task.Attempts != 2 {
		t.Fatalf("interrupted task: %d attempts, want 2", task.Attempts)
	}
	// The same request after restart is still deduplicated.
	if again := h2.submit(prompts[1], 6); again.ID != ids[1] {
		t.Fatalf("dedup after restart gave %s", again.ID)
	}
	h2.stop()

	h3 := start(t, dir, counted, nil)
	for _, id := range ids {
		checkResult(t, h3.task(id))
	}
	time.Sleep(50 * time.Millisecond)
	h3.stop()
	for _, id := range ids {
		if n := counted.count(id); n != 1 {
			t.Fatalf("task %s completed %d times", id, n)
		}
	}
	if n := gate.completions(); n != 0 {
		t.Fatalf("the first router completed %d tasks", n)
	}
}

// TestExpiredWhileDown: a task whose TTL passes while the router is down
// fails on the next start instead of running.
func TestExpiredWhileDown(t *testing.T) {
	dir := t.TempDir()
	var skew atomic.Int64
	clock := func() time.Time { return time.Now().Add(time.Duration(skew.Load())) }
	gate := newGated()
	h1 := start(t, dir, gate, func(c *Config) { c.Now = clock; c.TTL = time.Minute })
	a := h1.submit([]int{1, 77}, 3)
	h1.await(a.ID, StatusExecuting)
	h1.stop()
	skew.Store(int64(2 * time.Minute))
	counted := &counting{next: localDispatcher(t), done: map[string]int{}}
	h2 := start(t, dir, counted, func(c *Config) { c.Now = clock; c.TTL = time.Minute })
	task := h2.task(a.ID)
	if task.Status != StatusFailed || task.Error.Code != CodeExpired || counted.count(a.ID) != 0 {
		t.Fatalf("after restart: %s %+v, ran %d times", task.Status, task.Error, counted.count(a.ID))
	}
}

func TestTooManyAttempts(t *testing.T) {
	dir := t.TempDir()
	gate := newGated()
	var id string
	for i := range 2 {
		h := start(t, dir, gate, func(c *Config) { c.MaxAttempts = 2 })
		if i == 0 {
			id = h.submit([]int{1, 5}, 2).ID
		}
		for h.task(id).Attempts != i+1 {
			time.Sleep(5 * time.Millisecond)
		}
		h.stop()
	}
	h := start(t, dir, gate, func(c *Config) { c.MaxAttempts = 2 })
	task := h.await(id, StatusFailed)
	if task.Error.Code != CodeTooManyAttempts || task.Attempts != 2 {
		t.Fatalf("%+v after %d attempts", task.Error, task.Attempts)
	}
}

// gated is a dispatcher whose tasks run until the test releases them.
type gated struct {
	mu      sync.Mutex
	waits   map[string]chan gateResult
	n       map[string]int
	stopped map[string]bool
	done    int
}

type gateResult struct {
	steps []Progress
	final Status
}

func newGated() *gated {
	return &gated{waits: map[string]chan gateResult{}, n: map[string]int{}, stopped: map[string]bool{}}
}

func (g *gated) ch(id string) chan gateResult {
	g.mu.Lock()
	defer g.mu.Unlock()
	c := g.waits[id]
	if c == nil {
		c = make(chan gateResult, 1)
		g.waits[id] = c
	}
	return c
}

func (g *gated) release(id string, steps []Progress) {
	g.ch(id) <- gateResult{steps: steps, final: StatusDone}
}

func (g *gated) Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error) {
	g.mu.Lock()
	g.n[t.ID]++
	g.mu.Unlock()
	select {
	case <-ctx.Done():
		g.mu.Lock()
		g.stopped[t.ID] = true
		g.mu.Unlock()
		return "", nil, ctx.Err()
	case r := <-g.ch(t.ID):
		final := r.final
		for _, p := range r.steps {
			progress(p)
			if p.Status == StatusSubmitted {
				final = StatusLanded
			}
		}
		g.mu.Lock()
		g.done++
		g.mu.Unlock()
		return final, &Result{Tokens: []int{1}, Block: 42}, nil
	}
}

func (g *gated) calls(id string) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.n[id]
}

func (g *gated) cancelled(id string) bool {
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		g.mu.Lock()
		s := g.stopped[id]
		g.mu.Unlock()
		if s {
			return true
		}
		time.Sleep(5 * time.Millisecond)
	}
	return false
}

func (g *gated) completions() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.done
}

// counting wraps a dispatcher and counts completed runs per task.
type counting struct {
	next Dispatcher
	mu   sync.Mutex
	done map[string]int
}

func (c *counting) Dispatch(ctx context.Context, t Task, p func(Progress)) (Status, *Result, error) {
	s, r, err := c.next.Dispatch(ctx, t, p)
	if err == nil {
		c.mu.Lock()
		c.done[t.ID]++
		c.mu.Unlock()
	}
	return s, r, err
}

func (c *counting) count(id string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.done[id]
}

// Beyond its capacity the router answers 429 overloaded with a Retry-After
// hint, and every task it had accepted still finishes.
func TestOverloaded(t *testing.T) {
	gate := newGated()
	h := start(t, t.TempDir(), gate, func(c *Config) { c.MaxPending, c.Workers = 3, 8 })
	var accepted []Task
	for i := range 3 {
		accepted = append(accepted, h.submit([]int{1, 2 + i}, 2))
	}
	for i := range 2 {
		resp, b := h.post(fmt.Sprintf(`{"prompt":[1,%d],"n":2}`, 10+i))
		checkError(t, resp, b, http.StatusTooManyRequests, CodeOverloaded, "")
		if ra, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || ra < 1 || ra > 60 {
			t.Fatalf("Retry-After %q, want 1-60 seconds", resp.Header.Get("Retry-After"))
		}
	}
	// A request already accepted is still a dedup hit, not a refusal.
	if again := h.submit([]int{1, 2}, 2); again.ID != accepted[0].ID {
		t.Fatalf("dedup under load: %s, want %s", again.ID, accepted[0].ID)
	}
	for _, a := range accepted {
		h.await(a.ID, StatusExecuting)
		gate.release(a.ID, nil)
	}
	for _, a := range accepted {
		if got := h.await(a.ID, ""); got.Status != StatusDone {
			t.Fatalf("task %s ended %s", a.ID, got.Status)
		}
	}
	// Drained: the refused request now fits.
	if resp, b := h.post(`{"prompt":[1,10],"n":2}`); resp.StatusCode != http.StatusAccepted {
		t.Fatalf("after the drain: %d %s", resp.StatusCode, b)
	}
}

func TestDrainWait(t *testing.T) {
	r := &Router{}
	if got := r.drainWait(5); got != 2*time.Second {
		t.Fatalf("no rate yet: %v, want 2s", got)
	}
	for _, c := range []struct {
		rate   float64
		excess int
		want   time.Duration
	}{{100, 1, time.Second}, {10, 50, 5 * time.Second}, {1, 1000, time.Minute}} {
		r.drainRate.Store(math.Float64bits(c.rate))
		if got := r.drainWait(c.excess); got != c.want {
			t.Errorf("rate %v excess %d: %v, want %v", c.rate, c.excess, got, c.want)
		}
	}
}
