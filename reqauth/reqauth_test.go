package reqauth

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

func key(t testing.TB, seed string) *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte(seed)))
	if err != nil {
		t.Fatal(err)
	}
	return k
}

type server struct {
	srv    *httptest.Server
	bodies []string
}

func newServer(t *testing.T, v *Verifier) *server {
	s := &server{}
	s.srv = httptest.NewServer(v.Wrap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		s.bodies = append(s.bodies, string(b))
		who, _ := Caller(r.Context())
		_, _ = w.Write([]byte(who.Hex()))
	})))
	t.Cleanup(s.srv.Close)
	return s
}

func errCode(t *testing.T, res *http.Response) string {
	t.Helper()
	var e struct {
		Error struct{ Code, Message string } `json:"error"`
	}
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		t.Fatal(err)
	}
	return e.Error.Code
}

func TestSignerVerifier(t *testing.T) {
	caller, other := key(t, "caller"), key(t, "other")
	now := time.Now()
	clock := func() time.Time { return now }
	s := newServer(t, &Verifier{Allowed: Allow(crypto.PubkeyToAddress(caller.PublicKey)), Now: clock})

	post := func(c *http.Client, path, body string) *http.Response {
		t.Helper()
		res, err := c.Post(s.srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}
	// signed by the allowed key: served, the body intact, the caller known
	res := post(Client(nil, caller), "/v1/tasks?x=1", `{"a":1}`)
	got, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || string(got) != crypto.PubkeyToAddress(caller.PublicKey).Hex() {
		t.Fatalf("allowed caller: %d %s", res.StatusCode, got)
	}
	if len(s.bodies) != 1 || s.bodies[0] != `{"a":1}` {
		t.Fatalf("handler saw bodies %q", s.bodies)
	}
	// a GET without a body is signed as well
	res, err := Client(nil, caller).Get(s.srv.URL + "/v1/operator")
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET: %v %v", res, err)
	}
	res.Body.Close()

	cases := []struct {
		name string
		c    *http.Client
		code string
	}{
		{"unsigned", http.DefaultClient, "unauthenticated"},
		{"foreign key", Client(nil, other), "unknown_caller"},
		{"old timestamp", &http.Client{Transport: &Signer{Key: caller, Now: func() time.Time { return now.Add(-61 * time.Second) }}}, "stale_request"},
		{"future timestamp", &http.Client{Transport: &Signer{Key: caller, Now: func() time.Time { return now.Add(61 * time.Second) }}}, "stale_request"},
	}
	for _, tc := range cases {
		res := post(tc.c, "/v1/tasks", `{"a":2}`)
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s: status %d", tc.name, res.StatusCode)
			continue
		}
		if c := errCode(t, res); c != tc.code {
			t.Errorf("%s: code %q, want %q", tc.name, c, tc.code)
		}
	}
	if len(s.bodies) != 2 {
		t.Fatalf("refused requests reached the handler: %q", s.bodies)
	}
}

// A signature binds the method, the path and query, the timestamp and the
// body: changing any is a foreign (or unparseable) signature.
func TestTamper(t *testing.T) {
	caller := key(t, "caller")
	addr := crypto.PubkeyToAddress(caller.PublicKey)
	now := time.Unix(1_800_000_000, 0)
	v := &Verifier{Allowed: Allow(addr), Now: func() time.Time { return now }}
	ts := strconv.FormatInt(now.Unix(), 10)
	sig, err := Sign(caller, "POST", "/v1/tasks?a=1", now.Unix(), []byte("body"))
	if err != nil {
		t.Fatal(err)
	}
	mk := func(method, uri, ts, sig, body string) *http.Request {
		r := httptest.NewRequest(method, uri, strings.NewReader(body))
		r.Header.Set(HeaderTimestamp, ts)
		r.Header.Set(HeaderSignature, sig)
		return r
	}
	if who, err := v.Verify(mk("POST", "/v1/tasks?a=1", ts, sig, "body")); err != nil || who != addr {
		t.Fatalf("untouched: %s %v", who, err)
	}
	for name, r := range map[string]*http.Request{
		"method": mk("PUT", "/v1/tasks?a=1", ts, sig, "body"),
		"path":   mk("POST", "/v1/batches?a=1", ts, sig, "body"),
		"query":  mk("POST", "/v1/tasks?a=2", ts, sig, "body"),
		"body":   mk("POST", "/v1/tasks?a=1", ts, sig, "bodY"),
		"time":   mk("POST", "/v1/tasks?a=1", strconv.FormatInt(now.Unix()-1, 10), sig, "body"),
	} {
		if _, err := v.Verify(r); err == nil {
			t.Errorf("%s changed: verified", name)
		}
	}
	// the body is still readable after Verify
	r := mk("POST", "/v1/tasks?a=1", ts, sig, "body")
	_, _ = v.Verify(r)
	if b, _ := io.ReadAll(r.Body); string(b) != "body" {
		t.Fatalf("body after Verify: %q", b)
	}
	// a high-s twin of a valid signature is refused (one form per signature)
	raw := hexutil.MustDecode(sig)
	n := crypto.S256().Params().N
	s := new(big.Int).SetBytes(raw[32:64])
	s.Sub(n, s)
	twin := append(append(append([]byte{}, raw[:32]...), common.LeftPadBytes(s.Bytes(), 32)...), raw[64]^1)
	if _, err := v.Verify(mk("POST", "/v1/tasks?a=1", ts, hexutil.Encode(twin), "body")); err == nil {
		t.Fatal("high-s signature verified")
	}
	// V as 27/28 is accepted
	v27 := bytes.Clone(raw)
	v27[64] += 27
	if _, err := v.Verify(mk("POST", "/v1/tasks?a=1", ts, hexutil.Encode(v27), "body")); err != nil {
		t.Fatalf("V+27: %v", err)
	}
}

func TestBodyLimit(t *testing.T) {
	caller := key(t, "caller")
	s := newServer(t, &Verifier{Allowed: Allow(crypto.PubkeyToAddress(caller.PublicKey)), MaxBody: 8})
	res, err := Client(nil, caller).Post(s.srv.URL+"/x", "text/plain", strings.NewReader("123456789"))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d", res.StatusCode)
	}
}

func TestParseHeaders(t *testing.T) {
	good := hexutil.Encode(make([]byte, 65))
	for _, tc := range []struct{ ts, sig string }{
		{"", good}, {"1", ""}, {"0", good}, {"01", good}, {"-1", good}, {"+1", good}, {"1.5", good},
		{"99999999999999999999", good}, {"1", good[2:]}, {"1", good + "00"}, {"1", "0x" + strings.Repeat("zz", 65)},
		{"1", good}, // r = s = 0
	} {
		if _, _, err := ParseHeaders(tc.ts, tc.sig); err == nil {
			t.Errorf("ParseHeaders(%q, %q) accepted", tc.ts, tc.sig)
		}
	}
}

func FuzzParseHeaders(f *testing.F) {
	k := key(f, "caller")
	sig, _ := Sign(k, "POST", "/v1/tasks", 1_800_000_000, []byte("{}"))
	f.Add("1800000000", sig)
	f.Add("", "")
	f.Add("0", "0x")
	f.Add("18446744073709551616", sig)
	f.Fuzz(func(t *testing.T, ts, sig string) {
		n, raw, err := ParseHeaders(ts, sig)
		if err != nil {
			return
		}
		if n <= 0 || len(raw) != 65 || raw[64] > 1 {
			t.Fatalf("accepted %q %q as %d %x", ts, sig, n, raw)
		}
		if strconv.FormatInt(n, 10) != ts {
			t.Fatalf("timestamp %q read as %d", ts, n)
		}
		// whatever parses, recovering never panics
		_, _, _ = Recover("POST", "/", ts, sig, nil)
	})
}
