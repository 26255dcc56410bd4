package attest

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/protocol"
)

// A request body (POST /attest) carries one operator's attestations of one
// epoch, signed once:
//
//	operator (20) ‖ epoch (8, big-endian) ‖ n (4, big-endian) ‖ σ (64, blsagg.MarshalG1)
//	then n records: input (32) ‖ output (32) ‖ hardware (32) ‖ timestamp (8, big-endian)
//
// σ is the operator's BLS signature over protocol.BatchDigest of the
// records' leaves (their transition digests under the epoch's Context): the
// message DisputeGame.resolve checks for a result landed in a batch, so the
// body's signature is what slashes its operator for a wrong attestation.
const (
	headerLen = 20 + 8 + 4 + blsagg.G1Len
	recordLen = 32 + 32 + 32 + 8
	// MaxPerBody bounds one body: a BatchTree holds at most 256 leaves
	// (protocol.BatchDigest), and a request cannot make the intake buffer
	// without limit.
	MaxPerBody = 256
)

// Intake errors.
var (
	ErrMalformed       = errors.New("attest: malformed attestation body")
	ErrUnknownOperator = errors.New("attest: operator not in the quorum")
	ErrWrongEpoch      = errors.New("attest: attestation for an epoch that is not open")
	ErrBadSignature    = errors.New("attest: operator signature does not verify")
	// ErrReplayed: a body holding an attestation (a leaf) the open epoch
	// already has: a replayed body, or the same attestation posted twice.
	ErrReplayed = errors.New("attest: attestation already in the epoch")
)

// EncodeBody is a request body for the attestations of one operator and
// epoch (all of atts must carry that operator and epoch) under the epoch's
// Context, signed by sign.
func EncodeBody(sign func(digest [32]byte) blsagg.G1, c *Context, operator common.Address, epoch uint64, atts []Attestation) ([]byte, error) {
	if len(atts) == 0 || len(atts) > MaxPerBody {
		return nil, fmt.Errorf("%w: %d attestations", ErrMalformed, len(atts))
	}
	leaves := make([][32]byte, len(atts))
	b := make([]byte, headerLen+recordLen*len(atts))
	for i := range atts {
		a := &atts[i]
		if a.Operator != operator || a.Epoch != epoch {
			return nil, fmt.Errorf("%w: attestation %d is not of operator %s, epoch %d", ErrMalformed, i, operator, epoch)
		}
		leaves[i] = a.Leaf(c)
		r := b[headerLen+recordLen*i:]
		copy(r[0:], a.Input[:])
		copy(r[32:], a.Output[:])
		copy(r[64:], a.Hardware[:])
		binary.BigEndian.PutUint64(r[96:], a.Timestamp)
	}
	copy(b, operator[:])
	binary.BigEndian.PutUint64(b[20:], epoch)
	binary.BigEndian.PutUint32(b[28:], uint32(len(atts)))
	d, err := protocol.BatchDigest(leaves)
	if err != nil {
		return nil, err
	}
	sig := sign(d)
	s := blsagg.MarshalG1(&sig)
	copy(b[32:], s[:])
	return b, nil
}

// Intake is the aggregator's attestation intake: it checks each body's
// signature against the operator's registered G2 key and appends the leaves
// to the open epoch.
type Intake struct {
	keys map[common.Address]*blsagg.G2
	ctx  Context // ReferenceBlock is the open epoch's
	log  *slog.Logger

	mu     sync.Mutex
	epoch  uint64
	leaves [][32]byte
	seen   map[[32]byte]struct{}
	atts   []Attestation
	bodies []Body
	keep   bool
}

// Body is one accepted request body: its operator's signature over the
// BatchTree of Leaves[Start : Start+N] of its epoch, what
// DisputeGame.resolve takes to slash that operator.
type Body struct {
	Operator common.Address
	Sig      blsagg.G1
	Start, N int
}

// Sealed is a closed epoch: its leaves and (when kept) attestations in
// intake order, and its bodies.
type Sealed struct {
	Epoch   uint64
	Context Context
	Leaves  [][32]byte
	Atts    []Attestation
	Bodies  []Body
}

// NewIntake opens epoch under c (c.ReferenceBlock the epoch's) with the
// quorum's keys. keep retains the attestations and bodies (for proofs,
// re-execution and disputes), not only leaves.
func NewIntake(keys map[common.Address]*blsagg.G2, c Context, epoch uint64, keep bool, log *slog.Logger) (*Intake, error) {
	for a, k := range keys {
		if err := blsagg.CheckG2(k); err != nil {
			return nil, fmt.Errorf("key of %s: %w", a, err)
		}
	}
	return &Intake{keys: keys, ctx: c, epoch: epoch, keep: keep, log: log, seen: map[[32]byte]struct{}{}}, nil
}

// Open is the open epoch and its Context (what an operator signs under).
func (in *Intake) Open() (uint64, Context) {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.epoch, in.ctx
}

// Len is how many attestations the open epoch holds.
func (in *Intake) Len() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	return len(in.leaves)
}

// Add decodes and checks a body and appends its attestations to the open
// epoch; it returns how many it took. A body is taken whole or not at all.
func (in *Intake) Add(body []byte) (int, error) {
	if len(body) < headerLen {
		return 0, fmt.Errorf("%w: %d bytes", ErrMalformed, len(body))
	}
	operator := common.Address(body[:20])
	epoch := binary.BigEndian.Uint64(body[20:])
	n := int(binary.BigEndian.Uint32(body[28:]))
	if n == 0 || n > MaxPerBody || len(body) != headerLen+recordLen*n {
		return 0, fmt.Errorf("%w: %d records in %d bytes", ErrMalformed, n, len(body))
	}
	pk, ok := in.keys[operator]
	if !ok {
		return 0, fmt.Errorf("%w: %s", ErrUnknownOperator, operator)
	}
	sig, err := blsagg.ParseG1(body[32:headerLen])
	if err != nil {
		return 0, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	in.mu.Lock()
	open, c := in.epoch, in.ctx
	in.mu.Unlock()
	if epoch != open {
		return 0, fmt.Errorf("%w: %d, open is %d", ErrWrongEpoch, epoch, open)
	}
	atts := make([]Attestation, n)
	leaves := make([][32]byte, n)
	h := crypto.NewKeccakState()
	var enc [protocol.EncodedLen]byte
	for i := range atts {
		r := body[headerLen+recordLen*i:]
		a := &atts[i]
		a.Input, a.Output, a.Hardware = [32]byte(r[0:32]), [32]byte(r[32:64]), [32]byte(r[64:96])
		a.Timestamp = binary.BigEndian.Uint64(r[96:])
		a.Operator, a.Epoch = operator, epoch
		a.encode(&c, &enc)
		h.Reset()
		h.Write(enc[:])
		h.Read(leaves[i][:])
	}
	d, err := protocol.BatchDigest(leaves)
	if err != nil {
		return 0, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	if err := blsagg.Verify(d, pk, &sig); err != nil {
		return 0, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	if epoch != in.epoch {
		return 0, fmt.Errorf("%w: %d, open is %d", ErrWrongEpoch, epoch, in.epoch)
	}
	for i := range leaves {
		if _, dup := in.seen[leaves[i]]; dup {
			return 0, fmt.Errorf("%w: record %d of %s", ErrReplayed, i, operator)
		}
	}
	for i := range leaves {
		in.seen[leaves[i]] = struct{}{}
	}
	if in.keep {
		in.bodies = append(in.bodies, Body{Operator: operator, Sig: sig, Start: len(in.leaves), N: n})
		in.atts = append(in.atts, atts...)
	}
	in.leaves = append(in.leaves, leaves...)
	return n, nil
}

// Seal closes the open epoch and opens the next at reference block nextRef.
func (in *Intake) Seal(nextRef uint32) *Sealed {
	in.mu.Lock()
	defer in.mu.Unlock()
	s := &Sealed{Epoch: in.epoch, Context: in.ctx, Leaves: in.leaves, Atts: in.atts, Bodies: in.bodies}
	in.epoch++
	in.ctx.ReferenceBlock = nextRef
	in.leaves, in.atts, in.bodies = nil, nil, nil
	in.seen = map[[32]byte]struct{}{}
	return s
}

// BodyOf is the body holding leaf i of the sealed epoch and its position in
// it, with the body's BatchTree proof (protocol.BatchProof) of that leaf.
func (s *Sealed) BodyOf(i int) (Body, int, [][32]byte, error) {
	for _, b := range s.Bodies {
		if i >= b.Start && i < b.Start+b.N {
			sib, err := protocol.BatchProof(s.Leaves[b.Start:b.Start+b.N], i-b.Start)
			return b, i - b.Start, sib, err
		}
	}
	return Body{}, 0, nil, fmt.Errorf("%w: no body holds leaf %d", ErrNotUnderRoot, i)
}

// ServeHTTP takes POST bodies (see EncodeBody); 204 on success, 400 for a
// malformed body, 401 for a bad signature, 403 for an unknown operator, 409
// for a closed epoch or a replayed body. GET answers the open epoch and its
// context as JSON (what an operator signs under).
func (in *Intake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet {
		e, c := in.Open()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(OpenEpoch{Epoch: e, ChainID: c.ChainID, Consumer: c.Consumer, Manifest: c.Manifest, ReferenceBlock: c.ReferenceBlock})
		return
	}
	if r.Method != http.MethodPost {
		http.Error(w, "GET or POST only", http.StatusMethodNotAllowed)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, headerLen+recordLen*MaxPerBody+1))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if _, err := in.Add(body); err != nil {
		code := http.StatusBadRequest
		switch {
		case errors.Is(err, ErrBadSignature):
			code = http.StatusUnauthorized
		case errors.Is(err, ErrUnknownOperator):
			code = http.StatusForbidden
		case errors.Is(err, ErrWrongEpoch), errors.Is(err, ErrReplayed):
			code = http.StatusConflict
		}
		if in.log != nil {
			in.log.Debug("attestation body refused", "err", err)
		}
		http.Error(w, err.Error(), code)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// OpenEpoch is GET /attest's answer: the open epoch and its Context.
type OpenEpoch struct {
	Epoch          uint64         `json:"epoch"`
	ChainID        uint64         `json:"chainId"`
	Consumer       common.Address `json:"consumer"`
	Manifest       common.Hash    `json:"manifest"`
	ReferenceBlock uint32         `json:"referenceBlock"`
}

// Context is the epoch's Context.
func (o OpenEpoch) Context() Context {
	return Context{ChainID: o.ChainID, Consumer: o.Consumer, Manifest: o.Manifest, ReferenceBlock: o.ReferenceBlock}
}

// Evidence is what disputing leaf i of a sealed epoch takes: the
// attestation as a transition, its proof under the epoch root (for
// AttestationConsumer.present), and its attester's body with the body's
// BatchTree proof (for DisputeGame.resolve).
type Evidence struct {
	Attestation   Attestation
	Transition    protocol.Transition
	EpochSiblings [][32]byte
	Body          Body
	BodyPosition  int
	BodySiblings  [][32]byte
}

// Evidence is the evidence of leaf i (the sealed epoch must have kept its
// attestations).
func (s *Sealed) Evidence(i int) (*Evidence, error) {
	if i < 0 || i >= len(s.Atts) {
		return nil, fmt.Errorf("%w: position %d of %d kept", ErrNotUnderRoot, i, len(s.Atts))
	}
	sib, err := Proof(s.Leaves, i)
	if err != nil {
		return nil, err
	}
	b, pos, bsib, err := s.BodyOf(i)
	if err != nil {
		return nil, err
	}
	a := s.Atts[i]
	return &Evidence{Attestation: a, Transition: a.Transition(&s.Context), EpochSiblings: sib, Body: b, BodyPosition: pos, BodySiblings: bsib}, nil
}
