package attest

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/protocol"
)

// A request body (POST /attest) carries one operator's attestations of one
// epoch:
//
//	operator (20) ‖ epoch (8, big-endian) ‖ n (4, big-endian)
//	then ⌈n/256⌉ signatures σₖ (64 each, blsagg.MarshalG1)
//	then n records: input (32) ‖ output (32) ‖ hardware (32) ‖ timestamp (8, big-endian)
//
// Records 256k … 256k+255 are batch k; σₖ is the operator's BLS signature
// over protocol.BatchDigest of batch k's leaves (their transition digests
// under the epoch's Context): the message DisputeGame.resolve checks for a
// result landed in a batch (a BatchTree holds at most 256), so a batch's
// signature is what slashes its operator for a wrong attestation. The intake
// checks all of a body's signatures with one random linear combination (they
// share the operator's key): one two-pair pairing check a body.
const (
	fixedLen  = 20 + 8 + 4
	recordLen = 32 + 32 + 32 + 8
	// MaxPerBatch is the most attestations one signature covers
	// (protocol.MaxBatch, BatchTree.MAX).
	MaxPerBatch = 256
	// MaxPerBody bounds one body, so a request cannot make the intake buffer
	// without limit.
	MaxPerBody = 4096
)

// bodyLen is the length of a body of n records.
func bodyLen(n int) int { return fixedLen + blsagg.G1Len*batches(n) + recordLen*n }

func batches(n int) int { return (n + MaxPerBatch - 1) / MaxPerBatch }

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
// Context, each batch of up to MaxPerBatch signed by sign.
func EncodeBody(sign func(digest [32]byte) blsagg.G1, c *Context, operator common.Address, epoch uint64, atts []Attestation) ([]byte, error) {
	if len(atts) == 0 || len(atts) > MaxPerBody {
		return nil, fmt.Errorf("%w: %d attestations", ErrMalformed, len(atts))
	}
	leaves := make([][32]byte, len(atts))
	b := make([]byte, bodyLen(len(atts)))
	rec := b[fixedLen+blsagg.G1Len*batches(len(atts)):]
	leafHashes(c, atts, leaves)
	for i := range atts {
		a := &atts[i]
		if a.Operator != operator || a.Epoch != epoch {
			return nil, fmt.Errorf("%w: attestation %d is not of operator %s, epoch %d", ErrMalformed, i, operator, epoch)
		}
		r := rec[recordLen*i:]
		copy(r[0:], a.Input[:])
		copy(r[32:], a.Output[:])
		copy(r[64:], a.Hardware[:])
		binary.BigEndian.PutUint64(r[96:], a.Timestamp)
	}
	copy(b, operator[:])
	binary.BigEndian.PutUint64(b[20:], epoch)
	binary.BigEndian.PutUint32(b[28:], uint32(len(atts)))
	for k := range batches(len(atts)) {
		d, err := protocol.BatchDigest(leaves[k*MaxPerBatch : min(len(leaves), (k+1)*MaxPerBatch)])
		if err != nil {
			return nil, err
		}
		sig := sign(d)
		sb := blsagg.MarshalG1(&sig)
		copy(b[fixedLen+blsagg.G1Len*k:], sb[:])
	}
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

// Body is one signed batch of an accepted request body: its operator's
// signature over the BatchTree of Leaves[Start : Start+N] of its epoch, what
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

// Refresh moves the open epoch to reference block ref if it holds nothing
// yet (an idle epoch keeps a recent reference block, which the quorum check
// and the dispute game's window count from); it reports whether it did.
func (in *Intake) Refresh(ref uint32) bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if len(in.leaves) > 0 {
		return false
	}
	in.ctx.ReferenceBlock = ref
	return true
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
	if len(body) < fixedLen {
		return 0, fmt.Errorf("%w: %d bytes", ErrMalformed, len(body))
	}
	operator := common.Address(body[:20])
	epoch := binary.BigEndian.Uint64(body[20:])
	n := int(binary.BigEndian.Uint32(body[28:]))
	if n == 0 || n > MaxPerBody || len(body) != bodyLen(n) {
		return 0, fmt.Errorf("%w: %d records in %d bytes", ErrMalformed, n, len(body))
	}
	pk, ok := in.keys[operator]
	if !ok {
		return 0, fmt.Errorf("%w: %s", ErrUnknownOperator, operator)
	}
	nb := batches(n)
	sigs := make([]blsagg.G1, nb)
	for k := range sigs {
		var err error
		if sigs[k], err = blsagg.ParseG1(body[fixedLen+blsagg.G1Len*k : fixedLen+blsagg.G1Len*(k+1)]); err != nil {
			return 0, fmt.Errorf("%w: signature %d: %w", ErrBadSignature, k, err)
		}
	}
	in.mu.Lock()
	open, c := in.epoch, in.ctx
	in.mu.Unlock()
	if epoch != open {
		return 0, fmt.Errorf("%w: %d, open is %d", ErrWrongEpoch, epoch, open)
	}
	atts := make([]Attestation, n)
	leaves := make([][32]byte, n)
	rec := body[fixedLen+blsagg.G1Len*nb:]
	for i := range atts {
		r := rec[recordLen*i:]
		a := &atts[i]
		a.Input, a.Output, a.Hardware = [32]byte(r[0:32]), [32]byte(r[32:64]), [32]byte(r[64:96])
		a.Timestamp = binary.BigEndian.Uint64(r[96:])
		a.Operator, a.Epoch = operator, epoch
	}
	leafHashes(&c, atts, leaves)
	digests := make([][32]byte, nb)
	for k := range digests {
		var err error
		if digests[k], err = protocol.BatchDigest(leaves[k*MaxPerBatch : min(n, (k+1)*MaxPerBatch)]); err != nil {
			return 0, fmt.Errorf("%w: %w", ErrMalformed, err)
		}
	}
	if err := verifySameKey(pk, digests, sigs); err != nil {
		return 0, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	if epoch != in.epoch {
		return 0, fmt.Errorf("%w: %d, open is %d", ErrWrongEpoch, epoch, in.epoch)
	}
	// an idle epoch may have moved to a newer reference block (Refresh)
	// while this body was checked: its leaves name the old one, which
	// AttestationConsumer would refuse as not of this epoch
	if in.ctx.ReferenceBlock != c.ReferenceBlock {
		return 0, fmt.Errorf("%w: body checked at reference block %d, the epoch moved to %d", ErrWrongEpoch, c.ReferenceBlock, in.ctx.ReferenceBlock)
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
		for k := range sigs {
			in.bodies = append(in.bodies, Body{Operator: operator, Sig: sigs[k], Start: len(in.leaves) + k*MaxPerBatch, N: min(n-k*MaxPerBatch, MaxPerBatch)})
		}
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
	body, err := io.ReadAll(io.LimitReader(r.Body, int64(bodyLen(MaxPerBody)+1)))
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

// verifySameKey checks signatures sigs[k] over digests[k], all by the key
// pk: one signature by Verify, several by a random linear combination,
// e(Σ rₖσₖ, g2) = e(Σ rₖ·H(dₖ), pk) with independent 128-bit rₖ (a wrong
// signature passes with probability about 2⁻¹²⁸), one two-pair pairing check
// for the lot. The signatures were checked on the curve by ParseG1 (G1 has
// cofactor 1), the key when the intake was built.
func verifySameKey(pk *blsagg.G2, digests [][32]byte, sigs []blsagg.G1) error {
	if len(sigs) == 1 {
		return blsagg.Verify(digests[0], pk, &sigs[0])
	}
	hs := make([]bn254.G1Affine, len(digests))
	rs := make([]fr.Element, len(digests))
	var rb [16]byte
	for k := range digests {
		hs[k] = blsagg.HashToG1(digests[k])
		if _, err := rand.Read(rb[:]); err != nil {
			return err
		}
		rs[k].SetBytes(rb[:])
	}
	var sh, ss bn254.G1Jac
	if _, err := sh.MultiExp(hs, rs, ecc.MultiExpConfig{}); err != nil {
		return err
	}
	if _, err := ss.MultiExp(sigs, rs, ecc.MultiExpConfig{}); err != nil {
		return err
	}
	var h, negS bn254.G1Affine
	h.FromJacobian(&sh)
	negS.FromJacobian(&ss)
	negS.Neg(&negS)
	_, _, _, g2 := bn254.Generators()
	ok, err := bn254.PairingCheck([]bn254.G1Affine{h, negS}, []bn254.G2Affine{*pk, g2})
	if err != nil || !ok {
		return blsagg.ErrInvalidSignature
	}
	return nil
}
