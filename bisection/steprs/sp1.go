package steprs

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
)

// SP1PublicValuesSize is the size of what sp1guest/guest commits.
const SP1PublicValuesSize = 5 * 32

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
