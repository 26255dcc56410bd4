package operator

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// The epoch attestation mode (attest/SPEC.md): besides answering a task, the
// daemon attests the answer to the aggregator's intake, in bodies of up to
// attest.MaxPerBody signed once, and co-signs an epoch's root after checking
// that the books credit it with exactly what it attested.

// ErrBooks: an epoch's books do not credit this operator with the
// attestations it made (or do not add up to the epoch's count).
var ErrBooks = errors.New("operator: epoch books do not match what this operator attested")

// AttesterConfig configures an Attester.
type AttesterConfig struct {
	URL      string // the aggregator's intake (…/v1/attest)
	Key      *bls.KeyPair
	Address  common.Address
	Hardware [32]byte      // attest.HardwareClass of what the operator runs
	Flush    time.Duration // post a partial body this often (default 200ms)
	Client   *http.Client  // default http.DefaultClient
	Logger   *slog.Logger
}

// Attester batches attestations into signed bodies and posts them.
type Attester struct {
	cfg  AttesterConfig
	log  *slog.Logger
	kick chan struct{}
	// check vets the epoch context the intake hands out before anything is
	// signed under it (the daemon's checkAttestContext; set by New)
	check func(context.Context, attest.Context) error

	mu      sync.Mutex
	queue   []attest.Attestation // Epoch unset: fixed when posted
	posted  map[uint64]uint64    // attestations the intake took, by epoch
	dropped uint64
	// this second's attestations: the same answer attested twice in one
	// second is one leaf, which the intake would refuse with its whole body
	second uint64
	seen   map[[64]byte]bool
	// the answers behind recent attestations (AttestClaim), oldest first
	// out, so an auditor can open the game on one (GET /v1/attest/claims)
	claims     map[[64]byte]attest.Claim
	claimOrder [][64]byte
}

// MaxClaims is how many attested answers an Attester keeps for auditors.
const MaxClaims = 1 << 16

// AttestClaim attests c's answer (its input and ResultValue) and keeps c,
// the request and answer behind the attestation, for auditors (Claim).
func (a *Attester) AttestClaim(c attest.Claim) {
	input, output := inference.InputHash(c.Prompt, c.N), protocol.ResultValue(c.Root, c.Tokens)
	k := claimKey(input, output)
	a.mu.Lock()
	if a.claims == nil {
		a.claims = map[[64]byte]attest.Claim{}
	}
	if _, ok := a.claims[k]; !ok {
		a.claimOrder = append(a.claimOrder, k)
		if len(a.claimOrder) > MaxClaims {
			delete(a.claims, a.claimOrder[0])
			a.claimOrder = a.claimOrder[1:]
		}
	}
	a.claims[k] = attest.Claim{Prompt: slices.Clone(c.Prompt), N: c.N, Root: c.Root, Tokens: slices.Clone(c.Tokens)}
	a.mu.Unlock()
	a.Attest(input, output)
}

// Claim is the kept answer this operator attested as output for input.
func (a *Attester) Claim(input, output [32]byte) (attest.Claim, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	c, ok := a.claims[claimKey(input, output)]
	return c, ok
}

func claimKey(input, output [32]byte) [64]byte {
	var k [64]byte
	copy(k[:32], input[:])
	copy(k[32:], output[:])
	return k
}

// ClaimWire is GET /v1/attest/claims/{input}/{output}: the request and the
// answer behind one of the operator's attestations.
type ClaimWire struct {
	Prompt []int          `json:"prompt"`
	N      int            `json:"n"`
	Root   inference.Hash `json:"root"`
	Tokens []int          `json:"tokens"`
}

func (d *Daemon) serveClaim(w http.ResponseWriter, r *http.Request) {
	in, err1 := hexutil.Decode(r.PathValue("input"))
	out, err2 := hexutil.Decode(r.PathValue("output"))
	if err1 != nil || err2 != nil || len(in) != 32 || len(out) != 32 {
		writeJSON(w, http.StatusBadRequest, map[string]any{"error": map[string]string{"code": "bad_request", "message": "input and output are 0x-prefixed 32-byte hex words"}})
		return
	}
	if d.cfg.Attester == nil {
		writeJSON(w, http.StatusNotFound, map[string]any{"error": map[string]string{"code": "not_found", "message": "this operator does not attest"}})
		return
	}
	c, ok := d.cfg.Attester.Claim([32]byte(in), [32]byte(out))
	if !ok {
		writeJSON(w, http.StatusNotFound, map[string]any{"error": map[string]string{"code": "not_found", "message": "no kept attestation of that answer"}})
		return
	}
	writeJSON(w, http.StatusOK, ClaimWire{Prompt: c.Prompt, N: c.N, Root: inference.Hash(c.Root), Tokens: c.Tokens})
}

// NewAttester starts an attester; it posts until ctx ends.
func NewAttester(ctx context.Context, cfg AttesterConfig) *Attester {
	if cfg.Flush <= 0 {
		cfg.Flush = 200 * time.Millisecond
	}
	if cfg.Client == nil {
		cfg.Client = http.DefaultClient
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	a := &Attester{cfg: cfg, log: cfg.Logger, kick: make(chan struct{}, 1), posted: map[uint64]uint64{}}
	go a.loop(ctx)
	return a
}

// Attest queues the attestation that input's answer is output.
func (a *Attester) Attest(input, output [32]byte) {
	now := uint64(time.Now().Unix())
	var k [64]byte
	copy(k[:32], input[:])
	copy(k[32:], output[:])
	a.mu.Lock()
	if now != a.second {
		a.second, a.seen = now, map[[64]byte]bool{}
	}
	if a.seen[k] {
		a.mu.Unlock()
		return
	}
	a.seen[k] = true
	a.queue = append(a.queue, attest.Attestation{Input: input, Output: output, Operator: a.cfg.Address, Hardware: a.cfg.Hardware,
		Timestamp: now})
	full := len(a.queue) >= attest.MaxPerBody
	a.mu.Unlock()
	if full {
		select {
		case a.kick <- struct{}{}:
		default:
		}
	}
}

// setCheck installs the daemon's check of an epoch's context.
func (a *Attester) setCheck(f func(context.Context, attest.Context) error) {
	a.mu.Lock()
	a.check = f
	a.mu.Unlock()
}

// Posted is how many of this operator's attestations the intake took in epoch.
func (a *Attester) Posted(epoch uint64) uint64 {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.posted[epoch]
}

func (a *Attester) loop(ctx context.Context) {
	t := time.NewTicker(a.cfg.Flush)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-a.kick:
		}
		for a.flushOne(ctx) {
		}
	}
}

// flushOne posts one body from the queue; it reports whether more wait.
func (a *Attester) flushOne(ctx context.Context) bool {
	a.mu.Lock()
	n := min(len(a.queue), attest.MaxPerBody)
	batch := append([]attest.Attestation(nil), a.queue[:n]...)
	a.mu.Unlock()
	if n == 0 {
		return false
	}
	// A body that races the epoch's seal is refused (409), or, when an idle
	// epoch moved to a newer reference block, fails its signature check
	// (401): it is signed again for the open epoch once; anything else is
	// logged and the body dropped (attesting is best effort: the landing
	// path does not depend on it).
	for try := 0; try < 2; try++ {
		open, err := a.open(ctx)
		if err != nil {
			a.log.Warn("attest: read the open epoch", "err", err)
			return false
		}
		c := open.Context()
		a.mu.Lock()
		check := a.check
		a.mu.Unlock()
		if check == nil {
			a.log.Warn("attest: no daemon vets the epoch context; nothing signed")
			return false
		}
		if err := check(ctx, c); err != nil {
			a.log.Warn("attest: epoch context refused; nothing signed", "epoch", open.Epoch, "chain", c.ChainID,
				"consumer", c.Consumer, "reference_block", c.ReferenceBlock, "err", err)
			return false // the queue keeps the attestations for an epoch it accepts
		}
		for i := range batch {
			batch[i].Epoch = open.Epoch
		}
		body, err := attest.EncodeBody(func(d [32]byte) blsagg.G1 { return blsagg.Sign(a.cfg.Key, d) }, &c, a.cfg.Address, open.Epoch, batch)
		if err != nil {
			a.log.Warn("attest: encode body", "err", err)
			break
		}
		code, err := a.post(ctx, body)
		if err != nil {
			a.log.Warn("attest: post body", "err", err)
			return false // the queue keeps it: posted again on the next flush
		}
		if code == http.StatusNoContent {
			a.mu.Lock()
			a.posted[open.Epoch] += uint64(n)
			a.mu.Unlock()
			break
		}
		if (code != http.StatusConflict && code != http.StatusUnauthorized) || try == 1 {
			a.log.Warn("attest: body refused", "status", code, "attestations", n)
			a.mu.Lock()
			a.dropped += uint64(n)
			a.mu.Unlock()
			break
		}
	}
	a.mu.Lock()
	a.queue = a.queue[n:]
	more := len(a.queue) > 0
	a.mu.Unlock()
	return more
}

func (a *Attester) open(ctx context.Context) (attest.OpenEpoch, error) {
	var o attest.OpenEpoch
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, a.cfg.URL, nil)
	if err != nil {
		return o, err
	}
	resp, err := a.cfg.Client.Do(req)
	if err != nil {
		return o, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return o, fmt.Errorf("GET %s: %s", a.cfg.URL, resp.Status)
	}
	return o, json.NewDecoder(io.LimitReader(resp.Body, maxBody)).Decode(&o)
}

func (a *Attester) post(ctx context.Context, body []byte) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.cfg.URL, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/octet-stream")
	resp, err := a.cfg.Client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// EpochSign is POST /v1/epochs/sign: the epoch the aggregator folded, for
// the operator to co-sign over attest.EpochDigest.
type EpochSign struct {
	ChainID   uint64           `json:"chain_id"`
	Registry  common.Address   `json:"registry"` // EpochRegistry
	Epoch     uint64           `json:"epoch"`
	Root      common.Hash      `json:"root"`
	Count     uint64           `json:"count"`
	Operators []common.Address `json:"operators"` // the books (attest.Tally)
	Counts    []uint64         `json:"counts"`
	// ReferenceBlock is the epoch's: every leaf names it and the digest
	// binds it, so the commit cannot move the epoch to another block.
	ReferenceBlock uint32 `json:"reference_block"`
}

// EpochSignature is the answer: the operator's G1 key and its signature.
type EpochSignature struct {
	PubG1 []byte `json:"pub_g1"`
	Sig   []byte `json:"sig"`
}

// SignEpoch signs req's epoch digest after checking the books: they add up
// to the count, and credit this operator with exactly the attestations the
// intake took from it in that epoch (none when it does not attest). The
// reference block is checked by the HTTP handler (checkEpochReference),
// which has the node.
func (d *Daemon) SignEpoch(req EpochSign) (*EpochSignature, error) {
	if len(req.Operators) != len(req.Counts) {
		return nil, fmt.Errorf("%w: %d operators, %d counts", ErrBooks, len(req.Operators), len(req.Counts))
	}
	var sum, mine uint64
	for i, op := range req.Operators {
		sum += req.Counts[i]
		if op == d.cfg.Address {
			mine += req.Counts[i]
		}
	}
	var want uint64
	if d.cfg.Attester != nil {
		want = d.cfg.Attester.Posted(req.Epoch)
	}
	if sum != req.Count || mine != want {
		return nil, fmt.Errorf("%w: epoch %d credits %d of %d, this operator attested %d", ErrBooks, req.Epoch, mine, sum, want)
	}
	digest := attest.EpochDigest(req.ChainID, req.Registry, req.Epoch, req.Root, req.Count, attest.Books(req.Operators, req.Counts), req.ReferenceBlock)
	sig := blsagg.Sign(d.cfg.Key, digest)
	s, pk := blsagg.MarshalG1(&sig), blsagg.MarshalG1(&d.pk1)
	return &EpochSignature{PubG1: pk[:], Sig: s[:]}, nil
}

func (d *Daemon) serveEpochSign(w http.ResponseWriter, r *http.Request) {
	var req EpochSign
	if !decodeBody(w, r, &req) {
		return
	}
	// an epoch of another chain is never signed
	if node, err := d.chain(r.Context()); err != nil || req.ChainID != node {
		if err == nil {
			err = fmt.Errorf("%w: epoch chain %d, node chain %d", ErrWrongChain, req.ChainID, node)
		}
		d.log.Warn("epoch not signed", "epoch", req.Epoch, "err", err)
		writeErr(w, err)
		return
	}
	// nor one at a reference block the node has not seen, or one the
	// registry no longer accepts (the commit would fail its quorum check,
	// and a stale block is one whose stakes may have left)
	if err := d.checkEpochReference(r.Context(), req.ReferenceBlock); err != nil {
		d.log.Warn("epoch not signed", "epoch", req.Epoch, "reference_block", req.ReferenceBlock, "err", err)
		writeErr(w, err)
		return
	}
	sig, err := d.SignEpoch(req)
	if err != nil {
		d.log.Warn("epoch not signed", "epoch", req.Epoch, "err", err)
		writeJSON(w, http.StatusConflict, map[string]any{"error": map[string]string{"code": "books_mismatch", "message": err.Error()}})
		return
	}
	writeJSON(w, http.StatusOK, sig)
}
