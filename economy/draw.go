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
	// ErrCandidatesNotSorted: candidates must be in ascending address order
	// (one order, so that everyone recomputes the same draw).
	ErrCandidatesNotSorted = errors.New("economy: candidates not in ascending address order")
	// ErrNotEnoughCapacity: fewer eligible operators (stake and free
	// capacity) than the committee needs.
	ErrNotEnoughCapacity = errors.New("economy: not enough operators with free capacity")
	// ErrNoFreeCapacity: a committee names an operator without free capacity.
	ErrNoFreeCapacity = errors.New("economy: operator has no free capacity")
	// ErrNotDrawn: a committee is not the one the draw gives.
	ErrNotDrawn = errors.New("economy: committee is not the draw's")
)

// Candidate is an operator the draw may pick: its stake and its free
// committed capacity in the task's class (CapacityRegistry.freeCapacity).
type Candidate struct {
	Operator common.Address
	Stake    *big.Int
	Free     uint64
}

// Seed mixes a future block's prevrandao with the task id:
// keccak256(randomness ‖ taskID) (AssignmentDraw.seed).
func Seed(randomness, taskID [32]byte) [32]byte {
	return [32]byte(crypto.Keccak256(randomness[:], taskID[:]))
}

// Draw picks a committee of k operators for a task, without replacement,
// each pick weighted by stake among the candidates with free capacity that
// are left: pick j takes r = keccak256(seed ‖ j) mod (their total stake)
// and walks their cumulative stakes in address order. The same in
// Solidity: AssignmentDraw.draw.
func Draw(seed [32]byte, cands []Candidate, k int) ([]common.Address, error) {
	var pool []Candidate
	for i, c := range cands {
		if i > 0 && bytes.Compare(cands[i-1].Operator[:], c.Operator[:]) >= 0 {
			return nil, ErrCandidatesNotSorted
		}
		if c.Free > 0 && c.Stake.Sign() > 0 {
			pool = append(pool, c)
		}
	}
	if len(pool) < k {
		return nil, fmt.Errorf("%w: %d eligible for a committee of %d", ErrNotEnoughCapacity, len(pool), k)
	}
	total := new(big.Int)
	for _, c := range pool {
		total.Add(total, c.Stake)
	}
	out := make([]common.Address, 0, k)
	var j [32]byte
	for pick := range k {
		new(big.Int).SetUint64(uint64(pick)).FillBytes(j[:])
		r := new(big.Int).SetBytes(crypto.Keccak256(seed[:], j[:]))
		r.Mod(r, total)
		for i, c := range pool {
			if r.Cmp(c.Stake) < 0 {
				out = append(out, c.Operator)
				total.Sub(total, c.Stake)
				pool = append(pool[:i], pool[i+1:]...)
				break
			}
			r.Sub(r, c.Stake)
		}
	}
	return out, nil
}

// Verify checks that committee is the draw's for seed over cands: a member
// without free capacity is ErrNoFreeCapacity, any other difference
// ErrNotDrawn.
func Verify(seed [32]byte, cands []Candidate, committee []common.Address) error {
	free := map[common.Address]uint64{}
	for _, c := range cands {
		free[c.Operator] = c.Free
	}
	for _, m := range committee {
		if free[m] == 0 {
			return fmt.Errorf("%w: %s", ErrNoFreeCapacity, m)
		}
	}
	want, err := Draw(seed, cands, len(committee))
	if err != nil {
		return err
	}
	for i := range want {
		if want[i] != committee[i] {
			return fmt.Errorf("%w: member %d is %s, the draw gives %s", ErrNotDrawn, i, committee[i], want[i])
		}
	}
	return nil
}
