package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
)

// The web origin: one HTTP server that serves the browser dapp (web/dist)
// with the deployment's /config.json, and proxies the node's JSON-RPC at
// /rpc and the router's API at /v1/ (HTTP and WebSocket), so the page talks
// to one origin and needs no CORS.

// DefaultWebDist is where `npm run build` in web/ puts the dapp.
const DefaultWebDist = "web/dist"

// WebConfig is /config.json, the contract with the dapp (web/src/config.ts).
type WebConfig struct {
	ChainID uint64 `json:"chainId"`
	// RPCURL is "/rpc": the origin's proxy to the node.
	RPCURL string `json:"rpcUrl"`
	// RouterURL is "": the router's /v1/ lives on the same origin.
	RouterURL string           `json:"routerUrl"`
	Contracts deploy.Addresses `json:"contracts"`
	Manifest  string           `json:"manifest"`
	Operators []OperatorRecord `json:"operators"`
	// Tokenizer is the URL of the model's tokenizer.json, or null.
	Tokenizer *string `json:"tokenizer"`
	// ModelURL is "/model/": the pinned manifest.json and its weight chunks
	// (chunks/NNNN.bin), which the page checks against the manifest and
	// re-runs answers on.
	ModelURL string `json:"modelUrl"`
	// Wallet is the funded dev account a page's wallet acts from (WalletKey).
	Wallet WalletRecord `json:"wallet"`
	// MarketClass names the capacity class a paid task asks TaskMarket for.
	MarketClass string `json:"marketClass,omitempty"`
	// Challenger is the devnet's challenger daemon (ChallengerService), or
	// null when none runs.
	Challenger *ChallengerRecord `json:"challenger"`
}

// WalletRecord is a funded dev account: its address and its key, which is
// public (keys.go), so a test's injected wallet can sign with it.
type WalletRecord struct {
	Address    common.Address `json:"address"`
	PrivateKey string         `json:"privateKey"` // 0x-prefixed hex
}

// WebConfig returns /config.json for this chain.
func (c *Chain) WebConfig() WebConfig {
	r := c.Record()
	cfg := WebConfig{ChainID: r.ChainID, RPCURL: "/rpc", RouterURL: "", Contracts: r.Contracts,
		Manifest: r.Manifest, Operators: r.Operators, ModelURL: "/model/"}
	if r.Contracts.Market != (common.Address{}) {
		cfg.MarketClass = CapacityClassName
	}
	w := WalletKey()
	cfg.Wallet = WalletRecord{Address: crypto.PubkeyToAddress(w.PublicKey), PrivateKey: hexutil.Encode(crypto.FromECDSA(w))}
	for _, s := range c.Services() {
		if ch, ok := s.(ChallengerService); ok {
			rec := ch.Challenger()
			cfg.Challenger = &rec
			break
		}
	}
	if cfg.Operators == nil {
		cfg.Operators = []OperatorRecord{}
	}
	if c.tokenizerPath() != "" {
		u := "/tokenizer.json"
		cfg.Tokenizer = &u
	}
	return cfg
}

// tokenizerPath is the model folder's tokenizer.json when the model pins one.
func (c *Chain) tokenizerPath() string {
	if c.Model == nil || c.Model.Manifest.Tokenizer == (inference.Hash{}) || c.ModelDir == "" {
		return ""
	}
	p := filepath.Join(c.ModelDir, "tokenizer.json")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

// WebHandler serves the web origin: dist (the built dapp; when it has no
// index.html, a page saying how to build it), /config.json, /rpc and /v1/.
// The router is looked up per request (Chain.RouterURL), so services may
// start after the handler.
func (c *Chain) WebHandler(dist string) (http.Handler, error) {
	rpcURL, err := url.Parse(c.HTTPURL)
	if err != nil {
		return nil, fmt.Errorf("devnet: web: rpc url: %w", err)
	}
	wsURL, err := url.Parse(strings.Replace(c.WSURL, "ws://", "http://", 1))
	if err != nil {
		return nil, fmt.Errorf("devnet: web: ws url: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /config.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		_ = json.NewEncoder(w).Encode(c.WebConfig())
	})
	if tp := c.tokenizerPath(); tp != "" {
		mux.HandleFunc("GET /tokenizer.json", func(w http.ResponseWriter, r *http.Request) {
			http.ServeFile(w, r, tp)
		})
	}
	c.serveModel(mux)
	httpProxy, wsProxy := proxyTo(rpcURL), proxyTo(wsURL)
	mux.HandleFunc("/rpc", func(w http.ResponseWriter, r *http.Request) {
		if isUpgrade(r) {
			wsProxy.ServeHTTP(w, r)
			return
		}
		httpProxy.ServeHTTP(w, r)
	})
	var (
		mu      sync.Mutex
		lastURL string
		router  *httputil.ReverseProxy
	)
	mux.HandleFunc("/v1/", func(w http.ResponseWriter, r *http.Request) {
		target := c.RouterURL()
		if target == "" {
			writeWebError(w, http.StatusServiceUnavailable, "no_router", "no router runs beside this devnet")
			return
		}
		mu.Lock()
		if target != lastURL {
			u, err := url.Parse(target)
			if err != nil {
				mu.Unlock()
				writeWebError(w, http.StatusBadGateway, "bad_router", err.Error())
				return
			}
			router, lastURL = keepPath(u), target
		}
		p := router
		mu.Unlock()
		p.ServeHTTP(w, r)
	})
	var static http.Handler
	if st, err := os.Stat(filepath.Join(dist, "index.html")); err == nil && !st.IsDir() {
		static = http.FileServer(http.Dir(dist))
	} else {
		static = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/" {
				http.NotFound(w, r)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, noDistPage, html.EscapeString(dist))
		})
	}
	// "/" without a method: a method pattern would conflict with "/v1/".
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			writeWebError(w, http.StatusMethodNotAllowed, "method_not_allowed", r.Method+" "+r.URL.Path)
			return
		}
		static.ServeHTTP(w, r)
	})
	return mux, nil
}

// serveModel serves the pinned model under /model/: manifest.json and each
// weight chunk as chunks/NNNN.bin, from the blob the devnet deployed (a model
// kept as one blob file is served chunk by chunk all the same). The page
// checks every chunk against the manifest, so nothing here is trusted.
func (c *Chain) serveModel(mux *http.ServeMux) {
	if c.Model == nil || c.Model.Manifest == nil {
		return
	}
	mf, err := json.MarshalIndent(c.Model.Manifest, "", "  ")
	if err != nil {
		return
	}
	mux.HandleFunc("GET /model/manifest.json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(mf)
	})
	mux.HandleFunc("GET /model/chunks/{name}", func(w http.ResponseWriter, r *http.Request) {
		var i int
		name := r.PathValue("name")
		if n, err := fmt.Sscanf(name, "%04d.bin", &i); err != nil || n != 1 || name != fmt.Sprintf("%04d.bin", i) || i < 0 || i >= len(c.Model.Chunks) {
			writeWebError(w, http.StatusNotFound, "no_chunk", fmt.Sprintf("no chunk %q: the manifest lists %d, named 0000.bin on", name, len(c.Model.Chunks)))
			return
		}
		w.Header().Set("Content-Type", "application/octet-stream")
		// A chunk's bytes are fixed by its hash in the manifest.
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		_, _ = w.Write(c.Model.Chunks[i])
	})
}

const noDistPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>deepcall devnet</title></head>
<body>
<h1>deepcall devnet</h1>
<p>The dapp is not built: %s/index.html is missing. Build it with</p>
<pre>cd web &amp;&amp; npm ci &amp;&amp; npm run build</pre>
<p>and reload. Meanwhile: <a href="/config.json">/config.json</a> describes this chain,
<code>/rpc</code> is its JSON-RPC and <code>/v1/</code> the router's API.</p>
</body></html>
`

func isUpgrade(r *http.Request) bool {
	return strings.EqualFold(r.Header.Get("Upgrade"), "websocket")
}

// proxyTo forwards every request to the root of target (JSON-RPC servers
// answer on "/").
func proxyTo(target *url.URL) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.URL.Path, pr.Out.URL.RawPath = target.Path, ""
			if pr.Out.URL.Path == "" {
				pr.Out.URL.Path = "/"
			}
			pr.Out.Host = target.Host
			// The node checks browser origins itself; the proxy is the origin now.
			pr.Out.Header.Del("Origin")
		},
		ErrorHandler: proxyError,
	}
}

// keepPath forwards requests to target with their own path (/v1/…).
func keepPath(target *url.URL) *httputil.ReverseProxy {
	return &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.SetURL(target)
			pr.Out.Host = target.Host
			pr.SetXForwarded()
		},
		ErrorHandler: proxyError,
	}
}

func proxyError(w http.ResponseWriter, r *http.Request, err error) {
	writeWebError(w, http.StatusBadGateway, "upstream_unavailable", err.Error())
}

func writeWebError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]string{"code": code, "message": msg}})
}

// WebService serves the web origin as a devnet Service.
type WebService struct {
	// Addr is host:port to listen on (port 0: a free one).
	Addr string
	// Dist is the built dapp (default web/dist, looked up from the working
	// directory and its parents).
	Dist string

	srv  *http.Server
	ln   net.Listener
	done chan error
}

// Name implements Service.
func (w *WebService) Name() string { return "web" }

// URL is the origin's base URL once started.
func (w *WebService) URL() string {
	if w.ln == nil {
		return ""
	}
	return "http://" + w.ln.Addr().String()
}

// Start implements Service.
func (w *WebService) Start(ctx context.Context, c *Chain) error {
	dist := w.Dist
	if dist == "" {
		dist = findUp(DefaultWebDist)
	}
	h, err := c.WebHandler(dist)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", w.Addr)
	if err != nil {
		return fmt.Errorf("web: listen on %s: %w", w.Addr, err)
	}
	w.ln = ln
	w.srv = &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	w.done = make(chan error, 1)
	go func() { w.done <- w.srv.Serve(ln) }()
	return nil
}

// Stop implements Service.
func (w *WebService) Stop() error {
	if w.srv == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := w.srv.Shutdown(ctx)
	if serr := <-w.done; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		err = errors.Join(err, serr)
	}
	return err
}
