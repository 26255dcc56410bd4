package reqauth

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// Allow is an allow-list for Verifier.Allowed: the addresses given.
func Allow(addrs ...common.Address) func(common.Address) bool {
	set := make(map[common.Address]bool, len(addrs))
	for _, a := range addrs {
		set[a] = true
	}
	return func(a common.Address) bool { return set[a] }
}

// Verifier is server-side middleware admitting only requests signed (as
// Signer does) by a key Allowed admits, with a timestamp within Window of
// Now. Everything else is answered 401 with {"error": {"code", "message"}}
// and logged; the wrapped handler never sees it.
type Verifier struct {
	Allowed func(common.Address) bool // required: nil admits nobody
	Window  time.Duration             // default DefaultWindow
	Now     func() time.Time          // default time.Now
	MaxBody int64                     // default DefaultMaxBody
	Logger  *slog.Logger              // default: discard
}

type callerKey struct{}

// Caller is the address that signed the request being served (set by
// Verifier.Wrap).
func Caller(ctx context.Context) (common.Address, bool) {
	a, ok := ctx.Value(callerKey{}).(common.Address)
	return a, ok
}

// Verify checks r's signature and returns its signer. The headers and the
// timestamp are checked before the body is read (a request that cannot
// pass costs no body read); the body is then read and replaced with a fresh
// reader of the same bytes. Errors wrap ErrMissing, ErrMalformed,
// ErrExpired, ErrForeign or ErrBodySize.
func (v *Verifier) Verify(r *http.Request) (common.Address, error) {
	ts, sig, err := ParseHeaders(r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderSignature))
	if err != nil {
		return common.Address{}, err
	}
	window := v.Window
	if window <= 0 {
		window = DefaultWindow
	}
	now := time.Now
	if v.Now != nil {
		now = v.Now
	}
	if skew := now().Sub(time.Unix(ts, 0)); skew > window || skew < -window {
		return common.Address{}, fmt.Errorf("%w: timestamp %d is %s from now (window %s)", ErrExpired, ts, skew.Round(time.Second), window)
	}
	maxBody := v.MaxBody
	if maxBody <= 0 {
		maxBody = DefaultMaxBody
	}
	var body []byte
	if r.Body != nil && r.Body != http.NoBody {
		b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
		_ = r.Body.Close()
		if err != nil {
			return common.Address{}, fmt.Errorf("%w: read body: %v", ErrMalformed, err)
		}
		if int64(len(b)) > maxBody {
			return common.Address{}, fmt.Errorf("%w: more than %d bytes", ErrBodySize, maxBody)
		}
		body = b
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	signer, err := recoverSigner(Digest(r.Method, r.URL.RequestURI(), ts, body), sig)
	if err != nil {
		return common.Address{}, err
	}
	if v.Allowed == nil || !v.Allowed(signer) {
		return signer, fmt.Errorf("%w: %s", ErrForeign, signer)
	}
	return signer, nil
}

// Code is the JSON error code of a refusal.
func Code(err error) string {
	switch {
	case errors.Is(err, ErrMissing):
		return "unauthenticated"
	case errors.Is(err, ErrExpired):
		return "stale_request"
	case errors.Is(err, ErrForeign):
		return "unknown_caller"
	case errors.Is(err, ErrBodySize):
		return "body_too_large"
	}
	return "bad_signature"
}

// Wrap serves next only the requests Verify admits; the signer is in the
// request's context (Caller).
func (v *Verifier) Wrap(next http.Handler) http.Handler {
	log := v.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		signer, err := v.Verify(r)
		if err != nil {
			log.Warn("request refused", "method", r.Method, "path", r.URL.Path, "remote", r.RemoteAddr,
				"signer", signer, "code", Code(err), "err", err)
			status := http.StatusUnauthorized
			if errors.Is(err, ErrBodySize) {
				status = http.StatusRequestEntityTooLarge
			}
			var e struct {
				Error struct {
					Code    string `json:"code"`
					Message string `json:"message"`
				} `json:"error"`
			}
			e.Error.Code, e.Error.Message = Code(err), err.Error()
			w.Header().Set("Content-Type", "application/json")
			if status == http.StatusUnauthorized {
				w.Header().Set("WWW-Authenticate", `Deepcall-Signature realm="deepcall"`)
			}
			w.WriteHeader(status)
			_ = json.NewEncoder(w).Encode(&e)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), callerKey{}, signer)))
	})
}
