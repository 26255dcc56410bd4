package devnet

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
	"github.com/gorilla/websocket"
)

// routerStub is an upstream standing in for the router's HTTP server: the
// web origin's job is to forward to it, which is what is tested here.
type routerStub struct {
	srv *httptest.Server
}

func (r *routerStub) Name() string                              { return "router" }
func (r *routerStub) Start(ctx context.Context, c *Chain) error { return nil }
func (r *routerStub) Stop() error                               { r.srv.Close(); return nil }
func (r *routerStub) RouterURL() string                         { return r.srv.URL }

func newRouterStub() *routerStub {
	up := websocket.Upgrader{}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"ok":true,"path":"`+r.URL.Path+`"}`)
	})
	mux.HandleFunc("GET /v1/stream", func(w http.ResponseWriter, r *http.Request) {
		conn, err := up.Upgrade(w, r, nil)
		if err != nil {
			return
		}
		defer conn.Close()
		for {
			mt, msg, err := conn.ReadMessage()
			if err != nil {
				return
			}
			conn.WriteMessage(mt, append([]byte("echo "), msg...))
		}
	})
	return &routerStub{srv: httptest.NewServer(mux)}
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestWebOrigin(t *testing.T) {
	c := sharedChain(t)
	dist := t.TempDir()
	if err := os.WriteFile(filepath.Join(dist, "index.html"), []byte("<title>deepcall dapp</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	web := &WebService{Addr: "127.0.0.1:0", Dist: dist}
	if err := web.Start(ctxT(t), c); err != nil {
		t.Fatal(err)
	}
	defer web.Stop()
	base := web.URL()

	// /config.json: the dapp's view of the chain.
	code, body := get(t, base+"/config.json")
	if code != 200 {
		t.Fatalf("/config.json: %d %s", code, body)
	}
	var cfg map[string]any
	if err := json.Unmarshal([]byte(body), &cfg); err != nil {
		t.Fatal(err)
	}
	contracts := cfg["contracts"].(map[string]any)
	ops := cfg["operators"].([]any)
	op0 := ops[0].(map[string]any)
	switch {
	case cfg["chainId"].(float64) != float64(c.ChainID), cfg["rpcUrl"] != "/rpc", cfg["routerUrl"] != "",
		cfg["tokenizer"] != "/tokenizer.json", cfg["manifest"] != c.Model.Manifest.Hash.String(), cfg["modelUrl"] != "/model/",
		!strings.EqualFold(contracts["registry"].(string), c.Deployment.Contracts.Registry.Hex()),
		!strings.EqualFold(contracts["consumer"].(string), c.Deployment.Contracts.Consumer.Hex()),
		!strings.EqualFold(contracts["engine"].(string), c.Deployment.Contracts.Engine.Hex()),
		len(ops) != len(c.Operators), op0["stake"] != OperatorStake.String(),
		op0["id"] != c.Operators[0].ID.String():
		t.Fatalf("/config.json = %s", body)
	}
	// stories260K pins its vocabulary: the page gets exactly the pinned file.
	if code, tok := get(t, base+"/tokenizer.json"); code != 200 || inference.Keccak256([]byte(tok)) != c.Model.Manifest.Tokenizer {
		t.Errorf("/tokenizer.json: %d, hashing to %s; the manifest pins %s", code, inference.Keccak256([]byte(tok)), c.Model.Manifest.Tokenizer)
	}
	if g, _ := contracts["game"].(string); !strings.EqualFold(g, c.Deployment.Contracts.Game.Hex()) {
		t.Errorf("/config.json contracts.game %q, want the deployed game %s", g, c.Deployment.Contracts.Game)
	}
	// the dapp's wallet: a funded dev account with its public key; no
	// challenger daemon runs here
	wallet, _ := cfg["wallet"].(map[string]any)
	if a, _ := wallet["address"].(string); !strings.EqualFold(a, crypto.PubkeyToAddress(WalletKey().PublicKey).Hex()) ||
		wallet["privateKey"] != hexutil.Encode(crypto.FromECDSA(WalletKey())) || cfg["challenger"] != nil {
		t.Errorf("/config.json wallet %v challenger %v", cfg["wallet"], cfg["challenger"])
	}
	if bal, err := c.Client().BalanceAt(context.Background(), crypto.PubkeyToAddress(WalletKey().PublicKey), nil); err != nil || bal.Cmp(Fund) != 0 {
		t.Errorf("wallet balance %v, %v; want %s", bal, err, Fund)
	}

	// /rpc over HTTP and WebSocket reaches the node.
	resp, err := http.Post(base+"/rpc", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(b), `"result":"0x539"`) {
		t.Fatalf("POST /rpc eth_chainId: %d %s", resp.StatusCode, b)
	}
	wsBase := "ws" + strings.TrimPrefix(base, "http")
	conn, _, err := websocket.DefaultDialer.Dial(wsBase+"/rpc", nil)
	if err != nil {
		t.Fatalf("ws /rpc: %v", err)
	}
	conn.WriteMessage(websocket.TextMessage, []byte(`{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}`))
	_, msg, err := conn.ReadMessage()
	conn.Close()
	if err != nil || !strings.Contains(string(msg), `"result":"0x539"`) {
		t.Fatalf("ws /rpc eth_chainId: %s %v", msg, err)
	}

	// /v1/ without a router: a JSON error.
	code, body = get(t, base+"/v1/healthz")
	if code != http.StatusServiceUnavailable || !strings.Contains(body, "no_router") {
		t.Fatalf("/v1/healthz without a router: %d %s", code, body)
	}
	// With one (started after the origin): HTTP and WebSocket pass through.
	stub := newRouterStub()
	if err := c.StartServices(ctxT(t), stub); err != nil {
		t.Fatal(err)
	}
	defer func() {
		c.mu.Lock()
		c.services = nil // the shared chain outlives this test
		c.mu.Unlock()
		stub.Stop()
	}()
	code, body = get(t, base+"/v1/healthz")
	if code != 200 || !strings.Contains(body, `"path":"/v1/healthz"`) {
		t.Fatalf("/v1/healthz through the origin: %d %s", code, body)
	}
	conn, _, err = websocket.DefaultDialer.Dial(wsBase+"/v1/stream", nil)
	if err != nil {
		t.Fatalf("ws /v1/stream: %v", err)
	}
	conn.WriteMessage(websocket.TextMessage, []byte(`{"subscribe":["x"]}`))
	_, msg, err = conn.ReadMessage()
	conn.Close()
	if err != nil || string(msg) != `echo {"subscribe":["x"]}` {
		t.Fatalf("ws /v1/stream: %q %v", msg, err)
	}

	// The dapp itself, and nothing but GET.
	if code, body = get(t, base+"/"); code != 200 || !strings.Contains(body, "deepcall dapp") {
		t.Fatalf("GET /: %d %s", code, body)
	}
	resp, err = http.Post(base+"/", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d", resp.StatusCode)
	}
}

// Without a built dapp the origin says how to build it and still serves
// the rest.
func TestWebOriginWithoutDist(t *testing.T) {
	c := sharedChain(t)
	h, err := c.WebHandler(filepath.Join(t.TempDir(), "missing"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	code, body := get(t, srv.URL+"/")
	if code != 200 || !strings.Contains(body, "npm run build") {
		t.Fatalf("GET /: %d %s", code, body)
	}
	if code, _ := get(t, srv.URL+"/app.js"); code != 404 {
		t.Errorf("GET /app.js: %d", code)
	}
	if code, _ := get(t, srv.URL+"/config.json"); code != 200 {
		t.Errorf("GET /config.json: %d", code)
	}
	// The pinned model, for the page to check and re-run answers on.
	code, body = get(t, srv.URL+"/model/manifest.json")
	if code != 200 {
		t.Fatalf("GET /model/manifest.json: %d %s", code, body)
	}
	mf, err := inference.ReadManifest([]byte(body))
	if err != nil || mf.Hash != c.Model.Manifest.Hash {
		t.Fatalf("/model/manifest.json: %v, hash %v, want %s", err, mf, c.Model.Manifest.Hash)
	}
	last := len(mf.Weights.Chunks) - 1
	for _, i := range []int{0, last} {
		code, body = get(t, srv.URL+fmt.Sprintf("/model/chunks/%04d.bin", i))
		if code != 200 || inference.ChunkCodeHash([]byte(body)) != mf.Weights.Chunks[i] {
			t.Errorf("chunk %d: %d, %d bytes that do not hash to the manifest's %s", i, code, len(body), mf.Weights.Chunks[i])
		}
	}
	for _, bad := range []string{fmt.Sprintf("%04d.bin", last+1), "0.bin", "-001.bin", "0000.bin.x", "x"} {
		if code, body = get(t, srv.URL+"/model/chunks/"+bad); code != 404 || !strings.Contains(body, "no_chunk") {
			t.Errorf("GET /model/chunks/%s: %d %s", bad, code, body)
		}
	}
}
