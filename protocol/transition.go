package protocol

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/deepcall/deepcall/inference"
)

// EncodedLen is the length of [Transition.Encode]: ten 32-byte words.
const EncodedLen = 10 * 32

// Domain is keccak256("deepcall/transition/v1"), the first word of every
// encoded transition. A new version of the message gets a new domain.
var Domain = keccak256([]byte("deepcall/transition/v1"))

// Transition is one change of one storage slot of a consumer contract: what
// an operator signs after executing the consumer's expensive function.
type Transition struct {
	ChainID        uint64   // chain the consumer lives on (block.chainid)
	Consumer       [20]byte // consumer contract address
	Index          uint64   // transition index / nonce of the consumer
	Manifest       [32]byte // model manifest hash (weights, config, gas limits)
	Input          [32]byte // inference.InputHash of the prompt and n
	Slot           [32]byte // the storage slot written
	Old            [32]byte // its value before the transition
	New            [32]byte // its value after the transition
	ReferenceBlock uint64   // block whose operator set and stakes sign; fits uint32
}

// Validation errors returned by [Transition.Validate] (wrapped with the field).
var (
	ErrZeroChainID        = errors.New("protocol: chain id is zero")
	ErrZeroConsumer       = errors.New("protocol: consumer address is zero")
	ErrZeroManifest       = errors.New("protocol: manifest hash is zero")
	ErrZeroInput          = errors.New("protocol: input hash is zero")
	ErrUnchanged          = errors.New("protocol: old and new values are equal")
	ErrZeroReferenceBlock = errors.New("protocol: reference block is zero")
	ErrReferenceBlock     = errors.New("protocol: reference block does not fit uint32")
	ErrEncoding           = errors.New("protocol: malformed transition encoding")
)

// Validate reports the first reason the transition cannot be signed: a zero
// chain id, consumer, manifest or input, a slot whose value does not change,
// or a reference block that is zero or beyond uint32.
func (t *Transition) Validate() error {
	switch {
	case t.ChainID == 0:
		return ErrZeroChainID
	case t.Consumer == [20]byte{}:
		return ErrZeroConsumer
	case t.Manifest == [32]byte{}:
		return ErrZeroManifest
	case t.Input == [32]byte{}:
		return ErrZeroInput
	case t.Old == t.New:
		return ErrUnchanged
	case t.ReferenceBlock == 0:
		return ErrZeroReferenceBlock
	case t.ReferenceBlock > math.MaxUint32:
		return fmt.Errorf("%w: %d", ErrReferenceBlock, t.ReferenceBlock)
	}
	return nil
}

// Encode returns the 320-byte ABI encoding described in the package doc.
func (t *Transition) Encode() []byte {
	b := make([]byte, EncodedLen)
	copy(b[0:32], Domain[:])
	putUint(b[32:64], t.ChainID)
	copy(b[64+12:96], t.Consumer[:])
	putUint(b[96:128], t.Index)
	copy(b[128:160], t.Manifest[:])
	copy(b[160:192], t.Input[:])
	copy(b[192:224], t.Slot[:])
	copy(b[224:256], t.Old[:])
	copy(b[256:288], t.New[:])
	putUint(b[288:320], t.ReferenceBlock)
	return b
}

// Digest is keccak256(Encode()): the message hash operators BLS-sign.
func (t *Transition) Digest() [32]byte { return keccak256(t.Encode()) }

// DecodeTransition parses the 320-byte ABI encoding. It is strict: the
// domain must match, integer words must fit their Go types with zero padding,
// and the address word must have 12 zero bytes. It does not call Validate.
func DecodeTransition(b []byte) (Transition, error) {
	var t Transition
	if len(b) != EncodedLen {
		return t, fmt.Errorf("%w: %d bytes, want %d", ErrEncoding, len(b), EncodedLen)
	}
	if [32]byte(b[0:32]) != Domain {
		return t, fmt.Errorf("%w: wrong domain", ErrEncoding)
	}
	var ok1, ok2, ok3 bool
	t.ChainID, ok1 = getUint(b[32:64])
	t.Index, ok2 = getUint(b[96:128])
	t.ReferenceBlock, ok3 = getUint(b[288:320])
	if !ok1 || !ok2 || !ok3 {
		return Transition{}, fmt.Errorf("%w: integer word beyond uint64", ErrEncoding)
	}
	if !allZero(b[64 : 64+12]) {
		return Transition{}, fmt.Errorf("%w: dirty address padding", ErrEncoding)
	}
	t.Consumer = [20]byte(b[64+12 : 96])
	t.Manifest = [32]byte(b[128:160])
	t.Input = [32]byte(b[160:192])
	t.Slot = [32]byte(b[192:224])
	t.Old = [32]byte(b[224:256])
	t.New = [32]byte(b[256:288])
	return t, nil
}

func putUint(w []byte, v uint64) { binary.BigEndian.PutUint64(w[24:32], v) }

func getUint(w []byte) (uint64, bool) {
	return binary.BigEndian.Uint64(w[24:32]), allZero(w[:24])
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

func keccak256(b []byte) [32]byte { return inference.Keccak256(b) }
