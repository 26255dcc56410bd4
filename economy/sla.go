package economy

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Acceptance is an operator's promise to land the answer of Input by block
// Deadline as a member of the committee whose hash is Committee (the
// assignment it was given for: CommitteeHash), signed EIP-712 with its
// operator key (TaskMarket.acceptanceDigest).
type Acceptance struct {
	Input     [32]byte
	Deadline  uint64
	Committee [32]byte
	V         uint8
	R, S      [32]byte
}

// AcceptanceDigest is the EIP-712 digest of an acceptance for the market
// at `market` on chain `chainID`, computed here independently of the
// contract.
func AcceptanceDigest(chainID uint64, market common.Address, input [32]byte, deadline uint64, committee [32]byte) [32]byte {
	domain := crypto.Keccak256(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte("deepcall TaskMarket")),
		crypto.Keccak256([]byte("1")),
		common.LeftPadBytes(new(big.Int).SetUint64(chainID).Bytes(), 32),
		common.LeftPadBytes(market.Bytes(), 32),
	)
	st := crypto.Keccak256(
		crypto.Keccak256([]byte("Acceptance(bytes32 input,uint64 deadline,bytes32 committee)")),
		input[:],
		common.LeftPadBytes(new(big.Int).SetUint64(deadline).Bytes(), 32),
		committee[:],
	)
	return [32]byte(crypto.Keccak256([]byte{0x19, 0x01}, domain, st))
}

// Accept signs an acceptance with an operator key.
func Accept(key *ecdsa.PrivateKey, chainID uint64, market common.Address, input [32]byte, deadline uint64, committee [32]byte) (Acceptance, error) {
	d := AcceptanceDigest(chainID, market, input, deadline, committee)
	sig, err := crypto.Sign(d[:], key)
	if err != nil {
		return Acceptance{}, err
	}
	a := Acceptance{Input: input, Deadline: deadline, Committee: committee, V: sig[64] + 27}
	copy(a.R[:], sig[:32])
	copy(a.S[:], sig[32:64])
	return a, nil
}

// SLA errors off chain (the contract's own are its named reverts).
var (
	// ErrForgedAcceptance: an acceptance whose signature is not the named
	// operator's for this market, task, deadline and committee (a forgery, or one
	// replayed from another task or deadline), or a malleable one.
	ErrForgedAcceptance = errors.New("economy: acceptance not signed by the operator for this task and deadline")
	// ErrNotInCommittee: an operator asked to accept a task it was not drawn for.
	ErrNotInCommittee = errors.New("economy: operator is not in the task's committee")
	// ErrWrongMarket: an assignment for another chain or market than the acceptor's.
	ErrWrongMarket = errors.New("economy: assignment for another chain or market")
	// ErrDeadlinePassed: an acceptance asked for a deadline already reached.
	ErrDeadlinePassed = errors.New("economy: deadline already passed")
)

// SignedAcceptance is an Acceptance as it travels in JSON, naming its signer.
type SignedAcceptance struct {
	Operator  common.Address `json:"operator"`
	Input     common.Hash    `json:"input"`
	Deadline  uint64         `json:"deadline"`
	Committee common.Hash    `json:"committee"` // CommitteeHash of the assignment's members
	Signature hexutil.Bytes  `json:"signature"` // r ‖ s ‖ v, v ∈ {27, 28}
}

// Signed names a's signer and packs its signature.
func (a Acceptance) Signed(operator common.Address) SignedAcceptance {
	sig := make([]byte, 0, 65)
	sig = append(append(append(sig, a.R[:]...), a.S[:]...), a.V)
	return SignedAcceptance{Operator: operator, Input: a.Input, Deadline: a.Deadline, Committee: a.Committee, Signature: sig}
}

// secp256k1n/2: a larger s is the malleable twin the contract refuses.
var halfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)

// Acceptance unpacks s, checking that its signature is its operator's for
// (chainID, market, its input, its deadline): ErrForgedAcceptance otherwise.
func (s SignedAcceptance) Acceptance(chainID uint64, market common.Address) (Acceptance, error) {
	if len(s.Signature) != 65 || (s.Signature[64] != 27 && s.Signature[64] != 28) ||
		new(big.Int).SetBytes(s.Signature[32:64]).Cmp(halfN) > 0 {
		return Acceptance{}, fmt.Errorf("%w: malformed signature from %s", ErrForgedAcceptance, s.Operator)
	}
	d := AcceptanceDigest(chainID, market, s.Input, s.Deadline, s.Committee)
	sig := slices.Clone([]byte(s.Signature))
	sig[64] -= 27
	pub, err := crypto.SigToPub(d[:], sig)
	if err != nil || crypto.PubkeyToAddress(*pub) != s.Operator {
		return Acceptance{}, fmt.Errorf("%w: %s for input %s, deadline %d", ErrForgedAcceptance, s.Operator, s.Input, s.Deadline)
	}
	a := Acceptance{Input: s.Input, Deadline: s.Deadline, Committee: s.Committee, V: s.Signature[64]}
	copy(a.R[:], s.Signature[:32])
	copy(a.S[:], s.Signature[32:64])
	return a, nil
}
