package protocol

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/deepcall/deepcall/inference"
)

// LLMResultDomain is LLMConsumer.RESULT_DOMAIN, keccak256("deepcall/llm/result/v1"):
// the first word of the preimage of every result slot.
var LLMResultDomain = keccak256([]byte("deepcall/llm/result/v1"))

// Requested is LLMConsumer.REQUESTED, the word 1: what the result slot of
// an input holds after LLMConsumer.request and before its answer lands.
// Operators sign it as the transition's old value like any other. No
// ResultValue equals it: that would be a keccak256 preimage of the word 1.
var Requested = [32]byte{31: 1}

// IsResult reports whether a result slot's value is a result: neither empty
// nor Requested.
func IsResult(v [32]byte) bool {
	return v != [32]byte{} && v != Requested
}

// ResultSlot is LLMConsumer.resultSlot(input): the storage slot that holds
// the result of the input hash (inference.InputHash of prompt and n),
// keccak256(abi.encode(LLMResultDomain, input)). It is the Slot of every
// LLMConsumer transition.
func ResultSlot(input [32]byte) [32]byte {
	return inference.Keccak256(LLMResultDomain[:], input[:])
}

// ResultValue is LLMConsumer.resultValue(root, tokens): the value a result
// writes to its slot and the New of its transition,
// keccak256(abi.encodePacked(root, tokens)) for a uint256[] tokens — the
// checkpoint-chain root, then each token id as one 32-byte big-endian word
// (no length word). Binding the tokens here lets the consumer check the
// tokens it publishes against the signed value.
//
// Token ids are non-negative; a negative id is encoded as the uint256 with
// the same two's complement bits (sign-extended), as abi.encodePacked of an
// int256 would, so no two id lists share a value.
func ResultValue(root [32]byte, tokens []int) [32]byte {
	b := make([]byte, 32+32*len(tokens))
	copy(b, root[:])
	for i, t := range tokens {
		w := b[32+32*i : 64+32*i]
		if t < 0 {
			for j := range 24 {
				w[j] = math.MaxUint8
			}
		}
		binary.BigEndian.PutUint64(w[24:], uint64(t))
	}
	return keccak256(b)
}

// ErrEventTokens: the tokens of an Updated event are not whole 4-byte ids.
var ErrEventTokens = errors.New("protocol: Updated tokens are not a multiple of 4 bytes")

// EventTokens decodes the tokens of LLMConsumer's Updated event: each token
// id as a 4-byte big-endian uint32, in order (the consumer refuses ids of 2³²
// or more). ResultValue still hashes them as 32-byte words.
func EventTokens(packed []byte) ([]int, error) {
	if len(packed)%4 != 0 {
		return nil, fmt.Errorf("%w: %d bytes", ErrEventTokens, len(packed))
	}
	out := make([]int, len(packed)/4)
	for i := range out {
		out[i] = int(binary.BigEndian.Uint32(packed[4*i:]))
	}
	return out, nil
}

// PackEventTokens is the tokens field of the Updated event landing tokens;
// false when an id does not fit a uint32 (such a result cannot land).
func PackEventTokens(tokens []int) ([]byte, bool) {
	out := make([]byte, 4*len(tokens))
	for i, t := range tokens {
		if t < 0 || uint64(t) > math.MaxUint32 {
			return nil, false
		}
		binary.BigEndian.PutUint32(out[4*i:], uint32(t))
	}
	return out, true
}
