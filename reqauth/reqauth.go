// Package reqauth authenticates HTTP requests by the caller's secp256k1
// (Ethereum ECDSA) key, the key an EigenLayer AVS's aggregator already
// holds: the client signs every request with [Signer], an
// http.RoundTripper, and the server admits only requests signed by a key
// it allows with [Verifier], a middleware.
//
// # What is signed
//
// A request carries two headers:
//
//	Deepcall-Timestamp: unix seconds, decimal
//	Deepcall-Signature: 0x-prefixed hex of the 65-byte signature R ‖ S ‖ V (V 0 or 1; 27 or 28 accepted)
//
// The signature is over [Digest]:
//
//	keccak256("deepcall/request/v1" ‖ 0x00 ‖ method ‖ 0x00 ‖ path?query ‖ 0x00 ‖ uint64be(timestamp) ‖ keccak256(body))
//
// where path?query is the request URI as sent (url.URL.RequestURI). The
// signer is recovered from the signature (low-s only, so a signature has
// one form); the request is refused unless the signer is allowed and the
// timestamp is within the verifier's window of its clock (either way).
//
// # Replay
//
// A signed request can be replayed verbatim within the window by whoever
// saw it. Protect only endpoints for which a replay is harmless, i.e.
// idempotent ones (the operator daemon's task endpoints are: a task id
// always gets the same answer), and serve them over TLS where the path
// between caller and server is not trusted.
package reqauth

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Header names and the signing domain.
const (
	HeaderTimestamp = "Deepcall-Timestamp"
	HeaderSignature = "Deepcall-Signature"
	Domain          = "deepcall/request/v1"
	// DefaultWindow is how far a request's timestamp may be from the
	// verifier's clock.
	DefaultWindow = 60 * time.Second
	// DefaultMaxBody bounds the body a Verifier reads to check a signature.
	DefaultMaxBody = 64 << 20
)

// Refusals (each answered 401 by Verifier, code in parentheses).
var (
	ErrMissing   = errors.New("reqauth: request not signed")                   // unauthenticated
	ErrMalformed = errors.New("reqauth: malformed signature headers")          // bad_signature
	ErrExpired   = errors.New("reqauth: request timestamp outside the window") // stale_request
	ErrForeign   = errors.New("reqauth: request signed by a key not allowed")  // unknown_caller
	ErrBodySize  = errors.New("reqauth: request body too large")               // body_too_large (413)
)

// Digest is what a request's signature signs (see the package doc).
func Digest(method, requestURI string, timestamp int64, body []byte) [32]byte {
	var ts [8]byte
	binary.BigEndian.PutUint64(ts[:], uint64(timestamp))
	bh := crypto.Keccak256(body)
	var b bytes.Buffer
	b.Grow(len(Domain) + len(method) + len(requestURI) + 3 + 8 + 32)
	b.WriteString(Domain)
	b.WriteByte(0)
	b.WriteString(method)
	b.WriteByte(0)
	b.WriteString(requestURI)
	b.WriteByte(0)
	b.Write(ts[:])
	b.Write(bh)
	return [32]byte(crypto.Keccak256(b.Bytes()))
}

// Sign signs a request's digest with key; the answer is the
// Deepcall-Signature header's value.
func Sign(key *ecdsa.PrivateKey, method, requestURI string, timestamp int64, body []byte) (string, error) {
	d := Digest(method, requestURI, timestamp, body)
	sig, err := crypto.Sign(d[:], key)
	if err != nil {
		return "", fmt.Errorf("reqauth: sign request: %w", err)
	}
	return hexutil.Encode(sig), nil
}

// ParseHeaders reads the two headers' values: the timestamp (unix
// seconds, a positive decimal of at most 19 digits) and the 65-byte
// signature with V normalised to 0 or 1 and S in the lower half of the
// curve order. Empty values are ErrMissing, anything else wrong
// ErrMalformed.
func ParseHeaders(timestamp, signature string) (int64, []byte, error) {
	if timestamp == "" || signature == "" {
		return 0, nil, ErrMissing
	}
	if len(timestamp) > 19 || strings.TrimLeft(timestamp, "0123456789") != "" || timestamp[0] == '0' {
		return 0, nil, fmt.Errorf("%w: timestamp %.32q", ErrMalformed, timestamp)
	}
	ts, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil || ts <= 0 {
		return 0, nil, fmt.Errorf("%w: timestamp %.32q", ErrMalformed, timestamp)
	}
	if len(signature) != 2+2*crypto.SignatureLength || !strings.HasPrefix(signature, "0x") {
		return 0, nil, fmt.Errorf("%w: signature must be 0x and %d hex digits", ErrMalformed, 2*crypto.SignatureLength)
	}
	sig, err := hexutil.Decode(signature)
	if err != nil {
		return 0, nil, fmt.Errorf("%w: signature: %v", ErrMalformed, err)
	}
	if sig[64] >= 27 {
		sig[64] -= 27
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(sig[64], r, s, true) {
		return 0, nil, fmt.Errorf("%w: signature values out of range", ErrMalformed)
	}
	return ts, sig, nil
}

// Recover returns the address that signed a request with these header
// values, or the parse error.
func Recover(method, requestURI, timestamp, signature string, body []byte) (common.Address, int64, error) {
	ts, sig, err := ParseHeaders(timestamp, signature)
	if err != nil {
		return common.Address{}, 0, err
	}
	a, err := recoverSigner(Digest(method, requestURI, ts, body), sig)
	return a, ts, err
}

func recoverSigner(d [32]byte, sig []byte) (common.Address, error) {
	pub, err := crypto.SigToPub(d[:], sig)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: recover signer: %v", ErrMalformed, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// Signer is an http.RoundTripper that signs every request with Key before
// handing it to Base (http.DefaultTransport when nil). The body is read
// whole to be hashed and handed on as a fresh reader (GetBody set, so a
// redirect or retry can resend it); the caller's request is not modified.
type Signer struct {
	Key  *ecdsa.PrivateKey
	Base http.RoundTripper
	Now  func() time.Time // default time.Now
}

// RoundTrip implements http.RoundTripper.
func (s *Signer) RoundTrip(r *http.Request) (*http.Response, error) {
	var body []byte
	if r.Body != nil && r.Body != http.NoBody {
		b, err := io.ReadAll(r.Body)
		_ = r.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("reqauth: read request body: %w", err)
		}
		body = b
	}
	if s.Key == nil {
		return nil, errors.New("reqauth: Signer without a key")
	}
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	ts := now().Unix()
	sig, err := Sign(s.Key, r.Method, r.URL.RequestURI(), ts, body)
	if err != nil {
		return nil, err
	}
	out := r.Clone(r.Context())
	out.Header.Set(HeaderTimestamp, strconv.FormatInt(ts, 10))
	out.Header.Set(HeaderSignature, sig)
	if body != nil {
		out.Body = io.NopCloser(bytes.NewReader(body))
		out.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
		out.ContentLength = int64(len(body))
	}
	base := s.Base
	if base == nil {
		base = http.DefaultTransport
	}
	return base.RoundTrip(out)
}

// Client returns a copy of c (http.DefaultClient when nil) whose requests
// are signed with key; c itself is returned unchanged when key is nil.
func Client(c *http.Client, key *ecdsa.PrivateKey) *http.Client {
	if c == nil {
		c = http.DefaultClient
	}
	if key == nil {
		return c
	}
	if s, ok := c.Transport.(*Signer); ok && s.Key != nil && s.Key.Equal(key) {
		return c
	}
	out := *c
	out.Transport = &Signer{Key: key, Base: c.Transport}
	return &out
}
