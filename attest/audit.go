package attest

import (
	"bytes"
	"context"
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

// AuditDomain is keccak256("deepcall/audit/v1"), mixed into the auditor draw
// so it is independent of the sample draw from the same seed.
var AuditDomain = [32]byte(crypto.Keccak256([]byte("deepcall/audit/v1")))

// Audit errors.
var (
	// ErrNoAuditor: no operator but the attesters to re-execute a draw.
	ErrNoAuditor = errors.New("attest: no operator other than the attesters")
	// ErrInputMismatch: the request handed to re-execution does not hash to
	// the attestation's input.
	ErrInputMismatch = errors.New("attest: request does not hash to the attested input")
)

// Staked is an operator of the quorum and its stake at the epoch's
// reference block.
type Staked struct {
	Address common.Address
	Stake   *big.Int
}

// Auditors are the k operators that re-execute draw j of a sample with seed
// seed, drawn by stake: from the quorum's operators with stake (any order;
// they are sorted by address) minus the attesters, pick r = 0, 1, … at
// x = uint256(keccak256(AuditDomain ‖ seed ‖ j ‖ r)) mod the stake left,
// the operator whose cumulative stake first exceeds x, removing each pick.
// By stake, not by identity: an operator that splits its stake over many
// identities is drawn no more often than it was whole, so its chance of
// auditing its own lie is its stake share, not its share of identities.
// Anyone with the seed (on chain after drawSample) and the operator set
// recomputes it; nobody picks its own audit, and no attester audits itself.
// Fewer than k others with stake: all of them.
func Auditors(seed [32]byte, j uint64, operators []Staked, attesters []common.Address, k int) ([]common.Address, error) {
	left := make([]Staked, 0, len(operators))
	for _, op := range operators {
		if op.Stake == nil || op.Stake.Sign() <= 0 || slices.Contains(attesters, op.Address) ||
			slices.ContainsFunc(left, func(o Staked) bool { return o.Address == op.Address }) {
			continue
		}
		left = append(left, op)
	}
	if len(left) == 0 {
		return nil, fmt.Errorf("%w: draw %d", ErrNoAuditor, j)
	}
	slices.SortFunc(left, func(a, b Staked) int { return bytes.Compare(a.Address[:], b.Address[:]) })
	total := new(big.Int)
	for _, op := range left {
		total.Add(total, op.Stake)
	}
	var w [96]byte
	copy(w[0:], AuditDomain[:])
	copy(w[32:], seed[:])
	binary.BigEndian.PutUint64(w[88:], j)
	out := make([]common.Address, 0, min(k, len(left)))
	for r := 0; r < k && len(left) > 0; r++ {
		var b [128]byte
		copy(b[:96], w[:])
		binary.BigEndian.PutUint64(b[120:], uint64(r))
		x := new(big.Int).SetBytes(crypto.Keccak256(b[:]))
		x.Mod(x, total)
		i := 0
		for ; x.Cmp(left[i].Stake) >= 0; i++ {
			x.Sub(x, left[i].Stake)
		}
		out = append(out, left[i].Address)
		total.Sub(total, left[i].Stake)
		left = slices.Delete(left, i, i+1)
	}
	return out, nil
}

// Run is the engine as an auditor runs it: greedy generation of n tokens
// from prompt, its checkpoint root and tokens (operator.Executor).
type Run func(ctx context.Context, prompt []int, n int) (root [32]byte, tokens []int, err error)

// Verdict is one re-execution of an attestation.
type Verdict struct {
	Match  bool
	Output [32]byte // protocol.ResultValue of the re-execution
	Root   [32]byte
	Tokens []int
}

// Reexecute re-runs the engine on the attested request (prompt, n must hash
// to a.Input, else ErrInputMismatch) and compares the output hash.
func Reexecute(ctx context.Context, run Run, a *Attestation, prompt []int, n int) (Verdict, error) {
	if inference.InputHash(prompt, n) != a.Input {
		return Verdict{}, fmt.Errorf("%w: epoch %d, operator %s", ErrInputMismatch, a.Epoch, a.Operator)
	}
	root, tokens, err := run(ctx, prompt, n)
	if err != nil {
		return Verdict{}, fmt.Errorf("re-execute the attestation of %s: %w", a.Operator, err)
	}
	out := protocol.ResultValue(root, tokens)
	return Verdict{Match: out == a.Output, Output: out, Root: root, Tokens: tokens}, nil
}

// Assignment is one drawn position of an epoch's sample and who re-executes
// it.
type Assignment struct {
	Draw      uint64 // j: the first draw that named the position
	Position  uint64
	Attesters []common.Address // the operators with a leaf of the same input in the epoch
	Auditors  []common.Address
}

// Assignments is the audit plan of an epoch (its attestations in leaf
// order): for every distinct position of Sample(seed, len(atts), rateBps),
// in draw order, its attesters and its k auditors (Auditors). Everything in
// it follows from the on-chain seed, the committed epoch and the operator
// set, so every operator computes the same plan and finds its own work.
func Assignments(seed [32]byte, atts []Attestation, rateBps uint64, operators []Staked, k int) ([]Assignment, error) {
	sample, err := Sample(seed, uint64(len(atts)), rateBps)
	if err != nil {
		return nil, err
	}
	byInput := map[[32]byte][]common.Address{}
	for i := range atts {
		ops := byInput[atts[i].Input]
		if !slices.Contains(ops, atts[i].Operator) {
			byInput[atts[i].Input] = append(ops, atts[i].Operator)
		}
	}
	seen := map[uint64]bool{}
	var out []Assignment
	for j, pos := range sample {
		if seen[pos] {
			continue
		}
		seen[pos] = true
		attesters := byInput[atts[pos].Input]
		auditors, err := Auditors(seed, uint64(j), operators, attesters, k)
		if err != nil {
			return nil, err
		}
		out = append(out, Assignment{Draw: uint64(j), Position: pos, Attesters: attesters, Auditors: auditors})
	}
	return out, nil
}
