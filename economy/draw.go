package economy

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Draw errors.
var (
	// ErrCandidatesNotSorted: candidates must be in ascending operator-id
	// order (one order, so that everyone recomputes the same draw).
	ErrCandidatesNotSorted = errors.New("economy: candidates not in ascending operator-id order")
	// ErrNotEnoughOperators: fewer operators with stake than the committee
	// needs.
	ErrNotEnoughOperators = errors.New("economy: not enough operators with stake")
	// ErrNoFreeCapacity: an operator without a free unit of the task's class
	// (CapacityRegistry.NoFreeCapacity when its acceptance is posted).
	ErrNoFreeCapacity = errors.New("economy: operator has no free capacity")
	// ErrNotDrawn: a committee is not the one the draw gives.
	ErrNotDrawn = errors.New("economy: committee is not the draw's")
)

// Candidate is an operator the draw may pick: its registry id, address and
// stake, all at the task's request block.
type Candidate struct {
	ID       common.Hash
	Operator common.Address
	Stake    *big.Int
}

// Seed mixes the draw block's prevrandao with the task id:
// keccak256(randomness ‖ taskID) (AssignmentDraw.seed).
func Seed(randomness, taskID [32]byte) [32]byte {
	return [32]byte(crypto.Keccak256(randomness[:], taskID[:]))
}

// CommitteeHash is what an acceptance names and TaskMarket records of a
// committee: keccak256 of its member ids, packed, in draw order.
func CommitteeHash(ids []common.Hash) common.Hash {
	buf := make([]byte, 0, 32*len(ids))
	for _, id := range ids {
		buf = append(buf, id[:]...)
	}
	return crypto.Keccak256Hash(buf)
}

// Draw picks a committee of k operators for a task, without replacement,
// each pick weighted by stake among the candidates with stake that are
// left: pick j takes r = keccak256(seed ‖ j) mod (their total stake) and
// walks their cumulative stakes in id order. The same in Solidity:
// AssignmentDraw.draw.
func Draw(seed [32]byte, cands []Candidate, k int) ([]Candidate, error) {
	var pool []Candidate
	for i, c := range cands {
		if i > 0 && bytes.Compare(cands[i-1].ID[:], c.ID[:]) >= 0 {
			return nil, ErrCandidatesNotSorted
		}
		if c.Stake.Sign() > 0 {
			pool = append(pool, c)
		}
	}
	if len(pool) < k {
		return nil, fmt.Errorf("%w: %d for a committee of %d", ErrNotEnoughOperators, len(pool), k)
	}
	total := new(big.Int)
	for _, c := range pool {
		total.Add(total, c.Stake)
	}
	out := make([]Candidate, 0, k)
	var j [32]byte
	for pick := range k {
		new(big.Int).SetUint64(uint64(pick)).FillBytes(j[:])
		r := new(big.Int).SetBytes(crypto.Keccak256(seed[:], j[:]))
		r.Mod(r, total)
		for i, c := range pool {
			if r.Cmp(c.Stake) < 0 {
				out = append(out, c)
				total.Sub(total, c.Stake)
				pool = append(pool[:i], pool[i+1:]...)
				break
			}
			r.Sub(r, c.Stake)
		}
	}
	return out, nil
}
