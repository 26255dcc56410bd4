// Package attest is deepcall's epoch attestation mode: operators attest
// answers off chain, the aggregator folds an epoch's attestations into one
// Merkle root that the quorum signs once and EpochRegistry commits in one
// transaction, and after the commit a sample of the epoch, drawn from a later
// block's prevrandao mixed with the root, is re-executed. The formats here
// are those of contracts/src/EpochRegistry.sol; SPEC.md describes them.
package attest

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

var (
	// EpochDomain is keccak256("deepcall/epoch/v1"), the first word of the
	// message the quorum signs for an epoch.
	EpochDomain = [32]byte(crypto.Keccak256([]byte("deepcall/epoch/v1")))
)

// Errors callers branch on.
var (
	// ErrNotUnderRoot: a Merkle proof does not lead from the attestation to
	// the epoch root (EpochRegistry.NotUnderRoot, AttestationConsumer.NotUnderRoot).
	ErrNotUnderRoot = errors.New("attest: attestation not under the epoch root")
	// ErrEmptyEpoch: an epoch with no attestations has no root.
	ErrEmptyEpoch = errors.New("attest: empty epoch")
	// ErrSampleRate: a sample rate outside 1..10000 basis points.
	ErrSampleRate = errors.New("attest: sample rate must be 1 to 10000 basis points")
)

// MaxDepth bounds an epoch tree: at most 2³² attestations an epoch.
const MaxDepth = 32

// Context is what every attestation of an epoch shares: the chain, the
// AttestationConsumer the leaves are transitions of, the model manifest, and
// the epoch's reference block (whose operator set and stakes back the body
// signatures, and from which DisputeGame's challenge window runs).
type Context struct {
	ChainID        uint64
	Consumer       common.Address
	Manifest       [32]byte
	ReferenceBlock uint32
}

// Attestation is one operator's claim that the engine maps Input to Output,
// made on hardware of class Hardware at Timestamp (unix seconds) in Epoch.
type Attestation struct {
	Input     [32]byte       // inference.InputHash of the prompt and token count
	Output    [32]byte       // protocol.ResultValue of the answer
	Operator  common.Address // the attesting operator
	Epoch     uint64
	Hardware  [32]byte // keccak256 of the hardware class name, e.g. "cpu-avx512"
	Timestamp uint64
}

// HardwareClass is the fingerprint of a class name: keccak256(name).
func HardwareClass(name string) [32]byte { return [32]byte(crypto.Keccak256([]byte(name))) }

// Transition is the attestation as a transition to the AttestationConsumer
// (SPEC.md): index = epoch, slot = timestamp << 160 | operator, old = the
// hardware class, new = the output. DisputeGame referees it as a result
// landed in a batch.
func (a *Attestation) Transition(c *Context) protocol.Transition {
	return protocol.Transition{ChainID: c.ChainID, Consumer: c.Consumer, Index: a.Epoch, Manifest: c.Manifest,
		Input: a.Input, Slot: a.Slot(), Old: a.Hardware, New: a.Output, ReferenceBlock: uint64(c.ReferenceBlock)}
}

// Slot is the transition's slot word: timestamp << 160 | operator.
func (a *Attestation) Slot() [32]byte {
	var s [32]byte
	binary.BigEndian.PutUint64(s[4:12], a.Timestamp)
	copy(s[12:], a.Operator[:])
	return s
}

// Leaf is the attestation's transition digest (AttestationConsumer.leaf).
func (a *Attestation) Leaf(c *Context) [32]byte {
	var b [protocol.EncodedLen]byte
	a.encode(c, &b)
	return [32]byte(crypto.Keccak256(b[:]))
}

// leafHashes sets leaves[i] = atts[i].Leaf(c), eight at a time where the CPU
// has a vector keccak (inference.KeccakBatch): the intake's hot path.
func leafHashes(c *Context, atts []Attestation, leaves [][32]byte) {
	buf := make([]byte, protocol.EncodedLen*len(atts))
	msgs := make([][]byte, len(atts))
	for i := range atts {
		m := (*[protocol.EncodedLen]byte)(buf[protocol.EncodedLen*i:])
		atts[i].encode(c, m)
		msgs[i] = m[:]
	}
	out := make([]inference.Hash, len(atts))
	inference.KeccakBatch(msgs, out)
	for i := range out {
		leaves[i] = out[i]
	}
}

// encode writes protocol.Transition.Encode of a.Transition(c) without
// allocating (the intake's hot path).
func (a *Attestation) encode(c *Context, b *[protocol.EncodedLen]byte) {
	*b = [protocol.EncodedLen]byte{}
	copy(b[0:], protocol.Domain[:])
	binary.BigEndian.PutUint64(b[56:], c.ChainID)
	copy(b[76:], c.Consumer[:])
	binary.BigEndian.PutUint64(b[120:], a.Epoch)
	copy(b[128:], c.Manifest[:])
	copy(b[160:], a.Input[:])
	binary.BigEndian.PutUint64(b[196:], a.Timestamp)
	copy(b[204:], a.Operator[:])
	copy(b[224:], a.Hardware[:])
	copy(b[256:], a.Output[:])
	binary.BigEndian.PutUint64(b[312:], uint64(c.ReferenceBlock))
}

// Root is the root of the Merkle tree over the leaves in order, padded with
// zero words to the next power of two, parent = keccak256(left ‖ right); the
// root of one leaf is the leaf. The count is bound beside it in EpochDigest,
// which fixes the depth, so no inner node passes for a leaf.
func Root(leaves [][32]byte) ([32]byte, error) {
	if len(leaves) == 0 {
		return [32]byte{}, ErrEmptyEpoch
	}
	if depthOf(uint64(len(leaves))) > MaxDepth {
		return [32]byte{}, fmt.Errorf("attest: %d attestations exceed 2^%d", len(leaves), MaxDepth)
	}
	level := make([][32]byte, 1<<depthOf(uint64(len(leaves))))
	copy(level, leaves)
	h := crypto.NewKeccakState()
	var buf [64]byte
	for len(level) > 1 {
		for j := range len(level) / 2 {
			copy(buf[:32], level[2*j][:])
			copy(buf[32:], level[2*j+1][:])
			h.Reset()
			h.Write(buf[:])
			h.Read(level[j][:])
		}
		level = level[:len(level)/2]
	}
	return level[0], nil
}

// Proof is the Merkle path of leaf i: its siblings from the leaf level up,
// ⌈log₂ n⌉ of them.
func Proof(leaves [][32]byte, i int) ([][32]byte, error) {
	if len(leaves) == 0 {
		return nil, ErrEmptyEpoch
	}
	if i < 0 || i >= len(leaves) {
		return nil, fmt.Errorf("%w: position %d of %d", ErrNotUnderRoot, i, len(leaves))
	}
	level := make([][32]byte, 1<<depthOf(uint64(len(leaves))))
	copy(level, leaves)
	var sib [][32]byte
	for len(level) > 1 {
		sib = append(sib, level[i^1])
		for j := range len(level) / 2 {
			level[j] = [32]byte(crypto.Keccak256(level[2*j][:], level[2*j+1][:]))
		}
		level = level[:len(level)/2]
		i /= 2
	}
	return sib, nil
}

// VerifyProof checks that leaf is leaf i of the epoch tree of count leaves
// with this root (EpochRegistry.verifyAttestation): i < count and exactly
// ⌈log₂ count⌉ siblings, else ErrNotUnderRoot.
func VerifyProof(root, leaf [32]byte, count, i uint64, siblings [][32]byte) error {
	if count == 0 || i >= count {
		return fmt.Errorf("%w: position %d of %d", ErrNotUnderRoot, i, count)
	}
	if d := depthOf(count); len(siblings) != d {
		return fmt.Errorf("%w: %d siblings, want %d", ErrNotUnderRoot, len(siblings), d)
	}
	node := leaf
	for l, s := range siblings {
		if (i>>l)&1 == 0 {
			node = [32]byte(crypto.Keccak256(node[:], s[:]))
		} else {
			node = [32]byte(crypto.Keccak256(s[:], node[:]))
		}
	}
	if node != root {
		return ErrNotUnderRoot
	}
	return nil
}

func depthOf(n uint64) int {
	d := 0
	for uint64(1)<<d < n {
		d++
	}
	return d
}

// EpochDigest is the one message the quorum signs for an epoch:
// keccak256(abi.encode(EpochDomain, chainID, registry, epoch, root, count,
// books, referenceBlock)) (EpochRegistry.epochDigest). The reference block
// is bound so that whoever commits the epoch cannot move it (and with it
// every leaf's challenge window and the stake behind the signatures) to
// another block than the one the quorum signed at.
func EpochDigest(chainID uint64, registry common.Address, epoch uint64, root [32]byte, count uint64, books [32]byte, referenceBlock uint32) [32]byte {
	var b [256]byte
	copy(b[0:], EpochDomain[:])
	binary.BigEndian.PutUint64(b[56:], chainID)
	copy(b[76:], registry[:])
	binary.BigEndian.PutUint64(b[120:], epoch)
	copy(b[128:], root[:])
	binary.BigEndian.PutUint64(b[184:], count)
	copy(b[192:], books[:])
	binary.BigEndian.PutUint32(b[252:], referenceBlock)
	return [32]byte(crypto.Keccak256(b[:]))
}

// Tally is an epoch's books: each attester (ascending by address) and how
// many of the epoch's attestations are its.
func Tally(atts []Attestation) (operators []common.Address, counts []uint64) {
	n := map[common.Address]uint64{}
	for i := range atts {
		n[atts[i].Operator]++
	}
	for op := range n {
		operators = append(operators, op)
	}
	slices.SortFunc(operators, func(a, b common.Address) int { return bytes.Compare(a[:], b[:]) })
	counts = make([]uint64, len(operators))
	for i, op := range operators {
		counts[i] = n[op]
	}
	return operators, counts
}

// Books is keccak256(abi.encodePacked(operators, counts)), each element a
// word: the books word of EpochDigest (AttestationConsumer.payEpoch).
func Books(operators []common.Address, counts []uint64) [32]byte {
	h := crypto.NewKeccakState()
	var w [32]byte
	for _, op := range operators {
		w = [32]byte{}
		copy(w[12:], op[:])
		h.Write(w[:])
	}
	for _, c := range counts {
		w = [32]byte{}
		binary.BigEndian.PutUint64(w[24:], c)
		h.Write(w[:])
	}
	var out [32]byte
	h.Read(out[:])
	return out
}

// SampleSeed is keccak256(prevrandao ‖ root): the randomness of a block
// after the commit, mixed with a root fixed before it existed.
func SampleSeed(prevrandao, root [32]byte) [32]byte {
	return [32]byte(crypto.Keccak256(prevrandao[:], root[:]))
}

// SampleSize is ⌈count · rateBps / 10000⌉, the number of draws an epoch gets.
func SampleSize(count uint64, rateBps uint64) (uint64, error) {
	if rateBps == 0 || rateBps > 10000 {
		return 0, fmt.Errorf("%w: %d", ErrSampleRate, rateBps)
	}
	return (count*rateBps + 9999) / 10000, nil
}

// SampleAt is draw j of the sample: uint256(keccak256(seed ‖ j)) mod count
// (EpochRegistry.sampleAt). Draws are with replacement.
func SampleAt(seed [32]byte, count, j uint64) uint64 {
	var w [32]byte
	binary.BigEndian.PutUint64(w[24:], j)
	r := new(big.Int).SetBytes(crypto.Keccak256(seed[:], w[:]))
	return r.Mod(r, new(big.Int).SetUint64(count)).Uint64()
}

// Sample is the epoch's sample: the positions SampleAt gives for
// j = 0 … SampleSize−1.
func Sample(seed [32]byte, count, rateBps uint64) ([]uint64, error) {
	if count == 0 {
		return nil, ErrEmptyEpoch
	}
	m, err := SampleSize(count, rateBps)
	if err != nil {
		return nil, err
	}
	out := make([]uint64, m)
	for j := range out {
		out[j] = SampleAt(seed, count, uint64(j))
	}
	return out, nil
}

// DeterrentRate is the least sample rate at which cheating does not pay.
// A cheat on k attestations of an epoch saves at most fee·k; each cheated
// attestation is drawn with probability about p, and each one caught costs
// slash, so the expected loss is p·k·slash. Cheating is unprofitable when
// fee·k < p·k·slash, for every k: p > fee/slash. The slashes must be payable,
// k·slash ≤ bond, so the bond caps an operator's attestations an epoch at
// bond/slash (MaxPerEpoch). The rate is in basis points, rounded up.
func DeterrentRate(fee, slash *big.Int) (uint64, error) {
	if slash.Sign() <= 0 || fee.Sign() < 0 {
		return 0, errors.New("attest: slash must be positive and fee non-negative")
	}
	n := new(big.Int).Mul(fee, big.NewInt(10000))
	q, r := new(big.Int).QuoRem(n, slash, new(big.Int))
	if r.Sign() > 0 {
		q.Add(q, big.NewInt(1))
	}
	if !q.IsUint64() || q.Uint64() > 10000 {
		return 0, fmt.Errorf("%w: fee/slash needs %s", ErrSampleRate, q)
	}
	return q.Uint64(), nil
}

// MaxPerEpoch is bond/slash: the most attestations an operator may make in
// an epoch so that every one of them, if caught, can still be slashed.
func MaxPerEpoch(bond, slash *big.Int) uint64 {
	if slash.Sign() <= 0 {
		return 0
	}
	q := new(big.Int).Quo(bond, slash)
	if !q.IsUint64() {
		return ^uint64(0)
	}
	return q.Uint64()
}
