package steprs

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
)

// SP1PublicValuesSize is the size of what sp1guest/guest commits.
const SP1PublicValuesSize = 5 * 32

// ErrELFNotPinned: a guest ELF whose sha256 is not the pinned one
// (sp1guest/guest/elf.sha256); SP1's program key depends on every byte.
var ErrELFNotPinned = errors.New("steprs: the SP1 guest ELF is not the pinned one")

// CheckSP1ELF checks a guest ELF against the pinned sha256 (hex, as
// sp1guest/guest/build.sh --pin writes it) and returns its hash.
func CheckSP1ELF(elf []byte, pinned string) (string, error) {
	sum := sha256.Sum256(elf)
	got := hex.EncodeToString(sum[:])
	if want := strings.TrimSpace(pinned); got != want {
		return got, fmt.Errorf("%w: sha256 %s, pinned %s (sp1guest/guest/build.sh --pin records a new one)", ErrELFNotPinned, got, want)
	}
	return got, nil
}

// ErrShortFrame: a request frame shorter than its 26 header words.
var ErrShortFrame = errors.New("steprs: request frame shorter than its header")

// SP1PublicValues is what the SP1 guest (sp1guest/guest) must commit for an
// encoded request whose step gives post (refused: the step was refused):
// a status word (0 ran, 1 refused), the agreed pre-state, the post-state
// (zero when refused), keccak256 of frame words 0–24 (model, blob root,
// game context, path) and keccak256 of the witness. A verifier that knows
// the game's agreed hashes checks a proof's public values against these.
func SP1PublicValues(frame []byte, post inference.Hash, refused bool) ([]byte, error) {
	const header = 26 * 32
	if len(frame) < header {
		return nil, fmt.Errorf("%w: %d bytes", ErrShortFrame, len(frame))
	}
	out := make([]byte, SP1PublicValuesSize)
	if refused {
		out[31] = 1
		post = inference.Hash{}
	}
	copy(out[32:64], frame[header-32:header])
	copy(out[64:96], post[:])
	copy(out[96:128], crypto.Keccak256(frame[:header-32]))
	copy(out[128:160], crypto.Keccak256(frame[header:]))
	return out, nil
}
