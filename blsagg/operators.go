package blsagg

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
)

// Operator is one member of an operator set: its EigenLayer id (the hash of
// its G1 key), address, G1 and G2 public keys and stake.
type Operator struct {
	ID      OperatorID
	Address [20]byte
	PubG1   G1
	PubG2   G2
	Stake   *big.Int
}

// Registration is an operator as it asks to join a set: keys, stake and the
// proof of possession over [PoPMessage].
type Registration struct {
	Address [20]byte
	PubG1   G1
	PubG2   G2
	Stake   *big.Int
	PoP     G1
}

// NewRegistration builds a registration, proof included, from a key pair.
func NewRegistration(kp *bls.KeyPair, ctx PoPContext, address [20]byte, stake *big.Int) Registration {
	return Registration{
		Address: address,
		PubG1:   PubG1(kp),
		PubG2:   PubG2(kp),
		Stake:   new(big.Int).Set(stake),
		PoP:     SignPoP(kp, ctx, address),
	}
}

// Operator-set errors.
var (
	ErrDuplicateOperator = errors.New("blsagg: duplicate operator")
	ErrBadStake          = errors.New("blsagg: stake is missing or not positive")
	ErrEmptySet          = errors.New("blsagg: empty operator set")
	ErrUnknownOperator   = errors.New("blsagg: operator not in the set")
)

// OperatorSet is an immutable set of operators whose keys all passed their
// proof of possession. Operators are ordered by id, ascending.
type OperatorSet struct {
	ops   []Operator
	index map[OperatorID]int
	total *big.Int
	table tableOnce // the keys' multiples for batch checks (msm.go)
}

// NewOperatorSet checks every registration (keys, proof of possession in ctx,
// positive stake, no repeated key or address) and builds the set. A key
// without a valid proof is refused: that is what stops rogue keys.
func NewOperatorSet(ctx PoPContext, regs []Registration) (*OperatorSet, error) {
	if len(regs) == 0 {
		return nil, ErrEmptySet
	}
	s := &OperatorSet{index: make(map[OperatorID]int, len(regs)), total: new(big.Int)}
	addrs := make(map[[20]byte]bool, len(regs))
	// The proofs are independent pairing checks: spread them over the CPUs.
	popErrs := make([]error, len(regs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(regs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(regs); i = int(next.Add(1) - 1) {
				r := &regs[i]
				popErrs[i] = VerifyPoP(ctx, r.Address, &r.PubG1, &r.PubG2, &r.PoP)
			}
		}()
	}
	wg.Wait()
	for i := range regs {
		r := &regs[i]
		if r.Stake == nil || r.Stake.Sign() <= 0 {
			return nil, fmt.Errorf("operator %x: %w", r.Address, ErrBadStake)
		}
		if err := popErrs[i]; err != nil {
			return nil, fmt.Errorf("operator %x: %w", r.Address, err)
		}
		id := IDOf(&r.PubG1)
		if _, dup := s.index[id]; dup || addrs[r.Address] {
			return nil, fmt.Errorf("operator %x (%s): %w", r.Address, id, ErrDuplicateOperator)
		}
		s.index[id] = -1
		addrs[r.Address] = true
		s.ops = append(s.ops, Operator{ID: id, Address: r.Address, PubG1: r.PubG1, PubG2: r.PubG2,
			Stake: new(big.Int).Set(r.Stake)})
		s.total.Add(s.total, r.Stake)
	}
	slices.SortFunc(s.ops, func(a, b Operator) int { return bytes.Compare(a.ID[:], b.ID[:]) })
	for i := range s.ops {
		s.index[s.ops[i].ID] = i
	}
	return s, nil
}

// Len is the number of operators.
func (s *OperatorSet) Len() int { return len(s.ops) }

// At returns the i-th operator in id order (a copy; stake included).
func (s *OperatorSet) At(i int) Operator {
	o := s.ops[i]
	o.Stake = new(big.Int).Set(o.Stake)
	return o
}

// Lookup finds an operator's position by id.
func (s *OperatorSet) Lookup(id OperatorID) (int, bool) {
	i, ok := s.index[id]
	return i, ok
}

// TotalStake is the sum of all stakes.
func (s *OperatorSet) TotalStake() *big.Int { return new(big.Int).Set(s.total) }
