package attest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
)

// A request body (POST /attest) carries one operator's attestations of one
// epoch, signed once:
//
//	operator (20) ‖ epoch (8, big-endian) ‖ n (4, big-endian) ‖ σ (64, blsagg.MarshalG1)
//	then n records: input (32) ‖ output (32) ‖ hardware (32) ‖ timestamp (8, big-endian)
//
// σ is the operator's BLS signature over BatchDigest(operator, epoch, leaves).
const (
	headerLen = 20 + 8 + 4 + blsagg.G1Len
	recordLen = 32 + 32 + 32 + 8
	// MaxPerBody bounds one body, so a request cannot make the intake buffer
	// without limit.
	MaxPerBody = 4096
)

// Intake errors.
var (
	ErrMalformed       = errors.New("attest: malformed attestation body")
	ErrUnknownOperator = errors.New("attest: operator not in the quorum")
	ErrWrongEpoch      = errors.New("attest: attestation for an epoch that is not open")
	ErrBadSignature    = errors.New("attest: operator signature does not verify")
)

// EncodeBody is a request body for the attestations of one operator and
// epoch (all of atts must carry that operator and epoch), signed by sign.
func EncodeBody(sign func(digest [32]byte) blsagg.G1, operator common.Address, epoch uint64, atts []Attestation) ([]byte, error) {
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
		leaves[i] = a.Leaf()
		r := b[headerLen+recordLen*i:]
		copy(r[0:], a.Input[:])
		copy(r[32:], a.Output[:])
		copy(r[64:], a.Hardware[:])
		binary.BigEndian.PutUint64(r[96:], a.Timestamp)
	}
	copy(b, operator[:])
	binary.BigEndian.PutUint64(b[20:], epoch)
	binary.BigEndian.PutUint32(b[28:], uint32(len(atts)))
	sig := sign(BatchDigest(operator, epoch, leaves))
	s := blsagg.MarshalG1(&sig)
	copy(b[32:], s[:])
	return b, nil
}

// Intake is the aggregator's attestation intake: it checks each body's
// signature against the operator's registered G2 key and appends the leaves
// to the open epoch.
type Intake struct {
	keys map[common.Address]*blsagg.G2
	log  *slog.Logger

	mu     sync.Mutex
	epoch  uint64
	leaves [][32]byte
	atts   []Attestation
	keep   bool
}

// NewIntake opens epoch with the quorum's keys. keep retains the
// attestations themselves (for proofs and re-execution), not only leaves.
func NewIntake(keys map[common.Address]*blsagg.G2, epoch uint64, keep bool, log *slog.Logger) (*Intake, error) {
	for a, k := range keys {
		if err := blsagg.CheckG2(k); err != nil {
			return nil, fmt.Errorf("key of %s: %w", a, err)
		}
	}
	return &Intake{keys: keys, epoch: epoch, keep: keep, log: log}, nil
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
	atts := make([]Attestation, n)
	leaves := make([][32]byte, n)
	h := crypto.NewKeccakState()
	var enc [224]byte
	for i := range atts {
		r := body[headerLen+recordLen*i:]
		a := &atts[i]
		a.Input, a.Output, a.Hardware = [32]byte(r[0:32]), [32]byte(r[32:64]), [32]byte(r[64:96])
		a.Timestamp = binary.BigEndian.Uint64(r[96:])
		a.Operator, a.Epoch = operator, epoch
		a.encode(&enc)
		h.Reset()
		h.Write(enc[:])
		h.Read(leaves[i][:])
	}
	if err := blsagg.Verify(BatchDigest(operator, epoch, leaves), pk, &sig); err != nil {
		return 0, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	if epoch != in.epoch {
		return 0, fmt.Errorf("%w: %d, open is %d", ErrWrongEpoch, epoch, in.epoch)
	}
	in.leaves = append(in.leaves, leaves...)
	if in.keep {
		in.atts = append(in.atts, atts...)
	}
	return n, nil
}

// Seal closes the open epoch, opens the next, and returns the closed one's
// number, leaves and (when kept) attestations, in intake order.
func (in *Intake) Seal() (uint64, [][32]byte, []Attestation) {
	in.mu.Lock()
	defer in.mu.Unlock()
	e, l, a := in.epoch, in.leaves, in.atts
	in.epoch++
	in.leaves, in.atts = nil, nil
	return e, l, a
}

// ServeHTTP takes POST bodies (see EncodeBody); 204 on success, 400 for a
// malformed body, 401 for a bad signature, 403 for an unknown operator, 409
// for a closed epoch.
func (in *Intake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
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
		case errors.Is(err, ErrWrongEpoch):
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
