package economy

import (
	"crypto/ecdsa"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Acceptance is an operator's promise to land the answer of Input by block
// Deadline, signed EIP-712 with its operator key (TaskMarket.acceptanceDigest).
type Acceptance struct {
	Input    [32]byte
	Deadline uint64
	V        uint8
	R, S     [32]byte
}

// AcceptanceDigest is the EIP-712 digest of an acceptance for the market
// at `market` on chain `chainID`, computed here independently of the
// contract.
func AcceptanceDigest(chainID uint64, market common.Address, input [32]byte, deadline uint64) [32]byte {
	domain := crypto.Keccak256(
		crypto.Keccak256([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)")),
		crypto.Keccak256([]byte("deepcall TaskMarket")),
		crypto.Keccak256([]byte("1")),
		common.LeftPadBytes(new(big.Int).SetUint64(chainID).Bytes(), 32),
		common.LeftPadBytes(market.Bytes(), 32),
	)
	st := crypto.Keccak256(
		crypto.Keccak256([]byte("Acceptance(bytes32 input,uint64 deadline)")),
		input[:],
		common.LeftPadBytes(new(big.Int).SetUint64(deadline).Bytes(), 32),
	)
	return [32]byte(crypto.Keccak256([]byte{0x19, 0x01}, domain, st))
}

// Accept signs an acceptance with an operator key.
func Accept(key *ecdsa.PrivateKey, chainID uint64, market common.Address, input [32]byte, deadline uint64) (Acceptance, error) {
	d := AcceptanceDigest(chainID, market, input, deadline)
	sig, err := crypto.Sign(d[:], key)
	if err != nil {
		return Acceptance{}, err
	}
	a := Acceptance{Input: input, Deadline: deadline, V: sig[64] + 27}
	copy(a.R[:], sig[:32])
	copy(a.S[:], sig[32:64])
	return a, nil
}
