package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/router"
)

// serveRouter runs the real router (task store on disk, in-process
// execution) on loopback.
func serveRouter(t *testing.T) string {
	t.Helper()
	m, mf, err := inference.LoadDir("../../testdata/manifests/stories260K")
	if err != nil {
		t.Fatal(err)
	}
	st, err := router.OpenPebble(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	disp := router.NewLocalDispatcher(1)
	disp.AddModel(m, mf)
	r, err := router.New(router.Config{Store: st, Dispatcher: disp, Models: []router.Model{router.ModelOf(mf)}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(r.Handler())
	t.Cleanup(func() {
		srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = r.Shutdown(ctx)
		_ = st.Close()
	})
	return srv.URL
}

func submitTask(t *testing.T, base string, r Request) {
	t.Helper()
	js, _ := json.Marshal(r)
	resp, err := http.Post(base+"/v1/tasks", "application/json", bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("submit: %s", resp.Status)
	}
}

func TestRouterLookup(t *testing.T) {
	ctx := context.Background()
	base := serveRouter(t)
	submitTask(t, base, Request{Prompt: []int{1, 42}, N: 3})
	known := inference.InputHash([]int{1, 42}, 3)

	// A stub that answers every input with a task that does not hash to it.
	liar := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(`{"tasks":[{"prompt":[1,43],"n":3}]}`))
	}))
	defer liar.Close()
	// A server that is not a router: its 404 is not the router's not_found.
	other := httptest.NewServer(http.NotFoundHandler())
	defer other.Close()
	broken := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte(`{"error":{"code":"internal","message":"the task store failed"}}`))
	}))
	defer broken.Close()

	for _, c := range []struct {
		name    string
		src     Prompts
		input   inference.Hash
		ok      bool
		errWant string
	}{
		{"known", Router{BaseURL: base}, known, true, ""},
		{"trailing slash", Router{BaseURL: base + "/"}, known, true, ""},
		{"unknown", Router{BaseURL: base}, inference.InputHash([]int{1, 42}, 4), false, ""},
		{"answer does not hash to the input", Router{BaseURL: liar.URL}, known, false, ""},
		{"not a router", Router{BaseURL: other.URL}, known, false, "404"},
		{"router failure", Router{BaseURL: broken.URL}, known, false, "internal"},
		{"unreachable", Router{BaseURL: "http://127.0.0.1:1"}, known, false, "router lookup"},
		{"requests first", Sources{Known{known: {Prompt: []int{1, 42}, N: 3}}, Router{BaseURL: broken.URL}}, known, true, ""},
		{"then the router", Sources{Known{}, Router{BaseURL: base}}, known, true, ""},
		{"nobody", Sources{Known{}, Router{BaseURL: base}}, inference.Hash{1}, false, ""},
		{"a failing router hides no later source", Sources{Router{BaseURL: broken.URL}, Known{known: {Prompt: []int{1, 42}, N: 3}}}, known, true, ""},
		{"a failing router, nobody else knows: its error", Sources{Router{BaseURL: broken.URL}, Known{}}, known, false, "internal"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req, ok, err := c.src.Lookup(ctx, c.input)
			if c.errWant != "" {
				if err == nil || !strings.Contains(err.Error(), c.errWant) {
					t.Fatalf("error %v, want one with %q", err, c.errWant)
				}
				return
			}
			if err != nil || ok != c.ok {
				t.Fatalf("ok %v, %v; want ok %v", ok, err, c.ok)
			}
			if ok && (!slices.Equal(req.Prompt, []int{1, 42}) || req.N != 3) {
				t.Fatalf("request %+v", req)
			}
		})
	}
}
